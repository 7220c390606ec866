#include "LatencyChart.h"

#include "LatencyHistogram.h"
#include "QtText.h"

#include <QAreaSeries>
#include <QCategoryAxis>
#include <QChart>
#include <QEvent>
#include <QLegendMarker>
#include <QLineSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace faultline {

namespace {

// About this many bars across the observed range, however many decades it spans.
constexpr double kTargetBuckets = 24;

int bucketsPerDecade(const std::vector<std::int64_t>& sortedNs)
{
    if (sortedNs.empty())
        return 5;
    const double low = std::max<double>(1.0, static_cast<double>(sortedNs.front()));
    const double high = std::max<double>(1.0, static_cast<double>(sortedNs.back()));
    const double decades = std::max(0.1, std::log10(high / low));
    return std::clamp(static_cast<int>(std::lround(kTargetBuckets / decades)), 4, 60);
}

// 1, 2 or 5 times a power of ten, at least 1 (counts are whole numbers).
double niceTickInterval(double raw)
{
    const double magnitude = std::pow(10.0, std::floor(std::log10(std::max(raw, 1.0))));
    const double fraction = std::max(raw, 1.0) / magnitude;
    const double step = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10;
    return step * magnitude;
}

// "150 µs", "1.5 ms": tick labels, shorter than StatsReport's fixed decimals.
QString tickLabel(double ns)
{
    struct Unit
    {
        double scale;
        const char* suffix;
    };
    static constexpr Unit units[] = {{1e9, " s"}, {1e6, " ms"}, {1e3, " µs"}, {1, " ns"}};
    for (const Unit& unit : units) {
        if (ns >= unit.scale || unit.scale == 1)
            return QString::number(ns / unit.scale, 'g', 3) + QString::fromUtf8(unit.suffix);
    }
    return {};
}

double logNs(double ns)
{
    return std::log10(std::max(ns, 1.0));
}

// Axis labels at 1-2-5 steps, finer for a narrow range and only at powers of ten for a wide one,
// placed at log10(ns). Aims at 3 to 9 labels.
std::vector<double> tickValues(double lowNs, double highNs)
{
    const std::vector<std::vector<double>> stepSets{
        {1, 2, 5}, {1, 1.5, 2, 3, 5, 7}, {1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 7, 8, 9}, {1}};
    std::vector<double> fallback;
    for (const std::vector<double>& steps : stepSets) {
        std::vector<double> ticks;
        for (double decade = std::pow(10.0, std::floor(std::log10(lowNs))); decade <= highNs; decade *= 10) {
            for (const double step : steps) {
                const double value = decade * step;
                if (value >= lowNs && value <= highNs)
                    ticks.push_back(value);
            }
        }
        if (ticks.size() >= 3 && ticks.size() <= 9)
            return ticks;
        if (ticks.size() <= 12 && ticks.size() > fallback.size())
            fallback = ticks;
    }
    return fallback;
}

} // namespace

// The chart is handed to the base constructor: QChartView() would create a default chart that
// setChart() releases without deleting.
LatencyChart::LatencyChart(QWidget* parent)
    : QChartView(new QChart, parent)
{
    chart()->setBackgroundRoundness(0);
    chart()->setMargins(QMargins(4, 4, 4, 4));
    chart()->legend()->setAlignment(Qt::AlignBottom);
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(320, 240);
    applyTheme();
}

LatencyChart::~LatencyChart()
{
    clearChart();
}

void LatencyChart::changeEvent(QEvent* event)
{
    QChartView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        applyTheme();
}

