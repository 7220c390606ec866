// The command line: in-process through CommandLine, and through the built binary where the
// process boundary matters (exit codes, no display needed).

#include "FaultlineBinary.h"
#include "InProcess.h"
#include "ScenarioGenerator.h"
#include "TestPaths.h"
#include "cli/CommandLine.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>

using namespace faultline;
using faultline::test::ingeroFixture;
using faultline::test::snapshotFixture;

namespace {

using faultline::test::Run;
using faultline::test::runBinary;
using faultline::test::runInProcess;

QString fixturePath()
{
    return ingeroFixture(QStringLiteral("pytorch-173382-empty-cache.db"));
}

QJsonObject findOp(const QJsonArray& ops, const QString& name, qint64 pid)
{
    for (const QJsonValue& value : ops) {
        const QJsonObject op = value.toObject();
        if (op.value(QLatin1String("op")).toString() == name && op.value(QLatin1String("pid")).toInteger() == pid)
            return op;
    }
    return {};
}

} // namespace

class TestCommandLine : public QObject
{
    Q_OBJECT

private slots:
    void headlessIsDecidedFromArgv_data();
    void headlessIsDecidedFromArgv();
    void theLanguageComesFromTheCommandLineOrTheEnvironment();
    void versionPrintsTheProjectVersion();
    void helpNeedsNoDisplay();
    void theReadmeUsageListsEveryCommand();
    void guiArguments_data();
    void guiArguments();
    void statsJsonOnTheFixtureHasTheStoredCounts();
    void statsTextNamesTheOps();
    void statsFailsClearlyOnANonCapture();
    void demoWritesACapture();
    void anUnknownScenarioExitsWithTwo();
    void demoListDescribesEveryScenario();
    void demoNeedsAnOutputFile();
    void explainJsonFollowsTheContract();
    void explainTextOnAHealthyCaptureIsClean();
    void explainRestrictsByTimeAndProcess();
    void explainRejectsBadArguments_data();
    void explainRejectsBadArguments();
    void snapshotStatsJsonHasTheReferenceMetrics();
    void snapshotStatsExplainsAnOom();
    void snapshotStatsRejectsBadArguments_data();
    void snapshotStatsRejectsBadArguments();
};

void TestCommandLine::headlessIsDecidedFromArgv_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<bool>("headless");
    QTest::newRow("no arguments") << QStringList{} << false;
    QTest::newRow("a capture") << QStringList{QStringLiteral("run.db")} << false;
    QTest::newRow("--demo opens the GUI") << QStringList{QStringLiteral("--demo")} << false;
    QTest::newRow("demo subcommand") << QStringList{QStringLiteral("demo"), QStringLiteral("--list")} << true;
    QTest::newRow("stats subcommand") << QStringList{QStringLiteral("stats"), QStringLiteral("run.db")} << true;
    QTest::newRow("snapshot-stats subcommand")
        << QStringList{QStringLiteral("snapshot-stats"), QStringLiteral("snap.pickle")} << true;
    QTest::newRow("--version") << QStringList{QStringLiteral("--version")} << true;
    QTest::newRow("--help after a file") << QStringList{QStringLiteral("run.db"), QStringLiteral("--help")} << true;
    QTest::newRow("a file named stats") << QStringList{QStringLiteral("run.db"), QStringLiteral("stats")} << false;
    QTest::newRow("--lang before stats") << QStringList{QStringLiteral("--lang"), QStringLiteral("de"),
                                                        QStringLiteral("stats"), QStringLiteral("run.db")}
                                         << true;
    QTest::newRow("--lang= before demo") << QStringList{QStringLiteral("--lang=de"), QStringLiteral("demo")} << true;
    QTest::newRow("--lang and a file") << QStringList{QStringLiteral("--lang"), QStringLiteral("de"),
                                                      QStringLiteral("run.db")}
                                       << false;
}

