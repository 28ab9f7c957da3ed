"""nn.functional composites and their graphs against PyTorch (the yaml entries are in the op harness)."""
import numpy as np
import pytest

import minitorch
import minitorch.nn.functional as F

torch = pytest.importorskip("torch")
TF = torch.nn.functional
rng = np.random.default_rng(0)


def pair(*shape, positive=False, prob=False):
    a = rng.uniform(0.1, 0.9, shape) if prob else (rng.uniform(0.5, 2, shape) if positive else
                                                    rng.standard_normal(shape))
    return (minitorch.tensor(a.copy(), requires_grad=True), torch.tensor(a.copy(), requires_grad=True))


def idx(high, *shape):
    a = rng.integers(0, high, shape)
    return minitorch.tensor(a), torch.tensor(a)


def check(ours, theirs, inputs, tol=1e-10):
    np.testing.assert_allclose(ours.detach().numpy(), theirs.detach().numpy(), rtol=tol, atol=tol)
    seed = rng.standard_normal(tuple(theirs.shape))
    our_in = [i[0] for i in inputs]
    their_in = [i[1] for i in inputs]
    g1 = minitorch.autograd.grad(ours, our_in, minitorch.tensor(seed), allow_unused=True)
    g2 = torch.autograd.grad(theirs, their_in, torch.tensor(seed), allow_unused=True)
    for a, b in zip(g1, g2):
        if b is None:
            assert a is None or not a.numpy().any()
            continue
        np.testing.assert_allclose(a.numpy(), b.numpy(), rtol=tol, atol=tol)


