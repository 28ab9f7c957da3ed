"""Stage 3: turn plans into code and lay it out with the Jinja2 templates.

The functions here compute each line the templates place; the templates only arrange
them (headers, classes, docstrings, spacing).
"""
import ast
import keyword
import re
from pathlib import Path

import jinja2

from .load import AUTOCAST_DEVICE_TYPES, output_names
from .schema import Type

HEADER = ("# @generated from derivatives.yaml by tools/codegen (make generate). Do not edit by hand:\n"
          "# change derivatives.yaml or templates/, then run `make generate`.")

# Python parameter kinds for the runtime argument parser of overloaded names.
_PARAM_KIND = {"Tensor": "Tensor", "Scalar": "Scalar", "int": "int", "SymInt": "int", "float": "float",
               "bool": "bool", "str": "str", "ScalarType": "ScalarType", "Generator": "any", "Device": "any",
               "Layout": "any", "MemoryFormat": "any", "Dimname": "any"}


def python_default(text):
    if text is None:
        return None
    if text in ("True", "False", "None"):
        return text
    if text.startswith("[") and text.endswith("]"):
        inner = text[1:-1].strip()
        return f"({inner},)" if inner else "()"
    if text in ("Mean", "Sum", "None_"):
        return repr(text.lower())
    if text == "contiguous_format":
        return "None"
    return text


# PyTorch's Python bindings take a Python number for a Tensor argument (a 'wrapped number') only in
# these ops (python_arg_parser.cpp, should_allow_numbers_as_tensors)...
NUMBERS_AS_TENSORS = {"add", "sub", "mul", "div", "divide", "multiply", "subtract", "true_divide", "floor_divide",
                      "to", "_to_copy", "copy", "_conj"}
# ...and where a Scalar overload takes the number (pow.Tensor_Scalar, eq.Scalar, where.ScalarOther, ...),
# which minitorch may fold into the Tensor overload. Everywhere else a number raises TypeError, as there.
SCALAR_OVERLOAD_ARGS = {
    "rsub": {"other"}, "pow": {"exponent"}, "where": {"self", "other"}, "eq": {"other"}, "ne": {"other"},
    "lt": {"other"}, "le": {"other"}, "gt": {"other"}, "ge": {"other"}, "remainder": {"other"},
    "fmod": {"other"}, "copysign": {"other"}, "xlogy": {"other"}, "bitwise_and": {"other"},
    "bitwise_or": {"other"}, "bitwise_xor": {"other"}, "bitwise_left_shift": {"other"},
    "bitwise_right_shift": {"other"}, "clamp_min": {"min"}, "clamp_max": {"max"},
    "lerp": {"weight"}, "fill": {"value"}, "masked_fill": {"value"}, "float_power": {"exponent"},
}


def _is_wrappable(schema, arg):
    """A Tensor argument that may receive a Python number (a 'wrapped number' in PyTorch)."""
    first = next(a for a in schema.arguments if a.type.is_tensor_like)
    if not arg.type.is_tensor or arg.type.optional or arg is first:
        return False
    base = schema.name[:-1] if schema.is_inplace else schema.name
    return (base in NUMBERS_AS_TENSORS or arg.name in SCALAR_OVERLOAD_ARGS.get(base, ())
            or base in _INTERNAL_NUMBERS)


def _wraps_input(schema):
    """Does ``minitorch.<op>`` take a Python number for its input (``torch.add(1, x)``), as PyTorch's parser does
    for every Tensor argument of the ops in NUMBERS_AS_TENSORS?"""
    return schema.name in NUMBERS_AS_TENSORS and schema.arguments[0].type.is_tensor


def _refuses_number(schema, arg):
    """A Tensor argument PyTorch's binding checks: a Python number there is a TypeError."""
    first = next(a for a in schema.arguments if a.type.is_tensor_like)
    return (arg.type.is_tensor and not arg.type.optional and arg is not first
            and not _is_wrappable(schema, arg))


# Internal ops (no public variant) the formulas call with numbers; filled in by render_all.
_INTERNAL_NUMBERS = set()


def signature(schema, first_name="self", keyword_only=True):
    parts, kwonly_started = [], False
    for i, a in enumerate(schema.arguments):
        if keyword_only and a.kwarg_only and not kwonly_started:
            parts.append("*")
            kwonly_started = True
        name = first_name if i == 0 and a.name == "self" else a.name
        parts.append(name if a.default is None else f"{name}={python_default(a.default)}")
    return ", ".join(parts)


def self_later(schema):
    """A schema that puts ``self`` after other arguments (``polygamma(int n, Tensor self)``): its method
    needs a function of its own, ``self`` first."""
    names = [a.name for a in schema.arguments]
    return "self" in names and names[0] != "self"


def needs_method_function(schema):
    """Does ``Tensor.<op>`` need a function of its own? Where the schema puts ``self`` after other arguments, and
    where it has keyword-only parameters: the wrapper, which generated code calls positionally, would take them by
    position (``x.add(y, 2)`` was ``x + 2 * y``, where PyTorch refuses it)."""
    return self_later(schema) or any(a.kwarg_only for a in schema.arguments)


def _method_parameters(schema):
    """``(positional, keyword_only)``: a method's parameters after ``self``."""
    others = [a for a in schema.arguments if a.name != "self"]
    return [a for a in others if not a.kwarg_only], [a for a in others if a.kwarg_only]


def method_signature(schema):
    """The parameters of such a method: ``self``, the positional ones, then ``*extra`` (the positional arguments too
    many, which ``method_checks`` refuses with PyTorch's message) and the keyword-only ones."""
    positional, keyword_only = _method_parameters(schema)

    def param(a):
        return a.name if a.default is None else f"{a.name}={python_default(a.default)}"
    return ", ".join(["self"] + [param(a) for a in positional] + (["*extra"] if keyword_only else [])
                     + [param(a) for a in keyword_only])


def method_checks(name, schema):
    """The first lines of such a method: positional arguments beyond its positional parameters refused."""
    positional, keyword_only = _method_parameters(schema)
    if not keyword_only:
        return []
    required = sum(1 for a in positional if a.default is None)
    return ["if extra:", f"    too_many_positional({name!r}, {required}, {len(positional)}, "
                         f"{len(positional)} + len(extra))"]


def argument_checks(name, schema):
    """Lines checking the arguments of a one-overload ``minitorch.<name>`` as PyTorch's parser does, where the
    wrapper behind would take a wrong type without a word or fail obscurely: ``Tensor[]`` (a list or tuple of tensors) and the input tensor (the wrapper behind reads its attributes first),
    each with PyTorch's message; the input costs one type test. The wrapper checks the ints (``_arg_normalizers``),
    for the method too."""
    lines = []
    for position, a in enumerate(schema.arguments, 1):
        t = a.type
        where = "None" if a.kwarg_only else str(position)
        if position == 1 and t.is_tensor and not t.optional and not _is_wrappable(schema, a):
            local = "input" if a.name == "self" else a.name
            lines.append(f"if type({local}) is not Tensor and not isinstance({local}, Tensor):")
            if _wraps_input(schema):  # torch.add(1, x): the number as PyTorch's wrapped number
                other = next((b.name for b in schema.arguments[1:] if b.type.is_tensor), None)
                lines.append(f'    {local} = wrapped_number("{name}", "input", {local}, {other})')
            else:
                lines.append(f'    raise not_a_tensor("{name}", "input", {local}, 1)' if a.name == "self" else
                             f'    raise not_a_tensor("{name}", "{a.name}", {local}, 1)')
        elif t.is_tensor_list and not t.optional and not t.list_optional_elements:
            lines.append(f'tensor_list("{name}", "{a.name}", {a.name}, {where}, {position - 1})')
    return lines


