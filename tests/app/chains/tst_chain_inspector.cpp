// The chain inspector, the source view and the stacks view, driven like a user would on
// generated captures (the DataLoader fork stall and the fragmentation scenario) and on Ingero's
// sample with stored chains. Expected values come from the engine and the trace's columns
// (ChainEngine::derive, topStacks, the file the test writes), never from the widgets themselves.

#include "ChainEngine.h"
#include "ScenarioGenerator.h"
#include "SourceResolver.h"
#include "StackSummary.h"
#include "TestPaths.h"
#include "TestPixels.h"
#include "TraceBuilder.h"
#include "chains/ChainDetailsWidget.h"
#include "chains/ChainFilterModel.h"
#include "chains/ChainInspector.h"
#include "chains/ChainListModel.h"
#include "chains/CodeView.h"
#include "chains/PathMappingsDialog.h"
#include "chains/SourceView.h"
#include "chains/StackFrames.h"
#include "chains/StacksView.h"
#include "timeline/EventDetailsWidget.h"
#include "timeline/TimelineColours.h"
#include "timeline/TimelineView.h"
#include "timeline/TrackPainter.h"
#include "window/CaptureWorkspace.h"
#include "window/MainWindow.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QDockWidget>
#include <QFile>
#include <QHBoxLayout>
#include <QImage>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QSplitter>
#include <QStandardPaths>
#include <QStyle>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextLayout>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <memory>
#include <set>

using namespace faultline;
using faultline::test::rgb;

namespace {

constexpr int kLoadTimeoutMs = 120000;
const QString kRecordedFolder = QStringLiteral("/home/ubuntu/workloads");

std::shared_ptr<const Trace> load(const QString& path)
{
    LoadResult loaded = TraceBuilder::load(QFile::encodeName(path).toStdString());
    return loaded.trace ? std::shared_ptr<const Trace>(std::move(loaded.trace)) : nullptr;
}

const Chain* findRule(const std::vector<Chain>& chains, const std::string& rule)
{
    const auto it = std::find_if(chains.begin(), chains.end(), [&](const Chain& c) { return c.rule == rule; });
    return it == chains.end() ? nullptr : &*it;
}

// Proxy row of the chain with `id`, -1 when not shown.
int rowOfChain(const ChainInspector& inspector, const std::string& id)
{
    for (int row = 0; row < inspector.proxy()->rowCount(); ++row) {
        const Chain* c = inspector.model()->chain(
            inspector.proxy()->mapToSource(inspector.proxy()->index(row, 0)).row());
        if (c && c->id == id)
            return row;
    }
    return -1;
}

void click(QAbstractItemView* view, const QModelIndex& index, bool twice = false)
{
    view->scrollTo(index);
    const QPoint at = view->visualRect(index).center();
    QTest::mouseClick(view->viewport(), Qt::LeftButton, Qt::NoModifier, at);
    if (twice)
        QTest::mouseDClick(view->viewport(), Qt::LeftButton, Qt::NoModifier, at);
}

// The most characters a line of `view`'s text is laid out with.
int longestLine(const QTextBrowser* view)
{
    int longest = 0;
    for (QTextBlock block = view->document()->begin(); block.isValid(); block = block.next()) {
        const QTextLayout* layout = block.layout();
        for (int i = 0; layout && i < layout->lineCount(); ++i)
            longest = std::max(longest, layout->lineAt(i).textLength());
    }
    return longest;
}

// The timeline beside the chain inspector and the stacks view, wired like the main window.
struct Bench
{
    QWidget window;
    TimelineView* timeline = nullptr;
    ChainInspector* inspector = nullptr;
    StacksView* stacks = nullptr;

    explicit Bench(std::shared_ptr<const Trace> trace, const QString& path)
    {
        auto* column = new QVBoxLayout(&window);
        timeline = new TimelineView(trace, &window);
        inspector = new ChainInspector(&window);
        stacks = new StacksView(&window);
        auto* row = new QHBoxLayout;
        row->addWidget(inspector, 3);
        row->addWidget(stacks, 1);
        column->addWidget(timeline, 3);
        column->addLayout(row, 2);
        inspector->setTimeline(timeline);
        stacks->setTrace(trace);
        stacks->setTimeline(timeline);
        QObject::connect(inspector, &ChainInspector::chainSelected, stacks, [this](const Chain* chain) {
            if (chain)
                stacks->setChainScope(chain->lanes, chain->windowStart, chain->windowEnd,
                                      QString::fromStdString(chain->title));
            else
                stacks->setChainScope({}, 0, 0, QString());
        });
        window.resize(1500, 1100);
        window.show();
        QSignalSpy ready(inspector, &ChainInspector::chainsReady);
        inspector->setTrace(std::move(trace), path);
        ready.wait(kLoadTimeoutMs);
    }
};

} // namespace

class TestChainInspector : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void theChainsDockListsTheForkStallWhenACaptureLoads();
    void aSecondCaptureReplacesTheChainsOfTheFirst();
    void theChainDocksComeWithACaptureAndStayClosedOnceClosed();
    void selectingAChainZoomsToItsWindowSelectsItAndHighlightsItsEvidence();
    void theEvidenceIsDrawnAboveAVeilWithoutRebuildingGeometry();
    void pinnedEvidenceRowsGoBackWhenTheChainChanges();
    void clickingEvidenceSelectsTheEventAndDoubleClickZoomsToIt();
    void theSeverityAndProcessFiltersHideRows();
    void storedChainsAreListedAndMarked();
    void aChainTitleLeadsWithWhatHappenedAndItsLineIsNeverCut_data();
    void aChainTitleLeadsWithWhatHappenedAndItsLineIsNeverCut();
    void theSourceViewShowsTheChainsLineThroughAPathMapping();
    void aMissingFileIsNamedWithThePathsTriedAndTheFramesStay();
    void openInEditorRunsTheCommandWithFileAndLine();
    void thePathMappingsDialogKeepsCompleteRows();
    void theStacksViewOrdersLikeTopStacks_data();
    void theStacksViewOrdersLikeTopStacks();
    void withoutAnAreaTheStacksFollowTheSelectedChain();
    void clickingAPythonFrameInStacksOrDetailsOpensTheSource();

private:
    void writeNumberedFile(const QString& path, int lines) const;

    QTemporaryDir m_dir;
    QString m_forkPath;
    QString m_fragmentationPath;
    std::shared_ptr<const Trace> m_fork;
    std::shared_ptr<const Trace> m_fragmentation;
    std::vector<Chain> m_forkChains;
    std::vector<Chain> m_fragmentationChains;
};

