// `faultline import` of a job's ranks (issue 48, "Scale"): a line for each file as it is converted
// (its count, node, name, size and time), a line for the merge, then the summary; one file prints
// the summary alone, as before.

#include "InProcess.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <set>

using namespace faultline;

class TestImportCommand : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_job.isValid());
        QProcess p;
        p.start(QStringLiteral("python3"),
                {QStringLiteral(FAULTLINE_BENCH_DIR "/make_multirank_kineto.py"), m_job.path(),
                 QStringLiteral("--ranks"), QStringLiteral("5"), QStringLiteral("--steps"), QStringLiteral("30"),
                 QStringLiteral("--straggler"), QStringLiteral("1")});
        if (!p.waitForFinished(120000) || p.exitCode() != 0)
            QSKIP(qPrintable(QStringLiteral("python3 could not write the job: %1")
                                 .arg(QString::fromUtf8(p.readAllStandardError()))));
        m_files = QDir(m_job.path()).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
        QCOMPARE(m_files.size(), 5);
    }

    void aLinePerFileThenTheMerge()
    {
        const QString out = m_out.filePath(QStringLiteral("job.db"));
        const test::Run run = test::runInProcess({QStringLiteral("import"), m_job.path(), QStringLiteral("-o"), out});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QStringList lines = run.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 5 + 2);
        // "[1/5] rank3  node-a_41003.1790857026000.pt.trace.json  0.3 MB  0.1 s"
        static const QRegularExpression line(
            QStringLiteral(R"(^\[(\d)/5\] (rank\d)  (node-a_4100\d\.\d+\.pt\.trace\.json)  (\d+\.\d) MB  \d+\.\d s$)"));
        std::set<QString> nodes;
        std::set<QString> files;
        for (int i = 0; i < 5; ++i) {
            const QRegularExpressionMatch m = line.match(lines.at(i));
            QVERIFY2(m.hasMatch(), qPrintable(lines.at(i)));
            QCOMPARE(m.captured(1).toInt(), i + 1); // counts the files done
            // The node is the file's rank: node-a_41003 is rank 3's.
            QCOMPARE(m.captured(2).right(1), m.captured(3).mid(11, 1));
            const double mb = static_cast<double>(QFileInfo(m_job.filePath(m.captured(3))).size()) / (1024.0 * 1024.0);
            QCOMPARE(m.captured(4), QString::number(mb, 'f', 1));
            nodes.insert(m.captured(2));
            files.insert(m.captured(3));
        }
        QCOMPARE(nodes.size(), std::size_t(5));
        QCOMPARE(files, std::set<QString>(m_files.begin(), m_files.end()));
        QCOMPARE(lines.at(5), QStringLiteral("merging 5 traces into %1…").arg(out));
        QVERIFY2(lines.at(6).startsWith(out + QStringLiteral(": ")), qPrintable(lines.at(6)));
        QVERIFY(QFileInfo::exists(out));
    }

    void oneFilePrintsTheSummaryAlone()
    {
        const QString out = m_out.filePath(QStringLiteral("one.db"));
        const test::Run run = test::runInProcess(
            {QStringLiteral("import"), m_job.filePath(m_files.first()), QStringLiteral("-o"), out});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QStringList lines = run.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 1);
        QVERIFY(lines.first().startsWith(out + QStringLiteral(": ")));
    }

    // A damaged rank: no line for it, its path in the error, no capture.
    void aDamagedFileIsNamed()
    {
        QTemporaryDir job;
        for (const QString& f : std::as_const(m_files))
            QVERIFY(QFile::copy(m_job.filePath(f), job.filePath(f)));
        const QString damaged = job.filePath(m_files.at(2));
        {
            QFile file(damaged);
            QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
            file.write(R"({"schemaVersion": 1, "traceEvents": [{"ph": "X", "cat": "kernel")");
        }
        const QString out = m_out.filePath(QStringLiteral("damaged.db"));
        const test::Run run = test::runInProcess({QStringLiteral("import"), job.path(), QStringLiteral("-o"), out});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(QStringLiteral("faultline import: %1: ").arg(damaged)), qPrintable(run.err));
        QVERIFY(!run.out.contains(m_files.at(2)));
        QVERIFY(!QFileInfo::exists(out));
    }

private:
    QTemporaryDir m_job;
    QTemporaryDir m_out;
    QStringList m_files;
};

QTEST_GUILESS_MAIN(TestImportCommand)
#include "tst_import_command.moc"
