#include "StackCodec.h"

#include "Json.h"

#include <algorithm>
#include <charconv>

namespace faultline::capture {

namespace {

constexpr std::uint64_t kFnvOffset = 14695981039346656037ULL;
constexpr std::uint64_t kFnvPrime = 1099511628211ULL;

void fnv(std::uint64_t& h, std::string_view bytes)
{
    for (const char c : bytes) {
        h ^= static_cast<unsigned char>(c);
        h *= kFnvPrime;
    }
}

void fnvByte(std::uint64_t& h, std::uint8_t b)
{
    h ^= b;
    h *= kFnvPrime;
}

void fnvU32(std::uint64_t& h, std::uint32_t v)
{
    for (int i = 0; i < 4; ++i)
        fnvByte(h, static_cast<std::uint8_t>(v >> (8 * i)));
}

void fnvU64(std::uint64_t& h, std::uint64_t v)
{
    for (int i = 0; i < 8; ++i)
        fnvByte(h, static_cast<std::uint8_t>(v >> (8 * i)));
}

bool parseHex(std::string_view s, std::uint64_t* out)
{
    if (s.size() > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X'))
        s.remove_prefix(2);
    if (s.empty() || s.size() > 16)
        return false;
    const auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), *out, 16);
    return ec == std::errc() && ptr == s.data() + s.size();
}

std::int32_t clampLine(const json::Value& v)
{
    const std::int64_t n = v.toInt(0);
    if (n < 0 || n > 0x7fffffff)
        return 0;
    return static_cast<std::int32_t>(n);
}

void appendHex(std::string& out, std::uint64_t v)
{
    char buf[24];
    const auto [ptr, ec] = std::to_chars(buf, buf + sizeof buf, v, 16);
    out += "0x";
    out.append(buf, ptr);
}

} // namespace

bool StackCodec::decodeFrames(std::string_view text, std::vector<StackFrame>* frames, std::string* error)
{
    frames->clear();
    const json::ParseResult parsed = json::parse(text);
    if (!parsed.ok) {
        if (error)
            *error = "frames JSON: " + parsed.error + " at offset " + std::to_string(parsed.offset);
        return false;
    }
    if (!parsed.value.isArray()) {
        if (error)
            *error = "frames JSON is not an array";
        return false;
    }
    for (const json::Value& item : parsed.value.array()) {
        if (!item.isObject())
            continue;
        StackFrame f;
        for (const auto& [key, v] : item.object()) {
            if (key == "i" && v.isString()) {
                std::uint64_t ip = 0;
                if (parseHex(v.string(), &ip))
                    f.ip = ip;
            } else if (key == "s" && v.isString()) {
                f.symbol = v.string();
            } else if (key == "f" && v.isString()) {
                f.library = v.string();
            } else if (key == "l") {
                f.nativeLine = clampLine(v);
            } else if (key == "pf" && v.isString()) {
                f.pyFile = v.string();
            } else if (key == "pfn" && v.isString()) {
                f.pyFunction = v.string();
            } else if (key == "pl") {
                f.pyDefLine = clampLine(v);
            } else if (key == "xl") {
                f.pyLine = clampLine(v);
            }
        }
        if (!f.pyFile.empty() || !f.pyFunction.empty())
            f.kind = FrameKind::Python;
        else if (!f.symbol.empty())
            f.kind = FrameKind::Native;
        else if (f.ip == 0 && f.library.empty())
            continue; // nothing resolved and no address: Ingero drops such frames too
        // Ingero writes "i" only for frames with no symbol; a resolved frame carries no address.
        if (f.kind != FrameKind::Unresolved)
            f.ip = 0;
        frames->push_back(std::move(f));
    }
    return true;
}

bool StackCodec::decodeIps(std::string_view text, std::vector<StackFrame>* frames, std::string* error)
{
    frames->clear();
    const json::ParseResult parsed = json::parse(text);
    if (!parsed.ok || !parsed.value.isArray()) {
        if (error)
            *error = parsed.ok ? "ips JSON is not an array" : "ips JSON: " + parsed.error;
        return false;
    }
    for (const json::Value& item : parsed.value.array()) {
        std::uint64_t ip = 0;
        if (item.isString() && parseHex(item.string(), &ip)) {
            StackFrame f;
            f.kind = FrameKind::Unresolved;
            f.ip = ip;
            frames->push_back(f);
        }
    }
    return true;
}

