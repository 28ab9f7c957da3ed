"""Tensor.__getitem__: parse a Python index into view ops and advanced indexing
(PyTorch's python_variable_indexing.cpp). Each step is a differentiable generated op,
so ``x[0]`` records SelectBackward0, ``x[1:3]`` SliceBackward0, ``x[idx]`` IndexBackward0."""
import builtins
import numbers
import sys
import warnings

from . import _tensor
from ._generated import variable_type as ops
from ._tensor import Tensor
from ._typename import typename
from .backends import _BACKEND_BY_TYPE as _ARRAY_TYPES, DTYPE_NAME
from .kernels import _INDEX_DTYPES, _UINT8_INDEX, warn_at_caller


def _is_int(x):
    return isinstance(x, numbers.Integral) and not isinstance(x, builtins.bool)


def _is_int_scalar_tensor(idx):
    """A 0-dim integer tensor, which indexing takes as the int it holds (a select), as PyTorch does; a 0-dim uint8
    tensor is a mask, as a bool one is (applySlicing)."""
    return isinstance(idx, Tensor) and idx._data.ndim == 0 and idx._data.dtype.kind in "iu" and not _is_mask(idx)


def _is_mask(t):
    """A bool tensor, or a uint8 one: PyTorch still reads a byte index as a mask (deprecated)."""
    dtype = t._data.dtype
    return dtype.kind == "b" or DTYPE_NAME[dtype] == "uint8"


def _dims_consumed(idx):
    if idx is None or idx is Ellipsis or isinstance(idx, builtins.bool):
        return 0
    if isinstance(idx, Tensor) and _is_mask(idx):
        return idx._data.ndim
    return 1


def _as_index_tensor(idx, like):
    if isinstance(idx, Tensor):
        if DTYPE_NAME[idx._data.dtype] not in _INDEX_DTYPES:
            raise IndexError("tensors used as indices must be long, int, byte or bool tensors")
        return idx
    from ._creation import tensor
    t = tensor(idx)
    if t._data.dtype.kind == "f":  # a list of numbers: PyTorch's indexing_tensor_from_data makes it long (truncated)
        t = _long_index(t)
    return t.to(like.device) if like.device.type != "cpu" else t


_SEQUENCE_AS_TUPLE = (
    "Using a non-tuple sequence for multidimensional indexing is deprecated and will be changed in pytorch 2.9; use "
    "x[tuple(seq)] instead of x[seq]. In pytorch 2.9 this will be interpreted as tensor index, x[torch.tensor(seq)], "
    "which will result either in an error or a different result (Triggered internally at "
    "/__w/pytorch/pytorch/torch/csrc/autograd/python_variable_indexing.cpp:{}.)")
_SEQUENCES = (list, tuple, str, bytes, range, Tensor, builtins.slice)


def _as_tuple(index):
    """The index as a tuple of indices. A list is one index (an index tensor), except, by PyTorch 2.13's
    treatSequenceAsTuple (NumPy's old heuristic), a list of fewer than 32 items one of which is a tensor, a sequence,
    a slice, None or Ellipsis: that is a tuple of indices, with PyTorch's deprecation warning
    (``x[[[0, 1], [2, 1]]]`` is ``x[[0, 1], [2, 1]]``)."""
    if type(index) is tuple:
        return index
    if type(index) is list and len(index) < 32:
        for item in index:
            if isinstance(item, _SEQUENCES) or type(item) in _ARRAY_TYPES:
                line = 349
            elif item is None or item is Ellipsis:
                line = 359
            else:
                continue
            warnings.warn(_SEQUENCE_AS_TUPLE.format(line), UserWarning, stacklevel=4)
            return tuple(index)
    return index if isinstance(index, tuple) else (index,)


def _long_index(t):
    """A float index tensor made from a list or an array, as long (truncated toward 0), with PyTorch's error for a
    value no int64 holds (nan, inf, beyond 2**63)."""
    data = t._data
    if data.size and not ((data >= -2.0 ** 63) & (data < 2.0 ** 63)).all():
        raise RuntimeError("value cannot be converted to type int64 without overflow")
    return t.long()


def _index_items(index):
    """The items of an index as getitem takes them: a NumPy array as a tensor, a range as a list (PyTorch reads both
    as sequences: an array of floats is a long index, as a list of them is); a str is refused as PyTorch's tensor
    conversion refuses it."""
    if not any(type(i) in _ARRAY_TYPES or type(i) is str or type(i) is range for i in index):
        return index
    from ._creation import tensor
    items = []
    for i in index:
        if type(i) is str:
            raise TypeError("new(): invalid data type 'str'")
        if type(i) is range:
            i = list(i)  # an index list
        elif type(i) in _ARRAY_TYPES:
            i = tensor(i)
            if i._data.dtype.kind == "f":
                i = _long_index(i)
        items.append(i)
    return tuple(items)


