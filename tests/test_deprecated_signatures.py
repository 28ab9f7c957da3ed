"""PyTorch's deprecated Python signatures (``x.add_(-lr, grad)``, ``torch.addmm(beta, M, a, b)``, ...): the same
values, gradients and graphs as PyTorch, its once-per-process UserWarning word for word, and its TypeErrors for
extra arguments that fit no form."""
import warnings

import numpy as np
import pytest

import minitorch
from minitorch import _deprecated_signatures

from oracle import needs_torch, torch

# Each deprecated form of the function (fn), the method (m) and the in-place method (_m).
CALLS = {
    "add_fn": "lib.add(x, 2, y)", "add_fn_out": "lib.add(x, 2, y, out=lib.empty(2, 2))", "add_m": "x.add(2, y)",
    "add__m": "x.clone().add_(2, y)", "add_numbers": "lib.add(x, 2, 3)",
    "add_scalar_tensor": "x.add(lib.tensor(2.), y)",
    "sub_fn": "lib.sub(x, 2, y)", "sub_m": "x.sub(2, y)", "sub__m": "x.clone().sub_(2, y)",
    "addcmul_fn": "lib.addcmul(x, 0.5, y, y)", "addcmul_m": "x.addcmul(0.5, y, y)",
    "addcmul__m": "x.clone().addcmul_(0.5, y, y)", "addcdiv_fn": "lib.addcdiv(x, 0.5, y, y)",
    "addcdiv_m": "x.addcdiv(0.5, y, y)", "addcdiv__m": "x.clone().addcdiv_(0.5, y, y)",
    "addmm_fn5": "lib.addmm(0.5, x, 2, x, y)", "addmm_fn4": "lib.addmm(0.5, x, x, y)",
    "addmm_m5": "x.addmm(0.5, 2, x, y)", "addmm_m4": "x.addmm(0.5, x, y)", "addmm__m": "x.clone().addmm_(0.5, 2, x, y)",
    "addmv_fn": "lib.addmv(0.5, v, 2, x, v)", "addmv__fn": "lib.addmv_(0.5, v.clone(), 2, x, v)",
    "addmv_m": "v.addmv(0.5, x, v)", "addr_fn": "lib.addr(0.5, x, 2, v, v)", "addr_m": "x.addr(0.5, v, v)",
    "baddbmm_fn": "lib.baddbmm(0.5, b, 2, b, b)", "baddbmm_m": "b.baddbmm(0.5, b, b)",
    "addbmm_fn": "lib.addbmm(0.5, x, 2, b, b)", "addbmm_m": "x.addbmm(0.5, b, b)",
    "addbmm__m": "x.clone().addbmm_(0.5, 2, b, b)",
}


def _run(lib, expr):
    x = lib.arange(4.).reshape(2, 2) + 1
    y = lib.full((2, 2), 2.0)
    v = lib.tensor([1., 2.])
    b = lib.arange(8.).reshape(2, 2, 2)
    return eval(expr, {"lib": lib, "x": x, "y": y, "v": v, "b": b})


def _fresh_warnings(expr):
    """minitorch's warnings for ``expr`` as the first deprecated call of a process."""
    _deprecated_signatures._warned = False
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        result = _run(minitorch, expr)
    return result, [(w.category, str(w.message)) for w in caught]


@needs_torch
@pytest.mark.parametrize("case", list(CALLS))
def test_values_are_pytorchs(case):
    ours, caught = _fresh_warnings(CALLS[case])
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        theirs = _run(torch, CALLS[case])
    assert ours.tolist() == theirs.tolist()
    assert [category for category, _ in caught] == [UserWarning]


TRIGGERED = " (Triggered internally at /__w/pytorch/pytorch/torch/csrc/utils/python_arg_parser.cpp:1841.)"
# PyTorch 2.13's messages, each from a fresh process (it warns once per process)
MESSAGES = {
    "add_fn": "This overload of add is deprecated:\n\tadd(Tensor input, Number alpha, Tensor other, *, Tensor out = "
              "None)\nConsider using one of the following signatures instead:\n\tadd(Tensor input, Tensor other, *, "
              "Number alpha = 1, Tensor out = None)",
    "add__m": "This overload of add_ is deprecated:\n\tadd_(Number alpha, Tensor other)\nConsider using one of the "
              "following signatures instead:\n\tadd_(Tensor other, *, Number alpha = 1)",
    "addcmul__m": "This overload of addcmul_ is deprecated:\n\taddcmul_(Number value, Tensor tensor1, Tensor tensor2)\n"
                  "Consider using one of the following signatures instead:\n\taddcmul_(Tensor tensor1, Tensor tensor2, "
                  "*, Number value = 1)",
    "addmm_m4": "This overload of addmm is deprecated:\n\taddmm(Number beta, Tensor mat1, Tensor mat2)\nConsider using "
                "one of the following signatures instead:\n\taddmm(Tensor mat1, Tensor mat2, *, Number beta = 1, Number "
                "alpha = 1)",
    "addmv__fn": "This overload of addmv_ is deprecated:\n\taddmv_(Number beta, Tensor input, Number alpha, Tensor mat, "
                 "Tensor vec)\nConsider using one of the following signatures instead:\n\taddmv_(Tensor input, Tensor "
                 "mat, Tensor vec, *, Number beta = 1, Number alpha = 1)",
    "addr_fn": "This overload of addr is deprecated:\n\taddr(Number beta, Tensor input, Number alpha, Tensor vec1, Tensor "
               "vec2, *, Tensor out = None)\nConsider using one of the following signatures instead:\n\taddr(Tensor "
               "input, Tensor vec1, Tensor vec2, *, Number beta = 1, Number alpha = 1, Tensor out = None)",
}


