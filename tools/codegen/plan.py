"""Stage 2: decide, per entry, what its node saves and computes and what its wrapper does.

The saved-state inference follows PyTorch's load_derivatives.py: metadata uses such as
``self.shape`` become small saved fields (``self_shape``), and only an identifier still
present after those rewrites is saved whole (a saved tensor: save_input or save_output). Outputs used
by a formula are saved after set_history, as outputs.
"""
import re
from collections import Counter
from dataclasses import dataclass, field
from typing import Optional

from .load import BUILTIN_NAMES, callable_ops, free_names, output_names

IDENT = r"(?<![\w.]){}(?![\w])"

# (pattern over a formula, saved-field suffix, how the wrapper computes it from the argument,
#  the name PyTorch's ``grad_fn._saved_<name>`` shows it under, or None where PyTorch hides it[,
#  what the formula reads in the pattern's place, where that is not the field itself])
METADATA_REWRITES = [
    # zeros_like(x) needs only x's type and size: PyTorch's TypeAndSize ``x_info``, which it does not show
    (r"(?<![\w.])torch\.zeros_like\({}\)", "{}_info", "({0}._data.shape, {0}.dtype, {0}.device)", None,
     "zeros_from_info({}_info)"),
    # one trailing size (PyTorch's sym_argsize(-1) / (-2)), before the whole shape
    (r"(?<![\w.]){}\.shape\[-1\]", "{}_argsize_minus_1", "{}._data.shape[-1]", "{}_sym_argsize_minus_1"),
    (r"(?<![\w.]){}\.shape\[-2\]", "{}_argsize_minus_2", "{}._data.shape[-2]", "{}_sym_argsize_minus_2"),
    (r"(?<![\w.]){}\.shape(?![\w])", "{}_shape", "{}._data.shape", "{}_sym_sizes"),
    # PyTorch's strides_or_error: the strides of an input that does not require grad are never read, so not taken
    (r"(?<![\w.]){}\.sym_strides\(\)", "{}_sym_strides", "{0}.stride() if {0}._requires_grad else ()",
     "{}_sym_strides"),
    (r"(?<![\w.]){}\.sym_size\(0\)", "{}_size_0", "{}._data.shape[0]", "{}_sym_argsize_0"),  # one int, as ATen
    (r"(?<![\w.]){}\.dtype(?![\w])", "{}_dtype", "{}.dtype", None),
    (r"(?<![\w.]){}\.numel\(\)", "{}_numel", "{}._data.size", "{}_sym_numel"),
    (r"(?<![\w.]){}\.dim\(\)", "{}_dim", "{}._data.ndim", "{}_dim"),
    (r"(?<![\w.]){}\.device(?![\w])", "{}_device", "{}.device", None),
    # (sizes, strides, storage offset): PyTorch's TensorGeometry, which the as_strided formulas read
    (r"(?<![\w.])TensorGeometry\({}\)", "{}_geometry", "({0}._data.shape, {0}.stride(), {0}.storage_offset())", None),
    (r"(?<![\w.])to_args_sizes\({}\)", "{}_args_sizes", "tuple(t._data.shape for t in {})", None),
    (r"(?<![\w.])to_args_dtypes\({}\)", "{}_args_dtypes", "tuple(t.dtype for t in {})", None),
]


# An optional tensor argument's metadata, tried before METADATA_REWRITES: None where it was not given, and
# PyTorch's ``_opt`` name (ConvolutionBackward0's ``_saved_bias_sym_sizes_opt``).
OPTIONAL_METADATA_REWRITES = [
    (r"(?<![\w.]){}\.shape(?![\w])", "{}_shape", "None if {0} is None else {0}._data.shape", "{}_sym_sizes_opt"),
]


def op_prefix(name):
    camel = "".join(p.title() for p in name.split("_"))
    return (camel + "Backward").replace("ForwardBackward", "Backward")


