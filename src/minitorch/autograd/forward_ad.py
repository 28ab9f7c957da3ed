"""Forward-mode AD (torch.autograd.forward_ad): dual tensors and their tangents.

A tangent lives on the tensor (``Tensor._fw_grad``, PyTorch's ``AutogradMeta::fw_grad_``)
for the one supported level, 0. The generated wrappers read ``STATE.active`` first, so
with no level entered forward AD costs one attribute test per op; inside a level a
wrapper whose inputs carry tangents evaluates the entry's ``result:`` formula
(``minitorch._generated.forward_derivatives``) and sets the output's tangent.
Exiting the level clears every tangent set in it.
"""
import weakref
from typing import NamedTuple, Optional

from .. import _tensor
from .grad_mode import _DecoratorContextManager

__all__ = ["UnpackedDualTensor", "enter_dual_level", "exit_dual_level", "make_dual", "unpack_dual", "dual_level"]

NOT_IMPLEMENTED = ("Trying to use forward AD with {} that does not support it because it has not been implemented "
                   "yet.\nPlease file an issue to PyTorch at https://github.com/pytorch/pytorch/issues/new?template="
                   "feature-request.yml so that we can prioritize its implementation or submit a PR adding the "
                   "implementation to derivatives.yaml")


class _State:
    """``active``: a level is entered and tangents propagate (off while a formula runs)."""

    __slots__ = ("active", "level", "dual_tensors", "generation")

    def __init__(self):
        self.active = False
        self.level = -1
        self.dual_tensors = []   # weak references to every tensor given a tangent in this level
        self.generation = 0      # bumped per level, so tangents kept elsewhere (saved outputs) expire


STATE = _State()
_current_level = -1


# -- levels ---------------------------------------------------------------------------------

def enter_dual_level():
    """Enter a new forward grad level (only one may exist, as in PyTorch)."""
    global _current_level
    if STATE.level >= 0:
        raise RuntimeError("Nested forward mode AD is not supported at the moment")
    STATE.level = 0
    STATE.generation += 1
    STATE.active = True
    _current_level = 0
    return 0


def exit_dual_level(*, level=None):
    """Exit the level, deleting every tangent that was set in it."""
    global _current_level
    if level is None:
        level = _current_level
    if level != _current_level:
        raise RuntimeError("Trying to exit a forward AD level that was not the last one that was created. This is "
                           "not supported.")
    if level < 0:
        raise RuntimeError("Dual level must be a positive number.")
    for ref in STATE.dual_tensors:
        t = ref()
        if t is not None:
            t._fw_grad = None
    STATE.dual_tensors = []
    STATE.active = False
    STATE.level = -1
    STATE.generation += 1
    _current_level = level - 1


class dual_level(_DecoratorContextManager):
    """Context manager: ``with dual_level(): ...`` enters a level and exits it (clearing tangents)."""

    def __enter__(self):
        return enter_dual_level()

    def __exit__(self, exc_type, exc_value, traceback):
        exit_dual_level()


class UnpackedDualTensor(NamedTuple):
    primal: "_tensor.Tensor"
    tangent: Optional["_tensor.Tensor"]


# -- dual tensors ---------------------------------------------------------------------------

def make_dual(tensor, tangent, *, level=None):
    """A new tensor aliasing ``tensor`` (a view, backward-differentiable) with ``tangent`` attached."""
    if level is None:
        level = _current_level
    if level < 0:
        raise RuntimeError("Trying to create a dual Tensor for forward AD but no level exists, make sure to "
                           "enter_dual_level() first.")
    if not tensor.is_floating_point():
        raise ValueError(f"Expected primal to be floating point or complex, but got: {tensor.dtype}")
    if not tangent.is_floating_point():
        raise ValueError(f"Expected tangent to be floating point or complex, but got: {tangent.dtype}")
    if tuple(tangent.shape) != tuple(tensor.shape):
        raise RuntimeError(_size_mismatch(tensor, tangent))
    if tangent.dtype != tensor.dtype:
        tangent = tangent.to(tensor.dtype)
    with paused():
        dual = _variable_type().view(tensor, tuple(tensor.shape))  # ViewBackward0, as PyTorch's _make_dual
    set_fw_grad(dual, tangent)
    return dual


