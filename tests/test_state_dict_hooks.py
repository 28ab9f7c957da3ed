"""nn.Module state-dict hooks, the per-module _save_to_state_dict / _load_from_state_dict path, _metadata versions,
and the module-global hooks of torch.nn.modules.module, each run in minitorch and in PyTorch (oracle)."""
import copy
import warnings

import pytest

import minitorch
from oracle import same_as_pytorch


def _fill(net, lib):
    """Known values (the two libraries' random inits differ)."""
    with lib.no_grad():
        for i, p in enumerate(net.parameters()):
            p.copy_(lib.arange(p.numel(), dtype=p.dtype).reshape(p.shape) * 0.1 + i)
    return net


def _net(lib):
    return _fill(lib.nn.Sequential(lib.nn.Linear(3, 2), lib.nn.BatchNorm1d(2),
                                   lib.nn.Sequential(lib.nn.Linear(2, 1))), lib)


def _vals(sd):
    return {k: [round(x, 5) for x in v.detach().reshape(-1).tolist()] if hasattr(v, "detach") else v
            for k, v in sd.items()}


def test_state_dict_pre_and_post_hooks_order_and_arguments():
    def fn(lib):
        net, log = _net(lib), []
        for name, m in net.named_modules():
            m.register_state_dict_pre_hook(lambda mod, prefix, keep_vars, name=name: log.append(
                ("pre", name, prefix, keep_vars)))
            m.register_state_dict_post_hook(lambda mod, sd, prefix, meta, name=name: log.append(
                ("post", name, prefix, sorted(sd), dict(meta))))
        sd = net.state_dict(prefix="top.", keep_vars=True)
        return log, list(sd), type(sd).__name__
    same_as_pytorch(fn)


def test_metadata_records_each_module_version():
    def fn(lib):
        sd = _net(lib).state_dict()
        return list(sd._metadata.items()), hasattr(dict(sd), "_metadata")
    same_as_pytorch(fn)


def test_post_hook_edits_in_place_and_must_return_none():
    def fn(lib):
        net = lib.nn.Linear(2, 2)

        def drop_bias(mod, sd, prefix, meta):
            del sd[prefix + "bias"]
        h = net.register_state_dict_post_hook(drop_bias)
        keys = list(net.state_dict())
        h.remove()
        net.register_state_dict_post_hook(lambda mod, sd, prefix, meta: {})
        try:
            net.state_dict()
        except RuntimeError as e:
            return keys, str(e)
    same_as_pytorch(fn)


def test_private_state_dict_hook_may_return_a_new_dict():
    def fn(lib):
        net = _net(lib)
        net._register_state_dict_hook(lambda mod, sd, prefix, meta: {"only": 1})
        inner = net[2]._register_state_dict_hook(lambda mod, sd, prefix, meta: {"ignored": 2})
        out = net.state_dict()
        inner.remove()

        def public(mod, sd, prefix, meta):
            return None
        net.register_state_dict_post_hook(public)
        try:
            net._register_state_dict_hook(public)
        except RuntimeError as e:
            return out, str(e)
    same_as_pytorch(fn)


def test_subclass_overrides_of_save_and_load_are_called():
    def fn(lib):
        log = []

        class Scaled(lib.nn.Linear):
            def _save_to_state_dict(self, destination, prefix, keep_vars):
                super()._save_to_state_dict(destination, prefix, keep_vars)
                destination[prefix + "weight"] = destination[prefix + "weight"] * 2
                log.append(("save", prefix))

            def _load_from_state_dict(self, state_dict, prefix, local_metadata, strict, missing, unexpected,
                                      errors):
                log.append(("load", prefix, dict(local_metadata), strict, sorted(state_dict)))
                state_dict[prefix + "weight"] = state_dict[prefix + "weight"] / 2
                super()._load_from_state_dict(state_dict, prefix, local_metadata, strict, missing, unexpected,
                                              errors)
        net = _fill(lib.nn.Sequential(Scaled(2, 2), lib.nn.ReLU()), lib)
        sd = net.state_dict()
        saved = _vals(sd)
        result = net.load_state_dict(sd, strict=False)
        return log, saved, _vals(net.state_dict()), repr(result)
    same_as_pytorch(fn)


