#include "TimelineImage.h"

#include "QtText.h"
#include "RangeLanes.h"
#include "ZoomControl.h"
#include "timeline/AnnotationOverlay.h"
#include "timeline/TimeRuler.h"
#include "timeline/TimelineColours.h"
#include "timeline/TimelineLegend.h"
#include "timeline/TrackLabels.h"
#include "timeline/TrackPainter.h"

#include <QApplication>
#include <QFontMetrics>
#include <QImage>
#include <QLocale>
#include <QPainter>
#include <QProxyStyle>
#include <QStyleFactory>
#include <QStyleOption>
#include <QTimeZone>
#include <QWidget>

#include <algorithm>
#include <cmath>

namespace faultline {

using timeline::TimelineRow;

namespace {

constexpr int kMargin = 14;
constexpr int kGap = 8;
// Between rows that are not neighbours in the app (lanes left out in between).
constexpr int kStripGap = 5;
// Rows beyond this height (layout pixels) are left out and counted under the picture.
constexpr int kMaxRowsHeight = 24000;
constexpr int kMaxListedNotes = 12;
constexpr int kMinLabelColumn = 150;
constexpr int kMaxLabelColumn = 480;

QString utc(std::int64_t ns, const QString& format)
{
    return QDateTime::fromMSecsSinceEpoch(ns / 1'000'000, QTimeZone::utc()).toString(format);
}

bool isHeader(TimelineRow::Kind kind)
{
    return kind == TimelineRow::Kind::Process || kind == TimelineRow::Kind::CounterGroup
        || kind == TimelineRow::Kind::Node;
}

QFont headingFont(const QFont& base)
{
    QFont font = base;
    font.setBold(true);
    if (font.pointSizeF() > 0)
        font.setPointSizeF(font.pointSizeF() * 1.45);
    else
        font.setPixelSize(static_cast<int>(font.pixelSize() * 1.45));
    return font;
}

int wrappedHeight(const QFontMetrics& metrics, int width, const QString& text)
{
    return metrics.boundingRect(QRect(0, 0, width, 100000), Qt::TextWordWrap | Qt::AlignLeft, text).height();
}

// The app's style, except that the arrows of the label column's headers are drawn as triangles:
// styles such as Fusion draw them from cached pixmaps, which would reach an SVG or a PDF as
// little pictures.
class VectorArrowStyle : public QProxyStyle
{
public:
    using QProxyStyle::QProxyStyle;

    void drawPrimitive(PrimitiveElement element, const QStyleOption* option, QPainter* painter,
                       const QWidget* widget) const override
    {
        if (element != PE_IndicatorArrowDown && element != PE_IndicatorArrowRight) {
            QProxyStyle::drawPrimitive(element, option, painter, widget);
            return;
        }
        // Fusion's proportions: 8 × 4.5 pixels pointing down, 4.5 × 8 pointing right.
        const QRectF r = option->rect;
        const double side = std::min({8.0, r.width(), r.height()});
        const QPointF c = r.center();
        const double half = side / 2;
        const double depth = side * 0.28;
        const QPointF down[3] = {{c.x() - half, c.y() - depth}, {c.x() + half, c.y() - depth}, {c.x(), c.y() + depth}};
        const QPointF right[3] = {{c.x() - depth, c.y() - half}, {c.x() - depth, c.y() + half}, {c.x() + depth, c.y()}};
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing, true);
        painter->setPen(Qt::NoPen);
        QColor colour = option->palette.color(QPalette::WindowText);
        colour.setAlpha(160);
        painter->setBrush(colour);
        painter->drawConvexPolygon(element == PE_IndicatorArrowDown ? down : right, 3);
        painter->restore();
    }
};

} // namespace

