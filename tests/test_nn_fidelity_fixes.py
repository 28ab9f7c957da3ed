"""nn.functional divergences from PyTorch found by side-by-side programs: each is checked against PyTorch
(values, dtypes, gradients, graph names, errors) and, where a gradient changed, by float64 finite differences."""
import warnings

import pytest

import minitorch
from oracle import both, graph_names, needs_torch, same_as_pytorch


def _out(t, digits=None):
    """A tensor as comparable values: dtype, shape and values (nan as a string), to 12 digits in float64 (5 in
    lower precisions)."""
    if not hasattr(t, "dtype"):
        return t
    vals = t.detach().double().reshape(-1).tolist()
    digits = digits or (".12g" if str(t.dtype).replace("torch.", "") == "float64" else ".5g")
    return (str(t.dtype).replace("torch.", ""), tuple(t.shape),
            ["nan" if v != v else float(format(v, digits)) for v in vals])


def _assert_close(mine, theirs, rel=1e-6):
    """``mine == theirs`` with floats equal to ``rel`` (nested lists/tuples; errors compare exactly)."""
    if theirs is None:
        return
    if isinstance(theirs, float) and isinstance(mine, float):
        assert abs(mine - theirs) <= rel * max(abs(theirs), 1e-30), (mine, theirs)
    elif isinstance(theirs, (list, tuple)) and isinstance(mine, (list, tuple)) and len(mine) == len(theirs):
        for m, t in zip(mine, theirs):
            _assert_close(m, t, rel)
    else:
        assert mine == theirs


def _grads(*ts):
    return [None if t.grad is None else _out(t.grad) for t in ts]


# -- 1: losses broadcast input and target first (torch.nn.functional's broadcast_tensors) --------------

BROADCAST_LOSSES = ["mse_loss", "l1_loss", "smooth_l1_loss", "huber_loss"]


@needs_torch
@pytest.mark.parametrize("name", BROADCAST_LOSSES)
@pytest.mark.parametrize("reduction", ["mean", "sum", "none"])
def test_broadcast_loss_gradients(name, reduction):
    def run(lib):
        a = lib.tensor([[0.1], [0.2], [0.3]], dtype=lib.float64, requires_grad=True)
        b = lib.tensor([0.4, 0.5, 0.9], dtype=lib.float64, requires_grad=True)
        out = getattr(lib.nn.functional, name)(a, b, reduction=reduction)
        out.sum().backward()
        return _out(out), _grads(a, b), graph_names(out)
    same_as_pytorch(run)


def test_broadcast_mse_gradient_values_and_finite_differences():
    F = minitorch.nn.functional
    pred = minitorch.tensor([[1.], [2.], [3.]], requires_grad=True)
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        minitorch.nn.MSELoss()(pred, minitorch.tensor([0., 1., 2.])).backward()
    assert "Using a target size" in str(w[0].message)
    assert [round(v, 4) for v in pred.grad.reshape(-1).tolist()] == [0.0, 0.6667, 1.3333]
    a = minitorch.tensor([[1., 2.], [3., 4.]], requires_grad=True)
    b = minitorch.tensor([[0.5, 1.]], requires_grad=True)
    F.mse_loss(a, b).backward()
    assert b.grad.tolist() == [[-1.5, -2.0]]
    for name in BROADCAST_LOSSES:
        x = minitorch.tensor([[0.1], [0.25], [0.3]], dtype=minitorch.float64, requires_grad=True)
        y = minitorch.tensor([0.4, 0.55, 1.9], dtype=minitorch.float64, requires_grad=True)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            assert minitorch.autograd.gradcheck(lambda p, q: getattr(F, name)(p, q), (x, y))