std::string StackCodec::encodeFrames(const std::vector<StackFrame>& frames)
{
    std::string out;
    out.reserve(frames.size() * 96);
    out.push_back('[');
    bool firstFrame = true;
    for (const StackFrame& f : frames) {
        if (!firstFrame)
            out.push_back(',');
        firstFrame = false;
        out.push_back('{');
        bool first = true;
        auto key = [&](const char* k) {
            if (!first)
                out.push_back(',');
            first = false;
            out.push_back('"');
            out += k;
            out += "\":";
        };
        const bool resolved = !f.symbol.empty() || !f.pyFile.empty() || !f.pyFunction.empty();
        if (!resolved && f.ip != 0) {
            key("i");
            out.push_back('"');
            appendHex(out, f.ip);
            out.push_back('"');
        }
        if (!f.symbol.empty()) {
            key("s");
            json::appendQuoted(out, f.symbol);
        }
        if (!f.library.empty()) {
            key("f");
            json::appendQuoted(out, f.library);
        }
        if (f.nativeLine != 0) {
            key("l");
            out += std::to_string(f.nativeLine);
        }
        if (!f.pyFile.empty()) {
            key("pf");
            json::appendQuoted(out, f.pyFile);
        }
        if (!f.pyFunction.empty()) {
            key("pfn");
            json::appendQuoted(out, f.pyFunction);
        }
        if (f.pyDefLine != 0) {
            key("pl");
            out += std::to_string(f.pyDefLine);
        }
        if (f.pyLine != 0) {
            key("xl");
            out += std::to_string(f.pyLine);
        }
        out.push_back('}');
    }
    out.push_back(']');
    return out;
}

std::string StackCodec::encodeIps(const std::vector<std::uint64_t>& ips)
{
    std::string out = "[";
    for (std::size_t i = 0; i < ips.size(); ++i) {
        if (i)
            out.push_back(',');
        out.push_back('"');
        appendHex(out, ips[i]);
        out.push_back('"');
    }
    out.push_back(']');
    return out;
}

std::int64_t StackCodec::hash(const std::vector<StackFrame>& frames)
{
    bool anyResolved = false;
    for (const StackFrame& f : frames)
        anyResolved = anyResolved || f.kind != FrameKind::Unresolved;

    std::uint64_t h = kFnvOffset;
    if (anyResolved) {
        for (const StackFrame& f : frames) {
            fnv(h, f.symbol);
            fnvByte(h, 0);
            fnv(h, f.library);
            fnvByte(h, 0);
            fnv(h, f.pyFile);
            fnvByte(h, 0);
            fnv(h, f.pyFunction);
            fnvByte(h, 0);
            fnvU32(h, static_cast<std::uint32_t>(f.pyDefLine));
            if (f.pyLine != 0)
                fnvU32(h, static_cast<std::uint32_t>(f.pyLine));
        }
    } else {
        for (const StackFrame& f : frames)
            fnvU64(h, f.ip);
    }
    if (h == 0)
        h = 1; // 0 means "no stack" in `events.stack_hash`
    return static_cast<std::int64_t>(h);
}

std::string StackCodec::describe(const StackFrame& f)
{
    switch (f.kind) {
    case FrameKind::Python: {
        std::string base = f.pyFile;
        const auto slash = base.rfind('/');
        if (slash != std::string::npos)
            base = base.substr(slash + 1);
        const std::int32_t line = f.pyLine != 0 ? f.pyLine : f.pyDefLine;
        return base + ':' + std::to_string(line) + ' ' + f.pyFunction;
    }
    case FrameKind::Native: return f.library.empty() ? f.symbol : f.symbol + " (" + f.library + ')';
    case FrameKind::Unresolved: {
        std::string out;
        appendHex(out, f.ip);
        if (!f.library.empty())
            out += " (" + f.library + ')';
        return out;
    }
    }
    return {};
}

bool StackCodec::parseProfilerFunction(std::string_view name, StackFrame* frame)
{
    frame->kind = FrameKind::Python;
    const std::size_t colon = name.find("): ");
    const std::size_t open = colon == std::string_view::npos ? std::string_view::npos : name.rfind('(', colon);
    if (open != std::string_view::npos && open > 0 && open + 1 < colon && colon - open - 1 <= 9
        && std::all_of(name.begin() + static_cast<std::ptrdiff_t>(open + 1),
                       name.begin() + static_cast<std::ptrdiff_t>(colon),
                       [](char c) { return c >= '0' && c <= '9'; })) {
        frame->pyFile = std::string(name.substr(0, open));
        frame->pyDefLine = std::stoi(std::string(name.substr(open + 1, colon - open - 1)));
        frame->pyFunction = std::string(name.substr(colon + 3));
        return true;
    }
    frame->pyFunction = std::string(name);
    return false;
}

} // namespace faultline::capture
