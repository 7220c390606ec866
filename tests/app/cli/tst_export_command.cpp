// `faultline export` and `faultline notes`: in-process through CommandLine (a QApplication, as
// main() starts for `export`: pictures are drawn with the app's widgets), and through the built
// binary, without a display, for the exit codes.

#include "CaptureReader.h"
#include "FaultlineBinary.h"
#include "FileHash.h"
#include "InProcess.h"
#include "ScenarioGenerator.h"
#include "SqliteDb.h"
#include "TestPaths.h"
#include "TraceBuilder.h"
#include "cli/CommandLine.h"

#include <QDir>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>

using namespace faultline;

namespace {

using faultline::test::Run;
using faultline::test::runBinary;
using faultline::test::runInProcess;

QString generate(const QTemporaryDir& dir)
{
    const QString path = dir.filePath(QStringLiteral("gen.db"));
    capture::ScenarioOptions options;
    options.scenario = "dataloader-fork-stall";
    return capture::ScenarioGenerator::generate(path.toStdString(), options).ok ? path : QString();
}

QJsonArray readEvents(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object().value(QStringLiteral("traceEvents")).toArray();
}

} // namespace

class TestExportCommand : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void exportWritesPerfettoJsonOfTheRange();
    void exportIsHeadlessWithExitCodes();
    void everyFormatIsWritten_data();
    void everyFormatIsWritten();
    void aMemorySnapshotExportsItsBlockMap();
    void badArgumentsGiveClearErrors_data();
    void badArgumentsGiveClearErrors();
    void notesAreAddedBesideTheCaptureAndExported();
    void theReviewIsWrittenAsPdfWhenAskedFor();
};

void TestExportCommand::exportWritesPerfettoJsonOfTheRange()
{
    QTemporaryDir dir;
    const QString capturePath = generate(dir);
    QVERIFY(!capturePath.isEmpty());
    const QByteArray before = test::sha256(capturePath);
    const QString out = dir.filePath(QStringLiteral("range.json"));
    const Run run = runInProcess({QStringLiteral("export"), capturePath, QStringLiteral("--from"),
                                  QStringLiteral("500ms"), QStringLiteral("--to"), QStringLiteral("2.5"),
                                  QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("-o"), out});
    QVERIFY2(run.exitCode == CommandLine::Success, qPrintable(run.err));
    QVERIFY(run.out.contains(out));
    QCOMPARE(test::sha256(capturePath), before);

    // Every capture event in the file starts in [0.5 s, 2.5 s) after the capture began; as
    // many as the trace holds in that range.
    const LoadResult loaded = TraceBuilder::load(capturePath.toStdString());
    QVERIFY(loaded.trace);
    const std::int64_t from = loaded.trace->beginNs + 500'000'000;
    const std::int64_t to = loaded.trace->beginNs + 2'500'000'000;
    std::int64_t expected = 0;
    for (const Lane& lane : loaded.trace->lanes) {
        for (std::int64_t t : lane.events.start)
            expected += t >= from && t < to ? 1 : 0;
    }
    std::int64_t inFile = 0;
    for (const QJsonValue& v : readEvents(out)) {
        const QJsonObject e = v.toObject();
        const QString ph = e.value(QStringLiteral("ph")).toString();
        const QString cat = e.value(QStringLiteral("cat")).toString();
        if ((ph == QLatin1String("X") || ph == QLatin1String("i")) && cat != QLatin1String("chain")
            && cat != QLatin1String("note")) {
            ++inFile;
            const double ts = e.value(QStringLiteral("ts")).toDouble();
            QVERIFY(ts >= 500'000.0 - 1e-3 && ts < 2'500'000.0);
        }
    }
    QVERIFY(expected > 0);
    QCOMPARE(inFile, expected);

    const QString python = QStandardPaths::findExecutable(QStringLiteral("python3"));
    if (!python.isEmpty()) {
        QProcess check;
        check.start(python,
                    {QStringLiteral("-c"), QStringLiteral("import json,sys; json.load(open(sys.argv[1]))"), out});
        QVERIFY(check.waitForFinished(120000));
        QVERIFY2(check.exitCode() == 0, check.readAllStandardError().constData());
    }
}

void TestExportCommand::exportIsHeadlessWithExitCodes()
{
    QTemporaryDir dir;
    const QString capturePath = generate(dir);
    const QString out = dir.filePath(QStringLiteral("all.json"));
    Run run = runBinary({QStringLiteral("export"), capturePath, QStringLiteral("-o"), out});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QVERIFY(!readEvents(out).isEmpty());
    // A picture, drawn offscreen: no display is needed.
    const QString svg = dir.filePath(QStringLiteral("x.svg"));
    run = runBinary({QStringLiteral("export"), capturePath, QStringLiteral("--format"), QStringLiteral("svg"),
                     QStringLiteral("-o"), svg});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QFile file(svg);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.readAll().contains("<svg"));
    run = runBinary({QStringLiteral("export"), dir.filePath(QStringLiteral("missing.db")), QStringLiteral("-o"), out});
    QCOMPARE(run.exitCode, 1);
    QVERIFY(run.err.contains(QStringLiteral("cannot load")));
}

