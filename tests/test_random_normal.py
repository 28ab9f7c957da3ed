"""torch.normal with a tensor mean and/or std: NormalBackward1-3 (gradient 0, as PyTorch: a draw is not a
reparameterized sample), broadcasting, dtypes, moments, and PyTorch's errors."""
import pytest

import minitorch
from oracle import both, graph_names, needs_torch


@needs_torch
@pytest.mark.parametrize("call", [
    "torch.normal(m, 2.0)", "torch.normal(1.5, s)", "torch.normal(m, s)", "torch.normal(mean=m, std=2.0)",
    "torch.normal(mean=1.0, std=s)", "torch.normal(m.reshape(3, 1), s[:2])", "torch.normal(m)",
])
def test_graph_grads_and_shapes(call):
    def run(torch):
        m = torch.zeros(3, dtype=torch.float64, requires_grad=True)
        s = torch.ones(3, dtype=torch.float64, requires_grad=True)
        out = eval(call, {"torch": torch, "m": m, "s": s})
        out.sum().backward()
        grads = [None if g is None else g.tolist() for g in (m.grad, s.grad)]
        return tuple(out.shape), str(out.dtype), graph_names(out), grads
    mine, theirs = both(run)
    assert mine == theirs


@needs_torch
@pytest.mark.parametrize("call", [
    "torch.normal(torch.zeros(2), -1.0)", "torch.normal(torch.zeros(2), -0.5)", "torch.normal(0.0, -torch.ones(2))",
    "torch.normal(torch.zeros(2), -torch.ones(2))", "torch.normal(torch.zeros(2, dtype=torch.int64), 1.0)",
    "torch.normal(torch.zeros(2, dtype=torch.float64), torch.ones(2)).dtype",
    "torch.normal(0.0, torch.ones(2, dtype=torch.float64)).dtype", "torch.normal(2, 3, (2,)).dtype",
    "torch.normal(0.0, 1.0, size=(2, 3)).shape", "torch.zeros(2).normal_(0.0, -1.0)",
])
def test_like_pytorch(call):
    def run(torch):
        out = eval(call, {"torch": torch})
        return str(out) if not isinstance(out, torch.Tensor) else tuple(out.shape)
    mine, theirs = both(run)
    assert mine == theirs


def test_moments_and_generator():
    draws = minitorch.normal(minitorch.full((200_000,), 3.0, dtype=minitorch.float64),
                             minitorch.full((200_000,), 2.0, dtype=minitorch.float64))
    assert abs(draws.mean().item() - 3.0) < 0.03 and abs(draws.std().item() - 2.0) < 0.03
    first = minitorch.normal(minitorch.zeros(5), 1.0, generator=minitorch.Generator().manual_seed(7))
    again = minitorch.normal(minitorch.zeros(5), 1.0, generator=minitorch.Generator().manual_seed(7))
    assert first.tolist() == again.tolist()
    zero_std = minitorch.normal(minitorch.arange(4.0), 0.0)
    assert zero_std.tolist() == [0.0, 1.0, 2.0, 3.0]
