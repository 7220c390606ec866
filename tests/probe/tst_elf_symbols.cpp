// ElfSymbols against binutils (nm, readelf) on libcudart and the pyenv libpythons, against the
// dynamic loader (dladdr) in this process, and on crafted and damaged images.

#include "Demangle.h"
#include "ElfSymbols.h"
#include "ProbeProcess.h"
#include "ProbeTest.h"
#include "ProcMaps.h"

#include <algorithm>
#include <cstring>
#include <dlfcn.h>
#include <elf.h>
#include <fstream>
#include <glob.h>
#include <map>
#include <set>
#include <sstream>

using faultline::probe::ElfSymbol;
using faultline::probe::ElfSymbolKind;
using faultline::probe::ElfSymbols;
using faultline::probe::MappedFile;
using faultline::probe::ProcMaps;
using faultline::probetest::findProgram;
using faultline::probetest::runCapture;
using faultline::text::demangle;

namespace probe_test {
// A C++ function with a known mangled name, looked up in this executable's own .symtab.
[[gnu::noinline]] int markerFunction(int x)
{
    return x * 3 + 1;
}
} // namespace probe_test

namespace {

const char* const CudartPath = "/usr/local/cuda-13.0/lib/libcudart.so.13";

std::vector<std::string> globPaths(const std::string& pattern)
{
    std::vector<std::string> out;
    glob_t g = {};
    if (::glob(pattern.c_str(), 0, nullptr, &g) == 0) {
        for (std::size_t i = 0; i < g.gl_pathc; ++i)
            out.emplace_back(g.gl_pathv[i]);
    }
    ::globfree(&g);
    return out;
}

std::string requireProgram(const std::string& name)
{
    const std::string path = findProgram(name);
    if (path.empty())
        PT_SKIP(name + " (binutils) not found on PATH: it is the reference");
    return path;
}

std::vector<std::uint8_t> readFile(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    return std::vector<std::uint8_t>(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

// (name as nm prints it, value) for every defined symbol nm lists.
std::multiset<std::pair<std::string, std::uint64_t>> nmSymbols(const std::string& nm, const std::string& path,
                                                               bool dynamic)
{
    std::vector<std::string> argv = {nm, "--defined-only"};
    if (dynamic)
        argv.emplace_back("-D");
    argv.push_back(path);
    const std::optional<std::string> out = runCapture(argv);
    PT_CHECK_MSG(out.has_value(), "nm failed on " + path);
    std::multiset<std::pair<std::string, std::uint64_t>> symbols;
    std::istringstream lines(*out);
    std::string line;
    while (std::getline(lines, line)) {
        std::istringstream fields(line);
        std::string value, type, name;
        if (!(fields >> value >> type >> name))
            continue;
        symbols.emplace(name, std::stoull(value, nullptr, 16));
    }
    return symbols;
}

// The same view from our reader. binutils prints a version definition's own symbol (named
// like its version) without the version.
std::multiset<std::pair<std::string, std::uint64_t>> ourSymbols(const ElfSymbols& elf, bool dynamic)
{
    std::multiset<std::pair<std::string, std::uint64_t>> symbols;
    for (const ElfSymbol& s : elf.symbols()) {
        if (s.dynamic != dynamic)
            continue;
        symbols.emplace(s.name == s.version ? std::string(s.name) : s.versionedName(), s.value);
    }
    return symbols;
}

void checkSameSymbols(const std::multiset<std::pair<std::string, std::uint64_t>>& ours,
                      const std::multiset<std::pair<std::string, std::uint64_t>>& theirs, const std::string& what)
{
    std::vector<std::pair<std::string, std::uint64_t>> missing, extra;
    std::set_difference(theirs.begin(), theirs.end(), ours.begin(), ours.end(), std::back_inserter(missing));
    std::set_difference(ours.begin(), ours.end(), theirs.begin(), theirs.end(), std::back_inserter(extra));
    std::string detail;
    for (std::size_t i = 0; i < std::min<std::size_t>(missing.size(), 5); ++i)
        detail += " missing " + missing[i].first;
    for (std::size_t i = 0; i < std::min<std::size_t>(extra.size(), 5); ++i)
        detail += " extra " + extra[i].first;
    PT_CHECK_MSG(missing.empty() && extra.empty(),
                 what + ": " + std::to_string(missing.size()) + " missing, " + std::to_string(extra.size()) + " extra;"
                     + detail);
}

// Section (address, offset, size) from readelf -SW: the independent way to turn a symbol
// value into a file offset (what strobelight does: st_value - sh_addr + sh_offset).
struct SectionRow
{
    std::uint64_t addr = 0, offset = 0, size = 0;
    bool nobits = false;
};

std::vector<SectionRow> readelfSections(const std::string& readelf, const std::string& path)
{
    const std::optional<std::string> out = runCapture({readelf, "-SW", path});
    PT_CHECK(out.has_value());
    std::vector<SectionRow> rows;
    std::istringstream lines(*out);
    std::string line;
    while (std::getline(lines, line)) {
        const std::size_t close = line.find("] ");
        if (line.find("  [") != 0 || close == std::string::npos)
            continue;
        std::istringstream fields(line.substr(close + 2));
        std::string name, type, addr, off, size;
        if (!(fields >> name >> type >> addr >> off >> size))
            continue;
        if (name == "NULL" || type.empty() || line.find("[Nr]") != std::string::npos)
            continue;
        SectionRow row;
        row.addr = std::stoull(addr, nullptr, 16);
        row.offset = std::stoull(off, nullptr, 16);
        row.size = std::stoull(size, nullptr, 16);
        row.nobits = type == "NOBITS";
        if (row.addr != 0)
            rows.push_back(row);
    }
    return rows;
}

std::string readelfBuildId(const std::string& readelf, const std::string& path)
{
    const std::optional<std::string> out = runCapture({readelf, "-n", path});
    PT_CHECK(out.has_value());
    const std::size_t at = out->find("Build ID: ");
    if (at == std::string::npos)
        return {};
    std::istringstream rest(out->substr(at + 10));
    std::string id;
    rest >> id;
    return id;
}

void checkFileOffsets(const ElfSymbols& elf, const std::vector<SectionRow>& sections)
{
    std::size_t checked = 0;
    for (const ElfSymbol& s : elf.symbols()) {
        if (s.absolute || s.kind == ElfSymbolKind::Tls)
            continue;
        const SectionRow* in = nullptr;
        for (const SectionRow& row : sections) {
            if (s.value >= row.addr && s.value < row.addr + row.size)
                in = &row;
        }
        if (!in)
            continue;
        const std::optional<std::uint64_t> offset = elf.fileOffset(s.value);
        if (in->nobits) {
            PT_CHECK_MSG(!offset.has_value(), std::string(s.name) + " is in .bss: no file offset");
            continue;
        }
        PT_CHECK_MSG(offset.has_value(), std::string(s.name));
        PT_CHECK_EQ(*offset, s.value - in->addr + in->offset);
        ++checked;
    }
    PT_CHECK(checked > 100);
}

// --- a crafted image ------------------------------------------------------------------------

struct Image
{
    std::vector<std::uint8_t> bytes;

    std::size_t add(const void* data, std::size_t size, std::size_t align = 8)
    {
        while (bytes.size() % align)
            bytes.push_back(0);
        const std::size_t at = bytes.size();
        const auto* p = static_cast<const std::uint8_t*>(data);
        bytes.insert(bytes.end(), p, p + size);
        return at;
    }
    template<typename T>
    void put(std::size_t at, const T& value)
    {
        std::memcpy(bytes.data() + at, &value, sizeof value);
    }
};

Elf64_Sym sym(std::uint32_t name, unsigned bind, unsigned type, std::uint16_t shndx, std::uint64_t value,
              std::uint64_t size)
{
    Elf64_Sym s = {};
    s.st_name = name;
    s.st_info = static_cast<unsigned char>(ELF64_ST_INFO(bind, type));
    s.st_shndx = shndx;
    s.st_value = value;
    s.st_size = size;
    return s;
}

// A shared object with a versioned .dynsym, a build id note and two PT_LOAD segments; the
// offsets of its parts are returned for the damage tests.
struct Crafted
{
    Image image;
    std::size_t shoff = 0, dynsymAt = 0, dynstrAt = 0, verdefAt = 0, noteAt = 0;
};

Crafted craft()
{
    Crafted c;
    Image& img = c.image;
    Elf64_Ehdr eh = {};
    img.add(&eh, sizeof eh);
    Elf64_Phdr ph[3] = {};
    const std::size_t phoff = img.add(ph, sizeof ph);

    const char dynstr[] = "\0cudaMalloc\0localThing\0dataObj\0free\0libfoo.so.1\0FOO_2\0FOO_1\0";
    c.dynstrAt = img.add(dynstr, sizeof dynstr, 1);
    const auto str = [&](const char* s) {
        return static_cast<std::uint32_t>(std::search(dynstr, dynstr + sizeof dynstr, s, s + std::strlen(s) + 1)
                                          - dynstr);
    };
    const Elf64_Sym syms[] = {
        sym(0, 0, 0, 0, 0, 0),
        sym(str("cudaMalloc"), STB_GLOBAL, STT_FUNC, 8, 0x1000, 0x20), // cudaMalloc@@FOO_2
        sym(str("cudaMalloc"), STB_GLOBAL, STT_FUNC, 8, 0x1100, 0x10), // cudaMalloc@FOO_1
        sym(str("localThing"), STB_LOCAL, STT_FUNC, 8, 0x1050, 0x10),  // a local function
        sym(str("dataObj"), STB_GLOBAL, STT_OBJECT, 9, 0x2000, 8),     // an object
        sym(str("free"), STB_GLOBAL, STT_FUNC, SHN_UNDEF, 0, 0),       // undefined: left out
        sym(0, STB_LOCAL, STT_SECTION, 8, 0x1000, 0),                  // a section symbol: left out
        sym(str("FOO_2"), STB_GLOBAL, STT_OBJECT, SHN_ABS, 0, 0),      // a version's own symbol
    };
    c.dynsymAt = img.add(syms, sizeof syms);
    const std::uint16_t versym[] = {0, 2, 0x8000 | 3, 0, 1, 0, 0, 2};
    const std::size_t versymAt = img.add(versym, sizeof versym, 2);

    // Verdefs: base (1, libfoo.so.1), 2 FOO_2, 3 FOO_1; each with one Verdaux right after it.
    struct Def
    {
        Elf64_Verdef d;
        Elf64_Verdaux a;
    };
    Def defs[3] = {};
    const char* defNames[] = {"libfoo.so.1", "FOO_2", "FOO_1"};
    for (int i = 0; i < 3; ++i) {
        defs[i].d.vd_version = 1;
        defs[i].d.vd_flags = i == 0 ? VER_FLG_BASE : 0;
        defs[i].d.vd_ndx = static_cast<std::uint16_t>(i + 1);
        defs[i].d.vd_cnt = 1;
        defs[i].d.vd_aux = sizeof(Elf64_Verdef);
        defs[i].d.vd_next = i < 2 ? sizeof(Def) : 0;
        defs[i].a.vda_name = str(defNames[i]);
    }
    c.verdefAt = img.add(defs, sizeof defs);

    struct
    {
        Elf64_Nhdr h;
        char name[4];
        std::uint8_t desc[8];
    } note = {{4, 8, NT_GNU_BUILD_ID}, {'G', 'N', 'U', '\0'}, {0xde, 0xad, 0xbe, 0xef, 0x01, 0x23, 0x45, 0x67}};
    c.noteAt = img.add(&note, sizeof note, 4);

    Elf64_Shdr sh[10] = {};
    sh[1] = {0, SHT_STRTAB, SHF_ALLOC, 0, c.dynstrAt, sizeof dynstr, 0, 0, 1, 0};
    sh[2] = {0, SHT_DYNSYM, SHF_ALLOC, 0, c.dynsymAt, sizeof syms, 1, 1, 8, sizeof(Elf64_Sym)};
    sh[3] = {0, SHT_GNU_versym, SHF_ALLOC, 0, versymAt, sizeof versym, 2, 0, 2, 2};
    sh[4] = {0, SHT_GNU_verdef, SHF_ALLOC, 0, c.verdefAt, sizeof defs, 1, 3, 8, 0};
    sh[5] = {0, SHT_NOTE, SHF_ALLOC, 0, c.noteAt, sizeof note, 0, 0, 4, 0};
    c.shoff = img.add(sh, sizeof sh);
    const std::uint64_t fileSize = img.bytes.size();

    // PT_LOAD 1: the first page at vaddr 0 (headers and tables). PT_LOAD 2: vaddr 0x1000 (code),
    // file offset 0 again, so that fileOffset(0x1050) == 0x50. PT_NOTE for the build id.
    ph[0] = {PT_LOAD, PF_R, 0, 0, 0, fileSize, fileSize, 0x1000};
    ph[1] = {PT_LOAD, PF_R | PF_X, 0, 0x1000, 0x1000, fileSize, 0x2000, 0x1000};
    ph[2] = {PT_NOTE, PF_R, c.noteAt, c.noteAt, c.noteAt, sizeof note, sizeof note, 4};
    img.put(phoff, ph);

    std::memcpy(eh.e_ident, ELFMAG, SELFMAG);
    eh.e_ident[EI_CLASS] = ELFCLASS64;
    eh.e_ident[EI_DATA] = ELFDATA2LSB;
    eh.e_ident[EI_VERSION] = EV_CURRENT;
    eh.e_type = ET_DYN;
    eh.e_machine = EM_X86_64;
    eh.e_version = EV_CURRENT;
    eh.e_phoff = phoff;
    eh.e_shoff = c.shoff;
    eh.e_ehsize = sizeof eh;
    eh.e_phentsize = sizeof(Elf64_Phdr);
    eh.e_phnum = 3;
    eh.e_shentsize = sizeof(Elf64_Shdr);
    eh.e_shnum = 10;
    img.put(0, eh);
    return c;
}

std::optional<ElfSymbols> parse(const std::vector<std::uint8_t>& bytes, std::string* error = nullptr)
{
    std::string scratch;
    return ElfSymbols::fromMemory(bytes, error ? error : &scratch);
}

// Whatever a damaged image gives must still be self-consistent.
void checkConsistent(const ElfSymbols& elf)
{
    for (const ElfSymbol& s : elf.symbols()) {
        PT_CHECK(!s.name.empty());
        PT_CHECK(s.name.size() <= ElfSymbols::MaxNameBytes);
        (void)elf.find(s.name);
        (void)elf.fileOffset(s.value);
        if (const auto loc = elf.symbolize(s.value + 1))
            PT_CHECK(loc->symbol->value <= s.value + 1);
    }
    PT_CHECK(elf.buildId().size() % 2 == 0);
}

} // namespace

PT_TEST(crafted_image_reads_exactly)
{
    const Crafted c = craft();
    std::string error;
    const std::optional<ElfSymbols> elf = parse(c.image.bytes, &error);
    PT_CHECK_MSG(elf.has_value(), error);
    PT_CHECK(elf->hasDynsym());
    PT_CHECK(!elf->hasSymtab());
    PT_CHECK_EQ(elf->type(), std::uint16_t{ET_DYN});
    PT_CHECK_EQ(elf->symbols().size(), std::size_t{5});

    std::set<std::string> names;
    for (const ElfSymbol& s : elf->symbols())
        names.insert(s.versionedName());
    PT_CHECK(
        names
        == (std::set<std::string>{"cudaMalloc@@FOO_2", "cudaMalloc@FOO_1", "localThing", "dataObj", "FOO_2@@FOO_2"}));

    const ElfSymbol* malloc = elf->find("cudaMalloc");
    PT_CHECK(malloc != nullptr);
    PT_CHECK_EQ(malloc->value, std::uint64_t{0x1000}); // the default version, not the hidden one
    PT_CHECK_EQ(std::string(malloc->version), std::string("FOO_2"));
    PT_CHECK(!malloc->hiddenVersion);
    PT_CHECK(elf->find("free") == nullptr);  // undefined
    PT_CHECK(elf->find("FOO_2") == nullptr); // absolute
    PT_CHECK(elf->find("cudaFree") == nullptr);
    PT_CHECK_EQ(elf->find("dataObj")->kind, ElfSymbolKind::Object);

    PT_CHECK_EQ(elf->fileOffset(0x1050).value_or(0), std::uint64_t{0x50});
    PT_CHECK_EQ(elf->fileOffset(0x10).value_or(0), std::uint64_t{0x10});
    PT_CHECK(!elf->fileOffset(0x1000 + c.image.bytes.size()).has_value()); // past the file part
    PT_CHECK_EQ(elf->loadBias(0x7f0000000000, 0).value_or(0), std::uint64_t{0x7f0000000000});

    // Nearest preceding function; the local in the middle of cudaMalloc wins after its start.
    auto at = [&](std::uint64_t v) { return elf->symbolize(v); };
    PT_CHECK(!at(0xfff).has_value());
    PT_CHECK_EQ(std::string(at(0x1000)->symbol->name), std::string("cudaMalloc"));
    PT_CHECK_EQ(at(0x1010)->offset, std::uint64_t{0x10});
    PT_CHECK(at(0x1010)->inside);
    PT_CHECK_EQ(std::string(at(0x1055)->symbol->name), std::string("localThing"));
    PT_CHECK(!at(0x1080)->inside); // past localThing's 0x10 bytes
    PT_CHECK_EQ(at(0x1100)->symbol->value, std::uint64_t{0x1100});

    PT_CHECK_EQ(elf->buildId(), std::string("deadbeef01234567"));
}

PT_TEST(damaged_images_fail_cleanly_or_stay_consistent)
{
    const Crafted c = craft();
    // Every prefix: a clear error or a consistent subset.
    for (std::size_t n = 0; n <= c.image.bytes.size(); ++n) {
        std::vector<std::uint8_t> prefix(c.image.bytes.begin(), c.image.bytes.begin() + static_cast<long>(n));
        std::string error;
        const std::optional<ElfSymbols> elf = parse(prefix, &error);
        if (elf)
            checkConsistent(*elf);
        else
            PT_CHECK(!error.empty());
    }
    PT_CHECK(!parse({}).has_value());
    PT_CHECK(!parse(std::vector<std::uint8_t>(c.image.bytes.begin(), c.image.bytes.begin() + 63)).has_value());

    // Targeted damage: offsets and sizes pointing outside the file, links to nowhere, a wrong
    // entry size, a version chain that loops, names without their NUL, notes that lie.
    // Each returns the number of symbols read, or -1 when the image was refused (with an error).
    auto damaged = [&](auto&& mutate) {
        Crafted d = craft();
        mutate(d);
        std::string error;
        const std::optional<ElfSymbols> elf = parse(d.image.bytes, &error);
        if (!elf) {
            PT_CHECK(!error.empty());
            return -1;
        }
        checkConsistent(*elf);
        return static_cast<int>(elf->symbols().size());
    };
    auto shdr = [](Crafted& d, int index) {
        return reinterpret_cast<Elf64_Shdr*>(d.image.bytes.data() + d.shoff) + index;
    };
    auto ehdr = [](Crafted& d) { return reinterpret_cast<Elf64_Ehdr*>(d.image.bytes.data()); };
    PT_CHECK_EQ(damaged([](Crafted&) {}), 5);
    // A broken symbol table is skipped (counted in droppedSymbols), not fatal: a file's other
    // table may be fine.
    PT_CHECK_EQ(damaged([&](Crafted& d) { shdr(d, 2)->sh_size = 24 * (1ull << 40); }), 0);
    PT_CHECK_EQ(damaged([&](Crafted& d) { shdr(d, 2)->sh_size = UINT64_MAX - 8; }), 0);
    PT_CHECK_EQ(damaged([&](Crafted& d) { shdr(d, 2)->sh_offset = UINT64_MAX - 100; }), 0);
    PT_CHECK_EQ(damaged([&](Crafted& d) { shdr(d, 2)->sh_link = 9999; }), 0);
    PT_CHECK_EQ(damaged([&](Crafted& d) { shdr(d, 2)->sh_link = 2; }), 0); // its own link: not a STRTAB
    PT_CHECK_EQ(damaged([&](Crafted& d) { shdr(d, 2)->sh_entsize = 16; }), 0);
    PT_CHECK_EQ(damaged([&](Crafted& d) { shdr(d, 1)->sh_size = UINT64_MAX; }), 0);
    // Names that run off a cut string table are kept, cut at its end.
    PT_CHECK_EQ(damaged([&](Crafted& d) { shdr(d, 1)->sh_size = 5; }), 2);
    // Versions lost, symbols kept.
    PT_CHECK_EQ(damaged([&](Crafted& d) { shdr(d, 3)->sh_size = 0x10000; }), 5);
    PT_CHECK_EQ(damaged([&](Crafted& d) {
                    // vd_next is added to a 64-bit offset: a huge one leaves the section, it cannot loop.
                    reinterpret_cast<Elf64_Verdef*>(d.image.bytes.data() + d.verdefAt)->vd_next = 0xfffffff0;
                }),
                5);
    PT_CHECK_EQ(damaged([&](Crafted& d) {
                    reinterpret_cast<Elf64_Verdef*>(d.image.bytes.data() + d.verdefAt)->vd_aux = 0xffffff00;
                }),
                5);
    PT_CHECK_EQ(damaged([&](Crafted& d) {
                    reinterpret_cast<Elf64_Nhdr*>(d.image.bytes.data() + d.noteAt)->n_descsz = 0xfffffff0;
                }),
                5);
    PT_CHECK_EQ(damaged([&](Crafted& d) {
                    reinterpret_cast<Elf64_Sym*>(d.image.bytes.data() + d.dynsymAt)[1].st_name = 0xfffffff0;
                }),
                4);
    PT_CHECK_EQ(damaged([&](Crafted& d) { ehdr(d)->e_shnum = 0; }), 0); // no sections: no symbols, no error
    PT_CHECK_EQ(damaged([&](Crafted& d) { ehdr(d)->e_shnum = 2000; }), -1);
    PT_CHECK_EQ(damaged([&](Crafted& d) { ehdr(d)->e_phnum = 1000; }), -1);
    PT_CHECK_EQ(damaged([&](Crafted& d) { ehdr(d)->e_shentsize = 10; }), -1);
    PT_CHECK_EQ(damaged([&](Crafted& d) { ehdr(d)->e_shoff = UINT64_MAX - 10; }), -1);
    PT_CHECK_EQ(damaged([&](Crafted& d) { ehdr(d)->e_ident[EI_CLASS] = ELFCLASS32; }), -1);
    PT_CHECK_EQ(damaged([&](Crafted& d) { ehdr(d)->e_ident[EI_DATA] = ELFDATA2MSB; }), -1);
    PT_CHECK_EQ(damaged([&](Crafted& d) { ehdr(d)->e_type = ET_REL; }), -1);

    // Deterministic random byte flips across the whole image.
    std::uint32_t state = 2024;
    for (int round = 0; round < 3000; ++round) {
        Crafted d = craft();
        for (int k = 0; k < 4; ++k) {
            state = state * 1664525u + 1013904223u;
            d.image.bytes[(state >> 8) % d.image.bytes.size()] = static_cast<std::uint8_t>(state >> 24);
        }
        const std::optional<ElfSymbols> elf = parse(d.image.bytes);
        if (elf)
            checkConsistent(*elf);
    }
}

PT_TEST(files_that_are_not_elf_give_errors)
{
    std::string error;
    PT_CHECK(!ElfSymbols::open("/nonexistent/libcudart.so.12", &error).has_value());
    PT_CHECK(error.find("/nonexistent/libcudart.so.12") != std::string::npos);
    PT_CHECK(!ElfSymbols::open("/proc/self/maps", &error).has_value()); // size 0 per stat: too short
    PT_CHECK(!ElfSymbols::open("/tmp", &error).has_value());
    PT_CHECK(error.find("not a regular file") != std::string::npos);
    PT_CHECK(!ElfSymbols::open("/etc/hostname", &error).has_value());
}

PT_TEST(self_symbols_agree_with_the_dynamic_loader)
{
    // This executable: its .symtab has the marker function under its mangled name, and the
    // load bias from its maps turns the function's address back into that symbol.
    std::string error;
    const std::optional<ProcMaps> maps = ProcMaps::read(0, &error);
    PT_CHECK_MSG(maps.has_value(), error);
    const auto marker = reinterpret_cast<std::uint64_t>(reinterpret_cast<void*>(&probe_test::markerFunction));
    const faultline::probe::Mapping* m = maps->find(marker);
    PT_CHECK(m != nullptr);
    const std::optional<ElfSymbols> self = ElfSymbols::open("/proc/self/exe", &error);
    PT_CHECK_MSG(self.has_value(), error);
    PT_CHECK(self->hasSymtab());
    const ElfSymbol* sym = self->find("_ZN10probe_test14markerFunctionEi");
    PT_CHECK(sym != nullptr);
    PT_CHECK_EQ(sym->kind, ElfSymbolKind::Function);
    const std::optional<std::uint64_t> bias = self->loadBias(m->start, m->offset);
    PT_CHECK(bias.has_value());
    PT_CHECK_EQ(*bias + sym->value, marker);
    const auto loc = self->symbolize(marker - *bias + 3);
    PT_CHECK(loc.has_value());
    PT_CHECK_EQ(std::string(loc->symbol->name), std::string("_ZN10probe_test14markerFunctionEi"));
    PT_CHECK_EQ(loc->offset, std::uint64_t{3});
    PT_CHECK(loc->inside);
    PT_CHECK_EQ(demangle(loc->symbol->name), std::string("probe_test::markerFunction(int)"));
    PT_CHECK(!self->buildId().empty());

    // libc: every exported function, looked up in the middle, is the one dladdr() finds there.
    Dl_info info = {};
    PT_CHECK(::dladdr(reinterpret_cast<void*>(&::dladdr), &info) != 0);
    const std::optional<ElfSymbols> libc = ElfSymbols::open(info.dli_fname, &error);
    PT_CHECK_MSG(libc.has_value(), error);
    const auto base = reinterpret_cast<std::uint64_t>(info.dli_fbase);
    const faultline::probe::Mapping* first = maps->find(base);
    PT_CHECK(first != nullptr);
    PT_CHECK_EQ(libc->loadBias(first->start, first->offset).value_or(0), base);
    std::size_t compared = 0;
    for (const ElfSymbol& s : libc->symbols()) {
        if (!s.dynamic || s.kind != ElfSymbolKind::Function || s.size < 2)
            continue;
        const std::uint64_t inside = s.value + s.size / 2;
        Dl_info at = {};
        if (::dladdr(reinterpret_cast<void*>(base + inside), &at) == 0 || at.dli_saddr == nullptr)
            continue;
        const auto found = libc->symbolize(inside);
        PT_CHECK(found.has_value());
        PT_CHECK_MSG(base + found->symbol->value == reinterpret_cast<std::uint64_t>(at.dli_saddr),
                     std::string(s.name) + " vs " + at.dli_sname);
        ++compared;
    }
    PT_CHECK(compared > 500);
}

PT_TEST(demangle_is_safe_on_anything)
{
    PT_CHECK_EQ(demangle("_ZN3foo3barEv"), std::string("foo::bar()"));
    PT_CHECK_EQ(demangle("_ZNSt6vectorIiSaIiEE9push_backERKi"),
                std::string("std::vector<int, std::allocator<int> >::push_back(int const&)"));
    PT_CHECK_EQ(demangle("cudaMalloc"), std::string("cudaMalloc"));
    PT_CHECK_EQ(demangle("i"), std::string("i"));
    PT_CHECK_EQ(demangle(""), std::string());
    PT_CHECK_EQ(demangle("_Z"), std::string("_Z"));
    PT_CHECK_EQ(demangle("_Zgarbage!!"), std::string("_Zgarbage!!"));
    const std::string nul("_ZN3foo\0bar", 11);
    (void)demangle(nul);
    const std::string deep = "_Z1f" + std::string(5000, 'P') + "i";
    PT_CHECK_EQ(demangle(deep), deep); // over the cap: returned as is
    std::string nested = "_Z1f";
    for (int i = 0; i < 600; ++i)
        nested += "N1aIN";
    (void)demangle(nested);
    std::uint32_t state = 7;
    for (int round = 0; round < 20000; ++round) {
        std::string s = "_Z";
        for (int k = 0; k < 24; ++k) {
            state = state * 1103515245u + 12345u;
            s.push_back("NEIJSt0123456789_vicRPKZLaSd"[(state >> 16) % 28]);
        }
        (void)demangle(s);
    }
}

PT_TEST(cudart_symbols_equal_nm)
{
    if (!faultline::probetest::isExecutable(CudartPath) && ::access(CudartPath, R_OK) != 0)
        PT_SKIP(std::string(CudartPath) + " not found (the CUDA 13 runtime is not installed here)");
    const std::string nm = requireProgram("nm");
    const std::string readelf = requireProgram("readelf");
    std::string error;
    const std::optional<ElfSymbols> elf = ElfSymbols::open(CudartPath, &error);
    PT_CHECK_MSG(elf.has_value(), error);
    PT_CHECK(elf->hasDynsym());
    PT_CHECK(!elf->hasSymtab()); // libcudart ships stripped
    PT_CHECK_EQ(elf->droppedSymbols(), std::size_t{0});
    PT_CHECK_EQ(elf->truncatedNames(), std::size_t{0});
    checkSameSymbols(ourSymbols(*elf, true), nmSymbols(nm, CudartPath, true), "libcudart .dynsym");

    for (const char* name :
         {"cudaMalloc", "cudaFree", "cudaLaunchKernel", "cudaMemcpyAsync", "cudaStreamSynchronize"}) {
        const ElfSymbol* s = elf->find(name);
        PT_CHECK_MSG(s != nullptr, name);
        PT_CHECK_EQ(s->kind, ElfSymbolKind::Function);
        PT_CHECK_EQ(std::string(s->version), std::string("libcudart.so.13"));
        const auto loc = elf->symbolize(s->value + 1);
        PT_CHECK(loc.has_value());
        PT_CHECK_EQ(loc->symbol->value, s->value);
    }
    checkFileOffsets(*elf, readelfSections(readelf, CudartPath));
    PT_CHECK_EQ(elf->buildId(), readelfBuildId(readelf, CudartPath));
    PT_CHECK(!elf->buildId().empty());
}

PT_TEST(libpython_symbols_equal_nm)
{
    const std::vector<std::string> libs = globPaths("/root/.pyenv/versions/3.1*/lib/libpython3.*.so.1.0");
    if (libs.empty())
        PT_SKIP("no pyenv libpython at /root/.pyenv/versions/3.1*/lib (CPython built with --enable-shared)");
    const std::string nm = requireProgram("nm");
    const std::string readelf = requireProgram("readelf");
    for (const std::string& path : libs) {
        std::string error;
        const std::optional<ElfSymbols> elf = ElfSymbols::open(path, &error);
        PT_CHECK_MSG(elf.has_value(), error);
        PT_CHECK(elf->hasSymtab());
        checkSameSymbols(ourSymbols(*elf, true), nmSymbols(nm, path, true), path + " .dynsym");
        checkSameSymbols(ourSymbols(*elf, false), nmSymbols(nm, path, false), path + " .symtab");
        const ElfSymbol* runtime = elf->find("_PyRuntime");
        PT_CHECK(runtime != nullptr);
        PT_CHECK(runtime->dynamic);
        PT_CHECK_EQ(runtime->kind, ElfSymbolKind::Object);
        checkFileOffsets(*elf, readelfSections(readelf, path));
        PT_CHECK_EQ(elf->buildId(), readelfBuildId(readelf, path));

        // Every sized function of .symtab symbolizes back to itself (or an alias) at its last byte.
        std::size_t checked = 0;
        for (const ElfSymbol& s : elf->symbols()) {
            if (s.dynamic || s.kind != ElfSymbolKind::Function || s.size == 0)
                continue;
            const auto loc = elf->symbolize(s.value + s.size - 1);
            PT_CHECK(loc.has_value());
            PT_CHECK(loc->symbol->value >= s.value && loc->symbol->value < s.value + s.size);
            ++checked;
        }
        PT_CHECK(checked > 1000);

        // Py_Version (3.11+) read through fileOffset() is the interpreter's own sys.hexversion.
        if (const ElfSymbol* version = elf->find("Py_Version")) {
            const std::optional<std::uint64_t> offset = elf->fileOffset(version->value);
            PT_CHECK(offset.has_value());
            const std::vector<std::uint8_t> bytes = readFile(path);
            PT_CHECK(*offset + 4 <= bytes.size());
            std::uint32_t hex = 0;
            std::memcpy(&hex, bytes.data() + *offset, 4);
            const std::string python = path.substr(0, path.find("/lib/libpython")) + "/bin/python3";
            const std::optional<std::string> out = runCapture({python, "-c", "import sys; print(sys.hexversion)"});
            PT_CHECK_MSG(out.has_value(), python);
            PT_CHECK_EQ(hex, static_cast<std::uint32_t>(std::stoul(*out)));
        }
        std::printf("       %s: %zu symbols, build id %s\n", path.c_str(), elf->symbols().size(),
                    elf->buildId().c_str());
    }
}

PT_MAIN()
