"""Factories: tensor, zeros, ones, empty, full, arange, linspace, eye, rand, randn, ..."""
import builtins
import math
import numbers
import sys

import numpy

from . import _dtype, _libm, _strided, backends
from ._device import device as _device_cls
from ._generated import variable_type as _vt
from ._python_arg_parser import int_arg, int_list, int_list_varargs
from .autograd import grad_mode as _grad_mode
from .autograd.function_utils import check_tensor, method_of
from . import _aten_random
from ._fma import fma_double, fma_float32
from ._random import rng
from ._memory_format import format_name, relayout_like
from ._tensor import Size, Tensor, warn_scalar_with_grad
from . import kernels as _K
from .kernels import warn_at_caller
from ._typename import typename

__all__ = ["tensor", "as_tensor", "from_numpy", "zeros", "ones", "empty", "full", "arange", "linspace", "logspace",
           "eye", "rand", "randn", "randint", "randperm", "multinomial", "normal", "zeros_like", "ones_like",
           "empty_like", "full_like", "rand_like", "randn_like", "randint_like", "scalar_tensor", "empty_permuted"]


_DEFAULT_DEVICE = [None]  # torch.set_default_device's choice (None: the CPU)


def _backend(device):
    if device is None:
        device = _DEFAULT_DEVICE[0]
    if device is None:
        return backends.cpu, None
    dev = device if type(device) is _device_cls else _device_cls(device)  # (x.device, for the *_like factories)
    return backends.backend_for_device(dev.type), dev.index


def _requires_grad_arg(value, op=None):
    """A factory's ``requires_grad=``: a bool or None (PyTorch's parser takes nothing else); ``op`` names the
    factory, by default the function that called ``_finish``."""
    if type(value) is not bool and value is not None:
        op = op or sys._getframe(2).f_code.co_name
        raise TypeError(f"{op}(): argument 'requires_grad' must be bool, not {typename(value)}")


def _finish(array, device, requires_grad, dtype=None):
    if requires_grad is not False:
        _requires_grad_arg(requires_grad)
    backend, index = _backend(device)
    if backend is not backends.cpu:
        array = backend.host_to_device(array, index)
    t = Tensor._make(array)
    if requires_grad:
        t._set_requires_grad(True)
    return t


def _size(op, sizes, size=None):
    """The size of a factory (``zeros(2, 3)``, ``zeros((2, 3))``, ``zeros(size=(2, 3))``), parsed as PyTorch
    parses it; a negative size is PyTorch's RuntimeError."""
    return _nonnegative(int_list_varargs(op, "size", sizes, {} if size is None else {"size": size}))


# PyTorch's Python signatures of the factories with several overloads (its generated bindings' text, in the order its
# messages list them), for the TypeError a call that none takes gets (``_invalid``; error paths only)
_FACTORY_OPTIONS = ("ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, "
                    "bool? requires_grad=False")
_ARANGE = (f"arange(Scalar end, *, Tensor out=None, {_FACTORY_OPTIONS})",
           f"arange(Scalar start, Scalar end, *, {_FACTORY_OPTIONS})",
           f"arange(Scalar start, Scalar end, Scalar step=1, *, Tensor out=None, {_FACTORY_OPTIONS})")
_LINSPACE = tuple(f"linspace({a} start, {b} end, int64_t steps, *, Tensor out=None, {_FACTORY_OPTIONS})"
                  for a, b in (("Tensor", "Tensor"), ("Scalar", "Tensor"), ("Tensor", "Scalar"), ("Scalar", "Scalar")))
_LOGSPACE = tuple(f"logspace({a} start, {b} end, int64_t steps, double base=10.0, *, Tensor out=None, "
                  f"{_FACTORY_OPTIONS})"
                  for a, b in (("Tensor", "Tensor"), ("Scalar", "Tensor"), ("Tensor", "Scalar"), ("Scalar", "Scalar")))
_EYE = (f"eye(SymInt n, *, Tensor out=None, {_FACTORY_OPTIONS})",
        f"eye(SymInt n, SymInt m, *, Tensor out=None, {_FACTORY_OPTIONS})")
_RANDPERM = (f"randperm(SymInt n, *, Generator? generator, Tensor out=None, {_FACTORY_OPTIONS})",
             f"randperm(SymInt n, *, Tensor out=None, {_FACTORY_OPTIONS})")
_RANDINT = tuple(f"randint({lead}SymIntArrayRef size, *, {gen}Tensor out=None, {_FACTORY_OPTIONS})"
                 for lead in ("SymInt high, ", "SymInt low, SymInt high, ") for gen in ("Generator? generator, ", ""))
_DRAW = tuple(f"{{}}(SymIntArrayRef size, *, {gen}Tensor out=None, {_FACTORY_OPTIONS})"
              for gen in ("Generator? generator, ", ""))
_NORMAL = ("normal(Tensor mean, Tensor std, *, Generator? generator=None, Tensor out=None)",
           "normal(Tensor mean, double std=1, *, Generator? generator=None, Tensor out=None)",
           "normal(double mean, Tensor std, *, Generator? generator=None, Tensor out=None)",
           f"normal(double mean, double std, SymIntArrayRef size, *, Generator? generator=None, Tensor out=None, "
           f"{_FACTORY_OPTIONS})")


class _NotGiven:
    """The default of a factory's argument that PyTorch's signatures all require (``arange()``, ``linspace(0, 1)``):
    left out, the call is PyTorch's TypeError, not Python's."""
    __slots__ = ()

    def __repr__(self):
        return "<required>"


