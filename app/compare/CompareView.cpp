#include "CompareView.h"

#include "CompareModels.h"
#include "QtText.h"
#include "common/QCustomPlotInclude.h"
#include "common/RecentFolder.h"
#include "memory/BlockMap.h"
#include "timeline/TimelineView.h"

#include <QBuffer>
#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFrame>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QSplitter>
#include <QStyle>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace faultline {

namespace {

const QColor kColourA(0x1f, 0x77, 0xb4);
const QColor kColourB(0xff, 0x7f, 0x0e);

QString fileName(const QString& path)
{
    return QFileInfo(path).fileName();
}

// The state at the peak of the device's recorded history: the most active bytes at any point,
// the final state included (the peak SnapshotDiff reports).
std::optional<SnapshotPeak> peakOf(const snapshot::Snapshot& s, std::int64_t device)
{
    const auto replay = snapshot::SnapshotReplay::build(s, device);
    if (!replay)
        return std::nullopt;
    const snapshot::ReplayPeak peak = snapshot::findPeak(*replay);
    snapshot::ReplayCursor cursor(*replay);
    cursor.seek(peak.position);
    return SnapshotPeak{device, peak.position, peak.activeBytes, cursor.state()};
}

// The table filter: text in the name or the place, and one kind or all.
class ChangesFilter final : public QSortFilterProxyModel
{
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;
    void setKind(const QString& kind)
    {
        m_kind = kind;
        invalidateFilter();
    }

protected:
    bool filterAcceptsRow(int row, const QModelIndex& parent) const override
    {
        const QAbstractItemModel* model = sourceModel();
        if (!m_kind.isEmpty() && model->index(row, 0, parent).data(CaptureChangesModel::KindRole).toString() != m_kind)
            return false;
        const QRegularExpression& re = filterRegularExpression();
        if (re.pattern().isEmpty())
            return true;
        for (int column : {int(CaptureChangesModel::NameColumn), int(CaptureChangesModel::WhereColumn)}) {
            if (model->index(row, column, parent).data().toString().contains(re))
                return true;
        }
        return false;
    }

private:
    QString m_kind;
};

QTableView* makeTable(QAbstractItemModel* model, QSortFilterProxyModel* proxy, int sortRole, QWidget* parent)
{
    proxy->setSourceModel(model);
    proxy->setSortRole(sortRole);
    proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    auto* table = new QTableView(parent);
    table->setModel(proxy);
    table->setSortingEnabled(true);
    table->sortByColumn(-1, Qt::AscendingOrder); // the diff's order: largest change first
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setSelectionMode(QAbstractItemView::SingleSelection);
    table->setAlternatingRowColors(true);
    table->verticalHeader()->hide();
    table->verticalHeader()->setDefaultSectionSize(table->fontMetrics().height() + 6);
    table->horizontalHeader()->setStretchLastSection(false);
    table->setWordWrap(false);
    table->setTextElideMode(Qt::ElideMiddle);
    return table;
}

QByteArray pngOf(const QPixmap& pixmap)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    pixmap.save(&buffer, "PNG");
    return bytes;
}

// The legend in a row of its own under the title, out of the bars' way.
void legendBelowTitle(QCustomPlot* plot)
{
    plot->legend->setVisible(true);
    plot->axisRect()->insetLayout()->take(plot->legend);
    plot->plotLayout()->insertRow(1);
    plot->plotLayout()->addElement(1, 0, plot->legend);
    plot->legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    plot->legend->setBorderPen(Qt::NoPen);
    plot->legend->setMargins(QMargins(4, 0, 4, 0));
    plot->plotLayout()->setRowStretchFactor(1, 0.001);
}

// " (−1.9 %)": a relative change after a figure, as `faultline diff` writes it; nothing without a base.
QString signedPercent(double a, double b)
{
    const std::string change = text::formatRelativeChange(a, b);
    return change.empty() ? QString() : QStringLiteral(" (%1)").arg(text::toQString(change));
}

} // namespace

ComparePrepared CompareView::prepare(const QString& a, const QString& b,
                                     const std::function<void(const QString&)>& progress,
                                     const std::atomic_bool* cancel)
{
    ComparePrepared prepared;
    auto result = std::make_shared<CompareResult>(CompareInputs::compare(a, b, progress, cancel));
    if (result->ok() && result->snapshots && result->a.snapshot && result->b.snapshot) {
        // The device whose peak moved most (else the first).
        const snapshot::SnapshotDiff& diff = *result->snapshots;
        std::int64_t device = diff.devices.empty() ? 0 : diff.devices.front().device;
        std::uint64_t moved = 0;
        for (const snapshot::DeviceDiff& d : diff.devices) {
            const std::uint64_t m = d.a.peak > d.b.peak ? d.a.peak - d.b.peak : d.b.peak - d.a.peak;
            if (m > moved) {
                moved = m;
                device = d.device;
            }
        }
        if (progress)
            progress(tr("Finding each snapshot's peak…"));
        prepared.peakA = peakOf(*result->a.snapshot, device);
        prepared.peakB = peakOf(*result->b.snapshot, device);
    }
    prepared.result = std::move(result);
    return prepared;
}

