"""torch.* aliases of nn.functional ops (conv3d, conv_transpose3d, max_pool3d, ctc_loss, conv_tbc), the 3-D
lazy modules, nn.Container and nn.init's deprecated names, poisson / binomial, torch.gradient, and the
legacy linear algebra (triangular_solve, frobenius_norm, nuclear_norm, orgqr, ormqr, svd_lowrank,
pca_lowrank) against PyTorch: values, graphs, gradients (finite differences in float64), errors."""
import warnings

import numpy as np
import pytest

import minitorch
from oracle import both, graph_names, needs_torch, same_as_pytorch


def _t(lib, shape, seed, requires_grad=False):
    return lib.tensor(np.random.default_rng(seed).standard_normal(shape), requires_grad=requires_grad)


def _r(t):
    return np.round(t.detach().numpy(), 9).tolist()


# -- torch.* aliases of nn.functional -------------------------------------------------------------

@needs_torch
@pytest.mark.parametrize("expr", [
    "lib.conv3d(_t(lib, (1, 2, 4, 3, 4), 0, True), _t(lib, (4, 1, 2, 2, 3), 1, True), _t(lib, (4,), 2), 1, 1, 1, 2)",
    "lib.conv3d(_t(lib, (1, 2, 4, 3, 4), 0, True), _t(lib, (3, 2, 2, 2, 3), 1), None, 1, 'same')",
    "lib.conv_transpose3d(_t(lib, (1, 2, 3, 2, 3), 0, True), _t(lib, (2, 3, 2, 2, 2), 1, True), None, 2, 0, 1)",
    "lib.max_pool3d(_t(lib, (1, 2, 4, 5, 4), 0, True), 2)",
    "lib.max_pool3d(_t(lib, (2, 5, 4, 5), 0, True), (2, 3, 2), (1, 2, 1), (1, 1, 0), 1, True)",
    "lib.max_pool3d(_t(lib, (2, 5, 4, 5), 0, True), (2, 3, 2), (), 0, (2, 1, 1))",
    "lib.max_pool3d(_t(lib, (2, 5, 4, 5), 0, True))", "lib.max_pool3d(_t(lib, (2, 5, 4, 5), 0), 2, return_indices=True)",
    "lib.ctc_loss(_t(lib, (6, 2, 4), 0, True).log_softmax(2), lib.tensor([[1, 2], [3, 3]]), [6, 5], [2, 2])",
    "lib.ctc_loss(_t(lib, (6, 2, 4), 0, True).log_softmax(2), lib.tensor([[1, 2], [3, 3]]), lib.tensor([6, 5]), "
    "lib.tensor([2, 1]), 0, 1)",
    "lib.ctc_loss(_t(lib, (6, 2, 4), 0, True).log_softmax(2), lib.tensor([[1, 2], [3, 3]]), [6, 6], [2, 2], 0, 2, True)",
    "lib.ctc_loss(_t(lib, (6, 4), 0, True).log_softmax(1), lib.tensor([1, 2]), [6], [2])",
    "lib.ctc_loss(_t(lib, (6, 2, 4), 0, True).log_softmax(2), lib.tensor([[1, 2], [3, 3]]), [6, 6], [2, 2], 0, 'sum')",
    "lib.conv_tbc(_t(lib, (5, 2, 3), 0, True), _t(lib, (3, 3, 4), 1, True), _t(lib, (4,), 2, True))",
    "lib.conv_tbc(_t(lib, (5, 2, 3), 0, True), _t(lib, (2, 3, 4), 1), _t(lib, (4,), 2), pad=2)",
    "lib.conv_tbc(_t(lib, (2, 2, 3), 0, True), _t(lib, (3, 3, 4), 1), _t(lib, (4,), 2))",
    "lib.conv_tbc(_t(lib, (5, 2), 0), _t(lib, (3, 3, 4), 1), _t(lib, (4,), 2))",
    "lib.conv_tbc(_t(lib, (5, 2, 3), 0), _t(lib, (3, 3), 1), _t(lib, (4,), 2))",
    "lib.conv_tbc(_t(lib, (5, 2, 3), 0), _t(lib, (3, 3, 4), 1), _t(lib, (2, 2), 2))",
    "lib.conv_tbc(_t(lib, (5, 2, 3), 0), _t(lib, (3, 2, 4), 1), _t(lib, (4,), 2))",
    "lib.conv_tbc(_t(lib, (5, 2, 3), 0), _t(lib, (3, 3, 4), 1), _t(lib, (5,), 2))",
])
def test_torch_aliases_of_functional(expr):
    def run(lib):
        out = eval(expr)
        grads = []
        if out.requires_grad:
            leaves = [a for a in _leaves(out)]
            grads = [_r(g) for g in lib.autograd.grad(out.sum(), leaves)]
        return _r(out), tuple(out.shape), graph_names(out), grads
    mine = same_as_pytorch(run, unexpected=("AttributeError", "NameError"))
    assert mine is not None