_NOT_GIVEN = _NotGiven()


def _invalid(op, signatures, args, **keywords):
    """PyTorch's parser's TypeError for a call of the factory ``op`` that none of its ``signatures`` takes: ``args``
    its positional arguments (those not given left out), ``keywords`` those keywords that were given (None, False
    and ``_NOT_GIVEN`` count as left out)."""
    from ._invalid_arguments import raise_invalid_arguments
    raise_invalid_arguments(op, signatures, tuple(a for a in args if a is not _NOT_GIVEN),
                            {k: v for k, v in keywords.items() if v is not None and v is not False
                             and v is not _NOT_GIVEN})


def _is_generator(value):
    from ._random import Generator
    return value is None or isinstance(value, Generator)


_DRAW_SIGNATURES = ("(tuple of ints size, *, torch.Generator generator, Tensor out = None, torch.dtype dtype = None, "
                    "torch.layout layout = None, torch.device device = None, bool pin_memory = False, "
                    "bool requires_grad = False)",
                    "(tuple of ints size, *, Tensor out = None, torch.dtype dtype = None, torch.layout layout = None, "
                    "torch.device device = None, bool pin_memory = False, bool requires_grad = False)")


def _draw_size(op, sizes, size, keywords):
    """``_size`` of rand / randn, whose two overloads (with and without a generator) make a call with no argument
    at all PyTorch's listing of both; with some keyword (``keywords``: the others' values, None where not given)
    the parser settles on one and says that the size is missing."""
    if sizes is _NOT_GIVEN:  # generator= given (even None): the size alone is missing
        raise TypeError(f"{op}() missing 1 required positional arguments: \"size\"")
    if not sizes and size is None and all(k is None for k in keywords):
        raise TypeError(f"{op}() received an invalid combination of arguments - got (), but expected one of:\n"
                        + "".join(f" * {signature}\n" for signature in _DRAW_SIGNATURES))
    return _size(op, sizes, size)


def _nonnegative(size):
    for s in size:
        if s < 0:
            raise RuntimeError(f"Trying to create tensor with negative dimension {s}: {list(size)}")
    return size


def _np_dtype(dtype, default=None):
    if dtype is None:
        return (default or _dtype.get_default_dtype()).np_dtype
    if not isinstance(dtype, _dtype.dtype):  # PyTorch's argument parser, naming the public function called
        dtype = _dtype_arg(_public_caller(), dtype)
    return dtype.np_dtype


def _public_caller():
    """The outermost public function of this module on the stack (``zeros_like``, which calls ``zeros``)."""
    frame, name = sys._getframe(2), None
    while frame is not None and frame.f_globals.get("__name__") == __name__:
        if not frame.f_code.co_name.startswith("_"):
            name = frame.f_code.co_name
        frame = frame.f_back
    return name or "tensor"


_dtype_arg = _dtype.from_arg


_SEQUENCES = (list, tuple, range)
_STRINGS = (str, bytes)


def _infer_dtype(data, dtype=None):
    """Walk torch.tensor's nested ``data`` as PyTorch's tensor_new does and return its dtype: ``dtype`` when given,
    else each leaf's type (a NumPy scalar's own dtype, bool, int64, the default float; a tensor's dtype) promoted
    together. The sizes come from each depth's first element, so a str there is 'too many dimensions'; a tensor
    inside must hold one element; any other leaf but a number is PyTorch's error for it."""
    first = data
    while isinstance(first, _SEQUENCES) and len(first):
        first = first[0]
        if isinstance(first, _STRINGS):
            raise ValueError(f"too many dimensions '{type(first).__name__}'")
    if type(first) is numpy.ndarray and first is not data and not _warned_ndarray_list:
        _warn_ndarray_list()
    found = None
    stack = [data]
    while stack:
        x = stack.pop()
        if isinstance(x, _SEQUENCES):
            stack.extend(x)
            continue
        if isinstance(x, Tensor):
            if x._data.size != 1:
                raise ValueError("only one element tensors can be converted to Python scalars")
            leaf = x.dtype
        elif hasattr(x, "dtype"):  # before the number checks: np.float64 is a float, np.int32 an Integral
            leaf = _dtype.from_np(x.dtype)
        elif isinstance(x, builtins.bool):
            leaf = _dtype.bool
        elif isinstance(x, numbers.Integral):
            leaf = _dtype.int64
        elif isinstance(x, numbers.Real):
            leaf = _dtype.get_default_dtype()
        else:
            raise _leaf_error(x, dtype)
        if dtype is None and leaf is not found:
            found = leaf if found is None else _dtype.promote_types(found, leaf)
    return dtype or found or _dtype.get_default_dtype()


def _leaf_error(x, dtype):
    """PyTorch's error for a leaf of torch.tensor's data that is no number."""
    name = type(x).__name__
    if dtype is None:
        if isinstance(x, _STRINGS) or isinstance(x, complex):
            return TypeError(f"new(): invalid data type '{name}'")  # (complex: minitorch has no complex dtypes)
        return RuntimeError(f"Could not infer dtype of {name}")
    # with a dtype given (new_tensor's is the tensor's), the error is the one of storing the leaf in it
    if dtype.is_floating_point:
        return TypeError(f"must be real number, not {name}")
    return TypeError(f"'{name}' object cannot be interpreted as an integer")


_warned_ndarray_list = False


