"""F.linear_cross_entropy, nn.LinearCrossEntropyLoss and nn.LinearCrossEntropyOptions (new in PyTorch 2.13):
the reference path (linear then cross_entropy) and the chunked path (``options``) against PyTorch: values,
gradients, graph node names, reprs, state_dict, seeded init, warnings and errors; the float64 gradients also
against central differences."""
import warnings

import numpy as np
import pytest

import minitorch
from oracle import both, graph_names, needs_torch, torch


def _options(lib, opts):
    if opts is None:
        return None
    opts = dict(opts)
    if opts.get("acc_dtype") == "float32":
        opts["acc_dtype"] = lib.float32
    return lib.nn.LinearCrossEntropyOptions(**opts)


def _case(reduction, opts, bias=False, weight=False, unbatched=False, dtype="float32", ignore=None, n=7):
    def run(lib):
        g = np.random.default_rng(0)
        dt = getattr(lib, dtype)
        x = lib.tensor(g.standard_normal((n, 3)), dtype=dt, requires_grad=True)
        w = lib.tensor(g.standard_normal((5, 3)), dtype=dt, requires_grad=True)
        t = lib.tensor([0, 1, 2, 3, -100 if ignore is None else ignore, 4, 1][:n])
        b = lib.tensor(g.standard_normal(5), dtype=dt, requires_grad=True) if bias else None
        cw = lib.tensor(g.random(5), dtype=dt) if weight else None
        if unbatched:
            x, t = x[0].detach().requires_grad_(), t[0]
        kw = {} if ignore is None else {"ignore_index": ignore}
        with warnings.catch_warnings():
            warnings.simplefilter("error")  # the chunked path takes these cases without a warning
            out = lib.nn.functional.linear_cross_entropy(x, w, t, linear_bias=b, weight=cw, reduction=reduction,
                                                          options=_options(lib, opts), **kw)
        names = graph_names(out)
        (out.sum() if reduction == "none" else out).backward()
        grads = [x.grad, w.grad] + ([b.grad] if bias else [])
        return (str(out.dtype), tuple(out.shape), names, out.detach().double().numpy(),
                [gr.double().numpy() for gr in grads])
    return run


OPTIONS = [None, {}, {"batch_chunk_size": 2, "chunking_method": None}, {"chunking_method": "aspect_ratio"},
           {"acc_policy": "compact", "chunking_method": "aspect_ratio:2"}, {"acc_policy": "accurate"}]
VARIANTS = [{}, {"bias": True, "weight": True}, {"unbatched": True}, {"dtype": "float64", "bias": True},
            {"ignore": 2}, {"weight": True, "ignore": 7}, {"dtype": "float16", "bias": True, "weight": True},
            {"dtype": "float16", "bias": True}]


@needs_torch
@pytest.mark.parametrize("variant", VARIANTS, ids=repr)
@pytest.mark.parametrize("opts", OPTIONS, ids=repr)
@pytest.mark.parametrize("reduction", ["mean", "sum", "none"])
def test_against_pytorch(reduction, opts, variant):
    """Same dtype, shape, graph (NllLossBackward0 ... on the reference path, PyTorch's
    GeneratedBackwardFor_torch_nn__linear_cross_entropy_batch_chunked[_no_reduction]_defaultBackward on the
    chunked one), values and gradients; float16 with the float32 accumulation PyTorch's CPU picks."""
    mine, theirs = both(_case(reduction, opts, **variant))
    assert not isinstance(mine[0], str) or mine[:3] == theirs[:3], (mine, theirs)
    assert mine[:3] == theirs[:3]
    tol = 5e-3 if variant.get("dtype") == "float16" else 1e-5
    np.testing.assert_allclose(mine[3], theirs[3], rtol=tol, atol=tol)
    for a, b in zip(mine[4], theirs[4]):
        np.testing.assert_allclose(a, b, rtol=tol, atol=tol)


def test_chunked_graph_names():
    """Minitorch's own view (runs without PyTorch): the chunked nodes carry PyTorch's names."""
    mine = _case("mean", {})(minitorch)
    assert mine[2] == ["GeneratedBackwardFor_torch_nn__linear_cross_entropy_batch_chunked_defaultBackward",
                       "AccumulateGrad", "AccumulateGrad", None]
    mine = _case("none", {}, unbatched=True)(minitorch)
    assert mine[2] == ["SqueezeBackward1",
                       "GeneratedBackwardFor_torch_nn__linear_cross_entropy_batch_chunked_no_reduction_"
                       "defaultBackward", "UnsqueezeBackward0", "AccumulateGrad", "AccumulateGrad", None]
    mine = _case("mean", None)(minitorch)
    assert mine[2][0] == "NllLossBackward0" and mine[2][1] == "LogSoftmaxBackward0"


