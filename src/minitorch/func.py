"""minitorch.func: PyTorch's functional transforms (torch.func); vmap is in _vmap.py.

``grad``, ``grad_and_value``, ``vjp``, ``jacrev`` run reverse mode over fresh aliases of the
chosen arguments; ``jvp`` and ``jacfwd`` run forward mode in a dual level. They nest the
way torch.func's do for the common cases: a reverse transform keeps the graph when an
argument already requires grad (jacrev(jacrev(f))), and tangents flow through the
backward pass of an inner reverse transform (jacfwd(jacrev(f)), jvp(grad(f))), which is
how ``hessian`` is built. Only one dual level exists: a ``jvp`` or ``jacfwd`` called inside another
forward transform (``jacfwd(jacfwd(f))``, ``jvp(jvp(f))``, which torch.func nests in levels of its own)
computes the same result by reverse mode, whose backward passes the outer level's tangents flow through.
A level the program entered itself (forward_ad.dual_level) is not one they nest in: PyTorch's error.
"""
import functools

import minitorch as torch

from .autograd import forward_ad as fwAD, inside_transform
from .autograd.node import AccumulateGrad
from .autograd.functional import _stack
from ._vmap import vmap  # noqa: F401
from .utils._pytree import tree_flatten, tree_unflatten, treespec_pprint

__all__ = ["grad", "grad_and_value", "vjp", "jvp", "linearize", "jacrev", "jacfwd", "hessian", "vmap",
           "functional_call", "stack_module_state", "replace_all_batch_norm_modules_"]


def _is_tensor(x):
    return isinstance(x, torch.Tensor)


def _fresh_leaf(x):
    """``x.detach().requires_grad_()`` as the transforms make their own leaves: without the method, which
    refuses inside a transform (a user's call there is what it refuses)."""
    leaf = x.detach()
    leaf._set_requires_grad(True)
    return leaf


def _wrap_input(x):
    """A fresh differentiable alias of ``x``: keeps its graph (outer reverse transforms) and tangent."""
    if x.requires_grad or x._fw_grad is not None:
        y = x.view_as(x)
        if not y.requires_grad:
            y._set_requires_grad(True)
        return y
    return _fresh_leaf(x)


class _Closure:
    """How a transform's results leave it when ``func`` closed over tensors requiring grad (a module's weights,
    MAML's meta-parameters): torch.func returns each result at the outer level, so a result keeps its graph
    where that graph reaches such a tensor, and is detached where it reaches only the transform's own inputs."""

    def __init__(self, inputs):
        self.inner = {id(x) for x in inputs}

    def __bool__(self):  # a graph is recorded (create_graph) for the results that may keep it
        return True

    def reaches_outside(self, tensors):
        """Whether the graph behind ``tensors`` reaches a tensor requiring grad that is not an input's alias."""
        stack, seen = [], set()
        for t in tensors:
            if _is_tensor(t) and t.requires_grad:
                if t.grad_fn is None:
                    if id(t) not in self.inner:
                        return True
                else:
                    stack.append(t.grad_fn)
        while stack:  # iterative: a deep graph must not recurse
            fn = stack.pop()
            if fn is None or id(fn) in seen:
                continue
            seen.add(id(fn))
            if type(fn) is AccumulateGrad:
                if id(fn.variable) not in self.inner:
                    return True
                continue
            stack.extend(next_fn for next_fn, _ in fn.next_functions)
        return False


def _keep(keep_graph, outer_grad, inputs, outputs):
    """keep_graph as _prepare found it (an outer reverse transform), else a _Closure when grad mode was on where
    the transform was called and ``outputs`` reach a tensor requiring grad from outside, else False."""
    if keep_graph or not outer_grad:
        return keep_graph
    closure = _Closure(inputs)
    return closure if closure.reaches_outside(outputs) else False


def _unwrap_output(x, keep_graph):
    """The value a transform returns: detached from its own graph unless an outer level needs it."""
    if not _is_tensor(x):
        return x
    if keep_graph is True or (keep_graph and keep_graph.reaches_outside((x,))):
        return x
    y = x.detach()
    if x._fw_grad is not None:  # an outer level's tangent: kept, and out of the graph as the value
        fwAD.set_fw_grad(y, x._fw_grad.detach())
    return y


