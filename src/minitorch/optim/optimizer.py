"""Optimizer base: param groups, per-parameter state, state_dict round trips (torch.optim.Optimizer).

Updates run on the parameters' arrays directly (``p._data`` through the array module, under
no_grad) and bump each parameter's version counter, exactly what PyTorch's in-place
``param.add_(...)`` does; a graph that saved a parameter before the step then fails its
version check instead of silently using new values.
"""
import functools
import math
import warnings
from collections import OrderedDict, defaultdict
from collections.abc import Iterable
from copy import deepcopy
from itertools import chain

from .. import _creation, _dtype
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
            raise TypeError(f"param_group must be a dict, but got {type(param_group)}")
        params = param_group["params"]
        if isinstance(params, Tensor):
            param_group["params"] = [params]
        elif isinstance(params, set):
            raise TypeError("optimizer parameters need to be organized in ordered collections, but the ordering of "
                            "tensors in sets will change between runs. Please use a list instead.")
        else:
            param_group["params"] = list(params)
        # named_parameters(): (name, tensor) pairs; the names go to the group's "param_names"
        tensors, names = [], []
        for param in param_group["params"]:
            if isinstance(param, tuple):
                names.append(param[0])
                tensors.append(param[1])
            else:
                tensors.append(param)
        param_group["params"] = tensors
        if names:
            if len(names) != len(tensors):
                raise ValueError("all optimizer params should be with/without names. Some param names are missing")
            param_group["param_names"] = names
        for p in param_group["params"]:
            if not isinstance(p, Tensor):
                raise TypeError(f"optimizer can only optimize Tensors, but one of the params is {_typename(p)}")
            if not self.defaults.get("differentiable", None) and not (p.is_leaf or p.retains_grad):
                raise ValueError("can't optimize a non-leaf Tensor")
        for name, default in self.defaults.items():
            if default is required and name not in param_group:
                raise ValueError(f"parameter group didn't specify a value of required optimization parameter {name}")
            param_group.setdefault(name, default)
        params = param_group["params"]
        if len(params) != len({id(p) for p in params}):
            warnings.warn("optimizer contains a parameter group with duplicate parameters; in future, this will cause "
                          "an error; see github.com/pytorch/pytorch/issues/40967 for more information", stacklevel=3)
        seen = set()
        for group in self.param_groups:
            seen.update(id(p) for p in group["params"])
            if ("param_names" in param_group) != ("param_names" in group):
                which = "with names" if "param_names" in param_group else "without names"
                raise ValueError("all optimizer param groups should be with/without names. "
                                 f"cannot add param group {which} to the optimizer")
        if any(id(p) in seen for p in params):
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
                hyper = _hyperparameters(group)
                for p in group["params"]:
                    if p.grad is None:
                        continue
                    grad = p.grad._data
                    if group.get("maximize"):
                        grad = -grad
                    # A parameter gets a state entry only once its update writes something there (SGD without
                    # momentum never does, as in PyTorch, where ``self.state[p]`` is only touched for a buffer).
                    state = self.state[p] if p in self.state else {}
                    try:
                        new = self._update(p, grad, hyper, state)
                    finally:
                        if state and p not in self.state:
                            self.state[p] = state
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
        """PyTorch's layout, and its sharing: ``state`` maps each parameter's index to the optimizer's own
        per-parameter dict (the live state tensors, not copies: a later step shows in it), and each packed group
        holds the group's own values."""
        for hook in tuple(self._optimizer_state_dict_pre_hooks.values()):
            hook(self)
        index = {}
        start = 0
        groups = []
        for group in self.param_groups:
            packed = {k: v for k, v in group.items() if k != "params"}
            index.update({id(p): i for i, p in enumerate(group["params"], start) if id(p) not in index})
            packed["params"] = [index[id(p)] for p in group["params"]]
            start += len(packed["params"])
            groups.append(packed)
        state = {(index[id(k)] if isinstance(k, Tensor) else k): v for k, v in self.state.items()}
        state_dict = {"state": state, "param_groups": groups}
        for hook in tuple(self._optimizer_state_dict_post_hooks.values()):
            result = hook(self, state_dict)
            if result is not None:
                state_dict = result
        return state_dict

    @staticmethod
    def _process_value_according_to_param_policy(param, value, param_id, param_groups, key=None):
        # floating-point state follows the parameter's dtype and device; 'step' is left as it is unless the
        # group is fused or capturable (then float32 on the parameter's device)
        fused = capturable = False
        for pg in param_groups:
            if param_id in pg["params"]:
                fused = pg.get("fused", False)
                capturable = pg.get("capturable", False)
                break
        if key == "step":
            if capturable or fused:
                return value.to(dtype=_dtype.float32, device=param.device)
            return value
        if param.is_floating_point():
            return value.to(dtype=param.dtype, device=param.device)
        return value.to(device=param.device)

    def load_state_dict(self, state_dict):
        """PyTorch's: the groups are deep-copied; the state's containers are rebuilt, its tensors cast to the
        parameter's dtype and device (``.to``: the loaded tensor itself where nothing changes), other values
        taken as they are; state under keys that name no parameter is kept as it is."""
        state_dict = state_dict.copy()  # shallow: the pre-hooks may edit it without touching the caller's
        for hook in tuple(self._optimizer_load_state_dict_pre_hooks.values()):
            result = hook(self, state_dict)
            if result is not None:
                state_dict = result
        groups = self.param_groups
        saved_groups = deepcopy(state_dict["param_groups"])
        if len(groups) != len(saved_groups):
            raise ValueError("loaded state dict has a different number of parameter groups")
        if any(len(a["params"]) != len(b["params"]) for a, b in zip(groups, saved_groups)):
            raise ValueError("loaded state dict contains a parameter group that doesn't match the size of optimizer's "
                             "group")
        id_map = dict(zip(chain.from_iterable(g["params"] for g in saved_groups),
                          chain.from_iterable(g["params"] for g in groups)))

        def cast(param, value, param_id=None, param_groups=None, key=None):
            if isinstance(value, Tensor):
                return Optimizer._process_value_according_to_param_policy(param, value, param_id, param_groups, key)
            if isinstance(value, dict):
                return {k: cast(param, v, param_id=param_id, param_groups=param_groups, key=k)
                        for k, v in value.items()}
            if isinstance(value, Iterable):  # rebuilt as its own type (a str too, as PyTorch's loop does)
                return type(value)(cast(param, v, param_id=param_id, param_groups=param_groups) for v in value)
            return value

        state = defaultdict(dict)
        for k, v in state_dict["state"].items():
            if k in id_map:
                param = id_map[k]
                state[param] = cast(param, v, param_id=k, param_groups=state_dict["param_groups"])
            else:
                state[k] = v

        def update_group(group, new_group):
            new_group["params"] = group["params"]
            if "param_names" in group and "param_names" not in new_group:
                new_group["param_names"] = group["param_names"]
            return new_group

        self.__setstate__({"state": state, "param_groups": [update_group(g, ng) for g, ng in zip(groups, saved_groups)]})
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
        self.defaults.setdefault("differentiable", False)

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
    """A hyperparameter as a Python number (a Tensor one, or the NumPy scalar ``_hyperparameters`` made of it)."""
    return value.item() if hasattr(value, "item") else value


