"""make bench: minitorch side by side with hand-written NumPy, PyTorch, HIPS autograd and MyGrad
(each peer only where installed; `make bench` installs them as benchmark-only dependencies: the
``bench`` extra for autograd and mygrad, and PyTorch's CPU wheel).

Per-op overhead: a chain of 2,000 ops on shape-(4,) float32 tensors alternating mul, add,
tanh; forward+backward, forward with grad recording, forward under no_grad; microseconds
per op. MLP step: batch 128, 784-512-512-10, ReLU, softmax cross-entropy, SGD, float32.
The same MLP as a PyTorch user writes it (nn.Linear in nn.Sequential, F.cross_entropy, optim.SGD with
momentum; NumPy: the same by hand, loss value included), big and tiny.
Broadcast step: (256,1,64) x (1,256,64) product, sum, tanh, mean, forward+backward.
CNN step: conv 3x3 (1->8) + ReLU + linear + cross-entropy, batch 64, 28x28 (NumPy: im2col by hand;
MyGrad: its conv_nd; HIPS autograd has no convolution). Demo CNN step: `make demo`'s model (conv-BatchNorm-
ReLU-maxpool twice, dropout, linear, Adam) on a batch of 32 8x8 images, against PyTorch. Model steps (LSTM, GRU,
a Transformer encoder layer, an embedding MLP; Adam), against PyTorch.
Chain scaling: time per op for 1e4, 1e5, 1e6-op chains (minitorch and PyTorch), their growth, and
minitorch's growth with the garbage collector paused (what CPython's collector costs). Memory: peak RSS growth of an MLP
training loop and of a 100,000-op chain, each in a fresh process. Import and codegen times.
Medians over repeats, the peers of each row run round-robin (see interleaved_medians); ratios
against NumPy-by-hand and PyTorch; results in results.json.
Run ``python benchmarks/run.py --quick`` to skip the slow sections (scaling, memory).
"""
import gc
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
try:  # HIPS autograd (benchmark-only)
    import autograd as hips
    import autograd.numpy as anp
except ImportError:
    hips = anp = None
try:  # MyGrad (benchmark-only)
    import mygrad
except ImportError:
    mygrad = None

CHAIN = 2000
REPEATS = 7


def interleaved_medians(fns, repeats=REPEATS, warmup=2, settle=0.0):
    """Median seconds of each function (None stays None), run round-robin, one timed call of each
    per round: a machine whose speed drifts (a shared VM) then slows every peer alike, so the ratios
    between them hold even when the absolute figures move. ``settle``: seconds to pause, then one
    untimed call, before each peer's turn, so that threads another library left spinning (PyTorch's
    OpenMP pool, a BLAS pool) have parked and do not steal the cores from the next one."""
    live = [i for i, fn in enumerate(fns) if fn is not None]
    for _ in range(warmup):
        for i in live:
            fns[i]()
    times = {i: [] for i in live}
    for _ in range(repeats):
        for i in live:
            if settle:
                time.sleep(settle)
                fns[i]()
            start = time.perf_counter()
            fns[i]()
            times[i].append(time.perf_counter() - start)
    return [statistics.median(times[i]) if i in times else None for i in range(len(fns))]


def median_time(fn, repeats=REPEATS, warmup=2):
    return interleaved_medians([fn], repeats, warmup)[0]


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


BIG_MLP = (128, (784, 512, 512, 10))
TINY_MLP = (4, (8, 8, 8, 10))  # the same program on arrays so small that only the per-op overhead is timed


def mlp_data(shape=BIG_MLP, seed=0):
    batch, sizes = shape
    rng = np.random.default_rng(seed)
    X = rng.standard_normal((batch, sizes[0])).astype(np.float32)
    y = rng.integers(0, 10, batch)
    ws = [(rng.standard_normal((i, o)) / np.sqrt(i)).astype(np.float32) for i, o in zip(sizes, sizes[1:])]
    bs = [np.zeros(o, np.float32) for o in sizes[1:]]
    return X, y, ws, bs


def mlp_minitorch(shape=BIG_MLP):
    X, y, ws, bs = mlp_data(shape)
    batch = shape[0]
    X = minitorch.tensor(X)
    onehot = minitorch.tensor(np.eye(10, dtype=np.float32)[y])
    params = [minitorch.tensor(a, requires_grad=True) for a in ws + bs]

    def step():
        w1, w2, w3, b1, b2, b3 = params
        h = (X @ w1 + b1).relu()
        h = (h @ w2 + b2).relu()
        logits = h @ w3 + b3
        loss = -(minitorch.log_softmax(logits, 1) * onehot).sum() / batch
        loss.backward()
        with minitorch.no_grad():
            for p in params:
                p -= 0.01 * p.grad  # SGD in place, as the PyTorch program writes it
                p.grad = None
    return step


