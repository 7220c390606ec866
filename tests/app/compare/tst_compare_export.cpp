// CompareExport (issue 49, exports): the comparison report written as Markdown with its pictures
// beside it, or as one HTML file; never over either compared file. What the report says is
// checked in tests/export/tst_compare_report.

#include "CaptureDiff.h"
#include "SnapshotDiff.h"
#include "SnapshotReader.h"
#include "TestPaths.h"
#include "TraceBuilder.h"
#include "compare/CompareExport.h"

#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QPainter>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace faultline;

namespace {

QString snapshotA()
{
    return test::snapshotFixture(QStringLiteral("npu__memsnapdump__snapshot_with_empty_cache.pkl"));
}

QString snapshotB()
{
    return test::snapshotFixture(QStringLiteral("npu__memsnapdump__snapshot_with_empty_cache_expandable.pkl"));
}

std::unique_ptr<snapshot::Snapshot> read(const QString& path)
{
    snapshot::ReadResult result = snapshot::SnapshotReader::readFile(QFile::encodeName(path).toStdString());
    return std::move(result.snapshot);
}

// A picture as the Compare view hands one over: a PNG and its size.
ReviewImage picture(const QString& fileName, const QColor& colour)
{
    QImage image(240, 120, QImage::Format_ARGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.fillRect(20, 20, 200, 80, colour);
    painter.end();
    ReviewImage out;
    out.title = fileName;
    out.caption = QStringLiteral("A picture of the comparison.");
    out.fileName = fileName;
    QBuffer buffer(&out.png);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    out.size = image.size();
    return out;
}

QByteArray contents(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestCompareExport : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<snapshot::Snapshot> m_a;
    std::unique_ptr<snapshot::Snapshot> m_b;

    snapshot::SnapshotDiff diff() const { return snapshot::SnapshotDiff::compute(*m_a, *m_b); }

    CompareExportOptions options() const
    {
        CompareExportOptions o;
        o.nameA = QStringLiteral("plain.pkl");
        o.nameB = QStringLiteral("expandable.pkl");
        o.pathA = snapshotA();
        o.pathB = snapshotB();
        o.pictures = {picture(QStringLiteral("block-map-a.png"), Qt::darkBlue),
                      picture(QStringLiteral("block-map-b.png"), Qt::darkRed)};
        return o;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        FAULTLINE_REQUIRE_FIXTURE(snapshotA());
        FAULTLINE_REQUIRE_FIXTURE(snapshotB());
        m_a = read(snapshotA());
        m_b = read(snapshotB());
        QVERIFY(m_a && m_b);
    }

    // Markdown: the report, then each picture beside it named after it, as the report links them.
    void markdownWritesThePicturesBesideIt()
    {
        const QString path = m_dir.filePath(QStringLiteral("pr-42.md"));
        const CompareExportOptions o = options();
        const CompareExportResult result = CompareExport::write(diff(), o, ReportFormat::Markdown, path);
        QVERIFY2(result.ok, qPrintable(result.error));
        const QStringList expected{path, m_dir.filePath(QStringLiteral("pr-42-block-map-a.png")),
                                   m_dir.filePath(QStringLiteral("pr-42-block-map-b.png"))};
        QCOMPARE(result.written, expected);
        QCOMPARE(result.images, 2);
        const QString md = QString::fromUtf8(contents(path));
        QVERIFY(md.startsWith(QStringLiteral("# Comparison: plain.pkl → expandable.pkl\n")));
        QVERIFY(md.contains(QStringLiteral("](pr-42-block-map-a.png)")));
        QVERIFY(md.contains(QStringLiteral("](pr-42-block-map-b.png)")));
        QVERIFY(md.indexOf(QStringLiteral("pr-42-block-map-a.png"))
                < md.indexOf(QStringLiteral("pr-42-block-map-b.png")));
        // Each picture's file is the PNG handed over.
        QCOMPARE(contents(expected[1]), o.pictures[0].png);
        QCOMPARE(contents(expected[2]), o.pictures[1].png);
        QCOMPARE(QImage(expected[2]).pixelColor(120, 60), QColor(Qt::darkRed));
    }

    // HTML: one file, the pictures inside it.
    void htmlIsOneFile()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("postmortem.html"));
        const CompareExportOptions o = options();
        const CompareExportResult result = CompareExport::write(diff(), o, ReportFormat::Html, path);
        QVERIFY2(result.ok, qPrintable(result.error));
        QCOMPARE(result.written, QStringList{path});
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("postmortem.html")});
        const QByteArray html = contents(path);
        QVERIFY(html.startsWith("<!DOCTYPE html>"));
        for (const ReviewImage& image : o.pictures) {
            const QByteArray img = QByteArray("<img src=\"data:image/png;base64,") + image.png.toBase64();
            QVERIFY(html.contains(img));
        }
        // Nothing the page would fetch.
        QCOMPARE(html.count("src="), 2);
        QCOMPARE(html.count("src=\"data:image/png;base64,"), 2);
    }

    // A picture's name is a file name's end, never a folder: nothing is written outside the
    // report's folder.
    void picturesStayBesideTheReport()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("reports")));
        const QString path = dir.filePath(QStringLiteral("reports/r.md"));
        CompareExportOptions o = options();
        o.pictures = {picture(QStringLiteral("../escape.png"), Qt::black),
                      picture(QStringLiteral("../escape.png"), Qt::red), picture(QString(), Qt::green)};
        const CompareExportResult result = CompareExport::write(diff(), o, ReportFormat::Markdown, path);
        QVERIFY2(result.ok, qPrintable(result.error));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{});
        QStringList written = QDir(dir.filePath(QStringLiteral("reports"))).entryList(QDir::Files);
        written.sort();
        QCOMPARE(written,
                 (QStringList{QStringLiteral("r-escape-2.png"), QStringLiteral("r-escape.png"),
                              QStringLiteral("r-picture-3.png"), QStringLiteral("r.md")}));
    }

    // The report never replaces a compared file: not as the report, not as one of its pictures,
    // not through a link; and nothing is written when it would.
    void neverOverEitherComparedFile_data()
    {
        QTest::addColumn<QString>("report");   // file name in the folder
        QTest::addColumn<QString>("compared"); // which compared file is there: "a" or "b"
        QTest::addColumn<int>("format");
        QTest::newRow("Markdown over A") << QStringLiteral("a.md") << QStringLiteral("a")
                                         << int(ReportFormat::Markdown);
        QTest::newRow("HTML over B") << QStringLiteral("b.html") << QStringLiteral("b") << int(ReportFormat::Html);
        QTest::newRow("a picture over B")
            << QStringLiteral("r.md") << QStringLiteral("b") << int(ReportFormat::Markdown);
        QTest::newRow("through a link to A")
            << QStringLiteral("link.html") << QStringLiteral("a") << int(ReportFormat::Html);
    }
    void neverOverEitherComparedFile()
    {
        QFETCH(QString, report);
        QFETCH(QString, compared);
        QFETCH(int, format);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QByteArray original = "the compared run's bytes";
        const QString a = dir.filePath(QStringLiteral("a.md"));
        const QString b = dir.filePath(report == QLatin1String("r.md") ? QStringLiteral("r-block-map-b.png")
                                                                       : QStringLiteral("b.html"));
        for (const QString& p : {a, b}) {
            QFile f(p);
            QVERIFY(f.open(QIODevice::WriteOnly) && f.write(original) == original.size());
        }
        QString path = dir.filePath(report);
        if (report == QLatin1String("link.html"))
            QVERIFY(QFile::link(a, path));
        CompareExportOptions o = options();
        o.pathA = a;
        o.pathB = b;
        const CompareExportResult result = CompareExport::write(diff(), o, static_cast<ReportFormat>(format), path);
        QVERIFY(!result.ok);
        QVERIFY2(result.error.contains(
                     compared == QLatin1String("a") ? (report == QLatin1String("link.html") ? path : a) : b),
                 qPrintable(result.error));
        QVERIFY(result.written.isEmpty());
        QCOMPARE(contents(a), original);
        QCOMPARE(contents(b), original);
        // Nothing else was written either.
        QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("r.md"))));
        QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("r-block-map-a.png"))));
        QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("a-block-map-a.png"))));
    }

    // Two captures go the same way.
    void capturesToo()
    {
        const QString healthy = test::sharedDir() + QStringLiteral("/fixtures/gpu-h100/healthy_train.db");
        const QString starved = test::sharedDir() + QStringLiteral("/fixtures/gpu-h100/slow_collate_main_thread.db");
        FAULTLINE_REQUIRE_FIXTURE(healthy);
        FAULTLINE_REQUIRE_FIXTURE(starved);
        const LoadResult a = TraceBuilder::load(healthy.toStdString(), {});
        const LoadResult b = TraceBuilder::load(starved.toStdString(), {});
        QVERIFY(a.trace && b.trace);
        const CaptureDiff d = diffCaptures(*a.trace, *b.trace);
        CompareExportOptions o;
        o.nameA = QStringLiteral("healthy_train.db");
        o.nameB = QStringLiteral("slow_collate_main_thread.db");
        o.pathA = healthy;
        o.pathB = starved;
        o.pictures = {picture(QStringLiteral("steps.png"), Qt::darkGreen)};
        const QString path = m_dir.filePath(QStringLiteral("captures.html"));
        const CompareExportResult result = CompareExport::write(d, o, ReportFormat::Html, path);
        QVERIFY2(result.ok, qPrintable(result.error));
        QVERIFY(contents(path).contains(QString::fromStdString(d.verdict).toHtmlEscaped().toUtf8()));
        // The compared file itself as the target: refused.
        const CompareExportResult over = CompareExport::write(d, o, ReportFormat::Html, starved);
        QVERIFY(!over.ok);
        QVERIFY(over.error.contains(starved));
        // A PDF is the review report's, not this one's.
        QVERIFY(!CompareExport::write(d, o, ReportFormat::Pdf, m_dir.filePath(QStringLiteral("c.pdf"))).ok);
        QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("c.pdf"))));
    }
};

QTEST_MAIN(TestCompareExport)
#include "tst_compare_export.moc"
