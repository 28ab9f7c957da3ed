"""Per-op overhead as instructions executed, not seconds: run.py's chain rows (per op), its tiny MLP step and a
tiny Transformer encoder layer's step (per step) counted under valgrind's callgrind.

A shared 2-core VM's clock swings 2x within an hour, so a 3 % change in the wrapper or the engine loop cannot be
seen in timings. The instructions a workload executes barely move between runs (Python's hash seed is fixed), so
two revisions compare exactly. Each workload runs inside ``map()``, and callgrind counts only there
(``--toggle-collect=map_next``): the import and setup are left out.

Run: ``python benchmarks/instructions.py [--baseline REV]`` (``make bench-instructions``; needs valgrind). With
``--baseline``, the same workloads also run on git revision REV (checked out in a temporary worktree) and the
table shows the change. Instructions are not time (a cache miss costs more than an add), but on these
Python-bound rows the two move together.
"""
import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import textwrap
import types

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CHAIN = 300  # ops per run: 100 rounds of mul, add, tanh, as run.py's chain
REPS = 20

SETUP = "x = mt.ones(4, requires_grad=True); c = mt.full((4,), 0.5)\n"
RUN_CHAIN = "y = x\nfor i in range(100):\n    y = mt.tanh(y * c + c)\n"  # run.py's chain_forward


def _work(*lines):
    """The source of ``work()``, whose body is ``lines``."""
    return "def work():\n" + textwrap.indent("".join(lines), "    ")


# name: (description, ops per run, source of the setup and work()); ``mt`` is minitorch, ``np`` NumPy.
WORKLOADS = {
    "fwd_bwd": ("per-op fwd+bwd", CHAIN, SETUP + _work(RUN_CHAIN, "y.sum().backward()\n")),
    "fwd": ("per-op fwd (recording)", CHAIN, SETUP + _work(RUN_CHAIN)),
    "no_grad": ("per-op fwd (no_grad)", CHAIN, SETUP + _work("with mt.no_grad():\n", textwrap.indent(RUN_CHAIN, "    "))),
    "numpy_fwd_bwd": ("NumPy by hand, fwd+bwd", CHAIN, """
x = np.ones(4, np.float32); c = np.full(4, 0.5, np.float32)
def work():
    ys = []
    y = x
    for i in range(100):
        y = np.tanh(y * c + c)
        ys.append(y)
    g = np.ones(4, np.float32)
    for y in reversed(ys):
        g = g * (1 - y * y)
        g = g * c
"""),
    "mlp_tiny": ("tiny MLP step (per step)", 1, """
rng = np.random.default_rng(0)
X = mt.tensor(rng.standard_normal((4, 8)).astype(np.float32))
onehot = mt.tensor(np.eye(10, dtype=np.float32)[[1, 3, 5, 7]])
params = [mt.tensor((rng.standard_normal((i, o)) / np.sqrt(i)).astype(np.float32), requires_grad=True)
          for i, o in ((8, 8), (8, 8), (8, 10))] + [mt.zeros(o, requires_grad=True) for o in (8, 8, 10)]
def work():  # run.py's MLP step on run.py's tiny shapes: only the per-op overhead counts
    w1, w2, w3, b1, b2, b3 = params
    h = (X @ w1 + b1).relu()
    h = (h @ w2 + b2).relu()
    logits = h @ w3 + b3
    loss = -(mt.log_softmax(logits, 1) * onehot).sum() / 4
    loss.backward()
    with mt.no_grad():
        for p in params:
            p -= 0.01 * p.grad
            p.grad = None
"""),
    # a model step whose ops are views, reshapes, layer norm, attention and in-place updates, none of which the
    # rows above run: an eager bytecode read in the int-list check made every view 8x slower unseen by them
    "transformer_tiny": ("tiny Transformer layer step", 1, """
mt.manual_seed(0)
layer = mt.nn.TransformerEncoderLayer(16, 2, 32, dropout=0.0, batch_first=True)
x = mt.randn(2, 5, 16)
optimizer = mt.optim.Adam(layer.parameters(), lr=1e-3)
def work():
    loss = layer(x).pow(2).mean()
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
"""),
}


