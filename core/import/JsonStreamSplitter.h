#pragma once

// Splits a JSON document that arrives in chunks into the members of its top-level object, and the
// elements of one array member, without holding the document: a Kineto trace of several GB is read
// one event at a time (issue 26). Each piece is handed over as its exact text, for a real JSON
// parser (simdjson) to read; the splitter itself only follows strings, escapes and nesting.
//
// A document that is a bare array (the legacy autograd profiler's) hands over its elements as if
// they were the array member's.

#include <cstddef>
#include <functional>
#include <string>
#include <string_view>

namespace faultline::import {

// JSON's whitespace (RFC 8259): space, tab, line feed, carriage return.
[[nodiscard]] inline bool isJsonSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

class JsonStreamSplitter
{
public:
    struct Callbacks
    {
        // A top-level member other than the split array: its key (as written, escapes kept) and
        // its value's text. Return false to stop.
        std::function<bool(std::string_view key, std::string_view value)> member;
        // One element of the split array, its text. Return false to stop.
        std::function<bool(std::string_view element)> element;
    };

    // `arrayKey`: the member whose elements are split ("traceEvents"). A piece longer than
    // `maxPieceBytes` is an error (a corrupt file must not take all memory).
    JsonStreamSplitter(std::string arrayKey, Callbacks callbacks, std::size_t maxPieceBytes = std::size_t{256} << 20);

    // False on malformed JSON, an oversized piece or a callback's stop; error() says which.
    [[nodiscard]] bool feed(std::string_view chunk);
    // After the last chunk: false when the document is incomplete.
    [[nodiscard]] bool finish();

    [[nodiscard]] const std::string& error() const { return m_error; }
    // Bytes consumed so far (for progress and for error positions).
    [[nodiscard]] std::size_t offset() const { return m_offset; }
    [[nodiscard]] std::size_t elements() const { return m_elements; }

private:
    enum class State {
        Start,      // before the top-level value
        ObjectKey,  // in the top-level object: a key, ',' or '}'
        Key,        // inside a key string
        Colon,      // after a key
        ValueStart, // before a member's value
        Value,      // inside a member's value (captured)
        ArrayNext,  // in the split array: an element, ',' or ']'
        Element,    // inside an element (captured)
        AfterArray, // the split array ended; back to the object's members
        End,        // after the top-level value
        Failed,
    };

    bool fail(const std::string& message);
    // Feeds one byte of a captured piece; sets `done` when the piece is complete. A scalar ends at
    // the byte after it, which is then not part of it (`reprocess`).
    bool capture(char c, bool* done, bool* reprocess);
    bool finishPiece();

    std::string m_arrayKey;
    Callbacks m_callbacks;
    std::size_t m_maxPiece;
    State m_state = State::Start;
    bool m_bareArray = false;
    std::string m_key;
    bool m_keyEscape = false;
    std::string m_piece;
    int m_depth = 0;
    bool m_inString = false;
    bool m_escape = false;
    bool m_scalar = false;
    std::size_t m_offset = 0;
    std::size_t m_elements = 0;
    std::string m_error;
};

} // namespace faultline::import
