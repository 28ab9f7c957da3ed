"""Saved-tensor memory of an MLP forward: normal vs save_on_cpu vs checkpoint.

Reports, per configuration, the bytes held by the graph's saved tensors on the compute
device (``minitorch.autograd.graph.saved_tensors_nbytes``), the same on the host, the
device memory pool's use where the backend has one (CuPy on CUDA), and whether the
gradients are identical to the normal run.

On the CPU backend the host *is* the compute device: ``save_on_cpu`` has nothing to
move, so the table shows what it *would* offload from an accelerator (the "offloadable"
column: every saved byte on the compute device). With a CUDA backend the same code
reports real device bytes dropping to (almost) zero.

On the CPU it then compares the backward's peak with the forward's, minitorch against the same MLP by hand in
NumPy, at 8x the batch (``backward_peak``).

Run: ``python benchmarks/saved_memory.py [--batch 256 --width 1024 --depth 6]``.
"""
import argparse
import contextlib
import time

import minitorch
from minitorch.autograd.graph import save_on_cpu, saved_tensors_nbytes
from minitorch.utils.checkpoint import checkpoint


def compute_device():
    return "cuda" if minitorch.cuda.is_available() else "cpu"


def device_key(device):
    return "cpu" if device == "cpu" else f"{device}:0"


def device_pool_bytes(device):
    """Bytes in use in the device's memory pool, or None where there is no pool (CPU)."""
    if device == "cpu":
        return None
    pool = getattr(minitorch.cuda, "memory_allocated", None)
    return pool() if pool is not None else None


def make_params(width, depth, device, seed=0):
    gen = minitorch.Generator().manual_seed(seed)
    params = []
    for _ in range(depth):
        w = (minitorch.randn(width, width, generator=gen) / width ** 0.5).to(device).requires_grad_()
        b = minitorch.zeros(width).to(device).requires_grad_()
        params.append((w, b))
    return params


def mlp(x, params):
    h = x
    for w, b in params:
        h = (h @ w + b).tanh()
    return (h * h).mean()


def mlp_checkpointed(x, params):
    h = x
    for w, b in params:
        h = checkpoint(lambda a, w=w, b=b: (a @ w + b).tanh(), h, use_reentrant=False)
    return (h * h).mean()


def run(config, x, params, device):
    for w, b in params:
        w.grad = b.grad = None
    context = save_on_cpu() if config == "save_on_cpu" else contextlib.nullcontext()
    model = mlp_checkpointed if config == "checkpoint" else mlp
    start = time.perf_counter()
    with context:
        loss = model(x, params)
    held = saved_tensors_nbytes(loss)
    pool = device_pool_bytes(device)
    loss.backward()
    elapsed = time.perf_counter() - start
    grads = [g.grad.cpu().numpy().copy() for pair in params for g in pair]
    return held, pool, elapsed, grads


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--batch", type=int, default=256)
    parser.add_argument("--width", type=int, default=512)
    parser.add_argument("--depth", type=int, default=6)
    parser.add_argument("--cuda-standin", action="store_true",
                        help="without a GPU, serve 'cuda' with the strict stand-in backend (shows the offload)")
    args = parser.parse_args(argv)
    if args.cuda_standin and not minitorch.cuda.is_available():
        from minitorch.backends import strict
        strict.enable()
    device = compute_device()
    key = device_key(device)
    params = make_params(args.width, args.depth, device)
    x = minitorch.randn(args.batch, args.width, generator=minitorch.Generator().manual_seed(1)).to(device)
    param_bytes = sum(w.nbytes + b.nbytes for w, b in params)
    print(f"saved-tensor memory: MLP {args.depth} x Linear({args.width}, {args.width}) + tanh, batch {args.batch}, "
          f"float32, compute device {device}")
    print(f"  parameters: {param_bytes / 2**20:.2f} MiB, one activation: {x.nbytes / 2**20:.2f} MiB")
    print(f"  {'config':<12} {'saved on ' + key:>18} {'saved on host':>15} {'offloadable':>12} "
          f"{'device pool':>12} {'fwd+bwd':>9}  grads")
    reference = None
    for config in ("normal", "save_on_cpu", "checkpoint"):
        held, pool, elapsed, grads = run(config, x, params, device)
        on_device = held.get(key, 0)
        on_host = held.get("cpu", 0) if device != "cpu" else 0
        # What save_on_cpu moves off the accelerator: every saved byte on the compute device.
        offloadable = on_device if config != "save_on_cpu" or device == "cpu" else 0
        if reference is None:
            reference, same = grads, "reference"
        else:
            same = "identical" if all((a == b).all() for a, b in zip(reference, grads)) else "DIFFERENT"
        pool_text = "n/a" if pool is None else f"{pool / 2**20:.2f} MiB"
        print(f"  {config:<12} {on_device / 2**20:>14.2f} MiB {on_host / 2**20:>11.2f} MiB "
              f"{offloadable / 2**20:>8.2f} MiB {pool_text:>12} {elapsed * 1e3:>7.1f}ms  {same}")
    if device == "cpu":
        print("  (CPU backend: host and device are the same memory, so save_on_cpu keeps the same bytes; on a CUDA "
              "backend the 'saved on device' column of save_on_cpu drops to 0 and those bytes move to the host)")
        backward_peak(args.batch * 8, args.width, args.depth)


