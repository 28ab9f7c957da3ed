"""What PyTorch says when no overload of a name takes a call's arguments (python_arg_parser.cpp's print_error and
invalid_arguments.cpp's format_invalid_args): an error path only.

The generator renders each overloaded name's Python signatures in PyTorch's own format, the strings its generated
bindings hold (``sum(Tensor input, IntArrayRef[1]? dim, bool keepdim=False, *, ScalarType? dtype=None)``), sorted as
PyTorch sorts them. Here they are read back as PyTorch's FunctionSignature reads them: when exactly one could take
as many arguments as were given, its own complaint is raised (``argument 'dim' (position 1) must be tuple of ints,
not str``); otherwise every signature is listed, and each that takes as many arguments says which did not match.
"""
import numbers
import os

from ._python_arg_parser import _is_int, too_many_positional
from ._tensor import Tensor
from ._typename import typename
from .autograd.function_utils import called_as_method, given_by_keyword

# The C++ type in a signature -> the name PyTorch shows (FunctionParameter::type_name)
_TYPE_NAMES = {
    "Tensor": "Tensor", "Scalar": "Number", "int64_t": "int", "SymInt": "int", "double": "float", "bool": "bool",
    "c10::string_view": "str", "ScalarType": "torch.dtype", "Layout": "torch.layout", "Device": "torch.device",
    "MemoryFormat": "torch.memory_format", "Generator": "torch.Generator", "TensorList": "tuple of Tensors",
    "c10::List<::std::optional<Tensor>>": "tuple of Tensors", "IntArrayRef": "tuple of ints",
    "SymIntArrayRef": "tuple of ints", "ArrayRef<double>": "tuple of floats", "Dimname": "name",
    "DimnameList": "tuple of names", "ScalarList": "tuple of Scalars",
}
# The NumPy spellings PyTorch's parser also reads for a parameter (numpy_compatibility_arg_names)
_NUMPY_NAMES = {"dim": ("axis",), "keepdim": ("keepdims",), "input": ("x", "a", "x1"), "other": ("x2",)}


class Parameter:
    __slots__ = ("kind", "name", "default", "optional", "allow_none", "keyword_only", "size")

    def __init__(self, text, keyword_only):
        kind, _, rest = text.partition(" ")
        self.allow_none = kind.endswith("?")
        kind = kind.rstrip("?")
        self.size = 0
        if "[" in kind:  # IntArrayRef[1]: a sized list, which also takes a bare int
            kind, _, size = kind.partition("[")
            self.size = int(size.rstrip("]"))
        self.kind = kind
        self.name, eq, default = rest.partition("=")
        self.optional = bool(eq)
        self.default = default
        self.allow_none = self.allow_none or default == "None"
        self.keyword_only = keyword_only

    @property
    def type_name(self):
        return _TYPE_NAMES[self.kind]

    def check(self, value):
        """``(does value fit, the index of the first element that does not, or -1)``."""
        kind = self.kind
        if kind == "Tensor":
            return isinstance(value, Tensor), -1
        if kind == "Scalar":
            return _is_number(value) or isinstance(value, Tensor) and value.dim() == 0, -1
        if kind in ("int64_t", "SymInt"):
            return _is_int(value), -1
        if kind == "double":
            return (isinstance(value, numbers.Real) and not isinstance(value, Tensor)
                    or isinstance(value, Tensor) and value.dim() == 0), -1
        if kind == "bool":
            return type(value) is bool, -1  # not even NumPy's
        if kind == "c10::string_view":
            return isinstance(value, str), -1
        if kind in ("IntArrayRef", "SymIntArrayRef"):
            if isinstance(value, (list, tuple)):
                for i, item in enumerate(value):
                    if not _is_int(item):
                        return False, i
                return True, -1
            return self.size > 0 and _is_int(value), -1
        if kind in ("TensorList", "c10::List<::std::optional<Tensor>>"):
            return isinstance(value, (list, tuple)), -1
        if kind == "ArrayRef<double>":
            return isinstance(value, (list, tuple)) or self.size > 0 and _is_number(value), -1
        if kind == "ScalarType":
            from ._dtype import dtype
            return isinstance(value, dtype) or value in (float, int, bool), -1
        if kind == "Generator":
            from ._random import Generator
            return isinstance(value, Generator), -1
        if kind == "Device":  # a device, its string or its index, as PyTorch's parser takes them
            return type(value).__name__ == "device" or isinstance(value, (str, int)) and type(value) is not bool, -1
        return type(value).__name__ == {"MemoryFormat": "memory_format", "Layout": "layout"}.get(kind, kind), -1


def _is_number(value):
    return isinstance(value, numbers.Number) and not isinstance(value, Tensor)


