"""What the yaml harness does not cover for the gamma family and the new linear algebra: accuracy sweeps
against PyTorch, the torch.special aliases, the linalg modes and errors, gradients through symmetric
parametrizations, and sign-invariant gradients of eigenvectors."""
import numpy as np
import pytest

import minitorch
from minitorch.autograd.gradcheck import gradcheck, gradgradcheck

from oracle import both, graph_names, needs_torch, torch

_rng = np.random.default_rng(7)
_SWEEP = np.concatenate([
    _rng.uniform(-60, 60, 4000), _rng.uniform(0, 3, 4000), 10.0 ** _rng.uniform(-300, 300, 1000),
    -(10.0 ** _rng.uniform(-8, 3, 1000)), np.arange(-20, 21) + 1e-9, np.arange(-20, 21) - 1e-9,
    np.arange(-20, 21) * 1.0, [0.0, -0.0, np.inf, -np.inf, np.nan, 1e-320, 2.6e305, 1e17, 0.5, -0.5, 1.4616321449683622]])


def _close(ours, theirs, rtol, atol):
    ours, theirs = np.asarray(ours, np.float64), np.asarray(theirs, np.float64)
    assert np.array_equal(np.isnan(ours), np.isnan(theirs))
    assert np.array_equal(np.isinf(ours), np.isinf(theirs))
    inf = np.isinf(theirs)
    assert np.array_equal(ours[inf], theirs[inf])
    fin = np.isfinite(theirs)
    np.testing.assert_allclose(ours[fin], theirs[fin], rtol=rtol, atol=atol)


# -- accuracy sweeps -------------------------------------------------------------------------------

@needs_torch
@pytest.mark.parametrize("name, rtol, atol", [("lgamma", 1e-13, 2e-14), ("digamma", 1e-13, 1e-14)])
def test_float64_accuracy_sweep(name, rtol, atol):
    ours = getattr(minitorch, name)(minitorch.tensor(_SWEEP)).numpy()
    theirs = getattr(torch, name)(torch.tensor(_SWEEP)).numpy()
    _close(ours, theirs, rtol, atol)


@needs_torch
@pytest.mark.parametrize("n", [0, 1, 2, 3, 4, 7])
def test_polygamma_float64_sweep(n):
    x = _SWEEP[np.abs(_SWEEP) < 1e4]  # ATen's zeta sums term by term up from a negative q
    _close(minitorch.polygamma(n, minitorch.tensor(x)).numpy(), torch.polygamma(n, torch.tensor(x)).numpy(),
           1e-13, 1e-14)


@needs_torch
@pytest.mark.parametrize("name", ["lgamma", "digamma"])
def test_float32_sweep(name):
    x = _SWEEP[np.abs(_SWEEP) < 1e30].astype(np.float32)
    ours = getattr(minitorch, name)(minitorch.tensor(x))
    theirs = getattr(torch, name)(torch.tensor(x))
    assert ours.dtype == minitorch.float32
    _close(ours.numpy(), theirs.numpy(), 1e-5, 1e-5)


def test_lgamma_known_values_without_torch():
    x = minitorch.tensor([1.0, 2.0, 0.5, 10.0, -0.5, 0.0, -3.0, 1e-300], dtype=minitorch.float64)
    expected = [0.0, 0.0, 0.5 * np.log(np.pi), np.log(362880.0), np.log(2 * np.sqrt(np.pi)), np.inf, np.inf,
                690.7755278982137]
    out = minitorch.lgamma(x).numpy()
    np.testing.assert_allclose(out, expected, rtol=1e-14, atol=1e-15)
    assert not np.signbit(out[:2]).any()
    d = minitorch.digamma(minitorch.tensor([1.0, 0.5, 0.0, -0.0, -2.0], dtype=minitorch.float64)).numpy()
    np.testing.assert_allclose(d[:2], [-0.5772156649015329, -0.5772156649015329 - 2 * np.log(2)], rtol=1e-14)
    assert d[2] == -np.inf and d[3] == np.inf and np.isnan(d[4])


