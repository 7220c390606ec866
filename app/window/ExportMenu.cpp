#include "ExportMenu.h"

#include "AnnotationSet.h"
#include "CaptureWorkspace.h"
#include "PerfettoExport.h"
#include "QtText.h"
#include "ReviewReport.h"
#include "chains/ChainInspector.h"
#include "chains/SourceView.h"
#include "compare/CompareView.h"
#include "export/BlockMapImage.h"
#include "export/ReviewExport.h"
#include "export/TimelineImage.h"
#include "memory/MemoryWorkspace.h"
#include "notes/NotesController.h"
#include "timeline/TimelineView.h"
#include "timeline/TrackPainter.h"

#include <QAction>
#include <QFileInfo>
#include <QGuiApplication>
#include <QMenu>
#include <QMessageBox>
#include <QProgressDialog>
#include <QSaveFile>
#include <QScrollBar>
#include <QTabWidget>

namespace faultline {

namespace {

// A wait cursor for the length of an export on the GUI thread.
class BusyCursor
{
public:
    BusyCursor() { QGuiApplication::setOverrideCursor(Qt::WaitCursor); }
    ~BusyCursor() { QGuiApplication::restoreOverrideCursor(); }
    BusyCursor(const BusyCursor&) = delete;
    BusyCursor& operator=(const BusyCursor&) = delete;
};

} // namespace

ExportMenu::ExportMenu(CaptureWorkspace* workspace, QTabWidget* tabs, QWidget* window)
    : QObject(window)
    , m_workspace(workspace)
    , m_tabs(tabs)
    , m_window(window)
{
    m_menu = new QMenu(tr("&Export"), window);
    m_menu->setObjectName(QStringLiteral("exportMenu"));
    m_timelineAction = m_menu->addAction(tr("&Timeline Image…"), this,
                                         [this] { ask(ExportDialog::Kind::TimelineImage); });
    m_timelineAction->setObjectName(QStringLiteral("exportTimelineImageAction"));
    m_timelineAction->setStatusTip(tr("The timeline's view, the whole capture or the selection as PNG, SVG or PDF, "
                                      "with the ruler, lane labels, legend, notes and highlighted chain evidence"));
    m_blockMapAction = m_menu->addAction(tr("&Block Map Image…"), this,
                                         [this] { ask(ExportDialog::Kind::BlockMapImage); });
    m_blockMapAction->setObjectName(QStringLiteral("exportBlockMapImageAction"));
    m_blockMapAction->setStatusTip(tr("The block map of the current Memory tab as PNG, SVG or PDF"));
    m_reportAction = m_menu->addAction(tr("&Review Report…"), this, [this] {
        // The Compare tab's report is the comparison's.
        if (auto* compare = qobject_cast<CompareView*>(m_tabs->currentWidget()))
            compare->exportReport();
        else
            ask(ExportDialog::Kind::Report);
    });
    m_reportAction->setObjectName(QStringLiteral("exportReportAction"));
    m_reportAction->setStatusTip(tr("The capture, its causal chains, op statistics, notes and timeline pictures as "
                                    "Markdown, one HTML file or a PDF document, beside the capture"));
    m_menu->addSeparator();
    m_perfettoAction = m_menu->addAction(tr("&Perfetto JSON…"), this, [this] { ask(ExportDialog::Kind::Perfetto); });
    m_perfettoAction->setObjectName(QStringLiteral("exportPerfettoAction"));
    m_perfettoAction->setStatusTip(tr("The events with chains and notes as Chrome trace JSON for ui.perfetto.dev"));

    connect(m_menu, &QMenu::aboutToShow, this, &ExportMenu::updateActions);
    connect(workspace, &CaptureWorkspace::captureChanged, this, &ExportMenu::updateActions);
    connect(tabs, &QTabWidget::currentChanged, this, &ExportMenu::updateActions);
    updateActions();
}

void ExportMenu::updateActions()
{
    const bool capture = m_workspace->trace() && m_workspace->timelineView();
    m_timelineAction->setEnabled(capture);
    m_reportAction->setEnabled(capture || qobject_cast<CompareView*>(m_tabs->currentWidget()));
    m_perfettoAction->setEnabled(capture);
    m_blockMapAction->setEnabled(currentWorkspace() != nullptr);
}

MemoryWorkspace* ExportMenu::currentWorkspace() const
{
    return qobject_cast<MemoryWorkspace*>(m_tabs->currentWidget());
}

LaneSelection ExportMenu::lanesInView(const TimelineView& view)
{
    LaneSelection lanes;
    lanes.counters = false;
    const Trace& trace = view.model()->trace();
    const TrackLayout& layout = view.layout();
    const int top = view.verticalScrollBar()->value();
    const int bottom = top + view.trackPainter()->height();
    const auto& rows = view.model()->rows();
    for (int r = 0; r < layout.rowCount() && r < static_cast<int>(rows.size()); ++r) {
        if (layout.rowTop(r) + layout.rowHeight(r) <= top || layout.rowTop(r) >= bottom)
            continue;
        const timeline::TimelineRow& row = rows[static_cast<std::size_t>(r)];
        switch (row.kind) {
        case timeline::TimelineRow::Kind::Lane: {
            const std::uint32_t tid = trace.threads[trace.lanes[row.lane].thread].tid;
            lanes.tids.push_back(tid);
            lanes.laneKinds.emplace_back(tid, trace.lanes[row.lane].kind);
            break;
        }
        case timeline::TimelineRow::Kind::Process:
            if (view.model()->isCollapsed(row.process))
                lanes.pids.push_back(trace.processes[row.process].pid);
            break;
        case timeline::TimelineRow::Kind::Counter:
        case timeline::TimelineRow::Kind::CounterGroup: lanes.counters = true; break;
        case timeline::TimelineRow::Kind::Query:
        case timeline::TimelineRow::Kind::Node:
        case timeline::TimelineRow::Kind::Idle: break; // folded idle threads stay out
        }
    }
    // Nothing but counters (or nothing at all) in view: all lanes rather than none.
    if (lanes.all())
        lanes.counters = true;
    return lanes;
}

std::pair<std::int64_t, std::int64_t> ExportMenu::rangeOf(const ExportDialog::Choice& choice) const
{
    const TimelineView* view = m_workspace->timelineView();
    if (!view)
        return {INT64_MIN, INT64_MAX};
    const timeline::ZoomControl* zoom = view->zoom();
    switch (choice.range) {
    case ExportDialog::Range::VisibleView: return {zoom->rangeStart(), zoom->rangeEnd()};
    case ExportDialog::Range::Selection:
        if (zoom->hasSelection())
            return {zoom->selectionStart(), zoom->selectionEnd()};
        if (view->areaSelection().valid)
            return {view->areaSelection().start, view->areaSelection().end};
        break;
    case ExportDialog::Range::WholeCapture: break;
    }
    return {INT64_MIN, INT64_MAX};
}

ExportDialog* ExportMenu::ask(ExportDialog::Kind kind)
{
    updateActions();
    const bool capture = m_workspace->trace() && m_workspace->timelineView();
    MemoryWorkspace* workspace = currentWorkspace();
    if (kind == ExportDialog::Kind::BlockMapImage ? !workspace : !capture) {
        showError(kind == ExportDialog::Kind::BlockMapImage ? tr("Open a memory snapshot (or Device Memory) first: "
                                                                 "its Memory tab's block map is exported.")
                                                            : tr("Open a capture first."));
        return nullptr;
    }
    if (m_dialog)
        m_dialog->close();
    QString name;
    bool hasSelection = false;
    if (kind == ExportDialog::Kind::BlockMapImage) {
        name = QFileInfo(workspace->path()).completeBaseName() + QStringLiteral("-blockmap");
    } else {
        name = QFileInfo(m_workspace->path()).completeBaseName();
        if (kind == ExportDialog::Kind::TimelineImage)
            name += QStringLiteral("-timeline");
        else if (kind == ExportDialog::Kind::Report)
            name += QStringLiteral("-review");
        const TimelineView* view = m_workspace->timelineView();
        hasSelection = view->zoom()->hasSelection() || view->areaSelection().valid;
    }
    m_dialog = new ExportDialog(kind, m_workspace->path(), name, hasSelection, m_window);
    m_dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(m_dialog, &QDialog::accepted, this, [this, dialog = m_dialog.data()] {
        // Once the dialog is gone: the report's progress dialog runs events, and the closing
        // dialog must not be deleted under its own accept().
        QMetaObject::invokeMethod(
            this,
            [this, kind = dialog->kind(), choice = dialog->choice()] {
                QString error;
                if (!run(kind, choice, &error))
                    showError(error);
            },
            Qt::QueuedConnection);
    });
    m_dialog->open();
    return m_dialog;
}

bool ExportMenu::run(ExportDialog::Kind kind, const ExportDialog::Choice& choice, QString* error)
{
    const std::shared_ptr<const Trace> trace = m_workspace->trace();
    TimelineView* view = m_workspace->timelineView();
    const QString capturePath = m_workspace->path();
    const QString captureName = QFileInfo(capturePath).fileName();
    QList<Annotation> notes;
    if (choice.notes) {
        if (const NotesController* controller = m_workspace->notesController(); controller && controller->shownNotes())
            notes = controller->shownNotes()->annotations();
    }
    if (kind != ExportDialog::Kind::BlockMapImage && (!trace || !view)) {
        *error = tr("No capture is open.");
        return false;
    }
    const QFileInfo target(choice.path);
    if (!capturePath.isEmpty() && target.exists()
        && target.canonicalFilePath() == QFileInfo(capturePath).canonicalFilePath()) {
        *error = tr("%1 is the open capture; it is never written over.").arg(choice.path);
        return false;
    }

    bool ok = false;
    QString done;
    switch (kind) {
    case ExportDialog::Kind::TimelineImage: {
        const std::optional<ImageFormat> format = imageFormatFromName(choice.format);
        if (!format) {
            *error = tr("Unknown picture format '%1'.").arg(choice.format);
            return false;
        }
        const auto [from, to] = rangeOf(choice);
        TimelineImageOptions options;
        if (from != INT64_MIN || to != INT64_MAX) {
            options.from = from;
            options.to = to;
        }
        options.lanes = choice.visibleLanesOnly ? lanesInView(*view) : LaneSelection{};
        options.size = choice.size;
        options.laneHeight = view->laneHeight();
        options.legend = choice.legend;
        options.notes = choice.notes;
        options.annotations = notes;
        options.highlight = view->highlightedEvents();
        options.captureName = captureName;
        if (!options.highlight.empty() && m_workspace->chainInspector()) {
            if (const Chain* chain = m_workspace->chainInspector()->currentChain())
                options.subtitle = QStringLiteral("[%1] %2").arg(QLatin1String(severityName(chain->severity)),
                                                                 text::toQString(chain->title));
        }
        const BusyCursor busy;
        TimelineImage image(trace, std::move(options));
        const ImageWriter::Result result = image.writeFile(*format, choice.path);
        ok = result.ok;
        *error = result.error;
        done = tr("Exported the timeline to %1 (%2 rows).").arg(choice.path).arg(image.rowTitles().size());
        break;
    }
    case ExportDialog::Kind::BlockMapImage: {
        MemoryWorkspace* workspace = currentWorkspace();
        const std::optional<ImageFormat> format = imageFormatFromName(choice.format);
        if (!workspace || !format) {
            *error = workspace ? tr("Unknown picture format '%1'.").arg(choice.format) : tr("No Memory tab is shown.");
            return false;
        }
        BlockMapImageOptions options;
        options.size = choice.size;
        options.legend = choice.legend;
        const BusyCursor busy;
        BlockMapImage image(*workspace, options);
        const ImageWriter::Result result = image.writeFile(*format, choice.path);
        ok = result.ok;
        *error = result.error;
        done = tr("Exported the block map to %1 (%n segment(s)).", nullptr, image.segmentCount()).arg(choice.path);
        break;
    }
    case ExportDialog::Kind::Report: {
        const std::optional<ReportFormat> format = reportFormatFromName(choice.format);
        if (!format) {
            *error = tr("Unknown report format '%1'.").arg(choice.format);
            return false;
        }
        const auto [from, to] = rangeOf(choice);
        ReviewExportOptions options;
        options.captureName = captureName;
        options.from = from;
        options.to = to;
        options.lanes = choice.visibleLanesOnly ? lanesInView(*view) : LaneSelection{};
        options.notes = notes;
        options.pathMappings = SourceView::storedMappings(capturePath);
        options.imageSize = choice.size;
        options.laneHeight = view->laneHeight();
        options.chainImages = choice.chainImages;
        QProgressDialog progress(tr("Deriving the causal chains…"), QString(), 0, 1 + choice.chainImages, m_window);
        progress.setObjectName(QStringLiteral("exportProgress"));
        progress.setWindowTitle(tr("Export Review Report"));
        progress.setWindowModality(Qt::WindowModal);
        progress.setMinimumDuration(0);
        progress.setValue(0);
        const BusyCursor busy;
        options.chains = ReviewReport::chainsFor(*trace, from, to);
        progress.setLabelText(tr("Drawing the pictures…"));
        const ReviewExportResult result = ReviewExport::write(trace, options, *format, choice.path,
                                                              [&progress](int picture, int total) {
                                                                  progress.setMaximum(total);
                                                                  progress.setValue(picture);
                                                              });
        ok = result.ok;
        *error = result.error;
        done = tr("Exported the review to %1: %2 chains, %3 pictures, %4 notes.")
                   .arg(choice.path)
                   .arg(result.chains)
                   .arg(result.images)
                   .arg(result.notes);
        break;
    }
    case ExportDialog::Kind::Perfetto: {
        const auto [from, to] = rangeOf(choice);
        const LaneSelection lanes = choice.visibleLanesOnly ? lanesInView(*view) : LaneSelection{};
        PerfettoExportOptions options;
        options.captureName = captureName;
        options.from = from;
        options.to = to;
        options.pids = lanes.pids;
        options.tids = lanes.tids;
        options.notes = notes;
        const BusyCursor busy;
        if (choice.chains)
            options.chains = ReviewReport::chainsFor(*trace, from, to);
        QSaveFile file(choice.path);
        if (!file.open(QIODevice::WriteOnly)) {
            *error = tr("Cannot write %1: %2").arg(choice.path, file.errorString());
            return false;
        }
        const PerfettoExportResult result = PerfettoExport::write(*trace, options, &file);
        ok = result.ok && file.commit();
        *error = result.ok ? file.errorString() : result.error;
        done = tr("Exported %1 events to %2 for Perfetto.").arg(result.events).arg(choice.path);
        break;
    }
    }
    if (!ok) {
        *error = tr("The export failed: %1").arg(*error);
        emit exportFailed(*error);
        return false;
    }
    error->clear();
    emit statusMessage(done);
    emit exported(choice.path);
    return true;
}

void ExportMenu::showError(const QString& message)
{
    auto* box = new QMessageBox(QMessageBox::Warning, tr("Export"), message, QMessageBox::Ok, m_window);
    box->setObjectName(QStringLiteral("exportError"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

} // namespace faultline
