"""RMSNorm, BatchNorm3d, LocalResponseNorm, Fold/Unfold, MaxUnpool, LPPool, alpha dropout, ChannelShuffle,
CircularPad, pdist, gumbel_softmax, MultiLabelMarginLoss, TripletMarginWithDistanceLoss, CTCLoss,
ParameterDict and nn.Buffer against PyTorch: reprs, parameters and state_dict keys, float64 values and
gradients, graph node names, and PyTorch's errors."""
import warnings

import numpy as np
import pytest

import minitorch

from oracle import both, graph_names, needs_torch, same_as_pytorch, torch


_rng = np.random.default_rng(11)


def _data(*shape):
    return _rng.standard_normal(shape)


def _run(lib, fn, arrays, dtype):
    leaves = [lib.tensor(a.astype(dtype), requires_grad=True) for a in arrays]
    out = fn(lib, *leaves)
    seed = np.random.default_rng(1).standard_normal(tuple(out.shape)).astype(dtype)
    grads = lib.autograd.grad(out, leaves, lib.tensor(seed), allow_unused=True)
    return (out.detach().numpy(), graph_names(out), [None if g is None else g.numpy() for g in grads],
            str(out.dtype))


def _compare(fn, *arrays, dtype="float64"):
    """fn(lib, *leaves) in both libraries: values, dtype, graph node names and gradients."""
    mine = _run(minitorch, fn, arrays, dtype)
    if torch is None:
        return mine
    theirs = _run(torch, fn, arrays, dtype)
    assert mine[1] == theirs[1]
    assert mine[3] == theirs[3]
    tol = 1e-10 if dtype == "float64" else 1e-5
    assert mine[0].shape == theirs[0].shape
    np.testing.assert_allclose(mine[0], theirs[0], rtol=tol, atol=tol)
    for a, b in zip(mine[2], theirs[2]):
        assert (a is None) == (b is None)
        if a is not None:
            np.testing.assert_allclose(a, b, rtol=tol, atol=tol)
    return mine


def _module_facts(lib, make):
    m = make(lib)
    return (repr(m), list(m.state_dict().keys()), [(n, tuple(p.shape)) for n, p in m.named_parameters()],
            [(n, tuple(b.shape)) for n, b in m.named_buffers()])


# -- module reprs, parameters and buffers --------------------------------------------------------

@needs_torch
@pytest.mark.parametrize("make", [
    lambda lib: lib.nn.RMSNorm(4),
    lambda lib: lib.nn.RMSNorm([3, 4], eps=1e-3, elementwise_affine=False),
    lambda lib: lib.nn.BatchNorm3d(3),
    lambda lib: lib.nn.BatchNorm3d(3, affine=False, track_running_stats=False),
    lambda lib: lib.nn.LocalResponseNorm(3),
    lambda lib: lib.nn.LocalResponseNorm(2, alpha=0.1, beta=0.5, k=2.0),
    lambda lib: lib.nn.Fold((4, 5), 2),
    lambda lib: lib.nn.Fold(output_size=6, kernel_size=(2, 3), dilation=2, padding=1, stride=(1, 2)),
    lambda lib: lib.nn.Unfold(2, padding=1),
    lambda lib: lib.nn.MaxUnpool1d(2),
    lambda lib: lib.nn.MaxUnpool2d(2, 1, 1),
    lambda lib: lib.nn.MaxUnpool3d((2, 1, 2), stride=2),
    lambda lib: lib.nn.LPPool1d(2, 3),
    lambda lib: lib.nn.LPPool2d(1.5, 2, 1, ceil_mode=True),
    lambda lib: lib.nn.LPPool3d(2, (2, 1, 2)),
    lambda lib: lib.nn.AlphaDropout(0.2),
    lambda lib: lib.nn.FeatureAlphaDropout(0.3, True),
    lambda lib: lib.nn.ChannelShuffle(2),
    lambda lib: lib.nn.CircularPad1d(1),
    lambda lib: lib.nn.CircularPad2d((1, 2, 0, 1)),
    lambda lib: lib.nn.CircularPad3d(1),
    lambda lib: lib.nn.MultiLabelMarginLoss(),
    lambda lib: lib.nn.MultiLabelMarginLoss(reduction="sum"),
    lambda lib: lib.nn.TripletMarginWithDistanceLoss(),
    lambda lib: lib.nn.TripletMarginWithDistanceLoss(distance_function=lib.nn.CosineSimilarity(), margin=2.0,
                                                     swap=True),
    lambda lib: lib.nn.CTCLoss(),
    lambda lib: lib.nn.CTCLoss(blank=1, reduction="sum", zero_infinity=True),
    lambda lib: lib.nn.ParameterDict({"b": lib.nn.Parameter(lib.ones(2)), "a": lib.zeros(3, 2, dtype=lib.float64),
                                      "c": "text"}),
])
def test_module_repr_parameters_and_buffers_match_pytorch(make):
    same_as_pytorch(lambda lib: _module_facts(lib, make))


# -- forward values, gradients and graphs ---------------------------------------------------------

@needs_torch
@pytest.mark.parametrize("dtype", ["float64", "float32"])
@pytest.mark.parametrize("fn, shape", [
    (lambda lib, x, w: lib.nn.functional.rms_norm(x, (5,), w), (2, 3, 5)),
    (lambda lib, x, w: lib.nn.functional.rms_norm(x, (5,), w, eps=1e-2), (2, 3, 5)),
    (lambda lib, x, w: lib.nn.functional.rms_norm(x, [5]) * w.sum(), (4, 5)),
])
def test_rms_norm_matches_pytorch(fn, shape, dtype):
    _compare(fn, _data(*shape), _data(5), dtype=dtype)


@needs_torch
def test_rms_norm_module_and_multi_dim_shape():
    _compare(lambda lib, x: lib.nn.RMSNorm([3, 4], dtype=lib.float64)(x), _data(2, 3, 4))
    _compare(lambda lib, x: lib.nn.RMSNorm(4, eps=0.5, elementwise_affine=False)(x), _data(3, 4))
    # eps=None is the dtype's machine epsilon: visible on an all-zero row's gradient scale
    _compare(lambda lib, x: lib.nn.functional.rms_norm(x * 1e-9, (4,)), _data(2, 4))