def _leaves(out):
    """The leaves of out's graph, in graph order."""
    found, stack = [], [out.grad_fn]
    while stack:
        fn = stack.pop()
        if fn is None:
            continue
        if hasattr(fn, "variable"):
            if not any(fn.variable is f for f in found):
                found.append(fn.variable)
            continue
        stack.extend(next_fn for next_fn, _ in reversed(fn.next_functions))
    return found


def test_conv_tbc_gradients_by_finite_differences():
    x, w, b = (_t(minitorch, s, i, True) for i, s in enumerate([(5, 2, 3), (3, 3, 4), (4,)]))
    assert minitorch.autograd.gradcheck(lambda x, w, b: minitorch.conv_tbc(x, w, b, 1), (x, w, b))
    assert minitorch.autograd.gradgradcheck(lambda x, w, b: minitorch.conv_tbc(x, w, b, 1), (x, w, b))


# -- nn: lazy 3-D modules, Container, init's deprecated names --------------------------------------

@needs_torch
@pytest.mark.parametrize("make, shape", [
    ("lib.nn.LazyConv3d(4, 2, padding=1, bias=False)", (1, 3, 4, 4, 4)),
    ("lib.nn.LazyConv3d(4, (1, 2, 2), groups=3, stride=2)", (3, 6, 4, 4)),
    ("lib.nn.LazyConvTranspose3d(4, 2, stride=2, output_padding=1)", (2, 3, 2, 3, 2)),
    ("lib.nn.LazyBatchNorm3d(momentum=0.3)", (2, 3, 2, 3, 2)),
    ("lib.nn.LazyBatchNorm3d(affine=False)", (2, 3, 2, 3, 2)),
    ("lib.nn.LazyBatchNorm3d()", (2, 3, 4)),
    ("lib.nn.LazyInstanceNorm3d()", (2, 3, 2, 3, 2)),
    ("lib.nn.LazyInstanceNorm3d(affine=True, track_running_stats=False)", (3, 2, 3, 2)),
    ("lib.nn.LazyConv3d(2, 2)", (2, 3, 4)),
])
def test_lazy_3d_modules(make, shape):
    def run(lib):
        lib.manual_seed(0)
        m = eval(make)
        before = repr(m)
        y = m(_t(lib, shape, 1).float())
        return (before, repr(m), type(m).__name__, tuple(y.shape),
                [(name, tuple(p.shape)) for name, p in m.state_dict().items()])
    same_as_pytorch(run)


@needs_torch
@pytest.mark.parametrize("name, shape", [("LazyConv3d", (1, 3, 4, 4, 4)), ("LazyConvTranspose3d", (1, 3, 2, 3, 2)),
                                         ("LazyBatchNorm3d", (2, 3, 2, 3, 2)), ("LazyInstanceNorm3d", (2, 3, 2, 3, 2))])
def test_lazy_3d_modules_compute_as_pytorch(name, shape):
    """Once both are materialized and hold PyTorch's numbers: the same outputs and running statistics."""
    import torch
    args = (4, 2) if "Conv" in name else ()
    theirs = getattr(torch.nn, name)(*args, dtype=torch.float64)
    mine = getattr(minitorch.nn, name)(*args, dtype=minitorch.float64)
    x = np.random.default_rng(0).standard_normal(shape)
    theirs(torch.tensor(x))
    mine(minitorch.tensor(x))
    mine.load_state_dict({k: minitorch.tensor(v.numpy()) for k, v in theirs.state_dict().items()})
    expected, got = theirs(torch.tensor(x)), mine(minitorch.tensor(x))
    np.testing.assert_allclose(got.detach().numpy(), expected.detach().numpy(), rtol=1e-10, atol=1e-12)
    for (k, v), (k2, v2) in zip(mine.state_dict().items(), theirs.state_dict().items()):
        assert k == k2
        np.testing.assert_allclose(v.numpy(), v2.numpy(), rtol=1e-10, atol=1e-12)


@needs_torch
def test_container_is_deprecated():
    def run(lib):
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            c = lib.nn.Container(first=lib.nn.Linear(2, 3), second=lib.nn.ReLU())
        return ([(w.category.__name__, str(w.message)) for w in caught], repr(c),
                [name for name, _ in c.named_modules()], isinstance(c, lib.nn.Module))
    assert run(minitorch)[0][0][0] == "FutureWarning"
    assert same_as_pytorch(run) == run(minitorch)


