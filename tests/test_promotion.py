"""Type promotion, overload binding and error messages of the pointwise and reduction ops,
compared with PyTorch (the oracle) call by call."""
import numpy as np
import pytest

import minitorch

torch = pytest.importorskip("torch")

_VALUES = np.array([[0.5, -1.25, 2.0], [3.0, -0.75, 1.5]])


def _pair(dtype):
    """The same tensor in minitorch and in PyTorch."""
    a = _VALUES.astype(dtype) if np.dtype(dtype).kind == "f" else (_VALUES * 4).astype(dtype)
    return minitorch.tensor(a.copy()), torch.tensor(a.copy())


def _call(module, expr, x, y):
    return eval(expr, {"torch": module, "x": x, "y": y, "inf": float("inf")})


BINARY = ["x + y", "x - y", "x * y", "x / y", "torch.remainder(x, y)", "torch.fmod(x, y)", "torch.atan2(x, y)",
          "torch.copysign(x, y)", "torch.xlogy(x, y)", "torch.fmax(x, y)", "torch.hypot(x, y)",
          "torch.div(x, y, rounding_mode='floor')", "torch.div(x, y, rounding_mode='trunc')", "x == y", "x < y",
          "torch.float_power(x, y)", "torch.maximum(x, y)"]
DTYPES = [np.float32, np.float64, np.int64, np.int32]


@pytest.mark.parametrize("expr", BINARY)
@pytest.mark.parametrize("a", DTYPES, ids=lambda d: np.dtype(d).name)
@pytest.mark.parametrize("b", DTYPES + [float, int, bool], ids=lambda d: getattr(d, "__name__", str(d)))
def test_binary_result_dtype(expr, a, b):
    if expr in ("torch.hypot(x, y)", "torch.fmax(x, y)") and np.dtype(a).kind != "f":
        pytest.skip("integer hypot/fmax are not defined in PyTorch either")
    mx, tx = _pair(a)
    if b in (float, int, bool):
        my = ty = b(2) if b is not bool else True
    else:
        my, ty = _pair(b)
        my, ty = my[0] + 1 if np.dtype(b).kind != "f" else my[0], ty[0] + 1 if np.dtype(b).kind != "f" else ty[0]
    try:
        expected = _call(torch, expr, tx, ty)
    except (RuntimeError, TypeError) as error:
        with pytest.raises(type(error)) as ours:
            _call(minitorch, expr, mx, my)
        if isinstance(error, TypeError):  # a Python number where PyTorch's binding wants a Tensor
            assert str(ours.value) == str(error)
        return
    ours = _call(minitorch, expr, mx, my)
    assert ours.dtype.name == str(expected.dtype).replace("torch.", "")
    np.testing.assert_allclose(ours.numpy().astype(float), expected.numpy().astype(float), rtol=1e-6, atol=1e-6)


UNARY = ["x.exp2()", "x.expm1()", "x.log1p()", "x.reciprocal()", "x.tan()", "x.atan()", "x.sinh()", "x.erf()",
         "x.erfc()", "x.floor()", "x.round()", "x.trunc()", "x.sign()", "x.logit()", "x.isinf()", "x.isfinite()",
         "x.prod()", "x.prod(1)", "x.cumsum(0)", "x.cumprod(1)", "x.logsumexp(1)", "x.all(1)", "x.any((0, 1))",
         "x.count_nonzero()", "x.count_nonzero(1)", "x.argmin()", "x.argmin(1, keepdim=True)", "x.clamp_min(1)",
         "x.clamp_max(0.5)", "x.nan_to_num()", "x.square()", "x.float()", "x.double()", "x.to(torch.int32)",
         "x.var()", "x.std(1)", "torch.linalg.vector_norm(x)", "x.norm()", "x.masked_fill(x > 0, 2.5)"]


