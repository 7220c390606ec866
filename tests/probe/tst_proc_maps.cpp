// ProcMaps: this process's own maps checked against dladdr() and stat(), crafted hostile text,
// and the attach path of files that were deleted or replaced under their mapping.

#include "ProbeTest.h"
#include "ProcMaps.h"

#include <cstdlib>
#include <dlfcn.h>
#include <fcntl.h>
#include <fstream>
#include <sstream>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

using faultline::probe::FileKey;
using faultline::probe::MappedFile;
using faultline::probe::Mapping;
using faultline::probe::ProcMaps;

namespace {

FileKey keyOf(const struct stat& st)
{
    return FileKey{major(st.st_dev), minor(st.st_dev), st.st_ino};
}

std::string readText(const std::string& path)
{
    std::ifstream in(path);
    std::ostringstream out;
    out << in.rdbuf();
    return out.str();
}

// A temporary file that unlinks itself; `text` is its content.
class TempFile
{
public:
    explicit TempFile(const std::string& text)
    {
        char name[] = "/tmp/faultline-procmaps-XXXXXX";
        m_fd = ::mkstemp(name);
        m_path = name;
        if (m_fd >= 0)
            (void)!::write(m_fd, text.data(), text.size());
    }
    ~TempFile()
    {
        if (m_fd >= 0)
            ::close(m_fd);
        ::unlink(m_path.c_str());
    }
    TempFile(const TempFile&) = delete;
    TempFile& operator=(const TempFile&) = delete;

    [[nodiscard]] int fd() const { return m_fd; }
    [[nodiscard]] const std::string& path() const { return m_path; }

private:
    int m_fd = -1;
    std::string m_path;
};

const MappedFile* findByPath(const std::vector<MappedFile>& files, const std::string& path)
{
    for (const MappedFile& f : files) {
        if (f.path == path)
            return &f;
    }
    return nullptr;
}

} // namespace

PT_TEST(self_maps_match_the_kernel_and_the_dynamic_loader)
{
    std::string error;
    const std::optional<ProcMaps> maps = ProcMaps::read(0, &error);
    PT_CHECK_MSG(maps.has_value(), error);
    PT_CHECK_EQ(maps->skippedLines(), std::size_t{0});

    // One mapping per line of the file the kernel writes (parsed from one read of it: the maps
    // change between reads, under ASan in particular).
    const std::string text = readText("/proc/self/maps");
    std::size_t lines = 0;
    for (char c : text)
        lines += c == '\n';
    PT_CHECK(lines > 10);
    const ProcMaps once = ProcMaps::parse(text);
    PT_CHECK_EQ(once.mappings().size(), lines);
    PT_CHECK_EQ(once.skippedLines(), std::size_t{0});

    // libc: the mapping holding dlopen's code is executable, its file is libc by path and by
    // (dev, inode), and its load bias is the base dladdr() reports.
    Dl_info info = {};
    PT_CHECK(::dladdr(reinterpret_cast<void*>(&::dladdr), &info) != 0);
    const auto address = reinterpret_cast<std::uint64_t>(reinterpret_cast<void*>(&::dladdr));
    const Mapping* m = maps->find(address);
    PT_CHECK(m != nullptr);
    PT_CHECK(m->exec && m->read && !m->write);
    PT_CHECK(m->isFile());
    char* real = ::realpath(info.dli_fname, nullptr);
    PT_CHECK(real != nullptr);
    const std::string libcPath = real;
    std::free(real);
    PT_CHECK_EQ(m->path, libcPath);

    const std::vector<MappedFile> files = maps->files();
    const MappedFile* libc = findByPath(files, libcPath);
    PT_CHECK(libc != nullptr);
    PT_CHECK(libc->executable);
    PT_CHECK(libc->mappings.size() >= 2);
    struct stat st = {};
    PT_CHECK(::stat(libcPath.c_str(), &st) == 0);
    PT_CHECK(libc->key == keyOf(st));
    PT_CHECK_EQ(libc->loadBias(), reinterpret_cast<std::uint64_t>(info.dli_fbase));

    // Distinct files: no key twice, and every file mapping belongs to exactly one file.
    std::size_t fileMappings = 0;
    for (const Mapping& mapping : maps->mappings())
        fileMappings += mapping.isFile();
    std::size_t listed = 0;
    for (std::size_t i = 0; i < files.size(); ++i) {
        listed += files[i].mappings.size();
        for (std::size_t j = i + 1; j < files.size(); ++j)
            PT_CHECK(!(files[i].key == files[j].key));
    }
    PT_CHECK_EQ(listed, fileMappings);

    // Pseudo-paths are not files.
    bool sawStack = false;
    for (const Mapping& mapping : maps->mappings()) {
        if (mapping.path == "[stack]") {
            sawStack = true;
            PT_CHECK(!mapping.isFile());
            PT_CHECK(mapping.write);
        }
    }
    PT_CHECK(sawStack);

    // A present, unchanged file is attached through /proc/PID/root.
    PT_CHECK_EQ(maps->attachPath(::getpid(), *libc), ProcMaps::rootPath(::getpid(), libcPath));
}

