#include "ElfSymbols.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <elf.h>
#include <fcntl.h>
#include <memory>
#include <sys/stat.h>
#include <unistd.h>

namespace faultline::probe {

namespace {

// Where the bytes come from: a file read with pread (never mapped: a file truncated under a
// mapping would raise SIGBUS) or an image in memory.
class ByteSource
{
public:
    virtual ~ByteSource() = default;
    [[nodiscard]] virtual std::uint64_t size() const = 0;
    // All of [offset, offset + length) or false.
    [[nodiscard]] virtual bool read(std::uint64_t offset, std::size_t length, void* out) const = 0;

    [[nodiscard]] bool contains(std::uint64_t offset, std::uint64_t length) const
    {
        return offset <= size() && length <= size() - offset;
    }
};

class MemorySource final : public ByteSource
{
public:
    explicit MemorySource(std::span<const std::uint8_t> image)
        : m_image(image)
    {
    }
    [[nodiscard]] std::uint64_t size() const override { return m_image.size(); }
    [[nodiscard]] bool read(std::uint64_t offset, std::size_t length, void* out) const override
    {
        if (!contains(offset, length))
            return false;
        if (length > 0)
            std::memcpy(out, m_image.data() + offset, length);
        return true;
    }

private:
    std::span<const std::uint8_t> m_image;
};

class FdSource final : public ByteSource
{
public:
    FdSource(int fd, std::uint64_t size)
        : m_fd(fd)
        , m_size(size)
    {
    }
    [[nodiscard]] std::uint64_t size() const override { return m_size; }
    [[nodiscard]] bool read(std::uint64_t offset, std::size_t length, void* out) const override
    {
        if (!contains(offset, length))
            return false;
        auto* p = static_cast<char*>(out);
        while (length > 0) {
            const ssize_t n = ::pread(m_fd, p, length, static_cast<off_t>(offset));
            if (n < 0 && errno == EINTR)
                continue;
            if (n <= 0)
                return false; // an error, or the file shrank since fstat
            p += n;
            offset += static_cast<std::uint64_t>(n);
            length -= static_cast<std::size_t>(n);
        }
        return true;
    }

private:
    int m_fd;
    std::uint64_t m_size;
};

template<typename T>
bool readStruct(const ByteSource& src, std::uint64_t offset, T* out)
{
    return src.read(offset, sizeof(T), out);
}

bool fail(std::string* error, std::string message)
{
    if (error)
        *error = std::move(message);
    return false;
}

struct Section
{
    Elf64_Shdr header = {};
};

constexpr char HexDigits[] = "0123456789abcdef";

} // namespace

// Builds an ElfSymbols from a source; a class so that it can fill the private members.
class ElfReader
{
public:
    ElfReader(const ByteSource& src, ElfSymbols* out)
        : m_src(src)
        , m_out(out)
    {
    }

    bool run(std::string* error);

private:
    bool readHeaders(std::string* error);
    bool readSymbolTable(std::size_t index, bool dynamic, std::string* error);
    bool readVersions(std::size_t dynsymIndex, std::size_t symbolCount);
    void readBuildId();
    bool scanNotes(std::uint64_t offset, std::uint64_t size, std::uint64_t align);
    // The bytes of section `index` (must fit the caps); empty optional when unreadable.
    std::optional<std::vector<char>> sectionBytes(std::size_t index, std::uint64_t cap) const;
    std::string_view nameAt(std::span<const char> table, std::uint64_t offset);
    // Keeps a string table in the result; the span stays valid as long as the result lives.
    std::span<const char> keep(std::vector<char> table);
    void buildIndexes();

