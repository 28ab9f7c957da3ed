"""Array kernels of torch.special's Bessel, Airy, error-function, zeta and orthogonal-polynomial functions,
re-exported by kernels.py.

Each kernel evaluates PyTorch's algorithm (ATen/native/Math.h: Cephes' rational and Chebyshev approximations,
Johnson's erfcx, Cephes' Hurwitz zeta, the three-term recurrences of the polynomials) in float64 over whole
arrays: every branch is evaluated everywhere under a quiet error state and ``where`` picks the branch each
element takes, so the values agree with PyTorch's (and SciPy's) to a few ulps in float64, and the edge values
(0, negatives, inf, nan) are the ones PyTorch returns. Results are cast back to the input's dtype, which the
yaml's dtype rule has already made floating point.
"""
import contextlib
import math

from . import _special_coefficients as C

_EPS64 = 2.220446049250313e-16
_MACHEP = 1.11022302462515654042e-16  # Cephes' MACHEP: half an ulp of 1.0


def _quiet(xp):
    """Silence the overflow / invalid / divide warnings of the branches an element does not take."""
    if hasattr(xp, "errstate"):
        return xp.errstate(over="ignore", invalid="ignore", divide="ignore", under="ignore")
    return contextlib.nullcontext()


def _no_half(name):
    """PyTorch's CPU kernel of ``name`` is built for float32 and float64 only: its dispatch refusal for a
    float16 operand (a Python number never is one)."""
    def wrap(kernel):
        def checked(xp, *args):
            if any(getattr(getattr(a, "dtype", None), "name", None) == "float16" for a in args):
                raise NotImplementedError(f"\"{name}_cpu\" not implemented for 'Half'")
            return kernel(xp, *args)
        checked.__name__ = checked.__qualname__ = kernel.__name__
        checked.__doc__ = kernel.__doc__
        return checked
    return wrap


def _f64(xp, a):
    return xp.asarray(a, dtype="float64")


def _horner(coefficients, z):
    """The polynomial whose coefficients run from the highest power down, at z."""
    out = z * 0.0 + coefficients[0]
    for c in coefficients[1:]:
        out = out * z + c
    return out


def _clenshaw(coefficients, y):
    """Cephes' chbevl: the Chebyshev series at y (already mapped to [-2, 2]), by Clenshaw's recurrence."""
    b0 = y * 0.0 + coefficients[0]
    b1 = b2 = y * 0.0
    for c in coefficients[1:]:
        b2, b1 = b1, b0
        b0 = y * b1 - b2 + c
    return 0.5 * (b0 - b2)


# -- modified Bessel functions of the first kind: I0, I1 and their exponentially scaled forms -------------

def _i0e64(xp, x):
    ax = xp.abs(x)
    small = _clenshaw(C.I0_CHEB_SMALL, ax / 2.0 - 2.0)
    large = _clenshaw(C.I0_CHEB_LARGE, 32.0 / ax - 2.0) / xp.sqrt(ax)
    return xp.where(ax <= 8.0, small, large)


def _i1e64(xp, x):
    ax = xp.abs(x)
    small = _clenshaw(C.I1_CHEB_SMALL, ax / 2.0 - 2.0) * ax
    large = _clenshaw(C.I1_CHEB_LARGE, 32.0 / ax - 2.0) / xp.sqrt(ax)
    return xp.where(x < 0, -1.0, 1.0) * xp.where(ax <= 8.0, small, large)


def _unscaled(xp, x, scaled):
    """exp(|x|) times a scaled Bessel value, multiplied in the order PyTorch's kernels multiply (so an
    infinite x gives inf * value / sqrt(inf) = nan where PyTorch's does)."""
    ax = xp.abs(x)
    return xp.where(ax <= 8.0, xp.exp(ax) * scaled, xp.exp(ax) * (scaled * xp.sqrt(ax)) / xp.sqrt(ax))


