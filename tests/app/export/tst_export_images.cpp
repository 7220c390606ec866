// Timeline and block map pictures and the review report (issue 9, exports): what a reviewer
// reads in them. SVG text parsed with QXmlStreamReader, PDF text through pdftotext, PNG pixels
// and headers through QImage, Markdown and HTML as text, on generated captures and the real
// Ingero and PyTorch snapshot fixtures.

#include "AnnotationSidecar.h"
#include "ChainEngine.h"
#include "OomExplainer.h"
#include "QtText.h"
#include "ReviewReport.h"
#include "ScenarioGenerator.h"
#include "SvgText.h"
#include "TestPaths.h"
#include "TraceBuilder.h"
#include "Units.h"
#include "export/BlockMapImage.h"
#include "export/ReviewExport.h"
#include "export/TimelineImage.h"
#include "memory/BlockMap.h"
#include "memory/MemoryWorkspace.h"
#include "memory/SnapshotLoader.h"

#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QImageReader>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <memory>

using namespace faultline;

namespace {

struct Capture
{
    QString path;
    std::shared_ptr<const Trace> trace;
};

Capture generated(const QTemporaryDir& dir, const char* scenario)
{
    Capture c;
    c.path = dir.filePath(QStringLiteral("%1.db").arg(QLatin1String(scenario)));
    capture::ScenarioOptions options;
    options.scenario = scenario;
    if (!capture::ScenarioGenerator::generate(c.path.toStdString(), options).ok)
        return {};
    LoadResult loaded = TraceBuilder::load(c.path.toStdString());
    c.trace = std::move(loaded.trace);
    return c;
}

// A copy of a real fixture in `dir` (notes are written beside it), loaded.
Capture fixtureCopy(const QTemporaryDir& dir, const QString& name)
{
    Capture c;
    c.path = dir.filePath(name);
    if (!QFile::copy(test::ingeroFixture(name), c.path))
        return {};
    QFile::setPermissions(c.path, QFile::ReadOwner | QFile::WriteOwner);
    LoadResult loaded = TraceBuilder::load(c.path.toStdString());
    c.trace = std::move(loaded.trace);
    return c;
}

// A point note at 40 % of the capture and a span over 60..70 %, one pinned to the first chain.
QList<Annotation> notesFor(const Trace& trace, const QString& chainId = {})
{
    const std::int64_t span = trace.endNs - trace.beginNs;
    Annotation point;
    point.id = 1;
    point.kind = AnnotationKind::Point;
    point.start = point.end = trace.beginNs + span * 4 / 10;
    point.text = QStringLiteral("fork here ✓ <&>");
    point.author = QStringLiteral("rev");
    point.chainId = chainId;
    Annotation band;
    band.id = 2;
    band.kind = AnnotationKind::Span;
    band.start = trace.beginNs + span * 6 / 10;
    band.end = trace.beginNs + span * 7 / 10;
    band.text = QStringLiteral("workers stalled");
    band.colour = QStringLiteral("#1f77b4");
    return {point, band};
}

QString pdfText(const QByteArray& pdf, QString* problem)
{
    const QString tool = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    if (tool.isEmpty()) {
        *problem = QStringLiteral("pdftotext not found (poppler-utils; scripts/install-deps.sh installs it)");
        return {};
    }
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("x.pdf"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(pdf) != pdf.size())
        return {};
    file.close();
    QProcess process;
    process.start(tool, {QStringLiteral("-enc"), QStringLiteral("UTF-8"), path, QStringLiteral("-")});
    if (!process.waitForFinished(60000) || process.exitCode() != 0) {
        *problem = QString::fromUtf8(process.readAllStandardError());
        return {};
    }
    // NFKC: the PDF's ligatures ("ﬀ" in "Off-CPU") back as letters.
    return QString::fromUtf8(process.readAllStandardOutput()).normalized(QString::NormalizationForm_KC).simplified();
}

// With FAULTLINE_TEST_OUTPUT_DIR set, what the tests export is kept there to be looked at.
void keep(const QString& name, const QByteArray& bytes)
{
    const QString dir = qEnvironmentVariable("FAULTLINE_TEST_OUTPUT_DIR");
    if (dir.isEmpty())
        return;
    QFile file(QDir(dir).filePath(name));
    if (file.open(QIODevice::WriteOnly))
        file.write(bytes);
}

QByteArray written(TimelineImage& image, ImageFormat format, const QString& keepAs = {})
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    const ImageWriter::Result result = image.write(format, &buffer);
    if (!keepAs.isEmpty())
        keep(keepAs, bytes);
    return result.ok ? bytes : QByteArray();
}

