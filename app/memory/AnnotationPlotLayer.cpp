#include "AnnotationPlotLayer.h"

namespace faultline {

AnnotationPlotLayer::AnnotationPlotLayer(QCustomPlot* plot, const QString& layer)
    : QCPLayerable(plot, layer)
{
}

void AnnotationPlotLayer::setAnnotations(const AnnotationSet* notes)
{
    if (notes == m_notes)
        return;
    if (m_notes)
        disconnect(m_notes, nullptr, this, nullptr);
    m_notes = notes;
    if (notes) {
        const auto replot = [this] { mParentPlot->replot(QCustomPlot::rpQueuedReplot); };
        connect(notes, &AnnotationSet::annotationAdded, this, replot);
        connect(notes, &AnnotationSet::annotationChanged, this, replot);
        connect(notes, &AnnotationSet::annotationRemoved, this, replot);
        connect(notes, &AnnotationSet::annotationsReset, this, replot);
        connect(notes, &QObject::destroyed, this, replot);
    }
    mParentPlot->replot(QCustomPlot::rpQueuedReplot);
}

void AnnotationPlotLayer::setTimeToX(AnnotationTimeToX timeToX)
{
    m_timeToX = std::move(timeToX);
}

void AnnotationPlotLayer::setStyle(const AnnotationOverlayStyle& style)
{
    m_style = style;
}

quint64 AnnotationPlotLayer::annotationAt(const QPointF& pos) const
{
    if (!m_notes || !m_timeToX)
        return 0;
    return faultline::annotationAt(pos, QRectF(clipRect()), m_timeToX, m_notes->annotations(), m_style);
}

void AnnotationPlotLayer::applyDefaultAntialiasingHint(QCPPainter* painter) const
{
    // Lines and flags sit on whole pixels, like on the timeline.
    painter->setAntialiasing(false);
}

void AnnotationPlotLayer::draw(QCPPainter* painter)
{
    if (!m_notes || m_notes->size() == 0 || !m_timeToX)
        return;
    paintAnnotations(*painter, QRectF(clipRect()), m_timeToX, m_notes->annotations(), m_style);
}

QRect AnnotationPlotLayer::clipRect() const
{
    return mParentPlot->axisRect() ? mParentPlot->axisRect()->rect() : QCPLayerable::clipRect();
}

} // namespace faultline
