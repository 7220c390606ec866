#include "ProcessTable.h"

#include "RecordDecoder.h"

#include <cctype>
#include <charconv>
#include <dirent.h>
#include <fstream>
#include <sstream>
#include <sys/stat.h>

namespace faultline::probe {

namespace {

std::string readSmallFile(const std::string& path, std::size_t limit)
{
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return {};
    std::string out(limit, '\0');
    in.read(out.data(), static_cast<std::streamsize>(limit));
    out.resize(static_cast<std::size_t>(in.gcount()));
    return out;
}

bool parseId(const char* text, std::uint32_t* out)
{
    const char* end = text;
    while (*end)
        ++end;
    if (end == text)
        return false;
    const auto [ptr, ec] = std::from_chars(text, end, *out);
    return ec == std::errc() && ptr == end;
}

} // namespace

ProcessState& ProcessTable::get(std::uint32_t tgid, std::int64_t nowWallNs, std::string_view knownName)
{
    auto [it, inserted] = m_processes.try_emplace(tgid);
    ProcessState& p = it->second;
    if (inserted) {
        p.tgid = tgid;
        p.name = readComm(tgid);
        if (p.name.empty())
            p.name = RecordDecoder::sanitizeName(knownName);
        std::string path;
        p.cgroupId = readCgroup(tgid, &path);
        readJobRank(p);
        p.firstSeen = nowWallNs;
        m_new.push_back(tgid);
    }
    return p;
}

ProcessState* ProcessTable::find(std::uint32_t tgid)
{
    const auto it = m_processes.find(tgid);
    return it == m_processes.end() ? nullptr : &it->second;
}

void ProcessTable::markExited(std::uint32_t tgid)
{
    if (ProcessState* p = find(tgid))
        p->exited = true;
}

void ProcessTable::forget(std::uint32_t tgid)
{
    m_processes.erase(tgid);
}

std::vector<std::uint32_t> ProcessTable::takeNew()
{
    std::vector<std::uint32_t> out;
    out.swap(m_new);
    return out;
}

const ProcMaps* ProcessTable::maps(ProcessState& process, std::chrono::milliseconds maxAge)
{
    const auto now = std::chrono::steady_clock::now();
    if (process.exited)
        return process.maps ? &*process.maps : nullptr;
    if (!process.maps || now - process.mapsReadAt >= maxAge) {
        std::string error;
        std::optional<ProcMaps> fresh = ProcMaps::read(static_cast<pid_t>(process.tgid), &error);
        process.mapsReadAt = now;
        if (fresh)
            process.maps = std::move(fresh);
    }
    return process.maps ? &*process.maps : nullptr;
}

void ProcessTable::readJobRank(ProcessState& process)
{
    JobEnvironment::Values values;
    JobEnvironment::Problems problems;
    process.job = {};
    switch (JobEnvironment::read(static_cast<pid_t>(process.tgid), &values, &problems)) {
    case JobEnvironment::ReadStatus::Gone: return; // a short-lived child: nothing to say
    case JobEnvironment::ReadStatus::Unreadable: ++m_jobRankCounts.unreadable; return;
    case JobEnvironment::ReadStatus::Read: break;
    }
    ++m_jobRankCounts.read;
    process.job.rank = values.rank;
    process.job.localRank = values.localRank;
    process.job.worldSize = values.worldSize;
    if (process.job.known())
        ++m_jobRankCounts.withRank;
    const std::uint64_t refused = problems.malformed + problems.inconsistent + (problems.unterminated ? 1 : 0);
    if (refused > 0) {
        m_jobRankCounts.refusedValues += refused;
        m_refusedJobRanks.push_back(process.tgid);
    }
}

std::vector<std::uint32_t> ProcessTable::takeRefusedJobRanks()
{
    std::vector<std::uint32_t> out;
    out.swap(m_refusedJobRanks);
    return out;
}

std::string ProcessTable::readComm(std::uint32_t tgid, std::uint32_t tid)
{
    const std::string path = tid == 0 ? "/proc/" + std::to_string(tgid) + "/comm"
                                      : "/proc/" + std::to_string(tgid) + "/task/" + std::to_string(tid) + "/comm";
    return RecordDecoder::sanitizeName(readSmallFile(path, 64));
}

std::vector<capture::ThreadInfo> ProcessTable::readThreads(std::uint32_t tgid)
{
    std::vector<capture::ThreadInfo> out;
    const std::string dir = "/proc/" + std::to_string(tgid) + "/task";
    DIR* d = ::opendir(dir.c_str());
    if (!d)
        return out;
    while (const dirent* entry = ::readdir(d)) {
        std::uint32_t tid = 0;
        if (!parseId(entry->d_name, &tid))
            continue;
        capture::ThreadInfo t;
        t.tid = tid;
        t.tgid = tgid;
        t.name = readComm(tgid, tid);
        out.push_back(std::move(t));
        if (out.size() >= 65536)
            break;
    }
    ::closedir(d);
    return out;
}

std::uint64_t ProcessTable::readCgroup(std::uint32_t tgid, std::string* path)
{
    // cgroup v2: a single line "0::/path".
    std::istringstream lines(readSmallFile("/proc/" + std::to_string(tgid) + "/cgroup", 16384));
    std::string line;
    while (std::getline(lines, line)) {
        if (line.rfind("0::", 0) != 0)
            continue;
        *path = line.substr(3);
        if (path->find("..") != std::string::npos)
            return 0;
        struct stat st
        {
        };
        if (::stat(("/sys/fs/cgroup" + *path).c_str(), &st) != 0)
            return 0;
        return st.st_ino;
    }
    return 0;
}

std::string ProcessTable::containerIdOf(const std::string& cgroupPath)
{
    std::size_t run = 0;
    for (std::size_t i = 0; i < cgroupPath.size(); ++i) {
        const auto c = static_cast<unsigned char>(cgroupPath[i]);
        if (std::isxdigit(c) && !std::isupper(c)) {
            ++run;
            const bool endsHere = i + 1 == cgroupPath.size()
                || !std::isxdigit(static_cast<unsigned char>(cgroupPath[i + 1]));
            if (run == 64 && endsHere)
                return cgroupPath.substr(i + 1 - 64, 64);
        } else {
            run = 0;
        }
    }
    return {};
}

std::string ProcessTable::printable(std::string_view text)
{
    std::string out(text);
    for (char& c : out) {
        const auto u = static_cast<unsigned char>(c);
        if (u < 0x20 || u == 0x7f)
            c = '?';
    }
    return out;
}

std::vector<std::uint32_t> ProcessTable::allProcesses()
{
    std::vector<std::uint32_t> out;
    DIR* d = ::opendir("/proc");
    if (!d)
        return out;
    while (const dirent* entry = ::readdir(d)) {
        std::uint32_t pid = 0;
        if (parseId(entry->d_name, &pid))
            out.push_back(pid);
    }
    ::closedir(d);
    return out;
}

} // namespace faultline::probe
