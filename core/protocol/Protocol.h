#pragma once

// The wire protocol between faultline-probe and its clients (DESIGN §10, schema in
// faultline_wire.proto).
//
// Framing: every message is one frame, a u32 little-endian payload length followed by that many
// bytes of a serialized wire::Envelope. A length over kMaxFrameBytes is refused before a byte of
// the payload is read.
//
// Order: the client sends Hello, the server answers Hello (or Error and closes). Then the client
// may list processes, ask for the status, and start one capture at a time; the server answers
// CaptureStarted, then streams Definitions, Context and EventBatch messages (and a Status once a
// second) until CaptureEnded. Error is always the last message on a connection: whoever sends it
// closes. ProtocolSession enforces this order, MessageValidator the ranges; anything else is
// answered with an Error and the connection is closed.
//
// Resume: events carry sequence numbers 1, 2, ... per capture. A client that lost its connection
// connects again and starts the capture with Resume{capture_id, last sequence it holds}; the
// server goes on from the next event. String and stack ids are per connection.

#include "faultline_wire.pb.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace faultline::protocol {

inline constexpr std::uint32_t kProtocolVersion = 1;

inline constexpr std::size_t kFrameHeaderBytes = 4;
inline constexpr std::size_t kMaxFrameBytes = 1u << 20; // payload, header excluded

// Caps on what a message may hold (the frame cap bounds the rest).
inline constexpr std::uint32_t kMaxEventsPerBatch = 16384;
inline constexpr std::size_t kMaxStringBytes = 64 * 1024;
inline constexpr std::size_t kMaxShortStringBytes = 4096; // names, messages, command lines
inline constexpr std::size_t kMaxCapabilities = 64;
inline constexpr std::size_t kMaxFramesPerStack = 512;
inline constexpr std::size_t kMaxTargetPids = 64;
inline constexpr std::uint32_t kMaxPid = 4194304; // the kernel's PID_MAX_LIMIT on 64-bit
inline constexpr std::uint64_t kMaxDurationMs = 7ull * 24 * 3600 * 1000;
inline constexpr std::size_t kMaxCaptureIdBytes = 128;
// Per connection, so a hostile server cannot make a client hold unbounded tables.
inline constexpr std::size_t kMaxStringsPerConnection = 8u << 20;
inline constexpr std::size_t kMaxStringTableBytes = 512u << 20;
inline constexpr std::size_t kMaxStacksPerConnection = 8u << 20;

// Capability names (Hello.capabilities).
inline constexpr std::string_view kCapLive = "live";     // traces processes on the node
inline constexpr std::string_view kCapReplay = "replay"; // streams an existing capture
inline constexpr std::string_view kCapResume = "resume"; // StartCapture.resume is honoured
inline constexpr std::string_view kCapStacks = "stacks"; // native stacks
inline constexpr std::string_view kCapPython = "python"; // CPython frames
inline constexpr std::string_view kCapProcesses = "list-processes";
// ProcessName and SessionInfo carry rank, local_rank and world_size. A client names it to get
// them (a peer without it would refuse the fields); a server, to say it sends them.
inline constexpr std::string_view kCapJobRanks = "job-ranks";
// The largest rank, local rank or world size a job rank field may hold.
inline constexpr std::uint32_t kMaxJobRank = 1'000'000;

enum class Role : std::uint8_t { Client, Server };

// What goes into an Error message: the code and a message for a person.
struct ProtocolError
{
    int code = 0; // wire::ErrorCode
    std::string message;

    [[nodiscard]] bool isSet() const { return code != 0 || !message.empty(); }
};

[[nodiscard]] ProtocolError makeError(wire::ErrorCode code, std::string message);
// "OUT_OF_RANGE" for logs and error texts.
[[nodiscard]] std::string_view errorCodeName(int code);

// `text` with every invalid UTF-8 sequence replaced by U+FFFD and cut to `maxBytes` (at a
// character boundary): for the `string` fields, whose text may quote a path or a node name.
[[nodiscard]] std::string validUtf8(std::string_view text, std::size_t maxBytes = kMaxShortStringBytes);

// CLOCK_REALTIME / CLOCK_MONOTONIC / CLOCK_BOOTTIME now, in ns.
[[nodiscard]] std::int64_t realtimeNs();
[[nodiscard]] std::int64_t monotonicNs();
void readClock(wire::Clock* clock);

} // namespace faultline::protocol
