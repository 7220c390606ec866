#include "Rules.h"

#include <algorithm>

// Syncs with c10::TensorImpl's destructor on the stack: freeing a tensor in the hot loop made the
// CPU wait for the GPU (a side stream's tensor released without record_stream, or an allocator
// configured to sync on free).

namespace faultline::rules {

using capture::OpCatalog;
using capture::saturatingAdd;

namespace {

// At least this many syncs with ~TensorImpl on their stack.
constexpr std::size_t kMinSyncs = 5;
// A chain when together they block at least 1 % of the range (or one blocks kMinLongestNs).
constexpr double kMinRangeShare = 0.01;
// A chain when the longest of them blocks at least this long (or they block kMinRangeShare).
constexpr std::int64_t kMinLongestNs = 10 * kMs;

void destructorSyncs(const ChainBuilder& b, const ProcessActivity& activity, std::vector<Chain>& out)
{
    const Scope& scope = b.scope();
    const Trace& trace = scope.trace();
    const std::uint32_t process = activity.process;
    const ProcessCalls& calls = activity.calls;
    std::vector<EventRef> dtor;
    std::int64_t total = 0;
    std::int64_t longest = 0;
    for (const EventRef& r : calls.syncs) {
        if (!b.facts(r).tensorDtor)
            continue;
        dtor.push_back(r);
        total = saturatingAdd(total, scope.length(r));
        longest = std::max(longest, scope.length(r));
    }
    if (dtor.size() < kMinSyncs
        || (static_cast<double>(total) < kMinRangeShare * static_cast<double>(activity.rangeNs())
            && longest < kMinLongestNs))
        return;
    Chain chain;
    chain.rule = "dtor-sync";
    chain.pid = trace.processes[process].pid;
    chain.id = "dtor-sync-" + std::to_string(chain.pid);
    b.impact(chain, total, activity);
    const std::string op = OpCatalog::opName(scope.events(dtor.front()).sourceAt(dtor.front().index),
                                             scope.events(dtor.front()).opAt(dtor.front().index));
    //: %1 is a process like "python3 (pid 4242)", %3 a duration like 3.2 s, %4 a percentage like 12 %
    chain.title = translated(
        QT_TRANSLATE_NOOP("ChainEngine", "Tensor destructors synchronise the GPU in %1: %2 syncs, %3 (%4)"),
        processLabel(trace, process), dtor.size(), duration(total), percent(chain.impact.share));
    chain.rootCause = translated(QT_TRANSLATE_NOOP(
        "ChainEngine", "freeing tensors in the hot loop waits for the GPU (c10::TensorImpl::~TensorImpl → sync)"));
    std::stable_sort(dtor.begin(), dtor.end(),
                     [&](EventRef a, EventRef c2) { return scope.length(a) > scope.length(c2); });
    b.evidence(chain, dtor);
    chain.symptom = symptomOf(scope, op, dtor);
    chain.steps.push_back({chain.windowStart, "PYTHON", "del / reassignment",
                           translated(QT_TRANSLATE_NOOP("ChainEngine", "a tensor goes out of scope")), 0});
    //: %2 and %3 are durations like 3.2 ms
    chain.steps.push_back(
        {chain.windowStart, "CUDA", op,
         translated(QT_TRANSLATE_NOOP("ChainEngine", "%1 synchronisations inside ~TensorImpl, p99 %2, longest %3"),
                    dtor.size(), duration(chain.symptom.p99), duration(longest)),
         chain.symptom.p99});
    b.sources(chain, dtor);
    //: %2 is a CUDA op like cudaStreamSynchronize, %3 a duration like 3.2 s, %4 a percentage like 12 %
    chain.explanation = translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                     "%1 %2 calls have c10::TensorImpl's destructor on their stack: "
                                                     "releasing a tensor's memory made the CPU wait for the GPU to "
                                                     "finish with it. Together they blocked the thread for %3 (%4 of "
                                                     "the range)."),
                                   dtor.size(), op, duration(total), percent(chain.impact.share));
    if (!chain.sources.empty())
        //: Appended to the explanation; mind the leading space. %1:%2 is a Python file and line
        chain.explanation += translated(QT_TRANSLATE_NOOP("ChainEngine", " The tensors die at %1:%2."),
                                        chain.sources.front().file, chain.sources.front().line);
    ChainBuilder::recommend(chain,
                            translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                         "Keep buffers alive across iterations (pre-allocate, "
                                                         "reuse with out= or copy_) instead of letting them "
                                                         "die every step")));
    ChainBuilder::recommend(chain,
                            translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                         "When a tensor is used on a side stream, call "
                                                         "tensor.record_stream(stream) instead of "
                                                         "synchronising before it is freed")));
    out.push_back(std::move(chain));
}

} // namespace

void destructorSyncRule(const RuleInput& in, std::vector<Chain>& out)
{
    for (const ProcessActivity& a : in.activity)
        destructorSyncs(in.builder, a, out);
}

} // namespace faultline::rules