def test_load_pre_hooks_with_and_without_module():
    def fn(lib):
        net, log = _net(lib), []
        net[2].register_load_state_dict_pre_hook(
            lambda mod, sd, prefix, meta, strict, missing, unexpected, errors: log.append(
                ("public", type(mod).__name__, prefix, dict(meta), strict, sorted(sd))))
        net[0]._register_load_state_dict_pre_hook(
            lambda sd, prefix, meta, strict, missing, unexpected, errors: log.append(("private", prefix)))
        net[0]._register_load_state_dict_pre_hook(
            lambda mod, sd, prefix, *rest: log.append(("with_module", type(mod).__name__)), with_module=True)

        def rename(mod, sd, prefix, meta, strict, missing, unexpected, errors):  # a hook may rewrite the keys
            if prefix + "old_bias" in sd:
                sd[prefix + "bias"] = sd.pop(prefix + "old_bias")
        net[0].register_load_state_dict_pre_hook(rename)
        sd = net.state_dict()
        sd["0.old_bias"] = sd.pop("0.bias") + 1
        result = net.load_state_dict(sd)
        return log, repr(result), _vals(net.state_dict())["0.bias"]
    same_as_pytorch(fn)


def test_load_post_hooks_see_and_edit_incompatible_keys():
    def fn(lib):
        net, log = _net(lib), []

        def record(name):
            return lambda mod, keys: log.append((name, list(keys.missing_keys), list(keys.unexpected_keys),
                                                 type(keys).__name__))
        net[2][0].register_load_state_dict_post_hook(record("inner"))
        net.register_load_state_dict_post_hook(record("root"))
        sd = net.state_dict()
        del sd["2.0.bias"]
        sd["junk"] = lib.zeros(1)
        out = [repr(net.load_state_dict(sd, strict=False))]
        try:
            net.load_state_dict(sd)
        except RuntimeError as e:
            out.append(str(e))

        def forgive(mod, keys):
            keys.missing_keys.clear()
            keys.unexpected_keys.clear()
        h = net.register_load_state_dict_post_hook(forgive)
        out.append(repr(net.load_state_dict(sd)))
        h.remove()

        def blame(mod, keys):
            keys.missing_keys.append("made.up")
        net.register_load_state_dict_post_hook(blame)
        try:
            net.load_state_dict(net.state_dict())
        except RuntimeError as e:
            out.append(str(e))
        net.register_load_state_dict_post_hook(lambda mod, keys: keys)
        try:
            net.load_state_dict(net.state_dict())
        except AssertionError as e:
            out.append(str(e))
        return log, out
    same_as_pytorch(fn)


def test_batchnorm_without_metadata_keeps_num_batches_tracked():
    def fn(lib):
        bn = lib.nn.BatchNorm1d(2)
        bn(lib.randn(4, 2))
        sd = dict(bn.state_dict())  # a plain dict: no _metadata, so version None (a pre-0.4.1 checkpoint)
        del sd["num_batches_tracked"]
        out = [repr(bn.load_state_dict(sd)), bn.num_batches_tracked.item()]
        sd = bn.state_dict()
        del sd["num_batches_tracked"]
        try:
            bn.load_state_dict(sd)  # its _metadata says version 2: the key is missing
        except RuntimeError as e:
            out.append(str(e))
        return out
    same_as_pytorch(fn)


def test_instance_norm_old_checkpoint_with_running_stats_is_refused():
    def fn(lib):
        norm = lib.nn.InstanceNorm1d(2)
        sd = {"running_mean": lib.zeros(2), "running_var": lib.ones(2)}
        try:
            norm.load_state_dict(sd)
        except RuntimeError as e:
            return str(e)
    same_as_pytorch(fn)


