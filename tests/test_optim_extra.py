"""Adamax, NAdam, RAdam, Adadelta, ASGD, Rprop, Adafactor, LBFGS and swa_utils against PyTorch: the same
model and loss stepped in both libraries from identical weights; parameters, state and state_dict compared
after every step."""
import io
import warnings

import numpy as np
import pytest

import minitorch
from oracle import both, needs_torch, torch

pytestmark = needs_torch

# (optimizer, kwargs): weight decay, maximize and each optimizer's own flags
CONFIGS = [
    ("Adamax", dict()),
    ("Adamax", dict(lr=0.05, betas=(0.8, 0.99), eps=1e-6, weight_decay=0.1)),
    ("Adamax", dict(lr=0.05, maximize=True)),
    ("NAdam", dict(lr=0.05)),
    ("NAdam", dict(lr=0.05, weight_decay=0.1, momentum_decay=0.01)),
    ("NAdam", dict(lr=0.05, weight_decay=0.1, decoupled_weight_decay=True, maximize=True)),
    ("RAdam", dict(lr=0.05)),
    ("RAdam", dict(lr=0.05, betas=(0.9, 0.9), weight_decay=0.1)),  # small rho_inf: rectified steps start at 3
    ("RAdam", dict(lr=0.05, betas=(0.8, 0.8), weight_decay=0.1, decoupled_weight_decay=True, maximize=True)),
    ("Adadelta", dict()),
    ("Adadelta", dict(lr=0.5, rho=0.5, eps=1e-4, weight_decay=0.1)),
    ("Adadelta", dict(maximize=True)),
    ("ASGD", dict(lr=0.05)),
    ("ASGD", dict(lr=0.05, lambd=0.1, alpha=0.5, t0=2, weight_decay=0.1)),  # averaging starts after step 3
    ("ASGD", dict(lr=0.05, t0=0, maximize=True)),
    ("Rprop", dict()),
    ("Rprop", dict(lr=0.05, etas=(0.3, 1.5), step_sizes=(1e-3, 0.06))),
    ("Rprop", dict(lr=0.02, maximize=True)),
    ("Adafactor", dict()),
    ("Adafactor", dict(lr=0.05, beta2_decay=-0.5, eps=(1e-4, 1e-2), d=1.5, weight_decay=0.1)),
    ("Adafactor", dict(lr=0.05, maximize=True)),
]
IDS = [f"{name}-{i}" for i, (name, _) in enumerate(CONFIGS)]

SHAPES = [(6, 4), (6,), (2, 3, 4), ()]  # a matrix, a vector, a 3-d tensor (Adafactor's factored case) and a scalar


def params(lib, dtype):
    rng = np.random.default_rng(0)
    values = [rng.standard_normal(s) for s in SHAPES]
    dt = getattr(lib, dtype)
    return [lib.nn.Parameter(lib.tensor(v, dtype=dt)) for v in values]


def loss_fn(lib, ps):
    rng = np.random.default_rng(1)
    x = lib.tensor(rng.standard_normal((5, 4)), dtype=ps[0].dtype)
    w, b, c, s = ps
    h = lib.tanh(x @ w.t() + b)
    return (h ** 2).mean() + (c.sin() * c).sum() * 0.1 + (s - 0.5) ** 2 + h.sum() * 0.05 * s


def one_step(lib, opt, ps):
    opt.zero_grad()
    loss = loss_fn(lib, ps)
    loss.backward()
    opt.step()
    return loss.item()


def tol(dtype):
    return dict(rtol=1e-10, atol=1e-12) if dtype == "float64" else dict(rtol=2e-5, atol=2e-6)


