"""Saved-tensor hooks, save_on_cpu, disable_saved_tensors_hooks, register_hooks, checkpoint.

Behaviour and error messages are checked against PyTorch where it is installed.
"""
import threading

import numpy as np
import pytest

import minitorch
from minitorch.autograd.graph import (disable_saved_tensors_hooks, save_on_cpu, saved_tensors_hooks,
                                      saved_tensors_nbytes)
from minitorch.utils.checkpoint import checkpoint

try:
    import torch
except ImportError:
    torch = None
needs_torch = pytest.mark.skipif(torch is None, reason="PyTorch (the oracle) is not installed")
LIBS = [minitorch] + ([torch] if torch is not None else [])


def _error(fn):
    try:
        fn()
    except Exception as e:  # noqa: BLE001
        return type(e).__name__, str(e)
    return None


def _both(scenario):
    """Run ``scenario(lib)`` with minitorch and PyTorch; return both results."""
    return [scenario(lib) for lib in LIBS]


def _assert_same(scenario):
    results = _both(scenario)
    assert results[0] is not None
    if torch is not None:
        assert results[0] == results[1], results


def _recording_hooks(log, name=""):
    def pack(t):
        log.append(("pack" + name, tuple(t.shape)))
        return t.detach()

    def unpack(t):
        log.append(("unpack" + name, tuple(t.shape)))
        return t
    return pack, unpack


# -- call counts and order ---------------------------------------------------------------------

def test_pack_once_at_save_unpack_at_every_use():
    def scenario(lib):
        log = []
        x = lib.ones(2, 3, requires_grad=True)
        w = lib.ones(3, 4, requires_grad=True)
        with lib.autograd.graph.saved_tensors_hooks(*_recording_hooks(log)):
            h = (x @ w).exp()       # mm saves x and w, exp saves its result
            y = (h * h).sum()       # mul saves h twice
        after_forward = list(log)
        h.grad_fn._saved_result   # each access unpacks again
        h.grad_fn._saved_result
        y.backward()
        return after_forward, log[len(after_forward):]
    _assert_same(scenario)
    (forward, rest), = [scenario(minitorch)]
    assert [k for k, _ in forward] == ["pack"] * 5
    assert [k for k, _ in rest] == ["unpack"] * 7


def test_pack_receives_the_input_itself_and_outputs_with_their_grad_fn():
    def scenario(lib):
        seen = []
        x = lib.ones(3, requires_grad=True)

        def pack(t):
            seen.append((t is x, t.requires_grad, t.grad_fn is not None and t.grad_fn.name(), lib.is_grad_enabled()))
            return t
        with lib.autograd.graph.saved_tensors_hooks(pack, lambda t: t):
            x.pow(2)
            x.exp()
        return seen
    _assert_same(scenario)


def test_nesting_innermost_wins_and_exits_restore():
    def scenario(lib):
        log = []
        x = lib.ones(3, requires_grad=True)
        with lib.autograd.graph.saved_tensors_hooks(*_recording_hooks(log, "A")):
            with lib.autograd.graph.saved_tensors_hooks(*_recording_hooks(log, "B")):
                a = x.exp()
            b = x.exp()
        c = x.exp()
        (a.sum() + b.sum() + c.sum()).backward()
        return [k for k, _ in log]
    _assert_same(scenario)
    assert scenario(minitorch) == ["packB", "packA", "unpackA", "unpackB"]


def test_hooks_are_thread_local():
    log = []
    x = minitorch.ones(3, requires_grad=True)
    out = []
    with saved_tensors_hooks(*_recording_hooks(log)):
        t = threading.Thread(target=lambda: out.append(x.exp()))
        t.start()
        t.join()
        x.exp()
    assert [k for k, _ in log] == ["pack"]


def test_no_pack_when_nothing_is_saved_under_no_grad():
    log = []
    x = minitorch.ones(3, requires_grad=True)
    with saved_tensors_hooks(*_recording_hooks(log)), minitorch.no_grad():
        x.exp()
    assert log == []