int dotsPerInch(int dotsPerMeter)
{
    return static_cast<int>(std::lround(dotsPerMeter * 0.0254));
}

std::unique_ptr<MemoryWorkspace> openWorkspace(const QString& path)
{
    LoadedSnapshot loaded = SnapshotLoader::read(path);
    if (!loaded.snapshot)
        return nullptr;
    return std::make_unique<MemoryWorkspace>(path, std::move(loaded));
}

} // namespace

class TestExportImages : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    void theSvgDrawsLaneLabelsAndNotesAsText();
    void thePdfHoldsLaneLabelsNotesAndTheTitleBlock();
    void thePngHasTheAskedWidthAndDpi_data();
    void thePngHasTheAskedWidthAndDpi();
    void aSizeTooNarrowForItsDpiIsRefused();
    void aRangeAndSomeLanesShowOnlyThoseLanesAndNotes();
    void aNoteIsDrawnInItsColourAtItsTime();
    void theBlockMapPictureShowsEverySegmentAndTheLegend();
    void theReportHoldsChainsSourcesStatisticsAndNotes();
    void theHtmlReportInlinesItsPicturesAsPng();
    void theReportOfARealCaptureListsItsStoredChains();
    void theReviewAsPdfHasPagesPicturesAndTheStory();
};

void TestExportImages::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestExportImages::theSvgDrawsLaneLabelsAndNotesAsText()
{
    QTemporaryDir dir;
    const Capture c = generated(dir, "dataloader-fork-stall");
    QVERIFY(c.trace);
    TimelineImageOptions options;
    options.annotations = notesFor(*c.trace);
    options.captureName = QStringLiteral("gen.db");
    TimelineImage image(c.trace, options);
    QVERIFY(image.rowTitles().size() > 3);
    QCOMPARE(image.notes().size(), 2);

    int images = 0;
    const QStringList texts = test::svgTexts(written(image, ImageFormat::Svg, QStringLiteral("timeline.svg")), &images);
    QVERIFY2(!texts.isEmpty() && !texts.first().startsWith(QStringLiteral("XML error")),
             qPrintable(texts.join(QLatin1Char(' '))));
    // Vector only: no row, label or note reached the SVG as a picture.
    QCOMPARE(images, 0);
    const QString all = texts.join(QLatin1Char('\n'));
    for (const QString& title : image.rowTitles())
        QVERIFY2(texts.contains(title), qPrintable(title));
    QVERIFY(all.contains(QStringLiteral("fork here ✓ <&>")));
    QVERIFY(all.contains(QStringLiteral("workers stalled")));
    QVERIFY(texts.contains(QStringLiteral("gen.db")));
    // The ruler's ticks and the legend are drawn too.
    QVERIFY(texts.contains(QStringLiteral("Allocation")));
    QVERIFY(std::any_of(texts.begin(), texts.end(), [](const QString& t) { return t.endsWith(QStringLiteral(" s")); }));
}