def _argnums_tuple(argnums, nargs, api):
    """``argnums`` checked and wrapped as torch.func's _slice_argnums does (its types, then each index's range,
    then non-empty and unique), as a tuple."""
    if not isinstance(argnums, (int, tuple)) or isinstance(argnums, tuple) and not all(
            isinstance(n, int) for n in argnums):
        bad = argnums if not isinstance(argnums, tuple) else next(n for n in argnums if not isinstance(n, int))
        raise RuntimeError(f"argnums must be int or Tuple[int, ...], got: {type(bad)}")
    nums = (argnums,) if isinstance(argnums, int) else argnums
    wrapped = []
    for n in nums:
        if not -nargs <= n < nargs:
            raise RuntimeError(f"Got argnum={n}, but only {nargs} positional inputs")
        wrapped.append(n % nargs)
    if not wrapped:
        raise RuntimeError("argnums must be non-empty")
    if len(set(wrapped)) != len(wrapped):
        raise RuntimeError(f"argnums elements must be unique, got {tuple(wrapped)}")
    return tuple(wrapped)


def _prepare(args, argnums, api):
    """``args`` with fresh differentiable aliases of the tensors in ``args[argnums]`` (each a pytree of
    tensors: a tensor, or tuples, lists and dicts of them), the argnums as a tuple, whether an outer reverse
    transform needs the graph kept, and per argnum ``(aliases, spec)`` for regrouping gradients."""
    nums = _argnums_tuple(argnums, len(args), api)
    args = list(args)
    trees = []
    for n in nums:
        leaves, spec = tree_flatten(args[n])
        for leaf in leaves:
            if not _is_tensor(leaf):
                raise ValueError(f"Thing passed to transform API must be Tensor, got {type(leaf)}")
        leaves = [_wrap_input(leaf) for leaf in leaves]
        args[n] = tree_unflatten(leaves, spec)
        trees.append((leaves, spec))
    keep_graph = torch.is_grad_enabled() and any(x.grad_fn is not None for leaves, _ in trees for x in leaves)
    return args, nums, keep_graph, trees


def _flat_inputs(trees):
    return [x for leaves, _ in trees for x in leaves]


def _regroup(flat, trees, transform=lambda g: g):
    """One pytree per argnum (the inputs' structure) out of values for the flattened inputs."""
    out, at = [], 0
    for leaves, spec in trees:
        out.append(tree_unflatten([transform(g) for g in flat[at:at + len(leaves)]], spec))
        at += len(leaves)
    return out


def _flat_outputs(out, api):
    """func's output as (leaves, spec), each leaf a tensor (PyTorch's assert_non_empty_tensor_output)."""
    leaves, spec = tree_flatten(out)
    if not leaves or (len(leaves) == 1 and leaves[0] is None):
        raise RuntimeError(f"{api}: Expected f to be a function that has non-empty output (got output = {leaves})")
    for leaf in leaves:
        if not _is_tensor(leaf):
            raise RuntimeError(f"{api}: expected f(*primals) to return only tensors, got unsupported type "
                               f"{type(leaf)}")
    return leaves, spec


def _run(func, *args, **kwargs):
    """The transform's call of ``func``: backward() inside it is refused, as in torch.func."""
    with inside_transform():
        return func(*args, **kwargs)


def _run_as_vmap(func, *args):
    """``_run`` for jacfwd, which torch.func runs as vmap(jvp(func)): a custom Function in ``func`` needs a vmap
    rule there too."""
    with inside_transform(vmap=True):
        return func(*args)


class _ForwardLevel:
    """The dual level as jvp and jacfwd enter it: ``depth`` counts the ones open, so a transform nested in one
    tells it from a level the program entered itself (forward_ad.dual_level), inside which torch.func's
    transforms refuse to nest a level, as forward_ad does."""
    depth = 0

    def __enter__(self):
        fwAD.enter_dual_level()
        _ForwardLevel.depth += 1

    def __exit__(self, *exc):
        _ForwardLevel.depth -= 1
        fwAD.exit_dual_level()


