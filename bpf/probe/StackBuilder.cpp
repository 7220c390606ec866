#include "StackBuilder.h"

#include "Demangle.h"
#include "ProcessTable.h"
#include "PythonFrames.h"

#include <chrono>
#include <cstdio>

namespace faultline::probe {

namespace {

constexpr std::size_t kMaxCachedFrames = 1u << 20;
// An address outside the known maps re-reads them at most this often per process.
constexpr std::chrono::milliseconds kMapsRefresh{200};

bool isPythonLibrary(const std::string& library)
{
    return library.find("libpython") != std::string::npos || library.find("python3.") != std::string::npos;
}

std::string withOffset(std::string symbol, std::uint64_t offset)
{
    char hex[24];
    std::snprintf(hex, sizeof hex, "+0x%llx", static_cast<unsigned long long>(offset));
    symbol += hex;
    return symbol;
}

} // namespace

void StackBuilder::clearCaches()
{
    m_frames.clear();
}

void StackBuilder::forgetProcess(std::uint32_t tgid)
{
    std::erase_if(m_frames, [tgid](const auto& entry) { return entry.first.tgid == tgid; });
}

const StackBuilder::ElfEntry& StackBuilder::elfFor(std::uint32_t tgid, const ProcMaps& maps, const Mapping& mapping)
{
    const FileKey key{mapping.devMajor, mapping.devMinor, mapping.inode};
    auto& slot = m_elves[key];
    if (!slot) {
        slot = std::make_unique<ElfEntry>();
        slot->library = std::string(ProcMaps::basename(mapping.path));
        if (const std::optional<MappedFile> file = maps.file(key)) {
            std::string error;
            slot->elf = ElfSymbols::open(maps.attachPath(static_cast<pid_t>(tgid), *file), &error);
        }
    }
    return *slot;
}

const StackBuilder::NativeFrame& StackBuilder::nativeFrame(ProcessState& process, std::uint64_t ip)
{
    const IpKey key{process.tgid, ip};
    if (const auto it = m_frames.find(key); it != m_frames.end())
        return it->second;

    NativeFrame native;
    capture::StackFrame& frame = native.frame;
    frame.kind = capture::FrameKind::Unresolved;
    frame.ip = ip;
    const ProcMaps* maps = m_processes.maps(process, std::chrono::hours(1));
    const Mapping* mapping = maps ? maps->find(ip) : nullptr;
    if (!mapping && maps) {
        maps = m_processes.maps(process, kMapsRefresh);
        mapping = maps ? maps->find(ip) : nullptr;
    }
    // Without maps (a process gone before they were read) nothing can be told apart: kept. A
    // kernel before 6.12 leaves the uretprobe trampoline ([uprobes]) in place of the return
    // address of a probed function that has not returned yet (cudaMalloc around cuMemAlloc);
    // the frame pointers past it are still good.
    native.inCode = !maps || (mapping && mapping->exec && (mapping->isFile() || mapping->path == "[uprobes]"));
    if (mapping && mapping->isFile()) {
        const ElfEntry& entry = elfFor(process.tgid, *maps, *mapping);
        frame.library = entry.library;
        if (entry.elf) {
            const std::optional<std::uint64_t> bias = entry.elf->loadBias(mapping->start, mapping->offset);
            // A return address points after the call: look up ip - 1 so that a call that ends a
            // function is not put in the next one; the offset shown is the return address's.
            const std::optional<ElfSymbols::Location> location = bias && ip > *bias
                ? entry.elf->symbolize(ip - *bias - 1)
                : std::nullopt;
            if (location && location->symbol && location->inside) {
                frame.kind = capture::FrameKind::Native;
                frame.symbol = withOffset(text::demangle(location->symbol->name), location->offset + 1);
            }
        }
    } else if (mapping && !mapping->path.empty()) {
        frame.library = mapping->path; // [vdso], [heap], ...
    }
    if (frame.kind == capture::FrameKind::Unresolved && native.inCode)
        ++m_unresolved;
    if (m_frames.size() >= kMaxCachedFrames)
        m_frames.clear();
    return m_frames.emplace(key, std::move(native)).first->second;
}

void StackBuilder::build(const Record& record, ProcessState& process, std::vector<capture::StackFrame>* out)
{
    out->clear();
    std::vector<capture::StackFrame> python;
    if (m_python && record.pyCount > 0) {
        python.reserve(record.pyCount);
        for (std::size_t i = 0; i < record.pyCount; ++i) {
            const PyFrameRef& ref = record.py[i];
            if (ref.code == FL_PY_SHIM_CODE)
                continue;
            capture::StackFrame frame;
            if (m_python->resolve(process.tgid, ref.code, ref.lasti, &frame))
                python.push_back(std::move(frame));
        }
    }
    bool pythonPlaced = python.empty();
    for (std::size_t i = 0; i < record.stackCount; ++i) {
        const NativeFrame& native = nativeFrame(process, record.ips[i]);
        if (!native.inCode) {
            // Everything from here on came from following a frame pointer that was not one.
            m_cut += record.stackCount - i;
            break;
        }
        if (!pythonPlaced && isPythonLibrary(native.frame.library)) {
            out->insert(out->end(), python.begin(), python.end());
            pythonPlaced = true;
        }
        out->push_back(native.frame);
    }
    if (!pythonPlaced)
        out->insert(out->begin(), python.begin(), python.end());
}

} // namespace faultline::probe