void LatencyChart::applyTheme()
{
    const bool dark = palette().color(QPalette::Window).lightness() < 128;
    chart()->setTheme(dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    chart()->setBackgroundBrush(palette().color(QPalette::Base));
    chart()->setTitleBrush(palette().color(QPalette::Text));
    chart()->legend()->setLabelColor(palette().color(QPalette::Text));
}

void LatencyChart::clearChart()
{
    chart()->removeAllSeries();
    delete m_upper;
    delete m_lower;
    const QList<QAbstractAxis*> axes = chart()->axes();
    for (QAbstractAxis* axis : axes) {
        chart()->removeAxis(axis);
        delete axis;
    }
    m_bucketCount = 0;
}

void LatencyChart::showMessage(const QString& message)
{
    clearChart();
    chart()->setTitle(message);
}

QStringList LatencyChart::markerNames() const
{
    QStringList names;
    const QList<QAbstractSeries*> series = chart()->series();
    for (const QAbstractSeries* s : series) {
        if (s->type() == QAbstractSeries::SeriesTypeLine)
            names.append(s->name());
    }
    return names;
}

void LatencyChart::setDurations(const QString& title, const std::vector<std::int64_t>& sortedNs,
                                Percentiles percentiles)
{
    clearChart();
    chart()->setTitle(title);
    const LatencyHistogram histogram = LatencyHistogram::build(sortedNs, bucketsPerDecade(sortedNs));
    if (histogram.buckets.empty()) {
        chart()->setTitle(title + QStringLiteral("<br>")
                          + tr("No stored calls to chart: only event_aggregates count this op."));
        return;
    }
    m_bucketCount = static_cast<int>(histogram.buckets.size());

    const QColor text = palette().color(QPalette::Text);
    auto* area = new QAreaSeries;
    auto* upper = new QLineSeries;
    m_upper = upper;
    for (const LatencyHistogram::Bucket& bucket : histogram.buckets) {
        const double count = static_cast<double>(bucket.count);
        upper->append(logNs(bucket.lowerNs), count);
        upper->append(logNs(bucket.upperNs), count);
    }
    auto* lower = new QLineSeries;
    m_lower = lower;
    lower->append(logNs(histogram.buckets.front().lowerNs), 0);
    lower->append(logNs(histogram.buckets.back().upperNs), 0);
    area->setUpperSeries(upper);
    area->setLowerSeries(lower);
    area->setName(tr("calls per bucket"));
    area->setColor(QColor(0x3f, 0xa7, 0xd6, 170));
    area->setBorderColor(QColor(0x1f, 0x6f, 0x99));
    chart()->addSeries(area);
    // The bars need no legend entry; the percentile lines do.
    for (QLegendMarker* marker : chart()->legend()->markers(area))
        marker->setVisible(false);

    const double yMax = std::max(1.0, static_cast<double>(histogram.maxCount) * 1.15);
    struct Marker
    {
        const char* label;
        std::int64_t ns;
        QColor color;
    };
    const Marker markers[] = {
        {"p50", percentiles.p50, QColor(0x2e, 0x9e, 0x4f)},
        {"p95", percentiles.p95, QColor(0xe0, 0x8a, 0x00)},
        {"p99", percentiles.p99, QColor(0xd6, 0x2d, 0x20)},
    };
    QList<QLineSeries*> markerSeries;
    for (const Marker& marker : markers) {
        auto* line = new QLineSeries;
        line->setName(QStringLiteral("%1 %2").arg(QLatin1String(marker.label), text::durationText(marker.ns)));
        const double x = logNs(static_cast<double>(marker.ns));
        line->append(x, 0);
        line->append(x, yMax);
        QPen pen(marker.color);
        pen.setWidthF(2);
        pen.setStyle(Qt::DashLine);
        line->setPen(pen);
        chart()->addSeries(line);
        markerSeries.append(line);
    }

    const double lowNs = histogram.buckets.front().lowerNs;
    const double highNs = histogram.buckets.back().upperNs;
    auto* xAxis = new QCategoryAxis;
    xAxis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    xAxis->setRange(logNs(lowNs), logNs(highNs));
    xAxis->setStartValue(logNs(lowNs));
    for (const double tick : tickValues(lowNs, highNs))
        xAxis->append(tickLabel(tick), logNs(tick));
    xAxis->setTitleText(tr("duration (log scale)"));
    xAxis->setLabelsColor(text);
    xAxis->setTitleBrush(text);
    xAxis->setGridLineVisible(true);

    auto* yAxis = new QValueAxis;
    yAxis->setRange(0, yMax);
    yAxis->setLabelFormat(QStringLiteral("%d"));
    yAxis->setTickType(QValueAxis::TicksDynamic);
    yAxis->setTickAnchor(0);
    yAxis->setTickInterval(niceTickInterval(yMax / 4));
    yAxis->setTitleText(tr("calls"));
    yAxis->setLabelsColor(text);
    yAxis->setTitleBrush(text);

    chart()->addAxis(xAxis, Qt::AlignBottom);
    chart()->addAxis(yAxis, Qt::AlignLeft);
    area->attachAxis(xAxis);
    area->attachAxis(yAxis);
    for (QLineSeries* line : std::as_const(markerSeries)) {
        line->attachAxis(xAxis);
        line->attachAxis(yAxis);
    }
}

} // namespace faultline
