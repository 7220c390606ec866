#include "MemoryTimeline.h"

#include "AnnotationPlotLayer.h"
#include "OomExplainer.h"
#include "QtText.h"
#include "SnapshotLoader.h"

#include <QFontMetrics>
#include <QHelpEvent>
#include <QMouseEvent>
#include <QToolTip>

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

namespace faultline {

using namespace faultline::snapshot;

namespace {

// Bands: mid-saturation hues that stay apart from each other and from both a white and a
// near-black background (Tableau 10 without its grey, which "other" uses).
constexpr std::array<QRgb, 9> kBandColours = {0x4e79a7, 0xf28e2b, 0xe15759, 0x76b7b2, 0x59a14f,
                                              0xedc948, 0xb07aa1, 0xff9da7, 0x9c755f};
constexpr QRgb kOtherColour = 0x9a9a9a;
constexpr QRgb kMarkerColour = 0xd62728;
constexpr QRgb kOomColour = 0xb71c1c;
constexpr int kBandAlpha = 215;
constexpr int kFadedAlpha = 70;
constexpr int kLegendTextWidth = 250;

// Byte ticks on power-of-two steps, labelled in one binary unit for the whole axis.
class BinaryBytesTicker : public QCPAxisTicker
{
protected:
    double getTickStep(const QCPRange& range) override
    {
        const double ideal = range.size() / std::max(1, tickCount());
        return ideal > 1 ? std::exp2(std::round(std::log2(ideal))) : 1.0;
    }

    int getSubTickCount(double) override { return 1; }

