#include "PyLayout.h"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <initializer_list>

namespace faultline::probe {

std::uint32_t PyLayout::codeHeaderBytes() const
{
    std::uint32_t end = 0;
    for (std::uint32_t field :
         {obType, codeUnits, codeFilename, codeName, codeQualname, codeFirstLineNo, codeLinetable, codeCodeBytes}) {
        if (field != None)
            end = std::max(end, field + 8);
    }
    return end;
}

std::uint32_t PyLayout::frameHeaderBytes() const
{
    std::uint32_t end = 0;
    const auto reach = [&end](std::uint32_t field, std::uint32_t size) {
        if (field != None)
            end = std::max(end, field + size);
    };
    reach(frameCode, 8);
    reach(framePrevious, 8);
    reach(frameInstr, minor == 10 ? 4 : 8);
    reach(frameOwner, 1);
    return end;
}

fl_py_config PyLayout::toConfig(std::uint64_t tlsKeyAddress) const
{
    const auto orZero = [](std::uint32_t v) { return v == None ? 0u : v; };
    fl_py_config c = {};
    c.tls_key_addr = tlsKeyAddress;
    c.minor = static_cast<unsigned>(minor);
    c.pthread_specific = pthreadSpecific;
    c.ts_frame = orZero(tstateFrame);
    c.cframe_current = orZero(cframeCurrentFrame);
    c.fr_code = orZero(frameCode);
    c.fr_prev = orZero(framePrevious);
    c.fr_instr = orZero(frameInstr);
    c.fr_owner = orZero(frameOwner);
    c.co_code_adaptive = orZero(codeAdaptive);
    c.fr_span = frameHeaderBytes();
    return c;
}

std::optional<PyLayout> builtinLayout(int minor)
{
    PyLayout l;
    l.minor = minor;
    l.interpNext = 0;
    l.tstateNext = 8;
    l.tstateInterp = 16;
    switch (minor) {
    case 10:
        l.runtimeInterpretersHead = 32;
        l.runtimeTssKey = 588;   // gilstate.autoTSSkey._key
        l.interpThreadsHead = 8; // tstate_head
        l.tstateFrame = 24;
        l.tstateThreadId = 176;
        l.frameCode = 32;
        l.framePrevious = 24;
        l.frameInstr = 96;
        l.codeFilename = 104;
        l.codeName = 112;
        l.codeFirstLineNo = 40;
        l.codeLinetable = 120;
        l.codeCodeBytes = 48;
        l.unicodeAsciiData = 48;
        l.unicodeCompactData = 72;
        return l;
    case 11:
        l.runtimeInterpretersHead = 40;
        l.runtimeTssKey = 596; // gilstate.autoTSSkey._key
        l.interpThreadsHead = 16;
        l.tstateFrame = 56; // cframe
        l.cframeCurrentFrame = 8;
        l.tstateThreadId = 152;
        l.tstateNativeThreadId = 160;
        l.frameCode = 32;
        l.framePrevious = 48;
        l.frameInstr = 56; // prev_instr
        l.frameOwner = 69;
        l.codeFilename = 112;
        l.codeName = 120;
        l.codeQualname = 128;
        l.codeFirstLineNo = 72;
        l.codeLinetable = 136;
        l.codeAdaptive = 184;
        l.unicodeAsciiData = 48;
        l.unicodeCompactData = 72;
        return l;
    case 12:
        l.runtimeInterpretersHead = 40;
        l.runtimeTssKey = 1548; // autoTSSkey._key
        l.interpThreadsHead = 72;
        l.tstateFrame = 56; // cframe
        l.cframeCurrentFrame = 0;
        l.tstateThreadId = 136;
        l.tstateNativeThreadId = 144;
        l.frameCode = 0;
        l.framePrevious = 8;
        l.frameInstr = 56; // prev_instr
        l.frameOwner = 70;
        l.shimOwner = 3;
        l.codeFilename = 112;
        l.codeName = 120;
        l.codeQualname = 128;
        l.codeFirstLineNo = 68;
        l.codeLinetable = 136;
        l.codeAdaptive = 192;
        l.unicodeAsciiData = 40;
        l.unicodeCompactData = 56;
        return l;
    case 13:
        l.runtimeInterpretersHead = 632;
        l.runtimeTssKey = 2164; // autoTSSkey._key
        l.interpNext = 7264;
        l.interpThreadsHead = 7344;
        l.tstateFrame = 72; // current_frame
        l.tstateThreadId = 152;
        l.tstateNativeThreadId = 160;
        l.frameCode = 0; // f_executable
        l.framePrevious = 8;
        l.frameInstr = 56; // instr_ptr
        l.frameOwner = 70;
        l.shimOwner = 3;
        l.codeFilename = 112;
        l.codeName = 120;
        l.codeQualname = 128;
        l.codeFirstLineNo = 68;
        l.codeLinetable = 136;
        l.codeAdaptive = 200;
        l.unicodeAsciiData = 40;
        l.unicodeCompactData = 56;
        return l;
    default: return std::nullopt;
    }
}

namespace {

// Byte offsets of the fields of CPython 3.13's _Py_DebugOffsets (every field a uint64_t).
namespace dbg {
constexpr std::size_t Version = 8;
constexpr std::size_t FreeThreaded = 16;
constexpr std::size_t RuntimeInterpretersHead = 40;
constexpr std::size_t InterpNext = 64;
constexpr std::size_t InterpThreadsHead = 72;
constexpr std::size_t TstateNext = 168;
constexpr std::size_t TstateInterp = 176;
constexpr std::size_t TstateCurrentFrame = 184;
constexpr std::size_t TstateThreadId = 192;
constexpr std::size_t TstateNativeThreadId = 200;
constexpr std::size_t FramePrevious = 232;
constexpr std::size_t FrameExecutable = 240;
constexpr std::size_t FrameInstrPtr = 248;
constexpr std::size_t FrameOwner = 264;
constexpr std::size_t CodeFilename = 280;
constexpr std::size_t CodeName = 288;
constexpr std::size_t CodeQualname = 296;
constexpr std::size_t CodeLinetable = 304;
constexpr std::size_t CodeFirstLineNo = 312;
constexpr std::size_t CodeAdaptive = 344;
constexpr std::size_t ObType = 360;
constexpr std::size_t BytesSize = 520;
constexpr std::size_t BytesData = 528;
constexpr std::size_t UnicodeState = 544;
constexpr std::size_t UnicodeLength = 552;
constexpr std::size_t UnicodeAsciiSize = 560;
} // namespace dbg

std::string hex(std::uint64_t v)
{
    char text[24];
    std::snprintf(text, sizeof text, "%#llx", static_cast<unsigned long long>(v));
    return text;
}

std::uint64_t u64At(std::span<const std::uint8_t> bytes, std::size_t offset)
{
    std::uint64_t v = 0;
    std::memcpy(&v, bytes.data() + offset, sizeof v);
    return v;
}

} // namespace

std::optional<PyDebugOffsets> parseDebugOffsets313(std::span<const std::uint8_t> bytes, std::uint64_t expectedVersion,
                                                   std::string* error)
{
    auto fail = [&](std::string message) -> std::optional<PyDebugOffsets> {
        if (error)
            *error = "_Py_DebugOffsets: " + std::move(message);
        return std::nullopt;
    };
    if (bytes.size() < PyDebugOffsets::Size313)
        return fail("short read");
    if (std::memcmp(bytes.data(), "xdebugpy", 8) != 0)
        return fail("no \"xdebugpy\" cookie at the start of _PyRuntime");
    PyDebugOffsets out;
    out.version = u64At(bytes, dbg::Version);
    out.freeThreaded = u64At(bytes, dbg::FreeThreaded) != 0;
    if ((out.version >> 16) != (expectedVersion >> 16) || (out.version >> 16) != 0x030d)
        return fail("version " + hex(out.version) + " is not 3.13 (Py_Version " + hex(expectedVersion) + ")");
    if (out.version != expectedVersion)
        return fail("version " + hex(out.version) + " differs from Py_Version " + hex(expectedVersion));
    out.layout = *builtinLayout(13);
    PyLayout& l = out.layout;
    struct Field
    {
        std::size_t at;
        std::uint32_t* into;
    };
    const Field fields[] = {
        {dbg::RuntimeInterpretersHead, &l.runtimeInterpretersHead},
        {dbg::InterpNext, &l.interpNext},
        {dbg::InterpThreadsHead, &l.interpThreadsHead},
        {dbg::TstateNext, &l.tstateNext},
        {dbg::TstateInterp, &l.tstateInterp},
        {dbg::TstateCurrentFrame, &l.tstateFrame},
        {dbg::TstateThreadId, &l.tstateThreadId},
        {dbg::TstateNativeThreadId, &l.tstateNativeThreadId},
        {dbg::FramePrevious, &l.framePrevious},
        {dbg::FrameExecutable, &l.frameCode},
        {dbg::FrameInstrPtr, &l.frameInstr},
        {dbg::FrameOwner, &l.frameOwner},
        {dbg::CodeFilename, &l.codeFilename},
        {dbg::CodeName, &l.codeName},
        {dbg::CodeQualname, &l.codeQualname},
        {dbg::CodeLinetable, &l.codeLinetable},
        {dbg::CodeFirstLineNo, &l.codeFirstLineNo},
        {dbg::CodeAdaptive, &l.codeAdaptive},
        {dbg::ObType, &l.obType},
        {dbg::BytesSize, &l.bytesSize},
        {dbg::BytesData, &l.bytesData},
        {dbg::UnicodeState, &l.unicodeState},
        {dbg::UnicodeLength, &l.unicodeLength},
        {dbg::UnicodeAsciiSize, &l.unicodeAsciiData},
    };
    for (const Field& f : fields) {
        const std::uint64_t v = u64At(bytes, f.at);
        if (v > 64 * 1024)
            return fail("implausible offset " + std::to_string(v) + " at byte " + std::to_string(f.at));
        *f.into = static_cast<std::uint32_t>(v);
    }
    // PyCompactUnicodeObject adds utf8_length and utf8 to PyASCIIObject (3.12+).
    l.unicodeCompactData = l.unicodeAsciiData + 16;
    return out;
}

} // namespace faultline::probe