@needs_torch
@pytest.mark.parametrize("name", ["mse_loss", "l1_loss", "huber_loss"])
@pytest.mark.parametrize("reduction", ["mean", "sum", "none"])
def test_weighted_losses(name, reduction):
    def run(lib):
        a = lib.tensor([[0.1, 2.0], [0.2, -1.0]], dtype=lib.float64, requires_grad=True)
        b = lib.tensor([0.4, 0.5], dtype=lib.float64)
        w = lib.tensor([[1.0, 2.0], [0.5, 3.0]], dtype=lib.float64)
        out = getattr(lib.nn.functional, name)(a, b, reduction=reduction, weight=w)
        out.sum().backward()
        return _out(out), _grads(a), graph_names(out)
    same_as_pytorch(run)


# -- 2: label smoothing with every target ignored --------------------------------------------------

@needs_torch
@pytest.mark.parametrize("target", [[-100, -100], [1, -100], [0, 2]])
@pytest.mark.parametrize("reduction", ["mean", "sum", "none"])
@pytest.mark.parametrize("weighted", [False, True])
def test_cross_entropy_label_smoothing_ignored(target, reduction, weighted):
    def run(lib):
        x = lib.tensor([[0.1, 0.5, -0.3], [0.2, 0.9, 0.4]], dtype=lib.float64, requires_grad=True)
        w = lib.tensor([0.5, 1.0, 2.0], dtype=lib.float64) if weighted else None
        out = lib.nn.functional.cross_entropy(x, lib.tensor(target), weight=w, label_smoothing=0.1,
                                              reduction=reduction)
        out.sum().backward()
        return _out(out), _grads(x), graph_names(out)
    same_as_pytorch(run)


def test_cross_entropy_all_ignored_gradient_is_zero():
    x = minitorch.randn(2, 3, requires_grad=True)
    minitorch.nn.functional.cross_entropy(x, minitorch.tensor([-100, -100]), label_smoothing=0.1).backward()
    assert x.grad.tolist() == [[0.0] * 3] * 2


# -- 3: loss dtypes -------------------------------------------------------------------------------

DT = {"f32": "float32", "f64": "float64", "i64": "int64", "f16": "float16", "b": "bool"}
DTYPE_CASES = [
    ("mse_loss", "f32", "i64", {}), ("mse_loss", "i64", "f32", {}), ("mse_loss", "f64", "f32", {}),
    ("mse_loss", "i64", "i64", {}), ("mse_loss", "b", "b", {}),
    ("smooth_l1_loss", "f32", "i64", {}), ("smooth_l1_loss", "f32", "f64", {}), ("smooth_l1_loss", "i64", "i64", {}),
    ("huber_loss", "f32", "f64", {}), ("huber_loss", "f64", "f32", {}), ("huber_loss", "f32", "i64", {}),
    ("huber_loss", "i64", "i64", {}), ("huber_loss", "i64", "f32", {}), ("huber_loss", "f16", "f32", {}),
    ("soft_margin_loss", "f32", "f64", {}), ("soft_margin_loss", "f64", "f32", {}),
    ("soft_margin_loss", "f32", "i64", {}), ("soft_margin_loss", "i64", "f32", {}), ("soft_margin_loss", "i64", "i64", {}),
    ("binary_cross_entropy_with_logits", "f64", "f32", {}), ("binary_cross_entropy_with_logits", "f32", "f64", {}),
    ("binary_cross_entropy_with_logits", "f32", "f16", {}), ("binary_cross_entropy_with_logits", "f32", "i64", {}),
    ("binary_cross_entropy_with_logits", "f32", "b", {}), ("binary_cross_entropy_with_logits", "i64", "f32", {}),
    ("binary_cross_entropy_with_logits", "f32", "f32", {"pos_weight": "f64"}),
    ("binary_cross_entropy_with_logits", "f32", "f32", {"weight": "f64"}),
    ("binary_cross_entropy_with_logits", "f64", "f64", {"pos_weight": "f32"}),
    ("binary_cross_entropy_with_logits", "f32", "f32", {"weight": "i64"}),
    ("binary_cross_entropy", "f32", "f32", {"weight": "f64"}), ("binary_cross_entropy", "f64", "f64", {"weight": "f32"}),
    ("binary_cross_entropy", "f32", "f64", {}), ("binary_cross_entropy", "i64", "i64", {}),
    ("kl_div", "f32", "i64", {}), ("kl_div", "i64", "f32", {}), ("kl_div", "f32", "b", {}), ("kl_div", "f32", "f64", {}),
]


