"""Per-op cost against PyTorch, op by op: each statement below timed alone in minitorch and in PyTorch (one thread)
on small float32 tensors that require grad, so that the figure is the op's fixed cost (argument checks, recording,
the kernel's Python), sorted by the ratio. This is how a slow path shows itself: the rows of `make bench` run a few
ops many times, and an op none of them calls can become several times slower unseen (a view once cost 47 us, not
5.8, for a session).

Run: ``python benchmarks/op_sweep.py [--number 300] [--filter TEXT]`` (``make bench`` does not run it). Best of 5
repeats of ``--number`` calls each, the two libraries taking turns.
"""
import argparse
import gc
import timeit

import numpy as np

import minitorch

try:
    import torch
except ImportError:
    torch = None

STATEMENTS = [
    # elementwise and reductions
    "a + b", "a * b", "a - b", "a / b", "a + 1", "a * 2.0", "a.exp()", "a.log()", "a.tanh()", "a.sigmoid()",
    "a.relu()", "F.gelu(a)", "F.silu(a)", "a.pow(2)", "a.sqrt()", "a.abs()", "a.clamp(-1, 1)",
    "a.sum()", "a.sum(1)", "a.sum(dim=1, keepdim=True)", "a.mean()", "a.mean(-1, keepdim=True)",
    "a.var(-1, keepdim=True)", "a.max()", "a.max(1)", "a.amax(1)", "a.norm()", "a.softmax(-1)", "a.log_softmax(-1)",
    # products
    "a @ m", "F.linear(a, m, v)", "lib.addmm(v, a, m)", "x3 @ m", "lib.bmm(x3, x3.transpose(1, 2))",
    # views and copies
    "a.t()", "a.transpose(0, 1)", "a.reshape(16, 8)", "a.view(16, 8)", "a.view(-1)", "a.flatten()", "a.unsqueeze(0)",
    "a.permute(1, 0)", "a.t().contiguous()", "a[0]", "a[:, 1:5]", "a[idx]", "a.expand(2, 8, 16)", "a.chunk(2, 1)",
    "a.split(4, 1)", "lib.cat([a, b])", "lib.stack([a, b])", "a.clone()", "a.to(lib.float64)",
    "a.gather(1, idx.view(4, 1).expand(4, 16))", "lib.where(a > 0, a, b)", "a.masked_fill(c > 0, 0.0)",
    # nn
    "F.layer_norm(a, (16,), w16, b16)", "F.dropout(a, 0.1)", "F.cross_entropy(a, target)", "F.mse_loss(a, c)",
    "F.conv2d(x4, w4)", "F.max_pool2d(x4, 2)", "F.avg_pool2d(x4, 2)", "F.embedding(ids, table)",
    "F.scaled_dot_product_attention(q, k, q)",
    # factories
    "lib.zeros(8, 16)", "lib.zeros_like(a)", "lib.randn(8, 16)", "lib.arange(10)", "lib.tensor([1.0, 2.0])",
]


def operands(lib):
    rng = np.random.default_rng(0)

    def t(*shape, grad=True):
        return lib.tensor(rng.standard_normal(shape).astype(np.float32), requires_grad=grad)
    return dict(lib=lib, F=lib.nn.functional, a=t(8, 16), b=t(8, 16), c=t(8, 16, grad=False), m=t(16, 16), v=t(16),
                x3=t(4, 8, 16), x4=t(2, 3, 8, 8), w4=t(4, 3, 3, 3), w16=t(16), b16=t(16), q=t(2, 2, 8, 4),
                k=t(2, 2, 8, 4), idx=lib.tensor([0, 2, 1, 3]), target=lib.tensor([0, 1, 2, 3, 4, 5, 6, 7]),
                ids=lib.tensor([[1, 2], [3, 4]]), table=t(20, 8))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--number", type=int, default=300, help="calls per repeat")
    parser.add_argument("--filter", default="", help="only statements containing this text")
    args = parser.parse_args()
    libs = {"minitorch": minitorch}
    if torch is not None:
        torch.set_num_threads(1)
        libs["pytorch"] = torch
    gc.freeze()  # (PyTorch's module objects out of minitorch's collections, as run.py does)
    namespaces = {name: operands(lib) for name, lib in libs.items()}
    rows = []
    for statement in STATEMENTS:
        if args.filter not in statement:
            continue
        best = {}
        for _ in range(5):  # the libraries take turns, so a drifting host slows both alike
            for name, namespace in namespaces.items():
                seconds = timeit.timeit(statement, globals=namespace, number=args.number) / args.number
                best[name] = min(best.get(name, seconds), seconds)
        ratio = best["minitorch"] / best["pytorch"] if "pytorch" in best else float("nan")
        rows.append((ratio, statement, best))
    rows.sort(key=lambda row: -row[0] if row[0] == row[0] else 0)
    print(f"{'op (small float32 tensors, requires_grad)':44s}{'minitorch us':>13s}{'PyTorch us':>12s}{'ratio':>8s}")
    for ratio, statement, best in rows:
        theirs = f"{best['pytorch'] * 1e6:12.2f}" if "pytorch" in best else f"{'-':>12s}"
        print(f"{statement:44s}{best['minitorch'] * 1e6:13.2f}{theirs}{ratio:7.2f}x")


if __name__ == "__main__":
    main()