    const ByteSource& m_src;
    ElfSymbols* m_out;
    Elf64_Ehdr m_ehdr = {};
    std::vector<Section> m_sections;
    std::vector<Elf64_Phdr> m_phdrs;
    std::uint64_t m_scannedNameBytes = 0;
    // .dynsym versions: per symbol index, the version name and whether it is hidden.
    std::vector<std::uint16_t> m_versym;
    std::vector<std::string_view> m_verdefs; // by version index (versym & 0x7fff)
};

bool ElfReader::run(std::string* error)
{
    if (!readHeaders(error))
        return false;
    std::optional<std::size_t> dynsym;
    std::optional<std::size_t> symtab;
    for (std::size_t i = 0; i < m_sections.size(); ++i) {
        if (m_sections[i].header.sh_type == SHT_DYNSYM && !dynsym)
            dynsym = i;
        else if (m_sections[i].header.sh_type == SHT_SYMTAB && !symtab)
            symtab = i;
    }
    if (dynsym && !readSymbolTable(*dynsym, true, error))
        return false;
    if (symtab && !readSymbolTable(*symtab, false, error))
        return false;
    readBuildId();
    buildIndexes();
    return true;
}

bool ElfReader::readHeaders(std::string* error)
{
    if (m_src.size() > ElfSymbols::MaxFileBytes)
        return fail(error, "larger than " + std::to_string(ElfSymbols::MaxFileBytes >> 20) + " MiB");
    if (!readStruct(m_src, 0, &m_ehdr))
        return fail(error, "shorter than an ELF header");
    if (std::memcmp(m_ehdr.e_ident, ELFMAG, SELFMAG) != 0)
        return fail(error, "not an ELF file");
    if (m_ehdr.e_ident[EI_CLASS] != ELFCLASS64 || m_ehdr.e_ident[EI_DATA] != ELFDATA2LSB)
        return fail(error, "not a 64-bit little-endian ELF file");
    if (m_ehdr.e_ident[EI_VERSION] != EV_CURRENT)
        return fail(error, "unknown ELF version");
    if (m_ehdr.e_type != ET_EXEC && m_ehdr.e_type != ET_DYN)
        return fail(error, "not an executable or a shared object");
    m_out->m_type = m_ehdr.e_type;
    m_out->m_machine = m_ehdr.e_machine;

    if (m_ehdr.e_phnum > 0) {
        if (m_ehdr.e_phentsize != sizeof(Elf64_Phdr))
            return fail(error, "unexpected program header size");
        if (m_ehdr.e_phnum > ElfSymbols::MaxProgramHeaders)
            return fail(error, "more than " + std::to_string(ElfSymbols::MaxProgramHeaders) + " program headers");
        if (!m_src.contains(m_ehdr.e_phoff, std::uint64_t{m_ehdr.e_phnum} * sizeof(Elf64_Phdr)))
            return fail(error, "program headers outside the file");
        m_phdrs.resize(m_ehdr.e_phnum);
        for (std::size_t i = 0; i < m_phdrs.size(); ++i) {
            if (!readStruct(m_src, m_ehdr.e_phoff + i * sizeof(Elf64_Phdr), &m_phdrs[i]))
                return fail(error, "unreadable program header");
            const Elf64_Phdr& ph = m_phdrs[i];
            if (ph.p_type != PT_LOAD)
                continue;
            // A segment must fit the address space; its file part may not (a truncated file
            // still maps), but fileOffset() then refuses what is past the end.
            if (ph.p_vaddr > UINT64_MAX - ph.p_memsz || ph.p_offset > UINT64_MAX - ph.p_filesz)
                continue;
            m_out->m_loads.push_back(
                ElfLoadSegment{ph.p_vaddr, ph.p_memsz, ph.p_offset, ph.p_filesz, (ph.p_flags & PF_X) != 0});
        }
    }

    // e_shnum == 0 with e_shoff set means more than 0xff00 sections: beyond the cap anyway.
    if (m_ehdr.e_shnum > 0 && m_ehdr.e_shoff != 0) {
        if (m_ehdr.e_shentsize != sizeof(Elf64_Shdr))
            return fail(error, "unexpected section header size");
        if (m_ehdr.e_shnum > ElfSymbols::MaxSections)
            return fail(error, "more than " + std::to_string(ElfSymbols::MaxSections) + " sections");
        if (!m_src.contains(m_ehdr.e_shoff, std::uint64_t{m_ehdr.e_shnum} * sizeof(Elf64_Shdr)))
            return fail(error, "section headers outside the file");
        m_sections.resize(m_ehdr.e_shnum);
        for (std::size_t i = 0; i < m_sections.size(); ++i) {
            if (!readStruct(m_src, m_ehdr.e_shoff + i * sizeof(Elf64_Shdr), &m_sections[i].header))
                return fail(error, "unreadable section header");
        }
    }
    return true;
}

std::optional<std::vector<char>> ElfReader::sectionBytes(std::size_t index, std::uint64_t cap) const
{
    if (index >= m_sections.size())
        return std::nullopt;
    const Elf64_Shdr& sh = m_sections[index].header;
    if (sh.sh_type == SHT_NOBITS || sh.sh_size > cap || !m_src.contains(sh.sh_offset, sh.sh_size))
        return std::nullopt;
    std::vector<char> bytes(static_cast<std::size_t>(sh.sh_size));
    if (!m_src.read(sh.sh_offset, bytes.size(), bytes.data()))
        return std::nullopt;
    return bytes;
}

std::span<const char> ElfReader::keep(std::vector<char> table)
{
    m_out->m_strings.push_back(std::move(table));
    return {m_out->m_strings.back().data(), m_out->m_strings.back().size()};
}

std::string_view ElfReader::nameAt(std::span<const char> table, std::uint64_t offset)
{
    if (offset >= table.size() || m_scannedNameBytes >= ElfSymbols::MaxNameScanBytes)
        return {};
    const std::size_t avail = std::min<std::size_t>(table.size() - offset, ElfSymbols::MaxNameBytes + 1);
    const char* start = table.data() + offset;
    const void* nul = std::memchr(start, '\0', avail);
    std::size_t length = nul ? static_cast<std::size_t>(static_cast<const char*>(nul) - start) : avail;
    m_scannedNameBytes += length + 1;
    if (length > ElfSymbols::MaxNameBytes || (!nul && length == table.size() - offset)) {
        // Cut, or running into the end of a table that lacks its final NUL.
        length = std::min(length, ElfSymbols::MaxNameBytes);
        ++m_out->m_truncatedNames;
    }
    return {start, length};
}

bool ElfReader::readSymbolTable(std::size_t index, bool dynamic, std::string* error)
{
    const Elf64_Shdr& sh = m_sections[index].header;
    if (sh.sh_entsize != sizeof(Elf64_Sym) || sh.sh_size % sizeof(Elf64_Sym) != 0) {
        ++m_out->m_droppedSymbols;
        return true; // a damaged table is skipped, not fatal: the other one may be fine
    }
    const std::uint64_t count = sh.sh_size / sizeof(Elf64_Sym);
    std::uint64_t kept = std::min<std::uint64_t>(count, ElfSymbols::MaxSymbolsPerTable);
    m_out->m_droppedSymbols += static_cast<std::size_t>(count - kept);
    if (!m_src.contains(sh.sh_offset, kept * sizeof(Elf64_Sym))) {
        m_out->m_droppedSymbols += static_cast<std::size_t>(kept);
        return true;
    }
    std::optional<std::vector<char>> strings = sectionBytes(sh.sh_link, ElfSymbols::MaxTableBytes);
    if (!strings || m_sections[sh.sh_link].header.sh_type != SHT_STRTAB) {
        m_out->m_droppedSymbols += static_cast<std::size_t>(kept);
        return true;
    }
    const std::span<const char> table = keep(std::move(*strings));
    if (dynamic)
        readVersions(index, static_cast<std::size_t>(kept));

    std::vector<Elf64_Sym> entries(static_cast<std::size_t>(kept));
    if (kept > 0 && !m_src.read(sh.sh_offset, entries.size() * sizeof(Elf64_Sym), entries.data()))
        return fail(error,
                    std::string(dynamic ? ".dynsym" : ".symtab") + " unreadable (an I/O error, or the file shrank)");
    (dynamic ? m_out->m_hasDynsym : m_out->m_hasSymtab) = true;
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const Elf64_Sym& s = entries[i];
        const unsigned type = ELF64_ST_TYPE(s.st_info);
        const unsigned bind = ELF64_ST_BIND(s.st_info);
        if (s.st_shndx == SHN_UNDEF || type == STT_SECTION || type == STT_FILE)
            continue;
        ElfSymbol sym;
        switch (type) {
        case STT_FUNC:
        case STT_GNU_IFUNC: sym.kind = ElfSymbolKind::Function; break;
        case STT_OBJECT:
        case STT_COMMON: sym.kind = ElfSymbolKind::Object; break;
        case STT_TLS: sym.kind = ElfSymbolKind::Tls; break;
        default: sym.kind = ElfSymbolKind::NoType; break;
        }
        sym.name = nameAt(table, s.st_name);
        if (sym.name.empty())
            continue;
        sym.dynamic = dynamic;
        sym.global = bind == STB_GLOBAL || bind == STB_WEAK || bind == STB_GNU_UNIQUE;
        sym.absolute = s.st_shndx == SHN_ABS;
        sym.value = s.st_value;
        sym.size = s.st_size;
        if (dynamic && i < m_versym.size()) {
            const std::uint16_t v = m_versym[i] & 0x7fff;
            if (v > 1 && v < m_verdefs.size() && !m_verdefs[v].empty()) {
                sym.version = m_verdefs[v];
                sym.hiddenVersion = (m_versym[i] & 0x8000) != 0;
            }
        }
        if (m_out->m_symbols.size() >= UINT32_MAX) {
            ++m_out->m_droppedSymbols;
            continue;
        }
        m_out->m_symbols.push_back(sym);
    }
    return true;
}