@needs_torch
@pytest.mark.parametrize("name, args", [
    ("uniform", (-1.0, 2.0)), ("normal", (0.5, 2.0)), ("constant", (0.25,)), ("eye", ()), ("dirac", ()),
    ("xavier_uniform", ()), ("xavier_normal", (2.0,)), ("kaiming_uniform", ()), ("kaiming_normal", (0, "fan_out")),
    ("orthogonal", ()), ("sparse", (0.5,)),
])
def test_init_deprecated_names(name, args):
    shape = (3, 2, 3) if name == "dirac" else (4, 6)

    def run(lib):
        fn = getattr(lib.nn.init, name)
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            t = lib.zeros(*shape)
            out = fn(t, *args)
        return [(w.category.__name__, str(w.message)) for w in caught], out is t, fn.__name__
    mine = same_as_pytorch(run)
    assert mine[0] == [("FutureWarning", f"`nn.init.{name}` is now deprecated in favor of `nn.init.{name}_`.")]
    # the same initialisation as the new name (deterministic ones compared by value)
    if name in ("constant", "eye", "dirac"):
        t = minitorch.zeros(*shape)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            old = getattr(minitorch.nn.init, name)(minitorch.zeros(*shape), *args)
        assert old.tolist() == getattr(minitorch.nn.init, name + "_")(t, *args).tolist()


# -- poisson / binomial ---------------------------------------------------------------------------

def test_poisson_moments_shape_dtype():
    minitorch.manual_seed(0)
    rate = minitorch.tensor([0.0, 0.5, 3.0, 20.0]).expand(20000, 4)
    draws = minitorch.poisson(rate)
    assert draws.shape == (20000, 4) and draws.dtype == minitorch.float32
    np.testing.assert_allclose(draws.mean(0).numpy(), [0.0, 0.5, 3.0, 20.0], atol=0.1)
    np.testing.assert_allclose(draws.var(0).numpy(), [0.0, 0.5, 3.0, 20.0], rtol=0.06, atol=0.02)
    assert bool((draws == draws.round()).all())
    assert minitorch.poisson(minitorch.ones(3, dtype=minitorch.float64) * 2).dtype == minitorch.float64
    g = minitorch.Generator().manual_seed(3)
    first = minitorch.poisson(minitorch.full((5,), 4.0), generator=g)
    assert first.tolist() == minitorch.poisson(minitorch.full((5,), 4.0),
                                               generator=minitorch.Generator().manual_seed(3)).tolist()


@needs_torch
def test_poisson_graph_gradient_and_errors():
    def run(lib):
        rate = lib.tensor([1.0, 2.0, 5.0], dtype=lib.float64, requires_grad=True)
        out = lib.poisson(rate * 2)
        out.sum().backward()
        return graph_names(out), rate.grad.tolist(), str(out.dtype)
    assert same_as_pytorch(run)[0][0] == "PoissonBackward0"
    for expr in ["lib.poisson(lib.tensor([1, 2]))", "lib.poisson(lib.tensor([True]))",
                 "lib.poisson(lib.tensor([-1.0, 2.0]))", "lib.poisson(lib.tensor([float('nan')]))",
                 "lib.poisson(lib.zeros(3))"]:
        same_as_pytorch(lambda lib: eval(expr).tolist())


def test_binomial_moments_shape_dtype():
    minitorch.manual_seed(1)
    count = minitorch.tensor([[5.0], [40.0]], dtype=minitorch.float64)
    prob = minitorch.tensor([0.1, 0.5, 0.9], dtype=minitorch.float64)
    draws = minitorch.binomial(count.expand(2, 3).unsqueeze(0).expand(20000, 2, 3), prob)
    assert draws.shape == (20000, 2, 3) and draws.dtype == minitorch.float64
    n, p = count.numpy(), prob.numpy()
    np.testing.assert_allclose(draws.mean(0).numpy(), n * p, rtol=0.03, atol=0.02)
    np.testing.assert_allclose(draws.var(0).numpy(), n * p * (1 - p), rtol=0.08)
    assert bool((draws <= count).all()) and bool((draws >= 0).all())


@needs_torch
@pytest.mark.parametrize("expr", [
    "lib.binomial(lib.tensor([3.0, 2.0]), lib.tensor([1.0, 0.0])).tolist()",
    "lib.binomial(lib.tensor([1.5, 2.0]), lib.tensor([1.0, 1.0])).tolist()",
    "tuple(lib.binomial(lib.ones(2, 3), lib.zeros(3)).shape)",
    "lib.binomial(lib.tensor([1, 2]), lib.tensor([0.1, 0.2]))",
    "lib.binomial(lib.tensor([1.0, 2.0]), lib.tensor([1, 0]))",
    "lib.binomial(lib.tensor([True]), lib.tensor([0.5]))",
    "lib.binomial(lib.tensor([1.0, 2.0]), lib.tensor([0.1, 0.2], dtype=lib.float64))",
    "lib.binomial(lib.tensor([1.0, 2.0], dtype=lib.float64), lib.tensor([0.1, 0.2]))",
    "lib.binomial(lib.tensor([1.0, 2.0]), lib.tensor([0.1, 0.2, 0.3]))",
])
def test_binomial_values_and_errors(expr):
    same_as_pytorch(lambda lib: eval(expr), unexpected=("AttributeError", "NameError"))


