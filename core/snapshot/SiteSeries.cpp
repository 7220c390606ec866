#include "SiteSeries.h"

#include "CodePaths.h"
#include "SnapshotReplay.h"

#include <algorithm>
#include <cctype>
#include <numeric>
#include <string>
#include <string_view>
#include <unordered_map>

namespace faultline::snapshot {

namespace {

constexpr std::uint32_t kUnset = 0xFFFFFFFFu;

// Dense site numbers for the sites met during a pass, each stack resolved once.
class SiteTable
{
public:
    explicit SiteTable(const Snapshot& snapshot)
        : m_snapshot(snapshot)
        , m_ofStack(snapshot.stacks.count(), kUnset)
    {
    }

    std::uint32_t of(StackId stack)
    {
        if (stack < m_ofStack.size() && m_ofStack[stack] != kUnset)
            return m_ofStack[stack];
        const std::int64_t frame = siteOfStack(m_snapshot, stack);
        const auto [it, inserted] = m_ofFrame.try_emplace(frame, static_cast<std::uint32_t>(frames.size()));
        if (inserted) {
            frames.push_back(frame);
            bytes.push_back(0);
            peak.push_back(0);
            recorded.push_back(0);
            dirty.push_back(0);
        }
        if (stack < m_ofStack.size())
            m_ofStack[stack] = it->second;
        return it->second;
    }

    // Unsigned arithmetic wraps, so a negative delta subtracts.
    void add(std::uint32_t site, std::uint64_t delta)
    {
        bytes[site] += delta;
        peak[site] = std::max(peak[site], bytes[site]);
        markDirty(site);
    }

    void markDirty(std::uint32_t site)
    {
        if (dirty[site] == 0) {
            dirty[site] = 1;
            dirtyList.push_back(site);
        }
    }

