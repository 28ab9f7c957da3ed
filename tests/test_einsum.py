"""torch.einsum as ATen computes it: the graph it records (unsqueeze, permute, diagonal, sum, bmm, view nodes in
ATen's order), its result's layout, values, gradients and second gradients, and ATen's messages, against
PyTorch; gradients also against finite differences."""
import numpy as np
import pytest

import minitorch

from oracle import graph_names, needs_torch, same_as_pytorch, torch


def _operands(lib, shapes):
    ops = []
    for k, shape in enumerate(shapes):
        n = int(np.prod(shape))
        ops.append(lib.linspace(-1 + k / 7, 1.5 - k / 5, n, dtype=lib.float64).reshape(shape).requires_grad_())
    return ops


CASES = [
    ("ij,jk->ik", [(2, 3), (3, 4)]),
    ("ij,j->i", [(2, 3), (3,)]),
    ("ii->i", [(3, 3)]),
    ("ii", [(3, 3)]),
    ("ij->", [(2, 3)]),
    ("ij->ij", [(2, 3)]),
    ("ij->ji", [(2, 3)]),
    ("ij,ij->ij", [(2, 3), (2, 3)]),
    ("i,j->ij", [(3,), (4,)]),
    ("bij,bjk->bik", [(2, 2, 3), (2, 3, 4)]),
    ("bij,jk->kbi", [(2, 3, 4), (4, 5)]),
    ("bij,jk->bki", [(2, 3, 4), (4, 5)]),
    ("bij,jk,kl->bil", [(2, 3, 4), (4, 5), (5, 2)]),
    ("bij,jk,kl->", [(2, 3, 4), (4, 5), (5, 2)]),
    ("bij,kl->bjl", [(2, 3, 4), (5, 2)]),
    ("bii->bi", [(2, 3, 3)]),
    ("bij,bij->b", [(2, 3, 4), (2, 3, 4)]),
    ("i,i,i->i", [(5,), (5,), (5,)]),
    ("...j,jk,k->...", [(2, 3, 4), (4, 5), (5,)]),
    ("...ij,...jk->...ik", [(2, 1, 2, 3), (5, 3, 4)]),
    ("iij->j", [(2, 2, 4)]),
    ("Ab,bc->cA", [(2, 3), (3, 4)]),
    ("ij,jk", [(2, 3), (3, 4)]),
    (" i j , j k -> i k ", [(2, 3), (3, 4)]),
    ("bn,anm,bm->ba", [(2, 5), (3, 5, 4), (2, 4)]),
]


@needs_torch
@pytest.mark.parametrize("equation, shapes", CASES, ids=[c[0] for c in CASES])
def test_graph_layout_values_and_gradients_match_pytorch(equation, shapes):
    def run(lib):
        ops = _operands(lib, shapes)
        r = lib.einsum(equation, *ops)
        grads = lib.autograd.grad((r * r).sum(), ops, create_graph=True)
        second = lib.autograd.grad(sum(g.sum() for g in grads), ops, allow_unused=True)
        return (tuple(r.shape), r.stride(), graph_names(r), np.round(r.detach().numpy(), 10).tolist(),
                [np.round(g.detach().numpy(), 9).tolist() for g in grads], [type(g.grad_fn).__name__ for g in grads],
                [None if g is None else np.round(g.numpy(), 7).tolist() for g in second])
    mine, theirs = run(minitorch), run(torch)
    assert mine == theirs


@pytest.mark.parametrize("equation, shapes", [c for c in CASES if len(c[1]) <= 2][:12])
def test_gradients_match_finite_differences(equation, shapes):
    ops = _operands(minitorch, shapes)
    assert minitorch.autograd.gradcheck(lambda *a: minitorch.einsum(equation, *a), ops)
    assert minitorch.autograd.gradgradcheck(lambda *a: minitorch.einsum(equation, *a), ops)


SUBLISTS = [
    "torch.einsum(a, [0, 1], b, [1, 2], [0, 2])",
    "torch.einsum(a, [0, 1], b, [1, 2])",
    "torch.einsum(a, [Ellipsis, 1], b, [1, 2])",
    "torch.einsum(a, [27, 1], b, [1, 51])",
    "torch.einsum(a, [52, 1], b, [1, 2])",
    "torch.einsum('ij,jk', [a, b])",
    "torch.einsum('ij,jk->', (a, b))",
]

ERRORS = [
    "torch.einsum('ij,jk->ik', a, b.double())",
    "torch.einsum('ij,jk->ik', a)",
    "torch.einsum('ij->ik', a)",
    "torch.einsum('ij->ii', a)",
    "torch.einsum('i.j->ij', a)",
    "torch.einsum('i...j...->ij', a)",
    "torch.einsum('ij->i..', a)",
    "torch.einsum('ij->...i...', a)",
    "torch.einsum('i1->i', a)",
    "torch.einsum('ij->i2', a)",
    "torch.einsum('ii->i', a)",
    "torch.einsum('ij,ij->ij', a, b)",
    "torch.einsum('ijk', a)",
    "torch.einsum('ijk...', a)",
    "torch.einsum('...ij,...jk->...ik', torch.ones(2, 3, 2, 3), torch.ones(5, 3, 4))",
    "torch.einsum('bij,bjk->bik', torch.ones(1, 2, 3), torch.ones(5, 3, 4)).shape",
    "torch.einsum('', torch.tensor(2.0))",
    "torch.einsum('ij,jk->ik')",
    "torch.einsum('i', [1, 2])",
    "torch.einsum('i,i', torch.ones(2), 3)",
    "torch.einsum(3, torch.ones(2))",
    "torch.einsum('i', torch.ones(2), [0])",
]


@needs_torch
@pytest.mark.parametrize("expr", SUBLISTS + ERRORS)
def test_forms_and_errors_match_pytorch(expr):
    def run(lib):
        a = lib.arange(6.0).reshape(2, 3)
        b = lib.arange(12.0).reshape(3, 4)
        r = eval(expr, {"torch": lib, "a": a, "b": b})
        return (tuple(r.shape), r.tolist()) if isinstance(r, lib.Tensor) else r
    same_as_pytorch(run, unexpected=("AttributeError", "NameError"))