def test_load_errors_and_compat_paths():
    def fn(lib):
        out = []
        lin = lib.nn.Linear(2, 1)
        for sd in ([("weight", lib.zeros(1, 2))], {"weight": [1.0], "bias": lib.zeros(1)},
                   {"weight": lib.zeros(1, 2), "bias": lib.zeros(1), "bias.sub": lib.zeros(1)}):
            try:
                out.append(repr(lin.load_state_dict(sd)))
            except (TypeError, RuntimeError) as e:
                out.append((type(e).__name__, str(e)))

        class Scalar(lib.nn.Module):
            def __init__(self):
                super().__init__()
                self.register_buffer("count", lib.tensor(0.0))
        s = Scalar()
        out.append(repr(s.load_state_dict({"count": lib.tensor([5.0])})))  # a 0.3-era scalar saved as [1]
        out.append(s.count.item())
        return out
    same_as_pytorch(fn)


def test_load_with_assign_takes_the_given_tensors():
    def fn(lib):
        lin = lib.nn.Linear(2, 1)
        lin.bias.requires_grad_(False)
        w, b = lib.ones(1, 2, dtype=lib.float64), lib.zeros(1)
        lin.load_state_dict({"weight": w, "bias": b}, assign=True)
        return (type(lin.weight).__name__, lin.weight.dtype == lib.float64, lin.weight.requires_grad,
                lin.bias.requires_grad, lin.weight.data_ptr() == w.data_ptr())
    same_as_pytorch(fn)


def test_extra_state_round_trip_and_strictness():
    def fn(lib):
        class Counter(lib.nn.Module):
            def __init__(self):
                super().__init__()
                self.n = 0

            def get_extra_state(self):
                return {"n": self.n}

            def set_extra_state(self, state):
                self.n = state["n"]
        a, b = Counter(), Counter()
        a.n = 7
        sd = a.state_dict()
        out = [list(sd), repr(b.load_state_dict(sd)), b.n]
        try:
            b.load_state_dict({})
        except RuntimeError as e:
            out.append(str(e))
        out.append(repr(lib.nn.ReLU().load_state_dict({"_extra_state": 1}, strict=False)))
        return out
    same_as_pytorch(fn)


def test_shared_submodule_appears_under_each_name():
    def fn(lib):
        lin = lib.nn.Linear(1, 1)
        return list(lib.nn.Sequential(lin, lin).state_dict())
    same_as_pytorch(fn)


def test_positional_state_dict_arguments_warn():
    def fn(lib):
        with warnings.catch_warnings(record=True) as w:
            warnings.simplefilter("always")
            from collections import OrderedDict
            sd = lib.nn.Linear(1, 1).state_dict(OrderedDict(), "p.")
        return list(sd), [(x.category.__name__, str(x.message)) for x in w]
    same_as_pytorch(fn)


def test_removing_handles_and_pickling_keeps_hooks_working():
    def fn(lib):
        net, log = lib.nn.Linear(1, 1), []
        h1 = net.register_state_dict_pre_hook(lambda *a: log.append("pre"))
        h2 = net.register_load_state_dict_post_hook(lambda *a: log.append("post"))
        net.load_state_dict(net.state_dict())
        h1.remove(), h2.remove()
        net.load_state_dict(net.state_dict())
        return log, type(h1).__name__
    same_as_pytorch(fn)


def _record_hook(log, name):
    def hook(*args):
        log.append(name)
    return hook


def test_wrapped_load_pre_hook_survives_pickling():
    net = minitorch.nn.Linear(1, 1)
    net._register_load_state_dict_pre_hook(_record_hook, with_module=True)
    clone = copy.deepcopy(net)
    (wrapped,) = clone._load_state_dict_pre_hooks.values()
    assert wrapped.with_module and wrapped.module() is clone


# -- the module-global hooks -------------------------------------------------------------------------------------

def test_global_forward_hooks_run_before_the_modules_own():
    def fn(lib):
        mm, log = lib.nn.modules.module, []
        net = lib.nn.Linear(2, 2)
        net.register_forward_pre_hook(lambda m, a: log.append("local pre"))
        net.register_forward_hook(lambda m, a, o: log.append("local post"))
        handles = [mm.register_module_forward_pre_hook(lambda m, a: log.append(("global pre", type(m).__name__))),
                   mm.register_module_forward_hook(lambda m, a, kw, o: log.append(("global post", sorted(kw))),
                                                   with_kwargs=True)]
        try:
            net(lib.ones(1, 2))
            lib.nn.ReLU()(lib.ones(1))
        finally:
            for h in handles:
                h.remove()
        net(lib.ones(1, 2))
        return log
    same_as_pytorch(fn)


