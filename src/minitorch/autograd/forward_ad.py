"""Forward-mode AD (torch.autograd.forward_ad): dual tensors and their tangents.

A tangent lives on the tensor (``Tensor._fw_grad``, PyTorch's ``AutogradMeta::fw_grad_``)
for the one supported level, 0. The generated wrappers read ``STATE.active`` first, so
with no level entered forward AD costs one attribute test per op; inside a level a
wrapper whose inputs carry tangents evaluates the entry's ``result:`` formula
(``minitorch._generated.forward_derivatives``) and sets the output's tangent.
Exiting the level clears every tangent set in it.

In-place ops (``relu_``, ``x += y``, ``copy_``) evaluate their functional op's formula on a copy of
the input as it was and write the new tangent into the tensor's own, which its views share, as
PyTorch's ``self_t.copy_(...)`` does; a tensor that had no tangent first gets zeros shared with
its views and base (``inplace_input``).
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
    _check_dual(tensor, tangent, level)
    if tensor._fw_grad is not None:  # (minitorch has one level, 0)
        raise RuntimeError(f"Making a dual Tensor based on a Tensor that already has a forward gradient at the "
                           f"same level {level} is not supported.")
    if not _same_meta(tangent, tensor):
        # PyTorch keeps the tangent itself, whatever its dtype, only when it is laid out as the primal
        # (has_same_meta: strides, storage offset, and as many elements in its storage); otherwise it stores a
        # copy laid out as the primal, in the primal's dtype (a transposed tangent of a contiguous primal comes
        # back contiguous; a slice of a larger tensor is copied, so later writes to that tensor don't show).
        with paused():
            tangent = _empty_like_layout(tensor).copy_(tangent)
    with paused():
        dual = _variable_type().view(tensor, tuple(tensor.shape))  # ViewBackward0, as PyTorch's _make_dual
    set_fw_grad(dual, tangent)
    return dual


def _storage_numel(t):
    return t.untyped_storage().nbytes() // t.element_size()


def _same_meta(tangent, tensor):
    return (tangent.stride() == tensor.stride() and tangent.storage_offset() == tensor.storage_offset()
            and _storage_numel(tangent) == _storage_numel(tensor))


def _empty_like_layout(tensor):
    """An uninitialized tensor laid out as ``tensor``: its strides and offset in a storage of as many elements."""
    from .._creation import empty
    storage = empty((_storage_numel(tensor),), dtype=tensor.dtype, device=tensor.device)
    return storage.as_strided(tuple(tensor.shape), tensor.stride(), tensor.storage_offset())


def _check_dual(tensor, tangent, level=None):
    """make_dual's checks of its arguments (func.jvp makes them too where it computes by reverse mode)."""
    if not tensor.is_floating_point():
        raise ValueError(f"Expected primal to be floating point or complex, but got: {tensor.dtype}")
    if not tangent.is_floating_point():
        raise ValueError(f"Expected tangent to be floating point or complex, but got: {tangent.dtype}")
    if level is not None and level != STATE.level:
        raise RuntimeError("Invalid level given to _make_dual")
    if tuple(tangent.shape) != tuple(tensor.shape):
        raise RuntimeError(_size_mismatch(tensor, tangent))


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
    """Attach ``tangent`` to the output ``tensor`` (broadcast to its shape). Its dtype is the one the formula's
    arithmetic gave, as in PyTorch: a tangent of another dtype than its primal's (make_dual keeps one) flows
    through ops that do not promote it."""
    if tangent is None or not isinstance(tensor, _tensor.Tensor) or tensor._data.dtype.kind != "f":
        return
    if not isinstance(tangent, _tensor.Tensor):  # a formula that folded to a number
        from .._creation import full_like
        with paused():
            tangent = full_like(tensor, float(tangent))
    if tangent._data.shape != tensor._data.shape:
        with paused():
            tangent = tangent.expand(tuple(tensor.shape))
    existing = tensor._fw_grad
    if existing is not None:
        # An in-place op (or a custom Function's dirty output): the new tangent is written into the one
        # the tensor has, as PyTorch's ``self_t.copy_(...)``, so views sharing it see the change. A
        # broadcast tangent (a zero stride) has no memory of its own to write: it is replaced.
        if existing is tangent:
            return
        data = existing._data
        if data.shape == tangent._data.shape and _writable(data):
            data[...] = tangent._data
            return
    tensor._fw_grad = tangent
    STATE.dual_tensors.append(weakref.ref(tensor))


def _writable(data):
    if not getattr(getattr(data, "flags", None), "writeable", True):
        return False
    for size, stride in zip(data.shape, data.strides):
        if stride == 0 and size > 1:
            return False
    return True


def inplace_input(tensor, op):
    """Before an in-place op ``op`` under a dual level, when an input carries a tangent: make sure
    ``tensor`` has a tangent shared with its views and base (PyTorch: a view's tangent is a view of its
    base's), and return a copy of its value carrying that tangent, since the op's forward formula reads
    the input as it was before the op wrote over it."""
    if tensor._fw_grad is None:
        _share_zero_tangent(tensor, op)
    before = _tensor.Tensor._make(tensor._data.copy())
    before._fw_grad = tensor._fw_grad
    return before


def _share_zero_tangent(tensor, op):
    """Give ``tensor`` (and, when it is a view, its base) a zero tangent that its views share."""
    meta = tensor._view_meta
    root = tensor if meta is None else meta.base
    if root._fw_grad is None:
        if root._requires_grad:
            # Views of a tensor that requires grad are not tracked, so the ones that would share its
            # new tangent cannot be found: refuse rather than leave them without it.
            raise NotImplementedError(
                f"Forward AD through the in-place op {op} on a tensor that requires grad and has no tangent yet "
                "is not supported: its views could not share the tangent it gets. Give it a tangent first "
                "(forward_ad.make_dual) or use the out-of-place op.")
        from .._creation import zeros_like
        with paused():
            set_fw_grad(root, zeros_like(root))
        for ref in root.__dict__.get("_views", ()):
            view = ref()
            if view is not None and view._fw_grad is None:
                _share_base_tangent(view, root, op)
    if tensor is not root and tensor._fw_grad is None:
        _share_base_tangent(tensor, root, op)


def _share_base_tangent(view, root, op):
    from .. import backends
    meta = view._view_meta
    base_tangent = root._fw_grad._data
    data = meta.view_of(base_tangent) if meta.layout_epoch == len(root._layout_changes) else None
    if data is None or data.size and not backends.backend_of(data).may_share_memory(data, base_tangent):
        raise NotImplementedError(f"Forward AD through the in-place op {op} on this view is not supported: its "
                                  "tangent cannot be a view of its base's.")
    view._fw_grad = _tensor.Tensor._make(data)
    STATE.dual_tensors.append(weakref.ref(view))


def set_fw_grads(tensors, tangents):
    """A tensor-list output: one tangent per element."""
    for t, g in zip(tensors, tangents):
        set_fw_grad(t, g)


def not_implemented(op, no_formulas=False):
    if no_formulas:  # PyTorch's check in the autograd kernel of an op without derivatives.yaml formulas
        return NotImplementedError(f"Trying to use forward AD with aten::{op} that does not support it.")
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
