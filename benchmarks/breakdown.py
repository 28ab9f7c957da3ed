"""Where the MLP training step's time goes: run.py's MLP step (batch 128, 784-512-512-10, ReLU, log-softmax
loss, SGD) split into forward, backward and update, for minitorch, the same step by hand in NumPy and PyTorch,
each backward split by node type and each forward by line.

The phases: the libraries take turns, a block of steps each, and each phase reports its median over the steps.
Before each block the process sleeps a moment and runs one untimed step, as run.py does before each peer's turn
of its BLAS-heavy rows: the peer before may have left its BLAS or OpenMP threads spinning on the cores, which
slows the next one's matmuls (with the libraries stepping in turn one step at a time, NumPy's forward came out
1.2x minitorch's).

The nodes: minitorch's are timed by wrapping each node class's ``apply`` (means over a pass of their own), and
the engine's share is that pass's backward time outside them. PyTorch's nodes are C++, so its profiler times
them (``autograd::engine::evaluate_function: <Node>``), in another pass: the profiler's own cost is in those
figures. NumPy's backward is written out by hand; its rows are the lines that compute the same gradients.

The forward by line: each line of the forward timed within the step and alone (run over and over, so that its
code and data stay in cache). A big matrix product evicts the interpreter's code and data from the caches, so
the next ops' Python costs several times what it costs in a loop: that, more than the ops' own work, is the
forward's gap to NumPy.

Small ops after a big product: the step's kinds of op on small tensors, each timed right after a 128x784 @ 784x512
product and warm, for the three libraries: the cost of an op's Python (or PyTorch's C++) when the product has
evicted it from the caches, which is what an op meets inside the step.

Run: ``python benchmarks/breakdown.py [--steps 200]`` (``make bench`` does not run it). The host's speed may
drift between the passes: compare figures within a table, and rerun where two tables disagree.
"""
import argparse
import collections
import statistics
import time

import numpy as np

import minitorch
import run as bench

try:
    import torch
except ImportError:
    torch = None

clock = time.perf_counter


def record_phases(times, start, forward, backward, end):
    """One step's phases, from the clock readings at their boundaries."""
    times["forward"].append(forward - start)
    times["backward"].append(backward - forward)
    times["update"].append(end - backward)


def library_step(lib, times):
    """run.py's MLP step for minitorch or PyTorch (one API), adding each phase's seconds to ``times``."""
    X, y, ws, bs = bench.mlp_data()
    batch = X.shape[0]
    X = lib.tensor(X)
    onehot = lib.tensor(np.eye(10, dtype=np.float32)[y])
    params = [lib.tensor(a, requires_grad=True) for a in ws + bs]

    def step():
        start = clock()
        w1, w2, w3, b1, b2, b3 = params
        h = (X @ w1 + b1).relu()
        h = (h @ w2 + b2).relu()
        logits = h @ w3 + b3
        loss = -(lib.log_softmax(logits, 1) * onehot).sum() / batch
        forward = clock()
        loss.backward()
        backward = clock()
        with lib.no_grad():
            for p in params:
                p -= 0.01 * p.grad
                p.grad = None
        end = clock()
        record_phases(times, start, forward, backward, end)
    return step


def numpy_step(times, nodes):
    """run.py's hand-written NumPy step; ``nodes`` gets the backward's lines, named after the node each replaces."""
    X, y, ws, bs = bench.mlp_data()
    batch = X.shape[0]
    onehot = np.eye(10, dtype=np.float32)[y]
    params = ws + bs

    def step():
        start = clock()
        z1, h1, z2, h2, p = bench.numpy_mlp_forward(X, ws, bs)
        forward = clock()
        g = (p - onehot) / batch
        mark = clock()
        nodes["the loss's nodes (softmax - onehot)"] += mark - forward
        weight_grads, bias_grads = [], []
        # the layers from the last back: (its input, its weight, the pre-activation of the ReLU before it)
        for inputs, weight, before in ((h2, ws[2], z2), (h1, ws[1], z1), (X, ws[0], None)):
            weight_grads.insert(0, inputs.T @ g)
            upstream = g @ weight.T if before is not None else None
            now = clock()
            nodes["MmBackward0"] += now - mark
            bias_grads.insert(0, g.sum(0))
            mark = clock()
            nodes["bias gradients (sums)"] += mark - now
            if before is not None:
                g = upstream * (before > 0)
                now, mark = mark, clock()
                nodes["ReluBackward0"] += mark - now
        backward = mark
        for param, grad in zip(params, weight_grads + bias_grads):
            param -= 0.01 * grad
        end = clock()
        record_phases(times, start, forward, backward, end)
    return step


FORWARD_LINES = ("X @ w1", "+ b1", "relu", "h @ w2", "+ b2", "relu ", "h @ w3 + b3", "the loss")


