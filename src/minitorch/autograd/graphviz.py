"""Pictures of the backward graph: ``to_dot`` (Graphviz DOT text) and ``render`` (SVG/PNG).

What torchviz's ``make_dot`` draws for PyTorch, built in: one box per node named
``grad_fn.name()`` with its sequence number, one edge per entry of ``next_functions``
(arrows point the way gradients flow, from a node to the nodes its inputs came from),
labelled ``i→k``: output ``i`` of the node's backward feeds input ``k`` of the next node.
Leaves (``AccumulateGrad``) show the parameter name and shape; ``show_saved=True`` adds the
tensors each node saved for backward (shape, dtype) and its other saved values.

    dot = minitorch.autograd.graph.to_dot(loss, params=dict(model.named_parameters()))
    minitorch.autograd.graph.render(loss, "graph.svg")
"""
import os
import sys

from .._dtype import FROM_NP
from .node import AccumulateGrad

__all__ = ["to_dot", "render", "GraphvizNotFound"]

INSTALL_HINT = ("the Graphviz 'dot' program is not installed (or not on PATH). Install it with "
                "`sudo apt-get install graphviz` (Debian/Ubuntu), `brew install graphviz` (macOS), "
                "`conda install graphviz` or from https://graphviz.org/download/; to_dot() works without it.")

# Colours of torchviz, so pictures look familiar.
OUTPUT_STYLE = 'shape=box, style=filled, fillcolor="darkolivegreen1"'
LEAF_STYLE = 'shape=box, style=filled, fillcolor="lightblue"'
NODE_STYLE = 'shape=box, style=filled, fillcolor="lightgrey"'
SAVED_STYLE = 'shape=box, style=filled, fillcolor="orange"'


class GraphvizNotFound(RuntimeError):
    """``render`` needs Graphviz's ``dot`` program."""


def to_dot(tensor, params=None, show_saved=False):
    """Graphviz DOT text of the backward graph that ends in ``tensor`` (or a sequence of tensors).

    ``params``: ``{name: tensor}`` (e.g. ``dict(model.named_parameters())``) names the leaves;
    without it, leaves are named after the caller's variables where one holds them.
    ``show_saved``: also draw what each node saved for backward.
    """
    tensors = _as_tensors(tensor)
    names = leaf_names(params, sys._getframe(1))
    roots = []
    for i, t in enumerate(tensors):
        if t.grad_fn is None and not t.requires_grad:
            raise RuntimeError(f"to_dot: tensor {i} does not require grad and has no grad_fn: there is no graph")
        roots.append((t, _root_edge(t)))
    return graph_dot(roots, names, show_saved=show_saved)


def render(tensor, path, format=None, params=None, show_saved=False):
    """Draw the graph of ``tensor`` into ``path`` with Graphviz (``format``: "svg" or "png",
    by default from the file name). Returns the path. Raises GraphvizNotFound, saying how to
    install Graphviz, when the ``dot`` program is missing."""
    path = os.fspath(path)
    if format is None:
        format = os.path.splitext(path)[1].lstrip(".").lower() or "svg"
    if format not in ("svg", "png", "pdf"):
        raise ValueError(f"render: format must be 'svg' or 'png' (or 'pdf'), got {format!r}")
    names = leaf_names(params, sys._getframe(1))
    tensors = _as_tensors(tensor)
    source = graph_dot([(t, _root_edge(t)) for t in tensors], names, show_saved=show_saved)
    return render_dot(source, path, format)


def render_dot(source, path, format="svg"):
    """Run ``dot -T<format>`` on DOT ``source``, writing ``path``."""
    import shutil  # here, not at the top: with subprocess they cost `import minitorch` ~12 ms
    import subprocess
    exe = shutil.which("dot")
    if exe is None:
        raise GraphvizNotFound(f"render: {INSTALL_HINT}")
    proc = subprocess.run([exe, f"-T{format}", "-o", path], input=source.encode(), capture_output=True)
    if proc.returncode != 0:
        raise RuntimeError(f"render: dot failed ({proc.returncode}): {proc.stderr.decode(errors='replace').strip()}")
    return path


