#include "KinetoReader.h"

#include "JsonStreamSplitter.h"
#include "MappedFile.h"
#include "Strings.h"
#include "Utf8.h"

#include <algorithm>
#include <atomic>
#include <charconv>
#include <condition_variable>
#include <cstdio>
#include <deque>
#include <fcntl.h>
#include <memory>
#include <mutex>
#include <optional>
#include <simdjson.h>
#include <span>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>
#include <zlib.h>

namespace faultline::import {

namespace {

using simdjson::ondemand::json_type;
using simdjson::ondemand::value;

constexpr std::size_t kChunk = std::size_t{256} << 10;
constexpr std::size_t kBatch = std::size_t{1} << 20;

// Kineto writes control characters unescaped inside strings (pytorch #130622), which JSON forbids
// and simdjson refuses: they become spaces (outside strings only \t, \n and \r can occur, as
// whitespace, and a space is whitespace too). Returns how many were not whitespace.
std::size_t blankControlCharacters(std::string& text, std::size_t at, std::size_t length)
{
    std::size_t odd = 0;
    for (char& c : std::span<char>(text.data() + at, length)) {
        if (static_cast<unsigned char>(c) < 0x20) {
            if (c != '\n' && c != '\r' && c != '\t')
                ++odd;
            c = ' ';
        }
    }
    return odd;
}

std::optional<std::int64_t> integer(value v)
{
    json_type t;
    if (v.type().get(t))
        return std::nullopt;
    if (t == json_type::number) {
        std::int64_t i = 0;
        if (!v.get_int64().get(i))
            return i;
        std::uint64_t u = 0;
        if (!v.get_uint64().get(u))
            return static_cast<std::int64_t>(u);
        // A number beyond 64 bits (an id, a corrupt time) is no integer here.
        double d = 0;
        if (!v.get_double().get(d) && d > -9.2e18 && d < 9.2e18)
            return static_cast<std::int64_t>(d);
        return std::nullopt;
    }
    if (t == json_type::string) {
        std::string_view s;
        if (v.get_string().get(s))
            return std::nullopt;
        std::int64_t i = 0;
        const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), i);
        if (ec == std::errc() && end == s.data() + s.size())
            return i;
    }
    return std::nullopt;
}

std::optional<double> number(value v)
{
    double d = 0;
    if (!v.get_double().get(d))
        return d;
    std::string_view s;
    if (!v.get_string().get(s)) {
        const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), d);
        if (ec == std::errc() && end == s.data() + s.size())
            return d;
    }
    return std::nullopt;
}

KinetoId laneId(value v)
{
    KinetoId id;
    std::string_view s;
    if (const auto i = integer(v))
        id.number = *i;
    else if (!v.get_string().get(s))
        id.label = std::string(s);
    return id;
}

std::string text(value v)
{
    std::string_view s;
    if (!v.get_string().get(s))
        return std::string(s);
    // A number, as written: ids may exceed 64 bits.
    return std::string(text::trimmed(v.raw_json_token()));
}

// Like text(), into `out`'s storage.
void assignText(value v, std::string* out)
{
    std::string_view s;
    if (!v.get_string().get(s)) {
        out->assign(s);
        return;
    }
    *out = text(v);
}

// A time in µs (a number, or a number in a string) to ns.
bool nanoseconds(value v, std::int64_t* ns)
{
    std::string_view s;
    if (!v.get_string().get(s))
        return microsToNs(s, ns);
    std::string_view raw = v.raw_json_token();
    while (!raw.empty() && (text::isAsciiSpace(raw.back()) || raw.back() == ',' || raw.back() == '}'))
        raw.remove_suffix(1);
    return microsToNs(raw, ns);
}

bool readArgs(value v, KinetoEvent* e)
{
    simdjson::ondemand::object args;
    if (v.get_object().get(args))
        return false;
    for (auto field : args) {
        std::string_view key;
        if (field.unescaped_key().get(key))
            return false;
        value a;
        if (field.value().get(a))
            return false;
        if (key == "correlation")
            e->correlation = integer(a);
        else if (key == "External id")
            e->externalId = integer(a);
        else if (key == "Device Type")
            e->deviceType = integer(a);
        else if (key == "device" || key == "Device Id")
            e->device = integer(a);
        else if (key == "stream")
            e->stream = integer(a);
        else if (key == "bytes" || key == "Bytes")
            e->bytes = number(a);
        else if (key == "Addr")
            e->address = integer(a);
        else if (key == "Total Allocated")
            e->totalAllocated = number(a);
        else if (key == "Total Reserved")
            e->totalReserved = number(a);
        else if (key == "Python id")
            e->pythonId = integer(a);
        else if (key == "Python parent id")
            e->pythonParentId = integer(a);
        else if (key == "name")
            assignText(a, &e->metadataName);
        else if (key == "Collective name")
            assignText(a, &e->collectiveName);
        else if (key == "Process Group Name")
            assignText(a, &e->processGroupName);
        else if (key == "Process Group Description")
            assignText(a, &e->processGroupDesc);
        else if (key == "Process Group Ranks")
            assignText(a, &e->processGroupRanks);
        else if (key == "Group size")
            e->groupSize = integer(a);
        else if (key == "In msg nelems")
            e->inNelems = integer(a);
        else if (key == "Out msg nelems")
            e->outNelems = integer(a);
        else if (key == "dtype")
            assignText(a, &e->dtype);
    }
    return true;
}