void TestCommandLine::headlessIsDecidedFromArgv()
{
    QFETCH(QStringList, arguments);
    QFETCH(bool, headless);
    std::vector<QByteArray> storage{QByteArrayLiteral("faultline")};
    for (const QString& argument : std::as_const(arguments))
        storage.push_back(argument.toLocal8Bit());
    std::vector<const char*> argv;
    for (const QByteArray& argument : storage)
        argv.push_back(argument.constData());
    QCOMPARE(CommandLine::isHeadless(static_cast<int>(argv.size()), argv.data()), headless);
}

void TestCommandLine::theLanguageComesFromTheCommandLineOrTheEnvironment()
{
    const char* withOption[] = {"faultline", "--lang", "de", "run.db"};
    QCOMPARE(CommandLine::languageOverride(4, withOption), QStringLiteral("de"));
    const char* withEquals[] = {"faultline", "--lang=fr"};
    QCOMPARE(CommandLine::languageOverride(2, withEquals), QStringLiteral("fr"));
    const char* plain[] = {"faultline"};
    qputenv("FAULTLINE_LANG", "de_DE");
    QCOMPARE(CommandLine::languageOverride(1, plain), QStringLiteral("de_DE"));
    qunsetenv("FAULTLINE_LANG");
    QCOMPARE(CommandLine::languageOverride(1, plain), QString());
}

void TestCommandLine::versionPrintsTheProjectVersion()
{
    const QString expected = QStringLiteral("faultline " FAULTLINE_VERSION "\n");
    const Run inProcess = runInProcess({QStringLiteral("--version")});
    QCOMPARE(inProcess.exitCode, 0);
    QCOMPARE(inProcess.out, expected);

    const Run binary = runBinary({QStringLiteral("--version")});
    QCOMPARE(binary.exitCode, 0);
    QCOMPARE(binary.out, expected);
    QVERIFY(QRegularExpression(QStringLiteral("^faultline \\d+\\.\\d+\\.\\d+\\n$")).match(binary.out).hasMatch());
}

void TestCommandLine::helpNeedsNoDisplay()
{
    const Run run = runBinary({QStringLiteral("--help")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.out.contains(QLatin1String("faultline stats FILE [--json]")));
    QVERIFY(run.out.contains(QLatin1String("faultline snapshot-stats FILE [--json]")));
    QVERIFY(run.out.contains(QLatin1String("--demo")));

    const Run demoHelp = runBinary({QStringLiteral("demo"), QStringLiteral("--help")});
    QCOMPARE(demoHelp.exitCode, 0);
    QVERIFY(demoHelp.out.startsWith(QLatin1String("Usage: faultline demo")));
    QVERIFY(demoHelp.out.contains(QLatin1String("--scenario")));
}

void TestCommandLine::guiArguments_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<bool>("starts");
    QTest::addColumn<QString>("file");
    QTest::addColumn<bool>("demo");
    QTest::addColumn<int>("exitCode");
    QTest::newRow("nothing") << QStringList{} << true << QString() << false << 0;
    QTest::newRow("a file") << QStringList{QStringLiteral("/tmp/run.db")} << true << QStringLiteral("/tmp/run.db")
                            << false << 0;
    QTest::newRow("demo") << QStringList{QStringLiteral("--demo")} << true << QString() << true << 0;
    QTest::newRow("hidden --lang") << QStringList{QStringLiteral("--lang"), QStringLiteral("de"),
                                                  QStringLiteral("x.db")}
                                   << true << QStringLiteral("x.db") << false << 0;
    QTest::newRow("two files") << QStringList{QStringLiteral("a.db"), QStringLiteral("b.db")} << false << QString()
                               << false << 2;
    QTest::newRow("demo and a file") << QStringList{QStringLiteral("--demo"), QStringLiteral("a.db")} << false
                                     << QString() << false << 2;
    QTest::newRow("unknown option") << QStringList{QStringLiteral("--frobnicate")} << false << QString() << false << 2;
}

