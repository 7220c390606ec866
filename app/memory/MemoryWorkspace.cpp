#include "MemoryWorkspace.h"

#include "BlockMap.h"
#include "MemoryTimeline.h"
#include "OomExplainer.h"
#include "QtText.h"
#include "SnapshotLoader.h"
#include "TraceEntryModel.h"
#include "common/BackgroundJobs.h"

#include <QComboBox>
#include <QEvent>
#include <QFileInfo>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSlider>
#include <QSplitter>
#include <QStyle>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTextBrowser>
#include <QToolButton>
#include <QVBoxLayout>

#include <unordered_set>

namespace faultline {

using namespace faultline::snapshot;

namespace {

// When a Fragmentation figure is high (MemoryWorkspace::highFigures).
constexpr double kHighInternalWaste = 0.10;        // of allocated
constexpr double kHighPendingFree = 0.05;          // of reserved
constexpr double kHighInactive = 0.20;             // of reserved
constexpr double kHighExternalFragmentation = 0.5; // ratio, when the cached free is sizeable:
constexpr double kSizeableInactive = 0.05;         // of reserved

const char* const kChipState = "faultlineBlockState";
const char* const kChipText = "faultlineChipText";

void fillChip(QLabel* label, const QPalette& palette)
{
    const auto state = static_cast<BlockState>(label->property(kChipState).toInt());
    label->setText(QStringLiteral("<span style=\"color:%1\">■</span> %2")
                       .arg(BlockMap::colourOf(state, palette).name(), label->property(kChipText).toString()));
}

// Its colour follows the palette (MemoryWorkspace::changeEvent).
QLabel* legendChip(BlockState state, const QString& text, QWidget* parent)
{
    auto* label = new QLabel(parent);
    label->setProperty(kChipState, static_cast<int>(state));
    label->setProperty(kChipText, text);
    fillChip(label, parent->palette());
    return label;
}

} // namespace

MemoryWorkspace::MemoryWorkspace(const QString& path, LoadedSnapshot loaded, QWidget* parent)
    : QWidget(parent)
    , m_path(path)
    , m_snapshot(std::move(loaded.snapshot))
    , m_replay(std::move(loaded.replay))
{
    std::shared_ptr<const SiteSeries> series = std::move(loaded.series);
    setObjectName(QStringLiteral("memoryWorkspace"));
    m_jobs = new BackgroundJobs(this);
    if (m_replay) {
        m_device = m_replay->device();
        m_requestedDevice = m_device;
        m_cursor = std::make_unique<ReplayCursor>(*m_replay);
    }

    auto* top = new QHBoxLayout;
    m_deviceCombo = new QComboBox(this);
    m_deviceCombo->setObjectName(QStringLiteral("deviceCombo"));
    for (const std::int64_t d : m_snapshot->devices())
        m_deviceCombo->addItem(tr("GPU %1").arg(d), QVariant::fromValue<qint64>(d));
    m_poolCombo = new QComboBox(this);
    m_poolCombo->setObjectName(QStringLiteral("poolCombo"));
    m_streamCombo = new QComboBox(this);
    m_streamCombo->setObjectName(QStringLiteral("streamCombo"));
    top->addWidget(new QLabel(tr("Device:"), this));
    top->addWidget(m_deviceCombo);
    top->addWidget(new QLabel(tr("Pool:"), this));
    top->addWidget(m_poolCombo);
    top->addWidget(new QLabel(tr("Stream:"), this));
    top->addWidget(m_streamCombo);
    top->addSpacing(12);
    if (m_snapshot->source.segmentsOnly) {
        // Each block is a whole traced segment: what it holds is not known, so it is not called
        // allocated.
        QLabel* chip = legendChip(BlockState::ActiveAllocated, tr("traced segment (its tensors unknown)"), this);
        chip->setObjectName(QStringLiteral("segmentsOnlyLegend"));
        top->addWidget(chip);
    } else {
        top->addWidget(legendChip(BlockState::ActiveAllocated, tr("allocated"), this));
        top->addWidget(legendChip(BlockState::ActivePendingFree, tr("pending free"), this));
        top->addWidget(legendChip(BlockState::Inactive, tr("free (cached)"), this));
    }
    top->addStretch(1);
    m_positionLabel = new QLabel(this);
    m_positionLabel->setObjectName(QStringLiteral("positionLabel"));
    top->addWidget(m_positionLabel);

    m_map = new BlockMap(this);
    m_mapScroll = new QScrollArea(this);
    m_mapScroll->setObjectName(QStringLiteral("blockMapScroll"));
    m_mapScroll->setWidget(m_map);
    m_mapScroll->setWidgetResizable(false);
    m_mapScroll->viewport()->installEventFilter(this);
    m_mapScroll->setToolTip(QString());

    auto* side = new QTabWidget(this);
    m_sidePanels = side;
    side->setObjectName(QStringLiteral("memorySidePanels"));
    // Scrolled, so that its explanations never squeeze the history below the map.
    auto* metricsScroll = new QScrollArea(side);
    metricsScroll->setObjectName(QStringLiteral("fragmentationScroll"));
    metricsScroll->setWidgetResizable(true);
    metricsScroll->setFrameShape(QFrame::NoFrame);
    metricsScroll->setWidget(createMetricsPanel());
    side->addTab(metricsScroll, tr("Fragmentation"));
    m_oomPanel = createOomPanel();
    side->addTab(m_oomPanel, tr("OOM"));
    m_frames = new QListWidget(this);
    m_frames->setObjectName(QStringLiteral("frameList"));
    m_frames->setToolTip(tr("Frames of the clicked block. Select one to outline every block it allocated."));
    side->addTab(m_frames, tr("Frames"));

    auto* upper = new QSplitter(Qt::Horizontal, this);
    upper->addWidget(m_mapScroll);
    upper->addWidget(side);
    upper->setStretchFactor(0, 3);
    upper->setStretchFactor(1, 1);

    auto* history = new QWidget(this);
    auto* historyLayout = new QVBoxLayout(history);
    historyLayout->setContentsMargins(0, 0, 0, 0);
    m_slider = new QSlider(Qt::Horizontal, history);
    m_slider->setObjectName(QStringLiteral("historyScrubber"));
    m_slider->setToolTip(tr("Allocator history: drag to see the state after any recorded entry."));
    m_model = new TraceEntryModel(this);
    m_entries = new QTableView(history);
    m_entries->setObjectName(QStringLiteral("traceEntries"));
    m_entries->setModel(m_model);
    m_entries->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_entries->setSelectionMode(QAbstractItemView::SingleSelection);
    m_entries->verticalHeader()->hide();
    m_entries->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 4);
    m_entries->horizontalHeader()->setStretchLastSection(true);
    m_entries->setWordWrap(false);
    m_timeline = new MemoryTimeline(history);
    historyLayout->addWidget(m_timeline);
    historyLayout->addWidget(m_slider);
    historyLayout->addWidget(m_entries);

