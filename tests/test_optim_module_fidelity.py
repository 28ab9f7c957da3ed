"""Optimizer and Module details against PyTorch 2.13: state_dict sharing and load_state_dict casting, Tensor
hyperparameters (lr, Adam's betas), named_parameters groups, which parameters get state, the constructor and
add_param_group checks; full backward hooks' grad_input for inputs that need no gradient (and node hooks that
return None), Embedding's repr, ModuleDict.clear, the Module attributes, Unflatten/ModuleList/ModuleDict/LSTMCell
argument errors."""
import math
import warnings

import pytest

import minitorch
from oracle import both, ieee_sqrt_oracle, needs_torch, same_as_pytorch  # noqa: F401  (a fixture)


def _param(lib, dtype=None):
    return lib.nn.Parameter(lib.tensor([1.0, -2.0, 3.0], dtype=dtype))


def _loss(lib, p):
    return (p * p * lib.tensor([1.0, 2.0, 3.0], dtype=p.dtype)).sum()


def _train(lib, opt, p, steps):
    for _ in range(steps):
        opt.zero_grad()
        _loss(lib, p).backward()
        opt.step()


# -- 1. state_dict shares the live state; load_state_dict casts tensors and rebuilds containers ------------------

def test_state_dict_holds_the_live_state_tensors():
    def fn(lib):
        p = _param(lib)
        opt = lib.optim.Adam([p], lr=0.1)
        _train(lib, opt, p, 1)
        sd = opt.state_dict()
        _train(lib, opt, p, 1)
        s = sd["state"][0]
        return (s["step"].item(), s["exp_avg"] is opt.state[p]["exp_avg"], s is opt.state[p],
                sd["param_groups"][0] is opt.param_groups[0], sd["param_groups"][0]["betas"] is opt.param_groups[0]["betas"])
    assert same_as_pytorch(fn) == (2.0, True, True, False, True)


def test_load_state_dict_keeps_the_loaded_tensors_where_nothing_changes():
    def fn(lib):
        p = _param(lib)
        opt = lib.optim.Adam([p], lr=0.1)
        _train(lib, opt, p, 1)
        sd = opt.state_dict()
        q = _param(lib)
        opt2 = lib.optim.Adam([q], lr=0.1)
        opt2.load_state_dict(sd)
        s2, s = opt2.state[q], sd["state"][0]
        return (s2["step"] is s["step"], s2["exp_avg"] is s["exp_avg"], s2 is s, opt2.param_groups[0] is sd["param_groups"][0],
                opt2.param_groups[0]["params"][0] is q)
    assert same_as_pytorch(fn) == (True, True, False, False, True)


def test_load_state_dict_casts_to_the_parameter_and_rebuilds_containers():
    def fn(lib):
        p = _param(lib)
        opt = lib.optim.SGD([p], lr=0.1, momentum=0.9)
        _train(lib, opt, p, 1)
        sd = opt.state_dict()
        sd["state"][0]["extra"] = [lib.tensor([1.0, 2.0], dtype=lib.float64), 3]
        sd["state"][0]["nested"] = {"a": lib.tensor(1.0, dtype=lib.float64), "step": lib.tensor(2.0, dtype=lib.float64)}
        sd["state"]["not a parameter"] = 7
        q = lib.nn.Parameter(lib.tensor([1.0, -2.0, 3.0], dtype=lib.float64))
        opt2 = lib.optim.SGD([q], lr=0.1)
        opt2.load_state_dict(sd)
        s2 = opt2.state[q]
        return (s2["momentum_buffer"].dtype == lib.float64, s2["momentum_buffer"] is sd["state"][0]["momentum_buffer"],
                s2["extra"][0].dtype == lib.float64, s2["extra"] is sd["state"][0]["extra"], s2["extra"][1],
                s2["nested"]["a"].dtype == lib.float64, s2["nested"]["step"].dtype == lib.float64,
                opt2.state["not a parameter"], opt2.param_groups[0]["momentum"], len(opt2.state))
    assert same_as_pytorch(fn) == (True, False, True, False, 3, True, True, 7, 0.9, 2)