void TestExportCommand::everyFormatIsWritten_data()
{
    QTest::addColumn<QString>("format");
    QTest::addColumn<QByteArray>("start"); // what the file starts with
    QTest::newRow("png") << QStringLiteral("png") << QByteArray("\x89PNG\r\n\x1a\n");
    QTest::newRow("svg") << QStringLiteral("svg") << QByteArray("<?xml");
    QTest::newRow("pdf") << QStringLiteral("pdf") << QByteArray("%PDF-");
    QTest::newRow("md") << QStringLiteral("md") << QByteArray("# Review of gen.db");
    QTest::newRow("html") << QStringLiteral("html") << QByteArray("<!DOCTYPE html>");
    QTest::newRow("json") << QStringLiteral("json") << QByteArray("{");
}

void TestExportCommand::everyFormatIsWritten()
{
    QFETCH(QString, format);
    QFETCH(QByteArray, start);
    QTemporaryDir dir;
    const QString capturePath = generate(dir);
    QVERIFY(!capturePath.isEmpty());
    const QByteArray before = test::sha256(capturePath);
    const QString out = dir.filePath(QStringLiteral("out.") + format);
    // The format from the suffix; a range, lanes and a size given as a reviewer would.
    const Run run = runInProcess({QStringLiteral("export"), capturePath, QStringLiteral("--from"), QStringLiteral("1s"),
                                  QStringLiteral("--to"), QStringLiteral("3s"), QStringLiteral("--width"),
                                  QStringLiteral("1200"), QStringLiteral("--dpi"), QStringLiteral("120"),
                                  QStringLiteral("-o"), out});
    QVERIFY2(run.exitCode == CommandLine::Success, qPrintable(run.err));
    QVERIFY(run.out.startsWith(QStringLiteral("Wrote ") + out));
    QFile file(out);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    QVERIFY2(bytes.startsWith(start), bytes.left(40).constData());
    QCOMPARE(test::sha256(capturePath), before);
    if (format == QLatin1String("png")) {
        const QImage image = QImage::fromData(bytes, "PNG");
        QCOMPARE(image.width(), 1200);
        QCOMPARE(qRound(image.dotsPerMeterX() * 0.0254), 120);
    }
    if (format == QLatin1String("md")) {
        // Its pictures beside it: the range, then one per chain with evidence (at most 3).
        const QStringList pictures = QDir(dir.path()).entryList({QStringLiteral("out-*.png")});
        QVERIFY(pictures.contains(QStringLiteral("out-timeline.png")));
        for (const QString& picture : pictures)
            QVERIFY(bytes.contains(picture.toUtf8()));
    }
}

void TestExportCommand::aMemorySnapshotExportsItsBlockMap()
{
    const QString snapshot = test::snapshotFixture(QStringLiteral("v22__diffusion__my_snapshot.pickle"));
    FAULTLINE_REQUIRE_FIXTURE(snapshot);
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("map.png"));
    Run run = runBinary({QStringLiteral("export"), snapshot, QStringLiteral("--width"), QStringLiteral("1000"),
                         QStringLiteral("-o"), out});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QVERIFY(run.out.contains(QStringLiteral("block map of GPU 0")));
    QCOMPARE(QImage(out, "PNG").width(), 1000);
    run = runInProcess(
        {QStringLiteral("export"), snapshot, QStringLiteral("-o"), dir.filePath(QStringLiteral("m.md"))});
    QCOMPARE(run.exitCode, int(CommandLine::UsageError));
    QVERIFY2(run.err.contains(QStringLiteral("block map exports as png, svg or pdf")), qPrintable(run.err));
    run = runInProcess({QStringLiteral("export"), snapshot, QStringLiteral("--device"), QStringLiteral("7"),
                        QStringLiteral("-o"), out});
    QCOMPARE(run.exitCode, int(CommandLine::UsageError));
    QVERIFY2(run.err.contains(QStringLiteral("the snapshot has GPUs 0")), qPrintable(run.err));
}