@needs_torch
@pytest.mark.parametrize("call", [
    lambda lib: lib.nn.functional.rms_norm(lib.randn(2, 3), (4,)),
    lambda lib: lib.nn.functional.rms_norm(lib.randn(2, 3, 5), (2, 4)),
    lambda lib: lib.nn.functional.rms_norm(lib.randn(2, 3), ()),
    lambda lib: lib.nn.functional.rms_norm(lib.randn(2, 3), (3,), lib.ones(2)),
    lambda lib: lib.nn.functional.rms_norm(lib.randn(3), (2, 3)),
    lambda lib: lib.nn.functional.rms_norm(lib.arange(6).view(2, 3), (3,)),
])
def test_rms_norm_errors_match_pytorch(call):
    same_as_pytorch(call)


@needs_torch
def test_batch_norm3d_train_eval_and_running_stats():
    data = _data(2, 3, 2, 2, 2)

    def run(lib):
        m = lib.nn.BatchNorm3d(3, dtype=lib.float64)
        x = lib.tensor(data, requires_grad=True)
        y = m(x)
        g, = lib.autograd.grad((y * y.detach()).sum(), x)
        m.eval()
        z = m(x)
        return (np.round(y.detach().numpy(), 10).tolist(), np.round(g.numpy(), 10).tolist(),
                np.round(z.detach().numpy(), 10).tolist(), np.round(m.running_var.numpy(), 10).tolist(),
                int(m.num_batches_tracked), type(y.grad_fn).__name__)
    assert same_as_pytorch(run)[-1] == "NativeBatchNormBackward0"
    same_as_pytorch(lambda lib: lib.nn.BatchNorm3d(3)(lib.randn(2, 3, 4)))


@needs_torch
@pytest.mark.parametrize("fn, shape", [
    (lambda lib, x: lib.nn.functional.local_response_norm(x, 3), (2, 5, 4, 3)),
    (lambda lib, x: lib.nn.functional.local_response_norm(x, 2, alpha=0.5, beta=0.3, k=2.0), (2, 5, 4)),
    (lambda lib, x: lib.nn.LocalResponseNorm(4, alpha=0.2)(x), (1, 6, 2, 2, 3)),
])
def test_local_response_norm_matches_pytorch(fn, shape):
    _compare(fn, _data(*shape))


@needs_torch
def test_local_response_norm_errors_and_empty():
    same_as_pytorch(lambda lib: lib.nn.functional.local_response_norm(lib.randn(2, 3), 2))
    same_as_pytorch(lambda lib: tuple(lib.nn.functional.local_response_norm(lib.randn(0, 3, 2), 2).shape))


@needs_torch
def test_fold_unfold_modules_match_pytorch():
    _compare(lambda lib, x: lib.nn.Unfold(2, padding=1, stride=(1, 2))(x), _data(2, 3, 4, 5))
    _compare(lambda lib, x: lib.nn.Fold((4, 5), 2)(x), _data(2, 12, 12))
    _compare(lambda lib, x: lib.nn.Fold((4, 5), 2)(x.view(2, 12, 12)), _data(2, 144))


@needs_torch
@pytest.mark.parametrize("fn, shape", [
    (lambda lib, x: lib.nn.functional.lp_pool2d(x, 2, 2), (2, 3, 4, 5)),
    (lambda lib, x: lib.nn.functional.lp_pool2d(x, 3, (2, 3), stride=1, ceil_mode=True), (2, 3, 4, 5)),
    (lambda lib, x: lib.nn.functional.lp_pool1d(x, 2, 3, 2), (2, 3, 7)),
    (lambda lib, x: lib.nn.functional.lp_pool1d(x.abs() + 0.1, 1.5, 2), (3, 6)),
    (lambda lib, x: lib.nn.functional.lp_pool3d(x, 2, 2), (2, 4, 4, 4)),
    (lambda lib, x: lib.nn.functional.lp_pool3d(x.abs() + 0.1, 2.5, (2, 1, 2), stride=1), (1, 2, 3, 3, 3)),
    (lambda lib, x: lib.nn.functional.lp_pool2d(x, float("inf"), 2), (2, 3, 4, 4)),
    (lambda lib, x: lib.nn.LPPool2d(2, 2)(x), (1, 2, 4, 4)),
    (lambda lib, x: lib.nn.LPPool1d(1, 2)(x.abs()), (1, 2, 6)),
    (lambda lib, x: lib.nn.LPPool3d(2, 2)(x), (1, 1, 2, 4, 4)),
])
def test_lp_pool_matches_pytorch(fn, shape):
    _compare(fn, _data(*shape))


def _pool_then_unpool(lib, x, n, kernel, stride=None, padding=0, output_size=None):
    F = lib.nn.functional
    pool = {1: F.max_pool1d, 2: F.max_pool2d, 3: F.max_pool3d}[n]
    unpool = {1: lib.nn.MaxUnpool1d, 2: lib.nn.MaxUnpool2d, 3: lib.nn.MaxUnpool3d}[n](kernel, stride, padding)
    out, indices = pool(x, kernel, stride, padding, return_indices=True)
    return unpool(out, indices, output_size)


@needs_torch
@pytest.mark.parametrize("fn, shape", [
    (lambda lib, x: _pool_then_unpool(lib, x, 2, 2), (2, 3, 4, 4)),
    (lambda lib, x: _pool_then_unpool(lib, x, 2, 2, output_size=(5, 5)), (2, 3, 5, 5)),
    (lambda lib, x: _pool_then_unpool(lib, x, 2, 3, 2, 1, output_size=[1, 2, 5, 6]), (1, 2, 5, 6)),
    (lambda lib, x: _pool_then_unpool(lib, x, 2, 2), (3, 4, 4)),
    (lambda lib, x: _pool_then_unpool(lib, x, 1, 2, output_size=(5,)), (2, 3, 5)),
    (lambda lib, x: _pool_then_unpool(lib, x, 1, 3, 1), (2, 6)),
    (lambda lib, x: _pool_then_unpool(lib, x, 3, 2), (1, 2, 4, 4, 4)),
    (lambda lib, x: _pool_then_unpool(lib, x, 3, 2, output_size=(4, 5, 5)), (2, 4, 5, 5)),
])
def test_max_unpool_matches_pytorch(fn, shape):
    _compare(fn, _data(*shape))