def test_load_state_dict_step_of_a_fused_group_becomes_float32():
    def fn(lib):
        p = lib.nn.Parameter(lib.ones(2, dtype=lib.float64))
        opt = lib.optim.Adam([p], fused=True)
        sd = {"state": {0: {"step": lib.tensor(3.0, dtype=lib.float64), "exp_avg": lib.zeros(2),
                            "exp_avg_sq": lib.zeros(2)}},
              "param_groups": opt.state_dict()["param_groups"]}
        opt.load_state_dict(sd)
        return str(opt.state[p]["step"].dtype), str(opt.state[p]["exp_avg"].dtype)
    assert same_as_pytorch(fn) == ("torch.float32", "torch.float64")


# -- 2. Tensor lr and betas ----------------------------------------------------------------------------------------

_TENSOR_LR_CASES = [
    ("SGD", dict(lr=0.1)), ("SGD", dict(lr=0.1, momentum=0.9)),
    ("SGD", dict(lr=0.1, momentum=0.9, nesterov=True, weight_decay=0.1)),
    ("Adam", dict(lr=0.1)), ("Adam", dict(lr=0.1, amsgrad=True)), ("AdamW", dict(lr=0.1)),
    ("Adam", dict(betas=(0.9, 0.99))), ("AdamW", dict(betas=(0.9, 0.99))), ("Adam", dict(lr=0.1, betas=(0.9, 0.99))),
    ("RMSprop", dict(lr=0.1)), ("RMSprop", dict(lr=0.1, momentum=0.5, centered=True)),
    ("Adagrad", dict(lr=0.1)), ("Adagrad", dict(lr=0.1, lr_decay=0.1)),
]


def _as_tensors(lib, kwargs, dtype):
    out = dict(kwargs)
    out["lr"] = lib.tensor(kwargs.get("lr", 1e-3), dtype=dtype)
    if "betas" in kwargs:
        out["betas"] = tuple(lib.tensor(b, dtype=dtype) for b in kwargs["betas"])
    return out


@needs_torch
@pytest.mark.parametrize("name,kwargs", _TENSOR_LR_CASES)
@pytest.mark.parametrize("dtype", ["float32", "float64"])
@pytest.mark.parametrize("hyper_dtype", ["float32", "float64"])
def test_tensor_hyperparameters_train_as_in_pytorch(name, kwargs, dtype, hyper_dtype, ieee_sqrt_oracle):
    def fn(lib):
        p = _param(lib, getattr(lib, dtype))
        opt = getattr(lib.optim, name)([p], **_as_tensors(lib, kwargs, getattr(lib, hyper_dtype)))
        _train(lib, opt, p, 3)
        state = {k: v.tolist() for k, v in opt.state[p].items()}
        return p.tolist(), state, repr(opt.param_groups[0]["lr"])
    mine, theirs = both(fn)
    assert not isinstance(mine[0], str), mine
    # float64 parameters see a float32 hyperparameter's rounding (1e-8 relative): compared to 1e-12 they must
    # use the tensor's value, not the Python number it was made from
    rel = 1e-6 if dtype == "float32" else 1e-12
    assert mine[2] == theirs[2]
    assert sorted(mine[1]) == sorted(theirs[1])
    for a, b in [(mine[0], theirs[0])] + [(mine[1][k], theirs[1][k]) for k in theirs[1]]:
        a, b = (a if isinstance(a, list) else [a]), (b if isinstance(b, list) else [b])
        assert all(math.isclose(x, y, rel_tol=rel, abs_tol=1e-12) for x, y in zip(a, b)), (a, b)


@needs_torch
def test_tensor_betas_adam_parameters_bit_for_bit(ieee_sqrt_oracle):
    def fn(lib):
        p = _param(lib, lib.float64)
        opt = lib.optim.Adam([p], lr=lib.tensor(0.1), betas=(lib.tensor(0.9), lib.tensor(0.99)))
        _train(lib, opt, p, 3)
        return p.tolist()
    same_as_pytorch(fn)