def mlp_torch(shape=BIG_MLP):
    X, y, ws, bs = mlp_data(shape)
    batch = shape[0]
    X = torch.tensor(X)
    onehot = torch.tensor(np.eye(10, dtype=np.float32)[y])
    params = [torch.tensor(a, requires_grad=True) for a in ws + bs]

    def step():
        w1, w2, w3, b1, b2, b3 = params
        h = (X @ w1 + b1).relu()
        h = (h @ w2 + b2).relu()
        logits = h @ w3 + b3
        loss = -(torch.log_softmax(logits, 1) * onehot).sum() / batch
        loss.backward()
        with torch.no_grad():
            for p in params:
                p -= 0.01 * p.grad
                p.grad = None
    return step


def numpy_mlp_forward(X, ws, bs):
    """The hand-written MLP forward: both layers' pre-activations and activations, and the softmax's probabilities."""
    (w1, w2, w3), (b1, b2, b3) = ws, bs
    z1 = X @ w1 + b1
    h1 = np.maximum(z1, 0)
    z2 = h1 @ w2 + b2
    h2 = np.maximum(z2, 0)
    logits = h2 @ w3 + b3
    shifted = logits - logits.max(1, keepdims=True)
    e = np.exp(shifted)
    return z1, h1, z2, h2, e / e.sum(1, keepdims=True)


def mlp_numpy(shape=BIG_MLP):
    X, y, ws, bs = mlp_data(shape)
    batch = shape[0]
    onehot = np.eye(10, dtype=np.float32)[y]

    def step():
        w1, w2, w3 = ws
        b1, b2, b3 = bs
        z1, h1, z2, h2, p = numpy_mlp_forward(X, ws, bs)
        g3 = (p - onehot) / batch
        gw3, gb3 = h2.T @ g3, g3.sum(0)
        g2 = (g3 @ w3.T) * (z2 > 0)
        gw2, gb2 = h1.T @ g2, g2.sum(0)
        g1 = (g2 @ w2.T) * (z1 > 0)
        gw1, gb1 = X.T @ g1, g1.sum(0)
        for param, grad in zip((w1, w2, w3, b1, b2, b3), (gw1, gw2, gw3, gb1, gb2, gb3)):
            param -= 0.01 * grad
    return step


def mlp_module(lib, shape=BIG_MLP):
    """The same network as a PyTorch user writes it: nn.Linear layers in nn.Sequential, F.cross_entropy
    on class indices, optim.SGD with momentum, zero_grad/backward/step."""
    X, y, ws, bs = mlp_data(shape)
    layers = []
    for w, b in zip(ws, bs):
        linear = lib.nn.Linear(*w.shape)
        with lib.no_grad():
            linear.weight.copy_(lib.tensor(np.ascontiguousarray(w.T)))
            linear.bias.copy_(lib.tensor(b))
        layers += [linear, lib.nn.ReLU()]
    model = lib.nn.Sequential(*layers[:-1])
    optimizer = lib.optim.SGD(model.parameters(), lr=0.01, momentum=0.9)
    X, y = lib.tensor(X), lib.tensor(y)

    def step():
        optimizer.zero_grad()
        lib.nn.functional.cross_entropy(model(X), y).backward()
        optimizer.step()
    return step


def mlp_module_numpy(shape=BIG_MLP):
    """mlp_module by hand: weights stored (out, in) as nn.Linear stores them, the loss value computed,
    SGD with momentum in place."""
    X, y, ws, bs = mlp_data(shape)
    batch = shape[0]
    ws = [np.ascontiguousarray(w.T) for w in ws]
    bufs = [None] * 6
    rows = np.arange(batch)

    def step():
        w1, w2, w3 = ws
        b1, b2, b3 = bs
        z1 = X @ w1.T + b1
        h1 = np.maximum(z1, 0)
        z2 = h1 @ w2.T + b2
        h2 = np.maximum(z2, 0)
        logits = h2 @ w3.T + b3
        shifted = logits - logits.max(1, keepdims=True)
        e = np.exp(shifted)
        total = e.sum(1, keepdims=True)
        loss = -(shifted[rows, y] - np.log(total[:, 0])).mean()  # noqa: F841  (what a training loop reports)
        g3 = e / total
        g3[rows, y] -= 1
        g3 /= batch
        gw3, gb3 = g3.T @ h2, g3.sum(0)
        g2 = (g3 @ w3) * (z2 > 0)
        gw2, gb2 = g2.T @ h1, g2.sum(0)
        g1 = (g2 @ w2) * (z1 > 0)
        gw1, gb1 = g1.T @ X, g1.sum(0)
        for i, (param, grad) in enumerate(zip((w1, w2, w3, b1, b2, b3), (gw1, gw2, gw3, gb1, gb2, gb3))):
            if bufs[i] is None:
                bufs[i] = grad.copy()
            else:
                bufs[i] *= 0.9
                bufs[i] += grad
            param -= 0.01 * bufs[i]
    return step


