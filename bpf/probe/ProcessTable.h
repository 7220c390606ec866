#pragma once

// What user space knows about each traced process: its name, its memory map (refreshed when an
// address falls outside it: libraries come and go), whether its CPython frames can be walked,
// its threads' names, and its rank in a distributed job (RANK, LOCAL_RANK and WORLD_SIZE of its
// environment, read when it is first seen and again at each exec; nothing else of it is read). Everything here is read
// from /proc of a process that may exit at any moment, so every read may fail and nothing assumes it succeeded.

#include "CaptureTypes.h"
#include "JobEnvironment.h"
#include "ProcMaps.h"

#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace faultline::probe {

struct ProcessState
{
    std::uint32_t tgid = 0;
    std::string name;
    std::optional<ProcMaps> maps;
    std::chrono::steady_clock::time_point mapsReadAt{};
    bool exited = false;
    bool pythonChecked = false;
    std::string pythonVersion; // "3.12.1"; empty when not CPython or not supported
    std::string pythonNote;    // why its frames are not walked
    std::uint64_t cgroupId = 0;
    capture::JobRank job;       // from its environment when it was first seen or last exec'd
    std::int64_t firstSeen = 0; // wall-clock ns
    // The last libcudart text mapping a driver launch came from: [start, end).
    std::uint64_t cudartStart = 0;
    std::uint64_t cudartEnd = 0;
};

class ProcessTable
{
public:
    // The state of `tgid`, created (with its name and cgroup read from /proc) on first use. A
    // process that is already gone (a short-lived child) is named `knownName`, the name a record
    // carried.
    ProcessState& get(std::uint32_t tgid, std::int64_t nowWallNs, std::string_view knownName = {});
    [[nodiscard]] ProcessState* find(std::uint32_t tgid);
    void markExited(std::uint32_t tgid);
    // Forgets an exited process whose pid now names another one.
    void forget(std::uint32_t tgid);
    // Processes whose state was created since the last call.
    [[nodiscard]] std::vector<std::uint32_t> takeNew();

    // Re-reads the maps when they are older than `maxAge` (zero: always).
    const ProcMaps* maps(ProcessState& process, std::chrono::milliseconds maxAge);
    // Reads the job rank of `process` from its environment again (a new program after exec).
    void readJobRank(ProcessState& process);

    // What the job rank reads came to: processes whose environment was read, those of them with a
    // job rank, those the probe could not read (no ptrace rights), and the values refused.
    struct JobRankCounts
    {
        std::uint64_t read = 0;
        std::uint64_t withRank = 0;
        std::uint64_t unreadable = 0;
        std::uint64_t refusedValues = 0; // malformed, or not below WORLD_SIZE, or unterminated
    };
    [[nodiscard]] const JobRankCounts& jobRankCounts() const { return m_jobRankCounts; }
    // Processes whose environment had a value refused since the last call, for a note each.
    [[nodiscard]] std::vector<std::uint32_t> takeRefusedJobRanks();

    [[nodiscard]] const std::unordered_map<std::uint32_t, ProcessState>& all() const { return m_processes; }

    // /proc helpers, each returning "" / 0 when the process or thread is gone.
    [[nodiscard]] static std::string readComm(std::uint32_t tgid, std::uint32_t tid = 0);
    // Every thread of a process with its name.
    [[nodiscard]] static std::vector<capture::ThreadInfo> readThreads(std::uint32_t tgid);
    // The cgroup v2 id (the inode of its directory under /sys/fs/cgroup) and its path.
    [[nodiscard]] static std::uint64_t readCgroup(std::uint32_t tgid, std::string* path);
    // The 64-hex-digit container id in a cgroup path, or "".
    [[nodiscard]] static std::string containerIdOf(const std::string& cgroupPath);
    // `text` (a path from a target's maps) with control characters replaced by '?', for
    // terminals and logs.
    [[nodiscard]] static std::string printable(std::string_view text);
    // Every numeric entry of /proc.
    [[nodiscard]] static std::vector<std::uint32_t> allProcesses();

private:
    std::unordered_map<std::uint32_t, ProcessState> m_processes;
    std::vector<std::uint32_t> m_new;
    JobRankCounts m_jobRankCounts;
    std::vector<std::uint32_t> m_refusedJobRanks;
};

} // namespace faultline::probe
