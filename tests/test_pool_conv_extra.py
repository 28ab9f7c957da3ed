"""Shrink activations, RReLU, Softmax2d, adaptive max pooling, 3-D pooling and ConvTranspose1d against
PyTorch: module reprs, forward values and gradients with copied inputs/weights, return_indices, errors,
and the grad_fn names of the Python-level functions (the yaml harness covers the ops themselves)."""
import warnings

import numpy as np
import pytest

import minitorch

from oracle import both as _both, needs_torch, torch


def _same(fn):
    mine, theirs = _both(fn)
    if theirs is not None:
        assert mine == theirs
    return mine


_rng = np.random.default_rng(7)


def _data(*shape):
    return _rng.standard_normal(shape)


def _run(lib, fn, arrays, dtype="float64"):
    """fn over leaves built from arrays: (output values, output grad_fn name, gradients, dtypes)."""
    leaves = [lib.tensor(a.astype(dtype), requires_grad=True) for a in arrays]
    out = fn(lib, *leaves)
    outs = out if isinstance(out, tuple) else (out,)
    first = outs[0]
    seed = np.random.default_rng(1).standard_normal(tuple(first.shape)).astype(dtype)
    grads = lib.autograd.grad(first, leaves, lib.tensor(seed), allow_unused=True)
    return ([o.detach().numpy() for o in outs], type(first.grad_fn).__name__,
            [None if g is None else g.numpy() for g in grads], [str(o.dtype) for o in outs])


def _compare(fn, *arrays, dtype="float64"):
    mine = _run(minitorch, fn, arrays, dtype)
    if torch is None:
        return mine
    theirs = _run(torch, fn, arrays, dtype)
    assert mine[1] == theirs[1]
    assert mine[3] == theirs[3]
    tol = 1e-10 if dtype == "float64" else 1e-5
    for a, b in zip(mine[0], theirs[0]):
        assert a.shape == b.shape and a.dtype == b.dtype
        np.testing.assert_allclose(a, b, rtol=tol, atol=tol)
    for a, b in zip(mine[2], theirs[2]):
        assert (a is None) == (b is None)
        if a is not None:
            np.testing.assert_allclose(a, b, rtol=tol, atol=tol)
    return mine


# -- shrink, rrelu, softmax2d ------------------------------------------------------------------------

@needs_torch
@pytest.mark.parametrize("dtype", ["float64", "float32"])
@pytest.mark.parametrize("fn", [
    lambda lib, x: lib.nn.functional.hardshrink(x),
    lambda lib, x: lib.nn.functional.hardshrink(x, 0.3),
    lambda lib, x: lib.hardshrink(x, lambd=0.7),
    lambda lib, x: x.hardshrink(0.2),
    lambda lib, x: lib.nn.functional.softshrink(x),
    lambda lib, x: lib.nn.functional.softshrink(x, 0.3),
    lambda lib, x: lib.nn.Hardshrink(0.4)(x),
    lambda lib, x: lib.nn.Softshrink(0.6)(x),
    lambda lib, x: lib.nn.Softmax2d()(x),
    lambda lib, x: lib.nn.Softmax2d()(x[0]),
    lambda lib, x: lib.nn.functional.rrelu(x),
    lambda lib, x: lib.nn.functional.rrelu(x, 0.1, 0.5),
    lambda lib, x: lib.nn.RReLU(0.2, 0.4).eval()(x),
    lambda lib, x: lib.nn.functional.rrelu(x, 0.25, 0.25, training=True),  # deterministic slopes
])
def test_activation_matches_pytorch(fn, dtype):
    _compare(fn, _data(2, 3, 4, 5), dtype=dtype)


@needs_torch
def test_shrink_special_values_match_pytorch():
    values = [float("nan"), 0.5, -0.5, 0.7, -0.7, 0.2, -0.2, float("inf"), -float("inf"), 0.0, -0.0]

    def run(lib, name):
        x = lib.tensor(values, requires_grad=True)
        y = getattr(lib.nn.functional, name)(x, 0.5)
        g, = lib.autograd.grad(y.sum(), x)
        return (np.signbit(y.detach().numpy()).tolist(), np.isnan(y.detach().numpy()).tolist(),
                np.nan_to_num(y.detach().numpy()).tolist(), g.tolist())
    for name in ("hardshrink", "softshrink"):
        _same(lambda lib: run(lib, name))