CompareView::CompareView(ComparePrepared prepared, QWidget* parent)
    : QWidget(parent)
    , m_prepared(std::move(prepared))
{
    setObjectName(QStringLiteral("compareView"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);

    auto* header = new QHBoxLayout;
    m_verdict = new QLabel(this);
    m_verdict->setObjectName(QStringLiteral("compareVerdict"));
    m_verdict->setWordWrap(true);
    m_verdict->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_verdict->setFrameShape(QFrame::StyledPanel);
    m_verdict->setMargin(8);
    m_verdict->setAutoFillBackground(true);
    m_verdict->setBackgroundRole(QPalette::AlternateBase);
    QFont bigger = m_verdict->font();
    bigger.setPointSizeF(bigger.pointSizeF() * 1.15);
    m_verdict->setFont(bigger);
    const CompareResult& r = result();
    m_verdict->setText(text::toQString(r.captures ? r.captures->verdict : r.snapshots->verdict()));
    header->addWidget(m_verdict, 1);
    auto* exportButton = new QPushButton(tr("Export Report…"), this);
    exportButton->setObjectName(QStringLiteral("compareExport"));
    exportButton->setToolTip(tr("Write the comparison as a Markdown or HTML report, with its pictures"));
    connect(exportButton, &QPushButton::clicked, this, &CompareView::exportReport);
    header->addWidget(exportButton, 0, Qt::AlignTop);
    layout->addLayout(header);

    m_pages = new QTabWidget(this);
    m_pages->setObjectName(QStringLiteral("comparePages"));
    m_pages->setDocumentMode(true);
    if (r.captures) {
        m_pages->addTab(createCaptureChanges(), tr("Changes"));
        m_timelinesPage = new QWidget(m_pages);
        m_pages->addTab(m_timelinesPage, tr("Timelines"));
        connect(m_pages, &QTabWidget::currentChanged, this, [this](int index) {
            if (m_pages->widget(index) == m_timelinesPage && !m_timelineA)
                showTimelines(m_alignStep ? m_alignStep->value() : 1);
        });
    } else {
        m_pages->addTab(createSnapshotPage(), tr("Memory"));
    }
    layout->addWidget(m_pages, 1);
}

CompareView::~CompareView() = default;

QString CompareView::title() const
{
    return tr("Compare — %1 → %2").arg(fileName(result().a.path), fileName(result().b.path));
}

int CompareView::addClosableTab(QTabWidget* tabs)
{
    const int index = tabs->addTab(this, title());
    tabs->setTabToolTip(index, tr("A: %1\nB: %2").arg(result().a.path, result().b.path));
    auto* close = new QToolButton(tabs);
    close->setObjectName(QStringLiteral("closeCompareTab"));
    close->setAutoRaise(true);
    close->setIcon(tabs->style()->standardIcon(QStyle::SP_TitleBarCloseButton));
    close->setToolTip(tr("Close this comparison"));
    tabs->tabBar()->setTabButton(index, QTabBar::RightSide, close);
    connect(close, &QToolButton::clicked, this, [this, tabs] {
        tabs->removeTab(tabs->indexOf(this));
        deleteLater();
    });
    return index;
}

QWidget* CompareView::createCaptureChanges()
{
    const CaptureDiff& d = *result().captures;
    auto* page = new QWidget(this);
    auto* layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 6, 0, 0);

    // What each run is, in one line each.
    const auto facts = [&](const QString& name, const CaptureDiffSide& s) {
        QStringList parts;
        if (d.bySteps)
            parts << tr("%n steps", nullptr, static_cast<int>(s.steps))
                  << tr("median %1").arg(text::durationText(s.stepMedian))
                  << tr("p90 %1").arg(text::durationText(s.stepP90));
        else
            parts << tr("%1 s measured").arg(static_cast<double>(s.windowEnd - s.windowStart) / 1e9, 0, 'f', 2);
        if (s.gpuKnown)
            parts << tr("GPU busy %1").arg(text::percentText(s.busyShare()));
        return QStringLiteral("<b>%1</b> %2 — %3")
            .arg(name, fileName(name == QLatin1String("A") ? result().a.path : result().b.path).toHtmlEscaped(),
                 parts.join(QStringLiteral(", ")));
    };
    auto* runs = new QLabel(page);
    runs->setObjectName(QStringLiteral("compareRuns"));
    runs->setTextFormat(Qt::RichText);
    runs->setText(
        QStringLiteral("<span style='color:%1'>■</span> %2<br><span style='color:%3'>■</span> %4")
            .arg(kColourA.name(), facts(QStringLiteral("A"), d.a), kColourB.name(), facts(QStringLiteral("B"), d.b)));
    layout->addWidget(runs);

    auto* split = new QSplitter(Qt::Vertical, page);
    auto* charts = new QSplitter(Qt::Horizontal, split);
    m_stepPlot = new QCustomPlot(charts);
    m_stepPlot->setObjectName(QStringLiteral("compareStepPlot"));
    m_stepPlot->setMinimumHeight(180);
    m_gpuPlot = new QCustomPlot(charts);
    m_gpuPlot->setObjectName(QStringLiteral("compareGpuPlot"));
    m_gpuPlot->setMinimumHeight(180);
    fillStepPlot();
    fillGpuPlot();
    charts->setSizes({1000, 1000});

    auto* tablePane = new QWidget(split);
    auto* tableLayout = new QVBoxLayout(tablePane);
    tableLayout->setContentsMargins(0, 0, 0, 0);
    auto* bar = new QHBoxLayout;
    m_filter = new QLineEdit(tablePane);
    m_filter->setObjectName(QStringLiteral("compareFilter"));
    m_filter->setPlaceholderText(tr("Filter by name or Python line…"));
    m_filter->setClearButtonEnabled(true);
    bar->addWidget(m_filter, 1);
    m_kind = new QComboBox(tablePane);
    m_kind->setObjectName(QStringLiteral("compareKind"));
    m_kind->addItem(tr("All changes"), QString());
    for (CaptureDiffRow::Kind k :
         {CaptureDiffRow::Kind::Call, CaptureDiffRow::Kind::Kernel, CaptureDiffRow::Kind::Range,
          CaptureDiffRow::Kind::Idle, CaptureDiffRow::Kind::Chain})
        m_kind->addItem(CaptureChangesModel::kindText(k), CaptureChangesModel::kindKey(k));
    bar->addWidget(m_kind);
    auto* showA = new QPushButton(tr("Show in A"), tablePane);
    showA->setObjectName(QStringLiteral("compareShowA"));
    showA->setToolTip(tr("Open the selected call, kernel or range in A's timeline (Enter)"));
    auto* showB = new QPushButton(tr("Show in B"), tablePane);
    showB->setObjectName(QStringLiteral("compareShowB"));
    showB->setToolTip(tr("Open the selected call, kernel or range in B's timeline (Shift+Enter)"));
    bar->addWidget(showA);
    bar->addWidget(showB);
    tableLayout->addLayout(bar);

    m_changes = new CaptureChangesModel(this);
    m_changes->setDiff(&d);
    auto* proxy = new ChangesFilter(this);
    m_proxy = proxy;
    m_table = makeTable(m_changes, proxy, CaptureChangesModel::SortRole, tablePane);
    m_table->setObjectName(QStringLiteral("compareChanges"));
    m_table->horizontalHeader()->setSectionResizeMode(CaptureChangesModel::NameColumn, QHeaderView::Interactive);
    m_table->setColumnWidth(CaptureChangesModel::KindColumn, 90);
    m_table->setColumnWidth(CaptureChangesModel::NameColumn, 340);
    m_table->setColumnWidth(CaptureChangesModel::WhereColumn, 200);
    m_table->installEventFilter(this);
    tableLayout->addWidget(m_table, 1);
    auto* empty = new QLabel(tr("No change: both runs spend their time alike."), tablePane);
    empty->setObjectName(QStringLiteral("compareNoChange"));
    empty->setVisible(d.rows.empty() && d.chains.empty());
    tableLayout->addWidget(empty);

    connect(m_filter, &QLineEdit::textChanged, this, &CompareView::applyFilter);
    connect(m_kind, &QComboBox::currentIndexChanged, this, &CompareView::applyFilter);
    const auto openSelected = [this](bool inB) {
        const QModelIndex current = m_table->currentIndex();
        if (current.isValid())
            openRow(current.row(), inB);
    };
    connect(showA, &QPushButton::clicked, this, [openSelected] { openSelected(false); });
    connect(showB, &QPushButton::clicked, this, [openSelected] { openSelected(true); });
    connect(m_table, &QTableView::doubleClicked, this,
            [this](const QModelIndex& index) { openRow(index.row(), false); });

    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    layout->addWidget(split, 1);
    return page;
}