    QVector<QString> createLabelVector(const QVector<double>& ticks, const QLocale& locale, QChar, int) override
    {
        static const char* const units[] = {"B", "KiB", "MiB", "GiB", "TiB", "PiB"};
        double largest = 0;
        for (const double t : ticks)
            largest = std::max(largest, std::abs(t));
        int unit = 0;
        double scale = 1;
        while (unit < 5 && largest >= scale * 1024) {
            scale *= 1024;
            ++unit;
        }
        QVector<QString> labels;
        labels.reserve(ticks.size());
        for (const double t : ticks) {
            labels.append(t == 0 ? QStringLiteral("0")
                                 : locale.toString(t / scale, 'g', 4) + QLatin1Char(' ') + QLatin1String(units[unit]));
        }
        return labels;
    }
};

// Entry-index ticks: QCustomPlot's nice steps, but never a fraction of an entry.
class EntryTicker : public QCPAxisTicker
{
protected:
    double getTickStep(const QCPRange& range) override { return std::max(1.0, QCPAxisTicker::getTickStep(range)); }
};

} // namespace

MemoryTimeline::MemoryTimeline(QWidget* parent)
    : QCustomPlot(parent)
{
    setObjectName(QStringLiteral("memoryTimeline"));
    setMinimumHeight(190);
    setAutoAddPlottableToLegend(false);
    setNoAntialiasingOnDrag(true);

    // The legend sits beside the plot, never over the data.
    m_legendCell = new QCPLayoutGrid;
    plotLayout()->addElement(0, 1, m_legendCell);
    m_legendCell->setMargins(QMargins(0, 4, 8, 4));
    m_legendCell->addElement(0, 0, legend);
    plotLayout()->setColumnStretchFactor(1, 0.001);
    legend->setFillOrder(QCPLayoutGrid::foRowsFirst);
    legend->setRowSpacing(0);
    legend->setColumnSpacing(6);
    legend->setIconSize(14, 10);
    legend->setVisible(true);

    yAxis->setTicker(QSharedPointer<BinaryBytesTicker>::create());
    yAxis->ticker()->setTickCount(4);
    xAxis->ticker()->setTickCount(8);
    addLayer(QStringLiteral("lines"), layer(QStringLiteral("main")), QCustomPlot::limAbove);
    // The marker moves at every scrub step: its own buffer, so a move redraws only that.
    addLayer(QStringLiteral("marker"), layer(QStringLiteral("lines")), QCustomPlot::limAbove);
    layer(QStringLiteral("marker"))->setMode(QCPLayer::lmBuffered);
    // Notes over the bands and the reserved line, under the marker.
    addLayer(QStringLiteral("notes"), layer(QStringLiteral("lines")), QCustomPlot::limAbove);
    m_notesLayer = new AnnotationPlotLayer(this, QStringLiteral("notes"));
    m_notesLayer->setTimeToX([this](qint64 ns) { return xOfTime(ns); });

    m_marker = new QCPItemStraightLine(this);
    m_marker->setLayer(QStringLiteral("marker"));
    m_emptyText = new QCPItemText(this);
    m_emptyText->position->setType(QCPItemPosition::ptAxisRectRatio);
    m_emptyText->position->setCoords(0.5, 0.5);
    m_emptyText->setText(tr("No recorded allocator history for this device."));

    connect(this, &QCustomPlot::legendClick, this,
            [this](QCPLegend*, QCPAbstractLegendItem* item, QMouseEvent*) { onLegendClick(item); });
    restyle();
    rebuild();
}

void MemoryTimeline::setReplay(const SnapshotReplay* replay, std::shared_ptr<const SiteSeries> series)
{
    m_replay = replay;
    m_selected = -1;
    rebuild(std::move(series));
}

void MemoryTimeline::setPosition(std::size_t position)
{
    m_position = position;
    const double key = keyOf(position);
    m_marker->point1->setCoords(key, 0);
    m_marker->point2->setCoords(key, 1);
    m_marker->layer()->replot();
}

void MemoryTimeline::setAnnotations(const AnnotationSet* notes)
{
    m_notesLayer->setAnnotations(notes);
}

const AnnotationSet* MemoryTimeline::annotations() const
{
    return m_notesLayer->annotations();
}

std::optional<qint64> MemoryTimeline::timeAt(int x) const
{
    if (!m_timeAxis)
        return std::nullopt;
    const double us = static_cast<double>(m_firstTimeUs) + xAxis->pixelToCoord(x) * 1e6;
    return static_cast<qint64>(std::llround(us * 1000));
}

double MemoryTimeline::xOfTime(qint64 unixNs) const
{
    if (!m_timeAxis)
        return std::numeric_limits<double>::quiet_NaN();
    // Microseconds first: unix ns as a double would lose the sub-microsecond part anyway.
    const double us = static_cast<double>(unixNs / 1000 - m_firstTimeUs) + static_cast<double>(unixNs % 1000) / 1000;
    return xAxis->coordToPixel(us / 1e6);
}

double MemoryTimeline::keyOf(std::size_t position) const
{
    if (!m_timeAxis || !m_replay)
        return static_cast<double>(position);
    const std::size_t n = m_replay->entryCount();
    const std::size_t entry = std::min(position == 0 ? 0 : position - 1, n - 1);
    const std::int64_t t = m_replay->snapshot().trace.timeUs[m_replay->rowOf(entry)];
    return static_cast<double>(t - m_firstTimeUs) / 1e6;
}

std::size_t MemoryTimeline::positionOfKey(double key) const
{
    if (!m_replay)
        return 0;
    const std::size_t n = m_replay->entryCount();
    if (!m_timeAxis)
        return static_cast<std::size_t>(std::clamp(std::round(key), 0.0, static_cast<double>(n)));
    // The state after every entry at or before that time.
    const auto& times = m_replay->snapshot().trace.timeUs;
    const auto first = times.begin() + static_cast<std::ptrdiff_t>(m_replay->rowOf(0));
    const double t = static_cast<double>(m_firstTimeUs) + key * 1e6;
    const auto it = std::upper_bound(first, first + static_cast<std::ptrdiff_t>(n), t,
                                     [](double value, std::int64_t time) { return value < static_cast<double>(time); });
    return static_cast<std::size_t>(it - first);
}

std::size_t MemoryTimeline::positionAt(int x) const
{
    return positionOfKey(xAxis->pixelToCoord(x));
}

void MemoryTimeline::rebuild(std::shared_ptr<const SiteSeries> series)
{
    for (QCPAbstractItem* item : m_oomItems)
        removeItem(item);
    m_oomItems.clear();
    m_oomKeys.clear();
    clearGraphs();
    legend->clearItems();
    m_bands.clear();
    m_reserved = nullptr;
    m_series = SiteSeries{};
    m_timeAxis = false;
    if (m_replay && m_replay->entryCount() > 0) {
        if (!series)
            series = timelineSeries(*m_replay);
        m_series = *series;
        // Seconds on x only when every entry has a time and they never go back.
        const auto& times = m_replay->snapshot().trace.timeUs;
        const std::size_t first = m_replay->rowOf(0);
        const std::size_t last = m_replay->rowOf(m_replay->entryCount() - 1);
        bool ordered = times[first] != TraceColumns::kNoTime && times[last] > times[first];
        for (std::size_t row = first + 1; ordered && row <= last; ++row)
            ordered = times[row] >= times[row - 1];
        m_timeAxis = ordered;
        m_firstTimeUs = ordered ? times[first] : 0;
    }
    const bool empty = m_series.buckets.empty();
    m_emptyText->setVisible(empty);
    m_marker->setVisible(!empty);
    legend->setVisible(!empty);
    xAxis->setLabel(m_timeAxis ? tr("seconds since the first recorded entry") : tr("trace entry"));
    if (m_timeAxis)
        xAxis->setTicker(QSharedPointer<QCPAxisTicker>::create());
    else
        xAxis->setTicker(QSharedPointer<EntryTicker>::create());
    xAxis->ticker()->setTickCount(8);
    xAxis->setNumberFormat(m_timeAxis ? QStringLiteral("gb") : QStringLiteral("f"));
    xAxis->setNumberPrecision(m_timeAxis ? 4 : 0);
    if (empty) {
        xAxis->setRange(0, 1);
        yAxis->setRange(0, 1);
        restyle();
        replot();
        return;
    }

    const std::size_t buckets = m_series.buckets.size();
    QVector<double> keys(static_cast<qsizetype>(buckets) + 1);
    for (std::size_t b = 0; b < buckets; ++b)
        keys[static_cast<qsizetype>(b)] = keyOf(m_series.buckets[b].firstEntry);
    keys[static_cast<qsizetype>(buckets)] = keyOf(m_series.to);
    // Σ of the columns up to each band: bands stack upwards, the largest site at the bottom.
    std::vector<double> stacked(buckets, 0.0);
    double top = 1;
    for (std::size_t column = 0; column < m_series.columns(); ++column) {
        QVector<double> values(static_cast<qsizetype>(buckets) + 1);
        for (std::size_t b = 0; b < buckets; ++b) {
            stacked[b] += static_cast<double>(m_series.bytesAt(b, column));
            values[static_cast<qsizetype>(b)] = stacked[b];
        }
        values[static_cast<qsizetype>(buckets)] = stacked[buckets - 1];
        QCPGraph* band = addGraph();
        band->setName(siteLabel(column, false));
        band->setLineStyle(QCPGraph::lsStepLeft);
        band->setData(keys, values, true);
        band->setChannelFillGraph(m_bands.empty() ? nullptr : m_bands.back());
        m_bands.push_back(band);
    }
    QVector<double> reserved(static_cast<qsizetype>(buckets) + 1);
    for (std::size_t b = 0; b < buckets; ++b) {
        reserved[static_cast<qsizetype>(b)] = static_cast<double>(m_series.buckets[b].reservedMax);
        top = std::max({top, reserved[static_cast<qsizetype>(b)], stacked[b]});
    }
    reserved[static_cast<qsizetype>(buckets)] = reserved[static_cast<qsizetype>(buckets) - 1];
    m_reserved = addGraph();
    m_reserved->setLayer(QStringLiteral("lines"));
    m_reserved->setName(tr("reserved"));
    m_reserved->setLineStyle(QCPGraph::lsStepLeft);
    m_reserved->setData(keys, reserved, true);

    legend->addItem(new QCPPlottableLegendItem(legend, m_reserved));
    for (QCPGraph* band : m_bands) {
        if (band != m_bands.back() || m_series.otherSiteCount > 0) // no "other" entry for nothing
            legend->addItem(new QCPPlottableLegendItem(legend, band));
    }
    // A little room on the right, so that the marker at the final state stays visible.
    const double span = std::max(keys.back() - keys.front(), 1e-9);
    xAxis->setRange(keys.front(), keys.back() + span * 0.01);
    yAxis->setRange(0, top * 1.06);
    markOoms();
    restyle();
    fitLegend();
    setPosition(std::min(m_position, m_series.to));
    replot();
}

void MemoryTimeline::markOoms()
{
    // Each allocation that ran out of memory, at its time: the moment the history is about.
    const Snapshot& snapshot = m_replay->snapshot();
    for (const auto& [device, entry] : findOomEntries(snapshot)) {
        if (device != m_replay->device() || entry >= m_replay->entryCount())
            continue;
        const double key = keyOf(entry + 1);
        auto* line = new QCPItemStraightLine(this);
        line->setLayer(QStringLiteral("lines"));
        line->point1->setCoords(key, 0);
        line->point2->setCoords(key, 1);
        auto* label = new QCPItemText(this);
        label->setLayer(QStringLiteral("lines"));
        label->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
        label->position->setTypeX(QCPItemPosition::ptPlotCoords);
        label->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
        label->position->setCoords(key, 0.02);
        label->setPadding(QMargins(4, 0, 0, 0));
        //: A mark on the memory chart where an allocation failed; %1 is the size asked, like 23.6 GiB
        label->setText(tr("OOM: %1").arg(text::bytesText(snapshot.trace.size[m_replay->rowOf(entry)])));
        m_oomItems.push_back(line);
        m_oomItems.push_back(label);
        m_oomKeys.push_back(key);
    }
}

void MemoryTimeline::restyle()
{
    const QPalette& pal = palette();
    m_notesLayer->setStyle(AnnotationOverlayStyle::forPalette(pal, font()));
    const QColor text = pal.color(QPalette::Text);
    const QColor base = pal.color(QPalette::Base);
    const bool dark = base.lightness() < 128;
    QColor grid = text;
    grid.setAlpha(40);
    setBackground(base);
    axisRect()->setBackground(base);
    for (QCPAxis* axis : {xAxis, yAxis}) {
        axis->setBasePen(QPen(text, 1));
        axis->setTickPen(QPen(text, 1));
        axis->setSubTickPen(QPen(grid, 1));
        axis->setTickLabelColor(text);
        axis->setLabelColor(text);
        axis->grid()->setPen(QPen(grid, 1, Qt::DotLine));
        axis->grid()->setZeroLinePen(Qt::NoPen);
    }
    legend->setBrush(base);
    legend->setBorderPen(Qt::NoPen);
    legend->setTextColor(text);
    m_emptyText->setColor(text);
    m_marker->setPen(QPen(QColor(kMarkerColour), 2));
    for (QCPAbstractItem* item : m_oomItems) {
        const QColor oom(kOomColour);
        if (auto* line = qobject_cast<QCPItemStraightLine*>(item))
            line->setPen(QPen(oom, 1.5, Qt::DashLine));
        else if (auto* label = qobject_cast<QCPItemText*>(item))
            label->setColor(dark ? oom.lighter(140) : oom);
    }

    QFont bold = legend->font();
    bold.setBold(true);
    for (std::size_t column = 0; column < m_bands.size(); ++column) {
        const bool other = column == m_series.otherIndex();
        QColor fill(other ? kOtherColour : kBandColours[column % kBandColours.size()]);
        QColor edge = dark ? fill.lighter(125) : fill.darker(125);
        const bool selected = !other && m_series.sites[column].frame == m_selected && m_selected >= 0;
        // With a site selected, the others fade so that its band stands out.
        const bool faded = m_selected >= 0 && !selected;
        fill.setAlpha(faded ? kFadedAlpha : kBandAlpha);
        edge.setAlpha(faded ? kFadedAlpha : 255);
        m_bands[column]->setBrush(fill);
        m_bands[column]->setPen(selected ? QPen(text, 1.5) : QPen(edge, 1));
        if (auto* item = legend->itemWithPlottable(m_bands[column])) {
            item->setFont(selected ? bold : legend->font());
            item->setTextColor(text);
        }
    }
    if (m_reserved) {
        QColor line = text;
        line.setAlpha(170);
        m_reserved->setPen(QPen(line, 1.5, Qt::DashLine));
        m_reserved->setBrush(Qt::NoBrush);
    }
}

void MemoryTimeline::fitLegend()
{
    if (legend->itemCount() == 0)
        return;
    // As many rows as fit the height, then another column.
    const int itemHeight = legend->item(0)->minimumOuterSizeHint().height() + legend->rowSpacing();
    const int rows = std::max(1, (height() - 12) / std::max(1, itemHeight));
    if (legend->wrap() != rows)
        legend->setWrap(rows);
}

QString MemoryTimeline::siteLabel(std::size_t column, bool full) const
{
    if (column >= m_series.sites.size()) {
        return m_series.otherSiteCount == 1 ? tr("other (1 site)")
                                            : tr("other (%1 sites)").arg(m_series.otherSiteCount);
    }
    const std::int64_t site = m_series.sites[column].frame;
    if (site == kNoSite || !m_replay)
        return tr("no frames recorded");
    const Snapshot& s = m_replay->snapshot();
    const auto id = static_cast<FrameId>(site);
    if (full)
        return QString::fromStdString(s.describeFrame(id));
    const QFontMetrics metrics(legend->font());
    const Frame& f = s.frames[id];
    QString name = QString::fromUtf8(s.string(f.name));
    if (s.frameKind(id) == FrameKind::Python) {
        // "file.py:line function": the file's name gives way first, its line never.
        QString file = QString::fromUtf8(s.string(f.filename));
        file = file.mid(std::max(file.lastIndexOf(QLatin1Char('/')), file.lastIndexOf(QLatin1Char('\\'))) + 1);
        const QString rest = QStringLiteral(":%1 %2").arg(f.line).arg(name);
        const int room = kLegendTextWidth - metrics.horizontalAdvance(rest);
        if (room >= metrics.horizontalAdvance(QStringLiteral("mmmmm")))
            return metrics.elidedText(file, Qt::ElideMiddle, room) + rest;
        return metrics.elidedText(file + rest, Qt::ElideRight, kLegendTextWidth);
    }
    // A C++ function: its name without the parameter list.
    if (const qsizetype paren = name.indexOf(QLatin1Char('(')); paren > 0)
        name = name.left(paren) + QStringLiteral("()");
    return metrics.elidedText(name, Qt::ElideMiddle, kLegendTextWidth);
}

std::size_t MemoryTimeline::bucketAt(int x) const
{
    if (m_series.buckets.empty())
        return 0;
    // A bucket is drawn from the key of its first entry to that of the next bucket's: in entry
    // keys that is the position of its first entry, in seconds the time of that entry itself.
    const std::size_t position = positionAt(x);
    const std::size_t entry = m_timeAxis && position > 0 ? position - 1 : position;
    return m_series.bucketOf(std::min(entry, m_series.to - 1));
}

int MemoryTimeline::columnAt(QPoint pos) const
{
    if (m_series.buckets.empty() || !axisRect()->rect().contains(pos))
        return -1;
    const double value = yAxis->pixelToCoord(pos.y());
    const std::size_t b = bucketAt(pos.x());
    double stacked = 0;
    for (std::size_t column = 0; column < m_series.columns(); ++column) {
        const auto bytes = static_cast<double>(m_series.bytesAt(b, column));
        stacked += bytes;
        if (bytes > 0 && value >= 0 && value < stacked)
            return static_cast<int>(column);
    }
    return -1;
}

int MemoryTimeline::columnOfLegendItem(const QCPAbstractLegendItem* item) const
{
    for (std::size_t column = 0; column < m_bands.size(); ++column) {
        if (legend->itemWithPlottable(m_bands[column]) == item)
            return static_cast<int>(column);
    }
    return -1;
}

QCPAbstractLegendItem* MemoryTimeline::legendItemOf(std::size_t column) const
{
    return column < m_bands.size() ? legend->itemWithPlottable(m_bands[column]) : nullptr;
}

QString MemoryTimeline::toolTipAt(QPoint pos) const
{
    if (m_series.buckets.empty())
        return {};
    for (int i = 0; i < legend->itemCount(); ++i) {
        QCPAbstractLegendItem* item = legend->item(i);
        if (!item->rect().contains(pos))
            continue;
        const int column = columnOfLegendItem(item);
        if (column < 0)
            return tr("Reserved: memory the caching allocator holds from the driver (the most in each bucket).");
        const auto c = static_cast<std::size_t>(column);
        if (c == m_series.otherIndex())
            return tr("%1\nevery other allocation site (the largest held %2 at once)")
                .arg(siteLabel(c, true), text::bytesText(m_series.otherPeakBytes));
        return tr("%1\npeak %2; %3 at the highest point\nClick to outline the blocks it allocated.")
            .arg(siteLabel(c, true), text::bytesText(m_series.sites[c].peakBytes),
                 text::bytesText(m_series.sites[c].bytesAtPeak));
    }
    if (!axisRect()->rect().contains(pos))
        return {};
    const std::size_t b = bucketAt(pos.x());
    const SiteSeriesBucket& bucket = m_series.buckets[b];
    const QString where = bucket.firstEntry == bucket.lastEntry ? tr("after entry #%1").arg(bucket.samplePosition - 1)
                                                                : tr("after entry #%1 (the peak of entries #%2–%3)")
                                                                      .arg(bucket.samplePosition - 1)
                                                                      .arg(bucket.firstEntry)
                                                                      .arg(bucket.lastEntry);
    const int column = columnAt(pos);
    if (column < 0)
        return tr("%1 allocated, %2 reserved\n%3")
            .arg(text::bytesText(bucket.activeBytes), text::bytesText(bucket.reservedBytes), where);
    const auto c = static_cast<std::size_t>(column);
    return tr("%1\n%2 of %3 allocated\n%4")
        .arg(siteLabel(c, true), text::bytesText(m_series.bytesAt(b, c)), text::bytesText(bucket.activeBytes), where);
}

void MemoryTimeline::selectSite(std::int64_t frame)
{
    if (frame == m_selected)
        return;
    m_selected = frame;
    restyle();
    replot(QCustomPlot::rpQueuedReplot);
    emit siteSelected(frame);
}

void MemoryTimeline::onLegendClick(QCPAbstractLegendItem* item)
{
    const int column = columnOfLegendItem(item);
    if (column < 0)
        return;
    const auto c = static_cast<std::size_t>(column);
    if (c == m_series.otherIndex() || m_series.sites[c].frame == kNoSite) {
        selectSite(-1);
        return;
    }
    const std::int64_t frame = m_series.sites[c].frame;
    selectSite(frame == m_selected ? -1 : frame);
}

bool MemoryTimeline::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        QString text = toolTipAt(help->pos());
        if (const quint64 id = m_notesLayer->annotationAt(help->pos()); id != 0 && annotations()) {
            const Annotation* note = annotations()->find(id);
            text = note->author.isEmpty() ? note->text : tr("%1\n— %2").arg(note->text, note->author);
        }
        if (text.isEmpty()) {
            QToolTip::hideText();
            event->ignore();
        } else {
            QToolTip::showText(help->globalPos(), text, this);
        }
        return true;
    }
    return QCustomPlot::event(event);
}