# -- building the DOT text ------------------------------------------------------------------------

def graph_dot(roots, names, show_saved=False, annotate=None, highlight=None, title=None, order=None):
    """DOT for ``roots``: ``[(tensor or None, (node, input_nr))]``.

    ``annotate``: ``{node: [extra label lines]}``; ``highlight``: nodes drawn emphasised
    (the trace's executed nodes); ``order``: ``[node, ...]`` joined by dotted red edges in that
    order (the engine's execution order, drawn without moving the layout). Node ids are
    numbered in discovery order, so the text is the same for the same graph.
    """
    annotate = annotate or {}
    ids = {}
    lines = ["digraph backward {", '  graph [rankdir=TB, fontname="Helvetica"];',
             '  node [fontname="Helvetica", fontsize=11];', '  edge [fontname="Helvetica", fontsize=9];']
    if title:
        lines.append(f"  label={_quote(title)}; labelloc=t;")
    saved_ids = {}

    def node_id(fn):
        if fn not in ids:
            ids[fn] = f"n{len(ids)}"
            stack.append(fn)
        return ids[fn]

    stack = []
    for i, (tensor, (fn, input_nr)) in enumerate(roots):
        if tensor is not None:
            label = f"output{'' if len(roots) == 1 else ' ' + str(i)}\n{_shape(tensor.shape)}"
            lines.append(f"  out{i} [label={_quote(label)}, {OUTPUT_STYLE}];")
            if fn is not None:
                lines.append(f"  out{i} -> {node_id(fn)} [label={_quote(str(input_nr))}];")
        elif fn is not None:
            node_id(fn)
    emitted = set()
    while stack:
        fn = stack.pop(0)  # breadth first: ids follow distance from the output
        if fn in emitted:
            continue
        emitted.add(fn)
        fid = ids[fn]
        label_lines = _node_label(fn, names)
        if show_saved:
            values, tensors = saved_state(fn)
            label_lines += [f"{k}: {_short(v)}" for k, v in values]
        label_lines += annotate.get(fn, [])
        style = LEAF_STYLE if type(fn) is AccumulateGrad else NODE_STYLE
        if highlight is not None and fn in highlight:
            style += ', penwidth=2, color="red"'
        lines.append(f"  {fid} [label={_quote(chr(10).join(label_lines))}, {style}];")
        for i, (next_fn, input_nr) in enumerate(fn._next_edges):
            if next_fn is None:
                continue
            lines.append(f"  {fid} -> {node_id(next_fn)} [label={_quote(f'{i}→{input_nr}')}];")
        if show_saved:
            for attr, desc, key, tensor in tensors:
                sid = saved_ids.get(key)
                if sid is None:
                    sid = saved_ids[key] = f"s{len(saved_ids)}"
                    name = names.get(id(tensor)) if tensor is not None else None
                    label = f"{name}\n{desc}" if name else desc
                    lines.append(f"  {sid} [label={_quote(label)}, {SAVED_STYLE}];")
                lines.append(f"  {fid} -> {sid} [label={_quote(attr)}, style=dashed, arrowhead=none];")
    if order:
        for k in range(1, len(order)):
            a, b = ids.get(order[k - 1]), ids.get(order[k])
            if a is not None and b is not None:
                lines.append(f'  {a} -> {b} [style=dotted, color="red", fontcolor="red", constraint=false, '
                             f'label={_quote(f"{k}→{k + 1}")}];')
    lines.append("}")
    return "\n".join(lines) + "\n"


def _node_label(fn, names):
    if type(fn) is AccumulateGrad:
        var = fn.variable
        name = names.get(id(var))
        return ([name] if name else []) + [_shape(var.shape), "AccumulateGrad"]
    return [fn.name(), f"#{fn._seq}"]


