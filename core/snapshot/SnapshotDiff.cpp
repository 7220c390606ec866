#include "SnapshotDiff.h"

#include "SiteSeries.h"
#include "SnapshotReplay.h"
#include "SnapshotReport.h"
#include "UiText.h"
#include "Units.h"

#include <algorithm>
#include <bit>
#include <map>
#include <set>

namespace faultline::snapshot {

namespace {

constexpr const char* kMinus = "\u2212";

std::string ui(const char* source, std::initializer_list<std::string_view> args = {})
{
    return text::uiText("SnapshotDiff", source, args);
}

std::string pad(std::string s, std::size_t width)
{
    return text::padColumns(std::move(s), width);
}

// "+12.5 MiB", "−3.00 GiB", "0 B".
std::string signedBytes(std::int64_t d)
{
    return (d > 0 ? std::string("+") : std::string()) + text::formatSignedBytes(d);
}

// "−18 %", "+4.5 %", "×25"; empty when the base is zero.
std::string signedPercent(std::uint64_t from, std::uint64_t to)
{
    return text::formatRelativeChange(static_cast<double>(from), static_cast<double>(to));
}

std::string countChange(std::uint64_t a, std::uint64_t b)
{
    const std::int64_t d = static_cast<std::int64_t>(b) - static_cast<std::int64_t>(a);
    return d > 0 ? "+" + std::to_string(d) : (d < 0 ? std::string(kMinus) + std::to_string(-d) : std::string("0"));
}

std::string fileName(std::string_view path)
{
    const std::size_t slash = path.find_last_of("/\\");
    return std::string(slash == std::string_view::npos ? path : path.substr(slash + 1));
}

std::uint64_t peakOf(const Snapshot& s, std::int64_t device, std::uint64_t finalActive)
{
    if (s.traceOf(device).count() == 0)
        return finalActive;
    return findPeak(*SnapshotReplay::build(s, device)).activeBytes;
}

std::map<std::int64_t, DiffFigures> figuresOf(const Snapshot& s)
{
    std::map<std::int64_t, DiffFigures> out;
    const SnapshotMetrics metrics = computeMetrics(s);
    for (const DeviceMetrics& m : metrics.perDevice) {
        DiffFigures& f = out[m.device];
        f.present = true;
        f.allocated = m.allocated;
        f.reserved = m.reserved;
        f.active = m.allocated + m.pendingFree;
        f.inactive = m.inactive;
        f.fragmentation = m.externalFragRatio;
        f.segments = m.segments;
        f.largestFreeBlock = m.largestFreeBlock;
    }
    for (const DeviceTrace& t : s.deviceTraces) {
        if (t.count() != 0)
            out[t.device].present = true;
    }
    for (auto& [device, f] : out)
        f.peak = peakOf(s, device, f.active);
    return out;
}

struct Tally
{
    std::uint64_t bytes = 0;
    std::uint64_t blocks = 0;
};

struct SiteKey
{
    std::string file;
    std::int64_t line = 0;
    std::string function;
    auto operator<=>(const SiteKey&) const = default;
};

void tally(const Snapshot& s, std::map<SiteKey, Tally>& sites, std::map<int, Tally>& classes)
{
    std::vector<std::int64_t> siteOf(s.stacks.count(), kNoSite - 1); // per stack, resolved once
    for (const Segment& segment : s.segments) {
        if (segment.host)
            continue;
        for (const Block& b : s.blocksOf(segment)) {
            if (b.state != BlockState::ActiveAllocated)
                continue;
            SiteKey key;
            if (b.stack < siteOf.size()) {
                if (siteOf[b.stack] == kNoSite - 1)
                    siteOf[b.stack] = siteOfStack(s, b.stack);
                const std::int64_t frame = siteOf[b.stack];
                if (frame >= 0 && static_cast<std::size_t>(frame) < s.frames.size()) {
                    const Frame& f = s.frames[static_cast<std::size_t>(frame)];
                    key = {std::string(s.string(f.filename)), f.line, std::string(s.string(f.name))};
                }
            }
            Tally& site = sites[key];
            site.bytes += b.size;
            site.blocks += 1;
            Tally& sizeClass = classes[b.size == 0 ? -1 : std::bit_width(b.size) - 1];
            sizeClass.bytes += b.size;
            sizeClass.blocks += 1;
        }
    }
}

template<typename Key>
std::map<Key, std::pair<Tally, Tally>> joined(const std::map<Key, Tally>& a, const std::map<Key, Tally>& b)
{
    std::map<Key, std::pair<Tally, Tally>> out;
    for (const auto& [key, t] : a)
        out[key].first = t;
    for (const auto& [key, t] : b)
        out[key].second = t;
    return out;
}

void rank(std::vector<BytesChange>& rows)
{
    std::erase_if(rows, [](const BytesChange& r) { return r.bytesA == r.bytesB && r.blocksA == r.blocksB; });
    std::stable_sort(rows.begin(), rows.end(), [](const BytesChange& x, const BytesChange& y) {
        const std::int64_t dx = x.change() < 0 ? -x.change() : x.change();
        const std::int64_t dy = y.change() < 0 ? -y.change() : y.change();
        if (dx != dy)
            return dx > dy;
        return x.label < y.label;
    });
}

std::string siteLabel(const SiteKey& key)
{
    if (key.file.empty() && key.function.empty())
        //: the site of blocks whose allocation recorded no stack
        return ui(QT_TRANSLATE_NOOP("SnapshotDiff", "(no frames)"));
    std::string out = key.file;
    if (key.line != 0)
        out += ":" + std::to_string(key.line);
    if (!key.function.empty())
        out += (out.empty() ? "" : " ") + key.function;
    return out;
}

DiffFigures total(const std::vector<DeviceDiff>& devices, bool second)
{
    DiffFigures t;
    for (const DeviceDiff& d : devices) {
        const DiffFigures& f = second ? d.b : d.a;
        if (!f.present)
            continue;
        t.present = true;
        t.allocated += f.allocated;
        t.reserved += f.reserved;
        t.active += f.active;
        t.peak += f.peak;
        t.inactive += f.inactive;
        t.segments += f.segments;
        t.largestFreeBlock = std::max(t.largestFreeBlock, f.largestFreeBlock);
    }
    t.fragmentation = t.inactive != 0
        ? roundDecimal(1.0 - static_cast<double>(t.largestFreeBlock) / static_cast<double>(t.inactive), 6)
        : 0.0;
    return t;
}

void appendFigures(std::string& out, const DiffFigures& f)
{
    if (!f.present) {
        out += "null";
        return;
    }
    out += "{\"allocated\": " + std::to_string(f.allocated) + ", \"reserved\": " + std::to_string(f.reserved)
        + ", \"active\": " + std::to_string(f.active) + ", \"peak\": " + std::to_string(f.peak)
        + ", \"inactive\": " + std::to_string(f.inactive) + ", \"fragmentation\": ";
    appendJsonDouble(out, f.fragmentation);
    out += ", \"segments\": " + std::to_string(f.segments)
        + ", \"largest_free_block\": " + std::to_string(f.largestFreeBlock) + "}";
}

std::string delta(std::uint64_t a, std::uint64_t b)
{
    return std::to_string(static_cast<std::int64_t>(b) - static_cast<std::int64_t>(a));
}

void appendChangeJson(std::string& out, const DiffFigures& a, const DiffFigures& b)
{
    out += "{\"allocated\": " + delta(a.allocated, b.allocated) + ", \"reserved\": " + delta(a.reserved, b.reserved)
        + ", \"active\": " + delta(a.active, b.active) + ", \"peak\": " + delta(a.peak, b.peak)
        + ", \"inactive\": " + delta(a.inactive, b.inactive) + ", \"fragmentation\": ";
    appendJsonDouble(out, roundDecimal(b.fragmentation - a.fragmentation, 6));
    out += ", \"segments\": " + delta(a.segments, b.segments)
        + ", \"largest_free_block\": " + delta(a.largestFreeBlock, b.largestFreeBlock) + "}";
}

const char* statusName(const BytesChange& r)
{
    return r.isNew() ? "new" : (r.vanished() ? "vanished" : "changed");
}

void appendRowsJson(std::string& out, const std::vector<BytesChange>& rows, bool sites)
{
    out += '[';
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const BytesChange& r = rows[i];
        out += i == 0 ? "\n  " : ",\n  ";
        if (sites) {
            out += "{\"site\": ";
            appendJsonString(out, r.file.empty() && r.function.empty() ? std::string() : r.label);
            out += ", \"file\": ";
            appendJsonString(out, r.file);
            out += ", \"line\": " + std::to_string(r.line) + ", \"function\": ";
            appendJsonString(out, r.function);
        } else {
            out += "{\"min_bytes\": " + std::to_string(r.minBytes) + ", \"max_bytes\": " + std::to_string(r.maxBytes)
                + ", \"pool\": " + (r.maxBytes <= (std::uint64_t{1} << 20) ? "\"small\"" : "\"large\"");
        }
        out += ", \"a_bytes\": " + std::to_string(r.bytesA) + ", \"b_bytes\": " + std::to_string(r.bytesB)
            + ", \"change\": " + std::to_string(r.change()) + ", \"a_blocks\": " + std::to_string(r.blocksA)
            + ", \"b_blocks\": " + std::to_string(r.blocksB) + ", \"status\": \"" + statusName(r) + "\"}";
    }
    out += rows.empty() ? "]" : "\n ]";
}

std::string percentText(double fraction)
{
    return text::formatPercent(fraction);
}

} // namespace

