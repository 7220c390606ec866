#include "OomExplainer.h"

#include "SnapshotReplay.h"

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
        m.notes.push_back("ignored an implausible figure: " + number + " " + unit);
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
        e.advice.push_back("Set PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True. Segments then grow in place and "
                           "free pages can be mapped again where they are needed, so a large tensor no longer needs "
                           "one contiguous hole inside a single cudaMalloc.");
    } else {
        e.advice.push_back("expandable_segments is already on: what remains are holes between live blocks of the "
                           "same mapping, so fewer long-lived tensors scattered between short-lived ones is what "
                           "helps (allocate persistent buffers first).");
    }
    if (!settings.maxSplit) {
        e.advice.push_back("If expandable segments are not an option, set max_split_size_mb:"
                           + std::to_string(suggestedSplitMb(e.requested))
                           + ". Blocks of that size or more are then never cut up for small requests, which keeps "
                             "large free blocks whole for large tensors (at the price of more cached memory).");
    } else {
        e.advice.push_back("max_split_size is already set ("
                           + formatBytes(static_cast<std::uint64_t>(*settings.maxSplit))
                           + "); a lower value keeps more large blocks whole, a higher one wastes less.");
    }
}

void addEmptyCacheAdvice(OomExplanation& e)
{
    if (e.releasable > 0) {
        e.advice.push_back(formatBytes(e.releasable)
                           + " sits in whole free segments: torch.cuda.empty_cache() would return it to the driver, "
                             "which helps other processes on this GPU. It would not have saved this allocation: the "
                             "allocator frees such segments by itself before it gives up.");
    } else {
        e.advice.push_back("torch.cuda.empty_cache() would not have helped: before raising the error the allocator "
                           "already returns every whole free segment to the driver.");
    }
    if (e.nonReleasable > 0)
        e.advice.push_back(formatBytes(e.nonReleasable)
                           + " is free inside segments that still hold live tensors; empty_cache() cannot release "
                             "that, only fewer splits can (expandable_segments, max_split_size_mb).");
}

void addExhaustionAdvice(OomExplanation& e, const Snapshot* s)
{
    std::string text = "Lower the peak: a smaller batch or sequence length, activation checkpointing, lower "
                       "precision (bf16/fp16), or dropping references to tensors sooner.";
    if (s != nullptr && !e.topSites.empty()) {
        text += " The largest live allocation sites were:";
        for (std::size_t i = 0; i < e.topSites.size(); ++i) {
            text += (i == 0 ? " " : "; ") + s->describeFrame(static_cast<FrameId>(e.topSites[i].first)) + " ("
                + formatBytes(e.topSites[i].second) + ")";
        }
        text += ".";
    }
    e.advice.push_back(text);
}

} // namespace