# -- small ops inside a step: after a big product has evicted the caches -----------------------------

def cold_ops(lib):
    """Small ops of the step's kinds, each a function of no arguments, for minitorch or PyTorch (``lib``) or
    NumPy (``lib`` None: the hand-written step's equivalent, where it has one)."""
    rng = np.random.default_rng(0)
    a, b = rng.standard_normal(4, dtype=np.float32), rng.standard_normal(4, dtype=np.float32)
    m, w = rng.standard_normal((4, 8), dtype=np.float32), rng.standard_normal((8, 8), dtype=np.float32)
    if lib is None:
        p, t = w.copy(), w.copy()
        return {"x * y (recording)": lambda: a * b, "x * y (no grad)": lambda: a * b,
                "x @ w (recording)": lambda: m @ w, "0.01 * g": lambda: 0.01 * t,
                "no_grad: p.sub_(t)": lambda: np.subtract(p, t, out=p)}
    x, y = lib.tensor(a, requires_grad=True), lib.tensor(b)
    mm, ww, p, t = lib.tensor(m), lib.tensor(w, requires_grad=True), lib.tensor(w, requires_grad=True), lib.tensor(w)
    p.grad = t.clone()

    def sub():
        with lib.no_grad():
            p.sub_(t)

    def no_grad_block():
        with lib.no_grad():
            pass

    def backward():  # as a step after zero_grad(): x.grad None, the gradient taken as it comes
        x.grad = None
        (x * y).sum().backward()
    return {"x * y (recording)": lambda: x * y, "x * y (no grad)": lambda: y * y, "x @ w (recording)": lambda: mm @ ww,
            "0.01 * g": lambda: 0.01 * t, "no_grad: p.sub_(t)": sub, "with no_grad(): pass": no_grad_block,
            "p.grad": lambda: p.grad, "(x * y).sum().backward()": backward}


def time_cold_ops(libraries, rounds):
    """Each small op's median seconds right after a 128x784 @ 784x512 product (what the MLP step's ops meet: the
    product has evicted the interpreter's code and data from the caches) and warm (run over and over), keyed
    ``(library name, op, cold)``; ``libraries`` maps names to modules (None: NumPy by hand)."""
    X, _, ws, _ = mlp_data()
    libs = {name: cold_ops(lib) for name, lib in libraries.items()}
    times = {(name, op, cold): [] for name, ops in libs.items() for op in ops for cold in (True, False)}
    for _ in range(rounds):
        for name, ops in libs.items():
            for op, run in ops.items():
                for cold in (True, False):
                    if not cold:  # the cold runs' last product is still in the caches: run these out first
                        for _ in range(3):
                            run()
                    for _ in range(10):
                        if cold:
                            X @ ws[0]
                        start = time.perf_counter()
                        run()
                        times[name, op, cold].append(time.perf_counter() - start)
    return {key: statistics.median(values) for key, values in times.items()}


# -- HIPS autograd and MyGrad (optional peers) ----------------------------------------------------

def op_overhead_hips():
    """fwd+bwd only: HIPS autograd records while it differentiates (no separate recording pass)."""
    x = np.ones(4, np.float32)
    c = np.full(4, 0.5, np.float32)
    grad = hips.grad(lambda x: anp.sum(chain_forward(anp, x, c)))
    return (lambda: grad(x)), None, None


def op_overhead_mygrad():
    x = mygrad.tensor(np.ones(4, np.float32))
    c = mygrad.tensor(np.full(4, 0.5, np.float32), constant=True)

    def fwd_bwd():
        mygrad.sum(chain_forward(mygrad, x, c)).backward()

    def fwd():
        chain_forward(mygrad, x, c)

    def fwd_nograd():
        with mygrad.no_autodiff:
            chain_forward(mygrad, x, c)
    return fwd_bwd, fwd, fwd_nograd


def mlp_hips(shape=BIG_MLP):
    X, y, ws, bs = mlp_data(shape)
    batch = shape[0]
    onehot = np.eye(10, dtype=np.float32)[y]
    params = ws + bs

    def loss(params):
        w1, w2, w3, b1, b2, b3 = params
        h = anp.maximum(anp.dot(X, w1) + b1, 0)
        h = anp.maximum(anp.dot(h, w2) + b2, 0)
        logits = anp.dot(h, w3) + b3
        shifted = logits - anp.max(logits, 1, keepdims=True)
        logp = shifted - anp.log(anp.sum(anp.exp(shifted), 1, keepdims=True))
        return -anp.sum(logp * onehot) / batch
    grad = hips.grad(loss)

    def step():
        for p, g in zip(params, grad(params)):
            p -= 0.01 * g
    return step


