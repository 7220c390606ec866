#pragma once

#include "OomExplainer.h"
#include "SiteSeries.h"
#include "SnapshotMetrics.h"
#include "SnapshotReplay.h"

#include <QHash>
#include <QWidget>

#include <memory>
#include <optional>

class QComboBox;
class QTabWidget;
class QLabel;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QScrollArea;
class QSlider;
class QTableView;
class QTextBrowser;

namespace faultline {

class BackgroundJobs;
class BlockMap;
class MemoryTimeline;
class TraceEntryModel;
struct LoadedSnapshot;

// The Memory tab of one PyTorch memory snapshot: the block map of the allocator state at any
// point of the recorded history (slider and entry list drive a replay cursor), fragmentation
// figures of the shown state, and OOM explanations (of an oom entry or of a pasted message).
class MemoryWorkspace : public QWidget
{
    Q_OBJECT
public:
    MemoryWorkspace(const QString& path, LoadedSnapshot loaded, QWidget* parent = nullptr);
    ~MemoryWorkspace() override;

    // The heading of an OOM explanation: what kind of cause, for people. `segmentsOnly`: the
    // source traced segments, not tensors (an Unknown cause then says the capture cannot tell).
    [[nodiscard]] static QString oomCauseTitle(snapshot::OomCause cause, bool segmentsOnly = false);
    // The Fragmentation figures that are high in `m` (their keys: "inactive", "external_frag_ratio",
    // ...): shown in the error colour with "(high)".
    [[nodiscard]] static QStringList highFigures(const snapshot::DeviceMetrics& m);

    // Adds this workspace to `tabs` as a tab titled `title` with a close button (tool tip
    // `closeToolTip`) that removes the tab and deletes the workspace; the tab's index.
    int addClosableTab(QTabWidget* tabs, const QString& title, const QString& closeToolTip);

    [[nodiscard]] QString path() const { return m_path; }
    [[nodiscard]] const snapshot::Snapshot& snapshot() const { return *m_snapshot; }
    [[nodiscard]] std::int64_t device() const { return m_device; }
    [[nodiscard]] const snapshot::SnapshotReplay* replay() const { return m_replay.get(); }
    [[nodiscard]] std::size_t position() const;
    [[nodiscard]] const snapshot::ReplayState& state() const { return m_state; }
    [[nodiscard]] const snapshot::DeviceMetrics& shownMetrics() const { return m_metrics; }
    [[nodiscard]] BlockMap* blockMap() const { return m_map; }
    [[nodiscard]] QSlider* scrubber() const { return m_slider; }
    [[nodiscard]] MemoryTimeline* timeline() const { return m_timeline; }
    [[nodiscard]] QTableView* entryView() const { return m_entries; }
    [[nodiscard]] QListWidget* frameList() const { return m_frames; }

    // Replays the device's history on a worker thread, then shows its final state (deviceShown).
    void setDevice(std::int64_t device);
    // Shows the state after the first `position` entries (entryCount() = the snapshot's state).
    void setPosition(std::size_t position);
    // Shows the frames of the block at `address` in the frame list.
    void showBlock(std::uint64_t address);
    // Shows a whole stack in the frame list (Frames tab), its site in bold; `emptyText` without one.
    void showStack(snapshot::StackId stack, const QString& emptyText);
    // Outlines every block whose allocation stack contains `frame`; -1 clears.
    void highlightFrame(std::int64_t frame);
    void explainPastedMessage();

signals:
    void deviceShown(std::int64_t device);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    QWidget* createMetricsPanel();
    QWidget* createOomPanel();
    void refreshState();
    void updateMetrics();
    void fillPoolStreamCombos();
    void fillOomEntries();
    void openOnOom();
    void updateEntryColumns();
    void adoptReplay(std::shared_ptr<snapshot::SnapshotReplay> replay,
                     std::shared_ptr<const snapshot::SiteSeries> series);
    void explainSelectedOom();
    void showExplanation(const snapshot::OomExplanation& explanation);

    QString m_path;
    std::unique_ptr<snapshot::Snapshot> m_snapshot;
    std::shared_ptr<snapshot::SnapshotReplay> m_replay;
    BackgroundJobs* m_jobs = nullptr;
    std::int64_t m_requestedDevice = 0;
    std::unique_ptr<snapshot::ReplayCursor> m_cursor;
    std::int64_t m_device = 0;
    snapshot::ReplayState m_state;
    snapshot::DeviceMetrics m_metrics;

    QComboBox* m_deviceCombo = nullptr;
    QComboBox* m_poolCombo = nullptr;
    QComboBox* m_streamCombo = nullptr;
    QLabel* m_positionLabel = nullptr;
    QScrollArea* m_mapScroll = nullptr;
    BlockMap* m_map = nullptr;
    QSlider* m_slider = nullptr;
    MemoryTimeline* m_timeline = nullptr;
    QTableView* m_entries = nullptr;
    TraceEntryModel* m_model = nullptr;
    QListWidget* m_frames = nullptr;
    QHash<QString, QLabel*> m_metricLabels;
    QLabel* m_metricsNote = nullptr;
    QTabWidget* m_sidePanels = nullptr;
    QWidget* m_oomPanel = nullptr;
    QComboBox* m_oomCombo = nullptr;
    QPlainTextEdit* m_oomText = nullptr;
    QTextBrowser* m_oomResult = nullptr;
    bool m_syncing = false;
};

} // namespace faultline
