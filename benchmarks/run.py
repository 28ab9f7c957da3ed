"""make bench: minitorch side by side with hand-written NumPy and PyTorch (when installed).

Per-op overhead: a chain of 2,000 ops on shape-(4,) float32 tensors alternating mul, add,
tanh; forward+backward, forward with grad recording, forward under no_grad; microseconds
per op. MLP step: batch 128, 784-512-512-10, ReLU, softmax cross-entropy, SGD, float32.
Medians over repeats; ratios against NumPy-by-hand and PyTorch; results in results.json.
"""
import json
import platform
import statistics
import sys
import time
from pathlib import Path

import numpy as np

import minitorch

try:
    import torch
except ImportError:
    torch = None

CHAIN = 2000
REPEATS = 7


def median_time(fn, repeats=REPEATS, warmup=2):
    for _ in range(warmup):
        fn()
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


# -- per-op overhead -----------------------------------------------------------------------

def chain_forward(lib, x, c):
    y = x
    for i in range(CHAIN // 3):
        y = lib.tanh(y * c + c)
    return y


def op_overhead_minitorch():
    x = minitorch.ones(4, requires_grad=True)
    c = minitorch.full((4,), 0.5)

    def fwd_bwd():
        chain_forward(minitorch, x, c).sum().backward()

    def fwd():
        chain_forward(minitorch, x, c)

    def fwd_nograd():
        with minitorch.no_grad():
            chain_forward(minitorch, x, c)
    return fwd_bwd, fwd, fwd_nograd


def op_overhead_torch():
    x = torch.ones(4, requires_grad=True)
    c = torch.full((4,), 0.5)

    def fwd_bwd():
        chain_forward(torch, x, c).sum().backward()

    def fwd():
        chain_forward(torch, x, c)

    def fwd_nograd():
        with torch.no_grad():
            chain_forward(torch, x, c)
    return fwd_bwd, fwd, fwd_nograd


def op_overhead_numpy():
    x = np.ones(4, np.float32)
    c = np.full(4, 0.5, np.float32)

    def fwd():
        ys = []
        y = x
        for i in range(CHAIN // 3):
            y = np.tanh(y * c + c)
            ys.append(y)
        return ys

    def fwd_bwd():
        ys = fwd()
        g = np.ones(4, np.float32)
        for y in reversed(ys):
            g = g * (1 - y * y)  # tanh'
            g = g * c            # mul (the add passes g through)
        return g
    return fwd_bwd, fwd, fwd
# -- MLP step ------------------------------------------------------------------------------------


def mlp_data(seed=0):
    rng = np.random.default_rng(seed)
    X = rng.standard_normal((128, 784)).astype(np.float32)
    y = rng.integers(0, 10, 128)
    ws = [(rng.standard_normal((i, o)) / np.sqrt(i)).astype(np.float32) for i, o in ((784, 512), (512, 512), (512, 10))]
    bs = [np.zeros(o, np.float32) for o in (512, 512, 10)]
    return X, y, ws, bs


def mlp_minitorch():
    X, y, ws, bs = mlp_data()
    X = minitorch.tensor(X)
    onehot = minitorch.tensor(np.eye(10, dtype=np.float32)[y])
    params = [minitorch.tensor(a, requires_grad=True) for a in ws + bs]

    def step():
        w1, w2, w3, b1, b2, b3 = params
        h = (X @ w1 + b1).relu()
        h = (h @ w2 + b2).relu()
        logits = h @ w3 + b3
        loss = -(minitorch.log_softmax(logits, 1) * onehot).sum() / 128
        loss.backward()
        with minitorch.no_grad():
            for p in params:
                p._data -= 0.01 * p.grad._data  # SGD in place (the optimizer's job, by hand here)
                p.grad = None
    return step


def mlp_torch():
    X, y, ws, bs = mlp_data()
    X = torch.tensor(X)
    onehot = torch.tensor(np.eye(10, dtype=np.float32)[y])
    params = [torch.tensor(a, requires_grad=True) for a in ws + bs]

    def step():
        w1, w2, w3, b1, b2, b3 = params
        h = (X @ w1 + b1).relu()
        h = (h @ w2 + b2).relu()
        logits = h @ w3 + b3
        loss = -(torch.log_softmax(logits, 1) * onehot).sum() / 128
        loss.backward()
        with torch.no_grad():
            for p in params:
                p -= 0.01 * p.grad
                p.grad = None
    return step


def mlp_numpy():
    X, y, ws, bs = mlp_data()
    onehot = np.eye(10, dtype=np.float32)[y]

    def step():
        w1, w2, w3 = ws
        b1, b2, b3 = bs
        z1 = X @ w1 + b1
        h1 = np.maximum(z1, 0)
        z2 = h1 @ w2 + b2
        h2 = np.maximum(z2, 0)
        logits = h2 @ w3 + b3
        shifted = logits - logits.max(1, keepdims=True)
        e = np.exp(shifted)
        p = e / e.sum(1, keepdims=True)
        g3 = (p - onehot) / 128
        gw3, gb3 = h2.T @ g3, g3.sum(0)
        g2 = (g3 @ w3.T) * (z2 > 0)
        gw2, gb2 = h1.T @ g2, g2.sum(0)
        g1 = (g2 @ w2.T) * (z1 > 0)
        gw1, gb1 = X.T @ g1, g1.sum(0)
        for param, grad in zip((w1, w2, w3, b1, b2, b3), (gw1, gw2, gw3, gb1, gb2, gb3)):
            param -= 0.01 * grad
    return step


def main():
    results = {"machine": {"python": sys.version.split()[0], "platform": platform.platform(),
                           "processor": platform.processor() or platform.machine(), "numpy": np.__version__,
                           "torch": torch.__version__ if torch else None}, "benchmarks": {}}
    rows = []

    def record(name, unit, scale, ours, numpy_t, torch_t):
        entry = {"minitorch": ours * scale, "numpy": numpy_t * scale if numpy_t else None,
                 "pytorch": torch_t * scale if torch_t else None, "unit": unit}
        results["benchmarks"][name] = entry
        rows.append((name, unit, entry))

    ours = op_overhead_minitorch()
    mine = [median_time(f) for f in ours]
    nump = [median_time(f) for f in op_overhead_numpy()]
    theirs = [median_time(f) for f in op_overhead_torch()] if torch else [None] * 3
    per_op = 1e6 / CHAIN
    for i, label in enumerate(("per-op fwd+bwd", "per-op fwd (recording)", "per-op fwd (no_grad)")):
        record(label, "us/op", per_op, mine[i], nump[i], theirs[i])

    record("MLP step 128x784-512-512-10", "ms", 1e3, median_time(mlp_minitorch(), 15), median_time(mlp_numpy(), 15),
           median_time(mlp_torch(), 15) if torch else None)

    print(f"{'benchmark':32s} {'minitorch':>10s} {'NumPy':>10s} {'PyTorch':>10s} {'vs NumPy':>9s} {'vs PyTorch':>11s}")
    for name, unit, e in rows:
        def fmt(v):
            return f"{v:10.2f}" if v is not None else f"{'-':>10s}"
        r_np = f"{e['minitorch'] / e['numpy']:8.2f}x" if e["numpy"] else f"{'-':>9s}"
        r_pt = f"{e['minitorch'] / e['pytorch']:10.2f}x" if e["pytorch"] else f"{'-':>11s}"
        print(f"{name + ' (' + unit + ')':32s} {fmt(e['minitorch'])} {fmt(e['numpy'])} {fmt(e['pytorch'])} {r_np} {r_pt}")
    out = Path(__file__).with_name("results.json")
    out.write_text(json.dumps(results, indent=2))
    print(f"\nwritten {out}")


if __name__ == "__main__":
    main()
