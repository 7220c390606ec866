#!/usr/bin/env python3
"""Writes the PyTorch profiler (Kineto) traces of one data-parallel job of several ranks, one file
per rank, as PyTorch 2.x writes them (the HTA traces in ../shared/fixtures/kineto-public):

- each file holds deviceProperties for every GPU of the machine and distributedInfo {backend
  "nccl", rank, world_size, pg_count, pg_config [{pg_name, pg_desc, backend_config, pg_size,
  ranks}], nccl_version};
- a rank's GPU work is under pid = its device (rank r uses GPU r), compute on stream 7, NCCL on
  stream 20;
- every step's all-reduce is a record_param_comms cpu_op with the collective's args (Collective
  name, Process Group Name and Description, Process Group Ranks, Group size, In/Out msg nelems,
  dtype, split sizes, Global rank start and stride), the nccl:all_reduce user_annotation in it,
  its cudaLaunchKernel and the NCCL kernel, whose args repeat the collective's;
- the first kernel of each rank was launched before the trace began, so no call links it;
- NCCL kernels are named as current NCCL names them
  (ncclDevKernel_AllReduce_Sum_f32_RING_LL(ncclDevKernelArgsStorage<4096ul>)) or, with
  --nccl-names old, as NCCL 2.17 did (ncclKernel_AllReduce_RING_LL_Sum_float(...)).

All ranks share one clock (baseTimeNanoseconds) and start each step together. The straggler
(--straggler R, --straggler-us D) computes D µs longer each step, so it launches its all-reduce
later; an all-reduce ends on every rank only once the last rank has joined it, so the others'
NCCL kernels run longer by about D: the signature a straggler leaves in the other ranks' traces.

Files are named as torch.profiler.tensorboard_trace_handler names them: {host}_{pid}.{ms}.pt.trace.json.
Standard library only; the names and times are made up, nothing comes from a real run.

Usage: make_multirank_kineto.py OUTDIR [--ranks N] [--steps S] [--seed S] [--straggler R]
       [--straggler-us D] [--nccl-names new|old] [--host NAME]
Prints {"files": [...], "straggler": R} as JSON.
"""
import argparse
import json
import os
import random

COMPUTE_KERNELS = [
    'sm90_xmma_gemm_f32f32_tf32f32_f32_tn_n_tilesize128x128x32_warpgroupsize1x1x1_execute_segment_k_off_kernel__5x_cublas',
    'void at::native::vectorized_elementwise_kernel<4, at::native::FillFunctor<float>, std::array<char*, 1ul> >(int, '
    'at::native::FillFunctor<float>, std::array<char*, 1ul>)',
    'void at::native::reduce_kernel<512, 1, at::native::ReduceOp<float, at::native::MeanOps<float, float, float, '
    'float>, unsigned int, float, 4> >(at::native::ReduceOp<float, at::native::MeanOps<float, float, float, float>, '
    'unsigned int, float, 4>)',
]
OPS = ['aten::linear', 'aten::addmm', 'aten::mul', 'aten::mean', 'aten::add_']
NCCL_NAMES = {
    'new': 'ncclDevKernel_AllReduce_Sum_f32_RING_LL(ncclDevKernelArgsStorage<4096ul>)',
    'old': 'ncclKernel_AllReduce_RING_LL_Sum_float(ncclDevComm*, unsigned long, ncclWork*)',
}
BASE_NS = 1790857026000000000
COMPUTE_STREAM = 7
NCCL_STREAM = 20


def collective_args(world, nelems):
    """What PyTorch writes of a collective, on record_param_comms and again on its NCCL kernel."""
    return {'Collective name': 'allreduce', 'In msg nelems': nelems, 'Out msg nelems': nelems, 'Group size': world,
            'dtype': 'Float', 'In split size': '[]', 'Out split size': '[]', 'Process Group Name': '0',
            'Process Group Description': 'default_pg',
            'Process Group Ranks': '[' + ', '.join(str(r) for r in range(world)) + ']'}


def plan_steps(args, rng):
    """Per step, per rank: how long its compute takes (µs); the same draws for every rank but the
    straggler's delay, so that only the knob makes a rank slow."""
    steps = []
    for _ in range(args.steps):
        kernels = [(rng.randrange(len(COMPUTE_KERNELS)), rng.uniform(200, 600)) for _ in range(args.layers)]
        transfer = rng.uniform(300, 500)
        jitter = [rng.uniform(0, 30) for _ in range(args.ranks)]
        steps.append((kernels, transfer, jitter))
    return steps


