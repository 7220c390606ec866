#include "ProcMaps.h"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <map>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

namespace faultline::probe {

namespace {

constexpr std::string_view DeletedSuffix = " (deleted)";

int hexDigit(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

// A cursor over one line; every reader fails rather than reading past the end.
class LineCursor
{
public:
    explicit LineCursor(std::string_view line)
        : m_line(line)
    {
    }

    bool hex(std::uint64_t* out, std::size_t maxDigits)
    {
        std::uint64_t value = 0;
        std::size_t digits = 0;
        while (m_pos < m_line.size() && hexDigit(m_line[m_pos]) >= 0) {
            if (++digits > maxDigits)
                return false;
            value = (value << 4) | static_cast<std::uint64_t>(hexDigit(m_line[m_pos]));
            ++m_pos;
        }
        *out = value;
        return digits > 0;
    }

    bool decimal(std::uint64_t* out)
    {
        std::uint64_t value = 0;
        std::size_t digits = 0;
        while (m_pos < m_line.size() && m_line[m_pos] >= '0' && m_line[m_pos] <= '9') {
            const auto digit = static_cast<std::uint64_t>(m_line[m_pos] - '0');
            if (value > (UINT64_MAX - digit) / 10)
                return false;
            value = value * 10 + digit;
            ++digits;
            ++m_pos;
        }
        *out = value;
        return digits > 0;
    }

    bool expect(char c)
    {
        if (m_pos >= m_line.size() || m_line[m_pos] != c)
            return false;
        ++m_pos;
        return true;
    }

    bool take(char* out)
    {
        if (m_pos >= m_line.size())
            return false;
        *out = m_line[m_pos++];
        return true;
    }

    [[nodiscard]] bool atEnd() const { return m_pos >= m_line.size(); }

    std::string_view rest()
    {
        std::string_view r = m_line.substr(m_pos);
        m_pos = m_line.size();
        return r;
    }

private:
    std::string_view m_line;
    std::size_t m_pos = 0;
};

std::optional<Mapping> parseLine(std::string_view line)
{
    LineCursor cur(line);
    Mapping m;
    char r = 0, w = 0, x = 0, p = 0;
    std::uint64_t major = 0, minor = 0;
    if (!cur.hex(&m.start, 16) || !cur.expect('-') || !cur.hex(&m.end, 16) || !cur.expect(' '))
        return std::nullopt;
    if (!cur.take(&r) || !cur.take(&w) || !cur.take(&x) || !cur.take(&p) || !cur.expect(' '))
        return std::nullopt;
    if ((r != 'r' && r != '-') || (w != 'w' && w != '-') || (x != 'x' && x != '-') || (p != 'p' && p != 's'))
        return std::nullopt;
    if (!cur.hex(&m.offset, 16) || !cur.expect(' '))
        return std::nullopt;
    if (!cur.hex(&major, 8) || !cur.expect(':') || !cur.hex(&minor, 8) || !cur.expect(' '))
        return std::nullopt;
    if (!cur.decimal(&m.inode))
        return std::nullopt;
    if (m.start >= m.end)
        return std::nullopt;
    m.read = r == 'r';
    m.write = w == 'w';
    m.exec = x == 'x';
    m.shared = p == 's';
    m.devMajor = static_cast<std::uint32_t>(major);
    m.devMinor = static_cast<std::uint32_t>(minor);
    if (!cur.atEnd()) {
        // The kernel pads the columns before the path with spaces; the path itself may hold
        // spaces anywhere but at its start (a file path starts with '/').
        if (!cur.expect(' '))
            return std::nullopt;
        std::string_view path = cur.rest();
        while (!path.empty() && path.front() == ' ')
            path.remove_prefix(1);
        if (path.size() > DeletedSuffix.size() && path.substr(path.size() - DeletedSuffix.size()) == DeletedSuffix) {
            m.deleted = true;
            path.remove_suffix(DeletedSuffix.size());
        }
        m.path.assign(path);
    }
    return m;
}

// Reads digits at `pos`; -1 when there are none or too many.
int readMinor(std::string_view s, std::size_t* pos)
{
    int value = 0;
    std::size_t digits = 0;
    while (*pos < s.size() && s[*pos] >= '0' && s[*pos] <= '9') {
        if (++digits > 3)
            return -1;
        value = value * 10 + (s[*pos] - '0');
        ++*pos;
    }
    return digits == 0 ? -1 : value;
}

// ABI flags as in sys.abiflags: any of "t" (free-threaded), "d" (debug), "m" (pymalloc, <= 3.7).
std::string readAbiFlags(std::string_view s, std::size_t* pos)
{
    std::string flags;
    while (*pos < s.size() && (s[*pos] == 't' || s[*pos] == 'd' || s[*pos] == 'm') && flags.size() < 3)
        flags.push_back(s[(*pos)++]);
    return flags;
}

} // namespace

ProcMaps ProcMaps::parse(std::string_view text)
{
    ProcMaps maps;
    while (!text.empty()) {
        const std::size_t nl = text.find('\n');
        const std::string_view line = text.substr(0, nl);
        text.remove_prefix(nl == std::string_view::npos ? text.size() : nl + 1);
        if (line.empty())
            continue;
        if (line.size() > MaxLineBytes) {
            ++maps.m_skippedLines;
            continue;
        }
        if (std::optional<Mapping> m = parseLine(line))
            maps.m_mappings.push_back(std::move(*m));
        else
            ++maps.m_skippedLines;
    }
    return maps;
}

std::optional<ProcMaps> ProcMaps::read(pid_t pid, std::string* error)
{
    const std::string path = pid == 0 ? std::string("/proc/self/maps") : "/proc/" + std::to_string(pid) + "/maps";
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        if (error)
            *error = path + ": " + std::strerror(errno);
        return std::nullopt;
    }
    std::string text;
    char buffer[65536];
    for (;;) {
        const ssize_t n = ::read(fd, buffer, sizeof buffer);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0) {
            if (error)
                *error = path + ": " + std::strerror(errno);
            ::close(fd);
            return std::nullopt;
        }
        if (n == 0)
            break;
        if (text.size() + static_cast<std::size_t>(n) > MaxFileBytes) {
            if (error)
                *error = path + ": larger than " + std::to_string(MaxFileBytes >> 20) + " MiB";
            ::close(fd);
            return std::nullopt;
        }
        text.append(buffer, static_cast<std::size_t>(n));
    }
    ::close(fd);
    return parse(text);
}

