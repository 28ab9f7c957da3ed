"""Forward-mode AD API, custom Function jvp, gradcheck(check_forward_ad), autograd.functional and
minitorch.func, against PyTorch where it imports (errors by type and message)."""
import importlib

import numpy as np
import pytest

import minitorch
import minitorch.autograd.forward_ad as fwAD
from minitorch.autograd import functional as F
from minitorch.autograd.gradcheck import gradcheck, gradgradcheck

from oracle import both as _oracle_both

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")
RNG = np.random.default_rng(0)
XA, YA = RNG.standard_normal((3, 2)), RNG.standard_normal((3, 2))


def _close(a, b):
    a = a if isinstance(a, (tuple, list)) else (a,)
    b = b if isinstance(b, (tuple, list)) else (b,)
    assert len(a) == len(b)
    for x, y in zip(a, b):
        if isinstance(x, (tuple, list)):
            _close(x, y)
        else:
            np.testing.assert_allclose(x.detach().numpy(), y.detach().numpy(), rtol=1e-10, atol=1e-10)


def test_dual_level_make_unpack_and_clear():
    x = minitorch.tensor(XA, requires_grad=True)
    v = minitorch.tensor(YA)
    with fwAD.dual_level() as level:
        assert level == 0
        d = fwAD.make_dual(x, v)
        assert d.grad_fn.name() == "ViewBackward0"
        y = (d * d).sum(0)
        unpacked = fwAD.unpack_dual(y)
        assert type(unpacked).__name__ == "UnpackedDualTensor" and unpacked._fields == ("primal", "tangent")
        np.testing.assert_allclose(unpacked.tangent.detach().numpy(), (2 * XA * YA).sum(0))
        assert fwAD.unpack_dual(x).tangent is None
    assert fwAD.unpack_dual(y).tangent is None and fwAD.unpack_dual(d).tangent is None
    assert fwAD.unpack_dual(y).primal is y


def test_forward_ad_errors():
    x = minitorch.randn(3)
    with pytest.raises(RuntimeError, match="no level exists, make sure to enter_dual_level"):
        fwAD.make_dual(x, x)
    with fwAD.dual_level():
        with pytest.raises(ValueError, match="Expected primal to be floating point or complex, but got: torch.int64"):
            fwAD.make_dual(minitorch.ones(3, dtype=minitorch.long), x)
        with pytest.raises(ValueError, match="Expected tangent to be floating point or complex, but got: torch.int64"):
            fwAD.make_dual(x, minitorch.ones(3, dtype=minitorch.long))
        with pytest.raises(RuntimeError, match=r"different size than that of the original Tensor, this is not "
                                               r"supported. Tensor is of size \[3\] while the given forward gradient "
                                               r"is of size \[4\]."):
            fwAD.make_dual(x, minitorch.ones(4))
        with pytest.raises(RuntimeError, match="Nested forward mode AD is not supported at the moment"):
            fwAD.enter_dual_level()
        with pytest.raises(RuntimeError, match="Trying to exit a forward AD level that was not the last one"):
            fwAD.exit_dual_level(level=3)
    assert fwAD.enter_dual_level() == 0
    fwAD.exit_dual_level()


def test_no_tangent_path_is_a_flag_test():
    # Outside a level the wrappers test one flag; inside, tensors without tangents give none.
    assert fwAD.STATE.active is False
    with fwAD.dual_level():
        assert fwAD.STATE.active is True
        assert fwAD.unpack_dual(minitorch.randn(3).exp()).tangent is None
    assert fwAD.STATE.active is False


