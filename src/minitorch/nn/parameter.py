"""nn.Parameter: a leaf Tensor that a Module registers as a parameter."""
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
