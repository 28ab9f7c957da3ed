"""The losses of nn/_losses_extra.py against PyTorch: values and gradients for each reduction (float64 and
float32), grad_fn graphs node for node, argument checks, error messages, warnings, module reprs and a
float64 gradcheck per loss."""
import warnings

import numpy as np
import pytest

import minitorch
import minitorch.nn as nn
import minitorch.nn.functional as F

from oracle import both, needs_torch, same_as_pytorch, torch
REDUCTIONS = ["none", "mean", "sum"]


def _array(shape, seed):
    return np.random.default_rng(seed).standard_normal(shape)


def _signs(shape, seed):
    return np.where(np.random.default_rng(seed).random(shape) < 0.5, -1.0, 1.0)


# -- the cases: each builds its leaves from fixed arrays and returns (loss, leaves) --------------------

def _margin_ranking(lib, dtype, reduction):
    x1, x2 = (lib.tensor(_array(6, s), dtype=dtype, requires_grad=True) for s in (1, 2))
    target = lib.tensor(_signs(6, 3), dtype=dtype, requires_grad=True)  # the target's gradient too
    return lib.nn.functional.margin_ranking_loss(x1, x2, target, margin=0.3, reduction=reduction), [x1, x2, target]


def _hinge_embedding(lib, dtype, reduction):
    x = lib.tensor(_array((4, 3), 4), dtype=dtype, requires_grad=True)
    # 1 keeps x, -1 takes the hinge, 0 (neither) takes both
    target = lib.tensor([[1.0, -1, 0], [-1, -1, 1], [1, 1, -1], [0, -1, 1]], dtype=dtype)
    return lib.nn.functional.hinge_embedding_loss(x, target, margin=0.7, reduction=reduction), [x]


def _cosine_embedding(lib, dtype, reduction):
    x1, x2 = (lib.tensor(_array((5, 4), s), dtype=dtype, requires_grad=True) for s in (5, 6))
    target = lib.tensor([1.0, -1, 1, -1, -1], dtype=dtype)
    return lib.nn.functional.cosine_embedding_loss(x1, x2, target, margin=-0.2, reduction=reduction), [x1, x2]


def _cosine_embedding_0d(lib, dtype, reduction):
    x1, x2 = (lib.tensor(_array(4, s), dtype=dtype, requires_grad=True) for s in (7, 8))
    target = lib.tensor(-1.0, dtype=dtype)
    return lib.nn.functional.cosine_embedding_loss(x1, x2, target, margin=-0.5, reduction=reduction), [x1, x2]


def _triplet(lib, dtype, reduction, swap=False, p=2):
    a, pos, neg = (lib.tensor(_array((5, 3), s), dtype=dtype, requires_grad=True) for s in (9, 10, 11))
    loss = lib.nn.functional.triplet_margin_loss(a, pos, neg, margin=1.5, p=p, swap=swap, reduction=reduction)
    return loss, [a, pos, neg]


def _triplet_swap_p1(lib, dtype, reduction):
    return _triplet(lib, dtype, reduction, swap=True, p=1)


def _poisson(lib, dtype, reduction):
    x = lib.tensor(_array((3, 4), 12), dtype=dtype, requires_grad=True)
    target = lib.tensor(np.abs(_array((3, 4), 13)) * 2, dtype=dtype)
    return lib.nn.functional.poisson_nll_loss(x, target, reduction=reduction), [x]


def _poisson_full(lib, dtype, reduction):
    """log_input=False and Stirling's term, the target in the graph (values on both sides of 1)."""
    x = lib.tensor(np.abs(_array((3, 4), 14)) + 0.1, dtype=dtype, requires_grad=True)
    target = lib.tensor(np.abs(_array((3, 4), 15)) * 2 + 0.2, dtype=dtype, requires_grad=True)
    loss = lib.nn.functional.poisson_nll_loss(x, target, log_input=False, full=True, reduction=reduction)
    return loss, [x, target]