    auto* outer = new QSplitter(Qt::Vertical, this);
    outer->addWidget(upper);
    outer->addWidget(history);
    outer->setStretchFactor(0, 3);
    outer->setStretchFactor(1, 2);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(outer, 1);
    if (!m_snapshot->warnings.empty()) {
        QStringList warnings;
        for (const std::string& w : m_snapshot->warnings)
            warnings.append(QString::fromStdString(w));
        auto* warning = new QLabel(tr("⚠ %1").arg(warnings.join(QStringLiteral("; "))), this);
        warning->setObjectName(QStringLiteral("snapshotWarnings"));
        warning->setWordWrap(true);
        layout->addWidget(warning);
    }

    connect(m_deviceCombo, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (index >= 0)
            setDevice(m_deviceCombo->itemData(index).toLongLong());
    });
    connect(m_poolCombo, &QComboBox::currentIndexChanged, this, [this] { refreshState(); });
    connect(m_streamCombo, &QComboBox::currentIndexChanged, this, [this] { refreshState(); });
    connect(m_slider, &QSlider::valueChanged, this, [this](int value) {
        if (!m_syncing)
            setPosition(static_cast<std::size_t>(value));
    });
    connect(m_entries->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) {
                if (!m_syncing && current.isValid())
                    setPosition(static_cast<std::size_t>(current.row()) + 1);
            });
    // A click on a history entry shows its whole stack (the Where column names only its site).
    connect(m_entries, &QTableView::clicked, this, [this](const QModelIndex& index) {
        if (!index.isValid() || !m_replay)
            return;
        const std::size_t row = m_replay->rowOf(static_cast<std::size_t>(index.row()));
        showStack(m_snapshot->trace.stack[row], tr("No frames recorded for this entry."));
    });
    connect(m_timeline, &MemoryTimeline::positionRequested, this, &MemoryWorkspace::setPosition);
    connect(m_timeline, &MemoryTimeline::siteSelected, this, &MemoryWorkspace::highlightFrame);
    connect(m_map, &BlockMap::zoomedAround, this, [this](int newX, int oldX) {
        // Keep the bytes under the mouse where they were on screen.
        QScrollBar* bar = m_mapScroll->horizontalScrollBar();
        const int onScreen = oldX - bar->value();
        bar->setValue(newX - onScreen);
    });
    connect(m_map, &BlockMap::blockClicked, this, &MemoryWorkspace::showBlock);
    connect(m_frames, &QListWidget::currentItemChanged, this,
            [this](QListWidgetItem* item) { highlightFrame(item ? item->data(Qt::UserRole).toLongLong() : -1); });

    m_model->setReplay(m_replay.get());
    m_timeline->setReplay(m_replay.get(), std::move(series));
    updateEntryColumns();
    fillPoolStreamCombos();
    fillOomEntries();
    if (m_replay) {
        m_slider->setRange(0, static_cast<int>(m_replay->entryCount()));
        setPosition(m_replay->entryCount());
    } else {
        refreshState();
    }
    openOnOom();
}