void TestChainInspector::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("FaultlineTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_chain_inspector"));
    QLocale::setDefault(QLocale::c());
    QVERIFY(m_dir.isValid());
    for (const auto& [scenario, path] :
         {std::pair{"dataloader-fork-stall", &m_forkPath}, std::pair{"fragmentation", &m_fragmentationPath}}) {
        *path = m_dir.filePath(QString::fromLatin1(scenario) + QStringLiteral(".db"));
        capture::ScenarioOptions options;
        options.scenario = scenario;
        const capture::ScenarioResult written = capture::ScenarioGenerator::generate(
            QFile::encodeName(*path).toStdString(), options);
        QVERIFY2(written.ok, written.error.c_str());
    }
    m_fork = load(m_forkPath);
    m_fragmentation = load(m_fragmentationPath);
    QVERIFY(m_fork && m_fragmentation);
    m_forkChains = ChainEngine::derive(*m_fork);
    m_fragmentationChains = ChainEngine::derive(*m_fragmentation);
    QVERIFY(findRule(m_forkChains, "fork-stall"));
    QVERIFY(findRule(m_fragmentationChains, "alloc-churn"));
}

void TestChainInspector::init()
{
    QSettings().clear();
    // Any warning fails the test, except the offscreen platform's note about size hints.
    QTest::failOnWarning(QRegularExpression(QStringLiteral("^(?!This plugin does not support propagateSizeHints)")));
}

void TestChainInspector::cleanup()
{
    QSettings().clear();
}

void TestChainInspector::writeNumberedFile(const QString& path, int lines) const
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    for (int i = 1; i <= lines; ++i)
        file.write(QStringLiteral("x_%1 = %1  # line %1 of %2\n").arg(i).arg(lines).toUtf8());
}

void TestChainInspector::theChainsDockListsTheForkStallWhenACaptureLoads()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    ChainInspector* inspector = window.workspace()->chainInspector();
    QVERIFY(inspector);
    QCOMPARE(inspector->objectName(), QStringLiteral("chainInspector"));
    QCOMPARE(window.workspace()->sourceView()->objectName(), QStringLiteral("sourceView"));
    QCOMPARE(window.workspace()->stacksView()->objectName(), QStringLiteral("stacksView"));
    QAbstractItemModelTester modelTester(inspector->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester proxyTester(inspector->proxy(), QAbstractItemModelTester::FailureReportingMode::QtTest);

    QVERIFY(!window.findChild<QDockWidget*>(QStringLiteral("chainsDock"))
                 ->isVisible()); // nothing to show before a capture is open
    QSignalSpy ready(inspector, &ChainInspector::chainsReady);
    window.openCapture(m_forkPath);
    QTRY_VERIFY_WITH_TIMEOUT(inspector->isDeriving() || !ready.isEmpty(), kLoadTimeoutMs);
    QVERIFY(!ready.isEmpty() || ready.wait(kLoadTimeoutMs));
    QVERIFY(!inspector->isDeriving());

    // Every derived chain, plus the stored ones (none in a generated capture).
    QCOMPARE(inspector->model()->rowCount(),
             static_cast<int>(m_forkChains.size() + ChainEngine::stored(*m_fork).size()));
    const Chain* fork = findRule(m_forkChains, "fork-stall");
    const int row = rowOfChain(*inspector, fork->id);
    QVERIFY(row >= 0);
    const QModelIndex title = inspector->proxy()->index(row, ChainListModel::TitleColumn);
    QCOMPARE(title.data().toString(), QString::fromStdString(fork->title));
    // Its severity is its impact's: the stall froze the input pipeline once, for under a second.
    QCOMPARE(inspector->proxy()->index(row, ChainListModel::SeverityColumn).data().toString(),
             QLatin1String(severityName(fork->severity)));
    QCOMPARE(fork->severity, severityForShare(fork->impact.share));
    QCOMPARE(inspector->proxy()->index(row, ChainListModel::ImpactColumn).data().toString(),
             ChainListModel::impactText(*fork));
    QVERIFY(ChainListModel::impactText(*fork).endsWith(QStringLiteral(" %")));
    QCOMPARE(inspector->proxy()->index(row, ChainListModel::RuleColumn).data().toString(),
             QStringLiteral("fork-stall"));
    // Relative to the capture start: the fork stall's window opens about 41.3 s in.
    const QString time = inspector->proxy()->index(row, ChainListModel::TimeColumn).data().toString();
    const double seconds = double(fork->windowStart - m_fork->beginNs) / 1e9;
    QVERIFY2(time.startsWith(QStringLiteral("+%1").arg(QString::number(seconds, 'f', 1).left(2))), qPrintable(time));
    // HIGH first, in the engine's order within a severity.
    for (int r = 1; r < inspector->proxy()->rowCount(); ++r) {
        QVERIFY(inspector->proxy()->index(r - 1, 0).data(ChainListModel::SeverityRole).toInt()
                >= inspector->proxy()->index(r, 0).data(ChainListModel::SeverityRole).toInt());
    }
    QVERIFY(window.findChild<QDockWidget*>(QStringLiteral("chainsDock"))->isVisible());
    QVERIFY(!window.findChild<QDockWidget*>(QStringLiteral("chainsDock"))->visibleRegion().isEmpty());
    QVERIFY(inspector->statusText().contains(QString::number(m_forkChains.size())));
    window.closeCapture();
    QCOMPARE(inspector->model()->rowCount(), 0);
    QVERIFY(!window.findChild<QDockWidget*>(QStringLiteral("chainsDock"))->isVisible());
}