std::string formatBytes(std::uint64_t bytes)
{
    char buffer[64];
    if (bytes < 1024) {
        std::snprintf(buffer, sizeof buffer, "%llu B", static_cast<unsigned long long>(bytes));
        return buffer;
    }
    const char* units[] = {"KiB", "MiB", "GiB", "TiB", "PiB", "EiB"};
    double v = static_cast<double>(bytes) / 1024.0;
    int unit = 0;
    while (v >= 1024.0 && unit < 5) {
        v /= 1024.0;
        ++unit;
    }
    std::snprintf(buffer, sizeof buffer, "%.2f %s", v, units[unit]);
    return buffer;
}

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
        e.summary = "There is no trace entry " + std::to_string(entry) + " on device " + std::to_string(e.device) + ".";
        return e;
    }
    const std::size_t row = replay.rowOf(entry);
    const TraceColumns& t = s.trace;
    if (t.timeUs[row] != TraceColumns::kNoTime)
        e.timeUs = t.timeUs[row];
    e.requested = t.size[row];
    e.deviceFree = t.addr[row];
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

    if (message != nullptr && message->totalCapacity) {
        e.totalCapacity = message->totalCapacity;
        const std::uint64_t used = *e.deviceFree + e.reserved;
        e.heldOutside = *e.totalCapacity > used ? *e.totalCapacity - used : 0;
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
    const std::uint64_t f = *e.deviceFree;
    const std::uint64_t r = e.requested;
    e.findings.push_back("Request: " + formatBytes(r) + " on device " + std::to_string(e.device) + " (stream "
                         + std::to_string(stream) + (pool != 0 ? ", a private pool" : "") + "), trace entry "
                         + std::to_string(entry) + ".");
    e.findings.push_back("The GPU reported " + formatBytes(f) + " free. PyTorch had reserved " + formatBytes(e.reserved)
                         + ": " + formatBytes(e.allocated) + " allocated, " + formatBytes(e.pendingFree)
                         + " freed but still in use on another stream, " + formatBytes(e.cachedFree) + " cached free.");
    e.findings.push_back("Free in segments that could serve this request: " + formatBytes(e.usableFree)
                         + "; the largest piece: " + formatBytes(e.largestUsableFree) + ".");
    if (e.otherStreamFree > 0)
        e.findings.push_back("Free in segments of other streams: " + formatBytes(e.otherStreamFree) + ".");
    if (e.privatePoolReserved > 0)
        e.findings.push_back("Private pools (CUDA graphs, MemPool) reserve " + formatBytes(e.privatePoolReserved) + ", "
                             + formatBytes(e.privatePoolFree) + " of it free.");
    if (e.heldOutside)
        e.findings.push_back("Of the " + formatBytes(*e.totalCapacity) + " on the GPU, " + formatBytes(*e.heldOutside)
                             + " was neither free nor reserved by this allocator.");
    if (burst > 0)
        e.findings.push_back("Just before the failure " + std::to_string(burst) + " segments ("
                             + formatBytes(burstBytes)
                             + ") were released: the allocator's flush-and-retry ran and did not find enough.");

    if (e.largestUsableFree >= r || e.usableFree + f >= r) {
        e.cause = OomCause::Fragmentation;
        if (e.largestUsableFree >= r) {
            e.summary = "Fragmentation: a free block of " + formatBytes(e.largestUsableFree)
                + " on this stream looked large enough for " + formatBytes(r)
                + ", yet the allocator could not use it (an oversize block kept for larger requests when "
                  "max_split_size is set, or a block freed while the failing call ran).";
        } else if (e.usableFree >= r) {
            e.summary = "Fragmentation: " + formatBytes(e.usableFree)
                + " was free in PyTorch's cached segments on this stream, more than the " + formatBytes(r)
                + " requested, but split into holes between live tensors; the largest was "
                + formatBytes(e.largestUsableFree) + ", and the GPU had only " + formatBytes(f)
                + " left for a new segment.";
        } else {
            e.summary = "Fragmentation: the holes in cached segments (" + formatBytes(e.usableFree)
                + ") and the GPU's free memory (" + formatBytes(f) + ") would together hold the " + formatBytes(r)
                + " requested, but neither on its own: a new segment needs " + formatBytes(r)
                + " of contiguous free device memory, and the cached holes are scattered.";
        }
        addFragmentationAdvice(e, settings);
    } else if (e.privatePoolFree > 0 && e.privatePoolFree + e.usableFree + f >= r) {
        e.cause = OomCause::HeldElsewhere;
        e.where = "private pools";
        e.summary = "Memory held in private pools: " + formatBytes(e.privatePoolFree)
            + " lay free inside private pools (CUDA graphs or torch.cuda.MemPool), which ordinary allocations cannot "
              "use; with it the "
            + formatBytes(r) + " request would have fit.";
        e.advice.push_back("Free CUDA graphs that are no longer replayed (and with them their pools), let graphs "
                           "share one memory pool, or capture fewer graphs.");
    } else if (e.otherStreamFree > 0 && e.otherStreamFree + e.usableFree + f >= r) {
        e.cause = OomCause::HeldElsewhere;
        e.where = "other streams";
        e.summary = "Memory held on other streams: " + formatBytes(e.otherStreamFree)
            + " lay free in segments cached for other CUDA streams, and the caching allocator reuses a block only "
              "on the stream it was allocated on.";
        e.advice.push_back("Allocate on fewer side streams, or free tensors on the stream that allocated them; "
                           "tensor.record_stream() ties a block to another stream until that stream catches up.");
    } else if (e.heldOutside && *e.heldOutside + f + e.cachedFree >= r && *e.heldOutside >= r / 4) {
        e.cause = OomCause::HeldElsewhere;
        e.where = "other processes";
        e.summary = "Memory held elsewhere: the GPU has " + formatBytes(*e.totalCapacity) + " but only "
            + formatBytes(f) + " was free and this allocator had reserved " + formatBytes(e.reserved) + "; "
            + formatBytes(*e.heldOutside)
            + " is used outside it (other processes, the CUDA context, libraries such as NCCL or cuBLAS).";
        e.advice.push_back("See what else runs on GPU " + std::to_string(e.device)
                           + " (nvidia-smi) and give this job the GPU to itself, or limit the others; every process "
                             "also pays a CUDA context of a few hundred MiB.");
    } else {
        e.cause = OomCause::Exhaustion;
        e.summary = "Genuine exhaustion: live tensors held " + formatBytes(e.allocated)
            + (e.pendingFree > 0 ? " (plus " + formatBytes(e.pendingFree) + " freed but still in use on other streams)"
                                 : std::string())
            + "; the " + formatBytes(r) + " request was more than the " + formatBytes(f) + " free on the GPU and the "
            + formatBytes(e.cachedFree) + " cached by PyTorch together. Only a smaller peak helps.";
        addExhaustionAdvice(e, &s);
        if (!e.heldOutside)
            e.advice.push_back("If the GPU has more than " + formatBytes(e.reserved + f)
                               + ", the rest is used outside this allocator (other processes, the CUDA context, "
                                 "NCCL): check nvidia-smi.");
    }
    if (largeSizes.size() >= 32 && !settings.roundup)
        e.advice.push_back(std::to_string(largeSizes.size())
                           + " different request sizes above 1 MiB appear before the failure. "
                             "roundup_power2_divisions:4 rounds sizes up to quarter steps between powers of two, so "
                             "a freed block fits the next request of a similar size (slightly more rounding, fewer "
                             "holes).");
    if (burst >= 2 && settings.gcThreshold <= 0)
        e.advice.push_back("garbage_collection_threshold:0.8 (it needs torch.cuda.set_per_process_memory_fraction) "
                           "returns old cached blocks earlier, before the synchronising free-everything-and-retry "
                           "path seen here.");
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
        e.summary = "No out-of-memory message was found in the text.";
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

    std::string devices = m.backend == "cudaMallocAsync" ? "device" : m.backend.empty() ? "GPU" : m.backend;
    e.findings.push_back("Request: " + formatBytes(r) + " on " + devices + " " + std::to_string(e.device) + ".");
    if (m.totalCapacity)
        e.findings.push_back("Capacity " + formatBytes(*m.totalCapacity) + ", free " + (m.free ? formatBytes(f) : "?")
                             + ".");
    if (reserved)
        e.findings.push_back("PyTorch reserved " + formatBytes(*reserved) + ": " + formatBytes(e.allocated)
                             + " allocated"
                             + (m.privatePools ? ", " + formatBytes(*m.privatePools) + " in private pools" : "") + ", "
                             + formatBytes(u) + " reserved but unallocated.");
    for (const auto& [pid, bytes] : m.processes)
        e.findings.push_back("Process " + std::to_string(pid) + " uses " + formatBytes(bytes) + ".");
    if (e.heldOutside)
        e.findings.push_back(formatBytes(*e.heldOutside)
                             + " of the GPU is neither free nor reserved by this process's allocator.");
    if (m.allowed)
        e.findings.push_back("The process may use at most " + formatBytes(*m.allowed)
                             + " (per-process memory fraction).");
    for (const std::string& note : m.notes)
        e.findings.push_back("Note: " + note + ".");
    if (m.truncated)
        e.findings.push_back("The message is cut short; some figures are missing.");

    if (m.backend == "cudaMallocAsync") {
        e.cause = f >= r ? OomCause::Fragmentation : OomCause::Exhaustion;
        e.summary = e.cause == OomCause::Exhaustion
            ? "Genuine exhaustion under cudaMallocAsync: " + formatBytes(e.allocated) + " was allocated and CUDA had "
                + formatBytes(f) + " free, less than the " + formatBytes(r) + " requested."
            : "cudaMallocAsync could not place " + formatBytes(r) + " although CUDA reported " + formatBytes(f)
                + " free: the driver's pool is fragmented or a memory-fraction limit applies.";
        if (m.allowed)
            e.advice.push_back("The limit set by torch.cuda.set_per_process_memory_fraction (" + formatBytes(*m.allowed)
                               + ") is what ran out; raise it if the GPU has room.");
        if (e.cause == OomCause::Exhaustion)
            addExhaustionAdvice(e, nullptr);
        return e;
    }

    if (m.allowed && reserved && *reserved + r > *m.allowed) {
        e.advice.push_back("The cap from torch.cuda.set_per_process_memory_fraction (" + formatBytes(*m.allowed)
                           + " allowed) is what ran out, not the GPU; raise it if the GPU has room.");
    }
    if (unallocated && (u >= r || u + f >= r)) {
        e.cause = OomCause::Fragmentation;
        e.summary = u >= r
            ? "Fragmentation: " + formatBytes(u) + " was reserved by PyTorch but unallocated, more than the "
                + formatBytes(r) + " requested, yet no single free block was large enough."
            : "Fragmentation: the reserved-but-unallocated memory (" + formatBytes(u) + ") and the GPU's free memory ("
                + formatBytes(f) + ") together exceed the " + formatBytes(r)
                + " requested, but neither on its own is a contiguous piece that large.";
        addFragmentationAdvice(e, settings);
        e.advice.push_back("torch.cuda.empty_cache() would not have helped: the allocator already returns whole free "
                           "segments before raising the error, and free space inside used segments cannot be "
                           "returned.");
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
            who += (who.empty() ? "" : ", ") + std::to_string(pid) + " (" + formatBytes(bytes) + ")";
        }
        const std::uint64_t nonPyTorch = self && reserved && *self > *reserved ? *self - *reserved : 0;
        if (nonPyTorch > others) {
            e.where = "this process outside PyTorch";
            e.summary = "Memory held elsewhere: this process uses " + formatBytes(*self) + " of the GPU but PyTorch "
                + "reserved only " + formatBytes(*reserved) + "; " + formatBytes(nonPyTorch)
                + " belongs to the CUDA context and libraries that allocate on their own (NCCL, cuBLAS/cuDNN "
                  "workspaces, other frameworks). Without it the "
                + formatBytes(r) + " request would have fit.";
            e.advice.push_back("Look for memory allocated outside PyTorch's allocator in this process (NCCL buffers, "
                               "another framework such as JAX or TensorFlow, custom CUDA extensions) and cap it.");
        } else {
            e.where = "other processes";
            e.summary = "Memory held elsewhere: " + formatBytes(*e.heldOutside) + " of the "
                + formatBytes(*m.totalCapacity) + " GPU was used outside this process's allocator"
                + (who.empty() ? "" : " (other processes: " + who + ")") + "; without it the " + formatBytes(r)
                + " request would have fit.";
            e.advice.push_back("See what else runs on GPU " + std::to_string(e.device)
                               + " (nvidia-smi) and give this job the GPU to itself, or limit the others; every "
                                 "process also pays a CUDA context of a few hundred MiB.");
        }
    } else if (m.privatePools && *m.privatePools >= r) {
        e.cause = OomCause::HeldElsewhere;
        e.where = "private pools";
        e.summary = "Memory held in private pools: " + formatBytes(*m.privatePools)
            + " is allocated in private pools (CUDA graphs or torch.cuda.MemPool) and cannot serve other allocations.";
        e.advice.push_back("Free CUDA graphs that are no longer replayed (and with them their pools), let graphs "
                           "share one memory pool, or capture fewer graphs.");
    } else if (m.free || reserved) {
        e.cause = OomCause::Exhaustion;
        e.summary = "Genuine exhaustion: " + formatBytes(e.allocated) + " was allocated by live tensors and the "
            + formatBytes(r) + " request exceeds the " + formatBytes(f) + " free plus the " + formatBytes(u)
            + " reserved but unallocated.";
        addExhaustionAdvice(e, nullptr);
    } else {
        e.cause = OomCause::Unknown;
        e.summary = "The message is too short to tell why " + formatBytes(r) + " could not be allocated.";
    }
    return e;
}

} // namespace faultline::snapshot