def takes_out(plan):
    """Does ``minitorch.<op>`` accept ``out=`` (PyTorch's .out overload)? Ops returning tensors do, unless their entry
    says ``out_variant: false``; views and in-place ops do not."""
    return (plan.entry.out_variant and not plan.entry.view and not plan.is_inplace and bool(plan.schema.returns)
            and all(r.type.is_tensor for r in plan.schema.returns))


def function_signature(plan):
    """The parameters of a one-overload ``minitorch.<op>``: the schema's, ``self`` named ``input``, and
    ``out`` (keyword-only) where the op takes one; ``*extra`` where it has deprecated signatures."""
    params = signature(plan.schema, "input")
    if plan.entry.deprecated and "function" in plan.variants:
        params = params.replace("*", "*extra", 1) if "*" in params.split(", ") else f"{params}, *extra"
        return f"{params}, out=None" if takes_out(plan) else params
    if not takes_out(plan):
        return params
    keyword_only = any(a.kwarg_only for a in plan.schema.arguments)
    return f"{params}, out=None" if keyword_only else (f"{params}, *, out=None" if params else "*, out=None")


def call_args(plan):
    return ", ".join("input" if i == 0 and a.name == "self" else a.name for i, a in enumerate(plan.schema.arguments))


def method_target(name, plans, operator=False):
    """What ``Tensor.<name>`` (or, with ``operator``, its operators) is bound to: the wrapper, a method with ``self``
    first, or the argument parser over several overloads. A binary operator answers NotImplemented for an operand
    it does not take (``binary_operator``)."""
    if len(plans) > 1:
        return f'method("{name}", _{name}_overloads{", operator=True" if operator else ""})'
    schema, wrapper = plans[0].schema, f"_vt.{plans[0].wrapper_name}"
    target = f"_{name}_method" if needs_method_function(schema) else wrapper
    if operator and len(schema.arguments) > 1:
        # An operator passes (self, other) alone, so keyword-only parameters keep their defaults: the wrapper
        # itself serves (``x + y`` is one call fewer than through ``_add_method``).
        return f"binary_operator({target if self_later(schema) else wrapper})"
    return f"numpy_keywords({target})" if takes_numpy_keywords(schema) else target


def takes_numpy_keywords(schema):
    """A one-overload op with a ``dim`` or ``keepdim`` parameter: bound through ``numpy_keywords``, so it also takes
    ``axis=`` / ``keepdims=`` as PyTorch's parser does."""
    return any(a.name in ("dim", "keepdim") for a in schema.arguments)


def _tensor_attr_term(schema, name, attr):
    """``name.<attr>``, behind an isinstance check where the argument may be None or a number."""
    a = schema.argument(name)
    if a.type.optional or _is_wrappable(schema, a):
        return f"isinstance({name}, Tensor) and {name}.{attr}"
    return f"{name}.{attr}"


def _requires_grad_term(schema, name, grouped=True):
    """Does argument ``name`` need a gradient (a list: does any of its tensors)?"""
    if schema.argument(name).type.is_tensor_list:
        return f"any_requires_grad({name})"
    test = _tensor_attr_term(schema, name, "_requires_grad")
    return f"({test})" if grouped and " and " in test else test


# Grad mode, as a wrapper reads it: the thread-local mode is several times dearer to read than a global, so the
# list of threads with grad mode off is asked first (grad_mode.GRAD_OFF: empty, grad mode is on everywhere).
GRAD_MODE_ON = "(not GRAD_OFF or GRAD_MODE.grad_enabled)"


def _requires_grad_expr(plan):
    """compute_requires_grad. The inputs' flags are read before the grad mode, dearer to read than a flag,
    since backward formulas mostly see inputs that need no grad. A tensor-list argument costs a call to check,
    so there the mode goes first."""
    terms = [_requires_grad_term(plan.schema, name) for name in plan.edge_args]
    inputs = terms[0] if len(terms) == 1 else "(" + " or ".join(terms) + ")"
    if any(term.startswith("any_requires_grad(") for term in terms):
        return f"{GRAD_MODE_ON} and {inputs}"
    return f"{inputs} and {GRAD_MODE_ON}"


def _next_edges_lines(plan):
    """The node's edges, one per differentiable input, written out per input: ``_next_nodes``, the node
    each gradient flows into (None where the input needs none). Which input of that node it is, is
    nearly always 0, the class default; only an output of a multi-output op is numbered otherwise, and
    then ``_next_nrs`` is set. It is read after the nodes: finding a view's node may renumber it. A lone
    input needs a gradient whenever the node exists; lists go through the helper."""
    if plan.has_list_edges:
        return [f"grad_fn._next_edges = collect_next_edges_flat({', '.join(plan.edge_args)})"]
    args = ", ".join(plan.edge_args)
    if len(plan.edge_args) == 1:
        lines = [f"grad_fn._next_nodes = ({_edge_node_expr(args)},)"]
    else:
        lines = ["grad_fn._next_nodes = ("]
        for name in plan.edge_args:
            test = _requires_grad_term(plan.schema, name, grouped=False)
            lines += [f"    {_edge_node_expr(name)}", f"    if {test} else None,"]
        lines.append(")")
    numbered = " or ".join(_tensor_attr_term(plan.schema, name, "_output_nr") for name in plan.edge_args)
    return lines + [f"if {numbered}:", f"    grad_fn._next_nrs = edge_numbers({args})"]


def _edge_node_expr(name):
    """gradient_node(name) with its common case read in place: the grad_fn of a tensor that is no view (a view's
    may need regenerating, and a leaf's node is its accumulator, both left to the call). Per recorded input
    this saves a call: 2.4 % of a recorded op's instructions on a chain of small ops."""
    return f"({name}._grad_fn if {name}._view_meta is None and {name}._grad_fn is not None else gradient_node({name}))"


def _array_expr(schema, a, public=False):
    if a.type.is_tensor_list:
        if a.type.list_optional_elements:
            return f"[None if t is None else t._data for t in {a.name}]"
        return f"[t._data for t in {a.name}]"
    if a.type.is_tensor:
        if _is_wrappable(schema, a):  # a number, or PyTorch's TypeError for a list, None, ...
            position = schema.arguments.index(a) + 1
            return (f"({a.name}._data if isinstance({a.name}, Tensor) else {a.name} if type({a.name}) in NUMBER_TYPES "
                    f"else scalar_operand({a.name}, {schema.name!r}, {a.name!r}, {position}))")
        if a.type.optional:
            if public:  # None, or PyTorch's TypeError for anything else that is no tensor (a str, a number, ...)
                position = schema.arguments.index(a) + 1
                return (f"({a.name}._data if isinstance({a.name}, Tensor) else {a.name} if {a.name} is None else "
                        f"optional_tensor({a.name}, {schema.name!r}, {a.name!r}, {position}))")
            return f"({a.name}._data if isinstance({a.name}, Tensor) else {a.name})"
        return f"{a.name}._data"
    if a.type.base == "ScalarType":
        return f"to_np({a.name}, {schema.name!r})"
    return a.name


def _number_arguments(plan):
    """``("alpha", alpha, 2, "Number"), ...``: a public op's Scalar and float arguments (position None for a
    keyword-only one; the kind "Number?" or "float?" for an optional one, which takes None), which ``check_numbers`` reads when the kernel fails: a public op's and an internal one's
    (``torch._C._nn.elu``, ``softplus``, ...: nn.functional hands them the user's numbers)."""
    schema = plan.schema
    specs = [f"({a.name!r}, {a.name}, {None if a.kwarg_only else i + 1}, "
             f"{('Number' if a.type.base == 'Scalar' else 'float') + ('?' if a.type.optional else '')!r})"
             for i, a in enumerate(schema.arguments)
             if a.type.base in ("Scalar", "float") and not a.type.is_list]
    return ", ".join(specs)


