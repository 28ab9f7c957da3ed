"""smooth_l1_loss and huber_loss gradients through ATen's backward arithmetic (``x/beta*norm*grad`` between
the edges, ``+-norm*grad`` beyond): bit for bit PyTorch's in float32 for self and target, every reduction;
beta=0 is l1_loss, recorded as PyTorch records it; second derivatives still flow. Also div's divisor
gradient, in PyTorch's order."""
import numpy as np
import pytest

import minitorch

torch = pytest.importorskip("torch")


def gradients(lib, name, edge, reduction, seed=0):
    rng = np.random.default_rng(seed)
    # 512 elements: all in ATen's vectorised loop (its scalar loop over a remainder may round
    # huber's edge value differently, in one ulp)
    x = rng.standard_normal((32, 16)).astype(np.float32)
    t = rng.standard_normal((32, 16)).astype(np.float32)
    t[:3] = x[:3]  # x - t exactly 0
    t[3, :4] = x[3, :4] + np.float32(edge)  # exactly on an edge
    a, b = lib.tensor(x, requires_grad=True), lib.tensor(t, requires_grad=True)
    keyword = "beta" if name == "smooth_l1_loss" else "delta"
    out = getattr(lib.nn.functional, name)(a, b, reduction=reduction, **{keyword: edge})
    seed_grad = rng.standard_normal(tuple(out.shape)).astype(np.float32)
    out.backward(lib.tensor(seed_grad))
    return a.grad.numpy().tobytes(), b.grad.numpy().tobytes(), out.grad_fn.name()


@pytest.mark.parametrize("name", ["smooth_l1_loss", "huber_loss"])
@pytest.mark.parametrize("edge", [1.0, 0.5, 2.0, 0.3])
@pytest.mark.parametrize("reduction", ["mean", "sum", "none"])
def test_gradients_bitwise_as_pytorch(name, edge, reduction):
    assert gradients(minitorch, name, edge, reduction) == gradients(torch, name, edge, reduction)


@pytest.mark.parametrize("reduction", ["mean", "sum", "none"])
def test_smooth_l1_beta_zero_is_l1_loss(reduction):
    mine, theirs = (gradients(lib, "smooth_l1_loss", 0.0, reduction) for lib in (minitorch, torch))
    assert mine == theirs
    assert mine[2] == ("AbsBackward0" if reduction == "none" else
                       {"mean": "MeanBackward0", "sum": "SumBackward0"}[reduction])


@pytest.mark.parametrize("name", ["smooth_l1_loss", "huber_loss"])
def test_second_derivatives(name):
    rng = np.random.default_rng(3)
    x = minitorch.tensor(rng.standard_normal((4, 5)), requires_grad=True)
    t = minitorch.tensor(rng.standard_normal((4, 5)), requires_grad=True)
    keyword = "beta" if name == "smooth_l1_loss" else "delta"
    assert minitorch.autograd.gradgradcheck(
        lambda a, b: getattr(minitorch.nn.functional, name)(a, b, **{keyword: 0.7}), (x, t))


@pytest.mark.parametrize("name", ["smooth_l1_loss", "huber_loss"])
@pytest.mark.parametrize("reduction", ["mean", "none"])
def test_array_path_equals_recorded_path(name, reduction):
    """The kernel on arrays (nothing records) and the same kernel on tensors (create_graph): the same bits."""
    rng = np.random.default_rng(5)
    x = minitorch.tensor(rng.standard_normal((32, 16)).astype(np.float32), requires_grad=True)
    t = minitorch.tensor(rng.standard_normal((32, 16)).astype(np.float32), requires_grad=True)
    keyword = "beta" if name == "smooth_l1_loss" else "delta"
    out = getattr(minitorch.nn.functional, name)(x, t, reduction=reduction, **{keyword: 0.3})
    seed = minitorch.tensor(rng.standard_normal(tuple(out.shape)).astype(np.float32))
    plain = minitorch.autograd.grad(out, (x, t), seed, retain_graph=True)
    recorded = minitorch.autograd.grad(out, (x, t), seed, create_graph=True)
    assert recorded[0].grad_fn is not None
    for a, b in zip(plain, recorded):
        assert a.numpy().tobytes() == b.detach().numpy().tobytes()


def test_div_other_gradient_bitwise_as_pytorch():
    """div's gradient for its divisor in PyTorch's order, ``-grad * ((self / other) / other)`` (softsign's too)."""
    rng = np.random.default_rng(6)
    a, b, g = (rng.standard_normal(4096).astype(np.float32) for _ in range(3))

    def run(lib):
        x, y = lib.tensor(a, requires_grad=True), lib.tensor(b, requires_grad=True)
        (x / y).backward(lib.tensor(g))
        s = lib.tensor(a, requires_grad=True)
        lib.nn.functional.softsign(s).backward(lib.tensor(g))
        return y.grad.numpy().tobytes(), s.grad.numpy().tobytes()
    assert run(minitorch) == run(torch)
