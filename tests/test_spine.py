"""The runtime end to end: graphs, names, repr, accumulation, retain_graph, the errors
PyTorch raises, deep graphs, double backward, type promotion basics."""
import gc
import weakref

import numpy as np
import pytest

import minitorch as torch

try:
    import torch as real_torch
except ImportError:
    real_torch = None


def test_issue_example():
    x = torch.tensor([0.5, 0.75], requires_grad=True)
    v = x[0] * x[1]
    assert repr(v) == "tensor(0.3750, grad_fn=<MulBackward0>)"
    (a, i), (b, j) = v.grad_fn.next_functions
    assert a.name() == b.name() == "SelectBackward0" and i == j == 0
    assert repr(a).startswith("<SelectBackward0 object at 0x")
    v.backward()
    assert repr(x.grad) == "tensor([0.7500, 0.5000])"


@pytest.mark.parametrize("make, text", [
    (lambda: torch.tensor([1.0, 4.0, 9.0]), "tensor([1., 4., 9.])"),
    (lambda: torch.tensor([4.0, 8.0, 12.0]), "tensor([ 4.,  8., 12.])"),
    (lambda: torch.tensor([[1.0, 2.0], [3.0, 4.0]]), "tensor([[1., 2.],\n        [3., 4.]])"),
    (lambda: torch.tensor([1, 2, 3]), "tensor([1, 2, 3])"),
    (lambda: torch.tensor([True, False]), "tensor([ True, False])"),
    (lambda: torch.tensor([True, True]), "tensor([True, True])"),  # as wide as "False" only if one is
    (lambda: torch.tensor([[True], [True]]), "tensor([[True],\n        [True]])"),
    (lambda: torch.tensor([1e-5, 1.0]), "tensor([1.0000e-05, 1.0000e+00])"),
    (lambda: torch.tensor([1.5], dtype=torch.float64), "tensor([1.5000], dtype=torch.float64)"),
    (lambda: torch.tensor(2.5, requires_grad=True), "tensor(2.5000, requires_grad=True)"),
    (lambda: torch.zeros(0, 3), "tensor([], size=(0, 3))"),
    (lambda: torch.tensor([float("nan"), 1.0]), "tensor([nan, 1.])"),
])
def test_repr_like_pytorch(make, text):
    assert repr(make()) == text


def test_repr_matches_pytorch_on_random_data():
    if real_torch is None:
        pytest.skip("PyTorch not installed")
    rng = np.random.default_rng(0)
    for shape in [(5,), (3, 4), (2, 3, 4), (30,), (1200,)]:
        for scale in (1.0, 1e-6, 1e6):
            a = (rng.standard_normal(shape) * scale).astype(np.float32)
            assert repr(torch.tensor(a)) == repr(real_torch.tensor(a)), (shape, scale)


def test_bool_repr_matches_pytorch():
    if real_torch is None:
        pytest.skip("PyTorch not installed")
    for value in ([True, True], [[False, True], [True, True]], True, [False] * 1200, [True] * 1200):
        assert repr(torch.tensor(value)) == repr(real_torch.tensor(value)), value


def test_grad_accumulates_across_backward_calls():
    x = torch.tensor([1.0, 2.0], requires_grad=True)
    (x * x).sum().backward()
    (x * 3).sum().backward()
    np.testing.assert_allclose(x.grad.numpy(), [5.0, 7.0])


def test_grad_identity_is_kept_on_accumulation():
    x = torch.tensor([1.0, 2.0], requires_grad=True)
    (x * 2).sum().backward()
    g = x.grad
    (x * 2).sum().backward()
    assert x.grad is g and x.grad.tolist() == [4.0, 4.0]


def test_backward_twice_needs_retain_graph():
    x = torch.tensor([1.0, 2.0], requires_grad=True)
    y = (x * x).sum()
    y.backward(retain_graph=True)
    y.backward()
    assert x.grad.tolist() == [4.0, 8.0]
    with pytest.raises(RuntimeError, match=r"^Trying to backward through the graph a second time \(or directly "
                                           r"access saved tensors after they have already been freed\)"):
        y.backward()


def test_graph_without_saved_tensors_can_run_twice():
    x = torch.tensor([1.0, 2.0], requires_grad=True)
    y = (x + 1).sum()
    y.backward()
    y.backward()
    assert x.grad.tolist() == [2.0, 2.0]


def test_non_scalar_root_needs_gradient():
    x = torch.tensor([1.0, 2.0], requires_grad=True)
    with pytest.raises(RuntimeError, match="^grad can be implicitly created only for scalar outputs$"):
        (x * 2).backward()


def test_root_without_grad_fn():
    x = torch.tensor([1.0, 2.0])
    with pytest.raises(RuntimeError, match="^element 0 of tensors does not require grad and does not have a grad_fn$"):
        x.sum().backward()


def test_requires_grad_only_for_floats():
    with pytest.raises(RuntimeError, match="^only Tensors of floating point dtype can require gradients$"):
        torch.tensor([1, 2]).requires_grad_()


def test_requires_grad_on_non_leaf():
    x = torch.tensor([1.0], requires_grad=True)
    with pytest.raises(RuntimeError, match="you can only change requires_grad flags of leaf variables"):
        (x * 2).requires_grad = False


def test_no_grad_records_nothing_and_is_a_decorator():
    x = torch.tensor([1.0], requires_grad=True)
    with torch.no_grad():
        y = x * 2
    assert y.grad_fn is None and not y.requires_grad

    @torch.no_grad()
    def f(t):
        return t * 2
    assert f(x).grad_fn is None
    with torch.set_grad_enabled(False):
        assert (x * 2).grad_fn is None
    with torch.no_grad(), torch.enable_grad():
        assert (x * 2).grad_fn is not None