def _arg_normalizers(plan):
    """A wrapper's first lines: its int[] arguments taken as a tuple, and, for a public op, its int and bool arguments
    checked as such (PyTorch's parser, its messages; one type test each), a tensor given for a Scalar or float argument
    taken by its value (``number_arg``); a Tensor argument that takes no number refused one. The wrapper serves the method too, so the messages count positions as the user's call did. Internal ops
    (no variants) take their callers' values as they are, and so does a loss's ``int reduction`` (its str here)."""
    schema = plan.schema
    public = bool(plan.variants)
    lines = []
    for i, a in enumerate(schema.arguments):
        t, op = a.type, schema.name
        where = None if a.kwarg_only else i + 1
        if t.base in ("int", "SymInt") and t.is_list:
            # (PyTorch's parser takes None for an int list whose default is empty: the default)
            none = ", ()" if a.default == "[]" and not t.optional else ""
            check = f"{a.name} = int_tuple({a.name}, {op!r}, {a.name!r}, {where}, {t.list_size is not None}{none})"
            lines += [f"if {a.name} is not None:", f"    {check}"] if t.optional else [check]
        elif t.base in ("int", "SymInt") and public and a.name != "reduction":
            test = f"type({a.name}) is not int" + (f" and {a.name} is not None" if t.optional else "")
            lines += [f"if {test}:", f"    {a.name} = int_arg({op!r}, {a.name!r}, {a.name}, {where})"]
        elif t.base == "bool" and not t.is_list and public:
            test = f"type({a.name}) is not bool" + (f" and {a.name} is not None" if t.optional else "")
            lines += [f"if {test}:", f"    bool_arg({op!r}, {a.name!r}, {a.name}, {where})"]
        elif t.base in ("Scalar", "float") and not t.is_list:  # internal ops too: torch._C._nn's are public
            kind = "Number" if t.base == "Scalar" else "float"
            lines += [f"if isinstance({a.name}, Tensor):",
                      f"    {a.name} = number_arg({op!r}, {a.name!r}, {a.name}, {where}, {kind!r})"]
        elif _refuses_number(schema, a):
            lines.append(f"if not isinstance({a.name}, Tensor):")
            lines.append(f"    raise not_a_tensor({schema.name!r}, {a.name!r}, {a.name}, {i + 1})")
    return lines


def autocast_lines(plan):
    """An `autocast:` entry's first step: one test of the thread-local flag, the casts only inside an
    autocast region (ops without the key get no line)."""
    policies = plan.entry.autocast
    if not policies:
        return []
    args = [a.name for a in plan.schema.arguments if a.type.is_tensor]
    casts = {d: p for d, p in policies.items() if p in ("lower_precision_fp", "fp32")}
    promote = tuple(d for d, p in policies.items() if p == "promote")
    opt_dtype = tuple(d for d, p in policies.items() if p == "fp32_set_opt_dtype")
    lines = ["if AUTOCAST.enabled:"]
    if casts:
        targets = ", ".join(args) + ("," if len(args) == 1 else "")
        if set(casts.values()) == {"lower_precision_fp"} and len(casts) == len(AUTOCAST_DEVICE_TYPES):
            call = f"autocast_lower({', '.join(args)})"
        elif set(casts.values()) == {"fp32"} and len(casts) == len(AUTOCAST_DEVICE_TYPES):
            call = f"autocast_fp32({', '.join(args)})"
        else:
            call = f"autocast_cast({casts!r}, {', '.join(args)})"
        lines.append(f"    {targets} = {call}")
    if promote:  # tensor lists take part (cat, stack)
        listed = [a.name for a in plan.schema.arguments if a.type.is_tensor_like]
        targets = ", ".join(listed) + ("," if len(listed) == 1 else "")
        lines.append(f"    {targets} = autocast_promote({promote!r}, {', '.join(listed)})")
    if opt_dtype:
        lines.append(f"    dtype = autocast_opt_dtype({opt_dtype!r}, dtype, {args[0]})")
    return lines


def _node_lines(plan, original_self=False):
    """``if _any_requires_grad:`` create the node, link its edges, save what the formulas need.
    An in-place op saves ``original_self`` (a clone made before the kernel) where a formula reads
    ``self``."""
    schema = plan.schema
    if plan.entry.not_implemented_node:
        # PyTorch's codegen for an op without formulas: NotImplemented, edges only to inputs that require grad.
        return ["if _any_requires_grad:",
                f"    grad_fn = NotImplementedNode('aten::{schema.name}', {', '.join(plan.edge_args)})",
                *(["    grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs"]
                  if plan.is_inplace else [])]
    # What Node.__init__ does, written out (generated nodes have no Python __init__).
    lines = ["if _any_requires_grad:", f"    grad_fn = {plan.node_name}()", "    grad_fn._seq = next(SEQUENCE_NR)",
             "    if ANOMALY.enabled:", "        grad_fn._record_creation()"]
    lines += ["    " + line for line in _next_edges_lines(plan)]
    returns = plan.schema.returns
    if plan.is_inplace or len(returns) != 1 or returns[0].type.is_tensor_list:
        lines.append("    grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs")
    for a in plan.edge_args:
        if schema.argument(a).type.is_tensor_list:
            lines.append(f"    grad_fn.{a}_size_ = len({a})")
    for s in plan.saved_inputs:
        if original_self and s.kind == "tensor" and s.local == "self":
            s = SavedFieldView(s, "clone(self)")
        lines.append("    " + _save_line(s, plan))
    return lines


def kernel_function_needed(plan):
    """Whether ``_kernel_<op>`` is rendered: in-place ops call it (their own or their functional
    op's), views replay it on their base; an out-of-place wrapper runs the expression inline when
    it can."""
    return plan.is_inplace or bool(plan.entry.inplace) or plan.entry.view or inline_kernel(plan) is None


def inplace_kernel(plan):
    """For an in-place op whose kernel is one array-module call (``xp.multiply(self, other)``): that
    call writing into ``self``'s own array (``..., out=self_``). None for any other kernel."""
    expr = inline_kernel(plan)
    call = ast.parse(expr, mode="eval").body if expr else None
    if not (isinstance(call, ast.Call) and isinstance(call.func, ast.Attribute)
            and isinstance(call.func.value, ast.Name) and call.func.value.id == "xp" and not call.keywords):
        return None
    call.keywords.append(ast.keyword("out", ast.Name("self_")))
    return ast.unparse(call)