def i0e(xp, a):
    with _quiet(xp):
        return _i0e64(xp, _f64(xp, a)).astype(a.dtype)


def i1e(xp, a):
    with _quiet(xp):
        return _i1e64(xp, _f64(xp, a)).astype(a.dtype)


def _i0_64(xp, x):
    return _unscaled(xp, x, _i0e64(xp, x))


def _i1_64(xp, x):
    return _unscaled(xp, x, _i1e64(xp, x))


def i0(xp, a):
    with _quiet(xp):
        return _i0_64(xp, _f64(xp, a)).astype(a.dtype)


def i1(xp, a):
    with _quiet(xp):
        return _i1_64(xp, _f64(xp, a)).astype(a.dtype)


@_no_half("modified_bessel_i0")
def modified_bessel_i0(xp, a):
    return i0(xp, a)


@_no_half("modified_bessel_i1")
def modified_bessel_i1(xp, a):
    return i1(xp, a)


def sinc(xp, a):
    """sin(pi x) / (pi x), 1 at 0 (NumPy's sinc, without its warnings at +-inf)."""
    with _quiet(xp):
        return xp.sinc(a)


# -- modified Bessel functions of the second kind: K0, K1 and exp(x) K0, exp(x) K1 --------------------

def _k_parts(xp, x, order):
    """(K(x), exp(x) K(x)) for x > 0 by the two approximations of Cephes' k0 / k1: the first is for (0, 2]
    (a Chebyshev series in x^2 plus the log(x/2) I(x) term), the second for (2, inf) (a series in 8/x)."""
    if order == 0:
        small = _clenshaw(C.K0_CHEB_SMALL, x * x - 2.0) - xp.log(0.5 * x) * _i0_64(xp, x)
        large = _clenshaw(C.K0_CHEB_LARGE, 8.0 / x - 2.0) / xp.sqrt(x)
    else:
        small = xp.log(0.5 * x) * _i1_64(xp, x) + _clenshaw(C.K1_CHEB_SMALL, x * x - 2.0) / x
        large = _clenshaw(C.K1_CHEB_LARGE, 8.0 / x - 2.0) / xp.sqrt(x)
    return small, large


def _modified_bessel_k(xp, a, order, scaled):
    x = _f64(xp, a)
    with _quiet(xp):
        small, large = _k_parts(xp, x, order)
        value = xp.where(x <= 2.0, small * xp.exp(x), large) if scaled else \
            xp.where(x <= 2.0, small, xp.exp(-x) * large)
    value = xp.where(x == 0, xp.inf, xp.where(x < 0, xp.nan, value))
    return value.astype(a.dtype)


@_no_half("modified_bessel_k0")
def modified_bessel_k0(xp, a):
    return _modified_bessel_k(xp, a, 0, False)


@_no_half("modified_bessel_k1")
def modified_bessel_k1(xp, a):
    return _modified_bessel_k(xp, a, 1, False)


@_no_half("scaled_modified_bessel_k0")
def scaled_modified_bessel_k0(xp, a):
    return _modified_bessel_k(xp, a, 0, True)


@_no_half("scaled_modified_bessel_k1")
def scaled_modified_bessel_k1(xp, a):
    return _modified_bessel_k(xp, a, 1, True)


# -- Bessel functions of the first and second kind: J0, J1, Y0, Y1 -------------------------------------

_SQRT_2_OVER_PI = 0.797884560802865355879892119868763737
_TWO_OVER_PI = 0.636619772367581343075535053490057448