bool isFlow(char ph)
{
    return ph == 's' || ph == 'f' || ph == 't';
}

} // namespace

bool startsAsFlow(std::string_view element)
{
    // {"ph": "s", ...: the object's first key is ph and its value one letter, s, f or t.
    std::size_t i = 0;
    const auto blanks = [&] {
        while (i < element.size() && isJsonSpace(element[i]))
            ++i;
    };
    const auto expect = [&](std::string_view what) {
        if (element.substr(i, what.size()) != what)
            return false;
        i += what.size();
        return true;
    };
    blanks();
    if (!expect("{"))
        return false;
    blanks();
    if (!expect("\"ph\""))
        return false;
    blanks();
    if (!expect(":"))
        return false;
    blanks();
    return element.size() >= i + 3 && element[i] == '"' && isFlow(element[i + 1]) && element[i + 2] == '"';
}

namespace {

// Whether the reader leaves this event's args unread (KinetoReadOptions): its category, read
// before its args as Kineto writes them, is one whose args are not wanted.
bool argsUnwanted(const KinetoEvent& e, const KinetoReadOptions& options)
{
    if (e.cat.empty())
        return false;
    return std::find(options.categoriesWithoutArgs.begin(), options.categoriesWithoutArgs.end(), e.cat)
        != options.categoriesWithoutArgs.end();
}

// One event from a document: a simdjson document of its own, or one of a batch (document_reference).
template<typename Document>
bool parseDocument(Document& doc, KinetoEvent* e, const KinetoReadOptions& options)
{
    e->reset();
    json_type type;
    if (doc.type().get(type))
        return false;
    if (type == json_type::array) {
        simdjson::ondemand::array row;
        if (doc.get_array().get(row))
            return false;
        for (auto element : row) {
            value v;
            if (element.get(v))
                return false;
            const auto n = integer(v);
            if (!n)
                return false;
            e->row.push_back(*n);
        }
        e->ph = 'r';
        return true;
    }
    simdjson::ondemand::object object;
    if (doc.get_object().get(object))
        return false;
    for (auto field : object) {
        std::string_view key;
        if (field.unescaped_key().get(key))
            return false;
        value v;
        if (field.value().get(v))
            return false;
        if (key == "ph") {
            const std::string ph = text(v);
            e->ph = ph.empty() ? 0 : ph[0];
            // The rest of a flow is left unread when its details are not wanted: simdjson skips
            // to the next document from wherever this one was left.
            if (!options.flowDetails && isFlow(e->ph))
                return true;
        } else if (key == "name") {
            assignText(v, &e->name);
        } else if (key == "cat") {
            assignText(v, &e->cat);
        } else if (key == "pid") {
            e->pid = laneId(v);
        } else if (key == "tid") {
            e->tid = laneId(v);
        } else if (key == "ts") {
            e->hasTs = nanoseconds(v, &e->tsNs);
        } else if (key == "dur") {
            static_cast<void>(nanoseconds(v, &e->durNs));
        } else if (key == "id") {
            e->id = text(v);
        } else if (key == "bp") {
            e->bindEnclosing = text(v) == "e";
        } else if (key == "args") {
            if (!argsUnwanted(*e, options) && !readArgs(v, e))
                return false;
        }
    }
    return true;
}

bool parseEvent(simdjson::ondemand::parser& parser, std::string& piece, KinetoEvent* e,
                const KinetoReadOptions& options)
{
    e->reset();
    piece.reserve(piece.size() + simdjson::SIMDJSON_PADDING);
    simdjson::ondemand::document doc;
    if (parser.iterate(simdjson::padded_string_view(piece.data(), piece.size(), piece.capacity())).get(doc))
        return false;
    return parseDocument(doc, e, options);
}

void readHeaderMember(simdjson::ondemand::parser& parser, std::string_view key, std::string_view member,
                      KinetoHeader* h)
{
    // In an array: On Demand reads a scalar document only through the document itself.
    std::string piece;
    piece.reserve(member.size() + 2 + simdjson::SIMDJSON_PADDING);
    piece.append("[").append(member).append("]");
    simdjson::ondemand::document doc;
    if (parser.iterate(simdjson::padded_string_view(piece.data(), piece.size(), piece.capacity())).get(doc))
        return;
    simdjson::ondemand::array wrapper;
    if (doc.get_array().get(wrapper))
        return;
    value v;
    auto first = wrapper.begin();
    if (first.error() || (*first).get(v))
        return;
    if (key == "baseTimeNanoseconds") {
        h->baseTimeNs = integer(v);
    } else if (key == "schemaVersion") {
        h->schemaVersion = text(v);
    } else if (key == "trace_id") {
        h->traceId = text(v);
    } else if (key == "distributedInfo") {
        simdjson::ondemand::object info;
        if (v.get_object().get(info))
            return;
        for (auto field : info) {
            std::string_view k;
            value x;
            if (field.unescaped_key().get(k) || field.value().get(x))
                return;
            if (k == "rank")
                h->rank = integer(x);
            else if (k == "world_size")
                h->worldSize = integer(x);
            else if (k == "backend")
                h->backend = text(x);
            else if (k == "pg_count")
                h->pgCount = integer(x);
            else if (k == "nccl_version")
                h->ncclVersion = text(x);
            else if (k == "pg_config") {
                simdjson::ondemand::array groups;
                std::string_view raw;
                if (!x.get_array().get(groups) && !groups.raw_json().get(raw))
                    h->pgConfig = std::string(raw);
            }
        }
    } else if (key == "deviceProperties") {
        simdjson::ondemand::array devices;
        if (v.get_array().get(devices))
            return;
        for (auto element : devices) {
            simdjson::ondemand::object d;
            if (element.get_object().get(d))
                return;
            KinetoDevice device;
            for (auto field : d) {
                std::string_view k;
                value x;
                if (field.unescaped_key().get(k) || field.value().get(x))
                    return;
                if (k == "id")
                    device.id = integer(x).value_or(0);
                else if (k == "name")
                    device.name = text(x);
                else if (k == "totalGlobalMem")
                    device.totalGlobalMem = integer(x).value_or(0);
                else if (k == "computeMajor")
                    device.computeMajor = integer(x).value_or(0);
                else if (k == "computeMinor")
                    device.computeMinor = integer(x).value_or(0);
            }
            h->devices.push_back(std::move(device));
        }
    }
}

// The file a chunk at a time: a plain file through windows mapped from the page cache (no copy
// into a buffer: on tmpfs that copy had been a quarter of the reading thread's time), a gzip file
// (or one that cannot be mapped) through zlib, into a buffer.
class ChunkSource
{
public:
    ChunkSource() = default;
    ChunkSource(const ChunkSource&) = delete;
    ChunkSource& operator=(const ChunkSource&) = delete;
    ~ChunkSource()
    {
        if (m_gz)
            gzclose(m_gz);
    }

