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
(--straggler R, --straggler-us D) computes D µs longer each step (or, with --straggler-cause input,
waits D µs for its DataLoader first), so it launches its all-reduces later; an all-reduce ends on
every rank only once the last rank has joined it, so the others' NCCL kernels run longer: the
signature a straggler leaves in the other ranks' traces. --collectives K all-reduces K gradient
buckets per step as each is ready; --groups 2 adds an all-gather on a second process group (its
own stream); --no-pg-args leaves out the collective args PyTorch writes from 2.1 on.

Files are named as torch.profiler.tensorboard_trace_handler names them: {host}_{pid}.{ms}.pt.trace.json.
Standard library only; the names and times are made up, nothing comes from a real run.

Usage: make_multirank_kineto.py OUTDIR [--ranks N] [--steps S] [--layers L] [--seed S] [--straggler R]
       [--straggler-us D] [--straggler-cause compute|input] [--collectives K] [--groups 1|2]
       [--no-pg-args] [--nccl-names new|old] [--host NAME]
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
ALLREDUCE_NAMES = {
    'new': 'ncclDevKernel_AllReduce_Sum_f32_RING_LL(ncclDevKernelArgsStorage<4096ul>)',
    'old': 'ncclKernel_AllReduce_RING_LL_Sum_float(ncclDevComm*, unsigned long, ncclWork*)',
}
ALLGATHER_NAMES = {
    'new': 'ncclDevKernel_AllGather_RING_LL(ncclDevKernelArgsStorage<4096ul>)',
    'old': 'ncclKernel_AllGather_RING_LL_Sum_int8_t(ncclDevComm*, unsigned long, ncclWork*)',
}
NCCL_NAMES = ALLREDUCE_NAMES
BASE_NS = 1790857026000000000
COMPUTE_STREAM = 7
# Each process group's collectives run on a stream of their own, as ProcessGroupNCCL does.
GROUPS = {
    0: {'name': '0', 'desc': 'default_pg', 'stream': 20, 'collective': 'allreduce',
        'annotation': 'nccl:all_reduce', 'kernel': ALLREDUCE_NAMES},
    1: {'name': '1', 'desc': 'model_parallel', 'stream': 24, 'collective': 'all_gather_into_tensor',
        'annotation': 'nccl:_all_gather_base', 'kernel': ALLGATHER_NAMES},
}


def collective_args(world, nelems, group=0):
    """What PyTorch writes of a collective, on record_param_comms and again on its NCCL kernel."""
    g = GROUPS[group]
    return {'Collective name': g['collective'], 'In msg nelems': nelems, 'Out msg nelems': nelems,
            'Group size': world, 'dtype': 'Float', 'In split size': '[]', 'Out split size': '[]',
            'Process Group Name': g['name'], 'Process Group Description': g['desc'],
            'Process Group Ranks': '[' + ', '.join(str(r) for r in range(world)) + ']'}


def plan_steps(args, rng):
    """Per step: the compute kernels (index, µs), each collective's transfer time (µs) and each rank's
    jitter per collective; the same draws for every rank, so that only the knob makes a rank slow."""
    steps = []
    count = args.collectives + (1 if args.groups > 1 else 0)
    for _ in range(args.steps):
        kernels = [(rng.randrange(len(COMPUTE_KERNELS)), rng.uniform(200, 600)) for _ in range(args.layers)]
        transfers = [rng.uniform(300, 500) for _ in range(count)]
        jitter = [[rng.uniform(0, 30) for _ in range(args.ranks)] for _ in range(count)]
        steps.append((kernels, transfers, jitter))
    return steps


