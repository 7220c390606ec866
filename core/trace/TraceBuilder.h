#pragma once

#include "Trace.h"

#include <atomic>
#include <functional>
#include <memory>
#include <string>

namespace faultline {

struct LoadOptions
{
    const std::atomic<bool>* cancel = nullptr;
    // Called from loading threads with (events read, events expected); may be called often.
    std::function<void(std::int64_t done, std::int64_t total)> progress;
    int threads = 2;                         // parallel readers over rowid ranges
    std::int64_t parallelThreshold = 200000; // fewer rows than this are read by one reader
};

struct LoadResult
{
    std::unique_ptr<Trace> trace; // null on failure or cancel
    bool cancelled = false;
    std::string error; // why it failed (empty when cancelled or ok)
};

// Reads a capture into a Trace: parallel readers over rowid ranges, interning, per-lane sort.
class TraceBuilder
{
public:
    [[nodiscard]] static LoadResult load(const std::string& path, const LoadOptions& options = {});
    // The same file after more rows were appended to it (a live capture): `previous` plus the
    // rows after its last, read alone, giving what load() would give for the whole file. The
    // previous trace's columns are copied, not read again. Reads the whole file when it is not
    // simply longer (rows gone) or merges several nodes.
    [[nodiscard]] static LoadResult extend(const Trace& previous, const std::string& path,
                                           const LoadOptions& options = {});
};

} // namespace faultline
