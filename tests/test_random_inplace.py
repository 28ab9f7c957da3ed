"""The in-place random fills (random_, exponential_, cauchy_, log_normal_, geometric_): graphs, errors and
versions against PyTorch; ranges and statistics of the draws (minitorch's generator is not PyTorch's)."""
import numpy as np
import pytest

import minitorch
from oracle import both, graph_names, needs_torch, same_as_pytorch

CALLS = ["exponential_()", "exponential_(2.0)", "cauchy_()", "cauchy_(1.0, 0.5)", "log_normal_()",
         "log_normal_(0.0, 0.25)", "geometric_(0.5)", "random_()", "random_(5)", "random_(2, 5)", "random_(3, None)"]


@pytest.mark.parametrize("call", CALLS)
@needs_torch
def test_graph_version_and_zero_gradient_as_pytorch(call):
    def run(lib):
        x = lib.ones(4, requires_grad=True)
        y = x * 1
        out = eval("y." + call)
        out.sum().backward()
        return out is y, graph_names(out), y._version, x.grad.tolist(), out.dtype == lib.float32
    same_as_pytorch(run)


@pytest.mark.parametrize("expr", [
    "lib.zeros(2).exponential_(-1.0)", "lib.zeros(2).exponential_(0.0)", "lib.zeros(2).cauchy_(sigma=-1.0)",
    "lib.zeros(2).log_normal_(std=-1.0)", "lib.zeros(2).log_normal_(std=0.5, mean=1.5) is None",
    "lib.zeros(2).geometric_(1.5)", "lib.zeros(2).geometric_(0.0)", "lib.zeros(2).random_(5, 2)",
    "lib.zeros(2, dtype=lib.uint8).random_(0, 300)", "lib.zeros(2, dtype=lib.int8).random_(-200, 3)",
    "lib.zeros(2, requires_grad=True).exponential_()",
])
@needs_torch
def test_errors_as_pytorch(expr):
    mine, theirs = both(lambda lib: eval(expr))
    if isinstance(theirs, tuple):
        assert mine == theirs
    else:
        assert not isinstance(mine, tuple) or mine[0] not in ("RuntimeError", "TypeError"), mine


def _draw(call, dtype=minitorch.float64, n=20000):
    return eval("minitorch.zeros(n, dtype=dtype)." + call).numpy()


def test_ranges_and_statistics():
    minitorch.manual_seed(0)
    assert set(np.unique(_draw("random_(2, 5)"))) == {2.0, 3.0, 4.0}
    assert set(np.unique(_draw("random_(5)"))) == {0.0, 1.0, 2.0, 3.0, 4.0}
    f32 = _draw("random_()", minitorch.float32)
    assert f32.min() >= 0 and f32.max() <= 2 ** 24 and np.all(f32 == np.round(f32)) and f32.max() > 2 ** 23
    i64 = _draw("random_()", minitorch.int64, 1000)
    assert i64.min() >= 0 and i64.max() > 2 ** 60
    assert set(np.unique(_draw("random_()", minitorch.bool, 100))) == {False, True}
    u8 = _draw("random_()", minitorch.uint8, 5000)
    assert u8.min() == 0 and u8.max() == 255
    assert _draw("random_(-3, None)", minitorch.int8, 2000).min() == -3
    e = _draw("exponential_(4.0)")
    assert e.min() >= 0 and abs(e.mean() - 0.25) < 0.01
    g = _draw("geometric_(0.25)")
    assert g.min() == 1 and np.all(g == np.round(g)) and abs(g.mean() - 4) < 0.1
    c = _draw("cauchy_(2.0, 0.5)")
    assert abs(np.median(c) - 2.0) < 0.03 and abs(np.percentile(c, 75) - 2.5) < 0.05
    ln = _draw("log_normal_(1.0, 0.5)")
    assert ln.min() > 0 and abs(np.log(ln).mean() - 1.0) < 0.02 and abs(np.log(ln).std() - 0.5) < 0.02


def test_a_generator_makes_the_draws_reproducible():
    for call in CALLS:
        a = eval(f"minitorch.zeros(5).{call[:-1]}{', ' if call[-2] != '(' else ''}generator=minitorch.Generator().manual_seed(7))")
        b = eval(f"minitorch.zeros(5).{call[:-1]}{', ' if call[-2] != '(' else ''}generator=minitorch.Generator().manual_seed(7))")
        assert minitorch.equal(a, b), call
