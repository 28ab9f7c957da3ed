"""GELU in float32/float16 (src/minitorch/_kernels_gelu.py): within a few ulps of the exact function and its
derivative on the whole line (no cancellation for negative x, unlike PyTorch's float kernel), PyTorch's values
at the specials, the input's layout kept, every block of a large array computed alike."""
import math

import numpy as np
import pytest

import minitorch
from minitorch import _kernels_gelu as G

F = minitorch.nn.functional


def exact(x):
    """gelu and its derivative in float64 from math.erfc (relative error ~1e-16)."""
    v = x.astype(np.float64)
    cdf = np.array([0.5 * math.erfc(-t / math.sqrt(2)) for t in v])
    return v * cdf, cdf + v * np.exp(-v * v / 2) / math.sqrt(2 * math.pi)


def ulps(got, want):
    want32 = np.abs(want).astype(np.float32)
    return np.abs(got.astype(np.float64) - want) / np.spacing(want32).astype(np.float64)


def points(n_random=20000, seed=0):
    rng = np.random.default_rng(seed)
    return np.concatenate([rng.standard_normal(n_random) * 3, np.linspace(-14, 14, 28001),
                           -np.geomspace(1e-30, 13, 2000), np.geomspace(1e-30, 13, 2000)]).astype(np.float32)


def gelu_and_grad(x):
    t = minitorch.tensor(x, requires_grad=True)
    out = F.gelu(t)
    out.backward(minitorch.ones_like(out))
    return out.detach().numpy(), t.grad.numpy()


def test_float32_gelu_within_a_few_ulps_of_exact():
    x = points()
    out, grad = gelu_and_grad(x)
    want, dwant = exact(x)
    normal = np.abs(want) > 1.2e-38 * np.maximum(1, np.abs(x))  # past x ~ -12.7 Phi(x) is a float32 subnormal
    assert ulps(out[normal], want[normal]).max() <= 8
    assert np.abs(out[~normal] - want[~normal]).max() <= 1e-43  # a few subnormal steps of Phi, times |x|
    # the derivative crosses 0 at x = -0.7518, where any float evaluation of Phi + x phi cancels: there
    # only the absolute error is small
    away = (x < -1) | (x > -0.5)
    assert ulps(grad[away], dwant[away]).max() <= 16
    assert np.abs(grad - dwant).max() <= 3e-7


def test_negative_tail_keeps_its_relative_precision():
    """0.5 x (1 + erf(x / sqrt 2)) in float loses everything past x ~ -5; x Phi(x) from erfc does not."""
    x = np.float32([-5, -6, -8, -10, -12])
    out, grad = gelu_and_grad(x)
    want, dwant = exact(x)
    assert ulps(out, want).max() <= 8
    assert ulps(grad, dwant).max() <= 8
    assert (out < 0).all()


def test_blocks_agree_with_elementwise_evaluation():
    """An array spanning several blocks, with a partial last block, gives each element what it gets alone."""
    x = np.random.default_rng(3).standard_normal(2 * G._BLOCK + 77).astype(np.float32) * 4
    whole = G.gelu(np, x)
    pieces = np.concatenate([G.gelu(np, x[i:i + 1000]) for i in range(0, x.size, 1000)])
    np.testing.assert_array_equal(whole, pieces)
    dy = np.random.default_rng(4).standard_normal(x.size).astype(np.float32)
    np.testing.assert_array_equal(G.gelu_backward(np, dy, x),
                                  np.concatenate([G.gelu_backward(np, dy[i:i + 999], x[i:i + 999])
                                                  for i in range(0, x.size, 999)]))


def test_specials():
    x = np.float32([0.0, -0.0, np.inf, -np.inf, np.nan, 1e-40, -1e-40, 30, -30])
    out, grad = gelu_and_grad(x)
    assert out[0] == 0 and math.copysign(1, out[0]) == 1
    assert out[1] == 0 and math.copysign(1, out[1]) == -1
    # +-inf: nan, as PyTorch's float kernel gives (its float64 kernel gives inf at +inf; ours too, in float64)
    assert np.isnan(out[2:5]).all() and np.isnan(grad[2:5]).all()
    assert out[5] == np.float32(5e-41) and out[6] == -np.float32(5e-41)
    assert out[7] == 30 and out[8] == 0 and math.copysign(1, out[8]) == -1
    np.testing.assert_array_equal(grad[[0, 1, 5, 6, 7, 8]], np.float32([0.5, 0.5, 0.5, 0.5, 1, 0]))
    assert F.gelu(minitorch.tensor([math.inf], dtype=minitorch.float64)).item() == math.inf