@pytest.mark.parametrize("case", list(MESSAGES))
def test_the_warning_is_pytorchs(case):
    _, caught = _fresh_warnings(CALLS[case])
    assert caught == [(UserWarning, MESSAGES[case] + TRIGGERED)]


def test_one_warning_per_process():
    """PyTorch's parser warns for the first deprecated call only, whichever op it is."""
    _, caught = _fresh_warnings(CALLS["add__m"])
    assert len(caught) == 1
    with warnings.catch_warnings(record=True) as later:
        warnings.simplefilter("always")
        _run(minitorch, CALLS["addcmul_m"])
        _run(minitorch, CALLS["add__m"])
    assert later == []


def test_the_warning_points_at_the_callers_line():
    _deprecated_signatures._warned = False
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        minitorch.ones(2).add_(2, minitorch.ones(2))
    assert caught[0].filename == __file__


@needs_torch
@pytest.mark.parametrize("expr", [
    "lib.add(x, y, 3)", "x.add(y, 3)", "lib.add(x, 2, y, alpha=3)", "x.add(lib.tensor(2., requires_grad=True), y)",
    "lib.add(x, True, y)", "x.addcmul(y, y, y)", "x.addcmul(0.5, y, 3)", "lib.addmm(0.5, x, x)", "x.sub_(2, y, 3)",
    "lib.add(2, x, y)", "x.addmm(0.5, 2, x, y, 3)", "lib.addcdiv(x, 0.5, y, y, value=2)",
])
def test_calls_no_form_takes_fail_as_in_pytorch(expr):
    errors = []
    for lib in (minitorch, torch):
        with pytest.raises((TypeError, RuntimeError)) as info:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                _run(lib, expr)
        errors.append((type(info.value), str(info.value)))
    assert errors[0] == errors[1]


@needs_torch
def test_gradients_and_graph_are_pytorchs():
    """The deprecated forms are the ops themselves: the same nodes and gradients."""
    rng = np.random.default_rng(0)
    arrays = [rng.standard_normal((3, 3)) for _ in range(4)]
    results = []
    for lib in (minitorch, torch):
        a, m1, m2, t = (lib.tensor(v, requires_grad=True) for v in arrays)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            out = lib.addmm(0.5, a, -2, m1, m2).addcmul(0.25, t, a).sub(3, t)
        grads = lib.autograd.grad(out.sum(), (a, m1, m2, t))
        results.append((out.grad_fn.name(), out.grad_fn.next_functions[0][0].name(), [g.numpy() for g in grads]))
    (name, below, ours), (their_name, their_below, theirs) = results
    assert (name, below) == (their_name, their_below) == ("SubBackward0", "AddcmulBackward0")
    for g, h in zip(ours, theirs):
        np.testing.assert_allclose(g, h, rtol=1e-12)


@needs_torch
def test_an_old_style_optimizer_step_runs_as_in_pytorch():
    """The SGD-with-momentum and Adam updates as optimizers wrote them before PyTorch 1.5."""
    def train(lib):
        lib.manual_seed(0)
        model = lib.nn.Linear(4, 2)
        x = lib.tensor(np.random.default_rng(1).standard_normal((8, 4)), dtype=lib.float32)
        state = {}
        for _ in range(3):
            model.zero_grad()
            model(x).pow(2).mean().backward()
            for p in model.parameters():
                buf = state.setdefault(p, [lib.zeros_like(p), lib.zeros_like(p)])
                buf[0].mul_(0.9).add_(1 - 0.9, p.grad)
                buf[1].mul_(0.999).addcmul_(1 - 0.999, p.grad, p.grad)
                p.data.addcdiv_(-0.01, buf[0], buf[1].sqrt().add_(1e-8))
        return [p.detach().numpy() for p in model.parameters()]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        ours, theirs = train(minitorch), train(torch)
    for a, b in zip(ours, theirs):
        np.testing.assert_allclose(a, b, rtol=1e-6, atol=1e-7)