def mlp_mygrad(shape=BIG_MLP):
    X, y, ws, bs = mlp_data(shape)
    batch = shape[0]
    onehot = np.eye(10, dtype=np.float32)[y]
    params = [mygrad.tensor(a) for a in ws + bs]

    def step():
        w1, w2, w3, b1, b2, b3 = params
        h = mygrad.maximum(X @ w1 + b1, 0)
        h = mygrad.maximum(h @ w2 + b2, 0)
        logits = h @ w3 + b3
        shifted = logits - mygrad.max(logits, axis=1, keepdims=True)
        logp = shifted - mygrad.log(mygrad.sum(mygrad.exp(shifted), axis=1, keepdims=True))
        loss = -mygrad.sum(logp * onehot) / batch
        loss.backward()
        for p in params:
            p.data -= 0.01 * p.grad
    return step


# -- broadcast-heavy step ----------------------------------------------------------------------

def broadcast_data():
    rng = np.random.default_rng(1)
    return (rng.standard_normal((256, 1, 64)).astype(np.float32) / 8,
            rng.standard_normal((1, 256, 64)).astype(np.float32) / 8)


def broadcast_step(lib):
    a, b = broadcast_data()
    a, b = lib.tensor(a, requires_grad=True), lib.tensor(b, requires_grad=True)

    def step():
        lib.tanh((a * b).sum(-1)).mean().backward()
        a.grad = b.grad = None
    return step


def broadcast_hips():
    a, b = broadcast_data()
    grad = hips.grad(lambda a, b: anp.mean(anp.tanh(anp.sum(a * b, -1))), (0, 1))
    return lambda: grad(a, b)


def broadcast_mygrad():
    a, b = broadcast_data()
    a, b = mygrad.tensor(a), mygrad.tensor(b)

    def step():
        mygrad.mean(mygrad.tanh(mygrad.sum(a * b, axis=-1))).backward()
    return step


def broadcast_numpy():
    a, b = broadcast_data()

    def step():
        s = (a * b).sum(-1)
        t = np.tanh(s)
        t.mean()
        gs = (1 - t * t) / t.size
        ga = (gs[:, :, None] * b).sum(1, keepdims=True)
        gb = (gs[:, :, None] * a).sum(0, keepdims=True)
        return ga, gb
    return step


# -- CNN step ------------------------------------------------------------------------------------

def cnn_data():
    rng = np.random.default_rng(2)
    X = rng.standard_normal((64, 1, 28, 28)).astype(np.float32)
    y = rng.integers(0, 10, 64)
    w = (rng.standard_normal((8, 1, 3, 3)) / 3).astype(np.float32)
    cb = np.zeros(8, np.float32)
    v = (rng.standard_normal((8 * 26 * 26, 10)) / np.sqrt(8 * 26 * 26)).astype(np.float32)
    vb = np.zeros(10, np.float32)
    return X, y, [w, cb, v, vb]


def cnn_step(lib):
    X, y, params = cnn_data()
    X, y = lib.tensor(X), lib.tensor(y)
    params = [lib.tensor(p, requires_grad=True) for p in params]
    F = lib.nn.functional

    def step():
        w, cb, v, vb = params
        h = F.relu(F.conv2d(X, w, cb))
        loss = F.cross_entropy(h.reshape(64, -1) @ v + vb, y)
        loss.backward()
        with lib.no_grad():
            for p in params:
                p -= 0.01 * p.grad
                p.grad = None
    return step


def demo_cnn_step(lib, batch=32):
    """One training step of `make demo`'s model as a PyTorch user writes it: two conv-BatchNorm-ReLU-maxpool
    blocks, dropout, two linear layers, cross-entropy, Adam; 8x8 inputs."""
    nn = lib.nn
    lib.manual_seed(0)
    model = nn.Sequential(
        nn.Conv2d(1, 16, 3, padding=1), nn.BatchNorm2d(16), nn.ReLU(), nn.MaxPool2d(2),
        nn.Conv2d(16, 32, 3, padding=1), nn.BatchNorm2d(32), nn.ReLU(), nn.MaxPool2d(2),
        nn.Flatten(), nn.Dropout(0.2), nn.Linear(32 * 2 * 2, 64), nn.ReLU(), nn.Linear(64, 10))
    optimizer = lib.optim.Adam(model.parameters(), lr=3e-3)
    rng = np.random.default_rng(3)
    X = lib.tensor(rng.standard_normal((batch, 1, 8, 8)).astype(np.float32))
    y = lib.tensor(rng.integers(0, 10, batch))

    def step():
        loss = lib.nn.functional.cross_entropy(model(X), y)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
    return step