@needs_torch
def test_shrink_double_backward_nodes_match_pytorch():
    data = _data(3, 4)

    def run(lib, name):
        x = lib.tensor(data, requires_grad=True)
        y = getattr(lib.nn.functional, name)(x, 0.3)
        g, = lib.autograd.grad(y.sum(), x, create_graph=True)
        return (type(y.grad_fn).__name__, type(g.grad_fn).__name__,
                [type(n).__name__ if n is not None else None for n, _ in g.grad_fn.next_functions])
    assert _same(lambda lib: run(lib, "hardshrink"))[1] == "HardshrinkBackwardBackward0"
    assert _same(lambda lib: run(lib, "softshrink"))[1] == "SoftshrinkBackwardBackward0"


@needs_torch
@pytest.mark.parametrize("call", [
    lambda lib: lib.nn.functional.softshrink(lib.ones(3), -1.0),
    lambda lib: lib.nn.functional.softshrink(lib.ones(3, dtype=lib.float64), -0.25),
    lambda lib: lib.nn.functional.softshrink(lib.ones(3), float("nan")),
    lambda lib: lib.nn.functional.softshrink(lib.ones(3), 1e39),
    lambda lib: lib.nn.functional.softshrink(lib.arange(3), 1),
    lambda lib: lib.nn.functional.hardshrink(lib.arange(3), 1),
    lambda lib: lib.hardshrink(lib.ones(3, dtype=lib.bool), 1),
    lambda lib: lib.nn.Softmax2d()(lib.ones(4, 5)),
    lambda lib: lib.nn.Softmax2d()(lib.ones(1, 2, 3, 4, 5)),
    lambda lib: lib.nn.functional.rrelu(lib.ones(3), 0.5, 0.1),
    lambda lib: lib.nn.functional.rrelu(lib.ones(3), 0.5, 0.1, training=True),
    lambda lib: lib.nn.functional.rrelu(lib.arange(3)),
    lambda lib: lib.nn.functional.rrelu(lib.arange(3), training=True),
])
def test_activation_errors_match_pytorch(call):
    mine, theirs = _both(call)
    assert isinstance(mine, tuple) and mine[0] in ("RuntimeError", "ValueError", "NotImplementedError")
    assert mine == theirs


def test_hardshrink_names_as_pytorch():
    assert hasattr(minitorch, "hardshrink") and hasattr(minitorch.Tensor, "hardshrink")
    assert not hasattr(minitorch, "softshrink")  # PyTorch has torch._C._nn.softshrink only
    x = minitorch.tensor([0.2, -0.8, 0.6], requires_grad=True)
    assert type(minitorch.nn.functional.softshrink(x).grad_fn).__name__ == "SoftshrinkBackward0"
    assert minitorch.nn.functional.softshrink(x).tolist() == pytest.approx([0.0, -0.3, 0.1])


@needs_torch
@pytest.mark.parametrize("make", [
    lambda lib: lib.nn.Hardshrink(), lambda lib: lib.nn.Hardshrink(0.3), lambda lib: lib.nn.Softshrink(),
    lambda lib: lib.nn.Softshrink(2), lambda lib: lib.nn.Softmax2d(), lambda lib: lib.nn.RReLU(),
    lambda lib: lib.nn.RReLU(0.1, 0.3, inplace=True),
    lambda lib: lib.nn.MaxPool3d(2), lambda lib: lib.nn.MaxPool3d((2, 1, 2), stride=1, padding=1, ceil_mode=True),
    lambda lib: lib.nn.AvgPool3d(2), lambda lib: lib.nn.AvgPool3d((2, 1, 2), 1, 1, True, False, 2),
    lambda lib: lib.nn.AdaptiveAvgPool3d((2, None, 3)), lambda lib: lib.nn.AdaptiveMaxPool1d(3, True),
    lambda lib: lib.nn.AdaptiveMaxPool2d((2, None)), lambda lib: lib.nn.AdaptiveMaxPool3d(2),
    lambda lib: lib.nn.ConvTranspose1d(2, 3, 3), lambda lib: lib.nn.ConvTranspose1d(4, 2, 2, 2, 1, 1, 2, False, 2),
])
def test_module_repr_matches_pytorch(make):
    _same(lambda lib: repr(make(lib)))