@needs_torch
@pytest.mark.parametrize("call", [
    lambda lib: lib.nn.functional.max_unpool2d(lib.randn(1, 1, 2, 2), lib.tensor([[[[0, 1], [2, 20]]]]), 2),
    lambda lib: lib.nn.functional.max_unpool2d(lib.randn(1, 1, 2, 2), lib.tensor([[[[0, 1], [2, 2]]]]), 2,
                                               output_size=(7, 7)),
    lambda lib: lib.nn.functional.max_unpool2d(lib.randn(1, 1, 2, 2), lib.tensor([[[[0, 1], [2, 2]]]]), 2,
                                               output_size=(4, 4, 4)),
    lambda lib: lib.nn.functional.max_unpool2d(lib.randn(1, 1, 2, 2), lib.tensor([[[[0, 1], [2, 2]]]]).float(), 2),
    lambda lib: lib.nn.functional.max_unpool2d(lib.randn(1, 1, 2, 2), lib.tensor([[[0, 1, 2, 2]]]), 2),
    lambda lib: lib.nn.functional.max_unpool2d(lib.randn(2, 2), lib.tensor([[0, 1], [2, 2]]), 2),
    lambda lib: lib.nn.functional.max_unpool3d(lib.randn(1, 1, 2, 2, 2),
                                               lib.zeros(1, 1, 2, 2, 2, dtype=lib.long) + 100, 2),
    lambda lib: lib.nn.functional.max_unpool3d(lib.randn(2, 2, 2), lib.zeros(2, 2, 2, dtype=lib.long), 2),
    lambda lib: lib.nn.functional.max_unpool1d(lib.randn(1, 1, 2), lib.tensor([[[0, 9]]]), 2),
    lambda lib: lib.nn.functional.max_unpool1d(lib.randn(1, 1, 2), lib.tensor([[[0, -1]]]), 2),
])
def test_max_unpool_errors_match_pytorch(call):
    same_as_pytorch(call)


# -- dropout: alpha dropout keeps SELU's statistics ----------------------------------------------

_ALPHA = 1.7580993408473766


def _alpha_values(p):
    a = 1.0 / np.sqrt((_ALPHA ** 2 * p + 1) * (1 - p))
    return a, _ALPHA * a * p, _ALPHA * a * (p - 1)


@pytest.mark.parametrize("feature", [False, True])
def test_alpha_dropout_values_gradients_and_graph(feature):
    p = 0.3
    x = minitorch.randn(20, 8, 5, dtype=minitorch.float64, requires_grad=True)
    F = minitorch.nn.functional
    y = (F.feature_alpha_dropout if feature else F.alpha_dropout)(x, p, training=True)
    assert graph_names(y) == ["AddBackward0", "MulBackward0", "AccumulateGrad", None, None]
    a, kept_shift, dropped = _alpha_values(p)
    yv, xv = y.detach().numpy(), x.detach().numpy()
    kept = np.isclose(yv, a * xv + kept_shift, rtol=0, atol=1e-12)
    assert (kept | np.isclose(yv, dropped, rtol=0, atol=1e-12)).all()
    assert 0.5 < kept.mean() < 0.9
    if feature:  # one decision per (sample, channel)
        assert (kept == kept[:, :, :1]).all()
    g, = minitorch.autograd.grad(y.sum(), x)
    np.testing.assert_allclose(g.numpy(), np.where(kept, a, 0.0), rtol=1e-12)


@needs_torch
@pytest.mark.parametrize("call", [
    lambda lib: lib.nn.functional.alpha_dropout(lib.ones(3), 0.5).tolist(),  # training=False by default
    lambda lib: lib.nn.functional.alpha_dropout(lib.ones(3), 0.0, True).tolist(),
    lambda lib: lib.nn.functional.alpha_dropout(lib.ones(3, requires_grad=True) * 2, 1.0, True).tolist(),
    lambda lib: type(lib.nn.functional.alpha_dropout(lib.ones(3, requires_grad=True) * 2, 1.0, True).grad_fn).__name__,
    lambda lib: lib.nn.functional.feature_alpha_dropout(lib.ones(3), 0.5, True).tolist(),
    lambda lib: lib.nn.functional.feature_alpha_dropout(lib.ones(3), 1.0, True).tolist(),
    lambda lib: lib.nn.functional.alpha_dropout(lib.ones(3), 1.5),
    lambda lib: lib.nn.functional.feature_alpha_dropout(lib.ones(3), -0.1),
    lambda lib: lib.nn.AlphaDropout(2.0),
    lambda lib: lib.nn.AlphaDropout(0.4).eval()(lib.arange(3.0)).tolist(),
    lambda lib: lib.nn.FeatureAlphaDropout(0.4).eval()(lib.arange(3.0)).tolist(),
])
def test_alpha_dropout_edge_cases_match_pytorch(call):
    same_as_pytorch(call)


def test_alpha_dropout_inplace_writes_into_input():
    x = minitorch.randn(4, 6, dtype=minitorch.float64)
    y = x.clone()
    out = minitorch.nn.functional.alpha_dropout(y, 0.5, True, inplace=True)
    assert out is y
    a, kept_shift, dropped = _alpha_values(0.5)
    assert (np.isclose(y.numpy(), a * x.numpy() + kept_shift) | np.isclose(y.numpy(), dropped)).all()
    m = minitorch.nn.AlphaDropout(0.5, inplace=True)  # as PyTorch's, the module works out of place
    z = x.clone()
    assert m(z) is not z


# -- channel shuffle, circular padding -----------------------------------------------------------

@needs_torch
@pytest.mark.parametrize("fn, shape", [
    (lambda lib, x: lib.nn.functional.channel_shuffle(x, 2), (2, 6, 3)),
    (lambda lib, x: lib.nn.ChannelShuffle(3)(x), (2, 6, 2, 2)),
    (lambda lib, x: lib.channel_shuffle(x, 4), (1, 8, 1, 1, 2)),
])
def test_channel_shuffle_matches_pytorch(fn, shape):
    assert _compare(fn, _data(*shape))[1][0] == "ChannelShuffleBackward0"


@needs_torch
@pytest.mark.parametrize("call", [
    lambda lib: lib.nn.functional.channel_shuffle(lib.randn(2, 6), 2),
    lambda lib: lib.nn.functional.channel_shuffle(lib.randn(2, 6, 3), 0),
    lambda lib: lib.nn.ChannelShuffle(4)(lib.randn(2, 6, 3)),
    lambda lib: lib.nn.functional.channel_shuffle(lib.arange(12).view(2, 6, 1), 3).tolist(),
    lambda lib: lib.nn.functional.native_channel_shuffle(lib.arange(12).view(2, 6, 1), 3).tolist(),
    lambda lib: lib.nn.functional.native_channel_shuffle(lib.randn(2, 6), 2),
    lambda lib: lib.nn.functional.native_channel_shuffle(lib.randn(2, 6, 3), 4),
    lambda lib: graph_names(lib.nn.functional.native_channel_shuffle(lib.randn(2, 6, 3, requires_grad=True), 2)),
    lambda lib: lib.nn.functional.native_channel_shuffle(lib.randn(2, 6, 3, requires_grad=True), 2).sum().backward(),
])
def test_channel_shuffle_errors_match_pytorch(call):
    same_as_pytorch(call)


