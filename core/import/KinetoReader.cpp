#include "KinetoReader.h"

#include "JsonStreamSplitter.h"

#include <simdjson.h>
#include <zlib.h>

#include <charconv>
#include <cstdio>
#include <memory>
#include <sys/stat.h>

namespace faultline::import {

namespace {

using simdjson::ondemand::json_type;
using simdjson::ondemand::value;

constexpr std::size_t kChunk = std::size_t{4} << 20;

// Kineto writes control characters unescaped inside strings (pytorch #130622), which JSON forbids
// and simdjson refuses: they become spaces (outside strings only \t, \n and \r can occur, as
// whitespace, and a space is whitespace too). Returns how many were not whitespace.
std::size_t blankControlCharacters(std::string& text)
{
    std::size_t odd = 0;
    for (char& c : text) {
        if (static_cast<unsigned char>(c) < 0x20) {
            if (c != '\n' && c != '\r' && c != '\t')
                ++odd;
            c = ' ';
        }
    }
    return odd;
}

// Invalid UTF-8 (truncated names) becomes '?', byte by byte.
void repairUtf8(std::string& text)
{
    const auto* s = reinterpret_cast<unsigned char*>(text.data());
    const std::size_t n = text.size();
    std::size_t i = 0;
    while (i < n) {
        const unsigned char c = s[i];
        std::size_t len = c < 0x80 ? 1 : (c >> 5) == 0x6 ? 2 : (c >> 4) == 0xe ? 3 : (c >> 3) == 0x1e ? 4 : 0;
        bool ok = len != 0 && i + len <= n;
        for (std::size_t k = 1; ok && k < len; ++k)
            ok = (s[i + k] & 0xc0) == 0x80;
        if (ok && len == 2)
            ok = c >= 0xc2;
        if (!ok) {
            text[i] = '?';
            ++i;
            continue;
        }
        i += len;
    }
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
        double d = 0;
        if (!v.get_double().get(d))
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
    std::string_view raw = v.raw_json_token();
    while (!raw.empty() && (raw.back() == ' ' || raw.back() == '\n' || raw.back() == '\r' || raw.back() == '\t'))
        raw.remove_suffix(1);
    return std::string(raw);
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
            e->metadataName = text(a);
    }
    return true;
}

bool parseEvent(simdjson::ondemand::parser& parser, std::string& piece, KinetoEvent* e)
{
    *e = KinetoEvent{};
    piece.reserve(piece.size() + simdjson::SIMDJSON_PADDING);
    simdjson::ondemand::document doc;
    if (parser.iterate(simdjson::padded_string_view(piece.data(), piece.size(), piece.capacity())).get(doc))
        return false;
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
        } else if (key == "name") {
            e->name = text(v);
        } else if (key == "cat") {
            e->cat = text(v);
        } else if (key == "pid") {
            e->pid = laneId(v);
        } else if (key == "tid") {
            e->tid = laneId(v);
        } else if (key == "ts") {
            e->ts = number(v).value_or(0);
        } else if (key == "dur") {
            e->dur = number(v).value_or(0);
        } else if (key == "id") {
            e->id = text(v);
        } else if (key == "bp") {
            e->bindEnclosing = text(v) == "e";
        } else if (key == "args") {
            if (!readArgs(v, e))
                return false;
        }
    }
    return true;
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

struct GzFile
{
    gzFile file = nullptr;
    ~GzFile()
    {
        if (file)
            gzclose(file);
    }
};

} // namespace

bool KinetoReader::read(const std::string& path, const EventHandler& onEvent, std::string* error,
                        const Progress& progress)
{
    m_header = {};
    m_stats = {};
    struct stat st
    {
    };
    if (::stat(path.c_str(), &st) != 0 || !S_ISREG(st.st_mode)) {
        *error = "cannot read " + path;
        return false;
    }
    GzFile in;
    in.file = gzopen(path.c_str(), "rb"); // reads plain JSON as it is
    if (!in.file) {
        *error = "cannot open " + path;
        return false;
    }
    gzbuffer(in.file, 1 << 20);

    simdjson::ondemand::parser parser;
    KinetoEvent event;
    bool sawEvents = false;
    bool stopped = false;
    JsonStreamSplitter splitter(
        "traceEvents",
        {[&](std::string_view key, std::string_view value) {
             std::string piece(value);
             readHeaderMember(parser, key, piece, &m_header);
             return true;
         },
         [&](std::string_view element) {
             sawEvents = true;
             ++m_stats.events;
             std::string piece(element);
             m_stats.controlCharacters += blankControlCharacters(piece) > 0 ? 1 : 0;
             if (!simdjson::validate_utf8(piece.data(), piece.size()))
                 repairUtf8(piece);
             if (!parseEvent(parser, piece, &event)) {
                 ++m_stats.skipped;
                 return true;
             }
             if (!onEvent(event)) {
                 stopped = true;
                 return false;
             }
             return true;
         }});

    std::vector<char> buffer(kChunk);
    for (;;) {
        const int n = gzread(in.file, buffer.data(), static_cast<unsigned>(buffer.size()));
        if (n < 0) {
            int code = 0;
            const char* message = gzerror(in.file, &code);
            *error = path + ": " + (message ? message : "read error") + " (a damaged .gz?)";
            return false;
        }
        if (n == 0)
            break;
        m_stats.bytesRead += static_cast<std::uint64_t>(n);
        if (!splitter.feed(std::string_view(buffer.data(), static_cast<std::size_t>(n)))) {
            *error = stopped ? "stopped" : path + " is not a Kineto trace: " + splitter.error();
            return false;
        }
        if (progress && !progress(static_cast<std::uint64_t>(gzoffset(in.file)), static_cast<std::uint64_t>(st.st_size))) {
            *error = "cancelled";
            return false;
        }
    }
    if (!splitter.finish()) {
        *error = path + " is not a Kineto trace: " + splitter.error();
        return false;
    }
    if (!sawEvents && !m_header.baseTimeNs) {
        *error = path + " is not a Kineto trace: it has no traceEvents";
        return false;
    }
    return true;
}

} // namespace faultline::import
