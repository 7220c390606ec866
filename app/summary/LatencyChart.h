#pragma once

#include <QChartView>
#include <QLineSeries>
#include <QPointer>

#include <cstdint>
#include <vector>

namespace faultline {

// Latency distribution of one op: a histogram over logarithmic buckets with p50, p95 and p99
// marked. Durations are given sorted ascending, in ns.
class LatencyChart : public QChartView
{
    Q_OBJECT
public:
    struct Percentiles
    {
        std::int64_t p50 = 0;
        std::int64_t p95 = 0;
        std::int64_t p99 = 0;
    };

    explicit LatencyChart(QWidget* parent = nullptr);
    ~LatencyChart() override;

    void setDurations(const QString& title, const std::vector<std::int64_t>& sortedNs, Percentiles percentiles);
    // Clears the chart and shows `message` as its title.
    void showMessage(const QString& message);

    [[nodiscard]] int bucketCount() const { return m_bucketCount; }
    [[nodiscard]] QStringList markerNames() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void clearChart();
    void applyTheme();

    int m_bucketCount = 0;
    // Qt 6.4's QAreaSeries frees neither its boundary series nor children parented to it.
    QPointer<QLineSeries> m_upper;
    QPointer<QLineSeries> m_lower;
};

} // namespace faultline