@needs_torch
@pytest.mark.parametrize("name, di, dt, kw", DTYPE_CASES)
@pytest.mark.parametrize("reduction", ["mean", "none"])
def test_loss_dtypes(name, di, dt, kw, reduction):
    def run(lib):
        def mk(d, vals, rg):
            t = lib.tensor(vals).to(getattr(lib, DT[d]))
            return t.requires_grad_() if rg and t.is_floating_point() else t
        a = mk(di, [0.2, 0.7, 0.4] if di != "i64" else [1, 0, 2], True)
        b = mk(dt, [0.3, 0.6, 0.5] if dt not in ("i64", "b") else [0, 1, 1], False)
        extra = {k: mk(v, [0.5, 1.5, 2.0] if v != "i64" else [1, 2, 3], False) for k, v in kw.items()}
        out = getattr(lib.nn.functional, name)(a, b, reduction=reduction, **extra)
        result = [_out(out, ".17g")]
        try:
            out.sum().backward()
            result.append(_out(a.grad, ".17g"))
        except RuntimeError as e:
            result.append(("backward", str(e)))
        return result
    _assert_close(*both(run), rel=1e-5)  # float32 steps may round differently from ATen's


# -- 4: inplace=True for hardsigmoid, hardswish, silu, mish -----------------------------------------

ACTIVATIONS = [("hardsigmoid", "Hardsigmoid"), ("hardswish", "Hardswish"), ("silu", "SiLU"), ("mish", "Mish")]


@needs_torch
@pytest.mark.parametrize("name, module", ACTIVATIONS)
def test_inplace_activations(name, module):
    def run(lib):
        F = getattr(lib.nn.functional, name)
        x = lib.tensor([-3.5, -1.0, 0.5, 2.0, 4.0], dtype=lib.float64, requires_grad=True)
        t = x * 1
        v = t._version
        out = F(t, inplace=True)
        facts = [out is t, t._version - v, type(out.grad_fn).__name__, _out(out)]
        out.sum().backward()
        facts.append(_out(x.grad))
        try:
            F(lib.ones(2, requires_grad=True), inplace=True)
        except RuntimeError as e:
            facts.append(str(e))
        try:
            F(lib.tensor([1, 2]), inplace=True)
        except NotImplementedError as e:
            facts.append(str(e))
        m = getattr(lib.nn, module)(True)
        t = lib.tensor([1.0, -2.0], dtype=lib.float64)
        facts += [repr(m), repr(getattr(lib.nn, module)()), m(t) is t, _out(t)]
        y = lib.zeros(4, requires_grad=True).clone()
        F(y[1:], inplace=True)
        facts.append(type(y.grad_fn).__name__)
        return facts
    same_as_pytorch(run)


@pytest.mark.parametrize("name, module", ACTIVATIONS)
def test_inplace_activation_gradcheck(name, module):
    F = getattr(minitorch.nn.functional, name)
    x = minitorch.tensor([-3.5, -1.0, 0.5, 2.0, 4.0], dtype=minitorch.float64, requires_grad=True)
    assert minitorch.autograd.gradcheck(lambda a: F(a * 1, inplace=True), (x,))


# -- 5: integer pooling ---------------------------------------------------------------------------

