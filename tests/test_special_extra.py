"""torch.special's Bessel, Airy, error-function, zeta and orthogonal-polynomial functions (and the i0 / sinc /
gammainc aliases): values against SciPy and PyTorch over wide ranges and at the edges (0, negatives, large,
inf, nan), dtypes, grad_fn names, gradients by finite differences, PyTorch's errors."""
import warnings

import numpy as np
import pytest

import minitorch
from minitorch.autograd import gradcheck, gradgradcheck

from oracle import both, graph_names, needs_torch, torch

scipy_special = pytest.importorskip("scipy.special")

S = minitorch.special
_rng = np.random.default_rng(7)
EDGES = [0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 2.0, -2.0, 2.09, -2.09, 5.0, -5.0, 8.0, -8.0, 1e-6, -1e-6, 1e-300,
         50.0, -50.0, 100.0, -100.0, 700.0, -700.0, 800.0, -800.0, 1e10, -1e10, np.inf, -np.inf, np.nan]
WIDE = np.concatenate([EDGES, _rng.uniform(-10, 10, 400), _rng.uniform(-1, 1, 100),
                       10 ** _rng.uniform(-8, 3, 200) * _rng.choice([-1, 1], 200)])
PROBABILITIES = np.concatenate([[0.0, 1.0, 0.5, 1e-300, 1e-20, 1 - 1e-16, -0.1, 1.1, np.nan],
                                _rng.uniform(0, 1, 400), 10 ** _rng.uniform(-300, -1, 100)])


def _mine(name, *args):
    """minitorch.special.<name> over float64 arrays (numbers pass through)."""
    args = [minitorch.tensor(a, dtype=minitorch.float64) if isinstance(a, np.ndarray) else a for a in args]
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # the kernels keep NumPy's warnings to themselves
        return getattr(S, name)(*args).numpy()


def _theirs(name, *args):
    args = [torch.tensor(a, dtype=torch.float64) if isinstance(a, np.ndarray) else a for a in args]
    return getattr(torch.special, name)(*args).numpy()


def _close(ours, reference, rtol):
    """Equal nan / inf pattern, and finite values within rtol (relative; below 1e-290, where SciPy flushes some
    subnormal results to 0, absolute)."""
    ours, reference = np.asarray(ours, dtype=np.float64), np.asarray(reference, dtype=np.float64)
    np.testing.assert_array_equal(np.isnan(ours), np.isnan(reference))
    infinite = np.isinf(reference)
    np.testing.assert_array_equal(ours[infinite], reference[infinite])
    finite = np.isfinite(reference)
    assert np.isfinite(ours[finite]).all()
    scale = np.maximum(np.abs(reference[finite]), 1e-290)
    worst = (np.abs(ours[finite] - reference[finite]) / scale).max(initial=0.0)
    assert worst <= rtol, worst


# -- values against SciPy: the functions whose PyTorch algorithm is accurate to a few ulps --------------------

SCIPY_UNARY = {
    "i0": (scipy_special.i0, WIDE), "i0e": (scipy_special.i0e, WIDE), "i1": (scipy_special.i1, WIDE),
    "i1e": (scipy_special.i1e, WIDE), "modified_bessel_i0": (scipy_special.i0, WIDE),
    "modified_bessel_i1": (scipy_special.i1, WIDE), "modified_bessel_k0": (scipy_special.k0, WIDE),
    "modified_bessel_k1": (scipy_special.k1, WIDE), "scaled_modified_bessel_k0": (scipy_special.k0e, WIDE),
    "scaled_modified_bessel_k1": (scipy_special.k1e, WIDE),
    "spherical_bessel_j0": (lambda x: scipy_special.spherical_jn(0, x), WIDE),
    "erfcx": (scipy_special.erfcx, np.concatenate([WIDE, [-26.0, -27.0, -6.0, -6.2, 49.0, 51.0, 6e7]])),
    "log_ndtr": (scipy_special.log_ndtr, np.concatenate([WIDE, [-39.0, -1.0, -0.999, 38.0]])),
    "ndtri": (scipy_special.ndtri, PROBABILITIES), "entr": (scipy_special.entr, WIDE),
}


