#pragma once

#include "TimelineModel.h"

#include <QWidget>

class QFormLayout;
class QLabel;
class QStackedWidget;
class QTableWidget;
class QTreeWidget;
class QTreeWidgetItem;

namespace faultline {

// The details panel of the timeline: what the selected call was, when, how long, its decoded
// arguments, its return code, who made it, and its stack (Python frames first, then native).
class EventDetailsWidget : public QWidget
{
    Q_OBJECT
public:
    explicit EventDetailsWidget(QWidget* parent = nullptr);

    // Shows `ref` of `trace`; an invalid ref shows the empty hint. `captureStart` is where
    // relative times count from.
    void setEvent(const Trace& trace, EventRef ref, qint64 captureStart);
    void clear();
    [[nodiscard]] EventRef event() const { return m_event; }

    [[nodiscard]] QString opText() const;
    // Text of a field by its objectName suffix: "start", "duration", "return", "process", "thread".
    [[nodiscard]] QString fieldText(const QString& name) const;
    [[nodiscard]] QTableWidget* argumentsTable() const { return m_arguments; }
    [[nodiscard]] QTreeWidget* stackTree() const { return m_stack; }

    [[nodiscard]] QSize sizeHint() const override;

signals:
    // A Python frame of the stack was clicked or activated: its recorded file and line.
    void pythonFrameClicked(const QString& file, int line, const QString& function);

private:
    void emitFrame(const QTreeWidgetItem* item);

    QLabel* addField(QFormLayout* form, const QString& label, const QString& name);

    EventRef m_event;
    QStackedWidget* m_pages = nullptr;
    QLabel* m_op = nullptr;
    QLabel* m_start = nullptr;
    QLabel* m_duration = nullptr;
    QLabel* m_return = nullptr;
    QLabel* m_process = nullptr;
    QLabel* m_thread = nullptr;
    QLabel* m_stackNote = nullptr;
    QTableWidget* m_arguments = nullptr;
    QTreeWidget* m_stack = nullptr;
};

} // namespace faultline