@needs_torch
def test_binomial_records_not_implemented():
    def run(lib):
        count = lib.tensor([5.0, 10.0], requires_grad=True)
        prob = lib.tensor([0.3, 0.5])
        out = lib.binomial(count, prob)
        names = graph_names(out)
        try:
            out.sum().backward()
        except RuntimeError as e:
            return names, out.requires_grad, str(e)
    mine = same_as_pytorch(run)
    assert mine[2] == "derivative for aten::binomial is not implemented"


# -- torch.gradient -------------------------------------------------------------------------------

_GRADIENT_CASES = [
    {}, dict(spacing=2.0, dim=1, edge_order=2), dict(spacing="coords", dim=1),
    dict(spacing="coords", dim=1, edge_order=2), dict(edge_order=3), dict(dim=0, edge_order=2),
    dict(spacing=[1.0, 2.0], dim=1), dict(spacing=[1.0, 2.0, 3.0]), dict(spacing="short", dim=1), dict(dim=(0, 0)),
    dict(dim=5), dict(spacing="2d", dim=1), dict(spacing=[2, 3]), dict(spacing="0-dim"), dict(dim=-1, spacing=[0.5]),
    dict(spacing="mixed", dim=[1, 0], edge_order=2), dict(spacing="number first", dim=[1, 0]),
    dict(spacing="0-dim in list", dim=[0]), dict(spacing=[0.5, 2], dim=[0, 1], edge_order=2),
]


def _gradient_spacing(lib, spacing):
    return {
        "coords": [lib.tensor([0.0, 1.0, 1.5, 3.5], dtype=lib.float64)],
        "short": [lib.tensor([1.0, 2.0])],
        "2d": [lib.tensor([[1.0, 2.0, 3.0, 4.0]])],
        "0-dim": lib.tensor(2.0),
        "mixed": [lib.tensor([0.0, 1.0, 2.0, 2.5], dtype=lib.float64), lib.tensor([0.0, 2.0, 2.5], dtype=lib.float64)],
        "number first": [0.5, lib.tensor([0.0, 2.0, 2.5])],
        "0-dim in list": [lib.tensor(1.0)],
    }.get(spacing, spacing) if isinstance(spacing, str) else spacing


@needs_torch
@pytest.mark.parametrize("kwargs", _GRADIENT_CASES, ids=[str(i) for i in range(len(_GRADIENT_CASES))])
def test_gradient_against_pytorch(kwargs):
    def run(lib):
        x = lib.tensor([[1.0, 2.0, 4.0, 8.0], [10, 20, 40, 80], [3, 1, 4, 1]], dtype=lib.float64, requires_grad=True)
        kw = dict(kwargs)
        if "spacing" in kw:
            kw["spacing"] = _gradient_spacing(lib, kw["spacing"])
        out = lib.gradient(x, **kw)
        grads = lib.autograd.grad(sum((o * (i + 1.5)).sum() for i, o in enumerate(out)), x)
        return [(_r(o), str(o.dtype), graph_names(o)) for o in out], _r(grads[0])
    same_as_pytorch(run, unexpected=("AttributeError", "NameError"))


@needs_torch
@pytest.mark.parametrize("expr", [
    "lib.gradient(lib.tensor([1, 2, 4, 8]))", "lib.gradient(lib.tensor([1, 2, 4, 8]), spacing=2)",
    "lib.gradient(lib.tensor([1, 2, 4, 8]), edge_order=2)",
    "lib.gradient(lib.tensor([1, 2, 4, 8]), spacing=(lib.tensor([0, 1, 3, 4]),))",
    "lib.gradient(lib.tensor([1, 2, 4], dtype=lib.uint8))", "lib.gradient(lib.tensor([1.0]))",
    "lib.gradient(lib.tensor(3.0))", "lib.gradient(lib.tensor([1.0, 2.0], dtype=lib.float32), spacing=0.5)",
    "lib.gradient(lib.ones(2, 3, 4), dim=[2, 0], spacing=[2, 4])",
])
def test_gradient_dtypes_and_errors(expr):
    same_as_pytorch(lambda lib: [(_r(o), str(o.dtype)) for o in eval(expr)])


