"""Forward formulas added after the op sweep (F.bilinear's _trilinear, linalg.lstsq's solution and residuals),
through torch.func.jvp against PyTorch's, on the cases the yaml samples do not reach: the residuals (gelsd), a
vector right-hand side, an underdetermined system (no residuals), a batch."""
import numpy as np
import pytest

import minitorch

torch = pytest.importorskip("torch")

LSTSQ_CASES = [(((5, 3), (5, 2)), "gelsd"), (((5, 3), (5, 2)), None), (((2, 5, 3), (2, 5, 1)), "gelsd"),
               (((4, 3), (4,)), "gelsd"), (((3, 4), (3, 2)), "gelsd")]


def _lstsq_tangents(lib, shapes, driver):
    rng = np.random.default_rng(0)
    A, B, tA, tB = (lib.tensor(rng.standard_normal(s)) for s in shapes + shapes)
    kw = {} if driver is None else {"driver": driver}
    return lib.func.jvp(lambda a, b: tuple(lib.linalg.lstsq(a, b, **kw))[:2], (A, B), (tA, tB))[1]


@pytest.mark.parametrize("shapes, driver", LSTSQ_CASES)
def test_lstsq_solution_and_residual_tangents(shapes, driver):
    ours, theirs = _lstsq_tangents(minitorch, shapes, driver), _lstsq_tangents(torch, shapes, driver)
    for a, b in zip(ours, theirs):
        assert tuple(a.shape) == tuple(b.shape)
        np.testing.assert_allclose(a.numpy(), b.numpy(), rtol=1e-9, atol=1e-10)


def _bilinear_tangent(lib, same_input):
    rng = np.random.default_rng(1)
    x, y, tx, ty = (lib.tensor(rng.standard_normal(s)) for s in ((3, 4), (3, 5), (3, 4), (3, 5)))
    W = lib.tensor(rng.standard_normal((2, 4, 4) if same_input else (2, 4, 5)))
    tW = lib.tensor(rng.standard_normal(tuple(W.shape)))
    F = lib.nn.functional
    if same_input:
        return lib.func.jvp(lambda x: F.bilinear(x, x, W), (x,), (tx,))[1]
    return lib.func.jvp(lambda x, y, W: F.bilinear(x, y, W), (x, y, W), (tx, ty, tW))[1]


@pytest.mark.parametrize("same_input", [False, True])
def test_bilinear_tangent(same_input):
    np.testing.assert_allclose(_bilinear_tangent(minitorch, same_input).numpy(),
                               _bilinear_tangent(torch, same_input).numpy(), rtol=1e-10, atol=1e-12)


def _scatter_reduce_tangent(lib, reduce, include_self, rounded, moved=0.0):
    """jvp of self.scatter_reduce(1, index, src, reduce) (rounded values: ties and zeros), or its value at
    primals moved by ``moved`` times the tangents."""
    rng = np.random.default_rng(0)
    r = (lambda a: a.round(0)) if rounded else (lambda a: a)
    self_, src = lib.tensor(r(rng.standard_normal((3, 4)))), lib.tensor(r(rng.standard_normal((3, 5))))
    index = lib.tensor(rng.integers(0, 4, (3, 5)))
    ts, tsrc = lib.tensor(rng.standard_normal((3, 4))), lib.tensor(rng.standard_normal((3, 5)))

    def f(a, b):
        return a.scatter_reduce(1, index, b, reduce, include_self=include_self)
    if moved:
        return f(self_ + moved * ts, src + moved * tsrc)
    return lib.func.jvp(f, (self_, src), (ts, tsrc))[1]


@pytest.mark.parametrize("include_self", [True, False])
@pytest.mark.parametrize("reduce", ["sum", "mean", "amax", "amin"])
@pytest.mark.parametrize("rounded", [False, True], ids=["distinct", "ties"])
def test_scatter_reduce_tangent(reduce, include_self, rounded):
    """As PyTorch's, ties of amax/amin sharing the tangent as PyTorch shares it."""
    np.testing.assert_allclose(_scatter_reduce_tangent(minitorch, reduce, include_self, rounded).numpy(),
                               _scatter_reduce_tangent(torch, reduce, include_self, rounded).numpy(),
                               rtol=1e-12, atol=1e-12)


@pytest.mark.parametrize("include_self", [True, False])
@pytest.mark.parametrize("rounded", [False, True], ids=["no zeros", "zeros"])
def test_scatter_reduce_prod_tangent_is_the_derivative(include_self, rounded):
    """prod's tangent agrees with central differences, zeros in the product included; PyTorch 2.13's is zero
    (a difference kept: README)."""
    eps = 1e-6
    plus, minus = (_scatter_reduce_tangent(minitorch, "prod", include_self, rounded, moved=m) for m in (eps, -eps))
    numerical = (plus - minus).numpy() / (2 * eps)
    ours = _scatter_reduce_tangent(minitorch, "prod", include_self, rounded).numpy()
    np.testing.assert_allclose(ours, numerical, rtol=1e-6, atol=1e-8)
    assert numerical.any() and not _scatter_reduce_tangent(torch, "prod", include_self, rounded).numpy().any()
