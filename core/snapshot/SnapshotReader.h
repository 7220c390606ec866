#pragma once

// Opens a PyTorch memory snapshot: a pickle (`_dump_snapshot`, any protocol 2..5, also the
// C++ `_memory_snapshot_pickled` flavour), a JSON rendering, or the HTML page that
// `torch.cuda._memory_viz` writes (base64 pickle inside). Never runs code from the file; a
// truncated file gives what was complete and a warning.

#include "Snapshot.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>

namespace faultline::snapshot {

struct ReadOptions
{
    // Called now and then with (bytes done, bytes total); returning false cancels.
    std::function<bool(std::uint64_t, std::uint64_t)> progress;
};

struct ReadResult
{
    std::unique_ptr<Snapshot> snapshot; // null on error
    std::string error;                  // why nothing could be read
};

class SnapshotReader
{
public:
    [[nodiscard]] static ReadResult readFile(const std::string& path, const ReadOptions& options = {});
    [[nodiscard]] static ReadResult readBytes(const std::uint8_t* data, std::uint64_t size,
                                              const ReadOptions& options = {}, const std::string& path = {});
    // A cheap guess from the first bytes (for drag and drop): pickle, JSON with a snapshot key,
    // or memory_viz HTML.
    [[nodiscard]] static bool looksLikeSnapshot(std::string_view head);
    // Decodes the first embedded file of a memory_viz HTML page. False with `error` when there
    // is none. `files` is how many the page embeds.
    [[nodiscard]] static bool extractHtmlPayload(const std::uint8_t* data, std::uint64_t size, std::string& payload,
                                                 std::string& error, int* files = nullptr);
};

} // namespace faultline::snapshot
