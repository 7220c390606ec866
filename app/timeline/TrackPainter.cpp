#include "TrackPainter.h"

#include "Coordinates.h"
#include "HitTest.h"
#include "OpCatalog.h"
#include "QtText.h"
#include "RangeLanes.h"
#include "TimeRuler.h"
#include "TrackLayout.h"
#include "ZoomControl.h"
#include "common/TimeFormat.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFontMetrics>
#include <QHelpEvent>
#include <QLocale>
#include <QMouseEvent>
#include <QPaintEvent>
#include <QPainter>
#include <QThread>
#include <QThreadPool>
#include <QToolTip>
#include <QWheelEvent>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <latch>

namespace faultline {

using timeline::ColourKey;
using timeline::TimelineRow;

namespace {

using timeline::kSelectableWidthPx;
constexpr int kInstantTolerancePx = 4;
constexpr int kInstantHalfWidth = 4;
constexpr int kDragThresholdPx = 3;
constexpr double kWheelZoomPerNotch = 1.25;
constexpr double kWheelPanPerNotch = 0.1;
// Ruler and grid share this spacing so that grid lines sit under the ruler's ticks.
constexpr double kTickSpacingPx = TimeRuler::kTickSpacingPx;

int toPixel(double x)
{
    // Geometry x is within [0, width]; overlays clamp before converting.
    return static_cast<int>(std::lround(x));
}

double clampedPixel(double x, int width)
{
    return std::clamp(x, -4.0, double(width) + 4.0);
}

struct RunPixels
{
    int x0 = 0;
    int x1 = 0;
    bool merged = false;
};

RunPixels runPixels(const timeline::Run& run, const EventColumns& events, double perPixel)
{
    RunPixels r;
    r.x0 = toPixel(run.x0);
    r.x1 = std::max(r.x0 + 1, toPixel(run.x1));
    // A run that one wide event dominates is drawn and labelled as that event.
    r.merged = run.count > 1 && double(events.durationAt(run.event)) / perPixel < kSelectableWidthPx;
    return r;
}

} // namespace

TrackPainter::TrackPainter(timeline::TimelineModel* model, timeline::ZoomControl* zoom, const TrackLayout* layout,
                           QWidget* parent)
    : QWidget(parent)
    , m_model(model)
    , m_zoom(zoom)
    , m_layout(layout)
{
    setObjectName(QStringLiteral("trackPainter"));
    setAttribute(Qt::WA_OpaquePaintEvent);
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    m_pool = new QThreadPool(this);
    m_pool->setMaxThreadCount(std::max(1, QThread::idealThreadCount() - 1));
    m_colours = TimelineColours::forPalette(palette());
    m_annotationStyle = AnnotationOverlayStyle::forPalette(palette(), font());
    m_labelFont = font();
    m_labelTextHeight = QFontMetrics(m_labelFont).height();
    connect(m_zoom, &timeline::ZoomControl::rangeChanged, this, [this] {
        clearHover();
        update();
    });
    connect(m_zoom, &timeline::ZoomControl::selectionChanged, this, qOverload<>(&QWidget::update));
    // Duration labels on the bars and the grid follow the time display.
    connect(TimeFormat::notifier(), &TimeDisplayNotifier::changed, this, &TrackPainter::invalidateGeometry);
    connect(m_model, &timeline::TimelineModel::rowsChanged, this, [this] {
        // Row indexes shift: an area selection made of rows no longer means the same lanes.
        m_area = {};
        std::erase_if(m_queryCaches, [this](const auto& entry) { return !m_model->queryLane(entry.first); });
        clearHover();
        update();
    });
}

QSize TrackPainter::sizeHint() const
{
    return {800, 400};
}

QSize TrackPainter::minimumSizeHint() const
{
    return {100, 40};
}

void TrackPainter::setScrollY(int y)
{
    if (y == m_scrollY)
        return;
    m_scrollY = y;
    clearHover();
    update();
}

void TrackPainter::setSelectedEvent(EventRef ref)
{
    if (ref == m_selected)
        return;
    m_selected = ref;
    update();
}

void TrackPainter::setAreaSelection(qint64 start, qint64 end, int firstRow, int lastRow)
{
    m_area = {true, std::min(start, end), std::max(start, end), std::min(firstRow, lastRow),
              std::max(firstRow, lastRow)};
    update();
}

void TrackPainter::clearAreaSelection()
{
    if (!m_area.valid)
        return;
    m_area = {};
    update();
}

void TrackPainter::setHighlightedEvents(std::vector<EventRef> events)
{
    const Trace& trace = m_model->trace();
    std::erase_if(events, [&trace](EventRef ref) { return !trace.contains(ref); });
    if (events == m_highlightRefs)
        return;
    m_highlightRefs = std::move(events);
    m_highlights.clear();
    m_highlights.reserve(m_highlightRefs.size());
    for (const EventRef ref : m_highlightRefs) {
        const Lane& lane = trace.lanes[ref.lane];
        Highlight h;
        h.ref = ref;
        h.start = lane.events.start[ref.index];
        h.end = capture::saturatingAdd(h.start, lane.events.durationAt(ref.index));
        h.key = timeline::eventColour(lane.events, ref.index, lane.kind);
        h.instant = lane.kind == LaneKind::Instants;
        m_highlights.push_back(h);
    }
    m_highlightRowsRevision = 0;
    update();
}

void TrackPainter::clearHighlightedEvents()
{
    setHighlightedEvents({});
}

bool TrackPainter::isHighlighted(EventRef ref) const
{
    return std::find(m_highlightRefs.begin(), m_highlightRefs.end(), ref) != m_highlightRefs.end();
}

void TrackPainter::invalidateGeometry()
{
    ++m_generation;
    m_laneCaches.clear();
    m_queryCaches.clear();
    m_counterCaches.clear();
    update();
}

void TrackPainter::setAnnotations(const AnnotationSet* notes)
{
    if (notes == m_annotations)
        return;
    if (m_annotations)
        disconnect(m_annotations, nullptr, this, nullptr);
    m_annotations = notes;
    if (notes) {
        const auto repaint = qOverload<>(&QWidget::update);
        connect(notes, &AnnotationSet::annotationAdded, this, repaint);
        connect(notes, &AnnotationSet::annotationChanged, this, repaint);
        connect(notes, &AnnotationSet::annotationRemoved, this, repaint);
        connect(notes, &AnnotationSet::annotationsReset, this, repaint);
        connect(notes, &QObject::destroyed, this, repaint);
    }
    update();
}

quint64 TrackPainter::annotationAt(QPoint pos) const
{
    if (!m_annotations)
        return 0;
    return faultline::annotationAt(
        QPointF(pos) + QPointF(0.5, 0.5), QRectF(rect()), [this](qint64 t) { return xForTime(t); },
        m_annotations->annotations(), m_annotationStyle);
}

QString TrackPainter::annotationToolTip(quint64 id) const
{
    const Annotation* note = m_annotations ? m_annotations->find(id) : nullptr;
    if (!note)
        return {};
    QString text =
        QStringLiteral("<b>%1</b>").arg(note->text.toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br>")));
    QString when = TimeFormat::offset(note->start - m_zoom->traceStart(), 1000);
    if (note->isSpan())
        when = tr("%1 for %2").arg(when, text::durationText(note->end - note->start));
    text += QStringLiteral("<br>") + tr("Note at %1").arg(when);
    if (!note->author.isEmpty())
        text += QStringLiteral("<br>") + tr("by %1").arg(note->author.toHtmlEscaped());
    if (!note->chainId.isEmpty())
        text += QStringLiteral("<br>") + tr("on chain %1").arg(note->chainId.toHtmlEscaped());
    else if (!note->eventId.isEmpty())
        text += QStringLiteral("<br>") + tr("on event %1").arg(note->eventId.toHtmlEscaped());
    return text;
}

double TrackPainter::xForTime(qint64 time) const
{
    return timeline::timeToPixel(time, m_zoom->rangeStart(), m_zoom->rangeEnd(), width());
}

qint64 TrackPainter::timeForX(double x) const
{
    return timeline::pixelToTime(x, width(), m_zoom->rangeStart(), m_zoom->rangeEnd());
}

int TrackPainter::rowCenterY(int row) const
{
    return m_layout->rowTop(row) - m_scrollY + m_layout->rowHeight(row) / 2;
}

TrackPainter::ViewKey TrackPainter::currentKey() const
{
    return {m_zoom->rangeStart(), m_zoom->rangeEnd(), width(), m_model->revision(), m_generation};
}

const QString& TrackPainter::opName(std::uint16_t kind) const
{
    auto it = m_opNames.find(kind);
    if (it == m_opNames.end()) {
        const auto source = static_cast<std::uint8_t>(kind >> 8);
        const auto op = static_cast<std::uint8_t>(kind & 0xFF);
        it = m_opNames.insert(kind, text::toQString(capture::OpCatalog::opName(source, op)));
    }
    return *it;
}

TrackPainter::LaneCache& TrackPainter::laneCache(std::uint32_t lane) const
{
    LaneCache& cache = m_laneCaches[lane];
    const ViewKey key = currentKey();
    if (!(cache.key == key)) {
        cache.key = key;
        rebuildLane(cache, lane);
    }
    return cache;
}

TrackPainter::LaneCache& TrackPainter::queryCache(std::uint32_t id) const
{
    LaneCache& cache = m_queryCaches[id];
    const ViewKey key = currentKey();
    const timeline::QueryLane* lane = m_model->queryLane(id);
    if (!(cache.key == key) && lane) {
        cache.key = key;
        ++m_geometryBuilds;
        cache.geometry = timeline::buildLaneGeometry(lane->events, lane->index, LaneKind::Other, cache.key.start,
                                                     cache.key.end, cache.key.width);
        // The result's intervals are not calls: one colour says "yours", whatever they are.
        for (timeline::Run& run : cache.geometry.runs)
            run.colour = ColourKey::Query;
        buildRects(cache, lane->events);
        buildLabels(cache, lane->events, LaneKind::Other, lane);
    }
    return cache;
}

void TrackPainter::rebuildLane(LaneCache& cache, std::uint32_t lane) const
{
    ++m_geometryBuilds;
    buildLaneRects(cache, lane);
    buildLaneLabels(cache, lane);
}

void TrackPainter::buildLaneRects(LaneCache& cache, std::uint32_t lane) const
{
    const Lane& l = m_model->trace().lanes[lane];
    cache.geometry = timeline::buildLaneGeometry(l.events, m_model->laneIndex(lane), l.kind, cache.key.start,
                                                 cache.key.end, cache.key.width);
    buildRects(cache, l.events);
}

void TrackPainter::buildRects(LaneCache& cache, const EventColumns& events) const
{
    cache.rects.clear();
    const double perPixel = timeline::nsPerPixel(cache.key.start, cache.key.end, cache.key.width);
    for (const timeline::Run& run : cache.geometry.runs) {
        const RunPixels px = runPixels(run, events, perPixel);
        // Neighbours that are merged runs, or one or two pixels wide, of one colour read as one
        // bar anyway: one fillRect for all of them. Wider single events keep their own edge.
        const bool narrow = px.merged || px.x1 - px.x0 <= 2;
        if (!cache.rects.empty()) {
            BarRect& last = cache.rects.back();
            const bool lastNarrow = last.merged || last.x1 - last.x0 <= 2;
            if (narrow && lastNarrow && last.key == run.colour && last.merged == px.merged && last.x1 >= px.x0) {
                last.x1 = std::max(last.x1, px.x1);
                continue;
            }
        }
        cache.rects.push_back({px.x0, px.x1, run.colour, px.merged});
    }
}

void TrackPainter::buildLaneLabels(LaneCache& cache, std::uint32_t lane) const
{
    const Lane& l = m_model->trace().lanes[lane];
    buildLabels(cache, l.events, l.kind, nullptr, lane);
}

namespace {

// A kernel's name as a bar can hold it: "void at::native::elementwise_kernel<128, 4, ...>(int, ...)"
// -> "at::native::elementwise_kernel" (the details panel shows it whole).
QString shortGpuName(const std::string& name)
{
    std::string_view s(name);
    if (s.starts_with("void "))
        s.remove_prefix(5);
    std::size_t end = 0;
    for (; end < s.size(); ++end) {
        if (s.substr(end).starts_with("(anonymous namespace)")) {
            end += std::string_view("(anonymous namespace)").size() - 1;
            continue;
        }
        // The first template or parameter list of the name ends it.
        if ((s[end] == '<' || s[end] == '(') && end > 0)
            break;
    }
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(end));
}

} // namespace

void TrackPainter::buildLabels(LaneCache& cache, const EventColumns& events, LaneKind kind,
                               const timeline::QueryLane* query, std::uint32_t lane) const
{
    const Trace& trace = m_model->trace();
    const bool named = lane != UINT32_MAX && (kind == LaneKind::GpuStream || !trace.callNames.empty());
    cache.labels.clear();
    const QFontMetrics metrics(m_labelFont);
    const double perPixel = timeline::nsPerPixel(cache.key.start, cache.key.end, cache.key.width);
    for (const timeline::Run& run : cache.geometry.runs) {
        const RunPixels px = runPixels(run, events, perPixel);
        if (px.merged || px.x1 - px.x0 < m_labelMinWidth)
            continue;
        const int room = px.x1 - px.x0 - 6;
        const QString queryLabel = query ? text::toQString(query->labelAt(run.event)) : QString();
        QString text;
        if (kind == LaneKind::OffCpu || (query && queryLabel.isEmpty())) {
            // A cut number misleads: durations are shown whole or not at all.
            text = TimeFormat::duration(events.durationAt(run.event));
            if (metrics.horizontalAdvance(text) > room)
                continue;
        } else {
            QString name = query ? queryLabel : opName(events.kind[run.event]);
            if (named && kind == LaneKind::GpuStream)
                name = shortGpuName(trace.gpuName({lane, static_cast<std::uint32_t>(run.event)}));
            else if (named)
                if (const std::string& call = trace.callName({lane, static_cast<std::uint32_t>(run.event)});
                    !call.empty())
                    name = text::toQString(call);
            text = metrics.elidedText(name, Qt::ElideRight, room);
            // "c…" says nothing: at least four characters of the name, or no label.
            if (text != name && text.size() < 5)
                continue;
        }
        QStaticText label(text);
        label.setTextFormat(Qt::PlainText);
        label.prepare(QTransform(), m_labelFont);
        // Centred in the visible part of the bar, as Perfetto does.
        const int textWidth = metrics.horizontalAdvance(text);
        cache.labels.push_back({px.x0 + std::max(3, (px.x1 - px.x0 - textWidth) / 2), run.colour, std::move(label)});
    }
}

void TrackPainter::prepareLanes(int firstRow, int lastRow)
{
    // Geometry of every visible lane whose view changed, built side by side on the pool (the
    // core builder is pure); labels need fonts and stay on this thread.
    const ViewKey key = currentKey();
    const auto& rows = m_model->rows();
    m_stale.clear();
    for (int r = firstRow; r <= lastRow; ++r) {
        const TimelineRow& row = rows[static_cast<std::size_t>(r)];
        if (row.kind != TimelineRow::Kind::Lane)
            continue;
        LaneCache& cache = m_laneCaches[row.lane];
        if (cache.key == key)
            continue;
        cache.key = key;
        m_stale.push_back({row.lane, &cache});
    }
    if (m_stale.empty())
        return;
    m_geometryBuilds += m_stale.size();
    std::atomic<std::size_t> next{0};
    const auto work = [this, &next] {
        for (std::size_t i = next++; i < m_stale.size(); i = next++)
            buildLaneRects(*m_stale[i].second, m_stale[i].first);
    };
    const auto helpers = static_cast<std::ptrdiff_t>(
        std::min<std::size_t>(m_stale.size() - 1, std::size_t(m_pool->maxThreadCount())));
    std::latch done(helpers);
    for (std::ptrdiff_t h = 0; h < helpers; ++h) {
        m_pool->start([&work, &done] {
            work();
            done.count_down();
        });
    }
    work();
    done.wait();
    for (const auto& [lane, cache] : m_stale)
        buildLaneLabels(*cache, lane);
}

QString TrackPainter::counterLabel(std::uint32_t counter) const
{
    if (counter >= m_model->counters().size())
        return {};
    const auto it = m_counterCaches.find(counter);
    return counterCache(counter, it != m_counterCaches.end() && it->second.height > 0 ? it->second.height : 24).label;
}

TrackPainter::CounterCache& TrackPainter::counterCache(std::uint32_t counter, int height) const
{
    CounterCache& cache = m_counterCaches[counter];
    const ViewKey key = currentKey();
    if (!(cache.key == key) || cache.height != height) {
        cache.key = key;
        cache.height = height;
        rebuildCounter(cache, counter, height);
    }
    return cache;
}

void TrackPainter::rebuildCounter(CounterCache& cache, std::uint32_t counter, int height) const
{
    ++m_geometryBuilds;
    const timeline::CounterTrack& track = m_model->counters()[counter];
    const std::vector<timeline::CounterColumn> columns = timeline::buildCounterColumns(
        track, cache.key.start, cache.key.end, std::max(0, cache.key.width));
    // Percentages keep a fixed 0..100 scale; other counters scale to their peak over the whole
    // capture, so that panning does not make the area jump.
    const double scale = track.unit == timeline::CounterTrack::Unit::Percent ? std::max(100.0, track.maxValue)
                                                                             : std::max(track.maxValue, 1e-9);
    const int bottom = height - 1;
    const int plot = std::max(1, height - 5);
    const auto yOf = [&](double v) {
        const double clamped = std::clamp(v / scale, 0.0, 1.0);
        return bottom - static_cast<int>(std::lround(clamped * plot));
    };
    cache.fill.clear();
    cache.line.clear();
    double visibleMax = 0;
    bool any = false;
    for (std::size_t c = 0; c < columns.size(); ++c) {
        const timeline::CounterColumn& column = columns[c];
        if (!column.defined)
            continue;
        visibleMax = any ? std::max(visibleMax, column.max) : column.max;
        any = true;
        const int x = static_cast<int>(c);
        const int yMax = yOf(column.max);
        const int yMin = yOf(column.min);
        const QRect fill(x, yMax, 1, bottom - yMax + 1);
        const QRect line(x, yMax, 1, std::max(1, yMin - yMax + 1));
        if (!cache.fill.empty() && cache.fill.back().right() + 1 == x && cache.fill.back().top() == fill.top())
            cache.fill.back().setRight(x);
        else
            cache.fill.push_back(fill);
        if (!cache.line.empty() && cache.line.back().right() + 1 == x && cache.line.back().top() == line.top()
            && cache.line.back().height() == line.height())
            cache.line.back().setRight(x);
        else
            cache.line.push_back(line);
    }
    // A percentage (GPU busy, system CPU) says its average over the view beside its peak: a GPU
    // that touches 100 % in every column can still be idle half the time.
    QString label;
    if (any) {
        label = tr("max %1").arg(counterValueText(counter, visibleMax));
        if (track.unit == timeline::CounterTrack::Unit::Percent) {
            if (const auto mean = timeline::counterAverage(track, cache.key.start, cache.key.end))
                //: %1 the average over the view, %2 the label with the maximum ("max 100.0 %")
                label = tr("avg %1 · %2").arg(counterValueText(counter, *mean), label);
        }
    }
    cache.label = label;
    cache.maxLabel = QStaticText(label);
    cache.maxLabel.setTextFormat(Qt::PlainText);
    cache.maxLabel.prepare(QTransform(), m_labelFont);
}

QString TrackPainter::counterValueText(std::uint32_t counter, double value) const
{
    const timeline::CounterTrack& track = m_model->counters()[counter];
    switch (track.unit) {
    case timeline::CounterTrack::Unit::Bytes: return text::bytesText(static_cast<std::uint64_t>(std::max(0.0, value)));
    case timeline::CounterTrack::Unit::Percent: return QStringLiteral("%1 %").arg(QLocale().toString(value, 'f', 1));
    case timeline::CounterTrack::Unit::Plain: break;
    }
    return QLocale().toString(value, 'f', 2);
}

void TrackPainter::evictUnused()
{
    // Caches of rows scrolled away go once there are clearly more of them than rows on screen.
    std::size_t used = 0;
    for (const auto& [lane, cache] : m_laneCaches)
        used += cache.frame == m_frame ? 1 : 0;
    if (m_laneCaches.size() > 2 * used + 32)
        std::erase_if(m_laneCaches, [this](const auto& entry) { return entry.second.frame != m_frame; });
}

void TrackPainter::paintEvent(QPaintEvent* event)
{
    QElapsedTimer timer;
    timer.start();
    ++m_frame;
    {
        QPainter p(this);
        p.setRenderHint(QPainter::Antialiasing, false);
        p.setRenderHint(QPainter::TextAntialiasing, true);
        const QRect clip = event->rect();
        p.fillRect(clip, m_colours.background);

        const auto& rows = m_model->rows();
        int first = m_layout->rowAt(clip.top() + m_scrollY);
        if (first < 0)
            first = clip.top() + m_scrollY < 0 ? 0 : static_cast<int>(rows.size());
        int last = first;
        while (last + 1 < static_cast<int>(rows.size()) && m_layout->rowTop(last + 1) - m_scrollY <= clip.bottom())
            ++last;
        const bool any = first < static_cast<int>(rows.size());

        if (any) {
            prepareLanes(first, last);
            paintRowBackgrounds(p, first, last);
        }
        paintGrid(p, clip);
        if (any) {
            p.setFont(m_labelFont);
            for (int r = first; r <= last; ++r) {
                const TimelineRow& row = rows[static_cast<std::size_t>(r)];
                const int top = m_layout->rowTop(r) - m_scrollY;
                const int height = m_layout->rowHeight(r);
                switch (row.kind) {
                case TimelineRow::Kind::Lane: paintLane(p, row.lane, top, height); break;
                case TimelineRow::Kind::Process: paintInstants(p, row.process, top, height); break;
                case TimelineRow::Kind::Counter: paintCounter(p, row.counter, top, height); break;
                case TimelineRow::Kind::Query: {
                    LaneCache& cache = queryCache(row.query);
                    paintBars(p, cache, top, height);
                    break;
                }
                case TimelineRow::Kind::CounterGroup:
                case TimelineRow::Kind::Node:
                case TimelineRow::Kind::Idle: break;
                }
            }
        }
        paintOverlays(p);
    }
    evictUnused();
    emit painted(timer.nsecsElapsed());
}

void TrackPainter::paintRowBackgrounds(QPainter& p, int firstRow, int lastRow) const
{
    const auto& rows = m_model->rows();
    const int w = width();
    for (int r = firstRow; r <= lastRow; ++r) {
        const int top = m_layout->rowTop(r) - m_scrollY;
        const int height = m_layout->rowHeight(r);
        const TimelineRow::Kind kind = rows[static_cast<std::size_t>(r)].kind;
        const bool header = kind == TimelineRow::Kind::Process || kind == TimelineRow::Kind::CounterGroup
            || kind == TimelineRow::Kind::Node;
        if (kind == TimelineRow::Kind::Node)
            p.fillRect(0, top, w, height, m_colours.nodeHeader);
        else if (header)
            p.fillRect(0, top, w, height, m_colours.header);
        else if (r % 2 == 1)
            p.fillRect(0, top, w, height, m_colours.alternate);
        if (header)
            p.fillRect(0, top + height - 1, w, 1, m_colours.separator);
    }
}

void TrackPainter::paintGrid(QPainter& p, const QRect& clip) const
{
    const qint64 start = m_zoom->rangeStart();
    const qint64 end = m_zoom->rangeEnd();
    const qint64 step = TimeFormat::tickStep(end - start, width(), kTickSpacingPx);
    // The ruler's ticks.
    for (qint64 t = TimeFormat::firstTick(start, step, m_zoom->traceStart()); t < end; t += step) {
        const int x = toPixel(xForTime(t));
        p.fillRect(x, clip.top(), 1, clip.height(), m_colours.grid);
    }
}

void TrackPainter::paintLane(QPainter& p, std::uint32_t lane, int top, int height) const
{
    paintBars(p, laneCache(lane), top, height);
    paintErrors(p, lane, top, height);
}

void TrackPainter::paintErrors(QPainter& p, std::uint32_t lane, int top, int height) const
{
    // A call that returned an error (a failed cudaMalloc, an out-of-memory driver call) is marked
    // at its start, whatever the zoom: a small triangle over the row and a line through it. Calls
    // still running when the capture stopped (-1) are not errors. Failures are few: every one of
    // the lane is looked at.
    const EventColumns& events = m_model->trace().lanes[lane].events;
    if (events.retCodes.empty())
        return;
    const qint64 from = m_zoom->rangeStart();
    const qint64 to = m_zoom->rangeEnd();
    const int size = std::max(4, std::min(7, height / 2));
    for (const auto& [index, code] : events.retCodes) {
        if (code == 0 || code == -1 || index >= events.size())
            continue;
        const qint64 start = events.start[index];
        if (start < from || start > to)
            continue;
        const int x = toPixel(xForTime(start));
        p.fillRect(x - 1, top, 2, height, m_colours.error);
        const QPoint triangle[3] = {{x - size, top}, {x + size, top}, {x, top + size}};
        p.setPen(Qt::NoPen);
        p.setBrush(m_colours.error);
        p.drawConvexPolygon(triangle, 3);
    }
}

void TrackPainter::paintBars(QPainter& p, LaneCache& cache, int top, int height) const
{
    cache.frame = m_frame;
    const int barTop = top + 1;
    const int barHeight = std::max(1, height - 2);
    const int edgeHeight = barHeight >= 8 ? 2 : 1;
    for (const BarRect& r : cache.rects) {
        const auto k = static_cast<std::size_t>(r.key);
        const int w = r.x1 - r.x0;
        p.fillRect(r.x0, barTop, w, barHeight, m_colours.bar[k]);
        if (r.merged)
            p.fillRect(r.x0, barTop + barHeight - edgeHeight, w, edgeHeight, m_colours.edge[k]);
        else if (w >= 4)
            p.fillRect(r.x1 - 1, barTop, 1, barHeight, m_colours.edge[k]);
    }
    if (cache.labels.empty())
        return;
    if (m_labelTextHeight > barHeight + 2)
        return;
    const int textTop = barTop + (barHeight - m_labelTextHeight) / 2;
    for (const BarLabel& label : cache.labels) {
        p.setPen(m_colours.textPen[static_cast<std::size_t>(label.key)]);
        p.drawStaticText(label.x, textTop, label.text);
    }
}

void TrackPainter::paintInstants(QPainter& p, std::uint32_t process, int top, int height) const
{
    const std::vector<timeline::Instant>& instants = m_model->instants(process);
    if (instants.empty())
        return;
    const qint64 start = m_zoom->rangeStart();
    const qint64 end = m_zoom->rangeEnd();
    const double perPixel = timeline::nsPerPixel(start, end, width());
    const qint64 margin = static_cast<qint64>(std::ceil(perPixel * kInstantHalfWidth));
    const auto byTime = [](const timeline::Instant& instant, qint64 t) { return instant.time < t; };
    auto it = std::lower_bound(instants.begin(), instants.end(), start - margin, byTime);
    const double y0 = top + 3;
    const double y1 = top + height - 4;
    p.setRenderHint(QPainter::Antialiasing, true);
    p.setPen(Qt::NoPen);
    p.setBrush(m_colours.instantBrush);
    while (it != instants.end() && it->time <= end + margin) {
        const double x = std::round(xForTime(it->time)) + 0.5;
        const QPointF triangle[3] = {{x - kInstantHalfWidth, y0}, {x + kInstantHalfWidth, y0}, {x, y1}};
        p.drawConvexPolygon(triangle, 3);
        // Markers closer than a few pixels would be drawn over each other: skip to the next
        // time that lands clear of this one (O(markers on screen × log instants)).
        const qint64 next = timeForX(x + 3);
        it = std::lower_bound(it + 1, instants.end(), next, byTime);
    }
    p.setBrush(Qt::NoBrush);
    p.setRenderHint(QPainter::Antialiasing, false);
}

void TrackPainter::paintCounter(QPainter& p, std::uint32_t counter, int top, int height) const
{
    CounterCache& cache = counterCache(counter, height);
    cache.frame = m_frame;
    for (const QRect& r : cache.fill)
        p.fillRect(r.translated(0, top), m_colours.counterFill);
    for (const QRect& r : cache.line)
        p.fillRect(r.translated(0, top), m_colours.counterLine);
    // On a veil, so that the curve under it does not cross the text.
    const QSizeF labelSize = cache.maxLabel.size();
    const int labelX = width() - static_cast<int>(labelSize.width()) - 6;
    p.fillRect(labelX - 3, top + 1, static_cast<int>(labelSize.width()) + 6, static_cast<int>(labelSize.height()),
               m_colours.labelVeil);
    p.setPen(m_colours.textPenMuted);
    p.drawStaticText(labelX, top + 1, cache.maxLabel);
}

void TrackPainter::paintOverlays(QPainter& p) const
{
    const int w = width();
    const int h = height();
    // A chain's evidence: everything veiled, the time selection over it, the evidence on top.
    if (!m_highlights.empty())
        p.fillRect(rect(), m_colours.evidenceVeil);
    if (m_zoom->hasSelection()) {
        const int x0 = toPixel(clampedPixel(xForTime(m_zoom->selectionStart()), w));
        const int x1 = toPixel(clampedPixel(xForTime(m_zoom->selectionEnd()), w));
        p.fillRect(x0, 0, std::max(1, x1 - x0), h, m_colours.rangeFill);
        p.fillRect(x0, 0, 1, h, m_colours.rangeEdgePen.color());
        p.fillRect(x1, 0, 1, h, m_colours.rangeEdgePen.color());
    }
    paintHighlights(p);
    paintAnnotationOverlay(p);

    const auto areaRect = [&](qint64 start, qint64 end, int firstRow, int lastRow) {
        const int x0 = toPixel(clampedPixel(xForTime(start), w));
        const int x1 = toPixel(clampedPixel(xForTime(end), w));
        const int y0 = m_layout->rowTop(firstRow) - m_scrollY;
        const int y1 = m_layout->rowTop(lastRow) + m_layout->rowHeight(lastRow) - m_scrollY;
        return QRect(x0, y0, std::max(1, x1 - x0), std::max(1, y1 - y0));
    };
    if (m_area.valid) {
        const QRect r = areaRect(m_area.start, m_area.end, m_area.firstRow, m_area.lastRow);
        p.fillRect(r, m_colours.areaFill);
        p.setPen(m_colours.areaPen);
        p.drawRect(r.adjusted(0, 0, -1, -1));
    }
    if (m_drag == Drag::Area) {
        const QRect r = QRect(m_pressPos, m_dragPos).normalized();
        p.fillRect(r, m_colours.areaFill);
        p.setPen(m_colours.areaPen);
        p.drawRect(r.adjusted(0, 0, -1, -1));
    }

    paintSelectedEvent(p);
    paintLaunchLinks(p);

    if (m_hover.row >= 0) {
        const int top = m_layout->rowTop(m_hover.row) - m_scrollY;
        const int x0 = toPixel(clampedPixel(m_hover.x0, w));
        const int x1 = std::max(x0 + 1, toPixel(clampedPixel(m_hover.x1, w)));
        p.setPen(m_colours.hoverPen);
        p.setBrush(Qt::NoBrush);
        p.drawRect(x0 - 1, top, x1 - x0 + 1, m_layout->rowHeight(m_hover.row) - 1);
    }
}

void TrackPainter::paintAnnotationOverlay(QPainter& p) const
{
    if (!m_annotations || m_annotations->size() == 0)
        return;
    // Through the painter of this frame, never a cached pixmap: a render() into an SVG or PDF
    // painter gets the notes' text as text.
    paintAnnotations(
        p, QRectF(rect()), [this](qint64 t) { return xForTime(t); }, m_annotations->annotations(), m_annotationStyle);
}

void TrackPainter::paintSelectedEvent(QPainter& p) const
{
    const QRect box = eventBox(m_selected);
    if (box.isEmpty())
        return;
    p.setPen(m_colours.selectionPen);
    p.setBrush(Qt::NoBrush);
    p.drawRect(box);
}

void TrackPainter::paintLaunchLinks(QPainter& p) const
{
    const Trace& trace = m_model->trace();
    if (trace.gpuLinksByCall.empty())
        return;
    std::vector<std::pair<EventRef, EventRef>> links; // (event, its partner)
    for (const EventRef ref : {m_selected, m_hoverEvent}) {
        if (!trace.contains(ref))
            continue;
        if (trace.lanes[ref.lane].kind == LaneKind::GpuStream) {
            if (const EventRef call = trace.launchOf(ref); call.isValid())
                links.emplace_back(ref, call);
        } else {
            for (const EventRef gpu : trace.gpuWorkOf(ref))
                links.emplace_back(ref, gpu);
        }
    }
    if (links.empty())
        return;
    QPen line = m_colours.selectionPen;
    line.setStyle(Qt::DashLine);
    for (const auto& [ref, partner] : links) {
        const QRect from = eventBox(ref);
        const QRect to = eventBox(partner);
        if (to.isEmpty())
            continue;
        p.setPen(m_colours.selectionPen);
        p.setBrush(Qt::NoBrush);
        p.drawRect(to);
        if (from.isEmpty())
            continue;
        // From the call's start to the GPU work's start, edge to edge of the two rows.
        const bool down = to.top() > from.top();
        const QPoint a(from.left(), down ? from.bottom() : from.top());
        const QPoint b(to.left(), down ? to.top() : to.bottom());
        p.setRenderHint(QPainter::Antialiasing, true);
        p.setPen(line);
        p.drawLine(a, b);
        p.setRenderHint(QPainter::Antialiasing, false);
    }
}

QRect TrackPainter::eventBox(EventRef ref) const
{
    if (!m_model->trace().contains(ref))
        return {};
    const Lane& lane = m_model->trace().lanes[ref.lane];
    int row = m_model->rowOfLane(ref.lane);
    if (row < 0 && lane.kind == LaneKind::Instants) {
        // Instants are drawn on their process's header row.
        const auto& rows = m_model->rows();
        const std::uint32_t process = m_model->trace().threads[lane.thread].process;
        for (std::size_t r = 0; r < rows.size(); ++r) {
            if (rows[r].kind == TimelineRow::Kind::Process && rows[r].process == process) {
                row = static_cast<int>(r);
                break;
            }
        }
    }
    if (row < 0)
        return {};
    const qint64 start = lane.events.start[ref.index];
    const qint64 end = capture::saturatingAdd(start, lane.events.durationAt(ref.index));
    const int w = width();
    int x0 = toPixel(clampedPixel(xForTime(start), w));
    int x1 = toPixel(clampedPixel(xForTime(end), w));
    // A sub-pixel event still gets a box that can be seen.
    if (x1 - x0 < 6) {
        const int centre = (x0 + x1) / 2;
        x0 = centre - 3;
        x1 = centre + 3;
    }
    const int top = m_layout->rowTop(row) - m_scrollY;
    return {x0, top + 1, x1 - x0, m_layout->rowHeight(row) - 2};
}

void TrackPainter::updateHighlightRows() const
{
    // Rows move only when the model's revision changes: looked up once per revision, not per frame.
    if (m_highlightRowsRevision == m_model->revision() && m_highlightRows.size() == m_highlights.size())
        return;
    m_highlightRowsRevision = m_model->revision();
    const Trace& trace = m_model->trace();
    std::unordered_map<std::uint32_t, int> laneRows;
    std::unordered_map<std::uint32_t, int> processRows;
    const auto& rows = m_model->rows();
    for (std::size_t r = 0; r < rows.size(); ++r) {
        if (rows[r].kind == TimelineRow::Kind::Lane)
            laneRows.emplace(rows[r].lane, static_cast<int>(r));
        else if (rows[r].kind == TimelineRow::Kind::Process)
            processRows.emplace(rows[r].process, static_cast<int>(r));
    }
    m_highlightRows.assign(m_highlights.size(), -1);
    for (std::size_t i = 0; i < m_highlights.size(); ++i) {
        const EventRef ref = m_highlights[i].ref;
        if (const auto lane = laneRows.find(ref.lane); lane != laneRows.end()) {
            m_highlightRows[i] = lane->second;
        } else if (m_highlights[i].instant) {
            // Instants are drawn on their process's header row.
            const std::uint32_t process = trace.threads[trace.lanes[ref.lane].thread].process;
            if (const auto row = processRows.find(process); row != processRows.end())
                m_highlightRows[i] = row->second;
        }
    }
}

void TrackPainter::paintHighlights(QPainter& p) const
{
    if (m_highlights.empty())
        return;
    updateHighlightRows();
    const int w = width();
    const int h = height();
    const auto& rows = m_model->rows();
    p.setPen(m_colours.evidencePen);
    p.setBrush(Qt::NoBrush);
    for (std::size_t i = 0; i < m_highlights.size(); ++i) {
        const int row = m_highlightRows[i];
        if (row < 0)
            continue;
        const int top = m_layout->rowTop(row) - m_scrollY;
        const int height = m_layout->rowHeight(row);
        if (top + height < 0 || top > h)
            continue;
        const Highlight& hl = m_highlights[i];
        const double xs = xForTime(hl.start);
        const double xe = xForTime(hl.end);
        if (xe < -8 || xs > w + 8)
            continue;
        int x0 = toPixel(clampedPixel(xs, w));
        int x1 = toPixel(clampedPixel(xe, w));
        if (hl.instant) {
            const double x = std::round(xs) + 0.5;
            const QPointF triangle[3] = {
                {x - kInstantHalfWidth, top + 3.0}, {x + kInstantHalfWidth, top + 3.0}, {x, top + height - 4.0}};
            p.setRenderHint(QPainter::Antialiasing, true);
            p.setPen(Qt::NoPen);
            p.setBrush(m_colours.instantBrush);
            p.drawConvexPolygon(triangle, 3);
            p.setBrush(Qt::NoBrush);
            p.setPen(m_colours.evidencePen);
            p.setRenderHint(QPainter::Antialiasing, false);
            x0 = toPixel(x) - kInstantHalfWidth - 2;
            x1 = toPixel(x) + kInstantHalfWidth + 2;
        } else {
            // The bar at full strength above the veil with its labels, then its outline; a
            // sub-pixel event gets a box that can be seen.
            const int barTop = top + 1;
            const int barHeight = std::max(1, height - 2);
            p.fillRect(x0, barTop, std::max(1, x1 - x0), barHeight, m_colours.bar[static_cast<std::size_t>(hl.key)]);
            const TimelineRow& r = rows[static_cast<std::size_t>(row)];
            if (r.kind == TimelineRow::Kind::Lane && m_labelTextHeight <= barHeight + 2) {
                const LaneCache& cache = laneCache(r.lane);
                const auto first = std::lower_bound(cache.labels.begin(), cache.labels.end(), x0,
                                                    [](const BarLabel& label, int x) { return label.x < x; });
                const int textTop = barTop + (barHeight - m_labelTextHeight) / 2;
                for (auto label = first; label != cache.labels.end() && label->x < x1; ++label) {
                    p.setPen(m_colours.textPen[static_cast<std::size_t>(label->key)]);
                    p.drawStaticText(label->x, textTop, label->text);
                }
                p.setPen(m_colours.evidencePen);
            }
            if (x1 - x0 < 6) {
                const int centre = (x0 + x1) / 2;
                x0 = centre - 3;
                x1 = centre + 4;
            }
        }
        p.drawRect(QRect(x0, top + 1, x1 - x0, height - 2));
    }
}

TrackPainter::Hit TrackPainter::hitTest(QPoint pos) const
{
    Hit hit;
    hit.time = timeForX(pos.x());
    hit.row = m_layout->rowAt(pos.y() + m_scrollY);
    if (hit.row < 0 || pos.x() < 0 || pos.x() >= width())
        return hit;
    const TimelineRow& row = m_model->rows()[static_cast<std::size_t>(hit.row)];
    const double x = pos.x() + 0.5;
    const double perPixel = timeline::nsPerPixel(m_zoom->rangeStart(), m_zoom->rangeEnd(), width());
    // A lane's or a query lane's runs: an event, or a merged run of several.
    const auto pickOn = [&](const std::vector<timeline::Run>& runs, const EventColumns& events,
                            const timeline::LaneIndex& index) {
        const timeline::RunPick pick = timeline::pickRun(runs, events, index, x, hit.time, perPixel);
        if (pick.run) {
            hit.x0 = pick.run->x0;
            hit.x1 = pick.run->x1;
            hit.mergedCount = pick.mergedCount;
            hit.mergedFirst = pick.mergedFirst;
            hit.mergedStart = pick.mergedStart;
            hit.mergedEnd = pick.mergedEnd;
        }
        return pick;
    };
    switch (row.kind) {
    case TimelineRow::Kind::Lane: {
        const timeline::RunPick pick = pickOn(laneCache(row.lane).geometry.runs,
                                              m_model->trace().lanes[row.lane].events, m_model->laneIndex(row.lane));
        if (pick.isMerged())
            hit.mergedLane = row.lane;
        else if (pick.event)
            hit.event = {row.lane, static_cast<std::uint32_t>(*pick.event)};
        return hit;
    }
    case TimelineRow::Kind::Process: {
        const auto tolerance = static_cast<qint64>(std::ceil(perPixel * kInstantTolerancePx));
        if (const timeline::Instant* best = timeline::nearestByTime(m_model->instants(row.process), hit.time,
                                                                    tolerance)) {
            hit.event = best->event;
            const double bx = xForTime(best->time);
            hit.x0 = bx - kInstantHalfWidth;
            hit.x1 = bx + kInstantHalfWidth;
        }
        return hit;
    }
    case TimelineRow::Kind::Counter: hit.counter = row.counter; return hit;
    case TimelineRow::Kind::Idle: return hit;
    case TimelineRow::Kind::Query: {
        const timeline::QueryLane* lane = m_model->queryLane(row.query);
        if (!lane)
            return hit;
        const timeline::RunPick pick = pickOn(queryCache(row.query).geometry.runs, lane->events, lane->index);
        if (!pick.run)
            return hit;
        hit.query = row.query;
        if (!pick.isMerged() && pick.event)
            hit.queryEvent = static_cast<std::uint32_t>(*pick.event);
        return hit;
    }
    case TimelineRow::Kind::CounterGroup:
    case TimelineRow::Kind::Node: return hit;
    }
    return hit;
}

QString TrackPainter::queryToolTip(const Hit& hit) const
{
    const timeline::QueryLane* lane = m_model->queryLane(hit.query);
    if (!lane || hit.queryEvent >= lane->events.size())
        return {};
    const EventColumns& events = lane->events;
    const qint64 start = events.start[hit.queryEvent];
    const QString label = text::toQString(lane->labelAt(hit.queryEvent));
    QString text = label.isEmpty() ? QString() : QStringLiteral("<b>%1</b> ").arg(label.toHtmlEscaped());
    text += TimeFormat::duration(events.durationAt(hit.queryEvent));
    text += QStringLiteral("<br>") + tr("at %1").arg(TimeFormat::instant(start, m_zoom->traceStart(), 1000));
    if (events.arg1[hit.queryEvent] == timeline::kNotAResultRow) { // a profiler's range
        text += QStringLiteral("<br>") + text::toQString(lane->title).toHtmlEscaped();
        if (m_model->isGroupedQueryLane(*lane)) // a rank's: whose
            text += QStringLiteral(" · ") + text::toQString(m_model->processTitle(lane->process)).toHtmlEscaped();
    } else {
        text += QStringLiteral("<br>")
            + tr("row %1 of the result · %2")
                  .arg(QLocale().toString(qint64(events.arg1[hit.queryEvent]) + 1),
                       text::toQString(lane->title).toHtmlEscaped());
    }
    return text;
}

QString TrackPainter::eventToolTip(EventRef ref) const
{
    const Trace& trace = m_model->trace();
    const Lane& lane = trace.lanes[ref.lane];
    const EventColumns& events = lane.events;
    const qint64 duration = events.durationAt(ref.index);
    const qint64 start = events.start[ref.index];
    const qint64 resolution = std::max<qint64>(
        1, static_cast<qint64>(timeline::nsPerPixel(m_zoom->rangeStart(), m_zoom->rangeEnd(), width())));
    const QString offset = TimeFormat::instant(start, m_zoom->traceStart(), std::min<qint64>(resolution, 1000));
    if (lane.kind == LaneKind::OffCpu) {
        QString text = tr("<b>Off-CPU</b> %1<br>from %2").arg(TimeFormat::duration(duration), offset);
        const auto next = static_cast<std::uint32_t>(events.arg1[ref.index]);
        if (next != 0) {
            QString name;
            for (const Thread& thread : trace.threads) {
                if (thread.tid == next) {
                    name = text::toQString(thread.name);
                    break;
                }
            }
            if (name.isEmpty())
                name = text::toQString(trace.processName(next));
            text += QStringLiteral("<br>")
                + (name.isEmpty() ? tr("preempted by pid %1").arg(next)
                                  : tr("preempted by pid %1 (%2)").arg(next).arg(name.toHtmlEscaped()));
        }
        return text;
    }
    QString text = QStringLiteral("<b>%1</b>").arg(opName(events.kind[ref.index]).toHtmlEscaped());
    if (lane.kind != LaneKind::Instants)
        text += QStringLiteral(" ") + TimeFormat::duration(duration);
    text += QStringLiteral("<br>") + tr("at %1").arg(offset);
    if (const std::int32_t ret = events.retCodeAt(ref.index); ret != 0)
        text += QStringLiteral("<br>") + tr("returned %1").arg(ret);
    return text;
}

QString TrackPainter::toolTipText(const Hit& hit) const
{
    if (hit.isMerged()) {
        const qint64 span = hit.mergedEnd - hit.mergedStart;
        const QString offset = TimeFormat::instant(hit.mergedStart, m_zoom->traceStart(), 1000);
        return tr("<b>%1 calls</b> over %2<br>from %3<br>Click to zoom in")
            .arg(QLocale().toString(qint64(hit.mergedCount)), TimeFormat::duration(span), offset);
    }
    if (hit.isEvent())
        return eventToolTip(hit.event);
    if (hit.isQueryEvent())
        return queryToolTip(hit);
    if (hit.counter != UINT32_MAX) {
        const timeline::CounterTrack& track = m_model->counters()[hit.counter];
        double value = 0;
        if (!timeline::counterValueAt(track, hit.time, &value))
            return {};
        return QStringLiteral("<b>%1</b><br>%2")
            .arg(text::toQString(track.name).toHtmlEscaped(), counterValueText(hit.counter, value));
    }
    return {};
}

bool TrackPainter::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const quint64 note = annotationAt(help->pos());
        const QString text = note != 0 ? annotationToolTip(note) : toolTipText(hitTest(help->pos()));
        if (text.isEmpty()) {
            QToolTip::hideText();
            event->ignore();
        } else {
            QToolTip::showText(help->globalPos(), text, this);
        }
        return true;
    }
    return QWidget::event(event);
}

