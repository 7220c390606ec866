// Linked into every test: in a sanitizer build, the process waits at exit until its other threads
// are gone before LeakSanitizer's own exit handler stops the world.
//
// QThread creates its threads detached: QThread::wait() returns once run() has ended, while the
// thread is still unwinding (thread-local destructors, the sanitizer's own thread bookkeeping).
// A test whose last QueryEngine or view dies just before main() returns can reach LeakSanitizer's
// stop-the-world with such a thread half gone; under load in CI that hung one test past its
// 600 s limit after every test function had passed (tst_query_engine, asan preset). The wait is
// bounded, and a thread still there at the end is named on stderr, so a leftover is a finding and
// never a silent hang.

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <dirent.h>
#include <string>
#include <sys/syscall.h>
#include <thread>
#include <unistd.h>
#include <vector>

#if defined(__SANITIZE_ADDRESS__)
#define FAULTLINE_TEST_SETTLE_THREADS 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define FAULTLINE_TEST_SETTLE_THREADS 1
#endif
#endif

#ifdef FAULTLINE_TEST_SETTLE_THREADS

namespace {

// The ids of the process's threads other than the calling one.
std::vector<long> otherThreads()
{
    std::vector<long> ids;
    DIR* dir = ::opendir("/proc/self/task");
    if (!dir)
        return ids;
    const long self = ::syscall(SYS_gettid);
    while (const dirent* entry = ::readdir(dir)) {
        char* end = nullptr;
        const long id = std::strtol(entry->d_name, &end, 10);
        if (end != entry->d_name && *end == '\0' && id != self)
            ids.push_back(id);
    }
    ::closedir(dir);
    return ids;
}

std::string threadName(long id)
{
    const std::string path = "/proc/self/task/" + std::to_string(id) + "/comm";
    std::string name;
    if (FILE* f = std::fopen(path.c_str(), "r")) {
        char buffer[64] = {};
        if (std::fgets(buffer, sizeof buffer, f))
            name = buffer;
        std::fclose(f);
    }
    while (!name.empty() && (name.back() == '\n' || name.back() == '\r'))
        name.pop_back();
    return name;
}

void settleThreads()
{
    using Clock = std::chrono::steady_clock;
    const Clock::time_point deadline = Clock::now() + std::chrono::seconds(3);
    std::vector<long> left = otherThreads();
    while (!left.empty() && Clock::now() < deadline) {
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
        left = otherThreads();
    }
    for (const long id : left)
        std::fprintf(stderr, "test exit: thread %ld (%s) still running after 3 s\n", id, threadName(id).c_str());
}

// Registered after the sanitizer runtime's handler (it initialises first), so it runs before it.
[[maybe_unused]] const int registered = std::atexit(settleThreads);

} // namespace

#endif
