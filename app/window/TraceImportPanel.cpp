#include "TraceImportPanel.h"

#include "TraceImport.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QGridLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

namespace faultline {

TraceImportPanel::TraceImportPanel(TraceImport* import, const QStringList& files, QWidget* parent)
    : QDialog(parent)
    , m_import(import)
{
    setObjectName(QStringLiteral("importFilesPanel"));
    setWindowTitle(tr("Importing Traces"));
    setWindowModality(Qt::WindowModal);
    setAttribute(Qt::WA_DeleteOnClose);

    auto* layout = new QVBoxLayout(this);
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("importSummary"));
    m_summary->setWordWrap(true);
    m_summary->setText(tr("Converting %n trace(s) of one job into a capture, a node each, one per core at a time "
                          "(the traces are only read)…",
                          nullptr, static_cast<int>(files.size())));
    layout->addWidget(m_summary);

    auto* list = new QWidget;
    auto* grid = new QGridLayout(list);
    grid->setColumnStretch(1, 1);
    for (int i = 0; i < files.size(); ++i) {
        auto* name = new QLabel(QFileInfo(files.at(i)).fileName(), list);
        name->setToolTip(QDir::toNativeSeparators(files.at(i)));
        auto* bar = new QProgressBar(list);
        bar->setObjectName(QStringLiteral("fileProgress"));
        bar->setRange(0, 100);
        bar->setValue(0);
        bar->setMinimumWidth(120);
        auto* state = new QLabel(tr("waiting"), list);
        state->setObjectName(QStringLiteral("fileState"));
        grid->addWidget(name, i, 0);
        grid->addWidget(bar, i, 1);
        grid->addWidget(state, i, 2);
        m_bars.push_back(bar);
        m_states.push_back(state);
    }
    m_scroll = new QScrollArea(this);
    m_scroll->setObjectName(QStringLiteral("importFiles"));
    m_scroll->setWidgetResizable(true);
    m_scroll->setWidget(list);
    layout->addWidget(m_scroll, 1);

    m_overall = new QProgressBar(this);
    m_overall->setObjectName(QStringLiteral("importOverall"));
    m_overall->setRange(0, 1000);
    m_overall->setValue(0);
    layout->addWidget(m_overall);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    QPushButton* cancel = buttons->button(QDialogButtonBox::Cancel);
    cancel->setObjectName(QStringLiteral("importCancel"));
    connect(cancel, &QPushButton::clicked, this, &TraceImportPanel::reject);
    layout->addWidget(buttons);
    resize(640, 480);

    connect(import, &TraceImport::progress, this, [this](qint64 done, qint64 total) {
        m_overall->setValue(static_cast<int>(done * 1000 / std::max<qint64>(total, 1)));
    });
    connect(import, &TraceImport::fileProgress, this, &TraceImportPanel::setFileProgress);
    connect(import, &TraceImport::fileFinished, this, &TraceImportPanel::setFileFinished);
    connect(import, &TraceImport::fileFailed, this, &TraceImportPanel::setFileFailed);
    connect(import, &TraceImport::finished, this, &TraceImportPanel::finish);
    connect(import, &TraceImport::failed, this, &TraceImportPanel::finish);
    connect(import, &TraceImport::cancelled, this, &TraceImportPanel::finish);
}

void TraceImportPanel::reject()
{
    if (auto* cancel = findChild<QPushButton*>(QStringLiteral("importCancel")))
        cancel->setEnabled(false);
    m_summary->setText(tr("Cancelling…"));
    m_import->cancel();
}

void TraceImportPanel::setFileProgress(int index, int percent)
{
    if (index < 0 || static_cast<std::size_t>(index) >= m_bars.size())
        return;
    QProgressBar* bar = m_bars[static_cast<std::size_t>(index)];
    if (bar->value() == 0 && percent == 0)
        m_scroll->ensureWidgetVisible(bar); // a file starting: the list follows the work
    bar->setValue(percent);
    m_states[static_cast<std::size_t>(index)]->setText(tr("converting"));
}

void TraceImportPanel::setFileFinished(int index, const QString& node, double seconds)
{
    if (index < 0 || static_cast<std::size_t>(index) >= m_bars.size())
        return;
    m_bars[static_cast<std::size_t>(index)]->setValue(100);
    m_states[static_cast<std::size_t>(index)]->setText(tr("%1 · %2 s").arg(node).arg(seconds, 0, 'f', 1));
    ++m_done;
    m_summary->setText(m_done == static_cast<int>(m_bars.size())
                           ? tr("Merging %n trace(s) into one capture…", nullptr, m_done)
                           : tr("%1 of %2 traces converted…").arg(m_done).arg(m_bars.size()));
}

void TraceImportPanel::setFileFailed(int index, const QString& message)
{
    if (index < 0 || static_cast<std::size_t>(index) >= m_bars.size())
        return;
    m_states[static_cast<std::size_t>(index)]->setText(tr("failed"));
    m_states[static_cast<std::size_t>(index)]->setToolTip(message);
}

void TraceImportPanel::finish()
{
    // Whatever the import's end, the window says it (the capture opens, or an error box).
    disconnect(m_import, nullptr, this, nullptr);
    QDialog::reject();
}

} // namespace faultline
