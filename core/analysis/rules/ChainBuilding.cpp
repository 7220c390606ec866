#include "Percentile.h"
#include "RuleSupport.h"

#include <algorithm>
#include <cctype>
#include <unordered_set>

namespace faultline {

ChainSeverity severityForShare(double share)
{
    if (share >= 0.20)
        return ChainSeverity::High;
    if (share >= 0.05)
        return ChainSeverity::Medium;
    return ChainSeverity::Low;
}

namespace rules {

using capture::saturatingAdd;

// ---- source files ------------------------------------------------------------------------------

SourceFiles::SourceFiles(const ChainOptions& options)
    : m_options(options)
{
}

const PythonSource* SourceFiles::find(const std::string& recordedPath) const
{
    if (!m_options.readSource || recordedPath.empty())
        return nullptr;
    auto it = m_files.find(recordedPath);
    if (it == m_files.end()) {
        std::unique_ptr<PythonSource> parsed;
        if (const std::optional<std::string> text = m_options.readSource(recordedPath))
            parsed = std::make_unique<PythonSource>(*text);
        it = m_files.emplace(recordedPath, std::move(parsed)).first;
    }
    return it->second.get();
}

// ---- building chains ---------------------------------------------------------------------------

ChainBuilder::ChainBuilder(const Scope& scope, const std::vector<StackFacts>& facts,
                           const std::vector<ProcessActivity>& activity, const SourceFiles& files)
    : m_scope(scope)
    , m_facts(facts)
    , m_activity(activity)
    , m_files(files)
{
    for (std::size_t i = 0; i < activity.size(); ++i)
        m_activityByProcess.emplace(activity[i].process, i);
}

const ProcessActivity* ChainBuilder::activityOf(std::uint32_t process) const
{
    const auto it = m_activityByProcess.find(process);
    return it == m_activityByProcess.end() ? nullptr : &m_activity[it->second];
}

SourceLine ChainBuilder::frameLine(std::uint32_t stack, int frameIndex) const
{
    if (stack >= m_scope.trace().stacks.size() || frameIndex < 0)
        return {};
    const auto& frames = m_scope.trace().stacks[stack].frames;
    if (static_cast<std::size_t>(frameIndex) >= frames.size())
        return {};
    const capture::StackFrame& f = frames[static_cast<std::size_t>(frameIndex)];
    return {f.pyFile, f.pyLine > 0 ? f.pyLine : f.pyDefLine, f.pyFunction};
}

SourceLine ChainBuilder::lineOf(EventRef r) const
{
    const std::uint32_t stack = m_scope.stackOf(r);
    if (stack < m_facts.size() && m_facts[stack].userFrame >= 0)
        return frameLine(stack, m_facts[stack].userFrame);
    const ProcessActivity* a = activityOf(m_scope.thread(r).process);
    if (!a || a->mainLines.empty())
        return {};
    const std::int64_t t = m_scope.start(r);
    auto it = std::upper_bound(a->mainLines.begin(), a->mainLines.end(), std::make_pair(t, UINT32_MAX));
    if (it == a->mainLines.begin())
        return {};
    --it;
    // Only within the same step (or a second) of the main thread's call.
    const bool sameStep = a->hasSteps() ? a->stepAt(it->first) == a->stepAt(t) && a->stepAt(t) >= 0
                                        : t - it->first <= kSecond;
    if (!sameStep)
        return {};
    return frameLine(it->second, m_facts[it->second].userFrame);
}

void ChainBuilder::evidence(Chain& chain, const std::vector<EventRef>& refs) const
{
    std::unordered_set<std::uint64_t> seen;
    for (const EventRef& r : refs) {
        if (chain.evidence.size() >= m_scope.options().maxEvidence)
            break;
        const std::uint64_t key = (static_cast<std::uint64_t>(r.lane) << 32) | r.index;
        if (!seen.insert(key).second)
            continue;
        chain.evidence.push_back(r);
        if (std::find(chain.lanes.begin(), chain.lanes.end(), r.lane) == chain.lanes.end())
            chain.lanes.push_back(r.lane);
    }
    if (chain.windowStart == 0 && chain.windowEnd == 0 && !chain.evidence.empty()) {
        chain.windowStart = INT64_MAX;
        chain.windowEnd = INT64_MIN;
        for (const EventRef& r : chain.evidence) {
            chain.windowStart = std::min(chain.windowStart, m_scope.start(r));
            chain.windowEnd = std::max(chain.windowEnd, m_scope.endOf(r));
        }
    }
}

void ChainBuilder::sources(Chain& chain, const std::vector<EventRef>& refs, bool byCount) const
{
    struct Acc
    {
        double weight = 0;
        std::int64_t events = 0;
    };
    std::map<SourceLine, Acc> acc;
    double total = 0;
    for (const EventRef& r : refs) {
        const SourceLine line = lineOf(r);
        if (!line.isValid())
            continue;
        Acc& a = acc[line];
        const double w = byCount ? 1.0 : static_cast<double>(std::max<std::int64_t>(1, m_scope.length(r)));
        a.weight += w;
        ++a.events;
        total += w;
    }
    for (const auto& [line, a] : acc)
        chain.sources.push_back({line.file, line.line, line.function, a.weight / total, a.events});
    std::stable_sort(chain.sources.begin(), chain.sources.end(),
                     [](const ChainSource& a, const ChainSource& b) { return a.weight > b.weight; });
}

void ChainBuilder::leadWith(Chain& chain, const SourceLine& line, double weight)
{
    if (!line.isValid())
        return;
    std::erase_if(chain.sources, [&](const ChainSource& s) { return s.file == line.file && s.line == line.line; });
    double rest = 0;
    for (const ChainSource& s : chain.sources)
        rest += s.weight;
    weight = chain.sources.empty() ? 1.0 : std::clamp(weight, 0.0, 1.0);
    for (ChainSource& s : chain.sources)
        s.weight = rest > 0 ? s.weight / rest * (1.0 - weight) : 0;
    chain.sources.insert(chain.sources.begin(), {line.file, line.line, line.function, weight, 0});
}

void ChainBuilder::recommend(Chain& chain, const std::string& text)
{
    if (std::find(chain.recommendations.begin(), chain.recommendations.end(), text) == chain.recommendations.end())
        chain.recommendations.push_back(text);
}

void ChainBuilder::impact(Chain& chain, std::int64_t ns, const ProcessActivity& activity) const
{
    chain.impact.ns = std::max<std::int64_t>(0, ns);
    chain.impact.rangeNs = activity.rangeNs();
    chain.impact.share = std::min(1.0,
                                  static_cast<double>(chain.impact.ns) / static_cast<double>(chain.impact.rangeNs));
    chain.impact.steps = activity.stepCount();
    if (chain.failure)
        chain.severity = ChainSeverity::High;
    else if (chain.symptomOnly)
        chain.severity = ChainSeverity::Low;
    else
        chain.severity = severityForShare(chain.impact.share);
}

void ChainBuilder::impact(Chain& chain, std::int64_t ns) const
{
    if (const ProcessActivity* a = chain.pid != 0 && m_scope.trace().process(chain.pid)
            ? activityOf(
                static_cast<std::uint32_t>(m_scope.trace().process(chain.pid) - m_scope.trace().processes.data()))
            : nullptr) {
        impact(chain, ns, *a);
        return;
    }
    ProcessActivity whole;
    whole.first = m_scope.begin();
    whole.last = m_scope.end();
    impact(chain, ns, whole);
}

ChainSymptom symptomOf(const Scope& scope, const std::string& op, const std::vector<EventRef>& refs)
{
    ChainSymptom s;
    s.op = op;
    std::vector<std::int64_t> d;
    d.reserve(refs.size());
    for (const EventRef& r : refs) {
        d.push_back(scope.length(r));
        s.totalNs = saturatingAdd(s.totalNs, d.back());
    }
    std::sort(d.begin(), d.end());
    s.count = static_cast<std::int64_t>(d.size());
    s.p50 = percentile(d, 0.50);
    s.p99 = percentile(d, 0.99);
    s.max = d.empty() ? 0 : d.back();
    return s;
}

namespace {

// `loader` from `loader`, `enumerate(loader)`, `tqdm(loader, ...)`, `iter(loader)`, `zip(a, b)` (a).
std::string iterableName(std::string expression)
{
    for (int guard = 0; guard < 4; ++guard) {
        const std::size_t open = expression.find('(');
        if (open == std::string::npos)
            break;
        expression = expression.substr(open + 1);
    }
    std::size_t end = 0;
    while (end < expression.size()
           && (std::isalnum(static_cast<unsigned char>(expression[end])) || expression[end] == '_'
               || expression[end] == '.'))
        ++end;
    return expression.substr(0, end);
}

} // namespace

DataLoaderSite dataLoaderSite(const ChainBuilder& b, const ProcessActivity& a)
{
    DataLoaderSite w;
    const PythonSource* source = b.files().find(a.stepLine.file);
    if (!source)
        return w;
    const std::optional<PythonSource::Loop> loop = source->enclosingLoop(a.stepLine.line);
    if (!loop)
        return w;
    w.header = {a.stepLine.file, loop->header, a.stepLine.function};
    const std::string name = iterableName(loop->iterable);
    if (name.empty())
        return w;
    const int made = source->assignmentBefore(name, loop->header);
    if (made == 0)
        return w;
    w.loader = {a.stepLine.file, made, a.stepLine.function};
    const std::string statement = source->statement(made);
    w.isDataLoader = statement.find("DataLoader(") != std::string::npos;
    if (w.isDataLoader) {
        w.numWorkers = source->keywordArgument(made, "num_workers").value_or("0");
        if (const std::optional<std::string> collate = source->keywordArgument(made, "collate_fn")) {
            if (const int def = source->definitionOf(*collate))
                w.collate = {a.stepLine.file, def, *collate};
        }
    }
    return w;
}

} // namespace rules
} // namespace faultline