def _warn_ndarray_list():
    global _warned_ndarray_list
    _warned_ndarray_list = True  # TORCH_WARN_ONCE
    import warnings
    warnings.warn("Creating a tensor from a list of numpy.ndarrays is extremely slow. Please consider converting the "
                  "list to a single numpy.ndarray with numpy.array() before converting to a tensor. (Triggered "
                  "internally at /__w/pytorch/pytorch/torch/csrc/utils/tensor_new.cpp:252.)", UserWarning, stacklevel=4)


def _to_host_nested(data):
    if isinstance(data, Tensor):
        return data._host_array()
    if isinstance(data, _SEQUENCES):
        return [_host_leaf(x) if isinstance(x, Tensor) else _to_host_nested(x) for x in data]
    return data


def _host_leaf(t):
    """A tensor inside torch.tensor's data: its one element, as a scalar of its dtype."""
    if t._requires_grad:
        warn_scalar_with_grad()
    return t._host_array().reshape(())


def _check_rectangular(data, dtype):
    """PyTorch's errors for nested sequences that are not a box: the sizes are read off the first element
    at each depth, then every sequence is checked against them (a sequence where a number belongs is a leaf of
    the wrong type)."""
    sizes, first = [], data
    while isinstance(first, _SEQUENCES):
        sizes.append(len(first))
        if not first:
            break
        first = first[0]
    stack = [(data, 0)]
    while stack:
        seq, dim = stack.pop()
        if dim == len(sizes):
            if isinstance(seq, _SEQUENCES):
                raise _leaf_error(seq, dtype)
            continue
        if not isinstance(seq, _SEQUENCES):
            raise TypeError("not a sequence")
        if len(seq) != sizes[dim]:
            raise ValueError(f"expected sequence of length {sizes[dim]} at dim {dim} (got {len(seq)})")
        stack.extend((item, dim + 1) for item in reversed(seq))


def tensor(data, *, dtype=None, device=None, requires_grad=False, pin_memory=False):
    if isinstance(data, Tensor):
        warn_copy_construct("torch.tensor")
    return _tensor_from(data, dtype, device, requires_grad)


def warn_copy_construct(caller):
    warn_at_caller("To copy construct from a tensor, it is recommended to use sourceTensor.detach().clone() or "
                   f"sourceTensor.detach().clone().requires_grad_(True), rather than {caller}(sourceTensor).")


def _tensor_from(data, dtype, device, requires_grad):
    xp = backends.cpu.xp
    dtype = _dtype_arg("tensor", dtype)
    if isinstance(data, Tensor):
        array = data._host_array().copy()
        if dtype is not None:
            array = array.astype(dtype.np_dtype)
    elif hasattr(data, "__array_interface__") or hasattr(data, "dtype") and not isinstance(data, numbers.Number):
        array = xp.array(backends.backend_of(data).to_numpy(data) if type(data) in backends._BACKEND_BY_TYPE
                         else data, dtype=_np_dtype(dtype, _dtype.from_np(xp.asarray(data).dtype)))
    elif isinstance(data, _STRINGS):
        raise _leaf_error(data, None)  # a bare string: PyTorch's message names its type whatever the dtype
    else:
        dt = _infer_dtype(data, dtype)
        if dt.np_dtype.kind in "iu" and dtype is not None and _infer_dtype(data, None).is_floating_point:
            _check_rectangular(data, dtype)  # floats into an integer dtype: each checked, as c10's checked_convert
            array = _checked_int_array(xp, _to_host_nested(data), dt.np_dtype)
        else:
            try:
                array = xp.array(_to_host_nested(data), dtype=dt.np_dtype)
            except ValueError:
                _check_rectangular(data, dtype or dt)
                raise
            except OverflowError:  # a number beyond an integer dtype: PyTorch's checked conversion, one by one
                array = _checked_int_array(xp, _to_host_nested(data), dt.np_dtype)
    if device is None and isinstance(data, Tensor):
        device = data.device
    if requires_grad is not False:
        _requires_grad_arg(requires_grad, "tensor")
    if requires_grad and array.dtype.kind != "f":
        raise RuntimeError("Only Tensors of floating point and complex dtype can require gradients")
    return _finish(array, device, requires_grad)


def _checked_int_array(xp, data, np_dtype):
    """``data`` as an integer array the way torch.tensor converts each number: a float truncated toward zero when
    the dtype's range holds it (nan and infinities never), an int as it is, or a negative one an unsigned dtype holds
    the magnitude of wrapped (``[-1]`` as uint8 is 255); anything else PyTorch's RuntimeError (an int beyond int64:
    its ValueError)."""
    from . import kernels
    numbers_ = xp.array(data, dtype=object)
    values = []
    bounds = xp.iinfo(np_dtype)
    for x in numbers_.reshape(-1):
        if isinstance(x, (float, xp.floating)) and not bounds.min <= x <= bounds.max:  # nan compares False too
            raise RuntimeError(f"value cannot be converted to type {np_dtype.name} without overflow")
        n = int(x)
        if np_dtype.itemsize == 8 and np_dtype.kind == "i" and not kernels.int_fits(n, np_dtype):
            raise ValueError("Overflow when unpacking long long")
        try:
            values.append(kernels.checked_int(n, np_dtype))
        except RuntimeError:
            raise RuntimeError(f"value cannot be converted to type {np_dtype.name} without overflow") from None
    return xp.array(values, dtype=np_dtype).reshape(numbers_.shape)


_warned_not_writable = False