def _nested_forward():
    """Whether a forward transform called now is inside another one (whose dual level it cannot nest, minitorch
    having one): it then computes by reverse mode. Inside a level the program entered: PyTorch's error."""
    if fwAD.STATE.level < 0:
        return False
    if not _ForwardLevel.depth:
        fwAD.enter_dual_level()  # raises "Nested forward mode AD is not supported at the moment"
    return True


def _split_aux(out, has_aux, api):
    if not has_aux:
        return out, None
    if not (isinstance(out, tuple) and len(out) == 2):
        raise RuntimeError(f"{api}(f)(*args): output of function f should be a tuple: (output, aux) if has_aux "
                           "is True")
    return out


def _unwrap_aux(aux, trees, keep_graph):
    """has_aux's second output as the transform returns it: each leaf a tensor (PyTorch's check), out of the
    transform's graph, an input's alias given back as that input where an outer level keeps its graph."""
    leaves, spec = tree_flatten(aux)
    aliases = {id(x) for x in _flat_inputs(trees)}
    out = []
    for leaf in leaves:
        if not _is_tensor(leaf):
            raise RuntimeError(f"Expected tensors, got unsupported type {type(leaf)}")
        if keep_graph and id(leaf) in aliases and leaf._base is not None:
            leaf = leaf._base
        out.append(_unwrap_output(leaf, keep_graph))
    return tree_unflatten(out, spec)


def _grads(outputs, inputs, grad_outputs, keep_graph):
    grads = torch.autograd.grad(outputs, inputs, grad_outputs, retain_graph=True, create_graph=bool(keep_graph),
                                allow_unused=True)
    return tuple(torch.zeros_like(x) if g is None else g for g, x in zip(grads, inputs))


def grad_and_value(func, argnums=0, has_aux=False):
    """``(gradient of func's scalar output w.r.t. args[argnums], output)``."""
    @functools.wraps(func)  # torch.func's name: vmap's messages quote it
    def wrapper(*args, **kwargs):
        outer_grad = torch.is_grad_enabled()
        with torch.enable_grad():
            args, nums, keep_graph, trees = _prepare(args, argnums, "grad_and_value")
            out, aux = _split_aux(_run(func, *args, **kwargs), has_aux, "grad_and_value")
            if not _is_tensor(out):
                raise RuntimeError(f"grad_and_value(f)(*args): Expected f(*args) to return a Tensor, got "
                                   f"{type(out)}")
            if out.dim() != 0:
                raise RuntimeError(f"grad_and_value(f)(*args): Expected f(*args) to return a scalar Tensor, got "
                                   f"tensor with {out.dim()} dims. Maybe you wanted to use the vjp or jacrev APIs "
                                   "instead?")
            inputs = _flat_inputs(trees)
            keep_graph = _keep(keep_graph, outer_grad, inputs, [out])
            if out.requires_grad:
                grads = _grads([out], inputs, None, keep_graph)
            else:
                grads = tuple(torch.zeros_like(x) for x in inputs)
        grads = _regroup(grads, trees, lambda g: _unwrap_output(g, keep_graph))
        result = grads[0] if isinstance(argnums, int) else tuple(grads)
        value = _unwrap_output(out, keep_graph)
        return result, ((value, _unwrap_aux(aux, trees, keep_graph)) if has_aux else value)
    return wrapper


def grad(func, argnums=0, has_aux=False):
    """The gradient of ``func``'s scalar output w.r.t. ``args[argnums]`` (a function of the same args)."""
    both = grad_and_value(func, argnums, has_aux)

    @functools.wraps(func)
    def wrapper(*args, **kwargs):
        g, value = both(*args, **kwargs)
        return (g, value[1]) if has_aux else g
    return wrapper