@needs_torch
def test_integer_and_bool_inputs_compute_in_the_default_float():
    for fn in (lambda lib, x: lib.lgamma(x), lambda lib, x: lib.digamma(x), lambda lib, x: lib.polygamma(2, x),
               lambda lib, x: lib.mvlgamma(x + 3, 2)):
        mine, theirs = both(lambda lib: fn(lib, lib.tensor([1, 2, 5])))
        assert mine.dtype.name == str(theirs.dtype).replace("torch.", "")
        np.testing.assert_allclose(mine.numpy(), theirs.numpy(), rtol=1e-6)


# -- aliases, methods, in place, errors --------------------------------------------------------------

@needs_torch
@pytest.mark.parametrize("expr", [
    "lib.special.gammaln(x)", "lib.special.digamma(x)", "lib.special.psi(x)", "lib.special.polygamma(2, x)",
    "lib.special.polygamma(n=3, input=x)", "lib.special.multigammaln(x + 2, 3)", "x.polygamma(1)", "x.lgamma()",
    "x.digamma()", "x.mvlgamma(2)", "lib.mvlgamma(x + 1, p=1)", "lib.polygamma(0, x)"])
def test_aliases_and_methods_match_pytorch(expr):
    def run(lib):
        x = lib.tensor([0.7, 1.5, 2.5, 4.0], dtype=lib.float64, requires_grad=True)
        out = eval(expr, {"lib": lib, "x": x})
        out.backward(lib.tensor([1.0, -2.0, 0.5, 3.0], dtype=lib.float64))
        return out.detach().numpy(), x.grad.numpy(), graph_names(out)
    mine, theirs = both(run)
    np.testing.assert_allclose(mine[0], theirs[0], rtol=1e-13)
    np.testing.assert_allclose(mine[1], theirs[1], rtol=1e-12)
    assert mine[2] == theirs[2]


@needs_torch
def test_in_place_lgamma_and_digamma():
    def run(lib):
        x = lib.tensor([0.7, 3.5, -1.5], dtype=lib.float64)
        y = x.clone()
        x.lgamma_()
        y.digamma_()
        return x.numpy(), y.numpy()
    mine, theirs = both(run)
    np.testing.assert_allclose(mine[0], theirs[0], rtol=1e-13)
    np.testing.assert_allclose(mine[1], theirs[1], rtol=1e-13)


@needs_torch
@pytest.mark.parametrize("expr", [
    "lib.polygamma(-1, x)", "lib.mvlgamma(x, 0)", "lib.special.polygamma(x, 2)", "lib.special.polygamma(2.0, x)",
    "lib.special.gammaln(1.0)", "lib.special.multigammaln(x)", "lib.special.psi(x, x)"])
def test_errors_match_pytorch(expr):
    mine, theirs = both(lambda lib: eval(expr, {"lib": lib, "x": lib.tensor([1.5, 2.0])}))
    assert isinstance(mine, tuple) and mine == theirs


def test_higher_derivatives_of_the_gamma_family():
    x = minitorch.tensor([0.6, 1.7, 3.2, -0.4], dtype=minitorch.float64, requires_grad=True)
    assert gradcheck(lambda t: minitorch.polygamma(3, t), (x,))
    assert gradgradcheck(lambda t: minitorch.lgamma(t), (x,))
    assert gradgradcheck(lambda t: minitorch.mvlgamma(t + 2, 3), (x,))


# -- slogdet / logdet --------------------------------------------------------------------------------