def _slice_bounds(idx, size):
    """``(start, stop, step)`` of a Python slice over a dimension of ``size``, clamped as PyTorch does."""
    step = 1 if idx.step is None else int(idx.step)
    if step <= 0:
        raise ValueError("step must be greater than zero" if step else "slice step cannot be zero")
    start, stop, _ = builtins.slice(idx.start, idx.stop, step).indices(size)
    return start, builtins.max(stop, start), step


def _refuse_on_zero_dim(index):
    """PyTorch's errors for ``x[i]`` / ``x[a:b]`` (not in a tuple) on a 0-dim tensor: its fast paths for one int
    and one slice select or slice dim 0 before counting the indices (``x[(0,)]`` gets "too many indices")."""
    if type(index) is int:
        if index == 0:
            raise IndexError("invalid index of a 0-dim tensor. Use `tensor.item()` in Python or `tensor.item<T>()` "
                             "in C++ to convert a 0-dim tensor to a number")
        raise IndexError(f"index {index} is out of bounds for dimension 0 with size 0")
    raise IndexError("slice() cannot be applied to a 0-dim tensor.")


def _check_dims_consumed(self, index):
    """The number of dims ``index`` consumes, or PyTorch's error where it is more than ``self`` has."""
    consumed = builtins.sum(_dims_consumed(i) for i in index)
    if consumed > self.dim():
        raise IndexError(f"too many indices for tensor of dimension {self.dim()}")
    return consumed


def getitem(self, index):
    # The common cases first: x[i] and x[a:b] on a tensor with dimensions.
    kind = type(index)
    if (kind is int or kind is builtins.slice) and self._data.ndim:
        size = self._data.shape[0]
        if kind is int:
            if -size <= index < size:
                return ops.select_int(self, 0, index)
        else:  # one slice (not in a tuple) is sliced even when it keeps everything: PyTorch's get_item
            start, stop, step = _slice_bounds(index, size)  # disables the slice optimization that path has
            return ops.slice_Tensor(self, 0, start, stop, step)
    elif kind is int or kind is builtins.slice:
        _refuse_on_zero_dim(index)
    index = _index_items(_as_tuple(index))
    consumed = _check_dims_consumed(self, index)
    result = self
    dim = 0
    advanced = {}
    for position, idx in enumerate(index):
        if idx is None:
            result = ops.unsqueeze(result, dim)
            dim += 1
        elif idx is Ellipsis:
            dim += self.dim() - consumed
        elif _is_int(idx) or _is_int_scalar_tensor(idx):
            # past the last dim (where a second Ellipsis skipped to) PyTorch reports a size of 0
            size = result.shape[dim] if dim < result.dim() else 0
            i = int(idx)
            if i < -size or i >= size:  # PyTorch names the index's position in the indices, not the dim
                raise IndexError(f"index {i} is out of bounds for dimension {position} with size {size}")
            result = ops.select_int(result, dim, i)
        elif isinstance(idx, slice):
            size = result.shape[dim]
            start, stop, step = _slice_bounds(idx, size)
            if not (start == 0 and stop == size and step == 1):
                result = ops.slice_Tensor(result, dim, start, stop, step)
            dim += 1
        elif isinstance(idx, (Tensor, list, tuple, builtins.bool)):
            if isinstance(idx, builtins.bool):
                result = ops.unsqueeze(result, dim)
                idx = [idx]
            t = _as_index_tensor(idx, self)
            if _is_mask(t):
                # PyTorch expands a k-dim bool mask into k long index tensors (its nonzero()); a uint8 one with its
                # deprecation warning, except a 0-dim one (applySlicing reads it as a bool)
                if t._data.ndim == 0:
                    result = ops.unsqueeze(result, dim)
                    t = t.reshape(1)
                elif t._data.dtype.kind != "b":
                    warn_at_caller(_UINT8_INDEX)
                for k, size in enumerate(t.shape):
                    if result.shape[dim + k] != size:
                        raise IndexError(f"The shape of the mask {list(t.shape)} at index {k} does not match the "
                                         f"shape of the indexed tensor {list(result.shape)} at index {dim + k}")
                for k, long_index in enumerate(ops.nonzero(t).unbind(1) if t.dim() else ()):
                    advanced[dim + k] = long_index
                dim += t._data.ndim
                continue
            advanced[dim] = t
            dim += 1
        else:
            raise IndexError("only integers, slices (`:`), ellipsis (`...`), None and long or byte Variables "
                             "are valid indices (got " + type(idx).__name__ + ")")
    if advanced:
        indices = []
        for d in range(builtins.max(advanced) + 1):
            indices.append(advanced.get(d))
        return ops.index_Tensor(result, indices)
    if result is self:
        result = ops.alias(self)
    return result


