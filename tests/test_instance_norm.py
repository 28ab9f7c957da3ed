"""F.instance_norm and nn.InstanceNorm1d/2d/3d against PyTorch: values, gradients (input, weight, bias),
running statistics and their version counters, grad_fn graphs, reprs, state_dict keys, warnings and
error messages."""
import warnings

import numpy as np
import pytest

import minitorch

from oracle import graph_names as _graph, needs_torch, torch


def _array(shape, seed):
    return np.random.default_rng(seed).standard_normal(shape)


def _outcome(fn):
    """fn() or (error type, message), with the warnings it gave."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            result = fn()
        except Exception as e:  # noqa: BLE001 - compared by type and message
            result = (type(e).__name__, str(e))
    return result, [(w.category.__name__, str(w.message)) for w in caught]


# -- F.instance_norm -----------------------------------------------------------------------------

def _functional(lib, shape, expr):
    """F.instance_norm as ``expr`` over x (float64, requires grad), w and b (requires grad), rm and rv:
    the output, graph, the gradients, the running stats after the call and their versions."""
    F = lib.nn.functional
    x = lib.tensor(_array(shape, 0), dtype=lib.float64, requires_grad=True)
    c = shape[1] if len(shape) > 1 else 1
    w = lib.tensor(_array(c, 1), dtype=lib.float64, requires_grad=True)
    b = lib.tensor(_array(c, 2), dtype=lib.float64, requires_grad=True)
    rm = lib.tensor(_array(c, 3), dtype=lib.float64)
    rv = lib.tensor(np.abs(_array(c, 4)) + 0.5, dtype=lib.float64)

    def run():
        out = eval(expr, {"F": F, "torch": lib, "x": x, "w": w, "b": b, "rm": rm, "rv": rv})
        (out * lib.tensor(_array(tuple(out.shape), 5), dtype=out.dtype)).sum().backward()
        grads = [None if t.grad is None else t.grad.numpy() for t in (x, w, b)]
        return (out.detach().numpy(), _graph(out), grads, rm.numpy(), rv.numpy(),
                (rm._version, rv._version))
    return _outcome(run)


FUNCTIONAL = [
    ((2, 3, 5), "F.instance_norm(x)"),
    ((2, 3, 5), "F.instance_norm(x, weight=w, bias=b)"),
    ((2, 3, 5), "F.instance_norm(x, None, None, w)"),
    ((2, 3, 5), "F.instance_norm(x, rm, rv, w, b)"),
    ((2, 3, 5), "F.instance_norm(x, rm, rv, w, b, momentum=0.3, eps=1e-3)"),
    ((2, 3, 5), "F.instance_norm(x, rm, rv, w, b, use_input_stats=False)"),
    ((2, 3, 5), "F.instance_norm(x, rm, rv, use_input_stats=False)"),
    ((2, 3, 4, 5), "F.instance_norm(x, rm, rv, w, b)"),
    ((2, 3, 2, 2, 3), "F.instance_norm(x, weight=w, bias=b)"),
    ((2, 3, 5), "F.instance_norm(x.transpose(1, 2).contiguous().transpose(1, 2), weight=w)"),
    ((2, 5, 3), "F.instance_norm(x.transpose(1, 2), weight=w[:1].expand(5).contiguous())"),
    ((1, 3, 2), "F.instance_norm(x, rm, rv, w, b)"),
    ((2, 3, 5), "F.instance_norm(x, use_input_stats=False)"),
    ((2, 3, 5), "F.instance_norm(x, rm, None)"),
    ((2, 3, 5), "F.instance_norm(x, None, rv)"),
    ((2, 3, 5), "F.instance_norm(x, rm[:2], rv[:2])"),
    ((2, 3, 5), "F.instance_norm(x, rm, torch.ones(4, dtype=torch.float64))"),
    ((2, 3, 5), "F.instance_norm(x, None, None, torch.ones(4, dtype=torch.float64))"),
    ((2, 3, 5), "F.instance_norm(x, None, None, None, torch.ones(2, dtype=torch.float64))"),
    ((3,), "F.instance_norm(x)"),
    ((2, 3), "F.instance_norm(x)"),
    ((2, 3, 1), "F.instance_norm(x)"),
    ((2, 3, 1, 1), "F.instance_norm(x, weight=w)"),
    ((2, 3), "F.instance_norm(x, use_input_stats=False)"),
    ((0, 3, 4), "F.instance_norm(x)"),
    ((0, 3, 4), "F.instance_norm(x, weight=w, bias=b)"),
    # minitorch's mean over an empty dim gives NumPy's RuntimeWarnings (PyTorch's gives none)
    pytest.param((0, 3, 4), "F.instance_norm(x, rm, rv)", marks=pytest.mark.xfail(strict=True, reason="mean warns")),
    ((2, 0, 4), "F.instance_norm(x)"),
    ((1, 2, 0), "F.instance_norm(x, weight=w, bias=b)"),
]


@needs_torch
@pytest.mark.parametrize("shape,expr", FUNCTIONAL)
def test_functional_matches_pytorch(shape, expr):
    (mine, my_warnings), (theirs, their_warnings) = _functional(minitorch, shape, expr), _functional(torch, shape, expr)
    assert my_warnings == their_warnings
    if isinstance(theirs[0], str):  # an error: same type and message
        assert mine == theirs
        return
    assert not isinstance(mine[0], str), mine
    np.testing.assert_allclose(mine[0], theirs[0], rtol=1e-10, atol=1e-12)
    assert mine[1] == theirs[1]
    for a, b in zip(mine[2], theirs[2]):
        assert (a is None) == (b is None)
        if a is not None:
            np.testing.assert_allclose(a, b, rtol=1e-9, atol=1e-11)
    np.testing.assert_allclose(mine[3], theirs[3], rtol=1e-12, equal_nan=True)
    np.testing.assert_allclose(mine[4], theirs[4], rtol=1e-12, equal_nan=True)
    assert mine[5] == theirs[5]


def test_functional_graph():
    (out, _), = [_functional(minitorch, (2, 3, 5), "F.instance_norm(x.transpose(1, 2).contiguous()"
                                                   ".transpose(1, 2), rm, rv, w, b)")]
    assert out[1] == ["ViewBackward0", "NativeBatchNormBackward0", "ViewBackward0", "CloneBackward0",
                      "TransposeBackward0", "CloneBackward0", "TransposeBackward0", "AccumulateGrad",
                      "RepeatBackward0", "AccumulateGrad", "RepeatBackward0", "AccumulateGrad"]


@pytest.mark.parametrize("shape,kwargs", [((2, 3, 5), {}), ((2, 2, 3, 2), {"affine": True}),
                                          ((3, 2, 4), {"affine": True, "running": True})])
def test_gradcheck(shape, kwargs):
    F = minitorch.nn.functional
    x = minitorch.tensor(_array(shape, 0), dtype=minitorch.float64, requires_grad=True)
    c = shape[1]
    w = minitorch.tensor(_array(c, 1), dtype=minitorch.float64, requires_grad=True)
    b = minitorch.tensor(_array(c, 2), dtype=minitorch.float64, requires_grad=True)
    running = (minitorch.zeros(c, dtype=minitorch.float64), minitorch.ones(c, dtype=minitorch.float64))

    def fn(x, w, b):
        stats = running if kwargs.get("running") else (None, None)
        return F.instance_norm(x, *stats, w if kwargs.get("affine") else None, b if kwargs.get("affine") else None)
    assert minitorch.autograd.gradcheck(fn, (x, w, b))


# -- nn.InstanceNorm1d / 2d / 3d --------------------------------------------------------------------

def _module(lib, build, shape, mode="train", steps=2):
    """Build the module (float64), run ``steps`` forwards and backwards in ``mode``: outputs, graph, the
    gradients of input and parameters, the buffers, and the warnings."""
    module = build(lib.nn).double()
    module.train(mode == "train")

    def run():
        outs, grads = [], []
        for step in range(steps):
            x = lib.tensor(_array(shape, 10 + step), dtype=lib.float64, requires_grad=True)
            out = module(x)
            (out * lib.tensor(_array(tuple(out.shape), 20 + step), dtype=out.dtype)).sum().backward()
            outs.append(out.detach().numpy())
            grads.append(x.grad.numpy())
        params = {k: p.grad.numpy() for k, p in module.named_parameters()}
        buffers = {k: v.numpy() for k, v in module.named_buffers()}
        return outs, _graph(out), grads, params, buffers
    return _outcome(run)


MODULES = [
    ("InstanceNorm1d(3)", (2, 3, 5)),
    ("InstanceNorm1d(3)", (3, 5)),
    ("InstanceNorm1d(3, affine=True)", (2, 3, 5)),
    ("InstanceNorm1d(3, affine=True, bias=False)", (2, 3, 5)),
    ("InstanceNorm1d(3, affine=True)", (3, 5)),
    ("InstanceNorm1d(3, track_running_stats=True)", (2, 3, 5)),
    ("InstanceNorm1d(3, momentum=None, track_running_stats=True)", (2, 3, 5)),
    ("InstanceNorm1d(3, eps=1e-2, momentum=0.5, affine=True, track_running_stats=True)", (4, 3, 6)),
    ("InstanceNorm2d(3)", (2, 3, 4, 5)),
    ("InstanceNorm2d(3, affine=True, track_running_stats=True)", (2, 3, 4, 5)),
    ("InstanceNorm2d(3, affine=True)", (3, 4, 5)),
    ("InstanceNorm3d(2, affine=True, track_running_stats=True)", (2, 2, 3, 2, 2)),
    ("InstanceNorm3d(2)", (2, 3, 2, 2)),
    # mismatched num_features: a warning without affine, an error with it
    ("InstanceNorm1d(4)", (2, 3, 5)),
    ("InstanceNorm1d(4)", (3, 5)),
    ("InstanceNorm1d(4, affine=True)", (2, 3, 5)),
    ("InstanceNorm1d(4, affine=True)", (3, 5)),
    ("InstanceNorm1d(4, track_running_stats=True)", (2, 3, 5)),
    # input rank and size checks
    ("InstanceNorm1d(3)", (3,)),
    ("InstanceNorm1d(3)", (1, 2, 3, 4)),
    ("InstanceNorm2d(3)", (2, 3)),
    ("InstanceNorm2d(3)", (1, 2, 3, 4, 5)),
    ("InstanceNorm3d(3)", (2, 3, 4)),
    ("InstanceNorm3d(3)", (1, 2, 3, 4, 5, 6)),
    ("InstanceNorm1d(3)", (2, 3, 1)),
]


@needs_torch
@pytest.mark.parametrize("mode", ["train", "eval"])
@pytest.mark.parametrize("spec,shape", MODULES)
def test_module_matches_pytorch(spec, shape, mode):
    def build(nn):
        return eval(f"nn.{spec}", {"nn": nn})
    (mine, my_warnings), (theirs, their_warnings) = (_module(minitorch, build, shape, mode),
                                                      _module(torch, build, shape, mode))
    assert my_warnings == their_warnings
    if isinstance(theirs[0], str):
        assert mine == theirs
        return
    assert not isinstance(mine[0], str), mine
    for a, b in zip(mine[0] + mine[2], theirs[0] + theirs[2]):
        np.testing.assert_allclose(a, b, rtol=1e-9, atol=1e-11)
    assert mine[1] == theirs[1]
    assert mine[3].keys() == theirs[3].keys() and mine[4].keys() == theirs[4].keys()
    for key in mine[3]:
        np.testing.assert_allclose(mine[3][key], theirs[3][key], rtol=1e-9, atol=1e-11)
    for key in mine[4]:
        np.testing.assert_allclose(mine[4][key], theirs[4][key], rtol=1e-12)


def test_module_graph_and_buffers():
    m = minitorch.nn.InstanceNorm1d(3, affine=True, track_running_stats=True)
    out = m(minitorch.randn(2, 3, 5))
    assert _graph(out) == ["ViewBackward0", "NativeBatchNormBackward0", None, "RepeatBackward0",
                           "AccumulateGrad", "RepeatBackward0", "AccumulateGrad"]
    assert m.num_batches_tracked.item() == 0  # instance norm never counts batches
    assert not m.running_mean.eq(0).all().item()  # but does update the running mean
    assert list(m.state_dict()) == ["weight", "bias", "running_mean", "running_var", "num_batches_tracked"]


REPRS = {
    "InstanceNorm1d(3)": "InstanceNorm1d(3, eps=1e-05, momentum=0.1, affine=False, bias=False, "
                         "track_running_stats=False)",
    "InstanceNorm2d(3, affine=True)": "InstanceNorm2d(3, eps=1e-05, momentum=0.1, affine=True, bias=True, "
                                      "track_running_stats=False)",
    "InstanceNorm2d(3, affine=True, bias=False)": "InstanceNorm2d(3, eps=1e-05, momentum=0.1, affine=True, "
                                                  "bias=False, track_running_stats=False)",
    "InstanceNorm3d(5, 1e-3, None, True, True)": "InstanceNorm3d(5, eps=0.001, momentum=None, affine=True, "
                                                 "bias=True, track_running_stats=True)",
}


@pytest.mark.parametrize("spec", list(REPRS))
def test_repr(spec):
    assert repr(eval(f"nn.{spec}", {"nn": minitorch.nn})) == REPRS[spec]
    if torch is not None:
        assert repr(eval(f"nn.{spec}", {"nn": torch.nn})) == REPRS[spec]


def test_parameters_and_buffers_layout():
    m = minitorch.nn.InstanceNorm2d(4, affine=True, track_running_stats=True)
    assert [k for k, _ in m.named_parameters()] == ["weight", "bias"]
    assert m.weight.tolist() == [1.0] * 4 and m.bias.tolist() == [0.0] * 4
    assert m.num_batches_tracked.dtype is minitorch.int64
    plain = minitorch.nn.InstanceNorm2d(4)
    assert plain.weight is None and plain.running_mean is None and list(plain.state_dict()) == []