@dataclass
class SavedField:
    name: str          # attribute on the node (``self_`` for a SavedVariable, ``dim`` for a value)
    local: str         # name the formulas use
    kind: str          # tensor | tensor_list | output | output_list | value
    forward_expr: str  # computed in the wrapper
    guard: Optional[int] = None  # save only if next edge ``guard`` is valid
    public: Optional[str] = ""   # ``grad_fn._saved_<public>``; "" = same as local, None = not shown


@dataclass
class DerivativePlan:
    var_names: tuple
    formula: str       # rewritten to use saved locals
    original: str
    not_implemented: Optional[str]
    product_with: Optional[str] = None  # ``grad * x`` of another tensor input: rendered as broadcast_product


@dataclass
class EntryPlan:
    entry: object
    wrapper_name: str
    node_name: Optional[str]
    outputs: list                 # output local names
    saved: list = field(default_factory=list)
    derivatives: list = field(default_factory=list)
    edge_args: list = field(default_factory=list)   # schema args that get next edges, in order
    uses_grad_names: list = field(default_factory=list)
    forward: list = field(default_factory=list)      # ForwardPlan per `result:` formula (forward AD)
    forward_inputs: list = field(default_factory=list)  # inputs whose tangents the wrapper checks
    inplace_of: Optional["EntryPlan"] = None        # the functional op's plan, for a generated `op_`
    inplace_schema: Optional[object] = None         # that in-place op's schema

    @property
    def schema(self):
        return self.inplace_schema or self.entry.schema

    # -- in-place variants (generated from the `inplace:` key) ---------------------------------
    @property
    def is_inplace(self):
        """The wrapper modifies ``self``: a generated ``op_`` variant or an in-place-only entry."""
        return self.inplace_of is not None or self.entry.schema.is_inplace

    @property
    def kernel_name(self):
        return f"_kernel_{(self.inplace_of or self).wrapper_name}"

    @property
    def variants(self):
        return self.entry.inplace if self.inplace_of is not None else self.entry.variants

    @property
    def operators(self):
        if self.inplace_of is None:
            return self.entry.operators
        return tuple(op for o in self.entry.operators for op in INPLACE_OPERATORS.get(o, ()))

    @property
    def python_name(self):
        if self.inplace_of is None:
            return self.entry.python_name or self.schema.name
        return (self.entry.python_name or self.entry.schema.name) + "_"

    @property
    def saved_inputs(self):
        return [s for s in self.saved if s.kind in ("tensor", "tensor_list", "value")]

    @property
    def saved_outputs(self):
        return [s for s in self.saved if s.kind in ("output", "output_list")]

    @property
    def has_list_edges(self):
        return any(self.schema.argument(a).type.is_tensor_list for a in self.edge_args)


def wrapper_name(schema):
    return f"{schema.name}_{schema.overload}" if schema.overload else schema.name


def plan_all(entries):
    counter = Counter()
    node_of = {}  # (op name, overload) -> node name
    plans = []
    callable_names = callable_ops(e.schema.name for e in entries)
    ops = {e.schema.name: wrapper_name(e.schema) for e in entries if e.schema.name in callable_names}
    for entry in entries:
        node_name = None
        schema = entry.schema
        if entry.not_implemented_node:
            node_name = "NotImplemented"  # one runtime class (function_utils.NotImplementedNode), not numbered
        elif entry.derivatives and entry.differentiable_outputs:
            view = (schema.name[:-len("_copy")], schema.overload) if schema.name.endswith("_copy") else None
            if view in node_of:
                # PyTorch names a view op's copy variant after the view's node: DiagonalBackward0_copy.
                node_name = node_of[view] + "_copy"
            else:
                prefix = op_prefix(schema.name.rstrip("_"))
                node_name = f"{prefix}{counter[prefix]}"
                counter[prefix] += 1
            node_of[(schema.name, schema.overload)] = node_name
        plans.append(plan_entry(entry, node_name, ops))
    python_functions = {p.entry.python_name or p.schema.name for p in plans if "function" in p.entry.variants}
    for p in plans:
        plan_forward(p, python_functions, ops)
    return plans