def job_timeline(args, steps):
    """When every rank's CPU launches and GPU runs each piece of work, step by step. The backward's
    buckets (--collectives) are all-reduced as each is ready, as DDP does: a collective starts on a
    rank once its bucket's compute is done and ends on every rank only once the last rank has joined
    it plus the transfer. With --groups 2 each step ends with an all-gather on a second group. The
    straggler is late either in compute (longer kernels) or in input (its DataLoader's __next__)."""
    timeline = []
    t0 = 1000.0
    count = args.collectives + (1 if args.groups > 1 else 0)
    for kernels, transfers, jitter in steps:
        ranks = []
        for r in range(args.ranks):
            late = r == args.straggler
            ranks.append({'input_us': args.straggler_us if late and args.straggler_cause == 'input' else 0.0,
                          'work': [], 'cpu': t0 + 2, 'gpu_free': t0, 'comm_free': {}})
            ranks[-1]['cpu'] += ranks[-1]['input_us']
        per_bucket = max(1, -(-len(kernels) // args.collectives))
        chunks = [kernels[i:i + per_bucket] for i in range(0, len(kernels), per_bucket)]
        while len(chunks) < args.collectives:
            chunks.append([])
        step_end = t0
        for c in range(count):
            group = 0 if c < args.collectives else 1
            stream = GROUPS[group]['stream']
            starts = []
            for r, state in enumerate(ranks):
                if group == 0:
                    for kernel, dur in chunks[c]:
                        if r == args.straggler and args.straggler_cause == 'compute':
                            dur += args.straggler_us / len(kernels)
                        start = max(state['gpu_free'], state['cpu'] + 10)
                        state['work'].append({'what': 'kernel', 'kernel': kernel, 'cpu': state['cpu'],
                                              'start': start, 'dur': dur})
                        state['gpu_free'] = start + dur
                        state['cpu'] += 20
                # The gradient hook launches the collective once the bucket is computed.
                ready = state['gpu_free'] + jitter[c][r]
                launch = max(state['cpu'], ready - 15)
                start = max(ready, launch + 8, state['comm_free'].get(stream, 0.0))
                state['cpu'] = launch + 20
                starts.append((launch, start))
            end = max(s for _, s in starts) + 20 + transfers[c]
            for r, state in enumerate(ranks):
                launch, start = starts[r]
                state['work'].append({'what': 'collective', 'group': group, 'nelems': 25557032 // (c + 1),
                                      'cpu': launch, 'start': start, 'dur': end - start})
                state['comm_free'][stream] = end
            step_end = max(step_end, end)
        # The loop logs the loss (loss.item()): the host waits there for the reduced gradients and
        # the step's last kernels; the next step starts together on every rank.
        for state in ranks:
            state['work'].append({'what': 'sync', 'cpu': state['cpu'], 'dur': step_end + 5 - state['cpu']})
        end = step_end + 30
        timeline.append({'start': t0, 'end': end, 'ranks': ranks})
        t0 = end + 10
    return timeline


def rank_trace(args, rank, timeline):
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
    for number, step in enumerate(timeline, start=1):
        mine = step['ranks'][rank]
        if mine['input_us'] > 0:
            # The straggler's DataLoader hands out its batch late: the training thread waits in __next__.
            events.append({'ph': 'X', 'cat': 'user_annotation',
                           'name': 'enumerate(DataLoader)#_MultiProcessingDataLoaderIter.__next__', 'pid': pid,
                           'tid': pid, 'ts': round(step['start'] + 1, 3), 'dur': round(mine['input_us'], 3),
                           'args': {'External id': ext, 'Record function id': 0, 'Ev Idx': ext}})
            ext += 1
        for item in mine['work']:
            if item['what'] == 'sync':
                events.append({'ph': 'X', 'cat': 'cpu_op', 'name': 'aten::item', 'pid': pid, 'tid': pid,
                               'ts': round(item['cpu'], 3), 'dur': round(item['dur'] + 4, 3),
                               'args': {'External id': ext, 'Record function id': 0, 'Ev Idx': ext}})
                events.append({'ph': 'X', 'cat': 'cpu_op', 'name': 'aten::_local_scalar_dense', 'pid': pid,
                               'tid': pid, 'ts': round(item['cpu'] + 1, 3), 'dur': round(item['dur'] + 2, 3),
                               'args': {'External id': ext + 1, 'Record function id': 0, 'Ev Idx': ext + 1}})
                events.append({'ph': 'X', 'cat': 'cuda_runtime', 'name': 'cudaStreamSynchronize', 'pid': pid,
                               'tid': pid, 'ts': round(item['cpu'] + 2, 3), 'dur': round(item['dur'], 3),
                               'args': {'External id': ext + 1, 'cbid': 131, 'correlation': corr}})
                corr += 1
                ext += 2
                continue
            if item['what'] == 'kernel':
                op = OPS[item['kernel'] % len(OPS)]
                events.append({'ph': 'X', 'cat': 'cpu_op', 'name': op, 'pid': pid, 'tid': pid,
                               'ts': round(item['cpu'], 3), 'dur': 12.0,
                               'args': {'External id': ext, 'Record function id': 0, 'Ev Idx': ext}})
                events.append({'ph': 'X', 'cat': 'cuda_runtime', 'name': 'cudaLaunchKernel', 'pid': pid, 'tid': pid,
                               'ts': round(item['cpu'] + 2, 3), 'dur': 6.0,
                               'args': {'External id': ext, 'cbid': 211, 'correlation': corr}})
                events.append({'ph': 'X', 'cat': 'kernel', 'name': COMPUTE_KERNELS[item['kernel']], 'pid': rank,
                               'tid': COMPUTE_STREAM, 'ts': round(item['start'], 3), 'dur': round(item['dur'], 3),
                               'args': {'External id': ext, 'queued': 0, 'device': rank, 'context': 1,
                                        'stream': COMPUTE_STREAM, 'correlation': corr, 'registers per thread': 32,
                                        'shared memory': 0, 'grid': [1024, 1, 1], 'block': [128, 1, 1]}})
                launch = item['cpu'] + 2
                stream = COMPUTE_STREAM
            else:
                group = item['group']
                pg = collective_args(args.ranks, item['nelems'], group)
                launch = item['cpu']
                stream = GROUPS[group]['stream']
                events.append({'ph': 'X', 'cat': 'cpu_op', 'name': 'record_param_comms', 'pid': pid, 'tid': pid,
                               'ts': round(launch - 4, 3), 'dur': 20.0,
                               'args': dict({'External id': ext, 'Record function id': 0, 'Ev Idx': ext,
                                             'Global rank start': 0, 'Global rank stride': 1},
                                            **(pg if args.pg_args else {}))})
                ext += 1
                events.append({'ph': 'X', 'cat': 'user_annotation', 'name': GROUPS[group]['annotation'], 'pid': pid,
                               'tid': pid, 'ts': round(launch - 2, 3), 'dur': 14.0,
                               'args': {'External id': ext, 'Record function id': 0, 'Ev Idx': ext}})
                events.append({'ph': 'X', 'cat': 'cuda_runtime', 'name': 'cudaLaunchKernel', 'pid': pid, 'tid': pid,
                               'ts': round(launch, 3), 'dur': 8.0,
                               'args': {'External id': ext, 'cbid': 211, 'correlation': corr}})
                kernel_args = {'External id': ext, 'queued': 0, 'device': rank, 'context': 1, 'stream': stream,
                               'correlation': corr, 'registers per thread': 96, 'shared memory': 87568,
                               'grid': [8, 1, 1], 'block': [544, 1, 1]}
                if args.pg_args:
                    kernel_args.update(pg)
                events.append({'ph': 'X', 'cat': 'kernel', 'name': GROUPS[group]['kernel'][args.nccl_names],
                               'pid': rank, 'tid': stream, 'ts': round(item['start'], 3),
                               'dur': round(item['dur'], 3), 'args': kernel_args})
            events.append({'ph': 's', 'id': corr, 'pid': pid, 'tid': pid, 'ts': round(launch, 3), 'cat': 'ac2g',
                           'name': 'ac2g'})
            events.append({'ph': 'f', 'id': corr, 'pid': rank, 'tid': stream, 'ts': round(item['start'], 3),
                           'cat': 'ac2g', 'name': 'ac2g', 'bp': 'e'})
            corr += 1
            ext += 1
        events.append({'ph': 'X', 'cat': 'user_annotation', 'name': f'ProfilerStep#{number}', 'pid': pid,
                       'tid': pid, 'ts': round(step['start'], 3), 'dur': round(step['end'] - step['start'], 3),
                       'args': {'External id': ext, 'Record function id': 0, 'Ev Idx': ext}})
        ext += 1

    names = [({'name': 'process_name', 'pid': pid, 'tid': 0, 'args': {'name': 'python3'}}),
             ({'name': 'process_labels', 'pid': pid, 'tid': 0, 'args': {'labels': 'CPU'}}),
             ({'name': 'thread_name', 'pid': pid, 'tid': pid, 'args': {'name': 'thread ' + str(pid) + ' (python3)'}})]
    for device in range(args.ranks):
        names.append({'name': 'process_name', 'pid': device, 'tid': 0, 'args': {'name': 'python3'}})
        names.append({'name': 'process_labels', 'pid': device, 'tid': 0, 'args': {'labels': f'GPU {device}'}})
    for stream in [COMPUTE_STREAM] + [GROUPS[g]['stream'] for g in range(args.groups)]:
        names.append({'name': 'thread_name', 'pid': rank, 'tid': stream, 'args': {'name': f'stream {stream} '}})
    for n in names:
        n.update({'ph': 'M', 'ts': 1000.0})
        events.append(n)

    return pid, {
        'schemaVersion': 1,
        'deviceProperties': [{'id': d, 'name': 'NVIDIA H100 80GB HBM3', 'totalGlobalMem': 85045526528,
                              'computeMajor': 9, 'computeMinor': 0} for d in range(args.ranks)],
        'distributedInfo': {'backend': 'nccl', 'rank': rank, 'world_size': args.ranks, 'pg_count': args.groups,
                            'pg_config': [{'pg_name': GROUPS[g]['name'], 'pg_desc': GROUPS[g]['desc'],
                                           'backend_config': 'cuda:nccl', 'pg_size': args.ranks,
                                           'ranks': list(range(args.ranks))} for g in range(args.groups)],
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
    parser.add_argument('--collectives', type=int, default=1, help='all-reduces (gradient buckets) per step')
    parser.add_argument('--groups', type=int, choices=(1, 2), default=1,
                        help='2: each step also all-gathers on a second process group')
    parser.add_argument('--straggler-cause', choices=('compute', 'input'), default='compute',
                        help='what makes the straggler late: longer kernels, or waiting for its DataLoader')
    parser.add_argument('--no-pg-args', dest='pg_args', action='store_false',
                        help='write no collective args (process group) on kernels, as PyTorch before 2.1')
    parser.add_argument('--host', default='node-a')
    args = parser.parse_args()
    rng = random.Random(args.seed)
    timeline = job_timeline(args, plan_steps(args, rng))
    os.makedirs(args.outdir, exist_ok=True)
    files = []
    for rank in range(args.ranks):
        pid, trace = rank_trace(args, rank, timeline)
        name = f'{args.host}_{pid}.{BASE_NS // 1000000}.pt.trace.json'
        trace['traceName'] = name
        path = os.path.join(args.outdir, name)
        with open(path, 'w') as f:
            json.dump(trace, f, separators=(', ', ': '))
        files.append(path)
    print(json.dumps({'files': files, 'straggler': args.straggler}))


if __name__ == '__main__':
    main()
