#include "FrameReader.h"

#include <cerrno>
#include <chrono>
#include <cstring>
#include <google/protobuf/message_lite.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

namespace faultline::protocol {

namespace {

constexpr std::size_t kReadChunk = 256 * 1024;

std::int64_t nowMs()
{
    return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

} // namespace

FrameReader::FrameReader(int fd, std::size_t maxFrameBytes)
    : m_fd(fd)
    , m_decoder(maxFrameBytes)
{
}

FrameReader::Result FrameReader::read(std::string_view* payload, int timeoutMs, int wakeFd)
{
    const std::int64_t deadline = timeoutMs < 0 ? -1 : nowMs() + timeoutMs;
    for (;;) {
        switch (m_decoder.next(payload)) {
        case FrameDecoder::Status::Frame: return Result::Frame;
        case FrameDecoder::Status::TooLarge:
            m_error = "a frame of " + std::to_string(m_decoder.refusedLength()) + " bytes is over the limit of "
                + std::to_string(m_decoder.maxFrameBytes()) + " bytes";
            return Result::TooLarge;
        case FrameDecoder::Status::NeedMore: break;
        }
        if (m_eof) {
            if (m_decoder.pending() == 0)
                return Result::Closed;
            m_error = "the connection closed inside a frame (" + std::to_string(m_decoder.pending())
                + " bytes of it arrived)";
            return Result::Truncated;
        }

        pollfd fds[2] = {{m_fd, POLLIN, 0}, {wakeFd, POLLIN, 0}};
        const nfds_t count = wakeFd >= 0 ? 2 : 1;
        int wait = -1;
        if (deadline >= 0)
            wait = static_cast<int>(std::max<std::int64_t>(0, deadline - nowMs()));
        const int ready = ::poll(fds, count, wait);
        if (ready < 0) {
            if (errno == EINTR)
                return Result::Woken;
            m_error = std::string("poll: ") + std::strerror(errno);
            return Result::IoError;
        }
        if (count == 2 && (fds[1].revents & (POLLIN | POLLHUP | POLLERR)) != 0)
            return Result::Woken;
        if (ready == 0 || fds[0].revents == 0)
            return Result::Timeout;

        char* room = m_decoder.prepare(kReadChunk);
        const ssize_t n = ::read(m_fd, room, kReadChunk);
        if (n < 0) {
            if (errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK)
                continue;
            if (errno == ECONNRESET) {
                m_eof = true;
                continue;
            }
            m_error = std::string("read: ") + std::strerror(errno);
            return Result::IoError;
        }
        if (n == 0) {
            m_eof = true;
            continue;
        }
        m_decoder.commit(static_cast<std::size_t>(n));
        m_bytesRead += static_cast<std::uint64_t>(n);
    }
}

FrameWriter::FrameWriter(int fd)
    : m_fd(fd)
{
}

bool FrameWriter::write(const google::protobuf::MessageLite& message)
{
    m_buffer.clear();
    if (!appendFrame(message, &m_buffer)) {
        m_error = "a message of " + std::to_string(message.ByteSizeLong()) + " bytes is over the frame limit";
        return false;
    }
    return writeRaw(m_buffer);
}

bool FrameWriter::writeRaw(std::string_view bytes)
{
    if (m_peerGone)
        return false;
    while (!bytes.empty()) {
        ssize_t n = -1;
        if (m_socket) {
            n = ::send(m_fd, bytes.data(), bytes.size(), MSG_NOSIGNAL);
            if (n < 0 && errno == ENOTSOCK) {
                m_socket = false;
                continue;
            }
        } else {
            n = ::write(m_fd, bytes.data(), bytes.size());
        }
        if (n < 0) {
            if (errno == EINTR)
                continue;
            if (errno == EAGAIN || errno == EWOULDBLOCK) {
                pollfd p{m_fd, POLLOUT, 0};
                static_cast<void>(::poll(&p, 1, -1));
                continue;
            }
            if (errno == EPIPE || errno == ECONNRESET) {
                m_peerGone = true;
                m_error = "the peer closed the connection";
            } else {
                m_error = std::string("write: ") + std::strerror(errno);
            }
            return false;
        }
        bytes.remove_prefix(static_cast<std::size_t>(n));
        m_bytesWritten += static_cast<std::uint64_t>(n);
    }
    return true;
}

} // namespace faultline::protocol