@needs_torch
def test_logdet_and_slogdet_match_pytorch():
    def run(lib):
        A = lib.tensor(np.array([[[1.0, 2.0, 0.0], [3.0, 1.0, 1.0], [0.0, 1.0, 4.0]],
                                 [[2.0, 0.5, 0.0], [0.1, 1.0, 0.3], [0.0, 0.2, 3.0]]]), requires_grad=True)
        out = lib.logdet(A)
        sign, logabsdet = lib.linalg.slogdet(A)
        legacy = A.slogdet()
        (logabsdet * lib.tensor([1.5, -0.5], dtype=lib.float64)).sum().backward()
        return (out.detach().numpy(), graph_names(out), sign.detach().numpy(), logabsdet.detach().numpy(), A.grad.numpy(),
                type(lib.linalg.slogdet(A)).__name__, type(legacy).__name__, legacy.sign.grad_fn.name(),
                lib.logdet(lib.zeros(2, 2)).item(), lib.linalg.slogdet(lib.zeros(3, 0, 0)).logabsdet.numpy())
    mine, theirs = both(run)
    np.testing.assert_allclose(mine[0], theirs[0], rtol=1e-13)
    assert np.isnan(mine[0][0]) and mine[1] == theirs[1]
    np.testing.assert_array_equal(mine[2], theirs[2])
    np.testing.assert_allclose(mine[3], theirs[3], rtol=1e-13)
    np.testing.assert_allclose(mine[4], theirs[4], rtol=1e-12)
    assert mine[5:9] == theirs[5:9]
    np.testing.assert_array_equal(mine[9], theirs[9])


@needs_torch
def test_slogdet_forward_ad_tangent_matches_pytorch():
    a, t = _rng.standard_normal((2, 3, 3)), _rng.standard_normal((2, 3, 3))
    import torch.autograd.forward_ad as tfw
    import minitorch.autograd.forward_ad as mfw
    with tfw.dual_level():
        theirs = tfw.unpack_dual(torch.linalg.slogdet(tfw.make_dual(torch.tensor(a), torch.tensor(t)))[1]).tangent
    with mfw.dual_level():
        ours = mfw.unpack_dual(minitorch.linalg.slogdet(mfw.make_dual(minitorch.tensor(a), minitorch.tensor(t)))[1])
    np.testing.assert_allclose(ours.tangent.numpy(), theirs.numpy(), rtol=1e-12)


@needs_torch
@pytest.mark.parametrize("expr", [
    "lib.linalg.slogdet(lib.ones(2, 3))", "lib.linalg.slogdet(lib.ones(3))", "lib.linalg.slogdet(lib.ones(2, 2, dtype=lib.long))",
    "lib.linalg.cholesky(lib.eye(3) - 2)", "lib.linalg.cholesky(lib.stack([lib.eye(3), lib.eye(3) - 2]))",
    "lib.linalg.cholesky(lib.ones(2, 3))", "lib.linalg.cholesky(lib.ones(3, 3, dtype=lib.long))",
    "lib.linalg.eigh(lib.eye(3), UPLO='X')", "lib.linalg.eigh(lib.ones(2, 3))", "lib.linalg.eigvalsh(lib.ones(3))",
    "lib.linalg.qr(lib.ones(3, 2), mode='foo')", "lib.linalg.qr(lib.ones(3))", "lib.linalg.qr(lib.ones(2, 2, dtype=lib.long))"])
def test_linalg_errors_match_pytorch(expr):
    mine, theirs = both(lambda lib: eval(expr, {"lib": lib}))
    assert isinstance(mine, tuple) and mine == theirs


# -- cholesky ------------------------------------------------------------------------------------------

def _spd(lib, x):
    """A symmetric positive-definite function of a free square x (what gradcheck can perturb)."""
    return x.matmul(x.mT) + lib.eye(x.shape[-1], dtype=x.dtype)


@pytest.mark.parametrize("upper", [False, True])
def test_cholesky_gradcheck_through_a_symmetric_parametrization(upper):
    x = minitorch.tensor(_rng.standard_normal((2, 3, 3)), requires_grad=True)
    fn = lambda t: minitorch.linalg.cholesky(_spd(minitorch, t), upper=upper)  # noqa: E731
    assert gradcheck(fn, (x,))
    assert gradgradcheck(fn, (x,))


