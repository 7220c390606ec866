#pragma once

#include "FrameDecoder.h"

#include <cstdint>
#include <string>
#include <string_view>

namespace faultline::protocol {

// Reads frames from a file descriptor (a pipe, a socket), blocking up to a timeout. Optionally
// watches a second descriptor (a signalfd, an eventfd) so a stop request ends the wait.
class FrameReader
{
public:
    enum class Result : std::uint8_t {
        Frame,
        Timeout,
        Woken,     // the wake descriptor became readable
        Closed,    // end of stream at a frame boundary
        Truncated, // end of stream inside a frame
        TooLarge,  // a frame over the cap
        IoError,
    };

    explicit FrameReader(int fd, std::size_t maxFrameBytes = kMaxFrameBytes);

    // timeoutMs < 0: wait as long as it takes; 0: only what is already readable.
    // On Frame, `payload` stays valid until the next call.
    [[nodiscard]] Result read(std::string_view* payload, int timeoutMs = -1, int wakeFd = -1);

    [[nodiscard]] int fd() const { return m_fd; }
    [[nodiscard]] const std::string& error() const { return m_error; }
    [[nodiscard]] const FrameDecoder& decoder() const { return m_decoder; }
    [[nodiscard]] std::uint64_t bytesRead() const { return m_bytesRead; }

private:
    int m_fd;
    FrameDecoder m_decoder;
    std::string m_error;
    std::uint64_t m_bytesRead = 0;
    bool m_eof = false;
};

// Writes whole frames to a file descriptor, blocking until they are out. Sockets are written
// with MSG_NOSIGNAL; a process writing to a pipe must ignore SIGPIPE to see EPIPE as an error.
class FrameWriter
{
public:
    explicit FrameWriter(int fd);

    // False with error() when the peer went away or the descriptor failed.
    [[nodiscard]] bool write(const google::protobuf::MessageLite& message);
    // Frames already encoded with appendFrame().
    [[nodiscard]] bool writeRaw(std::string_view bytes);

    [[nodiscard]] int fd() const { return m_fd; }
    [[nodiscard]] const std::string& error() const { return m_error; }
    [[nodiscard]] std::uint64_t bytesWritten() const { return m_bytesWritten; }
    [[nodiscard]] bool peerGone() const { return m_peerGone; }

private:
    int m_fd;
    bool m_socket = true; // until send() says otherwise
    bool m_peerGone = false;
    std::string m_buffer;
    std::string m_error;
    std::uint64_t m_bytesWritten = 0;
};

} // namespace faultline::protocol
