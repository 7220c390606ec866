// The comparison report (issue 49, exports): what a reader of a pull request or a post-mortem finds
// in it, built from real diffs of real files: two probe captures of the H100 corpus and the two
// torch_npu snapshots of one job with and without expandable segments. Markdown and HTML are read
// as text: the verdict first, the figures as `faultline diff` writes them, the ranked rows with
// their Python lines, names from the files escaped, every HTML element closed.

#include "CaptureDiff.h"
#include "CompareReport.h"
#include "QtText.h"
#include "SnapshotDiff.h"
#include "SnapshotReader.h"
#include "SourceResolver.h"
#include "TestPaths.h"
#include "TraceBuilder.h"

#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include <QTimeZone>

#include <algorithm>
#include <cmath>
#include <map>
#include <memory>

using namespace faultline;

namespace {

QString h100(const QString& name)
{
    return test::sharedDir() + QStringLiteral("/fixtures/gpu-h100/") + name;
}

const QString kSnapshotA = QStringLiteral("npu__memsnapdump__snapshot_with_empty_cache.pkl");
const QString kSnapshotB = QStringLiteral("npu__memsnapdump__snapshot_with_empty_cache_expandable.pkl");

// A name a hostile capture could hold: markup, a table cell's end, a code span's end.
const QString kHostile = QStringLiteral("<script>alert('x')</script> | `rm` <b>");

// A PNG's first bytes: the report does not decode its pictures, it carries them.
const QByteArray kPng = QByteArray("\x89PNG\r\n\x1a\n", 8) + QByteArray("picture bytes");

ReviewImage picture(const QString& fileName)
{
    ReviewImage image;
    image.title = QStringLiteral("Step times of A and B");
    image.caption = QStringLiteral("Each run's step durations, overlaid.");
    image.fileName = fileName;
    image.png = kPng;
    image.size = QSize(1200, 400);
    return image;
}

// Why the HTML is not well formed, empty when it is: every '<' starts a tag the report writes,
// every element is closed in the order opened (void elements aside).
QString htmlProblem(const QString& html)
{
    static const QSet<QString> known{QStringLiteral("!doctype"), QStringLiteral("html"),  QStringLiteral("head"),
                                     QStringLiteral("meta"),     QStringLiteral("title"), QStringLiteral("style"),
                                     QStringLiteral("body"),     QStringLiteral("h1"),    QStringLiteral("h2"),
                                     QStringLiteral("h3"),       QStringLiteral("p"),     QStringLiteral("table"),
                                     QStringLiteral("tr"),       QStringLiteral("th"),    QStringLiteral("td"),
                                     QStringLiteral("div"),      QStringLiteral("code"),  QStringLiteral("span"),
                                     QStringLiteral("figure"),   QStringLiteral("img"),   QStringLiteral("figcaption")};
    static const QSet<QString> voids{QStringLiteral("!doctype"), QStringLiteral("meta"), QStringLiteral("img")};
    static const QRegularExpression tag(QStringLiteral("<(/?)([!a-zA-Z0-9]+)[^<>]*>"));
    QStringList open;
    qsizetype tags = 0;
    for (auto it = tag.globalMatch(html); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        ++tags;
        const QString name = m.captured(2).toLower();
        if (!known.contains(name))
            return QStringLiteral("an element the report does not write: %1").arg(m.captured(0));
        if (!m.captured(1).isEmpty()) {
            if (open.isEmpty() || open.last() != name)
                return QStringLiteral("</%1> closes <%2>").arg(name, open.isEmpty() ? QString() : open.last());
            open.removeLast();
        } else if (!voids.contains(name)) {
            open.append(name);
        }
    }
    if (!open.isEmpty())
        return QStringLiteral("left open: %1").arg(open.join(QLatin1Char(',')));
    if (html.count(QLatin1Char('<')) != tags)
        return QStringLiteral("a '<' that starts no tag");
    return {};
}

// Why a Markdown table is not one, empty when every table's rows have as many cells as its header
// (a '|' escaped with a backslash is text).
QString markdownTableProblem(const QString& markdown)
{
    qsizetype columns = -1;
    for (const QString& line : markdown.split(QLatin1Char('\n'))) {
        if (!line.startsWith(QLatin1Char('|'))) {
            columns = -1;
            continue;
        }
        qsizetype pipes = 0;
        for (qsizetype i = 0; i < line.size(); ++i) {
            if (line.at(i) == QLatin1Char('\\'))
                ++i;
            else if (line.at(i) == QLatin1Char('|'))
                ++pipes;
        }
        if (columns < 0)
            columns = pipes;
        else if (pipes != columns)
            return QStringLiteral("%1 cells where the header has %2: %3").arg(pipes - 1).arg(columns - 1).arg(line);
    }
    return {};
}

// The Markdown line that holds `needle`, empty when none.
QString lineWith(const QString& text, const QString& needle)
{
    for (const QString& line : text.split(QLatin1Char('\n')))
        if (line.contains(needle))
            return line;
    return {};
}

// Markdown's text as a reader sees it, near enough: escapes gone.
QString unescaped(const QString& markdown)
{
    static const QRegularExpression escape(QStringLiteral("\\\\(.)"));
    QString out = markdown;
    return out.replace(escape, QStringLiteral("\\1"));
}

QString signedBytes(std::int64_t bytes)
{
    return (bytes > 0 ? QStringLiteral("+") : QString()) + text::signedBytesText(bytes);
}

} // namespace

