"""The records of ``autograd.profiler.profile``: one FunctionEvent per op or node call, FunctionEventAvg per name,
and EventList's table, laid out as torch.autograd.profiler_util's. Times in microseconds, as there."""
import json

__all__ = ["EventList", "FunctionEvent", "FunctionEventAvg"]


def _format_time(time_us):
    if time_us >= 1e6:
        return f"{time_us / 1e6:.3f}s"
    if time_us >= 1e3:
        return f"{time_us / 1e3:.3f}ms"
    return f"{time_us:.3f}us"


def _format_share(time_us, total_us):
    return f"{time_us * 100.0 / total_us:.2f}%" if total_us else "NaN"


class FunctionEvent:
    """One call: an op (``aten::mul``), a backward node (``MulBackward0``), the engine's evaluation of one
    (``autograd::engine::evaluate_function: MulBackward0``) or a ``record_function`` range."""

    def __init__(self, id, name, thread, start_us, end_us, input_shapes=None):
        self.id, self.name, self.thread = id, name, thread
        self.start_us, self.end_us = start_us, end_us
        self.input_shapes = input_shapes or []
        self.cpu_children = []
        self.cpu_parent = None
        self.count = 1

    @property
    def key(self):
        return self.name

    @property
    def cpu_time_total(self):
        return self.end_us - self.start_us

    @property
    def self_cpu_time_total(self):
        return self.cpu_time_total - sum(child.cpu_time_total for child in self.cpu_children)

    @property
    def cpu_time(self):
        return self.cpu_time_total

    def __repr__(self):
        return (f"<FunctionEvent id={self.id} name={self.name} cpu_time={_format_time(self.cpu_time_total)} "
                f"start_us={self.start_us:.3f} end_us={self.end_us:.3f} "
                f"cpu_children={[c.id for c in self.cpu_children]} input_shapes={self.input_shapes}>")


class FunctionEventAvg:
    """The calls of one name (and, grouped by shapes, one list of input shapes): totals and counts."""

    def __init__(self, key, input_shapes=None):
        self.key, self.input_shapes = key, input_shapes
        self.count = 0
        self.cpu_time_total = 0.0
        self.self_cpu_time_total = 0.0
        self.cpu_parent = None

    def add(self, event):
        self.count += event.count
        self.cpu_time_total += event.cpu_time_total
        self.self_cpu_time_total += event.self_cpu_time_total
        return self

    @property
    def cpu_time(self):
        return self.cpu_time_total / self.count if self.count else 0.0

    def __repr__(self):
        return (f"<FunctionEventAvg key={self.key} self_cpu_time={_format_time(self.self_cpu_time_total)} "
                f"cpu_time={_format_time(self.cpu_time)} input_shapes={self.input_shapes}>")


class EventList(list):
    """A list of events that averages and prints itself as PyTorch's does."""

    def key_averages(self, group_by_input_shape=False):
        averages = {}
        for event in self:
            key = (event.key, str(event.input_shapes)) if group_by_input_shape else event.key
            if key not in averages:
                averages[key] = FunctionEventAvg(event.key, event.input_shapes if group_by_input_shape else None)
            averages[key].add(event)
        return EventList(averages.values())

    @property
    def self_cpu_time_total(self):
        return sum(event.self_cpu_time_total for event in self)

    def table(self, sort_by=None, row_limit=100, max_src_column_width=75, max_name_column_width=55,
              max_shapes_column_width=80, header=None, top_level_events_only=False, time_unit=None):
        return _build_table(self, sort_by, header, row_limit, max_name_column_width, max_shapes_column_width,
                            top_level_events_only, time_unit)

    def export_chrome_trace(self, path):
        """The events in Chrome's trace format (chrome://tracing, Perfetto)."""
        events = [{"ph": "X", "cat": "cpu_op", "name": e.name, "pid": 0, "tid": e.thread, "ts": e.start_us,
                   "dur": e.cpu_time_total, "args": {"Input Dims": e.input_shapes} if e.input_shapes else {}}
                  for e in self]
        with open(path, "w") as f:
            json.dump({"traceEvents": events}, f)

    def __str__(self):
        return self.table()


def _build_table(events, sort_by, header, row_limit, name_width, shapes_width, top_level_only, time_unit):
    """torch.autograd.profiler_util._build_table's layout, the CPU columns."""
    if not events:
        return ""
    if sort_by is not None:
        events = sorted(events, key=lambda e: getattr(e, sort_by), reverse=True)
    shapes = any(e.input_shapes for e in events)
    name_width = min(max(len(e.key) for e in events) + 4, name_width)
    shapes_width = min(max(len(str(e.input_shapes)) for e in events) + 4, shapes_width)
    headers = ["Name", "Self CPU %", "Self CPU", "CPU total %", "CPU total", "CPU time avg", "# of Calls"]
    widths = [name_width] + [12] * 6
    if shapes:
        headers.append("Input Shapes")
        widths.append(shapes_width)
    row_format = "".join("{: >" + str(w) + "}  " for w in widths)
    rule = "".join("-" * w + "  " for w in widths)
    line_length = sum(w + 2 for w in widths) - 2
    total = sum(e.self_cpu_time_total for e in events)

    def when(time_us):
        units = {"s": 1e6, "ms": 1e3, "us": 1.0}
        return f"{time_us / units[time_unit]:.3f}{time_unit}" if time_unit in units else _format_time(time_us)
    lines = []
    if header is not None:
        lines += ["=" * line_length, header]
    if top_level_only:
        lines += ["=" * line_length, "This report only display top-level ops statistics"]
    lines += [rule, row_format.format(*headers), rule]
    shown = 0
    for e in events:
        if shown == row_limit:
            break
        if top_level_only and e.cpu_parent is not None:
            continue
        shown += 1
        name = e.key if len(e.key) < name_width - 3 else e.key[:name_width - 3] + "..."
        row = [name, _format_share(e.self_cpu_time_total, total), when(e.self_cpu_time_total),
               _format_share(e.cpu_time_total, total), when(e.cpu_time_total), when(e.cpu_time), e.count]
        if shapes:
            text = str(e.input_shapes)
            row.append(text if len(text) < shapes_width - 3 else text[:shapes_width - 3] + "...")
        lines.append(row_format.format(*row))
    lines += [rule, f"Self CPU time total: {when(total)}"]
    return "\n".join(lines) + "\n"