def _finite_difference_check(reduction, opts, bias):
    g = np.random.default_rng(1)
    x0, w0, b0 = g.standard_normal((6, 3)), g.standard_normal((4, 3)), g.standard_normal(4)
    t = minitorch.tensor([0, 3, -100, 1, 2, 3])
    cw = minitorch.tensor(g.random(4) + 0.5, dtype=minitorch.float64)
    up = g.standard_normal(6) if reduction == "none" else 1.0

    def loss(x, w, b):
        with minitorch.no_grad():
            out = minitorch.nn.functional.linear_cross_entropy(
                minitorch.tensor(x), minitorch.tensor(w), t, linear_bias=minitorch.tensor(b) if bias else None,
                weight=cw, reduction=reduction, options=_options(minitorch, opts))
        return float((out.numpy() * up).sum())

    x = minitorch.tensor(x0, requires_grad=True)
    w = minitorch.tensor(w0, requires_grad=True)
    b = minitorch.tensor(b0, requires_grad=True)
    out = minitorch.nn.functional.linear_cross_entropy(x, w, t, linear_bias=b if bias else None, weight=cw,
                                                        reduction=reduction, options=_options(minitorch, opts))
    out.backward(minitorch.tensor(up) if reduction == "none" else None)
    h = 1e-6
    for arr, grad, slot in ((x0, x.grad, 0), (w0, w.grad, 1), (b0, b.grad, 2)):
        if slot == 2 and not bias:
            assert grad is None
            continue
        numeric = np.zeros_like(arr)
        for i in np.ndindex(arr.shape):
            args = [x0.copy(), w0.copy(), b0.copy()]
            args[slot][i] += h
            plus = loss(*args)
            args[slot][i] -= 2 * h
            numeric[i] = (plus - loss(*args)) / (2 * h)
        np.testing.assert_allclose(grad.numpy(), numeric, rtol=1e-6, atol=1e-7)


@pytest.mark.parametrize("bias", [False, True])
@pytest.mark.parametrize("opts", [None, {"batch_chunk_size": 4, "chunking_method": None}])
@pytest.mark.parametrize("reduction", ["mean", "sum", "none"])
def test_float64_gradients_against_finite_differences(reduction, opts, bias):
    _finite_difference_check(reduction, opts, bias)


def _probabilities(lib):
    lib.manual_seed(0)
    x = lib.randn(2, 3, requires_grad=True)
    w = lib.randn(4, 2, 3, requires_grad=True)
    b = lib.randn(4, 2, requires_grad=True)
    t = lib.randn(2, 4, 2).softmax(1)
    out = lib.nn.functional.linear_cross_entropy(x, w, t, linear_bias=b, label_smoothing=0.1)
    out.backward()
    return graph_names(out), [out.detach().numpy(), x.grad.numpy(), w.grad.numpy(), b.grad.numpy()]


def _k_dim_indices(lib):
    lib.manual_seed(0)
    x = lib.randn(2, 3, requires_grad=True)
    w = lib.randn(4, 2, 3, requires_grad=True)
    t = lib.tensor([[0, 3], [-100, 1]])
    out = lib.nn.functional.linear_cross_entropy(x, w, t, reduction="none")
    out.sum().backward()
    return graph_names(out), [out.detach().numpy(), x.grad.numpy(), w.grad.numpy()]


@needs_torch
@pytest.mark.parametrize("fn", [_probabilities, _k_dim_indices])
def test_k_dimensional_and_probability_targets(fn):
    mine, theirs = both(fn)
    assert mine[0] == theirs[0]
    for a, b in zip(mine[1], theirs[1]):
        np.testing.assert_allclose(a, b, rtol=1e-5, atol=1e-6)


def _err(build):
    def run(lib):
        lib.manual_seed(0)
        return build(lib, lib.nn.functional.linear_cross_entropy)
    return run


