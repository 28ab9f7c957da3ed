"""Composite ops: public functions PyTorch implements by calling other ops
(CompositeImplicitAutograd), so their graphs show the nodes of the ops they call,
exactly as in PyTorch (``softmax`` records SoftmaxBackward0 through ``_softmax``)."""
import builtins
import numbers
import sys

from . import _dtype, backends, kernels as _K
from ._autocast_state import AUTOCAST, autocast_lower, autocast_opt_dtype
from ._generated import variable_type as _vt
from ._generated import python_functions as _pf
from ._memory_format import contiguous_format
from ._python_arg_parser import _is_int, binary_operator, int_arg, int_list, int_list_varargs, method, numpy_keywords
from ._tensor import Tensor
from ._typename import typename
from .autograd.function_utils import check_tensor, method_of, not_a_tensor, wrapped_number

__all__ = ["matmul", "softmax", "log_softmax", "reshape", "flatten", "square", "true_divide", "max", "min",
           "sum_to_size", "expand_as", "view_as", "reshape_as", "transpose", "swapaxes", "numel", "nonzero", "where"]


def matmul(input, other):
    """PyTorch's _matmul_impl: dot, mv, mm, folding the batch of the larger operand into mm/mv
    where PyTorch does, else a broadcast bmm; the graph shows the same nodes as PyTorch's."""
    if type(input) is not Tensor or type(other) is not Tensor:
        for position, (name, value) in enumerate((("input", input), ("other", other)), 1):
            if not isinstance(value, Tensor):  # Tensor.matmul is this function too
                raise not_a_tensor("matmul", name, value, position, shared=True)
    if AUTOCAST.enabled:  # lower_precision_fp on PyTorch's autocast lists, cast before any other step
        input, other = autocast_lower(input, other)
    da, db = input._data.ndim, other._data.ndim
    if da == 2 and db == 2:  # the common case first
        return _vt.mm(input, other)
    if da == 0 or db == 0:
        raise RuntimeError(f"both arguments to matmul need to be at least 1D, but they are {da}D and {db}D")
    if da == 1 and db == 1:
        return _vt.dot(input, other)
    if da == 2 and db == 1:
        return _vt.mv(input, other)
    if da == 1 and db == 2:
        # PyTorch squeezes the product in place: SqueezeBackward4, version 1
        return _vt.squeeze__dim(_vt.mm(_vt.unsqueeze(input, 0), other), 0)
    if _should_fold(input, other):
        transpose = db > da
        t1 = _vt.transpose_int(other, -2, -1) if transpose else input
        t2 = (_vt.t(input) if da == 2 else input) if transpose else other
        out_shape = tuple(t1.shape[:-1])
        folded = 1
        for s in out_shape:
            folded *= s
        t1_folded = reshape(t1, (folded, t1.shape[-1]))
        if t2.dim() == 2:
            output = _vt._unsafe_view(_vt.mm(t1_folded, t2), out_shape + (t2.shape[1],))
            if transpose:
                output = _vt.transpose_int(output, -2, -1)
                return output if output.is_contiguous() else _vt.clone(output, memory_format=contiguous_format)
            return output
        return _vt._unsafe_view(_vt.mv(t1_folded, t2), out_shape)
    n = input.shape[-2] if da > 1 else 1
    m1 = input.shape[-1]
    batch1 = tuple(input.shape[:builtins.max(da - 2, 0)])
    m2 = other.shape[-2] if db > 1 else other.shape[0]
    p = other.shape[-1] if db > 1 else 1
    batch2 = tuple(other.shape[:builtins.max(db - 2, 0)])
    if da == 3 and db == 3 and batch1[0] != batch2[0]:
        if batch1[0] == 1 and input.requires_grad:
            return matmul(_vt.squeeze_dim(input, 0), other)
        if batch2[0] == 1 and other.requires_grad:
            return matmul(input, _vt.squeeze_dim(other, 0))
    batch = _broadcast_batch(batch1, batch2)
    product = 1
    for s in batch:
        product *= s
    if m1 != m2:
        raise RuntimeError(f"Expected size for first two dimensions of batch2 tensor to be: [{product}, {m1}] but "
                           f"got: [{product}, {m2}].")
    t1 = reshape(_vt.expand(input, batch + (n, m1)), (product, n, m1))
    if db == 1:
        t2 = _vt.unsqueeze(reshape(_vt.expand(other, batch + (m2,)), (product, m2)), 2)
    else:
        t2 = reshape(_vt.expand(other, batch + (m2, p)), (product, m2, p))
    out_shape = batch + ((n,) if da > 1 else ()) + ((p,) if db > 1 else ())
    out = _vt.bmm(t1, t2)
    if db == 1:
        out = _vt.squeeze_dim(out, -1)
    return _vt._unsafe_view(out, out_shape)


