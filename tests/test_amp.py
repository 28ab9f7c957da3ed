"""torch.amp against PyTorch: GradScaler over training loops with injected infs, every error and
pass-through of a disabled scaler; autocast's state, argument checks and op policy (graphs, dtypes, grads)."""
import pickle
import threading
import warnings

import numpy as np
import pytest

import minitorch
from minitorch._autocast_state import BFLOAT16
from oracle import graph_names, needs_torch, same_as_pytorch, torch

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


# -- autocast: state functions -------------------------------------------------------------------

def _caught(fn):
    """fn()'s value (or error) and the warnings it gave, as comparable values."""
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        try:
            value = fn()
        except Exception as e:  # noqa: BLE001 - compared by type and message
            value = (type(e).__name__, str(e))
    return repr(value), [(x.category.__name__, str(x.message).split(" (Triggered internally")[0]) for x in w]


STATE_CALLS = {
    "enabled_default": lambda lib: (lib.is_autocast_enabled(), lib.is_autocast_enabled("cpu"),
                                    lib.is_autocast_enabled("cuda:0")),
    "cuda_dtype": lambda lib: lib.get_autocast_dtype("cuda"),
    "unknown_device": lambda lib: lib.get_autocast_dtype("abc"),
    "no_autocast_key": lambda lib: lib.is_autocast_enabled("meta"),
    "set_no_autocast_key": lambda lib: lib.set_autocast_enabled("meta", True),
    "meta_dtype": lambda lib: lib.get_autocast_dtype("meta"),
    "enabled_not_str": lambda lib: lib.is_autocast_enabled(3),
    "enabled_two_args": lambda lib: lib.is_autocast_enabled("cpu", 1),
    "set_enabled_not_bool": lambda lib: lib.set_autocast_enabled("cpu", 1),
    "set_enabled_no_args": lambda lib: lib.set_autocast_enabled(),
    "set_dtype_not_dtype": lambda lib: lib.set_autocast_dtype("cpu", 3),
    "dtype_not_str": lambda lib: lib.get_autocast_dtype(3),
    "available": lambda lib: [lib.amp.is_autocast_available(d) for d in ("cpu", "cuda", "xpu", "mps", "meta", "lazy")],
    "cache_default": lambda lib: lib.is_autocast_cache_enabled(),
    "cache_not_bool": lambda lib: lib.set_autocast_cache_enabled(1),
    "gpu_dtype_deprecated": lambda lib: lib.get_autocast_gpu_dtype(),
    "cpu_enabled_deprecated": lambda lib: lib.is_autocast_cpu_enabled(),
    "xla_enabled_deprecated": lambda lib: lib.is_autocast_xla_enabled(),
    "ipu_dtype_deprecated": lambda lib: lib.get_autocast_ipu_dtype(),
    "set_cpu_enabled_deprecated": lambda lib: (lib.set_autocast_cpu_enabled(True), lib.is_autocast_enabled("cpu"),
                                               lib.set_autocast_cpu_enabled(False)),
    "set_cpu_dtype_not_dtype": lambda lib: lib.set_autocast_cpu_dtype(1),
    "set_gpu_dtype_deprecated": lambda lib: (lib.set_autocast_gpu_dtype(lib.float32), lib.get_autocast_dtype("cuda"),
                                             lib.set_autocast_gpu_dtype(lib.float16)),
    "legacy_cuda_flag": lambda lib: (lib.set_autocast_enabled(True), lib.is_autocast_enabled(),
                                     lib.is_autocast_enabled("cuda"), lib.set_autocast_enabled(False)),
    "set_cpu_dtype": lambda lib: (lib.set_autocast_dtype("cpu", lib.float16), lib.get_autocast_dtype("cpu"),
                                  lib.set_autocast_dtype("cpu", lib.float32), lib.get_autocast_dtype("cpu")),
    "nesting": lambda lib: (lib.autocast_increment_nesting(), lib.autocast_increment_nesting(),
                            lib.autocast_decrement_nesting(), lib.autocast_decrement_nesting(),
                            lib.clear_autocast_cache()),
}


@needs_torch
@pytest.mark.parametrize("name", sorted(STATE_CALLS))
def test_autocast_state_functions(name):
    def run(lib):
        saved = (lib.is_autocast_enabled("cpu"), lib.is_autocast_enabled("cuda"), lib.get_autocast_dtype("cuda"))
        try:
            return _caught(lambda: STATE_CALLS[name](lib))
        finally:
            lib.set_autocast_enabled("cpu", saved[0])
            lib.set_autocast_enabled("cuda", saved[1])
            lib.set_autocast_dtype("cuda", saved[2])
            # CPU's default, bfloat16, has no public spelling in minitorch
            if lib is torch:
                torch.set_autocast_dtype("cpu", torch.bfloat16)
            else:
                minitorch.amp.autocast_mode._set_dtype("cpu", BFLOAT16)
    same_as_pytorch(run)


