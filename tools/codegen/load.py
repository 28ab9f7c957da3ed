"""Stage 1: read derivatives.yaml, keep line numbers, validate every entry."""
import ast
import re
from collections import Counter
from pathlib import Path

import yaml

from .errors import CodegenError
from .model import Derivative, Entry, ForwardDerivative
from .schema import parse_schema

KNOWN_KEYS = {"name", "kernel", "dtype", "output_differentiability", "variants", "operators", "python_name",
              "samples", "gradgradcheck", "gradcheck", "torch_check", "forward_torch_check", "strided_torch_check",
              "view", "dispatch", "note", "inplace", "autograd", "autocast", "check", "out_variant", "deprecated"}
DTYPE_RULES = {"promote", "promote_float", "float", "compare", "keep"}
VARIANTS = {"function", "method"}
# PyTorch's autocast cast policies (aten/src/ATen/autocast_mode.cpp) and the device types minitorch has
AUTOCAST_POLICIES = ("lower_precision_fp", "fp32", "fp32_set_opt_dtype", "promote")
AUTOCAST_DEVICE_TYPES = ("cpu", "cuda")

# Names every formula may use besides the schema's arguments and outputs.
BUILTIN_NAMES = {"None", "True", "False", "len", "range", "tuple", "list", "int", "float", "bool", "min", "max",
                 "abs", "isinstance", "type", "zip", "enumerate", "sum", "any", "all", "reversed", "sorted", "math",
                 "slice", "dict", "map", "torch", "grad", "grads", "grad_input_mask", "retain_variables", "inf", "nan"}
# Metadata of a tensor-list argument (plan.py saves only the sizes or dtypes): to_args_sizes(tensors); and of a
# tensor, TensorGeometry(self): its sizes, strides and storage offset (plan.py saves only those).
LIST_METADATA = {"to_args_sizes", "to_args_dtypes", "TensorGeometry"}


class _LineLoader(yaml.SafeLoader):
    """SafeLoader that records the line of every mapping and of each of its keys."""

    def construct_mapping(self, node, deep=False):
        mapping = super().construct_mapping(node, deep=deep)
        mapping["__line__"] = node.start_mark.line + 1
        mapping["__key_lines__"] = {k.value: k.start_mark.line + 1 for k, _ in node.value
                                    if isinstance(k, yaml.ScalarNode)}
        return mapping


def manual_helper_names(path):
    """Top-level names defined in functions_manual.py (read, not imported)."""
    tree = ast.parse(Path(path).read_text(), str(path))
    names = set()
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, ast.Assign):
            names.update(t.id for t in node.targets if isinstance(t, ast.Name))
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            names.update((a.asname or a.name).split(".")[0] for a in node.names)
    return {n for n in names if not n.startswith("_")}


def _check_array_expr(expr, what, arg_names, where):
    """A kernel or check expression may name only xp, K, builtins and the schema's arguments."""
    unknown = free_names(expr, where, what) - set(arg_names) - {"xp", "K"} - BUILTIN_NAMES
    if unknown:
        raise CodegenError(f"{what} uses {', '.join(sorted(unknown))}, which is not an argument of the schema "
                           f"({what}s see xp, K and the arguments)", where)


def free_names(expr, where, what):
    try:
        tree = ast.parse(expr, mode="eval")
    except SyntaxError as e:
        raise CodegenError(f"{what} is not a Python expression: {expr!r} ({e.msg})", where) from None
    bound = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.ListComp, ast.GeneratorExp, ast.SetComp, ast.DictComp)):
            for gen in node.generators:
                for t in ast.walk(gen.target):
                    if isinstance(t, ast.Name):
                        bound.add(t.id)
        elif isinstance(node, ast.Lambda):
            bound.update(a.arg for a in node.args.args)
    return {n.id for n in ast.walk(tree) if isinstance(n, ast.Name)} - bound


def output_names(schema):
    if len(schema.returns) == 1:
        return ["result"]
    return [r.name or f"result{i}" for i, r in enumerate(schema.returns)]


_GRADS_RE = re.compile(r"(?<![\w.])grads\[(\d+)\]")
_GRAD_RE = re.compile(r"(?<![\w.])grad(?![\w])")