def _warn_if_not_writable(array):
    """PyTorch's TORCH_WARN_ONCE when a tensor is to share a read-only NumPy array's memory."""
    global _warned_not_writable
    if not array.flags.writeable and not _warned_not_writable:
        _warned_not_writable = True
        warn_at_caller("The given NumPy array is not writable, and PyTorch does not support non-writable tensors. "
                       "This means writing to this tensor will result in undefined behavior. You may want to copy "
                       "the array to protect its data or make it writable before converting it to a tensor. This "
                       "type of warning will be suppressed for the rest of this program. (Triggered internally at "
                       "/__w/pytorch/pytorch/torch/csrc/utils/tensor_numpy.cpp:213.)")


def as_tensor(data, *, dtype=None, device=None):
    if isinstance(data, Tensor):
        return data.to(dtype=dtype, device=device) if (dtype or device) else data
    if type(data) is backends.cpu.ndarray and device is None:
        _warn_if_not_writable(data)  # PyTorch converts through from_numpy, even to copy to another dtype
        t = Tensor._make(data if dtype is None else data.astype(dtype.np_dtype, copy=False))
        return t
    return tensor(data, dtype=dtype, device=device)


def from_numpy(array):
    """A tensor sharing ``array``'s memory, with PyTorch's checks: an ndarray of a tensor dtype whose strides are
    not negative."""
    if not isinstance(array, numpy.ndarray):
        raise TypeError(f"expected np.ndarray (got {typename(array)})")
    _dtype.from_np(array.dtype)
    if any(stride < 0 for stride in array.strides):
        raise ValueError("At least one stride in the given numpy array is negative, and tensors with negative strides "
                         "are not currently supported. (You can probably work around this by making a copy of your "
                         "array  with array.copy().) ")
    _warn_if_not_writable(array)
    return Tensor._make(array)


def scalar_tensor(s, *, dtype=None, device=None, requires_grad=False):
    _fill_value("scalar_tensor", s, "s", 1)
    return full((), s, dtype=dtype or _dtype.get_default_dtype(), device=device, requires_grad=requires_grad)


def zeros(*sizes, size=None, dtype=None, device=None, requires_grad=False, out=None, layout=None, pin_memory=False):
    if any(type(s) is int and s < 0 for s in sizes):  # ATen's zeros checks before the factory does
        raise RuntimeError("zeros: Dimension size must be non-negative.")
    return _finish(backends.cpu.xp.zeros(_size("zeros", sizes, size), _np_dtype(dtype)), device, requires_grad)


def ones(*sizes, size=None, dtype=None, device=None, requires_grad=False, out=None, layout=None, pin_memory=False):
    return _finish(backends.cpu.xp.ones(_size("ones", sizes, size), _np_dtype(dtype)), device, requires_grad)


def empty(*sizes, size=None, dtype=None, device=None, requires_grad=False, out=None, layout=None, pin_memory=False,
          memory_format=None):
    shape, fmt = _size("empty", sizes, size), format_name(memory_format, "empty")
    xp = backends.cpu.xp
    array = (xp.zeros(shape, _np_dtype(dtype)) if fmt is None else
             _strided.empty_strided(xp, shape, _strided.format_strides(shape, fmt), _np_dtype(dtype)))
    return _finish(array, device, requires_grad)


def empty_permuted(size, physical_layout, *, dtype=None, layout=None, device=None, requires_grad=False,
                   pin_memory=False):
    """An empty tensor of ``size`` whose dims lie in memory in the order ``physical_layout`` (outermost first)."""
    size = int_list("empty_permuted", "size", size, 1)
    order = int_list("empty_permuted", "physical_layout", physical_layout, 2)
    if len(size) != len(order):
        raise RuntimeError(f"Number of dimensions in size does not match the length of the physical_layout; i.e. "
                           f"len(size) = {len(size)} is not equal to len(physical_layout) = {len(order)}")
    if sorted(order) != list(range(len(size))):
        raise RuntimeError("Duplicate dim not allowed")
    inverse = [order.index(d) for d in range(len(size))]
    dense = empty(tuple(size[d] for d in order), dtype=dtype, device=device)._data
    out = Tensor._make(backends.array_module(dense).transpose(dense, inverse))
    if requires_grad:
        out._set_requires_grad(True)
    return out


def _fill_value(op, value, name="fill_value", position=2):
    """A Scalar argument: a number, or a 0-dim tensor (PyTorch's parser reads its value); else its TypeError."""
    if not isinstance(value, numbers.Number) and not (isinstance(value, Tensor) and value.dim() == 0):
        raise TypeError(f"{op}(): argument '{name}' (position {position}) must be Number, not {typename(value)}")


def full(size, fill_value, *, dtype=None, device=None, requires_grad=False, out=None, layout=None):
    if type(size) is not tuple:  # (the parser reads the size first)
        size = int_list("full", "size", size, 1)
    _fill_value("full", fill_value)
    if dtype is None:
        dtype = _infer_dtype(fill_value)
    np_dtype = _np_dtype(dtype)
    if np_dtype.itemsize < 8 or np_dtype.kind != "f":
        from .kernels import fill_value as checked_fill_value
        fill_value = checked_fill_value(fill_value, np_dtype)
    return _finish(backends.cpu.xp.full(_nonnegative(int_list("full", "size", size, 1)), fill_value, np_dtype), device, requires_grad)


