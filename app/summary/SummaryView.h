#pragma once

#include "GpuTimeBars.h"
#include "OpStatistics.h"
#include "Trace.h"

#include <QWidget>

#include <memory>

class QComboBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QModelIndex;
class QSortFilterProxyModel;
class QStackedWidget;
class QTabWidget;
class QTableView;

namespace faultline {

class BackgroundJobs;
class DropsModel;
class GpuTimeChart;
class LatencyChart;
class OpStatsModel;
class ProcessStatsModel;

// The first tab: what the capture is, the machine it came from, latency per op and per
// process, drops, and the latency distribution of the selected op. Statistics are computed on
// a worker thread; statisticsReady() says when the tables are filled.
class SummaryView : public QWidget
{
    Q_OBJECT
public:
    // Values of the op table's process filter besides a pid.
    enum ProcessFilter : qint64 { AllProcessesCombined = -1, EachProcess = -2 };

    explicit SummaryView(QWidget* parent = nullptr);
    ~SummaryView() override;

    void setTrace(std::shared_ptr<const Trace> trace, const QString& path);
    // Shown as links on the page seen when no capture is open.
    void setRecentFiles(const QStringList& files);
    [[nodiscard]] bool isComputing() const { return m_computing; }

    [[nodiscard]] OpStatsModel* opStatsModel() const { return m_opModel; }
    [[nodiscard]] ProcessStatsModel* processStatsModel() const { return m_processModel; }
    [[nodiscard]] DropsModel* dropsModel() const { return m_dropsModel; }
    [[nodiscard]] QSortFilterProxyModel* opProxy() const { return m_opProxy; }
    [[nodiscard]] QTableView* opTable() const { return m_opTable; }
    [[nodiscard]] QTableView* processTable() const { return m_processTable; }
    [[nodiscard]] LatencyChart* latencyChart() const { return m_chart; }
    // The GPU time picture; hidden when the capture has no GPU work of its own.
    [[nodiscard]] GpuTimeChart* gpuTimeChart() const { return m_gpuChart; }
    [[nodiscard]] QGroupBox* gpuTimeBox() const { return m_gpuBox; }
    [[nodiscard]] QString dropsText() const;
    [[nodiscard]] QTableView* dropsTable() const { return m_dropsTable; }
    [[nodiscard]] bool dropsTableShown() const;
    void setProcessFilter(qint64 filter);

protected:
    void changeEvent(QEvent* event) override;

signals:
    void statisticsReady();
    void chartUpdated();
    void openRequested();
    void openFileRequested(const QString& path);
    void demoRequested();
    // A segment of the GPU time picture was clicked: show [start, end) on the timeline.
    void timeRangeRequested(qint64 start, qint64 end);

private:
    void updateDropsColour();
    struct Statistics
    {
        std::vector<OpStats> ops;
        std::vector<ProcessStats> processes;
        DropStats drops;
        std::vector<GpuTimeBar> gpuBars;
    };

    QWidget* createEmptyPage();
    QWidget* createContentPage();
    QLabel* addField(QFormLayout* form, const QString& label, const QString& objectName);
    void fillHeader(const Trace& trace, const QString& path);
    void applyStatistics(quint64 job, Statistics statistics);
    void showDrops(const DropStats& drops, bool faultlineCapture);
    void updateProcessFilterChoices(const std::vector<ProcessStats>& processes);
    void updateChart();
    void resizeTables();

    std::shared_ptr<const Trace> m_trace;
    BackgroundJobs* m_jobs = nullptr;
    quint64 m_statsJob = 0;
    quint64 m_chartJob = 0;
    bool m_computing = false;

    QStackedWidget* m_stack = nullptr;
    QLabel* m_recentList = nullptr;
    QFormLayout* m_captureForm = nullptr;
    QFormLayout* m_machineForm = nullptr;
    QLabel* m_file = nullptr;
    QLabel* m_producer = nullptr;
    QLabel* m_layout = nullptr;
    QLabel* m_timeSpan = nullptr;
    QLabel* m_duration = nullptr;
    QLabel* m_events = nullptr;
    QLabel* m_host = nullptr;
    QLabel* m_gpu = nullptr;
    QLabel* m_cpu = nullptr;
    QLabel* m_memory = nullptr;
    QLabel* m_kernel = nullptr;
    QLabel* m_os = nullptr;
    QLabel* m_cuda = nullptr;
    QLabel* m_python = nullptr;
    QLabel* m_probe = nullptr;
    QLabel* m_dropsLabel = nullptr;
    bool m_dropsLost = false; // drawn in the problem colour, which follows the palette
    QTableView* m_dropsTable = nullptr;
    QTabWidget* m_lowerTabs = nullptr;
    QComboBox* m_processFilter = nullptr;
    QTableView* m_opTable = nullptr;
    QTableView* m_processTable = nullptr;
    LatencyChart* m_chart = nullptr;
    QGroupBox* m_gpuBox = nullptr;
    GpuTimeChart* m_gpuChart = nullptr;
    OpStatsModel* m_opModel = nullptr;
    QSortFilterProxyModel* m_opProxy = nullptr;
    ProcessStatsModel* m_processModel = nullptr;
    DropsModel* m_dropsModel = nullptr;
};

} // namespace faultline
