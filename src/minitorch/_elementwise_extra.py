"""Elementwise composites (PyTorch's CompositeImplicitAutograd ops): each is written with minitorch ops, so its
graph shows the nodes PyTorch's does (``msort`` SortBackward0, ``diagflat`` DiagEmbedBackward0,
``fill_diagonal_`` CopySlices); and the real-tensor answers of the complex-number API (``conj``, ``real``)."""
import builtins
import math
import numbers

from . import _dtype
from ._generated import variable_type as _vt
from ._memory_format import memory_format as memory_format_cls
from ._tensor import Tensor
from ._python_arg_parser import too_many_positional
from ._typename import typename
from .autograd.function_utils import check_tensor
from .backends import array_module
from .autograd.function_utils import not_a_tensor

__all__ = ["positive", "isposinf", "isneginf", "isreal", "argwhere", "is_signed", "is_nonzero", "is_same_size",
           "msort", "inner", "diagflat", "conj", "conj_physical", "resolve_conj", "resolve_neg", "real",
           "is_conj", "is_neg", "imag"]


def positive(input):
    """``input`` itself (``+x``); PyTorch refuses bools."""
    if not isinstance(input, Tensor):
        raise not_a_tensor('positive', 'input', input, 1, shared=False)
    if input.dtype is _dtype.bool:
        raise RuntimeError("The `+` operator, on a bool tensor is not supported.")
    return input


def _no_grad_result(input, fn):
    return Tensor._make(array_module(input._data).asarray(fn(array_module(input._data), input._data)))


def isposinf(input):
    if not isinstance(input, Tensor):
        raise not_a_tensor('isposinf', 'input', input, 1, shared=False)
    return _no_grad_result(input, lambda xp, a: xp.isposinf(a) if a.dtype.kind == "f" else xp.zeros(a.shape, bool))


def isneginf(input):
    if not isinstance(input, Tensor):
        raise not_a_tensor('isneginf', 'input', input, 1, shared=False)
    return _no_grad_result(input, lambda xp, a: xp.isneginf(a) if a.dtype.kind == "f" else xp.zeros(a.shape, bool))


def isreal(input):
    """Every element of a real tensor is real (minitorch has no complex dtypes)."""
    if not isinstance(input, Tensor):
        raise not_a_tensor('isreal', 'input', input, 1, shared=False)
    return _no_grad_result(input, lambda xp, a: xp.ones(a.shape, bool))


# minitorch has no complex dtypes: on real tensors PyTorch's conjugation and real part return the input itself.
def conj(input):
    if not isinstance(input, Tensor):
        raise not_a_tensor('conj', 'input', input, 1, shared=False)
    return input


def conj_physical(input):
    if not isinstance(input, Tensor):
        raise not_a_tensor('conj_physical', 'input', input, 1, shared=False)
    return input


def resolve_conj(input):
    if not isinstance(input, Tensor):
        raise not_a_tensor('resolve_conj', 'input', input, 1, shared=False)
    return input


def resolve_neg(input):
    if not isinstance(input, Tensor):
        raise not_a_tensor('resolve_neg', 'input', input, 1, shared=False)
    return input


def real(input):
    if not isinstance(input, Tensor):
        raise not_a_tensor('real', 'input', input, 1, shared=False)
    return input


def is_conj(input):
    return False


def is_neg(input):
    return False


def imag(input):
    if not isinstance(input, Tensor):
        raise not_a_tensor('imag', 'input', input, 1, shared=False)
    raise RuntimeError("imag is not implemented for tensors with non-complex dtypes.")


def argwhere(input):
    """The indices of the non-zero elements, one row each: ``nonzero``."""
    if not isinstance(input, Tensor):
        raise not_a_tensor('argwhere', 'input', input, 1, shared=False)
    return input.nonzero()


def where(self, condition, other):
    """``Tensor.where(condition, y)``: ``torch.where(condition, self, y)``."""
    import minitorch
    return minitorch.where(condition, self, other)


def is_signed(input):
    return input.dtype not in (_dtype.bool, _dtype.uint8)


def is_nonzero(input):
    """The truth of a one-element tensor, with PyTorch's messages for any other."""
    n = input.numel()
    if n == 0:
        raise RuntimeError("Boolean value of Tensor with no values is ambiguous")
    if n > 1:
        raise RuntimeError("Boolean value of Tensor with more than one value is ambiguous")
    return builtins.bool(input._data.reshape(()).item() != 0)


def is_same_size(input, other):
    check_tensor("is_same_size", "other", other, 2)
    return input.shape == other.shape


def msort(input):
    """Sorted along the first dimension: ``sort(input, 0).values`` (SortBackward0)."""
    if not isinstance(input, Tensor):
        raise not_a_tensor('msort', 'input', input, 1, shared=False)
    return input.sort(0).values


