"""torch._foreach_*: every multi-tensor op against PyTorch (values, dtypes, in-place results, errors)."""
import numpy as np
import pytest

from oracle import both, needs_torch

UNARY = ["abs", "acos", "asin", "atan", "ceil", "cos", "cosh", "erf", "erfc", "exp", "expm1", "floor", "frac",
         "lgamma", "log", "log10", "log1p", "log2", "neg", "reciprocal", "round", "rsqrt", "sigmoid", "sign", "sin",
         "sinh", "sqrt", "tan", "tanh", "trunc"]

CALLS = [f"torch._foreach_{n}(p)" for n in UNARY] + [f"torch._foreach_{n}_(p)" for n in UNARY] + [
    "torch._foreach_add(a, 1.5)", "torch._foreach_add(a, [1.0, 2.0])", "torch._foreach_add(a, b, alpha=2)",
    "torch._foreach_add(a, torch.tensor(1.0), alpha=3)", "torch._foreach_sub(a, b)", "torch._foreach_sub_(a, b, alpha=0.5)",
    "torch._foreach_mul(a, b)", "torch._foreach_mul_(a, 2.0)", "torch._foreach_mul_(a, [2.0, 3.0])",
    "torch._foreach_div(a, b)", "torch._foreach_div_(a, 4.0)", "torch._foreach_maximum(a, 0.0)",
    "torch._foreach_minimum_(a, b)", "torch._foreach_clamp_min(a, -0.5)", "torch._foreach_clamp_max_(a, [0.1, 0.2])",
    "torch._foreach_pow(p, 2.0)", "torch._foreach_pow(p, [2.0, 3.0])", "torch._foreach_pow(2.0, a)",
    "torch._foreach_pow_(p, b)", "torch._foreach_addcmul(a, a, b)", "torch._foreach_addcmul_(a, a, b, value=0.5)",
    "torch._foreach_addcdiv(a, a, p, [1.0, 2.0])", "torch._foreach_addcdiv_(a, b, p, torch.tensor([0.5, 2.0]))",
    "torch._foreach_lerp(a, b, 0.3)", "torch._foreach_lerp_(a, b, [0.1, 0.9])", "torch._foreach_lerp(a, b, p)",
    "torch._foreach_norm(a)", "torch._foreach_norm(a, 1)", "torch._foreach_norm(a, float('inf'))",
    "torch._foreach_norm(a, dtype=torch.float64)", "torch._foreach_max(a)", "torch._foreach_powsum(a, 3)",
    "torch._foreach_clone(a)", "torch._foreach_zero_(a)", "torch._foreach_copy_(a, b)",
    "torch._foreach_mm([torch.eye(2)], [torch.ones(2, 2)])",
    # errors
    "torch._foreach_add(a, [1.0])", "torch._foreach_add(a, [torch.ones(1)])", "torch._foreach_abs([])",
    "torch._foreach_mul_([torch.ones(2)], [torch.ones(3)])", "torch._foreach_mul_(leaf, 2.0)",
]


@needs_torch
@pytest.mark.parametrize("call", CALLS)
def test_like_pytorch(call):
    def run(torch):
        a = [torch.tensor([0.5, -1.25, 2.0]), torch.tensor([[3.0], [-0.75]])]
        b = [torch.tensor([1.5, 0.25, -2.0]), torch.tensor([[0.5], [4.0]])]
        p = [torch.tensor([0.25, 0.5, 0.75]), torch.tensor([[0.125], [0.625]])]
        leaf = [torch.ones(2, requires_grad=True)]
        out = eval(call, {"torch": torch, "a": a, "b": b, "p": p, "leaf": leaf})
        inputs = [np.ravel(t.tolist()).tolist() for lst in (a, b, p) for t in lst]
        kind = type(out).__name__
        if isinstance(out, (list, tuple)):
            out = [(np.ravel(t.tolist()).tolist(), str(t.dtype)) for t in out]
        return kind, out, inputs
    mine, theirs = both(run)
    if isinstance(mine[1], list):  # values to float32 rounding
        assert mine[0] == theirs[0] and len(mine[2]) == len(theirs[2])
        for v, w in zip(mine[2], theirs[2]):
            assert v == pytest.approx(w, rel=1e-6, nan_ok=True)
        assert [d for _, d in mine[1]] == [d for _, d in theirs[1]]
        for (v, _), (w, _) in zip(mine[1], theirs[1]):
            assert v == pytest.approx(w, rel=1e-6, nan_ok=True)
    else:
        assert mine == theirs


def test_in_place_returns_its_list_and_records_grads():
    import minitorch
    x = minitorch.ones(2, requires_grad=True)
    ts = [x * 1.0, x * 2.0]
    assert minitorch._foreach_mul_(ts, 3.0) is ts
    sum(t.sum() for t in ts).backward()
    assert x.grad.tolist() == [9.0, 9.0]
