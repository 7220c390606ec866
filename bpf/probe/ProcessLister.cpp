#include "ProcessLister.h"

#include "ProcMaps.h"

#include <algorithm>
#include <cctype>
#include <dirent.h>
#include <fcntl.h>
#include <set>
#include <unistd.h>

namespace faultline::probe {

namespace {

std::vector<pid_t> processIds()
{
    std::vector<pid_t> pids;
    DIR* dir = ::opendir("/proc");
    if (!dir)
        return pids;
    while (const dirent* entry = ::readdir(dir)) {
        const char* name = entry->d_name;
        if (!std::isdigit(static_cast<unsigned char>(name[0])))
            continue;
        char* end = nullptr;
        const long pid = std::strtol(name, &end, 10);
        if (*end == '\0' && pid > 0)
            pids.push_back(static_cast<pid_t>(pid));
    }
    ::closedir(dir);
    std::sort(pids.begin(), pids.end());
    return pids;
}

} // namespace

std::string ProcessLister::commandLine(pid_t pid)
{
    const std::string path = "/proc/" + std::to_string(pid) + "/cmdline";
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return std::string();
    std::string raw(kMaxCommandLineBytes, '\0');
    std::size_t done = 0;
    while (done < raw.size()) {
        const ssize_t n = ::read(fd, raw.data() + done, raw.size() - done);
        if (n <= 0)
            break;
        done += static_cast<std::size_t>(n);
    }
    ::close(fd);
    raw.resize(done);
    while (!raw.empty() && raw.back() == '\0')
        raw.pop_back();

    // The target chose these bytes: no terminal escapes or line breaks reach a client's screen.
    std::string line;
    line.reserve(raw.size());
    static constexpr char kHex[] = "0123456789abcdef";
    for (const char c : raw) {
        const auto b = static_cast<unsigned char>(c);
        if (b == 0)
            line += ' ';
        else if (b < 0x20 || b == 0x7f) {
            line += "\\x";
            line += kHex[b >> 4];
            line += kHex[b & 15];
        } else
            line += c;
    }
    if (line.size() > kMaxCommandLineBytes)
        line.resize(kMaxCommandLineBytes);
    return line;
}

std::vector<ListedProcess> ProcessLister::list(const AccessPolicy& policy, bool cudaOnly, bool* truncated)
{
    std::vector<ListedProcess> out;
    *truncated = false;
    for (const pid_t pid : processIds()) {
        const std::optional<uid_t> owner = processOwner(pid);
        if (!owner || !policy.mayTrace(*owner))
            continue;
        ListedProcess p;
        p.pid = static_cast<std::uint32_t>(pid);
        p.uid = *owner;
        std::string error;
        if (const std::optional<ProcMaps> maps = ProcMaps::read(pid, &error)) {
            std::set<std::string> paths;
            for (const MappedFile& f : maps->cudaRuntimes())
                paths.insert(f.path);
            for (const MappedFile& f : maps->cudaDrivers())
                paths.insert(f.path);
            p.cudaLibraries.assign(paths.begin(), paths.end());
        }
        if (cudaOnly && p.cudaLibraries.empty())
            continue;
        p.commandLine = commandLine(pid);
        if (p.commandLine.empty())
            continue; // a kernel thread, or gone
        if (out.size() == kMaxProcesses) {
            *truncated = true;
            break;
        }
        p.user = AccessPolicy::userName(p.uid);
        out.push_back(std::move(p));
    }
    return out;
}

} // namespace faultline::probe