def backward_peak(batch, width, depth):
    """Bytes of NumPy arrays alive (tracemalloc, which NumPy reports its allocations to) over one step of the same
    MLP, minitorch and by hand in NumPy: at the end of the forward, the forward's peak, the backward's peak, and
    the gradients the backward leaves. The backward frees each node's saved tensors once it has run, so its peak
    less the gradients stays near the forward's: it does not hold the graph's saved tensors to the end."""
    import tracemalloc

    import numpy as np
    rng = np.random.default_rng(0)
    ws = [(rng.standard_normal((width, width)) / width ** 0.5).astype(np.float32) for _ in range(depth)]
    bs = [np.zeros(width, np.float32) for _ in range(depth)]
    x = rng.standard_normal((batch, width)).astype(np.float32)

    def by_hand():
        hs = [x]
        for w, b in zip(ws, bs):
            hs.append(np.tanh(hs[-1] @ w + b))
        yield  # the end of the forward
        g = hs[-1] * (2 / hs[-1].size)
        grads = []
        for i in reversed(range(depth)):
            g *= 1 - hs[i + 1] * hs[i + 1]
            grads += [hs[i].T @ g, g.sum(0)]
            hs.pop()  # (what the node releases once it has run)
            g = g @ ws[i].T
        yield grads

    params = [(minitorch.tensor(w, requires_grad=True), minitorch.tensor(b, requires_grad=True))
              for w, b in zip(ws, bs)]
    inputs = minitorch.tensor(x)

    def with_minitorch():
        loss = mlp(inputs, params)
        yield
        loss.backward()
        del loss
        yield [p.grad for pair in params for p in pair]

    print(f"backward peak: MLP {depth} x Linear({width}, {width}) + tanh, batch {batch}, float32, NumPy arrays "
          "alive (tracemalloc), MiB")
    print(f"  {'':<10} {'fwd end':>8} {'fwd peak':>9} {'bwd peak':>9} {'grads':>7} {'bwd peak - grads':>17}")
    for name, step in (("minitorch", with_minitorch), ("NumPy", by_hand)):
        steps = step()
        tracemalloc.start()
        next(steps)
        fwd_end, fwd_peak = tracemalloc.get_traced_memory()
        tracemalloc.reset_peak()
        grads = next(steps)
        bwd_peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
        grad_bytes = sum(g.nbytes for g in grads)
        print(f"  {name:<10} {fwd_end / 2**20:>8.2f} {fwd_peak / 2**20:>9.2f} {bwd_peak / 2**20:>9.2f} "
              f"{grad_bytes / 2**20:>7.2f} {(bwd_peak - grad_bytes) / 2**20:>17.2f}")


if __name__ == "__main__":
    main()
