"""Optimizer base: param groups, per-parameter state, state_dict round trips (torch.optim.Optimizer).

Updates run on the parameters' arrays directly (``p._data`` through the array module, under
no_grad) and bump each parameter's version counter, exactly what PyTorch's in-place
``param.add_(...)`` does; a graph that saved a parameter before the step then fails its
version check instead of silently using new values.
"""
import copy
import functools
from collections import OrderedDict, defaultdict

from .. import _creation
from .._tensor import Tensor
from .._torch_utils import typename as _typename
from ..autograd.grad_mode import no_grad
from ..autograd.node import RemovableHandle

__all__ = ["Optimizer", "register_optimizer_step_pre_hook", "register_optimizer_step_post_hook"]

_global_step_pre_hooks = OrderedDict()   # every optimizer's, run before its own (torch.optim.optimizer's)
_global_step_post_hooks = OrderedDict()


def register_optimizer_step_pre_hook(hook):
    """``hook(optimizer, args, kwargs)`` before every optimizer's step; it may return new (args, kwargs)."""
    handle = RemovableHandle(_global_step_pre_hooks)
    _global_step_pre_hooks[handle.id] = hook
    return handle


def register_optimizer_step_post_hook(hook):
    """``hook(optimizer, args, kwargs)`` after every optimizer's step."""
    handle = RemovableHandle(_global_step_post_hooks)
    _global_step_post_hooks[handle.id] = hook
    return handle


def _with_step_hooks(step):
    """``step`` running the global and the optimizer's own step hooks around it (PyTorch patches the class of each
    optimizer it constructs in the same way, once)."""
    @functools.wraps(step)
    def stepped(*args, **kwargs):  # args[0] is the optimizer; the hooks see it in args too, as PyTorch's
        self = args[0]
        for hook in (*_global_step_pre_hooks.values(), *self._optimizer_step_pre_hooks.values()):
            result = hook(self, args, kwargs)
            if result is not None:
                if not (isinstance(result, tuple) and len(result) == 2):
                    raise RuntimeError(f"{hook} must return None or a tuple of (new_args, new_kwargs), but got "
                                       f"{result}.")
                args, kwargs = result
        out = step(*args, **kwargs)
        for hook in (*_global_step_post_hooks.values(), *self._optimizer_step_post_hooks.values()):
            hook(self, args, kwargs)
        return out
    stepped.hooked = True
    return stepped


class _RequiredParameter:
    def __repr__(self):
        return "<required parameter>"


required = _RequiredParameter()


