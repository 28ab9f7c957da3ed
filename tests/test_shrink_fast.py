"""softshrink and hardshrink, forward and backward, as ATen's loops compute them, bit for bit: softshrink's
zeros are +0.0 from the vectorised loop and a * 0 (-0.0 for a negative a) from the scalar loop, which takes
the trailing size % (64 / itemsize) elements. The kernels use clip and bitwise masks instead of ``where``."""
import math

import numpy as np
import pytest

import minitorch

F = minitorch.nn.functional
SPECIALS = [0.0, -0.0, 0.5, -0.5, 0.4999999, -0.5000001, math.inf, -math.inf, math.nan, 1e-45, -1e-45]


def values(dtype, n=5005):
    rng = np.random.default_rng(0)
    return np.concatenate([rng.standard_normal(n), SPECIALS]).astype(dtype)


def reference_soft(a, lambd):
    lam = a.dtype.type(lambd)
    zero = np.zeros_like(a)
    tail = a.size % (64 // a.itemsize)
    zero[a.size - tail:] = a[a.size - tail:] * a.dtype.type(0)
    return np.where(a > lam, a - lam, np.where(a < -lam, a + lam, zero))


def reference_hard(a, lambd):
    lam = a.dtype.type(lambd)
    return np.where((a >= -lam) & (a <= lam), a.dtype.type(0), a)


def bits(a):
    return a.view(f"uint{8 * a.dtype.itemsize}")


@pytest.mark.parametrize("dtype", [np.float32, np.float64, np.float16])
@pytest.mark.parametrize("lambd", [0.5, 0.0, 2.0])
@pytest.mark.parametrize("op", ["softshrink", "hardshrink"])
def test_forward_and_backward_bitwise(dtype, lambd, op):
    a = values(dtype)
    nan = np.isnan(a)
    x = minitorch.tensor(a, requires_grad=True)
    out = getattr(F, op)(x, lambd)
    grad = np.random.default_rng(1).standard_normal(a.size).astype(dtype)
    grad[-3:] = [np.inf, np.nan, -np.inf]
    out.backward(minitorch.tensor(grad))
    want = (reference_soft if op == "softshrink" else reference_hard)(a, lambd)
    got = out.detach().numpy()
    np.testing.assert_array_equal(bits(got[~nan]), bits(want[~nan]))
    assert np.isnan(got[nan]).all()
    lam = a.dtype.type(lambd)
    np.testing.assert_array_equal(bits(x.grad.numpy()), bits(np.where((a >= -lam) & (a <= lam), a.dtype.type(0),
                                                                       grad)))


def test_against_pytorch():
    torch = pytest.importorskip("torch")
    a = values(np.float32)
    for op in ("softshrink", "hardshrink"):
        mine = minitorch.tensor(a, requires_grad=True)
        out = getattr(F, op)(mine, 0.5)
        out.backward(minitorch.ones_like(out))
        theirs = torch.tensor(a, requires_grad=True)
        reference = getattr(torch.nn.functional, op)(theirs, 0.5)
        reference.backward(torch.ones_like(reference))
        finite = ~np.isnan(a)
        np.testing.assert_array_equal(bits(out.detach().numpy()[finite]), bits(reference.detach().numpy()[finite]))
        np.testing.assert_array_equal(mine.grad.numpy(), theirs.grad.numpy())


@pytest.mark.parametrize("n", [1, 7, 15, 16, 17, 40, 64])
def test_zero_signs_by_size_as_pytorch(n):
    torch = pytest.importorskip("torch")
    for dtype in (np.float32, np.float64):
        a = np.full(n, -0.3, dtype)
        mine = np.signbit(F.softshrink(minitorch.tensor(a), 0.5).numpy())
        theirs = np.signbit(torch.nn.functional.softshrink(torch.tensor(a), 0.5).numpy())
        np.testing.assert_array_equal(mine, theirs)
