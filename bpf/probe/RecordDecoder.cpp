#include "RecordDecoder.h"

#include "FunctionTable.h"
#include "OpCatalog.h"
#include "ProbeCodes.h"

#include <cstring>
#include <type_traits>

namespace faultline::probe {

namespace {

// A sched_switch row's arg0 is the BPF side's state as it is.
static_assert(FL_SWITCH_SLEEP == static_cast<int>(capture::OffCpuState::Blocked));
static_assert(FL_SWITCH_PREEMPTED == static_cast<int>(capture::OffCpuState::Preempted));
static_assert(FL_SWITCH_DISK == static_cast<int>(capture::OffCpuState::Disk));
static_assert(FL_SWITCH_OTHER == static_cast<int>(capture::OffCpuState::Other));

template<typename T>
T load(std::span<const std::byte> bytes, std::size_t offset = 0)
{
    static_assert(std::is_trivially_copyable_v<T>);
    T value;
    std::memcpy(&value, bytes.data() + offset, sizeof(T));
    return value;
}

std::int64_t wallClock(std::uint64_t monotonicNs, std::int64_t offsetNs)
{
    const auto ts = monotonicNs > static_cast<std::uint64_t>(INT64_MAX) ? INT64_MAX
                                                                        : static_cast<std::int64_t>(monotonicNs);
    return capture::saturatingAdd(ts, offsetNs);
}

std::int64_t clampDuration(std::uint64_t ns)
{
    return ns > static_cast<std::uint64_t>(INT64_MAX) ? INT64_MAX : static_cast<std::int64_t>(ns);
}

// The frames after a call or wait body: `npy` Python frames, then `nstack` native ones.
void loadFrames(std::span<const std::byte> bytes, std::size_t offset, std::size_t npy, std::size_t nstack, Record* out)
{
    out->pyCount = npy;
    out->stackCount = nstack;
    for (std::size_t i = 0; i < npy; ++i, offset += sizeof(fl_py_frame)) {
        const auto f = load<fl_py_frame>(bytes, offset);
        out->py[i] = {f.code, f.lasti};
    }
    for (std::size_t i = 0; i < nstack; ++i, offset += sizeof(std::uint64_t))
        out->ips[i] = load<std::uint64_t>(bytes, offset);
}

DecodeError decodeCall(std::span<const std::byte> bytes, Record* out)
{
    if (bytes.size() < sizeof(fl_call))
        return DecodeError::TooShort;
    const auto c = load<fl_call>(bytes);
    if (!FunctionTable::sourceAndOp(c.fn, &out->source, &out->op))
        return DecodeError::UnknownFunction;
    if (c.npy > FL_PY_MAX_FRAMES || c.nstack > FL_MAX_STACK)
        return DecodeError::TooManyFrames;
    const std::size_t expected = sizeof(fl_call) + c.npy * sizeof(fl_py_frame) + c.nstack * sizeof(std::uint64_t);
    if (bytes.size() != expected)
        return DecodeError::SizeMismatch;
    out->fn = c.fn;
    out->variant = c.variant;
    out->ret = c.ret;
    out->duration = c.duration;
    out->arg0 = c.arg0;
    out->arg1 = c.arg1;
    out->aux = c.aux;
    out->cgroup = c.cgroup;
    out->gpu = c.gpu;
    loadFrames(bytes, sizeof(fl_call), c.npy, c.nstack, out);
    return DecodeError::None;
}

bool knownSwitchState(std::uint32_t state)
{
    return state <= FL_SWITCH_OTHER;
}

DecodeError decodeWait(std::span<const std::byte> bytes, Record* out)
{
    if (bytes.size() < sizeof(fl_wait))
        return DecodeError::TooShort;
    const auto w = load<fl_wait>(bytes);
    if (w.npy > FL_PY_MAX_FRAMES || w.nstack > FL_MAX_STACK)
        return DecodeError::TooManyFrames;
    if (bytes.size() != sizeof(fl_wait) + w.npy * sizeof(fl_py_frame) + w.nstack * sizeof(std::uint64_t))
        return DecodeError::SizeMismatch;
    if (!knownSwitchState(w.state))
        return DecodeError::UnknownSwitchState;
    out->waitHash = w.hash;
    out->switchState = static_cast<SwitchState>(w.state);
    loadFrames(bytes, sizeof(fl_wait), w.npy, w.nstack, out);
    return DecodeError::None;
}

DecodeError decodeTask(std::span<const std::byte> bytes, Record* out)
{
    if (bytes.size() < sizeof(fl_task))
        return DecodeError::TooShort;
    if (bytes.size() != sizeof(fl_task))
        return DecodeError::SizeMismatch;
    const auto t = load<fl_task>(bytes);
    if (t.event < FL_TASK_FORK || t.event > FL_TASK_LIBRARIES)
        return DecodeError::UnknownTaskEvent;
    out->event = static_cast<TaskEvent>(t.event);
    out->other = t.other;
    out->otherTgid = t.other_tgid;
    out->comm = RecordDecoder::sanitizeName(std::string_view(t.comm, strnlen(t.comm, sizeof t.comm)));
    return DecodeError::None;
}

} // namespace

DecodeError RecordDecoder::decode(std::span<const std::byte> bytes, Record* out)
{
    if (bytes.size() < sizeof(fl_header))
        return DecodeError::TooShort;
    const auto h = load<fl_header>(bytes);
    if (h.size != bytes.size())
        return DecodeError::SizeMismatch;
    out->flags = h.flags;
    out->cpu = h.cpu;
    out->tgid = h.tgid;
    out->tid = h.tid;
    out->ts = h.ts;
    switch (h.kind) {
    case FL_REC_CALL: out->kind = RecordKind::Call; return decodeCall(bytes, out);
    case FL_REC_OFFCPU: {
        out->kind = RecordKind::OffCpu;
        if (bytes.size() < sizeof(fl_offcpu))
            return DecodeError::TooShort;
        if (bytes.size() != sizeof(fl_offcpu))
            return DecodeError::SizeMismatch;
        const auto r = load<fl_offcpu>(bytes);
        out->duration = r.duration;
        out->prevTid = r.prev_tid;
        out->prevTgid = r.prev_tgid;
        if (!knownSwitchState(r.state))
            return DecodeError::UnknownSwitchState;
        out->switchState = static_cast<SwitchState>(r.state);
        out->waitHash = r.wait;
        return DecodeError::None;
    }
    case FL_REC_TASK: out->kind = RecordKind::Task; return decodeTask(bytes, out);
    case FL_REC_WAIT: out->kind = RecordKind::Wait; return decodeWait(bytes, out);
    default: return DecodeError::UnknownKind;
    }
}

std::string_view RecordDecoder::describe(DecodeError error)
{
    switch (error) {
    case DecodeError::None: return "no error";
    case DecodeError::TooShort: return "record shorter than its header or body";
    case DecodeError::SizeMismatch: return "record size does not match its contents";
    case DecodeError::UnknownKind: return "unknown record kind";
    case DecodeError::UnknownFunction: return "unknown traced function";
    case DecodeError::TooManyFrames: return "more stack frames than a record can hold";
    case DecodeError::UnknownTaskEvent: return "unknown task event";
    case DecodeError::UnknownSwitchState: return "unknown scheduler state";
    }
    return "unknown error";
}

bool RecordDecoder::unfinishedCall(const fl_inflight_key& key, const fl_inflight& entry, std::uint32_t gpu,
                                   std::uint64_t stopNs, Record* out)
{
    if (key.fn > 0xff || !FunctionTable::sourceAndOp(static_cast<std::uint8_t>(key.fn), &out->source, &out->op))
        return false;
    out->kind = RecordKind::Call;
    out->flags = 0;
    out->cpu = 0;
    out->tgid = static_cast<std::uint32_t>(key.pid_tgid >> 32);
    out->tid = static_cast<std::uint32_t>(key.pid_tgid);
    out->ts = entry.ts;
    out->fn = static_cast<std::uint8_t>(key.fn);
    out->variant = 0;
    out->ret = kUnfinishedCallRet;
    out->duration = stopNs > entry.ts ? stopNs - entry.ts : 0;
    out->arg0 = 0;
    out->arg1 = 0;
    out->aux = 0;
    out->cgroup = 0;
    out->gpu = gpu;
    out->pyCount = 0;
    out->stackCount = 0;
    // The entry's part of call_return() in faultline.bpf.c.
    const auto& a = entry.arg;
    switch (key.fn) {
    case FL_FN_CUDA_MALLOC:
    case FL_FN_CUDA_MALLOC_MANAGED:
    case FL_FN_CU_MEM_ALLOC:
    case FL_FN_CU_MEM_CREATE: out->arg0 = a[1]; break;
    case FL_FN_CUDA_MALLOC_ASYNC:
        out->arg0 = a[1];
        out->aux = a[2];
        break;
    case FL_FN_CUDA_FREE:
    case FL_FN_CU_MEM_FREE: out->arg0 = a[0]; break;
    case FL_FN_CUDA_FREE_ASYNC:
        out->arg0 = a[0];
        out->aux = a[1];
        break;
    case FL_FN_CUDA_LAUNCH_KERNEL:
        out->arg0 = a[0];
        out->arg1 = out->aux = entry.stack[1];
        break;
    case FL_FN_CU_LAUNCH_KERNEL:
        out->arg0 = a[0];
        out->arg1 = out->aux = entry.stack[2];
        break;
    case FL_FN_CU_LAUNCH_KERNEL_EX:
        out->arg0 = a[1];
        out->arg1 = out->aux = entry.stack[0];
        break;
    case FL_FN_CUDA_MEMCPY:
        out->arg0 = a[2];
        out->arg1 = a[3];
        break;
    case FL_FN_CUDA_MEMCPY_ASYNC:
        out->arg0 = a[2];
        out->arg1 = a[3];
        out->aux = a[4];
        break;
    case FL_FN_CUDA_STREAM_SYNC: out->arg0 = out->aux = a[0]; break;
    case FL_FN_CUDA_SET_DEVICE: out->arg0 = static_cast<std::uint32_t>(a[0]); break;
    case FL_FN_CU_MEM_MAP:
        out->arg0 = a[1];
        out->arg1 = a[0];
        out->aux = a[3];
        break;
    case FL_FN_CU_MEM_UNMAP:
        out->arg0 = a[0];
        out->arg1 = a[1];
        break;
    case FL_FN_CUDA_GRAPH_LAUNCH:
    case FL_FN_CU_GRAPH_LAUNCH:
        out->arg0 = a[0];
        out->arg1 = out->aux = a[1];
        break;
    default:
        break; // cudaDeviceSynchronize, cuCtxSynchronize: no arguments; the allocator's
               // reports are entry probes and never in flight
    }
    return true;
}

bool RecordDecoder::toEvent(const Record& r, std::int64_t clockOffsetNs, capture::EventRecord* out)
{
    using capture::Source;
    namespace ops = capture::ops;
    *out = {};
    out->timestamp = wallClock(r.ts, clockOffsetNs);
    out->pid = r.tgid;
    out->tid = r.tid;
    switch (r.kind) {
    case RecordKind::Call:
        out->source = r.source;
        out->op = r.op;
        out->duration = clampDuration(r.duration);
        out->gpuId = r.gpu;
        out->arg0 = r.arg0;
        out->arg1 = r.arg1;
        out->retCode = r.ret;
        out->cgroupId = r.cgroup;
        return true;
    case RecordKind::OffCpu:
        // Ingero's convention: pid = tid = the resuming thread; faultline_threads has its tgid.
        out->source = static_cast<std::uint8_t>(Source::Host);
        out->op = ops::SchedSwitch;
        out->pid = r.tid;
        out->duration = clampDuration(r.duration);
        // arg0 (0 in Ingero's rows): how it left the CPU, capture::OffCpuState.
        out->arg0 = static_cast<std::uint64_t>(r.switchState);
        out->arg1 = r.prevTid;
        return true;
    case RecordKind::Task:
        out->source = static_cast<std::uint8_t>(Source::Host);
        switch (r.event) {
        case TaskEvent::Fork:
            if (r.newThread())
                return false;
            out->op = ops::ProcessFork;
            out->arg1 = r.otherTgid;
            return true;
        case TaskEvent::Exec: out->op = ops::ProcessExec; return true;
        case TaskEvent::Exit:
            if (!r.groupDead())
                return false;
            out->op = ops::ProcessExit;
            // The kernel's exit_code of the last thread: status << 8 | the signal that killed it
            // (0 for a clean exit, as Ingero's rows read).
            out->arg0 = r.other;
            return true;
        case TaskEvent::Oom:
            out->op = ops::OomKill;
            out->arg1 = r.otherTgid;
            return true;
        case TaskEvent::Rename:
        case TaskEvent::Libraries: return false;
        }
        return false;
    case RecordKind::Wait: return false;
    }
    return false;
}

std::string RecordDecoder::sanitizeName(std::string_view raw)
{
    std::string out;
    out.reserve(raw.size());
    for (const char ch : raw) {
        const auto u = static_cast<unsigned char>(ch);
        if (u >= 0x20 && u < 0x7f)
            out.push_back(ch);
    }
    return out;
}

} // namespace faultline::probe