def unpack_dual(tensor, *, level=None):
    """``(primal, tangent)``: a tangent-free alias of ``tensor`` and its tangent (None if it has none)."""
    if level is None:
        level = _current_level
    if level < 0:
        return UnpackedDualTensor(tensor, None)
    if level != STATE.level:
        raise RuntimeError("Invalid level given to _fw_primal")
    with paused():
        primal = _variable_type().alias(tensor)
    return UnpackedDualTensor(primal, tensor._fw_grad)


def _variable_type():
    from .._generated import variable_type
    return variable_type


def _size_mismatch(tensor, tangent):
    return (f"Trying to set a forward gradient that has a different size than that of the original Tensor, this is "
            f"not supported. Tensor is of size {list(tensor.shape)} while the given forward gradient is of size "
            f"{list(tangent.shape)}.")


# -- what the generated code calls ------------------------------------------------------------

class paused:
    """Stop tangent propagation while a forward formula (or a custom forward) runs: formulas see
    primals and tangents as plain tensors, as PyTorch's single-level codegen does."""

    __slots__ = ("prev",)

    def __enter__(self):
        self.prev = STATE.active
        STATE.active = False

    def __exit__(self, *exc):
        STATE.active = self.prev


def has_fw_grad(*tensors):
    """Does any input (a Tensor, a list of Tensors, a number or None) carry a tangent?"""
    for t in tensors:
        if isinstance(t, (list, tuple)):
            if any(x is not None and getattr(x, "_fw_grad", None) is not None for x in t):
                return True
        elif getattr(t, "_fw_grad", None) is not None:
            return True
    return False


def tangent_of(t):
    """A forward formula's ``x_t``: the tangent, zeros for a tensor without one, None for None."""
    if t is None:
        return None
    if isinstance(t, (list, tuple)):
        return [tangent_of(x) for x in t]
    if not isinstance(t, _tensor.Tensor):
        return 0.0  # a Python number passed for a Tensor argument (a wrapped number) is constant
    tangent = t._fw_grad
    if tangent is None:
        from .._creation import zeros_like
        return zeros_like(t)
    return tangent


def set_fw_grad(tensor, tangent):
    """Attach ``tangent`` to the output ``tensor`` (broadcast to its shape, cast to its dtype)."""
    if tangent is None or not isinstance(tensor, _tensor.Tensor) or tensor._data.dtype.kind != "f":
        return
    if not isinstance(tangent, _tensor.Tensor):  # a formula that folded to a number
        from .._creation import full_like
        with paused():
            tangent = full_like(tensor, float(tangent))
    if tangent._data.shape != tensor._data.shape:
        with paused():
            tangent = tangent.expand(tuple(tensor.shape))
    if tangent._data.dtype != tensor._data.dtype:
        with paused():
            tangent = tangent.to(tensor.dtype)
    tensor._fw_grad = tangent
    STATE.dual_tensors.append(weakref.ref(tensor))


def set_fw_grads(tensors, tangents):
    """A tensor-list output: one tangent per element."""
    for t, g in zip(tensors, tangents):
        set_fw_grad(t, g)


def not_implemented(op):
    return NotImplementedError(NOT_IMPLEMENTED.format(op))


# -- custom Functions (called by function.py) ---------------------------------------------------

def custom_function_jvp(cls, ctx, args, outputs):
    """After ``MyFn.forward`` under a level: call ``MyFn.jvp(ctx, *tangents)`` and attach its result."""
    Tensor = _tensor.Tensor
    tangents = [tangent_of(a) if isinstance(a, Tensor) else None for a in args]
    saved = ctx.__dict__.pop("saved_for_forward", None)
    ctx._jvp_saved = tuple(saved) if saved is not None else None
    try:
        with paused():
            result = cls.jvp(ctx, *tangents)
    finally:
        ctx._jvp_saved = None
    outs = outputs if isinstance(outputs, tuple) else (outputs,)
    result = result if isinstance(result, tuple) else (result,)
    tensor_outs = [o for o in outs if isinstance(o, Tensor)]
    if len(result) != len(outs) and len(result) != len(tensor_outs):
        raise RuntimeError(f"{cls.__name__}.jvp returned {len(result)} tangents but forward returned "
                           f"{len(outs)} outputs")
    for o, t in zip(outs if len(result) == len(outs) else tensor_outs, result):
        if isinstance(o, Tensor) and t is not None:
            if tuple(t.shape) != tuple(o.shape):
                raise RuntimeError(_size_mismatch(o, t))
            set_fw_grad(o, t)
