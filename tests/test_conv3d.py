"""3-D convolution (F.conv3d, F.conv_transpose3d, nn.Conv3d, nn.ConvTranspose3d) and the one N-d convolution
kernel behind conv1d/2d/3d, against PyTorch in float64: values, input/weight/bias gradients, graph nodes,
gradcheck, double backward, module reprs/parameters/padding modes/output_size, and PyTorch's error messages."""
import numpy as np
import pytest

import minitorch
from oracle import both, graph_names, needs_torch, same_as_pytorch


def _data(*shape, seed=0):
    return np.random.default_rng(seed + sum(shape)).standard_normal(shape)


def _run_conv(fn, x, w, b, kw):
    """Output, grad_fn name and the gradients of x, w, b (b may be None) for a fixed output seed, per library."""
    def run(lib):
        xs = lib.tensor(x, requires_grad=True)
        ws = lib.tensor(w, requires_grad=True)
        bs = None if b is None else lib.tensor(b, requires_grad=True)
        out = getattr(lib.nn.functional, fn)(xs, ws, bs, **kw)
        seed = lib.tensor(np.random.default_rng(7).standard_normal(tuple(out.shape)))
        grads = lib.autograd.grad(out, [xs, ws] + ([] if bs is None else [bs]), seed)
        return out.detach().numpy(), out.grad_fn.name(), [g.numpy() for g in grads]
    return both(run)


def _assert_same(mine, theirs):
    assert not (isinstance(mine, tuple) and isinstance(mine[0], str) and len(mine) == 2), mine
    assert mine[0].shape == theirs[0].shape
    np.testing.assert_allclose(mine[0], theirs[0], rtol=1e-10, atol=1e-10)
    assert mine[1] == theirs[1]
    assert len(mine[2]) == len(theirs[2])
    for a, b in zip(mine[2], theirs[2]):
        assert a.shape == b.shape
        np.testing.assert_allclose(a, b, rtol=1e-10, atol=1e-10)


# (input shape, weight shape, bias?, keyword arguments)
CONV3D = [
    ((2, 3, 5, 6, 4), (4, 3, 3, 3, 3), True, {}),
    ((2, 3, 5, 6, 7), (4, 3, 2, 3, 2), True, dict(stride=(1, 2, 3), padding=(1, 0, 2))),
    ((1, 4, 7, 6, 6), (6, 2, 3, 2, 3), True, dict(stride=2, padding=1, dilation=(2, 1, 2), groups=2)),
    ((2, 6, 5, 5, 5), (6, 1, 3, 3, 3), False, dict(groups=6, padding=2, dilation=2)),  # depthwise
    ((2, 4, 6, 5, 7), (2, 4, 3, 4, 2), True, dict(padding="same", dilation=(1, 2, 3))),  # odd and even totals
    ((2, 4, 6, 5, 7), (2, 4, 3, 3, 1), True, dict(padding="valid", stride=(2, 1, 3))),
    ((3, 5, 4, 6), (2, 3, 2, 3, 3), True, dict(padding=1)),  # unbatched
    ((1, 2, 1, 1, 1), (3, 2, 1, 1, 1), True, {}),
    ((2, 3, 4, 4, 4), (5, 3, 1, 1, 1), True, dict(stride=3)),  # positions no window reaches
]

CONV_TRANSPOSE3D = [
    ((2, 3, 3, 4, 2), (3, 2, 3, 3, 3), True, {}),
    ((2, 4, 3, 2, 4), (4, 3, 2, 3, 2), True, dict(stride=(2, 1, 3), padding=(1, 0, 1), output_padding=(1, 0, 2))),
    ((1, 4, 3, 3, 3), (4, 1, 3, 2, 3), True, dict(stride=2, padding=1, output_padding=1, groups=2, dilation=(1, 2, 1))),
    ((2, 2, 3, 4, 3), (2, 3, 2, 2, 2), False, dict(dilation=3, output_padding=(2, 1, 0))),  # output_padding >= stride
    ((4, 3, 2, 3), (4, 2, 3, 3, 3), True, dict(stride=2, output_padding=1)),  # unbatched
    ((2, 6, 2, 3, 2), (6, 1, 3, 3, 3), True, dict(groups=6, stride=(1, 2, 2), padding=(0, 1, 1))),
]