void TrackPainter::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange) {
        // Bars keep colour keys, not colours: a theme change repaints without rebuilding.
        m_colours = TimelineColours::forPalette(palette());
        m_annotationStyle = AnnotationOverlayStyle::forPalette(palette(), font());
        update();
    } else if (event->type() == QEvent::FontChange) {
        m_labelFont = font();
        m_labelTextHeight = QFontMetrics(m_labelFont).height();
        m_annotationStyle = AnnotationOverlayStyle::forPalette(palette(), font());
        invalidateGeometry();
    }
    QWidget::changeEvent(event);
}

void TrackPainter::updateHover(QPoint pos)
{
    const Hit hit = hitTest(pos);
    HoverMark mark;
    if (hit.isEvent() || hit.isMerged() || hit.isQueryEvent())
        mark = {hit.row, hit.x0, hit.x1};
    const EventRef hoverEvent = hit.isEvent() && !hit.isMerged() ? hit.event : EventRef{};
    if (mark == m_hover && hoverEvent == m_hoverEvent)
        return;
    m_hover = mark;
    m_hoverEvent = hoverEvent;
    update();
}

void TrackPainter::clearHover()
{
    if (m_hover.row < 0 && !m_hoverEvent.isValid())
        return;
    m_hover = {};
    m_hoverEvent = {};
    update();
}

