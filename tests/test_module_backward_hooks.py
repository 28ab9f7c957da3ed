"""nn.Module full backward hooks and backward pre-hooks against PyTorch: the BackwardHookFunctionBackward nodes,
the gradients each hook sees, replacements, removal, warnings and errors."""
import warnings

import numpy as np
import pytest

from oracle import both, graph_names, needs_torch, same_as_pytorch


def _r(t):
    return None if t is None else np.round(t.detach().numpy(), 9).tolist()


def _linear(lib):
    m = lib.nn.Linear(3, 2).double()
    with lib.no_grad():
        m.weight.copy_(lib.tensor(np.arange(6.0).reshape(2, 3) / 10))
        m.bias.fill_(0.5)
    return m


def _seed(lib):
    return lib.tensor([[1.0, 2.0], [3.0, 4.0]], dtype=lib.float64)


CASES = {
    "observe": (lambda m, gi, go: None, None),
    "scale grad_input": (lambda m, gi, go: tuple(None if g is None else g * 10 for g in gi), None),
    "replace grad_output": (None, lambda m, go: tuple(g * 0 + 1 for g in go)),
    "both": (lambda m, gi, go: (gi[0] - 1,), lambda m, go: (go[0] * 2,)),
}


@pytest.mark.parametrize("case", CASES)
@needs_torch
def test_hooks_see_and_replace_gradients_as_pytorch(case):
    hook, pre_hook = CASES[case]

    def run(lib):
        m = _linear(lib)
        log = []
        if pre_hook is not None:
            m.register_full_backward_pre_hook(lambda mod, go: (log.append(("pre", [_r(g) for g in go])),
                                                               pre_hook(mod, go))[1])
        m.register_full_backward_hook(lambda mod, gi, go: (log.append(("full", mod is m, [_r(g) for g in gi],
                                                                       [_r(g) for g in go])),
                                                           hook(mod, gi, go) if hook else None)[1])
        x = lib.tensor(np.ones((2, 3)), requires_grad=True)
        y = m(x)
        (y * _seed(lib)).sum().backward()
        return log, graph_names(y), _r(x.grad), _r(m.weight.grad), _r(m.bias.grad)
    same_as_pytorch(run)


@needs_torch
def test_nested_modules_tuple_outputs_non_tensor_arguments_and_removal():
    def run(lib):
        class Split(lib.nn.Module):
            def forward(self, x, scale):
                return x * scale, (x * x).sum(-1)
        inner, log = Split(), []
        outer = lib.nn.Sequential(_linear(lib), lib.nn.Tanh())
        h1 = inner.register_full_backward_hook(lambda mod, gi, go: log.append(("inner", [_r(g) for g in gi],
                                                                                [_r(g) for g in go])))
        outer.register_full_backward_hook(lambda mod, gi, go: log.append(("outer", [_r(g) for g in gi])))
        outer[0].register_full_backward_hook(lambda mod, gi, go: log.append(("linear", [_r(g) for g in gi])))
        x = lib.tensor(np.linspace(-1, 1, 6).reshape(2, 3), requires_grad=True)
        a, b = inner(outer(x), 3.0)
        (a.sum() + b.sum()).backward()
        first = _r(x.grad)
        h1.remove()
        x.grad = None
        a, b = inner(outer(x), 3.0)
        (a.sum() + b.sum()).backward()
        return log, first, _r(x.grad), graph_names(a)[:3]
    same_as_pytorch(run)


@needs_torch
def test_no_input_requiring_grad_fires_at_the_outputs_with_a_warning():
    def run(lib):
        m, log = _linear(lib), []
        m.register_full_backward_hook(lambda mod, gi, go: log.append((list(gi), [_r(g) for g in go])))
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            (m(lib.ones(2, 3, dtype=lib.float64)) * _seed(lib)).sum().backward()
        bad = _linear(lib)
        bad.register_full_backward_hook(lambda mod, gi, go: (lib.ones(1),))
        try:
            bad(lib.ones(2, 3, dtype=lib.float64)).sum().backward()
        except RuntimeError as e:
            log.append(str(e))
        return log, [str(w.message).split(". See")[0] for w in caught], _r(m.weight.grad)
    same_as_pytorch(run)


@pytest.mark.parametrize("which", ["hook", "pre_hook"])
@needs_torch
def test_a_wrong_number_of_gradients_is_refused(which):
    def run(lib):
        m = _linear(lib)
        if which == "hook":
            m.register_full_backward_hook(lambda mod, gi, go: (gi[0], gi[0]))
        else:
            m.register_full_backward_pre_hook(lambda mod, go: (go[0], go[0]))
        m(lib.ones(2, 3, dtype=lib.float64, requires_grad=True)).sum().backward()
    mine, theirs = both(run)
    assert mine == theirs and mine[0] == "RuntimeError"


@pytest.mark.parametrize("module", ["linear", "tanh", "two-node"])
@needs_torch
def test_deprecated_non_full_hook_sees_its_output_nodes_gradients(module):
    def run(lib):
        m = {"linear": _linear(lib), "tanh": lib.nn.Tanh(), "two-node": lib.nn.Sequential(_linear(lib), lib.nn.Tanh())
             }[module]
        log = []
        m.register_backward_hook(lambda mod, gi, go: (log.append(([_r(g) for g in gi], [_r(g) for g in go])),
                                                      tuple(None if g is None else g * 2 for g in gi))[1])
        x = lib.tensor(np.linspace(-1, 1, 6).reshape(2, 3), requires_grad=True)
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            y = m(x)
        (y * (_seed(lib) if y.shape[-1] == 2 else 1)).sum().backward()
        errors = []
        for register in (m.register_full_backward_hook, ):
            try:
                register(lambda *a: None)
            except RuntimeError as e:
                errors.append(str(e))
        return log, _r(x.grad), [str(w.message)[:60] for w in caught], errors, graph_names(y)[:2]
    same_as_pytorch(run)
