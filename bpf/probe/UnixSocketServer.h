#pragma once

// `faultline-probe serve --unix PATH`: a long-running probe that clients reach through a Unix
// socket (locally, or with `ssh -L local:PATH`). Nothing listens on the network. The socket is
// created mode 0660, owned by root and the allowed group; every peer's credentials
// (SO_PEERCRED) are checked against that group again, so a socket whose mode was loosened or
// that leaked to another process still refuses strangers.

#include <functional>
#include <string>
#include <sys/types.h>

namespace faultline::probe {

struct PeerCredentials
{
    pid_t pid = 0;
    uid_t uid = 0;
    gid_t gid = 0;
};

class UnixSocketServer
{
public:
    UnixSocketServer() = default;
    ~UnixSocketServer();
    UnixSocketServer(const UnixSocketServer&) = delete;
    UnixSocketServer& operator=(const UnixSocketServer&) = delete;

    // Looks a group up by name or number.
    [[nodiscard]] static bool findGroup(const std::string& name, gid_t* gid, std::string* error);
    // Root, a peer whose group is `group`, or whose user is a member of it.
    [[nodiscard]] static bool peerAllowed(const PeerCredentials& peer, gid_t group, std::string* why);

    // Creates the socket (replacing a stale socket at `path`, never another kind of file).
    [[nodiscard]] bool listen(const std::string& path, gid_t group, std::string* error);

    // Serves clients one at a time until `stopFd` is readable: a refused peer gets a
    // PERMISSION_DENIED error and is closed; an allowed one is handed to `serve`.
    using Serve = std::function<void(int fd, const PeerCredentials& peer)>;
    [[nodiscard]] int run(int stopFd, const Serve& serve);

    [[nodiscard]] const std::string& path() const { return m_path; }

private:
    int m_fd = -1;
    gid_t m_group = 0;
    std::string m_path;
};

} // namespace faultline::probe