# The same kernel serves 1-D and 2-D: a few cases through it, output_padding below dilation included.
LOWER_RANKS = [
    ("conv1d", (2, 4, 9), (6, 2, 3), True, dict(stride=2, padding=1, dilation=2, groups=2)),
    ("conv1d", (2, 4, 8), (3, 4, 4), True, dict(padding="same", dilation=1)),
    ("conv2d", (2, 4, 7, 6), (6, 2, 3, 2), True, dict(stride=(2, 1), padding=(1, 2), dilation=(1, 2), groups=2)),
    ("conv_transpose1d", (2, 4, 5), (4, 3, 3), True, dict(stride=1, output_padding=1, dilation=2)),
    ("conv_transpose2d", (2, 4, 5, 4), (4, 3, 3, 2), True, dict(stride=2, padding=1, output_padding=(1, 0), groups=2)),
]


@needs_torch
@pytest.mark.parametrize("xs, ws, with_bias, kw", CONV3D)
def test_conv3d_values_and_gradients(xs, ws, with_bias, kw):
    b = _data(ws[0]) if with_bias else None
    _assert_same(*_run_conv("conv3d", _data(*xs), _data(*ws, seed=1), b, kw))


@needs_torch
@pytest.mark.parametrize("xs, ws, with_bias, kw", CONV_TRANSPOSE3D)
def test_conv_transpose3d_values_and_gradients(xs, ws, with_bias, kw):
    b = _data(ws[1] * kw.get("groups", 1)) if with_bias else None
    _assert_same(*_run_conv("conv_transpose3d", _data(*xs), _data(*ws, seed=1), b, kw))


@needs_torch
@pytest.mark.parametrize("fn, xs, ws, with_bias, kw", LOWER_RANKS)
def test_lower_ranks_share_the_kernel(fn, xs, ws, with_bias, kw):
    out_channels = ws[1] * kw.get("groups", 1) if "transpose" in fn else ws[0]
    b = _data(out_channels) if with_bias else None
    _assert_same(*_run_conv(fn, _data(*xs), _data(*ws, seed=1), b, kw))


def test_convolution_node_and_saved_arguments():
    x = minitorch.randn(1, 2, 4, 4, 4, requires_grad=True)
    w = minitorch.randn(3, 2, 2, 2, 2, requires_grad=True)
    out = minitorch.nn.functional.conv3d(x, w, stride=2, padding=1)
    assert out.grad_fn.name() == "ConvolutionBackward0"
    assert out.grad_fn._saved_stride == (2, 2, 2)
    assert out.grad_fn._saved_padding == (1, 1, 1)
    assert out.grad_fn._saved_transposed is False


@pytest.mark.parametrize("transposed", [False, True])
def test_gradcheck_and_gradgradcheck(transposed):
    rng = np.random.default_rng(5)
    x = minitorch.tensor(rng.standard_normal((1, 2, 3, 4, 3)), requires_grad=True)
    if transposed:
        w = minitorch.tensor(rng.standard_normal((2, 2, 2, 2, 2)), requires_grad=True)
        b = minitorch.tensor(rng.standard_normal(4), requires_grad=True)

        def fn(x, w, b):
            return minitorch.nn.functional.conv_transpose3d(x, w, b, stride=(2, 1, 2), padding=(0, 1, 1),
                                                            output_padding=(1, 0, 0), groups=2, dilation=(1, 2, 1))
    else:
        w = minitorch.tensor(rng.standard_normal((4, 1, 2, 3, 2)), requires_grad=True)
        b = minitorch.tensor(rng.standard_normal(4), requires_grad=True)

        def fn(x, w, b):
            return minitorch.nn.functional.conv3d(x, w, b, stride=(1, 2, 1), padding=(1, 1, 0), dilation=(2, 1, 1),
                                                  groups=2)
    assert minitorch.autograd.gradcheck(fn, (x, w, b))
    assert minitorch.autograd.gradgradcheck(fn, (x, w, b))