const Mapping* ProcMaps::find(std::uint64_t address) const
{
    for (const Mapping& m : m_mappings) {
        if (address >= m.start && address < m.end)
            return &m;
    }
    return nullptr;
}

std::vector<MappedFile> ProcMaps::files() const
{
    std::vector<MappedFile> out;
    std::map<FileKey, std::size_t> index;
    for (std::size_t i = 0; i < m_mappings.size(); ++i) {
        const Mapping& m = m_mappings[i];
        if (!m.isFile())
            continue;
        const FileKey key{m.devMajor, m.devMinor, m.inode};
        auto [it, inserted] = index.try_emplace(key, out.size());
        if (inserted) {
            MappedFile f;
            f.key = key;
            f.path = m.path;
            f.deleted = m.deleted;
            f.firstStart = m.start;
            f.firstOffset = m.offset;
            out.push_back(std::move(f));
        }
        MappedFile& f = out[it->second];
        f.mappings.push_back(i);
        f.executable = f.executable || m.exec;
        if (m.start < f.firstStart) {
            f.firstStart = m.start;
            f.firstOffset = m.offset;
        }
    }
    return out;
}

std::vector<MappedFile> ProcMaps::cudaRuntimes() const
{
    std::vector<MappedFile> out;
    for (MappedFile& f : files()) {
        if (f.executable && isCudaRuntimeName(basename(f.path)))
            out.push_back(std::move(f));
    }
    return out;
}

std::vector<MappedFile> ProcMaps::cudaDrivers() const
{
    std::vector<MappedFile> out;
    for (MappedFile& f : files()) {
        if (f.executable && isCudaDriverName(basename(f.path)))
            out.push_back(std::move(f));
    }
    return out;
}

