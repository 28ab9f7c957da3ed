"""dtypes as PyTorch names them, mapped onto NumPy dtype objects (CuPy shares them),
and PyTorch's type-promotion rules."""
import builtins as _builtins

import numbers as _numbers

import numpy as _np  # dtype descriptors only: NumPy and CuPy share them
from ._typename import typename

__all__ = [
    "dtype", "float16", "half", "float32", "float", "float64", "double", "int8", "int16", "short",
    "int32", "int", "int64", "long", "uint8", "bool", "get_default_dtype", "set_default_dtype",
    "promote_types", "result_type", "can_cast",
]

# Categories order promotion: a higher category wins over any width of a lower one.
_BOOL, _INT, _FLOAT = 0, 1, 2


class dtype:
    __slots__ = ("name", "np_dtype", "is_floating_point", "is_complex", "is_signed", "itemsize", "category")

    def __init__(self, name, np_dtype, category, is_signed=True):
        self.name = name
        self.np_dtype = _np.dtype(np_dtype)
        self.category = category
        self.is_floating_point = category == _FLOAT
        self.is_complex = False
        self.is_signed = is_signed
        self.itemsize = self.np_dtype.itemsize

    def __repr__(self):
        return f"torch.{self.name}"

    def __reduce__(self):
        return (_by_name, (self.name,))

    def to_real(self):
        return self

    to_complex = to_real


float16 = half = dtype("float16", "float16", _FLOAT)
float32 = float = dtype("float32", "float32", _FLOAT)
float64 = double = dtype("float64", "float64", _FLOAT)
int8 = dtype("int8", "int8", _INT)
int16 = short = dtype("int16", "int16", _INT)
int32 = int = dtype("int32", "int32", _INT)
int64 = long = dtype("int64", "int64", _INT)
uint8 = dtype("uint8", "uint8", _INT, is_signed=False)
bool = dtype("bool", "bool", _BOOL, is_signed=False)

ALL = (float16, float32, float64, int8, int16, int32, int64, uint8, bool)
# PyTorch's parser takes Python's own number types where a dtype goes: dtype=float is float64.
PYTHON_TYPES = {_builtins.float: float64, _builtins.int: int64, _builtins.bool: bool}


def from_arg(op, value):
    """A ``dtype=`` argument as PyTorch's parser takes it: None, a dtype, or ``float``/``int``/``bool``;
    anything else is ``op``'s TypeError."""
    if value is None or isinstance(value, dtype):
        return value
    if type(value) is type and value in PYTHON_TYPES:
        return PYTHON_TYPES[value]
    raise TypeError(f"{op}(): argument 'dtype' must be torch.dtype, not {typename(value)}")
_BY_NAME = {d.name: d for d in ALL}
FROM_NP = {d.np_dtype: d for d in ALL}
_default = [float32]


def _by_name(name):
    return _BY_NAME[name]


def get_default_dtype():
    return _default[0]


def set_default_dtype(d):
    if not isinstance(d, dtype) or not d.is_floating_point:
        raise TypeError(f"only floating-point types are supported as the default type")
    _default[0] = d


def from_np(np_dtype):
    try:
        return FROM_NP[np_dtype]
    except KeyError:
        kind = getattr(np_dtype, "kind", "")
        if kind and kind not in "biufc":  # no tensor dtype in PyTorch either: its message
            raise TypeError(f"can't convert np.ndarray of type numpy.{np_dtype.type.__name__}. The only supported types "
                            "are: float64, float32, float16, complex64, complex128, int64, int32, int16, int8, uint64, "
                            "uint32, uint16, uint8, and bool.") from None
        raise TypeError(f"minitorch does not support arrays of dtype {np_dtype}") from None


def promote_types(a, b):
    """torch.promote_types for two dtypes."""
    try:
        return FROM_NP[_promote_np(a.np_dtype, b.np_dtype)] if a is not b or type(a) is not dtype else a
    except AttributeError:
        _check_dtypes("promote_types", type1=a, type2=b)
        raise


def _check_dtypes(op, **arguments):
    """PyTorch's TypeError for the first of ``op``'s ScalarType ``arguments`` that is no dtype (error paths only)."""
    for position, (name, value) in enumerate(arguments.items(), 1):
        if not isinstance(value, dtype):
            raise TypeError(f"{op}(): argument '{name}' (position {position}) must be torch.dtype, not "
                            f"{typename(value)}")