def _kernel_lines(plan, kernel, inlined=None, into_self=None, store=False):
    """Unwrap the arguments to arrays, promote dtypes, run the kernel (the function ``kernel``, or
    the expression ``inlined``) with PyTorch's errors. ``into_self``: an in-place op's kernel call
    that writes into ``self``'s array, tried first when promotion left ``self`` as it is. ``store``:
    end by writing ``out`` into ``self`` (only the version moves when ``into_self`` already wrote it)."""
    schema = plan.schema
    arrays = [f"{a.name}_" for a in schema.arguments]
    public = bool(plan.variants)
    lines = [f"{', '.join(arrays)} = {', '.join(_array_expr(schema, a, public) for a in schema.arguments)}"]
    if plan.entry.check:  # on the operands as given: promotion may hide what it checks (a bool operand of sub)
        lines.append(_over_arrays(plan.entry.check, schema))
    promoted = _promotion_lines(plan, lines)
    first = next(a for a in schema.arguments if a.type.is_tensor_like)
    # an empty list has no array to name its module: NumPy's, so that the kernel reports the empty list
    lines.append(f"xp = ARRAY_MODULE[type({first.name}_[0]) if {first.name}_ else K.NUMPY_ARRAY]" if first.type.is_list
                 else f"xp = ARRAY_MODULE[type({first.name}_)]")
    # kernel_error words the array library's complaint as PyTorch does, from every tensor operand in order
    # (the promoted ones as promoted) and any number that took part in the promotion.
    operands = [f"{a.name}_" for a in schema.arguments
                if a.type.is_tensor and not a.type.is_list or f"{a.name}_" in promoted]
    general = ["try:",
               f"    out = {inlined}" if inlined else f"    out = {kernel}(xp, {', '.join(arrays)})",
               "except (ValueError, IndexError, TypeError) as error:"]
    numbers = _number_arguments(plan)
    if numbers:  # the kernel failed: a str given for a number is PyTorch's TypeError, checked only now
        general.append(f"    check_numbers({schema.name!r}, ({numbers},))")
    general.append(f"    raise kernel_error({schema.name!r}, error, {', '.join(operands) or 'None'}) from None")
    if plan.is_inplace:
        # A 0-dim `value` (fill_, masked_fill_) is read as a number first, as in PyTorch: no check.
        for a in schema.arguments[1:]:
            if a.type.is_tensor_like and not a.type.is_list and a.name != "value":
                lines.append(f"check_no_partial_overlap(self_, {a.name}_)")
    if into_self is None:
        return lines + general + (["write_inplace(self, out)"] if store else [])
    # No temporary and no copy: the common `p -= lr * p.grad`. Whatever the array module refuses
    # to write there (a broadcast larger than self, a cast) goes the general way, which says why.
    lines += ["out = None",
              "if self_ is self._data:",
              "    if 0 in self_.strides:  # an expanded tensor, which no kernel may write",
              "        check_no_internal_overlap(self_)",
              "    try:",
              f"        out = {into_self}",
              "    except (ValueError, TypeError):",
              "        pass",
              "if out is None:"]
    lines += ["    " + line for line in general]
    if store:
        lines += ["    write_inplace(self, out)", "else:", "    bump_version(self)"]
    return lines


def inline_kernel(plan):
    """The entry's kernel expression written over the unwrapped arrays (``self`` -> ``self_``), to
    run in the wrapper without a call; the ``_kernel_<op>`` function when the expression binds
    names of its own (a lambda, a comprehension) that renaming could confuse."""
    return _over_arrays(plan.entry.kernel, plan.schema)


def _over_arrays(expr, schema):
    """``expr`` with the schema's argument names renamed to their arrays' (``self`` -> ``self_``); None when it
    binds names of its own."""
    tree = ast.parse(expr, mode="eval")
    binders = (ast.Lambda, ast.ListComp, ast.GeneratorExp, ast.SetComp, ast.DictComp, ast.NamedExpr)
    if any(isinstance(node, binders) for node in ast.walk(tree)):
        return None
    args = {a.name for a in schema.arguments}
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and node.id in args:
            node.id += "_"
    return ast.unparse(tree)


def _no_requires_grad_lines(plan):
    """PyTorch's check_no_requires_grad: an input PyTorch gives no formula refuses requires_grad (in grad mode)."""
    lines = []
    for name in plan.entry.check_no_requires_grad:
        lines += [f"if {_requires_grad_term(plan.schema, name, grouped=False)} and {GRAD_MODE_ON}:",
                  f"    raise RuntimeError(\"The function '{plan.schema.name}' is not differentiable with respect to "
                  f"argument '{name}'. This input cannot have requires_grad True.\")"]
    return lines


def wrapper_code(plan):
    """Everything between the wrapper's docstring and its return."""
    schema, entry = plan.schema, plan.entry
    lines = _arg_normalizers(plan) + autocast_lines(plan)
    hoist_at = len(lines)
    lines += _no_requires_grad_lines(plan)
    node = plan.node_name
    if node:
        lines.append(f"_any_requires_grad = {_requires_grad_expr(plan)}")
        lines += _node_lines(plan)
    lines += forward_check_lines(plan)
    lines += _kernel_lines(plan, f"_kernel_{plan.wrapper_name}", inline_kernel(plan))
    outs = plan.outputs
    diff = set(entry.differentiable_outputs) if node else set()
    if len(schema.returns) == 1 and schema.returns[0].type.is_tensor_list:
        lines.append("result = tuple(wrap(o) for o in out)")
        if node:
            lines.append("if _any_requires_grad:")
            lines.append("    for r in result:")
            lines.append("        set_history(r, grad_fn)")
    elif len(schema.returns) == 1:
        lines.append("result = wrap(out)")
        if node:
            # set_history(result, grad_fn), written out: the node's only output is output 0.
            lines.append("if _any_requires_grad:")
            lines.append("    grad_fn._input_metadata = output_metadata(result._data)")
            lines.append("    result._grad_fn = grad_fn")
            lines.append("    result._requires_grad = True")
    else:
        lines.append(f"{', '.join(outs)} = {', '.join(f'wrap(out[{i}])' for i in range(len(outs)))}")
        if node:
            lines.append("if _any_requires_grad:")
            for i, o in enumerate(outs):
                if i in diff:
                    lines.append(f"    set_history({o}, grad_fn)")
    fw_lines = forward_set_lines(plan)
    lines += fw_lines
    if node and plan.saved_outputs:
        if not lines[-1].startswith("    ") or fw_lines:
            lines.append("if _any_requires_grad:")
        for s in plan.saved_outputs:
            if s.kind == "output_list":
                lines.append(f"    grad_fn.{s.name} = [SavedVariable(r, True) for r in {s.local}]")
            else:
                lines.append(f"    grad_fn.{s.name} = save_output({s.local})")
    return _hoist_tensor_tests(schema, lines, hoist_at)


def _hoist_tensor_tests(schema, lines, at):
    """An argument that may be a number or None (``other`` of ``add``, an optional ``weight``) is tested
    with ``isinstance(x, Tensor)`` in several places of the wrapper: test it once, into ``x_is_tensor``,
    at ``at`` (after the arguments are normalised and cast: neither turns a number into a tensor)."""
    names = [a.name for a in schema.arguments if a.type.is_tensor and not a.type.is_tensor_list]
    body = "\n".join(lines[at:])
    hoisted = []
    for name in names:
        test = f"isinstance({name}, Tensor)"
        if body.count(test) >= 2 and not re.search(rf"^\s*(\w+, )*{name}\b[\w, ]* = ", body, re.M):
            body = body.replace(test, f"{name}_is_tensor")
            hoisted.append(f"{name}_is_tensor = {test}")
    if not hoisted:
        return lines
    return lines[:at] + hoisted + body.split("\n")


# -- forward-mode AD in the wrapper: a cheap test first, the formula only when a tangent is present --

def _fw_check_expr(plan):
    return f"FORWARD_AD.active and has_fw_grad({', '.join(plan.forward_inputs)})"


def _fw_missing_args(entry, schema):
    """forward_ad.not_implemented's arguments: an op PyTorch has no formulas for (``autograd: NotImplemented``)
    has the short message of its generated check, which names the op as ``aten::name``."""
    return f"{schema.name!r}, no_formulas=True" if entry.not_implemented_node else repr(schema.name)


def forward_check_lines(plan):
    """Before the kernel: does any differentiable input carry a tangent (one attribute test when no
    dual level is entered)? An entry without a `result:` formula raises only then."""
    if not plan.forward_inputs:
        return []
    if not plan.forward:
        return [f"if {_fw_check_expr(plan)}:",
                f"    raise forward_ad_not_implemented({_fw_missing_args(plan.entry, plan.schema)})"]
    return [f"_any_has_forward_grad = {_fw_check_expr(plan)}"]


