"""GELU's forward and backward: exact GELU for float32 and float16, and the tanh approximation for every
floating dtype (kernels.gelu and kernels.gelu_backward call these).

``gelu(x) = x * Phi(x)`` and ``gelu'(x) = Phi(x) + x * phi(x)``, ``Phi`` the normal CDF, ``phi`` its density.
PyTorch's float kernels (oneDNN's, ATen's vectorised one) evaluate ``0.5 * (1 + erf(x / sqrt 2))`` in float,
which cancels for negative ``x``: 1e-4 off at ``x = -3``, 17 % at ``x = -5``. Here ``Phi(-|x|)`` is
``erfc(|x| / sqrt 2) / 2`` from Numerical Recipes' Chebyshev fit of erfc (fractional error under 1.2e-7 on
the whole line) and ``Phi(|x|) = 1 - Phi(-|x|)``, so neither side cancels; ``exp(-x^2 / 2)``, which the fit
and the density share, is ``exp(-m^2 / 2) * exp(-(u - m)(u + m) / 2)`` with ``u = |x|`` and ``m`` on a
1/128 grid, so the large part of its argument is exact. The values stay within a few float32 ulps of the
exact function (tests/test_gelu_fast.py).

Speed: float32 arithmetic, in place, over blocks that stay in cache, and no masked ``where`` (NumPy's masked
loops run ~50x slower than its plain ones): the sign picks its branch arithmetically. That is 5-11x faster
than evaluating erf in float64 over the whole array, as gelu did before (more as more of the input lies past
|x| = 1.4, where that erf took its slower branch).

The tanh approximation follows ATen's float kernel operation for operation, in place; it had computed
``x ** 3`` as a NumPy power, 12x slower than the whole of this.
"""
import math

from ._kernels_special import _quiet  # inf - inf at x = +-inf gives nan, as PyTorch's float kernel
from .backends import DTYPE_NAME

# Numerical Recipes' erfcc: erfc(z) = t * exp(-z^2 + P(t)), t = 1 / (1 + z / 2); P from its highest power down
_ERFCC = (0.17087277, -0.82215223, 1.48851587, -1.13520398, 0.27886807, -0.18628806, 0.09678418, 0.37409196,
          1.00002368, -1.26551223)
_RSQRT2 = 1 / math.sqrt(2)
_RSQRT2PI = 1 / math.sqrt(2 * math.pi)
_BLOCK = 65536  # elements per block: the block's vectors stay in a core's L2 cache; smaller blocks pay more calls


def applies(a, *others):
    """This module computes GELU for a float32 or float16 array (and gradients of its shape and dtype)."""
    return DTYPE_NAME[a.dtype] in ("float32", "float16") and all(o.shape == a.shape and o.dtype == a.dtype
                                                           for o in others)


def gelu(xp, a):
    """``a * Phi(a)``."""
    return _blockwise(xp, a, None)


def gelu_backward(xp, grad, a):
    """``grad * (Phi(a) + a * phi(a))``."""
    return _blockwise(xp, a, grad)


def _blockwise(xp, a, grad):
    shape = a.shape
    layout = None
    if not a.flags.c_contiguous:  # work on a C-ordered copy; the result takes the input's layout below
        layout, a = a, xp.ascontiguousarray(a)
        grad = None if grad is None else xp.ascontiguousarray(grad)
    flat = a.reshape(-1)
    dy = None if grad is None else grad.reshape(-1)
    out = xp.empty(flat.shape, a.dtype)
    step = min(_BLOCK, flat.size) if xp.__name__ == "numpy" else flat.size  # a GPU takes the array at once
    scratch = [xp.empty(step, "float32") for _ in range(3)]
    single = DTYPE_NAME[a.dtype] == "float32"
    with _quiet(xp):
        for start in range(0, flat.size, step):
            stop = min(start + step, flat.size)
            x = flat[start:stop] if single else flat[start:stop].astype("float32")
            cdf = out[start:stop] if single else xp.empty(stop - start, "float32")
            e, t, z = (s[: stop - start] for s in scratch)
            _cdf_and_gaussian(xp, x, cdf, e, t, z, grad is not None)
            if grad is None:
                cdf *= x
            else:
                e *= x
                e *= xp.float32(_RSQRT2PI)
                cdf += e
                cdf *= dy[start:stop]
            if not single:
                out[start:stop] = cdf
    out = out.reshape(shape)
    if layout is not None:
        result = xp.empty_like(layout)
        result[...] = out
        return result
    return out