@needs_torch
@pytest.mark.parametrize("fn, kw, ws", [
    ("conv3d", dict(stride=(2, 1, 1), padding=1, groups=2), (4, 1, 2, 2, 3)),
    ("conv_transpose3d", dict(stride=2, output_padding=(1, 0, 1), dilation=(1, 1, 2)), (2, 3, 2, 2, 2)),
])
def test_double_backward_matches_pytorch(fn, kw, ws):
    """Second derivatives through ConvolutionBackwardBackward0 for input, weight and the output gradient."""
    x, w, b = _data(1, 2, 3, 3, 4), _data(*ws, seed=1), _data(ws[0] if fn == "conv3d" else ws[1] * 1, seed=2)

    def run(lib):
        xs, wt, bs = (lib.tensor(a, requires_grad=True) for a in (x, w, b))
        out = getattr(lib.nn.functional, fn)(xs, wt, bs, **kw)
        seed = lib.tensor(np.random.default_rng(7).standard_normal(tuple(out.shape)), requires_grad=True)
        gx, gw, gb = lib.autograd.grad(out, [xs, wt, bs], seed, create_graph=True)
        rng = np.random.default_rng(8)
        total = sum((g * lib.tensor(rng.standard_normal(tuple(g.shape)))).sum() for g in (gx, gw, gb))
        second = lib.autograd.grad(total, [xs, wt, seed])
        return ([graph_names(gx), graph_names(gw), graph_names(gb)],
                [g.detach().numpy() for g in (gx, gw, gb)] + [g.numpy() for g in second])
    mine, theirs = both(run)
    assert mine[0] == theirs[0]  # ConvolutionBackwardBackward0 for gx and gw
    assert mine[0][0][0] == "ConvolutionBackwardBackward0"
    for a, c in zip(mine[1], theirs[1]):
        np.testing.assert_allclose(a, c, rtol=1e-10, atol=1e-10)


# -- error messages -----------------------------------------------------------------------------------------

def _randn(lib, *shape):
    return lib.zeros(*shape)


