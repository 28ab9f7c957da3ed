"""Activation checkpointing (torch.utils.checkpoint): trade compute for memory.

``checkpoint(fn, *args, use_reentrant=False)`` runs ``fn`` so that the tensors its
ops save for backward are *not* kept: each is replaced by a small placeholder (a
saved-tensor pack hook). The first time backward needs one of them, ``fn`` is run
again on the same inputs, with the random-number state of the original forward
(so dropout draws the same mask), and the recomputed tensors are handed to the nodes
of the original graph (the unpack hook). Gradients are those of the un-checkpointed
function.

``use_reentrant=True`` is PyTorch's older variant: ``fn`` runs under no_grad inside
a custom Function whose backward recomputes it with grad enabled and back-propagates
through the recomputed graph (a backward inside a backward).
"""
import contextlib
import warnings
import weakref

from .. import _random
from ..autograd.function import Function
from ..autograd.grad_mode import enable_grad, no_grad
from ..autograd.saved_tensors import saved_tensors_hooks

__all__ = ["checkpoint", "checkpoint_sequential", "CheckpointError", "detach_variable", "check_backward_validity",
           "set_checkpoint_early_stop", "get_device_states", "set_device_states"]


class CheckpointError(RuntimeError):
    pass


def noop_context_fn():
    import contextlib
    return contextlib.nullcontext(), contextlib.nullcontext()


def checkpoint(function, *args, use_reentrant=None, context_fn=noop_context_fn, determinism_check="default",
               debug=False, preserve_rng_state=True, early_stop=True, **kwargs):
    """Run ``function(*args, **kwargs)`` without keeping its saved tensors; recompute them in backward."""
    if use_reentrant is None:
        warnings.warn(
            "torch.utils.checkpoint: the use_reentrant parameter should be passed explicitly. Starting in "
            "PyTorch 2.9, calling checkpoint without use_reentrant will raise an exception. use_reentrant=False "
            "is recommended, but if you need to preserve the current default behavior, you can pass "
            "use_reentrant=True. Refer to docs for more details on the differences between the two variants.",
            stacklevel=2)
        use_reentrant = True
    if use_reentrant:
        if context_fn is not noop_context_fn or debug is not False:
            raise ValueError("Passing `context_fn` or `debug` is only supported when use_reentrant=False.")
        if kwargs:
            raise ValueError("Unexpected keyword arguments: " + ",".join(kwargs))
        return CheckpointFunction.apply(function, preserve_rng_state, *args)
    if _early_stop_override is not None:  # set_checkpoint_early_stop, read when the forward runs
        early_stop = _early_stop_override
    return _checkpoint_without_reentrant(function, preserve_rng_state, context_fn, args, kwargs, early_stop)


def checkpoint_sequential(functions, segments, input, use_reentrant=None, **kwargs):
    """Split a sequence of modules/functions into ``segments`` checkpointed chunks (the last runs normally)."""
    functions = list(functions.children()) if hasattr(functions, "children") else list(functions)
    size = len(functions) // segments
    end = -1
    for start in range(0, size * (segments - 1), size):
        end = start + size - 1
        chunk = functions[start:end + 1]

        def run(x, chunk=chunk):
            for f in chunk:
                x = f(x)
            return x
        input = checkpoint(run, input, use_reentrant=use_reentrant, **kwargs)
    for f in functions[end + 1:]:
        input = f(input)
    return input


# -- non-reentrant: saved-tensor hooks --------------------------------------------------------

class _Holder:
    """Stands for one saved tensor of the checkpointed region until it is recomputed."""

    __slots__ = ("__weakref__",)


class _StopRecomputation(Exception):
    """Raised inside the recomputation once every saved tensor is back: the rest of the function is skipped."""


def _checkpoint_without_reentrant(function, preserve_rng_state, context_fn, args, kwargs, early_stop=True):
    rng_state = _random.get_rng_state() if preserve_rng_state else None
    holders = []                          # weak references, in the order the forward saved
    recomputed = weakref.WeakKeyDictionary()  # holder -> recomputed tensor (dies with the holder)

    def pack(tensor):
        holder = _Holder()
        holders.append(weakref.ref(holder))
        return holder

    def unpack(holder):
        if holder not in recomputed:
            _recompute()
            if holder not in recomputed:
                raise CheckpointError(
                    "torch.utils.checkpoint: Recomputed values for the following tensors have different metadata "
                    "than during the forward pass: the recomputation saved fewer tensors than the original "
                    "forward.")
        return recomputed[holder]

    def _recompute():
        order = iter(holders)
        packed = [0]

        def inner_pack(tensor):
            ref = next(order, None)
            if ref is None:
                if not forward_completed:  # the function differentiates inside the checkpoint: its forward asked
                    return tensor.detach()  # for a recomputation before it saved everything, so more come now
                raise CheckpointError("torch.utils.checkpoint: trying to save more tensors during recomputation "
                                      "than during the original forward pass.")
            holder = ref()
            detached = tensor.detach()
            if holder is not None:    # still needed by the graph
                recomputed[holder] = detached
            packed[0] += 1
            if early_stop and packed[0] == len(holders):
                raise _StopRecomputation
            return detached

        def inner_unpack(detached):
            # The recomputation's own graph is back-propagated through where the function differentiates inside
            # the checkpoint (autograd.grad within it): its saved values, detached, as PyTorch's recomputation
            # hooks keep them.
            return detached

        current = _random.get_rng_state()
        if rng_state is not None:
            _random.set_rng_state(rng_state)
        try:
            with enable_grad(), saved_tensors_hooks(inner_pack, inner_unpack), context_fn()[1]:
                function(*args, **kwargs)
        except _StopRecomputation:
            pass
        finally:
            _random.set_rng_state(current)

    forward_completed = False
    with saved_tensors_hooks(pack, unpack), context_fn()[0]:
        result = function(*args, **kwargs)
    forward_completed = True
    return result


