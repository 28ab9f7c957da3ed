"""Memory: saved state is released as backward runs, graphs free themselves without the
cyclic garbage collector, and storage introspection agrees with PyTorch.

Every freeing test runs with ``gc.disable()``: an object that is only freed by the cycle
collector would show up as a live weak reference.
"""
import contextlib
import gc
import weakref

import numpy as np
import pytest

import minitorch
from minitorch.autograd.graph import save_on_cpu, saved_tensors_hooks

try:
    import torch
except ImportError:
    torch = None


@pytest.fixture
def no_gc():
    gc.collect()
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


def _graph(lib=minitorch):
    x = lib.ones(4, 5, requires_grad=True)
    w = lib.ones(5, 3, requires_grad=True)
    h = (x @ w).exp()              # ExpBackward0 saves its own output h
    y = h.tanh()                   # TanhBackward0 saves its own output y
    loss = (y * h).sum()
    nodes = [weakref.ref(n) for n in (h.grad_fn, y.grad_fn, loss.grad_fn)]
    data = [weakref.ref(h._data), weakref.ref(y._data)]
    return x, w, loss, nodes, data


HOOKS = {
    "plain": contextlib.nullcontext,
    "save_on_cpu": save_on_cpu,
    "detaching hooks": lambda: saved_tensors_hooks(lambda t: t.detach(), lambda t: t),
}


@pytest.mark.parametrize("hooks", list(HOOKS))
def test_dropping_the_loss_frees_the_whole_graph_at_once(no_gc, hooks):
    with HOOKS[hooks]():
        x, w, loss, nodes, data = _graph()
    assert all(r() is not None for r in nodes)
    del loss
    assert all(r() is None for r in nodes), "a node survived: reference cycle"
    assert all(r() is None for r in data), "an activation survived: reference cycle"


@pytest.mark.parametrize("hooks", list(HOOKS))
def test_backward_releases_saved_tensors_then_the_graph_goes(no_gc, hooks):
    with HOOKS[hooks]():
        x, w, loss, nodes, data = _graph()
    loss.backward()
    assert all(r() is None for r in data), "activations must be freed by backward (retain_graph=False)"
    del loss
    assert all(r() is None for r in nodes)


def test_saved_variables_are_released_as_each_node_runs(no_gc):
    seen = []

    class Probe(minitorch.autograd.Function):   # runs after the nodes of b and c
        @staticmethod
        def forward(ctx, a):
            return a * 1

        @staticmethod
        def backward(ctx, g):
            seen.append((c_data() is None, b_data() is None))
            return g

    x = minitorch.ones(3, requires_grad=True)
    a = Probe.apply(x.exp())
    b = a.exp()                    # saves b
    c = b.exp()                    # saves c
    b_data, c_data = weakref.ref(b._data), weakref.ref(c._data)
    loss = c.sum()
    del b, c
    loss.backward()
    assert seen == [(True, True)]


def test_retain_graph_keeps_saved_tensors():
    x = minitorch.ones(3, requires_grad=True)
    y = x.exp()
    loss = y.sum()
    loss.backward(retain_graph=True)
    assert y.grad_fn._saved_result is not None
    loss.backward()
    np.testing.assert_allclose(x.grad.numpy(), 2 * np.e * np.ones(3), rtol=1e-6)
    with pytest.raises(RuntimeError, match="Trying to backward through the graph a second time"):
        loss.backward()


def test_output_saved_by_its_own_node_makes_no_cycle(no_gc):
    x = minitorch.ones(3, requires_grad=True)
    y = x.exp()
    node, out = weakref.ref(y.grad_fn), weakref.ref(y)
    del y
    assert node() is None and out() is None


def _custom_functions():
    class SaveOutput(minitorch.autograd.Function):
        @staticmethod
        def forward(ctx, a):
            out = a.exp()
            ctx.save_for_backward(out)
            return out

        @staticmethod
        def backward(ctx, g):
            (out,) = ctx.saved_tensors
            return g * out

    class StashOnCtx(minitorch.autograd.Function):   # the documented leak
        @staticmethod
        def forward(ctx, a):
            out = a.exp()
            ctx.out = out
            return out

        @staticmethod
        def backward(ctx, g):
            return g * ctx.out
    return SaveOutput, StashOnCtx


