#include "ChainEngine.h"

#include "CaptureReader.h"
#include "OpCatalog.h"
#include "SqliteDb.h"
#include "UiText.h"
#include "rules/RuleRegistry.h"

#include <sqlite3.h>

#include <algorithm>
#include <string>
#include <unordered_map>

namespace faultline {

namespace {

// A rule that names a cause ranks before one that names what it led to, when both are failures of
// the same severity: a leak before the OOM it ended in.
int causeRank(const Chain& c)
{
    if (c.rule == "memory-growth")
        return 0;
    return c.rule == "process-died" ? 2 : 1;
}

} // namespace

const char* severityName(ChainSeverity severity)
{
    switch (severity) {
    case ChainSeverity::High: return "HIGH";
    case ChainSeverity::Medium: return "MEDIUM";
    case ChainSeverity::Low: return "LOW";
    }
    return "MEDIUM";
}

std::vector<Chain> ChainEngine::derive(const Trace& trace, const ChainOptions& options)
{
    using namespace rules;
    std::vector<Chain> chains;
    const Scope scope(trace, options);
    const std::vector<StackFacts> facts = stackFacts(trace);
    const std::vector<ProcessActivity> activity = processActivity(scope, facts);
    const SourceFiles files(options);
    const ChainBuilder builder(scope, facts, activity, files);
    const Context ctx = context(scope, activity);
    const auto samples = cudaSamples(scope);
    const GpuTimeAccounting gpuTime = accountGpuTime(builder, activity);
    const RuleInput in{scope, builder, ctx, activity, samples, gpuTime};

    for (const RuleInfo& rule : ruleRegistry())
        rule.run(in, chains);
    // A rule's chains make those of the rules it hides about the same op redundant: said once.
    for (const RuleInfo& rule : ruleRegistry()) {
        for (const std::string_view hidden : rule.hidesSameOp) {
            std::vector<std::string> ops;
            for (const Chain& c : chains)
                if (std::find(rule.produces.begin(), rule.produces.end(), c.rule) != rule.produces.end())
                    ops.push_back(c.symptom.op);
            std::erase_if(chains, [&](const Chain& c) {
                return c.rule == hidden && std::find(ops.begin(), ops.end(), c.symptom.op) != ops.end();
            });
        }
    }

    if (!options.includeSymptoms)
        std::erase_if(chains, [](const Chain& c) { return c.symptomOnly; });
    std::stable_sort(chains.begin(), chains.end(), [](const Chain& a, const Chain& b) {
        if (a.severity != b.severity)
            return a.severity > b.severity;
        if (a.failure != b.failure)
            return a.failure;
        if (a.failure && causeRank(a) != causeRank(b))
            return causeRank(a) < causeRank(b);
        if (a.impact.ns != b.impact.ns)
            return a.impact.ns > b.impact.ns;
        return a.windowStart < b.windowStart;
    });
    return chains;
}

std::vector<Chain> ChainEngine::stored(const Trace& trace)
{
    std::vector<Chain> out;
    for (const capture::StoredChain& s : trace.chains) {
        Chain c;
        c.stored = true;
        c.rule = "stored";
        c.id = s.id;
        c.severity = s.severity == "HIGH" ? ChainSeverity::High
            : s.severity == "LOW"         ? ChainSeverity::Low
                                          : ChainSeverity::Medium;
        c.title = s.summary;
        c.rootCause = s.rootCause;
        c.explanation = s.explanation;
        c.recommendations = s.recommendations;
        c.detectedAt = s.detectedAt;
        c.windowStart = c.windowEnd = s.detectedAt;
        for (const capture::ChainTimelineEntry& e : s.timeline)
            c.steps.push_back({0, e.layer, e.op, e.detail, e.durationUs * 1000});
        if (!s.cudaOp.empty()) {
            c.symptom.op = s.cudaOp;
            c.symptom.p50 = s.cudaP50Us * 1000;
            c.symptom.p99 = s.cudaP99Us * 1000;
        }
        out.push_back(std::move(c));
    }
    return out;
}

bool ChainEngine::eventIds(const std::string& path, const Trace& trace, const std::vector<EventRef>& refs,
                           std::vector<std::string>* ids, std::string* error)
{
    ids->assign(refs.size(), std::string());
    if (refs.empty())
        return true;
    capture::CaptureReader reader;
    if (!reader.open(path, error))
        return false;
    // The stored timestamp is the interval start for entry-convention ops and its end otherwise.
    struct Key
    {
        std::int64_t timestamp;
        std::uint32_t tid;
        std::uint16_t kind;
        bool operator==(const Key&) const = default;
    };
    struct KeyHash
    {
        std::size_t operator()(const Key& k) const
        {
            return std::hash<std::int64_t>()(k.timestamp) ^ (static_cast<std::size_t>(k.tid) << 16) ^ k.kind;
        }
    };
    std::unordered_map<Key, std::vector<std::size_t>, KeyHash> wanted;
    std::int64_t lo = INT64_MAX;
    std::int64_t hi = INT64_MIN;
    for (std::size_t k = 0; k < refs.size(); ++k) {
        const EventRef r = refs[k];
        if (!trace.contains(r))
            continue;
        const EventColumns& e = trace.lanes[r.lane].events;
        const auto info = capture::OpCatalog::info(e.sourceAt(r.index), e.opAt(r.index));
        const std::int64_t ts = info.time == capture::TimeConvention::End
            ? capture::saturatingAdd(e.start[r.index], e.durationAt(r.index))
            : e.start[r.index];
        wanted[{ts, trace.threads[trace.lanes[r.lane].thread].tid, e.kind[r.index]}].push_back(k);
        lo = std::min(lo, ts);
        hi = std::max(hi, ts);
    }
    const bool hasId = reader.database().queryInt("SELECT COUNT(*) FROM pragma_table_info('events') WHERE name = 'id'")
        > 0;
    capture::SqliteStatement st(reader.database(),
                                std::string("SELECT ") + (hasId ? "id" : "rowid")
                                    + ", timestamp, tid, source, op FROM events WHERE timestamp "
                                      "BETWEEN ?1 AND ?2");
    if (!st.isValid()) {
        *error = rules::translated(QT_TRANSLATE_NOOP("ChainEngine", "cannot read events: %1"), st.prepareError());
        return false;
    }
    st.bind(1, lo);
    st.bind(2, hi);
    while (st.step() == SQLITE_ROW) {
        const Key key{st.int64(1), static_cast<std::uint32_t>(st.int64(2)),
                      static_cast<std::uint16_t>(((st.int64(3) & 0xFF) << 8) | (st.int64(4) & 0xFF))};
        const auto it = wanted.find(key);
        if (it == wanted.end() || it->second.empty())
            continue;
        (*ids)[it->second.back()] = std::string(st.text(0));
        it->second.pop_back();
    }
    return true;
}

} // namespace faultline