def _cdf_and_gaussian(xp, x, cdf, e, t, z, gaussian):
    """For a float32 block ``x``: ``cdf <- Phi(x)``, and with ``gaussian`` ``e <- exp(-x^2 / 2)``; ``t``,
    ``z`` (and ``e`` without ``gaussian``) are scratch."""
    c = xp.float32
    # exp(-x^2 / 2) = exp(-m^2 / 2) * exp(-(u - m)(u + m) / 2), u = |x|, m = round(128 u) / 128: m^2 / 2 and
    # u - m are exact and the second exponent is small, so no rounding of x^2 (which would cost up to ~170
    # ulps of the result) reaches an exponent
    xp.abs(x, out=z)                        # u
    xp.multiply(z, c(128), out=e)
    xp.rint(e, out=e)
    e *= c(1 / 128)                         # m
    z -= e                                  # u - m
    xp.multiply(e, c(2), out=t)
    t += z                                  # u + m
    z *= t
    z *= c(-0.5)                            # -(u - m)(u + m) / 2
    e *= e
    e *= c(-0.5)
    xp.exp(e, out=e)                        # exp(-m^2 / 2)
    # Numerical Recipes' erfc(z) = t exp(-z^2 + P(t)), z = u / sqrt 2, t = 1 / (1 + z / 2)
    xp.abs(x, out=t)
    t *= c(0.5 * _RSQRT2)
    t += c(1)
    xp.divide(c(1), t, out=t)
    xp.multiply(t, c(_ERFCC[0]), out=cdf)
    for coefficient in _ERFCC[1:-1]:
        cdf += c(coefficient)
        cdf *= t
    cdf += c(_ERFCC[-1])                    # P(t)
    if gaussian:
        xp.exp(z, out=z)
        e *= z                              # exp(-x^2 / 2)
        xp.exp(cdf, out=cdf)
    else:
        cdf += z
        xp.exp(cdf, out=cdf)
    cdf *= e
    cdf *= t
    cdf *= c(0.5)                           # Phi(-|x|) = erfc(z) / 2
    # Phi(x) = s + (1 - 2 s) Phi(-|x|) with s = 1 where x > 0, else 0 (a nan x stays nan)
    xp.copyto(t, x > 0)
    xp.multiply(t, cdf, out=z)
    cdf -= z
    cdf -= z
    cdf += t


# -- approximate="tanh": ATen's float kernels, operation for operation (x * x * x, not a power), in place --------
_K_BETA = math.sqrt(2) * (2 / math.sqrt(math.pi)) * 0.5  # M_SQRT2 * M_2_SQRTPI * 0.5
_K_KAPPA = 0.044715


def _in_float(a):
    """float16 is computed in float32, as ATen's kernels for reduced floating types do."""
    return a.astype("float32") if DTYPE_NAME[a.dtype] == "float16" else a


def gelu_tanh(xp, a):
    """``0.5 * x * (1 + tanh(k_beta * (x + k_kappa * x^3)))``."""
    x = _in_float(a)
    c = x.dtype.type
    inner = x * x
    inner *= x
    inner *= c(_K_KAPPA)
    inner += x
    inner *= c(_K_BETA)
    xp.tanh(inner, out=inner)
    inner += c(1)
    out = x * c(0.5)
    out *= inner
    return out.astype(a.dtype, copy=False)


def gelu_tanh_backward(xp, grad, a):
    """``dy * (0.5 * (1 + t) + 0.5 * x * (1 - t^2) * k_beta * (1 + 3 k_kappa x^2))``, ``t`` the forward's tanh."""
    x, dy = _in_float(a), _in_float(grad)
    c = x.dtype.type
    square = x * x
    t = square * x
    t *= c(_K_KAPPA)
    t += x
    t *= c(_K_BETA)
    xp.tanh(t, out=t)
    inner_derivative = square
    inner_derivative *= c(3) * c(_K_KAPPA)
    inner_derivative += c(1)
    inner_derivative *= c(_K_BETA)
    right = x * c(0.5)                   # 0.5 x
    slope = t * t
    xp.subtract(c(1), slope, out=slope)  # 1 - t^2
    right *= slope
    right *= inner_derivative
    t += c(1)
    t *= c(0.5)                          # 0.5 (1 + t)
    t += right
    return (dy * t).astype(a.dtype, copy=False)