void TrackPainter::leaveEvent(QEvent* event)
{
    clearHover();
    QWidget::leaveEvent(event);
}

void TrackPainter::mousePressEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton) {
        QWidget::mousePressEvent(event);
        return;
    }
    m_pressPos = event->position().toPoint();
    m_dragPos = m_pressPos;
    m_pressStart = m_zoom->rangeStart();
    m_pressEnd = m_zoom->rangeEnd();
    m_drag = (event->modifiers() & Qt::ShiftModifier) ? Drag::Area : Drag::Pending;
    event->accept();
}

void TrackPainter::mouseMoveEvent(QMouseEvent* event)
{
    const QPoint pos = event->position().toPoint();
    if (!(event->buttons() & Qt::LeftButton) || m_drag == Drag::None) {
        updateHover(pos);
        return;
    }
    m_dragPos = pos;
    if (m_drag == Drag::Pending && (pos - m_pressPos).manhattanLength() >= kDragThresholdPx) {
        m_drag = Drag::Pan;
        clearHover();
        setCursor(Qt::ClosedHandCursor);
    }
    if (m_drag == Drag::Pan) {
        const double perPixel = timeline::nsPerPixel(m_pressStart, m_pressEnd, width());
        const auto shift = static_cast<qint64>(std::llround((pos.x() - m_pressPos.x()) * perPixel));
        m_zoom->setRange(m_pressStart - shift, m_pressEnd - shift, timeline::ZoomControl::History::Coalesce);
    } else if (m_drag == Drag::Area) {
        update();
    }
}

