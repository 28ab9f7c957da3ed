"""``python -m minitorch explain <op>``: from a derivatives.yaml formula to the code it became.

For an op (``mul``, ``mul.Tensor``, ``Tensor.mul``, a wrapper ``mul_Tensor``) or a node
(``MulBackward0``) it prints the yaml entry, the generated backward node class, the
generated forward wrapper (with its kernel), the public names bound to it and the formula
helpers the formulas call, all read from the live source with ``inspect``. Composite ops
(``softmax``) show their Python source and the ops they call; hand-written nodes
(``AccumulateGrad``) their class.
"""
import difflib
import functools
import inspect
import re
from dataclasses import dataclass
from pathlib import Path

import minitorch
from minitorch._generated import functions as _functions
from minitorch._generated import python_functions as _pf
from minitorch._generated import variable_type as _vt
from minitorch.autograd import functions_manual as _manual
from minitorch.autograd import node as _node

__all__ = ["explain", "find_yaml", "load_entries", "Entry"]

ROOT = Path(minitorch.__file__).resolve().parents[2]   # the source tree (an editable install)


@dataclass
class Entry:
    """One derivatives.yaml entry, as written."""
    schema: str      # "mul.Tensor(Tensor self, Tensor other) -> Tensor"
    text: str        # the entry's lines, verbatim
    line: int        # 1-based line of "- name:"
    file: str

    @property
    def full_name(self):   # "mul.Tensor"
        return self.schema.split("(", 1)[0]

    @property
    def base(self):        # "mul"
        return self.full_name.split(".", 1)[0]

    @property
    def wrapper_name(self):
        base, _, overload = self.full_name.partition(".")
        return f"{base}_{overload}" if overload else base


def find_yaml():
    path = ROOT / "derivatives.yaml"
    return path if path.is_file() else None


def load_entries(path=None):
    """The entries of derivatives.yaml, each with its verbatim text (no YAML library needed)."""
    path = path or find_yaml()
    if path is None:
        return []
    lines = Path(path).read_text().splitlines()
    entries, start = [], None

    def close(end):
        block = lines[start:end]
        while block and (not block[-1].strip() or block[-1].lstrip().startswith("#")):
            block.pop()
        schema = block[0][len("- name:"):].strip()
        entries.append(Entry(schema, "\n".join(block), start + 1, _display(Path(path))))

    for i, line in enumerate(lines):
        if line.startswith("- name:"):
            if start is not None:
                close(i)
            start = i
        elif start is not None and line.startswith("#") and line.startswith("# ---"):
            close(i)
            start = None
    if start is not None:
        close(len(lines))
    return entries


def _display(path):
    try:
        return str(Path(path).resolve().relative_to(ROOT))
    except ValueError:
        return str(path)


def _where(obj):
    obj = inspect.unwrap(obj)  # as getsourcelines does: else a wrapped function's file is its wrapper's
    try:
        file = inspect.getsourcefile(obj)
        line = inspect.getsourcelines(obj)[1]
    except (OSError, TypeError):
        return "?"
    return f"{_display(file)}:{line}"


def _source(obj):
    try:
        return inspect.getsource(obj).rstrip()
    except (OSError, TypeError):
        return f"(source not available for {obj!r})"


# -- indexes over the generated code ----------------------------------------------------------------

def _doc_schemas(obj):
    doc = inspect.getdoc(obj) or ""
    return [line.strip() for line in doc.splitlines() if re.match(r"^[\w.]+\(.*\) -> ", line.strip())]


def _nodes_by_schema():
    out = {}
    for name, cls in vars(_functions).items():
        if isinstance(cls, type) and issubclass(cls, _node.Node) and cls.__module__ == _functions.__name__:
            for schema in _doc_schemas(cls)[:1]:
                out[schema.split("(", 1)[0]] = cls
    return out


def _wrappers():
    return {name: fn for name, fn in vars(_vt).items()
            if inspect.isfunction(fn) and fn.__module__ == _vt.__name__ and not name.startswith("_")}