void CompareView::applyFilter()
{
    auto* proxy = static_cast<ChangesFilter*>(m_proxy);
    proxy->setFilterRegularExpression(
        QRegularExpression(QRegularExpression::escape(m_filter->text()), QRegularExpression::CaseInsensitiveOption));
    proxy->setKind(m_kind->currentData().toString());
}

void CompareView::fillStepPlot()
{
    const CaptureDiff& d = *result().captures;
    QCustomPlot* plot = m_stepPlot;
    plot->plotLayout()->insertRow(0);
    plot->plotLayout()->addElement(
        0, 0,
        new QCPTextElement(plot, tr("Step time, both runs"), QFont(font().family(), font().pointSize(), QFont::Bold)));
    const std::vector<std::int64_t>& a = d.a.stepDurations;
    const std::vector<std::int64_t>& b = d.b.stepDurations;
    if (a.empty() && b.empty()) {
        auto* note = new QCPItemText(plot);
        note->position->setType(QCPItemPosition::ptAxisRectRatio);
        note->position->setCoords(0.5, 0.5);
        note->setText(tr("Neither run has steps: both are compared per second."));
        plot->xAxis->setVisible(false);
        plot->yAxis->setVisible(false);
        plot->replot();
        return;
    }
    double lo = 1e300;
    double hi = 0;
    for (const auto* v : {&a, &b})
        for (std::int64_t ns : *v) {
            lo = std::min(lo, ns / 1e6);
            hi = std::max(hi, ns / 1e6);
        }
    const std::size_t n = std::max(a.size(), b.size());
    const int bins = std::clamp(static_cast<int>(std::sqrt(static_cast<double>(n)) * 2), 8, 40);
    double width = (hi - lo) / bins;
    if (width <= 0)
        width = std::max(lo * 0.02, 0.001);
    lo -= width / 2;
    const auto histogram = [&](const std::vector<std::int64_t>& v, const QColor& colour, const QString& name) {
        if (v.empty())
            return;
        QVector<double> keys(bins + 1);
        QVector<double> values(bins + 1, 0);
        for (int i = 0; i <= bins; ++i)
            keys[i] = lo + (i + 0.5) * width;
        for (std::int64_t ns : v) {
            const int i = std::clamp(static_cast<int>((ns / 1e6 - lo) / width), 0, bins);
            values[i] += 100.0 / static_cast<double>(v.size());
        }
        auto* bars = new QCPBars(plot->xAxis, plot->yAxis);
        bars->setName(name);
        bars->setWidth(width);
        QColor fill = colour;
        fill.setAlpha(120);
        bars->setBrush(fill);
        bars->setPen(QPen(colour.darker(120)));
        bars->setData(keys, values, true);
    };
    //: %n the steps counted, %1 their median duration
    histogram(
        a, kColourA,
        tr("A: %n steps, median %1", nullptr, static_cast<int>(a.size())).arg(text::durationText(d.a.stepMedian)));
    //: %n the steps counted, %1 their median duration
    histogram(
        b, kColourB,
        tr("B: %n steps, median %1", nullptr, static_cast<int>(b.size())).arg(text::durationText(d.b.stepMedian)));
    // The medians.
    for (const auto& [median, colour] : {std::pair{d.a.stepMedian, kColourA}, std::pair{d.b.stepMedian, kColourB}}) {
        if (median <= 0)
            continue;
        auto* line = new QCPItemStraightLine(plot);
        line->point1->setCoords(median / 1e6, 0);
        line->point2->setCoords(median / 1e6, 1);
        QPen pen(colour, 2, Qt::DashLine);
        line->setPen(pen);
    }
    plot->xAxis->setLabel(tr("Step time (ms)"));
    plot->yAxis->setLabel(tr("Steps (%)"));
    plot->rescaleAxes();
    plot->xAxis->setRange(lo - width, hi + 1.5 * width);
    plot->yAxis->setRangeLower(0);
    plot->yAxis->setRangeUpper(plot->yAxis->range().upper * 1.15);
    legendBelowTitle(plot);
    plot->replot();
}