class TestCompareReport : public QObject
{
    Q_OBJECT

    std::map<QString, std::unique_ptr<Trace>> m_traces;

    const Trace* load(const QString& path)
    {
        auto it = m_traces.find(path);
        if (it != m_traces.end())
            return it->second.get();
        LoadResult loaded = TraceBuilder::load(path.toStdString(), {});
        if (!loaded.trace) {
            qWarning("cannot load %s: %s", qPrintable(path), loaded.error.c_str());
            return nullptr;
        }
        return m_traces.emplace(path, std::move(loaded.trace)).first->second.get();
    }

    // healthy_train against slow_collate_main_thread, each capture's scripts beside it.
    bool capturePair(CaptureDiff* diff)
    {
        const QString healthy = h100(QStringLiteral("healthy_train.db"));
        const QString starved = h100(QStringLiteral("slow_collate_main_thread.db"));
        const Trace* a = load(healthy);
        const Trace* b = load(starved);
        if (!a || !b)
            return false;
        CaptureDiffOptions options;
        SourceResolver resolver;
        resolver.setCaptureFolder(QFileInfo(healthy).absolutePath());
        options.a.readSource = resolver.textReader();
        options.b.readSource = resolver.textReader();
        *diff = diffCaptures(*a, *b, options);
        return true;
    }

    static std::unique_ptr<snapshot::Snapshot> snapshotOf(const QString& name)
    {
        snapshot::ReadResult read = snapshot::SnapshotReader::readFile(
            QFile::encodeName(test::snapshotFixture(name)).toStdString());
        if (!read.snapshot)
            qWarning("cannot read %s: %s", qPrintable(name), read.error.c_str());
        return std::move(read.snapshot);
    }

