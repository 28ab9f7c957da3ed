"""Overload resolution for names with several schemas (PyTorch's python_arg_parser):
try the overloads in derivatives.yaml order and call the first that takes the arguments
exactly, else the first that takes them at all.

The generated tables describe each parameter as data; ``Signature`` turns that into what a
call needs (one type check per parameter, defaults evaluated once), so binding a call is a
loop over its arguments, not a walk over strings.
"""
import functools
import numbers
import sys

from ._dtype import PYTHON_TYPES as _PYTHON_TYPES
from ._dtype import dtype as _dtype_cls
from ._tensor import Size, Tensor
from ._typename import typename
from .autograd.function_utils import given_by_keyword, position_as_called, wrapped_number

_PY_NUMBERS = (int, float, bool, complex)


def _is_int(v):
    if type(v) is int:
        return True
    return isinstance(v, numbers.Integral) and not isinstance(v, bool) or (
        isinstance(v, Tensor) and v._data.ndim == 0 and v._data.dtype.kind in "iu")


def _is_tensor(v):
    return isinstance(v, Tensor)


def _is_tensor_or_number(v):
    return type(v) in _PY_NUMBERS or isinstance(v, (Tensor, numbers.Number))


def _is_scalar(v):
    """A number, or, as PyTorch's parser takes one for a Scalar, a 0-dim tensor that needs no gradient (a binding
    then inexact: an overload taking the tensor as a Tensor wins)."""
    return (type(v) in _PY_NUMBERS or isinstance(v, numbers.Number) and not isinstance(v, Tensor)
            or isinstance(v, Tensor) and v._data.ndim == 0 and not v._requires_grad)


def _is_int_list(v):
    if type(v) is int:
        return True
    return _is_int(v) or isinstance(v, (list, tuple)) and all(type(i) is int or _is_int(i) for i in v)


def _is_float(v):
    return type(v) is float or isinstance(v, numbers.Real) and not isinstance(v, bool)


def _is_float_list(v):
    return isinstance(v, (list, tuple, numbers.Real))


def _is_bool(v):
    return isinstance(v, bool)


def _is_str(v):
    return isinstance(v, str)


def _is_dtype(v):
    return isinstance(v, _dtype_cls) or type(v) is type and v in _PYTHON_TYPES  # dtype=float: float64


def _is_tensor_list(v):
    return isinstance(v, (list, tuple)) and all(isinstance(t, Tensor) for t in v)


def _is_optional_tensor_list(v):
    return isinstance(v, (list, tuple)) and all(t is None or isinstance(t, Tensor) for t in v)


def _anything(v):
    return True


_CHECKS = {
    "Tensor": _is_tensor,
    "Tensor|Scalar": _is_tensor_or_number,
    "Tensor|Wrapped": _is_tensor_or_number,  # the input of add, div, ...: a number is wrapped (see bind)
    "Scalar": _is_scalar,
    "int": _is_int,
    "int[]": _is_int_list,
    "float": _is_float,
    "float[]": _is_float_list,
    "bool": _is_bool,
    "str": _is_str,
    "ScalarType": _is_dtype,
    "Tensor[]": _is_tensor_list,
    "Tensor?[]": _is_optional_tensor_list,
}


# Overloads that take a Python number as a Scalar win over ones that would wrap it as a Tensor
# (scatter(dim, index, 1.0) is scatter.value), as PyTorch's parser prefers exact types: a number
# bound to a Tensor|Scalar parameter makes the binding inexact.
_WEAK = "Tensor|Scalar"


def _default(text):
    if text == "None":
        return None
    if text in ("True", "False"):
        return text == "True"
    try:
        return eval(text, {"__builtins__": {}})  # literals rendered by the generator
    except Exception:
        return text


_REQUIRED = object()