def arange(start=_NOT_GIVEN, end=None, step=1, *, dtype=None, device=None, requires_grad=False, out=None):
    if start is _NOT_GIVEN:
        if end is None:
            _invalid("arange", _ARANGE, (), dtype=dtype, device=device, requires_grad=requires_grad, out=out)
        start, end = end, None  # arange(end=n)
    given = (start,) if end is None else (start, end) if type(step) is int and step == 1 else (start, end, step)
    if not all(_is_range_number(v) for v in given):
        _invalid("arange", _ARANGE, given, dtype=dtype, device=device, requires_grad=requires_grad, out=out)
    if end is None:
        start, end = 0, start
    # a 0-dim tensor counts as the number it holds (an integer one keeps the result int64)
    values = [v.item() if isinstance(v, Tensor) else v for v in (start, end, step)]
    if dtype is None:
        dtype = _dtype.int64 if all(isinstance(v, numbers.Integral) for v in values) else \
            _dtype.get_default_dtype()
    if values[2] == 0:
        raise RuntimeError("step must be nonzero")
    if (values[1] - values[0]) * values[2] < 0:
        raise RuntimeError("upper bound and lower bound inconsistent with step sign")
    np_dtype = _np_dtype(dtype)
    if np_dtype.kind == "b":
        raise NotImplementedError("\"arange_cpu\" not implemented for 'Bool'")
    return _finish(_arange(*values, numpy.dtype(np_dtype)), device, requires_grad)


def _arange(start, end, step, np_dtype):
    """ATen's arange kernel, to the bit, on an AVX2 build: as many elements as ``ceil((end - start) / step)`` in
    doubles; the values in the accumulate type (a double, a float for half), in vectors of 32 bytes taken two at a
    time: each vector from its first value rounded to the dtype, its lanes one fused multiply-add each from there;
    the elements after the last pair of vectors each ``start + step * i`` alone. Integers are exact as NumPy has them."""
    if np_dtype.kind != "f":
        return numpy.arange(start, end, step, dtype=np_dtype)
    count = max(0, math.ceil((float(end) - float(start)) / float(step)))
    lanes = 32 // np_dtype.itemsize
    index = numpy.arange(count, dtype=numpy.float64)
    paired = count - count % (2 * lanes)
    lane = index[:paired] % lanes
    fma = fma_double if np_dtype.itemsize > 2 else fma_float32
    start, step = float(start), float(step)
    values = numpy.empty(count, numpy.float64)
    first = fma(step, index[:paired] - lane, start).astype(np_dtype).astype(numpy.float64)
    values[:paired] = fma(lane, step, first)
    values[paired:] = fma(step, index[paired:], start)
    return values.astype(np_dtype)


def _is_range_number(value):
    """A number for arange: a Python or NumPy number, or a 0-dim tensor (PyTorch's parser reads it as one)."""
    if isinstance(value, Tensor):
        return value._data.ndim == 0
    return isinstance(value, numbers.Number)


def linspace(start, end, steps=_NOT_GIVEN, *, dtype=None, device=None, requires_grad=False, out=None):
    if not (_is_int(steps) and _is_range_end(start) and _is_range_end(end)):
        _invalid("linspace", _LINSPACE, (start, end, steps), dtype=dtype, device=device, requires_grad=requires_grad,
                 out=out)
    start, end = _range_end(start), _range_end(end)
    _check_steps(steps)
    return _finish(_linspace(start, end, steps, numpy.dtype(_np_dtype(dtype))), device, requires_grad)


def _linspace(start, end, steps, np_dtype):
    """ATen's linspace kernel, to the bit: the step in the dtype (a double for integer dtypes), the first half
    counted up from ``start`` and the second down from ``end``, each value one fused multiply-add (as its
    compiled loop computes it; rounded once). Half rounds after each operation, as c10::Half does."""
    kind = np_dtype.kind
    if kind == "b":
        raise NotImplementedError("\"linspace_cpu\" not implemented for 'Bool'")
    if kind == "c" or steps < 2:
        return numpy.linspace(start, end, steps).astype(np_dtype)
    work = np_dtype.type if kind == "f" else numpy.float64
    first, last = work(np_dtype.type(start)), work(np_dtype.type(end))
    step = (last - first) / work(steps - 1)
    half = steps // 2
    up = numpy.arange(half).astype(work)  # each index rounded to the dtype, as ATen converts it
    down = numpy.arange(steps - half - 1, -1, -1).astype(work)
    if work is numpy.float16:
        values = numpy.concatenate((first + step * up, last - step * down))
    else:
        fma = fma_float32 if work is numpy.float32 else fma_double
        values = numpy.concatenate((fma(step, up, first), fma(-step, down, last)))
    return values.astype(np_dtype)


def logspace(start, end, steps=_NOT_GIVEN, base=_NOT_GIVEN, *, dtype=None, device=None, requires_grad=False,
             out=None):
    if not (_is_int(steps) and _is_range_end(start) and _is_range_end(end)
            and (base is _NOT_GIVEN or isinstance(base, numbers.Real) and not isinstance(base, Tensor))):
        _invalid("logspace", _LOGSPACE, (start, end, steps, base), dtype=dtype, device=device,
                 requires_grad=requires_grad, out=out)
    if base is _NOT_GIVEN:
        base = 10.0
    start, end = _range_end(start), _range_end(end)
    _check_steps(steps)
    return _finish(_logspace(start, end, steps, base, numpy.dtype(_np_dtype(dtype))), device, requires_grad)


