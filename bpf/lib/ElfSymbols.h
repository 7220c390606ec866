#pragma once

// The symbol tables of one ELF64 little-endian file (a CUDA library, libpython, an executable),
// read without trusting it: the probe runs as root and the file belongs to the target. Every
// offset and size is checked against the file before use, and the work is capped:
//   file <= 512 MiB, <= 1024 section headers, <= 256 program headers, <= 8 Mi symbols per
//   table, <= 256 MiB per symbol or string table, names <= 16 KiB (longer ones are cut),
//   <= 256 MiB of name bytes scanned in all, <= 4096 version definitions, notes <= 64 KiB.
// Only what the probe needs is read: .dynsym and .symtab with their versions (libcudart's
// exports are versioned: cudaMalloc@@libcudart.so.13), PT_LOAD segments and the GNU build id.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace faultline::probe {

enum class ElfSymbolKind : std::uint8_t { Function, Object, Tls, NoType };

struct ElfSymbol
{
    std::string_view name;                      // without a version suffix
    std::string_view version;                   // "libcudart.so.13"; empty when unversioned
    bool hiddenVersion = false;                 // "name@version" (a non-default version) rather than "name@@version"
    ElfSymbolKind kind = ElfSymbolKind::NoType; // STT_GNU_IFUNC counts as a function
    bool dynamic = false;                       // from .dynsym (else .symtab)
    bool global = false;                        // STB_GLOBAL or STB_WEAK (else STB_LOCAL)
    bool absolute = false;                      // SHN_ABS: the value is not an address
    std::uint64_t value = 0;                    // st_value: a virtual address of the file for a defined symbol
    std::uint64_t size = 0;

    // name, name@@version or name@version, as nm -D prints it.
    [[nodiscard]] std::string versionedName() const;
};

struct ElfLoadSegment
{
    std::uint64_t vaddr = 0;
    std::uint64_t memsz = 0;
    std::uint64_t offset = 0;
    std::uint64_t filesz = 0;
    bool exec = false;
};

class ElfSymbols
{
public:
    static constexpr std::uint64_t MaxFileBytes = 512ull * 1024 * 1024;
    static constexpr std::size_t MaxSections = 1024;
    static constexpr std::size_t MaxProgramHeaders = 256;
    static constexpr std::size_t MaxSymbolsPerTable = 8u * 1024 * 1024;
    static constexpr std::uint64_t MaxTableBytes = 256ull * 1024 * 1024;
    static constexpr std::size_t MaxNameBytes = 16 * 1024;
    static constexpr std::uint64_t MaxNameScanBytes = 256ull * 1024 * 1024;
    static constexpr std::size_t MaxVersionDefinitions = 4096;
    static constexpr std::uint64_t MaxNoteBytes = 64 * 1024;

    // nullopt with `error` when the file cannot be read or is not an ELF64 LE executable or
    // shared object, or breaks a cap. A file without symbol tables is not an error.
    [[nodiscard]] static std::optional<ElfSymbols> open(const std::string& path, std::string* error);
    // Reads through `fd` (not closed, not moved: pread only).
    [[nodiscard]] static std::optional<ElfSymbols> openFd(int fd, std::string* error);
    // An image in memory (the fuzzer's entry point); nothing of `image` is kept.
    [[nodiscard]] static std::optional<ElfSymbols> fromMemory(std::span<const std::uint8_t> image, std::string* error);

    ElfSymbols(ElfSymbols&&) = default;
    ElfSymbols& operator=(ElfSymbols&&) = default;
    // Symbols hold views into the string tables this object owns: moves keep them, copies would not.
    ElfSymbols(const ElfSymbols&) = delete;
    ElfSymbols& operator=(const ElfSymbols&) = delete;

    // Defined symbols (not SECTION or FILE ones) of .dynsym then .symtab, in table order.
    [[nodiscard]] const std::vector<ElfSymbol>& symbols() const { return m_symbols; }
    [[nodiscard]] bool hasSymtab() const { return m_hasSymtab; }
    [[nodiscard]] bool hasDynsym() const { return m_hasDynsym; }
    // Symbols left out because a cap was reached, or whose name was cut at MaxNameBytes.
    [[nodiscard]] std::size_t droppedSymbols() const { return m_droppedSymbols; }
    [[nodiscard]] std::size_t truncatedNames() const { return m_truncatedNames; }

    // A defined, non-absolute symbol by its unversioned name: a global of .dynsym with the
    // default (or no) version first, then other globals, then locals. nullptr when absent.
    [[nodiscard]] const ElfSymbol* find(std::string_view name) const;

    [[nodiscard]] std::uint16_t type() const { return m_type; } // ET_EXEC, ET_DYN
    [[nodiscard]] std::uint16_t machine() const { return m_machine; }
    [[nodiscard]] const std::vector<ElfLoadSegment>& loadSegments() const { return m_loads; }
    // The file offset of a virtual address, when a PT_LOAD segment holds it in the file
    // (a .bss address has none).
    [[nodiscard]] std::optional<std::uint64_t> fileOffset(std::uint64_t vaddr) const;
    // The load bias (runtime address = bias + virtual address) of the file when its bytes at
    // `mappingOffset` are mapped at `mappingStart` (one line of /proc/PID/maps).
    [[nodiscard]] std::optional<std::uint64_t> loadBias(std::uint64_t mappingStart, std::uint64_t mappingOffset) const;

    struct Location
    {
        const ElfSymbol* symbol = nullptr;
        std::uint64_t offset = 0; // vaddr - symbol->value
        bool inside = false;      // within the symbol's size (or the symbol has no size)
    };
    // The function symbol at or before `vaddr` (a file virtual address: runtime ip - load
    // bias), preferring globals among aliases. nullopt when no function precedes it.
    [[nodiscard]] std::optional<Location> symbolize(std::uint64_t vaddr) const;

    // The GNU build id as lowercase hex; empty when the file has none.
    [[nodiscard]] const std::string& buildId() const { return m_buildId; }

private:
    ElfSymbols() = default;
    friend class ElfReader;

    std::vector<std::vector<char>> m_strings; // string tables; the symbols' names point into them
    std::vector<ElfSymbol> m_symbols;
    std::vector<std::uint32_t> m_byName;    // indices of m_symbols sorted by name
    std::vector<std::uint32_t> m_functions; // indices of function symbols sorted by value
    std::vector<ElfLoadSegment> m_loads;
    std::string m_buildId;
    std::uint16_t m_type = 0;
    std::uint16_t m_machine = 0;
    bool m_hasSymtab = false;
    bool m_hasDynsym = false;
    std::size_t m_droppedSymbols = 0;
    std::size_t m_truncatedNames = 0;
};

} // namespace faultline::probe
