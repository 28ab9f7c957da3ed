"""torch.jit's eager surface (no TorchScript: script and trace refuse) and torch.utils.checkpoint's extras
(early stop, detach_variable, check_backward_validity, get/set_device_states), against PyTorch."""
import importlib
import typing
import warnings

import pytest

import minitorch
from minitorch.backends import strict

from oracle import needs_torch, same_as_pytorch


def _checkpoint_module(lib):
    return importlib.import_module(lib.__name__ + ".utils.checkpoint")


# -- jit -------------------------------------------------------------------------------------------

@needs_torch
def test_jit_decorators_as_pytorch():
    def run(lib):
        jit = lib.jit

        def f(x):
            return x + 1

        def g(x):
            return x * 2

        def h(x):
            return x - 1

        class WithProperty:
            @jit.unused
            @property
            def value(self):
                return 3

        results = [jit.is_scripting(), jit.is_tracing(), jit.ignore(f) is f, f._torchscript_modifier,
                   jit.ignore(drop=False)(g) is g, g._torchscript_modifier,
                   jit.unused(h) is h, h._torchscript_modifier, jit.export(f) is f, f._torchscript_modifier,
                   WithProperty().value, WithProperty.value.fget._torchscript_modifier,
                   jit.annotate(typing.List[int], [1, 2]), jit.Final is typing.Final]
        wrapped = jit.script_if_tracing(f)
        results += [wrapped(1), wrapped.__name__, getattr(wrapped, "__original_fn") is f]
        return results
    assert same_as_pytorch(run)[0] is False


@needs_torch
@pytest.mark.parametrize("expr", ["t.jit.ignore(1)", "t.jit.ignore('yes')"])
def test_jit_ignore_errors_as_pytorch(expr):
    mine = same_as_pytorch(lambda t: eval(expr, {"t": t}), unexpected=("AttributeError", "NameError"))
    assert mine[0] == "RuntimeError"


@needs_torch
def test_jit_ignore_drop_warns_as_pytorch():
    def run(lib):
        def f(x):
            return x
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            lib.jit.ignore(True)(f)
            marked = f._torchscript_modifier
            lib.jit.ignore(drop_on_export=True)(f)
        return marked, [(w.category, str(w.message)) for w in caught]
    marked, caught = same_as_pytorch(run)
    assert marked.startswith("unused") and len(caught) == 2


@pytest.mark.parametrize("name", ["script", "trace"])
def test_jit_script_and_trace_refuse(name):
    with pytest.raises(NotImplementedError, match=f"minitorch has no TorchScript: torch.jit.{name}"):
        getattr(minitorch.jit, name)(minitorch.nn.Linear(2, 2))


# -- checkpoint extras ---------------------------------------------------------------------------

@needs_torch
@pytest.mark.parametrize("early_stop, override", [(True, None), (False, None), (True, False), (False, True)])
def test_checkpoint_early_stop_skips_the_rest_of_the_recomputation(early_stop, override):
    """With early stop, recomputation ends once every saved tensor is back: code after the last saving op
    runs once (the forward), otherwise twice. set_checkpoint_early_stop overrides the argument."""
    def run(lib):
        C = _checkpoint_module(lib)
        calls = []

        def fn(x):
            y = x.sin() * x  # sin and mul save the last tensors
            calls.append("after")
            return y + 1     # add saves nothing
        x = lib.tensor([0.5, 1.5], dtype=lib.float64, requires_grad=True)
        if override is None:
            out = C.checkpoint(fn, x, use_reentrant=False, early_stop=early_stop)
        else:
            with C.set_checkpoint_early_stop(override):
                out = C.checkpoint(fn, x, use_reentrant=False, early_stop=early_stop)
        out.sum().backward()
        return len(calls), x.grad.tolist()
    mine = same_as_pytorch(run)
    assert mine[0] == (1 if (early_stop if override is None else override) else 2)


