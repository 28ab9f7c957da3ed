"""Composite pointwise and reduction ops (PyTorch's CompositeImplicitAutograd): public
functions that parse PyTorch's Python signatures and call the generated ops, so graphs
show PyTorch's node names (``x.var(0, True)`` records VarBackward0 through var.correction,
``x.norm()`` LinalgVectorNormBackward0, ``x.float_power(2)`` PowBackward0)."""
import builtins
import numbers
import sys

from . import _dtype
from ._composite import _broadcast_batch
from ._generated import variable_type as _vt
from ._tensor import _SCALAR_TYPE_NAME, Tensor
from ._python_arg_parser import _NAME_OF_NUMPY_KEYWORD, numpy_keywords
from .backends import array_module
from ._typename import typename
from .autograd.function_utils import method_of
from .autograd.function_utils import not_a_tensor

__all__ = ["var", "std", "var_mean", "std_mean", "nanmean", "norm", "float_power", "isclose", "allclose", "equal",
           "searchsorted", "bucketize", "isin", "signbit"]


def _correction_args(name, args, kwargs, input):
    """(dim, correction, keepdim) from any of PyTorch's spellings: (unbiased), (dim, unbiased, keepdim),
    (dim, *, correction, keepdim); a value none of them takes is PyTorch's TypeError."""
    given = args, kwargs
    args = list(args)
    kwargs = dict(kwargs)
    for spelling, keyword in _NAME_OF_NUMPY_KEYWORD.items():  # axis= / keepdims=, as the parser takes them
        if spelling in kwargs and keyword not in kwargs:
            kwargs[keyword] = kwargs.pop(spelling)
    dim_given = "dim" in kwargs
    dim = kwargs.pop("dim", None)
    unbiased = kwargs.pop("unbiased", None)
    correction_given = "correction" in kwargs
    correction = kwargs.pop("correction", None)
    keepdim = kwargs.pop("keepdim", False)
    kwargs.pop("out", None)
    if kwargs:
        raise TypeError(f"{name}() got an unexpected keyword argument '{next(iter(kwargs))}'")
    if args and isinstance(args[0], builtins.bool):
        unbiased = args.pop(0)
    elif args:
        dim_given = True
        dim = args.pop(0)
        if args:
            unbiased = args.pop(0)
            if unbiased is None:  # given as None: no signature takes it
                _invalid_moments(name, input, *given, sys._getframe(1))
        if args:
            keepdim = args.pop(0)
    if args:
        raise TypeError(f"{name}() takes at most 4 arguments")
    if not (type(keepdim) is bool and (unbiased is None or type(unbiased) is bool)
            and (dim is None or isinstance(dim, numbers.Integral) and not isinstance(dim, builtins.bool)
                 or isinstance(dim, (list, tuple)) and all(isinstance(d, numbers.Integral) for d in dim))
            and (correction is None or isinstance(correction, (numbers.Number, Tensor)))):
        _invalid_moments(name, input, *given, sys._getframe(1))
    if unbiased is not None:
        if correction is not None:
            raise RuntimeError(f"{name}: Cannot pass both correction and unbiased arguments")
        correction = 1 if unbiased else 0
    elif dim_given and not correction_given:
        correction = 1  # PyTorch binds the dim overload, whose unbiased=True grad_fn._saved_correction shows
    if isinstance(dim, numbers.Integral):
        dim = (int(dim),)
    return dim, correction, keepdim


def _invalid_moments(op, input, args, kwargs, frame):
    """PyTorch's TypeError for a call of var, std, var_mean or std_mean (running in ``frame``) that none of its
    signatures takes, in the form called (the method's, through ``method_of``, lists them without the input)."""
    from ._invalid_arguments import raise_invalid_arguments
    from .autograd.function_utils import called_as_method
    method = called_as_method(frame)
    out = "" if op.endswith("_mean") or method else ", Tensor out=None"  # (var_mean and std_mean have no out=)
    lead = "" if method else "Tensor input, "
    raise_invalid_arguments(op, (f"{op}({lead}IntArrayRef[1]? dim, bool unbiased=True, bool keepdim=False"
                                 + (f", *{out}" if out else "") + ")",
                                 f"{op}({lead}IntArrayRef[1]? dim=None, *, Scalar? correction=None, "
                                 f"bool keepdim=False{out})",
                                 f"{op}({lead}bool unbiased=True)"), args if method else (input,) + args, kwargs)


