"""torch.func transforms over pytrees (tuples, lists, dicts; None is a leaf): outputs and arguments of any such
structure shape the results as torch.func's do, and a mismatched or non-tensor structure gives PyTorch's
messages; compared with PyTorch."""
import importlib

import pytest

import minitorch

from oracle import needs_torch, same_as_pytorch

CASES = [
    "vjp(lambda a: (a, {'k': a * 2}), x)[1](lib.ones(2))",
    "jvp(lambda a: a, (x,), ([x],))",
    "jacrev(lambda a: None)(x)",
    "jacrev(lambda a: 3)(x)",
    "vjp(lambda a: 3, x)",
    "jvp(lambda a: 3, (x,), (x,))",
    "vjp(lambda a: None, x)",
    "jvp(lambda a: a, (x,), [x])",
    "jacrev(lambda a: {'s': a.sin(), 'l': [a * 2, (a * 3,)]})(x)",
    "jacfwd(lambda a: [a.sin()])(x)",
    "jacfwd(lambda d: d['a'] * d['b'])({'a': x, 'b': x * 2})",
    "jacfwd(lambda d, y: (d['a'] * y).sum(), argnums=(0, 1))({'a': x}, x * 3)",
    "jacrev(lambda d: d['a'] * d['b'])({'a': x, 'b': x * 2})",
    "jvp(lambda d: {'o': d['a'].sin()}, ({'a': x},), ({'a': x},))",
    "jvp(lambda a: [a.sin(), a.cos()], (x,), (x,))",
    "jvp(lambda a: (a.sin(), a.cos()), (x,), (x,))",
    "vjp(lambda a: {'s': a.sin()}, x)[1]({'s': lib.ones(2, dtype=lib.float64)})",
    "vjp(lambda a: [a.sin(), a * 2], x)[1]([lib.ones(2, dtype=lib.float64), lib.ones(2, dtype=lib.float64)])",
    "vjp(lambda a: {'s': a.sin()}, x)[0]",
]


def _plain(r):
    """Tensors as rounded lists, the structure kept (containers' types included)."""
    if isinstance(r, (tuple, list)):
        return type(r).__name__, [_plain(v) for v in r]
    if isinstance(r, dict):
        return {k: _plain(v) for k, v in r.items()}
    if hasattr(r, "tolist"):
        return [round(v, 10) + 0.0 for v in r.reshape(-1).tolist()], tuple(r.shape)
    return r


@needs_torch
@pytest.mark.parametrize("expr", CASES)
def test_pytrees_like_pytorch(expr):
    def run(lib):
        x = lib.tensor([0.5, -1.0], dtype=lib.float64)
        names = {n: getattr(lib.func, n) for n in ("vjp", "jvp", "jacrev", "jacfwd")}
        return _plain(eval(expr, {"lib": lib, "x": x, **names}))
    same_as_pytorch(run, unexpected=("AttributeError", "NameError"))


def test_hessian_of_a_dict_argument():
    x = minitorch.tensor([0.5, -1.0], dtype=minitorch.float64)
    h = minitorch.func.hessian(lambda d: (d["a"] ** 3).sum())({"a": x})
    assert list(h) == ["a"] and list(h["a"]) == ["a"]
    assert h["a"]["a"].tolist() == [[3.0, 0.0], [0.0, -6.0]]


def test_none_is_a_leaf_as_in_pytorch():
    from minitorch.utils._pytree import tree_flatten, treespec_pprint
    leaves, spec = tree_flatten((1, None, {"k": [2, None]}))
    assert leaves == [1, None, 2, None]
    assert treespec_pprint(spec) == "(*, *, {'k': [*, *]})"


@needs_torch
def test_replace_all_batch_norm_modules_like_pytorch():
    def run(lib):
        m = lib.nn.Sequential(lib.nn.Linear(2, 2), lib.nn.BatchNorm1d(2), lib.nn.Sequential(lib.nn.BatchNorm1d(2)))
        out = lib.func.replace_all_batch_norm_modules_(m)
        bns = [m[1], m[2][0]]
        x = lib.tensor([[1.0, 2.0], [3.0, 5.0]])
        with lib.no_grad():
            m[0].weight.copy_(lib.eye(2))
            m[0].bias.zero_()
            y = m(x)
        return (out is m, [(b.running_mean, b.running_var, b.num_batches_tracked, b.track_running_stats) for b in bns],
                sorted(k for k in m.state_dict()), [round(v, 4) for v in y.reshape(-1).tolist()])
    same_as_pytorch(run)


