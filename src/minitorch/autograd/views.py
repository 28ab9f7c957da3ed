"""In-place operations and views (PyTorch's ADInplaceOrView layer, variable.cpp and CopySlices).

A view shares its root base's array memory and version counter. ``_base`` is the root
base (views of views point at the root) and ``_view_meta`` keeps how the view is read out
of that base: ``view_fns``, the view kernels on raw arrays applied in turn, which this
module replays on ``arange`` to learn, per element of the view, its flat position in the
base (PyTorch's TensorGeometry / as_strided description of a view).

An in-place op runs ``check_inplace`` before its kernel, ``write_inplace`` to store the
kernel's result into the tensor's own array and bump the version counter, and
``rebase_history`` to make its node the tensor's grad_fn. On a view, the node is wrapped
in a ``CopySlices`` node installed as the *base's* grad_fn, and every view of the base
regenerates its grad_fn (an ``AsStridedBackward0`` over the base) lazily, the first time
it is asked for it after the version counter moved (``view_grad_fn``).
"""
import math
import weakref

from .. import _strided, backends
from .. import kernels as _kernels
from .grad_mode import GRAD_OFF, OPEN_BLOCKS, STATE
from .node import Node, gradient_edge, non_overlapping_and_dense, output_metadata, set_history
from .saved_variable import ERR_BACKWARD_TWICE

__all__ = ["ViewMeta", "as_view", "view_grad_fn", "check_inplace", "write_inplace", "set_view_inplace",
           "rebase_history", "CopySlices", "AsStridedBackward0", "mark_dirty_outputs", "increment_version"]

# creation_meta (PyTorch's CreationMeta): how a view came to be, and so whether it may be modified in place.
DEFAULT = "DEFAULT"
IN_CUSTOM_FUNCTION = "IN_CUSTOM_FUNCTION"
MULTI_OUTPUT_NODE = "MULTI_OUTPUT_NODE"
NO_GRAD_MODE = "NO_GRAD_MODE"
INFERENCE_MODE = "INFERENCE_MODE"

_Tensor = None  # minitorch.Tensor, bound lazily (this module loads before _tensor.py finishes)


def _tensor_cls():
    global _Tensor
    if _Tensor is None:
        from .._tensor import Tensor
        _Tensor = Tensor
    return _Tensor


class ViewMeta:
    """PyTorch's DifferentiableViewMeta: how a view reads its base, and when its grad_fn was made."""

    __slots__ = ("base", "layout_epoch", "view_fns", "creation_meta", "attr_version", "creator_name")

    def __init__(self, base, layout_epoch, view_fns, creation_meta, attr_version, creator_name=None):
        self.base = base                  # the root base (Tensor._base reads it)
        self.layout_epoch = layout_epoch  # the base's in-place view ops (layout changes) before this view
        self.view_fns = view_fns          # view kernels, in turn: base array (as at layout_epoch) -> view;
        # each a function of the array or a tuple ``(kernel, xp, args...)`` meaning kernel(xp, array, *args)
        self.creation_meta = creation_meta
        self.attr_version = attr_version  # version counter value when grad_fn was last set
        self.creator_name = creator_name  # node name for "Output 0 of <name> is a view ..." errors

    def grad_fn(self, tensor):
        return view_grad_fn(tensor)

    def view_of(self, array):
        """The view read out of ``array``, laid out as the base was at ``layout_epoch`` (a loop, not nested
        calls: a view of a view of ... thousands deep needs no deep stack)."""
        for fn in self.view_fns:
            array = fn[0](fn[1], array, *fn[2:]) if type(fn) is tuple else fn(array)
        return array

    def positions(self, xp, base_shape, base_epoch):
        """Flat positions of the view's elements in the base laid out as at ``base_epoch`` (its shape
        then: ``base_shape``), as an int64 array of the view's shape. When the base changed layout in
        place in between (``transpose_``, ``squeeze_``), ``view_of`` gets the base's positions laid out
        as at this view's epoch, the layout it was made for."""
        index = xp.arange(math.prod(base_shape), dtype="int64").reshape(base_shape)
        if base_epoch != self.layout_epoch:
            index = _relayout(xp, index, _layout_at(self.base, base_epoch), _layout_at(self.base, self.layout_epoch))
        else:
            index = _in_base_storage(xp, index, self.base._data)
        return self.view_of(index)


# -- layout changes of a base: in-place view ops ------------------------------------------------------