@pytest.mark.parametrize("name", sorted(SCIPY_UNARY))
def test_values_match_scipy(name):
    reference, x = SCIPY_UNARY[name]
    _close(_mine(name, x), reference(x), 1e-13)


def test_zeta_matches_scipy():
    x = np.concatenate([_rng.uniform(1, 10, 300), [1.0, 0.5, 2.0, 2.0, 3.0, np.nan, 1.5, 4.0, 30.0]])
    q = np.concatenate([_rng.uniform(-5, 10, 300), [1.0, 1.0, 0.0, -1.0, -1.5, 1.0, -2.5, 1e-3, 2.0]])
    _close(_mine("zeta", x, q), scipy_special.zeta(x, q), 1e-13)


def test_xlog1py_matches_scipy():
    x = np.concatenate([_rng.normal(size=200), [0.0, 0.0, 0.0, 2.0, 0.0, 1.0]])
    y = np.concatenate([_rng.uniform(-1, 5, 200), [-1.0, -2.0, np.nan, -1.0, 3.0, 1e-20]])
    _close(_mine("xlog1py", x, y), scipy_special.xlog1py(x, y), 1e-14)


def test_gammainc_matches_scipy():
    a, x = _rng.uniform(0.1, 20, 300), _rng.uniform(0.0, 30, 300)
    _close(_mine("gammainc", a, x), scipy_special.gammainc(a, x), 1e-11)
    _close(_mine("gammaincc", a, x), scipy_special.gammaincc(a, x), 1e-9)


# -- values against PyTorch: every function, float64 and float32 --------------------------------------------

UNARY = ["airy_ai", "bessel_j0", "bessel_j1", "bessel_y0", "bessel_y1", "modified_bessel_i0", "modified_bessel_i1",
         "modified_bessel_k0", "modified_bessel_k1", "scaled_modified_bessel_k0", "scaled_modified_bessel_k1",
         "spherical_bessel_j0", "i0", "i0e", "i1", "i1e", "entr", "erfcx", "log_ndtr", "sinc"]


@needs_torch
@pytest.mark.parametrize("name", UNARY + ["ndtri"])
def test_values_match_pytorch_float64(name):
    # PyTorch's J0/J1/Y0/Y1 and Ai are Cephes' lower-degree fits (they differ from SciPy by up to 1e-3 relative
    # near their zeros); minitorch evaluates the same approximations, so it agrees with PyTorch closely
    x = PROBABILITIES if name == "ndtri" else WIDE
    _close(_mine(name, x), _theirs(name, x), 1e-12)


@needs_torch
@pytest.mark.parametrize("name", UNARY + ["ndtri"])
def test_values_match_pytorch_float32(name):
    x = (PROBABILITIES if name == "ndtri" else np.clip(WIDE, -80, 80)).astype(np.float32)
    ours = getattr(S, name)(minitorch.tensor(x)).numpy()
    theirs = getattr(torch.special, name)(torch.tensor(x)).numpy()
    assert ours.dtype == np.float32
    _close(ours, theirs, 2e-5 if name not in ("bessel_y0", "bessel_y1", "bessel_j0", "bessel_j1", "airy_ai") else 1e-3)


@needs_torch
def test_zeta_and_xlog1py_match_pytorch_with_edges():
    x = np.array([1.0, 0.5, 2.0, 2.0, 3.0, np.nan, 4.0, 3.0, 2.0, 2.0, np.inf, 2.0, 2.0, 2.0, 2.5, 2.0])
    q = np.array([1.0, 1.0, 0.0, -1.0, -1.5, 1.0, np.inf, -2.0, 1e300, 1e-300, 2.0, -1e300, -1e15, -7.5, -3.5,
                  np.nan])
    _close(_mine("zeta", x, q), _theirs("zeta", x, q), 1e-13)
    for a, b in [(2.5, q), (x, 1.5), (0.5, q)]:
        _close(_mine("zeta", a, b), _theirs("zeta", a, b), 1e-13)
        _close(_mine("xlog1py", a, b), _theirs("xlog1py", a, b), 1e-14)


