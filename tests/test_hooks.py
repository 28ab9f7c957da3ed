"""Hooks in PyTorch's order: tensor hooks, retain_grad, Node pre/post hooks, post-accumulate
hooks, multi-grad hooks, queued callbacks. Each test runs on minitorch and on PyTorch."""
import importlib.util

import pytest

LIBS = ["minitorch"] + (["torch"] if importlib.util.find_spec("torch") else [])


@pytest.fixture(params=LIBS)
def T(request):
    return importlib.import_module(request.param)


def test_full_hook_order(T):
    log = []
    x = T.ones(2, requires_grad=True)
    a = x * 2
    b = a * 3
    c = b.sum()
    a.register_hook(lambda g: log.append("tensor a"))
    a.retain_grad()
    b.grad_fn.register_prehook(lambda go: log.append("prehook b"))
    b.grad_fn.register_hook(lambda gi, go: log.append("posthook b"))
    a.grad_fn.register_prehook(lambda go: log.append("prehook a"))
    b.register_hook(lambda g: log.append("tensor b"))
    x.register_hook(lambda g: log.append("tensor x"))
    x.register_post_accumulate_grad_hook(lambda p: log.append(("post-accumulate", p.grad.tolist())))
    T.autograd.graph.register_multi_grad_hook((a, b), lambda gs: log.append(("multi", len(gs))))
    c.grad_fn.register_prehook(
        lambda go: T.autograd.Variable._execution_engine.queue_callback(lambda: log.append("callback")))
    c.backward()
    assert log == ["tensor b", "prehook b", "posthook b", "tensor a", ("multi", 2), "prehook a", "tensor x",
                   ("post-accumulate", [6.0, 6.0]), "callback"]


def test_tensor_hooks_chain_replace_and_remove(T):
    x = T.ones(2, requires_grad=True)
    a = x * 2
    h1 = a.register_hook(lambda g: g * 10)
    a.register_hook(lambda g: g + 1)  # sees the first hook's result
    a.sum().backward(retain_graph=True)
    assert x.grad.tolist() == [22.0, 22.0]
    h1.remove()
    h1.remove()  # removing twice is harmless
    x.grad = None
    a.sum().backward()
    assert x.grad.tolist() == [4.0, 4.0]


def test_handle_as_context_manager(T):
    x = T.ones(2, requires_grad=True)
    with x.register_hook(lambda g: g * 0):
        (x * 2).sum().backward()
    assert x.grad.tolist() == [0.0, 0.0]
    (x * 2).sum().backward()
    assert x.grad.tolist() == [2.0, 2.0]


def test_leaf_hook_changes_accumulated_grad(T):
    x = T.ones(2, requires_grad=True)
    x.register_hook(lambda g: g * 3)
    (x * 2).sum().backward()
    assert x.grad.tolist() == [6.0, 6.0]


def test_retain_grad_sees_hooked_grad_and_accumulates(T):
    x = T.ones(2, requires_grad=True)
    a = x * 2
    a.retain_grad()
    a.register_hook(lambda g: g * 5)  # registered later, still runs before retain_grad
    assert a.retains_grad and not x.retains_grad
    a.sum().backward(retain_graph=True)
    assert a.grad.tolist() == [5.0, 5.0]
    a.sum().backward()
    assert a.grad.tolist() == [10.0, 10.0]
    x.retain_grad()  # no-op on a leaf
    assert not x.retains_grad


def test_hook_errors(T):
    with pytest.raises(RuntimeError, match="^cannot register a hook on a tensor that doesn't require gradient$"):
        T.ones(2).register_hook(lambda g: g)
    with pytest.raises(RuntimeError, match="^can't retain_grad on Tensor that has requires_grad=False$"):
        T.ones(2).retain_grad()
    x = T.ones(2, requires_grad=True)
    with pytest.raises(RuntimeError, match="^post accumulate grad hooks cannot be registered on non-leaf tensors$"):
        (x * 2).register_post_accumulate_grad_hook(lambda p: None)


def test_node_prehook_and_posthook_replace(T):
    x = T.ones(2, requires_grad=True)
    b = (x * 2) * 3
    seen = []
    b.grad_fn.register_prehook(lambda go: (go[0] * 100,))
    b.grad_fn.register_hook(lambda gi, go: seen.append((gi[0].tolist(), go[0].tolist())) or (gi[0] + 1, None))
    b.sum().backward()
    assert seen == [([300.0, 300.0], [100.0, 100.0])]
    assert x.grad.tolist() == [602.0, 602.0]


