// Every translation Faultline ships is complete: each message of translations/faultline_<lang>.ts
// is finished, keeps its source's placeholders and has every plural form; and the main window
// starts in that language with the catalogue loaded and no warning about a translation.

#include "CaptureReader.h"
#include "ChainEngine.h"
#include "OomExplainer.h"
#include "ScenarioGenerator.h"
#include "SnapshotReader.h"
#include "SqliteDb.h"
#include "StatsReport.h"
#include "Trace.h"
#include "TraceBuilder.h"
#include "UiText.h"
#include "common/Translations.h"
#include "memory/MemoryWorkspace.h"
#include "window/MainWindow.h"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QMenuBar>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

#include <set>
#include <string_view>

using namespace faultline;

namespace {

struct Message
{
    QString context;
    QString source;
    QStringList translations; // one per plural form, or one
    bool numerus = false;
    bool unfinished = false;
    bool obsolete = false;
};

QString tsPath(const QString& language)
{
    return QStringLiteral(FAULTLINE_SOURCE_DIR "/translations/faultline_") + language + QStringLiteral(".ts");
}

QList<Message> readTs(const QString& path, QString* error)
{
    QList<Message> messages;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return messages;
    }
    QXmlStreamReader xml(&file);
    QString context;
    Message current;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            const auto name = xml.name();
            if (name == QLatin1String("name"))
                context = xml.readElementText();
            else if (name == QLatin1String("message")) {
                current = Message{};
                current.context = context;
                current.numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
            } else if (name == QLatin1String("source"))
                current.source = xml.readElementText();
            else if (name == QLatin1String("translation")) {
                const auto type = xml.attributes().value(QLatin1String("type"));
                current.unfinished = type == QLatin1String("unfinished");
                current.obsolete = type == QLatin1String("obsolete") || type == QLatin1String("vanished");
                if (!current.numerus)
                    current.translations.append(xml.readElementText());
            } else if (name == QLatin1String("numerusform"))
                current.translations.append(xml.readElementText());
        } else if (xml.isEndElement() && xml.name() == QLatin1String("message")) {
            messages.append(current);
        }
    }
    if (xml.hasError())
        *error = xml.errorString();
    return messages;
}

// How many plural forms lrelease expects for the language.
int pluralForms(const QString& language)
{
    if (language == QLatin1String("ja") || language.startsWith(QLatin1String("zh")))
        return 1;
    return 2;
}

QStringList placeholders(const QString& text)
{
    static const QRegularExpression re(QStringLiteral("%(?:L)?([1-9n])"));
    QStringList found;
    for (auto it = re.globalMatch(text); it.hasNext();)
        found.append(it.next().captured(1));
    found.removeDuplicates();
    found.sort();
    return found;
}

QStringList g_warnings;

void collectWarnings(QtMsgType type, const QMessageLogContext&, const QString& message)
{
    if (type != QtDebugMsg && type != QtInfoMsg)
        g_warnings.append(message);
}

void removeInstalledTranslators()
{
    const auto translators = qApp->findChildren<QTranslator*>(QString(), Qt::FindDirectChildrenOnly);
    for (QTranslator* translator : translators) {
        QCoreApplication::removeTranslator(translator);
        delete translator;
    }
}

// Writes the demo scenario `name` into `dir` as `file`; empty on failure.
std::string writeScenario(const QTemporaryDir& dir, const std::string& name, const QString& file)
{
    const std::string path = dir.filePath(file).toStdString();
    capture::ScenarioOptions options;
    options.scenario = name;
    return capture::ScenarioGenerator::generate(path, options).error.empty() ? path : std::string();
}

} // namespace

