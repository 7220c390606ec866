// The command line: in-process through CommandLine, and through the built binary where the
// process boundary matters (exit codes, no display needed).

#include "ScenarioGenerator.h"
#include "TestPaths.h"
#include "cli/CommandLine.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>

using namespace faultline;
using faultline::test::ingeroFixture;

namespace {

constexpr int kProcessTimeoutMs = 300000;

struct Run
{
    int exitCode = -1;
    QString out;
    QString err;
};

// Runs the built `faultline` with no display at all: headless commands must not need one.
Run runBinary(const QStringList& arguments)
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    for (const char* name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"})
        environment.remove(QLatin1String(name));
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(FAULTLINE_BINARY), arguments);
    Run run;
    if (!process.waitForFinished(kProcessTimeoutMs) || process.exitStatus() != QProcess::NormalExit)
        return run;
    run.exitCode = process.exitCode();
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

Run runInProcess(const QStringList& arguments)
{
    Run run;
    QTextStream out(&run.out);
    QTextStream err(&run.err);
    run.exitCode = CommandLine::runHeadless(QStringList{QStringLiteral("faultline")} + arguments, out, err);
    out.flush();
    err.flush();
    return run;
}

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
    // The language option may come first; the subcommand is still found, with no display.
    const Run withLanguage = runBinary(
        {QStringLiteral("--lang"), QStringLiteral("de"), QStringLiteral("stats"), fixturePath()});
    QCOMPARE(withLanguage.exitCode, 0);
    QCOMPARE(withLanguage.out, run.out);
    QVERIFY(run.out.contains(QLatin1String("cudaMalloc")));
    QVERIFY(run.out.contains(QLatin1String("cuLaunchKernel")));
    QVERIFY(run.err.isEmpty());
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

QTEST_GUILESS_MAIN(TestCommandLine)
#include "tst_command_line.moc"
