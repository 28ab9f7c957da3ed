"""Saved tensors kept in the node's own slot (saved_variable.save_input / save_output): an input at version 0
is the tensor itself, an output is its data, counter and output number. These must behave exactly as
SavedVariables do: every later in-place change is caught, whichever tensor sharing the counter makes it,
``_raw_saved_<x>`` hands out a SavedVariable whose hooks the node then uses, and backward frees them."""
import gc

import pytest

import minitorch
from minitorch.autograd.saved_variable import SavedVariable


def _outcome(fn):
    try:
        value = fn()
        return ("ok", [round(v, 6) for v in value] if isinstance(value, list) else value)
    except Exception as error:  # noqa: BLE001  (the type and message are what is compared)
        return (type(error).__name__, str(error))


def _modify_input_then_backward(lib, how):
    x = lib.tensor([1.0, -2.0, 3.0], requires_grad=True)
    c = lib.tensor([0.5, 0.25, 2.0])
    y = x * c  # saves c (an input at version 0) for x's gradient
    if how == "itself":
        c.add_(1)
    elif how == "view made after the save":
        c[1:].mul_(2)
    elif how == "detached":
        c.detach().zero_()
    elif how == "two saves, one change":
        z = x * c
        c.add_(1)
        return _outcome(lambda: (z.sum().backward(), x.grad.tolist())[1])
    elif how == "unchanged":
        pass
    return _outcome(lambda: (y.sum().backward(), x.grad.tolist())[1])


def _modify_output_then_backward(lib, how):
    x = lib.tensor([0.5, -1.0, 2.0], requires_grad=True)
    y = x.tanh()  # saves its own output
    if how == "itself":
        y.mul_(2)
    elif how == "view":
        y[:2].zero_()
    elif how == "detached":
        y.detach().add_(1)
    elif how == "second output":
        values, indices = x.max(0)  # an output that is not output 0 is kept with its number
        values.add_(1)
        return _outcome(lambda: (values.backward(), x.grad.tolist())[1])
    elif how == "unchanged":
        pass
    return _outcome(lambda: (y.sum().backward(), x.grad.tolist())[1])


INPUT_CASES = ["itself", "view made after the save", "detached", "two saves, one change", "unchanged"]
OUTPUT_CASES = ["itself", "view", "detached", "second output", "unchanged"]


@pytest.mark.parametrize("how", INPUT_CASES)
def test_a_changed_input_is_caught_as_pytorch_catches_it(how):
    torch = pytest.importorskip("torch")
    assert _modify_input_then_backward(minitorch, how) == _modify_input_then_backward(torch, how)


@pytest.mark.parametrize("how", OUTPUT_CASES)
def test_a_changed_output_is_caught_as_pytorch_catches_it(how):
    torch = pytest.importorskip("torch")
    assert _modify_output_then_backward(minitorch, how) == _modify_output_then_backward(torch, how)


@pytest.mark.parametrize("how", ["itself", "view made after the save", "detached"])
def test_the_input_message_names_the_versions(how):
    kind, message = _modify_input_then_backward(minitorch, how)
    assert kind == "RuntimeError"
    assert "[torch.FloatTensor [3]]" in message and "is at version 1; expected version 0 instead." in message


def test_the_output_message_names_the_node():
    kind, message = _modify_output_then_backward(minitorch, "itself")
    assert kind == "RuntimeError"
    assert "which is output 0 of Tanh, is at version 1; expected version 0 instead." in message


def _raw_hooks(lib):
    x = lib.tensor([1.0, 2.0], requires_grad=True)
    c = lib.tensor([3.0, 4.0])
    y = (x * c).tanh()
    seen = []
    raw_c = y.grad_fn.next_functions[0][0]._raw_saved_other
    raw_c.register_hooks(lambda t: t * 10, lambda p: (seen.append("c"), p)[1])
    raw_y = y.grad_fn._raw_saved_result
    raw_y.register_hooks(lambda t: t.detach(), lambda p: (seen.append("result"), p)[1])
    twice = _outcome(lambda: raw_c.register_hooks(lambda t: t, lambda t: t))
    y.sum().backward()
    after = _outcome(lambda: y.grad_fn._saved_result)
    late = _outcome(lambda: y.grad_fn._raw_saved_result.register_hooks(lambda t: t, lambda t: t))
    return [round(g, 5) for g in x.grad.tolist()], sorted(seen), twice, after, late


def test_raw_saved_hooks_registered_after_the_save_are_used():
    torch = pytest.importorskip("torch")
    assert _raw_hooks(minitorch) == _raw_hooks(torch)


def test_raw_saved_is_kept_by_the_node():
    x = minitorch.tensor([1.0, 2.0], requires_grad=True)
    y = x * minitorch.tensor([3.0, 4.0])
    raw = y.grad_fn._raw_saved_other
    assert isinstance(raw, SavedVariable) and y.grad_fn._raw_saved_other is raw


def test_saved_tensors_are_freed_by_backward_and_reread_with_retain_graph():
    x = minitorch.tensor([0.5, 1.5], requires_grad=True)
    c = minitorch.tensor([2.0, 3.0])
    y = (x * c).tanh()
    y.sum().backward(retain_graph=True)
    first = x.grad.clone()
    y.sum().backward()  # the slots still hold what was saved
    assert minitorch.allclose(x.grad, 2 * first)
    with pytest.raises(RuntimeError, match="Trying to backward through the graph a second time"):
        y.sum().backward()
    with pytest.raises(RuntimeError, match="Trying to backward through the graph a second time"):
        y.grad_fn.next_functions[0][0]._saved_other


def test_a_leaf_saved_as_itself_still_gets_its_second_derivative():
    x = minitorch.tensor([0.5, -1.0, 2.0], requires_grad=True, dtype=minitorch.float64)
    (g,) = minitorch.autograd.grad((x * x * x).sum(), x, create_graph=True)
    (gg,) = minitorch.autograd.grad(g.sum(), x)
    assert gg.tolist() == [6 * v for v in x.tolist()]


def test_a_recorded_chain_makes_no_saved_variable_objects():
    """Two of every eight objects the collector walked per three ops were SavedVariables; none are made now."""
    x = minitorch.ones(4, requires_grad=True)
    c = minitorch.full((4,), 0.5)
    gc.collect()
    before = sum(isinstance(o, SavedVariable) for o in gc.get_objects())
    y = x
    for _ in range(100):
        y = minitorch.tanh(y * c + c)
    gc.collect()
    after = sum(isinstance(o, SavedVariable) for o in gc.get_objects())
    assert after == before
    y.sum().backward()
    assert x.grad is not None
