#include "CompareReport.h"

#include "GpuTimeBars.h"
#include "QtText.h"

#include <QUrl>

#include <algorithm>
#include <cmath>

namespace faultline {

namespace {

using Cell = CompareReport::Cell;
using Block = CompareReport::Block;
using Table = CompareReport::Table;
using Kind = CaptureDiffRow::Kind;

const QString kAbsent = QStringLiteral("\u2014"); // a side that does not have the row
// A C++ kernel's full signature runs to hundreds of characters: cut as `faultline diff` cuts it.
constexpr qsizetype kNameColumns = 120;
// HTML: a cell this short is not broken across lines ("CPU range", "input-starvation"); a longer
// name may break anywhere, so that a table of long kernel names still fits the page.
constexpr qsizetype kShortCell = 40;

// Markdown text, escaped as the review report escapes it.
QString md(const QString& text)
{
    return ReviewReport::markdownText(text);
}

// Inline code in a table cell: GitHub's tables take `\|` as a pipe inside a code span too. Inline
// code cannot escape a backtick: a text with one is written as plain text instead.
QString mdCode(const QString& text)
{
    if (text.contains(QLatin1Char('`')) || text.contains(QLatin1Char('\n')) || text.contains(QLatin1Char('\r'))
        || text.trimmed().isEmpty())
        return md(text);
    QString escaped = text;
    escaped.replace(QLatin1Char('|'), QStringLiteral("\\|"));
    return QLatin1Char('`') + escaped + QLatin1Char('`');
}

QString h(const QString& text)
{
    return text.toHtmlEscaped();
}

QString dur(double ns)
{
    return text::durationText(static_cast<std::int64_t>(std::llround(ns)));
}

// "+1.25 ms", "−12.5 ms"; an unchanged figure without a sign, as `faultline diff` writes bytes.
QString signedDur(double ns)
{
    const auto rounded = static_cast<std::int64_t>(std::llround(ns));
    return rounded == 0 ? text::durationText(0) : text::toQString(text::formatSignedDuration(rounded));
}

// "+12.5 MiB", "−3.00 GiB", "0 B", as `faultline diff` writes a change of bytes.
QString signedBytes(std::int64_t bytes)
{
    return (bytes > 0 ? QStringLiteral("+") : QString()) + text::signedBytesText(bytes);
}

QString signedCount(std::int64_t n)
{
    return text::toQString(text::formatSignedNumber(static_cast<double>(n), 0));
}

// "−18 %", "+4.5 %", "×25", as `faultline diff` writes a relative change; empty when A is zero.
QString signedPercent(double from, double to)
{
    return text::toQString(text::formatRelativeChange(from, to));
}

// "122 → 14", per unit as `faultline diff` counts.
QString countOf(double count)
{
    return QString::number(count, 'g', 4);
}

QString arrow(const QString& a, const QString& b)
{
    return a + QStringLiteral(" → ") + b;
}

Cell plain(const QString& text)
{
    Cell c;
    c.text = text;
    return c;
}

Cell code(const QString& text)
{
    Cell c;
    c.code = true;
    if (text.size() > kNameColumns) {
        c.text = text.left(kNameColumns - 1) + QStringLiteral("…");
        c.full = text;
    } else {
        c.text = text;
    }
    return c;
}

// A heading, by default; or a paragraph or a note.
Block block(const QString& text, Block::Kind kind = Block::Kind::Heading)
{
    Block b;
    b.kind = kind;
    b.text = text;
    return b;
}

Block tableBlock(QStringList header, std::vector<bool> numeric)
{
    Block b;
    b.kind = Block::Kind::Table;
    b.table.header = std::move(header);
    b.table.numeric = std::move(numeric);
    return b;
}

Cell::Badge badgeOf(bool inA, bool inB)
{
    return !inA ? Cell::Badge::New : (!inB ? Cell::Badge::Vanished : Cell::Badge::None);
}

// The Summary's names of the GPU time's buckets, in the order of CaptureDiff's bucket ids.
GpuTimeKind kindOfBucket(std::size_t i)
{
    return static_cast<GpuTimeKind>(i);
}

QString bucketLabel(GpuTimeKind kind)
{
    return QCoreApplication::translate("GpuTimeChart", gpuTimeKindLabel(kind));
}

std::int64_t bucketNs(const GpuTimeFigures& f, std::size_t i)
{
    switch (i) {
    case 0: return f.computeNs;
    case 1: return f.communicationNs;
    case 2: return f.copyNs;
    default: break;
    }
    return f.idleNs[i - 3];
}

const char kCompareStyle[] = R"(
.verdict { font-size: 1.08em; background: #f6f8fa; border-left: 4px solid #0969da; padding: .6em 1em;
           border-radius: 4px; margin: 1em 0 1.4em; }
.scroll { overflow-x: auto; }
.badge { display: inline-block; font-size: .75em; font-weight: 600; padding: 0 .45em; border-radius: 4px;
         margin-left: .4em; vertical-align: middle; font-family: system-ui, sans-serif; }
.badge.new { background: #dafbe1; color: #116329; } .badge.vanished { background: #eaeef2; color: #57606a; }
td.num, td.nw { white-space: nowrap; }
code.wrap { overflow-wrap: anywhere; }
)";

} // namespace

void CompareReport::begin(const Options& options, const QString& nameA, const QString& nameB, const QString& verdict)
{
    m_nameA = nameA;
    m_nameB = nameB;
    //: the title of a comparison report; %1 and %2 the two runs (A, then B)
    m_title = tr("Comparison: %1 → %2").arg(nameA, nameB);
    m_verdict = verdict;
    m_exportedAt = options.exportedAt.isValid() ? options.exportedAt.toUTC() : QDateTime::currentDateTimeUtc();
    m_producedBy = options.producedBy;
}

QString CompareReport::exportedLine() const
{
    return tr("Exported %1 UTC%2.")
        .arg(m_exportedAt.toString(QStringLiteral("yyyy-MM-dd HH:mm")),
             m_producedBy.isEmpty() ? QString() : tr(" by %1").arg(m_producedBy));
}

CompareReport CompareReport::fromCaptures(const CaptureDiff& d, const Options& options)
{
    CompareReport r;
    r.begin(options, options.nameA, options.nameB, text::toQString(d.verdict));
    r.m_noChange = d.noChange;
    const QString unit = d.bySteps ? tr("per step") : tr("per second");

    Block facts;
    facts.kind = Block::Kind::Facts;
    facts.table.rows.push_back({plain(QStringLiteral("A")), plain(options.nameA)});
    facts.table.rows.push_back({plain(QStringLiteral("B")), plain(options.nameB)});
    facts.table.rows.push_back({plain(tr("Compared")),
                                plain(d.bySteps
                                          //: %1 and %2 numbers of steps
                                          ? tr("per step, over %1 steps of A and %2 of B").arg(d.a.steps).arg(d.b.steps)
                                          //: %1 and %2 durations: what each run's figures are measured over
                                          : tr("per second, over %1 of A and %2 of B")
                                                .arg(text::durationText(d.a.windowEnd - d.a.windowStart),
                                                     text::durationText(d.b.windowEnd - d.b.windowStart)))});
    r.m_blocks.push_back(std::move(facts));

    // The steps.
    const QStringList figureHeader{QString(), QStringLiteral("A"), QStringLiteral("B"), tr("Change"),
                                   QStringLiteral("%")};
    const std::vector<bool> figureNumeric{false, true, true, true, true};
    if (d.bySteps) {
        r.m_blocks.push_back(block(tr("Steps")));
        Block steps = tableBlock(figureHeader, figureNumeric);
        steps.table.rows.push_back(
            {plain(tr("Steps counted")), plain(QString::number(d.a.steps)), plain(QString::number(d.b.steps)),
             plain(signedCount(d.b.steps - d.a.steps)),
             plain(signedPercent(static_cast<double>(d.a.steps), static_cast<double>(d.b.steps)))});
        const auto durationRow = [&](const QString& label, std::int64_t a, std::int64_t b) {
            steps.table.rows.push_back({plain(label), plain(text::durationText(a)), plain(text::durationText(b)),
                                        plain(signedDur(static_cast<double>(b - a))),
                                        plain(signedPercent(static_cast<double>(a), static_cast<double>(b)))});
        };
        durationRow(tr("Median step"), d.a.stepMedian, d.b.stepMedian);
        durationRow(tr("p90 step"), d.a.stepP90, d.b.stepP90);
        r.m_blocks.push_back(std::move(steps));
    }

    // The GPU's time.
    //: %1 "per step" or "per second"
    r.m_blocks.push_back(block(tr("GPU time %1").arg(unit)));
    if (d.a.gpuKnown && d.b.gpuKnown) {
        Block gpu = tableBlock(figureHeader, figureNumeric);
        const double busyA = d.a.busyShare();
        const double busyB = d.b.busyShare();
        const double points = (busyB - busyA) * 100;
        gpu.table.rows.push_back(
            {plain(tr("GPU busy")), plain(text::percentText(busyA)), plain(text::percentText(busyB)),
             //: a change of a percentage, in percentage points
             plain(tr("%1 points").arg(text::toQString(text::formatSignedNumber(points, 1)))), plain(QString())});
        for (std::size_t i = 0; i < 3 + kIdleCauses; ++i) {
            const double a = static_cast<double>(bucketNs(d.a.gpu, i)) / std::max(d.a.gpuUnits, 1e-9);
            const double b = static_cast<double>(bucketNs(d.b.gpu, i)) / std::max(d.b.gpuUnits, 1e-9);
            if (a == 0 && b == 0)
                continue;
            gpu.table.rows.push_back({plain(bucketLabel(kindOfBucket(i))), plain(dur(a)), plain(dur(b)),
                                      plain(signedDur(b - a)), plain(signedPercent(a, b))});
        }
        r.m_blocks.push_back(std::move(gpu));
    } else {
        Block note = block(d.a.gpuKnown || d.b.gpuKnown
                               //: %1 "A" or "B", the run that recorded GPU work
                               ? tr("Only %1 records the GPU's work, so the GPU's time is not compared.")
                                     .arg(d.a.gpuKnown ? QStringLiteral("A") : QStringLiteral("B"))
                               : tr("Neither run records the GPU's work, so the GPU's time is not compared."),
                           Block::Kind::Note);
        r.m_blocks.push_back(std::move(note));
    }

    // The ranked changes.
    //: %1 "per step" or "per second"
    r.m_blocks.push_back(block(tr("What changed, %1").arg(unit)));
    if (d.rows.empty()) {
        r.m_blocks.push_back(
            block(tr("No CUDA call, GPU kernel, CPU range or cause of GPU idle time changed."), Block::Kind::Note));
    } else {
        if (d.rows.size() > options.maxRows)
            r.m_blocks.push_back(block(tr("The %1 largest changes of %2; faultline diff --json lists them all.")
                                           .arg(options.maxRows)
                                           .arg(d.rows.size()),
                                       Block::Kind::Note));
        else
            r.m_blocks.push_back(block(tr("Largest change first."), Block::Kind::Note));
        //: %1 "per step" or "per second"
        Block table = tableBlock({tr("Kind"), tr("Name"), tr("Where"), tr("Count %1").arg(unit),
                                  tr("Time %1").arg(unit), tr("Change"), tr("Median latency")},
                                 {false, false, false, true, true, true, true});
        for (std::size_t i = 0; i < d.rows.size() && i < options.maxRows; ++i) {
            const CaptureDiffRow& row = d.rows[i];
            QString kind;
            Cell name = code(text::toQString(row.name));
            switch (row.kind) {
            case Kind::Call: kind = tr("CUDA call"); break;
            case Kind::Kernel: kind = tr("GPU kernel"); break;
            case Kind::Range: kind = tr("CPU range"); break;
            case Kind::Idle: {
                kind = tr("GPU idle");
                for (std::size_t c = 0; c < kIdleCauses; ++c)
                    if (row.name == idleCauseId(static_cast<IdleCause>(c)))
                        name = plain(bucketLabel(kindOfBucket(3 + c)));
                break;
            }
            case Kind::Chain: kind = tr("Chain"); break;
            }
            name.badge = badgeOf(row.inA, row.inB);
            const bool counted = row.kind != Kind::Idle;
            table.table.rows.push_back(
                {plain(kind), name, code(text::toQString(row.where)),
                 plain(counted ? arrow(row.inA ? countOf(row.countA) : kAbsent, row.inB ? countOf(row.countB) : kAbsent)
                               : kAbsent),
                 plain(arrow(row.inA ? dur(row.nsA) : kAbsent, row.inB ? dur(row.nsB) : kAbsent)),
                 plain(signedDur(row.change())),
                 plain(counted ? arrow(row.inA ? text::durationText(row.medianA) : kAbsent,
                                       row.inB ? text::durationText(row.medianB) : kAbsent)
                               : kAbsent)});
        }
        r.m_blocks.push_back(std::move(table));
    }

    // The chains.
    //: %1 "per step" or "per second"
    r.m_blocks.push_back(block(tr("Causal chains, time lost %1").arg(unit)));
    if (d.chains.empty()) {
        r.m_blocks.push_back(
            block(tr("No chain is found in one run only, and none lost more or less time."), Block::Kind::Note));
    } else {
        if (d.chains.size() > options.maxRows)
            r.m_blocks.push_back(block(tr("The %1 largest changes of %2; faultline diff --json lists them all.")
                                           .arg(options.maxRows)
                                           .arg(d.chains.size()),
                                       Block::Kind::Note));
        //: %1 "per step" or "per second"
        Block table = tableBlock(
            {tr("Chain"), tr("Title"), tr("Where"), tr("Found"), tr("Time lost %1").arg(unit), tr("Change")},
            {false, false, false, true, true, true});
        for (std::size_t i = 0; i < d.chains.size() && i < options.maxRows; ++i) {
            const CaptureDiffRow& row = d.chains[i];
            Cell name = code(text::toQString(row.name));
            name.badge = badgeOf(row.inA, row.inB);
            table.table.rows.push_back(
                {name, plain(text::toQString(row.title)), code(text::toQString(row.where)),
                 plain(arrow(row.inA ? countOf(row.countA) : kAbsent, row.inB ? countOf(row.countB) : kAbsent)),
                 plain(arrow(row.inA ? dur(row.nsA) : kAbsent, row.inB ? dur(row.nsB) : kAbsent)),
                 plain(signedDur(row.change()))});
        }
        r.m_blocks.push_back(std::move(table));
    }
    return r;
}

CompareReport CompareReport::fromSnapshots(const snapshot::SnapshotDiff& d, const Options& options)
{
    CompareReport r;
    const QString nameA = options.nameA.isEmpty() ? text::toQString(d.pathA) : options.nameA;
    const QString nameB = options.nameB.isEmpty() ? text::toQString(d.pathB) : options.nameB;
    r.begin(options, nameA, nameB, text::toQString(d.verdict()));
    r.m_noChange = d.noChange();

    Block facts;
    facts.kind = Block::Kind::Facts;
    facts.table.rows.push_back({plain(QStringLiteral("A")), plain(nameA)});
    facts.table.rows.push_back({plain(QStringLiteral("B")), plain(nameB)});
    r.m_blocks.push_back(std::move(facts));

    r.m_blocks.push_back(block(tr("Memory")));
    const auto figures = [&](const QString& title, const snapshot::DiffFigures& a, const snapshot::DiffFigures& b) {
        r.m_blocks.push_back(block(title, Block::Kind::Subheading));
        Block table = tableBlock(
            {QString(), QStringLiteral("A"), QStringLiteral("B"), tr("Change"), QStringLiteral("%")},
            {false, true, true, true, true});
        const auto bytesRow = [&](const QString& label, std::uint64_t x, std::uint64_t y) {
            table.table.rows.push_back(
                {plain(label), plain(a.present ? text::bytesText(x) : kAbsent),
                 plain(b.present ? text::bytesText(y) : kAbsent),
                 plain(signedBytes(static_cast<std::int64_t>(y) - static_cast<std::int64_t>(x))),
                 plain(a.present && b.present ? signedPercent(static_cast<double>(x), static_cast<double>(y))
                                              : QString())});
        };
        bytesRow(tr("Allocated"), a.allocated, b.allocated);
        bytesRow(tr("Reserved"), a.reserved, b.reserved);
        bytesRow(tr("Active"), a.active, b.active);
        //: the most active memory at any point of the recorded trace
        bytesRow(tr("Peak"), a.peak, b.peak);
        const double points = (b.fragmentation - a.fragmentation) * 100;
        table.table.rows.push_back(
            {plain(tr("Fragmentation")), plain(a.present ? text::percentText(a.fragmentation) : kAbsent),
             plain(b.present ? text::percentText(b.fragmentation) : kAbsent),
             //: a change of a percentage, in percentage points
             plain(tr("%1 points").arg(text::toQString(text::formatSignedNumber(points, 1)))), plain(QString())});
        table.table.rows.push_back(
            {plain(tr("Segments")), plain(a.present ? QString::number(a.segments) : kAbsent),
             plain(b.present ? QString::number(b.segments) : kAbsent),
             plain(signedCount(static_cast<std::int64_t>(b.segments) - static_cast<std::int64_t>(a.segments))),
             plain(a.present && b.present
                       ? signedPercent(static_cast<double>(a.segments), static_cast<double>(b.segments))
                       : QString())});
        bytesRow(tr("Largest free block"), a.largestFreeBlock, b.largestFreeBlock);
        r.m_blocks.push_back(std::move(table));
    };
    if (d.devices.size() > 1)
        figures(tr("All devices"), d.totalA(), d.totalB());
    for (const snapshot::DeviceDiff& device : d.devices)
        figures(tr("Device %1").arg(device.device), device.a, device.b);
    if (d.devices.empty())
        r.m_blocks.push_back(block(tr("Neither snapshot holds memory on a device."), Block::Kind::Note));

    const auto ranked = [&](const QString& title, const std::vector<snapshot::BytesChange>& rows, bool sites) {
        r.m_blocks.push_back(block(title));
        if (rows.empty()) {
            r.m_blocks.push_back(block(sites ? tr("The allocated bytes of no allocation site changed.")
                                             : tr("The allocated bytes of no block size changed."),
                                       Block::Kind::Note));
            return;
        }
        r.m_blocks.push_back(block(rows.size() > options.maxRows
                                       ? tr("The %1 largest changes of %2; faultline diff --json lists them all.")
                                             .arg(options.maxRows)
                                             .arg(rows.size())
                                       : tr("Largest change first."),
                                   Block::Kind::Note));
        QStringList header;
        std::vector<bool> numeric;
        if (sites) {
            header = {tr("Where"), tr("Function")};
            numeric = {false, false};
        } else {
            header = {tr("Block size")};
            numeric = {false};
        }
        header << QStringLiteral("A") << QStringLiteral("B") << tr("Change") << tr("Blocks");
        numeric.insert(numeric.end(), {true, true, true, true});
        Block table = tableBlock(header, numeric);
        for (std::size_t i = 0; i < rows.size() && i < options.maxRows; ++i) {
            const snapshot::BytesChange& row = rows[i];
            std::vector<Cell> cells;
            const Cell::Badge badge = row.isNew() ? Cell::Badge::New
                                                  : (row.vanished() ? Cell::Badge::Vanished : Cell::Badge::None);
            if (sites) {
                Cell where;
                if (row.file.empty() && row.function.empty()) {
                    //: the site of blocks whose allocation recorded no stack
                    where = plain(tr("(no frames)"));
                } else {
                    where = code(row.line != 0 ? QStringLiteral("%1:%2").arg(text::toQString(row.file)).arg(row.line)
                                               : text::toQString(row.file));
                }
                where.badge = badge;
                cells.push_back(where);
                cells.push_back(code(text::toQString(row.function)));
            } else {
                Cell size = plain(text::toQString(row.label));
                size.badge = badge;
                cells.push_back(size);
            }
            cells.push_back(plain(text::bytesText(row.bytesA)));
            cells.push_back(plain(text::bytesText(row.bytesB)));
            cells.push_back(plain(signedBytes(row.change())));
            cells.push_back(plain(arrow(QString::number(row.blocksA), QString::number(row.blocksB))));
            table.table.rows.push_back(std::move(cells));
        }
        r.m_blocks.push_back(std::move(table));
    };
    ranked(tr("Allocated bytes by allocation site"), d.sites, true);
    //: size classes are power-of-two ranges of block sizes
    ranked(tr("Allocated bytes by block size"), d.sizeClasses, false);
    return r;
}

QString CompareReport::markdown() const
{
    const auto badge = [](Cell::Badge b) -> QString {
        switch (b) {
        case Cell::Badge::New: return QStringLiteral(" **") + tr("new") + QStringLiteral("**");
        case Cell::Badge::Vanished: return QStringLiteral(" **") + tr("vanished") + QStringLiteral("**");
        case Cell::Badge::None: break;
        }
        return QString();
    };
    const auto cell = [&](const Cell& c) -> QString { return (c.code ? mdCode(c.text) : md(c.text)) + badge(c.badge); };

    QString out;
    out += QStringLiteral("# ") + md(m_title) + QStringLiteral("\n\n");
    out += QLatin1Char('*') + md(exportedLine()) + QStringLiteral("*\n\n");
    out += md(m_verdict) + QStringLiteral("\n\n");
    for (const Block& b : m_blocks) {
        switch (b.kind) {
        case Block::Kind::Heading: out += QStringLiteral("## ") + md(b.text) + QStringLiteral("\n\n"); break;
        case Block::Kind::Subheading: out += QStringLiteral("### ") + md(b.text) + QStringLiteral("\n\n"); break;
        case Block::Kind::Paragraph: out += md(b.text) + QStringLiteral("\n\n"); break;
        case Block::Kind::Note: out += QLatin1Char('*') + md(b.text) + QStringLiteral("*\n\n"); break;
        case Block::Kind::Facts:
            out += QStringLiteral("| | |\n|---|---|\n");
            for (const std::vector<Cell>& row : b.table.rows)
                out += QStringLiteral("| **%1** | %2 |\n").arg(md(row.at(0).text), cell(row.at(1)));
            out += QLatin1Char('\n');
            break;
        case Block::Kind::Table: {
            QString head = QStringLiteral("|");
            QString rule = QStringLiteral("|");
            for (qsizetype i = 0; i < b.table.header.size(); ++i) {
                head += QLatin1Char(' ') + md(b.table.header.at(i)) + QStringLiteral(" |");
                const bool numeric = static_cast<std::size_t>(i) < b.table.numeric.size()
                    && b.table.numeric[static_cast<std::size_t>(i)];
                rule += numeric ? QStringLiteral("---:|") : QStringLiteral("---|");
            }
            out += head + QLatin1Char('\n') + rule + QLatin1Char('\n');
            for (const std::vector<Cell>& row : b.table.rows) {
                QString line = QStringLiteral("|");
                for (const Cell& c : row)
                    line += QLatin1Char(' ') + cell(c) + QStringLiteral(" |");
                out += line + QLatin1Char('\n');
            }
            out += QLatin1Char('\n');
            break;
        }
        }
    }
    if (!m_images.empty()) {
        out += QStringLiteral("## ") + md(tr("Pictures")) + QStringLiteral("\n\n");
        for (const ReviewImage& image : m_images) {
            out += QStringLiteral("### ") + md(image.title) + QStringLiteral("\n\n");
            out += QStringLiteral("![%1](%2)\n\n")
                       .arg(md(image.title), QString::fromUtf8(QUrl::toPercentEncoding(image.fileName, "/-._~")));
            if (!image.caption.isEmpty())
                out += QLatin1Char('*') + md(image.caption) + QStringLiteral("*\n\n");
        }
    }
    return out;
}

QByteArray CompareReport::html() const
{
    const auto badge = [](Cell::Badge b) -> QString {
        switch (b) {
        case Cell::Badge::New: return QStringLiteral(" <span class=\"badge new\">%1</span>").arg(h(tr("new")));
        case Cell::Badge::Vanished:
            return QStringLiteral(" <span class=\"badge vanished\">%1</span>").arg(h(tr("vanished")));
        case Cell::Badge::None: break;
        }
        return QString();
    };
    const auto content = [&](const Cell& c) -> QString {
        QString text = h(c.text);
        if (c.code && !c.text.isEmpty())
            text = QStringLiteral("<code%1%2>%3</code>")
                       .arg(c.text.size() > kShortCell ? QStringLiteral(" class=\"wrap\"") : QString(),
                            c.full.isEmpty() ? QString() : QStringLiteral(" title=\"%1\"").arg(h(c.full)), text);
        return text + badge(c.badge);
    };

    QString out;
    out += QStringLiteral("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
                          "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n");
    out += QStringLiteral("<title>%1</title>\n").arg(h(m_title));
    out += QStringLiteral("<style>") + ReviewReport::styleSheet() + QString::fromUtf8(kCompareStyle)
        + QStringLiteral("</style>\n</head>\n<body>\n");
    out += QStringLiteral("<h1>%1</h1>\n").arg(h(m_title));
    out += QStringLiteral("<p class=\"muted\">%1</p>\n").arg(h(exportedLine()));
    out += QStringLiteral("<p class=\"verdict\">%1</p>\n").arg(h(m_verdict));
    for (const Block& b : m_blocks) {
        switch (b.kind) {
        case Block::Kind::Heading: out += QStringLiteral("<h2>%1</h2>\n").arg(h(b.text)); break;
        case Block::Kind::Subheading: out += QStringLiteral("<h3>%1</h3>\n").arg(h(b.text)); break;
        case Block::Kind::Paragraph: out += QStringLiteral("<p>%1</p>\n").arg(h(b.text)); break;
        case Block::Kind::Note: out += QStringLiteral("<p class=\"muted\">%1</p>\n").arg(h(b.text)); break;
        case Block::Kind::Facts:
            out += QStringLiteral("<table class=\"facts\">\n");
            for (const std::vector<Cell>& row : b.table.rows)
                out += QStringLiteral("<tr><th>%1</th><td>%2</td></tr>\n").arg(h(row.at(0).text), content(row.at(1)));
            out += QStringLiteral("</table>\n");
            break;
        case Block::Kind::Table: {
            const auto numeric = [&](std::size_t i) { return i < b.table.numeric.size() && b.table.numeric[i]; };
            out += QStringLiteral("<div class=\"scroll\"><table>\n<tr>");
            for (qsizetype i = 0; i < b.table.header.size(); ++i)
                out += QStringLiteral("<th>%1</th>").arg(h(b.table.header.at(i)));
            out += QStringLiteral("</tr>\n");
            for (const std::vector<Cell>& row : b.table.rows) {
                out += QStringLiteral("<tr>");
                for (std::size_t i = 0; i < row.size(); ++i)
                    out += (numeric(i)                             ? QStringLiteral("<td class=\"num\">")
                                : row[i].text.size() <= kShortCell ? QStringLiteral("<td class=\"nw\">")
                                                                   : QStringLiteral("<td>"))
                        + content(row[i]) + QStringLiteral("</td>");
                out += QStringLiteral("</tr>\n");
            }
            out += QStringLiteral("</table></div>\n");
            break;
        }
        }
    }
    if (!m_images.empty()) {
        out += QStringLiteral("<h2>%1</h2>\n").arg(h(tr("Pictures")));
        for (const ReviewImage& image : m_images) {
            out += QStringLiteral("<h3>%1</h3>\n").arg(h(image.title));
            out += QStringLiteral("<figure><img src=\"data:image/png;base64,%1\" alt=\"%2\"")
                       .arg(QString::fromLatin1(image.png.toBase64()), h(image.title));
            if (image.size.isValid())
                out += QStringLiteral(" width=\"%1\" height=\"%2\"").arg(image.size.width()).arg(image.size.height());
            out += QStringLiteral(">");
            if (!image.caption.isEmpty())
                out += QStringLiteral("<figcaption>%1</figcaption>").arg(h(image.caption));
            out += QStringLiteral("</figure>\n");
        }
    }
    out += QStringLiteral("</body>\n</html>\n");
    return out.toUtf8();
}

} // namespace faultline
