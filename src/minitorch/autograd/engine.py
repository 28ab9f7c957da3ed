"""The engine: runs a backward graph (PyTorch's engine.cpp + python_engine.cpp).

One GraphTask per call: count how many edges point at each reachable node, then pop
ready nodes from a heap (latest-created first; gradient accumulators at once), feed
each its summed input buffer, check and reduce what it returns, and pass the results
along its edges. Everything is iterative, so graph depth is bounded only by memory.
"""
import heapq
import itertools
import sys
import threading

from .anomaly_mode import CURRENT as _CURRENT, _STATE as _ANOMALY
from .grad_mode import STATE as _GRAD_MODE, set_grad_mode
from .node import AccumulateGrad, GraphRoot
from .. import kernels as K
from ..backends import array_module

__all__ = ["execute", "current_exec_info", "current_graph_task_id", "will_engine_execute_node", "queue_callback"]

_next_task_id = itertools.count().__next__

# How many running backwards prune the graph (autograd.grad, ``inputs=``). While none does, a node's
# task_should_compute_output needs no look at the running task (see function_utils.BackwardNode).
PRUNING = 0
_PRUNING_LOCK = threading.Lock()


class GraphTask:
    __slots__ = ("id", "keep_graph", "root", "dependencies", "exec_info", "captures", "captured", "final_callbacks")

    def __init__(self, keep_graph):
        self.id = _next_task_id()
        self.keep_graph = keep_graph
        self.root = None
        self.dependencies = None   # {node: edges still to arrive}; its keys are the graph's nodes
        self.exec_info = None      # {node: needed} when only some nodes must run (grad(), inputs=)
        self.captures = None       # {node: [(input_nr, output_index)]} for autograd.grad
        self.captured = None
        self.final_callbacks = []


class _Local(threading.local):
    task = None


_LOCAL = _Local()

# Set while minitorch.autograd.trace() or profiler.profile_backward() records (see trace.py);
# when None, observing costs one check per node.
_observer = None


def current_exec_info():
    task = _LOCAL.task
    return None if task is None else task.exec_info


def current_graph_task():
    return _LOCAL.task


def current_graph_task_id():
    """The running backward's id, -1 outside backward (torch._C._current_graph_task_id)."""
    task = _LOCAL.task
    return -1 if task is None else task.id


def will_engine_execute_node(node):
    """Will the running backward execute ``node``? (torch._C._will_engine_execute_node)"""
    task = _LOCAL.task
    if task is None:
        raise RuntimeError("_will_engine_execute_node should only be called during the backward pass")
    if task.exec_info is not None:
        return node in task.exec_info
    return node is task.root or node in task.dependencies


def queue_callback(callback):
    """Run ``callback()`` when the current backward finishes (Variable._execution_engine.queue_callback)."""
    task = _LOCAL.task
    if task is None:
        raise RuntimeError("Final callbacks can only be installed during backward pass.")
    task.final_callbacks.append(callback)


def compute_dependencies(root):
    """How many edges point at each node reachable from ``root`` (a node is seen once it has a count)."""
    dependencies = {}
    stack = [root]
    pop, push = stack.pop, stack.append
    while stack:
        for next_fn in pop()._next_nodes:
            if next_fn is not None:
                if next_fn in dependencies:
                    dependencies[next_fn] += 1
                else:
                    dependencies[next_fn] = 1
                    push(next_fn)
    return dependencies


