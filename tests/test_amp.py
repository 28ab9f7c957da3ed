"""torch.amp against PyTorch: GradScaler over training loops with injected infs, every error and
pass-through of a disabled scaler; autocast's state, argument checks and op policy (graphs, dtypes, grads)."""
import pickle
import threading
import warnings

import numpy as np
import pytest

import minitorch
from oracle import both, graph_names, needs_torch, same_as_pytorch, torch

W1 = np.random.default_rng(0).standard_normal((6, 4))
B1 = np.random.default_rng(1).standard_normal(6)
W2 = np.random.default_rng(2).standard_normal((3, 6))
X = np.random.default_rng(3).standard_normal((8, 4))
Y = np.random.default_rng(4).integers(0, 3, 8)


def small_model(lib):
    """Linear-tanh-linear in float64 with fixed weights, so both libraries train the same numbers."""
    model = lib.nn.Sequential(lib.nn.Linear(4, 6), lib.nn.Tanh(), lib.nn.Linear(6, 3, bias=False)).double()
    with lib.no_grad():
        model[0].weight.copy_(lib.tensor(W1))
        model[0].bias.copy_(lib.tensor(B1))
        model[2].weight.copy_(lib.tensor(W2))
    return model


def rounded(t):
    return np.round(t.detach().numpy(), 10).tolist()


def scaled_training(lib, steps=10, inf_steps=(2, 3, 7), nan_steps=(5,), unscale_first=False, **scaler_kw):
    """steps of SGD with momentum under GradScaler('cpu'); an inf or NaN gradient injected on the listed
    steps. Returns per step: the scale, the growth tracker, what step() returned and the parameters."""
    model = small_model(lib)
    opt = lib.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
    scaler = lib.amp.GradScaler("cpu", **scaler_kw)
    x, y = lib.tensor(X), lib.tensor(Y)
    record = []
    for i in range(steps):
        opt.zero_grad()
        loss = lib.nn.functional.cross_entropy(model(x), y)
        scaled = scaler.scale(loss)
        scaled.backward()
        if i in inf_steps:
            model[0].weight.grad[1, 2] = float("inf")
        if i in nan_steps:
            model[2].weight.grad[0, 0] = float("nan")
        if unscale_first:
            scaler.unscale_(opt)
            lib.nn.utils.clip_grad_norm_(model.parameters(), 0.5)
        ret = scaler.step(opt)
        scaler.update()
        record.append((scaled.item() / loss.item(), scaler.get_scale(), scaler._get_growth_tracker(), ret,
                       [rounded(p) for p in model.parameters()]))
    return record, scaler.state_dict()


@needs_torch
@pytest.mark.parametrize("kw", [dict(init_scale=2.0 ** 10, growth_interval=3),
                                dict(init_scale=4.0, growth_factor=4.0, backoff_factor=0.25, growth_interval=2),
                                dict(unscale_first=True, init_scale=2.0 ** 12, growth_interval=2)])
def test_training_loop_matches_pytorch(kw):
    mine = same_as_pytorch(lambda lib: scaled_training(lib, **kw))
    scales = [r[1] for r in mine[0]]
    assert len(set(scales)) > 2  # the loop both backed off and grew


@needs_torch
def test_skipped_steps_leave_parameters_alone():
    record, _ = scaled_training(minitorch, init_scale=2.0 ** 10, growth_interval=3)
    for i in (2, 3, 5, 7):
        assert record[i][4] == record[i - 1][4]
        assert record[i][2] == 0
    assert record[4][4] != record[3][4]


def test_scale_tensor_and_graph():
    s = minitorch.amp.GradScaler("cpu", init_scale=8.0)
    assert s._scale is None and s.get_scale() == 8.0
    x = minitorch.tensor([1.0, 2.0], requires_grad=True)
    y = s.scale(x)
    assert y.tolist() == [8.0, 16.0] and type(y.grad_fn).__name__ == "MulBackward0"
    assert s._scale.dtype == minitorch.float32 and s._scale.dim() == 0
    assert s._growth_tracker.dtype == minitorch.int32