PT_TEST(crafted_lines_parse_to_their_fields)
{
    const std::string text =
        "00400000-00452000 r-xp 00000000 08:02 173521      /usr/bin/dbus-daemon\n"
        "7f1c2e000000-7f1c2e021000 rw-p 00000000 00:00 0 \n"
        "7f1c2e021000-7f1c32000000 ---p 00000000 00:00 0\n"
        "7ffd1a2b3000-7ffd1a2d4000 rw-p 00000000 00:00 0                          [stack]\n"
        "7f0000001000-7f0000002000 r-xs 0001f000 fd:1a 99 /opt/my libs/ with  spaces/libcudart.so.12\n"
        "7f0000003000-7f0000004000 r-xp 00002000 103:0f 18446744073709551615 /tmp/x (deleted)\n"
        "7f0000005000-7f0000006000 r--p 00000000 00:05 12 /memfd:buffer (deleted)\n"
        "7f0000007000-7f0000008000 rw-p 00000000 00:00 0   [anon:my name]";
    const ProcMaps maps = ProcMaps::parse(text);
    PT_CHECK_EQ(maps.skippedLines(), std::size_t{0});
    PT_CHECK_EQ(maps.mappings().size(), std::size_t{8});

    const Mapping& exe = maps.mappings()[0];
    PT_CHECK_EQ(exe.start, std::uint64_t{0x400000});
    PT_CHECK_EQ(exe.end, std::uint64_t{0x452000});
    PT_CHECK(exe.read && !exe.write && exe.exec && !exe.shared);
    PT_CHECK_EQ(exe.devMajor, 8u);
    PT_CHECK_EQ(exe.devMinor, 2u);
    PT_CHECK_EQ(exe.inode, std::uint64_t{173521});
    PT_CHECK_EQ(exe.path, std::string("/usr/bin/dbus-daemon"));
    PT_CHECK(exe.isFile());

    PT_CHECK_EQ(maps.mappings()[1].path, std::string());
    PT_CHECK(!maps.mappings()[1].isFile());
    PT_CHECK_EQ(maps.mappings()[2].path, std::string());
    PT_CHECK(!maps.mappings()[2].read);
    PT_CHECK_EQ(maps.mappings()[3].path, std::string("[stack]"));

    const Mapping& spaced = maps.mappings()[4];
    PT_CHECK_EQ(spaced.path, std::string("/opt/my libs/ with  spaces/libcudart.so.12"));
    PT_CHECK(spaced.shared);
    PT_CHECK_EQ(spaced.offset, std::uint64_t{0x1f000});
    PT_CHECK_EQ(spaced.devMajor, 0xfdu);
    PT_CHECK_EQ(spaced.devMinor, 0x1au);

    const Mapping& deleted = maps.mappings()[5];
    PT_CHECK(deleted.deleted);
    PT_CHECK_EQ(deleted.path, std::string("/tmp/x"));
    PT_CHECK_EQ(deleted.devMajor, 0x103u);
    PT_CHECK_EQ(deleted.inode, std::uint64_t{18446744073709551615ull});

    PT_CHECK(maps.mappings()[6].deleted);
    PT_CHECK_EQ(maps.mappings()[6].path, std::string("/memfd:buffer"));
    PT_CHECK_EQ(maps.mappings()[7].path, std::string("[anon:my name]"));
    PT_CHECK(!maps.mappings()[7].isFile());

    PT_CHECK(maps.find(0x451fff) == &maps.mappings()[0]);
    PT_CHECK(maps.find(0x452000) == nullptr);
}

