#include "UnixSocketServer.h"

#include "AccessPolicy.h"
#include "FrameReader.h"
#include "Protocol.h"

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cstdio>
#include <cstring>
#include <grp.h>
#include <poll.h>
#include <pwd.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>
#include <vector>

namespace faultline::probe {

UnixSocketServer::~UnixSocketServer()
{
    if (m_fd >= 0) {
        ::close(m_fd);
        ::unlink(m_path.c_str());
    }
}

bool UnixSocketServer::findGroup(const std::string& name, gid_t* gid, std::string* error)
{
    std::vector<char> buffer(65536);
    group gr{};
    group* found = nullptr;
    unsigned long number = 0;
    const auto [ptr, ec] = std::from_chars(name.data(), name.data() + name.size(), number);
    if (ec == std::errc() && ptr == name.data() + name.size() && number < 0xffffffffUL) {
        *gid = static_cast<gid_t>(number);
        return true;
    }
    if (getgrnam_r(name.c_str(), &gr, buffer.data(), buffer.size(), &found) != 0 || !found) {
        *error = "there is no group '" + name + "': create it (groupadd " + name
            + ") and add the users who may attach, or name another with --group";
        return false;
    }
    *gid = found->gr_gid;
    return true;
}

bool UnixSocketServer::peerAllowed(const PeerCredentials& peer, gid_t group, std::string* why)
{
    if (peer.uid == 0 || peer.gid == group)
        return true;
    std::vector<char> buffer(16384);
    passwd pw{};
    passwd* found = nullptr;
    if (getpwuid_r(peer.uid, &pw, buffer.data(), buffer.size(), &found) == 0 && found) {
        int count = 64;
        std::vector<gid_t> groups(static_cast<std::size_t>(count));
        if (getgrouplist(found->pw_name, found->pw_gid, groups.data(), &count) < 0 && count > 0) {
            groups.resize(static_cast<std::size_t>(count));
            static_cast<void>(getgrouplist(found->pw_name, found->pw_gid, groups.data(), &count));
        }
        groups.resize(static_cast<std::size_t>(std::max(count, 0)));
        for (const gid_t g : groups) {
            if (g == group)
                return true;
        }
    }
    const std::string name = AccessPolicy::userName(peer.uid);
    *why = "uid " + std::to_string(peer.uid) + (name.empty() ? std::string() : " (" + name + ")")
        + " is not in the group allowed to attach (gid " + std::to_string(group) + ")";
    return false;
}

bool UnixSocketServer::listen(const std::string& path, gid_t group, std::string* error)
{
    sockaddr_un address{};
    if (path.empty() || path.size() >= sizeof address.sun_path) {
        *error = "the socket path must be 1 to " + std::to_string(sizeof address.sun_path - 1) + " bytes long";
        return false;
    }
    struct stat st
    {
    };
    if (::lstat(path.c_str(), &st) == 0) {
        if (!S_ISSOCK(st.st_mode)) {
            *error = path + " exists and is not a socket; not replacing it";
            return false;
        }
        ::unlink(path.c_str()); // a socket left by a probe that died
    }
    m_fd = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (m_fd < 0) {
        *error = std::string("socket: ") + std::strerror(errno);
        return false;
    }
    address.sun_family = AF_UNIX;
    std::memcpy(address.sun_path, path.c_str(), path.size());
    // Owner-only from the first instant, then opened to the group once its owner is right.
    const mode_t previous = ::umask(0177);
    const int bound = ::bind(m_fd, reinterpret_cast<const sockaddr*>(&address), sizeof address);
    ::umask(previous);
    if (bound != 0) {
        *error = "cannot bind " + path + ": " + std::strerror(errno);
        ::close(m_fd);
        m_fd = -1;
        return false;
    }
    m_path = path;
    // Listening before the socket is opened to the group: a client that sees the path (the owner,
    // until the chmod) never meets a bound socket that refuses connections.
    if (::listen(m_fd, 8) != 0) {
        *error = std::string("listen: ") + std::strerror(errno);
        return false;
    }
    if (::chown(path.c_str(), ::geteuid(), group) != 0 || ::chmod(path.c_str(), 0660) != 0) {
        *error = "cannot give " + path + " to group " + std::to_string(group) + ": " + std::strerror(errno);
        return false;
    }
    m_group = group;
    return true;
}

int UnixSocketServer::run(int stopFd, const Serve& serve)
{
    for (;;) {
        pollfd fds[2] = {{m_fd, POLLIN, 0}, {stopFd, POLLIN, 0}};
        if (::poll(fds, stopFd >= 0 ? 2 : 1, -1) < 0) {
            if (errno == EINTR)
                continue;
            return 1;
        }
        if (stopFd >= 0 && fds[1].revents != 0)
            return 0;
        if (fds[0].revents == 0)
            continue;
        const int client = ::accept4(m_fd, nullptr, nullptr, SOCK_CLOEXEC);
        if (client < 0)
            continue;
        ucred credentials{};
        socklen_t length = sizeof credentials;
        PeerCredentials peer;
        std::string why;
        bool allowed = false;
        if (::getsockopt(client, SOL_SOCKET, SO_PEERCRED, &credentials, &length) == 0) {
            peer = {credentials.pid, credentials.uid, credentials.gid};
            allowed = peerAllowed(peer, m_group, &why);
        } else {
            why = std::string("cannot read the peer's credentials: ") + std::strerror(errno);
        }
        if (!allowed) {
            std::fprintf(stderr, "faultline-probe: refused a client (pid %d): %s\n", static_cast<int>(peer.pid),
                         why.c_str());
            wire::Envelope refusal;
            refusal.mutable_error()->set_code(wire::PERMISSION_DENIED);
            refusal.mutable_error()->set_message(protocol::validUtf8(why));
            protocol::FrameWriter writer(client);
            static_cast<void>(writer.write(refusal));
            ::shutdown(client, SHUT_RDWR);
            ::close(client);
            continue;
        }
        serve(client, peer);
        ::close(client);
    }
}

} // namespace faultline::probe