ERRORS = {
    "input_0d": (lambda lib, f: f(lib.tensor(1.0), lib.randn(3, 1), lib.tensor(0)),
                 ("RuntimeError", "expected input with dimensionality 1 or 2, got 0")),
    "input_3d": (lambda lib, f: f(lib.randn(2, 2, 3), lib.randn(4, 3), lib.tensor([0, 1])),
                 ("RuntimeError", "expected input with dimensionality 1 or 2, got 3")),
    "weight_1d": (lambda lib, f: f(lib.randn(2, 3), lib.randn(3), lib.tensor([0, 1])),
                  ("RuntimeError", "expected linear_weight with dimensionality at least 2, got 1")),
    "features": (lambda lib, f: f(lib.randn(2, 3), lib.randn(4, 5), lib.tensor([0, 1])),
                 ("RuntimeError", "expected equal input and linear_weight last dimensions (in_features), got 3 "
                                  "and 5, respectively")),
    "bias": (lambda lib, f: f(lib.randn(2, 3), lib.randn(4, 3), lib.tensor([0, 1]), linear_bias=lib.randn(3)),
             ("RuntimeError", "expected linear_bias shape (4,), got (3,)")),
    "unbatched_k": (lambda lib, f: f(lib.randn(3), lib.randn(4, 2, 3), lib.tensor([0, 1])),
                    ("RuntimeError", "K-dimensional loss defined by linear_weight shape (4, 2, 3) requires batched "
                                     "input, (N, 3), got unbatched input with shape (3,)")),
    "prob_ignore": (lambda lib, f: f(lib.randn(2, 3), lib.randn(4, 3), lib.rand(2, 4), ignore_index=1),
                    ("RuntimeError", "ignore_index cannot be specified when target contains probabilities")),
    "chunk_conflict": (lambda lib, f: f(lib.randn(5, 3), lib.randn(4, 3), lib.tensor([0, 1, 2, 3, 0]),
                                        options=lib.nn.LinearCrossEntropyOptions(batch_chunk_size=2,
                                                                                 chunking_method="aspect_ratio")),
                       ("ValueError", "batch_chunk_size (=2) and chunking_method ('aspect_ratio') give different "
                                      "chunk sizes (2 vs 4); pass only one.")),
    "acc_dtype": (lambda lib, f: f(lib.randn(5, 3), lib.randn(4, 3), lib.tensor([0, 1, 2, 3, 0]),
                                   options=lib.nn.LinearCrossEntropyOptions(acc_dtype=lib.float64)),
                  ("RuntimeError", "linear_cross_entropy supports float32 acc_dtype with float16/bfloat16 inputs, "
                                   "but got torch.float64 acc_dtype and torch.float32 inputs.")),
}


@pytest.mark.parametrize("name", sorted(ERRORS))
def test_errors(name):
    build, expected = ERRORS[name]
    mine, theirs = both(_err(build))
    assert mine == expected
    if theirs is not None:
        assert theirs == expected


OPTION_ERRORS = [
    ({"acc_policy": "x"}, ("ValueError", "invalid acc_policy: 'x'")),
    ({"chunking_method": "foo"}, ("ValueError", "invalid chunking_method: 'foo'")),
    ({"chunking_method": "aspect_ratio:0"}, ("ValueError", "invalid chunking_method: 'aspect_ratio:0'")),
    ({"batch_chunk_size": 0}, ("ValueError", "batch_chunk_size must be positive int or None, got 0")),
    ({"acc_dtype": "int32"}, ("ValueError", "acc_dtype must be one of {None, torch.float16, torch.bfloat16, "
                                            "torch.float32, torch.float64}, got torch.int32. Pass acc_dtype=None to "
                                            "let the op pick automatically.")),
]


@pytest.mark.parametrize("kwargs, expected", OPTION_ERRORS, ids=repr)
def test_options_validation(kwargs, expected):
    def run(lib):
        kw = {k: getattr(lib, v) if k == "acc_dtype" else v for k, v in kwargs.items()}
        return lib.nn.LinearCrossEntropyOptions(**kw)
    mine, theirs = both(run)
    assert mine == expected
    if theirs is not None:
        assert theirs == expected