TimelineImage::TimelineImage(std::shared_ptr<const Trace> trace, TimelineImageOptions options)
    : m_trace(std::move(trace))
    , m_options(std::move(options))
{
    QStyle* base = QStyleFactory::create(QApplication::style()->name());
    m_style = std::make_unique<VectorArrowStyle>(base);
    m_host = std::make_unique<QWidget>();
    m_host->setObjectName(QStringLiteral("timelineExportHost"));
    m_host->setAttribute(Qt::WA_DontShowOnScreen);
    m_host->setFont(ImageWriter::exportFont());
    m_zoom = new timeline::ZoomControl(m_host.get());
    m_zoom->setTrace(m_trace->beginNs, std::max(m_trace->endNs, m_trace->beginNs + 1));
    if (m_options.from < m_options.to)
        m_zoom->setRange(m_options.from, m_options.to, timeline::ZoomControl::History::None);
    m_from = m_zoom->rangeStart();
    m_to = m_zoom->rangeEnd();

    m_model = new timeline::TimelineModel(m_trace, m_host.get());
    timeline::addImportedRangeLanes(*m_model);
    // The image shows the counters the lanes ask for, however many ranks fold them in the view.
    m_model->setCountersCollapsed(false);
    // Idle threads stay folded into their row, unless the lanes asked for name one of them (the
    // view being exported had them expanded).
    if (!m_options.lanes.all()) {
        for (std::uint32_t th = 0; th < m_trace->threads.size(); ++th) {
            const Thread& thread = m_trace->threads[th];
            if (!m_model->isIdleThread(th))
                continue;
            for (const std::uint32_t lane : thread.lanes) {
                if (m_options.lanes.includesLane(*m_trace, lane))
                    m_model->setIdleExpanded(thread.process, true);
            }
        }
    }
    m_layout.setLaneHeight(m_options.laneHeight);
    m_layout.update(*m_model);
    m_tracks = new TrackPainter(m_model, m_zoom, &m_layout, m_host.get());
    m_labels = new TrackLabels(m_model, &m_layout, m_host.get());
    m_labels->setStyle(m_style.get());
    m_ruler = new TimeRuler(m_zoom, m_host.get());
    m_legend = new TimelineLegend(m_host.get());
    m_legend->setShowsGpuWork(m_trace->gpuOpCount() > 0);
    if (!m_options.highlight.empty())
        m_tracks->setHighlightedEvents(m_options.highlight);

    if (m_options.notes) {
        for (const Annotation& note : m_options.annotations) {
            const bool meets = note.isSpan() ? note.start < m_to && note.end >= m_from
                                             : note.start >= m_from && note.start < m_to;
            if (meets)
                m_notes.append(note);
        }
        std::stable_sort(m_notes.begin(), m_notes.end(),
                         [](const Annotation& a, const Annotation& b) { return a.start < b.start; });
    }
    chooseRows();
    layOut();
}

TimelineImage::~TimelineImage() = default;

void TimelineImage::chooseRows()
{
    const Trace& trace = *m_trace;
    const LaneSelection& lanes = m_options.lanes;
    const auto& rows = m_model->rows();
    std::vector<bool> keep(rows.size(), false);
    std::vector<bool> nodeShown(m_model->nodeCount(), false);
    for (std::size_t r = 0; r < rows.size(); ++r) {
        const TimelineRow& row = rows[r];
        switch (row.kind) {
        case TimelineRow::Kind::CounterGroup:
        case TimelineRow::Kind::Counter: keep[r] = lanes.all() || lanes.counters; break;
        case TimelineRow::Kind::Process:
        case TimelineRow::Kind::Idle: keep[r] = lanes.includesProcess(trace, row.process); break;
        case TimelineRow::Kind::Lane:
            keep[r] = lanes.includesLane(trace, row.lane);
            ++m_totalLanes;
            m_shownLanes += keep[r] ? 1 : 0;
            break;
        case TimelineRow::Kind::Query:
        case TimelineRow::Kind::Node: break;
        }
        if (keep[r] && row.node < nodeShown.size())
            nodeShown[row.node] = true;
    }
    for (std::size_t r = 0; r < rows.size(); ++r) {
        if (rows[r].kind == TimelineRow::Kind::Node)
            keep[r] = rows[r].node < nodeShown.size() && nodeShown[rows[r].node];
    }

    int height = 0;
    for (std::size_t r = 0; r < rows.size(); ++r) {
        if (!keep[r])
            continue;
        const int h = m_layout.rowHeight(static_cast<int>(r));
        if (height + h > kMaxRowsHeight) {
            ++m_rowsLeftOut;
            continue;
        }
        height += h;
        m_rows.push_back(static_cast<int>(r));
    }
}

