"""Composite statistics and integration ops (PyTorch's CompositeImplicitAutograd): cov, corrcoef,
trapezoid / trapz / cumulative_trapezoid, cartesian_prod and combinations, written as ATen writes them
(Correlation.cpp, Integration.cpp, Itertools.cpp) so their graphs show PyTorch's nodes: ``cov`` records
SumBackward1, DivBackward0, SubBackward0, MmBackward0 over TBackward0, DivBackward0 and SqueezeBackward0;
``trapezoid(y)`` SelectBackward0, AddBackward0, MulBackward1, SubBackward0, MulBackward1; ``combinations``
MaskedSelectBackward0 under StackBackward0."""
import builtins
import numbers
import sys
import warnings

from ._python_arg_parser import tensor_varargs
from .autograd.function_utils import method_of
from . import _creation, _dtype, backends
from ._composite_shape import _wrap_dim, meshgrid
from ._generated import variable_type as _vt
from ._tensor import _SCALAR_TYPE_NAME, Tensor
from .special import _no_overload
from ._typename import typename
from .autograd.function_utils import not_a_tensor

__all__ = ["cov", "corrcoef", "trapezoid", "trapz", "cumulative_trapezoid", "cartesian_prod", "combinations",
           "histc"]


def histc(input, bins=100, min=0, max=0, *, out=None):  # noqa: A002 (PyTorch's names)
    """Counts in ``bins`` equal bins over [min, max] (the data's range when both are 0); no gradient,
    as in PyTorch. Values outside the range are ignored; max itself falls in the last bin."""
    if not isinstance(input, Tensor):
        raise not_a_tensor('histc', 'input', input, 1, shared=False)
    if type(bins) is not int or not isinstance(min, numbers.Number) or not isinstance(max, numbers.Number):
        from ._python_arg_parser import check_numbers, int_arg
        from .autograd.function_utils import position_in_call
        frame = sys._getframe()
        bins = int_arg("histc", "bins", bins, position_in_call(2, frame))
        check_numbers("histc", (("min", min, position_in_call(3, frame), "Number"),
                                ("max", max, position_in_call(4, frame), "Number")))
    data = input._data
    if data.dtype.kind != "f":
        raise NotImplementedError(f"\"histogram_cpu\" not implemented for '{_type_name(input)}'")
    if bins <= 0:
        raise RuntimeError(f"torch.histogram(): bins must be > 0, but got {bins} for dimension 0")
    lo, hi = float(min), float(max)
    if lo == hi and data.size:
        lo, hi = float(data.min()), float(data.max())
    if lo == hi:
        lo, hi = lo - 1, hi + 1
    if lo > hi:
        raise RuntimeError("torch.histc: max must be larger than min")
    xp = backends.array_module(data)
    counts, _ = xp.histogram(data.astype("float64"), bins=bins, range=(lo, hi))
    return Tensor._make(counts.astype(data.dtype))


def _type_name(t):
    return _SCALAR_TYPE_NAME[t.dtype.name]


def _is_integral(t):
    return not t.is_floating_point() and not t.is_complex() and t.dtype is not _dtype.bool


# -- cov and corrcoef -----------------------------------------------------------------------------

