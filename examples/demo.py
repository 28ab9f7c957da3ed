"""make demo: minitorch's main job, end to end.

1. Build a small graph and show what autograd recorded: the grad_fn chain, node by node.
2. Run backward and show the gradients.
3. Train a small CNN on scikit-learn's bundled handwritten digits (8x8 images, no download) with
   nn.Module, DataLoader and Adam, exactly as one would in PyTorch; save a safetensors checkpoint,
   reload it into a fresh model and check the predictions are identical.

``python examples/demo.py --epochs N --quiet`` is what the test suite runs (a short run).
"""
import argparse
import os
import sys
import tempfile
import time

import minitorch as torch
import minitorch.nn as nn
import minitorch.nn.functional as F
from minitorch.utils.data import DataLoader, TensorDataset


def show_chain(tensor):
    """Walk grad_fn -> next_functions depth-first (iteratively), printing each node once."""
    seen, stack = set(), [(tensor.grad_fn, 0)]
    while stack:
        fn, depth = stack.pop()
        if fn is None or fn in seen:
            continue
        seen.add(fn)
        label = fn.name()
        if label == "torch::autograd::AccumulateGrad":
            label += f"  (leaf of shape {tuple(fn.variable.shape)})"
        print("   " * depth + label)
        stack.extend((next_fn, depth + 1) for next_fn, _ in reversed(fn.next_functions))


def part1_graph():
    print("== 1. the graph autograd records ==")
    x = torch.tensor([0.5, 0.75], requires_grad=True)
    w = torch.tensor([2.0, -1.0], requires_grad=True)
    y = (x * w).sum().tanh() + x[0] ** 2
    print("y =", y)
    show_chain(y)
    print("\n== 2. backward ==")
    y.backward()
    print("x.grad =", x.grad)
    print("w.grad =", w.grad)


class DigitsCNN(nn.Module):
    """Two conv blocks and a classifier: only forward is written; autograd does the rest."""

    def __init__(self):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv2d(1, 16, kernel_size=3, padding=1), nn.BatchNorm2d(16), nn.ReLU(), nn.MaxPool2d(2),   # 8x8 -> 4x4
            nn.Conv2d(16, 32, kernel_size=3, padding=1), nn.BatchNorm2d(32), nn.ReLU(), nn.MaxPool2d(2),  # -> 2x2
        )
        self.classifier = nn.Sequential(nn.Flatten(), nn.Dropout(0.2), nn.Linear(32 * 2 * 2, 64), nn.ReLU(),
                                        nn.Linear(64, 10))

    def forward(self, x):
        return self.classifier(self.features(x))


def load_digits_split(seed=0):
    from sklearn.datasets import load_digits
    from sklearn.model_selection import train_test_split
    digits = load_digits()
    images = digits.images.astype("float32") / 16.0          # (1797, 8, 8) in [0, 1]
    x_train, x_test, y_train, y_test = train_test_split(images, digits.target, test_size=0.25, random_state=seed,
                                                        stratify=digits.target)
    mean, std = x_train.mean(), x_train.std()

    def prep(x, y):
        return torch.tensor((x - mean) / std).unsqueeze(1), torch.tensor(y.astype("int64"))
    return prep(x_train, y_train), prep(x_test, y_test)


def progress(epoch, epochs, done, total, loss, acc, width=30, quiet=False):
    if quiet:
        return
    filled = int(width * done / total)
    bar = "#" * filled + "-" * (width - filled)
    sys.stdout.write(f"\repoch {epoch:2d}/{epochs} [{bar}] {done:4d}/{total}  loss {loss:.4f}  acc {acc:6.2%}")
    sys.stdout.flush()


def evaluate(model, x, y, batch_size=512):
    model.eval()
    preds = []
    with torch.no_grad():
        for i in range(0, x.shape[0], batch_size):
            preds.append(model(x[i:i + batch_size]).argmax(1))
    model.train()
    pred = torch.cat(preds) if len(preds) > 1 and hasattr(torch, "cat") else preds[0] if len(preds) == 1 else \
        torch.tensor(sum((p.tolist() for p in preds), []))
    return (pred == y).float().mean().item(), pred


def part3_train(epochs=12, quiet=False, checkpoint=None):
    print("\n== 3. a small CNN on scikit-learn's handwritten digits ==")
    torch.manual_seed(0)
    (x_train, y_train), (x_test, y_test) = load_digits_split()
    print(f"train {tuple(x_train.shape)}  test {tuple(x_test.shape)}")
    model = DigitsCNN()
    print(model)
    print(f"{sum(p.numel() for p in model.parameters())} parameters")
    loader = DataLoader(TensorDataset(x_train, y_train), batch_size=32, shuffle=True,
                        generator=torch.Generator().manual_seed(0))
    optimizer = torch.optim.Adam(model.parameters(), lr=3e-3)
    scheduler = torch.optim.lr_scheduler.CosineAnnealingLR(optimizer, T_max=epochs)
    times = []
    for epoch in range(1, epochs + 1):
        start = time.perf_counter()
        seen = correct = 0
        total_loss = 0.0
        for xb, yb in loader:
            logits = model(xb)
            loss = F.cross_entropy(logits, yb)
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            seen += yb.shape[0]
            total_loss += loss.item() * yb.shape[0]
            correct += (logits.argmax(1) == yb).sum().item()
            progress(epoch, epochs, seen, len(loader.dataset), total_loss / seen, correct / seen, quiet=quiet)
        scheduler.step()
        times.append(time.perf_counter() - start)
        test_acc, _ = evaluate(model, x_test, y_test)
        if not quiet:
            sys.stdout.write(f"  test {test_acc:6.2%}  {times[-1]:.2f}s/epoch\n")
    test_acc, pred = evaluate(model, x_test, y_test)
    print(f"test accuracy {test_acc:.2%} after {epochs} epochs; mean time per epoch {sum(times) / len(times):.2f}s")

    # checkpoint: safetensors on disk, reloaded into a fresh model, identical predictions
    path = checkpoint or os.path.join(tempfile.mkdtemp(prefix="minitorch-demo-"), "digits_cnn.safetensors")
    torch.save(model.state_dict(), path)
    fresh = DigitsCNN()
    fresh.load_state_dict(torch.load(path))
    fresh_acc, fresh_pred = evaluate(fresh, x_test, y_test)
    same = bool((fresh_pred == pred).all().item())
    print(f"checkpoint {path} ({os.path.getsize(path)} bytes) reloaded: predictions identical: {same}")
    if not same:
        raise SystemExit("reloaded model predicts differently")
    return test_acc, times


def main(argv=None):
    parser = argparse.ArgumentParser()
    parser.add_argument("--epochs", type=int, default=12)
    parser.add_argument("--quiet", action="store_true")
    parser.add_argument("--skip-graph", action="store_true")
    args = parser.parse_args(argv)
    start = time.perf_counter()
    if not args.skip_graph:
        part1_graph()
    acc, _ = part3_train(args.epochs, args.quiet)
    print(f"\ndone in {time.perf_counter() - start:.1f}s")
    return acc


if __name__ == "__main__":
    main()
