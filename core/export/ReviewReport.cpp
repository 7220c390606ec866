#include "ReviewReport.h"

#include "OpCatalog.h"
#include "Percentile.h"
#include "QtText.h"

#include <QLocale>
#include <QTimeZone>
#include <QUrl>

#include <algorithm>
#include <map>
#include <unordered_map>

namespace faultline {

namespace {

QString utc(std::int64_t ns)
{
    const QDateTime t = QDateTime::fromMSecsSinceEpoch(ns / 1'000'000, QTimeZone::utc());
    return t.toString(QStringLiteral("yyyy-MM-dd HH:mm:ss.zzz"));
}

// Events of `lane` that start in [from, to), as Trace::eventCount() counts them: the GPU work of a
// stream lane is not one of the capture's events.
std::int64_t laneEvents(const Lane& lane, std::int64_t from, std::int64_t to)
{
    if (lane.kind == LaneKind::GpuStream)
        return 0;
    const std::vector<std::int64_t>& start = lane.events.start;
    const auto first = std::lower_bound(start.begin(), start.end(), from);
    return std::lower_bound(first, start.end(), to) - first;
}

QString severityClass(ChainSeverity severity)
{
    switch (severity) {
    case ChainSeverity::High: return QStringLiteral("high");
    case ChainSeverity::Medium: return QStringLiteral("medium");
    case ChainSeverity::Low: break;
    }
    return QStringLiteral("low");
}

// Markdown text: characters that would start emphasis, code, links, HTML or a table cell are
// escaped; line breaks become spaces (every use is one line or one cell).
QString md(const QString& text)
{
    return ReviewReport::markdownText(text);
}

QString mdCode(const QString& text)
{
    // Inline code cannot escape a backtick: a text with one is written as plain text instead.
    if (text.contains(QLatin1Char('`')) || text.contains(QLatin1Char('\n')))
        return md(text);
    return QLatin1Char('`') + text + QLatin1Char('`');
}

QString h(const QString& text)
{
    return text.toHtmlEscaped();
}

QString percent(double weight)
{
    return text::percentText(weight);
}

// "136,724": grouped, the same in every report whatever the exporter's locale.
QString number(std::int64_t n)
{
    return QLocale(QLocale::English, QLocale::UnitedStates).toString(static_cast<qlonglong>(n));
}

bool meetsRange(const Annotation& note, std::int64_t from, std::int64_t to)
{
    return note.isSpan() ? note.start < to && note.end >= from : note.start >= from && note.start < to;
}

const char kStyle[] = R"(
body { font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif; color: #1f2328;
       max-width: 1240px; margin: 2em auto; padding: 0 1.5em; }
h1 { font-size: 1.7em; border-bottom: 1px solid #d0d7de; padding-bottom: .3em; }
h2 { font-size: 1.35em; border-bottom: 1px solid #d0d7de; padding-bottom: .2em; margin-top: 1.8em; }
h3 { font-size: 1.1em; margin-top: 1.6em; }
table { border-collapse: collapse; margin: .6em 0 1em; }
th, td { border: 1px solid #d0d7de; padding: .3em .6em; text-align: left; vertical-align: top; }
th { background: #f6f8fa; }
td.num { text-align: right; font-variant-numeric: tabular-nums; }
table.facts th { width: 10em; }
code, pre { font-family: "DejaVu Sans Mono", Menlo, Consolas, monospace; font-size: .9em; }
code { background: #f6f8fa; padding: .1em .3em; border-radius: 4px; }
pre { background: #f6f8fa; padding: .6em .8em; border-radius: 6px; overflow-x: auto; line-height: 1.35; }
pre .hit { background: #fff3bf; display: inline-block; width: 100%; }
.sev { display: inline-block; font-size: .8em; font-weight: 600; padding: .05em .5em; border-radius: 4px;
       color: #fff; vertical-align: middle; }
.sev.high { background: #cf222e; } .sev.medium { background: #bf8700; } .sev.low { background: #6e7781; }
figure { margin: 1em 0 1.5em; }
figure img { max-width: 100%; height: auto; border: 1px solid #d0d7de; }
figcaption { color: #57606a; font-size: .9em; margin-top: .3em; }
.swatch { display: inline-block; width: .8em; height: .8em; border-radius: 2px; vertical-align: baseline;
          margin-right: .3em; }
.muted { color: #57606a; }
)";

} // namespace

QString ReviewReport::styleSheet()
{
    return QString::fromUtf8(kStyle);
}

QString ReviewReport::markdownText(const QString& text)
{
    QString out;
    out.reserve(text.size() + 8);
    for (const QChar c : text) {
        switch (c.unicode()) {
        case '\\':
        case '`':
        case '*':
        case '_':
        case '[':
        case ']':
        case '<':
        case '>':
        case '|':
        case '#': out += QLatin1Char('\\'); break;
        case '\n':
        case '\r': out += QLatin1Char(' '); continue;
        default: break;
        }
        out += c;
    }
    return out;
}

std::vector<Chain> ReviewReport::chainsFor(const Trace& trace, std::int64_t from, std::int64_t to)
{
    ChainOptions options;
    options.from = from;
    options.to = to;
    std::vector<Chain> chains = ChainEngine::derive(trace, options);
    for (Chain& c : ChainEngine::stored(trace))
        chains.push_back(std::move(c));
    return chains;
}

std::int64_t ReviewReport::eventCount(const Trace& trace, std::int64_t from, std::int64_t to,
                                      const LaneSelection& lanes)
{
    if (from <= trace.beginNs && to > trace.endNs && lanes.all())
        return trace.eventCount();
    std::int64_t n = 0;
    for (std::uint32_t l = 0; l < trace.lanes.size(); ++l) {
        if (lanes.includesLane(trace, l))
            n += laneEvents(trace.lanes[l], from, to);
    }
    return n;
}

std::vector<ReviewReport::OpRow> ReviewReport::opRows(const Trace& trace, std::int64_t from, std::int64_t to,
                                                      const LaneSelection& lanes)
{
    std::map<std::uint16_t, std::vector<std::int64_t>> durations;
    for (std::uint32_t l = 0; l < trace.lanes.size(); ++l) {
        if (!lanes.includesLane(trace, l))
            continue;
        const EventColumns& events = trace.lanes[l].events;
        const auto first = std::lower_bound(events.start.begin(), events.start.end(), from);
        const auto last = std::lower_bound(first, events.start.end(), to);
        for (auto i = static_cast<std::size_t>(first - events.start.begin());
             i < static_cast<std::size_t>(last - events.start.begin()); ++i)
            durations[events.kind[i]].push_back(events.durationAt(i));
    }
    std::vector<OpRow> rows;
    rows.reserve(durations.size());
    for (auto& [kind, values] : durations) {
        std::sort(values.begin(), values.end());
        OpRow row;
        row.kind = kind;
        const auto source = static_cast<std::uint8_t>(kind >> 8);
        const auto op = static_cast<std::uint8_t>(kind & 0xFF);
        row.op = text::toQString(capture::OpCatalog::opName(source, op));
        row.source = text::toQString(capture::OpCatalog::sourceName(source));
        row.count = static_cast<std::int64_t>(values.size());
        for (const std::int64_t d : values)
            row.totalNs = capture::saturatingAdd(row.totalNs, d);
        row.p50 = percentile(values, 0.50);
        row.p99 = percentile(values, 0.99);
        row.max = values.empty() ? 0 : values.back();
        rows.push_back(std::move(row));
    }
    std::stable_sort(rows.begin(), rows.end(), [](const OpRow& a, const OpRow& b) {
        return a.totalNs != b.totalNs ? a.totalNs > b.totalNs : a.count > b.count;
    });
    return rows;
}

ReviewReport ReviewReport::build(const Trace& trace, const Options& options)
{
    ReviewReport r;
    r.m_captureName = options.captureName;
    r.m_captureBegin = trace.beginNs;
    r.m_from = std::max(options.from, trace.beginNs);
    r.m_to = std::min(options.to, std::max(trace.endNs, trace.beginNs + 1));
    if (r.m_to <= r.m_from)
        r.m_to = r.m_from + 1;
    r.m_exportedAt = options.exportedAt.isValid() ? options.exportedAt.toUTC() : QDateTime::currentDateTimeUtc();
    r.m_producedBy = options.producedBy;
    const bool whole = options.from <= trace.beginNs && options.to > trace.endNs;

    // What the capture is.
    r.m_facts.push_back({tr("Capture"), options.captureName});
    r.m_facts.push_back({tr("Recorded by"),
                         tr("%1 (%2 layout)")
                             .arg(trace.info.isFaultline ? QStringLiteral("Faultline") : QStringLiteral("Ingero"),
                                  QString::fromLatin1(capture::layoutName(trace.info.layout)))});
    const capture::Session* session = trace.sessions.empty() ? nullptr : &trace.sessions.front();
    std::string host = trace.metaValue("host");
    if (host.empty() && session)
        host = session->node;
    std::vector<std::string> nodes;
    for (const Process& process : trace.processes) {
        if (!process.node.empty() && std::find(nodes.begin(), nodes.end(), process.node) == nodes.end())
            nodes.push_back(process.node);
    }
    if (nodes.size() > 1) {
        // A merged capture: its nodes, not the first one's host.
        QStringList names;
        for (const std::string& node : nodes)
            names.append(text::toQString(node));
        r.m_facts.push_back({tr("Nodes"), names.join(QStringLiteral(", "))});
    } else if (!host.empty()) {
        r.m_facts.push_back({tr("Host"), text::toQString(host)});
    }
    if (session && !session->gpuModel.empty())
        r.m_facts.push_back({tr("GPU"), text::toQString(session->gpuModel)});
    r.m_facts.push_back({tr("Captured"),
                         tr("%1 → %2 UTC (%3)")
                             .arg(utc(trace.beginNs), utc(trace.endNs),
                                  text::durationText(std::max<std::int64_t>(0, trace.endNs - trace.beginNs)))});
    r.m_facts.push_back({tr("Range"),
                         whole ? tr("the whole capture")
                               : tr("%1 to %2 after the capture began (%3), %4 → %5 UTC")
                                     .arg(r.offset(r.m_from), r.offset(r.m_to), text::durationText(r.m_to - r.m_from),
                                          utc(r.m_from), utc(r.m_to))});
    if (!options.lanes.all()) {
        QStringList parts;
        for (const std::uint32_t pid : options.lanes.pids)
            parts.append(tr("process %1").arg(pid));
        for (const std::uint32_t tid : options.lanes.tids)
            parts.append(tr("thread %1").arg(tid));
        r.m_facts.push_back({tr("Lanes"), parts.join(QStringLiteral(", "))});
    }

    // Processes with events in the range. Counted over the range asked for, not the one shown: the
    // shown one ends where the capture does, and an event that starts there (an instant at its last
    // moment: an exit, an OOM) belongs to the whole capture too.
    for (std::uint32_t p = 0; p < trace.processes.size(); ++p) {
        if (!options.lanes.includesProcess(trace, p))
            continue;
        const Process& process = trace.processes[p];
        ProcessRow row;
        row.pid = process.pid;
        row.name = text::toQString(process.name);
        row.node = text::toQString(process.node);
        for (const std::uint32_t t : process.threads) {
            const Thread& thread = trace.threads[t];
            if (!options.lanes.includesThread(thread))
                continue;
            std::int64_t threadEvents = 0;
            for (const std::uint32_t l : thread.lanes) {
                if (options.lanes.includesLane(trace, l))
                    threadEvents += laneEvents(trace.lanes[l], options.from, options.to);
            }
            row.threads += threadEvents > 0 ? 1 : 0;
            row.events += threadEvents;
        }
        if (row.events > 0)
            r.m_processes.push_back(std::move(row));
    }
    std::stable_sort(r.m_processes.begin(), r.m_processes.end(),
                     [](const ProcessRow& a, const ProcessRow& b) { return a.events > b.events; });
    // Nodes are worth a column in a capture of several nodes only (else the host says it).
    r.m_nodeColumn = nodes.size() > 1;
    // The whole capture's count is the status bar's (Trace::eventCount()).
    r.m_facts.push_back({tr("Events"),
                         tr("%1 in %2 processes")
                             .arg(number(eventCount(trace, options.from, options.to, options.lanes)))
                             .arg(r.m_processes.size())});
    // The GPU streams' work of an imported trace is not counted as events; said on its own.
    std::int64_t gpuWork = 0;
    for (std::uint32_t l = 0; l < trace.lanes.size(); ++l) {
        if (trace.lanes[l].kind != LaneKind::GpuStream || !options.lanes.includesLane(trace, l))
            continue;
        const std::vector<std::int64_t>& start = trace.lanes[l].events.start;
        const auto first = std::lower_bound(start.begin(), start.end(), options.from);
        gpuWork += std::lower_bound(first, start.end(), options.to) - first;
    }
    if (gpuWork > 0)
        r.m_facts.push_back(
            {tr("GPU work"), tr("%1 kernels, copies and other operations on the GPU's streams").arg(number(gpuWork))});
    r.m_facts.push_back({tr("Exported"),
                         tr("%1 UTC%2")
                             .arg(r.m_exportedAt.toString(QStringLiteral("yyyy-MM-dd HH:mm")),
                                  options.producedBy.isEmpty() ? QString() : tr(" by %1").arg(options.producedBy))});

    r.m_ops = opRows(trace, options.from, options.to, options.lanes);
    r.m_opCount = r.m_ops.size();
    if (r.m_ops.size() > options.maxOps)
        r.m_ops.resize(options.maxOps);

    // Chains about the chosen lanes.
    for (const Chain& chain : options.chains) {
        bool about = options.lanes.all();
        for (std::size_t i = 0; !about && i < chain.lanes.size(); ++i)
            about = options.lanes.includesLane(trace, chain.lanes[i]);
        if (!about && chain.lanes.empty()) {
            const Process* process = chain.pid != 0 ? trace.process(chain.pid) : nullptr;
            about = chain.pid == 0
                || (process
                    && options.lanes.includesProcess(trace,
                                                     static_cast<std::uint32_t>(process - trace.processes.data())));
        }
        if (about)
            r.m_chains.push_back(chain);
    }
    SourceResolver resolver;
    resolver.setMappings(options.pathMappings);
    for (const Chain& chain : r.m_chains) {
        ChainView view;
        if (chain.stored) {
            view.when = chain.detectedAt >= trace.beginNs && chain.detectedAt <= trace.endNs
                ? tr("detected at %1").arg(r.offset(chain.detectedAt))
                : (chain.detectedAt != 0 ? tr("detected at %1 UTC").arg(utc(chain.detectedAt)) : QString());
        } else {
            view.when =
                tr("%1 to %2 after the capture began").arg(r.offset(chain.windowStart), r.offset(chain.windowEnd));
        }
        if (chain.pid != 0) {
            const std::string name = trace.processName(chain.pid);
            view.process = name.empty() ? QString::number(chain.pid)
                                        : QStringLiteral("%1 (%2)").arg(chain.pid).arg(text::toQString(name));
        }
        view.evidenceCount = static_cast<std::int64_t>(chain.evidence.size());
        for (std::size_t i = 0; i < chain.evidence.size() && i < options.maxEvidence; ++i) {
            const EventRef ref = chain.evidence[i];
            if (!trace.contains(ref))
                continue;
            const Lane& lane = trace.lanes[ref.lane];
            const Thread& thread = trace.threads[lane.thread];
            EvidenceRow row;
            row.op = lane.kind == LaneKind::OffCpu ? tr("off-CPU")
                                                   : text::toQString(capture::OpCatalog::opName(
                                                       lane.events.sourceAt(ref.index), lane.events.opAt(ref.index)));
            row.duration = text::durationText(lane.events.durationAt(ref.index));
            row.at = r.offset(lane.events.start[ref.index]);
            row.thread = thread.name.empty()
                ? tr("%1 / %2").arg(thread.pid).arg(thread.tid)
                : tr("%1 / %2 (%3)").arg(thread.pid).arg(thread.tid).arg(text::toQString(thread.name));
            view.evidence.push_back(std::move(row));
        }
        for (const ChainSource& source : chain.sources) {
            SourceLines lines;
            const QString local = resolver.resolve(text::toQString(source.file));
            if (!local.isEmpty() && source.line > 0) {
                QString error;
                const SourceResolver::Excerpt excerpt = SourceResolver::excerpt(local, source.line,
                                                                                options.sourceContext, &error);
                lines.firstLine = excerpt.firstLine;
                lines.lines = excerpt.lines;
            }
            view.sources.push_back(std::move(lines));
        }
        r.m_chainViews.push_back(std::move(view));
    }

    for (const Annotation& note : options.notes) {
        if (meetsRange(note, r.m_from, r.m_to))
            r.m_notes.append(note);
    }
    std::stable_sort(r.m_notes.begin(), r.m_notes.end(),
                     [](const Annotation& a, const Annotation& b) { return a.start < b.start; });
    return r;
}

QString ReviewReport::offset(std::int64_t ns) const
{
    return QLocale::c().toString(static_cast<double>(ns - m_captureBegin) / 1e9, 'f', 3) + QStringLiteral(" s");
}

QString ReviewReport::noteTime(const Annotation& note) const
{
    return note.isSpan() ? tr("%1 – %2").arg(offset(note.start), offset(note.end)) : offset(note.start);
}

const ReviewImage* ReviewReport::overviewImage() const
{
    for (const ReviewImage& image : m_images) {
        if (image.chainId.isEmpty())
            return &image;
    }
    return nullptr;
}

const ReviewImage* ReviewReport::chainImage(const Chain& chain) const
{
    for (const ReviewImage& image : m_images) {
        if (!image.chainId.isEmpty() && image.chainId == text::toQString(chain.id))
            return &image;
    }
    return nullptr;
}

QString ReviewReport::markdown() const
{
    QString out;
    out += QStringLiteral("# ") + tr("Review of %1").arg(md(m_captureName)) + QStringLiteral("\n\n");
    out += QStringLiteral("| | |\n|---|---|\n");
    for (const Facts& f : m_facts)
        out += QStringLiteral("| **%1** | %2 |\n").arg(md(f.label), md(f.value));
    out += QLatin1Char('\n');

    if (!m_processes.empty()) {
        out += QStringLiteral("## ") + tr("Processes") + QStringLiteral("\n\n");
        if (m_nodeColumn) {
            out += QStringLiteral("| %1 | %2 | %3 | %4 | %5 |\n|---:|---|---|---:|---:|\n")
                       .arg(tr("PID"), tr("Name"), tr("Node"), tr("Threads"), tr("Events"));
        } else {
            out += QStringLiteral("| %1 | %2 | %3 | %4 |\n|---:|---|---:|---:|\n")
                       .arg(tr("PID"), tr("Name"), tr("Threads"), tr("Events"));
        }
        for (const ProcessRow& p : m_processes) {
            out += QStringLiteral("| %1 | %2 |").arg(p.pid).arg(md(p.name));
            if (m_nodeColumn)
                out += QStringLiteral(" %1 |").arg(md(p.node));
            out += QStringLiteral(" %1 | %2 |\n").arg(number(p.threads), number(p.events));
        }
        out += QLatin1Char('\n');
    }

    if (const ReviewImage* image = overviewImage()) {
        out += QStringLiteral("## ") + tr("Timeline") + QStringLiteral("\n\n");
        out += QStringLiteral("![%1](%2)\n\n")
                   .arg(md(image->title), QString::fromUtf8(QUrl::toPercentEncoding(image->fileName, "/-._~")));
        if (!image->caption.isEmpty())
            out += QLatin1Char('*') + md(image->caption) + QStringLiteral("*\n\n");
    }

    out += QStringLiteral("## ") + tr("Causal chains (%1)").arg(m_chains.size()) + QStringLiteral("\n\n");
    if (m_chains.empty())
        out += tr("No causal chain was found in this range.") + QStringLiteral("\n\n");
    for (std::size_t i = 0; i < m_chains.size(); ++i) {
        const Chain& c = m_chains[i];
        const ChainView& v = m_chainViews[i];
        out += QStringLiteral("### %1. [%2] %3\n\n")
                   .arg(i + 1)
                   .arg(QLatin1String(severityName(c.severity)), md(text::toQString(c.title)));
        out += QStringLiteral("- **%1:** %2").arg(tr("Rule"), mdCode(text::toQString(c.rule)));
        if (!v.when.isEmpty())
            out += QStringLiteral(" · **%1:** %2").arg(tr("When"), md(v.when));
        if (!v.process.isEmpty())
            out += QStringLiteral(" · **%1:** %2").arg(tr("Process"), md(v.process));
        out += QLatin1Char('\n');
        if (!c.rootCause.empty())
            out += QStringLiteral("- **%1:** %2\n").arg(tr("Root cause"), md(text::toQString(c.rootCause)));
        if (!c.explanation.empty())
            out += QStringLiteral("- **%1:** %2\n").arg(tr("Why"), md(text::toQString(c.explanation)));
        if (!c.symptom.op.empty() && c.symptom.count > 0)
            out += QStringLiteral("- **%1:** %2 × %3, p50 %4, p99 %5, max %6\n")
                       .arg(tr("Symptom"), number(c.symptom.count), mdCode(text::toQString(c.symptom.op)),
                            text::durationText(c.symptom.p50), text::durationText(c.symptom.p99),
                            text::durationText(c.symptom.max));
        out += QLatin1Char('\n');
        if (!c.steps.empty()) {
            out += QStringLiteral("**%1**\n\n").arg(tr("Steps"));
            for (std::size_t s = 0; s < c.steps.size(); ++s) {
                const ChainStep& step = c.steps[s];
                out += QStringLiteral("%1. %2 %3")
                           .arg(s + 1)
                           .arg(mdCode(text::toQString(step.layer)), md(text::toQString(step.detail)));
                if (step.time != 0)
                    out += QStringLiteral(" (%1)").arg(tr("at %1").arg(offset(step.time)));
                out += QLatin1Char('\n');
            }
            out += QLatin1Char('\n');
        }
        if (!v.evidence.empty()) {
            out += QStringLiteral("**%1**\n\n")
                       .arg(v.evidenceCount > static_cast<std::int64_t>(v.evidence.size())
                                ? tr("Evidence (the first %1 of %2 events)").arg(v.evidence.size()).arg(v.evidenceCount)
                                : tr("Evidence (%1 events)").arg(v.evidenceCount));
            out += QStringLiteral("| %1 | %2 | %3 | %4 |\n|---|---:|---:|---|\n")
                       .arg(tr("Event"), tr("Duration"), tr("At"), tr("PID / TID"));
            for (const EvidenceRow& e : v.evidence)
                out += QStringLiteral("| %1 | %2 | %3 | %4 |\n").arg(mdCode(e.op), e.duration, e.at, md(e.thread));
            out += QLatin1Char('\n');
        }
        if (!c.sources.empty()) {
            out += QStringLiteral("**%1**\n\n").arg(tr("Source lines"));
            for (std::size_t s = 0; s < c.sources.size(); ++s) {
                const ChainSource& src = c.sources[s];
                out += QStringLiteral("- %1").arg(
                    mdCode(QStringLiteral("%1:%2").arg(text::toQString(src.file)).arg(src.line)));
                if (!src.function.empty())
                    out += QLatin1Char(' ') + tr("in %1").arg(mdCode(text::toQString(src.function)));
                out += QStringLiteral(" — ") + tr("%1 of the evidence").arg(percent(src.weight)) + QLatin1Char('\n');
                const SourceLines& lines = v.sources[s];
                if (!lines.lines.isEmpty()) {
                    out += QStringLiteral("\n  ```\n");
                    for (qsizetype k = 0; k < lines.lines.size(); ++k) {
                        const int n = lines.firstLine + static_cast<int>(k);
                        QString text = lines.lines.at(k);
                        text.replace(QStringLiteral("```"), QStringLiteral("`\u200b``"));
                        out += QStringLiteral("  %1 %2 │ %3\n")
                                   .arg(n == src.line ? QStringLiteral("▶") : QStringLiteral(" "))
                                   .arg(n, 5)
                                   .arg(text);
                    }
                    out += QStringLiteral("  ```\n\n");
                }
            }
            out += QLatin1Char('\n');
        }
        if (!c.recommendations.empty()) {
            out += QStringLiteral("**%1**\n\n").arg(tr("Fix"));
            for (const std::string& fix : c.recommendations)
                out += QStringLiteral("- %1\n").arg(md(text::toQString(fix)));
            out += QLatin1Char('\n');
        }
        if (const ReviewImage* image = chainImage(c)) {
            out += QStringLiteral("![%1](%2)\n\n")
                       .arg(md(image->title), QString::fromUtf8(QUrl::toPercentEncoding(image->fileName, "/-._~")));
            if (!image->caption.isEmpty())
                out += QLatin1Char('*') + md(image->caption) + QStringLiteral("*\n\n");
        }
    }

    out += QStringLiteral("## ") + tr("Op statistics") + QStringLiteral("\n\n");
    if (m_ops.empty()) {
        out += tr("No events in this range.") + QStringLiteral("\n\n");
    } else {
        if (m_opCount > m_ops.size())
            out += tr("The %1 ops with the most total time, of %2.").arg(m_ops.size()).arg(m_opCount)
                + QStringLiteral("\n\n");
        out += QStringLiteral("| %1 | %2 | %3 | %4 | %5 | %6 | %7 |\n|---|---|---:|---:|---:|---:|---:|\n")
                   .arg(tr("Op"), tr("Source"), tr("Count"), tr("Total"), tr("p50"), tr("p99"), tr("Max"));
        for (const OpRow& o : m_ops)
            out += QStringLiteral("| %1 | %2 | %3 | %4 | %5 | %6 | %7 |\n")
                       .arg(mdCode(o.op), md(o.source), number(o.count), text::durationText(o.totalNs),
                            text::durationText(o.p50), text::durationText(o.p99), text::durationText(o.max));
        out += QLatin1Char('\n');
    }

    out += QStringLiteral("## ") + tr("Notes (%1)").arg(m_notes.size()) + QStringLiteral("\n\n");
    if (m_notes.isEmpty()) {
        out += tr("No notes in this range.") + QStringLiteral("\n\n");
    } else {
        out += QStringLiteral("| %1 | %2 | %3 | %4 |\n|---:|---|---|---|\n")
                   .arg(tr("Time"), tr("Note"), tr("Author"), tr("About"));
        for (const Annotation& note : m_notes) {
            QString about;
            if (!note.chainId.isEmpty())
                about = tr("chain %1").arg(mdCode(note.chainId));
            else if (!note.eventId.isEmpty())
                about = tr("event %1").arg(mdCode(note.eventId));
            else if (note.pid != 0)
                about = tr("process %1").arg(note.pid);
            out += QStringLiteral("| %1 | %2 | %3 | %4 |\n").arg(noteTime(note), md(note.text), md(note.author), about);
        }
        out += QLatin1Char('\n');
    }
    out += QStringLiteral("---\n*%1*\n")
               .arg(md(tr("Exported %1 UTC%2.")
                           .arg(m_exportedAt.toString(QStringLiteral("yyyy-MM-dd HH:mm")),
                                m_producedBy.isEmpty() ? QString() : tr(" by %1").arg(m_producedBy))));
    return out;
}

QByteArray ReviewReport::html() const
{
    const auto figure = [](const ReviewImage& image) {
        QString out = QStringLiteral("<figure><img src=\"data:image/png;base64,%1\" alt=\"%2\"")
                          .arg(QString::fromLatin1(image.png.toBase64()), h(image.title));
        if (image.size.isValid())
            out += QStringLiteral(" width=\"%1\" height=\"%2\"").arg(image.size.width()).arg(image.size.height());
        out += QStringLiteral(">");
        if (!image.caption.isEmpty())
            out += QStringLiteral("<figcaption>%1</figcaption>").arg(h(image.caption));
        out += QStringLiteral("</figure>\n");
        return out;
    };

    QString out;
    out += QStringLiteral("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
                          "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n");
    out += QStringLiteral("<title>%1</title>\n").arg(h(tr("Review of %1").arg(m_captureName)));
    out += QStringLiteral("<style>") + styleSheet() + QStringLiteral("</style>\n</head>\n<body>\n");
    out += QStringLiteral("<h1>%1</h1>\n").arg(h(tr("Review of %1").arg(m_captureName)));
    out += QStringLiteral("<table class=\"facts\">\n");
    for (const Facts& f : m_facts)
        out += QStringLiteral("<tr><th>%1</th><td>%2</td></tr>\n").arg(h(f.label), h(f.value));
    out += QStringLiteral("</table>\n");

    if (!m_processes.empty()) {
        out += QStringLiteral("<h2>%1</h2>\n<table>\n").arg(h(tr("Processes")));
        out += QStringLiteral("<tr><th>%1</th><th>%2</th>").arg(h(tr("PID")), h(tr("Name")));
        if (m_nodeColumn)
            out += QStringLiteral("<th>%1</th>").arg(h(tr("Node")));
        out += QStringLiteral("<th>%1</th><th>%2</th></tr>\n").arg(h(tr("Threads")), h(tr("Events")));
        for (const ProcessRow& p : m_processes) {
            out += QStringLiteral("<tr><td class=\"num\">%1</td><td>%2</td>").arg(p.pid).arg(h(p.name));
            if (m_nodeColumn)
                out += QStringLiteral("<td>%1</td>").arg(h(p.node));
            out += QStringLiteral("<td class=\"num\">%1</td><td class=\"num\">%2</td></tr>\n")
                       .arg(number(p.threads), number(p.events));
        }
        out += QStringLiteral("</table>\n");
    }

    if (const ReviewImage* image = overviewImage())
        out += QStringLiteral("<h2>%1</h2>\n").arg(h(tr("Timeline"))) + figure(*image);

    out += QStringLiteral("<h2>%1</h2>\n").arg(h(tr("Causal chains (%1)").arg(m_chains.size())));
    if (m_chains.empty())
        out += QStringLiteral("<p class=\"muted\">%1</p>\n").arg(h(tr("No causal chain was found in this range.")));
    for (std::size_t i = 0; i < m_chains.size(); ++i) {
        const Chain& c = m_chains[i];
        const ChainView& v = m_chainViews[i];
        out += QStringLiteral("<h3 id=\"chain-%1\">%1. <span class=\"sev %2\">%3</span> %4</h3>\n")
                   .arg(i + 1)
                   .arg(severityClass(c.severity), QLatin1String(severityName(c.severity)),
                        h(text::toQString(c.title)));
        out += QStringLiteral("<table class=\"facts\">\n");
        out += QStringLiteral("<tr><th>%1</th><td><code>%2</code></td></tr>\n")
                   .arg(h(tr("Rule")), h(text::toQString(c.rule)));
        if (!v.when.isEmpty())
            out += QStringLiteral("<tr><th>%1</th><td>%2</td></tr>\n").arg(h(tr("When")), h(v.when));
        if (!v.process.isEmpty())
            out += QStringLiteral("<tr><th>%1</th><td>%2</td></tr>\n").arg(h(tr("Process")), h(v.process));
        if (!c.rootCause.empty())
            out += QStringLiteral("<tr><th>%1</th><td>%2</td></tr>\n")
                       .arg(h(tr("Root cause")), h(text::toQString(c.rootCause)));
        if (!c.explanation.empty())
            out += QStringLiteral("<tr><th>%1</th><td>%2</td></tr>\n")
                       .arg(h(tr("Why")), h(text::toQString(c.explanation)));
        if (!c.symptom.op.empty() && c.symptom.count > 0)
            out += QStringLiteral("<tr><th>%1</th><td>%2 × <code>%3</code>, p50 %4, p99 %5, max %6</td></tr>\n")
                       .arg(h(tr("Symptom")), number(c.symptom.count), h(text::toQString(c.symptom.op)),
                            text::durationText(c.symptom.p50), text::durationText(c.symptom.p99),
                            text::durationText(c.symptom.max));
        out += QStringLiteral("</table>\n");
        if (!c.steps.empty()) {
            out += QStringLiteral("<p><strong>%1</strong></p>\n<ol>\n").arg(h(tr("Steps")));
            for (const ChainStep& step : c.steps) {
                out += QStringLiteral("<li><code>%1</code> %2")
                           .arg(h(text::toQString(step.layer)), h(text::toQString(step.detail)));
                if (step.time != 0)
                    out +=
                        QStringLiteral(" <span class=\"muted\">(%1)</span>").arg(h(tr("at %1").arg(offset(step.time))));
                out += QStringLiteral("</li>\n");
            }
            out += QStringLiteral("</ol>\n");
        }
        if (!v.evidence.empty()) {
            out +=
                QStringLiteral("<p><strong>%1</strong></p>\n<table>\n")
                    .arg(h(v.evidenceCount > static_cast<std::int64_t>(v.evidence.size())
                               ? tr("Evidence (the first %1 of %2 events)").arg(v.evidence.size()).arg(v.evidenceCount)
                               : tr("Evidence (%1 events)").arg(v.evidenceCount)));
            out += QStringLiteral("<tr><th>%1</th><th>%2</th><th>%3</th><th>%4</th></tr>\n")
                       .arg(h(tr("Event")), h(tr("Duration")), h(tr("At")), h(tr("PID / TID")));
            for (const EvidenceRow& e : v.evidence)
                out += QStringLiteral("<tr><td><code>%1</code></td><td class=\"num\">%2</td><td class=\"num\">%3</td>"
                                      "<td>%4</td></tr>\n")
                           .arg(h(e.op), h(e.duration), h(e.at), h(e.thread));
            out += QStringLiteral("</table>\n");
        }
        if (!c.sources.empty()) {
            out += QStringLiteral("<p><strong>%1</strong></p>\n<ul>\n").arg(h(tr("Source lines")));
            for (std::size_t s = 0; s < c.sources.size(); ++s) {
                const ChainSource& src = c.sources[s];
                out += QStringLiteral("<li><code>%1:%2</code>").arg(h(text::toQString(src.file))).arg(src.line);
                if (!src.function.empty())
                    out += QLatin1Char(' ')
                        + h(tr("in %1")).arg(QStringLiteral("<code>%1</code>").arg(h(text::toQString(src.function))));
                out += QStringLiteral(" — ") + h(tr("%1 of the evidence").arg(percent(src.weight)));
                const SourceLines& lines = v.sources[s];
                if (!lines.lines.isEmpty()) {
                    out += QStringLiteral("<pre>");
                    for (qsizetype k = 0; k < lines.lines.size(); ++k) {
                        const int n = lines.firstLine + static_cast<int>(k);
                        const QString line = QStringLiteral("%1 │ %2").arg(n, 5).arg(h(lines.lines.at(k)));
                        out += n == src.line ? QStringLiteral("<span class=\"hit\">%1</span>").arg(line) : line;
                        out += QLatin1Char('\n');
                    }
                    out += QStringLiteral("</pre>");
                }
                out += QStringLiteral("</li>\n");
            }
            out += QStringLiteral("</ul>\n");
        }
        if (!c.recommendations.empty()) {
            out += QStringLiteral("<p><strong>%1</strong></p>\n<ul>\n").arg(h(tr("Fix")));
            for (const std::string& fix : c.recommendations)
                out += QStringLiteral("<li>%1</li>\n").arg(h(text::toQString(fix)));
            out += QStringLiteral("</ul>\n");
        }
        if (const ReviewImage* image = chainImage(c))
            out += figure(*image);
    }

    out += QStringLiteral("<h2>%1</h2>\n").arg(h(tr("Op statistics")));
    if (m_ops.empty()) {
        out += QStringLiteral("<p class=\"muted\">%1</p>\n").arg(h(tr("No events in this range.")));
    } else {
        if (m_opCount > m_ops.size())
            out += QStringLiteral("<p class=\"muted\">%1</p>\n")
                       .arg(h(tr("The %1 ops with the most total time, of %2.").arg(m_ops.size()).arg(m_opCount)));
        out += QStringLiteral("<table>\n<tr><th>%1</th><th>%2</th><th>%3</th><th>%4</th><th>%5</th><th>%6</th>"
                              "<th>%7</th></tr>\n")
                   .arg(h(tr("Op")), h(tr("Source")), h(tr("Count")), h(tr("Total")), h(tr("p50")), h(tr("p99")),
                        h(tr("Max")));
        for (const OpRow& o : m_ops)
            out += QStringLiteral("<tr><td><code>%1</code></td><td>%2</td><td class=\"num\">%3</td>"
                                  "<td class=\"num\">%4</td><td class=\"num\">%5</td><td class=\"num\">%6</td>"
                                  "<td class=\"num\">%7</td></tr>\n")
                       .arg(h(o.op), h(o.source), number(o.count), text::durationText(o.totalNs),
                            text::durationText(o.p50), text::durationText(o.p99), text::durationText(o.max));
        out += QStringLiteral("</table>\n");
    }

    out += QStringLiteral("<h2>%1</h2>\n").arg(h(tr("Notes (%1)").arg(m_notes.size())));
    if (m_notes.isEmpty()) {
        out += QStringLiteral("<p class=\"muted\">%1</p>\n").arg(h(tr("No notes in this range.")));
    } else {
        out += QStringLiteral("<table>\n<tr><th>%1</th><th>%2</th><th>%3</th><th>%4</th></tr>\n")
                   .arg(h(tr("Time")), h(tr("Note")), h(tr("Author")), h(tr("About")));
        for (const Annotation& note : m_notes) {
            QString about;
            if (!note.chainId.isEmpty())
                about = h(tr("chain %1").arg(note.chainId));
            else if (!note.eventId.isEmpty())
                about = h(tr("event %1").arg(note.eventId));
            else if (note.pid != 0)
                about = h(tr("process %1").arg(note.pid));
            const QString swatch = Annotation::isValidColour(note.colour)
                ? QStringLiteral("<span class=\"swatch\" style=\"background:%1\"></span>").arg(note.colour)
                : QString();
            out += QStringLiteral("<tr><td class=\"num\">%1</td><td>%2%3</td><td>%4</td><td>%5</td></tr>\n")
                       .arg(h(noteTime(note)), swatch, h(note.text), h(note.author), about);
        }
        out += QStringLiteral("</table>\n");
    }
    out += QStringLiteral("<hr>\n<p class=\"muted\">%1</p>\n</body>\n</html>\n")
               .arg(h(tr("Exported %1 UTC%2.")
                          .arg(m_exportedAt.toString(QStringLiteral("yyyy-MM-dd HH:mm")),
                               m_producedBy.isEmpty() ? QString() : tr(" by %1").arg(m_producedBy))));
    return out.toUtf8();
}

} // namespace faultline
