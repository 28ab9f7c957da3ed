"""torch.func transforms over a function that closes over tensors requiring grad (a module's weights, MAML's
meta-parameters): each result comes back at the outer level, with a graph to those tensors where it depends on
them and detached where it depends only on the transform's own inputs; compared with PyTorch."""
import numpy as np
import pytest

import minitorch

from oracle import needs_torch, torch


def _summary(t):
    return t.requires_grad, np.round(t.detach().numpy(), 6).tolist()


def _program(lib):
    func = lib.func
    w = lib.tensor([2.0, 3.0], requires_grad=True)
    x = lib.tensor([1.0, 1.5])
    out = {}
    g = func.grad(lambda a: (a * a * w).sum())(x)
    out["g"] = _summary(g)
    out["dg/dw"] = _summary(lib.autograd.grad(g.sum(), w)[0])
    out["unrelated"] = _summary(func.grad(lambda a: (a * a).sum() + w.sum())(x))
    g, v = func.grad_and_value(lambda a: (a * a * w).sum())(x)
    out["grad_and_value"] = (_summary(g), _summary(v))
    g, v = func.grad_and_value(lambda a: (a * a).sum() + w.sum(), has_aux=False)(x)
    out["value only"] = (_summary(g), _summary(v))
    _, (aux_w, aux_x) = func.grad(lambda a: ((a * w).sum(), (w * 2, a * 2)), has_aux=True)(x)
    out["aux"] = (_summary(aux_w), _summary(aux_x))
    with lib.no_grad():
        out["under no_grad"] = _summary(func.grad(lambda a: (a * a * w).sum())(x))
    value, fn = func.vjp(lambda a: a * w, x)
    out["vjp"] = (_summary(value), _summary(fn(lib.ones(2))[0]))
    value, fn = func.vjp(lambda a: a * a, x)
    out["vjp unrelated"] = (_summary(value), _summary(fn(lib.ones(2))[0]))
    j = func.jacrev(lambda a: a * a * w)(x)
    out["jacrev"] = (_summary(j), _summary(lib.autograd.grad(j.sum(), w)[0]))
    h = func.hessian(lambda a: (a * a * a * w).sum())(x)
    out["hessian"] = (_summary(h), _summary(lib.autograd.grad(h.sum(), w)[0]))
    m = lib.nn.Linear(2, 1)
    with lib.no_grad():
        m.weight.copy_(lib.tensor([[0.5, -1.0]]))
        m.bias.fill_(0.25)
    g = func.grad(lambda i: (m(i) ** 2).sum())(x)
    g.sum().backward()
    out["module"] = (_summary(g), _summary(m.weight.grad), _summary(m.bias.grad))
    xr = lib.tensor([1.0, 2.0], requires_grad=True)
    g = func.grad(lambda a: (a * a * w).sum())(xr)
    out["both levels"] = (_summary(g), [_summary(t) for t in lib.autograd.grad(g.sum(), [xr, w])])
    return out


def test_a_maml_inner_step_differentiates_through_to_the_meta_parameters():
    """One inner SGD step by torch.func.grad, then the outer loss's gradient w.r.t. w, against finite
    differences of the same two-level computation."""
    def outer(w_value):
        w = minitorch.tensor(w_value, requires_grad=True)
        x = minitorch.tensor([0.3, -0.8, 1.1], dtype=minitorch.float64)
        inner = minitorch.func.grad(lambda p: ((p * w - 1.0) ** 2).sum())
        p1 = x - 0.1 * inner(x)
        loss = ((p1 * w).sin()).sum()
        return loss, w

    w0 = np.array([0.7, -0.4, 1.3])
    loss, w = outer(w0)
    (g,) = minitorch.autograd.grad(loss, w)
    eps = 1e-6
    numeric = []
    for k in range(3):
        d = np.zeros(3)
        d[k] = eps
        numeric.append((outer(w0 + d)[0].item() - outer(w0 - d)[0].item()) / (2 * eps))
    np.testing.assert_allclose(g.numpy(), numeric, rtol=1e-6, atol=1e-9)


@needs_torch
def test_transforms_over_closed_over_tensors_match_pytorch():
    assert _program(minitorch) == _program(torch)


@pytest.mark.parametrize("transform", ["grad", "jacrev"])
def test_a_deep_closure_graph_is_walked_without_recursion(transform):
    w = minitorch.tensor([1.0], requires_grad=True)

    def f(a):
        h = a
        for _ in range(5000):
            h = h * 1.0
        return (h * w).sum()
    g = getattr(minitorch.func, transform)(f)(minitorch.tensor([2.0]))
    assert g.requires_grad