def var(input, *args, **kwargs):
    if not isinstance(input, Tensor):
        _invalid_moments("var", input, args, kwargs, sys._getframe())
    dim, correction, keepdim = _correction_args("var", args, kwargs, input)
    return _vt.var_correction(input, dim, correction=correction, keepdim=keepdim)


def std(input, *args, **kwargs):
    if not isinstance(input, Tensor):
        _invalid_moments("std", input, args, kwargs, sys._getframe())
    dim, correction, keepdim = _correction_args("std", args, kwargs, input)
    return _vt.std_correction(input, dim, correction=correction, keepdim=keepdim)


def var_mean(input, *args, **kwargs):
    if not isinstance(input, Tensor):
        _invalid_moments("var_mean", input, args, kwargs, sys._getframe())
    dim, correction, keepdim = _correction_args("var_mean", args, kwargs, input)
    return _vt.var_mean_correction(input, dim, correction=correction, keepdim=keepdim)


def std_mean(input, *args, **kwargs):
    if not isinstance(input, Tensor):
        _invalid_moments("std_mean", input, args, kwargs, sys._getframe())
    dim, correction, keepdim = _correction_args("std_mean", args, kwargs, input)
    return _vt.std_mean_correction(input, dim, correction=correction, keepdim=keepdim)


@numpy_keywords
def vector_norm(x, ord=2, dim=None, keepdim=False, *, dtype=None, out=None):
    """torch.linalg.vector_norm."""
    if not isinstance(ord, (numbers.Real, Tensor)):  # a bool is a number; a 0-dim tensor, the wrapper reads
        raise TypeError(f"linalg_vector_norm(): argument 'ord' (position 2) must be Number, not {typename(ord)}")
    if isinstance(dim, numbers.Integral):
        dim = (int(dim),)
    return _vt.linalg_vector_norm(x, ord, dim, keepdim, dtype=dtype)


def norm(input, p="fro", dim=None, keepdim=False, out=None, dtype=None):
    """torch.norm: the vector norms go through linalg.vector_norm, as in PyTorch."""
    if isinstance(p, str):
        if p != "fro" or dim is not None and not isinstance(dim, numbers.Integral) and len(dim) > 2:
            # the nuclear norm, or matrix_norm's own error for another string or more than two dims (as PyTorch's)
            from ._linalg import matrix_norm
            return matrix_norm(input, p, tuple(range(input.dim())) if dim is None else dim, keepdim, dtype=dtype)
        p = 2
    if p is None:
        p = 2
    return vector_norm(input, p, dim, keepdim, dtype=dtype)


_FLOAT_POWER_SIGNATURES = ("float_power(Tensor input, Tensor exponent, *, Tensor out=None)",
                           "float_power(Scalar self, Tensor exponent, *, Tensor out=None)",
                           "float_power(Tensor input, Scalar exponent, *, Tensor out=None)")
_FLOAT_POWER_METHOD_SIGNATURES = ("float_power(Tensor exponent)", "float_power(Scalar exponent)")


def _float_power_method(self, exponent):
    return float_power(self, exponent)


def _is_number(value):
    return isinstance(value, numbers.Number) and not isinstance(value, Tensor)


def float_power(input, exponent):
    """``input ** exponent`` computed in float64 (the Tensor arguments are converted first)."""
    if not (isinstance(exponent, Tensor) and (isinstance(input, Tensor) or _is_number(input))
            or isinstance(input, Tensor) and _is_number(exponent)):
        from ._invalid_arguments import raise_invalid_call
        raise_invalid_call("float_power", _FLOAT_POWER_SIGNATURES, _FLOAT_POWER_METHOD_SIGNATURES, (input, exponent))
    if isinstance(input, Tensor):
        base = input.to(_dtype.float64)
        if isinstance(exponent, Tensor):
            return _vt.pow_Tensor_Tensor(base, exponent.to(_dtype.float64))
        return _vt.pow_Tensor_Scalar(base, float(exponent))
    return _vt.pow_Scalar(float(input), exponent.to(_dtype.float64))


# NumPy-style aliases PyTorch also provides (same ops, same nodes).
_ALIASES = {"arcsin": "asin", "arccos": "acos", "arctan": "atan", "arcsinh": "asinh", "arccosh": "acosh",
            "arctanh": "atanh", "arctan2": "atan2", "fix": "trunc", "clip": "clamp", "negative": "neg",
            "multiply": "mul", "divide": "div", "subtract": "sub", "absolute": "abs", "greater": "gt",
            "greater_equal": "ge", "less": "lt", "less_equal": "le", "not_equal": "ne"}


