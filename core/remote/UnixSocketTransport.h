#pragma once

#include "AttachClient.h"
#include "Transport.h"

#include <string>

namespace faultline::remote {

// A connection to `faultline-probe serve --unix PATH` (a long-running probe on this machine, or
// one forwarded with `ssh -L`): one socket for both directions.
class UnixSocketTransport : public Transport
{
public:
    UnixSocketTransport() = default;
    ~UnixSocketTransport() override;
    UnixSocketTransport(const UnixSocketTransport&) = delete;
    UnixSocketTransport& operator=(const UnixSocketTransport&) = delete;

    // False with a message (no such socket, permission denied, nobody listening) and its cause:
    // SocketMissing, SocketDenied or CannotConnect.
    [[nodiscard]] bool connect(const std::string& path, ClientError* error);

    [[nodiscard]] int readFd() const override { return m_fd; }
    [[nodiscard]] int writeFd() const override { return m_fd; }
    void close() override;

private:
    int m_fd = -1;
};

// A Connect that opens a new connection to the socket at `path` each time.
[[nodiscard]] AttachClient::Connect connectUnixSocket(std::string path);

} // namespace faultline::remote