void CompareView::fillGpuPlot()
{
    const CaptureDiff& d = *result().captures;
    QCustomPlot* plot = m_gpuPlot;
    const QString unit = d.bySteps ? tr("ms per step") : tr("ms per second");
    plot->plotLayout()->insertRow(0);
    plot->plotLayout()->addElement(0, 0,
                                   new QCPTextElement(plot, tr("GPU time, %1").arg(unit),
                                                      QFont(font().family(), font().pointSize(), QFont::Bold)));
    if (!d.a.gpuKnown || !d.b.gpuKnown) {
        auto* note = new QCPItemText(plot);
        note->position->setType(QCPItemPosition::ptAxisRectRatio);
        note->position->setCoords(0.5, 0.5);
        note->setText(
            !d.a.gpuKnown && !d.b.gpuKnown
                ? tr("Neither run recorded GPU work.")
                : tr("%1 recorded no GPU work.").arg(d.a.gpuKnown ? QStringLiteral("B") : QStringLiteral("A")));
        plot->xAxis->setVisible(false);
        plot->yAxis->setVisible(false);
        plot->replot();
        return;
    }
    struct Bucket
    {
        std::string id;
        double a = 0;
        double b = 0;
    };
    const auto perUnit = [](const CaptureDiffSide& s, std::int64_t ns) {
        return s.gpuUnits > 0 ? static_cast<double>(ns) / s.gpuUnits / 1e6 : 0.0;
    };
    std::vector<Bucket> buckets = {
        {"compute", perUnit(d.a, d.a.gpu.computeNs), perUnit(d.b, d.b.gpu.computeNs)},
        {"communication", perUnit(d.a, d.a.gpu.communicationNs), perUnit(d.b, d.b.gpu.communicationNs)},
        {"copy", perUnit(d.a, d.a.gpu.copyNs), perUnit(d.b, d.b.gpu.copyNs)},
    };
    for (std::size_t c = 0; c < kIdleCauses; ++c)
        buckets.push_back({std::string("idle.") + idleCauseId(static_cast<IdleCause>(c)),
                           perUnit(d.a, d.a.gpu.idleNs[c]), perUnit(d.b, d.b.gpu.idleNs[c])});
    std::erase_if(buckets, [](const Bucket& b) { return b.a <= 0 && b.b <= 0; });
    // Top to bottom as listed.
    std::reverse(buckets.begin(), buckets.end());
    QVector<double> keys;
    QVector<double> valuesA;
    QVector<double> valuesB;
    QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
    for (std::size_t i = 0; i < buckets.size(); ++i) {
        keys << static_cast<double>(i + 1);
        valuesA << buckets[i].a;
        valuesB << buckets[i].b;
        ticker->addTick(static_cast<double>(i + 1), text::toQString(captureDiffBucketLabel(buckets[i].id)));
    }
    auto* group = new QCPBarsGroup(plot);
    for (const auto& [values, colour, name] :
         {std::tuple{valuesB, kColourB, QStringLiteral("B")}, std::tuple{valuesA, kColourA, QStringLiteral("A")}}) {
        auto* bars = new QCPBars(plot->yAxis, plot->xAxis);
        bars->setName(name);
        bars->setWidth(0.38);
        QColor fill = colour;
        fill.setAlpha(200);
        bars->setBrush(fill);
        bars->setPen(QPen(colour.darker(120)));
        bars->setData(keys, values, true);
        bars->setBarsGroup(group);
    }
    // A above B, in the bars and in the legend.
    plot->legend->clearItems();
    for (int i = plot->plottableCount() - 1; i >= 0; --i)
        plot->plottable(i)->addToLegend();
    plot->yAxis->setTicker(ticker);
    plot->yAxis->setRange(0.4, static_cast<double>(buckets.size()) + 0.6);
    plot->yAxis->grid()->setVisible(false);
    plot->xAxis->setLabel(unit);
    plot->xAxis->rescale();
    plot->xAxis->setRangeLower(0);
    plot->xAxis->setRangeUpper(plot->xAxis->range().upper * 1.1);
    legendBelowTitle(plot);
    plot->replot();
}

