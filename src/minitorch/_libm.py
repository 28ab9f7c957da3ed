"""The C library's double-precision functions over arrays, bit for bit, on every CPU.

ATen's random kernels and logspace call ``std::log``, ``std::log1p``, ``std::tan`` and ``std::pow`` one element
at a time, so PyTorch's values are the C library's. NumPy's float64 loops are the C library's too on most
machines, but on one with AVX-512 NumPy dispatches its own vectorised exp/log and Intel's SVML (log1p, tan, pow,
...), which differ from it in the last bit for 0.3-10 % of inputs. Each function here checks once, on a fixed
sample, whether NumPy's loop gives the math module's bits (the math module calls the C library); if it does,
NumPy computes, else the math module does, element by element, on the finite inputs (NumPy's answers for
zeros, infinities and nans are already C's).
"""
import math

import numpy

__all__ = ["log", "log1p", "tan", "cos", "sin", "power"]


def _probe(name):
    """16,384 inputs where the kernels evaluate ``name``: units in (0, 1) spread evenly (golden-ratio steps), angles,
    wide exponents."""
    units = numpy.arange(1, 16385) * 0.6180339887498949 % 1.0
    others = numpy.arange(1, 16385) * 0.7548776662466927 % 1.0
    return {"log": (units,), "log1p": (-units,), "tan": ((units - 0.5) * math.pi,), "cos": (units * 2 * math.pi,),
            "sin": (units * 2 * math.pi,), "power": (units * 20, (others - 0.5) * 40)}[name]


_NUMPY = {"log": numpy.log, "log1p": numpy.log1p, "tan": numpy.tan, "cos": numpy.cos, "sin": numpy.sin,
          "power": numpy.power}
_MATH = {"log": math.log, "log1p": math.log1p, "tan": math.tan, "cos": math.cos, "sin": math.sin,
         "power": math.pow}
_numpy_is_libm = {}  # {name: NumPy's float64 loop gives the C library's bits here}


def _uses_numpy(name):
    same = _numpy_is_libm.get(name)
    if same is None:
        args = _probe(name)
        expected = numpy.fromiter(map(_MATH[name], *(a.tolist() for a in args)), numpy.float64, len(args[0]))
        same = _numpy_is_libm[name] = bool(numpy.array_equal(_NUMPY[name](*args), expected))
    return same


def _apply(name, *args):
    """``name`` of float64 ``args`` (broadcast together), as the C library computes it."""
    with numpy.errstate(all="ignore"):
        out = _NUMPY[name](*args)
    if _uses_numpy(name):
        return out
    out = numpy.asarray(out, dtype=numpy.float64)
    operands = numpy.broadcast_arrays(*(numpy.asarray(a, dtype=numpy.float64) for a in args))
    # Finite operands and a finite, non-zero NumPy result: the C library's value is finite too (or an overflow
    # at the edge, which ``_checked`` answers as C does); the rest are IEEE special cases NumPy already got right.
    where = numpy.isfinite(out) & (out != 0)
    for operand in operands:
        where &= numpy.isfinite(operand)
    if where.any():
        function = _MATH[name]
        columns = [o[where].tolist() for o in operands]
        try:
            values = list(map(function, *columns))
        except (OverflowError, ValueError):  # at the edge of the range: each element on its own
            values = [_checked(function, out_value, *inputs)
                      for out_value, *inputs in zip(out[where].tolist(), *columns)]
        out[where] = values  # ``out`` is the ufunc's new array (or a new 0-dim one): ours to write
    return out if out.ndim else out[()]


def _checked(function, numpy_value, *inputs):
    try:
        return function(*inputs)
    except OverflowError:  # C's infinity, where NumPy stopped at the largest finite value
        return math.copysign(math.inf, numpy_value)
    except ValueError:  # C's nan
        return math.nan


def log(x):
    return _apply("log", x)


def log1p(x):
    return _apply("log1p", x)


def tan(x):
    return _apply("tan", x)


def cos(x):
    return _apply("cos", x)


def sin(x):
    return _apply("sin", x)


def power(base, exponent):
    return _apply("power", base, exponent)
