#pragma once

#include "ChainEngine.h"

#include <QWidget>

#include <memory>

class QLabel;
class QSplitter;
class QStackedWidget;
class QTabWidget;
class QTextBrowser;
class QTreeWidget;
class QTreeWidgetItem;

namespace faultline {

// The story of one causal chain: title, root cause, explanation, its timeline of steps, the fixes
// to try, the Python source lines it runs through (by weight) and the evidence events. The story
// is wrapped at a readable measure (about 64 characters) however wide the pane; where the pane
// has no room for it beside the lists, it is a tab in front of them.
class ChainDetailsWidget : public QWidget
{
    Q_OBJECT
public:
    explicit ChainDetailsWidget(QWidget* parent = nullptr);

    // Shows `chain` of `trace`; null shows the empty hint.
    void setChain(std::shared_ptr<const Trace> trace, const Chain* chain);
    void clear();

    [[nodiscard]] QTextBrowser* storyView() const { return m_story; }
    [[nodiscard]] QTreeWidget* evidenceList() const { return m_evidence; }
    [[nodiscard]] QTreeWidget* sourceList() const { return m_sources; }
    [[nodiscard]] QTabWidget* listTabs() const { return m_tabs; }
    [[nodiscard]] QSplitter* splitter() const { return m_splitter; }
    // Whether the story is a tab beside the lists (a narrow pane) rather than beside them.
    [[nodiscard]] bool isStoryInTab() const;
    // The splitter's sizes as the user left them (QSplitter::saveState()); kept over the default.
    void restoreSplitterState(const QByteArray& state);
    // Whether the user sized the story and the lists (else they follow the pane's width).
    [[nodiscard]] bool isUserSized() const { return m_userSized; }

    // Evidence row -> event, sources row -> source; invalid/null for a bad row.
    [[nodiscard]] EventRef evidenceAt(int row) const;
    [[nodiscard]] const ChainSource* sourceAt(int row) const;

protected:
    void resizeEvent(QResizeEvent* event) override;

signals:
    // One click (or keyboard navigation) on an evidence row.
    void evidenceSelected(faultline::EventRef ref);
    // Double-click or Enter on an evidence row.
    void evidenceActivated(faultline::EventRef ref);
    void sourceSelected(int index);

private:
    void fillStory(const Trace& trace, const Chain& chain);
    void fillEvidence(const Trace& trace, const Chain& chain);
    // The TimeDisplay changed: the story and the evidence's times are written again.
    void onTimeDisplayChanged();
    void fillSources(const Chain& chain);
    void updateLayout();
    [[nodiscard]] EventRef evidenceOf(const QTreeWidgetItem* item) const;

    std::shared_ptr<const Trace> m_trace;
    Chain m_chain;
    bool m_hasChain = false;
    QStackedWidget* m_pages = nullptr;
    QSplitter* m_splitter = nullptr;
    QTextBrowser* m_story = nullptr;
    QTabWidget* m_tabs = nullptr;
    QTreeWidget* m_evidence = nullptr;
    QTreeWidget* m_sources = nullptr;
    bool m_userSized = false; // the splitter's sizes are the user's (dragged, or restored)
};

} // namespace faultline