    bool open(const std::string& path, std::string* error)
    {
        m_path = path;
        unsigned char magic[2] = {};
        {
            const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
            if (fd < 0) {
                *error = "cannot open " + path;
                return false;
            }
            const bool read = ::pread(fd, magic, 2, 0) == 2;
            ::close(fd);
            if (!read)
                magic[0] = 0;
        }
        // Not mappable, or with no size to map (a file system without mmap, /proc): read as zlib
        // reads plain files.
        std::string why;
        if ((magic[0] != 0x1f || magic[1] != 0x8b) && m_mapped.open(path, why) && m_mapped.size() > 0)
            return true;
        m_gz = gzopen(path.c_str(), "rb");
        if (!m_gz) {
            *error = "cannot open " + path;
            return false;
        }
        // zlib reads (or inflates) straight into the caller's buffer only when a read asks for at
        // least twice its own buffer; smaller reads go through that buffer and are copied out. Half
        // a chunk lets every kChunk read go straight in: a 1 MiB buffer had copied each byte of
        // the file once more (1 GB of memcpy on the 1 GB trace).
        gzbuffer(m_gz, static_cast<unsigned>(kChunk / 2));
        m_buffer.resize(kChunk);
        return true;
    }

    // The next chunk, empty at the end; false on an error.
    bool next(std::string_view* chunk, std::string* error)
    {
        if (m_gz) {
            const int n = gzread(m_gz, m_buffer.data(), static_cast<unsigned>(m_buffer.size()));
            int code = Z_OK;
            const char* message = gzerror(m_gz, &code);
            // A .gz cut short: zlib inflated all there was and says "unexpected end of file". What
            // came out is given on; the end of the data follows, marked truncated.
            if (code == Z_BUF_ERROR) {
                m_truncated = true;
                *chunk = std::string_view(m_buffer.data(), static_cast<std::size_t>(std::max(0, n)));
                return true;
            }
            if (n < 0) {
                *error = m_path + ": " + (message ? message : "read error") + " (a damaged .gz?)";
                return false;
            }
            *chunk = std::string_view(m_buffer.data(), static_cast<std::size_t>(n));
            return true;
        }
        // What was split is not read again: every 16 MiB its pages leave this process.
        if (m_offset - m_released >= kRelease) {
            m_mapped.release(m_offset);
            m_released = m_offset;
        }
        const auto n = static_cast<std::size_t>(std::min<std::uint64_t>(kChunk, m_mapped.size() - m_offset));
        *chunk = std::string_view(reinterpret_cast<const char*>(m_mapped.data()) + m_offset, n);
        m_offset += n;
        return true;
    }

