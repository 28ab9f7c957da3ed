"""Tensor.__repr__ as PyTorch prints it (torch/_tensor_str.py's rules)."""
import math

PRECISION = 4
THRESHOLD = 1000
EDGEITEMS = 3
LINEWIDTH = 80
SCI_MODE = None  # None: chosen per tensor; True / False: always / never scientific

_PROFILES = {"default": (4, 1000, 3, 80), "short": (2, 1000, 2, 80), "full": (4, math.inf, 3, 80)}


def set_printoptions(precision=None, threshold=None, edgeitems=None, linewidth=None, profile=None, sci_mode=None):
    """torch.set_printoptions: a profile ('default', 'short', 'full') first, then each option given."""
    global PRECISION, THRESHOLD, EDGEITEMS, LINEWIDTH, SCI_MODE
    if profile is not None:
        PRECISION, THRESHOLD, EDGEITEMS, LINEWIDTH = _PROFILES[profile]
    if precision is not None:
        PRECISION = precision
    if threshold is not None:
        THRESHOLD = threshold
    if edgeitems is not None:
        EDGEITEMS = edgeitems
    if linewidth is not None:
        LINEWIDTH = linewidth
    SCI_MODE = sci_mode


def get_printoptions():
    return {"precision": PRECISION, "threshold": THRESHOLD, "edgeitems": EDGEITEMS, "linewidth": LINEWIDTH,
            "sci_mode": SCI_MODE}


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
        if SCI_MODE is not None:
            self.sci_mode = SCI_MODE
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
            return f"{value:.{PRECISION}e}"
        if self.int_mode:
            return f"{value:.0f}."
        return f"{value:.{PRECISION}f}"

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
    summarize = data.size > THRESHOLD
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
    if data.shape[0] > 2 * EDGEITEMS:
        parts = [data[:EDGEITEMS], data[-EDGEITEMS:]]
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
        elements_per_line = max(1, int(math.floor((LINEWIDTH - indent) / (width + 2))))
        if summarize and data.shape[0] > 2 * EDGEITEMS:
            items = [_fmt(v, kind, formatter).rjust(width) for v in data[:EDGEITEMS].tolist()] + [" ..."] + \
                    [_fmt(v, kind, formatter).rjust(width) for v in data[-EDGEITEMS:].tolist()]
        else:
            items = [_fmt(v, kind, formatter).rjust(width) for v in data.tolist()]
        lines = [", ".join(items[i:i + elements_per_line]) for i in range(0, len(items), elements_per_line)]
        return "[" + (",\n" + " " * (indent + 1)).join(lines) + "]"
    if summarize and data.shape[0] > 2 * EDGEITEMS:
        rows = [_nd_str(data[i], kind, formatter, indent + 1, summarize) for i in range(EDGEITEMS)] + ["..."] + \
               [_nd_str(data[i], kind, formatter, indent + 1, summarize)
                for i in range(data.shape[0] - EDGEITEMS, data.shape[0])]
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
        if last_line + len(suffix) + 2 > LINEWIDTH:
            out += ",\n" + " " * indent + suffix
            last_line = indent + len(suffix)
        else:
            out += ", " + suffix
            last_line += len(suffix) + 2
    return out + ")"
