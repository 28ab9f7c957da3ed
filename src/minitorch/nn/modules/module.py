"""nn.Module: parameters, buffers and submodules registered by attribute assignment."""
from collections import OrderedDict

from ..parameter import Parameter
from ..._tensor import Tensor


class Module:
    training = True

    def __init__(self, *args, **kwargs):
        object.__setattr__(self, "training", True)
        object.__setattr__(self, "_parameters", OrderedDict())
        object.__setattr__(self, "_buffers", OrderedDict())
        object.__setattr__(self, "_modules", OrderedDict())
        object.__setattr__(self, "_forward_hooks", OrderedDict())
        object.__setattr__(self, "_forward_pre_hooks", OrderedDict())

    def forward(self, *input):
        raise NotImplementedError(f'Module [{type(self).__name__}] is missing the required "forward" function')

    def __call__(self, *args, **kwargs):
        for hook in tuple(self._forward_pre_hooks.values()):
            result = hook(self, args)
            if result is not None:
                args = result if isinstance(result, tuple) else (result,)
        out = self.forward(*args, **kwargs)
        for hook in tuple(self._forward_hooks.values()):
            result = hook(self, args, out)
            if result is not None:
                out = result
        return out

    def __setattr__(self, name, value):
        params = self.__dict__.get("_parameters")
        if isinstance(value, Parameter):
            if params is None:
                raise AttributeError("cannot assign parameters before Module.__init__() call")
            self.__dict__.pop(name, None)
            params[name] = value
        elif isinstance(value, Module):
            modules = self.__dict__.get("_modules")
            if modules is None:
                raise AttributeError("cannot assign module before Module.__init__() call")
            self.__dict__.pop(name, None)
            modules[name] = value
        elif params is not None and name in params:
            if value is not None:
                raise TypeError(f"cannot assign '{type(value).__name__}' as parameter '{name}' (torch.nn.Parameter "
                                "or None expected)")
            params[name] = value
        elif self.__dict__.get("_buffers") is not None and name in self._buffers:
            self._buffers[name] = value
        else:
            object.__setattr__(self, name, value)

    def __getattr__(self, name):
        d = self.__dict__
        for store in ("_parameters", "_buffers", "_modules"):
            if store in d and name in d[store]:
                return d[store][name]
        raise AttributeError(f"'{type(self).__name__}' object has no attribute '{name}'")

    def register_parameter(self, name, param):
        self._parameters[name] = param

    def register_buffer(self, name, tensor, persistent=True):
        self._buffers[name] = tensor

    def register_module(self, name, module):
        self._modules[name] = module

    add_module = register_module

    def named_parameters(self, prefix="", recurse=True, remove_duplicate=True):
        seen = set()
        for mod_prefix, module in (self.named_modules(prefix=prefix) if recurse else [(prefix, self)]):
            for name, p in module._parameters.items():
                if p is None or (remove_duplicate and id(p) in seen):
                    continue
                seen.add(id(p))
                yield (mod_prefix + "." + name if mod_prefix else name), p

    def parameters(self, recurse=True):
        for _, p in self.named_parameters(recurse=recurse):
            yield p

    def named_buffers(self, prefix="", recurse=True):
        for mod_prefix, module in (self.named_modules(prefix=prefix) if recurse else [(prefix, self)]):
            for name, b in module._buffers.items():
                if b is not None:
                    yield (mod_prefix + "." + name if mod_prefix else name), b

    def buffers(self, recurse=True):
        for _, b in self.named_buffers(recurse=recurse):
            yield b

    def named_children(self):
        for name, m in self._modules.items():
            if m is not None:
                yield name, m

    def children(self):
        for _, m in self.named_children():
            yield m

    def named_modules(self, memo=None, prefix="", remove_duplicate=True):
        stack = [(prefix, self)]
        seen = set()
        while stack:
            name, module = stack.pop(0)
            if remove_duplicate and id(module) in seen:
                continue
            seen.add(id(module))
            yield name, module
            children = [(name + "." + n if name else n, m) for n, m in module._modules.items() if m is not None]
            stack[0:0] = children

    def modules(self):
        for _, m in self.named_modules():
            yield m

    def train(self, mode=True):
        for m in self.modules():
            object.__setattr__(m, "training", mode)
        return self

    def eval(self):
        return self.train(False)

    def zero_grad(self, set_to_none=True):
        for p in self.parameters():
            if p.grad is not None:
                if set_to_none:
                    p.grad = None
                else:
                    p.grad._data[...] = 0

    def requires_grad_(self, requires_grad=True):
        for p in self.parameters():
            p.requires_grad_(requires_grad)
        return self

    def apply(self, fn):
        for m in self.children():
            m.apply(fn)
        fn(self)
        return self

    def register_forward_hook(self, hook):
        from ...autograd.node import RemovableHandle
        handle = RemovableHandle(self._forward_hooks)
        self._forward_hooks[handle.id] = hook
        return handle

    def register_forward_pre_hook(self, hook):
        from ...autograd.node import RemovableHandle
        handle = RemovableHandle(self._forward_pre_hooks)
        self._forward_pre_hooks[handle.id] = hook
        return handle

    def state_dict(self, destination=None, prefix="", keep_vars=False):
        out = OrderedDict() if destination is None else destination
        for name, p in self.named_parameters():
            out[prefix + name] = p if keep_vars else p.detach()
        for name, b in self.named_buffers():
            out[prefix + name] = b if keep_vars else b.detach()
        return out

    def extra_repr(self):
        return ""

    def __repr__(self):
        lines = []
        extra = self.extra_repr()
        if extra:
            lines = extra.split("\n")
        for name, m in self._modules.items():
            mod = repr(m).replace("\n", "\n  ")
            lines.append(f"({name}): {mod}")
        main = type(self).__name__ + "("
        if lines:
            if len(lines) == 1 and not self._modules:
                main += lines[0]
            else:
                main += "\n  " + "\n  ".join(lines) + "\n"
        return main + ")"

    def __dir__(self):
        return list(super().__dir__()) + list(self._parameters) + list(self._modules) + list(self._buffers)
