"""SavedVariable: a tensor a backward node keeps for its formulas (PyTorch's saved_variable.cpp).

It snapshots the tensor's version so a later in-place change is detected, and it
never keeps a strong reference from a node to that node's own output: an output is
saved as its data (plus version counter) and re-attached to the node on unpack.

Saved-tensor hooks (``saved_tensors_hooks`` contexts, or ``register_hooks`` on one
saved tensor) replace the tensor by whatever ``pack_hook`` returns, once, at save
time; ``unpack_hook`` turns that back into a tensor at every use. A hooked tensor is
not version-checked, as in PyTorch: the hooks own its contents.
"""
import re

import numpy

from .grad_mode import OPEN_BLOCKS, STATE, no_grad

__all__ = ["SavedVariable", "NOT_SAVED", "RELEASED", "ERR_BACKWARD_TWICE", "raw_saved_list", "save_input",
           "save_output", "unpack_saved", "release_saved", "as_saved_variable", "raw_saved", "saved_in_slot"]

ERR_BACKWARD_TWICE = (
    "Trying to backward through the graph a second time (or directly access saved tensors after "
    "they have already been freed). Saved intermediate values of the graph are freed when you call "
    ".backward() or autograd.grad(). Specify retain_graph=True if you need to backward through the "
    "graph a second time or if you need to access saved tensors after calling backward."
)
ERR_REGISTER_AFTER_FREE = (
    "Calling register_hooks on a saved tensor after it has been freed. Saved intermediate values "
    "of the graph are freed when you call .backward() or autograd.grad(). Specify retain_graph=True "
    "if you need to backward through the graph a second time or if you need to access saved variables "
    "after calling backward.")
ERR_REGISTER_NONE = "Calling register_hooks on a saved tensor with value None is forbidden"
ERR_REGISTER_TWICE = ("Calling register_hooks on a saved tensor whose hooks have already been set. Hint: only one "
                      "pair of hooks is allowed at a time.")
ERR_PACK_INPLACE = (
    "A saved tensor pack hook is modifying its input in place. Tensors provided as input to pack hook cannot "
    "be modified by in-place operations as this can lead to unexpected side-effects. Please open an issue if "
    "you need to perform in-place operations on the input to a pack hook.")

_Tensor = ()  # minitorch.Tensor, bound at import time by _tensor.py


def _forward_ad_state():
    from .forward_ad import STATE
    return STATE


_RELEASED_NUMBER = object()  # what a saved number becomes once backward has freed it


