// The CPython object readers on a fake address space a hostile target could have built:
// strings of every kind and of lying sizes, line tables cut short, code objects that change
// under the cache, circular thread and frame lists, and _Py_DebugOffsets read from the real
// libpython3.13 file and then damaged.

#include "CodeObjectResolver.h"
#include "ElfSymbols.h"
#include "ProbeTest.h"
#include "PyLayout.h"
#include "PyObjectReader.h"
#include "PyThreadWalker.h"
#include "PythonRuntime.h"
#include "PythonVersions.h"

#include <cstring>
#include <fstream>
#include <map>

using namespace faultline::probe;

namespace {

// Regions of bytes at addresses; a read succeeds up to the end of the region it starts in.
class FakeMemory final : public MemoryReader
{
public:
    std::size_t readSome(std::uint64_t address, void* out, std::size_t length) const override
    {
        auto it = m_regions.upper_bound(address);
        if (length == 0 || it == m_regions.begin())
            return 0;
        --it;
        const std::uint64_t offset = address - it->first;
        if (offset >= it->second.size())
            return 0;
        const std::size_t n = std::min<std::size_t>(length, it->second.size() - offset);
        std::memcpy(out, it->second.data() + offset, n);
        return n;
    }

    std::vector<std::uint8_t>& region(std::uint64_t address, std::size_t size)
    {
        std::vector<std::uint8_t>& r = m_regions[address];
        r.resize(size);
        return r;
    }
    void remove(std::uint64_t address) { m_regions.erase(address); }

    template<typename T>
    void put(std::uint64_t address, const T& value)
    {
        auto it = m_regions.upper_bound(address);
        PT_CHECK(it != m_regions.begin());
        --it;
        PT_CHECK(address - it->first + sizeof(T) <= it->second.size());
        std::memcpy(it->second.data() + (address - it->first), &value, sizeof(T));
    }

private:
    std::map<std::uint64_t, std::vector<std::uint8_t>> m_regions;
};

constexpr std::uint64_t CodeType = 0x5000;
constexpr std::uint64_t UnicodeType = 0x5100;
constexpr std::uint64_t BytesType = 0x5200;
const PyTypeAddresses Types{CodeType, UnicodeType, BytesType};

// A compact str at `address` (3.12 layout): kind 1, 2 or 4 code units, `ascii` flag.
void putString(FakeMemory& mem, const PyLayout& l, std::uint64_t address, const std::vector<std::uint32_t>& chars,
               unsigned kind, bool ascii, std::int64_t length = -1, bool compact = true)
{
    const std::uint32_t dataAt = ascii ? l.unicodeAsciiData : l.unicodeCompactData;
    std::vector<std::uint8_t>& r = mem.region(address, dataAt + chars.size() * kind + 4);
    std::memcpy(r.data() + l.obType, &UnicodeType, 8);
    const std::int64_t len = length >= 0 ? length : static_cast<std::int64_t>(chars.size());
    std::memcpy(r.data() + l.unicodeLength, &len, 8);
    const std::uint32_t state = (kind << 2) | (compact ? 1u << 5 : 0) | (ascii ? 1u << 6 : 0);
    std::memcpy(r.data() + l.unicodeState, &state, 4);
    for (std::size_t i = 0; i < chars.size(); ++i)
        std::memcpy(r.data() + dataAt + i * kind, &chars[i], kind);
}

std::vector<std::uint32_t> ascii(std::string_view s)
{
    return std::vector<std::uint32_t>(s.begin(), s.end());
}

void putBytes(FakeMemory& mem, const PyLayout& l, std::uint64_t address, const std::vector<std::uint8_t>& data,
              std::int64_t claimedSize = -1)
{
    std::vector<std::uint8_t>& r = mem.region(address, l.bytesData + data.size());
    std::memcpy(r.data() + l.obType, &BytesType, 8);
    const std::int64_t size = claimedSize >= 0 ? claimedSize : static_cast<std::int64_t>(data.size());
    std::memcpy(r.data() + l.bytesSize, &size, 8);
    std::memcpy(r.data() + l.bytesData, data.data(), data.size());
}

std::optional<std::string> text(const PyObjectReader& reader, std::uint64_t address, std::string* error = nullptr)
{
    std::string scratch;
    const std::optional<PyText> t = reader.unicode(address, error ? error : &scratch);
    if (!t)
        return std::nullopt;
    return t->text;
}

} // namespace