def with_inplace_variants(plans):
    """The plans plus one per generated in-place variant (after all functional ops)."""
    return plans + [plan_inplace_variant(p) for p in plans if p.entry.inplace]


def call_ops(formula, names, ops):
    """``formula`` with each call of an op of the file among ``names`` made to its wrapper, ``VT.<wrapper>(...)``
    (PyTorch's formulas call ``at::<op>``: the op itself, with no Python layer in between)."""
    for name in sorted(names):
        if name in ops and re.search(IDENT.format(name) + r"\s*\(", formula):
            formula = re.sub(IDENT.format(name) + r"(?=\s*\()", f"VT.{ops[name]}", formula)
    return formula


def plan_entry(entry, node_name, ops):
    schema = entry.schema
    outs = output_names(schema)
    plan = EntryPlan(entry, wrapper_name(schema), node_name, outs)
    if node_name is None:
        return plan
    if entry.not_implemented_node:
        plan.edge_args = [a.name for a in schema.arguments if a.type.is_tensor and not a.type.is_list]
        return plan
    with_formula = {n for d in entry.derivatives for n in d.var_names}
    plan.edge_args = [a.name for a in schema.arguments if a.name in with_formula]
    saved = {}
    users = {}  # saved tensor name -> derivative indices that use it
    for di, d in enumerate(entry.derivatives):
        formula = d.formula
        if d.not_implemented is None:
            formula = call_ops(formula, free_names(formula, entry.where, "formula") - _helpers() - BUILTIN_NAMES, ops)
            for arg in schema.arguments:
                if arg.type.optional:
                    formula = _rewrite_metadata(formula, arg.name, saved, OPTIONAL_METADATA_REWRITES)
                formula = _rewrite_metadata(formula, arg.name, saved)
            for arg in schema.arguments:
                if re.search(IDENT.format(arg.name), formula):
                    _save_argument(arg, saved)
                    users.setdefault(arg.name, set()).add(di)
            for i, out in enumerate(outs):
                if re.search(IDENT.format(out), formula):
                    ret = schema.returns[i]
                    kind = "output_list" if ret.type.is_tensor_list else "output"
                    saved[out] = SavedField(f"{out}_", out, kind, out)
        plan.derivatives.append(DerivativePlan(d.var_names, formula, d.formula, d.not_implemented,
                                               _product_with(schema, d, formula)))
    # Save an input only when an edge that needs it is valid (PyTorch's guard_for, which guards neither an
    # optional tensor nor anything a backward op saves).
    optional = {a.name for a in schema.arguments if a.type.optional}
    for name, used_by in users.items():
        field_ = saved[name]
        if field_.kind != "tensor" or name in optional or "backward" in schema.name:
            continue
        var_sets = {entry.derivatives[i].var_names for i in used_by}
        if len(var_sets) == 1:
            (vars_,) = var_sets
            if len(vars_) == 1 and not plan.has_list_edges:
                field_.guard = plan.edge_args.index(vars_[0])
    plan.saved = sorted(saved.values(), key=lambda s: s.name)
    text = " ".join(d.formula for d in entry.derivatives)
    if re.search(IDENT.format("grad"), text):
        plan.uses_grad_names = ["grad"]
    return plan


def _product_with(schema, derivative, formula):
    """The other factor of a formula ``grad * x`` (or ``x * grad``) for one tensor input, where ``x`` is another
    tensor input: the gradient of a product, which may have been broadcast (see broadcast_product)."""
    match = re.fullmatch(r"\s*(?:grad\s*\*\s*(\w+)|(\w+)\s*\*\s*grad)\s*", formula)
    if derivative.not_implemented is not None or len(derivative.var_names) != 1 or not match:
        return None
    other = match.group(1) or match.group(2)
    args = {a.name: a for a in schema.arguments}
    var = args.get(derivative.var_names[0])
    arg = args.get(other)
    if other == derivative.var_names[0] or arg is None or var is None:
        return None
    if not (arg.type.is_tensor and var.type.is_tensor) or arg.type.is_list or var.type.is_list:
        return None
    return other


