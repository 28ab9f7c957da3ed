"""In-place aliases (``x.arccos_()`` is ``x.acos_()``: AcosBackward0, one version bump), the in-place forms
PyTorch writes with other ops (``square_`` is ``pow_(2)``: PowBackward0), and PyTorch's own dtype checks that
some generated in-place ops make before their kernel (``clamp_`` names C++ types, ``ldexp_``, ``lerp_``)."""
import numbers

from . import _dtype
from ._tensor import _SCALAR_TYPE_NAME, Tensor
from .autograd.function_utils import not_a_tensor

__all__ = ["square_", "fix_", "negative_", "clip_", "arccos_", "arcsin_", "arctan_", "arccosh_", "arcsinh_",
           "arctanh_"]  # the torch.* functions PyTorch has; the rest are Tensor methods only

# Alias -> the in-place op it calls (same node, same version bump).
_INPLACE_ALIASES = {"arccos_": "acos_", "arcsin_": "asin_", "arctan_": "atan_", "arccosh_": "acosh_",
                    "arcsinh_": "asinh_", "arctanh_": "atanh_", "absolute_": "abs_", "fix_": "trunc_",
                    "negative_": "neg_", "arctan2_": "atan2_", "multiply_": "mul_", "divide_": "div_",
                    "true_divide_": "div_", "subtract_": "sub_", "greater_": "gt_", "greater_equal_": "ge_",
                    "less_": "lt_", "less_equal_": "le_", "not_equal_": "ne_", "clip_": "clamp_",
                    "swapaxes_": "transpose_", "swapdims_": "transpose_"}


def _inplace_alias(name, target):
    """``torch.<name>`` and (as its ``method``) ``Tensor.<name>``: ``target`` called in the same form, its argument
    errors named as the alias called, as PyTorch's parser names them."""
    def alias(self, *args, **kwargs):
        if not isinstance(self, Tensor):  # torch.arccos_("a")
            raise not_a_tensor(name, "input", self, 1, shared=False)
        import minitorch
        function = getattr(minitorch, target, None)
        try:
            if function is None:
                return getattr(self, target)(*args, **kwargs)
            return function(self, *args, **kwargs)
        except TypeError as error:
            raise _renamed(error, target, name) from None

    def alias_method(self, *args, **kwargs):
        try:
            return getattr(self, target)(*args, **kwargs)
        except TypeError as error:
            raise _renamed(error, target, name) from None

    alias.__name__ = alias_method.__name__ = name
    alias.__doc__ = alias_method.__doc__ = f"Alias for :meth:`Tensor.{target}`."
    alias.method = alias_method
    return alias


def _renamed(error, target, name):
    from ._composite_pointwise import renamed_errors
    return renamed_errors(error, target, name) or error


for _name, _target in _INPLACE_ALIASES.items():
    globals()[_name] = _inplace_alias(_name, _target)


def square_(input):
    """``input.pow_(2)``: PowBackward0, and PyTorch's refusal for bools (the square is a Long)."""
    if not isinstance(input, Tensor):
        raise not_a_tensor('square_', 'input', input, 1, shared=False)
    return input.pow_(2)


def float_power_(self, exponent):
    """``self.pow_(exponent)`` where ``self`` is already float64 (PyTorch refuses any other base)."""
    if not isinstance(exponent, (Tensor, numbers.Number)):
        from ._invalid_arguments import raise_invalid_arguments
        raise_invalid_arguments("float_power_", ("float_power_(Tensor exponent)", "float_power_(Scalar exponent)"),
                                (exponent,), {})
    if self.dtype is not _dtype.float64:
        raise RuntimeError(f"the base given to float_power_ has dtype {_type(self)} but the operation's result "
                           "requires dtype Double")
    if isinstance(exponent, Tensor):
        return self.pow_(exponent.to(_dtype.float64))
    return self.pow_(float(exponent))


def _type(t):
    from .kernels import _type_name
    return _type_name(t._data)


# -- PyTorch's own dtype checks of some in-place ops, ahead of the generated op -------------------------------

def _cpp_name(dtype):
    from .kernels import _CPP_TYPE_NAME
    return _CPP_TYPE_NAME[dtype.name]


def _checks_first(method, check):
    """``method`` (a generated in-place op) after ``check(self, *args, **kwargs)``, which raises PyTorch's message
    (a RuntimeError). Arguments the check cannot take are the op's to refuse, with its parser's message."""
    def checked(*args, **kwargs):
        try:
            check(*args, **kwargs)
        except (TypeError, AttributeError):  # (an argument that is no tensor: the op's parser names it)
            pass
        return method(*args, **kwargs)
    checked.__name__, checked.__doc__ = method.__name__, method.__doc__
    return checked