def _logspace(start, end, steps, base, np_dtype):
    """ATen's logspace: ``base ** exponent`` in doubles, the exponents as linspace counts them (from ``start`` for the
    first half, from ``end`` for the second) but in doubles, each multiply and add rounded; start and end first
    taken in the dtype, and a double result rounded to half through a float, as c10::Half converts."""
    if np_dtype.kind == "c" or steps < 2:
        return (float(base) ** numpy.linspace(start, end, steps)).astype(np_dtype)
    first, last = np_dtype.type(start), np_dtype.type(end)
    step = numpy.float64(last - first) / (steps - 1)
    half = steps // 2
    up = numpy.arange(half, dtype=numpy.float64)
    down = numpy.arange(steps - half - 1, -1, -1, dtype=numpy.float64)
    exponents = numpy.concatenate((numpy.float64(first) + step * up, numpy.float64(last) - step * down))
    with numpy.errstate(over="ignore", invalid="ignore"):
        values = _libm.power(numpy.float64(base), exponents)  # std::pow, whatever NumPy dispatches
        return (values.astype(numpy.float32) if np_dtype.itemsize == 2 else values).astype(np_dtype)


def _is_range_end(value):
    """A number or a tensor, as PyTorch's parser takes either for linspace's and logspace's start and end."""
    return isinstance(value, (numbers.Number, Tensor))


def _is_int(value):
    return type(value) is int or isinstance(value, numbers.Integral) and not isinstance(value, bool)


def _range_end(value):
    """linspace/logspace take a number or a 0-dim tensor for start and end."""
    return value.item() if isinstance(value, Tensor) else value


def _check_steps(steps):
    if steps < 0:
        raise RuntimeError("number of steps must be non-negative")


def eye(n, m=None, *, dtype=None, device=None, requires_grad=False, out=None):
    if type(n) is not int or m is not None and type(m) is not int:
        if not (_is_int(n) and (m is None or _is_int(m))):  # (a NumPy integer, a 0-dim integer tensor pass)
            _invalid("eye", _EYE, (n,) if m is None else (n, m), dtype=dtype, device=device,
                     requires_grad=requires_grad, out=out)
        n = int_arg("eye", "n", n, 1)
        m = m if m is None else int_arg("eye", "m", m, 2)
    for name, size in (("n", n), ("m", m)):
        if size is not None and size < 0:
            raise RuntimeError(f"{name} must be greater or equal to 0, got {size}")
    return _finish(backends.cpu.xp.eye(n, m, dtype=_np_dtype(dtype)), device, requires_grad)


def _floating_draw(dtype, kernel):
    """The NumPy dtype of a draw that only floating types have (ATen's error, naming its kernel, for another)."""
    from .kernels import floating_only
    np_dtype = _np_dtype(dtype)
    floating_only(numpy.empty(0, np_dtype), kernel)
    return np_dtype


def _draw_shape(name, kernel, sizes, size, generator, dtype, device, requires_grad, out):
    """rand's and randn's arguments as PyTorch's parser reads them: (the shape, the generator or None)."""
    if generator is _NOT_GIVEN:
        generator = None
    elif not _is_generator(generator):
        _invalid(name, tuple(s.format(name) for s in _DRAW), sizes, size=size, generator=generator,
                 dtype=dtype, device=device, requires_grad=requires_grad, out=out)
    elif not sizes and size is None:  # generator= given, even as None: PyTorch's parser then wants the size alone
        sizes = _NOT_GIVEN
    _floating_draw(dtype, kernel)
    return _draw_size(name, sizes, size, (generator, dtype, device, out, requires_grad or None)), generator


def rand(*sizes, size=None, generator=_NOT_GIVEN, dtype=None, device=None, requires_grad=False, out=None):
    size, generator = _draw_shape("rand", "check_uniform_bounds", sizes, size, generator, dtype, device,
                                  requires_grad, out)
    array = _aten_random.uniform(rng(generator), size, _np_dtype(dtype), 0.0, 1.0)
    return _finish(array, device, requires_grad)


def randn(*sizes, size=None, generator=_NOT_GIVEN, dtype=None, device=None, requires_grad=False, out=None):
    size, generator = _draw_shape("randn", "normal_kernel_cpu", sizes, size, generator, dtype, device,
                                  requires_grad, out)
    array = _aten_random.normal(rng(generator), size, _np_dtype(dtype), 0.0, 1.0)
    return _finish(array, device, requires_grad)


def randint(low=_NOT_GIVEN, high=None, size=None, *, generator=None, dtype=None, device=None, requires_grad=False,
            out=None):
    if not (_is_generator(generator) and (
            low is _NOT_GIVEN and high is not None and size is not None  # randint(high=, size=)
            or _is_int(low) and (high is None or _is_int(high) or isinstance(high, (list, tuple)))
            and (size is None or isinstance(size, (list, tuple))))):
        _invalid("randint", _RANDINT, (low,) + tuple(v for v in (high, size) if v is not None), generator=generator,
                 dtype=dtype, device=device, requires_grad=requires_grad, out=out)
    if low is _NOT_GIVEN:
        if high is None:
            _invalid("randint", _RANDINT, (), generator=generator, dtype=dtype, device=device,
                     requires_grad=requires_grad, out=out)
        low = 0
    given_high = high is None or size is None  # the randint(high, size) form: high is the 1st argument
    if size is None and high is not None and not isinstance(high, numbers.Number):  # randint(high, size)
        low, high, size = 0, low, high
    elif high is None:
        if size is None:
            raise TypeError(f"randint() received an invalid combination of arguments - got ({type(low).__name__}), "
                            "but expected one of:"
                            + "".join(f"\n * ({lead}tuple of ints size, *, {gen}Tensor out = None, torch.dtype dtype = None, "
                                      "torch.layout layout = None, torch.device device = None, bool pin_memory = False, "
                                      "bool requires_grad = False)"
                                      for lead in ("int high, ", "int low, int high, ")
                                      for gen in ("torch.Generator generator, ", "")) + "\n")
        low, high = 0, low
    if size is None:  # randint(low, high): PyTorch reads it as randint(high, size)
        raise TypeError(f"randint(): argument 'size' (position 2) must be tuple of ints, not {typename(high)}")
    low, high = int_arg("randint", "low", low, 1), int_arg("randint", "high", high, 1 if given_high else 2)
    if low >= high:
        raise RuntimeError(f"random_ expects 'from' to be less than 'to', but got from={low} >= to={high}")
    shape = _nonnegative(int_list("randint", "size", size, None, True))
    np_dtype = _np_dtype(dtype, _dtype.int64)
    _K.check_random_bounds(numpy.dtype(np_dtype).name, low, high)
    array = _aten_random.random_from_to(rng(generator), shape, low, high - low).astype(np_dtype)
    return _finish(array, device, requires_grad)