def test_cpu_default_dtype_is_the_missing_bfloat16():
    message = ("CPU autocast uses bfloat16, and minitorch has no bfloat16 dtype. Use float16: "
               "torch.autocast('cpu', dtype=torch.float16), or torch.set_autocast_dtype('cpu', torch.float16).")
    with pytest.raises(RuntimeError) as info:
        minitorch.get_autocast_dtype("cpu")
    assert str(info.value) == message
    minitorch.set_autocast_enabled("cpu", True)  # enabled without a region: the first cast says the same
    try:
        with pytest.raises(RuntimeError) as info:
            minitorch.ones(2, 2) @ minitorch.ones(2, 2)
        assert str(info.value) == message
        assert (minitorch.ones(2, 2).exp()).dtype is minitorch.float32  # ops off the lists run as ever
    finally:
        minitorch.set_autocast_enabled("cpu", False)
    with pytest.raises(RuntimeError) as info:
        minitorch.autocast("cpu")
    assert str(info.value) == message
    with pytest.raises(RuntimeError) as info:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            minitorch.cpu.amp.autocast()
    assert str(info.value) == message
    assert not minitorch.is_autocast_enabled("cpu")
    # disabled regions, the common use, work and restore the default
    with minitorch.autocast("cpu", enabled=False):
        assert not minitorch.is_autocast_enabled("cpu")
        assert minitorch.mm(minitorch.ones(2, 2), minitorch.ones(2, 2)).dtype is minitorch.float32
    with minitorch.autocast("cpu", dtype=minitorch.float16):
        with minitorch.autocast("cpu", enabled=False):
            assert minitorch.mm(minitorch.ones(2, 2), minitorch.ones(2, 2)).dtype is minitorch.float32
        assert minitorch.get_autocast_dtype("cpu") is minitorch.float16
    with pytest.raises(RuntimeError):
        minitorch.get_autocast_dtype("cpu")


# -- autocast: the context manager ---------------------------------------------------------------

AUTOCAST_CALLS = {
    "device_int": lambda lib: lib.amp.autocast(3),
    "unknown_device": lambda lib: lib.autocast("abc", dtype=lib.float16),
    "unsupported_device": lambda lib: lib.autocast("meta", dtype=lib.float16),
    "meta_default_dtype": lambda lib: lib.autocast("meta"),
    "cpu_float32_warns_and_disables": lambda lib: lib.autocast("cpu", dtype=lib.float32)._enabled,
    "cuda_without_cuda": lambda lib: lib.autocast("cuda")._enabled,
    "decorate_non_callable": lambda lib: lib.autocast("cpu", dtype=lib.float16)(3),
    "enter_exit_state": lambda lib: _enter_exit_state(lib),
    "decorator": lambda lib: lib.autocast("cpu", dtype=lib.float16)(
        lambda a: (lib.is_autocast_enabled("cpu"), (a @ a).dtype))(lib.ones(2, 2)),
    "disabled_cuda_spelling": lambda lib: lib.cuda.amp.autocast(enabled=False)._enabled,
    "deprecated_cpu_spelling": lambda lib: lib.cpu.amp.autocast(dtype=lib.float16).fast_dtype,
}


def _enter_exit_state(lib):
    states = []
    with lib.autocast("cpu", dtype=lib.float16, cache_enabled=False) as ctx:
        states.append((type(ctx).__name__, lib.is_autocast_enabled("cpu"), lib.is_autocast_cache_enabled()))
        with lib.autocast("cpu", enabled=False):
            states.append((lib.is_autocast_enabled("cpu"), lib.get_autocast_dtype("cpu")))
        states.append((lib.is_autocast_enabled("cpu"), lib.get_autocast_dtype("cpu")))
    states.append((lib.is_autocast_enabled("cpu"), lib.is_autocast_cache_enabled()))
    return states


@needs_torch
@pytest.mark.parametrize("name", sorted(AUTOCAST_CALLS))
def test_autocast_arguments_and_state(name):
    same_as_pytorch(lambda lib: _caught(lambda: AUTOCAST_CALLS[name](lib)))


def test_autocast_state_is_thread_local():
    seen = []
    with minitorch.autocast("cpu", dtype=minitorch.float16):
        t = threading.Thread(target=lambda: seen.append(
            (minitorch.is_autocast_enabled("cpu"), minitorch.mm(minitorch.ones(2, 2), minitorch.ones(2, 2)).dtype)))
        t.start()
        t.join()
        assert minitorch.mm(minitorch.ones(2, 2), minitorch.ones(2, 2)).dtype is minitorch.float16
    assert seen == [(False, minitorch.float32)]


# -- autocast: the op policy ---------------------------------------------------------------------

def _arr(*shape, seed=0):
    return np.random.default_rng(seed).standard_normal(shape).astype("float32")


def _leaf(lib, array, dtype=None):
    t = lib.tensor(array)
    return (t.to(dtype) if dtype is not None else t).requires_grad_()