# -- Tensor.__setitem__ (the inplace helper's) --------------------------------------------------------
# PyTorch's THPVariable_setitem: the basic part of the index (ints, slices, None, ...) makes a view,
# ``sliced``; without advanced indices the value is copied into it (``copy_``, ``fill_`` for a 0-dim
# value), else ``index_put_`` writes through the advanced indices. An in-place op on a view of a tensor
# that requires grad goes through CopySlices (autograd/views.py).

def setitem(self, index, value):
    if (type(index) is int or type(index) is builtins.slice) and not self._data.ndim:
        _refuse_on_zero_dim(index)
    basic, advanced = _split_setitem_index(self, _index_items(_as_tuple(index)))
    sliced = self if all(_is_full(i) for i in basic) else getitem(self, tuple(basic))
    value = _value_tensor(value, self)
    if not advanced:
        _copy_to(sliced, value)
        return
    indices = [advanced.get(d) for d in range(builtins.max(advanced) + 1)]
    ops.index_put_(sliced, indices, _strip_leading_ones(value))


def _is_full(idx):
    return idx is Ellipsis or isinstance(idx, slice) and idx == slice(None)


def _split_setitem_index(self, index):
    """The basic part of ``index`` (advanced indices replaced by full slices) and the advanced
    indices by the dimension of the sliced view they index."""
    consumed = _check_dims_consumed(self, index)
    basic, advanced, dim = [], {}, 0
    for idx in index:
        if idx is None:
            basic.append(idx)
            dim += 1
        elif idx is Ellipsis:
            basic.append(idx)
            dim += self.dim() - consumed
        elif _is_int(idx) or _is_int_scalar_tensor(idx):  # a select, as in getitem
            basic.append(idx)
        elif isinstance(idx, builtins.bool) or isinstance(idx, Tensor) and idx._data.ndim == 0 and _is_mask(idx):
            # a new dim of size 1, taken whole (True) or not at all (False); a 0-dim mask is read as its bool
            idx = builtins.bool(idx)
            basic.append(None)
            advanced[dim] = _as_index_tensor([idx], self)
            dim += 1
        elif isinstance(idx, slice):
            basic.append(idx)
            dim += 1
        elif isinstance(idx, (Tensor, list, tuple)):
            t = _as_index_tensor(idx, self)
            n = builtins.max(t._data.ndim, 1) if _is_mask(t) else 1
            basic.extend([slice(None)] * n)
            advanced[dim] = t
            dim += n
        else:
            raise IndexError("only integers, slices (`:`), ellipsis (`...`), None and long or byte Variables "
                             "are valid indices (got " + type(idx).__name__ + ")")
    return basic, advanced


def _value_tensor(value, like):
    """The value of ``x[i] = value`` as a tensor: a tensor as it is; a Python number (a NumPy integer too, as
    PyTorch's parser reads one) converted to ``like``'s dtype, checked as PyTorch checks it; anything else PyTorch's
    TypeError (a list, a NumPy float32 or bool, an array)."""
    if isinstance(value, Tensor):
        return value
    if not isinstance(value, (float, complex, numbers.Integral)):
        raise TypeError(f"can't assign a {typename(value)} to a {like.type()}")
    from ._creation import tensor
    from .kernels import checked_scalar
    return tensor(checked_scalar(value, like._data.dtype), dtype=like.dtype, device=like.device)




def _strip_leading_ones(value):
    """PyTorch's slicePrefix1sSize: setitem drops a value's leading size-1 dimensions (a view)."""
    shape = tuple(value.shape)
    k = 0
    while k < len(shape) and shape[k] == 1:
        k += 1
    return ops.view(value, shape[k:]) if k else value


def _copy_to(dst, src):
    if tuple(dst.shape) == tuple(src.shape):
        dst.copy_(src)
    elif src.dim() == 0 and src.device.type == "cpu":
        dst.fill_(src)
    else:
        src = _strip_leading_ones(src)
        dst.copy_(ops.expand(src, tuple(dst.shape)) if tuple(src.shape) != tuple(dst.shape) else src)


_tensor._indexing = sys.modules[__name__]  # Tensor.__getitem__ / __setitem__ call through this module