def _gaussian(lib, dtype, reduction):
    x, y = (lib.tensor(_array((4, 3), s), dtype=dtype, requires_grad=True) for s in (16, 17))
    var = lib.tensor(np.abs(_array((4, 3), 18)) + 0.1, dtype=dtype, requires_grad=True)
    return lib.nn.functional.gaussian_nll_loss(x, y, var, reduction=reduction), [x, y, var]


def _gaussian_row_var_full(lib, dtype, reduction):
    """var one dimension short of input (unsqueezed), full=True."""
    x, y = (lib.tensor(_array((4, 3), s), dtype=dtype, requires_grad=True) for s in (19, 20))
    var = lib.tensor(np.abs(_array(4, 21)) + 0.1, dtype=dtype, requires_grad=True)
    return lib.nn.functional.gaussian_nll_loss(x, y, var, full=True, reduction=reduction), [x, y, var]


def _gaussian_float_var(lib, dtype, reduction):
    x, y = (lib.tensor(_array((2, 5), s), dtype=dtype, requires_grad=True) for s in (22, 23))
    return lib.nn.functional.gaussian_nll_loss(x, y, 0.5, reduction=reduction), [x, y]


def _multilabel(lib, dtype, reduction):
    x = lib.tensor(_array((4, 3), 24), dtype=dtype, requires_grad=True)
    target = lib.tensor((_array((4, 3), 25) > 0).astype(float), dtype=dtype, requires_grad=True)
    weight = lib.tensor([0.5, 2.0, 1.0], dtype=dtype)
    loss = lib.nn.functional.multilabel_soft_margin_loss(x, target, weight=weight, reduction=reduction)
    return loss, [x, target]


def _multilabel_1d(lib, dtype, reduction):
    x = lib.tensor(_array(5, 26), dtype=dtype, requires_grad=True)
    target = lib.tensor([1.0, 0, 0, 1, 1], dtype=dtype)
    return lib.nn.functional.multilabel_soft_margin_loss(x, target, reduction=reduction), [x]


CASES = {f.__name__[1:]: f for f in [
    _margin_ranking, _hinge_embedding, _cosine_embedding, _cosine_embedding_0d, _triplet, _triplet_swap_p1,
    _poisson, _poisson_full, _gaussian, _gaussian_row_var_full, _gaussian_float_var, _multilabel, _multilabel_1d]}


def _run(lib, case, dtype_name, reduction):
    """The loss's value and the gradient of every leaf (an uneven upstream gradient for 'none')."""
    dtype = getattr(lib, dtype_name)
    loss, leaves = CASES[case](lib, dtype, reduction)
    upstream = lib.tensor(_array(tuple(loss.shape), 99) if loss.dim() else 1.0, dtype=dtype)
    loss.backward(upstream)
    return loss, [leaf.grad for leaf in leaves]


def _np(t):
    return t.detach().numpy()


@needs_torch
@pytest.mark.parametrize("reduction", REDUCTIONS)
@pytest.mark.parametrize("case", list(CASES))
def test_value_and_gradients_float64(case, reduction):
    ours, our_grads = _run(minitorch, case, "float64", reduction)
    theirs, their_grads = _run(torch, case, "float64", reduction)
    assert ours.dtype == minitorch.float64 and tuple(ours.shape) == tuple(theirs.shape)
    np.testing.assert_allclose(_np(ours), _np(theirs), rtol=1e-12, atol=1e-14)
    for mine, expected in zip(our_grads, their_grads):
        np.testing.assert_allclose(_np(mine), _np(expected), rtol=1e-10, atol=1e-13)


@needs_torch
@pytest.mark.parametrize("case", list(CASES))
def test_value_and_gradients_float32(case):
    ours, our_grads = _run(minitorch, case, "float32", "mean")
    theirs, their_grads = _run(torch, case, "float32", "mean")
    assert ours.dtype == minitorch.float32
    np.testing.assert_allclose(_np(ours), _np(theirs), rtol=1e-5, atol=1e-6)
    for mine, expected in zip(our_grads, their_grads):
        assert mine.dtype == minitorch.float32
        np.testing.assert_allclose(_np(mine), _np(expected), rtol=1e-4, atol=1e-6)