def load(path, helpers):
    path = Path(path)
    text = path.read_text()
    try:
        raw = yaml.load(text, Loader=_LineLoader)
    except yaml.YAMLError as e:
        raise CodegenError(f"not valid YAML: {e}", str(path)) from None
    if not isinstance(raw, list):
        raise CodegenError("expected a list of entries", str(path))
    # A formula may call an op of this file by its name, as PyTorch's call at::<op> (one overload only: the name
    # then says which); a helper of functions_manual.py of the same name takes precedence.
    helpers = set(helpers) | callable_ops(
        parse_schema(str(item["name"]), f"{path.name}:{item.get('__line__', '?')}: entry '{item['name']}'").name
        for item in raw if isinstance(item, dict) and "name" in item)
    entries = []
    seen = {}
    for item in raw:
        entry = _load_entry(item, path.name, helpers)
        key = entry.schema.full_name
        if key in seen:
            raise CodegenError(f"duplicate schema '{key}' (first defined at line {seen[key]})", entry.where)
        seen[key] = entry.line
        entries.append(entry)
    return entries


def callable_ops(names):
    """Of the ops named ``names`` (one name per entry), those a formula may call by name: the ones of one
    overload, whose name then says which (plan.py renders the calls)."""
    counts = Counter(names)
    return {name for name, count in counts.items() if count == 1}