void TestChainInspector::theChainDocksComeWithACaptureAndStayClosedOnceClosed()
{
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QSignalSpy loaded(&window, &MainWindow::captureLoaded);
        window.openCapture(m_forkPath);
        QVERIFY(loaded.wait(kLoadTimeoutMs));
        QVERIFY(window.findChild<QDockWidget*>(QStringLiteral("chainsDock"))->isVisible());
        QVERIFY(!window.findChild<QDockWidget*>(QStringLiteral("chainsDock"))
                     ->visibleRegion()
                     .isEmpty()); // the current tab of the three
        window.findChild<QDockWidget*>(QStringLiteral("stacksDock"))->close();
        QVERIFY(!window.findChild<QDockWidget*>(QStringLiteral("stacksDock"))->isVisible());
        window.closeCapture();
        QVERIFY(!window.findChild<QDockWidget*>(QStringLiteral("sourceDock"))->isVisible());
        window.openCapture(m_forkPath);
        QVERIFY(loaded.wait(kLoadTimeoutMs));
        QVERIFY(window.findChild<QDockWidget*>(QStringLiteral("chainsDock"))->isVisible());
        QVERIFY(!window.findChild<QDockWidget*>(QStringLiteral("stacksDock"))->isVisible());
        window.close();
    }
    // Remembered by the next window; the View menu brings it back.
    MainWindow window;
    window.show();
    QSignalSpy loaded(&window, &MainWindow::captureLoaded);
    window.openCapture(m_forkPath);
    QVERIFY(loaded.wait(kLoadTimeoutMs));
    QVERIFY(!window.findChild<QDockWidget*>(QStringLiteral("stacksDock"))->isVisible());
    window.findChild<QDockWidget*>(QStringLiteral("stacksDock"))->toggleViewAction()->trigger();
    QVERIFY(window.findChild<QDockWidget*>(QStringLiteral("stacksDock"))->isVisible());
    window.closeCapture();
    window.openCapture(m_forkPath);
    QVERIFY(loaded.wait(kLoadTimeoutMs));
    QVERIFY(window.findChild<QDockWidget*>(QStringLiteral("stacksDock"))->isVisible());
}

void TestChainInspector::aSecondCaptureReplacesTheChainsOfTheFirst()
{
    ChainInspector inspector;
    QSignalSpy ready(&inspector, &ChainInspector::chainsReady);
    inspector.setTrace(m_fork, m_forkPath);
    QVERIFY(inspector.isDeriving());
    // Replaced before the first result arrives: that result is stale and must be dropped.
    inspector.setTrace(m_fragmentation, m_fragmentationPath);
    QVERIFY(ready.wait(kLoadTimeoutMs));
    QTest::qWait(50);
    QCOMPARE(ready.count(), 1);
    QCOMPARE(inspector.model()->rowCount(), static_cast<int>(m_fragmentationChains.size()));
    for (std::size_t i = 0; i < m_fragmentationChains.size(); ++i)
        QCOMPARE(inspector.model()->chains()[i].id, m_fragmentationChains[i].id);
}

void TestChainInspector::selectingAChainZoomsToItsWindowSelectsItAndHighlightsItsEvidence()
{
    Bench bench(m_fork, m_forkPath);
    QVERIFY(QTest::qWaitForWindowExposed(&bench.window));
    ChainInspector* inspector = bench.inspector;
    timeline::ZoomControl* zoom = bench.timeline->zoom();
    const Chain& fork = *findRule(m_forkChains, "fork-stall");
    QCOMPARE(zoom->rangeDuration(), zoom->traceEnd() - zoom->traceStart());

    QSignalSpy selected(inspector, &ChainInspector::chainSelected);
    click(inspector->table(), inspector->proxy()->index(rowOfChain(*inspector, fork.id), ChainListModel::TitleColumn));
    QCOMPARE(selected.count(), 1);
    QVERIFY(inspector->currentChain());
    QCOMPARE(inspector->currentChain()->id, fork.id);

    // The range holds the window with a tenth of it on either side; the selection is the window.
    const qint64 window = fork.windowEnd - fork.windowStart;
    QVERIFY(zoom->rangeStart() <= fork.windowStart && zoom->rangeEnd() >= fork.windowEnd);
    QCOMPARE(zoom->rangeStart(), fork.windowStart - window / 10);
    QCOMPARE(zoom->rangeEnd(), fork.windowEnd + window / 10);
    QVERIFY(zoom->hasSelection());
    QCOMPARE(zoom->selectionStart(), fork.windowStart);
    QCOMPARE(zoom->selectionEnd(), fork.windowEnd);
    QVERIFY(zoom->canGoBack()); // recorded: Back returns to the whole capture

    // Its evidence is the painter's highlight set, the fork and the four stalled workers.
    const std::vector<EventRef>& highlighted = bench.timeline->trackPainter()->highlightedEvents();
    QCOMPARE(highlighted, fork.evidence);
    for (const EventRef ref : fork.evidence)
        QVERIFY(bench.timeline->trackPainter()->isHighlighted(ref));
    std::set<std::uint32_t> stalled;
    for (const EventRef ref : highlighted) {
        const Lane& lane = m_fork->lanes[ref.lane];
        if (lane.kind == LaneKind::OffCpu)
            stalled.insert(m_fork->threads[lane.thread].tid);
    }
    QCOMPARE(stalled.size(), std::size_t(4));
    // The story names the fork and the workers.
    const QString story = inspector->details()->storyView()->toPlainText();
    QVERIFY(story.contains(QString::fromStdString(fork.title)));
    for (const std::uint32_t tid : stalled)
        QVERIFY2(story.contains(QString::number(tid)), qPrintable(story));
    for (const std::string& r : fork.recommendations)
        QVERIFY(story.contains(QString::fromStdString(r)));

    // Back undoes the zoom; choosing no chain clears the highlight.
    zoom->back();
    QCOMPARE(zoom->rangeDuration(), zoom->traceEnd() - zoom->traceStart());
    inspector->table()->selectionModel()->clearCurrentIndex();
    QVERIFY(bench.timeline->highlightedEvents().empty());
    QCOMPARE(selected.count(), 2);
    QCOMPARE(selected.last().at(0).value<const Chain*>(), nullptr);
}

