// Finding a capture's Python sources on this machine through path-prefix mappings, showing
// the right lines, and building the editor command.

#include "SourceResolver.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace faultline;

class TestSourceResolver : public QObject
{
    Q_OBJECT

private slots:
    void longestMatchingPrefixWins()
    {
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("src/workloads")));
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("other")));
        const QString local = dir.filePath(QStringLiteral("src/workloads/alloc_stress.py"));
        QFile f(local);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("import torch\n");
        f.close();

        SourceResolver r;
        r.setMappings({{QStringLiteral("/home/ubuntu"), dir.filePath(QStringLiteral("other"))},
                       {QStringLiteral("/home/ubuntu/workloads/"), dir.filePath(QStringLiteral("src/workloads"))}});
        QCOMPARE(r.resolve(QStringLiteral("/home/ubuntu/workloads/alloc_stress.py")), local);
        // The prefix applies at a path-component boundary only.
        QVERIFY(r.resolve(QStringLiteral("/home/ubuntu/workloads2/alloc_stress.py")).isEmpty());
        const QStringList tried = r.candidates(QStringLiteral("/home/ubuntu/workloads/x.py"));
        QCOMPARE(tried.size(), 3); // longest mapping, shorter mapping, the recorded path itself
        QVERIFY(tried.front().startsWith(dir.filePath(QStringLiteral("src/workloads"))));
        QCOMPARE(tried.back(), QStringLiteral("/home/ubuntu/workloads/x.py"));
        // A path that exists as recorded is found without a mapping.
        QCOMPARE(SourceResolver().resolve(local), local);
        QVERIFY(SourceResolver().resolve(QString()).isEmpty());
    }

    void sharedMappingsAreTriedAfterTheCapturesOwn()
    {
        QTemporaryDir dir;
        for (const char* folder : {"mine/job", "shared/job", "shared/lib"})
            QVERIFY(QDir(dir.path()).mkpath(QString::fromLatin1(folder)));
        const auto write = [&dir](const QString& relative) {
            QFile f(dir.filePath(relative));
            return f.open(QIODevice::WriteOnly) && f.write("x = 1\n") == 6;
        };
        QVERIFY(write(QStringLiteral("mine/job/train.py")));
        QVERIFY(write(QStringLiteral("shared/job/train.py")));
        QVERIFY(write(QStringLiteral("shared/lib/util.py")));

        SourceResolver r;
        // The shared mapping has the longer prefix, yet the capture's own one is tried first.
        r.setMappings({{QStringLiteral("/srv"), dir.filePath(QStringLiteral("mine"))}});
        r.setSharedMappings({{QStringLiteral("/srv/job"), dir.filePath(QStringLiteral("shared/job"))},
                             {QStringLiteral("/opt/lib/"), dir.filePath(QStringLiteral("shared/lib/"))}});
        QCOMPARE(r.resolve(QStringLiteral("/srv/job/train.py")), dir.filePath(QStringLiteral("mine/job/train.py")));
        QCOMPARE(
            r.candidates(QStringLiteral("/srv/job/train.py")),
            (QStringList{dir.filePath(QStringLiteral("mine/job/train.py")),
                         dir.filePath(QStringLiteral("shared/job/train.py")), QStringLiteral("/srv/job/train.py")}));
        // Only a shared mapping knows /opt/lib.
        QCOMPARE(r.resolve(QStringLiteral("/opt/lib/util.py")), dir.filePath(QStringLiteral("shared/lib/util.py")));
        // Without the capture's own mapping the shared one finds its copy.
        r.setMappings({});
        QCOMPARE(r.resolve(QStringLiteral("/srv/job/train.py")), dir.filePath(QStringLiteral("shared/job/train.py")));
        QVERIFY(r.resolve(QStringLiteral("/srv/other/train.py")).isEmpty());
    }

    void excerptShowsTheLineWithContext()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("a.py"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        for (int i = 1; i <= 100; ++i)
            f.write(QStringLiteral("line %1\n").arg(i).toUtf8());
        f.close();
        QString error;
        SourceResolver::Excerpt e = SourceResolver::excerpt(path, 74, 3, &error);
        QCOMPARE(e.firstLine, 71);
        QCOMPARE(e.lines.size(), 7);
        QCOMPARE(e.lines.at(3), QStringLiteral("line 74"));
        e = SourceResolver::excerpt(path, 1, 5, &error);
        QCOMPARE(e.firstLine, 1);
        QCOMPARE(e.lines.size(), 6);
        e = SourceResolver::excerpt(path, 500, 2, &error); // past the end: clamped to the last line
        QCOMPARE(e.lines.last(), QStringLiteral("line 100"));
        QCOMPARE(e.firstLine, 98);

        e = SourceResolver::excerpt(dir.filePath(QStringLiteral("missing.py")), 1, 2, &error);
        QVERIFY(e.lines.isEmpty());
        QVERIFY(!error.isEmpty());
        const QString binary = dir.filePath(QStringLiteral("b.so"));
        QFile b(binary);
        QVERIFY(b.open(QIODevice::WriteOnly));
        b.write(QByteArray("\x7f"
                           "ELF\0\0\0",
                           7));
        b.close();
        error.clear();
        QVERIFY(SourceResolver::excerpt(binary, 1, 2, &error).lines.isEmpty());
        QCOMPARE(error, QStringLiteral("not a text file"));
    }

    void editorCommandFillsFileAndLine()
    {
        QCOMPARE(
            SourceResolver::editorCommand(QStringLiteral("code -g {file}:{line}"), QStringLiteral("/a b/c.py"), 74),
            (QStringList{QStringLiteral("code"), QStringLiteral("-g"), QStringLiteral("/a b/c.py:74")}));
        QCOMPARE(
            SourceResolver::editorCommand(QStringLiteral("\"my editor\" +{line} {file}"), QStringLiteral("x.py"), 3),
            (QStringList{QStringLiteral("my editor"), QStringLiteral("+3"), QStringLiteral("x.py")}));
        const auto presets = SourceResolver::editorPresets();
        QVERIFY(presets.size() >= 3);
        for (const auto& [name, pattern] : presets) {
            QVERIFY(pattern.contains(QLatin1String("{file}")));
            QVERIFY(pattern.contains(QLatin1String("{line}")));
        }
    }
};

QTEST_GUILESS_MAIN(TestSourceResolver)
#include "tst_source_resolver.moc"
