#include "SummaryView.h"

#include "CaptureDescription.h"
#include "DropsModel.h"
#include "GpuTimeChart.h"
#include "LatencyChart.h"
#include "OpStatsModel.h"
#include "ProcessStatsModel.h"
#include "QtText.h"
#include "common/AppIcon.h"
#include "common/AppTheme.h"
#include "common/BackgroundJobs.h"

#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStackedWidget>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QUrl>
#include <QVBoxLayout>

namespace faultline {

namespace {

QString orUnknown(const std::string& value)
{
    return value.empty() ? CaptureDescription::unknown() : QString::fromStdString(value);
}

QString firstOf(const std::string& a, const std::string& b)
{
    return orUnknown(a.empty() ? b : a);
}

QTableView* createTable(QAbstractItemModel* model, int sortRole, QWidget* parent)
{
    auto* proxy = new QSortFilterProxyModel(parent);
    proxy->setSourceModel(model);
    proxy->setSortRole(sortRole);
    proxy->setDynamicSortFilter(true);

    auto* table = new QTableView(parent);
    table->setModel(proxy);
    table->setSortingEnabled(true);
    table->sortByColumn(0, Qt::AscendingOrder);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setSelectionMode(QAbstractItemView::SingleSelection);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setAlternatingRowColors(true);
    table->setShowGrid(false);
    table->setWordWrap(false);
    table->verticalHeader()->hide();
    table->verticalHeader()->setDefaultSectionSize(table->fontMetrics().height() + 6);
    table->horizontalHeader()->setHighlightSections(false);
    table->horizontalHeader()->setStretchLastSection(false);
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    return table;
}

QLabel* sectionTitle(const QString& text, QWidget* parent)
{
    auto* label = new QLabel(text, parent);
    QFont font = label->font();
    font.setBold(true);
    label->setFont(font);
    return label;
}

} // namespace

SummaryView::SummaryView(QWidget* parent)
    : QWidget(parent)
    , m_jobs(new BackgroundJobs(this))
{
    m_opModel = new OpStatsModel(this);
    m_processModel = new ProcessStatsModel(this);
    m_dropsModel = new DropsModel(this);

    m_stack = new QStackedWidget(this);
    m_stack->addWidget(createEmptyPage());
    // Scrolled when the window is short, so that the Summary never holds the docks below the
    // timeline to a strip (the pages of the central tabs share one minimum height).
    auto* contentScroll = new QScrollArea(m_stack);
    contentScroll->setObjectName(QStringLiteral("summaryScroll"));
    contentScroll->setWidgetResizable(true);
    contentScroll->setFrameShape(QFrame::NoFrame);
    contentScroll->setWidget(createContentPage());
    m_stack->addWidget(contentScroll);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_stack);
}

SummaryView::~SummaryView()
{
    m_jobs->waitForAll();
}

QWidget* SummaryView::createEmptyPage()
{
    auto* page = new QWidget(this);
    auto* layout = new QVBoxLayout(page);
    layout->addStretch(2);

    auto* icon = new QLabel(page);
    icon->setPixmap(appIcon().pixmap(96, 96));
    icon->setAlignment(Qt::AlignCenter);
    layout->addWidget(icon);

    auto* title = new QLabel(tr("No capture open"), page);
    QFont titleFont = title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.5);
    titleFont.setBold(true);
    title->setFont(titleFont);
    title->setAlignment(Qt::AlignCenter);
    layout->addWidget(title);

    auto* hint = new QLabel(tr("Open a Faultline or Ingero capture (.db) with File ▸ Open, drop one onto this "
                               "window, or explore a generated demo of a fragmentation incident."),
                            page);
    hint->setWordWrap(true);
    hint->setAlignment(Qt::AlignCenter);
    hint->setFixedWidth(hint->fontMetrics().averageCharWidth() * 70);
    auto* hintRow = new QHBoxLayout;
    hintRow->addStretch(1);
    hintRow->addWidget(hint);
    hintRow->addStretch(1);
    layout->addLayout(hintRow);

    auto* buttons = new QHBoxLayout;
    buttons->addStretch(1);
    auto* open = new QPushButton(tr("Open Capture…"), page);
    open->setDefault(true);
    auto* demo = new QPushButton(tr("Open Demo Capture"), page);
    buttons->addWidget(open);
    buttons->addWidget(demo);
    buttons->addStretch(1);
    layout->addLayout(buttons);

    m_recentList = new QLabel(page);
    m_recentList->setObjectName(QStringLiteral("recentCaptures"));
    m_recentList->setAlignment(Qt::AlignCenter);
    m_recentList->setTextFormat(Qt::RichText);
    m_recentList->setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
    connect(m_recentList, &QLabel::linkActivated, this,
            [this](const QString& link) { emit openFileRequested(QUrl(link).toLocalFile()); });
    layout->addSpacing(12);
    layout->addWidget(m_recentList);
    layout->addStretch(3);
    setRecentFiles({});
    connect(open, &QPushButton::clicked, this, &SummaryView::openRequested);
    connect(demo, &QPushButton::clicked, this, &SummaryView::demoRequested);
    return page;
}