int TimelineImage::labelColumnWidth() const
{
    QFont bold = m_labels->font();
    bold.setBold(true);
    const QFontMetrics boldMetrics(bold);
    const QFontMetrics metrics(m_labels->font());
    const auto& rows = m_model->rows();
    int widest = 0;
    for (const int r : m_rows) {
        const TimelineRow& row = rows[static_cast<std::size_t>(r)];
        const int indent = row.kind != TimelineRow::Kind::Node && row.node != UINT32_MAX ? 14 : 4;
        const int text = isHeader(row.kind) ? boldMetrics.horizontalAdvance(m_labels->rowText(r)) + 16
                                            : metrics.horizontalAdvance(m_labels->rowText(r)) + 20;
        widest = std::max(widest, indent + text + 10);
    }
    return widest;
}

QString TimelineImage::offsetText(std::int64_t ns) const
{
    return QLocale().toString(static_cast<double>(ns - m_trace->beginNs) / 1e9, 'f', 3) + QStringLiteral(" s");
}

QString TimelineImage::title() const
{
    return m_options.captureName.isEmpty() ? tr("Capture") : m_options.captureName;
}

QStringList TimelineImage::titleLines() const
{
    const Trace& trace = *m_trace;
    QStringList lines;
    if (!m_options.subtitle.isEmpty())
        lines.append(m_options.subtitle);

    QStringList machine;
    const capture::Session* session = trace.sessions.empty() ? nullptr : &trace.sessions.front();
    std::string host = trace.metaValue("host");
    if (host.empty() && session)
        host = session->node;
    if (m_model->nodeCount() > 1) {
        // A merged capture: its nodes, not the first one's host.
        QStringList nodes;
        for (std::uint32_t n = 0; n < m_model->nodeCount(); ++n)
            nodes.append(text::toQString(m_model->nodeName(n)));
        machine.append(tr("Nodes %1").arg(nodes.join(QStringLiteral(", "))));
    } else if (!host.empty()) {
        machine.append(tr("Host %1").arg(text::toQString(host)));
    }
    if (session && !session->gpuModel.empty())
        machine.append(tr("GPU %1").arg(text::toQString(session->gpuModel)));
    if (!machine.isEmpty())
        lines.append(machine.join(QStringLiteral(" · ")));

    const bool sameDay = utc(m_from, QStringLiteral("yyyyMMdd")) == utc(m_to, QStringLiteral("yyyyMMdd"));
    const QString range =
        tr("%1 → %2 UTC")
            .arg(utc(m_from, QStringLiteral("yyyy-MM-dd HH:mm:ss.zzz")),
                 utc(m_to, sameDay ? QStringLiteral("HH:mm:ss.zzz") : QStringLiteral("yyyy-MM-dd HH:mm:ss.zzz")));
    const bool whole = m_from <= trace.beginNs && m_to >= trace.endNs;
    lines.append(whole ? tr("%1 · %2, the whole capture").arg(range, text::durationText(m_to - m_from))
                       : tr("%1 · %2, from %3 to %4 after the capture began")
                             .arg(range, text::durationText(m_to - m_from), offsetText(m_from), offsetText(m_to)));

    QString lanes = m_options.lanes.all() ? tr("All %1 lanes").arg(m_totalLanes)
                                          : tr("%1 of %2 lanes").arg(m_shownLanes).arg(m_totalLanes);
    if (!m_options.highlight.empty())
        lanes += tr(" · the chain's evidence highlighted (%1 events)").arg(m_options.highlight.size());
    if (!m_notes.isEmpty())
        lanes += tr(" · %n note(s)", nullptr, static_cast<int>(m_notes.size()));
    const QDateTime exported = m_options.exportedAt.isValid() ? m_options.exportedAt.toUTC()
                                                              : QDateTime::currentDateTimeUtc();
    lanes += tr(" · exported %1 UTC by Faultline %2")
                 .arg(exported.toString(QStringLiteral("yyyy-MM-dd HH:mm")), QStringLiteral(FAULTLINE_VERSION));
    lines.append(lanes);
    return lines;
}