def vjp(func, *primals, has_aux=False):
    """``(func(*primals), vjp_fn)``; ``vjp_fn(cotangents)`` gives one gradient per primal (a tuple)."""
    outer_grad = torch.is_grad_enabled()
    with torch.enable_grad():
        args, nums, keep_graph, trees = _prepare(primals, tuple(range(len(primals))), "vjp")
        out, aux = _split_aux(_run(func, *args), has_aux, "vjp")
    inputs = _flat_inputs(trees)
    outs, out_spec = _flat_outputs(out, "vjp(f, *primals)")
    keep_graph = _keep(keep_graph, outer_grad, inputs, outs)

    def vjp_fn(cotangents):
        cots, cot_spec = tree_flatten(cotangents)
        if cot_spec != out_spec:
            raise RuntimeError(f"Expected pytree structure of cotangents to be the same as pytree structure of "
                               f"outputs to the function. cotangents: {treespec_pprint(cot_spec)}, primal output: "
                               f"{treespec_pprint(out_spec)}")
        pairs = [(o, c) for o, c in zip(outs, cots) if o.requires_grad]
        with torch.enable_grad():
            if not pairs:
                grads = tuple(torch.zeros_like(x) for x in inputs)
            else:
                grads = _grads([o for o, _ in pairs], inputs, [c for _, c in pairs], keep_graph)
        return tuple(_regroup(grads, trees, lambda g: _unwrap_output(g, keep_graph)))

    value = tree_unflatten([_unwrap_output(o, keep_graph) for o in outs], out_spec)
    return (value, vjp_fn, _unwrap_aux(aux, trees, keep_graph)) if has_aux else (value, vjp_fn)


def jvp(func, primals, tangents, *, strict=False, has_aux=False):
    """``(func(*primals), J @ tangents)`` by forward-mode AD in one dual level; inside another forward transform
    (whose level that is) by reverse mode, see ``_jvp_by_reverse``."""
    if not isinstance(primals, tuple):
        raise RuntimeError(f"{_JVP}: Expected primals to be a tuple. E.g. it should be valid to call f(*primals).")
    flat_primals, primals_spec = tree_flatten(primals)
    flat_tangents, tangents_spec = tree_flatten(tangents)
    if primals_spec != tangents_spec:
        raise RuntimeError(f"{_JVP}: Expected primals and tangents to have the same python structure. For example, "
                           "if primals is a tuple of 3 tensors, tangents also must be. Got primals with structure "
                           f"{primals_spec} and tangents with structure {tangents_spec}")
    for name, leaves in (("primals", flat_primals), ("tangents", flat_tangents)):
        if not leaves:
            raise RuntimeError(f"{_JVP}: Expected {name} to contain at least one Tensor.")
        for leaf in leaves:
            if not _is_tensor(leaf):
                raise RuntimeError(f"{_JVP}: Expected {name} to only contain Tensors, got {type(leaf)}")
    if _nested_forward():
        return _jvp_by_reverse(func, flat_primals, flat_tangents, primals_spec, strict, has_aux)
    with _ForwardLevel():
        duals = tree_unflatten([fwAD.make_dual(p, t) for p, t in zip(flat_primals, flat_tangents)], primals_spec)
        out, aux = _split_jvp_aux(_run(func, *duals), has_aux)
        outs, out_spec = _flat_outputs(out, _JVP)
        values, jvps = [], []
        for o in outs:
            primal, tangent = fwAD.unpack_dual(o)
            if tangent is None and strict:
                raise RuntimeError(_STRICT)
            values.append(primal)
            jvps.append(torch.zeros_like(primal) if tangent is None else tangent)
    result = (tree_unflatten(values, out_spec), tree_unflatten(jvps, out_spec))
    return result + (_unwrap_aux(aux, [], False),) if has_aux else result


_JVP = "jvp(f, primals, tangents)"
_STRICT = (f"{_JVP[:-1]}, strict=True): The output of f is independent of the inputs. This is not allowed with "
           "strict=True.")


def _split_jvp_aux(out, has_aux):
    if has_aux and not (isinstance(out, tuple) and len(out) == 2):
        raise RuntimeError(f"{_JVP}: output of function f should be a tuple: (output, aux) if has_aux is True")
    return out if has_aux else (out, None)


