"""cumsum's and cumprod's gradients through PyTorch's reversed_cumsum (flip, cumsum, flip): bit for bit
PyTorch's in float32, where a total minus a cumsum would cancel; the trivial cases pass the gradient on."""
import numpy as np
import pytest

import minitorch

torch = pytest.importorskip("torch")


def gradient(lib, op, shape, dim, offset=0.0):
    rng = np.random.default_rng(7)
    x = lib.tensor(rng.standard_normal(shape).astype(np.float32) + np.float32(offset), requires_grad=True)
    out = getattr(x, op)(dim)
    out.backward(lib.tensor(rng.standard_normal(shape).astype(np.float32)))
    return x.grad.numpy().tobytes()


@pytest.mark.parametrize("shape, dim", [((8, 300), 1), ((8, 300), 0), ((5, 7, 9), -2), ((1, 6), 0), ((6,), 0), ((), 0)])
def test_cumsum_gradient_bitwise_as_pytorch(shape, dim):
    assert gradient(minitorch, "cumsum", shape, dim) == gradient(torch, "cumsum", shape, dim)


@pytest.mark.parametrize("shape, dim", [((8, 30), 1), ((5, 7, 9), 0)])
def test_cumprod_gradient_bitwise_as_pytorch(shape, dim):
    assert gradient(minitorch, "cumprod", shape, dim, 1.5) == gradient(torch, "cumprod", shape, dim, 1.5)


def test_reverse_cumsum_does_not_cancel():
    def grad(lib):
        x = lib.zeros(4, requires_grad=True)
        x.cumsum(0).backward(lib.tensor([1e4, 1e-3, 1e-3, 1e-3]))
        return x.grad.tolist()
    assert grad(minitorch) == grad(torch)
    np.testing.assert_allclose(grad(minitorch)[1:], [3e-3, 2e-3, 1e-3], rtol=1e-6)