    // Whether the chunks given so far were all the file's: false once it has shrunk under them
    // (their lost pages read as zeros).
    bool intact() const { return m_gz || m_mapped.intact(); }
    // The compressed stream ended before its end: a .gz cut short.
    [[nodiscard]] bool truncated() const { return m_truncated; }

    // How far into the file (compressed) it has read.
    std::uint64_t offset() const
    {
        return m_gz ? static_cast<std::uint64_t>(std::max<z_off_t>(0, gzoffset(m_gz))) : m_offset;
    }

private:
    static constexpr std::uint64_t kRelease = std::uint64_t{16} << 20;
    std::string m_path;
    snapshot::MappedFile m_mapped;
    gzFile m_gz = nullptr;
    bool m_truncated = false;
    std::vector<char> m_buffer;
    std::uint64_t m_offset = 0;
    std::uint64_t m_released = 0;
};

// Work for the parsing thread: a batch of events (each followed by a newline, for
// iterate_many), a top-level member of the document, or the end of the document.
struct Batch
{
    enum class Kind { Events, Member, End };
    Kind kind = Kind::Events;
    std::string text;
    std::vector<std::pair<std::size_t, std::size_t>> spans; // offset, length of each event in text
    std::string key;                                        // a member's name
    std::string error;                                      // the end's: why reading stopped early
    std::uint64_t compressedOffset = 0;                     // how far into the file it was read
    // Events the reading thread parsed itself (see read()): the first `parsedCount` of `events`.
    // The vector keeps its events' storage when the batch is reused.
    bool parsed = false;
    std::vector<KinetoEvent> events;
    std::size_t parsedCount = 0;
    std::uint64_t controlCharacters = 0; // events whose control characters were blanked
    std::uint64_t skipped = 0;           // events that did not parse
};

// Parses a batch of events with simdjson, handing each to a sink as it is parsed: the parsing
// thread's hands them on at once, the reading thread's keeps them in the batch. Each thread that
// parses has its own.
//
// Events are parsed a batch at a time (iterate_many: one pass of simdjson's structural index over
// about a MiB of them), which is several times faster than one parse per event. Kineto writes
// control characters unescaped inside strings (pytorch #130622) and may cut a name inside a UTF-8
// sequence; simdjson refuses both, for the whole batch. Such a batch is cleaned (control
// characters become spaces, bad UTF-8 '?') and parsed again; clean batches, nearly all of them,
// skip that pass over their bytes. An error after that parses the rest of the batch one event at
// a time, which skips only the bad ones.
class BatchParser
{
public:
    explicit BatchParser(const KinetoReadOptions& options)
        : m_options(options)
    {
    }

    // Sink: `KinetoEvent& slot()` gives the event to fill, `bool take()` takes it once filled
    // (false stops). False when the sink stopped.
    template<typename Sink>
    bool parse(Batch& b, Sink& sink)
    {
        if (b.spans.empty())
            return true;
        b.text.reserve(b.text.size() + simdjson::SIMDJSON_PADDING);
        std::size_t done = 0;
        bool stopped = false;
        if (stream(b, &done, sink, &stopped))
            return true;
        if (stopped)
            return false;
        clean(b, done);
        if (stream(b, &done, sink, &stopped))
            return true;
        if (stopped)
            return false;
        for (std::size_t k = done; k < b.spans.size(); ++k) {
            m_piece.assign(b.text, b.spans[k].first, b.spans[k].second);
            if (!parseEvent(m_parser, m_piece, &sink.slot(), m_options)) {
                ++b.skipped;
                continue;
            }
            if (!sink.take())
                return false;
        }
        return true;
    }

private:
    void clean(Batch& b, std::size_t from)
    {
        for (std::size_t k = from; k < b.spans.size(); ++k) {
            const auto [at, length] = b.spans[k];
            b.controlCharacters += blankControlCharacters(b.text, at, length) > 0 ? 1 : 0;
            // simdjson's check is only the fast way to the same answer as utf8::isValid (both follow
            // RFC 3629), and it is the check the parse that failed made.
            const std::string_view piece = std::string_view(b.text).substr(at, length);
            if (!simdjson::validate_utf8(piece))
                b.text.replace(at, length, utf8::repaired(piece, "?")); // one '?' a byte: the spans hold
        }
    }
    // Hands over the batch's events from `*done` on while they parse; false at the first that
    // does not (or when the sink stops, with `stopped` set).
    template<typename Sink>
    bool stream(Batch& b, std::size_t* done, Sink& sink, bool* stopped)
    {
        const std::string& text = b.text;
        const std::size_t first = b.spans[*done].first;
        simdjson::ondemand::document_stream documents;
        if (m_batchParser.iterate_many(text.data() + first, text.size() - first, std::max(2 * kBatch, text.size()))
                .get(documents))
            return false;
        for (auto it = documents.begin(); it != documents.end() && *done < b.spans.size(); ++it) {
            simdjson::ondemand::document_reference reference;
            if ((*it).get(reference) || !parseDocument(reference, &sink.slot(), m_options))
                return false;
            ++*done;
            if (!sink.take()) {
                *stopped = true;
                return false;
            }
        }
        return *done == b.spans.size();
    }

