"""Optimizers, schedulers and gradient clipping against PyTorch, step for step on the same weights."""
import io

import numpy as np
import pytest

import minitorch
import minitorch.nn as nn
import minitorch.nn.functional as F

torch = pytest.importorskip("torch")

CONFIGS = [
    ("SGD", dict(lr=0.1)),
    ("SGD", dict(lr=0.1, momentum=0.9, weight_decay=0.01)),
    ("SGD", dict(lr=0.1, momentum=0.9, nesterov=True)),
    ("SGD", dict(lr=0.1, momentum=0.5, dampening=0.3, maximize=True)),
    ("Adam", dict(lr=0.01)),
    ("Adam", dict(lr=0.01, weight_decay=0.1, amsgrad=True)),
    ("AdamW", dict(lr=0.01)),
    ("RMSprop", dict(lr=0.01)),
    ("RMSprop", dict(lr=0.01, momentum=0.9, centered=True, weight_decay=0.01)),
    ("Adagrad", dict(lr=0.1, lr_decay=0.01, weight_decay=0.01, initial_accumulator_value=0.1)),
]


def models():
    torch.manual_seed(0)
    theirs = torch.nn.Sequential(torch.nn.Linear(5, 8), torch.nn.Tanh(), torch.nn.Linear(8, 3)).double()
    ours = nn.Sequential(nn.Linear(5, 8), nn.Tanh(), nn.Linear(8, 3)).double()
    ours.load_state_dict({k: minitorch.tensor(v.detach().numpy().copy()) for k, v in theirs.state_dict().items()})
    return ours, theirs


def data():
    rng = np.random.default_rng(1)
    x, y = rng.standard_normal((16, 5)), rng.integers(0, 3, 16)
    return (minitorch.tensor(x), minitorch.tensor(y)), (torch.tensor(x), torch.tensor(y))


def run(model, optimizer, x, y, lib, steps, scheduler=None):
    losses = []
    for _ in range(steps):
        loss = lib.nn.functional.cross_entropy(model(x), y)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        if scheduler is not None:
            scheduler.step()
        losses.append(loss.item())
    return losses


@pytest.mark.parametrize("name, kwargs", CONFIGS, ids=[f"{n}-{i}" for i, (n, _) in enumerate(CONFIGS)])
def test_optimizer_matches_pytorch_step_for_step(name, kwargs):
    ours, theirs = models()
    (mx, my), (tx, ty) = data()
    opt_o = getattr(minitorch.optim, name)(ours.parameters(), **kwargs)
    opt_t = getattr(torch.optim, name)(theirs.parameters(), **kwargs)
    assert repr(opt_o) == repr(opt_t)
    lo = run(ours, opt_o, mx, my, minitorch, 6)
    lt = run(theirs, opt_t, tx, ty, torch, 6)
    np.testing.assert_allclose(lo, lt, rtol=1e-10)
    for p, q in zip(ours.parameters(), theirs.parameters()):
        np.testing.assert_allclose(p.detach().numpy(), q.detach().numpy(), rtol=1e-10, atol=1e-12)


def test_param_groups_and_state_dict_round_trip():
    ours, theirs = models()
    (mx, my), (tx, ty) = data()
    groups = lambda m: [{"params": m[0].parameters(), "lr": 0.05}, {"params": m[2].parameters()}]  # noqa: E731
    opt_o = minitorch.optim.Adam(groups(ours), lr=0.01)
    opt_t = torch.optim.Adam(groups(theirs), lr=0.01)
    run(ours, opt_o, mx, my, minitorch, 3)
    run(theirs, opt_t, tx, ty, torch, 3)
    sd_o, sd_t = opt_o.state_dict(), opt_t.state_dict()
    assert sd_o["param_groups"] == sd_t["param_groups"]
    assert sd_o["state"].keys() == sd_t["state"].keys()
    for k in sd_t["state"]:
        for name, value in sd_t["state"][k].items():
            np.testing.assert_allclose(sd_o["state"][k][name].numpy(), value.numpy(), rtol=1e-10)
    # save the optimizer state to a checkpoint, load it into a fresh optimizer: training continues identically
    buf = io.BytesIO()
    minitorch.save(sd_o, buf)
    buf.seek(0)
    fresh = minitorch.optim.Adam(groups(ours), lr=0.01)
    fresh.load_state_dict(minitorch.load(buf))
    lo = run(ours, fresh, mx, my, minitorch, 3)
    lt = run(theirs, opt_t, tx, ty, torch, 3)
    np.testing.assert_allclose(lo, lt, rtol=1e-10)


@pytest.mark.parametrize("sched, kwargs", [("StepLR", dict(step_size=2, gamma=0.5)),
                                           ("CosineAnnealingLR", dict(T_max=4, eta_min=0.001)),
                                           ("LambdaLR", dict(lr_lambda=lambda e: 0.9 ** e))])
def test_schedulers_match_pytorch(sched, kwargs):
    ours, theirs = models()
    (mx, my), (tx, ty) = data()
    opt_o = minitorch.optim.SGD(ours.parameters(), lr=0.2, momentum=0.9)
    opt_t = torch.optim.SGD(theirs.parameters(), lr=0.2, momentum=0.9)
    s_o = getattr(minitorch.optim.lr_scheduler, sched)(opt_o, **kwargs)
    s_t = getattr(torch.optim.lr_scheduler, sched)(opt_t, **kwargs)
    lrs_o, lrs_t = [], []
    for _ in range(10):
        run(ours, opt_o, mx, my, minitorch, 1, s_o)
        run(theirs, opt_t, tx, ty, torch, 1, s_t)
        lrs_o.append(s_o.get_last_lr()[0])
        lrs_t.append(s_t.get_last_lr()[0])
    np.testing.assert_allclose(lrs_o, lrs_t, rtol=1e-12)
    for p, q in zip(ours.parameters(), theirs.parameters()):
        np.testing.assert_allclose(p.detach().numpy(), q.detach().numpy(), rtol=1e-9, atol=1e-12)