PT_TEST(strings_of_every_kind_are_read_and_escaped)
{
    const PyLayout l = *builtinLayout(12);
    FakeMemory mem;
    const PyObjectReader reader(l, Types, mem);

    putString(mem, l, 0x10000, ascii("hello\x1b[31m\\ok"), 1, true);
    PT_CHECK_EQ(text(reader, 0x10000).value_or("?"), std::string("hello\\x1b[31m\\\\ok"));
    putString(mem, l, 0x11000, {'w', 0xe4, 'r', 'm', 'e', 0x85, '\n'}, 1, false);
    PT_CHECK_EQ(text(reader, 0x11000).value_or("?"), std::string("w\xc3\xa4rme\\x85\\x0a"));
    putString(mem, l, 0x12000, {0x95a2, 0xd800, 0x7f}, 2, false);
    PT_CHECK_EQ(text(reader, 0x12000).value_or("?"), std::string("\xe9\x96\xa2\\ud800\\x7f"));
    putString(mem, l, 0x13000, {0x20000, 0x110000, 'x'}, 4, false);
    PT_CHECK_EQ(text(reader, 0x13000).value_or("?"), std::string("\xf0\xa0\x80\x80\\U00110000x"));
    // An "ASCII" string with a byte over 0x7f: escaped, never decoded.
    putString(mem, l, 0x14000, {'a', 0xff}, 1, true);
    PT_CHECK_EQ(text(reader, 0x14000).value_or("?"), std::string("a\\xff"));

    // A length of 2^40: the first MaxChars characters, marked as cut.
    putString(mem, l, 0x20000, std::vector<std::uint32_t>(PyObjectReader::MaxChars, 'a'), 1, true, 1ll << 40);
    std::string error;
    const std::optional<PyText> big = reader.unicode(0x20000, &error);
    PT_CHECK_MSG(big.has_value(), error);
    PT_CHECK(big->truncated);
    PT_CHECK_EQ(big->text, std::string(PyObjectReader::MaxChars, 'a') + "...");
    // ... and when the data stops before MaxChars, the read fails rather than inventing bytes.
    putString(mem, l, 0x30000, ascii("abc"), 1, true, 1ll << 40);
    PT_CHECK(!text(reader, 0x30000, &error).has_value());
    PT_CHECK_EQ(error, std::string("unreadable str data"));

    putString(mem, l, 0x31000, ascii("abc"), 1, true);
    mem.put(0x31000 + l.unicodeLength, std::int64_t{-5});
    PT_CHECK(!text(reader, 0x31000, &error).has_value());
    putString(mem, l, 0x32000, ascii("abc"), 1, false, -1, false);
    PT_CHECK(!text(reader, 0x32000, &error).has_value());
    PT_CHECK_EQ(error, std::string("not a compact str"));
    putString(mem, l, 0x33000, ascii("abc"), 3, false);
    PT_CHECK(!text(reader, 0x33000, &error).has_value());
    putString(mem, l, 0x34000, ascii("abc"), 2, true);
    PT_CHECK(!text(reader, 0x34000, &error).has_value());
    putString(mem, l, 0x35000, ascii("abc"), 1, true);
    mem.put(0x35000 + l.obType, BytesType);
    PT_CHECK(!text(reader, 0x35000, &error).has_value());
    PT_CHECK_EQ(error, std::string("not a str object"));
    PT_CHECK(!text(reader, 0, &error).has_value());
    PT_CHECK(!text(reader, 0xdead0000, &error).has_value());

    // 3.10's PyASCIIObject is 8 bytes longer (wstr).
    const PyLayout l10 = *builtinLayout(10);
    const PyObjectReader reader10(l10, Types, mem);
    putString(mem, l10, 0x40000, ascii("co_name"), 1, true);
    PT_CHECK_EQ(text(reader10, 0x40000).value_or("?"), std::string("co_name"));
    putString(mem, l10, 0x41000, {0x3b1, 0x3b2}, 2, false);
    PT_CHECK_EQ(text(reader10, 0x41000).value_or("?"), std::string("\xce\xb1\xce\xb2"));
}