def randperm(n=_NOT_GIVEN, *, generator=None, dtype=None, device=None, requires_grad=False, out=None):
    if type(n) is not int or not _is_generator(generator):
        if n is _NOT_GIVEN or not _is_generator(generator) or not _is_int(n) and generator is None:
            _invalid("randperm", _RANDPERM, (n,), generator=generator, dtype=dtype, device=device,
                     requires_grad=requires_grad, out=out)
    n = int_arg("randperm", "n", n, 1)
    if n < 0:
        raise RuntimeError(f"Trying to create tensor with negative dimension {n}: [{n}]")
    kind = numpy.dtype(_np_dtype(dtype, _dtype.int64))
    if kind.name == "float16" and n > 2049:
        raise RuntimeError("n cannot be greater than 2049 for Half type.")
    if kind.kind in "iu" and n and n - 1 > numpy.iinfo(kind).max:
        raise RuntimeError(f"value cannot be converted to type {kind.name}_t without overflow")
    return _finish(_aten_random.randperm(rng(generator), n).astype(_np_dtype(dtype, _dtype.int64)), device,
                   requires_grad)


def multinomial(input, num_samples, replacement=False, *, generator=None, out=None):
    """Indices drawn from each row of ``input`` (weights, not necessarily normalised): int64, no gradient."""
    if type(num_samples) is not int or type(replacement) is not bool or not isinstance(input, Tensor):
        from .autograd.function_utils import check_tensor_as_called, position_in_call
        check_tensor_as_called("multinomial", "input", input, 1)
        frame = sys._getframe()
        num_samples = int_arg("multinomial", "num_samples", num_samples, position_in_call(2, frame))
        if type(replacement) is not bool:
            from ._python_arg_parser import bool_arg
            bool_arg("multinomial", "replacement", replacement, position_in_call(3, frame))
    if input.dim() not in (1, 2):
        raise RuntimeError("prob_dist must be 1 or 2 dim")
    if not input.is_floating_point():
        raise RuntimeError(f"multinomial only supports floating-point dtypes for input, got: "
                           f"{_K._type_name(input._data)}")
    if num_samples <= 0:
        raise RuntimeError("cannot sample n_sample <= 0 samples")
    if not replacement and num_samples > input.shape[-1]:
        raise RuntimeError("cannot sample n_sample > prob_dist.size(-1) samples without replacement")
    weights = input.detach().cpu().numpy().reshape(-1, input.shape[-1])
    if not replacement or num_samples == 1:  # ATen's fast path checks
        if not numpy.isfinite(weights).all() or (weights < 0).any():
            raise RuntimeError("probability tensor contains either `inf`, `nan` or element < 0")
    else:  # the with-replacement kernel's, entry by entry
        if not (weights >= 0).all():
            raise RuntimeError("invalid multinomial distribution (encountering probability entry < 0)")
        if not numpy.isfinite(weights).all():
            raise RuntimeError("invalid multinomial distribution (encountering probability entry = infinity or NaN)")
    if (weights.sum(1) <= 0).any():
        raise RuntimeError("invalid multinomial distribution (sum of probabilities <= 0)")
    # Without replacement ATen draws its Exp(1) noise into empty_like(input): in memory order, for a transposed input
    place = None
    if not input.is_contiguous() and input.dim() > 1:
        layout = input.detach().cpu().numpy()
        place = lambda draws: _strided.in_memory_order(draws, layout)  # noqa: E731
    rows = _aten_random.multinomial(rng(generator), weights, num_samples, replacement, place)
    indices = rows.reshape(tuple(input.shape[:-1]) + (num_samples,)).copy()  # contiguous, with PyTorch's strides
    return _finish(indices, input.device, False)


def normal(mean=0.0, std=1.0, size=None, *, generator=None, dtype=None, device=None, requires_grad=False,
           out=None):
    """torch.normal's four overloads: a tensor mean and/or std (NormalBackward1-3, whose gradients are 0:
    a draw is not reparameterized), or numbers and a size."""
    if isinstance(mean, Tensor) or isinstance(std, Tensor):
        if size is not None or dtype is not None or device is not None or requires_grad:
            raise TypeError("normal() received an invalid combination of arguments: a size, dtype, device or "
                            "requires_grad goes with a float mean and std")
        if not isinstance(std, Tensor):
            return _vt.normal_Tensor_float(mean, std, generator)
        if not isinstance(mean, Tensor):
            return _vt.normal_float_Tensor(mean, std, generator)
        return _vt.normal_Tensor_Tensor(mean, std, generator)
    if size is None or not isinstance(mean, numbers.Real) or not isinstance(std, numbers.Real):
        _invalid("normal", _NORMAL, (mean, std) + (() if size is None else (size,)), generator=generator,
                 dtype=dtype, device=device, requires_grad=requires_grad, out=out)
    if std < 0:
        raise RuntimeError(f"normal expects std >= 0.0, but found std {std:g}")
    np_dtype = _floating_draw(dtype, "normal_kernel_cpu")
    shape = _nonnegative(int_list("normal", "size", size, 3))
    return _finish(_aten_random.normal(rng(generator), shape, np_dtype, mean, std), device, requires_grad)