# Model steps a PyTorch user writes, against PyTorch only: PyTorch runs these layers' composites (the LSTM and
# GRU cells, multi-head attention, layer norm) op by op in C++, where minitorch runs the same ops, recording the
# same graph, from Python.
MODELS = {
    "LSTM 32-64 step, seq 20, b16": lambda nn: (nn.LSTM(32, 64, batch_first=True), (16, 20, 32)),
    "GRU 2x32-64 step, seq 20, b16": lambda nn: (nn.GRU(32, 64, num_layers=2), (20, 16, 32)),
    "Transformer enc. layer step, s32, b16": lambda nn: (
        nn.TransformerEncoderLayer(64, 4, 128, dropout=0.0, batch_first=True), (16, 32, 64)),
    "Embedding-LN-GELU step, 512 tokens": lambda nn: (
        nn.Sequential(nn.Embedding(1000, 64), nn.LayerNorm(64), nn.Linear(64, 256), nn.GELU(), nn.Linear(256, 64)),
        None),
}


def model_step(lib, name):
    """One Adam step of MODELS[name] on a random batch, loss ``mean(output ** 2)``: an LSTM (input 32, hidden 64),
    a 2-layer GRU, a Transformer encoder layer (d_model 64, 4 heads, feed-forward 128, no dropout), an
    Embedding(1000, 64)-LayerNorm-Linear(64, 256)-GELU-Linear(256, 64) stack on 32x16 token ids."""
    lib.manual_seed(0)
    model, shape = MODELS[name](lib.nn)
    x = lib.randint(0, 1000, (32, 16)) if shape is None else lib.randn(*shape)
    optimizer = lib.optim.Adam(model.parameters(), lr=1e-3)

    def step():
        out = model(x)
        loss = (out[0] if isinstance(out, tuple) else out).pow(2).mean()
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
    return step


def cnn_mygrad():
    from mygrad.nnet.layers import conv_nd
    from mygrad.nnet.losses import softmax_crossentropy
    X, y, params = cnn_data()
    params = [mygrad.tensor(p) for p in params]

    def step():
        w, cb, v, vb = params
        h = mygrad.maximum(conv_nd(X, w, stride=1) + cb[:, None, None], 0)
        loss = softmax_crossentropy(mygrad.matmul(h.reshape(64, -1), v) + vb, y)
        loss.backward()
        for p in params:
            p.data -= 0.01 * p.grad
    return step


def cnn_numpy():
    """The same step by hand: im2col convolution, manual backward, SGD."""
    X, y, params = cnn_data()
    onehot = np.eye(10, dtype=np.float32)[y]
    n = X.shape[0]
    # im2col once per step: (n*26*26, 9) patches of the 28x28 inputs
    idx = np.arange(26)[:, None] + np.arange(3)[None, :]  # (26, 3)

    def step():
        w, cb, v, vb = params
        cols = X[:, 0][:, idx[:, None, :, None], idx[None, :, None, :]]  # (n, 26, 26, 3, 3)
        cols = cols.reshape(n * 26 * 26, 9)
        z = (cols @ w.reshape(8, 9).T + cb).reshape(n, 26, 26, 8)
        h = np.maximum(z, 0)
        flat = h.transpose(0, 3, 1, 2).reshape(n, -1)
        logits = flat @ v + vb
        shifted = logits - logits.max(1, keepdims=True)
        e = np.exp(shifted)
        p = e / e.sum(1, keepdims=True)
        g = (p - onehot) / n
        gv, gvb = flat.T @ g, g.sum(0)
        gh = (g @ v.T).reshape(n, 8, 26, 26).transpose(0, 2, 3, 1) * (z > 0)
        gz = gh.reshape(-1, 8)
        gw, gcb = (gz.T @ cols).reshape(8, 1, 3, 3), gz.sum(0)
        for param, grad in zip(params, (gw, gcb, gv, gvb)):
            param -= 0.01 * grad
    return step


# -- chain scaling, memory, import and codegen times (fresh processes) ----------------------------