def assert_same_state(state_o, state_t, dtype):
    """Both optimizers' ``state`` dicts (or state_dict()["state"]): same keys in the same order, tensors
    where PyTorch has tensors (same dtype, shape, values), the same plain values elsewhere."""
    assert list(state_o) == list(state_t)
    for so, st in zip(state_o.values(), state_t.values()):
        assert list(so) == list(st)
        for key, value in st.items():
            mine = so[key]
            if isinstance(value, torch.Tensor):
                assert isinstance(mine, minitorch.Tensor), key
                assert str(mine.dtype) == str(value.dtype), key
                assert tuple(mine.shape) == tuple(value.shape), key
                np.testing.assert_allclose(mine.numpy(), value.numpy(), **tol(dtype), err_msg=key)
            else:
                assert mine == value, key


@pytest.mark.parametrize("dtype", ["float64", "float32"])
@pytest.mark.parametrize("name, kwargs", CONFIGS, ids=IDS)
def test_steps_match_pytorch(name, kwargs, dtype):
    ps_o, ps_t = params(minitorch, dtype), params(torch, dtype)
    opt_o = getattr(minitorch.optim, name)(ps_o, **kwargs)
    opt_t = getattr(torch.optim, name)(ps_t, **kwargs)
    assert repr(opt_o) == repr(opt_t)
    assert opt_o.defaults == opt_t.defaults
    for _ in range(8):
        np.testing.assert_allclose(one_step(minitorch, opt_o, ps_o), one_step(torch, opt_t, ps_t), **tol(dtype))
        for p, q in zip(ps_o, ps_t):
            assert str(p.dtype) == str(q.dtype)
            np.testing.assert_allclose(p.detach().numpy(), q.detach().numpy(), **tol(dtype))
        assert_same_state({i: opt_o.state[p] for i, p in enumerate(ps_o)},
                          {i: opt_t.state[q] for i, q in enumerate(ps_t)}, dtype)


@pytest.mark.parametrize("name, kwargs", [CONFIGS[i] for i in (1, 5, 8, 10, 13, 16, 19)],
                         ids=[IDS[i] for i in (1, 5, 8, 10, 13, 16, 19)])
def test_param_groups_state_dict_and_reload(name, kwargs):
    ps_o, ps_t = params(minitorch, "float64"), params(torch, "float64")
    groups = lambda ps: [{"params": ps[:2], "lr": 0.03}, {"params": ps[2:]}]  # noqa: E731
    opt_o = getattr(minitorch.optim, name)(groups(ps_o), **kwargs)
    opt_t = getattr(torch.optim, name)(groups(ps_t), **kwargs)
    assert repr(opt_o) == repr(opt_t)
    for _ in range(3):
        one_step(minitorch, opt_o, ps_o)
        one_step(torch, opt_t, ps_t)
    sd_o, sd_t = opt_o.state_dict(), opt_t.state_dict()
    assert sd_o["param_groups"] == sd_t["param_groups"]
    assert_same_state(sd_o["state"], sd_t["state"], "float64")
    # through a checkpoint into fresh optimizers on both sides (loading casts float state such as ASGD's
    # eta or NAdam's mu_product to the parameter's dtype): training goes on exactly as PyTorch's
    buf = io.BytesIO()
    minitorch.save(sd_o, buf)
    buf.seek(0)
    fresh_o = getattr(minitorch.optim, name)(groups(ps_o), **kwargs)
    fresh_o.load_state_dict(minitorch.load(buf))
    fresh_t = getattr(torch.optim, name)(groups(ps_t), **kwargs)
    fresh_t.load_state_dict(sd_t)
    assert repr(fresh_o) == repr(fresh_t)
    assert_same_state({i: fresh_o.state[p] for i, p in enumerate(ps_o)},
                      {i: fresh_t.state[q] for i, q in enumerate(ps_t)}, "float64")
    for _ in range(3):
        one_step(minitorch, fresh_o, ps_o)
        one_step(torch, fresh_t, ps_t)
        for p, q in zip(ps_o, ps_t):
            np.testing.assert_allclose(p.detach().numpy(), q.detach().numpy(), **tol("float64"))
    assert_same_state({i: fresh_o.state[p] for i, p in enumerate(ps_o)},
                      {i: fresh_t.state[q] for i, q in enumerate(ps_t)}, "float64")


