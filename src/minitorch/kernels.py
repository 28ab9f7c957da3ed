"""Hand-written kernels for entries whose forward is more than one array expression.

Every function takes the array module ``xp`` first and works on raw arrays, so the
same code runs on NumPy and CuPy. derivatives.yaml calls them as ``K.<name>(...)``.
"""
import builtins
import functools
import inspect
import itertools
import math
import numbers
import sys
import warnings

from . import _aten_sum, _strided, backends
from ._strided import as_strided, as_strided_scatter, element_strides  # noqa: F401  (K.<name> in the yaml)
from ._dtype import result_np_dtype
from .backends import DTYPE_NAME

_slice = builtins.slice  # `slice` below is the slice kernel
_NUMPY_ARRAY = NUMPY_ARRAY = backends.cpu.xp.ndarray  # (the public name: the array type of an empty list's op)


_BLOCK = 65536  # elements of a block an elementwise kernel works through at once: its temporaries stay in L2
_BLOCKED_FROM = 2 * _BLOCK  # the size from which _in_blocks splits the work


def _in_blocks(kernel):
    """Run an elementwise ``kernel(xp, *arrays_and_scalars)`` over blocks of ``_BLOCK`` elements when its array
    arguments are large C-ordered NumPy arrays of one shape: a kernel of several passes then finds each
    pass's operands in cache (1.2x-1.8x faster at 1M elements), with the same values, since every element is
    computed from its own inputs alone. Otherwise (another shape or layout, another array type) the kernel
    runs as is."""
    return _unless(kernel, _fits_one_pass, lambda xp, first, *rest: _blockwise(kernel, xp, first, rest))


def _unless(kernel, usual, other):
    """``kernel`` where ``usual(first array argument)``, else ``other`` (a decorator's special case), behind a
    function of the kernel's own parameters where it has 2 to 4: CPython 3.11 runs a call to such a function inside
    the caller's loop, and one to a function of ``*args`` in a new one (tanh_backward on a shape-(4,) array: the
    wrapper's overhead 0.09-0.10 us against 0.27-0.29 us with ``*args``, paid on every small tensor)."""
    code = kernel.__code__
    arity = None if code.co_flags & inspect.CO_VARARGS else code.co_argcount
    if arity == 2:
        def call(xp, a):
            return kernel(xp, a) if usual(a) else other(xp, a)
    elif arity == 3:
        def call(xp, a, b):
            return kernel(xp, a, b) if usual(a) else other(xp, a, b)
    elif arity == 4:
        def call(xp, a, b, c):
            return kernel(xp, a, b, c) if usual(a) else other(xp, a, b, c)
    else:
        def call(xp, a, *rest):
            return kernel(xp, a, *rest) if usual(a) else other(xp, a, *rest)
    return functools.update_wrapper(call, kernel)


def _fits_one_pass(a):
    return a.size < _BLOCKED_FROM


def _blockwise(kernel, xp, first, rest):
    """_in_blocks' large case: ``kernel`` over blocks of ``first`` and the arrays of ``rest`` when they are C-ordered
    NumPy arrays of one shape, else at once."""
    args = (first,) + rest
    if type(first) is not _NUMPY_ARRAY or not first.flags.c_contiguous:
        return kernel(xp, *args)
    arrays = [i for i, v in enumerate(args) if type(v) is _NUMPY_ARRAY]
    if any(args[i].shape != first.shape or not args[i].flags.c_contiguous for i in arrays):
        return kernel(xp, *args)
    flat = [v.reshape(-1) if i in arrays else v for i, v in enumerate(args)]
    out = None
    for start in range(0, first.size, _BLOCK):
        part = kernel(xp, *[v[start:start + _BLOCK] if i in arrays else v for i, v in enumerate(flat)])
        if out is None:
            out = xp.empty(first.size, part.dtype)
        out[start:start + _BLOCK] = part
    return out.reshape(first.shape)


def dims(dim, ndim):
    """``dim`` (None, int or tuple, negative allowed) as a tuple, or None for all dims."""
    if type(dim) is int and 0 <= dim < ndim:  # the common case, as the loop below would give it
        return (dim,)
    if dim is None or dim == ():
        return None
    if isinstance(dim, int):
        dim = (dim,)
    n = max(ndim, 1)
    out = []
    for d in dim:
        if d < -n or d >= n:
            raise IndexError(f"Dimension out of range (expected to be in range of [{-n}, {n - 1}], but got {d})")
        out.append(d % n if ndim else 0)
    return tuple(out)


def reduced_dims(dim, ndim):
    """``dims`` for a reduction, which refuses a dim named twice, as ATen's dim_list_to_bitset."""
    d = dims(dim, ndim)
    if d is not None and len(d) > 1:
        for k, i in enumerate(d):
            if i in d[:k]:
                raise RuntimeError(f"dim {i} appears multiple times in the list of dims")
    return d


def sum(xp, a, dim, keepdim, dtype):  # noqa: A001 (the op's name)
    d = reduced_dims(dim, a.ndim)
    if _in_aten_order(a, d, dtype):
        return _whole(xp, _aten_sum.full_sum(a), a, d, keepdim)
    if dtype is None and a.dtype.kind in "bui":
        dtype = "int64"
    if _half(a, dtype):
        return a.sum(axis=d if a.ndim else None, keepdims=keepdim, dtype="float32").astype("float16")
    return a.sum(axis=d if a.ndim else None, keepdims=keepdim, dtype=dtype)  # the method: fewer Python frames


def _in_aten_order(a, d, dtype):
    """Is this a sum of all the elements of a dense float32/float64 NumPy array, which _aten_sum adds in ATen's
    order? Dims left out of ``d`` may be there if they have size 1: ATen's TensorIterator drops them, so the sum
    of a (N, 1) tensor over dim 0 (a Linear(k, 1) bias's gradient, a scalar parameter's) is its whole sum."""
    return (type(a) is _NUMPY_ARRAY and a.dtype.char in "fd" and (dtype is None or dtype == a.dtype)
            and (d is None or len(d) == a.ndim or _only_ones_left(a.shape, d))
            and (a.flags.c_contiguous or a.flags.f_contiguous))


def _only_ones_left(shape, d):
    for i, size in enumerate(shape):
        if size != 1 and i not in d:
            return False
    return True


def _whole(xp, total, a, d, keepdim):
    """A reduction's result of one element, ``total``, shaped as the reduction of ``a`` over ``d`` is."""
    if keepdim:
        return xp.full((1,) * a.ndim, total)
    if d is None or len(d) == a.ndim:
        return xp.asarray(total)
    return xp.full((1,) * (a.ndim - len(d)), total)


def _half(a, dtype):
    """Does a reduction of ``a`` (to ``dtype``, if given) give float16? PyTorch then accumulates in float
    (its CPU acc_type) and rounds once at the end: a long sum is not stuck where the next half no longer
    changes it (a float16 cumsum of 0.1s stops at 256), nor does a norm overflow on the way."""
    if dtype is None:
        return a.dtype.char == "e"
    return getattr(dtype, "char", None) == "e" or dtype == "float16"


def linalg_cross(xp, a, b, dim):
    if a.ndim != b.ndim:
        raise RuntimeError("linalg.cross: inputs must have the same number of dimensions.")
    (d,) = dims(dim, a.ndim)
    if a.shape[d] != 3 or b.shape[d] != 3:
        raise RuntimeError(f"linalg.cross: inputs dimension {dim} must have length 3. Got {a.shape[d]} and "
                           f"{b.shape[d]}")
    a0, b0 = a, b
    a, b = xp.broadcast_arrays(a, b)  # a mismatch raises; the wrapper words it as PyTorch does
    if a.dtype != b.dtype:  # ATen's cross: no promotion
        raise RuntimeError(f"expected scalar type {_type_name(a)} but found {_type_name(b)}")
    return in_suggested_format(xp.cross(a, b, axis=d), a0, b0)  # TensorIterator's output, not NumPy's moved axis


def rot90(xp, a, k, dims_):
    """``a`` turned k quarter turns from dims[0] towards dims[1], as ATen builds it: a flipped copy laid out as
    ``a`` (flip's empty_like), transposed for odd k (so its strides are PyTorch's), a contiguous copy for k = 0."""
    if len(dims_) != 2:
        raise RuntimeError(f"expected total rotation dims == 2, but got dims = {len(dims_)}")
    if a.ndim < 2:
        raise RuntimeError(f"expected total dims >= 2, but got total dims = {a.ndim}")
    d0, d1 = dims(tuple(dims_), a.ndim)
    if d0 == d1:
        raise RuntimeError(f"expected rotation dims to be different, but got dim0 = {d0} and dim1 = {d1}")
    k %= 4
    if k == 0:
        return a.copy()
    flipped = in_layout_of(xp.ascontiguousarray(xp.flip(a, {1: d1, 2: (d0, d1), 3: d0}[k])), a)
    return flipped if k == 2 else flipped.swapaxes(d0, d1)


def _check_pixel_args(a, r, op, factor):
    if a.ndim < 3:
        raise RuntimeError(f"{op} expects input to have at least 3 dimensions, but got input with {a.ndim} "
                           "dimension(s)")
    if r <= 0:
        raise RuntimeError(f"{op} expects a positive {factor}, but got {r}")


def pixel_shuffle(xp, a, r):
    """(*, C r^2, H, W) -> (*, C, H r, W r): each group of r^2 channels spread over an r x r block."""
    _check_pixel_args(a, r, "pixel_shuffle", "upscale_factor")
    *batch, c, h, w = a.shape
    if c % (r * r):
        raise RuntimeError(f"pixel_shuffle expects its input's 'channel' dimension to be divisible by the square of "
                           f"upscale_factor, but input.size(-3)={c} is not divisible by {r * r}")
    n = len(batch)
    out = a.reshape(*batch, c // (r * r), r, r, h, w)
    out = out.transpose(*range(n), n, n + 3, n + 1, n + 4, n + 2)
    return xp.ascontiguousarray(out).reshape(*batch, c // (r * r), h * r, w * r)


def pixel_unshuffle(xp, a, r):
    """(*, C, H r, W r) -> (*, C r^2, H, W), the inverse of pixel_shuffle."""
    _check_pixel_args(a, r, "pixel_unshuffle", "downscale_factor")
    *batch, c, h, w = a.shape
    for name, size, dim in (("height", h, -2), ("width", w, -1)):
        if size % r:
            raise RuntimeError(f"pixel_unshuffle expects {name} to be divisible by downscale_factor, but "
                               f"input.size({dim})={size} is not divisible by {r}")
    n = len(batch)
    out = a.reshape(*batch, c, h // r, r, w // r, r)
    out = out.transpose(*range(n), n, n + 2, n + 4, n + 1, n + 3)
    return xp.ascontiguousarray(out).reshape(*batch, c * r * r, h // r, w // r)


def glu(xp, a, dim):
    if a.ndim == 0:
        raise RuntimeError("glu does not support scalars because halving size must be even")
    (d,) = dims(dim, a.ndim)
    if a.shape[d] % 2:
        raise RuntimeError(f"Halving dimension must be even, but dimension {d} is size {a.shape[d]}")
    first, second = xp.split(a, 2, axis=d)
    return first / (1 + xp.exp(-second))


def nansum(xp, a, dim, keepdim, dtype):
    """sum treating nan as 0 (integers have none)."""
    if a.dtype.kind in "fc":
        a = xp.where(xp.isnan(a), xp.zeros((), a.dtype), a)
    return sum(xp, a, dim, keepdim, dtype)


@_in_blocks
def tanh_backward(xp, grad, y):
    """``grad * (1 - y * y)``, in place on one new array (PyTorch fuses ``1 - y * y``: a quarter of its
    results differ from these in the last bit, as before)."""
    if grad.size <= 1024 or grad.shape != y.shape:  # small: three plain ufuncs beat two with ``out=``
        return grad * (1 - y * y)
    t = xp.multiply(y, y)
    xp.subtract(1, t, out=t)
    t *= grad
    return t


@_in_blocks
def sigmoid_backward(xp, grad, y):
    """``grad * (1 - y) * y``, ATen's order, in place on one new array."""
    if grad.size <= 1024 or grad.shape != y.shape:
        return grad * (1 - y) * y
    t = xp.subtract(1, y)
    xp.multiply(grad, t, out=t)
    t *= y
    return t


def _one_plus_exp_neg(xp, a):
    """``1 + exp(-a)`` in one new array (asarray: a 0-d input's negation is a NumPy scalar)."""
    t = xp.asarray(xp.negative(a))
    xp.exp(t, out=t)  # overflow to inf is the answer (backends/cpu.py keeps NumPy's warnings quiet)
    t += 1
    return t


_HALF = backends.cpu.xp.dtype("float16")


def _opmath(kernel):
    """ATen computes a half op in float32, its opmath type, and rounds once: a half first argument runs the kernel on
    float32 copies of the half arrays, and the result (or each result) is rounded to half. Computing in half rounded
    every step (half sigmoid, rsqrt, gelu, mish, selu, leaky_relu, hardswish, hardsigmoid, log_sigmoid differed from
    PyTorch in the last bit for 6-29 % of random inputs)."""
    def widened(xp, first, *rest):
        widen = [v.astype("float32") if getattr(v, "dtype", None) is _HALF else v for v in (first,) + rest]
        out = kernel(xp, *widen)
        return tuple(o.astype(_HALF) for o in out) if isinstance(out, tuple) else out.astype(_HALF)
    return _unless(kernel, _not_half, widened)


def _not_half(a):
    return a.dtype is not _HALF


@_opmath
def rad2deg(xp, a):
    """ATen's ``a * (180 / pi)``: the constant rounded once to the dtype (NumPy's float32 rad2deg divides 180 by a float
    pi, another constant: 80 % of results differed from PyTorch's in the last bit)."""
    return xp.multiply(a, xp.asarray(180 / math.pi, a.dtype))


@_opmath
def rsqrt(xp, a):
    return 1 / xp.sqrt(a)


@_opmath
@_in_blocks
def sigmoid(xp, a):
    """``1 / (1 + exp(-a))``, ATen's sigmoid, in place on one new array."""
    t = _one_plus_exp_neg(xp, a)
    return xp.reciprocal(t, out=t)



@_opmath
@_in_blocks
def silu(xp, a):
    """``a / (1 + exp(-a))``, ATen's silu, in place on one new array."""
    t = _one_plus_exp_neg(xp, a)
    return xp.divide(a, t, out=t)


@_opmath
@_in_blocks
def mish(xp, a):
    """ATen's mish: ``x * tanh(log1p(exp(x)))`` (exp overflowing to inf gives x itself)."""
    t = xp.asarray(xp.exp(a))
    xp.log1p(t, out=t)
    xp.tanh(t, out=t)
    t *= a
    return t


# -- activation backward kernels (functions_manual's fast paths) and forwards ---------------------------------
# ATen's CPU kernels (Activation.cpp) in their order of operations, each building its result in place in one or
# two new arrays. ATen picks between branches with blendv; so do these, bitwise (_keep, _zero_unless): NumPy's
# where branches per element and costs ~10x more on a mixed mask. Only for float32 / float64 arrays of one shape.

def _ones_where(xp, mask, uint, value):
    """1 where ``mask == value``, else 0, as ``uint``: an array's bits times it keep or zero each element bitwise.
    Any inversion runs on the bool mask (a quarter or an eighth of the widened bytes), then one cast widens it;
    an all-ones mask, and-ed in, took one more pass over the wide array (threshold_backward on (128, 512) float32
    with cold caches, as between a training step's matmuls: 92 -> 78 us)."""
    if not value:
        mask = xp.logical_not(mask)
    return mask.view(xp.uint8).astype(uint)


def _choice(xp, mask, if_true, if_false, dtype):
    """``mask ? if_true : if_false`` for two numbers in ``dtype`` (ATen's blendv of two constant vectors): a new
    array, bitwise from the mask, with no array operand but the mask."""
    uint = _UINT_OF_SIZE[dtype.itemsize]
    t, f = dtype.type(if_true).view(uint), dtype.type(if_false).view(uint)
    bits = _ones_where(xp, mask, uint, True)
    bits *= t ^ f
    bits ^= f
    return bits.view(dtype)


def _keep(xp, out, other, mask, value):
    """``out`` where ``mask == value``, else ``other``, written into ``out`` (an array of ours): ATen's blendv, as
    ``other ^ ((out ^ other) * ones)``; ``other`` (an array of out's shape and dtype) is left as it is."""
    if out.size <= 1024:  # where one call is cheaper than the passes
        return xp.where(mask == value, out, other)
    uint = _UINT_OF_SIZE[out.dtype.itemsize]
    ones = _ones_where(xp, mask, uint, value)
    o, t = out.view(uint), other.view(uint)
    o ^= t
    o *= ones
    o ^= t
    return out


def _zero_unless(xp, a, keep, out=None):
    """``a`` where ``keep``, else +0 (ATen's ``mask & a`` / blendv with a zero vector): infs and nans dropped too,
    never a -0.0. Into ``out`` when given (may be ``a`` itself), else a new array."""
    if a.size <= 1024:
        return xp.where(keep, a, xp.zeros((), a.dtype))
    # The bool mask read as 0/1 bytes: the multiply's loop widens them as it goes, where a widened copy of the mask
    # took one more pass over the wide array (ReLU's backward on (128, 512) float32, caches cold: 130-152 -> 111-116 us)
    uint = _UINT_OF_SIZE[a.dtype.itemsize]
    return xp.multiply(a.view(uint), keep.view(xp.uint8), out=None if out is None else out.view(uint)).view(a.dtype)


def _zero_where(xp, a, mask, out=None):
    """``a`` with +0 where ``mask`` (a new bool array of ours: it is inverted in place), as ``_zero_unless``."""
    if a.size <= 1024:
        return xp.where(mask, xp.zeros((), a.dtype), a)
    return _zero_unless(xp, a, xp.logical_not(mask, out=mask), out)


@_in_blocks
def silu_backward(xp, grad, a):
    """ATen's silu_backward: ``dy * s * (1 + x * (1 - s))`` with ``s = 1 / (1 + exp(-x))``."""
    s = sigmoid(xp, a)
    t = xp.asarray(xp.subtract(1, s))
    t *= a
    t += 1
    s *= grad
    s *= t
    return s


@_opmath
def hardsigmoid(xp, a):
    """ATen's hardsigmoid: ``min(max(x + 3, 0), 6) / 6`` (nan propagating)."""
    if a.dtype.kind != "f":
        return xp.clip(a / 6 + 0.5, 0, 1)
    r = xp.asarray(xp.add(a, 3))
    xp.clip(r, 0, 6, out=r)
    r /= 6
    return r


@_opmath
@_in_blocks
def hardswish(xp, a):
    """ATen's hardswish: ``x * min(max(x + 3, 0), 6) / 6``, in place on one new array."""
    if a.dtype.kind != "f":
        return a * xp.clip(a + 3, 0, 6) / 6
    r = xp.asarray(xp.add(a, 3))
    xp.clip(r, 0, 6, out=r)
    r *= a
    r /= 6
    return r


@_in_blocks
def hardswish_backward(xp, grad, a):
    """ATen's hardswish_backward: ``grad * (x / 3 + 0.5)``, ``grad`` itself for x >= 3, +0 for x <= -3 (a nan
    gives nan, as in ATen's vectorized loop)."""
    if a.size <= 1024:
        return xp.where(a <= -3, xp.zeros((), a.dtype), xp.where(a >= 3, grad, grad * (a / 3 + 0.5)))
    c = xp.divide(a, 3)
    c += 0.5
    uint = _UINT_OF_SIZE[a.dtype.itemsize]
    one = a.dtype.type(1).view(uint)
    cb = c.view(uint)  # 1 where x >= 3: grad * 1 is grad itself
    cb ^= one
    cb *= _ones_where(xp, a >= 3, uint, False)
    cb ^= one
    c *= grad
    return _zero_where(xp, c, a <= -3, out=c)


@_in_blocks
def hardsigmoid_backward(xp, grad, a):
    """ATen's hardsigmoid_backward: ``grad * (1.0f / 6)`` (the float sixth, in double too) for -3 < x < 3, else
    +0 (a nan too)."""
    inside = a > -3
    inside &= a < 3
    r = xp.asarray(xp.multiply(grad, 0.1666666716337204))
    return _zero_unless(xp, r, inside, out=r)


@_in_blocks
def hardtanh_backward(xp, grad, a, min_val, max_val):
    """ATen's hardtanh_backward (vectorized): ``grad`` for min < x < max, else +0 (a nan too)."""
    inside = a > min_val
    inside &= a < max_val
    return _zero_unless(xp, grad, inside)


@_in_blocks
def leaky_relu_backward(xp, grad, a, negative_slope):
    """ATen's leaky_relu_backward: ``grad * (x > 0 ? 1 : slope)``, so ``grad`` itself for x > 0. With ``grad``
    ``a`` itself, the forward ``a * (a > 0 ? 1 : slope)``."""
    if a.size <= 1024:
        return xp.where(a > 0, grad, grad * negative_slope)
    c = _choice(xp, a > 0, 1, negative_slope, a.dtype)
    c *= grad
    return c


@_opmath
@_in_blocks
def leaky_relu(xp, a, negative_slope):
    if a.dtype.char not in "fd":
        return xp.where(a > 0, a, a * negative_slope)
    return leaky_relu_backward(xp, a, a, negative_slope)


def _elu_coefficients(dtype, alpha, scale, input_scale):
    """ATen's negcoef, poscoef, negiptcoef: alpha * scale in the dtype (in float for float32 and below)."""
    import numpy
    t = dtype.type if dtype.kind == "f" and dtype.itemsize >= 4 else numpy.float32
    return t(alpha) * t(scale), t(scale), t(input_scale)


@_opmath
@_in_blocks
def elu(xp, a, alpha, scale, input_scale):
    """``x > 0 ? x * scale : expm1(x * input_scale) * (alpha * scale)`` (NumPy's expm1 in the dtype)."""
    if a.dtype.char not in "fd":
        return xp.where(a > 0, a * scale, (xp.expm1(xp.minimum(a, 0) * input_scale) * (alpha * scale)).astype(a.dtype))
    negcoef, poscoef, negiptcoef = _elu_coefficients(a.dtype, alpha, scale, input_scale)
    r = xp.asarray(xp.multiply(a, negiptcoef))  # not minimum(a, 0): -0.0 gives ATen's -0.0
    with _quiet(xp):
        xp.expm1(r, out=r)  # overflowing to inf where the other branch is taken
        r *= negcoef
    return _keep(xp, r, a if poscoef == 1 else xp.multiply(a, poscoef), a > 0, False)


@_in_blocks
def elu_backward(xp, grad, b, alpha, scale, input_scale, is_result):
    """ATen's elu_backward: for b > 0 ``grad * scale``, else ``grad * negiptcoef * negcoef * exp(b * negiptcoef)``
    (b the input) or ``grad * negiptcoef * (b + negcoef)`` (b the result, in-place elu_); multiplications by
    exactly 1 skipped (they change no bit)."""
    negcoef, poscoef, negiptcoef = _elu_coefficients(b.dtype, alpha, scale, input_scale)
    if not is_result and b.size > 1024:
        # exp(min(b, 0) * negiptcoef) is exactly 1 for b > 0, so with the coefficients picked per element,
        # ((grad * q) * c) * e gives grad * scale there and ATen's ((grad * negiptcoef) * negcoef) * exp(...)
        # elsewhere: no select of two arrays (nor a product by an exact 1)
        positive = b > 0
        e = xp.minimum(b, 0)
        with _quiet(xp):
            if negiptcoef != 1:
                e *= negiptcoef
            xp.exp(e, out=e)
            g, pos = grad, poscoef
            if negiptcoef != 1:  # (else grad * negiptcoef is grad: one coefficient, scale or alpha * scale)
                g, pos = xp.multiply(g, _choice(xp, positive, poscoef, negiptcoef, b.dtype)), 1
            if negcoef != 1 or pos != 1:
                c = _choice(xp, positive, pos, negcoef, b.dtype)
                if g is grad:
                    g = xp.multiply(g, c, out=c)
                else:
                    g *= c
            e *= g
        return e
    g = grad if negiptcoef == 1 else xp.multiply(grad, negiptcoef)
    if is_result:
        r = xp.asarray(xp.add(b, negcoef))
    else:
        if negcoef != 1:
            g = xp.multiply(g, negcoef)
        r = xp.asarray(xp.minimum(b, 0))  # the same in the branch taken; no overflow in the other
        if negiptcoef != 1:
            r *= negiptcoef
        with _quiet(xp):
            xp.exp(r, out=r)
    with _quiet(xp):
        r *= g
    return _keep(xp, r, grad if poscoef == 1 else xp.multiply(grad, poscoef), b > 0, False)


@_in_blocks
def softplus_backward(xp, grad, a, beta, threshold):
    """ATen's softplus_backward: ``z = exp(x * beta)``, ``grad * z / (z + 1)``, ``grad`` where x * beta >
    threshold (exp overflowing below the threshold gives inf / inf, nan, as ATen's)."""
    z = xp.asarray(xp.multiply(a, beta))
    over = z > threshold
    with _quiet(xp):
        xp.exp(z, out=z)
        d = z + 1
        z *= grad
        z /= d
    return _keep(xp, z, grad, over, False)


@_opmath
def log_sigmoid_forward(xp, a):
    """ATen's log_sigmoid: ``buffer = exp(-|x|)``, ``min(x, 0) - log1p(buffer)``."""
    buffer = xp.asarray(xp.abs(a))
    xp.negative(buffer, out=buffer)
    xp.exp(buffer, out=buffer)
    out = xp.asarray(xp.log1p(buffer))
    xp.subtract(xp.minimum(a, 0), out, out=out)
    return out, buffer


def log_sigmoid_backward(xp, grad, a, buffer):
    """ATen's log_sigmoid_backward: with t = b / (1 + b), ``(1 - t) * grad`` for x < 0, else ``(0 - (-1 * t)) *
    grad``, which is ``t * grad`` (0 - -t is t, +0 and nan included)."""
    t = xp.asarray(xp.add(buffer, 1))
    xp.divide(buffer, t, out=t)
    negative = a < 0
    if t.size <= 1024:
        return xp.where(negative, 1 - t, t) * grad
    uint = _UINT_OF_SIZE[t.dtype.itemsize]
    sign = negative.view(xp.uint8).astype(uint)
    sign <<= 8 * t.dtype.itemsize - 1
    tb = t.view(uint)
    tb ^= sign                      # -t where x < 0
    xp.add(t, negative, out=t)      # 1 + -t, which is 1 - t, where x < 0; t + 0, t itself (t >= +0), elsewhere
    t *= grad
    return t


def logaddexp(xp, a, b):
    if a.dtype.kind != "f":
        raise NotImplementedError(f'"logaddexp_cpu" not implemented for \'{_type_name(a)}\'')
    return xp.logaddexp(a, b)


def mean(xp, a, dim, keepdim, dtype):
    if dtype is None and a.dtype.kind != "f":
        raise RuntimeError(
            f"mean(): could not infer output dtype. Input dtype must be either a floating point or complex "
            f"dtype. Got: {_type_name(a)}")
    if dtype is not None and getattr(dtype, "kind", "f") != "f":
        raise RuntimeError(f"mean(): could not infer output dtype. Optional dtype must be either a floating point or "
                           f"complex dtype. Got: {_type_name(xp.empty(0, dtype))}")
    d = reduced_dims(dim, a.ndim)
    if a.size and _in_aten_order(a, d, dtype):  # ATen's mean on the CPU: the sum, divided by the count
        return _whole(xp, _aten_sum.full_sum(a) / a.dtype.type(a.size), a, d, keepdim)
    if _half(a, dtype):
        return _mean(a, d if a.ndim else None, keepdim, "float32").astype("float16")
    return _mean(a, d if a.ndim else None, keepdim, dtype)


def _mean(a, axis, keepdims, dtype=None):
    """``a.mean``; over no elements, nan by a division here (NumPy's own would warn from its module)."""
    if a.size:
        return a.mean(axis=axis, keepdims=keepdims, dtype=dtype)
    n = 0 if axis is None else _count(a.shape, axis)
    return (a.sum(axis=axis, keepdims=keepdims, dtype=dtype) / n).astype(dtype or a.dtype)


_TYPE_NAMES = {"int64": "Long", "int32": "Int", "bool": "Bool", "uint8": "Byte", "int16": "Short", "int8": "Char",
               "float32": "Float", "float64": "Double", "float16": "Half"}


def _type_name(a):
    return _TYPE_NAMES.get(DTYPE_NAME[a.dtype], DTYPE_NAME[a.dtype])


def amax(xp, a, dim, keepdim):
    d = _extreme_dims(a, dim, "amax")
    return a.max(axis=d if a.ndim else None, keepdims=keepdim)


def amin(xp, a, dim, keepdim):
    d = _extreme_dims(a, dim, "amin")
    return a.min(axis=d if a.ndim else None, keepdims=keepdim)


def _extreme_dims(a, dim, name):
    """The dims a max or min reduces; PyTorch refuses an empty one (there is no identity to return)."""
    d = reduced_dims(dim, a.ndim)
    if a.size == 0:
        if d is None:
            raise RuntimeError(f"{name}(): Expected reduction dim to be specified for input.numel() == 0. Specify "
                             "the reduction dim with the 'dim' argument.")
        for i in d:
            if a.shape[i] == 0:
                raise IndexError(f"{name}(): Expected reduction dim {i} to have non-zero size.")
    return d


def max_all(xp, a):
    if a.size == 0:
        raise RuntimeError("max(): Expected reduction dim to be specified for input.numel() == 0. Specify the "
                           "reduction dim with the 'dim' argument.")
    return a.max()


def min_all(xp, a):
    if a.size == 0:
        raise RuntimeError("min(): Expected reduction dim to be specified for input.numel() == 0. Specify the "
                           "reduction dim with the 'dim' argument.")
    return a.min()


def max_dim(xp, a, dim, keepdim, largest=True):
    (d,) = _extreme_dims(a, dim, "max" if largest else "min")
    if a.ndim == 0:
        return a.copy(), xp.zeros((), "int64")
    idx = xp.argmax(a, axis=d, keepdims=True) if largest else xp.argmin(a, axis=d, keepdims=True)
    values = xp.take_along_axis(a, idx, axis=d)
    if not keepdim:
        values, idx = values.squeeze(d), idx.squeeze(d)
    return values, idx.astype("int64")


def _softmax_axis(a, dim):
    ndim = a.ndim
    if type(dim) is int and -ndim <= dim < ndim:  # the common case, without dims()' general checks
        return dim % ndim
    d = dims(dim, ndim)[0]  # a 0-dim tensor takes dim 0 or -1 (PyTorch's range for it), as no axis
    return d if ndim else None


def _max_along(a, d):
    """``a.max(axis=d, keepdims=True)``. Along the last axis of a C-ordered NumPy array of several rows, as one
    ``maximum.reduceat`` over the flat array: the same maxima, 1.5x-2x faster (NumPy's reduction pays ~80 ns
    a row to set up each one)."""
    if (d is None or d != a.ndim - 1 or type(a) is not _NUMPY_ARRAY or a.size < 64 or a.shape[-1] == a.size
            or not a.flags.c_contiguous):
        return a.max(axis=d, keepdims=True)
    n = a.shape[-1]
    return backends.cpu.xp.maximum.reduceat(a.reshape(-1), _row_starts(a.size, n)).reshape(a.shape[:-1] + (1,))


_ROW_STARTS = {}  # {(size, row length): the flat index of each row's first element}, emptied past 64 entries


def _row_starts(size, n):
    starts = _ROW_STARTS.get((size, n))
    if starts is None:
        starts = _remember(_ROW_STARTS, (size, n), backends.cpu.xp.arange(0, size, n))
    return starts


def _remember(table, key, value):
    """Keep ``value`` (an array, or a tuple of arrays and Nones), made read-only, as ``table[key]``: a table of
    what depends on a shape or geometry alone, which a program meets again every step, emptied past 64 entries."""
    for array in value if isinstance(value, tuple) else (value,):
        if type(array) is _NUMPY_ARRAY:
            array.flags.writeable = False
    if len(table) >= 64:
        table.clear()
    table[key] = value
    return value


# The softmax kernels work in place on the arrays they create: the same operations, fewer allocations.
def softmax(xp, a, dim):
    d = _softmax_axis(a, dim)
    if not a.size:
        return a.copy()
    e = xp.asarray(a - _max_along(a, d))  # asarray: a 0-d difference is a NumPy scalar
    xp.exp(e, out=e)
    total = e.sum(axis=d, keepdims=True)
    if d is not None and d == a.ndim - 1:
        e *= xp.reciprocal(total)  # ATen's last-dim loop multiplies by 1 / sum: its bits more often, and cheaper
    else:
        e /= total  # its loop over another dim divides
    return e


def log_softmax(xp, a, dim):
    d = _softmax_axis(a, dim)
    if not a.size:
        return a.copy()
    shifted = xp.asarray(a - _max_along(a, d))
    shifted -= xp.log(xp.exp(shifted).sum(axis=d, keepdims=True))
    return shifted


def softmax_backward_data(xp, grad_output, output, dim):
    """``output * (grad_output - sum(grad_output * output))`` along ``dim``."""
    blocked = _rows_in_blocks(xp, _softmax_backward_rows, grad_output, output, dim)
    if blocked is not None:
        return blocked
    d = _softmax_axis(output, dim)
    return output * (grad_output - (grad_output * output).sum(axis=d, keepdims=True))


def _softmax_backward_rows(xp, g, y, out):
    xp.multiply(g, y, out=out)
    total = out.sum(axis=-1, keepdims=True)
    xp.subtract(g, total, out=out)
    out *= y


def log_softmax_backward_data(xp, grad_output, output, dim):
    """``grad_output - exp(output) * sum(grad_output)`` along ``dim``."""
    blocked = _rows_in_blocks(xp, _log_softmax_backward_rows, grad_output, output, dim)
    if blocked is not None:
        return blocked
    d = _softmax_axis(output, dim)
    e = xp.asarray(xp.exp(output))
    e *= grad_output.sum(axis=d, keepdims=True)
    # into ``e`` where the difference has its shape (a broadcast_shapes call costs more than the whole kernel on
    # a loss's small logits: ask it only when the shapes differ)
    fits = grad_output.shape == e.shape or e.shape == xp.broadcast_shapes(e.shape, grad_output.shape)
    return xp.subtract(grad_output, e, out=e) if fits else grad_output - e


def _log_softmax_backward_rows(xp, g, y, out):
    xp.exp(y, out=out)
    out *= g.sum(axis=-1, keepdims=True)
    xp.subtract(g, out, out=out)


def _rows_in_blocks(xp, rows_kernel, grad_output, output, dim):
    """A softmax backward over the last dim of large C-ordered NumPy arrays, ``rows_kernel(xp, g, y, out)`` on
    blocks of rows (about _BLOCK elements) whose passes stay in cache: 1.2x-1.4x faster, the same values (each
    row's sum is the same pairwise sum). None where that does not apply (the caller runs the whole-array form)."""
    d = _softmax_axis(output, dim)
    if (d is None or d != output.ndim - 1 or type(output) is not _NUMPY_ARRAY or output.size < 2 * _BLOCK
            or grad_output.shape != output.shape or grad_output.dtype != output.dtype
            or not (output.flags.c_contiguous and grad_output.flags.c_contiguous)):
        return None
    n = output.shape[-1]
    y, g = output.reshape(-1, n), grad_output.reshape(-1, n)
    out = xp.empty(y.shape, y.dtype)
    step = max(1, _BLOCK // n)
    for start in range(0, y.shape[0], step):
        rows = _slice(start, start + step)
        rows_kernel(xp, g[rows], y[rows], out[rows])
    return out.reshape(output.shape)


def _check_matmul(a, b, name="matmul"):
    if a.ndim == 0 or b.ndim == 0:
        raise RuntimeError(f"both arguments to matmul need to be at least 1D, but they are {a.ndim}D and {b.ndim}D")
    k_a = a.shape[-1]
    k_b = b.shape[0] if b.ndim == 1 else b.shape[-2]
    if k_a != k_b:
        sa = "x".join(map(str, a.shape if a.ndim > 1 else (1,) + a.shape))
        if b.ndim == 1:
            raise RuntimeError(f"size mismatch, got input ({a.shape[0] if a.ndim > 1 else 1}), mat "
                               f"({sa}), vec ({b.shape[0]})") if a.ndim == 2 else \
                RuntimeError(f"mat1 and mat2 shapes cannot be multiplied ({sa} and {b.shape[0]}x1)")
        sb = "x".join(map(str, b.shape[-2:]))
        raise RuntimeError(f"mat1 and mat2 shapes cannot be multiplied ({sa} and {sb})")


def matmul(xp, a, b):
    _check_matmul(a, b)
    if a.dtype != b.dtype:
        if a.ndim == 2 and b.ndim == 1:  # ATen's mv is an addmv into a result of the vector's dtype
            raise RuntimeError(f"addmv input tensors must have the same dtype, but got {_type_name(b)}, "
                               f"{_type_name(a)}, and {_type_name(b)}")
        _check_same_dtype(a, b)
    return xp.matmul(a, b)


def _check_same_dtype(a, b):
    """The batched products' (bmm, baddbmm, matmul) dtype check."""
    if a.dtype != b.dtype:
        raise RuntimeError(f"expected scalar type {_type_name(a)} but found {_type_name(b)}")


_CPP_TYPE_NAME = {"float32": "float", "float64": "double", "float16": "c10::Half", "int64": "long int",
                  "int32": "int", "int16": "short int", "int8": "signed char", "uint8": "unsigned char", "bool": "bool"}


def mm(xp, a, b):
    if a.ndim != 2:
        raise RuntimeError(f"self must be a matrix")
    if b.ndim != 2:
        raise RuntimeError(f"mat2 must be a matrix")
    if a.shape[1] != b.shape[0]:
        raise RuntimeError(f"mat1 and mat2 shapes cannot be multiplied ({a.shape[0]}x{a.shape[1]} and "
                           f"{b.shape[0]}x{b.shape[1]})")
    if a.dtype != b.dtype:
        raise RuntimeError(f"expected m1 and m2 to have the same dtype, but got: {_CPP_TYPE_NAME[a.dtype.name]} != "
                           f"{_CPP_TYPE_NAME[b.dtype.name]}")
    if type(a) is _NUMPY_ARRAY and 2 <= a.shape[0] <= 48 and a.shape[0] * b.size >= 1 << 19 \
            and b.flags.f_contiguous and not b.flags.c_contiguous and a.flags.c_contiguous:
        # nn.Linear's x @ W.T on a few rows: OpenBLAS takes this product (rows of x against a transposed
        # weight) 1.3x-2x slower than its transpose W @ x.T, which gives the same values; one small copy of
        # the result puts it back in row order.
        return xp.ascontiguousarray(xp.matmul(b.T, a.T).T)
    return xp.matmul(a, b)


def transpose(xp, a, dim0, dim1):
    if a.ndim == 0:
        return a
    d0, d1 = dims((dim0, dim1), a.ndim)
    return xp.swapaxes(a, d0, d1)


def permute(xp, a, order):
    if len(order) != a.ndim:
        raise RuntimeError(f"permute(sparse_coo): number of dimensions in the tensor input does not match the "
                           f"length of the desired ordering of dimensions i.e. input.dim() = {a.ndim} is not equal "
                           f"to len(dims) = {len(order)}")
    order = dims(order, a.ndim) or ()
    if len(set(order)) != len(order):
        raise RuntimeError("permute(): duplicate dims are not allowed.")
    return xp.transpose(a, order)


def t(xp, a, name="t"):
    if a.ndim > 2:
        raise RuntimeError(f"{name}() expects a tensor with <= 2 dimensions, but self is {a.ndim}D")
    return a.T


def view(xp, a, size):
    size = _infer_size(size, a.size)
    if size == a.shape:  # the same shape is a view for any strides
        return a.view()
    if a.flags.c_contiguous if hasattr(a, "flags") else True:
        return a.reshape(size)
    stride = compute_stride(a.shape, element_strides(a), size)
    if stride is None:
        raise RuntimeError("view size is not compatible with input tensor's size and stride (at least one dimension "
                           "spans across two contiguous subspaces). Use .reshape(...) instead.")
    return backends.backend_of(a).as_strided(a, size, stride)


def in_suggested_format(out, *inputs):
    """``out`` laid out as ATen's ops that allocate by the inputs' suggest_memory_format do (cat, batch_norm):
    channels_last (or channels_last_3d) where every input suggests it, else contiguous, where NumPy's result
    would follow inputs permuted alike. For a tuple: each array of it."""
    if type(out) is tuple:
        return tuple(in_suggested_format(o, *inputs) for o in out)
    if out.ndim > 1 and hasattr(out, "flags") and not out.flags.c_contiguous and any(
            _strided.suggest_memory_format(t.shape, element_strides(t)) == _strided.CONTIGUOUS for t in inputs):
        return out.copy()
    return out


def in_layout_of(out, like):
    """``out`` (or each array of a tuple) laid out as ``like``: the ops whose ATen kernel allocates its result with
    empty_like(self) (the preserve format: sort, argsort, flip, index_fill), where ours came back contiguous."""
    if type(out) is tuple:
        return tuple(in_layout_of(o, like) for o in out)
    if out.ndim < 2 or out.shape != like.shape or not hasattr(like, "flags") or like.flags.c_contiguous:
        return out
    laid = _strided.empty_like(backends.backend_of(like).xp, like, dtype=out.dtype)
    laid[...] = out
    return laid


def check_norm_dtypes(a, *params, float_input_only=False):
    """ATen's CPU norms (batch, layer, group), mixed_data_type.h: the input is of a mixed type when its first
    parameter given (weight, bias, then running statistics) has another dtype; then every parameter must be
    float32 and the input float16 (computed in float), else ATen's message for whichever fails first. Not mixed,
    a later parameter of another dtype is the kernel's 'expected scalar type' error.
    ``float_input_only``: batch norm's dispatch refuses a non-float input first, with its own error."""
    if float_input_only and a.dtype.kind != "f":
        return
    given = [p for p in params if p is not None]
    if not given:
        return
    if given[0].dtype != a.dtype:
        if any(p.dtype.char != "f" for p in given):
            raise RuntimeError("mixed dtype (CPU): expect parameter to have scalar type of Float")
        if a.dtype.char != "e":
            raise RuntimeError("mixed dtype (CPU): all inputs must share same datatype.")
        return
    for p in given[1:]:
        if p.dtype != a.dtype:
            raise RuntimeError(f"expected scalar type {_type_name(a)} but found {_type_name(p)}")


def column_major(out, *which):
    """LAPACK's layout: the results of index ``which`` of an op's tuple (``out`` itself when it is one array) as
    ATen returns them from its LAPACK kernels, each matrix stored column by column (a batch of them, one after the
    other): strides ``(..., 1, rows)``, so ``x.mT`` is contiguous and ``x.view`` fails where PyTorch's does."""
    if type(out) is tuple:
        return tuple(_column_major(o) if i in which else o for i, o in enumerate(out))
    return _column_major(out)


def _column_major(a):
    if a.ndim < 2 or not hasattr(a, "flags"):
        return a
    xp = backends.backend_of(a).xp
    transposed = xp.swapaxes(a, -1, -2)
    if transposed.flags.c_contiguous:  # laid out so already (an upper factor given as its lower one's transpose)
        return a
    return xp.swapaxes(xp.ascontiguousarray(transposed), -1, -2)


def contiguous_result(out):
    """``out`` (or each array of a tuple of them) C-contiguous: the ops whose ATen kernel allocates its result
    contiguous whatever its input's layout (softmax, the cumulative ops, roll, the reductions, ...), where NumPy's
    result would follow a transposed input's. A later ``view`` then succeeds or fails as in PyTorch."""
    if type(out) is tuple:
        return tuple(contiguous_result(o) for o in out)
    return out if not hasattr(out, "flags") or out.flags.c_contiguous else out.copy()


def narrow_range(shape, dim, start, length):
    """``narrow``'s checked ``(dim, start, end)`` (ATen's messages)."""
    if not shape:
        raise RuntimeError("narrow() cannot be applied to a 0-dim tensor.")
    if length < 0:  # checked before the dim and the start
        raise RuntimeError("narrow(): length must be non-negative.")
    d = dims(dim, len(shape))[0]
    start, size = int(start), shape[d]
    if start < -size or start > size:
        raise IndexError(f"start out of range (expected to be in range of [{-size}, {size}], but got {start})")
    if start < 0:
        start += size
    if start > size - length:
        raise RuntimeError(f"start ({start}) + length ({length}) exceeds dimension size ({size}).")
    return d, start, start + length


def narrow(xp, a, dim, start, length):
    d, start, end = narrow_range(a.shape, dim, start, length)
    return a[(builtins.slice(None),) * d + (builtins.slice(start, end),)]


def reshape_alias(xp, a, size, stride):
    return backends.backend_of(a).as_strided(a, tuple(size), tuple(stride))


def compute_stride(old_shape, old_stride, new_shape):
    """The strides that let a tensor of ``old_shape``/``old_stride`` be viewed as ``new_shape``, or None when it
    cannot be (ATen's computeStride: each run of dims that is contiguous within itself can be split or merged)."""
    if not old_shape:
        return (1,) * len(new_shape)
    numel = math.prod(old_shape)
    if numel == 0:
        if tuple(old_shape) == tuple(new_shape):
            return tuple(old_stride)
        strides, step = [], 1
        for size in reversed(new_shape):
            strides.append(step)
            step *= builtins.max(size, 1)
        return tuple(reversed(strides))
    new_stride = [0] * len(new_shape)
    view_d = len(new_shape) - 1
    chunk_base_stride = old_stride[-1]
    tensor_numel = view_numel = 1
    for tensor_d in range(len(old_shape) - 1, -1, -1):
        tensor_numel *= old_shape[tensor_d]
        if tensor_d == 0 or (old_shape[tensor_d - 1] != 1
                             and old_stride[tensor_d - 1] != tensor_numel * chunk_base_stride):
            while view_d >= 0 and (view_numel < tensor_numel or new_shape[view_d] == 1):
                new_stride[view_d] = view_numel * chunk_base_stride
                view_numel *= new_shape[view_d]
                view_d -= 1
            if view_numel != tensor_numel:
                return None
            if tensor_d > 0:
                chunk_base_stride = old_stride[tensor_d - 1]
                tensor_numel = view_numel = 1
    return tuple(new_stride) if view_d == -1 else None


def reshape(xp, a, size):
    return a.reshape(_infer_size(size, a.size))


def _infer_size(size, numel):
    size = tuple(size)
    if -1 not in size and math.prod(size) == numel:
        return size
    for i, s in enumerate(size):  # ATen's infer_size, in its order
        if s < -1:
            raise RuntimeError(f"invalid shape dimension {s} at index {i} of shape [{', '.join(map(str, size))}]")
        if s == -1 and -1 in size[:i]:
            raise RuntimeError("only one dimension can be inferred")
    known = 1
    for s in size:
        if s != -1:
            known *= s
    if -1 in size:
        if known == 0 and numel == 0:
            raise RuntimeError(f"cannot reshape tensor of 0 elements into shape [{', '.join(map(str, size))}] because "
                               f"the unspecified dimension size -1 can be any value and is ambiguous")
        if known == 0 or numel % known:
            raise RuntimeError(f"shape '[{', '.join(map(str, size))}]' is invalid for input of size {numel}")
        size = tuple(numel // known if s == -1 else s for s in size)
    elif known != numel:
        raise RuntimeError(f"shape '[{', '.join(map(str, size))}]' is invalid for input of size {numel}")
    return size


def expand(xp, a, size):
    size = tuple(size)
    if len(size) < a.ndim:
        raise RuntimeError(f"expand(torch.{_tensor_type(a)}{{[{', '.join(map(str, a.shape))}]}}, size=[{', '.join(map(str, size))}]): "
                           f"the number of sizes provided ({len(size)}) must be greater or equal to the number of "
                           f"dimensions in the tensor ({a.ndim})")
    lead = len(size) - a.ndim
    target = list(size)
    strides = [0] * len(size)  # 0 where the expanded view repeats an element
    # Last dim first, as ATen's inferExpandGeometry: the first error it meets is the one reported.
    for i in range(len(size) - 1, -1, -1):
        s = size[i]
        if i < lead:
            if s == -1:
                raise RuntimeError(f"The expanded size of the tensor (-1) isn't allowed in a leading, "
                                   f"non-existing dimension {i}")
            if s == 1 and a.ndim:  # a new dim of size 1: the next dim's extent as its stride, not 0
                strides[i] = target[i + 1] * strides[i + 1]
            continue
        cur = a.shape[i - lead]
        if s == -1 or s == cur:
            target[i], strides[i] = cur, a.strides[i - lead]
        elif cur != 1:
            raise RuntimeError(f"The expanded size of the tensor ({s}) must match the existing size ({cur}) "
                               f"at non-singleton dimension {i}.  Target sizes: [{', '.join(map(str, size))}]."
                               f"  Tensor sizes: [{', '.join(map(str, a.shape))}]")
    if type(a) is _NUMPY_ARRAY and a.flags.c_contiguous and a.size:
        # np.broadcast_to builds its view in Python; an ndarray over the same memory with those
        # strides is the same view made in one C call, several times faster.
        out = xp.ndarray(target, a.dtype, a, 0, strides)
        out.flags.writeable = False  # as broadcast_to's: a write through repeated elements would race
        return out
    out = xp.broadcast_to(a, tuple(target))
    if lead and out.size and 1 in size[:lead]:  # broadcast_to gives a new dim of size 1 a stride of 0
        out = backends.backend_of(a).as_strided(a, out.shape, [st // a.itemsize for st in strides])
    return out


LEGACY_TYPE_NAMES = {"float32": "FloatTensor", "float64": "DoubleTensor", "float16": "HalfTensor",
                     "int64": "LongTensor", "int32": "IntTensor", "int16": "ShortTensor", "int8": "CharTensor",
                     "uint8": "ByteTensor", "bool": "BoolTensor"}


def _tensor_type(a):
    """The legacy type name of a CPU array's dtype (``FloatTensor``), as ATen's messages print it."""
    return LEGACY_TYPE_NAMES.get(DTYPE_NAME[a.dtype], "Tensor")


def not_implemented_for(a, kinds, kernel):
    """ATen's dispatch refusal: ``kernel`` was not built for ``a``'s dtype (its kind one of ``kinds``)."""
    if a.dtype.kind in kinds:
        raise NotImplementedError(f"\"{kernel}\" not implemented for '{_type_name(a)}'")


def no_bool(a, message):
    """ATen's check of an op with integer kernels but no bool one (relu, hardtanh): its own RuntimeError."""
    if a.dtype.kind == "b":
        raise RuntimeError(message)


def floating_only(a, kernel):
    """ATen's floating-types dispatch: an op with no integer or bool kernel names the kernel and the dtype."""
    not_implemented_for(a, "biu", kernel)


def softmax_check(a, dim, op):
    """``floating_only`` for softmax / log_softmax (``op``): ATen's kernel differs along the last dim."""
    if a.dtype.kind not in "fc":
        last = a.ndim == 0 or dim in (-1, a.ndim - 1)
        floating_only(a, f"{op}_lastdim_kernel_impl" if last else f"{op}_kernel_impl")


def squeeze(xp, a, dim):
    if dim is None:
        return a.reshape(tuple(s for s in a.shape if s != 1))
    ds = (reduced_dims if type(dim) is not int else dims)(dim, a.ndim) or ()  # a dim named twice: ATen's error
    ds = tuple(d for d in ds if a.ndim and a.shape[d] == 1)
    return xp.squeeze(a, axis=ds) if ds else a.reshape(a.shape)


def unsqueeze(xp, a, dim):
    """A view with a new dim of size 1 at ``dim``, its stride ATen's (inferUnsqueezeGeometry: size times stride of
    the dim after it, 1 when last; NumPy's newaxis would give 0). NumPy's reshape makes this view in one C call
    (inserting size-1 dims never copies), with that stride unless the array has other size-1 dims, whose strides
    it may rewrite; then the strides are set as they are."""
    n = a.ndim + 1
    if dim < -n or dim >= n:
        raise IndexError(f"Dimension out of range (expected to be in range of [{-n}, {n - 1}], but got {dim})")
    d = dim if dim >= 0 else dim + n
    shape = a.shape
    out = a.reshape(shape[:d] + (1,) + shape[d:])
    if 1 in shape or out.strides[d] != (shape[d] * a.strides[d] if d < n - 1 else a.itemsize):
        strides = a.strides
        strides = strides[:d] + (shape[d] * strides[d] if d < n - 1 else a.itemsize,) + strides[d:]
        if out.strides != strides and a.size:
            out = backends.backend_of(a).as_strided(a, out.shape, [s // a.itemsize for s in strides])
    return out


def select(xp, a, dim, index):
    if a.ndim == 0:
        raise IndexError("select() cannot be applied to a 0-dim tensor.")
    (d,) = dims(dim, a.ndim)
    size = a.shape[d]
    if index < -size or index >= size:
        raise IndexError(f"select(): index {index} out of range for tensor of size [{', '.join(map(str, a.shape))}] "
                         f"at dimension {dim}")
    key = [_slice(None)] * a.ndim
    key[d] = index
    return a[tuple(key) + (Ellipsis,)]  # `...` keeps a 0-dim result an array view, not a scalar copy


def select_backward(xp, grad, sizes, dim, index):
    out = xp.zeros(tuple(sizes), grad.dtype)
    key = [_slice(None)] * len(sizes)
    key[dim] = index
    out[tuple(key)] = grad
    return out


def slice(xp, a, dim, start, end, step):
    (d,) = dims(dim, a.ndim)
    key = [_slice(None)] * a.ndim
    key[d] = _slice(start, end, step)
    return a[tuple(key)]


def slice_backward(xp, grad, sizes, dim, start, end, step):
    out = xp.zeros(tuple(sizes), grad.dtype)
    key = [_slice(None)] * len(sizes)
    key[dim] = _slice(start, end, step)
    out[tuple(key)] = grad
    return out


def _index_key(indices):
    key = []
    for i in indices:
        if i is None:
            key.append(_slice(None))
        elif i.dtype.kind == "b":
            key.append(i)
        else:
            key.append(i.astype("int64", copy=False))
    return tuple(key)


_UINT8_INDEX = ("indexing with dtype torch.uint8 is now deprecated, please use a dtype torch.bool instead. (Triggered "
                "internally at /__w/pytorch/pytorch/aten/src/ATen/native/IndexingUtils.h:37.)")
_INDEX_DTYPES = ("int64", "int32", "uint8", "bool")


def _check_indices(a, indices):
    """ATen's checks of an index list (None: a dim taken whole), in its order: every index long, int, byte or bool
    (checkIndexTensorTypes); then each mask's shape against the dims it covers (a uint8 index is a mask, with
    expandTensors' deprecation warning), each integer index against its dim. ATen numbers an index by the index
    tensors before it (a k-dim mask counting k), not by the dim it indexes. Returns the indices, a uint8 mask as
    a bool one."""
    for idx in indices:
        if idx is not None and DTYPE_NAME[idx.dtype] not in _INDEX_DTYPES:
            raise IndexError("tensors used as indices must be long, int, byte or bool tensors")
    dim = tensors = 0
    for position, idx in enumerate(indices):
        if idx is None:
            dim += 1
            continue
        if DTYPE_NAME[idx.dtype] == "uint8":
            warn_at_caller(_UINT8_INDEX)
            indices = list(indices)
            indices[position] = idx = idx != 0
        if idx.dtype.kind == "b":
            for j, size in enumerate(idx.shape):
                if dim + j < a.ndim and size != a.shape[dim + j]:
                    raise IndexError(f"The shape of the mask {list(idx.shape)} at index {j} does not match the shape "
                                     f"of the indexed tensor {list(a.shape)} at index {dim + j}")
            dim += idx.ndim
            tensors += idx.ndim
            continue
        if idx.size and dim < a.ndim:
            size = a.shape[dim]
            lo, hi = int(idx.min()), int(idx.max())
            if hi >= size or lo < -size:
                raise IndexError(f"index {hi if hi >= size else lo} is out of bounds for dimension {tensors} with "
                                 f"size {size}")
        dim += 1
        tensors += 1
    return indices


def index(xp, a, indices):
    indices = _check_indices(a, indices)
    key = _index_key(indices)
    try:
        out = a[key]
    except IndexError as error:
        raise _index_shape_mismatch(key, error) from None
    if out.ndim > 1 and not (a.flags.c_contiguous and type(key[0]) is not _slice and out.flags.c_contiguous):
        out = _index_layout(xp, a, key, out)  # (indexing from dim 0 of a contiguous tensor: C order either way)
    return out


def _index_layout(xp, a, key, out):
    """``out`` (the array library's ``a[key]``) laid out as ATen's index lays its result: TensorIterator's
    dimension order over the source restrided to the result's shape (the indexed dims' stride 0) and the index
    tensors (a mask's as its nonzero columns), so that ``stride()``, ``is_contiguous()`` and ``view`` agree with
    PyTorch (NumPy leaves ``x[:, :, i]`` strided)."""
    dims, arrays = [], []  # the indexed dims of ``a``, and their index arrays (masks as nonzero's columns)
    d = 0
    for k in key:
        if type(k) is _slice:
            d += 1
        elif k.dtype.kind == "b":
            columns = xp.stack(xp.nonzero(k), axis=1) if k.ndim else xp.zeros((int(k), 0), "int64")
            for j in range(k.ndim):
                dims.append(d + j)
                arrays.append(columns[:, j])
            d += k.ndim
        else:
            dims.append(d)
            arrays.append(k)
            d += 1
    if not dims:
        return out
    arrays = xp.broadcast_arrays(*arrays)
    rest = [i for i in range(a.ndim) if i not in dims]
    together = dims == list(range(dims[0], dims[-1] + 1))
    first = dims[0] if together else 0
    before, after = (rest[:first], rest[first:]) if together else ([], rest)
    width = arrays[0].ndim
    # each operand's byte strides over the result's dims: the source (0 along the index dims), then each index
    operands = [[a.strides[i] for i in before] + [0] * width + [a.strides[i] for i in after]]
    for array in arrays:
        operands.append([0] * len(before) + list(array.strides) + [0] * len(after))
    shape = out.shape
    strides = _strided.tensor_iterator_strides(shape, operands)  # in elements
    backend = backends.backend_of(out)
    if all(n == 1 or s == t * out.itemsize for n, s, t in zip(shape, out.strides, strides)):
        # the same memory order: only a size-1 dim's stride (which reads nothing) to set
        return out if out.strides == tuple(t * out.itemsize for t in strides) else \
            backend.as_strided(out, shape, strides)
    laid = backend.as_strided(xp.empty(out.size, out.dtype), shape, strides)
    laid[...] = out
    return laid


def _index_shape_mismatch(key, error):
    """ATen's words for index tensors that do not broadcast together (a mask counts as its nonzero's columns)."""
    if not str(error).startswith("shape mismatch"):
        return error
    shapes = []
    for i in key:
        if hasattr(i, "dtype"):
            shapes += [[int(i.sum())]] * builtins.max(i.ndim, 1) if i.dtype.kind == "b" else [list(i.shape)]
    return IndexError("shape mismatch: indexing tensors could not be broadcast together with shapes "
                      + ", ".join(f"[{', '.join(map(str, s))}]" for s in shapes))


def index_put(xp, a, indices, values, accumulate):
    masked_fill = not accumulate and values.size == 1 and _masked_fill_dispatch(a, indices, values)
    if values.dtype != a.dtype and not masked_fill:
        raise RuntimeError(f"Index put requires the source and destination dtypes match, got {_type_name(a)} for the "
                           f"destination and {_type_name(values)} for the source.")
    indices = _check_indices(a, indices)
    out = a.copy()
    key = _index_key(indices)
    try:
        if not accumulate:
            out[key] = values
        elif not _accumulate_rows(xp, out, key, values):
            if hasattr(xp, "add") and hasattr(xp.add, "at"):
                xp.add.at(out, key, values)
            else:
                backends.backend_of(a).scatter_add(out, key, values)
    except IndexError as error:
        raise _index_shape_mismatch(key, error) from None
    except ValueError:
        shape = backends.backend_of(a).as_strided(xp.zeros(1, dtype=bool), a.shape, (0,) * a.ndim)[key].shape
        try:
            fits = builtins.tuple(xp.broadcast_shapes(values.shape, shape)) == shape
        except ValueError:
            fits = False
        if fits:
            raise
        raise RuntimeError(f"shape mismatch: value tensor of shape {list(values.shape)} cannot be broadcast to "
                           f"indexing result of shape {list(shape)}") from None
    return out


def _masked_fill_dispatch(a, indices, values):
    """Does ATen's index_put_ hand this one-element value to masked_fill_ (canDispatchToMaskedFill: a CPU value, a
    single byte/bool mask and no other index)? masked_fill_ checks the mask's shape and refuses a uint8 mask; a bool
    one fills as the index would, converting the value (no dtype check)."""
    masks = [i for i in indices if i is not None]
    if not (len(masks) == 1 and masks[0].dtype.kind in "bu" and backends.backend_of(values).device_type == "cpu"
            and backends.backend_of(a) is backends.backend_of(values)):
        return False
    if masks[0].dtype.kind == "b":
        return True
    dim = 0
    for idx in indices:
        if idx is not None:
            for j, size in enumerate(idx.shape):
                if dim + j < a.ndim and size != a.shape[dim + j]:
                    raise IndexError(f"The shape of the mask {list(idx.shape)} at index {j} does not match the shape "
                                     f"of the indexed tensor {list(a.shape)} at index {dim + j}")
            break
        dim += 1
    raise RuntimeError("masked_fill_ only supports boolean masks, but got mask with dtype unsigned char")


def _accumulate_rows(xp, out, key, values):
    """``out[index] += values`` for one integer index into the first dim (embedding's backward): index_add's
    flat add.at, three times faster than add.at on the row index, the additions in the same order. False
    (nothing done) for any other key, or an index out of range (the caller's add.at then reports it)."""
    if not (len(key) == 1 and out.ndim and key[0].dtype.kind in "iu" and key[0].size and hasattr(xp, "add")
            and hasattr(xp.add, "at")):
        return False
    index, n = key[0], out.shape[0]
    lo, hi = int(index.min()), int(index.max())
    if lo < -n or hi >= n:
        return False
    try:
        values = xp.broadcast_to(values, index.shape + out.shape[1:])
    except ValueError:
        return False
    if lo < 0:
        index = xp.where(index < 0, index + n, index)
    _add_at_along(xp, out, 0, index.reshape(-1), values.reshape((-1,) + out.shape[1:]))
    return True


def _add_at_along(xp, out, d, index, values):
    """``out`` (contiguous) plus ``values``' slices along ``d`` at the in-range 1-d ``index``, one after another
    in index order as ATen's loops add them: add.at on one flat position per element, ten times faster
    than add.at on an index into one dim. Indices in range and non-negative."""
    if index.size <= out.shape[d] and int(xp.bincount(index, minlength=1).max()) <= 1:
        # no index twice: one fancy-indexed addition, each slice added once (exactly add.at's result)
        out[(_slice(None),) * d + (index,)] += values.astype(out.dtype, copy=False)
        return
    pre, post = math.prod(out.shape[:d]), math.prod(out.shape[d + 1:])
    flat = (xp.arange(pre, dtype="int64").reshape(-1, 1, 1) * (out.shape[d] * post)
            + index.astype("int64").reshape(1, -1, 1) * post + xp.arange(post, dtype="int64").reshape(1, 1, -1))
    values = xp.broadcast_to(values.astype(out.dtype, copy=False), out.shape[:d] + (index.size,) + out.shape[d + 1:])
    xp.add.at(out.reshape(-1), flat.reshape(-1), values.reshape(-1))


def _first_out_of_bounds(a, d, index):
    """ATen's bound check of a scatter/gather index: every entry within dimension ``d``, no negative wrap."""
    size = a.shape[d] if a.ndim else 1
    if index.size and (int(index.min()) < 0 or int(index.max()) >= size):  # two reductions; the first bad one
        bad = (index < 0) | (index >= size)                                  # is looked up only to report it
        raise RuntimeError(f"index {int(index[bad].reshape(-1)[0])} is out of bounds for dimension {d} with "
                           f"size {size}")


def _check_scatter_gather_index(a, d, index):
    """gather's checks: index as many dims as self and no larger apart from ``d``, then its entries."""
    if index.ndim != a.ndim and index.size:
        raise RuntimeError("Index tensor must have the same number of dimensions as input tensor")
    if index.size:
        for i in range(a.ndim):
            if i != d and index.shape[i] > a.shape[i]:
                raise RuntimeError(f"Size does not match at dimension {i} expected index {list(index.shape)} to be no "
                                   f"larger than self {list(a.shape)} apart from dimension {d}")
    _first_out_of_bounds(a, d, index)


def _check_scatter(a, d, index, src):
    """ATen's scatter/scatter_add/scatter_reduce checks, in its order: the index's dtype; then, for a non-empty
    index, its dims against self's and src's, its sizes (no larger than self's apart from ``d``, nor than
    src's), every entry within ``d``."""
    if DTYPE_NAME[index.dtype] not in ("int32", "int64"):
        raise RuntimeError("scatter(): Expected dtype int32/int64 for index")
    tensor_src = hasattr(src, "shape")
    if tensor_src and src.dtype != a.dtype:  # (scatter_gather_dtype_check)
        raise RuntimeError("scatter(): Expected self.dtype to be equal to src.dtype")
    if not index.size:
        return
    if index.ndim != a.ndim:
        raise RuntimeError("Index tensor must have the same number of dimensions as self tensor")
    if tensor_src and src.ndim != index.ndim:
        raise RuntimeError("Index tensor must have the same number of dimensions as src tensor")
    for i in range(a.ndim):
        if (i != d and index.shape[i] > a.shape[i]) or (tensor_src and index.shape[i] > src.shape[i]):
            raise RuntimeError(f"Expected index {list(index.shape)} to be no larger than self {list(a.shape)} "
                               f"apart from dimension {d}"
                               + (f" and to be no larger size than src {list(src.shape)}" if tensor_src else ""))
    _first_out_of_bounds(a, d, index)


def _flat_scatter_index(xp, shape, d, index):
    """The flat (C-order) positions in an array of ``shape`` that ``index`` names along ``d``, each other
    coordinate its own: add.at on these adds in the order ATen does, ten times faster than on a tuple."""
    strides = _strides(shape)
    flat = index.astype("int64") * strides[d]
    for i, n in enumerate(index.shape):
        if i != d:
            flat = flat + (xp.arange(n, dtype="int64") * strides[i]).reshape([-1 if j == i else 1 for j in range(index.ndim)])
    return flat.reshape(-1)


def _nonempty_dims(x):
    """ATen's ensure_nonempty_dim for gather and the scatters: a 0-dim self, index or src counts as 1-dim (the
    ops call themselves again on the 1-dim arrays when ``_any_0_dim``; a number src passes as it is)."""
    return x.reshape((1,)) if getattr(x, "ndim", 1) == 0 else x


def _any_0_dim(*arrays):
    return any(getattr(x, "ndim", 1) == 0 for x in arrays)


def scatter(xp, a, dim, index, src):
    if _any_0_dim(a, index, src):
        return scatter(xp, _nonempty_dims(a), dim, _nonempty_dims(index), _nonempty_dims(src)).reshape(a.shape)
    out = a.copy()
    d = dims(dim, a.ndim)[0] if a.ndim else 0
    _check_scatter(a, d, index, src)
    if not index.size:
        return out
    if not hasattr(src, "shape"):
        src = xp.full(index.shape, src, a.dtype)
    xp.put_along_axis(out[_index_extent(d, index)], index, src[tuple(_slice(0, s) for s in index.shape)], axis=d)
    return out


def _index_extent(d, index):
    """The part of self that a gather or scatter ``index`` covers: index's sizes but along ``d``, where it may be
    smaller (take/put_along_axis would broadcast it across the rest instead)."""
    return tuple(_slice(None) if i == d else _slice(0, n) for i, n in enumerate(index.shape))


# reduce -> (the ufunc that combines, its identity): what a position starts from without include_self
_SCATTER_REDUCTIONS = {"sum": ("add", 0), "prod": ("multiply", 1), "mean": ("add", 0),
                       "amax": ("maximum", -math.inf), "amin": ("minimum", math.inf)}


def scatter_reduce(xp, a, dim, index, src, reduce, include_self):
    """Combine each ``src`` element into ``a`` at its ``index`` along ``dim`` (ATen's scatter_reduce.two)."""
    reduce = {"max": "amax", "min": "amin"}.get(reduce, reduce)
    if reduce not in _SCATTER_REDUCTIONS:
        raise RuntimeError(f"reduce argument must be either sum, prod, mean, amax or amin, got {reduce}")
    if DTYPE_NAME[index.dtype] not in ("int32", "int64"):
        raise RuntimeError("scatter(): Expected dtype int32/int64 for index")
    if src.dtype != a.dtype:
        raise RuntimeError("scatter(): Expected self.dtype to be equal to src.dtype")
    if _any_0_dim(a, index, src):
        return scatter_reduce(xp, _nonempty_dims(a), dim, _nonempty_dims(index), _nonempty_dims(src), reduce,
                              include_self).reshape(a.shape)
    (d,) = dims(dim, a.ndim)
    _check_scatter(a, d, index, src)
    out = a.copy()
    if not index.size:
        return out
    grid = list(xp.indices(index.shape, sparse=True))
    grid[d] = index
    at = tuple(grid)
    values = src[tuple(_slice(0, s) for s in index.shape)]
    name, identity = _SCATTER_REDUCTIONS[reduce]
    if not include_self:
        if a.dtype.kind in "iu" and math.isinf(identity):
            info = xp.iinfo(a.dtype)
            identity = info.min if identity < 0 else info.max
        out[at] = identity
    getattr(xp, name).at(out, at, values)
    if reduce != "mean":
        return out
    count = xp.ones_like(out) if include_self else xp.zeros_like(out)
    xp.add.at(count, at, 1)
    count = xp.maximum(count, 1)
    return out / count if a.dtype.kind in "fc" else xp.floor_divide(out, count)


def gather(xp, a, dim, index):
    if DTYPE_NAME[index.dtype] not in ("int32", "int64"):  # (ATen wraps the dim first)
        dims(dim, a.ndim)
        raise RuntimeError("gather(): Expected dtype int32/int64 for index")
    if _any_0_dim(a, index):
        return gather(xp, _nonempty_dims(a), dim, _nonempty_dims(index)).reshape(index.shape)
    d = dims(dim, a.ndim)[0]
    _check_scatter_gather_index(a, d, index)
    return xp.take_along_axis(a[_index_extent(d, index)], index, axis=d)


_INT_BITS = {}  # {integer dtype: (bits, lowest, highest)}
_C_INT_NAMES = {"uint8": "uint8_t", "int8": "int8_t", "int16": "int16_t", "int32": "int", "int64": "int64_t"}


def _int_bits(dtype):
    bits = _INT_BITS.get(dtype)
    if bits is None:
        n = dtype.itemsize * 8
        low = -(1 << (n - 1)) if dtype.kind == "i" else 0
        bits = _INT_BITS[dtype] = (n, low, low + (1 << n) - 1)
    return bits


def int_fits(x, dtype):
    """Is the Python int ``x`` within integer ``dtype``'s range?"""
    _, low, high = _int_bits(dtype)
    return low <= x <= high


def wrap_int(x, dtype):
    """``x`` modulo 2**bits, into integer ``dtype``'s range: what a C cast leaves of it."""
    n, low, _ = _int_bits(dtype)
    return ((x - low) % (1 << n)) + low


_C_FLOAT_NAMES = {"float32": "float", "float64": "double", "float16": "c10::Half"}
_FLOAT32_MAX = 3.4028234663852886e38


def checked_scalar(x, dtype):
    """A Python number written into a tensor of ``dtype`` (``t[i] = v``), converted as c10's checked_convert does:
    a float truncated into an integer dtype only within its range (nan and inf are refused), an int checked as
    ``checked_int`` does, a finite float beyond float32's range refused there, a complex with an imaginary part
    refused by a real dtype; any number into bool by its truth."""
    def overflow():
        return RuntimeError(f"value cannot be converted to type "
                            f"{_C_INT_NAMES.get(dtype.name) or _C_FLOAT_NAMES.get(dtype.name, dtype.name)} without overflow")
    if isinstance(x, complex):
        if x.imag and dtype.kind != "c":
            raise overflow()
        x = x.real if dtype.kind != "c" else x
    elif not isinstance(x, float):
        x = int(x)
        if not -(1 << 63) <= x < (1 << 63):  # an int is read as a C long long first, whatever the dtype
            raise ValueError("Overflow when unpacking long long")
    if dtype.kind == "b":
        return bool(x)
    if dtype.kind in "iu":
        if isinstance(x, float):
            _, low, high = _int_bits(dtype)
            if not low <= x <= high:  # nan too
                raise overflow()
            return int(x)
        return checked_int(x, dtype)
    if DTYPE_NAME[dtype] == "float32" and not isinstance(x, complex) and math.isfinite(x) and abs(x) > _FLOAT32_MAX:
        raise overflow()
    return x


_FLOAT_MAX = {2: 65504.0, 4: _FLOAT32_MAX}


def fill_value(x, dtype):
    """A Scalar written into a tensor of ``dtype`` (fill_, masked_fill, index_fill, full; a 0-dim array by its value)
    as c10's checked_convert takes it: ``checked_scalar``; into a float dtype, a finite number beyond its range is
    refused (``value cannot be converted to type c10::Half without overflow``) and anything else kept as it is."""
    if hasattr(x, "ndim"):
        x = x.item()
    if dtype.kind != "f":
        return checked_scalar(x, dtype)
    if dtype.itemsize < 8 and type(x) is float and abs(x) > _FLOAT_MAX[dtype.itemsize] and x - x == 0:
        raise RuntimeError(f"value cannot be converted to type {_C_FLOAT_NAMES[dtype.name]} without overflow")
    return x


def checked_int(x, dtype):
    """A Python int Scalar converted to integer ``dtype`` as c10's checked_convert does (fill_, clamp,
    where): beyond the range, PyTorch's RuntimeError; a negative value whose magnitude an unsigned
    dtype holds wraps (``uint8.fill_(-1)`` gives 255)."""
    if type(x) is not int or dtype.kind not in "iu" or int_fits(x, dtype):
        return x
    _, low, high = _int_bits(dtype)
    if dtype.kind == "u" and -high <= x < 0:
        return wrap_int(x, dtype)
    raise RuntimeError(f"value cannot be converted to type {_C_INT_NAMES[dtype.name]} without overflow")


def clamp(xp, a, min, max):
    if min is None and max is None:
        raise RuntimeError("torch.clamp: At least one of 'min' or 'max' must not be None")
    if a.dtype.kind in "iu":
        min, max = checked_int(min, a.dtype), checked_int(max, a.dtype)
    if a.dtype.kind != "f":  # an integer tensor clamped by floats becomes the default float dtype
        dtype = result_np_dtype(a, min, max)
        if dtype != a.dtype:
            a = a.astype(dtype)
    return xp.clip(a, min, max)


_WHERE_UINT8 = ("where received a uint8 condition tensor. This behavior is deprecated and will be removed in a future "
                 "version of PyTorch. Use a boolean condition instead. (Triggered internally at "
                 "/__w/pytorch/pytorch/aten/src/ATen/native/TensorCompare.cpp:621.)")
_WARNED_ONCE = set()  # TORCH_WARN_ONCE's: the messages given in this process


def warn_once(message):
    if message not in _WARNED_ONCE:
        _WARNED_ONCE.add(message)
        warn_at_caller(message)


def where(xp, condition, a, b):
    if DTYPE_NAME[condition.dtype] == "uint8":  # still taken, as a mask (TORCH_WARN_ONCE)
        warn_once(_WHERE_UINT8)
        condition = condition != 0
    if condition.dtype.kind != "b":
        raise RuntimeError(f"where expected condition to be a boolean tensor, but got a tensor with dtype "
                           f"{_type_name(condition)}")
    if not hasattr(a, "dtype") and not hasattr(b, "dtype"):  # two numbers: PyTorch's result type for them
        return xp.where(condition, a, b).astype(result_np_dtype(a, b))
    return xp.where(condition, a, b)


def fill(xp, a, value):
    return xp.full(a.shape, value if a.dtype.kind == "f" and type(value) is not float else fill_value(value, a.dtype),
                   a.dtype)


def check_broadcast(*shapes):
    """PyTorch's message when operands do not broadcast: the shape so far ("tensor a") against the next
    operand's ("tensor b"), in operand order."""
    shape = ()
    for other in shapes:
        n = max(len(shape), len(other))
        a, b = (1,) * (n - len(shape)) + tuple(shape), (1,) * (n - len(other)) + tuple(other)
        for i in reversed(range(n)):  # from the last dim, as ATen's infer_size
            x, y = a[i], b[i]
            if x != y and x != 1 and y != 1:
                raise RuntimeError(f"The size of tensor a ({x}) must match the size of tensor b ({y}) at "
                                   f"non-singleton dimension {i}")
        shape = tuple(y if x == 1 else x for x, y in zip(a, b))
    return shape


def check_inplace_broadcast(shape, other):
    """PyTorch's TensorIterator for an in-place op on a tensor of ``shape`` with an operand of ``other``: sizes
    that do not broadcast name both (self first); sizes that do, but to more than ``shape``, name the broadcast
    shape."""
    broadcast = check_broadcast(shape, other)
    if broadcast != tuple(shape):
        raise RuntimeError(f"output with shape [{', '.join(map(str, shape))}] doesn't match the "
                           f"broadcast shape [{', '.join(map(str, broadcast))}]")


_UINT_OF_SIZE = {2: "uint16", 4: "uint32", 8: "uint64"}


@_in_blocks
def threshold_backward(xp, grad_output, self, threshold):
    """ATen's ``self <= threshold ? 0 : grad_output``: exactly +0 where dropped (never the -0.0 of a negative
    gradient times 0, nor the nan of inf times 0), and a nan ``self`` keeps its gradient. A float gradient is
    masked bitwise (``_zero_where``: NumPy's ``where`` is ~10x slower on a random mask of 64k elements)."""
    drop = self <= threshold
    if grad_output.dtype.kind != "f" or drop.shape != grad_output.shape:
        return xp.where(drop, xp.zeros((), grad_output.dtype), grad_output)
    return _zero_where(xp, grad_output, drop)


def hardshrink(xp, a, lambd):
    """``(a >= -lambd && a <= lambd) ? 0 : a``, as ATen (a nan passes through)."""
    if a.dtype.kind != "f":
        raise NotImplementedError(f"\"hardshrink_cpu\" not implemented for '{_type_name(a)}'")
    return _zero_where(xp, a, _within(xp, a, lambd))


def _within(xp, a, lambd):
    """``a >= -lambd && a <= lambd`` (false for nan), in two passes."""
    return xp.abs(a) <= lambd


def softshrink(xp, a, lambd):
    """``a - lambd`` above lambd, ``a + lambd`` below -lambd, else 0 (nan for nan), after ATen's check of
    lambd against the dtype's range; the zeros' signs as ATen's loops give them."""
    if a.dtype.kind != "f":
        raise NotImplementedError(f"\"softshrink_check\" not implemented for '{_type_name(a)}'")
    top = float(xp.finfo(a.dtype).max)
    if not 0 <= lambd <= top:
        raise RuntimeError(f"lambda must be in range [0, {top:g}] for input dtype {_type_name(a)}, but found "
                           f"{float(lambd):g}")
    # a - clip(a, -lambd, lambd): a - lambd above, a + lambd below, +0 between, as ATen's vectorised loop
    # (64-byte vectors). Its scalar loop takes the trailing size % (64 / itemsize) elements, and gives a * 0
    # there: a's sign bit is set on them (their nonzero values have a's sign already).
    out = xp.subtract(a, xp.clip(a, -lambd, lambd))
    tail = out.size % (64 // a.dtype.itemsize)
    if tail and a.flags.c_contiguous and out.flags.c_contiguous:  # (another layout's loop order is not followed)
        flat = out.reshape(-1)
        uint = _UINT_OF_SIZE[a.dtype.itemsize]
        bits = flat[-tail:].view(uint)
        bits |= a.reshape(-1)[-tail:].view(uint) & xp.dtype(uint).type(1 << (8 * a.dtype.itemsize - 1))
    return out


def shrink_backward(xp, grad_output, a, lambd):
    """hardshrink_backward and softshrink_backward: ``(a >= -lambd && a <= lambd) ? 0 : grad``."""
    dtype = xp.result_type(grad_output, a)
    inside = _within(xp, a, lambd)
    if dtype.kind == "f" and grad_output.shape == a.shape and a.dtype.kind == "f":
        return _zero_where(xp, grad_output.astype(dtype, copy=False), inside)
    return xp.where(inside, xp.zeros((), dtype), grad_output.astype(dtype, copy=False))


def rrelu_with_noise(xp, a, noise, lower, upper, training, generator):
    """ATen's rrelu_with_noise. Training: each element <= 0 times a slope drawn uniformly from
    [lower, upper] (one double draw per such element, in order, the bounds and slope in the math type), the
    slopes written into ``noise`` (1 where the input is positive); evaluation: leaky_relu with slope
    (lower + upper) / 2, ``noise`` untouched."""
    if lower > upper:
        raise RuntimeError("Lower bound should be less than or equal to the upper bound")
    if not training:
        if a.dtype.kind != "f":
            raise NotImplementedError(f"\"leaky_relu_cpu\" not implemented for '{_type_name(a)}'")
        return xp.where(a > 0, a, a * ((lower + upper) / 2))
    if a.dtype.kind != "f" or a.dtype.itemsize == 2:
        raise NotImplementedError(f"\"rrelu_with_noise_out_cpu\" not implemented for '{_type_name(a)}'")
    import numpy
    from . import _aten_random
    from ._random import rng
    host = backends.backend_of(a).to_numpy(a)
    work = numpy.float64 if host.dtype == numpy.float64 else numpy.float32
    negative = host <= 0
    slopes = numpy.ones(host.shape, work)
    slopes[negative] = _aten_random.rrelu_slopes(rng(generator), int(negative.sum()), float(work(lower)),
                                                 float(work(upper))).astype(work)
    noise[...] = _host_random(noise, slopes)
    return _host_random(a, numpy.where(negative, host.astype(work) * slopes, host))


def rrelu_with_noise_backward(xp, grad_output, a, noise, lower, upper, training):
    """``grad * noise`` in training mode, else leaky_relu's backward with slope (lower + upper) / 2,
    as ATen 2.13."""
    if training:
        return grad_output * noise
    return xp.where(a > 0, grad_output, grad_output * ((lower + upper) / 2))


def to_copy(xp, a, dtype, device, memory_format=None):
    if device is not None:
        src = backends.backend_of(a)
        dst = backends.backend_for_device(device.type)
        if dst is not src:
            a = dst.host_to_device(src.to_numpy(a), device.index)
            xp = dst.xp
    return clone(xp, a, memory_format, dtype if dtype is not None and a.dtype != dtype else None)


def clone(xp, a, memory_format=None, dtype=None):
    """A copy laid out as ``memory_format`` (a torch.memory_format; default: preserve) says."""
    if memory_format is None and a.size and (a.flags.c_contiguous if hasattr(a, "flags") else True):
        return a.copy() if dtype is None else a.astype(dtype)  # the common case, at NumPy's speed
    return _strided.clone(xp, a, getattr(memory_format, "_name", None), dtype)


def _uses_mkldnn(input, weight, stride, dilation, groups):
    """Whether ATen's CPU convolution takes mkldnn (use_mkldnn): a float32 one, unless it is small enough that
    its native kernels are faster (a batch of one, one group, a kernel of at most 3 wide or high, few elements;
    or a 1x1 kernel, unstrided and undilated, of a batch under 16 on one thread)."""
    if input.dtype != "float32" or input.ndim < 4:
        return False
    kh, kw = weight.shape[-2:]
    n = input.shape[0]
    if not (any(v != 1 for v in stride) or any(v != 1 for v in dilation) or n >= 16 or kw != 1 or kh != 1):
        from ._torch_utils import get_num_threads  # (imports the tensor layer, which imports the kernels)
        if get_num_threads() <= 1:
            return False
    return groups > 1 or (kw > 3 and kh > 3) or n > 1 or math.prod(input.shape[:4]) > 20480


def _conv_format(input, weight, stride, dilation, groups):
    """The memory format ATen's CPU convolution computes in: channels-last when its input or weight looks so
    (thnn/mkldnn_conv_use_channels_last), for a 3-d one only on mkldnn (slow3d is contiguous); else contiguous.
    And whether it is mkldnn's (its results are fresh arrays of that format)."""
    mkldnn = _uses_mkldnn(input, weight, stride, dilation, groups)
    if input.ndim == 4 or (input.ndim == 5 and mkldnn):
        channels_last = _strided.CHANNELS_LAST if input.ndim == 4 else _strided.CHANNELS_LAST_3D
        if any(_strided.suggest_memory_format(a.shape, _strided.element_strides(a)) == channels_last
               for a in (input, weight)):
            return channels_last, mkldnn
    return _strided.CONTIGUOUS, mkldnn


def _in_conv_format(xp, a, fmt):
    """``a`` laid out as ``fmt``: copied if need be; else its size-1 dims given the format's strides (a batch of
    one from the kernels' reshapes has any there, where ATen's fresh result has the format's)."""
    if a.ndim and not _strided.is_contiguous_as(a.shape, _strided.element_strides(a), fmt):
        return _strided.clone(xp, a, fmt)
    return _strided.with_format_strides(a, fmt)


def conv_output_layout(xp, out, input, weight, stride, dilation, groups):
    """A convolution's result in the memory format ATen's CPU backends compute it in (_conv_format); values are
    unchanged."""
    return _in_conv_format(xp, out, _conv_format(input, weight, stride, dilation, groups)[0])


def conv_grads_layout(xp, grads, input, weight, stride, dilation, groups):
    """convolution_backward's input and weight gradients in the forward's memory format (ATen's backends
    compute them in it: a channels-last convolution's are channels-last); values are unchanged. A gradient
    output_mask left out (broadcast zeros, never read) stays as it is."""
    fmt, mkldnn = _conv_format(input, weight, stride, dilation, groups)
    grad_input, grad_weight, grad_bias = grads
    if not _broadcast(grad_input):
        grad_input = _in_conv_format(xp, grad_input, fmt)
    if not _broadcast(grad_weight):
        if fmt == _strided.CONTIGUOUS or mkldnn:
            grad_weight = _in_conv_format(xp, grad_weight, fmt)
        else:
            # ATen's native path computes the weight's gradient contiguous, then asks for the format's layout,
            # which keeps one that already fits as it is (a size-1 dim's contiguous stride included)
            grad_weight = _strided.with_format_strides(grad_weight)
            if not _strided.is_contiguous_as(grad_weight.shape, _strided.element_strides(grad_weight), fmt):
                grad_weight = _strided.clone(xp, grad_weight, fmt)
    return grad_input, grad_weight, grad_bias


def _broadcast(a):
    """Whether ``a`` repeats elements (a broadcast zero standing for a gradient nobody asked for)."""
    return any(st == 0 and n > 1 for n, st in zip(a.shape, a.strides))


def copy_of_view(out):
    """What a view op's ``*_copy`` variant returns: its view(s), each copied into fresh contiguous memory."""
    if isinstance(out, (list, tuple)):
        return [o.copy() for o in out]
    return out.copy()


def scatter_legacy_reduce(xp, a, dim, index, src, reduce):
    """scatter(..., reduce=): the deprecated 'add' / 'multiply' forms, as scatter_reduce including self.
    A tensor ``src`` gets PyTorch's deprecation warning."""
    if reduce not in ("add", "multiply"):
        raise RuntimeError("reduce argument must be either add or multiply.")
    if hasattr(src, "dtype"):
        import warnings
        warnings.warn("The reduce argument of torch.scatter with Tensor src is deprecated and will be removed in a "
                      "future PyTorch release. Use torch.scatter_reduce instead for more reduction options. "
                      "(Triggered internally at /__w/pytorch/pytorch/aten/src/ATen/native/TensorAdvancedIndexing.cpp:"
                      "225.)", UserWarning, stacklevel=3)
        src = src[tuple(_slice(0, n) for n in index.shape)]
    else:
        src = xp.full(index.shape, src, dtype=a.dtype)
    return scatter_reduce(xp, a, dim, index, src, "sum" if reduce == "add" else "prod", True)


def scatter_add(xp, a, dim, index, src):
    if _any_0_dim(a, index, src):
        return scatter_add(xp, _nonempty_dims(a), dim, _nonempty_dims(index), _nonempty_dims(src)).reshape(a.shape)
    out = a.copy()
    d = dims(dim, a.ndim)[0]
    _check_scatter(a, d, index, src)
    if not index.size:
        return out
    values = src[tuple(_slice(0, s) for s in index.shape)].astype(a.dtype, copy=False)
    xp.add.at(out.reshape(-1), _flat_scatter_index(xp, a.shape, d, index), values.reshape(-1))
    return out



# ---------------------------------------------------------------------------------------------
# Pointwise and reductions
# ---------------------------------------------------------------------------------------------


def _float_dtype(a):
    from ._dtype import float_np_dtype
    return float_np_dtype(a.dtype)


@_in_blocks
def logit(xp, a, eps):
    if eps is not None:
        lo, hi = eps, 1.0 - eps
        # PyTorch's x < lo ? lo : (x > hi ? hi : x): with eps > 0.5 (lo > hi) the lower bound wins
        a = xp.clip(a, lo, hi) if lo <= hi else xp.where(a < lo, lo, xp.where(a > hi, hi, a)).astype(a.dtype)
    return xp.log(a / (1.0 - a))


_SQRT_PI = 1.7724538509055159


# Cephes' rational approximations of erf and erfc (Moshier, public domain), relative error ~1e-16 in float64:
# erf(x) = x T(x^2) / U(x^2) for |x| < 1, erfc(x) = exp(-x^2) P(x) / Q(x) for 1 <= x < 8 and R(x) / S(x) above
# (U, Q and S with a leading 1). Coefficients from the highest power down.
_ERF_T = (9.60497373987051638749e0, 9.00260197203842689217e1, 2.23200534594684319226e3,
          7.00332514112805075473e3, 5.55923013010394962768e4)
_ERF_U = (3.35617141647503099647e1, 5.21357949780152679795e2, 4.59432382970980127987e3,
          2.26290000613890934246e4, 4.92673942608635921086e4)
_ERFC_P = (2.46196981473530512524e-10, 5.64189564831068821977e-1, 7.46321056442269912687e0,
           4.86371970985681366614e1, 1.96520832956077098242e2, 5.26445194995477358631e2,
           9.34528527171957607540e2, 1.02755188689515710272e3, 5.57535335369399327526e2)
_ERFC_Q = (1.32281951154744992508e1, 8.67072140885989742329e1, 3.54937778887819891062e2,
           9.75708501743205489753e2, 1.82390916687909736289e3, 2.24633760818710981792e3,
           1.65666309194161350182e3, 5.57535340817727675546e2)
_ERFC_R = (5.64189583547755073984e-1, 1.27536670759978104416e0, 5.01905042251180477414e0,
           6.16021097993053585195e0, 7.40974269950448939160e0, 2.97886665372100240670e0)
_ERFC_S = (2.26052863220117276590e0, 9.39603524938001434673e0, 1.20489539808096656605e1,
           1.70814450747565897222e1, 9.60896809063285878198e0, 3.36907645100081516050e0)


def _polevl(z, coefficients, monic=False):
    """Horner's rule in place (Cephes' polevl; p1evl with ``monic``: a leading coefficient 1 not listed)."""
    out = z + coefficients[0] if monic else z * coefficients[0] + coefficients[1]
    for c in coefficients[1 if monic else 2:]:
        out *= z
        out += c
    return out


def _erfc_tail(xp, ax):
    """erfc of ax >= 1 (float64): exp(-ax^2) P/Q below 8, R/S above; 0 for inf, nan for nan."""
    with _quiet(xp):
        ax = xp.minimum(ax, 30.0)  # erfc(30) underflows to 0 as erfc(inf) does; the rationals stay finite
        far = ax >= 8.0
        ratio = _polevl(ax, _ERFC_P) / _polevl(ax, _ERFC_Q, True)
        if far.any():
            ratio = xp.where(far, _polevl(ax, _ERFC_R) / _polevl(ax, _ERFC_S, True), ratio)
        # exp(-ax^2) as exp(-m^2) exp(-(2 m f + f^2)), ax = m + f with m on a 1/128 grid: m^2 is exact, so
        # the tail keeps its relative precision where ax^2 rounded would lose ax^2 ulps (Cephes' expx2)
        m = xp.floor(ax * 128.0 + 0.5) / 128.0
        f = ax - m
        return xp.exp(-m * m) * xp.exp(-(2.0 * m + f) * f) * ratio


def _erf_parts(xp, a, erfc=True):
    """(erf, erfc) of ``a`` in float64 by Cephes' approximations (erfc None unless asked for): the |x| < 1
    rational over every element (the common case: no gathering), then the tail's over those at or past 1."""
    x = a.astype("float64").reshape(-1)
    with _quiet(xp):
        z = x * x
        out_erf = _polevl(z, _ERF_T)
        out_erf *= x
        out_erf /= _polevl(z, _ERF_U, True)
    out_erfc = 1.0 - out_erf if erfc else None
    large = xp.flatnonzero(~(xp.abs(x) < 1.0))  # nan included: it comes out nan
    if large.size:
        xl = x[large]
        tail = _erfc_tail(xp, xp.abs(xl))
        negative = xl < 0
        out_erf[large] = xp.where(negative, tail - 1.0, 1.0 - tail)
        if erfc:
            out_erfc[large] = xp.where(negative, 2.0 - tail, tail)
    return out_erf.reshape(a.shape), (out_erfc.reshape(a.shape) if erfc else None)


class _quiet:
    def __init__(self, xp):
        self.state = xp.errstate(over="ignore", invalid="ignore", divide="ignore") if hasattr(xp, "errstate") \
            else None

    def __enter__(self):
        if self.state is not None:
            self.state.__enter__()

    def __exit__(self, *exc):
        if self.state is not None:
            self.state.__exit__(*exc)


@_in_blocks
def erf(xp, a):
    return _erf_parts(xp, a, erfc=False)[0].astype(a.dtype)


@_in_blocks
def erfc(xp, a):
    return _erf_parts(xp, a)[1].astype(a.dtype)


# fdlibm's erf (Sun Microsystems, freely granted; glibc's s_erf.c), for erfinv's Newton steps; coefficients
# from the highest power down, as _polevl takes them.
_ERX = 8.45062911510467529297e-01
_ERF_PP = (-2.37630166566501626084e-05, -5.77027029648944159157e-03, -2.84817495755985104766e-02,
           -3.25042107247001499370e-01, 1.28379167095512558561e-01)
_ERF_QQ = (-3.96022827877536812320e-06, 1.32494738004321644526e-04, 5.08130628187576562776e-03,
           6.50222499887672944485e-02, 3.97917223959155352819e-01, 1.0)
_ERF_PA = (-2.16637559486879084300e-03, 3.54783043256182359371e-02, -1.10894694282396677476e-01,
           3.18346619901161753674e-01, -3.72207876035701323847e-01, 4.14856118683748331666e-01,
           -2.36211856075265944077e-03)
_ERF_QA = (1.19844998467991074170e-02, 1.36370839120290507362e-02, 1.26171219808761642112e-01,
           7.18286544141962662868e-02, 5.40397917702171048937e-01, 1.06420880400844228286e-01, 1.0)
_ERF_RA = (-9.81432934416914548592e+00, -8.12874355063065934246e+01, -1.84605092906711035994e+02,
           -1.62396669462573470355e+02, -6.23753324503260060396e+01, -1.05586262253232909814e+01,
           -6.93858572707181764372e-01, -9.86494403484714822705e-03)
_ERF_SA = (-6.04244152148580987438e-02, 6.57024977031928170135e+00, 1.08635005541779435134e+02,
           4.29008140027567833386e+02, 6.45387271733267880336e+02, 4.34565877475229228821e+02,
           1.37657754143519042600e+02, 1.96512716674392571292e+01, 1.0)
_ERF_RB = (-4.83519191608651397019e+02, -1.02509513161107724954e+03, -6.37566443368389627722e+02,
           -1.60636384855821916062e+02, -1.77579549177547519889e+01, -7.99283237680523006574e-01,
           -9.86494292470009928597e-03)
_ERF_SB = (-2.24409524465858183362e+01, 4.74528541206955367215e+02, 2.55305040643316442583e+03,
           3.19985821950859553908e+03, 1.53672958608443695994e+03, 3.25792512996573918826e+02,
           3.03380607434824582924e+01, 1.0)
_ERF_RA_END = 2.857177734375  # high word 0x4006DB6E: below it the first rational of the tail


def _erf_residual(xp, x, y, ay):
    """erf(x) - y for x, y of one sign, from fdlibm's erf (glibc's s_erf.c) with the subtraction taken
    before the rounding errors: (x - y) + x R(x^2) below 0.84375 (x - y exact: x / y lies within [0.5, 2]),
    (erx - |y|) + P/Q below 1.25, (1 - |y|) - erfc(|x|) above (1 - |y| exact, erfc to its relative
    precision), so the residual is accurate to a fraction of y's ulp and near +-1 where erf(x) rounds
    to 1. Each range on its elements only."""
    z = x * x
    out = x * (_polevl(z, _ERF_PP) / _polevl(z, _ERF_QQ))
    out += x - y
    ax = xp.abs(x)
    rest = xp.flatnonzero(ax >= 0.84375)  # nan stays nan
    if rest.size:
        ar, yr = ax[rest], ay[rest]
        res = xp.empty_like(ar)
        near = ar < 1.25
        idx = xp.flatnonzero(near)
        if idx.size:
            s = ar[idx] - 1.0
            res[idx] = (_ERX - yr[idx]) + _polevl(s, _ERF_PA) / _polevl(s, _ERF_QA)
        idx = xp.flatnonzero(~near)
        if idx.size:
            af = xp.minimum(ar[idx], 27.0)  # erfc underflows to 0 from ~26.6
            s = 1.0 / (af * af)
            ratio = xp.where(af < _ERF_RA_END, _polevl(s, _ERF_RA) / _polevl(s, _ERF_SA),
                             _polevl(s, _ERF_RB) / _polevl(s, _ERF_SB))
            zf = (af.view(xp.uint64) & xp.uint64(0xFFFFFFFF00000000)).view(xp.float64)
            tail = xp.exp(-zf * zf - 0.5625) * xp.exp((zf - af) * (zf + af) + ratio) / af  # erfc(|x|)
            res[idx] = (1.0 - yr[idx]) - tail
        res *= xp.copysign(1.0, y[rest])
        out[rest] = res
    return out, z


# Pavlis' rational approximation of erfinv (PyTorch's calc_erfinv's start), highest power first
_ERFINV_A = (-0.140543331, 0.914624893, -1.645349621, 0.886226899)
_ERFINV_B = (0.012229801, -0.329097515, 1.442710462, -2.118377725)
_ERFINV_C = (1.641345311, 3.429567803, -1.624906493, -1.970840454)
_ERFINV_D = (1.637067800, 3.543889200)


@_in_blocks
def erfinv(xp, a):
    """erfinv in float64, as accurate as PyTorch's (MKL's vdErfInv, within an ulp): Pavlis' rational
    approximation (|y| <= 0.7, then in sqrt(-log((1 - |y|) / 2)), evaluated only there) and Newton steps
    on an accurate residual (_erf_residual); +-inf at +-1, nan beyond. Float32 and below round it."""
    single = a.dtype.itemsize <= 4
    y = a.astype("float64").reshape(-1)
    with _quiet(xp):
        ay = xp.abs(y)
        # the start in float32 for float32 and below (a start: one Newton step squares its error)
        ys = a.astype("float32").reshape(-1) if single else y
        ays = xp.abs(ys) if single else ay
        z = ys * ys
        dem = _polevl(z, _ERFINV_B)
        dem *= z
        dem += 1.0
        x = _polevl(z, _ERFINV_A)
        x *= ys
        x /= dem
        tail = xp.flatnonzero(~(ays <= 0.7))  # nan included: it stays nan
        if tail.size:
            zt = xp.sqrt(-xp.log((1.0 - ays[tail]) / 2.0))
            dem = _polevl(zt, _ERFINV_D)
            dem *= zt
            dem += 1.0
            x[tail] = xp.copysign(_polevl(zt, _ERFINV_C), ys[tail]) / dem
        x = x.astype("float64")
        # Newton's error squares times ~x a step: two steps leave the float64 result within an ulp but
        # for |y| near 1, where Pavlis' start is poorer, which take a third; one (and a second near 1)
        # suffice for float32 and below. The step: (erf(x) - y) sqrt(pi)/2 exp(x^2).
        schedule = (None, 0.999) if single else (None, None, 0.9999)
        for bound in schedule:
            if bound is None:
                step, deriv = _erf_residual(xp, x, y, ay)
            else:
                idx = xp.flatnonzero(ay > bound)
                if not idx.size:
                    continue
                step, deriv = _erf_residual(xp, x[idx], y[idx], ay[idx])
            xp.exp(deriv, out=deriv)
            step *= deriv
            step *= _SQRT_PI / 2.0
            if bound is None:
                x -= step
            else:
                x[idx] -= step
        ends = xp.flatnonzero(ay == 1.0)
        if ends.size:
            x[ends] = xp.copysign(xp.inf, y[ends])
    return x.reshape(a.shape).astype(a.dtype)


# -- the gamma family: lgamma (libm's accuracy), digamma / trigamma / polygamma as ATen computes them
# (aten/src/ATen/native/Math.h: Cephes' psi, ATen's trigamma, Cephes' Hurwitz zeta), so values and
# gradients agree with PyTorch's to rounding.

# lgamma: fdlibm's e_lgamma_r.c (Sun Microsystems, freely granted; glibc's for x > 0), within an ulp in
# float64; coefficients from the highest power down, as _polevl takes them.
_LG_A_EVEN = (2.52144565451257326939e-05, 2.20862790713908385557e-04, 1.19270763183362067845e-03,
              7.38555086081402883957e-03, 6.73523010531292681824e-02, 7.72156649015328655494e-02)
_LG_A_ODD = (4.48640949618915160150e-05, 1.08011567247583939954e-04, 5.10069792153511336608e-04,
             2.89051383673415629091e-03, 2.05808084325167332806e-02, 3.22467033424113591611e-01)
_LG_T_0 = (3.15632070903625950361e-04, -1.40346469989232843813e-03, 6.10053870246291332635e-03,
           -3.27885410759859649565e-02, 4.83836122723810047042e-01)
_LG_T_1 = (-3.12754168375120860518e-04, 8.81081882437654011382e-04, -3.68452016781138256760e-03,
           1.79706750811820387126e-02, -1.47587722994593911752e-01)
_LG_T_2 = (3.35529192635519073543e-04, -5.38595305356740546715e-04, 2.25964780900612472250e-03,
           -1.03142241298341437450e-02, 6.46249402391333854778e-02)
_LG_U = (1.33810918536787660377e-02, 2.28963728064692451092e-01, 9.77717527963372745603e-01,
         1.45492250137234768737e+00, 6.32827064025093366517e-01, -7.72156649015328655494e-02)
_LG_V = (3.21709242282423911810e-03, 1.04222645593369134254e-01, 7.69285150456672783825e-01,
         2.12848976379893395361e+00, 2.45597793713041134822e+00, 1.0)
_LG_S = (3.19475326584100867617e-05, 1.84028451407337715652e-03, 2.66422703033638609560e-02,
         1.46350472652464452805e-01, 3.25778796408930981787e-01, 2.14982415960608852501e-01,
         -7.72156649015328655494e-02)
_LG_R = (7.32668430744625636189e-06, 7.77942496381893596434e-04, 1.86459191715652901344e-02,
         1.71933865632803078993e-01, 7.21935547567138069525e-01, 1.39200533467621045958e+00, 1.0)
_LG_W = (-1.63092934096575273989e-03, 8.36339918996282139126e-04, -5.95187557450339963135e-04,
         7.93650558643019558500e-04, -2.77777777728775536470e-03, 8.33333333333329678849e-02)
_LG_W0 = 4.18938533204672725052e-01
_LG_TC = 1.46163214496836224576e+00  # where gamma is least; lgamma there is tf + tt
_LG_TF = -1.21486290535849611461e-01
_LG_TT = -3.63867699703950536541e-18
_FLOAT32_LGAMMA_INF = 4.0371103180829464e+36  # float32 0x7c42613a: PyTorch's (Sleef's) float lgamma is inf from it


def _lgamma_fdlibm(xp, x):
    """lgamma of x > 0 (flat float64, finite): below 2 a minimax polynomial or rational around 1, 1.46 or
    2 after -log(x) below 0.9; the rational in frac(x) times log((y+2)...(y+i-1)) from 2 to 8;
    (x - 1/2)(log x - 1) + w(1/x) from 8; x (log x - 1) from 2^58. Each range only on its elements."""
    out = xp.empty_like(x)
    big = xp.flatnonzero(x >= 8.0)
    if big.size:
        xb = x[big]
        z = 1.0 / xb
        w = _polevl(z * z, _LG_W)
        w *= z
        w += _LG_W0
        t = xp.log(xb)
        t -= 1.0
        r = (xb - 0.5) * t
        r += w
        huge = xp.flatnonzero(xb >= 2.8823037615171174e+17)  # 2^58
        if huge.size:
            r[huge] = xb[huge] * t[huge]
        out[big] = r
    mid = xp.flatnonzero((x >= 2.0) & (x < 8.0))
    if mid.size:
        xm = x[mid]
        i = xp.floor(xm)
        y = xm - i
        r = y * _polevl(y, _LG_S)
        r /= _polevl(y, _LG_R)
        r += 0.5 * y
        z = xp.where(i > 6.0, y + 6.0, 1.0)  # (y + 2) ... (y + i - 1), from the top as fdlibm
        for k in (5.0, 4.0, 3.0, 2.0):
            z *= xp.where(i > k, y + k, 1.0)
        r += xp.log(z)
        out[mid] = r
    small = xp.flatnonzero(x < 2.0)
    if small.size:
        xs = x[small]
        low = xs < 0.9000000953674316  # high word <= 0x3feccccc: lgamma(x) = lgamma(x + 1) - log(x)
        r = xp.where(low, -xp.log(xs), 0.0)
        first = xp.where(low, xs >= 0.7315998077392578, xs >= 1.7316312789916992)
        second = ~first & xp.where(low, xs >= 0.23163998126983643, xs >= 1.2316322326660156)
        third = ~(first | second)
        idx = xp.flatnonzero(first)  # around 1 (or 2): y = 1 - x (or 2 - x)
        if idx.size:
            y = xp.where(low[idx], 1.0, 2.0) - xs[idx]
            z = y * y
            p = y * _polevl(z, _LG_A_EVEN) + z * _polevl(z, _LG_A_ODD)
            r[idx] += p - 0.5 * y
        idx = xp.flatnonzero(second)  # around the minimum tc: y = x - tc (x + 1 - tc)
        if idx.size:
            y = xs[idx] - xp.where(low[idx], _LG_TC - 1.0, _LG_TC)
            z = y * y
            w = z * y
            p = z * _polevl(w, _LG_T_0) - (_LG_TT - w * (_polevl(w, _LG_T_1) + y * _polevl(w, _LG_T_2)))
            r[idx] += _LG_TF + p
        idx = xp.flatnonzero(third)  # y = x (x - 1)
        if idx.size:
            y = xs[idx] - xp.where(low[idx], 0.0, 1.0)
            r[idx] += -0.5 * y + y * _polevl(y, _LG_U) / _polevl(y, _LG_V)
        tiny = xp.flatnonzero(xs < 8.470329472543003e-22)  # 2^-70: -log(x)
        if tiny.size:
            r[tiny] = -xp.log(xs[tiny])
        out[small] = r
    return out


def _abs_sin(xp, a):
    """|sin(a)| (float64) as sqrt(tan^2 / (1 + tan^2)): NumPy's float64 tan is vectorised, its sin is not
    (15x slower); within 3 ulps of sin, so for results rounded to float32 (the same roundings in tests)."""
    t = xp.tan(a)
    t *= t
    out = t / (t + 1.0)
    return xp.sqrt(out, out=out)


@_in_blocks
def lgamma(xp, a):
    """log|gamma(x)|: fdlibm's lgamma of |x|, and for negative x its reflection
    log(pi / |x sin(pi x)|) - lgamma(-x) (sin(pi x) from x's distance to the nearest integer); inf at the
    poles (0 and the negative integers) and at +-inf. Float32 and below round the float64 result."""
    x = a.astype("float64").reshape(-1)
    with _quiet(xp):
        ax = xp.abs(x)
        finite = xp.flatnonzero((ax > 0) & (ax < math.inf))
        if finite.size == x.size:  # the common case: no gathering
            out = _lgamma_fdlibm(xp, ax)
        else:
            out = xp.full_like(x, math.inf)
            if finite.size:
                out[finite] = _lgamma_fdlibm(xp, ax[finite])
            out[xp.flatnonzero(xp.isnan(x))] = math.nan
        neg = xp.flatnonzero((x < -8.470329472543003e-22) & (x > -math.inf))  # above: -log|x|, as fdlibm
        if neg.size:
            xn = x[neg]
            r = math.pi * (xn - xp.round(xn))
            s = (_abs_sin(xp, r) if a.dtype.itemsize < 8 or a.dtype.kind != "f" else xp.abs(xp.sin(r))) * xp.abs(xn)
            out[neg] = xp.where(s == 0, math.inf, xp.log(math.pi / s) - out[neg])
        if a.dtype.kind != "f" or a.dtype.itemsize < 8:
            out[xp.flatnonzero(x >= _FLOAT32_LGAMMA_INF)] = math.inf
    return out.reshape(a.shape).astype(_float_of(a))


def _float_of(a):
    return a.dtype if a.dtype.kind == "f" else "float32"


_PSI_A = (8.33333333333333333333E-2, -2.10927960927960927961E-2, 7.57575757575757575758E-3,
          -4.16666666666666666667E-3, 3.96825396825396825397E-3, -8.33333333333333333333E-3,
          8.33333333333333333333E-2)
_PSI_10 = 2.25175258906672110764


def _digamma(xp, x):
    """ATen's calc_digamma in x's precision (float32 or float64, as ATen's float and double versions):
    the reflection digamma(1 - x) - pi / tan(pi frac(x)) (in double) below 0, the recurrence
    digamma(y) = digamma(y + 1) - 1/y up to 10 (at most ten steps, only on the elements below 10),
    then log(y) - 1/(2y) - the asymptotic series; +-inf at +-0, nan at the negative integers."""
    dt = x.dtype
    one = dt.type(1)
    shape, x = x.shape, x.reshape(-1)
    y = x.copy()
    neg = xp.flatnonzero(x < 0)
    if neg.size:
        y[neg] = one - x[neg]
    zero = xp.flatnonzero(x == 0)
    y[zero] = one
    result = xp.zeros_like(y)
    low = xp.flatnonzero(y < 10)
    if low.size:
        yl, rl = y[low], result[low]
        for _ in range(10):  # y + 1 >= 1 and rounds up to each integer: ten steps reach 10
            below = yl < 10
            step = one / yl
            step *= below
            rl -= step
            yl += below
        y[low], result[low] = yl, rl
    z = one / (y * y)
    tail = _polevl(z, _PSI_A)
    tail *= z
    tail *= y < 1.0e17  # the series is dropped there (z finite, so no 0 * inf)
    out = _log_in(xp, y)
    out += result
    out -= 0.5 / y
    out -= tail
    ten = xp.flatnonzero(y == 10)
    if ten.size:
        out[ten] = result[ten] + dt.type(_PSI_10)
    if neg.size:
        xn = x[neg].astype("float64")
        whole = xn == xp.trunc(xn)
        reflection = (math.pi / xp.tan(math.pi * (xn - xp.trunc(xn)))).astype(dt)
        out[neg] = xp.where(whole, dt.type(math.nan), out[neg] - reflection)
    if zero.size:
        out[zero] = xp.copysign(dt.type(math.inf), -x[zero])
    return out.reshape(shape)


def _log_in(xp, y):
    """log of y in its precision: float64's, or float64's rounded for float32 (libm's logf rounds
    correctly but in rare cases; NumPy's float32 log is several ulps off)."""
    return xp.log(y) if y.dtype.itemsize == 8 else xp.log(y.astype("float64")).astype(y.dtype)


def _digamma64(xp, x):
    """digamma in float64 (the distributions' gradients)."""
    with _quiet(xp):
        return _digamma(xp, xp.asarray(x, dtype="float64"))


def _trigamma(xp, x):
    """ATen's trigamma in x's precision (float32 or float64): the reflection -pi^2 / sin^2(pi x) with
    1 - x below 0.5, six recurrence steps, the asymptotic series."""
    dt = x.dtype
    f = dt.type
    one = f(1)
    shape, x = x.shape, x.reshape(-1)
    y = x.copy()
    result = xp.zeros_like(y)
    small = xp.flatnonzero(x < 0.5)
    if small.size:
        xs = x[small]
        if dt.itemsize == 8:
            s = xp.sin(math.pi * xs)
            pi2 = math.pi * math.pi
        else:  # sinf(pi_f * x) (its square: the sign drops), pi_f * pi_f in float
            s = _abs_sin(xp, (f(math.pi) * xs).astype("float64")).astype(dt)
            pi2 = f(math.pi) * f(math.pi)
        result[small] = f(0) - pi2 / (s * s)
        y[small] = one - xs
    for _ in range(6):
        result += one / (y * y)
        y += one
    ixx = one / (y * y)
    series = ixx * (one / f(30) - ixx * (one / f(42)))
    series = ixx * (one / f(6) - series)
    series += one + one / (f(2) * y)
    result += series / y
    if small.size:
        result[small] = -result[small]
    return result.reshape(shape)


def _special_dtype(a):
    """The precision ATen computes a special function in: float for float32 and the half types, double
    for float64."""
    return "float64" if a.dtype.itemsize == 8 and a.dtype.kind == "f" else "float32"


_ZETA_A = (12.0, -720.0, 30240.0, -1209600.0, 47900160.0, -1.8924375803183791606e9, 7.47242496e10,
           -2.950130727918164224e12, 1.1646782814350067249e14, -4.5979787224074726105e15,
           1.8152105401943546773e17, -7.1661652561756670113e18)
_MACHEP = 1.11022302462515654042E-16


def _zeta(xp, s, q):
    """Cephes' Hurwitz zeta(s, q) as ATen's zeta (a Python float s, an array q): the direct sum until
    a term is negligible or q + i > 9 after 9 terms, then the Euler-Maclaurin tail."""
    if s == 1:
        return xp.full(q.shape, xp.inf)
    if s < 1:
        return xp.full(q.shape, xp.nan)
    res = xp.full(q.shape, xp.nan)
    pole = (q <= 0) & (q == xp.floor(q))
    res = xp.where(pole, xp.inf, res)
    active = ~pole & ~xp.isnan(q)
    if s != math.floor(s):
        active = active & ~(q <= 0)
    q = xp.where(active, q, 1.0)
    total = q ** -s
    a, b, i = q, xp.zeros_like(q), 0
    while True:
        go = active & ((i < 9) | (a <= 9.0))
        if not bool(go.any()):
            break
        i += 1
        a = xp.where(go, a + 1.0, a)
        b = xp.where(go, a ** -s, b)
        total = xp.where(go, total + b, total)
        done = go & (-_MACHEP * total < b) & (b < _MACHEP * total)
        res = xp.where(done, total, res)
        active = active & ~done
    w = a
    total = total + b * w / (s - 1.0)
    total = total - 0.5 * b
    fa, k = 1.0, 0.0
    for c in _ZETA_A:
        fa *= s + k
        b = b / w
        t = fa * b / c
        total = xp.where(active, total + t, total)
        done = active & (xp.abs(t / total) < _MACHEP)
        res = xp.where(done, total, res)
        active = active & ~done
        k += 1.0
        fa *= s + k
        b = b / w
        k += 1.0
    return xp.where(active, total, res)


@_in_blocks
def digamma(xp, a):
    with _quiet(xp):
        return _digamma(xp, a.astype(_special_dtype(a))).astype(_float_of(a))


def polygamma(xp, n, a):
    if n < 0:
        raise RuntimeError("polygamma(n, x) does not support negative n.")
    with _quiet(xp):
        if n == 0:
            out = _digamma(xp, a.astype(_special_dtype(a)))
        elif n == 1:
            out = _trigamma(xp, a.astype(_special_dtype(a)))
        else:
            x = a.astype("float64")
            try:
                factorial = math.exp(math.lgamma(n + 1.0))
            except OverflowError:
                factorial = math.inf
            out = (1.0 if n % 2 else -1.0) * factorial * _zeta(xp, float(n + 1), x)
    return out.astype(_float_of(a))


def mvlgamma(xp, a, p):
    """The multivariate log-gamma of dimension p: sum_i lgamma(x - i/2) + p (p - 1) / 4 log(pi)."""
    if p < 1:
        raise RuntimeError("p has to be greater than or equal to 1")
    x = a.astype("float64")
    args = xp.arange(-p * 0.5 + 0.5, 0.5, 0.5)
    out = lgamma(xp, x[..., None] + args).sum(-1) + p * (p - 1) * math.log(math.pi) * 0.25
    return out.astype(_float_of(a))


def rounding(xp, a, fn, name):
    """floor/ceil/round/trunc: integers are returned unchanged, as in PyTorch; bools are refused."""
    if a.dtype.kind == "b":
        raise NotImplementedError(f"\"{name}_vml_cpu\" not implemented for 'Bool'")
    if a.dtype.kind in "iu":
        return a.copy()
    return fn(a)


def sign(xp, a):
    if a.dtype.kind == "f":  # PyTorch's (0 < x) - (x < 0): nan has sign 0, not nan
        return (a > 0).astype(a.dtype) - (a < 0)
    return a.copy() if a.dtype.kind == "b" else xp.sign(a)


def sub_check(a, b):
    """ATen's sub_check, on the operands before promotion (a bool and an int make an int, still refused)."""
    if a.dtype is not _BOOL and (b.dtype is not _BOOL if hasattr(b, "dtype") else type(b) is not bool):
        return  # (NumPy's dtypes of the built-in types are singletons)
    bools = _is_bool(a) + _is_bool(b)
    if bools == 2:
        raise RuntimeError("Subtraction, the `-` operator, with two bool tensors is not supported. "
                           "Use the `^` or `logical_xor()` operator instead.")
    if bools:
        raise RuntimeError("Subtraction, the `-` operator, with a bool tensor is not supported. If you are trying "
                           "to invert a mask, use the `~` or `logical_not()` operator instead.")


_BOOL = backends.cpu.xp.dtype(bool)


def _is_bool(x):
    return x.dtype.kind == "b" if hasattr(x, "dtype") else isinstance(x, bool)


def alpha_times(a, b, alpha):
    """``b * alpha`` for add/sub/rsub with operand ``a`` (alpha not the int 1), after PyTorch's alpha_check
    against the result's type: a float alpha needs a floating result, a bool one a bool result."""
    if type(alpha) is float and type(a) is _NUMPY_ARRAY and a.dtype.kind == "f":  # an optimizer's step
        return b * alpha

    def kind(x):
        return x.dtype.kind if hasattr(x, "dtype") else "b" if isinstance(x, bool) else \
            "i" if isinstance(x, numbers.Integral) else "f"
    kinds = kind(a) + kind(b)
    if isinstance(alpha, bool) and kinds != "bb":
        raise RuntimeError("Boolean alpha only supported for Boolean results.")
    if not isinstance(alpha, numbers.Integral) and "f" not in kinds and "c" not in kinds:
        raise RuntimeError("For integral input tensors, argument alpha must not be a floating point number.")
    return b * alpha


def integer_power_check(base, exponent):
    """ATen's pow with a Scalar exponent: an integer or bool base refuses a negative integer exponent. Run before
    promotion, which would wrap ``-1`` into an unsigned dtype's range."""
    if (base.dtype.kind in "biu" and isinstance(exponent, numbers.Integral) and not isinstance(exponent, bool)
            and exponent < 0):
        raise RuntimeError("Integers to negative integer powers are not allowed.")


def pow_scalar(xp, base, exponent):
    """pow with a Scalar exponent. A floating base takes ATen's special cases (pow_tensor_scalar_kernel):
    2 and 3 as products, -2 as the reciprocal of the square, 0.5 / -0.5 / -1 as sqrt / 1/sqrt /
    reciprocal. They give PyTorch's bits (``x**3`` rounds twice, as PyTorch's; libm's pow once),
    its signed zeros and nans (``(-0.0)**0.5`` is -0.0, ``(-inf)**0.5`` nan) and skip the general
    pow, ~40x slower on float32."""
    if base.dtype.kind == "f":
        if exponent == 2:
            return xp.multiply(base, base)
        if exponent == 3:
            return xp.multiply(xp.multiply(base, base), base)
        if exponent == -2:
            return xp.reciprocal(xp.multiply(base, base))
        if exponent == 0.5:
            return xp.sqrt(base)
        if exponent == -0.5:
            return xp.reciprocal(xp.sqrt(base))
        if exponent == -1:
            return xp.reciprocal(base)
    return xp.power(base, exponent)


def power(xp, base, exponent):
    """pow with a tensor exponent. An integer base to a negative integer exponent, which NumPy refuses, is
    PyTorch's integer result: 1 for base 1, +-1 for base -1 (by the exponent's parity), else 0."""
    try:
        return xp.power(base, exponent)
    except ValueError:
        if not (_integral(base) and _integral(exponent)):
            raise
    negative = exponent < 0
    out = xp.power(base, xp.where(negative, 0, exponent))
    odd_sign = xp.where(exponent % 2 == 0, 1, -1)
    small = xp.where(base == 1, 1, xp.where(base == -1, odd_sign, 0))
    return xp.where(negative, small, out).astype(out.dtype)


def _integral(x):
    kind = getattr(x, "dtype", None)
    return kind.kind in "iu" if kind is not None else isinstance(x, numbers.Integral) and not isinstance(x, bool)


def bitwise_not(xp, a):
    if a.dtype.kind not in "biu":
        raise NotImplementedError(f"\"bitwise_not_cpu\" not implemented for '{_type_name(a)}'")
    return xp.invert(a)


def round_decimals(xp, a, decimals):
    if a.dtype.kind not in "fc":
        raise NotImplementedError(f"\"round_cpu\" not implemented for '{_type_name(a)}'")
    return xp.round(a, decimals)


def frac(xp, a):
    if a.dtype.kind != "f":
        raise NotImplementedError(f"\"frac_cpu\" not implemented for '{_type_name(a)}'")
    return a - xp.trunc(a)


def _check_integer_divisor(a, b):
    """Integer division by zero raises in PyTorch (NumPy gives 0 and a warning)."""
    kind = getattr(a, "dtype", None)
    kind = kind.kind if kind is not None else ("i" if isinstance(a, int) else "f")
    if kind in "biu" and getattr(b, "dtype", None) is not None and b.dtype.kind in "biu" and bool((b == 0).any()) \
            or kind in "biu" and isinstance(b, int) and b == 0:
        raise RuntimeError("ZeroDivisionError")


def heaviside(xp, a, values):
    if a.dtype != values.dtype:
        raise RuntimeError("heaviside is not yet implemented for tensors with different dtypes.")
    return xp.heaviside(a, values).astype(a.dtype, copy=False)


def fmod(xp, a, b):
    _check_integer_divisor(a, b)
    return xp.fmod(a, b)


def floor_divide(xp, a, b):
    _check_integer_divisor(a, b)
    return xp.floor_divide(a, b)


def remainder(xp, a, b):
    """ATen's remainder: for floats ``fmod(a, b)``, plus ``b`` where that is nonzero and of the other sign than
    ``b``. A zero result keeps the sign fmod gives it (the dividend's: ``0. % -2`` is +0, ``-2. % 2`` is -0),
    where NumPy's remainder, as Python's ``%``, gives the divisor's sign."""
    _check_integer_divisor(a, b)
    if xp.result_type(a, b).kind != "f":
        return xp.remainder(a, b)
    mod = xp.fmod(a, b)
    return xp.where((mod != 0) & ((xp.asarray(b) < 0) != (mod < 0)), mod + b, mod)


_BITWISE = {"bitwise_xor": "bitwise_xor", "lshift": "left_shift", "rshift": "right_shift"}


def bitwise(xp, name, a, b):
    """and, or, xor and the shifts: integers and bools only, as PyTorch (``"lshift_cpu" not implemented for 'Float'``).
    A shift by the width or more gives 0 (-1 for a negative number shifted right), as PyTorch's."""
    for x in (a, b):
        if getattr(x, "dtype", None) is not None and x.dtype.kind not in "biu":
            raise NotImplementedError(f"\"{name}_cpu\" not implemented for '{_type_name(x)}'")
    if name in ("bitwise_and", "bitwise_or", "bitwise_xor"):
        return getattr(xp, name)(a, b)
    out = getattr(xp, _BITWISE[name])(a, b)
    bits = out.dtype.itemsize * 8
    if out.dtype.kind != "b":
        wide = xp.asarray(b) >= bits
        if bool(wide.any()):
            out = xp.where(wide, (xp.asarray(a) < 0) * -1 if name == "rshift" else 0, out).astype(out.dtype)
    return out


def div_mode(xp, a, b, rounding_mode):
    if rounding_mode is None:
        dtype = _float_dtype(a)
        return xp.true_divide(a, b).astype(dtype, copy=False)
    if rounding_mode in ("floor", "trunc"):
        _check_integer_divisor(a, b)
    if rounding_mode == "floor":
        return xp.floor_divide(a, b)
    if rounding_mode == "trunc":
        if a.dtype.kind in "biu":
            q = xp.floor_divide(a, b)
            return q + ((xp.remainder(a, b) != 0) & ((a < 0) != (xp.asarray(b) < 0)))
        return xp.trunc(xp.true_divide(a, b)).astype(a.dtype, copy=False)
    raise RuntimeError(f"div expected rounding_mode to be one of None, 'trunc', or 'floor' but found "
                       f"'{rounding_mode}'")


def lerp(xp, a, end, weight):
    """``a + weight * (end - a)`` in ATen's two halves (exact at both ends). ATen's checks: ``end`` (and a
    tensor ``weight`` with dims) of ``a``'s dtype; floating types only."""
    tensor_weight = hasattr(weight, "dtype")
    if end.dtype != a.dtype:
        raise RuntimeError(f"expected dtype {_CPP_TYPE_NAME[a.dtype.name]} for `end` but got dtype "
                           f"{_CPP_TYPE_NAME[end.dtype.name]}")
    if tensor_weight and weight.ndim and weight.dtype != a.dtype:
        raise RuntimeError(f"expected dtype {_CPP_TYPE_NAME[a.dtype.name]} for `weight` but got dtype "
                           f"{_CPP_TYPE_NAME[weight.dtype.name]}")
    if a.dtype.kind not in "fc":
        kernel = "lerp_kernel_tensor" if tensor_weight else "lerp_kernel_scalar"
        raise NotImplementedError(f"\"{kernel}\" not implemented for '{_type_name(a)}'")
    if tensor_weight and weight.dtype != a.dtype:  # a 0-dim weight is read as a number of a's type
        weight = weight.astype(a.dtype)
    diff = end - a
    return xp.where(xp.abs(weight) < 0.5, a + weight * diff, end - diff * (1 - weight))


def addcdiv_check(t1, t2):
    """ATen's refusal of an integer division, on the operands as given (before promotion to self's dtype)."""
    if t1.dtype.kind in "biu" and t2.dtype.kind in "biu":
        raise RuntimeError("Integer division with addcdiv is no longer supported, and in a future  release addcdiv "
                           "will perform a true division of tensor1 and tensor2. The historic addcdiv behavior can be "
                           "implemented as (input + value * torch.trunc(tensor1 / tensor2)).to(input.dtype) for "
                           "integer inputs and as (input + value * tensor1 / tensor2) for float inputs. The future "
                           "addcdiv behavior is just the latter implementation: (input + value * tensor1 / tensor2), "
                           "for all dtypes.")


def addcdiv(xp, a, t1, t2, value):
    addcdiv_check(t1, t2)
    return value * t1 / t2 + a  # ATen's order: (value * t1) / t2, then the add (PyTorch's bits)


def masked_scatter(xp, a, mask, source):
    """``a`` (broadcast with ``mask``) with the masked places filled, in order, from ``source``'s elements."""
    if mask.dtype.kind != "b":
        raise RuntimeError(f"masked_scatter_ only supports boolean masks, but got mask with dtype {_type_name(mask)}")
    if a.dtype != source.dtype:
        raise RuntimeError(f"masked_scatter: expected self and source to have same dtypes but got"
                           f"{_type_name(a)} and {_type_name(source)}")
    check_broadcast(mask.shape, a.shape)  # PyTorch expands (mask, self): a is the mask
    mask, a = xp.broadcast_arrays(mask, a)
    count = int(mask.sum())
    if count > source.size:
        raise RuntimeError("Number of elements of source < number of ones in mask")
    out = a.copy()
    out[mask] = source.reshape(-1)[:count]
    return out


def masked_fill(xp, a, mask, value):
    if mask.dtype.kind != "b":
        raise RuntimeError(f"masked_fill_ only supports boolean masks, but got mask with dtype "
                           f"{_torch_dtype_name(mask)}")
    if hasattr(value, "ndim"):
        if value.ndim != 0:
            raise RuntimeError(f"masked_fill_ only supports a 0-dimensional value tensor, but got tensor with "
                               f"{value.ndim} dimension(s).")
    if mask.shape != a.shape:
        check_broadcast(mask.shape, a.shape)  # ATen's message names the mask first
    return xp.where(mask, xp.asarray(fill_value(value, a.dtype)).astype(a.dtype), a)


def _torch_dtype_name(a):
    """The C++ type's name, as ATen's masked_fill message prints it (typeid on Linux)."""
    return {"int64": "long int", "int32": "int", "float32": "float", "float64": "double", "uint8": "unsigned char",
            "int16": "short int", "int8": "signed char", "float16": "c10::Half"}.get(a.dtype.name, a.dtype.name)


def xlogy(xp, x, y):
    """x * log(y), and 0 where x == 0 (unless y is nan); Python numbers stay weakly typed."""
    with _quiet(xp):
        log_y = xp.log(y) if hasattr(y, "dtype") else _scalar_log(y)
        out = x * log_y
        zero = (x == 0) & ~(xp.isnan(y) if hasattr(y, "dtype") else y != y)
    return xp.where(zero, xp.zeros((), out.dtype), out)


def _scalar_log(v):
    if v > 0:
        return math.log(v)
    return float("-inf") if v == 0 else float("nan")


def _reduce_axis(a, dim):
    d = reduced_dims(dim, a.ndim)
    return d if a.ndim else None


def prod(xp, a, dim, keepdim, dtype):
    if dtype is None and a.dtype.kind in "bui":
        dtype = "int64"
    if _half(a, dtype):
        return xp.prod(a, axis=_reduce_axis(a, dim), keepdims=keepdim, dtype="float32").astype("float16")
    return xp.prod(a, axis=_reduce_axis(a, dim), keepdims=keepdim, dtype=dtype)


def argminmax(xp, a, dim, keepdim, largest=True):
    fn = xp.argmax if largest else xp.argmin
    name = "argmax" if largest else "argmin"
    if a.dtype.kind == "b":
        raise RuntimeError(f"{name}(): does not support bool input")
    if dim is None:
        if a.size == 0:
            raise IndexError(f"{name}(): Expected reduction dim to be specified for input.numel() == 0.")
        out = fn(a)
        return out.reshape((1,) * a.ndim) if keepdim else out
    (d,) = dims(dim, a.ndim)
    if a.ndim == 0:
        return xp.zeros((), "int64")
    if a.shape[d] == 0:
        raise IndexError(f"{name}(): Expected reduction dim {d} to have non-zero size.")
    return fn(a, axis=d, keepdims=keepdim)


def warn_at_caller(message, category=UserWarning):
    """Warn from the first frame outside minitorch, as a warning from PyTorch's C++ points at the Python line
    that called the op (so the default filter shows it once per calling line, not once per kernel)."""
    frame, level = sys._getframe(1), 2  # stacklevel 2: the frame that called warn_at_caller
    while frame is not None and frame.f_globals.get("__name__", "").startswith("minitorch"):
        frame, level = frame.f_back, level + 1
    warnings.warn(message, category, stacklevel=level)


def _check_var_dtype(a):
    if a.dtype.kind != "f":
        raise RuntimeError("std and var only support floating point and complex dtypes")


def var(xp, a, dim, correction, keepdim, op="var"):
    _check_var_dtype(a)
    acc = _acc_type(a, None)
    if acc is not None:  # PyTorch's Welford runs in its acc_type
        return var(xp, a.astype(acc), dim, correction, keepdim, op).astype(a.dtype)
    axis = _reduce_axis(a, dim)
    correction = 1 if correction is None else correction
    n = a.size if axis is None else _count(a.shape, axis)
    if n - correction <= 0:
        warn_at_caller(f"{op}(): degrees of freedom is <= 0. Correction should be strictly less than the reduction "
                       "factor (input numel divided by output numel). (Triggered internally at "
                       "/__w/pytorch/pytorch/aten/src/ATen/native/ReduceOps.cpp:1861.)")
    mean = _mean(a, axis, True)
    with _quiet(xp):
        return (xp.sum((a - mean) ** 2, axis=axis, keepdims=keepdim) / max(n - correction, 0)).astype(a.dtype)


def _count(shape, axis):
    n = 1
    for d in axis:
        n *= shape[d]
    return n


def std(xp, a, dim, correction, keepdim, op="std"):
    acc = _acc_type(a, None)
    if acc is not None:  # the square root of the accumulated variance, rounded once
        return std(xp, a.astype(acc), dim, correction, keepdim, op).astype(a.dtype)
    return xp.sqrt(var(xp, a, dim, correction, keepdim, op))


def var_mean(xp, a, dim, correction, keepdim):
    return var(xp, a, dim, correction, keepdim, "var_mean"), _welford_mean(a, dim, keepdim)


def _welford_mean(a, dim, keepdim):
    """The mean var_mean/std_mean return: their Welford pass's, accumulated in the acc_type."""
    acc = _acc_type(a, None)
    mean = _mean(a if acc is None else a.astype(acc), _reduce_axis(a, dim), keepdim)
    return mean if acc is None else mean.astype(a.dtype)


def std_mean(xp, a, dim, correction, keepdim):
    return std(xp, a, dim, correction, keepdim, "std_mean"), _welford_mean(a, dim, keepdim)


def vector_norm(xp, a, ord, dim, keepdim, dtype):
    if a.dtype.kind != "f":
        raise RuntimeError(f"linalg.vector_norm: Expected a floating point or complex tensor as input. Got "
                           f"{_type_name(a)}")
    if dtype is not None:
        a = a.astype(dtype)
    if _half(a, None):
        return vector_norm(xp, a.astype("float32"), ord, dim, keepdim, None).astype("float16")
    axis = _reduce_axis(a, dim)
    x = xp.abs(a)
    if a.size == 0 and ord < 0:
        raise RuntimeError(f"linalg.vector_norm cannot compute the {ord} norm on an empty tensor because the "
                           "operation does not have an identity")
    if ord == float("inf"):
        return x.max(axis=axis, keepdims=keepdim)
    if ord == float("-inf"):
        return x.min(axis=axis, keepdims=keepdim)
    if ord == 0:
        return xp.sum(x != 0, axis=axis, keepdims=keepdim).astype(a.dtype)
    if ord == 1:
        return x.sum(axis=axis, keepdims=keepdim)
    if ord == 2:
        return xp.sqrt(xp.sum(x * x, axis=axis, keepdims=keepdim))
    with _quiet(xp):
        return xp.sum(x ** ord, axis=axis, keepdims=keepdim) ** (1.0 / ord)


def logsumexp(xp, a, dim, keepdim):
    axis = _reduce_axis(a, dim)
    if a.size == 0:
        return xp.log(xp.sum(xp.exp(a), axis=axis, keepdims=keepdim))
    m = a.max(axis=axis, keepdims=True)
    m = xp.where(xp.isinf(m), 0.0, m).astype(a.dtype)
    with _quiet(xp):
        out = xp.log(xp.sum(xp.exp(a - m), axis=axis, keepdims=True)) + m
    if keepdim:
        return out
    return out.reshape(()) if axis is None else xp.squeeze(out, axis=axis)


def _no_bool_accumulation(op, dtype):
    if dtype is not None and getattr(dtype, "kind", None) == "b":
        raise NotImplementedError(f"\"{op}_out_cpu\" not implemented for 'Bool'")


def cumsum(xp, a, dim, dtype):
    _no_bool_accumulation("cumsum", dtype)
    (d,) = dims(dim, a.ndim)
    if dtype is None and a.dtype.kind in "bui":
        dtype = "int64"
    if a.ndim == 0:
        return a.astype(dtype or a.dtype)
    acc = _acc_type(a, dtype)
    if acc is not None:
        return xp.cumsum(a, axis=d, dtype=acc).astype(dtype or a.dtype)
    return xp.cumsum(a, axis=d, dtype=dtype)


def _acc_type(a, dtype):
    """The dtype PyTorch's CPU kernels accumulate a float result in (its acc_type): float32 for float16,
    float64 for float32, each output rounded once from it; None where it is the result's own. The scans
    (cumsum, cumprod, logcumsumexp) and var/std use it (and matrix_exp, for its accuracy); plain sums stay in
    float32, as PyTorch's do."""
    result = a.dtype if dtype is None else dtype
    char = getattr(result, "char", None) or {"float16": "e", "float32": "f"}.get(result)
    return "float32" if char == "e" else "float64" if char == "f" else None


def cdist(xp, x1, x2, p):
    """The p-norm distance of every row of ``x1`` to every row of ``x2`` (batch dims broadcast)."""
    if p < 0:
        raise RuntimeError("cdist only supports non-negative p values")
    diff = xp.abs(x1[..., :, None, :] - x2[..., None, :, :])
    if diff.shape[-1] == 0:
        return xp.zeros(diff.shape[:-1], x1.dtype)
    if p == 0:
        return (diff != 0).sum(-1).astype(x1.dtype)
    if p == 1:
        return diff.sum(-1)
    if p == 2:
        return xp.sqrt((diff * diff).sum(-1))
    if p == float("inf"):
        return diff.max(-1)
    return ((diff ** p).sum(-1) ** (1.0 / p)).astype(x1.dtype)


def cdist_backward(xp, grad, x1, x2, p, dist):
    """ATen's _cdist_backward: each pair's gradient of its distance, summed over ``x2``'s rows (a
    zero distance, and for p < 1 a zero difference, give 0, PyTorch's subgradient)."""
    diff = x1[..., :, None, :] - x2[..., None, :, :]
    g, d = grad[..., None], dist[..., None]
    with _quiet(xp):
        if p == 0:
            out = xp.zeros_like(diff)
        elif p == 1:
            out = g * xp.sign(diff)
        elif p < 2:
            out = xp.where((d == 0) | ((diff == 0) & (p < 1)), 0,
                           xp.sign(diff) * xp.abs(diff) ** (p - 1) * g / d ** (p - 1))
        elif p == 2:
            out = xp.where(d == 0, 0, g * diff / d)
        elif p == float("inf"):
            out = g * xp.sign(diff) * (xp.abs(diff) == d)
        else:
            out = xp.where(d == 0, 0, g * diff * xp.abs(diff) ** (p - 2) / d ** (p - 1))
    return out.sum(-2).astype(x1.dtype)


def euclidean_dist(xp, x1, x2):
    """ATen's _euclidean_dist: |a|^2 - 2 a.b + |b|^2 as one matmul of padded rows, clamped at 0."""
    x1_norm = (x1 * x1).sum(-1, keepdims=True)
    x2_norm = (x2 * x2).sum(-1, keepdims=True)
    x1_ = xp.concatenate([x1 * -2, x1_norm, xp.ones_like(x1_norm)], -1)
    x2_ = xp.concatenate([x2, xp.ones_like(x2_norm), x2_norm], -1)
    return xp.sqrt(xp.maximum(xp.matmul(x1_, xp.swapaxes(x2_, -1, -2)), 0))


def unfold(xp, a, dim, size, step):
    """Every window of ``size`` elements, ``step`` apart, along ``dim``, as a new last dim: a strided
    view of ``a``'s memory (windows overlap where step < size)."""
    (d,) = dims(dim, a.ndim)
    length = a.shape[d] if a.ndim else 1
    if size > length:
        raise RuntimeError(f"maximum size for tensor at dimension {d} is {length} but size is {size}")
    if size < 0:
        raise RuntimeError(f"size is {size} but must be >= 0")
    if step <= 0:
        raise RuntimeError(f"step is {step} but must be > 0")
    if a.ndim == 0:
        return a.reshape((1,))[:size]
    itemsize = a.itemsize
    strides = [s // itemsize for s in a.strides]
    shape = list(a.shape)
    shape[d] = (length - size) // step + 1
    stride_d = strides[d]
    strides[d] = stride_d * step
    return backends.backend_of(a).as_strided(a, tuple(shape) + (size,), tuple(strides) + (stride_d,))


def unfold_backward(xp, grad, input_sizes, dim, size, step):
    """Each window's gradient added back where the window came from (overlaps sum)."""
    out = xp.zeros(tuple(input_sizes), grad.dtype)
    if out.ndim == 0:
        return grad.reshape(()) if grad.size else out
    (d,) = dims(dim, out.ndim)
    windows = grad.shape[d]
    lead = (_slice(None),) * d
    for k in range(size):  # the k-th element of every window: one strided slice, no overlaps within it
        out[lead + (_slice(k, k + step * (windows - 1) + 1, step),)] += grad[..., k]
    return out


def unique_consecutive(xp, a, return_inverse, return_counts, dim):
    """Each run of equal elements (or of equal slices along ``dim``) kept once: (output, inverse, counts),
    the last two empty unless asked for, as ATen's unique_consecutive."""
    if dim is None:
        flat = a.reshape(-1)
        starts = xp.concatenate([xp.ones(builtins.min(flat.size, 1), bool), flat[1:] != flat[:-1]])
        output = flat[starts]
        inverse_shape = a.shape
    else:
        (d,) = dims(dim, a.ndim)
        rows = xp.moveaxis(a, d, 0)
        flat = rows.reshape(rows.shape[0], -1)
        changed = (flat[1:] != flat[:-1]).any(axis=1) if flat.shape[1] else xp.zeros(builtins.max(flat.shape[0] - 1, 0), bool)
        starts = xp.concatenate([xp.ones(builtins.min(flat.shape[0], 1), bool), changed])
        output = xp.moveaxis(rows[starts], 0, d)
        inverse_shape = (a.shape[d],)
    empty = xp.zeros((0,), "int64")
    inverse = (xp.cumsum(starts) - 1).astype("int64").reshape(inverse_shape) if return_inverse else empty
    counts = xp.diff(xp.concatenate([xp.nonzero(starts)[0], xp.asarray([starts.size])])).astype("int64") \
        if return_counts else empty
    return output, inverse, counts


def bincount(xp, a, weights, minlength):
    if a.dtype.kind not in "iu":
        raise NotImplementedError(f"\"bincount_cpu\" not implemented for '{_type_name(a)}'")
    if a.ndim != 1 or (a.size and int(a.min()) < 0):
        raise RuntimeError("bincount only supports 1-d non-negative integral inputs.")
    if minlength < 0:
        raise RuntimeError("minlength should be >= 0")
    if weights is not None and weights.shape != a.shape:
        raise RuntimeError("weights should be 1-d and have the same length as input")
    if weights is None:
        return xp.bincount(a, minlength=minlength).astype("int64")
    dtype = weights.dtype if weights.dtype.kind == "f" else "float64"
    return xp.bincount(a, weights=weights.astype("float64"), minlength=minlength).astype(dtype)


def logcumsumexp(xp, a, dim):
    (d,) = dims(dim, a.ndim)
    if a.dtype.kind != "f":
        raise NotImplementedError(f"\"logcumsumexp_out_cpu\" not implemented for '{_type_name(a)}'")
    if a.ndim == 0:
        return a.copy()
    acc = _acc_type(a, None)
    if acc is not None:
        return xp.logaddexp.accumulate(a.astype(acc), axis=d).astype(a.dtype)
    return xp.logaddexp.accumulate(a, axis=d)


def cummaxmin(xp, a, dim, is_max):
    """Running max (min) along ``dim`` and where it was last reached: a tie moves the index on, and a nan,
    once met, stays, at the latest nan (PyTorch's ``x >= out`` / ``x <= out`` scan)."""
    (d,) = dims(dim, a.ndim)
    if a.ndim == 0:
        return a.copy(), xp.zeros((), "int64")
    values = (xp.maximum if is_max else xp.minimum).accumulate(a, axis=d)
    update = a == values
    if a.dtype.kind in "fc":
        update |= xp.isnan(a)
    shape = [1] * a.ndim
    shape[d] = a.shape[d]
    positions = xp.arange(a.shape[d]).reshape(shape)
    return values, xp.maximum.accumulate(xp.where(update, positions, 0), axis=d)


def cumprod(xp, a, dim, dtype):
    _no_bool_accumulation("cumprod", dtype)
    (d,) = dims(dim, a.ndim)
    if dtype is None and a.dtype.kind in "bui":
        dtype = "int64"
    if a.ndim == 0:
        return a.astype(dtype or a.dtype)
    acc = _acc_type(a, dtype)
    if acc is not None:
        return xp.cumprod(a, axis=d, dtype=acc).astype(dtype or a.dtype)
    return xp.cumprod(a, axis=d, dtype=dtype)


def all_any(xp, a, dim, keepdim, fn):
    """all/any: bool, but uint8 for a uint8 input (ATen keeps the byte tensors' legacy result dtype)."""
    out = fn(a, axis=_reduce_axis(a, dim), keepdims=keepdim)
    return out.astype(xp.uint8) if a.dtype == xp.uint8 else out


def count_nonzero(xp, a, dim):
    return xp.sum(a != 0, axis=_reduce_axis(a, dim)).astype("int64")


# ---------------------------------------------------------------------------------------------
# Linear algebra, shape and indexing
# ---------------------------------------------------------------------------------------------

class LinAlgError(RuntimeError):
    """torch.linalg.LinAlgError: a RuntimeError raised for singular inputs."""


LinAlgError.__name__ = "_LinAlgError"


def _broadcast_shape(*shapes):
    n = builtins.max(len(s) for s in shapes)
    out = []
    for i in range(n):
        sizes = {s[len(s) - n + i] for s in shapes if len(s) - n + i >= 0} - {1}
        if len(sizes) > 1:
            raise RuntimeError(f"shape mismatch: objects cannot be broadcast to a single shape")
        out.append(sizes.pop() if sizes else 1)
    return tuple(out)


def _sizes(shape):
    return "[" + ", ".join(map(str, shape)) + "]"


def addmm(xp, a, m1, m2, beta, alpha):
    for name, x in (("self", a), ("mat1", m1)):
        if x.dtype != m2.dtype:
            raise RuntimeError(f"{name} and mat2 must have the same dtype, but got {_type_name(x)} and "
                               f"{_type_name(m2)}")
    prod = mm(xp, m1, m2)
    if alpha != 1:
        prod = prod * alpha
    fits = a.ndim and a.shape == prod.shape[-a.ndim:]
    if not fits:
        # ATen expands self to the product's shape before adding: a bias of the wrong size gets expand's
        # error ("The expanded size of the tensor ..."), not broadcasting's
        expand(xp, a, prod.shape)
    if beta == 0:  # PyTorch ignores self entirely (nan and inf do not propagate)
        return xp.broadcast_to(prod, _broadcast_shape(a.shape, prod.shape)).copy()
    addend = a if beta == 1 else a * beta
    if fits and addend.dtype == prod.dtype:
        prod += addend  # a bias: added into the product's own new array, no second one
        return prod
    return prod + addend


def baddbmm(xp, a, b1, b2, beta, alpha):
    if a.dtype != b1.dtype:
        raise RuntimeError(f"Input dtypes must be the same, got: input {_CPP_TYPE_NAME[a.dtype.name]}, batch1: "
                           f"{_CPP_TYPE_NAME[b1.dtype.name]}, batch2: {_CPP_TYPE_NAME[b2.dtype.name]}")
    prod = bmm(xp, b1, b2)
    if alpha != 1:
        prod = prod * alpha
    if beta == 0:
        return xp.broadcast_to(prod, _broadcast_shape(a.shape, prod.shape)).copy()
    return prod + (a if beta == 1 else a * beta)


def bmm(xp, a, b):
    if a.ndim != 3:
        raise RuntimeError(f"batch1 must be a 3D tensor")
    if b.ndim != 3:
        raise RuntimeError(f"batch2 must be a 3D tensor")
    if b.shape[0] != a.shape[0] or b.shape[1] != a.shape[2]:
        raise RuntimeError(f"Expected size for first two dimensions of batch2 tensor to be: "
                           f"[{a.shape[0]}, {a.shape[2]}] but got: [{b.shape[0]}, {b.shape[1]}].")
    _check_same_dtype(a, b)
    return xp.matmul(a, b)


def dot(xp, a, b, name="dot"):
    if a.ndim != 1 or b.ndim != 1:
        raise RuntimeError(f"1D tensors expected, but got {a.ndim}D and {b.ndim}D tensors")
    if a.shape[0] != b.shape[0]:
        raise RuntimeError(f"inconsistent tensor size, expected tensor [{a.shape[0]}] and src [{b.shape[0]}] to "
                           f"have the same number of elements, but got {a.shape[0]} and {b.shape[0]} elements "
                           f"respectively")
    if a.dtype != b.dtype:
        raise RuntimeError(f"{name} : expected both vectors to have same dtype, but found {_type_name(a)} and "
                           f"{_type_name(b)}")
    return xp.asarray(xp.sum(a * b) if a.size else xp.zeros((), a.dtype)).astype(a.dtype)


def _check_square(a, op):
    if a.ndim < 2:
        raise RuntimeError(f"{op}: The input tensor A must have at least 2 dimensions.")
    if a.shape[-1] != a.shape[-2]:
        raise RuntimeError(f"{op}: A must be batches of square matrices, but they are {a.shape[-2]} by "
                           f"{a.shape[-1]} matrices")
    if a.dtype.kind != "f":
        raise RuntimeError(f"{op}: Expected a floating point or complex tensor as input. Got {_type_name(a)}")


def lu_factor(xp, a):
    """LU with partial pivoting as LAPACK's getrf: packed LU, 1-based int32 pivots, int32 info. One column
    at a time over the whole batch (the same arithmetic per element as a matrix at a time); a matrix whose
    pivot is zero records it in info and skips that column's elimination, as getrf does."""
    *batch, n, m = a.shape
    k = builtins.min(n, m)
    lu = a.reshape((math.prod(batch), n, m)).copy()  # (-1, 0, 0) would be ambiguous for empty matrices
    count = lu.shape[0]
    pivots = xp.zeros((count, k), "int32")
    info = xp.zeros((count,), "int32")
    every = xp.arange(count)
    for j in range(k):
        p = j + xp.argmax(xp.abs(lu[:, j:, j]), axis=1) if count else xp.zeros(0, "int64")
        pivots[:, j] = p + 1
        swap = p != j
        if swap.any():
            rows = every[swap]
            row_j, row_p = lu[rows, j].copy(), lu[rows, p[swap]].copy()
            lu[rows, j], lu[rows, p[swap]] = row_p, row_j
        pivot = lu[:, j, j]
        zero = pivot == 0
        if zero.any():
            info = xp.where((info == 0) & zero, j + 1, info).astype("int32")
            live = every[~zero]
        else:
            live = None
        if j + 1 < n:
            if live is None:
                _eliminate(lu, j)
            elif live.size:
                sub = lu[live]
                _eliminate(sub, j)
                lu[live] = sub
    return (lu.reshape(tuple(batch) + (n, m)), pivots.reshape(tuple(batch) + (k,)),
            info.reshape(tuple(batch)))


def _eliminate(lu, j):
    """One step of Gaussian elimination below pivot (j, j), in each matrix of the batch ``lu``."""
    lu[:, j + 1:, j] = lu[:, j + 1:, j] / lu[:, j, j][:, None]
    lu[:, j + 1:, j + 1:] = lu[:, j + 1:, j + 1:] - lu[:, j + 1:, j:j + 1] * lu[:, j:j + 1, j + 1:]


def _first_singular(info):
    flat = info.reshape(-1)
    for i in range(flat.shape[0]):
        if int(flat[i]):
            return i, int(flat[i])
    return None, 0


def _lu_substitute(xp, lu, pivots, b):
    """LAPACK's getrs after getrf: B's rows swapped as the pivots say, then the unit-lower and upper triangular
    substitutions, IEEE arithmetic throughout (a zero pivot gives the inf and nan PyTorch's singular results
    hold, not an error). ``lu`` (n, n), ``pivots`` (n,) 1-based, ``b`` (n, k)."""
    n = lu.shape[-1]
    x = b.astype(lu.dtype, copy=True)
    with _quiet(xp):
        for i in range(n):
            p = int(pivots[i]) - 1
            if p != i:
                x[[i, p]] = x[[p, i]]
        for i in range(n):
            x[i + 1:] -= lu[i + 1:, i:i + 1] * x[i:i + 1]
        for i in reversed(range(n)):
            x[i] = x[i] / lu[i, i]
            x[:i] -= lu[:i, i:i + 1] * x[i:i + 1]
    return x


def _solve_one(xp, a, b, lu, pivots):
    """One matrix's solve: LAPACK's, or (a zero pivot, in our LU or in LAPACK's) getrs's substitution."""
    try:
        return xp.linalg.solve(a, b)
    except xp.linalg.LinAlgError:
        return _lu_substitute(xp, lu, pivots, b)


def lstsq_solution_layout(xp, out, a):
    """linalg.lstsq's solution is the first n rows of LAPACK's m-row right-hand side (A m x n, m > n), solved in
    place column by column: a view with strides (..., 1, m) into that buffer, as PyTorch returns it."""
    solution = out[0]
    m, n = a.shape[-2], a.shape[-1]
    if solution.ndim < 2 or m <= n or solution.shape[-2] != n:
        return out
    buffer = xp.zeros(solution.shape[:-2] + (solution.shape[-1], m), solution.dtype)
    buffer[..., :n] = xp.swapaxes(solution, -1, -2)
    return (xp.swapaxes(buffer[..., :n], -1, -2),) + tuple(out[1:])


def solve_result_layout(out, left):
    """linalg.solve(left=False) solves A^T X^T = B^T into a column-major buffer and returns its transpose:
    a row-major result where left=True's is column-major."""
    if left or out[0].ndim < 2:
        return out
    return (out[0].copy(),) + tuple(out[1:])


def linalg_inv_ex(xp, a, check_errors, op="linalg.inv"):
    _check_square(a, op)
    if a.size and backends.backend_of(a).device_type == "cpu":
        try:  # NumPy's inverse (LAPACK's gesv) found no zero pivot: info is all zeros, no LU of our own needed
            return xp.linalg.inv(a), xp.zeros(a.shape[:-2], "int32")
        except xp.linalg.LinAlgError:  # (CuPy's inverse does not raise: the LU below finds its zero pivots)
            pass
    _, _, info = lu_factor(xp, a)
    batch, bad = _first_singular(info)
    if bad:
        if check_errors:
            where = f"(Batch element {batch}): " if a.ndim > 2 else ""
            raise LinAlgError(f"{op}: {where}The diagonal element {bad} is zero, the inversion could not be "
                               f"completed because the input matrix is singular.")
        inverse = xp.empty(a.shape, a.dtype)
        lu, pivots, _ = lu_factor(xp, a)
        flat_lu, flat_piv = lu.reshape((-1,) + a.shape[-2:]), pivots.reshape((-1, a.shape[-1]))
        for i in range(info.size):
            if not int(info.reshape(-1)[i]):
                inverse.reshape((-1,) + a.shape[-2:])[i] = _solve_one(xp, a.reshape((-1,) + a.shape[-2:])[i],
                                                                      xp.eye(a.shape[-1], dtype=a.dtype),
                                                                      flat_lu[i], flat_piv[i])
            else:  # getrs against the identity: the infs and nans of the zero pivot, as PyTorch's
                inverse.reshape((-1,) + a.shape[-2:])[i] = _lu_substitute(
                    xp, flat_lu[i], flat_piv[i], xp.eye(a.shape[-1], dtype=a.dtype))
        return inverse, info
    if not a.size:
        return a.copy(), info
    lu, pivots, _ = lu_factor(xp, a)  # our LU found no zero pivot where LAPACK's did (rounding): getrs's values
    eye = xp.eye(a.shape[-1], dtype=a.dtype)
    flat_a, flat_lu, flat_piv = (t.reshape((-1,) + t.shape[-2:]) for t in (a, lu, pivots[..., None]))
    inverse = xp.stack([_solve_one(xp, flat_a[i], eye, flat_lu[i], flat_piv[i][:, 0]) for i in range(len(flat_a))])
    return inverse.reshape(a.shape), info


def linalg_det(xp, a):
    _check_square(a, "linalg.det")
    # PyTorch factors A^T when A is row-major (that is LAPACK's column-major A^T), else A itself
    row_major = a.flags.c_contiguous if hasattr(a, "flags") else True
    lu, pivots, _ = lu_factor(xp, xp.swapaxes(a, -1, -2) if row_major else a)
    if not a.size:
        return xp.ones(a.shape[:-2], a.dtype), lu, pivots
    return _det_of_lu(xp, lu, pivots), lu, pivots


def _det_of_lu(xp, lu, pivots):
    """ATen's det from the factorization: the product of U's diagonal, negated for each row swap (so a row-major
    A, factored as A^T, gets PyTorch's bits: det([[1, 2], [3, 4]]) is -2.0, not NumPy's -2.0000000000000004)."""
    swaps = (pivots != xp.arange(1, pivots.shape[-1] + 1, dtype=pivots.dtype)).sum(-1)
    det = xp.prod(xp.diagonal(lu, 0, -2, -1), axis=-1)
    return xp.asarray(xp.where(swaps % 2 == 1, -det, det), lu.dtype)


def _check_real(a, op):
    if a.dtype.kind == "c":
        raise NotImplementedError(f"{op}: complex inputs are not supported by minitorch (real floating dtypes only)")


def linalg_slogdet(xp, a):
    """(sign, log|det|, LU, pivots); a singular matrix gives sign 0 and -inf."""
    _check_real(a, "linalg.slogdet")
    _check_square(a, "linalg.slogdet")
    row_major = a.flags.c_contiguous if hasattr(a, "flags") else True
    if a.size:
        lu, pivots, _ = lu_factor(xp, xp.swapaxes(a, -1, -2) if row_major else a)
        with _quiet(xp):
            sign, logabsdet = xp.linalg.slogdet(a)
        if (sign == 0).any():  # ATen's sign is the product of sign(diag(LU)) and the pivots' parity: -0.0 can come
            swaps = (pivots != xp.arange(1, pivots.shape[-1] + 1, dtype=pivots.dtype)).sum(-1) % 2
            lu_sign = xp.prod(xp.sign(xp.diagonal(lu, 0, -2, -1)), -1) * xp.where(swaps == 1, -1.0, 1.0)
            sign = xp.where(sign == 0, lu_sign, sign)
    else:
        sign, logabsdet = xp.ones(a.shape[:-2], a.dtype), xp.zeros(a.shape[:-2], a.dtype)
        lu, pivots = a.copy(), xp.zeros(a.shape[:-1], "int32")
    return xp.asarray(sign, a.dtype), xp.asarray(logabsdet, a.dtype), lu, pivots


def _cholesky_unblocked(xp, m):
    """LAPACK's potf2 on one matrix (its lower triangle): the factor so far and info (the order of the
    first leading minor that is not positive-definite, 0 when none)."""
    m = m.copy()
    n = m.shape[-1]
    for j in range(n):
        ajj = m[j, j] - xp.dot(m[j, :j], m[j, :j])
        if not ajj > 0:
            m[j, j] = ajj
            return xp.tril(m), j + 1
        ajj = xp.sqrt(ajj)
        m[j, j] = ajj
        m[j + 1:, j] = (m[j + 1:, j] - m[j + 1:, :j] @ m[j, :j]) / ajj
    return xp.tril(m), 0


def linalg_cholesky_ex(xp, a, upper, check_errors):
    """(L, info) from the lower triangle (the upper one with upper=True, U = L^T)."""
    _check_real(a, "linalg.cholesky")
    _check_square(a, "linalg.cholesky")
    src = xp.swapaxes(a, -1, -2) if upper else a
    flat = src.reshape((-1,) + a.shape[-2:])
    out = xp.zeros(flat.shape, a.dtype)
    info = xp.zeros(flat.shape[:1], "int32")
    for b in range(flat.shape[0]):
        try:
            out[b] = xp.linalg.cholesky(flat[b]) if a.shape[-1] else flat[b]
        except xp.linalg.LinAlgError:
            out[b], info[b] = _cholesky_unblocked(xp, flat[b])
    info = info.reshape(a.shape[:-2])
    batch, bad = _first_singular(info)
    if bad and check_errors:
        where = f"(Batch element {batch}): " if a.ndim > 2 else ""
        raise LinAlgError(f"linalg.cholesky: {where}The factorization could not be completed because the input is "
                          f"not positive-definite (the leading minor of order {bad} is not positive-definite).")
    out = out.reshape(a.shape)
    return (xp.ascontiguousarray(xp.swapaxes(out, -1, -2)) if upper else out), info


def linalg_eigh(xp, a, uplo, compute_v):
    """(eigenvalues ascending, eigenvectors as columns) of the symmetric matrix in a's UPLO triangle;
    an empty eigenvectors tensor when compute_v is False, as ATen."""
    _check_real(a, "linalg.eigh")
    _check_square(a, "linalg.eigh")
    if uplo not in ("L", "U", "l", "u"):
        raise RuntimeError(f"Expected UPLO argument to be 'L' or 'U', but got {uplo}")
    if not a.size:
        return xp.zeros(a.shape[:-1], a.dtype), (a.copy() if compute_v else xp.zeros((0,), a.dtype))
    values, vectors = xp.linalg.eigh(a, UPLO=uplo.upper())
    return values.astype(a.dtype), (vectors.astype(a.dtype) if compute_v else xp.zeros((0,), a.dtype))


def _qr_mode(mode):
    if mode not in ("reduced", "complete", "r"):
        raise RuntimeError(f"qr received unrecognized mode '{mode}' but expected one of 'reduced' (default), 'r', "
                           f"or 'complete'")
    return mode != "r", mode != "complete"


def linalg_qr(xp, a, mode):
    """Householder QR as LAPACK's geqrf/orgqr: Q (m x k, or m x m for 'complete', empty for 'r'), R."""
    compute_q, reduced = _qr_mode(mode)
    _check_real(a, "linalg.qr")
    if a.ndim < 2:
        raise RuntimeError("linalg.qr: The input tensor A must have at least 2 dimensions.")
    if a.dtype.kind != "f":
        raise RuntimeError(f"linalg.qr: Expected a floating point or complex tensor as input. Got {_type_name(a)}")
    *batch, m, n = a.shape
    k = builtins.min(m, n) if reduced else m
    if a.size:
        q, r = xp.linalg.qr(a, mode="reduced" if reduced else "complete")
    else:
        q = xp.broadcast_to(xp.eye(m, k, dtype=a.dtype), tuple(batch) + (m, k)).copy()
        r = xp.zeros(tuple(batch) + (k, n), a.dtype)
    q = q.astype(a.dtype) if compute_q else xp.zeros((0,), a.dtype)
    return q, r.astype(a.dtype)


def linalg_svd(xp, a, full_matrices, compute_uv):
    """(U, S, Vh) as LAPACK's gesdd; U and Vh empty when compute_uv is False."""
    _check_real(a, "linalg.svd")
    if a.ndim < 2:
        raise RuntimeError("linalg.svd: The input tensor A must have at least 2 dimensions.")
    if a.dtype.kind != "f":
        raise RuntimeError(f"linalg.svd: Expected a floating point or complex tensor as input. Got {_type_name(a)}")
    if a.dtype.itemsize < 4:  # ATen's CPU svd dispatches over float and double only
        raise NotImplementedError(f'"linalg_svd_cpu" not implemented for \'{_type_name(a)}\'')
    *batch, m, n = a.shape
    k = builtins.min(m, n)
    if a.size:
        if compute_uv:
            u, s, vh = xp.linalg.svd(a, full_matrices=full_matrices)
        else:
            s = xp.linalg.svd(a, compute_uv=False)
    else:
        s = xp.zeros(tuple(batch) + (k,), a.dtype)
        u = xp.broadcast_to(xp.eye(m, m if full_matrices else k, dtype=a.dtype),
                            tuple(batch) + (m, m if full_matrices else k)).copy()
        vh = xp.broadcast_to(xp.eye(n if full_matrices else k, n, dtype=a.dtype),
                             tuple(batch) + (n if full_matrices else k, n)).copy()
    if not compute_uv:
        return xp.zeros((0,), a.dtype), s.astype(a.dtype), xp.zeros((0,), a.dtype)
    return u.astype(a.dtype), s.astype(a.dtype), vh.astype(a.dtype)


def _solve_is_vector(a, b):
    return b.ndim == 1 or (b.ndim == a.ndim - 1 and b.shape == a.shape[:-1])


def linalg_solve_triangular(xp, a, b, upper, left, unitriangular):
    """X with A X = B (``left``) or X A = B, reading only A's ``upper`` or lower triangle (its diagonal taken as
    ones when ``unitriangular``). Substitution row by row, as a triangular solve: a zero on the diagonal gives
    inf and nan, not an error."""
    if b.ndim < 2:
        raise RuntimeError("linalg.solve_triangular: The input tensor B must have at least 2 dimensions.")
    if a.ndim < 2 or a.shape[-1] != a.shape[-2]:
        raise RuntimeError(f"linalg.solve_triangular: A must be batches of square matrices, but they are "
                           f"{a.shape[-2] if a.ndim >= 2 else 1} by {a.shape[-1]} matrices")
    if (b.shape[-2] if left else b.shape[-1]) != a.shape[-1]:
        equation = "AX = B" if left else "XA = B"
        raise RuntimeError(f"linalg.solve_triangular: Incompatible shapes of A and B for the equation {equation} "
                           f"({a.shape[-2]}x{a.shape[-1]} and {b.shape[-2]}x{b.shape[-1]})")
    b = b.astype(a.dtype, copy=False)
    if not left:  # X A = B  <=>  A^T X^T = B^T, whose triangle is the other one
        a, b, upper = xp.swapaxes(a, -1, -2), xp.swapaxes(b, -1, -2), not upper
    batch = xp.broadcast_shapes(a.shape[:-2], b.shape[:-2])
    a = xp.broadcast_to(a, batch + a.shape[-2:])
    x = xp.array(xp.broadcast_to(b, batch + b.shape[-2:]), dtype=a.dtype)
    n = a.shape[-1]
    with numpy_errstate(xp):
        for i in (range(n - 1, -1, -1) if upper else range(n)):
            rest = _slice(i + 1, n) if upper else _slice(0, i)
            row = x[..., i, :] - (a[..., i:i + 1, rest] @ x[..., rest, :])[..., 0, :]
            x[..., i, :] = row if unitriangular else row / a[..., i, i][..., None]
    return xp.swapaxes(x, -1, -2) if not left else x


def numpy_errstate(xp):
    """NumPy's errstate silencing division warnings (PyTorch is silent about inf and nan); a no-op elsewhere."""
    import contextlib
    errstate = getattr(xp, "errstate", None)
    return errstate(divide="ignore", invalid="ignore") if errstate is not None else contextlib.nullcontext()


def geqrf(xp, a):
    """QR in LAPACK's Householder form: R on and above the diagonal, the reflectors' vectors below it, and their
    scales tau (NumPy's qr(mode='raw'), matrix by matrix)."""
    import numpy
    if a.ndim < 2:
        raise RuntimeError(f"torch.geqrf: input must have at least 2 dimensions.")
    backend = backends.backend_of(a)
    m, n = a.shape[-2:]
    flat = backend.to_numpy(a).reshape((-1, m, n))
    packed = numpy.empty(flat.shape, a.dtype)
    taus = numpy.empty((flat.shape[0], min(m, n)), a.dtype)
    for i in range(flat.shape[0]):
        h, tau = numpy.linalg.qr(flat[i].astype("float64"), mode="raw")
        packed[i], taus[i] = h.T, tau
    to = backend.host_to_device if backend.device_type != "cpu" else (lambda arr: arr)
    return to(packed.reshape(a.shape)), to(taus.reshape(a.shape[:-2] + (min(m, n),)))


_LSTSQ_DRIVERS = ("gels", "gelsy", "gelsd", "gelss")


def linalg_lstsq(xp, a, b, rcond, driver):
    """Least squares, as ATen's CPU drivers report it: the solution always; the residuals (squared norms of the
    columns of AX - B) only with gelsd/gelss/gels when A is tall and of full rank; the rank with gelsy/gelsd/
    gelss; the singular values with gelsd/gelss. Computed with NumPy's SVD-based lstsq, matrix by matrix."""
    import numpy
    driver = "gelsy" if driver is None else driver
    if driver not in _LSTSQ_DRIVERS:
        raise RuntimeError("torch.linalg.lstsq: parameter `driver` should be one of (gels, gelsy, gelsd, gelss)")
    if a.ndim < 2:
        raise RuntimeError(f"torch.linalg.lstsq: input must have at least 2 dimensions.")
    vector = b.ndim == 1 or b.ndim == a.ndim - 1 and b.shape[:-1] == a.shape[:-2]  # ATen's vector-rhs rule
    if vector:
        b = b[..., None]
    if a.shape[-2] != b.shape[-2]:
        raise RuntimeError("torch.linalg.lstsq: input.size(-2) should match other.size(-2)")
    if a.dtype != b.dtype:
        raise RuntimeError(f"torch.linalg.lstsq: Expected input and other to have the same dtype, but got input's "
                           f"dtype {_type_name(a)} and other's dtype {_type_name(b)}")
    m, n, k = a.shape[-2], a.shape[-1], b.shape[-1]
    batch = numpy.broadcast_shapes(a.shape[:-2], b.shape[:-2])
    backend = backends.backend_of(a)
    A = numpy.broadcast_to(backend.to_numpy(a), batch + (m, n)).reshape(-1, m, n)
    B = numpy.broadcast_to(backend.to_numpy(b), batch + (m, k)).reshape(-1, m, k)
    rcond = numpy.finfo(DTYPE_NAME[a.dtype]).eps * max(m, n) if rcond is None else rcond
    solutions, ranks, singular = [], [], []
    for i in range(A.shape[0]):
        x, _, rank, sv = numpy.linalg.lstsq(A[i], B[i], rcond=rcond)
        solutions.append(x)
        ranks.append(rank)
        singular.append(sv)
    x = numpy.array(solutions, dtype=a.dtype).reshape(batch + (n, k))
    ranks = numpy.array(ranks, dtype="int64").reshape(batch)
    full_rank_tall = m > n and bool((ranks == n).all())
    if driver != "gelsy" and full_rank_tall:
        residuals = ((numpy.broadcast_to(backend.to_numpy(a), batch + (m, n)) @ x - numpy.broadcast_to(
            backend.to_numpy(b), batch + (m, k))) ** 2).sum(-2)
    else:
        residuals = numpy.zeros((0,), dtype=a.dtype)
    rank = ranks if driver != "gels" else numpy.zeros((0,), dtype="int64")
    sv = (numpy.array(singular, dtype=a.dtype).reshape(batch + (min(m, n),)) if driver in ("gelsd", "gelss")
          else numpy.zeros((0,), dtype=a.dtype))
    if vector:  # the residuals keep their column dim, as ATen's
        x = x[..., 0]
    to = backend.host_to_device if backend.device_type != "cpu" else (lambda arr: arr)
    return to(x), to(residuals.astype(a.dtype)), to(rank), to(sv)


def linalg_solve_ex(xp, a, b, left, check_errors):
    _check_square(a, "linalg.solve")
    if a.dtype != b.dtype:
        raise RuntimeError(f"linalg.solve: Expected A and B to have the same dtype, but found A of type "
                           f"{_type_name(a)} and B of type {_type_name(b)} instead")
    vector = _solve_is_vector(a, b)
    if vector:
        b = b[..., None]
    if b.shape[-2 if left else -1] != a.shape[-1]:
        raise RuntimeError(f"linalg.solve: Incompatible shapes of A and B for the equation {'AX' if left else 'XA'} = B "
                           f"({a.shape[-2]}x{a.shape[-1]} and {b.shape[-2]}x{b.shape[-1]})")
    lu, pivots, info = lu_factor(xp, a)
    if not left:
        a = xp.swapaxes(a, -1, -2)
        b = xp.swapaxes(b, -1, -2)
    batch, bad = _first_singular(info)
    if bad and check_errors:
        where = f"(Batch element {batch}): " if info.ndim else ""
        raise LinAlgError(f"torch.linalg.solve: {where}The solver failed because the input matrix is singular.")
    try:
        x = xp.linalg.solve(a, b) if not bad else None
    except xp.linalg.LinAlgError:  # LAPACK met a zero pivot our LU did not (rounding): getrs's infs and nans
        bad = True
    if bad:  # each matrix on its own: getrs with its LU, infs and nans where a pivot is zero
        shape = _broadcast_shape(a.shape[:-2], b.shape[:-2])
        fa, fb = xp.broadcast_to(a, shape + a.shape[-2:]), xp.broadcast_to(b, shape + b.shape[-2:])
        flu, fpiv, finfo = lu_factor(xp, fa)
        x = xp.empty(shape + b.shape[-2:], a.dtype)
        for i in range(math.prod(shape)):
            ai, bi = fa.reshape((-1,) + a.shape[-2:])[i], fb.reshape((-1,) + b.shape[-2:])[i]
            x.reshape((-1,) + b.shape[-2:])[i] = _solve_one(xp, ai, bi, flu.reshape((-1,) + a.shape[-2:])[i],
                                                            fpiv.reshape((-1, a.shape[-1]))[i])
    if not left:
        x = xp.swapaxes(x, -1, -2)
    if vector:
        x = x[..., 0]
    return x, lu, pivots, info


def _nearest_source(xp, in_size, out_size, scale, exact=False):
    """PyTorch's nearest_idx along one dim: the input index each output index reads. Same and double sizes
    are exact; otherwise floor(i * s) in float32 (``exact``, mode 'nearest-exact': floor((i + 0.5) * s)),
    s being 1 / scale when a scale is given, else in / out."""
    if out_size == in_size:
        return xp.arange(out_size)
    if out_size == 2 * in_size:
        return xp.arange(out_size) // 2
    s = xp.float32(1.0 / scale) if scale is not None and scale > 0 else xp.float32(in_size) / xp.float32(out_size)
    position = xp.arange(out_size, dtype="float32") + (xp.float32(0.5) if exact else xp.float32(0))
    index = xp.floor(position * s).astype("int64")
    return xp.minimum(index, in_size - 1)


def upsample_nearest(xp, a, output_size, scales, name, exact=False):
    """Nearest-neighbour upsampling of the last ``len(output_size)`` dims (upsample_nearest1d/2d/3d)."""
    k = len(output_size)
    if a.ndim != k + 2:
        raise RuntimeError(f"{name}: Expected {k + 2}D input tensor, but got {a.ndim}D")
    if any(s <= 0 for s in a.shape[2:]) or any(s <= 0 for s in output_size):
        from ._kernels_nn_extra import upsample_sizes_error
        raise upsample_sizes_error(a.shape[2:], output_size)
    from ._kernels_nn_extra import check_upsample_dtype
    check_upsample_dtype(a, "upsample_nearest2d_channels_last" if k == 2 else "compute_indices_weights_nearest")
    index = [_nearest_source(xp, n, m, s, exact) for n, m, s in zip(a.shape[2:], output_size, scales)]
    return upsample_layout(xp, a[(Ellipsis,) + xp.ix_(*index)], a)


def upsample_layout(xp, out, like):
    """ATen's upsample kernels allocate their result in ``like``'s suggest_memory_format (contiguous or
    channels-last), whatever layout the NumPy computation left."""
    return _strided.clone(xp, out, _strided.suggest_memory_format(like.shape, element_strides(like)))


def upsample_nearest_backward(xp, grad, output_size, input_size, scales, exact=False):
    """The gradient of upsample_nearest: each input element gets the sum over the outputs that read it
    (per dim, a product with the 0/1 matrix of who reads whom)."""
    grad_output = grad
    for d, (n, m, s) in enumerate(zip(input_size[2:], output_size, scales)):
        reads = _nearest_source(xp, n, m, s, exact)
        matrix = (xp.arange(n)[:, None] == reads[None, :]).astype(grad.dtype)  # (in, out)
        axis = 2 + d
        grad = xp.moveaxis(xp.moveaxis(grad, axis, -1) @ matrix.T, -1, axis)
    return upsample_layout(xp, grad, grad_output)


def diag_embed(xp, a, offset, dim1, dim2):
    """A tensor one dim larger whose (dim1, dim2) diagonals (``offset`` above the main one) hold ``a``'s
    last dim, zeros elsewhere."""
    d1, d2 = dims((dim1, dim2), a.ndim + 1)
    if d1 == d2:
        raise RuntimeError(f"diagonal dimensions cannot be identical {dim1}, {dim2}")
    k = a.shape[-1] if a.ndim else 1
    n = k + abs(offset)
    out = xp.zeros(a.shape[:-1] + (n, n), dtype=a.dtype)
    index = xp.arange(k)
    out[..., index + max(-offset, 0), index + max(offset, 0)] = a
    return xp.ascontiguousarray(xp.moveaxis(out, (-2, -1), (d1, d2)))


def diagonal(xp, a, offset, dim1, dim2):
    d1, d2 = dims((dim1, dim2), a.ndim)
    if d1 == d2:
        raise RuntimeError(f"diagonal dimensions cannot be identical {dim1}, {dim2}")
    out = xp.diagonal(a, offset, d1, d2)
    flags = getattr(out, "flags", None)
    if flags is not None and not flags.writeable and a.flags.writeable:
        out.flags.writeable = True  # NumPy's diagonal is read-only; PyTorch's is a view one can write through
    return out


def diagonal_backward(xp, grad, sizes, offset, dim1, dim2):
    out = xp.zeros(tuple(sizes), grad.dtype)
    n = len(sizes)
    view = xp.diagonal(out, offset, dim1 % n, dim2 % n)
    # np.diagonal views are read-only: write through an index grid instead
    rows = xp.arange(view.shape[-1]) + builtins.max(-offset, 0)
    cols = xp.arange(view.shape[-1]) + builtins.max(offset, 0)
    moved = xp.moveaxis(out, (dim1 % n, dim2 % n), (-2, -1))
    moved[..., rows, cols] = grad
    return out


def trace(xp, a):
    if a.ndim != 2:
        raise RuntimeError(f"trace: expected a matrix, but got tensor with dim {a.ndim}")
    out = xp.trace(a)
    return xp.asarray(out).astype("int64" if a.dtype.kind in "biu" else a.dtype)


def tril(xp, a, diagonal, upper=False):
    if a.ndim < 2:
        raise RuntimeError(f"{'triu' if upper else 'tril'}: input tensor must have at least 2 dimensions")
    return xp.triu(a, diagonal) if upper else xp.tril(a, diagonal)


def repeat(xp, a, repeats):
    repeats = tuple(repeats)
    if len(repeats) < a.ndim:
        raise RuntimeError("Number of dimensions of repeat dims can not be smaller than number of dimensions of "
                           "tensor")
    padded = a.reshape((1,) * (len(repeats) - a.ndim) + a.shape)
    if builtins.min(repeats, default=0) < 0:
        target = [s * r for s, r in zip(padded.shape, repeats)]
        negative = [t for t in target if t < 0]
        if negative:
            raise RuntimeError(f"Trying to create tensor with negative dimension {negative[0]}: {target}")
        return xp.zeros(target, a.dtype)
    # contiguous, as ATen's repeat allocates its result (NumPy's tile of all-1 repeats keeps the input's order)
    return xp.ascontiguousarray(xp.tile(padded, repeats)) if padded.ndim else padded.copy()


def flip(xp, a, dims_):
    d = dims(tuple(dims_), a.ndim) or ()
    for i, dim in enumerate(d):
        if dim in d[:i]:
            raise RuntimeError(f"dim {dim} appears multiple times in the list of dims")
    return xp.flip(a, d).copy() if a.ndim else a.copy()


def roll(xp, a, shifts, dims_):
    shifts, dims_ = tuple(shifts), tuple(dims_ or ())
    if not dims_:
        if len(shifts) != 1:
            raise RuntimeError(f"`shifts` required to be of size 1 when `dims` is empty, got {len(shifts)}")
        return xp.roll(a.reshape(-1), shifts[0]).reshape(a.shape)
    if len(shifts) != len(dims_):
        raise RuntimeError(f"shifts and dimensions must align. shifts: {len(shifts)}, dims:{len(dims_)}")
    return xp.roll(a, shifts, dims(dims_, a.ndim))


def _cat_dtype(arrays):
    dtype = arrays[0].dtype
    for a in arrays:
        if a.dtype != dtype:
            return result_np_dtype(*arrays)
    return dtype


def cat(xp, tensors, dim):
    if len(tensors) == 0:
        raise RuntimeError("torch.cat(): expected a non-empty list of Tensors")
    kept = [t for t in tensors if not (t.ndim == 1 and t.shape[0] == 0)]  # legacy: 1-D empty skipped
    dtype = _cat_dtype(tensors)
    if not kept:
        return xp.zeros((0,), dtype)
    ref = kept[0]
    if ref.ndim == 0:
        raise RuntimeError("zero-dimensional tensor (at position 0) cannot be concatenated")
    (d,) = dims(dim, ref.ndim)
    try:  # NumPy refuses exactly what ATen does: then the loop below finds ATen's message
        out = xp.concatenate([t if t.dtype == dtype else t.astype(dtype) for t in kept], axis=d)
    except ValueError:
        for i, t in enumerate(tensors):
            if t.ndim == 1 and t.shape[0] == 0:
                continue
            if t.ndim != ref.ndim:
                raise RuntimeError(f"Tensors must have same number of dimensions: got {ref.ndim} and {t.ndim}") \
                    from None
            for k in range(ref.ndim):
                if k != d and t.shape[k] != ref.shape[k]:
                    raise RuntimeError(f"Sizes of tensors must match except in dimension {d}. Expected size "
                                       f"{ref.shape[k]} but got size {t.shape[k]} for tensor number {i} in the "
                                       "list.") from None
        raise
    return in_suggested_format(out, *kept)  # (ATen's compute_output_memory_format)


def stack(xp, tensors, dim):
    if len(tensors) == 0:
        raise RuntimeError("stack expects a non-empty TensorList")
    ref = tensors[0]
    for i, t in enumerate(tensors):
        if t.shape != ref.shape:
            raise RuntimeError(f"stack expects each tensor to be equal size, but got {_sizes(ref.shape)} at entry 0 "
                               f"and {_sizes(t.shape)} at entry {i}")
    n = ref.ndim + 1
    if dim < -n or dim >= n:
        raise IndexError(f"Dimension out of range (expected to be in range of [{-n}, {n - 1}], but got {dim})")
    d = dim % n
    if d < ref.ndim:  # ATen's stack: cat along dim, then that dim split by a view (always possible)
        return view(xp, cat(xp, list(tensors), d), ref.shape[:d] + (len(tensors),) + ref.shape[d:])
    dtype = _cat_dtype(tensors)  # the last dim: ATen's cat of the inputs unsqueezed there
    return in_suggested_format(xp.stack([t.astype(dtype, copy=False) for t in tensors], axis=d),
                               *(t[..., None] for t in tensors))


def split(xp, a, split_size, dim):
    if a.ndim == 0:
        raise RuntimeError("split expects at least a 1-dimensional tensor")
    (d,) = dims(dim, a.ndim)
    size = a.shape[d]
    if split_size < 0:
        raise RuntimeError(f"split expects split_size be non-negative, but got split_size={split_size}")
    if split_size == 0 and size != 0:
        raise RuntimeError(f"split_size can only be 0 if dimension size is 0, but got dimension size of {size}")
    if size == 0:
        return [a]
    # the sizes sum to ``size`` by construction: no split_with_sizes checks; a slice past the end stops there
    lead = (_slice(None),) * d
    return [a[lead + (_slice(start, start + split_size),)] for start in range(0, size, split_size)]


def split_with_sizes(xp, a, split_sizes, dim):
    if a.ndim == 0:
        raise RuntimeError("split expects at least a 1-dimensional tensor")
    (d,) = dims(dim, a.ndim)
    size = a.shape[d]
    if builtins.any(s < 0 for s in split_sizes):
        raise RuntimeError("split_with_sizes expects split_sizes have only non-negative entries, but got "
                           f"split_sizes={_sizes(split_sizes)}")
    if builtins.sum(split_sizes) != size:
        raise RuntimeError(f"split_with_sizes expects split_sizes to sum exactly to {size} (input tensor's size at "
                           f"dimension {d}), but got split_sizes={_sizes(split_sizes)}")
    lead = (_slice(None),) * d  # the dims after ``d`` left out of the key: the same views
    out, start = [], 0
    for s in split_sizes:
        out.append(a[lead + (_slice(start, start + s),)])
        start += s
    return out


def unbind(xp, a, dim):
    if a.ndim == 0:
        raise IndexError("Dimension specified as 0 but tensor has no dimensions")
    (d,) = dims(dim, a.ndim)
    return [select(xp, a, d, i) for i in range(a.shape[d])]


def index_select(xp, a, dim, index):
    """ATen's index_select_out_cpu_: its checks in its order, no negative index, and its two bounds messages (the
    dim-1 and empty-self paths' and the others')."""
    (d,) = dims(dim, a.ndim)
    if index.ndim > 1:
        raise IndexError("index_select(): Index is supposed to be a vector")
    if a.ndim == 0 and index.size != 1:
        raise RuntimeError(f"index_select(): Index to scalar can have only 1 value, got {index.size} value(s)")
    if DTYPE_NAME[index.dtype] not in ("int32", "int64"):
        raise RuntimeError("index_select(): Expected dtype int32 or int64 for index")
    if a.ndim == 0:
        _check_index_nonnegative(index, 1)
        return a.copy()
    size = a.shape[d]
    if a.ndim > 1 and index.size and (d == 1 or a.size == 0):
        if a.size == 0 and size == 0:
            raise RuntimeError("index_select(): self indexing axis dim should be positive")
        if ((index < 0) | (index >= size)).any():
            bad = index[(index < 0) | (index >= size)].reshape(-1)[0]
            raise RuntimeError(f"INDICES element is out of DATA bounds, id={int(bad)} axis_dim={size}")
    else:
        _check_index_nonnegative(index, size)
    return xp.take(a, index.reshape(-1), axis=d)


def _check_index_nonnegative(index, size):
    if index.size and (int(index.min()) < 0 or int(index.max()) >= size):
        raise IndexError("index out of range in self")


def _index_dim(a, dim, index, op, bounds_prefix="", negative=True):
    """The dim an index_fill_/index_copy_ writes along, after PyTorch's checks of ``index`` (index_fill_ wraps a
    negative index, index_copy_ refuses it)."""
    if index.dtype.kind not in "iu":
        raise IndexError(f"{op}(): Expected dtype int64 for index.")
    (d,) = dims(dim, a.ndim)
    size = a.shape[d] if a.ndim else 1
    low = -size if negative else 0
    for i in index.reshape(-1).tolist():
        if not low <= i < size:
            raise IndexError(f"{bounds_prefix}index {i} is out of bounds for dimension {d} with size {size}")
    return d


def index_fill(xp, a, dim, index, value):
    if getattr(value, "ndim", 0):  # (a vector value would broadcast below)
        raise RuntimeError(f"index_fill_ only supports a 0-dimensional value tensor, but got tensor with {value.ndim} "
                           f"dimension(s).")
    if index.dtype.kind in "iu" and index.ndim > 1:  # after _index_dim's dtype check, before its bounds check
        raise RuntimeError("Index has to be a vector/scalar")
    d = _index_dim(a, dim, index, "index_fill_")
    out = a.copy()
    value = fill_value(value, a.dtype)
    if a.ndim == 0:
        return xp.asarray(value, dtype=a.dtype) if index.size else out
    xp.moveaxis(out, d, 0)[index.reshape(-1)] = value
    return out


def index_copy(xp, a, dim, index, source):
    # ATen's index_copy checks, in its order; then _index_dim's of the entries
    n = index.size
    if index.ndim > 1:
        raise IndexError(f"index_copy_(): Index should have dimension 1 or 0 (got {index.ndim})")
    if source.ndim == 0 and n != 1:
        raise IndexError(f"index_copy_(): When source is scalar, index should have one element (got {n})")
    if source.ndim != a.ndim and source.ndim and a.ndim:
        raise IndexError(f"index_copy_(): When source and destination are not scalars, their dimensionality must "
                         f"match. Source dimensionality ({source.ndim}), destination dimensionality ({a.ndim})")
    if DTYPE_NAME[index.dtype] != "int64":
        raise RuntimeError(f"index_copy_(): Expected a long tensor for index, but got {_type_name(index)}")
    if source.dtype != a.dtype:
        raise RuntimeError(f"index_copy_(): self and source expected to have the same dtype, but got (self) "
                           f"{_type_name(a)} and (source) {_type_name(source)}")
    d = _index_dim(a, dim, index, "index_copy_", bounds_prefix="index_copy_(): ", negative=False)  # its own loop names the op
    self_slice, source_slice = list(a.shape), list(source.shape)
    if self_slice:
        del self_slice[d]
    if source_slice:
        del source_slice[d]
    if self_slice != source_slice:
        raise RuntimeError(f"index_copy_(): Source/destination tensor must have same slice shapes. Destination slice "
                           f"shape: {' '.join(map(str, self_slice))} at dimension {d} and source slice shape: "
                           f"{' '.join(map(str, source_slice))} at dimension 0.")
    if source.ndim and source.shape[d] != n:
        raise IndexError(f"index_copy_(): Number of indices ({n}) should be equal to source.size(dim) "
                         f"({source.shape[d]})")
    out = a.copy()
    if a.ndim == 0:
        return source.reshape(()).astype(a.dtype) if n else out
    source = source if source.ndim else source.reshape((1,))  # one element into a vector
    xp.moveaxis(out, d, 0)[index.reshape(-1)] = xp.moveaxis(source, d, 0)
    return out


def take(xp, a, index):
    if DTYPE_NAME[index.dtype] != "int64":
        raise RuntimeError(f"take(): Expected a long tensor for index, but got {_type_name(index)}")
    n = a.size
    flat = index.reshape(-1)
    for i in flat.tolist():
        if not -n <= i < n:
            raise IndexError(f"out of range: tried to access index {i} on a tensor of {n} elements.")
    return a.reshape(-1)[index]


def _check_index_func(op, a, dim, index, source):
    """ATen's index_func_meta_impl (index_add, index_reduce), in its order; returns the dim."""
    if index.ndim > 1:
        raise IndexError(f"{op}_(): Index is supposed to be a vector, but got dim: {index.ndim} with type: "
                         f"{_type_name(index)} and size: {list(index.shape)}")
    if DTYPE_NAME[index.dtype] not in ("int32", "int64"):
        raise RuntimeError(f"{op}_(): Expected dtype int32/int64 for index but got: {_type_name(index)}")
    if source.dtype != a.dtype:
        raise RuntimeError(f"{op}_(): self ({_type_name(a)}) and source ({_type_name(source)}) must have the same "
                           f"scalar type")
    (d,) = dims(dim, a.ndim)
    if d and d >= source.ndim:
        raise RuntimeError(f"{op}_(): Indexing dim {d} is out of bounds of the source tensor with dim {source.ndim}")
    if index.size != (source.shape[d] if source.ndim else 1):
        if not source.ndim:  # ATen's message reads source.size(dim), which a 0-dim source has not
            raise IndexError("Dimension specified as 0 but tensor has no dimensions")
        raise RuntimeError(f"{op}_(): Number of indices ({index.size}) should be equal to source.size(dim): "
                           f"({source.shape[d]}), for dim: {d}")
    self_rest, source_rest = list(a.shape), list(source.shape)
    if a.ndim and source.ndim:
        del self_rest[d], source_rest[d]
    if self_rest != source_rest:  # (a mismatched source would broadcast below, silently)
        raise RuntimeError(f"source tensor shape must match self tensor shape, excluding the specified dimension. Got "
                           f"self.shape = {list(a.shape)} source.shape = {list(source.shape)}")
    return d


def index_add(xp, a, dim, index, source, alpha):
    """``a`` with ``source``'s slices along ``dim`` added at ``index`` (times alpha), in index order as ATen's
    loop adds them."""
    d = _check_index_func("index_add", a, dim, index, source)
    if a.dtype.kind in "iu" and type(alpha) is float:
        alpha = int(alpha)  # ATen's alpha.to<scalar_t>(): truncated
    out = a.copy()
    if a.ndim == 0:
        return out + (source.reshape(()) * alpha if index.size else 0)
    src = source if source.ndim else source.reshape((1,))
    index = index.reshape(-1)
    if a.ndim == 1:  # ATen's one-dim loop words its bound check as index_select's
        _check_index_nonnegative(index, a.shape[0])
    _first_out_of_bounds(a, d, index)
    _add_at_along(xp, out, d, index, src * alpha if alpha != 1 else src)
    return out


def masked_select(xp, a, mask):
    if mask.dtype.kind != "b":
        raise RuntimeError(f"masked_select: expected BoolTensor for mask")
    shape = check_broadcast(mask.shape, a.shape) if mask.shape != a.shape else a.shape  # expand_outplace(mask, self)
    return xp.broadcast_to(a, shape)[xp.broadcast_to(mask, shape)]


def nonzero(xp, a):
    return xp.argwhere(a).astype("int64")


def median_all(xp, a):
    """The lower median of all elements (nan if any is nan, or if there are none)."""
    flat = a.reshape(-1)
    if flat.size == 0 or (flat.dtype.kind in "fc" and bool(xp.isnan(flat).any())):
        return xp.asarray(xp.nan, dtype=a.dtype)
    return xp.sort(flat)[(flat.size - 1) // 2]


def median_dim(xp, a, dim, keepdim):
    """The lower median along ``dim`` and its index; a slice holding a nan gives nan at its first nan."""
    if a.ndim == 0:
        dims(dim, 0)
        return a.copy(), xp.zeros((), "int64")
    (d,) = dims(dim, a.ndim)
    n = a.shape[d]
    if n == 0:
        raise IndexError(f"median(): Expected reduction dim {d} to have non-zero size.")
    values, idx = kthvalue(xp, a, (n - 1) // 2 + 1, d, True, aten_ties=False)
    if a.dtype.kind in "fc":
        nan = xp.isnan(a)
        has_nan = nan.any(axis=d, keepdims=True)
        values = xp.where(has_nan, xp.asarray(xp.nan, dtype=a.dtype), values)
        idx = xp.where(has_nan, xp.argmax(nan, axis=d, keepdims=True), idx)
    if not keepdim:
        values, idx = values.squeeze(d), idx.squeeze(d)
    return values, idx


def unique(xp, a, sorted_, return_inverse, return_counts, dim=None):
    if dim is None:
        # ATen compares neighbours after sorting: no nan equals another
        values, inverse, counts = xp.unique(a.reshape(-1), return_inverse=True, return_counts=True,
                                            **({"equal_nan": False} if a.dtype.kind == "f" else {}))
        inverse = inverse.reshape(a.shape)
    else:
        (d,) = dims(dim, a.ndim)
        values, inverse, counts = xp.unique(a, return_inverse=True, return_counts=True, axis=d)
        inverse = inverse.reshape(-1)
    empty = xp.zeros((0,), "int64")
    return (values, inverse.astype("int64") if return_inverse else empty,
            counts.astype("int64") if return_counts else empty)


def constant_pad_nd(xp, a, pad, value):
    pad = tuple(pad)
    if len(pad) % 2:
        raise RuntimeError("Length of pad must be even but instead it equals " + str(len(pad)))
    if len(pad) // 2 > a.ndim:
        raise RuntimeError(f"Length of pad should be no more than twice the number of dimensions of the input. "
                           f"Pad length is {len(pad)} while the input has {a.ndim} dimensions.")
    key = [_slice(None)] * a.ndim
    widths = [(0, 0)] * a.ndim
    for i in range(len(pad) // 2):
        d = a.ndim - 1 - i
        before, after = pad[2 * i], pad[2 * i + 1]
        size = a.shape[d]
        if before < 0 and size + before < 0 or after < 0 and size + builtins.min(before, 0) + after < 0:
            raise RuntimeError("narrow(): length must be non-negative.")  # ATen narrows for each negative pad
        key[d] = _slice(builtins.max(-before, 0), size - builtins.max(-after, 0))
        widths[d] = (builtins.max(before, 0), builtins.max(after, 0))
    return pad_constant(xp, a[tuple(key)], widths, value)


def pad_constant(xp, a, widths, value=0):
    """``xp.pad(a, widths, constant_values=value)`` (non-negative widths, the value assigned as np.pad does):
    one allocation and one copy; np.pad spends ~70 us in Python whatever the size."""
    shape = tuple(n + lo + hi for n, (lo, hi) in zip(a.shape, widths))
    if type(value) is int and value == 0:
        out = xp.zeros(shape, dtype=a.dtype)
    else:
        out = xp.empty(shape, dtype=a.dtype)
        out[...] = value
    out[tuple(_slice(lo, lo + n) for n, (lo, _) in zip(a.shape, widths))] = a
    return out


def pad_mode(xp, a, padding, mode, name):
    n = len(padding) // 2
    if a.ndim not in (n + 1, n + 2) or not all(a.shape[a.ndim - n - 1:]):  # only a batch dim may be empty
        raise RuntimeError(f"Expected {n + 1}D or {n + 2}D (batch mode) tensor with possibly 0 batch size and other "
                           f"non-zero dimensions for input, but got: {_sizes(a.shape)}")
    widths = [(0, 0)] * a.ndim
    for i in range(n):
        d = a.ndim - 1 - i
        before, after = padding[2 * i], padding[2 * i + 1]
        if mode == "reflect" and (before >= a.shape[d] or after >= a.shape[d]):
            raise RuntimeError(f"Argument #4: Padding size should be less than the corresponding input dimension, "
                               f"but got: padding ({before}, {after}) at dimension {d} of input "
                               f"{_sizes(a.shape)}")
        widths[d] = (before, after)
    if a.dtype.kind == "b":  # ATen's kernels: no bool one
        raise NotImplementedError(f"\"{name}\" not implemented for 'Bool'")
    if min(padding) >= 0:
        return xp.pad(a, widths, mode=mode)
    # A negative padding crops, and the positions it keeps still reflect (replicate) about the whole input's
    # edges, as ATen's index arithmetic reads them: one gather per dim.
    _check_pad_output(a, padding, mode, name)
    for i in range(n):
        d = a.ndim - 1 - i
        before, after = padding[2 * i], padding[2 * i + 1]
        if before or after:
            a = xp.take(a, _pad_source_index(xp, a.shape[d], before, after, mode), axis=d)
    return a


def _pad_source_index(xp, size, before, after, mode):
    """For each output position of a reflect ("reflect") or replicate ("edge") padding, the input position."""
    i = xp.arange(-before, size + after, dtype="int64")
    if mode == "edge":
        return xp.clip(i, 0, size - 1)
    i = xp.abs(i)
    return xp.where(i >= size, 2 * (size - 1) - i, i)


def _check_pad_output(a, padding, mode, name):
    """ATen's reflection/replication padding output-size checks (a negative padding can empty a dim)."""
    n = len(padding) // 2
    sizes = [a.shape[a.ndim - 1 - i] for i in range(n)]  # W, H, D
    outs = [sizes[i] + padding[2 * i] + padding[2 * i + 1] for i in range(n)]
    if n == 1 and outs[0] < 1:
        raise RuntimeError(f"input (W: {sizes[0]}) is too small. Calculated output W: {outs[0]}")
    if n == 2 and outs[0] < 1 and outs[1] < 1:
        space = " " if mode == "edge" else ""
        raise RuntimeError(f"input (H: {sizes[1]}, W: {sizes[0]}{space}) is too small. Calculated output H: {outs[1]} "
                           f"W: {outs[0]}")
    if n == 3 and max(outs) < 1:
        raise RuntimeError(f"input (D: {sizes[2]} H: {sizes[1]}, W: {sizes[0]}) is too small. Calculated output D: "
                           f"{outs[2]} H: {outs[1]} W: {outs[0]}")
    if min(outs) < 0:  # ATen allocates the output before any check of this
        if mode == "edge":
            shape = list(a.shape[:a.ndim - n]) + outs[::-1]
            raise RuntimeError(f"Trying to create tensor with negative dimension {min(outs)}: {_sizes(shape)}")
        raise RuntimeError("numel: integer multiplication overflow")




# ---------------------------------------------------------------------------------------------
# nn.functional (convolution, pooling, losses, normalization)
# ---------------------------------------------------------------------------------------------
def _pair(v, n=2):
    """An int or a sequence as an n-tuple (PyTorch's int[2] arguments)."""
    if isinstance(v, (list, tuple)):
        return tuple(v) * n if len(v) == 1 else tuple(v)
    return (v,) * n


def _pool_out(size, k, s, p, d, ceil_mode):
    span = size + 2 * p - d * (k - 1) - 1
    if ceil_mode:
        out = -(-span // s) + 1
        if (out - 1) * s >= size + p:
            out -= 1
        return out
    return span // s + 1


def _pool2d_out(a, k, s, p, d, ceil_mode):
    """The (height, width) a 2-D pooling produces, with ATen's pool2d_shape_check error when one is below 1."""
    h, w = a.shape[-2:]
    oh, ow = _pool_out(h, k[0], s[0], p[0], d[0], ceil_mode), _pool_out(w, k[1], s[1], p[1], d[1], ceil_mode)
    if oh < 1 or ow < 1:
        c = a.shape[-3] if a.ndim >= 3 else 1
        raise RuntimeError(f"Given input size: ({c}x{h}x{w}). Calculated output size: ({c}x{oh}x{ow}). "
                           "Output size is too small")
    return oh, ow


def _windows(xp, a, kernel, dilation, stride, out_hw):
    """(..., H, W) -> (..., kh, kw, oh, ow): every kernel offset as one strided slice."""
    (kh, kw), (dh, dw), (sh, sw), (oh, ow) = kernel, dilation, stride, out_hw
    out = xp.empty(a.shape[:-2] + (kh, kw, oh, ow), dtype=a.dtype)
    for i in range(kh):
        for j in range(kw):
            out[..., i, j, :, :] = a[..., i * dh:i * dh + sh * (oh - 1) + 1:sh, j * dw:j * dw + sw * (ow - 1) + 1:sw]
    return out


def _pad2(xp, a, ph, pw, value=0, extra=(0, 0)):
    if not (ph or pw or extra[0] or extra[1]):
        return a
    width = [(0, 0)] * (a.ndim - 2) + [(ph, ph + extra[0]), (pw, pw + extra[1])]
    return pad_constant(xp, a, width, value)


def _check_fold_args(checks):
    """ATen's im2col / col2im argument checks, in the order given: (what, values, message's names, non-negative)."""
    for what, (vh, vw), names, zero_ok in checks:
        if (vh < 0 or vw < 0) if zero_ok else (vh <= 0 or vw <= 0):
            raise RuntimeError(f"{what} should be {'non-negative' if zero_ok else 'greater than zero'}, but got "
                               f"{names}_height: {vh} {names}_width: {vw}")


def im2col(xp, a, kernel_size, dilation, padding, stride):
    """(N, C, H, W) -> (N, C*kh*kw, L), PyTorch's unfold layout."""
    k, d, p, s = _pair(kernel_size), _pair(dilation), _pair(padding), _pair(stride)
    _check_fold_args((("kernel size", k, "kernel", False), ("dilation", d, "dilation", False),
                      ("padding", p, "pad", True), ("stride", s, "stride", False)))
    for i in (1, 2):  # ATen reads size(1) and size(2) first: a 1-d or 2-d input has no such dim
        if a.ndim <= i:
            raise IndexError(f"Dimension out of range (expected to be in range of [{-a.ndim}, {a.ndim - 1}], but got "
                             f"{i})")
    if not (a.ndim == 3 and all(a.shape) or a.ndim == 4 and all(a.shape[1:])):
        raise RuntimeError(f"Expected 3D or 4D (batch mode) tensor with possibly 0 batch size and other non-zero "
                           f"dimensions for input, but got: {list(a.shape)}")
    if a.dtype.kind in "iu":  # ATen's kernel: the floating types and bool
        raise NotImplementedError(f"\"im2col_out_cpu\" not implemented for '{_type_name(a)}'")
    batched = a.ndim == 4
    a = a if batched else a[None]
    n, c, h, w = a.shape
    oh, ow = (_pool_out(h, k[0], s[0], p[0], d[0], False), _pool_out(w, k[1], s[1], p[1], d[1], False))
    if oh <= 0 or ow <= 0:
        raise RuntimeError(f"Given input with spatial size ({h}, {w}), kernel_size=({k[0]}, {k[1]}), dilation="
                           f"({d[0]}, {d[1]}), padding=({p[0]}, {p[1]}), calculated shape of the array of sliding "
                           f"blocks as ({oh}, {ow}), but its components must be at least one.")
    cols = _windows(xp, _pad2(xp, a, p[0], p[1]), k, d, s, (oh, ow)).reshape(n, c * k[0] * k[1], oh * ow)
    return cols if batched else cols[0]


def col2im(xp, a, output_size, kernel_size, dilation, padding, stride):
    """(N, C*kh*kw, L) -> (N, C, H, W), summing overlapping blocks (PyTorch's fold)."""
    k, d, p, s = _pair(kernel_size), _pair(dilation), _pair(padding), _pair(stride)
    h, w = _pair(output_size)
    _check_fold_args((("kernel size", k, "kernel", False), ("stride", s, "stride", False),
                      ("dilation", d, "dilation", False), ("padding", p, "pad", True)))
    if not (a.ndim == 2 and all(a.shape) or a.ndim == 3 and all(a.shape[1:])):
        raise RuntimeError(f"Expected 2D or 3D (batch mode) tensor for input with possibly 0 batch size and non-zero "
                           f"dimensions for input, but got: {list(a.shape)}")
    if a.shape[-2] % (k[0] * k[1]):
        raise RuntimeError(f"Expected size of input's dimension 1 to be divisible by the product of kernel_size, but "
                           f"got input.size(1)={a.shape[-2]} and kernel_size=({k[0]}, {k[1]}).")
    if a.dtype.kind in "iu":  # ATen's kernel: the floating types and bool
        raise NotImplementedError(f"\"col2im_out_cpu\" not implemented for '{_type_name(a)}'")
    batched = a.ndim == 3
    a = a if batched else a[None]
    n = a.shape[0]
    c = a.shape[1] // (k[0] * k[1])
    oh, ow = _pool_out(h, k[0], s[0], p[0], d[0], False), _pool_out(w, k[1], s[1], p[1], d[1], False)
    if oh * ow != a.shape[2] or c * k[0] * k[1] != a.shape[1]:
        raise RuntimeError(f"Given output_size=({h}, {w}), kernel_size=({k[0]}, {k[1]}), dilation=({d[0]}, {d[1]}), "
                           f"padding=({p[0]}, {p[1]}), stride=({s[0]}, {s[1]}), expected size of input's dimension 2 "
                           f"to match the calculated number of sliding blocks {oh} * {ow} = {oh * ow}, but got "
                           f"input.size(2)={a.shape[2]}.")
    cols = a.reshape(n, c, k[0], k[1], oh, ow)
    out = xp.zeros((n, c, h + 2 * p[0], w + 2 * p[1]), dtype=a.dtype)
    for i in range(k[0]):
        for j in range(k[1]):
            out[:, :, i * d[0]:i * d[0] + s[0] * (oh - 1) + 1:s[0], j * d[1]:j * d[1] + s[1] * (ow - 1) + 1:s[1]] \
                += cols[:, :, i, j]
    out = xp.ascontiguousarray(out[:, :, p[0]:p[0] + h, p[1]:p[1] + w])  # ATen's col2im writes a fresh tensor
    return out if batched else out[0]


def _conv_columns(xp, a, groups, kernel, dilation, stride, out_size):
    """im2col for any rank: the windows of a (N, C, *spatial) as one strided view, copied once into
    columns (N, g, C/g * K, L), element [n, i, (c, k), l] = a[n, i*C/g + c, l*stride + k*dilation]. When
    the kernel's last dim is longer than the output's, the copy walks the kernel innermost instead (long
    contiguous runs, not short ones) and the columns come back as (N, g, L, C/g * K); the flag says which."""
    n, c = a.shape[:2]
    cg = c // groups
    st = element_strides(a)
    k_st = tuple(s * d for s, d in zip(st[2:], dilation))
    o_st = tuple(s * t for s, t in zip(st[2:], stride))
    lead, lead_st = (n, groups), (st[0], st[1] * cg)
    as_strided = backends.backend_of(a).as_strided
    if kernel[-1] > out_size[-1]:
        view = as_strided(a, lead + tuple(out_size) + (cg,) + tuple(kernel), lead_st + o_st + (st[1],) + k_st)
        return view.reshape(n, groups, math.prod(out_size), cg * math.prod(kernel)), True
    view = as_strided(a, lead + (cg,) + tuple(kernel) + tuple(out_size), lead_st + (st[1],) + k_st + o_st)
    return view.reshape(n, groups, cg * math.prod(kernel), math.prod(out_size)), False


def _conv_columns_wide(xp, a, groups, kernel, dilation, out_size):
    """im2col for a stride-1 convolution with short output rows, in long copies: each kernel offset's
    column is one contiguous run of the (padded) input's flattened plane, covering the outputs as if each
    had the input's full width; the positions past an output row's end are computed and dropped
    (``_unwiden``). NumPy copies rows of 4 at a quarter of its speed on long runs, so this pays where the
    output is narrow (the matmul grows by the padded width over the output's). The batch runs inside the
    columns, so one matmul per group covers it. Returns the columns (g, C/g * K, N * run), the plane's
    element strides and the run."""
    a = xp.ascontiguousarray(a)
    n, c = a.shape[:2]
    cg = c // groups
    plane = _strides(a.shape[2:])
    run = builtins.sum((o - 1) * t for o, t in zip(out_size, plane)) + 1
    st = _strided.element_strides(a)
    view = backends.backend_of(a).as_strided(
        a, (groups, cg) + tuple(kernel) + (n, run),
        (st[1] * cg, st[1]) + tuple(dd * t for dd, t in zip(dilation, plane)) + (st[0], 1))
    return view.reshape(groups, cg * math.prod(kernel), n * run), plane, run


def _unwiden(xp, out, n, plane, run, out_size):
    """(g, C/g, N * run) outputs computed at the padded input's width -> (N, C, *out_size), contiguous."""
    g, cg = out.shape[:2]
    st = _strided.element_strides(out)
    view = backends.backend_of(out).as_strided(out, (n, g, cg) + tuple(out_size),
                                               (run * st[2], st[0], st[1]) + tuple(t * st[2] for t in plane))
    return xp.ascontiguousarray(view).reshape((n, g * cg) + tuple(out_size))


def _widen(xp, grad, plane, run):
    """(N, C, *out_size) -> (C, N * run): each output at its position in the wide grid, zeros between."""
    n, c = grad.shape[:2]
    out = xp.zeros((c, n, run), dtype=grad.dtype)
    backends.backend_of(out).as_strided(out, (n, c) + grad.shape[2:], (run, n * run) + tuple(plane))[...] = grad
    return out.reshape(c, n * run)


def _conv_scatter(xp, cols, size, kernel, dilation, padding, stride):
    """The adjoint of _conv_columns over a zero-padded input (col2im for any rank): cols (N, C, *kernel,
    *in_size) summed into (N, C, *size) at o*stride + k*dilation - padding; one add per kernel offset. With a
    stride, each offset's positions all fall in one phase of the output (position mod stride): the adds go
    to a buffer per phase, where they run along memory, and the phases are interleaved once at the end. An
    output element gets its terms in kernel-offset order either way."""
    import itertools
    nd = len(kernel)
    in_size = cols.shape[2 + nd:]
    full = tuple(sz + 2 * p for sz, p in zip(size, padding))
    every = (builtins.slice(None),) * 2
    lead = cols.shape[:2]
    phases = {}
    for offset in itertools.product(*(range(k) for k in kernel)):
        start = [o * d for o, d in zip(offset, dilation)]
        phase = tuple(st % s for st, s in zip(start, stride))
        buffer = phases.get(phase)
        if buffer is None:  # this phase's positions r, r + s, ... within the padded output
            buffer = phases[phase] = xp.zeros(lead + tuple(-(-(f - r) // s) for f, r, s in zip(full, phase, stride)),
                                              dtype=cols.dtype)
        index = tuple(builtins.slice(st // s, st // s + i) for st, s, i in zip(start, stride, in_size))
        buffer[every + index] += cols[every + offset]
    if len(phases) == 1 and all(s == 1 for s in stride):
        out = phases[(0,) * nd]
    else:
        out = xp.zeros(lead + full, dtype=cols.dtype)
        for phase, buffer in phases.items():
            out[every + tuple(builtins.slice(r, None, s) for r, s in zip(phase, stride))] = buffer
    return out[every + tuple(builtins.slice(p, p + sz) for p, sz in zip(padding, size))]


def _channels_major(xp, a, groups):
    """(N, C, *S) -> (g, C/g, N * L): the batch inside each channel's row, for one matmul per group."""
    n, c = a.shape[:2]
    length = math.prod(a.shape[2:])
    out = xp.ascontiguousarray(a.reshape(n, c, length).transpose(1, 0, 2))
    return out.reshape(groups, c // groups, n * length)


def _batch_major(xp, a, n, size):
    """(C, N * L) -> (N, C, *size), contiguous."""
    c = a.shape[0]
    return xp.ascontiguousarray(a.reshape(c, n, math.prod(size)).transpose(1, 0, 2)).reshape((n, c) + tuple(size))


def _conv_columns_batched(xp, a, groups, kernel, dilation, stride, out_size):
    """im2col with the batch inside the columns: (g, C/g * K, N * L), element [i, (c, k), (n, l)] =
    a[n, i*C/g + c, l*stride + k*dilation]; one copy of a strided view (output positions innermost)."""
    n, c = a.shape[:2]
    cg = c // groups
    st = element_strides(a)
    view = backends.backend_of(a).as_strided(
        a, (groups, cg) + tuple(kernel) + (n,) + tuple(out_size),
        (st[1] * cg, st[1]) + tuple(s * d for s, d in zip(st[2:], dilation)) + (st[0],)
        + tuple(s * t for s, t in zip(st[2:], stride)))
    return xp.ascontiguousarray(view).reshape(groups, cg * math.prod(kernel), n * math.prod(out_size))


def _group_matmul(xp, a, b):
    """matmul of (g, m, k) and (g, k, n) stacks; one group as a plain 2-D matmul (NumPy's stacked matmul can
    take several milliseconds where the 2-D one takes a tenth of that with a threaded BLAS)."""
    if a.shape[0] == 1:
        return xp.matmul(a[0], b[0])[None]
    return xp.matmul(a, b)


def _conv_transpose(xp, input, weight, s, p, d, out_size, g):
    """The transposed convolution: one matmul per group of the weight against the input with the batch inside
    its rows, then each kernel offset's columns added back at o*stride + k*dilation (in kernel-offset order).
    Each offset's positions fall in one phase of the padded output (position mod stride); with the input
    zero-padded to the phase's grid, an offset's columns land at one flat shift of its phase's buffer, so
    each add is one long 1-D add (the zeros padding adds wrap onto other rows harmlessly; a non-finite weight
    would turn them into nan, so that case, and a padding that would grow the matmul much, scatter per
    window instead)."""
    import itertools
    n, c, size = input.shape[0], input.shape[1], tuple(input.shape[2:])
    k, og = tuple(weight.shape[2:]), weight.shape[1]
    nd, kn, cg = len(k), math.prod(k), c // g
    full = tuple(o + 2 * pp for o, pp in zip(out_size, p))
    grid = tuple(-(-f // ss) for f, ss in zip(full, s))                       # a phase's positions per axis
    plane = math.prod(grid)
    if not (n * c * og and plane <= 2 * math.prod(size) and xp.isfinite(weight).all()):
        wg = weight.reshape(g, cg, og * kn).transpose(0, 2, 1)                 # (g, og*K, C/g)
        cols = _group_matmul(xp, wg, _channels_major(xp, input, g))           # (g, og*K, N*L)
        cols = xp.moveaxis(cols.reshape((g * og,) + k + (n,) + size), 1 + nd, 1)  # (g*og, N, *K, *S)
        return xp.ascontiguousarray(xp.moveaxis(_conv_scatter(xp, cols, out_size, k, d, p, s), 1, 0))
    wide = xp.zeros((c, n) + grid, dtype=input.dtype)
    wide[(builtins.slice(None),) * 2 + tuple(builtins.slice(0, sz) for sz in size)] = xp.moveaxis(input, 1, 0)
    wg = weight.reshape(g, cg, og, kn).transpose(0, 3, 2, 1).reshape(g, kn * og, cg)   # rows (offset, og)
    cols = _group_matmul(xp, wg, wide.reshape(g, cg, n * plane))              # (g, K*og, N*plane)
    run = og * n * plane
    cols = cols.reshape(g, kn, run)
    steps = _strides(grid)
    phases, longest = {}, builtins.sum((dd * (kk - 1) // ss) * t for dd, kk, ss, t in zip(d, k, s, steps))
    for i, offset in enumerate(itertools.product(*(range(kk) for kk in k))):
        start = [o * dd for o, dd in zip(offset, d)]
        phase = tuple(st % ss for st, ss in zip(start, s))
        buffer = phases.get(phase)
        if buffer is None:
            buffer = phases[phase] = xp.zeros((g, run + longest), dtype=cols.dtype)
        shift = builtins.sum((st // ss) * t for st, ss, t in zip(start, s, steps))
        buffer[:, shift:shift + run] += cols[:, i]
    whole = len(phases) == math.prod(s)
    out = (xp.empty if whole else xp.zeros)((n, g * og) + tuple(out_size), dtype=cols.dtype)
    for phase, buffer in phases.items():
        view = xp.moveaxis(buffer[:, :run].reshape((g * og, n) + grid), 1, 0)   # (N, g*og, *grid)
        src, dst = [], []
        for r, ss, pp, o in zip(phase, s, p, out_size):   # phase positions r + ss*t, output position - pp
            t0, t1 = -(-(pp - r) // ss), -(-(pp + o - r) // ss)
            src.append(builtins.slice(t0, builtins.max(t0, t1)))
            dst.append(builtins.slice(r + ss * t0 - pp, None, ss))
        out[(builtins.slice(None),) * 2 + tuple(dst)] = view[(builtins.slice(None),) * 2 + tuple(src)]
    return out


def _conv_transpose_backward(xp, grad_output, input, weight, s, p, d, g, output_mask):
    """The input and weight gradients of a transposed convolution from one set of columns of the padded
    output gradient, (g, og * K, N * L): the input's is the weight times them, the weight's the input
    (batch inside its rows) times their transpose."""
    n, c, size = input.shape[0], input.shape[1], input.shape[2:]
    k = weight.shape[2:]
    weight = xp.ascontiguousarray(weight)  # for BLAS, as in convolution
    padded = pad_constant(xp, grad_output, [(0, 0)] * 2 + [(pp, pp) for pp in p]) if any(p) else grad_output
    cols = _conv_columns_batched(xp, padded, g, k, d, s, size)                # (g, og*K, N*L)
    grad_input = grad_weight = None
    if output_mask[0]:
        wg = weight.reshape(g, c // g, cols.shape[1])                         # (g, C/g, og*K)
        grad_input = _batch_major(xp, _group_matmul(xp, wg, cols).reshape(c, n * math.prod(size)), n, size)
    if output_mask[1]:
        grad_weight = _group_matmul(xp, _channels_major(xp, input, g), cols.transpose(0, 2, 1)).reshape(weight.shape)
    return grad_input, grad_weight


def _conv_param(value, name, nd):
    """ATen's expand_param_if_needed: one value for every spatial dim, or exactly nd of them."""
    value = tuple(value) if isinstance(value, (list, tuple)) else (value,)
    if len(value) == 1:
        return value * nd
    if len(value) != nd:
        raise RuntimeError(f"expected {name} to be a single integer value or a list of {nd} values to match the "
                           f"convolution dimensions, but got {name}={list(value)}")
    return value


def _check_conv_shape(input, weight, bias, s, p, d, transposed, op, groups):
    """ATen's check_shape_forward (and the transposed kernels' output_padding check)."""
    nd = weight.ndim - 2
    if any(v < 0 for v in p):
        raise RuntimeError("negative padding is not supported")
    if any(v < 0 for v in op):
        raise RuntimeError("negative output_padding is not supported")
    if any(v <= 0 for v in s):
        raise RuntimeError("non-positive stride is not supported")
    if any(v < 0 for v in d):
        raise RuntimeError("dilation should be greater than zero")
    if any(v == 0 for v in d):
        if not transposed and input.ndim and input.shape[0] == 1:
            # ATen's CPU path for a batch of one (a 1-d convolution run as a 2-d one: its dilation shows that)
            raise RuntimeError(f"dilation should be greater than zero, but got "
                               f"{_sizes(((1,) if nd == 1 else ()) + tuple(d))}")
        raise RuntimeError("non-positive dilation is not supported")
    if weight.ndim != input.ndim:
        raise RuntimeError(f"Expected {weight.ndim}-dimensional input for {weight.ndim}-dimensional weight "
                           f"{list(weight.shape)}, but got {input.ndim}-dimensional input of size "
                           f"{list(input.shape)} instead")
    if weight.shape[0] < groups:
        raise RuntimeError(f"Given groups={groups}, expected weight to be at least {groups} at dimension 0, but got "
                           f"weight of size {list(weight.shape)} instead")
    if weight.shape[0] % groups:
        raise RuntimeError(f"Given groups={groups}, expected weight to be divisible by {groups} at dimension 0, but "
                           f"got weight of size [{list(weight.shape)}] instead")
    c = input.shape[1]
    if not transposed:
        if c != weight.shape[1] * groups:
            raise RuntimeError(f"Given groups={groups}, weight of size {list(weight.shape)}, expected input"
                               f"{list(input.shape)} to have {weight.shape[1] * groups} channels, but got {c} "
                               f"channels instead")
        if bias is not None and (bias.ndim != 1 or bias.shape[0] != weight.shape[0]):
            raise RuntimeError(f"Given weight of size {list(weight.shape)}, expected bias to be 1-dimensional with "
                               f"{weight.shape[0]} elements, but got bias of size {list(bias.shape)} instead")
        padded = [input.shape[2 + i] + 2 * p[i] for i in range(nd)]
        kernel = [d[i] * (weight.shape[2 + i] - 1) + 1 for i in range(nd)]
        if any(a < b for a, b in zip(padded, kernel)):
            raise RuntimeError(f"Calculated padded input size per channel: ({' x '.join(map(str, padded))}). "
                               f"Kernel size: ({' x '.join(map(str, kernel))}). Kernel size can't be greater than "
                               f"actual input size")
        return
    if c != weight.shape[0]:
        raise RuntimeError(f"Given transposed=1, weight of size {list(weight.shape)}, expected input"
                           f"{list(input.shape)} to have {weight.shape[0]} channels, but got {c} channels instead")
    if bias is not None and (bias.ndim != 1 or bias.shape[0] != weight.shape[1] * groups):
        raise RuntimeError(f"Given transposed=1, weight of size {list(weight.shape)}, expected bias to be "
                           f"1-dimensional with {weight.shape[1] * groups} elements, but got bias of size "
                           f"{list(bias.shape)} instead")
    if any(o >= t and o >= dd for o, t, dd in zip(op, s, d)):
        names = ("depth", "height", "width")[3 - max(nd, 2):]
        ops, ss, ds = ((op, s, d) if nd > 1 else ((0,) + op, (1,) + s, (1,) + d))  # 1-D runs as 2-D in ATen
        raise RuntimeError("output padding must be smaller than either stride or dilation, but got "
                           + " ".join(f"output_padding_{n}: {v}" for n, v in zip(names, ops)) + " "
                           + " ".join(f"stride_{n}: {v}" for n, v in zip(names, ss)) + " "
                           + " ".join(f"dilation_{n}: {v}" for n, v in zip(names, ds)))


def convolution(xp, input, weight, bias, stride, padding, dilation, transposed, output_padding, groups):
    """Convolution over any number of spatial dims (conv1d/2d/3d and their transposes): windows of the
    padded input as one strided view, copied once into columns, then one batched matmul per group;
    the transposed convolution is the adjoint: matmul, then the columns scattered back."""
    nd = weight.ndim - 2
    if groups <= 0:
        raise RuntimeError("non-positive groups is not supported")
    s, p, d, op = (_conv_param(v, name, nd) for v, name in
                   ((stride, "stride"), (padding, "padding"), (dilation, "dilation"), (output_padding, "output_padding")))
    _check_conv_shape(input, weight, bias, s, p, d, transposed, op, groups)
    if bias is not None and bias.dtype != input.dtype:
        raise RuntimeError(f"Input type ({_CPP_TYPE_NAME[input.dtype.name]}) and bias type "
                           f"({_CPP_TYPE_NAME[bias.dtype.name]}) should be the same")
    if weight.dtype != input.dtype:  # ATen's convolution kernels take one dtype
        raise RuntimeError(f"expected scalar type {_type_name(input)} but found {_type_name(weight)}")
    if 0 in weight.shape[2:]:  # the CPU kernels' shape checks (a 1-d convolution runs as a 2-d one)
        k = weight.shape[2:]
        if nd == 3:
            raise RuntimeError(f"kernel size should be greater than zero, but got: {k[0]} x {k[1]} x {k[2]} (TxHxW)")
        kh, kw = (1,) + k if nd == 1 else k
        raise RuntimeError(f"kernel size should be greater than zero, but got kernel_height: {kh} kernel_width: {kw}")
    # A weight of negative strides (the flipped kernel of a backward) or another layout would send the stacked
    # matmul below to NumPy's loop without BLAS (1.8x slower on a depthwise conv): the kernel is small, copy it.
    weight = xp.ascontiguousarray(weight)
    n, c, size, g = input.shape[0], input.shape[1], input.shape[2:], groups
    k = weight.shape[2:]
    kn = math.prod(k)
    if not transposed:
        o, cg = weight.shape[:2]
        out_size = tuple(_pool_out(sz, kk, ss, pp, dd, False) for sz, kk, ss, pp, dd in zip(size, k, s, p, d))
        padded = pad_constant(xp, input, [(0, 0)] * 2 + [(pp, pp) for pp in p]) if any(p) else input
        wg = weight.reshape(g, o // g, cg * kn)
        if all(v == 1 for v in s) and out_size[-1] < 8 and n * c * math.prod(out_size):
            cols, plane, run = _conv_columns_wide(xp, padded, g, k, d, out_size)
            out = _unwiden(xp, xp.matmul(wg, cols), n, plane, run, out_size)
        else:
            cols, kernel_last = _conv_columns(xp, padded, g, k, d, s, out_size)
            out = xp.matmul(cols, wg.transpose(0, 2, 1)).transpose(0, 1, 3, 2) if kernel_last else xp.matmul(wg, cols)
            out = xp.ascontiguousarray(out).reshape((n, o) + out_size)  # contiguous, as ATen's
    else:
        out_size = tuple((sz - 1) * ss - 2 * pp + dd * (kk - 1) + oo + 1
                         for sz, kk, ss, pp, dd, oo in zip(size, k, s, p, d, op))
        if any(v <= 0 for v in out_size):
            shown = (size, out_size) if nd > 1 else ((1,) + size, (1,) + out_size)  # 1-D runs as 2-D in ATen
            raise RuntimeError(f"Given input size per channel: ({' x '.join(map(str, shown[0]))}). Calculated output "
                               f"size per channel: ({' x '.join(map(str, shown[1]))}). Output size is too small")
        out = _conv_transpose(xp, input, weight, s, p, d, out_size, g)
    if bias is not None:
        out = out + bias.reshape((1, -1) + (1,) * nd)
    return out


def convolution_backward(xp, grad_output, input, weight, bias_sizes, stride, padding, dilation, transposed,
                         output_padding, groups, output_mask):
    """The gradients of ``convolution`` for input, weight and bias (ATen's convolution_backward), any rank:
    the input's is the adjoint convolution (transposed <-> not), the weight's the output gradient times the
    columns of the input (of the output gradient, for a transposed convolution). An output output_mask
    leaves out comes back as broadcast zeros (never read: ConvolutionBackward0 hands on None)."""
    nd = weight.ndim - 2
    s, p, d = (_conv_param(v, name, nd) for v, name in ((stride, "stride"), (padding, "padding"),
                                                           (dilation, "dilation")))
    if input.size == 0 or grad_output.size == 0:  # an empty batch: nothing flows, every gradient is zero
        return (xp.zeros(input.shape, grad_output.dtype), xp.zeros(weight.shape, grad_output.dtype),
                xp.zeros(tuple(bias_sizes or (weight.shape[1 if transposed else 0] * (groups if transposed else 1),)),
                         grad_output.dtype))
    n, g, k = input.shape[0], groups, weight.shape[2:]
    every = (builtins.slice(None),) * 2
    if transposed and (output_mask[0] or output_mask[1]):
        grad_input, grad_weight = _conv_transpose_backward(xp, grad_output, input, weight, s, p, d, g, output_mask)
        zero = xp.zeros((), dtype=grad_output.dtype)
        grad_input = xp.broadcast_to(zero, input.shape) if grad_input is None else grad_input
        grad_weight = xp.broadcast_to(zero, weight.shape) if grad_weight is None else grad_weight
        grad_bias = (grad_output.sum(axis=(0,) + tuple(range(2, nd + 2))) if output_mask[2]
                     else xp.zeros(grad_output.shape[1], dtype=grad_output.dtype))
        return grad_input, grad_weight, grad_bias
    if not output_mask[0]:
        grad_input = xp.broadcast_to(xp.zeros((), dtype=grad_output.dtype), input.shape)
    elif transposed:
        grad_input = convolution(xp, grad_output, weight, None, s, p, d, False, (0,) * nd, g)
    elif all(v == 1 for v in s) and all(dd * (kk - 1) >= pp for dd, kk, pp in zip(d, k, p)):
        # Stride 1: the adjoint is a plain convolution of the output's gradient with the kernel flipped and
        # its channels swapped within each group; columns and one matmul, where the scatter adds per offset.
        o, cg = weight.shape[:2]
        flipped = weight.reshape((g, o // g, cg) + tuple(k)).swapaxes(1, 2).reshape((g * cg, o // g) + tuple(k))
        flipped = flipped[every + (builtins.slice(None, None, -1),) * nd]
        grad_input = convolution(xp, grad_output, flipped, None, s, tuple(dd * (kk - 1) - pp for dd, kk, pp in
                                                                         zip(d, k, p)), d, False, (0,) * nd, g)
    else:  # the extra output_padding restores the input positions no window reached
        extra = tuple(input.shape[2 + i] + 2 * p[i] - (grad_output.shape[2 + i] - 1) * s[i] - d[i] * (k[i] - 1) - 1
                      for i in range(nd))
        grad_input = convolution(xp, grad_output, weight, None, s, p, d, True, extra, g)
    # output_padding below dilation (and at least stride) leaves trailing positions no window reached
    grad_input = grad_input[every + tuple(builtins.slice(0, size) for size in input.shape[2:])]
    if output_mask[1]:
        # The columns come from the input (the output gradient, transposed) and pair with the other one
        source, other = (grad_output, input) if transposed else (input, grad_output)
        padded = pad_constant(xp, source, [(0, 0)] * 2 + [(pp, pp) for pp in p]) if any(p) else source
        if (not transposed and all(v == 1 for v in s) and other.shape[-1] < 8 and other.size
                and xp.isfinite(padded).all()):
            # The forward's narrow-output columns, with the output gradient spread onto the same wide grid
            # (zeros at the dropped positions, which a non-finite input would turn into nan: not taken then)
            cols, plane, run = _conv_columns_wide(xp, padded, g, k, d, other.shape[2:])
            spread = _widen(xp, other, plane, run).reshape(g, other.shape[1] // g, -1)
            grad_weight = xp.matmul(spread, cols.transpose(0, 2, 1))
        else:
            cols, kernel_last = _conv_columns(xp, padded, g, k, d, s, other.shape[2:])
            other = other.reshape(n, g, other.shape[1] // g, -1)                      # (N, g, C/g, L)
            grad_weight = xp.matmul(other, cols if kernel_last else cols.transpose(0, 1, 3, 2)).sum(0)
        grad_weight = grad_weight.reshape(weight.shape)
    else:
        grad_weight = xp.broadcast_to(xp.zeros((), dtype=grad_output.dtype), weight.shape)
    if output_mask[2]:
        grad_bias = grad_output.sum(axis=(0,) + tuple(range(2, nd + 2)))
    else:
        grad_bias = xp.zeros(grad_output.shape[1], dtype=grad_output.dtype)
    return grad_input, grad_weight, grad_bias


def _check_pool2d_arg_sizes(name, kernel_size, stride, padding, dilation=(1,)):
    """ATen's max_pool2d / avg_pool2d checks of their int[2] arguments' lengths."""
    for what, value, omittable in (("kernel_size", kernel_size, False), ("stride", stride, True),
                                   ("padding", padding, False), ("dilation", dilation, False)):
        if isinstance(value, (list, tuple)) and len(value) not in (1, 2) and not (omittable and not value):
            if what == "dilation":
                raise RuntimeError(f"{name}: dilation must be either a single int, or a tuple of two ints")
            raise RuntimeError(f"{name}: {what} must either be {'omitted, ' if omittable else ''}a single int, or a "
                               "tuple of two ints")


def max_pool2d_with_indices(xp, a, kernel_size, stride, padding, dilation, ceil_mode):
    _check_pool2d_arg_sizes("max_pool2d", kernel_size, stride, padding, dilation)
    k = _pair(kernel_size)
    s = _pair(stride) if stride not in (None, (), []) else k
    p, d = _pair(padding), _pair(dilation)
    _check_pool2d(a, k, s, p, d, True)
    if p[0] > k[0] // 2 or p[1] > k[1] // 2:
        raise RuntimeError(f"pad should be smaller than or equal to half of kernel size, but got padW = {p[1]}, "
                           f"padH = {p[0]}, kW = {k[1]}, kH = {k[0]}")
    _check_max_pool_dtype("max_pool2d", a)
    return _max_pool(xp, a, k, s, p, d, _pool2d_out(a, k, s, p, d, ceil_mode))


def _check_max_pool_dtype(name, a):
    not_implemented_for(a, "b", name)


def _max_pool(xp, a, kernel, stride, padding, dilation, out_size):
    """Max pooling over the last ``len(kernel)`` dims, with each maximum's index into the input plane
    (volume): ATen's loop, vectorised over the output. Each output starts at the lowest value with the
    index of its window's first element inside the input; the window's elements are visited in order
    and one replaces the kept maximum when ``val > maxval || isnan(val)`` (the first maximum, the last
    nan). The input is padded with the lowest value, which never replaces. Small windows are scanned one
    kernel offset at a time, branch-free (NumPy's masked writes cost ten times a ``maximum`` when the mask
    is random); big ones are searched row by row."""
    nd = len(kernel)
    spatial, lead = a.shape[-nd:], a.shape[:-nd]
    if a.size == 0:  # an empty batch: empty outputs of the pooled shape
        return xp.empty(lead + tuple(out_size), a.dtype), xp.empty(lead + tuple(out_size), "int64")
    low = -xp.inf if a.dtype.kind == "f" else xp.iinfo(a.dtype).min
    extra = [max(0, (o - 1) * ss + dd * (kk - 1) + 1 - size - 2 * pp)
             for o, ss, dd, kk, size, pp in zip(out_size, stride, dilation, kernel, spatial, padding)]
    padded = _pad_nd(xp, a, padding, low, extra)
    st = _strided.element_strides(padded)
    window_st = tuple(t * dd for t, dd in zip(st[-nd:], dilation))
    out_st = st[:-nd] + tuple(t * ss for t, ss in zip(st[-nd:], stride))
    if math.prod(kernel) > 16:
        # Big windows: each one copied into a row and searched by argmax (the scan below would make four
        # array calls per kernel offset). Nothing replaced the lowest value where the maximum is that value.
        rows = backends.backend_of(padded).as_strided(padded, lead + tuple(out_size) + tuple(kernel),
                                                      out_st + window_st).reshape(lead + tuple(out_size) + (-1,))
        values, arg = _max_last_nan(xp, rows)
        taken = xp.where(values == low, 0, arg + 1)
    else:
        # Every window element of one kernel offset, for all outputs, as one contiguous block, so that the
        # scan runs along memory (NumPy is several times slower on short strided rows).
        windows = backends.backend_of(padded).as_strided(
            padded, tuple(kernel) + lead + tuple(out_size), window_st + out_st).copy()
        windows = windows.reshape((-1,) + lead + tuple(out_size))
        values = xp.full(lead + tuple(out_size), low, dtype=a.dtype)
        taken = xp.zeros(values.shape, dtype="int16")  # 1 + the offset holding the maximum; 0: none replaced
        check_nan = a.dtype.kind == "f" and bool(xp.isnan(a).any())
        for n in range(windows.shape[0]):
            window = windows[n]
            replace = window > values
            if check_nan:
                replace |= xp.isnan(window)
            xp.maximum(values, window, out=values)  # the kept value where not replaced, but for a zero's sign
            xp.maximum(taken, replace * xp.int16(n + 1), out=taken)  # offsets only grow: a replacement wins
        if a.dtype.kind == "f":  # maximum() may give either zero of a tie: read the kept one where it is a zero
            zero = xp.flatnonzero(values == 0)
            if zero.size:
                values.reshape(-1)[zero] = windows.reshape(windows.shape[0], -1)[taken.reshape(-1)[zero] - 1, zero]
    shifts, firsts, unreplaced = _pool_index_plan(xp, spatial, tuple(kernel), tuple(stride), tuple(padding),
                                                  tuple(dilation), tuple(out_size))
    indices = xp.take(shifts, taken)  # take: twice as fast as fancy indexing
    indices += firsts
    if unreplaced is not None:  # an output nothing replaced names its window's first element inside the input
        xp.copyto(indices, unreplaced, where=taken == 0)
    return values, indices


_POOL_INDEX_PLANS = {}  # {(array module, geometry): _pool_index_plan's arrays}, emptied past 64 entries


def _pool_index_plan(xp, spatial, kernel, stride, padding, dilation, out_size):
    """What max pooling's indices are made of, for one geometry: each kernel offset's shift in the input
    plane (volume), after a 0 for "none replaced"; the plane index of each output's window origin; and, with
    padding, the index an output takes when nothing replaced the padding value (its window's first element
    inside the input), else None. They depend on the geometry alone, and a network pools the same geometry
    every step: memoised, as read-only arrays."""
    key = (xp, spatial, kernel, stride, padding, dilation, out_size)
    plan = _POOL_INDEX_PLANS.get(key)
    if plan is None:
        import itertools
        plane = _strides(spatial)
        shifts = [0] + [builtins.sum(oo * dd * t for oo, dd, t in zip(offset, dilation, plane))
                        for offset in itertools.product(*(range(kk) for kk in kernel))]
        starts = [xp.arange(o, dtype="int64") * ss - pp for o, ss, pp in zip(out_size, stride, padding)]
        unreplaced = None
        if any(padding):
            inside = [xp.where(start < 0, start % dd, start) for start, dd in zip(starts, dilation)]
            unreplaced = _plane_index(xp, inside, plane)
        plan = _remember(_POOL_INDEX_PLANS, key,
                         (xp.asarray(shifts, dtype="int64"), _plane_index(xp, starts, plane), unreplaced))
    return plan


def _plane_index(xp, starts, plane):
    """Flat input indices from per-dim coordinates (one 1-D array per dim), broadcast over the output."""
    nd = len(starts)
    return builtins.sum(start.reshape([-1 if j == i else 1 for j in range(nd)]) * plane[i]
                        for i, start in enumerate(starts))


def _check_pool_padding(k, p, d):
    for i in range(len(k)):
        if p[i] > int(((k[i] - 1) * d[i] + 1) / 2):  # C++'s division, toward zero (a negative kernel passes)
            raise RuntimeError(f"pad should be at most half of effective kernel size, but got pad={p[i]}, "
                               f"kernel_size={k[i]} and dilation={d[i]}")


def _check_pool2d(a, k, s, p, d, max_pool):
    """ATen's max_pool2d / avg_pool2d checks, in its order: the input's rank (avg_pool2d reads ``size(-3)`` first),
    the output shape's (a zero stride, a padding beyond half the effective kernel), then pool2d_shape_check's."""
    if max_pool and a.ndim not in (3, 4):
        raise RuntimeError("non-empty 3D or 4D (batch mode) tensor expected for input")
    if a.ndim < 3:
        n = builtins.max(a.ndim, 1)
        raise IndexError(f"Dimension out of range (expected to be in range of [{-n}, {n - 1}], but got -3)")
    if 0 in s:
        raise RuntimeError("stride should not be zero")
    _check_pool_padding(k, p, d)
    if k[0] <= 0 or k[1] <= 0:
        raise RuntimeError(f"kernel size should be greater than zero, but got kH: {k[0]} kW: {k[1]}")
    if s[0] <= 0 or s[1] <= 0:
        raise RuntimeError(f"stride should be greater than zero, but got dH: {s[0]} dW: {s[1]}")
    if d[0] <= 0 or d[1] <= 0:
        raise RuntimeError(f"dilation should be greater than zero, but got dilationH: {d[0]} dilationW: {d[1]}")
    shape = a.shape
    if not (a.ndim == 3 and shape[0] and shape[1] and shape[2] or a.ndim == 4 and shape[1] and shape[2] and shape[3]):
        raise RuntimeError("Expected 3D or 4D (batch mode) tensor with optional 0 dim batch size for input, but "
                           f"got:{_sizes(shape)}")


def avg_pool2d(xp, a, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override):
    if divisor_override is not None and divisor_override == 0:
        raise RuntimeError("divisor must be not zero")
    _check_pool2d_arg_sizes("avg_pool2d", kernel_size, stride, padding)
    k = _pair(kernel_size)
    s = _pair(stride) if stride not in (None, (), []) else k
    p = _pair(padding)
    _check_pool2d(a, k, s, p, (1, 1), False)
    if a.dtype.kind != "f" and a.dtype.name != "int64":  # ATen's kernel: the floating types and Long
        raise NotImplementedError(f"\"avg_pool2d\" not implemented for '{_type_name(a)}'")
    h, w = a.shape[-2:]
    oh, ow = _pool2d_out(a, k, s, p, (1, 1), ceil_mode)
    extra = (max(0, (oh - 1) * s[0] + k[0] - h - 2 * p[0]), max(0, (ow - 1) * s[1] + k[1] - w - 2 * p[1]))
    win = _windows(xp, _pad2(xp, a, p[0], p[1], 0, extra), k, (1, 1), s, (oh, ow))
    total = win.sum(axis=(-4, -3))
    div = avg_pool_divisor(xp, (h, w), k, s, p, (oh, ow), count_include_pad, divisor_override, a.dtype)
    if a.dtype.kind != "f":
        return _truncating_divide(xp, total, div).astype(a.dtype)
    return total / div


def _truncating_divide(xp, total, div):
    """C++ integer division: the quotient truncated toward zero."""
    return xp.sign(total) * (xp.abs(total) // div)


_AVG_POOL_DIVISORS = {}  # {(array module, geometry, dtype): avg_pool_divisor's array}, emptied past 64 entries


def avg_pool_divisor(xp, spatial, k, s, p, out, count_include_pad, divisor_override, dtype):
    """The divisors of average pooling over ``len(out)`` dims (2-D or 3-D), as PyTorch counts them: the
    window's size clipped to the padded input, or to the input itself without count_include_pad. A network
    pools the same few geometries every step, so each one's divisors are made once (a dozen array calls, the
    cost of the pooling itself on a small batch) and kept, read-only."""
    if divisor_override:
        return xp.full(out, divisor_override, dtype=dtype)
    key = (xp, tuple(spatial), tuple(k), tuple(s), tuple(p), tuple(out), bool(count_include_pad), xp.dtype(dtype))
    divisor = _AVG_POOL_DIVISORS.get(key)
    if divisor is None:
        divisor = _remember(_AVG_POOL_DIVISORS, key, _avg_pool_divisor(xp, spatial, k, s, p, out, count_include_pad,
                                                                       dtype))
    return divisor


def _avg_pool_divisor(xp, spatial, k, s, p, out, count_include_pad, dtype):
    n = len(out)
    divisor = 1
    for axis in range(n):
        start = xp.arange(out[axis]) * s[axis] - p[axis]
        end = xp.minimum(start + k[axis], spatial[axis] + p[axis])
        if not count_include_pad:
            start, end = xp.maximum(start, 0), xp.minimum(end, spatial[axis])
        divisor = divisor * (end - start).reshape([-1 if i == axis else 1 for i in range(n)])
    return divisor.astype(dtype)


def adaptive_pool_matrix(xp, size, out, dtype):
    """(out, size) averaging matrix of adaptive average pooling (PyTorch's start/end index rule)."""
    m = xp.zeros((out, size), dtype=dtype)
    for i in range(out):
        start, end = (i * size) // out, -((-(i + 1) * size) // out)
        m[i, start:end] = 1.0 / (end - start)
    return m


def adaptive_avg_pool_nd(xp, a, output_size, half_in_float=True):
    """ATen's CPU adaptive average pooling over the last len(output_size) dims: each window summed element by
    element in row-major order, then divided by each of its extents in turn (``sum / kh / kw``), so an average
    of exact numbers is exact (averaging matrices' 1/3 would round). Vectorised over the output: step k of the
    sum adds every window's k-th element (0 for a window that has fewer). A float16 window is summed and divided
    in float32 by the 2-D kernel, in float16 (each step rounded) by the 3-D one (``half_in_float=False``)."""
    sizes = a.shape[a.ndim - len(output_size):]
    starts, extents = [], []
    for size, out in zip(sizes, output_size):
        bounds = [_adaptive_bounds(size, out, i) for i in range(out)]
        starts.append(xp.asarray([b[0] for b in bounds], dtype=xp.intp))
        extents.append(xp.asarray([b[1] - b[0] for b in bounds], dtype=xp.intp))
    nd = len(output_size)
    lead = (builtins.slice(None),) * (a.ndim - nd)
    acc = xp.dtype("float32") if a.dtype.itemsize < 4 and half_in_float else a.dtype  # ATen's opmath type
    total = xp.zeros(a.shape[:a.ndim - nd] + tuple(output_size), dtype=acc)
    for offset in itertools.product(*(range(int(e.max(initial=0))) for e in extents)):
        index, valid = [], None
        for d, (o, s, e) in enumerate(zip(offset, starts, extents)):
            shape = [1] * nd
            shape[d] = -1
            index.append(xp.minimum(s + o, sizes[d] - 1).reshape(shape))
            ok = (o < e).reshape(shape)
            valid = ok if valid is None else valid & ok
        total = total + xp.where(valid, a[lead + tuple(index)], 0)
    for d, e in enumerate(extents):
        shape = [1] * nd
        shape[d] = -1
        total = total / e.reshape(shape).astype(acc)
    return total.astype(a.dtype, copy=False)


def adaptive_avg_pool2d(xp, a, output_size):
    for i in range(1, a.ndim):  # ATen's check, before its dtype dispatch
        if a.shape[i] == 0:
            raise RuntimeError(f"adaptive_avg_pool2d(): Expected input to have non-zero size for non-batch "
                               f"dimensions, but input has sizes {_sizes_text(a.shape)} with dimension {i} being empty")
    not_implemented_for(a, "biu", "adaptive_avg_pool2d")
    oh, ow = _pair(output_size)
    h, w = a.shape[-2:]
    return adaptive_avg_pool_nd(xp, a, (h if oh is None else oh, w if ow is None else ow))


# -- 3-D and adaptive max pooling (generic over the last nd dims) --------------------------------
def _sizes_text(shape):
    return "[" + ", ".join(str(s) for s in shape) + "]"


def _adaptive_bounds(size, out, i):
    return (i * size) // out, -((-(i + 1) * size) // out)


def _max_last_nan(xp, flat):
    """The maximum over the last axis by ATen's ``val > maxval || isnan(val)``, and where it is: the first
    maximum, or the last nan. NumPy's argmax finds the first nan, so rows holding one are searched again."""
    arg = xp.argmax(flat, axis=-1)
    values = xp.take_along_axis(flat, arg[..., None], axis=-1)[..., 0]
    if flat.dtype.kind == "f" and flat.shape[-1]:
        nan = xp.isnan(values)
        if nan.any():
            last = flat.shape[-1] - 1 - xp.argmax(xp.isnan(flat)[..., ::-1], axis=-1)
            arg = xp.where(nan, last, arg)
    return values, arg


def _strides(spatial):
    out, step = [], 1
    for size in reversed(spatial):
        out.append(step)
        step *= size
    return tuple(reversed(out))


def adaptive_max_pool(xp, a, output_size, nd):
    """adaptive_max_pool2d / 3d: each output cell the maximum of its window (PyTorch's start/end rule),
    with its index into the flattened input plane (volume)."""
    name = f"adaptive_max_pool{nd}d"
    if a.ndim not in (nd + 1, nd + 2):
        raise RuntimeError(f"{name}(): Expected {nd + 1}D or {nd + 2}D tensor, but got: {_sizes_text(a.shape)}")
    for i in range(1, a.ndim):
        if a.shape[i] == 0:
            raise RuntimeError(f"{name}(): Expected input to have non-zero size for non-batch dimensions, but input "
                               f"has sizes {_sizes_text(a.shape)} with dimension {i} being empty")
    output_size = tuple(output_size)
    if len(output_size) != nd:
        raise RuntimeError(f"{name}(): internal error: output_size.size() must be {nd}")
    if a.dtype.kind != "f":
        raise NotImplementedError(f"\"{name}{'_cpu' if nd == 3 else ''}\" not implemented for '{_type_name(a)}'")
    lead, spatial = a.shape[:-nd], a.shape[-nd:]
    for s in output_size:
        if s < 0:
            raise RuntimeError(f"Trying to create tensor with negative dimension {s}: "
                               f"{_sizes_text(lead + output_size)}")
    if all(o and size % o == 0 for size, o in zip(spatial, output_size)):
        # Even windows (each output cell's window the size // out block at its position): max pooling's
        # kernel, whose rule (first maximum, last nan, from the window's first element) is this one's
        kernel = tuple(size // o for size, o in zip(spatial, output_size))
        return _max_pool(xp, a, kernel, kernel, (0,) * nd, (1,) * nd, output_size)
    values = xp.empty(lead + output_size, dtype=a.dtype)
    indices = xp.empty(lead + output_size, dtype="int64")
    if a.size == 0:
        return values, indices
    steps = _strides(spatial)
    import itertools
    for pos in itertools.product(*(range(o) for o in output_size)):
        bounds = [_adaptive_bounds(size, out, i) for size, out, i in zip(spatial, output_size, pos)]
        window = a[(Ellipsis,) + tuple(builtins.slice(s, e) for s, e in bounds)]
        flat = window.reshape(lead + (-1,))
        values[(Ellipsis,) + pos], arg = _max_last_nan(xp, flat)
        coords = xp.unravel_index(arg, window.shape[-nd:])
        indices[(Ellipsis,) + pos] = builtins.sum((b[0] + c) * st for b, c, st in zip(bounds, coords, steps))
    return values, indices


def max_pool_backward_nd(xp, grad, a, indices, nd):
    """The gradient of a max pooling over the last nd dims: each output gradient added to the input
    element its index names, in order (ATen's ``grad_input[index] += grad``; an index outside the plane
    is skipped, as there), by add.at on flat positions."""
    dtype = xp.result_type(grad, a)
    plane = math.prod(a.shape[-nd:])
    rows = math.prod(a.shape[:-nd])
    out = xp.zeros(rows * plane, dtype=dtype)
    if out.size == 0 or indices.size == 0:
        return out.reshape(a.shape)
    idx = indices.reshape(rows, -1)
    values = grad.reshape(rows, -1).astype(dtype, copy=False)
    if idx.size and (idx.min() < 0 or idx.max() >= plane):
        inside = (idx >= 0) & (idx < plane)
        idx, values = xp.where(inside, idx, 0), xp.where(inside, values, xp.zeros((), dtype))
    xp.add.at(out, _flat_scatter_index(xp, (rows, plane), 1, idx), values.reshape(-1))
    return out.reshape(a.shape)


def _check_pool3d(name, a, k, s, p, d, check_input_size):
    """ATen's checks of max_pool3d / avg_pool3d (pooling_output_shape, then pool3d_shape_check)."""
    if a.ndim not in (4, 5) or any(n == 0 for n in a.shape[1:]):
        raise RuntimeError("non-empty 4D or 5D (batch mode) tensor expected for input")
    t, h, w = a.shape[-3:]
    for size, kk, ss, pp, dd in zip((t, h, w), k, s, p, d):
        if ss == 0:
            raise RuntimeError("stride should not be zero")
        if pp < 0:
            raise RuntimeError(f"pad must be non-negative, but got pad: {pp}")
        if pp > ((kk - 1) * dd + 1) // 2:
            raise RuntimeError(f"pad should be at most half of effective kernel size, but got pad={pp}, "
                               f"kernel_size={kk} and dilation={dd}")
    if min(k) <= 0:
        raise RuntimeError(f"kernel size should be greater than zero, but got kT: {k[0]} kH: {k[1]} kW: {k[2]}")
    if min(s) <= 0:
        raise RuntimeError(f"stride should be greater than zero, but got dT: {s[0]} dH: {s[1]} dW: {s[2]}")
    if min(d) <= 0:
        raise RuntimeError(f"dilation should be greater than zero, but got dilationT: {d[0]} dilationH: {d[1]} "
                           f"dilationW: {d[2]}")
    if check_input_size and (t < k[0] or h < k[1] or w < k[2]):
        raise RuntimeError(f"input image (T: {t} H: {h} W: {w}) smaller than kernel size (kT: {k[0]} kH: {k[1]} "
                           f"kW: {k[2]})")


def _pool3d_args(kernel_size, stride, padding, dilation):
    k = _pair(kernel_size, 3)
    s = _pair(stride, 3) if stride not in (None, (), []) else k
    return k, s, _pair(padding, 3), _pair(dilation, 3)


def _pool3d_out(name, a, k, s, p, d, ceil_mode):
    t, h, w = a.shape[-3:]
    out = tuple(_pool_out(size, kk, ss, pp, dd, ceil_mode) for size, kk, ss, pp, dd in zip((t, h, w), k, s, p, d))
    if min(out) < 1:
        c = a.shape[-4]
        raise RuntimeError(f"Given input size: ({c}x{t}x{h}x{w}). Calculated output size: "
                           f"({c}x{out[0]}x{out[1]}x{out[2]}). Output size is too small")
    return out


def _windows_nd(xp, a, kernel, dilation, stride, out_size):
    """(..., *spatial) -> (..., prod(kernel), *out_size): every kernel offset as one strided slice."""
    import itertools
    nd = len(kernel)
    out = xp.empty(a.shape[:-nd] + (math.prod(kernel),) + tuple(out_size), dtype=a.dtype)
    for n, offset in enumerate(itertools.product(*(range(kk) for kk in kernel))):
        index = tuple(builtins.slice(o * dd, o * dd + ss * (oo - 1) + 1, ss)
                      for o, dd, ss, oo in zip(offset, dilation, stride, out_size))
        out[(Ellipsis, n) + (builtins.slice(None),) * nd] = a[(Ellipsis,) + index]
    return out


def _pad_nd(xp, a, pads, value, extra):
    if not any(pads) and not any(extra):
        return a
    width = [(0, 0)] * (a.ndim - len(pads)) + [(pp, pp + e) for pp, e in zip(pads, extra)]
    return pad_constant(xp, a, width, value)


def max_pool3d_with_indices(xp, a, kernel_size, stride, padding, dilation, ceil_mode):
    k, s, p, d = _pool3d_args(kernel_size, stride, padding, dilation)
    _check_pool3d("max_pool3d", a, k, s, p, d, False)
    out = _pool3d_out("max_pool3d", a, k, s, p, d, ceil_mode)
    _check_max_pool_dtype("max_pool3d", a)
    return _max_pool(xp, a, k, s, p, d, out)


def _avg_pool3d_prepare(a, kernel_size, stride, padding, divisor_override):
    k, s, p, _ = _pool3d_args(kernel_size, stride, padding, 1)
    if divisor_override is not None and divisor_override == 0:
        raise RuntimeError("divisor must be not zero")
    _check_pool3d("avg_pool3d", a, k, s, p, (1, 1, 1), True)
    return k, s, p


def avg_pool3d(xp, a, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override):
    k, s, p = _avg_pool3d_prepare(a, kernel_size, stride, padding, divisor_override)
    out = _pool3d_out("avg_pool3d", a, k, s, p, (1, 1, 1), ceil_mode)
    spatial = a.shape[-3:]
    extra = tuple(max(0, (o - 1) * ss + kk - size - 2 * pp) for o, ss, kk, size, pp in zip(out, s, k, spatial, p))
    acc = a.dtype if a.dtype.kind == "f" else "int64"
    total = _windows_nd(xp, _pad_nd(xp, a, p, 0, extra), k, (1, 1, 1), s, out).sum(axis=-4, dtype=acc)
    div = avg_pool_divisor(xp, spatial, k, s, p, out, count_include_pad, divisor_override,
                             a.dtype if a.dtype.kind == "f" else "int64")
    if a.dtype.kind != "f":
        return _truncating_divide(xp, total, div).astype(a.dtype)
    return total / div


def avg_pool3d_backward(xp, grad, a, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override):
    """Each output gradient divided by its divisor and added over its window (the adjoint of avg_pool3d)."""
    k, s, p = _avg_pool3d_prepare(a, kernel_size, stride, padding, divisor_override)
    import itertools
    spatial = a.shape[-3:]
    out = grad.shape[-3:]
    div = avg_pool_divisor(xp, spatial, k, s, p, out, count_include_pad, divisor_override, grad.dtype)
    g = grad / div
    padded = tuple(max(size + 2 * pp, (o - 1) * ss + kk) for size, pp, o, ss, kk in zip(spatial, p, out, s, k))
    full = xp.zeros(a.shape[:-3] + padded, dtype=grad.dtype)
    for offset in itertools.product(*(range(kk) for kk in k)):
        index = tuple(builtins.slice(o, o + ss * (oo - 1) + 1, ss) for o, ss, oo in zip(offset, s, out))
        full[(Ellipsis,) + index] += g
    return full[(Ellipsis,) + tuple(builtins.slice(pp, pp + size) for pp, size in zip(p, spatial))]


def adaptive_avg_pool3d(xp, a, output_size):
    if a.ndim not in (4, 5):
        raise RuntimeError(f"adaptive_avg_pool3d(): Expected 4D or 5D tensor, but got {_sizes_text(a.shape)}")
    for i in range(1, a.ndim):
        if a.shape[i] == 0:
            raise RuntimeError(f"adaptive_avg_pool3d(): Expected input to have non-zero size for non-batch "
                               f"dimensions, but input has sizes {_sizes_text(a.shape)} with dimension {i} being empty")
    if a.dtype.kind != "f":
        raise NotImplementedError(f"\"adaptive_avg_pool3d_cpu\" not implemented for '{_type_name(a)}'")
    return adaptive_avg_pool_nd(xp, a, tuple(output_size), half_in_float=False)



def reduction_name(reduction):
    """PyTorch's reduction enum (0 none, 1 mean, 2 sum) or its string, as the string."""
    if isinstance(reduction, str):
        if reduction not in ("none", "mean", "sum"):
            raise ValueError(f"{reduction} is not a valid value for reduction")
        return reduction
    return ("none", "mean", "sum")[reduction]


def reduce_loss(xp, loss, reduction):
    r = reduction_name(reduction)
    return loss if r == "none" else (loss.mean() if r == "mean" else loss.sum())


def nll_loss_forward(xp, a, target, weight, reduction, ignore_index):
    r = reduction_name(reduction)
    if a.ndim not in (1, 2):
        raise ValueError(f"Expected 2 or fewer dimensions (got {a.ndim})")
    if a.ndim == 2 and target.shape[0] != a.shape[0]:
        raise ValueError(f"Expected input batch_size ({a.shape[0]}) to match target batch_size "
                         f"({target.shape[0]}).")
    not_implemented_for(a, "biu", "nll_loss_out_frame")  # ATen's kernel: the floating types
    x = a if a.ndim == 2 else a[None]
    t = target.reshape(-1)
    if weight is None and 0 < t.size < 1 << 24 and type(x) is _NUMPY_ARRAY:
        low, high = int(t.min()), int(t.max())
        if 0 <= low and high < x.shape[1] and not low <= ignore_index <= high:
            # (a classifier's loss) every row counts, with weight 1: the values below, without the weights
            picked = -x[xp.arange(x.shape[0]), t]
            total = a.dtype.type(t.size)
            if r == "none":
                return (picked if a.ndim == 2 else picked[0]), xp.zeros((), dtype=a.dtype)
            return (picked.sum() if r == "sum" else picked.sum() / total).astype(a.dtype), total
    keep = t != ignore_index
    safe = xp.where(keep, t, 0)
    if safe.size and (int(safe.min()) < 0 or int(safe.max()) >= x.shape[1]):
        bad = int(safe[(safe < 0) | (safe >= x.shape[1])][0])
        raise IndexError(f"Target {bad} is out of bounds.")
    w = (weight[safe] if weight is not None else xp.ones(t.shape, dtype=a.dtype)) * keep
    picked = -x[xp.arange(x.shape[0]), safe] * w
    total = w.sum().astype(a.dtype)
    if r == "none":
        return (picked if a.ndim == 2 else picked[0]), xp.zeros((), dtype=a.dtype)
    if r == "sum":
        return picked.sum().astype(a.dtype), total
    return (picked.sum() / total).astype(a.dtype), total


def nll_loss_row_grads(xp, grad, n_classes, target, weight, reduction, total_weight, ignore_index):
    """nll_loss's gradient as (rows, n_classes) arrays: minus each row's target weight at its target class
    (times ``grad``, over the total weight for the mean), with the same ops, in the same order, as the
    differentiable formula (functions_manual._nll_loss_row_grads), so the two give the same values."""
    r = reduction_name(reduction)
    t = target.reshape(-1)
    if weight is None and t.size and type(grad) is _NUMPY_ARRAY and not (t == ignore_index).any():
        # (a classifier's loss) every row's weight is 1: the same values, one per row, without the weights
        g = (grad.reshape(-1) if r == "none" else grad) * -xp.ones((), dtype=grad.dtype)
        if r == "mean":
            g = g / total_weight
        out = xp.zeros((t.shape[0], n_classes), dtype=grad.dtype)
        out[xp.arange(t.shape[0]), t] = g
        return out
    keep = t != ignore_index
    safe = xp.where(keep, t, 0)
    w = weight[safe] if weight is not None else xp.ones(t.shape, dtype=grad.dtype)
    w = xp.where(keep, w, xp.zeros((), dtype=w.dtype))
    g = (grad.reshape(-1) if r == "none" else grad) * -w
    if r == "mean":
        g = g / total_weight
    g = xp.where(keep, g, xp.zeros((), dtype=g.dtype))  # an ignored row gets +0 (not 0 / 0 when all are)
    out = xp.zeros((t.shape[0], n_classes), dtype=grad.dtype)
    out[xp.arange(t.shape[0]), safe] = g
    return out


def nll_loss2d_forward(xp, a, target, weight, reduction, ignore_index):
    """nll_loss over (N, C, H, W) scores and (N, H, W) targets: every pixel is a row of the 2-D case."""
    if target.ndim != 3:
        raise RuntimeError(f"only batches of spatial targets supported (3D tensors) but got targets of dimension: "
                           f"{target.ndim}")
    if a.ndim != 4:
        raise RuntimeError(f"only batches of spatial inputs supported (4D tensors), but got input of dimension: {a.ndim}")
    if weight is not None and weight.size != a.shape[1]:
        raise RuntimeError("weight tensor should be defined either for all or no classes")
    if (a.shape[0], a.shape[2], a.shape[3]) != target.shape:
        raise RuntimeError(f"size mismatch (got input: [{', '.join(map(str, a.shape))}] , target: "
                           f"[{', '.join(map(str, target.shape))}]")
    not_implemented_for(a, "biu", "nll_loss2d_forward_out_frame")
    rows = a.transpose(0, 2, 3, 1).reshape(-1, a.shape[1])
    out, total = nll_loss_forward(xp, rows, target.reshape(-1), weight, reduction, ignore_index)
    return (out.reshape(target.shape) if reduction_name(reduction) == "none" else out), total


def _multi_margin(xp, a, target, margin, weight):
    """(rows, targets, margins before the clamp with the target's own column zeroed, per-row weights, C), with
    ATen's checks."""
    if a.ndim > 2 or a.size == 0 and a.ndim != 2:
        raise RuntimeError(f"Expected non-empty vector or matrix with optional 0-dim batch size, but got: "
                           f"[{', '.join(map(str, a.shape))}]")
    rows = a.reshape(1, -1) if a.ndim < 2 else a
    n, c = rows.shape
    if target.dtype != xp.int64:
        raise RuntimeError(f"expected scalar type Long but found {_type_name(target)}")
    t = target.reshape(-1)
    if t.size != n or target.ndim > 1:
        raise RuntimeError(f"multi_margin_loss: target tensor should be 1-D with size equal to the number of input "
                           f"samples (batch size). Expected target size [{n}], but got [{', '.join(map(str, target.shape))}]. "
                           f"Input has shape [{', '.join(map(str, a.shape))}].")
    if t.size and (int(t.min()) < 0 or int(t.max()) >= c):
        raise RuntimeError("target out of range")
    if weight is not None and weight.size != c:
        raise RuntimeError(f"inconsistent weight size, expected {c} but got [{', '.join(map(str, weight.shape))}]")
    idx = xp.arange(n)
    z = margin - rows[idx, t][:, None] + rows
    z[idx, t] = 0
    w = weight[t][:, None] if weight is not None else None
    return rows, t, z, w, c


def multi_margin_loss(xp, a, target, p, margin, weight, reduction):
    rows, t, z, w, c = _multi_margin(xp, a, target, margin, weight)
    loss = xp.maximum(z, 0)
    if p == 2:
        loss = loss * loss
    if w is not None:
        loss = loss * w
    loss = loss.sum(axis=1) / c
    if reduction_name(reduction) == "none":
        return loss.reshape(target.shape).astype(a.dtype, copy=False)
    return reduce_loss(xp, loss, reduction).astype(a.dtype, copy=False)


def multi_margin_loss_backward(xp, grad, a, target, p, margin, weight, reduction):
    rows, t, z, w, c = _multi_margin(xp, a, target, margin, weight)
    coeff = xp.where(z > 0, 1.0 if p == 1 else 2.0 * z, 0.0) / c  # +0 where the margin holds, as ATen
    if w is not None:
        coeff = coeff * w
    coeff[xp.arange(rows.shape[0]), t] = 0
    r = reduction_name(reduction)
    g = grad.reshape(-1, 1) if r == "none" else grad
    if r == "mean":
        coeff = coeff / rows.shape[0]
    out = coeff * g
    out[xp.arange(rows.shape[0]), t] = 0.0 - out.sum(axis=1)  # 0 - sum: +0, never -0, for a row with no loss
    return out.reshape(a.shape).astype(a.dtype, copy=False)


def soft_margin_loss(xp, a, target, reduction):
    """ATen's ``neg(self).mul_(target).exp_().log1p_()``: the loss has ``self``'s dtype."""
    loss = -a * (target if target.dtype is a.dtype else target.astype(result_np_dtype(a, target)))
    if loss.dtype is not a.dtype:
        loss = loss.astype(a.dtype)
    return reduce_loss(xp, xp.log1p(xp.exp(loss)), reduction)


def soft_margin_loss_backward(xp, grad, a, target, reduction):
    """-target e^z / (1 + e^z) with z = -target * a, times the incoming gradient (over numel for 'mean')."""
    norm = 1.0 / a.size if reduction_name(reduction) == "mean" else 1.0
    z = xp.exp(-target * a)
    return (-norm * target * z / (1.0 + z) * grad).astype(a.dtype, copy=False)


def pointwise_loss_check(a, target, kernel, into_self=False):
    """ATen's dtype rules of a pointwise loss (mse, smooth_l1, huber, soft_margin), on the operands as given.
    Their common dtype must be floating (``"mse_cpu" not implemented for 'Long'``); huber and soft_margin
    (``into_self``) write the loss into a tensor of ``self``'s dtype, so that must hold the result."""
    if a.dtype is target.dtype and a.dtype.kind == "f":
        return
    common = result_np_dtype(a, target)
    if into_self:
        if a.dtype.kind != "f":
            if kernel == "huber_cpu" and common.kind != "f":
                not_implemented_for(a, "biu", kernel)
            name = _TYPE_NAMES[common.name] if common.kind == "f" else "Float"  # soft_margin's exp_ on ints
            raise RuntimeError(f"result type {name} can't be cast to the desired output type {_type_name(a)}")
    elif common.kind != "f":
        raise NotImplementedError(f"\"{kernel}\" not implemented for '{_TYPE_NAMES.get(common.name, common.name)}'")


def same_dtype_check(a, other):
    """A TensorIterator built without promotion (huber_loss_backward, binary_cross_entropy): one dtype."""
    if other.dtype is not a.dtype:
        raise RuntimeError(f"Found dtype {_type_name(other)} but expected {_type_name(a)}")


def mse_loss(xp, a, target, reduction):
    return reduce_loss(xp, (a - target) ** 2, reduction)


def smooth_l1_loss(xp, a, target, reduction, beta):
    """ATen's ``z < beta ? 0.5 * z * z / beta : z - 0.5 * beta`` with z = |a - target|, in place."""
    z = xp.asarray(a - target)
    xp.abs(z, out=z)
    if beta == 0:
        return reduce_loss(xp, z, reduction)
    square = z * 0.5
    square *= z
    square /= beta
    inside = z < beta
    z -= 0.5 * beta
    return reduce_loss(xp, xp.where(inside, square, z), reduction)


def smooth_l1_loss_backward(xp, grad, a, target, norm, beta):
    """ATen's smooth_l1 backward: ``-norm*grad`` for x <= -beta, ``norm*grad`` for x >= beta, ``x/beta*norm*grad``
    between (x = a - target). Computed as ``clip(x/beta, -1, 1)*norm*grad``, in place: the same bits, since
    x/beta is at least 1 exactly where x >= beta and multiplying by 1 is exact (nan stays nan)."""
    x = xp.asarray(a - target)
    if beta == 0:
        return xp.sign(x) * norm * grad
    x /= beta  # Python floats meet arrays in the arrays' dtype, as ATen's scalar_t arithmetic
    xp.clip(x, -1.0, 1.0, out=x)
    x *= norm
    x *= grad
    return x


def huber_loss_backward(xp, grad, a, target, norm, delta):
    """ATen's huber backward: ``-norm*delta*grad`` for x <= -delta, ``norm*delta*grad`` for x >= delta,
    ``x*norm*grad`` between: ``clip(x, -delta, delta)*norm*grad``, in place."""
    x = xp.asarray(a - target)
    xp.clip(x, -delta, delta, out=x)
    x *= norm
    x *= grad
    return x


def huber_loss(xp, a, target, reduction, delta):
    """ATen's ``z < delta ? 0.5 * z * z : delta * (z - 0.5 * delta)`` with z = |a - target|, in place."""
    out_dtype = a.dtype  # ATen computes in the common dtype into a loss like ``self``
    if target.dtype is not a.dtype:
        common = result_np_dtype(a, target)
        a, target = a.astype(common, copy=False), target.astype(common, copy=False)
    z = xp.asarray(a - target)
    xp.abs(z, out=z)
    square = z * 0.5
    square *= z
    inside = z < delta
    z -= 0.5 * delta
    z *= delta
    loss = xp.where(inside, square, z)
    if loss.dtype is not out_dtype:
        loss = loss.astype(out_dtype)
    return reduce_loss(xp, loss, reduction)


def binary_cross_entropy(xp, a, target, weight, reduction):
    if target.dtype != a.dtype:  # ATen's loop wants one dtype, unlike the other losses' promotion (checked first)
        raise RuntimeError(f"Found dtype {_type_name(target)} but expected {_type_name(a)}")
    not_implemented_for(a, "biu", "binary_cross_entropy")
    for name, x in (("input", a), ("target", target)):
        if bool(((x < 0) | (x > 1)).any()):
            raise RuntimeError(f"all elements of {name} should be between 0 and 1")
    loss = -(target * xp.maximum(xp.log(a), -100) + (1 - target) * xp.maximum(xp.log1p(-a), -100))
    if weight is not None:
        check_inplace_broadcast(loss.shape, weight.shape)
        loss = loss * weight  # ATen's loss.mul_(weight): self's dtype
        if loss.dtype is not a.dtype:
            loss = loss.astype(a.dtype)
    return reduce_loss(xp, loss, reduction)


def binary_cross_entropy_with_logits_check(a, target, weight, pos_weight):
    """ATen's composite: ``log_sigmoid(input)`` wants a floating input, and the loss is written into
    ``(1 - target)``, so it has target's dtype: a bool target cannot be subtracted, an integral one cannot hold it.
    Its steps' shapes are checked in its order: ``(pos_weight - 1).mul(target)`` multiplied into
    ``log_sigmoid(input)`` in place, ``(1 - target).mul_(input)``, then ``loss.mul_(weight)``."""
    shape = a.shape
    if pos_weight is not None:
        check_inplace_broadcast(shape, check_broadcast(pos_weight.shape, target.shape))
    if target.shape != shape:
        check_inplace_broadcast(target.shape, shape)
    if weight is not None:
        check_inplace_broadcast(shape, weight.shape)
    if a.dtype is target.dtype and a.dtype.kind == "f":
        return
    not_implemented_for(a, "biu", "log_sigmoid_cpu")
    if target.dtype is _BOOL:
        raise RuntimeError("Subtraction, the `-` operator, with two bool tensors is not supported. "
                           "Use the `^` or `logical_xor()` operator instead.")
    if target.dtype.kind != "f":
        raise RuntimeError(f"result type {_type_name(a)} can't be cast to the desired output type {_type_name(target)}")


def binary_cross_entropy_with_logits(xp, a, target, weight, pos_weight, reduction):
    """The loss in target's dtype (ATen writes it into ``1 - target``), computed in the common one."""
    out_dtype = target.dtype
    log_sig_neg = xp.log1p(xp.exp(-xp.abs(a))) + xp.maximum(-a, 0)  # -log(sigmoid(a))
    if pos_weight is not None:
        loss = (1 - target) * a + (1 + (pos_weight - 1) * target) * log_sig_neg
    else:
        loss = (1 - target) * a + log_sig_neg
    if weight is not None:
        loss = loss * weight
    if loss.dtype is not out_dtype:
        loss = loss.astype(out_dtype)
    return reduce_loss(xp, loss, reduction)


def _rows(a, k):
    """(rows, D): ``a`` with its last ``k`` dims flattened into one, in float32 at least (a float16 input's
    sums would overflow and round)."""
    d = math.prod(a.shape[a.ndim - k:])
    rows = a.reshape(-1, d) if d else a.reshape(math.prod(a.shape[:a.ndim - k]), 0)  # (-1 cannot infer rows of 0)
    return rows.astype("float32") if a.dtype.itemsize < 4 else rows


def native_layer_norm(xp, a, normalized_shape, weight, bias, eps):
    """Layer norm over the last len(normalized_shape) dims, row by row: the mean and variance by einsum
    (per-row reductions in NumPy cost ~80 ns a row before any arithmetic), then ``(x - mean) * rstd``,
    times weight, plus bias, in place."""
    if a.dtype.kind not in "fc":  # ATen's kernel: the floating types
        raise NotImplementedError(f"\"LayerNormKernelImpl\" not implemented for '{_type_name(a)}'")
    k = len(normalized_shape)
    rows = _rows(a, k)
    n, d = rows.shape
    if not d:  # ATen's: mean 0, rstd nan (1 / sqrt of 0 / 0)
        mean = xp.zeros(n, dtype=rows.dtype)
        return _layer_norm_result(a, k, rows - mean[:, None], mean, xp.full_like(mean, xp.nan))
    # Each row needs only itself: blocks of rows (about _BLOCK elements) take the five passes in cache (1.1x-1.2x
    # faster on (4096, 256) than whole arrays), with the same values.
    step = _rows_per_block(xp, n, d)
    if step >= n:
        return _layer_norm_result(a, k, *_layer_norm_rows(xp, rows, weight, bias, eps))
    out, parts = xp.empty(rows.shape, rows.dtype), []
    for start in range(0, n, step):
        block = _slice(start, start + step)
        parts.append(_layer_norm_rows(xp, rows[block], weight, bias, eps, out[block])[1:])
    return _layer_norm_result(a, k, out, xp.concatenate([m for m, _ in parts]), xp.concatenate([r for _, r in parts]))


def _rows_per_block(xp, n, d):
    """How many of ``n`` rows of ``d`` elements layer_norm takes at once: about _BLOCK elements with NumPy (their
    passes stay in cache), all of them on a GPU."""
    return max(1, _BLOCK // max(d, 1)) if xp.__name__ == "numpy" else max(n, 1)


def _layer_norm_rows(xp, rows, weight, bias, eps, out=None):
    """(normalized rows, mean, rstd) of some rows: mean and variance by einsum, ``(x - mean) * rstd``, times
    weight, plus bias, in place in ``out`` (a new array if None)."""
    d = rows.shape[1]
    mean = xp.einsum("rk->r", rows) / d
    out = xp.subtract(rows, mean[:, None], out=out)
    rstd = 1.0 / xp.sqrt(xp.einsum("rk,rk->r", out, out) / d + eps)
    out *= rstd[:, None]
    if weight is not None:
        out *= weight.reshape(-1)
    if bias is not None:
        out += bias.reshape(-1)
    return out, mean, rstd


def _layer_norm_result(a, k, out, mean, rstd):
    stat_shape = a.shape[:a.ndim - k] + (1,) * k
    return (out.reshape(a.shape).astype(a.dtype, copy=False), mean.reshape(stat_shape).astype(a.dtype),
            rstd.reshape(stat_shape).astype(a.dtype))


def native_layer_norm_backward_arrays(xp, grad, input, weight, mean, rstd, k, grad_input_mask):
    """ATen's native_layer_norm_backward on arrays, from the forward's saved mean and rstd, row by row: with
    g = dy * weight, ds = sum(g * x) and db = sum(g), dx = rstd * g + (db * mean - ds) * rstd**3 / D * (x -
    mean) - db * rstd / D; dweight = sum over rows of dy * (x - mean) * rstd, dbias = sum over rows of dy."""
    dy, x = _rows(grad, k), _rows(input, k)
    d = x.shape[1]
    mean, rstd = mean.reshape(-1, 1).astype(x.dtype), rstd.reshape(-1, 1).astype(x.dtype)
    grad_input = grad_weight = grad_bias = xhat = None
    w = weight.reshape(-1) if weight is not None else None
    if grad_input_mask[0]:
        grad_input = xp.empty(x.shape, xp.result_type(dy, x, rstd, *(() if w is None else (w,))))
    if grad_input_mask[1] and w is not None:
        xhat = xp.empty(x.shape, xp.result_type(x, rstd))
    # Each row's values need only that row: blocks of rows (about _BLOCK elements) take the passes in cache
    # (1.9x faster than whole arrays on (4096, 256)), with the same values; the column sums run once, over all rows.
    step = _rows_per_block(xp, x.shape[0], d)
    for start in range(0, x.shape[0] if grad_input is not None or xhat is not None else 0, step):
        rows = builtins.slice(start, start + step)
        xr, mr, rr = x[rows], mean[rows], rstd[rows]
        if grad_input is not None:
            g = dy[rows] * w if w is not None else dy[rows]
            ds = xp.einsum("rk,rk->r", g, xr)[:, None]
            db = xp.einsum("rk->r", g)[:, None]
            b = (db * mr - ds) * rr * rr * rr / d
            out = grad_input[rows]
            xp.multiply(g, rr, out=out)
            out += b * xr
            out += -b * mr - db * rr / d
        if xhat is not None:
            xp.subtract(xr, mr, out=xhat[rows])
            xhat[rows] *= rr
    if grad_input is not None:
        grad_input = grad_input.reshape(input.shape)
    if xhat is not None:
        grad_weight = xp.einsum("rk,rk->k", dy, xhat).reshape(weight.shape)
    if grad_input_mask[2] and weight is not None:
        grad_bias = dy.sum(axis=0).reshape(weight.shape)
    return grad_input, grad_weight, grad_bias


def native_batch_norm(xp, a, weight, bias, running_mean, running_var, training, momentum, eps):
    """ATen's CPU batch norm: the batch statistics accumulated in float64 (its acc_type) and saved in the
    input's dtype, then the output as ``input * alpha + beta`` with per-channel ``alpha = invstd * weight``
    and ``beta = bias - mean * alpha`` (two passes over the input, not four)."""
    if a.dtype.kind != "f":
        raise NotImplementedError(f"\"batch_norm\" not implemented for '{_type_name(a)}'")
    shape = (1, -1) + (1,) * (a.ndim - 2)
    dtype = a.dtype
    if a.size == 0:  # ATen's _batch_norm_impl_index: the (affine) input, zero mean, unit invstd, no stats update
        out = a.copy()
        if weight is not None:
            out = out * weight.reshape(shape)
        if bias is not None:
            out = out + bias.reshape(shape)
        return out.astype(dtype), xp.zeros(a.shape[1], dtype), xp.ones(a.shape[1], dtype)
    if training:
        n = a.size // a.shape[1]  # one value per channel is nn.functional's error; ATen's update gives nan
        centered = a.astype("float64").reshape(a.shape[0], a.shape[1], -1)  # (N, C, rest), summed per channel
        mean = xp.einsum("nck->c", centered) / n
        centered -= mean[:, None]
        var_sum = xp.einsum("nck,nck->c", centered, centered)  # two-pass, as ATen's
        var = var_sum / n
        # The running statistics are updated in place, as in PyTorch: the mean from its saved value
        if running_mean is not None:
            running_mean[...] = momentum * mean.astype(dtype) + (1 - momentum) * running_mean
        if running_var is not None:
            unbiased = var_sum / (n - 1) if n > 1 else xp.full_like(var, xp.nan)
            running_var[...] = momentum * unbiased.astype(dtype) + (1 - momentum) * running_var
        save_mean, save_invstd = mean.astype(dtype), (1.0 / xp.sqrt(var + eps)).astype(dtype)
        mean, invstd = save_mean, save_invstd
    else:
        mean, invstd = running_mean, 1.0 / xp.sqrt(running_var + eps)
        save_mean = save_invstd = xp.zeros((0,), dtype=dtype)
    alpha = invstd * weight if weight is not None else invstd
    beta = -mean * alpha if bias is None else bias - mean * alpha
    return (a * alpha.astype(dtype, copy=False).reshape(shape) + beta.astype(dtype, copy=False).reshape(shape)).astype(
        dtype, copy=False), save_mean, save_invstd


def native_batch_norm_backward_arrays(xp, grad, input, weight, mean, invstd, training, grad_input_mask):
    """ATen's native_batch_norm_backward on arrays, from the forward's saved mean and invstd (training) or
    the running ones: ``dx = (dy - mean(dy) - (x - mean) * k) * invstd * weight`` with ``k = dot(x - mean,
    dy) * invstd**2 / N``, ``dweight = dot(x - mean, dy) * invstd``, ``dbias = sum(dy)``. Per-channel sums
    by einsum over (N, C, rest); the input's gradient built in place."""
    batch, c = input.shape[:2]
    n = input.size // c
    if n == 0:  # an empty batch: zero gradients
        return (xp.zeros(input.shape, grad.dtype) if grad_input_mask[0] else None,
                xp.zeros(c, grad.dtype) if grad_input_mask[1] else None,
                xp.zeros(c, grad.dtype) if grad_input_mask[2] else None)
    dy = grad.reshape(batch, c, -1)
    centered = input.reshape(batch, c, -1) - mean.reshape(-1, 1)
    sum_dy = xp.einsum("nck->c", dy) if training or grad_input_mask[2] else None
    dot = xp.einsum("nck,nck->c", dy, centered) if training or grad_input_mask[1] else None
    grad_input = None
    if grad_input_mask[0]:
        scale = (invstd * weight if weight is not None else invstd).reshape(-1, 1)
        if training:
            centered *= (dot * invstd * invstd / n).reshape(-1, 1)
            grad_input = dy - (sum_dy / n).reshape(-1, 1)
            grad_input -= centered
            grad_input *= scale
        else:
            grad_input = dy * scale
        grad_input = grad_input.reshape(input.shape)
    return (grad_input, dot * invstd if grad_input_mask[1] else None, sum_dy if grad_input_mask[2] else None)


def native_group_norm(xp, a, weight, bias, n, c, hxw, group, eps):
    """ATen's CPU group norm: each group's mean and variance (here in float64), then the output as
    ``input * scale + shift`` with per-(sample, channel) ``scale = rstd * weight`` and ``shift = bias -
    mean * scale`` (two passes over the input)."""
    if c % group:
        raise RuntimeError(f"Expected number of channels in input to be divisible by num_groups, but got input of "
                           f"shape {list(a.shape)} and num_groups={group}")
    if a.dtype.kind not in "fc":  # ATen's kernel: the floating types
        raise NotImplementedError(f"\"GroupNormKernelImpl\" not implemented for '{_type_name(a)}'")
    centered = a.astype("float64").reshape(n, group, (c // group) * hxw)  # (an empty batch has no -1 to infer)
    size = centered.shape[-1]
    mean = xp.einsum("ngk->ng", centered) / size
    centered -= mean[..., None]
    rstd = 1.0 / xp.sqrt(xp.einsum("ngk,ngk->ng", centered, centered) / size + eps)
    scale = xp.repeat(rstd, c // group, axis=1)                          # (n, c)
    if weight is not None:
        scale = scale * weight
    shift = -xp.repeat(mean, c // group, axis=1) * scale
    if bias is not None:
        shift = shift + bias
    out = a.reshape(n, c, hxw) * scale[..., None].astype(a.dtype) + shift[..., None].astype(a.dtype)
    return out.reshape(a.shape).astype(a.dtype, copy=False), mean.astype(a.dtype), rstd.astype(a.dtype)


def native_group_norm_backward_arrays(xp, grad, input, weight, mean, rstd, group, grad_input_mask):
    """ATen's native_group_norm_backward on arrays, from the forward's saved mean and rstd: with per-channel
    sums ds = sum(dy * x) and db = sum(dy) over each sample's plane, dx = rstd * weight * dy + c2 * x + c3,
    dweight = sum over samples of (ds - db * mean) * rstd, dbias = sum of db."""
    n, c = input.shape[:2]
    per = c // group
    rest = math.prod(input.shape[2:])  # (an empty batch leaves no -1 to infer)
    dy, x = grad.reshape(n, c, rest), input.reshape(n, c, rest)
    ds = xp.einsum("nck,nck->nc", dy, x)
    db = xp.einsum("nck->nc", dy)
    mean_c, rstd_c = xp.repeat(mean, per, axis=1), xp.repeat(rstd, per, axis=1)  # (n, c)
    grad_input = grad_weight = grad_bias = None
    if grad_input_mask[0]:
        gamma = weight if weight is not None else xp.ones(c, dtype=input.dtype)
        count = per * x.shape[-1]
        ds_g = (ds * gamma).reshape(n, group, per).sum(-1)
        db_g = (db * gamma).reshape(n, group, per).sum(-1)
        c2 = (db_g * mean - ds_g) * rstd * rstd * rstd / count
        c3 = -c2 * mean - db_g * rstd / count
        grad_input = dy * (rstd_c * gamma)[..., None]
        grad_input += x * xp.repeat(c2, per, axis=1)[..., None]
        grad_input += xp.repeat(c3, per, axis=1)[..., None]
        grad_input = grad_input.reshape(input.shape)
    if grad_input_mask[1]:
        grad_weight = ((ds - db * mean_c) * rstd_c).sum(0)
    if grad_input_mask[2]:
        grad_bias = db.sum(0)
    return grad_input, grad_weight, grad_bias


def embedding(xp, weight, indices):
    if weight.ndim != 2:
        raise RuntimeError("'weight' must be 2-D")
    if DTYPE_NAME[indices.dtype] not in ("int64", "int32"):
        got = "CPUBoolType" if indices.dtype.kind == "b" else f"torch.{_tensor_type(indices)}"  # ATen's quirk for bool
        raise RuntimeError(f"Expected tensor for argument #1 'indices' to have one of the following scalar types: "
                           f"Long, Int; but got {got} instead (while checking arguments for embedding)")
    if indices.size and (int(indices.max()) >= weight.shape[0] or int(indices.min()) < 0):
        raise IndexError("index out of range in self")
    return weight[indices]


@_in_blocks
def softplus(xp, a, beta, threshold):
    """ATen's ``x * beta > threshold ? x : log1p(exp(x * beta)) / beta``, the log1p(exp) in float64 and rounded
    once (np.logaddexp costs 5x more); where ATen's exp in the input's precision (float for float32 and
    half) overflows, its inf."""
    z = xp.asarray(a.astype("float64"))
    if beta != 1:
        z *= beta
    over = z > threshold
    big = z > 88.72283935546875 if a.dtype != "float64" else None
    with _quiet(xp):  # in place on the one float64 array
        xp.exp(z, out=z)
        xp.log1p(z, out=z)
        if beta != 1:
            z /= beta
    soft = z.astype(a.dtype) if a.dtype != "float64" else z
    if big is not None:
        soft[big] = xp.inf
    if a.dtype.char not in "fd":
        return xp.where(over, a, soft)
    return _keep(xp, soft, a, over, False)


@_opmath
def gelu(xp, a, approximate):
    if approximate == "tanh":
        return _gelu.gelu_tanh(xp, a)
    if approximate != "none":
        raise RuntimeError("approximate argument must be either none or tanh.")
    if _gelu.applies(a):
        return _gelu.gelu(xp, a)
    return (0.5 * a * (1 + erf(xp, a / 1.4142135623730951))).astype(a.dtype)


def gelu_backward(xp, grad, a, approximate):
    if approximate == "tanh":
        return _gelu.gelu_tanh_backward(xp, grad, a)
    if _gelu.applies(a, grad):
        return _gelu.gelu_backward(xp, grad, a)
    cdf = 0.5 * (1 + erf(xp, a / 1.4142135623730951))
    pdf = xp.exp(-0.5 * a * a) * 0.3989422804014327
    return (grad * (cdf + a * pdf)).astype(a.dtype)



# ---------------------------------------------------------------------------------------------
# In-place ops and views
# ---------------------------------------------------------------------------------------------
def fill_tensor(xp, a, value):
    if value.ndim != 0:
        raise RuntimeError(f"fill_ only supports 0-dimension value tensor but got tensor with {value.ndim} "
                           "dimensions.")
    with _quiet(xp):  # cast, not checked: PyTorch's fill_ with a tensor beyond the dtype's range gives inf
        return xp.full(a.shape, value, a.dtype)


def _host_random(a, draw):
    """A draw made on the host, in ``a``'s dtype on ``a``'s device."""
    backend = backends.backend_of(a)
    return backend.host_to_device(draw.astype(DTYPE_NAME[a.dtype])) if backend.device_type != "cpu" else \
        draw.astype(DTYPE_NAME[a.dtype])


def _fill_random(a, draw):
    """``_host_random`` for an in-place fill of ``a`` (normal_, uniform_, ...): ATen's serial loop walks a
    non-contiguous tensor in memory order (a transposed one column by column), so a draw made in index order is
    put into that order."""
    if draw.ndim > 1 and not a.flags.c_contiguous:
        draw = _strided.in_memory_order(draw, a)
    return _host_random(a, draw)


def _check_probabilities(p):
    """bernoulli_distribution's check on tensor probabilities (ATen's wording, TORCH_CHECK's suffix included)."""
    if p.size and not bool(((p >= 0) & (p <= 1)).all()):
        raise RuntimeError("Expected p_in >= 0 && p_in <= 1 to be true, but got false.  (Could this error message be "
                           "improved?  If so, please report an enhancement request to PyTorch.)")


def normal_like(xp, a, mean, std, generator):
    from . import _aten_random
    from ._random import rng
    if std < 0 or mean is None:
        if mean is None:  # (no number: the wrapper raises PyTorch's parser's TypeError)
            raise TypeError("mean")
        raise RuntimeError(f"normal expects std >= 0.0, but found std {std:g}")
    return _fill_random(a, _aten_random.normal(rng(generator), a.shape, DTYPE_NAME[a.dtype], mean, std,
                                               contiguous=a.flags.c_contiguous))


def normal_tensor(xp, mean, std, generator):
    """Draws from N(mean, std), elementwise over the broadcast of ``mean`` and ``std`` (an array and a
    number, or two arrays), in the array's (the promoted) dtype on its device: as ATen's normal_out, N(0, std)
    plus a tensor mean, else N(0, 1) times std plus mean, each step rounded in the dtype."""
    from . import _aten_random
    from ._random import rng
    arrays = [v for v in (mean, std) if hasattr(v, "dtype")]
    dtype = arrays[0].dtype if len(arrays) == 1 else xp.result_type(*arrays)
    if dtype.kind != "f":
        raise NotImplementedError(f"\"normal_kernel_cpu\" not implemented for '{_type_name(xp.empty(0, dtype))}'")
    if not hasattr(std, "dtype"):
        if std < 0:
            raise RuntimeError(f"normal expects std >= 0.0, but found std {std:g}")
    elif std.size and bool((std < 0).any()):
        raise RuntimeError("normal expects all elements of std >= 0.0")
    shape = xp.broadcast_shapes(*(a.shape for a in arrays))
    backend = backends.backend_of(arrays[0])
    mean, std = (backend.to_numpy(v) if hasattr(v, "dtype") else v for v in (mean, std))
    name = DTYPE_NAME[dtype]
    if hasattr(std, "dtype"):
        draw = _aten_random.normal(rng(generator), shape, name, 0.0, 1.0) * std.astype(name)
    else:
        draw = _aten_random.normal(rng(generator), shape, name, 0.0, std)
    draw += mean.astype(name) if hasattr(mean, "dtype") else backends.cpu.xp.asarray(mean, name)
    return _host_random(xp.empty(0, dtype), draw)


def bernoulli(xp, a, p, generator):
    """1 with probability ``p`` (a number, or ``a`` itself elementwise), else 0, in ``a``'s dtype."""
    from . import _aten_random
    from ._random import rng
    if p is None:
        not_implemented_for(a, "iub", "bernoulli_tensor_cpu_p_")
        _check_probabilities(a)
        return _host_random(a, _aten_random.bernoulli_tensor(rng(generator), backends.backend_of(a).to_numpy(a)))
    if not 0 <= p <= 1:
        raise RuntimeError(f"bernoulli_ expects p to be in [0, 1], but got p={p}")
    return _fill_random(a, _aten_random.bernoulli_scalar(rng(generator), a.shape, p))


def bernoulli_p(xp, a, p, generator):
    """torch.bernoulli(a, p): ATen draws into a new contiguous tensor (empty_like with the legacy contiguous
    format), so the draws go in index order whatever ``a``'s layout (bernoulli_ fills ``a`` in memory order)."""
    return bernoulli(xp, xp.empty(a.shape, a.dtype), p, generator)


def bernoulli_tensor_(xp, a, p, generator):
    """bernoulli_ with a tensor of probabilities, broadcast to ``a``: 1 where a uniform draw (double for float64
    ``p``, else float) is below it, in ``a``'s dtype and memory order."""
    from . import _aten_random
    from ._random import rng
    if p.dtype.kind != "f":
        raise NotImplementedError(f"\"bernoulli_tensor_cpu_p_\" not implemented for '{_type_name(p)}'")
    if p.shape != a.shape:
        p = expand(xp, p, a.shape)  # ATen's expand_inplace, with its errors
    _check_probabilities(p)
    host = backends.backend_of(p).to_numpy(p)
    if not a.flags.c_contiguous:  # ATen's loop walks ``a`` in memory order: p's values taken in that order too
        order = _strided.memory_order(a)
        draws = _aten_random.bernoulli_tensor(rng(generator), host.reshape(-1)[order])
        placed = backends.cpu.xp.empty(a.shape, bool)
        placed.reshape(-1)[order] = draws
        return _host_random(a, placed)
    return _host_random(a, _aten_random.bernoulli_tensor(rng(generator), backends.cpu.xp.ascontiguousarray(host)))


def uniform_like(xp, a, low, high, generator):
    from . import _aten_random
    from ._random import rng
    if a.dtype.kind == "f":  # ATen's check_uniform_bounds, in its order
        largest = float(xp.finfo(a.dtype).max)
        for value, which in ((low, "from"), (high, "to")):
            if not -largest <= value <= largest:
                raise RuntimeError(f"{which} is out of bounds for {_CPP_TYPE_NAME[a.dtype.name]}")
    if low > high:
        raise RuntimeError(f"uniform_ expects to return a [from, to) range, but found from={low:g} > to={high:g}")
    if a.dtype.kind == "f" and high - low > float(xp.finfo(a.dtype).max):
        raise RuntimeError(f"uniform_ expects to-from <= std::numeric_limits<{_type_name(a)}>::max(), but found "
                           f"to={high:g} and from={low:g} which result in to-from to exceed the limit")
    if a.dtype.kind != "f":
        unit = _aten_random.uniform(rng(generator), a.shape, "float64", 0.0, 1.0)
        return _fill_random(a, low + (high - low) * unit)
    return _fill_random(a, _aten_random.uniform(rng(generator), a.shape, DTYPE_NAME[a.dtype], low, high))


def continuous_only(a, distribution, cpp_name):
    """exponential_ / cauchy_ into a tensor of an integer or bool dtype: ATen's error, which names the dtype as
    PyTorch's (``Long``) or as C++ (``long int``), per ``cpp_name``, as each of them does."""
    if a.dtype.kind not in "fc":
        name = _CPP_TYPE_NAME[DTYPE_NAME[a.dtype]] if cpp_name else _type_name(a)
        raise RuntimeError(f"{distribution} distribution is a continuous probability distribution. dtype must be a "
                           f"floating point but you specified {name}")


def exponential_like(xp, a, lambd, generator):
    from . import _aten_random
    from ._random import rng
    if not lambd > 0:
        raise RuntimeError(f"exponential_ expects lambda > 0.0, but found lambda={_number_text(lambd)}")
    return _fill_random(a, _aten_random.to_dtype(_aten_random.exponential(rng(generator), a.shape, lambd), a.dtype))


def cauchy_like(xp, a, median, sigma, generator):
    from . import _aten_random
    from ._random import rng
    if not sigma > 0:
        raise RuntimeError(f"cauchy_ expects sigma > 0.0, but found sigma={_number_text(sigma)}")
    return _fill_random(a, _aten_random.to_dtype(_aten_random.cauchy(rng(generator), a.shape, median, sigma), a.dtype))


def log_normal_like(xp, a, mean, std, generator):
    from . import _aten_random
    from ._random import rng
    if not std > 0 or mean is None:
        if mean is None:  # (no number: the wrapper raises PyTorch's parser's TypeError)
            raise TypeError("mean")
        raise RuntimeError(f"log_normal_ expects std > 0.0, but found std={_number_text(std)}")
    return _fill_random(a, _aten_random.to_dtype(_aten_random.log_normal(rng(generator), a.shape, mean, std), a.dtype))


def geometric_like(xp, a, p, generator):
    """The number of Bernoulli(p) trials up to the first success (1, 2, ...)."""
    from . import _aten_random
    from ._random import rng
    if not 0 < p < 1:
        raise RuntimeError(f"geometric_ expects p to be in (0, 1), but got p={_number_text(p)}")
    return _fill_random(a, _aten_random.to_dtype(_aten_random.geometric(rng(generator), a.shape, p), a.dtype))


def standard_gamma(xp, a, generator):
    """Gamma(a, 1) draws, a's shape and dtype, PyTorch's values (ATen's sampler on its stream); at least the
    dtype's smallest normal number, as ATen clamps."""
    import numpy
    from . import _aten_random
    from ._random import rng
    _only_float_or_double("gamma", a)
    alpha = numpy.ascontiguousarray(backends.backend_of(a).to_numpy(a))
    return _host_random(a, _aten_random.standard_gamma(rng(generator), alpha))


def _only_float_or_double(name, a):
    """AT_DISPATCH_FLOATING_TYPES of the CPU kernel ``<name>_cpu``."""
    if DTYPE_NAME[a.dtype] not in ("float32", "float64"):
        raise NotImplementedError(f"\"{name}_cpu\" not implemented for '{_type_name(a)}'")


def standard_gamma_grad(xp, a, output):
    """d output / d a for output = _standard_gamma(a): the implicit reparameterization gradient, computed
    to double precision (see distributions/_gamma_grad.py; ATen approximates the same derivative)."""
    from .distributions._gamma_grad import standard_gamma_grad as grad
    backend = backends.backend_of(a)
    out = grad(backend.to_numpy(output), backend.to_numpy(a))
    return _host_random(a, out)


_RANDOM_FLOAT_DIGITS = {"float16": 11, "float32": 24, "float64": 53}  # random_()'s range: [0, 2**mantissa]
_CPP_INT_NAME = {"uint8": "unsigned char", "int8": "signed char", "int16": "short", "int32": "int", "int64": "long"}


def check_random_bounds(name, low, high):
    """ATen's random_from_to checks: [low, high) within an integer dtype's range (randint, random_)."""
    import numpy
    if name in _CPP_INT_NAME:
        info = numpy.iinfo(name)
        if low < info.min or low > info.max:
            raise RuntimeError(f"from is out of bounds for {_CPP_INT_NAME[name]}")
        if high - 1 > info.max or high - 1 < info.min:
            raise RuntimeError(f"to - 1 is out of bounds for {_CPP_INT_NAME[name]}")


def random_like(xp, a, low=None, high=None, generator=None):
    """random_ (integers uniform over [low, high)), random_(to) ([0, to)) and random_() ([0, 2**mantissa] for
    floats, the type's range from 0 for integers), in ``a``'s dtype: ATen's random_from_to_kernel, or its
    random_kernel for random_() (a 64-bit draw for int64 and float64, whose modulus is the type's)."""
    import numpy
    from . import _aten_random
    from ._random import rng
    name = DTYPE_NAME[a.dtype]
    bounded = high is not None or low is not None
    if low is None:  # random_(), random_(to)
        low = 0
        if high is None:
            high = (2 ** _RANDOM_FLOAT_DIGITS[name] + 1 if name in _RANDOM_FLOAT_DIGITS else
                    2 if name == "bool" else int(numpy.iinfo(name).max) + 1)
    elif high is None:  # random_(from, None): up to the type's largest value
        high = 2 ** _RANDOM_FLOAT_DIGITS[name] + 1 if name in _RANDOM_FLOAT_DIGITS else int(numpy.iinfo(name).max) + 1
    if low >= high:
        raise RuntimeError(f"random_ expects 'from' to be less than 'to', but got from={low} >= to={high}")
    check_random_bounds(name, low, high)
    engine = rng(generator)
    if not bounded:
        draw = _aten_random.random_below(engine, a.shape, high, wide=name in ("int64", "float64"))
    else:
        span = 1 << 64 if low == -2 ** 63 and high == 2 ** 63 else high - low
        draw = _aten_random.random_from_to(engine, a.shape, low, span)
    return _fill_random(a, draw)


def _number_text(x):
    """A number as PyTorch prints it in these messages (``-1``, ``0.5``)."""
    return str(int(x)) if float(x).is_integer() else str(x)




def weight_norm_interface(xp, v, g, dim):
    """ATen's fused weight norm (dim 0 or the last): ``v * (g / ||v||)``, the norm taken over every dim but
    ``dim``, and that norm, shaped like ``g``."""
    if dim != 0 and dim != v.ndim - 1:  # ATen's internal assert (_weight_norm takes other dims the unfused way)
        raise RuntimeError("dim == 0 || dim == v.dim() - 1 INTERNAL ASSERT FAILED: fused kernels can only be applied "
                           "for first or last dim")
    axes = tuple(i for i in range(v.ndim) if i != dim)
    norms = xp.sqrt((v * v).sum(axis=axes, keepdims=True))
    return v * (g / norms), norms.reshape(g.shape)


from ._kernels_nn_extra import (channel_shuffle, ctc_loss, ctc_loss_backward, max_unpool2d,  # noqa: E402,F401
                                max_unpool3d, multilabel_margin_loss_backward, multilabel_margin_loss_forward,
                                pdist, pdist_backward, upsample_bicubic2d, upsample_bicubic2d_backward,
                                upsample_linear, upsample_linear_backward)


# -- more elementwise ops and their in-place forms (sinc, i0, gcd, ldexp, renorm, put, addmv, ...) --------

def _not_for(name, a, kinds):
    """``not_implemented_for`` of the CPU kernel ``<name>_cpu``."""
    not_implemented_for(a, kinds, f"{name}_cpu")


def integer_pair(xp, fn, name, a, b):
    """gcd / lcm: integers only (numpy's sign conventions are PyTorch's: non-negative results)."""
    for x in (a, b):
        _not_for(name, xp.asarray(x), "fcb")
    return fn(a, b)


def float_pair(xp, fn, name, a, b):
    """logaddexp2 / nextafter: floating point only."""
    for x in (a, b):
        _not_for(name, xp.asarray(x), "iub")
    return fn(a, b)


def ldexp(xp, a, exponent):
    return a * xp.exp2(exponent).astype(a.dtype, copy=False)


def renorm(xp, a, p, dim, maxnorm):
    """Each slice along ``dim`` whose p-norm exceeds ``maxnorm`` scaled down to that norm (1e-7 as PyTorch)."""
    if a.ndim < 2:
        raise RuntimeError(f"renorm: input needs at least 2 dimensions, got {a.ndim} dimensions")
    if p <= 0:
        raise RuntimeError("renorm: non-positive-norm not supported")
    if maxnorm < 0:
        raise RuntimeError(f"renorm: expected maxnorm to be >= 0 but got {_scalar_str(maxnorm)}")
    (d,) = dims(dim, a.ndim)
    axes = tuple(i for i in range(a.ndim) if i != d)
    norm = vector_norm(xp, a, p, axes, True, None)
    factor = xp.where(norm > maxnorm, maxnorm / (norm + 1e-7), 1.0)
    return (a * factor).astype(a.dtype, copy=False)


def put(xp, a, index, source, accumulate):
    """``a.put_(index, source)``: writes (or adds) ``source`` at flat positions of ``a``."""
    if index.dtype.kind not in "iu":
        raise RuntimeError(f"put_(): Expected a long tensor for index, but got {_type_name(index)}")
    if index.size != source.size:
        raise IndexError(f"put_(): Expected source and index to have the same number of elements, but got "
                         f"source.numel() = {source.size}, index.numel() = {index.size}")
    if source.dtype != a.dtype:
        raise RuntimeError(f"put_(): self and source expected to have the same dtype, but got self.dtype = "
                           f"{_type_name(a)} and source.dtype = {_type_name(source)}")
    take(xp, a, index)  # PyTorch's message for an index out of range
    out = a.copy()
    flat = out.reshape(-1)
    if accumulate:
        xp.add.at(flat, index.reshape(-1), source.reshape(-1))
    else:
        flat[index.reshape(-1)] = source.reshape(-1)
    return out


def addmv(xp, a, mat, vec, beta, alpha):
    if mat.ndim != 2 or vec.ndim != 1 or mat.shape[1] != vec.shape[0] or a.ndim > 1 or (
            a.ndim == 1 and a.shape[0] not in (1, mat.shape[0])):
        raise RuntimeError(f"size mismatch, got input ({'x'.join(map(str, a.shape))}), mat "
                           f"({'x'.join(map(str, mat.shape))}), vec ({'x'.join(map(str, vec.shape))})")
    if not a.dtype == mat.dtype == vec.dtype:
        raise RuntimeError(f"addmv input tensors must have the same dtype, but got {_type_name(a)}, "
                           f"{_type_name(mat)}, and {_type_name(vec)}")
    prod = mat @ vec
    if alpha != 1:
        prod = prod * alpha
    if beta == 0:  # PyTorch ignores self entirely (nan and inf do not propagate)
        return xp.broadcast_to(prod, _broadcast_shape(a.shape, prod.shape)).copy()
    return prod + (a if beta == 1 else a * beta)


def addr(xp, a, vec1, vec2, beta, alpha):
    for name, v in (("vec1", vec1), ("vec2", vec2)):
        if v.ndim != 1:
            raise RuntimeError(f"addr: Expected 1-D argument {name}, but got {v.ndim}-D")
    prod = xp.multiply.outer(vec1, vec2)
    if alpha != 1:
        prod = prod * alpha
    if beta == 0:
        return xp.broadcast_to(prod, _broadcast_shape(a.shape, prod.shape)).copy()
    return prod + (a if beta == 1 else a * beta)


def _scalar_str(value):
    """A Scalar as PyTorch prints it in messages: -1.0 as -1."""
    return str(int(value)) if float(value).is_integer() else str(value)


def addbmm(xp, a, b1, b2, beta, alpha):
    for name, b in (("batch1", b1), ("batch2", b2)):
        if b.ndim != 3:
            raise RuntimeError(f"{name} must be a 3D tensor")
    if b1.shape[0] != b2.shape[0]:
        raise RuntimeError(f"batch1 and batch2 must have same number of batches, got {b1.shape[0]} and {b2.shape[0]}")
    if b1.shape[2] != b2.shape[1]:
        raise RuntimeError(f"Incompatible matrix sizes for bmm ({b1.shape[1]}x{b1.shape[2]} and "
                           f"{b2.shape[1]}x{b2.shape[2]})")
    prod = bmm(xp, b1, b2).sum(0)
    if alpha != 1:
        prod = prod * alpha
    if beta == 0:
        return xp.broadcast_to(prod, _broadcast_shape(a.shape, prod.shape)).copy()
    return prod + (a if beta == 1 else a * beta)


def dist(xp, a, b, p):
    return vector_norm(xp, a - b, p, None, False, None)


def frexp(xp, a):
    """(mantissa, exponent) with a = mantissa * 2**exponent, |mantissa| in [0.5, 1); int32 exponents."""
    if a.dtype.kind != "f":
        raise RuntimeError("torch.frexp() only supports floating-point dtypes")
    mantissa, exponent = xp.frexp(a)
    return mantissa, exponent.astype("int32")


_index_reduce_warned = False


def index_reduce(xp, a, dim, index, source, reduce, include_self):
    """Rows ``index[i]`` of ``a`` along ``dim`` reduced (prod, mean, amax, amin) with ``source``'s rows i;
    include_self=False leaves the old values of the indexed rows out; untouched rows keep theirs."""
    if reduce not in ("prod", "mean", "amax", "amin"):
        raise RuntimeError(f"index_reduce(): Expected reduce to be one of prod, mean, amax or amin but got {reduce}.")
    if a.ndim == 0:
        raise IndexError("index_reduce_(): Expected self to have non-zero dimensionality")
    d = _check_index_func("index_reduce", a, dim, index, source)
    rows = index.reshape(-1)
    out = xp.moveaxis(a.copy(), d, 0)
    src = xp.moveaxis(source if source.ndim else source.reshape((1,)), d, 0)
    if rows.size and not (0 <= int(rows.min()) and int(rows.max()) < out.shape[0]):
        raise IndexError("index out of range in self")  # negative indices too, as PyTorch's
    global _index_reduce_warned
    if not _index_reduce_warned:  # TORCH_WARN_ONCE: once per process
        _index_reduce_warned = True
        warnings.warn("index_reduce() is in beta and the API may change at any time.", UserWarning, stacklevel=2)
    if not include_self:
        start = {"prod": 1, "mean": 0, "amax": -xp.inf, "amin": xp.inf}[reduce]
        if a.dtype.kind in "iub" and reduce in ("amax", "amin"):
            info = xp.iinfo(a.dtype)
            start = info.min if reduce == "amax" else info.max
        out[rows] = start
    ufunc = {"prod": xp.multiply, "mean": xp.add, "amax": xp.maximum, "amin": xp.minimum}[reduce]
    ufunc.at(out, rows, src)
    if reduce == "mean":
        counts = xp.zeros(out.shape[0], "int64")
        xp.add.at(counts, rows, 1)
        counts = (counts + (1 if include_self else 0)).clip(1, None)
        counts = counts.reshape((-1,) + (1,) * (out.ndim - 1))
        out[...] = out // counts if a.dtype.kind in "iu" else out / counts
    return xp.moveaxis(out, 0, d)


def angle(xp, a):
    """The argument of a real number: pi for negatives, 0 otherwise (-0.0 too), nan for nan."""
    x = a if a.dtype.kind == "f" else a.astype("float32")
    return xp.where(x < 0, math.pi, xp.where(xp.isnan(x), x, 0)).astype(x.dtype, copy=False)


def igamma(xp, a, x, upper):
    """The regularized incomplete gamma function, lower P(a, x) (``upper``: Q = 1 - P), with PyTorch's values
    at the edges: nan for negative arguments or a = x = 0, 1 (P) for a = 0 < x or x = inf, 0 for x = 0 or
    a = inf. The series sum x^n / (a (a+1) ... (a+n)) where x < a + 1, else Legendre's continued fraction."""
    name = "igammac" if upper else "igamma"
    for t in (a, x):
        _not_for(name, xp.asarray(t), "iub")
    out_dtype = a.dtype  # promoted with x already
    a, x = xp.broadcast_arrays(xp.asarray(a, "float64"), xp.asarray(x, "float64"))
    regular = (a > 0) & (x > 0) & xp.isfinite(a) & xp.isfinite(x)
    sa, sx = xp.where(regular, a, 1.0), xp.where(regular, x, 1.0)
    with _quiet(xp):
        prefactor = xp.exp(-sx + sa * xp.log(sx) - lgamma(xp, sa))
        use_series = sx < sa + 1
        term = 1.0 / sa
        total = term
        for n in range(1, 5000):  # P by its series
            term = term * sx / (sa + n)
            total = total + term
            if not bool((use_series & (xp.abs(term) > 1e-17 * xp.abs(total))).any()):
                break
        lower_series = total * prefactor
        tiny = 1e-300
        b = sx + 1 - sa
        c = xp.full(sx.shape, 1 / tiny)
        d = 1 / xp.where(use_series, 1.0, b)
        h = d
        for i in range(1, 5000):  # Q by Lentz's continued fraction
            an = -i * (i - sa)
            b = b + 2
            d = an * d + b
            d = xp.where(xp.abs(d) < tiny, tiny, d)
            c = b + an / c
            c = xp.where(xp.abs(c) < tiny, tiny, c)
            d = 1 / d
            step = d * c
            h = h * step
            if not bool((~use_series & (xp.abs(step - 1) > 1e-16)).any()):
                break
        upper_fraction = h * prefactor
    lower = xp.where(use_series, lower_series, 1 - upper_fraction)
    upper_value = xp.where(use_series, 1 - lower_series, upper_fraction)
    value = upper_value if upper else lower
    one, zero = (0.0, 1.0) if upper else (1.0, 0.0)  # P's 1 is Q's 0
    edge = xp.full(a.shape, xp.nan)
    edge = xp.where((a == 0) & (x > 0), one, edge)
    edge = xp.where((x == 0) & (a > 0), zero, edge)
    edge = xp.where(xp.isinf(x) & (x > 0) & xp.isfinite(a) & (a >= 0), one, edge)
    edge = xp.where(xp.isinf(a) & (a > 0) & xp.isfinite(x) & (x >= 0), zero, edge)
    return xp.where(regular, value, edge).astype(out_dtype)


# -- torch namespace extras: nanmedian, mode, aminmax, matrix_exp, cholesky_solve / _inverse, pinv, -------
# -- the scatter ops and block_diag ---------------------------------------------------------------------

def _reduced_dim_check(a, d, op):
    if a.ndim and a.shape[d] == 0:
        raise IndexError(f"{op}: Expected reduction dim {d} to have non-zero size.")


def nanmedian_all(xp, a):
    """The lower median of the non-nan elements (nan when there are none)."""
    flat = a.reshape(-1)
    if flat.dtype.kind in "fc":
        flat = flat[~xp.isnan(flat)]
    if flat.size == 0:
        return xp.asarray(xp.nan, dtype=a.dtype)
    return xp.sort(flat)[(flat.size - 1) // 2]


def nanmedian_dim(xp, a, dim, keepdim):
    """Per slice, the lower median of its non-nan values and its index (nan sorts last, so an all-nan
    slice gives its first element)."""
    if a.ndim == 0:
        dims(dim, 0)
        return a.copy(), xp.zeros((), "int64")
    (d,) = dims(dim, a.ndim)
    _reduced_dim_check(a, d, "median()")
    idx = xp.argsort(a, axis=d, kind="stable")
    count = (~xp.isnan(a)).sum(axis=d, keepdims=True) if a.dtype.kind in "fc" else a.shape[d]
    pos = xp.maximum(count - 1, 0) // 2 + xp.zeros(idx.shape[:d] + (1,) + idx.shape[d + 1:], "int64")
    index = xp.take_along_axis(idx, pos, axis=d)
    values = xp.take_along_axis(a, index, axis=d)
    if not keepdim:
        values, index = values.squeeze(d), index.squeeze(d)
    return values, index.astype("int64")


def mode(xp, a, dim, keepdim):
    """ATen's mode_kernel_impl: each slice's (value, position) pairs put in order by libstdc++'s std::sort comparing
    the values with ``<`` (unstable past 16 elements; a nan compares neither way, so it stays about where it was),
    then the longest run of equal values (nan equals nothing), the first such run; its last pair gives the value
    and the index."""
    if a.ndim == 0:
        dims(dim, 0)
        return a.copy(), xp.zeros((), "int64")
    (d,) = dims(dim, a.ndim)
    _reduced_dim_check(a, d, "mode()")
    moved = xp.moveaxis(a, d, -1)
    rows = moved.reshape(-1, moved.shape[-1]).tolist()
    n = moved.shape[-1]
    values, index = [], []
    for K in rows:
        A, V = list(range(n)), list(K)
        _std_sort(A, V, K, 0, n)
        best, mode_value, mode_index, run = 0, 0, 0, 0
        for i in range(n):
            run += 1
            if i == n - 1 or V[i] != V[i + 1]:
                if run > best:
                    best, mode_value, mode_index = run, V[i], A[i]
                run = 0
        values.append(mode_value)
        index.append(mode_index)
    values = xp.asarray(values, dtype=a.dtype).reshape(moved.shape[:-1])
    index = xp.asarray(index, dtype="int64").reshape(moved.shape[:-1])
    if keepdim:
        values, index = xp.expand_dims(values, d), xp.expand_dims(index, d)
    return values, index


def aminmax(xp, a, dim, keepdim):
    if dim is None:
        if a.size == 0:
            raise RuntimeError("aminmax(): cannot compute aminmax over an empty dimension as the operation has no "
                               "identity.")
        lo, hi = a.min(), a.max()
        if keepdim:
            lo, hi = lo.reshape((1,) * a.ndim), hi.reshape((1,) * a.ndim)
        return xp.asarray(lo, dtype=a.dtype), xp.asarray(hi, dtype=a.dtype)
    if a.ndim == 0:
        dims(dim, 0)
        return a.copy(), a.copy()
    (d,) = dims(dim, a.ndim)
    _reduced_dim_check(a, d, "aminmax")
    return a.min(axis=d, keepdims=keepdim), a.max(axis=d, keepdims=keepdim)


def linalg_matrix_exp(xp, a):
    """exp(A) by scaling and squaring: A / 2^s has norm <= 1/2, where a degree-18 Taylor polynomial is exact
    to double precision; the result is then squared s times."""
    _check_square(a, "linalg.matrix_exp")
    if a.size == 0:
        return a.copy()
    acc = _acc_type(a, None)
    if acc is not None:  # float32's series and squarings lose ~1e-6: in float64, rounded once (nearer PyTorch's)
        return linalg_matrix_exp(xp, a.astype(acc)).astype(a.dtype)
    norm = float(xp.abs(a).sum(axis=-2).max())
    s = max(0, int(math.ceil(math.log2(norm))) + 1) if norm > 0 else 0
    scaled = a / (2.0 ** s)
    eye = xp.broadcast_to(xp.eye(a.shape[-1], dtype=a.dtype), a.shape)
    result, term = eye.copy(), eye.copy()
    for k in range(1, 19):
        term = term @ scaled / k
        result = result + term
    for _ in range(s):
        result = result @ result
    return result.astype(a.dtype)


def _solve_checks(b, a, op):
    if b.ndim < 2:
        raise RuntimeError(f"b should have at least 2 dimensions, but has {b.ndim} dimensions instead")
    if a.ndim < 2:
        raise RuntimeError(f"A should have at least 2 dimensions, but has {a.ndim} dimensions instead")
    if b.dtype != a.dtype:
        raise RuntimeError(f"Expected b and A to have the same dtype, but found b of type {_type_name(b)} and A of "
                           f"type {_type_name(a)} instead.")
    if a.shape[-1] != a.shape[-2]:
        raise RuntimeError(f"A must be batches of square matrices, but they are {a.shape[-2]} by {a.shape[-1]} "
                           "matrices")
    if a.shape[-1] != b.shape[-2]:
        raise RuntimeError(f"Incompatible matrix sizes for {op}: each A matrix is {a.shape[-1]} by {a.shape[-1]} "
                           f"but each b matrix is {b.shape[-2]} by {b.shape[-1]}")


def _gram(xp, factor, upper):
    """A = L L^T from its lower factor (U^T U from an upper one). LAPACK's potrs/potri read only that triangle of
    the factor: whatever lies in the other one is not part of it."""
    factor = xp.triu(factor) if upper else xp.tril(factor)
    t = xp.swapaxes(factor, -1, -2)
    return t @ factor if upper else factor @ t


def cholesky_solve(xp, b, factor, upper):
    _solve_checks(b, factor, "cholesky_solve")
    batch = _broadcast_shape(b.shape[:-2], factor.shape[:-2])
    a = xp.broadcast_to(_gram(xp, factor, upper), batch + factor.shape[-2:])
    rhs = xp.broadcast_to(b, batch + b.shape[-2:])
    return xp.linalg.solve(a, rhs).astype(b.dtype) if rhs.size and a.size else xp.zeros(rhs.shape, b.dtype)


def cholesky_inverse(xp, factor, upper):
    if factor.ndim < 2:
        raise RuntimeError("cholesky_inverse: The input tensor A must have at least 2 dimensions.")
    if factor.shape[-1] != factor.shape[-2]:
        raise RuntimeError(f"cholesky_inverse: A must be batches of square matrices, but they are "
                           f"{factor.shape[-2]} by {factor.shape[-1]} matrices")
    return xp.linalg.inv(_gram(xp, factor, upper)).astype(factor.dtype) if factor.size else factor.copy()


def cholesky(xp, a, upper):
    """The deprecated torch.cholesky: linalg.cholesky's factor, its checks named "cholesky"."""
    _check_square(a, "cholesky")
    try:
        return linalg_cholesky_ex(xp, a, upper, True)[0]
    except LinAlgError as e:
        raise LinAlgError(str(e).replace("linalg.cholesky:", "cholesky:", 1)) from None


def linalg_pinv(xp, a, atol, rtol, hermitian):
    """V diag(1/s) U^T over the singular values above max(atol, rtol * largest); rtol defaults to
    eps * max(m, n) when neither tolerance is given (0 when only atol is)."""
    if a.ndim < 2 or a.dtype.kind not in "fc":
        raise RuntimeError(f"linalg.pinv({_type_name(a)[0]}{_type_name(a)[1:].lower()}{{{list(a.shape)}}}): "
                           "expected a tensor with 2 or more dimensions of float, double, cfloat or cdouble types")
    if hermitian:
        _check_square(a, "linalg.eigh")
    m, n = a.shape[-2], a.shape[-1]
    if rtol is None:
        rtol = xp.finfo(a.dtype).eps * max(m, n) if atol is None or atol <= 0 else 0.0
    atol = 0.0 if atol is None else atol
    if a.size == 0:
        return xp.zeros(a.shape[:-2] + (n, m), a.dtype)
    u, s, vh = xp.linalg.svd(a, full_matrices=False)
    cutoff = xp.maximum(atol, rtol * s.max(axis=-1, keepdims=True))
    inv = xp.where(s > cutoff, 1.0 / xp.where(s > cutoff, s, 1), 0).astype(a.dtype)
    return (xp.swapaxes(vh, -1, -2) * inv[..., None, :]) @ xp.swapaxes(u, -1, -2)


def _scatter_into(xp, a, src, key):
    target = a[key]
    if target.shape != src.shape:
        raise RuntimeError(f"expected src to have a size equal to the slice of self. src size = {list(src.shape)}, "
                           f"slice size = {list(target.shape)}")
    out = a.copy()
    out[key] = src
    return out


def slice_scatter(xp, a, src, dim, start, end, step):
    (d,) = dims(dim, a.ndim)
    key = [_slice(None)] * a.ndim
    key[d] = _slice(start, end, step)
    return _scatter_into(xp, a, src, tuple(key))


def select_scatter(xp, a, src, dim, index):
    (d,) = dims(dim, a.ndim)
    if not -a.shape[d] <= index < a.shape[d]:
        raise IndexError(f"select(): index {index} out of range for tensor of size {list(a.shape)} at dimension {d}")
    key = [_slice(None)] * a.ndim
    key[d] = index
    return _scatter_into(xp, a, src, tuple(key))


def diagonal_scatter(xp, a, src, offset, dim1, dim2):
    d1, d2 = dims((dim1, dim2), a.ndim)
    target = xp.diagonal(a, offset, d1, d2)
    if target.shape != src.shape:
        raise RuntimeError(f"expected src to have a size equal to the slice of self. src size = {list(src.shape)}, "
                           f"slice size = {list(target.shape)}")
    out = a.copy()
    moved = xp.moveaxis(out, (d1, d2), (-2, -1))  # a writable view of out
    k = xp.arange(target.shape[-1])
    moved[..., k + max(-offset, 0), k + max(offset, 0)] = src
    return out


def block_diag(xp, tensors):
    """The inputs (0-d as 1x1, 1-d as one row) along the diagonal of a zero matrix of their promoted dtype."""
    mats = []
    for i, t in enumerate(tensors):
        if t.ndim > 2:
            raise RuntimeError(f"torch.block_diag: Input tensors must have 2 or fewer dimensions. Input {i} has "
                               f"{t.ndim} dimensions")
        mats.append(t.reshape(1, -1) if t.ndim < 2 else t)
    if not tensors:  # PyTorch's block_diag of nothing is a 1 x 0 matrix
        return xp.zeros((1, 0), "float32")
    dtype = result_np_dtype(*(m.reshape(-1) for m in mats))  # promote_types: every input counts alike
    out = xp.zeros((builtins.sum(m.shape[0] for m in mats), builtins.sum(m.shape[1] for m in mats)), dtype)
    row = col = 0
    for m in mats:
        out[row:row + m.shape[0], col:col + m.shape[1]] = m
        row, col = row + m.shape[0], col + m.shape[1]
    return out


def histogramdd(xp, a, bins, range_, weight, density, op="torch.histogramdd"):
    """(hist, [edges per dim]) of the rows of a (N, D): int bins give equal bins over the range (the data's
    own when none is given, widened by 1/2 on each side when empty); the last bin includes its right edge."""
    edged = [d for d, b in enumerate(bins) if hasattr(b, "shape")]
    for d in edged:  # ATen's checks of bin edges, before the dtype's
        b = bins[d]
        if b.dtype != a.dtype:
            from ._torch_utils import _C_TYPE_NAMES
            names = {**_C_TYPE_NAMES, "float32": "float", "float64": "double", "float16": "c10::Half"}
            raise RuntimeError(f"torch.histogramdd: input tensor and bins tensors should have the same dtype, but got "
                               f"input with dtype {names.get(a.dtype.name, a.dtype.name)} and bins for dimension {d} "
                               f"with dtype {names.get(b.dtype.name, b.dtype.name)}")
        if b.ndim != 1:
            raise RuntimeError(f"torch.histogramdd: bins tensor should have one dimension, but got {b.ndim} dimensions "
                               f"in the bins tensor for dimension {d}")
    if a.dtype.kind != "f":
        name = "histogram_cpu" if edged else "histogramdd"
        raise NotImplementedError(f"\"{name}\" not implemented for '{_type_name(a)}'")
    count = a.shape[-1]
    data = a.reshape(-1, count)
    if weight is not None and tuple(weight.shape) != tuple(a.shape[:-1]):
        raise RuntimeError(f"torch.histogramdd: if weight tensor is provided it should have the same shape as the "
                           f"input tensor excluding its innermost dimension, but got input with shape "
                           f"{list(a.shape)} and weight with shape {list(weight.shape)}")
    edges = []
    for d in range(count):
        b = bins[d]
        if not hasattr(b, "shape"):
            if b <= 0:
                raise RuntimeError(f"{op}(): bins must be > 0, but got {b} for dimension {d}")
            if range_ is not None:
                lo, hi = float(range_[2 * d]), float(range_[2 * d + 1])
            elif data.shape[0]:
                lo, hi = float(data[:, d].min()), float(data[:, d].max())
            else:  # no data: PyTorch's [0, 1]
                lo, hi = 0.0, 1.0
            if lo > hi:
                raise RuntimeError(f"torch.histogramdd: min should not exceed max, but got min {lo:g} max {hi:g} "
                                   f"for dimension {d}")
            if not (math.isfinite(lo) and math.isfinite(hi)):
                raise RuntimeError(f"torch.histogramdd: dimension {d}'s range [{lo:g}, {hi:g}] is not finite")
            if lo == hi:
                lo, hi = lo - 0.5, hi + 0.5
            b = xp.linspace(lo, hi, b + 1).astype(a.dtype)
        edges.append(b)
    w = None if weight is None else weight.reshape(-1)
    hist, _ = xp.histogramdd(data.astype("float64"), bins=[e.astype("float64") for e in edges], weights=w)
    if density:
        widths = [xp.diff(e.astype("float64")) for e in edges]
        volume = widths[0]
        for wd in widths[1:]:
            volume = xp.multiply.outer(volume, wd)
        hist = hist / (hist.sum() * volume)
    return hist.astype(a.dtype), edges


def histogram(xp, a, bins, range_, weight, density):
    edges = [bins]
    hist, (edges,) = histogramdd(xp, a.reshape(-1, 1), edges, range_, weight, density, "torch.histogram")
    return hist, edges


# -- LU: linalg.lu_factor_ex, lu_unpack, linalg.lu, linalg.lu_solve ------------------------------------

def _lu_checks(a, pivot, op="torch.lu_factor"):
    if a.ndim < 2:
        raise RuntimeError(f"{op}: Expected tensor with 2 or more dimensions. Got size: {list(a.shape)} instead")
    if a.dtype.kind != "f":
        raise NotImplementedError(f"\"lu_cpu\" not implemented for '{_type_name(a)}'")
    if not pivot:
        raise RuntimeError("linalg.lu_factor: LU without pivoting is not implemented on the CPU")


def linalg_lu_factor_ex(xp, a, pivot, check_errors):
    _lu_checks(a, pivot)
    lu, pivots, info = lu_factor(xp, a)
    batch, bad = _first_singular(info)
    if bad and check_errors:
        where = f"(Batch element {batch}): " if a.ndim > 2 else ""
        raise LinAlgError(f"torch.linalg.lu_factor_ex: {where}U[{bad},{bad}] is zero and using it on lu_solve would "
                          "result in a division by zero. If you still want to perform the factorization, consider "
                          "calling linalg.lu(A, pivot) or linalg.lu_factor_ex(A, pivot)")
    return lu, pivots, info


def _permutation(xp, pivots, m, dtype):
    """P with A = P L U from LAPACK's 1-based row swaps: row j of LU came from row perm[j] of A."""
    batch = pivots.shape[:-1]
    flat = pivots.reshape(-1, pivots.shape[-1])
    out = xp.zeros((flat.shape[0], m, m), dtype)
    for b in range(flat.shape[0]):
        perm = list(range(m))
        for i in range(flat.shape[1]):
            j = int(flat[b, i]) - 1
            perm[i], perm[j] = perm[j], perm[i]
        out[b, perm, list(range(m))] = 1
    return out.reshape(tuple(batch) + (m, m))


def lu_unpack(xp, lu, pivots, unpack_data, unpack_pivots):
    if pivots.dtype != xp.int32:
        raise RuntimeError("torch.lu_unpack: LU_pivots is expected to be a contiguous tensor of torch.int32 dtype.\n"
                           "Note: this function is intended to be used with the output produced by "
                           "torch.linalg.lu_factor")
    m, n = lu.shape[-2], lu.shape[-1]
    k = builtins.min(m, n)
    empty = xp.zeros((0,), lu.dtype)
    if unpack_data:
        L = xp.tril(lu[..., :, :k], -1) + xp.eye(m, k, dtype=lu.dtype)
        U = xp.triu(lu[..., :k, :])
    else:
        L = U = empty
    P = _permutation(xp, pivots, m, lu.dtype) if unpack_pivots else empty
    return P, L, U


def linalg_lu(xp, a, pivot):
    _lu_checks(a, pivot, "torch.lu_factor")
    lu, pivots, _ = lu_factor(xp, a)
    return lu_unpack(xp, lu, pivots, True, True)


def linalg_lu_solve(xp, lu, pivots, b, left, adjoint):
    if lu.dtype != b.dtype:
        raise RuntimeError(f"linalg.lu_solve: Expected LU and B to have the same dtype, but found LU of type "
                           f"{_type_name(lu)} and B of type {_type_name(b)} instead")
    if b.ndim < 2:
        raise RuntimeError("linalg.lu_solve: The input tensor B must have at least 2 dimensions.")
    n = lu.shape[-1]
    if (b.shape[-2] if left else b.shape[-1]) != n:
        raise RuntimeError(f"linalg.lu_solve: Incompatible shapes of A and B for the equation "
                           f"{'AX = B' if left else 'XA = B'} ({lu.shape[-2]}x{n} and {b.shape[-2]}x{b.shape[-1]})")
    if not left:  # X A = B  <=>  A^T X^T = B^T
        return xp.swapaxes(linalg_lu_solve(xp, lu, pivots, xp.swapaxes(b, -1, -2), True, not adjoint), -1, -2)
    # LAPACK's getrs: with A = P L U, two triangular solves (no refactorization, and no error for a zero pivot,
    # which gives inf and nan as in PyTorch)
    P, L, U = lu_unpack(xp, lu, pivots, True, True)
    if not adjoint:  # L U X = P^T B
        y = linalg_solve_triangular(xp, L, xp.swapaxes(P, -1, -2) @ b, False, True, True)
        return linalg_solve_triangular(xp, U, y, True, True, False)
    # A^T X = B: U^T L^T P^T X = B
    z = linalg_solve_triangular(xp, xp.swapaxes(U, -1, -2), b, False, True, False)
    return P @ linalg_solve_triangular(xp, xp.swapaxes(L, -1, -2), z, True, True, True)


# -- packed sequences (ATen's PackedSequence.cpp) ----------------------------------------------------

def check_long_tensor(t):
    """ATen's checkLongTensor: `lengths` / `batch_sizes` must be a 1-D CPU int64 tensor."""
    backend = backends.backend_of(t)
    device = "cpu" if backend.device_type == "cpu" else f"{backend.device_type}:{backend.device_index(t)}"
    if t.ndim != 1 or device != "cpu" or DTYPE_NAME[t.dtype] != "int64":
        raise RuntimeError(f"'lengths' argument should be a 1D CPU int64 tensor, but got {t.ndim}D {device} "
                           f"{_type_name(t)} tensor")


def pack_padded_sequence(xp, input, lengths, batch_first):
    """The valid steps of a padded T x B x * input, time step after time step, each step holding the
    sequences still running, and those per-step batch sizes. Lengths must be sorted, longest first."""
    check_long_tensor(lengths)
    if input.ndim < 2:
        n = max(input.ndim, 1)
        raise IndexError(f"Dimension out of range (expected to be in range of [{-n}, {n - 1}], but got 1)")
    if batch_first:
        input = xp.swapaxes(input, 0, 1)
    batch = input.shape[1]
    if input.size == 0:
        raise RuntimeError("Cannot pack empty tensors.")
    lens = [int(v) for v in lengths.tolist()]
    if len(lens) != batch:
        raise RuntimeError(f"Expected `len(lengths)` to be equal to batch_size, but got {len(lens)} "
                           f"(batch_size={batch})")
    if lens[-1] <= 0:
        raise RuntimeError("Length of all samples has to be greater than 0, but found an element in 'lengths' "
                           "that is <= 0")
    if any(shorter > longer for longer, shorter in zip(lens, lens[1:])):
        raise RuntimeError("`lengths` array must be sorted in decreasing order when `enforce_sorted` is True. "
                           "You can pass `enforce_sorted=False` to pack_padded_sequence and/or pack_sequence to "
                           "sidestep this requirement if you do not need ONNX exportability.")
    # walk from the shortest sequence up: each longer length adds the block of steps only the first
    # `running` sequences still have (a length past T reads no rows, as ATen's clamped slice)
    blocks, batch_sizes, done = [], [], 0
    for running in range(batch, 0, -1):
        length = lens[running - 1]
        if length > done:
            blocks.append(input[done:length, :running].reshape((-1,) + input.shape[2:]))
            batch_sizes += [running] * (length - done)
            done = length
    # batch_sizes lives with lengths, on the CPU, whatever the data's device
    return xp.concatenate(blocks, 0), backends.array_module(lengths).asarray(batch_sizes, dtype="int64")


# Kernels kept in modules of their own, called as K.<name> like the rest
from ._kernels_sort import _std_sort, kthvalue, sort, topk  # noqa: E402,F401
from . import _kernels_gelu as _gelu  # noqa: E402
from ._kernels_embedding_bag import (embedding_bag, embedding_bag_backward,  # noqa: E402,F401
                                     embedding_bag_per_sample_weights_backward)
from ._kernels_grid_sample import (affine_base_grid, affine_grid_generator, grid_sampler,  # noqa: E402,F401
                                   grid_sampler_backward, grid_sampler_tap_constants, cubic_coefficients)


def _fractional_starts(xp, samples, in_size, out_size, pool):
    """ATen's generate_intervals for every plane at once: window starts (planes, out_size) spread by the
    plane's sample u as int((i + u) * alpha) - int(u * alpha), the last window flush with the input's end.
    The arithmetic is in the samples' dtype (the input's), as ATen's scalar_t."""
    starts = xp.empty((samples.shape[0], out_size), dtype="int64")
    if out_size > 1:
        alpha = samples.dtype.type(in_size - pool) / samples.dtype.type(out_size - 1)
        i = xp.arange(out_size - 1).astype(samples.dtype)
        u = samples.reshape(-1, 1)
        starts[:, :-1] = ((i + u) * alpha).astype("int64") - (u * alpha).astype("int64")
    if out_size > 0:
        starts[:, -1] = in_size - pool
    return starts


def fractional_max_pool(xp, a, kernel_size, output_size, samples, nd):
    """fractional_max_pool2d / 3d: windows of kernel_size placed at pseudo-random starts (one sample per plane and
    spatial dim), each output the window's maximum (a NaN wins, the last one seen) and its index into the
    flattened input plane."""
    name = f"fractional_max_pool{nd}d" + ("_out" if nd == 3 else "")
    ints = "a single Int or tuple of Ints" if nd == 2 else "a single Int or tuple of three Ints"
    if len(kernel_size) != nd:
        raise RuntimeError(f"fractional_max_pool{nd}d: kernel_size must either be {ints}")
    if len(output_size) != nd:
        raise RuntimeError(f"fractional_max_pool{nd}d: output_size must either be {ints}")
    if a.ndim not in (nd + 1, nd + 2):
        raise RuntimeError(f"{name}(): Expected {nd + 1}D or {nd + 2}D tensor, but got: {_sizes_text(a.shape)}")
    for i in range(1, a.ndim):
        if a.shape[i] == 0:
            raise RuntimeError(f"{name}(): Expected input to have non-zero size for non-batch dimensions, but got"
                               f"{_sizes_text(a.shape)} with dimension {i} being empty.")
    spatial = a.shape[-nd:]
    # The 2-d check allows a window flush with the input's end; ATen's 3-d one does not (and checks width first).
    checks = [(0, "height"), (1, "width")] if nd == 2 else [(0, "time"), (2, "width"), (1, "height")]
    for d, dim in checks:
        size, k, o = spatial[d], kernel_size[d], output_size[d]
        if (o + k - 1 > size) if nd == 2 else (o + k - 1 >= size):
            raise RuntimeError(f"{name}(): pool {dim} {k} too large relative to input {dim} {size}")
    lead = a.shape[:-nd]
    for o in output_size:
        if o < 0:
            raise RuntimeError(f"Trying to create tensor with negative dimension {o}: "
                               f"{_sizes_text(lead + tuple(output_size))}")
    if a.dtype.kind != "f":
        raise NotImplementedError(f"\"fractional_max_pool{nd}d_out_frame\" not implemented for '{_type_name(a)}'")
    if samples.dtype != a.dtype:
        raise RuntimeError("Expect _random_samples to have the same dtype as input")
    if samples.ndim != 3:
        raise RuntimeError(f"Expect _random_samples to have 3 dimensions, got {samples.ndim}")
    batch, channels = (1, a.shape[0]) if a.ndim == nd + 1 else a.shape[:2]
    if samples.shape[0] < batch:
        raise RuntimeError("Expect _random_samples.size(0) no less then input batch size.")
    if samples.shape[1] != channels:
        raise RuntimeError("Expect _random_samples.size(1) equals to input channel size.")
    if samples.shape[2] != nd:
        raise RuntimeError(f"Expect _random_samples.size(2) equals to {nd}; got {samples.shape[2]}.")
    planes = batch * channels
    out_shape = lead + tuple(output_size)
    if planes == 0 or 0 in output_size:
        return xp.empty(out_shape, dtype=a.dtype), xp.empty(out_shape, dtype="int64")
    x = a.reshape(planes, -1)
    u = samples[:batch].reshape(planes, nd)
    # The 2-d samples are (width, height); the 3-d ones (time, height, width).
    order = (1, 0) if nd == 2 else (0, 1, 2)
    steps = _strides(spatial)
    # base: each window's first element; offsets: the window's elements relative to it (row-major, as ATen scans).
    base = xp.zeros((planes,) + tuple(output_size), dtype="int64")
    offsets = xp.zeros(tuple(kernel_size), dtype="int64")
    for d in range(nd):
        starts = _fractional_starts(xp, u[:, order[d]], spatial[d], output_size[d], kernel_size[d])
        shape = [planes] + [1] * nd
        shape[1 + d] = output_size[d]
        base = base + (starts * steps[d]).reshape(shape)
        kshape = [1] * nd
        kshape[d] = kernel_size[d]
        offsets = offsets + (xp.arange(kernel_size[d]) * steps[d]).reshape(kshape)
    flat = base[..., None] + offsets.reshape(-1)
    vals = xp.take_along_axis(x.reshape((planes,) + (1,) * nd + (-1,)), flat, axis=-1)
    # ATen keeps the first strict maximum, but any NaN replaces the running maximum (so the last NaN wins);
    # a window of only -inf (or an empty one) keeps its first element's index and -inf.
    nan = xp.isnan(vals)
    k = vals.shape[-1]
    if k:
        pick = xp.where(nan.any(axis=-1), k - 1 - xp.argmax(nan[..., ::-1], axis=-1), xp.argmax(vals, axis=-1))
        indices = xp.take_along_axis(flat, pick[..., None], axis=-1)[..., 0]
        values = xp.take_along_axis(vals, pick[..., None], axis=-1)[..., 0]
    else:
        indices, values = base, xp.full(base.shape, -xp.inf, dtype=a.dtype)
    return values.reshape(out_shape), indices.reshape(out_shape).astype("int64")


from ._kernels_special import (airy_ai, bessel_j0, bessel_j1, bessel_y0, bessel_y1,  # noqa: E402,F401
                               chebyshev_polynomial_t, chebyshev_polynomial_u, chebyshev_polynomial_v,
                               chebyshev_polynomial_w, entr, erfcx, hermite_polynomial_h, hermite_polynomial_he,
                               i0, i0e, i1, i1e, laguerre_polynomial_l, legendre_polynomial_p, log_ndtr,
                               modified_bessel_i0, modified_bessel_i1, modified_bessel_k0, modified_bessel_k1,
                               ndtri, scaled_modified_bessel_k0, scaled_modified_bessel_k1,
                               shifted_chebyshev_polynomial_t, shifted_chebyshev_polynomial_u,
                               shifted_chebyshev_polynomial_v, shifted_chebyshev_polynomial_w, sinc,
                               spherical_bessel_j0, xlog1py, zeta)
# The one-argument special functions, elementwise with many passes each (1.3x-2x faster in blocks)
(airy_ai, bessel_j0, bessel_j1, bessel_y0, bessel_y1, entr, erfcx, i0, i0e, i1, i1e, log_ndtr, modified_bessel_i0,
 modified_bessel_i1, modified_bessel_k0, modified_bessel_k1, ndtri, scaled_modified_bessel_k0,
 scaled_modified_bessel_k1, spherical_bessel_j0) = map(_in_blocks, (
    airy_ai, bessel_j0, bessel_j1, bessel_y0, bessel_y1, entr, erfcx, i0, i0e, i1, i1e, log_ndtr, modified_bessel_i0,
    modified_bessel_i1, modified_bessel_k0, modified_bessel_k1, ndtri, scaled_modified_bessel_k0,
    scaled_modified_bessel_k1, spherical_bessel_j0))

from ._kernels_nn_linalg_gaps import (binomial, conv_tbc, householder_product, ormqr, poisson,  # noqa: E402,F401
                                      triangular_solve)
from ._kernels_ldl import ldl_factor_ex, ldl_solve  # noqa: E402,F401
from ._kernels_attention import sdpa_flash_cpu, sdpa_flash_cpu_backward  # noqa: E402,F401
from ._kernels_trilinear import trilinear  # noqa: E402,F401
from ._kernels_api_gaps import (embedding_renorm, native_dropout, segment_reduce,  # noqa: E402,F401
                               segment_reduce_backward)
from ._kernels_lstm import check_mkldnn_rnn_dtypes, mkldnn_rnn_layer, mkldnn_rnn_layer_backward  # noqa: E402,F401
