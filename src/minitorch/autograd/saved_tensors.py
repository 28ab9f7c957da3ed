"""Saved-tensor hooks and memory introspection (torch.autograd.graph's saved-tensors part).

``saved_tensors_hooks(pack_hook, unpack_hook)`` installs a pair of hooks that every
tensor saved for backward goes through while the context is active: ``pack_hook(t)``
runs once, when the forward saves ``t`` (with grad mode off), and whatever it returns
is all the graph keeps; ``unpack_hook(packed)`` runs at every use of the saved tensor
(backward formulas, ``grad_fn._saved_*``, ``ctx.saved_tensors``) and must return a
Tensor. Contexts nest and are thread-local; the innermost one wins.

``save_on_cpu()`` is such a pair that moves saved tensors to host memory and back.
``disable_saved_tensors_hooks(message)`` makes any attempt to install hooks raise
``RuntimeError(message)``.

``saved_tensors_nbytes(tensor)`` answers "how much memory does this graph's saved state
hold, and where": it walks the graph behind ``tensor`` and adds up, per device, the
storage bytes its saved tensors (or their packed forms) keep alive.
"""
import contextlib

from .grad_mode import STATE, count_open_block
from .saved_variable import SavedVariable, as_saved_variable, saved_in_slot

__all__ = ["saved_tensors_hooks", "save_on_cpu", "disable_saved_tensors_hooks", "saved_tensors_nbytes",
           "saved_tensors"]


class saved_tensors_hooks:
    """Context manager setting a pair of pack / unpack hooks for saved tensors.

    Example::

        >>> def pack_hook(x):
        ...     print("Packing", x)
        ...     return x.detach()
        >>> def unpack_hook(x):
        ...     print("Unpacking", x)
        ...     return x
        >>> a = torch.ones(5, requires_grad=True)
        >>> with torch.autograd.graph.saved_tensors_hooks(pack_hook, unpack_hook):
        ...     y = a * a          # packs a twice (once as self, once as other)
        >>> y.sum().backward()     # unpacks both

    A pack hook should not keep the tensor it is given alive by itself (return
    ``x.detach()`` or a copy, not a structure holding ``x``): a saved output would
    otherwise reference its own grad_fn and form a reference cycle.
    """

    def __init__(self, pack_hook, unpack_hook):
        self.pack_hook = pack_hook
        self.unpack_hook = unpack_hook

    def __enter__(self):
        message = STATE.saved_tensors_hooks_disabled
        if message is not None:
            raise RuntimeError(message)
        STATE.saved_tensors_hooks = STATE.saved_tensors_hooks + ((self.pack_hook, self.unpack_hook),)
        count_open_block("saved_hooks", 1)

    def __exit__(self, *exc):
        STATE.saved_tensors_hooks = STATE.saved_tensors_hooks[:-1]
        count_open_block("saved_hooks", -1)


class save_on_cpu(saved_tensors_hooks):
    """Saved tensors are packed to host memory in the forward and brought back to their
    device when backward needs them (PyTorch's ``save_on_cpu``).

    On the CPU backend the host *is* the compute device, so packing is a no-op that
    shares storage (as ``tensor.cpu()`` does in PyTorch); on an accelerator backend the
    device copies are dropped after the forward and re-created during backward.
    ``pin_memory`` is accepted for compatibility; host copies are plain (pageable)
    memory in minitorch's backends.
    """

    def __init__(self, pin_memory=False, device_type="cuda"):
        self.pin_memory = pin_memory
        self.device_type = device_type

        def pack_to_cpu(tensor):
            # detach(): the packed copy must not reference the graph (no cycle on CPU,
            # where .cpu() returns the tensor itself).
            return (tensor.device, tensor.detach().cpu())

        def unpack_from_cpu(packed):
            device, tensor = packed
            return tensor.to(device, non_blocking=pin_memory)

        super().__init__(pack_to_cpu, unpack_from_cpu)


@contextlib.contextmanager
def disable_saved_tensors_hooks(error_message):
    """Forbid saved-tensors default hooks in this block: installing them raises
    ``RuntimeError(error_message)`` (and so does entering this block while hooks are
    active)."""
    previous = STATE.saved_tensors_hooks_disabled
    try:
        STATE.saved_tensors_hooks_disabled = error_message
        if STATE.saved_tensors_hooks:
            raise RuntimeError(error_message)
        yield
    finally:
        STATE.saved_tensors_hooks_disabled = previous