def test_skipped_params_and_version_bump():
    """A parameter without a gradient gets no state and no step; one that steps has its version bumped."""
    for name, _ in CONFIGS[::3]:
        ps = params(minitorch, "float64")
        opt = getattr(minitorch.optim, name)(ps)
        loss_fn(minitorch, ps).backward()
        ps[1].grad = None
        before, version = ps[1].detach().clone(), ps[0]._version
        opt.step()
        assert ps[1] not in opt.state and ps[0] in opt.state, name
        assert ps[0]._version == version + 1 and ps[0].is_leaf and ps[0].grad_fn is None, name
        np.testing.assert_array_equal(ps[1].detach().numpy(), before.numpy())


@pytest.mark.parametrize("name, kwargs", [
    ("Adamax", dict(lr=-1.0)), ("Adamax", dict(eps=-1e-3)), ("Adamax", dict(betas=(1.0, 0.9))),
    ("Adamax", dict(betas=(0.9, -0.1))), ("Adamax", dict(weight_decay=-0.5)),
    ("NAdam", dict(lr=-0.5)), ("NAdam", dict(eps=-1.0)), ("NAdam", dict(betas=(-0.1, 0.9))),
    ("NAdam", dict(betas=(0.9, 1.0))), ("NAdam", dict(weight_decay=-1)), ("NAdam", dict(momentum_decay=-0.1)),
    ("RAdam", dict(lr=-1)), ("RAdam", dict(eps=-1)), ("RAdam", dict(betas=(1.5, 0.9))),
    ("RAdam", dict(betas=(0.5, 2.0))), ("RAdam", dict(weight_decay=-2.0)),
    ("Adadelta", dict(lr=-1.0)), ("Adadelta", dict(rho=1.5)), ("Adadelta", dict(eps=-1.0)),
    ("Adadelta", dict(weight_decay=-1.0)),
    ("ASGD", dict(lr=-1.0)), ("ASGD", dict(weight_decay=-0.1)),
    ("Rprop", dict(lr=-1.0)), ("Rprop", dict(etas=(1.5, 1.2))), ("Rprop", dict(etas=(0.5, 0.9))),
    ("Adafactor", dict(lr=-1.0)), ("Adafactor", dict(beta2_decay=0.5)), ("Adafactor", dict(eps=(-1.0, 1e-3))),
    ("Adafactor", dict(eps=(None, -1.0))), ("Adafactor", dict(d=0.5)), ("Adafactor", dict(weight_decay=-1.0)),
    ("LBFGS", dict(lr=-1.0)),
])
def test_invalid_hyperparameters(name, kwargs):
    mine, theirs = both(lambda lib: getattr(lib.optim, name)([lib.nn.Parameter(lib.ones(2))], **kwargs))
    assert mine[0] == "ValueError", mine
    assert mine == theirs


@pytest.mark.parametrize("name", ["Adamax", "NAdam", "RAdam", "Adadelta", "ASGD", "Rprop"])
def test_capturable_refused_for_cpu_tensors(name):
    def run(lib):
        p = lib.nn.Parameter(lib.ones(2))
        p.grad = lib.ones(2)
        getattr(lib.optim, name)([p], capturable=True).step()
    mine, theirs = both(run)
    assert mine[0] == "AssertionError"
    assert mine == theirs


def test_tensor_lr_must_have_one_element():
    mine, theirs = both(lambda lib: lib.optim.NAdam([lib.nn.Parameter(lib.ones(2))], lr=lib.tensor([0.1, 0.2])))
    assert mine == theirs == ("ValueError", "Tensor lr must be 1-element")


# -- LBFGS ---------------------------------------------------------------------------------------------------

