#include "AccessPolicy.h"

#include "Strings.h"

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <fstream>
#include <grp.h>
#include <pwd.h>
#include <sstream>
#include <sys/stat.h>
#include <unistd.h>

namespace faultline::probe {

namespace {

constexpr std::size_t kMaxConfigBytes = 64 * 1024;

// A user or group id that sudo or pkexec put in the environment: digits only, below (id_t)-1.
std::optional<std::uint32_t> idFromEnvironment(const char* variable)
{
    const char* value = std::getenv(variable);
    if (!value || !*value)
        return std::nullopt;
    const std::string_view text(value);
    unsigned long id = 0;
    const auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), id);
    if (ec != std::errc() || ptr != text.data() + text.size() || id >= 0xffffffffUL)
        return std::nullopt;
    return static_cast<std::uint32_t>(id);
}

bool parseUid(std::string_view text, uid_t* uid)
{
    unsigned long value = 0;
    const auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec == std::errc() && ptr == text.data() + text.size() && value < 0xffffffffUL) {
        *uid = static_cast<uid_t>(value);
        return true;
    }
    const std::string name(text);
    std::vector<char> buffer(16384);
    passwd pw{};
    passwd* found = nullptr;
    if (getpwnam_r(name.c_str(), &pw, buffer.data(), buffer.size(), &found) == 0 && found) {
        *uid = found->pw_uid;
        return true;
    }
    return false;
}

} // namespace

bool AccessPolicy::parseConfig(std::string_view text, AccessConfig* config, std::string* error)
{
    *config = {};
    int lineNumber = 0;
    while (!text.empty()) {
        const auto newline = text.find('\n');
        std::string_view line = text.substr(0, newline);
        text.remove_prefix(newline == std::string_view::npos ? text.size() : newline + 1);
        ++lineNumber;
        if (const auto hash = line.find('#'); hash != std::string_view::npos)
            line = line.substr(0, hash);
        line = text::trimmed(line);
        if (line.empty())
            continue;
        const auto equals = line.find('=');
        if (equals == std::string_view::npos) {
            *error = "line " + std::to_string(lineNumber) + ": expected key = value";
            return false;
        }
        const std::string_view key = text::trimmed(line.substr(0, equals));
        const std::string_view value = text::trimmed(line.substr(equals + 1));
        if (key == "trace_any_user") {
            if (value == "true" || value == "yes" || value == "1")
                config->anyUser = true;
            else if (value == "false" || value == "no" || value == "0")
                config->anyUser = false;
            else {
                *error = "line " + std::to_string(lineNumber) + ": trace_any_user takes true or false";
                return false;
            }
        } else if (key == "trace_users") {
            std::string_view rest = value;
            while (!rest.empty()) {
                const auto comma = rest.find(',');
                const std::string_view item = text::trimmed(rest.substr(0, comma));
                rest.remove_prefix(comma == std::string_view::npos ? rest.size() : comma + 1);
                if (item.empty())
                    continue;
                uid_t uid = 0;
                if (!parseUid(item, &uid)) {
                    *error = "line " + std::to_string(lineNumber) + ": no user '" + std::string(item) + "'";
                    return false;
                }
                config->uids.push_back(uid);
            }
        } else if (key == "socket_group") {
            config->socketGroup = std::string(value);
        } else {
            *error = "line " + std::to_string(lineNumber) + ": unknown key '" + std::string(key) + "'";
            return false;
        }
    }
    return true;
}