void TestExportCommand::badArgumentsGiveClearErrors_data()
{
    QTest::addColumn<QStringList>("arguments"); // CAPTURE and OUT are replaced
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");
    const QString c = QStringLiteral("CAPTURE");
    const QString o = QStringLiteral("OUT");
    QTest::newRow("no output") << QStringList{c} << 2 << QStringLiteral("no output file");
    QTest::newRow("no capture") << QStringList{QStringLiteral("-o"), o} << 2 << QStringLiteral("expected one capture");
    QTest::newRow("unknown format") << QStringList{c, QStringLiteral("--format"), QStringLiteral("xml"),
                                                   QStringLiteral("-o"), o}
                                    << 2 << QStringLiteral("unknown format 'xml'");
    QTest::newRow("bad time") << QStringList{c, QStringLiteral("--from"), QStringLiteral("soon"), QStringLiteral("-o"),
                                             o}
                              << 2 << QStringLiteral("cannot read the time 'soon'");
    QTest::newRow("from after to") << QStringList{c,
                                                  QStringLiteral("--from"),
                                                  QStringLiteral("3s"),
                                                  QStringLiteral("--to"),
                                                  QStringLiteral("1s"),
                                                  QStringLiteral("-o"),
                                                  o}
                                   << 2 << QStringLiteral("--from must be before --to");
    QTest::newRow("bad lanes") << QStringList{c, QStringLiteral("--lanes"), QStringLiteral("abc"), QStringLiteral("-o"),
                                              o}
                               << 2 << QStringLiteral("'abc' is not PID or PID:TID");
    QTest::newRow("unknown pid") << QStringList{c, QStringLiteral("--lanes"), QStringLiteral("999999"),
                                                QStringLiteral("-o"), o}
                                 << 2 << QStringLiteral("no process or thread 999999");
    QTest::newRow("output is the capture")
        << QStringList{c, QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("-o"), c} << 2
        << QStringLiteral("would replace the capture");
    QTest::newRow("bad width") << QStringList{c, QStringLiteral("--width"), QStringLiteral("wide"),
                                              QStringLiteral("-o"), o + QStringLiteral(".png")}
                               << 2 << QStringLiteral("--width wants a whole number");
    QTest::newRow("too narrow for the dpi") << QStringList{c,
                                                           QStringLiteral("--width"),
                                                           QStringLiteral("300"),
                                                           QStringLiteral("--dpi"),
                                                           QStringLiteral("300"),
                                                           QStringLiteral("-o"),
                                                           o + QStringLiteral(".svg")}
                                            << 2 << QStringLiteral("too narrow");
    QTest::newRow("dpi out of range") << QStringList{c, QStringLiteral("--dpi"), QStringLiteral("5000"),
                                                     QStringLiteral("-o"), o + QStringLiteral(".pdf")}
                                      << 2 << QStringLiteral("between 36 and 1200 DPI");
    QTest::newRow("report over the capture")
        << QStringList{c, QStringLiteral("--format"), QStringLiteral("html"), QStringLiteral("-o"), c} << 2
        << QStringLiteral("would replace the capture");
    QTest::newRow("unknown option") << QStringList{c, QStringLiteral("--frob"), QStringLiteral("-o"), o} << 2
                                    << QStringLiteral("frob");
    QTest::newRow("review as a picture") << QStringList{c, QStringLiteral("--review"), QStringLiteral("-o"),
                                                        o + QStringLiteral(".png")}
                                         << 2 << QStringLiteral("the review report is md, html or pdf, not 'png'");
}

void TestExportCommand::badArgumentsGiveClearErrors()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const QString capturePath = generate(dir);
    const QByteArray before = test::sha256(capturePath);
    const QString out = dir.filePath(QStringLiteral("out.json"));
    arguments.replaceInStrings(QStringLiteral("CAPTURE"), capturePath);
    arguments.replaceInStrings(QStringLiteral("OUT"), out);
    const Run run = runInProcess(QStringList{QStringLiteral("export")} + arguments);
    QCOMPARE(run.exitCode, exitCode);
    QVERIFY2(run.err.contains(message), qPrintable(run.err));
    QVERIFY(!QFile::exists(out));
    for (const QString& suffix : {QStringLiteral(".png"), QStringLiteral(".svg"), QStringLiteral(".pdf")})
        QVERIFY(!QFile::exists(out + suffix));
    QCOMPARE(test::sha256(capturePath), before);
}