void TestChainInspector::theEvidenceIsDrawnAboveAVeilWithoutRebuildingGeometry()
{
    auto view = std::make_unique<TimelineView>(m_fork);
    view->resize(1400, 900);
    view->show();
    QVERIFY(QTest::qWaitForWindowExposed(view.get()));
    const Chain& fork = *findRule(m_forkChains, "fork-stall");
    TrackPainter* tracks = view->trackPainter();

    // The longest off-CPU interval of the evidence, in view, on its row.
    EventRef stall;
    for (const EventRef ref : fork.evidence) {
        if (m_fork->lanes[ref.lane].kind == LaneKind::OffCpu
            && (!stall.isValid()
                || m_fork->lanes[ref.lane].events.durationAt(ref.index)
                    > m_fork->lanes[stall.lane].events.durationAt(stall.index)))
            stall = ref;
    }
    QVERIFY(stall.isValid());
    view->zoomToEvent(stall);
    view->revealEvent(stall);
    const int row = view->rowOfEvent(stall);
    const EventColumns& events = m_fork->lanes[stall.lane].events;
    // An eighth into the bar: clear of its centred duration label.
    const qint64 inside = events.start[stall.index] + events.durationAt(stall.index) / 8;
    const QPoint at(static_cast<int>(tracks->xForTime(inside)), tracks->rowCenterY(row));
    QVERIFY(tracks->rect().contains(at));
    // An empty spot: a header row's background far from the bar.
    const QPoint background(4, tracks->rowCenterY(0));

    const QImage before = tracks->grab().toImage();
    const quint64 builds = tracks->geometryBuilds();
    view->setHighlightedEvents(fork.evidence);
    const QImage after = tracks->grab().toImage();
    QCOMPARE(tracks->geometryBuilds(), builds);

    const TimelineColours colours = TimelineColours::forPalette(tracks->palette());
    const QColor bar =
        colours.bar[static_cast<std::size_t>(timeline::eventColour(events, stall.index, LaneKind::OffCpu))];
    QCOMPARE(after.pixel(at) & 0xFFFFFF, rgb(bar));
    QCOMPARE(before.pixel(at) & 0xFFFFFF, rgb(bar));
    // Everything else is veiled: the same spot looks different with the highlight on.
    QVERIFY(after.pixel(background) != before.pixel(background));

    view->setHighlightedEvents({});
    QCOMPARE(tracks->grab().toImage().pixel(background), before.pixel(background));
    QCOMPARE(tracks->geometryBuilds(), builds);
    // Refs outside the trace are dropped, never drawn.
    view->setHighlightedEvents({{UINT32_MAX - 1, 0}, {stall.lane, UINT32_MAX}});
    QVERIFY(view->highlightedEvents().empty());
}

void TestChainInspector::pinnedEvidenceRowsGoBackWhenTheChainChanges()
{
    Bench bench(m_fork, m_forkPath);
    ChainInspector* inspector = bench.inspector;
    const timeline::TimelineModel* model = bench.timeline->model();
    const std::vector<timeline::TimelineRow> rowsBefore = model->rows();
    const Chain& fork = *findRule(m_forkChains, "fork-stall");
    QVERIFY(inspector->pinButton()->isChecked());
    QVERIFY(inspector->selectChain(fork.id));

    // The evidence rows lead the timeline, so that they are all in view at once.
    QVERIFY(!inspector->pinnedRows().empty());
    for (std::size_t i = 0; i < inspector->pinnedRows().size(); ++i)
        QCOMPARE(model->rows()[i].key(), inspector->pinnedRows()[i]);
    for (const EventRef ref : fork.evidence) {
        const int row = bench.timeline->rowOfEvent(ref);
        QVERIFY(row >= 0 && row < static_cast<int>(inspector->pinnedRows().size()));
    }

    // Another chain: the fork's rows go back to their places.
    const Chain* other = nullptr;
    for (const Chain& c : m_forkChains)
        if (c.id != fork.id && !c.evidence.empty())
            other = &c;
    QVERIFY(other);
    QVERIFY(inspector->selectChain(other->id));
    inspector->pinButton()->setChecked(false);
    QVERIFY(inspector->pinnedRows().empty());
    QCOMPARE(model->rows().size(), rowsBefore.size());
    for (std::size_t i = 0; i < rowsBefore.size(); ++i)
        QCOMPARE(model->rows()[i].key(), rowsBefore[i].key());
}

void TestChainInspector::clickingEvidenceSelectsTheEventAndDoubleClickZoomsToIt()
{
    Bench bench(m_fork, m_forkPath);
    QVERIFY(QTest::qWaitForWindowExposed(&bench.window));
    ChainInspector* inspector = bench.inspector;
    const Chain& fork = *findRule(m_forkChains, "fork-stall");
    QVERIFY(inspector->selectChain(fork.id));
    ChainDetailsWidget* details = inspector->details();
    QTreeWidget* evidence = details->evidenceList();
    details->listTabs()->setCurrentWidget(evidence);
    QCOMPARE(evidence->topLevelItemCount(), static_cast<int>(fork.evidence.size()));

    QSignalSpy timelineWanted(inspector, &ChainInspector::timelineRequested);
    const qint64 rangeBefore = bench.timeline->zoom()->rangeDuration();
    for (int row : {1, static_cast<int>(fork.evidence.size()) - 1}) {
        click(evidence, evidence->model()->index(row, 0));
        QCOMPARE(bench.timeline->selectedEvent(), fork.evidence[static_cast<std::size_t>(row)]);
        QCOMPARE(bench.timeline->detailsPanel()->event(), fork.evidence[static_cast<std::size_t>(row)]);
        // A single click keeps the view: the evidence lies inside the chain's window.
        QCOMPARE(bench.timeline->zoom()->rangeDuration(), rangeBefore);
        QVERIFY(!timelineWanted.isEmpty());
        QCOMPARE(timelineWanted.last().at(0).toBool(), false);
    }

    // Double-click zooms to the event (an off-CPU interval of a worker) and asks for focus.
    const int last = static_cast<int>(fork.evidence.size()) - 1;
    const EventRef ref = fork.evidence[static_cast<std::size_t>(last)];
    QCOMPARE(m_fork->lanes[ref.lane].kind, LaneKind::OffCpu);
    QTest::mouseDClick(evidence->viewport(), Qt::LeftButton, Qt::NoModifier,
                       evidence->visualRect(evidence->model()->index(last, 0)).center());
    const EventColumns& events = m_fork->lanes[ref.lane].events;
    const timeline::ZoomControl* zoom = bench.timeline->zoom();
    QVERIFY(zoom->rangeStart() <= events.start[ref.index]);
    QVERIFY(zoom->rangeEnd() >= events.start[ref.index] + events.durationAt(ref.index));
    QVERIFY(zoom->rangeDuration() < events.durationAt(ref.index) * 2);
    QCOMPARE(bench.timeline->selectedEvent(), ref);
    QCOMPARE(timelineWanted.last().at(0).toBool(), true);
}

