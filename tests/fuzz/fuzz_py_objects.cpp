// A hostile target's memory: arbitrary bytes mapped at one address, read as CPython objects.
// Input: byte 0 picks the layout (3.10 + byte % 4), bytes 1-3 pick the type-object addresses,
// bytes 4-9 pick code-object addresses and instruction offsets, and the whole input is the
// memory, mapped at Base. Properties: names and files come back as valid UTF-8 with no
// control characters (nothing a terminal or a TSV reader could trip on); a second lookup
// gives the same answer from the cache; the thread and frame walks stay within their bounds.

#include "CodeObjectResolver.h"
#include "PyLayout.h"
#include "PyThreadWalker.h"
#include "Utf8.h"

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <memory>
#include <string>

namespace {

using namespace faultline::probe;

constexpr std::uint64_t Base = 0x7f0000000000;

void check(bool condition)
{
    if (!condition)
        __builtin_trap();
}

class ImageMemory final : public MemoryReader
{
public:
    ImageMemory(const std::uint8_t* data, std::size_t size)
        : m_data(data, data + size)
    {
    }
    std::size_t readSome(std::uint64_t address, void* out, std::size_t length) const override
    {
        if (length == 0 || address < Base || address - Base >= m_data.size())
            return 0;
        const std::size_t offset = static_cast<std::size_t>(address - Base);
        const std::size_t n = std::min(length, m_data.size() - offset);
        std::memcpy(out, m_data.data() + offset, n);
        return n;
    }

private:
    std::vector<std::uint8_t> m_data;
};

// Valid UTF-8 without C0 controls or DEL (C1 controls and surrogates are escaped as text too).
// What the resolver hands on is well-formed UTF-8 (the one check, core/base/Utf8) without control
// characters: no C0, DEL or C1 (U+0080 to U+009F, encoded C2 80 to C2 9F).
void checkClean(const std::string& s)
{
    check(faultline::utf8::isValid(s));
    for (std::size_t i = 0; i < s.size(); ++i) {
        const auto c = static_cast<unsigned char>(s[i]);
        check(c >= 0x20 && c != 0x7f);
        if (c == 0xc2 && i + 1 < s.size())
            check(static_cast<unsigned char>(s[i + 1]) > 0x9f);
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    if (size < 10)
        return 0;
    const PyLayout layout = *builtinLayout(10 + data[0] % 4);
    const PyTypeAddresses types{data[1] ? Base + data[1] * 8u : 0, data[2] ? Base + data[2] * 8u : 0,
                                data[3] ? Base + data[3] * 8u : 0};
    auto memory = std::make_shared<ImageMemory>(data, size);

    CodeObjectResolver resolver;
    resolver.addProcess(1, layout, types, memory);
    for (int k = 0; k < 3; ++k) {
        const std::uint64_t code = Base + data[4 + k] * 8u;
        const int lasti = static_cast<std::int8_t>(data[7 + k]) * 3;
        const std::optional<PyFrameInfo> first = resolver.resolve(1, code, lasti);
        const std::optional<PyFrameInfo> again = resolver.resolve(1, code, lasti);
        check(first.has_value() == again.has_value());
        if (!first)
            continue;
        check(*first == *again);
        checkClean(first->file);
        checkClean(first->function);
    }

    const PyThreadWalker walker(layout, Base + data[4] * 8u, *memory);
    const std::vector<PyThread> threads = walker.threads();
    check(threads.size() <= PyThreadWalker::MaxThreads);
    for (std::size_t i = 0; i < threads.size() && i < 4; ++i) {
        bool truncated = false;
        const std::vector<fl_py_frame> frames = walker.frames(threads[i].tstate, FL_PY_MAX_FRAMES, &truncated);
        check(frames.size() <= FL_PY_MAX_FRAMES);
        for (const PyFrameInfo& f : resolver.resolveStack(1, frames)) {
            checkClean(f.file);
            checkClean(f.function);
        }
        (void)walker.tstateFromTls(threads[i].pthread);
    }
    return 0;
}