def test_global_full_backward_hooks():
    def fn(lib):
        mm, log = lib.nn.modules.module, []
        net = lib.nn.Linear(2, 1)
        handles = [mm.register_module_full_backward_pre_hook(lambda m, go: log.append(("pre", len(go)))),
                   mm.register_module_full_backward_hook(lambda m, gi, go: log.append(("full", len(gi), len(go))))]
        try:
            net(lib.ones(1, 2, requires_grad=True)).sum().backward()
            try:
                mm.register_module_backward_hook(lambda *a: None)
            except RuntimeError as e:
                log.append(str(e))
        finally:
            for h in handles:
                h.remove()
            mm._global_is_full_backward_hook = None  # no API resets the global kind; later tests start clean
        return log
    same_as_pytorch(fn)


def test_global_registration_hooks_may_replace_the_value():
    def fn(lib):
        mm, log = lib.nn.modules.module, []

        def on_param(mod, name, p):
            log.append(("param", type(mod).__name__, name, tuple(p.shape)))

        def on_buffer(mod, name, b):
            log.append(("buffer", name, None if b is None else tuple(b.shape)))
            return None if b is None else b + 1

        def on_module(mod, name, sub):
            log.append(("module", name, type(sub).__name__))
        handles = [mm.register_module_parameter_registration_hook(on_param),
                   mm.register_module_buffer_registration_hook(on_buffer),
                   mm.register_module_module_registration_hook(on_module)]
        try:
            net = lib.nn.Sequential(lib.nn.Linear(1, 2))
            net.register_buffer("b", lib.zeros(1))
            net.b = lib.zeros(2)
            net.register_buffer("none", None)
            net.extra = lib.nn.Identity()
            net.add_module("x", None)
        finally:
            for h in handles:
                h.remove()
        return log, net.b.tolist()
    same_as_pytorch(fn)


def test_always_call_forward_hooks_run_when_forward_raises():
    def fn(lib):
        mm, log = lib.nn.modules.module, []

        class Boom(lib.nn.Module):
            def forward(self, x):
                raise ValueError("boom")
        m = Boom()
        m.register_forward_hook(lambda mod, a, o: log.append(("local", o)), always_call=True)
        m.register_forward_hook(lambda mod, a, o: log.append("never"))

        def failing(mod, a, o):
            raise KeyError("inner")
        m.register_forward_hook(failing, always_call=True)
        h = mm.register_module_forward_hook(lambda mod, a, o: log.append(("global", o)), always_call=True)
        try:
            with warnings.catch_warnings(record=True) as w:
                warnings.simplefilter("always")
                m(lib.ones(1))
        except ValueError as e:
            log.append(str(e))
        finally:
            h.remove()
        return log, [str(x.message) for x in w]
    same_as_pytorch(fn)


def test_setattr_keeps_a_buffers_persistence_and_rejects_non_tensors():
    def fn(lib):
        m = lib.nn.Module()
        m.register_buffer("b", lib.zeros(1), persistent=False)
        m.b = lib.ones(1)
        out = [list(m.state_dict())]
        try:
            m.b = 3
        except TypeError as e:
            out.append(str(e))
        return out
    same_as_pytorch(fn)


@pytest.mark.parametrize("name", ["register_module_forward_pre_hook", "register_module_forward_hook",
                                  "register_module_backward_hook", "register_module_full_backward_hook",
                                  "register_module_full_backward_pre_hook", "register_module_buffer_registration_hook",
                                  "register_module_module_registration_hook",
                                  "register_module_parameter_registration_hook"])
def test_global_hook_functions_exist_where_pytorch_has_them(name):
    assert callable(getattr(minitorch.nn.modules.module, name))
    assert not hasattr(minitorch.nn.modules, name)  # as in PyTorch: only torch.nn.modules.module has them