def _bessel_asymptotic(xp, x, order, second_kind):
    """Hankel's asymptotic form for x > 5: sqrt(2 / (pi x)) (P cos(x - phase) - (5 / x) Q sin(x - phase)) for J,
    the same with sin and cos exchanged (and Q added) for Y."""
    pp, pq, qp, qq = (C.J0_PP, C.J0_PQ, C.J0_QP, C.J0_QQ) if order == 0 else (C.J1_PP, C.J1_PQ, C.J1_QP, C.J1_QQ)
    phase = 0.785398163397448309615660845819875721 if order == 0 else 2.356194490192344928846982537459627163
    z = 25.0 / (x * x) if order == 0 else 5.0 / x * (5.0 / x)
    p = _horner(pp, z) / _horner(pq, z)
    q = 5.0 / x * (_horner(qp, z) / _horner(qq, z))
    if second_kind:
        return (p * xp.sin(x - phase) + q * xp.cos(x - phase)) * _SQRT_2_OVER_PI / xp.sqrt(x)
    return (p * xp.cos(x - phase) - q * xp.sin(x - phase)) * _SQRT_2_OVER_PI / xp.sqrt(x)


def _j0_64(xp, x):
    # for |x| <= 5 a rational function times (x^2 - z1^2)(x^2 - z2^2), z1, z2 J0's first zeros, which keeps
    # the relative error small near them; J1 below does the same with its own zeros
    x = xp.abs(x)
    x2 = x * x
    rational = (x2 - 5.78318596294678452118e+00) * (x2 - 3.04712623436620863991e+01) * \
        _horner(C.J0_RP, x2) / _horner(C.J0_RQ, x2)
    small = xp.where(x < 0.00001, 1.0 - x2 / 4.0, rational)
    return xp.where(x <= 5.0, small, _bessel_asymptotic(xp, x, 0, False))


def _j1_64(xp, x):
    ax = xp.abs(x)
    x2 = ax * ax
    small = _horner(C.J1_RP, x2) / _horner(C.J1_RQ, x2) * ax * (x2 - 1.46819706421238932572e+01) * \
        (x2 - 4.92184563216946036703e+01)
    value = xp.where(ax <= 5.0, small, _bessel_asymptotic(xp, ax, 1, False))
    return xp.where(x < 0, -value, value)


@_no_half("bessel_j0")
def bessel_j0(xp, a):
    with _quiet(xp):
        return _j0_64(xp, _f64(xp, a)).astype(a.dtype)


@_no_half("bessel_j1")
def bessel_j1(xp, a):
    with _quiet(xp):
        return _j1_64(xp, _f64(xp, a)).astype(a.dtype)


@_no_half("bessel_y0")
def bessel_y0(xp, a):
    x = _f64(xp, a)
    with _quiet(xp):
        x2 = x * x
        small = _horner(C.Y0_YP, x2) / _horner(C.Y0_YQ, x2) + _TWO_OVER_PI * xp.log(x) * _j0_64(xp, x)
        value = xp.where(x <= 5.0, small, _bessel_asymptotic(xp, x, 0, True))
    value = xp.where(x == 0, -xp.inf, xp.where(x < 0, xp.nan, value))
    return value.astype(a.dtype)


@_no_half("bessel_y1")
def bessel_y1(xp, a):
    x = _f64(xp, a)
    with _quiet(xp):
        x2 = x * x
        small = x * (_horner(C.Y1_YP, x2) / _horner(C.Y1_YQ, x2)) + \
            _TWO_OVER_PI * (_j1_64(xp, x) * xp.log(x) - 1.0 / x)
        value = xp.where(x <= 5.0, small, _bessel_asymptotic(xp, x, 1, True))
    value = xp.where(x == 0, -xp.inf, xp.where(x < 0, xp.nan, value))
    return value.astype(a.dtype)


@_no_half("spherical_bessel_j0")
def spherical_bessel_j0(xp, a):
    """sin(x) / x, by its Taylor polynomial where |x| < 0.5; 0 at +-inf."""
    x = _f64(xp, a)
    x2 = x * x
    series = 1.0 + x2 * (-1.0 / 6.0 + x2 * (1.0 / 120.0 + x2 * (-1.0 / 5040.0 + x2 * (
        1.0 / 362880.0 + x2 * (-1.0 / 39916800.0 + x2 * (1.0 / 6227020800.0))))))
    with _quiet(xp):
        value = xp.where(xp.abs(x) < 0.5, series, xp.sin(x) / x)
    return xp.where(xp.isinf(x), 0.0, value).astype(a.dtype)