bool AccessPolicy::loadConfig(const std::string& path, AccessConfig* config, std::string* error)
{
    *config = {};
    const int fd = ::open(path.c_str(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0) {
        if (errno == ENOENT)
            return true;
        *error = path + ": " + std::strerror(errno);
        return false;
    }
    struct stat st
    {
    };
    std::string text;
    bool ok = ::fstat(fd, &st) == 0;
    if (!ok)
        *error = path + ": " + std::strerror(errno);
    else if (!S_ISREG(st.st_mode) || st.st_uid != 0 || (st.st_mode & (S_IWGRP | S_IWOTH)) != 0) {
        *error = path + " must be a regular file owned by root and writable by root only";
        ok = false;
    } else if (st.st_size > static_cast<off_t>(kMaxConfigBytes)) {
        *error = path + " is too large";
        ok = false;
    } else {
        text.resize(static_cast<std::size_t>(st.st_size));
        std::size_t done = 0;
        while (done < text.size()) {
            const ssize_t n = ::read(fd, text.data() + done, text.size() - done);
            if (n <= 0)
                break;
            done += static_cast<std::size_t>(n);
        }
        text.resize(done);
    }
    ::close(fd);
    if (!ok)
        return false;
    if (!parseConfig(text, config, error)) {
        *error = path + ": " + *error;
        return false;
    }
    return true;
}

uid_t AccessPolicy::invokingUid()
{
    if (::geteuid() == 0) {
        for (const char* variable : {"SUDO_UID", "PKEXEC_UID"}) {
            if (const std::optional<std::uint32_t> id = idFromEnvironment(variable))
                return static_cast<uid_t>(*id);
        }
    }
    return ::getuid();
}

gid_t AccessPolicy::invokingGid()
{
    if (::geteuid() != 0)
        return ::getgid();
    if (idFromEnvironment("SUDO_UID")) {
        if (const std::optional<std::uint32_t> gid = idFromEnvironment("SUDO_GID"))
            return static_cast<gid_t>(*gid);
    }
    const uid_t uid = invokingUid();
    std::vector<char> buffer(16384);
    passwd pw{};
    passwd* found = nullptr;
    if (getpwuid_r(uid, &pw, buffer.data(), buffer.size(), &found) == 0 && found)
        return found->pw_gid;
    // A uid without a passwd entry: its own number, as the file it creates would get from it.
    return uid == 0 ? ::getgid() : static_cast<gid_t>(uid);
}

std::string AccessPolicy::userName(uid_t uid)
{
    std::vector<char> buffer(16384);
    passwd pw{};
    passwd* found = nullptr;
    if (getpwuid_r(uid, &pw, buffer.data(), buffer.size(), &found) == 0 && found)
        return found->pw_name;
    return std::string();
}

AccessPolicy::AccessPolicy(uid_t requester, AccessConfig config)
    : m_requester(requester)
    , m_config(std::move(config))
{
}

bool AccessPolicy::mayTrace(uid_t owner) const
{
    return m_requester == 0 || owner == m_requester || m_config.anyUser
        || std::find(m_config.uids.begin(), m_config.uids.end(), owner) != m_config.uids.end();
}

std::string AccessPolicy::describe() const
{
    if (m_requester == 0 || m_config.anyUser)
        return "processes of every user";
    const std::string name = userName(m_requester);
    std::string text = "processes of " + (name.empty() ? std::string("uid ") : name + " (uid ")
        + std::to_string(m_requester) + (name.empty() ? "" : ")");
    if (!m_config.uids.empty())
        text += " and of the users allowed in " + std::string(kConfigPath);
    return text;
}

std::optional<uid_t> processOwner(pid_t pid)
{
    std::ifstream status("/proc/" + std::to_string(pid) + "/status");
    std::string line;
    while (std::getline(status, line)) {
        if (line.rfind("Uid:", 0) != 0)
            continue;
        std::istringstream fields(line.substr(4));
        unsigned long real = 0;
        if (fields >> real)
            return static_cast<uid_t>(real);
        return std::nullopt;
    }
    return std::nullopt;
}

bool dropToInvokingUser(std::string* error)
{
    if (::geteuid() != 0)
        return true;
    const uid_t uid = AccessPolicy::invokingUid();
    if (uid == 0)
        return true;
    const gid_t gid = AccessPolicy::invokingGid();
    std::vector<char> buffer(16384);
    passwd pw{};
    passwd* found = nullptr;
    static_cast<void>(getpwuid_r(uid, &pw, buffer.data(), buffer.size(), &found));
    bool ok = found ? ::initgroups(found->pw_name, gid) == 0 : ::setgroups(0, nullptr) == 0;
    ok = ok && ::setresgid(gid, gid, gid) == 0 && ::setresuid(uid, uid, uid) == 0;
    if (!ok) {
        *error = std::string("cannot drop privileges to uid ") + std::to_string(uid) + ": " + std::strerror(errno);
        return false;
    }
    return true;
}

} // namespace faultline::probe