I4 = [[[[-3, 1, 4], [1, -6, 2], [7, 0, -1]]]]
POOL_CASES = [
    "F.avg_pool2d(lib.tensor([[[[3, 1], [1, 5]]]]), 2)", "F.avg_pool2d(lib.tensor(I4), 2)",
    "F.avg_pool2d(lib.tensor(I4), 2, 1)", "F.avg_pool2d(lib.tensor(I4), 2, padding=1)",
    "F.avg_pool2d(lib.tensor(I4), 2, padding=1, count_include_pad=False)",
    "F.avg_pool2d(lib.tensor(I4), 2, divisor_override=3)", "F.avg_pool2d(lib.tensor(I4), 2, divisor_override=0)",
    "F.avg_pool2d(lib.tensor(I4).int(), 2)", "F.avg_pool2d(lib.tensor(I4).to(lib.uint8), 2)",
    "F.avg_pool2d(lib.tensor(I4).bool(), 2)",
    "F.avg_pool1d(lib.tensor([[-3, 1, 4, 2, -7]]), 2)",
    "F.avg_pool1d(lib.tensor([[-3, 1, 4, 2, -7]]), 2, padding=1, count_include_pad=False)",
    "F.avg_pool3d(lib.tensor([[[[[-3, 1], [4, 2]], [[5, -7], [1, 0]]]]]), 2)",
    "F.adaptive_avg_pool2d(lib.tensor(I4), 2)", "F.adaptive_avg_pool1d(lib.tensor([[-3, 1, 4]]), 2)",
    "F.max_pool2d(lib.tensor(I4), 2)", "F.max_pool2d(lib.tensor(I4), 2, return_indices=True)",
    "F.max_pool1d(lib.tensor([[-3, 1, 4, 2, -7]]), 2)", "F.max_pool1d(lib.tensor([[-3, 1, 4, 2, -7]]), 2, return_indices=True)",
    "F.max_pool2d(lib.tensor(I4).bool(), 2)", "F.max_pool3d(lib.ones(1, 1, 2, 2, 2).bool(), 2)",
    "F.lp_pool2d(lib.tensor(I4), 2, 2)",
]


@needs_torch
@pytest.mark.parametrize("expr", POOL_CASES)
def test_integer_pooling(expr):
    def run(lib):
        F = lib.nn.functional  # noqa: F841 - used by expr
        r = eval(expr)
        return [_out(t) for t in r] if isinstance(r, tuple) else _out(r)
    same_as_pytorch(run)


# -- 7: reflect / replicate padding with negative pads --------------------------------------------

PAD_CASES = [((1, 2, 5), pad) for pad in [(-1, 2), (2, -1), (-3, 2), (-3, -3), (-2, -2), (-1, -1)]] + \
    [((1, 2, 3, 4), pad) for pad in [(-1, 1, 1, -1), (-2, -2, -2, -2), (-2, -2, 0, 0), (-2, 0, 0, 0), (2, -2, -1, 2)]] + \
    [((1, 1, 2, 3, 3), pad) for pad in [(-1, -1, -1, -1, -1, -1), (-1, 1, 0, 1, 1, -1)]]


@needs_torch
@pytest.mark.parametrize("shape, pad", PAD_CASES)
@pytest.mark.parametrize("mode", ["reflect", "replicate", "circular"])
def test_negative_padding(shape, pad, mode):
    def run(lib):
        n = 1
        for s in shape:
            n *= s
        x = lib.arange(1., 1 + n, dtype=lib.float64).reshape(shape).requires_grad_()
        out = lib.nn.functional.pad(x, pad, mode=mode)
        (out * lib.arange(out.numel(), dtype=lib.float64).reshape(out.shape)).sum().backward()
        # (an empty output's gradient is ATen's uninitialised memory in reflection_pad3d_backward)
        return _out(out), _out(x.grad) if out.numel() else None, type(out.grad_fn).__name__
    same_as_pytorch(run)


@pytest.mark.parametrize("pad", [(-1, 2), (2, -3), (-2, 0, 1, -1)])
@pytest.mark.parametrize("mode", ["reflect", "replicate"])
def test_negative_padding_gradcheck(pad, mode):
    x = minitorch.randn(1, 4, 5, dtype=minitorch.float64, requires_grad=True)
    assert minitorch.autograd.gradcheck(lambda a: minitorch.nn.functional.pad(a, pad, mode=mode), (x,))