@needs_torch
@pytest.mark.parametrize("upper", [False, True])
def test_cholesky_matches_pytorch(upper):
    x = _rng.standard_normal((2, 4, 4))
    w = _rng.standard_normal((2, 4, 4))

    def run(lib):
        t = lib.tensor(x, requires_grad=True)
        L = lib.linalg.cholesky(_spd(lib, t), upper=upper)
        (L * lib.tensor(w)).sum().backward()
        ex = lib.linalg.cholesky_ex(lib.stack([lib.eye(2, dtype=lib.float64), -lib.eye(2, dtype=lib.float64)]))
        return L.detach().numpy(), t.grad.numpy(), L.grad_fn.name(), ex.info.numpy(), type(ex).__name__
    mine, theirs = both(run)
    np.testing.assert_allclose(mine[0], theirs[0], rtol=1e-12, atol=1e-14)
    np.testing.assert_allclose(mine[1], theirs[1], rtol=1e-10, atol=1e-12)
    assert mine[2] == theirs[2] and mine[4] == theirs[4]
    np.testing.assert_array_equal(mine[3], theirs[3])


@needs_torch
def test_cholesky_upper_reads_the_upper_triangle():
    a = np.array([[4.0, 1.0, 0.5], [-0.3, 3.0, 0.2], [0.1, -0.4, 2.0]])  # not symmetric
    mine, theirs = both(lambda lib: (lib.linalg.cholesky(lib.tensor(a), upper=True).numpy(),
                                     lib.linalg.cholesky(lib.tensor(a)).numpy()))
    np.testing.assert_allclose(mine[0], theirs[0], rtol=1e-13)
    np.testing.assert_allclose(mine[1], theirs[1], rtol=1e-13)


# -- eigh / eigvalsh -------------------------------------------------------------------------------------

def _sym(x):
    return x + x.mT


def test_eigh_gradcheck_through_a_symmetric_parametrization():
    x = minitorch.tensor(_rng.standard_normal((2, 3, 3)), requires_grad=True)
    # V * V is invariant under each eigenvector's sign
    fn = lambda t: (minitorch.linalg.eigh(_sym(t)).eigenvalues,  # noqa: E731
                    minitorch.linalg.eigh(_sym(t)).eigenvectors.pow(2))
    assert gradcheck(fn, (x,))
    assert gradgradcheck(fn, (x,))
    assert gradcheck(lambda t: minitorch.linalg.eigvalsh(_sym(t), UPLO="U"), (x,))


@needs_torch
@pytest.mark.parametrize("uplo", ["L", "U"])
def test_eigh_sign_invariant_gradients_match_pytorch(uplo):
    x = _rng.standard_normal((2, 4, 4))
    w1, w2 = _rng.standard_normal((2, 4)), _rng.standard_normal((2, 4, 4))

    def run(lib):
        t = lib.tensor(x, requires_grad=True)
        values, vectors = lib.linalg.eigh(_sym(t), UPLO=uplo)
        outer = vectors.unsqueeze(-1) * vectors.unsqueeze(-2)  # v_i v_i^T per column: sign-free
        loss = (values * lib.tensor(w1)).sum() + (vectors.pow(2) * lib.tensor(w2)).sum() + outer[..., 0].sum()
        loss.backward()
        vals = lib.linalg.eigvalsh(_sym(t), UPLO=uplo)
        return values.detach().numpy(), t.grad.numpy(), values.grad_fn.name(), vals.grad_fn.name(), vals.detach().numpy()
    mine, theirs = both(run)
    np.testing.assert_allclose(mine[0], theirs[0], rtol=1e-12)
    np.testing.assert_allclose(mine[1], theirs[1], rtol=1e-9, atol=1e-11)
    assert mine[2:4] == theirs[2:4]
    np.testing.assert_allclose(mine[4], theirs[4], rtol=1e-12)


@needs_torch
def test_eigh_reconstructs_the_triangle_it_reads():
    a = _rng.standard_normal((3, 3))
    for uplo, tri in (("L", np.tril), ("U", np.triu)):
        values, vectors = minitorch.linalg.eigh(minitorch.tensor(a), UPLO=uplo)
        s = tri(a) + tri(a, -1 if uplo == "L" else 1).T
        v = vectors.numpy()
        np.testing.assert_allclose(v @ np.diag(values.numpy()) @ v.T, s, atol=1e-12)