void TestExportImages::thePdfHoldsLaneLabelsNotesAndTheTitleBlock()
{
    QTemporaryDir dir;
    const Capture c = generated(dir, "dataloader-fork-stall");
    QVERIFY(c.trace);
    TimelineImageOptions options;
    options.annotations = notesFor(*c.trace);
    options.captureName = QStringLiteral("gen.db");
    TimelineImage image(c.trace, options);
    const QByteArray pdf = written(image, ImageFormat::Pdf, QStringLiteral("timeline.pdf"));
    QVERIFY(pdf.startsWith("%PDF"));
    QString problem;
    const QString text = pdfText(pdf, &problem);
    if (text.isEmpty() && problem.contains(QStringLiteral("not found")))
        QSKIP(qPrintable(problem));
    QVERIFY2(!text.isEmpty(), qPrintable(problem));
    for (const QString& title : image.rowTitles())
        QVERIFY2(text.contains(title.simplified()), qPrintable(title));
    QVERIFY(text.contains(QStringLiteral("fork here ✓ <&>")));
    QVERIFY(text.contains(QStringLiteral("workers stalled")));
    QVERIFY(text.contains(QStringLiteral("gen.db")));
    QVERIFY(text.contains(QStringLiteral("the whole capture")));
    QVERIFY(text.contains(QStringLiteral("Host demo-node")));
}

void TestExportImages::thePngHasTheAskedWidthAndDpi_data()
{
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("dpi");
    QTest::newRow("1600 px, 96 DPI") << 1600 << 96;
    QTest::newRow("2400 px, 192 DPI") << 2400 << 192;
    QTest::newRow("3000 px, 300 DPI") << 3000 << 300;
    QTest::newRow("800 px, 72 DPI") << 800 << 72;
}

void TestExportImages::thePngHasTheAskedWidthAndDpi()
{
    QFETCH(int, width);
    QFETCH(int, dpi);
    QTemporaryDir dir;
    const Capture c = generated(dir, "fragmentation");
    QVERIFY(c.trace);
    TimelineImageOptions options;
    options.size = {width, dpi};
    TimelineImage image(c.trace, options);
    const QString path = dir.filePath(QStringLiteral("t.png"));
    const ImageWriter::Result result = image.writeFile(ImageFormat::Png, path);
    QVERIFY2(result.ok, qPrintable(result.error));
    QImageReader reader(path);
    QCOMPARE(reader.format(), QByteArray("png"));
    const QImage png = reader.read();
    QCOMPARE(png.width(), width);
    QCOMPARE(dotsPerInch(png.dotsPerMeterX()), dpi);
    QCOMPARE(dotsPerInch(png.dotsPerMeterY()), dpi);
    // Text keeps its size in points: the layout is width × layoutDpi / dpi wide and the height
    // scales with it.
    QCOMPARE(image.layoutSize().width(), ImageWriter::layoutWidth({width, dpi}));
    const double scale = double(width) / image.layoutSize().width();
    QVERIFY(std::abs(png.height() - image.layoutSize().height() * scale) <= 1.0);
}

void TestExportImages::aSizeTooNarrowForItsDpiIsRefused()
{
    QTemporaryDir dir;
    const Capture c = generated(dir, "healthy");
    QVERIFY(c.trace);
    TimelineImageOptions options;
    options.size = {600, 300};
    TimelineImage image(c.trace, options);
    const QString path = dir.filePath(QStringLiteral("narrow.png"));
    const ImageWriter::Result result = image.writeFile(ImageFormat::Png, path);
    QVERIFY(!result.ok);
    QVERIFY2(result.error.contains(QStringLiteral("too narrow")), qPrintable(result.error));
    QVERIFY(!QFile::exists(path));
    QVERIFY(!ImageWriter::checkSize({600, 5000}).isEmpty());
    QVERIFY(ImageWriter::checkSize({2400, 192}).isEmpty());
}