def _should_fold(tensor1, tensor2):
    larger = tensor1.dim() >= tensor2.dim()
    t1 = tensor1 if larger else tensor2.mT
    dim_t2 = tensor2.dim() if larger else tensor1.dim()
    if not (t1.dim() >= 3 and dim_t2 <= 2):
        return False
    if (tensor2 if larger else tensor1).requires_grad:
        return True
    if tensor1.dim() == 2:
        return False
    if t1.numel() == 0:
        return True
    shape, strides = t1.shape, t1.stride()
    return all(strides[i] == strides[i + 1] * shape[i + 1] for i in range(t1.dim() - 2))


def _broadcast_batch(a, b):
    n = builtins.max(len(a), len(b))
    a, b = (1,) * (n - len(a)) + a, (1,) * (n - len(b)) + b
    out = []
    for i, (x, y) in enumerate(zip(a, b)):
        if x != y and x != 1 and y != 1:
            raise RuntimeError(f"The size of tensor a ({x}) must match the size of tensor b ({y}) at non-singleton "
                               f"dimension {i}")
        out.append(y if x == 1 else x)
    return tuple(out)


_REQUIRED = object()  # a required argument's default: PyTorch's own message when it is left out


def _dim_of(name, dim):
    """torch.softmax / Tensor.softmax take ``dim`` as a required int (nn.functional's may choose it)."""
    if type(dim) is int:
        return dim
    if dim is _REQUIRED:
        raise TypeError(f"{name}() missing 1 required positional arguments: \"dim\"")
    if dim is None or not _is_int(dim):  # PyTorch's parser: position 2 of torch.softmax, 1 of Tensor.softmax
        import sys
        from .autograd.function_utils import position_as_called
        wrapper = sys._getframe(1)
        binding = wrapper.f_back  # numpy_keywords' call: a dim given by keyword has no position in the message
        if (binding is not None and binding.f_globals.get("__name__") == "minitorch._python_arg_parser"
                and "dim" in (binding.f_locals.get("kwargs") or ())):
            raise TypeError(f"{name}(): argument 'dim' must be int, not {typename(dim)}")
        position = position_as_called(2, wrapper, shared=True)
        raise TypeError(f"{name}(): argument 'dim' (position {position}) must be int, not {typename(dim)}")
    dim = int_arg(name, "dim", dim, 2)  # an int-like (a NumPy integer, an int tensor) as an int
    return dim


def _dtype_of(name, dtype):
    """The ``dtype`` given to softmax / log_softmax: a dtype, or PyTorch's TypeError."""
    if isinstance(dtype, _dtype.dtype):
        return dtype
    if type(dtype) is type and dtype in _dtype.PYTHON_TYPES:
        return _dtype.PYTHON_TYPES[dtype]
    raise TypeError(f"{name}(): argument 'dtype' (position 3) must be torch.dtype, not {typename(dtype)}")


@numpy_keywords
def softmax(input, dim=_REQUIRED, dtype=None):
    dim = _dim_of("softmax", dim)
    if AUTOCAST.enabled:  # CUDA's fp32_set_opt_dtype list: computed in float32 unless a dtype is given
        dtype = autocast_opt_dtype(("cuda",), dtype, input)
    if dtype is not None:
        input = input.to(_dtype_of("softmax", dtype))
    return _vt._softmax(input, dim, False)


@numpy_keywords
def log_softmax(input, dim=_REQUIRED, dtype=None):
    dim = _dim_of("log_softmax", dim)
    if AUTOCAST.enabled:  # CUDA's fp32_set_opt_dtype list: computed in float32 unless a dtype is given
        dtype = autocast_opt_dtype(("cuda",), dtype, input)
    if dtype is not None:
        input = input.to(_dtype_of("log_softmax", dtype))
    return _vt._log_softmax(input, dim, False)


