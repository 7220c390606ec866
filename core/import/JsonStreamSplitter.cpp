#include "JsonStreamSplitter.h"

#include <cstdint>
#include <utility>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace faultline::import {

namespace {

constexpr std::size_t kMaxKey = 4096;

// The bytes that matter inside a captured object or array, outside and inside its strings: the
// scan between them is a table lookup per byte (string_view::find_first_of compares each byte with
// each character of the set).
struct ByteSet
{
    bool in[256] = {};
    constexpr explicit ByteSet(std::string_view chars)
    {
        for (const char c : chars)
            in[static_cast<unsigned char>(c)] = true;
    }
};
constexpr ByteSet kStructural("\"{}[]");
constexpr ByteSet kInString("\"\\");

// Where the bytes of a 64-byte block are quotes, backslashes, and brackets that open or close
// ('[' and '{' differ only in bit 0x20, like ']' and '}'): bit i for byte i.
struct BlockMasks
{
    std::uint64_t quote = 0;
    std::uint64_t backslash = 0;
    std::uint64_t open = 0;
    std::uint64_t close = 0;
};

BlockMasks blockMasks(const unsigned char* p)
{
    BlockMasks m;
#if defined(__SSE2__)
    const __m128i quote = _mm_set1_epi8('"');
    const __m128i backslash = _mm_set1_epi8('\\');
    const __m128i lower = _mm_set1_epi8(0x20);
    const __m128i open = _mm_set1_epi8('{');
    const __m128i close = _mm_set1_epi8('}');
    for (int k = 0; k < 4; ++k) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p + 16 * k));
        const __m128i folded = _mm_or_si128(v, lower);
        const auto bits = [&](__m128i eq) {
            return static_cast<std::uint64_t>(static_cast<std::uint32_t>(_mm_movemask_epi8(eq))) << (16 * k);
        };
        m.quote |= bits(_mm_cmpeq_epi8(v, quote));
        m.backslash |= bits(_mm_cmpeq_epi8(v, backslash));
        m.open |= bits(_mm_cmpeq_epi8(folded, open));
        m.close |= bits(_mm_cmpeq_epi8(folded, close));
    }
#else
    for (int i = 0; i < 64; ++i) {
        const std::uint64_t bit = std::uint64_t{1} << i;
        const unsigned char folded = p[i] | 0x20;
        m.quote |= p[i] == '"' ? bit : 0;
        m.backslash |= p[i] == '\\' ? bit : 0;
        m.open |= folded == '{' ? bit : 0;
        m.close |= folded == '}' ? bit : 0;
    }
#endif
    return m;
}

// Bit i set when an odd number of bits 0..i are set in x: with x the quotes, the bytes inside a
// string (its opening quote included, its closing quote not).
std::uint64_t prefixXor(std::uint64_t x)
{
    x ^= x << 1;
    x ^= x << 2;
    x ^= x << 4;
    x ^= x << 8;
    x ^= x << 16;
    x ^= x << 32;
    return x;
}

std::size_t findAny(std::string_view text, std::size_t from, const ByteSet& set)
{
    const auto* p = reinterpret_cast<const unsigned char*>(text.data());
    const std::size_t n = text.size();
    while (from < n && !set.in[p[from]])
        ++from;
    return from;
}

} // namespace

JsonStreamSplitter::JsonStreamSplitter(std::string arrayKey, Callbacks callbacks, std::size_t maxPieceBytes)
    : m_arrayKey(std::move(arrayKey))
    , m_callbacks(std::move(callbacks))
    , m_maxPiece(maxPieceBytes)
{
}

bool JsonStreamSplitter::fail(const std::string& message)
{
    if (m_state != State::Failed) {
        m_error = message + " at byte " + std::to_string(m_offset);
        m_state = State::Failed;
    }
    return false;
}

bool JsonStreamSplitter::capture(char c, bool* done, bool* reprocess)
{
    *done = false;
    *reprocess = false;
    if (m_piece.empty()) {
        m_depth = 0;
        m_inString = false;
        m_escape = false;
        m_scalar = false;
        if (c == '{' || c == '[')
            m_depth = 1;
        else if (c == '"')
            m_inString = true;
        else
            m_scalar = true;
        m_piece.push_back(c);
        return true;
    }
    if (m_scalar) {
        if (isJsonSpace(c) || c == ',' || c == '}' || c == ']') {
            *done = true;
            *reprocess = true;
            return true;
        }
        m_piece.push_back(c);
    } else if (m_inString) {
        m_piece.push_back(c);
        if (m_escape)
            m_escape = false;
        else if (c == '\\')
            m_escape = true;
        else if (c == '"') {
            m_inString = false;
            *done = m_depth == 0;
        }
    } else {
        m_piece.push_back(c);
        if (c == '"') {
            m_inString = true;
        } else if (c == '{' || c == '[') {
            ++m_depth;
        } else if (c == '}' || c == ']') {
            if (--m_depth == 0)
                *done = true;
        }
    }
    if (m_piece.size() > m_maxPiece)
        return fail("a value longer than " + std::to_string(m_maxPiece) + " bytes");
    return true;
}

bool JsonStreamSplitter::finishPiece()
{
    bool go = true;
    if (m_state == State::Value) {
        if (m_callbacks.member)
            go = m_callbacks.member(m_key, m_piece);
        m_state = State::ObjectKey;
    } else {
        ++m_elements;
        if (m_callbacks.element)
            go = m_callbacks.element(m_piece);
        m_state = State::ArrayNext;
    }
    m_piece.clear();
    if (!go)
        return fail("stopped");
    return true;
}

