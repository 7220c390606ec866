#include "WireSchema.h"

#include <cstdint>
#include <initializer_list>
#include <string>

namespace faultline::protocol {

namespace {

enum class Kind : std::uint8_t {
    Varint,       // scalar integers, bools, enums
    Fixed64,      // double
    Bytes,        // string, bytes, and repeated string/bytes
    PackedVarint, // repeated integers: packed, or one varint at a time
    Message,
};

struct Message;

struct Field
{
    std::uint32_t number;
    Kind kind;
    const Message* message = nullptr;
};

struct Message
{
    const char* name;
    std::initializer_list<Field> fields;
};

constexpr int kVarint = 0;
constexpr int kFixed64 = 1;
constexpr int kLength = 2;
constexpr int kFixed32 = 5;

constexpr int kMaxDepth = 8;

const Message kClock{"Clock", {{1, Kind::Varint}, {2, Kind::Varint}, {3, Kind::Varint}}};
const Message kHello{
    "Hello", {{1, Kind::Varint}, {2, Kind::Bytes}, {3, Kind::Bytes}, {4, Kind::Bytes}, {5, Kind::Message, &kClock}}};
const Message kError{"Error", {{1, Kind::Varint}, {2, Kind::Bytes}}};
const Message kListProcesses{"ListProcesses", {{1, Kind::Varint}}};
const Message kProcess{"Process",
                       {{1, Kind::Varint}, {2, Kind::Varint}, {3, Kind::Bytes}, {4, Kind::Bytes}, {5, Kind::Bytes}}};
const Message kProcessList{"ProcessList", {{1, Kind::Message, &kProcess}, {2, Kind::Varint}}};
const Message kResume{"Resume", {{1, Kind::Bytes}, {2, Kind::Varint}}};
const Message kStartCapture{"StartCapture",
                            {{1, Kind::PackedVarint},
                             {2, Kind::Varint},
                             {3, Kind::Varint},
                             {4, Kind::Varint},
                             {5, Kind::Varint},
                             {6, Kind::Message, &kResume}}};
const Message kCaptureStarted{"CaptureStarted", {{1, Kind::Bytes}, {2, Kind::Varint}, {3, Kind::Varint}}};
const Message kStopCapture{"StopCapture", {}};
const Message kCaptureEnded{"CaptureEnded", {{1, Kind::Bytes}, {2, Kind::Varint}}};
const Message kGetStatus{"GetStatus", {}};
const Message kSourceStatus{"SourceStatus",
                            {{1, Kind::Varint}, {2, Kind::Varint}, {3, Kind::Varint}, {4, Kind::Varint}}};
const Message kStatus{"Status",
                      {{1, Kind::Varint},
                       {2, Kind::Message, &kSourceStatus},
                       {3, Kind::Varint},
                       {4, Kind::Varint},
                       {5, Kind::Varint},
                       {6, Kind::Message, &kClock}}};
const Message kFrame{"Frame",
                     {{1, Kind::Varint},
                      {2, Kind::Varint},
                      {3, Kind::Varint},
                      {4, Kind::Varint},
                      {5, Kind::Varint},
                      {6, Kind::Varint},
                      {7, Kind::Varint},
                      {8, Kind::Varint},
                      {9, Kind::Varint}}};
const Message kStackDef{"StackDef", {{1, Kind::Varint}, {2, Kind::Message, &kFrame}}};
const Message kDefinitions{"Definitions",
                           {{1, Kind::Varint}, {2, Kind::Bytes}, {3, Kind::Varint}, {4, Kind::Message, &kStackDef}}};
const Message kThread{"Thread",
                      {{1, Kind::Varint}, {2, Kind::Varint}, {3, Kind::Bytes}, {4, Kind::Varint}, {5, Kind::Varint}}};
const Message kProcessName{
    "ProcessName",
    {{1, Kind::Varint}, {2, Kind::Bytes}, {3, Kind::Varint}, {4, Kind::Varint}, {5, Kind::Varint}, {6, Kind::Varint}}};
const Message kCgroup{"Cgroup",
                      {{1, Kind::Varint}, {2, Kind::Bytes}, {3, Kind::Bytes}, {4, Kind::Bytes}, {5, Kind::Bytes}}};
const Message kSystemSample{"SystemSample",
                            {{1, Kind::Varint},
                             {2, Kind::Fixed64},
                             {3, Kind::Fixed64},
                             {4, Kind::Varint},
                             {5, Kind::Varint},
                             {6, Kind::Fixed64}}};
const Message kSessionInfo{"SessionInfo",
                           {{1, Kind::Varint},
                            {2, Kind::Varint},
                            {3, Kind::Varint},
                            {4, Kind::Bytes},
                            {5, Kind::Bytes},
                            {6, Kind::Bytes},
                            {7, Kind::Varint},
                            {8, Kind::Varint},
                            {9, Kind::Bytes},
                            {10, Kind::Bytes},
                            {11, Kind::Bytes},
                            {12, Kind::Bytes},
                            {13, Kind::Bytes},
                            {14, Kind::Bytes},
                            {15, Kind::Bytes},
                            {16, Kind::Bytes},
                            {17, Kind::Varint},
                            {18, Kind::Varint},
                            {19, Kind::Varint}}};
const Message kMetaEntry{"MetaEntry", {{1, Kind::Bytes}, {2, Kind::Bytes}}};
const Message kDropTotal{"DropTotal", {{1, Kind::Varint}, {2, Kind::Varint}}};
const Message kContext{"Context",
                       {{1, Kind::Message, &kThread},
                        {2, Kind::Message, &kProcessName},
                        {3, Kind::Message, &kCgroup},
                        {4, Kind::Message, &kSystemSample},
                        {5, Kind::Message, &kSessionInfo},
                        {6, Kind::Message, &kMetaEntry},
                        {7, Kind::Message, &kDropTotal}}};
const Message kEventBatch{"EventBatch",
                          {{1, Kind::Varint},
                           {2, Kind::Varint},
                           {3, Kind::Varint},
                           {4, Kind::Varint},
                           {5, Kind::PackedVarint},
                           {6, Kind::PackedVarint},
                           {7, Kind::PackedVarint},
                           {8, Kind::PackedVarint},
                           {9, Kind::PackedVarint},
                           {10, Kind::PackedVarint},
                           {11, Kind::PackedVarint},
                           {12, Kind::PackedVarint},
                           {13, Kind::PackedVarint},
                           {14, Kind::PackedVarint},
                           {15, Kind::PackedVarint},
                           {16, Kind::PackedVarint},
                           {17, Kind::PackedVarint}}};
const Message kEnvelope{"Envelope",
                        {{1, Kind::Message, &kHello},
                         {2, Kind::Message, &kError},
                         {3, Kind::Message, &kListProcesses},
                         {4, Kind::Message, &kProcessList},
                         {5, Kind::Message, &kStartCapture},
                         {6, Kind::Message, &kCaptureStarted},
                         {7, Kind::Message, &kStopCapture},
                         {8, Kind::Message, &kCaptureEnded},
                         {9, Kind::Message, &kGetStatus},
                         {10, Kind::Message, &kStatus},
                         {11, Kind::Message, &kDefinitions},
                         {12, Kind::Message, &kContext},
                         {13, Kind::Message, &kEventBatch}}};

class Walker
{
public:
    explicit Walker(ProtocolError* error)
        : m_error(error)
    {
    }