def test_gradient_is_differentiable_by_finite_differences():
    x = _t(minitorch, (4, 5), 0, True)
    coords = minitorch.tensor([0.0, 0.5, 2.0, 2.5, 4.0], dtype=minitorch.float64)
    for kw in [dict(), dict(edge_order=2, spacing=[0.5, 2.0]), dict(spacing=[coords], dim=1, edge_order=2)]:
        assert minitorch.autograd.gradcheck(lambda x: minitorch.gradient(x, **kw), (x,))
        assert minitorch.autograd.gradgradcheck(lambda x: minitorch.gradient(x, **kw), (x,))


# -- legacy linear algebra ------------------------------------------------------------------------

_UPPER = [[2.0, 1.0, 0.5], [0.3, 1.5, -0.3], [-0.2, 0.4, 1.2]]


@needs_torch
@pytest.mark.parametrize("args", [
    (), (False,), (True, True), (False, True), (True, False, True), (False, True, True),
])
def test_triangular_solve_against_pytorch(args):
    def run(lib):
        A = lib.tensor(_UPPER, dtype=lib.float64, requires_grad=True)
        b = _t(lib, (2, 3, 2), 1, True)
        result = lib.triangular_solve(b, A, *args)
        method = b.triangular_solve(A, *args)
        weights = lib.arange(9.0, dtype=lib.float64).view(3, 3)
        (result.solution.sum() + (result.cloned_coefficient * weights).sum()).backward()
        return (type(result).__name__, _r(result.solution), _r(result.cloned_coefficient), _r(method.solution),
                graph_names(result.solution), _r(A.grad), _r(b.grad), repr(result).startswith(
                    "torch.return_types.triangular_solve(\nsolution=tensor("))
    same_as_pytorch(run)


@needs_torch
@pytest.mark.parametrize("expr", [
    "lib.triangular_solve(_t(lib, (3,), 0), _t(lib, (3, 3), 1))", "lib.triangular_solve(_t(lib, (3, 1), 0))",
    "lib.triangular_solve(_t(lib, (3, 2), 0), _t(lib, (3,), 1))",
    "lib.triangular_solve(_t(lib, (3, 2), 0), _t(lib, (3, 2), 1))",
    "lib.triangular_solve(_t(lib, (4, 2), 0), _t(lib, (3, 3), 1))",
    "lib.triangular_solve(_t(lib, (3, 2), 0).float(), _t(lib, (3, 3), 1))",
    "lib.triangular_solve(lib.ones(3, 2, dtype=lib.int64), lib.ones(3, 3, dtype=lib.int64))",
    "lib.triangular_solve(_t(lib, (3, 2), 0), _t(lib, (2, 1, 3, 3), 1)).cloned_coefficient.shape",
])
def test_triangular_solve_errors_and_broadcasting(expr):
    same_as_pytorch(lambda lib: str(eval(expr)), unexpected=("AttributeError", "NameError"))


def test_triangular_solve_gradients_by_finite_differences():
    A = minitorch.tensor(_UPPER, dtype=minitorch.float64, requires_grad=True)
    b = _t(minitorch, (3, 2), 0, True)
    for args in [(True, False, False), (False, True, False), (True, True, True)]:
        assert minitorch.autograd.gradcheck(lambda b, A: minitorch.triangular_solve(b, A, *args), (b, A))
        assert minitorch.autograd.gradgradcheck(lambda b, A: minitorch.triangular_solve(b, A, *args), (b, A))


@needs_torch
def test_triangular_solve_warns_once_as_deprecated():
    from minitorch import _composite_torch_extra
    _composite_torch_extra._warned.discard("triangular_solve")
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        minitorch.triangular_solve(_t(minitorch, (3, 1), 0), _t(minitorch, (3, 3), 1))
        minitorch.triangular_solve(_t(minitorch, (3, 1), 0), _t(minitorch, (3, 3), 1))
    assert len(caught) == 1
    assert str(caught[0].message).startswith("torch.triangular_solve is deprecated in favor of "
                                             "torch.linalg.solve_triangularand will be removed")


@needs_torch
@pytest.mark.parametrize("expr", [
    "lib.frobenius_norm(x, (1, 2))", "lib.frobenius_norm(x, [1, 2], True)", "lib.frobenius_norm(x, 1)",
    "lib.frobenius_norm(x, ())", "lib.frobenius_norm(x, (0, 1, 2))", "lib.frobenius_norm(x, (1, 1))",
    "lib.frobenius_norm(x)",
    "lib.nuclear_norm(x[0])", "lib.nuclear_norm(x[0], True)", "lib.nuclear_norm(x, (0, 2))",
    "lib.nuclear_norm(x, (2, 1), True)", "lib.nuclear_norm(x)", "lib.nuclear_norm(x[0, 0])", "lib.nuclear_norm(x, (1,))",
])
def test_frobenius_and_nuclear_norm(expr):
    def run(lib):
        x = _t(lib, (2, 3, 4), 0, True)
        out = eval(expr)
        out.sum().backward()
        return _r(out), graph_names(out), _r(x.grad)
    same_as_pytorch(run, unexpected=("AttributeError", "NameError"))


