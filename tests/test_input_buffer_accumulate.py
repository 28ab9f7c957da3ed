"""The engine sums the gradients that meet at one input (PyTorch's InputBuffer::accumulate) in place into the
buffered one when nothing else holds it, else out of place: the sums are right, and no tensor anyone else can see
(a hook's keeper, a second buffer, a tensor on the same array, a recorded graph) is ever written."""
import numpy as np
import pytest

import minitorch
from minitorch.autograd import engine


def _count_out_of_place(monkeypatch):
    calls = []
    add = minitorch.Tensor.__add__

    def counted(self, other):
        calls.append(1)
        return add(self, other)
    monkeypatch.setattr(minitorch.Tensor, "__add__", counted)
    return calls


def test_fan_out_sums_in_place_and_right(monkeypatch):
    x = minitorch.tensor(np.linspace(-2, 2, 7), requires_grad=True)
    y = x * 2
    loss = (y.tanh() + y.sigmoid() + y * y).sum()
    calls = _count_out_of_place(monkeypatch)
    loss.backward()
    yn = 2 * np.linspace(-2, 2, 7)
    s = 1 / (1 + np.exp(-yn))
    np.testing.assert_allclose(x.grad.numpy(), 2 * ((1 - np.tanh(yn) ** 2) + s * (1 - s) + 2 * yn), rtol=1e-12)
    # y's buffer gets four gradients (tanh's, sigmoid's and y * y's two), each new: all three sums are written
    # into the buffered one
    assert calls == []


def test_a_nodes_two_outputs_into_one_input_sum_in_place(monkeypatch):
    """``h * h``: MulBackward0's two products both go to h's node; the first, buffered, is held by nothing but
    the engine and the outputs being passed on (PyTorch moves each out of that list), so the second is added
    into it: one array fewer alive at the backward's peak."""
    x = minitorch.tensor(np.linspace(-1, 1, 5), requires_grad=True)
    h = x.tanh()
    loss = (h * h).sum()
    calls = _count_out_of_place(monkeypatch)
    loss.backward()
    assert calls == []
    np.testing.assert_allclose(x.grad.numpy(), 2 * np.tanh(np.linspace(-1, 1, 5)) *
                               (1 - np.tanh(np.linspace(-1, 1, 5)) ** 2), rtol=1e-12)


def test_outputs_are_counted_only_where_they_hold_the_buffered_gradient():
    g2 = minitorch.tensor(np.full(4, 2.0))
    with minitorch.no_grad():
        buffer = [minitorch.tensor(np.ones(4))]
        old = buffer[0]
        out = engine._accumulate(old, g2, (old, g2))  # the outputs list holds it: still the engine's alone
        assert out is old and np.array_equal(out.numpy(), [3.0] * 4)
        keeper = minitorch.tensor(np.ones(4))
        buffer = [keeper]
        old = buffer[0]
        out = engine._accumulate(old, g2, (old, g2))  # ... but someone else holds it too
        assert out is not keeper and np.array_equal(keeper.numpy(), [1.0] * 4)


def test_a_gradient_a_hook_keeps_is_never_written():
    x = minitorch.tensor([0.5, -1.0, 2.0], dtype=minitorch.float64, requires_grad=True)
    y = x * 3
    a, b = y.tanh(), y.exp()
    kept = []
    a.grad_fn.register_hook(lambda grad_inputs, grad_outputs: kept.append(grad_inputs[0]))
    (a + b).sum().backward()
    yn = 3 * np.array([0.5, -1.0, 2.0])
    np.testing.assert_allclose(kept[0].numpy(), 1 - np.tanh(yn) ** 2, rtol=1e-12)
    np.testing.assert_allclose(x.grad.numpy(), 3 * (1 - np.tanh(yn) ** 2 + np.exp(yn)), rtol=1e-12)


def test_tensor_hook_sees_the_sum_and_keeps_it():
    x = minitorch.tensor([1.0, 2.0], dtype=minitorch.float64, requires_grad=True)
    y = x * 1
    seen = []
    y.register_hook(lambda g: seen.append(g))
    (y * 2 + y * 3 + y.exp()).sum().backward()
    want = 5 + np.exp([1.0, 2.0])
    np.testing.assert_allclose(seen[0].numpy(), want)
    np.testing.assert_allclose(seen[0].numpy(), want)  # still the value handed to the hook
    np.testing.assert_allclose(x.grad.numpy(), want)