def init_to_execute(task, root, output_edges, accumulate_grad):
    """Mark the nodes that lead to one of ``output_edges``; only those run."""
    targets = set()
    captures = {}
    for index, (fn, input_nr) in enumerate(output_edges):
        if fn is None:
            continue
        if accumulate_grad:
            targets.add(fn)
        else:
            captures.setdefault(fn, []).append((input_nr, index))
    needed = {}
    # Iterative post-order: a node is needed if it is a target or a needed node is below it.
    stack = [(root, iter(root._next_nodes))]
    visiting = {root}
    while stack:
        fn, children = stack[-1]
        for child in children:
            if child is not None and child not in needed and child not in visiting:
                visiting.add(child)
                stack.append((child, iter(child._next_nodes)))
                break
        else:
            stack.pop()
            needed[fn] = fn in targets or any(
                needed.get(child, False) or child in captures for child in fn._next_nodes if child is not None)
    needed[root] = True  # the root always runs, as in PyTorch
    exec_info = {fn: is_needed for fn, is_needed in needed.items() if is_needed or fn in captures}
    task.exec_info = exec_info
    task.captures = captures
    task.captured = [None] * len(output_edges)


def execute(root_edges, root_grads, keep_graph, create_graph, accumulate_grad=True, output_edges=None):
    """Run backward from ``root_edges`` seeded with ``root_grads``.

    Returns the gradients captured for ``output_edges`` (autograd.grad) or None.
    """
    task = GraphTask(keep_graph)
    keep_graph = task.keep_graph
    if len(root_edges) == 1:
        # One root: as in PyTorch (skip_dummy_node), no GraphRoot, so no sequence number is taken; the gradient
        # is checked (validate_outputs for one gradient) and seeded into the root node directly.
        root, input_nr = root_edges[0]
        grad = root_grads[0]
        if grad is not None:
            shape, dtype, array_type = root._input_metadata[input_nr]
            data = grad._data
            if data.shape != shape or data.dtype != dtype or type(data) is not array_type:
                grad = _conform(GraphRoot(root_edges, root_grads, -1), 0, grad, shape, dtype, array_type)
        seed = [None] * len(root._input_metadata)
        seed[input_nr] = grad
    else:
        root = GraphRoot(root_edges, root_grads)
        root.outputs = validate_outputs(root, root.outputs)  # dtype/shape of each root
        seed = []
    dependencies = task.dependencies = compute_dependencies(root)
    task.root = root
    if output_edges is not None:
        init_to_execute(task, root, output_edges, accumulate_grad)
    exec_info = task.exec_info

    buffers = {}               # {node: [gradient per input]} for nodes still waiting on an edge
    tiebreak = itertools.count().__next__
    ready = []                 # heap of (-sequence_nr, tiebreak, node, inputs): latest-created first
    prev_task, prev_grad_mode = _LOCAL.task, _GRAD_MODE.grad_enabled
    _LOCAL.task = task
    set_grad_mode(create_graph)  # formulas record a graph only for create_graph
    global PRUNING
    if exec_info is not None:
        with _PRUNING_LOCK:
            PRUNING += 1
    observer = _observer
    if observer is not None:
        observer.task_start(task, root, dependencies)
    plain = observer is None and not _ANOMALY.enabled  # no tracing, no anomaly mode: the fast path may run
    data = None
    # ``fn``/``inputs`` is the node to run next. A node that becomes ready while nothing else is waiting
    # runs straight after without a trip through the heap (the common straight chain); several ready
    # nodes go by the heap's order.
    fn, inputs = root, seed
    try:
        while fn is not None:
            if exec_info is not None:
                fn, inputs = _prune(task, fn, inputs)
                if fn is None:
                    fn, inputs = heapq.heappop(ready)[2:] if ready else (None, None)
                    continue
            next_nodes = fn._next_nodes
            if plain and not fn._has_hooks:
                # call_function with nothing to call around apply: the outputs are checked
                # against their inputs' metadata in the loop below, as they are passed on.
                outputs = fn.apply(inputs)
                inputs = None  # the gradients it took are freed before its outputs are summed (InputBuffer moved in)
                if len(outputs) != len(next_nodes):
                    validate_outputs(fn, outputs)  # raises PyTorch's message
                if not keep_graph:
                    fn.release_variables()
                fast = True
            else:
                outputs = _call_function(task, fn, inputs)
                inputs = None
                fast = False
            after = after_inputs = None
            next_nrs = fn._next_nrs
            i = -1
            for next_fn in next_nodes:
                i += 1
                if next_fn is None:
                    continue
                next_nr = next_nrs[i]
                grad = outputs[i]
                metadata = next_fn._input_metadata
                if fast and grad is not None:
                    # validate_outputs for one gradient: conform only when the metadata differ (one tuple
                    # comparison: its items compare by identity first, as the dtypes and types mostly are)
                    data = grad._data
                    expected = metadata[next_nr]
                    if (data.shape, data.dtype, type(data)) != expected:
                        grad = _conform(fn, i, grad, *expected)
                remaining = dependencies[next_fn] - 1
                if remaining:  # more edges lead into next_fn: keep its buffer
                    dependencies[next_fn] = remaining
                    buffer = buffers.get(next_fn)
                    if buffer is None:
                        if exec_info is not None and next_fn not in exec_info:
                            continue
                        buffer = buffers[next_fn] = [None] * len(metadata)
                    if grad is not None:
                        old = buffer[next_nr]
                        buffer[next_nr] = grad if old is None else _accumulate(old, grad, outputs)
                        old = None
                    continue
                # The last edge into next_fn: it is ready to run.
                buffer = buffers.pop(next_fn, None) if buffers else None
                if buffer is None:
                    if exec_info is not None and next_fn not in exec_info:
                        continue
                    if len(metadata) == 1:  # one input (most nodes): its buffer is the gradient alone
                        buffer = [grad]
                    else:
                        buffer = [None] * len(metadata)
                        buffer[next_nr] = grad
                elif grad is not None:
                    old = buffer[next_nr]
                    buffer[next_nr] = grad if old is None else _accumulate(old, grad, outputs)
                    old = None
                if after is None:
                    after, after_inputs = next_fn, buffer
                else:
                    heapq.heappush(ready, (-next_fn._seq, tiebreak(), next_fn, buffer))
            # The buffers own the gradients now; AccumulateGrad steals a gradient only when nothing else
            # refers to it, so drop this loop's references to them and their arrays (``old`` went already).
            outputs = grad = data = inputs = None
            if after is not None and (not ready or after._seq > ready[0][2]._seq):
                fn, inputs = after, after_inputs
            else:
                if after is not None:
                    heapq.heappush(ready, (-after._seq, tiebreak(), after, after_inputs))
                fn, inputs = heapq.heappop(ready)[2:] if ready else (None, None)
        for callback in task.final_callbacks:
            callback()
    finally:
        _LOCAL.task = prev_task
        set_grad_mode(prev_grad_mode)
        if exec_info is not None:
            with _PRUNING_LOCK:
                PRUNING -= 1
        if observer is not None:
            observer.task_end(task)
    return task.captured