def zeros_like(input, *, dtype=None, device=None, requires_grad=False, memory_format=None, layout=None):
    check_tensor("zeros_like", "input", input, 1)
    _requires_grad_arg(requires_grad, "zeros_like")
    # memory_format (default: preserve) lays the result out as ATen's empty_like does
    out = zeros(input.shape, dtype=dtype or input.dtype, device=device or input.device, requires_grad=requires_grad)
    return relayout_like(out, input, memory_format)


def ones_like(input, *, dtype=None, device=None, requires_grad=False, memory_format=None, layout=None):
    check_tensor("ones_like", "input", input, 1)
    _requires_grad_arg(requires_grad, "ones_like")
    # memory_format (default: preserve) lays the result out as ATen's empty_like does
    out = ones(input.shape, dtype=dtype or input.dtype, device=device or input.device, requires_grad=requires_grad)
    return relayout_like(out, input, memory_format)


def empty_like(input, *, dtype=None, device=None, requires_grad=False, memory_format=None, layout=None):
    check_tensor("empty_like", "input", input, 1)
    _requires_grad_arg(requires_grad, "empty_like")
    # memory_format (default: preserve) lays the result out as ATen's empty_like does
    out = empty(input.shape, dtype=dtype or input.dtype, device=device or input.device, requires_grad=requires_grad)
    return relayout_like(out, input, memory_format)


def full_like(input, fill_value, *, dtype=None, device=None, requires_grad=False, memory_format=None):
    check_tensor("full_like", "input", input, 1)
    _requires_grad_arg(requires_grad, "full_like")
    _fill_value("full_like", fill_value)
    # memory_format (default: preserve) lays the result out as ATen's empty_like does
    out = full(input.shape, fill_value, dtype=dtype or input.dtype, device=device or input.device,
                requires_grad=requires_grad)
    return relayout_like(out, input, memory_format)


def rand_like(input, *, dtype=None, device=None, requires_grad=False, memory_format=None):
    check_tensor("rand_like", "input", input, 1)
    _requires_grad_arg(requires_grad, "rand_like")
    return _random_like(input, dtype, device, requires_grad, memory_format, lambda out: out.uniform_())


def randn_like(input, *, dtype=None, device=None, requires_grad=False, memory_format=None):
    check_tensor("randn_like", "input", input, 1)
    _requires_grad_arg(requires_grad, "randn_like")
    return _random_like(input, dtype, device, requires_grad, memory_format, lambda out: out.normal_())


def randint_like(input, low=0, high=None, *, dtype=None, device=None, requires_grad=False, memory_format=None):
    check_tensor("randint_like", "input", input, 1)
    _requires_grad_arg(requires_grad, "randint_like")
    if high is None:
        low, high = 0, low
    return _random_like(input, dtype, device, requires_grad, memory_format, lambda out: out.random_(low, high))


def _random_like(input, dtype, device, requires_grad, memory_format, fill):
    """ATen's ``*_like`` samplers: ``empty_like`` (memory_format: preserve) filled in place, so the draws go
    into memory order, and a layout that is not contiguous takes the kernels' per-element path."""
    out = empty_like(input, dtype=dtype, device=device, memory_format=memory_format)
    with _grad_mode.no_grad():
        fill(out)
    if requires_grad:
        out._set_requires_grad(True)
    return out


def _legacy_new(cls, args, device):
    """torch.Tensor(...): data (list/array/tensor) or sizes, always the default dtype."""
    if len(args) == 1 and not isinstance(args[0], (numbers.Integral, Size)):  # a torch.Size is a shape, as in PyTorch
        data = args[0]
        if isinstance(data, Tensor):
            return data
        if isinstance(data, _STRINGS):
            raise _leaf_error(data, None)
        t = tensor(data, dtype=_dtype.get_default_dtype(), device=device)
    else:
        t = empty(*args, device=device) if args else empty(0, device=device)  # torch.Tensor(): empty, 1-dim
    if cls is not Tensor:
        out = cls._make(t._data)
        return out
    return t


def _legacy_new_like(like, args):
    """x.new(...): like torch.Tensor(...) with x's dtype and device."""
    if len(args) == 1 and (type(args[0]) is bool or not isinstance(args[0], (numbers.Integral, Size))):  # a Size: a shape
        data = args[0]
        if isinstance(data, Tensor):
            if data.dtype != like.dtype:  # PyTorch's legacy constructor: the dtype must be x's
                from ._torch_utils import _options
                raise TypeError(f"expected {_options(like.dtype)} (got {_options(data.dtype)})")
            return data
        if isinstance(data, str):
            raise TypeError(f"new(): invalid data type '{typename(data)}'")
        if not isinstance(data, (list, tuple)) and not hasattr(data, "__array__") and not hasattr(data, "__len__"):
            raise TypeError(f"new(): data must be a sequence (got {typename(data)})")
        return tensor(backends.cpu.xp.asarray(_to_host_nested(data)), dtype=like.dtype, device=like.device)
    return empty(*(args or (0,)), dtype=like.dtype, device=like.device)


Tensor.multinomial = method_of(multinomial)