@pytest.mark.parametrize("call", [
    "Adam([p], lr=lib.tensor(0.1), foreach=True)",
    "AdamW([p], lr=lib.tensor(0.1), foreach=True)",
    "Adam([p], betas=(lib.tensor(0.9), 0.99))",
    "Adam([p], betas=(0.9, lib.tensor(0.99)))",
    "Adam([p], betas=(0, 0))",
    "Adam([p], betas=(lib.tensor(0.9), lib.tensor(0.99)), foreach=True)",
    "Adam([p], lr=lib.tensor([0.1, 0.2]))",
    "SGD([p], lr=lib.tensor([0.1, 0.2]))",
    "RMSprop([p], lr=lib.tensor([0.1, 0.2]))",
    "Adagrad([p], lr=lib.tensor([0.1, 0.2]))",
    "SGD([p], lr=lib.tensor(-1.0))",
    "RMSprop([p], weight_decay=-1)",
])
def test_hyperparameter_checks(call):
    def fn(lib):
        p = _param(lib)
        opt = eval("lib.optim." + call)
        return sorted((k, repr(v)) for k, v in opt.param_groups[0].items() if k != "params")
    same_as_pytorch(fn)


def test_tensor_betas_are_squeezed_and_kept():
    def fn(lib):
        opt = lib.optim.Adam([_param(lib)], betas=(lib.tensor([0.9]), lib.tensor(0.99)))
        return repr(opt.defaults["betas"]), repr(lib.optim.Adam([_param(lib)], betas=[0.9, 0.99]).defaults["betas"])
    same_as_pytorch(fn)


# -- 3. named_parameters ------------------------------------------------------------------------------------------

@pytest.mark.parametrize("name", ["SGD", "Adam", "AdamW", "RMSprop", "Adagrad", "NAdam"])
def test_named_parameters_give_param_names(name):
    def fn(lib):
        lib.manual_seed(0)
        m = lib.nn.Sequential(lib.nn.Linear(2, 2), lib.nn.ReLU(), lib.nn.Linear(2, 1))
        opt = getattr(lib.optim, name)(m.named_parameters(), lr=0.1)
        for _ in range(2):
            opt.zero_grad()
            m(lib.ones(4, 2)).sum().backward()
            opt.step()
        sd = opt.state_dict()
        return (opt.param_groups[0]["param_names"], list(sd["param_groups"][0]), sorted(sd["state"]),
                [round(x, 4) for x in m[0].weight.flatten().tolist()], repr(opt).count("param_names"))
    same_as_pytorch(fn)


def test_param_names_in_groups_and_their_checks():
    def fn(lib):
        lib.manual_seed(0)
        m = lib.nn.Sequential(lib.nn.Linear(2, 2), lib.nn.Linear(2, 1))
        out = []
        opt = lib.optim.SGD([{"params": m[0].named_parameters(), "lr": 0.2}, {"params": m[1].named_parameters()}], lr=0.1)
        out.append([g["param_names"] for g in opt.param_groups])
        for make in (lambda: lib.optim.SGD([("a", lib.nn.Parameter(lib.ones(1))), lib.nn.Parameter(lib.ones(1))], lr=0.1),
                     lambda: lib.optim.SGD(m[0].named_parameters(), lr=0.1).add_param_group({"params": m[1].parameters()}),
                     lambda: lib.optim.SGD(m[0].parameters(), lr=0.1).add_param_group({"params": m[1].named_parameters()})):
            try:
                make()
                out.append("ok")
            except ValueError as e:
                out.append(str(e))
        return out
    same_as_pytorch(fn)