QLabel* SummaryView::addField(QFormLayout* form, const QString& label, const QString& objectName)
{
    auto* value = new QLabel(form->parentWidget());
    value->setObjectName(objectName);
    value->setTextInteractionFlags(Qt::TextSelectableByMouse);
    value->setWordWrap(true);
    form->addRow(label, value);
    return value;
}

QWidget* SummaryView::createContentPage()
{
    auto* page = new QWidget(this);

    // Header: the capture, the machine it came from, and whether anything was lost.
    auto* captureBox = new QGroupBox(tr("Capture"), page);
    m_captureForm = new QFormLayout(captureBox);
    m_file = addField(m_captureForm, tr("File:"), QStringLiteral("fileValue"));
    m_producer = addField(m_captureForm, tr("Producer:"), QStringLiteral("producerValue"));
    m_layout = addField(m_captureForm, tr("Layout:"), QStringLiteral("layoutValue"));
    m_timeSpan = addField(m_captureForm, tr("Time span:"), QStringLiteral("timeSpanValue"));
    m_events = addField(m_captureForm, tr("Events:"), QStringLiteral("eventsValue"));

    auto* machineBox = new QGroupBox(tr("Machine"), page);
    auto* machineColumns = new QHBoxLayout(machineBox);
    auto* machineLeft = new QFormLayout;
    auto* machineRight = new QFormLayout;
    machineColumns->addLayout(machineLeft, 3);
    machineColumns->addSpacing(12);
    machineColumns->addLayout(machineRight, 2);
    m_machineForm = machineLeft;
    auto addMachineField = [machineBox](QFormLayout* form, const QString& label, const QString& objectName) {
        auto* value = new QLabel(machineBox);
        value->setObjectName(objectName);
        value->setTextInteractionFlags(Qt::TextSelectableByMouse);
        value->setWordWrap(true);
        form->addRow(label, value);
        return value;
    };
    m_host = addMachineField(machineLeft, tr("Host:"), QStringLiteral("hostValue"));
    m_gpu = addMachineField(machineLeft, tr("GPU:"), QStringLiteral("gpuValue"));
    m_cpu = addMachineField(machineLeft, tr("CPU:"), QStringLiteral("cpuValue"));
    m_memory = addMachineField(machineLeft, tr("Memory:"), QStringLiteral("memoryValue"));
    m_probe = addMachineField(machineLeft, tr("Probe:"), QStringLiteral("probeValue"));
    m_kernel = addMachineField(machineRight, tr("Kernel:"), QStringLiteral("kernelValue"));
    m_os = addMachineField(machineRight, tr("OS:"), QStringLiteral("osValue"));
    m_cuda = addMachineField(machineRight, tr("CUDA:"), QStringLiteral("cudaValue"));
    m_python = addMachineField(machineRight, tr("Python:"), QStringLiteral("pythonValue"));

    // Whether anything was lost, in one line under the capture facts; per source in a tab below.
    m_dropsLabel = new QLabel(captureBox);
    m_dropsLabel->setObjectName(QStringLiteral("dropsLabel"));
    m_dropsLabel->setWordWrap(true);
    m_dropsLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_captureForm->addRow(m_dropsLabel);

    auto* header = new QHBoxLayout;
    header->addWidget(captureBox, 2);
    header->addWidget(machineBox, 3);

    // How each GPU spent the steps; shown once the statistics say there is GPU work.
    m_gpuBox = new QGroupBox(tr("GPU time over the steps"), page);
    m_gpuBox->setObjectName(QStringLiteral("gpuTimeBox"));
    auto* gpuLayout = new QVBoxLayout(m_gpuBox);
    gpuLayout->setContentsMargins(4, 4, 4, 4);
    m_gpuChart = new GpuTimeChart(m_gpuBox);
    m_gpuChart->setObjectName(QStringLiteral("gpuTimeChart"));
    gpuLayout->addWidget(m_gpuChart);
    m_gpuBox->hide();
    connect(m_gpuChart, &GpuTimeChart::segmentActivated, this, &SummaryView::timeRangeRequested);

    // Per op: filter by process, sort by any column; the selected op drives the chart.
    auto* opsPanel = new QWidget(page);
    auto* opsLayout = new QVBoxLayout(opsPanel);
    opsLayout->setContentsMargins(0, 0, 0, 0);
    auto* opsHeader = new QHBoxLayout;
    opsHeader->addWidget(sectionTitle(tr("Latency per op"), opsPanel));
    opsHeader->addStretch(1);
    auto* filterLabel = new QLabel(tr("&Process:"), opsPanel);
    m_processFilter = new QComboBox(opsPanel);
    m_processFilter->setObjectName(QStringLiteral("processFilter"));
    m_processFilter->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    filterLabel->setBuddy(m_processFilter);
    opsHeader->addWidget(filterLabel);
    opsHeader->addWidget(m_processFilter);
    opsLayout->addLayout(opsHeader);
    m_opTable = createTable(m_opModel, OpStatsModel::SortRole, opsPanel);
    m_opTable->setObjectName(QStringLiteral("opTable"));
    m_opProxy = qobject_cast<QSortFilterProxyModel*>(m_opTable->model());
    m_opProxy->setFilterRole(OpStatsModel::PidRole);
    m_opProxy->setFilterKeyColumn(OpStatsModel::SourceColumn);
    opsLayout->addWidget(m_opTable);

    m_processTable = createTable(m_processModel, ProcessStatsModel::SortRole, page);
    m_processTable->setObjectName(QStringLiteral("processTable"));
    m_dropsTable = createTable(m_dropsModel, DropsModel::SortRole, page);
    m_dropsTable->setObjectName(QStringLiteral("dropsTable"));
    m_dropsTable->setSelectionMode(QAbstractItemView::NoSelection);
    m_lowerTabs = new QTabWidget(page);
    m_lowerTabs->setObjectName(QStringLiteral("processDropsTabs"));
    m_lowerTabs->addTab(m_processTable, tr("Processes"));
    m_lowerTabs->addTab(m_dropsTable, tr("Drops by source"));

    m_chart = new LatencyChart(page);
    m_chart->setObjectName(QStringLiteral("latencyChart"));
    m_chart->showMessage(tr("Select an op to see its latency distribution"));

    // The op table gets the full width; processes and the chart share the lower part.
    auto* lower = new QSplitter(Qt::Horizontal, page);
    lower->setChildrenCollapsible(false);
    lower->addWidget(m_lowerTabs);
    lower->addWidget(m_chart);
    lower->setStretchFactor(0, 1);
    lower->setStretchFactor(1, 1);

    auto* body = new QSplitter(Qt::Vertical, page);
    body->setObjectName(QStringLiteral("summarySplitter"));
    body->setChildrenCollapsible(false);
    body->addWidget(opsPanel);
    body->addWidget(lower);
    body->setStretchFactor(0, 3);
    body->setStretchFactor(1, 2);
    // Proportions, not pixels: QSplitter scales these to the space it gets.
    body->setSizes({5500, 4500});
    lower->setSizes({6000, 4000});

    auto* layout = new QVBoxLayout(page);
    layout->addLayout(header);
    layout->addWidget(m_gpuBox);
    layout->addWidget(body, 1);

    connect(m_processFilter, &QComboBox::currentIndexChanged, this,
            [this] { setProcessFilter(m_processFilter->currentData().toLongLong()); });
    connect(m_opTable->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &SummaryView::updateChart);
    return page;
}