class SavedVariable:
    """One saved tensor (or ``None``, or a Python number where a Tensor was allowed).

    States: plain (``_tensor`` is the original input/leaf, or ``_data`` is an output's
    array), hooked (``_packed`` holds what pack_hook returned, ``_unpack_hook`` is set),
    released (``reset_data()`` ran: nothing is held; unpack raises ERR_BACKWARD_TWICE).
    """

    # What every save writes lives in slots: the input itself, or an output's array, and the version
    # counter with the version it had. The rest (hooks, tangents, an output's number when it is not 0)
    # are class-level defaults until set, so no save makes an instance dict in the common cases.
    __slots__ = ("_tensor", "_data", "_vc", "_version", "__dict__")
    _value = None
    _unpack_hook = None
    _packed = None
    _grad_fn = None
    _accumulator = None
    _fw_grad = None
    _is_output = False
    _output_nr = 0
    _requires_grad = False
    _is_leaf = True

    def __init__(self, value, is_output=False):
        if not isinstance(value, _Tensor):
            self._tensor = self._data = self._vc = None
            self._value = value  # None, or a Python number passed where a Tensor was allowed
            return
        if value._inference:
            raise RuntimeError(
                "Inference tensors cannot be saved for backward. Please do not use Tensors created in inference "
                "mode in computation tracked by autograd. To work around this, you can make a clone to get a "
                "normal tensor and use it in autograd, or use `torch.no_grad()` instead of "
                "`torch.inference_mode()`.")
        vc = value._vc
        if vc is None:
            vc = value._counter()
        self._vc = vc
        self._version = vc[0]
        hooks = OPEN_BLOCKS.saved_hooks and STATE.saved_tensors_hooks
        if not hooks and value._fw_grad is None:
            if not is_output or value._grad_fn is None:
                # A leaf or an input: keeping the tensor itself makes no reference cycle.
                self._tensor = value
                self._data = None
            else:
                # The node's own output would hold the node: keep its data, rebuild it on unpack.
                self._tensor = None
                self._data = value._data
                if value._output_nr:
                    self._output_nr = value._output_nr
            return
        self._tensor = self._data = None
        self._record_metadata(value, is_output)
        if hooks:
            # PyTorch hands pack_hook the tensor itself (an output with its grad_fn).
            self._set_hooks(hooks[-1][0], hooks[-1][1], value)
        elif not is_output or value._grad_fn is None:
            self._tensor = value
        else:
            self._data = value._data
        # Forward AD: an output saved as data keeps its tangent for formulas run under a dual level.
        if value._fw_grad is not None:
            self._fw_grad = (value._fw_grad, _forward_ad_state().generation)

    @property
    def _released(self):
        """``reset_data()`` ran: a saved tensor that holds nothing any more."""
        return (self._vc is not None and self._tensor is None and self._data is None
                and self._unpack_hook is None)

    def _record_metadata(self, value, is_output):
        self._is_output = is_output
        self._output_nr = value._output_nr
        self._requires_grad = value._requires_grad
        self._is_leaf = value._grad_fn is None

    # -- unpack -------------------------------------------------------------------------
    def unpack(self, saved_for=None):
        """The saved tensor: the original for inputs and leaves, an equal tensor attached to
        ``saved_for`` (the node) for outputs; what ``unpack_hook`` returns when hooked."""
        tensor = self._tensor
        if tensor is not None and self._vc[0] == self._version:
            return tensor  # the common case: an input or leaf, unchanged since it was saved
        data = self._data
        if data is None or self._vc[0] != self._version:
            return self._unpack_other(saved_for)
        # The node's own output: rebuild a tensor on the saved data, attached to the node.
        tensor = _Tensor._make(data, self._vc)
        if self._fw_grad is not None and self._fw_grad[1] == _forward_ad_state().generation:
            tensor._fw_grad = self._fw_grad[0]
        if saved_for is not None:
            tensor._grad_fn = saved_for
            tensor._output_nr = self._output_nr
            tensor._requires_grad = True
        return tensor

    def _unpack_other(self, saved_for):
        """``unpack`` of a saved None or number, a released or hooked saved tensor, or a modified one."""
        if self._vc is None:
            if self._value is _RELEASED_NUMBER:
                raise RuntimeError(ERR_BACKWARD_TWICE)
            return self._value
        if self._released:
            raise RuntimeError(ERR_BACKWARD_TWICE)
        if self._unpack_hook is not None:
            return self._unpack_hooked(saved_for)
        self._raise_modified(saved_for)

    def reset_data(self):
        """Free what is saved (the engine calls this through ``release_variables``). A saved number is
        PyTorch's wrapped-number tensor there, freed like any saved tensor; a saved None stays None."""
        if self._vc is None and self._value is not None:
            self._value = _RELEASED_NUMBER
        self._tensor = self._data = None
        # Hooks: drop them too. (Not ``if self.__dict__``: reading it makes one.)
        if self._unpack_hook is not None:
            self._packed = self._unpack_hook = self._grad_fn = self._accumulator = None

    # -- hooks (torch.autograd.graph.saved_tensors_hooks / _raw_saved_x.register_hooks) ---
    def register_hooks(self, *args, **kwargs):
        if len(args) != 2 or kwargs or not all(map(callable, args)):
            raise TypeError(_incompatible_arguments(self, args, kwargs))
        pack_hook, unpack_hook = args
        if self._vc is None:
            raise RuntimeError(ERR_REGISTER_NONE)
        if self._released:
            raise RuntimeError(ERR_REGISTER_AFTER_FREE)
        if self._unpack_hook is not None:
            raise RuntimeError(ERR_REGISTER_TWICE)
        # PyTorch packs the stored data as is: the input itself, or the output's data.
        if self._tensor is not None:
            tensor = self._tensor
            self._record_metadata(tensor, False)
        else:  # the node's own output, saved as its data
            tensor = _Tensor._make(self._data, self._vc)
            self._is_output, self._requires_grad, self._is_leaf = True, True, False
        self._set_hooks(pack_hook, unpack_hook, tensor)

    def _set_hooks(self, pack_hook, unpack_hook, tensor):
        version = tensor._counter()[0]
        with no_grad():
            packed = pack_hook(tensor)
        if tensor._counter()[0] != version:
            raise RuntimeError(ERR_PACK_INPLACE)
        self._packed = packed
        self._unpack_hook = unpack_hook
        if not self._is_output:
            # An input keeps its grad_fn (no cycle); an output is re-attached on unpack.
            self._grad_fn = tensor._grad_fn
        if self._is_leaf and self._requires_grad:
            # The unpacked copy must accumulate into the original leaf (double backward).
            self._accumulator = tensor._accumulator  # weak, as PyTorch's grad_accumulator_
        self._tensor = self._data = None

    def _unpack_hooked(self, saved_for):
        data = self._unpack_hook(self._packed)
        if not isinstance(data, _Tensor):
            raise TypeError(
                "Output of saved tensor unpack_hook expected to be a Tensor but got result of type "
                + type(data).__name__)
        tensor = _Tensor._make(data._data, data._counter())
        grad_fn = saved_for if self._is_output and not self._is_leaf else self._grad_fn
        if grad_fn is not None:
            tensor._grad_fn = grad_fn
            tensor._output_nr = self._output_nr
            tensor._requires_grad = True
        else:
            tensor._requires_grad = self._requires_grad
            tensor._accumulator = self._accumulator
        return tensor

    # -- introspection ------------------------------------------------------------------
    @property
    def is_hooked(self):
        return self._unpack_hook is not None

    def _held(self):
        """What this saved variable keeps alive: an array, a packed object, or None."""
        if self._tensor is not None:
            return self._tensor._data
        if self._data is not None:
            return self._data
        return self._packed

    def __repr__(self):
        return f"<minitorch._C._autograd.SavedTensor object at {hex(id(self))}>"

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