def test_rrelu_training_draws_slopes_in_range():
    minitorch.manual_seed(0)
    x = minitorch.tensor(-np.abs(_data(2000)) - 0.1, requires_grad=True)
    y = minitorch.nn.RReLU(0.1, 0.3)(x)  # training mode by default
    assert type(y.grad_fn).__name__ == "RreluWithNoiseBackward0"
    slopes = (y / x).detach().numpy()
    assert slopes.min() >= 0.1 and slopes.max() <= 0.3 and slopes.std() > 0.03
    g, = minitorch.autograd.grad(y.sum(), x)
    np.testing.assert_allclose(g.numpy(), slopes, rtol=1e-12)  # the gradient is the drawn slope
    positive = minitorch.tensor(np.abs(_data(50)) + 0.1)
    assert (minitorch.nn.functional.rrelu(positive, training=True) == positive).all()
    minitorch.manual_seed(0)
    again = minitorch.nn.RReLU(0.1, 0.3)(x)
    assert (again == y).all()  # the slopes come from minitorch's generator


@needs_torch
def test_rrelu_double_backward_node_matches_pytorch():
    data = _data(3, 4)

    def run(lib):
        x = lib.tensor(data, requires_grad=True)
        g, = lib.autograd.grad(lib.nn.functional.rrelu(x, training=True).sum(), x, create_graph=True)
        return type(g.grad_fn).__name__, [type(n).__name__ if n is not None else None
                                          for n, _ in g.grad_fn.next_functions]
    assert _same(run)[0] == "RreluWithNoiseBackwardBackward0"


# -- adaptive max pooling --------------------------------------------------------------------------

@needs_torch
@pytest.mark.parametrize("dtype", ["float64", "float32"])
@pytest.mark.parametrize("fn, shape", [
    (lambda lib, x: lib.nn.functional.adaptive_max_pool2d(x, (2, 3)), (2, 3, 5, 7)),
    (lambda lib, x: lib.nn.functional.adaptive_max_pool2d(x, 3), (3, 5, 4)),
    (lambda lib, x: lib.nn.functional.adaptive_max_pool2d(x, (None, 2)), (2, 2, 5, 7)),
    (lambda lib, x: lib.nn.functional.adaptive_max_pool2d(x, (6, 9)), (1, 2, 4, 5)),
    (lambda lib, x: lib.nn.functional.adaptive_max_pool1d(x, 3), (2, 3, 7)),
    (lambda lib, x: lib.nn.functional.adaptive_max_pool1d(x, (4,)), (3, 10)),
    (lambda lib, x: lib.nn.AdaptiveMaxPool2d((2, 2))(x), (2, 3, 5, 5)),
    (lambda lib, x: lib.nn.AdaptiveMaxPool1d(2)(x), (2, 3, 5)),
    (lambda lib, x: lib.nn.AdaptiveMaxPool3d((2, 1, 3))(x), (1, 2, 4, 5, 6)),
    (lambda lib, x: lib.nn.functional.adaptive_max_pool3d(x, 2), (2, 3, 5, 4)),
])
def test_adaptive_max_pool_matches_pytorch(fn, shape, dtype):
    _compare(fn, _data(*shape), dtype=dtype)


@needs_torch
@pytest.mark.parametrize("fn, shape", [
    (lambda lib, x: lib.nn.functional.adaptive_max_pool2d(x, (2, 3), return_indices=True), (2, 3, 5, 7)),
    (lambda lib, x: lib.nn.functional.adaptive_max_pool1d(x, 3, return_indices=True), (2, 3, 7)),
    (lambda lib, x: lib.nn.AdaptiveMaxPool2d(3, return_indices=True)(x), (3, 6, 4)),
    (lambda lib, x: lib.nn.AdaptiveMaxPool1d(4, return_indices=True)(x), (2, 9)),
    (lambda lib, x: lib.nn.AdaptiveMaxPool3d(2, return_indices=True)(x), (1, 2, 4, 5, 3)),
    (lambda lib, x: lib.nn.MaxPool3d(2, return_indices=True)(x), (1, 2, 4, 5, 4)),
    (lambda lib, x: lib.nn.functional.max_pool3d(x, (3, 2, 2), (2, 1, 2), 1, (1, 2, 1), True, True), (2, 5, 6, 5)),
])
def test_return_indices_match_pytorch(fn, shape):
    data = _data(*shape)

    def run(lib):
        out = fn(lib, lib.tensor(data, requires_grad=True))
        assert isinstance(out, tuple) and len(out) == 2
        return (out[0].detach().numpy().round(12).tolist(), out[1].tolist(), str(out[1].dtype),
                type(out[0].grad_fn).__name__, out[1].requires_grad)
    _same(run)


