"""Overload resolution for names with several schemas (PyTorch's python_arg_parser):
try each overload in derivatives.yaml order and call the first whose parameters accept
the arguments."""
import numbers

from ._dtype import dtype as _dtype_cls
from ._tensor import Tensor


class Signature:
    __slots__ = ("schema", "impl", "params", "positional")

    def __init__(self, schema, impl, params):
        self.schema = schema
        self.impl = impl
        # (name, kind, optional, has_default, default, kwarg_only)
        self.params = params
        self.positional = sum(1 for p in params if not p[5])


def _is_int(v):
    return isinstance(v, numbers.Integral) and not isinstance(v, bool) or (
        isinstance(v, Tensor) and v._data.ndim == 0 and v._data.dtype.kind in "iu")


def _accepts(kind, value):
    if kind == "Tensor":
        return isinstance(value, Tensor)
    if kind == "Tensor|Scalar":
        return isinstance(value, (Tensor, numbers.Number))
    if kind == "Scalar":
        return isinstance(value, numbers.Number) and not isinstance(value, Tensor)
    if kind == "int":
        return _is_int(value)
    if kind == "int[]":
        return _is_int(value) or isinstance(value, (list, tuple)) and all(_is_int(v) for v in value)
    if kind == "float":
        return isinstance(value, numbers.Real) and not isinstance(value, bool)
    if kind == "float[]":
        return isinstance(value, (list, tuple, numbers.Real))
    if kind == "bool":
        return isinstance(value, bool)
    if kind == "str":
        return isinstance(value, str)
    if kind == "ScalarType":
        return isinstance(value, _dtype_cls)
    if kind in ("Tensor[]", "Tensor?[]"):
        return isinstance(value, (list, tuple)) and all(isinstance(v, Tensor) or v is None and kind == "Tensor?[]"
                                                        for v in value)
    return True


def _bind(sig, args, kwargs, exact=False):
    params = sig.params
    if len(args) > sig.positional:
        return None
    values = []
    used = 0
    for i, (name, kind, optional, has_default, default, kwonly) in enumerate(params):
        if i < len(args):
            value = args[i]
            if name in kwargs or (i == 0 and "input" in kwargs):
                return None
        elif name in kwargs or (i == 0 and "input" in kwargs):
            value = kwargs[name] if name in kwargs else kwargs["input"]
            used += 1
        elif has_default:
            values.append(_default(default))
            continue
        else:
            return None
        if value is None and optional:
            values.append(None)
            continue
        if not _accepts("Tensor" if exact and kind == "Tensor|Scalar" else kind, value):
            return None
        values.append(value)
    if used != len(kwargs):
        return None
    return values


def _default(text):
    if text == "None":
        return None
    if text in ("True", "False"):
        return text == "True"
    try:
        return eval(text, {"__builtins__": {}})  # literals rendered by the generator
    except Exception:
        return text


def parse(name, signatures, args, kwargs):
    kwargs.pop("out", None)
    # An overload taking the Python number as a Scalar wins over one that would wrap it as a
    # Tensor (scatter(dim, index, 1.0) is scatter.value), as PyTorch's parser prefers exact types.
    for exact in (True, False):
        for sig in signatures:
            values = _bind(sig, args, kwargs, exact)
            if values is not None:
                return sig.impl(*values)
    got = ", ".join(type(a).__name__ if not isinstance(a, Tensor) else "Tensor" for a in args)
    got += "".join(f", {k}={type(v).__name__ if not isinstance(v, Tensor) else 'Tensor'}" for k, v in kwargs.items())
    expected = "\n".join(f" * {s.schema}" for s in signatures)
    raise TypeError(f"{name}() received an invalid combination of arguments - got ({got}), but expected one of:\n"
                    f"{expected}")