# Python sees PyTorch's binding of SavedVariable, ``SavedTensor`` (``type(node._raw_saved_self).__name__``).
SavedVariable.__name__ = SavedVariable.__qualname__ = "SavedTensor"


def _incompatible_arguments(saved, args, kwargs):
    """pybind11's TypeError for a call to ``SavedTensor.register_hooks`` that matches no overload: its two
    arguments are positional only (pybind's ``arg0``, ``arg1``), and the message lists what it was given."""
    given = ", ".join(repr(a) for a in (saved,) + args)
    if kwargs:
        given += "; kwargs: " + ", ".join(f"{k}={v!r}" for k, v in kwargs.items())
    return ("register_hooks(): incompatible function arguments. The following argument types are supported:\n"
            "    1. (self: minitorch._C._autograd.SavedTensor, arg0: collections.abc.Callable, "
            "arg1: collections.abc.Callable) -> None\n\nInvoked with: " + given)


class _NotSaved(SavedVariable):
    """``NOT_SAVED``: the one SavedVariable of value None that stands in every slot a node did not need
    to fill (``self`` of ``a * b`` when only ``a`` requires grad). Its unpack and release are no-ops
    resolved on the class, as cheap as a call gets; it is otherwise a saved None, as in PyTorch."""

    __slots__ = ()

    def unpack(self, saved_for=None):
        return None

    def reset_data(self):
        pass


NOT_SAVED = _NotSaved(None)


# -- saved variables held in the node's own slot ---------------------------------------------------------
# PyTorch's SavedVariable is a member of its node, not an object of its own. A generated node keeps the
# common cases the same way, in the slot itself, with no SavedVariable made for them:
#   - an input or a leaf at version 0: the tensor itself (unpack checks it is still at version 0);
#   - an output at version 0 with its grad_fn: ``(data, version counter, output_nr)``, which holds no node,
#     so there is no cycle (the collector still tracks the tuple: CPython untracks a tuple only when none of
#     its items is a container, and the version counter is a dict).
# Everything else (another version, saved-tensor hooks, a tangent, None or a number, an inference tensor)
# is a SavedVariable, as before. A forward pass then makes no SavedVariable per saved tensor: on a chain of
# small ops that is ~10 % of the recording cost, and fewer objects for the collector to walk.

def save_input(value):
    """What a generated wrapper stores for an input (``SavedVariable(value, false)``)."""
    if (isinstance(value, _Tensor) and value._fw_grad is None and not OPEN_BLOCKS.saved_hooks
            and not value._inference):
        vc = value._vc
        if vc is None or not vc[0]:
            return value
    return SavedVariable(value)


def save_output(value):
    """What a generated wrapper stores for one of its node's outputs (``SavedVariable(value, true)``)."""
    if value._fw_grad is None and value._grad_fn is not None and not OPEN_BLOCKS.saved_hooks:
        vc = value._vc
        if vc is None:
            vc = value._vc = {0: 0}
        if not vc[0]:
            return value._data, vc, value._output_nr
    return SavedVariable(value, True)