def forward_set_lines(plan):
    """After the outputs exist (and before outputs are saved, so saved outputs keep their tangents)."""
    if not plan.forward:
        return []
    call_args = [a.name for a in plan.schema.arguments] + plan.outputs
    return ["if _any_has_forward_grad:",
            f"    forward_derivatives.jvp_{plan.wrapper_name}({', '.join(call_args)})"]


def forward_function_code(plan):
    """The body of ``forward_derivatives.<op>(args..., outputs...)``: tangents in, output tangents set."""
    lines = []
    tangents = []
    for f in plan.forward:
        tangents += [t for t in f.tangents if t not in tangents]
    order = [a.name for a in plan.schema.arguments if a.name in tangents]
    for name in order:
        lines.append(f"{name}_t = tangent_of({name})")
    lines.append("with paused():")
    for f in plan.forward:
        if len(f.var_names) == 1:
            lines.append(f"    {f.var_names[0]}_t = {f.formula}")
        else:
            lines.append(f"    {', '.join(v + '_t' for v in f.var_names)} = {f.formula}")
    returns = plan.schema.returns
    for f in plan.forward:
        for v in f.var_names:
            i = plan.outputs.index(v)
            setter = "set_fw_grads" if returns[i].type.is_tensor_list else "set_fw_grad"
            lines.append(f"{setter}({v}, {v}_t)")
    return lines


def forward_plans(plans):
    return [p for p in plans if p.forward]


def _save_line(s, plan=None):
    if s.kind == "tensor":
        value = f"save_input({s.forward_expr})"
        if s.guard is not None:
            value += f" if {_guard_expr(s.guard, plan)} else NOT_SAVED"
        return f"grad_fn.{s.name} = {value}"
    if s.kind == "tensor_list":
        return f"grad_fn.{s.name} = [SavedVariable(t) for t in {s.forward_expr}]"
    return f"grad_fn.{s.name} = {s.forward_expr}"


def _guard_expr(guard, plan):
    """Is the gradient of edge ``guard`` wanted? The input's own requires-grad test where the
    edges are one per argument (the same test that chose that edge)."""
    if plan is None or plan.has_list_edges:
        return f"grad_fn.should_compute_output({guard})"
    return _requires_grad_term(plan.schema, plan.edge_args[guard], grouped=False)


def return_expr(plan):
    schema = plan.schema
    if len(schema.returns) == 1:
        return "result"
    if all(r.name for r in schema.returns):
        return f"{return_type_name(plan)}({', '.join(plan.outputs)})"
    return f"({', '.join(plan.outputs)})"


def return_type_name(plan):
    return f"_return_{plan.wrapper_name}"


def return_types(plans):
    out = []
    for p in plans:
        rets = p.schema.returns
        if len(rets) > 1 and all(r.name for r in rets):
            out.append((return_type_name(p), p.schema.name, [r.name for r in rets]))
    return out


def apply_code(plan):
    """The body of ``XxxBackward.apply(node, grads)``."""
    entry, schema = plan.entry, plan.schema
    lines = []
    # One slot per next edge; a tensor-list input takes as many as it had tensors.
    if plan.has_list_edges:
        no_grads = "[None] * len(node._next_nodes)"
    else:
        no_grads = f"[{', '.join(['None'] * len(plan.edge_args))}]"
    # ``wanted[i] is not None``: this backward wants the gradient for next edge i (PyTorch's
    # task_should_compute_output). While no autograd.grad / ``inputs=`` prunes anywhere, every edge that
    # leads to a node is wanted, and the node's own tuple of next nodes answers without a call.
    n_diff_out = len(entry.differentiable_outputs)
    formulas = " ".join(d.formula for d in plan.derivatives)
    if n_diff_out == 1 and not schema.returns[0].type.is_tensor_list:
        lines.append("grad = grads[0]")
        lines.append("if grad is None:")
        lines.append(f"    return {no_grads}")
    else:
        lines.append("grads = node.materialize_grads(grads)")
        outs = output_names(schema)
        for k, i in enumerate(entry.differentiable_outputs):
            name = f"grad_{outs[i]}"
            if name in formulas:
                lines.append(f"{name} = grads[{k}]")
        if " grad" in f" {formulas}" and "grad_" not in formulas and "grads" not in formulas:
            lines.append("grad = grads[0]")
    for s in plan.saved:
        if s.kind == "tensor":
            lines.append(f"{s.local} = unpack_saved(node.{s.name})")
        elif s.kind == "output":
            lines.append(f"{s.local} = unpack_saved(node.{s.name}, node)")
        elif s.kind in ("tensor_list", "output_list"):
            lines.append(f"{s.local} = unpack_list(node.{s.name}{', node' if s.kind == 'output_list' else ''})")
        else:
            lines.append(f"{s.local} = node.{s.name}")
    lines.append(f"grad_inputs = {no_grads}")
    lines.append("wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()")
    # Index ranges of each differentiable input in next_edges (lists take several slots).
    ranges = {}
    if plan.has_list_edges:
        lines.append("ix = 0")
        for a in plan.edge_args:
            if schema.argument(a).type.is_tensor_list:
                lines.append(f"{a}_ix = range(ix, ix + node.{a}_size_)")
                lines.append(f"ix += node.{a}_size_")
            else:
                lines.append(f"{a}_ix = ix")
                lines.append("ix += 1")
            ranges[a] = f"{a}_ix"
    else:
        ranges = {a: str(i) for i, a in enumerate(plan.edge_args)}
    # With several gradients to compute, the ones already computed are summed back to their input's
    # shape before the next is computed (see BackwardNode.reduce_computed).
    reduce_early = not plan.has_list_edges and sum(len(d.var_names) == 1 for d in plan.derivatives) > 1
    for k, d in enumerate(plan.derivatives):
        formula = (f'not_implemented("{d.not_implemented}")' if d.not_implemented else d.formula)
        if d.product_with:
            formula = f"broadcast_product(node, {ranges[d.var_names[0]]}, grad, {d.product_with})"
        is_list = [schema.argument(v).type.is_tensor_list for v in d.var_names]
        if len(d.var_names) == 1:
            v = d.var_names[0]
            if reduce_early and k > 0:
                lines.append(f"if wanted[{ranges[v]}] is not None:")
                lines.append("    node.reduce_computed(grad_inputs)")
                lines.append(f"    grad_inputs[{ranges[v]}] = {formula}")
            elif is_list[0]:
                lines.append(f"if any(wanted[i] is not None for i in {ranges[v]}):")
                lines.append(f"    for i, g in zip({ranges[v]}, {formula}):")
                lines.append("        if wanted[i] is not None:")
                lines.append("            grad_inputs[i] = g")
            else:
                lines.append(f"if wanted[{ranges[v]}] is not None:")
                lines.append(f"    grad_inputs[{ranges[v]}] = {formula}")
        else:
            lines.append("grad_input_mask = (")
            lines += [f"    wanted[{ranges[v]}] is not None," for v in d.var_names]
            lines.append(")")
            lines.append("if any(grad_input_mask):")
            lines.append(f"    grad_result = {formula}")
            for k, v in enumerate(d.var_names):
                lines.append(f"    if grad_input_mask[{k}]:")
                lines.append(f"        grad_inputs[{ranges[v]}] = grad_result[{k}]")
    lines.append("return grad_inputs")
    return lines


def release_code(plan):
    lines = []
    for s in plan.saved:
        if s.kind in ("tensor", "output"):
            lines.append(f"node.{s.name} = release_saved(node.{s.name})")
        elif s.kind in ("tensor_list", "output_list"):
            lines.append(f"for saved in node.{s.name}:")
            lines.append("    saved.reset_data()")
    return lines