void TrackPainter::mouseReleaseEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton) {
        QWidget::mouseReleaseEvent(event);
        return;
    }
    const Drag drag = m_drag;
    m_drag = Drag::None;
    unsetCursor();
    const QPoint pos = event->position().toPoint();
    if (drag == Drag::Pending) {
        click(pos);
    } else if (drag == Drag::Area) {
        update();
        const int x0 = std::min(m_pressPos.x(), pos.x());
        const int x1 = std::max(m_pressPos.x(), pos.x());
        if (x1 - x0 < 2)
            return;
        const int last = m_layout->rowCount() - 1;
        const auto rowOf = [&](int y) {
            const int content = y + m_scrollY;
            if (content < 0)
                return 0;
            const int row = m_layout->rowAt(content);
            return row < 0 ? last : row;
        };
        if (last < 0)
            return;
        const int firstRow = std::min(rowOf(m_pressPos.y()), rowOf(pos.y()));
        const int lastRow = std::max(rowOf(m_pressPos.y()), rowOf(pos.y()));
        const qint64 start = timeForX(std::max(0, x0));
        const qint64 end = timeForX(std::min(width(), x1));
        setAreaSelection(start, end, firstRow, lastRow);
        emit areaSelected(start, end, firstRow, lastRow);
    }
    updateHover(pos);
}

