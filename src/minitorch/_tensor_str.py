"""Tensor.__repr__ as PyTorch prints it (torch/_tensor_str.py's rules)."""
import math

import contextlib
import dataclasses


@dataclasses.dataclass
class __PrinterOptions:
    """The options set_printoptions sets (PyTorch's ``torch._tensor_str.PRINT_OPTS``, which programs read and
    assign to)."""
    precision: int = 4
    threshold: float = 1000
    edgeitems: int = 3
    linewidth: int = 80
    sci_mode: object = None  # None: chosen per tensor; True / False: always / never scientific


PRINT_OPTS = __PrinterOptions()

_PROFILES = {"default": (4, 1000, 3, 80), "short": (2, 1000, 2, 80), "full": (4, math.inf, 3, 80)}


def set_printoptions(precision=None, threshold=None, edgeitems=None, linewidth=None, profile=None, sci_mode=None):
    """torch.set_printoptions: a profile ('default', 'short', 'full') first, then each option given; sci_mode
    is always set (None by default)."""
    if profile is not None:
        PRINT_OPTS.precision, PRINT_OPTS.threshold, PRINT_OPTS.edgeitems, PRINT_OPTS.linewidth = _PROFILES[profile]
    if precision is not None:
        PRINT_OPTS.precision = precision
    if threshold is not None:
        PRINT_OPTS.threshold = threshold
    if edgeitems is not None:
        PRINT_OPTS.edgeitems = edgeitems
    if linewidth is not None:
        PRINT_OPTS.linewidth = linewidth
    PRINT_OPTS.sci_mode = sci_mode


def get_printoptions():
    """The current options, as keywords for set_printoptions."""
    return dataclasses.asdict(PRINT_OPTS)


@contextlib.contextmanager
def printoptions(**kwargs):
    """Print options changed for the ``with`` block (the same keywords as set_printoptions)."""
    old = get_printoptions()
    set_printoptions(**kwargs)
    try:
        yield
    finally:
        set_printoptions(**old)


class _Formatter:
    """Chooses one format for all elements: integer-valued floats, fixed or scientific."""

    def __init__(self, values, floating):
        self.floating = floating
        self.int_mode = True
        self.sci_mode = False
        self.max_width = 1
        if not floating:
            self.max_width = max((len(str(v)) for v in values), default=1)
            return
        finite = [v for v in values if math.isfinite(v) and v != 0]
        if not finite:
            return  # nothing sets the width: every value prints at its own length
        magnitudes = [abs(v) for v in finite]
        self.int_mode = all(v == math.ceil(v) for v in finite)
        lo, hi = min(magnitudes), max(magnitudes)
        if PRINT_OPTS.sci_mode is not None:
            self.sci_mode = PRINT_OPTS.sci_mode
        elif self.int_mode:
            self.sci_mode = hi / lo > 1000.0 or hi > 1.0e8
        else:
            self.sci_mode = hi / lo > 1000.0 or hi > 1.0e8 or lo < 1.0e-4
        # PyTorch measures the width on the finite non-zero values only.
        self.max_width = max(len(self.format(v)) for v in finite)

    @staticmethod
    def _fmt_nonfinite(v):
        return "nan" if math.isnan(v) else ("inf" if v > 0 else "-inf")

    def format(self, value):
        if not self.floating:
            return str(value)
        if not math.isfinite(value):
            return self._fmt_nonfinite(value)
        if self.sci_mode:
            return f"{value:.{PRINT_OPTS.precision}e}"
        if self.int_mode:
            return f"{value:.0f}."
        return f"{value:.{PRINT_OPTS.precision}f}"

    def width(self):
        return self.max_width


def _py(v, kind):
    if kind == "b":
        return bool(v)
    if kind in "iu":
        return int(v)
    return float(v)


def _summarize(data, xp_shape):
    return data


def tensor_str(tensor, indent):
    data = tensor._host_array()
    kind = data.dtype.kind
    summarize = data.size > PRINT_OPTS.threshold
    flat = data.reshape(-1)
    if summarize:
        values = _edge_values(data)
    else:
        values = [_py(v, kind) for v in flat.tolist()]
    formatter = _Formatter(values, kind == "f")  # bools too: as wide as "False" only when one is False
    if data.ndim == 0:
        return _fmt(data.item(), kind, formatter)
    return _nd_str(data, kind, formatter, indent, summarize)