void TestCommandLine::guiArguments()
{
    QFETCH(QStringList, arguments);
    QFETCH(bool, starts);
    QFETCH(QString, file);
    QFETCH(bool, demo);
    QFETCH(int, exitCode);
    GuiOptions options;
    QString errors;
    QTextStream err(&errors);
    int code = -1;
    QCOMPARE(CommandLine::parseGui(QStringList{QStringLiteral("faultline")} + arguments, &options, err, &code), starts);
    err.flush();
    QCOMPARE(code, exitCode);
    QCOMPARE(errors.isEmpty(), starts);
    if (starts) {
        QCOMPARE(options.file, file);
        QCOMPARE(options.demo, demo);
    }
}

void TestCommandLine::statsJsonOnTheFixtureHasTheStoredCounts()
{
    FAULTLINE_REQUIRE_FIXTURE(fixturePath());
    const Run run = runBinary({QStringLiteral("stats"), fixturePath(), QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(run.out.toUtf8(), &error);
    QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
    const QJsonObject root = document.object();
    QCOMPARE(root.value(QLatin1String("capture")).toObject().value(QLatin1String("events_stored")).toInteger(),
             qint64(3486));

    // select source, op, count(*) from events group by 1, 2
    const QJsonArray ops = root.value(QLatin1String("ops")).toArray();
    const std::pair<const char*, qint64> expected[] = {
        {"cudaMalloc", 45},       {"cudaFree", 40},         {"cudaLaunchKernel", 915}, {"cudaStreamSync", 405},
        {"cudaMemcpyAsync", 310}, {"cuLaunchKernel", 1520}, {"cuMemAlloc", 49},
    };
    for (const auto& [name, count] : expected) {
        const QJsonObject op = findOp(ops, QLatin1String(name), 0);
        QVERIFY2(!op.isEmpty(), name);
        QCOMPARE(op.value(QLatin1String("count")).toInteger(), count);
    }
    const QJsonObject malloc = findOp(ops, QStringLiteral("cudaMalloc"), 0);
    QCOMPARE(malloc.value(QLatin1String("p50_ns")).toInteger(), qint64(224308));
    QCOMPARE(malloc.value(QLatin1String("p99_ns")).toInteger(), qint64(348903));
    QCOMPARE(malloc.value(QLatin1String("total_count")).toInteger(), qint64(51));
    QVERIFY(malloc.value(QLatin1String("sampled")).toBool());
    QVERIFY(!findOp(ops, QStringLiteral("cudaStreamSync"), 0).value(QLatin1String("sampled")).toBool());
    QVERIFY(!root.value(QLatin1String("drops")).toObject().value(QLatin1String("recorded")).toBool());
}

void TestCommandLine::statsTextNamesTheOps()
{
    FAULTLINE_REQUIRE_FIXTURE(fixturePath());
    const Run run = runInProcess({QStringLiteral("stats"), fixturePath()});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.out.contains(QLatin1String("cudaMalloc")));
    QVERIFY(run.out.contains(QLatin1String("cuLaunchKernel")));
    QVERIFY(run.err.isEmpty());
    // The language option may come first; the subcommand is still found, with no display, and
    // the report is in German: the same lines, op names and figures, other words.
    const Run withLanguage = runBinary(
        {QStringLiteral("--lang"), QStringLiteral("de"), QStringLiteral("stats"), fixturePath()});
    QCOMPARE(withLanguage.exitCode, 0);
    QVERIFY(withLanguage.err.isEmpty());
    QVERIFY2(withLanguage.out != run.out, qPrintable(withLanguage.out));
    const QStringList english = run.out.split(QLatin1Char('\n'));
    const QStringList german = withLanguage.out.split(QLatin1Char('\n'));
    QCOMPARE(german.size(), english.size());
    static const QRegularExpression token(QStringLiteral("cu[A-Za-z]+|[0-9]+(?:\\.[0-9]+)?"));
    const auto tokens = [](const QString& text) {
        QStringList found;
        for (auto it = token.globalMatch(text); it.hasNext();)
            found.append(it.next().captured());
        return found;
    };
    for (qsizetype i = 0; i < english.size(); ++i) {
        // A figure's words ("3 processes") may move, so compare each line's set of tokens.
        QStringList a = tokens(english[i]);
        QStringList b = tokens(german[i]);
        a.sort();
        b.sort();
        QVERIFY2(a == b, qPrintable(english[i] + QStringLiteral(" | ") + german[i]));
    }
}

void TestCommandLine::statsFailsClearlyOnANonCapture()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString text = dir.filePath(QStringLiteral("notes.db"));
    QFile file(text);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("hello\n");
    file.close();

    const Run run = runBinary({QStringLiteral("stats"), text});
    QCOMPARE(run.exitCode, 1);
    QVERIFY(run.out.isEmpty());
    QVERIFY2(run.err.contains(QLatin1String("cannot load")) && run.err.contains(text), qPrintable(run.err));

    const Run missing = runInProcess({QStringLiteral("stats"), dir.filePath(QStringLiteral("absent.db"))});
    QCOMPARE(missing.exitCode, 1);
    QVERIFY(missing.err.contains(QLatin1String("absent.db")));

    const Run noFile = runInProcess({QStringLiteral("stats")});
    QCOMPARE(noFile.exitCode, 2);
}