_early_stop_override = None  # set_checkpoint_early_stop's value while its block runs


@contextlib.contextmanager
def set_checkpoint_early_stop(enable):
    """Within the block, non-reentrant checkpoints made then stop (``True``) or do not stop (``False``) their
    recomputation once every saved tensor is recomputed, whatever their ``early_stop`` argument says."""
    global _early_stop_override
    previous, _early_stop_override = _early_stop_override, enable
    try:
        yield
    finally:
        _early_stop_override = previous


# -- helpers PyTorch exports for hand-written checkpointing ------------------------------------

def detach_variable(inputs):
    """A tuple of the inputs with each tensor detached, keeping its requires_grad."""
    from .._tensor import Tensor
    if not isinstance(inputs, tuple):
        raise RuntimeError(f"Only tuple of tensors is supported. Got Unsupported input type: {type(inputs).__name__}")
    detached = []
    for value in inputs:
        if isinstance(value, Tensor):
            requires_grad = value.requires_grad
            value = value.detach()
            value.requires_grad = requires_grad
        detached.append(value)
    return tuple(detached)


def check_backward_validity(inputs):
    from .._tensor import Tensor
    if not any(value.requires_grad for value in inputs if isinstance(value, Tensor)):
        warnings.warn("None of the inputs have requires_grad=True. Gradients will be None", stacklevel=2)


def get_device_states(*args):
    """(device ids, RNG states) of the non-CPU tensors among ``args``: ([], []) for CPU tensors. minitorch's
    devices draw from the CPU generator and keep no state of their own, so a device tensor raises."""
    from .._tensor import Tensor

    def device_tensors(value):  # through nested lists, tuples and dicts, as PyTorch's tree_map goes
        if isinstance(value, Tensor):
            return value.device.type not in ("cpu", "meta")
        if isinstance(value, dict):
            value = list(value.values())
        return isinstance(value, (list, tuple)) and any(device_tensors(v) for v in value)
    if device_tensors(args):
        raise NotImplementedError("minitorch keeps no per-device RNG state (device tensors draw from the CPU "
                                  "generator): get_device_states supports CPU tensors only")
    return [], []


def set_device_states(devices, states, *, device_type=None):
    """Restore what get_device_states returned: nothing for CPU tensors (see get_device_states)."""
    if device_type == "meta":
        return
    if list(devices):
        raise NotImplementedError("minitorch keeps no per-device RNG state (device tensors draw from the CPU "
                                  "generator): set_device_states supports CPU tensors only")


# -- reentrant: a custom Function -------------------------------------------------------------

class CheckpointFunction(Function):
    @staticmethod
    def forward(ctx, run_function, preserve_rng_state, *args):
        from .._tensor import Tensor
        check_backward_validity(args)
        ctx.run_function = run_function
        ctx.rng_state = _random.get_rng_state() if preserve_rng_state else None
        ctx.tensor_indices = [i for i, a in enumerate(args) if isinstance(a, Tensor)]
        ctx.inputs = [None if isinstance(a, Tensor) else a for a in args]
        ctx.save_for_backward(*(args[i] for i in ctx.tensor_indices))
        with no_grad():
            return run_function(*args)

    @staticmethod
    def backward(ctx, *grad_outputs):
        from .. import autograd
        from ..autograd import engine
        if engine.current_exec_info() is not None:  # PyTorch's _is_checkpoint_valid: no pruned graph task
            raise RuntimeError("When use_reentrant=True, torch.utils.checkpoint is incompatible with .grad() or "
                               "passing an `inputs` parameter to .backward(). To resolve this error, you can either "
                               "set use_reentrant=False, or call .backward() without passing the `inputs` argument.")
        inputs = list(ctx.inputs)
        for i, t in zip(ctx.tensor_indices, ctx.saved_tensors):
            inputs[i] = t.detach()
            inputs[i]._set_requires_grad(t.requires_grad)
        current = _random.get_rng_state()
        if ctx.rng_state is not None:
            _random.set_rng_state(ctx.rng_state)
        try:
            with enable_grad():
                outputs = ctx.run_function(*inputs)
        finally:
            _random.set_rng_state(current)
        if not isinstance(outputs, tuple):
            outputs = (outputs,)
        pairs = [(o, g) for o, g in zip(outputs, grad_outputs) if o.requires_grad and g is not None]
        if not pairs:
            raise RuntimeError("none of output has requires_grad=True, this checkpoint() is not necessary")
        autograd.backward([o for o, _ in pairs], [g for _, g in pairs])
        grads = tuple(inp.grad if i in ctx.tensor_indices else None for i, inp in enumerate(inputs))
        return (None, None) + grads