def forward_lines(lib, X, onehot, params, out):
    """run.py's MLP forward as one function per line (``lib`` None: NumPy's, its softmax standing for the loss);
    line i reads the values of the lines before it from ``out``, where the caller appends them."""
    w1, w2, w3, b1, b2, b3 = params
    relu = (lambda x: x.relu()) if lib else (lambda x: np.maximum(x, 0))
    if lib:
        def loss(logits):
            return -(lib.log_softmax(logits, 1) * onehot).sum() / X.shape[0]
    else:
        def loss(logits):
            e = np.exp(logits - logits.max(1, keepdims=True))
            return e / e.sum(1, keepdims=True)
    return (lambda: X @ w1, lambda: out[0] + b1, lambda: relu(out[1]), lambda: out[2] @ w2, lambda: out[3] + b2,
            lambda: relu(out[4]), lambda: out[5] @ w3 + b3, lambda: loss(out[6]))


def time_forward_lines(steps):
    """Each forward line's us per step within the step (its caches as the line before left them: a big product
    evicts the interpreter's code and data) and alone (the same line run 50 times over, its caches warm), for
    minitorch (recording) and NumPy. The difference between the two is what the cold caches add."""
    X, y, ws, bs = bench.mlp_data()
    onehot = np.eye(10, dtype=np.float32)[y]
    inputs = {"minitorch": (minitorch, minitorch.tensor(X), minitorch.tensor(onehot),
                            [minitorch.tensor(a, requires_grad=True) for a in ws + bs]),
              "numpy": (None, X, onehot, ws + bs)}
    in_step = {name: [0.0] * len(FORWARD_LINES) for name in inputs}
    alone = {name: [0.0] * len(FORWARD_LINES) for name in inputs}
    for step in range(steps + 5):  # the first 5 warm up
        for name, args in inputs.items():
            out = []
            for i, line in enumerate(forward_lines(*args, out)):
                start = clock()
                out.append(line())
                if step >= 5:
                    in_step[name][i] += clock() - start
    for name, args in inputs.items():
        out = []
        lines = forward_lines(*args, out)
        for line in lines:
            out.append(line())
        for i, line in enumerate(lines):
            line()
            start = clock()
            for _ in range(50):
                line()
            alone[name][i] = (clock() - start) / 50
    return {name: [s / steps for s in in_step[name]] for name in inputs}, alone


def time_minitorch_nodes(step, steps):
    """Seconds per step in each node class's ``apply`` over ``steps`` steps (the classes of one step's graph)."""
    spent = collections.Counter()
    originals = {}

    def timed(cls):
        apply = cls.apply

        def timed_apply(node, grads):
            start = clock()
            try:
                return apply(node, grads)
            finally:
                spent[cls.__name__] += clock() - start
        originals[cls] = apply
        cls.apply = timed_apply

    classes = set()
    real_backward = minitorch.Tensor.backward

    def collect(tensor, *args, **kwargs):  # record the graph's node classes, then run the real backward
        stack = [tensor.grad_fn]
        while stack:
            fn = stack.pop()
            if type(fn) not in classes:
                classes.add(type(fn))
            stack.extend(n for n in fn._next_nodes if n is not None)
        return real_backward(tensor, *args, **kwargs)
    minitorch.Tensor.backward = collect
    try:
        step()
    finally:
        minitorch.Tensor.backward = real_backward
    for cls in classes:
        timed(cls)
    try:
        for _ in range(steps):
            step()
    finally:
        for cls, apply in originals.items():
            cls.apply = apply
    return {name: seconds / steps for name, seconds in spent.items()}