def test_load_state_dict_param_names():
    def fn(lib):
        lib.manual_seed(0)
        m = lib.nn.Linear(2, 1)
        opt = lib.optim.Adam(m.named_parameters())
        m(lib.ones(1, 2)).sum().backward()
        opt.step()
        sd = opt.state_dict()
        opt2 = lib.optim.Adam(lib.nn.Linear(2, 1).parameters())
        opt2.load_state_dict(sd)  # the loaded names are taken
        sd3 = opt2.state_dict()
        del sd3["param_groups"][0]["param_names"]
        opt3 = lib.optim.Adam(lib.nn.Linear(2, 1).named_parameters())
        opt3.load_state_dict(sd3)  # no names loaded: the optimizer's own stay
        return (opt2.param_groups[0]["param_names"], opt2.param_groups[0]["param_names"] is sd["param_groups"][0]["param_names"],
                opt3.param_groups[0]["param_names"])
    same_as_pytorch(fn)


# -- 4. which parameters get state -------------------------------------------------------------------------------

@pytest.mark.parametrize("name,kwargs", [
    ("SGD", dict(lr=0.1)), ("SGD", dict(lr=0.1, momentum=0.9)), ("Adam", {}), ("Adam", dict(amsgrad=True)),
    ("AdamW", {}), ("RMSprop", {}), ("RMSprop", dict(momentum=0.5, centered=True)), ("Adagrad", {}), ("Adamax", {}),
    ("NAdam", {}), ("RAdam", {}), ("Adadelta", {}), ("ASGD", {}), ("Rprop", {}), ("Adafactor", {}),
])
def test_state_after_one_step(name, kwargs):
    def fn(lib):
        p, unused = _param(lib), _param(lib)
        opt = getattr(lib.optim, name)([p, unused], **kwargs)
        _train(lib, opt, p, 1)
        sd = opt.state_dict()
        described = {i: {k: (tuple(v.shape), str(v.dtype)) if isinstance(v, lib.Tensor) else v for k, v in s.items()}
                     for i, s in sd["state"].items()}
        return len(opt.state), p in opt.state, described
    same_as_pytorch(fn)


# -- 8. constructor, add_param_group and step checks --------------------------------------------------------------

@pytest.mark.parametrize("name", ["SGD", "Adam", "AdamW", "Adagrad"])
def test_fused_checks(name):
    def fn(lib):
        out = []
        for kwargs in (dict(fused=True, foreach=True), dict(fused=True, differentiable=True)):
            try:
                getattr(lib.optim, name)([_param(lib)], **kwargs)
                out.append("ok")
            except RuntimeError as e:
                out.append(str(e))
        return out
    same_as_pytorch(fn)


@pytest.mark.parametrize("name", ["Adam", "AdamW", "RMSprop", "Adamax", "NAdam", "RAdam", "Adadelta", "ASGD", "Rprop"])
@pytest.mark.parametrize("foreach", [None, True])
def test_capturable_on_cpu_is_refused_at_the_step(name, foreach):
    def fn(lib):
        p = _param(lib)
        opt = getattr(lib.optim, name)([p], capturable=True, foreach=foreach)  # construction is fine
        _loss(lib, p).backward()
        try:
            opt.step()
        except AssertionError as e:
            return str(e), p.tolist()
        return "stepped"
    same_as_pytorch(fn)


def test_add_param_group_checks():
    def fn(lib):
        out = []
        for make in (lambda: lib.optim.SGD([_param(lib)], lr=0.1).add_param_group({"params": {_param(lib)}}),
                     lambda: lib.optim.SGD([{"params": {_param(lib)}}], lr=0.1),
                     lambda: lib.optim.SGD([_param(lib)], lr=0.1).add_param_group([_param(lib)]),
                     lambda: lib.optim.SGD([_param(lib) * 2], lr=0.1)):
            try:
                make()
                out.append("ok")
            except (TypeError, ValueError) as e:
                out.append((type(e).__name__, str(e)))
        q = _param(lib) * 2
        q.retain_grad()
        out.append(len(lib.optim.SGD([q], lr=0.1).param_groups))  # retains_grad: accepted
        out.append(len(lib.optim.SGD([_param(lib) * 2], lr=0.1, differentiable=True).param_groups))
        return out
    same_as_pytorch(fn)


