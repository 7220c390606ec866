#pragma once

#include "Trace.h"

#include <QWidget>

#include <memory>

class QFormLayout;
class QLabel;

namespace faultline {

// Contents of the Capture dock: where the open capture came from and what it holds.
class CaptureInfoWidget : public QWidget
{
    Q_OBJECT
public:
    explicit CaptureInfoWidget(QWidget* parent = nullptr);

    void setTrace(const std::shared_ptr<const Trace>& trace, const QString& path);

private:
    QLabel* addRow(const QString& label, const QString& objectName);

    QFormLayout* m_form = nullptr;
    QLabel* m_placeholder = nullptr;
    QLabel* m_path = nullptr;
    QLabel* m_layout = nullptr;
    QLabel* m_producer = nullptr;
    QLabel* m_userVersion = nullptr;
    QLabel* m_timeSpan = nullptr;
    QLabel* m_events = nullptr;
    QLabel* m_sampled = nullptr;
};

} // namespace faultline