def rank_trace(args, rank, steps):
    pid = 41000 + rank
    events = []
    corr = 1
    ext = 1
    ts = 1000.0
    nelems = 25557032
    # Work in flight when the profiler started: its launch came before the trace, so nothing links
    # it to a call (Kineto writes such kernels at the start of a window).
    events.append({'ph': 'X', 'cat': 'kernel', 'name': COMPUTE_KERNELS[0], 'pid': rank, 'tid': COMPUTE_STREAM,
                   'ts': round(ts - 400, 3), 'dur': 350.0,
                   'args': {'External id': 0, 'queued': 0, 'device': rank, 'context': 1, 'stream': COMPUTE_STREAM,
                            'correlation': 900000 + rank, 'registers per thread': 32, 'shared memory': 0,
                            'grid': [1024, 1, 1], 'block': [128, 1, 1]}})
    for number, (kernels, transfer, jitter) in enumerate(steps, start=1):
        step_start = ts
        # Compute: one op a layer, each launching one kernel on the compute stream.
        gpu_free = ts
        cpu = ts + 2
        for kernel, dur in kernels:
            if rank == args.straggler:
                dur += args.straggler_us / len(kernels)
            op = OPS[kernel % len(OPS)]
            events.append({'ph': 'X', 'cat': 'cpu_op', 'name': op, 'pid': pid, 'tid': pid, 'ts': round(cpu, 3),
                           'dur': 12.0, 'args': {'External id': ext, 'Record function id': 0, 'Ev Idx': ext}})
            events.append({'ph': 'X', 'cat': 'cuda_runtime', 'name': 'cudaLaunchKernel', 'pid': pid, 'tid': pid,
                           'ts': round(cpu + 2, 3), 'dur': 6.0,
                           'args': {'External id': ext, 'cbid': 211, 'correlation': corr}})
            start = max(gpu_free, cpu + 10)
            events.append({'ph': 'X', 'cat': 'kernel', 'name': COMPUTE_KERNELS[kernel], 'pid': rank,
                           'tid': COMPUTE_STREAM, 'ts': round(start, 3), 'dur': round(dur, 3),
                           'args': {'External id': ext, 'queued': 0, 'device': rank, 'context': 1,
                                    'stream': COMPUTE_STREAM, 'correlation': corr, 'registers per thread': 32,
                                    'shared memory': 0, 'grid': [1024, 1, 1], 'block': [128, 1, 1]}})
            events.append({'ph': 's', 'id': corr, 'pid': pid, 'tid': pid, 'ts': round(cpu + 2, 3), 'cat': 'ac2g',
                           'name': 'ac2g'})
            events.append({'ph': 'f', 'id': corr, 'pid': rank, 'tid': COMPUTE_STREAM, 'ts': round(start, 3),
                           'cat': 'ac2g', 'name': 'ac2g', 'bp': 'e'})
            gpu_free = start + dur
            cpu += 20
            corr += 1
            ext += 1
        # The all-reduce: launched when this rank's compute is queued, the host waits for the
        # compute to finish first (the gradient hook), as DDP does.
        ready = {r: step_start + 12 + sum(d for _, d in kernels) + jitter[r]
                 + (args.straggler_us if r == args.straggler else 0) for r in range(args.ranks)}
        launch = max(cpu, gpu_free - 15 + jitter[rank])
        comm_start = max(gpu_free, launch + 8)
        comm_end = max(ready.values()) + 20 + transfer
        pg = collective_args(args.ranks, nelems)
        events.append({'ph': 'X', 'cat': 'cpu_op', 'name': 'record_param_comms', 'pid': pid, 'tid': pid,
                       'ts': round(launch - 4, 3), 'dur': 20.0,
                       'args': dict({'External id': ext, 'Record function id': 0, 'Ev Idx': ext,
                                     'Global rank start': 0, 'Global rank stride': 1}, **pg)})
        ext += 1
        events.append({'ph': 'X', 'cat': 'user_annotation', 'name': 'nccl:all_reduce', 'pid': pid, 'tid': pid,
                       'ts': round(launch - 2, 3), 'dur': 14.0,
                       'args': {'External id': ext, 'Record function id': 0, 'Ev Idx': ext}})
        events.append({'ph': 'X', 'cat': 'cuda_runtime', 'name': 'cudaLaunchKernel', 'pid': pid, 'tid': pid,
                       'ts': round(launch, 3), 'dur': 8.0,
                       'args': {'External id': ext, 'cbid': 211, 'correlation': corr}})
        events.append({'ph': 'X', 'cat': 'kernel', 'name': NCCL_NAMES[args.nccl_names], 'pid': rank,
                       'tid': NCCL_STREAM, 'ts': round(comm_start, 3), 'dur': round(comm_end - comm_start, 3),
                       'args': dict({'External id': ext, 'queued': 0, 'device': rank, 'context': 1,
                                     'stream': NCCL_STREAM, 'correlation': corr, 'registers per thread': 96,
                                     'shared memory': 87568, 'grid': [8, 1, 1], 'block': [544, 1, 1]}, **pg)})
        events.append({'ph': 's', 'id': corr, 'pid': pid, 'tid': pid, 'ts': round(launch, 3), 'cat': 'ac2g',
                       'name': 'ac2g'})
        events.append({'ph': 'f', 'id': corr, 'pid': rank, 'tid': NCCL_STREAM, 'ts': round(comm_start, 3),
                       'cat': 'ac2g', 'name': 'ac2g', 'bp': 'e'})
        corr += 1
        ext += 1
        # The optimizer waits for the reduced gradients; the next step starts together on every rank.
        end = comm_end + 30
        events.append({'ph': 'X', 'cat': 'user_annotation', 'name': f'ProfilerStep#{number}', 'pid': pid,
                       'tid': pid, 'ts': round(step_start, 3), 'dur': round(end - step_start, 3),
                       'args': {'External id': ext, 'Record function id': 0, 'Ev Idx': ext}})
        ext += 1
        ts = comm_end + 40

    names = [({'name': 'process_name', 'pid': pid, 'tid': 0, 'args': {'name': 'python3'}}),
             ({'name': 'process_labels', 'pid': pid, 'tid': 0, 'args': {'labels': 'CPU'}}),
             ({'name': 'thread_name', 'pid': pid, 'tid': pid, 'args': {'name': 'thread ' + str(pid) + ' (python3)'}})]
    for device in range(args.ranks):
        names.append({'name': 'process_name', 'pid': device, 'tid': 0, 'args': {'name': 'python3'}})
        names.append({'name': 'process_labels', 'pid': device, 'tid': 0, 'args': {'labels': f'GPU {device}'}})
    for stream in (COMPUTE_STREAM, NCCL_STREAM):
        names.append({'name': 'thread_name', 'pid': rank, 'tid': stream, 'args': {'name': f'stream {stream} '}})
    for n in names:
        n.update({'ph': 'M', 'ts': 1000.0})
        events.append(n)

    return pid, {
        'schemaVersion': 1,
        'deviceProperties': [{'id': d, 'name': 'NVIDIA H100 80GB HBM3', 'totalGlobalMem': 85045526528,
                              'computeMajor': 9, 'computeMinor': 0} for d in range(args.ranks)],
        'distributedInfo': {'backend': 'nccl', 'rank': rank, 'world_size': args.ranks, 'pg_count': 1,
                            'pg_config': [{'pg_name': '0', 'pg_desc': 'default_pg', 'backend_config': 'cuda:nccl',
                                           'pg_size': args.ranks, 'ranks': list(range(args.ranks))}],
                            'nccl_version': '2.21.5'},
        'record_shapes': 0, 'with_stack': 0, 'profile_memory': 0,
        'displayTimeUnit': 'ms', 'baseTimeNanoseconds': BASE_NS,
        'traceEvents': events,
        'traceName': '',
    }


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument('outdir')
    parser.add_argument('--ranks', type=int, default=4)
    parser.add_argument('--steps', type=int, default=3)
    parser.add_argument('--layers', type=int, default=6)
    parser.add_argument('--seed', type=int, default=1)
    parser.add_argument('--straggler', type=int, default=-1, help='the slow rank; -1 for none')
    parser.add_argument('--straggler-us', type=float, default=2000.0, help='its extra compute per step')
    parser.add_argument('--nccl-names', choices=sorted(NCCL_NAMES), default='new')
    parser.add_argument('--host', default='node-a')
    args = parser.parse_args()
    rng = random.Random(args.seed)
    steps = plan_steps(args, rng)
    os.makedirs(args.outdir, exist_ok=True)
    files = []
    for rank in range(args.ranks):
        pid, trace = rank_trace(args, rank, steps)
        name = f'{args.host}_{pid}.{BASE_NS // 1000000}.pt.trace.json'
        trace['traceName'] = name
        path = os.path.join(args.outdir, name)
        with open(path, 'w') as f:
            json.dump(trace, f, separators=(', ', ': '))
        files.append(path)
    print(json.dumps({'files': files, 'straggler': args.straggler}))


if __name__ == '__main__':
    main()