def test_custom_function_save_for_backward_goes_through_hooks():
    log = []

    class Square(minitorch.autograd.Function):
        @staticmethod
        def forward(ctx, a):
            out = a * a
            ctx.save_for_backward(a, out)
            return out

        @staticmethod
        def backward(ctx, g):
            a, out = ctx.saved_tensors
            return 2 * g * a

    x = minitorch.tensor([1.0, 2.0, 3.0], requires_grad=True)
    with saved_tensors_hooks(*_recording_hooks(log)):
        y = Square.apply(x)
    assert [k for k, _ in log] == ["pack", "pack"]
    y.sum().backward()
    assert [k for k, _ in log] == ["pack", "pack", "unpack", "unpack"]
    np.testing.assert_allclose(x.grad.numpy(), [2.0, 4.0, 6.0])


def test_unpacked_leaf_still_accumulates_into_the_leaf_double_backward():
    def scenario(lib):
        x = lib.tensor([0.5, -1.0, 2.0], dtype=lib.float64, requires_grad=True)
        with lib.autograd.graph.saved_tensors_hooks(lambda t: t.detach().clone(), lambda t: t):
            y = (x.pow(3) + x.exp()).sum()
        (g,) = lib.autograd.grad(y, x, create_graph=True)
        (gg,) = lib.autograd.grad(g.sum(), x)
        return np.round(np.asarray(g.detach().tolist()), 10).tolist(), np.round(np.asarray(gg.tolist()), 10).tolist()
    _assert_same(scenario)


def test_version_check_is_skipped_for_hooked_tensors():
    def bump(lib, t):
        with lib.no_grad():
            if hasattr(t, "add_"):
                t.add_(1)
            else:
                t._bump_version()

    def scenario(lib, hooked):
        x = lib.ones(3, requires_grad=True)
        h = x * 1
        if hooked:
            with lib.autograd.graph.saved_tensors_hooks(lambda t: t.detach().clone(), lambda t: t):
                q = h * h
        else:
            q = h * h
        bump(lib, h)
        return _error(lambda: q.sum().backward())
    assert scenario(minitorch, True) is None
    err = scenario(minitorch, False)
    assert err[0] == "RuntimeError" and "modified by an inplace operation" in err[1]
    if torch is not None:
        assert scenario(torch, True) is None
        assert scenario(torch, False) == err


# -- errors, matched with PyTorch --------------------------------------------------------------

def test_disable_saved_tensors_hooks_errors():
    def scenario(lib):
        g = lib.autograd.graph
        out = []
        with g.disable_saved_tensors_hooks("hooks are off"):
            out.append(_error(lambda: g.saved_tensors_hooks(lambda t: t, lambda t: t).__enter__()))
            out.append(_error(lambda: g.save_on_cpu().__enter__()))
            with g.disable_saved_tensors_hooks("inner"):
                out.append(_error(lambda: g.saved_tensors_hooks(lambda t: t, lambda t: t).__enter__()))
            out.append(_error(lambda: g.saved_tensors_hooks(lambda t: t, lambda t: t).__enter__()))
        with g.saved_tensors_hooks(lambda t: t, lambda t: t):
            def enter_disable():
                with g.disable_saved_tensors_hooks("cannot disable now"):
                    pass
            out.append(_error(enter_disable))
        with g.saved_tensors_hooks(lambda t: t, lambda t: t):   # enabled again afterwards
            pass
        return out
    _assert_same(scenario)
    assert scenario(minitorch)[2] == ("RuntimeError", "inner")


def test_register_hooks_errors():
    def scenario(lib):
        out = []
        x = lib.ones(2, 3, requires_grad=True)
        w = lib.ones(2, 3)
        z = x * w                          # saves only `other` (w): self's slot holds None
        out.append(_error(lambda: z.grad_fn._raw_saved_self.register_hooks(lambda t: t, lambda t: t)))
        out.append(z.grad_fn._saved_self is None)
        raw = z.grad_fn._raw_saved_other
        raw.register_hooks(lambda t: t, lambda t: t)
        out.append(_error(lambda: raw.register_hooks(lambda t: t, lambda t: t)))
        y = x.exp()
        y.grad_fn._raw_saved_result.register_hooks(lambda t: t, lambda t: 5)
        out.append(_error(lambda: y.grad_fn._saved_result))
        e = x.exp()
        e.sum().backward()
        out.append(_error(lambda: e.grad_fn._saved_result))
        out.append(_error(lambda: e.grad_fn._raw_saved_result.register_hooks(lambda t: t, lambda t: t)))

        def pack_in_place(t):
            t.mul_(2) if hasattr(t, "mul_") else t._bump_version()
            return t
        leaf = lib.ones(3, requires_grad=True).exp()
        out.append(_error(lambda: leaf.grad_fn._raw_saved_result.register_hooks(pack_in_place, lambda t: t)))
        return out
    _assert_same(scenario)