void TestCommandLine::demoWritesACapture()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString output = dir.filePath(QStringLiteral("healthy.db"));
    const Run run = runBinary({QStringLiteral("demo"), QStringLiteral("--scenario"), QStringLiteral("healthy"),
                               QStringLiteral("-o"), output, QStringLiteral("--seed"), QStringLiteral("7")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(QFileInfo(output).size() > 0);
    // Not a terminal: no progress noise on stderr.
    QVERIFY2(run.err.isEmpty(), qPrintable(run.err));
    const QRegularExpressionMatch match =
        QRegularExpression(QStringLiteral("^wrote (\\d+) events \\((\\d+) seen\\) to (.+)\\n$")).match(run.out);
    QVERIFY2(match.hasMatch(), qPrintable(run.out));
    QCOMPARE(match.captured(3), output);
    const qint64 written = match.captured(1).toLongLong();
    QVERIFY(written > 0);
    QVERIFY(match.captured(2).toLongLong() >= written);

    // What it wrote is a capture `stats` reads, with the same number of events.
    const Run stats = runInProcess({QStringLiteral("stats"), output, QStringLiteral("--json")});
    QCOMPARE(stats.exitCode, 0);
    const QJsonObject capture =
        QJsonDocument::fromJson(stats.out.toUtf8()).object().value(QLatin1String("capture")).toObject();
    QCOMPARE(capture.value(QLatin1String("events_stored")).toInteger(), written);
    QCOMPARE(capture.value(QLatin1String("producer")).toString(), QStringLiteral("faultline"));
}

void TestCommandLine::anUnknownScenarioExitsWithTwo()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString output = dir.filePath(QStringLiteral("x.db"));
    const Run run = runBinary({QStringLiteral("demo"), QStringLiteral("--scenario"), QStringLiteral("no-such-thing"),
                               QStringLiteral("-o"), output});
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.out.isEmpty());
    QVERIFY(run.err.contains(QLatin1String("no-such-thing")));
    for (const std::string& name : capture::ScenarioGenerator::scenarioNames())
        QVERIFY2(run.err.contains(QString::fromStdString(name)), name.c_str());
    QVERIFY(!QFileInfo::exists(output));
}

void TestCommandLine::demoListDescribesEveryScenario()
{
    const Run run = runInProcess({QStringLiteral("demo"), QStringLiteral("--list")});
    QCOMPARE(run.exitCode, 0);
    const std::vector<std::string> names = capture::ScenarioGenerator::scenarioNames();
    QVERIFY(names.size() >= 5);
    for (const std::string& name : names) {
        const std::string_view description = capture::ScenarioGenerator::describe(name);
        QVERIFY2(run.out.contains(QString::fromStdString(name)), name.c_str());
        QVERIFY(run.out.contains(QString::fromUtf8(description.data(), qsizetype(description.size()))));
    }
}

void TestCommandLine::demoNeedsAnOutputFile()
{
    const Run run = runInProcess({QStringLiteral("demo"), QStringLiteral("--scenario"), QStringLiteral("healthy")});
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.err.contains(QLatin1String("-o")));
    const Run badEvents = runInProcess({QStringLiteral("demo"), QStringLiteral("-o"), QStringLiteral("/tmp/x.db"),
                                        QStringLiteral("--events"), QStringLiteral("many")});
    QCOMPARE(badEvents.exitCode, 2);
}

