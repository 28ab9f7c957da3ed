"""Forward transforms nested in forward transforms (jvp(jvp(f)), jacfwd(jvp(f)), jvp(jacfwd(f)), forward-over-
reverse Hessian-vector products, ...), which torch.func nests in levels of its own: minitorch has one dual level,
so the inner transform computes by reverse mode, with the outer level's tangents flowing through. Each program is
checked against PyTorch: values, tangents, requires_grad, and errors."""
import functools

import pytest

import minitorch

from oracle import both, same_as_pytorch, torch


def _f(x):
    return x.sin() * x.exp() + (x ** 2).tanh()


def _fs(x):
    return (x.sin() * x ** 3).sum()


def _g2(a, b):
    return a * b.sin()


def _values(o, digits=6):
    if isinstance(o, (tuple, list)):
        return tuple(_values(t, digits) for t in o)
    if isinstance(o, dict):
        return {k: _values(t, digits) for k, t in o.items()}
    if hasattr(o, "tolist"):
        return (tuple(o.shape), str(o.dtype).split(".")[-1], o.requires_grad,
                [round(a, digits) for a in o.reshape(-1).tolist()])
    return o


def _run(program):
    def run(lib):
        F = lib.func
        x = lib.tensor([0.3, -0.7, 1.1], dtype=lib.float64)
        v = lib.tensor([1.0, 0.5, -2.0], dtype=lib.float64)
        w = lib.tensor([0.2, 0.4, 0.6], dtype=lib.float64, requires_grad=True)
        env = dict(jvp=F.jvp, grad=F.grad, jacfwd=F.jacfwd, jacrev=F.jacrev, vjp=F.vjp, hessian=F.hessian,
                   vmap=F.vmap, linearize=F.linearize, functools=functools, torch=lib, fwAD=lib.autograd.forward_ad,
                   x=x, v=v, w=w, f=_f, fs=_fs, g2=_g2)
        return _values(eval(program, env))
    return run