class Optimizer:
    def __init__(self, params, defaults):
        self._optimizer_step_pre_hooks = OrderedDict()
        self._optimizer_step_post_hooks = OrderedDict()
        self._optimizer_state_dict_pre_hooks = OrderedDict()
        self._optimizer_state_dict_post_hooks = OrderedDict()
        self._optimizer_load_state_dict_pre_hooks = OrderedDict()
        self._optimizer_load_state_dict_post_hooks = OrderedDict()
        cls = type(self)
        if not getattr(cls.step, "hooked", False):
            cls.step = _with_step_hooks(cls.step)
        self.defaults = defaults
        self.state = defaultdict(dict)
        self.param_groups = []
        if isinstance(params, Tensor):
            raise TypeError("params argument given to the optimizer should be an iterable of Tensors or dicts, but "
                            f"got {_typename(params)}")
        param_groups = list(params)
        if len(param_groups) == 0:
            raise ValueError("optimizer got an empty parameter list")
        if not isinstance(param_groups[0], dict):
            param_groups = [{"params": param_groups}]
        for group in param_groups:
            self.add_param_group(group)

    def add_param_group(self, param_group):
        if not isinstance(param_group, dict):
            raise TypeError(f"param_group must be a dict, but got {type(param_group).__name__}")
        params = param_group["params"]
        param_group["params"] = [params] if isinstance(params, Tensor) else list(params)
        for p in param_group["params"]:
            if not isinstance(p, Tensor):
                raise TypeError(f"optimizer can only optimize Tensors, but one of the params is {_typename(p)}")
            if not p.is_leaf:
                raise ValueError("can't optimize a non-leaf Tensor")
        for name, default in self.defaults.items():
            if default is required and name not in param_group:
                raise ValueError(f"parameter group didn't specify a value of required optimization parameter {name}")
            param_group.setdefault(name, default)
        seen = {id(p) for g in self.param_groups for p in g["params"]}
        if any(id(p) in seen for p in param_group["params"]):
            raise ValueError("some parameters appear in more than one parameter group")
        self.param_groups.append(param_group)

    def zero_grad(self, set_to_none=True):
        for group in self.param_groups:
            for p in group["params"]:
                if p.grad is not None:
                    if set_to_none:
                        p.grad = None
                    else:
                        p.grad = p.grad.detach() * 0

    def step(self, closure=None):
        raise NotImplementedError

    def register_step_pre_hook(self, hook):
        """``hook(self, args, kwargs)`` before this optimizer's step; it may return new (args, kwargs)."""
        handle = RemovableHandle(self._optimizer_step_pre_hooks)
        self._optimizer_step_pre_hooks[handle.id] = hook
        return handle

    def register_step_post_hook(self, hook):
        """``hook(self, args, kwargs)`` after this optimizer's step."""
        handle = RemovableHandle(self._optimizer_step_post_hooks)
        self._optimizer_step_post_hooks[handle.id] = hook
        return handle

    def register_state_dict_pre_hook(self, hook, prepend=False):
        """``hook(optimizer)`` before state_dict builds its dict."""
        return _add_hook(self._optimizer_state_dict_pre_hooks, hook, prepend)

    def register_state_dict_post_hook(self, hook, prepend=False):
        """``hook(optimizer, state_dict)`` on the built dict; it may edit it or return a new one."""
        return _add_hook(self._optimizer_state_dict_post_hooks, hook, prepend)

    def register_load_state_dict_pre_hook(self, hook, prepend=False):
        """``hook(optimizer, state_dict)`` on a shallow copy of the dict being loaded; it may edit it or return a
        new one to load instead."""
        return _add_hook(self._optimizer_load_state_dict_pre_hooks, hook, prepend)

    def register_load_state_dict_post_hook(self, hook, prepend=False):
        """``hook(optimizer)`` after load_state_dict has installed the loaded state."""
        return _add_hook(self._optimizer_load_state_dict_post_hooks, hook, prepend)

    def _run(self, closure):
        loss = None
        if closure is not None:
            from ..autograd.grad_mode import enable_grad
            with enable_grad():
                loss = closure()
        with no_grad():
            for group in self.param_groups:
                for p in group["params"]:
                    if p.grad is None:
                        continue
                    grad = p.grad._data
                    if group.get("maximize"):
                        grad = -grad
                    new = self._update(p, grad, group, self.state[p])
                    if new is not None:  # else _update wrote the parameter's array itself
                        p._data[...] = new  # in place, on the parameter's own array
                    p._bump_version()
        return loss

    def _buffer(self, p, state, name, value=0.0):
        if name not in state:
            state[name] = _creation.zeros_like(p) + value if value else _creation.zeros_like(p)
        return state[name]

    @staticmethod
    def _step_tensor(state):
        if "step" not in state:
            state["step"] = _creation.tensor(0.0)
        state["step"]._data[...] += 1
        return float(state["step"].item())

    # -- state_dict -------------------------------------------------------------------------------
    def state_dict(self):
        for hook in tuple(self._optimizer_state_dict_pre_hooks.values()):
            hook(self)
        index = {}
        start = 0
        groups = []
        for group in self.param_groups:
            ids = list(range(start, start + len(group["params"])))
            index.update({id(p): i for p, i in zip(group["params"], ids)})
            start += len(ids)
            packed = {k: v for k, v in group.items() if k != "params"}
            packed["params"] = ids
            groups.append(packed)
        state = {index[id(p)]: {k: (v.detach().clone() if isinstance(v, Tensor) else copy.deepcopy(v))
                                for k, v in s.items()}
                 for p, s in self.state.items()}
        state_dict = {"state": state, "param_groups": groups}
        for hook in tuple(self._optimizer_state_dict_post_hooks.values()):
            result = hook(self, state_dict)
            if result is not None:
                state_dict = result
        return state_dict

    def load_state_dict(self, state_dict):
        state_dict = state_dict.copy()  # shallow: the pre-hooks may edit it without touching the caller's
        for hook in tuple(self._optimizer_load_state_dict_pre_hooks.values()):
            result = hook(self, state_dict)
            if result is not None:
                state_dict = result
        groups = state_dict["param_groups"]
        if len(groups) != len(self.param_groups):
            raise ValueError("loaded state dict has a different number of parameter groups")
        if any(len(a["params"]) != len(b["params"]) for a, b in zip(self.param_groups, groups)):
            raise ValueError("loaded state dict contains a parameter group that doesn't match the size of optimizer's "
                             "group")
        id_map = {}
        for old, new in zip(groups, self.param_groups):
            id_map.update(dict(zip(old["params"], new["params"])))
        state = defaultdict(dict)
        for key, value in state_dict["state"].items():
            key = int(key)
            if key in id_map:
                p = id_map[key]
                state[p] = {k: (v.detach().clone().to(dtype=p.dtype if k != "step" else v.dtype, device=p.device)
                                if isinstance(v, Tensor) else copy.deepcopy(v)) for k, v in value.items()}
        new_groups = []
        for old, new in zip(groups, self.param_groups):
            g = {k: v for k, v in old.items() if k != "params"}
            g["params"] = new["params"]
            new_groups.append(g)
        self.state = state
        self.param_groups = new_groups
        for hook in tuple(self._optimizer_load_state_dict_post_hooks.values()):
            hook(self)

    def __getstate__(self):
        return {"defaults": self.defaults, "state": self.state, "param_groups": self.param_groups}

    def __setstate__(self, state):
        # a copy (copy.deepcopy, pickle) starts with no hooks: __getstate__ leaves them out, as PyTorch's does
        self.__dict__.update(state)
        for name in ("_optimizer_step_pre_hooks", "_optimizer_step_post_hooks", "_optimizer_state_dict_pre_hooks",
                     "_optimizer_state_dict_post_hooks", "_optimizer_load_state_dict_pre_hooks",
                     "_optimizer_load_state_dict_post_hooks"):
            self.__dict__.setdefault(name, OrderedDict())

    def __repr__(self):
        s = type(self).__name__ + " ("
        for i, group in enumerate(self.param_groups):
            s += "\n"
            s += f"Parameter Group {i}\n"
            for key in sorted(group.keys()):
                if key != "params":
                    s += f"    {key}: {group[key]}\n"
        return s + ")"


