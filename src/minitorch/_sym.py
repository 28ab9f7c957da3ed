"""torch.sym_int / sym_float / sym_max / sym_min / sym_not / sym_ite / sym_sqrt / sym_sum for plain Python and
NumPy numbers (minitorch has no SymInt, SymFloat or SymBool: nothing is traced symbolically), with PyTorch's
promotions and assertions."""
import builtins
import math

import numpy as np

__all__ = ["sym_int", "sym_float", "sym_max", "sym_min", "sym_not", "sym_ite", "sym_sqrt", "sym_sum"]

_ALL_TYPES = (np.integer, np.floating, builtins.int, builtins.float)
_FLOAT_TYPES = (np.floating, builtins.float)


def sym_int(a):
    """SymInt-aware utility for int casting (here: ``int(a)``)."""
    return builtins.int(a)


def sym_float(a):
    """SymInt-aware utility for float casting (here: ``float(a)``)."""
    if hasattr(a, "__sym_float__"):
        return a.__sym_float__()
    return builtins.float(a)


def _extreme(pick, a, b):
    if not isinstance(a, _ALL_TYPES):
        raise AssertionError(f"expected {_ALL_TYPES}, got {type(a)}")
    if not isinstance(b, _ALL_TYPES):
        raise AssertionError(f"expected {_ALL_TYPES}, got {type(b)}")
    if isinstance(a, _FLOAT_TYPES) or isinstance(b, _FLOAT_TYPES):
        return builtins.float(pick(a, b))
    return pick(a, b)


def sym_max(a, b):
    """max of two numbers, a float if either is one."""
    return _extreme(builtins.max, a, b)


def sym_min(a, b):
    """min of two numbers, a float if either is one."""
    return _extreme(builtins.min, a, b)


def sym_not(a):
    if hasattr(a, "__sym_not__"):
        return a.__sym_not__()
    return not a


def sym_ite(b, t, f):
    """``t if b else f``, both branches of one type."""
    if not isinstance(b, builtins.bool):
        raise AssertionError(f"expected SymBool or bool, got {type(b)}")
    if type(t) is not type(f):
        raise AssertionError(f"type mismatch: {type(t)} vs {type(f)}")
    return t if b else f


def sym_sqrt(a):
    if hasattr(a, "__sym_sqrt__"):
        return a.__sym_sqrt__()
    return math.sqrt(a)


def sym_sum(*args):
    """N-ary add; accepts ``sym_sum([a, b, c])`` and ``sym_sum(a, b, c)``."""
    if len(args) == 1 and isinstance(args[0], (list, tuple)):
        args = args[0]
    return builtins.sum(args)
