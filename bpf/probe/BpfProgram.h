#pragma once

// The loaded BPF object (progs/faultline.bpf.c through its skeleton): configuration before
// load, the host tracepoints, uprobe links made on demand, and the maps user space feeds or
// reads. Every link is owned here and destroyed by detach() or the destructor, so no probe
// outlives the process that made it.

#include "faultline_events.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

struct faultline_bpf;
struct bpf_link;
struct ring_buffer;

namespace faultline::probe {

struct BpfConfig
{
    bool stacks = true;
    bool python = true;
    bool traceAll = false;
    std::uint32_t selfTgid = 0;
    std::uint64_t ringBytes = 32u << 20; // a power of two, at least one page
    std::uint32_t launchMode = 1;        // enum fl_launch_mode
    std::uint64_t launchSampleNs = 100'000;
};

// Why a process is a target (the value of the `targets` map).
enum class TargetReason : std::uint8_t {
    Requested = 1, // --pid or the command the probe started
    Child = 2,     // forked by a target (set by BPF)
    Caller = 3,    // called a probed library under --all (set by BPF)
    Scanned = 4,   // --all found a CUDA library in its maps
};

class BpfProgram
{
public:
    BpfProgram() = default;
    ~BpfProgram();
    BpfProgram(const BpfProgram&) = delete;
    BpfProgram& operator=(const BpfProgram&) = delete;

    // Opens, configures and loads the programs (the verifier runs here).
    [[nodiscard]] bool load(const BpfConfig& config, std::string* error);
    // Attaches the scheduler, lifecycle, page-allocation and OOM tracepoints. A tracepoint this
    // kernel lacks is reported in `notes` and skipped; only sched_switch is required.
    [[nodiscard]] bool attachHostProbes(std::vector<std::string>* notes, std::string* error);
    struct ProbeSite
    {
        std::string symbol;
        std::uint64_t offset = 0; // file offset of the function's first instruction
        std::uint64_t cookie = 0; // FL_COOKIE(fn, variant)
    };
    // An entry and a return probe at every site of the file at `path`, for every process that
    // maps it: two uprobe_multi links for all sites where the kernel has them (>= 6.6), else two
    // perf-event links per site. Returns the sites attached; `failures` gets "symbol: reason"
    // for the others. `entryOnly`: the entry probes alone (sites with FL_COOKIE_ENTRY_ONLY).
    [[nodiscard]] std::vector<std::string> attachCalls(const std::string& path, const std::vector<ProbeSite>& sites,
                                                       std::vector<std::string>* failures, bool entryOnly = false);
    // The dynamic linker's _dl_debug_state at `offset` of the file at `path` (ld.so).
    [[nodiscard]] bool attachLinkerHook(const std::string& path, std::uint64_t offset, std::string* error);
    // Destroys every link: no probe fires after it returns.
    void detach();
    [[nodiscard]] std::size_t linkCount() const { return m_links.size() + m_multiLinks.size(); }
    [[nodiscard]] bool usesMultiLinks() const { return m_multi; }

    [[nodiscard]] bool addTarget(std::uint32_t tgid, TargetReason reason);
    void removeTarget(std::uint32_t tgid);
    [[nodiscard]] bool isTarget(std::uint32_t tgid) const;
    // Every tgid in the targets map.
    [[nodiscard]] std::vector<std::uint32_t> targets() const;
    // `config` points to a struct fl_py_config.
    [[nodiscard]] bool setPythonConfig(std::uint32_t tgid, const void* config);
    [[nodiscard]] bool hasPythonConfig(std::uint32_t tgid) const;

    struct PageStats
    {
        std::uint32_t tgid = 0;
        std::uint64_t count = 0;
        std::uint64_t bytes = 0;
    };
    // Cumulative page allocations per target (summed over CPUs).
    [[nodiscard]] std::vector<PageStats> pageStats() const;
    // The map `launch_counts`: launches per thread, kernel and stream since the start.
    [[nodiscard]] std::vector<std::pair<fl_launch_key, std::uint64_t>> launchCounts() const;
    void forgetPageStats(std::uint32_t tgid);
    // Records lost per source slot (FL_SOURCE_*), cumulative, summed over CPUs.
    [[nodiscard]] std::vector<std::uint64_t> drops() const;

    struct InFlightCall
    {
        fl_inflight_key key{};
        fl_inflight entry{};
        std::uint32_t gpu = 0; // the thread's current device
    };
    // The calls entered and not returned: after detach(), those still in flight at the stop.
    [[nodiscard]] std::vector<InFlightCall> inFlightCalls() const;

    [[nodiscard]] int ringFd() const;
    [[nodiscard]] std::uint64_t ringBytes() const { return m_config.ringBytes; }
    [[nodiscard]] const BpfConfig& config() const { return m_config; }

private:
    [[nodiscard]] bool open(bool multi, std::string* error);
    [[nodiscard]] bool attachSite(const std::string& path, const ProbeSite& site, bool entryOnly, std::string* error);
    // A uprobe_multi link of `program` on every site; -1 with `error` on failure.
    [[nodiscard]] int attachMulti(const std::string& path, const std::vector<ProbeSite>& sites, bool ret,
                                  std::string* error);

    faultline_bpf* m_skel = nullptr;
    BpfConfig m_config;
    bool m_multi = false;
    std::vector<bpf_link*> m_links;
    std::vector<int> m_multiLinks; // uprobe_multi link fds
    int m_cpus = 1;
};

// Whether mark_victim's first argument is a task_struct (kernel >= 6.8) rather than a pid,
// from the running kernel's BTF. True when it cannot tell.
[[nodiscard]] bool oomTracepointTakesTask();

} // namespace faultline::probe