bool ElfReader::readVersions(std::size_t dynsymIndex, std::size_t symbolCount)
{
    std::optional<std::size_t> versym;
    std::optional<std::size_t> verdef;
    for (std::size_t i = 0; i < m_sections.size(); ++i) {
        const Elf64_Shdr& sh = m_sections[i].header;
        if (sh.sh_type == SHT_GNU_versym && sh.sh_link == dynsymIndex && !versym)
            versym = i;
        else if (sh.sh_type == SHT_GNU_verdef && !verdef)
            verdef = i;
    }
    if (!versym || !verdef)
        return false;
    std::optional<std::vector<char>> raw = sectionBytes(*versym, std::uint64_t{symbolCount} * 2);
    if (!raw)
        return false;
    m_versym.resize(raw->size() / 2);
    if (!m_versym.empty())
        std::memcpy(m_versym.data(), raw->data(), m_versym.size() * 2);

    // Version definitions: a chain of Elf64_Verdef, each naming itself in its first Verdaux.
    std::optional<std::vector<char>> defs = sectionBytes(*verdef, 1024 * 1024);
    std::optional<std::vector<char>> names = sectionBytes(m_sections[*verdef].header.sh_link,
                                                          ElfSymbols::MaxTableBytes);
    if (!defs || !names)
        return false;
    const std::span<const char> table = keep(std::move(*names));
    std::uint64_t offset = 0;
    for (std::size_t n = 0; n < ElfSymbols::MaxVersionDefinitions; ++n) {
        Elf64_Verdef vd = {};
        if (offset > defs->size() || defs->size() - offset < sizeof vd)
            break;
        std::memcpy(&vd, defs->data() + offset, sizeof vd);
        Elf64_Verdaux aux = {};
        const std::uint64_t auxOffset = offset + vd.vd_aux;
        if (vd.vd_cnt > 0 && auxOffset <= defs->size() && defs->size() - auxOffset >= sizeof aux) {
            std::memcpy(&aux, defs->data() + auxOffset, sizeof aux);
            const std::uint16_t ndx = vd.vd_ndx & 0x7fff;
            if (!(vd.vd_flags & VER_FLG_BASE) && ndx > 1) {
                if (m_verdefs.size() <= ndx)
                    m_verdefs.resize(ndx + 1u);
                m_verdefs[ndx] = nameAt(table, aux.vda_name);
            }
        }
        if (vd.vd_next == 0)
            break;
        offset += vd.vd_next;
    }
    return true;
}

