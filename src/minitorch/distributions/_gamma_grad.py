"""Gamma sampling with a reparameterized (implicit) gradient: x ~ Gamma(alpha, 1) drawn by NumPy from
minitorch's generator, and dx/dalpha = -(dP(alpha, x)/dalpha) / p(alpha, x), where P is the regularized
lower incomplete gamma function and p the density (Figurnov et al., 2018). PyTorch's _standard_gamma_grad
approximates the same derivative; here it is computed to double precision from P's series (x < alpha + 1)
or the continued fraction of its complement (otherwise), each differentiated exactly in alpha.
"""
import numpy

import minitorch
from minitorch import _random, kernels
from minitorch.autograd import Function

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


def _log_density(x, a):
    return (a - 1) * numpy.log(x) - x - kernels.lgamma(numpy, a)


def regularized_gamma_p(a, x):
    """P(a, x), the regularized lower incomplete gamma function (torch.special.gammainc), NumPy in and out."""
    a, x = numpy.broadcast_arrays(numpy.asarray(a, "float64"), numpy.asarray(x, "float64"))
    out = numpy.full(x.shape, numpy.nan)
    ok = (a > 0) & (x > 0) & numpy.isfinite(x)
    low, high = ok & (x < a + 1), ok & (x >= a + 1)
    with numpy.errstate(over="ignore", under="ignore"):
        if low.any():
            out[low] = numpy.exp(_log_density(x[low], a[low])) * _series(x[low], a[low])[0]
        if high.any():
            out[high] = 1.0 - numpy.exp(_log_density(x[high], a[high])) * _continued_fraction(x[high], a[high])[0]
    out[(a > 0) & (x == 0)] = 0.0
    out[(a > 0) & (x == numpy.inf)] = 1.0
    out[(a == 0) & (x > 0)] = 1.0  # the limit, as PyTorch's
    return out


def _standard_gamma_grad(self, output):
    """minitorch._standard_gamma_grad: d output / d self for output = _standard_gamma(self)."""
    grad = standard_gamma_grad(output.detach().cpu().numpy(), self.detach().cpu().numpy())
    return minitorch.tensor(grad, dtype=output.dtype, device=output.device)


class _StandardGamma(Function):
    @staticmethod
    def forward(ctx, concentration):
        alpha = concentration.detach().cpu().numpy().astype("float64")
        x = _random.rng().standard_gamma(alpha)
        # the smallest positive value, not 0, so that log-densities stay finite (as PyTorch clamps)
        x = numpy.maximum(x, minitorch.finfo(concentration.dtype).tiny)
        out = minitorch.tensor(x, dtype=concentration.dtype, device=concentration.device)
        ctx.save_for_backward(concentration, out)
        return out

    @staticmethod
    def backward(ctx, grad_output):
        concentration, out = ctx.saved_tensors
        return grad_output * _standard_gamma_grad(concentration, out)


def _standard_gamma(concentration):
    """Standard-gamma draws of the concentration's shape, differentiable in the concentration."""
    return _StandardGamma.apply(concentration)


class _GammaInc(Function):
    """P(a, x), differentiable in x (the density); PyTorch gives no derivative in a either."""

    @staticmethod
    def forward(ctx, a, x):
        value = regularized_gamma_p(a.detach().cpu().numpy(), x.detach().cpu().numpy())
        ctx.save_for_backward(a, x)
        dtype = minitorch.promote_types(a.dtype, x.dtype)
        return minitorch.tensor(value, dtype=dtype, device=x.device)

    @staticmethod
    def backward(ctx, grad_output):
        a, x = ctx.saved_tensors
        if ctx.needs_input_grad[0]:
            raise NotImplementedError("the derivative for 'igamma: input' is not implemented.")
        a_, x_ = numpy.broadcast_arrays(a.detach().cpu().numpy().astype("float64"),
                                        x.detach().cpu().numpy().astype("float64"))
        with numpy.errstate(divide="ignore", invalid="ignore"):
            density = numpy.exp(_log_density(x_, a_))
        grad_x = grad_output * minitorch.tensor(density, dtype=grad_output.dtype)
        return None, grad_x.sum_to_size(x.shape) if tuple(grad_x.shape) != tuple(x.shape) else grad_x


def gammainc(a, x):
    return _GammaInc.apply(a, x)