def _edge_values(data):
    if data.ndim == 0:
        return [data.item()]
    if data.shape[0] > 2 * PRINT_OPTS.edgeitems:
        parts = [data[:PRINT_OPTS.edgeitems], data[-PRINT_OPTS.edgeitems:]]
    else:
        parts = [data]
    out = []
    for p in parts:
        if data.ndim == 1:
            out.extend(p.tolist())
        else:
            for row in p:
                out.extend(_edge_values(row))
    return out


def _fmt(value, kind, formatter):
    if kind == "b":
        return str(bool(value))
    return formatter.format(_py(value, kind))


def _nd_str(data, kind, formatter, indent, summarize):
    if data.ndim == 1:
        width = formatter.width()
        elements_per_line = max(1, int(math.floor((PRINT_OPTS.linewidth - indent) / (width + 2))))
        edge = PRINT_OPTS.edgeitems
        if summarize and data.shape[0] > 2 * edge:
            items = [_fmt(v, kind, formatter).rjust(width) for v in data[:edge].tolist()] + [" ..."] + \
                    [_fmt(v, kind, formatter).rjust(width) for v in data[-edge:].tolist()]
        else:
            items = [_fmt(v, kind, formatter).rjust(width) for v in data.tolist()]
        lines = [", ".join(items[i:i + elements_per_line]) for i in range(0, len(items), elements_per_line)]
        return "[" + (",\n" + " " * (indent + 1)).join(lines) + "]"
    edge = PRINT_OPTS.edgeitems
    if summarize and data.shape[0] > 2 * edge:
        rows = [_nd_str(data[i], kind, formatter, indent + 1, summarize) for i in range(edge)] + ["..."] + \
               [_nd_str(data[i], kind, formatter, indent + 1, summarize)
                for i in range(data.shape[0] - edge, data.shape[0])]
    else:
        rows = [_nd_str(data[i], kind, formatter, indent + 1, summarize) for i in range(data.shape[0])]
    sep = "," + "\n" * (data.ndim - 1) + " " * (indent + 1)
    return "[" + sep.join(rows) + "]"


def tensor_repr(tensor, prefix="tensor(", grad_fn_name=None):
    from . import _dtype
    indent = len(prefix)
    data = tensor._data
    suffixes = []
    device = tensor.device
    if device.type != "cpu":
        suffixes.append(f"device='{device}'")
    if data.size == 0 and data.shape != (0,):
        body = "[]"
        suffixes.append(f"size={tuple(data.shape)}")
    elif data.size == 0:
        body = "[]"
    else:
        body = tensor_str(tensor, indent)
    dt = tensor.dtype
    if data.size == 0:  # no element to tell an int64 or bool tensor by: only the default dtype goes unsaid
        shown = dt is not _dtype.get_default_dtype()
    else:
        shown = not (dt is _dtype.get_default_dtype() or dt is _dtype.int64 or dt is _dtype.bool)
    if shown:
        suffixes.append(f"dtype={dt!r}")
    try:
        grad_fn = tensor.grad_fn
        grad_fn_name = None if grad_fn is None else grad_fn.name().rsplit('::', 1)[-1]
    except RuntimeError:  # a view whose grad_fn may not be regenerated (see views.view_grad_fn): PyTorch shows this
        grad_fn_name = "Invalid"
    if grad_fn_name is not None:
        suffixes.append(f"grad_fn=<{grad_fn_name}>")
    elif tensor._requires_grad:
        suffixes.append("requires_grad=True")
    if tensor._fw_grad is not None:
        suffixes.append(f"tangent={tensor._fw_grad}")  # by format(): a 0-dim tangent shows as its number
    out = prefix + body
    # A suffix that does not fit on the last line goes on its own line. PyTorch counts the tensor's own
    # last line two characters longer than it is (and a wrapped suffix's line exactly): the same here.
    last_line = len(out) - out.rfind("\n") + 1
    for suffix in suffixes:
        if last_line + len(suffix) + 2 > PRINT_OPTS.linewidth:
            out += ",\n" + " " * indent + suffix
            last_line = indent + len(suffix)
        else:
            out += ", " + suffix
            last_line += len(suffix) + 2
    return out + ")"
