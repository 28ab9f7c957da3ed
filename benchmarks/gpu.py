"""GPU benchmarks (issue 7): minitorch on CuPy next to PyTorch CUDA, in one run.

- MLP training step: batch 1024, 4096-wide layers, float32: time per step and peak GPU memory.
- Small CNN step (when minitorch.nn.functional.conv2d exists): time and peak memory.
- Per-op launch overhead on tiny CUDA tensors (a chain of mul/add/tanh).
- Peak GPU memory of a deep MLP's forward+backward with and without save_on_cpu (the saved
  activations move to the host, so max_memory_allocated must drop by about their size).

Needs a machine with an NVIDIA GPU, CuPy (pip install minitorch[cuda]) and, for the side-by-side
columns, PyTorch with CUDA. Prints a table and writes benchmarks/gpu_results.json.
"""
import json
import statistics
import sys
import time
from pathlib import Path

import minitorch

try:
    import torch
    if not torch.cuda.is_available():
        torch = None
except ImportError:
    torch = None


def timed(fn, sync, repeats=10, warmup=3):
    for _ in range(warmup):
        fn()
    sync()
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        fn()
        sync()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def mlp_step(lib, device, batch=1024, width=4096, depth=3, seed=0):
    lib.manual_seed(seed)
    X = lib.randn(batch, width, device=device)
    target = lib.randint(0, 10, (batch,), device=device)
    params = []
    for i in range(depth):
        out = 10 if i == depth - 1 else width
        w = (lib.randn(width, out, device=device) / width ** 0.5).requires_grad_()
        b = lib.zeros(out, device=device, requires_grad=True)
        params += [w, b]
    onehot = lib.nn.functional.one_hot(target, 10).to(X.dtype) if hasattr(lib.nn.functional, "one_hot") else None

    def step():
        h = X
        for i in range(0, len(params), 2):
            h = h @ params[i] + params[i + 1]
            if i < len(params) - 2:
                h = h.relu()
        if onehot is not None:
            loss = -(lib.log_softmax(h, 1) * onehot).sum() / batch
        else:
            loss = h.sum()
        loss.backward()
        with lib.no_grad():
            for p in params:
                p -= 0.01 * p.grad
                p.grad = None
    return step


def cnn_step(lib, device, batch=64):
    F = lib.nn.functional
    if not hasattr(F, "conv2d"):
        return None
    lib.manual_seed(0)
    x = lib.randn(batch, 1, 28, 28, device=device)
    w1 = (lib.randn(16, 1, 3, 3, device=device) * 0.3).requires_grad_()
    w2 = (lib.randn(32, 16, 3, 3, device=device) * 0.1).requires_grad_()
    w3 = (lib.randn(32 * 7 * 7, 10, device=device) * 0.01).requires_grad_()
    params = [w1, w2, w3]

    def step():
        h = F.max_pool2d(F.conv2d(x, w1, padding=1).relu(), 2)
        h = F.max_pool2d(F.conv2d(h, w2, padding=1).relu(), 2)
        loss = (h.reshape(batch, -1) @ w3).logsumexp(1).mean() if hasattr(h, "logsumexp") else (h.reshape(batch, -1) @ w3).sum()
        loss.backward()
        with lib.no_grad():
            for p in params:
                p -= 0.01 * p.grad
                p.grad = None
    return step


def op_chain(lib, device, n=600):
    x = lib.ones(4, device=device, requires_grad=True)
    c = lib.full((4,), 0.5, device=device)

    def run():
        y = x
        for _ in range(n // 3):
            y = lib.tanh(y * c + c)
        y.sum().backward()
    return run, n


def peak_memory(lib, device, offload, batch=512, width=2048, depth=8):
    lib.manual_seed(0)
    X = lib.randn(batch, width, device=device)
    params = [(lib.randn(width, width, device=device) / width ** 0.5).requires_grad_() for _ in range(depth)]
    lib.cuda.synchronize()
    lib.cuda.empty_cache()
    lib.cuda.reset_peak_memory_stats()
    base = lib.cuda.memory_allocated()
    ctx = lib.autograd.graph.save_on_cpu() if offload else _nullcontext()
    with ctx:
        h = X
        for w in params:
            h = (h @ w).tanh()
        loss = h.sum()
    loss.backward()
    lib.cuda.synchronize()
    peak = lib.cuda.max_memory_allocated() - base
    grads = [p.grad for p in params]
    return peak, grads


class _nullcontext:
    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False


def main():
    if not minitorch.cuda.is_available():
        print("minitorch.cuda.is_available() is False: install CuPy (pip install minitorch[cuda]) on a GPU machine.")
        return 1
    dev = "cuda"
    results = {}
    libs = [("minitorch", minitorch)] + ([("pytorch", torch)] if torch else [])
    for name, lib in libs:
        sync = lib.cuda.synchronize
        r = results.setdefault(name, {})
        step = mlp_step(lib, dev)
        lib.cuda.reset_peak_memory_stats()
        r["mlp_step_ms"] = timed(step, sync) * 1e3
        r["mlp_peak_MiB"] = lib.cuda.max_memory_allocated() / 2 ** 20
        cnn = cnn_step(lib, dev)
        if cnn is not None:
            lib.cuda.reset_peak_memory_stats()
            r["cnn_step_ms"] = timed(cnn, sync) * 1e3
            r["cnn_peak_MiB"] = lib.cuda.max_memory_allocated() / 2 ** 20
        run, n = op_chain(lib, dev)
        r["op_us"] = timed(run, sync) / n * 1e6
        plain, g_plain = peak_memory(lib, dev, offload=False)
        offloaded, g_off = peak_memory(lib, dev, offload=True)
        r["deep_mlp_peak_MiB"] = plain / 2 ** 20
        r["deep_mlp_peak_save_on_cpu_MiB"] = offloaded / 2 ** 20
        r["save_on_cpu_grads_identical"] = all(bool((a == b).all()) for a, b in zip(g_plain, g_off))
    keys = sorted({k for r in results.values() for k in r})
    print(f"{'benchmark':34s}" + "".join(f"{n:>14s}" for n, _ in libs))
    for k in keys:
        print(f"{k:34s}" + "".join(f"{results[n].get(k, float('nan')):>14.3f}" if not isinstance(
            results[n].get(k), bool) else f"{str(results[n][k]):>14s}" for n, _ in libs))
    Path(__file__).with_name("gpu_results.json").write_text(json.dumps(results, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
