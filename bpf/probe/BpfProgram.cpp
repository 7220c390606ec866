#include "BpfProgram.h"

#include "faultline.skel.h"
#include "faultline_events.h"

#include <bpf/bpf.h>
#include <bpf/btf.h>
#include <bpf/libbpf.h>

#include <cerrno>
#include <cstdarg>
#include <cstdio>
#include <cstring>
#include <sys/syscall.h>
#include <unistd.h>

namespace faultline::probe {

namespace {

// BPF_TRACE_UPROBE_MULTI (Linux 6.6), newer than libbpf 1.1's headers.
constexpr auto kAttachUprobeMulti = static_cast<bpf_attach_type>(48);

// libbpf's messages go to this buffer while a call that reports its own error runs, and to
// stderr otherwise (warnings and worse only).
thread_local std::string* t_libbpfMessages = nullptr;

int printLibbpf(enum libbpf_print_level level, const char* format, va_list args)
{
    if (level == LIBBPF_DEBUG)
        return 0;
    char text[1024];
    const int n = std::vsnprintf(text, sizeof text, format, args);
    if (n < 0)
        return 0;
    if (t_libbpfMessages) {
        t_libbpfMessages->append(text);
        return n;
    }
    std::fprintf(stderr, "libbpf: %s", text);
    return n;
}

class CaptureLibbpfMessages
{
public:
    explicit CaptureLibbpfMessages(std::string* into)
        : m_previous(t_libbpfMessages)
    {
        t_libbpfMessages = into;
    }
    ~CaptureLibbpfMessages() { t_libbpfMessages = m_previous; }
    CaptureLibbpfMessages(const CaptureLibbpfMessages&) = delete;
    CaptureLibbpfMessages& operator=(const CaptureLibbpfMessages&) = delete;

private:
    std::string* m_previous;
};

std::string lastLine(const std::string& text)
{
    std::string t = text;
    while (!t.empty() && (t.back() == '\n' || t.back() == ' '))
        t.pop_back();
    const auto nl = t.rfind('\n');
    return nl == std::string::npos ? t : t.substr(nl + 1);
}

std::string errnoText(int err)
{
    return std::strerror(err < 0 ? -err : err);
}

} // namespace

BpfProgram::~BpfProgram()
{
    detach();
    if (m_skel)
        faultline_bpf__destroy(m_skel);
}

bool BpfProgram::open(bool multi, std::string* error)
{
    std::string messages;
    CaptureLibbpfMessages capture(&messages);
    m_skel = faultline_bpf__open();
    if (!m_skel) {
        *error = "cannot open the BPF object: " + errnoText(errno)
            + (messages.empty() ? "" : ": " + lastLine(messages));
        return false;
    }
    m_skel->rodata->capture_stacks = m_config.stacks;
    m_skel->rodata->capture_python = m_config.python;
    m_skel->rodata->trace_all = m_config.traceAll;
    m_skel->rodata->self_tgid = m_config.selfTgid;
    m_skel->rodata->launch_mode = m_config.launchMode;
    m_skel->rodata->launch_sample_ns = m_config.launchSampleNs;
    // Woken only when a quarter of the ring waits; otherwise the consumer polls on its timer.
    m_skel->rodata->wakeup_bytes = m_config.ringBytes / 4;
    m_skel->rodata->oom_arg_is_task = oomTracepointTakesTask();
    if (const int err = bpf_map__set_max_entries(m_skel->maps.events, static_cast<__u32>(m_config.ringBytes)); err) {
        *error = "invalid ring buffer size " + std::to_string(m_config.ringBytes) + ": " + errnoText(err);
        return false;
    }
    // The launch maps of the modes not in use: one entry each rather than 65,536 (megabytes of
    // kernel memory that a hash map allocates up front).
    if (m_config.launchMode != FL_LAUNCHES_COUNTED)
        bpf_map__set_max_entries(m_skel->maps.launch_counts, 1);
    if (m_config.launchMode != FL_LAUNCHES_SAMPLED)
        bpf_map__set_max_entries(m_skel->maps.launch_streak, 1);
    if (multi) {
        bpf_program__set_expected_attach_type(m_skel->progs.fl_call_enter_multi, kAttachUprobeMulti);
        bpf_program__set_expected_attach_type(m_skel->progs.fl_call_return_multi, kAttachUprobeMulti);
    } else {
        bpf_program__set_autoload(m_skel->progs.fl_call_enter_multi, false);
        bpf_program__set_autoload(m_skel->progs.fl_call_return_multi, false);
    }
    if (const int err = faultline_bpf__load(m_skel); err) {
        *error = "the kernel refused the BPF programs (" + errnoText(err) + ")";
        if (!messages.empty())
            *error += ":\n" + messages;
        return false;
    }
    return true;
}

bool BpfProgram::load(const BpfConfig& config, std::string* error)
{
    libbpf_set_print(printLibbpf);
    m_config = config;
    const int cpus = libbpf_num_possible_cpus();
    m_cpus = cpus > 0 ? cpus : 1;
    // uprobe_multi (Linux 6.6) first; a kernel without it refuses that attach type at load.
    std::string multiError;
    if (open(true, &multiError)) {
        m_multi = true;
        return true;
    }
    faultline_bpf__destroy(m_skel);
    m_skel = nullptr;
    return open(false, error);
}

bool BpfProgram::attachHostProbes(std::vector<std::string>* notes, std::string* error)
{
    struct Hook
    {
        bpf_program* program;
        const char* what;
        bool required;
    };
    const Hook hooks[] = {
        {m_skel->progs.fl_sched_switch, "sched_switch (off-CPU intervals)", true},
        {m_skel->progs.fl_process_fork, "sched_process_fork", false},
        {m_skel->progs.fl_process_exec, "sched_process_exec", false},
        {m_skel->progs.fl_process_exit, "sched_process_exit", false},
        {m_skel->progs.fl_task_rename, "task_rename (thread names)", false},
        {m_skel->progs.fl_oom_victim, "oom/mark_victim (OOM kills)", false},
        {m_skel->progs.fl_page_alloc, "mm_page_alloc (page allocations)", false},
    };
    for (const Hook& hook : hooks) {
        std::string messages;
        CaptureLibbpfMessages capture(&messages);
        bpf_link* link = bpf_program__attach(hook.program);
        if (!link) {
            const std::string why = std::string(hook.what) + ": " + errnoText(errno)
                + (messages.empty() ? "" : " (" + lastLine(messages) + ")");
            if (hook.required) {
                *error = "cannot attach " + why;
                return false;
            }
            notes->push_back("not traced: " + why);
            continue;
        }
        m_links.push_back(link);
    }
    return true;
}

bool BpfProgram::attachSite(const std::string& path, const ProbeSite& site, bool entryOnly, std::string* error)
{
    std::string messages;
    CaptureLibbpfMessages capture(&messages);
    bpf_link* links[2] = {nullptr, nullptr};
    for (int ret = 0; ret < (entryOnly ? 1 : 2); ++ret) {
        // LIBBPF_OPTS is a GNU C statement expression: spelled out for C++.
        bpf_uprobe_opts options{};
        options.sz = sizeof options;
        options.retprobe = ret == 1;
        options.bpf_cookie = site.cookie;
        bpf_program* program = ret ? m_skel->progs.fl_call_return : m_skel->progs.fl_call_enter;
        links[ret] = bpf_program__attach_uprobe_opts(program, -1, path.c_str(), site.offset, &options);
        if (!links[ret]) {
            const int err = errno;
            *error = site.symbol + ": " + errnoText(err) + (messages.empty() ? "" : " (" + lastLine(messages) + ")");
            if (links[0])
                bpf_link__destroy(links[0]);
            return false;
        }
    }
    m_links.push_back(links[0]);
    if (links[1])
        m_links.push_back(links[1]);
    return true;
}

int BpfProgram::attachMulti(const std::string& path, const std::vector<ProbeSite>& sites, bool ret, std::string* error)
{
    std::vector<std::uint64_t> offsets;
    std::vector<std::uint64_t> cookies;
    for (const ProbeSite& site : sites) {
        offsets.push_back(site.offset);
        cookies.push_back(site.cookie);
    }
    // union bpf_attr's link_create for uprobe_multi (Linux 6.6), which libbpf 1.1's headers
    // predate: laid out here as the kernel's uapi has it.
    struct LinkCreateUprobeMulti
    {
        std::uint32_t progFd;
        std::uint32_t targetFd;
        std::uint32_t attachType;
        std::uint32_t flags;
        std::uint64_t path;
        std::uint64_t offsets;
        std::uint64_t refCtrOffsets;
        std::uint64_t cookies;
        std::uint32_t count;
        std::uint32_t multiFlags;
        std::uint32_t pid;
        std::uint32_t pad;
    };
    static_assert(sizeof(LinkCreateUprobeMulti) == 64);
    LinkCreateUprobeMulti attr{};
    bpf_program* program = ret ? m_skel->progs.fl_call_return_multi : m_skel->progs.fl_call_enter_multi;
    attr.progFd = static_cast<std::uint32_t>(bpf_program__fd(program));
    attr.attachType = kAttachUprobeMulti;
    attr.path = reinterpret_cast<std::uintptr_t>(path.c_str());
    attr.offsets = reinterpret_cast<std::uintptr_t>(offsets.data());
    attr.cookies = reinterpret_cast<std::uintptr_t>(cookies.data());
    attr.count = static_cast<std::uint32_t>(offsets.size());
    attr.multiFlags = ret ? 1u : 0u; // BPF_F_UPROBE_MULTI_RETURN
    const long fd = ::syscall(__NR_bpf, BPF_LINK_CREATE, &attr, sizeof attr);
    if (fd < 0) {
        *error = errnoText(errno);
        return -1;
    }
    return static_cast<int>(fd);
}

bool BpfProgram::attachLinkerHook(const std::string& path, std::uint64_t offset, std::string* error)
{
    std::string messages;
    CaptureLibbpfMessages capture(&messages);
    bpf_uprobe_opts options{};
    options.sz = sizeof options;
    bpf_link* link = bpf_program__attach_uprobe_opts(m_skel->progs.fl_dl_debug_state, -1, path.c_str(), offset,
                                                     &options);
    if (!link) {
        *error = errnoText(errno) + (messages.empty() ? "" : " (" + lastLine(messages) + ")");
        return false;
    }
    m_links.push_back(link);
    return true;
}

std::vector<std::string> BpfProgram::attachCalls(const std::string& path, const std::vector<ProbeSite>& sites,
                                                 std::vector<std::string>* failures, bool entryOnly)
{
    std::vector<std::string> attached;
    if (sites.empty())
        return attached;
    if (m_multi) {
        std::string error;
        const int entry = attachMulti(path, sites, false, &error);
        const int exit = entry >= 0 && !entryOnly ? attachMulti(path, sites, true, &error) : -1;
        if (entry >= 0 && (exit >= 0 || entryOnly)) {
            m_multiLinks.push_back(entry);
            if (exit >= 0)
                m_multiLinks.push_back(exit);
            for (const ProbeSite& site : sites)
                attached.push_back(site.symbol);
            return attached;
        }
        if (entry >= 0)
            ::close(entry);
        // One bad site fails the whole link: try them one by one.
    }
    for (const ProbeSite& site : sites) {
        std::string error;
        if (attachSite(path, site, entryOnly, &error))
            attached.push_back(site.symbol);
        else
            failures->push_back(error);
    }
    return attached;
}

void BpfProgram::detach()
{
    // A uprobe_multi link goes in one go; each perf-event uprobe waits for RCU grace periods
    // under a kernel-wide mutex (about 0.1 s each on a 2-vCPU VM).
    for (const int fd : m_multiLinks)
        ::close(fd);
    m_multiLinks.clear();
    for (bpf_link* link : m_links)
        bpf_link__destroy(link);
    m_links.clear();
}

bool BpfProgram::addTarget(std::uint32_t tgid, TargetReason reason)
{
    const auto value = static_cast<std::uint8_t>(reason);
    return bpf_map__update_elem(m_skel->maps.targets, &tgid, sizeof tgid, &value, sizeof value, BPF_NOEXIST) == 0
        || isTarget(tgid);
}

void BpfProgram::removeTarget(std::uint32_t tgid)
{
    bpf_map__delete_elem(m_skel->maps.targets, &tgid, sizeof tgid, 0);
}

bool BpfProgram::isTarget(std::uint32_t tgid) const
{
    std::uint8_t value = 0;
    return bpf_map__lookup_elem(m_skel->maps.targets, &tgid, sizeof tgid, &value, sizeof value, 0) == 0;
}

std::vector<std::uint32_t> BpfProgram::targets() const
{
    std::vector<std::uint32_t> out;
    std::uint32_t key = 0;
    std::uint32_t next = 0;
    const std::uint32_t* previous = nullptr;
    while (bpf_map__get_next_key(m_skel->maps.targets, previous, &next, sizeof next) == 0) {
        out.push_back(next);
        key = next;
        previous = &key;
    }
    return out;
}

bool BpfProgram::setPythonConfig(std::uint32_t tgid, const void* config)
{
    return bpf_map__update_elem(m_skel->maps.py_configs, &tgid, sizeof tgid, config, sizeof(fl_py_config), BPF_ANY)
        == 0;
}

bool BpfProgram::hasPythonConfig(std::uint32_t tgid) const
{
    fl_py_config config{};
    return bpf_map__lookup_elem(m_skel->maps.py_configs, &tgid, sizeof tgid, &config, sizeof config, 0) == 0;
}

std::vector<BpfProgram::PageStats> BpfProgram::pageStats() const
{
    std::vector<PageStats> out;
    std::vector<fl_page_stats> values(static_cast<std::size_t>(m_cpus));
    std::uint32_t key = 0;
    std::uint32_t next = 0;
    const std::uint32_t* previous = nullptr;
    while (bpf_map__get_next_key(m_skel->maps.page_allocs, previous, &next, sizeof next) == 0) {
        key = next;
        previous = &key;
        if (bpf_map__lookup_elem(m_skel->maps.page_allocs, &key, sizeof key, values.data(),
                                 values.size() * sizeof(fl_page_stats), 0)
            != 0)
            continue;
        PageStats stats{key, 0, 0};
        for (const fl_page_stats& v : values) {
            stats.count += v.count;
            stats.bytes += v.bytes;
        }
        out.push_back(stats);
    }
    return out;
}

std::vector<std::pair<fl_launch_key, std::uint64_t>> BpfProgram::launchCounts() const
{
    std::vector<std::pair<fl_launch_key, std::uint64_t>> out;
    fl_launch_key key{};
    fl_launch_key next{};
    const fl_launch_key* previous = nullptr;
    while (bpf_map__get_next_key(m_skel->maps.launch_counts, previous, &next, sizeof next) == 0) {
        key = next;
        previous = &key;
        std::uint64_t count = 0;
        if (bpf_map__lookup_elem(m_skel->maps.launch_counts, &key, sizeof key, &count, sizeof count, 0) == 0)
            out.emplace_back(key, count);
    }
    return out;
}

void BpfProgram::forgetPageStats(std::uint32_t tgid)
{
    bpf_map__delete_elem(m_skel->maps.page_allocs, &tgid, sizeof tgid, 0);
}

std::vector<std::uint64_t> BpfProgram::drops() const
{
    std::vector<std::uint64_t> out(FL_SOURCE_SLOTS, 0);
    std::vector<std::uint64_t> values(static_cast<std::size_t>(m_cpus));
    for (std::uint32_t slot = 0; slot < FL_SOURCE_SLOTS; ++slot) {
        if (bpf_map__lookup_elem(m_skel->maps.drops, &slot, sizeof slot, values.data(),
                                 values.size() * sizeof(std::uint64_t), 0)
            != 0)
            continue;
        for (const std::uint64_t v : values)
            out[slot] += v;
    }
    return out;
}

std::vector<BpfProgram::InFlightCall> BpfProgram::inFlightCalls() const
{
    std::vector<InFlightCall> out;
    fl_inflight_key key{};
    fl_inflight_key next{};
    const fl_inflight_key* previous = nullptr;
    while (bpf_map__get_next_key(m_skel->maps.inflight, previous, &next, sizeof next) == 0) {
        key = next;
        previous = &key;
        InFlightCall call;
        call.key = key;
        // ts 0: a free slot (the thread's last call of that function returned).
        if (bpf_map__lookup_elem(m_skel->maps.inflight, &key, sizeof key, &call.entry, sizeof call.entry, 0) != 0
            || call.entry.ts == 0)
            continue;
        const auto tid = static_cast<std::uint32_t>(key.pid_tgid);
        if (bpf_map__lookup_elem(m_skel->maps.current_device, &tid, sizeof tid, &call.gpu, sizeof call.gpu, 0) != 0)
            call.gpu = 0;
        out.push_back(call);
    }
    return out;
}

int BpfProgram::ringFd() const
{
    return bpf_map__fd(m_skel->maps.events);
}

bool oomTracepointTakesTask()
{
    btf* vmlinux = btf__load_vmlinux_btf();
    if (!vmlinux)
        return true;
    bool takesTask = true;
    const int id = btf__find_by_name_kind(vmlinux, "btf_trace_mark_victim", BTF_KIND_TYPEDEF);
    if (id > 0) {
        // typedef -> pointer -> function prototype (void *__data, <first argument>, ...)
        const btf_type* t = btf__type_by_id(vmlinux, static_cast<__u32>(id));
        if (t && btf_is_typedef(t))
            t = btf__type_by_id(vmlinux, t->type);
        if (t && btf_is_ptr(t))
            t = btf__type_by_id(vmlinux, t->type);
        if (t && btf_is_func_proto(t) && btf_vlen(t) >= 2) {
            const btf_param* params = btf_params(t);
            const btf_type* first = btf__type_by_id(vmlinux, params[1].type);
            takesTask = first && btf_is_ptr(first);
        }
    }
    btf__free(vmlinux);
    return takesTask;
}

} // namespace faultline::probe
