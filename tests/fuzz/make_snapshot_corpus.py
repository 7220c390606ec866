#!/usr/bin/env python3
"""Seeds for fuzz_snapshot_reader: small PyTorch-memory-snapshot-shaped files made up here (no
real data) in every form the reader accepts - pickle protocols 2, 4 and 5, the 2.0 layout, a
bare segment list, expandable segments, JSON, memory_viz HTML - plus a cut file, a pickle that
would run code, and an OOM message. Standard library only.
Usage: make_snapshot_corpus.py OUTDIR"""
import base64
import collections
import json
import os
import pickle
import sys

MiB = 1 << 20
SEG = 0x7F0000000000
EXP = 0x7F8000000000


def frames(n, base='model'):
    return [{'name': f'{base}_{i}', 'filename': f'/src/{base}.py', 'line': 3 + i} for i in range(n)]


CPP = [{'name': 'c10::cuda::CUDACachingAllocator::malloc(unsigned long)', 'filename': '??', 'line': 0}]
STACK = CPP + frames(3)


def entry(action, addr, size, t, stack=None, **extra):
    e = {'action': action, ('device_free' if action == 'oom' else 'addr'): addr, 'size': size, 'stream': 0,
         'time_us': t, 'compile_context': 'N/A', 'user_metadata': '', 'pool_id': (0, 0)}
    e.update(extra)
    if stack is not None:
        e['frames'] = stack
    return e


def newest():
    t = 1_700_000_000_000_000
    trace = [entry('segment_alloc', SEG, 20 * MiB, t, STACK), entry('alloc', SEG, 3 * MiB, t + 1, STACK),
             entry('alloc', SEG + 3 * MiB, 1000, t + 2, STACK), entry('free_requested', SEG, 3 * MiB, t + 3, STACK),
             entry('free_completed', SEG, 3 * MiB, t + 4, STACK), entry('segment_map', EXP, 4 * MiB, t + 5),
             entry('alloc', EXP, 4 * MiB, t + 6, frames(2, 'fx')), entry('annotate', EXP, 4 * MiB, t + 7, user_metadata='x'),
             entry('oom', 2 * MiB, 64 * MiB, t + 8, STACK), entry('snapshot', 0, 4 * MiB + 1024, t + 9),
             entry('made_up_action', 0, 0, t + 10)]
    segments = [
        {'device': 0, 'address': SEG, 'total_size': 20 * MiB, 'allocated_size': 1024, 'active_size': 1024,
         'requested_size': 1000, 'stream': 0, 'segment_type': 'large', 'segment_pool_id': (0, 0),
         'is_expandable': False, 'frames': STACK,
         'blocks': [{'address': SEG, 'size': 3 * MiB, 'requested_size': 0, 'state': 'inactive', 'frames': []},
                    {'address': SEG + 3 * MiB, 'size': 1024, 'requested_size': 1000, 'state': 'active_allocated',
                     'frames': STACK},
                    {'address': SEG + 3 * MiB + 1024, 'size': 17 * MiB - 1024, 'requested_size': 0,
                     'state': 'inactive', 'frames': []}]},
        {'device': 0, 'address': EXP, 'total_size': 4 * MiB, 'allocated_size': 4 * MiB, 'active_size': 4 * MiB,
         'requested_size': 4 * MiB, 'stream': 7, 'segment_type': 'large', 'segment_pool_id': (2, 1),
         'is_expandable': True, 'frames': [],
         'blocks': [{'address': EXP, 'size': 4 * MiB, 'requested_size': 4 * MiB, 'state': 'active_pending_free',
                     'frames': frames(2, 'fx')}]},
        {'device': 1, 'address': SEG + 64 * MiB, 'total_size': 2 * MiB, 'allocated_size': 0, 'active_size': 0,
         'requested_size': 0, 'stream': 0, 'segment_type': 'small',
         'blocks': [{'size': 2 * MiB, 'requested_size': 0, 'state': 'inactive'}]}]
    return {'segments': segments, 'device_traces': [trace, []],
            'allocator_settings': {'PYTORCH_CUDA_ALLOC_CONF': 'expandable_segments:True', 'max_split_size': -1,
                                   'garbage_collection_threshold': 0.5, 'expandable_segments': True,
                                   'roundup_power2_divisions': {'1': 0, '2': 4}},
            'external_annotations': [{'name': 'step', 'stage': 'START', 'device': 0, 'time_us': 1}],
            'host_segments': [], 'host_traces': [], 'x_ints': [2**64 - 1, -2**63, 2**70]}


def legacy():
    fr = [{'filename': '/src/a.py', 'name': 'f', 'line': 1}]
    return {'segments': [{'device': 0, 'address': SEG, 'total_size': 4 * MiB, 'allocated_size': 2 * MiB,
                          'active_size': 2 * MiB, 'requested_size': 2 * MiB, 'stream': 0, 'segment_type': 'large',
                          'blocks': [{'size': 2 * MiB, 'requested_size': 2 * MiB, 'state': 'active_allocated',
                                      'history': [{'addr': SEG, 'real_size': 2 * MiB, 'frames': fr}]},
                                     {'size': 2 * MiB, 'requested_size': 0, 'state': 'inactive',
                                      'history': [{'addr': SEG + 2 * MiB, 'real_size': MiB}]}]}],
            'device_traces': [[{'action': 'snapshot', 'addr': 0, 'size': 2 * MiB, 'stream': 0}]]}


def html(payload):
    buf = payload + b'\x00' * (3 - len(payload) % 3)
    files = json.dumps([{'name': 'snapshot.pickle', 'base64': base64.b64encode(buf).decode()}])
    return ('<!DOCTYPE html>\n<html><body><script type="module">\nconst local_files = ' + files
            + '\n</script></body></html>\n').encode()


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    n = newest()
    seeds = {
        'newest-p4.pickle': pickle.dumps(n, protocol=4),
        'newest-p2.pickle': pickle.dumps(n, protocol=2),
        'newest-p5.pickle': pickle.dumps(n, protocol=5),
        'legacy.pickle': pickle.dumps(legacy(), protocol=4),
        'segment-list.pickle': pickle.dumps(n['segments'], protocol=4),
        'newest.json': json.dumps({k: v for k, v in n.items() if k != 'x_ints'}).encode(),
        'legacy.html': html(pickle.dumps(legacy())),
        'cut.pickle': pickle.dumps(n, protocol=4)[:900],
        'code.pickle': pickle.dumps(collections.OrderedDict(a=1), protocol=4),
        'oom-message.txt': (b'torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB. GPU 0 has a '
                            b'total capacity of 23.65 GiB of which 1.05 GiB is free. Process 7 has 22.59 GiB memory '
                            b'in use. Of the allocated memory 18.10 GiB is allocated by PyTorch, and 4.03 GiB is '
                            b'reserved by PyTorch but unallocated.'),
    }
    for name, data in seeds.items():
        with open(os.path.join(out, name), 'wb') as f:
            f.write(data)
    print(f'make_snapshot_corpus: {len(seeds)} seeds in {out}')


if __name__ == '__main__':
    main()