@needs_torch
def test_scale_nested_outputs():
    def run(lib):
        s = lib.amp.GradScaler("cpu", init_scale=4.0)
        x = lib.tensor([1.0, 2.0], dtype=lib.float64)
        out = s.scale([x, (x, [x * 2]), x.float()])
        lazily = s.scale(iter([x]))
        return (repr(out), type(lazily).__name__, [repr(t) for t in lazily], out[2].dtype is lib.float32)
    same_as_pytorch(run)


SCALER_ERRORS = {
    "growth": lambda lib: lib.amp.GradScaler("cpu", growth_factor=1.0),
    "backoff": lambda lib: lib.amp.GradScaler("cpu", backoff_factor=1.0),
    "unscale_before_scale": lambda lib: lib.amp.GradScaler("cpu").unscale_(None),
    "step_before_scale": lambda lib: lib.amp.GradScaler("cpu").step(None),
    "update_before_scale": lambda lib: lib.amp.GradScaler("cpu").update(),
    "scale_non_tensor": lambda lib: lib.amp.GradScaler("cpu").scale([lib.ones(1), 3]),
    "closure": lambda lib: lib.amp.GradScaler("cpu").step(None, closure=lambda: 0),
    "empty_state_dict": lambda lib: lib.amp.GradScaler("cpu").load_state_dict({}),
    "disabled_has_no_factor": lambda lib: lib.amp.GradScaler("cpu", enabled=False).get_growth_factor(),
}


@needs_torch
@pytest.mark.parametrize("name", sorted(SCALER_ERRORS))
def test_construction_and_call_errors(name):
    mine = same_as_pytorch(SCALER_ERRORS[name], unexpected=("NameError",))
    assert isinstance(mine, tuple) and mine[0] in ("AssertionError", "RuntimeError", "ValueError", "AttributeError")


def _one_backward(lib, scaler, dtype=None):
    w = lib.nn.Parameter(lib.ones(2, dtype=dtype or lib.float64))
    opt = lib.optim.SGD([w], lr=0.1)
    scaler.scale((w * 3).sum()).backward()
    return w, opt


STAGE_ERRORS = {
    "unscale_twice": lambda lib, s, opt: (s.unscale_(opt), s.unscale_(opt)),
    "unscale_after_step": lambda lib, s, opt: (s.step(opt), s.unscale_(opt)),
    "step_twice": lambda lib, s, opt: (s.step(opt), s.step(opt)),
    "update_without_step": lambda lib, s, opt: s.update(),
    "no_grads_recorded": lambda lib, s, opt: s.step(lib.optim.SGD([lib.nn.Parameter(lib.ones(1))], lr=0.1)),
    "pickle_mid_iteration": lambda lib, s, opt: (s.step(opt), pickle.dumps(s)),
    "new_scale_two_elements": lambda lib, s, opt: (s.step(opt), s.update(lib.ones(2))),
    "new_scale_requires_grad": lambda lib, s, opt: (s.step(opt), s.update(lib.ones(1, requires_grad=True))),
    "new_scale_int": lambda lib, s, opt: (s.step(opt), s.update(3)),
}


@needs_torch
@pytest.mark.parametrize("name", sorted(STAGE_ERRORS))
def test_stage_errors(name):
    def run(lib):
        s = lib.amp.GradScaler("cpu")
        w, opt = _one_backward(lib, s)
        return STAGE_ERRORS[name](lib, s, opt)
    mine = same_as_pytorch(run, unexpected=("NameError",))  # new_scale=3: PyTorch's AttributeError too
    assert isinstance(mine, tuple) and mine[0] in ("AssertionError", "RuntimeError", "AttributeError"), mine


@needs_torch
def test_fp16_gradients_refused():
    def run(lib):
        s = lib.amp.GradScaler("cpu")
        w, opt = _one_backward(lib, s, lib.float16)
        return s.step(opt)
    assert same_as_pytorch(run) == ("ValueError", "Attempting to unscale FP16 gradients.")