def _scalar(value):
    """A 1-element Tensor as a NumPy scalar of its dtype: arithmetic on it then rounds as PyTorch's on a 0-dim
    tensor does (``np.float32(0.1) / 0.9`` is float32, as ``tensor(0.1) / 0.9`` is). Anything else as it is."""
    if isinstance(value, Tensor):
        return value.dtype.np_dtype.type(value.item())
    return value


def _hyperparameters(group):
    """The group as ``_update`` reads it: a Tensor hyperparameter (a Tensor ``lr``, Adam's Tensor ``betas``) as a
    NumPy scalar of its dtype (``_scalar``); the group itself where it has none."""
    view = None
    for key, value in group.items():
        if key == "params":
            continue
        if isinstance(value, Tensor):
            value = _scalar(value)
        elif isinstance(value, tuple) and any(isinstance(v, Tensor) for v in value):
            value = tuple(_scalar(v) for v in value)
        else:
            continue
        if view is None:
            view = dict(group)
        view[key] = value
    return group if view is None else view


def _like(array, value):
    """A hyperparameter meeting an array as PyTorch's 0-dim tensor meets a dimensioned one: in the array's dtype
    (a Python number already is; a NumPy scalar of another dtype is converted)."""
    return array.dtype.type(value) if hasattr(value, "dtype") else value


def _pow(base, exponent):
    """``base ** exponent`` for a NumPy-scalar base (a Tensor hyperparameter) as ATen's pow(Tensor, Scalar)
    computes a 0-dim tensor's: squares and cubes by multiplication, a square root by sqrt, anything else by the
    double pow rounded to the base's dtype. A Python base as Python computes it."""
    if not hasattr(base, "dtype"):
        return base ** exponent
    kind = base.dtype.type
    if exponent == 2:
        return base * base
    if exponent == 3:
        return base * base * base
    if exponent == 0.5:
        return kind(math.sqrt(base)) if base >= 0 else kind(float("nan"))
    return kind(float(base) ** float(exponent))


def _div(a, b):
    """``a / b`` where either may be a NumPy scalar standing for a 0-dim tensor: a Python number over a tensor is
    PyTorch's ``Tensor.__rdiv__``, ``b.reciprocal() * a``, rounded twice; anything else a plain division."""
    if hasattr(b, "dtype") and not hasattr(a, "dtype"):
        return (b.dtype.type(1) / b) * a
    return a / b


_FOREACH_CAPTURABLE_DEVICES = "['cuda', 'xpu', 'hpu', 'privateuseone']"


def _no_capturable(group, tensors="params and state_steps", devices=_CAPTURABLE_DEVICES, foreach_tensors=None,
                   foreach_devices=_FOREACH_CAPTURABLE_DEVICES):
    # capturable=True asks for CUDA-graph-safe updates; PyTorch refuses it for CPU tensors, as here, with the
    # message of the implementation that runs (foreach=True: the multi-tensor one, which names no 'xla').
    if group.get("capturable"):
        if group.get("foreach"):
            tensors = tensors if foreach_tensors is None else foreach_tensors
            devices = foreach_devices
        raise AssertionError(f"If capturable=True, {tensors} must be on supported devices: {devices}.")


def _check_fused(optimizer):
    """What PyTorch's SGD, Adam, AdamW and Adagrad check after building their groups when ``fused=True``."""
    defaults = optimizer.defaults
    if defaults.get("fused"):
        if defaults.get("differentiable"):
            raise RuntimeError("`fused` does not support `differentiable`")
        if defaults.get("foreach"):
            raise RuntimeError("`fused` and `foreach` cannot be `True` together.")


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
    ``target * beta + (1 - beta) * grad * grad``. A NumPy-scalar ``beta`` (a Tensor hyperparameter) multiplies
    in the array's dtype and gives ``value`` as PyTorch's ``1 - beta`` tensor does: computed in its own dtype,
    then taken as a number."""
    value = 1 - beta
    if hasattr(beta, "dtype"):
        beta, value = _like(target, beta), value.item()
    target *= beta
    squared = value * grad
    squared *= grad
    target += squared