POLICY_CASES = {  # name: (arrays, function of (lib, *tensors)), all float32 unless the name says
    "mm": ((_arr(3, 4), _arr(4, 2, seed=1)), lambda lib, a, b: lib.mm(a, b)),
    "mm_method_and_operator": ((_arr(3, 4), _arr(4, 3, seed=1)), lambda lib, a, b: a.mm(b) @ a),
    "bmm": ((_arr(2, 3, 4), _arr(2, 4, 2, seed=1)), lambda lib, a, b: lib.bmm(a, b)),
    "addmm": ((_arr(2), _arr(3, 4, seed=1), _arr(4, 2, seed=2)), lambda lib, c, a, b: lib.addmm(c, a, b, beta=0.5)),
    "baddbmm": ((_arr(2, 3, 2), _arr(2, 3, 4, seed=1), _arr(2, 4, 2, seed=2)),
                lambda lib, c, a, b: lib.baddbmm(c, a, b)),
    "addbmm": ((_arr(3, 2), _arr(2, 3, 4, seed=1), _arr(2, 4, 2, seed=2)), lambda lib, c, a, b: lib.addbmm(c, a, b)),
    "matmul_folded": ((_arr(2, 3, 4), _arr(4, 2, seed=1)), lambda lib, a, b: lib.matmul(a, b)),
    "matmul_vector": ((_arr(4), _arr(2, 4, 3, seed=1)), lambda lib, a, b: lib.matmul(a, b)),
    "linear_2d": ((_arr(5, 3), _arr(2, 3, seed=1), _arr(2, seed=2)),
                  lambda lib, x, w, b: lib.nn.functional.linear(x, w, b)),
    "linear_3d_no_bias": ((_arr(2, 5, 3), _arr(2, 3, seed=1)), lambda lib, x, w: lib.nn.functional.linear(x, w)),
    "conv2d": ((_arr(1, 2, 5, 5), _arr(3, 2, 3, 3, seed=1), _arr(3, seed=2)),
               lambda lib, x, w, b: lib.nn.functional.conv2d(x, w, b, padding=1)),
    "conv1d_unbatched": ((_arr(2, 6), _arr(3, 2, 2, seed=1)), lambda lib, x, w: lib.nn.functional.conv1d(x, w)),
    "conv_transpose2d": ((_arr(1, 2, 4, 4), _arr(2, 3, 3, 3, seed=1)),
                         lambda lib, x, w: lib.nn.functional.conv_transpose2d(x, w, stride=2)),
    "convolution_is_not_on_the_cpu_list": ((_arr(1, 2, 5, 5), _arr(3, 2, 3, 3, seed=1)),
                                           lambda lib, x, w: lib.convolution(x, w, None, [1, 1], [0, 0], [1, 1],
                                                                             False, [0, 0], 1)),
    "prelu": ((_arr(2, 3, 4), np.full(3, 0.25, "float32")), lambda lib, x, w: lib.nn.functional.prelu(x, w)),
    "mv_is_not_on_the_cpu_list": ((_arr(3, 4), _arr(4, seed=1)), lambda lib, a, v: lib.mv(a, v)),
    "weight_cast_once": ((_arr(3, 4), _arr(4, 4, seed=1)), lambda lib, x, w: lib.mm(lib.mm(x, w), w)),
    "float64_untouched": ((_arr(3, 4).astype("float64"), _arr(4, 2, seed=1).astype("float64")),
                          lambda lib, a, b: lib.mm(a, b)),
    "elementwise_untouched": ((_arr(3, 4), _arr(3, 4, seed=1)), lambda lib, a, b: a * b + a.exp()),
    "fp32_prod_trace": ((_arr(3, 3),), lambda lib, a: (a.half().prod(), a.half().trace(), a.half().prod(1))),
    "fp32_losses": ((_arr(4, 3), _arr(4, 3, seed=1)),
                    lambda lib, a, b: (lib.nn.functional.mse_loss(a.half(), b.half()),
                                       lib.nn.functional.smooth_l1_loss(a.half(), b),
                                       lib.nn.functional.binary_cross_entropy_with_logits(a.half(), b.sigmoid().half()),
                                       lib.nn.functional.binary_cross_entropy(a.sigmoid().half(), b.sigmoid().half()))),
    "fp32_cross_entropy": ((_arr(4, 3),), lambda lib, a: (
        lib.nn.functional.cross_entropy(a.half(), lib.tensor([0, 2, 1, 1])),
        lib.nn.functional.nll_loss(a.half().log_softmax(1), lib.tensor([0, 2, 1, 1])))),
    "small_cnn": ((_arr(2, 2, 5, 5), _arr(3, 2, 3, 3, seed=1) * 0.3, _arr(3, seed=2), _arr(4, 27, seed=3) * 0.3,
                   _arr(4, seed=4)),
                  lambda lib, x, cw, cb, lw, lb: lib.nn.functional.cross_entropy(lib.nn.functional.linear(
                      lib.nn.functional.conv2d(x, cw, cb).relu().flatten(1), lw, lb), lib.tensor([1, 3]))),
    "fp32_composite_losses": ((_arr(4, 3), _arr(4, 3, seed=1)), lambda lib, a, b: (
        lib.nn.functional.l1_loss(a.half(), b.half()),
        lib.nn.functional.cosine_embedding_loss(a.half(), b.half(), lib.tensor([1, -1, 1, -1])),
        lib.nn.functional.hinge_embedding_loss(a.half()[:, 0], lib.tensor([1.0, -1.0, 1.0, -1.0]).half()),
        lib.nn.functional.margin_ranking_loss(a.half()[:, 0], b.half()[:, 0], lib.tensor([1.0, -1.0, 1.0, -1.0])),
        lib.nn.functional.triplet_margin_loss(a.half(), b.half(), (a * b).half()),
        lib.nn.functional.poisson_nll_loss(a.half(), b.abs().half()),
        lib.nn.functional.multilabel_margin_loss(a.half(), lib.tensor([[0, 2, -1]] * 4)))),
    "fp32_cdist_linalg": ((_arr(3, 3),), lambda lib, a: (
        lib.cdist(a.half(), a.half() * 2), (a + 3 * lib.eye(3)).half().inverse(),
        lib.pinverse(a.half()), lib.quantile(a.half(), 0.25))),
    "fp32_linalg": ((_arr(3, 3),), lambda lib, a: (
        lib.linalg.svdvals(a.half()), lib.linalg.eigvalsh((a @ a.t()).half()),
        lib.linalg.solve((a + 3 * lib.eye(3)).half(), a.half()), lib.linalg.householder_product(a.half(), a[0].half()),
        lib.triangular_solve(a.half(), (a + 3 * lib.eye(3)).half())[0])),
    "vecdot": ((_arr(2, 3), _arr(2, 3, seed=1)), lambda lib, a, b: lib.linalg.vecdot(a, b)),
    "promote_cat_stack_index_copy": ((_arr(2, 3), _arr(2, 3, seed=1)), lambda lib, a, b: (
        lib.cat([a.half(), b]), lib.stack((a.half(), b.half())), lib.cat([a, b.double()]),
        a.index_copy(0, lib.tensor([1, 0]), b.half()), lib.stack([a.half(), b], 1))),
    "fp32_ctc_lu_solve": ((_arr(5, 2, 4), _arr(3, 3, seed=1)), lambda lib, lp, a: (
        lib.nn.functional.ctc_loss(lp.half().log_softmax(2), lib.tensor([[1, 2], [3, 1]]), [5, 4], [2, 2]),
        lib.lu_solve(a.half(), *lib.linalg.lu_factor(a + 3 * lib.eye(3))))),
    "fp32_pool3d": ((_arr(1, 2, 4, 4, 4),), lambda lib, a: (
        lib.nn.functional.adaptive_avg_pool3d(a.half(), 2), lib.nn.functional.max_pool3d(a.half(), 2))),
    "layer_norm_not_on_the_cpu_list": ((_arr(2, 4), _arr(4, seed=1), _arr(4, seed=2)),
                                       lambda lib, x, w, b: lib.nn.functional.layer_norm(x.half(), (4,), w.half(),
                                                                                         b.half())),
    "fp32_padding": ((_arr(1, 2, 5),), lambda lib, a: lib.nn.functional.pad(a.half(), (1, 2), mode="reflect")),
}


