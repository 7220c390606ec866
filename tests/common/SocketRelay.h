#pragma once

// A relay between two local sockets, in a thread, for the tests that put something between the
// attach client and a probe: a connection cut mid-frame (a dropped SSH session), a probe whose
// clock readings are moved (a node whose clock is off).

#include <cstddef>
#include <functional>
#include <poll.h>
#include <string>
#include <string_view>
#include <sys/socket.h>
#include <thread>
#include <unistd.h>
#include <utility>

namespace faultline::test {

// A connected pair of local stream sockets, closed on exec; false when the system gives none.
inline bool socketPair(int fds[2])
{
    return ::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, fds) == 0;
}

// Forwards both ways between a client's socket and a server's: the client's bytes as they are,
// the server's through `fromServer`, which appends what the client is to get to `out` and returns
// false to end the relay once that is sent. It also ends when either side closes, a send fails or
// nothing comes for `idleMs`; then both sockets are shut down and closed (the relay owns them).
class SocketRelay
{
public:
    using Filter = std::function<bool(std::string_view in, std::string* out)>;

    SocketRelay(int clientFd, int serverFd, int idleMs, Filter fromServer)
    {
        m_thread = std::thread([clientFd, serverFd, idleMs, fromServer = std::move(fromServer)] {
            char buffer[65536];
            std::string out;
            for (bool open = true; open;) {
                pollfd fds[2] = {{clientFd, POLLIN, 0}, {serverFd, POLLIN, 0}};
                if (::poll(fds, 2, idleMs) <= 0)
                    break;
                if (fds[0].revents) {
                    const ssize_t n = ::read(clientFd, buffer, sizeof buffer);
                    if (n <= 0 || ::send(serverFd, buffer, static_cast<std::size_t>(n), MSG_NOSIGNAL) != n)
                        break;
                }
                if (!fds[1].revents)
                    continue;
                const ssize_t n = ::read(serverFd, buffer, sizeof buffer);
                if (n <= 0)
                    break;
                out.clear();
                open = fromServer(std::string_view(buffer, static_cast<std::size_t>(n)), &out);
                if (!out.empty()
                    && ::send(clientFd, out.data(), out.size(), MSG_NOSIGNAL) != static_cast<ssize_t>(out.size()))
                    break;
            }
            ::shutdown(clientFd, SHUT_RDWR);
            ::shutdown(serverFd, SHUT_RDWR);
            ::close(clientFd);
            ::close(serverFd);
        });
    }
    ~SocketRelay()
    {
        if (m_thread.joinable())
            m_thread.join();
    }
    SocketRelay(const SocketRelay&) = delete;
    SocketRelay& operator=(const SocketRelay&) = delete;

private:
    std::thread m_thread;
};

} // namespace faultline::test