    static CompareReport::Options names(const QString& a, const QString& b)
    {
        CompareReport::Options options;
        options.nameA = a;
        options.nameB = b;
        options.exportedAt = QDateTime(QDate(2026, 12, 6), QTime(19, 0), QTimeZone::utc());
        options.producedBy = QStringLiteral("Faultline test");
        return options;
    }

private slots:
    // The verdict leads, the step figures read as `faultline diff` writes them, the first change is
    // named with its Python line, and the chain found only in B is marked new.
    void capturesReadAsTheDiff()
    {
        FAULTLINE_REQUIRE_FIXTURE(h100(QStringLiteral("healthy_train.db")));
        FAULTLINE_REQUIRE_FIXTURE(h100(QStringLiteral("slow_collate_main_thread.db")));
        CaptureDiff d;
        QVERIFY(capturePair(&d));
        QVERIFY(d.bySteps && !d.noChange && !d.rows.empty());
        CompareReport report = CompareReport::fromCaptures(
            d, names(QStringLiteral("healthy_train.db"), QStringLiteral("slow_collate_main_thread.db")));
        report.addImage(picture(QStringLiteral("pr-steps.png")));
        const QString md = report.markdown();
        const QString html = QString::fromUtf8(report.html());
        const QString verdict = text::toQString(d.verdict);

        // Title, then the verdict before any section.
        QVERIFY2(
            md.startsWith(QStringLiteral("# Comparison: healthy\\_train.db → slow\\_collate\\_main\\_thread.db\n")),
            qPrintable(md.left(200)));
        const qsizetype verdictAt = unescaped(md).indexOf(verdict);
        QVERIFY2(verdictAt > 0, qPrintable(md.left(600)));
        QVERIFY(verdictAt < unescaped(md).indexOf(QStringLiteral("\n## ")));
        QVERIFY(
            html.contains(QStringLiteral("<p class=\"verdict\">") + verdict.toHtmlEscaped() + QStringLiteral("</p>")));
        QVERIFY(html.indexOf(QStringLiteral("class=\"verdict\"")) < html.indexOf(QStringLiteral("<h2>")));

        // The median step: A's, B's and the change, as `faultline diff`'s text has them.
        const QString medianA = text::durationText(d.a.stepMedian);
        const QString medianB = text::durationText(d.b.stepMedian);
        const QString change = text::toQString(text::formatSignedDuration(d.b.stepMedian - d.a.stepMedian));
        QVERIFY(captureDiffText(d, QString(), QString())
                    .contains(QStringLiteral("%1 → %2 (%3)").arg(medianA, medianB, change)));
        const QString medianRow = lineWith(md, QStringLiteral("| Median step |"));
        QVERIFY2(medianRow.startsWith(QStringLiteral("| Median step | %1 | %2 | %3 |").arg(medianA, medianB, change)),
                 qPrintable(medianRow));
        QVERIFY(html.contains(QStringLiteral("<td class=\"nw\">Median step</td><td class=\"num\">%1</td><td "
                                             "class=\"num\">%2</td><td class=\"num\">%3</td>")
                                  .arg(medianA, medianB, change)));
        const QString stepsRow = lineWith(md, QStringLiteral("| Steps counted |"));
        QVERIFY2(stepsRow.startsWith(QStringLiteral("| Steps counted | %1 | %2 |").arg(d.a.steps).arg(d.b.steps)),
                 qPrintable(stepsRow));

        // The largest change, named with the Python line it was made from.
        const CaptureDiffRow& first = d.rows.front();
        QVERIFY(!first.where.empty());
        const QString name = QLatin1Char('`') + text::toQString(first.name) + QLatin1Char('`');
        const QString where = QLatin1Char('`') + text::toQString(first.where) + QLatin1Char('`');
        const QString firstRow = lineWith(md, name);
        QVERIFY2(firstRow.contains(QStringLiteral("| ") + where + QStringLiteral(" |")), qPrintable(firstRow));
        QVERIFY2(firstRow.contains(text::toQString(text::formatSignedDuration(std::llround(first.change())))),
                 qPrintable(firstRow));
        // The table is ranked as the diff is: its first row is the diff's first.
        const qsizetype header = md.indexOf(QStringLiteral("| Kind | Name | Where |"));
        QVERIFY(header > 0);
        QCOMPARE(md.indexOf(QStringLiteral("\n|"), md.indexOf(QStringLiteral("|---"), header)) + 1,
                 md.indexOf(firstRow));
        QVERIFY(html.contains(
            QStringLiteral("<code>%1</code></td><td class=\"nw\"><code>%2</code>")
                .arg(text::toQString(first.name).toHtmlEscaped(), text::toQString(first.where).toHtmlEscaped())));

        // A chain that only B has is marked new.
        const auto starvation = std::find_if(d.chains.begin(), d.chains.end(),
                                             [](const CaptureDiffRow& r) { return r.name == "input-starvation"; });
        QVERIFY(starvation != d.chains.end());
        QVERIFY(lineWith(md, QStringLiteral("`input-starvation` **new**"))
                    .contains(QStringLiteral("`%1`").arg(text::toQString(starvation->where))));
        QVERIFY(html.contains(QStringLiteral("<code>input-starvation</code> <span class=\"badge new\">new</span>")));

        // No GPU side in either probe capture: said, not a table of zeros.
        QVERIFY(md.contains(QStringLiteral("Neither run records the GPU's work")));

        // The picture: linked by its file name, inlined in the HTML, each with its caption.
        QVERIFY(md.contains(QStringLiteral("![Step times of A and B](pr-steps.png)")));
        QVERIFY(md.contains(QStringLiteral("*Each run's step durations, overlaid.*")));
        QVERIFY(html.contains(QStringLiteral("<img src=\"data:image/png;base64,") + QString::fromLatin1(kPng.toBase64())
                              + QStringLiteral("\" alt=\"Step times of A and B\" width=\"1200\" height=\"400\">")));
        QVERIFY(html.contains(QStringLiteral("<figcaption>Each run's step durations, overlaid.</figcaption>")));
        QVERIFY(!html.contains(QStringLiteral("pr-steps.png")));
        // Nothing fetched, nothing run.
        QVERIFY(!html.contains(QStringLiteral("<script")));
        QVERIFY(!html.contains(QStringLiteral("http")));

        QVERIFY2(htmlProblem(html).isEmpty(), qPrintable(htmlProblem(html)));
        QVERIFY2(markdownTableProblem(md).isEmpty(), qPrintable(markdownTableProblem(md)));
    }