SnapshotDiff SnapshotDiff::compute(const Snapshot& a, const Snapshot& b)
{
    SnapshotDiff diff;
    diff.pathA = a.source.path;
    diff.pathB = b.source.path;
    const auto figuresA = figuresOf(a);
    const auto figuresB = figuresOf(b);
    std::set<std::int64_t> devices;
    for (const auto& [device, f] : figuresA)
        devices.insert(device);
    for (const auto& [device, f] : figuresB)
        devices.insert(device);
    for (const std::int64_t device : devices) {
        DeviceDiff d;
        d.device = device;
        if (const auto it = figuresA.find(device); it != figuresA.end())
            d.a = it->second;
        if (const auto it = figuresB.find(device); it != figuresB.end())
            d.b = it->second;
        diff.devices.push_back(d);
    }

    std::map<SiteKey, Tally> sitesA, sitesB;
    std::map<int, Tally> classesA, classesB;
    tally(a, sitesA, classesA);
    tally(b, sitesB, classesB);
    for (const auto& [key, t] : joined(sitesA, sitesB)) {
        BytesChange row;
        row.label = siteLabel(key);
        row.file = key.file;
        row.line = key.line;
        row.function = key.function;
        row.bytesA = t.first.bytes;
        row.blocksA = t.first.blocks;
        row.bytesB = t.second.bytes;
        row.blocksB = t.second.blocks;
        diff.sites.push_back(std::move(row));
    }
    for (const auto& [bit, t] : joined(classesA, classesB)) {
        BytesChange row;
        row.minBytes = bit < 0 ? 0 : std::uint64_t{1} << bit;
        row.maxBytes = bit < 0 ? 1 : (bit >= 63 ? UINT64_MAX : std::uint64_t{1} << (bit + 1));
        //: a range of block sizes, [%1, %2)
        row.label = ui(QT_TRANSLATE_NOOP("SnapshotDiff", "%1 to %2"),
                       {text::formatBytes(row.minBytes), text::formatBytes(row.maxBytes)});
        row.bytesA = t.first.bytes;
        row.blocksA = t.first.blocks;
        row.bytesB = t.second.bytes;
        row.blocksB = t.second.blocks;
        diff.sizeClasses.push_back(std::move(row));
    }
    rank(diff.sites);
    rank(diff.sizeClasses);
    return diff;
}