void SummaryView::setRecentFiles(const QStringList& files)
{
    constexpr qsizetype kShown = 5;
    QString html;
    for (qsizetype i = 0; i < std::min(files.size(), kShown); ++i) {
        const QFileInfo file(files.at(i));
        html += QStringLiteral("<a href=\"%1\">%2</a> <span style=\"color: gray\">%3</span><br>")
                    .arg(QUrl::fromLocalFile(file.absoluteFilePath()).toString().toHtmlEscaped(),
                         file.fileName().toHtmlEscaped(),
                         QDir::toNativeSeparators(file.absolutePath()).toHtmlEscaped());
    }
    m_recentList->setText(html.isEmpty() ? QString() : tr("<b>Recent captures</b>") + QStringLiteral("<br>") + html);
    m_recentList->setVisible(!html.isEmpty());
}

void SummaryView::setTrace(std::shared_ptr<const Trace> trace, const QString& path)
{
    m_trace = std::move(trace);
    ++m_chartJob;
    const quint64 job = ++m_statsJob;
    if (!m_trace) {
        m_computing = false;
        m_opModel->clear();
        m_processModel->clear();
        m_dropsModel->clear();
        m_stack->setCurrentIndex(0);
        return;
    }
    m_stack->setCurrentIndex(1);
    // Nothing of the previous capture may stay next to the new header.
    m_opModel->clear();
    m_processModel->clear();
    m_dropsModel->clear();
    m_dropsLabel->clear();
    m_gpuChart->setBars({});
    m_gpuBox->hide();
    m_dropsLost = false;
    updateDropsColour();
    fillHeader(*m_trace, path);
    m_computing = true;
    m_chart->showMessage(tr("Computing statistics…"));
    m_jobs->run(
        [trace = m_trace] {
            Statistics statistics;
            statistics.ops = OpStatistics::compute(*trace);
            statistics.processes = OpStatistics::processes(*trace);
            statistics.drops = OpStatistics::drops(*trace);
            const GpuTimeAccounting accounting = accountGpuTime(*trace);
            std::vector<std::string> names;
            for (const DeviceGpuTime& d : accounting.devices)
                names.push_back(trace->processes[d.gpuProcess].name);
            statistics.gpuBars = gpuTimeBars(accounting, names);
            return statistics;
        },
        [this, job](Statistics statistics) { applyStatistics(job, std::move(statistics)); });
}