PT_TEST(bytes_are_capped_and_partial_reads_keep_a_prefix)
{
    const PyLayout l = *builtinLayout(11);
    FakeMemory mem;
    const PyObjectReader reader(l, Types, mem);
    putBytes(mem, l, 0x10000, {1, 2, 3, 4, 5});
    std::uint64_t full = 0;
    std::string error;
    PT_CHECK(reader.bytes(0x10000, 3, &full, &error) == (std::vector<std::uint8_t>{1, 2, 3}));
    PT_CHECK_EQ(full, std::uint64_t{5});
    // Claims a terabyte, has five bytes: the five, and the claim.
    putBytes(mem, l, 0x20000, {9, 8, 7, 6, 5}, 1ll << 40);
    PT_CHECK(reader.bytes(0x20000, 1 << 20, &full, &error) == (std::vector<std::uint8_t>{9, 8, 7, 6, 5}));
    PT_CHECK_EQ(full, std::uint64_t{1} << 40);
    putBytes(mem, l, 0x30000, {1}, -1);
    mem.put<std::int64_t>(0x30000 + l.bytesSize, -3);
    PT_CHECK(!reader.bytes(0x30000, 10, &full, &error).has_value());
    mem.put(0x30000 + l.obType, UnicodeType);
    PT_CHECK(!reader.bytes(0x30000, 10, &full, &error).has_value());
    PT_CHECK_EQ(error, std::string("not a bytes object"));
}

namespace {

// A 3.12 code object at `code` with its strings and line table; returns the layout used.
struct FakeCode
{
    std::uint64_t code = 0x100000;
    std::uint64_t file = 0x110000;
    std::uint64_t name = 0x120000;
    std::uint64_t qualname = 0x130000;
    std::uint64_t table = 0x140000;
};

void putCode(FakeMemory& mem, const PyLayout& l, const FakeCode& c, std::int32_t firstLineNo, std::int64_t units)
{
    std::vector<std::uint8_t>& r = mem.region(c.code, l.codeHeaderBytes() + 64);
    std::memcpy(r.data() + l.obType, &CodeType, 8);
    std::memcpy(r.data() + l.codeUnits, &units, 8);
    std::memcpy(r.data() + l.codeFilename, &c.file, 8);
    std::memcpy(r.data() + l.codeName, &c.name, 8);
    if (l.codeQualname != PyLayout::None)
        std::memcpy(r.data() + l.codeQualname, &c.qualname, 8);
    std::memcpy(r.data() + l.codeLinetable, &c.table, 8);
    std::memcpy(r.data() + l.codeFirstLineNo, &firstLineNo, 4);
}

int entry(int code, int units)
{
    return 0x80 | (code << 3) | (units - 1);
}

} // namespace

