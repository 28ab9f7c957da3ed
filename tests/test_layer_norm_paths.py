"""native_layer_norm's two backward paths against PyTorch and each other (ATen's kernel on arrays from the
saved mean and rstd when nothing records; the differentiable composite under create_graph), and its
row-by-row forward; float16 sums in float32."""
import itertools

import numpy as np
import pytest

import minitorch

torch = pytest.importorskip("torch")


def grads(lib, shape, k, affine, wanted, create_graph=False, dtype="float64"):
    rng = np.random.default_rng(len(shape) * 10 + k)
    x = lib.tensor((rng.standard_normal(shape) * 2 + 0.5).astype(dtype), requires_grad="x" in wanted)
    normalized = shape[len(shape) - k:]
    w = lib.tensor(rng.standard_normal(normalized).astype(dtype), requires_grad="w" in wanted) if affine else None
    b = lib.tensor(rng.standard_normal(normalized).astype(dtype), requires_grad="b" in wanted) if affine else None
    out = lib.nn.functional.layer_norm(x, normalized, w, b, 1e-5)
    g = lib.tensor(np.cos(np.arange(out.numel())).reshape(shape).astype(dtype))
    inputs = [t for t, name in ((x, "x"), (w, "w"), (b, "b")) if t is not None and name in wanted]
    found = lib.autograd.grad(out, inputs, g, create_graph=create_graph)
    return [out.detach().numpy()] + [t.detach().numpy() for t in found]


CASES = [case for case in itertools.product([(5, 6), (3, 4, 5), (2, 3, 2, 4)], [1, 2], [True, False],
                                            ["xwb", "x", "w", "b"]) if case[2] or case[3] == "x"]


@pytest.mark.parametrize("shape, k, affine, wanted", CASES)
def test_layer_norm_gradients_match_pytorch_and_the_composite(shape, k, affine, wanted):
    fast = grads(minitorch, shape, k, affine, wanted)
    composite = grads(minitorch, shape, k, affine, wanted, create_graph=True)
    theirs = grads(torch, shape, k, affine, wanted)
    for a, c, e in zip(fast, composite, theirs):
        np.testing.assert_allclose(a, e, rtol=1e-10, atol=1e-12)
        np.testing.assert_allclose(a, c, rtol=1e-10, atol=1e-12)


def test_layer_norm_second_derivatives():
    rng = np.random.default_rng(1)
    x = minitorch.tensor(rng.standard_normal((3, 4)), requires_grad=True)
    w = minitorch.tensor(rng.standard_normal(4), requires_grad=True)
    b = minitorch.tensor(rng.standard_normal(4), requires_grad=True)
    assert minitorch.autograd.gradgradcheck(lambda x, w, b: minitorch.nn.functional.layer_norm(x, (4,), w, b), (x, w, b))


@pytest.mark.parametrize("dtype, rtol", [("float32", 3e-5), ("float16", 2e-3)])
def test_layer_norm_low_precision_close_to_exact(dtype, rtol):
    """Against the float64 result. (PyTorch's own float16 weight and bias gradients are 4-5x further off
    than these, which sum in float32 and round once.)"""
    mine = grads(minitorch, (8, 16, 32), 1, True, "xwb", dtype=dtype)
    exact = grads(torch, (8, 16, 32), 1, True, "xwb", dtype="float64")
    for a, e in zip(mine, exact):
        assert a.dtype == np.dtype(dtype)
        np.testing.assert_allclose(a.astype(np.float64), e, rtol=rtol, atol=rtol * np.abs(e).max())