def _calls(func, wrapper):
    """Does the public function or method ``func`` end up in ``wrapper``? Followed through closures (an operator
    over the wrapper, an overloads' method, binary_operator), each function once: a closure may hold itself."""
    todo, seen = [func], set()
    while todo:
        func = todo.pop()
        if func is wrapper:
            return True
        if not inspect.isfunction(func) or id(func) in seen:
            continue
        seen.add(id(func))
        cells = [c.cell_contents for c in (func.__closure__ or ())]
        src = _pf_source(func) if func.__module__ == _pf.__name__ else ""
        for m in re.finditer(r"parse\(\"\w+\", (\w+)", src):
            cells.append(getattr(_pf, m.group(1), ()))
        if re.search(rf"_vt\.{re.escape(wrapper.__name__)}\(", src):
            return True
        for cell in cells:
            if isinstance(cell, tuple) and any(getattr(sig, "impl", None) is wrapper for sig in cell):
                return True
            if cell is wrapper or inspect.isfunction(cell) and cell.__closure__:
                todo.append(cell)
    return False


@functools.lru_cache(maxsize=None)
def _pf_source(func):
    return _source(func)


def _bindings(wrapper):
    names = []
    for name in getattr(_pf, "__all__", []):
        if _calls(getattr(_pf, name, None), wrapper):
            public = getattr(minitorch, name, None)
            if public is getattr(_pf, name, None):
                names.append(f"torch.{name}")
            else:
                names.append(f"torch.{name} (through {public.__module__}.{name})" if public else f"_pf.{name}")
    for name, value in sorted(vars(minitorch.Tensor).items()):
        if _calls(value, wrapper):
            names.append(f"Tensor.{name}")
    return names


def _helpers_in(text):
    public = {n for n, f in vars(_manual).items() if inspect.isfunction(f) and f.__module__ == _manual.__name__
              and not n.startswith("_")}
    formulas = [line.split(":", 1)[1] for line in text.splitlines()[1:] if ":" in line
                and not line.strip().startswith(("kernel:", "samples:", "- ", "dtype:", "variants:"))]
    used = []
    for name in sorted(public):
        if any(re.search(rf"\b{name}\(", f) for f in formulas) and name not in used:
            used.append(name)
    return used


# -- the command ------------------------------------------------------------------------------------

def _section(title):
    return f"\n--- {title} " + "-" * max(3, 76 - len(title))


def _explain_entry(entry, nodes, wrappers):
    out = [f"=== {entry.full_name}: {entry.schema}", _section(f"yaml entry ({entry.file}:{entry.line})"),
           entry.text]
    node = nodes.get(entry.full_name)
    if node is not None:
        out += [_section(f"backward node {node.__name__} ({_where(node)})"), _source(node)]
    else:
        out += [_section("backward node"), "(none: no differentiable output, so the forward records no node)"]
    wrapper = wrappers.get(entry.wrapper_name)
    if wrapper is not None:
        kernel = getattr(_vt, f"_kernel_{entry.wrapper_name}", None)
        out.append(_section(f"forward wrapper {wrapper.__name__} ({_where(wrapper)})"))
        if kernel is not None and kernel.__name__ in _source(wrapper):  # else the wrapper runs it inline
            out += [_source(kernel), ""]
        out.append(_source(wrapper))
        bound = _bindings(wrapper)
        out += [_section("bound as"), ", ".join(bound) if bound else "(internal: variants none; reached from "
                "other ops or formulas only)"]
    helpers = _helpers_in(entry.text)
    if helpers:
        out.append(_section("formula helpers (functions_manual.py)"))
        for name in helpers:
            out += [_source(getattr(_manual, name)), ""]
        out.pop()
    return out


