/* The OOM workload of the probe's end-to-end tests (tst_probe_e2e oomKillIsRecorded).
 *
 *   oom_workload
 *
 * Prints {"event":"ready","pid":P} and waits for a line on stdin, so that the test can move it
 * into a memory cgroup with a small limit and the probe can attach first. Then it maps memory
 * 1 MiB at a time and writes to every page, never giving any back, until the OOM killer ends it.
 * Past kMaxMiB without being killed (the limit did not apply) it says so on stderr and exits
 * with status 3 rather than take the machine's memory. */

#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

enum { kChunkBytes = 1 << 20, kMaxMiB = 1024 };

int main(void)
{
    printf("{\"event\":\"ready\",\"pid\":%d}\n", getpid());
    fflush(stdout);
    char line[64];
    if (!fgets(line, sizeof line, stdin))
        return 0;

    const long page = sysconf(_SC_PAGESIZE);
    for (int mib = 0; mib < kMaxMiB; ++mib) {
        volatile char* chunk = mmap(NULL, kChunkBytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (chunk == MAP_FAILED) {
            fprintf(stderr, "oom_workload: mmap failed after %d MiB: %s\n", mib, strerror(errno));
            return 2;
        }
        for (long offset = 0; offset < kChunkBytes; offset += page)
            chunk[offset] = 1; /* a write fault: the page is allocated and charged now */
    }
    fprintf(stderr, "oom_workload: not killed after %d MiB; the memory limit did not apply\n", kMaxMiB);
    return 3;
}