# -- the Airy function Ai -----------------------------------------------------------------------------

_INV_SQRT_PI = 5.64189583547756286948e-01


@_no_half("airy_ai")
def airy_ai(xp, a):
    """Cephes' airy: asymptotic expansions for x < -2.09 (oscillating) and x >= 2.09 (decaying, 0 beyond
    103.892), the Maclaurin series of Ai = c1 f - c2 g in between; nan at +-inf."""
    x = _f64(xp, a)
    with _quiet(xp):
        zeta_neg = -2.0 * x * xp.sqrt(-x) / 3.0
        z = 1.0 / zeta_neg
        zz = z * z
        t = zeta_neg + 0.25 * math.pi
        oscillating = _INV_SQRT_PI / xp.sqrt(xp.sqrt(-x)) * (
            xp.sin(t) * (1.0 + zz * _horner(C.AIRY_AFN, zz) / _horner(C.AIRY_AFD, zz))
            - xp.cos(t) * (z * _horner(C.AIRY_AGN, zz) / _horner(C.AIRY_AGD, zz)))
        zeta_pos = 2.0 * x * xp.sqrt(x) / 3.0
        decaying = _INV_SQRT_PI * (_horner(C.AIRY_AN, 1.0 / zeta_pos) / _horner(C.AIRY_AD, 1.0 / zeta_pos)) / (
            2.0 * xp.sqrt(xp.sqrt(x)) * xp.exp(zeta_pos))
    # the series for the elements in between; each stops where its own next term no longer counts
    middle = (x >= -2.09) & (x < 2.09)
    xs = xp.where(middle, x, 0.0)
    f, g = xp.ones_like(xs), xs.copy()
    m, n, k = xp.ones_like(xs), xs.copy(), 1.0
    cube = xs * xs * xs
    active = middle.copy()
    while bool(active.any()):
        m = m * cube / (k + 1.0) / (k + 2.0)
        n = n * cube / (k + 2.0) / (k + 3.0)
        k += 3.0
        f = xp.where(active, f + m, f)
        g = xp.where(active, g + n, g)
        active = active & (xp.abs(m / f) > _EPS64)
    series = 0.355028053887817239260 * f - 0.258819403792806798405 * g
    value = xp.where(x < -2.09, oscillating, xp.where(x >= 2.09, decaying, series))
    value = xp.where(x > 103.892, 0.0, value)
    return xp.where(xp.isinf(x) | xp.isnan(x), xp.nan, value).astype(a.dtype)


# -- the error-function family: erfcx, log_ndtr, ndtri ---------------------------------------------------

_ERFCX_TABLES = {}  # array module -> the (100, 7) table on that module's device, constant term first


def _erfcx_table(xp):
    table = _ERFCX_TABLES.get(xp)
    if table is None:
        table = _ERFCX_TABLES[xp] = xp.asarray(C.ERFCX_PIECES, dtype="float64")
    return table


def _erfcx_y100(xp, y100):
    """erfcx(x) for x >= 0 from y100 = 400 / (4 + x) in [0, 100]: the Chebyshev polynomial of the
    subinterval [k, k + 1) that holds y100, in t = 2 y100 - (2k + 1); 1 at y100 = 100 (x = 0)."""
    table = _erfcx_table(xp)
    piece = xp.clip(xp.floor(xp.where(xp.isnan(y100), 0.0, y100)), 0, 99).astype("int64")
    t = 2.0 * y100 - (2.0 * piece + 1.0)
    coefficients = table[piece]
    out = coefficients[..., -1]
    for j in range(table.shape[1] - 2, -1, -1):
        out = out * t + coefficients[..., j]
    return xp.where(y100 >= 100.0, 1.0, out)