class LayoutLog(list):
    """A base's layout, ``(shape, strides, data pointer)``, before each of its in-place view ops
    (``squeeze_``, ``transpose_``, ...) that a view or node made in between refers to: epoch ``e`` is
    ``log[e]``, the epoch after the last entry is the base's current layout. The ops rearrange the same
    memory, so an element is known by its address in every layout. Ops that nothing refers to in
    between add no entry: a tensor reshaped in place again and again keeps one per epoch in use."""

    __slots__ = ("taken",)

    def __init__(self):
        super().__init__()
        self.taken = -1  # the latest epoch a view or node refers to


def layout_epoch(base):
    """The epoch a view or node of ``base`` made now refers to: how many layouts its log holds."""
    log = base._layout_changes
    if not log:
        return 0
    log.taken = len(log)
    return log.taken


def record_layout_change(base):
    """Before an in-place view op on ``base``: keep its layout while something may refer to it."""
    log = base._layout_changes
    if not log:
        log = base._layout_changes = LayoutLog()  # the first change: whether epoch 0 is in use is not known
    elif log.taken < len(log):
        return  # nothing refers to the current layout: the op replaces it
    log.append(_layout_of(base._data))


def _layout_of(data):
    return data.shape, data.strides, backends.backend_of(data).data_ptr(data)


def _layout_at(base, epoch):
    log = base._layout_changes
    return log[epoch] if epoch < len(log) else _layout_of(base._data)


def _addresses(xp, layout):
    shape, strides, pointer = layout
    addresses = xp.full(shape, pointer, dtype="int64")
    for i, (size, stride) in enumerate(zip(shape, strides)):
        addresses += (xp.arange(size, dtype="int64") * stride).reshape((size,) + (1,) * (len(shape) - i - 1))
    return addresses


def _relayout(xp, index, from_layout, to_layout):
    """``index`` (laid out as ``from_layout``) laid out as ``to_layout``, each element found by its address."""
    from_addresses = _addresses(xp, from_layout).reshape(-1)
    to_addresses = _addresses(xp, to_layout).reshape(-1)
    order = xp.argsort(from_addresses)
    at = xp.minimum(xp.searchsorted(from_addresses[order], to_addresses), max(from_addresses.size - 1, 0))
    if not bool((from_addresses[order[at]] == to_addresses).all()):
        # The base's memory was replaced (``x.data = ...``) between the two layouts.
        raise RuntimeError("A view and its base no longer share memory: the view was made before the base's "
                           "data was replaced, so its gradient cannot be placed in the base's.")
    return index.reshape(-1)[order[at]].reshape(to_layout[0])


def _in_base_storage(xp, index, data):
    """``index`` laid out in a storage as ``data`` is in its own (strides, storage offset, storage length),
    so that an as_strided view, which reads the storage itself, finds the base's elements; a base that fills its
    storage contiguously needs nothing."""
    if index.shape != data.shape or data.size == 0:
        return index
    offset, length = _strided.storage_offset(data), _strided.storage_size(data)
    if offset == 0 and length == data.size and (data.flags.c_contiguous if hasattr(data, "flags") else True):
        return index
    storage = xp.full(length, -1, dtype="int64")  # -1: storage the base does not read
    laid_out = _strided.storage_view(storage, data.shape, _strided.element_strides(data), offset)
    laid_out[...] = index
    return laid_out


def _creation_meta(multi_output):
    if OPEN_BLOCKS.inference and STATE.inference_mode:  # no thread-local read while no such block is open
        return INFERENCE_MODE
    if GRAD_OFF and not STATE.grad_enabled:  # no thread-local read while grad is on everywhere
        return NO_GRAD_MODE
    return MULTI_OUTPUT_NODE if multi_output else DEFAULT