def test_custom_function_jvp_and_save_for_forward():
    class Mul(minitorch.autograd.Function):
        @staticmethod
        def forward(ctx, x, y, k):
            ctx.save_for_forward(x, y)
            ctx.k = k
            return x * y * k

        @staticmethod
        def jvp(ctx, x_t, y_t, k_t):
            assert k_t is None and not y_t.detach().numpy().any()  # no tangent: zeros; non-tensor: None
            x, y = ctx.saved_tensors
            return (x_t * y + x * y_t) * ctx.k

    class NoJvp(minitorch.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            return x * 2

    x, y, v = minitorch.tensor(XA), minitorch.tensor(YA), minitorch.tensor(YA)
    with fwAD.dual_level():
        out = Mul.apply(fwAD.make_dual(x, v), y, 3.0)
        np.testing.assert_allclose(fwAD.unpack_dual(out).tangent.numpy(), YA * YA * 3)
        with pytest.raises(NotImplementedError, match="You must implement the jvp function for custom "
                                                      "autograd.Function to use it with forward mode AD."):
            NoJvp.apply(fwAD.make_dual(x, v))
    NoJvp.apply(x)  # no tangent: jvp is not needed


def test_gradcheck_forward_ad():
    x = minitorch.tensor(XA, requires_grad=True)
    y = minitorch.tensor(YA, requires_grad=True)
    assert gradcheck(lambda a, b: (a.exp() * b).sum(1), (x, y), check_forward_ad=True)
    assert gradgradcheck(lambda a, b: (a.sin() * b).sum(), (x, y), check_fwd_over_rev=True)

    class Wrong(minitorch.autograd.Function):
        @staticmethod
        def forward(ctx, a):
            return a * 2

        @staticmethod
        def backward(ctx, g):
            return g * 2

        @staticmethod
        def jvp(ctx, t):
            return t * 3

    with pytest.raises(RuntimeError, match="Jacobian computed with forward mode mismatch for output 0"):
        gradcheck(Wrong.apply, (x,), check_forward_ad=True)


try:
    import torch
except ImportError:  # the comparisons below need the oracle
    torch = None
needs_torch = pytest.mark.skipif(torch is None, reason="PyTorch (the oracle) is not installed")


def f2(x, y):
    return (x.exp() * y).sum(0), x * y.sin()


def g1(x):
    return (x.exp() * x).sum() * x.sin().sum()


def _both(fn, *args):
    return [fn(minitorch, *args), fn(torch, *args)]


def _m(lib, a):
    return lib.tensor(a)


@needs_torch
@pytest.mark.parametrize("kwargs", [{}, {"vectorize": True}, {"strategy": "forward-mode", "vectorize": True},
                                    {"create_graph": True}])
def test_functional_jacobian(kwargs):
    ours, theirs = [lib.autograd.functional.jacobian(f2, (_m(lib, XA), _m(lib, YA)), **kwargs)
                    for lib in (minitorch, torch)]
    _close(ours, theirs)


def test_functional_errors():
    with pytest.raises(NotImplementedError, match="`create_graph=True` and `strategy=\"forward-mode\"` are not "
                                                  "supported together"):
        F.jacobian(f2, (minitorch.tensor(XA), minitorch.tensor(YA)), create_graph=True, strategy="forward-mode")
    with pytest.raises(NotImplementedError, match="only implemented for `vectorize=True`"):
        F.jacobian(f2, (minitorch.tensor(XA), minitorch.tensor(YA)), strategy="forward-mode")
    with pytest.raises(RuntimeError, match="v has invalid size: should be"):
        F.jvp(g1, minitorch.tensor(XA), minitorch.ones(2))


@needs_torch
@pytest.mark.parametrize("name", ["vjp", "jvp", "hvp", "vhp"])
def test_functional_products(name):
    v = (XA, YA) if name != "vjp" else ((XA * YA).sum(0), YA)
    fn, inputs = (f2, (XA, YA)) if name in ("vjp", "jvp") else (g1, XA)
    res = []
    for lib in (minitorch, torch):
        ins = tuple(_m(lib, a) for a in inputs) if isinstance(inputs, tuple) else _m(lib, inputs)
        vs = tuple(_m(lib, a) for a in v) if isinstance(inputs, tuple) else _m(lib, v[0])
        res.append(getattr(lib.autograd.functional, name)(fn, ins, vs))
    _close(*res)


def _linear(x, y):
    return x * 2 + y.sum()


def _partial(x, y):
    return (x ** 3).sum()  # independent of y


def _constant(x, y):
    return (x * 0).detach().sum() + 1


_STRICT_CASES = [  # (function name, its function, whether v is in the outputs' space)
    ("vjp", _partial, True), ("vjp", _constant, True), ("jvp", _partial, False), ("jvp", _linear, False),
    ("jacobian", _partial, None), ("jacobian", _linear, None), ("hessian", _partial, None),
    ("hessian", _linear, None), ("vhp", _partial, False), ("vhp", _constant, False), ("hvp", _partial, False),
    ("hvp", _constant, False),
]


def _functional_outcome(lib, name, fn, v_in_outputs, create_graph, strict):
    """What ``lib.autograd.functional.<name>`` gives: ("ok", values, requires_grad flags) or the error."""
    x, y = lib.tensor(XA, requires_grad=True), lib.tensor(YA)
    kwargs = {"create_graph": create_graph, "strict": strict}
    if v_in_outputs is not None:
        out = fn(x, y)
        kwargs["v"] = lib.ones_like(out) if v_in_outputs else (lib.ones_like(x), lib.ones_like(y))
    try:
        result = getattr(lib.autograd.functional, name)(fn, (x, y), **kwargs)
    except Exception as error:  # noqa: BLE001 (the outcome compared is the exception itself)
        return type(error).__name__, str(error)
    flat = []

    def walk(r):
        if isinstance(r, (tuple, list)):
            for item in r:
                walk(item)
        else:
            flat.append((r.detach().numpy().round(10).tolist(), r.requires_grad))
    walk(result)
    return "ok", flat


@needs_torch
@pytest.mark.parametrize("create_graph", [False, True])
@pytest.mark.parametrize("strict", [False, True])
@pytest.mark.parametrize("name, fn, v_in_outputs", _STRICT_CASES,
                         ids=[f"{n}-{f.__name__[1:]}" for n, f, _ in _STRICT_CASES])
def test_functional_strict_and_create_graph_as_pytorch(name, fn, v_in_outputs, create_graph, strict):
    """Unused inputs (zeros, or strict mode's error), outputs that do not depend on the inputs, linear
    functions whose Hessian is independent of the input: the same values, requires_grad flags and errors."""
    ours, theirs = (_functional_outcome(lib, name, fn, v_in_outputs, create_graph, strict)
                    for lib in (minitorch, torch))
    assert ours == theirs


@needs_torch
@pytest.mark.parametrize("strategy", ["reverse-mode", "forward-mode"])
def test_functional_hessian(strategy):
    ours, theirs = [lib.autograd.functional.hessian(g1, _m(lib, XA), outer_jacobian_strategy=strategy,
                                                    vectorize=strategy == "forward-mode")
                    for lib in (minitorch, torch)]
    _close(ours, theirs)


def _fg(x, y):
    return (x.exp() * y).sum() * x.sin().sum()


def _fh(x):
    return x.exp() * x.sum()


@needs_torch
@pytest.mark.parametrize("transform, fn, args", [
    (lambda lib: lib.func.grad(_fg), _fg, 2),
    (lambda lib: lib.func.grad(_fg, argnums=(0, 1)), _fg, 2),
    (lambda lib: lib.func.jacrev(_fh), _fh, 1),
    (lambda lib: lib.func.jacfwd(_fh), _fh, 1),
    (lambda lib: lib.func.jacrev(_fg, argnums=1), _fg, 2),
    (lambda lib: lib.func.jacfwd(_fg, argnums=(0, 1)), _fg, 2),
    (lambda lib: lib.func.hessian(_fg), _fg, 2),
    (lambda lib: lib.func.jacrev(lib.func.jacrev(_fg)), _fg, 2),
    (lambda lib: lib.func.grad_and_value(_fg), _fg, 2),
], ids=["grad", "grad-argnums", "jacrev", "jacfwd", "jacrev-argnum1", "jacfwd-argnums", "hessian",
        "jacrev-jacrev", "grad_and_value"])
def test_func_transforms(transform, fn, args):
    ours, theirs = [transform(lib)(*[_m(lib, a) for a in (XA, YA)[:args]]) for lib in (minitorch, torch)]
    _close(ours, theirs)
    if not isinstance(ours, tuple):
        assert not ours.requires_grad


@needs_torch
def test_func_vjp_jvp_and_hvp_both_ways():
    res = []
    for lib in (minitorch, torch):
        x, y = _m(lib, XA), _m(lib, YA)
        out, vjp_fn = lib.func.vjp(_fh, x)
        value, jvp_out = lib.func.jvp(_fh, (x,), (y,))
        hvp_fwd_over_rev = lib.func.jvp(lib.func.grad(_fg), (x, y), (y, x))[1]
        # reverse over forward: the gradient of a jvp
        xr = x.clone().requires_grad_()
        with lib.autograd.forward_ad.dual_level():
            tangent = lib.autograd.forward_ad.unpack_dual(
                _fg(lib.autograd.forward_ad.make_dual(xr, y), y)).tangent
        hvp_rev_over_fwd, = lib.autograd.grad(tangent, xr)
        res.append((out, vjp_fn(y)[0], value, jvp_out, hvp_fwd_over_rev, hvp_rev_over_fwd))
    _close(*res)
    with pytest.raises(RuntimeError, match="Expected primals to be a tuple"):
        minitorch.func.jvp(_fh, minitorch.tensor(XA), (minitorch.tensor(YA),))
    with pytest.raises(RuntimeError, match="Expected f\\(\\*args\\) to return a scalar Tensor, got tensor with 2 dims"):
        minitorch.func.grad(_fh)(minitorch.tensor(XA))


def _plan_of(tmp_path, text):
    from tools.codegen.__main__ import ROOT
    from tools.codegen.load import load, manual_helper_names
    from tools.codegen.plan import plan_all
    path = tmp_path / "derivatives.yaml"
    path.write_text(text)
    return plan_all(load(path, manual_helper_names(ROOT / "src/minitorch/autograd/functions_manual.py")))[0]


def test_codegen_forward_without_formula_raises_only_with_tangent(tmp_path):
    from tools.codegen.render import forward_check_lines
    plan = _plan_of(tmp_path, "- name: exp(Tensor self) -> Tensor\n  kernel: xp.exp(self)\n  self: grad * result\n")
    assert forward_check_lines(plan) == ["if FORWARD_AD.active and has_fw_grad(self):",
                                         "    raise forward_ad_not_implemented('exp')"]
    err = fwAD.not_implemented("exp")
    assert isinstance(err, NotImplementedError) and str(err).startswith(
        "Trying to use forward AD with exp that does not support it because it has not been implemented yet.\n"
        "Please file an issue to PyTorch")


def test_codegen_forward_expansions_and_errors(tmp_path):
    from tools.codegen.errors import CodegenError
    plan = _plan_of(tmp_path, "- name: exp(Tensor self) -> Tensor\n  kernel: xp.exp(self)\n  self: grad * result\n"
                              "  result: auto_element_wise\n")
    assert plan.forward[0].formula == "self_t * result"
    plan = _plan_of(tmp_path, "- name: neg(Tensor self) -> Tensor\n  kernel: -self\n  self: -grad\n"
                              "  result: auto_linear\n")
    assert plan.forward[0].formula == "VT.neg(self_t)"
    plan = _plan_of(tmp_path, "- name: mul.Tensor(Tensor self, Tensor other) -> Tensor\n  kernel: self * other\n"
                              "  self: grad * other\n  other: grad * self\n  result: other_t * self_p + self_t * other_p\n")
    assert plan.forward[0].formula == "other_t * self + self_t * other" and plan.forward[0].tangents == ["self", "other"]
    with pytest.raises(CodegenError, match="is using the base name of the self argument which is ambiguous"):
        _plan_of(tmp_path, "- name: exp(Tensor self) -> Tensor\n  kernel: xp.exp(self)\n  self: grad * result\n"
                           "  result: self_t * self\n")
    with pytest.raises(CodegenError, match="uses no_such_jvp, which is neither"):
        _plan_of(tmp_path, "- name: exp(Tensor self) -> Tensor\n  kernel: xp.exp(self)\n  self: grad * result\n"
                           "  result: no_such_jvp(self_t)\n")


# -- tangents through in-place ops -----------------------------------------------------------------

def _inplace_cases(lib):
    """Each case: the tangents PyTorch shows after in-place ops under a dual level."""
    fw, T = lib.autograd.forward_ad, lib.tensor

    def relu_():
        x = fw.make_dual(T([-1.0, 2.0, 0.5]), T([5.0, 5.0, 5.0]))
        y = x * 1.0
        y.relu_()
        return fw.unpack_dual(y).tangent, fw.unpack_dual(x).tangent

    def mul_by_itself():
        y = fw.make_dual(T([1.0, 2.0]), T([1.0, 3.0])) * 2
        y.mul_(y)
        return (fw.unpack_dual(y).tangent,)

    def base_without_tangent_then_view():
        x = lib.zeros(3)
        v = x[:2]
        x.add_(fw.make_dual(T([1.0, 1.0, 1.0]), T([1.0, 2.0, 3.0])))
        return fw.unpack_dual(x).tangent, fw.unpack_dual(v).tangent

    def view_writes_into_base_tangent():
        z = fw.make_dual(T([1.0, 1.0, 1.0]), T([1.0, 1.0, 1.0])) * 1.0
        w = z[1:]
        z.mul_(2)
        w.mul_(fw.make_dual(T([2.0, 3.0]), T([2.0, 3.0])))
        return fw.unpack_dual(z).tangent, fw.unpack_dual(w).tangent

    def view_without_tangent():
        x = lib.zeros(3)
        v = x[1:]
        v.add_(fw.make_dual(T([1.0, 1.0]), T([4.0, 5.0])))
        return fw.unpack_dual(x).tangent, fw.unpack_dual(v).tangent

    def shared_tangent():  # frac's tangent is its input's: PyTorch writes through it too
        x = fw.make_dual(T([1.5, 2.5]), T([1.0, 1.0]))
        y = x.frac()
        y.mul_(2)
        return fw.unpack_dual(x).tangent, fw.unpack_dual(y).tangent

    def broadcast_tangent():
        y = fw.make_dual(T([1.5, 2.5]), T([1.0, 1.0])) + lib.ones(2, 2)
        y.mul_(3)
        return (fw.unpack_dual(y).tangent,)

    def copy_():
        y = lib.zeros(2, 2, dtype=lib.float64)
        y.copy_(fw.make_dual(T([1.0, 2.0]), T([3.0, 4.0])))
        return (fw.unpack_dual(y).tangent,)

    def operators():
        x = fw.make_dual(T([1.0, 2.0]), T([1.0, 1.0]))
        y = x.exp()
        y += x
        y -= 1
        y *= x
        y /= 2
        return (fw.unpack_dual(y).tangent,)

    def unary_chain():
        y = fw.make_dual(T([0.3, 0.6]), T([1.0, 2.0])) * 1.0
        y.tanh_().sigmoid_().clamp_(0.55, 0.6)
        return (fw.unpack_dual(y).tangent,)

    return [relu_, mul_by_itself, base_without_tangent_then_view, view_writes_into_base_tangent,
            view_without_tangent, shared_tangent, broadcast_tangent, copy_, operators, unary_chain]


@needs_torch
@pytest.mark.parametrize("index", range(10))
def test_tangents_through_inplace_ops_match_pytorch(index):
    res = []
    for lib in (minitorch, torch):
        with lib.autograd.forward_ad.dual_level():
            res.append([t.tolist() for t in _inplace_cases(lib)[index]()])
    mine, theirs = res
    assert len(mine) == len(theirs)
    for a, b in zip(mine, theirs):
        np.testing.assert_allclose(a, b, rtol=1e-6)  # float32 tensors


def test_inplace_tangent_against_finite_differences():
    """f(x) = relu_(x * w) then mul_ by x, add_ in place: its tangent is the directional derivative."""
    def f(x, w):
        y = x * w
        y.relu_()
        y.mul_(x)
        y.add_(x.sin())
        return y
    x0 = minitorch.tensor(RNG.standard_normal(5))
    w = minitorch.tensor(RNG.standard_normal(5))
    t = minitorch.tensor(RNG.standard_normal(5))
    with fwAD.dual_level():
        tangent = fwAD.unpack_dual(f(fwAD.make_dual(x0, t), w)).tangent
    eps = 1e-6
    numeric = (f(x0 + eps * t, w) - f(x0 - eps * t, w)) / (2 * eps)
    np.testing.assert_allclose(tangent.numpy(), numeric.numpy(), rtol=1e-6, atol=1e-8)


@needs_torch
def test_func_jvp_through_inplace_relu_module():
    weight = RNG.standard_normal((4, 3))
    res = []
    for lib in (minitorch, torch):
        lin = lib.nn.Linear(3, 4).double()
        with lib.no_grad():
            lin.weight.copy_(lib.tensor(weight))
            lin.bias.zero_()
        model = lib.nn.Sequential(lin, lib.nn.ReLU(inplace=True))
        x, v = lib.tensor(XA[:, 0].copy()), lib.tensor(YA[:, 0].copy())
        out, tangent = lib.func.jvp(model, (x,), (v,))
        res.append((out.tolist(), tangent.tolist()))
    np.testing.assert_allclose(res[0][0], res[1][0], rtol=1e-12)
    np.testing.assert_allclose(res[0][1], res[1][1], rtol=1e-12)


def test_inplace_tangent_refusals():
    with fwAD.dual_level():
        h = minitorch.ones(2, requires_grad=True) * 2
        with pytest.raises(NotImplementedError, match="^Forward AD through the in-place op add_ on a tensor that "
                                                      "requires grad and has no tangent yet is not supported"):
            h.add_(fwAD.make_dual(minitorch.ones(2), minitorch.ones(2)))


@pytest.mark.parametrize("expr", ["d[:1].squeeze_()", "d[:1].squeeze_(0)", "d.unsqueeze_(1)", "d[0].t_()",
                                  "d[0, :, 0] @ lib.ones(3, 2, dtype=lib.float64)",
                                  "lib.func.jvp(lambda a: a[0].t_().sin(), (x,), (t,))[1]"])
def test_inplace_view_ops_carry_the_tangent_like_pytorch(expr):
    """squeeze_, unsqueeze_, t_ give the tangent the same in-place view (auto_linear; a 1-D matmul operand
    squeezes in place)."""
    def run(lib):
        fw = importlib.import_module(lib.__name__ + ".autograd.forward_ad")
        x = lib.linspace(-1, 2, 12, dtype=lib.float64).reshape(2, 3, 2)
        t = lib.linspace(0.5, -0.7, 12, dtype=lib.float64).reshape(2, 3, 2)
        with fw.dual_level():
            d = fw.make_dual(x.clone(), t.clone())
            r = eval(expr, {"lib": lib, "d": d, "x": x, "t": t})
            primal, tangent = fw.unpack_dual(r)
            tangent = r if tangent is None else tangent
            def layout(a):  # strides of the dims of size other than 1
                return tuple(a.shape), tuple(s for n, s in zip(a.shape, a.stride()) if n != 1)
            return layout(primal), layout(tangent), np.round(tangent.numpy(), 12).tolist()
    mine, theirs = _oracle_both(run)
    assert theirs is None or mine == theirs


@pytest.mark.parametrize("expr", [
    "fwAD.make_dual(lib.tensor([1., 2.]), lib.tensor([3., 4.]))",
    "fwAD.make_dual(lib.tensor([1., 2.]), lib.tensor([3., 4.])) * 2",
    "fwAD.make_dual(lib.tensor([1., 2.], requires_grad=True) * 1, lib.tensor([3., 4.]))",
    "fwAD.make_dual(lib.tensor(1.5), lib.tensor(2.))",
    "fwAD.make_dual(lib.tensor([1., 2.], dtype=lib.float64), lib.tensor([3., 4.], dtype=lib.float64))",
])
def test_dual_tensor_repr_like_pytorch(expr):
    def run(lib):
        fw = importlib.import_module(lib.__name__ + ".autograd.forward_ad")
        with fw.dual_level():
            return repr(eval(expr, {"lib": lib, "fwAD": fw}))
    mine, theirs = _oracle_both(run)
    assert theirs is None or mine == theirs
    assert "tangent=tensor(" in mine or "tangent=2.0" in mine


def test_forward_mode_jacobian_and_hessian_structures_like_pytorch():
    """PyTorch's _jacfwd returns lists where both levels stay, and does not detach: a forward-over-reverse
    Hessian requires grad."""
    def run(lib):
        fn = importlib.import_module(lib.__name__ + ".autograd.functional")
        x = lib.tensor([0.5, -1.0], dtype=lib.float64)
        y = lib.tensor([2.0, 3.0], dtype=lib.float64)

        def shape(v):
            if isinstance(v, (tuple, list)):
                return type(v).__name__, [shape(u) for u in v]
            return tuple(v.shape), v.requires_grad, [abs(round(a, 8)) for a in v.reshape(-1).tolist()]
        f2 = lambda a, b: (a * b, a.sin())  # noqa: E731
        return (shape(fn.jacobian(f2, (x, y), vectorize=True, strategy="forward-mode")),
                shape(fn.jacobian(lambda a, b: a * b, (x, y), vectorize=True, strategy="forward-mode")),
                shape(fn.jacobian(lambda a: (a.sin(), a * 2), x, vectorize=True, strategy="forward-mode")),
                shape(fn.hessian(lambda a: (a ** 3).sum(), x, vectorize=True, outer_jacobian_strategy="forward-mode")))
    mine, theirs = _oracle_both(run)
    assert theirs is None or mine == theirs
    assert mine[0][0] == "list"