PT_TEST(hostile_lines_are_skipped_and_counted)
{
    const std::string longPath = "/" + std::string(4096, 'a') + "/libcudart.so.12";
    const std::vector<std::string> bad = {
        "hello",
        "zz-10 r-xp 00000000 08:01 1 /x",
        "2000-1000 r-xp 00000000 08:01 1 /start-after-end",
        "1000-1000 r-xp 00000000 08:01 1 /empty-range",
        "1000-2000 rwxq 00000000 08:01 1 /bad-perms",
        "1000-2000 r-x 00000000 08:01 1 /short-perms",
        "1000-2000 r-xp 00000000 0801 1 /no-colon",
        "1000-2000 r-xp 00000000 08:01 99999999999999999999999 /inode-overflow",
        "1000-2000 r-xp 00000000 08:01 /no-inode",
        "1000-2000 r-xp 00000000 08:01 1/glued-path",
        "11112222333344445-2000 r-xp 00000000 08:01 1 /start-too-long",
        "1000-2000 r-xp 000000000000000000 08:01 1 /offset-too-long",
        "1000-2000 r-xp 00000000 123456789:01 1 /major-too-long",
        "1000-2000",
        "-",
        std::string("1000-2000 r-xp 00000000 08:01 \0 /nul-inode", 43),
        "1000-2000 r-xp 00000000 08:01 1 " + std::string(ProcMaps::MaxLineBytes, 'x'),
    };
    std::string text;
    for (const std::string& line : bad)
        text += line + "\n";
    text += "1000-2000 r-xp 00000000 08:01 7 " + longPath + "\n";
    text += std::string(3, '\n');
    text += "3000-4000 r-xp 00000000 08:01 8 /no-final-newline";
    const ProcMaps maps = ProcMaps::parse(text);
    PT_CHECK_EQ(maps.skippedLines(), bad.size());
    PT_CHECK_EQ(maps.mappings().size(), std::size_t{2});
    PT_CHECK_EQ(maps.mappings()[0].path, longPath);
    PT_CHECK_EQ(maps.mappings()[1].path, std::string("/no-final-newline"));

    // Pure garbage never crashes and never yields a mapping that breaks the invariants.
    std::string noise;
    std::uint32_t state = 12345;
    for (int i = 0; i < 200000; ++i) {
        state = state * 1103515245u + 12345u;
        noise.push_back("0123456789abcdef- :/rwxp\n( )"[(state >> 16) % 29]);
    }
    const ProcMaps garbage = ProcMaps::parse(noise);
    for (const Mapping& m : garbage.mappings())
        PT_CHECK(m.start < m.end);
    (void)garbage.files();
}

PT_TEST(library_names_are_recognised)
{
    for (const char* yes : {"libcudart.so", "libcudart.so.13", "libcudart.so.12.4.127", "libcudart-d0da41ae.so.11.0",
                            "libcudart.abc.so", "libcudart-.so"})
        PT_CHECK_MSG(ProcMaps::isCudaRuntimeName(yes), yes);
    for (const char* no : {"libcudart_static.a", "libcudart", "libcudart-d0da41ae", "libcudart_so", "xlibcudart.so",
                           "libcuda.so.1", "libcudadevrt.a", "libcudartso"})
        PT_CHECK_MSG(!ProcMaps::isCudaRuntimeName(no), no);
    for (const char* yes : {"libcuda.so", "libcuda.so.1", "libcuda.so.580.65.06"})
        PT_CHECK_MSG(ProcMaps::isCudaDriverName(yes), yes);
    for (const char* no : {"libcudart.so.13", "libcuda-12.so", "libcudnn.so.9"})
        PT_CHECK_MSG(!ProcMaps::isCudaDriverName(no), no);

    int minor = 0;
    std::string flags;
    PT_CHECK(ProcMaps::isLibPythonName("libpython3.12.so.1.0", &minor, &flags));
    PT_CHECK_EQ(minor, 12);
    PT_CHECK_EQ(flags, std::string());
    PT_CHECK(ProcMaps::isLibPythonName("libpython3.13t.so.1.0", &minor, &flags));
    PT_CHECK_EQ(minor, 13);
    PT_CHECK_EQ(flags, std::string("t"));
    PT_CHECK(ProcMaps::isLibPythonName("libpython3.10d.so", &minor, &flags));
    PT_CHECK_EQ(flags, std::string("d"));
    for (const char* no :
         {"libpython3.so", "libpython3.x.so", "libpython2.7.so.1.0", "libpython3.12", "libpython3.1234.so"})
        PT_CHECK_MSG(!ProcMaps::isLibPythonName(no), no);

    PT_CHECK(ProcMaps::isPythonExecutableName("python3.11", &minor, &flags));
    PT_CHECK_EQ(minor, 11);
    PT_CHECK(ProcMaps::isPythonExecutableName("python3.13t", &minor, &flags));
    PT_CHECK_EQ(flags, std::string("t"));
    PT_CHECK(ProcMaps::isPythonExecutableName("python3", &minor, &flags));
    PT_CHECK_EQ(minor, -1);
    for (const char* no : {"python3.12-config", "ipython3", "python3.", "python2.7"})
        PT_CHECK_MSG(!ProcMaps::isPythonExecutableName(no), no);

    PT_CHECK_EQ(ProcMaps::basename("/a/b/libcuda.so.1"), std::string_view("libcuda.so.1"));
    PT_CHECK_EQ(ProcMaps::basename("libcuda.so.1"), std::string_view("libcuda.so.1"));
}