# -- 8: validation ---------------------------------------------------------------------------------

VALIDATION_CASES = [
    "F.adaptive_avg_pool1d(lib.randn(1, 2, 5), (2, 2))", "F.avg_pool2d(lib.randn(1, 1, 4, 4), 2, divisor_override=0)",
    "F.kl_div(lib.randn(3), lib.tensor([1, 0, 1]))", "F.mse_loss(lib.tensor([1, 2]), lib.tensor([0, 2]))",
    "F.binary_cross_entropy_with_logits(lib.randn(3), lib.tensor([1, 0, 1]))",
    "F.cross_entropy(lib.randn(2, 3), lib.tensor([0, 1]), weight=lib.ones(3).double())",
    "F.nll_loss(lib.randn(2, 3), lib.tensor([0, 1]), weight=lib.ones(3).double())",
    "lib.nn.Hardtanh(2, 1)", "F.cross_entropy(lib.tensor(1.), lib.tensor(0.))",
    "lib.nn.Linear(3, 2)(lib.tensor(1.))", "lib.nn.GroupNorm(3, 4)", "lib.nn.GroupNorm(2, 6)(lib.randn(2, 4, 3))",
    "F.adaptive_avg_pool2d(lib.randn(5), 2)", "F.adaptive_avg_pool2d(lib.randn(1, 2, 4, 4), -1)",
    "lib.nn.init.kaiming_uniform_(lib.empty(3, 4), mode='bad')",
]


@needs_torch
@pytest.mark.parametrize("expr", VALIDATION_CASES)
def test_validation_errors(expr):
    def run(lib):
        F = lib.nn.functional  # noqa: F841 - used by expr
        eval(expr)
        return "no error"
    mine, theirs = both(run)
    assert mine == theirs and mine != "no error"


# -- an empty batch ---------------------------------------------------------------------------------

EMPTY_BATCH = [
    ("nn.MaxPool1d(2)", (0, 3, 4)), ("nn.MaxPool2d(2)", (0, 3, 4, 4)), ("nn.MaxPool3d(2)", (0, 2, 2, 2, 2)),
    ("nn.AdaptiveMaxPool2d(2)", (0, 3, 4, 4)), ("nn.AdaptiveMaxPool2d(3)", (0, 3, 4, 4)),
    ("nn.AdaptiveMaxPool1d(2)", (0, 3, 4)), ("nn.Conv2d(3, 2, 3, padding=1)", (0, 3, 4, 4)),
    ("nn.Conv1d(3, 2, 3)", (0, 3, 4)), ("nn.ConvTranspose2d(3, 2, 3)", (0, 3, 4, 4)),
    ("nn.BatchNorm2d(3)", (0, 3, 4, 4)), ("nn.BatchNorm1d(3)", (0, 3, 4)), ("nn.BatchNorm2d(3).eval()", (0, 3, 4, 4)),
    ("nn.GroupNorm(1, 3)", (0, 3, 4, 4)), ("nn.GroupNorm(3, 3)", (0, 3, 2)),
]


@needs_torch
@pytest.mark.parametrize("module, shape", EMPTY_BATCH, ids=[m for m, _ in EMPTY_BATCH])
def test_an_empty_batch_like_pytorch(module, shape):
    """Empty outputs, zero gradients (the parameters' too), running statistics left as they were."""
    def run(lib):
        lib.manual_seed(0)
        m = eval(module, {"nn": lib.nn})
        x = lib.zeros(shape, requires_grad=True)
        y = m(x)
        y.sum().backward()
        params = [(n, tuple(p.grad.shape), p.grad.abs().sum().item()) for n, p in m.named_parameters()]
        buffers = [(n, b.tolist()) for n, b in m.named_buffers()]
        return tuple(y.shape), str(y.dtype), tuple(x.grad.shape), params, buffers
    same_as_pytorch(run)