    const KinetoReadOptions& m_options;
    simdjson::ondemand::parser m_parser;
    simdjson::ondemand::parser m_batchParser;
    std::string m_piece;
};

// Batches from the reading thread to the parsing one, and empty ones back. At most kInFlight
// unparsed batches wait, so a slow parser holds the reader back instead of letting memory grow.
// A batch the reader parsed itself (because the queue was full) may wait in a longer queue, up to
// kParsedInFlight: the parsing thread only hands its events on, so it soon catches up, and the
// reader goes on splitting instead of waiting for it.
class BatchQueue
{
public:
    std::unique_ptr<Batch> spare()
    {
        std::unique_ptr<Batch> b;
        {
            const std::lock_guard lock(m_mutex);
            if (!m_spare.empty()) {
                b = std::move(m_spare.back());
                m_spare.pop_back();
            }
        }
        if (!b) {
            b = std::make_unique<Batch>();
            b->text.reserve(kBatch + kBatch / 4 + simdjson::SIMDJSON_PADDING);
        }
        return b;
    }
    void push(std::unique_ptr<Batch> b)
    {
        std::unique_lock lock(m_mutex);
        const std::size_t limit = b->parsed ? kParsedInFlight : kInFlight;
        m_changed.wait(lock, [&] { return m_queue.size() < limit || b->kind == Batch::Kind::End; });
        m_queue.push_back(std::move(b));
        m_changed.notify_all();
    }
    // Whether a push would wait now.
    bool full()
    {
        const std::lock_guard lock(m_mutex);
        return m_queue.size() >= kInFlight;
    }
    std::unique_ptr<Batch> pop()
    {
        std::unique_lock lock(m_mutex);
        m_changed.wait(lock, [&] { return !m_queue.empty(); });
        std::unique_ptr<Batch> b = std::move(m_queue.front());
        m_queue.pop_front();
        m_changed.notify_all();
        return b;
    }
    void recycle(std::unique_ptr<Batch> b)
    {
        b->kind = Batch::Kind::Events;
        b->text.clear();
        b->spans.clear();
        b->key.clear();
        b->compressedOffset = 0;
        b->parsed = false;
        b->parsedCount = 0;
        b->controlCharacters = 0;
        b->skipped = 0;
        const std::lock_guard lock(m_mutex);
        if (m_spare.size() < kParsedInFlight + 2)
            m_spare.push_back(std::move(b));
    }

private:
    static constexpr std::size_t kInFlight = 4;
    static constexpr std::size_t kParsedInFlight = 16;
    std::mutex m_mutex;
    std::condition_variable m_changed;
    std::deque<std::unique_ptr<Batch>> m_queue;
    std::vector<std::unique_ptr<Batch>> m_spare;
};

// KinetoReader::read's parts. As in Perfetto's importers, reading the file into pieces (the
// tokenizer: BatchReader, on a thread of its own), parsing them into events and handing those on
// (the parser: EventDispatch, on the caller's thread) and what each counts (the trackers:
// ReadCounts, KinetoStats, KinetoHeader) stand apart.

// What the reading thread counts. Final once it has sent the end, which it sends last (the
// queue's lock orders them).
struct ReadCounts
{
    std::uint64_t events = 0;      // elements of traceEvents
    std::uint64_t flowsUnread = 0; // flows left out of the batches (KinetoReadOptions::flows)
    std::uint64_t bytes = 0;       // decompressed
    std::uint64_t parsed = 0;      // events it parsed itself
    std::optional<std::uint64_t> truncatedAt;
};

// A sink for BatchParser that keeps the events in their batch, for the parsing thread to hand on.
struct KeepInBatch
{
    Batch& batch;
    const std::atomic<bool>& stop;
    KinetoEvent& slot()
    {
        if (batch.parsedCount == batch.events.size())
            batch.events.emplace_back();
        return batch.events[batch.parsedCount];
    }
    bool take()
    {
        ++batch.parsedCount;
        return !stop.load(std::memory_order_relaxed);
    }
};

// A sink for BatchParser that hands each event on as soon as it is parsed.
struct HandOn
{
    KinetoEvent& event;
    const KinetoReader::EventHandler& onEvent;
    KinetoEvent& slot() { return event; }
    bool take() { return onEvent(event); }
};

// The reading thread's work (the tokenizer): decompresses the file, splits the document into its
// members and events (JsonStreamSplitter) and gathers the events into batches for the parsing
// thread. When that thread is behind (a push would wait), this one parses the batch itself rather
// than wait, and sends the events with it: both threads parse, in whatever share keeps them both
// busy, and the events still go on in file order.
class BatchReader
{
public:
    BatchReader(const std::string& path, ChunkSource& in, BatchQueue& queue, const KinetoReadOptions& options)
        : m_path(path)
        , m_in(in)
        , m_queue(queue)
        , m_options(options)
        , m_parser(options)
    {
    }