def node_slots(plan):
    names = [s.name for s in plan.saved]
    names += [f"{a}_size_" for a in plan.edge_args if plan.schema.argument(a).type.is_tensor_list]
    return repr(tuple(names))


def saved_properties(plan):
    """``grad_fn._saved_<x>`` / ``_raw_saved_<x>`` getters, under PyTorch's names (metadata
    PyTorch does not show, such as dtypes, gets none)."""
    props = []
    for s in plan.saved:
        public = s.local if s.public == "" else s.public
        if public is None:
            continue
        if s.kind in ("tensor", "output"):
            # _raw_saved_<x> hands out a SavedVariable (hooks may be registered on it): the slot keeps it
            node_arg = ", node" if s.kind == "output" else ""
            getter = f"unpack_saved(node.{s.name}{node_arg})"
            arg = plan.schema.argument(s.local)
            if arg is not None and _is_wrappable(plan.schema, arg):
                getter = f"wrapped_number({getter})"  # a number given for it reads as PyTorch's wrapped number
            props.append((f"_saved_{public}", getter, f"_raw_saved_{public}", f"raw_saved(node, {s.name!r})"))
        elif s.kind in ("tensor_list", "output_list"):
            unpack = "unpack_list(node.{0}, node)" if s.kind == "output_list" else "unpack_list(node.{0})"
            props.append((f"_saved_{public}", f"tuple({unpack.format(s.name)})", f"_raw_saved_{public}",
                          f"raw_saved_list(node.{s.name})"))
        else:
            arg = plan.schema.argument(s.local)
            getter = f"node.{s.name}"
            if arg is not None and arg.type.base in ("int", "SymInt"):
                getter = f"saved_int({getter})"  # PyTorch shows a saved int64 as unsigned
            props.append((f"_saved_{public}", getter, None, None))
    return props


def kernel_params(plan):
    return ", ".join(["xp"] + [a.name for a in plan.schema.arguments])


# -- the public Python layer (functions, Tensor methods, operators) ----------------------

def param_specs(schema):
    specs = []
    for i, a in enumerate(schema.arguments):
        t = a.type
        if t.is_tensor_list:
            kind = "Tensor?[]" if t.list_optional_elements else "Tensor[]"
        elif t.is_list:
            kind = _PARAM_KIND[t.base] + "[]"
        else:
            kind = _PARAM_KIND[t.base]
            if kind == "Tensor" and _is_wrappable(schema, a):
                kind = "Tensor|Scalar"
            elif kind == "Tensor" and i == 0 and _wraps_input(schema):
                kind = "Tensor|Wrapped"  # a number becomes a wrapped-number tensor
        default = python_default(a.default)
        has_default = a.default is not None  # `int? to` without a default must be passed (maybe as None)
        specs.append((a.name, kind, t.optional, has_default, default if default is not None else "None",
                      a.kwarg_only))
    return specs


def python_groups(plans):
    """Public names -> the overloads bound to them, in yaml order."""
    groups = {}
    for p in plans:
        if not p.variants:
            continue
        groups.setdefault(p.python_name, []).append(p)
    return groups


def _is_smaller(a, b):
    """PyTorch's sort_overloads order: ``a`` before ``b`` when it takes the same arguments with a Scalar
    where ``b`` takes a Tensor (so ``x.remainder(2.5)`` binds remainder.Scalar, not remainder.Tensor), or an int
    where ``b`` takes an int[] (``x.count_nonzero(0)`` binds the ``int? dim`` overload)."""
    args_a, args_b = a.schema.arguments, b.schema.arguments
    if len(args_a) != len(args_b):
        return False
    smaller = False
    for x, y in zip(args_a, args_b):
        if (x.type.base == "Scalar" and y.type.is_tensor and not x.type.is_list
                or x.type.base == "int" and not x.type.is_list and y.type.base == "int" and y.type.is_list):
            smaller = True
        elif str(x.type) != str(y.type):
            return False
    return smaller


def overload_order(plans):
    """The overloads of one public name in the order the argument parser tries them."""
    ordered = []
    for p in plans:
        at = next((i for i, q in enumerate(ordered) if _is_smaller(p, q)), len(ordered))
        ordered.insert(at, p)
    return ordered


# -- PyTorch's Python signatures: the strings its generated bindings hold, for the overload parser's errors -------

_CPP_TYPES = {"Tensor": "Tensor", "Scalar": "Scalar", "int": "int64_t", "SymInt": "SymInt", "float": "double",
              "bool": "bool", "str": "c10::string_view", "ScalarType": "ScalarType", "Layout": "Layout",
              "Device": "Device", "Generator": "Generator", "MemoryFormat": "MemoryFormat", "Dimname": "Dimname"}
_CPP_LIST_TYPES = {"Tensor": "TensorList", "int": "IntArrayRef", "SymInt": "SymIntArrayRef",
                   "float": "ArrayRef<double>", "Scalar": "ScalarList", "Dimname": "DimnameList"}


def _type_text(t):
    """A schema type as written, without alias annotations: ``int[1]?``, ``Tensor?``."""
    return (t.base + ("?" if t.list_optional_elements else "") + (f"[{t.list_size or ''}]" if t.is_list else "")
            + ("?" if t.optional else ""))


def _python_argument(a, method):
    """One argument as PyTorch's Python signature writes it (python.py's argument_str): the C++ type, ``self``
    named ``input`` outside methods, the default as C++ spells it, read back as Python."""
    t = a.type
    if t.is_list:
        kind = ("c10::List<::std::optional<Tensor>>" if t.list_optional_elements
                else _CPP_LIST_TYPES[t.base] + (f"[{t.list_size}]" if t.list_size else ""))
    else:
        kind = _CPP_TYPES[t.base]
    kind += "?" if t.optional else ""
    name = "input" if a.name == "self" and kind == "Tensor" and not method else a.name
    if name.endswith("_") and keyword.iskeyword(name[:-1]):
        name = name[:-1]  # the schema's own name (random_'s `from`), which Python code cannot spell
    if a.default is None:
        return f"{kind} {name}"
    default = a.default
    if default in ("None", "[]"):
        default = "None"
    elif default.startswith("["):
        default = "{" + default[1:-1] + "}"
    elif default.startswith("'"):
        default = '"' + default[1:-1] + '"'
    elif default == "Mean":
        default = "at::Reduction::Mean"
    return f"{kind} {name}={default}"


def python_signature(plan, name, method):
    """PyTorch's Python signature of this overload as ``torch.<name>`` or, with ``method``, ``Tensor.<name>``
    (python.py's signature_str): ``self`` left out of a method; a function's ``out=`` last where it takes one."""
    args = [a for a in plan.schema.arguments if not (method and a.name == "self")]
    formals = [_python_argument(a, method) for a in args]
    positional = sum(1 for a in args if not a.kwarg_only)
    if not method and takes_out(plan):
        returns = plan.schema.returns
        formals.append("Tensor out=None" if len(returns) == 1 else f"TensorList[{len(returns)}] out=None")
    if len(formals) > positional:
        formals.insert(positional, "*")
    return f"{name}({', '.join(formals)})"


def _lower_priority(a, b, method):
    """PyTorch's sort_overloads order (gen_python_functions.py's is_smaller): does overload ``a`` come after ``b``,
    taking the same arguments with a Scalar for a Tensor, an int[] for an int, a Dimname, a Tensor[] for a list?"""
    args_a = [x.type for x in a.schema.arguments if not (method and x.name == "self")]
    args_b = [x.type for x in b.schema.arguments if not (method and x.name == "self")]
    if len(args_a) != len(args_b):
        return False

    def smaller(t1, t2):
        s1, s2 = _type_text(t1), _type_text(t2)
        return (s1 == "Scalar" and s2 == "Tensor" or s1 == "Scalar?" and s2 == "Tensor?"
                or "Dimname" in s1 and "Dimname" not in s2 or s1 == "int[]" and s2 in ("int", "int?")
                or s1 == "Tensor[]" and "[]" in s2 or s1 == "SymInt[]" and s2 == "int[]"
                or s1 in ("SymInt", "int") and s2 == "Tensor")
    texts = [(_type_text(x), _type_text(y)) for x, y in zip(args_a, args_b)]
    return all(x == y or smaller(t1, t2) for (x, y), t1, t2 in zip(texts, args_a, args_b)) and any(
        x != y for x, y in texts)