# References to a buffered gradient that only the engine holds, counted inside _accumulate: the buffer's slot,
# the engine's ``old``, the argument and getrefcount's own, plus one for each place it holds in the outputs
# being passed on (a node whose outputs all feed one input, ``h * h``'s two products: PyTorch moves each out
# of that list); to its array: the tensor's ``_data``, ``a`` and getrefcount's argument. Any other holder (a
# second buffer, a hook's keeper, a tensor on the same array, a view) adds one.
_BUFFERED_TENSOR_REFS = 4
_BUFFERED_ARRAY_REFS = 3


def _accumulate(old, grad, outputs):
    """PyTorch's InputBuffer::accumulate: a second gradient for one input added into the buffered one when
    nothing but the engine holds that (no new array: what ``old + grad`` would allocate), else ``old + grad``.
    Both are already of the input's shape and dtype; a sum that would record (create_graph) is out of place."""
    a, b = old._data, grad._data
    if (_GRAD_MODE.grad_enabled or type(a) is not type(b) or a.dtype != b.dtype or a.shape != b.shape
            or old._fw_grad is not None or grad._fw_grad is not None):
        return old + grad
    held = _BUFFERED_TENSOR_REFS
    for output in outputs:
        if output is old:
            held += 1
    # The counts are taken before the call below pushes ``old`` and ``a`` as its arguments.
    if (sys.getrefcount(old) <= held and sys.getrefcount(a) <= _BUFFERED_ARRAY_REFS
            and old._grad_fn is None and old._view_meta is None and old._vc is None
            and getattr(a, "base", True) is None and getattr(getattr(a, "flags", None), "writeable", False)):
        a += b
        return old
    return old + grad