PT_TEST(files_are_keyed_by_device_and_inode)
{
    const std::string text =
        // libcudart mapped through two paths (a bind mount or a hard link): one file.
        "7f0000000000-7f0000001000 r--p 00000000 08:01 100 /usr/local/cuda/lib/libcudart.so.12\n"
        "7f0000001000-7f0000002000 r-xp 00001000 08:01 100 /usr/local/cuda/lib/libcudart.so.12\n"
        "7f0000010000-7f0000011000 r-xp 00001000 08:01 100 /mnt/cuda/lib/libcudart.so.12\n"
        // A wheel's hash-renamed copy: another file.
        "7f0000020000-7f0000021000 r--p 00000000 08:01 200 /venv/site-packages/nvidia/libcudart-d0da41ae.so.11.0\n"
        "7f0000021000-7f0000022000 r-xp 00001000 08:01 200 /venv/site-packages/nvidia/libcudart-d0da41ae.so.11.0\n"
        // The same path, replaced (another inode): a third file.
        "7f0000030000-7f0000031000 r-xp 00000000 08:01 300 /usr/local/cuda/lib/libcudart.so.12\n"
        // Same inode number on another device: a fourth.
        "7f0000040000-7f0000041000 r-xp 00000000 08:02 100 /other/libcudart.so.12\n"
        // Mapped for reading only (not loaded as code): not a probe target.
        "7f0000050000-7f0000051000 r--p 00000000 08:01 400 /data/libcudart.so.12\n"
        "7f0000060000-7f0000061000 r-xp 00000000 08:01 500 /usr/lib/x86_64-linux-gnu/libcuda.so.580.65.06\n"
        "7f0000070000-7f0000071000 r-xp 00000000 08:01 600 /root/.pyenv/versions/3.12.1/lib/libpython3.12.so.1.0\n"
        "5600000000-5600001000 r-xp 00000000 08:01 700 /root/.pyenv/versions/3.12.1/bin/python3.12\n";
    const ProcMaps maps = ProcMaps::parse(text);
    PT_CHECK_EQ(maps.skippedLines(), std::size_t{0});

    const std::vector<MappedFile> runtimes = maps.cudaRuntimes();
    PT_CHECK_EQ(runtimes.size(), std::size_t{4});
    PT_CHECK(runtimes[0].key == (FileKey{8, 1, 100}));
    PT_CHECK_EQ(runtimes[0].mappings.size(), std::size_t{3});
    PT_CHECK_EQ(runtimes[0].path, std::string("/usr/local/cuda/lib/libcudart.so.12"));
    PT_CHECK_EQ(runtimes[0].loadBias(), std::uint64_t{0x7f0000000000});
    PT_CHECK(runtimes[1].key == (FileKey{8, 1, 200}));
    PT_CHECK_EQ(runtimes[1].mappings.size(), std::size_t{2});
    PT_CHECK(runtimes[2].key == (FileKey{8, 1, 300}));
    PT_CHECK(runtimes[3].key == (FileKey{8, 2, 100}));

    const std::vector<MappedFile> drivers = maps.cudaDrivers();
    PT_CHECK_EQ(drivers.size(), std::size_t{1});
    PT_CHECK_EQ(drivers[0].path, std::string("/usr/lib/x86_64-linux-gnu/libcuda.so.580.65.06"));

    const std::vector<MappedFile> pythons = maps.pythonCandidates();
    PT_CHECK_EQ(pythons.size(), std::size_t{2});
    PT_CHECK_EQ(ProcMaps::basename(pythons[0].path), std::string_view("libpython3.12.so.1.0"));
    PT_CHECK_EQ(ProcMaps::basename(pythons[1].path), std::string_view("python3.12"));

    // The load bias is taken from the lowest mapping even when the lines come in another order.
    const ProcMaps shuffled = ProcMaps::parse("7f0000003000-7f0000004000 r-xp 00003000 08:01 9 /lib/a.so\n"
                                              "7f0000001000-7f0000002000 r--p 00000000 08:01 9 /lib/a.so\n");
    PT_CHECK_EQ(shuffled.files().at(0).loadBias(), std::uint64_t{0x7f0000001000});
    PT_CHECK(shuffled.file(FileKey{8, 1, 9}).has_value());
    PT_CHECK(!shuffled.file(FileKey{8, 1, 10}).has_value());
}