def isclose(input, other, rtol=1e-05, atol=1e-08, equal_nan=False):
    """``|input - other| <= atol + rtol * |other|`` elementwise (equal infinities are close); no gradient."""
    if not isinstance(input, Tensor):
        raise TypeError(f"isclose(): argument 'input' (position 1) must be Tensor, not {typename(input)}")
    if not isinstance(other, Tensor):
        raise TypeError(f"isclose(): argument 'other' (position 2) must be Tensor, not {typename(other)}")
    if input.dtype is not other.dtype:
        raise RuntimeError(f"{_SCALAR_TYPE_NAME[input.dtype.name]} did not match {_SCALAR_TYPE_NAME[other.dtype.name]}")
    for name, tolerance in (("rtol", rtol), ("atol", atol)):
        if tolerance < 0:
            raise RuntimeError(f"{name} must be greater than or equal to zero, but got {tolerance}")
    a, b = input._data, other._data
    _broadcast_batch(a.shape, b.shape)  # PyTorch's message where the shapes do not broadcast
    xp = array_module(a)
    if a.dtype.kind == "b":
        return Tensor._make(xp.equal(a, b))
    return Tensor._make(xp.asarray(xp.isclose(a, b, rtol=rtol, atol=atol, equal_nan=equal_nan)))


def allclose(input, other, rtol=1e-05, atol=1e-08, equal_nan=False):
    """Whether every element of ``isclose(input, other, ...)`` holds."""
    return builtins.bool(isclose(input, other, rtol, atol, equal_nan)._data.all())


def equal(input, other):
    """Same shape and the same elements (after type promotion); NaN equals nothing."""
    if not isinstance(other, Tensor):
        raise TypeError(f"equal(): argument 'other' (position 2) must be Tensor, not {typename(other)}")
    a, b = input._data, other._data
    return a.shape == b.shape and builtins.bool(array_module(a).equal(a, b).all())


def renamed_errors(error, target, name):
    """``error`` (a TypeError the op ``target`` raised for its arguments) as the alias ``name`` called raises it:
    PyTorch's parser names the function called (``divide()``, not ``div()``). None where it names no op."""
    message = str(error)
    if message.startswith(target + "("):
        return TypeError(name + message[len(target):])
    return None


def _alias(name, target):
    def alias(input, *args, **kwargs):
        import minitorch
        try:
            return getattr(minitorch, target)(input, *args, **kwargs)
        except TypeError as error:
            renamed = renamed_errors(error, target, name)
            if renamed is None:
                raise
            raise renamed from None

    def alias_method(self, *args, **kwargs):  # the target's method: its errors count positions as a method's
        try:
            return getattr(self, target)(*args, **kwargs)
        except TypeError as error:
            renamed = renamed_errors(error, target, name)
            if renamed is None:
                raise
            raise renamed from None

    alias.__name__ = alias_method.__name__ = name
    alias.__doc__ = f"Alias for :func:`minitorch.{target}`."
    alias.method = alias_method
    return alias


for _name, _target in _ALIASES.items():
    globals()[_name] = _alias(_name, _target)
    __all__.append(_name)


@numpy_keywords
def nanmean(input, dim=None, keepdim=False, *, dtype=None):
    """The mean of the non-nan elements: nansum over their count (DivBackward0 on NansumBackward0)."""
    if not isinstance(input, Tensor):
        raise not_a_tensor("nanmean", "input", input, 1, shared=False)
    if input._data.dtype.kind not in "fc":
        from .kernels import _type_name
        if dim is not None and not isinstance(dim, int):  # PyTorch's parser reads the dims first
            import sys
            from ._python_arg_parser import int_list
            from .autograd.function_utils import called_as_method
            int_list("nanmean", "dim", dim, 1 if called_as_method(sys._getframe()) else 2, sized=True)
        raise RuntimeError(f"nanmean(): expected input to have floating point or complex dtype but got "
                           f"{_type_name(input._data)}")
    count = input.isnan().logical_not().sum(dim, keepdim)
    return _vt.nansum(input, dim, keepdim, dtype=dtype).div(count)


# -- lookups with no gradient: raw arrays in, a new tensor out -----------------------------------------------

def _data(value):
    return value._data if isinstance(value, Tensor) else value