    // Reads the document to its end, an error or stop(), then sends the end, last.
    void run()
    {
        try {
            readAll();
        } catch (const std::exception& e) { // out of memory: the parser gets an end all the same
            auto end = std::make_unique<Batch>();
            end->kind = Batch::Kind::End;
            end->error = m_path + ": " + e.what();
            m_queue.push(std::move(end));
        }
    }
    void stop() { m_stop = true; }
    [[nodiscard]] const ReadCounts& counts() const { return m_counts; }

private:
    [[nodiscard]] bool stopping() const { return m_stop.load(std::memory_order_relaxed); }

    void readAll()
    {
        m_batch = m_queue.spare();
        JsonStreamSplitter splitter(
            "traceEvents",
            {[this](std::string_view key, std::string_view value) { return onMember(key, value); },
             [this](std::string_view element) { return onElement(element); }});
        auto end = std::make_unique<Batch>();
        end->kind = Batch::Kind::End;
        end->error = readChunks(splitter);
        // What was split before an error is still delivered, as it was read.
        if (!m_batch->spans.empty())
            sendBatch();
        send(std::move(end));
    }

    // Feeds the file to the splitter chunk by chunk. Why it stopped early; empty at the end.
    std::string readChunks(JsonStreamSplitter& splitter)
    {
        std::string error;
        for (;;) {
            if (stopping())
                return "stopped";
            std::string_view chunk;
            if (!m_in.next(&chunk, &error))
                return error;
            if (chunk.empty())
                return atEnd(splitter);
            m_counts.bytes += chunk.size();
            const bool fed = splitter.feed(chunk);
            if (!m_in.intact())
                return m_path + " changed while it was read: it is shorter than when it was opened";
            if (!fed)
                return m_stop.load() ? "stopped" : m_path + " is not a Kineto trace: " + splitter.error();
        }
    }

    // At the file's end: a document that ends early after events of traceEvents were read is a
    // trace cut short (a copy interrupted, a job killed while writing): what was complete is kept
    // and the cut is said (KinetoStats::truncatedAt), never presented as whole.
    std::string atEnd(JsonStreamSplitter& splitter)
    {
        const bool complete = splitter.finish();
        if (!complete && m_counts.events == 0)
            return m_path + " is not a Kineto trace: " + splitter.error();
        if (!complete || m_in.truncated())
            m_counts.truncatedAt = m_counts.bytes;
        return {};
    }

    // A top-level member other than traceEvents, for the header; the events before it go first.
    bool onMember(std::string_view key, std::string_view value)
    {
        if (!m_batch->spans.empty())
            sendBatch();
        std::unique_ptr<Batch> m = m_queue.spare();
        m->kind = Batch::Kind::Member;
        m->key.assign(key);
        m->text.assign(value);
        send(std::move(m));
        return !stopping();
    }

    // One element of traceEvents, into the batch.
    bool onElement(std::string_view element)
    {
        ++m_counts.events;
        // Flows the caller does not want skip the batch: about one event in four of the
        // benchmark's trace.
        if (!m_options.flows && startsAsFlow(element)) {
            ++m_counts.flowsUnread;
            return !stopping();
        }
        m_batch->spans.emplace_back(m_batch->text.size(), element.size());
        m_batch->text.append(element);
        m_batch->text.push_back('\n');
        if (m_batch->text.size() >= kBatch)
            sendBatch();
        return !stopping();
    }

    // Sends the batch gathered so far, parsed here first when the parsing thread is behind, and
    // starts the next.
    void sendBatch()
    {
        if (m_queue.full()) {
            KeepInBatch keep{*m_batch, m_stop};
            static_cast<void>(m_parser.parse(*m_batch, keep));
            m_batch->parsed = true;
            m_counts.parsed += m_batch->parsedCount;
        }
        send(std::move(m_batch));
        m_batch = m_queue.spare();
    }