QWidget* CompareView::createSnapshotPage()
{
    const snapshot::SnapshotDiff& d = *result().snapshots;
    auto* page = new QWidget(this);
    auto* layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 6, 0, 0);
    auto* split = new QSplitter(Qt::Vertical, page);

    // The figures of both, summed over the devices.
    auto* top = new QSplitter(Qt::Horizontal, split);
    auto* figures = new QTableWidget(top);
    figures->setObjectName(QStringLiteral("compareFigures"));
    figures->setColumnCount(3);
    figures->setHorizontalHeaderLabels({tr("A"), tr("B"), tr("Change")});
    figures->setEditTriggers(QAbstractItemView::NoEditTriggers);
    const snapshot::DiffFigures a = d.totalA();
    const snapshot::DiffFigures b = d.totalB();
    const auto bytesRow = [](std::uint64_t x, std::uint64_t y) {
        const std::int64_t change = static_cast<std::int64_t>(y) - static_cast<std::int64_t>(x);
        return QStringList{text::bytesText(x), text::bytesText(y),
                           (change > 0 ? QStringLiteral("+") : QString()) + text::signedBytesText(change)
                               + signedPercent(static_cast<double>(x), static_cast<double>(y))};
    };
    const std::vector<std::pair<QString, QStringList>> rows = {
        {tr("Allocated"), bytesRow(a.allocated, b.allocated)},
        {tr("Reserved"), bytesRow(a.reserved, b.reserved)},
        {tr("Active"), bytesRow(a.active, b.active)},
        {tr("Peak"), bytesRow(a.peak, b.peak)},
        {tr("Cached free"), bytesRow(a.inactive, b.inactive)},
        {tr("Fragmentation"),
         {text::percentText(a.fragmentation), text::percentText(b.fragmentation),
          //: a change of percentage points, %1 signed
          tr("%1 pts").arg(text::toQString(text::formatSignedNumber((b.fragmentation - a.fragmentation) * 100, 1)))}},
        {tr("Segments"),
         {QString::number(a.segments), QString::number(b.segments),
          text::toQString(
              text::formatSignedNumber(static_cast<double>(b.segments) - static_cast<double>(a.segments), 0))}},
        {tr("Largest free block"), bytesRow(a.largestFreeBlock, b.largestFreeBlock)},
    };
    figures->setRowCount(static_cast<int>(rows.size()));
    for (int i = 0; i < static_cast<int>(rows.size()); ++i) {
        figures->setVerticalHeaderItem(i, new QTableWidgetItem(rows[static_cast<std::size_t>(i)].first));
        for (int c = 0; c < 3; ++c) {
            auto* item = new QTableWidgetItem(rows[static_cast<std::size_t>(i)].second.value(c));
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            figures->setItem(i, c, item);
        }
    }
    figures->resizeColumnsToContents();
    figures->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    int width = figures->verticalHeader()->sizeHint().width() + 2 * figures->frameWidth() + 4;
    for (int c = 0; c < figures->columnCount(); ++c)
        width += figures->columnWidth(c);
    figures->setMinimumWidth(width);

    // Both block maps at their peaks.
    const auto mapPane = [&](const QString& name, const std::optional<SnapshotPeak>& peak,
                             const std::shared_ptr<const snapshot::Snapshot>& snap, BlockMap** map,
                             QScrollArea** scroll) {
        auto* pane = new QWidget(top);
        auto* v = new QVBoxLayout(pane);
        v->setContentsMargins(0, 0, 0, 0);
        auto* caption = new QLabel(pane);
        caption->setObjectName(QStringLiteral("compareMapCaption") + name);
        *map = new BlockMap(pane);
        (*map)->setObjectName(QStringLiteral("compareBlockMap") + name);
        *scroll = new QScrollArea(pane);
        (*scroll)->setWidget(*map);
        (*scroll)->setWidgetResizable(false);
        (*scroll)->viewport()->installEventFilter(this);
        if (peak) {
            caption->setText(
                tr("<b>%1</b> %2 at its peak: %3 active on device %4")
                    .arg(name, fileName(name == QLatin1String("A") ? result().a.path : result().b.path).toHtmlEscaped(),
                         text::bytesText(peak->activeBytes))
                    .arg(peak->device));
            std::vector<const snapshot::StateSegment*> segments;
            for (const snapshot::StateSegment& s : peak->state.segments)
                segments.push_back(&s);
            (*map)->setState(snap.get(), std::move(segments));
        } else {
            caption->setText(tr("<b>%1</b>: no device memory").arg(name));
        }
        v->addWidget(caption);
        v->addWidget(*scroll, 1);
        return pane;
    };
    mapPane(QStringLiteral("A"), m_prepared.peakA, result().a.snapshot, &m_mapA, &m_scrollA);
    mapPane(QStringLiteral("B"), m_prepared.peakB, result().b.snapshot, &m_mapB, &m_scrollB);
    top->setStretchFactor(0, 0);
    top->setStretchFactor(1, 1);
    top->setStretchFactor(2, 1);

    // Where the bytes moved.
    auto* bottom = new QWidget(split);
    auto* bottomLayout = new QVBoxLayout(bottom);
    bottomLayout->setContentsMargins(0, 0, 0, 0);
    m_filter = new QLineEdit(bottom);
    m_filter->setObjectName(QStringLiteral("compareFilter"));
    m_filter->setPlaceholderText(tr("Filter by site or size…"));
    m_filter->setClearButtonEnabled(true);
    bottomLayout->addWidget(m_filter);
    auto* tables = new QTabWidget(bottom);
    tables->setObjectName(QStringLiteral("compareSnapshotTables"));
    m_sites = new SnapshotChangesModel(SnapshotChangesModel::Table::Sites, this);
    m_sites->setDiff(&d);
    m_sizes = new SnapshotChangesModel(SnapshotChangesModel::Table::SizeClasses, this);
    m_sizes->setDiff(&d);
    m_proxy = new QSortFilterProxyModel(this);
    m_table = makeTable(m_sites, m_proxy, SnapshotChangesModel::SortRole, tables);
    m_table->setObjectName(QStringLiteral("compareSites"));
    m_table->setColumnWidth(SnapshotChangesModel::LabelColumn, 460);
    auto* sizeProxy = new QSortFilterProxyModel(this);
    m_sizeTable = makeTable(m_sizes, sizeProxy, SnapshotChangesModel::SortRole, tables);
    m_sizeTable->setObjectName(QStringLiteral("compareSizes"));
    m_sizeTable->setColumnWidth(SnapshotChangesModel::LabelColumn, 200);
    tables->addTab(m_table, tr("By allocation site"));
    tables->addTab(m_sizeTable, tr("By block size"));
    bottomLayout->addWidget(tables, 1);
    auto* empty = new QLabel(tr("No change: both snapshots hold the same memory."), bottom);
    empty->setObjectName(QStringLiteral("compareNoChange"));
    empty->setVisible(d.noChange());
    bottomLayout->addWidget(empty);
    connect(m_filter, &QLineEdit::textChanged, this, [this, sizeProxy](const QString& text) {
        m_proxy->setFilterFixedString(text);
        sizeProxy->setFilterFixedString(text);
    });
    // Selecting a site outlines its blocks in both maps.
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) {
                const snapshot::BytesChange* c = m_sites->rowAt(m_proxy->mapToSource(current).row());
                for (const auto& [map, snap] :
                     {std::pair{m_mapA, result().a.snapshot}, std::pair{m_mapB, result().b.snapshot}}) {
                    std::unordered_set<snapshot::StackId> stacks;
                    if (c && snap && !(c->file.empty() && c->function.empty())) {
                        for (std::size_t s = 0; s < snap->stacks.count(); ++s) {
                            const std::int64_t frame = snap->allocationSite(static_cast<snapshot::StackId>(s));
                            if (frame < 0 || static_cast<std::size_t>(frame) >= snap->frames.size())
                                continue;
                            const snapshot::Frame& f = snap->frames[static_cast<std::size_t>(frame)];
                            if (f.line == c->line && snap->string(f.filename) == c->file
                                && snap->string(f.name) == c->function)
                                stacks.insert(static_cast<snapshot::StackId>(s));
                        }
                    }
                    map->setHighlightedStacks(std::move(stacks));
                }
            });

    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    layout->addWidget(split, 1);
    return page;
}

