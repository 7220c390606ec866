#include "TraceImporter.h"

#include "CaptureMerger.h"
#include "KinetoImport.h"
#include "NsysImport.h"
#include "SqliteDb.h"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <memory>

namespace faultline::import {

TraceFormat detectTraceFormat(const std::string& path, std::string* why)
{
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec)) {
        *why = path + " is a folder";
        return TraceFormat::Unknown;
    }
    std::unique_ptr<FILE, int (*)(FILE*)> file(std::fopen(path.c_str(), "rb"), &std::fclose);
    if (!file) {
        *why = "cannot read " + path + ": " + std::strerror(errno);
        return TraceFormat::Unknown;
    }
    unsigned char head[64] = {};
    const std::size_t n = std::fread(head, 1, sizeof head, file.get());
    if (n >= 2 && head[0] == 0x1f && head[1] == 0x8b)
        return TraceFormat::Kineto; // gzip: Kineto's .json.gz; the reader says if it is not
    if (n >= 16 && std::memcmp(head, "SQLite format 3", 16) == 0) {
        capture::SqliteDb db;
        std::string openError;
        if (!db.openCapture(path, &openError)) {
            *why = path + ": " + openError;
            return TraceFormat::Unknown;
        }
        const bool capture = db.tableExists("events");
        const bool nsys = db.tableExists("StringIds") || db.tableExists("TARGET_INFO_SESSION_START_TIME")
            || db.tableExists("CUPTI_ACTIVITY_KIND_RUNTIME") || db.tableExists("CUPTI_ACTIVITY_KIND_KERNEL");
        if (capture)
            return TraceFormat::Capture;
        if (nsys)
            return TraceFormat::Nsys;
        *why = path
            + " is an SQLite database but neither a capture (no events table) nor an Nsight Systems export "
              "(no StringIds or CUPTI_ACTIVITY_KIND_* table)";
        return TraceFormat::Unknown;
    }
    for (std::size_t i = 0; i < n; ++i) {
        const unsigned char c = head[i];
        if (c == ' ' || c == '\n' || c == '\r' || c == '\t')
            continue;
        // A UTF-8 byte-order mark, as some editors save JSON.
        if (c == 0xef && i + 2 < n && head[i + 1] == 0xbb && head[i + 2] == 0xbf) {
            i += 2;
            continue;
        }
        if (c == '{' || c == '[') {
            // A memory snapshot saved as JSON is JSON too: it has segments and device traces, and
            // none of a trace's members (Kineto writes them first).
            std::string text(reinterpret_cast<const char*>(head), n);
            std::string more(64 * 1024, '\0');
            more.resize(std::fread(more.data(), 1, more.size(), file.get()));
            text += more;
            const bool traceMember = text.find("\"traceEvents\"") != std::string::npos
                || text.find("\"schemaVersion\"") != std::string::npos || text.find("\"ph\"") != std::string::npos;
            const bool snapshotMember = text.find("\"segments\"") != std::string::npos
                || text.find("\"device_traces\"") != std::string::npos;
            if (snapshotMember && !traceMember) {
                *why = path + " is a PyTorch memory snapshot, not a profiler trace";
                return TraceFormat::Unknown;
            }
            return TraceFormat::Kineto;
        }
        break;
    }
    *why = path
        + " is neither a PyTorch profiler trace (JSON or .json.gz), an Nsight Systems SQLite export nor a "
          "capture";
    return TraceFormat::Unknown;
}

bool importTrace(const std::string& path, const std::string& outPath, const ImportOptions& options,
                 ImportWriteResult* result, std::string* error)
{
    std::string why;
    const TraceFormat format = detectTraceFormat(path, &why);
    if (format == TraceFormat::Unknown) {
        *error = why;
        return false;
    }
    if (format == TraceFormat::Capture) {
        *error = path + " is already a capture: open it as it is";
        return false;
    }
    std::error_code ec;
    if (std::filesystem::equivalent(path, outPath, ec)) {
        *error = "the output " + outPath + " is the trace itself";
        return false;
    }
    ImportedTrace trace;
    const auto reading = [&](double f) { return !options.progress || options.progress(0.7 * f); };
    bool ok = false;
    if (format == TraceFormat::Kineto) {
        KinetoImportOptions o;
        o.progress = reading;
        ok = importKineto(path, &trace, error, o);
    } else {
        NsysImportOptions o;
        o.progress = reading;
        ok = importNsys(path, &trace, error, o);
    }
    if (!ok)
        return false;
    ImportWriteOptions w;
    w.node = options.node;
    w.overwrite = options.overwrite;
    w.sourceFileName = std::filesystem::path(path).filename().string();
    std::error_code absoluteError;
    w.sourcePath = std::filesystem::absolute(path, absoluteError).lexically_normal().string();
    w.readSource = sourceNextTo(path);
    w.progress = [&](double f) { return !options.progress || options.progress(0.7 + 0.3 * f); };
    return writeImportedCapture(trace, outPath, w, result, error);
}

