"""Reductions and scans accumulate as PyTorch's CPU kernels do (its acc_type), each result rounded once:
float16 reductions in float32 (a long sum is not stuck where the next half no longer changes it, a norm does
not overflow on the way, and NumPy's overflow warnings do not reach the user), and the float32 scans
(cumsum, cumprod, logcumsumexp) in float64. Plus sign(nan) = 0, as PyTorch's (0 < x) - (x < 0)."""
import warnings

import numpy as np
import pytest

import minitorch

torch = pytest.importorskip("torch")

DATA = (np.random.default_rng(0).standard_normal((50, 40)) * 3).astype(np.float16)

REDUCTIONS = {
    "sum": lambda t, x: x.sum(),
    "sum_dim": lambda t, x: x.sum(1),
    "mean_dim": lambda t, x: x.mean(0),
    "prod_dim": lambda t, x: x.prod(1)[:5],
    "cumsum": lambda t, x: x.cumsum(0)[-1],
    "cumprod": lambda t, x: x.cumprod(1)[:3, -1],
    "norm": lambda t, x: x.norm(),
    "vector_norm_3": lambda t, x: t.linalg.vector_norm(x, 3, dim=1),
    "var": lambda t, x: x.var(),
    "std_dim": lambda t, x: x.std(0),
    "var_mean": lambda t, x: t.var_mean(x, 1)[0],
    "nansum": lambda t, x: x.nansum(),
    "logsumexp": lambda t, x: t.logsumexp(x, 1),
    "sum_to_half": lambda t, x: x.float().sum(dtype=t.float16),
    "long_cumsum": lambda t, x: t.full((10000,), 0.1, dtype=t.float16).cumsum(0)[-1],
    "overflowing_sum": lambda t, x: t.full((3,), 60000.0, dtype=t.float16).sum(),
    "big_norm": lambda t, x: t.full((4,), 300.0, dtype=t.float16).norm(),
}


@pytest.mark.parametrize("name", list(REDUCTIONS))
def test_half_reduction_matches_pytorch_silently(name):
    fn = REDUCTIONS[name]
    with warnings.catch_warnings(record=True) as caught:
        # After minitorch's own filter (which silences what its modules' array ops warn), so a warning from
        # inside NumPy's modules would show.
        warnings.filterwarnings("always", category=RuntimeWarning, append=True)
        ours = fn(minitorch, minitorch.tensor(DATA))
    assert not [w for w in caught if issubclass(w.category, RuntimeWarning)]
    theirs = fn(torch, torch.tensor(DATA))
    assert ours.dtype == minitorch.float16
    assert np.array_equal(ours.numpy(), theirs.numpy()), (ours, theirs)


def test_half_reduction_gradients_match_pytorch():
    def grads(lib):
        x = lib.tensor(DATA.astype(np.float32), requires_grad=True)
        y = x.half()
        (y.sum() + y.cumsum(0).sum() + y.mean() + y.var()).backward()
        return x.grad.numpy()
    assert np.array_equal(grads(minitorch), grads(torch))


SCANS = {
    "cumsum": lambda t, x: x.cumsum(0),
    "cumsum_to_float32": lambda t, x: x.double().cumsum(0, dtype=t.float32),
    "cumsum_float64": lambda t, x: x.double().cumsum(0),
    "cumsum_half": lambda t, x: x.half().cumsum(0),
    "cumprod": lambda t, x: (1 + x[:2000] * 0.01).cumprod(0),
    "logcumsumexp": lambda t, x: x[:2000].logcumsumexp(0),
    "cumsum_2d": lambda t, x: x.reshape(100, -1).cumsum(1),
}


@pytest.mark.parametrize("name", list(SCANS))
def test_float_scans_accumulate_as_pytorch(name):
    data = np.random.default_rng(1).standard_normal(100_000).astype(np.float32)
    ours = SCANS[name](minitorch, minitorch.tensor(data))
    theirs = SCANS[name](torch, torch.tensor(data))
    assert str(ours.dtype) == str(theirs.dtype)
    assert np.array_equal(ours.numpy(), theirs.numpy())  # float32 accumulation differed in 99.6 % of a cumsum


def test_sign_of_nan_and_signed_zero_as_pytorch():
    values = [-0.0, 0.0, float("nan"), float("inf"), -float("inf"), 2.0, -3.0]
    for op in ("sign", "sgn"):
        ours = getattr(minitorch, op)(minitorch.tensor(values)).numpy()
        theirs = getattr(torch, op)(torch.tensor(values)).numpy()
        assert np.array_equal(ours, theirs) and np.array_equal(np.signbit(ours), np.signbit(theirs))


VARIANCES = {
    "var_all": lambda t, x: x.var(),
    "var_rows": lambda t, x: x.var(1),
    "std_columns": lambda t, x: x.std(0, correction=0),
    "var_mean_var": lambda t, x: t.var_mean(x, 1)[0],
    "var_mean_mean": lambda t, x: t.var_mean(x, 1)[1],
    "std_mean_mean": lambda t, x: t.std_mean(x, 0)[1],
    "half_var": lambda t, x: x.half().var(1),
}


@pytest.mark.parametrize("name", list(VARIANCES))
def test_float32_variance_accumulates_in_double_as_pytorch(name):
    """PyTorch's Welford pass for float32 runs in double: computed there and rounded once, the values are
    PyTorch's bit for bit (a float32 two-pass differed in 40-70 % of the rows)."""
    data = (np.random.default_rng(2).standard_normal((200, 500)) * 3 + 10).astype(np.float32)
    ours = VARIANCES[name](minitorch, minitorch.tensor(data)).numpy()
    theirs = VARIANCES[name](torch, torch.tensor(data)).numpy()
    assert np.array_equal(ours, theirs)


def test_float32_matrix_exp_is_at_least_as_accurate_as_pytorch():
    """Computed in float64 and rounded once: nearer the exact exponential than float32 squarings get (its error
    was 2.0e-3 over these matrices, PyTorch's is 4.5e-4)."""
    rng = np.random.default_rng(0)
    ours_error = theirs_error = 0.0
    for _ in range(50):
        a = (rng.standard_normal((4, 4)) * 1.5).astype(np.float32)
        exact = minitorch.linalg.matrix_exp(minitorch.tensor(a.astype(np.float64))).numpy()
        ours = minitorch.linalg.matrix_exp(minitorch.tensor(a))
        assert ours.dtype == minitorch.float32
        ours_error += np.abs(ours.numpy() - exact).sum()
        theirs_error += np.abs(torch.linalg.matrix_exp(torch.tensor(a)).numpy() - exact).sum()
    assert ours_error < theirs_error