@needs_torch
@pytest.mark.parametrize("fn, shape", [
    (lambda lib, x: lib.nn.CircularPad1d(2)(x), (2, 3, 4)),
    (lambda lib, x: lib.nn.CircularPad1d((1, 3))(x), (3, 4)),
    (lambda lib, x: lib.nn.CircularPad2d((1, 2, 0, 1))(x), (2, 3, 4, 4)),
    (lambda lib, x: lib.nn.CircularPad2d(1)(x), (3, 2, 2)),
    (lambda lib, x: lib.nn.CircularPad3d(1)(x), (1, 2, 2, 3, 3)),
    (lambda lib, x: lib.nn.CircularPad3d((1, 0, 0, 1, 1, 0))(x), (2, 2, 3, 3)),
])
def test_circular_pad_matches_pytorch(fn, shape):
    _compare(fn, _data(*shape))


@needs_torch
@pytest.mark.parametrize("call", [
    lambda lib: lib.nn.CircularPad2d(1)(lib.randn(2, 3)),
    lambda lib: lib.nn.CircularPad1d(1)(lib.randn(2, 3, 4, 5)),
    lambda lib: lib.nn.CircularPad3d(1)(lib.randn(2, 3, 4)),
    lambda lib: lib.nn.CircularPad1d(3)(lib.randn(2, 3, 2)),
])
def test_circular_pad_errors_match_pytorch(call):
    same_as_pytorch(call)


# -- pdist, gumbel_softmax, max_pool1d_with_indices, upsample -------------------------------------

@needs_torch
@pytest.mark.parametrize("p", [2.0, 1.0, 0.5, 1.5, 3.0, float("inf"), 0.0])
def test_pdist_matches_pytorch(p):
    data = _data(5, 3)
    data[3] = data[1]  # a zero distance: its gradient is 0, as ATen's
    names = _compare(lambda lib, x: lib.nn.functional.pdist(x, p), data)[1]
    assert names[0] == "PdistBackward0"
    _compare(lambda lib, x: lib.pdist(x.t(), p), _data(3, 4))  # a view: made contiguous first
    for rows in (40, 2, 1):  # the gradient's segment sums per row and per column, one pair, none
        _compare(lambda lib, x: lib.nn.functional.pdist(x, p), _data(rows, 6))


@needs_torch
@pytest.mark.parametrize("call", [
    lambda lib: lib.nn.functional.pdist(lib.randn(3)),
    lambda lib: lib.nn.functional.pdist(lib.arange(6).view(3, 2)),
    lambda lib: lib.nn.functional.pdist(lib.randn(3, 2), -1),
    lambda lib: tuple(lib.nn.functional.pdist(lib.randn(1, 2)).shape),
    lambda lib: tuple(lib.nn.functional.pdist(lib.randn(0, 2)).shape),
])
def test_pdist_errors_match_pytorch(call):
    same_as_pytorch(call)


@needs_torch
def test_pdist_double_backward_raises_as_pytorch():
    data = _data(4, 3)

    def run(lib):
        x = lib.tensor(data, requires_grad=True)
        g, = lib.autograd.grad(lib.pdist(x).sum(), x, create_graph=True)
        names = graph_names(g)[:3]
        try:
            g.sum().backward()
        except Exception as e:  # noqa: BLE001
            return names, type(e).__name__, str(e)
    mine = same_as_pytorch(run)
    assert mine[0][0] == "PdistBackwardBackward0"


@pytest.mark.parametrize("hard", [False, True])
def test_gumbel_softmax_sums_to_one_and_graph(hard):
    x = minitorch.randn(4, 6, dtype=minitorch.float64, requires_grad=True)
    y = minitorch.nn.functional.gumbel_softmax(x, tau=0.5, hard=hard)
    np.testing.assert_allclose(y.detach().numpy().sum(-1), 1.0)
    if hard:  # one-hot forward, the soft sample's gradient
        assert set(np.unique(np.round(y.detach().numpy(), 12))) <= {0.0, 1.0}
        assert graph_names(y)[:3] == ["AddBackward0", None, "SoftmaxBackward0"]
    else:
        assert graph_names(y) == ["SoftmaxBackward0", "DivBackward0", "AddBackward0", "AccumulateGrad", None, None]
    g, = minitorch.autograd.grad((y * minitorch.arange(6.0, dtype=minitorch.float64)).sum(), x)
    np.testing.assert_allclose(g.numpy().sum(-1), 0.0, atol=1e-10)  # softmax's gradient sums to zero per row


@needs_torch
def test_gumbel_softmax_eps_warning_matches_pytorch():
    def run(lib):
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            lib.nn.functional.gumbel_softmax(lib.randn(2, 3), eps=1e-5)
        return [str(w.message) for w in caught]
    assert same_as_pytorch(run) == ["`eps` parameter is deprecated and has no effect."]


@needs_torch
def test_max_pool1d_with_indices_matches_pytorch():
    data = _data(2, 3, 7)

    def run(lib):
        x = lib.tensor(data, requires_grad=True)
        out, idx = lib.nn.functional.max_pool1d_with_indices(x, 3, 2, 1)
        return np.round(out.detach().numpy(), 12).tolist(), idx.tolist(), graph_names(out)
    same_as_pytorch(run)


# -- losses -----------------------------------------------------------------------------------------

_ML_TARGET = np.array([[3, 0, -1, 1, 2], [0, 1, 2, 3, 4], [1, -1, 2, 2, 0], [4, 4, -1, -1, -1]])


@needs_torch
@pytest.mark.parametrize("reduction", ["mean", "sum", "none"])
def test_multilabel_margin_loss_matches_pytorch(reduction):
    names = _compare(lambda lib, x: lib.nn.functional.multilabel_margin_loss(x, lib.tensor(_ML_TARGET),
                                                                             reduction=reduction), _data(4, 5))[1]
    assert names[0] == "MultilabelMarginLossBackward0"
    _compare(lambda lib, x: lib.nn.MultiLabelMarginLoss(reduction=reduction)(x, lib.tensor(_ML_TARGET[0])),
             _data(5))


