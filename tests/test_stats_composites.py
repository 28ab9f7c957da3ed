"""torch.cov, corrcoef, trapezoid / trapz / cumulative_trapezoid, cartesian_prod and combinations against
PyTorch: values, gradients, grad_fn graphs, dtypes, PyTorch's warnings and error messages."""
import warnings

import numpy as np
import pytest

import minitorch

from oracle import graph_names as _graph, needs_torch, torch


def _env(lib):
    rng = np.random.default_rng(0)
    return {"torch": lib,
            "x": lib.tensor(rng.standard_normal((3, 5)), dtype=lib.float64, requires_grad=True),
            "y": lib.tensor(rng.standard_normal(5), dtype=lib.float64, requires_grad=True),
            "fw": lib.tensor([1, 2, 0, 3, 1]),
            "aw": lib.tensor([0.5, 1.0, 2.0, 0.1, 1.0], dtype=lib.float64, requires_grad=True)}


def _run(lib, expr):
    """(value, dtype, graph, gradients of the leaves) or (error type, message); and the UserWarnings
    (minitorch's kernels also give NumPy's RuntimeWarnings on 0/0, which PyTorch does not: see
    test_numpy_warnings_differ)."""
    env = _env(lib)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            out = eval(expr, env)
            if out.requires_grad:
                (out * lib.tensor(np.arange(1.0, out.numel() + 1).reshape(tuple(out.shape)), dtype=out.dtype)
                 ).sum().backward()
            grads = [None if env[k].grad is None else env[k].grad.numpy() for k in ("x", "y", "aw")]
            result = out.detach().numpy(), str(out.dtype).split(".")[-1], _graph(out), grads
        except Exception as e:  # noqa: BLE001 - compared by type and message
            result = type(e).__name__, str(e)
    return result, [str(w.message) for w in caught if w.category is UserWarning]


GRAPHS = {
    "torch.cov(x)": ["SqueezeBackward0", "DivBackward0", "MmBackward0", "SubBackward0", "AccumulateGrad",
                     "UnsqueezeBackward0", "DivBackward0", "SumBackward1", "AccumulateGrad", None, "TBackward0",
                     "SubBackward0", "AccumulateGrad", "UnsqueezeBackward0", "DivBackward0", "SumBackward1",
                     "AccumulateGrad", None, None],
    "torch.trapezoid(y)": ["MulBackward1", "SubBackward0", "SumBackward1", "AccumulateGrad", "MulBackward1",
                           "AddBackward0", "SelectBackward0", "AccumulateGrad", "SelectBackward0", "AccumulateGrad"],
    "torch.cumulative_trapezoid(y)": ["CumsumBackward0", "MulBackward1", "AddBackward0", "SliceBackward0",
                                      "AccumulateGrad", "SliceBackward0", "AccumulateGrad"],
    "torch.combinations(y[:3])": ["StackBackward0", "MaskedSelectBackward0", "ExpandBackward0", "ViewBackward0",
                                  "SliceBackward0", "AccumulateGrad", "MaskedSelectBackward0", "ExpandBackward0",
                                  "ViewBackward0", "SliceBackward0", "AccumulateGrad"],
    "torch.cartesian_prod(y[:2], y[:3])": ["StackBackward0", "UnsafeViewBackward0", "CloneBackward0",
                                           "ExpandBackward0", "ViewBackward0", "SliceBackward0", "AccumulateGrad",
                                           "UnsafeViewBackward0", "CloneBackward0", "ExpandBackward0",
                                           "ViewBackward0", "SliceBackward0", "AccumulateGrad"],
}