def test_set_checkpoint_early_stop_is_read_at_forward_time():
    C = _checkpoint_module(minitorch)
    calls = []

    def fn(x):
        y = x.exp()
        calls.append(1)
        return y
    x = minitorch.tensor([1.0], requires_grad=True)
    with C.set_checkpoint_early_stop(False):
        out = C.checkpoint(fn, x, use_reentrant=False)
    assert C._early_stop_override is None  # restored on exit
    out.backward()
    assert len(calls) == 2 and x.grad.allclose(minitorch.exp(minitorch.tensor([1.0])))


@needs_torch
@pytest.mark.parametrize("expr", [
    "C.detach_variable((x, 3, y))",
    "[v.requires_grad for v in C.detach_variable((x, y))]",
    "[v.grad_fn for v in C.detach_variable((x * 2,))]",
    "C.detach_variable([x])",
    "C.detach_variable(x)",
    "C.get_device_states(x, [y, {'k': x}], 3)",
    "C.set_device_states([], [])",
    "C.set_device_states([0], [None], device_type='meta')",
])
def test_checkpoint_helpers_as_pytorch(expr):
    def run(lib):
        env = {"C": _checkpoint_module(lib), "x": lib.ones(2, requires_grad=True), "y": lib.zeros(2)}
        out = eval(expr, env)
        return repr(out) if not isinstance(out, list) else out
    same_as_pytorch(run)


@needs_torch
@pytest.mark.parametrize("inputs", ["(x, y)", "(y, 3)", "()"])
def test_check_backward_validity_as_pytorch(inputs):
    def run(lib):
        env = {"x": lib.ones(2, requires_grad=True), "y": lib.zeros(2)}
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            _checkpoint_module(lib).check_backward_validity(eval(inputs, env))
        return [(w.category, str(w.message)) for w in caught]
    same_as_pytorch(run)


def test_device_states_refuse_device_tensors():
    C = _checkpoint_module(minitorch)
    strict.enable()
    try:
        with pytest.raises(NotImplementedError, match="minitorch keeps no per-device RNG state"):
            C.get_device_states(minitorch.ones(2, device="cuda"))
        with pytest.raises(NotImplementedError, match="minitorch keeps no per-device RNG state"):
            C.set_device_states([0], [minitorch.get_rng_state()])
    finally:
        strict.disable()


@pytest.mark.parametrize("early_stop", [True, False])
def test_differentiating_inside_a_non_reentrant_checkpoint(early_stop):
    """The function calls autograd.grad(create_graph=True) within the checkpoint: the recomputation runs that
    backward over its own graph (its saved values as recomputed), and the outer gradient is PyTorch's."""
    from minitorch.utils.checkpoint import checkpoint
    x = minitorch.tensor([1.0, 2.0], dtype=minitorch.float64, requires_grad=True)
    y = checkpoint(lambda a: minitorch.autograd.grad((a ** 3).sum(), a, create_graph=True)[0], x,
                   use_reentrant=False, early_stop=early_stop)
    assert y.tolist() == [3.0, 12.0]
    y.sum().backward()
    assert x.grad.tolist() == [6.0, 12.0]  # d/dx sum(3 x^2) = 6 x


@needs_torch
@pytest.mark.parametrize("call", ["lib.autograd.grad(y.sum(), x)", "y.sum().backward(inputs=[x])",
                                  "y.sum().backward()"])
def test_reentrant_checkpoint_refuses_grad_and_inputs_like_pytorch(call):
    def run(lib):
        checkpoint = _checkpoint_module(lib).checkpoint
        x = lib.tensor([1.0, 2.0], dtype=lib.float64, requires_grad=True)
        y = checkpoint(lambda a: (a ** 3).sin(), x, use_reentrant=True)
        r = eval(call, {"lib": lib, "x": x, "y": y})
        return [round(v, 10) for v in (x.grad if r is None else r[0]).tolist()]
    same_as_pytorch(run)