bool SnapshotDiff::noChange() const
{
    if (!sites.empty() || !sizeClasses.empty())
        return false;
    return std::all_of(devices.begin(), devices.end(), [](const DeviceDiff& d) { return d.a == d.b; });
}

DiffFigures SnapshotDiff::totalA() const
{
    return total(devices, false);
}

DiffFigures SnapshotDiff::totalB() const
{
    return total(devices, true);
}

std::string SnapshotDiff::verdict() const
{
    if (noChange())
        return ui(QT_TRANSLATE_NOOP("SnapshotDiff",
                                    "No change: A and B hold the same memory on every device, "
                                    "allocated by the same sites in blocks of the same sizes."));
    const DiffFigures ta = totalA();
    const DiffFigures tb = totalB();
    std::vector<std::string> clauses;
    const std::int64_t peakChange = static_cast<std::int64_t>(tb.peak) - static_cast<std::int64_t>(ta.peak);
    const std::string percent = signedPercent(ta.peak, tb.peak);
    if (peakChange < 0)
        //: %1 is an amount of memory (1.20 GiB), %2 the change in percent (−18 %)
        clauses.push_back(
            ui(QT_TRANSLATE_NOOP("SnapshotDiff", "B allocates %1 less at its peak (%2)"),
               {text::formatBytes(static_cast<std::uint64_t>(-peakChange)), percent.empty() ? "-" : percent}));
    else if (peakChange > 0)
        clauses.push_back(percent.empty()
                              ? ui(QT_TRANSLATE_NOOP("SnapshotDiff", "B allocates %1 more at its peak"),
                                   {text::formatBytes(static_cast<std::uint64_t>(peakChange))})
                              : ui(QT_TRANSLATE_NOOP("SnapshotDiff", "B allocates %1 more at its peak (%2)"),
                                   {text::formatBytes(static_cast<std::uint64_t>(peakChange)), percent}));
    else
        //: %1 is an amount of memory
        clauses.push_back(
            ui(QT_TRANSLATE_NOOP("SnapshotDiff", "B's peak is the same as A's (%1)"), {text::formatBytes(ta.peak)}));
    if (ta.allocated != tb.allocated)
        //: %1 and %2 are amounts of memory, %3 their difference
        clauses.push_back(
            ui(QT_TRANSLATE_NOOP("SnapshotDiff", "allocated at the snapshot went from %1 to %2 (%3)"),
               {text::formatBytes(ta.allocated), text::formatBytes(tb.allocated),
                signedBytes(static_cast<std::int64_t>(tb.allocated) - static_cast<std::int64_t>(ta.allocated))}));
    if (!sites.empty()) {
        const BytesChange& top = sites.front();
        std::string where = top.file.empty()
            ? (top.function.empty()
                   //: where the largest change is when the blocks recorded no stack
                   ? ui(QT_TRANSLATE_NOOP("SnapshotDiff", "blocks allocated without frames"))
                   : top.label)
            : fileName(top.file);
        if (!top.file.empty() && top.line != 0)
            where += ":" + std::to_string(top.line);
        if (!top.file.empty() && !top.function.empty())
            where += " " + top.function;
        const std::int64_t allocatedChange = static_cast<std::int64_t>(tb.allocated)
            - static_cast<std::int64_t>(ta.allocated);
        const bool sameWay = (top.change() < 0) == (allocatedChange < 0) && allocatedChange != 0;
        if (top.isNew())
            //: %1 is a source line and function, %2 the bytes it allocates in B
            clauses.push_back(ui(QT_TRANSLATE_NOOP("SnapshotDiff", "the largest change is %1, new in B (%2)"),
                                 {where, signedBytes(top.change())}));
        else if (top.vanished())
            clauses.push_back(ui(QT_TRANSLATE_NOOP("SnapshotDiff", "the largest change is %1, gone in B (%2)"),
                                 {where, signedBytes(top.change())}));
        else if (sameWay)
            //: %1 is a source line and function, %2 its change in bytes
            clauses.push_back(
                ui(QT_TRANSLATE_NOOP("SnapshotDiff", "most at %1 (%2)"), {where, signedBytes(top.change())}));
        else
            clauses.push_back(ui(QT_TRANSLATE_NOOP("SnapshotDiff", "the largest change by site is at %1 (%2)"),
                                 {where, signedBytes(top.change())}));
    }
    const std::string fa = percentText(ta.fragmentation);
    const std::string fb = percentText(tb.fragmentation);
    if (fa != fb)
        clauses.push_back(tb.fragmentation < ta.fragmentation
                              //: %1 and %2 are percentages
                              ? ui(QT_TRANSLATE_NOOP("SnapshotDiff", "fragmentation fell from %1 to %2"), {fa, fb})
                              : ui(QT_TRANSLATE_NOOP("SnapshotDiff", "fragmentation rose from %1 to %2"), {fa, fb}));
    if (ta.reserved != tb.reserved)
        clauses.push_back(ui(QT_TRANSLATE_NOOP("SnapshotDiff", "reserved went from %1 to %2"),
                             {text::formatBytes(ta.reserved), text::formatBytes(tb.reserved)}));
    std::string out;
    for (std::size_t i = 0; i < clauses.size(); ++i) {
        if (i == 1)
            out += ": ";
        else if (i > 1)
            out += "; ";
        out += clauses[i];
    }
    return out + ".";
}

