"""torch.autograd.profiler's ``profile`` and ``record_function`` (every op and node, forward and backward; at the
end of this module), and where backward spends its time: ``with minitorch.autograd.profiler.profile_backward() as
prof:``.

    with minitorch.autograd.profiler.profile_backward() as prof:
        loss.backward()
    print(prof.key_averages().table(sort_by="cpu_time_total"))

Per node type (``MulBackward0``) and per node (``MulBackward0 #12``): calls, total time
in ``call_function`` (hooks, apply, output checks, release), time in ``apply`` (the
derivative formulas) and the rest. The summary splits the whole backward into formulas,
per-node engine work (hooks, validate_outputs, release) and scheduling (dependency
counting, the ready heap, input buffers, gradient accumulation into buffers).

Names follow torch.autograd.profiler where they fit: ``key_averages()``, ``table(sort_by=,
row_limit=)``, ``cpu_time_total``/``self_cpu_time_total``, ``count``; times are in
microseconds as there. Timing adds a few microseconds per node to the engine's share.
"""
import functools
import sys
import threading
import time
from dataclasses import dataclass

from .graphviz import leaf_names
from .node import AccumulateGrad, Node
from .profiler_util import EventList, FunctionEvent, FunctionEventAvg
from .tracing import EngineObserver, install, uninstall

__all__ = ["profile", "record_function", "profile_backward", "BackwardProfile", "NodeStats", "StatsTable",
           "EventList", "FunctionEvent", "FunctionEventAvg"]

_clock = time.perf_counter_ns


@dataclass
class NodeStats:
    """One row: a node type or one node. Times in microseconds."""
    key: str
    count: int = 0
    cpu_time_total: float = 0.0       # call_function: hooks + apply + checks + release
    self_cpu_time_total: float = 0.0  # apply alone (the formulas)

    @property
    def engine_time_total(self):
        return self.cpu_time_total - self.self_cpu_time_total

    @property
    def cpu_time(self):
        """Average per call, as torch's FunctionEventAvg.cpu_time."""
        return self.cpu_time_total / self.count if self.count else 0.0


_COLUMNS = {"cpu_time_total": "cpu_time_total", "self_cpu_time_total": "self_cpu_time_total",
            "count": "count", "calls": "count", "total": "cpu_time_total", "apply": "self_cpu_time_total",
            "engine": "engine_time_total", "cpu_time": "cpu_time", "key": "key"}


class StatsTable(list):
    """A list of NodeStats that prints as a table (torch's EventList)."""

    def table(self, sort_by="cpu_time_total", row_limit=None, title=None):
        column = _COLUMNS.get(sort_by)
        if column is None:
            raise ValueError(f"table: sort_by must be one of {sorted(_COLUMNS)}, got {sort_by!r}")
        rows = sorted(self, key=lambda r: getattr(r, column), reverse=column != "key")
        if row_limit is not None:
            rows = rows[:row_limit]
        total = sum(r.cpu_time_total for r in self) or 1.0
        width = max([len("Name")] + [len(r.key) for r in rows])
        head = (f"{'Name':<{width}}  {'Calls':>6}  {'Total (us)':>11}  {'% total':>7}  {'Apply (us)':>11}  "
                f"{'Engine (us)':>11}  {'Avg (us)':>9}")
        rule = "-" * len(head)
        lines = ([title] if title else []) + [rule, head, rule]
        for r in rows:
            lines.append(f"{r.key:<{width}}  {r.count:>6}  {r.cpu_time_total:>11.1f}  "
                         f"{100 * r.cpu_time_total / total:>6.1f}%  {r.self_cpu_time_total:>11.1f}  "
                         f"{r.engine_time_total:>11.1f}  {r.cpu_time:>9.1f}")
        lines.append(rule)
        return "\n".join(lines)

    def __str__(self):
        return self.table()