namespace {

// A scenario capture written by the real binary, kept for the explain tests.
QString scenarioCapture(QTemporaryDir& dir, const QString& name)
{
    const QString output = dir.filePath(name + QStringLiteral(".db"));
    const Run run = runBinary(
        {QStringLiteral("demo"), QStringLiteral("--scenario"), name, QStringLiteral("-o"), output});
    return run.exitCode == 0 ? output : QString();
}

} // namespace

void TestCommandLine::explainJsonFollowsTheContract()
{
    QTemporaryDir dir;
    const QString path = scenarioCapture(dir, QStringLiteral("dataloader-fork-stall"));
    QVERIFY(!path.isEmpty());
    const Run run = runBinary({QStringLiteral("explain"), path, QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(run.out.toUtf8(), &error);
    QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
    const QJsonArray chains = doc.object().value(QLatin1String("chains")).toArray();
    QVERIFY(!chains.isEmpty());
    const QStringList keys = {QStringLiteral("id"),          QStringLiteral("severity"),
                              QStringLiteral("title"),       QStringLiteral("root_cause"),
                              QStringLiteral("explanation"), QStringLiteral("window_ns"),
                              QStringLiteral("evidence"),    QStringLiteral("recommendations"),
                              QStringLiteral("sources"),     QStringLiteral("stored")};
    bool sawFork = false;
    QString previous = QStringLiteral("HIGH");
    const QStringList order = {QStringLiteral("LOW"), QStringLiteral("MEDIUM"), QStringLiteral("HIGH")};
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("explain"));
    db.setDatabaseName(path);
    db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
    QVERIFY(db.open());
    for (const QJsonValue& v : chains) {
        const QJsonObject c = v.toObject();
        for (const QString& key : keys)
            QVERIFY2(c.contains(key), qPrintable(key));
        const QString severity = c.value(QLatin1String("severity")).toString();
        QVERIFY(order.contains(severity));
        QVERIFY(order.indexOf(severity) <= order.indexOf(previous)); // most severe first
        previous = severity;
        const QJsonArray window = c.value(QLatin1String("window_ns")).toArray();
        QCOMPARE(window.size(), 2);
        QVERIFY(window.at(0).toInteger() <= window.at(1).toInteger());
        QCOMPARE(c.value(QLatin1String("stored")).toBool(), false);
        for (const QJsonValue& source : c.value(QLatin1String("sources")).toArray()) {
            QVERIFY(source.toObject().value(QLatin1String("line")).toInt() > 0);
            QVERIFY(source.toObject().value(QLatin1String("weight")).toDouble() > 0);
        }
        if (!c.value(QLatin1String("id")).toString().startsWith(QLatin1String("fork-stall-")))
            continue;
        sawFork = true;
        // The evidence ids are the capture's own: the fork and the four workers' stalls.
        const QJsonArray evidence = c.value(QLatin1String("evidence")).toArray();
        QVERIFY(evidence.size() >= 5);
        int forks = 0;
        int stalls = 0;
        for (const QJsonValue& id : evidence) {
            QSqlQuery q(db);
            q.prepare(QStringLiteral("SELECT source, op, timestamp FROM events WHERE id = ?"));
            q.addBindValue(id.toString());
            QVERIFY(q.exec() && q.next());
            QCOMPARE(q.value(0).toInt(), 3);
            forks += q.value(1).toInt() == 7 ? 1 : 0;
            stalls += q.value(1).toInt() == 1 ? 1 : 0;
            // Unix ns survive JSON exactly: the window covers every evidence row.
            if (q.value(1).toInt() == 7) {
                QVERIFY(q.value(2).toLongLong() >= window.at(0).toInteger());
                QVERIFY(q.value(2).toLongLong() <= window.at(1).toInteger());
            }
        }
        QVERIFY(forks >= 1);
        QCOMPARE(stalls, 4);
    }
    QVERIFY(sawFork);
}

void TestCommandLine::explainTextOnAHealthyCaptureIsClean()
{
    QTemporaryDir dir;
    const QString path = scenarioCapture(dir, QStringLiteral("healthy"));
    QVERIFY(!path.isEmpty());
    const Run run = runInProcess({QStringLiteral("explain"), path});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.startsWith(QStringLiteral("INCIDENT REPORT — no causal chains found")), qPrintable(run.out));
    QVERIFY(!run.out.contains(QLatin1String("[HIGH]")));
    const Run json = runInProcess({QStringLiteral("explain"), path, QStringLiteral("--json")});
    QCOMPARE(json.exitCode, 0);
    QVERIFY(QJsonDocument::fromJson(json.out.toUtf8()).object().value(QLatin1String("chains")).toArray().isEmpty());
}

