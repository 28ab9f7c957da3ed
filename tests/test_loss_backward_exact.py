"""mse_loss's gradients through ATen's mse_loss_backward order, ``(self - target) * norm * grad``: bit for bit
PyTorch's in float32, for every reduction; second derivatives still flow."""
import numpy as np
import pytest

import minitorch

torch = pytest.importorskip("torch")


def gradients(lib, reduction, shape, seed):
    rng = np.random.default_rng(seed)
    x = lib.tensor(rng.standard_normal(shape).astype(np.float32), requires_grad=True)
    t = lib.tensor(rng.standard_normal(shape).astype(np.float32), requires_grad=True)
    out = lib.nn.functional.mse_loss(x, t, reduction=reduction)
    out.backward(lib.tensor(rng.standard_normal(tuple(out.shape)).astype(np.float32)))
    return x.grad.numpy().tobytes(), t.grad.numpy().tobytes()


@pytest.mark.parametrize("reduction", ["mean", "sum", "none"])
@pytest.mark.parametrize("shape", [(7, 13), (300,), (4, 5, 6)])
def test_mse_loss_gradients_bitwise_as_pytorch(reduction, shape):
    assert gradients(minitorch, reduction, shape, 1) == gradients(torch, reduction, shape, 1)


@pytest.mark.parametrize("reduction", ["mean", "sum", "none"])
def test_mse_loss_second_derivatives(reduction):
    rng = np.random.default_rng(2)
    x = minitorch.tensor(rng.standard_normal((3, 4)), requires_grad=True)
    t = minitorch.tensor(rng.standard_normal((3, 4)), requires_grad=True)
    assert minitorch.autograd.gradgradcheck(lambda x, t: minitorch.nn.functional.mse_loss(x, t, reduction=reduction),
                                            (x, t))
