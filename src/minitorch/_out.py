"""``out=`` arguments: an op writes its result into a given tensor, as PyTorch's ``.out`` overloads do.

The result is computed as usual, then copied into ``out`` (resized when its shape differs, with PyTorch's
deprecation warning when it had elements; cast when the dtypes may be cast), and ``out`` is returned. Like
PyTorch, out= refuses to run where autograd would have to record: grad mode on and an input (or ``out``)
requiring grad.
"""
import functools
import inspect
import warnings

from . import _dtype
from ._tensor import Tensor
from .autograd.grad_mode import STATE as _GRAD_MODE, no_grad
from ._typename import typename

__all__ = []

_TYPE_NAMES = {"int64": "Long", "int32": "Int", "int16": "Short", "int8": "Char", "uint8": "Byte", "bool": "Bool",
               "float16": "Half", "float32": "Float", "float64": "Double"}


def _requires_grad(value):
    if isinstance(value, Tensor):
        return value._requires_grad
    if isinstance(value, (list, tuple)):
        return any(_requires_grad(v) for v in value)
    return False


def check_out(name, out, args, kwargs):
    """PyTorch's refusal, made before the op runs."""
    if _GRAD_MODE.grad_enabled and (_requires_grad(out) or _requires_grad(args) or
                                    _requires_grad(tuple(kwargs.values()))):
        raise RuntimeError(f"{name}(): functions with out=... arguments don't support automatic differentiation, "
                           "but one of the arguments requires grad.")


# Structured kernels whose meta function fixes each output's dtype: their resize_out refuses an out tensor of any
# other dtype, where a TensorIterator op would cast into it
# (max and min: their dim overloads, which give values and indices)
_EXACT_DTYPE_OUT = frozenset(("argmax", "argmin"))
_EXACT_DTYPE_OUTS = frozenset(("max", "min", "sort", "topk", "aminmax"))


def write_out(name, result, out, warn_resize=True, exact=False):
    """Copy ``result`` (a tensor, or a tuple of them for a tuple ``out``) into ``out``; return ``out``. Factories
    resize ``out`` without the warning (``warn_resize=False``), as PyTorch's do."""
    if isinstance(out, (list, tuple)):
        results = tuple(result)
        if len(results) != len(out):
            raise RuntimeError(f"{name}(): expected {len(results)} out tensors, but got {len(out)}")
        exact = name in _EXACT_DTYPE_OUTS
        written = [write_out(name, r, o, warn_resize, exact) for r, o in zip(results, out)]
        return type(result)(*written) if hasattr(result, "_fields") else tuple(written)
    if not isinstance(out, Tensor):
        raise TypeError(f"{name}(): argument 'out' must be Tensor, not {typename(out)}")
    if not isinstance(result, Tensor):
        from ._creation import tensor
        result = tensor(result)
    if result.dtype != out.dtype and (exact or name in _EXACT_DTYPE_OUT):
        from .kernels import _torch_dtype_name
        raise RuntimeError(f"Expected out tensor to have dtype {_torch_dtype_name(result._data)}, but got "
                           f"{_torch_dtype_name(out._data)} instead")
    if result.dtype != out.dtype and not _dtype.can_cast(result.dtype, out.dtype):
        raise RuntimeError(f"result type {_TYPE_NAMES.get(result.dtype.np_dtype.name)} can't be cast to the desired "
                           f"output type {_TYPE_NAMES.get(out.dtype.np_dtype.name)}")
    shape = tuple(result.shape)
    if tuple(out.shape) != shape:
        if out.numel() and warn_resize:
            warnings.warn(
                f"An output with one or more elements was resized since it had shape {list(out.shape)}, which does "
                f"not match the required output shape {list(shape)}. This behavior is deprecated, and in a future "
                "PyTorch release outputs will not be resized unless they have zero elements. You can explicitly "
                "reuse an out tensor t by resizing it, inplace, to zero elements with t.resize_(0). (Triggered "
                "internally at /__w/pytorch/pytorch/aten/src/ATen/native/Resize.cpp:30.)", UserWarning, stacklevel=3)
        out.resize_(shape)
    with no_grad():
        out.copy_(result)
    return out


def call_with_out(name, fn, out, *args, **kwargs):
    """``fn(*args, **kwargs)`` written into ``out`` (the generated functions' out= path)."""
    check_out(name, out, args, kwargs)
    return write_out(name, fn(*args, **kwargs), out)


def with_out(name, fn):
    """``fn`` taking ``out=`` as PyTorch's function of that name does (for hand-written functions). A factory
    (``rand``, ``zeros``, ``arange``, ...) makes its result in out's dtype, as ATen's factories' out overloads do
    (a random draw in float64 is not a float32 draw cast), and refuses another ``dtype=``."""
    factory = fn.__module__ == "minitorch._creation"
    takes_dtype = factory and "dtype" in _parameter_names(fn)

    @functools.wraps(fn)
    def call(*args, out=None, **kwargs):
        if out is None:
            return fn(*args, **kwargs)
        check_out(name, out, args, kwargs)
        if takes_dtype and isinstance(out, Tensor):
            dtype = kwargs.get("dtype")
            if dtype is not None and dtype != out.dtype:
                raise RuntimeError(f"dtype {_TYPE_NAMES.get(dtype.np_dtype.name)} does not match dtype of out "
                                   f"parameter ({_TYPE_NAMES.get(out.dtype.np_dtype.name)})")
            kwargs["dtype"] = out.dtype
        return write_out(name, fn(*args, **kwargs), out, not factory)
    call.__wrapped_for_out__ = True
    return call


def install(namespace, modules=("minitorch",)):
    """Wrap the hand-written functions in ``namespace`` that declare an ``out`` parameter (most accept it and
    would otherwise ignore it) so that out= is honoured for all of them the same way."""
    for name, fn in list(namespace.items()):
        if (name.startswith("_") or not inspect.isfunction(fn) or getattr(fn, "__wrapped_for_out__", False)
                or not fn.__module__.startswith(modules) or fn.__module__.endswith("python_functions")):
            continue
        if "out" in _parameter_names(fn):
            namespace[name] = with_out(name, fn)


def _parameter_names(fn):
    """The names ``inspect.signature(fn)`` would list, read from the code object (the import runs this on
    some 500 functions, where building each Signature cost as much as a tenth of ``import minitorch``)."""
    fn = inspect.unwrap(fn, stop=lambda f: hasattr(f, "__signature__"))
    code = getattr(fn, "__code__", None)
    if hasattr(fn, "__signature__") or code is None:
        try:
            return inspect.signature(fn).parameters
        except (TypeError, ValueError):
            return ()
    return code.co_varnames[:code.co_argcount + code.co_kwonlyargcount]
