#include "UnixSocketTransport.h"

#include "UiText.h"

#include <cerrno>
#include <cstring>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

namespace faultline::remote {

namespace {

// A sentence for people, in the user's language (text::uiText); lupdate finds the sources at
// the call sites, marked QT_TRANSLATE_NOOP("UnixSocketTransport", ...).
std::string ui(const char* source, std::initializer_list<std::string_view> args = {})
{
    return text::uiText("UnixSocketTransport", source, args);
}

FailureCause causeOf(int errorNumber)
{
    switch (errorNumber) {
    case ENOENT:
    case ECONNREFUSED: return FailureCause::SocketMissing;
    case EACCES:
    case EPERM: return FailureCause::SocketDenied;
    default: return FailureCause::CannotConnect;
    }
}

} // namespace

UnixSocketTransport::~UnixSocketTransport()
{
    close();
}

bool UnixSocketTransport::connect(const std::string& path, ClientError* error)
{
    close();
    sockaddr_un address{};
    address.sun_family = AF_UNIX;
    if (path.empty() || path.size() >= sizeof address.sun_path) {
        *error = {
            FailureCause::CannotConnect,
            ui(QT_TRANSLATE_NOOP("UnixSocketTransport", "cannot connect to %1: the socket path is empty or too long"),
               {path})};
        return false;
    }
    std::memcpy(address.sun_path, path.data(), path.size());
    m_fd = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (m_fd < 0) {
        *error = {FailureCause::CannotConnect, std::string("socket: ") + std::strerror(errno)};
        return false;
    }
    int rc = 0;
    do {
        rc = ::connect(m_fd, reinterpret_cast<const sockaddr*>(&address), sizeof address);
    } while (rc != 0 && errno == EINTR);
    if (rc != 0) {
        const int saved = errno;
        *error = {
            causeOf(saved),
            ui(QT_TRANSLATE_NOOP("UnixSocketTransport", "cannot connect to %1: %2"), {path, std::strerror(saved)})};
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
    return [path = std::move(path)](ClientError* error) -> std::unique_ptr<Transport> {
        auto socket = std::make_unique<UnixSocketTransport>();
        if (!socket->connect(path, error))
            return nullptr;
        return socket;
    };
}

} // namespace faultline::remote