void SummaryView::fillHeader(const Trace& trace, const QString& path)
{
    const QFileInfo file(path);
    m_file->setText(file.fileName());
    m_file->setToolTip(file.absoluteFilePath());
    m_producer->setText(CaptureDescription::producer(trace));
    m_layout->setText(tr("%1 · user_version %2").arg(CaptureDescription::layout(trace)).arg(trace.info.userVersion));
    m_timeSpan->setText(tr("%1 (%2)").arg(CaptureDescription::timeSpan(trace), CaptureDescription::duration(trace)));
    m_events->setText(CaptureDescription::events(trace));
    m_events->setToolTip(CaptureDescription::sampledNote(trace));

    const capture::Session session = trace.sessions.empty() ? capture::Session() : trace.sessions.front();
    m_host->setText(CaptureDescription::host(trace));
    m_gpu->setText(CaptureDescription::gpus(trace));
    QString cpu = orUnknown(session.cpuModel);
    if (session.cpuCores > 0)
        cpu = tr("%1 · cores: %2").arg(cpu).arg(session.cpuCores);
    m_cpu->setText(cpu);
    m_memory->setText(session.memTotalMb > 0
                          ? text::bytesText(static_cast<std::uint64_t>(session.memTotalMb) * 1024 * 1024)
                          : CaptureDescription::unknown());
    m_probe->setText(CaptureDescription::probeVersion(trace));
    m_kernel->setText(firstOf(session.kernel, trace.metaValue("kernel")));
    m_os->setText(orUnknown(session.osRelease));
    m_cuda->setText(orUnknown(session.cudaVersion));
    m_python->setText(orUnknown(session.pythonVersion));
    if (trace.sessions.size() > 1) {
        const QString note = tr("First of %1 recording sessions in this capture.").arg(trace.sessions.size());
        for (QLabel* label : {m_host, m_gpu, m_cpu, m_memory, m_probe, m_kernel, m_os, m_cuda, m_python})
            label->setToolTip(note);
    }
}