POLYNOMIALS = ["chebyshev_polynomial_t", "chebyshev_polynomial_u", "chebyshev_polynomial_v",
               "chebyshev_polynomial_w", "shifted_chebyshev_polynomial_t", "shifted_chebyshev_polynomial_u",
               "shifted_chebyshev_polynomial_v", "shifted_chebyshev_polynomial_w", "hermite_polynomial_h",
               "hermite_polynomial_he", "laguerre_polynomial_l", "legendre_polynomial_p"]


@needs_torch
@pytest.mark.parametrize("name", POLYNOMIALS)
def test_polynomials_match_pytorch(name):
    # degrees: negative (0), small (the recurrence), above the trigonometric cut-offs, fractional (truncated),
    # inf / nan (0, as PyTorch's cast reads them), and above Hermite's cut-off of 512 (nan)
    x = np.concatenate([_rng.uniform(-1.5, 1.5, 600), [1.0, -1.0, 0.0, 0.5, 1.0, -1.0, 0.0, np.inf, 2.0, 0.3, 0.3,
                                                        0.3, 0.7, 0.7, 3.0, -1.0]])
    n = np.concatenate([_rng.integers(-2, 40, 600).astype(float), [5, 6, 7, 9, 10, 11, 12, 3, -1, np.nan, np.inf,
                                                                 600, 2.7, 100.0, 513.0, 3000.0]])
    # the same recurrences as PyTorch's; where terms cancel, the last bits may round differently
    _close(_mine(name, x, n), _theirs(name, x, n), 1e-9)
    _close(_mine(name, 0.3, n), _theirs(name, 0.3, n), 1e-9)
    _close(_mine(name, x, 7), _theirs(name, x, 7), 1e-9)


@needs_torch
@pytest.mark.parametrize("name", POLYNOMIALS)
def test_polynomials_float32_match_pytorch(name):
    x = _rng.uniform(-1.2, 1.2, 300).astype(np.float32)
    n = _rng.integers(0, 20, 300)
    ours = getattr(S, name)(minitorch.tensor(x), minitorch.tensor(n)).numpy()
    theirs = getattr(torch.special, name)(torch.tensor(x), torch.tensor(n)).numpy()
    assert ours.dtype == np.float32
    np.testing.assert_allclose(ours, theirs, rtol=1e-3, atol=1e-3 * np.abs(theirs).max())


# -- dtypes, grad_fn names, non-differentiable results ------------------------------------------------------

def _summary(out):
    return str(out.dtype).split(".")[-1], tuple(out.shape), out.requires_grad, graph_names(out)


DTYPE_CASES = [
    "S.i0e(i)", "S.i1(b)", "S.erfcx(i)", "S.ndtri(f)", "S.entr(i)", "S.log_ndtr(d)", "S.bessel_j0(i)",
    "S.airy_ai(b)", "S.spherical_bessel_j0(d)", "S.modified_bessel_k0(i)",
    "S.xlog1py(i, i)", "S.xlog1py(f, d)", "S.xlog1py(2, f)", "S.xlog1py(i, 2.5)", "S.xlog1py(True, i)",
    "S.zeta(i, i)", "S.zeta(d, 2)", "S.zeta(2.5, i)",
    "S.chebyshev_polynomial_t(i, i)", "S.chebyshev_polynomial_t(f, d)", "S.hermite_polynomial_h(0.5, i)",
    "S.legendre_polynomial_p(d, 3)", "S.laguerre_polynomial_l(True, f)",
    "S.gammainc(f, d)", "S.gammaincc(d, f)", "S.i0(i)", "S.sinc(i)",
]