void TrackPainter::click(QPoint pos)
{
    const Hit hit = hitTest(pos);
    if (hit.isMerged()) {
        emit zoomRequested(hit.mergedStart, std::max(hit.mergedEnd, hit.mergedStart + 1));
        return;
    }
    emit eventClicked(hit.event);
}

void TrackPainter::mouseDoubleClickEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton)
        return;
    const Hit hit = hitTest(event->position().toPoint());
    if (hit.isMerged())
        emit zoomRequested(hit.mergedStart, std::max(hit.mergedEnd, hit.mergedStart + 1));
    else if (hit.isEvent())
        emit eventDoubleClicked(hit.event);
    else if (const timeline::QueryLane* lane = hit.isQueryEvent() ? m_model->queryLane(hit.query) : nullptr) {
        const qint64 start = lane->events.start[hit.queryEvent];
        const qint64 end = capture::saturatingAdd(start, lane->events.durationAt(hit.queryEvent));
        emit zoomRequested(start, std::max(end, start + 1));
    }
    // The release that ends a double-click is not a second click.
    m_drag = Drag::None;
}

void TrackPainter::wheelEvent(QWheelEvent* event)
{
    const QPoint delta = event->angleDelta();
    const int notches = delta.y() != 0 ? delta.y() : delta.x();
    if (notches == 0) {
        event->ignore();
        return;
    }
    const double steps = notches / 120.0;
    if (event->modifiers() & Qt::ControlModifier) {
        const double fraction = width() > 0 ? event->position().x() / width() : 0.5;
        m_zoom->zoomAround(fraction, std::pow(kWheelZoomPerNotch, steps));
    } else if (event->modifiers() & Qt::ShiftModifier) {
        m_zoom->pan(-steps * kWheelPanPerNotch);
    } else {
        const int lines = QApplication::wheelScrollLines();
        emit verticalScrollRequested(static_cast<int>(std::lround(-steps * lines * m_layout->laneHeight())));
    }
    event->accept();
}

} // namespace faultline