std::string SnapshotDiff::text(std::size_t maxRows) const
{
    // The verdict leads, as the capture comparison's does.
    std::string out = verdict() + "\n\n";
    out += ui(QT_TRANSLATE_NOOP("SnapshotDiff", "A: %1"), {pathA}) + "\n";
    out += ui(QT_TRANSLATE_NOOP("SnapshotDiff", "B: %1"), {pathB}) + "\n";

    for (const DeviceDiff& d : devices) {
        out += "\n" + ui(QT_TRANSLATE_NOOP("SnapshotDiff", "Device %1"), {std::to_string(d.device)}) + "\n";
        out += "  " + pad("", 22) + pad("A", 14) + pad("B", 14) + ui(QT_TRANSLATE_NOOP("SnapshotDiff", "change"))
            + "\n";
        auto bytesRow = [&](const std::string& label, std::uint64_t a, std::uint64_t b) {
            out += "  " + pad(label, 22) + pad(d.a.present ? text::formatBytes(a) : "-", 14)
                + pad(d.b.present ? text::formatBytes(b) : "-", 14)
                + signedBytes(static_cast<std::int64_t>(b) - static_cast<std::int64_t>(a)) + "\n";
        };
        bytesRow(ui(QT_TRANSLATE_NOOP("SnapshotDiff", "allocated")), d.a.allocated, d.b.allocated);
        bytesRow(ui(QT_TRANSLATE_NOOP("SnapshotDiff", "reserved")), d.a.reserved, d.b.reserved);
        bytesRow(ui(QT_TRANSLATE_NOOP("SnapshotDiff", "active")), d.a.active, d.b.active);
        //: the most active memory at any point of the recorded trace
        bytesRow(ui(QT_TRANSLATE_NOOP("SnapshotDiff", "peak")), d.a.peak, d.b.peak);
        bytesRow(ui(QT_TRANSLATE_NOOP("SnapshotDiff", "largest free block")), d.a.largestFreeBlock,
                 d.b.largestFreeBlock);
        const double fd = d.b.fragmentation - d.a.fragmentation;
        out += "  " + pad(ui(QT_TRANSLATE_NOOP("SnapshotDiff", "fragmentation")), 22)
            + pad(d.a.present ? percentText(d.a.fragmentation) : "-", 14)
            + pad(d.b.present ? percentText(d.b.fragmentation) : "-", 14)
            //: a change of a percentage, in percentage points
            + ui(QT_TRANSLATE_NOOP("SnapshotDiff", "%1 points"),
                 {(fd < 0 ? std::string(kMinus) : (fd > 0 ? std::string("+") : std::string()))
                  + text::formatFixed(fd < 0 ? -fd * 100 : fd * 100, 1)})
            + "\n";
        out += "  " + pad(ui(QT_TRANSLATE_NOOP("SnapshotDiff", "segments")), 22)
            + pad(d.a.present ? std::to_string(d.a.segments) : "-", 14)
            + pad(d.b.present ? std::to_string(d.b.segments) : "-", 14) + countChange(d.a.segments, d.b.segments)
            + "\n";
    }

    auto table = [&](const std::string& title, const std::vector<BytesChange>& rows) {
        out += "\n" + title + "\n";
        if (rows.empty()) {
            out += "  " + ui(QT_TRANSLATE_NOOP("SnapshotDiff", "(no change)")) + "\n";
            return;
        }
        out += "  " + pad(ui(QT_TRANSLATE_NOOP("SnapshotDiff", "change")), 14) + pad("A", 14) + pad("B", 14)
            + ui(QT_TRANSLATE_NOOP("SnapshotDiff", "where")) + "\n";
        for (std::size_t i = 0; i < rows.size() && i < maxRows; ++i) {
            const BytesChange& r = rows[i];
            std::string label = r.label;
            if (r.isNew())
                //: a site or size class that allocates only in B
                label += " " + ui(QT_TRANSLATE_NOOP("SnapshotDiff", "[new]"));
            else if (r.vanished())
                //: a site or size class that allocates only in A
                label += " " + ui(QT_TRANSLATE_NOOP("SnapshotDiff", "[gone]"));
            out += "  " + pad(signedBytes(r.change()), 14) + pad(text::formatBytes(r.bytesA), 14)
                + pad(text::formatBytes(r.bytesB), 14) + label + "\n";
        }
        if (rows.size() > maxRows)
            out += "  "
                + ui(QT_TRANSLATE_NOOP("SnapshotDiff", "... %1 more (see --json)"),
                     {std::to_string(rows.size() - maxRows)})
                + "\n";
    };
    table(ui(QT_TRANSLATE_NOOP("SnapshotDiff", "Allocated bytes by allocation site, largest change first")), sites);
    //: size classes are power-of-two ranges of block sizes
    table(ui(QT_TRANSLATE_NOOP("SnapshotDiff", "Allocated bytes by block size, largest change first")), sizeClasses);
    return out;
}

