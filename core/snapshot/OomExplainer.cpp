#include "OomExplainer.h"

#include "SnapshotReplay.h"
#include "UiText.h"
#include "Units.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <memory>
#include <mutex>
#include <regex>
#include <set>

namespace faultline::snapshot {

namespace {

constexpr std::uint64_t kMiB = std::uint64_t{1} << 20;
constexpr std::uint64_t kSmallRequest = kMiB; // requests up to this come from the small pool
// Larger figures in a message are nonsense (a real log shows 17179869184.00 GiB in use).
constexpr double kImplausibleBytes = 1.0e16;

// The sentences for people, in the user's language (lupdate finds them by QT_TRANSLATE_NOOP).
std::string ui(const char* source, std::initializer_list<std::string_view> args = {})
{
    return text::uiText("OomExplainer", source, args);
}

const char* const kSize = R"(([0-9]+(?:\.[0-9]+)?)\s*(bytes|B|KiB|MiB|GiB|TiB|KB|MB|GB|TB))";

// Compiled once per pattern (std::regex construction is slow; searching is thread-safe).
const std::regex& compiled(const std::string& re)
{
    static std::mutex mutex;
    static std::map<std::string, std::unique_ptr<std::regex>> cache;
    const std::lock_guard<std::mutex> lock(mutex);
    std::unique_ptr<std::regex>& slot = cache[re];
    if (!slot)
        slot = std::make_unique<std::regex>(re, std::regex::ECMAScript);
    return *slot;
}

std::string pattern(const std::string& before, const std::string& after = std::string())
{
    return before + kSize + after;
}

std::optional<std::uint64_t> sizeFrom(const std::string& number, const std::string& unit, OomMessage& m)
{
    double v = std::strtod(number.c_str(), nullptr);
    if (unit == "KiB" || unit == "KB")
        v *= 1024.0;
    else if (unit == "MiB" || unit == "MB")
        v *= 1024.0 * 1024.0;
    else if (unit == "GiB" || unit == "GB")
        v *= 1024.0 * 1024.0 * 1024.0;
    else if (unit == "TiB" || unit == "TB")
        v *= 1024.0 * 1024.0 * 1024.0 * 1024.0;
    if (!(v >= 0) || v > kImplausibleBytes) {
        //: %1 is a number and %2 its unit as the error message printed them ("17179869184.00" "GiB")
        m.notes.push_back(
            ui(QT_TRANSLATE_NOOP("OomExplainer", "ignored an implausible figure: %1 %2"), {number, unit}));
        return std::nullopt;
    }
    return static_cast<std::uint64_t>(std::llround(v));
}

struct Settings
{
    bool known = false;
    bool expandable = false;
    std::optional<std::int64_t> maxSplit; // bytes; absent or -1 = unlimited
    double gcThreshold = 0;
    bool roundup = false;
};

Settings readSettings(const Snapshot* s)
{
    Settings out;
    if (s == nullptr)
        return out;
    for (const Segment& seg : s->segments) {
        if (seg.expandable && !seg.host)
            out.expandable = true;
    }
    const Value settings = s->allocatorSettings;
    if (s->container(settings) == nullptr)
        return out;
    out.known = true;
    if (const auto e = s->toInt(s->member(settings, "expandable_segments")))
        out.expandable = out.expandable || *e != 0;
    if (const auto m = s->toInt(s->member(settings, "max_split_size")); m && *m > 0)
        out.maxSplit = *m;
    out.gcThreshold = s->toDouble(s->member(settings, "garbage_collection_threshold")).value_or(0);
    if (const Container* r = s->container(s->member(settings, "roundup_power2_divisions"))) {
        for (std::uint64_t i = 1; i < r->size(); i += 2) {
            if (s->toInt(r->at(i)).value_or(0) > 0)
                out.roundup = true;
        }
    }
    const std::string_view conf = s->toStringView(s->member(settings, "PYTORCH_CUDA_ALLOC_CONF"));
    if (conf.find("expandable_segments:True") != std::string_view::npos
        || conf.find("expandable_segments:true") != std::string_view::npos)
        out.expandable = true;
    return out;
}

std::uint64_t suggestedSplitMb(std::uint64_t request)
{
    // At or just below the failing size, as a power of two, and above the 20 MiB minimum.
    std::uint64_t mb = std::max<std::uint64_t>(request / kMiB, 1);
    std::uint64_t p = 1;
    while (p * 2 <= mb)
        p *= 2;
    return std::max<std::uint64_t>(p, 32);
}

void addFragmentationAdvice(OomExplanation& e, const Settings& settings)
{
    if (!settings.expandable) {
        e.advice.push_back(ui(
            QT_TRANSLATE_NOOP("OomExplainer",
                              "Set PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True. Segments then grow in place and "
                              "free pages can be mapped again where they are needed, so a large tensor no longer "
                              "needs one contiguous hole inside a single cudaMalloc.")));
    } else {
        e.advice.push_back(
            ui(QT_TRANSLATE_NOOP("OomExplainer",
                                 "expandable_segments is already on: what remains are holes between live blocks of "
                                 "the same mapping, so fewer long-lived tensors scattered between short-lived ones is "
                                 "what helps (allocate persistent buffers first).")));
    }
    if (!settings.maxSplit) {
        //: %1 is a whole number of MiB, part of the setting max_split_size_mb:%1 (keep that text as it is)
        e.advice.push_back(
            ui(QT_TRANSLATE_NOOP("OomExplainer",
                                 "If expandable segments are not an option, set max_split_size_mb:%1. Blocks of that "
                                 "size or more are then never cut up for small requests, which keeps large free "
                                 "blocks whole for large tensors (at the price of more cached memory)."),
               {std::to_string(suggestedSplitMb(e.requested))}));
    } else {
        //: %1 is a size like 128.00 MiB
        e.advice.push_back(ui(QT_TRANSLATE_NOOP("OomExplainer",
                                                "max_split_size is already set (%1); a lower value "
                                                "keeps more large blocks whole, a higher one wastes "
                                                "less."),
                              {text::formatBytes(static_cast<std::uint64_t>(*settings.maxSplit))}));
    }
}

void addEmptyCacheAdvice(OomExplanation& e)
{
    if (e.releasable > 0) {
        //: %1 is a size like 2.50 GiB
        e.advice.push_back(ui(QT_TRANSLATE_NOOP("OomExplainer",
                                                "%1 sits in whole free segments: torch.cuda.empty_cache() would "
                                                "return it to the driver, which helps other processes on this GPU. It "
                                                "would not have saved this allocation: the allocator frees such "
                                                "segments by itself before it gives up."),
                              {text::formatBytes(e.releasable)}));
    } else {
        e.advice.push_back(ui(QT_TRANSLATE_NOOP("OomExplainer",
                                                "torch.cuda.empty_cache() would not have helped: before raising the "
                                                "error the allocator already returns every whole free segment to the "
                                                "driver.")));
    }
    if (e.nonReleasable > 0)
        //: %1 is a size like 2.50 GiB
        e.advice.push_back(ui(QT_TRANSLATE_NOOP("OomExplainer",
                                                "%1 is free inside segments that still hold live tensors; "
                                                "empty_cache() cannot release that, only fewer splits can "
                                                "(expandable_segments, max_split_size_mb)."),
                              {text::formatBytes(e.nonReleasable)}));
}

void addExhaustionAdvice(OomExplanation& e, const Snapshot* s)
{
    std::string text = ui(QT_TRANSLATE_NOOP("OomExplainer",
                                            "Lower the peak: a smaller batch or sequence length, activation "
                                            "checkpointing, lower precision (bf16/fp16), or dropping references to "
                                            "tensors sooner."));
    if (s != nullptr && !e.topSites.empty()) {
        // Code locations and sizes only: nothing in the list itself is for translators.
        std::string sites;
        for (std::size_t i = 0; i < e.topSites.size(); ++i) {
            sites += (i == 0 ? "" : "; ") + s->describeFrame(static_cast<FrameId>(e.topSites[i].first)) + " ("
                + text::formatBytes(e.topSites[i].second) + ")";
        }
        //: Appended to the previous advice; mind the leading space. %1 lists code locations with their sizes,
        //: separated by semicolons: "train.py:42:forward (1.50 GiB); model.py:7:attn (512.00 MiB)"
        text += ui(QT_TRANSLATE_NOOP("OomExplainer", " The largest live allocation sites were: %1."), {sites});
    }
    e.advice.push_back(text);
}

} // namespace

std::optional<std::uint64_t> parseByteSize(std::string_view text)
{
    static const std::regex re(std::string("^\\s*") + kSize + "\\s*$");
    std::match_results<std::string_view::const_iterator> m;
    if (!std::regex_match(text.begin(), text.end(), m, re))
        return std::nullopt;
    OomMessage scratch;
    return sizeFrom(m[1].str(), m[2].str(), scratch);
}

const char* oomCauseName(OomCause cause)
{
    switch (cause) {
    case OomCause::Fragmentation: return "fragmentation";
    case OomCause::Exhaustion: return "exhaustion";
    case OomCause::HeldElsewhere: return "held_elsewhere";
    case OomCause::Unknown: break;
    }
    return "unknown";
}

OomCause splitOom(const OomSplitFigures& f)
{
    const std::uint64_t r = f.requested;
    // Larger than the whole GPU: no arrangement of its memory holds it.
    if (f.deviceTotal && r > *f.deviceTotal)
        return OomCause::Exhaustion;
    if (!f.cachedFree)
        return OomCause::Unknown;
    if (f.largestCachedFree.value_or(0) >= r || *f.cachedFree >= r)
        return OomCause::Fragmentation;
    if (f.deviceFree && *f.cachedFree + *f.deviceFree >= r)
        return OomCause::Fragmentation;
    return OomCause::Exhaustion;
}

std::string oomCauseLabel(OomCause cause)
{
    switch (cause) {
    case OomCause::Fragmentation: return ui(QT_TRANSLATE_NOOP("OomExplainer", "fragmentation"));
    case OomCause::Exhaustion: return ui(QT_TRANSLATE_NOOP("OomExplainer", "exhaustion"));
    case OomCause::HeldElsewhere: return ui(QT_TRANSLATE_NOOP("OomExplainer", "memory held elsewhere"));
    case OomCause::Unknown: break;
    }
    return ui(QT_TRANSLATE_NOOP("OomExplainer", "exhaustion or fragmentation (cannot tell)"));
}

std::string oomWhatWouldTell()
{
    return ui(QT_TRANSLATE_NOOP("OomExplainer",
                                "To tell, record the job with faultline-probe's tensor events (on unless --no-tensors; "
                                "faultline-probe check --pid says whether the process's allocator can be traced), or "
                                "open the job's memory snapshot (torch.cuda.memory._record_memory_history(), then "
                                "torch.cuda.memory._dump_snapshot() where the error is caught) in Faultline."));
}

std::string oomEitherWayAdvice()
{
    return ui(QT_TRANSLATE_NOOP("OomExplainer",
                                "If it is fragmentation, PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True lets freed "
                                "space serve a large request; if it is exhaustion, only a smaller peak helps (a "
                                "smaller batch or sequence length, activation checkpointing, bf16)."));
}

std::string bytesOrUnknown(const std::optional<std::uint64_t>& bytes)
{
    //: A figure the capture or snapshot does not have, in place of a size
    return bytes ? text::formatBytes(*bytes) : ui(QT_TRANSLATE_NOOP("OomExplainer", "unknown"));
}

std::optional<std::uint64_t> OomMessage::reservedTotal() const
{
    if (reserved)
        return reserved;
    if (allocated && reservedUnallocated)
        return *allocated + privatePools.value_or(0) + *reservedUnallocated;
    return std::nullopt;
}

std::optional<std::uint64_t> OomMessage::unallocatedReserved() const
{
    if (reservedUnallocated)
        return reservedUnallocated;
    if (reserved && allocated)
        return *reserved > *allocated ? *reserved - *allocated : 0;
    return std::nullopt;
}

OomMessage parseOomMessage(std::string_view view)
{
    OomMessage m;
    // Only the message itself, wherever it sits in a log: a cheap search first, then the
    // regular expressions over a bounded window around it.
    std::size_t anchor = view.find("out of memory");
    anchor = std::min(anchor, view.find("would exceed allowed memory"));
    if (anchor == std::string_view::npos)
        return m;
    const std::size_t start = anchor > 200 ? anchor - 200 : 0;
    const std::string text(view.substr(start, 4096));
    std::smatch match;
    auto find = [&](const std::string& re) { return std::regex_search(text, match, compiled(re)); };
    auto size = [&](std::size_t group) { return sizeFrom(match[group].str(), match[group + 1].str(), m); };

    if (find(R"(Allocation on device (\d+) would exceed allowed memory)")) {
        m.found = true;
        m.backend = "cudaMallocAsync";
        m.device = std::stoi(match[1].str());
        if (find(pattern(R"(Currently allocated\s*:\s*)")))
            m.allocated = size(1);
        if (find(pattern(R"(Requested\s*:\s*)")))
            m.requested = size(1);
        if (find(pattern(R"(Device limit\s*:\s*)")))
            m.totalCapacity = size(1);
        if (find(pattern(R"(Free \(according to CUDA\)\s*:\s*)")))
            m.free = size(1);
        if (find(pattern(R"(PyTorch limit \(set by user-supplied memory fraction\)\s*:\s*)")))
            m.allowed = size(1);
        m.truncated = !m.free.has_value();
        return m;
    }
    if (!find(R"(([A-Za-z]+) out of memory)"))
        return m;
    m.found = true;
    m.backend = match[1].str();
    if (find(pattern(R"(Tried to allocate\s+)")))
        m.requested = size(1);
    // <= 2.0: "(GPU 0; 10.76 GiB total capacity; 9.12 GiB already allocated; 12.56 MiB free; ...)"
    if (find(pattern(R"(\((?:GPU|NPU|XPU|MUSA|device)\s*(\d+);\s*)", R"(\s+total capacity)"))) {
        m.device = std::stoi(match[1].str());
        m.totalCapacity = sizeFrom(match[2].str(), match[3].str(), m);
    }
    if (find(pattern("", R"(\s+already allocated)")))
        m.allocated = size(1);
    if (find(pattern(";\\s*", R"(\s+free)")))
        m.free = size(1);
    if (find(pattern("", R"(\s+reserved in total by PyTorch)")))
        m.reserved = size(1);
    // 2.1+: "GPU 0 has a total capacty of 79.15 GiB of which 5.81 MiB is free."
    if (find(pattern(R"((?:GPU|NPU|XPU|device)\s+(\d+)\s+has a total capac(i?)ty of\s+)"))) {
        m.device = std::stoi(match[1].str());
        m.capacityTypo = match[2].str().empty();
        m.totalCapacity = sizeFrom(match[3].str(), match[4].str(), m);
    }
    if (find(pattern(R"(of which\s+)", R"(\s+is free)")))
        m.free = size(1);
    {
        static const std::regex process(std::string(R"(Process\s+(\d+)\s+has\s+)") + kSize + R"(\s+memory in use)");
        for (auto it = std::sregex_iterator(text.begin(), text.end(), process); it != std::sregex_iterator(); ++it) {
            const auto bytes = sizeFrom((*it)[2].str(), (*it)[3].str(), m);
            if (bytes)
                m.processes.emplace_back(std::stoll((*it)[1].str()), *bytes);
        }
    }
    if (find(pattern(R"(this process has\s+)", R"(\s+memory in use)")))
        m.processInUse = size(1);
    if (find(pattern("", R"(\s+allowed)")))
        m.allowed = size(1);
    std::optional<std::uint64_t> allocatedWithPools;
    if (find(pattern(R"(Of the allocated memory\s+)", R"(\s+is allocated by PyTorch)")))
        allocatedWithPools = size(1);
    if (find(pattern(R"(with\s+)", R"(\s+allocated in private pools)")))
        m.privatePools = size(1);
    if (find(pattern(R"(and\s+)", R"(\s+is reserved by PyTorch but unallocated)")))
        m.reservedUnallocated = size(1);
    if (allocatedWithPools) {
        const std::uint64_t pools = m.privatePools.value_or(0);
        m.allocated = *allocatedWithPools > pools ? *allocatedWithPools - pools : 0;
    }
    m.truncated = !m.free.has_value() || (!m.reserved && !m.reservedUnallocated);
    return m;
}

std::vector<std::pair<std::int64_t, std::size_t>> findOomEntries(const Snapshot& snapshot)
{
    std::vector<std::pair<std::int64_t, std::size_t>> out;
    for (const DeviceTrace& t : snapshot.deviceTraces) {
        for (std::size_t row = t.begin; row < t.end; ++row) {
            if (snapshot.trace.action[row] == Action::Oom)
                out.emplace_back(t.device, row - t.begin);
        }
    }
    return out;
}

OomExplanation explainOomEntry(const SnapshotReplay& replay, std::size_t entry, const OomMessage* message)
{
    const Snapshot& s = replay.snapshot();
    OomExplanation e;
    e.device = replay.device();
    e.entry = entry;
    if (entry >= replay.entryCount()) {
        //: %1 is a position in the device's allocator trace, %2 a device number
        e.summary = ui(QT_TRANSLATE_NOOP("OomExplainer", "There is no trace entry %1 on device %2."),
                       {std::to_string(entry), std::to_string(e.device)});
        return e;
    }
    const std::size_t row = replay.rowOf(entry);
    const TraceColumns& t = s.trace;
    if (t.timeUs[row] != TraceColumns::kNoTime)
        e.timeUs = t.timeUs[row];
    e.requested = t.size[row];
    if (t.addr[row] != TraceColumns::kUnknownFree)
        e.deviceFree = t.addr[row];
    e.segmentsOnly = s.source.segmentsOnly;
    const std::uint32_t stream = t.stream[row];
    std::uint32_t pool = 0;
    if (const auto p = s.extra(t.extras[row], "pool_id"); p && p->kind() == ValueKind::Pair) {
        const auto& pair = s.values.pairs[p->index()];
        const auto it = std::find(s.pools.begin(), s.pools.end(), pair);
        pool = it == s.pools.end() ? 0 : static_cast<std::uint32_t>(it - s.pools.begin());
    }
    const bool smallRequest = e.requested <= kSmallRequest;

    ReplayCursor cursor(replay);
    cursor.seek(entry);
    const ReplayState state = cursor.state();
    e.reserved = state.totals.reservedBytes;
    e.allocated = state.totals.allocatedBytes();
    e.pendingFree = state.totals.pendingBytes;
    e.cachedFree = e.reserved > state.totals.activeBytes ? e.reserved - state.totals.activeBytes : 0;
    std::map<std::int64_t, std::uint64_t> sites;
    for (const StateSegment& seg : state.segments) {
        std::uint64_t free = 0;
        std::uint64_t largest = 0;
        bool live = false;
        for (const StateBlock& b : seg.blocks) {
            if (b.state == BlockState::Inactive) {
                free += b.size;
                largest = std::max(largest, b.size);
            } else {
                live = true;
                sites[s.allocationSite(b.stack)] += b.size;
            }
        }
        if (!live && !seg.segment.expandable)
            e.releasable += seg.segment.size;
        else
            e.nonReleasable += free;
        if (seg.segment.pool != pool) {
            if (seg.segment.pool != 0) {
                e.privatePoolReserved += seg.segment.size;
                e.privatePoolFree += free;
            }
            continue;
        }
        if (seg.segment.small != smallRequest)
            continue;
        if (seg.segment.stream == stream) {
            e.usableFree += free;
            e.largestUsableFree = std::max(e.largestUsableFree, largest);
        } else {
            e.otherStreamFree += free;
        }
    }
    std::vector<std::pair<std::int64_t, std::uint64_t>> ranked(sites.begin(), sites.end());
    std::sort(ranked.begin(), ranked.end(), [](const auto& a, const auto& b) { return a.second > b.second; });
    for (const auto& site : ranked) {
        if (site.first < 0 || e.topSites.size() == 3)
            continue;
        e.topSites.push_back(site);
    }

    if (message != nullptr && !e.deviceFree)
        e.deviceFree = message->free;
    if (message != nullptr && message->totalCapacity) {
        e.totalCapacity = message->totalCapacity;
        if (e.deviceFree) {
            const std::uint64_t used = *e.deviceFree + e.reserved;
            e.heldOutside = *e.totalCapacity > used ? *e.totalCapacity - used : 0;
        }
    }

    // What happened in the trace before the failure.
    std::uint64_t burst = 0;
    std::uint64_t burstBytes = 0;
    for (std::size_t k = entry; k-- > 0;) {
        const Action a = t.action[replay.rowOf(k)];
        if (a == Action::SegmentFree || a == Action::SegmentUnmap) {
            ++burst;
            burstBytes += t.size[replay.rowOf(k)];
        } else if (a != Action::Oom && a != Action::Snapshot) {
            break;
        }
    }
    std::set<std::uint64_t> largeSizes;
    for (std::size_t k = entry, seen = 0; k-- > 0 && seen < 1000000; ++seen) {
        const std::size_t r = replay.rowOf(k);
        if (t.action[r] == Action::Alloc && t.size[r] > kSmallRequest)
            largeSizes.insert(t.size[r]);
    }

    const Settings settings = readSettings(&s);
    const std::uint64_t f = e.deviceFree.value_or(0);
    const std::uint64_t r = e.requested;
    OomSplitFigures split;
    split.requested = r;
    split.deviceFree = e.deviceFree;
    split.deviceTotal = e.totalCapacity;
    if (!e.segmentsOnly) {
        split.cachedFree = e.usableFree;
        split.largestCachedFree = e.largestUsableFree;
    }
    const OomCause kind = splitOom(split);
    if (pool != 0) {
        //: %1 is a size like 2.00 GiB, %2 a device number, %3 a CUDA stream id, %4 a position in the allocator trace
        e.findings.push_back(
            ui(QT_TRANSLATE_NOOP("OomExplainer",
                                 "Request: %1 on device %2 (stream %3, a private pool), trace entry "
                                 "%4."),
               {text::formatBytes(r), std::to_string(e.device), std::to_string(stream), std::to_string(entry)}));
    } else {
        //: %1 is a size like 2.00 GiB, %2 a device number, %3 a CUDA stream id, %4 a position in the allocator trace
        e.findings.push_back(
            ui(QT_TRANSLATE_NOOP("OomExplainer", "Request: %1 on device %2 (stream %3), trace entry %4."),
               {text::formatBytes(r), std::to_string(e.device), std::to_string(stream), std::to_string(entry)}));
    }
    if (e.segmentsOnly) {
        //: %1 is the GPU's free memory (a size, or "unknown"), %2 a size like 60.0 GiB, %3 a number of segments
        e.findings.push_back(
            ui(QT_TRANSLATE_NOOP("OomExplainer",
                                 "The GPU's free memory: %1. The process held %2 in %3 segments "
                                 "(cudaMalloc); how much of them live tensors used is not "
                                 "recorded."),
               {bytesOrUnknown(e.deviceFree), text::formatBytes(e.reserved), std::to_string(state.segments.size())}));
    } else {
        //: %1 is the GPU's free memory (a size, or "unknown"), %2..%5 are sizes like 2.00 GiB
        e.findings.push_back(
            ui(QT_TRANSLATE_NOOP("OomExplainer",
                                 "The GPU's free memory: %1. PyTorch had reserved %2: %3 "
                                 "allocated, %4 freed but still in use on another stream, %5 cached "
                                 "free."),
               {bytesOrUnknown(e.deviceFree), text::formatBytes(e.reserved), text::formatBytes(e.allocated),
                text::formatBytes(e.pendingFree), text::formatBytes(e.cachedFree)}));
        //: %1 and %2 are sizes like 2.00 GiB
        e.findings.push_back(ui(QT_TRANSLATE_NOOP("OomExplainer",
                                                  "Free in segments that could serve this request: %1; the largest "
                                                  "piece: %2."),
                                {text::formatBytes(e.usableFree), text::formatBytes(e.largestUsableFree)}));
    }
    if (e.otherStreamFree > 0) {
        //: %1 is a size like 2.00 GiB
        e.findings.push_back(ui(QT_TRANSLATE_NOOP("OomExplainer", "Free in segments of other streams: %1."),
                                {text::formatBytes(e.otherStreamFree)}));
    }
    if (e.privatePoolReserved > 0) {
        //: %1 and %2 are sizes like 2.00 GiB; %2 is the free part of %1
        e.findings.push_back(
            ui(QT_TRANSLATE_NOOP("OomExplainer", "Private pools (CUDA graphs, MemPool) reserve %1, %2 of it free."),
               {text::formatBytes(e.privatePoolReserved), text::formatBytes(e.privatePoolFree)}));
    }
    if (e.heldOutside) {
        //: %1 is the GPU's total memory and %2 a part of it, sizes like 80.00 GiB
        e.findings.push_back(ui(QT_TRANSLATE_NOOP("OomExplainer",
                                                  "Of the %1 on the GPU, %2 was neither free nor reserved by this "
                                                  "allocator."),
                                {text::formatBytes(*e.totalCapacity), text::formatBytes(*e.heldOutside)}));
    }
    if (burst > 0) {
        //: %1 is a number of segments (1 or more), %2 their total size like 2.00 GiB
        e.findings.push_back(ui(QT_TRANSLATE_NOOP("OomExplainer",
                                                  "Just before the failure %1 segments (%2) were released: the "
                                                  "allocator's flush-and-retry ran and did not find enough."),
                                {std::to_string(burst), text::formatBytes(burstBytes)}));
    }

    if (kind == OomCause::Fragmentation) {
        e.cause = OomCause::Fragmentation;
        if (e.largestUsableFree >= r) {
            //: %1 is the size of a free block, %2 the requested size, both like 2.00 GiB
            e.summary = ui(QT_TRANSLATE_NOOP("OomExplainer",
                                             "Fragmentation: a free block of %1 on this stream looked large enough "
                                             "for %2, yet the allocator could not use it (an oversize block kept for "
                                             "larger requests when max_split_size is set, or a block freed while the "
                                             "failing call ran)."),
                           {text::formatBytes(e.largestUsableFree), text::formatBytes(r)});
        } else if (e.usableFree >= r) {
            //: %1 is the free total, %2 the requested size, %3 the largest hole, %4 the GPU's free memory
            e.summary = ui(QT_TRANSLATE_NOOP("OomExplainer",
                                             "Fragmentation: %1 was free in PyTorch's cached segments on this stream, "
                                             "more than the %2 requested, but split into holes between live tensors; "
                                             "the largest was %3, and the GPU had only %4 left for a new segment."),
                           {text::formatBytes(e.usableFree), text::formatBytes(r),
                            text::formatBytes(e.largestUsableFree), bytesOrUnknown(e.deviceFree)});
        } else {
            //: %1 is the free total in cached holes, %2 the GPU's free memory, %3 the requested size
            e.summary = ui(QT_TRANSLATE_NOOP("OomExplainer",
                                             "Fragmentation: the holes in cached segments (%1) and the GPU's free "
                                             "memory (%2) would together hold the %3 requested, but neither on its "
                                             "own: a new segment needs %3 of contiguous free device memory, and the "
                                             "cached holes are scattered."),
                           {text::formatBytes(e.usableFree), text::formatBytes(f), text::formatBytes(r)});
        }
        addFragmentationAdvice(e, settings);
    } else if (e.privatePoolFree > 0 && e.privatePoolFree + e.usableFree + f >= r) {
        e.cause = OomCause::HeldElsewhere;
        //: Where the memory was: shown in parentheses after the cause
        e.where = ui(QT_TRANSLATE_NOOP("OomExplainer", "private pools"));
        //: %1 is the free size inside private pools, %2 the requested size
        e.summary = ui(QT_TRANSLATE_NOOP("OomExplainer",
                                         "Memory held in private pools: %1 lay free inside private pools (CUDA graphs "
                                         "or torch.cuda.MemPool), which ordinary allocations cannot use; with it the "
                                         "%2 request would have fit."),
                       {text::formatBytes(e.privatePoolFree), text::formatBytes(r)});
        e.advice.push_back(ui(QT_TRANSLATE_NOOP("OomExplainer",
                                                "Free CUDA graphs that are no longer replayed (and with them their "
                                                "pools), let graphs share one memory pool, or capture fewer graphs.")));
    } else if (e.otherStreamFree > 0 && e.otherStreamFree + e.usableFree + f >= r) {
        e.cause = OomCause::HeldElsewhere;
        //: Where the memory was: shown in parentheses after the cause
        e.where = ui(QT_TRANSLATE_NOOP("OomExplainer", "other streams"));
        //: %1 is a size like 2.00 GiB
        e.summary = ui(QT_TRANSLATE_NOOP("OomExplainer",
                                         "Memory held on other streams: %1 lay free in segments cached for other CUDA "
                                         "streams, and the caching allocator reuses a block only on the stream it was "
                                         "allocated on."),
                       {text::formatBytes(e.otherStreamFree)});
        e.advice.push_back(ui(QT_TRANSLATE_NOOP("OomExplainer",
                                                "Allocate on fewer side streams, or free tensors on the stream that "
                                                "allocated them; tensor.record_stream() ties a block to another stream "
                                                "until that stream catches up.")));
    } else if (e.heldOutside && *e.heldOutside + f + (e.segmentsOnly ? 0 : e.cachedFree) >= r
               && *e.heldOutside >= r / 4) {
        e.cause = OomCause::HeldElsewhere;
        //: Where the memory was: shown in parentheses after the cause
        e.where = ui(QT_TRANSLATE_NOOP("OomExplainer", "other processes"));
        //: %1 is the GPU's total memory, %2 its free part, %3 what this allocator reserved, %4 the rest
        e.summary = ui(QT_TRANSLATE_NOOP("OomExplainer",
                                         "Memory held elsewhere: the GPU has %1 but only %2 was free and this "
                                         "allocator had reserved %3; %4 is used outside it (other processes, the CUDA "
                                         "context, libraries such as NCCL or cuBLAS)."),
                       {text::formatBytes(*e.totalCapacity), text::formatBytes(f), text::formatBytes(e.reserved),
                        text::formatBytes(*e.heldOutside)});
        //: %1 is a GPU number
        e.advice.push_back(ui(QT_TRANSLATE_NOOP("OomExplainer",
                                                "See what else runs on GPU %1 (nvidia-smi) and give this job the GPU "
                                                "to itself, or limit the others; every process also pays a CUDA "
                                                "context of a few hundred MiB."),
                              {std::to_string(e.device)}));
    } else if (kind == OomCause::Unknown) {
        e.cause = OomCause::Unknown;
        //: %1 is the requested size, %2 what the process held, %3 its number of segments
        e.summary = ui(QT_TRANSLATE_NOOP("OomExplainer",
                                         "Exhaustion or fragmentation: the capture cannot tell. It traced the "
                                         "allocator's segments (%2 in %3 segments when %1 was asked), not the tensors "
                                         "inside them, so it does not know how much of that memory was free."),
                       {text::formatBytes(r), text::formatBytes(e.reserved), std::to_string(state.segments.size())});
        e.advice.push_back(oomWhatWouldTell());
        e.advice.push_back(oomEitherWayAdvice());
        return e;
    } else {
        e.cause = OomCause::Exhaustion;
        if (e.pendingFree > 0) {
            //: %1 is held by live tensors, %2 freed but pending, %3 requested, %4 free on the GPU, %5 cached
            e.summary = ui(QT_TRANSLATE_NOOP("OomExplainer",
                                             "Genuine exhaustion: live tensors held %1 (plus %2 freed but still in "
                                             "use on other streams); the %3 request was more than the %4 free on the "
                                             "GPU and the %5 cached by PyTorch together. Only a smaller peak helps."),
                           {text::formatBytes(e.allocated), text::formatBytes(e.pendingFree), text::formatBytes(r),
                            bytesOrUnknown(e.deviceFree), text::formatBytes(e.cachedFree)});
        } else if (!e.deviceFree) {
            //: %1 is held by live tensors, %2 requested, %3 cached
            e.summary = ui(QT_TRANSLATE_NOOP("OomExplainer",
                                             "Genuine exhaustion: live tensors held %1; the %2 request was more than "
                                             "the %3 cached by PyTorch, and the GPU had too little free for a new "
                                             "segment (the snapshot does not say how much). Only a smaller peak "
                                             "helps."),
                           {text::formatBytes(e.allocated), text::formatBytes(r), text::formatBytes(e.cachedFree)});
        } else {
            //: %1 is held by live tensors, %2 requested, %3 free on the GPU, %4 cached
            e.summary = ui(QT_TRANSLATE_NOOP("OomExplainer",
                                             "Genuine exhaustion: live tensors held %1; the %2 request was more than "
                                             "the %3 free on the GPU and the %4 cached by PyTorch together. Only a "
                                             "smaller peak helps."),
                           {text::formatBytes(e.allocated), text::formatBytes(r), bytesOrUnknown(e.deviceFree),
                            text::formatBytes(e.cachedFree)});
        }
        addExhaustionAdvice(e, &s);
        if (!e.heldOutside) {
            //: %1 is a size like 24.00 GiB
            e.advice.push_back(ui(QT_TRANSLATE_NOOP("OomExplainer",
                                                    "If the GPU has more than %1, the rest is used outside this "
                                                    "allocator (other processes, the CUDA context, NCCL): check "
                                                    "nvidia-smi."),
                                  {text::formatBytes(e.reserved + f)}));
        }
    }
    if (largeSizes.size() >= 32 && !settings.roundup) {
        //: %1 is a count (32 or more); keep roundup_power2_divisions:4 as it is
        e.advice.push_back(ui(QT_TRANSLATE_NOOP("OomExplainer",
                                                "%1 different request sizes above 1 MiB appear before the failure. "
                                                "roundup_power2_divisions:4 rounds sizes up to quarter steps between "
                                                "powers of two, so a freed block fits the next request of a similar "
                                                "size (slightly more rounding, fewer holes)."),
                              {std::to_string(largeSizes.size())}));
    }
    if (burst >= 2 && settings.gcThreshold <= 0) {
        //: keep garbage_collection_threshold:0.8 as it is: it is a setting
        e.advice.push_back(ui(QT_TRANSLATE_NOOP("OomExplainer",
                                                "garbage_collection_threshold:0.8 (it needs "
                                                "torch.cuda.set_per_process_memory_fraction) returns old cached blocks "
                                                "earlier, before the synchronising free-everything-and-retry path "
                                                "seen here.")));
    }
    addEmptyCacheAdvice(e);
    return e;
}

OomExplanation explainOomMessage(const OomMessage& m, const Snapshot* context)
{
    OomExplanation e;
    e.device = m.device.value_or(0);
    e.requested = m.requested.value_or(0);
    e.deviceFree = m.free;
    e.totalCapacity = m.totalCapacity;
    e.allocated = m.allocated.value_or(0);
    e.privatePoolReserved = m.privatePools.value_or(0);
    const auto unallocated = m.unallocatedReserved();
    const auto reserved = m.reservedTotal();
    e.reserved = reserved.value_or(0);
    e.cachedFree = unallocated.value_or(0);
    if (!m.found) {
        e.summary = ui(QT_TRANSLATE_NOOP("OomExplainer", "No out-of-memory message was found in the text."));
        return e;
    }
    if (m.totalCapacity && m.free && reserved) {
        const std::uint64_t used = *m.free + *reserved;
        e.heldOutside = *m.totalCapacity > used ? *m.totalCapacity - used : 0;
    }
    const Settings settings = readSettings(context);
    const std::uint64_t r = e.requested;
    const std::uint64_t f = m.free.value_or(0);
    const std::uint64_t u = unallocated.value_or(0);

    if (m.backend == "cudaMallocAsync") {
        //: %1 is a size like 2.00 GiB, %2 a device number
        e.findings.push_back(ui(QT_TRANSLATE_NOOP("OomExplainer", "Request: %1 on device %2."),
                                {text::formatBytes(r), std::to_string(e.device)}));
    } else if (m.backend.empty()) {
        //: %1 is a size like 2.00 GiB, %2 a GPU number
        e.findings.push_back(ui(QT_TRANSLATE_NOOP("OomExplainer", "Request: %1 on GPU %2."),
                                {text::formatBytes(r), std::to_string(e.device)}));
    } else {
        //: %1 is a size like 2.00 GiB, %2 the kind of device as the error names it (CUDA, NPU, XPU), %3 its number
        e.findings.push_back(ui(QT_TRANSLATE_NOOP("OomExplainer", "Request: %1 on %2 %3."),
                                {text::formatBytes(r), m.backend, std::to_string(e.device)}));
    }
    if (m.totalCapacity) {
        //: %1 is the GPU's total memory, %2 its free part (sizes like 80.00 GiB, or ? when unknown)
        e.findings.push_back(ui(QT_TRANSLATE_NOOP("OomExplainer", "Capacity %1, free %2."),
                                {text::formatBytes(*m.totalCapacity), bytesOrUnknown(m.free)}));
    }
    if (reserved && m.privatePools) {
        //: %1 is reserved in total, of which %2 allocated, %3 in private pools and %4 unallocated
        e.findings.push_back(ui(QT_TRANSLATE_NOOP("OomExplainer",
                                                  "PyTorch reserved %1: %2 allocated, %3 in private pools, %4 "
                                                  "reserved but unallocated."),
                                {text::formatBytes(*reserved), text::formatBytes(e.allocated),
                                 text::formatBytes(*m.privatePools), text::formatBytes(u)}));
    } else if (reserved) {
        //: %1 is reserved in total, of which %2 allocated and %3 unallocated
        e.findings.push_back(
            ui(QT_TRANSLATE_NOOP("OomExplainer", "PyTorch reserved %1: %2 allocated, %3 reserved but unallocated."),
               {text::formatBytes(*reserved), text::formatBytes(e.allocated), text::formatBytes(u)}));
    }
    for (const auto& [pid, bytes] : m.processes) {
        //: %1 is a process id, %2 a size like 2.00 GiB
        e.findings.push_back(ui(QT_TRANSLATE_NOOP("OomExplainer", "Process %1 uses %2."),
                                {std::to_string(pid), text::formatBytes(bytes)}));
    }
    if (e.heldOutside) {
        //: %1 is a size like 2.00 GiB
        e.findings.push_back(ui(QT_TRANSLATE_NOOP("OomExplainer",
                                                  "%1 of the GPU is neither free nor reserved by this process's "
                                                  "allocator."),
                                {text::formatBytes(*e.heldOutside)}));
    }
    if (m.allowed) {
        //: %1 is a size like 2.00 GiB
        e.findings.push_back(
            ui(QT_TRANSLATE_NOOP("OomExplainer", "The process may use at most %1 (per-process memory fraction)."),
               {text::formatBytes(*m.allowed)}));
    }
    for (const std::string& note : m.notes) {
        //: %1 is a remark about the error message, such as "ignored an implausible figure: 1e18 GiB"
        e.findings.push_back(ui(QT_TRANSLATE_NOOP("OomExplainer", "Note: %1."), {note}));
    }
    if (m.truncated)
        e.findings.push_back(
            ui(QT_TRANSLATE_NOOP("OomExplainer", "The message is cut short; some figures are missing.")));

    if (m.backend == "cudaMallocAsync") {
        e.cause = !m.free ? OomCause::Unknown : f >= r ? OomCause::Fragmentation : OomCause::Exhaustion;
        if (e.cause == OomCause::Unknown) {
            //: %1 is a size like 2.00 GiB
            e.summary = ui(
                QT_TRANSLATE_NOOP("OomExplainer", "The message is too short to tell why %1 could not be allocated."),
                {text::formatBytes(r)});
        } else if (e.cause == OomCause::Exhaustion) {
            //: %1 is the allocated size, %2 the free size, %3 the requested size
            e.summary = ui(QT_TRANSLATE_NOOP("OomExplainer",
                                             "Genuine exhaustion under cudaMallocAsync: %1 was allocated and CUDA had "
                                             "%2 free, less than the %3 requested."),
                           {text::formatBytes(e.allocated), text::formatBytes(f), text::formatBytes(r)});
        } else {
            //: %1 is the requested size, %2 the free size
            e.summary = ui(QT_TRANSLATE_NOOP("OomExplainer",
                                             "cudaMallocAsync could not place %1 although CUDA reported %2 free: the "
                                             "driver's pool is fragmented or a memory-fraction limit applies."),
                           {text::formatBytes(r), text::formatBytes(f)});
        }
        if (m.allowed) {
            //: %1 is a size like 40.00 GiB
            e.advice.push_back(ui(QT_TRANSLATE_NOOP("OomExplainer",
                                                    "The limit set by torch.cuda.set_per_process_memory_fraction (%1) "
                                                    "is what ran out; raise it if the GPU has room."),
                                  {text::formatBytes(*m.allowed)}));
        }
        if (e.cause == OomCause::Exhaustion)
            addExhaustionAdvice(e, nullptr);
        return e;
    }

    if (m.allowed && reserved && *reserved + r > *m.allowed) {
        //: %1 is a size like 40.00 GiB
        e.advice.push_back(ui(QT_TRANSLATE_NOOP("OomExplainer",
                                                "The cap from torch.cuda.set_per_process_memory_fraction (%1 allowed) "
                                                "is what ran out, not the GPU; raise it if the GPU has room."),
                              {text::formatBytes(*m.allowed)}));
    }
    if (unallocated && (u >= r || u + f >= r)) {
        e.cause = OomCause::Fragmentation;
        if (u >= r) {
            //: %1 is the reserved-but-unallocated size, %2 the requested size
            e.summary = ui(QT_TRANSLATE_NOOP("OomExplainer",
                                             "Fragmentation: %1 was reserved by PyTorch but unallocated, more than "
                                             "the %2 requested, yet no single free block was large enough."),
                           {text::formatBytes(u), text::formatBytes(r)});
        } else {
            //: %1 is the reserved-but-unallocated size, %2 the GPU's free memory, %3 the requested size
            e.summary = ui(QT_TRANSLATE_NOOP("OomExplainer",
                                             "Fragmentation: the reserved-but-unallocated memory (%1) and the GPU's "
                                             "free memory (%2) together exceed the %3 requested, but neither on its "
                                             "own is a contiguous piece that large."),
                           {text::formatBytes(u), text::formatBytes(f), text::formatBytes(r)});
        }
        addFragmentationAdvice(e, settings);
        e.advice.push_back(ui(QT_TRANSLATE_NOOP("OomExplainer",
                                                "torch.cuda.empty_cache() would not have helped: the allocator already "
                                                "returns whole free segments before raising the error, and free space "
                                                "inside used segments cannot be returned.")));
    } else if (e.heldOutside && *e.heldOutside + f + u >= r && *e.heldOutside >= r / 4) {
        e.cause = OomCause::HeldElsewhere;
        // Which listed process is this one: the one that says so, or the one using at least
        // what PyTorch reserved.
        std::optional<std::uint64_t> self = m.processInUse;
        std::int64_t selfPid = -1;
        if (!self && reserved) {
            for (const auto& [pid, bytes] : m.processes) {
                if (bytes >= *reserved && (!self || bytes < *self)) {
                    self = bytes;
                    selfPid = pid;
                }
            }
        }
        std::uint64_t others = 0;
        std::string who;
        for (const auto& [pid, bytes] : m.processes) {
            if (pid == selfPid || (m.processInUse && bytes == *m.processInUse))
                continue;
            others += bytes;
            who += (who.empty() ? "" : ", ") + std::to_string(pid) + " (" + text::formatBytes(bytes) + ")";
        }
        const std::uint64_t nonPyTorch = self && reserved && *self > *reserved ? *self - *reserved : 0;
        if (nonPyTorch > others) {
            //: Where the memory was: shown in parentheses after the cause
            e.where = ui(QT_TRANSLATE_NOOP("OomExplainer", "this process outside PyTorch"));
            //: %1 is this process's use, %2 PyTorch's reservation, %3 the rest, %4 the requested size
            e.summary = ui(QT_TRANSLATE_NOOP("OomExplainer",
                                             "Memory held elsewhere: this process uses %1 of the GPU but PyTorch "
                                             "reserved only %2; %3 belongs to the CUDA context and libraries that "
                                             "allocate on their own (NCCL, cuBLAS/cuDNN workspaces, other "
                                             "frameworks). Without it the %4 request would have fit."),
                           {text::formatBytes(*self), text::formatBytes(*reserved), text::formatBytes(nonPyTorch),
                            text::formatBytes(r)});
            e.advice.push_back(ui(QT_TRANSLATE_NOOP("OomExplainer",
                                                    "Look for memory allocated outside PyTorch's allocator in this "
                                                    "process (NCCL buffers, another framework such as JAX or "
                                                    "TensorFlow, custom CUDA extensions) and cap it.")));
        } else {
            //: Where the memory was: shown in parentheses after the cause
            e.where = ui(QT_TRANSLATE_NOOP("OomExplainer", "other processes"));
            if (who.empty()) {
                //: %1 is the size used elsewhere, %2 the GPU's total memory, %3 the requested size
                e.summary = ui(
                    QT_TRANSLATE_NOOP("OomExplainer",
                                      "Memory held elsewhere: %1 of the %2 GPU was used outside this "
                                      "process's allocator; without it the %3 request would have fit."),
                    {text::formatBytes(*e.heldOutside), text::formatBytes(*m.totalCapacity), text::formatBytes(r)});
            } else {
                //: %1 is the size used elsewhere, %2 the GPU's total memory, %3 a list of process ids with their
                //: sizes ("1234 (2.00 GiB), 5678 (1.00 GiB)"), %4 the requested size
                e.summary = ui(QT_TRANSLATE_NOOP("OomExplainer",
                                                 "Memory held elsewhere: %1 of the %2 GPU was used outside this "
                                                 "process's allocator (other processes: %3); without it the %4 "
                                                 "request would have fit."),
                               {text::formatBytes(*e.heldOutside), text::formatBytes(*m.totalCapacity), who,
                                text::formatBytes(r)});
            }
            //: %1 is a GPU number
            e.advice.push_back(ui(QT_TRANSLATE_NOOP("OomExplainer",
                                                    "See what else runs on GPU %1 (nvidia-smi) and give this job the "
                                                    "GPU to itself, or limit the others; every process also pays a "
                                                    "CUDA context of a few hundred MiB."),
                                  {std::to_string(e.device)}));
        }
    } else if (m.privatePools && *m.privatePools >= r) {
        e.cause = OomCause::HeldElsewhere;
        //: Where the memory was: shown in parentheses after the cause
        e.where = ui(QT_TRANSLATE_NOOP("OomExplainer", "private pools"));
        //: %1 is a size like 2.00 GiB
        e.summary = ui(QT_TRANSLATE_NOOP("OomExplainer",
                                         "Memory held in private pools: %1 is allocated in private pools (CUDA graphs "
                                         "or torch.cuda.MemPool) and cannot serve other allocations."),
                       {text::formatBytes(*m.privatePools)});
        e.advice.push_back(ui(QT_TRANSLATE_NOOP("OomExplainer",
                                                "Free CUDA graphs that are no longer replayed (and with them their "
                                                "pools), let graphs share one memory pool, or capture fewer graphs.")));
    } else if (m.free || reserved) {
        e.cause = OomCause::Exhaustion;
        //: %1 is the allocated size, %2 the requested size, %3 the free size, %4 the reserved-but-unallocated size
        e.summary = ui(QT_TRANSLATE_NOOP("OomExplainer",
                                         "Genuine exhaustion: %1 was allocated by live tensors and the %2 request "
                                         "exceeds the %3 free plus the %4 reserved but unallocated."),
                       {text::formatBytes(e.allocated), text::formatBytes(r), bytesOrUnknown(m.free),
                        bytesOrUnknown(unallocated)});
        addExhaustionAdvice(e, nullptr);
    } else {
        e.cause = OomCause::Unknown;
        //: %1 is a size like 2.00 GiB
        e.summary = ui(
            QT_TRANSLATE_NOOP("OomExplainer", "The message is too short to tell why %1 could not be allocated."),
            {text::formatBytes(r)});
    }
    return e;
}

} // namespace faultline::snapshot
