"""torch.autograd.graph.allow_mutation_on_saved_tensors: inside it, an in-place op on a tensor that the graph saved
(or on a view of it that starts at the same element) first clones the saved value, so backward sees the value as
it was saved instead of failing its version check.

Saved tensors go through a saved_tensors_hooks pair: the pack hook files each one under a handle, keyed by the
tensor's identity and version (tid) and grouped by address and version (sid); in-place ops report the tensor
they are about to write (views.check_inplace), and every saved tensor of its group is swapped for a clone.
PyTorch intercepts the writes with a dispatch mode; the bookkeeping is the same."""
import contextlib
from collections import defaultdict
from weakref import WeakKeyDictionary, WeakValueDictionary

from . import views
from .saved_tensors import saved_tensors_hooks

__all__ = ["allow_mutation_on_saved_tensors"]

_enabled = False


def _get_tid(tensor):
    return (id(tensor), tensor.data_ptr(), tensor._version)


def _get_sid(tensor):
    # PyTorch groups by the first element's address and the version, not by storage: a view that starts where the
    # saved tensor starts is caught, one that starts further in (x[1:]) is not, and the saved value is then read
    # as mutated (no version check runs on hooked saved tensors). Kept as PyTorch does it: it is the oracle.
    return (tensor.data_ptr(), tensor._version)


class _Handle:
    pass


class _AllowMutationOnSavedContext:
    """The state of one allow_mutation_on_saved_tensors block (what it yields), cleared when it exits."""

    def __init__(self):
        self.cloned = WeakKeyDictionary()        # handle -> the clone taken before a write
        self.original = WeakKeyDictionary()      # handle -> the saved tensor, while unwritten
        self.tid_to_weakhandle = WeakValueDictionary()
        self.sid_to_tid = defaultdict(set)

    def clear(self):
        self.cloned.clear()
        self.original.clear()
        self.tid_to_weakhandle.clear()
        self.sid_to_tid.clear()

    def _pack(self, tensor):
        tid = _get_tid(tensor)
        self.sid_to_tid[_get_sid(tensor)].add(tid)
        handle = self.tid_to_weakhandle.get(tid)
        if handle is None:  # the same tensor at the same version saved again shares the handle
            handle = _Handle()
            self.tid_to_weakhandle[tid] = handle
            self.original[handle] = tensor
        return handle

    def _unpack(self, handle):
        message = ("Trying to backward outside of the 'allow_mutation_on_saved_tensors' context"
                   "in which the graph was originally recorded.")  # sic: PyTorch's message has no space there
        if not _enabled:
            raise AssertionError(message)
        if handle in self.cloned:
            return self.cloned[handle]
        if handle not in self.original:
            raise AssertionError(message)
        return self.original[handle]

    def _before_write(self, tensor):
        for tid in self.sid_to_tid.get(_get_sid(tensor), ()):
            handle = self.tid_to_weakhandle.get(tid)
            # gone: saved once, then freed by a backward before this write
            if handle is None or handle in self.cloned:
                continue
            self.cloned[handle] = self.original.pop(handle).clone()


@contextlib.contextmanager
def allow_mutation_on_saved_tensors():
    """Allow in-place ops on tensors saved for backward (the saved values are cloned before the write); forward and
    backward must both run inside the block."""
    global _enabled
    ctx = _AllowMutationOnSavedContext()
    previous = views.before_inplace_write
    with saved_tensors_hooks(ctx._pack, ctx._unpack):
        views.before_inplace_write = ctx._before_write
        try:
            if _enabled:
                raise RuntimeError("allow_mutation_on_saved_tensors contexts cannot be nested")
            _enabled = True
            yield ctx
        finally:
            ctx.clear()
            _enabled = False  # as PyTorch: a refused nested block also ends the outer one's permission
            views.before_inplace_write = previous