void SummaryView::applyStatistics(quint64 job, Statistics statistics)
{
    if (job != m_statsJob || !m_trace)
        return;
    QHash<quint32, QString> names;
    for (const Process& process : m_trace->processes)
        names.insert(process.pid, QString::fromStdString(process.name));
    for (const ProcessStats& process : statistics.processes) {
        if (!names.contains(process.pid) || names.value(process.pid).isEmpty())
            names.insert(process.pid, QString::fromStdString(process.name));
    }
    updateProcessFilterChoices(statistics.processes);
    m_opModel->setStatistics(std::move(statistics.ops), std::move(names));
    m_processModel->setStatistics(std::move(statistics.processes));
    showDrops(statistics.drops, m_trace->info.isFaultline);
    m_dropsModel->setDrops(std::move(statistics.drops));
    m_gpuBox->setVisible(!statistics.gpuBars.empty());
    m_gpuChart->setBars(std::move(statistics.gpuBars));
    m_computing = false;
    resizeTables();
    if (m_opProxy->rowCount() > 0) {
        m_opTable->setCurrentIndex(m_opProxy->index(0, 0));
        m_opTable->selectRow(0);
    } else {
        m_chart->showMessage(tr("This capture has no events."));
    }
    emit statisticsReady();
}

void SummaryView::showDrops(const DropStats& drops, bool faultlineCapture)
{
    const QLocale locale;
    if (m_trace && !m_trace->metaValue("import.format").empty()) {
        // An imported profiler trace: its file does not count what the profiler lost (CUPTI's
        // buffers), so none can be claimed; what the import itself left out is in Problems.
        m_dropsLabel->setText(
            tr("Drops: not recorded by the profiler; %1 events imported").arg(locale.toString(drops.stored)));
        m_dropsLabel->setToolTip(tr("Profiler traces do not count the events the profiler lost. What the import "
                                    "skipped is listed in the Problems dock."));
        m_dropsLost = false;
        updateDropsColour();
        m_lowerTabs->setTabVisible(m_lowerTabs->indexOf(m_dropsTable), false);
        return;
    }
    if (!drops.recorded) {
        m_dropsLabel->setText(faultlineCapture ? tr("Drops: not recorded by this capture")
                                               : tr("Drops: not recorded by this capture (Ingero)"));
        m_dropsLabel->setToolTip(tr("Ingero captures do not count events lost between the kernel and the file, "
                                    "so losses cannot be ruled out."));
        m_dropsLost = false;
        updateDropsColour();
        m_lowerTabs->setTabVisible(m_lowerTabs->indexOf(m_dropsTable), false);
        return;
    }
    m_dropsLabel->setToolTip(QString());
    m_dropsLabel->setText(
        tr("Drops: %3 dropped (seen %1, stored %2)")
            .arg(locale.toString(drops.seen), locale.toString(drops.stored), locale.toString(drops.dropped)));
    m_dropsLost = drops.dropped > 0;
    m_lowerTabs->setTabVisible(m_lowerTabs->indexOf(m_dropsTable), !drops.bySource.empty());
    updateDropsColour();
}