def test_broadcast_gradient_is_reduced_once_in_the_engine():
    a = torch.randn(3, 1, requires_grad=True)
    b = torch.randn(4, requires_grad=True)
    (a * b).sum().backward()
    assert a.grad.shape == (3, 1) and b.grad.shape == (4,)
    np.testing.assert_allclose(a.grad.numpy()[:, 0], np.full(3, b.detach().numpy().sum()), rtol=1e-6)


def test_shared_subexpression_sums_gradients():
    x = torch.tensor([3.0], requires_grad=True)
    y = x * x
    z = y + y * 2
    z.backward(torch.tensor([1.0]))
    assert x.grad.tolist() == [18.0]


def test_deep_chain_runs_without_recursion_and_frees():
    x = torch.tensor([1.0], requires_grad=True)
    y = x
    for _ in range(100_000):
        y = y * 1.0
    ref = weakref.ref(y.grad_fn)
    y.backward(torch.tensor([1.0]))
    assert x.grad.tolist() == [1.0]
    gc.disable()
    try:
        del y
        assert ref() is None  # freed by reference counting alone, without recursing
    finally:
        gc.enable()


def test_double_backward():
    x = torch.tensor([2.0], dtype=torch.float64, requires_grad=True)
    y = x ** 3
    (g,) = torch.autograd.grad(y, x, create_graph=True)
    assert g.grad_fn is not None and g.tolist() == [12.0]
    (gg,) = torch.autograd.grad(g, x, create_graph=True)
    assert gg.tolist() == [12.0]
    (ggg,) = torch.autograd.grad(gg, x)
    assert ggg.tolist() == [6.0]


def test_grad_does_not_accumulate():
    x = torch.tensor([1.0, 2.0], requires_grad=True)
    (g,) = torch.autograd.grad((x * x).sum(), x)
    assert g.tolist() == [2.0, 4.0] and x.grad is None


def test_unused_input_error():
    x = torch.tensor([1.0], requires_grad=True)
    z = torch.tensor([1.0], requires_grad=True)
    with pytest.raises(RuntimeError, match="appears to not have been used in the graph"):
        torch.autograd.grad((x * 2).sum(), [x, z])
    assert torch.autograd.grad((x * 2).sum(), [x, z], allow_unused=True)[1] is None


def test_type_promotion_basics():
    assert (torch.tensor([1, 2]) * 2.5).dtype is torch.float32
    assert (torch.tensor([1.0]) + torch.tensor([1.0], dtype=torch.float64)).dtype is torch.float64
    assert (torch.tensor([1.0]) + torch.tensor(1.0, dtype=torch.float64)).dtype is torch.float32
    assert (torch.tensor([1, 2]) / torch.tensor([2, 2])).dtype is torch.float32
    assert (torch.tensor([1, 2]) + 1).dtype is torch.int64


def test_broadcast_error_message():
    with pytest.raises(RuntimeError, match=r"^The size of tensor a \(5\) must match the size of tensor b \(3\) at "
                                           r"non-singleton dimension 0$"):
        torch.ones(5) + torch.ones(3)


def test_scalar_operator_names_match_pytorch():
    x = torch.tensor([1.0, 2.0], requires_grad=True)
    assert (2 * x).grad_fn.name() == "MulBackward0"
    assert (x + 1).grad_fn.name() == "AddBackward0"
    assert (x ** 2).grad_fn.name() == "PowBackward0"
    assert (2 ** x).grad_fn.name() == "PowBackward2"
    assert (1 - x).grad_fn.name() == "RsubBackward1"
    assert (2 / x).grad_fn.name() == "MulBackward0"
    assert torch.softmax(x, 0).grad_fn.name() == "SoftmaxBackward0"
    assert x.sum().grad_fn.name() == "SumBackward0"
    assert x.sum(0).grad_fn.name() == "SumBackward1"
    assert x[:].grad_fn.name() == "SliceBackward0"  # a lone slice is always sliced
    assert x[:, ].grad_fn.name() == "AliasBackward0"  # a full slice in a tuple is aliased
    assert x[1:].grad_fn.name() == "SliceBackward0"


def test_tensor_basics():
    x = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
    assert x.shape == torch.Size([2, 2]) and repr(x.shape) == "torch.Size([2, 2])"
    assert x.size(1) == 2 and x.dim() == 2 and x.numel() == 4
    assert x.dtype is torch.float32 and str(x.device) == "cpu"
    assert x.tolist() == [[1.0, 2.0], [3.0, 4.0]] and x[1, 1].item() == 4.0
    assert torch.Tensor([1, 2, 3]).dtype is torch.float32
    assert x.new([5, 6]).dtype is torch.float32
    d, data = x.detach(), x.data
    x.add_(1)
    assert d._version == x._version == 1  # detach shares the version counter
    assert data._version == 0  # .data gets a fresh one
    data.mul_(2)
    assert data._version == 1 and x._version == 1
    assert x.clone().grad_fn is None
    torch.manual_seed(0)
    a = torch.randn(3)
    torch.manual_seed(0)
    assert torch.randn(3).tolist() == a.tolist()


def test_leaf_grad_accumulator_is_held_weakly():
    x = torch.tensor([1.0], requires_grad=True)
    y = x * 2
    acc = y.grad_fn.next_functions[0][0]
    assert acc.name() == "torch::autograd::AccumulateGrad" and acc.variable is x
    ref = weakref.ref(acc)
    del y, acc
    assert ref() is None