@needs_torch
@pytest.mark.parametrize("call", [
    lambda lib: lib.nn.functional.multilabel_margin_loss(lib.randn(3, 4), lib.zeros(3, 5, dtype=lib.long)),
    lambda lib: lib.nn.functional.multilabel_margin_loss(lib.randn(3, 4), lib.zeros(3, 4)),
    lambda lib: lib.nn.functional.multilabel_margin_loss(lib.randn(3, 4), lib.full((3, 4), 7)),
    lambda lib: lib.nn.functional.multilabel_margin_loss(lib.randn(2, 3, 4), lib.zeros(2, 3, 4, dtype=lib.long)),
    lambda lib: lib.nn.functional.multilabel_margin_loss(lib.randn(3, 4), lib.zeros(3, 4, dtype=lib.long),
                                                         reduction="bad"),
    lambda lib: tuple(lib.nn.functional.multilabel_margin_loss(lib.randn(()), lib.zeros((), dtype=lib.long),
                                                               reduction="none").shape),
])
def test_multilabel_margin_loss_errors_match_pytorch(call):
    same_as_pytorch(call)


def _l_inf(x1, x2):
    return (x1 - x2).abs().amax(-1)


@needs_torch
@pytest.mark.parametrize("kwargs", [{}, {"margin": 2.0}, {"swap": True}, {"reduction": "sum"},
                                    {"reduction": "none", "swap": True}, {"distance_function": _l_inf}])
def test_triplet_margin_with_distance_loss_matches_pytorch(kwargs):
    def fn(lib, a, p, n):
        kw = dict(kwargs)
        return lib.nn.functional.triplet_margin_with_distance_loss(a, p, n, **kw)
    _compare(fn, _data(5, 4), _data(5, 4), _data(5, 4))

    def module(lib, a, p, n):
        kw = {k: v for k, v in kwargs.items()}
        return lib.nn.TripletMarginWithDistanceLoss(**kw)(a, p, n)
    _compare(module, _data(5, 4), _data(5, 4), _data(5, 4))
    _compare(lambda lib, a, p, n: lib.nn.TripletMarginWithDistanceLoss(
        distance_function=lambda x, y: 1.0 - lib.nn.functional.cosine_similarity(x, y))(a, p, n),
        _data(5, 4), _data(5, 4), _data(5, 4))


@needs_torch
@pytest.mark.parametrize("call", [
    lambda lib: lib.nn.TripletMarginWithDistanceLoss(margin=0),
    lambda lib: lib.nn.functional.triplet_margin_with_distance_loss(lib.randn(3), lib.randn(3), lib.randn(3),
                                                                    margin=-1.0),
    lambda lib: lib.nn.functional.triplet_margin_with_distance_loss(lib.randn(3), lib.randn(3), lib.randn(3),
                                                                    reduction="avg"),
    lambda lib: lib.nn.functional.triplet_margin_with_distance_loss(lib.randn(3), lib.randn(3), lib.randn(2, 3)),
])
def test_triplet_margin_with_distance_loss_errors_match_pytorch(call):
    same_as_pytorch(call)


# -- CTC ------------------------------------------------------------------------------------------

def _ctc(lib, x, targets, input_lengths, target_lengths, log_softmax=True, **kwargs):
    log_probs = x.log_softmax(-1) if log_softmax else x
    return lib.nn.functional.ctc_loss(log_probs, lib.tensor(targets), input_lengths, target_lengths, **kwargs)


_CTC_CASES = [
    # padded (N, S) targets, full lengths
    ((6, 2, 4), [[1, 2], [3, 3]], [6, 6], [2, 2], {}),
    # padded targets, varying input and target lengths, every reduction
    ((7, 3, 5), [[1, 2, 3], [4, 4, 0], [2, 0, 0]], [7, 5, 6], [3, 2, 1], {}),
    ((7, 3, 5), [[1, 2, 3], [4, 4, 0], [2, 0, 0]], [7, 5, 6], [3, 2, 1], {"reduction": "sum"}),
    ((7, 3, 5), [[1, 2, 3], [4, 4, 0], [2, 0, 0]], [7, 5, 6], [3, 2, 1], {"reduction": "none"}),
    # concatenated 1-D targets, another blank, an empty target
    ((6, 3, 4), [1, 2, 2, 3, 1], [6, 6, 4], [2, 0, 3], {}),
    ((5, 2, 4), [0, 1, 2, 1], [5, 5], [2, 2], {"blank": 3}),
    # an infeasible alignment (too short an input): inf, or 0 with zero_infinity
    ((3, 2, 4), [[1, 1, 1], [1, 2, 3]], [3, 3], [3, 3], {"reduction": "none"}),
    ((3, 2, 4), [[1, 1, 1], [1, 2, 3]], [3, 3], [3, 3], {"zero_infinity": True}),
    ((3, 2, 4), [[1, 1, 1], [1, 2, 3]], [3, 3], [3, 3], {"zero_infinity": True, "reduction": "sum"}),
]


@needs_torch
@pytest.mark.parametrize("shape, targets, input_lengths, target_lengths, kwargs", _CTC_CASES)
def test_ctc_loss_matches_pytorch(shape, targets, input_lengths, target_lengths, kwargs):
    if kwargs.get("reduction") == "none" and not kwargs.get("zero_infinity") and shape == (3, 2, 4):
        data = _data(*shape)
        mine, theirs = both(lambda lib: _ctc(lib, lib.tensor(data), targets, input_lengths, target_lengths,
                                             **kwargs).tolist())
        assert np.isinf(mine[0]) and np.isinf(theirs[0])
        np.testing.assert_allclose(mine[1], theirs[1], rtol=1e-12)
        return
    names = _compare(lambda lib, x: _ctc(lib, x, targets, input_lengths, target_lengths, **kwargs),
                     _data(*shape))[1]
    assert "CtcLossBackward0" in names


@needs_torch
def test_ctc_loss_gradient_on_log_probs_and_tensor_lengths_match_pytorch():
    # ATen's gradient in log_probs itself (not through a log_softmax), and lengths given as tensors
    _compare(lambda lib, x: _ctc(lib, x, [[1, 2], [3, 1]], lib.tensor([6, 5]), lib.tensor([2, 1]),
                                 log_softmax=False), _data(6, 2, 4))
    # unbatched: (T, C) log_probs, (S,) targets, 0-dim lengths
    _compare(lambda lib, x: _ctc(lib, x, [1, 2, 1], lib.tensor(6), lib.tensor(3), reduction="none"), _data(6, 4))
    _compare(lambda lib, x: lib.nn.CTCLoss(blank=2)(x.log_softmax(-1), lib.tensor([[0, 1], [1, 1]]), [5, 5],
                                                   [2, 2]), _data(5, 2, 3))