# -- qr ------------------------------------------------------------------------------------------------

@needs_torch
@pytest.mark.parametrize("shape", [(4, 3), (3, 5), (2, 3, 3), (3, 0), (0, 3)])
@pytest.mark.parametrize("mode", ["reduced", "complete", "r"])
def test_qr_modes_match_pytorch(shape, mode):
    a = _rng.standard_normal(shape)
    mine, theirs = both(lambda lib: tuple((tuple(o.shape), o.numpy()) for o in lib.linalg.qr(lib.tensor(a), mode=mode))
                        + (type(lib.linalg.qr(lib.tensor(a), mode=mode)).__name__,))
    assert [m[0] for m in mine[:2]] == [t[0] for t in theirs[:2]] and mine[2] == theirs[2]
    for m, t in zip(mine[:2], theirs[:2]):
        np.testing.assert_allclose(abs(m[1]), abs(t[1]), atol=1e-12)  # up to the signs LAPACK picks


@needs_torch
@pytest.mark.parametrize("shape, mode", [((4, 3), "r"), ((4, 3), "complete")])
def test_qr_backward_refuses_as_pytorch(shape, mode):
    a = _rng.standard_normal(shape)

    def run(lib):
        t = lib.tensor(a, requires_grad=True)
        lib.linalg.qr(t, mode=mode)[1].sum().backward()
    mine, theirs = both(run)
    assert isinstance(mine, tuple) and mine == theirs


@pytest.mark.parametrize("shape", [(5, 3), (3, 5), (2, 4, 4)])
def test_qr_reconstructs_and_gradchecks(shape):
    x = minitorch.tensor(_rng.standard_normal(shape), requires_grad=True)
    Q, R = minitorch.linalg.qr(x)
    np.testing.assert_allclose(Q.matmul(R).detach().numpy(), x.detach().numpy(), atol=1e-12)
    assert gradgradcheck(lambda t: minitorch.linalg.qr(t), (x,))


# -- nn.init.orthogonal_ ---------------------------------------------------------------------------------

@pytest.mark.parametrize("shape", [(3, 5), (5, 3), (6, 2, 2), (4, 4)])
def test_orthogonal_init_is_orthogonal_with_the_sign_correction(shape):
    g = minitorch.Generator().manual_seed(3)
    w = minitorch.empty(*shape, dtype=minitorch.float64)
    minitorch.nn.init.orthogonal_(w, gain=2.0, generator=g)
    a = w.numpy().reshape(shape[0], -1) / 2.0
    small = a @ a.T if a.shape[0] <= a.shape[1] else a.T @ a
    np.testing.assert_allclose(small, np.eye(small.shape[0]), atol=1e-12)
    # the same draw by hand: Q of the (transposed when wide) normal matrix, columns signed by diag(R)
    flat = minitorch.randn(shape[0], int(np.prod(shape[1:])), generator=minitorch.Generator().manual_seed(3),
                           dtype=minitorch.float64).numpy()
    flat = flat.T if shape[0] < flat.shape[1] else flat
    q, r = np.linalg.qr(flat)
    q = q * np.sign(np.diag(r))
    np.testing.assert_allclose(a, q.T if shape[0] < a.shape[1] else q, atol=1e-12)


@needs_torch
def test_orthogonal_init_bumps_versions_and_refuses_as_pytorch():
    def run(lib):
        w = lib.empty(3, 5, requires_grad=True)
        before = w._version
        lib.nn.init.orthogonal_(w)
        empty = lib.empty(0, 3)
        return w._version - before, w.grad_fn is None, lib.nn.init.orthogonal_(empty) is empty
    mine, theirs = both(run)
    assert mine == theirs
    mine, theirs = both(lambda lib: lib.nn.init.orthogonal_(lib.empty(3)))
    assert isinstance(mine, tuple) and mine == theirs