@needs_torch
@pytest.mark.parametrize("expr", DTYPE_CASES)
def test_dtype_promotion_matches_pytorch(expr):
    def run(lib):
        env = {"S": lib.special, "i": lib.tensor([1, 2, 3]), "b": lib.tensor([True, False, True]),
               "f": lib.tensor([0.25, 0.5, 0.75]), "d": lib.tensor([0.25, 1.5, 3.0], dtype=lib.float64)}
        out = eval(expr, env)
        return _summary(out), repr(np.round(out.double().numpy(), 5).tolist())  # repr: nan == nan
    mine, theirs = both(run)
    assert mine == theirs


GRAPHS = {
    "S.i0e(x)": "SpecialI0EBackward0", "S.i1e(x)": "SpecialI1EBackward0", "S.i1(x)": "SpecialI1Backward0",
    "S.i0(x)": "I0Backward0", "S.erfcx(x)": "SpecialErfcxBackward0", "S.entr(p)": "SpecialEntrBackward0",
    "S.ndtri(p)": "SpecialNdtriBackward0", "S.log_ndtr(x)": "SpecialLogNdtrBackward0",
    "S.sinc(x)": "SincBackward0", "S.xlog1py(x, p)": "SpecialXlog1PyBackward0",
    "S.xlog1py(2.0, p)": "SpecialXlog1PyBackward1", "S.xlog1py(x, 2.0)": "SpecialXlog1PyBackward2",
    "S.zeta(p + 1, p)": "SpecialZetaBackward0", "S.zeta(2.0, p)": "SpecialZetaBackward1",
    "S.zeta(p + 1, 2.0)": "SpecialZetaBackward2", "S.gammainc(p, p)": "IgammaBackward0",
    "S.gammaincc(p, p)": "IgammacBackward0",
}


@needs_torch
@pytest.mark.parametrize("expr", sorted(GRAPHS))
def test_grad_fn_names_match_pytorch(expr):
    def run(lib):
        x = lib.tensor([-1.5, 0.25, 3.0], dtype=lib.float64, requires_grad=True)
        p = lib.tensor([0.2, 0.5, 0.9], dtype=lib.float64, requires_grad=True)
        return type(eval(expr, {"S": lib.special, "x": x, "p": p}).grad_fn).__name__
    mine, theirs = both(run)
    assert mine == theirs == GRAPHS[expr]


@needs_torch
@pytest.mark.parametrize("name", UNARY[:12] + POLYNOMIALS)
def test_bessel_and_polynomial_results_never_require_grad(name):
    def run(lib):
        x = lib.tensor([0.2, 0.5, 0.9], dtype=lib.float64, requires_grad=True)
        n = lib.tensor([1.0, 2.0, 3.0], dtype=lib.float64, requires_grad=True)
        out = getattr(lib.special, name)(x, n) if "polynomial" in name else getattr(lib.special, name)(x)
        try:
            out.sum().backward()
        except RuntimeError as e:
            return out.requires_grad, out.grad_fn, str(e)
    mine, theirs = both(run)
    assert mine == theirs == (False, None, "element 0 of tensors does not require grad and does not have a grad_fn")


# -- gradients: finite differences in float64, PyTorch's values, PyTorch's refusals -------------------------

def _leaf(values):
    return minitorch.tensor(values, dtype=minitorch.float64, requires_grad=True)


GRADCHECKS = {
    "i0e": (lambda x: S.i0e(x), [-12.0, -3.0, -0.4, 0.3, 2.0, 7.9, 8.1, 30.0]),
    "i1e": (lambda x: S.i1e(x), [-12.0, -3.0, -0.4, 0.3, 2.0, 7.9, 8.1, 30.0]),
    "i1": (lambda x: S.i1(x), [-12.0, -3.0, -0.4, 0.3, 2.0, 7.9, 8.1, 30.0]),
    "erfcx": (lambda x: S.erfcx(x), [-5.0, -1.0, 0.3, 2.0, 10.0, 49.0, 55.0]),
    "entr": (lambda x: S.entr(x), [0.01, 0.3, 1.0, 4.0]),
    "ndtri": (lambda x: S.ndtri(x), [1e-3, 0.05, 0.3, 0.5, 0.9, 0.99]),
    "log_ndtr": (lambda x: S.log_ndtr(x), [-30.0, -5.0, -1.0, 0.0, 1.0, 6.0]),
}