class Signature:
    """One of a name's Python signatures, as PyTorch's FunctionSignature reads it."""
    __slots__ = ("name", "params", "min_args", "max_args", "max_pos_args")

    def __init__(self, fmt):
        self.name, _, rest = fmt.partition("(")
        self.params = []
        keyword_only = False
        for text in rest[:-1].split(", ") if rest[:-1] else ():
            if text == "*":
                keyword_only = True
            else:
                self.params.append(Parameter(text, keyword_only))
        self.max_args = len(self.params)
        self.min_args = sum(1 for p in self.params if not p.optional)
        self.max_pos_args = sum(1 for p in self.params if not p.keyword_only)

    def __str__(self):
        """PyTorch's FunctionSignature::toString: the form its messages show."""
        parts, keyword = [], False
        for p in self.params:
            star = "*, " if p.keyword_only and not keyword else ""
            keyword = keyword or p.keyword_only
            parts.append(f"{star}{p.type_name} {p.name}" + (f" = {p.default}" if p.optional else ""))
        return f"({', '.join(parts)})"

    def raise_complaint(self, args, kwargs):
        """FunctionSignature::parse with raise_exception: this signature's own TypeError for the call, if it has one."""
        name, nargs = self.name, len(args)
        varargs = self.max_pos_args == 1 and self.params[0].kind in ("IntArrayRef", "SymIntArrayRef")
        if nargs > self.max_pos_args and not varargs:
            self._extra_args(nargs)
        position, remaining = 0, len(kwargs)
        for i, param in enumerate(self.params):
            keyword = position >= nargs
            if not keyword:
                if param.keyword_only:
                    self._extra_args(nargs)
                value, given = args[position], True
            else:
                key = next((k for k in (param.name,) + _NUMPY_NAMES.get(param.name, ()) if k in kwargs), None)
                value, given = kwargs.get(key), key is not None
            if not given:
                if not param.optional:
                    missing = ", ".join(f'"{p.name}"' for p in self.params[i:] if not p.optional)
                    count = sum(1 for p in self.params[i:] if not p.optional)
                    raise TypeError(f"{name}() missing {count} required positional argument{'s' if count == 1 else ''}"
                                    f": {missing}")  # PyTorch's own plural, as it is
                continue
            fits, failed = (True, -1) if value is None and param.allow_none else param.check(value)
            if not fits:
                if varargs and position == 0 and not keyword and all(_is_int(v) for v in args):
                    return
                if keyword:
                    raise TypeError(f"{name}(): argument '{param.name}' must be {param.type_name}, not "
                                    f"{typename(value)}")
                if failed != -1:
                    raise TypeError(f"{name}(): argument '{param.name}' (position {position + 1}) must be "
                                    f"{param.type_name}, but found element of type {typename(value[failed])} at pos "
                                    f"{failed}")
                raise TypeError(f"{name}(): argument '{param.name}' (position {position + 1}) must be "
                                f"{param.type_name}, not {typename(value)}")
            if not keyword:
                position += 1
            else:
                remaining -= 1
        if remaining:  # extra_kwargs: it looks the keywords up by their own names only, not the NumPy ones
            names = [p.name for p in self.params]
            for key in kwargs:
                if key not in names:
                    raise TypeError(f"{name}() got an unexpected keyword argument '{key}'")
                if names.index(key) < nargs:
                    raise TypeError(f"{name}() got multiple values for argument '{key}'")
            raise TypeError("invalid keyword arguments")

    def _extra_args(self, nargs):
        too_many_positional(self.name, self.min_args, self.max_pos_args, nargs)


def raise_invalid_arguments(name, fmts, args, kwargs, hidden=False):
    """PythonArgParser::print_error: no signature of ``name`` took ``args`` and ``kwargs`` (a method's without
    ``self``). The one signature that could take as many arguments raises its own complaint; else the listing.
    ``hidden``: the name also has signatures its messages do not show (deprecated ones)."""
    signatures = [Signature(f) for f in fmts]
    count = len(args) + len(kwargs)
    plausible = [s for s in signatures if s.min_args <= count <= s.max_args]
    if len(signatures) == 1 and not hidden:  # PyTorch parses a name of one signature straight: its own complaint
        plausible = signatures
    if len(plausible) == 1:
        plausible[0].raise_complaint(args, kwargs)
    raise TypeError(format_invalid_args(args, kwargs, f"{name}()", [str(s) for s in signatures]))


# -- invalid_arguments.cpp: the listing, which reads the shown signatures back by their text --------------------

class _Option:
    """A signature as invalid_arguments.cpp parses its shown form: split at ", ", each piece's type the text
    before its last space (so ``bool keepdim = False`` is a parameter named ``False``, and ``()`` has one
    parameter that nothing matches; PyTorch's messages show these quirks, so they are kept)."""
    __slots__ = ("arguments",)

    def __init__(self, text):
        self.arguments = []
        for piece in text[1:-1].split(", "):
            space = piece.rfind(" ")
            self.arguments.append((piece[space + 1:], piece[:space] if space >= 0 else piece))

    @staticmethod
    def matches(kind, value):
        name = typename(value)
        if kind == "float":
            return name in ("float", "int", "long")
        if kind == "int":
            return name in ("int", "long")
        return name == kind

    def count_matches(self, args, kwargs):
        return len(args) + len(kwargs) == len(self.arguments)

    def unmatched_keywords(self, kwargs):
        start = max(len(self.arguments) - len(kwargs), 0)
        names = [n for n, _ in self.arguments[start:]]
        return [k for k in kwargs if k not in names]