void SummaryView::updateDropsColour()
{
    const QColor colour = AppTheme::problemColour(palette());
    m_dropsLabel->setStyleSheet(m_dropsLost ? QStringLiteral("color: %1; font-weight: bold;").arg(colour.name())
                                            : QString());
    m_lowerTabs->tabBar()->setTabTextColor(m_lowerTabs->indexOf(m_dropsTable), m_dropsLost ? colour : QColor());
}

void SummaryView::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        updateDropsColour();
}

QString SummaryView::dropsText() const
{
    return m_dropsLabel->text();
}

bool SummaryView::dropsTableShown() const
{
    return m_lowerTabs->isTabVisible(m_lowerTabs->indexOf(m_dropsTable));
}

void SummaryView::updateProcessFilterChoices(const std::vector<ProcessStats>& processes)
{
    const QSignalBlocker blocker(m_processFilter);
    m_processFilter->clear();
    m_processFilter->addItem(tr("All processes combined"), qint64(AllProcessesCombined));
    m_processFilter->addItem(tr("Each process"), qint64(EachProcess));
    for (const ProcessStats& process : processes) {
        if (process.events == 0)
            continue;
        m_processFilter->addItem(ProcessStatsModel::label(process), qint64(process.pid));
    }
    m_processFilter->setCurrentIndex(0);
    setProcessFilter(AllProcessesCombined);
}

void SummaryView::setProcessFilter(qint64 filter)
{
    QString pattern;
    if (filter == AllProcessesCombined)
        pattern = QStringLiteral("^-1$");
    else if (filter == EachProcess)
        pattern = QStringLiteral("^[0-9]+$");
    else
        pattern = QStringLiteral("^%1$").arg(filter);
    m_opProxy->setFilterRegularExpression(pattern);
    const int index = m_processFilter->findData(filter);
    if (index >= 0 && index != m_processFilter->currentIndex()) {
        const QSignalBlocker blocker(m_processFilter);
        m_processFilter->setCurrentIndex(index);
    }
    if (m_opProxy->rowCount() > 0) {
        m_opTable->setCurrentIndex(m_opProxy->index(0, 0));
        m_opTable->selectRow(0);
    }
}

void SummaryView::resizeTables()
{
    for (QTableView* table : {m_opTable, m_processTable, m_dropsTable}) {
        table->resizeColumnsToContents();
        QHeaderView* header = table->horizontalHeader();
        for (int column = 0; column < header->count(); ++column)
            header->resizeSection(column, header->sectionSize(column) + 8);
    }
}

void SummaryView::updateChart()
{
    const quint64 job = ++m_chartJob;
    const QModelIndex current = m_opTable->currentIndex();
    if (!m_trace || !current.isValid()) {
        m_chart->showMessage(tr("Select an op to see its latency distribution"));
        emit chartUpdated();
        return;
    }
    const int row = m_opProxy->mapToSource(current).row();
    const OpStats stats = m_opModel->statsAt(row);
    if (stats.count > 0 && !stats.timed) {
        m_chart->showMessage(tr("%1 is recorded at its entry only: it has no duration to show")
                                 .arg(QString::fromStdString(stats.opName())));
        emit chartUpdated();
        return;
    }
    const QLocale locale;
    QString calls = stats.sampled()
        ? tr("%1 of %2 calls stored (sampled)").arg(locale.toString(stats.count), locale.toString(stats.totalCount))
        : tr("stored calls: %1").arg(locale.toString(stats.count));
    const QString process = m_opModel->isAllProcesses(row) ? tr("all processes") : m_opModel->processLabel(row);
    const QString title = tr("<b>%1</b> latency · %2<br><small>%3</small>")
                              .arg(QString::fromStdString(stats.opName()).toHtmlEscaped(), process.toHtmlEscaped(),
                                   calls.toHtmlEscaped());
    m_jobs->run([trace = m_trace, stats] { return OpStatistics::durations(*trace, stats.source, stats.op, stats.pid); },
                [this, job, title, stats](std::vector<std::int64_t> durations) {
                    if (job != m_chartJob)
                        return;
                    m_chart->setDurations(title, durations, {stats.p50, stats.p95, stats.p99});
                    emit chartUpdated();
                });
}

} // namespace faultline