def test_options_dataclass():
    def run(lib):
        O = lib.nn.LinearCrossEntropyOptions
        o = O(acc_dtype=lib.float32, batch_chunk_size=3)
        try:
            o.batch_chunk_size = 4
            frozen = None
        except Exception as e:  # noqa: BLE001
            frozen = (type(e).__name__, str(e))
        adjusted = O()._adjust(num_batches=100, in_features=8, num_classes=64, dtype=lib.float16,
                               device=lib.device("cpu"))
        adjusted32 = O(chunking_method="aspect_ratio:2")._adjust(100, 8, 64, lib.float32, None)
        return (repr(O()), repr(o), O() == O(), hash(O()) == hash(O()), frozen, repr(adjusted), repr(adjusted32),
                O.__module__.split(".", 1)[1], [f.name for f in __import__("dataclasses").fields(O)])
    mine, theirs = both(run)
    assert mine[0] == ("LinearCrossEntropyOptions(allow_retain_graph=False, batch_chunk_size=None, "
                       "chunking_method='auto', acc_policy='auto', acc_dtype=None)")
    assert mine[5] == ("LinearCrossEntropyOptions(allow_retain_graph=False, batch_chunk_size=16, "
                       "chunking_method='aspect_ratio', acc_policy='accurate', acc_dtype=torch.float32)")
    if theirs is not None:
        assert mine == theirs


def _twice(opts, reduction="mean", retain=True):
    def run(lib):
        lib.manual_seed(0)
        x = lib.randn(5, 3, requires_grad=True)
        w = lib.randn(4, 3, requires_grad=True)
        out = lib.nn.functional.linear_cross_entropy(x, w, lib.tensor([0, 1, 2, 3, 0]), reduction=reduction,
                                                      options=lib.nn.LinearCrossEntropyOptions(**opts))
        out = out.sum()
        out.backward(retain_graph=retain)
        first = x.grad.clone()
        out.backward()
        return np.allclose(x.grad.numpy(), 2 * first.numpy())
    return run


@pytest.mark.parametrize("case, expected", [
    (_twice({}), ("RuntimeError", "linear_cross_entropy chunked backward called twice; retain_graph=True / double "
                                  "backward are not supported.")),
    (_twice({}, retain=False), ("RuntimeError", "linear_cross_entropy chunked backward called twice; "
                                                "retain_graph=True / double backward are not supported.")),
    (_twice({"allow_retain_graph": True}, retain=False), True),
    (_twice({}, reduction="none"), True),
])
def test_backward_twice(case, expected):
    """The scalar reductions consume their precomputed gradients (PyTorch's own message on a second
    backward) unless allow_retain_graph; reduction='none' recomputes them from saved inputs."""
    mine, theirs = both(case)
    assert mine == expected
    if theirs is not None:
        assert theirs == expected


def test_second_backward_of_none_reduction_frees_saved():
    def run(lib):
        x = lib.randn(5, 3, requires_grad=True)
        out = lib.nn.functional.linear_cross_entropy(x, lib.randn(4, 3), lib.tensor([0, 1, 2, 3, 0]),
                                                      reduction="none", options=lib.nn.LinearCrossEntropyOptions())
        out.sum().backward()
        out.sum().backward()
    mine, theirs = both(run)
    assert mine[0] == "RuntimeError" and mine[1].startswith("Trying to backward through the graph a second time")
    if theirs is not None:
        assert mine == theirs


def _fallback(kind):
    def run(lib):
        lib.manual_seed(0)
        x = lib.randn(4, 3, requires_grad=True)
        w = lib.randn(5, 3, requires_grad=True)
        t = lib.tensor([0, 1, 2, 4])
        kw = {"options": lib.nn.LinearCrossEntropyOptions()}
        if kind == "smoothing":
            kw["label_smoothing"] = 0.1
        elif kind == "k_dim":
            w, t, kw["linear_bias"] = lib.randn(5, 2, 3), lib.tensor([[0, 1]] * 4), lib.randn(5, 2)
        elif kind == "probabilities":
            t = lib.rand(4, 5)
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            out = lib.nn.functional.linear_cross_entropy(x, w, t, **kw)
        return ([(str(c.message), c.category.__name__, c.filename == __file__) for c in caught],
                type(out.grad_fn).__name__, round(out.item(), 5))
    return run


@pytest.mark.parametrize("kind", ["smoothing", "k_dim", "probabilities"])
def test_options_fall_back_with_a_warning(kind):
    """Options the chunked path cannot take: PyTorch's UserWarning (pointing at the caller), then the
    reference path."""
    mine, theirs = both(_fallback(kind))
    assert len(mine[0]) == 1 and mine[0][0][1] == "UserWarning" and mine[0][0][2]
    assert mine[0][0][0].startswith("linear_cross_entropy: ``options`` ignored; chunked path needs reduction in")
    if theirs is not None:
        assert mine == theirs