def as_view(base, view, view_fn, multi_output=False, creation_meta=None):
    """Make ``view`` (fresh from a view kernel over ``base``'s array) a view of ``base``'s root."""
    parent = base._view_meta
    new_meta = creation_meta or _creation_meta(multi_output)
    if parent is None:  # the common case first, with layout_epoch's and _counter's checks inlined
        root, epoch, fns = base, (layout_epoch(base) if base._layout_changes else 0), (view_fn,)
    else:
        root, epoch = parent.base, parent.layout_epoch  # read the root as the parent's kernels do
        fns = parent.view_fns + (view_fn,)
        # PyTorch's propagate_creation_meta: a view of a no_grad/multi-output view keeps that restriction.
        if new_meta == DEFAULT or parent.creation_meta == INFERENCE_MODE:
            new_meta = parent.creation_meta
    vc = root._vc
    if vc is None:
        vc = root._counter()
    view._vc = vc
    if view._inference is not root._inference:  # a view of a normal tensor is normal, even in inference mode
        view._inference = root._inference
    # A view requires grad when its base does (DifferentiableViewMeta::requires_grad).
    if root._requires_grad:
        view._requires_grad = True
    elif root._data.dtype.kind in "fc":
        remember_view(root, view)
    creator = view._grad_fn.name() if view._grad_fn is not None else None
    view._view_meta = ViewMeta(root, epoch, fns, new_meta, vc[0], creator)
    return view


def view_grad_fn(tensor):
    """The view's grad_fn, regenerated over its base when the version counter moved (VariableHooks::grad_fn)."""
    meta = tensor._view_meta
    version = tensor._vc[0]  # a view always has its base's counter
    if meta.attr_version != version:
        base = tensor._base
        if tensor._grad_fn is None and not base._requires_grad:
            return None  # attr_version stays: a base that requires grad later still regenerates it
        if meta.creation_meta != DEFAULT:
            # PyTorch's handle_view_on_rebase (indirect): a no_grad, inference-mode, multi-output or custom
            # Function view whose base changed in place has no grad_fn it could honestly get; every read of it
            # raises (so does the view's is_leaf, and any op using it).
            raise _view_error(tensor, indirect=True)
        meta.attr_version = version
        node = AsStridedBackward0(base, meta)
        node._next_edges = (gradient_edge(base),)
        old_fn, old_nr = tensor._grad_fn, tensor._output_nr
        set_history(tensor, node)
        _move_retains_grad(tensor, old_fn, old_nr)
    return tensor._grad_fn


def _move_retains_grad(tensor, old_fn, old_nr):
    if tensor._retains_grad and old_fn is not None and old_fn._retains_grad_hooks:
        hook = old_fn._retains_grad_hooks.pop(old_nr, None)
        if hook is not None:
            new_fn = tensor._grad_fn
            if new_fn._retains_grad_hooks is None:
                new_fn._retains_grad_hooks = {}
                new_fn._has_hooks = True
            new_fn._retains_grad_hooks[tensor._output_nr] = hook


# -- checks and history --------------------------------------------------------------------------

def _short_name(node_name):
    """How PyTorch's view+inplace messages name a node: ``UnbindBackward0`` -> ``Unbind``."""
    if node_name.endswith("Backward0"):
        return node_name[:-len("Backward0")]
    return node_name.replace("Backward", "")


def _view_error(tensor, indirect=False):
    meta = tensor._view_meta
    name = _short_name(meta.creator_name or "")
    prefix = (f"Output {tensor._output_nr} of {name} is a view and {'its base or another view of its base has been' if indirect else 'is being'} "
              f"modified inplace. ")
    kind = meta.creation_meta
    if kind == MULTI_OUTPUT_NODE:
        return RuntimeError(prefix + "This view is the output of a function that returns multiple views. Such "
                            "functions do not allow the output views to be modified inplace. You should replace "
                            "the inplace operation by an out-of-place one.")
    if kind == IN_CUSTOM_FUNCTION:
        return RuntimeError(prefix + "This view was created inside a custom Function (or because an input was "
                            "returned as-is) and the autograd logic to handle view+inplace would override the "
                            "custom backward associated with the custom Function, leading to incorrect gradients. "
                            "This behavior is forbidden. You can fix this by cloning the output of the custom "
                            "Function.")
    # NO_GRAD_MODE / INFERENCE_MODE
    mode, where, block = (("inference", "in normal mode", "inference_mode") if kind == INFERENCE_MODE
                          else ("no_grad", "with grad mode enabled", "no_grad"))
    modified = "its base or another view of its base has been" if indirect else "is being"
    if meta.creator_name:  # made with grad mode on, from a view made in no_grad mode
        start = (f"Output {tensor._output_nr} of {name} is a view of a view which was created in {mode} mode and "
                 f"{modified} modified inplace {where}. ")
    else:
        start = f"A view was created in {mode} mode and {modified} modified inplace {where}. "
    return RuntimeError(start + "Given that this use case is ambiguous and error-prone, it is forbidden. You can clarify "
                        f"your code by moving both the view and the inplace either both inside the {block} block "
                        "(if you don't want the inplace to be tracked) or both outside (if you want the inplace "
                        "to be tracked).")