bool CompareView::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::Resize) {
        if (m_scrollA && watched == m_scrollA->viewport())
            m_mapA->setBaseWidth(m_scrollA->viewport()->width());
        if (m_scrollB && watched == m_scrollB->viewport())
            m_mapB->setBaseWidth(m_scrollB->viewport()->width());
    }
    if (watched == m_table && event->type() == QEvent::KeyPress) {
        const auto* key = static_cast<QKeyEvent*>(event);
        if ((key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) && m_table->currentIndex().isValid()
            && result().captures) {
            openRow(m_table->currentIndex().row(), key->modifiers().testFlag(Qt::ShiftModifier));
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

QWidget* CompareView::createTimelinesPage()
{
    const CaptureDiff& d = *result().captures;
    auto* layout = new QVBoxLayout(m_timelinesPage);
    layout->setContentsMargins(0, 4, 0, 0);
    auto* bar = new QHBoxLayout;
    auto* label = new QLabel(d.bySteps ? tr("Align at step:") : tr("Aligned at each run's start"), m_timelinesPage);
    bar->addWidget(label);
    m_alignStep = new QSpinBox(m_timelinesPage);
    m_alignStep->setObjectName(QStringLiteral("compareAlignStep"));
    const int steps = static_cast<int>(std::min(d.a.stepStarts.size(), d.b.stepStarts.size()));
    m_alignStep->setRange(1, std::max(1, steps));
    m_alignStep->setEnabled(d.bySteps && steps > 0);
    m_alignStep->setToolTip(tr("Both timelines show this step of their run, and move together"));
    bar->addWidget(m_alignStep);
    auto* hint = new QLabel(tr("Zooming or panning either timeline moves the other by as much."), m_timelinesPage);
    hint->setEnabled(false);
    bar->addWidget(hint, 1);
    layout->addLayout(bar);

    auto* split = new QSplitter(Qt::Vertical, m_timelinesPage);
    for (const auto& [name, run, view] : {std::tuple{QStringLiteral("A"), &result().a, &m_timelineA},
                                          std::tuple{QStringLiteral("B"), &result().b, &m_timelineB}}) {
        auto* pane = new QWidget(split);
        auto* v = new QVBoxLayout(pane);
        v->setContentsMargins(0, 0, 0, 0);
        auto* caption = new QLabel(QStringLiteral("<b>%1</b> %2").arg(name, run->path.toHtmlEscaped()), pane);
        v->addWidget(caption);
        *view = new TimelineView(run->trace, pane);
        (*view)->setObjectName(QStringLiteral("compareTimeline") + name);
        (*view)->setEmbedded(true);
        v->addWidget(*view, 1);
    }
    layout->addWidget(split, 1);
    connect(m_timelineA->zoom(), &timeline::ZoomControl::rangeChanged, this, [this] { follow(true); });
    connect(m_timelineB->zoom(), &timeline::ZoomControl::rangeChanged, this, [this] { follow(false); });
    connect(m_alignStep, &QSpinBox::valueChanged, this, &CompareView::alignTimelines);
    return m_timelinesPage;
}

void CompareView::showTimelines(int step)
{
    if (!result().captures)
        return;
    if (!m_timelineA)
        createTimelinesPage();
    m_pages->setCurrentWidget(m_timelinesPage);
    if (m_alignStep->value() != step) {
        m_alignStep->setValue(step); // aligns
        if (m_alignStep->value() == step)
            return;
    }
    alignTimelines(m_alignStep->value());
}

void CompareView::alignTimelines(int step)
{
    const CaptureDiff& d = *result().captures;
    const std::size_t i = static_cast<std::size_t>(std::max(1, step) - 1);
    std::int64_t startA = d.a.windowStart;
    std::int64_t startB = d.b.windowStart;
    std::int64_t width = std::min<std::int64_t>(
        1'000'000'000, std::max<std::int64_t>(1, std::min(d.a.windowEnd - startA, d.b.windowEnd - startB)));
    if (d.bySteps && i < d.a.stepStarts.size() && i < d.b.stepStarts.size()) {
        startA = d.a.stepStarts[i];
        startB = d.b.stepStarts[i];
        width = std::max(d.a.stepDurations[i], d.b.stepDurations[i]);
    }
    m_offset = startB - startA;
    const std::int64_t margin = width / 20;
    m_following = true;
    m_timelineA->zoom()->setRange(startA - margin, startA + width + margin);
    m_timelineB->zoom()->setRange(startB - margin, startB + width + margin);
    m_following = false;
    emit statusMessage(d.bySteps ? tr("Both timelines at step %1").arg(step)
                                 : tr("Both timelines at their run's start"));
}

void CompareView::follow(bool fromA)
{
    if (m_following || !m_timelineA || !m_timelineB)
        return;
    m_following = true;
    timeline::ZoomControl* from = fromA ? m_timelineA->zoom() : m_timelineB->zoom();
    timeline::ZoomControl* to = fromA ? m_timelineB->zoom() : m_timelineA->zoom();
    const std::int64_t shift = fromA ? m_offset : -m_offset;
    to->setRange(from->rangeStart() + shift, from->rangeEnd() + shift, timeline::ZoomControl::History::Coalesce);
    m_following = false;
}

bool CompareView::openRow(int proxyRow, bool inB)
{
    if (!m_changes)
        return false;
    const CaptureDiffRow* r = m_changes->rowAt(m_proxy->mapToSource(m_proxy->index(proxyRow, 0)).row());
    if (!r)
        return false;
    // A GPU idle cause or a chain is no one event: its Python line, when it has one, is searched
    // (the calls made while that line ran).
    QString what = text::toQString(r->name);
    if (r->kind == CaptureDiffRow::Kind::Idle || r->kind == CaptureDiffRow::Kind::Chain) {
        const QString where = text::toQString(r->where).section(QLatin1Char(' '), 0, 0);
        if (!where.contains(QLatin1Char(':'))) {
            emit statusMessage(tr("%1 is not one event: the timelines show the aligned step.")
                                   .arg(text::toQString(captureDiffRowLabel(*r))));
            showTimelines(m_alignStep ? m_alignStep->value() : 1);
            return false;
        }
        what = where;
    }
    if (r->kind != CaptureDiffRow::Kind::Idle && r->kind != CaptureDiffRow::Kind::Chain && !(inB ? r->inB : r->inA)) {
        emit statusMessage(tr("%1 has no %2 in it.").arg(inB ? QStringLiteral("B") : QStringLiteral("A"), what));
        return false;
    }
    showTimelines(m_alignStep ? m_alignStep->value() : 1);
    TimelineView* view = inB ? m_timelineB : m_timelineA;
    view->searchEdit()->setText(what);
    const bool found = view->searchNext();
    if (found)
        view->zoomToEvent(view->selectedEvent());
    emit statusMessage(
        found ? tr("%1 in %2's timeline").arg(what, inB ? QStringLiteral("B") : QStringLiteral("A"))
              : tr("%1 is not on %2's timeline").arg(what, inB ? QStringLiteral("B") : QStringLiteral("A")));
    view->setFocus();
    return found;
}

std::vector<ReviewImage> CompareView::pictures() const
{
    std::vector<ReviewImage> out;
    const auto add = [&](const QString& title, const QString& caption, const QString& file, const QPixmap& pixmap) {
        if (pixmap.isNull())
            return;
        out.push_back({title, caption, file, QString(), pngOf(pixmap), pixmap.size()});
    };
    if (const auto& d = result().captures) {
        // Twice the layout's pixels: sharp on high-density screens and in print.
        if (!d->a.stepDurations.empty() || !d->b.stepDurations.empty())
            add(tr("Step time"), tr("The step-time distribution of both runs, medians dashed (A blue, B orange)"),
                QStringLiteral("step-time.png"), m_stepPlot->toPixmap(900, 380, 2.0));
        if (d->a.gpuKnown && d->b.gpuKnown)
            add(tr("GPU time"),
                d->bySteps ? tr("Where each run's GPU time went, per step (A blue, B orange)")
                           : tr("Where each run's GPU time went, per second (A blue, B orange)"),
                QStringLiteral("gpu-time.png"), m_gpuPlot->toPixmap(900, 380, 2.0));
    } else {
        for (const auto& [map, name, peak] : {std::tuple{m_mapA, QStringLiteral("A"), &m_prepared.peakA},
                                              std::tuple{m_mapB, QStringLiteral("B"), &m_prepared.peakB}}) {
            if (!*peak)
                continue;
            QPixmap pixmap = map->grab();
            if (pixmap.height() > 4000)
                pixmap = pixmap.copy(0, 0, pixmap.width(), 4000);
            add(tr("%1 at its peak").arg(name),
                tr("%1's device %2 at its peak, %3 active: each row a segment, each block coloured by state")
                    .arg(name)
                    .arg((*peak)->device)
                    .arg(text::bytesText((*peak)->activeBytes)),
                QStringLiteral("block-map-%1.png").arg(name.toLower()), pixmap);
        }
    }
    return out;
}

CompareExportResult CompareView::exportReportTo(const QString& path) const
{
    CompareExportOptions options;
    options.nameA = fileName(result().a.path);
    options.nameB = fileName(result().b.path);
    options.pathA = result().a.path;
    options.pathB = result().b.path;
    options.pictures = pictures();
    const std::optional<ReportFormat> format = reportFormatFromName(QFileInfo(path).suffix().toLower());
    if (!format || *format == ReportFormat::Pdf) {
        CompareExportResult refused;
        refused.error = tr("A comparison report is Markdown (.md) or HTML (.html): %1 is neither.").arg(path);
        return refused;
    }
    return result().captures ? CompareExport::write(*result().captures, options, *format, path)
                             : CompareExport::write(*result().snapshots, options, *format, path);
}

void CompareView::exportReport()
{
    const QString suggested = QDir(lastFolder())
                                  .filePath(QStringLiteral("compare-%1-%2.html")
                                                .arg(QFileInfo(result().a.path).completeBaseName(),
                                                     QFileInfo(result().b.path).completeBaseName()));
    QString selected;
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export Comparison Report"), suggested,
        tr("HTML report, one file (*.html);;Markdown report, pictures beside it (*.md)"), &selected);
    if (path.isEmpty())
        return;
    rememberFolderOf(path);
    QString target = path;
    if (QFileInfo(path).suffix().isEmpty())
        target += selected.contains(QLatin1String("*.md")) ? QStringLiteral(".md") : QStringLiteral(".html");
    const CompareExportResult written = exportReportTo(target);
    if (!written.ok) {
        QMessageBox::warning(this, tr("Export Comparison Report"), written.error);
        return;
    }
    emit statusMessage(tr("Wrote the comparison report to %1 (%n picture(s)).", nullptr, written.images).arg(target));
}

} // namespace faultline
