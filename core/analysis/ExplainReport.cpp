#include "ExplainReport.h"

#include "GpuTime.h"
#include "QtText.h"
#include "RankAnalysis.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <cmath>
#include <map>

namespace faultline {

namespace {

QString elapsed(std::int64_t t, std::int64_t begin)
{
    return QString::number(static_cast<double>(t - begin) / 1e9, 'f', 3) + QStringLiteral(" s");
}

// "Impact: 1.22 s, 72 % of the steps (30.4 ms in each of 40 steps)".
QString impactText(const Chain& c)
{
    const ChainImpact& i = c.impact;
    QString text;
    if (i.steps > 0)
        //: %1 a duration, %2 a percentage, %3 a duration per step, %4 a number of steps
        text = QCoreApplication::translate("ExplainReport", "Impact: %1, %2 of the steps (%3 in each of %4 steps)")
                   .arg(faultline::text::durationText(i.ns), faultline::text::percentText(i.share),
                        faultline::text::durationText(i.perStepNs()))
                   .arg(i.steps);
    else
        //: %1 a duration, %2 a percentage, %3 the duration the share is of
        text = QCoreApplication::translate("ExplainReport", "Impact: %1, %2 of %3 of GPU work")
                   .arg(faultline::text::durationText(i.ns), faultline::text::percentText(i.share),
                        faultline::text::durationText(i.rangeNs));
    if (c.failure)
        //: Appended to the impact line of a chain about a failure (an OOM, a process killed)
        text += QCoreApplication::translate("ExplainReport", "; a failure: HIGH whatever the time");
    return text;
}

} // namespace

std::optional<std::int64_t> ExplainReport::parseTime(const QString& text, std::int64_t captureStart)
{
    const QString t = text.trimmed();
    if (t.startsWith(QLatin1Char('@'))) {
        bool ok = false;
        const qint64 absolute = t.mid(1).toLongLong(&ok);
        return ok ? std::optional<std::int64_t>(absolute) : std::nullopt;
    }
    static const QRegularExpression pattern(QStringLiteral("^(-?[0-9]+(?:\\.[0-9]+)?)\\s*(ns|us|µs|ms|s|m|min)?$"));
    const QRegularExpressionMatch m = pattern.match(t);
    if (!m.hasMatch())
        return std::nullopt;
    const double value = m.captured(1).toDouble();
    const QString unit = m.captured(2);
    double scale = 1e9; // seconds by default
    if (unit == QLatin1String("ns"))
        scale = 1;
    else if (unit == QLatin1String("us") || unit == QStringLiteral("µs"))
        scale = 1e3;
    else if (unit == QLatin1String("ms"))
        scale = 1e6;
    else if (unit == QLatin1String("m") || unit == QLatin1String("min"))
        scale = 60e9;
    const double offset = value * scale;
    if (!std::isfinite(offset) || std::fabs(offset) > 9e18)
        return std::nullopt;
    return captureStart + static_cast<std::int64_t>(std::llround(offset));
}

QString ExplainReport::text(const Input& input)
{
    const Trace& trace = *input.trace;
    const std::vector<Chain> chains = ChainEngine::derive(trace, input.options);
    const std::vector<Chain> stored = ChainEngine::stored(trace);
    int hiddenSymptoms = 0;
    int counts[3] = {0, 0, 0};
    for (const Chain& c : chains)
        ++counts[static_cast<int>(c.severity)];

    QString out;
    if (!input.options.includeSymptoms) {
        ChainOptions all = input.options;
        all.includeSymptoms = true;
        hiddenSymptoms = static_cast<int>(ChainEngine::derive(trace, all).size() - chains.size());
    }
    if (chains.empty()) {
        out += QCoreApplication::translate("ExplainReport", "INCIDENT REPORT — no causal chains found")
            + QLatin1Char('\n');
        out += QCoreApplication::translate("ExplainReport", "Analysed %1 events over %2: no incident found.")
                   .arg(trace.eventCount())
                   .arg(faultline::text::durationText(trace.endNs - trace.beginNs))
            + QLatin1Char('\n');
    } else {
        const int n = static_cast<int>(chains.size());
        //: HIGH, MEDIUM and LOW are the severities that tag each chain below ([HIGH] ...): keep them as they are
        out += QCoreApplication::translate("ExplainReport",
                                           "INCIDENT REPORT — %n causal chain(s) found (%1 HIGH, %2 MEDIUM, %3 LOW)",
                                           nullptr, n)
                   .arg(counts[2])
                   .arg(counts[1])
                   .arg(counts[0])
            + QLatin1Char('\n');
    }
    if (input.options.pid != 0)
        out += QStringLiteral("  ")
            //: %1 is the process id, %2 its name
            + QCoreApplication::translate("ExplainReport", "Process: %1 (%2)")
                  .arg(input.options.pid)
                  .arg(faultline::text::toQString(trace.processName(input.options.pid)))
            + QLatin1Char('\n');
    out += QLatin1Char('\n');

    // The severity in brackets is the name the JSON contract uses, the same in every language.
    for (const Chain& c : chains) {
        out += QStringLiteral("[%1] %2\n")
                   .arg(QLatin1String(severityName(c.severity)), faultline::text::toQString(c.title));
        out += QStringLiteral("  ")
            + QCoreApplication::translate("ExplainReport", "When: %1 – %2 after the capture began")
                  .arg(elapsed(c.windowStart, trace.beginNs), elapsed(c.windowEnd, trace.beginNs))
            + QLatin1Char('\n');
        out += QStringLiteral("  ") + impactText(c) + QLatin1Char('\n');
        out += QStringLiteral("  ") + QCoreApplication::translate("ExplainReport", "Timeline:") + QLatin1Char('\n');
        for (const ChainStep& s : c.steps) {
            out += QStringLiteral("    [%1]  %2")
                       .arg(faultline::text::toQString(s.layer), -6)
                       .arg(faultline::text::toQString(s.detail));
            if (s.time != 0)
                out += QStringLiteral("  ")
                    //: after a step of the timeline: when it happened, in seconds since the capture began
                    + QCoreApplication::translate("ExplainReport", "(at %1)").arg(elapsed(s.time, trace.beginNs));
            out += QLatin1Char('\n');
        }
        out += QStringLiteral("  ")
            + QCoreApplication::translate("ExplainReport", "Root cause: %1")
                  .arg(faultline::text::toQString(c.rootCause))
            + QLatin1Char('\n');
        out += QStringLiteral("  ")
            + QCoreApplication::translate("ExplainReport", "Why: %1").arg(faultline::text::toQString(c.explanation))
            + QLatin1Char('\n');
        for (std::size_t i = 0; i < c.sources.size() && i < 5; ++i) {
            const ChainSource& s = c.sources[i];
            out += QStringLiteral("  ")
                //: %1:%2 is the file and line, %3 the function, %4 its share of the chain's evidence
                + QCoreApplication::translate("ExplainReport", "Source: %1:%2 in %3 (%4 %)")
                      .arg(faultline::text::toQString(s.file))
                      .arg(s.line)
                      .arg(faultline::text::toQString(s.function))
                      .arg(QString::number(100.0 * s.weight, 'f', 0))
                + QLatin1Char('\n');
        }
        if (!c.recommendations.empty()) {
            QString fixes;
            for (const std::string& r : c.recommendations)
                fixes += (fixes.isEmpty() ? QString() : QStringLiteral("; ")) + faultline::text::toQString(r);
            out += QStringLiteral("  ") + QCoreApplication::translate("ExplainReport", "Fix: %1").arg(fixes)
                + QLatin1Char('\n');
        }
        out += QLatin1Char('\n');
    }
    if (hiddenSymptoms > 0)
        out += QCoreApplication::translate("ExplainReport",
                                           "%n symptom(s) without a cause of their own (latency tails, rate drops) "
                                           "not shown; --all shows them.",
                                           nullptr, hiddenSymptoms)
            + QStringLiteral("\n\n");
    if (trace.metaValue("probe.launches") == "counted")
        out += QCoreApplication::translate("ExplainReport",
                                           "This capture only counted most kernel launches (faultline-probe "
                                           "--launches counted): the chains that follow each launch (host "
                                           "synchronisations, input starvation, launch-bound steps) cannot be found "
                                           "in it. Record with --launches sampled (the default) for them.")
            + QStringLiteral("\n\n");
    if (!stored.empty()) {
        const int n = static_cast<int>(stored.size());
        out += QCoreApplication::translate(
                   "ExplainReport", "STORED CAUSAL CHAINS (written by the capture tool) — %n chain(s)", nullptr, n)
            + QLatin1Char('\n');
        for (const Chain& c : stored) {
            out += QStringLiteral("[%1] %2\n")
                       .arg(QLatin1String(severityName(c.severity)), faultline::text::toQString(c.title));
            if (!c.rootCause.empty())
                out += QStringLiteral("  ")
                    + QCoreApplication::translate("ExplainReport", "Root cause: %1")
                          .arg(faultline::text::toQString(c.rootCause))
                    + QLatin1Char('\n');
        }
    }
    return out;
}

namespace {

QJsonObject figuresJson(const GpuTimeFigures& f)
{
    const auto seconds = [](std::int64_t ns) { return static_cast<double>(ns) / 1e9; };
    const double span = f.spanNs > 0 ? static_cast<double>(f.spanNs) : 1.0;
    QJsonObject idle;
    for (std::size_t k = 0; k < kIdleCauses; ++k)
        idle.insert(QLatin1String(idleCauseId(static_cast<IdleCause>(k))), seconds(f.idleNs[k]));
    return QJsonObject{{QStringLiteral("span_seconds"), seconds(f.spanNs)},
                       {QStringLiteral("busy_seconds"), seconds(f.busyNs())},
                       {QStringLiteral("busy_share"), static_cast<double>(f.busyNs()) / span},
                       {QStringLiteral("compute_seconds"), seconds(f.computeNs)},
                       {QStringLiteral("copy_seconds"), seconds(f.copyNs)},
                       {QStringLiteral("exposed_communication_seconds"), seconds(f.communicationNs)},
                       {QStringLiteral("communication_seconds"), seconds(f.communicationTotalNs)},
                       {QStringLiteral("idle_seconds"), seconds(f.idleTotalNs())},
                       {QStringLiteral("idle_share"), static_cast<double>(f.idleTotalNs()) / span},
                       {QStringLiteral("idle_by_cause_seconds"), idle}};
}

QJsonObject gpuTimeJson(const GpuTimeAccounting& accounting)
{
    QJsonArray devices;
    for (const DeviceGpuTime& d : accounting.devices) {
        QJsonObject o = figuresJson(d.whole);
        o.insert(QStringLiteral("device"), d.device);
        o.insert(QStringLiteral("node"), faultline::text::toQString(d.node));
        if (d.hostPid != 0)
            o.insert(QStringLiteral("host_pid"), static_cast<qint64>(d.hostPid));
        else
            o.insert(QStringLiteral("host_pid"), QJsonValue::Null);
        o.insert(QStringLiteral("first_ns"), static_cast<qint64>(d.first));
        o.insert(QStringLiteral("last_ns"), static_cast<qint64>(d.last));
        o.insert(QStringLiteral("counted_steps"), static_cast<qint64>(d.countedSteps));
        o.insert(QStringLiteral("steps_total"), figuresJson(d.counted));
        QJsonArray steps;
        for (const GpuStepTime& st : d.steps) {
            QJsonObject so = figuresJson(st.figures);
            so.insert(QStringLiteral("start_ns"), static_cast<qint64>(st.start));
            so.insert(QStringLiteral("end_ns"), static_cast<qint64>(st.end));
            so.insert(QStringLiteral("warmup"), st.warmup);
            steps.append(so);
        }
        o.insert(QStringLiteral("steps"), steps);
        QJsonArray places;
        for (std::size_t k = 0; k < d.places.size() && k < 20; ++k) {
            const GpuIdlePlace& p = d.places[k];
            QJsonObject po{{QStringLiteral("cause"), QLatin1String(idleCauseId(p.cause))},
                           {QStringLiteral("place"), faultline::text::toQString(p.place)},
                           {QStringLiteral("range"), faultline::text::toQString(p.range)},
                           {QStringLiteral("seconds"), static_cast<double>(p.ns) / 1e9},
                           {QStringLiteral("intervals"), static_cast<qint64>(p.intervals)},
                           {QStringLiteral("largest_seconds"), static_cast<double>(p.largestNs) / 1e9}};
            if (!p.file.empty()) {
                po.insert(QStringLiteral("file"), faultline::text::toQString(p.file));
                po.insert(QStringLiteral("line"), p.line);
            }
            places.append(po);
        }
        o.insert(QStringLiteral("idle_places"), places);
        devices.append(o);
    }
    return QJsonObject{{QStringLiteral("devices"), devices}};
}

// The ranks of a job (RankAnalysis): each rank's figures, the wait per rank and step (the Ranks
// view's heat map) and the straggler; a capture of one rank gives its one row and no straggler.
QJsonObject ranksJson(const Trace& trace, const RankAnalysis& a)
{
    const auto seconds = [](std::int64_t ns) { return static_cast<double>(ns) / 1e9; };
    QJsonArray ranks;
    for (const RankInfo& r : a.ranks)
        ranks.append(QJsonObject{
            {QStringLiteral("rank"), r.rank},
            {QStringLiteral("node"), faultline::text::toQString(r.node)},
            {QStringLiteral("host"), faultline::text::toQString(r.host)},
            {QStringLiteral("device"), r.device},
            {QStringLiteral("pid"),
             static_cast<qint64>(r.hostProcess < trace.processes.size() ? trace.processes[r.hostProcess].pid : 0)},
            {QStringLiteral("steps"), static_cast<qint64>(r.steps)},
            {QStringLiteral("step_seconds"), seconds(r.stepNs)},
            {QStringLiteral("gpu_busy_share"), r.gpuBusy()},
            {QStringLiteral("compute_seconds"), seconds(r.computeNs)},
            {QStringLiteral("collectives"), static_cast<qint64>(r.collectives)},
            {QStringLiteral("wait_seconds"), seconds(r.waitNs)},
            {QStringLiteral("last_count"), static_cast<qint64>(r.lastCount)}});
    // Wait per step and rank, the steps of the rank that arrived last.
    std::map<int, std::vector<std::int64_t>> bySteps;
    for (const MatchedCollective& c : a.collectives) {
        auto& row = bySteps[c.step];
        row.resize(a.ranks.size(), 0);
        for (std::size_t r = 0; r < a.ranks.size(); ++r)
            row[r] += c.waitNs[r];
    }
    QJsonArray steps;
    for (const auto& [step, waits] : bySteps) {
        QJsonArray w;
        for (const std::int64_t ns : waits)
            w.append(seconds(ns));
        steps.append(QJsonObject{{QStringLiteral("step"), step}, {QStringLiteral("wait_seconds"), w}});
    }
    QJsonArray groups;
    for (const std::string& g : a.groups)
        groups.append(faultline::text::toQString(g));
    QJsonValue straggler = QJsonValue::Null;
    if (a.straggler >= 0) {
        const RankInfo& s = a.ranks[static_cast<std::size_t>(a.straggler)];
        straggler = QJsonObject{{QStringLiteral("rank"), s.rank},
                                {QStringLiteral("node"), faultline::text::toQString(s.node)},
                                {QStringLiteral("last_count"), static_cast<qint64>(a.stragglerLast)},
                                {QStringLiteral("collectives"), static_cast<qint64>(s.collectives)},
                                {QStringLiteral("others_wait_seconds"), seconds(a.othersWaitNs)}};
    }
    return QJsonObject{{QStringLiteral("ranks"), ranks},
                       {QStringLiteral("groups"), groups},
                       {QStringLiteral("collectives"), static_cast<qint64>(a.collectives.size())},
                       {QStringLiteral("unmatched"), static_cast<qint64>(a.unmatched)},
                       {QStringLiteral("mismatched"), static_cast<qint64>(a.mismatched)},
                       {QStringLiteral("step_median_seconds"), seconds(a.stepMedianNs)},
                       {QStringLiteral("wait_by_step"), steps},
                       {QStringLiteral("straggler"), straggler}};
}

} // namespace

QByteArray ExplainReport::json(const Input& input, QString* error)
{
    const Trace& trace = *input.trace;
    std::vector<Chain> chains = ChainEngine::derive(trace, input.options);
    for (Chain& c : ChainEngine::stored(trace))
        chains.push_back(std::move(c));

    // One scan of the file for every chain's evidence ids.
    std::vector<EventRef> all;
    for (const Chain& c : chains)
        all.insert(all.end(), c.evidence.begin(), c.evidence.end());
    std::vector<std::string> ids;
    std::string failure;
    if (!ChainEngine::eventIds(input.path, trace, all, &ids, &failure)) {
        if (error)
            *error = faultline::text::toQString(failure);
        return {};
    }

    QJsonArray array;
    std::size_t next = 0;
    for (const Chain& c : chains) {
        QJsonObject o;
        o.insert(QStringLiteral("id"), faultline::text::toQString(c.id));
        o.insert(QStringLiteral("rule"), faultline::text::toQString(c.rule));
        o.insert(QStringLiteral("severity"), QLatin1String(severityName(c.severity)));
        if (!c.stored) {
            QJsonObject impact{{QStringLiteral("seconds"), c.impact.seconds()},
                               {QStringLiteral("share"), c.impact.share},
                               {QStringLiteral("range_seconds"), static_cast<double>(c.impact.rangeNs) / 1e9},
                               {QStringLiteral("steps"), static_cast<qint64>(c.impact.steps)}};
            if (c.impact.steps > 0)
                impact.insert(QStringLiteral("per_step_seconds"), static_cast<double>(c.impact.perStepNs()) / 1e9);
            o.insert(QStringLiteral("impact"), impact);
            o.insert(QStringLiteral("failure"), c.failure);
        }
        o.insert(QStringLiteral("title"), faultline::text::toQString(c.title));
        if (!c.cause.empty())
            o.insert(QStringLiteral("cause"), QString::fromStdString(c.cause));
        o.insert(QStringLiteral("root_cause"), faultline::text::toQString(c.rootCause));
        o.insert(QStringLiteral("explanation"), faultline::text::toQString(c.explanation));
        // Unix ns exceed 2^53: JSON numbers that big lose precision in most readers, so the
        // window is written as integers through qint64 (exact in QJsonDocument's output).
        o.insert(
            QStringLiteral("window_ns"),
            QJsonArray{QJsonValue(static_cast<qint64>(c.windowStart)), QJsonValue(static_cast<qint64>(c.windowEnd))});
        QJsonArray evidence;
        for (std::size_t k = 0; k < c.evidence.size(); ++k, ++next) {
            const std::string& id = ids[next];
            bool numeric = !id.empty();
            for (const char ch : id)
                numeric = numeric && ch >= '0' && ch <= '9';
            if (numeric)
                evidence.append(QJsonValue(static_cast<qint64>(std::stoll(id))));
            else if (!id.empty())
                evidence.append(faultline::text::toQString(id));
        }
        o.insert(QStringLiteral("evidence"), evidence);
        QJsonArray recommendations;
        for (const std::string& r : c.recommendations)
            recommendations.append(faultline::text::toQString(r));
        o.insert(QStringLiteral("recommendations"), recommendations);
        QJsonArray sources;
        for (const ChainSource& s : c.sources) {
            sources.append(QJsonObject{{QStringLiteral("file"), faultline::text::toQString(s.file)},
                                       {QStringLiteral("line"), s.line},
                                       {QStringLiteral("function"), faultline::text::toQString(s.function)},
                                       {QStringLiteral("weight"), s.weight}});
        }
        o.insert(QStringLiteral("sources"), sources);
        o.insert(QStringLiteral("stored"), c.stored);
        array.append(o);
    }
    const GpuTimeAccounting accounting = accountGpuTime(trace, input.options);
    return QJsonDocument(QJsonObject{{QStringLiteral("chains"), array},
                                     {QStringLiteral("gpu_time"), gpuTimeJson(accounting)},
                                     {QStringLiteral("ranks"), ranksJson(trace, analyseRanks(trace, accounting))}})
        .toJson(QJsonDocument::Indented);
}

} // namespace faultline