void TestChainInspector::theSeverityAndProcessFiltersHideRows()
{
    Bench bench(m_fork, m_forkPath);
    ChainInspector* inspector = bench.inspector;
    const auto count = [&](ChainSeverity severity) {
        return static_cast<int>(std::count_if(m_forkChains.begin(), m_forkChains.end(),
                                              [&](const Chain& c) { return c.severity == severity; }));
    };
    const int all = static_cast<int>(m_forkChains.size());
    QCOMPARE(inspector->proxy()->rowCount(), all);
    // The capture's chains have more than one severity: each button hides exactly its own.
    const ChainSeverity top = m_forkChains.front().severity;
    QVERIFY(count(top) > 0 && count(top) < all);
    for (const ChainSeverity severity : {ChainSeverity::High, ChainSeverity::Medium, ChainSeverity::Low}) {
        inspector->severityButton(severity)->click();
        QCOMPARE(inspector->proxy()->rowCount(), all - count(severity));
        for (int r = 0; r < inspector->proxy()->rowCount(); ++r)
            QVERIFY(inspector->proxy()->index(r, 0).data(ChainListModel::SeverityRole).toInt()
                    != static_cast<int>(severity));
        inspector->severityButton(severity)->click();
        QCOMPARE(inspector->proxy()->rowCount(), all);
    }
    inspector->severityButton(ChainSeverity::High)->click();
    inspector->severityButton(ChainSeverity::Medium)->click();
    QCOMPARE(inspector->proxy()->rowCount(), count(ChainSeverity::Low));
    inspector->severityButton(ChainSeverity::High)->click();
    inspector->severityButton(ChainSeverity::Medium)->click();
    QCOMPARE(inspector->proxy()->rowCount(), all);

    // A stalled worker is not what the fork chain is about, but its evidence runs there.
    const Chain& fork = *findRule(m_forkChains, "fork-stall");
    const EventRef workerStall = fork.evidence.back();
    const quint32 worker = m_fork->threads[m_fork->lanes[workerStall.lane].thread].pid;
    QVERIFY(worker != fork.pid);
    QComboBox* process = inspector->processCombo();
    const int index = process->findData(worker);
    QVERIFY(index > 0);
    process->setCurrentIndex(index);
    QVERIFY(rowOfChain(*inspector, fork.id) >= 0);
    QVERIFY(inspector->proxy()->rowCount() < all);
    for (int r = 0; r < inspector->proxy()->rowCount(); ++r) {
        const Chain* c = inspector->model()->chain(
            inspector->proxy()->mapToSource(inspector->proxy()->index(r, 0)).row());
        bool involves = c->pid == worker;
        for (const std::uint32_t lane : c->lanes)
            involves = involves || m_fork->threads[m_fork->lanes[lane].thread].pid == worker;
        QVERIFY(involves);
    }
    process->setCurrentIndex(0);
    QCOMPARE(inspector->proxy()->rowCount(), all);
}

void TestChainInspector::storedChainsAreListedAndMarked()
{
    const QString path = test::ingeroFixture(QStringLiteral("sample-cluster.db"));
    FAULTLINE_REQUIRE_FIXTURE(path);
    const std::shared_ptr<const Trace> trace = load(path);
    QVERIFY(trace);
    const std::vector<Chain> stored = ChainEngine::stored(*trace);
    QVERIFY(!stored.empty());
    Bench bench(trace, path);
    ChainInspector* inspector = bench.inspector;
    QAbstractItemModelTester tester(inspector->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(inspector->model()->rowCount(), static_cast<int>(ChainEngine::derive(*trace).size() + stored.size()));
    QVERIFY(!inspector->table()->isColumnHidden(ChainListModel::StoredColumn));
    int marked = 0;
    for (int r = 0; r < inspector->proxy()->rowCount(); ++r) {
        const Chain* c = inspector->model()->chain(
            inspector->proxy()->mapToSource(inspector->proxy()->index(r, 0)).row());
        const QString marker = inspector->proxy()->index(r, ChainListModel::StoredColumn).data().toString();
        QCOMPARE(marker.isEmpty(), !c->stored);
        marked += c->stored ? 1 : 0;
    }
    QCOMPARE(marked, static_cast<int>(stored.size()));
    // Selecting one shows its story, marked as stored. Ingero stores only the moment it detected
    // the chain (no evidence, an empty window): the view goes there and marks it. (Some moments
    // precede the first stored event: the capture kept only part of what the tracer saw.)
    const auto inside = std::find_if(stored.begin(), stored.end(), [&](const Chain& c) {
        return c.windowStart > trace->beginNs && c.windowStart < trace->endNs;
    });
    QVERIFY(inside != stored.end());
    QVERIFY(inside->evidence.empty());
    QCOMPARE(inside->windowEnd, inside->windowStart);
    QVERIFY(inspector->selectChain(inside->id));
    QVERIFY(inspector->details()->storyView()->toPlainText().contains(QStringLiteral("stored by the capture tool")));
    const timeline::ZoomControl* zoom = bench.timeline->zoom();
    QVERIFY(zoom->rangeStart() < inside->windowStart && zoom->rangeEnd() > inside->windowStart);
    QVERIFY(zoom->rangeDuration() < zoom->traceEnd() - zoom->traceStart());
    QCOMPARE(zoom->selectionStart(), inside->windowStart);
}

void TestChainInspector::aChainTitleLeadsWithWhatHappenedAndItsLineIsNeverCut_data()
{
    // The Chains dock's size in the main window on a 1366x768 and a 1920x1080 screen.
    QTest::addColumn<QSize>("size");
    QTest::addColumn<bool>("wide");
    QTest::newRow("1366x768") << QSize(790, 165) << false;
    QTest::newRow("1920x1080") << QSize(1340, 190) << true;
}

void TestChainInspector::aChainTitleLeadsWithWhatHappenedAndItsLineIsNeverCut()
{
    QFETCH(QSize, size);
    QFETCH(bool, wide);
    const QString path = test::sharedDir() + QStringLiteral("/fixtures/gpu-h100/varlen_fragmentation_oom.db");
    FAULTLINE_REQUIRE_FIXTURE(path);
    const std::shared_ptr<const Trace> trace = load(path);
    QVERIFY(trace);
    QWidget window;
    auto* layout = new QVBoxLayout(&window);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* inspector = new ChainInspector(&window);
    layout->addWidget(inspector);
    window.resize(size);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QSignalSpy ready(inspector, &ChainInspector::chainsReady);
    inspector->setTrace(trace, path);
    QVERIFY(ready.wait(kLoadTimeoutMs));
    QVERIFY(inspector->selectFirstIncident());
    window.resize(size);
    QCoreApplication::processEvents();
    QCOMPARE(inspector->width(), size.width());

    // The OOM at line 18 of the script: the title says what happened and what it asked first, the
    // line has a column of its own.
    const Chain* oom = inspector->currentChain();
    QVERIFY(oom);
    QCOMPARE(oom->rule, std::string("cuda-oom"));
    QVERIFY(QString::fromStdString(oom->title).contains(QStringLiteral(" at varlen_fragmentation_oom.py:18: ")));
    QTableView* table = inspector->table();
    const int row = table->currentIndex().row();
    const QString where = inspector->proxy()->index(row, ChainListModel::WhereColumn).data().toString();
    QCOMPARE(where, QStringLiteral("varlen_fragmentation_oom.py:18"));
    const QString title = inspector->proxy()->index(row, ChainListModel::TitleColumn).data().toString();
    // The title leads with what happened; the Where column comes from the chain's sources, never
    // from searching the (translated) title.
    QVERIFY2(title.startsWith(QStringLiteral("CUDA out of memory at varlen_fragmentation_oom.py:18: 23.6 GiB asked")),
             qPrintable(title));
    QCOMPARE(oom->sources.front().line, 18);
    QCOMPARE(inspector->proxy()->index(row, ChainListModel::TitleColumn).data(Qt::ToolTipRole).toString(),
             QString::fromStdString(oom->title));

    // The line whole at this width; the title beside it has room to say something, its end cut
    // rather than its middle, and nothing scrolls sideways.
    QVERIFY(!table->isColumnHidden(ChainListModel::WhereColumn));
    const int margin = table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, table) + 1;
    QVERIFY2(table->columnWidth(ChainListModel::WhereColumn)
                 >= table->fontMetrics().horizontalAdvance(where) + 2 * margin,
             qPrintable(QString::number(table->columnWidth(ChainListModel::WhereColumn))));
    QCOMPARE(table->textElideMode(), Qt::ElideRight);
    QVERIFY2(table->columnWidth(ChainListModel::TitleColumn) >= table->fontMetrics().averageCharWidth() * 18,
             qPrintable(QString::number(table->columnWidth(ChainListModel::TitleColumn))));
    QVERIFY(!table->horizontalScrollBar()->isVisible());
    // The impact shows where there is room for it (the story says it anyway).
    if (wide)
        QVERIFY(!table->isColumnHidden(ChainListModel::ImpactColumn));

    // The story is in view and wrapped at a readable measure: neither a sliver nor one long line.
    ChainDetailsWidget* details = inspector->details();
    QTextBrowser* story = details->storyView();
    QVERIFY(story->isVisible());
    QCOMPARE(details->isStoryInTab(), !wide);
    if (details->isStoryInTab())
        QCOMPARE(details->listTabs()->currentWidget(), story);
    const int longest = longestLine(story);
    QVERIFY2(longest >= 45 && longest <= 80, qPrintable(QString::number(longest)));
    // Wider, it keeps its measure.
    window.resize(2400, size.height());
    QCoreApplication::processEvents();
    QVERIFY(!details->isStoryInTab());
    QVERIFY(story->isVisible());
    const int wider = longestLine(story);
    QVERIFY2(wider >= 45 && wider <= 80, qPrintable(QString::number(wider)));
}