def test_no_grad_and_create_graph():
    def run(lib):
        lib.manual_seed(0)
        x = lib.randn(5, 3, requires_grad=True)
        w = lib.randn(4, 3, requires_grad=True)
        t = lib.tensor([0, 1, 2, 3, 0])
        O = lib.nn.LinearCrossEntropyOptions
        with lib.no_grad():
            quiet = lib.nn.functional.linear_cross_entropy(x, w, t, options=O())
        out = lib.nn.functional.linear_cross_entropy(x, w, t, options=O())
        g, = lib.autograd.grad(out, x, create_graph=True)
        return quiet.requires_grad, quiet.grad_fn is None, round(quiet.item(), 5), g.requires_grad, g.grad_fn
    mine, theirs = both(run)
    assert mine[:2] == (False, True) and mine[3:] == (False, None)
    if theirs is not None:
        assert mine == theirs


def _module(kwargs, data):
    def run(lib):
        lib.manual_seed(3)
        kw = dict(kwargs)
        if kw.get("options") is not None:
            kw["options"] = lib.nn.LinearCrossEntropyOptions(**kw["options"])
        if "weight" in kw:
            kw["weight"] = lib.tensor(kw["weight"])
        m = lib.nn.LinearCrossEntropyLoss(3, 4, **kw)
        x = lib.randn(5, 3)
        t = lib.tensor(data)
        out = m(x, t)
        out.sum().backward()
        grads = [p.grad.numpy() for p in m.parameters()]
        return (repr(m), list(m.state_dict()), [n for n, _ in m.named_parameters()],
                [n for n, _ in m.named_buffers()], m.linear.weight.detach().numpy().tolist(),
                None if m.linear.bias is None else m.linear.bias.detach().numpy().tolist(),
                type(out.grad_fn).__name__, out.detach().numpy(), grads)
    return run


MODULES = [
    ({}, [0, 1, 2, 3, 1]),
    ({"bias": True, "weight": [1.0, 2.0, 0.5, 1.0], "reduction": "sum"}, [0, 1, 2, 3, 1]),
    ({"out_features": (2,), "bias": True, "ignore_index": 1}, [[0, 1], [2, 3], [1, 1], [0, 0], [3, 2]]),
    ({"options": {}, "bias": True}, [0, 1, 2, 3, 1]),
    ({"options": {"batch_chunk_size": 2}, "reduction": "none", "label_smoothing": 0.0}, [0, 1, 2, 3, 1]),
]


@needs_torch
@pytest.mark.parametrize("kwargs, data", MODULES, ids=repr)
def test_module_against_pytorch(kwargs, data):
    """Repr, state_dict keys, parameters, seeded init (nn.Linear's, flat), node name, values, gradients."""
    mine, theirs = both(_module(kwargs, data))
    assert mine[:7] == theirs[:7]
    np.testing.assert_allclose(mine[7], theirs[7], rtol=1e-5, atol=1e-6)
    for a, b in zip(mine[8], theirs[8]):
        np.testing.assert_allclose(a, b, rtol=1e-5, atol=1e-6)


def test_module_repr_and_checks():
    m = minitorch.nn.LinearCrossEntropyLoss(3, 4, out_features=(2,), bias=True)
    assert repr(m) == ("LinearCrossEntropyLoss(\n  in_features=3, num_classes=4, out_features=(2,), bias=True, "
                       "reduction=mean, ignore_index=None, label_smoothing=0.0, options=None\n"
                       "  (linear): Linear(in_features=3, out_features=8, bias=True)\n)")
    assert list(m.state_dict()) == ["linear.weight", "linear.bias"]
    for kw, expected in (({"weight": "bad"}, "expected weight shape to be (4,), got (3,)"),
                         ({"label_smoothing": 1.5}, "expected label_smoothing to be in range [0, 1], got 1.5")):
        def run(lib, kw=kw):
            k = dict(kw)
            if k.get("weight") == "bad":
                k["weight"] = lib.ones(3)
            return lib.nn.LinearCrossEntropyLoss(3, 4, **k)
        mine, theirs = both(run)
        assert mine == ("RuntimeError", expected)
        if theirs is not None:
            assert theirs == mine
