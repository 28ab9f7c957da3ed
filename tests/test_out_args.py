"""out= arguments as PyTorch's .out overloads: the result is written into ``out`` (resized with PyTorch's warning,
cast where the dtypes allow) and ``out`` itself is returned; autograd refuses out= as PyTorch does."""
import warnings

import numpy as np
import pytest

from oracle import both, needs_torch

CALLS = {
    "mul": lambda t, a, o: t.mul(a, 2, out=o), "add": lambda t, a, o: t.add(a, a, alpha=2, out=o),
    "matmul": lambda t, a, o: t.matmul(a, t.ones(3, 2), out=o), "mm": lambda t, a, o: t.mm(a, t.ones(3, 2), out=o),
    "sum_dim": lambda t, a, o: t.sum(a, 1, out=o), "mean_dim": lambda t, a, o: t.mean(a, 0, out=o),
    "cat": lambda t, a, o: t.cat([a, a], out=o), "stack": lambda t, a, o: t.stack([a, a], out=o),
    "clamp": lambda t, a, o: t.clamp(a, 1, 3, out=o), "zeros": lambda t, a, o: t.zeros(2, 2, out=o),
    "arange": lambda t, a, o: t.arange(4, out=o), "linspace": lambda t, a, o: t.linspace(0, 1, 3, out=o),
    "cumsum": lambda t, a, o: t.cumsum(a, 1, out=o), "pow": lambda t, a, o: t.pow(a, 2, out=o),
    "abs": lambda t, a, o: t.abs(-a, out=o), "neg": lambda t, a, o: t.neg(a, out=o),
    "max_dim": lambda t, a, o: t.max(a, 1, out=(o, t.zeros(2, dtype=t.long))),
    "sort": lambda t, a, o: t.sort(a, 1, descending=True, out=(o, t.zeros(2, 3, dtype=t.long))),
    "softmax": lambda t, a, o: t.softmax(a, 1, out=o), "linalg_inv": lambda t, a, o: t.linalg.inv(t.eye(2) * 2, out=o),
    "addmm": lambda t, a, o: t.addmm(t.zeros(2, 2), a, t.ones(3, 2), out=o),
    "div_floor": lambda t, a, o: t.div(a, 4, rounding_mode="floor", out=o), "einsum": lambda t, a, o: t.einsum("ij->j", a, out=o),
    "maximum": lambda t, a, o: t.maximum(a, a.flip(1), out=o),
    "float_into_double": lambda t, a, o: t.add(a, 1, out=t.zeros(2, 3, dtype=t.float64)),
    "resize_warns": lambda t, a, o: t.zeros(2, out=t.ones(3)),
    "float_into_long": lambda t, a, o: t.add(a, 1, out=t.zeros(2, 3, dtype=t.long)),
    "needs_grad": lambda t, a, o: t.add(a.requires_grad_(), 1, out=o),
    "cat_needs_grad": lambda t, a, o: t.cat([a.requires_grad_()], out=o),
    "out_requires_grad": lambda t, a, o: t.add(a, 1, out=t.zeros(2, 3, requires_grad=True)),
}


@needs_torch
@pytest.mark.parametrize("name", list(CALLS))
def test_like_pytorch(name):
    def run(torch):
        a = torch.arange(6.0).reshape(2, 3)
        o = torch.empty(0)
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            r = CALLS[name](torch, a, o)
        first = r if isinstance(r, torch.Tensor) else r[0]
        written = first if first is not o else o
        return (first is o or name in ("float_into_double", "resize_warns"), str(written.dtype),
                np.round(np.asarray(written.tolist(), dtype=float), 5).tolist(), [str(w.message)[:60] for w in caught])
    mine, theirs = both(run)
    assert mine == theirs


def test_no_grad_allows_out_and_returns_it():
    import minitorch
    x = minitorch.ones(2, requires_grad=True)
    o = minitorch.empty(2)
    with minitorch.no_grad():
        assert minitorch.add(x, 1, out=o) is o
    assert o.tolist() == [2.0, 2.0] and not o.requires_grad