def child(tree, name, reps):
    """In the process valgrind runs: import minitorch from ``tree`` (src/ and generated/), then run the workload
    ``reps`` times inside map(). This checkout is imported the same way as a baseline's worktree, not through the
    editable install: imported differently, the same code counted 1.3 % more on one row (objects laid out
    elsewhere in memory), which a comparison would have shown as a change."""
    sys.path.insert(0, os.path.join(tree, "src"))
    generated = types.ModuleType("minitorch._generated")
    generated.__path__ = [os.path.join(tree, "generated")]
    sys.modules["minitorch._generated"] = generated
    import numpy as np

    import minitorch as mt
    if not mt.__file__.startswith(tree):
        raise SystemExit(f"imported minitorch from {mt.__file__}, not {tree}")
    mt._generated = sys.modules["minitorch._generated"]
    namespace = {"mt": mt, "np": np}
    exec(WORKLOADS[name][2], namespace)
    work = namespace["work"]
    for _ in range(10):  # warm: CPython quickens a function on its 8th call, then specialises its instructions
        work()
    list(map(lambda _: work(), range(reps)))


def count(tree, name, reps=REPS):
    """Instructions per op of workload ``name`` with minitorch from ``tree``."""
    command = ["valgrind", "--tool=callgrind", "--collect-atstart=no", "--toggle-collect=map_next",
               "--callgrind-out-file=/dev/null", sys.executable, os.path.abspath(__file__),
               "--child", tree, name, str(reps)]
    done = subprocess.run(command, capture_output=True, text=True, env={**os.environ, "PYTHONHASHSEED": "0"})
    for line in done.stderr.splitlines():
        if "Collected :" in line:
            return int(line.split(":")[-1]) / (reps * WORKLOADS[name][1])
    raise RuntimeError(f"callgrind failed on {name} ({tree}):\n{done.stderr[-2000:]}")


def counts(tree, names):
    """Every workload's count, two valgrind processes at a time (one per core of the reference machine)."""
    from concurrent.futures import ThreadPoolExecutor
    with ThreadPoolExecutor(max_workers=2) as pool:
        return dict(zip(names, pool.map(lambda n: count(tree, n), names)))


def main():
    if len(sys.argv) > 1 and sys.argv[1] == "--child":
        return child(sys.argv[2], sys.argv[3], int(sys.argv[4]))
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--baseline", help="a git revision to compare with")
    args = parser.parse_args()
    if shutil.which("valgrind") is None:
        print("(valgrind not installed: no instruction counts)")
        return
    names = list(WORKLOADS)
    now = counts(ROOT, names)
    before = None
    if args.baseline:
        worktree = tempfile.mkdtemp(prefix="minitorch-baseline-")
        subprocess.run(["git", "-C", ROOT, "worktree", "add", "--detach", "-f", worktree, args.baseline],
                       check=True, capture_output=True)
        try:
            before = counts(worktree, names)
        finally:
            subprocess.run(["git", "-C", ROOT, "worktree", "remove", "--force", worktree], capture_output=True)
    header = f"{'instructions (callgrind)':34s}{'minitorch':>11s}"
    header += f"{args.baseline[:10]:>12s}{'change':>9s}" if before else ""
    print(header)
    for name in names:
        row = f"{WORKLOADS[name][0]:34s}{now[name]:11.0f}"
        if before:
            row += f"{before[name]:12.0f}{now[name] / before[name] - 1:+9.1%}"
        print(row)
    numpy_row = now["numpy_fwd_bwd"]
    print(f"\nminitorch fwd+bwd / NumPy fwd+bwd: {now['fwd_bwd'] / numpy_row:.2f}x the instructions")


if __name__ == "__main__":
    main()