def searchsorted(sorted_sequence, input, *, out_int32=False, right=False, side=None, sorter=None):
    """Where each value of ``input`` would go in ``sorted_sequence`` (its last dim; leading dims pair up)."""
    if not (isinstance(sorted_sequence, Tensor) and isinstance(input, (Tensor, numbers.Number))):
        from ._invalid_arguments import raise_invalid_arguments
        options = "*, bool out_int32=False, bool right=False, c10::string_view? side=None, Tensor? sorter=None, " \
                  "Tensor out=None"
        raise_invalid_arguments("searchsorted", (f"searchsorted(Tensor sorted_sequence, Tensor input, {options})",
                                                 f"searchsorted(Tensor sorted_sequence, Scalar self, {options})"),
                                (sorted_sequence, input), {k: v for k, v in (("out_int32", out_int32), ("right", right),
                                                                             ("side", side), ("sorter", sorter)) if v})
    if not isinstance(input, Tensor) and sorted_sequence.dim() != 1:
        raise RuntimeError(f"torch.searchsorted(): input value can be a scalar only when boundaries tensor dimension "
                           f"is 1, but we got boundaries tensor dim({sorted_sequence.dim()}) and input value's dim(0) "
                           "numel(1)")
    seq, values = sorted_sequence._data, _data(input)
    xp = array_module(seq)
    if sorter is not None:
        seq = xp.take_along_axis(seq, sorter._data, axis=-1)
    side = side or ("right" if right else "left")
    if seq.ndim <= 1:
        out = xp.searchsorted(seq, values, side=side)
    else:
        values = xp.asarray(values)
        rows = zip(seq.reshape(-1, seq.shape[-1]), values.reshape(-1, values.shape[-1]))
        out = xp.stack([xp.searchsorted(s, v, side=side) for s, v in rows]).reshape(values.shape)
    return Tensor._make(xp.asarray(out).astype("int32" if out_int32 else "int64"))


def bucketize(input, boundaries, *, out_int32=False, right=False):
    """The bucket of each value: boundaries[i - 1] < x <= boundaries[i] (< with right=True)."""
    if not (isinstance(boundaries, Tensor) and isinstance(input, (Tensor, numbers.Number))):
        from ._invalid_arguments import raise_invalid_arguments
        raise_invalid_arguments("bucketize", (
            "bucketize(Tensor input, Tensor boundaries, *, bool out_int32=False, bool right=False, Tensor out=None)",
            "bucketize(Scalar self, Tensor boundaries, *, bool out_int32=False, bool right=False)"),
            (input, boundaries), {k: v for k, v in (("out_int32", out_int32), ("right", right)) if v})
    if boundaries.dim() != 1:
        raise RuntimeError(f"boundaries tensor must be 1 dimension, but got dim({boundaries.dim()})")
    return searchsorted(boundaries, input, out_int32=out_int32, right=right)


def isin(elements, test_elements, *, assume_unique=False, invert=False):
    if not (isinstance(elements, Tensor) and isinstance(test_elements, (Tensor, numbers.Number))
            or isinstance(test_elements, Tensor) and isinstance(elements, numbers.Number)):
        from ._invalid_arguments import raise_invalid_arguments
        options = "*, bool assume_unique=False, bool invert=False, Tensor out=None"
        raise_invalid_arguments("isin", (f"isin(Tensor elements, Tensor test_elements, {options})",
                                         f"isin(Scalar element, Tensor test_elements, {options})",
                                         f"isin(Tensor elements, Scalar test_element, {options})"),
                                (elements, test_elements), {k: v for k, v in (("assume_unique", assume_unique),
                                                                              ("invert", invert)) if v})
    a = _data(elements)
    xp = array_module(a if isinstance(elements, Tensor) else _data(test_elements))
    return Tensor._make(xp.asarray(xp.isin(a, _data(test_elements), assume_unique=assume_unique, invert=invert)))


def signbit(input):
    if not isinstance(input, Tensor):
        raise not_a_tensor('signbit', 'input', input, 1, shared=False)
    return Tensor._make(array_module(input._data).signbit(input._data))


def install(cls):
    cls.signbit = signbit
    cls.nanmean = method_of(nanmean)
    cls.var = method_of(var)
    cls.std = method_of(std)
    cls.norm = norm
    cls.float_power = _float_power_method
    cls.isclose = isclose
    cls.allclose = allclose
    cls.equal = equal
    for name, target in _ALIASES.items():
        if not hasattr(cls, name):
            setattr(cls, name, globals()[name].method)


install(Tensor)
