"""Dirichlet sampling with PyTorch's reparameterized gradient. Each coordinate x_i of a Dirichlet sample is
marginally Beta(a_i, b_i), b_i = sum(a) - a_i; PyTorch's backward scales the implicit derivative
-(dI_x(a, b)/da at fixed b) / beta_density(x) / (1 - x), I the regularized incomplete beta function, by
(g_i - sum_j x_j g_j). PyTorch's _dirichlet_grad approximates that derivative; here it comes from the
continued fraction of I (Numerical Recipes' betacf), differentiated exactly in a by carrying derivatives
through its recurrences.
"""
import numpy

import minitorch
from minitorch import _aten_random, _random, kernels
from minitorch.autograd import Function

_MAX_TERMS = 5000


def _digamma(a):
    return kernels._digamma64(numpy, a)


def _cf_and_derivative(y, p, q, dp, dq):
    """The continued fraction K(y; p, q) with I_y(p, q) = y^p (1-y)^q / (p B(p, q)) K, and dK/da for
    dp/da = dp, dq/da = dq. K = 1 / (1 + d1 / (1 + d2 / (1 + ...))) with d_{2m+1} = -(p+m)(p+q+m) y /
    ((p+2m)(p+2m+1)) and d_{2m} = m (q-m) y / ((p+2m-1)(p+2m))."""
    one, zero = numpy.ones_like(y), numpy.zeros_like(y)
    # convergents of 1 + d1/(1 + d2/(1 + ...)) = A/B: A_k = A_{k-1} + d_k A_{k-2} (same for B)
    A0, dA0, A1, dA1 = one, zero, one, zero.copy()
    B0, dB0, B1, dB1 = zero.copy(), zero.copy(), one.copy(), zero.copy()
    K = dK = None
    for k in range(1, 2 * _MAX_TERMS):
        m = k // 2
        if k % 2:  # odd: d = -(p+m)(p+q+m) y / ((p+2m)(p+2m+1))
            num = -(p + m) * (p + q + m) * y
            dnum = -(dp * (p + q + m) + (p + m) * (dp + dq)) * y
            den = (p + 2 * m) * (p + 2 * m + 1)
            dden = dp * (p + 2 * m + 1) + (p + 2 * m) * dp
        else:  # even: d = m (q-m) y / ((p+2m-1)(p+2m))
            num = m * (q - m) * y
            dnum = m * dq * y
            den = (p + 2 * m - 1) * (p + 2 * m)
            dden = dp * (p + 2 * m) + (p + 2 * m - 1) * dp
        d = num / den
        dd = (dnum * den - num * dden) / (den * den)
        A0, dA0, A1, dA1 = A1, dA1, A1 + d * A0, dA1 + dd * A0 + d * dA0
        B0, dB0, B1, dB1 = B1, dB1, B1 + d * B0, dB1 + dd * B0 + d * dB0
        scale = 1.0 / A1
        A0, dA0, A1, dA1, B0, dB0, B1, dB1 = (v * scale for v in (A0, dA0, A1, dA1, B0, dB0, B1, dB1))
        new_K, new_dK = B1 / A1, (dB1 * A1 - B1 * dA1) / (A1 * A1)
        if K is not None and k % 2 == 0 and numpy.all(numpy.abs(new_K - K) <= 1e-14 * numpy.abs(new_K)) \
                and numpy.all(numpy.abs(new_dK - dK) <= 1e-14 * numpy.abs(new_dK)):
            return new_K, new_dK
        K, dK = new_K, new_dK
    return K, dK


def _dI_over_density(y, p, q, dp, dq):
    """(dI_y(p, q)/da) / beta_density(y; p, q) for dp/da = dp, dq/da = dq, through the fraction: I = pref K / p
    with pref = y^p (1-y)^q / B(p, q), and pref / density = y (1 - y)."""
    K, dK = _cf_and_derivative(y, p, q, dp, dq)
    dlog_pref = (dp * numpy.log(y) + dq * numpy.log1p(-y) - dp * (_digamma(p) - _digamma(p + q))
                 - dq * (_digamma(q) - _digamma(p + q)))
    return y * (1 - y) * (dlog_pref * K / p + dK / p - K * dp / (p * p))


def dirichlet_grad(x, alpha, total):
    """-(dI_x(alpha, beta)/dalpha) / density / (1 - x) for beta = total - alpha (PyTorch's _dirichlet_grad)."""
    x, alpha, total = (numpy.asarray(v, "float64") for v in numpy.broadcast_arrays(x, alpha, total))
    beta = total - alpha
    out = numpy.zeros(x.shape)
    direct = x < (alpha + 1) / (total + 2)  # where the fraction converges fast; else I_x(a, b) = 1 - I_{1-x}(b, a)
    one = numpy.ones(x.shape)
    if direct.any():
        s = direct
        out[s] = -_dI_over_density(x[s], alpha[s], beta[s], one[s], 0 * one[s])
    if (~direct).any():
        s = ~direct
        out[s] = _dI_over_density(1 - x[s], beta[s], alpha[s], 0 * one[s], one[s])
    return out / (1 - x)


class _Dirichlet(Function):
    @staticmethod
    def forward(ctx, concentration):
        # torch._sample_dirichlet: PyTorch's values, inside (0, 1) as it clamps (log_prob and the gradient stay finite)
        if concentration.dtype not in (minitorch.float32, minitorch.float64):
            raise NotImplementedError(f"\"dirichlet\" not implemented for '{kernels._type_name(concentration._data)}'")
        alpha = numpy.ascontiguousarray(concentration.detach().cpu().numpy())
        x = _aten_random.dirichlet(_random.rng(), alpha)
        out = minitorch.tensor(x, dtype=concentration.dtype, device=concentration.device)
        ctx.save_for_backward(out, concentration)
        return out

    @staticmethod
    def backward(ctx, grad_output):
        x, concentration = ctx.saved_tensors
        alpha = concentration.detach().cpu().numpy().astype("float64")
        total = numpy.broadcast_to(alpha.sum(-1, keepdims=True), alpha.shape)
        grad = minitorch.tensor(dirichlet_grad(x.detach().cpu().numpy(), alpha, total), dtype=x.dtype)
        return grad * (grad_output - (x * grad_output).sum(-1, True))


def _sample_dirichlet(concentration):
    """Dirichlet draws of the concentration's shape, differentiable in the concentration."""
    return _Dirichlet.apply(concentration)
