"""Tensor.__getitem__: parse a Python index into view ops and advanced indexing
(PyTorch's python_variable_indexing.cpp). Each step is a differentiable generated op,
so ``x[0]`` records SelectBackward0, ``x[1:3]`` SliceBackward0, ``x[idx]`` IndexBackward0."""
import builtins
import numbers

from ._generated import variable_type as ops
from ._tensor import Tensor


def _is_int(x):
    return isinstance(x, numbers.Integral) and not isinstance(x, builtins.bool)


def _dims_consumed(idx):
    if idx is None or idx is Ellipsis:
        return 0
    if isinstance(idx, Tensor) and idx._data.dtype.kind == "b":
        return max(idx._data.ndim, 1)
    return 1


def _as_index_tensor(idx, like):
    if isinstance(idx, Tensor):
        return idx
    from ._creation import tensor
    t = tensor(idx)
    if t._data.dtype.kind == "f":
        raise IndexError("tensors used as indices must be long, int, byte or bool tensors")
    return t.to(like.device) if like.device.type != "cpu" else t


def getitem(self, index):
    if not isinstance(index, tuple):
        if isinstance(index, list) and not any(isinstance(i, (list, slice, Tensor)) or i is None or
                                               i is Ellipsis for i in index):
            index = (index,)  # a list of ints is one advanced index
        else:
            index = (index,)
    consumed = builtins.sum(_dims_consumed(i) for i in index)
    if builtins.sum(1 for i in index if i is Ellipsis) > 1:
        raise IndexError("an index can only have a single ellipsis ('...')")
    if consumed > self.dim():
        raise IndexError(f"too many indices for tensor of dimension {self.dim()}")
    result = self
    dim = 0
    advanced = {}
    for idx in index:
        if idx is None:
            result = ops.unsqueeze(result, dim)
            dim += 1
        elif idx is Ellipsis:
            dim += self.dim() - consumed
        elif _is_int(idx) or (isinstance(idx, Tensor) and idx._data.ndim == 0 and idx._data.dtype.kind in "iu"
                              and not advanced and False):
            size = result.shape[dim]
            i = int(idx)
            if i < -size or i >= size:
                raise IndexError(f"index {i} is out of bounds for dimension {dim} with size {size}")
            result = ops.select_int(result, dim, i)
        elif isinstance(idx, slice):
            size = result.shape[dim]
            start, stop, step = idx.start, idx.stop, idx.step
            step = 1 if step is None else int(step)
            if step <= 0:
                raise ValueError("step must be greater than zero")
            start, stop, _ = builtins.slice(start, stop, step).indices(size)
            stop = builtins.max(stop, start)
            if not (start == 0 and stop == size and step == 1):
                result = ops.slice_Tensor(result, dim, start, stop, step)
            dim += 1
        elif isinstance(idx, (Tensor, list, tuple, builtins.bool)):
            if isinstance(idx, builtins.bool):
                result = ops.unsqueeze(result, dim)
                idx = [idx]
            t = _as_index_tensor(idx, self)
            advanced[dim] = t
            dim += max(t._data.ndim, 1) if t._data.dtype.kind == "b" else 1
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


def setitem(self, index, value):
    raise NotImplementedError("in-place assignment through indexing (x[i] = v) is not supported yet")