ERRORS = [
    lambda F, lib: F.conv3d(_randn(lib, 4, 5, 5), _randn(lib, 6, 4, 3, 3, 3)),
    lambda F, lib: F.conv3d(_randn(lib, 1, 2, 4, 5, 5, 5), _randn(lib, 6, 4, 3, 3, 3)),
    lambda F, lib: F.conv3d(_randn(lib, 2, 4, 5, 5, 5), _randn(lib, 6, 4, 3, 3)),
    lambda F, lib: F.conv3d(_randn(lib, 2, 4, 5, 5, 5), _randn(lib, 6, 2, 3, 3, 3)),
    lambda F, lib: F.conv3d(_randn(lib, 2, 4, 5, 5, 5), _randn(lib, 6, 2, 3, 3, 3), groups=3),
    lambda F, lib: F.conv3d(_randn(lib, 2, 4, 5, 5, 5), _randn(lib, 4, 2, 3, 3, 3), groups=8),
    lambda F, lib: F.conv3d(_randn(lib, 2, 4, 5, 5, 5), _randn(lib, 6, 4, 3, 3, 3), groups=0),
    lambda F, lib: F.conv3d(_randn(lib, 2, 4, 5, 5, 5), _randn(lib, 6, 4, 7, 3, 3)),
    lambda F, lib: F.conv3d(_randn(lib, 2, 4, 5, 5, 5), _randn(lib, 6, 4, 3, 3, 3), padding=1, dilation=(1, 4, 1)),
    lambda F, lib: F.conv3d(_randn(lib, 2, 4, 5, 5, 5), _randn(lib, 6, 4, 3, 3, 3), _randn(lib, 5)),
    lambda F, lib: F.conv3d(_randn(lib, 2, 4, 5, 5, 5), _randn(lib, 6, 4, 3, 3, 3), _randn(lib, 6, 1)),
    lambda F, lib: F.conv3d(_randn(lib, 2, 4, 5, 5, 5), _randn(lib, 6, 4, 3, 3, 3), stride=0),
    lambda F, lib: F.conv3d(_randn(lib, 2, 4, 5, 5, 5), _randn(lib, 6, 4, 3, 3, 3), padding=-1),
    lambda F, lib: F.conv3d(_randn(lib, 2, 4, 5, 5, 5), _randn(lib, 6, 4, 3, 3, 3), dilation=0),
    lambda F, lib: F.conv3d(_randn(lib, 2, 4, 5, 5, 5), _randn(lib, 6, 4, 3, 3, 3), dilation=-1),
    lambda F, lib: F.conv3d(_randn(lib, 2, 4, 5, 5, 5), _randn(lib, 6, 4, 3, 3, 3), stride=(1, 2)),
    lambda F, lib: F.conv3d(_randn(lib, 2, 4, 5, 5, 5), _randn(lib, 6, 4, 3, 3, 3), padding=[1, 2]),
    lambda F, lib: F.conv3d(_randn(lib, 2, 4, 5, 5, 5), _randn(lib, 6, 4, 3, 3, 3), padding="same", stride=(1, 1, 2)),
    lambda F, lib: F.conv3d(_randn(lib, 2, 4, 5, 5, 5), _randn(lib, 6, 4, 3, 3, 3), padding="foo"),
    lambda F, lib: F.conv_transpose3d(_randn(lib, 4, 5, 5), _randn(lib, 4, 2, 3, 3, 3)),
    lambda F, lib: F.conv_transpose3d(_randn(lib, 2, 4, 5, 5, 5), _randn(lib, 3, 2, 3, 3, 3)),
    lambda F, lib: F.conv_transpose3d(_randn(lib, 2, 4, 5, 5, 5), _randn(lib, 4, 2, 3, 3, 3), groups=3),
    lambda F, lib: F.conv_transpose3d(_randn(lib, 2, 4, 5, 5, 5), _randn(lib, 4, 2, 3, 3, 3), _randn(lib, 3)),
    lambda F, lib: F.conv_transpose3d(_randn(lib, 2, 4, 5, 5, 5), _randn(lib, 4, 2, 3, 3, 3), stride=2,
                                      output_padding=2),
    lambda F, lib: F.conv_transpose3d(_randn(lib, 2, 4, 5, 5, 5), _randn(lib, 4, 2, 3, 3, 3), output_padding=-1),
    lambda F, lib: F.conv_transpose3d(_randn(lib, 1, 2, 1, 1, 1), _randn(lib, 2, 3, 1, 1, 1), padding=1),
    lambda F, lib: F.conv_transpose3d(_randn(lib, 2, 4, 5, 5, 5), _randn(lib, 4, 2, 3, 3)),
    # 1-D and 2-D messages from the same checks (ATen runs transposed 1-D as 2-D)
    lambda F, lib: F.conv2d(_randn(lib, 1, 4, 5, 5), _randn(lib, 6, 4, 7, 3)),
    lambda F, lib: F.conv1d(_randn(lib, 1, 4, 5), _randn(lib, 6, 4, 7)),
    lambda F, lib: F.conv_transpose1d(_randn(lib, 1, 2, 5), _randn(lib, 2, 3, 3), output_padding=1),
    lambda F, lib: F.conv_transpose1d(_randn(lib, 1, 2, 1), _randn(lib, 2, 3, 1), padding=1),
    lambda F, lib: F.conv_transpose2d(_randn(lib, 1, 2, 5, 5), _randn(lib, 2, 3, 3, 3), output_padding=(0, 1)),
]


@needs_torch
@pytest.mark.parametrize("index", range(len(ERRORS)))
def test_error_messages_match_pytorch(index):
    mine = same_as_pytorch(lambda lib: ERRORS[index](lib.nn.functional, lib))
    assert isinstance(mine, tuple) and mine[0] == "RuntimeError", mine


# -- modules ------------------------------------------------------------------------------------------------

