#include "CodeObjectResolver.h"

#include "PythonRuntime.h"

#include <cstring>

namespace faultline::probe {

namespace {

bool fail(std::string* error, std::string message)
{
    if (error)
        *error = std::move(message);
    return false;
}

std::uint64_t wordAt(std::span<const std::uint8_t> header, std::uint32_t offset)
{
    std::uint64_t v = 0;
    if (offset != PyLayout::None && offset + sizeof v <= header.size())
        std::memcpy(&v, header.data() + offset, sizeof v);
    return v;
}

} // namespace

void CodeObjectResolver::addProcess(const PythonRuntime& runtime)
{
    addProcess(runtime.pid(), runtime.layout(), runtime.types(), std::make_shared<ProcessMemory>(runtime.pid()));
}

void CodeObjectResolver::addProcess(pid_t pid, const PyLayout& layout, const PyTypeAddresses& types,
                                    std::shared_ptr<const MemoryReader> memory)
{
    removeProcess(pid);
    m_processes[pid] = Process{layout, types, std::move(memory)};
}

void CodeObjectResolver::removeProcess(pid_t pid)
{
    m_processes.erase(pid);
    std::erase_if(m_cache, [pid](const auto& item) { return item.first.pid == pid; });
}

std::int64_t CodeObjectResolver::instructionIndex(int /*minor*/, int lasti)
{
    return lasti;
}

CodeObjectResolver::Identity CodeObjectResolver::identityOf(const PyLayout& l, std::span<const std::uint8_t> header)
{
    // co_firstlineno is an int: its word also holds a neighbour, which only makes the check stricter.
    return {wordAt(header, l.obType),       wordAt(header, l.codeFilename),  wordAt(header, l.codeName),
            wordAt(header, l.codeQualname), wordAt(header, l.codeLinetable), wordAt(header, l.codeFirstLineNo)};
}

std::optional<CodeObjectResolver::Entry>
CodeObjectResolver::read(const Process& p, std::span<const std::uint8_t> header, std::string* error) const
{
    const PyLayout& l = p.layout;
    if (p.types.code != 0 && wordAt(header, l.obType) != p.types.code) {
        fail(error, "not a code object");
        return std::nullopt;
    }
    const PyObjectReader objects(l, p.types, *p.memory);
    Entry e;
    e.identity = identityOf(l, header);
    std::int32_t first = 0;
    std::memcpy(&first, header.data() + l.codeFirstLineNo, sizeof first);
    e.info.firstLineNo = first;

    std::string why;
    if (const std::optional<PyText> file = objects.unicode(wordAt(header, l.codeFilename), &why))
        e.info.file = file->text;
    else
        e.info.file = "<unreadable file name: " + why + ">";
    const std::uint32_t nameField = l.codeQualname != PyLayout::None ? l.codeQualname : l.codeName;
    if (const std::optional<PyText> name = objects.unicode(wordAt(header, nameField), &why))
        e.info.function = name->text;
    else
        e.info.function = "<unreadable name: " + why + ">";

    const std::optional<PyLineTable::Format> format = PyLineTable::formatFor(l.minor);
    std::uint64_t fullSize = 0;
    const std::optional<std::vector<std::uint8_t>> table = objects.bytes(wordAt(header, l.codeLinetable),
                                                                         PyLineTable::MaxTableBytes, &fullSize, &why);
    if (format && table)
        e.lines = PyLineTable(*format, *table, first);
    else
        e.lines = PyLineTable(PyLineTable::Format::Locations311, {}, first);

    if (l.codeAdaptive != PyLayout::None) {
        const auto units = static_cast<std::int64_t>(wordAt(header, l.codeUnits));
        e.units = units >= 0 ? units : -1;
    } else if (l.codeCodeBytes != PyLayout::None) {
        const std::uint64_t bytesObject = wordAt(header, l.codeCodeBytes);
        if (bytesObject != 0 && objects.hasType(bytesObject, p.types.bytes)) {
            const std::optional<std::int64_t> size = p.memory->value<std::int64_t>(bytesObject + l.bytesSize);
            if (size && *size >= 0)
                e.units = *size / 2;
        }
    }
    return e;
}

std::optional<PyFrameInfo> CodeObjectResolver::resolve(pid_t pid, std::uint64_t code, int lasti, std::string* error)
{
    const auto process = m_processes.find(pid);
    if (process == m_processes.end()) {
        fail(error, "process " + std::to_string(pid) + " is not known to the resolver");
        ++m_stats.failures;
        return std::nullopt;
    }
    if (code == FL_PY_SHIM_CODE) {
        fail(error, "a shim frame");
        ++m_stats.failures;
        return std::nullopt;
    }
    const Process& p = process->second;
    std::vector<std::uint8_t> header(p.layout.codeHeaderBytes());
    if (!p.memory->read(code, header.data(), header.size())) {
        fail(error, "the code object is not readable");
        ++m_stats.failures;
        return std::nullopt;
    }
    const Key key{pid, code};
    auto it = m_cache.find(key);
    if (it != m_cache.end() && it->second.identity == identityOf(p.layout, header)) {
        ++m_stats.hits;
    } else {
        std::optional<Entry> fresh = read(p, header, error);
        if (!fresh) {
            if (it != m_cache.end())
                m_cache.erase(it);
            ++m_stats.failures;
            return std::nullopt;
        }
        if (it != m_cache.end()) {
            ++m_stats.reread;
            it->second = std::move(*fresh);
        } else {
            ++m_stats.misses;
            if (m_cache.size() >= MaxCachedCodeObjects)
                m_cache.clear();
            it = m_cache.emplace(key, std::move(*fresh)).first;
        }
    }
    const Entry& e = it->second;
    PyFrameInfo info = e.info;
    const std::int64_t index = instructionIndex(p.layout.minor, lasti);
    if (e.units < 0 || index < e.units)
        info.line = e.lines.lineAt(index);
    return info;
}

std::vector<PyFrameInfo> CodeObjectResolver::resolveStack(pid_t pid, std::span<const fl_py_frame> frames)
{
    std::vector<PyFrameInfo> out;
    for (const fl_py_frame& f : frames) {
        if (f.code == FL_PY_SHIM_CODE)
            continue;
        if (std::optional<PyFrameInfo> info = resolve(pid, f.code, f.lasti))
            out.push_back(std::move(*info));
        else
            out.push_back(PyFrameInfo{"<unknown>", "<unknown>", std::nullopt, 0});
    }
    return out;
}

} // namespace faultline::probe