@needs_torch
def test_ctc_loss_double_backward_is_not_implemented_as_pytorch():
    data = _data(5, 2, 3)

    def run(lib):
        x = lib.tensor(data, requires_grad=True)
        y = lib.nn.functional.ctc_loss(x, lib.tensor([[1, 2], [2, 1]]), [5, 5], [2, 2])
        g, = lib.autograd.grad(y, x, create_graph=True)
        names = graph_names(g)[:3]
        try:
            g.sum().backward()
        except Exception as e:  # noqa: BLE001
            return names, type(e).__name__, str(e)
    assert same_as_pytorch(run)[0][0] == "NotImplemented"


@needs_torch
@pytest.mark.parametrize("call", [
    lambda lib: lib.nn.functional.ctc_loss(lib.randn(5, 2, 3), lib.tensor([[1, 2], [2, 1]]), [5], [2, 2]),
    lambda lib: lib.nn.functional.ctc_loss(lib.randn(5, 2, 3), lib.tensor([[1, 2], [2, 1]]), [5, 5], [2]),
    lambda lib: lib.nn.functional.ctc_loss(lib.randn(5, 2, 3), lib.tensor([[1, 2], [2, 1]]), [5, 5], [2, 2],
                                           blank=3),
    lambda lib: lib.nn.functional.ctc_loss(lib.randn(5, 2, 3), lib.tensor([[1, 2], [2, 1]]), [6, 5], [2, 2]),
    lambda lib: lib.nn.functional.ctc_loss(lib.randn(5, 2, 3), lib.tensor([[1, 2], [2, 1]]), [5, 5], [3, 2]),
    lambda lib: lib.nn.functional.ctc_loss(lib.randn(5, 2, 3), lib.tensor([1, 2, 2]), [5, 5], [2, 2]),
    lambda lib: lib.nn.functional.ctc_loss(lib.randn(5, 2, 3), lib.tensor([[1, 2], [2, 1]]), [5, 5], [2, 2],
                                           reduction="avg"),
    lambda lib: lib.nn.functional.ctc_loss(lib.randn(5, 2, 3), lib.tensor([[1, 2], [2, 1]]), lib.tensor([5., 5.]),
                                           lib.tensor([2, 2])),
])
def test_ctc_loss_errors_match_pytorch(call):
    same_as_pytorch(call)


# -- ParameterDict, Buffer ------------------------------------------------------------------------

@needs_torch
def test_parameter_dict_behaves_as_pytorch():
    def run(lib):
        d = lib.nn.ParameterDict({"b": lib.nn.Parameter(lib.ones(2)), "a": lib.zeros(3)})
        d["c"] = lib.ones(1)
        d.update([("d", lib.zeros(2)), ("a", lib.ones(4))])
        facts = [list(d.keys()), [type(v).__name__ for v in d.values()], len(d), "a" in d, d.get("zz", 5),
                 tuple(d["a"].shape), d["a"].requires_grad]
        popped = d.pop("b")
        facts += [tuple(popped.shape), list(d), d.popitem()[0], list(reversed(d)), d.setdefault("e", None)]
        e = d | lib.nn.ParameterDict({"f": lib.ones(1)})
        facts += [list(e), list(d.fromkeys(["x", "y"]).keys()), list(d.copy())]
        d.clear()
        facts.append(len(d))
        return facts
    same_as_pytorch(run)


@needs_torch
@pytest.mark.parametrize("call", [
    lambda lib: lib.nn.ParameterDict()[1],
    lambda lib: lib.nn.ParameterDict()(1),
    lambda lib: lib.nn.ParameterDict(5),
    lambda lib: lib.nn.ParameterDict([("a", lib.ones(1), 3)]),
    lambda lib: lib.nn.ParameterDict([5]),
    lambda lib: lib.nn.ParameterDict()["missing"],
])
def test_parameter_dict_errors_match_pytorch(call):
    same_as_pytorch(call, unexpected=("NameError",))


@needs_torch
def test_buffer_registers_on_assignment_as_pytorch():
    def run(lib):
        class M(lib.nn.Module):
            def __init__(self):
                super().__init__()
                self.a = lib.nn.Buffer(lib.ones(2))
                self.b = lib.nn.Buffer(lib.zeros(3), persistent=False)
                self.c = lib.ones(1)  # a plain tensor attribute stays an attribute
        m = M()
        b = lib.nn.Buffer(lib.ones(2, requires_grad=True))
        return ([n for n, _ in m.named_buffers()], list(m.state_dict().keys()), type(m.a).__name__,
                isinstance(m.a, lib.nn.Buffer), isinstance(lib.ones(1), lib.nn.Buffer), b.requires_grad,
                b.is_leaf)
    same_as_pytorch(run)


# -- in-place functional activations --------------------------------------------------------------

_INPLACE = [
    lambda lib, x: lib.nn.functional.relu_(x),
    lambda lib, x: lib.nn.functional.elu_(x, 0.7),
    lambda lib, x: lib.nn.functional.celu_(x, 1.3),
    lambda lib, x: lib.nn.functional.selu_(x),
    lambda lib, x: lib.nn.functional.leaky_relu_(x, 0.2),
    lambda lib, x: lib.nn.functional.hardtanh_(x, -0.5, 0.6),
    lambda lib, x: lib.nn.functional.threshold_(x, 0.1, 2.0),
    lambda lib, x: lib.nn.functional.rrelu_(x, 0.1, 0.3),
    lambda lib, x: lib.nn.functional.rrelu_(x, 0.2, 0.2, training=True),  # equal bounds: deterministic
    lambda lib, x: lib.nn.functional.elu(x, inplace=True),
    lambda lib, x: lib.nn.functional.selu(x, True),
    lambda lib, x: lib.nn.functional.celu(x, 0.5, True),
    lambda lib, x: lib.nn.functional.leaky_relu(x, 0.3, True),
    lambda lib, x: lib.nn.functional.hardtanh(x, inplace=True),
    lambda lib, x: lib.nn.functional.relu6(x, inplace=True),
    lambda lib, x: lib.nn.functional.relu(x, inplace=True),
    lambda lib, x: lib.nn.functional.threshold(x, 0.2, -1.0, True),
    lambda lib, x: lib.nn.functional.rrelu(x, inplace=True),
    lambda lib, x: lib.nn.RReLU(0.3, 0.3, inplace=True)(x),
]


@needs_torch
@pytest.mark.parametrize("fn", _INPLACE)
def test_inplace_activation_matches_pytorch(fn):
    data = _data(3, 4)

    def run(lib):
        a = lib.tensor(data, requires_grad=True)
        x = a * 1
        y = fn(lib, x)
        g, = lib.autograd.grad((y * y).sum(), a)
        return (y is x, x._version, graph_names(y), np.round(y.detach().numpy(), 12).tolist(),
                np.round(g.numpy(), 12).tolist())
    mine = same_as_pytorch(run)
    assert mine[0] and mine[1] == 1


