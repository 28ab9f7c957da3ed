"""The engine's call chain, recorded: ``with minitorch.autograd.trace() as t: loss.backward()``.

``print(t)`` shows, in execution order, what PyTorch's engine.cpp does for each node
(``call_function``): the gradients it received, the hooks that ran, what ``apply``
produced and where each gradient went (a next node's input buffer, or ``.grad``), and
which saved variables were released. ``t.to_dot()`` draws the graph with the order.

The engine calls an observer at five points (``engine._observer``; None when nothing
records, so an untraced backward pays one check per node). This module also owns the
observer plumbing the backward profiler (``profiler.py``) uses.

(The module is ``tracing``, not ``trace``, so that ``minitorch.autograd.trace`` can be the
context manager without hiding a submodule of the same name.)
"""
import sys
import threading
from dataclasses import dataclass, field
from typing import List, Optional

from . import engine
from .graphviz import _shape, describe_saved, graph_dot, leaf_names, render_dot
from .node import AccumulateGrad, GraphRoot

__all__ = ["trace", "Trace", "Step", "BackwardCall", "EngineObserver"]


# -- observer plumbing ----------------------------------------------------------------------------

class EngineObserver:
    """What the engine tells an observer. Subclasses override the calls they need."""

    def task_start(self, task, root, dependencies):
        pass

    def task_end(self, task):
        pass

    def node_start(self, fn, inputs):
        pass

    def apply(self, fn, inputs):
        return fn.apply(inputs)

    def node_end(self, fn, outputs, released):
        pass


class _FanOut(EngineObserver):
    """Several observers at once (a trace inside a profile): the first one's apply wraps the next's."""

    def __init__(self, observers):
        self.observers = list(observers)

    def task_start(self, task, root, dependencies):
        for o in self.observers:
            o.task_start(task, root, dependencies)

    def task_end(self, task):
        for o in reversed(self.observers):
            o.task_end(task)

    def node_start(self, fn, inputs):
        for o in self.observers:
            o.node_start(fn, inputs)

    def apply(self, fn, inputs):
        return self._apply(0, fn, inputs)

    def _apply(self, i, fn, inputs):
        if i == len(self.observers):
            return fn.apply(inputs)
        observer = self.observers[i]
        inner = _Chained(self, i + 1)
        return type(observer).apply(observer, inner.wrap(fn), inputs)

    def node_end(self, fn, outputs, released):
        for o in reversed(self.observers):
            o.node_end(fn, outputs, released)


class _Chained:
    """Lets one observer's ``apply(fn, inputs)`` call the rest of the chain as ``fn.apply``."""

    def __init__(self, fan, index):
        self.fan, self.index = fan, index

    def wrap(self, fn):
        return _ApplyProxy(fn, self)


class _ApplyProxy:
    __slots__ = ("fn", "chain")

    def __init__(self, fn, chain):
        self.fn, self.chain = fn, chain

    def apply(self, inputs):
        return self.chain.fan._apply(self.chain.index, self.fn, inputs)

    def __getattr__(self, name):
        return getattr(self.fn, name)


_ACTIVE = []
_LOCK = threading.Lock()


def install(observer):
    with _LOCK:
        _ACTIVE.append(observer)
        _sync()


def uninstall(observer):
    with _LOCK:
        _ACTIVE.remove(observer)
        _sync()


def _sync():
    engine._observer = (None if not _ACTIVE else _ACTIVE[0] if len(_ACTIVE) == 1 else _FanOut(_ACTIVE))


# -- the trace --------------------------------------------------------------------------------------

@dataclass
class GradFlow:
    """Where one gradient ``apply`` produced went."""
    output_nr: int
    shape: Optional[tuple]       # None: no gradient (None returned)
    target: Optional[str]        # "MulBackward0 #3", "AccumulateGrad(x)", None: no edge
    input_nr: int = 0
    waiting: int = 0             # edges the target still waits for after this one (0: ready)
    skipped: bool = False        # the target is not needed by this backward (grad(inputs=...))


@dataclass
class Step:
    """One ``call_function`` of the engine."""
    index: int                   # 1-based execution order over the whole trace
    call: int                    # which backward call (BackwardCall.index)
    node: object = field(repr=False)
    name: str = ""
    seq: Optional[int] = None    # sequence number; None for AccumulateGrad (runs at once when ready)
    grads_in: List[Optional[tuple]] = field(default_factory=list)
    hooks: List[str] = field(default_factory=list)
    flows: List[GradFlow] = field(default_factory=list)
    accumulated: Optional[str] = None   # "x.grad = ... (3,)" for AccumulateGrad
    released: List[str] = field(default_factory=list)
    saved: List[str] = field(default_factory=list, repr=False)  # what the node held when it started


@dataclass
class BackwardCall:
    """One ``engine.execute`` (a ``backward()`` or ``autograd.grad()`` call)."""
    index: int
    roots: list = field(repr=False)     # [(node, input_nr)]
    keep_graph: bool = False
    create_graph: bool = False
    nodes: int = 0                      # nodes reachable from the roots
    parent_step: Optional[int] = None   # a backward run inside a node (reentrant): that step
    captured: List[str] = field(default_factory=list)