def _prune(task, fn, inputs):
    """autograd.grad / ``inputs=``: capture the gradients asked for; skip nodes not needed.
    Returns the node and inputs to run, or ``(None, None)`` to skip it."""
    exec_info = task.exec_info
    if fn not in exec_info:
        return None, None
    needed = exec_info[fn]
    if not needed:
        inputs = _call_tensor_pre_hooks(fn, inputs)
    captured = task.captures.get(fn)
    if captured:
        for capture_nr, output_index in captured:
            task.captured[output_index] = inputs[capture_nr]
    return (fn, inputs) if needed else (None, None)


def _call_tensor_pre_hooks(fn, inputs):
    if type(fn) is AccumulateGrad:
        hooks = fn.variable._hooks
        if hooks:
            for hook in tuple(hooks.values()):
                result = hook(inputs[0])
                if result is not None:
                    inputs[0] = _hook_value(hook, inputs[0], result)
        return inputs
    by_output = fn._tensor_pre_hooks
    if by_output:
        for output_nr, hooks in by_output.items():
            for hook in tuple(hooks.values()):
                result = hook(inputs[output_nr])
                if result is not None:
                    inputs[output_nr] = _hook_value(hook, inputs[output_nr], result)
    retains = fn._retains_grad_hooks
    if retains:
        for output_nr, hook in retains.items():
            hook(inputs[output_nr])
    return inputs


def _call_function(task, fn, inputs):
    """Hooks, apply, output validation, release: PyTorch's call_function. In anomaly mode an error anywhere in
    it (a hook, apply, a gradient of the wrong shape, a nan) is reported with where ``fn`` was created, as
    PyTorch's GraphTask::set_exception prints the failing node's stack."""
    if not _ANOMALY.enabled:
        return _run_node(task, fn, inputs)
    try:
        return _run_node(task, fn, inputs)
    except Exception:
        _report_anomaly(fn)
        raise


def _run_node(task, fn, inputs):
    if _observer is not None:
        _observer.node_start(fn, inputs)
    if fn._tensor_pre_hooks or fn._retains_grad_hooks or type(fn) is AccumulateGrad:
        inputs = _call_tensor_pre_hooks(fn, inputs)
    if fn._pre_hooks:
        for hook in tuple(fn._pre_hooks.values()):
            result = hook(tuple(inputs))
            if result is not None:
                inputs = _hook_values(hook, inputs, result)
    if _ANOMALY.enabled:
        outputs = _apply_with_anomaly(fn, inputs)
    elif _observer is None:
        outputs = fn.apply(inputs)
    else:
        outputs = _observer.apply(fn, inputs)
    outputs = validate_outputs(fn, outputs)
    if not task.keep_graph:
        fn.release_variables()
    if _ANOMALY.enabled and _ANOMALY.check_nan:
        _check_nan(fn, outputs)
    if fn._post_hooks:
        for hook in tuple(fn._post_hooks.values()):
            result = hook(tuple(outputs), tuple(inputs))
            if result is not None:
                outputs = _hook_values(hook, outputs, result)
    if _observer is not None:
        _observer.node_end(fn, outputs, not task.keep_graph)
    return outputs


def _hook_name(hook):
    return getattr(hook, "__name__", type(hook).__name__)