class Signature:
    __slots__ = ("schema", "impl", "params", "positional", "names", "optional", "defaults", "checks", "weak",
                 "ints", "dtypes", "min_args", "out", "int_list_varargs", "wraps_input", "scalars")

    def __init__(self, schema, impl, params, out=True):
        self.schema = schema
        self.impl = impl
        self.out = out  # does the function take out= with this overload
        # (name, kind, optional, has_default, default, kwarg_only)
        self.params = params
        self.positional = sum(1 for p in params if not p[5])
        self.names = tuple(p[0] for p in params)
        self.optional = tuple(p[2] for p in params)
        self.defaults = tuple(_default(p[4]) if p[3] else _REQUIRED for p in params)
        self.checks = tuple(_CHECKS.get(p[1], _anything) for p in params)
        self.weak = tuple(p[1] in (_WEAK, "Tensor|Wrapped") for p in params)
        self.wraps_input = bool(params) and params[0][1] == "Tensor|Wrapped"
        self.scalars = tuple(p[1] == "Scalar" for p in params)
        self.ints = tuple(p[1] in ("int", "int[]") for p in params)
        self.dtypes = tuple(i for i, p in enumerate(params) if p[1] == "ScalarType")  # where float means float64
        # Fewest positional arguments a call without keywords needs (more than ``positional`` when a
        # keyword-only parameter has no default: then such a call never binds).
        self.min_args = max((i + 1 for i, p in enumerate(params) if not p[3]), default=0)
        # A method whose one positional parameter after self is an int list takes the ints as varargs
        # (``x.squeeze(0, 2)``), as PyTorch's parser allows (allow_varargs_intlist)
        self.int_list_varargs = self.positional == 2 and params[1][1] == "int[]"

    def bind(self, args, kwargs):
        """``(arguments for impl, exact)`` for this call, or None when it does not fit this signature.
        Defaults are checked along with the given values (every default passes its own check)."""
        n = len(args)
        if n > self.positional:
            return None
        if kwargs:
            values = self._with_keywords(args, kwargs)
            if values is None:
                return None
        elif n < self.min_args:
            return None
        else:
            values = args + self.defaults[n:]
        exact = True
        converted = False
        for value, check, optional, weak, is_int, scalar in zip(values, self.checks, self.optional, self.weak,
                                                                self.ints, self.scalars):
            if value is None and optional:
                continue
            if not check(value):
                return None
            if weak and not isinstance(value, Tensor) or scalar and isinstance(value, Tensor):
                exact = False
            if is_int and isinstance(value, Tensor):
                converted = True
        if self.wraps_input and not isinstance(values[0], Tensor):  # torch.div(1, x): PyTorch's wrapped number
            values = (wrapped_number(self.schema.split(".")[0], "input", values[0], values[1] if len(values) > 1
                                     else None),) + tuple(values[1:])
        if converted:  # a 0-dim integer tensor given for an int binds as its value
            values = tuple(int(v.item()) if is_int and isinstance(v, Tensor) else v
                           for v, is_int in zip(values, self.ints))
        for i in self.dtypes:
            if type(values[i]) is type:
                values = tuple(values[:i]) + (_PYTHON_TYPES[values[i]],) + tuple(values[i + 1:])
        return values, exact

    def _with_keywords(self, args, kwargs):
        """Every parameter's value: ``args``, then keywords, then defaults. A keyword may be given under PyTorch's
        NumPy-style alias (``axis=`` for ``dim``, ``keepdims=`` for ``keepdim``, ``x=`` for the input, ...), and the
        first parameter also as ``input=``."""
        names = self.names
        n = len(args)
        if any(name in kwargs for name in names[:n]) or n and any(alias in kwargs for alias in _INPUT_ALIASES):
            return None  # given twice
        values = list(args)
        used = 0
        for i in range(n, len(names)):
            name = names[i]
            key = name if name in kwargs else _alias_given(_INPUT_ALIASES if i == 0 else _NUMPY_ALIASES.get(name),
                                                           kwargs)
            if key is not None:
                values.append(kwargs[key])
                used += 1
            elif self.defaults[i] is _REQUIRED:
                return None
            else:
                values.append(self.defaults[i])
        return values if used == len(kwargs) else None


# PyTorch's parser takes these NumPy spellings for its parameters (python_arg_parser.cpp's
# numpy_compatibility_arg_names); the first parameter (``self``) is also ``input``.
_NUMPY_ALIASES = {"dim": ("axis",), "keepdim": ("keepdims",), "other": ("x2",)}
_INPUT_ALIASES = ("input", "x", "a", "x1")


def _alias_given(aliases, kwargs):
    """The one of ``aliases`` that ``kwargs`` names, or None."""
    if aliases:
        for alias in aliases:
            if alias in kwargs:
                return alias
    return None


class Overloads(tuple):
    """A name's overloads (``Signature`` s, in the order the parser tries them), with PyTorch's Python signatures of
    its function and its method, in the order PyTorch lists them, for the errors (see _invalid_arguments)."""

    def __new__(cls, signatures, function=(), method=()):
        overloads = super().__new__(cls, signatures)
        overloads.function, overloads.method = function, method
        return overloads


_CHOSEN = {}  # {(id of a function's overloads, type of its second argument or ()): (wrapper, the defaults)}