def _composite(name):
    obj = getattr(minitorch, name, None)
    if not inspect.isfunction(obj) or obj.__module__ in (_pf.__name__, _vt.__name__):
        return None
    src = _source(obj)
    called = sorted(set(re.findall(r"_vt\.(\w+)\(", src)))
    out = [f"=== {name}: composite op ({obj.__module__}.{name}, {_where(obj)})",
           "Runs other ops, so its graph shows their nodes (PyTorch's CompositeImplicitAutograd).",
           _section("source"), src]
    if called:
        out += [_section("calls generated wrappers"),
                ", ".join(called) + f"    (python -m minitorch explain {called[0]})"]
    return out


_HANDWRITTEN = ("AccumulateGrad", "GraphRoot", "Node")


def explain(query, entries=None):
    """The explanation of ``query`` as text; raises LookupError (with suggestions) when unknown."""
    entries = load_entries() if entries is None else entries
    nodes, wrappers = _nodes_by_schema(), _wrappers()
    q = query.strip()
    for prefix in ("torch.", "minitorch.", "Tensor.", "aten::"):
        if q.startswith(prefix):
            q = q[len(prefix):]
    q = q.replace("torch::autograd::", "")
    by_name = {e.full_name: e for e in entries}
    if not entries:   # installed without the source tree: schemas from the generated docstrings
        for full, cls in nodes.items():
            by_name.setdefault(full, Entry(_doc_schemas(cls)[0], inspect.getdoc(cls), 0, "(node docstring)"))
        for w in wrappers.values():
            for schema in _doc_schemas(w)[:1]:
                full = schema.split("(", 1)[0]
                by_name.setdefault(full, Entry(schema, schema, 0, "(wrapper docstring)"))
        entries = list(by_name.values())
    out = []
    if not find_yaml():
        out.append("(derivatives.yaml not found next to the package: showing schemas from the generated code)")

    chosen = []
    same_base = [e for e in entries if e.base == q]
    composite = _composite(q)
    if q in by_name and ("." in q or (len(same_base) == 1 and not composite)):   # mul.Tensor, exp
        chosen = [by_name[q]]
    elif any(cls.__name__ == q for cls in nodes.values()):    # MulBackward0
        full = next(f for f, cls in nodes.items() if cls.__name__ == q)
        chosen = [by_name[full]] if full in by_name else []
    elif q in wrappers and not same_base:                     # mul_Tensor
        chosen = [e for e in entries if e.wrapper_name == q]
    method = getattr(minitorch.Tensor, q, None) if not chosen else None
    if not chosen:
        if composite:
            out += composite
        if same_base:
            public = getattr(_pf, q, None) or method
            primary = [e for e in same_base if public is not None and e.wrapper_name in wrappers
                       and _calls(public, wrappers[e.wrapper_name])] or same_base
            chosen = primary
            others = [e for e in same_base if e not in primary]
            if others:
                out.append(f"(also named {q}: " + ", ".join(
                    f"{e.full_name}" + (f" -> {nodes[e.full_name].__name__}" if e.full_name in nodes else "")
                    for e in others) + f"; explain one by its full name)")
        elif not composite and q in _HANDWRITTEN:
            cls = getattr(_node, q)
            out += [f"=== {q}: hand-written node ({_where(cls)})", _section("source"), _source(cls)]
        elif not composite and method is not None and inspect.isfunction(method):
            out += [f"=== Tensor.{q} ({_where(method)})", _section("source"), _source(method)]
    for i, entry in enumerate(chosen):
        if i or out:
            out.append("")
        out += _explain_entry(entry, nodes, wrappers)
    if not out or (len(out) == 1 and not chosen):
        known = set(by_name) | {e.base for e in entries} | {c.__name__ for c in nodes.values()} | set(_HANDWRITTEN)
        close = difflib.get_close_matches(q, sorted(known), n=5, cutoff=0.6)
        hint = f" Did you mean: {', '.join(close)}?" if close else ""
        raise LookupError(f"explain: no op, schema or node named '{query}'.{hint}")
    return "\n".join(out).rstrip() + "\n"
