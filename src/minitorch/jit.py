"""minitorch.jit: the part of torch.jit that eager library code touches.

minitorch has no TorchScript. Library code written to be scriptable still runs here: ``is_scripting()`` and
``is_tracing()`` are False, as in eager PyTorch, and the decorators (ignore, unused, export) only mark the
function as PyTorch's do, returning it unchanged. ``script`` and ``trace`` would need a compiler; they raise
NotImplementedError rather than pretend.
"""
import functools
import typing
import warnings

__all__ = ["is_scripting", "is_tracing", "ignore", "unused", "export", "annotate", "Final", "script_if_tracing",
           "script", "trace", "FunctionModifiers"]

Final = typing.Final


class FunctionModifiers:
    """The marks PyTorch's decorators leave on a function (its ``_torchscript_modifier``)."""
    UNUSED = "unused (ignored and replaced with raising of an exception)"
    IGNORE = "ignore (leave as a call to Python, cannot be torch.jit.save'd)"
    EXPORT = "export (compile this function even if nothing calls it)"
    DEFAULT = "default (compile if called from an exported function / forward)"


def is_scripting():
    return False


def is_tracing():
    return False


def annotate(the_type, the_value):
    """A type hint for the TorchScript compiler; in eager code, the value itself."""
    return the_value


def export(fn):
    fn._torchscript_modifier = FunctionModifiers.EXPORT
    return fn


def unused(fn):
    if isinstance(fn, property):  # mark the accessors; the property stays as it is
        for accessor in (fn.fget, fn.fset):
            if accessor is not None:
                accessor._torchscript_modifier = FunctionModifiers.UNUSED
        return fn
    fn._torchscript_modifier = FunctionModifiers.UNUSED
    return fn


def ignore(drop=False, **kwargs):
    """``@ignore`` or ``@ignore(drop=...)``: leave the function to Python (drop: as ``unused``)."""
    if callable(drop):
        drop._torchscript_modifier = FunctionModifiers.IGNORE
        return drop
    if not isinstance(drop, bool):
        raise RuntimeError(f"Argument to @torch.jit.ignore must be a bool or a function but got {drop}")
    drop_on_export = kwargs.pop("drop_on_export", None)
    if drop_on_export:
        warnings.warn("ignore(drop_on_export=True) has been deprecated. TorchScript will now drop the function call "
                      "on compilation. Use torch.jit.unused now. {}", FutureWarning, stacklevel=2)
        drop = drop_on_export
    elif drop:
        warnings.warn("ignore(True) has been deprecated. TorchScript will now drop the function call on "
                      "compilation. Use torch.jit.unused now. {}", FutureWarning, stacklevel=2)

    def decorator(fn):
        fn._torchscript_modifier = FunctionModifiers.UNUSED if drop else FunctionModifiers.IGNORE
        return fn
    return decorator


def script_if_tracing(fn):
    """Script ``fn`` only while tracing; minitorch never traces, so this is a plain call of ``fn``."""
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        return fn(*args, **kwargs)
    wrapper.__original_fn = fn
    return wrapper


def _no_torchscript(name):
    def refuse(*args, **kwargs):
        raise NotImplementedError(f"minitorch has no TorchScript: torch.jit.{name} is not supported. Run the "
                                  "module or function eagerly (minitorch.compile also runs it eagerly).")
    refuse.__name__ = refuse.__qualname__ = name
    return refuse


script = _no_torchscript("script")
trace = _no_torchscript("trace")