# Set while graph.allow_mutation_on_saved_tensors is active: called with each tensor an in-place op is about to
# write (before its kernel), so a saved tensor sharing its storage can be cloned first.
before_inplace_write = None


def check_inplace(tensor, requires_grad):
    """Refuse in-place ops autograd cannot record (PyTorch's check_inplace); fine under no_grad."""
    if before_inplace_write is not None:
        before_inplace_write(tensor)
    if not requires_grad:
        return
    meta = tensor._view_meta
    if meta is not None:
        if meta.creation_meta != DEFAULT:
            raise _view_error(tensor)
        base = tensor._base
        if tensor._requires_grad and base._grad_fn is None:
            raise RuntimeError("a view of a leaf Variable that requires grad is being used in an in-place "
                               "operation.")
    if tensor._requires_grad and tensor._grad_fn is None:
        raise RuntimeError("a leaf Variable that requires grad is being used in an in-place operation.")


_TYPE_NAMES = {"float16": "Half", "float32": "Float", "float64": "Double", "int8": "Char", "int16": "Short",
               "int32": "Int", "int64": "Long", "uint8": "Byte", "bool": "Bool"}


_CATEGORY = {"b": 0, "u": 1, "i": 1, "f": 2, "c": 3}  # bool < integer < floating < complex


def write_inplace(tensor, out):
    """Store an op's result into ``tensor``'s own array (every view sees it) and bump the version.
    ``out`` may be that array itself, already written by the kernel: then nothing is copied."""
    data = tensor._data
    if out is not data:
        shape = getattr(out, "shape", ())
        if shape != data.shape:
            _kernels.check_inplace_broadcast(data.shape, shape)
        out_dtype = getattr(out, "dtype", None)
        if out_dtype is not None and _CATEGORY[out_dtype.kind] > _CATEGORY[data.dtype.kind]:
            raise RuntimeError(f"result type {_TYPE_NAMES.get(out_dtype.name, out_dtype.name)} can't be cast to "
                               f"the desired output type {_TYPE_NAMES.get(data.dtype.name, data.dtype.name)}")
        check_no_internal_overlap(data)
        _writeable(data)
        data[...] = out
    else:
        check_no_internal_overlap(data)  # a kernel that wrote into ``data`` itself
    bump_version(tensor)
    return tensor


def set_view_inplace(tensor, out, view_fn, grad_fn):
    """An in-place view op (``squeeze_``, ``unsqueeze_``, ``transpose_``, ``t_``): ``tensor`` now reads its
    memory through ``out``, the kernel's view of its array. Nothing is written, but the version moves,
    as in PyTorch. A view keeps reading its base, now through ``view_fn`` too. A base records the change
    of layout, so that the views made of it before still find their elements (ViewMeta.positions).
    ``grad_fn`` (when recording) becomes the tensor's history directly: edge 0 already leads to its old
    history."""
    meta = tensor._view_meta
    if meta is None:
        record_layout_change(tensor)
    tensor._data = out
    bump_version(tensor)
    if meta is not None:
        meta.view_fns += (view_fn,)
    if grad_fn is not None:
        set_history(tensor, grad_fn)
        if meta is not None:
            meta.attr_version = tensor._vc[0]  # the node just set is current: nothing to regenerate


def bump_version(tensor):
    """PyTorch's VariableVersion::bump: an inference tensor has no version counter to bump outside
    inference mode (the write itself has already happened, as in PyTorch)."""
    if tensor._inference and not STATE.inference_mode:
        raise RuntimeError(INPLACE_ON_INFERENCE)
    tensor._bump_version()


INPLACE_ON_INFERENCE = ("Inplace update to inference tensor outside InferenceMode is not allowed.You can make a "
                        "clone to get a normal tensor before doing inplace update.See "
                        "https://github.com/pytorch/rfcs/pull/17 for more details.")


PARTIAL_OVERLAP = ("unsupported operation: some elements of the input tensor and the written-to tensor refer to a "
                   "single memory location. Please clone() the tensor before performing the operation.")