def parse(name, signatures, args, kwargs):
    """Call the first overload that takes the arguments exactly, else the first that takes them (and write
    the result into ``out=`` where one is given). A call of a tensor and at most one more argument, without
    keywords (``torch.sum(x)``, ``torch.max(x, 1)``), remembers its overload as ``Tensor`` methods do (see
    ``method``): the choice then depends on the second argument's type alone."""
    if not kwargs and 0 < len(args) <= 2 and isinstance(args[0], Tensor):
        key = (id(signatures), type(args[1]) if len(args) == 2 else ())
        choice = _CHOSEN.get(key)
        if choice is not None:
            impl, defaults = choice
            return impl(*args, *defaults)
        sig, values = _choose(name, signatures, args, {})
        # (a 0-dim tensor bound as a Scalar is no choice by type: one with dims would not bind)
        if _choice_by_type(signatures, key[1]) and not (len(args) == 2 and sig.scalars[1] and isinstance(args[1], Tensor)):
            _CHOSEN[key] = sig.impl, tuple(values[len(args):])
        return sig.impl(*values)
    out = kwargs.pop("out", None) if kwargs else None
    sig, values = _choose(name, signatures, args, kwargs, out=out)
    if out is not None:
        from ._out import call_with_out
        return call_with_out(name, sig.impl, out, *values)
    return sig.impl(*values)


def _choose(name, signatures, args, kwargs, method=False, out=None):
    """``(signature, its arguments)`` for the call (one that takes ``out=`` where one is given), or PyTorch's
    TypeError, which shows a method's arguments without ``self``."""
    inexact = None
    for sig in signatures:
        if out is not None and not sig.out:
            continue
        bound = sig.bind(args, kwargs)
        if bound is None and method and len(args) > 2 and sig.int_list_varargs and _is_int(args[1]):
            # the ints are the list; another item is PyTorch's error for that item
            bound = sig.bind(args[:1] + (int_list(name, sig.names[1], args[1:]),), kwargs)
        if bound is not None:
            if bound[1]:
                return sig, bound[0]
            if inexact is None:
                inexact = sig, bound[0]
    if inexact is not None:
        return inexact
    if out is not None:
        kwargs = {**kwargs, "out": out}
    from ._invalid_arguments import raise_invalid_arguments
    raise_invalid_arguments(name, signatures.method if method else signatures.function, args[method:], kwargs)


_NUMBER_TYPES = (int, float, bool)


def _choice_by_type(signatures, second):
    """Does the overload a call binds depend on the type of its second argument alone (``second``, or () for
    none)? Yes for none or a Python number; for a tensor only when no overload takes an int there (a 0-dim
    integer tensor binds as an int)."""
    return (second == () or second in _NUMBER_TYPES
            or isinstance(second, type) and issubclass(second, Tensor)
            and all(len(s.params) < 2 or s.params[1][1] not in ("int", "int[]") for s in signatures))


def method(name, signatures, operator=False):
    """``Tensor.<name>`` over several overloads. A call with at most one argument and no keywords
    (``x / y``, ``x ** 2``, ``x.sum()``) remembers which overload it bound, per argument type, where
    the choice depends on that type alone (``_choice_by_type``). ``operator``: bound as a Python operator
    (``__eq__``), see ``binary_operator``."""
    chosen = {}  # {argument type, or () for none: (wrapper, the defaults after the argument)}

    def bound_method(self, *args, **kwargs):
        if kwargs or len(args) > 1:
            kwargs.pop("out", None)
            sig, values = _choose(name, signatures, (self,) + args, kwargs, method=True)
            return sig.impl(*values)
        key = type(args[0]) if args else ()
        choice = chosen.get(key)
        if choice is None:
            sig, values = _choose(name, signatures, (self,) + args, {}, method=True)
            if _choice_by_type(signatures, key) and not (args and sig.scalars[1] and isinstance(args[0], Tensor)):
                chosen[key] = sig.impl, tuple(values[1 + len(args):])
            return sig.impl(*values)
        impl, defaults = choice
        return impl(self, *args, *defaults)

    bound_method.__name__ = name
    if not operator:
        return bound_method

    def bound_operator(self, other):
        """binary_operator(bound_method) for the one operand an operator has: the remembered overload is called
        with no tuple of arguments built and no frame between (``x / y`` 1.08 -> 0.85 us on small tensors)."""
        try:
            choice = chosen.get(type(other))
            if choice is not None and not choice[1]:
                return choice[0](self, other)
            return bound_method(self, other)
        except TypeError:
            return NotImplemented

    bound_operator.__name__ = bound_operator.__qualname__ = name
    return bound_operator


# The spellings of dim and keepdim, from the parser's table: what numpy_keywords renames.
_NAME_OF_NUMPY_KEYWORD = {alias: name for name in ("dim", "keepdim") for alias in _NUMPY_ALIASES[name]}


