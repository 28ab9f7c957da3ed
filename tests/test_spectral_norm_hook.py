"""The hook-based nn.utils.spectral_norm / remove_spectral_norm against PyTorch: the same weight_orig, u and v are
given to both (their random inits differ), then forward in training and eval mode, gradients, state-dict keys and
metadata, version-0 checkpoints, removal and errors."""
import numpy as np
import pytest


from oracle import needs_torch, same_as_pytorch, torch

R = np.random.default_rng(0)
W = R.standard_normal((4, 3))
U = R.standard_normal(4)
V = R.standard_normal(3)
X = R.standard_normal((2, 3))
CONV_W = R.standard_normal((2, 3, 2))  # ConvTranspose1d(2, 3, 2): dim 1 holds the outputs


def _r(t):
    return np.round(t.detach().double().numpy(), 6).tolist()


def _linear(lib, n_power_iterations=1):
    m = lib.nn.Linear(3, 4, bias=False, dtype=lib.float64)
    lib.nn.utils.spectral_norm(m, n_power_iterations=n_power_iterations)
    with lib.no_grad():
        m.weight_orig.copy_(lib.tensor(W, dtype=lib.float64))
        m.weight_u.copy_(lib.nn.functional.normalize(lib.tensor(U, dtype=lib.float64), dim=0))
        m.weight_v.copy_(lib.nn.functional.normalize(lib.tensor(V, dtype=lib.float64), dim=0))
    return m


@pytest.mark.parametrize("n_power_iterations", [1, 3])
def test_training_calls_advance_u_and_v_and_gradients_flow_to_weight_orig(n_power_iterations):
    def fn(lib):
        m = _linear(lib, n_power_iterations)
        x = lib.tensor(X, dtype=lib.float64)
        out = []
        for _ in range(2):
            y = m(x)
            y.square().sum().backward()
            out.append((_r(y), _r(m.weight_u), _r(m.weight_v), _r(m.weight_orig.grad), type(m.weight).__name__,
                        m.weight.grad_fn is not None))
        return out, sorted(n for n, _ in m.named_parameters()), sorted(n for n, _ in m.named_buffers())
    same_as_pytorch(fn)


def test_eval_calls_keep_u_and_v():
    def fn(lib):
        m = _linear(lib).eval()
        y = m(lib.tensor(X, dtype=lib.float64))
        return _r(y), _r(m.weight_u), _r(m.weight_v)
    same_as_pytorch(fn)


def test_weight_before_the_first_call_is_the_raw_data():
    def fn(lib):
        m = _linear(lib)
        return type(m.weight).__name__, m.weight.requires_grad, "weight" in m._parameters, _r(m.weight)
    same_as_pytorch(fn)


def test_conv_transpose_normalizes_over_dim_1():
    def fn(lib):
        lib.manual_seed(0)
        m = lib.nn.utils.spectral_norm(lib.nn.ConvTranspose1d(2, 3, 2, bias=False))
        with lib.no_grad():
            m.weight_orig.copy_(lib.tensor(CONV_W, dtype=lib.float64))
            m.weight_u.copy_(lib.tensor([0.6, 0.8, 0.0]))
            m.weight_v.copy_(lib.nn.functional.normalize(lib.ones(4), dim=0))
        y = m(lib.ones(1, 2, 3))
        return tuple(m.weight_u.shape), tuple(m.weight_v.shape), _r(y), _r(m.weight_u)
    same_as_pytorch(fn)


def test_state_dict_keys_and_version_metadata():
    def fn(lib):
        net = lib.nn.Sequential(_linear(lib))
        sd = net.state_dict()
        return list(sd), dict(sd._metadata["0"])
    same_as_pytorch(fn)


def test_round_trip_and_version_0_checkpoint_conversion():
    def fn(lib):
        m = _linear(lib)
        m(lib.tensor(X, dtype=lib.float64))
        sd = m.state_dict()
        other = _linear(lib)
        out = [repr(other.load_state_dict(sd)), _r(other.weight_v)]
        # version 0 stored the normalized weight itself and no weight_v; the hook solves for a v
        old = {"weight_orig": sd["weight_orig"], "weight_u": sd["weight_u"], "weight": m.weight.detach()}
        fresh = _linear(lib)
        out += [repr(fresh.load_state_dict(old)), _r(fresh.weight_v)]
        fresh.eval()
        out.append(_r(fresh(lib.tensor(X, dtype=lib.float64))))
        try:
            _linear(lib).load_state_dict({"weight_orig": sd["weight_orig"]})
        except RuntimeError as e:
            out.append(str(e))
        return out
    same_as_pytorch(fn)


def test_remove_spectral_norm():
    def fn(lib):
        m = _linear(lib)
        m(lib.tensor(X, dtype=lib.float64))
        lib.nn.utils.remove_spectral_norm(m)
        out = [type(m.weight).__name__, _r(m.weight), sorted(n for n, _ in m.named_parameters()),
               list(m.state_dict()), len(m._forward_pre_hooks), len(m._state_dict_hooks)]
        try:  # PyTorch leaves its (wrapped) load pre-hook behind: a strict reload asks for the old keys
            m.load_state_dict(m.state_dict())
        except RuntimeError as e:
            out.append(str(e))
        try:
            lib.nn.utils.remove_spectral_norm(m)
        except ValueError as e:
            out.append(str(e))
        return out
    same_as_pytorch(fn)


def test_errors():
    def fn(lib):
        out = []
        for make in (lambda: lib.nn.utils.spectral_norm(lib.nn.utils.spectral_norm(lib.nn.Linear(2, 2))),
                     lambda: lib.nn.utils.spectral_norm(lib.nn.Linear(2, 2), n_power_iterations=0),
                     lambda: lib.nn.utils.spectral_norm(lib.nn.Linear(2, 2, bias=False), name="bias"),
                     lambda: lib.nn.utils.spectral_norm(lib.nn.LazyLinear(2))):
            try:
                make()
            except (RuntimeError, ValueError) as e:
                out.append((type(e).__name__, str(e)))
        return out
    same_as_pytorch(fn)


@needs_torch
def test_parametrization_spectral_norm_still_matches_pytorch():
    """parametrizations.spectral_norm now runs the shared power iteration (u first): same values as PyTorch's."""
    def fn(lib):
        m = lib.nn.utils.parametrizations.spectral_norm(lib.nn.Linear(3, 4, bias=False, dtype=lib.float64))
        p = m.parametrizations.weight
        with lib.no_grad():
            p.original.copy_(lib.tensor(W, dtype=lib.float64))
            p[0]._u.copy_(lib.nn.functional.normalize(lib.tensor(U, dtype=lib.float64), dim=0))
            p[0]._v.copy_(lib.nn.functional.normalize(lib.tensor(V, dtype=lib.float64), dim=0))
        y = m(lib.tensor(X, dtype=lib.float64))
        return _r(y), _r(p[0]._u), _r(p[0]._v)
    mine = same_as_pytorch(fn)
    assert torch is not None and mine[1] != np.round(U / np.linalg.norm(U), 6).tolist()