def _erfcx64(xp, x):
    with _quiet(xp):
        x2 = x * x
        fraction = _INV_SQRT_PI * (x2 * (x2 + 4.5) + 2.0) / (x * (x2 * (x2 + 5.0) + 3.75))
        positive = xp.where(x > 5e7, _INV_SQRT_PI / x, xp.where(x > 50.0, fraction, _erfcx_y100(xp, 400.0 / (4.0 + x))))
        twice = 2.0 * xp.exp(x2)
        negative = xp.where(x < -26.7, xp.inf, xp.where(x < -6.1, twice, twice - _erfcx_y100(xp, 400.0 / (4.0 - x))))
    return xp.where(xp.isnan(x), x, xp.where(x >= 0, positive, negative))


@_no_half("erfcx")
def erfcx(xp, a):
    """exp(x^2) erfc(x) (Johnson's Faddeeva-package algorithm)."""
    return _erfcx64(xp, _f64(xp, a)).astype(a.dtype)


@_no_half("log_ndtr")
def log_ndtr(xp, a):
    """log of the standard normal CDF: log(erfcx(-t) / 2) - t^2 below x = -1 (t = x / sqrt 2), else
    log1p(-erfc(t) / 2), with erfc(t) = erfcx(|t|) exp(-t^2) (2 minus that for negative t)."""
    x = _f64(xp, a)
    t = x * math.sqrt(0.5)
    with _quiet(xp):
        tail = _erfcx64(xp, xp.abs(t)) * xp.exp(-t * t)
        erfc = xp.where(t < 0, 2.0 - tail, tail)
        erfc = xp.where(xp.isinf(t) & (t > 0), 0.0, erfc)
        lower = xp.log(_erfcx64(xp, -t) / 2.0) - t * t
        upper = xp.log1p(-erfc / 2.0)
    return xp.where(x < -1.0, lower, upper).astype(a.dtype)


@_no_half("ndtri")
def ndtri(xp, a):
    """The inverse of the standard normal CDF (Cephes ndtri): a rational function of y - 1/2 in the middle,
    of 1 / sqrt(-2 log y) in each tail."""
    y0 = _f64(xp, a)
    with _quiet(xp):
        upper_tail = y0 > 1.0 - 0.13533528323661269189  # exp(-2)
        y = xp.where(upper_tail, 1.0 - y0, y0)
        yc = y - 0.5
        y2 = yc * yc
        central = (yc + yc * (y2 * _horner(C.NDTRI_P0, y2) / _horner(C.NDTRI_Q0, y2))) * 2.50662827463100050242
        x = xp.sqrt(-2.0 * xp.log(y))
        x0 = x - xp.log(x) / x
        z = 1.0 / x
        x1 = xp.where(x < 8.0, z * _horner(C.NDTRI_P1, z) / _horner(C.NDTRI_Q1, z),
                      z * _horner(C.NDTRI_P2, z) / _horner(C.NDTRI_Q2, z))
        tail = x0 - x1
        tail = xp.where(upper_tail, tail, -tail)
    value = xp.where(y > 0.13533528323661269189, central, tail)
    value = xp.where(y0 == 0, -xp.inf, xp.where(y0 == 1, xp.inf, value))
    value = xp.where((y0 < 0) | (y0 > 1), xp.nan, value)
    return value.astype(a.dtype)


# -- entr, xlog1py, zeta ---------------------------------------------------------------------------------

def entr(xp, a):
    """-x log x, 0 at x = 0, -inf for negative x, nan for nan."""
    x = _f64(xp, a)
    with _quiet(xp):
        value = -x * xp.log(xp.where(x > 0, x, 1.0))
    value = xp.where(x < 0, -xp.inf, xp.where(x == 0, 0.0, value))  # +0 at 0, not -0 * log(1)
    return xp.where(xp.isnan(x), x, value).astype(a.dtype)


