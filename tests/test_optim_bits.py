"""The optimizers' updates rounded as PyTorch's CPU kernels round them: ``add(alpha=)``, ``addcmul`` and
``lerp`` are fused multiply-adds there (one rounding), so SGD's parameters stay PyTorch's bit for bit over
many steps, and Adam's within the last bit where PyTorch's vectorised sqrt is not correctly rounded."""
import numpy as np
import pytest

import minitorch
from minitorch.optim.optimizer import _fma, _lerp

torch = pytest.importorskip("torch")


def trajectory(lib, name, steps=10, **options):
    rng = np.random.default_rng(0)
    start = rng.standard_normal(4096).astype(np.float32)
    grads = [rng.standard_normal(4096).astype(np.float32) for _ in range(steps)]
    p = lib.tensor(start, requires_grad=True)
    optimizer = getattr(lib.optim, name)([p], lr=0.01, **options)
    for g in grads:
        p.grad = lib.tensor(g)
        optimizer.step()
    return p.detach().numpy()


@pytest.mark.parametrize("options", [{}, {"momentum": 0.9}, {"momentum": 0.9, "dampening": 0.1},
                                     {"momentum": 0.9, "nesterov": True, "weight_decay": 0.01}])
def test_sgd_bitwise_as_pytorch(options):
    assert trajectory(minitorch, "SGD", **options).tobytes() == trajectory(torch, "SGD", **options).tobytes()


@pytest.mark.parametrize("name, options", [("Adam", {}), ("Adam", {"weight_decay": 0.1}), ("AdamW", {}),
                                           ("RMSprop", {"centered": True, "momentum": 0.5}), ("RAdam", {})])
def test_adam_like_within_the_last_bit(name, options):
    mine, theirs = trajectory(minitorch, name, **options), trajectory(torch, name, **options)
    assert (mine == theirs).mean() > 0.99
    np.testing.assert_allclose(mine, theirs, rtol=2.5e-7, atol=2.5e-7)  # an ulp or two of values near 1


def test_fused_multiply_add_as_pytorch_add_alpha_and_lerp():
    rng = np.random.default_rng(1)
    a, b = (rng.standard_normal(8192).astype(np.float32) for _ in range(2))
    assert _fma(0.3, b, a).tobytes() == torch.add(torch.tensor(a), torch.tensor(b), alpha=0.3).numpy().tobytes()
    for weight in (0.1, 0.7):
        assert _lerp(a, b, weight).tobytes() == torch.lerp(torch.tensor(a), torch.tensor(b), weight).numpy().tobytes()
    a64, b64 = a.astype(np.float64), b.astype(np.float64)
    assert _fma(0.3, b64, a64).dtype == np.float64  # other dtypes: two roundings, no widening
