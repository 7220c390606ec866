#include "TraceImporter.h"

#include "CaptureMerger.h"
#include "KinetoImport.h"
#include "NsysImport.h"
#include "SqliteDb.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <exception>
#include <filesystem>
#include <memory>
#include <mutex>
#include <thread>

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

namespace {

// What one trace's conversion left for the merge.
struct ConvertedPart
{
    std::string path;
    ImportWriteResult result;
    std::string format;
    std::string clock;
};

// The traces converted into parts, `parallelism` at a time: a worker takes the next file when it
// is done with one, so at most that many traces are in memory. Every callback goes through one
// mutex; a failure or Cancel stops every worker at its next progress report.
class PartConverter
{
public:
    PartConverter(const std::vector<std::string>& paths, const std::filesystem::path& partsDir,
                  const ImportOptions& options)
        : m_paths(paths)
        , m_partsDir(partsDir)
        , m_options(options)
        , m_parts(paths.size())
        , m_fractions(paths.size(), 0.0)
        , m_reported(paths.size(), -1)
    {
    }

    // False with `error` when a file failed (its path and why) or the import was cancelled.
    [[nodiscard]] bool run(std::string* error)
    {
        unsigned workers = m_options.parallelism;
        if (workers == 0)
            workers = std::max(1U, std::thread::hardware_concurrency());
        workers = static_cast<unsigned>(std::min<std::size_t>(workers, m_paths.size()));
        std::vector<std::thread> threads;
        threads.reserve(workers - 1);
        for (unsigned w = 1; w < workers; ++w)
            threads.emplace_back([this] { work(); });
        work(); // the calling thread is a worker too
        for (std::thread& t : threads)
            t.join();
        if (m_cancelled) {
            *error = "cancelled";
            return false;
        }
        if (!m_error.empty()) {
            *error = m_error;
            return false;
        }
        return true;
    }

    [[nodiscard]] const std::vector<ConvertedPart>& parts() const { return m_parts; }

private:
    void work()
    {
        for (;;) {
            const std::size_t i = m_next.fetch_add(1);
            if (i >= m_paths.size() || m_stop.load())
                return;
            convert(i);
        }
    }

    void convert(std::size_t i)
    {
        const auto started = std::chrono::steady_clock::now();
        std::error_code ec;
        const auto size = std::filesystem::file_size(m_paths[i], ec);
        const std::int64_t bytes = ec ? 0 : static_cast<std::int64_t>(size);
        ImportOptions one;
        one.progress = [this, i, bytes](double f) { return report(i, f, bytes); };
        ConvertedPart& part = m_parts[i];
        part.path = (m_partsDir / ("part-" + std::to_string(i) + ".db")).string();
        if (!report(i, 0, bytes))
            return;
        std::string partError;
        bool ok = false;
        try {
            ok = importTrace(m_paths[i], part.path, one, &part.result, &partError);
        } catch (const std::exception& e) {
            partError = e.what();
        }
        ImportFileProgress done;
        done.index = i;
        done.bytes = bytes;
        done.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
        if (ok) {
            capture::SqliteDb db;
            std::string dbError;
            if (db.openReadOnly(part.path, false, &dbError)) {
                part.format = db.queryText("SELECT value FROM faultline_capture_meta WHERE key = 'import.format'");
                part.clock = db.queryText("SELECT value FROM faultline_capture_meta WHERE key = 'import.clock'");
                done.node = db.queryText("SELECT node FROM events WHERE node != '' LIMIT 1");
            }
            if (done.node.empty())
                done.node = std::filesystem::path(m_paths[i]).filename().string();
            done.state = ImportFileProgress::State::Done;
            done.fraction = 1;
            done.result = part.result;
        }
        const std::lock_guard lock(m_mutex);
        if (!ok) {
            // A file stopped because another failed, or by Cancel, is not the failure to report.
            if (m_stop.load() && partError == "cancelled")
                return;
            m_stop = true;
            if (partError == "cancelled") {
                m_cancelled = true;
                return;
            }
            // Two files that failed on their own: the first of them in the input's order.
            if (m_error.empty() || i < m_errorIndex) {
                m_error = m_paths[i] + ": " + partError;
                m_errorIndex = i;
            }
            done.state = ImportFileProgress::State::Failed;
            done.error = partError;
        } else {
            m_sum += 1 - m_fractions[i];
            m_fractions[i] = 1;
        }
        if (m_options.fileProgress)
            m_options.fileProgress(done);
    }

    // A file's progress: the overall share, and the file's own when it moved by a thousandth.
    [[nodiscard]] bool report(std::size_t i, double fraction, std::int64_t bytes)
    {
        const std::lock_guard lock(m_mutex);
        if (m_stop.load())
            return false;
        m_sum += fraction - m_fractions[i];
        m_fractions[i] = fraction;
        if (m_options.progress && !m_options.progress(0.9 * m_sum / static_cast<double>(m_paths.size()))) {
            m_stop = true;
            m_cancelled = true;
            return false;
        }
        const int perMille = static_cast<int>(fraction * 1000);
        if (m_options.fileProgress && perMille != m_reported[i]) {
            m_reported[i] = perMille;
            ImportFileProgress p;
            p.index = i;
            p.fraction = fraction;
            p.bytes = bytes;
            m_options.fileProgress(p);
        }
        return true;
    }

    const std::vector<std::string>& m_paths;
    const std::filesystem::path m_partsDir;
    const ImportOptions& m_options;
    std::vector<ConvertedPart> m_parts; // by input, each written by the worker that converts it
    std::atomic<std::size_t> m_next{0};
    std::atomic<bool> m_stop{false};
    std::mutex m_mutex; // guards what follows, and every callback
    std::vector<double> m_fractions;
    std::vector<int> m_reported;
    double m_sum = 0;
    bool m_cancelled = false;
    std::string m_error;
    std::size_t m_errorIndex = 0;
};

} // namespace

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

    PartConverter converter(paths, parts, options);
    if (!converter.run(error))
        return false;

    // In input order, whichever finished first: the merge and the totals are as one at a time.
    std::vector<capture::MergeInput> inputs;
    ImportWriteResult total;
    std::string formats;
    std::string clocks;
    for (const ConvertedPart& part : converter.parts()) {
        const ImportWriteResult& r = part.result;
        total.events += r.events;
        total.gpuActivity += r.gpuActivity;
        total.linked += r.linked;
        total.stacks += r.stacks;
        total.annotations += r.annotations;
        total.warnings.insert(total.warnings.end(), r.warnings.begin(), r.warnings.end());
        formats = formats.empty() || formats == part.format ? part.format : std::string("mixed");
        clocks = clocks.empty() || clocks == part.clock ? part.clock : std::string("mixed");
        capture::MergeInput input;
        input.path = part.path;
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
        const auto put = [&db](const std::string& key, const std::string& value) {
            capture::SqliteStatement st(db,
                                        "INSERT OR REPLACE INTO faultline_capture_meta (key, value) VALUES (?1, ?2)");
            st.bind(1, std::string_view(key));
            st.bind(2, std::string_view(value));
            static_cast<void>(st.step());
        };
        for (const auto& [key, value] : meta)
            put(key, value);
        // Each node came from its trace, not from the part the merge read (removed by now).
        for (std::size_t i = 0; i < merged.nodes.size() && i < paths.size(); ++i) {
            std::error_code absoluteError;
            put("node." + merged.nodes[i].node + ".source_file",
                fs::absolute(paths[i], absoluteError).lexically_normal().string());
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