def lbfgs_problem(lib, kind):
    """Parameters and a closure-ready loss: Rosenbrock plus a matrix term (two parameters, flattened
    together), a convex quadratic, and a non-convex sum of sines."""
    f64 = lib.float64
    if kind == "quad":
        x = lib.nn.Parameter(lib.tensor([0.0, 0.0], dtype=f64))
        return [x], lambda: ((x - lib.tensor([1.0, -2.0], dtype=f64)) ** 2 * lib.tensor([1.0, 3.0], dtype=f64)).sum()
    if kind == "sin":
        x = lib.nn.Parameter(lib.tensor([0.3, -1.2, 2.0], dtype=f64))
        return [x], lambda: (x.sin() * 2 + 0.1 * x ** 2).sum() + (x[0] * x[1]).sin()
    x = lib.nn.Parameter(lib.tensor([-1.5, 2.0], dtype=f64))
    m = lib.nn.Parameter(lib.tensor([[0.5, -0.3], [0.2, 0.8]], dtype=f64))
    return [x, m], lambda: ((1 - x[0]) ** 2 + 10 * (x[1] - x[0] ** 2) ** 2 + ((m @ x - 1) ** 2).sum()
                            + (m ** 4).sum() * 0.1)


def closure_for(opt, loss_fn):
    def closure():
        opt.zero_grad()
        loss = loss_fn()
        loss.backward()
        return loss
    return closure


def assert_same_lbfgs_state(so, st):
    assert list(so) == list(st)
    for key, value in st.items():
        mine = so[key]
        if key in ("old_dirs", "old_stps", "ro", "al"):
            assert len(mine) == len(value), key
            pairs = [(a, b) for a, b in zip(mine, value) if b is not None]
            assert all(a is not None for a, b in zip(mine, value) if b is not None), key
        else:
            pairs = [(mine, value)]
        for a, b in pairs:
            assert isinstance(a, minitorch.Tensor) == isinstance(b, torch.Tensor), (key, a, b)
            if isinstance(b, torch.Tensor):
                np.testing.assert_allclose(a.numpy(), b.numpy(), rtol=1e-8, atol=1e-12, err_msg=key)
            elif isinstance(b, float):
                assert isinstance(a, float), key
                np.testing.assert_allclose(a, b, rtol=1e-8, err_msg=key)
            else:
                assert a == b, key


LBFGS_CASES = {  # each reaches a different branch of the iteration or of the line search
    "default": ("rosen", dict()),
    "short-history": ("rosen", dict(lr=0.5, max_iter=4, history_size=2)),
    "no-search-converges": ("rosen", dict(lr=0.3)),
    "tiny-steps-stop": ("quad", dict(lr=0.01, tolerance_change=0.05)),
    "wolfe": ("rosen", dict(max_iter=5, line_search_fn="strong_wolfe")),
    "wolfe-max-eval": ("rosen", dict(lr=0.8, max_iter=3, max_eval=5, history_size=3, line_search_fn="strong_wolfe")),
    "wolfe-converges": ("rosen", dict(max_iter=50, tolerance_grad=1e-5, tolerance_change=1e-7,
                                      line_search_fn="strong_wolfe")),
    "wolfe-overshoot-bracket": ("quad", dict(lr=1.95, max_iter=3, line_search_fn="strong_wolfe")),
    "wolfe-out-of-evals": ("quad", dict(lr=0.01, max_iter=3, max_eval=3, line_search_fn="strong_wolfe")),
    "wolfe-zoom-insufficient-progress": ("sin", dict(lr=0.3, line_search_fn="strong_wolfe")),
}