MODULES = [
    lambda nn: nn.Conv3d(4, 6, 3),
    lambda nn: nn.Conv3d(4, 6, (1, 2, 3), stride=2, padding=1, dilation=2, groups=2, bias=False,
                         padding_mode="circular"),
    lambda nn: nn.Conv3d(2, 4, (3, 2, 3), padding="same", padding_mode="reflect"),
    lambda nn: nn.Conv3d(2, 4, 3, padding="valid"),
    lambda nn: nn.ConvTranspose3d(4, 6, 3, stride=2, output_padding=1, groups=2),
    lambda nn: nn.ConvTranspose3d(4, 2, (2, 3, 1), padding=(1, 0, 0), dilation=(1, 2, 1), bias=False),
]


@needs_torch
@pytest.mark.parametrize("make", MODULES)
def test_module_repr_and_parameters(make):
    def run(lib):
        module = make(lib.nn)
        return (repr(module), [(name, tuple(p.shape), p.requires_grad) for name, p in module.named_parameters()],
                module._reversed_padding_repeated_twice if hasattr(module, "_reversed_padding_repeated_twice")
                else None)
    mine, theirs = both(run)
    assert mine == theirs


@pytest.mark.parametrize("make", [lambda nn: nn.Conv3d(4, 6, (2, 3, 3), groups=2),
                                  lambda nn: nn.ConvTranspose3d(4, 6, (2, 3, 3), groups=2)])
def test_module_init_bounds(make):
    """kaiming_uniform_(a=sqrt(5)) and the bias: both uniform in +-1/sqrt(fan_in), fan_in = weight[1] * kernel."""
    minitorch.manual_seed(0)
    module = make(minitorch.nn)
    bound = 1 / np.sqrt(module.weight.shape[1] * 18)
    for p in (module.weight, module.bias):
        values = p.detach().numpy()
        assert np.abs(values).max() <= bound
        assert np.abs(values).max() > 0.8 * bound  # spread over the range, not left at zeros


def _copy_parameters(target, source, lib):
    with lib.no_grad():
        for name, p in source.named_parameters():
            getattr(target, name).copy_(lib.tensor(p.detach().numpy()))


@needs_torch
@pytest.mark.parametrize("make, shape", [
    (lambda nn: nn.Conv3d(2, 4, 3, stride=(1, 2, 1), padding=(1, 2, 0), padding_mode="reflect"), (2, 2, 4, 5, 6)),
    (lambda nn: nn.Conv3d(2, 4, 3, padding=(2, 1, 3), padding_mode="replicate", groups=2), (2, 2, 4, 5, 3)),
    (lambda nn: nn.Conv3d(2, 4, (2, 3, 2), padding=(1, 3, 2), padding_mode="circular"), (2, 4, 5, 6)),  # unbatched
    (lambda nn: nn.Conv3d(2, 4, (2, 3, 4), padding="same", padding_mode="circular", dilation=(2, 1, 1)),
     (1, 2, 5, 4, 6)),
    (lambda nn: nn.Conv3d(2, 2, 3, padding="same"), (1, 2, 3, 4, 5)),
    (lambda nn: nn.ConvTranspose3d(2, 4, 3, stride=2, padding=1, output_padding=(1, 0, 1), groups=2),
     (2, 2, 3, 2, 3)),
    (lambda nn: nn.ConvTranspose3d(2, 3, 2, bias=False, dilation=2), (2, 3, 2, 3)),  # unbatched
])
def test_module_forward_and_backward_match_pytorch(make, shape):
    source = make(minitorch.nn).double()
    x = _data(*shape)

    def run(lib):
        module = make(lib.nn).double()
        _copy_parameters(module, source, lib)
        xs = lib.tensor(x, requires_grad=True)
        out = module(xs)
        seed = lib.tensor(np.random.default_rng(4).standard_normal(tuple(out.shape)))
        params = [p for _, p in module.named_parameters()]
        grads = lib.autograd.grad(out, [xs] + params, seed)
        return out.detach().numpy(), out.grad_fn.name(), [g.numpy() for g in grads]
    _assert_same(*both(run))


@needs_torch
@pytest.mark.parametrize("output_size", [(12, 12, 12), [11, 12, 11], (2, 6, 12, 11, 12), (13, 12, 11),
                                         (10, 12, 11), (12, 12), [12]])
