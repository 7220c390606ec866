#pragma once

#include "AnnotationSet.h"
#include "common/QCustomPlotInclude.h"
#include "timeline/AnnotationOverlay.h"

#include <QPointer>

namespace faultline {

// Notes of a capture over a QCustomPlot's axis rect, drawn by paintAnnotations() like the
// timeline draws them, so that the plot's own exports (toPixmap, savePdf) carry them too.
// `timeToX` maps unix ns to the plot's pixel x (non-finite: the note is not drawn).
class AnnotationPlotLayer : public QCPLayerable
{
    Q_OBJECT
public:
    AnnotationPlotLayer(QCustomPlot* plot, const QString& layer);

    void setAnnotations(const AnnotationSet* notes);
    [[nodiscard]] const AnnotationSet* annotations() const { return m_notes; }
    void setTimeToX(AnnotationTimeToX timeToX);
    void setStyle(const AnnotationOverlayStyle& style);
    // The note whose flag or line is at `pos` (plot coordinates), 0 when none.
    [[nodiscard]] quint64 annotationAt(const QPointF& pos) const;

protected:
    void applyDefaultAntialiasingHint(QCPPainter* painter) const override;
    void draw(QCPPainter* painter) override;
    [[nodiscard]] QRect clipRect() const override;

private:
    QPointer<const AnnotationSet> m_notes;
    AnnotationTimeToX m_timeToX;
    AnnotationOverlayStyle m_style;
};

} // namespace faultline
