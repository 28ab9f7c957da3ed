"""nn.Module: parameters, buffers and submodules registered by attribute assignment.

Only ``forward`` is written by the user: calling the module runs the hooks around it, and the
ops inside record the graph, so backward needs nothing from the Module itself.
"""
import functools
import warnings
import weakref
from collections import OrderedDict, namedtuple
from collections.abc import Mapping
from typing import Any, TypeVar

from ..parameter import Buffer, Parameter, buffer_persistent, is_lazy
from ..._tensor import Tensor
from ...autograd.grad_mode import no_grad
from ...autograd.node import RemovableHandle


class _IncompatibleKeys(namedtuple("IncompatibleKeys", ["missing_keys", "unexpected_keys"])):
    __slots__ = ()

    def __repr__(self):
        if not self.missing_keys and not self.unexpected_keys:
            return "<All keys matched successfully>"
        return super().__repr__()

    __str__ = __repr__


_EXTRA_STATE_KEY_SUFFIX = "_extra_state"

# Hooks every module runs (torch.nn.modules.module's globals, for debugging and profiling): registration hooks
# before a buffer / submodule / parameter is stored, call hooks before the module's own around each call.
_global_buffer_registration_hooks = OrderedDict()
_global_module_registration_hooks = OrderedDict()
_global_parameter_registration_hooks = OrderedDict()
_global_backward_pre_hooks = OrderedDict()
_global_backward_hooks = OrderedDict()
_global_is_full_backward_hook = None
_global_forward_pre_hooks = OrderedDict()
_global_forward_hooks = OrderedDict()
_global_forward_hooks_always_called = OrderedDict()
_global_forward_hooks_with_kwargs = OrderedDict()


def _register_global(hooks, hook, **flags):
    handle = RemovableHandle(hooks, extra_dict=[d for d in flags.values() if d is not None])
    hooks[handle.id] = hook
    for flag_dict in flags.values():
        if flag_dict is not None:
            flag_dict[handle.id] = True
    return handle


def register_module_buffer_registration_hook(hook):
    """``hook(module, name, buffer)`` before any module registers a buffer; it may return a replacement."""
    return _register_global(_global_buffer_registration_hooks, hook)


def register_module_module_registration_hook(hook):
    """``hook(module, name, submodule)`` before any module registers a submodule; it may return a replacement."""
    return _register_global(_global_module_registration_hooks, hook)


def register_module_parameter_registration_hook(hook):
    """``hook(module, name, param)`` before any module registers a parameter; it may return a replacement."""
    return _register_global(_global_parameter_registration_hooks, hook)


def register_module_forward_pre_hook(hook):
    """``hook(module, args)`` before every module's forward, ahead of the module's own pre-hooks."""
    return _register_global(_global_forward_pre_hooks, hook)


def register_module_forward_hook(hook, *, with_kwargs=False, always_call=False):
    """``hook(module, args, output)`` (``(module, args, kwargs, output)`` with_kwargs) after every module's
    forward, ahead of the module's own forward hooks."""
    return _register_global(_global_forward_hooks, hook,
                            with_kwargs=_global_forward_hooks_with_kwargs if with_kwargs else None,
                            always_call=_global_forward_hooks_always_called if always_call else None)


def register_module_backward_hook(hook):
    """Deprecated global form of Module.register_backward_hook."""
    global _global_is_full_backward_hook
    if _global_is_full_backward_hook is True:
        raise RuntimeError("Cannot use both regular backward hooks and full backward hooks as a global Module hook. "
                           "Please use only one of them.")
    _global_is_full_backward_hook = False
    return _register_global(_global_backward_hooks, hook)


def register_module_full_backward_pre_hook(hook):
    """Global form of Module.register_full_backward_pre_hook, run before each module's own."""
    return _register_global(_global_backward_pre_hooks, hook)


def register_module_full_backward_hook(hook):
    """Global form of Module.register_full_backward_hook, run before each module's own."""
    global _global_is_full_backward_hook
    if _global_is_full_backward_hook is False:
        raise RuntimeError("Cannot use both regular backward hooks and full backward hooks as a global Module hook. "
                           "Please use only one of them.")
    _global_is_full_backward_hook = True
    return _register_global(_global_backward_hooks, hook)


def _run_registration_hooks(hooks, module, name, value):
    for hook in hooks.values():
        output = hook(module, name, value)
        if output is not None:
            value = output
    return value


