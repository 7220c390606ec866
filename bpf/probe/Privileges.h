#pragma once

// What the probe needs from the system and the invoking user: the right to load BPF programs
// and attach probes, tracefs when libbpf must fall back to it, and whose files the capture and
// a launched command belong to (SUDO_UID/SUDO_GID, or PKEXEC_UID).

#include "CaptureSink.h"

#include <string>

namespace faultline::probe {

// True for root, or with CAP_BPF and CAP_PERFMON in the effective set; otherwise false with
// what is missing.
[[nodiscard]] bool hasTracingPrivileges(std::string* why);
// How to get them.
inline constexpr const char* kPrivilegesFix =
    "run it with sudo, or grant the capabilities once: sudo setcap "
    "cap_bpf,cap_perfmon,cap_sys_ptrace,cap_dac_read_search+ep faultline-probe";
// The user behind sudo or pkexec (AccessPolicy::invokingUid/Gid, when running as root), else
// "keep our own".
[[nodiscard]] OutputOwner invokingUser();

// Where tracefs is mounted ("" when nowhere).
[[nodiscard]] std::string tracefsPath();
// Mounts tracefs at /sys/kernel/tracing unless it is mounted; false with the reason.
[[nodiscard]] bool ensureTracefs(std::string* error);
// Whether the kernel has the perf uprobe PMU (libbpf attaches uprobes without tracefs then).
[[nodiscard]] bool hasUprobePmu();

} // namespace faultline::probe
