#include "OomExplainer.h"
#include "Rules.h"

#include <algorithm>
#include <map>
#include <regex>
#include <unordered_map>

// A CUDA allocation that returned an error is the OOM itself. PyTorch's caching allocator, when
// cudaMalloc fails, gives back the segments it holds that have no live block (cudaFree each)
// and asks once more; a second failure raises torch.OutOfMemoryError. So an incident is a
// failure, maybe frees, maybe a second failure of the same size. What the capture tells about
// it: the size asked, what the process held through traced allocations, what the retry released,
// the GPU's size (from the session) and, where the probe traced PyTorch's tensors, the live
// tensors and the free pieces inside the segments. The kind:
//   - memory held elsewhere: the process's own allocations and the request fit in the GPU, or
//     other traced processes held at least the request;
//   - otherwise fragmentation or exhaustion, split as every view splits it (snapshot::splitOom):
//     with the tensors, the free space in the segments against the request and its largest
//     piece; without them the capture cannot tell (a segment with one live tensor and one full
//     of them look the same), and the chain says so and what would tell, instead of guessing.

namespace faultline::rules {

namespace {

// Failures within 10 s of each other are one incident (the retry).
constexpr std::int64_t kIncidentGapNs = 10 * kSecond;
// The caching allocator's small-pool segments: 2 MiB.
constexpr std::uint64_t kSmallSegmentBytes = 2ULL << 20;
// The caching allocator's segments for requests of 1-10 MiB: 20 MiB (larger ones are large requests rounded up).
constexpr std::uint64_t kMidSegmentBytes = 20ULL << 20;
// What a GPU reports as its total: its model name's size less 1/32 of it.
constexpr std::uint64_t kUnreportedPart = 32;
// Held elsewhere when what the process holds and asks fits in what the GPU reports less 1/20 of it.
constexpr std::uint64_t kHeadroomPart = 20;
// Without the GPU's size, a process that held and asked for less than the smallest
// data-centre GPU has (16 GB) did not fill one by itself.
constexpr std::uint64_t kSmallestGpu = 12ULL << 30;
using snapshot::OomCause;

// The GPU's memory from its model name ("NVIDIA H100 80GB HBM3"), 0 when it does not say.
std::uint64_t gpuBytes(const Trace& trace)
{
    static const std::regex size(R"((\d+)\s*GB)", std::regex::icase);
    for (const capture::Session& s : trace.sessions) {
        std::smatch m;
        if (std::regex_search(s.gpuModel, m, size))
            return static_cast<std::uint64_t>(std::stoull(m[1].str())) << 30;
    }
    return 0;
}

bool isOutOfMemory(std::int32_t code)
{
    // cudaErrorMemoryAllocation and CUDA_ERROR_OUT_OF_MEMORY are both 2.
    return code == 2;
}

// What `a` held through traced allocations at `t`: successful allocations minus matched frees.
std::uint64_t heldAt(const Scope& scope, const ProcessActivity& a, std::int64_t t)
{
    std::unordered_map<std::uint64_t, std::uint64_t> live;
    std::uint64_t held = 0;
    for (const auto* list : {&a.calls.mallocs, &a.calls.driverAllocs})
        for (const EventRef& r : *list)
            if (scope.retCode(r) == 0 && scope.endOf(r) <= t) {
                held += scope.arg0(r);
                if (scope.arg1(r) != 0)
                    live[scope.arg1(r)] = scope.arg0(r);
            }
    for (const EventRef& r : a.calls.frees) {
        if (scope.retCode(r) != 0 || scope.start(r) > t)
            continue;
        if (const auto it = live.find(scope.arg0(r)); it != live.end()) {
            held -= std::min(held, it->second);
            live.erase(it);
        }
    }
    return held;
}

// What PyTorch's tensor rows (faultline-probe) say about a process at `t`: its live tensors and,
// in the segments it held (`segments`: address -> size), the free space and its largest piece.
struct TensorFigures
{
    bool known = false;
    std::uint64_t live = 0;
    std::uint64_t blocks = 0;
    std::uint64_t freeInSegments = 0;
    std::uint64_t largestHole = 0;
};

TensorFigures tensorsAt(const Scope& scope, const ProcessActivity& a, std::int64_t t,
                        const std::unordered_map<std::uint64_t, std::uint64_t>& segments)
{
    // At `t` itself: the failing request came after every report that preceded it.
    const std::vector<TensorRow> rows = tensorRows(scope, a.process, t + 1);
    TensorFigures f;
    if (rows.empty())
        return f;
    f.known = true;
    std::map<std::uint64_t, std::uint64_t> live;
    for (const TensorRow& r : rows) {
        if (r.alloc)
            live[r.address] = r.bytes;
        else
            live.erase(r.address);
    }
    for (const auto& [address, bytes] : live) {
        f.live += bytes;
        ++f.blocks;
    }
    // The free pieces of each segment: the space between its live blocks.
    for (const auto& [address, size] : std::map<std::uint64_t, std::uint64_t>(segments.begin(), segments.end())) {
        std::uint64_t at = address;
        const std::uint64_t end = address + size;
        for (auto it = live.lower_bound(address); it != live.end() && it->first < end; ++it) {
            if (it->first > at) {
                f.freeInSegments += it->first - at;
                f.largestHole = std::max(f.largestHole, it->first - at);
            }
            at = std::max(at, std::min(end, it->first + it->second));
        }
        if (end > at) {
            f.freeInSegments += end - at;
            f.largestHole = std::max(f.largestHole, end - at);
        }
    }
    return f;
}

} // namespace

void failedAllocationRule(const RuleInput& in, std::vector<Chain>& out)
{
    const ChainBuilder& b = in.builder;
    const Scope& scope = b.scope();
    const Trace& trace = scope.trace();
    const std::uint64_t gpuTotal = gpuBytes(trace);
    for (const ProcessActivity& a : in.activity) {
        std::vector<EventRef> allocs = a.calls.mallocs;
        allocs.insert(allocs.end(), a.calls.driverAllocs.begin(), a.calls.driverAllocs.end());
        std::stable_sort(allocs.begin(), allocs.end(),
                         [&](EventRef x, EventRef y) { return scope.start(x) < scope.start(y); });
        std::vector<EventRef> failures;
        for (const EventRef& r : allocs)
            if (isOutOfMemory(scope.retCode(r)))
                failures.push_back(r);
        if (failures.empty())
            continue;

        // Incidents: failures within 10 s of each other are one (the retry).
        std::vector<std::vector<EventRef>> incidents;
        for (const EventRef& f : failures) {
            if (incidents.empty() || scope.start(f) - scope.endOf(incidents.back().back()) > kIncidentGapNs)
                incidents.emplace_back();
            incidents.back().push_back(f);
        }

        for (const std::vector<EventRef>& incident : incidents) {
            const EventRef first = incident.front();
            const EventRef last = incident.back();
            const std::uint64_t asked = scope.arg0(first);

            // What the process held when it asked: successful allocations minus matched frees.
            std::unordered_map<std::uint64_t, std::uint64_t> live;
            std::uint64_t held = 0;
            std::uint64_t heldWithoutAddress = 0;
            std::size_t a1 = 0;
            std::size_t f1 = 0;
            const std::vector<EventRef>& frees = a.calls.frees;
            std::uint64_t released = 0;
            std::size_t releasedSegments = 0;
            std::vector<EventRef> releaseRefs;
            while (a1 < allocs.size() || f1 < frees.size()) {
                const bool takeAlloc = f1 >= frees.size()
                    || (a1 < allocs.size() && scope.endOf(allocs[a1]) <= scope.start(frees[f1]));
                const EventRef r = takeAlloc ? allocs[a1++] : frees[f1++];
                const std::int64_t t = takeAlloc ? scope.endOf(r) : scope.start(r);
                if (scope.retCode(r) != 0)
                    continue;
                if (t > scope.start(last))
                    break;
                const bool beforeFailure = t <= scope.start(first);
                if (takeAlloc) {
                    if (!beforeFailure)
                        continue;
                    const std::uint64_t size = scope.arg0(r);
                    if (scope.arg1(r) != 0)
                        live[scope.arg1(r)] = size;
                    else
                        heldWithoutAddress += size;
                    held += size;
                } else {
                    const auto it = live.find(scope.arg0(r));
                    if (it == live.end())
                        continue;
                    if (beforeFailure) {
                        held -= it->second;
                    } else {
                        released += it->second;
                        ++releasedSegments;
                        releaseRefs.push_back(r);
                    }
                    live.erase(it);
                }
            }

            // The segments it held, by size: the caching allocator's 2 MiB small-pool segments,
            // its 20 MiB ones for requests of 1-10 MiB, and the rest (large requests rounded up).
            std::uint64_t smallBytes = 0;
            std::uint64_t midBytes = 0;
            std::uint64_t largeBytes = 0;
            std::size_t smallCount = 0;
            std::size_t midCount = 0;
            std::size_t largeCount = 0;
            for (const auto& [pointer, size] : live) {
                if (size <= kSmallSegmentBytes) {
                    smallBytes += size;
                    ++smallCount;
                } else if (size <= kMidSegmentBytes) {
                    midBytes += size;
                    ++midCount;
                } else {
                    largeBytes += size;
                    ++largeCount;
                }
            }
            // Other traced processes on the node and what they held then (one GPU per node is
            // the common case; a capture of several GPUs' processes overstates it).
            std::uint64_t othersHeld = 0;
            std::vector<std::string> others;
            for (const ProcessActivity& other : in.activity) {
                if (other.process == a.process)
                    continue;
                const std::uint64_t h = heldAt(scope, other, scope.start(first));
                if (h == 0)
                    continue;
                othersHeld += h;
                //: A process and what it held: "python3 (pid 4242): 60.0 GiB"
                others.push_back(translated(QT_TRANSLATE_NOOP("ChainEngine", "%1: %2"),
                                            processLabel(trace, other.process), bytes(h)));
            }
            const std::uint64_t usable = gpuTotal - gpuTotal / kUnreportedPart; // what a GPU reports as its total
            const bool retried = incident.size() >= 2;
            const TensorFigures tensors = tensorsAt(scope, a, scope.start(first), live);
            OomCause kind = OomCause::Unknown;
            if (othersHeld >= asked && othersHeld >= held / 2) {
                kind = OomCause::HeldElsewhere;
            } else if (gpuTotal > 0 ? held + asked <= usable - usable / kHeadroomPart : held + asked < kSmallestGpu) {
                kind = OomCause::HeldElsewhere;
            } else {
                snapshot::OomSplitFigures split;
                split.requested = asked;
                if (tensors.known) {
                    split.cachedFree = tensors.freeInSegments;
                    split.largestCachedFree = tensors.largestHole;
                }
                if (gpuTotal > 0)
                    split.deviceTotal = usable;
                kind = snapshot::splitOom(split);
            }

            Chain chain;
            chain.rule = "cuda-oom";
            chain.failure = true;
            chain.pid = a.pid;
            chain.id = "cuda-oom-" + std::to_string(a.pid) + "-"
                + std::to_string((scope.start(first) - trace.beginNs) / kMs);
            chain.windowStart = scope.start(first);
            chain.windowEnd = scope.endOf(last);
            b.impact(chain, scope.endOf(last) - scope.start(first), a);
            std::vector<EventRef> evidence = incident;
            evidence.insert(evidence.end(), releaseRefs.begin(), releaseRefs.end());
            b.evidence(chain, evidence);
            b.sources(chain, incident, true);
            const SourceLine line = b.lineOf(first);
            const std::string where = line.isValid() ? shortWhere(line) : scope.opName(first);
            //: %1 is where: a Python file and line like train.py:18 (or the CUDA call when no line is
            //: known), %2 and %3 sizes like 23.6 GiB, %4 the kind: fragmentation, exhaustion, memory held
            //: elsewhere, or exhaustion or fragmentation (cannot tell)
            chain.title = translated(
                QT_TRANSLATE_NOOP("ChainEngine", "CUDA out of memory at %1: %2 asked, %3 held — %4"), where,
                bytes(asked), bytes(held), snapshot::oomCauseLabel(kind));
            chain.cause = snapshot::oomCauseName(kind);
            switch (kind) {
            case OomCause::Fragmentation:
                chain.rootCause = translated(
                    QT_TRANSLATE_NOOP("ChainEngine",
                                      "fragmentation: the memory held is split among segments that each keep a live "
                                      "tensor, and the request needs one piece"));
                break;
            case OomCause::Exhaustion:
                chain.rootCause = translated(QT_TRANSLATE_NOOP(
                    "ChainEngine", "exhaustion: the memory in use and the request together exceed the GPU"));
                break;
            case OomCause::HeldElsewhere:
                chain.rootCause = translated(QT_TRANSLATE_NOOP(
                    "ChainEngine", "memory held elsewhere: another process or a library outside the traced calls"));
                break;
            case OomCause::Unknown:
                chain.rootCause = translated(
                    QT_TRANSLATE_NOOP("ChainEngine",
                                      "exhaustion or fragmentation: the capture traced the allocator's segments, not "
                                      "the tensors inside them, so it cannot tell which"));
                break;
            }

            //: %1 is a CUDA call like cudaMalloc, %2 a size, %3 the error code
            chain.steps.push_back(
                {scope.start(first), layerOf(scope.sourceOf(first)), scope.opName(first),
                 translated(QT_TRANSLATE_NOOP("ChainEngine", "%1(%2) failed: out of memory (error %3)"),
                            scope.opName(first), bytes(asked), scope.retCode(first)),
                 scope.length(first)});
            //: %1 is a size, %2 a number of segments; the second sentence says how they split by size
            chain.steps.push_back(
                {scope.start(first), "CUDA", "in use",
                 translated(QT_TRANSLATE_NOOP("ChainEngine",
                                              "the process held %1 in %2 segments through traced allocations: %3 "
                                              "of 2 MiB or less, %4 of up to 20 MiB (for requests of 1-10 MiB), %5 "
                                              "larger"),
                            bytes(held), live.size() + (heldWithoutAddress > 0 ? 1 : 0), smallCount, midCount,
                            largeCount),
                 0});
            if (tensors.known)
                //: %1 and %3 sizes, %2 a number of tensors, %4 a size: the largest free piece
                chain.steps.push_back(
                    {scope.start(first), "PYTHON", "tensors",
                     translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                  "live tensors took %1 in %2 blocks; %3 lay free in its segments, "
                                                  "the largest free piece %4"),
                                bytes(tensors.live), tensors.blocks, bytes(tensors.freeInSegments),
                                bytes(tensors.largestHole)),
                     0});
            if (retried) {
                if (released > 0)
                    //: %1 a number of segments, %2 a size
                    chain.steps.push_back(
                        {scope.start(releaseRefs.front()), "CUDA", "cudaFree",
                         translated(
                             QT_TRANSLATE_NOOP("ChainEngine",
                                               "the allocator gave back %1 unused segments (%2) and asked again"),
                             releasedSegments, bytes(released)),
                         0});
                else
                    chain.steps.push_back(
                        {scope.start(last), "CUDA", scope.opName(last),
                         translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                      "the allocator had no segment without a live tensor to give "
                                                      "back, and asked again")),
                         0});
                //: %1 is a CUDA call like cudaMalloc
                chain.steps.push_back(
                    {scope.start(last), layerOf(scope.sourceOf(last)), scope.opName(last),
                     translated(QT_TRANSLATE_NOOP("ChainEngine", "%1 failed again"), scope.opName(last)),
                     scope.length(last)});
            }
            if (gpuTotal > 0)
                //: %1 is a size like 80.0 GiB
                chain.steps.push_back({0, "SYSTEM", "gpu",
                                       translated(QT_TRANSLATE_NOOP("ChainEngine", "the GPU has %1"), bytes(gpuTotal)),
                                       0});

            //: %1 is a process, %2 a CUDA call, %3 where (file:line), %4 a size asked, %5 a size held,
            //: %6 a number of segments
            chain.explanation = translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                             "%1 asked %2 for %4 at %3 and got out of memory, while "
                                                             "it held %5 in %6 segments."),
                                           processLabel(trace, a.process), scope.opName(first), where, bytes(asked),
                                           bytes(held), live.size());
            if (gpuTotal > 0)
                //: Appended to the explanation; mind the leading space. %1 is a size
                chain.explanation += translated(QT_TRANSLATE_NOOP("ChainEngine", " The GPU has %1."), bytes(gpuTotal));
            if (tensors.known)
                //: Appended to the explanation; mind the leading space. %1 a size, %2 a number, %3 and %4 sizes
                chain.explanation += translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                                  " Its live tensors took %1 (%2 blocks); %3 of its "
                                                                  "segments lay free, in pieces of at most %4."),
                                                bytes(tensors.live), tensors.blocks, bytes(tensors.freeInSegments),
                                                bytes(tensors.largestHole));
            switch (kind) {
            case OomCause::Fragmentation:
                //: Appended to the explanation; mind the leading space. %1 is a ratio like 2.7
                chain.explanation += translated(
                    QT_TRANSLATE_NOOP("ChainEngine",
                                      " The process held %1 times what it asked for, and PyTorch's retry found no "
                                      "segment it could give back whole: every segment keeps at least one live "
                                      "tensor, so free space, however much, is split among them while the request "
                                      "needs one piece. Segments that can grow and shrink "
                                      "(expandable_segments) let freed space be mapped into one range."),
                    fixed(static_cast<double>(held) / static_cast<double>(std::max<std::uint64_t>(1, asked)), 1));
                if (midBytes > held / 2)
                    //: Appended to the explanation; mind the leading space. %1 a size, %2 a number of segments
                    chain.explanation += translated(
                        QT_TRANSLATE_NOOP("ChainEngine",
                                          " Most of it (%1 in %2 segments) is in the 20 MiB segments the allocator "
                                          "makes for tensors of 1-10 MiB: tensors of varying size scattered "
                                          "through them leave gaps no large request can use."),
                        bytes(midBytes), midCount);
                ChainBuilder::recommend(chain,
                                        translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                                     "Set PYTORCH_CUDA_ALLOC_CONF=expandable_segments:"
                                                                     "True so freed space can be reused by a large "
                                                                     "request")));
                ChainBuilder::recommend(chain,
                                        translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                                     "Allocate the large buffer first and reuse it, "
                                                                     "or pad variable-length batches to a few fixed "
                                                                     "sizes")));
                break;
            case OomCause::Exhaustion:
                if (released > 0)
                    //: Appended to the explanation; mind the leading space. %1 a size
                    chain.explanation += translated(
                        QT_TRANSLATE_NOOP("ChainEngine",
                                          " PyTorch gave back %1 of cached segments and asked again, and it still "
                                          "did not fit: the memory is in use."),
                        bytes(released));
                else
                    //: Appended to the explanation; mind the leading space
                    chain.explanation += translated(QT_TRANSLATE_NOOP(
                        "ChainEngine",
                        " What the process holds and what it asked for together exceed what the GPU has."));
                ChainBuilder::recommend(chain,
                                        translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                                     "Reduce the batch size or sequence length, or "
                                                                     "trade compute for memory (activation "
                                                                     "checkpointing, bf16)")));
                ChainBuilder::recommend(chain,
                                        translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                                     "Drop references to tensors you no longer need "
                                                                     "before the large allocation")));
                break;
            case OomCause::HeldElsewhere:
                if (!others.empty())
                    //: Appended to the explanation; mind the leading space. %1 a size, %2 a list of
                    //: processes with what each held
                    chain.explanation += translated(
                        QT_TRANSLATE_NOOP("ChainEngine", " Other processes held %1 at that moment: %2."),
                        bytes(othersHeld), listText(others));
                else if (gpuTotal > 0)
                    //: Appended to the explanation; mind the leading space. %1 and %2 sizes
                    chain.explanation += translated(
                        QT_TRANSLATE_NOOP("ChainEngine",
                                          " What this process holds and asked for (%1) fits in the GPU (%2): the rest "
                                          "is held elsewhere, by another process or outside the traced calls (NCCL, "
                                          "cuBLAS workspaces, another library)."),
                        bytes(held + asked), bytes(gpuTotal));
                else
                    //: Appended to the explanation; mind the leading space. %1 a size
                    chain.explanation += translated(
                        QT_TRANSLATE_NOOP("ChainEngine",
                                          " What this process holds and asked for (%1) is less than any data-centre "
                                          "GPU has: the rest is likely held elsewhere, by another process or "
                                          "outside the traced calls (NCCL, cuBLAS workspaces, another library)."),
                        bytes(held + asked));
                ChainBuilder::recommend(chain,
                                        translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                                     "Find the other process on the GPU (nvidia-smi) "
                                                                     "and give each job its own GPU "
                                                                     "(CUDA_VISIBLE_DEVICES)")));
                break;
            case OomCause::Unknown:
                if (released > 0)
                    //: Appended to the explanation; mind the leading space. %1 a size
                    chain.explanation += translated(
                        QT_TRANSLATE_NOOP("ChainEngine",
                                          " PyTorch gave back %1 of cached segments and asked again, and it still "
                                          "did not fit."),
                        bytes(released));
                //: Appended to the explanation; mind the leading space
                chain.explanation += translated(QT_TRANSLATE_NOOP(
                    "ChainEngine",
                    " Without the tensors the capture cannot tell whether those segments were full of live tensors "
                    "(exhaustion: only a smaller peak helps) or held free pieces, each too small for the request "
                    "(fragmentation: expandable_segments helps)."));
                chain.explanation += " " + snapshot::oomWhatWouldTell();
                ChainBuilder::recommend(chain, snapshot::oomEitherWayAdvice());
                ChainBuilder::recommend(chain,
                                        translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                                     "Record the tensors (faultline-probe without "
                                                                     "--no-tensors) or open the job's memory "
                                                                     "snapshot to tell which")));
                break;
            }
            out.push_back(std::move(chain));
        }
    }
}

} // namespace faultline::rules