@needs_torch
def test_adaptive_max_pool_ties_and_nans_pick_as_pytorch():
    nan = float("nan")
    data = [[[1.0, nan, 3.0, nan], [5.0, 2.0, nan, 0.0]], [[2.0, 2.0, 1.0, 1.0], [2.0, 2.0, 1.0, 1.0]]]

    def run(lib):
        out, idx = lib.nn.functional.adaptive_max_pool2d(lib.tensor(data), (1, 2), return_indices=True)
        out3, idx3 = lib.nn.functional.adaptive_max_pool3d(lib.tensor(data)[None], (1, 1, 1), return_indices=True)
        return idx.tolist(), np.isnan(out.numpy()).tolist(), idx3.tolist()
    mine = _same(run)
    assert mine[0] == [[[1, 6]], [[0, 2]]]  # the last nan (3 and 6: 6); the first of equal maxima


@needs_torch
def test_adaptive_max_pool1d_graph_matches_pytorch():
    data = _data(2, 3, 7)

    def run(lib):
        x = lib.tensor(data, requires_grad=True)
        out = lib.nn.functional.adaptive_max_pool1d(x, 3)
        names, node = [], out.grad_fn
        while node is not None and node.next_functions:
            names.append(type(node).__name__)
            node = node.next_functions[0][0]
        return names
    assert _same(run) == ["SqueezeBackward1", "AdaptiveMaxPool2DBackward0", "UnsqueezeBackward0"]


@needs_torch
@pytest.mark.parametrize("call", [
    lambda lib: lib.nn.functional.adaptive_max_pool1d(lib.ones(2, 3, 4, 5), 2),
    lambda lib: lib.nn.functional.adaptive_max_pool1d(lib.ones(3, 4), (2, 3)),
    lambda lib: lib.nn.functional.adaptive_max_pool1d(lib.ones(3, 0), 2),
    lambda lib: lib.nn.functional.adaptive_max_pool2d(lib.ones(5), 2),
    lambda lib: lib.nn.functional.adaptive_max_pool2d(lib.ones(2, 3, 4, 5), (2, 3, 4)),
    lambda lib: lib.nn.functional.adaptive_max_pool2d(lib.ones(2, 4, 4), (2, 2, 2)),
    lambda lib: lib.nn.functional.adaptive_max_pool2d(lib.ones(2, 0, 4, 5), 2),
    lambda lib: lib.nn.functional.adaptive_max_pool2d(lib.ones(2, 3, 0, 5), 2),
    lambda lib: lib.nn.functional.adaptive_max_pool2d(lib.arange(16).view(1, 4, 4), 2),
    lambda lib: lib.nn.functional.adaptive_max_pool2d(lib.ones(3, 4, 5), (2, -1)),
    lambda lib: lib.nn.functional.adaptive_max_pool3d(lib.ones(3, 4), 2),
    lambda lib: lib.nn.functional.adaptive_max_pool3d(lib.arange(27).view(1, 3, 3, 3), 2),
])
def test_adaptive_max_pool_errors_match_pytorch(call):
    mine, theirs = _both(call)
    assert isinstance(mine, tuple) and mine[0] in ("RuntimeError", "ValueError", "NotImplementedError")
    assert mine == theirs


# -- 3-D pooling -------------------------------------------------------------------------------------

