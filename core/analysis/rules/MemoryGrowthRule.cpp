#include "Rules.h"

#include <algorithm>
#include <map>
#include <unordered_map>

// A leak, as PyTorch shows one: the memory the process holds through cudaMalloc grows step after
// step and is never given back. The caching allocator keeping its segments is not one: it grows
// while the first steps find their sizes and then holds still. So the rule needs steps, leaves
// the first tenth of them (at least two) as warm-up, and asks that what is held at the end of
// each of up to eight windows of the rest is above the window before, all but once, and ends at
// least 64 MiB (and a fifth) above where it began. How it ended: a failed allocation, or the
// allocator releasing its cache on its own (what PyTorch does before it raises
// OutOfMemoryError, a per-process memory cap included) after which the GPU work stops.
// The line: the allocations come from whatever needs memory next (often backward, on another
// thread), not from the line that keeps the tensors. With the script at hand, the loop's body is
// read for a container made outside the loop that each iteration adds to.

namespace faultline::rules {

namespace {

// The rule needs steps: fewer leave, after two of warm-up, fewer than kMinWindows windows of two steps.
constexpr std::int64_t kMinSteps = 8;
// Warm-up: the first tenth of the steps.
constexpr std::size_t kWarmupPart = 10;
// Warm-up: at least two steps.
constexpr std::size_t kMinWarmupSteps = 2;
// Up to eight windows of the steps after warm-up.
constexpr std::size_t kMaxWindows = 8;
// Each window at least two steps long.
constexpr std::size_t kMinStepsPerWindow = 2;
// At least three windows.
constexpr std::size_t kMinWindows = 3;
// What is held rises from window to window all but once.
constexpr std::size_t kMaxFlatWindows = 1;
// What is held ends at least 64 MiB above where it began.
constexpr std::int64_t kMinGrowthBytes = 64LL << 20;
// What is held ends at least a fifth above where it began (growth * 5 >= start).
constexpr std::int64_t kMaxStartPerGrowth = 5;
// The allocator releasing its cache ends a leak when the GPU work stops within 2 s of it,
constexpr std::int64_t kStopAfterReleaseNs = 2 * kSecond;
// The GPU work stopping within four steps of the release counts too, when that is longer than 2 s.
constexpr std::int64_t kStopAfterReleaseSteps = 4;
// The release that ends a leak comes in the last two steps.
constexpr int kReleaseInLastSteps = 2;
// A non-zero process exit from 10 s before the last window's end on is how the leak ended (an OOM).
constexpr std::int64_t kExitNearEndNs = 10 * kSecond;
// At most this many of the lines whose tensors stay alive as steps of the chain.
constexpr std::size_t kMaxSitesShown = 3;

// The statement in the step loop that keeps something each iteration, or an invalid line.
SourceLine keepingLine(const ChainBuilder& b, const ProcessActivity& a, std::string* statement)
{
    const PythonSource* source = b.files().find(a.stepLine.file);
    if (!source)
        return {};
    const std::optional<PythonSource::Loop> loop = source->enclosingLoop(a.stepLine.line);
    if (!loop)
        return {};
    const std::vector<PythonSource::ContainerStore> stores = source->containerStores(*loop);
    if (stores.empty())
        return {};
    // A store of something the loop itself makes (`out = model(x)` ... `history.append(out)`) is
    // the likely keeper; one that stores a Python number or a CPU copy keeps no GPU memory.
    auto keepsNoGpuMemory = [](const std::string& value) {
        for (const char* cpu : {".item()", ".tolist()", ".cpu()", ".numpy()", "float(", "int(", "str(", "len("})
            if (value.find(cpu) != std::string::npos)
                return true;
        return false;
    };
    const PythonSource::ContainerStore* best = nullptr;
    int bestScore = -1;
    for (const PythonSource::ContainerStore& s : stores) {
        if (keepsNoGpuMemory(s.value))
            continue;
        bool madeInLoop = false;
        for (int l = loop->bodyFirst; l <= loop->bodyLast && !madeInLoop; ++l)
            for (const std::string& n : source->assignedNames(l))
                madeInLoop = madeInLoop || std::find(s.arguments.begin(), s.arguments.end(), n) != s.arguments.end();
        const int score = madeInLoop ? 2 : (s.arguments.empty() ? 0 : 1);
        if (score > bestScore) {
            best = &s;
            bestScore = score;
        }
    }
    if (!best || bestScore == 0)
        return {};
    *statement = source->statement(best->line);
    std::string function = a.stepLine.function;
    return {a.stepLine.file, best->line, function};
}

struct SiteGrowth
{
    SourceLine line;
    std::uint64_t bytes = 0;
    std::uint64_t tensors = 0;
};

// With PyTorch's tensor rows: the tensors allocated in [from, to) and still live at `to`, by the
// Python line that allocated them, most bytes first.
std::vector<SiteGrowth> liveTensorSites(const ChainBuilder& b, const ProcessActivity& a, std::int64_t from,
                                        std::int64_t to)
{
    const std::vector<TensorRow> rows = tensorRows(b.scope(), a.process, to);
    std::unordered_map<std::uint64_t, const TensorRow*> live;
    for (const TensorRow& r : rows) {
        if (r.alloc)
            live[r.address] = &r;
        else
            live.erase(r.address);
    }
    std::map<SourceLine, SiteGrowth> bySite;
    for (const auto& [address, r] : live) {
        if (r->time < from)
            continue;
        const SourceLine line = b.lineOf(r->ref);
        SiteGrowth& g = bySite[line];
        g.line = line;
        g.bytes += r->bytes;
        ++g.tensors;
    }
    std::vector<SiteGrowth> out;
    for (auto& [line, g] : bySite)
        if (line.isValid())
            out.push_back(g);
    std::stable_sort(out.begin(), out.end(),
                     [](const SiteGrowth& x, const SiteGrowth& y) { return x.bytes > y.bytes; });
    return out;
}

} // namespace

void memoryGrowthRule(const RuleInput& in, std::vector<Chain>& out)
{
    const ChainBuilder& b = in.builder;
    const Scope& scope = b.scope();
    const Trace& trace = scope.trace();
    for (const ProcessActivity& a : in.activity) {
        if (a.stepCount() < kMinSteps)
            continue;
        // What is held over time: successful allocations (in force from their end) minus the
        // frees of their addresses (from their start).
        struct Change
        {
            std::int64_t time;
            std::int64_t delta;
            EventRef ref;
        };
        std::vector<Change> changes;
        std::unordered_map<std::uint64_t, std::uint64_t> sizes;
        std::vector<EventRef> allocs = a.calls.mallocs;
        allocs.insert(allocs.end(), a.calls.driverAllocs.begin(), a.calls.driverAllocs.end());
        for (const EventRef& r : allocs)
            if (scope.retCode(r) == 0)
                changes.push_back({scope.endOf(r), static_cast<std::int64_t>(scope.arg0(r)), r});
        for (const EventRef& r : a.calls.frees)
            if (scope.retCode(r) == 0 && scope.arg0(r) != 0)
                changes.push_back({scope.start(r), 0, r});
        std::stable_sort(changes.begin(), changes.end(),
                         [](const Change& x, const Change& y) { return x.time < y.time; });
        for (Change& c : changes) {
            if (c.delta > 0) {
                if (scope.arg1(c.ref) != 0)
                    sizes[scope.arg1(c.ref)] = static_cast<std::uint64_t>(c.delta);
            } else if (const auto it = sizes.find(scope.arg0(c.ref)); it != sizes.end()) {
                c.delta = -static_cast<std::int64_t>(it->second);
                sizes.erase(it);
            }
        }
        auto heldAt = [&](std::int64_t t) {
            std::int64_t h = 0;
            for (const Change& c : changes) {
                if (c.time > t)
                    break;
                h += c.delta;
            }
            return h;
        };

        const std::size_t steps = a.stepStarts.size();
        const std::size_t warm = std::max<std::size_t>(kMinWarmupSteps, steps / kWarmupPart);
        const std::size_t counted = steps - warm;
        const std::size_t windows = std::min<std::size_t>(kMaxWindows, counted / kMinStepsPerWindow);
        if (windows < kMinWindows)
            continue;
        std::vector<std::int64_t> boundaries; // window edges as times
        for (std::size_t w = 0; w <= windows; ++w) {
            const std::size_t step = warm + w * counted / windows;
            boundaries.push_back(step < steps ? a.stepStarts[step] : a.rangeEnd());
        }
        std::vector<std::int64_t> level;
        for (const std::int64_t t : boundaries)
            level.push_back(heldAt(t));
        std::size_t rises = 0;
        for (std::size_t w = 1; w < level.size(); ++w)
            rises += level[w] > level[w - 1] ? 1 : 0;
        const std::int64_t growth = level.back() - level.front();
        if (rises + kMaxFlatWindows < windows || growth < kMinGrowthBytes
            || growth * kMaxStartPerGrowth < level.front())
            continue;
        const std::size_t grownSteps = counted;
        const std::int64_t perStep = growth / static_cast<std::int64_t>(grownSteps);
        const double seconds = static_cast<double>(boundaries.back() - boundaries.front()) / 1e9;

        // The allocations that served the growth, and how it ended.
        std::vector<EventRef> growthAllocs;
        std::int64_t allocTime = 0;
        for (const EventRef& r : allocs) {
            if (scope.retCode(r) == 0 && scope.start(r) >= boundaries.front()) {
                growthAllocs.push_back(r);
                allocTime += scope.length(r);
            }
        }
        std::vector<EventRef> ending;
        std::string endingText;
        bool oom = false;
        for (const EventRef& r : allocs) {
            if (scope.retCode(r) == 2 && scope.start(r) >= boundaries.front()) {
                ending.push_back(r);
                oom = true;
                //: How a leak ended; %1 is a time since the capture began like 42.1 s
                endingText = translated(
                    QT_TRANSLATE_NOOP("ChainEngine", "an allocation failed with out of memory at %1"),
                    scope.at(scope.start(r)));
                break;
            }
        }
        if (!oom) {
            // The allocator releasing its cache by itself, then the GPU work stopping.
            for (const EventRef& r : a.calls.frees) {
                if (scope.start(r) < boundaries.front() || !b.facts(r).releaseCache)
                    continue;
                const std::int64_t after = a.last - scope.endOf(r);
                if (after <= std::max<std::int64_t>(kStopAfterReleaseNs, kStopAfterReleaseSteps * a.stepPeriod)
                    && a.stepAt(scope.start(r)) + kReleaseInLastSteps >= static_cast<int>(steps)) {
                    ending.push_back(r);
                    allocTime += scope.length(r);
                    oom = true;
                    //: How a leak ended; %1 is a time since the capture began, %2 a duration
                    endingText = translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                              "the allocator released its cached memory at %1, as "
                                                              "PyTorch does before it raises OutOfMemoryError, and "
                                                              "the process's GPU work stopped %2 later"),
                                            scope.at(scope.start(r)), duration(std::max<std::int64_t>(0, after)));
                    break;
                }
            }
        }
        for (const Lane& lane : trace.lanes) {
            if (lane.kind != LaneKind::Instants || trace.threads[lane.thread].process != a.process)
                continue;
            for (std::size_t i = 0; i < lane.events.size(); ++i) {
                if (lane.events.sourceAt(i) != static_cast<std::uint8_t>(capture::Source::Host)
                    || lane.events.opAt(i) != capture::ops::ProcessExit || lane.events.arg0[i] == 0)
                    continue;
                oom = oom || lane.events.start[i] >= boundaries.back() - kExitNearEndNs;
                // The kernel's exit code: status << 8, or the signal that killed it in the low bits.
                const std::uint64_t code = lane.events.arg0[i];
                endingText += (endingText.empty() ? "" : "; ")
                    + ((code & 0x7f) != 0
                           //: How a leak ended; %1 is a time since the capture began, %2 a signal number
                           ? translated(QT_TRANSLATE_NOOP("ChainEngine", "the process was killed at %1 by signal %2"),
                                        scope.at(lane.events.start[i]), code & 0x7f)
                           //: How a leak ended; %1 is a time since the capture began, %2 the exit status
                           : translated(QT_TRANSLATE_NOOP("ChainEngine", "the process exited at %1 with status %2"),
                                        scope.at(lane.events.start[i]), (code >> 8) & 0xff));
            }
        }