PT_TEST(deleted_or_replaced_files_are_attached_through_map_files)
{
    const long page = ::sysconf(_SC_PAGESIZE);
    TempFile original(std::string(static_cast<std::size_t>(page), 'a'));
    PT_CHECK(original.fd() >= 0);
    void* mapped = ::mmap(nullptr, static_cast<std::size_t>(page), PROT_READ, MAP_PRIVATE, original.fd(), 0);
    PT_CHECK(mapped != MAP_FAILED);
    const auto start = reinterpret_cast<std::uint64_t>(mapped);
    struct stat st = {};
    PT_CHECK(::fstat(original.fd(), &st) == 0);

    auto fileAt = [&](const ProcMaps& maps) {
        const Mapping* m = maps.find(start);
        PT_CHECK(m != nullptr);
        const std::optional<MappedFile> f = maps.file(FileKey{m->devMajor, m->devMinor, m->inode});
        PT_CHECK(f.has_value());
        return *f;
    };
    std::string error;
    const pid_t self = ::getpid();
    const std::string mapFiles = "/proc/" + std::to_string(self) + "/map_files/";

    std::optional<ProcMaps> maps = ProcMaps::read(0, &error);
    PT_CHECK_MSG(maps.has_value(), error);
    MappedFile file = fileAt(*maps);
    PT_CHECK(file.key == keyOf(st));
    PT_CHECK_EQ(maps->attachPath(self, file), ProcMaps::rootPath(self, original.path()));

    // A path that names another inode now (a hostile target, or a mount namespace that resolves it
    // elsewhere): the exact file behind the mapping is attached through map_files instead.
    {
        char line[512];
        std::snprintf(line, sizeof line, "%llx-%llx r--p 00000000 %02x:%02x %llu %s\n",
                      static_cast<unsigned long long>(start), static_cast<unsigned long long>(start + page),
                      major(st.st_dev), minor(st.st_dev), static_cast<unsigned long long>(st.st_ino) + 1,
                      original.path().c_str());
        const ProcMaps crafted = ProcMaps::parse(line);
        const std::string path = crafted.attachPath(self, crafted.files().at(0));
        PT_CHECK_EQ(path, mapFiles + std::string(line, std::strchr(line, ' ')));
    }

    // Another file renamed over the mapped path: the mapped inode is unlinked, and the kernel
    // appends " (deleted)".
    TempFile other("b");
    PT_CHECK(::rename(other.path().c_str(), original.path().c_str()) == 0);
    maps = ProcMaps::read(0, &error);
    PT_CHECK_MSG(maps.has_value(), error);
    file = fileAt(*maps);
    PT_CHECK(file.deleted);
    PT_CHECK_EQ(file.path, original.path());
    const std::string path = maps->attachPath(self, file);
    PT_CHECK_MSG(path.rfind(mapFiles, 0) == 0, path);
    struct stat viaMapFiles = {};
    PT_CHECK_MSG(::stat(path.c_str(), &viaMapFiles) == 0, path);
    PT_CHECK(keyOf(viaMapFiles) == keyOf(st));
    ::munmap(mapped, static_cast<std::size_t>(page));
}

PT_TEST(unreadable_maps_give_an_error)
{
    std::string error;
    PT_CHECK(!ProcMaps::read(0x7ffffff0, &error).has_value());
    PT_CHECK(error.find("/proc/2147483632/maps") != std::string::npos);
}

PT_MAIN()