class Trace(EngineObserver):
    """The record of ``trace()``: ``calls`` (one per backward) and ``steps`` (one per node run)."""

    def __init__(self, params=None, frame=None):
        self.params = params
        self._frame = frame
        self._names = None
        self.calls: List[BackwardCall] = []
        self.steps: List[Step] = []
        self._local = threading.local()

    # -- context manager -----------------------------------------------------------------------
    def __enter__(self):
        install(self)
        return self

    def __exit__(self, *exc):
        uninstall(self)
        self._name_map()   # resolve names while the caller's variables are still there
        self._frame = None
        return False

    # -- observer ------------------------------------------------------------------------------
    def _state(self):
        local = self._local
        if not hasattr(local, "stack"):
            local.stack = []   # [(BackwardCall, dependencies, exec_info, current step or None)]
        return local.stack

    def task_start(self, task, root, dependencies):
        stack = self._state()
        roots = list(root._next_edges) if type(root) is GraphRoot else [(root, 0)]
        parent = stack[-1][3].index if stack and stack[-1][3] is not None else None
        call = BackwardCall(len(self.calls) + 1, roots, task.keep_graph, engine._GRAD_MODE.grad_enabled,
                            len(dependencies) + 1, parent)
        self.calls.append(call)
        stack.append([call, dependencies, task, None])

    def task_end(self, task):
        stack = self._state()
        if not stack:
            return
        call, _, task, _ = stack.pop()
        if task.captures:
            for node, pairs in task.captures.items():
                for input_nr, index in pairs:
                    grad = task.captured[index] if task.captured else None
                    call.captured.append(f"inputs[{index}] <- {self._node_text(node)} input {input_nr}: "
                                         f"{_grad_shape(grad)}")

    def node_start(self, fn, inputs):
        stack = self._state()
        if not stack:
            return
        frame = stack[-1]
        step = Step(len(self.steps) + 1, frame[0].index, fn, fn.name(),
                    None if type(fn) is AccumulateGrad else fn._seq, [_grad_shape(g) for g in inputs],
                    _hooks_of(fn))
        step.saved = _saved_tensors(fn)
        frame[3] = step
        self.steps.append(step)

    def node_end(self, fn, outputs, released):
        stack = self._state()
        if not stack or stack[-1][3] is None or stack[-1][3].node is not fn:
            return
        frame = stack[-1]
        step, dependencies, task = frame[3], frame[1], frame[2]
        exec_info = task.exec_info
        seen = {}
        for i, (next_fn, input_nr) in enumerate(fn._next_edges):
            grad = outputs[i] if i < len(outputs) else None
            if next_fn is None:
                step.flows.append(GradFlow(i, _grad_shape(grad), None))
                continue
            seen[next_fn] = seen.get(next_fn, 0) + 1
            waiting = dependencies.get(next_fn, 0) - seen[next_fn]
            skipped = exec_info is not None and next_fn not in exec_info
            step.flows.append(GradFlow(i, _grad_shape(grad), self._node_text(next_fn), input_nr, waiting, skipped))
        if type(fn) is AccumulateGrad and step.grads_in and step.grads_in[0] is not None:
            var = fn.variable
            grad = var._grad
            step.accumulated = f"{self._var_name(var)}.grad {_grad_shape(grad) if grad is not None else ''}".strip()
        if released:
            step.released = list(step.saved)
        frame[3] = None

    # -- names ---------------------------------------------------------------------------------
    def _name_map(self):
        if self._names is None or self._frame is not None:
            self._names = leaf_names(self.params, self._frame)
        return self._names

    def _var_name(self, var):
        return self._name_map().get(id(var)) or f"leaf{_shape(var.shape)}"

    def _node_text(self, fn):
        if type(fn) is AccumulateGrad:
            return f"AccumulateGrad({self._var_name(fn.variable)})"
        return f"{fn.name()} #{fn._seq}"

    # -- output --------------------------------------------------------------------------------
    def __repr__(self):
        return f"<Trace: {len(self.calls)} backward call(s), {len(self.steps)} steps>"

    def __str__(self):
        out = []
        steps_by_call = {}
        for s in self.steps:
            steps_by_call.setdefault(s.call, []).append(s)
        for call in self.calls:
            roots = ", ".join(f"{self._node_text(fn)} input {nr}" for fn, nr in call.roots if fn is not None)
            inside = f" (inside step [{call.parent_step}])" if call.parent_step else ""
            out.append(f"backward call {call.index}{inside}: Engine::execute(roots=[{roots}], "
                       f"keep_graph={call.keep_graph}, create_graph={call.create_graph}), "
                       f"{call.nodes} nodes reachable")
            for s in steps_by_call.get(call.index, []):
                out.extend(self._step_lines(s))
            for c in call.captured:
                out.append(f"  captured for autograd.grad: {c}")
        if not self.calls:
            out.append("(no backward ran inside the trace)")
        return "\n".join(out)

    def _step_lines(self, s):
        who = f"{s.name} #{s.seq}" if s.seq is not None else f"AccumulateGrad({self._var_name(s.node.variable)})"
        lines = [f"  [{s.index}] call_function({who}) <- grads [{', '.join(map(_fmt_shape, s.grads_in))}]"]
        for h in s.hooks:
            lines.append(f"        hook: {h}")
        if s.accumulated:
            lines.append(f"        AccumulateGrad -> {s.accumulated}")
        elif s.flows:
            lines.append(f"        apply -> [{', '.join(_fmt_shape(f.shape) for f in s.flows)}]")
        for f in s.flows:
            if f.target is None:
                lines.append(f"        output {f.output_nr}: no edge (input needs no gradient)")
            elif f.skipped:
                lines.append(f"        output {f.output_nr} -> {f.target}: not needed by this backward, dropped")
            elif f.shape is None:
                lines.append(f"        output {f.output_nr}: no gradient for {f.target} input {f.input_nr}")
            else:
                state = "ready" if f.waiting == 0 else f"waits for {f.waiting} more"
                lines.append(f"        output {f.output_nr} {_fmt_shape(f.shape)} -> {f.target} input {f.input_nr}"
                             f" ({state})")
        if s.released:
            lines.append(f"        released saved: {', '.join(s.released)}")
        return lines

    def to_dot(self, show_saved=False):
        """The graph picture with the execution order: executed nodes outlined, ``step k`` in each label."""
        order = {}
        for s in self.steps:
            order.setdefault(s.node, []).append(f"step {s.index}")
        roots, seen = [], set()
        for call in self.calls:
            for edge in call.roots:
                if edge[0] is not None and edge[0] not in seen:
                    seen.add(edge[0])
                    roots.append((None, edge))
        names = self._name_map()
        return graph_dot(roots, names, show_saved=show_saved, annotate=order, highlight=set(order),
                         title="backward execution order (red: step k -> step k+1)",
                         order=[s.node for s in self.steps])

    def render(self, path, format=None, show_saved=False):
        """Draw ``to_dot()`` with Graphviz into ``path`` (svg or png, by default from the name)."""
        import os
        format = format or os.path.splitext(os.fspath(path))[1].lstrip(".") or "svg"
        return render_dot(self.to_dot(show_saved), os.fspath(path), format)

    # -- queries tests and users can make ------------------------------------------------------
    def order(self, call=None):
        """The nodes in execution order (of one backward call, or of all)."""
        return [s.node for s in self.steps if call is None or s.call == call]