def test_one_gradient_into_two_slots_and_shared_arrays():
    x = minitorch.tensor([1.0, -2.0, 3.0], dtype=minitorch.float64, requires_grad=True)
    y = x * 1
    (y + y + y).sum().backward()
    np.testing.assert_array_equal(x.grad.numpy(), [3.0, 3.0, 3.0])
    x.grad = None
    z = x * 1
    (z.view(3) + z.detach().requires_grad_(False) * 0 + z).sum().backward()
    np.testing.assert_array_equal(x.grad.numpy(), [2.0, 2.0, 2.0])


def test_create_graph_sums_out_of_place_and_differentiates():
    x = minitorch.tensor([0.3, -0.7], dtype=minitorch.float64, requires_grad=True)
    y = x * x
    (g,) = minitorch.autograd.grad((y.sin() + y.cos() + y * y).sum(), x, create_graph=True)
    xn = np.array([0.3, -0.7])
    yn = xn * xn
    np.testing.assert_allclose(g.detach().numpy(), 2 * xn * (np.cos(yn) - np.sin(yn) + 2 * yn), rtol=1e-12)
    assert g.grad_fn is not None
    (gg,) = minitorch.autograd.grad(g.sum(), x)
    h = 1e-6
    f = lambda v: 2 * v * (np.cos(v * v) - np.sin(v * v) + 2 * v * v)
    np.testing.assert_allclose(gg.numpy(), (f(xn + h) - f(xn - h)) / (2 * h), rtol=1e-6)


def test_accumulate_writes_only_an_unshared_buffer():
    """engine._accumulate as the engine calls it (grad mode off): into the buffered gradient only when the
    buffer and the caller's frame are all that hold it."""
    g2 = minitorch.tensor(np.full(4, 2.0))
    with minitorch.no_grad():
        buffer = [minitorch.tensor(np.ones(4))]
        old = buffer[0]
        out = engine._accumulate(old, g2, ())
        assert out is old and np.array_equal(out.numpy(), [3.0] * 4)
        keeper = minitorch.tensor(np.ones(4))
        buffer = [keeper]
        old = buffer[0]
        out = engine._accumulate(old, g2, ())
        assert out is not keeper and np.array_equal(keeper.numpy(), [1.0] * 4)
        alias = minitorch.tensor(np.ones(4))
        buffer = [alias.detach()]
        old = buffer[0]
        out = engine._accumulate(old, g2, ())
        assert out is not old and np.array_equal(alias.numpy(), [1.0] * 4)
        other = minitorch.tensor(np.ones(4))
        buffer = [minitorch.Tensor._make(other._data)]  # a second tensor on the same array, no shared counter
        old = buffer[0]
        out = engine._accumulate(old, g2, ())
        assert out is not old and np.array_equal(other.numpy(), [1.0] * 4)
        view = minitorch.tensor(np.ones(8))
        buffer = [view[:4]]
        old = buffer[0]
        out = engine._accumulate(old, g2, ())
        assert out is not old and np.array_equal(view.numpy(), [1.0] * 8)
    buffer = [minitorch.tensor(np.ones(4))]
    old = buffer[0]
    out = engine._accumulate(old, g2, ())  # grad mode on: create_graph sums out of place
    assert out is not old and np.array_equal(old.numpy(), [1.0] * 4)


def test_outputs_a_hook_kept_are_never_written():
    """A post hook that keeps MulBackward0's whole gradient tuple: the two products are summed out of place, so
    what the hook kept still holds the first product."""
    x = minitorch.tensor([1.0, 2.0], dtype=minitorch.float64, requires_grad=True)
    h = x * 1
    y = h * h
    kept = []
    y.grad_fn.register_hook(lambda grad_inputs, grad_outputs: kept.append(grad_inputs))
    y.sum().backward()
    np.testing.assert_array_equal(kept[0][0].numpy(), [1.0, 2.0])  # grad * other, as computed
    np.testing.assert_array_equal(kept[0][1].numpy(), [1.0, 2.0])
    np.testing.assert_array_equal(x.grad.numpy(), [2.0, 4.0])