void TimelineImage::layOut()
{
    const int width = std::max(ImageWriter::layoutWidth(m_options.size), ImageWriter::kMinLayoutWidth);
    const int inner = width - 2 * kMargin;
    const QFontMetrics metrics(m_host->font());
    int y = kMargin;

    if (m_options.titleBlock) {
        m_titleLines = titleLines();
        int height = QFontMetrics(headingFont(m_host->font())).height() + 4;
        for (const QString& line : m_titleLines)
            height += wrappedHeight(metrics, inner, line) + 2;
        m_titleRect = QRect(kMargin, y, inner, height);
        y += height + kGap;
    }
    if (m_options.legend) {
        m_legendRect = QRect(kMargin, y, inner, m_legend->sizeHint().height());
        y += m_legendRect.height() + kGap / 2;
    }

    const int labels = std::clamp(labelColumnWidth(), kMinLabelColumn,
                                  std::max(kMinLabelColumn, std::min(kMaxLabelColumn, inner * 2 / 5)));
    const int tracks = inner - labels;
    const int rulerHeight = m_ruler->sizeHint().height();
    m_cornerRect = QRect(kMargin, y, labels, rulerHeight);
    m_rulerRect = QRect(kMargin + labels, y, tracks, rulerHeight);
    y += rulerHeight;

    // Rows that are neighbours in the app stay together; a gap marks lanes left out between.
    m_strips.clear();
    int rowsTop = y;
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        const int r = m_rows[i];
        if (m_strips.empty() || m_strips.back().lastRow + 1 != r) {
            if (!m_strips.empty())
                y += kStripGap;
            m_strips.push_back({r, r, y});
        } else {
            m_strips.back().lastRow = r;
        }
        y += m_layout.rowHeight(r);
    }
    m_labelsRect = QRect(kMargin, rowsTop, labels, y - rowsTop);
    m_tracksRect = QRect(kMargin + labels, rowsTop, tracks, y - rowsTop);

    int footer = 0;
    const int listed = std::min<int>(static_cast<int>(m_notes.size()), kMaxListedNotes);
    if (listed > 0)
        footer += metrics.height() * (listed + 1 + (m_notes.size() > kMaxListedNotes ? 1 : 0)) + kGap;
    if (m_rowsLeftOut > 0 || m_rows.empty())
        footer += metrics.height() + kGap;
    m_footerRect = QRect(kMargin, y + kGap, inner, footer);
    y += footer > 0 ? footer + kGap : 0;
    m_layoutSize = QSize(width, y + kMargin);

    // The widgets at the width they are drawn at (paint() gives the tracks and labels the height
    // of each strip).
    m_host->resize(width, m_layoutSize.height());
    m_tracks->resize(tracks, m_layout.laneHeight());
    m_labels->resize(labels, m_layout.laneHeight());
    m_ruler->resize(tracks, rulerHeight);
    m_legend->resize(std::max(inner, m_legend->sizeHint().width()), m_legendRect.height());
    m_rulerDrawn = rulerWidthToDraw();
}

int TimelineImage::rulerWidthToDraw() const
{
    // Drawn once into pixels and looked at: the tick marks are the only marks on its top rows
    // (an export has no time selection), its labels start right of their tick.
    const QSize size = m_ruler->size();
    QImage probe(size, QImage::Format_RGB32);
    const int dotsPerMeter = static_cast<int>(std::lround(ImageWriter::layoutDpi() / 0.0254));
    probe.setDotsPerMeterX(dotsPerMeter);
    probe.setDotsPerMeterY(dotsPerMeter);
    probe.fill(Qt::black);
    {
        QPainter p(&probe);
        m_ruler->render(&p);
    }
    const QRgb background = m_ruler->palette().color(QPalette::Window).rgb();
    std::vector<int> ticks;
    for (int x = 0; x < size.width(); ++x) {
        if (probe.pixel(x, 1) != background)
            ticks.push_back(x);
    }
    // The right end of what is drawn between x0 and x1 on the labels' rows.
    const auto inkEnd = [&](int x0, int x1) {
        int end = -1;
        for (int y = 4; y < size.height() - 6; ++y)
            for (int x = x0; x < x1; ++x)
                if (probe.pixel(x, y) != background)
                    end = std::max(end, x);
        return end;
    };
    if (ticks.empty())
        return size.width();
    const int last = ticks.back();
    // The labels of the tick before are as wide as the last one's would be (one format for all).
    const int room = ticks.size() >= 2 ? inkEnd(ticks[ticks.size() - 2] + 1, last) - ticks[ticks.size() - 2] : 0;
    const bool cut = ticks.size() >= 2 ? last + room + 2 >= size.width() : inkEnd(size.width() - 1, size.width()) >= 0;
    return cut && last > 0 ? last : size.width();
}

QStringList TimelineImage::rowTitles() const
{
    QStringList titles;
    for (const int r : m_rows)
        titles.append(m_labels->rowText(r));
    return titles;
}

