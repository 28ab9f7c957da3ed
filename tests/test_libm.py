"""_libm: the C library's float64 functions over arrays, whichever loops NumPy dispatches on this CPU."""
import math

import numpy as np
import pytest

from minitorch import _libm

SPECIALS = [0.0, -0.0, math.inf, -math.inf, math.nan, -1.0, -2.5, 1e-320, 1e308, 710.0, -1e-300]


def _c_values(function, *columns):
    """What the C library returns, with C's answers where the math module raises instead."""
    out = []
    for inputs in zip(*columns):
        try:
            out.append(function(*inputs))
        except OverflowError:
            out.append(math.inf)
        except ValueError:
            out.append(math.nan)
    return np.array(out)


@pytest.fixture(params=["probed", "math module"])
def path(request, monkeypatch):
    """Each function once as this machine's probe chose, once forced through the math module."""
    if request.param == "math module":
        monkeypatch.setattr(_libm, "_numpy_is_libm", {name: False for name in _libm._NUMPY})
    return request.param


@pytest.mark.parametrize("name", ["log", "log1p", "tan", "cos", "sin"])
def test_unary_functions_give_the_c_librarys_bits(name, path):
    x = np.concatenate((np.random.default_rng(3).random(5000) * 3 - 1, SPECIALS))
    if name in ("log", "log1p"):
        x = np.concatenate((x, [0.5, 1e-17]))
    mine = getattr(_libm, name)(x)
    expected = _c_values(getattr(math, name), x.tolist())
    if name == "log":  # C: log(0) is -inf, where the math module raises
        expected[x == 0] = -math.inf
    if name == "log1p":
        expected[x == -1] = -math.inf
    assert mine.dtype == np.float64 and mine.shape == x.shape
    assert np.array_equal(mine, expected, equal_nan=True)


def test_power_gives_the_c_librarys_bits(path):
    rng = np.random.default_rng(4)
    base = np.concatenate((rng.random(3000) * 20, [2.5, 10.0, 10.0, -2.0, 0.0, math.inf, 1.5]))
    exponent = np.concatenate(((rng.random(3000) - 0.5) * 40, [-3.0, 400.0, -400.0, 3.0, 2.0, -1.0, 2000.0]))
    mine = _libm.power(base, exponent)
    expected = _c_values(math.pow, base.tolist(), exponent.tolist())
    assert np.array_equal(mine, expected, equal_nan=True)
    assert _libm.power(np.float64(2.5), np.array([0.5, 3.0])).tolist() == [math.pow(2.5, 0.5), 15.625]


def test_a_zero_dim_input_gives_a_scalar(path):
    assert _libm.log(np.float64(0.3)) == math.log(0.3)
