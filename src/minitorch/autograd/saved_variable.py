"""SavedVariable: a tensor a backward node keeps for its formulas.

It snapshots the tensor's version so a later in-place change is detected, and it
never keeps a strong reference from a node to that node's own output: an output is
saved as its data (plus version counter) and re-attached to the node on unpack.
"""
from .grad_mode import STATE

ERR_BACKWARD_TWICE = (
    "Trying to backward through the graph a second time (or directly access saved tensors after "
    "they have already been freed). Saved intermediate values of the graph are freed when you call "
    ".backward() or autograd.grad(). Specify retain_graph=True if you need to backward through the "
    "graph a second time or if you need to access saved tensors after calling backward."
)

_Tensor = ()  # minitorch.Tensor, bound at import time by _tensor.py


class SavedVariable:
    __slots__ = ("_tensor", "_data", "_vc", "_version", "_output_nr", "_requires_grad",
                 "_is_output", "_released", "_hooks", "_packed", "_value", "_hooked_grad_fn")

    def __init__(self, value, is_output=False):
        self._released = False
        self._hooks = None
        self._tensor = None
        self._data = None
        if not isinstance(value, _Tensor):
            self._value = value  # None, or a Python number passed where a Tensor was allowed
            self._vc = None
            return
        self._value = None
        if value._inference:
            raise RuntimeError(
                "Inference tensors cannot be saved for backward. To work around you can make a clone to "
                "get a normal tensor and use it in autograd.")
        self._vc = value._vc
        self._version = value._vc[0]
        self._is_output = is_output
        if not is_output or value._grad_fn is None:
            # A leaf or an input: keeping the tensor itself makes no reference cycle.
            self._tensor = value
        else:
            self._data = value._data
            self._output_nr = value._output_nr
            self._requires_grad = value._requires_grad
        hooks = STATE.saved_tensors_hooks
        if hooks:
            self._set_hooks(*hooks[-1], value)

    def unpack(self, saved_for=None):
        if self._vc is None:
            if self._released and self._value is not None:
                raise RuntimeError(ERR_BACKWARD_TWICE)
            return self._value
        if self._released:
            raise RuntimeError(ERR_BACKWARD_TWICE)
        if self._hooks is not None:
            return self._unpack_hooked(saved_for)
        tensor = self._tensor
        if self._vc[0] != self._version:
            self._raise_modified(saved_for)
        if tensor is not None:
            return tensor
        # The node's own output: rebuild a tensor on the saved data, attached to the node.
        tensor = _Tensor._make(self._data, self._vc)
        if saved_for is not None:
            tensor._grad_fn = saved_for
            tensor._output_nr = self._output_nr
            tensor._requires_grad = True
        return tensor

    def reset_data(self):
        self._tensor = self._data = self._packed = None
        self._hooks = None
        self._released = True

    # -- hooks (torch.autograd.graph.saved_tensors_hooks / _raw_saved_x.register_hooks) ---
    def register_hooks(self, pack_hook, unpack_hook):
        if self._released:
            raise RuntimeError(
                "Calling register_hooks on a saved tensor after it has been freed. Saved intermediate values "
                "of the graph are freed when you call .backward() or autograd.grad(). Specify retain_graph=True "
                "if you need to backward through the graph a second time or if you need to access saved values "
                "after calling backward.")
        if self._vc is None:
            raise RuntimeError("Calling register_hooks on a saved tensor with value None is forbidden")
        if self._hooks is not None:
            raise RuntimeError(
                "Calling register_hooks on a saved tensor whose hooks have already been set. Hint: only one "
                "pair of hooks is allowed at a time.")
        self._set_hooks(pack_hook, unpack_hook, self.unpack())

    def _set_hooks(self, pack_hook, unpack_hook, tensor):
        from .grad_mode import no_grad
        version = tensor._vc[0]
        with no_grad():
            self._packed = pack_hook(tensor if self._tensor is not None else tensor.detach())
        if tensor._vc[0] != version:
            raise RuntimeError(
                "A saved tensor pack hook is modifying its input in place. Tensors provided as input to pack "
                "hook can not be modified by in-place operations as this can lead to unexpected side-effects. "
                "Please open an issue if you need to perform in-place operations on the input to a pack hook.")
        self._hooks = unpack_hook
        # An input keeps its grad_fn (no cycle); an output is re-attached to the node on unpack.
        self._output_nr = tensor._output_nr
        self._requires_grad = tensor._requires_grad
        self._hooked_grad_fn = None if self._is_output else tensor._grad_fn
        self._tensor = self._data = None

    def _unpack_hooked(self, saved_for):
        data = self._hooks(self._packed)
        if not isinstance(data, _Tensor):
            raise TypeError(
                "Output of saved tensor unpack_hook expected to be a Tensor but got result of type "
                + type(data).__name__)
        tensor = _Tensor._make(data._data, data._vc)
        grad_fn = saved_for if self._is_output else self._hooked_grad_fn
        if grad_fn is not None:
            tensor._grad_fn = grad_fn
            tensor._output_nr = self._output_nr
            tensor._requires_grad = True
        else:
            tensor._requires_grad = self._requires_grad
        return tensor

    def _raise_modified(self, saved_for):
        tensor = self._tensor
        grad_fn = tensor._grad_fn if tensor is not None else saved_for
        data = tensor._data if tensor is not None else self._data
        output_nr = tensor._output_nr if tensor is not None else self._output_nr
        msg = ("one of the variables needed for gradient computation has been modified by an inplace "
               f"operation: [{_Tensor._type_string(data)} [{', '.join(map(str, data.shape))}]]")
        if grad_fn is not None:
            msg += f", which is output {output_nr} of {_node_name(grad_fn)},"
        msg += f" is at version {self._vc[0]}; expected version {self._version} instead."
        from .anomaly_mode import is_anomaly_enabled
        if is_anomaly_enabled():
            msg += (" Hint: the backtrace further above shows the operation that failed to compute its "
                    "gradient. The variable in question was changed in there or anywhere later. Good luck!")
        else:
            msg += (" Hint: enable anomaly detection to find the operation that failed to compute its "
                    "gradient, with torch.autograd.set_detect_anomaly(True, check_nan=False).")
        raise RuntimeError(msg)


def _node_name(grad_fn):
    """How PyTorch's message names a node: ``MulBackward0`` -> ``Mul``, ``SumBackward1`` -> ``Sum1``."""
    name = grad_fn.name()
    if name.endswith("Backward0"):
        return name[:-len("Backward0")]
    return name.replace("Backward", "")