def test_layouts_and_strided_inputs():
    base = np.random.default_rng(5).standard_normal((40, 30)).astype(np.float32)
    want = G.gelu(np, np.ascontiguousarray(base))
    fortran = minitorch.tensor(base).t().contiguous().t()
    out = F.gelu(fortran)
    assert out.stride() == fortran.stride() == (1, 40)
    np.testing.assert_array_equal(out.numpy(), want)
    sliced = minitorch.tensor(base)[:, ::3]
    np.testing.assert_array_equal(F.gelu(sliced).numpy(), want[:, ::3])


def test_against_pytorch():
    torch = pytest.importorskip("torch")
    x = points(5000, seed=7)
    for dtype in (np.float32, np.float16):
        xs = x.astype(dtype)
        xs = xs[np.isfinite(xs)]
        out, grad = gelu_and_grad(xs)
        t = torch.tensor(xs, requires_grad=True)
        theirs = torch.nn.functional.gelu(t)
        theirs.backward(torch.ones_like(theirs))
        assert out.dtype == grad.dtype == dtype
        torch.testing.assert_close(torch.from_numpy(out), theirs.detach())
        torch.testing.assert_close(torch.from_numpy(grad), t.grad)


def test_float64_double_backward_still_checks():
    x = minitorch.tensor(np.random.default_rng(8).standard_normal(12) * 2, requires_grad=True)
    assert minitorch.autograd.gradcheck(F.gelu, (x,))
    assert minitorch.autograd.gradgradcheck(F.gelu, (x,))


def test_tanh_approximation_is_atens_formula():
    """approximate="tanh": ATen's operations in its order (x * x * x, the constants rounded to the dtype),
    float16 through float32; checked against the formula in float64 and against PyTorch."""
    x = np.random.default_rng(9).standard_normal(5000) * 3
    k, c = math.sqrt(2 / math.pi), 0.044715
    t = np.tanh(k * (x + c * x ** 3))
    want, dwant = 0.5 * x * (1 + t), 0.5 * (1 + t) + 0.5 * x * (1 - t * t) * k * (1 + 3 * c * x * x)
    for dtype, tol in ((np.float64, 1e-14), (np.float32, 2e-6), (np.float16, 2e-3)):
        xs = minitorch.tensor(x.astype(dtype), requires_grad=True)
        out = F.gelu(xs, approximate="tanh")
        out.backward(minitorch.ones_like(out))
        assert out.dtype == xs.grad.dtype == getattr(minitorch, np.dtype(dtype).name)
        np.testing.assert_allclose(out.detach().numpy().astype(np.float64), want, rtol=tol, atol=tol)
        np.testing.assert_allclose(xs.grad.numpy().astype(np.float64), dwant, rtol=tol, atol=tol)
    xs = minitorch.tensor(np.random.default_rng(10).standard_normal(10), requires_grad=True)
    assert minitorch.autograd.gradgradcheck(lambda v: F.gelu(v, approximate="tanh"), (xs,))
    torch = pytest.importorskip("torch")
    for dtype in (np.float32, np.float16):
        xs = x.astype(dtype)
        mine = minitorch.tensor(xs, requires_grad=True)
        out = F.gelu(mine, approximate="tanh")
        out.backward(minitorch.ones_like(out))
        theirs = torch.tensor(xs, requires_grad=True)
        reference = torch.nn.functional.gelu(theirs, approximate="tanh")
        reference.backward(torch.ones_like(reference))
        torch.testing.assert_close(torch.from_numpy(out.detach().numpy()), reference.detach())
        torch.testing.assert_close(torch.from_numpy(mine.grad.numpy()), theirs.grad)
