"""distributions.Wishart against PyTorch: its three parametrisations, log_prob, entropy, mean / variance /
mode, gradients, validation errors and warnings; rsample (Bartlett's decomposition) by its moments and by
finite differences of a reseeded draw."""
import warnings

import numpy as np
import pytest

import minitorch
from oracle import both, needs_torch

_S = [[2.0, 0.3, 0.1], [0.3, 1.0, -0.2], [0.1, -0.2, 0.5]]


def _r(t):
    return str(np.round(t.detach().numpy(), 8).tolist())  # text: nan compares equal


@needs_torch
@pytest.mark.parametrize("how", ["covariance_matrix", "precision_matrix", "scale_tril"])
def test_values_and_gradients_match_pytorch(how):
    def run(lib):
        matrix = lib.tensor(_S, dtype=lib.float64, requires_grad=True)
        df = lib.tensor([4.0, 6.5], dtype=lib.float64, requires_grad=True)
        given = lib.linalg.cholesky(matrix) if how == "scale_tril" else matrix
        d = lib.distributions.Wishart(df, **{how: given})
        X = lib.tensor(np.array(_S) * 3 + np.eye(3), dtype=lib.float64)
        lp, ent = d.log_prob(X), d.entropy()
        (lp.sum() + ent.sum()).backward()
        return [_r(lp), _r(ent), _r(d.mean), _r(d.variance), _r(d.mode), _r(d.covariance_matrix),
                _r(d.precision_matrix), _r(d.scale_tril), _r(matrix.grad), _r(df.grad), tuple(d.batch_shape),
                tuple(d.event_shape), _r(d.expand((3, 2)).log_prob(X)), _r(d.expand((3, 2)).mean)]
    mine, theirs = both(run)
    assert mine == theirs


@needs_torch
def test_number_df_and_batched_scale():
    def run(lib):
        scale = lib.tensor(np.stack([np.array(_S), np.eye(3) * 2]), dtype=lib.float64)
        d = lib.distributions.Wishart(5, covariance_matrix=scale)
        X = lib.tensor(np.eye(3) * 1.5, dtype=lib.float64)
        return _r(d.df), tuple(d.batch_shape), _r(d.log_prob(X)), _r(d.entropy()), _r(d.variance)
    mine, theirs = both(run)
    assert mine == theirs


@needs_torch
@pytest.mark.parametrize("expr", [
    "D(2.0)", "D(2.0, covariance_matrix=E, precision_matrix=E)", "D(2.0, covariance_matrix=lib.ones(2))",
    "D(0.5, covariance_matrix=E)", "D(lib.tensor([3.0, 0.5]), covariance_matrix=E)",
    "D(1.5, covariance_matrix=E).df", "D(3.0, covariance_matrix=-E)", "D(3.0, scale_tril=lib.ones(2, 2))",
    "D(3.0, covariance_matrix=E).log_prob(-E)", "D(3.0, covariance_matrix=E).log_prob(lib.ones(3))",
    "D(3.0, covariance_matrix=E, validate_args=False).log_prob(lib.eye(2, dtype=lib.float64) * 2)",
    "D(3.0, covariance_matrix=E).rsample((4, 2)).shape",
    "D(lib.tensor([3.0, 4.0], dtype=lib.float64), covariance_matrix=E).sample((5,)).shape",
    "D(3.0, covariance_matrix=E).expand((4,)).sample().shape", "D(3.0, covariance_matrix=E).support",
    "D(3.0, covariance_matrix=E).has_rsample", "D(3.0, covariance_matrix=E).arg_constraints",
    "repr(D(3.0, covariance_matrix=E))", "D(3.0, covariance_matrix=E).sample().dtype",
    "D(3.0, covariance_matrix=E).sample().requires_grad",
])
def test_validation_warnings_and_shapes(expr):
    def run(lib):
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            D = lib.distributions.Wishart  # noqa: F841 (used by expr)
            E = lib.tensor([[2.0, 0.3], [0.3, 1.0]], dtype=lib.float64)  # noqa: F841
            result = str(eval(expr))
        return result, [(w.category.__name__, str(w.message)) for w in caught]
    mine, theirs = both(run)
    assert mine == theirs


def test_rsample_moments():
    minitorch.manual_seed(0)
    cov = minitorch.tensor(_S, dtype=minitorch.float64)
    d = minitorch.distributions.Wishart(minitorch.tensor(5.0, dtype=minitorch.float64), covariance_matrix=cov)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        draws = d.rsample((20000,))
    assert draws.shape == (20000, 3, 3)
    np.testing.assert_allclose(draws.numpy(), np.swapaxes(draws.numpy(), -1, -2))  # symmetric
    assert bool((np.linalg.eigvalsh(draws.numpy()) > 0).all())  # positive definite
    np.testing.assert_allclose(draws.mean(0).numpy(), d.mean.numpy(), atol=0.08)
    np.testing.assert_allclose(draws.var(0).numpy(), d.variance.numpy(), rtol=0.08, atol=0.02)


def test_rsample_is_differentiable_in_the_scale():
    L = minitorch.linalg.cholesky(minitorch.tensor(_S, dtype=minitorch.float64)).requires_grad_()

    def draw(L):
        minitorch.manual_seed(3)  # the same noise each call: the draw is a smooth function of L
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            return minitorch.distributions.Wishart(4.0, scale_tril=L.tril(), validate_args=False).rsample((2,))
    assert minitorch.autograd.gradcheck(draw, (L,))
    df = minitorch.tensor(4.0, dtype=minitorch.float64, requires_grad=True)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        sample = minitorch.distributions.Wishart(df, scale_tril=L).rsample()
    sample.trace().backward()
    assert df.grad is not None and bool(minitorch.isfinite(df.grad))


def test_module_path():
    from minitorch.distributions.wishart import Wishart
    assert Wishart is minitorch.distributions.Wishart