@needs_torch
@pytest.mark.parametrize("dtype", ["float64", "float32"])
@pytest.mark.parametrize("fn, shape", [
    (lambda lib, x: lib.nn.functional.max_pool3d(x, 2), (1, 2, 4, 4, 4)),
    (lambda lib, x: lib.nn.functional.max_pool3d(x, (3, 2, 2), stride=(2, 1, 2), padding=1, dilation=(1, 2, 1),
                                                 ceil_mode=True), (2, 5, 6, 5)),
    (lambda lib, x: lib.nn.MaxPool3d(3, 2, 1)(x), (1, 2, 5, 6, 7)),
    (lambda lib, x: lib.nn.functional.avg_pool3d(x, 2), (1, 2, 4, 4, 4)),
    (lambda lib, x: lib.nn.functional.avg_pool3d(x, (3, 2, 3), (2, 1, 2), 1, True, False), (2, 5, 6, 5)),
    (lambda lib, x: lib.nn.AvgPool3d(3, 2, 1, ceil_mode=True)(x), (1, 2, 5, 6, 7)),
    (lambda lib, x: lib.nn.AvgPool3d(2, 1, divisor_override=3)(x), (1, 2, 3, 4, 3)),
    (lambda lib, x: lib.nn.functional.adaptive_avg_pool3d(x, (2, 3, 2)), (1, 2, 5, 7, 4)),
    (lambda lib, x: lib.nn.functional.adaptive_avg_pool3d(x, 1), (2, 3, 4, 5)),
    (lambda lib, x: lib.nn.AdaptiveAvgPool3d((None, 2, 5))(x), (2, 2, 3, 4, 4)),
])
def test_pool3d_matches_pytorch(fn, shape, dtype):
    _compare(fn, _data(*shape), dtype=dtype)


@needs_torch
@pytest.mark.parametrize("fn", [
    lambda lib, x: lib.nn.functional.max_pool3d(x, 2),
    lambda lib, x: lib.nn.functional.avg_pool3d(x, 2, 1, 1),
    lambda lib, x: lib.nn.functional.adaptive_max_pool3d(x, (2, 3, 2)),
    lambda lib, x: lib.nn.functional.adaptive_max_pool2d(x[0], 3),
])
def test_pool_double_backward_nodes_match_pytorch(fn):
    data = _data(1, 2, 4, 5, 4)

    def run(lib):
        x = lib.tensor(data, requires_grad=True)
        g, = lib.autograd.grad(fn(lib, x).sum(), x, create_graph=True)
        node = g.grad_fn
        while type(node).__name__ == "SelectBackwardBackward0" or type(node).__name__ == "SelectBackward0":
            node = node.next_functions[0][0]  # x[0]: the pooled slice's gradient is embedded
        return type(node).__name__
    assert _same(run).endswith("BackwardBackward0")


@needs_torch
def test_adaptive_avg_pool3d_double_backward_values_match_pytorch():
    data = _data(1, 2, 5, 4, 3)

    def run(lib):
        x = lib.tensor(data, requires_grad=True)
        g, = lib.autograd.grad((lib.nn.functional.adaptive_avg_pool3d(x, (2, 3, 2)) ** 2).sum(), x,
                               create_graph=True)
        gg, = lib.autograd.grad((g * g).sum(), x)
        return gg.numpy().round(10).tolist()
    _same(run)


@needs_torch
def test_int_pool3d_matches_pytorch():
    def run(lib):
        x = lib.arange(-30, 34).view(1, 4, 4, 4)
        return (lib.nn.functional.max_pool3d(x, 2).tolist(), lib.nn.functional.avg_pool3d(x, 2).tolist(),
                str(lib.nn.functional.avg_pool3d(x, 2).dtype))
    _same(run)