bool ElfReader::scanNotes(std::uint64_t offset, std::uint64_t size, std::uint64_t align)
{
    if (size > ElfSymbols::MaxNoteBytes || !m_src.contains(offset, size))
        return false;
    std::vector<unsigned char> notes(static_cast<std::size_t>(size));
    if (!m_src.read(offset, notes.size(), notes.data()))
        return false;
    const auto up = [align](std::uint64_t v) { return (v + align - 1) & ~(align - 1); };
    std::uint64_t pos = 0;
    while (pos + sizeof(Elf64_Nhdr) <= notes.size()) {
        Elf64_Nhdr nh = {};
        std::memcpy(&nh, notes.data() + pos, sizeof nh);
        const std::uint64_t nameAt = pos + sizeof nh;
        const std::uint64_t descAt = nameAt + up(nh.n_namesz);
        if (descAt > notes.size() || nh.n_descsz > notes.size() - descAt)
            return false;
        if (nh.n_type == NT_GNU_BUILD_ID && nh.n_namesz == 4 && std::memcmp(notes.data() + nameAt, "GNU", 4) == 0
            && nh.n_descsz > 0 && nh.n_descsz <= 64) {
            std::string hex;
            for (std::uint32_t i = 0; i < nh.n_descsz; ++i) {
                const unsigned char b = notes[static_cast<std::size_t>(descAt + i)];
                hex.push_back(HexDigits[b >> 4]);
                hex.push_back(HexDigits[b & 15]);
            }
            m_out->m_buildId = std::move(hex);
            return true;
        }
        pos = descAt + up(nh.n_descsz);
    }
    return false;
}