def test_duplicate_parameters_warn():
    def fn(lib):
        p = _param(lib)
        with warnings.catch_warnings(record=True) as w:
            warnings.simplefilter("always")
            lib.optim.SGD([p, p], lr=0.1)
        return [str(x.message) for x in w]
    mine, theirs = both(fn)
    assert len(mine) == 1
    if theirs is not None:
        assert mine == theirs


# -- 5. full backward hooks and node hooks returning None ---------------------------------------------------------

class _Mul:
    @staticmethod
    def make(lib):
        class Mul(lib.nn.Module):
            def forward(self, a, b, c=None):
                return a * b if c is None else a * b + c
        return Mul()


@pytest.mark.parametrize("a_grad,b_grad", [(False, True), (True, False), (True, True)])
def test_full_backward_hook_grad_input_of_inputs_without_grad(a_grad, b_grad):
    def fn(lib):
        m, got = _Mul.make(lib), []
        m.register_full_backward_hook(lambda mod, gi, go: got.append(
            ([None if g is None else g.tolist() for g in gi], [g.tolist() for g in go])))
        a = lib.tensor([2.0, 3.0], requires_grad=a_grad)
        b = lib.tensor([4.0, 5.0], requires_grad=b_grad)
        m(a, b).sum().backward()
        return got, None if a.grad is None else a.grad.tolist(), None if b.grad is None else b.grad.tolist()
    out = same_as_pytorch(fn)
    if not a_grad:
        assert out[0][0][0][0] == [0.0, 0.0]


def test_full_backward_hook_three_inputs_and_none_replacement():
    def fn(lib):
        m, got = _Mul.make(lib), []
        m.register_full_backward_hook(lambda mod, gi, go: got.append([g.tolist() for g in gi]))
        b = lib.tensor([4.0, 5.0], requires_grad=True)
        m(lib.tensor([2.0, 3.0]), b, lib.tensor([1.0, 1.0])).sum().backward()
        m2 = _Mul.make(lib)
        m2.register_full_backward_hook(lambda mod, gi, go: (lib.tensor([1.0, 1.0]), None))
        b2 = lib.tensor([4.0, 5.0], requires_grad=True)
        m2(lib.tensor([2.0, 3.0]), b2).sum().backward()
        return got, b2.grad
    assert same_as_pytorch(fn)[1] is None


def test_custom_function_returning_an_input_marked_non_differentiable():
    def fn(lib):
        class F(lib.autograd.Function):
            @staticmethod
            def forward(ctx, a, b):
                ctx.mark_non_differentiable(a)
                return a, b

            @staticmethod
            def backward(ctx, ga, gb):
                return ga, gb
        a, b = lib.tensor([2.0, 3.0]), lib.tensor([4.0, 5.0], requires_grad=True)
        x, y = F.apply(a, b)
        seen = []
        y.grad_fn.register_hook(lambda gi, go: seen.append(([g.tolist() for g in gi], [None if g is None else g.tolist() for g in go])))
        (x * y).sum().backward()
        return x.requires_grad, x.grad_fn is None, seen, b.grad.tolist()
    same_as_pytorch(fn)


def test_node_hooks_returning_none_drop_that_gradient():
    def fn(lib):
        out = []
        for kind in ("pre", "post", "post chain"):
            a = lib.tensor([1.0, 2.0], requires_grad=True)
            b = lib.tensor([3.0, 4.0], requires_grad=True)
            y = a * b if kind != "post chain" else (a * b).exp()
            if kind == "pre":
                y.grad_fn.register_prehook(lambda go: (None,))
            elif kind == "post":
                y.grad_fn.register_hook(lambda gi, go: (None, gi[1] * 2))
            else:
                y.grad_fn.register_hook(lambda gi, go: (None,))
            y.sum().backward()
            out.append((None if a.grad is None else a.grad.tolist(), None if b.grad is None else b.grad.tolist()))
        return out
    same_as_pytorch(fn)