    std::vector<std::int64_t> frames;     // per site
    std::vector<std::uint64_t> bytes;     // per site, now
    std::vector<std::uint64_t> peak;      // per site
    std::vector<std::uint64_t> recorded;  // per site, at the last sample that recorded it
    std::vector<std::uint8_t> dirty;      // per site: changed since the last sample
    std::vector<std::uint32_t> dirtyList; // the sites with dirty set

private:
    const Snapshot& m_snapshot;
    std::vector<std::uint32_t> m_ofStack;
    std::unordered_map<std::int64_t, std::uint32_t> m_ofFrame;
};

struct Change
{
    std::uint32_t site = 0;
    std::uint64_t delta = 0; // wrapping: a free adds the two's complement of its size
};

// A site's bytes from one bucket's sample on.
struct Record
{
    std::size_t bucket = 0;
    std::uint32_t site = 0;
    std::uint64_t bytes = 0;
};

} // namespace

bool isUserCodeFrame(const Snapshot& snapshot, FrameId frame)
{
    if (frame >= snapshot.frames.size() || snapshot.frameKind(frame) != FrameKind::Python)
        return false;
    return !text::isLibraryPythonFile(snapshot.string(snapshot.frames[frame].filename));
}

std::int64_t siteOfStack(const Snapshot& snapshot, StackId stack)
{
    return snapshot.stack(stack).empty() ? kNoSite : snapshot.allocationSite(stack);
}

std::size_t SiteSeries::columnOf(std::int64_t frame) const
{
    for (std::size_t i = 0; i < sites.size(); ++i) {
        if (sites[i].frame == frame)
            return i;
    }
    return otherIndex();
}

std::size_t SiteSeries::bucketOf(std::size_t entry) const
{
    const auto it = std::lower_bound(buckets.begin(), buckets.end(), entry,
                                     [](const SiteSeriesBucket& b, std::size_t e) { return b.lastEntry < e; });
    return it == buckets.end() ? buckets.size() - 1 : static_cast<std::size_t>(it - buckets.begin());
}

SiteSeries computeSiteSeries(const SnapshotReplay& replay, const SiteSeriesOptions& options)
{
    SiteSeries out;
    out.to = std::min(options.to, replay.entryCount());
    out.from = std::min(options.from, out.to);
    const std::size_t from = out.from;
    const std::size_t n = out.to - from;
    if (n == 0 || options.buckets == 0)
        return out;

    const Snapshot& snapshot = replay.snapshot();
    const TraceColumns& t = snapshot.trace;
    SiteTable sites(snapshot);
    ReplayCursor cursor(replay);
    cursor.seek(from);
    const std::unordered_map<std::uint64_t, LiveBlock>& live = cursor.liveBlocks();
    for (const auto& [address, block] : live)
        sites.add(sites.of(block.stack), block.size);
    const std::vector<std::uint64_t> initial = sites.bytes;
    sites.recorded = initial;
    for (const std::uint32_t s : sites.dirtyList)
        sites.dirty[s] = 0;
    sites.dirtyList.clear();

    const std::size_t bucketCount = std::min(options.buckets, n);
    out.buckets.resize(bucketCount);
    std::vector<Record> records;
    std::vector<Change> log; // the site changes of the current bucket, in order
    std::size_t k = from;
    for (std::size_t b = 0; b < bucketCount; ++b) {
        // from + n·(b + 1) / bucketCount as SnapshotReplay::series() cuts, without overflow.
        const std::size_t end = from + n / bucketCount * (b + 1) + n % bucketCount * (b + 1) / bucketCount;
        SiteSeriesBucket& bucket = out.buckets[b];
        bucket.firstEntry = k;
        bucket.firstTimeUs = t.timeUs[replay.rowOf(k)];
        log.clear();
        std::size_t sampleLog = 0;
        for (; k < end; ++k) {
            const std::size_t row = replay.rowOf(k);
            const Action action = t.action[row];
            if (action == Action::Alloc || action == Action::FreeCompleted) {
                // An entry only ever replaces the block at its own address.
                const std::uint64_t address = t.addr[row];
                auto it = live.find(address);
                const bool had = it != live.end();
                const std::uint64_t oldSize = had ? it->second.size : 0;
                const std::uint32_t oldSite = had ? sites.of(it->second.stack) : 0;
                cursor.stepForward();
                if (had) {
                    sites.add(oldSite, std::uint64_t{0} - oldSize);
                    log.push_back({oldSite, std::uint64_t{0} - oldSize});
                }
                it = live.find(address);
                if (it != live.end()) {
                    const std::uint32_t site = sites.of(it->second.stack);
                    sites.add(site, it->second.size);
                    log.push_back({site, it->second.size});
                }
            } else {
                cursor.stepForward();
            }
            const ReplayTotals& totals = cursor.totals();
            if (k == bucket.firstEntry || totals.activeBytes > bucket.activeBytes) {
                bucket.activeBytes = totals.activeBytes;
                bucket.reservedBytes = totals.reservedBytes;
                bucket.samplePosition = k + 1;
                sampleLog = log.size();
            }
            bucket.reservedMax = k == bucket.firstEntry ? totals.reservedBytes
                                                        : std::max(bucket.reservedMax, totals.reservedBytes);
        }
        bucket.lastEntry = k - 1;
        bucket.lastTimeUs = t.timeUs[replay.rowOf(k - 1)];
        bucket.activeLast = cursor.totals().activeBytes;
        bucket.reservedLast = cursor.totals().reservedBytes;

        // Every site as it was at the sample: undo the changes after it, record what differs
        // from the last record, redo them (those sites are recorded by a later bucket).
        for (std::size_t i = log.size(); i-- > sampleLog;)
            sites.bytes[log[i].site] -= log[i].delta;
        for (const std::uint32_t s : sites.dirtyList) {
            sites.dirty[s] = 0;
            if (sites.bytes[s] != sites.recorded[s]) {
                records.push_back({b, s, sites.bytes[s]});
                sites.recorded[s] = sites.bytes[s];
            }
        }
        sites.dirtyList.clear();
        for (std::size_t i = sampleLog; i < log.size(); ++i) {
            sites.bytes[log[i].site] += log[i].delta;
            sites.markDirty(log[i].site);
        }
    }

    // Every site's bytes at the highest sample, for ranking ties and SiteTotal::bytesAtPeak.
    std::size_t highest = 0;
    for (std::size_t b = 1; b < bucketCount; ++b) {
        if (out.buckets[b].activeBytes > out.buckets[highest].activeBytes)
            highest = b;
    }
    std::vector<std::uint64_t> atPeak = initial;
    atPeak.resize(sites.frames.size(), 0);
    for (const Record& r : records) {
        if (r.bucket > highest)
            break;
        atPeak[r.site] = r.bytes;
    }

    std::vector<std::uint32_t> order;
    for (std::uint32_t s = 0; s < sites.frames.size(); ++s) {
        if (sites.peak[s] > 0)
            order.push_back(s);
    }
    std::sort(order.begin(), order.end(), [&sites, &atPeak](std::uint32_t a, std::uint32_t b) {
        if (sites.peak[a] != sites.peak[b])
            return sites.peak[a] > sites.peak[b];
        if (atPeak[a] != atPeak[b])
            return atPeak[a] > atPeak[b];
        return sites.frames[a] < sites.frames[b];
    });
    const std::size_t top = std::min(options.topSites, order.size());
    std::vector<std::uint32_t> columnOfSite(sites.frames.size(), kUnset);
    for (std::size_t i = 0; i < top; ++i) {
        const std::uint32_t s = order[i];
        columnOfSite[s] = static_cast<std::uint32_t>(i);
        out.sites.push_back({sites.frames[s], sites.peak[s], atPeak[s]});
    }
    out.otherSiteCount = order.size() - top;
    out.otherPeakBytes = top < order.size() ? sites.peak[order[top]] : 0;

    const std::size_t columns = out.columns();
    out.bytes.assign(bucketCount * columns, 0);
    std::vector<std::uint64_t> now(top, 0);
    for (std::size_t i = 0; i < top; ++i)
        now[i] = order[i] < initial.size() ? initial[order[i]] : 0;
    auto record = records.begin();
    for (std::size_t b = 0; b < bucketCount; ++b) {
        for (; record != records.end() && record->bucket == b; ++record) {
            if (const std::uint32_t c = columnOfSite[record->site]; c != kUnset)
                now[c] = record->bytes;
        }
        std::uint64_t* row = out.bytes.data() + b * columns;
        std::copy(now.begin(), now.end(), row);
        const std::uint64_t shown = std::accumulate(now.begin(), now.end(), std::uint64_t{0});
        const std::uint64_t active = out.buckets[b].activeBytes;
        row[top] = active > shown ? active - shown : 0;
    }
    return out;
}

} // namespace faultline::snapshot