@pytest.mark.parametrize("name", sorted(GRADCHECKS))
def test_gradients_by_finite_differences(name):
    fn, values = GRADCHECKS[name]
    x = _leaf(values)
    assert gradcheck(fn, (x,))
    assert gradgradcheck(fn, (x,))


def test_binary_gradients_by_finite_differences():
    x, y = _leaf([0.5, -1.5, 2.0]), _leaf([0.3, 2.0, 5.0])
    assert gradcheck(lambda a, b: S.xlog1py(a, b), (x, y))
    assert gradgradcheck(lambda a, b: S.xlog1py(a, b), (x, y))
    assert gradgradcheck(lambda b: S.xlog1py(2.5, b), (y,))
    assert gradgradcheck(lambda a: S.xlog1py(a, 0.7), (x,))
    q = _leaf([0.5, 1.5, 4.0])
    assert gradcheck(lambda b: S.zeta(minitorch.tensor([2.0, 3.5, 6.0], dtype=minitorch.float64), b), (q,))
    assert gradgradcheck(lambda b: S.zeta(3.0, b), (q,))


@needs_torch
def test_gradients_match_pytorch_at_edges():
    def run(lib):
        S_ = lib.special
        x = lib.tensor([0.0, -0.0, 1e-20, -2.0, 9.0], dtype=lib.float64, requires_grad=True)
        grads = []
        for fn in (S_.i1, S_.i1e, S_.i0e, S_.erfcx, S_.log_ndtr):
            g, = lib.autograd.grad(fn(x).sum(), x, create_graph=True)
            gg, = lib.autograd.grad(g.sum(), x)
            grads.append(repr(np.round(np.concatenate([g.detach().numpy(), gg.numpy()]), 10).tolist()))
        a = lib.tensor([0.0, 0.0, 1.0], dtype=lib.float64, requires_grad=True)
        b = lib.tensor([-1.0, -2.0, -1.0], dtype=lib.float64, requires_grad=True)
        ga, gb = lib.autograd.grad(S_.xlog1py(a, b).sum(), (a, b))
        grads.append(repr([ga.tolist(), gb.tolist()]))
        return grads
    mine, theirs = both(run)
    assert mine == theirs


@needs_torch
@pytest.mark.parametrize("expr", ["S.zeta(p + 1, p)", "S.zeta(p + 1, 2.0)", "S.gammainc(p, q)",
                                  "S.gammaincc(p, q)"])
def test_not_implemented_gradients_raise_as_pytorch(expr):
    def run(lib):
        p = lib.tensor([1.5, 2.0], dtype=lib.float64, requires_grad=True)
        q = lib.tensor([1.5, 2.0], dtype=lib.float64)
        eval(expr, {"S": lib.special, "p": p, "q": q}).sum().backward()
    mine, theirs = both(run)
    assert mine == theirs
    assert mine[0] == "NotImplementedError"


# -- the argument parser's errors ----------------------------------------------------------------------------