def reshape(input, shape):
    """ATen's reshape: a view of a contiguous tensor (ViewBackward0); of another whose memory allows the new
    shape, a view with computed strides (ReshapeAliasBackward0); else a contiguous copy (UnsafeViewBackward0)."""
    shape = int_list("reshape", "shape", shape, 2)
    if input.is_contiguous():
        return _vt.view(input, shape)
    size = _K._infer_size(shape, input.numel())
    stride = _K.compute_stride(tuple(input.shape), input.stride(), size)
    if stride is not None:
        return _vt._reshape_alias(input, size, stride)
    return _vt._unsafe_view(_vt.clone(input, memory_format=contiguous_format), shape)


def _reshape_method(self, *shape, **kwargs):
    return reshape(self, int_list_varargs("reshape", "shape", shape, kwargs))


def view(self, *shape, **kwargs):
    if "dtype" in kwargs and not shape and len(kwargs) == 1:
        return _view_dtype(self, kwargs["dtype"])
    if len(shape) == 1 and not kwargs and isinstance(shape[0], _dtype.dtype):
        return _view_dtype(self, shape[0])
    if not shape and not kwargs:  # both overloads (a dtype, a size) want an argument
        raise TypeError("view() received an invalid combination of arguments - got (), but expected one of:\n"
                        " * (torch.dtype dtype)\n * (tuple of ints size)\n")
    return _vt.view(self, int_list_varargs("view", "size", shape, kwargs))


def _view_dtype(self, dtype):
    """view.dtype: the same memory read as ``dtype`` (the last dim rescaled when the element sizes differ);
    not differentiable, sharing the version counter."""
    a = self._data
    old, new = a.dtype.itemsize, dtype.itemsize
    if old != new:
        target = _K._type_name(a.reshape(-1)[:0].astype(dtype.np_dtype))  # ATen's name of the new dtype
        what = f"to view {_K._type_name(a)} as {target} (different element sizes)"
        if a.ndim == 0:
            raise RuntimeError(f"self.dim() cannot be 0 {what}")
        if a.strides[-1] != old and a.shape[-1] != 1:
            raise RuntimeError(f"self.stride(-1) must be 1 {what}, but got {a.strides[-1] // old}")
        if new > old:
            ratio = new // old
            if a.shape[-1] % ratio:
                raise RuntimeError(f"self.size(-1) must be divisible by {ratio} {what}, but got {a.shape[-1]}")
            if self.storage_offset() % ratio:
                raise RuntimeError(f"self.storage_offset() must be divisible by {ratio} {what}, but got "
                                   f"{self.storage_offset()}")
    return Tensor._make(a.view(dtype.np_dtype), self._counter())


def flatten(input, start_dim=0, end_dim=-1):
    if not isinstance(input, Tensor):
        raise not_a_tensor('flatten', 'input', input, 1, shared=False)
    if type(start_dim) is not int or type(end_dim) is not int:
        from .autograd.function_utils import position_in_call
        frame = sys._getframe()
        start_dim = int_arg("flatten", "start_dim", start_dim, position_in_call(2, frame))
        end_dim = int_arg("flatten", "end_dim", end_dim, position_in_call(3, frame))
    n = input.dim()
    if n == 0:
        return reshape(input, (1,))
    s, e = _K.dims((start_dim, end_dim), n)  # PyTorch's IndexError for a dim out of range
    if s > e:
        raise RuntimeError("flatten() has invalid args: start_dim cannot come after end_dim")
    if s == e:
        return input
    shape = input.shape
    new = tuple(shape[:s]) + (-1 if 0 not in shape[s:e + 1] else 0,) + tuple(shape[e + 1:])
    return reshape(input, new)


def square(input):
    if not isinstance(input, Tensor):
        raise not_a_tensor('square', 'input', input, 1, shared=False)
    return _vt.pow_Tensor_Scalar(input, 2)


def true_divide(input, other):
    if type(input) is not Tensor and not isinstance(input, Tensor):  # torch.true_divide(1, x): a wrapped number
        input = wrapped_number("true_divide", "input", input, other)
    return _vt.div_Tensor(input, other)


