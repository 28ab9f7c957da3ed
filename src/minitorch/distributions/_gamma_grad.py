"""The gradient of a standard-gamma draw in its concentration (minitorch._standard_gamma's
StandardGammaBackward0 calls it through minitorch._standard_gamma_grad): dx/dalpha = -(dP(alpha, x)/dalpha) / p(alpha, x), where P is the regularized
lower incomplete gamma function and p the density (Figurnov et al., 2018). PyTorch's _standard_gamma_grad
approximates the same derivative; here it is computed to double precision from P's series (x < alpha + 1)
or the continued fraction of its complement (otherwise), each differentiated exactly in alpha.
"""
import numpy

from minitorch import kernels

_MAX_TERMS = 5000


def _digamma(a):
    return kernels._digamma64(numpy, a)


def _series(x, a):
    """For x < a + 1: P / p = S = sum_n x^(n+1) / (a (a+1) ... (a+n)) and dS/da."""
    term = x / a
    harmonic = 1.0 / a  # sum_k 1/(a+k): d log(term_n)/da = -harmonic_n
    S, dS = term.copy(), -term * harmonic
    for n in range(1, _MAX_TERMS):
        term = term * x / (a + n)
        harmonic = harmonic + 1.0 / (a + n)
        S, dS = S + term, dS - term * harmonic
        if numpy.all(term * harmonic <= 1e-17 * numpy.abs(dS)) and numpy.all(term <= 1e-17 * S):
            break
    return S, dS


def _continued_fraction(x, a):
    """For x >= a + 1: (1 - P) / p = T = x / (b0 - a1/(b1 - a2/(b2 - ...))) with b_k = x + 2k + 1 - a,
    a_k = k (k - a), and dT/da. The convergents' recurrences are linear, so they carry their derivatives in a
    along (forward mode), rescaled each step to stay in range."""
    A0, dA0, A1, dA1 = numpy.ones_like(x), numpy.zeros_like(x), x + 1 - a, -numpy.ones_like(x)
    B0, dB0, B1, dB1 = numpy.zeros_like(x), numpy.zeros_like(x), numpy.ones_like(x), numpy.zeros_like(x)
    f = df = None
    for k in range(1, _MAX_TERMS):
        b, p = x + 2 * k + 1 - a, k * (a - k)  # p = -a_k; db/da = -1, dp/da = k
        A0, dA0, A1, dA1 = A1, dA1, b * A1 + p * A0, -A1 + b * dA1 + k * A0 + p * dA0
        B0, dB0, B1, dB1 = B1, dB1, b * B1 + p * B0, -B1 + b * dB1 + k * B0 + p * dB0
        scale = 1.0 / A1
        A0, dA0, A1, dA1, B0, dB0, B1, dB1 = (v * scale for v in (A0, dA0, A1, dA1, B0, dB0, B1, dB1))
        new_f, new_df = B1 / A1, (dB1 * A1 - B1 * dA1) / (A1 * A1)
        if f is not None and numpy.all(numpy.abs(new_f - f) <= 1e-14 * numpy.abs(new_f)) \
                and numpy.all(numpy.abs(new_df - df) <= 1e-14 * numpy.abs(new_df)):
            return x * new_f, x * new_df
        f, df = new_f, new_df
    return x * f, x * df  # not converged to 1e-14: the last convergent


def standard_gamma_grad(x, alpha):
    """d x / d alpha for standard-gamma samples x (NumPy arrays of one shape)."""
    x, alpha = numpy.broadcast_arrays(numpy.asarray(x, "float64"), numpy.asarray(alpha, "float64"))
    out = numpy.zeros(x.shape)
    low = x < alpha + 1
    if low.any():  # dx/da = -(dP/da) / p = -[(log x - digamma(a)) S + dS/da]
        S, dS = _series(x[low], alpha[low])
        out[low] = -((numpy.log(x[low]) - _digamma(alpha[low])) * S + dS)
    if (~low).any():  # dx/da = d(1 - P)/da / p = (log x - digamma(a)) T + dT/da
        T, dT = _continued_fraction(x[~low], alpha[~low])
        out[~low] = (numpy.log(x[~low]) - _digamma(alpha[~low])) * T + dT
    return out