PT_TEST(code_objects_resolve_and_are_read_again_when_they_change)
{
    const PyLayout l = *builtinLayout(12);
    auto mem = std::make_shared<FakeMemory>();
    const FakeCode c;
    putCode(*mem, l, c, 40, 6);
    putString(*mem, l, c.file, ascii("/app/train.py"), 1, true);
    putString(*mem, l, c.name, ascii("step"), 1, true);
    putString(*mem, l, c.qualname, ascii("Trainer.step"), 1, true);
    // 2 units on line 41, 2 units with no line, 2 units on line 43.
    putBytes(*mem, l, c.table,
             {static_cast<std::uint8_t>(entry(13, 2)), 2, static_cast<std::uint8_t>(entry(15, 2)),
              static_cast<std::uint8_t>(entry(13, 2)), 4});

    CodeObjectResolver resolver;
    resolver.addProcess(42, l, Types, mem);
    std::string error;
    std::optional<PyFrameInfo> f = resolver.resolve(42, c.code, 1, &error);
    PT_CHECK_MSG(f.has_value(), error);
    PT_CHECK((*f == PyFrameInfo{"/app/train.py", "Trainer.step", 41, 40}));
    PT_CHECK(!resolver.resolve(42, c.code, 2)->line.has_value()); // an instruction without a line
    PT_CHECK_EQ(resolver.resolve(42, c.code, 5)->line.value_or(-1), 43);
    PT_CHECK(!resolver.resolve(42, c.code, 6)->line.has_value());         // past the bytecode
    PT_CHECK_EQ(resolver.resolve(42, c.code, -1)->line.value_or(-1), 40); // not started: the def line
    PT_CHECK_EQ(resolver.stats().misses, std::size_t{1});
    PT_CHECK_EQ(resolver.stats().hits, std::size_t{4});

    // The code object was freed and its memory reused for another one: read again.
    putString(*mem, l, 0x150000, ascii("Trainer.other"), 1, true);
    mem->put(c.code + l.codeQualname, std::uint64_t{0x150000});
    f = resolver.resolve(42, c.code, 0);
    PT_CHECK(f.has_value());
    PT_CHECK_EQ(f->function, std::string("Trainer.other"));
    PT_CHECK_EQ(resolver.stats().reread, std::size_t{1});
    mem->put(c.code + l.codeFirstLineNo, std::int32_t{7});
    PT_CHECK_EQ(resolver.resolve(42, c.code, -1)->line.value_or(-1), 7);
    PT_CHECK_EQ(resolver.stats().reread, std::size_t{2});

    // Not a code object any more; then unmapped.
    mem->put(c.code + l.obType, UnicodeType);
    PT_CHECK(!resolver.resolve(42, c.code, 0, &error).has_value());
    PT_CHECK_EQ(error, std::string("not a code object"));
    PT_CHECK_EQ(resolver.cachedCodeObjects(), std::size_t{0});
    mem->remove(c.code);
    PT_CHECK(!resolver.resolve(42, c.code, 0, &error).has_value());
    PT_CHECK_EQ(error, std::string("the code object is not readable"));

    PT_CHECK(!resolver.resolve(43, c.code, 0, &error).has_value());
    PT_CHECK(!resolver.resolve(42, FL_PY_SHIM_CODE, 0, &error).has_value());

    // Strings it cannot read are named as such; the line still resolves.
    putCode(*mem, l, c, 40, 6);
    mem->put(c.code + l.codeFilename, std::uint64_t{0xbad000});
    f = resolver.resolve(42, c.code, 0);
    PT_CHECK(f.has_value());
    PT_CHECK_EQ(f->file, std::string("<unreadable file name: not a str object>"));
    PT_CHECK_EQ(f->line.value_or(-1), 41);

    // A stack: the shim frame is dropped, the unreadable one kept as unknown.
    const fl_py_frame frames[] = {{c.code, 0, 0}, {FL_PY_SHIM_CODE, -1, 0}, {0xdead000, 3, 0}};
    const std::vector<PyFrameInfo> stack = resolver.resolveStack(42, frames);
    PT_CHECK_EQ(stack.size(), std::size_t{2});
    PT_CHECK_EQ(stack[1].function, std::string("<unknown>"));

    resolver.removeProcess(42);
    PT_CHECK_EQ(resolver.cachedCodeObjects(), std::size_t{0});
    PT_CHECK(!resolver.resolve(42, c.code, 0).has_value());
}

PT_TEST(code_objects_of_310_and_cut_line_tables)
{
    const PyLayout l = *builtinLayout(10);
    auto mem = std::make_shared<FakeMemory>();
    const FakeCode c;
    putCode(*mem, l, c, 10, 0);
    putString(*mem, l, c.file, ascii("/app/old.py"), 1, true);
    putString(*mem, l, c.name, ascii("step"), 1, true);
    // 3.10: (bytes, line delta) pairs; a table that claims 1 MiB but has 4 bytes readable.
    putBytes(*mem, l, c.table, {4, 1, 4, 2}, 1 << 20);
    const std::uint64_t co_code = 0x160000;
    putBytes(*mem, l, co_code, std::vector<std::uint8_t>(8, 0));
    mem->put(c.code + l.codeCodeBytes, co_code);

    CodeObjectResolver resolver;
    resolver.addProcess(7, l, Types, mem);
    std::string error;
    std::optional<PyFrameInfo> f = resolver.resolve(7, c.code, 3, &error);
    PT_CHECK_MSG(f.has_value(), error);
    PT_CHECK((*f == PyFrameInfo{"/app/old.py", "step", 13, 10})); // co_name on 3.10
    PT_CHECK_EQ(resolver.resolve(7, c.code, 0)->line.value_or(-1), 11);
    PT_CHECK(!resolver.resolve(7, c.code, 4)->line.has_value()); // co_code has 4 units
}