        Chain chain;
        chain.rule = "memory-growth";
        chain.pid = a.pid;
        chain.id = "memory-growth-" + std::to_string(a.pid);
        chain.failure = oom;
        chain.windowStart = boundaries.front();
        chain.windowEnd = ending.empty() ? boundaries.back() : scope.endOf(ending.back());
        b.impact(chain, allocTime, a);
        // Memory that grows without end will run out: never below MEDIUM.
        if (chain.severity == ChainSeverity::Low)
            chain.severity = ChainSeverity::Medium;

        std::string statement;
        const SourceLine keeping = keepingLine(b, a, &statement);
        std::vector<EventRef> evidence = ending;
        evidence.insert(evidence.end(), growthAllocs.begin(), growthAllocs.end());
        b.evidence(chain, evidence);
        b.sources(chain, growthAllocs, true);
        // Where the tensors that stay alive were made, when the capture has them.
        const std::vector<SiteGrowth> sites = liveTensorSites(b, a, boundaries.front(), boundaries.back());
        if (!sites.empty())
            ChainBuilder::leadWith(chain, sites.front().line, 0.5);
        if (keeping.isValid())
            ChainBuilder::leadWith(chain, keeping, 0.6);

        //: %1 is a size like 32.0 MiB, %2 a process, %3 and %4 sizes, %5 a number of steps
        chain.title = translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                   "GPU memory grows by %1 every step in %2: %3 → %4 over %5 steps, "
                                                   "never given back"),
                                 bytes(static_cast<std::uint64_t>(perStep)), processLabel(trace, a.process),
                                 bytes(static_cast<std::uint64_t>(std::max<std::int64_t>(0, level.front()))),
                                 bytes(static_cast<std::uint64_t>(std::max<std::int64_t>(0, level.back()))),
                                 grownSteps);
        if (oom)
            //: Appended to the title of a leak that ended in an out-of-memory error; mind the leading space
            chain.title += translated(QT_TRANSLATE_NOOP("ChainEngine", " — ends in an OOM"));
        chain.rootCause = keeping.isValid()
            //: %1:%2 is a Python file and line, %3 the statement there
            ? translated(QT_TRANSLATE_NOOP("ChainEngine", "each step keeps its tensors alive: %1:%2 %3"),
                         fileName(keeping.file), keeping.line, statement)
            : translated(QT_TRANSLATE_NOOP("ChainEngine", "something keeps a reference to each step's tensors"));

        for (std::size_t w = 1; w < level.size(); ++w)
            //: %1 is a size like 1.5 GiB, %2 a number of steps
            chain.steps.push_back({boundaries[w], "CUDA", "in use",
                                   translated(QT_TRANSLATE_NOOP("ChainEngine", "%1 held after step %2"),
                                              bytes(static_cast<std::uint64_t>(std::max<std::int64_t>(0, level[w]))),
                                              warm + w * counted / windows),
                                   0});
        for (std::size_t i = 0; i < sites.size() && i < kMaxSitesShown; ++i)
            //: %1 a size, %2 a number of tensors, %3 a Python file and line
            chain.steps.push_back({0, "PYTHON", "tensors",
                                   translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                                "%1 in %2 tensors allocated at %3 since then are "
                                                                "still alive"),
                                              bytes(sites[i].bytes), sites[i].tensors, shortWhere(sites[i].line)),
                                   0});
        if (!ending.empty())
            chain.steps.push_back({scope.start(ending.front()), layerOf(scope.sourceOf(ending.front())),
                                   scope.opName(ending.front()), endingText, scope.length(ending.front())});

        //: %1 is a process, %2 and %3 sizes, %4 a number of steps, %5 a duration, %6 a size per
        //: step, %7 a size per second
        chain.explanation = translated(
            QT_TRANSLATE_NOOP("ChainEngine",
                              "What %1 holds through cudaMalloc went from %2 to %3 over "
                              "%4 steps (%5), rising in every part of the run and never "
                              "given back: %6 per step, %7 per second. The caching "
                              "allocator keeps segments, but it stops asking for more once "
                              "the steps' sizes are known; this keeps asking."),
            processLabel(trace, a.process), bytes(static_cast<std::uint64_t>(std::max<std::int64_t>(0, level.front()))),
            bytes(static_cast<std::uint64_t>(std::max<std::int64_t>(0, level.back()))), grownSteps,
            duration(boundaries.back() - boundaries.front()), bytes(static_cast<std::uint64_t>(perStep)),
            bytes(static_cast<std::uint64_t>(seconds > 0 ? static_cast<double>(growth) / seconds : 0)));
        if (keeping.isValid())
            //: Appended to the explanation; mind the leading space. %1:%2 is a file and line, %3 its statement
            chain.explanation += translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                              " The step loop adds to a container made outside it at "
                                                              "%1:%2 (%3), so every step's tensors stay alive."),
                                            fileName(keeping.file), keeping.line, statement);
        if (oom)
            //: Appended to the explanation; mind the leading space. %1 says how it ended
            chain.explanation += translated(QT_TRANSLATE_NOOP("ChainEngine", " It ended when %1."), endingText);
        ChainBuilder::recommend(chain,
                                translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                             "Find who keeps references to the tensors "
                                                             "allocated at the top source lines (lists of "
                                                             "losses, hooks, caches); call .detach()/.item() "
                                                             "before keeping values")));
        if (keeping.isValid())
            //: %1:%2 is a file and line
            ChainBuilder::recommend(chain,
                                    translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                                 "At %1:%2, keep a detached CPU copy or a Python "
                                                                 "number (.item(), .detach().cpu()) instead of the "
                                                                 "GPU tensor, or drop the container"),
                                               fileName(keeping.file), keeping.line));
        ChainBuilder::recommend(chain,
                                translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                             "Compare torch.cuda.memory_allocated() across "
                                                             "steps to confirm the growth")));
        out.push_back(std::move(chain));
    }
}

} // namespace faultline::rules
