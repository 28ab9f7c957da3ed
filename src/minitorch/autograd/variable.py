"""autograd.Variable: the pre-0.4 wrapper, kept as PyTorch keeps it (it makes a Tensor)."""
from .. import _tensor


class _VariableMeta(type):
    def __instancecheck__(cls, other):
        return isinstance(other, _tensor.Tensor)


class Variable(metaclass=_VariableMeta):
    def __new__(cls, data=None, requires_grad=False, volatile=False):
        if data is None:
            from .._creation import empty
            return empty(0, requires_grad=requires_grad)
        if not isinstance(data, _tensor.Tensor):
            raise TypeError(f"Variable data has to be a tensor, but got {type(data).__name__}")
        t = data.detach()
        if requires_grad:
            t._set_requires_grad(True)
        return t


class _ExecutionEngine:
    """``Variable._execution_engine``: PyTorch's handle on the C++ engine."""

    @staticmethod
    def queue_callback(callback):
        from .engine import queue_callback
        queue_callback(callback)

    @staticmethod
    def run_backward(tensors, grad_tensors, keep_graph, create_graph, inputs=(), allow_unreachable=True,
                     accumulate_grad=True):
        from . import backward, grad
        if accumulate_grad:
            return backward(tensors, grad_tensors, keep_graph, create_graph, inputs=inputs or None)
        return grad(tensors, inputs, grad_tensors, keep_graph, create_graph, allow_unused=allow_unreachable)


Variable._execution_engine = _ExecutionEngine()