# -- introspection ---------------------------------------------------------------------------

def saved_tensors(node):
    """The SavedVariables a node holds, in attribute order (generated nodes, custom
    Function nodes, and nodes wrapping another node such as CopySlices)."""
    from .function_utils import GeneratedNode
    found = []
    stack = [node]
    seen = set()
    while stack:
        n = stack.pop()
        if id(n) in seen:
            continue
        seen.add(id(n))
        generated = isinstance(n, GeneratedNode)
        for value in _attribute_values(n):
            if isinstance(value, SavedVariable):
                found.append(value)
            elif generated and saved_in_slot(value):
                found.append(as_saved_variable(value))
            elif isinstance(value, (list, tuple)):
                found.extend(v for v in value if isinstance(v, SavedVariable))
            elif _is_inner_node(value):
                stack.append(value)
    return found


def saved_tensors_nbytes(tensor, *, by_node=False):
    """Bytes held by the saved tensors of the graph behind ``tensor``, per device.

    Returns ``{"cpu": n, "cuda:0": m, ...}``. Storage is counted once however many
    nodes (or views) save it; packed objects (from saved-tensor hooks) are searched for
    tensors and arrays, so ``save_on_cpu`` shows up as bytes on ``"cpu"``. Leaves
    and inputs saved by the graph count too (they are what backward reads). With
    ``by_node=True`` returns ``(totals, {node_name_with_index: {device: bytes}})``
    where each storage is attributed to the first node found holding it.
    """
    from .._tensor import Tensor
    from .. import backends
    fn = tensor.grad_fn if isinstance(tensor, Tensor) else tensor
    totals = {}
    per_node = {}
    counted = set()
    for node in _walk(fn):
        mine = {}
        for saved in saved_tensors(node):
            for device, key, nbytes in _storages(saved._held(), Tensor, backends):
                if key in counted:
                    continue
                counted.add(key)
                totals[device] = totals.get(device, 0) + nbytes
                mine[device] = mine.get(device, 0) + nbytes
        if by_node and mine:
            per_node[f"{node.name()}#{len(per_node)}"] = mine
    return (totals, per_node) if by_node else totals


def _walk(fn):
    """Every node reachable from ``fn`` (iterative)."""
    if fn is None:
        return
    seen = {id(fn)}
    stack = [fn]
    while stack:
        node = stack.pop()
        yield node
        for child in getattr(node, "_next_nodes", ()):
            if child is not None and id(child) not in seen:
                seen.add(id(child))
                stack.append(child)


def _attribute_values(node):
    names = []
    for klass in type(node).__mro__:
        slots = klass.__dict__.get("__slots__", ())
        names.extend((slots,) if isinstance(slots, str) else slots)
    for name in names:
        if name in ("__weakref__", "__dict__", "_next_nodes", "_next_nrs"):
            continue
        value = getattr(node, name, None)
        if value is not None:
            yield value
    yield from getattr(node, "__dict__", {}).values()


def _is_inner_node(value):
    from .node import Node
    return isinstance(value, Node)


def _storages(held, Tensor, backends):
    """(device string, storage key, storage nbytes) for each array inside ``held``."""
    out = []
    stack = [held]
    depth_guard = 0
    while stack and depth_guard < 10_000:
        depth_guard += 1
        obj = stack.pop()
        if obj is None:
            continue
        if isinstance(obj, Tensor):
            obj = obj._data
        if type(obj) in backends._BACKEND_BY_TYPE:
            root = _storage_root(obj)
            backend = backends.backend_of(root)
            device = "cpu" if backend.device_type == "cpu" else f"{backend.device_type}:{backend.device_index(root)}"
            out.append((device, (device, backend.data_ptr(root), root.nbytes), root.nbytes))
        elif isinstance(obj, (list, tuple)):
            stack.extend(obj)
        elif isinstance(obj, dict):
            stack.extend(obj.values())
    return out


def _storage_root(array):
    root = array
    while isinstance(getattr(root, "base", None), type(array)):
        root = root.base
    return root