@needs_torch
@pytest.mark.parametrize("expr", [
    "grad(f2, argnums=(0, 0))(x, x)", "grad(f2, argnums=[0, 1])(x, x)", "grad(f2, argnums=2)(x, x)",
    "grad(f2, argnums=-3)(x, x)", "grad(f2, argnums=0.5)(x, x)", "grad(f2, argnums=())(x, x)",
    "jacrev(f2, argnums=(1, 1))(x, x)", "jacfwd(f2, argnums=2)(x, x)", "jacrev(lambda a, scale=1.: a * scale)(x, scale=3.)",
    "jacfwd(lambda a, scale=1.: a * scale)(x, scale=3.)", "jacrev(lambda a: a * 2, chunk_size=0)(x)",
    "grad(f2, argnums=(1, -2))(x, 2 * x)",
])
def test_argnums_and_argument_checks_like_pytorch(expr):
    def run(lib):
        x = lib.tensor([1.0, 2.0])
        names = {n: getattr(lib.func, n) for n in ("grad", "jacrev", "jacfwd")}
        return _plain(eval(expr, {"x": x, "f2": lambda a, b: (a * b).sum(), **names}))
    same_as_pytorch(run, unexpected=("AttributeError", "NameError"))


@needs_torch
@pytest.mark.parametrize("expr", ["vmap(lambda a: a * 2)(lib.zeros(0, 3))",
                                  "vmap(lambda a: (a.sum(), a.unsqueeze(0)), out_dims=(0, 1))(lib.zeros(0, 3, 2))",
                                  "vmap(lambda a, b: a @ b, in_dims=(0, None))(lib.zeros(0, 2, 3), lib.ones(3, 4))",
                                  "vmap(lambda a: a.argmax())(lib.zeros(0, 5))"])
def test_vmap_over_an_empty_batch_like_pytorch(expr):
    def run(lib):
        r = eval(expr, {"lib": lib, "vmap": lib.func.vmap})
        return [(tuple(t.shape), str(t.dtype)) for t in (r if isinstance(r, tuple) else (r,))]
    same_as_pytorch(run)


@needs_torch
@pytest.mark.parametrize("transform", ["grad(f)(x)", "vjp(f, x)", "jacrev(f)(x)", "jacfwd(f)(x)", "jvp(f, (x,), (x,))",
                                       "vmap(f)(x.reshape(2, 1))", "grad(g)(x)", "grad(lambda a: (a * a).sum())(x)"])
def test_backward_inside_a_transform_is_refused_like_pytorch(transform):
    def run(lib):
        x = lib.tensor([1.0, 2.0])
        w = lib.ones(2, requires_grad=True)

        def f(a):
            (a * w).sum().backward()
            return (a * a).sum()

        def g(a):
            lib.autograd.backward((a * w).sum())
            return (a * a).sum()
        names = {n: getattr(lib.func, n) for n in ("grad", "vjp", "jacrev", "jacfwd", "jvp", "vmap")}
        return _plain(eval(transform, {"x": x, "f": f, "g": g, **names}))
    same_as_pytorch(run, unexpected=("AttributeError", "NameError"))


@needs_torch
@pytest.mark.parametrize("expr", ["grad(lambda a: F.apply(a).sum())(x)", "vmap(F.apply)(x)", "jvp(F.apply, (x,), (x,))",
                                  "grad(lambda a: G.apply(a).sum())(x)", "F.apply(x)", "dual_of_dual(x)"])
def test_functions_in_transforms_and_duals_of_duals_like_pytorch(expr):
    """An autograd.Function needs setup_context inside a transform; a dual tensor cannot be made dual again."""
    def run(lib):
        fw = importlib.import_module(lib.__name__ + ".autograd.forward_ad")

        class F(lib.autograd.Function):
            @staticmethod
            def forward(ctx, a):
                return a * 2

            @staticmethod
            def backward(ctx, g):
                return g * 2

        class G(lib.autograd.Function):
            @staticmethod
            def forward(a):
                return a * 2

            @staticmethod
            def setup_context(ctx, inputs, output):
                pass

            @staticmethod
            def backward(ctx, g):
                return g * 2

        def dual_of_dual(a):
            with fw.dual_level():
                return fw.make_dual(fw.make_dual(a, a), a)
        names = {n: getattr(lib.func, n) for n in ("grad", "vmap", "jvp")}
        return _plain(eval(expr, {"x": lib.tensor([1.0, 2.0]), "F": F, "G": G, "dual_of_dual": dual_of_dual, **names}))
    same_as_pytorch(run, unexpected=("AttributeError", "NameError"))