def _other(args, kwargs):
    """The tensor of a ``max(input, other)`` / ``min(input, other)`` call (max.other: maximum), else None."""
    if len(args) == 1 and not kwargs and isinstance(args[0], Tensor):
        return args[0]
    if not args and len(kwargs) == 1 and isinstance(kwargs.get("other"), Tensor):
        return kwargs["other"]
    return None


def max(*args, **kwargs):
    other = _other(args[1:], kwargs)
    return _pf.max(*args, **kwargs) if other is None else _vt.maximum(args[0], other)


def min(*args, **kwargs):
    other = _other(args[1:], kwargs)
    return _pf.min(*args, **kwargs) if other is None else _vt.minimum(args[0], other)


_max_method = method("max", _pf._max_overloads)
_min_method = method("min", _pf._min_overloads)


def _tensor_max(self, *args, **kwargs):
    other = _other(args, kwargs)
    return _max_method(self, *args, **kwargs) if other is None else _vt.maximum(self, other)


def _tensor_min(self, *args, **kwargs):
    other = _other(args, kwargs)
    return _min_method(self, *args, **kwargs) if other is None else _vt.minimum(self, other)


def sum_to_size(self, *size, **kwargs):
    from .autograd.functions_manual import sum_to
    return sum_to(self, int_list_varargs("sum_to_size", "size", size, kwargs))


def expand_as(self, other):
    check_tensor("expand_as", "other", other, 1)
    return _vt.expand(self, other.shape)


def expand(self, *size, implicit=False, **kwargs):
    return _vt.expand(self, int_list_varargs("expand", "size", size, kwargs))


def view_as(self, other):
    check_tensor("view_as", "other", other, 1)
    return view(self, other.shape)


def reshape_as(self, other):
    check_tensor("reshape_as", "other", other, 1)
    return reshape(self, other.shape)


def transpose(input, dim0, dim1):
    if type(dim0) is not int or type(dim1) is not int:
        dim0, dim1 = int_arg("transpose", "dim0", dim0, 2), int_arg("transpose", "dim1", dim1, 3)
    return _vt.transpose_int(input, dim0, dim1)


swapaxes = transpose


def numel(input):
    return input.numel()


def _rsub(self, other):
    if isinstance(other, Tensor):
        return _vt.rsub_Tensor(self, other)
    if not isinstance(other, numbers.Number):
        return NotImplemented  # no number: Python's own TypeError, as for PyTorch's operator
    return _vt.rsub_Scalar(self, other)


def _rtruediv(self, other):
    # through the ``*`` operator, as PyTorch's: an array operand then goes to NumPy's multiply (a float64 tensor)
    return _vt.reciprocal(self) * other


def _rfloordiv(self, other):  # PyTorch: torch.floor_divide(other, self), the number as a 0-dim tensor
    return _pf.floor_divide(_wrap_number(other, self), self)


def _rmod(self, other):
    return _vt.remainder_Scalar_Tensor(other, self)


def _rlshift(self, other):
    return _vt.bitwise_left_shift_Tensor(_wrap_number(other, self), self)


def _rrshift(self, other):
    return _vt.bitwise_right_shift_Tensor(_wrap_number(other, self), self)


def _wrap_number(value, like):
    if isinstance(value, Tensor):
        return value
    from ._creation import tensor
    return tensor(value, device=like.device)


def _rpow(self, other):
    if not isinstance(other, numbers.Number):
        return NotImplemented
    return _vt.pow_Scalar(other, self)


def _matmul_operator(self, other):
    """``x @ y``: NotImplemented for a non-tensor operand, so Python raises its own TypeError (as PyTorch's)."""
    return matmul(self, other) if isinstance(other, Tensor) else NotImplemented


def _rmatmul(self, other):
    return matmul(other, self) if isinstance(other, Tensor) else NotImplemented


def nonzero(input, *, out=None, as_tuple=False):
    """The indices of the nonzero elements: an (n, dim) int64 tensor, or with ``as_tuple`` one 1-d tensor per
    dim (a 0-dim input counts as 1-d), as NumPy's nonzero."""
    if not isinstance(input, Tensor):
        raise not_a_tensor('nonzero', 'input', input, 1, shared=False)
    if not as_tuple:
        return _vt.nonzero(input)
    return _vt.nonzero(input if input.dim() else _vt.unsqueeze(input, 0)).unbind(1)


_where_op = _pf.where