def _hook_value(hook, original, result):
    """A hook's replacement for a gradient, checked as PyTorch's check_single_result: a tensor of the same type,
    device and size."""
    if original is None:
        raise RuntimeError("can't replace a None gradient with a non-None value")
    if not isinstance(result, type(original)) and not isinstance(original, type(result)):
        raise TypeError(f"expected Variable, but hook returned '{type(result).__name__}'")
    if result.dtype != original.dtype or result.device != original.device:
        raise RuntimeError(f"hook '{_hook_name(hook)}' has changed the type of value (was {original.type()} got "
                           f"{result.type()})")
    if result.shape != original.shape:
        raise RuntimeError(f"hook '{_hook_name(hook)}' has changed the size of value")
    return result


def _hook_values(hook, originals, results):
    """A node hook's replacements for all its gradients (a tuple of as many, each None or checked). The tuple
    replaces them all: a None in it is no gradient there, as PyTorch's _call_hooks makes it (an undefined tensor),
    not the original kept. Only a tuple will do: a list is refused, as PyTorch's hook wrappers refuse it."""
    if not isinstance(results, tuple):
        raise TypeError(f"expected tuple, but hook returned '{type(results).__name__}'")
    if len(results) != len(originals):
        raise RuntimeError(f"hook '{_hook_name(hook)}' has returned an incorrect number of values (got {len(results)}, "
                           f"but expected {len(originals)})")
    return [None if result is None else _hook_value(hook, original, result)
            for original, result in zip(originals, results)]


def validate_outputs(fn, grads):
    """Check each gradient against the metadata of the input it flows into; sum a
    broadcast gradient back to that input's shape and cast it to its dtype."""
    next_nodes = fn._next_nodes
    if len(grads) != len(next_nodes):
        raise RuntimeError(f"Function {fn.name()} returned an invalid number of gradients - expected "
                           f"{len(next_nodes)}, but got {len(grads)}")
    checked = None
    for i in range(len(next_nodes)):
        grad = grads[i]
        next_fn = next_nodes[i]
        if grad is None or next_fn is None:
            continue
        shape, dtype, array_type = next_fn._input_metadata[fn._next_nrs[i]]
        data = grad._data
        if data.shape != shape or data.dtype != dtype or type(data) is not array_type:
            if checked is None:
                checked = list(grads)
            checked[i] = _conform(fn, i, grad, shape, dtype, array_type)
    return grads if checked is None else checked


def _conform(fn, index, grad, shape, dtype, array_type):
    data = grad._data
    if data.shape != shape:
        plan = _sum_to_plan(data.shape, shape)
        if plan is None:
            raise RuntimeError(
                f"Function {fn.name()} returned an invalid gradient at index {index} - got "
                f"[{', '.join(map(str, data.shape))}] but expected shape compatible with "
                f"[{', '.join(map(str, shape))}]")
        if _GRAD_MODE.grad_enabled or grad._fw_grad is not None or data.dtype.kind not in "fc":
            grad = grad.sum_to_size(shape)  # create_graph: recorded, so differentiable
        else:
            axes, keepdims, whole = plan
            # one element left (a scalar parameter, a Linear(k, 1) bias): the kernel's sum, in ATen's order
            data = K.sum(array_module(data), data, axes, keepdims, None) if whole else \
                data.sum(axis=axes, keepdims=keepdims)
            grad = type(grad)._make(data.reshape(shape) if data.shape != shape else data)
    if type(grad._data) is not array_type:
        from .. import _tensor
        expected, got = _tensor.device_of_array_type(array_type), grad.device
        if grad.dim() == 0:
            grad = grad.to(expected)
        else:
            raise RuntimeError(f"Function {fn.name()} returned an invalid gradient at index {index} - "
                               f"expected device {expected} but got {got}")
    if grad._data.dtype != dtype and not _keeps_any_dtype(fn._next_nodes[index]):
        from .._dtype import FROM_NP
        grad = grad.to(FROM_NP[dtype])
    return grad