def _jvp_by_reverse(func, flat_primals, flat_tangents, primals_spec, strict, has_aux):
    """``jvp`` inside another forward transform (jvp(jvp(f)), jacfwd(jvp(f)), jvp(jacfwd(f)), ...), which
    torch.func nests in levels of its own: minitorch has one dual level, held by the outer transform, so J t is
    computed by reverse mode instead. The vector-Jacobian product g(u) = J^T u is linear in u, so the gradient
    of <g(u), t> with respect to u is J t: two backward passes, the first recording its graph. Both passes run
    inside the outer level, so the outer tangents flow through them (and through func's outputs), and the graph
    is kept for an outer reverse transform as jacrev's is."""
    for p, t in zip(flat_primals, flat_tangents):
        fwAD._check_dual(p, t)
    outer_grad = torch.is_grad_enabled()
    with torch.enable_grad():
        args, _, keep_graph, trees = _prepare(tree_unflatten(flat_primals, primals_spec),
                                              tuple(range(primals_spec.num_children)), "jvp")
        inputs = _flat_inputs(trees)
        out, aux = _split_jvp_aux(_run(func, *args), has_aux)
        outs, out_spec = _flat_outputs(out, _JVP)
        keep_graph = _keep(keep_graph, outer_grad, inputs, outs)
        live = [o for o in outs if o.requires_grad]
        placeholders = [torch.zeros_like(o.detach(), requires_grad=True) for o in live]  # u, one per output
        vjps = torch.autograd.grad(live, inputs, placeholders, create_graph=True, allow_unused=True) if live else ()
        pairs = [(g, t) for g, t in zip(vjps, flat_tangents) if g is not None and g.requires_grad]
        grads = torch.autograd.grad([g for g, _ in pairs], placeholders, [t for _, t in pairs],
                                    create_graph=bool(keep_graph), allow_unused=True) if pairs else ()
        grads = iter(grads)
        values, jvps = [], []
        for o in outs:
            g = next(grads, None) if o.requires_grad else None
            if g is None and strict:
                raise RuntimeError(_STRICT)
            values.append(_unwrap_output(o, keep_graph))
            jvps.append(torch.zeros_like(o.detach()) if g is None else _unwrap_output(g, keep_graph))
    result = (tree_unflatten(values, out_spec), tree_unflatten(jvps, out_spec))
    return result + (_unwrap_aux(aux, trees, keep_graph),) if has_aux else result


def linearize(func, *primals):
    """``(func(*primals), jvp_fn)``: ``jvp_fn(*tangents)`` is the Jacobian-vector product at ``primals``, computed
    without running ``func`` again. PyTorch traces func's forward-mode graph; here func's reverse graph is kept
    instead, and J t is the derivative of the vector-Jacobian product u -> J^T u in u along t (J^T u is linear in
    u, so its gradient with respect to u, weighted by t, is J t): two backward passes per call."""
    if fwAD.STATE.level >= 0:
        # PyTorch's linearize enters a dual level of its own (it traces func's jvp), which inside a forward
        # transform is a nested one; the tangents computed here would miss the outer level's
        fwAD.enter_dual_level()
    output = func(*primals)
    _, output_spec = tree_flatten(output)
    flat_primals, primals_spec = tree_flatten(primals)
    expected = [(p.shape, p.device, p.dtype) for p in flat_primals]
    with torch.enable_grad():
        inputs = [_fresh_leaf(p) for p in flat_primals]
        outs, _ = tree_flatten(func(*tree_unflatten(inputs, primals_spec)))
        placeholders = [torch.zeros_like(o, requires_grad=True) for o in outs]  # u, one per output
        live = [i for i, o in enumerate(outs) if o.requires_grad]
        vjps = torch.autograd.grad([outs[i] for i in live], inputs, [placeholders[i] for i in live],
                                   create_graph=True, allow_unused=True) if live else [None] * len(inputs)

    def jvp_fn(*tangents):
        flat_tangents, tangents_spec = tree_flatten(tangents)
        if tangents_spec != primals_spec:
            raise RuntimeError(f"Expected the tangents {tangents_spec} to have the same argspec as the primals "
                               f"{primals_spec}")
        for idx, (t, (shape, device, dtype)) in enumerate(zip(flat_tangents, expected)):
            for what, got, want in (("shape", t.shape, shape), ("device", t.device, device),
                                    ("dtype", t.dtype, dtype)):
                if got != want:
                    raise RuntimeError(f"tangent:{idx} with {what} {got} in flattened pytree doesn't match the "
                                       f"{what} {want} of the corresponding primal.")
        pairs = [(v, t) for v, t in zip(vjps, flat_tangents) if v is not None and v.requires_grad]
        grads = [None] * len(outs)
        if pairs:
            with torch.enable_grad():
                grads = torch.autograd.grad([v for v, _ in pairs], placeholders, [t for _, t in pairs],
                                            retain_graph=True, allow_unused=True)
        result = [torch.zeros_like(o.detach()) if g is None else g.detach() for g, o in zip(grads, outs)]
        return tree_unflatten(result, output_spec)
    return output, jvp_fn