void TestCommandLine::explainRestrictsByTimeAndProcess()
{
    QTemporaryDir dir;
    const QString path = scenarioCapture(dir, QStringLiteral("dataloader-fork-stall"));
    QVERIFY(!path.isEmpty());
    const Run all = runInProcess({QStringLiteral("explain"), path});
    QCOMPARE(all.exitCode, 0);
    QVERIFY(all.out.contains(QLatin1String("Fork at 42.")));
    // Before the fork: no fork chain.
    const Run early = runInProcess({QStringLiteral("explain"), path, QStringLiteral("--to"), QStringLiteral("30s")});
    QCOMPARE(early.exitCode, 0);
    QVERIFY(!early.out.contains(QLatin1String("Fork at")));
    // Around it, in milliseconds.
    const Run around = runInProcess({QStringLiteral("explain"), path, QStringLiteral("--from"),
                                     QStringLiteral("40000ms"), QStringLiteral("--to"), QStringLiteral("45s")});
    QVERIFY(around.out.contains(QLatin1String("Fork at 42.")));
    // A process with no events: nothing derived, and the report says which process.
    const Run none = runInProcess(
        {QStringLiteral("explain"), path, QStringLiteral("--pid"), QStringLiteral("4000000")});
    QCOMPARE(none.exitCode, 0);
    QVERIFY(none.out.contains(QLatin1String("no causal chains found")));
    QVERIFY(none.out.contains(QLatin1String("Process: 4000000")));
}

void TestCommandLine::explainRejectsBadArguments_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::newRow("no file") << QStringList{} << 2;
    QTest::newRow("bad time") << QStringList{fixturePath(), QStringLiteral("--from"), QStringLiteral("soon")} << 2;
    QTest::newRow("from after to") << QStringList{fixturePath(), QStringLiteral("--from"), QStringLiteral("9"),
                                                  QStringLiteral("--to"), QStringLiteral("3")}
                                   << 2;
    QTest::newRow("bad pid") << QStringList{fixturePath(), QStringLiteral("--pid"), QStringLiteral("x")} << 2;
    QTest::newRow("not a capture") << QStringList{QStringLiteral(FAULTLINE_SOURCE_DIR "/README.md")} << 1;
}

void TestCommandLine::explainRejectsBadArguments()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    if (arguments.size() > 1)
        FAULTLINE_REQUIRE_FIXTURE(fixturePath());
    const Run run = runInProcess(QStringList{QStringLiteral("explain")} + arguments);
    QCOMPARE(run.exitCode, exitCode);
    QVERIFY(run.err.startsWith(QLatin1String("faultline explain: ")));
    QVERIFY(run.out.isEmpty());
}