def numpy_keywords(function):
    """``function``, a one-overload op with a ``dim`` or ``keepdim`` parameter, also taking them under the NumPy
    spellings PyTorch's parser accepts (``axis=``, ``keepdims=``), which Python's own binding would refuse; the
    overloaded names take them in ``Signature._with_keywords``."""
    def call(*args, **kwargs):
        if not kwargs:
            return function(*args)  # the common call, without a keywords dict to pass on
        if any(spelling in kwargs for spelling in _NAME_OF_NUMPY_KEYWORD):
            renamed = {}
            for key, value in kwargs.items():
                name = _NAME_OF_NUMPY_KEYWORD.get(key, key)
                if name != key and name in kwargs:  # the parser reads a spelling only for a parameter not given
                    raise TypeError(f"{function.__name__}() got an unexpected keyword argument '{key}'")
                renamed[name] = value
            kwargs = renamed
        return function(*args, **kwargs)

    return functools.update_wrapper(call, function)


def binary_operator(function):
    """``function`` bound as a binary Tensor operator (``__add__``, ``__rsub__``, ``__eq__``), as PyTorch binds its
    operators (TypeError_to_NotImplemented_): a TypeError, such as an operand no overload takes, answers
    NotImplemented, so Python tries the other operand's reflected operator and then raises its own
    "unsupported operand type(s)" (``x == None`` is then False, ``x < None`` a TypeError)."""
    def operator(self, other):
        try:
            return function(self, other)
        except TypeError:
            return NotImplemented

    operator.__name__ = operator.__qualname__ = function.__name__
    operator.__doc__ = function.__doc__
    return operator


# -- int, Tensor[] and int[] arguments of a one-overload function (PyTorch's parser, its messages) -----------

def _where(position, wrapper, name=None):
    """`` (position N)`` in an argument's error message, N as the user's call counts it; nothing for a keyword
    (``position`` None, or the user's call passed ``name`` by keyword)."""
    if position is None or name is not None and given_by_keyword(name, wrapper):
        return ""
    return f" (position {position_as_called(position, wrapper)})"


def int_arg(op, name, value, position=None):
    """``value`` given for ``op``'s ``int`` parameter ``name`` as an int: a NumPy integer or a 0-dim integer tensor
    by its value; a bool, a float or anything else is PyTorch's TypeError. ``position`` as for ``int_list``."""
    if _is_int(value):
        return int(value)
    where = _where(position, sys._getframe(1), name)
    raise TypeError(f"{op}(): argument '{name}'{where} must be int, not {typename(value)}")


def number_arg(op, name, value, position=None, kind="Number"):
    """A tensor given for ``op``'s ``Scalar`` (``kind`` "Number") or ``float`` parameter ``name``: PyTorch's parser
    takes a 0-dim one that does not require grad by its value (an int, float, bool or complex as its dtype is; a
    float for ``float``); any other tensor is its TypeError. ``position`` as for ``int_list``."""
    if value.dim() == 0 and not value.requires_grad:
        number = value.item()
        return float(number) if kind == "float" and not isinstance(number, complex) else number
    where = _where(position, sys._getframe(1), name)
    raise TypeError(f"{op}(): argument '{name}'{where} must be {kind}, not {typename(value)}")


def bool_arg(op, name, value, position=None):
    """PyTorch's TypeError for ``value``, no Python bool (not even a NumPy one), given for ``op``'s ``bool`` parameter
    ``name``. ``position`` as for ``int_list``."""
    raise TypeError(f"{op}(): argument '{name}'{_where(position, sys._getframe(1), name)} must be bool, not "
                    f"{typename(value)}")


def check_numbers(op, arguments):
    """After a kernel failed: PyTorch's TypeError for the first of ``op``'s number arguments, ``(name, value,
    position, "Number" or "float")``, given something no number; None only for an optional one (its kind "Number?"
    or "float?")."""
    for name, value, position, kind in arguments:
        if value is None and kind.endswith("?") or isinstance(value, numbers.Number) and not isinstance(value, Tensor):
            continue
        kind = kind.rstrip("?")
        if kind == "Number" and isinstance(value, Tensor) and value.dim() == 0:
            continue
        raise TypeError(f"{op}(): argument '{name}'{_where(position, sys._getframe(1), name)} must be {kind}, "
                        f"not {typename(value)}")


def check_bools(op, **values):
    """``bool_arg`` for the first of a hand-written op's bool parameters (given by name) that is not a bool."""
    for name, value in values.items():
        if type(value) is not bool:
            bool_arg(op, name, value)


