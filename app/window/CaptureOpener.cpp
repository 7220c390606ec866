#include "CaptureOpener.h"

#include "BusyStatus.h"
#include "CaptureWorkspace.h"
#include "DemoCapture.h"
#include "RecentFiles.h"
#include "TraceImport.h"
#include "TraceImportPanel.h"
#include "TraceLoader.h"
#include "memory/MemoryWorkspace.h"
#include "memory/SnapshotLoader.h"
#include "notes/NotesController.h"
#include "summary/CaptureDescription.h"

#include <QDir>
#include <QFileInfo>
#include <QProgressDialog>
#include <QTabWidget>

#include <utility>

namespace faultline {

namespace {

QString displayName(const QString& path)
{
    return QFileInfo(path).fileName();
}

} // namespace

CaptureOpener::CaptureOpener(CaptureWorkspace* workspace, QTabWidget* tabs, RecentFiles* recent, BusyStatus* status,
                             QObject* parent)
    : QObject(parent)
    , m_workspace(workspace)
    , m_tabs(tabs)
    , m_recent(recent)
    , m_status(status)
    , m_demo(new DemoCapture(this))
    , m_loader(new TraceLoader(this))
    , m_snapshotLoader(new SnapshotLoader(this))
    , m_import(new TraceImport(this))
{
    connect(m_loader, &TraceLoader::progress, m_status, &BusyStatus::setProgress);
    connect(m_loader, &TraceLoader::loaded, this, [this](std::shared_ptr<const Trace> trace, const QString& path) {
        m_workspace->setCapture(trace, path);
        if (path != m_demoPath)
            m_recent->add(m_traceOf.value(path, path));
        QString message = tr("Opened %1: %2.").arg(displayName(path), CaptureDescription::events(*trace));
        if (!trace->problems.empty())
            // Parts that could not be read, and what an import left out or found cut short.
            message += QLatin1Char(' ') + tr("Problems: %1 (see the Problems dock).").arg(trace->problems.size());
        if (const QString notes = m_workspace->notesController()->loadSummary(); !notes.isEmpty())
            message += QLatin1Char(' ') + notes;
        m_status->setIdle(message);
        emit captureLoaded(path);
    });
    connect(m_loader, &TraceLoader::failed, this, [this](const QString& path, const QString& message) {
        if (!QFileInfo::exists(path))
            m_recent->remove(path);
        m_status->setIdle(tr("Could not open %1.").arg(displayName(path)));
        emit error(tr("Cannot Open Capture"),
                   tr("Faultline could not open “%1”.\n\n%2").arg(QDir::toNativeSeparators(path), message));
        emit captureFailed(path, message);
    });
    connect(m_loader, &TraceLoader::cancelled, this, [this](const QString& path) {
        m_status->setIdle(m_workspace->trace()
                              ? tr("Loading cancelled; still showing %1.").arg(displayName(m_workspace->path()))
                              : tr("Loading cancelled."));
        emit loadCancelled(path);
    });

    connect(m_snapshotLoader, &SnapshotLoader::progress, m_status, &BusyStatus::setProgress);
    connect(m_snapshotLoader, &SnapshotLoader::loaded, this,
            [this](const QString& path, const std::shared_ptr<LoadedSnapshot>& result) {
                m_recent->add(path);
                auto* memory = new MemoryWorkspace(path, std::move(*result), m_tabs);
                // Memory tabs close on their own; the capture's tabs go with File ▸ Close.
                const int index = memory->addClosableTab(m_tabs, tr("Memory — %1").arg(displayName(path)),
                                                         tr("Close this memory snapshot"));
                m_tabs->setTabToolTip(index, QDir::toNativeSeparators(path));
                m_tabs->setCurrentWidget(memory);
                m_status->setIdle(tr("Opened memory snapshot %1.").arg(displayName(path)));
                emit snapshotOpened(memory);
            });
    connect(m_snapshotLoader, &SnapshotLoader::failed, this, [this](const QString& path, const QString& message) {
        m_status->setIdle(tr("Could not open %1.").arg(displayName(path)));
        emit error(tr("Cannot Open Memory Snapshot"),
                   tr("Faultline could not read “%1” as a PyTorch memory snapshot.\n\n%2")
                       .arg(QDir::toNativeSeparators(path), message));
        emit snapshotFailed(path, message);
    });
    connect(m_snapshotLoader, &SnapshotLoader::cancelled, this,
            [this] { m_status->setIdle(tr("Loading the memory snapshot cancelled.")); });

    connect(m_import, &TraceImport::progress, this, [this](qint64 done, qint64 total) {
        m_status->setProgress(done, total);
        if (m_importProgress)
            m_importProgress->setValue(static_cast<int>(done));
    });
    const auto closeProgress = [this] {
        if (m_importProgress) {
            m_importProgress->reset();
            m_importProgress->deleteLater();
            m_importProgress = nullptr;
        }
    };
    // A folder of one job's ranks: a bar for each file instead of the one bar.
    connect(m_import, &TraceImport::filesListed, this, [this, closeProgress](const QStringList& files) {
        closeProgress();
        (new TraceImportPanel(m_import, files, m_tabs->window()))->show();
    });
    connect(m_import, &TraceImport::finished, this, [this, closeProgress](const QString& trace, const QString& out) {
        closeProgress();
        m_traceOf.insert(out, trace);
        emit traceImported(trace, out);
        m_status->setBusy(tr("Opening %1 (converted from %2)…").arg(displayName(out), displayName(trace)));
        m_loader->load(out);
    });
    connect(m_import, &TraceImport::failed, this, [this, closeProgress](const QString& trace, const QString& message) {
        closeProgress();
        m_status->setIdle(tr("Could not convert %1.").arg(displayName(trace)));
        emit error(
            tr("Cannot Import Trace"),
            tr("Faultline could not convert “%1” into a capture.\n\n%2").arg(QDir::toNativeSeparators(trace), message));
        emit importFailed(trace, message);
    });
    connect(m_import, &TraceImport::cancelled, this, [this, closeProgress](const QString&) {
        closeProgress();
        m_status->setIdle(tr("Converting the trace cancelled."));
    });

    connect(m_demo, &DemoCapture::progress, m_status, &BusyStatus::setProgress);
    connect(m_demo, &DemoCapture::finished, this, [this](const QString& path) {
        m_demoPath = path;
        openCapture(path);
    });
    connect(m_demo, &DemoCapture::failed, this, [this](const QString& message) {
        m_status->setIdle(tr("The demo capture could not be written."));
        emit error(tr("Demo Capture"), message);
        emit demoFailed(message);
    });
    connect(m_demo, &DemoCapture::cancelled, this, [this] { m_status->setIdle(tr("Demo generation cancelled.")); });
}

CaptureOpener::~CaptureOpener()
{
    // The demo file must outlive the loader reading it; both stop here, before members go.
    m_loader->cancel();
    delete m_loader;
    m_loader = nullptr;
    delete m_demo;
    m_demo = nullptr;
}

bool CaptureOpener::isBusy() const
{
    return (m_loader && m_loader->isLoading()) || (m_demo && m_demo->isRunning()) || m_snapshotLoader->isRunning()
        || m_import->isRunning();
}

void CaptureOpener::openCapture(const QString& path)
{
    if (path.isEmpty())
        return;
    if (m_demo->isRunning())
        m_demo->cancel();
    m_status->setBusy(tr("Opening %1…").arg(displayName(path)));
    m_loader->load(path);
}

void CaptureOpener::openSnapshot(const QString& path)
{
    if (path.isEmpty())
        return;
    m_status->setBusy(tr("Opening memory snapshot %1…").arg(displayName(path)));
    m_snapshotLoader->load(path);
}

void CaptureOpener::openTrace(const QString& path)
{
    if (path.isEmpty())
        return;
    if (m_demo->isRunning())
        m_demo->cancel();
    m_status->setBusy(tr("Converting %1 into a capture…").arg(displayName(path)));
    if (!m_importProgress) {
        m_importProgress = new QProgressDialog(m_tabs->window());
        m_importProgress->setObjectName(QStringLiteral("importProgress"));
        m_importProgress->setWindowTitle(tr("Importing Trace"));
        m_importProgress->setWindowModality(Qt::WindowModal);
        m_importProgress->setRange(0, 1000);
        m_importProgress->setMinimumDuration(300);
        connect(m_importProgress, &QProgressDialog::canceled, m_import, &TraceImport::cancel);
    }
    m_importProgress->setLabelText(tr("Converting %1 into a capture (the trace is only read)…").arg(displayName(path)));
    m_importProgress->setValue(0);
    m_import->start(path);
}

void CaptureOpener::openDemo()
{
    if (m_demo->isRunning())
        return;
    if (m_loader->isLoading())
        m_loader->cancel();
    m_status->setBusy(tr("Generating the demo capture (fragmentation scenario)…"));
    m_demo->generate(QStringLiteral("fragmentation"));
}

void CaptureOpener::cancel()
{
    if (m_demo->isRunning())
        m_demo->cancel();
    if (m_loader->isLoading())
        m_loader->cancel();
    if (m_snapshotLoader->isRunning())
        m_snapshotLoader->cancel();
    if (m_import->isRunning())
        m_import->cancel();
}

} // namespace faultline
