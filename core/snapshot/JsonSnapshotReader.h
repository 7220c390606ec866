#pragma once

// Streaming JSON reader for snapshots saved as JSON (the newest MemoryViz accepts them; tuples
// appear as 2-element arrays, integers may exceed 2^53). Values go to the same SnapshotBuilder
// as the pickle machine, so a large JSON file lands in the same typed columns. No recursion:
// nesting depth costs heap, not stack.

#include "SnapshotValue.h"

#include <cstdint>
#include <functional>
#include <string>

namespace faultline::snapshot {

class SnapshotBuilder;

struct JsonParseResult
{
    bool ok = false;
    bool truncated = false; // ended or broke early; `root` holds what was complete
    Value root;
    std::string error;
    std::uint64_t errorOffset = 0;
    std::uint64_t endOffset = 0;
};

class JsonSnapshotReader
{
public:
    using Progress = std::function<bool(std::uint64_t done, std::uint64_t total)>;
    using Release = std::function<void(std::uint64_t offset)>;

    [[nodiscard]] static JsonParseResult parse(const std::uint8_t* data, std::uint64_t size, SnapshotBuilder& builder,
                                               const Progress& progress = {}, const Release& release = {});
};

} // namespace faultline::snapshot
