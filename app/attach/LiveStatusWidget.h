#pragma once

#include <QWidget>

class QLabel;
class QToolButton;

namespace faultline {

class LiveSession;

// The status bar's view of a live capture: its state, the event rate (median over the last
// seconds), the events received, the drops the probe reports (red when any, per source in the
// tooltip), and Stop. With several nodes, how many are live or failed, each node's state, events,
// drops and clock offset in the tooltip (a failed node's error too).
class LiveStatusWidget : public QWidget
{
    Q_OBJECT
public:
    explicit LiveStatusWidget(QWidget* parent = nullptr);

    // Follows `session` (null: shows nothing). The widget does not own it.
    void setSession(LiveSession* session);

    [[nodiscard]] QString stateText() const;
    [[nodiscard]] QString rateText() const;
    [[nodiscard]] QString eventsText() const;
    [[nodiscard]] QString dropsText() const;
    // Several nodes: "2 nodes" or "2 nodes, 1 failed"; empty (and hidden) for one.
    [[nodiscard]] QString nodesText() const;
    // A line per node: name, state, events, drops, clock offset; a failed node's error.
    [[nodiscard]] QString nodesToolTip() const;
    [[nodiscard]] bool nodesHighlighted() const { return m_nodesHighlighted; }
    [[nodiscard]] bool dropsHighlighted() const { return m_dropsHighlighted; }
    [[nodiscard]] QToolButton* stopButton() const { return m_stop; }

signals:
    void stopRequested();

private:
    void update();

    LiveSession* m_session = nullptr;
    QLabel* m_state = nullptr;
    QLabel* m_rate = nullptr;
    QLabel* m_events = nullptr;
    QLabel* m_drops = nullptr;
    QLabel* m_nodes = nullptr;
    QToolButton* m_stop = nullptr;
    bool m_dropsHighlighted = false;
    bool m_nodesHighlighted = false;
};

} // namespace faultline
