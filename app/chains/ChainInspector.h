#pragma once

#include "ChainEngine.h"
#include "StackFrames.h"

#include <QHash>
#include <QPointer>
#include <QWidget>

#include <memory>

class QComboBox;
class QLabel;
class QProgressBar;
class QSplitter;
class QTableView;
class QToolButton;

namespace faultline {

class BackgroundJobs;
class ChainDetailsWidget;
class ChainFilterModel;
class ChainListModel;
class TimelineView;

// The causal chains of the open capture: derived on a worker thread when it loads, plus those
// the capture tool stored, listed by severity and filterable by severity and process. Selecting
// a chain highlights its evidence on the timeline, zooms to its window and selects that range;
// selecting an evidence row selects the event; selecting a source asks for its code.
class ChainInspector : public QWidget
{
    Q_OBJECT
public:
    explicit ChainInspector(QWidget* parent = nullptr);
    ~ChainInspector() override;

    // Starts deriving the chains of `trace` (null clears); results of an earlier trace are dropped.
    void setTrace(std::shared_ptr<const Trace> trace, const QString& path);
    // The timeline that chain and evidence selections drive (null: none).
    void setTimeline(TimelineView* view);

    [[nodiscard]] bool isDeriving() const { return m_deriving; }
    [[nodiscard]] ChainListModel* model() const { return m_model; }
    [[nodiscard]] ChainFilterModel* proxy() const { return m_proxy; }
    [[nodiscard]] QTableView* table() const { return m_table; }
    [[nodiscard]] ChainDetailsWidget* details() const { return m_details; }
    [[nodiscard]] QComboBox* processCombo() const { return m_processCombo; }
    [[nodiscard]] QToolButton* severityButton(ChainSeverity severity) const;
    // Whether the rows of a selected chain's evidence are pinned to the top of the timeline.
    [[nodiscard]] QToolButton* pinButton() const { return m_pinButton; }
    // Row keys (TimelineRow::key) the inspector pinned for the current chain.
    [[nodiscard]] const std::vector<std::uint64_t>& pinnedRows() const { return m_pinnedRows; }
    [[nodiscard]] QString statusText() const;
    // The chain of the current row, null when none.
    [[nodiscard]] const Chain* currentChain() const;
    // Makes the chain with `id` current; false when it is not listed (or filtered out).
    bool selectChain(const std::string& id);
    // Makes the first listed incident current: the first HIGH chain, else the first MEDIUM one;
    // false (nothing selected) when there is neither.
    bool selectFirstIncident();
    // Asks for the code of the current chain's first source line (sourceRequested); false when it
    // names none.
    bool requestFirstSource();
    // No chain current: its evidence is no longer highlighted.
    void clearCurrentChain();
    // Whether the chains are derived and none is HIGH or MEDIUM ("No incident found" is shown).
    [[nodiscard]] bool foundNoIncident() const;

    void saveSettings() const;
    void restoreSettings();

signals:
    void chainsReady();
    // The current chain changed (null: none). Valid until the chains are replaced.
    void chainSelected(const faultline::Chain* chain);
    void sourceRequested(const QString& file, int line, const QString& function,
                         const QList<faultline::DisplayFrame>& frames);
    // The timeline should be on screen; `focus`: give it the keyboard too (a double-click).
    void timelineRequested(bool focus);

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    // The severity buttons' text in the badge colours, lighter on a dark palette.
    void styleSeverityButtons();
    struct Result
    {
        std::vector<Chain> chains;
    };
    void apply(quint64 job, Result result);
    void onCurrentChanged();
    void showChainOnTimeline(const Chain& chain);
    void pinEvidenceRows(const Chain& chain);
    void unpinRows();
    void selectEvidence(EventRef ref, bool activate);
    void requestSource(int index);
    void updateProcessChoices();
    void updateStatus();
    // Shows the columns the table has room for beside the severity, the title and where.
    void fitColumns();
    // Whether the chains give `column` anything to say (stored ones, several processes).
    [[nodiscard]] bool columnWanted(int column) const;

    std::shared_ptr<const Trace> m_trace;
    QString m_path;
    QPointer<TimelineView> m_timeline;
    BackgroundJobs* m_jobs = nullptr;
    quint64 m_job = 0;
    bool m_deriving = false;

    ChainListModel* m_model = nullptr;
    ChainFilterModel* m_proxy = nullptr;
    QProgressBar* m_busy = nullptr;
    QLabel* m_status = nullptr;
    QToolButton* m_severityButtons[3] = {};
    QComboBox* m_processCombo = nullptr;
    QToolButton* m_pinButton = nullptr;
    std::vector<std::uint64_t> m_pinnedRows;
    QSplitter* m_splitter = nullptr;
    QLabel* m_noIncident = nullptr; // in place of the list when nothing is HIGH or MEDIUM
    QTableView* m_table = nullptr;
    QHash<int, int> m_columnWidths; // of the columns fitColumns() shows or hides, by their contents
    ChainDetailsWidget* m_details = nullptr;
};

} // namespace faultline
