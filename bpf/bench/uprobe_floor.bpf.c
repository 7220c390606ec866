// SPDX-License-Identifier: GPL-2.0
/* The kernel's own price for a uprobe and a uretprobe on a function, for bench_probe: programs
 * that only count their hits. What faultline-probe costs beyond this floor is its own work
 * (maps, the record, the ring buffer). Not part of the probe. */
#include "vmlinux.h"

#include <bpf/bpf_helpers.h>
#include <bpf/bpf_tracing.h>

char LICENSE[] SEC("license") = "GPL";

__u64 hits = 0;

SEC("uprobe")
int floor_entry(struct pt_regs* ctx)
{
    __sync_fetch_and_add(&hits, 1);
    return 0;
}

SEC("uretprobe")
int floor_return(struct pt_regs* ctx)
{
    __sync_fetch_and_add(&hits, 1);
    return 0;
}
