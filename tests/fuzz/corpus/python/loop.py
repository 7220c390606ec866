"""A step loop: .item() in this docstring is not a call."""
import torch
from torch.utils.data import DataLoader
loader = DataLoader(data, batch_size=64,
                    num_workers=0, collate_fn=collate)  # a call over two lines
for step, (x, y) in enumerate(loader):
    loss = model(x.cuda()).mean()
    print(f"{loss.item():.3f} {{not}} {y!r}")
    history.append(loss)