def trace(params=None):
    """Record what the engine does in the backward calls inside the ``with`` block.

    ``params``: ``{name: tensor}`` names leaves (``x.grad``); without it, leaves are named after
    the caller's variables (tensors, and nn.Modules' parameters as ``model.fc.weight``)."""
    return Trace(params, sys._getframe(1))


# -- helpers ----------------------------------------------------------------------------------------

def _grad_shape(grad):
    return None if grad is None else tuple(grad.shape)


def _fmt_shape(shape):
    return "None" if shape is None else _shape(shape)


def _hook_name(hook):
    return getattr(hook, "__qualname__", None) or type(hook).__name__


def _hooks_of(fn):
    """The hooks call_function is about to run for ``fn``, in the engine's order."""
    hooks = []
    if type(fn) is AccumulateGrad:
        var = fn.variable
        for h in (getattr(var, "_hooks", None) or {}).values():
            hooks.append(f"tensor hook {_hook_name(h)}")
        for h in (getattr(var, "_post_acc_hooks", None) or {}).values():
            hooks.append(f"post-accumulate-grad hook {_hook_name(h)}")
        return hooks
    for output_nr, by_id in (fn._tensor_pre_hooks or {}).items():
        for h in by_id.values():
            hooks.append(f"tensor hook on output {output_nr} {_hook_name(h)}")
    for output_nr in (fn._retains_grad_hooks or {}):
        hooks.append(f"retain_grad on output {output_nr}")
    for h in (fn._pre_hooks or {}).values():
        hooks.append(f"pre-hook {_hook_name(h)}")
    for h in (fn._post_hooks or {}).values():
        hooks.append(f"post-hook {_hook_name(h)}")
    return hooks


def _saved_tensors(fn):
    """``["self (3,) torch.float32", ...]``: the tensors ``fn`` holds, read before they are released."""
    out = []
    cls = type(fn)
    for attr in dir(cls):
        if attr.startswith("_raw_saved_"):
            try:
                raw = getattr(fn, attr)
            except Exception:  # noqa: BLE001
                continue
            name = attr[len("_raw_saved_"):]
            if isinstance(raw, (list, tuple)):
                items = [(f"{name}[{j}]", sv) for j, sv in enumerate(raw)]
            else:
                items = [(name, raw)]
            for label, sv in items:
                desc, _ = describe_saved(sv)
                if desc is not None and desc != "(freed)":
                    out.append(f"{label} {desc}")
    saved = fn.__dict__.get("_saved") if hasattr(fn, "__dict__") else None
    for j, sv in enumerate(saved or ()):
        desc, _ = describe_saved(sv)
        if desc is not None and desc != "(freed)":
            out.append(f"saved_tensors[{j}] {desc}")
    return out