def test_saved_values_after_release_and_identity():
    def scenario(lib):
        x = lib.ones(2, 3, requires_grad=True)
        y = lib.ones(2, 3, requires_grad=True)
        z = x * y
        s = z.sum(1)
        e = x.exp()
        out = [z.grad_fn._saved_self is x, z.grad_fn._saved_other is y, e.grad_fn._saved_result is e,
               bool((e.grad_fn._saved_result == e).all()), e.grad_fn._saved_result.grad_fn is e.grad_fn,
               s.grad_fn._saved_self_sym_sizes, s.grad_fn._saved_keepdim]
        (s.sum() + e.sum()).backward()
        out += [_error(lambda: z.grad_fn._saved_self), _error(lambda: e.grad_fn._saved_result),
                s.grad_fn._saved_self_sym_sizes]
        return out
    _assert_same(scenario)


# -- save_on_cpu and introspection -----------------------------------------------------------

def _mlp(lib, x, params):
    h = x
    for i, (w, b) in enumerate(params):
        h = h @ w + b
        if i < len(params) - 1:
            h = h.tanh()
    return (h * h).mean()


def _params(lib, sizes, seed=0):
    rng = np.random.default_rng(seed)
    return [(lib.tensor(rng.standard_normal((a, b)), requires_grad=True),
             lib.tensor(rng.standard_normal(b), requires_grad=True)) for a, b in zip(sizes, sizes[1:])]


def test_save_on_cpu_gives_identical_gradients():
    x = minitorch.tensor(np.random.default_rng(1).standard_normal((8, 6)))
    plain, offloaded = _params(minitorch, [6, 16, 16, 3]), _params(minitorch, [6, 16, 16, 3])
    _mlp(minitorch, x, plain).backward()
    with save_on_cpu(pin_memory=False):
        loss = _mlp(minitorch, x, offloaded)
    assert saved_tensors_nbytes(loss).keys() == {"cpu"}
    loss.backward()
    for (w1, b1), (w2, b2) in zip(plain, offloaded):
        assert np.array_equal(w1.grad.numpy(), w2.grad.numpy())
        assert np.array_equal(b1.grad.numpy(), b2.grad.numpy())


def test_saved_tensors_nbytes_counts_each_storage_once():
    x = minitorch.ones(4, 5, requires_grad=True)          # 4*5*4 bytes, float32
    w = minitorch.ones(5, 3, requires_grad=True)          # 60 bytes
    h = (x @ w).exp()                                     # mm saves x, w; exp saves its 48-byte result
    y = (h * h).sum()                                     # mul saves h twice: counted once
    assert saved_tensors_nbytes(y) == {"cpu": 80 + 60 + 48}
    totals, per_node = saved_tensors_nbytes(y, by_node=True)
    assert totals == {"cpu": 188} and sum(sum(d.values()) for d in per_node.values()) == 188
    y.backward()
    assert saved_tensors_nbytes(y) == {}                  # released as each node ran


def test_hooks_with_packed_objects_are_measured():
    x = minitorch.ones(10, requires_grad=True)
    with saved_tensors_hooks(lambda t: None, lambda p: minitorch.ones(10)):
        y = x.exp()
    assert saved_tensors_nbytes(y) == {}
    with saved_tensors_hooks(lambda t: {"copy": t.detach().clone(), "n": 1}, lambda p: p["copy"]):
        y = x.exp()
    assert saved_tensors_nbytes(y) == {"cpu": 40}