@needs_torch
@pytest.mark.parametrize("shape, other, left, transpose", [
    ((4, 3), (4, 2), True, False), ((4, 3), (4, 2), True, True), ((4, 3), (2, 4), False, False),
    ((4, 3), (2, 4), False, True), ((2, 5, 3), (2, 5, 2), True, True), ((3, 3), (3, 3), False, False),
    ((4, 3), (3, 2), True, False),
])
def test_orgqr_ormqr_against_pytorch(shape, other, left, transpose):
    import torch
    a, tau = torch.geqrf(torch.tensor(np.random.default_rng(0).standard_normal(shape)))
    c = np.random.default_rng(1).standard_normal(other)

    def run(lib):
        A = lib.tensor(a.numpy(), requires_grad=True)
        T = lib.tensor(tau.numpy(), requires_grad=True)
        C = lib.tensor(c, requires_grad=True)
        q, r = lib.orgqr(A, T), lib.ormqr(A, T, C, left, transpose)
        (q.sum() + (r * r).sum()).backward()
        return (_r(q), _r(A.orgqr(T)), _r(r), _r(A.ormqr(T, C, left, transpose)), _r(A.grad), _r(T.grad),
                _r(C.grad), graph_names(q), graph_names(r))
    same_as_pytorch(run)


@needs_torch
@pytest.mark.parametrize("name, shapes, extra, float32_arg", [
    ("ormqr", [(4, 3), (4,), (4, 2)], (), None), ("ormqr", [(4, 3), (2,), (3, 2)], (), None),
    ("ormqr", [(4, 3), (2,), (2, 3)], (False,), None), ("ormqr", [(4, 3), (2,), (4,)], (), None),
    ("ormqr", [(3, 4), (4,), (3, 2)], (), None), ("ormqr", [(2, 4, 3), (2, 2), (4, 2)], (), None),
    ("ormqr", [(2, 4, 3), (3, 3), (2, 4, 2)], (), None), ("ormqr", [(2, 4, 3), (2, 3), (3, 4, 2)], (), None),
    ("ormqr", [(2, 4, 3), (2, 3), (4, 2)], (), None), ("ormqr", [(4, 3), (3,), (4, 2)], (), 2),
    ("ormqr", [(4, 3), (3,), (4, 2)], (), 1), ("ormqr", [(4, 3), (3,), (2, 4)], (False,), None),
    ("ormqr", [(4, 3), (2,), (2, 4)], (False,), None), ("ormqr", [(4, 3), (3,), (4, 5)], (), None),
    ("ormqr", [(4, 3), (2,), (4, 5)], (), None), ("ormqr", [(4,), (3,), (4, 2)], (), None),
    ("orgqr", [(4, 3), (2, 2)], (), None), ("orgqr", [(4,), (2,)], (), None), ("orgqr", [(2, 4, 3), (3, 2)], (), None),
    ("orgqr", [(4, 3), (2,)], (), 1), ("orgqr", [(3, 4), (2,)], (), None), ("orgqr", [(4, 3), (4,)], (), None),
])
def test_orgqr_ormqr_errors(name, shapes, extra, float32_arg):
    def run(lib):
        args = [lib.ones(*s, dtype=lib.float32 if i == float32_arg else lib.float64) for i, s in enumerate(shapes)]
        return tuple(getattr(lib, name)(*args, *extra).shape)
    same_as_pytorch(run)


@pytest.mark.parametrize("shape, other, left, transpose", [((4, 3), (4, 2), True, True), ((4, 3), (2, 4), False, False),
                                                        ((2, 3, 4), (2, 3, 2), True, False)])
def test_orgqr_ormqr_gradients_by_finite_differences(shape, other, left, transpose):
    a, tau = minitorch.geqrf(_t(minitorch, shape, 0))
    a, tau = a.requires_grad_(), tau.requires_grad_()
    c = _t(minitorch, other, 1, True)
    assert minitorch.autograd.gradcheck(lambda a, t, c: minitorch.ormqr(a, t, c, left, transpose), (a, tau, c))
    assert minitorch.autograd.gradgradcheck(lambda a, t, c: minitorch.ormqr(a, t, c, left, transpose), (a, tau, c))
    if shape[-2] >= shape[-1]:
        assert minitorch.autograd.gradcheck(minitorch.orgqr, (a, tau))