void TimelineImage::paintTitle(QPainter& p, const QRect& rect) const
{
    const QPalette palette = m_host->palette();
    p.setPen(palette.color(QPalette::WindowText));
    const QFont heading = headingFont(m_host->font());
    p.setFont(heading);
    const QFontMetrics headingMetrics(heading);
    p.drawText(QRect(rect.left(), rect.top(), rect.width(), headingMetrics.height()), Qt::AlignLeft | Qt::AlignVCenter,
               headingMetrics.elidedText(title(), Qt::ElideMiddle, rect.width()));
    p.setFont(m_host->font());
    const QFontMetrics metrics(m_host->font());
    int y = rect.top() + headingMetrics.height() + 4;
    for (qsizetype i = 0; i < m_titleLines.size(); ++i) {
        const QString& line = m_titleLines.at(i);
        const int height = wrappedHeight(metrics, rect.width(), line);
        // The subtitle (a chain's title) reads as part of the heading; the facts are muted.
        p.setPen(i == 0 && !m_options.subtitle.isEmpty() ? palette.color(QPalette::WindowText)
                                                         : palette.color(QPalette::PlaceholderText));
        p.drawText(QRect(rect.left(), y, rect.width(), height), Qt::TextWordWrap | Qt::AlignLeft, line);
        y += height + 2;
    }
}

void TimelineImage::paintNotesList(QPainter& p, const QRect& rect) const
{
    const QPalette palette = m_host->palette();
    const QFontMetrics metrics(m_host->font());
    const int line = metrics.height();
    int y = rect.top();
    p.setFont(m_host->font());
    if (m_rowsLeftOut > 0 || m_rows.empty()) {
        p.setPen(palette.color(QPalette::PlaceholderText));
        p.drawText(QRect(rect.left(), y, rect.width(), line), Qt::AlignLeft | Qt::AlignVCenter,
                   m_rows.empty() ? tr("No lanes to show: the selection matches none of the capture's lanes.")
                                  : tr("%n more row(s) left out to keep the picture readable: choose fewer lanes.",
                                       nullptr, m_rowsLeftOut));
        y += line + kGap;
    }
    if (m_notes.isEmpty())
        return;
    QFont bold = m_host->font();
    bold.setBold(true);
    p.setFont(bold);
    p.setPen(palette.color(QPalette::WindowText));
    p.drawText(QRect(rect.left(), y, rect.width(), line), Qt::AlignLeft | Qt::AlignVCenter, tr("Notes"));
    p.setFont(m_host->font());
    y += line;
    const QColor fallback = defaultAnnotationColour(palette);
    const int timeWidth = metrics.horizontalAdvance(QStringLiteral("0000.000 s – 0000.000 s")) + 12;
    p.setRenderHint(QPainter::Antialiasing, true);
    for (qsizetype i = 0; i < m_notes.size() && i < kMaxListedNotes; ++i) {
        const Annotation& note = m_notes.at(i);
        const int side = std::max(6, line / 2);
        p.setPen(Qt::NoPen);
        p.setBrush(annotationColour(note, fallback));
        p.drawRoundedRect(QRectF(rect.left() + 2, y + (line - side) / 2.0, side, side), 2, 2);
        p.setBrush(Qt::NoBrush);
        const QString time = note.isSpan() ? tr("%1 – %2").arg(offsetText(note.start), offsetText(note.end))
                                           : offsetText(note.start);
        p.setPen(palette.color(QPalette::PlaceholderText));
        const int x = rect.left() + side + 10;
        p.drawText(QRect(x, y, timeWidth, line), Qt::AlignLeft | Qt::AlignVCenter, time);
        QString text = QString(note.text).replace(QLatin1Char('\n'), QLatin1Char(' ')).simplified();
        if (!note.author.isEmpty())
            text += QStringLiteral(" — ") + note.author;
        p.setPen(palette.color(QPalette::WindowText));
        const int textLeft = x + timeWidth;
        p.drawText(QRect(textLeft, y, rect.right() - textLeft, line), Qt::AlignLeft | Qt::AlignVCenter,
                   metrics.elidedText(text, Qt::ElideRight, rect.right() - textLeft));
        y += line;
    }
    p.setRenderHint(QPainter::Antialiasing, false);
    if (m_notes.size() > kMaxListedNotes) {
        p.setPen(palette.color(QPalette::PlaceholderText));
        p.drawText(
            QRect(rect.left(), y, rect.width(), line), Qt::AlignLeft | Qt::AlignVCenter,
            tr("and %n more note(s) in this range", nullptr, static_cast<int>(m_notes.size() - kMaxListedNotes)));
    }
}