def jacrev(func, argnums=0, *, has_aux=False, chunk_size=None):
    """The Jacobian of ``func`` w.r.t. ``args[argnums]`` by reverse mode: one backward pass per output element."""
    if not (chunk_size is None or chunk_size > 0):
        raise ValueError("jacrev: `chunk_size` should be greater than 0.")

    @functools.wraps(func)
    def wrapper(*args):  # positional arguments only, as torch.func's jacrev
        outer_grad = torch.is_grad_enabled()
        with torch.enable_grad():
            args, nums, keep_graph, trees = _prepare(args, argnums, "jacrev")
            out, aux = _split_aux(_run(func, *args), has_aux, "jacrev")
            outs, out_spec = _flat_outputs(out, "vjp(f, *primals)")  # (PyTorch's jacrev runs vjp)
            inputs = _flat_inputs(trees)
            keep_graph = _keep(keep_graph, outer_grad, inputs, outs)
            per_output = []
            for o in outs:
                rows = [[] for _ in inputs]
                flat = o.reshape(-1)
                for i in range(o.numel()):
                    if o.requires_grad:
                        grads = _grads([flat[i]], inputs, None, keep_graph)
                    else:
                        grads = tuple(torch.zeros_like(x) for x in inputs)
                    for r, g in zip(rows, grads):
                        r.append(g)
                jacs = []
                for r, x in zip(rows, inputs):
                    shape = tuple(o.shape) + tuple(x.shape)
                    jac = _stack(r).reshape(shape) if r else torch.zeros(shape, dtype=o.dtype)
                    jacs.append(_unwrap_output(jac, keep_graph))
                jacs = _regroup(jacs, trees)
                per_output.append(jacs[0] if isinstance(argnums, int) else tuple(jacs))
        result = tree_unflatten(per_output, out_spec)
        return (result, _unwrap_aux(aux, trees, keep_graph)) if has_aux else result
    return wrapper


def jacfwd(func, argnums=0, has_aux=False, *, randomness="error"):
    """The Jacobian of ``func`` w.r.t. ``args[argnums]`` by forward mode: one dual level per input element. The
    arguments (each a pytree of tensors) and the output (a pytree) shape the result as torch.func's do: per
    output leaf, per argnum, the argument's structure of Jacobians."""
    reverse = jacrev(func, argnums, has_aux=has_aux)

    @functools.wraps(func)
    def wrapper(*args):  # positional arguments only, as torch.func's jacfwd
        nums = _argnums_tuple(argnums, len(args), "jacfwd")
        if _nested_forward():  # inside an outer forward transform: its one dual level is taken
            return reverse(*args)
        trees = [tree_flatten(args[n]) for n in nums]
        for leaves, _ in trees:
            for leaf in leaves:
                if not _is_tensor(leaf):
                    raise ValueError(f"Thing passed to transform API must be Tensor, got {type(leaf)}")
        columns = [[[] for _ in leaves] for leaves, _ in trees]  # [argnum][leaf][element] -> one column per output
        out = aux = None
        for a, (n, (leaves, spec)) in enumerate(zip(nums, trees)):
            for i, x in enumerate(leaves):
                basis = torch.eye(x.numel(), dtype=x.dtype, device=x.device)
                for k in range(x.numel()):
                    with _ForwardLevel():
                        duals = list(leaves)
                        duals[i] = fwAD.make_dual(x, basis[k].view_as(x))
                        full = list(args)
                        full[n] = tree_unflatten(duals, spec)
                        out, aux = _split_aux(_run_as_vmap(func, *full), has_aux, "jacfwd")
                        cols = []
                        for o in _flat_outputs(out, "jvp(f, primals, tangents)")[0]:
                            p, t = fwAD.unpack_dual(o)
                            cols.append((torch.zeros_like(p) if t is None else t).reshape(-1))
                    columns[a][i].append(cols)
        if out is None:  # no input element: func runs once for the output's structure
            out, aux = _split_aux(_run(func, *args), has_aux, "jacfwd")
        outs, out_spec = _flat_outputs(out, "jvp(f, primals, tangents)")
        per_output = []
        for oi, o in enumerate(outs):
            jacs = []
            for a, (leaves, spec) in enumerate(trees):
                leaf_jacs = []
                for i, x in enumerate(leaves):
                    shape = tuple(o.shape) + tuple(x.shape)
                    cols = [c[oi] for c in columns[a][i]]
                    leaf_jacs.append(_stack(cols).t().reshape(shape) if cols and o.numel() else
                                     torch.zeros(shape, dtype=o.dtype))
                jacs.append(tree_unflatten(leaf_jacs, spec))
            per_output.append(jacs[0] if isinstance(argnums, int) else tuple(jacs))
        result = tree_unflatten(per_output, out_spec)
        return (result, _unwrap_aux(aux, [], False)) if has_aux else result
    return wrapper