def check_no_partial_overlap(out, other):
    """PyTorch's assert_no_partial_overlap: an in-place op may read the memory it writes whole
    (``x.add_(x)``) but not shifted (``x[1:].add_(x[:-1])``), whose result would depend on the order of
    the writes. As in PyTorch, layouts too hard to compare (not dense) are let through."""
    if type(other) is not type(out) or other is out:
        return
    if out.base is None and other.base is None:  # two arrays that each own their memory: disjoint
        return
    backend = backends.backend_of(out)
    if not backend.may_share_memory(out, other):
        return
    if not (non_overlapping_and_dense(out) and non_overlapping_and_dense(other)):
        return
    if backend.data_ptr(out) != backend.data_ptr(other) or out.nbytes != other.nbytes:
        raise RuntimeError(PARTIAL_OVERLAP)


def _writeable(data):
    """Let ``data``, checked free of internal overlap, be written: NumPy marks every view of an expanded array
    read-only (broadcast_to's rule), where PyTorch writes one element or a size-1 broadcast dim through it. An
    array whose memory NumPy holds read-only stays so, and NumPy's error follows."""
    flags = getattr(data, "flags", None)
    if flags is not None and not flags.writeable:
        try:
            flags.writeable = True
        except ValueError:
            pass


def check_no_internal_overlap(data):
    """Writes into an expanded tensor would race (PyTorch's assert_no_internal_overlap)."""
    if 0 not in data.strides or data.size == 0:  # an empty tensor writes nothing
        return
    for size, stride in zip(data.shape, data.strides):
        if stride == 0 and size > 1:
            raise RuntimeError("unsupported operation: more than one element of the written-to tensor refers to a "
                               "single memory location. Please clone() the tensor before performing the "
                               "operation.")


def increment_version(tensor):
    """torch.autograd.graph.increment_version."""
    tensors = tensor if isinstance(tensor, (list, tuple)) else (tensor,)
    for t in tensors:
        t._bump_version()


def remember_view(root, view):
    """``root`` does not require grad, but may start to (an in-place op, ``requires_grad_()``); then
    ``view`` must too. PyTorch asks the base each time; we keep the flag on the view, where the
    wrappers read it, and the base keeps weak references to its views to update them.

    Plain weak references in a list (a WeakSet with one entry costs ~6x more to make, and every gradient that
    backward reshapes would make one); dead ones are dropped whenever the list's length reaches a
    power of two, so a long-lived base sliced again and again holds a bounded list."""
    refs = root.__dict__.get("_views")
    if refs is None:
        root.__dict__["_views"] = [weakref.ref(view)]
        return
    refs.append(weakref.ref(view))
    n = len(refs)
    if n >= 32 and not n & (n - 1):
        refs[:] = [ref for ref in refs if ref() is not None]


def base_requires_grad_now(base):
    """``base`` now requires grad: so do the views made of it before."""
    refs = base.__dict__.pop("_views", None)
    if refs:
        for ref in refs:
            view = ref()
            if view is not None:
                view._requires_grad = True


def rebase_history(tensor, grad_fn):
    """Make ``grad_fn`` (edge 0: ``tensor``'s old history) the history of ``tensor`` after an in-place op."""
    meta = tensor._view_meta
    if meta is None and not tensor._requires_grad:
        base_requires_grad_now(tensor)
    if meta is not None:
        base = tensor._base
        if not base._requires_grad:
            base_requires_grad_now(base)
        grad_fn._input_metadata += output_metadata(tensor._data)
        copy_slices = CopySlices(base, meta, grad_fn)
        old_fn, old_nr = base._grad_fn, base._output_nr
        set_history(base, copy_slices)
        _move_retains_grad(base, old_fn, old_nr)
        meta.attr_version = -1  # regenerate the view's own grad_fn now
        view_grad_fn(tensor)
        return
    old_fn, old_nr = tensor._grad_fn, tensor._output_nr
    set_history(tensor, grad_fn)
    _move_retains_grad(tensor, old_fn, old_nr)


# -- the nodes ---------------------------------------------------------------------------------------

def _positions_tensor(meta, base_shape, base_epoch, like):
    """The view's flat positions in its base (``base_shape``, at ``base_epoch``), as an int64 tensor on
    ``like``'s device."""
    xp = backends.array_module(like._data)
    return _tensor_cls()._make(meta.positions(xp, base_shape, base_epoch).copy())