    bool walk(const unsigned char* p, const unsigned char* end, const Message& message, int depth)
    {
        if (depth > kMaxDepth)
            return fail(wire::MALFORMED, "messages nested too deeply");
        while (p < end) {
            std::uint64_t tag = 0;
            if (!varint(&p, end, &tag))
                return fail(wire::MALFORMED, std::string("a field tag in ") + message.name + " is cut short");
            const std::uint64_t number = tag >> 3;
            const int wireType = static_cast<int>(tag & 7);
            const Field* field = find(message, number);
            if (!field) {
                if (&message == &kEnvelope)
                    return fail(wire::UNKNOWN_MESSAGE, "unknown message type " + std::to_string(number));
                return fail(wire::UNKNOWN_MESSAGE,
                            std::string(message.name) + " carries field " + std::to_string(number)
                                + ", which this side does not know (the peer speaks a "
                                  "different protocol)");
            }
            if (!acceptsWireType(*field, wireType))
                return fail(wire::MALFORMED,
                            "field " + std::to_string(number) + " of " + message.name + " has wire type "
                                + std::to_string(wireType));
            switch (wireType) {
            case kVarint: {
                std::uint64_t ignored = 0;
                if (!varint(&p, end, &ignored))
                    return cut(message);
                break;
            }
            case kFixed64:
                if (end - p < 8)
                    return cut(message);
                p += 8;
                break;
            case kFixed32:
                if (end - p < 4)
                    return cut(message);
                p += 4;
                break;
            case kLength: {
                std::uint64_t length = 0;
                if (!varint(&p, end, &length) || length > static_cast<std::uint64_t>(end - p))
                    return cut(message);
                const unsigned char* valueEnd = p + length;
                if (field->kind == Kind::Message && !walk(p, valueEnd, *field->message, depth + 1))
                    return false;
                if (field->kind == Kind::PackedVarint) {
                    for (const unsigned char* q = p; q < valueEnd;) {
                        std::uint64_t ignored = 0;
                        if (!varint(&q, valueEnd, &ignored))
                            return fail(wire::MALFORMED,
                                        std::string("a packed field of ") + message.name + " ends inside a value");
                    }
                }
                p = valueEnd;
                break;
            }
            default: return fail(wire::MALFORMED, "wire type " + std::to_string(wireType));
            }
        }
        return true;
    }

private:
    static const Field* find(const Message& message, std::uint64_t number)
    {
        for (const Field& f : message.fields) {
            if (f.number == number)
                return &f;
        }
        return nullptr;
    }

    static bool acceptsWireType(const Field& field, int wireType)
    {
        switch (field.kind) {
        case Kind::Varint: return wireType == kVarint;
        case Kind::Fixed64: return wireType == kFixed64;
        case Kind::Bytes:
        case Kind::Message: return wireType == kLength;
        case Kind::PackedVarint: return wireType == kLength || wireType == kVarint;
        }
        return false;
    }

    static bool varint(const unsigned char** p, const unsigned char* end, std::uint64_t* value)
    {
        std::uint64_t v = 0;
        for (int shift = 0; shift < 64 && *p < end; shift += 7) {
            const unsigned char b = *(*p)++;
            v |= static_cast<std::uint64_t>(b & 0x7f) << shift;
            if ((b & 0x80) == 0) {
                *value = v;
                return true;
            }
        }
        return false;
    }

    bool cut(const Message& message) { return fail(wire::MALFORMED, std::string(message.name) + " is cut short"); }

    bool fail(wire::ErrorCode code, std::string text)
    {
        if (m_error)
            *m_error = makeError(code, std::move(text));
        return false;
    }

    ProtocolError* m_error;
};

} // namespace

bool WireSchema::check(std::string_view payload, ProtocolError* error)
{
    const auto* p = reinterpret_cast<const unsigned char*>(payload.data());
    return Walker(error).walk(p, p + payload.size(), kEnvelope, 0);
}

} // namespace faultline::protocol