std::vector<MappedFile> ProcMaps::pythonCandidates() const
{
    std::vector<MappedFile> libraries;
    std::vector<MappedFile> executables;
    for (MappedFile& f : files()) {
        if (!f.executable)
            continue;
        const std::string_view name = basename(f.path);
        if (isLibPythonName(name))
            libraries.push_back(std::move(f));
        else if (isPythonExecutableName(name))
            executables.push_back(std::move(f));
    }
    libraries.insert(libraries.end(), std::make_move_iterator(executables.begin()),
                     std::make_move_iterator(executables.end()));
    return libraries;
}

std::optional<MappedFile> ProcMaps::file(const FileKey& key) const
{
    for (MappedFile& f : files()) {
        if (f.key == key)
            return std::move(f);
    }
    return std::nullopt;
}

bool ProcMaps::isCudaRuntimeName(std::string_view name)
{
    constexpr std::string_view stem = "libcudart";
    if (!name.starts_with(stem))
        return false;
    const std::string_view rest = name.substr(stem.size());
    if (rest.starts_with(".so"))
        return true;
    // ([-.][^/]*)?\.so : a '-' or '.' then anything, as long as ".so" follows somewhere.
    return !rest.empty() && (rest.front() == '-' || rest.front() == '.')
        && rest.find(".so", 1) != std::string_view::npos;
}

bool ProcMaps::isCudaDriverName(std::string_view name)
{
    return name.starts_with("libcuda.so");
}

bool ProcMaps::isLibPythonName(std::string_view name, int* minor, std::string* abiFlags)
{
    constexpr std::string_view stem = "libpython3.";
    if (!name.starts_with(stem))
        return false;
    std::size_t pos = stem.size();
    const int m = readMinor(name, &pos);
    if (m < 0)
        return false;
    std::string flags = readAbiFlags(name, &pos);
    if (!name.substr(pos).starts_with(".so"))
        return false;
    if (minor)
        *minor = m;
    if (abiFlags)
        *abiFlags = std::move(flags);
    return true;
}

bool ProcMaps::isPythonExecutableName(std::string_view name, int* minor, std::string* abiFlags)
{
    int m = -1;
    std::string flags;
    if (name == "python" || name == "python3") {
        // no version in the name
    } else if (name.starts_with("python3.")) {
        std::size_t pos = 8;
        m = readMinor(name, &pos);
        if (m < 0)
            return false;
        flags = readAbiFlags(name, &pos);
        if (pos != name.size())
            return false;
    } else {
        return false;
    }
    if (minor)
        *minor = m;
    if (abiFlags)
        *abiFlags = std::move(flags);
    return true;
}

std::string_view ProcMaps::basename(std::string_view path)
{
    const std::size_t slash = path.rfind('/');
    return slash == std::string_view::npos ? path : path.substr(slash + 1);
}

std::string ProcMaps::rootPath(pid_t pid, std::string_view path)
{
    std::string out = "/proc/" + std::to_string(pid) + "/root";
    out.append(path);
    return out;
}

std::string ProcMaps::mapFilesPath(pid_t pid, const Mapping& mapping)
{
    char range[64];
    std::snprintf(range, sizeof range, "%llx-%llx", static_cast<unsigned long long>(mapping.start),
                  static_cast<unsigned long long>(mapping.end));
    return "/proc/" + std::to_string(pid) + "/map_files/" + range;
}

std::string ProcMaps::attachPath(pid_t pid, const MappedFile& file) const
{
    if (!file.deleted) {
        const std::string root = rootPath(pid, file.path);
        struct stat st = {};
        if (::stat(root.c_str(), &st) == 0 && S_ISREG(st.st_mode) && major(st.st_dev) == file.key.devMajor
            && minor(st.st_dev) == file.key.devMinor && st.st_ino == file.key.inode)
            return root;
    }
    // The lowest mapping of the file stands for it; any of its mappings names the same inode.
    for (std::size_t i : file.mappings) {
        if (i < m_mappings.size() && m_mappings[i].start == file.firstStart)
            return mapFilesPath(pid, m_mappings[i]);
    }
    return file.mappings.empty() || file.mappings.front() >= m_mappings.size()
        ? rootPath(pid, file.path)
        : mapFilesPath(pid, m_mappings[file.mappings.front()]);
}

} // namespace faultline::probe
