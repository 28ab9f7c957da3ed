"""torch.testing.make_tensor: a tensor of the given shape, dtype and device with values drawn uniformly from
[low, high). The draws are PyTorch's (randint, uniform_), so a seeded call gives PyTorch's values; ranges, defaults,
clamping, errors and the noncontiguous / exclude_zero / requires_grad options behave as PyTorch's."""
import collections.abc
import math
import warnings

from .. import _dtype

__all__ = ["make_tensor"]

_INTEGRAL = (_dtype.uint8, _dtype.int8, _dtype.int16, _dtype.int32, _dtype.int64)
_FLOATING = (_dtype.float16, _dtype.float32, _dtype.float64)


def _bounds(dtype, low, high, *, lowest, highest, default_low, default_high):
    """The [low, high) to draw from: defaults filled in, checked, clamped to what the dtype holds (integers
    rounded up, as randint's bounds)."""
    low = default_low if low is None else low
    high = default_high if high is None else high
    if any(isinstance(v, float) and math.isnan(v) for v in (low, high)):
        raise ValueError(f"`low` and `high` cannot be NaN, but got low={low} and high={high}")
    if low == high and dtype in _FLOATING:
        warnings.warn("Passing `low==high` to `torch.testing.make_tensor` for floating or complex types is "
                      "deprecated since 2.1 and will be removed in 2.3. Use `torch.full(...)` instead.",
                      FutureWarning, stacklevel=3)
    elif low >= high:
        raise ValueError(f"`low` must be less than `high`, but got {low} >= {high}")
    elif high < lowest or low >= highest:
        raise ValueError(f"The value interval specified by `low` and `high` is [{low}, {high}), but {dtype} only "
                         f"supports [{lowest}, {highest})")
    low, high = min(max(low, lowest), highest), min(max(high, lowest), highest)
    if dtype is _dtype.bool or dtype in _INTEGRAL:
        return math.ceil(low), math.ceil(high)
    return low, high


def make_tensor(*shape, dtype, device, low=None, high=None, requires_grad=False, noncontiguous=False,
                exclude_zero=False, memory_format=None):
    import minitorch
    if len(shape) == 1 and isinstance(shape[0], collections.abc.Sequence):  # make_tensor((2, 3), ...) or make_tensor(2, 3)
        shape = shape[0]
    shape = tuple(shape)
    if noncontiguous and memory_format is not None:
        raise ValueError(f"The parameters `noncontiguous` and `memory_format` are mutually exclusive, but got "
                         f"noncontiguous={noncontiguous} and memory_format={memory_format}")
    if requires_grad and (dtype is _dtype.bool or dtype in _INTEGRAL):
        raise ValueError(f"`requires_grad=True` is not supported for boolean and integral dtypes, but got "
                         f"dtype={dtype}")
    # a noncontiguous result is every other element of a tensor twice as long in the last dimension
    noncontiguous = noncontiguous and math.prod(shape) > 1
    if noncontiguous:
        shape = (*shape[:-1], 2 * shape[-1])

    if dtype is _dtype.bool:
        low, high = _bounds(dtype, low, high, lowest=0, highest=2, default_low=0, default_high=2)
        result = minitorch.randint(low, high, shape, device=device, dtype=dtype)
    elif dtype in _INTEGRAL:
        info = minitorch.iinfo(dtype)
        # int64's exclusive upper bound is its max itself: max + 1 does not fit
        highest = info.max + (0 if dtype is _dtype.int64 else 1)
        low, high = _bounds(dtype, low, high, lowest=info.min, highest=highest, default_low=-9, default_high=10)
        result = minitorch.randint(low, high, shape, device=device, dtype=dtype)
    elif dtype in _FLOATING:
        info = minitorch.finfo(dtype)
        low, high = _bounds(dtype, low, high, lowest=info.min, highest=info.max, default_low=-9, default_high=9)
        result = minitorch.empty(shape, device=device, dtype=dtype)
        if high - low >= info.max:  # the width itself would overflow: draw half as wide, then double
            result.uniform_(low / 2, high / 2).mul_(2)
        else:
            result.uniform_(low, high)
    else:
        raise TypeError(f"The requested dtype '{dtype}' is not supported by torch.testing.make_tensor(). To request "
                        "support, file an issue at: https://github.com/pytorch/pytorch/issues")

    if noncontiguous:
        result = result[..., 1::2]
    elif memory_format is not None:
        result = result.clone(memory_format=memory_format)
    if exclude_zero:
        result[result == 0] = 1 if dtype is _dtype.bool or dtype in _INTEGRAL else minitorch.finfo(dtype).tiny
    if dtype in _FLOATING:
        result.requires_grad = requires_grad
    return result