# -- 6, 7. reprs and Module attributes ----------------------------------------------------------------------------

@pytest.mark.parametrize("args", [
    "3, 2, norm_type=3.0", "10, 3, scale_grad_by_freq=True, sparse=True",
    "10, 3, padding_idx=1, max_norm=2.0, norm_type=1.0, scale_grad_by_freq=True, sparse=True",
    "10, 3, max_norm=2, norm_type=2", "10, 3, padding_idx=-1", "10, 3, norm_type=2",
])
def test_embedding_repr(args):
    same_as_pytorch(lambda lib: repr(eval(f"lib.nn.Embedding({args})")))


def test_embedding_from_pretrained_repr():
    same_as_pytorch(lambda lib: repr(lib.nn.Embedding.from_pretrained(lib.ones(2, 3), freeze=False, norm_type=4.0)))


def test_module_dict_clear_and_module_attributes():
    def fn(lib):
        d = lib.nn.ModuleDict({"a": lib.nn.Linear(1, 1), "b": lib.nn.ReLU()})
        cleared = (d.clear(), len(d), list(d.keys()))
        m, m2 = lib.nn.Linear(1, 1), lib.nn.Linear(1, 1)
        before = m._is_full_backward_hook
        m.register_full_backward_hook(lambda *a: None)
        m2.register_backward_hook(lambda *a: None)
        names = [n for n in ("T_destination", "dump_patches", "_is_full_backward_hook") if n in dir(m)]
        return (cleared, before, m._is_full_backward_hook, m2._is_full_backward_hook, names,
                repr(lib.nn.Module.T_destination), lib.nn.Module.dump_patches)
    same_as_pytorch(fn)


@pytest.mark.parametrize("call", [
    "nn.Unflatten('x', (('a', 2), ('b', 3)))", "nn.Unflatten(1, (('a', 2), ('b', 3)))", "nn.Unflatten(1, [2, 3])",
    "nn.Unflatten(1, 5)", "nn.Unflatten(1, (2, 3))", "nn.Unflatten('x', [('a', 2)])",
    "nn.ModuleList().extend(3)", "nn.ModuleList().extend(None)", "nn.ModuleList(3)", "nn.ModuleDict().update(3)",
    "nn.ModuleDict().update([3])", "nn.ModuleDict().update([('a',)])", "nn.ModuleDict([('a', nn.ReLU())])",
])
def test_container_and_unflatten_arguments(call):
    def fn(lib):
        nn = lib.nn  # noqa: F841 - used by the eval'd call
        return repr(eval(call))
    same_as_pytorch(fn, unexpected=("AttributeError", "NameError"))


def test_unflatten_forward_with_a_list():
    same_as_pytorch(lambda lib: tuple(lib.nn.Unflatten(-1, [2, -1])(lib.ones(4, 6)).shape))


@pytest.mark.parametrize("hx", ["lib.zeros(2, 4)", "3", "(lib.zeros(2, 4),)", "[lib.zeros(2, 4), lib.zeros(2, 4)]"])
def test_lstm_cell_hx_argument(hx):
    def fn(lib):
        cell = lib.nn.LSTMCell(3, 4)
        h, c = cell(lib.ones(2, 3), eval(hx))
        return tuple(h.shape), tuple(c.shape)
    same_as_pytorch(fn, unexpected=("AttributeError", "NameError"))


def test_minitorch_alone_state_dict_is_live():
    # without the oracle too: the state_dict's state is the optimizer's own
    p = minitorch.nn.Parameter(minitorch.ones(2))
    opt = minitorch.optim.SGD([p], lr=0.1, momentum=0.9)
    (p * p).sum().backward()
    opt.step()
    assert opt.state_dict()["state"][0] is opt.state[p]
    opt2 = minitorch.optim.SGD([p], lr=0.1)
    opt2.step()
    assert len(opt2.state) == 0 and opt2.state_dict()["state"] == {}