def chain_scaling(libs, lengths=(10_000, 100_000, 1_000_000), collector=True, rounds=None):
    """us per op of ``lengths``-op chains (mul, add, tanh) forward+backward, for each library in ``libs``
    ({name: module}). With ``collector=False`` the garbage collector is paused while each chain runs: the
    difference is what CPython's full collections over the growing graph cost (a C++ graph, as PyTorch's,
    has none).

    The libraries and lengths take turns, round after round, and each keeps its fastest round: a host that
    slows down for a while (a shared VM, seen here at +40 % for seconds at a time) then slows one round of
    every length alike instead of one length's only run, which made the growth ratio swing from 0.8x to 1.6x
    between runs. Rounds: 3 (2 with a 1e6-op chain); a chain shorter than 1e6 ops runs three times a round."""
    rounds = rounds or (2 if max(lengths) >= 1_000_000 else 3)
    setups = {}
    for name, lib in libs.items():
        setups[name] = (lib, lib.ones(4, requires_grad=True), lib.full((4,), 0.5))

    def run(name, n):
        lib, x, c = setups[name]
        y = x
        for i in range(n // 3):
            y = lib.tanh(y * c + c)
        y.sum().backward()

    for name in libs:  # warm-up: the first chain of a process pays for caches and the allocator
        run(name, min(lengths))
    best = {name: {} for name in libs}
    for _ in range(rounds):
        for n in lengths:
            for name in libs:
                for _ in range(3 if n < 1_000_000 else 1):  # the short chains, three times a round
                    gc.collect()
                    if not collector:
                        gc.disable()
                    try:
                        start = time.perf_counter()
                        run(name, n)
                        elapsed = time.perf_counter() - start
                    finally:
                        gc.enable()
                    us = elapsed * 1e6 / n
                    best[name][n] = min(best[name].get(n, us), us)
    return best


_MEMORY_PROGRAM = r"""
import sys
sys.path.insert(0, {here!r})
import run as bench


def status(field):  # kB
    for line in open("/proc/self/status"):
        if line.startswith(field):
            return int(line.split()[1])


kind, lib = sys.argv[1], sys.argv[2]
if kind == "mlp":
    step = {{"minitorch": bench.mlp_minitorch, "numpy": bench.mlp_numpy, "pytorch": bench.mlp_torch}}[lib]()
else:
    mod = {{"minitorch": bench.minitorch, "pytorch": bench.torch}}[lib]
    x = mod.ones(4, requires_grad=True)
    c = mod.full((4,), 0.5)
open("/proc/self/clear_refs", "w").write("5")  # reset the peak (VmHWM) to the current RSS
base = status("VmRSS")
if kind == "mlp":
    for _ in range(20):
        step()
else:
    y = x
    for i in range(100_000 // 3):
        y = mod.tanh(y * c + c)
    y.sum().backward()
print((status("VmHWM") - base) / 1024)
"""


def peak_rss_growth(kind, lib):
    """Peak RSS growth in MB over the program, in a fresh process (Linux /proc; None elsewhere)."""
    import subprocess
    if not Path("/proc/self/clear_refs").exists():
        return None
    program = _MEMORY_PROGRAM.format(here=str(Path(__file__).parent))
    out = subprocess.run([sys.executable, "-c", program, kind, lib], capture_output=True, text=True, check=True)
    return float(out.stdout.strip().splitlines()[-1])


_CHAIN_PROGRAM = r"""
import gc, sys
sys.path.insert(0, {here!r})
import run as bench
gc.collect()
gc.freeze()
times = bench.chain_scaling({{"lib": getattr(bench, sys.argv[1])}}, (10_000, 1_000_000), collector=sys.argv[2] == "on",
                            rounds=1)["lib"]
print(times[1_000_000] / times[10_000])
"""


def chain_growth_fresh(lib, collector=True):
    """The 1e6-op chain's time per op over the 1e4-op chain's, in a fresh process: the growth of the library's
    own bookkeeping (and of CPython's collector over its graph), without the heap the other benchmarks left."""
    import subprocess
    program = _CHAIN_PROGRAM.format(here=str(Path(__file__).parent))
    out = subprocess.run([sys.executable, "-c", program, lib, "on" if collector else "off"], capture_output=True,
                         text=True, check=True)
    return float(out.stdout.strip().splitlines()[-1])


def import_time(repeats=5, bytecode_cache=True):
    """Median seconds for ``import minitorch`` in a fresh process. With the bytecode cache (how an
    installed package imports; a first import writes the .pyc files), or compiling every module from
    source, as under PYTHONDONTWRITEBYTECODE with no cache present."""
    import os
    import subprocess
    import tempfile
    code = "import time; t = time.perf_counter(); import minitorch; print(time.perf_counter() - t)"
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    with tempfile.TemporaryDirectory() as cache:
        env["PYTHONPYCACHEPREFIX"] = cache  # an empty cache of our own: nothing stale, nothing left behind
        if not bytecode_cache:
            env["PYTHONDONTWRITEBYTECODE"] = "1"
        subprocess.run([sys.executable, "-c", "import minitorch"], env=env, check=True)  # writes the cache
        times = [float(subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True,
                                      check=True).stdout) for _ in range(repeats)]
    return statistics.median(times)


def generate_time(repeats=3):
    import subprocess
    import tempfile
    root = Path(__file__).resolve().parent.parent
    times = []
    with tempfile.TemporaryDirectory() as tmp:
        for _ in range(repeats):
            start = time.perf_counter()
            subprocess.run([sys.executable, "-m", "tools.codegen", "--out", f"{tmp}/generated", "--docs",
                            f"{tmp}/ops.md"], cwd=root, capture_output=True, check=True)
            times.append(time.perf_counter() - start)
    return statistics.median(times)


