"""Where backward spends its time: ``with minitorch.autograd.profiler.profile_backward() as prof:``.

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
import sys
import threading
import time
from dataclasses import dataclass

from .graphviz import leaf_names
from .node import AccumulateGrad
from .tracing import EngineObserver, install, uninstall

__all__ = ["profile_backward", "BackwardProfile", "NodeStats", "StatsTable"]

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