@pytest.mark.parametrize("batched", [True, False])
def test_conv_transpose3d_output_size(output_size, batched):
    source = minitorch.nn.ConvTranspose3d(4, 6, 3, stride=2).double()
    x = _data(2, 4, 5, 5, 5)[0 if not batched else slice(None)]

    def run(lib):
        module = lib.nn.ConvTranspose3d(4, 6, 3, stride=2).double()
        _copy_parameters(module, source, lib)
        out = module(lib.tensor(x), output_size=output_size)
        return tuple(out.shape), out.detach().numpy().round(10).tolist()
    same_as_pytorch(run)


@needs_torch
@pytest.mark.parametrize("cls, shape, output_size", [
    ("ConvTranspose1d", (2, 4, 5), [12]), ("ConvTranspose1d", (4, 5), (11,)), ("ConvTranspose1d", (2, 4, 5), (13,)),
    ("ConvTranspose2d", (2, 4, 5, 5), (12, 11)), ("ConvTranspose2d", (4, 5, 5), (1, 6, 11, 12)),
    ("ConvTranspose2d", (2, 4, 5, 5), (12, 10)), ("ConvTranspose2d", (2, 4, 5, 5), (12, 11, 1)),
])
def test_lower_rank_transposes_take_output_size(cls, shape, output_size):
    source = getattr(minitorch.nn, cls)(4, 6, 3, stride=2).double()
    x = _data(*shape)

    def run(lib):
        module = getattr(lib.nn, cls)(4, 6, 3, stride=2).double()
        _copy_parameters(module, source, lib)
        out = module(lib.tensor(x), output_size=output_size)
        return tuple(out.shape), out.detach().numpy().round(10).tolist()
    same_as_pytorch(run)


@needs_torch
@pytest.mark.parametrize("build", [
    lambda lib: lib.nn.ConvTranspose3d(4, 6, 3, padding_mode="reflect"),
    lambda lib: lib.nn.Conv3d(4, 6, 3, padding_mode="foo"),
    lambda lib: lib.nn.Conv3d(4, 6, 3, padding="full"),
    lambda lib: lib.nn.Conv3d(4, 6, 3, padding="same", stride=2),
    lambda lib: lib.nn.Conv3d(4, 6, 3, groups=4),
    lambda lib: lib.nn.Conv3d(4, 6, 3, padding=5, padding_mode="reflect")(lib.zeros(2, 4, 5, 5, 5)),
    lambda lib: lib.nn.Conv3d(4, 6, 3)(lib.zeros(2, 3, 5, 5, 5)),
    lambda lib: lib.nn.Conv3d(4, 6, 3)(lib.zeros(5, 5, 5)),
])
def test_module_errors_match_pytorch(build):
    """Messages listing a Python set compare as sets: its order follows the string hashes of the process and how
    each library's compiled set constant was laid out."""
    import re

    def normalised(lib):
        try:
            build(lib)
        except Exception as e:  # noqa: BLE001 - compared by type and message
            return type(e).__name__, re.sub(r"\{([^{}]*)\}", lambda m: str(sorted(m.group(1).split(", "))), str(e))
        return None
    mine, theirs = both(normalised)
    assert isinstance(mine, tuple), mine
    assert mine == theirs


def test_same_padding_with_an_odd_total_warns_once_per_process():
    """ATen's TORCH_WARN_ONCE, pointing at the caller of conv3d (a fresh process: the flag is per process)."""
    import subprocess
    import sys
    program = (
        "import warnings, minitorch\n"
        "x, w = minitorch.randn(1, 1, 4, 5, 5), minitorch.randn(1, 1, 2, 3, 3)\n"
        "with warnings.catch_warnings(record=True) as seen:\n"
        "    warnings.simplefilter('always')\n"
        "    minitorch.nn.functional.conv3d(x, w, padding='same', dilation=(2, 1, 1))\n"  # even totals: no warning
        "    minitorch.nn.functional.conv3d(x[0], w, padding='same')\n"
        "    minitorch.nn.functional.conv3d(x, w, padding='same')\n"
        "print([(s.category.__name__, str(s.message)[:40], s.lineno) for s in seen])\n")
    out = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[('UserWarning', \"Using padding='same' with even kernel le\", 6)]"  # the unbatched call, line 6