def tensor_list(op, name, value, position, index):
    """Check ``value``, given for ``op``'s ``Tensor[]`` parameter ``name`` (the ``index``-th, from 0): a list or
    tuple of tensors, or PyTorch's TypeError. ``position`` as for ``int_list``."""
    if not isinstance(value, (list, tuple)):
        where = f" (position {position})" if position is not None else ""
        raise TypeError(f"{op}(): argument '{name}'{where} must be tuple of Tensors, not {typename(value)}")
    for i, item in enumerate(value):
        if not isinstance(item, Tensor):
            raise TypeError(f"expected Tensor as element {i} in argument {index}, but got {typename(item)}")


def tensor_varargs(tensors, argument=0):
    """Check ``tensors``, the items of a ``Tensor[]`` argument (the ``argument``-th) that a function takes as varargs
    (``torch.cartesian_prod(a, b)``), or a list given for it: PyTorch's TypeError for the first that is no tensor."""
    for i, item in enumerate(tensors):
        if not isinstance(item, Tensor):
            raise TypeError(f"expected Tensor as element {i} in argument {argument}, but got {typename(item)}")


# -- int[] arguments (PyTorch's IntArrayRef parsing) ----------------------------------------------------

def int_list(op, name, value, position=None, sized=False, wrapper=None):
    """``value`` given for ``op``'s ``int[]`` parameter ``name`` as a tuple of ints, or PyTorch's TypeError.
    A list or tuple of ints (NumPy integers and 0-dim integer tensors count, a bool only after the first); a bare int
    only for a sized list (``int[1] dim``). ``position``: 1-based among the function form's arguments, None for
    a keyword (PyTorch's message then names no position, and reports only the container's type); ``wrapper``: the
    frame that checks, the caller's by default (see ``position_as_called``)."""
    if isinstance(value, (list, tuple)):
        for i, item in enumerate(value):
            # PyTorch checks the first item's type, and converts the rest by __index__: a bool passes there
            if not _is_int(item) and not (i and type(item) is bool):
                if i:
                    raise TypeError(f"{op}(): argument '{name}' failed to unpack the object at pos {i + 1} with "
                                    f"error \"type must be tuple of ints,but got {typename(item)}\"")
                if position is None:
                    break
                where = _where(position, wrapper or sys._getframe(1), name)  # (error paths only: it reads the
                raise TypeError(f"{op}(): argument '{name}'{where} must be tuple of ints, but found element of "
                                f"type {typename(item)} at pos 0")                # caller's bytecode)
        else:
            return tuple(v if type(v) is int else int(v) for v in value)
    elif sized and _is_int(value):
        return (int(value),)
    raise TypeError(f"{op}(): argument '{name}'{_where(position, wrapper or sys._getframe(1), name)} must be tuple of "
                    f"ints, not {typename(value)}")


def too_many_positional(op, least, most, given):
    """PyTorch's TypeError for ``given`` positional arguments to ``op``, which takes ``least`` to ``most`` of them."""
    if least != most:
        raise TypeError(f"{op}() takes from {least} to {most} positional arguments but {given} were given")
    raise TypeError(f"{op}() takes {most} positional argument{'' if most == 1 else 's'} but {given} "
                    f"{'was' if given == 1 else 'were'} given")


def int_list_varargs(op, name, args, kwargs):
    """The one positional parameter of ``op`` (a method such as ``x.view``, or ``torch.zeros``) is an int
    list: ``f(2, 3)``, ``f((2, 3))`` and ``f(name=(2, 3))`` alike, as PyTorch's parser allows; any other
    keyword is refused, as PyTorch refuses it."""
    if not args and name not in kwargs:
        raise TypeError(f"{op}() missing 1 required positional arguments: \"{name}\"")
    if kwargs:
        for key in kwargs:
            if key != name:
                raise TypeError(f"{op}() got an unexpected keyword argument '{key}'")
        if args:
            raise TypeError(f"{op}() got multiple values for argument '{name}'")
        return int_list(op, name, kwargs[name])
    first = args[0]
    kind = type(first)
    if (kind is tuple or kind is Size) and len(args) == 1:
        for v in first:  # the common calls, f((2, 3)) and f(x.shape), checked inline
            if type(v) is not int:
                break
        else:
            return first if kind is tuple else tuple(first)
    elif kind is int:
        for v in args:  # f(2, 3): the varargs tuple is the list
            if type(v) is not int:
                break
        else:
            return args
    if _is_int(first):
        return int_list(op, name, args)  # varargs: the ints are the list
    if len(args) > 1:
        raise TypeError(f"{op}() takes 1 positional argument but {len(args)} were given")
    return int_list(op, name, first, 1)