def _folded_scalar_overloads(plans):
    """The Scalar overloads minitorch folds into a Tensor one (SCALAR_OVERLOAD_ARGS: ``bitwise_and.Scalar`` is
    ``bitwise_and.Tensor`` taking a number), where the yaml has no entry of its own: PyTorch lists them, so the
    listing gets the Tensor overload with that argument a Scalar."""
    import dataclasses
    texts = {tuple(str(a.type) for a in p.schema.arguments) for p in plans}
    folded = []
    for p in plans:
        if not p.schema.arguments[0].type.is_tensor:  # (a Scalar-first overload has none folded)
            continue
        for arg_name in sorted(SCALAR_OVERLOAD_ARGS.get(p.schema.name, ())):
            arg = p.schema.argument(arg_name)
            if arg is None or not arg.type.is_tensor or arg.type.optional:
                continue
            arguments = tuple(dataclasses.replace(a, type=Type("Scalar")) if a is arg else a
                              for a in p.schema.arguments)
            key = tuple(str(a.type) for a in arguments)
            if key not in texts:
                texts.add(key)
                folded.append(_WithSchema(p, dataclasses.replace(p.schema, arguments=arguments)))
    return folded


class _WithSchema:
    """A plan seen with another schema (for the listing only)."""

    def __init__(self, plan, schema):
        self._plan, self.schema = plan, schema

    def __getattr__(self, name):
        return getattr(self._plan, name)


def python_signatures(name, plans, method):
    """The Python signatures of ``name``'s overloads with that variant, in the order PyTorch lists them: sorted by
    their text, then each overload after those it gives way to (a topological sort, as sort_overloads does)."""
    variant = "method" if method else "function"
    chosen = [p for p in plans if variant in p.variants]
    if len(chosen) > 1:
        chosen += _folded_scalar_overloads(chosen)
    ordered = sorted(chosen, key=lambda p: python_signature(p, name, method))
    after = {i: {j for j, q in enumerate(ordered) if _lower_priority(p, q, method)} for i, p in enumerate(ordered)}
    after = {i: later for i, later in after.items() if later}
    result = [i for i in range(len(ordered)) if i not in after]
    for i in result:  # grows as overloads become free
        for j in sorted(after):
            after[j].discard(i)
            if not after[j]:
                del after[j]
                result.append(j)
    return [python_signature(ordered[i], name, method) for i in result]


def deprecated_table(name, plans, method):
    """The code of ``name``'s table of deprecated signatures for that variant (``DeprecatedForms``), or None: each
    signature's text in the format PyTorch's messages are rendered from, its positional kinds (``self`` left out of
    a method), and a lambda putting its arguments in the wrapper's order, the ones it leaves out at their defaults."""
    plan = plans[0]
    variant = "method" if method else "function"
    if len(plans) > 1 or not plan.entry.deprecated or variant not in plan.variants:
        return None
    out = not method and takes_out(plan)
    rows = []
    for form in plan.entry.deprecated:
        given = [a for a in form.arguments if not (method and a.name == "self")]
        formals = [_python_argument(a, method) for a in given] + (["*", "Tensor out=None"] if out else [])
        kinds = tuple("Tensor" if a.type.is_tensor else "Scalar" for a in given)
        params = ", ".join((["self"] if method else []) + [a.name for a in given])  # as the binding passes them
        order = [a.name if form.argument(a.name) is not None else python_default(a.default)
                 for a in plan.schema.arguments]
        text = f"{name}({', '.join(formals)})"
        rows.append(f"    ({text!r}, {kinds!r}, lambda {params}: {_tuple_code(order)}),")
    numbers = plan.schema.name.rstrip("_") in NUMBERS_AS_TENSORS
    instead = tuple(python_signatures(name, plans, method))
    return "\n".join([f"_{name}_{variant}_deprecated = DeprecatedForms({name!r}, _vt.{plan.wrapper_name}, ("]
                     + rows + [f"), {instead!r}, method={method}, numbers={numbers})"])


def deprecated_call(name, plan, method):
    """The lines a binding with deprecated signatures starts with: extra positional arguments go to its table."""
    variant = "method" if method else "function"
    if method:
        positional, keyword_only = _method_parameters(plan.schema)
        first = ["self"]
    else:
        positional = [a for a in plan.schema.arguments if not a.kwarg_only]
        keyword_only = [a for a in plan.schema.arguments if a.kwarg_only]
        first = []
    names = first + ["input" if a.name == "self" else a.name for a in positional]
    defaults = _tuple_code([f"({a.name!r}, {a.name}, {python_default(a.default)})" for a in keyword_only
                            if a.default is not None])
    out = ", out" if not method and takes_out(plan) else ""
    return ["if extra:", f"    return _{name}_{variant}_deprecated.call({_tuple_code(names)} + extra, {defaults}{out})"]


def _tuple_code(items):
    """A tuple display of the code strings ``items``: ``(a, b)``, ``(a,)``, ``()``."""
    return f"({items[0]},)" if len(items) == 1 else f"({', '.join(items)})"


def render_all(plans, templates_dir, out_dir, yaml_name="derivatives.yaml"):
    env = jinja2.Environment(loader=jinja2.FileSystemLoader(str(templates_dir)), keep_trailing_newline=True,
                             trim_blocks=True, lstrip_blocks=True, undefined=jinja2.StrictUndefined)
    env.filters["indent_lines"] = lambda lines, n: "\n".join((" " * n + l) if l else "" for l in lines)
    env.filters["repr"] = repr
    from .plan import with_inplace_variants
    plans = with_inplace_variants(plans)
    _INTERNAL_NUMBERS.clear()
    _INTERNAL_NUMBERS.update(p.schema.name for p in plans if not p.variants and p.schema.name not in
                             {q.schema.name for q in plans if q.variants})
    nodes = [p for p in plans if p.node_name and p.inplace_of is None and not p.entry.not_implemented_node]
    groups = python_groups(plans)
    context = dict(header=HEADER, plans=plans, nodes=nodes, groups=groups, wrapper_code=wrapper_code,
                   return_expr=return_expr, apply_code=apply_code, release_code=release_code,
                   node_slots=node_slots, saved_properties=saved_properties, kernel_params=kernel_params,
                   signature=signature, param_specs=param_specs, self_later=self_later, needs_method_function=needs_method_function,
                   method_checks=method_checks, method_signature=method_signature,
                   method_target=method_target, argument_checks=argument_checks, takes_out=takes_out,
                   takes_numpy_keywords=takes_numpy_keywords,
                   function_signature=function_signature, call_args=call_args, return_types=return_types(plans),
                   yaml_name=yaml_name, inplace_wrapper_code=inplace_wrapper_code, view_code=view_code,
                   overload_order=overload_order, kernel_function_needed=kernel_function_needed,
                   python_signatures=python_signatures, deprecated_table=deprecated_table,
                   deprecated_call=deprecated_call)
    context.update(forward_plans=forward_plans(plans), forward_function_code=forward_function_code)
    files = {
        "functions.py": env.get_template("functions.py.j2").render(**context),
        "variable_type.py": env.get_template("variable_type.py.j2").render(**context),
        "python_functions.py": env.get_template("python_functions.py.j2").render(**context),
        "forward_derivatives.py": env.get_template("forward_derivatives.py.j2").render(**context),
        "__init__.py": env.get_template("init.py.j2").render(**context),
    }
    docs = env.get_template("ops.md.j2").render(**context)
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    for name, text in files.items():
        (out_dir / name).write_text(_tidy(text))
    return files, docs


