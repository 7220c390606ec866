// Checks tests/common/ThreadsAtExit.cpp in a sanitizer build. "late DIR": a detached thread
// still working when main() returns finishes its work (a file in DIR) before the process ends.
// "stuck": a thread that never ends is named on stderr and the process still exits.

#include <chrono>
#include <cstdio>
#include <cstring>
#include <string>
#include <thread>

int main(int argc, char** argv)
{
    if (argc == 3 && std::strcmp(argv[1], "late") == 0) {
        const std::string marker = std::string(argv[2]) + "/late-thread-finished";
        std::remove(marker.c_str());
        std::thread([marker] {
            std::this_thread::sleep_for(std::chrono::milliseconds(300));
            if (FILE* f = std::fopen(marker.c_str(), "w"))
                std::fclose(f);
        }).detach();
        return 0;
    }
    if (argc == 2 && std::strcmp(argv[1], "stuck") == 0) {
        std::thread([] {
            for (;;)
                std::this_thread::sleep_for(std::chrono::seconds(1));
        }).detach();
        return 0;
    }
    std::fprintf(stderr, "usage: %s late DIR | stuck\n", argv[0]);
    return 2;
}