void TestExportImages::aRangeAndSomeLanesShowOnlyThoseLanesAndNotes()
{
    QTemporaryDir dir;
    const Capture c = generated(dir, "dataloader-fork-stall");
    QVERIFY(c.trace);
    const Trace& trace = *c.trace;
    QVERIFY(trace.processes.size() >= 2);
    const Process& chosen = trace.processes[1];

    TimelineImageOptions options;
    options.lanes.pids = {chosen.pid};
    options.lanes.counters = false;
    // The first half: the point note (at 40 %) is in it, the span (60..70 %) is not.
    options.from = trace.beginNs;
    options.to = trace.beginNs + (trace.endNs - trace.beginNs) / 2;
    options.annotations = notesFor(trace);
    TimelineImage image(c.trace, options);
    QCOMPARE(image.rangeStart(), options.from);
    QCOMPARE(image.rangeEnd(), options.to);
    QCOMPARE(image.notes().size(), 1);
    QCOMPARE(image.notes().first().text, QStringLiteral("fork here ✓ <&>"));

    // The process's header, then exactly its lanes, as the Timeline tab titles them.
    timeline::TimelineModel model(c.trace);
    QStringList expected;
    for (const timeline::TimelineRow& row : model.rows()) {
        const bool mine = (row.kind == timeline::TimelineRow::Kind::Process
                           && trace.processes[row.process].pid == chosen.pid)
            || (row.kind == timeline::TimelineRow::Kind::Lane
                && trace.threads[trace.lanes[row.lane].thread].pid == chosen.pid);
        if (mine)
            expected.append(text::toQString(model.rowTitle(row)));
    }
    QVERIFY(expected.size() >= 2);
    QCOMPARE(image.rowTitles(), expected);

    const QStringList texts = test::svgTexts(written(image, ImageFormat::Svg, QStringLiteral("lanes.svg")));
    const QString all = texts.join(QLatin1Char('\n'));
    QVERIFY(all.contains(QStringLiteral("fork here ✓ <&>")));
    QVERIFY(!all.contains(QStringLiteral("workers stalled")));
    QVERIFY2(all.contains(QStringLiteral("%1 of").arg(expected.size() - 1)), qPrintable(all));
    for (const Process& other : trace.processes) {
        if (other.pid != chosen.pid)
            QVERIFY(!texts.contains(
                text::toQString(model.processTitle(static_cast<std::uint32_t>(&other - trace.processes.data())))));
    }
}

void TestExportImages::aNoteIsDrawnInItsColourAtItsTime()
{
    QTemporaryDir dir;
    const Capture c = generated(dir, "healthy");
    QVERIFY(c.trace);
    const Trace& trace = *c.trace;
    Annotation note;
    note.kind = AnnotationKind::Point;
    note.start = note.end = trace.beginNs + (trace.endNs - trace.beginNs) / 2;
    note.text = QStringLiteral("half way");
    note.colour = QStringLiteral("#00c000");
    TimelineImageOptions options;
    options.annotations = {note};
    options.legend = false;
    TimelineImage image(c.trace, options);
    const QImage png = image.image();
    QVERIFY(!png.isNull());
    if (!qEnvironmentVariableIsEmpty("FAULTLINE_TEST_OUTPUT_DIR"))
        png.save(QDir(qEnvironmentVariable("FAULTLINE_TEST_OUTPUT_DIR")).filePath(QStringLiteral("note.png")));
    // At 96 DPI a layout pixel is a pixel. Over the tracks, the note's colour only in its line
    // and its flag: from the x of its time to at most the flag's width right of it.
    QCOMPARE(png.width(), image.layoutSize().width());
    const QRect tracks = image.tracksRect();
    const double x = tracks.left()
        + double(note.start - image.rangeStart()) / double(image.rangeEnd() - image.rangeStart()) * tracks.width();
    const QColor colour(note.colour);
    int first = png.width();
    int last = -1;
    int rowsWithLine = 0;
    for (int y = tracks.top(); y <= tracks.bottom(); ++y) {
        bool seen = false;
        for (int px = tracks.left(); px <= tracks.right(); ++px) {
            if (png.pixelColor(px, y) == colour) {
                first = std::min(first, px);
                last = std::max(last, px);
                seen = true;
            }
        }
        rowsWithLine += seen ? 1 : 0;
    }
    QVERIFY2(last >= 0, "the note's colour is nowhere over the tracks");
    QVERIFY2(std::abs(first - x) <= 2, qPrintable(QStringLiteral("line at %1, time at %2").arg(first).arg(x)));
    QVERIFY2(last - first < 250, qPrintable(QStringLiteral("%1..%2").arg(first).arg(last)));
    // The line crosses every row, top to bottom.
    QVERIFY(rowsWithLine >= tracks.height() - 2);
}