def cov(input, *, correction=1, fweights=None, aweights=None):
    """The covariance of the rows (variables) over the columns (observations), weighted by
    fweights * aweights, as ATen's cov."""
    if not isinstance(input, Tensor):
        raise not_a_tensor('cov', 'input', input, 1, shared=False)
    if not isinstance(correction, numbers.Integral) or isinstance(correction, builtins.bool):
        raise TypeError(f"cov(): argument 'correction' must be int, not {typename(correction)}")
    if input.dim() > 2:
        raise RuntimeError(f"cov(): expected input to have two or fewer dimensions but got an input with "
                           f"{input.dim()} dimensions")
    if input.dtype is _dtype.bool:
        raise RuntimeError("cov(): bool dtype is not supported for input")
    observations = input.view(1, -1) if input.dim() < 2 else input
    n = observations.shape[1]
    if fweights is not None:
        _check_weights("fweights", fweights, n, _is_integral, "integral")
    if aweights is not None:
        _check_weights("aweights", aweights, n, lambda t: t.is_floating_point(), "floating point")
    w = _vt.mul_Tensor(fweights, aweights) if fweights is not None and aweights is not None else (
        fweights if fweights is not None else aweights)
    w_sum = _vt.sum(w) if w is not None else _creation.scalar_tensor(n, dtype=_dtype.int64)
    if w is not None and not w_sum.ne(0).item():
        raise RuntimeError("cov(): weights sum to zero, can't be normalized")
    avg = _vt.div_Tensor(_vt.sum_dim_IntList(_weighted(observations, w), (1,)), w_sum)
    norm_factor = _norm_factor(n, w, w_sum, fweights, aweights, correction)
    if n == 1 and (fweights is None) != (aweights is None):
        # ATen's corner case: one observation, one kind of weights, so in - avg is zero. It zeroes the
        # caller's tensor in place (an error on a leaf that requires grad), as PyTorch does
        centered = observations.zero_()
        if _is_integral(centered):
            centered = centered.to(_dtype.float32)
    else:
        centered = _vt.sub_Tensor(observations, _vt.unsqueeze(avg, 1))
    c = _vt.mm(centered, _vt.t(_weighted(centered, w)))  # ATen also conj()s: a no-op for real tensors
    return _vt.squeeze(_vt.div_Tensor(c, norm_factor))


def _check_weights(name, w, n, dtype_ok, dtype_kind):
    if w.dim() > 1:
        raise RuntimeError(f"cov(): expected {name} to have one or fewer dimensions but got {name} with {w.dim()} "
                           f"dimensions")
    if not dtype_ok(w):
        raise RuntimeError(f"cov(): expected {name} to have {dtype_kind} dtype but got {name} with "
                           f"{_type_name(w)} dtype")
    if w.numel() != n:
        raise RuntimeError(f"cov(): expected {name} to have the same numel as there are observations in the input "
                           f"but got {w.numel()} != {n}")
    if n != 0 and not w.min().ge(0).item():
        raise RuntimeError(f"cov(): {name} cannot be negative")


def _weighted(observations, w):
    return observations if w is None else _vt.mul_Tensor(observations, w)


def _norm_factor(n, w, w_sum, fweights, aweights, correction):
    """The degrees of freedom, by ATen's cases (zeroed, with PyTorch's warning, where not positive)."""
    if w is None:
        norm_factor = _creation.scalar_tensor(n - correction, dtype=_dtype.int64)
    elif correction == 0:
        norm_factor = w_sum
    elif aweights is None:
        norm_factor = _vt.sub_Scalar(w_sum, correction)
    elif fweights is None and n == 1 and correction == 1:  # ATen's corner case, against rounding
        norm_factor = _creation.scalar_tensor(0, dtype=_dtype.int64)
    else:
        weighted = _vt.div_Tensor(_vt.mul_Scalar(_vt.sum(_vt.mul_Tensor(w, aweights)), correction), w_sum)
        norm_factor = _vt.sub_Tensor(w_sum, weighted)
    if norm_factor.le(0).item():
        warnings.warn("cov(): degrees of freedom is <= 0. Correction should be strictly less than the number of "
                      "observations. (Triggered internally at /__w/pytorch/pytorch/aten/src/ATen/native/"
                      "Correlation.cpp:129.)", UserWarning, stacklevel=3)
        norm_factor = norm_factor.zero_()
    return norm_factor


def corrcoef(input):
    """cov normalized by the standard deviations of both variables, clipped to [-1, 1]."""
    if not isinstance(input, Tensor):
        raise not_a_tensor('corrcoef', 'input', input, 1, shared=False)
    if input.dim() > 2:
        raise RuntimeError(f"corrcoef(): expected input to have two or fewer dimensions but got an input with "
                           f"{input.dim()} dimensions")
    c = cov(input)
    if c.dim() == 0:  # one variable: nan where its variance is nan, inf or 0, else 1
        return _vt.div_Tensor(c, c)
    stddev = _vt.sqrt(_vt.diagonal(c))
    c = _vt.div_Tensor(c, _vt.view(stddev, (-1, 1)))
    c = _vt.div_Tensor(c, _vt.view(stddev, (1, -1)))
    return _vt.clamp(c, -1, 1)