# -- checkpoint --------------------------------------------------------------------------------

def _dropout_block(w):
    def block(a):
        h = (a @ w).tanh()
        keep = (minitorch.rand(*h.shape) > 0.5).to(h.dtype)   # RNG inside: needs the forward's state
        return (h * keep * 2.0).exp()
    return block


@pytest.mark.parametrize("use_reentrant", [False, True])
def test_checkpoint_recomputes_with_rng_state_and_same_gradients(use_reentrant):
    rng = np.random.default_rng(0)
    x = minitorch.tensor(rng.standard_normal((4, 5)), requires_grad=True)
    w = minitorch.tensor(rng.standard_normal((5, 5)), requires_grad=True)
    block = _dropout_block(w)
    minitorch.manual_seed(7)
    block(x).sum().backward()
    expected = x.grad.numpy().copy(), w.grad.numpy().copy()
    x.grad = w.grad = None
    minitorch.manual_seed(7)
    calls = []

    def counted(a):
        calls.append(1)
        return block(a)
    y = checkpoint(counted, x, use_reentrant=use_reentrant)
    assert len(calls) == 1
    minitorch.rand(3)                               # move the RNG on before backward
    y.sum().backward()
    assert len(calls) == 2                          # recomputed once, during backward
    np.testing.assert_allclose(x.grad.numpy(), expected[0], rtol=1e-12)
    np.testing.assert_allclose(w.grad.numpy(), expected[1], rtol=1e-12)


def test_checkpoint_keeps_no_activations():
    x = minitorch.ones(16, 32, requires_grad=True)
    w = minitorch.ones(32, 32, requires_grad=True)

    def f(a):
        return ((a @ w).tanh() @ w).tanh()
    plain = saved_tensors_nbytes(f(x).sum())["cpu"]
    assert plain > 0
    assert saved_tensors_nbytes(checkpoint(f, x, use_reentrant=False).sum()) == {}


def test_checkpoint_errors_and_warning():
    x = minitorch.ones(3, requires_grad=True)
    with pytest.warns(UserWarning, match="use_reentrant parameter should be passed explicitly"):
        checkpoint(lambda a: a.exp(), x)
    with pytest.raises(ValueError, match="Passing `context_fn` or `debug` is only supported"):
        checkpoint(lambda a: a.exp(), x, use_reentrant=True, debug=True)
    y = checkpoint(lambda a: a.exp() * 2, x, use_reentrant=False)
    y.sum().backward()
    with pytest.raises(RuntimeError, match="Trying to backward through the graph a second time"):
        y.sum().backward()


def test_save_on_cpu_moves_saved_tensors_off_the_device():
    """On the "cuda" device (CuPy, or the strict stand-in without a GPU) the graph's saved
    bytes leave the device under save_on_cpu, and gradients do not change."""
    from minitorch.backends import strict
    standin = not minitorch.cuda.is_available()
    if standin:
        strict.enable()
    try:
        x = minitorch.tensor(np.random.default_rng(1).standard_normal((8, 6))).to("cuda")
        params = []
        for _ in range(2):
            params.append([(w.detach().to("cuda").requires_grad_(), b.detach().to("cuda").requires_grad_())
                           for w, b in _params(minitorch, [6, 16, 3])])
        loss = _mlp(minitorch, x, params[0])
        on_device = saved_tensors_nbytes(loss)
        assert on_device.get("cuda:0", 0) > 0 and "cpu" not in on_device
        loss.backward()
        with save_on_cpu():
            loss = _mlp(minitorch, x, params[1])
        offloaded = saved_tensors_nbytes(loss)
        assert "cuda:0" not in offloaded and offloaded["cpu"] >= on_device["cuda:0"]
        loss.backward()
        for (w1, b1), (w2, b2) in zip(*params):
            assert str(w2.grad.device) == "cuda:0"
            assert np.array_equal(w1.grad.cpu().numpy(), w2.grad.cpu().numpy())
            assert np.array_equal(b1.grad.cpu().numpy(), b2.grad.cpu().numpy())
    finally:
        if standin:
            strict.disable()