bool JsonStreamSplitter::feed(std::string_view chunk)
{
    std::size_t i = 0;
    while (i < chunk.size()) {
        if (m_state == State::Failed)
            return false;
        // Inside a captured object or array: follow strings, escapes and nesting in a tight loop
        // and copy the whole run at once.
        if ((m_state == State::Element || m_state == State::Value) && !m_scalar && !m_piece.empty()) {
            const auto* bytes = reinterpret_cast<const unsigned char*>(chunk.data());
            std::size_t j = i;
            std::size_t scalarUntil = 0;
            bool done = false;
            while (j < chunk.size()) {
                // 64 bytes at a time while the piece is an object or array and the block holds no
                // backslash (nearly always): the quotes give where strings are, and the brackets
                // outside them are counted in order until the piece closes.
                if (!m_escape && m_depth > 0 && j >= scalarUntil && chunk.size() - j >= 64) {
                    const BlockMasks m = blockMasks(bytes + j);
                    if (m.backslash != 0) {
                        scalarUntil = j + 64; // byte by byte through this block
                    } else {
                        const std::uint64_t inString = prefixXor(m.quote) ^ (m_inString ? ~std::uint64_t{0} : 0);
                        std::uint64_t brackets = (m.open | m.close) & ~inString;
                        while (brackets != 0) {
                            const int at = __builtin_ctzll(brackets);
                            brackets &= brackets - 1;
                            if ((m.open >> at) & 1) {
                                ++m_depth;
                            } else if (--m_depth == 0) {
                                j += static_cast<std::size_t>(at) + 1;
                                m_inString = false;
                                done = true;
                                break;
                            }
                        }
                        if (done)
                            break;
                        m_inString = (inString >> 63) & 1;
                        j += 64;
                        continue;
                    }
                }
                if (m_escape) {
                    m_escape = false;
                    ++j;
                } else if (m_inString) {
                    j = findAny(chunk, j, kInString);
                    if (j == chunk.size())
                        break;
                    if (bytes[j++] == '\\') {
                        m_escape = true;
                    } else {
                        m_inString = false;
                        if (m_depth == 0) { // a string value: it ends here
                            done = true;
                            break;
                        }
                    }
                } else {
                    j = findAny(chunk, j, kStructural);
                    if (j == chunk.size())
                        break;
                    const unsigned char c = bytes[j++];
                    if (c == '"') {
                        m_inString = true;
                    } else if (c == '{' || c == '[') {
                        ++m_depth;
                    } else if (--m_depth == 0) {
                        done = true;
                        break;
                    }
                }
            }
            m_piece.append(chunk.substr(i, j - i));
            m_offset += j - i;
            i = j;
            if (m_piece.size() > m_maxPiece)
                return fail("a value longer than " + std::to_string(m_maxPiece) + " bytes");
            if (done && !finishPiece())
                return false;
            continue;
        }
        const char c = chunk[i];
        bool consumed = true;
        switch (m_state) {
        case State::Start:
            if (isJsonSpace(c) || (m_offset < 3 && static_cast<unsigned char>(c) >= 0xbb)) // a UTF-8 BOM
                break;
            if (c == '{')
                m_state = State::ObjectKey;
            else if (c == '[') {
                m_bareArray = true;
                m_state = State::ArrayNext;
            } else
                return fail("not a JSON object or array");
            break;
        case State::ObjectKey:
        case State::AfterArray:
            if (isJsonSpace(c) || c == ',')
                break;
            if (c == '}')
                m_state = State::End;
            else if (c == '"') {
                m_key.clear();
                m_keyEscape = false;
                m_state = State::Key;
            } else
                return fail("expected a member name");
            break;
        case State::Key:
            if (m_keyEscape)
                m_keyEscape = false;
            else if (c == '\\')
                m_keyEscape = true;
            else if (c == '"') {
                m_state = State::Colon;
                break;
            }
            if (m_key.size() >= kMaxKey)
                return fail("a member name longer than " + std::to_string(kMaxKey) + " bytes");
            m_key.push_back(c);
            break;
        case State::Colon:
            if (isJsonSpace(c))
                break;
            if (c != ':')
                return fail("expected ':' after a member name");
            m_state = State::ValueStart;
            break;
        case State::ValueStart:
            if (isJsonSpace(c))
                break;
            if (c == '[' && m_key == m_arrayKey) {
                m_state = State::ArrayNext;
                break;
            }
            if (c == ',' || c == '}' || c == ']')
                return fail("expected a value");
            m_state = State::Value;
            [[fallthrough]];
        case State::Value:
        case State::Element: {
            bool done = false;
            bool reprocess = false;
            if (!capture(c, &done, &reprocess))
                return false;
            if (done && !finishPiece())
                return false;
            consumed = !reprocess;
            break;
        }
        case State::ArrayNext:
            if (isJsonSpace(c) || c == ',')
                break;
            if (c == ']') {
                m_state = m_bareArray ? State::End : State::AfterArray;
                break;
            }
            if (c == '}')
                return fail("expected an array element");
            m_state = State::Element;
            {
                bool done = false;
                bool reprocess = false;
                if (!capture(c, &done, &reprocess))
                    return false;
                if (done && !finishPiece())
                    return false;
            }
            break;
        case State::End:
            if (!isJsonSpace(c))
                return fail("content after the end of the document");
            break;
        case State::Failed: return false;
        }
        if (consumed) {
            ++i;
            ++m_offset;
        }
    }
    return m_state != State::Failed;
}

bool JsonStreamSplitter::finish()
{
    if (m_state == State::Failed)
        return false;
    // A scalar element or value ends with the document only if nothing else was open.
    if (m_state == State::End)
        return true;
    if (m_state == State::Start)
        return fail("an empty document");
    return fail("the document ends early (a truncated file?)");
}

} // namespace faultline::import