def test_parametrized_weight_norm_loads_a_hook_based_weight_norm_checkpoint():
    def fn(lib):
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            old = _fill(lib.nn.utils.weight_norm(lib.nn.Linear(2, 2)), lib)
        sd = old.state_dict()
        new = lib.nn.utils.parametrizations.weight_norm(lib.nn.Linear(2, 2))
        result = new.load_state_dict(sd)
        return list(sd), repr(result), _vals(new.state_dict()), [round(x, 5) for x in new.weight.reshape(-1).tolist()]
    same_as_pytorch(fn)


@pytest.mark.parametrize("name", ["a.b", "", 3, "x"])
def test_add_module_name_errors(name):
    def fn(lib):
        m = lib.nn.Module()
        m.x = 1
        m.add_module(name, lib.nn.ReLU())
    assert same_as_pytorch(fn, unexpected=("AttributeError", "NameError"))[0] in ("KeyError", "TypeError")


def test_lazy_modules_load_through_their_load_pre_hook():
    def fn(lib):
        out = []
        lazy, other = lib.nn.LazyLinear(2), lib.nn.LazyLinear(2)
        out.append((repr(other.load_state_dict(lazy.state_dict())), type(other.weight).__name__))
        target = lib.nn.LazyLinear(2)
        out.append((repr(target.load_state_dict(lib.nn.Linear(3, 2).state_dict())), tuple(target.weight.shape),
                    type(target).__name__, len(target._load_state_dict_pre_hooks)))
        target(lib.ones(1, 3))  # initialized: the hooks go, the class becomes Linear
        out.append((type(target).__name__, hasattr(target, "_load_hook"), len(target._load_state_dict_pre_hooks)))
        try:
            lib.nn.Linear(3, 2).load_state_dict(lib.nn.LazyLinear(2).state_dict())
        except RuntimeError as e:
            out.append(str(e))
        return out
    same_as_pytorch(fn)


def test_forward_pre_hook_with_kwargs_must_return_args_and_kwargs():
    def fn(lib):
        m = lib.nn.Identity()
        h = m.register_forward_pre_hook(lambda mod, args, kwargs: (args,), with_kwargs=True)
        try:
            m(lib.ones(1))
        except RuntimeError as e:
            out = str(e)
        h.remove()
        return out, list(m._forward_pre_hooks_with_kwargs)  # the handle cleared its flag too
    same_as_pytorch(fn)


def test_save_and_load_keep_the_state_dict_metadata():
    import io
    net = minitorch.nn.Sequential(minitorch.nn.utils.spectral_norm(minitorch.nn.Linear(2, 2)),
                                  minitorch.nn.BatchNorm1d(2))
    sd = net.state_dict()
    buf = io.BytesIO()
    minitorch.save(sd, buf)
    loaded = minitorch.load(io.BytesIO(buf.getvalue()))
    assert list(loaded._metadata.items()) == list(sd._metadata.items())
    assert loaded._metadata["0"] == {"version": 1, "spectral_norm": {"weight.version": 1}}
    del loaded["1.num_batches_tracked"]  # saved at version 2: now missing, as it would be in PyTorch
    with pytest.raises(RuntimeError, match='Missing key\\(s\\) in state_dict: "1.num_batches_tracked"'):
        net.load_state_dict(loaded)
    plain = io.BytesIO()
    minitorch.save({"w": minitorch.ones(1)}, plain)
    assert not hasattr(minitorch.load(io.BytesIO(plain.getvalue())), "_metadata")


def test_load_copies_in_place_converting_dtype():
    def fn(lib):
        lin = lib.nn.Linear(2, 1)
        weight, version = lin.weight, lin.weight._version
        lin.load_state_dict({"weight": lib.tensor([[1, 2]], dtype=lib.float64), "bias": lib.tensor([3])})
        bn = lib.nn.BatchNorm1d(2)
        bn.load_state_dict({"weight": lib.ones(2), "bias": lib.zeros(2), "running_mean": lib.ones(2),
                            "running_var": lib.ones(2), "num_batches_tracked": lib.tensor(5.0)})
        return (lin.weight is weight, str(lin.weight.dtype), lin.weight.tolist(), lin.bias.tolist(),
                lin.weight._version - version, lin.weight.requires_grad, str(bn.num_batches_tracked.dtype),
                bn.num_batches_tracked.item())
    same_as_pytorch(fn)