def _load_entry(item, file, helpers):
    if not isinstance(item, dict) or "name" not in item:
        line = item.get("__line__", "?") if isinstance(item, dict) else "?"
        raise CodegenError("an entry must be a mapping with a 'name:' schema", f"{file}:{line}")
    line = item.pop("__line__")
    key_lines = item.pop("__key_lines__")
    where = f"{file}:{line}: entry '{item['name']}'"
    schema = parse_schema(str(item.pop("name")), where)
    where = f"{file}:{line}: entry '{schema.full_name}'"
    arg_names = {a.name: a for a in schema.arguments}
    outs = output_names(schema)

    def where_key(k):
        return f"{file}:{key_lines.get(k, line)}: entry '{schema.full_name}'"

    kernel = item.pop("kernel", None)
    if not isinstance(kernel, str) or not kernel.strip():
        raise CodegenError("missing 'kernel:' (a Python expression over xp and the arguments)", where)
    _check_array_expr(kernel, "kernel", arg_names, where_key("kernel"))
    check = item.pop("check", None)
    if check is not None:
        check = str(check).strip()
        _check_array_expr(check, "check", arg_names, where_key("check"))
        if any(isinstance(n, (ast.Lambda, ast.comprehension, ast.NamedExpr)) for n in ast.walk(ast.parse(check))):
            raise CodegenError("check binds names of its own (a lambda, a comprehension): call a K function instead",
                               where_key("check"))
    dtype_rule = item.pop("dtype", None)
    dtype_operands = None
    m = re.fullmatch(r"(\w+)\((.*)\)", str(dtype_rule)) if dtype_rule else None
    if m:
        dtype_rule = m.group(1)
        dtype_operands = [n.strip() for n in m.group(2).split(",") if n.strip()]
        for n in dtype_operands:
            if n not in arg_names:
                raise CodegenError(f"dtype rule names '{n}', which is not an argument of the schema",
                                   where_key("dtype"))
    if dtype_rule is not None and dtype_rule not in DTYPE_RULES:
        raise CodegenError(f"unknown dtype rule '{dtype_rule}' (one of {', '.join(sorted(DTYPE_RULES))})",
                           where_key("dtype"))
    output_diff = item.pop("output_differentiability", None)
    if output_diff is not None:
        if not isinstance(output_diff, list) or not all(isinstance(b, bool) for b in output_diff):
            raise CodegenError("output_differentiability must be a list of booleans", where_key(
                "output_differentiability"))
        if len(output_diff) > len(schema.returns):
            raise CodegenError(f"output_differentiability has {len(output_diff)} entries but the schema returns "
                               f"{len(schema.returns)}", where_key("output_differentiability"))
    variants = item.pop("variants", "function, method")
    variants = frozenset(v.strip() for v in str(variants).split(",") if v.strip() and v.strip() != "none")
    if variants - VARIANTS:
        raise CodegenError(f"unknown variants {sorted(variants - VARIANTS)}", where_key("variants"))
    operators = tuple(item.pop("operators", ()) or ())
    python_name = item.pop("python_name", None)
    samples = item.pop("samples", None) or []
    gradgrad = item.pop("gradgradcheck", None)
    gradcheck = item.pop("gradcheck", None)
    torch_check = item.pop("torch_check", None)
    forward_torch_check = item.pop("forward_torch_check", None)
    strided_torch_check = item.pop("strided_torch_check", None)
    view = item.pop("view", None)
    view = _is_view_schema(schema) if view is None else bool(view)
    inplace = _load_inplace(item.pop("inplace", None), schema, where_key("inplace"))
    deprecated = _load_deprecated(item.pop("deprecated", None), schema, where_key("deprecated"))
    autograd = item.pop("autograd", None)
    if autograd not in (None, "NotImplemented"):
        raise CodegenError(f"autograd: {autograd!r}: the only value is NotImplemented (PyTorch has no formulas for "
                           "the op, and records its NotImplemented node)", where_key("autograd"))
    autocast = _load_autocast(item.pop("autocast", None), schema, where_key("autocast"))
    out_variant = item.pop("out_variant", True)
    if not isinstance(out_variant, bool):
        raise CodegenError(f"out_variant: {out_variant!r}: expects true or false", where_key("out_variant"))
    item.pop("note", None)
    if "dispatch" in item:
        raise CodegenError("'dispatch:' is not supported: minitorch has one autograd key", where_key("dispatch"))

    derivatives, forward, non_diff, no_requires_grad = [], [], set(), []
    uses_grad = uses_grads = False
    for key, value in item.items():
        names = tuple(n.strip() for n in str(key).split(","))
        kw = where_key(key)
        if all(n in outs for n in names):
            forward.append(ForwardDerivative(names, str(value), key_lines.get(key, line)))
            continue
        for n in names:
            if n not in arg_names:
                if n in KNOWN_KEYS:
                    continue
                raise CodegenError(f"unknown key '{n}': neither an argument of the schema nor a known key "
                                   f"({', '.join(sorted(KNOWN_KEYS))})", kw)
            if not arg_names[n].type.is_tensor_like:
                raise CodegenError(f"formula for '{n}', which is a non-Tensor argument ({arg_names[n].type})", kw)
        value = str(value).strip()
        if value.lower() in ("non_differentiable", "check_no_requires_grad"):
            if len(names) != 1:
                raise CodegenError(f"{value} applies to one argument at a time", kw)
            non_diff.add(names[0])
            if value.lower() == "check_no_requires_grad":
                no_requires_grad.append(names[0])
            continue
        not_impl = None
        m = re.fullmatch(r'not_implemented\("([^"]*)"\)', value)
        if m:
            not_impl = m.group(1)
        else:
            used = free_names(value, kw, f"formula for '{key}'")
            allowed = (set(arg_names) | set(outs) | BUILTIN_NAMES | helpers | LIST_METADATA |
                       {f"grad_{o}" for o in outs})
            unknown = used - allowed
            if unknown:
                raise CodegenError(f"formula for '{key}' uses {', '.join(sorted(unknown))}, which is neither an "
                                   "argument, an output, a helper in functions_manual.py nor an op of the file", kw)
            g1 = bool(_GRAD_RE.search(value))
            idx = [int(i) for i in _GRADS_RE.findall(value)]
            if g1 and idx:
                raise CodegenError(f"formula for '{key}' illegally mixes use of 'grad' and 'grads'. Consider "
                                   "replacing occurrences of 'grad' with 'grads[0]'", kw)
            for i in idx:
                if i >= len(schema.returns):
                    raise CodegenError(f"formula for '{key}': Out of bounds grads access: grads[{i}] but the "
                                       f"schema has {len(schema.returns)} output(s)", kw)
            if idx and set(idx) == {0} and len(schema.returns) == 1:
                raise CodegenError(f"formula for '{key}' only uses grads[0]; use 'grad' instead", kw)
            uses_grad |= g1
            uses_grads |= bool(idx)
        derivatives.append(Derivative(names, value, key_lines.get(key, line), not_impl))

    covered = {n for d in derivatives for n in d.var_names}
    overlap = covered & non_diff
    if overlap:
        raise CodegenError(f"'{sorted(overlap)[0]}' has both a formula and non_differentiable", where)
    entry = Entry(schema, file, line, kernel.strip(), dtype_rule, derivatives, forward, frozenset(non_diff),
                  output_diff, variants, operators, python_name, samples, gradgrad, gradcheck, torch_check, view,
                  dtype_operands, inplace, forward_torch_check, autograd == "NotImplemented", tuple(no_requires_grad))
    entry.autocast = autocast
    entry.check = check
    entry.strided_torch_check = strided_torch_check
    entry.out_variant = out_variant
    entry.deprecated = deprecated
    if entry.not_implemented_node and (derivatives or forward or non_diff):
        raise CodegenError("autograd: NotImplemented takes no formulas and no non_differentiable", where)
    if entry.differentiable_outputs and not entry.not_implemented_node:
        for a in schema.arguments:
            if a.type.is_tensor_like and a.name not in covered and a.name not in non_diff:
                raise CodegenError(f"Tensor argument '{a.name}' has neither a formula nor non_differentiable",
                                   where)
    return entry


# -- autocast (the `autocast:` key) ------------------------------------------------------------