def _policy_run(lib, name, inside=True):
    arrays, fn = POLICY_CASES[name]
    leaves = [_leaf(lib, a) for a in arrays]
    with lib.autocast("cpu", dtype=lib.float16, enabled=inside):
        out = fn(lib, *leaves)
    outs = out if isinstance(out, tuple) else (out,)
    sum(o.float().sum() for o in outs).backward()
    return ([(o.dtype, graph_names(o)) for o in outs], [lf.grad.dtype for lf in leaves],
            [o.detach().double().numpy() for o in outs], [lf.grad.double().numpy() for lf in leaves])


@needs_torch
@pytest.mark.filterwarnings("ignore:torch.lu_solve is deprecated:UserWarning")
@pytest.mark.parametrize("name", sorted(POLICY_CASES))
def test_autocast_policy_matches_pytorch(name):
    mine, theirs = _policy_run(minitorch, name), _policy_run(torch, name)
    assert [(str(d), g) for d, g in mine[0]] == [(str(d), g) for d, g in theirs[0]]
    assert [str(d) for d in mine[1]] == [str(d) for d in theirs[1]]
    for a, b in zip(mine[2] + mine[3], theirs[2] + theirs[3]):
        np.testing.assert_allclose(a, b, rtol=1e-2, atol=1e-2)  # float16 arithmetic: last bits may differ