def test_custom_function_save_for_backward_output_makes_no_cycle(no_gc):
    SaveOutput, _ = _custom_functions()
    x = minitorch.ones(3, requires_grad=True)
    y = SaveOutput.apply(x)
    node, out = weakref.ref(y.grad_fn), weakref.ref(y)
    del y
    assert node() is None and out() is None


def test_custom_function_stashing_on_ctx_leaks_until_gc(no_gc):
    _, StashOnCtx = _custom_functions()
    x = minitorch.ones(3, requires_grad=True)
    y = StashOnCtx.apply(x)
    out = weakref.ref(y)
    del y
    assert out() is not None, "ctx.out -> output -> grad_fn (ctx): a cycle only the GC can free"
    gc.collect()
    assert out() is None


def test_checkpoint_region_keeps_nothing_after_backward(no_gc):
    from minitorch.utils.checkpoint import checkpoint
    x = minitorch.ones(4, 4, requires_grad=True)
    y = checkpoint(lambda a: (a @ a).tanh().exp(), x, use_reentrant=False)
    node = weakref.ref(y.grad_fn)
    loss = y.sum()
    loss.backward()
    del y, loss
    assert node() is None


# -- storage introspection ---------------------------------------------------------------------

def _storage_facts(lib):
    x = lib.arange(24.0).reshape(4, 6)
    v = x[1:, 2:]
    t = x.t()
    e = x.unsqueeze(0).expand(2, 4, 6)
    return [
        x.element_size(), x.nbytes, x.numel(), x.is_contiguous(), x.stride(), x.storage_offset(),
        v.nbytes, v.numel(), v.is_contiguous(), v.stride(), v.storage_offset(),
        v.data_ptr() - x.data_ptr(), v.untyped_storage().data_ptr() == x.data_ptr(),
        v.untyped_storage().nbytes(), t.untyped_storage().nbytes(), t.is_contiguous(), t.stride(),
        e.stride(), e.is_contiguous(), e.untyped_storage().data_ptr() == x.data_ptr(),
        x.detach().data_ptr() == x.data_ptr(), x.clone().data_ptr() != x.data_ptr(),
        str(x.device), str(x.dtype).split(".")[-1], x.is_cuda, lib.empty(0).data_ptr(),
        lib.ones(3, dtype=lib.float64).element_size(), lib.ones(3, dtype=lib.int64).nbytes,
        len(x.untyped_storage()), x.untyped_storage().device.type,
    ]


def test_storage_introspection():
    facts = _storage_facts(minitorch)
    assert facts[:6] == [4, 96, 24, True, (6, 1), 0]
    if torch is not None:
        assert facts == _storage_facts(torch)


def test_saved_tensor_data_lives_where_the_original_does():
    x = minitorch.ones(3, 4, requires_grad=True)
    y = x.exp()
    saved = y.grad_fn._saved_result
    assert saved.data_ptr() == y.data_ptr() and saved.untyped_storage() == y.untyped_storage()
    assert (saved.dtype, saved.device, saved.numel(), saved.nbytes) == (y.dtype, y.device, 12, 48)


@pytest.mark.parametrize("order", ["ab", "ba"])
def test_broadcast_backward_holds_no_broadcast_sized_gradient(order):
    """``a * b`` over (64, 1, 32) x (1, 64, 32): each gradient is computed already summed to its input's shape
    (broadcast_product: one einsum), so backward makes no (64, 64, 32) array at all (PyTorch's engine, reducing
    after apply, holds two)."""
    import tracemalloc
    a = minitorch.randn(64, 1, 32, dtype=minitorch.float64, requires_grad=True)
    b = minitorch.randn(1, 64, 32, dtype=minitorch.float64, requires_grad=True)
    loss = ((a * b) if order == "ab" else (b * a)).sum()
    full = 64 * 64 * 32 * 8
    tracemalloc.start()
    try:
        tracemalloc.reset_peak()
        before = tracemalloc.get_traced_memory()[0]
        loss.backward()
        peak = tracemalloc.get_traced_memory()[1] - before
    finally:
        tracemalloc.stop()
    assert peak < full / 4
    np.testing.assert_allclose(a.grad.numpy(), np.broadcast_to(b.detach().numpy(), (64, 64, 32)).sum(1, keepdims=True))
    np.testing.assert_allclose(b.grad.numpy(), np.broadcast_to(a.detach().numpy(), (64, 64, 32)).sum(0, keepdims=True))