@pytest.mark.parametrize("case", list(LBFGS_CASES))
def test_lbfgs_matches_pytorch(case):
    kind, kwargs = LBFGS_CASES[case]
    (ps_o, loss_o), (ps_t, loss_t) = lbfgs_problem(minitorch, kind), lbfgs_problem(torch, kind)
    opt_o, opt_t = minitorch.optim.LBFGS(ps_o, **kwargs), torch.optim.LBFGS(ps_t, **kwargs)
    assert repr(opt_o) == repr(opt_t)
    for _ in range(4):
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # both warn on float() of a loss that requires grad
            lo = opt_o.step(closure_for(opt_o, loss_o))
            lt = opt_t.step(closure_for(opt_t, loss_t))
        assert isinstance(lo, minitorch.Tensor) and lo.requires_grad == lt.requires_grad
        np.testing.assert_allclose(lo.item(), lt.item(), rtol=1e-8)
        for p, q in zip(ps_o, ps_t):
            np.testing.assert_allclose(p.detach().numpy(), q.detach().numpy(), rtol=1e-8, atol=1e-12)
        assert_same_lbfgs_state(opt_o.state[ps_o[0]], opt_t.state[ps_t[0]])
    assert opt_o.state_dict()["param_groups"] == opt_t.state_dict()["param_groups"]
    assert list(opt_o.state_dict()["state"]) == list(opt_t.state_dict()["state"]) == [0]


def test_lbfgs_errors():
    mine, theirs = both(lambda lib: lib.optim.LBFGS([{"params": [lib.nn.Parameter(lib.ones(1))]},
                                                     {"params": [lib.nn.Parameter(lib.ones(1))]}]))
    assert mine == theirs == ("ValueError", "LBFGS doesn't support per-parameter options (parameter groups)")

    def bad_search(lib):
        ps, loss_fn = lbfgs_problem(lib, "rosen")
        opt = lib.optim.LBFGS(ps, line_search_fn="backtracking")
        opt.step(closure_for(opt, loss_fn))
    mine, theirs = both(bad_search)
    assert mine == theirs == ("RuntimeError", "only 'strong_wolfe' is supported")

    def no_closure(lib):
        lib.optim.LBFGS([lib.nn.Parameter(lib.ones(1))]).step()
    mine, theirs = both(no_closure)
    assert mine[0] == theirs[0] == "TypeError"


def test_lbfgs_stops_at_an_optimum():
    """A zero gradient returns at once: one function evaluation, no direction stored."""
    for lib in (minitorch, torch):
        p = lib.nn.Parameter(lib.zeros(3, dtype=lib.float64))
        opt = lib.optim.LBFGS([p])

        def closure():
            opt.zero_grad()
            loss = (p ** 2).sum()
            loss.backward()
            return loss
        opt.step(closure)
        assert dict(opt.state[p]) == {"func_evals": 1, "n_iter": 0}


# -- swa_utils -----------------------------------------------------------------------------------------------

def bn_model(lib):
    torch.manual_seed(0)
    theirs = torch.nn.Sequential(torch.nn.Linear(3, 4), torch.nn.BatchNorm1d(4), torch.nn.Linear(4, 2)).double()
    if lib is torch:
        return theirs
    ours = minitorch.nn.Sequential(minitorch.nn.Linear(3, 4), minitorch.nn.BatchNorm1d(4),
                                   minitorch.nn.Linear(4, 2)).double()
    ours.load_state_dict({k: minitorch.tensor(v.numpy().copy()) for k, v in theirs.state_dict().items()})
    return ours


def train_and_average(lib, make_avg, steps=4):
    model = bn_model(lib)
    averaged = make_avg(lib, model)
    opt = lib.optim.SGD(model.parameters(), lr=0.1, momentum=0.5)
    rng = np.random.default_rng(2)
    for _ in range(steps):
        x = lib.tensor(rng.standard_normal((8, 3)))
        opt.zero_grad()
        (model(x) ** 2).mean().backward()
        opt.step()
        averaged.update_parameters(model)
    return averaged