void TestChainInspector::theSourceViewShowsTheChainsLineThroughAPathMapping()
{
    QTemporaryDir sources;
    QVERIFY(sources.isValid());
    writeNumberedFile(sources.filePath(QStringLiteral("alloc_stress.py")), 130);

    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    ChainInspector* inspector = window.workspace()->chainInspector();
    QSignalSpy ready(inspector, &ChainInspector::chainsReady);
    window.openCapture(m_fragmentationPath);
    QVERIFY(ready.wait(kLoadTimeoutMs));
    SourceView* source = window.workspace()->sourceView();
    source->setMappings({{kRecordedFolder, sources.path()}});

    const Chain& churn = *findRule(m_fragmentationChains, "alloc-churn");
    QVERIFY(inspector->selectChain(churn.id));
    QTreeWidget* list = inspector->details()->sourceList();
    inspector->details()->listTabs()->setCurrentWidget(list);
    QCOMPARE(list->topLevelItemCount(), static_cast<int>(churn.sources.size()));
    click(list, list->model()->index(0, 0));

    const ChainSource& first = churn.sources.front();
    QCOMPARE(source->recordedPath(), QString::fromStdString(first.file));
    QVERIFY(source->isFound());
    QCOMPARE(source->resolvedPath(), QFileInfo(sources.filePath(QStringLiteral("alloc_stress.py"))).absoluteFilePath());
    // The chain's first line (where empty_cache() is called), shown with the lines around it.
    const int line = first.line;
    QVERIFY(line > 1 && line < 130);
    QCOMPARE(source->codeView()->highlightedLine(), line);
    QCOMPARE(source->codeView()->lineText(line), QStringLiteral("x_%1 = %1  # line %1 of 130").arg(line));
    QCOMPARE(source->codeView()->lineText(line - 1), QStringLiteral("x_%1 = %1  # line %1 of 130").arg(line - 1));
    QVERIFY(source->locationText().contains(QStringLiteral("alloc_stress.py:%1").arg(line)));
    QVERIFY(source->locationText().contains(QString::fromStdString(first.function)));
    QVERIFY(window.findChild<QDockWidget*>(QStringLiteral("sourceDock"))->isVisible());
    // The stack the line came from is listed under the code, the line itself selected.
    QVERIFY(!source->frames().isEmpty());
    QVERIFY(source->frames().front().python);
    const QTreeWidgetItem* current = source->frameList()->currentItem();
    QVERIFY(current);
    QVERIFY(current->text(1).contains(QStringLiteral("alloc_stress.py:%1").arg(line)));

    // Remembered for this capture, not for another one.
    QCOMPARE(SourceView::storedMappings(m_fragmentationPath), source->mappings());
    QVERIFY(SourceView::storedMappings(m_forkPath).isEmpty());
    SourceView again;
    again.setCapture(m_fragmentationPath);
    QCOMPARE(again.mappings(), (QList<SourceResolver::Mapping>{{kRecordedFolder, sources.path()}}));
}