void MemoryWorkspace::openOnOom()
{
    // A snapshot that recorded an out-of-memory error opens on why: the OOM panel, its entry
    // explained, the map at the state the allocation failed in.
    if (!m_replay || !m_oomCombo->itemData(0).isValid())
        return;
    m_sidePanels->setCurrentWidget(m_oomPanel);
    explainSelectedOom();
}

MemoryWorkspace::~MemoryWorkspace()
{
    m_jobs->waitForAll(); // a replay being built reads the snapshot
    m_cursor.reset();     // before the replay it reads
}

std::size_t MemoryWorkspace::position() const
{
    return m_cursor ? m_cursor->position() : 0;
}

QWidget* MemoryWorkspace::createMetricsPanel()
{
    auto* panel = new QWidget(this);
    panel->setObjectName(QStringLiteral("fragmentationPanel"));
    auto* outer = new QVBoxLayout(panel);
    m_metricsNote = new QLabel(panel);
    m_metricsNote->setObjectName(QStringLiteral("metricsNote"));
    m_metricsNote->setWordWrap(true);
    m_metricsNote->setVisible(false);
    outer->addWidget(m_metricsNote);
    auto* grid = new QGridLayout;
    grid->setColumnStretch(0, 1);
    grid->setVerticalSpacing(2);
    outer->addLayout(grid);
    outer->addStretch(1);
    int row = 0;
    // Each figure: its name and value, then in small type what it means and which values are bad.
    const auto add = [this, grid, panel, &row](const char* key, const QString& label, const QString& meaning) {
        auto* name = new QLabel(label, panel);
        auto* value = new QLabel(panel);
        value->setObjectName(QStringLiteral("metric_") + QLatin1String(key));
        value->setTextInteractionFlags(Qt::TextSelectableByMouse);
        value->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        value->setToolTip(meaning);
        auto* help = new QLabel(meaning, panel);
        help->setObjectName(QStringLiteral("meaning_") + QLatin1String(key));
        help->setWordWrap(true);
        help->setForegroundRole(QPalette::PlaceholderText);
        QFont small = help->font();
        small.setPointSizeF(small.pointSizeF() * 0.9);
        help->setFont(small);
        grid->addWidget(name, row, 0);
        grid->addWidget(value, row, 1);
        grid->addWidget(help, row + 1, 0, 1, 2);
        row += 2;
        m_metricLabels.insert(QLatin1String(key), value);
    };
    add("reserved", tr("Reserved"), tr("What the caching allocator holds from CUDA: all its segments."));
    add("allocated", tr("Allocated"), tr("Held by live tensors, in blocks the allocator rounded up."));
    add("requested", tr("Requested"), tr("What the program asked for."));
    add("internal_waste", tr("Internal waste"),
        tr("Allocated − requested: rounding inside blocks. High above 10 % of allocated."));
    add("pending_free", tr("Pending free"),
        tr("Freed by the program, still in use on another stream. High above 5 % of reserved."));
    add("inactive", tr("Inactive (cached free)"),
        tr("Free blocks inside segments: kept for this process, unusable by others. High above 20 % of reserved."));
    add("releasable", tr("Releasable"), tr("Whole free segments that torch.cuda.empty_cache() would return."));
    add("largest_free_block", tr("Largest free block"),
        tr("The largest request the cache can serve without a new segment. Bad when far below the cached free."));
    add("external_frag_ratio", tr("External fragmentation"),
        tr("1 − largest free block / cached free: 0 is one free piece, near 1 many small ones. High above 0.5 when "
           "the cached free is over 5 % of reserved."));
    add("sumsq", tr("Σgap² metric"),
        tr("MemoryViz's score: Σ (runs of free bytes)² / reserved². Near 0: the free space is scattered."));
    add("blocks", tr("Blocks / segments"), tr("Live blocks and segments of the shown state."));
    return panel;
}