void TestExportCommand::notesAreAddedBesideTheCaptureAndExported()
{
    QTemporaryDir dir;
    const QString capturePath = generate(dir);
    const QByteArray before = test::sha256(capturePath);
    Run run = runInProcess({QStringLiteral("notes"), capturePath, QStringLiteral("--add-point"), QStringLiteral("1.5s"),
                            QStringLiteral("fork here ✓"), QStringLiteral("--author"), QStringLiteral("rev"),
                            QStringLiteral("--colour"), QStringLiteral("#112233")});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    run = runInProcess({QStringLiteral("notes"), capturePath, QStringLiteral("--add-span"), QStringLiteral("1"),
                        QStringLiteral("2000ms"), QStringLiteral("workers stalled")});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    run = runInProcess({QStringLiteral("notes"), capturePath, QStringLiteral("--add-point"), QStringLiteral("1"),
                        QStringLiteral("x"), QStringLiteral("--colour"), QStringLiteral("red")});
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.err.contains(QStringLiteral("#rrggbb")));
    QCOMPARE(test::sha256(capturePath), before);
    QVERIFY(QFile::exists(capturePath + QStringLiteral(".faultline-notes.json")));

    run = runInProcess({QStringLiteral("notes"), capturePath, QStringLiteral("--list")});
    QCOMPARE(run.exitCode, 0);
    const QStringList lines = run.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 2);
    QVERIFY(lines.at(0).startsWith(QStringLiteral("1\tpoint\t1.500000\t1.500000\t#112233\trev\tfork here ✓")));
    QVERIFY(lines.at(1).startsWith(QStringLiteral("2\tspan\t1.000000\t2.000000\t")));

    const QString out = dir.filePath(QStringLiteral("notes.json"));
    run = runInProcess({QStringLiteral("export"), capturePath, QStringLiteral("-o"), out});
    QCOMPARE(run.exitCode, 0);
    QStringList noteNames;
    for (const QJsonValue& v : readEvents(out)) {
        if (v.toObject().value(QStringLiteral("cat")).toString() == QLatin1String("note"))
            noteNames.append(v.toObject().value(QStringLiteral("name")).toString());
    }
    noteNames.sort();
    QCOMPARE(noteNames, (QStringList{QStringLiteral("fork here ✓"), QStringLiteral("workers stalled")}));

    const QString copy = dir.filePath(QStringLiteral("annotated.db"));
    run = runInProcess({QStringLiteral("notes"), capturePath, QStringLiteral("--save-copy"), copy});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QCOMPARE(test::sha256(capturePath), before);
    capture::CaptureReader reader;
    std::string error;
    QVERIFY(reader.open(copy.toStdString(), &error));
    QCOMPARE(reader.annotations().size(), std::size_t(2));
    // The copy, without a sidecar of its own, lists the notes stored in it.
    run = runInProcess({QStringLiteral("notes"), copy, QStringLiteral("--list")});
    QCOMPARE(run.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts).size(), 2);
    QVERIFY(run.out.contains(QStringLiteral("workers stalled")));
}

void TestExportCommand::theReviewIsWrittenAsPdfWhenAskedFor()
{
    QTemporaryDir dir;
    const QString capturePath = generate(dir);
    QVERIFY(!capturePath.isEmpty());
    const QByteArray before = test::sha256(capturePath);
    const auto pages = [](const QByteArray& pdf) {
        return QString::fromLatin1(pdf).count(QRegularExpression(QStringLiteral("/Type\\s*/Page\\b")));
    };
    // Headless, through the binary: the report with its pictures, pages of it.
    const QString review = dir.filePath(QStringLiteral("gen-review.pdf"));
    Run run = runBinary({QStringLiteral("export"), capturePath, QStringLiteral("--review"),
                         QStringLiteral("--chain-images"), QStringLiteral("1"), QStringLiteral("-o"), review});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QVERIFY2(run.out.contains(QStringLiteral("2 pictures")), qPrintable(run.out));
    QFile file(review);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray pdf = file.readAll();
    QVERIFY(pdf.startsWith("%PDF-"));
    QVERIFY(pages(pdf) >= 2);
    QVERIFY(QString::fromLatin1(pdf).count(QRegularExpression(QStringLiteral("/Subtype\\s*/Image\\b"))) >= 2);
    QCOMPARE(test::sha256(capturePath), before);
    // Without --review a pdf is still the timeline's picture: one page, no report.
    const QString picture = dir.filePath(QStringLiteral("timeline.pdf"));
    run = runInProcess({QStringLiteral("export"), capturePath, QStringLiteral("-o"), picture});
    QVERIFY2(run.exitCode == CommandLine::Success, qPrintable(run.err));
    QVERIFY2(run.out.contains(QStringLiteral(" rows")), qPrintable(run.out));
    QFile one(picture);
    QVERIFY(one.open(QIODevice::ReadOnly));
    QCOMPARE(pages(one.readAll()), 1);
    // --review and a name without a suffix: the HTML.
    run = runInProcess({QStringLiteral("export"), capturePath, QStringLiteral("--review"),
                        QStringLiteral("--chain-images"), QStringLiteral("0"), QStringLiteral("-o"),
                        dir.filePath(QStringLiteral("review"))});
    QVERIFY2(run.exitCode == CommandLine::Success, qPrintable(run.err));
    QFile html(dir.filePath(QStringLiteral("review")));
    QVERIFY(html.open(QIODevice::ReadOnly));
    QVERIFY(html.readAll().startsWith("<!DOCTYPE html>"));
}

QTEST_MAIN(TestExportCommand)
#include "tst_export_command.moc"
