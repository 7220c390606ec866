#include "UnixSocketTransport.h"

#include <cerrno>
#include <cstring>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

namespace faultline::remote {

UnixSocketTransport::~UnixSocketTransport()
{
    close();
}

bool UnixSocketTransport::connect(const std::string& path, std::string* error)
{
    close();
    sockaddr_un address{};
    address.sun_family = AF_UNIX;
    if (path.empty() || path.size() >= sizeof address.sun_path) {
        *error = "cannot connect to " + path + ": the socket path is empty or too long";
        return false;
    }
    std::memcpy(address.sun_path, path.data(), path.size());
    m_fd = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (m_fd < 0) {
        *error = std::string("socket: ") + std::strerror(errno);
        return false;
    }
    int rc = 0;
    do {
        rc = ::connect(m_fd, reinterpret_cast<const sockaddr*>(&address), sizeof address);
    } while (rc != 0 && errno == EINTR);
    if (rc != 0) {
        const int saved = errno;
        *error = "cannot connect to " + path + ": " + std::strerror(saved);
        close();
        return false;
    }
    return true;
}

void UnixSocketTransport::close()
{
    if (m_fd >= 0) {
        ::close(m_fd);
        m_fd = -1;
    }
}

AttachClient::Connect connectUnixSocket(std::string path)
{
    return [path = std::move(path)](std::string* error) -> std::unique_ptr<Transport> {
        auto socket = std::make_unique<UnixSocketTransport>();
        if (!socket->connect(path, error))
            return nullptr;
        return socket;
    };
}

} // namespace faultline::remote
