"""``torch._foreach_*``: one op over a list of tensors (optimizers' and EMA code's multi-tensor calls).

PyTorch fuses each into one kernel launch over the list; here each is the per-tensor op in a loop, so
values, dtypes, in-place semantics and errors are the per-tensor op's. The out-of-place forms return a
tuple, the in-place forms their first list. (PyTorch records one ``Foreach<Op>Backward`` node per
result; here each result carries its per-tensor op's node, e.g. ``MulBackward0``.)
"""
import numbers

from ._tensor import Tensor

__all__ = []

_UNARY = ("abs", "acos", "asin", "atan", "ceil", "cos", "cosh", "erf", "erfc", "exp", "expm1", "floor", "frac",
          "lgamma", "log", "log10", "log1p", "log2", "neg", "reciprocal", "round", "rsqrt", "sigmoid", "sign",
          "sin", "sinh", "sqrt", "tan", "tanh", "trunc")
# name -> the per-tensor method; ``alpha`` is passed where the op takes one
_BINARY = {"add": "add", "sub": "sub", "mul": "mul", "div": "div", "maximum": "clamp_min", "minimum": "clamp_max",
           "clamp_min": "clamp_min", "clamp_max": "clamp_max", "pow": "pow"}
# (maximum with a number is clamp_min; with a tensor, Tensor.clamp_min is torch.maximum too)
_WITH_ALPHA = ("add", "sub")


def _nonempty(tensors):
    tensors = list(tensors)
    if not tensors:
        raise RuntimeError("Tensor list must have at least one tensor.")
    return tensors


def _same_length(tensors, others):
    others = list(others)
    if len(others) != len(tensors):
        raise RuntimeError(f"Tensor lists must have the same number of tensors, got {len(tensors)} and {len(others)}")
    return others


def _per_tensor(tensors, other, what="other"):
    """``other`` spread over the list: one per tensor from a list (of tensors or of scalars), else the
    same scalar or tensor for every one."""
    if isinstance(other, (list, tuple)):
        if other and not isinstance(other[0], Tensor):
            if len(other) != len(tensors):
                raise RuntimeError("Tensor list must have same number of elements as scalar list.")
            return list(other)
        return _same_length(tensors, other)
    if isinstance(other, (Tensor, numbers.Number)):
        return [other] * len(tensors)
    raise TypeError(f"_foreach_{what}() received an invalid combination of arguments - got "
                    f"(list, {type(other).__name__})")


def _unary(name):
    def out_of_place(self):
        return tuple(getattr(t, name)() for t in _nonempty(self))

    def in_place(self):
        for t in _nonempty(self):
            getattr(t, name + "_")()
        return self
    return out_of_place, in_place


def _binary(name, method):
    takes_alpha = name in _WITH_ALPHA

    def out_of_place(self, other, *, alpha=1):
        tensors = _nonempty(self)
        others = _per_tensor(tensors, other, name)
        if takes_alpha and alpha != 1:
            return tuple(getattr(t, method)(o, alpha=alpha) for t, o in zip(tensors, others))
        return tuple(getattr(t, method)(o) for t, o in zip(tensors, others))

    def in_place(self, other, *, alpha=1):
        tensors = _nonempty(self)
        others = _per_tensor(tensors, other, name + "_")
        for t, o in zip(tensors, others):
            if takes_alpha and alpha != 1:
                getattr(t, method + "_")(o, alpha=alpha)
            else:
                getattr(t, method + "_")(o)
        return self
    if not takes_alpha:  # PyTorch's signatures have no alpha there
        plain, plain_ = out_of_place, in_place
        out_of_place = lambda self, other: plain(self, other)  # noqa: E731
        in_place = lambda self, other: plain_(self, other)  # noqa: E731
    return out_of_place, in_place


def _scalars(tensors, value):
    """addcmul/addcdiv's ``value``: a number, a list of numbers, or a 1-d tensor of them."""
    if isinstance(value, Tensor):
        value = value.tolist()
    return _per_tensor(tensors, value)


_pow_lists, _foreach_pow_ = _binary("pow", "pow")


def _pointwise(method):
    def out_of_place(self, tensor1, tensor2, value=1):
        tensors = _nonempty(self)
        pairs = zip(tensors, _same_length(tensors, tensor1), _same_length(tensors, tensor2), _scalars(tensors, value))
        return tuple(getattr(t, method)(a, b, value=v) for t, a, b, v in pairs)

    def in_place(self, tensor1, tensor2, value=1):
        tensors = _nonempty(self)
        pairs = zip(tensors, _same_length(tensors, tensor1), _same_length(tensors, tensor2), _scalars(tensors, value))
        for t, a, b, v in pairs:
            getattr(t, method + "_")(a, b, value=v)
        return self
    return out_of_place, in_place


def _foreach_lerp(self, tensors1, weight):
    tensors = _nonempty(self)
    return tuple(t.lerp(e, w) for t, e, w in zip(tensors, _same_length(tensors, tensors1), _per_tensor(tensors, weight)))


def _foreach_lerp_(self, tensors1, weight):
    tensors = _nonempty(self)
    for t, e, w in zip(tensors, _same_length(tensors, tensors1), _per_tensor(tensors, weight)):
        t.lerp_(e, w)
    return self


def _foreach_pow(self, exponent):
    if isinstance(self, numbers.Number):  # _foreach_pow(Scalar self, Tensor[] exponent)
        return tuple(Tensor.__rpow__(e, self) for e in _nonempty(exponent))
    return _pow_lists(self, exponent)


def _foreach_norm(self, ord=2, dtype=None):
    from .linalg import vector_norm
    return tuple(vector_norm(t, ord, dtype=dtype) for t in _nonempty(self))


def _foreach_max(self):
    return tuple(t.max() for t in _nonempty(self))


def _foreach_powsum(self, exponent):
    return tuple(t.abs().pow(exponent).sum() for t in _nonempty(self))


def _foreach_mm(self, other):
    tensors = _nonempty(self)
    return tuple(t.mm(o) for t, o in zip(tensors, _same_length(tensors, other)))


def _foreach_clone(self):
    return tuple(t.clone() for t in _nonempty(self))


def _foreach_zero_(self):
    for t in _nonempty(self):
        t.zero_()
    return self


def _foreach_copy_(self, src, non_blocking=False):
    tensors = _nonempty(self)
    for t, s in zip(tensors, _same_length(tensors, src)):
        t.copy_(s, non_blocking)
    return self


def _install(namespace):
    for name in _UNARY:
        namespace[f"_foreach_{name}"], namespace[f"_foreach_{name}_"] = _unary(name)
    for name, method in _BINARY.items():
        namespace[f"_foreach_{name}"], namespace[f"_foreach_{name}_"] = _binary(name, method)
    namespace["_foreach_pow"], namespace["_foreach_pow_"] = _foreach_pow, _foreach_pow_
    for name in ("addcmul", "addcdiv"):
        namespace[f"_foreach_{name}"], namespace[f"_foreach_{name}_"] = _pointwise(name)
    for name, fn in list(globals().items()):
        if name.startswith("_foreach_") and name not in namespace:
            namespace[name] = fn
    for name in list(namespace):
        if name.startswith("_foreach_"):
            namespace[name].__name__ = name
            namespace[name].__qualname__ = name