@needs_torch
def test_a_float64_operand_is_not_cast():
    def run(lib):
        a, b = lib.tensor(_arr(3, 4)), lib.tensor(_arr(4, 2, seed=1)).double()
        with lib.autocast("cpu", dtype=lib.float16):
            kept = [str(t.dtype) for t in (lib.addmm(b[:1, :].float(), a, b.float()), b.t() @ b)]
            try:
                lib.mm(a, b)
            except RuntimeError as e:
                return kept, str(e)
    assert same_as_pytorch(run) == (["torch.float16", "torch.float64"],
                                    "expected m1 and m2 to have the same dtype, but got: c10::Half != double")


@needs_torch
def test_kl_div_runs_in_float32():
    """kl_div is on both fp32 lists (minitorch's graph differs from PyTorch's outside autocast too: where/log
    for PyTorch's xlogy), so the dtypes and values are compared."""
    def run(lib):
        a, b = _leaf(lib, _arr(4, 3)), _leaf(lib, _arr(4, 3, seed=1))
        with lib.autocast("cpu", dtype=lib.float16):
            out = lib.nn.functional.kl_div(a.half().log_softmax(1), b.softmax(1).half(), reduction="batchmean")
        out.backward()
        return str(out.dtype), str(a.grad.dtype), out.item(), a.grad.double().numpy()
    mine, theirs = run(minitorch), run(torch)
    assert mine[:2] == theirs[:2] == ("torch.float32", "torch.float32")
    np.testing.assert_allclose(mine[2], theirs[2], rtol=1e-2, atol=1e-2)
    np.testing.assert_allclose(mine[3], theirs[3], rtol=1e-2, atol=1e-2)


@needs_torch
def test_attention_runs_in_float16():
    """scaled_dot_product_attention is on both lists; PyTorch's CPU math kernel then upcasts float16 inside
    (its graph has ToCopyBackward0 nodes minitorch's has not), so dtypes and values are compared."""
    def run(lib):
        q, k, v, m = (_leaf(lib, _arr(*shape, seed=i)) for i, shape in enumerate(((1, 2, 3, 4), (1, 2, 5, 4),
                                                                                   (1, 2, 5, 4), (3, 5))))
        with lib.autocast("cpu", dtype=lib.float16):
            out = lib.nn.functional.scaled_dot_product_attention(q, k, v, attn_mask=m)
        out.float().sum().backward()
        return str(out.dtype), [str(t.grad.dtype) for t in (q, k, v, m)], out.detach().double().numpy(), q.grad
    mine, theirs = run(minitorch), run(torch)
    assert mine[:2] == theirs[:2] == ("torch.float16", ["torch.float32"] * 4)
    np.testing.assert_allclose(mine[2], theirs[2], rtol=1e-2, atol=1e-2)
    np.testing.assert_allclose(mine[3].numpy(), theirs[3].numpy(), rtol=1e-2, atol=1e-2)


@needs_torch
def test_weight_cast_is_shared_within_a_region_and_dropped_after():
    def run(lib):
        w = _leaf(lib, _arr(4, 4))
        x = lib.tensor(_arr(3, 4, seed=1))
        with lib.autocast("cpu", dtype=lib.float16):
            a, b = x @ w, x @ w
            with lib.autocast("cpu", dtype=lib.float16):
                c = x @ w
        with lib.autocast("cpu", dtype=lib.float16):
            d = x @ w
        with lib.autocast("cpu", dtype=lib.float16, cache_enabled=False):
            e, f = x @ w, x @ w
        cast = lambda t: t.grad_fn.next_functions[1][0]  # noqa: E731
        return cast(a) is cast(b), cast(a) is cast(c), cast(a) is cast(d), cast(e) is cast(f)
    assert same_as_pytorch(run) == (True, True, False, False)


@needs_torch
def test_outside_autocast_nothing_is_cast():
    for name in ("mm", "linear_2d", "conv2d", "fp32_losses"):
        mine, theirs = _policy_run(minitorch, name, inside=False), _policy_run(torch, name, inside=False)
        assert [(str(d), g) for d, g in mine[0]] == [(str(d), g) for d, g in theirs[0]]


@needs_torch
def test_custom_fwd_and_bwd():
    def run(lib):
        class MulMM(lib.autograd.Function):
            @staticmethod
            @lib.amp.custom_fwd(device_type="cpu")
            def forward(ctx, a, b):
                ctx.save_for_backward(a, b)
                return a.mm(b)

            @staticmethod
            @lib.amp.custom_bwd(device_type="cpu")
            def backward(ctx, g):
                a, b = ctx.saved_tensors
                return g.mm(b.t()), a.t().mm(g)

        class CastMM(lib.autograd.Function):
            @staticmethod
            @lib.amp.custom_fwd(device_type="cpu", cast_inputs=lib.float32)
            def forward(ctx, a, b):
                return a.mm(b), lib.is_autocast_enabled("cpu")

            @staticmethod
            @lib.amp.custom_bwd(device_type="cpu")
            def backward(ctx, g, _):
                return g, g

        a, b = _leaf(lib, _arr(3, 3)), _leaf(lib, _arr(3, 3, seed=1))
        with lib.autocast("cpu", dtype=lib.float16):
            y = MulMM.apply(a, b)
            z, inner = CastMM.apply(a.half(), b.half())
        y.float().sum().backward()
        return str(y.dtype), str(a.grad.dtype), str(z.dtype), inner
    assert same_as_pytorch(run) == ("torch.float16", "torch.float32", "torch.float32", False)


