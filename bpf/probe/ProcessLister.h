#pragma once

// The process picker's list for `faultline-probe serve`: pid, owner, command line and the CUDA
// libraries each process has mapped, for the processes the client may trace only (a command line
// can hold another user's secrets).

#include "AccessPolicy.h"

#include <cstdint>
#include <string>
#include <vector>

namespace faultline::probe {

struct ListedProcess
{
    std::uint32_t pid = 0;
    uid_t uid = 0;
    std::string user;
    std::string commandLine; // arguments joined by spaces, control characters escaped, capped
    std::vector<std::string> cudaLibraries;
};

class ProcessLister
{
public:
    static constexpr std::size_t kMaxCommandLineBytes = 4096;
    static constexpr std::size_t kMaxProcesses = 4096;

    // Processes of /proc in pid order that `policy` allows; `truncated` when there were more
    // than kMaxProcesses.
    [[nodiscard]] static std::vector<ListedProcess> list(const AccessPolicy& policy, bool cudaOnly, bool* truncated);
    // /proc/PID/cmdline as one line; empty for kernel threads and processes that are gone.
    [[nodiscard]] static std::string commandLine(pid_t pid);
};

} // namespace faultline::probe
