// Parses arbitrary bytes as /proc/PID/maps text. Properties: every mapping kept is a real
// range; the distinct files account for every file mapping once; every mapping written back
// in the kernel's format parses to itself.

#include "ProcMaps.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <set>
#include <string>
#include <string_view>

namespace {

using faultline::probe::FileKey;
using faultline::probe::MappedFile;
using faultline::probe::Mapping;
using faultline::probe::ProcMaps;

void check(bool condition)
{
    if (!condition)
        __builtin_trap();
}

bool sameMapping(const Mapping& a, const Mapping& b)
{
    return a.start == b.start && a.end == b.end && a.read == b.read && a.write == b.write && a.exec == b.exec
        && a.shared == b.shared && a.offset == b.offset && a.devMajor == b.devMajor && a.devMinor == b.devMinor
        && a.inode == b.inode && a.path == b.path && a.deleted == b.deleted;
}

// As fs/proc/task_mmu.c writes a line (the padding before the path differs; it is skipped).
std::string format(const Mapping& m)
{
    char head[160];
    std::snprintf(head, sizeof head, "%llx-%llx %c%c%c%c %08llx %02x:%02x %llu",
                  static_cast<unsigned long long>(m.start), static_cast<unsigned long long>(m.end), m.read ? 'r' : '-',
                  m.write ? 'w' : '-', m.exec ? 'x' : '-', m.shared ? 's' : 'p',
                  static_cast<unsigned long long>(m.offset), m.devMajor, m.devMinor,
                  static_cast<unsigned long long>(m.inode));
    std::string line = head;
    if (!m.path.empty())
        line += "      " + m.path + (m.deleted ? " (deleted)" : "");
    return line;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const ProcMaps maps = ProcMaps::parse(text);
    std::size_t lines = 0;
    for (std::size_t pos = 0; pos < text.size();) {
        const std::size_t nl = text.find('\n', pos);
        const std::size_t end = nl == std::string_view::npos ? text.size() : nl;
        lines += end > pos;
        pos = end + 1;
    }
    check(maps.mappings().size() + maps.skippedLines() == lines);

    std::size_t fileMappings = 0;
    for (const Mapping& m : maps.mappings()) {
        check(m.start < m.end);
        check(m.path.find('\n') == std::string::npos);
        check(m.path.empty() || m.path.front() != ' ');
        check(maps.find(m.start) != nullptr);
        fileMappings += m.isFile();
        if (m.path.size() + 200 < ProcMaps::MaxLineBytes) {
            const ProcMaps again = ProcMaps::parse(format(m));
            check(again.mappings().size() == 1 && again.skippedLines() == 0);
            check(sameMapping(again.mappings().front(), m));
        }
    }

    const std::vector<MappedFile> files = maps.files();
    std::set<FileKey> keys;
    std::size_t listed = 0;
    for (const MappedFile& f : files) {
        check(keys.insert(f.key).second);
        check(!f.mappings.empty());
        listed += f.mappings.size();
        for (std::size_t i : f.mappings) {
            check(i < maps.mappings().size());
            const Mapping& m = maps.mappings()[i];
            check(FileKey{m.devMajor, m.devMinor, m.inode} == f.key);
            check(m.start >= f.firstStart);
        }
        (void)maps.attachPath(1, f);
        const std::string_view name = ProcMaps::basename(f.path);
        (void)ProcMaps::isCudaRuntimeName(name);
        (void)ProcMaps::isCudaDriverName(name);
        int minor = 0;
        std::string flags;
        if (ProcMaps::isLibPythonName(name, &minor, &flags))
            check(minor >= 0 && minor < 1000 && flags.size() <= 3);
        (void)ProcMaps::isPythonExecutableName(name, &minor, &flags);
    }
    check(listed == fileMappings);
    for (const MappedFile& f : maps.cudaRuntimes())
        check(f.executable && ProcMaps::isCudaRuntimeName(ProcMaps::basename(f.path)));
    for (const MappedFile& f : maps.cudaDrivers())
        check(f.executable && ProcMaps::isCudaDriverName(ProcMaps::basename(f.path)));
    check(maps.pythonCandidates().size() <= files.size());
    return 0;
}