def _keeps_any_dtype(node):
    """A leaf whose grad_dtype was set to None takes each gradient in the dtype it arrives in (not cast)."""
    return type(node) is AccumulateGrad and node.variable._grad_dtype is None


def sum_to_dims(grad_shape, shape):
    """at::sum_to's plan: the leading dims ``grad_shape`` has beyond ``shape`` (summed away), and the dims
    where ``shape`` has 1 and ``grad_shape`` more (summed, kept)."""
    lead = len(grad_shape) - len(shape)
    inner = tuple(i + lead for i, size in enumerate(shape) if size == 1 and grad_shape[i + lead] != 1)
    return lead, inner


_SUM_TO_PLANS = {}  # {(gradient shape, input shape): plan}, see _sum_to_plan


def _sum_to_plan(grad_shape, shape):
    """How at::sum_to reduces a gradient of ``grad_shape`` to ``shape``: ``(axes, keepdims, whole)`` for the
    array's ``sum`` (``whole``: one element is left, which ATen adds in its own order), or None when ``shape``
    does not broadcast to ``grad_shape``. A program meets the same few broadcasts (a bias per layer) every step,
    so plans are kept, in a table emptied past 4,096 entries."""
    key = (grad_shape, shape)
    plan = _SUM_TO_PLANS.get(key, False)
    if plan is False:
        if _expandable(shape, grad_shape):
            lead, inner = sum_to_dims(grad_shape, shape)
            # Leading dims only (a bias): summed away, so the sum owns its memory and has the shape wanted.
            plan = (tuple(range(lead)) + inner, bool(inner), all(size == 1 for size in shape))
        else:
            plan = None
        if len(_SUM_TO_PLANS) >= 4096:
            _SUM_TO_PLANS.clear()
        _SUM_TO_PLANS[key] = plan
    return plan


def _expandable(shape, grad_shape):
    """``shape`` can be broadcast to ``grad_shape`` (so summing reduces back to it)."""
    if len(shape) > len(grad_shape):
        return False
    for s, g in zip(reversed(shape), reversed(grad_shape)):
        if s != g and s != 1:
            return False
    return True


def _apply_with_anomaly(fn, inputs):
    """``fn.apply`` with the node recorded as the parent of nodes it creates (anomaly mode)."""
    prev, _CURRENT.current_node = _CURRENT.current_node, fn
    try:
        return fn.apply(inputs) if _observer is None else _observer.apply(fn, inputs)
    finally:
        _CURRENT.current_node = prev


_ANOMALY_SOURCE = " (Triggered internally at /__w/pytorch/pytorch/torch/csrc/autograd/python_anomaly_mode.cpp:{}.)"


def _report_anomaly(fn):
    """Warn where ``fn`` (and each node whose backward created it) was created in the forward, in PyTorch's words
    (its C++ warnings name the line that raised them)."""
    import warnings
    metadata = fn.metadata
    trace = metadata.get("traceback_")
    if not trace:
        warnings.warn(f"Error detected in {fn.name()}. No forward pass information available. Enable detect "
                      "anomaly during forward pass for more information." + _ANOMALY_SOURCE.format(100),
                      stacklevel=4)
        return
    warnings.warn(f"Error detected in {fn.name()}. Traceback of forward call that caused the error:\n"
                  + "".join(trace) + _ANOMALY_SOURCE.format(122), stacklevel=4)
    parent = metadata.get("parent_")
    while parent is not None:
        parent_metadata = parent.metadata
        warnings.warn(f"\n\nPrevious calculation was induced by {parent.name()}. Traceback of forward call that "
                      "induced the previous calculation:\n" + "".join(parent_metadata.get("traceback_", ()))
                      + _ANOMALY_SOURCE.format(129), stacklevel=4)
        parent = parent_metadata.get("parent_")


def _check_nan(fn, outputs):
    for i, grad in enumerate(outputs):
        if grad is not None and bool(grad.isnan().any()):
            raise RuntimeError(f"Function '{fn.name()}' returned nan values in its {i}th output.")