class TstTranslations : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("FaultlineTests"));
    }

    void cleanup()
    {
        removeInstalledTranslators();
        QLocale::setDefault(QLocale::c());
    }

    void everyMessageHasAFinishedTranslation_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("German") << QStringLiteral("de");
        QTest::newRow("Japanese") << QStringLiteral("ja");
        QTest::newRow("Simplified Chinese") << QStringLiteral("zh_CN");
    }

    void everyMessageHasAFinishedTranslation()
    {
        QFETCH(QString, language);
        QString error;
        const QList<Message> messages = readTs(tsPath(language), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY2(messages.size() > 100, "the catalogue lists the app's strings");

        QStringList problems;
        for (const Message& m : messages) {
            const QString where = m.context + QStringLiteral(": \"") + m.source + QStringLiteral("\": ");
            if (m.obsolete) {
                problems.append(where + QStringLiteral("obsolete (run lupdate with -no-obsolete)"));
                continue;
            }
            if (m.unfinished)
                problems.append(where + QStringLiteral("unfinished"));
            const int expectedForms = m.numerus ? pluralForms(language) : 1;
            if (m.translations.size() != expectedForms)
                problems.append(
                    where + QStringLiteral("%1 forms, %2 expected").arg(m.translations.size()).arg(expectedForms));
            for (const QString& t : m.translations) {
                if (t.trimmed().isEmpty() && !m.source.trimmed().isEmpty()) {
                    problems.append(where + QStringLiteral("empty translation"));
                    continue;
                }
                QStringList missing = placeholders(m.source);
                const QStringList have = placeholders(t);
                // A single plural form may leave %n out (Japanese, Chinese) only if the source does.
                missing.removeIf([&have](const QString& p) { return have.contains(p); });
                if (!missing.isEmpty())
                    problems.append(where + QStringLiteral("placeholders missing: %")
                                    + missing.join(QStringLiteral(" %")));
                if (m.source.contains(QLatin1Char('&')) && !m.source.contains(QLatin1String("& "))
                    && !m.source.contains(QLatin1String("&&")) && !t.contains(QLatin1Char('&')))
                    problems.append(where + QStringLiteral("accelerator lost: \"") + t + QLatin1Char('"'));
            }
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.mid(0, 40).join(QLatin1Char('\n'))));
    }

    // Text that core builds and the app shows (lane and counter names, event detail labels,
    // error messages of the annotated copy) is in each catalogue and loads with it.
    void coreTextIsTranslated_data() { everyMessageHasAFinishedTranslation_data(); }
    void coreTextIsTranslated()
    {
        QFETCH(QString, language);
        QVERIFY(installTranslations(*qApp, language));
        const std::pair<const char*, const char*> shown[] = {
            {"LaneKind", faultline::laneKindName(faultline::LaneKind::CudaRuntime)},
            {"LaneKind", faultline::laneKindName(faultline::LaneKind::Driver)},
            {"CounterTracks", "System CPU"},
            {"CounterTracks", "GPU memory (traced)"},
            {"EventDetails", "Device pointer"},
            {"AnnotatedCopy", "Cannot write a note into the copy: %1"},
        };
        for (const auto& [context, source] : shown) {
            const QString translated = QCoreApplication::translate(context, source);
            QVERIFY2(translated != QLatin1String(source),
                     qPrintable(QStringLiteral("%1: %2").arg(QLatin1String(context), QLatin1String(source))));
        }
    }

    // The causal chains of every demo scenario, explained in English and then in the language:
    // each chain's title, root cause, explanation, steps and recommendations are shown translated.
    void chainsAreExplainedInTheLanguage_data() { everyMessageHasAFinishedTranslation_data(); }
    void chainsAreExplainedInTheLanguage()
    {
        QFETCH(QString, language);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        std::size_t compared = 0;
        for (const std::string& name : capture::ScenarioGenerator::scenarioNames()) {
            const std::string path = writeScenario(dir, name, QString::fromStdString(name + ".db"));
            QVERIFY2(!path.empty(), name.c_str());
            const LoadResult loaded = TraceBuilder::load(path);
            QVERIFY2(loaded.trace, name.c_str());

            for (QTranslator* t : qApp->findChildren<QTranslator*>())
                QCoreApplication::removeTranslator(t);
            const std::vector<Chain> english = ChainEngine::derive(*loaded.trace);
            QVERIFY(installTranslations(*qApp, language));
            const std::vector<Chain> shown = ChainEngine::derive(*loaded.trace);
            QCOMPARE(shown.size(), english.size());
            for (std::size_t i = 0; i < shown.size(); ++i) {
                const Chain& a = english[i];
                const Chain& b = shown[i];
                QCOMPARE(b.id, a.id);
                const QString where = QString::fromStdString(name + ": " + a.title);
                QVERIFY2(b.title != a.title, qPrintable(where));
                QVERIFY2(b.rootCause != a.rootCause, qPrintable(where));
                QVERIFY2(b.explanation != a.explanation, qPrintable(where));
                QCOMPARE(b.steps.size(), a.steps.size());
                // Notation without words ("p99 = 822.0 µs (54.0× p50 = 15.2 µs)") may read the same.
                static const QRegularExpression word(QStringLiteral("[A-Za-z]{3,}"));
                for (std::size_t s = 0; s < a.steps.size(); ++s)
                    QVERIFY2(
                        b.steps[s].detail != a.steps[s].detail
                            || !QString::fromStdString(a.steps[s].detail).contains(word),
                        qPrintable(where + QStringLiteral(" / step ") + QString::fromStdString(a.steps[s].detail)));
                QCOMPARE(b.recommendations.size(), a.recommendations.size());
                for (std::size_t r = 0; r < a.recommendations.size(); ++r)
                    QVERIFY2(b.recommendations[r] != a.recommendations[r],
                             qPrintable(where + QStringLiteral(" / ") + QString::fromStdString(a.recommendations[r])));
                ++compared;
            }
        }
        QVERIFY2(compared >= 5, qPrintable(QString::number(compared)));
    }

    // The OOM explanation comes from the Qt-free snapshot library through text::uiText: each of
    // its kinds of cause is explained in the language.
    void oomIsExplainedInTheLanguage_data() { everyMessageHasAFinishedTranslation_data(); }
    void oomIsExplainedInTheLanguage()
    {
        QFETCH(QString, language);
        const char* const messages[] = {
            // Fragmentation: 17.5 GiB cached, 2 GiB requested.
            "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB. GPU 0 has a total capacity of "
            "79.15 GiB of which 1.02 GiB is free. Including non-PyTorch memory, this process has 78.12 GiB memory in "
            "use. Of the allocated memory 60.10 GiB is allocated by PyTorch, and 17.50 GiB is reserved by PyTorch but "
            "unallocated.",
            // Exhaustion: nearly everything allocated by live tensors.
            "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 4.00 GiB. GPU 0 has a total capacity of "
            "79.15 GiB of which 300.00 MiB is free. Including non-PyTorch memory, this process has 78.80 GiB memory "
            "in use. Of the allocated memory 78.10 GiB is allocated by PyTorch, and 120.00 MiB is reserved by "
            "PyTorch but unallocated.",
            // Held elsewhere: another process has most of the GPU.
            "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB. GPU 0 has a total capacity of "
            "79.15 GiB of which 1.00 GiB is free. Process 4242 has 50.00 GiB memory in use. Including non-PyTorch "
            "memory, this process has 28.00 GiB memory in use. Of the allocated memory 27.00 GiB is allocated by "
            "PyTorch, and 200.00 MiB is reserved by PyTorch but unallocated.",
        };
        std::set<snapshot::OomCause> causes;
        for (const char* text : messages) {
            const snapshot::OomMessage parsed = snapshot::parseOomMessage(text);
            QVERIFY(parsed.found);
            for (QTranslator* t : qApp->findChildren<QTranslator*>())
                QCoreApplication::removeTranslator(t);
            const snapshot::OomExplanation english = snapshot::explainOomMessage(parsed);
            QVERIFY(installTranslations(*qApp, language));
            const snapshot::OomExplanation shown = snapshot::explainOomMessage(parsed);
            QCOMPARE(shown.cause, english.cause);
            causes.insert(english.cause);
            QVERIFY(!english.summary.empty());
            QVERIFY2(shown.summary != english.summary, english.summary.c_str());
            QCOMPARE(shown.findings.size(), english.findings.size());
            for (std::size_t i = 0; i < english.findings.size(); ++i)
                QVERIFY2(shown.findings[i] != english.findings[i], english.findings[i].c_str());
            QCOMPARE(shown.advice.size(), english.advice.size());
            for (std::size_t i = 0; i < english.advice.size(); ++i)
                QVERIFY2(shown.advice[i] != english.advice[i], english.advice[i].c_str());
            QVERIFY(MemoryWorkspace::oomCauseTitle(shown.cause) != QLatin1String(snapshot::oomCauseName(shown.cause)));
        }
        QCOMPARE(causes.size(), std::size_t{3});
    }

    // Opening a file that is not a capture: the Qt-free reader's error, in the language.
    void captureErrorsAreTranslated_data() { everyMessageHasAFinishedTranslation_data(); }
    void captureErrorsAreTranslated()
    {
        QFETCH(QString, language);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("notes.db"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray(4096, 'x'));
        file.close();

        const auto openError = [&path] {
            capture::CaptureReader reader;
            std::string error;
            const bool opened = reader.open(path.toStdString(), &error);
            return std::make_pair(opened, QString::fromStdString(error));
        };
        for (QTranslator* t : qApp->findChildren<QTranslator*>())
            QCoreApplication::removeTranslator(t);
        const auto [englishOpened, english] = openError();
        QVERIFY(!englishOpened);
        QCOMPARE(english, path + QStringLiteral(" is not an SQLite database (no SQLite header)"));
        QVERIFY(installTranslations(*qApp, language));
        const auto [opened, shown] = openError();
        QVERIFY(!opened);
        QVERIFY2(shown != english, qPrintable(shown));
        QVERIFY2(shown.contains(path) && shown.contains(QLatin1String("SQLite")), qPrintable(shown));
    }

    // A file dropped onto the memory panel that is not a snapshot, a pickle cut short and broken
    // JSON: the Qt-free snapshot readers' errors and warnings, in the language.
    void snapshotErrorsAreTranslated_data() { everyMessageHasAFinishedTranslation_data(); }
    void snapshotErrorsAreTranslated()
    {
        QFETCH(QString, language);
        const auto read = [](std::string_view bytes) {
            const snapshot::ReadResult r = snapshot::SnapshotReader::readBytes(
                reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size());
            QStringList said{QString::fromStdString(r.error)};
            if (r.snapshot) {
                for (const std::string& w : r.snapshot->warnings)
                    said.append(QString::fromStdString(w));
            }
            return said;
        };
        using namespace std::string_view_literals;
        const std::string_view files[] = {
            "GIF89a, not a snapshot"sv,
            // PROTO 4, EMPTY_DICT, MARK, and the file ends: no STOP.
            "\x80\x04}("sv,
            // PROTO 2, an opcode pickle does not have.
            "\x80\x02\xff"sv,
            "{\"segments\": [1, 2"sv,
            "{\"segments\": [], \"device_traces\": tru}"sv,
            "version https://git-lfs.github.com/spec/v1\noid sha256:00\nsize 12\n"sv,
        };
        for (const std::string_view bytes : files) {
            removeInstalledTranslators();
            const QStringList english = read(bytes);
            QVERIFY(installTranslations(*qApp, language));
            const QStringList shown = read(bytes);
            QCOMPARE(shown.size(), english.size());
            QVERIFY2(!english.join(QString()).isEmpty(), qPrintable(QString::fromLatin1(bytes)));
            for (qsizetype i = 0; i < english.size(); ++i) {
                if (english[i].isEmpty())
                    continue;
                QVERIFY2(shown[i] != english[i], qPrintable(english[i]));
                // The figures (byte offsets, opcodes) survive the translation.
                static const QRegularExpression figure(QStringLiteral("0x[0-9a-f]+|[0-9]+"));
                for (auto it = figure.globalMatch(english[i]); it.hasNext();) {
                    const QString f = it.next().captured();
                    QVERIFY2(shown[i].contains(f), qPrintable(shown[i] + QStringLiteral(" lacks ") + f));
                }
            }
        }
    }

    // A capture whose stored chain has damaged JSON: the reader keeps the chain and says what is
    // wrong with it, in the language, in the list of problems the app shows.
    void captureProblemsAreTranslated_data() { everyMessageHasAFinishedTranslation_data(); }
    void captureProblemsAreTranslated()
    {
        QFETCH(QString, language);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::string path = writeScenario(dir, "fragmentation", QStringLiteral("damaged.db"));
        QVERIFY(!path.empty());
        {
            capture::SqliteDb db;
            std::string error;
            QVERIFY2(db.openReadWrite(path, &error), error.c_str());
            QVERIFY2(db.exec("INSERT INTO causal_chains (id, detected_at, severity, summary, root_cause, "
                             "explanation, recommendations, cuda_op, cuda_p99_us, cuda_p50_us, tail_ratio, timeline) "
                             "VALUES ('chain-77', 1, 'HIGH', 's', 'r', 'e', 'not json', 'cudaMalloc', 0, 0, 0, "
                             "'{}')",
                             &error),
                     error.c_str());
        }
        const auto problems = [&path] {
            capture::CaptureReader reader;
            std::string error;
            QStringList said;
            if (!reader.open(path, &error))
                return QStringList{QString::fromStdString(error)};
            (void)reader.chains();
            for (const capture::ReadProblem& p : reader.problems())
                said.append(QString::fromStdString(p.table + ": " + p.message));
            return said;
        };
        removeInstalledTranslators();
        const QStringList english = problems();
        QCOMPARE(english,
                 QStringList({QStringLiteral("causal_chains: chain chain-77: recommendations are not a JSON array of "
                                             "strings"),
                              QStringLiteral("causal_chains: chain chain-77: timeline is not a JSON array")}));
        QVERIFY(installTranslations(*qApp, language));
        const QStringList shown = problems();
        QCOMPARE(shown.size(), english.size());
        for (qsizetype i = 0; i < shown.size(); ++i) {
            QVERIFY2(shown[i] != english[i], qPrintable(shown[i]));
            QVERIFY2(shown[i].startsWith(QLatin1String("causal_chains: "))
                         && shown[i].contains(QLatin1String("chain-77")) && shown[i].contains(QLatin1String("JSON")),
                     qPrintable(shown[i]));
        }
    }

    // `faultline stats` in the language: translated labels and headings, and the columns still
    // line up in a terminal, where a CJK character takes two columns.
    void statsReportLinesUpInTheLanguage_data() { everyMessageHasAFinishedTranslation_data(); }
    void statsReportLinesUpInTheLanguage()
    {
        QFETCH(QString, language);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::string path = writeScenario(dir, "fragmentation", QStringLiteral("fragmentation.db"));
        QVERIFY(!path.empty());
        const LoadResult loaded = TraceBuilder::load(path);
        QVERIFY(loaded.trace);

        removeInstalledTranslators();
        const QStringList english = StatsReport::text(*loaded.trace).split(QLatin1Char('\n'));
        QVERIFY(installTranslations(*qApp, language));
        const QStringList shown = StatsReport::text(*loaded.trace).split(QLatin1Char('\n'));
        QCOMPARE(shown.size(), english.size());
        const auto columns = [](const QString& text) {
            return static_cast<qsizetype>(faultline::text::displayColumns(text.toStdString()));
        };

        // The header: each label translated, its value starting at one column.
        const qsizetype headerEnd = english.indexOf(QString());
        QVERIFY(headerEnd > 3);
        const QString capturePath = QString::fromStdString(path);
        QVERIFY(shown[0].endsWith(capturePath));
        QVERIFY2(shown[0] != english[0], qPrintable(shown[0]));
        const qsizetype valueColumn = columns(shown[0]) - columns(capturePath);
        const QString span = english[2].mid(english[2].lastIndexOf(QLatin1String("  ")) + 2);
        QVERIFY2(shown[2].endsWith(span), qPrintable(shown[2] + QStringLiteral(" / ") + span));
        QCOMPARE(columns(shown[2]) - columns(span), valueColumn);

        // The table of ops: the heading is translated and every row as wide as it.
        const QString heading = shown[headerEnd + 1];
        QVERIFY2(heading != english[headerEnd + 1], qPrintable(heading));
        QVERIFY(heading.contains(QLatin1String("p50")));
        qsizetype rows = 0;
        for (qsizetype i = headerEnd + 2; i < shown.size() && shown[i].contains(QLatin1String(" cu")); ++i, ++rows)
            QVERIFY2(columns(shown[i]) == columns(heading), qPrintable(heading + QLatin1Char('\n') + shown[i]));
        QVERIFY2(rows >= 5, qPrintable(QString::number(rows)));
    }

    void mainWindowStartsInTheLanguage_data() { everyMessageHasAFinishedTranslation_data(); }

    void mainWindowStartsInTheLanguage()
    {
        QFETCH(QString, language);
        QString error;
        const QList<Message> messages = readTs(tsPath(language), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QString expectedFile;
        for (const Message& m : messages)
            if (m.context == QLatin1String("faultline::MainWindow") && m.source == QLatin1String("&File"))
                expectedFile = m.translations.value(0);
        QVERIFY2(!expectedFile.isEmpty(), "the catalogue translates the File menu");
        QVERIFY(expectedFile != QLatin1String("&File"));

        g_warnings.clear();
        const QtMessageHandler previous = qInstallMessageHandler(collectWarnings);
        const bool loaded = installTranslations(*qApp, language);
        QString fileTitle;
        {
            MainWindow window;
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            const auto actions = window.menuBar()->actions();
            QVERIFY(!actions.isEmpty());
            fileTitle = actions.first()->text();
        }
        qInstallMessageHandler(previous);

        QVERIFY2(loaded, "installTranslations found faultline_<lang>.qm under :/i18n");
        QVERIFY(hasTranslation(language));
        QCOMPARE(fileTitle, expectedFile);
        QCOMPARE(QCoreApplication::translate("faultline::MainWindow", "&File"), expectedFile);
        static const QRegularExpression aboutTranslations(QStringLiteral("transl|\\.qm|catalog|i18n"),
                                                          QRegularExpression::CaseInsensitiveOption);
        const QStringList relevant = g_warnings.filter(aboutTranslations);
        QVERIFY2(relevant.isEmpty(), qPrintable(relevant.join(QLatin1Char('\n'))));
    }
};

QTEST_MAIN(TstTranslations)
#include "tst_translations.moc"