class BackwardProfile(EngineObserver):
    """The record of ``profile_backward()``. Times in microseconds."""

    def __init__(self, params=None, frame=None):
        self._params, self._frame = params, frame
        self._names = None
        self.total_time = 0.0        # inside engine.execute, all top-level backward calls
        self.apply_time = 0.0        # inside Node.apply (the formulas)
        self.node_time = 0.0         # inside call_function (apply + hooks + checks + release)
        self.backward_calls = 0
        self._by_type = {}
        self._by_node = {}
        self._local = threading.local()

    # -- context manager -----------------------------------------------------------------------
    def __enter__(self):
        install(self)
        return self

    def __exit__(self, *exc):
        uninstall(self)
        self._frame = None
        return False

    # -- observer ------------------------------------------------------------------------------
    def _stack(self):
        local = self._local
        if not hasattr(local, "tasks"):
            local.tasks, local.nodes = [], []
        return local

    def task_start(self, task, root, dependencies):
        self._stack().tasks.append(_clock())

    def task_end(self, task):
        local = self._stack()
        if not local.tasks:
            return
        elapsed = (_clock() - local.tasks.pop()) / 1e3
        if not local.tasks:   # a backward inside a node's apply is already inside that node's time
            self.total_time += elapsed
            self.backward_calls += 1

    def node_start(self, fn, inputs):
        self._stack().nodes.append([fn, _clock(), 0])

    def apply(self, fn, inputs):
        start = _clock()
        try:
            return fn.apply(inputs)
        finally:
            nodes = self._stack().nodes
            if nodes:
                nodes[-1][2] = _clock() - start

    def node_end(self, fn, outputs, released):
        nodes = self._stack().nodes
        if not nodes:
            return
        node, start, applied = nodes.pop()
        elapsed, applied = (_clock() - start) / 1e3, applied / 1e3
        node_key = self._node_key(node)
        for table, key in ((self._by_type, _type_key(node)), (self._by_node, node_key)):
            row = table.get(key)
            if row is None:
                row = table[key] = NodeStats(key)
            row.count += 1
            row.cpu_time_total += elapsed
            row.self_cpu_time_total += applied
        if len(nodes) == 0 and len(self._stack().tasks) <= 1:
            self.node_time += elapsed
            self.apply_time += applied

    def _node_key(self, fn):
        if type(fn) is AccumulateGrad:
            if self._names is None:
                self._names = leaf_names(self._params, self._frame)
            var = fn.variable
            name = self._names.get(id(var))
            return f"AccumulateGrad({name})" if name else f"AccumulateGrad({tuple(var.shape)} @{id(fn):x})"
        return f"{fn.name()} #{fn._seq}"

    # -- results -------------------------------------------------------------------------------
    def key_averages(self, group_by_node=False):
        """Rows per node type (``MulBackward0``), or per node (``MulBackward0 #12``)."""
        return StatsTable((self._by_node if group_by_node else self._by_type).values())

    def table(self, sort_by="cpu_time_total", row_limit=None, group_by_node=False):
        return self.key_averages(group_by_node).table(sort_by=sort_by, row_limit=row_limit)

    @property
    def engine_time(self):
        """Everything in backward that is not a formula: per-node work plus scheduling."""
        return self.total_time - self.apply_time

    @property
    def scheduling_time(self):
        """Between nodes: ready heap, dependency counts, input buffers (summing gradients)."""
        return self.total_time - self.node_time

    def summary(self):
        total = self.total_time or 1.0
        calls = sum(r.count for r in self._by_type.values())
        return "\n".join([
            f"backward: {self.backward_calls} call(s), {calls} node calls, {self.total_time / 1e3:.3f} ms total",
            f"  formulas (Node.apply):                {self.apply_time / 1e3:9.3f} ms  "
            f"{100 * self.apply_time / total:5.1f}%",
            f"  per-node engine work (hooks, checks): {(self.node_time - self.apply_time) / 1e3:9.3f} ms  "
            f"{100 * (self.node_time - self.apply_time) / total:5.1f}%",
            f"  scheduling (heap, buffers):           {self.scheduling_time / 1e3:9.3f} ms  "
            f"{100 * self.scheduling_time / total:5.1f}%",
        ])

    def __str__(self):
        return self.summary() + "\n" + self.table()

    def __repr__(self):
        return f"<BackwardProfile: {self.backward_calls} backward call(s), {self.total_time / 1e3:.3f} ms>"