CASES = list(GRAPHS) + [
    "torch.cov(y)", "torch.cov(x, correction=0)", "torch.cov(x, correction=2)", "torch.cov(x, fweights=fw)",
    "torch.cov(x, aweights=aw)", "torch.cov(x, fweights=fw, aweights=aw)", "torch.cov(x, correction=0, aweights=aw)",
    "torch.cov(x, correction=0, fweights=fw, aweights=aw)", "torch.cov(x, correction=2, fweights=fw, aweights=aw)",
    "torch.cov(x.t())", "torch.cov(torch.tensor([1, 2, 4]))", "torch.cov(torch.tensor([[1, 2], [4, 0]]))",
    "torch.cov(x[:, :1], aweights=aw[:1])", "torch.cov(x[:, :1] * 1, aweights=aw[:1].detach())",
    "torch.corrcoef(x)", "torch.corrcoef(y)", "torch.corrcoef(x[:1])", "torch.corrcoef(x.t())",
    "torch.corrcoef(torch.tensor([1, 2, 4]))", "torch.corrcoef(torch.tensor([[1, 2, 4], [0, 1, 1]]))",
    "torch.trapezoid(y, y)", "torch.trapezoid(y, dx=2.0)", "torch.trapezoid(y, dx=2)", "torch.trapezoid(x, dim=0)",
    "torch.trapezoid(x, y)", "torch.trapezoid(x, y[:3], dim=0)", "torch.trapezoid(x, x)", "torch.trapezoid(x, x[0])",
    "torch.trapezoid(x, x[:, :1] * 2)", "torch.trapezoid(y=x, x=y, dim=-1)", "torch.trapezoid(torch.zeros(3, 0))",
    "torch.trapezoid(torch.zeros(3, 0), torch.zeros(0))", "torch.trapezoid(torch.tensor([1, 2, 4]))",
    "torch.trapezoid(torch.tensor([1, 2, 4]), dx=2)",
    "torch.trapezoid(torch.tensor([1, 2, 4]), torch.tensor([1, 2, 5]))",
    "torch.trapz(y, y)", "torch.trapz(y, dx=3.0)", "torch.trapz(y)", "torch.trapz(x, dim=0)",
    "torch.cumulative_trapezoid(y, y)", "torch.cumulative_trapezoid(y, dx=0.5)", "torch.cumulative_trapezoid(x, dim=0)",
    "torch.cumulative_trapezoid(x, y)", "torch.cumulative_trapezoid(y, x=y, dim=0)",
    "torch.cumulative_trapezoid(x, x[:, :1] * 2)", "torch.cumulative_trapezoid(torch.zeros(3, 0))",
    "torch.cumulative_trapezoid(torch.tensor([1, 2, 4]))",
    # NumPy's axis= for dim, as PyTorch's parser takes it
    "torch.trapezoid(x, axis=0)", "torch.trapezoid(x, x, axis=0)", "torch.trapezoid(x, dx=2, axis=1)",
    "torch.trapz(x, axis=0)", "torch.cumulative_trapezoid(x, axis=0)",
    "torch.cartesian_prod(y)", "torch.cartesian_prod(y[:2], y[:3], y[:2])", 
    "torch.cartesian_prod(y[:1], y[:3])",  # the size-1 grid flattens through _reshape_alias
    "torch.combinations(y[:4])", "torch.combinations(y[:3], 2, with_replacement=True)",
    "torch.combinations(y[:4], r=3)", "torch.combinations(y, 1)", "torch.combinations(y, 0)",
    "torch.combinations(y[:2], 3)", "torch.combinations(torch.tensor([1, 2, 3]))",
]

ERRORS = [
    "torch.cov(torch.zeros(2, 2, 2))", "torch.cov(torch.ones(3, dtype=torch.bool))",
    "torch.cov(x, fweights=torch.ones(5))", "torch.cov(x, fweights=torch.ones(2, 5, dtype=torch.long))",
    "torch.cov(x, fweights=torch.ones(4, dtype=torch.long))", "torch.cov(x, fweights=-torch.ones(5, dtype=torch.long))",
    "torch.cov(x, aweights=torch.ones(5, dtype=torch.long))", "torch.cov(x, aweights=torch.ones(2, 5))",
    "torch.cov(x, aweights=torch.ones(4))", "torch.cov(x, aweights=-torch.ones(5))",
    "torch.cov(x, aweights=torch.zeros(5))", "torch.cov(x, correction=2.5)", "torch.cov(x, 1)",
    "torch.cov(x[:, :1], fweights=fw[:1])", "torch.corrcoef(torch.zeros(2, 2, 2))",
    "torch.trapezoid(torch.tensor([True, False]))", "torch.trapezoid(y, dx=True)", "torch.trapezoid(y, dx=1j)",
    "torch.trapezoid(y, torch.ones(4))", "torch.trapezoid(y, y, dx=1.)", "torch.trapezoid(y, dim=3)",
    "torch.trapezoid(y, y, dim=3)", "torch.trapezoid(y, torch.ones(5, dtype=torch.bool))", "torch.trapz(y, 2.)",
    "torch.trapezoid(y, 2.)", "torch.trapezoid(torch.tensor(2.))", "torch.trapz(torch.tensor([True, False]))",
    "torch.trapezoid(y, dim=0, dx='a')", "torch.trapezoid(y, x=y, foo=1)", "torch.trapezoid(y, y, y)",
    "torch.cumulative_trapezoid(y, dx=True)", "torch.cumulative_trapezoid(y, torch.ones(4))",
    "torch.cumulative_trapezoid(torch.tensor([True, False]))", "torch.cumulative_trapezoid(y, dim=3)",
    "torch.cumulative_trapezoid(torch.tensor(2.))", "torch.trapezoid(x, axis=1, dim=0)", "torch.trapezoid(x, axis=1.0)",
    "torch.cartesian_prod(x)", "torch.cartesian_prod()", "torch.cartesian_prod(y, torch.tensor([1, 2]))",
    "torch.combinations(x)", "torch.combinations(y, -1)",
]