# -- graphs ------------------------------------------------------------------------------------------

def _graph(fn):
    """The graph under fn, depth first, None where an input is not in it."""
    if fn is None:
        return None
    return (type(fn).__name__, tuple(_graph(n) for n, _ in fn.next_functions))


@needs_torch
@pytest.mark.parametrize("reduction", REDUCTIONS)
@pytest.mark.parametrize("case", list(CASES))
def test_graph_matches_pytorch(case, reduction):
    ours, _ = CASES[case](minitorch, minitorch.float64, reduction)
    theirs, _ = CASES[case](torch, torch.float64, reduction)
    assert _graph(ours.grad_fn) == _graph(theirs.grad_fn)


def test_margin_ranking_graph():
    """ATen's (-target * (input1 - input2) + margin).clamp_min_(0): `+ margin` is add.Scalar."""
    loss, _ = _margin_ranking(minitorch, minitorch.float64, "mean")
    leaf = ("AccumulateGrad", ())
    assert _graph(loss.grad_fn) == (
        "MeanBackward0", ((
            "ClampMinBackward0", ((
                "AddBackward1", ((
                    "MulBackward0", (("NegBackward0", (leaf,)), ("SubBackward0", (leaf, leaf)))),)),)),))


def test_hinge_embedding_graph():
    """`margin - input` is C++'s empty_like().fill_().sub_(): SubBackward0 whose first input is no node."""
    loss, _ = _hinge_embedding(minitorch, minitorch.float64, "none")
    leaf = ("AccumulateGrad", ())
    assert _graph(loss.grad_fn) == (
        "AddBackward0", (
            ("WhereBackward0", (("ClampMinBackward0", (("SubBackward0", (None, leaf)),)), None)),
            ("WhereBackward0", (leaf, None))))


def test_margin_ranking_output_clamped_in_place():
    """ATen clamps in place: the unreduced output's version is 1, as in PyTorch."""
    loss, _ = _margin_ranking(minitorch, minitorch.float64, "none")
    assert loss._version == 1


# -- gradcheck ---------------------------------------------------------------------------------------

def _leaves(shape_seeds, positive=False):
    arrays = [_array(shape, seed) for shape, seed in shape_seeds]
    if positive:
        arrays = [np.abs(a) + 0.3 for a in arrays]
    return [minitorch.tensor(a, dtype=minitorch.float64, requires_grad=True) for a in arrays]


GRADCHECKS = {
    "margin_ranking": (lambda a, b: F.margin_ranking_loss(a, b, minitorch.tensor(_signs(5, 1), dtype=a.dtype),
                                                          margin=0.2, reduction="sum"),
                       _leaves([(5, 30), (5, 31)])),
    "hinge_embedding": (lambda a: F.hinge_embedding_loss(a, minitorch.tensor(_signs((3, 4), 2), dtype=a.dtype),
                                                         reduction="none"),
                        _leaves([((3, 4), 32)])),
    "cosine_embedding": (lambda a, b: F.cosine_embedding_loss(a, b, minitorch.tensor([1.0, -1, -1], dtype=a.dtype),
                                                              margin=-0.3, reduction="none"),
                         _leaves([((3, 4), 33), ((3, 4), 34)])),
    "triplet": (lambda a, p, n: F.triplet_margin_loss(a, p, n, margin=2.0, swap=True),
                _leaves([((4, 3), 35), ((4, 3), 36), ((4, 3), 37)])),
    "poisson": (lambda x, t: F.poisson_nll_loss(x, t, log_input=False, full=True, reduction="sum"),
                _leaves([((3, 3), 38), ((3, 3), 39)], positive=True)),
    "gaussian": (lambda x, y, v: F.gaussian_nll_loss(x, y, v, full=True, reduction="none"),
                 _leaves([((3, 2), 40), ((3, 2), 41)]) + _leaves([((3, 1), 42)], positive=True)),
    "multilabel": (lambda x, t: F.multilabel_soft_margin_loss(x, t, weight=minitorch.tensor([1.0, 3.0, 0.5],
                                                                                           dtype=x.dtype)),
                   _leaves([((2, 3), 43), ((2, 3), 44)])),
}