def profile_backward(params=None):
    """Time the backward calls inside the ``with`` block, per node type and per node.

    ``params`` (``{name: tensor}``) names leaves in the per-node table; without it, the
    caller's variables do."""
    return BackwardProfile(params, sys._getframe(1))


def _type_key(fn):
    return "AccumulateGrad" if type(fn) is AccumulateGrad else fn.name()


# -- torch.autograd.profiler.profile: every op, node and record_function range, forward and backward -------------

_VT_MODULE = "minitorch._generated.variable_type"
_COMPOSITE_PREFIX = "minitorch._composite"
_ACTIVE = []  # the profiles recording now, innermost last (record_function writes into the innermost)


class profile:
    """Record the ops (``aten::mul``), backward nodes (``MulBackward0``, each inside the engine's
    ``autograd::engine::evaluate_function: MulBackward0``) and ``record_function`` ranges run inside the ``with``
    block, on this thread, as torch.autograd.profiler.profile does:

        with minitorch.autograd.profiler.profile(record_shapes=True) as prof:
            loss = model(x).sum()
            loss.backward()
        print(prof.key_averages().table(sort_by="self_cpu_time_total", row_limit=10))

    An op is a call of a generated wrapper or a public composite; the profile follows Python calls
    (``sys.setprofile``), so code runs slower inside it, and times count that. CPU only: ``use_cuda`` /
    ``use_device`` and the memory, FLOP and stack options are not recorded here."""

    def __init__(self, enabled=True, *, use_cuda=False, use_device=None, record_shapes=False, with_flops=False,
                 profile_memory=False, with_stack=False, with_modules=False, use_kineto=True, use_cpu=True,
                 experimental_config=None, acc_events=False, custom_trace_id_callback=None):
        if use_cuda or use_device not in (None, "cpu") or profile_memory or with_flops or with_stack:
            raise NotImplementedError("minitorch's profiler records CPU times only (use_cuda, use_device, "
                                      "profile_memory, with_flops and with_stack are not supported)")
        self.enabled, self.record_shapes = enabled, record_shapes
        self.function_events = None
        self._events, self._stack, self._names = [], [], {}
        self._previous = None

    def __enter__(self):
        if not self.enabled:
            return self
        if self.function_events is not None:
            raise RuntimeError("Profiler context manager is not reentrant")
        self._previous = sys.getprofile()
        _ACTIVE.append(self)
        self._observer = EngineObserver()  # the engine then runs each node through call_function
        install(self._observer)
        sys.setprofile(self._trace)
        return self

    def __exit__(self, *exc):
        if not self.enabled:
            return False
        sys.setprofile(self._previous)
        uninstall(self._observer)
        _ACTIVE.remove(self)
        now = _clock()
        while self._stack:  # ranges still open (an exception left the block)
            self._close(now)
        self.function_events = EventList(sorted(self._events, key=lambda e: (e.start_us, -e.end_us)))
        return False

    # -- recording -----------------------------------------------------------------------------------
    def _trace(self, frame, event, arg):
        if event == "call":
            kind = self._names.get(frame.f_code, _UNSEEN)
            if kind is _UNSEEN:
                kind = self._names[frame.f_code] = _classify(frame)
            if kind is not None:
                name = kind if type(kind) is str else kind(frame)
                if name is not None:
                    self._open(name, frame, _shapes(frame) if self.record_shapes else None)
        elif event == "return" and self._stack and self._stack[-1][1] is frame:
            self._close(_clock())

    def _open(self, name, frame, shapes):
        self._stack.append((name, frame, shapes, _clock(), []))

    def _close(self, now):
        name, _, shapes, start, children = self._stack.pop()
        event = FunctionEvent(len(self._events) + 1, name, threading.get_ident(), start / 1e3, now / 1e3, shapes)
        event.cpu_children = children
        for child in children:
            child.cpu_parent = event
        self._events.append(event)
        if self._stack:
            self._stack[-1][4].append(event)

    # -- results -------------------------------------------------------------------------------------
    def _finished(self):
        if self.function_events is None:
            raise RuntimeError("Profiler didn't finish running")
        return self.function_events

    def key_averages(self, group_by_input_shape=False, group_by_stack_n=0):
        return self._finished().key_averages(group_by_input_shape)

    def table(self, sort_by=None, row_limit=100, max_src_column_width=75, max_name_column_width=55,
              max_shapes_column_width=80, header=None, top_level_events_only=False):
        return self._finished().table(sort_by=sort_by, row_limit=row_limit, header=header,
                                      max_name_column_width=max_name_column_width,
                                      max_shapes_column_width=max_shapes_column_width,
                                      top_level_events_only=top_level_events_only)

    def total_average(self):
        total = FunctionEventAvg("Total")
        for event in self._finished():
            total.add(event)
        return total

    @property
    def self_cpu_time_total(self):
        return self._finished().self_cpu_time_total

    def export_chrome_trace(self, path):
        self._finished().export_chrome_trace(path)

    def __str__(self):
        return self.table()

    def __repr__(self):
        return "<unfinished torch.autograd.profile>" if self.function_events is None else repr(self.function_events)


