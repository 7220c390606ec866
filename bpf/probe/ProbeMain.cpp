#include "faultline.skel.h"

#include <cstdio>

int main()
{
    faultline_bpf* skel = faultline_bpf__open();
    if (!skel) {
        std::fprintf(stderr, "open failed\n");
        return 1;
    }
    const int err = faultline_bpf__load(skel);
    std::printf("load: %d\n", err);
    faultline_bpf__destroy(skel);
    return err ? 1 : 0;
}