QStringList MemoryWorkspace::highFigures(const DeviceMetrics& m)
{
    QStringList out;
    const auto above = [](std::uint64_t part, std::uint64_t whole, double share) {
        return whole > 0 && static_cast<double>(part) > share * static_cast<double>(whole);
    };
    if (m.internalWaste > 0 && above(static_cast<std::uint64_t>(m.internalWaste), m.allocated, kHighInternalWaste))
        out << QStringLiteral("internal_waste");
    if (above(m.pendingFree, m.reserved, kHighPendingFree))
        out << QStringLiteral("pending_free");
    if (above(m.inactive, m.reserved, kHighInactive))
        out << QStringLiteral("inactive");
    if (m.externalFragRatio > kHighExternalFragmentation && above(m.inactive, m.reserved, kSizeableInactive)) {
        out << QStringLiteral("external_frag_ratio");
        out << QStringLiteral("largest_free_block");
    }
    return out;
}

QWidget* MemoryWorkspace::createOomPanel()
{
    auto* panel = new QWidget(this);
    panel->setObjectName(QStringLiteral("oomPanel"));
    auto* layout = new QVBoxLayout(panel);
    auto* row = new QHBoxLayout;
    m_oomCombo = new QComboBox(panel);
    m_oomCombo->setObjectName(QStringLiteral("oomEntries"));
    auto* explainEntry = new QPushButton(tr("Explain"), panel);
    explainEntry->setObjectName(QStringLiteral("explainOomEntry"));
    row->addWidget(m_oomCombo, 1);
    row->addWidget(explainEntry);
    layout->addLayout(row);
    m_oomText = new QPlainTextEdit(panel);
    m_oomText->setObjectName(QStringLiteral("oomMessage"));
    m_oomText->setPlaceholderText(tr("Paste a “CUDA out of memory” error message here…"));
    m_oomText->setMaximumHeight(90);
    layout->addWidget(m_oomText);
    auto* explainText = new QPushButton(tr("Explain Message"), panel);
    explainText->setObjectName(QStringLiteral("explainOomMessage"));
    layout->addWidget(explainText, 0, Qt::AlignRight);
    m_oomResult = new QTextBrowser(panel);
    m_oomResult->setObjectName(QStringLiteral("oomExplanation"));
    layout->addWidget(m_oomResult, 1);
    connect(explainEntry, &QPushButton::clicked, this, &MemoryWorkspace::explainSelectedOom);
    connect(explainText, &QPushButton::clicked, this, &MemoryWorkspace::explainPastedMessage);
    return panel;
}