def saved_state(fn):
    """What ``fn`` saved for backward: ``(values, tensors)`` where values are
    ``[(name, python value)]`` and tensors ``[(name, "(shape) dtype", identity key, tensor or None)]``.
    Read from the generated ``_saved_*`` / ``_raw_saved_*`` properties (and a custom
    Function's saved_tensors) without unpacking, so nothing runs and freed ones say so."""
    values, tensors = [], []
    cls = type(fn)
    for attr in sorted(a for a in dir(cls) if a.startswith("_saved_")):
        name = attr[len("_saved_"):]
        raw_attr = "_raw_saved_" + name
        if hasattr(cls, raw_attr):
            try:
                raw = getattr(fn, raw_attr)
            except Exception:  # noqa: BLE001  (a property of a node that is half built)
                continue
            items = raw if isinstance(raw, (list, tuple)) else [raw]
            if raw is None:
                tensors.append((name, "(freed)", ("freed", id(fn), name), None))
            for j, sv in enumerate(items):
                label = name if len(items) == 1 and not isinstance(raw, (list, tuple)) else f"{name}[{j}]"
                desc, key = describe_saved(sv)
                if desc is not None:
                    tensors.append((label, desc, key or ("freed", id(fn), label), getattr(sv, "_tensor", None)))
        else:
            try:
                values.append((name, getattr(fn, attr)))
            except Exception:  # noqa: BLE001
                values.append((name, "?"))
    saved = getattr(fn, "__dict__", {}).get("_saved") if hasattr(fn, "__dict__") else None
    if saved:  # custom Function: ctx.save_for_backward
        for j, sv in enumerate(saved):
            desc, key = describe_saved(sv)
            if desc is not None:
                tensors.append((f"saved_tensors[{j}]", desc, key or ("f", id(fn), j), getattr(sv, "_tensor", None)))
    return values, tensors


def describe_saved(sv):
    """``("(3, 4) torch.float32", identity key)`` for a SavedVariable, ``("freed", None)`` once
    released, ``(None, None)`` for a slot the node did not need to fill."""
    if sv is None:
        return None, None
    if getattr(sv, "_released", False):
        return "(freed)", None
    if getattr(sv, "_vc", None) is None:
        return None, None  # NOT_SAVED, or a saved None / number
    tensor = getattr(sv, "_tensor", None)
    data = tensor._data if tensor is not None else getattr(sv, "_data", None)
    if data is None:
        packed = getattr(sv, "_packed", None)
        if packed is not None and hasattr(packed, "shape"):
            return f"{_shape(packed.shape)} (packed by a hook)", id(packed)
        return "(packed by a hook)", None
    return f"{_shape(data.shape)} {_dtype_name(data.dtype)}", id(data)


def leaf_names(params, frame=None):
    """``{id(tensor): name}`` from ``params`` (``{name: tensor}``), else the tensors and
    nn.Modules bound to variables in ``frame`` (a Module's parameters as ``model.fc.weight``)."""
    names = {}
    if params is not None:
        items = params.items() if hasattr(params, "items") else params
        for name, t in items:
            names.setdefault(id(t), name)
        return names
    if frame is None:
        return names
    from .._tensor import Tensor
    try:
        from ..nn.modules.module import Module
    except ImportError:  # pragma: no cover
        Module = ()
    for scope in (frame.f_locals, frame.f_globals):
        for var, value in list(scope.items()):
            if var.startswith("_"):
                continue
            if isinstance(value, Tensor) and value._grad_fn is None:
                names.setdefault(id(value), var)
            elif isinstance(value, Module):
                for pname, p in value.named_parameters():
                    names.setdefault(id(p), f"{var}.{pname}")
    return names


def _as_tensors(tensor):
    from .._tensor import Tensor
    if isinstance(tensor, Tensor):
        return [tensor]
    tensors = list(tensor)
    if not tensors or not all(isinstance(t, Tensor) for t in tensors):
        raise TypeError(f"to_dot: expected a Tensor or a sequence of Tensors, got {type(tensor).__name__}")
    return tensors


def _root_edge(t):
    from .node import gradient_edge
    return gradient_edge(t)


def _shape(shape):
    return "(" + ", ".join(map(str, shape)) + ("," if len(shape) == 1 else "") + ")"


def _dtype_name(np_dtype):
    dtype = FROM_NP.get(np_dtype)
    return str(dtype) if dtype is not None else str(np_dtype)


def _short(value, limit=40):
    text = repr(value)
    return text if len(text) <= limit else text[:limit - 3] + "..."


def _quote(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'