void TimelineImage::paint(QPainter& p)
{
    const QPalette palette = m_host->palette();
    p.save();
    p.setFont(m_host->font());
    p.fillRect(QRect(QPoint(0, 0), m_layoutSize), palette.color(QPalette::Window));
    if (m_options.titleBlock)
        paintTitle(p, m_titleRect);

    if (m_options.legend) {
        // A legend wider than the picture is drawn smaller rather than cut.
        const double fit = std::min(1.0, double(m_legendRect.width()) / std::max(1, m_legend->sizeHint().width()));
        p.save();
        p.translate(m_legendRect.topLeft());
        p.scale(fit, fit);
        m_legend->render(&p, QPoint(), QRegion(), QWidget::DrawChildren);
        p.restore();
    }

    // Above the label column: how much time the picture shows, as the Timeline tab does.
    p.fillRect(m_cornerRect, palette.color(QPalette::Window));
    p.setPen(palette.color(QPalette::WindowText));
    p.setFont(m_host->font());
    p.drawText(m_cornerRect.adjusted(6, 0, -4, 0), Qt::AlignLeft | Qt::AlignVCenter,
               tr("%1 shown").arg(text::durationText(m_to - m_from)));
    m_ruler->render(&p, m_rulerRect.topLeft());
    if (m_rulerDrawn < m_rulerRect.width()) {
        // The labels of the last tick would be cut at the ruler's edge: covered (to the page's
        // edge, since an SVG does not clip what runs past), leaving the ruler's background.
        const QRect rest(m_rulerRect.left() + m_rulerDrawn, m_rulerRect.top(),
                         m_layoutSize.width() - m_rulerRect.left() - m_rulerDrawn, m_rulerRect.height());
        p.fillRect(rest, palette.color(QPalette::Window));
        p.fillRect(rest.left(), rest.bottom(), m_rulerRect.right() + 1 - rest.left(), 1,
                   TimelineColours::forPalette(palette).separator);
    }

    // Each strip of rows is the whole of the widgets, scrolled to its first row and as tall as
    // it: what they draw over their whole rect (a chain's veil) stays in the strip, also in an
    // SVG, which has no clipping.
    for (const Strip& strip : m_strips) {
        const int top = m_layout.rowTop(strip.firstRow);
        const int height = m_layout.rowTop(strip.lastRow) + m_layout.rowHeight(strip.lastRow) - top;
        m_labels->setScrollY(top);
        m_labels->resize(m_labelsRect.width(), height);
        m_tracks->setScrollY(top);
        m_tracks->resize(m_tracksRect.width(), height);
        m_labels->render(&p, QPoint(m_labelsRect.left(), strip.top));
        m_tracks->render(&p, QPoint(m_tracksRect.left(), strip.top));
    }

    if (!m_notes.isEmpty() && !m_tracksRect.isEmpty()) {
        // The notes over all rows drawn, as TrackPainter draws them over its own.
        p.save();
        p.setClipRect(m_tracksRect);
        const AnnotationOverlayStyle style = AnnotationOverlayStyle::forPalette(m_tracks->palette(), m_tracks->font());
        const double left = m_tracksRect.left();
        paintAnnotations(
            p, QRectF(m_tracksRect), [this, left](qint64 t) { return left + m_tracks->xForTime(t); }, m_notes, style);
        p.restore();
    }
    if (!m_footerRect.isEmpty())
        paintNotesList(p, m_footerRect);
    p.restore();
}

ImageWriter::Result TimelineImage::write(ImageFormat format, QIODevice* device)
{
    return ImageWriter::write(format, device, m_layoutSize, m_options.size, title(), [this](QPainter& p) { paint(p); });
}

ImageWriter::Result TimelineImage::writeFile(ImageFormat format, const QString& path)
{
    return ImageWriter::writeFile(format, path, m_layoutSize, m_options.size, title(),
                                  [this](QPainter& p) { paint(p); });
}

QImage TimelineImage::image()
{
    return ImageWriter::image(m_layoutSize, m_options.size, [this](QPainter& p) { paint(p); });
}

} // namespace faultline