void MemoryWorkspace::fillPoolStreamCombos()
{
    const QSignalBlocker blockPool(m_poolCombo);
    const QSignalBlocker blockStream(m_streamCombo);
    m_poolCombo->clear();
    m_streamCombo->clear();
    m_poolCombo->addItem(tr("All pools"), -1);
    m_streamCombo->addItem(tr("All streams"), -1);
    std::vector<bool> pools(m_snapshot->pools.size());
    std::vector<bool> streams(m_snapshot->streams.size());
    for (const Segment& s : m_snapshot->segments) {
        if (s.host || s.device != m_device)
            continue;
        if (s.pool < pools.size())
            pools[s.pool] = true;
        if (s.stream < streams.size())
            streams[s.stream] = true;
    }
    for (std::size_t i = 0; i < pools.size(); ++i)
        if (pools[i]) {
            const auto& [a, b] = m_snapshot->pools[i];
            m_poolCombo->addItem(i == 0 ? tr("Default pool") : tr("Private pool (%1, %2)").arg(a).arg(b),
                                 static_cast<int>(i));
        }
    for (std::size_t i = 0; i < streams.size(); ++i)
        if (streams[i])
            m_streamCombo->addItem(m_snapshot->streams[i] == 0 ? tr("Default stream")
                                                               : tr("Stream 0x%1").arg(m_snapshot->streams[i], 0, 16),
                                   static_cast<int>(i));
}

void MemoryWorkspace::updateEntryColumns()
{
    // Snapshots before PyTorch 2.2 have no times.
    bool timed = false;
    if (m_replay && m_replay->entryCount() > 0)
        timed = m_snapshot->trace.timeUs[m_replay->rowOf(m_replay->entryCount() - 1)] != TraceColumns::kNoTime;
    m_entries->setColumnHidden(TraceEntryModel::Time, !timed);
    const int digits = fontMetrics().horizontalAdvance(QStringLiteral("0x7f4b7a000000"));
    m_entries->horizontalHeader()->resizeSection(TraceEntryModel::Address, digits + 16);
    m_entries->horizontalHeader()->resizeSection(TraceEntryModel::Action,
                                                 fontMetrics().horizontalAdvance(QStringLiteral("segment_unmap")) + 16);
}

void MemoryWorkspace::fillOomEntries()
{
    m_oomCombo->clear();
    for (const auto& [device, entry] : findOomEntries(*m_snapshot)) {
        if (device != m_device || !m_replay)
            continue;
        const std::size_t row = m_replay->rowOf(entry);
        m_oomCombo->addItem(tr("Entry %1: %2 requested").arg(entry).arg(text::bytesText(m_snapshot->trace.size[row])),
                            QVariant::fromValue<qulonglong>(entry));
    }
    if (m_oomCombo->count() == 0)
        m_oomCombo->addItem(tr("No oom entry in this device's trace"));
    m_oomCombo->setEnabled(m_oomCombo->itemData(0).isValid());
}

void MemoryWorkspace::setDevice(std::int64_t device)
{
    if (device == m_requestedDevice && m_replay)
        return;
    m_requestedDevice = device;
    m_positionLabel->setText(tr("Replaying the history of GPU %1…").arg(device));
    const Snapshot* snap = m_snapshot.get();
    using Replayed = std::pair<std::shared_ptr<SnapshotReplay>, std::shared_ptr<const SiteSeries>>;
    m_jobs->run(
        [snap, device] {
            std::shared_ptr<SnapshotReplay> replay(SnapshotReplay::build(*snap, device));
            std::shared_ptr<const SiteSeries> series = timelineSeries(*replay);
            return Replayed(std::move(replay), std::move(series));
        },
        [this, device](Replayed replayed) {
            if (device == m_requestedDevice) // else a later choice replaced it
                adoptReplay(std::move(replayed.first), std::move(replayed.second));
        });
}

