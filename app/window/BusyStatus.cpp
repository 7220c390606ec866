#include "BusyStatus.h"

#include <QLabel>
#include <QProgressBar>
#include <QShortcut>
#include <QStatusBar>
#include <QToolButton>

#include <algorithm>
#include <utility>

namespace faultline {

namespace {

constexpr int kProgressSteps = 1000;

} // namespace

BusyStatus::BusyStatus(QStatusBar* bar, QWidget* window, std::function<bool()> running)
    : QObject(bar)
    , m_running(std::move(running))
{
    m_label = new QLabel(bar);
    m_label->setObjectName(QStringLiteral("statusLabel"));
    bar->addWidget(m_label, 1);

    m_progress = new QProgressBar(bar);
    m_progress->setObjectName(QStringLiteral("loadProgress"));
    m_progress->setRange(0, kProgressSteps);
    m_progress->setMinimumWidth(160);
    m_progress->setMaximumWidth(240);
    m_progress->setTextVisible(true);
    bar->addPermanentWidget(m_progress);

    m_cancel = new QToolButton(bar);
    m_cancel->setObjectName(QStringLiteral("cancelButton"));
    m_cancel->setText(tr("Cancel"));
    m_cancel->setToolTip(tr("Stop loading (Esc); the current capture stays open"));
    m_cancel->setToolButtonStyle(Qt::ToolButtonTextOnly);
    connect(m_cancel, &QToolButton::clicked, this, [this] {
        m_cancel->setEnabled(false);
        emit cancelRequested();
    });
    bar->addPermanentWidget(m_cancel);

    m_shortcut = new QShortcut(QKeySequence(Qt::Key_Escape), window);
    m_shortcut->setContext(Qt::WindowShortcut);
    connect(m_shortcut, &QShortcut::activated, m_cancel, &QToolButton::click);

    m_progress->hide();
    m_cancel->hide();
    m_shortcut->setEnabled(false);
}

void BusyStatus::setBusy(const QString& message)
{
    m_label->setText(message);
    m_progress->setRange(0, 0); // indeterminate until the first progress report
    m_progress->show();
    m_cancel->show();
    m_cancel->setEnabled(true);
    m_shortcut->setEnabled(true);
}

void BusyStatus::setIdle(const QString& message)
{
    m_label->setText(message);
    if (m_running())
        return;
    m_progress->hide();
    m_cancel->hide();
    m_shortcut->setEnabled(false);
}

void BusyStatus::setMessage(const QString& message)
{
    m_label->setText(message);
}

void BusyStatus::setProgress(qint64 done, qint64 total)
{
    if (total <= 0)
        return;
    m_progress->setRange(0, kProgressSteps);
    m_progress->setValue(static_cast<int>(std::clamp<qint64>(done * kProgressSteps / total, 0, kProgressSteps)));
}

} // namespace faultline
