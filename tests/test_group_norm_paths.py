"""native_group_norm's two backward paths against PyTorch and each other (ATen's kernel on arrays from the
saved mean and rstd when nothing records; the differentiable composite under create_graph), and its forward
(statistics in float64, ``input * scale + shift``)."""
import itertools

import numpy as np
import pytest

import minitorch

torch = pytest.importorskip("torch")


def grads(lib, shape, groups, affine, wanted, create_graph=False, dtype="float64"):
    rng = np.random.default_rng(len(shape) + groups)
    x = lib.tensor((rng.standard_normal(shape) * 2 + 0.5).astype(dtype), requires_grad="x" in wanted)
    c = shape[1]
    w = lib.tensor(rng.standard_normal(c).astype(dtype), requires_grad="w" in wanted) if affine else None
    b = lib.tensor(rng.standard_normal(c).astype(dtype), requires_grad="b" in wanted) if affine else None
    out = lib.nn.functional.group_norm(x, groups, w, b, 1e-5)
    g = lib.tensor(np.cos(np.arange(out.numel())).reshape(shape).astype(dtype))
    inputs = [t for t, name in ((x, "x"), (w, "w"), (b, "b")) if t is not None and name in wanted]
    found = lib.autograd.grad(out, inputs, g, create_graph=create_graph)
    return [out.detach().numpy()] + [t.detach().numpy() for t in found]


CASES = [case for case in itertools.product([(4, 6), (3, 6, 5), (2, 6, 3, 4)], [1, 2, 3, 6], [True, False],
                                            ["xwb", "x", "w", "b"]) if case[2] or case[3] == "x"]


@pytest.mark.parametrize("shape, groups, affine, wanted", CASES)
def test_group_norm_gradients_match_pytorch_and_the_composite(shape, groups, affine, wanted):
    fast = grads(minitorch, shape, groups, affine, wanted)
    composite = grads(minitorch, shape, groups, affine, wanted, create_graph=True)
    theirs = grads(torch, shape, groups, affine, wanted)
    for a, c, e in zip(fast, composite, theirs):
        np.testing.assert_allclose(a, e, rtol=1e-10, atol=1e-12)
        np.testing.assert_allclose(a, c, rtol=1e-10, atol=1e-12)


def test_group_norm_second_derivatives():
    rng = np.random.default_rng(1)
    x = minitorch.tensor(rng.standard_normal((2, 4, 3)), requires_grad=True)
    w = minitorch.tensor(rng.standard_normal(4), requires_grad=True)
    b = minitorch.tensor(rng.standard_normal(4), requires_grad=True)

    def f(x, w, b):
        return minitorch.nn.functional.group_norm(x, 2, w, b, 1e-5)
    assert minitorch.autograd.gradcheck(f, (x, w, b))
    assert minitorch.autograd.gradgradcheck(f, (x, w, b))


def test_group_norm_float32_close_to_pytorch():
    mine = grads(minitorch, (4, 8, 5, 5), 4, True, "xwb", dtype="float32")
    theirs = grads(torch, (4, 8, 5, 5), 4, True, "xwb", dtype="float32")
    for a, e in zip(mine, theirs):
        assert a.dtype == e.dtype
        np.testing.assert_allclose(a, e, rtol=3e-5, atol=3e-6)