AVERAGERS = {
    "swa": lambda lib, m: lib.optim.swa_utils.AveragedModel(m),
    "swa-multi": lambda lib, m: lib.optim.swa_utils.AveragedModel(
        m, multi_avg_fn=lib.optim.swa_utils.get_swa_multi_avg_fn()),
    "swa-fn": lambda lib, m: lib.optim.swa_utils.AveragedModel(m, avg_fn=lib.optim.swa_utils.get_swa_avg_fn()),
    "ema-multi": lambda lib, m: lib.optim.swa_utils.AveragedModel(
        m, multi_avg_fn=lib.optim.swa_utils.get_ema_multi_avg_fn(0.7)),
    "ema-fn": lambda lib, m: lib.optim.swa_utils.AveragedModel(m, avg_fn=lib.optim.swa_utils.get_ema_avg_fn(0.6)),
    "ema-buffers": lambda lib, m: lib.optim.swa_utils.AveragedModel(
        m, multi_avg_fn=lib.optim.swa_utils.get_ema_multi_avg_fn(0.7), use_buffers=True),
    "swa-buffers": lambda lib, m: lib.optim.swa_utils.AveragedModel(m, use_buffers=True),
}


def test_swa_multi_avg_fn_refuses_integer_tensors():
    """PyTorch's foreach kernels refuse to average integer tensors (e.g. a BatchNorm's num_batches_tracked with
    use_buffers=True); the EMA falls back to a truncating copy."""
    for count in (lambda lib: 1, lambda lib: lib.tensor(1)):
        mine, theirs = both(lambda lib: lib.optim.swa_utils.get_swa_multi_avg_fn()(
            [lib.tensor(3)], [lib.tensor(7)], count(lib)))
        assert mine[0] == "RuntimeError" and mine == theirs
    mine, theirs = both(lambda lib: train_and_average(lib, lambda lib, m: lib.optim.swa_utils.AveragedModel(
        m, multi_avg_fn=lib.optim.swa_utils.get_swa_multi_avg_fn(), use_buffers=True)))
    assert mine[0] == "RuntimeError" and mine == theirs

    def ema(lib):
        a = [lib.tensor(3), lib.tensor(9)]
        lib.optim.swa_utils.get_ema_multi_avg_fn(0.5)(a, [lib.tensor(8), lib.tensor(2)], None)
        return [(t.item(), str(t.dtype)) for t in a]
    mine, theirs = both(ema)
    assert mine == theirs == [(5, "torch.int64"), (5, "torch.int64")]


@pytest.mark.parametrize("kind", list(AVERAGERS))
def test_averaged_model_matches_pytorch(kind):
    ours = train_and_average(minitorch, AVERAGERS[kind])
    theirs = train_and_average(torch, AVERAGERS[kind])
    assert repr(ours) == repr(theirs)
    sd_o, sd_t = ours.state_dict(), theirs.state_dict()
    assert list(sd_o) == list(sd_t)
    for key, value in sd_t.items():
        assert str(sd_o[key].dtype) == str(value.dtype), key
        np.testing.assert_allclose(sd_o[key].numpy(), value.numpy(), rtol=1e-12, atol=1e-14, err_msg=key)
    assert ours.n_averaged.item() == 4
    x = np.random.default_rng(3).standard_normal((5, 3))
    np.testing.assert_allclose(ours.eval()(minitorch.tensor(x)).detach().numpy(),
                               theirs.eval()(torch.tensor(x)).detach().numpy(), rtol=1e-12)


def test_averaged_model_errors_and_decay_checks():
    mine, theirs = both(lambda lib: lib.optim.swa_utils.AveragedModel(
        lib.nn.Linear(2, 2), avg_fn=lib.optim.swa_utils.get_swa_avg_fn(),
        multi_avg_fn=lib.optim.swa_utils.get_swa_multi_avg_fn()))
    assert mine == theirs == ("AssertionError", "Only one of avg_fn and multi_avg_fn should be provided")
    for fn in ("get_ema_avg_fn", "get_ema_multi_avg_fn"):
        for decay in (-0.1, 1.5):
            mine, theirs = both(lambda lib: getattr(lib.optim.swa_utils, fn)(decay))
            assert mine[0] == "ValueError" and mine == theirs


