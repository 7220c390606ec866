#include "FrameDecoder.h"

#include <algorithm>
#include <cstring>
#include <google/protobuf/message_lite.h>

namespace faultline::protocol {

namespace {

std::uint32_t readLength(const char* p)
{
    const auto* b = reinterpret_cast<const unsigned char*>(p);
    return static_cast<std::uint32_t>(b[0]) | static_cast<std::uint32_t>(b[1]) << 8
        | static_cast<std::uint32_t>(b[2]) << 16 | static_cast<std::uint32_t>(b[3]) << 24;
}

} // namespace

FrameDecoder::FrameDecoder(std::size_t maxFrameBytes)
    : m_maxFrameBytes(maxFrameBytes)
{
}

void FrameDecoder::makeRoom(std::size_t size)
{
    if (m_begin == m_end) {
        m_begin = 0;
        m_end = 0;
    }
    if (m_buffer.size() - m_end >= size)
        return;
    // Move what is held to the front before growing: a frame is at most the cap.
    if (m_begin > 0) {
        std::memmove(m_buffer.data(), m_buffer.data() + m_begin, m_end - m_begin);
        m_end -= m_begin;
        m_begin = 0;
    }
    if (m_buffer.size() - m_end < size)
        m_buffer.resize(m_end + size);
}

void FrameDecoder::feed(const void* data, std::size_t size)
{
    if (size == 0 || m_tooLarge)
        return;
    std::memcpy(prepare(size), data, size);
    commit(size);
}

char* FrameDecoder::prepare(std::size_t size)
{
    makeRoom(size);
    return m_buffer.data() + m_end;
}

void FrameDecoder::commit(std::size_t size)
{
    m_end += std::min(size, m_buffer.size() - m_end);
}

FrameDecoder::Status FrameDecoder::next(std::string_view* payload)
{
    if (m_tooLarge)
        return Status::TooLarge;
    const std::size_t available = m_end - m_begin;
    if (available < kFrameHeaderBytes)
        return Status::NeedMore;
    const std::uint32_t length = readLength(m_buffer.data() + m_begin);
    if (length > m_maxFrameBytes) {
        m_tooLarge = true;
        m_refusedLength = length;
        m_begin = m_end = 0;
        m_buffer.clear();
        m_buffer.shrink_to_fit();
        return Status::TooLarge;
    }
    if (available - kFrameHeaderBytes < length)
        return Status::NeedMore;
    *payload = std::string_view(m_buffer.data() + m_begin + kFrameHeaderBytes, length);
    m_begin += kFrameHeaderBytes + length;
    return Status::Frame;
}

bool appendFrame(const google::protobuf::MessageLite& message, std::string* out, std::size_t maxFrameBytes)
{
    const std::size_t size = message.ByteSizeLong();
    if (size > maxFrameBytes)
        return false;
    const std::size_t start = out->size();
    out->resize(start + kFrameHeaderBytes + size);
    auto* p = reinterpret_cast<unsigned char*>(out->data() + start);
    p[0] = static_cast<unsigned char>(size);
    p[1] = static_cast<unsigned char>(size >> 8);
    p[2] = static_cast<unsigned char>(size >> 16);
    p[3] = static_cast<unsigned char>(size >> 24);
    message.SerializeWithCachedSizesToArray(p + kFrameHeaderBytes);
    return true;
}

} // namespace faultline::protocol