# 0/0 and x/0 inside cov: PyTorch's warning and values; minitorch's division also warns through NumPy
DEGENERATE = ["torch.cov(torch.ones(3, 1))", "torch.cov(x, correction=5)", "torch.cov(torch.tensor(3.))",
              "torch.cov(torch.zeros(3, 0))", "torch.corrcoef(torch.tensor([1., 1.]))"]


@pytest.mark.parametrize("expr", list(GRAPHS))
def test_graph(expr):
    (result, _) = _run(minitorch, expr)
    assert result[2] == GRAPHS[expr]


def _assert_same(mine, theirs):
    (a, a_warnings), (b, b_warnings) = mine, theirs
    assert a_warnings == b_warnings
    if isinstance(b[0], str):
        assert a == b
        return
    assert not isinstance(a[0], str), a
    assert a[1:3] == b[1:3]
    assert a[0].shape == b[0].shape
    tol = dict(rtol=1e-6, atol=1e-7) if a[1] == "float32" else dict(rtol=1e-10, atol=1e-12)
    np.testing.assert_allclose(a[0], b[0], equal_nan=True, **tol)
    for g, h in zip(a[3], b[3]):
        assert (g is None) == (h is None)
        if g is not None:
            np.testing.assert_allclose(g, h, rtol=1e-9, atol=1e-11, equal_nan=True)


@needs_torch
@pytest.mark.parametrize("expr", CASES + DEGENERATE)
def test_matches_pytorch(expr):
    _assert_same(_run(minitorch, expr), _run(torch, expr))


@needs_torch
@pytest.mark.parametrize("expr", ERRORS)
def test_errors_match_pytorch(expr):
    theirs = _run(torch, expr)
    assert isinstance(theirs[0][0], str)
    _assert_same(_run(minitorch, expr), theirs)


def test_cov_single_observation_zeroes_the_input_as_pytorch():
    # ATen's corner case writes zeros into the caller's tensor; PyTorch does, so minitorch does
    a = minitorch.tensor([[1.0], [3.0]])
    assert minitorch.cov(a, fweights=minitorch.tensor([2])).tolist() == [[0.0, 0.0], [0.0, 0.0]]
    assert a.tolist() == [[0.0], [0.0]]


@pytest.mark.parametrize("expr", [
    "torch.cov(t)", "torch.cov(t, correction=0)", "torch.cov(t, aweights=torch.tensor([1., 2., 0.5, 1., 3.], "
    "dtype=torch.float64))", "torch.corrcoef(t)", "torch.trapezoid(t)", "torch.trapezoid(t, dx=0.3, dim=0)",
    "torch.trapezoid(t, torch.tensor([0., 1., 1.5, 3., 4.], dtype=torch.float64))", "torch.cumulative_trapezoid(t)",
    "torch.cumulative_trapezoid(t, torch.tensor([[0.], [1.], [3.]], dtype=torch.float64), dim=0)",
    "torch.cartesian_prod(t[0], t[1, :2])",
    "torch.combinations(t[0], 3)", "torch.combinations(t[1], with_replacement=True)"])
def test_gradcheck(expr):
    t = minitorch.tensor(np.random.default_rng(3).standard_normal((3, 5)), dtype=minitorch.float64,
                         requires_grad=True)
    assert minitorch.autograd.gradcheck(lambda t: eval(expr, {"torch": minitorch, "t": t}), (t,))


def test_aweights_gradient_flows():
    env = _env(minitorch)
    minitorch.cov(env["x"], aweights=env["aw"]).sum().backward()
    assert env["aw"].grad is not None and env["x"].grad is not None


def test_exported():
    for name in ("cov", "corrcoef", "trapezoid", "trapz", "cumulative_trapezoid", "cartesian_prod", "combinations"):
        assert callable(getattr(minitorch, name))