@pytest.mark.parametrize("name", list(GRADCHECKS))
def test_gradcheck(name):
    fn, inputs = GRADCHECKS[name]
    assert minitorch.autograd.gradcheck(fn, tuple(inputs), eps=1e-6, atol=1e-5)


# -- errors ------------------------------------------------------------------------------------------

def _outcome(fn, lib):
    try:
        out = fn(lib, lib.nn.functional)
    except Exception as e:  # noqa: BLE001 - compared by type and message
        return type(e).__name__, str(e).split("\n")[0]
    return "ok", tuple(out.shape), str(out.dtype).replace("torch.", "").replace("minitorch.", "")


def _t(lib, shape, seed=0, dtype="float64"):
    return lib.tensor(_array(shape, seed), dtype=getattr(lib, dtype))


ERRORS = {
    "mrl_size": lambda L, F: F.margin_ranking_loss(_t(L, 3), _t(L, 4), _t(L, 3)),
    "mrl_dims": lambda L, F: F.margin_ranking_loss(_t(L, 3), _t(L, 3), _t(L, (3, 1))),
    "mrl_reduction": lambda L, F: F.margin_ranking_loss(_t(L, 3), _t(L, 3), _t(L, 3), reduction="avg"),
    "mrl_broadcast": lambda L, F: F.margin_ranking_loss(_t(L, 1), _t(L, 3), _t(L, 3), reduction="none"),
    "mrl_promotes": lambda L, F: F.margin_ranking_loss(_t(L, 3, dtype="float32"), _t(L, 3),
                                                      _t(L, 3, dtype="float32"), reduction="none"),
    "mrl_0d": lambda L, F: F.margin_ranking_loss(_t(L, ()), _t(L, ()), _t(L, ()), reduction="none"),
    "hinge_reduction": lambda L, F: F.hinge_embedding_loss(_t(L, 3), _t(L, 3), reduction="elementwise"),
    "hinge_broadcast": lambda L, F: F.hinge_embedding_loss(_t(L, (3, 4)), _t(L, 4), reduction="none"),
    "cos_2d_target": lambda L, F: F.cosine_embedding_loss(_t(L, (3, 4)), _t(L, (3, 4)), _t(L, (3, 1))),
    "cos_1d_target_1d_inputs": lambda L, F: F.cosine_embedding_loss(_t(L, 4), _t(L, 4), _t(L, 3)),
    "cos_1d_target_mixed": lambda L, F: F.cosine_embedding_loss(_t(L, (3, 4)), _t(L, 4), _t(L, 3)),
    "cos_0d_target": lambda L, F: F.cosine_embedding_loss(_t(L, (3, 4)), _t(L, (3, 4)), _t(L, ())),
    "cos_features": lambda L, F: F.cosine_embedding_loss(_t(L, (3, 4)), _t(L, (3, 3)), _t(L, 3)),
    "cos_reduction": lambda L, F: F.cosine_embedding_loss(_t(L, (3, 4)), _t(L, (3, 4)), _t(L, 3), reduction="x"),
    "cos_0d_ok": lambda L, F: F.cosine_embedding_loss(_t(L, 4), _t(L, 4), _t(L, ()), reduction="none"),
    "triplet_dims": lambda L, F: F.triplet_margin_loss(_t(L, (3, 4)), _t(L, (3, 4)), _t(L, 4)),
    "triplet_margin": lambda L, F: F.triplet_margin_loss(_t(L, (3, 4)), _t(L, (3, 4)), _t(L, (3, 4)), margin=0),
    "triplet_reduction": lambda L, F: F.triplet_margin_loss(_t(L, (3, 4)), _t(L, (3, 4)), _t(L, (3, 4)),
                                                           reduction="w"),
    "triplet_size": lambda L, F: F.triplet_margin_loss(_t(L, (3, 4)), _t(L, (3, 4)), _t(L, (2, 4))),
    "triplet_1d": lambda L, F: F.triplet_margin_loss(_t(L, 4), _t(L, 4, 1), _t(L, 4, 2), reduction="none"),
    "poisson_reduction": lambda L, F: F.poisson_nll_loss(_t(L, 3), _t(L, 3), reduction="v"),
    "poisson_broadcast": lambda L, F: F.poisson_nll_loss(_t(L, (2, 3)), _t(L, 3), reduction="none"),
    "gauss_negative_float": lambda L, F: F.gaussian_nll_loss(_t(L, (3, 2)), _t(L, (3, 2)), -1.0),
    "gauss_negative_tensor": lambda L, F: F.gaussian_nll_loss(_t(L, (3, 2)), _t(L, (3, 2)), -_t(L, (3, 2)).abs()),
    "gauss_var_size": lambda L, F: F.gaussian_nll_loss(_t(L, (3, 4)), _t(L, (3, 4)), _t(L, (3, 2)).abs()),
    "gauss_var_column": lambda L, F: F.gaussian_nll_loss(_t(L, (3, 4)), _t(L, (3, 4)), _t(L, (3, 1)).abs(),
                                                         reduction="none"),
    "gauss_var_row": lambda L, F: F.gaussian_nll_loss(_t(L, (3, 4)), _t(L, (3, 4)), _t(L, (1, 4)).abs(),
                                                      reduction="none"),
    "gauss_var_short": lambda L, F: F.gaussian_nll_loss(_t(L, (3, 4)), _t(L, (3, 4)), _t(L, 3).abs(),
                                                        reduction="none"),
    "gauss_reduction": lambda L, F: F.gaussian_nll_loss(_t(L, 3), _t(L, 3), _t(L, 3).abs(), reduction="u"),
    "gauss_int_var": lambda L, F: F.gaussian_nll_loss(_t(L, 3), _t(L, 3), 1),
    "multilabel_reduction": lambda L, F: F.multilabel_soft_margin_loss(_t(L, (2, 3)), _t(L, (2, 3)),
                                                                       reduction="s"),
    "multilabel_none": lambda L, F: F.multilabel_soft_margin_loss(_t(L, (2, 3)), _t(L, (2, 3)), reduction="none"),
}