std::string SnapshotDiff::json() const
{
    std::string out = "{\"kind\": \"snapshot\", \"a\": ";
    appendJsonString(out, pathA);
    out += ", \"b\": ";
    appendJsonString(out, pathB);
    out += ", \"no_change\": ";
    out += noChange() ? "true" : "false";
    out += ",\n \"verdict\": ";
    appendJsonString(out, verdict());
    out += ",\n \"total\": {\"a\": ";
    appendFigures(out, totalA());
    out += ", \"b\": ";
    appendFigures(out, totalB());
    out += ", \"change\": ";
    appendChangeJson(out, totalA(), totalB());
    out += "},\n \"devices\": [";
    for (std::size_t i = 0; i < devices.size(); ++i) {
        const DeviceDiff& d = devices[i];
        out += i == 0 ? "\n  " : ",\n  ";
        out += "{\"device\": " + std::to_string(d.device) + ", \"a\": ";
        appendFigures(out, d.a);
        out += ", \"b\": ";
        appendFigures(out, d.b);
        out += ", \"change\": ";
        appendChangeJson(out, d.a, d.b);
        out += "}";
    }
    out += devices.empty() ? "]" : "\n ]";
    out += ",\n \"sites\": ";
    appendRowsJson(out, sites, true);
    out += ",\n \"size_classes\": ";
    appendRowsJson(out, sizeClasses, false);
    out += "}\n";
    return out;
}

} // namespace faultline::snapshot
