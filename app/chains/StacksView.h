#pragma once

#include "StackFrames.h"
#include "StackSummary.h"

#include <QPointer>
#include <QWidget>

#include <memory>
#include <vector>

class QComboBox;
class QLabel;
class QTreeWidget;
class QTreeWidgetItem;

namespace faultline {

class BackgroundJobs;
class TimelineView;

// The top stacks of what is selected: the timeline's area selection, else the selected chain's
// lanes over its window, by count, time or bytes. Each stack expands to its frames, Python
// first, native demangled; clicking a Python frame asks for its source.
class StacksView : public QWidget
{
    Q_OBJECT
public:
    static constexpr int kMaximumStacks = 200;

    explicit StacksView(QWidget* parent = nullptr);
    ~StacksView() override;

    void setTrace(std::shared_ptr<const Trace> trace);
    // Follows the area selection of `view` (null: none).
    void setTimeline(TimelineView* view);
    // The scope used while the timeline has no area selection; empty lanes clear it.
    void setChainScope(std::vector<std::uint32_t> lanes, qint64 start, qint64 end, const QString& title);

    void setOrder(StackOrder order);
    [[nodiscard]] StackOrder order() const { return m_order; }
    [[nodiscard]] QComboBox* orderCombo() const { return m_orderCombo; }
    [[nodiscard]] QTreeWidget* tree() const { return m_tree; }
    [[nodiscard]] QString scopeText() const;
    // Stacks (indices into Trace::stacks) in the order shown.
    [[nodiscard]] std::vector<std::uint32_t> shownStacks() const;
    [[nodiscard]] bool isComputing() const { return m_computing; }

signals:
    void stacksReady();
    void pythonFrameClicked(const QString& file, int line, const QString& function,
                            const QList<faultline::DisplayFrame>& frames);

private:
    struct Scope
    {
        std::vector<std::uint32_t> lanes;
        qint64 start = 0;
        qint64 end = 0;
    };
    void recompute();
    void apply(quint64 job, std::vector<StackTotal> totals);
    void frameClicked(QTreeWidgetItem* item);

    std::shared_ptr<const Trace> m_trace;
    QPointer<TimelineView> m_timeline;
    Scope m_chain;
    QString m_chainTitle;
    StackOrder m_order = StackOrder::Count;
    BackgroundJobs* m_jobs = nullptr;
    quint64 m_job = 0;
    bool m_computing = false;

    QComboBox* m_orderCombo = nullptr;
    QLabel* m_scope = nullptr;
    QTreeWidget* m_tree = nullptr;
};

} // namespace faultline