@needs_torch
@pytest.mark.parametrize("fn", _INPLACE[:8] + [
    lambda lib, x: lib.nn.functional.elu_(x * 1, -1.0).sum().backward(),
    lambda lib, x: lib.nn.functional.celu_(x * 1, -1.0).sum().backward(),
    lambda lib, x: lib.nn.functional.leaky_relu_(x * 1, -0.1).sum().backward(),
])
def test_inplace_activation_errors_match_pytorch(fn):
    # on a leaf that requires grad, and an in-place backward with a negative slope
    data = _data(3, 4)
    same_as_pytorch(lambda lib: fn(lib, lib.tensor(data, requires_grad=True)))


# -- lazy modules ---------------------------------------------------------------------------------

_LAZY = [
    (lambda lib: lib.nn.LazyLinear(3), (2, 5)),
    (lambda lib: lib.nn.LazyLinear(3, bias=False, dtype=lib.float64), (4, 2, 6)),
    (lambda lib: lib.nn.LazyConv1d(4, 3), (2, 4, 5)),
    (lambda lib: lib.nn.LazyConv1d(4, 3, padding=1), (4, 5)),
    (lambda lib: lib.nn.LazyConv2d(4, 3, stride=2, groups=2), (2, 4, 6, 6)),
    (lambda lib: lib.nn.LazyConvTranspose1d(4, 3), (2, 4, 5)),
    (lambda lib: lib.nn.LazyConvTranspose2d(4, (2, 3), bias=False, groups=2), (2, 6, 3, 3)),
    (lambda lib: lib.nn.LazyBatchNorm1d(), (2, 4, 5)),
    (lambda lib: lib.nn.LazyBatchNorm2d(affine=False), (2, 3, 2, 2)),
    (lambda lib: lib.nn.LazyInstanceNorm1d(), (2, 4, 5)),
    (lambda lib: lib.nn.LazyInstanceNorm2d(affine=False, track_running_stats=False), (2, 4, 3, 3)),
]


def _lazy_facts(m):
    return (repr(m), [(k, type(v).__name__) for k, v in m.state_dict().items()],
            [(n, type(p).__name__, None if type(p).__name__.startswith("Uninit") else tuple(p.shape))
             for n, p in m.named_parameters()],
            [(n, type(b).__name__, None if type(b).__name__.startswith("Uninit") else tuple(b.shape))
             for n, b in m.named_buffers()], len(m._forward_pre_hooks))


@needs_torch
@pytest.mark.parametrize("make, shape", _LAZY)
def test_lazy_module_materializes_on_first_forward_as_pytorch(make, shape):
    data = _data(*shape)

    def run(lib):
        m = make(lib)
        before = _lazy_facts(m)
        x = lib.tensor(data, dtype=lib.float64 if "float64" in repr(m.weight.dtype if "weight" in
                                                                     dict(m.named_parameters()) else None)
                       else lib.float32)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            out = m(x)
        return before, _lazy_facts(m), tuple(out.shape), str(out.dtype)
    same_as_pytorch(run)


@pytest.mark.parametrize("make, shape", _LAZY)
def test_lazy_module_computes_as_its_eager_class(make, shape):
    m = make(minitorch)
    eager = type(m).cls_to_become
    x = minitorch.tensor(_data(*shape), dtype=m.weight.dtype if m._parameters.get("weight") is not None
                         else minitorch.float32)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = m(x)
        assert type(m) is eager and not m._forward_pre_hooks
        again = m(x)  # the eager module now: the same computation, no second initialization
    np.testing.assert_allclose(out.detach().numpy(), again.detach().numpy(), rtol=1e-6)
    for p in m.parameters():
        assert type(p) is minitorch.nn.Parameter and p.requires_grad and p.is_leaf


def test_lazy_linear_initializes_as_linear():
    m = minitorch.nn.LazyLinear(50)
    m(minitorch.randn(3, 40))
    bound = 1 / np.sqrt(40)  # kaiming_uniform(a=sqrt(5)) and the bias bound, both 1 / sqrt(fan_in)
    assert np.abs(m.weight.detach().numpy()).max() <= bound and np.abs(m.weight.detach().numpy()).max() > bound / 2
    assert np.abs(m.bias.detach().numpy()).max() <= bound


@needs_torch
def test_uninitialized_parameter_and_buffer_as_pytorch():
    def run(lib):
        p = lib.nn.UninitializedParameter()
        b = lib.nn.UninitializedBuffer(dtype=lib.float64)
        facts = [repr(p), repr(b), p.requires_grad, b.requires_grad, str(p.dtype), str(b.dtype),
                 isinstance(p, lib.nn.Parameter), tuple(p.size())]
        try:
            p.shape
        except RuntimeError as e:
            facts.append(str(e))
        p.materialize((2, 3))
        b.materialize((4,), dtype=lib.float32)
        facts += [type(p).__name__, tuple(p.shape), p.requires_grad, type(b).__name__, tuple(b.shape), str(b.dtype)]
        return facts
    same_as_pytorch(run)


@needs_torch
@pytest.mark.parametrize("call", [
    lambda lib: lib.nn.LazyConv2d(4, 3)(lib.randn(3, 4)),
    lambda lib: lib.nn.LazyConv2d(4, 3, groups=3)(lib.randn(1, 4, 5, 5)),
    lambda lib: lib.nn.LazyLinear(3).weight.shape,
    lambda lib: lib.nn.LazyConv1d(4, 3)(lib.randn(2, 3, 4, 5)),
])
def test_lazy_module_errors_match_pytorch(call):
    same_as_pytorch(call)


@needs_torch
def test_lazy_module_loads_a_checkpoint_as_pytorch():
    weight, bias = _data(3, 5), _data(3)

    def run(lib):
        m = lib.nn.Sequential(lib.nn.LazyLinear(3, dtype=lib.float64))
        m.load_state_dict({"0.weight": lib.tensor(weight), "0.bias": lib.tensor(bias)})
        first = (repr(m), type(m[0].weight).__name__, tuple(m[0].weight.shape))
        out = m(lib.tensor(_data(2, 5) * 0 + 1))
        return first, repr(m), np.round(out.detach().numpy(), 10).tolist()
    same_as_pytorch(run)


# -- linear interpolation ------------------------------------------------------------------------

