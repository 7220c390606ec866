#pragma once

// `faultline-probe check`: can this machine be traced, and what would be traced? Kernel, BTF,
// privileges, tracefs, that the BPF programs pass the verifier and attach, the CUDA libraries
// of each process (or of the given pids) and of the system directories, and which CPython each
// process runs. Every failure comes with the command or setting that fixes it.

#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

namespace faultline::probe {

struct CheckItem
{
    enum class Status { Ok, Warn, Fail, Info };
    Status status = Status::Ok;
    std::string what;
    std::string fix; // how to make a Warn or Fail go away
};

class SystemCheck
{
public:
    // `pids` empty: every process on the machine.
    [[nodiscard]] static std::vector<CheckItem> run(const std::vector<std::uint32_t>& pids);
    // Prints the items; returns 0 when none failed, else 1.
    static int print(const std::vector<CheckItem>& items, std::FILE* out);
};

} // namespace faultline::probe
