"""A training step, timed: prints the median step time in ms over 100 steps after 20 warm-up."""
import statistics
import sys
import time

import torch

kind = sys.argv[1] if len(sys.argv) > 1 else "transformer"
dev = torch.device("cuda")
if kind == "transformer":
    layer = torch.nn.TransformerEncoderLayer(1024, 16, 4096, batch_first=True)
    model = torch.nn.TransformerEncoder(layer, 4).to(dev)
    x = torch.randn(8, 512, 1024, device=dev)
else:
    model = torch.nn.Sequential(*[m for _ in range(8) for m in (torch.nn.Linear(1024, 1024), torch.nn.ReLU())]).to(dev)
    x = torch.randn(8, 1024, device=dev)
opt = torch.optim.AdamW(model.parameters(), lr=1e-4)
times = []
for i in range(120):
    t0 = time.perf_counter()
    with torch.autocast("cuda", dtype=torch.bfloat16):
        loss = model(x).float().square().mean()
    loss.backward()
    opt.step()
    opt.zero_grad(set_to_none=True)
    torch.cuda.synchronize()
    if i >= 20:
        times.append((time.perf_counter() - t0) * 1000)
print("%s %.3f" % (kind, statistics.median(times)), flush=True)