def time_torch_nodes(step, steps):
    """Seconds per step in each autograd node of PyTorch, from its profiler."""
    prefix = "autograd::engine::evaluate_function: "
    with torch.autograd.profiler.profile() as prof:
        for _ in range(steps):
            step()
    spent = collections.Counter()
    for event in prof.key_averages():
        if event.key.startswith(prefix):
            name = event.key[len(prefix):].rpartition("::")[2]  # torch::autograd::AccumulateGrad -> AccumulateGrad
            spent[name] += event.cpu_time_total * 1e-6  # us -> s
    return {name: seconds / steps for name, seconds in spent.items()}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--steps", type=int, default=200)
    steps = parser.parse_args().steps
    names = ["minitorch", "numpy"] + (["pytorch"] if torch else [])
    times = {name: collections.defaultdict(list) for name in names}
    numpy_nodes = collections.Counter()
    runs = {"minitorch": library_step(minitorch, times["minitorch"]),
            "numpy": numpy_step(times["numpy"], numpy_nodes)}
    if torch:
        runs["pytorch"] = library_step(torch, times["pytorch"])
    for name in names:  # warm-up
        for _ in range(5):
            runs[name]()
    for name in names:
        times[name].clear()
    numpy_nodes.clear()
    block = 20
    for _ in range(-(-steps // block)):
        for name in names:
            time.sleep(0.25)
            kept = numpy_nodes.copy()
            runs[name]()  # untimed: its figures are dropped
            for phases in times[name].values():
                phases.pop()
            numpy_nodes.clear()
            numpy_nodes.update(kept)
            for _ in range(block):
                runs[name]()

    timed = len(times["numpy"]["backward"])

    def us(seconds):
        return f"{seconds * 1e6:10.1f}" if seconds is not None else f"{'-':>10}"

    def ratio(a, b):
        return f"{a / b:9.2f}x" if a is not None and b else f"{'-':>10}"

    medians = {name: {phase: statistics.median(values) for phase, values in times[name].items()} for name in names}
    for name in names:
        medians[name]["step"] = statistics.median(map(sum, zip(*times[name].values())))
    print(f"MLP step by phase, us (median of {timed} steps, the libraries taking turns in blocks of {block})")
    print(f"{'phase':<12}{'minitorch':>10}{'NumPy':>10}{'PyTorch':>10}{'vs NumPy':>10}{'vs PyTorch':>11}")
    for phase in ("forward", "backward", "update", "step"):
        mt, npy = medians["minitorch"][phase], medians["numpy"][phase]
        pt = medians["pytorch"][phase] if torch else None
        print(f"{phase:<12}{us(mt)}{us(npy)}{us(pt)}{ratio(mt, npy)}{ratio(mt, pt)}")

    before = len(times["minitorch"]["backward"])
    mt_nodes = time_minitorch_nodes(runs["minitorch"], steps)
    # the engine's share from the same steps as the nodes' (the host's speed drifts between passes)
    node_pass = times["minitorch"]["backward"][before + 1:]  # the first step only collected the node classes
    in_nodes = sum(mt_nodes.values())
    pt_nodes = time_torch_nodes(runs["pytorch"], steps) if torch else {}
    np_nodes = {name: seconds / timed for name, seconds in numpy_nodes.items()}
    print(f"\nThe backward by node, us per step (minitorch: its nodes' apply, {steps} steps; PyTorch: its profiler, "
          f"{steps} steps; NumPy: the lines of its hand-written backward)")
    print(f"{'node':<38}{'minitorch':>10}{'NumPy':>10}{'PyTorch':>10}")
    for name in sorted(set(mt_nodes) | set(pt_nodes) | set(np_nodes),
                       key=lambda n: -max(mt_nodes.get(n, 0), pt_nodes.get(n, 0), np_nodes.get(n, 0))):
        print(f"{name:<38}{us(mt_nodes.get(name))}{us(np_nodes.get(name))}{us(pt_nodes.get(name))}")
    print(f"{'minitorch engine (outside the nodes)':<38}{us(statistics.fmean(node_pass) - in_nodes)}")

    in_step, alone = time_forward_lines(steps)
    print(f"\nThe forward by line, us per step ({steps} steps), each line within the step and alone (run 50 times "
          f"over: caches warm); NumPy's loss line is its softmax")
    print(f"{'line':<14}{'minitorch':>10}{'alone':>10}{'NumPy':>10}{'alone':>10}{'vs NumPy':>10}")
    for i, name in enumerate(FORWARD_LINES):
        mt, npy = in_step["minitorch"][i], in_step["numpy"][i]
        print(f"{name:<14}{us(mt)}{us(alone['minitorch'][i])}{us(npy)}{us(alone['numpy'][i])}{ratio(mt, npy)}")
    mt, npy = sum(in_step["minitorch"]), sum(in_step["numpy"])
    print(f"{'forward':<14}{us(mt)}{us(sum(alone['minitorch']))}{us(npy)}{us(sum(alone['numpy']))}{ratio(mt, npy)}")

    libraries = {"minitorch": minitorch, "numpy": None, **({"pytorch": torch} if torch else {})}
    cold = bench.time_cold_ops(libraries, max(1, steps // 4))
    print("\nSmall ops after a big product (cold: right after a 128x784 @ 784x512 product, as the step's ops run) "
          "and warm, median us")
    print(f"{'op':<26}{'minitorch':>10}{'NumPy':>10}{'PyTorch':>10}{'warm':>8}{'NumPy':>8}{'PyTorch':>8}")
    for op in bench.cold_ops(minitorch):
        row = [cold.get((name, op, c)) for c in (True, False) for name in ("minitorch", "numpy", "pytorch")]
        print(f"{op:<26}" + "".join(us(v) for v in row[:3]) + "".join(us(v)[2:] for v in row[3:]))


if __name__ == "__main__":
    main()