def test_node_prehook_removal(T):
    x = T.ones(2, requires_grad=True)
    b = x * 2
    handle = b.grad_fn.register_prehook(lambda go: (go[0] * 0,))
    handle.remove()
    b.sum().backward()
    assert x.grad.tolist() == [2.0, 2.0]


def test_post_accumulate_grad_hook_sees_accumulated_grad(T):
    x = T.ones(2, requires_grad=True)
    seen = []
    handle = x.register_post_accumulate_grad_hook(lambda p: seen.append((p is x, p.grad.tolist())))
    (x * 2).sum().backward()
    (x * 3).sum().backward()
    handle.remove()
    (x * 3).sum().backward()
    assert seen == [(True, [2.0, 2.0]), (True, [5.0, 5.0])]


def test_tensor_hooks_run_for_grad_captures(T):
    x = T.ones(2, requires_grad=True)
    x.register_hook(lambda g: g * 7)
    a = x * 2
    a.register_hook(lambda g: g + 1)
    (ga,) = T.autograd.grad(a.sum(), a)
    assert ga.tolist() == [2.0, 2.0]
    (gx,) = T.autograd.grad((x * 2).sum(), x)
    assert gx.tolist() == [14.0, 14.0]


def test_node_hooks_do_not_run_for_pruned_nodes(T):
    x = T.ones(2, requires_grad=True)
    w = T.ones(2, requires_grad=True)
    log = []
    xb = x * 2
    wb = w * 3
    xb.grad_fn.register_prehook(lambda go: log.append("x branch"))
    wb.grad_fn.register_prehook(lambda go: log.append("w branch"))
    T.autograd.grad((xb + wb).sum(), x)
    assert log == ["x branch"]


def test_multi_grad_hook_all_mode_partial(T):
    log = []
    x = T.ones(2, requires_grad=True)
    y = T.ones(2, requires_grad=True)
    a, b = x * 2, y * 3
    T.autograd.graph.register_multi_grad_hook(
        (a, b), lambda gs: log.append([None if g is None else g.tolist() for g in gs]))
    a.sum().backward(retain_graph=True)
    assert log == [[[1.0, 1.0], None]]  # b is not in this graph: fires with None for it
    (a + b).sum().backward()
    assert log[1] == [[1.0, 1.0], [1.0, 1.0]]


def test_multi_grad_hook_any_mode_and_removal(T):
    log = []
    x = T.ones(2, requires_grad=True)
    a, b = x * 2, x * 3
    handle = T.autograd.graph.register_multi_grad_hook((a, b), lambda g: log.append(g.tolist()), mode="any")
    (a + b * 2).sum().backward(retain_graph=True)
    assert log == [[2.0, 2.0]]  # once per backward: b's grad arrives first (created later)
    handle.remove()
    (a + b).sum().backward()
    assert log == [[2.0, 2.0]]
    with pytest.raises(ValueError, match="Expects mode to be one of"):
        T.autograd.graph.register_multi_grad_hook((a,), print, mode="some")


def test_queue_callback_outside_backward(T):
    with pytest.raises(RuntimeError, match="^Final callbacks can only be installed during backward pass.$"):
        T.autograd.Variable._execution_engine.queue_callback(lambda: None)


def test_callbacks_run_in_order_after_all_grads(T):
    log = []
    x = T.ones(2, requires_grad=True)
    engine = T.autograd.Variable._execution_engine

    def second():
        log.append(("second", x.grad.tolist()))

    def first():
        log.append(("first", x.grad.tolist()))
        engine.queue_callback(second)  # a callback may queue another

    y = x * 2
    y.grad_fn.register_prehook(lambda go: engine.queue_callback(first))
    y.sum().backward()
    assert log == [("first", [2.0, 2.0]), ("second", [2.0, 2.0])]


def test_exception_in_hook_propagates_and_engine_stays_usable(T):
    x = T.ones(2, requires_grad=True)
    y = x * 2

    def bad_hook(grad):
        raise ValueError("hook failed")

    y.register_hook(bad_hook)
    with pytest.raises(ValueError, match="hook failed") as info:
        y.sum().backward()
    assert info.traceback[-1].name == "bad_hook"  # the hook's own frame is in the traceback
    assert T.is_grad_enabled()  # backward's grad mode was restored
    (x * 3).sum().backward()
    assert x.grad.tolist() == [3.0, 3.0]
    with pytest.raises(RuntimeError, match="Final callbacks can only be installed during backward pass"):
        T.autograd.Variable._execution_engine.queue_callback(lambda: None)
