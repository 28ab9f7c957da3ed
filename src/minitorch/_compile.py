"""``torch.compile`` without a compiler: the same call shapes and checks, eager execution.

minitorch has no graph capture or code generation at run time, so a "compiled" function is the
function itself behind a wrapper and a compiled module is PyTorch's ``OptimizedModule`` around the
original (parameters and ``state_dict`` keys under ``_orig_mod.``, attributes read and written
through to it), so checkpoints and code written for ``torch.compile`` work unchanged. The one
visible difference: outputs carry the eager graph's nodes, where PyTorch shows its
``CompiledFunctionBackward`` node.
"""
import functools

from .nn.modules.module import Module  # minitorch/__init__ imports this module after nn

__all__ = ["compile", "OptimizedModule", "InvalidBackend", "list_backends"]

_MODES = ("default", "lite", "reduce-overhead", "max-autotune-no-cudagraphs", "max-autotune")
_LISTED_BACKENDS = ("cudagraphs", "inductor", "openxla", "tvm")
_DEBUG_BACKENDS = ("eager", "aot_eager", "aot_eager_decomp_partition")


class InvalidBackend(RuntimeError):
    """torch._dynamo.exc.InvalidBackend."""

    def __init__(self, name):
        super().__init__(f"Invalid backend: {name!r}, see `torch._dynamo.list_backends()` for available backends.")


def list_backends(exclude_tags=("debug", "experimental")):
    """torch._dynamo.list_backends: the backend names ``compile`` accepts (debug ones only when asked)."""
    return sorted(_LISTED_BACKENDS + (() if exclude_tags and "debug" in exclude_tags else _DEBUG_BACKENDS))


def compile(model=None, *, fullgraph=False, dynamic=None, backend="inductor", mode=None, options=None,
            disable=False):
    """torch.compile: checks its arguments as PyTorch does and returns ``model`` ready to run eagerly."""
    if model is None:
        def decorate(model):
            if model is None:
                raise RuntimeError("Model can't be None")
            return compile(model, fullgraph=fullgraph, dynamic=dynamic, backend=backend, mode=mode,
                           options=options, disable=disable)
        return decorate
    if mode is not None and options is not None:
        raise RuntimeError("Either mode or options can be specified, but both can't be specified at the same time.")
    if mode is not None and mode not in _MODES:
        raise RuntimeError(f"Unrecognized mode={mode}, should be one of: {', '.join(_MODES)}")
    if isinstance(backend, str) and backend not in _LISTED_BACKENDS + _DEBUG_BACKENDS:
        raise InvalidBackend(backend)
    if disable:
        return model
    if isinstance(model, Module):
        return OptimizedModule(model)
    if not callable(model):
        raise AssertionError(f"A callable function is expected, but {type(model)} is provided.")

    @functools.wraps(model)
    def compiled(*args, **kwargs):
        return model(*args, **kwargs)
    return compiled


class OptimizedModule(Module):
    """torch._dynamo.eval_frame.OptimizedModule: the original module as its ``_orig_mod`` child."""

    _OWN = frozenset({"_orig_mod", "forward", "__dict__"})

    def __init__(self, mod):
        super().__init__()
        self._orig_mod = mod

    def forward(self, *args, **kwargs):
        return self._orig_mod(*args, **kwargs)

    def __len__(self):
        return len(self._orig_mod)

    @property
    def training(self):
        return self._orig_mod.training

    @training.setter
    def training(self, mode):
        modules = self.__dict__.get("_modules")
        if modules is not None and "_orig_mod" in modules:  # Module.__init__ sets it before there is one
            modules["_orig_mod"].training = mode

    def __getattr__(self, name):
        if name == "_orig_mod":
            return self._modules["_orig_mod"]
        return getattr(self._modules["_orig_mod"], name)

    def __setattr__(self, name, value):
        # Until the original is attached, and for the wrapper's own names, set here; anything else is
        # the original's, as in PyTorch's OptimizedModule.
        modules = self.__dict__.get("_modules")
        if modules is None or "_orig_mod" not in modules or name in self._OWN or hasattr(type(self), name):
            return super().__setattr__(name, value)
        setattr(modules["_orig_mod"], name, value)

    def __delattr__(self, name):
        if name in self._OWN:
            return super().__delattr__(name)
        delattr(self._orig_mod, name)
