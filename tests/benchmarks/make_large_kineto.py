#!/usr/bin/env python3
"""Writes a large synthetic PyTorch profiler (Kineto) trace for bench_import, laid out the way
PyTorch 2.11's export_chrome_trace writes one (the gpu-h100 Kineto traces): header members, then
traceEvents grouped by kind, not step by step:

1. the cpu_ops, each step's ProfilerStep user_annotation after the ops it encloses (the order
   they end in);
2. the [memory] instant events;
3. the python_function slices;
4. the GPU side: for each launch its kernel or copy and its ac2g flow end, then the runtime call
   and its flow start;
5. the process and thread names (ph M), last.

So an importer cannot know a call's thread name, or a row's stack, until it has read the whole
file. Steps are generated until the file reaches the size asked for. Standard library only; the
names and times are made up, nothing comes from a real run. The later groups go through temporary
files beside OUT, removed at the end.

With --dataloader-us D each step begins with D µs in the DataLoader (an
enumerate(DataLoader)#_SingleProcessDataLoaderIter.__next__ range on the training thread) before its
layers; everything else is as without it for the same seed: two traces that differ in one setting,
for bench_diff.

Usage: make_large_kineto.py OUT --mb N [--seed S] [--dataloader-us D]
"""
import argparse
import json
import os
import random
import shutil

