#pragma once

// Reads a PyTorch profiler (Kineto) Chrome trace, `.json` or `.json.gz`, one event at a time: the
// file is decompressed in chunks, split into its members and events (JsonStreamSplitter) and each
// event parsed with simdjson, so a trace of several GB never sits in memory (issue 26). Layout:
// research/traces-and-rules.md, "Kineto".

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace faultline::import {

// A lane's id: Kineto writes numbers (a process, a device, a thread, a stream) and sometimes labels
// ("Spans", "stream 7 7").
struct KinetoId
{
    std::int64_t number = 0;
    std::string label; // non-empty when the trace gave a string
    bool operator==(const KinetoId&) const = default;
};

struct KinetoEvent
{
    char ph = 0; // X, i, I, C, M, s, f, B, E
    std::string name;
    std::string cat;
    KinetoId pid;
    KinetoId tid;
    // ts and dur in ns, read exactly from the µs the trace writes with 3 decimals (a double would
    // round absolute epoch µs to 256 ns). ts is relative to baseTimeNanoseconds when the trace has one.
    std::int64_t tsNs = 0;
    std::int64_t durNs = 0;
    bool hasTs = false;
    std::string id;             // a flow's id, as written (may exceed 64 bits)
    bool bindEnclosing = false; // "bp": "e"
    // args this reader keeps (absent ones stay unset)
    std::optional<std::int64_t> correlation;
    std::optional<std::int64_t> externalId; // "External id"
    std::optional<std::int64_t> device;
    std::optional<std::int64_t> deviceType; // [memory] "Device Type": 0 CPU, 1 CUDA
    std::optional<std::int64_t> stream;
    std::optional<double> bytes;          // "bytes" (copies, memsets) or "Bytes" ([memory])
    std::optional<std::int64_t> address;  // [memory] "Addr"
    std::optional<double> totalAllocated; // [memory]
    std::optional<double> totalReserved;  // [memory]
    std::optional<std::int64_t> pythonId; // "Python id"
    std::optional<std::int64_t> pythonParentId;
    std::string metadataName; // M events: args.name (process_name, thread_name)
    // A collective's args, as PyTorch 2.1 on writes them on record_param_comms and on its NCCL
    // kernel ("" and unset when absent).
    std::string collectiveName;            // "Collective name": "allreduce"
    std::string processGroupName;          // "Process Group Name": "0"
    std::string processGroupDesc;          // "Process Group Description": "default_pg"
    std::string processGroupRanks;         // "Process Group Ranks": "[0, 1, 2, 3]"
    std::optional<std::int64_t> groupSize; // "Group size"
    std::optional<std::int64_t> inNelems;  // "In msg nelems"
    std::optional<std::int64_t> outNelems; // "Out msg nelems"
    std::string dtype;                     // "dtype": "Float"
    // An element that is an array of numbers (ph 'r'): a row of torch.profiler's
    // export_memory_timeline raw file, [ts ns, action, bytes, category].
    std::vector<std::int64_t> row;

    // Clears every field, keeping the strings' storage for the next event.
    void reset();
};

// µs as a JSON number's text ("4860651175436.34", "12", "1.5e3") to ns, rounded; false when it is
// not a number or does not fit.
[[nodiscard]] bool microsToNs(std::string_view text, std::int64_t* ns);

struct KinetoDevice
{
    std::int64_t id = 0;
    std::string name;
    std::int64_t totalGlobalMem = 0;
    std::int64_t computeMajor = 0;
    std::int64_t computeMinor = 0;
};

// What the trace says outside its events. It may come after the events (distributedInfo often
// does), so it is complete only when read() returns.
struct KinetoHeader
{
    std::optional<std::int64_t> baseTimeNs; // baseTimeNanoseconds
    std::optional<std::int64_t> rank;       // distributedInfo
    std::optional<std::int64_t> worldSize;
    std::string backend;
    std::optional<std::int64_t> pgCount; // distributedInfo's process groups: how many,
    std::string pgConfig;                // and each one's pg_name, pg_desc, ranks ... (its JSON as written)
    std::string ncclVersion;
    std::vector<KinetoDevice> devices; // deviceProperties
    std::string schemaVersion;
    std::string traceId;
    bool bareArray = false; // the legacy autograd profiler's layout
};

struct KinetoStats
{
    std::uint64_t bytesRead = 0;          // decompressed
    std::uint64_t events = 0;             // elements of traceEvents
    std::uint64_t skipped = 0;            // elements that are not objects or do not parse
    std::uint64_t controlCharacters = 0;  // strings whose control characters were replaced
    std::uint64_t parsedWhileReading = 0; // events the reading thread parsed itself (read())
    std::uint64_t flowsUnread = 0;        // flows left unparsed (KinetoReadOptions::flows)
    // The document ended early, at this decompressed byte (or its .gz did): the events complete
    // before it were read; unset for a whole file.
    std::optional<std::uint64_t> truncatedAt;
};

// What a reader may leave unread, for a caller that does not use it (importKineto). Both are
// read by default.
struct KinetoReadOptions
{
    // Flows (ph s, f, t): false reads only their ph, not their id, lanes, time or bp.
    bool flowDetails = true;
    // False: a flow whose first member is its ph (as Kineto writes them) is counted
    // (KinetoStats::flowsUnread) and never parsed or handed on; other flows are, as flowDetails says.
    bool flows = true;
    // Categories whose events' args are not read, when the category comes before the args (as
    // Kineto writes it): those args' fields stay unset.
    std::vector<std::string> categoriesWithoutArgs;
};

// Whether one element of traceEvents, as written, is a flow event whose first member is its ph
// ({"ph": "s", ...), told apart without parsing it. Kineto writes every flow so.
[[nodiscard]] bool startsAsFlow(std::string_view element);

class KinetoReader
{
public:
    KinetoReader() = default;
    explicit KinetoReader(KinetoReadOptions options)
        : m_options(std::move(options))
    {
    }

    using EventHandler = std::function<bool(const KinetoEvent& event)>;
    using Progress = std::function<bool(std::uint64_t compressedBytesRead, std::uint64_t compressedBytesTotal)>;

    // Reads `path`, calling `onEvent` for each event in file order; `progress` (optional) may
    // cancel. False with `error` for an unreadable file or a document that is not a Kineto trace;
    // an event that does not parse is skipped and counted, not fatal.
    [[nodiscard]] bool read(const std::string& path, const EventHandler& onEvent, std::string* error,
                            const Progress& progress = {});

    [[nodiscard]] const KinetoHeader& header() const { return m_header; }
    [[nodiscard]] const KinetoStats& stats() const { return m_stats; }

private:
    KinetoReadOptions m_options;
    KinetoHeader m_header;
    KinetoStats m_stats;
};

} // namespace faultline::import