# -- trapezoid rule ---------------------------------------------------------------------------------

_TRAPEZOID_SCHEMAS = ("(Tensor y, Tensor x, *, int dim = -1)", "(Tensor y, *, Number dx = 1, int dim = -1)")
_TRAPZ_SCHEMAS = ("(Tensor y, *, float dx = 1, int dim = -1)", "(Tensor y, Tensor x, *, int dim = -1)")


_UNSET = object()  # x left out (given as None, it is PyTorch's TypeError)


def _integration_args(name, schemas, args, kwargs):
    """(y, x, dx, dim) of a call to trapezoid / trapz / cumulative_trapezoid, or PyTorch's TypeError where
    neither overload (y, x, *, dim) nor (y, *, dx, dim) takes it."""
    names = ("y", "x")
    values = dict(zip(names, args))
    fits = len(args) <= 2 and not any(k in values for k in kwargs) and set(kwargs) <= {"y", "x", "dx", "dim", "axis"}
    values.update(kwargs)
    if "axis" in values:  # NumPy's name for dim, as PyTorch's parser takes it (not both)
        fits = fits and "dim" not in values
        values["dim"] = values.pop("axis")
    y, x, dx, dim = values.get("y"), values.get("x", _UNSET), values.get("dx"), values.get("dim", -1)
    fits = (fits and isinstance(y, Tensor) and (x is _UNSET or isinstance(x, Tensor)) and not (x is not _UNSET and
            dx is not None) and (dx is None or isinstance(dx, numbers.Number)) and isinstance(dim, numbers.Integral))
    if not fits:
        _no_overload(name, args, kwargs, schemas)
    return y, None if x is _UNSET else x, 1 if dx is None else dx, int(dim)


def trapezoid(*args, **kwargs):
    """The trapezoid rule along ``dim``: over sample points ``x``, or evenly spaced ``dx`` apart."""
    y, x, dx, dim = _integration_args("trapezoid", _TRAPEZOID_SCHEMAS, args, kwargs)
    return _trapezoid(y, x, dx, dim)


def trapz(*args, **kwargs):
    y, x, dx, dim = _integration_args("trapz", _TRAPZ_SCHEMAS, args, kwargs)
    return _trapezoid(y, x, dx, dim)


def _size(y, dim):
    """y.size(dim) with ATen's error for a 0-dim tensor."""
    if y.dim() == 0:
        raise IndexError(f"Dimension specified as {dim} but tensor has no dimensions")
    return y.size(dim)


def _trapezoid(y, x, dx, dim):
    if x is not None:
        dim = _wrap_dim(dim, y.dim())
    if _size(y, dim) == 0:  # no samples: 0, as NumPy (a new tensor, no graph)
        shape = list(y.shape)
        del shape[_wrap_dim(dim, y.dim())]
        return _creation.zeros(shape, dtype=y.dtype, device=y.device)
    if x is None:
        _check_dx("trapezoid", y, dx)
        # a constant spacing simplifies the sum to dx * (sum(y) - (y[0] + y[-1]) / 2)
        ends = _vt.add_Tensor(_vt.select_int(y, dim, 0), _vt.select_int(y, dim, -1))
        return _vt.mul_Scalar(_vt.sub_Tensor(_vt.sum_dim_IntList(y, (dim,)), _vt.mul_Scalar(ends, 0.5)),
                              float(dx))
    spacing = _spacing("trapezoid", y, x, dim)
    return _vt.div_Scalar(_vt.sum_dim_IntList(_vt.mul_Tensor(_pair_sums(y, dim), spacing), (dim,)), 2.0)


def cumulative_trapezoid(*args, **kwargs):
    """The running trapezoid rule along ``dim`` (one fewer value than samples)."""
    y, x, dx, dim = _integration_args("cumulative_trapezoid", _TRAPEZOID_SCHEMAS, args, kwargs)
    if x is None:
        _check_dx("cumulative_trapezoid", y, dx)
        return _vt.cumsum(_vt.mul_Scalar(_pair_sums(y, dim), float(dx) / 2.0), dim)
    dim = _wrap_dim(dim, y.dim())
    spacing = _spacing("cumulative_trapezoid", y, x, dim)
    return _vt.div_Scalar(_vt.cumsum(_vt.mul_Tensor(_pair_sums(y, dim), spacing), dim), 2.0)


