// Reads arbitrary bytes as an ELF image (ElfSymbols::fromMemory). Properties: a refusal says
// why; names respect the caps; find() and symbolize() agree with the symbol list; the build id
// is hex; demangling any symbol name is safe.

#include "Demangle.h"
#include "ElfSymbols.h"

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>

namespace {

using faultline::probe::ElfSymbol;
using faultline::probe::ElfSymbolKind;
using faultline::probe::ElfSymbols;

void check(bool condition)
{
    if (!condition)
        __builtin_trap();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    std::string error;
    const std::optional<ElfSymbols> elf = ElfSymbols::fromMemory(std::span(data, size), &error);
    if (!elf) {
        check(!error.empty());
        return 0;
    }
    std::size_t demangled = 0;
    for (const ElfSymbol& s : elf->symbols()) {
        check(!s.name.empty() && s.name.size() <= ElfSymbols::MaxNameBytes);
        check(s.version.size() <= ElfSymbols::MaxNameBytes);
        const ElfSymbol* found = elf->find(s.name);
        check(s.absolute || found != nullptr);
        if (found)
            check(found->name == s.name && !found->absolute);
        if (s.kind == ElfSymbolKind::Function && !s.absolute) {
            const auto at = elf->symbolize(s.value);
            check(at.has_value() && at->symbol->value == s.value && at->offset == 0 && at->inside);
        }
        if (const std::optional<std::uint64_t> offset = elf->fileOffset(s.value))
            (void)elf->loadBias(0x7f0000000000, *offset & ~0xfffull);
        if (demangled++ < 32)
            (void)faultline::text::demangle(s.name);
        (void)s.versionedName();
    }
    const std::string& id = elf->buildId();
    check(id.size() % 2 == 0 && id.size() <= 128);
    check(id.find_first_not_of("0123456789abcdef") == std::string::npos);
    for (const auto& seg : elf->loadSegments()) {
        check(seg.vaddr <= UINT64_MAX - seg.memsz);
        (void)elf->symbolize(seg.vaddr + seg.memsz / 2);
    }
    return 0;
}
