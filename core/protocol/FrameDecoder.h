#pragma once

#include "Protocol.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace google::protobuf {
class MessageLite;
}

namespace faultline::protocol {

// Splits a byte stream into frames (u32 little-endian length + payload) without blocking: bytes
// go in as they arrive (from read(), a QLocalSocket, a QProcess), whole payloads come out. A
// length over the cap is refused as soon as its four bytes are in, before any payload is held,
// and the decoder stays failed: the stream cannot be resynchronised.
class FrameDecoder
{
public:
    enum class Status : std::uint8_t { Frame, NeedMore, TooLarge };

    explicit FrameDecoder(std::size_t maxFrameBytes = kMaxFrameBytes);

    void feed(const void* data, std::size_t size);
    // Room for `size` bytes to read straight into; commit() the number actually written.
    [[nodiscard]] char* prepare(std::size_t size);
    void commit(std::size_t size);

    // The next whole payload. It points into the decoder and stays valid until the next call of
    // feed(), prepare() or next().
    [[nodiscard]] Status next(std::string_view* payload);

    // Bytes held that are not part of a returned payload (0 at a frame boundary).
    [[nodiscard]] std::size_t pending() const { return m_end - m_begin; }
    [[nodiscard]] bool failed() const { return m_tooLarge; }
    // The length the refused frame announced.
    [[nodiscard]] std::uint64_t refusedLength() const { return m_refusedLength; }
    [[nodiscard]] std::size_t maxFrameBytes() const { return m_maxFrameBytes; }

private:
    void makeRoom(std::size_t size);

    std::vector<char> m_buffer;
    std::size_t m_begin = 0;
    std::size_t m_end = 0;
    std::size_t m_maxFrameBytes;
    std::uint64_t m_refusedLength = 0;
    bool m_tooLarge = false;
};

// Appends one frame holding `message` to `out`. False (and `out` unchanged) when the message
// is larger than `maxFrameBytes`.
[[nodiscard]] bool appendFrame(const google::protobuf::MessageLite& message, std::string* out,
                               std::size_t maxFrameBytes = kMaxFrameBytes);

} // namespace faultline::protocol
