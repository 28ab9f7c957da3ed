"""Optimizer state-dict hooks (register_state_dict_pre/post_hook, register_load_state_dict_pre/post_hook) against
PyTorch: call order, prepend, arguments, returned dicts, handles."""
from oracle import same_as_pytorch


def _sgd(lib):
    w = lib.nn.Parameter(lib.ones(2))
    opt = lib.optim.SGD([w], lr=0.1, momentum=0.9)
    (w * w).sum().backward()
    opt.step()
    return opt


def test_state_dict_hooks_order_prepend_and_return_values():
    def fn(lib):
        opt, log = _sgd(lib), []
        opt.register_state_dict_pre_hook(lambda o: log.append(("pre a", type(o).__name__)))
        opt.register_state_dict_pre_hook(lambda o: log.append("pre b"), prepend=True)

        def edit(o, sd):
            log.append(("post edit", sorted(sd), sorted(sd["state"][0])))
            sd["extra"] = 1
        opt.register_state_dict_post_hook(edit)
        h = opt.register_state_dict_post_hook(lambda o, sd: {"replaced": sorted(sd)})
        out = [opt.state_dict()]
        h.remove()
        out.append(sorted(opt.state_dict()))
        return log, out, type(h).__name__
    same_as_pytorch(fn)


def test_load_state_dict_hooks_see_a_copy_and_may_replace_it():
    def fn(lib):
        opt, log = _sgd(lib), []
        sd = opt.state_dict()
        sd["param_groups"][0]["lr"] = 0.5

        def pre(o, loaded):
            log.append(("pre", loaded is sd, sorted(loaded)))
            loaded["note"] = "added"  # on the copy: the caller's dict keeps its keys
        opt.register_load_state_dict_pre_hook(pre)
        opt.register_load_state_dict_pre_hook(lambda o, loaded: log.append("first"), prepend=True)
        opt.register_load_state_dict_post_hook(lambda o: log.append(("post", o.param_groups[0]["lr"])))
        opt.register_load_state_dict_post_hook(lambda o: log.append("post first"), prepend=True)
        opt.load_state_dict(sd)

        def halve(o, loaded):
            new = {"state": loaded["state"], "param_groups": [dict(g) for g in loaded["param_groups"]]}
            new["param_groups"][0]["lr"] = 0.25
            return new
        h = opt.register_load_state_dict_pre_hook(halve)
        opt.load_state_dict(sd)
        h.remove()
        return log, sorted(sd), opt.param_groups[0]["lr"]
    same_as_pytorch(fn)


def test_a_deep_copy_has_no_hooks_and_still_steps():
    def fn(lib):
        import copy
        opt, log = _sgd(lib), []
        opt.register_state_dict_pre_hook(lambda o: log.append("pre"))
        opt.register_step_pre_hook(lambda o, a, kw: log.append("step"))
        clone = copy.deepcopy(opt)
        w = clone.param_groups[0]["params"][0]
        (w * w).sum().backward()
        clone.step()
        clone.state_dict()
        return log, [round(x, 5) for x in w.tolist()], len(clone._optimizer_state_dict_pre_hooks)
    same_as_pytorch(fn)