def _add_hook(hooks, hook, prepend):
    handle = RemovableHandle(hooks)
    hooks[handle.id] = hook
    if prepend:
        hooks.move_to_end(handle.id, last=False)
    return handle


# -- helpers shared by the optimizers added with Adamax/NAdam/RAdam/... ------------------------------------

_CAPTURABLE_DEVICES = "['cuda', 'xpu', 'hpu', 'privateuseone', 'xla']"


def _check_lr(lr):
    if isinstance(lr, Tensor) and lr.numel() != 1:
        raise ValueError("Tensor lr must be 1-element")
    if not 0.0 <= lr:
        raise ValueError(f"Invalid learning rate: {lr}")


def _check_adam_like(lr, eps, betas, weight_decay):
    """The checks PyTorch's Adam family runs first, in its order: learning rate, epsilon, betas, weight decay."""
    _check_lr(lr)
    if not 0.0 <= eps:
        raise ValueError(f"Invalid epsilon value: {eps}")
    for i in (0, 1):
        if not 0.0 <= betas[i] < 1.0:
            raise ValueError(f"Invalid beta parameter at index {i}: {betas[i]}")
    if not 0.0 <= weight_decay:
        raise ValueError(f"Invalid weight_decay value: {weight_decay}")


def _to_scalar(value):
    return value.item() if isinstance(value, Tensor) else value


def _no_capturable(group, tensors="params and state_steps", devices=_CAPTURABLE_DEVICES):
    # capturable=True asks for CUDA-graph-safe updates; PyTorch refuses it for CPU tensors, as here.
    if group.get("capturable"):
        raise AssertionError(f"If capturable=True, {tensors} must be on supported devices: {devices}.")


def _lerp(start, end, weight):
    """start.lerp_(end, weight) as PyTorch's CPU kernel rounds it: from whichever end is nearer."""
    if abs(weight) < 0.5:
        return start + weight * (end - start)
    return end - (end - start) * (1 - weight)


def _lerp_(start, end, weight):
    """``_lerp`` written into the array ``start``, rounded the same, with one temporary."""
    step = end - start
    if abs(weight) < 0.5:
        step *= weight
        start += step
    else:
        step *= 1 - weight
        start[...] = end - step


def _addcmul_(target, beta, grad):
    """``target.mul_(beta).addcmul_(grad, grad, value=1 - beta)`` in place on the array, rounded as
    ``target * beta + (1 - beta) * grad * grad``."""
    target *= beta
    squared = (1 - beta) * grad
    squared *= grad
    target += squared