@pytest.mark.parametrize("shape, q", [((8, 5), 5), ((5, 8), 5), ((2, 7, 6), 6), ((10, 10), 10)])
def test_svd_lowrank_reconstructs_a_low_rank_matrix(shape, q):
    minitorch.manual_seed(0)
    rank = min(shape[-2:]) if q == min(shape[-2:]) else q
    left = _t(minitorch, shape[:-1] + (rank,), 0)
    A = left @ _t(minitorch, (rank, shape[-1]), 1)
    U, S, V = minitorch.svd_lowrank(A, q=q)
    assert U.shape == shape[:-1] + (q,) and S.shape == shape[:-2] + (q,) and V.shape == shape[:-2] + (shape[-1], q)
    np.testing.assert_allclose((U * S.unsqueeze(-2) @ V.mT).numpy(), A.numpy(), atol=1e-9)
    np.testing.assert_allclose(S.numpy(), minitorch.linalg.svdvals(A).numpy()[..., :q], rtol=1e-9)
    np.testing.assert_allclose((U.mT @ U).numpy(), np.broadcast_to(np.eye(q), U.mT.shape[:-1] + (q,)), atol=1e-9)


def test_svd_lowrank_with_M_and_gradients():
    minitorch.manual_seed(0)
    A = _t(minitorch, (6, 3), 0) @ _t(minitorch, (3, 5), 1)
    M = _t(minitorch, (1, 5), 2)
    U, S, V = minitorch.svd_lowrank(A + M, q=3, M=M)
    np.testing.assert_allclose((U * S @ V.mT).numpy(), A.numpy(), atol=1e-9)
    x = A.clone().requires_grad_()
    S = minitorch.svd_lowrank(x, q=3)[1]
    S.sum().backward()  # the nuclear norm's gradient, U V^T, on the rank-3 part
    U, _, V = minitorch.linalg.svd(A, full_matrices=False)
    np.testing.assert_allclose(x.grad.numpy(), (U[:, :3] @ V[:3]).numpy(), atol=1e-8)


@needs_torch
def test_pca_lowrank_centers_and_checks_arguments():
    minitorch.manual_seed(0)
    A = _t(minitorch, (9, 3), 0) @ _t(minitorch, (3, 4), 1) + 5.0
    U, S, V = minitorch.pca_lowrank(A, q=3)
    centered = A - A.mean(0, keepdim=True)
    np.testing.assert_allclose((U * S @ V.mT).numpy(), centered.numpy(), atol=1e-9)
    assert minitorch.pca_lowrank(A)[1].shape == (4,)  # q = min(6, m, n)
    U, S, V = minitorch.pca_lowrank(A, q=4, center=False)
    np.testing.assert_allclose((U * S @ V.mT).numpy(), A.numpy(), atol=1e-9)
    for kwargs in [dict(q=5), dict(q=-1), dict(niter=-1)]:
        same_as_pytorch(lambda lib: lib.pca_lowrank(lib.ones(9, 4, dtype=lib.float64), **kwargs))


# -- linalg.ldl_factor / ldl_factor_ex / ldl_solve ------------------------------------------------

def _ldl_matrices():
    rng = np.random.default_rng(0)
    mats = [np.array([[0.0, 1, 2], [1, 0, 3], [2, 3, 0]]),  # 2x2 pivots from the start
            np.array([[4.0, 1, 2, 0.5], [1, -3, 0, 1], [2, 0, 0.1, 2], [0.5, 1, 2, -1]]),  # 1x1 then 2x2
            np.array([[1.0, 2.0], [5.0, 1.0]]),  # only the lower triangle is read
            np.array([[0.0, 0, 1], [0, 0, 0], [1, 0, 0]]),  # singular: info > 0
            np.zeros((3, 3)), np.eye(1) * 3]
    for n in (2, 5, 8, 12):
        for diagonal_scale in (1.0, 0.01, 0.0):  # small or zero diagonals force 2x2 pivots
            m = rng.standard_normal((n, n))
            m = m + m.T
            m[np.diag_indices(n)] *= diagonal_scale
            mats.append(m)
    mats.append(rng.standard_normal((3, 4, 4)))  # a batch (nonsymmetric: its lower triangle)
    return mats