def _rewrite_metadata(formula, name, saved, rewrites=METADATA_REWRITES):
    for pattern, suffix, expr, public, *use in rewrites:
        regex = pattern.format(re.escape(name))
        if re.search(regex, formula):
            local = suffix.format(name)
            formula = re.sub(regex, use[0].format(name) if use else local, formula)
            saved[local] = SavedField(local, local, "value", expr.format(name),
                                      public=public and public.format(name))
    return formula


def _save_argument(arg, saved):
    if arg.name in saved:
        return
    if arg.type.is_tensor:
        saved[arg.name] = SavedField(f"{arg.name}_", arg.name, "tensor", arg.name)
    elif arg.type.is_tensor_list:
        saved[arg.name] = SavedField(f"{arg.name}_", arg.name, "tensor_list", arg.name)
    elif arg.type.base == "bool" and arg.type.optional and not arg.type.is_list:
        # PyTorch saves an optional bool (native_dropout's ``train``) but has no getter for it: not shown
        saved[arg.name] = SavedField(arg.name, arg.name, "value", arg.name, public=None)
    else:
        saved[arg.name] = SavedField(arg.name, arg.name, "value", arg.name)


# -- forward-mode AD: the `result:` formulas (PyTorch's postprocess_forward_derivatives) ----------

@dataclass
class ForwardPlan:
    var_names: tuple   # outputs this formula gives tangents for
    formula: str       # ready to evaluate: `x_p` is `x`, `x_t` a local, at:: style calls `torch.<op>`
    original: str
    tangents: list     # inputs whose tangent (`x_t`) the formula reads, in schema order
    line: int


def plan_forward(plan, python_functions, ops):
    """Expand `auto_element_wise` / `auto_linear`, check the names, rewrite `_p` / `_t`."""
    from .errors import CodegenError
    entry, schema = plan.entry, plan.schema
    if plan.node_name is None:
        return plan
    plan.forward_inputs = list(plan.edge_args)
    args = {a.name: a for a in schema.arguments}
    outs = set(plan.outputs)
    for fd in entry.forward_derivatives:
        where = f"{entry.file}:{fd.line}: entry '{schema.full_name}'"
        formula = fd.formula.strip()
        if formula in ("auto_element_wise", "auto_linear"):
            formula = _expand_auto(plan, fd, formula, where)
        else:
            for name in plan.edge_args:
                if re.search(IDENT.format(name), formula):
                    raise CodegenError(f"The forward formula for {', '.join(fd.var_names)} is using the base name "
                                       f"of the {name} argument which is ambiguous. You should use {name}_p to "
                                       f"access the primal value and {name}_t to access the tangent.", where)
        tangents = [a for a in plan.edge_args if re.search(IDENT.format(a + "_t"), formula)]
        for a in args:
            formula = re.sub(IDENT.format(re.escape(a + "_p")), a, formula)
        allowed = (set(args) | outs | {a + "_t" for a in plan.edge_args} | BUILTIN_NAMES | _helpers() | {"VT"})
        for name in sorted(free_names(formula, where, f"forward formula for '{', '.join(fd.var_names)}'") - allowed):
            if name in python_functions and re.search(IDENT.format(name) + r"\s*\(", formula):
                formula = re.sub(IDENT.format(name) + r"(?=\s*\()", f"torch.{name}", formula)  # at::<op>
            elif name in ops and re.search(IDENT.format(name) + r"\s*\(", formula):
                formula = call_ops(formula, {name}, ops)
            else:
                raise CodegenError(f"forward formula for '{', '.join(fd.var_names)}' uses {name}, which is neither "
                                   "an argument (x_p / x_t), an output, an op of the file nor a helper in "
                                   "functions_manual.py", where)
        plan.forward.append(ForwardPlan(fd.var_names, formula, fd.formula, tangents, fd.line))
    return plan