def unpack_saved(saved, node=None):
    """``saved.unpack(node)`` for whatever the slot holds; ``node`` is the node an output is attached to."""
    if isinstance(saved, _Tensor):
        vc = saved._vc
        if vc is None or not vc[0]:
            return saved
    elif saved.__class__ is tuple:
        data, vc, output_nr = saved
        if not vc[0]:
            tensor = _Tensor._make(data, vc)
            if node is not None:
                tensor._grad_fn = node
                tensor._output_nr = output_nr
                tensor._requires_grad = True
            return tensor
    elif saved is NOT_SAVED:  # (its unpack, without the method call: the common case of a product's other operand)
        return None
    else:
        return saved.unpack(node)
    as_saved_variable(saved)._raise_modified(node)  # modified in place since it was saved


def wrapped_number(value):
    """``grad_fn._saved_<x>`` of a Tensor argument that was given a number: PyTorch saved the number wrapped in a
    0-dim tensor (int64, float64, bool or complex128, as NumPy's defaults are), and shows that."""
    if isinstance(value, _Tensor) or value is None:
        return value
    return _Tensor._make(numpy.asarray(value))


_UINT64 = (1 << 64) - 1


def saved_int(value):
    """``grad_fn._saved_<x>`` of an ``int``/``SymInt`` argument (a list of them too) as PyTorch's getters show it:
    converted with PyLong_FromUnsignedLong, so a negative one reads as its two's complement (-1 as 2**64 - 1); a
    loss's ``int reduction``, which minitorch's functional layer passes by name, as ATen's enum."""
    if value is None:
        return None
    if isinstance(value, (tuple, list)):
        return tuple(v & _UINT64 for v in value)
    if isinstance(value, str):  # a loss's ``reduction``, given by name: ATen's enum (at::Reduction)
        return _REDUCTIONS[value]
    return value & _UINT64


_REDUCTIONS = {"none": 0, "mean": 1, "sum": 2}


def release_saved(saved):
    """What the slot holds once backward has freed it (``reset_data``): a released SavedVariable."""
    if saved is NOT_SAVED:  # (nothing to free)
        return saved
    if isinstance(saved, SavedVariable):
        saved.reset_data()  # it may be in a user's hands (_raw_saved_x): it must read as freed too
        return saved
    return RELEASED


def as_saved_variable(saved):
    """The SavedVariable for a slot's value (``_raw_saved_x``, introspection): the same state, as an object."""
    if isinstance(saved, SavedVariable):
        return saved
    variable = SavedVariable.__new__(SavedVariable)
    if isinstance(saved, _Tensor):
        variable._tensor, variable._data, variable._vc = saved, None, saved._counter()
    else:
        data, variable._vc, output_nr = saved
        variable._tensor, variable._data = None, data
        if output_nr:
            variable._output_nr = output_nr
    variable._version = 0
    return variable


def saved_in_slot(value):
    """Is ``value``, read from a generated node's slot, a saved tensor kept in the slot itself?"""
    return isinstance(value, _Tensor) or (value.__class__ is tuple and len(value) == 3
                                          and value[1].__class__ is dict)


def raw_saved(node, slot):
    """``grad_fn._raw_saved_<x>``: the slot's SavedVariable, kept in the slot so that hooks registered on
    it apply to the node's own unpacks."""
    saved = as_saved_variable(getattr(node, slot))
    setattr(node, slot, saved)
    return saved


RELEASED = SavedVariable.__new__(SavedVariable)  # a freed saved tensor: unpack raises ERR_BACKWARD_TWICE
RELEASED._tensor = RELEASED._data = None
RELEASED._vc, RELEASED._version = {0: 0}, 0


def raw_saved_list(saved):
    """``grad_fn._raw_saved_<list>``: the SavedVariables of a saved tensor list, as a tuple."""
    if saved is None or any(s._released for s in saved):
        raise RuntimeError(ERR_BACKWARD_TWICE)
    return tuple(saved)


def _node_name(grad_fn):
    """How PyTorch's message names a node: ``MulBackward0`` -> ``Mul``, ``SumBackward1`` -> ``Sum1``."""
    name = grad_fn.name()
    if name.endswith("Backward0"):
        return name[:-len("Backward0")]
    return name.replace("Backward", "")