void TestChainInspector::aMissingFileIsNamedWithThePathsTriedAndTheFramesStay()
{
    QTemporaryDir empty;
    SourceView view;
    view.setCapture(m_fragmentationPath);
    view.setMappings(
        {{kRecordedFolder, empty.path()}, {QStringLiteral("/home/ubuntu"), empty.filePath(QStringLiteral("home"))}});
    const QString recorded = kRecordedFolder + QStringLiteral("/alloc_stress.py");
    const QList<DisplayFrame> frames{{true, QStringLiteral("fragmentation_pattern"), recorded, 74},
                                     {true, QStringLiteral("main"), recorded, 114},
                                     {false, QStringLiteral("cudaMalloc"), QStringLiteral("libcudart.so.12"), 0}};
    view.showLocation(recorded, 74, QStringLiteral("fragmentation_pattern"), frames);
    QVERIFY(!view.isFound());
    const QString message = view.notFoundText();
    QVERIFY(message.contains(QStringLiteral("not found")));
    SourceResolver resolver;
    resolver.setMappings(view.mappings());
    const QStringList candidates = resolver.candidates(recorded);
    QCOMPARE(candidates.size(), 3);
    for (const QString& candidate : candidates)
        QVERIFY2(message.contains(candidate.toHtmlEscaped()), qPrintable(message));
    QCOMPARE(view.frameList()->topLevelItemCount(), 3);
    QVERIFY(!view.frameList()->isHidden());
    QVERIFY(view.codeView()->toPlainText().isEmpty());

    // Clicking another Python frame shows that line (still not found, still listed).
    QSignalSpy shown(&view, &SourceView::locationShown);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    click(view.frameList(), view.frameList()->model()->index(1, 0));
    QCOMPARE(shown.count(), 1);
    QCOMPARE(view.line(), 114);
    // A native frame has no source to show.
    click(view.frameList(), view.frameList()->model()->index(2, 0));
    QCOMPARE(shown.count(), 1);
    QCOMPARE(view.line(), 114);
}

void TestChainInspector::openInEditorRunsTheCommandWithFileAndLine()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString file = dir.filePath(QStringLiteral("alloc_stress.py"));
    writeNumberedFile(file, 130);
    const QString output = dir.filePath(QStringLiteral("editor-arguments.txt"));
    const QString script = dir.filePath(QStringLiteral("fake editor.sh"));
    {
        QFile s(script);
        QVERIFY(s.open(QIODevice::WriteOnly));
        s.write(
            QStringLiteral("#!/bin/sh\nprintf '%s\\n' \"$@\" > '%1.tmp' && mv '%1.tmp' '%1'\n").arg(output).toUtf8());
    }
    QVERIFY(QFile::setPermissions(script, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));

    SourceView view;
    view.setCapture(m_fragmentationPath);
    view.setMappings({{kRecordedFolder, dir.path()}});
    view.showLocation(kRecordedFolder + QStringLiteral("/alloc_stress.py"), 74,
                      QStringLiteral("fragmentation_pattern"));
    QVERIFY(view.isFound());
    // The presets are offered, VS Code by default; a custom pattern is remembered.
    QCOMPARE(view.editorCommand(), SourceResolver::editorPresets().front().second);
    view.setEditorCommand(QStringLiteral("\"%1\" {file}:{line}").arg(script));
    QCOMPARE(QSettings().value(QStringLiteral("source/editorCommand")).toString(), view.editorCommand());

    QSignalSpy started(&view, &SourceView::editorStarted);
    QVERIFY(view.openInEditor());
    QCOMPARE(started.count(), 1);
    QCOMPARE(started.first().at(0).toString(), script);
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(output), 10000);
    QFile result(output);
    QVERIFY(result.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(result.readAll()), QFileInfo(file).absoluteFilePath() + QStringLiteral(":74\n"));

    // A command that cannot start says so and returns false.
    view.setEditorCommand(QStringLiteral("%1 {file}").arg(dir.filePath(QStringLiteral("no-such-editor"))));
    QVERIFY(!view.openInEditor());
}

void TestChainInspector::thePathMappingsDialogKeepsCompleteRows()
{
    PathMappingsDialog dialog({{QStringLiteral("/srv/a"), QStringLiteral("/home/me/a")}}, kRecordedFolder);
    QCOMPARE(dialog.table()->rowCount(), 1);
    dialog.addMapping(kRecordedFolder, QString()); // incomplete: not a mapping yet
    dialog.addMapping(QStringLiteral(" /opt/job "), QStringLiteral("/tmp/job"));
    QCOMPARE(dialog.mappings(),
             (QList<SourceResolver::Mapping>{{QStringLiteral("/srv/a"), QStringLiteral("/home/me/a")},
                                             {QStringLiteral("/opt/job"), QStringLiteral("/tmp/job")}}));
    dialog.table()->setCurrentCell(0, 0);
    dialog.removeSelected();
    QCOMPARE(dialog.mappings(),
             (QList<SourceResolver::Mapping>{{QStringLiteral("/opt/job"), QStringLiteral("/tmp/job")}}));
    // With no mappings yet, the folder of the missing file is offered as the first row.
    PathMappingsDialog offered({}, kRecordedFolder);
    QCOMPARE(offered.table()->rowCount(), 1);
    QCOMPARE(offered.table()->item(0, 0)->text(), kRecordedFolder);
}

void TestChainInspector::theStacksViewOrdersLikeTopStacks_data()
{
    QTest::addColumn<int>("order");
    QTest::newRow("count") << static_cast<int>(StackOrder::Count);
    QTest::newRow("time") << static_cast<int>(StackOrder::Time);
    QTest::newRow("bytes") << static_cast<int>(StackOrder::Bytes);
}