def _expand_auto(plan, fd, kind, where):
    from .errors import CodegenError
    entry, schema = plan.entry, plan.schema
    single_out = len(schema.returns) == 1 and not schema.returns[0].type.is_tensor_list
    if kind == "auto_element_wise":
        if len(plan.edge_args) != 1 or not single_out:
            raise CodegenError("auto_element_wise needs exactly one differentiable input and one output", where)
        name = plan.edge_args[0]
        backward = next(d for d in entry.derivatives if name in d.var_names)
        if backward.not_implemented:
            raise CodegenError(f"auto_element_wise: the backward formula of '{name}' is not implemented", where)
        # grad -> x_t; the input itself is the primal (PyTorch also wraps in .conj(): real-only here).
        return re.sub(IDENT.format("grad"), f"{name}_t", backward.formula)
    if not single_out and len(fd.var_names) != 1:
        raise CodegenError("auto_linear needs a single output", where)
    call_args = [f"{a.name}_t" if a.name in plan.edge_args else a.name for a in schema.arguments]
    # The same overload again, on the tangents (PyTorch: at::<op>(x_t, other args...)).
    return f"VT.{plan.wrapper_name}({', '.join(call_args)})"


_HELPERS = None


def _helpers():
    global _HELPERS
    if _HELPERS is None:
        from pathlib import Path
        from .load import manual_helper_names
        _HELPERS = manual_helper_names(Path(__file__).resolve().parents[2] / "src/minitorch/autograd/"
                                       "functions_manual.py")
    return _HELPERS


# -- in-place variants: `mul_.Tensor` from `mul.Tensor` + `inplace: method` -----------------------

# Augmented assignment operators PyTorch binds to the in-place variant of an operator's op.
INPLACE_OPERATORS = {"__add__": ("__iadd__",), "__sub__": ("__isub__",), "__mul__": ("__imul__",),
                     "__truediv__": ("__itruediv__", "__idiv__"), "__pow__": ("__ipow__",),
                     "__and__": ("__iand__",), "__or__": ("__ior__",), "__xor__": ("__ixor__",),
                     "__floordiv__": ("__ifloordiv__",), "__mod__": ("__imod__",),
                     "__lshift__": ("__ilshift__",), "__rshift__": ("__irshift__",)}


def inplace_schema(schema):
    """``mul.Tensor(Tensor self, Tensor other) -> Tensor`` -> ``mul_.Tensor(Tensor(a!) self, ...) -> Tensor(a!)``."""
    from .schema import parse_schema
    args = schema.text[schema.text.index("(") + 1:schema.text.rindex("->")].rstrip()[:-1]
    args = re.sub(r"^\s*Tensor(\([a-z]\))?\s+self", "Tensor(a!) self", args)
    name = f"{schema.name}_" + (f".{schema.overload}" if schema.overload else "")
    return parse_schema(f"{name}({args}) -> Tensor(a!)", schema.text)


def plan_inplace_variant(functional):
    """The plan of a functional op's in-place variant: the same node, formulas and saved state
    (PyTorch reuses the out-of-place entry's derivatives for ``op_``); the wrapper saves a clone
    of ``self`` (``original_self``) where a formula reads the input, and ``self`` as ``result``."""
    schema = inplace_schema(functional.entry.schema)
    plan = EntryPlan(functional.entry, wrapper_name(schema), functional.node_name, functional.outputs,
                     inplace_of=functional, inplace_schema=schema)
    plan.derivatives = functional.derivatives
    plan.edge_args = functional.edge_args
    plan.uses_grad_names = functional.uses_grad_names
    plan.saved = functional.saved
    return plan
