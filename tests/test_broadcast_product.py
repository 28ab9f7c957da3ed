"""The gradient of a broadcasting product (mul's ``grad * other``) summed to its input's shape: the same values
whichever path computes it (one einsum without a broadcast-sized product, or the product then the engine's sum),
and the product path kept where something records. (tests/test_memory.py checks that no broadcast-sized array
is made.)"""
import numpy as np
import pytest

import minitorch


def _expected(a, b, dtype):
    """d(sum(w * a * b))/da and /db by hand, in ``dtype`` (the product, then summed to each shape)."""
    rng = np.random.default_rng(0)
    w = rng.standard_normal(np.broadcast_shapes(a.shape, b.shape)).astype(dtype)

    def to(x, shape):
        lead = x.ndim - len(shape)
        axes = tuple(range(lead)) + tuple(i + lead for i, s in enumerate(shape) if s == 1 and x.shape[i + lead] != 1)
        return x.sum(axis=axes, keepdims=True).reshape(shape) if axes else x
    return w, to(w * b, a.shape), to(w * a, b.shape)


CASES = [((256, 1, 64), (1, 256, 64)),   # the middle axis summed for each: one einsum each
         ((7, 5), (5,)),                  # a bias-like factor: the leading axis summed
         ((3, 1, 4), (3, 2, 1)),          # the last axis summed for b: NumPy's pairwise sum
         ((6, 1), (1, 5)),
         ((), (3, 4)),                    # a 0-d factor
         ((2, 3, 4), (2, 3, 4))]          # no broadcast


@pytest.mark.parametrize("dtype", [np.float32, np.float64])
@pytest.mark.parametrize("shapes", CASES)
def test_broadcast_product_gradients(shapes, dtype):
    rng = np.random.default_rng(1)
    a_np, b_np = (rng.standard_normal(s).astype(dtype) for s in shapes)
    w, ga, gb = _expected(a_np, b_np, dtype)
    a, b = minitorch.tensor(a_np, requires_grad=True), minitorch.tensor(b_np, requires_grad=True)
    (a * b).backward(minitorch.tensor(w))
    tol = 1e-5 if dtype == np.float32 else 1e-12
    for got, want in ((a.grad, ga), (b.grad, gb)):
        assert got.shape == want.shape and got.dtype == minitorch.tensor(want).dtype
        np.testing.assert_allclose(got.numpy(), want, rtol=tol, atol=tol)


def test_leading_and_middle_sums_keep_numpys_values():
    """Where the einsum runs, it adds in NumPy's order: the same bits as the product summed."""
    rng = np.random.default_rng(2)
    for sa, sb in CASES[:2]:
        a_np, b_np = (rng.standard_normal(s).astype(np.float32) for s in (sa, sb))
        w, ga, gb = _expected(a_np, b_np, np.float32)
        a, b = minitorch.tensor(a_np, requires_grad=True), minitorch.tensor(b_np, requires_grad=True)
        (a * b).backward(minitorch.tensor(w))
        np.testing.assert_array_equal(a.grad.numpy(), ga)
        np.testing.assert_array_equal(b.grad.numpy(), gb)


def test_create_graph_keeps_the_product_and_differentiates_again():
    rng = np.random.default_rng(4)
    a = minitorch.tensor(rng.standard_normal((4, 1, 3)), requires_grad=True)
    b = minitorch.tensor(rng.standard_normal((1, 5, 3)), requires_grad=True)
    (ga,) = minitorch.autograd.grad((a * b * b).sum(), a, create_graph=True)
    assert ga.grad_fn is not None
    np.testing.assert_allclose(ga.detach().numpy(), (b.detach().numpy() ** 2).sum(1, keepdims=True) * np.ones((4, 1, 3)))
    (gb,) = minitorch.autograd.grad(ga.sum(), b)
    np.testing.assert_allclose(gb.numpy(), 2 * b.detach().numpy() * 4)
    fn = lambda a, b: a * b
    assert minitorch.autograd.gradcheck(fn, (a, b)) and minitorch.autograd.gradgradcheck(fn, (a, b))


def test_mixed_dtypes_and_integer_factor_take_the_product_path():
    a = minitorch.ones((3, 1, 2), dtype=minitorch.float32, requires_grad=True)
    b = minitorch.arange(8, dtype=minitorch.float64).reshape(1, 4, 2)
    (a * b).sum().backward()
    assert a.grad.dtype == minitorch.float32
    np.testing.assert_array_equal(a.grad.numpy(), np.broadcast_to(np.array([12.0, 16.0]), (3, 1, 2)))
    c = minitorch.ones((3, 1, 2), requires_grad=True)
    (c * minitorch.arange(8).reshape(1, 4, 2)).sum().backward()
    np.testing.assert_array_equal(c.grad.numpy(), np.broadcast_to(np.array([12.0, 16.0]), (3, 1, 2)))