@pytest.mark.parametrize("expr", UNARY)
@pytest.mark.parametrize("a", [np.float32, np.float64, np.int64, np.bool_], ids=lambda d: np.dtype(d).name)
def test_unary_result_dtype(expr, a):
    mx, tx = _pair(a)
    try:
        expected = _call(torch, expr, tx, None)
    except (RuntimeError, TypeError, NotImplementedError) as error:
        with pytest.raises(type(error)) as ours:
            _call(minitorch, expr, mx, None)
        if "not implemented for" not in str(error):
            assert str(ours.value) == str(error)
        return
    ours = _call(minitorch, expr, mx, None)
    assert ours.dtype.name == str(expected.dtype).replace("torch.", "")
    assert tuple(ours.shape) == tuple(expected.shape)
    np.testing.assert_allclose(ours.numpy().astype(float), expected.numpy().astype(float), rtol=1e-5, atol=1e-6)


def test_int_and_bool_inputs_never_require_grad():
    x = minitorch.tensor([1.0, -2.0, 3.0], requires_grad=True)
    for out in (x.to(minitorch.int64), x > 0, x.argmin(), x.isfinite(), x.count_nonzero(), x.long()):
        assert not out.requires_grad and out.grad_fn is None
    with pytest.raises(RuntimeError, match="^only Tensors of floating point dtype can require gradients$"):
        minitorch.tensor([1, 2]).requires_grad_()
    y = minitorch.tensor([1, 2, 3]) * x  # int tensor times float leaf: float result with a graph
    assert y.dtype is minitorch.float32 and y.grad_fn.name() == "MulBackward0"


@pytest.mark.parametrize("expr, name", [
    ("x.remainder(0.5)", "RemainderBackward0"), ("x.remainder(y)", "RemainderBackward1"),
    ("x.fmod(0.5)", "FmodBackward0"), ("x.fmod(y)", "FmodBackward1"),
    ("x.copysign(y)", "CopysignBackward0"), ("x.copysign(-1.0)", "CopysignBackward1"),
    ("x.xlogy(y)", "XlogyBackward0"), ("torch.xlogy(2.0, y)", "XlogyBackward1"), ("x.xlogy(2.0)", "XlogyBackward2"),
    ("x.lerp(y, 0.25)", "LerpBackward0"), ("x.lerp(y, y)", "LerpBackward1"),
    ("x.masked_fill(x > 0, 1.0)", "MaskedFillBackward0"),
    ("x.clamp_min(0.1)", "ClampMinBackward0"), ("x.clamp_min(y)", "ClampMinBackward1"),
    ("x.clamp_max(0.1)", "ClampMaxBackward0"), ("x.clamp_max(y)", "ClampMaxBackward1"),
    ("x.div(y, rounding_mode='floor')", "DivBackward2"), ("x.div(2.0, rounding_mode='trunc')", "DivBackward2"),
    ("x.true_divide(y)", "DivBackward0"), ("x.round()", "RoundBackward0"), ("x.round(decimals=1)", "RoundBackward1"),
    ("x.prod()", "ProdBackward0"), ("x.prod(0)", "ProdBackward1"), ("x.var()", "VarBackward0"),
    ("x.var(0, True)", "VarBackward0"), ("x.std(unbiased=False)", "StdBackward0"),
    ("torch.var_mean(x, 0)[0]", "VarMeanBackward0"), ("torch.std_mean(x)[1]", "StdMeanBackward0"),
    ("x.norm()", "LinalgVectorNormBackward0"), ("x.norm(1, 0)", "LinalgVectorNormBackward0"),
    ("torch.linalg.vector_norm(x, inf)", "LinalgVectorNormBackward0"),
    ("torch.float_power(x, 2)", "PowBackward0"), ("torch.float_power(x, y)", "PowBackward1"),
    ("torch.float_power(2, y)", "PowBackward2"), ("x.float().double()", "ToCopyBackward0"),
    ("x.square()", "PowBackward0"), ("x.logsumexp(0)", "LogsumexpBackward0"), ("x.cumprod(0)", "CumprodBackward0"),
    ("x.erfinv()", "ErfinvBackward0"), ("x.nan_to_num()", "NanToNumBackward0"), ("x.frac()", "FracBackward0"),
    ("x.addcdiv(x, y)", "AddcdivBackward0"), ("x.addcmul(x, y)", "AddcmulBackward0"), ("x % 0.5", "RemainderBackward0"),
])
def test_grad_fn_names_match_pytorch(expr, name):
    values = np.array([0.3, 0.6, 0.9])
    for module in (torch, minitorch):
        x = module.tensor(values.copy(), requires_grad=True)
        y = module.tensor(values[::-1].copy() + 0.5, requires_grad=True)
        assert _call(module, expr, x, y).grad_fn.name() == name, module.__name__