def hessian(func, argnums=0):
    """``jacfwd(jacrev(func, argnums), argnums)``: forward-over-reverse, as torch.func.hessian."""
    return jacfwd(jacrev(func, argnums), argnums)


def functional_call(module, parameter_and_buffer_dicts, args=None, kwargs=None, *, tie_weights=True, strict=False):
    """``module(*args, **kwargs)`` with the given tensors in place of its parameters and buffers (by dotted name)."""
    from collections.abc import Sequence
    from .nn.utils.stateless import _functional_call
    if isinstance(parameter_and_buffer_dicts, dict):
        tensors = parameter_and_buffer_dicts
    elif isinstance(parameter_and_buffer_dicts, Sequence):
        if not all(isinstance(d, dict) for d in parameter_and_buffer_dicts):
            raise ValueError("Expected all elements of parameter_and_buffer_dicts to be dictionaries")
        counts = {}
        for d in parameter_and_buffer_dicts:
            for k in d:
                counts[k] = counts.get(k, 0) + 1
        repeated = [k for k, n in counts.items() if n > 1]
        if repeated:
            raise ValueError(f"{repeated} appeared in multiple dictionaries; behavior of functional call is ambiguous")
        tensors = {k: v for d in parameter_and_buffer_dicts for k, v in d.items()}
    else:
        raise ValueError("Expected parameter_and_buffer_dicts to be a dict, or a list/tuple of dicts, but got "
                         f"{type(parameter_and_buffer_dicts)}")
    return _functional_call(module, tensors, args, kwargs, tie_weights=tie_weights, strict=strict)


def stack_module_state(models):
    """The parameters and buffers of same-class ``models`` stacked along a new first dim (for vmap ensembles)."""
    if len(models) == 0:
        raise RuntimeError("stack_module_state: Expected at least one model, got 0.")
    if not (all(m.training for m in models) or all(not m.training for m in models)):
        raise RuntimeError("stack_module_state: Expected all models to have the same training/eval mode.")
    if not all(type(m) is type(models[0]) for m in models):
        raise RuntimeError("stack_module_state: Expected all models to be of the same class.")

    def stacked(tensors, name):
        requires_grad = [t.requires_grad for t in tensors]
        if any(requires_grad) and not all(requires_grad):
            raise RuntimeError(f"Expected {name} from each model to have the same .requires_grad")
        result = torch.stack(tensors)
        return _fresh_leaf(result) if all(requires_grad) else result

    params = [dict(m.named_parameters()) for m in models]
    buffers = [dict(m.named_buffers()) for m in models]
    return ({k: stacked([p[k] for p in params], k) for k in params[0]},
            {k: stacked([b[k] for b in buffers], k) for k in buffers[0]})



def replace_all_batch_norm_modules_(root):
    """Every batch norm module under ``root`` (``root`` too) stops tracking running statistics, in place, so that
    vmap over it normalizes each example's batch by its own statistics; returns ``root``."""
    from .nn.modules.normalization import _BatchNorm
    for module in root.modules():
        if isinstance(module, _BatchNorm) and module.track_running_stats:
            module.running_mean = None
            module.running_var = None
            module.num_batches_tracked = None
            module.track_running_stats = False
    return root