@needs_torch
@pytest.mark.parametrize("name", list(ERRORS))
def test_errors_and_shapes_match_pytorch(name):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        assert _outcome(ERRORS[name], minitorch) == _outcome(ERRORS[name], torch)


@pytest.mark.parametrize("call, error, message", [
    (lambda: F.margin_ranking_loss(_t(minitorch, 3), _t(minitorch, 3), _t(minitorch, (3, 1))), RuntimeError,
     "margin_ranking_loss : All input tensors should have same dimension but got sizes: input1: torch.Size([3]), "
     "input2: torch.Size([3]), target: torch.Size([3, 1]) "),
    (lambda: F.cosine_embedding_loss(_t(minitorch, (3, 4)), _t(minitorch, 4), _t(minitorch, 3)), RuntimeError,
     "1D target tensor expects 2D input tensors, but found inputs with sizes [3, 4] and [4]."),
    (lambda: F.triplet_margin_loss(_t(minitorch, 3), _t(minitorch, 3), _t(minitorch, 3), margin=-1.0), ValueError,
     "margin must be greater than 0, got -1.0"),
    (lambda: F.gaussian_nll_loss(_t(minitorch, 3), _t(minitorch, 3), _t(minitorch, 2).abs()), ValueError,
     "var is of incorrect size"),
    (lambda: F.multilabel_soft_margin_loss(_t(minitorch, 3), _t(minitorch, 3), reduction="x"), ValueError,
     "x is not valid"),
    (lambda: F.hinge_embedding_loss(_t(minitorch, 3), _t(minitorch, 3), reduction="x"), ValueError,
     "x is not a valid value for reduction"),
    (lambda: nn.TripletMarginLoss(margin=0), ValueError,
     "TripletMarginLoss: expected margin to be greater than 0, got 0 instead"),
])
def test_exact_messages(call, error, message):
    with pytest.raises(error) as info:
        call()
    assert str(info.value) == message


