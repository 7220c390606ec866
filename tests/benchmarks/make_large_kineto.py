#!/usr/bin/env python3
"""Writes a large synthetic PyTorch profiler (Kineto) trace for bench_import: the layout PyTorch
2.11's export_chrome_trace writes (header members, then traceEvents with python_function and cpu_op
slices, runtime and driver calls, kernels, copies and memsets on a stream, ac2g flows, [memory]
instant events), one training step after another until the file reaches the size asked for.
Standard library only; the names and times are made up, nothing comes from a real run.

Usage: make_large_kineto.py OUT --mb N [--seed S]
"""
import argparse
import json
import random

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
    corr = 1
    ext = 1
    python_id = 1
    events = 0
    with open(args.out, 'w') as f:
        f.write('{\n')
        for k, v in header.items():
            f.write(f'  "{k}": {json.dumps(v)},\n')
        f.write('  "traceEvents": [\n')
        first = True
        written = f.tell()
        while written < target:
            step = []
            step_start = ts
            for layer in range(24):
                fn = rng.choice(FUNCS)
                dur = rng.uniform(40, 400)
                step.append({'ph': 'X', 'cat': 'python_function', 'name': fn, 'pid': pid, 'tid': tid,
                             'ts': round(ts, 3), 'dur': round(dur, 3),
                             'args': {'Python parent id': python_id - 1 or None, 'Python id': python_id,
                                      'Ev Idx': events}})
                python_id += 1
                op = rng.choice(OPS)
                step.append({'ph': 'X', 'cat': 'cpu_op', 'name': op, 'pid': pid, 'tid': tid,
                             'ts': round(ts + 1, 3), 'dur': round(dur - 2, 3),
                             'args': {'External id': ext, 'Record function id': 0, 'Sequence number': ext,
                                      'Fwd thread id': 0, 'Ev Idx': events + 1}})
                launch = rng.random() < 0.85
                name = 'cudaLaunchKernel' if launch else 'cudaMemcpyAsync'
                call_ts = ts + 3
                step.append({'ph': 'X', 'cat': 'cuda_runtime', 'name': name, 'pid': pid, 'tid': tid,
                             'ts': round(call_ts, 3), 'dur': round(rng.uniform(3, 12), 3),
                             'args': {'External id': ext, 'cbid': 211 if launch else 41, 'correlation': corr}})
                gpu_ts = call_ts + rng.uniform(5, 50)
                if launch:
                    step.append({'ph': 'X', 'cat': 'kernel', 'name': rng.choice(KERNELS), 'pid': 0, 'tid': 7,
                                 'ts': round(gpu_ts, 3), 'dur': round(rng.uniform(2, 300), 3),
                                 'args': {'External id': ext, 'queued': 0, 'device': 0, 'context': 1, 'stream': 7,
                                          'correlation': corr, 'registers per thread': 32, 'shared memory': 0,
                                          'blocks per SM': 8.5, 'warps per SM': 34.0, 'grid': [1024, 1, 1],
                                          'block': [128, 1, 1], 'est. achieved occupancy %': 100}})
                else:
                    step.append({'ph': 'X', 'cat': 'gpu_memcpy', 'name': 'Memcpy HtoD (Pageable -> Device)',
                                 'pid': 0, 'tid': 7, 'ts': round(gpu_ts, 3), 'dur': round(rng.uniform(2, 500), 3),
                                 'args': {'External id': ext, 'device': 0, 'context': 1, 'stream': 7,
                                          'correlation': corr, 'bytes': 4194304,
                                          'memory bandwidth (GB/s)': 12.5}})
                step.append({'ph': 's', 'id': corr, 'pid': pid, 'tid': tid, 'ts': round(call_ts, 3),
                             'cat': 'ac2g', 'name': 'ac2g'})
                step.append({'ph': 'f', 'id': corr, 'pid': 0, 'tid': 7, 'ts': round(gpu_ts, 3), 'cat': 'ac2g',
                             'name': 'ac2g', 'bp': 'e'})
                step.append({'ph': 'i', 'cat': 'cpu_instant_event', 's': 't', 'name': '[memory]', 'pid': pid,
                             'tid': tid, 'ts': round(ts + 2, 3),
                             'args': {'Total Reserved': 2097152000, 'Total Allocated': 1048576 * layer,
                                      'Bytes': 1048576 if layer % 2 == 0 else -1048576, 'Device Id': 0,
                                      'Device Type': 1, 'Addr': 140665212394240 + 1048576 * layer,
                                      'Ev Idx': events + 2}})
                corr += 1
                ext += 1
                ts += dur + rng.uniform(1, 10)
            step.insert(0, {'ph': 'X', 'cat': 'user_annotation', 'name': f'ProfilerStep#{python_id}', 'pid': pid,
                            'tid': tid, 'ts': round(step_start, 3), 'dur': round(ts - step_start, 3),
                            'args': {'External id': ext, 'Record function id': 0, 'Ev Idx': events}})
            ext += 1
            for e in step:
                f.write(('  ' if first else ',\n  ') + json.dumps(e, separators=(', ', ': ')))
                first = False
            events += len(step)
            written = f.tell()
        f.write('\n  ],\n  "traceName": "bench.pt.trace.json"\n}\n')
    print(json.dumps({'events': events, 'bytes': written}))


if __name__ == '__main__':
    main()