std::vector<std::string> tracesInFolder(const std::string& folder)
{
    std::vector<std::string> out;
    std::error_code ec;
    for (const auto& entry : std::filesystem::directory_iterator(folder, ec)) {
        if (!entry.is_regular_file(ec))
            continue;
        const std::string name = entry.path().filename().string();
        if (!name.ends_with(".json") && !name.ends_with(".json.gz") && !name.ends_with(".sqlite"))
            continue;
        std::string why;
        const TraceFormat format = detectTraceFormat(entry.path().string(), &why);
        if (format == TraceFormat::Kineto || format == TraceFormat::Nsys)
            out.push_back(entry.path().string());
    }
    std::sort(out.begin(), out.end());
    return out;
}

bool importTraces(const std::vector<std::string>& paths, const std::string& outPath, const ImportOptions& options,
                  ImportWriteResult* result, std::string* error)
{
    if (paths.empty()) {
        *error = "no trace to import";
        return false;
    }
    if (paths.size() == 1)
        return importTrace(paths.front(), outPath, options, result, error);
    namespace fs = std::filesystem;
    std::error_code ec;
    if (fs::exists(outPath, ec) && !options.overwrite) {
        *error = "refusing to overwrite existing file " + outPath;
        return false;
    }
    // Each trace becomes a capture of its own beside the output, removed once merged.
    const fs::path parts = fs::path(outPath + ".parts");
    fs::remove_all(parts, ec);
    if (!fs::create_directories(parts, ec)) {
        *error = "cannot create " + parts.string() + ": " + ec.message();
        return false;
    }
    struct Cleanup
    {
        fs::path dir;
        ~Cleanup()
        {
            std::error_code ignored;
            fs::remove_all(dir, ignored);
        }
    } cleanup{parts};

    std::vector<capture::MergeInput> inputs;
    ImportWriteResult total;
    std::string formats;
    std::string clocks;
    const double share = 0.9 / static_cast<double>(paths.size());
    for (std::size_t i = 0; i < paths.size(); ++i) {
        ImportOptions one;
        one.progress = [&, i](double f) {
            return !options.progress || options.progress(share * (static_cast<double>(i) + f));
        };
        const std::string part = (parts / ("part-" + std::to_string(i) + ".db")).string();
        ImportWriteResult r;
        std::string partError;
        if (!importTrace(paths[i], part, one, &r, &partError)) {
            *error = partError == "cancelled" ? partError : paths[i] + ": " + partError;
            return false;
        }
        total.events += r.events;
        total.gpuActivity += r.gpuActivity;
        total.linked += r.linked;
        total.stacks += r.stacks;
        total.annotations += r.annotations;
        total.warnings.insert(total.warnings.end(), r.warnings.begin(), r.warnings.end());
        capture::SqliteDb partDb;
        std::string partDbError;
        if (partDb.openReadOnly(part, false, &partDbError)) {
            const std::string format = partDb.queryText(
                "SELECT value FROM faultline_capture_meta WHERE key = 'import.format'");
            formats = formats.empty() || formats == format ? format : std::string("mixed");
            const std::string clock = partDb.queryText(
                "SELECT value FROM faultline_capture_meta WHERE key = 'import.clock'");
            clocks = clocks.empty() || clocks == clock ? clock : std::string("mixed");
        }
        capture::MergeInput input;
        input.path = part;
        input.clock = capture::NodeClock{}; // unix ns already: no correction
        inputs.push_back(std::move(input));
    }
    if (options.progress && !options.progress(0.9)) {
        *error = "cancelled";
        return false;
    }
    capture::MergeOptions mergeOptions;
    mergeOptions.overwrite = options.overwrite;
    const capture::MergeResult merged = capture::CaptureMerger::merge(inputs, outPath, mergeOptions);
    if (!merged.ok) {
        *error = "merging the traces: " + merged.error;
        return false;
    }
    // What the merged capture came from, as a single import says it.
    capture::SqliteDb db;
    std::string dbError;
    if (db.openReadWrite(outPath, &dbError)) {
        std::string sources;
        for (const std::string& p : paths)
            sources += (sources.empty() ? "" : "\n") + fs::path(p).filename().string();
        const std::pair<std::string, std::string> meta[] = {{"import.format", formats},
                                                            {"import.clock", clocks},
                                                            {"import.source", sources},
                                                            {"import.traces", std::to_string(paths.size())}};
        for (const auto& [key, value] : meta) {
            std::string sql = "INSERT OR REPLACE INTO faultline_capture_meta (key, value) VALUES ('" + key + "', ?1)";
            capture::SqliteStatement st(db, sql);
            st.bind(1, std::string_view(value));
            static_cast<void>(st.step());
        }
    }
    if (result)
        *result = total;
    return true;
}

std::string importedTracePath(const std::string& capturePath)
{
    capture::SqliteDb db;
    std::string error;
    if (!db.openCapture(capturePath, &error) || !db.tableExists("faultline_capture_meta"))
        return {};
    return db.queryText("SELECT value FROM faultline_capture_meta WHERE key = 'import.source_path'");
}

} // namespace faultline::import