def _check_dx(name, y, dx):
    if y.dtype is _dtype.bool:
        raise RuntimeError(f"{name}: received a bool input for `y`, but bool is not supported")
    if isinstance(dx, (builtins.bool, complex)):
        raise RuntimeError(f"{name}: Currently, we only support dx as a real number.")


def _pair_sums(y, dim):
    """y[i] + y[i + 1] along dim (two slices: SliceBackward0)."""
    if y.dim() == 0:
        raise IndexError("slice() cannot be applied to a 0-dim tensor.")
    return _vt.add_Tensor(_vt.slice_Tensor(y, dim, 0, -1), _vt.slice_Tensor(y, dim, 1, None))


def _spacing(name, y, x, dim):
    """x[i + 1] - x[i] along dim (wrapped), x viewed to broadcast against y's differences as NumPy's."""
    if y.dtype is _dtype.bool or x.dtype is _dtype.bool:
        raise RuntimeError(f"{name}: received a bool input for `x` or `y`, but bool is not supported")
    if x.dim() == 1:  # the sample points along dim
        if x.shape[0] != _size(y, dim):
            raise RuntimeError(f"{name}: There must be one `x` value for each sample point")
        shape = [1] * y.dim()
        shape[dim] = x.shape[0]
        x = _vt.view(x, tuple(shape))
    elif x.dim() < y.dim():  # leading 1s up to y's rank
        x = _vt.view(x, (1,) * (y.dim() - x.dim()) + tuple(x.shape))
    return _vt.sub_Tensor(_vt.slice_Tensor(x, dim, 1, None), _vt.slice_Tensor(x, dim, 0, -1))


# -- combinatorics -------------------------------------------------------------------------------------

def _check_vectors(tensors):
    tensor_varargs(tensors)
    for t in tensors:
        if t.dim() != 1:
            raise RuntimeError(f"Expect a 1D vector, but got shape {list(t.shape)}")


def cartesian_prod(*tensors):
    """Every tuple of one element from each vector: the flattened meshgrid, stacked as columns."""
    _check_vectors(tensors)
    if len(tensors) == 1:
        return tensors[0]
    if tensors and any(t.dtype is not tensors[0].dtype for t in tensors):
        raise RuntimeError("meshgrid expects all tensors to have the same dtype")
    grids = meshgrid(*tensors, indexing="ij")
    return _vt.stack([g.flatten() for g in grids], 1)


def combinations(input, r=2, with_replacement=False):
    """Every length-r combination of the vector's elements, in order: the meshgrid of r copies, each
    masked to the index tuples i < j < ... (i <= j <= ... with replacement)."""
    if not isinstance(input, Tensor):
        raise not_a_tensor('combinations', 'input', input, 1, shared=False)
    if type(r) is not int or type(with_replacement) is not bool:
        from ._python_arg_parser import bool_arg, int_arg
        r = int_arg("combinations", "r", r, 2)
        if type(with_replacement) is not bool:
            bool_arg("combinations", "with_replacement", with_replacement, 3)
    _check_vectors((input,))
    if r < 0:
        raise RuntimeError(f"Expect a non-negative number, but got {r}")
    if r == 0:
        return _creation.empty(0, dtype=input.dtype, device=input.device)
    grids = meshgrid(*([input] * r), indexing="ij")
    mask = _ordered_mask(input.numel(), r, with_replacement, input.device)
    return _vt.stack([_vt.masked_select(g, mask) for g in grids], 1)


def _ordered_mask(n, r, with_replacement, device):
    """True where the r-dim grid index is non-decreasing (strictly increasing without replacement)."""
    index = meshgrid(*([_creation.arange(n, device=device)] * r), indexing="ij")
    mask = _creation.full(tuple(index[0].shape), True, dtype=_dtype.bool, device=device)
    for earlier, later in zip(index, index[1:]):
        mask = mask.logical_and(earlier.le(later) if with_replacement else earlier.lt(later))
    return mask


def install(cls):
    cls.cov = cov
    cls.corrcoef = corrcoef
    cls.histc = method_of(histc)


install(Tensor)
