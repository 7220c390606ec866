#pragma once

#include <QWidget>

class QLabel;
class QToolButton;

namespace faultline {

class LiveSession;

// The status bar's view of a live capture: its state, the event rate (median over the last
// seconds), the events received, the drops the probe reports (red when any, per source in the
// tooltip), and Stop.
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
    QToolButton* m_stop = nullptr;
    bool m_dropsHighlighted = false;
};

} // namespace faultline
