#include "JsonStreamSplitter.h"

#include <utility>

namespace faultline::import {

namespace {

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

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
        if (isSpace(c) || c == ',' || c == '}' || c == ']') {
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
            bool done = false;
            while (j < chunk.size()) {
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
            if (isSpace(c) || (m_offset < 3 && static_cast<unsigned char>(c) >= 0xbb)) // a UTF-8 BOM
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
            if (isSpace(c) || c == ',')
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
            if (isSpace(c))
                break;
            if (c != ':')
                return fail("expected ':' after a member name");
            m_state = State::ValueStart;
            break;
        case State::ValueStart:
            if (isSpace(c))
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
            if (isSpace(c) || c == ',')
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
            if (!isSpace(c))
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