    // Names from the files and from the user are text: escaped in HTML, and in Markdown neither
    // a cell's end nor a code span's.
    void hostileNamesAreText()
    {
        FAULTLINE_REQUIRE_FIXTURE(h100(QStringLiteral("healthy_train.db")));
        FAULTLINE_REQUIRE_FIXTURE(h100(QStringLiteral("slow_collate_main_thread.db")));
        CaptureDiff d;
        QVERIFY(capturePair(&d));
        QVERIFY(!d.rows.empty() && !d.chains.empty());
        d.rows.front().name = kHostile.toStdString();
        d.rows.front().where = "x.py:1 | <i>";
        d.chains.front().title = kHostile.toStdString();
        d.verdict += kHostile.toStdString();
        ReviewImage image = picture(QStringLiteral("a b|<c>.png"));
        image.title = kHostile;
        image.caption = kHostile;
        CompareReport report = CompareReport::fromCaptures(d, names(kHostile, QStringLiteral("b.db")));
        report.addImage(image);
        const QString html = QString::fromUtf8(report.html());
        const QString md = report.markdown();

        QVERIFY2(htmlProblem(html).isEmpty(), qPrintable(htmlProblem(html)));
        QVERIFY(!html.contains(QStringLiteral("<script")));
        QVERIFY(!html.contains(QStringLiteral("<b>")));
        QVERIFY(!html.contains(QStringLiteral("<i>")));
        QVERIFY(html.contains(QStringLiteral("&lt;script&gt;alert('x')&lt;/script&gt; | `rm` &lt;b&gt;")));

        QVERIFY2(markdownTableProblem(md).isEmpty(), qPrintable(markdownTableProblem(md)));
        // Outside code spans a '<' is escaped: no tag starts.
        static const QRegularExpression tag(QStringLiteral("(?<!\\\\)<(script|b>)"));
        QVERIFY2(!md.contains(tag), qPrintable(lineWith(md, QStringLiteral("<script"))));
        QVERIFY(md.contains(QStringLiteral("\\<script\\>alert('x')\\</script\\> \\| \\`rm\\` \\<b\\>")));
        // The where cell is code, its pipe escaped as GitHub's tables read it.
        QVERIFY(md.contains(QStringLiteral("`x.py:1 \\| <i>`")));
        // The picture's link cannot be broken out of.
        QVERIFY(md.contains(QStringLiteral("](a%20b%7C%3Cc%3E.png)")));
    }

