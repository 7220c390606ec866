#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace faultline::capture {

// A node's clock against the reference clock (that of the machine that attached to every node).
struct NodeClock
{
    std::int64_t offsetNs = 0;      // node clock - reference clock
    std::int64_t uncertaintyNs = 0; // the true offset lies within offsetNs ± this
    bool operator==(const NodeClock&) const = default;
};

struct MergeInput
{
    std::string path;
    // The node's name in the merged capture; "" takes the input's own (attach.node in its
    // metadata, else its events' node, else its sessions' node, else the file name).
    std::string node;
    // The offset its timestamps are corrected by; absent takes the input's metadata
    // (attach.clock_offset_ns, which `faultline attach` writes), and no correction without it.
    std::optional<NodeClock> clock;
};

struct MergedNode
{
    std::string node; // as named in the merged capture (made unique)
    std::string path;
    std::int64_t events = 0;  // rows copied
    std::int64_t dropped = 0; // events its probe lost (faultline_source_counters)
    std::int64_t shiftNs = 0; // added to each of its timestamps: -clock->offsetNs, 0 without a clock
    std::optional<NodeClock> clock;
};

struct MergeOptions
{
    bool overwrite = false; // replace an existing output
    // Ingero's event indexes and ANALYZE: most of a merge's time. A live view, which reloads the
    // file by rowid and merges again a second later, goes without.
    bool indexes = true;
};

struct MergeResult
{
    bool ok = false;
    std::string error;
    std::vector<MergedNode> nodes; // in input order
    std::int64_t events = 0;
    // What the schema could not keep per node (system samples at the same instant, cgroup ids
    // with different metadata), said rather than lost silently.
    std::vector<std::string> notes;
};

// Merges captures of single nodes into one capture (Ingero v0.10 layout plus faultline_ tables)
// in which events.node names each event's node, ids "{node}:{seq}" stay unique (a name two
// inputs share gets "#2", "#3"), and every timestamp is on the reference clock: the node's own
// plus its shift, recorded per node in faultline_capture_meta (node.<name>.shift_ns,
// node.<name>.clock_offset_ns, node.<name>.clock_uncertainty_ns). Stacks are unioned by hash;
// sessions, chains and annotations carry their node; threads, process names and per-source
// counters are kept per node (faultline_node_* tables) besides Ingero's per-pid table (first
// node wins) and the totals; aggregates are summed where pids of two nodes meet in a bucket.
//
// Inputs are opened read-only (a live one, still being written, is read as of its last commit)
// and copied with SQLite (ATTACH, INSERT ... SELECT), without decoding rows. The output is
// written beside itself and renamed into place when complete.
class CaptureMerger
{
public:
    [[nodiscard]] static MergeResult merge(const std::vector<MergeInput>& inputs, const std::string& output,
                                           const MergeOptions& options = {});
};

} // namespace faultline::capture