@needs_torch
def test_custom_fwd_argument_errors():
    same_as_pytorch(lambda lib: lib.amp.custom_fwd(device_type=3), unexpected=())
    same_as_pytorch(lambda lib: lib.amp.custom_bwd(lambda: 0, device_type=None), unexpected=())


@needs_torch
def test_deprecated_custom_fwd_warns():
    def run(lib):
        fn = lambda ctx, x: x  # noqa: E731
        return _caught(lambda: (lib.cuda.amp.custom_fwd(fn).__name__, lib.cuda.amp.custom_bwd(fn).__name__))
    same_as_pytorch(run)


@needs_torch
# the first scale overflows float16 gradients on purpose; NumPy's reduction in the engine then warns (PyTorch
# does not), attributed to numpy's module, so pyproject's filter for minitorch's own warnings misses it
@pytest.mark.filterwarnings("ignore:(overflow|invalid value) encountered in reduce:RuntimeWarning")
def test_mixed_precision_training_loop_with_scaler():
    """autocast + GradScaler, the documented recipe, in float32 master weights: same scales and skipped
    steps as PyTorch, parameters within float16 rounding."""
    def run(lib):
        model = lib.nn.Sequential(lib.nn.Linear(4, 6), lib.nn.Tanh(), lib.nn.Linear(6, 3))
        with lib.no_grad():
            for p, seed in zip(model.parameters(), range(4)):
                p.copy_(lib.tensor(_arr(*p.shape, seed=seed)))
        opt = lib.optim.SGD(model.parameters(), lr=0.1)
        scaler = lib.amp.GradScaler("cpu", init_scale=2.0 ** 20, growth_interval=2)
        x, y = lib.tensor(X.astype("float32")), lib.tensor(Y)
        scales = []
        for _ in range(6):
            opt.zero_grad()
            with lib.autocast("cpu", dtype=lib.float16):
                out = model(x)
                loss = lib.nn.functional.cross_entropy(out, y)
            scaler.scale(loss).backward()
            scaler.step(opt)
            scaler.update()
            scales.append(scaler.get_scale())
        return out.dtype, loss.dtype, scales, [p.detach().numpy().astype("float64") for p in model.parameters()]
    mine, theirs = run(minitorch), run(torch)
    assert (str(mine[0]), str(mine[1]), mine[2]) == (str(theirs[0]), str(theirs[1]), theirs[2])
    for a, b in zip(mine[3], theirs[3]):
        np.testing.assert_allclose(a, b, rtol=1e-2, atol=1e-2)


# -- the `autocast:` key in derivatives.yaml ------------------------------------------------------

def _load_yaml(tmp_path, text):
    from tools.codegen.load import load, manual_helper_names
    from tools.codegen.__main__ import ROOT
    path = tmp_path / "derivatives.yaml"
    path.write_text(text)
    return load(path, manual_helper_names(ROOT / "src/minitorch/autograd/functions_manual.py"))


MM = "- name: mm(Tensor self, Tensor mat2) -> Tensor\n  kernel: xp.matmul(self, mat2)\n  autocast: {}\n" \
     "  self: grad.mm(mat2.t())\n  mat2: self.t().mm(grad)\n"


@pytest.mark.parametrize("value, policies", [
    ("lower_precision_fp", {"cpu": "lower_precision_fp", "cuda": "lower_precision_fp"}),
    ("fp32", {"cpu": "fp32", "cuda": "fp32"}),
    ("{cuda: fp32}", {"cuda": "fp32"}),
    ("{cuda: lower_precision_fp, cpu: fp32}", {"cpu": "fp32", "cuda": "lower_precision_fp"}),
    ("{cpu: promote}", {"cpu": "promote"}),
])
def test_autocast_key_loads(tmp_path, value, policies):
    (entry,) = _load_yaml(tmp_path, MM.format(value))
    assert entry.autocast == policies