@needs_torch
@pytest.mark.parametrize("call", [
    lambda lib: lib.nn.functional.max_pool3d(lib.ones(1, 2, 4, 4, 4), (2, 2)),
    lambda lib: lib.nn.functional.max_pool3d(lib.ones(1, 2, 4, 4, 4), 2, stride=(1, 2)),
    lambda lib: lib.nn.functional.max_pool3d(lib.ones(1, 2, 4, 4, 4), 2, padding=(1, 1)),
    lambda lib: lib.nn.functional.max_pool3d(lib.ones(1, 2, 4, 4, 4), 2, dilation=(1, 1)),
    lambda lib: lib.nn.functional.max_pool3d(lib.ones(2, 3, 4, 5, 6), 2, padding=2),
    lambda lib: lib.nn.functional.max_pool3d(lib.ones(1, 2, 3, 3, 3), 4),
    lambda lib: lib.nn.functional.max_pool3d(lib.ones(1, 2, 3, 3, 3), 2, stride=0),
    lambda lib: lib.nn.functional.max_pool3d(lib.ones(2, 4, 4), 2),
    lambda lib: lib.nn.functional.avg_pool3d(lib.ones(1, 2, 4, 4, 4), (2, 2)),
    lambda lib: lib.nn.functional.avg_pool3d(lib.ones(1, 2, 4, 4, 4), 2, stride=(1, 2)),
    lambda lib: lib.nn.functional.avg_pool3d(lib.ones(1, 2, 4, 4, 4), 2, padding=(1, 1)),
    lambda lib: lib.nn.functional.avg_pool3d(lib.ones(1, 2, 3, 3, 3), 2, padding=2),
    lambda lib: lib.nn.functional.avg_pool3d(lib.ones(1, 2, 3, 3, 3), 4),
    lambda lib: lib.nn.functional.avg_pool3d(lib.ones(1, 2, 3, 3, 3), 2, divisor_override=0),
    lambda lib: lib.nn.functional.avg_pool3d(lib.ones(2, 4, 4), 2),
    lambda lib: lib.nn.functional.adaptive_avg_pool3d(lib.ones(3, 4), 2),
    lambda lib: lib.nn.functional.adaptive_avg_pool3d(lib.ones(1, 2, 4, 4, 4), (2, 2)),
    lambda lib: lib.nn.functional.adaptive_avg_pool3d(lib.ones(1, 2, 4, 4, 4), (2, -1, 2)),
    lambda lib: lib.nn.functional.adaptive_avg_pool3d(lib.arange(27).view(1, 3, 3, 3), 2),
])
def test_pool3d_errors_match_pytorch(call):
    mine, theirs = _both(call)
    assert isinstance(mine, tuple) and mine[0] in ("RuntimeError", "ValueError", "NotImplementedError")
    assert mine == theirs


# -- ConvTranspose1d ---------------------------------------------------------------------------------

def _copy_module(lib, make, source):
    """A module built in lib with the parameters of the minitorch module ``source``."""
    module = make(lib)
    with lib.no_grad():
        for name, p in source.named_parameters():
            getattr(module, name).copy_(lib.tensor(p.detach().numpy()))
    return module


@needs_torch
@pytest.mark.parametrize("make, shape", [
    (lambda lib: lib.nn.ConvTranspose1d(2, 3, 3), (2, 2, 5)),
    (lambda lib: lib.nn.ConvTranspose1d(4, 2, 2, stride=2, padding=1, output_padding=1, groups=2,
                                        dilation=2), (1, 4, 6)),
    (lambda lib: lib.nn.ConvTranspose1d(2, 3, 3, bias=False), (2, 7)),  # unbatched
])
def test_conv_transpose1d_module_matches_pytorch(make, shape):
    minitorch.manual_seed(3)
    source = make(minitorch).double()
    x = _data(*shape)

    def run(lib):
        module = _copy_module(lib, make, source).double()
        xi = lib.tensor(x, requires_grad=True)
        out = module(xi)
        seed = lib.tensor(np.random.default_rng(2).standard_normal(tuple(out.shape)))
        params = [p for _, p in module.named_parameters()]
        grads = lib.autograd.grad(out, [xi] + params, seed)
        return (out.detach().numpy(), type(out.grad_fn).__name__, [g.numpy() for g in grads])
    mine, theirs = _both(run)
    assert mine[1] in ("ConvolutionBackward0", "SqueezeBackward1")
    if theirs is not None:
        assert mine[1] == theirs[1]
        np.testing.assert_allclose(mine[0], theirs[0], rtol=1e-10, atol=1e-10)
        for a, b in zip(mine[2], theirs[2]):
            np.testing.assert_allclose(a, b, rtol=1e-10, atol=1e-10)


@needs_torch
def test_conv_transpose1d_functional_matches_pytorch():
    w = _data(3, 2, 4)
    _compare(lambda lib, x, w_, b: lib.nn.functional.conv_transpose1d(x, w_, b, 2, 1, 1), _data(2, 3, 5), w,
             _data(2))
    _compare(lambda lib, x, w_: lib.nn.functional.conv_transpose1d(x, w_), _data(3, 5), w)
