"""nn.Parameter: a leaf Tensor that a Module registers as a parameter."""
import weakref

from .._tensor import Tensor
from .._tensor_str import tensor_repr


class Parameter(Tensor):
    __slots__ = ()
    _rebuilds_from_data = True  # unpickling calls Parameter(data, requires_grad)

    def __new__(cls, data=None, requires_grad=True):
        if data is None:
            from .._creation import empty
            data = empty(0)
        elif not isinstance(data, Tensor):
            data.detach()  # PyTorch's Parameter(data) calls data.detach(): its AttributeError
        p = cls._make(data._data, data._counter())
        if requires_grad and data._data.dtype.kind not in "fc":  # Tensor._make_subclass's check
            raise RuntimeError("Only Tensors of floating point and complex dtype can require gradients")
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
        t = data.detach()
        t._set_requires_grad(data.requires_grad)
        key = id(t)
        _BUFFERS[key] = t
        _PERSISTENT[key] = persistent
        weakref.finalize(t, _forget, key)
        return t


def buffer_persistent(t):
    return _PERSISTENT.get(id(t), True)


# -- lazy modules' placeholders ---------------------------------------------------------------------

class UninitializedTensorMixin:
    """A placeholder of unknown shape: ``materialize(shape)`` gives it data and turns it into
    ``cls_to_become``. Its shape is refused until then."""

    __slots__ = ()

    def materialize(self, shape, device=None, dtype=None):
        from .._creation import empty
        data = empty(*shape, device=device if device is not None else self.device,
                     dtype=dtype if dtype is not None else self.dtype)
        self._data = data._data
        self.__class__ = self.cls_to_become

    @property
    def shape(self):
        raise RuntimeError("Can't access the shape of an uninitialized parameter or buffer. This error usually "
                           "happens in `load_state_dict` when trying to load an uninitialized parameter into an "
                           "initialized one. Call `forward` to initialize the parameters before accessing their "
                           "attributes.")

    def share_memory_(self):
        raise RuntimeError("Can't share memory on an uninitialized parameter or buffer. Call `forward` to "
                           "initialize the parameters before calling `module.share_memory()`.")

    def __repr__(self):
        return f"<{self.__class__.__name__}>"


def is_lazy(param):
    return isinstance(param, UninitializedTensorMixin)


class UninitializedParameter(UninitializedTensorMixin, Parameter):
    __slots__ = ()
    cls_to_become = Parameter

    def __new__(cls, requires_grad=True, device=None, dtype=None):
        from .._creation import empty
        return Parameter.__new__(cls, empty(0, device=device, dtype=dtype), requires_grad)

    def __deepcopy__(self, memo):
        if id(self) not in memo:
            memo[id(self)] = type(self)(self.requires_grad, self.device, self.dtype)
        return memo[id(self)]


class UninitializedBuffer(UninitializedTensorMixin, Tensor):
    __slots__ = ()
    cls_to_become = Tensor

    def __new__(cls, requires_grad=False, device=None, dtype=None, persistent=True):
        from .._creation import empty
        data = empty(0, device=device, dtype=dtype)
        t = cls._make(data._data, data._counter())
        t._requires_grad = requires_grad
        return t