def _check_clamp(self, min=None, max=None):
    """A number bound whose promotion with ``self`` cannot be written back: PyTorch names the C++ type."""
    import minitorch
    result = self.dtype
    for bound in (min, max):  # promoted together, as PyTorch's clamp: (bool, 0, 1.5) -> Float
        if bound is not None and not isinstance(bound, Tensor):
            result = _dtype.result_type(minitorch.empty(0, dtype=result), bound)
    if not _dtype.can_cast(result, self.dtype):
        raise RuntimeError(f"result type {_type_of(result)} can't be cast to the desired output type "
                           f"{_cpp_name(self.dtype)}")


def _type_of(dtype):
    return _SCALAR_TYPE_NAME[dtype.name]


def _check_mvlgamma(self, p):
    if self.dtype is _dtype.bool:
        raise RuntimeError("The input tensor may not be a boolean tensor.")
    if not self.is_floating_point():
        raise RuntimeError(f"mvlgamma: result type {_type(self)} can't be cast to the desired output type Float")


def _check_ldexp(self, other):
    if not self.is_floating_point():
        raise RuntimeError(f"ldexp can't be cast to the desired output type {_type(self)}")


def _check_lerp(self, end, weight):
    for name, t in (("end", end), ("weight", weight)):
        if isinstance(t, Tensor) and t.dtype is not self.dtype:
            raise RuntimeError(f"expected dtype {_cpp_name(self.dtype)} for `{name}` but got dtype {_cpp_name(t.dtype)}")


def _check_result_type(self, other):
    """gcd_ / lcm_: PyTorch refuses the cast before its integer-only kernel would."""
    result = _dtype.result_type(self, other)
    if not _dtype.can_cast(result, self.dtype):
        raise RuntimeError(f"result type {_type_of(result)} can't be cast to the desired output type "
                           f"{_type_of(self.dtype)}")


def _check_dtype_matches(self, dim, *, dtype=None):
    """cumsum_ / cumprod_ with a ``dtype``: it must be ``self``'s own."""
    if dtype is not None and dtype is not self.dtype:
        raise RuntimeError(f"Bad in-place call: input tensor dtype {_cpp_name(self.dtype)} and output tensor dtype "
                           f"{_cpp_name(dtype)} should match")


def _check_size_matches(self, shape):
    """A product shape that ``self`` broadcasts to but is not: PyTorch refuses to grow ``self`` in place."""
    import minitorch
    try:
        grows = tuple(self.shape) != tuple(shape) and minitorch.broadcast_shapes(self.shape, shape) == tuple(shape)
    except RuntimeError:  # not even broadcastable: the op's own message
        return
    if grows:
        raise RuntimeError(f"Bad in-place call: input tensor size [{', '.join(map(str, self.shape))}] and output "
                           f"tensor size [{', '.join(map(str, shape))}] should match")


def _check_addmm(self, mat1, mat2, **_):
    if mat1.dim() == 2 and mat2.dim() == 2:
        _check_size_matches(self, (mat1.shape[0], mat2.shape[1]))


def _check_addmv(self, mat, vec, **_):
    if mat.dim() == 2 and self.dim() <= 1:
        _check_size_matches(self, (mat.shape[0],))


def _check_baddbmm(self, batch1, batch2, **_):
    if batch1.dim() == 3 and batch2.dim() == 3:
        _check_size_matches(self, (batch1.shape[0], batch1.shape[1], batch2.shape[2]))


def _check_addr(self, vec1, vec2, **_):
    if self.dim() != 2:
        raise RuntimeError(f"2D tensor expected, got {self.dim()}D tensor for input")


_CHECKS = {"clamp_": _check_clamp, "clamp_min_": lambda self, min: _check_clamp(self, min),
           "clamp_max_": lambda self, max: _check_clamp(self, None, max), "mvlgamma_": _check_mvlgamma,
           "ldexp_": _check_ldexp, "lerp_": _check_lerp, "cumsum_": _check_dtype_matches,
           "cumprod_": _check_dtype_matches, "addmm_": _check_addmm, "addmv_": _check_addmv,
           "baddbmm_": _check_baddbmm, "addr_": _check_addr, "gcd_": _check_result_type,
           "lcm_": _check_result_type}


def install(cls):
    import minitorch
    for name in _INPLACE_ALIASES:
        setattr(cls, name, globals()[name].method)
    cls.square_ = square_
    cls.float_power_ = float_power_
    for name, check in _CHECKS.items():
        setattr(cls, name, _checks_first(getattr(cls, name), check))
        if hasattr(minitorch, name):
            setattr(minitorch, name, _checks_first(getattr(minitorch, name), check))


install(Tensor)