ERRORS = ["S.airy_ai(1)", "S.i0e(1)", "S.scaled_modified_bessel_k1(1.0)", "S.entr(t, 2)", "S.gammainc(t)",
          "S.gammainc(t, 1)", "S.chebyshev_polynomial_t('a', 1)", "S.chebyshev_polynomial_t(1, 2)",
          "S.chebyshev_polynomial_t(t)", "S.xlog1py(1, 2)", "S.zeta(t, n=2)", "S.i0(t, t)",
          "S.hermite_polynomial_he(x=t, n=t)", "S.xlog1py(input=t, other=t)", "S.zeta(self=2, other=t)",
          "S.i1e(input=t)", "S.bessel_y0(input=t)", "S.spherical_bessel_j0(x=t)",
          "S.i0(torch.tensor([1, 2]))", "S.gammainc(torch.tensor([1, 2]), torch.tensor([1, 2]))",
          "S.xlog1py(input=t)", "S.chebyshev_polynomial_t(input=t, n=t)", "S.zeta(t, t, t)",
          "S.laguerre_polynomial_l(t, n=t, out=None)", "S.xlog1py(t, None)",
          # python_arg_parser's NumPy spellings: input as x / a / x1, other as x2, only for keyword parameters
          "S.i0e(x=t)", "S.bessel_j1(a=t)", "S.i1(x1=t)", "S.xlog1py(x=t, other=t)", "S.gammainc(t, x2=t)",
          "S.zeta(x=t, x2=t)", "S.i1(t, x=t)", "S.entr(x=t, input=t)", "S.airy_ai(input=t)",
          "S.logsumexp(t, axis=0, keepdims=True)"]


@needs_torch
@pytest.mark.parametrize("expr", ERRORS)
def test_calls_and_errors_match_pytorch(expr):
    def run(lib):
        out = eval(expr, {"S": lib.special, "t": lib.tensor([0.5, 1.5]), "torch": lib})
        return str(out.dtype), repr(np.round(out.numpy(), 5).tolist())  # repr: nan == nan
    mine, theirs = both(run)
    assert mine == theirs


@needs_torch
@pytest.mark.parametrize("expr", [f"S.{n}(h)" for n in UNARY + ["ndtri"]] + [
    "S.chebyshev_polynomial_t(h, i)", "S.legendre_polynomial_p(0.5, i)", "S.hermite_polynomial_he(h, 2)",
    "S.xlog1py(h, i)", "S.zeta(h, i)", "S.zeta(2.0, h)", "S.zeta(h, 2)"])
def test_float16_support_matches_pytorch(expr):
    # PyTorch builds i0 / i0e / i1 / i1e / entr / sinc / xlog1py for half too; the rest refuse it
    def run(lib):
        out = eval(expr, {"S": lib.special, "h": lib.tensor([0.5, 1.5, 2.5], dtype=lib.float16),
                          "i": lib.tensor([2, 3, 4])})
        return str(out.dtype), np.round(out.double().numpy(), 2).tolist()
    mine, theirs = both(run)
    assert mine == theirs


@pytest.mark.parametrize("expr", ["S.i0e(t, out=t)", "S.xlog1py(t, t, out=t)", "S.chebyshev_polynomial_t(t, 2, out=t)"])
def test_out_is_refused_as_for_the_other_special_functions(expr):
    # minitorch.special writes no out= tensors (PyTorch would); the refusal names the function
    t = minitorch.tensor([0.5, 1.5])
    with pytest.raises(NotImplementedError, match=r"\(out=\.\.\.\) is not supported"):
        eval(expr, {"S": S, "t": t})


@needs_torch
@pytest.mark.parametrize("expr", ["S.bessel_j0(d)", "S.chebyshev_polynomial_t(d, 3)", "S.i0e(d)", "S.i1e(d)",
                                  "S.erfcx(d)", "S.ndtri(d)", "S.log_ndtr(d)", "S.entr(d)", "S.xlog1py(d, d)",
                                  "S.xlog1py(2.0, d)", "S.zeta(d + 2, d)", "S.zeta(2.0, d)"])
def test_forward_mode_matches_pytorch(expr):
    # tangents where PyTorch has a forward formula, none for the non-differentiable functions, its error for zeta
    def run(lib):
        fw = lib.autograd.forward_ad
        with fw.dual_level():
            x = fw.make_dual(lib.tensor([0.3, 0.6], dtype=lib.float64), lib.tensor([1.0, 2.0], dtype=lib.float64))
            primal, tangent = fw.unpack_dual(eval(expr, {"S": lib.special, "d": x}))
            return repr(np.round(primal.numpy(), 10).tolist()), \
                None if tangent is None else repr(np.round(tangent.numpy(), 10).tolist())
    mine, theirs = both(run)
    assert mine == theirs