def _promote_np(a, b):
    """PyTorch's promotion of two np.dtypes: a higher category (bool < int < float) wins outright
    (float32 with int64 is float32, unlike NumPy's float64); within a category, NumPy's rule."""
    if a == b:
        return a
    ca, cb = FROM_NP[a].category, FROM_NP[b].category
    if ca != cb:
        return a if ca > cb else b
    return _np.promote_types(a, b)


def can_cast(from_, to):
    try:
        return from_.category <= to.category
    except AttributeError:
        _check_dtypes("can_cast", from_=from_, to=to)
        raise



_builtin_bool, _builtin_int = _builtins.bool, _builtins.int


def _category_of_scalar(x):
    if isinstance(x, _builtin_bool):
        return _BOOL
    if isinstance(x, _builtin_int):
        return _INT
    return _FLOAT


def _default_for(category):
    return (bool, int64, _default[0])[category]


def result_np_dtype(*operands):
    """PyTorch's result_type over arrays and Python scalars, as an np.dtype.

    Operands come in three priorities: arrays with dimensions, 0-dim arrays, Python
    numbers. A lower-priority operand changes the result only if its category
    (bool < int < float) is higher, and then contributes its own dtype (0-dim) or the
    default dtype of its category (numbers).
    """
    dim_dt = zero_dt = None
    num_cat = -1
    for x in operands:
        nd = getattr(x, "ndim", None)
        if nd is None:
            if x is None:
                continue
            c = _category_of_scalar(x)
            if c > num_cat:
                num_cat = c
        elif nd:
            dim_dt = x.dtype if dim_dt is None else _promote_np(dim_dt, x.dtype)
        else:
            zero_dt = x.dtype if zero_dt is None else _promote_np(zero_dt, x.dtype)
    result = dim_dt
    if zero_dt is not None:
        if result is None or FROM_NP[zero_dt].category > FROM_NP[result].category:
            result = zero_dt
    if num_cat >= 0:
        if result is None or num_cat > FROM_NP[result].category:
            result = _default_for(num_cat).np_dtype
    return result


def result_type(*operands):
    """torch.result_type: operands are Tensors or Python numbers."""
    if len(operands) != 2 or not all(isinstance(x, _numbers.Number) or hasattr(x, "_data") for x in operands):
        from ._invalid_arguments import raise_invalid_arguments
        raise_invalid_arguments("result_type", ("result_type(Tensor tensor, Tensor other)",
                                                "result_type(Scalar scalar, Tensor tensor)",
                                                "result_type(Tensor tensor, Scalar other)",
                                                "result_type(Scalar scalar1, Scalar scalar2)"), operands, {})
    return FROM_NP[result_np_dtype(*(getattr(x, "_data", x) for x in operands))]


def float_np_dtype(np_dtype):
    """The dtype an int/bool input computes in for ops that always give floats."""
    return np_dtype if FROM_NP[np_dtype].category == _FLOAT else _default[0].np_dtype


class finfo:
    """Machine limits of a floating point dtype (torch.finfo); the default dtype when none is given."""

    def __init__(self, type=None):  # noqa: A002 (PyTorch's parameter name)
        type = get_default_dtype() if type is None else type
        if not isinstance(type, dtype) or not type.is_floating_point:
            raise TypeError("torch.finfo() requires a floating point input type. Use torch.iinfo to handle "
                            "'torch.finfo'")
        info = _np.finfo(type.np_dtype)
        self.dtype = type.name
        self.bits = info.bits
        self.eps = _builtins.float(info.eps)
        self.max = _builtins.float(info.max)
        self.min = _builtins.float(info.min)
        self.tiny = self.smallest_normal = _builtins.float(info.smallest_normal)
        self.resolution = 10.0 ** -info.precision

    def __repr__(self):
        return (f"finfo(resolution={self.resolution:g}, min={self.min:g}, max={self.max:g}, eps={self.eps:g}, "
                f"smallest_normal={self.smallest_normal:g}, tiny={self.tiny:g}, dtype={self.dtype})")


class iinfo:
    """Limits of an integer dtype (torch.iinfo)."""

    def __init__(self, type):  # noqa: A002
        if not isinstance(type, dtype) or type.is_floating_point or type.is_complex:
            raise TypeError("torch.iinfo() requires an integer input type. Use torch.finfo to handle 'torch.iinfo'")
        if type.name == "bool":
            raise TypeError("torch.bool is not supported by torch.iinfo")
        info = _np.iinfo(type.np_dtype)
        self.dtype = type.name
        self.bits = info.bits
        self.min = _builtins.int(info.min)
        self.max = _builtins.int(info.max)

    def __repr__(self):
        return f"iinfo(min={self.min:g}, max={self.max:g}, dtype={self.dtype})"
