"""minitorch.utils.hooks (torch.utils.hooks): the handle every ``register_*hook`` returns."""
import warnings

from ..autograd.node import RemovableHandle

__all__ = ["RemovableHandle", "unserializable_hook", "warn_if_has_hooks"]

RemovableHandle.__module__ = __name__  # where PyTorch's lives: its repr names this module


def unserializable_hook(f):
    """Mark a hook as not to be serialized (``warn_if_has_hooks`` then stays silent about it)."""
    f.__torch_unserializable__ = True
    return f


def warn_if_has_hooks(tensor):
    hooks = getattr(tensor, "_backward_hooks", None)
    if hooks:
        for hook in hooks.values():
            if not hasattr(hook, "__torch_unserializable__"):
                warnings.warn(f"backward hook {repr(hook)} on tensor will not be serialized.  If this is "
                              "expected, you can decorate the function with @torch.utils.hooks.unserializable_hook "
                              "to suppress this warning", stacklevel=2)