@needs_torch
@pytest.mark.parametrize("expr", ["lib.linalg.det(lib.zeros(2, 0, 0))", "lib.linalg.inv(lib.zeros(2, 0, 0))",
                                  "lib.linalg.solve(lib.zeros(2, 0, 0), lib.zeros(2, 0, 1))",
                                  "lib.linalg.slogdet(lib.zeros(2, 0, 0)).sign"])
def test_batches_of_empty_matrices_match_pytorch(expr):
    mine, theirs = both(lambda lib: (lambda r: (tuple(r.shape), r.numpy()))(eval(expr, {"lib": lib})))
    assert mine[0] == theirs[0]
    np.testing.assert_array_equal(mine[1], theirs[1])


# -- svd / svdvals and the norms built on them: values, and gradients of sign-invariant functions ---------------

def _svd_case(lib, shape, full):
    A = lib.tensor(np.random.default_rng(0).standard_normal(shape), requires_grad=True)
    U, S, Vh = lib.linalg.svd(A, full_matrices=full)
    k = S.shape[-1]
    Uk, Vk = U[..., :, :k], Vh[..., :k, :]
    w = lib.arange(1., k + 1, dtype=lib.float64)
    loss = (S * w).sum() + (Uk * Uk * w).sum() * 0.3 + (Vk.abs() ** 3).sum() * 0.1  # no singular vector's sign
    loss.backward()
    return (type(S.grad_fn).__name__, tuple(U.shape), tuple(Vh.shape), np.round(S.detach().numpy(), 10).tolist(),
            np.round(A.grad.numpy(), 8).tolist(),
            np.round((U[..., :, :k] * S.unsqueeze(-2)).matmul(Vk).detach().numpy() - A.detach().numpy(), 10).tolist())


@pytest.mark.parametrize("shape, full", [((4, 3), False), ((3, 5), True), ((2, 4, 3), False), ((3, 3), True),
                                         ((5, 2), True)])
def test_svd_against_pytorch(shape, full):
    mine, theirs = both(lambda lib: _svd_case(lib, shape, full))
    assert mine[0] == "LinalgSvdBackward0"
    assert np.allclose(mine[5], 0)  # U diag(S) Vh rebuilds A
    if theirs is not None:
        assert mine[:5] == theirs[:5]


def test_svdvals_and_its_gradient():
    def run(lib):
        A = lib.tensor(np.random.default_rng(3).standard_normal((4, 3)), requires_grad=True)
        s = lib.linalg.svdvals(A)
        s.sum().backward()
        return type(s.grad_fn).__name__, np.round(s.detach().numpy(), 10).tolist(), np.round(A.grad.numpy(), 8).tolist()
    mine, theirs = both(run)
    assert mine[0] == "LinalgSvdBackward0"
    if theirs is not None:
        assert mine == theirs


@pytest.mark.parametrize("ord", [2, -2, "nuc"])
@pytest.mark.parametrize("shape, dim, keepdim", [((3, 4), (-2, -1), False), ((2, 3, 4), (0, 2), True),
                                                 ((2, 3, 4), (2, 0), False), ((4, 3), (-1, -2), True)])
def test_spectral_and_nuclear_norms(ord, shape, dim, keepdim):
    def run(lib):
        A = lib.tensor(np.random.default_rng(1).standard_normal(shape), requires_grad=True)
        r = lib.linalg.matrix_norm(A, ord, dim, keepdim)
        r.sum().backward()
        return np.round(r.detach().numpy(), 9).tolist(), graph_names(r), np.round(A.grad.numpy(), 7).tolist()
    mine, theirs = both(run)
    assert "LinalgSvdBackward0" in mine[1]
    if theirs is not None:
        assert mine == theirs


def test_svd_gradcheck_through_sign_invariant_outputs():
    A = minitorch.tensor(np.random.default_rng(5).standard_normal((4, 3)), requires_grad=True)

    def f(a):
        U, S, Vh = minitorch.linalg.svd(a, full_matrices=False)
        return S, U * U, Vh.abs()
    assert gradcheck(f, (A,))
    assert gradgradcheck(lambda a: minitorch.linalg.svdvals(a), (A,))
