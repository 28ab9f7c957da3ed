"""nn.Module: parameters, buffers and submodules registered by attribute assignment.

Only ``forward`` is written by the user: calling the module runs the hooks around it, and the
ops inside record the graph, so backward needs nothing from the Module itself.
"""
import warnings
from collections import OrderedDict, namedtuple

from ..parameter import Buffer, Parameter, buffer_persistent
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


def _addindent(s_, num_spaces):
    s = s_.split("\n")
    if len(s) == 1:
        return s_
    first = s.pop(0)
    s = [(num_spaces * " ") + line for line in s]
    return first + "\n" + "\n".join(s)


class Module:
    training: bool
    _version = 1
    call_super_init = False

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
        d["_forward_pre_hooks"] = OrderedDict()
        d["_forward_pre_hooks_with_kwargs"] = OrderedDict()
        d["_state_dict_hooks"] = OrderedDict()
        d["_backward_hooks"] = OrderedDict()
        d["_backward_pre_hooks"] = OrderedDict()

    def forward(self, *input):
        raise NotImplementedError(f'Module [{type(self).__name__}] is missing the required "forward" function')

    # -- calling ------------------------------------------------------------------------------
    def _call_impl(self, *args, **kwargs):
        for hook_id, hook in tuple(self._forward_pre_hooks.items()):
            if hook_id in self._forward_pre_hooks_with_kwargs:
                result = hook(self, args, kwargs)
                if result is not None:
                    args, kwargs = result
            else:
                result = hook(self, args)
                if result is not None:
                    args = result if isinstance(result, tuple) else (result,)
        d = self.__dict__
        backward_hooks, backward_pre_hooks = d.get("_backward_hooks"), d.get("_backward_pre_hooks")
        full = d.get("_is_full_backward_hook")
        full_hooks = list(backward_hooks.values()) if backward_hooks and full else []
        bw_hook = None
        if full_hooks or backward_pre_hooks:
            from ._backward_hook import BackwardHook
            bw_hook = BackwardHook(self, full_hooks, list(backward_pre_hooks.values()))
            args = bw_hook.setup_input_hook(args)
        out = self.forward(*args, **kwargs)
        for hook_id, hook in tuple(self._forward_hooks.items()):
            if hook_id in self._forward_hooks_with_kwargs:
                result = hook(self, args, kwargs, out)
            else:
                result = hook(self, args, out)
            if result is not None:
                out = result
        if bw_hook is not None:
            if not isinstance(out, (Tensor, tuple)):
                warnings.warn("For backward hooks to be called, module output should be a Tensor or a tuple of "
                              f"Tensors but received {type(out)}")
            out = bw_hook.setup_output_hook(out)
        if backward_hooks and full is False:  # register_backward_hook's: post hooks on the output's own node
            from ._backward_hook import register_non_full_backward_hooks
            register_non_full_backward_hooks(self, list(backward_hooks.values()), args, out)
        return out

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
        handle = RemovableHandle(self._forward_pre_hooks)
        self._forward_pre_hooks[handle.id] = hook
        if with_kwargs:
            self._forward_pre_hooks_with_kwargs[handle.id] = True
        if prepend:
            self._forward_pre_hooks.move_to_end(handle.id, last=False)
        return handle

    def register_forward_hook(self, hook, *, prepend=False, with_kwargs=False, always_call=False):
        handle = RemovableHandle(self._forward_hooks)
        self._forward_hooks[handle.id] = hook
        if with_kwargs:
            self._forward_hooks_with_kwargs[handle.id] = True
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
            modules[name] = value
        elif d.get("_modules") is not None and name in d["_modules"]:
            if value is not None:
                raise TypeError(f"cannot assign '{_typename(value)}' as child module '{name}' (torch.nn.Module or "
                                "None expected)")
            d["_modules"][name] = value
        elif isinstance(value, Buffer):  # nn.Buffer: registered with its own persistence
            self.register_buffer(name, value, buffer_persistent(value))
        elif d.get("_buffers") is not None and name in d["_buffers"]:
            if value is not None and not isinstance(value, Tensor):
                raise TypeError(f"cannot assign '{_typename(value)}' as buffer '{name}' (torch.Tensor or None "
                                "expected)")
            d["_buffers"][name] = value
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
        self._parameters[name] = param

    def register_buffer(self, name, tensor, persistent=True):
        self._check_name(name, "buffer")
        if hasattr(self, name) and name not in self._buffers:
            raise KeyError(f"attribute '{name}' already exists")
        if tensor is not None and not isinstance(tensor, Tensor):
            raise TypeError(f"cannot assign '{_typename(tensor)}' object to buffer '{name}' (torch Tensor or None "
                            "required)")
        self._buffers[name] = tensor
        if persistent:
            self._non_persistent_buffers_set.discard(name)
        else:
            self._non_persistent_buffers_set.add(name)

    def add_module(self, name, module):
        if module is not None and not isinstance(module, Module):
            raise TypeError(f"{_typename(module)} is not a Module subclass")
        self._check_name(name, "module")
        if hasattr(self, name) and name not in self._modules:
            raise KeyError(f"attribute '{name}' already exists")
        self._modules[name] = module

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
        if name not in mod._parameters:
            raise AttributeError(f"`{name}` is not an nn.Parameter")
        return mod._parameters[name]

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
        dtype = kwargs.get("dtype")
        device = kwargs.get("device")
        for a in args:
            if isinstance(a, Tensor):
                dtype, device = a.dtype, a.device
            elif _is_dtype(a):
                dtype = a
            else:
                device = a
        if dtype is not None and not dtype.is_floating_point:
            raise TypeError(f"nn.Module.to only accepts floating point or complex dtypes, but got desired "
                            f"dtype={dtype}")

        memory_format = kwargs.get("memory_format")

        def convert(t):
            if memory_format is not None and t.dim() in (4, 5):  # only weights a memory format can apply to
                return t.to(device=device, dtype=dtype if t.is_floating_point() else None,
                            memory_format=memory_format)
            return t.to(device=device, dtype=dtype if t.is_floating_point() else None)
        return self._apply(convert)

    def cpu(self):
        return self._apply(lambda t: t.cpu())

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

    # -- state --------------------------------------------------------------------------------
    def _save_to_state_dict(self, destination, prefix, keep_vars):
        for name, p in self._parameters.items():
            if p is not None:
                destination[prefix + name] = p if keep_vars else p.detach()
        for name, b in self._buffers.items():
            if b is not None and name not in self._non_persistent_buffers_set:
                destination[prefix + name] = b if keep_vars else b.detach()
        if self._has_extra_state("get_extra_state"):
            destination[prefix + "_extra_state"] = self.get_extra_state()

    def state_dict(self, *args, destination=None, prefix="", keep_vars=False):
        if args:
            destination = args[0]
            prefix = args[1] if len(args) > 1 else prefix
            keep_vars = args[2] if len(args) > 2 else keep_vars
        if destination is None:
            destination = OrderedDict()
        for mod_prefix, module in self.named_modules(prefix=prefix.rstrip(".")):
            module._save_to_state_dict(destination, mod_prefix + "." if mod_prefix else "", keep_vars)
        return destination

    def load_state_dict(self, state_dict, strict=True, assign=False):
        """Check every key and shape first, then copy: a failed load leaves the module untouched."""
        if not hasattr(state_dict, "keys") or not hasattr(state_dict, "__getitem__"):
            raise TypeError(f"Expected state_dict to be dict-like, got {type(state_dict)}.")
        for name, module in self.named_modules():  # lazy modules take their shapes from the checkpoint first
            if hasattr(module, "_lazy_load") and hasattr(module, "_initialize_hook"):
                module._lazy_load(state_dict, name + "." if name else "")
        own = self.state_dict(keep_vars=True)
        extra = {}  # {key: module} of the modules that keep an extra state through set_extra_state
        for name, module in self.named_modules():
            key = (name + "." if name else "") + "_extra_state"
            if module._has_extra_state("set_extra_state"):
                extra[key] = module
                own.pop(key, None)
        missing = [k for k in own if k not in state_dict] + [k for k in extra if k not in state_dict]
        unexpected = [k for k in state_dict if k not in own and k not in extra]
        errors = []
        if strict:
            if unexpected:
                errors.insert(0, "Unexpected key(s) in state_dict: {}. ".format(", ".join(f'"{k}"' for k in unexpected)))
            if missing:
                errors.insert(0, "Missing key(s) in state_dict: {}. ".format(", ".join(f'"{k}"' for k in missing)))
        pairs = []
        for key, target in own.items():
            if key not in state_dict:
                continue
            value = state_dict[key]
            if not isinstance(value, Tensor):
                errors.append(f'While copying the parameter named "{key}", expected torch.Tensor or Tensor-like '
                              f"object from checkpoint but received {type(value)}")
                continue
            if tuple(value.shape) != tuple(target.shape):
                errors.append(f"size mismatch for {key}: copying a param with shape {value.shape} from checkpoint, "
                              f"the shape in current model is {target.shape}.")
                continue
            pairs.append((target, value))
        if errors:
            raise RuntimeError("Error(s) in loading state_dict for {}:\n\t{}".format(
                self._get_name(), "\n\t".join(errors)))
        with no_grad():
            for target, value in pairs:
                data = value.detach().to(device=target.device, dtype=target.dtype)
                target._data[...] = data._data
                target._bump_version()  # an in-place copy_, as PyTorch's load_state_dict does
        for key, module in extra.items():
            if key in state_dict:
                module.set_extra_state(state_dict[key])
        return _IncompatibleKeys(missing, unexpected)

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

    def __getstate__(self):
        return self.__dict__.copy()


def _typename(value):
    if isinstance(value, Tensor):
        return "torch." + {"float32": "FloatTensor", "float64": "DoubleTensor", "int64": "LongTensor"}.get(
            value.dtype.name if hasattr(value.dtype, "name") else "", "Tensor")
    return type(value).__module__ + "." + type(value).__qualname__ if type(value).__module__ != "builtins" \
        else type(value).__qualname__


def _is_dtype(value):
    from ..._dtype import dtype
    return isinstance(value, dtype)