NESTED = [
    "jvp(lambda x: jvp(f, (x,), (v,))[1], (x,), (v,))",
    "jvp(lambda x: jvp(f, (x,), (x,))[1], (x,), (v,))",
    "jvp(lambda x: jvp(f, (x,), (v,))[0], (x,), (v,))",
    "jvp(lambda x: jvp(f, (x * 2,), (v.cos(),)), (x,), (v,))",
    "jvp(lambda v2: jvp(f, (x,), (v2,))[1], (v,), (x,))",
    "jvp(grad(fs), (x,), (v,))",
    "jvp(functools.partial(grad(fs)), (x,), (v,))[1]",
    "jvp(lambda x: jacfwd(f)(x), (x,), (v,))",
    "jacfwd(lambda x: jvp(f, (x,), (v,))[1])(x)",
    "jacfwd(lambda x: jvp(f, (x,), (x,))[1])(x)",
    "jacfwd(lambda x: jvp(f, (x,), (v,)))(x)",
    "jvp(lambda x: jacrev(f)(x), (x,), (v,))",
    "jvp(lambda x: vjp(f, x)[1](v), (x,), (v,))",
    "jvp(lambda x: vjp(f, x)[0], (x,), (v,))",
    "jvp(lambda x: hessian(fs)(x), (x,), (v,))",
    "hessian(lambda x: jvp(f, (x,), (v,))[1].sum())(x)",
    "grad(lambda x: jvp(f, (x,), (v,))[1].sum())(x)",
    "jacrev(lambda x: jvp(f, (x,), (v,))[1])(x)",
    "grad(lambda x: jvp(lambda y: jvp(f, (y,), (v,))[1], (x,), (v,))[1].sum())(x)",
    "jvp(lambda x: jvp(lambda y: jvp(f, (y,), (v,))[1], (x,), (v,))[1], (x,), (v,))",
    "jacfwd(jacfwd(lambda x: jvp(f, (x,), (v,))[1]))(x)",
    "jvp(lambda x: jacfwd(jacfwd(fs))(x), (x,), (v,))",
    "jvp(lambda x: grad(lambda y: jvp(f, (y,), (v,))[1].sum())(x), (x,), (v,))",
    "jvp(lambda x: jvp(g2, (x, v), (v, x)), (x,), (v,))",
    "jvp(lambda x: jvp(f, (x,), (v,))[1] * x, (x,), (v,))",
    "jvp(lambda x: jvp(lambda y: (f(y), y.sum()), (x,), (v,), has_aux=True), (x,), (v,))",
    "jvp(lambda x: jvp(lambda y: (y * w).sum(), (x,), (v,)), (x,), (v,))",
    "grad(lambda w: jvp(lambda x: jvp(lambda y: (y * w).sin().sum(), (x,), (v,))[1], (x,), (v,))[1])(w)",
    "jvp(lambda x: jvp(lambda y: torch.ones(3), (x,), (v,))[1], (x,), (v,))",
    "jvp(lambda x: jvp(lambda y: y.detach() * 2, (x,), (v,)), (x,), (v,))",
    "jvp(lambda x: jvp(lambda a, b: a * b.exp(), (x, x * 3), (v, v))[1], (x,), (v,))",
    "jvp(lambda x: jvp(lambda d: d['a'].sin() * d['b'], ({'a': x, 'b': v},), ({'a': v, 'b': x},))[1], (x,), (v,))",
    "jvp(lambda x: vmap(lambda r: jvp(f, (r,), (r,))[1])(x.reshape(1, 3)), (x,), (v,))",
    "vmap(lambda r: jvp(lambda x: jvp(f, (x,), (v,))[1], (r,), (v,))[1])(torch.stack([x, x * 2]))",
    "jvp(lambda x: jvp(f, (x,), (v,), strict=True)[1], (x,), (v,))",
    "jvp(lambda x: jvp(lambda y: y, (x,), (v,))[1], (x,), (x,))",
    "jvp(lambda x: jvp(lambda y: y.relu() * y.abs(), (x,), (v,))[1], (x,), (v,))",
]


@pytest.mark.parametrize("program", NESTED)
def test_nested_forward_transform_as_pytorch(program):
    mine = same_as_pytorch(_run(program))
    assert not (isinstance(mine, tuple) and isinstance(mine[0], str) and mine[0].endswith("Error")), mine


ERRORS = [
    # the inner transform's own checks, nested as outside
    "jvp(lambda y: jvp(lambda x: x, (1.0,), (1.0,)), (x,), (v,))",
    "jvp(lambda y: jvp(lambda x: x, (y,), (v[:2],)), (x,), (v,))",
    "jvp(lambda y: jvp(lambda x: 3, (y,), (v,)), (x,), (v,))",
    "jvp(lambda y: jvp(lambda x: (x, 3), (y,), (v,), has_aux=True), (x,), (v,))",
    "jvp(lambda y: jvp(lambda x: x, (y,), (v,), has_aux=True), (x,), (v,))",
    "jvp(lambda y: jvp(lambda x: x, [y], [v]), (x,), (v,))",
    "jvp(lambda y: jvp(lambda x: x, (y,), [v]), (x,), (v,))",
    "jvp(lambda y: jvp(lambda x: x, (y.long(),), (v,)), (x,), (v,))",
    "jvp(lambda y: jvp(lambda x: torch.ones(3), (y,), (v,), strict=True), (x,), (v,))",
    "jvp(lambda y: jvp(lambda x: x[0].backward(), (y,), (v,)), (x,), (v,))",
    # outside a nesting
    "jvp(lambda x: x, (1.0,), (1.0,))",
    "jvp(lambda x: x, (), ())",
    "jvp(lambda x: x, (x,), (v,), has_aux=True)",
    "jvp(lambda x: torch.ones(3), (x,), (v,), strict=True)",
    # PyTorch's linearize enters a dual level of its own
    "jvp(lambda x: linearize(f, x)[1](v), (x,), (v,))",
    "jacfwd(lambda x: linearize(torch.sin, x)[1](v))(x)",
]