# -- legacy size_average / reduce --------------------------------------------------------------------

LEGACY = {
    "margin_ranking": lambda L, **kw: L.nn.functional.margin_ranking_loss(_t(L, 3), _t(L, 3, 1), _t(L, 3, 2), **kw),
    "hinge": lambda L, **kw: L.nn.functional.hinge_embedding_loss(_t(L, 3), _t(L, 3, 1), **kw),
    "cosine": lambda L, **kw: L.nn.functional.cosine_embedding_loss(_t(L, (2, 3)), _t(L, (2, 3), 1),
                                                                    L.tensor([1.0, -1.0], dtype=L.float64), **kw),
    "triplet": lambda L, **kw: L.nn.functional.triplet_margin_loss(_t(L, (2, 3)), _t(L, (2, 3), 1),
                                                                   _t(L, (2, 3), 2), **kw),
    "poisson": lambda L, **kw: L.nn.functional.poisson_nll_loss(_t(L, 3), _t(L, 3, 1).abs(), **kw),
    "multilabel": lambda L, **kw: L.nn.functional.multilabel_soft_margin_loss(_t(L, (2, 3)), _t(L, (2, 3), 1), **kw),
}


def _legacy(lib, name, kwargs):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = LEGACY[name](lib, **kwargs)
    return float(out.sum()), tuple(out.shape), [(w.category.__name__, str(w.message)) for w in caught]


@pytest.mark.parametrize("kwargs", [dict(size_average=False), dict(reduce=False), dict(size_average=True,
                                                                                          reduce=True)])
@pytest.mark.parametrize("name", list(LEGACY))
def test_legacy_arguments_warn_and_override(name, kwargs):
    value, shape, caught = _legacy(minitorch, name, dict(kwargs, reduction="mean"))
    expected = "sum" if kwargs.get("size_average") is False else "none" if kwargs.get("reduce") is False else "mean"
    assert caught == [("UserWarning", f"size_average and reduce args will be deprecated, please use "
                                      f"reduction='{expected}' instead.")]
    assert shape == (() if expected != "none" else tuple(LEGACY[name](minitorch, reduction="none").shape))
    if torch is not None:
        their_value, their_shape, their_caught = _legacy(torch, name, dict(kwargs, reduction="mean"))
        assert (shape, caught) == (their_shape, their_caught)
        assert value == pytest.approx(their_value, rel=1e-12)


def test_no_warning_without_legacy_arguments():
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        for name in LEGACY:
            LEGACY[name](minitorch, reduction="sum")


# -- modules -----------------------------------------------------------------------------------------

MODULES = {
    "MarginRankingLoss": (dict(margin=0.25), lambda L: (_t(L, 4), _t(L, 4, 1), L.tensor([1.0, -1, -1, 1]).double())),
    "HingeEmbeddingLoss": (dict(margin=2.0), lambda L: (_t(L, 4), L.tensor([1.0, -1, -1, 1]).double())),
    "CosineEmbeddingLoss": (dict(margin=0.1), lambda L: (_t(L, (2, 4)), _t(L, (2, 4), 1),
                                                         L.tensor([1.0, -1]).double())),
    "TripletMarginLoss": (dict(margin=0.5, p=1.0, swap=True), lambda L: (_t(L, (2, 4)), _t(L, (2, 4), 1),
                                                                         _t(L, (2, 4), 2))),
    "PoissonNLLLoss": (dict(log_input=False, full=True), lambda L: (_t(L, (2, 4)).abs(), _t(L, (2, 4), 1).abs() * 3)),
    "GaussianNLLLoss": (dict(full=True, eps=1e-3), lambda L: (_t(L, (2, 4)), _t(L, (2, 4), 1), _t(L, 2, 2).abs())),
    "MultiLabelSoftMarginLoss": (dict(weight=None), lambda L: (_t(L, (2, 4)), _t(L, (2, 4), 1).sigmoid())),
}


