"""Reductions of float16 tensors accumulate in float32 and round once, as PyTorch's CPU kernels do (its
acc_type for Half): a long sum is not stuck where the next half no longer changes it, a norm does not
overflow on the way, and NumPy's overflow warnings do not reach the user."""
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