KERNELS = [
    'void at::native::elementwise_kernel<128, 2, at::native::gpu_kernel_impl_nocast<at::native::BUnaryFunctor<float, '
    'float, float, at::native::binary_internal::MulFunctor<float> > >(at::TensorIteratorBase&, '
    'at::native::BUnaryFunctor<float, float, float, at::native::binary_internal::MulFunctor<float> > const&)::'
    '{lambda(int)#1}>(int, at::native::gpu_kernel_impl_nocast<...>)',
    'sm90_xmma_gemm_f32f32_tf32f32_f32_tn_n_tilesize128x128x32_warpgroupsize1x1x1_execute_segment_k_off_kernel__5x_cublas',
    'void at::native::reduce_kernel<512, 1, at::native::ReduceOp<float, at::native::MeanOps<float, float, float, float>, '
    'unsigned int, float, 4> >(at::native::ReduceOp<float, at::native::MeanOps<float, float, float, float>, unsigned int, '
    'float, 4>)',
    'void at::native::vectorized_elementwise_kernel<4, at::native::FillFunctor<float>, std::array<char*, 1ul> >(int, '
    'at::native::FillFunctor<float>, std::array<char*, 1ul>)',
]
OPS = ['aten::linear', 'aten::addmm', 'aten::mul', 'aten::mean', 'aten::fill_', 'aten::copy_', 'aten::add_']
FUNCS = ['torch/nn/modules/module.py(1783): _call_impl', 'torch/nn/modules/linear.py(130): forward',
         'torch/nn/modules/container.py(248): forward', 'torch/optim/sgd.py(105): step',
         'train.py(0): <module>', '<built-in method item of Tensor object at 0x7ff19f772d00>']


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument('out')
    parser.add_argument('--mb', type=int, default=1024)
    parser.add_argument('--seed', type=int, default=1)
    parser.add_argument('--dataloader-us', type=float, default=0)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    target = args.mb << 20
    pid, tid = 4180, 4180
    header = {
        'schemaVersion': 1,
        'deviceProperties': [{'id': 0, 'name': 'NVIDIA H100 80GB HBM3', 'totalGlobalMem': 85045526528,
                              'computeMajor': 9, 'computeMinor': 0}],
        'trace_id': 'ABCDEF', 'with_stack': 1, 'profile_memory': 1, 'record_shapes': 1,
        'displayTimeUnit': 'ms', 'baseTimeNanoseconds': 1790857026000000000,
    }
    ts = 4860650658022.456
    first_ts = ts
    corr = 1
    ext = 1
    python_id = 1
    events = 0
    # The groups after the first, each in a file of its own until the end.
    later = ['memory', 'python', 'gpu']
    parts = {name: f'{args.out}.{name}.part' for name in later}
    files = {name: open(path, 'w') for name, path in parts.items()}
    try:
        with open(args.out, 'w') as f:
            f.write('{\n')
            for k, v in header.items():
                f.write(f'  "{k}": {json.dumps(v)},\n')
            f.write('  "traceEvents": [\n')
            files['cpu'] = f
            started = {name: False for name in files}

            def put(group, e):
                out = files[group]
                out.write((',\n  ' if started[group] else '  ') + json.dumps(e, separators=(', ', ': ')))
                started[group] = True

            written = f.tell()
            while written < target:
                step_start = ts
                if args.dataloader_us > 0:
                    put('cpu', {'ph': 'X', 'cat': 'user_annotation',
                                'name': 'enumerate(DataLoader)#_SingleProcessDataLoaderIter.__next__', 'pid': pid,
                                'tid': tid, 'ts': round(ts, 3), 'dur': round(args.dataloader_us, 3),
                                'args': {'External id': ext, 'Record function id': 0, 'Ev Idx': events}})
                    ext += 1
                    events += 1
                    ts += args.dataloader_us + 1
                for layer in range(24):
                    fn = rng.choice(FUNCS)
                    dur = rng.uniform(40, 400)
                    put('python', {'ph': 'X', 'cat': 'python_function', 'name': fn, 'pid': pid, 'tid': tid,
                                   'ts': round(ts, 3), 'dur': round(dur, 3),
                                   'args': {'Python parent id': python_id - 1 or None, 'Python id': python_id,
                                            'Ev Idx': events}})
                    python_id += 1
                    op = rng.choice(OPS)
                    put('cpu', {'ph': 'X', 'cat': 'cpu_op', 'name': op, 'pid': pid, 'tid': tid,
                                'ts': round(ts + 1, 3), 'dur': round(dur - 2, 3),
                                'args': {'External id': ext, 'Record function id': 0, 'Sequence number': ext,
                                         'Fwd thread id': 0, 'Ev Idx': events + 1}})
                    launch = rng.random() < 0.85
                    name = 'cudaLaunchKernel' if launch else 'cudaMemcpyAsync'
                    call_ts = ts + 3
                    call = {'ph': 'X', 'cat': 'cuda_runtime', 'name': name, 'pid': pid, 'tid': tid,
                            'ts': round(call_ts, 3), 'dur': round(rng.uniform(3, 12), 3),
                            'args': {'External id': ext, 'cbid': 211 if launch else 41, 'correlation': corr}}
                    gpu_ts = call_ts + rng.uniform(5, 50)
                    if launch:
                        put('gpu', {'ph': 'X', 'cat': 'kernel', 'name': rng.choice(KERNELS), 'pid': 0, 'tid': 7,
                                    'ts': round(gpu_ts, 3), 'dur': round(rng.uniform(2, 300), 3),
                                    'args': {'External id': ext, 'queued': 0, 'device': 0, 'context': 1,
                                             'stream': 7, 'correlation': corr, 'registers per thread': 32,
                                             'shared memory': 0, 'blocks per SM': 8.5, 'warps per SM': 34.0,
                                             'grid': [1024, 1, 1], 'block': [128, 1, 1],
                                             'est. achieved occupancy %': 100}})
                    else:
                        put('gpu', {'ph': 'X', 'cat': 'gpu_memcpy', 'name': 'Memcpy HtoD (Pageable -> Device)',
                                    'pid': 0, 'tid': 7, 'ts': round(gpu_ts, 3), 'dur': round(rng.uniform(2, 500), 3),
                                    'args': {'External id': ext, 'device': 0, 'context': 1, 'stream': 7,
                                             'correlation': corr, 'bytes': 4194304,
                                             'memory bandwidth (GB/s)': 12.5}})
                    put('gpu', {'ph': 'f', 'id': corr, 'pid': 0, 'tid': 7, 'ts': round(gpu_ts, 3), 'cat': 'ac2g',
                                'name': 'ac2g', 'bp': 'e'})
                    put('gpu', call)
                    put('gpu', {'ph': 's', 'id': corr, 'pid': pid, 'tid': tid, 'ts': round(call_ts, 3),
                                'cat': 'ac2g', 'name': 'ac2g'})
                    put('memory', {'ph': 'i', 'cat': 'cpu_instant_event', 's': 't', 'name': '[memory]', 'pid': pid,
                                   'tid': tid, 'ts': round(ts + 2, 3),
                                   'args': {'Total Reserved': 2097152000, 'Total Allocated': 1048576 * layer,
                                            'Bytes': 1048576 if layer % 2 == 0 else -1048576, 'Device Id': 0,
                                            'Device Type': 1, 'Addr': 140665212394240 + 1048576 * layer,
                                            'Ev Idx': events + 2}})
                    corr += 1
                    ext += 1
                    events += 7
                    ts += dur + rng.uniform(1, 10)
                put('cpu', {'ph': 'X', 'cat': 'user_annotation', 'name': f'ProfilerStep#{python_id}', 'pid': pid,
                            'tid': tid, 'ts': round(step_start, 3), 'dur': round(ts - step_start, 3),
                            'args': {'External id': ext, 'Record function id': 0, 'Ev Idx': events}})
                ext += 1
                events += 1
                written = sum(out.tell() for out in files.values())
            for name in later:
                files[name].close()
                if started[name]:
                    f.write(',\n' if started['cpu'] else '')
                    with open(parts[name]) as part:
                        shutil.copyfileobj(part, f, 1 << 20)
                    started['cpu'] = True
            names = [{'name': 'process_name', 'ph': 'M', 'ts': round(first_ts, 3), 'pid': pid, 'tid': 0,
                      'args': {'name': 'python3'}},
                     {'name': 'process_name', 'ph': 'M', 'ts': round(first_ts, 3), 'pid': 0, 'tid': 0,
                      'args': {'name': 'python3'}},
                     {'name': 'process_labels', 'ph': 'M', 'ts': round(first_ts, 3), 'pid': 0, 'tid': 0,
                      'args': {'labels': 'GPU 0'}},
                     {'name': 'thread_name', 'ph': 'M', 'ts': round(first_ts, 3), 'pid': pid, 'tid': tid,
                      'args': {'name': 'python3'}},
                     {'name': 'thread_name', 'ph': 'M', 'ts': round(first_ts, 3), 'pid': 0, 'tid': 7,
                      'args': {'name': 'stream 7'}}]
            for e in names:
                put('cpu', e)
                events += 1
            f.write('\n  ],\n  "traceName": "bench.pt.trace.json"\n}\n')
            written = f.tell()
    finally:
        for name in later:
            files[name].close()
            if os.path.exists(parts[name]):
                os.remove(parts[name])
    print(json.dumps({'events': events, 'bytes': written}))


if __name__ == '__main__':
    main()