void TestCommandLine::snapshotStatsJsonHasTheReferenceMetrics()
{
    const QString name = QStringLiteral("v21__select_n__snapshot_04d383c.pickle");
    const QString path = snapshotFixture(name);
    FAULTLINE_REQUIRE_FIXTURE(path);
    const Run run = runBinary({QStringLiteral("snapshot-stats"), path, QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.err.isEmpty());
    QJsonParseError error;
    const QJsonObject doc = QJsonDocument::fromJson(run.out.toUtf8(), &error).object();
    QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
    QCOMPARE(doc.value(QLatin1String("format")).toString(), QStringLiteral("pickle"));
    QCOMPARE(doc.value(QLatin1String("pickle_protocol")).toInt(), 4);
    QCOMPARE(doc.value(QLatin1String("truncated")).toBool(), false);
    QCOMPARE(doc.value(QLatin1String("bytes")).toInteger(), QFileInfo(path).size());

    // The figures and their names are snapshot_metrics.py's (expected_metrics.json).
    QFile expectedFile(snapshotFixture(QStringLiteral("expected_metrics.json")));
    QVERIFY(expectedFile.open(QIODevice::ReadOnly));
    const QJsonObject expected = QJsonDocument::fromJson(expectedFile.readAll()).object().value(name).toObject();
    const QJsonObject expectedDevices = expected.value(QLatin1String("per_device")).toObject();
    const QJsonObject devices = doc.value(QLatin1String("per_device")).toObject();
    QCOMPARE(devices.keys(), expectedDevices.keys());
    for (const QString& device : expectedDevices.keys()) {
        const QJsonObject e = expectedDevices.value(device).toObject();
        const QJsonObject g = devices.value(device).toObject();
        for (const QString& key : e.keys())
            QVERIFY2(g.value(key) == e.value(key), qPrintable(key));
        for (const QString& key : g.keys())
            QVERIFY2(e.contains(key) || g.value(key).toDouble() == 0, qPrintable(key));
    }
    QCOMPARE(doc.value(QLatin1String("consistency_checks")).toObject(),
             expected.value(QLatin1String("consistency_checks")).toObject());

    // One trace per device list with entries; its action counts add up; it replays cleanly.
    const QJsonObject traces = doc.value(QLatin1String("traces")).toObject();
    QVERIFY(!traces.isEmpty());
    for (const QString& device : traces.keys()) {
        const QJsonObject t = traces.value(device).toObject();
        qint64 sum = 0;
        const QJsonObject actions = t.value(QLatin1String("actions")).toObject();
        for (const QString& action : actions.keys())
            sum += actions.value(action).toInteger();
        QCOMPARE(sum, t.value(QLatin1String("entries")).toInteger());
        QVERIFY(t.value(QLatin1String("replay_anomalies")).toObject().isEmpty());
    }
    QVERIFY(doc.value(QLatin1String("oom")).toArray().isEmpty());
    QVERIFY(doc.value(QLatin1String("allocator_settings")).isNull());
}

void TestCommandLine::snapshotStatsExplainsAnOom()
{
    const QString path = snapshotFixture(QStringLiteral("synthetic/syn_newest_proto5.pickle"));
    FAULTLINE_REQUIRE_FIXTURE(path);
    const Run text = runInProcess({QStringLiteral("snapshot-stats"), path});
    QCOMPARE(text.exitCode, 0);
    QVERIFY2(text.out.contains(QLatin1String("OOM on device 0 at trace entry 8: exhaustion")), qPrintable(text.out));
    QVERIFY(text.out.contains(QLatin1String("Device 1")));
    QVERIFY(text.out.contains(QLatin1String("pickle protocol 5")));

    const Run json = runInProcess({QStringLiteral("snapshot-stats"), path, QStringLiteral("--json")});
    QCOMPARE(json.exitCode, 0);
    const QJsonObject doc = QJsonDocument::fromJson(json.out.toUtf8()).object();
    const QJsonArray ooms = doc.value(QLatin1String("oom")).toArray();
    QCOMPARE(ooms.size(), 1);
    const QJsonObject oom = ooms.at(0).toObject();
    QCOMPARE(oom.value(QLatin1String("cause")).toString(), QStringLiteral("exhaustion"));
    QCOMPARE(oom.value(QLatin1String("entry")).toInteger(), 8);
    QCOMPARE(oom.value(QLatin1String("requested")).toInteger(), qint64{64} << 30);
    QCOMPARE(oom.value(QLatin1String("device_free")).toInteger(), qint64{6} << 20);
    QVERIFY(!oom.value(QLatin1String("advice")).toArray().isEmpty());
    // The unknown action is counted under its own name, and the settings come through.
    const QJsonObject actions = doc.value(QLatin1String("traces"))
                                    .toObject()
                                    .value(QLatin1String("0"))
                                    .toObject()
                                    .value(QLatin1String("actions"))
                                    .toObject();
    QCOMPARE(actions.value(QLatin1String("future_action_xyz")).toInt(), 1);
    QCOMPARE(
        doc.value(QLatin1String("allocator_settings")).toObject().value(QLatin1String("max_split_size")).toInteger(),
        qint64{512} << 20);
}

void TestCommandLine::snapshotStatsRejectsBadArguments_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");
    QTest::newRow("no file") << QStringList{} << 2 << QStringLiteral("expected one snapshot file");
    QTest::newRow("two files") << QStringList{QStringLiteral("a.pickle"), QStringLiteral("b.pickle")} << 2
                               << QStringLiteral("expected one snapshot file");
    QTest::newRow("not a snapshot") << QStringList{QStringLiteral(FAULTLINE_SOURCE_DIR "/README.md")} << 1
                                    << QStringLiteral("not a PyTorch memory snapshot");
    QTest::newRow("missing") << QStringList{QStringLiteral("/nonexistent/snap.pickle")} << 1
                             << QStringLiteral("cannot open");
    QTest::newRow("code in the pickle") << QStringList{QStringLiteral("@global")} << 1
                                        << QStringLiteral("refused pickle opcode GLOBAL (0x63) at byte 2");
}