def _public(module):
    return {k: v for k, v in vars(module).items() if not k.startswith("_") and k != "training"}


@needs_torch
@pytest.mark.parametrize("reduction", REDUCTIONS)
@pytest.mark.parametrize("name", list(MODULES))
def test_module_matches_pytorch(name, reduction):
    kwargs, inputs = MODULES[name]
    ours = getattr(nn, name)(reduction=reduction, **kwargs)
    theirs = getattr(torch.nn, name)(reduction=reduction, **kwargs)
    assert repr(ours) == repr(theirs) == f"{name}()"
    assert _public(ours) == _public(theirs)
    np.testing.assert_allclose(_np(ours(*inputs(minitorch))), _np(theirs(*inputs(torch))), rtol=1e-12)


def test_module_attributes_and_base():
    loss = nn.TripletMarginLoss()
    assert (loss.margin, loss.p, loss.eps, loss.swap, loss.reduction) == (1.0, 2.0, 1e-6, False, "mean")
    assert isinstance(loss, nn.modules.loss._Loss)
    assert isinstance(nn.MultiLabelSoftMarginLoss(), nn.modules.loss._WeightedLoss)
    with pytest.raises(TypeError):
        nn.GaussianNLLLoss(True)  # keyword-only arguments, as in PyTorch


def test_multilabel_weight_is_a_buffer():
    weight = minitorch.tensor([1.0, 2.0, 3.0])
    loss = nn.MultiLabelSoftMarginLoss(weight=weight)
    assert list(loss.state_dict()) == ["weight"] and loss.weight is weight
    x, target = minitorch.zeros(2, 3), minitorch.ones(2, 3)
    expected = F.multilabel_soft_margin_loss(x, target, weight=weight)
    assert float(loss(x, target)) == float(expected) != float(nn.MultiLabelSoftMarginLoss()(x, target))


@needs_torch
@pytest.mark.parametrize("name", [n for n in MODULES if n != "GaussianNLLLoss"])
def test_module_legacy_arguments_warn(name):
    def build(lib):
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            module = getattr(lib.nn, name)(size_average=False)
        return module.reduction, [str(w.message) for w in caught]
    assert build(minitorch) == build(torch) == ("sum", ["size_average and reduce args will be deprecated, please "
                                                        "use reduction='sum' instead."])


# -- soft_margin_loss: its own node (SoftMarginLossBackward0, double backward SoftMarginLossBackwardBackward0) ----

def _soft_margin(lib):
    import warnings
    rng = np.random.default_rng(0)
    x = lib.tensor(rng.standard_normal((3, 4)), requires_grad=True)
    y = lib.tensor(np.sign(rng.standard_normal((3, 4))))
    out = []
    for r in ("mean", "sum", "none"):
        loss = lib.nn.functional.soft_margin_loss(x, y, reduction=r)
        (g,) = lib.autograd.grad(loss.sum(), x, create_graph=True)
        (gg,) = lib.autograd.grad(g.sum(), x)
        out.append((np.round(loss.detach().numpy(), 10).tolist(), type(loss.grad_fn).__name__,
                    type(g.grad_fn).__name__, np.round(gg.numpy(), 10).tolist()))
    out.append((repr(lib.nn.SoftMarginLoss()), round(lib.nn.SoftMarginLoss(reduction="sum")(x, y).item(), 12)))
    for call in (lambda: lib.nn.functional.soft_margin_loss(x, y, reduction="bad"),
                 lambda: lib.nn.functional.soft_margin_loss(x, y[:2]),
                 lambda: lib.nn.functional.soft_margin_loss(x, y.clone().requires_grad_())):
        try:
            call()
        except Exception as e:  # noqa: BLE001 - compared by type and message
            out.append((type(e).__name__, str(e)))
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        lib.nn.SoftMarginLoss(size_average=False)
    out.append([str(w.message) for w in caught])
    return out