void MemoryTimeline::changeEvent(QEvent* event)
{
    QCustomPlot::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange) {
        restyle();
        replot(QCustomPlot::rpQueuedReplot);
    }
}

void MemoryTimeline::resizeEvent(QResizeEvent* event)
{
    QCustomPlot::resizeEvent(event);
    fitLegend();
    replot(); // lays the axes out now, so that positionAt() maps the new geometry
}

void MemoryTimeline::mousePressEvent(QMouseEvent* event)
{
    QCustomPlot::mousePressEvent(event);
    const QPoint pos = event->position().toPoint();
    if (event->button() == Qt::LeftButton && m_replay && !m_series.buckets.empty()
        && axisRect()->rect().contains(pos)) {
        m_seeking = true;
        m_pressPos = pos;
        emit positionRequested(positionAt(pos.x()));
    }
}

void MemoryTimeline::mouseMoveEvent(QMouseEvent* event)
{
    QCustomPlot::mouseMoveEvent(event);
    if (m_seeking && (event->buttons() & Qt::LeftButton))
        emit positionRequested(positionAt(event->position().toPoint().x()));
}

void MemoryTimeline::mouseReleaseEvent(QMouseEvent* event)
{
    QCustomPlot::mouseReleaseEvent(event);
    if (!m_seeking || event->button() != Qt::LeftButton)
        return;
    m_seeking = false;
    const QPoint pos = event->position().toPoint();
    if ((pos - m_pressPos).manhattanLength() > 3)
        return; // a drag
    // A click on a site's band selects that site.
    const int column = columnAt(pos);
    if (column >= 0 && static_cast<std::size_t>(column) < m_series.otherIndex()
        && m_series.sites[static_cast<std::size_t>(column)].frame != kNoSite)
        selectSite(m_series.sites[static_cast<std::size_t>(column)].frame);
}

} // namespace faultline