class _WrappedHook:
    """A load_state_dict pre-hook that takes the module first (held weakly, as the module holds the hook)."""

    def __init__(self, hook, module=None):
        self.hook = hook
        functools.update_wrapper(self, hook)
        self.with_module = module is not None
        if self.with_module:
            self.module = weakref.ref(module)

    def __call__(self, *args, **kwargs):
        if self.with_module:
            module = self.module()
            if module is None:
                raise RuntimeError("You are trying to call the hook of a dead Module!")
            return self.hook(module, *args, **kwargs)
        return self.hook(*args, **kwargs)

    def __getstate__(self):
        state = {"hook": self.hook, "with_module": self.with_module}
        if self.with_module:
            state["module"] = self.module()
        return state

    def __setstate__(self, state):
        self.hook, self.with_module = state["hook"], state["with_module"]
        if self.with_module:
            if state["module"] is None:
                raise RuntimeError("You are trying to revive the hook of a dead Module!")
            self.module = weakref.ref(state["module"])


def _addindent(s_, num_spaces):
    s = s_.split("\n")
    if len(s) == 1:
        return s_
    first = s.pop(0)
    s = [(num_spaces * " ") + line for line in s]
    return first + "\n" + "\n".join(s)


T_destination = TypeVar("T_destination", bound=dict[str, Any])


