#pragma once

// Whose processes a client of `faultline-probe serve` may trace (research/ebpf-capture.md §6.3):
// by default only those of the user who asked, whom the probe learns from sudo (SUDO_UID), pkexec
// (PKEXEC_UID), or from SO_PEERCRED on the Unix socket, never from the request. A root-owned configuration file
// may allow more, and names the group allowed on the Unix socket.

#include <optional>
#include <string>
#include <string_view>
#include <sys/types.h>
#include <vector>

namespace faultline::probe {

struct AccessConfig
{
    bool anyUser = false;    // trace_any_user = true
    std::vector<uid_t> uids; // trace_users = alice, 1001
    std::string socketGroup; // socket_group = faultline
};

class AccessPolicy
{
public:
    static constexpr const char* kConfigPath = "/etc/faultline/probe.conf";

    // A missing file is the default configuration. A file that is not a regular file owned by
    // root and writable by root only is refused: it decides who may trace whom.
    [[nodiscard]] static bool loadConfig(const std::string& path, AccessConfig* config, std::string* error);
    // `key = value` lines, `#` comments. An unknown key or a bad value is an error (fail closed).
    [[nodiscard]] static bool parseConfig(std::string_view text, AccessConfig* config, std::string* error);

    // The user behind sudo (SUDO_UID) or pkexec (PKEXEC_UID) when running as root through one
    // of them, else the real uid. Both tools set these themselves and clear what the caller set.
    [[nodiscard]] static uid_t invokingUid();
    // That user's group: SUDO_GID under sudo, else the user's primary group (pkexec names no
    // group); the real gid when not running as root.
    [[nodiscard]] static gid_t invokingGid();
    [[nodiscard]] static std::string userName(uid_t uid);

    AccessPolicy(uid_t requester, AccessConfig config);

    [[nodiscard]] uid_t requester() const { return m_requester; }
    [[nodiscard]] bool mayTrace(uid_t owner) const;
    [[nodiscard]] bool mayTraceEveryone() const { return m_requester == 0 || m_config.anyUser; }
    // "processes of alice (uid 1000)", for messages.
    [[nodiscard]] std::string describe() const;

private:
    uid_t m_requester;
    AccessConfig m_config;
};

// Owner (real uid) of a process, from /proc/PID/status; nullopt when it is gone.
[[nodiscard]] std::optional<uid_t> processOwner(pid_t pid);

// Drops to the invoking user's uid, gid and groups when running as root through sudo; the
// streaming side needs no privilege (replay) or has done what needed it. False with the reason.
[[nodiscard]] bool dropToInvokingUser(std::string* error);

} // namespace faultline::probe