    void send(std::unique_ptr<Batch> b)
    {
        b->compressedOffset = m_in.offset();
        m_queue.push(std::move(b));
    }

    const std::string& m_path;
    ChunkSource& m_in;
    BatchQueue& m_queue;
    const KinetoReadOptions& m_options;
    BatchParser m_parser;
    std::atomic<bool> m_stop{false};
    std::unique_ptr<Batch> m_batch; // the one being gathered
    ReadCounts m_counts;
};

// The thread a BatchReader runs on. However the parsing side leaves (an exception from the event
// handler too), the reader is stopped, the batches it still sends are taken so that it is not left
// waiting, and it is joined.
class ReadingThread
{
public:
    ReadingThread(BatchReader& reader, BatchQueue& queue)
        : m_reader(reader)
        , m_queue(queue)
        , m_thread([&reader] { reader.run(); })
    {
    }
    ReadingThread(const ReadingThread&) = delete;
    ReadingThread& operator=(const ReadingThread&) = delete;
    ~ReadingThread()
    {
        m_reader.stop();
        while (!m_ended)
            m_ended = m_queue.pop()->kind == Batch::Kind::End;
        m_thread.join();
    }

    // The next batch in file order; the end comes last.
    [[nodiscard]] std::unique_ptr<Batch> next()
    {
        std::unique_ptr<Batch> b = m_queue.pop();
        m_ended = b->kind == Batch::Kind::End;
        return b;
    }
    void done(std::unique_ptr<Batch> b) { m_queue.recycle(std::move(b)); }
    void stop() { m_reader.stop(); }

private:
    BatchReader& m_reader;
    BatchQueue& m_queue;
    bool m_ended = false;
    std::thread m_thread; // last: it starts once the rest is in place
};

// The calling thread's work (the parser): takes the batches in file order, reads the header's
// members, parses the batches the reading thread did not (cleaning the few that simdjson refuses)
// and hands every event on. Once the handler or the progress says stop, the reading thread is
// stopped and what it still sends is only taken back.
class EventDispatch
{
public:
    EventDispatch(const KinetoReadOptions& options, const KinetoReader::EventHandler& onEvent,
                  const KinetoReader::Progress& progress, std::uint64_t fileSize, KinetoHeader* header,
                  KinetoStats* stats)
        : m_onEvent(onEvent)
        , m_progress(progress)
        , m_fileSize(fileSize)
        , m_header(*header)
        , m_stats(*stats)
        , m_parser(options)
    {
    }

    // Takes every batch up to the end. The end's error: why reading stopped early, else empty.
    [[nodiscard]] std::string run(ReadingThread& reading)
    {
        for (;;) {
            std::unique_ptr<Batch> b = reading.next();
            if (b->kind == Batch::Kind::End)
                return b->error;
            if (!m_stopped) {
                m_stopped = !deliver(*b) || !reportProgress(*b);
                if (m_stopped)
                    reading.stop();
            }
            reading.done(std::move(b));
        }
    }
    // The handler or the progress said stop.
    [[nodiscard]] bool stopped() const { return m_stopped; }
    // The progress did.
    [[nodiscard]] bool cancelled() const { return m_cancelled; }

private:
    // What one batch holds, to the header or the handler; false when the handler says stop.
    bool deliver(Batch& b)
    {
        bool goOn = true;
        if (b.kind == Batch::Kind::Member) {
            readHeaderMember(m_headerParser, b.key, b.text, &m_header);
        } else if (b.parsed) {
            for (std::size_t k = 0; k < b.parsedCount && goOn; ++k)
                goOn = m_onEvent(b.events[k]);
        } else {
            HandOn sink{m_event, m_onEvent};
            goOn = m_parser.parse(b, sink);
        }
        m_stats.controlCharacters += b.controlCharacters;
        m_stats.skipped += b.skipped;
        return goOn;
    }

    // How far into the file the batch was read, to the progress when it moved; false when it cancels.
    bool reportProgress(const Batch& b)
    {
        if (!m_progress || b.compressedOffset == m_lastOffset)
            return true;
        m_lastOffset = b.compressedOffset;
        m_cancelled = !m_progress(m_lastOffset, m_fileSize);
        return !m_cancelled;
    }