@pytest.mark.parametrize("text, message", [
    (MM.format("half"), "autocast: 'half': expected a policy (lower_precision_fp, fp32, fp32_set_opt_dtype, "
                        "promote) or a mapping of device types (cpu, cuda) to policies"),
    (MM.format("{mps: fp32}"), "autocast: {'mps': 'fp32'}: expected a policy"),
    (MM.format("{cpu: widest}"), "autocast: {'cpu': 'widest'}: expected a policy"),
    (MM.format("{}"), "autocast: {}: expected a policy"),
    ("- name: neg_(Tensor(a!) self) -> Tensor(a!)\n  kernel: xp.negative(self)\n  autocast: fp32\n  self: -grad\n",
     "autocast: applies to an out-of-place op with Tensor arguments"),
])
def test_autocast_key_errors_name_file_line_and_entry(tmp_path, text, message):
    from tools.codegen.errors import CodegenError
    with pytest.raises(CodegenError) as info:
        _load_yaml(tmp_path, text)
    error = str(info.value)
    assert message in error
    assert error.startswith("derivatives.yaml:3: entry '"), error


def test_autocast_key_renders_one_check(tmp_path):
    from tools.codegen.plan import plan_all
    from tools.codegen.render import autocast_lines, wrapper_code
    text = MM.format("lower_precision_fp") + MM.format("{cpu: fp32}").replace("mm(", "mm2(")
    plain = MM.replace("  autocast: {}\n", "").replace("mm(", "mm3(")
    mm, mm2, mm3 = plan_all(_load_yaml(tmp_path, text + plain))
    assert autocast_lines(mm) == ["if AUTOCAST.enabled:", "    self, mat2 = autocast_lower(self, mat2)"]
    assert autocast_lines(mm2) == ["if AUTOCAST.enabled:",
                                   "    self, mat2 = autocast_cast({'cpu': 'fp32'}, self, mat2)"]
    assert autocast_lines(mm3) == [] and not any("AUTOCAST" in line for line in wrapper_code(mm3))
    assert wrapper_code(mm)[2:4] == autocast_lines(mm)  # after the argument checks, before anything else


# -- on the "cuda" device (the strict stand-in backend without a GPU) -----------------------------

@pytest.fixture
def cuda_device():
    from minitorch.backends import strict
    if minitorch.cuda.is_available():
        yield
        return
    strict.enable()
    try:
        yield
    finally:
        strict.disable()


def test_cuda_scaler_and_autocast(cuda_device):
    scaler = minitorch.amp.GradScaler(init_scale=2.0 ** 4, growth_interval=1)  # "cuda": enabled with a device
    assert scaler.is_enabled()
    w = minitorch.nn.Parameter(minitorch.ones(3, device="cuda"))
    opt = minitorch.optim.SGD([w], lr=0.5)
    loss = scaler.scale((w * w).sum())
    assert loss.device.type == "cuda" and scaler._scale.device.type == "cuda"
    loss.backward()
    assert w.grad.tolist() == [32.0, 32.0, 32.0]
    scaler.step(opt)
    scaler.update()
    assert w.tolist() == [0.0, 0.0, 0.0] and scaler.get_scale() == 32.0
    scaler.scale((w * float("inf")).sum()).backward()
    assert scaler.step(opt) is None
    scaler.update()
    assert scaler.get_scale() == 16.0 and scaler._get_growth_tracker() == 0

    a = minitorch.ones(2, 2, device="cuda", requires_grad=True)
    h = minitorch.ones(2, 2, device="cuda", dtype=minitorch.float16)
    c = minitorch.ones(2, 2)
    with minitorch.autocast("cuda"):
        assert minitorch.is_autocast_enabled() and not minitorch.is_autocast_enabled("cpu")
        mm = a @ a
        exp = h.exp()  # fp32 on CUDA's list only
        assert (c @ c).dtype is minitorch.float32 and c.half().exp().dtype is minitorch.float16  # CPU: not cast
    assert mm.dtype is minitorch.float16 and graph_names(mm)[:2] == ["MmBackward0", "ToCopyBackward0"]
    assert exp.dtype is minitorch.float32
    mm.float().sum().backward()
    assert a.grad.dtype is minitorch.float32 and a.grad.tolist() == [[4.0, 4.0], [4.0, 4.0]]


def test_cuda_fp32_set_opt_dtype_ops(cuda_device):
    """CUDA's fp32_set_opt_dtype list (aten/src/ATen/autocast_mode.h): called without a dtype on a float16
    CUDA tensor, sum, prod, cumsum, cumprod, softmax, log_softmax and vector_norm compute in float32; given
    a dtype, or on the CPU, or on float64, they run as called."""
    h = minitorch.ones(2, 3, device="cuda", dtype=minitorch.float16, requires_grad=True)
    with minitorch.autocast("cuda"):
        outs = [h.sum(), h.sum(1), h.prod(), h.prod(0), h.cumsum(0), h.cumprod(1), h.softmax(1), h.log_softmax(0),
                minitorch.linalg.vector_norm(h)]
        assert all(o.dtype is minitorch.float32 for o in outs)
        assert graph_names(h.sum()) == ["SumBackward0", "AccumulateGrad"]  # the op converts, no ToCopy node
        assert h.sum(dtype=minitorch.float16).dtype is minitorch.float16
        assert h.double().sum().dtype is minitorch.float64
        assert minitorch.ones(2, dtype=minitorch.float16).sum().dtype is minitorch.float16  # CPU: not listed
    assert h.sum().dtype is minitorch.float16
    sum(o.sum() for o in outs).backward()
    assert h.grad.dtype is minitorch.float16


