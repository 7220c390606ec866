#include "SnapshotReader.h"

#include "JsonSnapshotReader.h"
#include "MappedFile.h"
#include "PickleReader.h"
#include "SnapshotBuilder.h"
#include "UiText.h"

#include <algorithm>
#include <cstdio>
#include <cstring>

namespace faultline::snapshot {

namespace {

// The sentences for people, in the user's language (lupdate finds them by QT_TRANSLATE_NOOP).
std::string ui(const char* source, std::initializer_list<std::string_view> args = {})
{
    return text::uiText("SnapshotReader", source, args);
}

enum class Detected : std::uint8_t { Pickle, Json, Html, Empty, LfsPointer, Unknown };

std::uint64_t skipSpace(const std::uint8_t* data, std::uint64_t size, std::uint64_t at)
{
    if (at == 0 && size >= 3 && data[0] == 0xEF && data[1] == 0xBB && data[2] == 0xBF)
        at = 3;
    while (at < size && (data[at] == ' ' || data[at] == '\t' || data[at] == '\n' || data[at] == '\r'))
        ++at;
    return at;
}

Detected detect(const std::uint8_t* data, std::uint64_t size)
{
    if (size == 0)
        return Detected::Empty;
    if (data[0] == 0x80)
        return Detected::Pickle;
    const std::string_view head(reinterpret_cast<const char*>(data),
                                static_cast<std::size_t>(std::min<std::uint64_t>(size, 200)));
    if (head.starts_with("version https://git-lfs"))
        return Detected::LfsPointer;
    const std::uint64_t first = skipSpace(data, size, 0);
    if (first < size && (data[first] == '{' || data[first] == '['))
        return Detected::Json;
    if (first < size && data[first] == '<')
        return Detected::Html;
    // Protocol 0/1 pickles start with a container opcode rather than PROTO.
    if (data[0] == '}' || data[0] == ']' || data[0] == '(')
        return Detected::Pickle;
    return Detected::Unknown;
}

std::string describeStart(const std::uint8_t* data, std::uint64_t size)
{
    std::string out;
    for (std::uint64_t i = 0; i < std::min<std::uint64_t>(size, 8); ++i) {
        char buffer[4];
        std::snprintf(buffer, sizeof buffer, "%02x", data[i]);
        if (!out.empty())
            out += ' ';
        out += buffer;
    }
    return out;
}

int base64Value(std::uint8_t c)
{
    if (c >= 'A' && c <= 'Z')
        return c - 'A';
    if (c >= 'a' && c <= 'z')
        return c - 'a' + 26;
    if (c >= '0' && c <= '9')
        return c - '0' + 52;
    if (c == '+' || c == '-')
        return 62;
    if (c == '/' || c == '_')
        return 63;
    return -1;
}

const std::uint8_t* findBytes(const std::uint8_t* begin, const std::uint8_t* end, std::string_view needle)
{
    const auto it = std::search(begin, end, needle.begin(), needle.end(),
                                [](std::uint8_t a, char b) { return a == static_cast<std::uint8_t>(b); });
    return it == end ? nullptr : it;
}

std::size_t traceEntries(const Snapshot& s)
{
    std::size_t entries = 0;
    for (const DeviceTrace& t : s.deviceTraces)
        entries += t.count();
    return entries;
}

} // namespace

bool SnapshotReader::extractHtmlPayload(const std::uint8_t* data, std::uint64_t size, std::string& payload,
                                        std::string& error, int* files)
{
    const std::uint8_t* end = data + size;
    const std::uint8_t* anchor = findBytes(data, end, "local_files");
    if (anchor == nullptr) {
        error = ui(QT_TRANSLATE_NOOP("SnapshotReader",
                                     "an HTML file without the 'local_files' data that torch.cuda._memory_viz embeds"));
        return false;
    }
    const std::uint8_t* field = findBytes(anchor, end, "\"base64\"");
    if (field == nullptr) {
        error = ui(QT_TRANSLATE_NOOP("SnapshotReader", "the HTML's 'local_files' holds no base64 data"));
        return false;
    }
    const std::uint8_t* p = field + 8;
    while (p < end && (*p == ' ' || *p == ':' || *p == '\n' || *p == '\r' || *p == '\t'))
        ++p;
    if (p >= end || *p != '"') {
        error = ui(QT_TRANSLATE_NOOP("SnapshotReader", "the HTML's base64 field is not a string"));
        return false;
    }
    ++p;
    payload.clear();
    payload.reserve(static_cast<std::size_t>((end - p) / 4 * 3));
    std::uint32_t acc = 0;
    int bits = 0;
    bool closed = false;
    for (; p < end; ++p) {
        const std::uint8_t c = *p;
        if (c == '"') {
            closed = true;
            ++p;
            break;
        }
        if (c == '=' || c == '\\' || c == '\n' || c == '\r' || c == ' ')
            continue;
        const int v = base64Value(c);
        if (v < 0) {
            error = ui(
                QT_TRANSLATE_NOOP("SnapshotReader", "the HTML's base64 data has a character that is not base64"));
            return false;
        }
        acc = (acc << 6) | static_cast<std::uint32_t>(v);
        bits += 6;
        if (bits >= 8) {
            bits -= 8;
            payload += static_cast<char>((acc >> bits) & 0xFF);
        }
    }
    if (!closed && payload.empty()) {
        error = ui(QT_TRANSLATE_NOOP("SnapshotReader", "the HTML's base64 data is cut off"));
        return false;
    }
    if (files != nullptr) {
        // Every further "base64" field is another embedded file.
        int more = 0;
        for (const std::uint8_t* q = findBytes(p, end, "\"base64\""); q != nullptr;
             q = findBytes(q + 8, end, "\"base64\""))
            ++more;
        *files = 1 + more;
    }
    return true;
}

bool SnapshotReader::looksLikeSnapshot(std::string_view head)
{
    const auto* data = reinterpret_cast<const std::uint8_t*>(head.data());
    switch (detect(data, head.size())) {
    case Detected::Pickle: return true;
    case Detected::Json:
        return head.find("\"segments\"") != std::string_view::npos
            || head.find("\"device_traces\"") != std::string_view::npos
            || head.find("\"total_size\"") != std::string_view::npos;
    case Detected::Html:
        return head.find("local_files") != std::string_view::npos || head.find("MemoryViz") != std::string_view::npos;
    default: return false;
    }
}

namespace {

ReadResult readImpl(const std::uint8_t* data, std::uint64_t size, const ReadOptions& options, const std::string& path,
                    const std::function<void(std::uint64_t)>& release)
{
    ReadResult result;
    Detected kind = detect(data, size);
    SourceFormat format = SourceFormat::Pickle;
    std::string htmlPayload;
    std::vector<std::string> preWarnings;
    const std::uint8_t* body = data;
    std::uint64_t bodySize = size;
    switch (kind) {
    case Detected::Empty: result.error = ui(QT_TRANSLATE_NOOP("SnapshotReader", "the file is empty")); return result;
    case Detected::LfsPointer:
        result.error = ui(QT_TRANSLATE_NOOP(
            "SnapshotReader",
            "this is a Git LFS pointer, not the snapshot itself (run 'git lfs pull' to fetch the file)"));
        return result;
    case Detected::Unknown:
        //: %1 is the file's first bytes in hex ("68 65 6c 6c")
        result.error = ui(QT_TRANSLATE_NOOP("SnapshotReader",
                                            "not a PyTorch memory snapshot: expected a pickle (first byte 0x80), JSON, "
                                            "or the HTML that torch.cuda._memory_viz writes; the file starts with %1"),
                          {describeStart(data, size)});
        return result;
    case Detected::Html: {
        int files = 1;
        if (!SnapshotReader::extractHtmlPayload(data, size, htmlPayload, result.error, &files))
            return result;
        if (files > 1)
            preWarnings.push_back(
                ui(QT_TRANSLATE_NOOP("SnapshotReader", "the HTML page embeds %1 files; only the first was read"),
                   {std::to_string(files)}));
        format = SourceFormat::Html;
        body = reinterpret_cast<const std::uint8_t*>(htmlPayload.data());
        bodySize = htmlPayload.size();
        const Detected inner = detect(body, bodySize);
        if (inner != Detected::Pickle && inner != Detected::Json) {
            //: %1 is the embedded data's first bytes in hex ("68 65 6c 6c")
            result.error = ui(
                QT_TRANSLATE_NOOP("SnapshotReader",
                                  "the HTML's embedded data is neither a pickle nor JSON (it starts with %1)"),
                {describeStart(body, bodySize)});
            return result;
        }
        kind = inner;
        break;
    }
    case Detected::Json: format = SourceFormat::Json; break;
    case Detected::Pickle: break;
    }

    SnapshotBuilder builder;
    Value root;
    bool truncated = false;
    std::string partialReason;
    std::uint64_t parsed = 0;
    int protocol = 0;
    if (kind == Detected::Pickle) {
        const PickleParseResult r = PickleReader::parse(body, bodySize, builder, options.progress,
                                                        body == data ? release : nullptr);
        if (!r.ok) {
            result.error = r.error.empty() ? ui(QT_TRANSLATE_NOOP("SnapshotReader", "the pickle holds no value"))
                                           : r.error;
            return result;
        }
        root = r.root;
        truncated = r.truncated;
        partialReason = r.error;
        parsed = r.endOffset;
        protocol = r.protocol;
        if (r.newerProtocol)
            builder.warn(ui(QT_TRANSLATE_NOOP("SnapshotReader", "pickle protocol %1 is newer than 5; read anyway"),
                            {std::to_string(r.protocol)}));
        if (!truncated && r.endOffset < bodySize) {
            const bool padding = std::all_of(body + r.endOffset, body + bodySize,
                                             [](std::uint8_t b) { return b == 0; });
            if (!padding)
                builder.warn(
                    ui(QT_TRANSLATE_NOOP("SnapshotReader", "%1 bytes after the end of the pickle were ignored"),
                       {std::to_string(bodySize - r.endOffset)}));
        }
    } else {
        const JsonParseResult r = JsonSnapshotReader::parse(body, bodySize, builder, options.progress,
                                                            body == data ? release : nullptr);
        if (!r.ok) {
            result.error = r.error.empty() ? ui(QT_TRANSLATE_NOOP("SnapshotReader", "the JSON document holds no value"))
                                           : r.error;
            return result;
        }
        root = r.root;
        truncated = r.truncated;
        partialReason = r.error;
        parsed = r.endOffset;
        if (!truncated) {
            const std::uint64_t after = skipSpace(body, bodySize, r.endOffset);
            if (after < bodySize)
                builder.warn(
                    ui(QT_TRANSLATE_NOOP("SnapshotReader", "%1 bytes after the end of the JSON document were ignored"),
                       {std::to_string(bodySize - after)}));
        }
    }
    std::string error;
    std::unique_ptr<Snapshot> snapshot = builder.finish(root, error);
    if (!snapshot) {
        //: %1 is why the file was read only in part, %2 why no snapshot came out of that part
        result.error = truncated ? ui(QT_TRANSLATE_NOOP("SnapshotReader", "%1; %2"), {partialReason, error}) : error;
        return result;
    }
    snapshot->source.path = path;
    snapshot->source.format = format;
    snapshot->source.pickleProtocol = protocol;
    snapshot->source.fileBytes = size;
    snapshot->source.parsedBytes = parsed;
    snapshot->source.truncated = truncated;
    std::vector<std::string> warnings = std::move(preWarnings);
    if (truncated)
        //: %1 is why the file was read only in part
        warnings.push_back(
            ui(QT_TRANSLATE_NOOP("SnapshotReader",
                                 "%1; kept what was complete before that: %2 segments and %3 trace entries"),
               {partialReason, std::to_string(snapshot->segmentCount()), std::to_string(traceEntries(*snapshot))}));
    warnings.insert(warnings.end(), snapshot->warnings.begin(), snapshot->warnings.end());
    snapshot->warnings = std::move(warnings);
    result.snapshot = std::move(snapshot);
    return result;
}

} // namespace

ReadResult SnapshotReader::readBytes(const std::uint8_t* data, std::uint64_t size, const ReadOptions& options,
                                     const std::string& path)
{
    return readImpl(data, size, options, path, nullptr);
}

ReadResult SnapshotReader::readFile(const std::string& path, const ReadOptions& options)
{
    MappedFile file;
    std::string error;
    if (!file.open(path, error)) {
        ReadResult result;
        //: %1 is the file's path, %2 the system's reason
        result.error = ui(QT_TRANSLATE_NOOP("SnapshotReader", "cannot open %1: %2"), {path, error});
        return result;
    }
    // Pickle and JSON are read front to back: pages behind the cursor can go.
    ReadResult result = readImpl(file.data(), file.size(), options, path,
                                 [&file](std::uint64_t offset) { file.release(offset); });
    if (!file.intact()) {
        result = {};
        //: %1 is the file's path
        result.error = ui(
            QT_TRANSLATE_NOOP("SnapshotReader", "%1 changed while it was read: it is shorter than when it was opened"),
            {path});
    }
    return result;
}

} // namespace faultline::snapshot
