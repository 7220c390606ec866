#!/usr/bin/env python3
"""Writes a large synthetic PyTorch memory snapshot for bench_snapshot: the newest layout of
../shared/tools/gen_synthetic_snapshots.py (time_us, compile_context, user_metadata, pool_id,
shared frame dicts, C++ and Python frames, allocator_settings, external_annotations), scaled
to millions of trace entries from a small allocator simulation, pickled with the running
Python's default protocol (what torch.cuda.memory._dump_snapshot writes). Standard library
only; nothing in it comes from a real run.

Usage: make_large_snapshot.py OUT --entries N [--seed S] [--unique-stacks P]
"""
import argparse
import pickle
import random

MiB = 1 << 20
KiB = 1 << 10
BASE = 0x7F3A00000000
STREAM = 140_000_000_000_000


def make_frames(rng):
    cpp = [{'name': n, 'filename': '??', 'line': 0} for n in (
        'torch::unwind::unwind()',
        'torch::CapturedTraceback::gather(bool, bool, bool)',
        'c10::cuda::CUDACachingAllocator::Native::DeviceCachingAllocator::malloc(signed char, unsigned long, '
        'CUstream_st*)',
        'at::native::empty_cuda(c10::ArrayRef<long>, std::optional<c10::ScalarType>, std::optional<c10::Layout>)',
        'at::_ops::empty_memory_format::call(c10::ArrayRef<c10::SymInt>, std::optional<c10::ScalarType>)',
        '_PyEval_EvalFrameDefault',
        'PyObject_Call')]
    py = [{'name': f'forward_{i}', 'filename': f'/home/user/model/layers/block_{i % 48}.py', 'line': 10 + (i * 7) % 400}
          for i in range(600)]
    return cpp, py


def make_stacks(rng, cpp, py, count):
    stacks = []
    for _ in range(count):
        depth = rng.randint(8, 40)
        stacks.append(cpp[:rng.randint(2, len(cpp))] + rng.sample(py, depth))
    return stacks


class Allocator:
    """Blocks of one size class share segments cut into equal slots: addresses get reused as in
    the caching allocator, and the final state is consistent with the trace."""

    def __init__(self, rng):
        self.rng = rng
        self.free_slots = {}   # class size -> [addresses]
        self.segments = []     # [address, size, class size]
        self.next_address = BASE
        self.live = {}         # address -> (size, requested, frames)

    def alloc(self, requested, trace, t, frames, stream):
        size = max(512, (requested + 511) // 512 * 512)
        cls = 1 << (size - 1).bit_length()
        slots = self.free_slots.setdefault(cls, [])
        if not slots:
            # Small requests share 2 MiB segments, larger ones 20 MiB (or bigger) ones.
            seg_size = max(20 * MiB, cls) if cls > MiB else 2 * MiB
            seg_size = (seg_size + cls - 1) // cls * cls
            address = self.next_address
            self.next_address += seg_size + 2 * MiB
            self.segments.append([address, seg_size, cls])
            slots.extend(reversed(range(address, address + seg_size, cls)))
            trace.append(entry('segment_alloc', address, seg_size, t, frames, stream))
        address = slots.pop()
        self.live[address] = (cls, requested, frames)
        trace.append(entry('alloc', address, requested, t, frames, stream))
        return address

    def free(self, address, trace, t, stream):
        cls, requested, frames = self.live.pop(address)
        trace.append(entry('free_requested', address, requested, t, frames, stream))
        trace.append(entry('free_completed', address, requested, t, frames, stream))
        self.free_slots[cls].append(address)

    def final_segments(self):
        out = []
        for address, seg_size, cls in self.segments:
            blocks = []
            for slot in range(address, address + seg_size, cls):
                if slot in self.live:
                    _, requested, frames = self.live[slot]
                    blocks.append({'address': slot, 'size': cls, 'requested_size': requested,
                                   'state': 'active_allocated', 'frames': frames})
                elif blocks and blocks[-1]['state'] == 'inactive':
                    blocks[-1]['size'] += cls
                else:
                    blocks.append({'address': slot, 'size': cls, 'requested_size': 0, 'state': 'inactive',
                                   'frames': []})
            allocated = sum(b['size'] for b in blocks if b['state'] == 'active_allocated')
            requested = sum(b['requested_size'] for b in blocks if b['state'] == 'active_allocated')
            out.append({'device': 0, 'address': address, 'total_size': seg_size, 'allocated_size': allocated,
                        'active_size': allocated, 'requested_size': requested, 'stream': STREAM,
                        'segment_type': 'small' if seg_size == 2 * MiB else 'large', 'segment_pool_id': (0, 0),
                        'is_expandable': False, 'frames': [], 'blocks': blocks})
        return out


N_A = 'N/A'
EMPTY = ''
POOL = (0, 0)


def entry(action, addr, size, t, frames, stream):
    return {'action': action, 'addr': addr, 'size': size, 'stream': stream, 'time_us': t,
            'compile_context': N_A, 'user_metadata': EMPTY, 'pool_id': POOL, 'frames': frames}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('out')
    ap.add_argument('--entries', type=int, required=True)
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('--unique-stacks', type=float, default=0.3,
                    help='share of allocations whose frame list is a fresh list object (as with stacks="all")')
    args = ap.parse_args()
    rng = random.Random(args.seed)
    cpp, py = make_frames(rng)
    stacks = make_stacks(rng, cpp, py, 4000)
    alloc = Allocator(rng)
    trace = []
    live = []
    t = 1_760_000_000_000_000
    sizes = [512, 4 * KiB, 64 * KiB, 512 * KiB, 2 * MiB, 8 * MiB, 24 * MiB]
    while len(trace) < args.entries:
        t += rng.randint(0, 40)
        if live and (len(live) > 20000 or rng.random() < 0.48):
            i = rng.randrange(len(live))
            live[i], live[-1] = live[-1], live[i]
            alloc.free(live.pop(), trace, t, STREAM)
        else:
            base = rng.choice(sizes)
            requested = rng.randint(base // 2, base) if base > 512 else rng.randint(1, 512)
            frames = rng.choice(stacks)
            if rng.random() < args.unique_stacks:
                frames = list(frames)
            live.append(alloc.alloc(requested, trace, t, frames, STREAM))
    snapshot = {
        'segments': alloc.final_segments(),
        'device_traces': [trace],
        'allocator_settings': {'PYTORCH_CUDA_ALLOC_CONF': '', 'max_split_size': -1,
                               'garbage_collection_threshold': 0.0, 'expandable_segments': False,
                               'pinned_num_register_threads': 1, 'release_lock_on_cudamalloc': False,
                               'pinned_use_cuda_host_register': False,
                               'roundup_power2_divisions': {str(1 << i): 0 for i in range(16)}},
        'external_annotations': [{'name': 'ProfilerStep#1', 'stage': 'START', 'device': 0,
                                  'time_us': 1_760_000_000_000_000}],
    }
    with open(args.out, 'wb') as f:
        pickle.dump(snapshot, f)
    print(f'wrote {len(trace)} trace entries, {len(snapshot["segments"])} segments')


if __name__ == '__main__':
    main()