class record_function:
    """A named range in the active profile (``with record_function("forward"):``, or as a decorator)."""

    def __init__(self, name, args=None):
        self.name, self.args = name, args
        self._profile = None

    def __enter__(self):
        if _ACTIVE:
            self._profile = _ACTIVE[-1]
            self._profile._open(self.name, self, None)
        return self

    def __exit__(self, *exc):
        if self._profile is not None:
            stack = self._profile._stack
            while stack and stack[-1][1] is not self:  # calls left open by an exception inside the range
                self._profile._close(_clock())
            if stack:
                self._profile._close(_clock())
            self._profile = None
        return False

    def __call__(self, function):
        @functools.wraps(function)
        def wrapped(*args, **kwargs):
            with record_function(self.name, self.args):
                return function(*args, **kwargs)
        return wrapped


_UNSEEN = object()


def _classify(frame):
    """What a call of ``frame``'s code records: an op's name, a function giving a node's name from the frame, or
    None (not recorded). Decided once per code object."""
    code, module = frame.f_code, frame.f_globals.get("__name__", "")
    if module == _VT_MODULE:  # a wrapper: its docstring is its schema, ``mul.Tensor(Tensor self, ...) -> Tensor``
        function = frame.f_globals.get(code.co_name)
        doc = function.__doc__ if getattr(function, "__code__", None) is code and function.__doc__ else ""
        return "aten::" + doc.split("(", 1)[0].split(".", 1)[0] if " -> " in doc else None
    if module.startswith(_COMPOSITE_PREFIX):
        public = getattr(sys.modules.get(module), "__all__", ())
        return "aten::" + code.co_name if code.co_name in public else None
    if module == "minitorch.autograd.engine" and code.co_name == "_call_function":
        return lambda f: "autograd::engine::evaluate_function: " + f.f_locals["fn"].name()
    if code.co_name == "apply" and code.co_argcount == 2:
        return _node_name
    return None


def _node_name(frame):
    node = frame.f_locals.get(frame.f_code.co_varnames[0])
    return node.name() if isinstance(node, Node) else None


def _shapes(frame):
    """The shapes of a call's arguments, as record_shapes gives them: a tensor's sizes, [] for anything else."""
    code = frame.f_code
    values = [frame.f_locals.get(name) for name in code.co_varnames[:code.co_argcount]]
    return [list(v.shape) if hasattr(v, "_data") and hasattr(v, "shape") else [] for v in values]