@needs_torch
@pytest.mark.parametrize("dtype", ["float64", "float32"])
@pytest.mark.parametrize("index", range(len(_ldl_matrices())))
def test_ldl_factor_ex_matches_lapack_through_pytorch(index, dtype):
    import torch
    m = _ldl_matrices()[index].astype(dtype)
    theirs = torch.linalg.ldl_factor_ex(torch.tensor(m))
    mine = minitorch.linalg.ldl_factor_ex(minitorch.tensor(m))
    assert type(mine).__name__ == "linalg_ldl_factor_ex"
    tol = dict(rtol=1e-4, atol=1e-5) if dtype == "float32" else dict(rtol=1e-10, atol=1e-12)
    np.testing.assert_allclose(mine.LD.numpy(), theirs.LD.numpy(), **tol)
    assert mine.pivots.numpy().tolist() == theirs.pivots.numpy().tolist()
    assert str(mine.pivots.dtype) == str(theirs.pivots.dtype) and str(mine.info.dtype) == str(theirs.info.dtype)
    assert mine.info.numpy().tolist() == theirs.info.numpy().tolist()
    if not theirs.info.any():
        b = np.random.default_rng(1).standard_normal(m.shape[:-1] + (3,)).astype(dtype)
        x = minitorch.linalg.ldl_solve(mine.LD, mine.pivots, minitorch.tensor(b), hermitian=True)
        np.testing.assert_allclose(x.numpy(), torch.linalg.ldl_solve(theirs.LD, theirs.pivots, torch.tensor(b)).numpy(),
                                   **({"rtol": 1e-3, "atol": 1e-4} if dtype == "float32" else {"rtol": 1e-8, "atol": 1e-10}))
        lower = np.tril(m) + np.swapaxes(np.tril(m, -1), -1, -2)  # the symmetric matrix it factored
        np.testing.assert_allclose(lower @ x.numpy(), b, **({"atol": 1e-3} if dtype == "float32" else {"atol": 1e-8}))


@needs_torch
@pytest.mark.parametrize("expr", [
    "lib.linalg.ldl_factor(lib.zeros(3, 3))", "lib.linalg.ldl_factor_ex(lib.zeros(3, 3), check_errors=True)",
    "lib.linalg.ldl_factor(lib.zeros(2, 3, 3))", "lib.linalg.ldl_factor(lib.randn(3, 4))",
    "lib.linalg.ldl_factor(lib.randn(3))", "lib.linalg.ldl_factor(lib.ones(2, 2, dtype=lib.int64))",
    "lib.linalg.ldl_factor(lib.eye(3), hermitian=True)",
    "lib.linalg.ldl_solve(lib.eye(3), lib.tensor([1, 2, 3], dtype=lib.int32), lib.ones(4, 2))",
    "lib.linalg.ldl_solve(lib.eye(3), lib.tensor([1, 2, 3], dtype=lib.int32), lib.ones(3))",
    "lib.linalg.ldl_solve(lib.eye(3), lib.tensor([1, 2, 3], dtype=lib.int32), lib.ones(3, 2, dtype=lib.float64))",
    "lib.linalg.ldl_solve(lib.eye(3), lib.tensor([1, 2, 3]), lib.ones(3, 2))",
    "lib.linalg.ldl_solve(lib.eye(3), lib.tensor([1., 2, 3]), lib.ones(3, 2))",
    "lib.linalg.ldl_solve(lib.eye(3), lib.tensor([1, 2, 3], dtype=lib.int32), lib.ones(2, 3, 2))",
    "lib.linalg.ldl_solve(lib.eye(3).expand(2, 3, 3), lib.tensor([1, 2, 3], dtype=lib.int32), lib.ones(3, 2))",
    "lib.linalg.ldl_solve(lib.ones(3, 4), lib.tensor([1, 2, 3], dtype=lib.int32), lib.ones(3, 2))",
    "lib.linalg.ldl_solve(lib.ones(3), lib.tensor([1, 2, 3], dtype=lib.int32), lib.ones(3, 2))",
    "lib.linalg.ldl_solve(lib.eye(3), lib.tensor([1, 2], dtype=lib.int32), lib.ones(3, 2))",
])
def test_ldl_errors(expr):
    same_as_pytorch(lambda lib: str(eval(expr)))


@needs_torch
def test_ldl_graphs_are_not_implemented():
    def run(lib):
        x = lib.tensor([[0.0, 1, 2], [1, 0, 3], [2, 3, 0]], requires_grad=True)
        r = lib.linalg.ldl_factor(x)
        B = lib.ones(3, 2, requires_grad=True)
        s = lib.linalg.ldl_solve(r.LD, r.pivots, B)
        out = [type(r).__name__, graph_names(r.LD), r.pivots.requires_grad, graph_names(s), s.grad_fn.name()]
        for t in (r.LD, s):
            try:
                t.sum().backward()
            except RuntimeError as e:
                out.append(str(e))
        e = lib.linalg.ldl_factor_ex(x)
        return out + [type(e).__name__, e.info.requires_grad, e.pivots.requires_grad]
    assert len(same_as_pytorch(run)) == 10