def xlog1py(xp, x, y):
    """x * log1p(y), and 0 where x == 0 (unless y is nan); Python numbers stay weakly typed."""
    with _quiet(xp):
        log1p_y = xp.log1p(y) if hasattr(y, "dtype") else _scalar_log1p(y)
        out = x * log1p_y
        zero = (x == 0) & ~(xp.isnan(y) if hasattr(y, "dtype") else y != y)
    return xp.where(zero, xp.zeros((), out.dtype), out)


def _scalar_log1p(v):
    if v > -1:
        return math.log1p(v)
    return float("-inf") if v == -1 else float("nan")


# Cephes' Euler-Maclaurin coefficients: (2k)! / B_2k
_ZETA_A = (12.0, -720.0, 30240.0, -1209600.0, 47900160.0, -1.8924375803183791606e9, 7.47242496e10,
           -2.950130727918164224e12, 1.1646782814350067249e14, -4.5979787224074726105e15,
           1.8152105401943546773e17, -7.1661652561756670113e18)


@_no_half("zeta")
def zeta(xp, x, q):
    """The Hurwitz zeta function sum_k (k + q)^-x (Cephes zeta): direct summation up to the larger of
    nine terms and the first term past q = 9, then the Euler-Maclaurin tail; each element stops as soon as
    its own next term falls below half an ulp of its sum, as the scalar algorithm does."""
    out_dtype = (x if hasattr(x, "dtype") else q).dtype
    x, q = xp.broadcast_arrays(_f64(xp, x), _f64(xp, q))
    integer_q = q == xp.floor(q)
    answered = (x <= 1) | (q <= 0) & (integer_q | (x != xp.floor(x)))  # the edges, set at the end
    with _quiet(xp):
        s = q ** -x
        a = q.copy()
        b = xp.zeros_like(s)
        active = ~answered
        # nine terms, or as many as take the most negative q past 9
        summed_q = q[active & xp.isfinite(q)]
        steps = max(9, int(math.ceil(9.0 - float(summed_q.min()))) + 1) if summed_q.size else 9
        for i in range(1, steps + 1):
            stepping = active & ((i <= 9) | (a <= 9.0))  # the while condition before step i
            a = xp.where(stepping, a + 1.0, a)
            b = xp.where(stepping, a ** -x, b)
            s = xp.where(stepping, s + b, s)
            active = active & ~(stepping & (-_MACHEP * s < b) & (b < _MACHEP * s))
        w = a
        s = xp.where(active, s + b * w / (x - 1.0) - 0.5 * b, s)
        factor = xp.ones_like(s)
        k = 0.0
        for coefficient in _ZETA_A:
            factor = factor * (x + k)
            b = b / w
            term = factor * b / coefficient
            s = xp.where(active, s + term, s)
            active = active & ~(xp.abs(term / s) < _MACHEP)
            k += 1.0
            factor = factor * (x + k)
            b = b / w
            k += 1.0
    value = xp.where((q <= 0) & ~integer_q & (x != xp.floor(x)), xp.nan, s)
    value = xp.where((q <= 0) & integer_q, xp.inf, value)
    value = xp.where(x < 1, xp.nan, value)
    value = xp.where(x == 1, xp.inf, value)
    return value.astype(out_dtype)


# -- orthogonal polynomials ----------------------------------------------------------------------------

def _degree(xp, n):
    """n as PyTorch's kernels read it (a cast to int64): truncated toward zero; nan, inf and values beyond
    int64 read as a negative degree, where the polynomial is 0."""
    n = _f64(xp, n)
    ok = xp.isfinite(n) & (xp.abs(n) < 2.0 ** 63)
    return xp.where(ok, xp.trunc(xp.where(ok, n, -1.0)), -1.0)


