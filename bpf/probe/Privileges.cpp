#include "Privileges.h"

#include "AccessPolicy.h"

#include <cerrno>
#include <cstring>
#include <linux/capability.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <sys/syscall.h>
#include <unistd.h>

namespace faultline::probe {

namespace {

constexpr long kTracefsMagic = 0x74726163;
// Older headers lack these (CAP_PERFMON and CAP_BPF arrived in Linux 5.8).
constexpr int kCapPerfmon = 38;
constexpr int kCapBpf = 39;
constexpr int kCapSysAdmin = 21;

bool hasEffectiveCapability(int cap)
{
    __user_cap_header_struct header{};
    header.version = _LINUX_CAPABILITY_VERSION_3;
    header.pid = 0;
    __user_cap_data_struct data[2] = {};
    if (syscall(SYS_capget, &header, data) != 0)
        return false;
    return (data[cap / 32].effective & (1u << (cap % 32))) != 0;
}

bool isTracefs(const char* path)
{
    struct statfs fs
    {
    };
    return statfs(path, &fs) == 0 && static_cast<long>(fs.f_type) == kTracefsMagic;
}

} // namespace

bool hasTracingPrivileges(std::string* why)
{
    if (geteuid() == 0)
        return true;
    const bool bpf = hasEffectiveCapability(kCapBpf) || hasEffectiveCapability(kCapSysAdmin);
    const bool perfmon = hasEffectiveCapability(kCapPerfmon) || hasEffectiveCapability(kCapSysAdmin);
    if (bpf && perfmon)
        return true;
    *why = "needs root, or the capabilities CAP_BPF and CAP_PERFMON (missing:";
    if (!bpf)
        *why += " CAP_BPF";
    if (!perfmon)
        *why += " CAP_PERFMON";
    *why += ")";
    return false;
}

OutputOwner invokingUser()
{
    OutputOwner owner;
    if (geteuid() != 0)
        return owner;
    const uid_t uid = AccessPolicy::invokingUid();
    if (uid != 0) {
        owner.uid = uid;
        owner.gid = AccessPolicy::invokingGid();
    }
    return owner;
}

std::string tracefsPath()
{
    if (isTracefs("/sys/kernel/tracing"))
        return "/sys/kernel/tracing";
    if (isTracefs("/sys/kernel/debug/tracing"))
        return "/sys/kernel/debug/tracing";
    return {};
}

bool ensureTracefs(std::string* error)
{
    if (!tracefsPath().empty())
        return true;
    if (mount("nodev", "/sys/kernel/tracing", "tracefs", 0, nullptr) == 0)
        return true;
    *error = std::string("cannot mount tracefs at /sys/kernel/tracing: ") + std::strerror(errno);
    return false;
}

bool hasUprobePmu()
{
    struct stat st
    {
    };
    return stat("/sys/bus/event_source/devices/uprobe/type", &st) == 0;
}

} // namespace faultline::probe
