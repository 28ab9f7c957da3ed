"""Reflection and replication padding's backward in ATen's order: each plane's output gradients added to
the input positions they read, one after another in row-major output order. An input element read several
times (borders, corners) then sums as PyTorch's does: float32 gradients bit for bit. The create_graph path
(index_add per dim) agrees to rounding and has second derivatives."""
import numpy as np
import pytest

import minitorch

torch = pytest.importorskip("torch")

CASES = [((2, 3, 5, 6), (2, 1, 3, 2)), ((2, 3, 7), (3, 3)), ((1, 2, 3, 4, 5), (1, 1, 2, 2, 1, 0)),
         ((2, 3, 4, 4), (0, 0, 3, 1)), ((1, 1, 2, 2), (1, 1, 1, 1)), ((3, 9), (4, 4))]


def padded_grad(lib, shape, pad, mode, create_graph=False, dtype=np.float32):
    rng = np.random.default_rng(sum(shape))
    x = lib.tensor(rng.standard_normal(shape).astype(dtype), requires_grad=True)
    y = lib.nn.functional.pad(x, pad, mode=mode)
    (g,) = lib.autograd.grad(y, x, lib.tensor(rng.standard_normal(tuple(y.shape)).astype(dtype)),
                             create_graph=create_graph)
    return y.detach().numpy(), g.detach().numpy()


@pytest.mark.parametrize("mode", ["reflect", "replicate"])
@pytest.mark.parametrize("shape, pad", CASES)
def test_pad_backward_bitwise_as_pytorch(mode, shape, pad):
    mine, theirs = padded_grad(minitorch, shape, pad, mode), padded_grad(torch, shape, pad, mode)
    assert mine[0].tobytes() == theirs[0].tobytes() and mine[1].tobytes() == theirs[1].tobytes()


@pytest.mark.parametrize("mode", ["reflect", "replicate"])
def test_pad_backward_create_graph_path(mode):
    fast = padded_grad(minitorch, (2, 3, 5, 6), (2, 1, 3, 2), mode, dtype=np.float64)
    recorded = padded_grad(minitorch, (2, 3, 5, 6), (2, 1, 3, 2), mode, create_graph=True, dtype=np.float64)
    np.testing.assert_allclose(fast[1], recorded[1], rtol=1e-14)
    x = minitorch.tensor(np.random.default_rng(3).standard_normal((1, 2, 4, 5)), requires_grad=True)
    assert minitorch.autograd.gradgradcheck(lambda t: minitorch.nn.functional.pad(t, (2, 1, 1, 2), mode=mode), (x,))