# -- in-place wrappers and views -------------------------------------------------------------------

def inplace_wrapper_code(plan):
    """The body of an in-place wrapper (``mul_``, ``exp_``, ``zero_``), before ``return self``:
    PyTorch's check_inplace, the node with edge 0 on ``self``'s old history (and ``original_self``,
    a clone made before the kernel, where a formula reads the input), the kernel, its result written
    into ``self``'s array with the version bumped, then ``rebase_history``."""
    schema, entry = plan.schema, plan.entry
    lines = _arg_normalizers(plan)
    hoist_at = len(lines)
    node = plan.node_name
    tangent_inputs = [a.name for a in schema.arguments if a.type.is_tensor_like]
    functional = plan.inplace_of
    # The functional op's `result:` formula gives ``self``'s new tangent (PyTorch reuses it for ``op_``),
    # evaluated on a copy of ``self`` as it was; an in-place-only entry (``eq_``, ``zero_``) uses its own
    # `result:` formula the same way; entries with neither refuse a tangent.
    jvp_plan = functional if functional is not None else plan
    jvp = bool(jvp_plan.forward)
    if tangent_inputs and jvp:
        lines.append(f"_any_has_forward_grad = FORWARD_AD.active and has_fw_grad({', '.join(tangent_inputs)})")
        if not entry.view:
            lines.append("if _any_has_forward_grad:")
            lines.append(f"    self_before = forward_inplace_input(self, {schema.name!r})")
    elif tangent_inputs:
        lines.append(f"if FORWARD_AD.active and has_fw_grad({', '.join(tangent_inputs)}):")
        lines.append(f"    raise forward_ad_not_implemented({_fw_missing_args(entry, schema)})")
    if node:
        lines.append(f"_any_requires_grad = {_requires_grad_expr(plan)}")
        lines.append("check_inplace(self, _any_requires_grad)")
        lines += _node_lines(plan, original_self=True)
    lines += _kernel_lines(plan, plan.kernel_name, into_self=inplace_kernel(plan), store=not entry.view)
    if entry.view:
        # squeeze_, unsqueeze_: ``self`` now reads its memory through the kernel's view of it.
        history = "grad_fn if _any_requires_grad else None" if node else "None"
        lines.append(f"set_view_inplace(self, out, {_view_fn(plan)}, {history})")
        if tangent_inputs and jvp:
            # The same in-place view of the tangent (auto_linear: ``self_t.squeeze_()``), which stays ``self``'s.
            call_args = [a.name for a in schema.arguments] + ["self"]
            lines.append("if _any_has_forward_grad:")
            lines.append(f"    forward_derivatives.jvp_{jvp_plan.wrapper_name}({', '.join(call_args)})")
        return _hoist_tensor_tests(schema, lines, hoist_at)
    if tangent_inputs and jvp:
        call_args = ["self_before"] + [a.name for a in schema.arguments[1:]] + ["self"]
        lines.append("if _any_has_forward_grad:")
        lines.append(f"    forward_derivatives.jvp_{jvp_plan.wrapper_name}({', '.join(call_args)})")
    if node:
        lines.append("if _any_requires_grad:")
        lines.append("    rebase_history(self, grad_fn)")
        for s in plan.saved_outputs:
            # A view's new value is saved as an input would be: its grad_fn is regenerated, not the node.
            lines.append(f"    grad_fn.{s.name} = SavedVariable(self, self._view_meta is None)")
    return _hoist_tensor_tests(schema, lines, hoist_at)


class SavedFieldView:
    """A SavedField with another forward expression (``clone(self)`` for ``original_self``)."""

    def __init__(self, field, forward_expr):
        self.__dict__.update(vars(field))
        self.forward_expr = forward_expr


def _promotion_lines(plan, lines):
    """PyTorch's dtype promotion of the kernel's operands; returns their names.

    Arrays of one type and one dtype need no promotion, so the wrapper tests that first (numpy
    dtypes of the built-in types are singletons, so ``is`` suffices), and then, where the second
    operand may be a number, a Python int or float beside a float array (a weak number: no dtype
    changes); anything else falls through to ``promote``."""
    schema, entry = plan.schema, plan.entry
    rule, operands = entry.dtype_rule, entry.dtype_operands
    if operands is None:  # tensors, and positional numbers (not multipliers such as alpha)
        operands = [a.name for a in schema.arguments
                    if a.type.is_tensor or a.type.base == "Scalar" and not a.kwarg_only and a.name != "alpha"]
    promoted = [f"{name}_" for name in operands]
    if rule in ("promote", "compare", "promote_float") and promoted:
        fn = "promote_float" if rule == "promote_float" else "promote"
        is_array = [schema.argument(n).type.is_tensor and not schema.argument(n).type.optional
                    and not _is_wrappable(schema, schema.argument(n)) for n in operands]
        plain = all(is_array)
        target = f"{', '.join(promoted)}{',' if len(promoted) == 1 else ''}"
        call = f"{target} = {fn}({', '.join(promoted)})"
        tests = [f"type({p}) is not type({promoted[0]}) or {p}.dtype is not {promoted[0]}.dtype"
                 for p in promoted[1:]]
        if fn == "promote_float":
            tests.append(f"{promoted[0]}.dtype.kind != \"f\"")
        if len(promoted) == 1 and fn == "promote" and plain:
            pass  # one array keeps its dtype
        elif len(promoted) <= 2 and (plain or len(promoted) == 2 and is_array[0]):
            lines.append(f"if {' or '.join(tests)}:")
            if not plain:  # ``x * 2``, ``x / 2.0``: a number beside a float array is weak, and changes nothing
                lines.append(f"    if type({promoted[1]}) not in WEAK_NUMBER_TYPES or {promoted[0]}.dtype.kind != \"f\":")
                lines.append(f"        {call}")
            else:
                lines.append(f"    {call}")
        else:
            lines.append(call)
    elif rule == "float":
        for a in schema.arguments:
            if a.type.is_tensor:
                lines.append(f"if {a.name}_.dtype.kind != \"f\":")
                lines.append(f"    {a.name}_ = to_float({a.name}_)")
    return promoted


def view_code(plan):
    """After a view op's kernel: mark the outputs as views of ``self`` (PyTorch's as_view), each
    with the function that reads it out of an array laid out like ``self``."""
    schema = plan.schema
    if schema.returns[0].type.is_tensor_list:
        rest = "".join(f", {a.name}_" for a in schema.arguments[1:])
        return ["for i, r in enumerate(result):",
                f"    as_view(self, r, lambda a, i=i: {plan.kernel_name}(xp, a{rest})[i], multi_output=True)"]
    return [f"as_view(self, result, {_view_fn(plan)})"]


def _view_fn(plan):
    """``(kernel, xp, args...)``: the view kernel with everything but the array, a view function in the
    form views.ViewMeta applies as ``kernel(xp, array, *args)`` (a tuple, not a closure: one object)."""
    return f"({', '.join([plan.kernel_name, 'xp'] + [f'{a.name}_' for a in plan.schema.arguments[1:]])})"


def _tidy(text):
    """At most two blank lines in a row and one newline at the end."""
    lines = text.split("\n")
    out, blank = [], 0
    for line in lines:
        line = line.rstrip()
        blank = blank + 1 if not line else 0
        if blank <= 2:
            out.append(line)
    return "\n".join(out).strip("\n") + "\n"