def _described(value):
    """A value as the listing shows it: its type, a list or tuple with its items' types."""
    if isinstance(value, (list, tuple)):
        items = ", ".join(typename(v) for v in value)
        if isinstance(value, tuple):
            return f"tuple of ({items}{',' if len(value) == 1 else ''})"
        return f"list of [{items}]"
    return typename(value)


def _marked(option, args, kwargs):
    """The call's arguments, each that the option does not take marked (red on a terminal, else between !s)."""
    if os.isatty(1) and os.isatty(2):
        bad, bad_end, good, good_end = "\33[31;1m", "\33[0m", "\33[32;1m", "\33[0m"
    else:
        bad, bad_end, good, good_end = "!", "!", "", ""
    parts = []
    for i in range(len(args) + len(kwargs)):
        keyword = i >= len(args)
        name, kind = option.arguments[i]
        value = kwargs[name] if keyword else args[i]
        fits = option.matches(kind, value)
        text = (f"{name}=" if keyword else "") + _described(value)
        parts.append(f"{good}{text}{good_end}" if fits else f"{bad}{text}{bad_end}")
    return _listed(parts, args)


def _given(args, kwargs):
    return _listed([typename(a) for a in args] + [f"{k}={typename(v)}" for k, v in kwargs.items()], args)


def _listed(parts, args):
    """``(a, b)``; PyTorch trims the last ", " only when there are positional arguments: ``(dim=int, )``."""
    text = "".join(part + ", " for part in parts)
    return f"({text[:-2] if args else text})"


def format_invalid_args(args, kwargs, function_name, options):
    """invalid_arguments.cpp's format_invalid_args. ``kwargs`` are read last given first, the order PyTorch's
    map of them gives for a few keywords."""
    kwargs = dict(reversed(list(kwargs.items())))
    message = f"{function_name} received an invalid combination of arguments - "
    if len(options) == 1:
        option = _Option(options[0])
        unmatched = option.unmatched_keywords(kwargs) if kwargs else []
        if unmatched:
            return message + "got unrecognized keyword arguments: " + ", ".join(unmatched)
        given = _marked(option, args, kwargs) if option.count_matches(args, kwargs) else _given(args, kwargs)
        return message + f"got {given}, but expected {options[0]}"
    lines = [message + f"got {_given(args, kwargs)}, but expected one of:"]
    for text in options:
        option = _Option(text)
        lines.append(f" * {text}")
        if option.count_matches(args, kwargs):
            unmatched = option.unmatched_keywords(kwargs) if kwargs else []
            if unmatched:
                lines.append("      didn't match because some of the keywords were incorrect: " + ", ".join(unmatched))
            else:
                lines.append("      didn't match because some of the arguments have invalid types: "
                             + _marked(option, args, kwargs))
    return "\n".join(lines) + "\n"


# -- hand-written ops with several overloads: the error PyTorch's parser gives, in the form the user called -------

_NOTHING_ABSENT = object()


def arguments_as_called(frame, leading, params, absent=_NOTHING_ABSENT):
    """``(args, kwargs)`` as the user's call of the hand-written op running in ``frame`` gave them, for the listing:
    ``leading`` positional values, then ``params`` as ``(name, value, default)``. One the call named goes to the
    keywords (``given_by_keyword``); one at its default is left out unless a later one is positional (then it was
    given, at its default); ``absent`` marks one not given at all. One that cannot have been positional (after a
    keyword or an absent one) counts as a keyword."""
    args, kwargs, pending = list(leading), {}, []
    for name, value, default in params:
        if value is absent:
            pending = None
        elif given_by_keyword(name, frame):
            kwargs[name] = value
        elif value is default:
            if pending is not None:
                pending.append(value)
        elif pending is None or kwargs:  # (positional it cannot have been)
            kwargs[name] = value
        else:
            args += pending + [value]
            pending = []
    return tuple(args), kwargs



def raise_invalid_call(name, function, method, args, kwargs=None, frame=None):
    """PyTorch's TypeError for a call of the hand-written op ``name`` that none of its signatures takes:
    ``function`` and ``method`` are PyTorch's signatures of its two forms (in the order PyTorch lists them), ``args``
    the call's positional arguments with the tensor first (dropped for a method call); ``function`` None: a method
    call. ``frame``: the op's frame, by default the caller's (see ``called_as_method``)."""
    import sys
    if function is None or method and called_as_method(frame or sys._getframe(1)):
        raise_invalid_arguments(name, method, tuple(args[1:]), kwargs or {})
    raise_invalid_arguments(name, function, tuple(args), kwargs or {})
