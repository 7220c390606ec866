#pragma once

// A pickle machine for data only (protocols 2 to 5, and the few protocol-0/1 opcodes a data
// pickle can contain). Opcodes that import or call Python code (GLOBAL, REDUCE, BUILD, ...) are
// refused with the opcode's name and byte offset: a PyTorch memory snapshot never contains
// them. Values go to a SnapshotBuilder; memo entries are handles, never copies.

#include "SnapshotValue.h"

#include <cstdint>
#include <functional>
#include <string>

namespace faultline::snapshot {

class SnapshotBuilder;

struct PickleParseResult
{
    bool ok = false;        // a top-level value came out (complete, or salvaged when truncated)
    bool refused = false;   // a code-execution opcode: nothing is returned
    bool truncated = false; // the input ended or broke before STOP; `root` holds what was complete
    Value root;
    std::string error; // why it failed, or why the result is partial
    std::uint64_t errorOffset = 0;
    std::uint64_t endOffset = 0; // just past STOP
    int protocol = 0;            // 0 when there was no PROTO opcode
    bool newerProtocol = false;  // PROTO above 5: read anyway
};

class PickleReader
{
public:
    // false from `progress` cancels. `release(offset)`: bytes before `offset` are no longer needed.
    using Progress = std::function<bool(std::uint64_t done, std::uint64_t total)>;
    using Release = std::function<void(std::uint64_t offset)>;

    [[nodiscard]] static PickleParseResult parse(const std::uint8_t* data, std::uint64_t size, SnapshotBuilder& builder,
                                                 const Progress& progress = {}, const Release& release = {});
    // "GLOBAL", "BINGET", ... or nullptr for a byte that is no opcode.
    [[nodiscard]] static const char* opcodeName(std::uint8_t op);
    // Whether the opcode runs or imports code (refused).
    [[nodiscard]] static bool isCodeOpcode(std::uint8_t op);
};

} // namespace faultline::snapshot