    // Two snapshots: the figures of the device, the site that changed most, the block sizes.
    void snapshotsReadAsTheDiff()
    {
        FAULTLINE_REQUIRE_FIXTURE(test::snapshotFixture(kSnapshotA));
        FAULTLINE_REQUIRE_FIXTURE(test::snapshotFixture(kSnapshotB));
        const auto a = snapshotOf(kSnapshotA);
        const auto b = snapshotOf(kSnapshotB);
        QVERIFY(a && b);
        const snapshot::SnapshotDiff d = snapshot::SnapshotDiff::compute(*a, *b);
        QVERIFY(!d.noChange() && !d.devices.empty() && !d.sites.empty() && !d.sizeClasses.empty());
        CompareReport report = CompareReport::fromSnapshots(
            d, names(QStringLiteral("plain.pkl"), QStringLiteral("expandable.pkl")));
        report.addImage(picture(QStringLiteral("block-maps.png")));
        const QString md = report.markdown();
        const QString html = QString::fromUtf8(report.html());
        const QString verdict = text::toQString(d.verdict());
        const QString text = text::toQString(d.text());

        QVERIFY(md.startsWith(QStringLiteral("# Comparison: plain.pkl → expandable.pkl\n")));
        QVERIFY(unescaped(md).indexOf(verdict) > 0);
        QVERIFY(unescaped(md).indexOf(verdict) < md.indexOf(QStringLiteral("\n## ")));
        QVERIFY(html.contains(verdict.toHtmlEscaped()));

        // Each device's figures, as the diff's text has them.
        for (const snapshot::DeviceDiff& device : d.devices) {
            QVERIFY(md.contains(QStringLiteral("### Device %1\n").arg(device.device)));
            const QString allocated = QStringLiteral("| %1 | %2 | %3 |")
                                          .arg(text::bytesText(device.a.allocated), text::bytesText(device.b.allocated),
                                               signedBytes(static_cast<std::int64_t>(device.b.allocated)
                                                           - static_cast<std::int64_t>(device.a.allocated)));
            QVERIFY2(lineWith(md, QStringLiteral("| Allocated |")).contains(allocated),
                     qPrintable(lineWith(md, QStringLiteral("| Allocated |"))));
            QVERIFY(lineWith(md, QStringLiteral("| Segments |"))
                        .startsWith(
                            QStringLiteral("| Segments | %1 | %2 |").arg(device.a.segments).arg(device.b.segments)));
            QVERIFY(lineWith(md, QStringLiteral("| Largest free block |"))
                        .contains(text::bytesText(device.b.largestFreeBlock)));
            QVERIFY(lineWith(text, QStringLiteral("  allocated ")).contains(text::bytesText(device.a.allocated)));
        }

        // The site that changed most: its line, its function and the change of its bytes.
        const snapshot::BytesChange& site = d.sites.front();
        QVERIFY(!site.file.empty());
        const QString where = QStringLiteral("`%1:%2`").arg(text::toQString(site.file)).arg(site.line);
        const QString siteRow = lineWith(md, where);
        QVERIFY2(siteRow.contains(QStringLiteral("`%1`").arg(text::toQString(site.function))), qPrintable(siteRow));
        QVERIFY2(siteRow.contains(
                     QStringLiteral("| %1 | %2 | %3 |")
                         .arg(text::bytesText(site.bytesA), text::bytesText(site.bytesB), signedBytes(site.change()))),
                 qPrintable(siteRow));
        QVERIFY(text.contains(signedBytes(site.change())));
        QVERIFY(html.contains(
            QStringLiteral(">%1:%2</code>").arg(text::toQString(site.file).toHtmlEscaped()).arg(site.line)));
        // The block size that changed most.
        const snapshot::BytesChange& size = d.sizeClasses.front();
        QVERIFY(lineWith(md, QStringLiteral("| %1 |").arg(text::toQString(size.label)))
                    .contains(signedBytes(size.change())));

        QVERIFY(md.contains(QStringLiteral("![Step times of A and B](block-maps.png)")));
        QVERIFY(html.contains(QStringLiteral("data:image/png;base64,") + QString::fromLatin1(kPng.toBase64())));
        QVERIFY2(htmlProblem(html).isEmpty(), qPrintable(htmlProblem(html)));
        QVERIFY2(markdownTableProblem(md).isEmpty(), qPrintable(markdownTableProblem(md)));
    }