CASES = {
    "relu6": lambda m, x: m.relu6(x), "leaky_relu": lambda m, x: m.leaky_relu(x, 0.1), "elu": lambda m, x: m.elu(x),
    "selu": lambda m, x: m.selu(x), "celu": lambda m, x: m.celu(x, 0.7), "gelu": lambda m, x: m.gelu(x),
    "gelu_tanh": lambda m, x: m.gelu(x, approximate="tanh"), "silu": lambda m, x: m.silu(x),
    "mish": lambda m, x: m.mish(x), "softplus": lambda m, x: m.softplus(x, 2.0, 1.0),
    "softsign": lambda m, x: m.softsign(x), "hardtanh": lambda m, x: m.hardtanh(x, -0.5, 0.5),
    "hardsigmoid": lambda m, x: m.hardsigmoid(x * 4), "hardswish": lambda m, x: m.hardswish(x * 4),
    "logsigmoid": lambda m, x: m.logsigmoid(x), "threshold": lambda m, x: m.threshold(x, 0.2, -1.0),
    "softmin": lambda m, x: m.softmin(x, 1), "normalize": lambda m, x: m.normalize(x),
    "dropout_eval": lambda m, x: m.dropout(x, 0.5, training=False),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_activation_matches_pytorch(name):
    x = pair(3, 5)
    fn = CASES[name]
    ours, theirs = fn(F, x[0]), fn(TF, x[1])
    check(ours, theirs, [x], tol=1e-7 if name == "celu" else 1e-10)  # PyTorch computes 1/alpha in float
    if theirs.grad_fn is None:
        assert ours.grad_fn is None
    else:
        assert ours.grad_fn.name() == theirs.grad_fn.name()


def test_activation_node_names():
    x = minitorch.randn(3, requires_grad=True)
    assert F.relu6(x).grad_fn.name() == "HardtanhBackward0"
    assert F.selu(x).grad_fn.name() == "EluBackward0"
    assert F.logsigmoid(x).grad_fn.name() == "LogSigmoidBackward0"


@pytest.mark.parametrize("kw", [dict(), dict(stride=2, padding=1), dict(padding="same", dilation=2),
                                dict(groups=2, padding=(1, 0)), dict(padding="same")])
def test_conv2d(kw):
    x, w, b = pair(2, 4, 7, 6), pair(6, 4 // kw.get("groups", 1), 3, 2), pair(6)
    ours = F.conv2d(x[0], w[0], b[0], **kw)
    theirs = TF.conv2d(x[1], w[1], b[1], **kw)
    check(ours, theirs, [x, w, b])
    if not (kw.get("padding") == "same" and "dilation" not in kw):  # even kernel, 'same': padded asymmetrically
        assert ours.grad_fn.name() == "ConvolutionBackward0"


def test_conv1d_and_transpose():
    x, w, b = pair(2, 3, 9), pair(4, 3, 3), pair(4)
    check(F.conv1d(x[0], w[0], b[0], stride=2, padding=1), TF.conv1d(x[1], w[1], b[1], stride=2, padding=1),
          [x, w, b])
    x, w, b = pair(2, 4, 3, 3), pair(4, 3, 3, 3), pair(6)
    check(F.conv_transpose2d(x[0], w[0], b[0], stride=2, padding=1, output_padding=1, groups=2),
          TF.conv_transpose2d(x[1], w[1], b[1], stride=2, padding=1, output_padding=1, groups=2), [x, w, b])


def test_pooling():
    x = pair(2, 3, 7, 6)
    check(F.max_pool2d(x[0], 3, 2, 1), TF.max_pool2d(x[1], 3, 2, 1), [x])
    out, ind = F.max_pool2d(x[0], 2, return_indices=True)
    out_t, ind_t = TF.max_pool2d(x[1], 2, return_indices=True)
    assert (ind.numpy() == ind_t.numpy()).all()
    assert out.grad_fn.name() == "MaxPool2DWithIndicesBackward0"
    check(F.avg_pool2d(x[0], 3, 2, 1, ceil_mode=True, count_include_pad=False),
          TF.avg_pool2d(x[1], 3, 2, 1, ceil_mode=True, count_include_pad=False), [x])
    check(F.adaptive_avg_pool2d(x[0], (3, 4)), TF.adaptive_avg_pool2d(x[1], (3, 4)), [x])
    check(F.adaptive_avg_pool2d(x[0], 1), TF.adaptive_avg_pool2d(x[1], 1), [x])
    y = pair(2, 3, 9)
    check(F.max_pool1d(y[0], 3, 2), TF.max_pool1d(y[1], 3, 2), [y])
    check(F.avg_pool1d(y[0], 3, 2, 1), TF.avg_pool1d(y[1], 3, 2, 1), [y])


@pytest.mark.parametrize("kw", [dict(), dict(reduction="sum"), dict(reduction="none"), dict(ignore_index=1),
                                dict(weight=True), dict(label_smoothing=0.2), dict(label_smoothing=0.1, weight=True),
                                dict(label_smoothing=0.1, ignore_index=2, reduction="sum")])
def test_cross_entropy_indices(kw):
    x = pair(6, 4)
    t = idx(4, 6)
    kw = dict(kw)
    w_ours = w_theirs = None
    if kw.pop("weight", False):
        w = rng.uniform(0.5, 2, 4)
        w_ours, w_theirs = minitorch.tensor(w), torch.tensor(w)
    ours = F.cross_entropy(x[0], t[0], weight=w_ours, **kw)
    theirs = TF.cross_entropy(x[1], t[1], weight=w_theirs, **kw)
    check(ours, theirs, [x])
    if not kw:
        assert ours.grad_fn.name() == "NllLossBackward0"
        assert ours.grad_fn.next_functions[0][0].name() == "LogSoftmaxBackward0"


def test_cross_entropy_probabilities_and_nd():
    x, p = pair(5, 4), pair(5, 4, prob=True)
    check(F.cross_entropy(x[0], p[0].detach(), label_smoothing=0.1),
          TF.cross_entropy(x[1], p[1].detach(), label_smoothing=0.1), [x])
    x, t = pair(2, 4, 3, 3), idx(4, 2, 3, 3)
    check(F.cross_entropy(x[0], t[0]), TF.cross_entropy(x[1], t[1]), [x])


@pytest.mark.parametrize("name", ["mse_loss", "l1_loss", "smooth_l1_loss", "huber_loss", "kl_div", "bce",
                                  "bce_logits", "bce_logits_pos", "cosine", "pairwise"])
@pytest.mark.parametrize("reduction", ["mean", "sum", "none"])
def test_losses(name, reduction):
    a, b = pair(4, 3), pair(4, 3)
    pa, pb = pair(4, 3, prob=True), pair(4, 3, prob=True)
    w = rng.uniform(0.5, 2, 3)
    calls = {
        "mse_loss": lambda m, i: m.mse_loss(a[i], b[i], reduction=reduction),
        "l1_loss": lambda m, i: m.l1_loss(a[i], b[i], reduction=reduction),
        "smooth_l1_loss": lambda m, i: m.smooth_l1_loss(a[i], b[i], reduction=reduction, beta=0.5),
        "huber_loss": lambda m, i: m.huber_loss(a[i], b[i], reduction=reduction, delta=0.7),
        "kl_div": lambda m, i: m.kl_div(a[i], pb[i], reduction="batchmean" if reduction == "mean" else reduction),
        "bce": lambda m, i: m.binary_cross_entropy(pa[i], pb[i], reduction=reduction),
        "bce_logits": lambda m, i: m.binary_cross_entropy_with_logits(a[i], pb[i], reduction=reduction),
        "bce_logits_pos": lambda m, i: m.binary_cross_entropy_with_logits(
            a[i], pb[i], reduction=reduction, pos_weight=(minitorch.tensor(w) if i == 0 else torch.tensor(w))),
        "cosine": lambda m, i: m.cosine_similarity(a[i], b[i]),
        "pairwise": lambda m, i: m.pairwise_distance(a[i], b[i]),
    }
    ours, theirs = calls[name](F, 0), calls[name](TF, 1)
    check(ours, theirs, [a, b, pa, pb])


def test_loss_node_names():
    a, b = minitorch.randn(3, requires_grad=True), minitorch.randn(3)
    assert F.mse_loss(a, b).grad_fn.name() == "MseLossBackward0"
    assert F.smooth_l1_loss(a, b).grad_fn.name() == "SmoothL1LossBackward0"
    assert F.binary_cross_entropy_with_logits(a, b.sigmoid()).grad_fn.name() == \
        "BinaryCrossEntropyWithLogitsBackward0"


def test_norms():
    x, w, b = pair(4, 6, 3), pair(6), pair(6)
    check(F.layer_norm(x[0], (6, 3)), TF.layer_norm(x[1], (6, 3)), [x])
    check(F.group_norm(x[0], 3, w[0], b[0]), TF.group_norm(x[1], 3, w[1], b[1]), [x, w, b])
    rm, rv = rng.standard_normal(6), rng.uniform(0.5, 2, 6)
    ours_m, ours_v = minitorch.tensor(rm.copy()), minitorch.tensor(rv.copy())
    theirs_m, theirs_v = torch.tensor(rm.copy()), torch.tensor(rv.copy())
    check(F.batch_norm(x[0], ours_m, ours_v, w[0], b[0], training=True, momentum=0.2),
          TF.batch_norm(x[1], theirs_m, theirs_v, w[1], b[1], training=True, momentum=0.2), [x, w, b])
    np.testing.assert_allclose(ours_m.numpy(), theirs_m.numpy(), rtol=1e-12)
    np.testing.assert_allclose(ours_v.numpy(), theirs_v.numpy(), rtol=1e-12)
    check(F.batch_norm(x[0], ours_m, ours_v, w[0], b[0], training=False),
          TF.batch_norm(x[1], theirs_m, theirs_v, w[1], b[1], training=False), [x, w, b])


def test_linear_bilinear_embedding_one_hot():
    x, w, b = pair(2, 3, 4), pair(5, 4), pair(5)
    check(F.linear(x[0], w[0], b[0]), TF.linear(x[1], w[1], b[1]), [x, w, b])
    check(F.linear(x[0], w[0]), TF.linear(x[1], w[1]), [x, w])
    x1, x2, wb, bb = pair(3, 4), pair(3, 2), pair(5, 4, 2), pair(5)
    check(F.bilinear(x1[0], x2[0], wb[0], bb[0]), TF.bilinear(x1[1], x2[1], wb[1], bb[1]), [x1, x2, wb, bb])
    e, i = pair(6, 3), idx(6, 2, 5)
    check(F.embedding(i[0], e[0], padding_idx=2), TF.embedding(i[1], e[1], padding_idx=2), [e])
    t = idx(4, 5)
    assert (F.one_hot(t[0], 6).numpy() == TF.one_hot(t[1], 6).numpy()).all()


@pytest.mark.parametrize("kw", [dict(), dict(is_causal=True), dict(mask=True)])
def test_scaled_dot_product_attention(kw):
    q, k, v = pair(2, 3, 4, 5), pair(2, 3, 6, 5), pair(2, 3, 6, 5)
    mask = rng.random((4, 6)) > 0.3
    mask[:, 0] = True
    extra = lambda mod: ({"attn_mask": mod.tensor(mask)} if kw.get("mask") else {})  # noqa: E731
    causal = kw.get("is_causal", False)
    check(F.scaled_dot_product_attention(q[0], k[0], v[0], is_causal=causal, **extra(minitorch)),
          TF.scaled_dot_product_attention(q[1], k[1], v[1], is_causal=causal, **extra(torch)), [q, k, v])


def test_dropout_training_scales_and_zeroes():
    minitorch.manual_seed(0)
    x = minitorch.ones(2000, requires_grad=True)
    y = F.dropout(x, 0.25)
    kept = y.detach().numpy() != 0
    assert abs(kept.mean() - 0.75) < 0.05
    np.testing.assert_allclose(y.detach().numpy()[kept], 1 / 0.75)
    y.sum().backward()
    np.testing.assert_allclose(x.grad.numpy(), y.detach().numpy())


def test_bad_input_errors():
    with pytest.raises(RuntimeError, match="expected input\\[2, 3, 5, 5\\] to have 2 channels, but got 3 channels"):
        F.conv2d(minitorch.randn(2, 3, 5, 5), minitorch.randn(4, 2, 3, 3))
    with pytest.raises(IndexError, match="Target 7 is out of bounds."):
        F.cross_entropy(minitorch.randn(2, 4), minitorch.tensor([0, 7]))
    with pytest.raises(ValueError, match="Expected input batch_size \\(2\\) to match target batch_size \\(3\\)"):
        F.nll_loss(minitorch.randn(2, 4), minitorch.tensor([0, 1, 2]))
    with pytest.raises(ValueError, match="is not a valid value for reduction"):
        F.mse_loss(minitorch.randn(2), minitorch.randn(2), reduction="avg")


def _node_names(fn):
    names, queue = [], [fn]
    while queue:
        node = queue.pop(0)
        if node is not None:
            names.append(type(node).__name__)
            queue.extend(n for n, _ in node.next_functions)
    return names


@pytest.mark.parametrize("shape", [(2, 3, 5), (2, 3, 4, 5), (2, 3, 2, 2, 2)], ids=["3d", "4d", "5d"])
@pytest.mark.parametrize("reduction", ["mean", "sum", "none"])
@pytest.mark.parametrize("weighted", [False, True], ids=["", "weighted"])
def test_spatial_nll_loss_like_pytorch(shape, reduction, weighted):
    # PyTorch's nll_loss_nd: a 4-D input runs nll_loss2d; 3-D and 5-D ones are viewed as 4-D first.
    x = pair(*shape)
    target = idx(3, shape[0], *shape[2:])
    target[0][0].view(-1)[0] = -100  # ignored
    target[1][0].view(-1)[0] = -100
    w = tuple(t.detach() for t in pair(3, positive=True)) if weighted else (None, None)
    ours = F.nll_loss(x[0], target[0], w[0], reduction=reduction)
    theirs = TF.nll_loss(x[1], target[1], w[1], reduction=reduction)
    assert _node_names(ours.grad_fn) == _node_names(theirs.grad_fn)
    check(ours, theirs, [x])
    ours = F.cross_entropy(x[0], target[0], reduction=reduction)
    theirs = TF.cross_entropy(x[1], target[1], reduction=reduction)
    assert _node_names(ours.grad_fn) == _node_names(theirs.grad_fn)
    check(ours, theirs, [x])


@pytest.mark.parametrize("shapes", [((2, 3, 4, 5), (2, 4, 4)), ((2, 3, 5), (2, 4)), ((2, 3, 5, 2, 2), (2, 5, 2)),
                                    ((2, 3, 4, 5), (2, 4))], ids=["4d", "3d", "5d", "4d-2d-target"])
def test_spatial_nll_loss_errors_like_pytorch(shapes):
    def message(lib, functional):
        try:
            functional.nll_loss(lib.ones(*shapes[0]), lib.zeros(*shapes[1], dtype=lib.long))
        except Exception as error:  # noqa: BLE001 - compared by type and message
            return type(error).__name__, str(error)
    assert message(minitorch, F) == message(torch, TF) is not None


# -- interpolate (mode 'nearest': the upsample_nearest*d entries) -------------------------------------------

INTERPOLATE_CASES = [
    ((1, 2, 2, 3), dict(scale_factor=2.5)), ((1, 1, 2, 3), dict(size=(3, 7))), ((2, 3, 4), dict(size=5)),
    ((1, 1, 10), dict(size=3)), ((1, 1, 7), dict(scale_factor=0.7)),
    ((1, 1, 7), dict(scale_factor=1.3, recompute_scale_factor=True)), ((1, 2, 2, 3, 2), dict(scale_factor=(1, 2, 1.5))),
    ((2, 1, 3, 3), dict(size=4)), ((1, 1, 4, 4), dict(scale_factor=2)),
]


@pytest.mark.parametrize("shape, kwargs", INTERPOLATE_CASES)
def test_interpolate_nearest_like_pytorch(shape, kwargs):
    x = pair(*shape)
    ours, theirs = F.interpolate(x[0], **kwargs), TF.interpolate(x[1], **kwargs)
    assert type(ours.grad_fn).__name__ == type(theirs.grad_fn).__name__
    check(ours, theirs, [x])


@pytest.mark.parametrize("args", [dict(), dict(size=3, scale_factor=2), dict(size=(1, 2, 3)),
                                  dict(scale_factor=(1, 2, 3)), dict(scale_factor=2, mode="bogus"),
                                  dict(scale_factor=2, align_corners=True), dict(size=4, recompute_scale_factor=True),
                                  dict(scale_factor=2, antialias=True)])
def test_interpolate_errors_like_pytorch(args):
    errors = []
    for f, lib in ((F, minitorch), (TF, torch)):
        with pytest.raises(Exception) as info:
            f.interpolate(lib.ones(1, 1, 2, 3), **args)
        errors.append((type(info.value).__name__, str(info.value)))
    assert errors[0] == errors[1]


def test_interpolate_modes_not_implemented_say_so():
    """Past PyTorch's own checks of the mode (lanczos needs antialias=True), the missing kernel says so."""
    with pytest.raises(NotImplementedError, match="interpolate\\(mode='lanczos'\\) is not implemented in "):
        F.interpolate(minitorch.ones(1, 1, 2, 3), scale_factor=2, mode="lanczos", antialias=True)


@pytest.mark.parametrize("mode, kw", [("bicubic", dict(size=(5, 6), align_corners=True)), ("bicubic", dict(size=(7, 9))),
                                      ("bicubic", dict(scale_factor=(0.5, 2.5))), ("bicubic", dict(size=(3, 2))),
                                      ("bicubic", dict(scale_factor=2, recompute_scale_factor=True)),
                                      ("area", dict(size=(3, 2))), ("area", dict(scale_factor=0.5)),
                                      ("area", dict(size=(6, 7)))])
def test_interpolate_bicubic_and_area_like_pytorch(mode, kw):
    x = pair(2, 3, 4, 5)
    check(F.interpolate(x[0], mode=mode, **kw), torch.nn.functional.interpolate(x[1], mode=mode, **kw), [x])


def test_upsample_modules_like_pytorch():
    for args in (dict(scale_factor=2), dict(size=(3, 4)), dict(scale_factor=(2, 1.5))):
        assert repr(minitorch.nn.Upsample(**args)) == repr(torch.nn.Upsample(**args))
    assert repr(minitorch.nn.UpsamplingNearest2d(scale_factor=2)) == repr(torch.nn.UpsamplingNearest2d(scale_factor=2))
    x = pair(1, 1, 2, 3)
    check(minitorch.nn.Upsample(scale_factor=2)(x[0]), torch.nn.Upsample(scale_factor=2)(x[1]), [x])


# -- glu, prelu, tanhshrink, adaptive_avg_pool1d and their modules -----------------------------------------

def _node_chain(tensor):
    names, stack = [], [tensor.grad_fn]
    while stack:
        f = stack.pop()
        if f is not None:
            names.append(f.name().replace("torch::autograd::", ""))
            stack.extend(n for n, _ in reversed(f.next_functions))
    return names


@pytest.mark.parametrize("name, call, shapes", [
    ("glu", lambda f, x: f.glu(x), [(2, 4)]), ("glu dim 0", lambda f, x: f.glu(x, 0), [(4, 3)]),
    ("tanhshrink", lambda f, x: f.tanhshrink(x), [(2, 4)]),
    ("prelu channels", lambda f, x, w: f.prelu(x, w), [(2, 3, 4), (3,)]),
    ("prelu one slope", lambda f, x, w: f.prelu(x, w), [(2, 4), (1,)]),
    ("prelu 1-D", lambda f, x, w: f.prelu(x, w), [(3,), (1,)]),
    ("adaptive_avg_pool1d", lambda f, x: f.adaptive_avg_pool1d(x, 3), [(2, 3, 7)]),
    ("adaptive_avg_pool1d to 1", lambda f, x: f.adaptive_avg_pool1d(x, 1), [(3, 5)]),
])
def test_activation_and_pooling_composites_like_pytorch(name, call, shapes):
    inputs = [pair(*shape) for shape in shapes]
    ours, theirs = call(F, *[i[0] for i in inputs]), call(TF, *[i[1] for i in inputs])
    assert _node_chain(ours) == _node_chain(theirs)
    check(ours, theirs, inputs)


@pytest.mark.parametrize("call", [
    lambda f, lib: f.glu(lib.ones(2, 3)), lambda f, lib: f.glu(lib.tensor(1.0)), lambda f, lib: f.glu(lib.ones(4), 1),
    lambda f, lib: f.prelu(lib.ones(2, 3), lib.ones(2)),
    lambda f, lib: f.prelu(lib.ones(2, 3), lib.ones(3, dtype=lib.float64)),
    lambda f, lib: f.prelu(lib.ones(2, 3), lib.ones(1, 3)), lambda f, lib: f.prelu(lib.tensor(1.0), lib.ones(2)),
    lambda f, lib: f.adaptive_avg_pool1d(lib.ones(2, 3, 4, 5), 2),
])
def test_activation_and_pooling_errors_like_pytorch(call):
    errors = []
    for f, lib in ((F, minitorch), (TF, torch)):
        with pytest.raises(Exception) as info:
            call(f, lib)
        errors.append((type(info.value).__name__, str(info.value)))
    assert errors[0] == errors[1]


def test_prelu_glu_pool_modules_like_pytorch():
    for make in (lambda nn: nn.PReLU(), lambda nn: nn.PReLU(3, 0.1), lambda nn: nn.AdaptiveAvgPool1d(3),
                 lambda nn: nn.Tanhshrink(), lambda nn: nn.GLU(), lambda nn: nn.GLU(0)):
        assert repr(make(minitorch.nn)) == repr(make(torch.nn))
    ours, theirs = minitorch.nn.PReLU(3, 0.1), torch.nn.PReLU(3, 0.1)
    assert ours.weight.tolist() == pytest.approx(theirs.weight.tolist()) and type(ours.weight).__name__ == "Parameter"
    x = pair(2, 3, 4)
    check(ours.double()(x[0]), theirs.double()(x[1]), [x])


# -- channel dropout: dropout1d / 2d / 3d ----------------------------------------------------------------------

def test_channel_dropout_zeroes_whole_channels_and_scales_the_rest():
    minitorch.manual_seed(0)
    y = F.dropout2d(minitorch.ones(400, 3, 2, 2, requires_grad=True), 0.25)
    per_channel = y.detach().numpy().reshape(400, 3, 4)
    assert ((per_channel == 0).all(-1) | (per_channel == 1 / 0.75).all(-1)).all()
    assert 0.2 < (per_channel == 0).all(-1).mean() < 0.3
    assert type(y.grad_fn).__name__ == "MulBackward0"


@pytest.mark.parametrize("call", [
    lambda f, lib: f.dropout2d(lib.ones(2, 3), 0.5).shape, lambda f, lib: f.dropout3d(lib.ones(2, 3), 0.5).shape,
    lambda f, lib: f.dropout2d(lib.ones(3, 4, 4, requires_grad=True), 0.5).grad_fn.name(),
    lambda f, lib: f.dropout1d(lib.ones(3, 4, requires_grad=True), 0.5).grad_fn.name(),
    lambda f, lib: f.dropout2d(lib.ones(2, 3), 1.5), lambda f, lib: f.dropout1d(lib.ones(2, 3, 4, 5)),
    lambda f, lib: f.dropout2d(lib.ones(5), 0.5),
    lambda f, lib: (lambda x: (f.dropout2d(x, 0.5, training=False) is x, f.dropout2d(x, 0.0) is x,
                               f.dropout2d(x, 1.0).abs().sum().item()))(lib.ones(2, 3, 2, 2)),
    lambda f, lib: (repr(lib.nn.Dropout2d(0.3)), repr(lib.nn.Dropout1d()), repr(lib.nn.Dropout3d(0.2, True))),
])
def test_channel_dropout_like_pytorch(call):
    import warnings
    seen = []
    for f, lib in ((F, minitorch), (TF, torch)):
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            try:
                result = str(call(f, lib))
            except Exception as error:  # noqa: BLE001 - compared by type and message
                result = f"{type(error).__name__}: {error}"
        seen.append((result, [str(w.message) for w in caught]))
    assert seen[0] == seen[1]


def test_float_of_a_tensor_that_requires_grad_warns_once_like_pytorch():
    """PyTorch's TORCH_WARN_ONCE: the first float() of such a tensor in a process warns, later ones do not."""
    import warnings
    minitorch._tensor._warned_scalar_with_grad = False
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        x = minitorch.tensor(2.0, requires_grad=True)
        values = (float(x), float(x), int(x), x.item(), float(x.detach()))
    assert values == (2.0, 2.0, 2, 2.0, 2.0)
    assert [str(w.message) for w in caught] == [
        "Converting a tensor with requires_grad=True to a scalar may lead to unexpected behavior.\nConsider using "
        "tensor.detach() first. (Triggered internally at "
        "/__w/pytorch/pytorch/torch/csrc/autograd/generated/python_variable_methods.cpp:822.)"]


@pytest.mark.parametrize("call", [
    lambda f, lib: (lambda y: (tuple(y.shape), y.grad_fn.name(), y.tolist(), y.stride()))(
        f.pixel_shuffle(lib.arange(16.0).reshape(1, 4, 2, 2).requires_grad_(), 2)),
    lambda f, lib: f.pixel_unshuffle(f.pixel_shuffle(lib.arange(16.0).reshape(1, 4, 2, 2).requires_grad_(), 2),
                                     2).grad_fn.name(),
    lambda f, lib: tuple(lib.pixel_shuffle(lib.ones(2, 8, 2, 3, 4), 2).shape),
    lambda f, lib: (repr(lib.nn.PixelShuffle(2)), repr(lib.nn.PixelUnshuffle(3))),
    lambda f, lib: f.pixel_shuffle(lib.ones(1, 3, 2, 2), 2), lambda f, lib: f.pixel_shuffle(lib.ones(4, 2), 2),
    lambda f, lib: f.pixel_shuffle(lib.ones(1, 4, 2, 2), 0), lambda f, lib: f.pixel_unshuffle(lib.ones(1, 1, 3, 4), 2),
    lambda f, lib: f.pixel_unshuffle(lib.ones(1, 1, 4, 3), 2), lambda f, lib: f.pixel_unshuffle(lib.ones(4, 2), 2),
])
def test_pixel_shuffle_like_pytorch(call):
    seen = []
    for f, lib in ((F, minitorch), (TF, torch)):
        try:
            seen.append(str(call(f, lib)))
        except Exception as error:  # noqa: BLE001 - compared by type and message
            seen.append(f"{type(error).__name__}: {error}")
    assert seen[0] == seen[1]


@pytest.mark.parametrize("values, num_classes", [([-1, 5], 3), ([5], 3), ([-1], -1), ([2], -1), ([], -1), ([-2, 1], 2)])
def test_one_hot_checks_in_pytorch_order(values, num_classes):
    def made(lib):
        try:
            return tuple(lib.nn.functional.one_hot(lib.tensor(values, dtype=lib.int64), num_classes).shape)
        except Exception as error:  # noqa: BLE001 - compared by type and message
            return f"{type(error).__name__}: {error}"
    assert made(minitorch) == made(torch)


@pytest.mark.parametrize("reduction, warns", [("mean", True), ("batchmean", False), ("sum", False)])
def test_kl_div_mean_warns_as_pytorch(reduction, warns):
    import warnings
    x = np.log(np.full((2, 3), 1 / 3))
    for lib in (minitorch, torch):
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            lib.nn.functional.kl_div(lib.tensor(x), lib.tensor(np.exp(x)), reduction=reduction)
        messages = [str(w.message) for w in caught if issubclass(w.category, UserWarning)]
        assert bool(messages) == warns
        if warns:
            assert messages[0].startswith("reduction: 'mean' divides the total loss by both the batch size")


def test_kl_div_graph_and_values_as_pytorch():
    """ATen's kl_div: xlogy(target, target) - target * input (XlogyBackward0), 0 where the target is 0."""
    rng = np.random.default_rng(0)
    a, b = rng.standard_normal((2, 3)), rng.random((2, 3))
    b[0, 0] = 0
    seen = []
    for lib in (minitorch, torch):
        i, t = lib.tensor(a, requires_grad=True), lib.tensor(b, requires_grad=True)
        loss = lib.nn.functional.kl_div(i, t, reduction="batchmean")
        sub = loss.grad_fn.next_functions[0][0].next_functions[0][0]
        seen.append(([type(n).__name__ for n, _ in sub.next_functions], loss.item(),
                     lib.autograd.grad(loss, i)[0].numpy()))
    assert seen[0][0] == seen[1][0] == ["XlogyBackward0", "MulBackward0"]
    np.testing.assert_allclose(seen[0][1], seen[1][1], rtol=1e-14)
    np.testing.assert_array_equal(seen[0][2], seen[1][2])