@pytest.mark.parametrize("program", ERRORS)
def test_nested_forward_errors_as_pytorch(program):
    mine = same_as_pytorch(_run(program))
    assert isinstance(mine, tuple) and mine[0].endswith("Error"), mine


@pytest.mark.parametrize("program", [
    "jvp(torch.sin, (x,), (v,))",
    "jacfwd(torch.sin)(x)",
    "hessian(lambda x: x.sin().sum())(x)",
    "jvp(lambda y: fwAD.make_dual(y, v), (x,), (v,))",
    "jvp(lambda y: fwAD.unpack_dual(y * 2)[0], (x,), (v,))",
    "linearize(torch.sin, x)[1](v)",
])
def test_transform_inside_a_dual_level_of_the_program_refuses_to_nest(program):
    """A forward transform inside the program's own forward_ad.dual_level() is refused as forward_ad refuses
    a nested level (only levels the transforms hold nest); jacrev there is fine."""
    def run(lib):
        with lib.autograd.forward_ad.dual_level():
            return _run(program)(lib)
    mine = same_as_pytorch(run)
    assert mine == ("RuntimeError", "Nested forward mode AD is not supported at the moment")
    assert minitorch.autograd.forward_ad.STATE.level == -1


def test_reverse_transform_inside_a_dual_level_of_the_program():
    def run(lib):
        with lib.autograd.forward_ad.dual_level():
            return _run("jacrev(torch.sin)(x)")(lib)
    assert not isinstance(same_as_pytorch(run)[0], str)


def test_forward_ad_levels_still_do_not_nest():
    def run(lib):
        fwAD = lib.autograd.forward_ad
        with fwAD.dual_level():
            with fwAD.dual_level():
                pass
    assert same_as_pytorch(run) == ("RuntimeError", "Nested forward mode AD is not supported at the moment")


def test_forward_over_reverse_hvp_as_the_docs():
    """torch.func's docs: hvp(f, primals, tangents) = jvp(grad(f), primals, tangents)[1], and the same inside
    jvp (a third derivative along two directions)."""
    def run(lib):
        lib.manual_seed(0)
        x, t, s = lib.randn(5, dtype=lib.float64), lib.randn(5, dtype=lib.float64), lib.randn(5, dtype=lib.float64)

        def f(x):
            return x.sin().sum() * x.cos().sum()

        def hvp(x, t):
            return lib.func.jvp(lib.func.grad(f), (x,), (t,))[1]
        third = lib.func.jvp(lambda x: hvp(x, t), (x,), (s,))[1]
        return _values(hvp(x, t)), _values(third)
    same_as_pytorch(run)


# -- make_dual: the tangent's dtype and storage ------------------------------------------------------------------

def _tangent_facts(t, source):
    return (str(t.dtype).split(".")[-1], t.stride(), t.storage_offset(), t.untyped_storage().nbytes(),
            t.data_ptr() == source.data_ptr(), [round(a, 4) for a in t.reshape(-1).tolist()])


