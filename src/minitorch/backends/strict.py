"""A stand-in CUDA backend for machines without a GPU: NumPy arrays behind a wrapper that
is as strict as CuPy's device arrays.

Like CuPy, a ``DeviceArray`` refuses implicit conversion to a NumPy array
(``numpy.asarray(a)`` raises) and refuses to be combined with host arrays in one
operation, while the array module ``xp`` and the array's own methods work. Running the
op harness on this "device" makes any stray ``numpy.`` call on device data fail in CI,
exactly where it would fail on a GPU. Enable it with ``minitorch.backends.strict.enable()``
(it then serves device type "cuda"); the real CuPy backend takes precedence when present.
"""
import numbers

import numpy

device_type = "cuda"
_CONVERSION_ERROR = ("Implicit conversion to a NumPy array is not allowed. Please use `.get()` to construct a "
                     "NumPy array explicitly.")


def _unwrap(value):
    if type(value) is DeviceArray:
        return value._a
    if type(value) is numpy.ndarray:
        raise TypeError(f"Unsupported type {type(value)}")
    if isinstance(value, (list, tuple)):
        return type(value)(_unwrap(v) for v in value)
    if isinstance(value, dict):
        return {k: _unwrap(v) for k, v in value.items()}
    return value


def _wrap(value):
    if type(value) is numpy.ndarray:
        return DeviceArray(value)
    if isinstance(value, numpy.generic):  # CuPy gives 0-d arrays where NumPy gives scalars
        return DeviceArray(numpy.asarray(value))
    if isinstance(value, tuple):
        return tuple(_wrap(v) for v in value)
    if isinstance(value, list):
        return [_wrap(v) for v in value]
    return value


class DeviceArray:
    """A NumPy array standing for device memory."""

    __slots__ = ("_a", "__weakref__")
    __array_priority__ = 1000

    def __init__(self, array):
        self._a = array

    def __array__(self, dtype=None, copy=None):
        raise TypeError(_CONVERSION_ERROR)

    def __array_ufunc__(self, ufunc, method, *inputs, **kwargs):
        out = kwargs.get("out")
        if out is not None:
            kwargs["out"] = _unwrap(out)
        result = getattr(ufunc, method)(*_unwrap(inputs), **{k: v for k, v in kwargs.items() if k != "out"},
                                        **({"out": kwargs["out"]} if out is not None else {}))
        if out is not None:
            return out if not isinstance(out, tuple) or len(out) != 1 else out[0]
        return _wrap(result)

    def __array_function__(self, func, types, args, kwargs):
        return _wrap(func(*_unwrap(args), **_unwrap(kwargs)))

    def __getattr__(self, name):
        if name.startswith("__"):  # no __array_interface__ & co: those would convert silently
            raise AttributeError(name)
        value = getattr(self._a, name)
        if callable(value):
            def method(*args, **kwargs):
                return _wrap(value(*_unwrap(args), **_unwrap(kwargs)))
            return method
        return _wrap(value)

    def __getitem__(self, key):
        return _wrap(self._a[_unwrap(key)])

    def __setitem__(self, key, value):
        self._a[_unwrap(key)] = _unwrap(value)

    def __len__(self):
        return len(self._a)

    def __iter__(self):
        return iter(_wrap(list(self._a)))

    def __repr__(self):
        return f"DeviceArray({self._a!r})"

    def __bool__(self):
        return bool(self._a)

    def __float__(self):
        return float(self._a)

    def __int__(self):
        return int(self._a)

    def __index__(self):
        return self._a.__index__()

    def get(self):
        return self._a.copy()


def _binary(name):
    def op(self, other):
        return _wrap(getattr(self._a, name)(_unwrap(other)))
    op.__name__ = name
    return op


def _inplace(name):
    def op(self, other):
        getattr(self._a, name)(_unwrap(other))
        return self
    op.__name__ = name
    return op


for _name in ("add", "sub", "mul", "truediv", "floordiv", "mod", "pow", "matmul", "and", "or", "xor", "lshift",
              "rshift", "lt", "le", "gt", "ge", "eq", "ne"):
    setattr(DeviceArray, f"__{_name}__", _binary(f"__{_name}__"))
    if _name not in ("lt", "le", "gt", "ge", "eq", "ne"):
        setattr(DeviceArray, f"__r{_name}__", _binary(f"__r{_name}__"))
        setattr(DeviceArray, f"__i{_name}__", _inplace(f"__i{_name}__"))
for _name in ("neg", "pos", "abs", "invert"):
    setattr(DeviceArray, f"__{_name}__", (lambda n: lambda self: _wrap(getattr(self._a, n)()))(f"__{_name}__"))
DeviceArray.__hash__ = None


class _Module:
    """``xp`` for the stand-in device: numpy's namespace, wrapping and unwrapping arrays."""

    def __getattr__(self, name):
        value = getattr(numpy, name)
        if isinstance(value, numpy.ufunc):
            return _UFunc(value)
        if callable(value) and not isinstance(value, type):
            def function(*args, **kwargs):
                return _wrap(value(*_unwrap(args), **_unwrap(kwargs)))
            function.__name__ = name
            return function
        if name == "random":
            return self
        return value

    ndarray = DeviceArray


class _UFunc:
    def __init__(self, ufunc):
        self._ufunc = ufunc

    def __call__(self, *args, **kwargs):
        return _wrap(self._ufunc(*_unwrap(args), **_unwrap(kwargs)))

    def __getattr__(self, name):
        method = getattr(self._ufunc, name)

        def call(*args, **kwargs):
            return _wrap(method(*_unwrap(args), **_unwrap(kwargs)))
        return call


xp = _Module()
ndarray = DeviceArray


def asarray(obj, dtype=None):
    return DeviceArray(numpy.array(obj, dtype=dtype))


def to_numpy(array):
    return array._a.copy()


def host_to_device(array, index=None):
    if type(array) is DeviceArray:
        return array
    return DeviceArray(numpy.array(array, copy=True))


def device_index(array):
    return 0


def may_share_memory(a, b):
    import numpy
    return numpy.may_share_memory(a._a, b._a)


def data_ptr(array):
    return array._a.__array_interface__["data"][0]


def as_strided(array, shape, strides):
    import numpy
    itemsize = array._a.itemsize
    return DeviceArray(numpy.lib.stride_tricks.as_strided(array._a, shape, tuple(s * itemsize for s in strides)))


def is_available():
    return True


def device_count():
    return 1


_enabled = [False]


def enable():
    """Serve device type "cuda" with this backend (tests on machines without a GPU)."""
    from . import _BACKEND_BY_DEVICE_TYPE, register
    if device_type not in _BACKEND_BY_DEVICE_TYPE:  # a real GPU backend wins
        register(_this())
        _enabled[0] = True


def disable():
    from . import _BACKEND_BY_DEVICE_TYPE, _BACKEND_BY_TYPE
    if _BACKEND_BY_DEVICE_TYPE.get(device_type) is _this():
        del _BACKEND_BY_DEVICE_TYPE[device_type]
    _BACKEND_BY_TYPE.pop(DeviceArray, None)
    _enabled[0] = False


def _this():
    import sys
    return sys.modules[__name__]


def enabled():
    return _enabled[0]


def number(x):
    return isinstance(x, numbers.Number)
