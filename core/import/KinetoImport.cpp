#include "KinetoImport.h"

#include "KinetoReader.h"
#include "Strings.h"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <limits>
#include <utility>
#include <vector>

namespace faultline::import {

namespace {

// Epoch µs from 1973 on: a trace whose times are this large wrote them absolute (older Kineto,
// HTA's samples), not relative to baseTimeNanoseconds.
constexpr std::int64_t kAbsoluteFromNs = std::int64_t{100'000'000'000'000} * 1000;

bool laneNumber(const KinetoId& id, std::uint32_t* out)
{
    if (!id.label.empty()) {
        // PyTorch 1.8-1.10 wrote a CPU thread's id as a string of digits ("4093687616").
        if (id.label.size() > 10
            || !std::all_of(id.label.begin(), id.label.end(), [](char c) { return c >= '0' && c <= '9'; }))
            return false;
        const std::uint64_t v = std::stoull(id.label);
        if (v > std::numeric_limits<std::uint32_t>::max())
            return false;
        *out = static_cast<std::uint32_t>(v);
        return true;
    }
    if (id.number < 0 || id.number > std::numeric_limits<std::uint32_t>::max())
        return false;
    *out = static_cast<std::uint32_t>(id.number);
    return true;
}

// PyTorch 1.8-1.10 (the tb_plugin samples) named the categories otherwise: Kernel, Memcpy, Memset,
// Runtime, Operator. The current name of each, or the name as it is.
std::string_view currentCategory(std::string_view cat)
{
    if (cat == "Kernel")
        return "kernel";
    if (cat == "Memcpy")
        return "gpu_memcpy";
    if (cat == "Memset")
        return "gpu_memset";
    if (cat == "Runtime")
        return "cuda_runtime";
    if (cat == "Operator")
        return "cpu_op";
    return cat;
}

// A range that torch.profiler.record_function made ("ProfilerStep#5", "Optimizer.step#SGD.step",
// "enumerate(DataLoader)#_SingleProcessDataLoaderIter.__next__"), which PyTorch 1.8-1.10 wrote as
// an Operator like the framework's own ops.
bool isRecordFunction(std::string_view name)
{
    return name.find('#') != std::string_view::npos && !name.starts_with("aten::");
}

// "<built-in method item of Tensor object at 0x7ff19f772d00>": the address makes every call's
// name distinct; without it the frames intern.
std::string_view withoutAddress(std::string_view name, std::string* scratch)
{
    const std::size_t at = name.find(" at 0x");
    if (at == std::string_view::npos)
        return name;
    std::size_t end = at + 6;
    while (end < name.size() && std::isxdigit(static_cast<unsigned char>(name[end])))
        ++end;
    scratch->assign(name.substr(0, at));
    scratch->append(name.substr(end));
    return *scratch;
}

// "Memcpy HtoD (Pageable -> Device)"
void copyDetails(std::string_view name, GpuActivity* a)
{
    if (text::contains(name, "HtoD"))
        a->copyKind = CopyKind::HostToDevice;
    else if (text::contains(name, "DtoH"))
        a->copyKind = CopyKind::DeviceToHost;
    else if (text::contains(name, "DtoD"))
        a->copyKind = CopyKind::DeviceToDevice;
    else if (text::contains(name, "PtoP"))
        a->copyKind = CopyKind::PeerToPeer;
    if (text::contains(name, "Pageable"))
        a->hostMemory = HostMemory::Pageable;
    else if (text::contains(name, "Pinned"))
        a->hostMemory = HostMemory::Pinned;
}

// "thread 447 (pt_autograd_0)" -> "pt_autograd_0"
std::string threadName(const std::string& label)
{
    const std::size_t open = label.find('(');
    const std::size_t close = label.rfind(')');
    if (label.rfind("thread ", 0) == 0 && open != std::string::npos && close != std::string::npos && close > open)
        return label.substr(open + 1, close - open - 1);
    return label;
}

std::uint64_t byteCount(const std::optional<double>& bytes)
{
    if (!bytes || !(*bytes > 0) || *bytes > 1.8e19)
        return 0;
    return static_cast<std::uint64_t>(*bytes);
}

std::int64_t signedBytes(const std::optional<double>& bytes)
{
    if (!bytes || !(*bytes > -9.2e18 && *bytes < 9.2e18))
        return 0;
    return static_cast<std::int64_t>(*bytes);
}

} // namespace

bool importKineto(const std::string& path, ImportedTrace* out, std::string* error, const KinetoImportOptions& options)
{
    ImportedTrace& t = *out;
    t.format = "kineto";
    t.producer = "PyTorch profiler (Kineto)";
    std::string scratch;
    std::int64_t minTs = std::numeric_limits<std::int64_t>::max();
    // Whether each kernel name is a communication kernel, by its pooled id, decided once per name:
    // a trace repeats a few hundred names over millions of kernels.
    std::vector<std::uint8_t> kernelKind; // 0 not seen yet, else a GpuKind

    // export_memory_timeline's raw rows: the allocations of each category of memory (parameters,
    // activations, ...), without addresses or devices. Sizes only: the block map needs addresses.
    std::int64_t timelineRows = 0;
    auto handle = [&](const KinetoEvent& e) {
        if (e.ph == 'r') {
            ++timelineRows;
            if (e.row.size() != 4) {
                t.skip("rows of a memory timeline that are not [time, action, bytes, category]");
                return true;
            }
            const std::int64_t action = e.row[1];
            if (action != 1 && action != 2 && action != 4) {
                t.skip("memory timeline rows that only change a tensor's version (action 3)");
                return true;
            }
            MemoryChange m;
            m.time = e.row[0] < 0 ? 0 : e.row[0];
            m.bytes = action == 4 ? -std::max<std::int64_t>(0, e.row[2]) : std::max<std::int64_t>(0, e.row[2]);
            m.device = 0;
            t.memory.push_back(m);
            if (e.row[0] >= 0)
                minTs = std::min(minTs, e.row[0]);
            return true;
        }
        if (e.ph == 'M') {
            std::uint32_t pid = 0;
            std::uint32_t tid = 0;
            if (e.name == "process_name" && laneNumber(e.pid, &pid) && !e.metadataName.empty()) {
                t.processes.push_back({pid, e.metadataName});
            } else if (e.name == "thread_name" && laneNumber(e.pid, &pid) && laneNumber(e.tid, &tid)
                       && e.metadataName.rfind("thread ", 0) == 0) {
                t.threads.push_back({pid, tid, threadName(e.metadataName)});
            }
            return true;
        }
        if (e.ph == 's' || e.ph == 'f' || e.ph == 't')
            return true; // flows: the correlation ids in args link the same pairs
        if (!e.hasTs) {
            t.skip("events without a time");
            return true;
        }
        const bool complete = e.ph == 'X';
        const std::int64_t start = e.tsNs;
        const std::int64_t duration = std::max<std::int64_t>(0, e.durNs);
        const std::int64_t end = start > std::numeric_limits<std::int64_t>::max() - duration
            ? std::numeric_limits<std::int64_t>::max()
            : start + duration;
        const bool legacyOp = e.cat == "Operator";
        const std::string_view cat = currentCategory(e.cat);

        if (complete && (cat == "cuda_runtime" || cat == "cuda_driver")) {
            HostCall c;
            if (!laneNumber(e.pid, &c.pid) || !laneNumber(e.tid, &c.tid)) {
                t.skip("runtime calls on a lane without a process and thread id");
                return true;
            }
            c.start = start;
            c.duration = duration;
            c.name = t.strings.intern(e.name);
            c.correlation = e.correlation.value_or(-1);
            c.externalId = e.externalId.value_or(-1);
            t.calls.push_back(c);
            minTs = std::min(minTs, start);
            return true;
        }
        if (complete && (cat == "kernel" || cat == "gpu_memcpy" || cat == "gpu_memset" || cat == "cuda_sync")) {
            GpuActivity a;
            a.start = start;
            a.end = end;
            a.device = e.device.value_or(e.pid.label.empty() ? e.pid.number : 0);
            a.stream = e.stream.value_or(e.tid.label.empty() ? e.tid.number : 0);
            a.name = t.strings.intern(e.name);
            a.correlation = e.correlation.value_or(-1);
            if (cat == "kernel") {
                if (a.name >= kernelKind.size())
                    kernelKind.resize(a.name + 1, 0);
                std::uint8_t& kind = kernelKind[a.name];
                if (kind == 0) {
                    kind = static_cast<std::uint8_t>(text::containsNoCase(e.name, "nccl") ? GpuKind::CommKernel
                                                                                          : GpuKind::Kernel);
                }
                a.kind = static_cast<GpuKind>(kind);
                if (!e.collectiveName.empty() || !e.processGroupName.empty())
                    t.collectives.push_back({a.device, a.stream, start, end, e.collectiveName, e.processGroupName,
                                             e.processGroupDesc, e.processGroupRanks, e.groupSize.value_or(0),
                                             e.inNelems.value_or(-1), e.outNelems.value_or(-1), e.dtype});
            } else if (cat == "gpu_memcpy") {
                a.kind = GpuKind::Memcpy;
                a.bytes = byteCount(e.bytes);
                copyDetails(e.name, &a);
            } else if (cat == "gpu_memset") {
                a.kind = GpuKind::Memset;
                a.bytes = byteCount(e.bytes);
            } else {
                a.kind = GpuKind::Sync;
            }
            t.gpu.push_back(a);
            minTs = std::min(minTs, start);
            return true;
        }
        if (complete && (cat == "python_function" || cat == "cpu_op" || cat == "user_annotation")) {
            Range r;
            if (!laneNumber(e.pid, &r.pid) || !laneNumber(e.tid, &r.tid)) {
                t.skip("CPU ranges on a lane without a process and thread id");
                return true;
            }
            r.start = start;
            r.end = end;
            r.kind = cat == "python_function"                                ? RangeKind::PythonFunction
                : cat == "cpu_op" && !(legacyOp && isRecordFunction(e.name)) ? RangeKind::CpuOp
                                                                             : RangeKind::UserAnnotation;
            r.name = t.strings.intern(r.kind == RangeKind::PythonFunction ? withoutAddress(e.name, &scratch)
                                                                          : std::string_view(e.name));
            t.ranges.push_back(r);
            minTs = std::min(minTs, start);
            return true;
        }
        if ((e.ph == 'i' || e.ph == 'I') && e.name == "[memory]") {
            if (e.deviceType.value_or(-1) != 1) {
                t.skip("[memory] events of host memory (Device Type 0), not imported");
                return true;
            }
            MemoryChange m;
            if (!laneNumber(e.pid, &m.pid) || !laneNumber(e.tid, &m.tid)) {
                t.skip("[memory] events on a lane without a process and thread id");
                return true;
            }
            m.time = start;
            m.device = e.device.value_or(0);
            m.address = static_cast<std::uint64_t>(e.address.value_or(0));
            m.bytes = signedBytes(e.bytes);
            m.totalAllocated = signedBytes(e.totalAllocated);
            m.totalReserved = signedBytes(e.totalReserved);
            t.memory.push_back(m);
            minTs = std::min(minTs, start);
            return true;
        }
        if (cat.empty())
            t.skip("events without a category (" + std::string(1, e.ph ? e.ph : '?') + ")");
        else
            t.skip("events of category " + std::string(cat) + ", not imported");
        return true;
    };

    // What `handle` never looks at is left unread: flows (the correlation ids in args link the
    // same pairs), which the reader drops unparsed when their ph comes first, and the args of the
    // CPU ranges (a Range keeps lane, time and name). In a real trace they are half the events
    // (gpu-h100: python_function and cpu_op three in five, flows one in seven).
    KinetoReadOptions readOptions;
    readOptions.flowDetails = false;
    readOptions.flows = false;
    readOptions.categoriesWithoutArgs = {"python_function", "cpu_op", "user_annotation"};
    KinetoReader reader(std::move(readOptions));
    KinetoReader::Progress progress;
    if (options.progress) {
        progress = [&](std::uint64_t done, std::uint64_t total) {
            return options.progress(total ? static_cast<double>(done) / static_cast<double>(total) : 0.0);
        };
    }
    if (!reader.read(path, handle, error, progress))
        return false;

    const KinetoHeader& h = reader.header();
    if (timelineRows > 0) {
        t.format = "memory-timeline";
        t.producer = "PyTorch profiler (export_memory_timeline)";
        t.notes.push_back("a memory timeline (torch.profiler export_memory_timeline, raw): "
                          + std::to_string(timelineRows)
                          + " rows of sizes by category, with no addresses, devices, calls or kernels");
        // Its times are unix ns already; "preexisting" tensors (time -1) are placed at its start.
        const std::int64_t first = minTs == std::numeric_limits<std::int64_t>::max() ? 0 : minTs;
        for (MemoryChange& m : t.memory)
            m.time = std::max(m.time, first);
        t.absoluteTime = first >= kAbsoluteFromNs;
        return true;
    }
    t.formatVersion = h.schemaVersion;
    t.rank = h.rank.value_or(-1);
    t.worldSize = h.worldSize.value_or(0);
    t.backend = h.backend;
    t.pgCount = h.pgCount.value_or(-1);
    t.pgConfig = h.pgConfig;
    t.ncclVersion = h.ncclVersion;
    for (const KinetoDevice& d : h.devices)
        t.devices.push_back({d.id, d.name, d.totalGlobalMem});
    if (reader.stats().skipped > 0)
        t.skip("events that do not parse", static_cast<std::int64_t>(reader.stats().skipped));
    t.truncatedAt = reader.stats().truncatedAt;
    if (reader.stats().controlCharacters > 0)
        t.notes.push_back(std::to_string(reader.stats().controlCharacters)
                          + " events had control characters in their strings; they were replaced by spaces");

    // baseTimeNanoseconds anchors the relative times; without it they are absolute epoch µs
    // (older traces) or only relative.
    std::int64_t shift = 0;
    if (h.baseTimeNs && *h.baseTimeNs > 0) {
        shift = *h.baseTimeNs;
        t.absoluteTime = true;
        t.originNs = shift;
    } else if (minTs != std::numeric_limits<std::int64_t>::max() && minTs >= kAbsoluteFromNs) {
        t.absoluteTime = true;
    } else {
        t.notes.push_back("the trace has no baseTimeNanoseconds and its times are relative: times are from its start");
    }
    if (shift != 0) {
        const auto add = [shift](std::int64_t v) {
            std::int64_t r = 0;
            return __builtin_add_overflow(v, shift, &r) ? std::numeric_limits<std::int64_t>::max() : r;
        };
        for (HostCall& c : t.calls)
            c.start = add(c.start);
        for (GpuActivity& a : t.gpu) {
            a.start = add(a.start);
            a.end = add(a.end);
        }
        for (Collective& c : t.collectives) {
            c.start = add(c.start);
            c.end = add(c.end);
        }
        for (Range& r : t.ranges) {
            r.start = add(r.start);
            r.end = add(r.end);
        }
        for (MemoryChange& m : t.memory)
            m.time = add(m.time);
    }
    if (t.gpu.empty() && t.truncatedAt)
        t.notes.push_back("the trace has no GPU activity before its cut (the profiler writes it after the CPU events)");
    else if (t.gpu.empty())
        t.notes.push_back("the trace has no GPU activity: was it recorded without ProfilerActivity.CUDA?");
    return true;
}

} // namespace faultline::import