class Module:
    dump_patches: bool = False
    _version: int = 1
    training: bool
    _is_full_backward_hook: "bool | None"
    call_super_init: bool = False
    T_destination = T_destination

    def __init__(self, *args, **kwargs):
        if args or kwargs:
            raise TypeError(f"{type(self).__name__}.__init__() got an unexpected keyword argument "
                            f"'{next(iter(kwargs))}'" if kwargs else
                            f"{type(self).__name__}.__init__() takes 1 positional argument but {len(args) + 1} were "
                            "given")
        d = self.__dict__
        d["training"] = True
        d["_parameters"] = OrderedDict()
        d["_buffers"] = OrderedDict()
        d["_non_persistent_buffers_set"] = set()
        d["_modules"] = OrderedDict()
        d["_forward_hooks"] = OrderedDict()
        d["_forward_hooks_with_kwargs"] = OrderedDict()
        d["_forward_hooks_always_called"] = OrderedDict()
        d["_forward_pre_hooks"] = OrderedDict()
        d["_forward_pre_hooks_with_kwargs"] = OrderedDict()
        d["_state_dict_hooks"] = OrderedDict()
        d["_state_dict_pre_hooks"] = OrderedDict()
        d["_load_state_dict_pre_hooks"] = OrderedDict()
        d["_load_state_dict_post_hooks"] = OrderedDict()
        d["_backward_hooks"] = OrderedDict()
        d["_backward_pre_hooks"] = OrderedDict()
        d["_is_full_backward_hook"] = None  # True/False once a full/regular backward hook is registered

    def forward(self, *input):
        raise NotImplementedError(f'Module [{type(self).__name__}] is missing the required "forward" function')

    # -- calling ------------------------------------------------------------------------------
    def _call_impl(self, *args, **kwargs):
        d = self.__dict__
        backward_hooks, backward_pre_hooks = d.get("_backward_hooks"), d.get("_backward_pre_hooks")
        if not (self._forward_pre_hooks or self._forward_hooks or backward_hooks or backward_pre_hooks
                or _global_forward_pre_hooks or _global_forward_hooks or _global_backward_hooks
                or _global_backward_pre_hooks):
            return self.forward(*args, **kwargs)
        # the hooks that ran, and the latest output: a forward that raises still runs the always_call hooks
        called_always, state = set(), {"args": args, "kwargs": kwargs, "result": None}
        try:
            return self._call_with_hooks(args, kwargs, called_always, state)
        except Exception:
            self._run_always_called_hooks(called_always, state)
            raise

    def _call_with_hooks(self, args, kwargs, called_always, state):
        for hook_id, hook in (*_global_forward_pre_hooks.items(), *self._forward_pre_hooks.items()):
            if hook_id in self._forward_pre_hooks_with_kwargs:
                result = hook(self, args, kwargs)
                if result is not None:
                    if not (isinstance(result, tuple) and len(result) == 2):
                        raise RuntimeError("forward pre-hook must return None or a tuple of (new_args, new_kwargs), "
                                           f"but got {result}.")
                    args, kwargs = result
            else:
                result = hook(self, args)
                if result is not None:
                    args = result if isinstance(result, tuple) else (result,)
        state["args"], state["kwargs"] = args, kwargs
        full_hooks, non_full_hooks = self._get_backward_hooks()
        pre_hooks = self._get_backward_pre_hooks()
        bw_hook = None
        if full_hooks or pre_hooks:
            from ._backward_hook import BackwardHook
            bw_hook = BackwardHook(self, full_hooks, pre_hooks)
            args = bw_hook.setup_input_hook(args)
        out = state["result"] = self.forward(*args, **kwargs)
        always = self.__dict__.get("_forward_hooks_always_called", ())
        for hook_id, hook in (*_global_forward_hooks.items(), *self._forward_hooks.items()):
            if hook_id in always or hook_id in _global_forward_hooks_always_called:
                called_always.add(hook_id)
            if hook_id in self._forward_hooks_with_kwargs or hook_id in _global_forward_hooks_with_kwargs:
                result = hook(self, args, kwargs, out)
            else:
                result = hook(self, args, out)
            if result is not None:
                out = state["result"] = result
        if bw_hook is not None:
            if not isinstance(out, (Tensor, tuple)):
                warnings.warn("For backward hooks to be called, module output should be a Tensor or a tuple of "
                              f"Tensors but received {type(out)}")
            out = bw_hook.setup_output_hook(out)
        if non_full_hooks:  # register_backward_hook's: post hooks on the output's own node
            from ._backward_hook import register_non_full_backward_hooks
            register_non_full_backward_hooks(self, non_full_hooks, args, out)
        return out

    def _get_backward_hooks(self):
        """(full, non-full) backward hooks of a call: the global ones first, then the module's own."""
        d = self.__dict__
        own = list(d.get("_backward_hooks", {}).values())
        full = d.get("_is_full_backward_hook")
        global_hooks = list(_global_backward_hooks.values())
        return ((global_hooks if _global_is_full_backward_hook is True else []) + (own if full is True else []),
                (global_hooks if _global_is_full_backward_hook is False else []) + (own if full is False else []))

    def _get_backward_pre_hooks(self):
        return [*_global_backward_pre_hooks.values(), *self.__dict__.get("_backward_pre_hooks", {}).values()]

    def _run_always_called_hooks(self, called_always, state):
        """After forward (or a hook) raised: the always_call forward hooks that did not run yet, their own errors
        turned into warnings so the original error is the one raised."""
        args, kwargs = state["args"], state["kwargs"]
        always = self.__dict__.get("_forward_hooks_always_called", ())
        for label, hooks, flagged in (("global module forward hook", _global_forward_hooks,
                                       _global_forward_hooks_always_called),
                                      ("module forward hook", self._forward_hooks, always)):
            for hook_id, hook in tuple(hooks.items()):
                if hook_id not in flagged or hook_id in called_always:
                    continue
                try:
                    if hooks is self._forward_hooks and hook_id in self._forward_hooks_with_kwargs:
                        result = hook(self, args, kwargs, state["result"])
                    else:
                        result = hook(self, args, state["result"])
                    if result is not None:
                        state["result"] = result
                except Exception as e:  # noqa: BLE001 - silenced, as PyTorch does, for the forward's error
                    warnings.warn(f"{label} with ``always_call=True`` raised an exception that was silenced as "
                                  f"another error was raised in forward: {e}", stacklevel=2)

    def register_backward_hook(self, hook):
        """Deprecated for register_full_backward_hook: ``hook(module, grad_input, grad_output)`` on the node that
        made the module's (first) output, with that node's gradients."""
        if self.__dict__.get("_is_full_backward_hook") is True:
            raise RuntimeError("Cannot use both regular backward hooks and full backward hooks on a single Module. "
                               "Please use only one of them.")
        self.__dict__["_is_full_backward_hook"] = False
        handle = RemovableHandle(self._backward_hooks)
        self._backward_hooks[handle.id] = hook
        return handle

    def register_full_backward_hook(self, hook, prepend=False):
        """``hook(module, grad_input, grad_output)`` when the gradients of the module's inputs are computed; it may
        return new ``grad_input``."""
        if self.__dict__.get("_is_full_backward_hook") is False:
            raise RuntimeError("Cannot use both regular backward hooks and full backward hooks on a single Module. "
                               "Please use only one of them.")
        self.__dict__["_is_full_backward_hook"] = True
        handle = RemovableHandle(self._backward_hooks)
        self._backward_hooks[handle.id] = hook
        if prepend:
            self._backward_hooks.move_to_end(handle.id, last=False)
        return handle

    def register_full_backward_pre_hook(self, hook, prepend=False):
        """``hook(module, grad_output)`` when the gradients of the module's outputs arrive; it may return new ones."""
        handle = RemovableHandle(self._backward_pre_hooks)
        self._backward_pre_hooks[handle.id] = hook
        if prepend:
            self._backward_pre_hooks.move_to_end(handle.id, last=False)
        return handle

    __call__ = _call_impl

    def register_forward_pre_hook(self, hook, *, prepend=False, with_kwargs=False):
        handle = RemovableHandle(self._forward_pre_hooks, extra_dict=self._forward_pre_hooks_with_kwargs)
        self._forward_pre_hooks[handle.id] = hook
        if with_kwargs:
            self._forward_pre_hooks_with_kwargs[handle.id] = True
        if prepend:
            self._forward_pre_hooks.move_to_end(handle.id, last=False)
        return handle

    def register_forward_hook(self, hook, *, prepend=False, with_kwargs=False, always_call=False):
        always = self.__dict__.setdefault("_forward_hooks_always_called", OrderedDict())
        handle = RemovableHandle(self._forward_hooks, extra_dict=[self._forward_hooks_with_kwargs, always])
        self._forward_hooks[handle.id] = hook
        if with_kwargs:
            self._forward_hooks_with_kwargs[handle.id] = True
        if always_call:
            always[handle.id] = True
        if prepend:
            self._forward_hooks.move_to_end(handle.id, last=False)
        return handle

    # -- registration -------------------------------------------------------------------------
    def __setattr__(self, name, value):
        d = self.__dict__
        params = d.get("_parameters")

        def remove_from(*stores):
            for store in stores:
                if name in store:
                    if store is d:
                        del store[name]
                    else:
                        store.pop(name)

        if isinstance(value, Parameter):
            if params is None:
                raise AttributeError("cannot assign parameters before Module.__init__() call")
            remove_from(d, self._buffers, self._modules)
            self._non_persistent_buffers_set.discard(name)
            self.register_parameter(name, value)
        elif params is not None and name in params:
            if value is not None:
                raise TypeError(f"cannot assign '{_typename(value)}' as parameter '{name}' (torch.nn.Parameter or "
                                "None expected)")
            self.register_parameter(name, value)
        elif isinstance(value, Module):
            modules = d.get("_modules")
            if modules is None:
                raise AttributeError("cannot assign module before Module.__init__() call")
            remove_from(d, self._parameters, self._buffers)
            self._non_persistent_buffers_set.discard(name)
            modules[name] = _run_registration_hooks(_global_module_registration_hooks, self, name, value)
        elif d.get("_modules") is not None and name in d["_modules"]:
            if value is not None:
                raise TypeError(f"cannot assign '{_typename(value)}' as child module '{name}' (torch.nn.Module or "
                                "None expected)")
            d["_modules"][name] = _run_registration_hooks(_global_module_registration_hooks, self, name, value)
        elif isinstance(value, Buffer):  # nn.Buffer: registered with its own persistence
            self.register_buffer(name, value, buffer_persistent(value))
        elif d.get("_buffers") is not None and name in d["_buffers"]:
            if value is not None and not isinstance(value, Tensor):
                raise TypeError(f"cannot assign '{_typename(value)}' as buffer '{name}' (torch.nn.Buffer, "
                                "torch.Tensor or None expected)")
            self.register_buffer(name, value, name not in self._non_persistent_buffers_set)
        else:
            object.__setattr__(self, name, value)

    def __getattr__(self, name):
        d = self.__dict__
        for store in ("_parameters", "_buffers", "_modules"):
            if store in d and name in d[store]:
                return d[store][name]
        raise AttributeError(f"'{type(self).__name__}' object has no attribute '{name}'")

    def __delattr__(self, name):
        for store in (self._parameters, self._buffers, self._modules):
            if name in store:
                del store[name]
                self._non_persistent_buffers_set.discard(name)
                return
        object.__delattr__(self, name)

    def _check_name(self, name, kind):
        if "_parameters" not in self.__dict__:
            raise AttributeError(f"cannot assign {kind} before Module.__init__() call")
        if not isinstance(name, str):
            raise TypeError(f"{kind} name should be a string. Got {_typename(name)}")
        if "." in name:
            raise KeyError(f'{kind} name can\'t contain "."')
        if name == "":
            raise KeyError(f'{kind} name can\'t be empty string ""')

    def register_parameter(self, name, param):
        self._check_name(name, "parameter")
        if hasattr(self, name) and name not in self._parameters:
            raise KeyError(f"attribute '{name}' already exists")
        if param is not None and not isinstance(param, Parameter):
            raise TypeError(f"cannot assign '{_typename(param)}' object to parameter '{name}' (torch.nn.Parameter "
                            "or None required)")
        if param is not None and param.grad_fn is not None:
            raise ValueError(f"Cannot assign non-leaf Tensor to parameter '{name}'. Model parameters must be created "
                             "explicitly. To express '{name}' as a function of another Tensor, compute the value in "
                             "the forward() method.")
        if param is not None:
            param = _run_registration_hooks(_global_parameter_registration_hooks, self, name, param)
        self._parameters[name] = param

    def register_buffer(self, name, tensor, persistent=True):
        self._check_name(name, "buffer")
        if hasattr(self, name) and name not in self._buffers:
            raise KeyError(f"attribute '{name}' already exists")
        if tensor is not None and not isinstance(tensor, Tensor):
            raise TypeError(f"cannot assign '{_typename(tensor)}' object to buffer '{name}' (torch Tensor or None "
                            "required)")
        self._buffers[name] = _run_registration_hooks(_global_buffer_registration_hooks, self, name, tensor)
        if persistent:
            self._non_persistent_buffers_set.discard(name)
        else:
            self._non_persistent_buffers_set.add(name)

    def add_module(self, name, module):
        if module is not None and not isinstance(module, Module):
            raise TypeError(f"{_typename(module)} is not a Module subclass")
        if not isinstance(name, str):
            raise TypeError(f"module name should be a string. Got {_typename(name)}")
        if hasattr(self, name) and name not in self._modules:
            raise KeyError(f"attribute '{name}' already exists")
        if "." in name:
            raise KeyError(f'module name can\'t contain ".", got: {name}')
        if name == "":
            raise KeyError('module name can\'t be empty string ""')
        self._modules[name] = _run_registration_hooks(_global_module_registration_hooks, self, name, module)

    register_module = add_module

    def get_submodule(self, target):
        mod = self
        if target == "":
            return mod
        for item in target.split("."):
            if item not in mod._modules:
                raise AttributeError(f"{mod._get_name()} has no attribute `{item}`")
            mod = mod._modules[item]
        return mod

    def set_submodule(self, target, module, strict=False):
        """Put ``module`` at dotted ``target`` (its parent must exist; with ``strict`` so must the old one)."""
        if target == "":
            raise ValueError("Cannot set the submodule without a target name!")
        if not isinstance(module, Module):
            raise ValueError("`" + "module" + f"` is not an nn.Module, found {type(module)}")
        parent_path, _, name = target.rpartition(".")
        parent = self.get_submodule(parent_path)
        if strict and not hasattr(parent, name):
            raise AttributeError(parent._get_name() + " has no attribute `" + name + "`")
        if hasattr(parent, name) and not isinstance(getattr(parent, name), Module):
            raise AttributeError("`" + name + "` is not an nn.Module")
        setattr(parent, name, module)

    def get_buffer(self, target):
        module_path, _, name = target.rpartition(".")
        mod = self.get_submodule(module_path)
        if not hasattr(mod, name):
            raise AttributeError(mod._get_name() + " has no attribute `" + name + "`")
        if name not in mod._buffers:
            raise AttributeError("`" + name + "` is not a buffer")
        return mod._buffers[name]

    def get_extra_state(self):
        raise RuntimeError("Reached a code path in Module.get_extra_state() that should never be called. Please file "
                           "an issue at https://github.com/pytorch/pytorch/issues/new?template=bug-report.yml to "
                           "report this bug.")

    def set_extra_state(self, state):
        raise RuntimeError("Reached a code path in Module.set_extra_state() that should never be called. Please file "
                           "an issue at https://github.com/pytorch/pytorch/issues/new?template=bug-report.yml to "
                           "report this bug.")

    def _has_extra_state(self, method):
        return getattr(type(self), method) is not getattr(Module, method)

    def get_parameter(self, target):
        module_path, _, name = target.rpartition(".")
        mod = self.get_submodule(module_path)
        if not hasattr(mod, name):
            raise AttributeError(f"{mod._get_name()} has no attribute `{name}`")
        param = getattr(mod, name)
        if not isinstance(param, Parameter):
            raise AttributeError(f"`{name}` is not an nn.Parameter")
        return param

    # -- iteration ----------------------------------------------------------------------------
    def _named_members(self, get_members, prefix="", recurse=True, remove_duplicate=True):
        memo = set()
        modules = self.named_modules(prefix=prefix, remove_duplicate=remove_duplicate) if recurse else [(prefix, self)]
        for module_prefix, module in modules:
            for k, v in get_members(module):
                if v is None or (remove_duplicate and id(v) in memo):
                    continue
                if remove_duplicate:
                    memo.add(id(v))
                yield (module_prefix + ("." if module_prefix else "") + k), v

    def named_parameters(self, prefix="", recurse=True, remove_duplicate=True):
        return self._named_members(lambda m: m._parameters.items(), prefix, recurse, remove_duplicate)

    def parameters(self, recurse=True):
        for _, p in self.named_parameters(recurse=recurse):
            yield p

    def named_buffers(self, prefix="", recurse=True, remove_duplicate=True):
        return self._named_members(lambda m: m._buffers.items(), prefix, recurse, remove_duplicate)

    def buffers(self, recurse=True):
        for _, b in self.named_buffers(recurse=recurse):
            yield b

    def named_children(self):
        memo = set()
        for name, m in self._modules.items():
            if m is not None and id(m) not in memo:
                memo.add(id(m))
                yield name, m

    def children(self):
        for _, m in self.named_children():
            yield m

    def named_modules(self, memo=None, prefix="", remove_duplicate=True):
        """Pre-order, iteratively (an explicit stack instead of recursion)."""
        memo = set() if memo is None else memo
        stack = [(prefix, self)]
        while stack:
            name, module = stack.pop()
            if remove_duplicate:
                if id(module) in memo:
                    continue
                memo.add(id(module))
            yield name, module
            children = [(name + ("." if name else "") + n, m) for n, m in module._modules.items() if m is not None]
            stack.extend(reversed(children))

    def modules(self):
        for _, m in self.named_modules():
            yield m

    # -- modes and gradients ------------------------------------------------------------------
    def train(self, mode=True):
        if not isinstance(mode, bool):
            raise ValueError("training mode is expected to be boolean")
        self.training = mode
        for m in self.children():
            m.train(mode)
        return self

    def eval(self):
        return self.train(False)

    def requires_grad_(self, requires_grad=True):
        for p in self.parameters():
            p.requires_grad_(requires_grad)
        return self

    def compile(self, *args, **kwargs):
        """Module.compile: ``torch.compile`` of this module's calls, in place. minitorch runs eagerly, so only the
        arguments are checked (with torch.compile's errors)."""
        from ..._compile import compile
        compile(lambda: None, *args, **kwargs)

    def zero_grad(self, set_to_none=True):
        for p in self.parameters():
            if p.grad is not None:
                if set_to_none:
                    p.grad = None
                else:
                    p.grad = p.grad.detach() * 0

    def apply(self, fn):
        for m in self.children():
            m.apply(fn)
        fn(self)
        return self

    # -- conversion ---------------------------------------------------------------------------
    def _apply(self, fn):
        for m in self.children():
            m._apply(fn)
        with no_grad():
            for key, p in self._parameters.items():
                if p is None:
                    continue
                p.data = fn(p.data)
                if p.grad is not None:
                    p.grad = fn(p.grad)
            for key, b in self._buffers.items():
                if b is not None:
                    self._buffers[key] = fn(b)
        return self

    def to(self, *args, **kwargs):
        from ..._tensor import _parse_to  # PyTorch's torch._C._nn._parse_to: Tensor.to's parser and its errors
        memory_format = kwargs.get("memory_format")
        dtype, device, _ = _parse_to(args, {k: v for k, v in kwargs.items() if k != "memory_format"})
        if dtype is not None and not dtype.is_floating_point:
            raise TypeError(f"nn.Module.to only accepts floating point or complex dtypes, but got desired "
                            f"dtype={dtype}")

        def convert(t):
            if memory_format is not None and t.dim() in (4, 5):  # only weights a memory format can apply to
                return t.to(device=device, dtype=dtype if t.is_floating_point() else None,
                            memory_format=memory_format)
            return t.to(device=device, dtype=dtype if t.is_floating_point() else None)
        return self._apply(convert)

    def cpu(self):
        return self._apply(lambda t: t.cpu())

    def share_memory(self):
        """Tensor.share_memory_ on every parameter, gradient and buffer."""
        return self._apply(lambda t: t.share_memory_())

    def cuda(self, device=None):
        return self._apply(lambda t: t.cuda(device))

    def float(self):
        return self._apply(lambda t: t.float() if t.is_floating_point() else t)

    def double(self):
        return self._apply(lambda t: t.double() if t.is_floating_point() else t)

    def half(self):
        return self._apply(lambda t: t.half() if t.is_floating_point() else t)

    def to_empty(self, *, device, recurse=True):
        """Parameters and buffers replaced by uninitialized ones (zeros here) on ``device``."""
        from ... import _creation
        return self._apply(lambda t: _creation.empty_like(t, device=device))

    def type(self, dst_type):
        return self._apply(lambda t: t.type(dst_type))

    # -- state ------------------------------------------------------------------------------------
    # state_dict and load_state_dict walk the module tree recursively, each module through its overridable
    # _save_to_state_dict / _load_from_state_dict with its hooks around them, so subclasses and hooks see exactly
    # the calls PyTorch makes (a module tree is shallow: this is not the autograd graph).
    def register_state_dict_pre_hook(self, hook):
        """``hook(module, prefix, keep_vars)`` before the module saves its state."""
        handle = RemovableHandle(self._state_dict_pre_hooks)
        self._state_dict_pre_hooks[handle.id] = hook
        return handle

    def register_state_dict_post_hook(self, hook):
        """``hook(module, state_dict, prefix, local_metadata)`` after the module and its children saved their state;
        it edits ``state_dict`` in place (returning anything else than None is an error)."""
        hook._from_public_api = True  # marks it apart from _register_state_dict_hook's, which may return a new dict
        handle = RemovableHandle(self._state_dict_hooks)
        self._state_dict_hooks[handle.id] = hook
        return handle

    def _register_state_dict_hook(self, hook):
        """The older post-hook: what it returns (when not None) becomes the state dict from there on."""
        if getattr(hook, "_from_public_api", False):
            raise RuntimeError("Cannot register the same function as the state dict post hook that was previously "
                               "registered via register_state_dict_post_hook")
        handle = RemovableHandle(self._state_dict_hooks)
        self._state_dict_hooks[handle.id] = hook
        return handle

    def _save_to_state_dict(self, destination, prefix, keep_vars):
        """This module's own parameters, persistent buffers and extra state (not its children's)."""
        for name, p in self._parameters.items():
            if p is not None:
                destination[prefix + name] = p if keep_vars else p.detach()
        for name, b in self._buffers.items():
            if b is not None and name not in self._non_persistent_buffers_set:
                destination[prefix + name] = b if keep_vars else b.detach()
        if self._has_extra_state("get_extra_state"):
            destination[prefix + _EXTRA_STATE_KEY_SUFFIX] = self.get_extra_state()

    def state_dict(self, *args, destination=None, prefix="", keep_vars=False):
        if args:
            warnings.warn("Positional args are being deprecated, use kwargs instead. Refer to "
                          "https://pytorch.org/docs/main/generated/torch.nn.Module.html#torch.nn.Module.state_dict for "
                          "details.", FutureWarning, stacklevel=2)
            if destination is None:
                destination = args[0]
            if len(args) > 1 and prefix == "":
                prefix = args[1]
            if len(args) > 2 and keep_vars is False:
                keep_vars = args[2]
        if destination is None:
            destination = OrderedDict()
            destination._metadata = OrderedDict()  # {module prefix: {"version": its class's _version}}
        local_metadata = dict(version=self._version)
        if hasattr(destination, "_metadata"):
            destination._metadata[prefix[:-1]] = local_metadata
        for hook in self._state_dict_pre_hooks.values():
            hook(self, prefix, keep_vars)
        self._save_to_state_dict(destination, prefix, keep_vars)
        for name, module in self._modules.items():
            if module is not None:
                module.state_dict(destination=destination, prefix=prefix + name + ".", keep_vars=keep_vars)
        for hook in self._state_dict_hooks.values():
            result = hook(self, destination, prefix, local_metadata)
            if getattr(hook, "_from_public_api", False):
                if result is not None:
                    raise RuntimeError("state_dict post-hook must return None")
            elif result is not None:
                destination = result
        return destination

    def _register_load_state_dict_pre_hook(self, hook, with_module=False):
        """``hook([module,] state_dict, prefix, local_metadata, strict, missing_keys, unexpected_keys, error_msgs)``
        as the module's _load_from_state_dict starts; the module comes first only ``with_module``."""
        handle = RemovableHandle(self._load_state_dict_pre_hooks)
        self._load_state_dict_pre_hooks[handle.id] = _WrappedHook(hook, self if with_module else None)
        return handle

    def register_load_state_dict_pre_hook(self, hook):
        return self._register_load_state_dict_pre_hook(hook, with_module=True)

    def register_load_state_dict_post_hook(self, hook):
        """``hook(module, incompatible_keys)`` after the module and its children loaded; editing the key lists in
        place changes what ``strict`` reports."""
        handle = RemovableHandle(self._load_state_dict_post_hooks)
        self._load_state_dict_post_hooks[handle.id] = hook
        return handle

    def _load_from_state_dict(self, state_dict, prefix, local_metadata, strict, missing_keys, unexpected_keys,
                              error_msgs):
        """Copy this module's own entries of ``state_dict`` (keys under ``prefix``); problems are appended to the
        three lists, which load_state_dict reports at the end."""
        for hook in self._load_state_dict_pre_hooks.values():
            hook(state_dict, prefix, local_metadata, strict, missing_keys, unexpected_keys, error_msgs)
        local_state = {k: v for k, v in self._parameters.items() if v is not None}
        local_state.update((k, v) for k, v in self._buffers.items()
                           if v is not None and k not in self._non_persistent_buffers_set)
        assign = local_metadata.get("assign_to_params_buffers", False)
        for name, param in local_state.items():
            key = prefix + name
            if key not in state_dict:
                if strict:
                    missing_keys.append(key)
                continue
            value = state_dict[key]
            if not isinstance(value, Tensor):
                error_msgs.append(f'While copying the parameter named "{key}", expected torch.Tensor or Tensor-like '
                                  f"object from checkpoint but received {type(value)}")
                continue
            lazy = is_lazy(param)
            if not lazy and param.dim() == 0 and value.dim() == 1 and value.shape[0] == 1:
                value = value[0]  # a scalar saved as shape [1] by PyTorch 0.3
            if not lazy and value.shape != param.shape:
                error_msgs.append(f"size mismatch for {key}: copying a param with shape {value.shape} from "
                                  f"checkpoint, the shape in current model is {param.shape}.")
                continue
            try:
                with no_grad():
                    if assign:
                        if isinstance(param, Parameter) and not isinstance(value, Parameter):
                            value = Parameter(value, requires_grad=param.requires_grad)
                        elif isinstance(param, Parameter):
                            value.requires_grad_(param.requires_grad)
                        setattr(self, name, value)
                    else:
                        param.copy_(value)
            except Exception as ex:  # noqa: BLE001 - reported with the others, as PyTorch does
                error_msgs.append(f'While copying the parameter named "{key}", whose dimensions in the model are '
                                  f"{param.size()} and whose dimensions in the checkpoint are {value.size()}, an "
                                  f"exception occurred : {ex.args}.")
        extra_key = prefix + _EXTRA_STATE_KEY_SUFFIX
        if self._has_extra_state("set_extra_state"):
            if extra_key in state_dict:
                self.set_extra_state(state_dict[extra_key])
            elif strict:
                missing_keys.append(extra_key)
        elif strict and extra_key in state_dict:
            unexpected_keys.append(extra_key)
        if strict:
            for key in state_dict:
                if key.startswith(prefix) and key != extra_key:
                    head, dot, _ = key[len(prefix):].partition(".")
                    if (head not in self._modules) if dot else (head not in local_state):
                        unexpected_keys.append(key)

    def load_state_dict(self, state_dict, strict=True, assign=False):
        """Each module loads its own entries in turn (a failed entry is reported, the others still load);
        every error is raised together at the end."""
        if not isinstance(state_dict, Mapping):
            raise TypeError(f"Expected state_dict to be dict-like, got {type(state_dict)}.")
        missing_keys, unexpected_keys, error_msgs = [], [], []
        metadata = getattr(state_dict, "_metadata", None)
        state_dict = OrderedDict(state_dict)  # a copy the modules' hooks may edit
        if metadata is not None:
            state_dict._metadata = metadata

        def load(module, local_state_dict, prefix=""):
            local_metadata = {} if metadata is None else metadata.get(prefix[:-1], {})
            if assign:
                local_metadata["assign_to_params_buffers"] = assign
            # strict is always True here: the lists are complete, and load_state_dict's strict decides
            module._load_from_state_dict(local_state_dict, prefix, local_metadata, True, missing_keys,
                                         unexpected_keys, error_msgs)
            for name, child in module._modules.items():
                if child is not None:
                    child_prefix = prefix + name + "."
                    load(child, {k: v for k, v in local_state_dict.items() if k.startswith(child_prefix)},
                         child_prefix)
            incompatible_keys = _IncompatibleKeys(missing_keys, unexpected_keys)
            for hook in module._load_state_dict_post_hooks.values():
                if hook(module, incompatible_keys) is not None:
                    raise AssertionError("Hooks registered with ``register_load_state_dict_post_hook`` are not "
                                         "expected to return new values, if incompatible_keys need to be modified, it "
                                         "should be done inplace.")
        load(self, state_dict)
        if strict:
            if unexpected_keys:
                error_msgs.insert(0, "Unexpected key(s) in state_dict: {}. ".format(
                    ", ".join(f'"{k}"' for k in unexpected_keys)))
            if missing_keys:
                error_msgs.insert(0, "Missing key(s) in state_dict: {}. ".format(
                    ", ".join(f'"{k}"' for k in missing_keys)))
        if error_msgs:
            raise RuntimeError("Error(s) in loading state_dict for {}:\n\t{}".format(
                type(self).__name__, "\n\t".join(error_msgs)))
        return _IncompatibleKeys(missing_keys, unexpected_keys)

    # -- printing -----------------------------------------------------------------------------
    def _get_name(self):
        return type(self).__name__

    def extra_repr(self):
        return ""

    def __repr__(self):
        extra_lines = []
        extra = self.extra_repr()
        if extra:
            extra_lines = extra.split("\n")
        child_lines = []
        for key, module in self._modules.items():
            child_lines.append("(" + key + "): " + _addindent(repr(module), 2))
        lines = extra_lines + child_lines
        main = self._get_name() + "("
        if lines:
            if len(extra_lines) == 1 and not child_lines:
                main += extra_lines[0]
            else:
                main += "\n  " + "\n  ".join(lines) + "\n"
        return main + ")"

    def __dir__(self):
        keys = list(super().__dir__()) + list(self._parameters) + list(self._modules) + list(self._buffers)
        return sorted(k for k in keys if not k[0].isdigit())

    def __setstate__(self, state):
        self.__dict__.update(state)
        for name in ("_forward_pre_hooks", "_forward_pre_hooks_with_kwargs", "_forward_hooks_with_kwargs",
                     "_forward_hooks_always_called", "_state_dict_hooks", "_state_dict_pre_hooks",
                     "_load_state_dict_pre_hooks", "_load_state_dict_post_hooks", "_backward_pre_hooks"):
            self.__dict__.setdefault(name, OrderedDict())  # a module pickled before these existed
        self.__dict__.setdefault("_non_persistent_buffers_set", set())
        self.__dict__.setdefault("_is_full_backward_hook", None)

    def __getstate__(self):
        return self.__dict__.copy()


def _typename(value):
    """torch.typename, as Module's messages name a value: a tensor's type(), a function or class by its own
    qualified name (``<lambda> is not a Module subclass``), anything else by its class's."""
    from ..._torch_utils import typename
    return typename(value)
