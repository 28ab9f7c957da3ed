"""optim.Muon against PyTorch 2.13: parameter trajectories over several steps (its bfloat16 Newton-Schulz
iteration emulated by rounding), argument errors, state and param groups."""
import numpy as np
import pytest

import minitorch
from oracle import needs_torch, same_as_pytorch


def _trajectory(lib, kwargs, shapes=((4, 6), (7, 3)), steps=6, dtype="float32"):
    rng = np.random.default_rng(0)
    params = [lib.tensor(rng.standard_normal(s).astype(dtype), requires_grad=True) for s in shapes]
    targets = [lib.tensor(rng.standard_normal(s).astype(dtype)) for s in shapes]
    opt = lib.optim.Muon(params, **kwargs)
    out = []
    for _ in range(steps):
        opt.zero_grad()
        sum(((p - t) ** 3).sum() for p, t in zip(params, targets)).backward()
        opt.step()
        out.append([p.detach().numpy().copy() for p in params])
    return out, opt


@needs_torch
@pytest.mark.parametrize("kwargs", [
    dict(lr=0.02), dict(lr=0.05, nesterov=False, weight_decay=0.01),
    dict(lr=0.1, adjust_lr_fn="match_rms_adamw", momentum=0.9),
    dict(lr=0.02, ns_steps=3, ns_coefficients=(2.0, -1.5, 0.5)),
    dict(lr=0.03, adjust_lr_fn="original", momentum=0.0), dict(),
])
def test_trajectory_matches_pytorch(kwargs):
    import torch
    mine, _ = _trajectory(minitorch, kwargs)
    theirs, _ = _trajectory(torch, kwargs)
    for step_mine, step_theirs in zip(mine, theirs):
        for a, b in zip(step_mine, step_theirs):
            np.testing.assert_allclose(a, b, rtol=1e-5, atol=1e-6)


@needs_torch
def test_float64_parameters_and_state():
    import torch
    mine, opt = _trajectory(minitorch, dict(lr=0.02), dtype="float64", steps=3)
    theirs, topt = _trajectory(torch, dict(lr=0.02), dtype="float64", steps=3)
    for a, b in zip(mine[-1], theirs[-1]):
        np.testing.assert_allclose(a, b, rtol=1e-6, atol=1e-7)  # the update is bfloat16 in both
    state, tstate = opt.state_dict(), topt.state_dict()
    assert sorted(state["state"][0]) == sorted(tstate["state"][0]) == ["momentum_buffer"]
    np.testing.assert_allclose(state["state"][1]["momentum_buffer"].numpy(),
                               tstate["state"][1]["momentum_buffer"].numpy(), rtol=1e-6, atol=1e-9)
    assert {k: v for k, v in state["param_groups"][0].items()} == {
        k: v for k, v in tstate["param_groups"][0].items()}


@needs_torch
@pytest.mark.parametrize("expr", [
    "lib.optim.Muon([w], lr=-1.0)", "lib.optim.Muon([w], momentum=-0.5)", "lib.optim.Muon([w], weight_decay=-1)",
    "lib.optim.Muon([w], adjust_lr_fn='other')", "lib.optim.Muon([lib.zeros(3, requires_grad=True)])",
    "lib.optim.Muon([lib.zeros(2, 2, 2, requires_grad=True)])",
    "lib.optim.Muon([w], ns_steps=100).step()", "lib.optim.Muon([w], ns_coefficients=(1.0, 2.0)).step()",
    "lib.optim.Muon([w]).defaults",
])
def test_argument_errors(expr):
    def run(lib):
        w = lib.ones(2, 3, requires_grad=True)  # noqa: F841 (used by expr)
        w.grad = lib.ones(2, 3)
        return str(eval(expr))
    same_as_pytorch(run)


def test_newton_schulz_orthogonalises():
    """The iteration leaves singular values near 1 (in (0.5, 1.5)) and keeps the singular vectors."""
    from minitorch.optim.muon import _zeropower_via_newtonschulz
    g = np.random.default_rng(1).standard_normal((5, 8)).astype("float32")
    o = _zeropower_via_newtonschulz(g, (3.4445, -4.7750, 2.0315), 5, 1e-7)
    s = np.linalg.svd(o, compute_uv=False)
    assert o.shape == g.shape and bool(((s > 0.5) & (s < 1.5)).all())
    u, _, vt = np.linalg.svd(g, full_matrices=False)
    rotated = u.T @ o @ vt.T  # diagonal when o has g's singular vectors
    np.testing.assert_allclose(rotated - np.diag(np.diag(rotated)), 0, atol=0.02)
    np.testing.assert_allclose(np.sort(np.abs(np.diag(rotated))), np.sort(s), rtol=0.02)