def test_soft_margin_loss_against_pytorch():
    mine, theirs = both(_soft_margin)
    assert mine[0][1:3] == ("SoftMarginLossBackward0", "SoftMarginLossBackwardBackward0")
    if theirs is not None:
        assert mine == theirs


def test_soft_margin_loss_target_check_only_in_grad_mode():
    def run(lib):
        x = lib.tensor([0.5, -1.0], dtype=lib.float64, requires_grad=True)
        y = lib.tensor([1.0, -1.0], dtype=lib.float64, requires_grad=True)
        with lib.no_grad():
            quiet = round(lib.nn.functional.soft_margin_loss(x, y).item(), 10)
        try:
            lib.nn.functional.soft_margin_loss(x, y)
        except RuntimeError as e:
            return quiet, str(e)
        return quiet, None
    mine, theirs = both(run)
    assert mine[1] == ("The function 'soft_margin_loss' is not differentiable with respect to argument 'target'. "
                       "This input cannot have requires_grad True.")
    if theirs is not None:
        assert mine == theirs


# -- multi_margin_loss: its own node (MultiMarginLossBackward0; the backward op is PyTorch's NotImplemented) ------

_MULTI_MARGIN_CASES = [
    "F.multi_margin_loss(x, y)", "F.multi_margin_loss(x, y, p=2, margin=0.5, weight=w)",
    "F.multi_margin_loss(x, y, reduction='sum')", "F.multi_margin_loss(x, y, reduction='none')",
    "F.multi_margin_loss(x[0], y[:1])", "F.multi_margin_loss(x[0], t.tensor(2))",
    "F.multi_margin_loss(x[0], t.tensor(2), reduction='none')", "F.multi_margin_loss(x, y, p=3)",
    "F.multi_margin_loss(x, t.tensor([1, 0, 5]))", "F.multi_margin_loss(x, y[:2])",
    "F.multi_margin_loss(x, y, weight=t.ones(4, dtype=t.float64))", "F.multi_margin_loss(x, y.float())",
    "F.multi_margin_loss(x.unsqueeze(0), y)",
    "F.multi_margin_loss(x, y, weight=t.ones(5, dtype=t.float64, requires_grad=True))",
    "t.nn.MultiMarginLoss(p=2, margin=0.5, weight=w)(x, y)",
]


@pytest.mark.parametrize("case", _MULTI_MARGIN_CASES)
def test_multi_margin_loss(case):
    def run(t):
        F = t.nn.functional  # noqa: F841 (read by the case)
        x = t.tensor(np.random.default_rng(0).standard_normal((3, 5)), requires_grad=True)
        y = t.tensor([1, 0, 4])  # noqa: F841
        w = t.tensor([1.0, 0.5, 2.0, 1.0, 0.3], dtype=t.float64)  # noqa: F841
        loss = eval(case)  # noqa: S307 (fixed test expressions)
        (g,) = t.autograd.grad(loss.sum(), x, create_graph=True)
        return (np.round(loss.detach().numpy(), 10).tolist(), type(loss.grad_fn).__name__, type(g.grad_fn).__name__,
                np.round(g.detach().numpy(), 10).tolist())
    same_as_pytorch(run, unexpected=("AttributeError", "NameError"))


def test_multi_margin_loss_module_checks():
    def run(t):
        out = [repr(t.nn.MultiMarginLoss()), t.nn.MultiMarginLoss(p=2).p]
        for make in (lambda: t.nn.MultiMarginLoss(p=3), lambda: t.nn.MultiMarginLoss(weight=t.ones(2, 2))):
            try:
                make()
            except ValueError as e:
                out.append(str(e))
        return out
    mine, theirs = both(run)
    assert mine[0] == "MultiMarginLoss()"
    if theirs is not None:
        assert mine == theirs
