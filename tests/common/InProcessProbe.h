#pragma once

// A probe in this process for the stream and attach tests: its serve side (StreamServer over a
// ReplaySource, or a stand-in) in a thread on one end of a socket pair, and the attach client's
// transport on the other end, perhaps with a SocketRelay between them.

#include "MessageChannel.h"
#include "ReplaySource.h"
#include "SocketRelay.h"
#include "StreamServer.h"
#include "Transport.h"

#include <atomic>
#include <functional>
#include <memory>
#include <string>
#include <sys/socket.h>
#include <thread>
#include <unistd.h>
#include <utility>

namespace faultline::test {

// A probe on `fd`, one end of a socket pair, in a thread: `serve` answers there until it is done
// (join() returns its result), then the socket is shut down. The probe owns `fd`.
class ProbeThread
{
public:
    using Serve = std::function<int(int fd, std::string* error)>;

    ProbeThread(int fd, Serve serve)
        : m_fd(fd)
    {
        m_thread = std::thread([this, serve = std::move(serve)] {
            std::string error;
            m_status = serve(m_fd, &error);
            m_error = std::move(error);
            ::shutdown(m_fd, SHUT_RDWR);
        });
    }
    // The probe's serve side, replaying the capture at `path` (`speed` as ReplaySource takes it, 0
    // as fast as it can): join() returns StreamServer::run's result, 2 when the capture could not
    // be opened.
    ProbeThread(std::string path, double speed, int fd, probe::StreamServer::Options options = {})
        : ProbeThread(fd, [path = std::move(path), speed, options](int socket, std::string* error) {
            probe::ReplaySource source;
            if (!source.open(path, speed, error))
                return 2;
            protocol::MessageChannel channel(socket, socket, protocol::Role::Server, "faultline-probe test");
            probe::StreamServer server(channel, source, options);
            const int status = server.run();
            *error = server.error();
            return status;
        })
    {
    }
    ~ProbeThread() { join(); }
    ProbeThread(const ProbeThread&) = delete;
    ProbeThread& operator=(const ProbeThread&) = delete;

    // Waits for the probe to end and closes its socket.
    int join()
    {
        if (m_thread.joinable())
            m_thread.join();
        if (m_fd >= 0) {
            ::close(m_fd);
            m_fd = -1;
        }
        return m_status;
    }
    [[nodiscard]] const std::string& error() const { return m_error; }

private:
    int m_fd;
    std::thread m_thread;
    std::atomic<int> m_status{-1};
    std::string m_error;
};

// The attach client's end `fd` of a socket pair, with what is behind it: a relay (or none) and
// the probe. Closing it ends their threads.
class ProbeTransport : public remote::Transport
{
public:
    ProbeTransport(int fd, std::unique_ptr<SocketRelay> relay, std::unique_ptr<ProbeThread> probe)
        : m_fd(fd)
        , m_relay(std::move(relay))
        , m_probe(std::move(probe))
    {
    }
    ~ProbeTransport() override { close(); }
    ProbeTransport(const ProbeTransport&) = delete;
    ProbeTransport& operator=(const ProbeTransport&) = delete;

    [[nodiscard]] int readFd() const override { return m_fd; }
    [[nodiscard]] int writeFd() const override { return m_fd; }
    void close() override
    {
        if (m_fd >= 0) {
            ::shutdown(m_fd, SHUT_RDWR);
            ::close(m_fd);
            m_fd = -1;
        }
        m_relay.reset();
        if (m_probe)
            m_probe->join();
    }

private:
    int m_fd;
    std::unique_ptr<SocketRelay> m_relay;
    std::unique_ptr<ProbeThread> m_probe;
};

} // namespace faultline::test