@needs_torch
@pytest.mark.parametrize("dtype", ["float64", "float32"])
@pytest.mark.parametrize("fn, shape", [
    (lambda lib, x: lib.nn.functional.interpolate(x, scale_factor=2, mode="bilinear"), (2, 3, 3, 4)),
    (lambda lib, x: lib.nn.functional.interpolate(x, size=(5, 7), mode="bilinear", align_corners=True), (1, 2, 3, 4)),
    (lambda lib, x: lib.nn.functional.interpolate(x, scale_factor=(1.7, 0.6), mode="bilinear"), (1, 2, 4, 5)),
    (lambda lib, x: lib.nn.functional.interpolate(x, scale_factor=1.5, mode="bilinear",
                                                  recompute_scale_factor=True), (1, 1, 3, 3)),
    (lambda lib, x: lib.nn.functional.interpolate(x, size=1, mode="bilinear", align_corners=True), (1, 1, 3, 3)),
    (lambda lib, x: lib.nn.functional.interpolate(x, size=9, mode="linear"), (2, 3, 4)),
    (lambda lib, x: lib.nn.functional.interpolate(x, scale_factor=0.5, mode="linear", align_corners=True), (2, 3, 6)),
    (lambda lib, x: lib.nn.functional.interpolate(x, scale_factor=2, mode="trilinear"), (1, 2, 2, 3, 2)),
    (lambda lib, x: lib.nn.functional.interpolate(x, size=(3, 4, 5), mode="trilinear", align_corners=True),
     (1, 1, 2, 2, 3)),
    (lambda lib, x: lib.nn.UpsamplingBilinear2d(scale_factor=2)(x), (1, 2, 3, 3)),
    (lambda lib, x: lib.nn.UpsamplingBilinear2d(size=(4, 5))(x), (2, 1, 3, 2)),
    (lambda lib, x: lib.nn.Upsample(scale_factor=3, mode="linear")(x), (1, 2, 3)),
])
def test_linear_interpolation_matches_pytorch(fn, shape, dtype):
    _compare(fn, _data(*shape), dtype=dtype)


@needs_torch
@pytest.mark.parametrize("make", [
    lambda lib: lib.nn.UpsamplingBilinear2d(scale_factor=2),
    lambda lib: lib.nn.UpsamplingBilinear2d(size=3),
    lambda lib: lib.nn.Upsample(size=(2, 3), mode="bilinear", align_corners=False),
])
def test_upsampling_bilinear_repr_matches_pytorch(make):
    same_as_pytorch(lambda lib: _module_facts(lib, make))


@needs_torch
@pytest.mark.parametrize("call", [
    lambda lib: lib.nn.functional.interpolate(lib.ones(1, 2, 3), size=4, mode="bilinear"),
    lambda lib: lib.nn.functional.interpolate(lib.ones(1, 2, 3, 3), size=4, mode="linear"),
    lambda lib: lib.nn.functional.interpolate(lib.ones(1, 2, 3, 3), size=4, mode="trilinear"),
    lambda lib: lib.nn.functional.interpolate(lib.ones(1, 2, 3, 3, 3), size=4, mode="bilinear"),
    lambda lib: lib.nn.functional.interpolate(lib.ones(1, 2, 3), size=4, mode="nearest", align_corners=True),
])
def test_linear_interpolation_errors_match_pytorch(call):
    same_as_pytorch(call)


@needs_torch
@pytest.mark.parametrize("call", [
    lambda lib: lib.nn.functional.upsample(lib.arange(6.0).view(1, 1, 2, 3), scale_factor=2).tolist(),
    lambda lib: lib.nn.functional.upsample(lib.arange(6.0).view(1, 1, 2, 3), size=(3, 4), mode="bilinear",
                                           align_corners=True).tolist(),
    lambda lib: lib.nn.functional.upsample_bilinear(lib.arange(6.0).view(1, 1, 2, 3), scale_factor=2).tolist(),
])
def test_deprecated_upsample_functions_warn_as_pytorch(call):
    def run(lib):
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            out = np.round(np.array(call(lib)), 5).tolist()
        return out, [(w.category.__name__, str(w.message)) for w in caught]
    assert same_as_pytorch(run)[1]


@needs_torch
@pytest.mark.parametrize("make", [
    lambda lib: lib.nn.ReLU(inplace=True),
    lambda lib: lib.nn.ReLU6(inplace=True),
    lambda lib: lib.nn.SELU(inplace=True),
    lambda lib: lib.nn.ELU(0.5, inplace=True),
    lambda lib: lib.nn.CELU(1.5, inplace=True),
    lambda lib: lib.nn.LeakyReLU(0.1, inplace=True),
    lambda lib: lib.nn.Hardtanh(-0.3, 0.4, inplace=True),
    lambda lib: lib.nn.Threshold(0.1, 5.0, inplace=True),
])
def test_inplace_activation_modules_work_in_place_as_pytorch(make):
    data = _data(3, 4)

    def run(lib):
        a = lib.tensor(data, requires_grad=True)
        x = a * 1
        y = make(lib)(x)
        g, = lib.autograd.grad(y.sum(), a)
        return y is x, graph_names(y), np.round(y.detach().numpy(), 12).tolist(), np.round(g.numpy(), 12).tolist()
    assert same_as_pytorch(run)[0]


@needs_torch
@pytest.mark.parametrize("call", [
    lambda lib: lib.alpha_dropout(lib.ones(3), 0.5, False).tolist(),
    lambda lib: graph_names(lib.alpha_dropout(lib.ones(2, 3, requires_grad=True) * 1, 1.0, True)),
    lambda lib: lib.feature_alpha_dropout(lib.ones(2, 3), 1.0, True).tolist(),
    lambda lib: lib.alpha_dropout_(lib.ones(3), 0.0, True).tolist(),
    lambda lib: lib.feature_alpha_dropout_(lib.ones(2, 3), 1.0, True).tolist(),
    lambda lib: [t.tolist() for t in lib.max_pool1d_with_indices(lib.arange(10.0).view(1, 2, 5), 2)],
    lambda lib: [t.tolist() for t in lib.max_pool1d_with_indices(lib.arange(10.0).view(1, 2, 5), 3, 1, 1)],
    lambda lib: graph_names(lib.selu_(lib.ones(3, requires_grad=True) * -1)),
    lambda lib: graph_names(lib.rrelu_(lib.ones(3, requires_grad=True) * -1)),
    lambda lib: np.round(lib.pdist(lib.arange(6.0).view(3, 2)).numpy(), 12).tolist(),
    lambda lib: np.round(lib.rms_norm(lib.arange(6.0).view(3, 2), [2]).numpy(), 6).tolist(),
])
def test_torch_namespace_forms_match_pytorch(call):
    same_as_pytorch(call)
