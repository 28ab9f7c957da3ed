"""torch.func.functional_call / stack_module_state and nn.utils.stateless against PyTorch."""
import warnings

import numpy as np
import pytest

from oracle import both, needs_torch, same_as_pytorch


def _net(lib):
    lib.manual_seed(0)
    net = lib.nn.Sequential(lib.nn.Linear(3, 4), lib.nn.BatchNorm1d(4), lib.nn.Tanh(), lib.nn.Linear(4, 2))
    with lib.no_grad():
        for i, p in enumerate(net.parameters()):
            p.copy_(lib.tensor(np.random.default_rng(i).standard_normal(tuple(p.shape))))
    return net.double()


def _x(lib):
    return lib.tensor(np.random.default_rng(9).standard_normal((5, 3)))


def _r(t):
    return np.round(t.detach().numpy(), 12).tolist()


@needs_torch
def test_functional_call_uses_the_given_tensors_and_gradients_flow_to_them():
    def run(lib):
        net = _net(lib)
        params = {k: (v * 2).detach().requires_grad_() for k, v in net.named_parameters()}
        out = lib.func.functional_call(net, params, (_x(lib),))
        out.sum().backward()
        originals_untouched = all(p.grad is None for p in net.parameters())
        return _r(out), [_r(params[k].grad) for k in sorted(params)], originals_untouched, _r(net[0].weight)
    same_as_pytorch(run)


@needs_torch
def test_functional_call_with_buffers_in_a_second_dict_and_a_single_arg():
    def run(lib):
        net = _net(lib).eval()
        buffers = {k: v + 1 for k, v in net.named_buffers()}
        params = dict(net.named_parameters())
        return _r(lib.func.functional_call(net, (params, buffers), _x(lib)))
    same_as_pytorch(run)


@needs_torch
def test_tied_weights():
    def run(lib):
        lin = lib.nn.Linear(2, 2, bias=False).double()
        net = lib.nn.Sequential(lin, lin)
        w = lib.eye(2, dtype=lib.float64) * 3
        x = lib.ones(1, 2, dtype=lib.float64)
        out = [_r(lib.func.functional_call(net, {"0.weight": w}, x)),
               _r(lib.func.functional_call(net, {"0.weight": w}, x, tie_weights=False))]
        try:
            lib.func.functional_call(net, {"0.weight": w, "1.weight": w * 2}, x)
        except ValueError as e:
            out.append(str(e))
        return out
    same_as_pytorch(run)


@pytest.mark.parametrize("call", [
    lambda lib, net, x: lib.func.functional_call(net, {"0.weight": lib.zeros(4, 3), "nope": lib.zeros(1)}, x,
                                                 strict=True),
    lambda lib, net, x: lib.func.functional_call(net, ({"0.bias": lib.zeros(4)}, {"0.bias": lib.zeros(4)}), x),
    lambda lib, net, x: lib.func.functional_call(net, [{"0.bias": lib.zeros(4)}, 3], x),
    lambda lib, net, x: lib.func.functional_call(net, 3, x),
    lambda lib, net, x: lib.func.stack_module_state([]),
    lambda lib, net, x: lib.func.stack_module_state([net, _net(lib).eval()]),
    lambda lib, net, x: lib.func.stack_module_state([net, lib.nn.Linear(3, 4)]),
])
@needs_torch
def test_errors_as_pytorch(call):
    mine, theirs = both(lambda lib: call(lib, _net(lib), _x(lib)))
    assert isinstance(mine, tuple) and mine[0] in ("ValueError", "RuntimeError"), mine
    assert mine == theirs


@needs_torch
def test_stack_module_state_and_a_vmapped_ensemble():
    def run(lib):
        models = [_net(lib).eval() for _ in range(3)]
        with lib.no_grad():
            for i, m in enumerate(models):
                m[0].weight.mul_(i + 1)
        params, buffers = lib.func.stack_module_state(models)
        shapes = {k: (tuple(v.shape), v.requires_grad, v.is_leaf) for k, v in {**params, **buffers}.items()}

        def one(p, b, x):
            return lib.func.functional_call(models[0], (p, b), (x,))
        out = lib.vmap(one, in_dims=(0, 0, None))(params, buffers, _x(lib))
        return shapes, _r(out)
    same_as_pytorch(run)


@needs_torch
def test_stateless_functional_call_is_deprecated_and_restores_the_module():
    def run(lib):
        net = _net(lib)
        before = _r(net[0].weight)
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            out = lib.nn.utils.stateless.functional_call(net, {"0.weight": lib.zeros(4, 3, dtype=lib.float64)},
                                                         (_x(lib),))
        return (_r(out), before == _r(net[0].weight), [(w.category.__name__, str(w.message)) for w in caught])
    same_as_pytorch(run)