def _load_autocast(value, schema, where):
    """`autocast: lower_precision_fp` (every device type) or `autocast: {cpu: fp32, cuda: fp32}` (the device
    types whose autocast lists name the op): {device type: policy}. fp32_set_opt_dtype (CUDA's sum, cumsum,
    ...) casts nothing: it passes dtype=torch.float32 when the call gives no dtype; promote (cat, stack, ...)
    casts the float16 arguments to float32 when both are among them."""
    if value is None:
        return None
    policies = dict.fromkeys(AUTOCAST_DEVICE_TYPES, value) if isinstance(value, str) else value
    if isinstance(policies, dict):  # without the loader's line bookkeeping
        policies = {k: v for k, v in policies.items() if k not in ("__line__", "__key_lines__")}
    if (not isinstance(policies, dict) or not policies or set(policies) - set(AUTOCAST_DEVICE_TYPES)
            or any(p not in AUTOCAST_POLICIES for p in policies.values())):
        shown = value if isinstance(value, str) else policies  # without the line bookkeeping
        raise CodegenError(f"autocast: {shown!r}: expected a policy ({', '.join(AUTOCAST_POLICIES)}) or a mapping "
                           f"of device types ({', '.join(AUTOCAST_DEVICE_TYPES)}) to policies", where)
    if schema.is_inplace or not any(a.type.is_tensor_like for a in schema.arguments):
        raise CodegenError("autocast: applies to an out-of-place op with Tensor arguments (PyTorch autocasts "
                           "no in-place op)", where)
    if "fp32_set_opt_dtype" in policies.values() and not any(
            a.name == "dtype" and a.type.base == "ScalarType" and a.type.optional for a in schema.arguments):
        raise CodegenError("autocast: fp32_set_opt_dtype needs a `ScalarType? dtype` argument (it computes in "
                           "float32 by passing dtype=torch.float32 when none is given)", where)
    return {d: policies[d] for d in AUTOCAST_DEVICE_TYPES if d in policies}


# -- in-place variants and views (the `inplace:` and `view:` keys) --------------------------------

def _is_view_schema(schema):
    """A schema whose output aliases an input without writing it, `Tensor(a) self -> Tensor(a)`
    (PyTorch's view ops), returns views."""
    inputs = {a.type.alias.split("->")[0].strip() for a in schema.arguments  # `Tensor(a -> *)`: several views
              if a.type.alias and "!" not in a.type.alias}
    return any(r.type.alias and r.type.alias.split("->")[0].strip() in inputs for r in schema.returns)


def _load_inplace(value, schema, where):
    """`inplace: method` or `inplace: function, method`: which variants the in-place op gets."""
    if value is None or value is False:
        return frozenset()
    variants = frozenset(v.strip() for v in str(value).split(",") if v.strip())
    if variants - VARIANTS:
        raise CodegenError(f"inplace: expects variants among function, method (got {sorted(variants - VARIANTS)})",
                           where)
    if schema.is_inplace or len(schema.returns) != 1 or not schema.returns[0].type.is_tensor:
        raise CodegenError("inplace: applies to a functional op returning one Tensor", where)
    if not schema.arguments or schema.arguments[0].name != "self" or not schema.arguments[0].type.is_tensor:
        raise CodegenError("inplace: needs the op's first argument to be `Tensor self`", where)
    return variants


def _load_deprecated(value, schema, where):
    """`deprecated:`: the op's deprecated Python signatures, as PyTorch's tools/autograd/deprecated.yaml writes them
    (``add(Tensor self, Scalar alpha, Tensor other) -> Tensor``): the same op's arguments, positional, in another
    order or with some left to their defaults. Their call is the op's with the arguments matched by name."""
    if value is None:
        return ()
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise CodegenError("deprecated: expects a list of schemas", where)
    names = {a.name: a for a in schema.arguments}
    forms = []
    for text in value:
        form = parse_schema(text, where)
        if form.name != schema.name or form.overload:
            raise CodegenError(f"deprecated: '{text}' is not a signature of {schema.name} (no overload name)", where)
        for a in form.arguments:
            if a.kwarg_only or a.default is not None:
                raise CodegenError(f"deprecated: '{text}': argument '{a.name}' must be positional, without a "
                                   "default", where)
            if a.name not in names:
                raise CodegenError(f"deprecated: '{text}': '{a.name}' is not an argument of the op", where)
            if a.type.is_tensor != names[a.name].type.is_tensor:
                raise CodegenError(f"deprecated: '{text}': '{a.name}' is {a.type} but the op's is "
                                   f"{names[a.name].type}", where)
        given = {a.name for a in form.arguments}
        missing = [a.name for a in schema.arguments if a.default is None and a.name not in given]
        if missing:
            raise CodegenError(f"deprecated: '{text}' leaves out {', '.join(missing)}, which the op requires", where)
        forms.append(form)
    return tuple(forms)