void TestChainInspector::theStacksViewOrdersLikeTopStacks()
{
    QFETCH(int, order);
    auto view = std::make_unique<TimelineView>(m_fragmentation);
    view->resize(1200, 800);
    view->show();
    StacksView stacks;
    stacks.setTrace(m_fragmentation);
    stacks.setTimeline(view.get());
    QCOMPARE(stacks.tree()->topLevelItemCount(), 0);

    // A third of the capture over every row: every drawn lane, i.e. every lane but instants.
    const qint64 span = m_fragmentation->endNs - m_fragmentation->beginNs;
    const qint64 start = m_fragmentation->beginNs + span / 3;
    const qint64 end = m_fragmentation->beginNs + 2 * span / 3;
    std::vector<std::uint32_t> lanes;
    for (std::uint32_t l = 0; l < m_fragmentation->lanes.size(); ++l)
        if (m_fragmentation->lanes[l].kind != LaneKind::Instants)
            lanes.push_back(l);

    QSignalSpy ready(&stacks, &StacksView::stacksReady);
    const int index = stacks.orderCombo()->findData(order);
    QVERIFY(index >= 0);
    stacks.orderCombo()->setCurrentIndex(index);
    QCOMPARE(stacks.order(), static_cast<StackOrder>(order));
    view->setAreaSelection(start, end, 0, static_cast<int>(view->model()->rows().size()) - 1);
    QTRY_VERIFY_WITH_TIMEOUT(!stacks.isComputing() && stacks.tree()->topLevelItemCount() > 0, kLoadTimeoutMs);

    const std::vector<StackTotal> expected = topStacks(*m_fragmentation, lanes, start, end,
                                                       static_cast<StackOrder>(order));
    const std::vector<std::uint32_t> shown = stacks.shownStacks();
    QCOMPARE(shown.size(), std::min<std::size_t>(expected.size(), StacksView::kMaximumStacks));
    for (std::size_t i = 0; i < shown.size(); ++i)
        QCOMPARE(shown[i], expected[i].stack);
    QVERIFY(stacks.scopeText().contains(QStringLiteral("Area selection")));

    // Each stack expands to its frames, Python first.
    int withFrames = -1;
    for (int i = 0; i < stacks.tree()->topLevelItemCount() && withFrames < 0; ++i) {
        if (stacks.tree()->topLevelItem(i)->childCount() > 0)
            withFrames = i;
    }
    QVERIFY(withFrames >= 0);
    const QList<DisplayFrame> frames = displayFramesOf(*m_fragmentation,
                                                       stacks.shownStacks()[static_cast<std::size_t>(withFrames)]);
    QCOMPARE(stacks.tree()->topLevelItem(withFrames)->childCount(), static_cast<int>(frames.size()));
    bool native = false;
    for (const DisplayFrame& f : frames) {
        QVERIFY(!(native && f.python)); // no Python frame after a native one
        native = native || !f.python;
        QVERIFY(!f.function.startsWith(QStringLiteral("_Z"))); // demangled
    }

    // Clearing the area (Esc) leaves nothing to total.
    view->clearSelection();
    QCOMPARE(stacks.tree()->topLevelItemCount(), 0);
}

void TestChainInspector::withoutAnAreaTheStacksFollowTheSelectedChain()
{
    Bench bench(m_fragmentation, m_fragmentationPath);
    const Chain& churn = *findRule(m_fragmentationChains, "alloc-churn");
    QVERIFY(bench.inspector->selectChain(churn.id));
    QTRY_VERIFY_WITH_TIMEOUT(!bench.stacks->isComputing() && bench.stacks->tree()->topLevelItemCount() > 0,
                             kLoadTimeoutMs);
    const std::vector<StackTotal> expected = topStacks(*m_fragmentation, churn.lanes, churn.windowStart,
                                                       churn.windowEnd, StackOrder::Count);
    const std::vector<std::uint32_t> shown = bench.stacks->shownStacks();
    QCOMPARE(shown.size(), std::min<std::size_t>(expected.size(), StacksView::kMaximumStacks));
    for (std::size_t i = 0; i < shown.size(); ++i)
        QCOMPARE(shown[i], expected[i].stack);
    QVERIFY(bench.stacks->scopeText().contains(QStringLiteral("Chain")));
    // The stacks of an allocation storm include the line the chain names.
    bool throughLine = false;
    for (const std::uint32_t stack : shown) {
        for (const DisplayFrame& f : displayFramesOf(*m_fragmentation, stack))
            throughLine = throughLine || (f.python && f.line == churn.sources.front().line);
    }
    QVERIFY(throughLine);
}

void TestChainInspector::clickingAPythonFrameInStacksOrDetailsOpensTheSource()
{
    MainWindow window;
    window.resize(1400, 1000);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QSignalSpy ready(window.workspace()->chainInspector(), &ChainInspector::chainsReady);
    window.openCapture(m_fragmentationPath);
    QVERIFY(ready.wait(kLoadTimeoutMs));
    TimelineView* timeline = window.workspace()->timelineView();
    QVERIFY(timeline);
    SourceView* source = window.workspace()->sourceView();

    // An event whose stack has Python frames: its details list them first.
    EventRef ref;
    for (std::uint32_t l = 0; l < m_fragmentation->lanes.size() && !ref.isValid(); ++l) {
        const EventColumns& e = m_fragmentation->lanes[l].events;
        for (std::uint32_t i = 0; i < e.size(); ++i) {
            const QList<DisplayFrame> frames = displayFramesOf(*m_fragmentation, e.stack[i]);
            if (!frames.isEmpty() && frames.front().python && frames.size() > 1) {
                ref = {l, i};
                break;
            }
        }
    }
    QVERIFY(ref.isValid());
    timeline->selectEvent(ref);
    const QList<DisplayFrame> frames = displayFramesOf(*m_fragmentation,
                                                       m_fragmentation->lanes[ref.lane].events.stack[ref.index]);
    QTreeWidget* stack = timeline->detailsPanel()->stackTree();
    QVERIFY(stack->isVisible());
    click(stack, stack->model()->index(0, 1));
    QCOMPARE(source->recordedPath(), frames.front().file);
    QCOMPARE(source->line(), frames.front().line);
    QCOMPARE(source->frames().size(), frames.size());
    QVERIFY(window.findChild<QDockWidget*>(QStringLiteral("sourceDock"))->isVisible());

    // A Python frame of a top stack in the Stacks view.
    const Chain& churn = *findRule(m_fragmentationChains, "alloc-churn");
    QVERIFY(window.workspace()->chainInspector()->selectChain(churn.id));
    window.findChild<QDockWidget*>(QStringLiteral("stacksDock"))->raise();
    StacksView* stacks = window.workspace()->stacksView();
    QTRY_VERIFY_WITH_TIMEOUT(!stacks->isComputing() && stacks->tree()->topLevelItemCount() > 0, kLoadTimeoutMs);
    int withPython = -1;
    QList<DisplayFrame> topFrames;
    for (std::size_t i = 0; i < stacks->shownStacks().size() && withPython < 0; ++i) {
        topFrames = displayFramesOf(*m_fragmentation, stacks->shownStacks()[i]);
        if (!topFrames.isEmpty() && topFrames.front().python)
            withPython = static_cast<int>(i);
    }
    QVERIFY(withPython >= 0);
    QTreeWidgetItem* top = stacks->tree()->topLevelItem(withPython);
    stacks->tree()->expandItem(top);
    QSignalSpy requested(stacks, &StacksView::pythonFrameClicked);
    click(stacks->tree(), stacks->tree()->model()->index(0, 0, stacks->tree()->model()->index(withPython, 0)));
    QCOMPARE(requested.count(), 1);
    QCOMPARE(source->recordedPath(), topFrames.front().file);
    QCOMPARE(source->line(), topFrames.front().line);
    QCOMPARE(source->frames().size(), topFrames.size());
}

QTEST_MAIN(TestChainInspector)
#include "tst_chain_inspector.moc"