PT_TEST(thread_and_frame_lists_are_bounded)
{
    const PyLayout l = *builtinLayout(12);
    FakeMemory mem;
    const std::uint64_t runtime = 0x10000, interp = 0x20000, t1 = 0x30000, t2 = 0x31000, cframe = 0x40000;
    mem.region(runtime, 4096);
    mem.region(interp, 4096);
    mem.region(t1, 1024);
    mem.region(t2, 1024);
    mem.region(cframe, 64);
    mem.put(runtime + l.runtimeInterpretersHead, interp);
    mem.put(interp + l.interpThreadsHead, t1);
    mem.put(t1 + l.tstateNext, t2);
    mem.put(t2 + l.tstateNext, t1); // a cycle
    mem.put(t1 + l.tstateNativeThreadId, std::uint64_t{101});
    mem.put(t2 + l.tstateNativeThreadId, std::uint64_t{102});
    mem.put(interp + l.interpNext, interp); // another cycle

    const PyThreadWalker walker(l, runtime, mem);
    const std::vector<PyThread> threads = walker.threads();
    PT_CHECK_EQ(threads.size(), std::size_t{2});
    PT_CHECK_EQ(walker.thread(102).value_or(PyThread{}).tstate, t2);
    PT_CHECK(!walker.thread(103).has_value());

    // Frames: a frame whose previous is itself; a shim frame; lasti from prev_instr.
    const std::uint64_t frame = 0x50000, shim = 0x51000, code = 0x60000;
    mem.region(frame, 128);
    mem.region(shim, 128);
    mem.put(t1 + l.tstateFrame, cframe);
    mem.put(cframe + l.cframeCurrentFrame, frame);
    mem.put(frame + l.frameCode, code);
    mem.put(frame + l.frameInstr, code + l.codeAdaptive + 2 * 9);
    mem.put(frame + l.framePrevious, shim);
    mem.put(shim + l.frameOwner, std::uint8_t{3});
    mem.put(shim + l.frameCode, code);
    mem.put(shim + l.framePrevious, shim);
    bool truncated = false;
    std::vector<fl_py_frame> frames = walker.frames(t1, 5, &truncated);
    PT_CHECK_EQ(frames.size(), std::size_t{5});
    PT_CHECK(truncated);
    PT_CHECK_EQ(frames[0].code, code);
    PT_CHECK_EQ(frames[0].lasti, 9);
    PT_CHECK_EQ(frames[1].code, FL_PY_SHIM_CODE);
    PT_CHECK_EQ(frames[1].lasti, FL_PY_NO_LASTI);
    // prev_instr before the first instruction (a frame that has not started): no lasti.
    mem.put(frame + l.frameInstr, code + l.codeAdaptive - 2);
    PT_CHECK_EQ(walker.frames(t1, 1)[0].lasti, FL_PY_NO_LASTI);
    PT_CHECK(walker.frames(t2).empty());
    PT_CHECK(walker.frames(0xdead0000).empty());
    // A frame whose fields cannot all be read (it ends 8 bytes too early) ends the walk, cut short.
    const std::uint64_t torn = 0x52000;
    mem.region(torn, l.frameHeaderBytes() - 8);
    mem.put(frame + l.framePrevious, torn);
    frames = walker.frames(t1, 5, &truncated);
    PT_CHECK_EQ(frames.size(), std::size_t{1});
    PT_CHECK(truncated);

    // The BPF path: key at tls_key_addr, then specific_1stblock[key].data of struct pthread.
    const std::uint64_t pthread = 0x70000;
    mem.region(pthread, 2048);
    mem.put(runtime + l.runtimeTssKey, std::uint32_t{3});
    mem.put(pthread + l.pthreadSpecific + 3 * 16 + 8, t2);
    PT_CHECK_EQ(walker.tstateFromTls(pthread).value_or(0), t2);
    mem.put(runtime + l.runtimeTssKey, std::uint32_t{40}); // second-level block: not followed
    PT_CHECK(!walker.tstateFromTls(pthread).has_value());
}