def _recurrence(xp, x, n, first, step, settled):
    """P_n(x) from P_0 = 1, P_1 = ``first`` and P_{m+1} = step(m, x, P_m, P_{m-1}), for the elements that
    ``settled`` leaves open (elsewhere the result is P_0 or P_1, for the caller to overwrite). The loop runs
    to the largest open degree on the elements still open, dropping each as it reaches its own degree or its
    values turn nan (where it stops, at nan, as PyTorch's loop does)."""
    value = xp.where(n == 0, 1.0, first).astype(x.dtype).ravel()
    open_ = (~settled & (n >= 2)).ravel()
    index = xp.nonzero(open_)[0]
    xs, ns = x.ravel()[index], n.ravel()[index]
    p, q = xp.ones_like(xs), xp.broadcast_to(first, x.shape).ravel()[index]
    m = 1
    while index.size:
        p, q = q, step(m, xs, q, p)
        m += 1  # q is P_m now
        going_on = (ns > m) & ~xp.isnan(q)
        if not bool(going_on.all()):
            value[index[~going_on]] = q[~going_on]
            index, xs, ns, p, q = index[going_on], xs[going_on], ns[going_on], p[going_on], q[going_on]
    return value.reshape(x.shape)


def _polynomial(xp, x, n, body):
    """body(x, n) in the result's dtype (PyTorch runs the float32 recurrences in float32, and their rounding
    is part of the values), n truncated to a whole number in that dtype; 0 for negative degrees."""
    out_dtype = (x if hasattr(x, "dtype") else n).dtype
    degree = _degree(xp, n)
    x, n = xp.broadcast_arrays(xp.asarray(x, dtype=out_dtype), degree.astype(out_dtype))
    with _quiet(xp):
        value = body(x, n)
    return xp.where(xp.broadcast_to(degree, value.shape) < 0, 0.0, value).astype(out_dtype)


def _odd(n):
    return (n % 2) == 1


def _chebyshev(xp, x, n, kind, shifted):
    """Chebyshev polynomials of the four kinds T, U, V, W (and the shifted ones at 2x - 1): the trigonometric
    closed forms inside (-1, 1) above a small degree, the recurrence P_{m+1} = 2y P_m - P_{m-1} elsewhere."""
    def body(x, n):
        y = x + x - 1.0 if shifted else x
        at_one = (x == 1.0) if shifted else (xp.abs(x) == 1.0) & (x > 0)
        at_minus_one = (x == 0.0) if shifted else (xp.abs(x) == 1.0) & (x < 0)
        sign = xp.where(_odd(n), -1.0, 1.0)
        theta = xp.arccos(y)
        if kind == "t":
            edge_plus, edge_minus = 1.0, sign
            trig = xp.cos(n * theta)
            first = y
            threshold = 6
        elif kind == "u":
            edge_plus, edge_minus = n + 1.0, sign * (n + 1.0)
            trig = xp.where(xp.sin(theta) != 0, xp.sin((n + 1.0) * theta) / xp.sin(theta),
                            (n + 1.0) * xp.cos((n + 1.0) * theta) / y)
            first = y + y
            threshold = 6 if shifted else 8
        elif kind == "v":
            edge_plus, edge_minus = 1.0, sign * (n + n + 1.0)
            trig = xp.where(xp.sin(theta / 2.0) != 1.0, xp.cos((n + 0.5) * theta) / xp.cos(theta / 2.0),
                            sign * (n + n + 1.0))
            first = y + y - 1.0
            threshold = 6 if shifted else 8
        else:
            edge_plus, edge_minus = n + n + 1.0, sign
            inner_edge = xp.where(y > 0, n + n + 1.0, sign)
            trig = xp.where(xp.cos(theta / 2.0) != 1.0, xp.sin((n + 0.5) * theta) / xp.sin(theta / 2.0), inner_edge)
            first = y + y + 1.0
            threshold = 4 if shifted else 8
        use_trig = (n > threshold) & (xp.abs(y) < 1.0)
        edge = at_one | at_minus_one
        value = _recurrence(xp, y, n, first, lambda m, y, q, p: (y + y) * q - p, edge | use_trig)
        value = xp.where(use_trig, trig, value)
        return xp.where(at_one, edge_plus, xp.where(at_minus_one, edge_minus, value))
    return _polynomial(xp, x, n, body)


