"""nn.Parameter: a leaf Tensor that a Module registers as a parameter."""
import weakref

from .._tensor import Tensor
from .._tensor_str import tensor_repr


class Parameter(Tensor):
    __slots__ = ()

    def __new__(cls, data=None, requires_grad=True):
        if data is None:
            from .._creation import empty
            data = empty(0)
        p = cls._make(data._data, data._counter())
        p._requires_grad = requires_grad
        return p

    def __repr__(self):
        return "Parameter containing:\n" + tensor_repr(self)

    def __deepcopy__(self, memo):
        if id(self) in memo:
            return memo[id(self)]
        result = type(self)(Tensor._make(self._data.copy()), self._requires_grad)
        memo[id(self)] = result
        return result


# -- nn.Buffer ------------------------------------------------------------------------------------
# PyTorch's Buffer returns a plain Tensor (type(b) is torch.Tensor) that a metaclass recognises by a flag;
# minitorch's Tensor has slots, so the flag lives here, keyed by the tensor's identity while it lives.
_BUFFERS = weakref.WeakValueDictionary()
_PERSISTENT = {}


def _forget(key):
    _PERSISTENT.pop(key, None)


class _BufferMeta(type):
    def __instancecheck__(cls, instance):
        return isinstance(instance, Tensor) and _BUFFERS.get(id(instance)) is instance


class Buffer(Tensor, metaclass=_BufferMeta):
    """A tensor that, assigned to a Module attribute, registers as a buffer (persistent or not)."""

    __slots__ = ()

    def __new__(cls, data=None, *, persistent=True):
        if data is None:
            from .._creation import empty
            data = empty(0)
        t = data.detach().requires_grad_(data.requires_grad)
        key = id(t)
        _BUFFERS[key] = t
        _PERSISTENT[key] = persistent
        weakref.finalize(t, _forget, key)
        return t


def buffer_persistent(t):
    return _PERSISTENT.get(id(t), True)