# -- the table -------------------------------------------------------------------------------------

PEERS = ("minitorch", "numpy", "pytorch", "autograd", "mygrad")
HEADS = ("minitorch", "NumPy", "PyTorch", "autograd", "MyGrad")


def main():
    quick = "--quick" in sys.argv
    # Every library is imported into this one process; PyTorch alone brings ~160,000 Python objects,
    # which each full garbage collection triggered by any peer's allocations would walk. Freeze what the
    # imports made, so a peer pays for its own objects only, as in a program that imports just it.
    gc.collect()
    gc.freeze()
    results = {"machine": {"python": sys.version.split()[0], "platform": platform.platform(),
                           "processor": platform.processor() or platform.machine(), "numpy": np.__version__,
                           "torch": torch.__version__ if torch else None,
                           "autograd": getattr(hips, "__version__", "installed") if hips else None,
                           "mygrad": mygrad.__version__ if mygrad else None,
                           "cpus": __import__("os").cpu_count()}, "benchmarks": {}}
    rows = []

    def record(name, unit, scale, **times):
        entry = {peer: (times[peer] * scale if times.get(peer) is not None else None) for peer in PEERS}
        entry["unit"] = unit
        results["benchmarks"][name] = entry
        rows.append((name, unit, entry))

    def made(make):
        if make is None:
            return None
        try:
            return make()
        except Exception as error:  # a peer without the op: leave its cell empty
            print(f"  ({getattr(make, '__name__', make)}: {type(error).__name__}: {error})")
            return None

    def side_by_side(label, unit, scale, repeats=REPEATS, settle=0.0, **makers):
        names = list(makers)
        medians = interleaved_medians([made(makers[k]) for k in names], repeats, settle=settle)
        record(label, unit, scale, **dict(zip(names, medians)))

    fresh = {}
    if not quick:
        # The fresh-process chain rows run first, while the machine is as the bench found it: run after the other
        # rows (after this process made and freed the 1e6-op chains), the same child program measured 1.5x-1.7x
        # where it measures 1.3x-1.4x alone. Three runs each, taking turns; the median.
        runs = {"minitorch": ("minitorch", True), "paused": ("minitorch", False), "pytorch": ("torch", True)}
        if not torch:
            del runs["pytorch"]
        ratios = {key: [] for key in runs}
        for _ in range(3):
            for key, (lib, collector) in runs.items():
                ratios[key].append(chain_growth_fresh(lib, collector))
        fresh = {key: statistics.median(values) for key, values in ratios.items()}
        fresh.setdefault("pytorch", None)
    per_op = 1e6 / CHAIN
    labels = ("per-op fwd+bwd", "per-op fwd (recording)", "per-op fwd (no_grad)")
    peers = {"minitorch": op_overhead_minitorch(), "numpy": op_overhead_numpy(),
             "pytorch": op_overhead_torch() if torch else [None] * 3,
             "autograd": op_overhead_hips() if hips else [None] * 3,
             "mygrad": op_overhead_mygrad() if mygrad else [None] * 3}
    for i, label in enumerate(labels):
        side_by_side(label, "us/op", per_op, **{k: (lambda f=v[i]: f) if v[i] is not None else None
                                               for k, v in peers.items()})

    # A small op as the MLP step's ops meet it: right after a big product has evicted the interpreter's code
    # and data from the caches (breakdown.py prints the other kinds of op).
    cold = time_cold_ops({"minitorch": minitorch, "numpy": None, **({"pytorch": torch} if torch else {})}, 20)
    record("x * y recorded, after a big product", "us", 1e6,
           **{name: cold.get((name, "x * y (recording)", True)) for name in ("minitorch", "numpy", "pytorch")})
    # The steps run BLAS and PyTorch's thread pool: each peer's turn waits for the others' threads to park.
    side_by_side("MLP step 128x784-512-512-10", "ms", 1e3, 15, 0.25, minitorch=mlp_minitorch, numpy=mlp_numpy,
                 pytorch=mlp_torch if torch else None, autograd=mlp_hips if hips else None,
                 mygrad=mlp_mygrad if mygrad else None)
    def tiny(make, shape, steps=50):  # 50 steps per timed call: each takes well under a millisecond
        def make_many():
            step = make(shape)

            def many():
                for _ in range(steps):
                    step()
            return many
        make_many.__name__ = make.__name__
        return make_many
    side_by_side("tiny MLP step 4x8-8-8-10", "us", 1e6 / 50, REPEATS, 0.0, minitorch=tiny(mlp_minitorch, TINY_MLP),
                 numpy=tiny(mlp_numpy, TINY_MLP), pytorch=tiny(mlp_torch, TINY_MLP) if torch else None,
                 autograd=tiny(mlp_hips, TINY_MLP) if hips else None, mygrad=tiny(mlp_mygrad, TINY_MLP) if mygrad else None)
    side_by_side("MLP step, nn.Linear + SGD momentum", "ms", 1e3, 15, 0.25,
                 minitorch=lambda: mlp_module(minitorch), numpy=mlp_module_numpy,
                 pytorch=(lambda: mlp_module(torch)) if torch else None)
    side_by_side("tiny MLP step, nn.Linear + SGD momentum", "us", 1e6 / 50, REPEATS, 0.0,
                 minitorch=tiny(lambda shape: mlp_module(minitorch, shape), TINY_MLP),
                 numpy=tiny(mlp_module_numpy, TINY_MLP),
                 pytorch=tiny(lambda shape: mlp_module(torch, shape), TINY_MLP) if torch else None)
    side_by_side("broadcast step (256,1,64)x(1,256,64)", "ms", 1e3, REPEATS, 0.25,
                 minitorch=lambda: broadcast_step(minitorch),
                 numpy=broadcast_numpy, pytorch=(lambda: broadcast_step(torch)) if torch else None,
                 autograd=broadcast_hips if hips else None, mygrad=broadcast_mygrad if mygrad else None)
    side_by_side("CNN step conv3x3-8 + linear, b64", "ms", 1e3, REPEATS, 0.25, minitorch=lambda: cnn_step(minitorch),
                 numpy=cnn_numpy, pytorch=(lambda: cnn_step(torch)) if torch else None,
                 mygrad=cnn_mygrad if mygrad else None)
    side_by_side("demo CNN step (make demo's model, Adam)", "ms", 1e3, 15, 0.25,
                 minitorch=lambda: demo_cnn_step(minitorch),
                 pytorch=(lambda: demo_cnn_step(torch)) if torch else None)
    for name in MODELS:
        side_by_side(name, "ms", 1e3, REPEATS, 0.25, minitorch=lambda name=name: model_step(minitorch, name),
                     pytorch=(lambda name=name: model_step(torch, name)) if torch else None)
    if not quick:
        both = chain_scaling({"minitorch": minitorch, **({"pytorch": torch} if torch else {})})
        scaling, theirs = both["minitorch"], both.get("pytorch", {})
        for n, us in scaling.items():
            record(f"chain of {n:.0e} ops fwd+bwd", "us/op", 1, minitorch=us, pytorch=theirs.get(n))
        first, last = min(scaling), max(scaling)
        record("chain per-op growth 1e6 vs 1e4", "x", 1, minitorch=scaling[last] / scaling[first],
               pytorch=theirs[last] / theirs[first] if theirs else None)
        paused = chain_scaling({"minitorch": minitorch}, (first, last), collector=False)["minitorch"]
        record("  the same, collector paused", "x", 1, minitorch=paused[last] / paused[first])
        record("  the same, each in a fresh process", "x", 1, minitorch=fresh["minitorch"], pytorch=fresh["pytorch"])
        record("  fresh process, collector paused", "x", 1, minitorch=fresh["paused"])
        record("MLP loop peak RSS growth (20 steps)", "MB", 1, minitorch=peak_rss_growth("mlp", "minitorch"),
               numpy=peak_rss_growth("mlp", "numpy"), pytorch=peak_rss_growth("mlp", "pytorch") if torch else None)
        record("1e5-op chain peak RSS growth", "MB", 1, minitorch=peak_rss_growth("chain", "minitorch"),
               pytorch=peak_rss_growth("chain", "pytorch") if torch else None)
    record("import minitorch", "s", 1, minitorch=import_time())
    record("import minitorch, no .pyc cache", "s", 1, minitorch=import_time(bytecode_cache=False))
    record("make generate (codegen)", "s", 1, minitorch=generate_time())

    def fmt(v):
        return f"{v:10.2f}" if v is not None else f"{'-':>10s}"

    head = f"{'benchmark':42s} " + " ".join(f"{h:>10s}" for h in HEADS)
    print(head + f" {'vs NumPy':>9s} {'vs PyTorch':>11s}")
    for name, unit, e in rows:
        r_np = f"{e['minitorch'] / e['numpy']:8.2f}x" if e["numpy"] else f"{'-':>9s}"
        r_pt = f"{e['minitorch'] / e['pytorch']:10.2f}x" if e["pytorch"] else f"{'-':>11s}"
        print(f"{name + ' (' + unit + ')':42s} " + " ".join(fmt(e[p]) for p in PEERS) + f" {r_np} {r_pt}")
    print("\nmedians (in-process chains: each length's fastest of its interleaved rounds); autograd = HIPS autograd;"
          " '-' = not installed or not comparable (HIPS autograd records only while differentiating)")
    out = Path(__file__).with_name("results.json")
    out.write_text(json.dumps(results, indent=2))
    print(f"written {out}")


if __name__ == "__main__":
    main()