@_no_half("chebyshev_polynomial_t")
def chebyshev_polynomial_t(xp, x, n):
    return _chebyshev(xp, x, n, "t", False)


@_no_half("chebyshev_polynomial_u")
def chebyshev_polynomial_u(xp, x, n):
    return _chebyshev(xp, x, n, "u", False)


@_no_half("chebyshev_polynomial_v")
def chebyshev_polynomial_v(xp, x, n):
    return _chebyshev(xp, x, n, "v", False)


@_no_half("chebyshev_polynomial_w")
def chebyshev_polynomial_w(xp, x, n):
    return _chebyshev(xp, x, n, "w", False)


@_no_half("shifted_chebyshev_polynomial_t")
def shifted_chebyshev_polynomial_t(xp, x, n):
    return _chebyshev(xp, x, n, "t", True)


@_no_half("shifted_chebyshev_polynomial_u")
def shifted_chebyshev_polynomial_u(xp, x, n):
    return _chebyshev(xp, x, n, "u", True)


@_no_half("shifted_chebyshev_polynomial_v")
def shifted_chebyshev_polynomial_v(xp, x, n):
    return _chebyshev(xp, x, n, "v", True)


@_no_half("shifted_chebyshev_polynomial_w")
def shifted_chebyshev_polynomial_w(xp, x, n):
    return _chebyshev(xp, x, n, "w", True)


def _hermite_limit(x, n):
    # PyTorch gives up (nan) above degree 128 in float32 and 512 in float64
    return 128 if (x if hasattr(x, "dtype") else n).dtype.itemsize <= 4 else 512


@_no_half("hermite_polynomial_h")
def hermite_polynomial_h(xp, x, n):
    """The physicists' Hermite polynomials: H_{m+1} = 2x H_m - 2m H_{m-1}."""
    limit = _hermite_limit(x, n)

    def body(x, n):
        value = _recurrence(xp, x, n, x + x, lambda m, x, q, p: (x + x) * q - (2.0 * m) * p, n > limit)
        return xp.where(n > limit, xp.nan, value)
    return _polynomial(xp, x, n, body)


@_no_half("hermite_polynomial_he")
def hermite_polynomial_he(xp, x, n):
    """The probabilists' Hermite polynomials: He_{m+1} = x He_m - m He_{m-1}."""
    limit = _hermite_limit(x, n)

    def body(x, n):
        value = _recurrence(xp, x, n, x, lambda m, x, q, p: x * q - m * p, n > limit)
        return xp.where(n > limit, xp.nan, value)
    return _polynomial(xp, x, n, body)


@_no_half("laguerre_polynomial_l")
def laguerre_polynomial_l(xp, x, n):
    """The Laguerre polynomials: (m + 1) L_{m+1} = (2m + 1 - x) L_m - m L_{m-1}; 1 at x = 0."""
    def body(x, n):
        value = _recurrence(xp, x, n, 1.0 - x, lambda m, x, q, p: (((m + m) + (1.0 - x)) * q - m * p) / (m + 1),
                            x == 0)
        return xp.where(x == 0, 1.0, value)
    return _polynomial(xp, x, n, body)


@_no_half("legendre_polynomial_p")
def legendre_polynomial_p(xp, x, n):
    """The Legendre polynomials: (m + 1) P_{m+1} = (2m + 1) x P_m - m P_{m-1}; +-1 at x = +-1."""
    def body(x, n):
        edge = xp.abs(x) == 1.0
        value = _recurrence(xp, x, n, x, lambda m, x, q, p: ((m + m + 1) * x * q - m * p) / (m + 1), edge)
        return xp.where(edge, xp.where((x > 0) | ~_odd(n), 1.0, -1.0), value)
    return _polynomial(xp, x, n, body)