class _Unset:
    """A default that tells an argument left out from one given as None (PyTorch's parser tells them apart)."""
    __slots__ = ()

    def __repr__(self):
        return "None"


_UNSET = _Unset()
_WHERE_SIGNATURES = ("where(Tensor condition)", "where(Tensor condition, Tensor input, Tensor other, *, Tensor out=None)",
                     "where(Tensor condition, Scalar self, Tensor other)",
                     "where(Tensor condition, Tensor input, Scalar other)",
                     "where(Tensor condition, Scalar self, Scalar other)")


def where(condition, input=_UNSET, other=_UNSET, *, out=None):
    """torch.where(condition, input, other), or torch.where(condition): nonzero(condition, as_tuple=True)."""
    if not isinstance(condition, Tensor):
        raise not_a_tensor('where', 'condition', condition, 1, shared=False)
    if other is _UNSET or input is _UNSET or input is None or other is None:
        if input is _UNSET and other is _UNSET:
            return nonzero(condition, as_tuple=True)
        _invalid_where(condition, input, other)
    # A number beside an integer tensor is converted to its dtype checked, as PyTorch's where does.
    if type(other) is int and isinstance(input, Tensor):
        other = _K.checked_int(other, input._data.dtype)
    elif type(input) is int and isinstance(other, Tensor):
        input = _K.checked_int(input, other._data.dtype)
    try:
        return _where_op(condition, input, other)
    except TypeError:
        if not (isinstance(input, (Tensor, numbers.Number)) and isinstance(other, (Tensor, numbers.Number))):
            _invalid_where(condition, input, other)
        raise


def _invalid_where(condition, input, other):
    """PyTorch's TypeError for a call of where that none of its signatures takes (error paths only): the arguments
    as the call gave them, by position or by keyword."""
    import sys
    from ._invalid_arguments import arguments_as_called, raise_invalid_arguments
    args, kwargs = arguments_as_called(sys._getframe(1), (condition,), (("input", input, _UNSET),
                                                                       ("other", other, _UNSET)), absent=_UNSET)
    raise_invalid_arguments("where", _WHERE_SIGNATURES, args, kwargs)


def _invert(self):
    """``~t``: the operator refuses a float tensor with a TypeError of its own (PyTorch's Tensor.__invert__), where
    ``bitwise_not`` raises NotImplementedError."""
    if self._data.dtype.kind not in "biu":
        raise TypeError("~ (operator.invert) is only implemented on integer and Boolean-type tensors")
    return _vt.bitwise_not(self)


def _eq_taking_arrays(eq):
    """``x == y`` over the ``eq`` operator: a NumPy array is compared as a tensor, as PyTorch's ``Tensor.__eq__``
    (alone of the operators) takes one."""
    def __eq__(self, other):
        if type(other) in backends._BACKEND_BY_TYPE:
            from ._creation import as_tensor
            other = as_tensor(other)
        return eq(self, other)
    return __eq__


def install(cls):
    cls.__eq__ = _eq_taking_arrays(cls.__eq__)
    cls.nonzero = nonzero
    cls.matmul = matmul
    cls.__matmul__ = _matmul_operator
    cls.__rmatmul__ = _rmatmul
    cls.softmax = softmax
    cls.log_softmax = log_softmax
    cls.reshape = _reshape_method
    cls.view = view
    cls.flatten = method_of(flatten)
    cls.square = square
    cls.true_divide = true_divide
    cls.max = _tensor_max
    cls.min = _tensor_min
    cls.sum_to_size = sum_to_size
    cls.expand = expand
    cls.expand_as = expand_as
    cls.view_as = view_as
    cls.reshape_as = reshape_as
    cls.transpose = transpose
    cls.swapaxes = swapaxes
    cls.__rsub__ = binary_operator(_rsub)
    cls.__invert__ = _invert
    cls.__rtruediv__ = binary_operator(_rtruediv)
    cls.__rdiv__ = binary_operator(_rtruediv)
    cls.__rpow__ = binary_operator(_rpow)
    cls.__rfloordiv__ = binary_operator(_rfloordiv)
    cls.__rmod__ = binary_operator(_rmod)
    cls.__rlshift__ = binary_operator(_rlshift)
    cls.__rrshift__ = binary_operator(_rrshift)
    cls.__div__ = cls.__truediv__


install(Tensor)