void MemoryWorkspace::adoptReplay(std::shared_ptr<SnapshotReplay> replay, std::shared_ptr<const SiteSeries> series)
{
    const std::int64_t device = replay->device();
    m_cursor.reset();
    m_replay = std::move(replay);
    m_device = device;
    m_cursor = std::make_unique<ReplayCursor>(*m_replay);
    m_model->setReplay(m_replay.get());
    m_timeline->setReplay(m_replay.get(), std::move(series));
    updateEntryColumns();
    m_frames->clear();
    m_map->setHighlightedStacks({});
    fillPoolStreamCombos();
    fillOomEntries();
    {
        const QSignalBlocker block(m_slider);
        m_slider->setRange(0, static_cast<int>(m_replay->entryCount()));
    }
    const int index = m_deviceCombo->findData(QVariant::fromValue<qint64>(device));
    if (index >= 0 && index != m_deviceCombo->currentIndex()) {
        const QSignalBlocker block(m_deviceCombo);
        m_deviceCombo->setCurrentIndex(index);
    }
    setPosition(m_replay->entryCount());
    emit deviceShown(device);
}

void MemoryWorkspace::setPosition(std::size_t position)
{
    if (!m_cursor)
        return;
    position = std::min(position, m_replay->entryCount());
    m_cursor->seek(position);
    m_syncing = true;
    m_slider->setValue(static_cast<int>(position));
    m_timeline->setPosition(position);
    if (position == 0) {
        m_entries->selectionModel()->clearSelection();
    } else {
        const QModelIndex index = m_model->index(static_cast<int>(position) - 1, 0);
        m_entries->selectionModel()->setCurrentIndex(index,
                                                     QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        m_entries->scrollTo(index);
    }
    m_syncing = false;
    const std::size_t count = m_replay->entryCount();
    if (position == count)
        m_positionLabel->setText(tr("Final state (after all %1 entries)").arg(count));
    else if (position == 0)
        m_positionLabel->setText(tr("Before the first of %1 recorded entries").arg(count));
    else
        m_positionLabel->setText(tr("After entry #%1 of %2").arg(position - 1).arg(count));
    refreshState();
}

void MemoryWorkspace::refreshState()
{
    m_state = m_cursor ? m_cursor->state() : ReplayState{};
    const int pool = m_poolCombo->currentData().toInt();
    const int stream = m_streamCombo->currentData().toInt();
    std::vector<const StateSegment*> rows;
    rows.reserve(m_state.segments.size());
    for (const StateSegment& s : m_state.segments) {
        if (pool >= 0 && s.segment.pool != static_cast<std::uint32_t>(pool))
            continue;
        if (stream >= 0 && s.segment.stream != static_cast<std::uint32_t>(stream))
            continue;
        rows.push_back(&s);
    }
    m_map->setState(m_snapshot.get(), std::move(rows));
    updateMetrics();
}

void MemoryWorkspace::updateMetrics()
{
    MetricsFilter filter;
    if (const int pool = m_poolCombo->currentData().toInt(); pool >= 0)
        filter.pool = static_cast<std::uint32_t>(pool);
    if (const int stream = m_streamCombo->currentData().toInt(); stream >= 0)
        filter.stream = static_cast<std::uint32_t>(stream);
    m_metrics = DeviceMetrics{};
    m_metrics.device = m_device;
    if (!m_replay || m_cursor->position() == m_replay->entryCount()) {
        // The snapshot's own state: the figures exactly as snapshot_metrics.py computes them.
        const SnapshotMetrics all = computeMetrics(*m_snapshot, filter);
        if (const DeviceMetrics* d = all.device(m_device))
            m_metrics = *d;
    } else {
        MetricsAccumulator acc;
        std::vector<MetricsBlock> blocks;
        for (int row = 0; row < m_map->rowCount(); ++row) {
            const StateSegment& s = *m_map->segmentOfRow(row);
            blocks.clear();
            for (const StateBlock& b : s.blocks)
                blocks.push_back({b.address, b.size, b.requested, b.state});
            MetricsSegment seg;
            seg.device = m_device;
            seg.address = s.segment.address;
            seg.totalSize = s.segment.size;
            seg.expandable = s.segment.expandable;
            seg.small = s.segment.small;
            acc.add(seg, blocks);
        }
        const SnapshotMetrics all = acc.finish();
        if (const DeviceMetrics* d = all.device(m_device))
            m_metrics = *d;
    }
    const DeviceMetrics& m = m_metrics;
    m_metricLabels[QStringLiteral("reserved")]->setText(text::bytesText(m.reserved));
    m_metricLabels[QStringLiteral("blocks")]->setText(tr("%1 / %2").arg(m.blocks).arg(m.segments));
    // A capture that traced segments, not tensors: every figure inside the segments is unknown,
    // and shown so, never as 0.
    const bool segmentsOnly = m_snapshot->source.segmentsOnly;
    m_metricsNote->setVisible(segmentsOnly);
    if (segmentsOnly) {
        m_metricsNote->setText(tr("This capture traced the allocator's segments (cudaMalloc), not the tensors "
                                  "inside them: how much of each segment was free is unknown. Record with the "
                                  "probe's tensor events, or open the job's memory snapshot, to see it."));
        for (const char* key : {"allocated", "requested", "internal_waste", "pending_free", "inactive", "releasable",
                                "largest_free_block", "external_frag_ratio", "sumsq"})
            m_metricLabels[QLatin1String(key)]->setText(tr("unknown"));
        m_metricLabels[QStringLiteral("blocks")]->setText(tr("— / %1").arg(m.segments));
    } else {
        m_metricLabels[QStringLiteral("allocated")]->setText(text::bytesText(m.allocated));
        m_metricLabels[QStringLiteral("requested")]->setText(text::bytesText(m.requested));
        m_metricLabels[QStringLiteral("internal_waste")]->setText(text::signedBytesText(m.internalWaste));
        m_metricLabels[QStringLiteral("pending_free")]->setText(text::bytesText(m.pendingFree));
        m_metricLabels[QStringLiteral("inactive")]->setText(text::bytesText(m.inactive));
        m_metricLabels[QStringLiteral("releasable")]->setText(text::bytesText(m.releasableByEmptyCache));
        m_metricLabels[QStringLiteral("largest_free_block")]->setText(text::bytesText(m.largestFreeBlock));
        m_metricLabels[QStringLiteral("external_frag_ratio")]->setText(QString::number(m.externalFragRatio, 'f', 4));
        m_metricLabels[QStringLiteral("sumsq")]->setText(QString::number(m.memoryvizSumsqMetric, 'g', 6));
    }
    // High values in the theme's error colour, and said in words for those who cannot see it.
    const QStringList high = segmentsOnly ? QStringList() : highFigures(m);
    for (auto it = m_metricLabels.begin(); it != m_metricLabels.end(); ++it) {
        const bool bad = high.contains(it.key());
        it.value()->setProperty("high", bad);
        it.value()->setStyleSheet(bad ? QStringLiteral("color: #c62828; font-weight: bold;") : QString());
        if (bad)
            it.value()->setText(tr("%1 (high)").arg(it.value()->text()));
    }
}

void MemoryWorkspace::showBlock(std::uint64_t address)
{
    const StateBlock* block = m_state.blockAt(address);
    showStack(block ? block->stack : 0, tr("No frames recorded for this block."));
}

void MemoryWorkspace::showStack(StackId stack, const QString& emptyText)
{
    m_frames->clear();
    if (stack == 0) {
        auto* item = new QListWidgetItem(emptyText, m_frames);
        item->setFlags(Qt::NoItemFlags);
        return;
    }
    // The whole stack, innermost first; the frame every view names as the site (the user's own
    // code) in bold.
    const std::int64_t site = m_snapshot->allocationSite(stack);
    for (const FrameId f : m_snapshot->stack(stack)) {
        if (m_snapshot->isNoiseFrame(f))
            continue;
        const bool python = m_snapshot->frameKind(f) == FrameKind::Python;
        auto* item = new QListWidgetItem(
            (python ? tr("[py] ") : tr("[c++] ")) + QString::fromStdString(m_snapshot->describeFrame(f)), m_frames);
        item->setData(Qt::UserRole, QVariant::fromValue<qint64>(f));
        if (static_cast<std::int64_t>(f) == site) {
            QFont bold = item->font();
            bold.setBold(true);
            item->setFont(bold);
            item->setToolTip(tr("Where this comes from in your code: the site every view names."));
        }
    }
    if (auto* tabs = qobject_cast<QTabWidget*>(m_frames->parentWidget() ? m_frames->parentWidget()->parentWidget()
                                                                        : nullptr))
        tabs->setCurrentWidget(m_frames);
}

void MemoryWorkspace::highlightFrame(std::int64_t frame)
{
    std::unordered_set<StackId> stacks;
    if (frame >= 0 && static_cast<std::size_t>(frame) < m_snapshot->frames.size())
        for (const StackId s : m_snapshot->stacksContaining(static_cast<FrameId>(frame)))
            stacks.insert(s);
    m_map->setHighlightedStacks(std::move(stacks));
}

void MemoryWorkspace::explainSelectedOom()
{
    const QVariant chosen = m_oomCombo->currentData();
    if (!chosen.isValid() || !m_replay)
        return;
    const auto entry = static_cast<std::size_t>(chosen.toULongLong());
    const OomMessage message = parseOomMessage(m_oomText->toPlainText().toStdString());
    showExplanation(explainOomEntry(*m_replay, entry, message.found ? &message : nullptr));
    setPosition(entry); // the state the allocation failed in
}

void MemoryWorkspace::explainPastedMessage()
{
    const OomMessage message = parseOomMessage(m_oomText->toPlainText().toStdString());
    if (!message.found) {
        m_oomResult->setPlainText(tr("No out-of-memory message found in the pasted text."));
        return;
    }
    showExplanation(explainOomMessage(message, m_snapshot.get()));
}

int MemoryWorkspace::addClosableTab(QTabWidget* tabs, const QString& title, const QString& closeToolTip)
{
    const int index = tabs->addTab(this, title);
    auto* close = new QToolButton(tabs);
    close->setObjectName(QStringLiteral("closeMemoryTab"));
    close->setAutoRaise(true);
    close->setIcon(tabs->style()->standardIcon(QStyle::SP_TitleBarCloseButton));
    close->setToolTip(closeToolTip);
    tabs->tabBar()->setTabButton(index, QTabBar::RightSide, close);
    connect(close, &QToolButton::clicked, this, [this, tabs] {
        tabs->removeTab(tabs->indexOf(this));
        deleteLater();
    });
    return index;
}

QString MemoryWorkspace::oomCauseTitle(OomCause cause, bool segmentsOnly)
{
    switch (cause) {
    case OomCause::Fragmentation: return tr("Fragmentation: free memory in pieces too small");
    case OomCause::Exhaustion: return tr("Exhaustion: live tensors need more than there is");
    case OomCause::HeldElsewhere: return tr("Memory held elsewhere");
    case OomCause::Unknown: break;
    }
    // The same verdict the chain gives for a capture without tensor events.
    return segmentsOnly ? tr("Exhaustion or fragmentation: the capture cannot tell") : tr("Cause not determined");
}

void MemoryWorkspace::showExplanation(const OomExplanation& e)
{
    QString html = QStringLiteral("<h3>%1</h3><p>%2</p>")
                       .arg(oomCauseTitle(e.cause, e.segmentsOnly).toHtmlEscaped(),
                            QString::fromStdString(e.summary).toHtmlEscaped());
    const auto list = [&html](const QString& title, const std::vector<std::string>& items) {
        if (items.empty())
            return;
        html += QStringLiteral("<b>%1</b><ul>").arg(title);
        for (const std::string& s : items)
            html += QStringLiteral("<li>%1</li>").arg(QString::fromStdString(s).toHtmlEscaped());
        html += QStringLiteral("</ul>");
    };
    list(tr("Findings"), e.findings);
    list(tr("Advice"), e.advice);
    m_oomResult->setHtml(html);
}

void MemoryWorkspace::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() != QEvent::PaletteChange)
        return;
    for (QLabel* label : findChildren<QLabel*>()) {
        if (label->property(kChipState).isValid())
            fillChip(label, palette());
    }
}

bool MemoryWorkspace::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_mapScroll->viewport() && event->type() == QEvent::Resize)
        m_map->setBaseWidth(m_mapScroll->viewport()->width());
    return QWidget::eventFilter(watched, event);
}

} // namespace faultline
