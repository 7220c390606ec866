"""Issue 24 on a real GPU: tensors, graph replays and a blocked wait, with the allocator's own
counts sampled at marks (wall-clock ns) so the capture can be compared with them.

    python3 gpu_check.py OUT_JSON
"""
import json
import queue
import sys
import threading
import time

import torch

dev = torch.device("cuda")
samples = []


def mark(tag):
    torch.cuda.synchronize()
    samples.append({"tag": tag, "t": time.time_ns(), "allocated": torch.cuda.memory_allocated(),
                    "reserved": torch.cuda.memory_reserved()})


mark("start")
xs = []
for i in range(20):
    xs.append(torch.empty((i + 1) * 1000003, dtype=torch.uint8, device=dev))  # ALLOC LINE
    mark("alloc%d" % i)
del xs[::2]
mark("freed-half")
torch.cuda.empty_cache()
mark("empty-cache")

model = torch.nn.Sequential(torch.nn.Linear(1024, 4096), torch.nn.ReLU(), torch.nn.Linear(4096, 1024)).cuda()
opt = torch.optim.SGD(model.parameters(), lr=0.01)
for step in range(10):
    x = torch.randn(256, 1024, device=dev)
    loss = model(x).square().mean()
    loss.backward()
    opt.step()
    opt.zero_grad(set_to_none=True)
    mark("step%d" % step)

g = torch.cuda.CUDAGraph()
static_x = torch.randn(256, 1024, device=dev)
s = torch.cuda.Stream()
s.wait_stream(torch.cuda.current_stream())
with torch.cuda.stream(s):
    for _ in range(3):
        model(static_x)
torch.cuda.current_stream().wait_stream(s)
with torch.no_grad(), torch.cuda.graph(g):
    static_y = model(static_x)
for i in range(50):
    static_x.copy_(torch.randn(256, 1024, device=dev))
    g.replay()
mark("graphs")

q = queue.Queue()


def produce():
    for i in range(5):
        time.sleep(0.2)
        q.put(i)


threading.Thread(target=produce).start()
for i in range(5):
    item = q.get()  # WAIT LINE
mark("end")
with open(sys.argv[1], "w") as f:
    json.dump({"samples": samples, "torch": torch.__version__}, f)