def inner(input, other):
    """The sum over the last dimensions of both: a product with a 0-dim side, else ``tensordot`` (whose
    two-vector case is PyTorch's permute, dot, view)."""
    import minitorch
    check_tensor("inner", "input", input, 1)
    check_tensor("inner", "other", other, 2)
    if input.dim() == 0 or other.dim() == 0:
        return input * other
    if input.shape[-1] != other.shape[-1]:
        raise RuntimeError(f"inner() the last dimension must match on both input tensors but got shapes "
                           f"[{', '.join(map(str, input.shape))}] and [{', '.join(map(str, other.shape))}]")
    if input.dim() == 1 and other.dim() == 1:
        return input.permute(0).dot(other.permute(0)).view(())
    return minitorch.tensordot(input, other, ([-1], [-1]))


def diagflat(input, offset=0):
    """A matrix with the flattened ``input`` on diagonal ``offset``: DiagEmbedBackward0 over ViewBackward0."""
    if not isinstance(input, Tensor):
        raise not_a_tensor('diagflat', 'input', input, 1, shared=False)
    return _vt.diag_embed(input.contiguous().view(-1), offset)


def fill_diagonal_(self, fill_value, wrap=False):
    """Writes ``fill_value`` on the main diagonal through a strided view of the flattened tensor, so the
    graph records CopySlices as PyTorch's does. ``wrap``: a tall matrix's diagonal restarts every
    ``cols + 1`` rows."""
    if type(wrap) is not bool or not isinstance(fill_value, numbers.Number):  # PyTorch's parser: a number, a bool
        if not (isinstance(fill_value, numbers.Number) or isinstance(fill_value, Tensor) and fill_value.dim() == 0):
            raise TypeError(f"fill_diagonal_(): argument 'fill_value' (position 1) must be Number, not "
                            f"{typename(fill_value)}")
        if type(wrap) is not bool:
            raise TypeError(f"fill_diagonal_(): argument 'wrap' (position 2) must be bool, not {typename(wrap)}")
    if self.dim() < 2:
        raise RuntimeError("dimensions must larger than 1")
    shape = self.shape
    if self.dim() > 2 and any(s != shape[0] for s in shape):
        raise RuntimeError("all dimensions of input must be of equal length")
    if not self.is_contiguous():
        raise RuntimeError("minitorch: fill_diagonal_ needs a contiguous tensor")
    step = sum(math.prod(shape[i + 1:]) for i in range(len(shape)))  # one step along every dim
    flat = self.view(-1)
    size = min(shape)
    flat[0:size * step:step].fill_(fill_value)
    if wrap and self.dim() == 2 and shape[0] > shape[1] + 1:  # a second write, as PyTorch's (two CopySlices)
        start = shape[1] * step
        wrap_size = (self.numel() + step - 1) // step - size
        flat[start:start + wrap_size * step:step].fill_(fill_value)
    return self


def new_empty_strided(self, size, stride, *, dtype=None, device=None, requires_grad=False, **_):
    """An uninitialised (here: zero) tensor of ``size`` whose elements lie ``stride`` apart in a fresh buffer."""
    from numpy.lib.stride_tricks import as_strided
    dtype = dtype or self.dtype
    size, stride = tuple(size), tuple(stride)
    if len(size) != len(stride):
        raise RuntimeError("mismatch in length of strides and shape")
    extent = 1 + sum((s - 1) * st for s, st in zip(size, stride)) if all(size) else 0
    base = self.new_zeros((extent,), dtype=dtype, device=device)
    data = base._data
    out = Tensor._make(as_strided(data, size, tuple(st * data.itemsize for st in stride)) if extent else
                       array_module(data).zeros(size, data.dtype))
    out._set_requires_grad(requires_grad)
    return out


_CASTS = {"float": "float32", "double": "float64", "half": "float16", "long": "int64", "int": "int32", "bool": "bool",
          "byte": "uint8", "char": "int8", "short": "int16"}


def _cast(name):
    """``Tensor.<name>()``: ``self.to(<its dtype>)``, taking ``memory_format`` by keyword only, as PyTorch's parser."""
    dtype = getattr(_dtype, _CASTS[name])

    def cast(self, *extra, memory_format=None):
        if extra:
            too_many_positional(name, 0, 0, len(extra))
        if memory_format is None:
            return self.to(dtype)
        if not isinstance(memory_format, memory_format_cls):
            raise TypeError(f"{name}(): argument 'memory_format' must be torch.memory_format, not "
                            f"{typename(memory_format)}")
        return self.to(dtype, memory_format=memory_format)
    cast.__name__ = cast.__qualname__ = name
    return cast


def install(cls):
    for fn in (positive, isposinf, isneginf, isreal, argwhere, where, is_signed, is_nonzero,
               is_same_size, msort, inner, diagflat, fill_diagonal_, new_empty_strided, conj, conj_physical,
               resolve_conj, resolve_neg, is_conj, is_neg):
        setattr(cls, fn.__name__, fn)
    cls.real = property(real)  # attributes on a Tensor, as PyTorch's
    cls.imag = property(imag)
    for name in _CASTS:
        setattr(cls, name, _cast(name))


install(Tensor)