void ElfReader::readBuildId()
{
    // Note alignment is 4 in practice; 8 where the producer says so (GNU property notes).
    for (const Section& s : m_sections) {
        if (s.header.sh_type == SHT_NOTE
            && scanNotes(s.header.sh_offset, s.header.sh_size, s.header.sh_addralign == 8 ? 8 : 4))
            return;
    }
    for (const Elf64_Phdr& ph : m_phdrs) {
        if (ph.p_type == PT_NOTE && scanNotes(ph.p_offset, ph.p_filesz, ph.p_align == 8 ? 8 : 4))
            return;
    }
}

void ElfReader::buildIndexes()
{
    std::vector<ElfSymbol>& syms = m_out->m_symbols;
    m_out->m_byName.resize(syms.size());
    for (std::size_t i = 0; i < syms.size(); ++i)
        m_out->m_byName[i] = static_cast<std::uint32_t>(i);
    // Within one name, the preferred definition first (see find()).
    const auto rank = [](const ElfSymbol& s) {
        if (s.absolute)
            return 4;
        if (!s.global)
            return 3;
        if (s.dynamic && !s.hiddenVersion)
            return 0;
        return s.hiddenVersion ? 2 : 1;
    };
    std::stable_sort(m_out->m_byName.begin(), m_out->m_byName.end(), [&](std::uint32_t a, std::uint32_t b) {
        if (syms[a].name != syms[b].name)
            return syms[a].name < syms[b].name;
        return rank(syms[a]) < rank(syms[b]);
    });
    for (std::size_t i = 0; i < syms.size(); ++i) {
        if (syms[i].kind == ElfSymbolKind::Function && !syms[i].absolute)
            m_out->m_functions.push_back(static_cast<std::uint32_t>(i));
    }
    // By address; among aliases at one address, locals before globals and smaller before
    // larger, so that the last of the run (the one symbolize() picks) is the largest global.
    std::stable_sort(m_out->m_functions.begin(), m_out->m_functions.end(), [&](std::uint32_t a, std::uint32_t b) {
        if (syms[a].value != syms[b].value)
            return syms[a].value < syms[b].value;
        if (syms[a].global != syms[b].global)
            return !syms[a].global; // locals first: the global alias ends the run
        return syms[a].size < syms[b].size;
    });
}