void TestCommandLine::snapshotStatsRejectsBadArguments()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    QTemporaryDir dir;
    for (QString& argument : arguments) {
        if (argument != QLatin1String("@global"))
            continue;
        // pickle.loads of this would call os.system('true').
        argument = dir.filePath(QStringLiteral("evil.pickle"));
        QFile file(argument);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray("\x80\x02"
                              "cposix\nsystem\nq\x00"
                              "X\x04\x00\x00\x00"
                              "true\x85R.",
                              30));
    }
    const Run run = runInProcess(QStringList{QStringLiteral("snapshot-stats")} + arguments);
    QCOMPARE(run.exitCode, exitCode);
    QVERIFY2(run.err.startsWith(QLatin1String("faultline snapshot-stats: ")), qPrintable(run.err));
    QVERIFY2(run.err.contains(message), qPrintable(run.err));
    QVERIFY(run.out.isEmpty());
}

// README's Usage block names every subcommand `faultline --help` lists, so that the docs cannot
// lose one (export and notes had gone missing; issue 47).
void TestCommandLine::theReadmeUsageListsEveryCommand()
{
    const Run help = runInProcess({QStringLiteral("--help")});
    QCOMPARE(help.exitCode, 0);
    const qsizetype from = help.out.indexOf(QLatin1String("Subcommands"));
    QVERIFY2(from >= 0, qPrintable(help.out));
    QStringList commands;
    static const QRegularExpression line(QStringLiteral("^  ([a-z][a-z-]+)\\s"), QRegularExpression::MultilineOption);
    for (auto it = line.globalMatch(help.out.mid(from)); it.hasNext();)
        commands << it.next().captured(1);
    QVERIFY2(commands.size() >= 8, qPrintable(commands.join(QLatin1Char(' '))));
    QFile readme(QStringLiteral(FAULTLINE_SOURCE_DIR "/README.md"));
    QVERIFY(readme.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(readme.readAll());
    const qsizetype usage = text.indexOf(QLatin1String("## Usage"));
    const qsizetype end = text.indexOf(QLatin1String("```"), text.indexOf(QLatin1String("```"), usage) + 3);
    QVERIFY(usage >= 0 && end > usage);
    const QString block = text.mid(usage, end - usage);
    for (const QString& command : commands)
        QVERIFY2(block.contains(QStringLiteral("\nfaultline ") + command + QLatin1Char(' ')),
                 qPrintable(QStringLiteral("README's Usage does not list `faultline %1`").arg(command)));
}

QTEST_GUILESS_MAIN(TestCommandLine)
#include "tst_command_line.moc"