def test_update_bn_matches_pytorch():
    rng = np.random.default_rng(4)
    batches = [rng.standard_normal((6, 3)) for _ in range(3)]
    results = []
    for lib in (minitorch, torch):
        model = bn_model(lib)
        model.eval()
        loader = [(lib.tensor(b), lib.tensor(0)) for b in batches]  # (input, target) pairs: the input is used
        lib.optim.swa_utils.update_bn(loader, model)
        bn = model[1]
        results.append((model.training, bn.momentum, bn.running_mean.numpy().copy(), bn.running_var.numpy().copy(),
                        bn.num_batches_tracked.item()))
    (tr_o, mom_o, mean_o, var_o, n_o), (tr_t, mom_t, mean_t, var_t, n_t) = results
    assert (tr_o, mom_o, n_o) == (tr_t, mom_t, n_t) == (False, 0.1, 3)
    np.testing.assert_allclose(mean_o, mean_t, rtol=1e-12)
    np.testing.assert_allclose(var_o, var_t, rtol=1e-12)
    # momentum=None while updating: the running mean is the plain mean of the batch means, not a 0.1 blend
    w, b = (t.detach().numpy() for t in bn_model(torch)[0].parameters())
    np.testing.assert_allclose(mean_o, np.mean([(x @ w.T + b).mean(0) for x in batches], 0), rtol=1e-12)


@pytest.mark.parametrize("kwargs", [dict(swa_lr=0.05), dict(swa_lr=[0.05, 0.2], anneal_epochs=3,
                                                             anneal_strategy="linear"),
                                    dict(swa_lr=0.01, anneal_epochs=0)])
def test_swalr_matches_pytorch(kwargs):
    lrs = []
    for lib in (minitorch, torch):
        a, b = lib.nn.Parameter(lib.ones(2)), lib.nn.Parameter(lib.ones(2))
        opt = lib.optim.SGD([{"params": [a]}, {"params": [b], "lr": 0.3}], lr=1.0)
        sched = lib.optim.swa_utils.SWALR(opt, **kwargs)
        seen = [sched.get_last_lr()]
        for _ in range(13):
            opt.step()
            sched.step()
            seen.append(sched.get_last_lr())
        state = sched.state_dict()
        lrs.append((seen, [g["swa_lr"] for g in opt.param_groups], list(state),
                    {k: v for k, v in state.items() if k != "_get_lr_called_within_step"}))
    (seen_o, swa_o, keys_o, state_o), (seen_t, swa_t, keys_t, state_t) = lrs
    np.testing.assert_allclose(seen_o, seen_t, rtol=1e-13)
    assert swa_o == swa_t and keys_o == keys_t
    assert state_o.keys() == state_t.keys()
    for key in state_t:
        if key != "base_lrs" and key != "_last_lr":
            assert state_o[key] == state_t[key], key


def test_swalr_errors_and_reload():
    for kwargs in (dict(swa_lr=0.1, anneal_strategy="exp"), dict(swa_lr=0.1, anneal_epochs=-1),
                   dict(swa_lr=0.1, anneal_epochs=2.5), dict(swa_lr=[0.1, 0.2])):
        mine, theirs = both(lambda lib: lib.optim.swa_utils.SWALR(
            lib.optim.SGD([lib.nn.Parameter(lib.ones(1))], lr=1.0), **kwargs))
        assert mine[0] == "ValueError" and mine == theirs
    opt = minitorch.optim.SGD([minitorch.nn.Parameter(minitorch.ones(1))], lr=1.0)
    sched = minitorch.optim.swa_utils.SWALR(opt, swa_lr=0.1, anneal_strategy="linear", anneal_epochs=4)
    for _ in range(2):
        opt.step()
        sched.step()
    other = minitorch.optim.swa_utils.SWALR(minitorch.optim.SGD([minitorch.nn.Parameter(minitorch.ones(1))], lr=1.0),
                                             swa_lr=0.1)
    other.load_state_dict(sched.state_dict())
    assert other.anneal_func is other._linear_anneal and other.anneal_epochs == 4
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        sched.get_lr()
    assert "get_last_lr()" in str(caught[0].message)