    // A file compared with itself: no change, and no row of a change anywhere.
    void aFileAgainstItselfHasNoChangeRows()
    {
        const QString healthy = h100(QStringLiteral("healthy_train.db"));
        FAULTLINE_REQUIRE_FIXTURE(healthy);
        FAULTLINE_REQUIRE_FIXTURE(test::snapshotFixture(kSnapshotA));
        const Trace* t = load(healthy);
        QVERIFY(t);
        const CaptureDiff same = diffCaptures(*t, *t);
        QVERIFY(same.noChange);
        const CompareReport captures = CompareReport::fromCaptures(
            same, names(QStringLiteral("a.db"), QStringLiteral("a.db")));
        QVERIFY(captures.noChange());

        const auto x = snapshotOf(kSnapshotA);
        const auto y = snapshotOf(kSnapshotA);
        QVERIFY(x && y);
        const snapshot::SnapshotDiff sameSnapshot = snapshot::SnapshotDiff::compute(*x, *y);
        QVERIFY(sameSnapshot.noChange());
        const CompareReport snapshots = CompareReport::fromSnapshots(sameSnapshot, {});
        QVERIFY(snapshots.noChange());

        for (const CompareReport* report : {&captures, &snapshots}) {
            const QString md = report->markdown();
            const QString html = QString::fromUtf8(report->html());
            QVERIFY2(report->verdict().startsWith(QStringLiteral("No change")), qPrintable(report->verdict()));
            QVERIFY(html.contains(QStringLiteral("<p class=\"verdict\">No change")));
            // The ranked tables are not there: no header of one, no row marked new or vanished.
            for (const QString& header : {QStringLiteral("| Kind | Name |"), QStringLiteral("| Chain | Title |"),
                                          QStringLiteral("| Where | Function |"), QStringLiteral("| Block size |")})
                QVERIFY2(!md.contains(header), qPrintable(header));
            QVERIFY(!md.contains(QStringLiteral("**new**")) && !md.contains(QStringLiteral("**vanished**")));
            QVERIFY(!html.contains(QStringLiteral("class=\"badge")));
            // Every change in the figures' tables is none.
            for (const QString& line : md.split(QLatin1Char('\n')))
                QVERIFY2(!line.contains(QStringLiteral("| +")) && !line.contains(QStringLiteral("| \u2212")),
                         qPrintable(line));
            QVERIFY2(htmlProblem(html).isEmpty(), qPrintable(htmlProblem(html)));
        }
        QVERIFY(captures.markdown().contains(QStringLiteral("| Median step |")));
        QVERIFY(snapshots.markdown().contains(QStringLiteral("| Allocated |")));
    }
};

QTEST_GUILESS_MAIN(TestCompareReport)
#include "tst_compare_report.moc"