@pytest.mark.parametrize("expr", [
    "torch.ones(5) + torch.ones(3)", "torch.atan2(torch.ones(2, 5), torch.ones(3, 1))",
    "torch.ones(3, 4).prod(2)", "torch.ones(3, 4).cumsum(-3)", "torch.ones(3, 4).logsumexp(5)",
    "torch.ones(3).var(1)", "torch.ones(3, dtype=torch.int64).var()", "torch.ones(3).div(2, rounding_mode='round')",
    "torch.ones(3).masked_fill(torch.ones(3), 1.0)", "torch.ones(3).masked_fill(torch.ones(3) > 0, torch.ones(2))",
    "torch.ones(3, dtype=torch.int64).frac()", "torch.ones(0).argmin()", "torch.ones(2, 0).argmin(1)",
    "torch.linalg.vector_norm(torch.ones(3, dtype=torch.int64))", "torch.ones(3, 4).count_nonzero(2)",
    "torch.ones(3).fmax(torch.ones(2))", "torch.ones(2, 3).lerp(torch.ones(3, 2), 0.5)",
])
def test_errors_match_pytorch(expr):
    with pytest.raises(Exception) as theirs:
        _call(torch, expr, None, None)
    with pytest.raises(type(theirs.value)) as ours:
        _call(minitorch, expr, None, None)
    assert str(ours.value) == str(theirs.value)


def test_empty_and_zero_dim_reductions():
    for expr in ["x.prod()", "x.sum(0)", "x.prod(1)", "x.var(1)", "x.logsumexp(1)", "x.cumsum(0)", "x.norm()",
                 "x.all(1)", "x.any()", "x.count_nonzero(0)", "x.exp2()", "x.clamp_min(0.0)"]:
        for shape in [(0, 3), (2, 0), ()]:
            if shape == () and ("(1)" in expr):
                continue
            m = minitorch.zeros(shape, dtype=minitorch.float64)
            t = torch.zeros(shape, dtype=torch.float64)
            expected = _call(torch, expr, t, None)
            ours = _call(minitorch, expr, m, None)
            assert tuple(ours.shape) == tuple(expected.shape), (expr, shape)
            np.testing.assert_allclose(ours.numpy(), expected.numpy(), equal_nan=True)


def test_round_half_to_even_like_pytorch():
    values = [0.5, 1.5, 2.5, -0.5, -2.5, 0.125]
    for expr in ["x.round()", "x.round(decimals=2)", "x.floor()", "x.ceil()", "x.trunc()", "x.frac()"]:
        ours = _call(minitorch, expr, minitorch.tensor(values, dtype=minitorch.float64), None)
        expected = _call(torch, expr, torch.tensor(values, dtype=torch.float64), None)
        np.testing.assert_array_equal(ours.numpy(), expected.numpy())


@pytest.mark.parametrize("expr", [
    "lib.add(a, a, alpha=0.5)", "lib.add(a, f, alpha=0.5)", "lib.add(f, a, alpha=0.5)", "lib.sub(a, a, alpha=0.5)",
    "lib.add(a, 2, alpha=0.5)", "lib.add(a, a, alpha=True)", "lib.add(a.bool(), a.bool(), alpha=True)",
    "lib.add(a, 2.5, alpha=2)", "lib.rsub(a, a, alpha=0.5)", "a.clone().add_(a, alpha=0.5)", "lib.add(a, a, alpha=2)",
    "lib.add(a, a, alpha=1.0)", "lib.sub(f, a, alpha=1.5)", "a.clone().sub_(a, alpha=2)",
])
def test_alpha_is_checked_against_the_result_type_as_pytorch(expr):
    """ATen's alpha_check: a floating alpha needs a floating result, a bool alpha a bool one."""
    def run(lib):
        a, f = lib.tensor([1, 2]), lib.tensor([1.0, 2.0])
        out = eval(expr)
        return str(out.dtype).replace("torch.", ""), out.tolist()
    from oracle import same_as_pytorch
    same_as_pytorch(run)