void TestExportImages::theBlockMapPictureShowsEverySegmentAndTheLegend()
{
    const QString path = test::snapshotFixture(QStringLiteral("v22__diffusion__my_snapshot.pickle"));
    FAULTLINE_REQUIRE_FIXTURE(path);
    std::unique_ptr<MemoryWorkspace> workspace = openWorkspace(path);
    QVERIFY(workspace);
    const BlockMap* map = workspace->blockMap();
    QVERIFY(map->rowCount() > 0);

    // Outline the blocks of one frame, as selecting it in the Frames list does.
    const snapshot::StackId stack = [&] {
        for (int r = 0; r < map->rowCount(); ++r)
            for (const snapshot::StateBlock& b : map->segmentOfRow(r)->blocks)
                if (b.state == snapshot::BlockState::ActiveAllocated && b.stack != 0)
                    return b.stack;
        return snapshot::StackId(0);
    }();
    if (stack != 0)
        workspace->highlightFrame(workspace->snapshot().stack(stack).front());

    BlockMapImageOptions options;
    options.size = {1800, 144};
    BlockMapImage image(*workspace, options);
    QCOMPARE(image.segmentCount(), map->rowCount());
    QByteArray svg;
    {
        QBuffer buffer(&svg);
        buffer.open(QIODevice::WriteOnly);
        const ImageWriter::Result result = image.write(ImageFormat::Svg, &buffer);
        QVERIFY2(result.ok, qPrintable(result.error));
    }
    keep(QStringLiteral("blockmap.svg"), svg);
    int pictures = 0;
    const QStringList texts = test::svgTexts(svg, &pictures);
    QCOMPARE(pictures, 0);
    QVERIFY(texts.contains(QStringLiteral("v22__diffusion__my_snapshot.pickle")));
    for (const QString& label : image.legendLabels())
        QVERIFY2(texts.contains(label), qPrintable(label));
    if (stack != 0)
        QVERIFY(image.legendLabels().contains(QStringLiteral("allocated by the selected frame")));
    // Each segment's size labels its row.
    for (int r = 0; r < map->rowCount(); ++r) {
        const QString size = QString::fromStdString(text::formatBytes(map->segmentOfRow(r)->segment.size));
        QVERIFY2(texts.contains(size), qPrintable(size));
    }
    QVERIFY(texts.join(QLatin1Char(' ')).contains(QStringLiteral("GPU %1").arg(workspace->device())));

    const QImage png = image.image();
    if (!qEnvironmentVariableIsEmpty("FAULTLINE_TEST_OUTPUT_DIR"))
        png.save(QDir(qEnvironmentVariable("FAULTLINE_TEST_OUTPUT_DIR")).filePath(QStringLiteral("blockmap.png")));
    QCOMPARE(png.width(), 1800);
    QCOMPARE(dotsPerInch(png.dotsPerMeterX()), 144);
    // The allocated colour is drawn (the map itself, not only its legend swatch).
    const QColor allocated = BlockMap::colourOf(snapshot::BlockState::ActiveAllocated);
    int count = 0;
    for (int y = png.height() / 3; y < png.height(); ++y)
        for (int x = 0; x < png.width(); x += 3)
            count += png.pixelColor(x, y) == allocated ? 1 : 0;
    QVERIFY(count > 100);
}