def test_fp32_set_opt_dtype_needs_a_dtype_argument(tmp_path):
    from tools.codegen.errors import CodegenError
    with pytest.raises(CodegenError) as info:
        _load_yaml(tmp_path, MM.format("{cuda: fp32_set_opt_dtype}"))
    assert str(info.value).startswith("derivatives.yaml:3: entry 'mm': autocast: fp32_set_opt_dtype needs a "
                                      "`ScalarType? dtype` argument")


def test_cuda_promote_ops(cuda_device):
    """CUDA's promote list: the float16 arguments cast to float32 when a float32 one is among them."""
    h = minitorch.ones(3, device="cuda", dtype=minitorch.float16, requires_grad=True)
    f = minitorch.ones(3, device="cuda", requires_grad=True)
    with minitorch.autocast("cuda"):
        # promoted composites run their inner ops (mm, sum) without autocast, as PyTorch's do
        composites = [minitorch.tensordot(h, f, 1), minitorch.tensordot(h, h, 1),
                      minitorch.nn.functional.bilinear(h[None], h[None], minitorch.ones(2, 3, 3, device="cuda")),
                      minitorch.nn.functional.grid_sample(minitorch.ones(1, 1, 2, 2, device="cuda").half(),
                                                          minitorch.zeros(1, 1, 1, 2, device="cuda"),
                                                          align_corners=False)]
        assert [c.dtype for c in composites] == [minitorch.float32, minitorch.float16, minitorch.float32,
                                                 minitorch.float32]
        assert minitorch.is_autocast_enabled("cuda")  # back on after each
        mixed = minitorch.addcmul(h, f, h)
        same = minitorch.atan2(h, h)
        dot = minitorch.dot(h, f)
    assert mixed.dtype is minitorch.float32 and graph_names(mixed)[:2] == ["AddcmulBackward0", "ToCopyBackward0"]
    assert same.dtype is minitorch.float16 and graph_names(same) == ["Atan2Backward0", "AccumulateGrad",
                                                                     "AccumulateGrad"]
    assert dot.dtype is minitorch.float32


def test_promote_renders_over_tensor_lists(tmp_path):
    from tools.codegen.plan import plan_all
    from tools.codegen.render import autocast_lines
    text = ("- name: cat(Tensor[] tensors, int dim=0) -> Tensor\n  kernel: xp.concatenate(tensors, dim)\n"
            "  autocast: {cpu: promote}\n  tensors: grad\n")
    (cat,) = plan_all(_load_yaml(tmp_path, text))
    assert autocast_lines(cat) == ["if AUTOCAST.enabled:", "    tensors, = autocast_promote(('cpu',), tensors)"]


def test_cuda_lower_precision_composites(cuda_device):
    """CUDA's list has einsum, chain_matmul, linalg_multi_dot, the RNN cells, convolution, addmv, addr and mv
    besides the CPU ones; on the CPU they stay float32."""
    a = minitorch.ones(3, 3, device="cuda", requires_grad=True)
    v = minitorch.ones(3, device="cuda")
    x, h = minitorch.ones(2, 3, device="cuda"), minitorch.zeros(2, 4, device="cuda")
    w_ih, w_hh = minitorch.ones(12, 3, device="cuda") * 0.1, minitorch.ones(12, 4, device="cuda") * 0.1
    with minitorch.autocast("cuda"):
        outs = [minitorch.einsum("ij,jk->ik", a, a), minitorch.einsum("ij,jk->ik", [a, a]),
                minitorch.linalg.multi_dot([a, a, a]), minitorch.mv(a, v), minitorch.addmv(v, a, v),
                minitorch.addr(a, v, v), minitorch.gru_cell(x, h, w_ih, w_hh),
                minitorch.lstm_cell(x, (h, h), minitorch.ones(16, 3, device="cuda"),
                                    minitorch.ones(16, 4, device="cuda"))[0],
                minitorch.convolution(minitorch.ones(1, 1, 3, 3, device="cuda"), minitorch.ones(1, 1, 2, 2,
                                      device="cuda"), None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)]
        cpu = minitorch.einsum("ij,jk->ik", minitorch.ones(2, 2), minitorch.ones(2, 2))
    assert [o.dtype for o in outs] == [minitorch.float16] * len(outs)
    assert cpu.dtype is minitorch.float32
    outs[0].float().sum().backward()
    assert a.grad.dtype is minitorch.float32


@pytest.mark.parametrize("device_type", ["cpu", "cuda"])
def test_deprecated_scalers_pickle(device_type):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        scaler = getattr(minitorch, device_type).amp.GradScaler(init_scale=4.0)
        copy = pickle.loads(pickle.dumps(scaler))
    assert type(copy) is type(scaler) and copy.state_dict() == scaler.state_dict()
