#pragma once

// Ring-buffer records (bpf/include/faultline_events.h) checked and copied into plain values.
// The bytes come from our own BPF program, but a record's fields carry values read from the
// target's memory, and a decoder that trusts sizes is one bug away from reading past a record:
// every length is checked against the bytes actually there, and nothing is read unaligned.

#include "CaptureTypes.h"
#include "OpCatalog.h"
#include "faultline_events.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>

namespace faultline::probe {

enum class RecordKind : std::uint8_t {
    Call = FL_REC_CALL,
    OffCpu = FL_REC_OFFCPU,
    Task = FL_REC_TASK,
    Wait = FL_REC_WAIT,
};

// How a thread left the CPU (enum fl_switch_state); stored as a sched_switch row's arg0.
enum class SwitchState : std::uint8_t {
    Unknown = FL_SWITCH_UNKNOWN,
    Sleep = FL_SWITCH_SLEEP,
    Preempted = FL_SWITCH_PREEMPTED,
    Disk = FL_SWITCH_DISK,
    Other = FL_SWITCH_OTHER,
};

enum class TaskEvent : std::uint8_t {
    Fork = FL_TASK_FORK,
    Exec = FL_TASK_EXEC,
    Exit = FL_TASK_EXIT,
    Oom = FL_TASK_OOM,
    Rename = FL_TASK_RENAME,
    Libraries = FL_TASK_LIBRARIES,
};

struct PyFrameRef
{
    std::uint64_t code = 0; // PyCodeObject* in the target; FL_PY_SHIM_CODE for a skipped frame
    std::int32_t lasti = FL_PY_NO_LASTI;
};

// One decoded record. Reused from record to record: the arrays are not cleared, only the
// counts say how much of them is valid.
struct Record
{
    RecordKind kind = RecordKind::Call;
    std::uint8_t flags = 0;
    std::uint32_t cpu = 0;
    std::uint32_t tgid = 0;
    std::uint32_t tid = 0;
    std::uint64_t ts = 0; // CLOCK_MONOTONIC ns

    // Call
    std::uint8_t fn = 0;
    std::uint8_t variant = 0;
    std::uint8_t source = 0; // Ingero's source and op of the function
    std::uint8_t op = 0;
    std::int32_t ret = 0;
    std::uint64_t duration = 0; // also OffCpu
    std::uint64_t arg0 = 0;
    std::uint64_t arg1 = 0;
    std::uint64_t aux = 0;
    std::uint64_t cgroup = 0;
    std::uint32_t gpu = 0;
    std::size_t pyCount = 0;
    std::size_t stackCount = 0;
    std::array<PyFrameRef, FL_PY_MAX_FRAMES> py{}; // innermost first
    std::array<std::uint64_t, FL_MAX_STACK> ips{}; // innermost first

    // OffCpu
    std::uint32_t prevTid = 0;
    std::uint32_t prevTgid = 0;
    SwitchState switchState = SwitchState::Unknown; // also Wait
    std::uint64_t waitHash = 0;                     // also Wait: the BPF side's hash of its frames

    // Task
    TaskEvent event = TaskEvent::Fork;
    std::uint32_t other = 0;
    std::uint32_t otherTgid = 0;
    std::string comm; // printable ASCII only, at most FL_TASK_COMM_LEN - 1 bytes

    [[nodiscard]] bool pyTruncated() const { return (flags & FL_CALL_PY_TRUNCATED) != 0; }
    [[nodiscard]] bool groupDead() const { return (flags & FL_TASK_GROUP_DEAD) != 0; }
    [[nodiscard]] bool newThread() const { return (flags & FL_TASK_NEW_THREAD) != 0; }
};

// ret_code of a call still in flight when the recording stopped (RecordDecoder::unfinishedCall).
inline constexpr std::int32_t kUnfinishedCallRet = capture::kUnfinishedCallRet;

enum class DecodeError : std::uint8_t {
    None,
    TooShort,     // shorter than the header or than its kind's body
    SizeMismatch, // header.size differs from the bytes received or from what the counts need
    UnknownKind,
    UnknownFunction,
    TooManyFrames,
    UnknownTaskEvent,
    UnknownSwitchState,
};

class RecordDecoder
{
public:
    // Decodes one record into `out`. On error `out` is unspecified.
    [[nodiscard]] static DecodeError decode(std::span<const std::byte> bytes, Record* out);
    [[nodiscard]] static std::string_view describe(DecodeError error);

    // The `events` row a record stands for, Ingero's way (research/ingero.md §2.6): timestamps
    // become wall-clock ns by adding `clockOffsetNs` (realtime - monotonic at the start). False
    // for records that are no event of their own (a new or renamed thread, a thread's exit, the
    // stack of a wait).
    // stackHash, commId and rowId are left 0.
    [[nodiscard]] static bool toEvent(const Record& record, std::int64_t clockOffsetNs, capture::EventRecord* out);

    // A call the entry probe saw and whose return had not come when the recording stopped at
    // `stopNs` (CLOCK_MONOTONIC), as a call record: duration up to the stop, ret
    // kUnfinishedCallRet, the arguments known at the entry (as the return probe would store
    // them; what only the return knows, such as an allocation's device pointer, is 0), no
    // frames. `gpu` is the thread's current device. False for an unknown function.
    [[nodiscard]] static bool unfinishedCall(const fl_inflight_key& key, const fl_inflight& entry, std::uint32_t gpu,
                                             std::uint64_t stopNs, Record* out);

    // Keeps printable ASCII and drops the rest: names are chosen by the target and end up in
    // terminals, CSV and the GUI.
    [[nodiscard]] static std::string sanitizeName(std::string_view raw);
};

} // namespace faultline::probe