void TestExportImages::theReportHoldsChainsSourcesStatisticsAndNotes()
{
    QTemporaryDir dir;
    const Capture c = generated(dir, "dataloader-fork-stall");
    QVERIFY(c.trace);
    const Trace& trace = *c.trace;
    std::vector<Chain> chains = ReviewReport::chainsFor(trace, INT64_MIN, INT64_MAX);
    QVERIFY(!chains.empty());

    // A local copy of the first chain's first source file, found through a path mapping: its
    // line is quoted in the report.
    QList<SourceResolver::Mapping> mappings;
    QString quoted;
    for (const Chain& chain : chains) {
        if (chain.sources.empty() || chain.sources.front().line <= 0)
            continue;
        const ChainSource& source = chain.sources.front();
        const QFileInfo recorded(text::toQString(source.file));
        QDir().mkpath(dir.filePath(QStringLiteral("src")));
        QFile file(dir.filePath(QStringLiteral("src/") + recorded.fileName()));
        QVERIFY(file.open(QIODevice::WriteOnly));
        for (int line = 1; line <= source.line + 3; ++line)
            file.write(QStringLiteral("value_%1 = compute(%1)  # line %1\n").arg(line).toUtf8());
        file.close();
        mappings.append({recorded.absolutePath(), dir.filePath(QStringLiteral("src"))});
        quoted = QStringLiteral("value_%1 = compute(%1)  # line %1").arg(source.line);
        break;
    }

    ReviewExportOptions options;
    options.captureName = QStringLiteral("gen.db");
    options.chains = chains;
    options.notes = notesFor(trace, text::toQString(chains.front().id));
    options.pathMappings = mappings;
    options.imageSize = {1600, 128};
    const QString path = dir.filePath(QStringLiteral("review.md"));
    const ReviewExportResult result = ReviewExport::write(c.trace, options, ReportFormat::Markdown, path);
    QVERIFY2(result.ok, qPrintable(result.error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString md = QString::fromUtf8(file.readAll());
    keep(QStringLiteral("review.md"), md.toUtf8());
    for (const QString& name : QDir(dir.path()).entryList({QStringLiteral("review-*.png")})) {
        QFile png(dir.filePath(name));
        if (png.open(QIODevice::ReadOnly))
            keep(name, png.readAll());
    }

    QVERIFY(md.startsWith(QStringLiteral("# Review of gen.db")));
    QCOMPARE(result.chains, static_cast<int>(chains.size()));
    for (const Chain& chain : chains) {
        QVERIFY2(md.contains(QStringLiteral("`%1`").arg(text::toQString(chain.rule))), chain.rule.c_str());
        for (const ChainSource& source : chain.sources)
            QVERIFY2(md.contains(QStringLiteral("`%1:%2`").arg(text::toQString(source.file)).arg(source.line)),
                     source.file.c_str());
    }
    if (!quoted.isEmpty())
        QVERIFY2(md.contains(quoted), qPrintable(quoted));
    // Notes (Markdown specials escaped) and the chain the first is pinned to.
    QVERIFY(md.contains(QStringLiteral("fork here ✓ \\<&\\>")));
    QVERIFY(md.contains(QStringLiteral("workers stalled")));
    QVERIFY(md.contains(QStringLiteral("chain `%1`").arg(text::toQString(chains.front().id))));
    // The op statistics equal `faultline stats` over the whole capture: the busiest op's count.
    const std::vector<ReviewReport::OpRow> ops = ReviewReport::opRows(trace, INT64_MIN, INT64_MAX, {});
    QVERIFY(!ops.empty());
    std::int64_t events = 0;
    for (const ReviewReport::OpRow& op : ops)
        events += op.count;
    QCOMPARE(events, trace.eventCount());
    QVERIFY(md.contains(QStringLiteral("| `%1` |").arg(ops.front().op)));

    // Pictures beside the report, linked, PNGs of the asked size: the range, then the chains.
    QVERIFY(result.images >= 2);
    QCOMPARE(result.written.size(), 1 + result.images);
    const QRegularExpression link(QStringLiteral("!\\[[^\\]]*\\]\\(([^)]+)\\)"));
    QStringList linked;
    for (auto it = link.globalMatch(md); it.hasNext();)
        linked.append(it.next().captured(1));
    QCOMPARE(linked.size(), result.images);
    QCOMPARE(linked.first(), QStringLiteral("review-timeline.png"));
    for (const QString& name : linked) {
        const QImage png(dir.filePath(name), "PNG");
        QVERIFY2(!png.isNull(), qPrintable(name));
        QCOMPARE(png.width(), 1600);
        QCOMPARE(dotsPerInch(png.dotsPerMeterX()), 128);
    }
}

void TestExportImages::theHtmlReportInlinesItsPicturesAsPng()
{
    QTemporaryDir dir;
    const Capture c = generated(dir, "cpu-contention");
    QVERIFY(c.trace);
    ReviewExportOptions options;
    options.captureName = QStringLiteral("gen.db");
    options.chains = ReviewReport::chainsFor(*c.trace, INT64_MIN, INT64_MAX);
    options.notes = notesFor(*c.trace);
    options.imageSize = {1200, 96};
    const QString path = dir.filePath(QStringLiteral("review.html"));
    const ReviewExportResult result = ReviewExport::write(c.trace, options, ReportFormat::Html, path);
    QVERIFY2(result.ok, qPrintable(result.error));
    QCOMPARE(result.written, QStringList{path});
    QCOMPARE(QDir(dir.path()).entryList({QStringLiteral("*.png")}).size(), 0);
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString html = QString::fromUtf8(file.readAll());
    keep(QStringLiteral("review.html"), html.toUtf8());
    QVERIFY(html.startsWith(QStringLiteral("<!DOCTYPE html>")));
    // Self-contained: nothing fetched from elsewhere.
    QVERIFY(!html.contains(QStringLiteral("src=\"http")));
    QVERIFY(!html.contains(QStringLiteral("<link")));
    QVERIFY(!html.contains(QStringLiteral("<script")));

    const QRegularExpression uri(QStringLiteral("src=\"data:image/png;base64,([A-Za-z0-9+/=]+)\""));
    int pictures = 0;
    for (auto it = uri.globalMatch(html); it.hasNext();) {
        const QByteArray png = QByteArray::fromBase64(it.next().captured(1).toLatin1());
        QVERIFY(png.startsWith("\x89PNG\r\n\x1a\n"));
        const QImage image = QImage::fromData(png, "PNG");
        QVERIFY(!image.isNull());
        QCOMPARE(image.width(), 1200);
        ++pictures;
    }
    QCOMPARE(pictures, result.images);
    QVERIFY(pictures >= 1);
    for (const Chain& chain : options.chains)
        QVERIFY2(html.contains(QStringLiteral("<code>%1</code>").arg(text::toQString(chain.rule).toHtmlEscaped())),
                 chain.rule.c_str());
    QVERIFY(html.contains(QStringLiteral("fork here ✓ &lt;&amp;&gt;")));
    QVERIFY(html.contains(QStringLiteral("background:#1f77b4")));
}

void TestExportImages::theReportOfARealCaptureListsItsStoredChains()
{
    FAULTLINE_REQUIRE_FIXTURE(test::ingeroFixture(QStringLiteral("sample-cluster.db")));
    QTemporaryDir dir;
    const Capture c = fixtureCopy(dir, QStringLiteral("sample-cluster.db"));
    QVERIFY(c.trace);
    // Notes as a reviewer leaves them: in the sidecar beside the capture.
    QVERIFY(AnnotationSidecar::save(c.path, notesFor(*c.trace)).ok);
    const AnnotationSidecar::LoadResult notes = AnnotationSidecar::load(c.path);
    QCOMPARE(notes.status, AnnotationSidecar::Status::Loaded);

    ReviewExportOptions options;
    options.captureName = QStringLiteral("sample-cluster.db");
    options.chains = ReviewReport::chainsFor(*c.trace, INT64_MIN, INT64_MAX);
    options.notes = notes.annotations;
    options.imageSize = {1400, 96};
    const std::vector<Chain> stored = ChainEngine::stored(*c.trace);
    QVERIFY(!stored.empty());
    const QString path = dir.filePath(QStringLiteral("cluster.html"));
    const ReviewExportResult result = ReviewExport::write(c.trace, options, ReportFormat::Html, path);
    QVERIFY2(result.ok, qPrintable(result.error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString html = QString::fromUtf8(file.readAll());
    keep(QStringLiteral("cluster.html"), html.toUtf8());
    for (const Chain& chain : stored)
        QVERIFY2(html.contains(text::toQString(chain.title).toHtmlEscaped()), chain.title.c_str());
    QVERIFY(html.contains(QStringLiteral("<code>stored</code>")));
    // A capture of three nodes names them all where a single node's names its host.
    const QRegularExpression nodesRow(QStringLiteral("<tr><th>Nodes</th><td>([^<]*)</td></tr>"));
    const QString nodes = nodesRow.match(html).captured(1);
    for (const Process& process : c.trace->processes)
        QVERIFY2(process.node.empty() || nodes.contains(text::toQString(process.node)), process.node.c_str());
    QVERIFY(nodes.count(QLatin1Char(',')) >= 2);
    QVERIFY(html.contains(QStringLiteral("workers stalled")));
    // Every process with events is listed.
    for (const Process& process : c.trace->processes) {
        std::size_t events = 0;
        for (const std::uint32_t t : process.threads)
            for (const std::uint32_t l : c.trace->threads[t].lanes)
                events += c.trace->lanes[l].events.size();
        if (events > 0)
            QVERIFY(html.contains(QStringLiteral("<td class=\"num\">%1</td>").arg(process.pid)));
    }
}

void TestExportImages::theReviewAsPdfHasPagesPicturesAndTheStory()
{
    // A real OOM on an H100, as a reviewer attaches it to a postmortem.
    const QString capture = test::sharedDir() + QStringLiteral("/fixtures/gpu-h100/varlen_fragmentation_oom.db");
    FAULTLINE_REQUIRE_FIXTURE(capture);
    LoadResult loaded = TraceBuilder::load(capture.toStdString());
    QVERIFY(loaded.trace);
    const std::shared_ptr<const Trace> trace = std::move(loaded.trace);
    QTemporaryDir dir;
    ReviewExportOptions options;
    options.captureName = QStringLiteral("varlen_fragmentation_oom.db");
    options.chains = ReviewReport::chainsFor(*trace, INT64_MIN, INT64_MAX);
    options.notes = notesFor(*trace);
    QVERIFY(!options.chains.empty());
    const QString path = dir.filePath(QStringLiteral("varlen_fragmentation_oom-review.pdf"));
    const ReviewExportResult result = ReviewExport::write(trace, options, ReportFormat::Pdf, path);
    QVERIFY2(result.ok, qPrintable(result.error));
    QCOMPARE(result.written, QStringList{path});
    // The timeline and the OOM's window, as in the HTML.
    QVERIFY(result.images >= 2);
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray pdf = file.readAll();
    keep(QStringLiteral("review.pdf"), pdf);
    QVERIFY(pdf.startsWith("%PDF-"));
    QVERIFY(pdf.trimmed().endsWith("%%EOF"));
    const QString raw = QString::fromLatin1(pdf);
    QVERIFY(raw.count(QRegularExpression(QStringLiteral("/Type\\s*/Page\\b"))) >= 2);
    QVERIFY(raw.count(QRegularExpression(QStringLiteral("/Subtype\\s*/Image\\b"))) >= result.images);

    QString problem;
    const QString text = pdfText(pdf, &problem);
    if (!problem.isEmpty())
        QSKIP(qPrintable(problem));
    QVERIFY2(text.contains(QStringLiteral("Review of varlen_fragmentation_oom.db")), qPrintable(text.left(300)));
    QVERIFY(text.contains(QStringLiteral("CUDA out of memory")));
    QVERIFY(text.contains(QStringLiteral("fork here")));
    // Its events as the status bar counts them.
    QVERIFY2(
        text.contains(QStringLiteral("Events %1 in")
                          .arg(QLocale(QLocale::English, QLocale::UnitedStates).toString(qint64(trace->eventCount())))),
        qPrintable(text.left(600)));
}

QTEST_MAIN(TestExportImages)
#include "tst_export_images.moc"