@needs_torch
def test_unscale_step_update_values():
    def run(lib):
        s = lib.amp.GradScaler("cpu", init_scale=2.0 ** 4, growth_interval=1)
        w, opt = _one_backward(lib, s)
        before = w.grad.tolist()
        s.unscale_(opt)
        after = w.grad.tolist()
        ret = s.step(opt)
        s.update()
        grown = s.get_scale()
        s.scale(w.sum()).backward()
        s.step(opt)
        s.update(0.5)
        manual = s.get_scale()
        s.update(lib.tensor(3.0))  # no step needed when the scale is given
        return before, after, ret, grown, manual, s.get_scale(), w.tolist(), s._scale.dtype is lib.float32
    same_as_pytorch(run)


@needs_torch
def test_step_returns_the_optimizer_value_and_forwards_args():
    class Opt:
        def __init__(self, lib, w):
            self.param_groups = [{"params": [w]}]
            self.calls = []

        def step(self, *args, **kwargs):
            self.calls.append((args, kwargs))
            return "stepped"

    def run(lib):
        s = lib.amp.GradScaler("cpu")
        w = lib.nn.Parameter(lib.ones(2, dtype=lib.float64))
        s.scale(w.sum()).backward()
        opt = Opt(lib, w)
        first = s.step(opt, 1, a=2)
        s.update()
        s.scale(w.sum() * float("inf")).backward()
        second = s.step(opt)
        s.update()
        return first, second, opt.calls, s.get_scale()
    same_as_pytorch(run)


@needs_torch
def test_disabled_scaler_passes_through():
    def run(lib):
        s = lib.amp.GradScaler("cpu", enabled=False)
        w, opt = _one_backward(lib, s)
        x = lib.ones(2)
        out = [s.scale(x) is x, s.unscale_(opt), s.step(opt), s.update(), s.get_scale(), s.is_enabled(),
               s.state_dict(), s.load_state_dict({}), s._get_growth_tracker(), w.tolist()]
        return out, sorted(vars(pickle.loads(pickle.dumps(s))))
    same_as_pytorch(run)


@needs_torch
def test_cuda_scaler_without_cuda_warns_and_disables():
    def run(lib):
        with warnings.catch_warnings(record=True) as w:
            warnings.simplefilter("always")
            s = lib.amp.GradScaler()
            t = lib.ones(1)
            return s.is_enabled(), s.scale(t) is t, [(x.category.__name__, str(x.message)) for x in w]
    mine = same_as_pytorch(run)
    assert mine[2] == [("UserWarning", "torch.cuda.amp.GradScaler is enabled, but CUDA is not available.  Disabling.")]


@needs_torch
@pytest.mark.parametrize("device_type", ["cpu", "cuda"])
def test_deprecated_per_device_scalers(device_type):
    def run(lib):
        with warnings.catch_warnings(record=True) as w:
            warnings.simplefilter("always")
            s = getattr(lib, device_type).amp.GradScaler(init_scale=2.0)
            return (s.get_scale(), s._device, isinstance(s, lib.amp.GradScaler),
                    [(x.category.__name__, str(x.message)) for x in w])
    mine = same_as_pytorch(run)
    assert mine[3][0][0] == "FutureWarning"


@needs_torch
def test_accessors_state_dict_and_pickle():
    def run(lib):
        s = lib.amp.GradScaler("cpu", init_scale=2.0 ** 8, growth_interval=5)
        before = s.state_dict()
        w, opt = _one_backward(lib, s)
        s.step(opt)
        s.update()
        s.set_growth_factor(3.0)
        s.set_backoff_factor(0.25)
        s.set_growth_interval(7)
        state = s.state_dict()
        other = lib.amp.GradScaler("cpu")
        other.load_state_dict(state)
        lazily = other.state_dict()
        other.scale(lib.ones(1))
        other.load_state_dict(before)
        copy = pickle.loads(pickle.dumps(s))
        return (before, state, lazily, other.state_dict(), copy.state_dict(), copy._scale,
                [s.get_growth_factor(), s.get_backoff_factor(), s.get_growth_interval(), s.is_enabled()])
    same_as_pytorch(run)
