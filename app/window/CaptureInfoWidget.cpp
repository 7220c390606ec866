#include "CaptureInfoWidget.h"

#include "summary/CaptureDescription.h"

#include <QDir>
#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace faultline {

CaptureInfoWidget::CaptureInfoWidget(QWidget* parent)
    : QWidget(parent)
{
    auto* layout = new QVBoxLayout(this);
    m_placeholder = new QLabel(tr("No capture open."), this);
    m_placeholder->setEnabled(false);
    layout->addWidget(m_placeholder);

    m_form = new QFormLayout;
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_form->setRowWrapPolicy(QFormLayout::DontWrapRows);
    layout->addLayout(m_form);
    m_path = addRow(tr("File:"), QStringLiteral("pathValue"));
    m_producer = addRow(tr("Producer:"), QStringLiteral("producerValue"));
    m_layout = addRow(tr("Layout:"), QStringLiteral("layoutValue"));
    m_userVersion = addRow(tr("user_version:"), QStringLiteral("userVersionValue"));
    m_timeSpan = addRow(tr("Time span:"), QStringLiteral("timeSpanValue"));
    m_events = addRow(tr("Events:"), QStringLiteral("eventsValue"));
    m_sampled = new QLabel(this);
    m_sampled->setObjectName(QStringLiteral("sampledNote"));
    m_sampled->setWordWrap(true);
    layout->addWidget(m_sampled);
    layout->addStretch(1);
    setTrace(nullptr, QString());
}

QLabel* CaptureInfoWidget::addRow(const QString& label, const QString& objectName)
{
    auto* value = new QLabel(this);
    value->setObjectName(objectName);
    value->setTextInteractionFlags(Qt::TextSelectableByMouse);
    value->setWordWrap(true);
    m_form->addRow(label, value);
    return value;
}

void CaptureInfoWidget::setTrace(const std::shared_ptr<const Trace>& trace, const QString& path)
{
    const bool open = trace != nullptr;
    m_placeholder->setVisible(!open);
    for (int row = 0; row < m_form->rowCount(); ++row)
        m_form->setRowVisible(row, open);
    m_sampled->setVisible(open && !CaptureDescription::sampledNote(*trace).isEmpty());
    if (!open)
        return;

    const QFileInfo file(path);
    m_path->setText(file.fileName());
    m_path->setToolTip(QDir::toNativeSeparators(file.absoluteFilePath()));
    m_producer->setText(
        tr("%1 · %2").arg(CaptureDescription::producer(*trace), CaptureDescription::probeVersion(*trace)));
    m_layout->setText(CaptureDescription::layout(*trace));
    m_userVersion->setText(QString::number(trace->info.userVersion));
    m_timeSpan->setText(tr("%1 (%2)").arg(CaptureDescription::timeSpan(*trace), CaptureDescription::duration(*trace)));
    m_events->setText(CaptureDescription::events(*trace));
    m_sampled->setText(CaptureDescription::sampledNote(*trace));
}

} // namespace faultline