@pytest.mark.parametrize("primal, tangent", [
    ("ones(2, 3, dtype=float64)", "arange(6.).view(2, 3)"),                  # another dtype, same layout: kept
    ("ones(2, 3, dtype=float64)", "arange(6.).half().view(2, 3)"),
    ("ones(2, 3)", "arange(6., dtype=float64).view(2, 3)"),
    ("ones(2, 3, dtype=float64)", "arange(6.).view(3, 2).t()"),               # another layout: a copy
    ("ones(2, 3, dtype=float64)", "arange(12.)[::2].view(2, 3)"),
    ("ones(2, 3, dtype=float64)", "ones(1, 1).expand(2, 3)"),
    ("ones(3)", "big[2:5]"),                                                  # a slice of a larger tensor
    ("ones(2, 3)[:, :2]", "big[:6].view(2, 3)[:, :2]"),                      # same strides, larger storage
    ("ones(10)[2:5]", "arange(3.)"),                                          # the primal a slice
    ("ones(10)[2:5]", "big[2:5]"),
    ("ones(10, dtype=float64)[2:5]", "big[2:5]"),
    ("ones(20)[2:5]", "big[2:5]"),
])
def test_make_dual_keeps_or_copies_the_tangent_as_pytorch(primal, tangent):
    def run(lib):
        fwAD = lib.autograd.forward_ad
        env = dict(ones=lib.ones, arange=lib.arange, float64=lib.float64, big=lib.arange(10.))
        p, t = eval(primal, env), eval(tangent, env)
        with fwAD.dual_level():
            dual = fwAD.make_dual(p, t)
            env["big"][3] = 100.  # a write to the tangent's source shows through only where it was kept
            got = fwAD.unpack_dual(dual).tangent
            out = fwAD.unpack_dual(dual.sin() + dual.view(-1).sum())
            return _tangent_facts(got, t), _values(out.tangent, 3), _values(out.primal, 3)
    same_as_pytorch(run)


@pytest.mark.parametrize("op", [
    "lambda x: x", "lambda x: x + 1", "lambda x: x.view(3)", "lambda x: x[1:]", "lambda x: x.clone()",
    "lambda x: x.sum()", "lambda x: x.sin()", "lambda x: x * 2", "lambda x: x.exp() * x", "lambda x: x.double()",
    "lambda x: x.float()", "lambda x: x + y32", "lambda x: x * y64", "lambda x: torch.cat([x, x])",
    "lambda x: torch.where(x > 0, x, y32)", "lambda x: x.unsqueeze(0) @ torch.ones(3, 2, dtype=x.dtype)",
    "lambda x: torch.nn.functional.softmax(x, 0)", "lambda x: x.cumsum(0)", "lambda x: x.sort()[0]",
])
@pytest.mark.parametrize("dtypes", ["float64 float32", "float32 float64", "float16 float32"])
def test_tangent_of_another_dtype_flows_as_pytorch(op, dtypes):
    """make_dual keeps a tangent of another dtype (no error, no warning); each op's formula then gives the dtype
    its arithmetic gives, as PyTorch's."""
    def run(lib):
        pd, td = (getattr(lib, d) for d in dtypes.split())
        y64 = lib.tensor([1., 2., 3.], dtype=lib.float64)
        fwAD = lib.autograd.forward_ad
        with fwAD.dual_level():
            out = eval(op, dict(torch=lib, y32=y64.float(), y64=y64))(
                fwAD.make_dual(lib.tensor([0.3, -0.7, 1.1], dtype=pd), lib.tensor([1., 0.5, -2.], dtype=td)))
            primal, tangent = fwAD.unpack_dual(out)
            return str(primal.dtype), _values(tangent, 2)  # mixed precision: last digits differ
    same_as_pytorch(run)


# -- an op without a forward formula: PyTorch's NotImplementedError -----------------------------------------------

@pytest.mark.parametrize("program", [
    "torch.heaviside(x, v)",                                  # no formulas at all: the generated check's message
    "torch.linalg.ldl_factor(x[:, None] * x + 4 * torch.eye(3, dtype=x.dtype))[0]",
    "torch.heaviside(v, x)",
    "x.clone().heaviside_(v)",
])
def test_forward_ad_of_an_op_without_formulas_as_pytorch(program):
    def run(lib):
        x = lib.tensor([0.3, -0.7, 1.1], dtype=lib.float64)
        v = lib.tensor([1.0, 0.0, -2.0], dtype=lib.float64)
        return lib.func.jvp(lambda x: eval(program, dict(torch=lib, x=x, v=v)), (x,), (v,))
    mine = same_as_pytorch(run)
    assert mine[0] == "NotImplementedError", mine