class AsStridedBackward0(Node):
    """The regenerated grad_fn of a view whose base changed in place: scatters the view's gradient
    into a zero gradient of the base's shape (summing where the view repeats elements)."""

    __slots__ = ("base_shape", "base_epoch", "meta", "_positions")

    def __init__(self, base, meta):
        super().__init__()
        self.base_shape = tuple(base._data.shape)  # the base as it is now: its gradient has this layout
        self.base_epoch = layout_epoch(base)
        self.meta = meta
        self._positions = None

    def apply(self, grads):
        import minitorch as torch
        grad = grads[0]
        if grad is None:
            return [None]
        if self._positions is None:
            self._positions = _positions_tensor(self.meta, self.base_shape, self.base_epoch, grad)
        flat = self._positions.reshape(-1)
        zeros = torch.zeros(math.prod(self.base_shape), dtype=grad.dtype, device=grad.device)
        return [zeros.scatter_add(0, flat, grad.reshape(-1)).reshape(self.base_shape)]


class CopySlices(Node):
    """Grad_fn of a base after an in-place op on one of its views (PyTorch's CopySlices):
    the view's part of the incoming gradient goes through ``fn`` (the in-place op's node),
    the rest passes to the base's old history unchanged."""

    __slots__ = ("fn", "meta", "base_shape", "base_epoch", "_positions")

    def __init__(self, base, meta, fn):
        super().__init__()
        self.fn = fn
        self.meta = meta
        self.base_shape = tuple(base._data.shape)
        self.base_epoch = layout_epoch(base)
        self._positions = None
        base_edge = gradient_edge(base)
        # fn's edge 0 led to the view's old grad_fn; through CopySlices it is the base's old history.
        fn._next_edges = (base_edge,) + tuple(fn._next_edges[1:])
        self._next_edges = fn._next_edges

    def name(self):
        return "torch::autograd::CopySlices"

    def __repr__(self):
        return f"<CopySlices object at {hex(id(self))}>"

    def apply(self, grads):
        fn = self.fn
        if fn is None:
            raise RuntimeError(ERR_BACKWARD_TWICE)
        grad = grads[0]
        if grad is None:
            return [None] * len(self._next_nodes)
        if self._positions is None:
            self._positions = _positions_tensor(self.meta, self.base_shape, self.base_epoch, grad)
        positions = self._positions.reshape(-1)
        flat = grad.reshape(-1)
        grad_slice = flat[positions].reshape(self._positions.shape)
        res = list(fn.apply([grad_slice]))
        res += [None] * (len(self._next_nodes) - len(res))
        if res[0] is not None:
            res[0] = flat.index_put([positions], res[0].reshape(-1)).reshape(self.base_shape)
        return res

    def release_variables(self):
        if self.fn is not None:
            self.fn.release_variables()
        self.fn = None


# -- custom Functions: ctx.mark_dirty and inputs returned as-is ---------------------------------------

def mark_dirty_outputs(node, outputs, inputs, dirty, non_differentiable=frozenset()):
    """After a custom Function's forward: bump dirty inputs' versions and rebase their history onto
    ``node``; an input returned as-is (not dirty) becomes a view of it, or, marked non-differentiable, a
    detached alias (its array and version counter, no history). ``outputs`` holds the forward's results;
    returns them with those aliases made. Called by Function.apply."""
    Tensor = _tensor_cls()
    dirty_ids = {id(t) for t in dirty}
    input_ids = {id(t) for t in inputs if isinstance(t, Tensor)}
    for t in dirty:
        if id(t) not in input_ids:
            raise RuntimeError("Some elements marked as dirty weren't returned as outputs")
        if t._requires_grad and t._grad_fn is None and t._view_meta is None:
            raise RuntimeError("a leaf Variable that requires grad has been used in an in-place operation.")
        t._bump_version()
    new = []
    for o in outputs:
        if isinstance(o, Tensor) and id(o) in input_ids and id(o) not in dirty_ids:
            if id(o) in non_differentiable:
                o = o.detach()
            else:
                alias = Tensor._make(o._data)
                as_view(o, alias, _identity, creation_meta=IN_CUSTOM_FUNCTION)
                o = alias
        new.append(o)
    return new


def _identity(a):
    return a


def set_custom_output_history(node, output, dirty_ids):
    """Attach one custom Function output to ``node``: rebase a dirty input, set_history otherwise."""
    if id(output) in dirty_ids:
        if output._view_meta is not None:
            check_inplace(output, True)
        rebase_history(output, node)
    else:
        set_history(output, node)
        meta = output._view_meta
        if meta is not None:  # any view the forward made (PyTorch's _wrap_outputs): its in-place change is refused
            meta.creation_meta = IN_CUSTOM_FUNCTION
            meta.creator_name = node.name()
            meta.attr_version = output._counter()[0]