std::string ElfSymbol::versionedName() const
{
    std::string out(name);
    if (!version.empty()) {
        out += hiddenVersion ? "@" : "@@";
        out += version;
    }
    return out;
}

std::optional<ElfSymbols> ElfSymbols::fromMemory(std::span<const std::uint8_t> image, std::string* error)
{
    ElfSymbols out;
    MemorySource src(image);
    ElfReader reader(src, &out);
    if (!reader.run(error))
        return std::nullopt;
    return out;
}

std::optional<ElfSymbols> ElfSymbols::openFd(int fd, std::string* error)
{
    struct stat st = {};
    if (::fstat(fd, &st) != 0) {
        fail(error, std::string("fstat: ") + std::strerror(errno));
        return std::nullopt;
    }
    if (!S_ISREG(st.st_mode)) {
        fail(error, "not a regular file");
        return std::nullopt;
    }
    ElfSymbols out;
    FdSource src(fd, static_cast<std::uint64_t>(st.st_size));
    ElfReader reader(src, &out);
    if (!reader.run(error))
        return std::nullopt;
    return out;
}

std::optional<ElfSymbols> ElfSymbols::open(const std::string& path, std::string* error)
{
    // O_NONBLOCK: a FIFO planted by the target must not hang the probe in open().
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY);
    if (fd < 0) {
        fail(error, path + ": " + std::strerror(errno));
        return std::nullopt;
    }
    std::optional<ElfSymbols> out = openFd(fd, error);
    ::close(fd);
    if (!out && error)
        *error = path + ": " + *error;
    return out;
}

const ElfSymbol* ElfSymbols::find(std::string_view name) const
{
    const auto it = std::lower_bound(m_byName.begin(), m_byName.end(), name,
                                     [&](std::uint32_t i, std::string_view n) { return m_symbols[i].name < n; });
    if (it == m_byName.end() || m_symbols[*it].name != name || m_symbols[*it].absolute)
        return nullptr;
    return &m_symbols[*it];
}

std::optional<std::uint64_t> ElfSymbols::fileOffset(std::uint64_t vaddr) const
{
    for (const ElfLoadSegment& seg : m_loads) {
        if (vaddr >= seg.vaddr && vaddr - seg.vaddr < seg.filesz && vaddr - seg.vaddr < seg.memsz)
            return seg.offset + (vaddr - seg.vaddr);
    }
    return std::nullopt;
}

std::optional<std::uint64_t> ElfSymbols::loadBias(std::uint64_t mappingStart, std::uint64_t mappingOffset) const
{
    constexpr std::uint64_t page = 4096;
    for (const ElfLoadSegment& seg : m_loads) {
        const std::uint64_t first = seg.offset & ~(page - 1);
        if (mappingOffset >= first && mappingOffset - first < (seg.offset - first) + seg.filesz) {
            // File offset `mappingOffset` holds virtual address seg.vaddr + (mappingOffset - seg.offset).
            return mappingStart - (seg.vaddr + (mappingOffset - seg.offset));
        }
    }
    return std::nullopt;
}

std::optional<ElfSymbols::Location> ElfSymbols::symbolize(std::uint64_t vaddr) const
{
    // The last function at or below vaddr; within a run of aliases at one address it is the
    // global one with the largest size (see buildIndexes).
    const auto it = std::upper_bound(m_functions.begin(), m_functions.end(), vaddr,
                                     [&](std::uint64_t v, std::uint32_t i) { return v < m_symbols[i].value; });
    if (it == m_functions.begin())
        return std::nullopt;
    const ElfSymbol& sym = m_symbols[*(it - 1)];
    Location loc;
    loc.symbol = &sym;
    loc.offset = vaddr - sym.value;
    loc.inside = sym.size == 0 || loc.offset < sym.size;
    return loc;
}

} // namespace faultline::probe