def test_step_bumps_version_and_no_graph():
    p = nn.Parameter(minitorch.ones(3))
    opt = minitorch.optim.SGD([p], lr=0.1)
    y = (p * p).sum()
    y.backward()
    v = p._version
    opt.step()
    assert p._version == v + 1 and p.grad_fn is None and p.is_leaf
    np.testing.assert_allclose(p.detach().numpy(), 0.8)


def test_optimizer_errors():
    with pytest.raises(ValueError, match="optimizer got an empty parameter list"):
        minitorch.optim.SGD([], lr=0.1)
    with pytest.raises(ValueError, match="Invalid learning rate: -1"):
        minitorch.optim.Adam([nn.Parameter(minitorch.ones(1))], lr=-1)
    with pytest.raises(TypeError, match="params argument given to the optimizer should be an iterable"):
        minitorch.optim.SGD(nn.Parameter(minitorch.ones(1)), lr=0.1)


@pytest.mark.parametrize("norm_type", [2.0, 1.0, float("inf")])
def test_clip_grad_norm_matches_pytorch(norm_type):
    ours, theirs = models()
    (mx, my), (tx, ty) = data()
    F.cross_entropy(ours(mx), my).backward()
    torch.nn.functional.cross_entropy(theirs(tx), ty).backward()
    n_o = minitorch.nn.utils.clip_grad_norm_(ours.parameters(), 0.1, norm_type)
    n_t = torch.nn.utils.clip_grad_norm_(theirs.parameters(), 0.1, norm_type)
    np.testing.assert_allclose(n_o.item(), n_t.item(), rtol=1e-10)
    for p, q in zip(ours.parameters(), theirs.parameters()):
        np.testing.assert_allclose(p.grad.numpy(), q.grad.numpy(), rtol=1e-10)
    minitorch.nn.utils.clip_grad_value_(ours.parameters(), 0.01)
    torch.nn.utils.clip_grad_value_(theirs.parameters(), 0.01)
    for p, q in zip(ours.parameters(), theirs.parameters()):
        np.testing.assert_allclose(p.grad.numpy(), q.grad.numpy(), rtol=1e-10)


def test_dataloader_batches_shuffle_and_drop_last():
    from minitorch.utils.data import DataLoader, TensorDataset
    ds = TensorDataset(minitorch.arange(10), minitorch.arange(10) * 2)
    batches = list(DataLoader(ds, batch_size=4))
    assert [b[0].tolist() for b in batches] == [[0, 1, 2, 3], [4, 5, 6, 7], [8, 9]]
    assert len(DataLoader(ds, batch_size=4, drop_last=True)) == 2
    first = [b[0].tolist() for b in DataLoader(ds, batch_size=3, shuffle=True,
                                                generator=minitorch.Generator().manual_seed(5))]
    again = [b[0].tolist() for b in DataLoader(ds, batch_size=3, shuffle=True,
                                                generator=minitorch.Generator().manual_seed(5))]
    assert first == again and sorted(sum(first, [])) == list(range(10)) and first != [[0, 1, 2], [3, 4, 5],
                                                                                       [6, 7, 8], [9]]
    for x, y in DataLoader(ds, batch_size=5, shuffle=True):
        assert (y == x * 2).all().item()
    with pytest.raises(ValueError, match="batch_size should be a positive integer value"):
        DataLoader(ds, batch_size=0)


@pytest.mark.parametrize("name, kwargs", [("Adam", {}), ("Adam", {"amsgrad": True, "weight_decay": 0.1}),
                                          ("AdamW", {}), ("Adagrad", {"weight_decay": 0.1}), ("RMSprop", {}),
                                          ("SGD", {"momentum": 0.9}), ("NAdam", {}), ("RAdam", {}), ("Adamax", {})])
def test_a_0_dim_parameter_steps_as_in_pytorch(name, kwargs):
    """A 0-dim parameter times a number is a NumPy scalar, not an array: the update must not lose its backend."""
    from oracle import same_as_pytorch

    def run(lib):
        p = lib.tensor(1.0, dtype=lib.float64, requires_grad=True)
        opt = getattr(lib.optim, name)([p], **kwargs)
        for _ in range(3):
            opt.zero_grad()
            (p * p * 3).backward()
            opt.step()
        return round(p.item(), 12)
    same_as_pytorch(run)


def test_step_hooks_as_pytorch():
    import importlib
    from oracle import same_as_pytorch

    def run(lib):
        module = importlib.import_module(lib.__name__ + ".optim.optimizer")
        p = lib.nn.Parameter(lib.ones(2))
        p.grad = lib.ones(2)
        opt = lib.optim.SGD([p], lr=0.1)
        log = []
        first = opt.register_step_pre_hook(lambda o, a, k: log.append(("pre", type(o).__name__, a[0] is o, a[1:], k)))
        opt.register_step_post_hook(lambda o, a, k: log.append(("post", a[0] is o, a[1:], k)))
        everyone = module.register_optimizer_step_pre_hook(lambda o, a, k: log.append(("global", type(o).__name__)))
        opt.step()
        first.remove()
        opt.step(closure=None)
        everyone.remove()
        opt.step()
        opt.register_step_pre_hook(lambda o, a, k: 5)
        try:
            opt.step()
        except RuntimeError as e:
            log.append(str(e).split("must return")[1])
        return log, [round(v, 6) for v in p.tolist()]
    same_as_pytorch(run)