PT_TEST(versions_and_refusals)
{
    const PyVersion v = PyVersion::fromHex(0x030c01f0);
    PT_CHECK_EQ(v.text(), std::string("3.12.1"));
    PT_CHECK(PythonRuntime::refusal(v, "").empty());
    PT_CHECK_EQ(PyVersion::fromHex(0x030d00c1).text(), std::string("3.13.0rc1"));
    PT_CHECK(PythonRuntime::refusal(PyVersion::fromHex(0x030d00c1), "").find("pre-release") != std::string::npos);
    PT_CHECK(PythonRuntime::refusal(PyVersion::fromHex(0x030d00f0), "t").find("free-threaded") != std::string::npos);
    PT_CHECK(PythonRuntime::refusal(PyVersion::fromHex(0x030c00f0), "d").find("debug build") != std::string::npos);
    PT_CHECK(PythonRuntime::refusal(PyVersion::fromHex(0x030e00f0), "").find("3.14.0 is not supported")
             != std::string::npos);
    PT_CHECK(PythonRuntime::refusal(PyVersion::fromHex(0x030912f0), "").find("3.9.18 is not supported")
             != std::string::npos);
    for (int minor : {10, 11, 12, 13}) {
        const std::optional<PyLayout> layout = builtinLayout(minor);
        PT_CHECK(layout.has_value());
        const fl_py_config c = layout->toConfig(0x1234);
        PT_CHECK_EQ(c.minor, static_cast<unsigned>(minor));
        PT_CHECK_EQ(c.pthread_specific, 784u);
        PT_CHECK_EQ(c.tls_key_addr, 0x1234ull);
        PT_CHECK_EQ(c.co_code_adaptive == 0, minor == 10);
        // One read per frame covers f_lasti (3.10, an int at 96) or owner (a byte at 69 or 70).
        const unsigned span[] = {100, 70, 71, 71};
        PT_CHECK_EQ(c.fr_span, span[minor - 10]);
        PT_CHECK(c.fr_span <= FL_PY_FRAME_SPAN_MAX);
    }
    PT_CHECK(!builtinLayout(9).has_value());
    PT_CHECK(!builtinLayout(14).has_value());
}

PT_TEST(py313_debug_offsets_from_the_real_library)
{
    const std::string prefix = faultline::probetest::pyenvPrefix(13);
    if (prefix.empty())
        PT_SKIP("CPython 3.13 not found under " + faultline::probetest::pyenvRoot() + "/versions");
    const std::string path = prefix + "/lib/libpython3.13.so.1.0";
    std::string error;
    const std::optional<ElfSymbols> elf = ElfSymbols::open(path, &error);
    PT_CHECK_MSG(elf.has_value(), error);
    // _PyRuntime is initialised data: its _Py_DebugOffsets are in the file as they will be in memory.
    const ElfSymbol* runtime = elf->find("_PyRuntime");
    const ElfSymbol* version = elf->find("Py_Version");
    PT_CHECK(runtime && version);
    std::ifstream in(path, std::ios::binary);
    std::vector<std::uint8_t> raw(PyDebugOffsets::Size313);
    in.seekg(static_cast<std::streamoff>(*elf->fileOffset(runtime->value)));
    in.read(reinterpret_cast<char*>(raw.data()), static_cast<std::streamsize>(raw.size()));
    std::uint32_t hex = 0;
    in.seekg(static_cast<std::streamoff>(*elf->fileOffset(version->value)));
    in.read(reinterpret_cast<char*>(&hex), 4);
    PT_CHECK(static_cast<bool>(in));

    const std::optional<PyDebugOffsets> parsed = parseDebugOffsets313(raw, hex, &error);
    PT_CHECK_MSG(parsed.has_value(), error);
    PT_CHECK(!parsed->freeThreaded);
    PT_CHECK_EQ(parsed->version, std::uint64_t{hex});
    // The interpreter's own offsets are the built-in table's (read from DWARF).
    PT_CHECK(parsed->layout == *builtinLayout(13));

    auto damaged = [&](std::size_t at, std::uint64_t value) {
        std::vector<std::uint8_t> copy = raw;
        std::memcpy(copy.data() + at, &value, 8);
        std::string why;
        const std::optional<PyDebugOffsets> p = parseDebugOffsets313(copy, hex, &why);
        return p ? std::string("ok") + (p->freeThreaded ? " free-threaded" : "") : why;
    };
    PT_CHECK(damaged(0, 0x7870677562656478ull).find("cookie") != std::string::npos); // "xdebugpx"
    PT_CHECK(damaged(8, 0x030c01f0).find("is not 3.13") != std::string::npos);
    PT_CHECK(damaged(8, hex + 0x100).find("differs from Py_Version") != std::string::npos);
    PT_CHECK_EQ(damaged(16, 1), std::string("ok free-threaded"));
    PT_CHECK(damaged(40, 1u << 20).find("implausible offset") != std::string::npos);
    PT_CHECK(!parseDebugOffsets313(std::span(raw).first(100), hex, &error).has_value());
}

PT_MAIN()