    const KinetoReader::EventHandler& m_onEvent;
    const KinetoReader::Progress& m_progress;
    const std::uint64_t m_fileSize;
    KinetoHeader& m_header;
    KinetoStats& m_stats;
    simdjson::ondemand::parser m_headerParser; // the header's members
    BatchParser m_parser;
    KinetoEvent m_event;
    bool m_stopped = false;
    bool m_cancelled = false;
    std::uint64_t m_lastOffset = 0;
};

// The size of the regular file at `path`; nullopt for anything else or what cannot be read.
std::optional<std::uint64_t> regularFileSize(const std::string& path)
{
    struct stat st
    {
    };
    if (::stat(path.c_str(), &st) != 0 || !S_ISREG(st.st_mode))
        return std::nullopt;
    return static_cast<std::uint64_t>(st.st_size);
}

} // namespace

void KinetoEvent::reset()
{
    ph = 0;
    name.clear();
    cat.clear();
    pid = {};
    tid = {};
    tsNs = 0;
    durNs = 0;
    hasTs = false;
    id.clear();
    bindEnclosing = false;
    correlation.reset();
    externalId.reset();
    device.reset();
    deviceType.reset();
    stream.reset();
    bytes.reset();
    address.reset();
    totalAllocated.reset();
    totalReserved.reset();
    pythonId.reset();
    pythonParentId.reset();
    metadataName.clear();
    collectiveName.clear();
    processGroupName.clear();
    processGroupDesc.clear();
    processGroupRanks.clear();
    groupSize.reset();
    inNelems.reset();
    outNelems.reset();
    dtype.clear();
    row.clear();
}

bool microsToNs(std::string_view text, std::int64_t* ns)
{
    std::size_t i = 0;
    bool negative = false;
    if (i < text.size() && (text[i] == '-' || text[i] == '+')) {
        negative = text[i] == '-';
        ++i;
    }
    // Digits, an optional fraction; an exponent goes through a double (rare: no Kineto writes one).
    std::int64_t whole = 0;
    std::size_t digits = 0;
    for (; i < text.size() && text[i] >= '0' && text[i] <= '9'; ++i, ++digits) {
        if (__builtin_mul_overflow(whole, 10, &whole) || __builtin_add_overflow(whole, text[i] - '0', &whole))
            return false;
    }
    std::int64_t fraction = 0; // ns: the first three decimals; the fourth rounds
    bool roundUp = false;
    if (i < text.size() && text[i] == '.') {
        ++i;
        constexpr int kScale[] = {100, 10, 1};
        for (int k = 0; i < text.size() && text[i] >= '0' && text[i] <= '9'; ++i, ++digits, ++k) {
            if (k < 3)
                fraction += (text[i] - '0') * kScale[k];
            else if (k == 3)
                roundUp = text[i] >= '5';
        }
    }
    if (digits == 0)
        return false;
    if (i < text.size() && (text[i] == 'e' || text[i] == 'E')) {
        double d = 0;
        const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), d);
        if (ec != std::errc() || end != text.data() + text.size() || !(d * 1000.0 < 9.2e18 && d * 1000.0 > -9.2e18))
            return false;
        *ns = static_cast<std::int64_t>(d * 1000.0 + (d < 0 ? -0.5 : 0.5));
        return true;
    }
    if (i != text.size())
        return false;
    std::int64_t out = 0;
    if (__builtin_mul_overflow(whole, 1000, &out) || __builtin_add_overflow(out, fraction + (roundUp ? 1 : 0), &out))
        return false;
    *ns = negative ? -out : out;
    return true;
}

bool KinetoReader::read(const std::string& path, const EventHandler& onEvent, std::string* error,
                        const Progress& progress)
{
    m_header = {};
    m_stats = {};
    const std::optional<std::uint64_t> fileSize = regularFileSize(path);
    if (!fileSize) {
        *error = "cannot read " + path;
        return false;
    }
    ChunkSource in;
    if (!in.open(path, error))
        return false;

    // Two threads share the work: a reader decompresses, splits the document into events and
    // gathers them in batches, while this thread parses the batches and hands the events over in
    // file order. Batches travel through a short queue and come back empty for reuse, so memory
    // stays at a few batches however large the file.
    BatchQueue queue;
    BatchReader reader(path, in, queue, m_options);
    ReadingThread reading(reader, queue);
    EventDispatch dispatch(m_options, onEvent, progress, *fileSize, &m_header, &m_stats);
    const std::string endError = dispatch.run(reading);

    const ReadCounts& counts = reader.counts();
    m_stats.events = counts.events;
    m_stats.bytesRead = counts.bytes;
    m_stats.parsedWhileReading = counts.parsed;
    m_stats.flowsUnread = counts.flowsUnread;
    m_stats.truncatedAt = counts.truncatedAt;
    if (dispatch.stopped()) {
        *error = dispatch.cancelled() ? "cancelled" : "stopped";
        return false;
    }
    if (!endError.empty()) {
        *error = endError;
        return false;
    }
    if (counts.events == 0 && !m_header.baseTimeNs) {
        *error = path + " is not a Kineto trace: it has no traceEvents";
        return false;
    }
    return true;
}

} // namespace faultline::import
