"""Composite ops: public functions PyTorch implements by calling other ops
(CompositeImplicitAutograd), so their graphs show the nodes of the ops they call,
exactly as in PyTorch (``softmax`` records SoftmaxBackward0 through ``_softmax``)."""
import builtins
import numbers

from ._generated import variable_type as _vt
from ._generated import python_functions as _pf
from ._tensor import Tensor

__all__ = ["matmul", "softmax", "log_softmax", "reshape", "flatten", "square", "true_divide", "max", "min",
           "sum_to_size", "expand_as", "view_as", "reshape_as", "transpose", "swapaxes", "numel"]


def matmul(input, other):
    """Dispatch on ranks as PyTorch does: dot, mv, mm, or the batched general case."""
    da, db = input.dim(), other.dim()
    if da == 1 and db == 1:
        return _vt.dot(input, other)
    if da == 2 and db == 1:
        return _vt.mv(input, other)
    if da == 1 and db == 2:
        return _vt.squeeze_dim(_vt.mm(_vt.unsqueeze(input, 0), other), 0)
    if da == 2 and db == 2:
        return _vt.mm(input, other)
    return _vt.matmul(input, other)


def softmax(input, dim=None, dtype=None, _stacklevel=3):
    if dtype is not None:
        input = input.to(dtype)
    return _vt._softmax(input, dim, False)


def log_softmax(input, dim=None, dtype=None, _stacklevel=3):
    if dtype is not None:
        input = input.to(dtype)
    return _vt._log_softmax(input, dim, False)


def _shape_args(shape):
    if len(shape) == 1 and not isinstance(shape[0], numbers.Integral):
        return tuple(shape[0])
    return tuple(shape)


def reshape(input, *shape):
    shape = _shape_args(shape)
    if input.is_contiguous():
        return _vt.view(input, shape)
    return _vt._unsafe_view(_vt.clone(input), shape)


def view(self, *shape):
    shape = _shape_args(shape)
    if len(shape) == 1 and not isinstance(shape[0], numbers.Integral):
        raise TypeError("view(): dtype views are not supported")
    return _vt.view(self, shape)


def flatten(input, start_dim=0, end_dim=-1):
    n = input.dim()
    if n == 0:
        return reshape(input, (1,))
    s, e = start_dim % n, end_dim % n
    if s > e:
        raise RuntimeError("flatten() has invalid args: start_dim cannot come after end_dim")
    if s == e:
        return input
    shape = input.shape
    new = tuple(shape[:s]) + (-1 if 0 not in shape[s:e + 1] else 0,) + tuple(shape[e + 1:])
    return reshape(input, new)


def square(input):
    return _vt.pow_Tensor_Scalar(input, 2)


def true_divide(input, other):
    return _vt.div_Tensor(input, other)


def max(input, *args, **kwargs):
    if args and isinstance(args[0], Tensor) or isinstance(kwargs.get("other"), Tensor):
        return _vt.maximum(input, args[0] if args else kwargs["other"])
    return _pf.max(input, *args, **kwargs)


def min(input, *args, **kwargs):
    if args and isinstance(args[0], Tensor) or isinstance(kwargs.get("other"), Tensor):
        return _vt.minimum(input, args[0] if args else kwargs["other"])
    return _pf.min(input, *args, **kwargs)


def sum_to_size(self, *size):
    from .autograd.functions_manual import sum_to
    return sum_to(self, _shape_args(size))


def expand_as(self, other):
    return _vt.expand(self, other.shape)


def expand(self, *size):
    return _vt.expand(self, _shape_args(size))


def view_as(self, other):
    return view(self, other.shape)


def reshape_as(self, other):
    return reshape(self, other.shape)


def transpose(input, dim0, dim1):
    return _vt.transpose_int(input, dim0, dim1)


swapaxes = transpose


def permute(self, *dims):
    return _vt.permute(self, _shape_args(dims))


def numel(input):
    return input.numel()


def _rsub(self, other):
    if isinstance(other, Tensor):
        return _vt.rsub_Tensor(self, other)
    return _vt.rsub_Scalar(self, other)


def _rtruediv(self, other):
    return _vt.mul_Tensor(_vt.reciprocal(self) if hasattr(_vt, "reciprocal") else _vt.pow_Tensor_Scalar(self, -1),
                          other)


def _rpow(self, other):
    return _vt.pow_Scalar(other, self)


def _rmatmul(self, other):
    return matmul(other, self)


def install(cls):
    cls.matmul = matmul
    cls.__matmul__ = matmul
    cls.__rmatmul__ = _rmatmul
    cls.softmax = softmax
    cls.log_softmax = log_softmax
    cls.reshape = reshape
    cls.view = view
    cls.flatten = flatten
    cls.square = square
    cls.true_divide = true_divide
    cls.max = max
    cls.min = min
    cls.sum_to_size = sum_to_size
    cls.expand = expand
    cls.expand_as = expand_as
    cls.view_as = view_as
    cls.reshape_as = reshape_as
    cls.transpose = transpose
    cls.swapaxes = swapaxes
    cls.permute = permute
    cls.__rsub__ = _rsub
    cls.__rtruediv__ = _rtruediv
    cls.__rdiv__ = _rtruediv
    cls.__rpow__ = _rpow
    cls.__div__ = cls.__truediv__
    cls.div = _pf.div if hasattr(_pf, "div") else cls.__truediv__


install(Tensor)
