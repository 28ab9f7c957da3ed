"""Top-level utilities: window functions, tensor predicates, the legacy tensor types (torch.FloatTensor, ...),
asarray / frombuffer / empty_strided, typename, and the global settings PyTorch keeps (threads, deterministic
algorithms, default device and tensor type, float32 matmul precision, warn-always). minitorch runs NumPy
kernels, so the settings are recorded and reported back, not acted on, except the default device and dtype."""
import builtins
import math
import os
import warnings

import numpy as np

from . import _creation, _dtype
from ._device import device as _device_cls
from ._tensor import Size, Tensor, _SCALAR_TYPE_NAME
from ._typename import typename

__all__ = ["hann_window", "hamming_window", "blackman_window", "bartlett_window", "kaiser_window", "is_complex",
           "get_num_threads", "set_num_threads",
           "get_num_interop_threads", "set_num_interop_threads", "use_deterministic_algorithms",
           "are_deterministic_algorithms_enabled", "is_deterministic_algorithms_warn_only_enabled",
           "set_default_device", "get_default_device", "set_default_tensor_type", "asarray", "frombuffer",
           "empty_strided", "typename", "FloatTensor", "DoubleTensor", "HalfTensor", "LongTensor", "IntTensor",
           "ShortTensor", "CharTensor", "ByteTensor", "BoolTensor", "get_float32_matmul_precision",
           "set_float32_matmul_precision", "set_warn_always", "is_warn_always_enabled", "e", "pi", "inf", "nan",
           "newaxis", "is_inference", "is_storage", "is_distributed", "get_device",
           "init_num_threads", "get_deterministic_debug_mode", "set_deterministic_debug_mode"]


def _np_dtype(dtype):
    """The NumPy dtype of a minitorch dtype (torch.float32 -> float32)."""
    return np.dtype(str(dtype).split(".")[-1])


# -- window functions -----------------------------------------------------------------------------

_WINDOW_OPTIONS = ("ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, "
                   "bool? requires_grad=False")


def _check_window(name, window_length, periodic, *extra):
    """PyTorch's parser's TypeError for a window function's arguments: ``window_length`` an int, ``periodic`` a bool,
    ``extra`` (the float parameters after them: ``(name, value, default)``) numbers. Error paths only."""
    if type(window_length) is int and type(periodic) is bool and all(
            isinstance(value, (int, float)) and not isinstance(value, bool) for _, value, _ in extra):
        return
    from ._invalid_arguments import raise_invalid_arguments
    given = [window_length, periodic] + [value for _, value, _ in extra]
    defaults = [None, True] + [default for _, _, default in extra]
    while len(given) > 1 and type(given[-1]) is type(defaults[len(given) - 1]) and given[-1] == defaults[len(given) - 1]:
        given.pop()  # (PyTorch lists the arguments given; a default left out is taken as not given)
    params = ["int64_t window_length", "bool periodic"] + [f"double {n}" for n, _, _ in extra]
    raise_invalid_arguments(name, tuple(f"{name}({', '.join(params[:k])}, *, {_WINDOW_OPTIONS})"
                                        for k in range(1, len(params) + 1)), tuple(given), {})


def _window(name, window_length, periodic, dtype, device, requires_grad, values):
    """values(n) on the points 0..n-1 of a window of length n (n + 1 when periodic, the last point dropped)."""
    dtype = _dtype.get_default_dtype() if dtype is None else dtype
    if window_length < 0:
        raise RuntimeError(f"{name} requires non-negative window_length, got window_length={window_length}")
    if not dtype.is_floating_point:
        raise RuntimeError(f"{name} expects floating point dtypes, got: TensorOptions(dtype="
                           f"{_C_TYPE_NAMES.get(_np_dtype(dtype).name, dtype)}, device=cpu, layout=Strided "
                           "(default), requires_grad=false (default), pinned_memory=false, "
                           "memory_format=(nullopt))")
    if window_length <= 1:
        data = np.ones(window_length)
    else:
        n = window_length + 1 if periodic else window_length
        # in the window's own dtype, as PyTorch computes it
        data = values(np.arange(n, dtype=_np_dtype(dtype)), n)[:window_length]
    return _creation.tensor(data, dtype=dtype, device=device, requires_grad=requires_grad)


_C_TYPE_NAMES = {"int64": "long int", "int32": "int", "int16": "short int", "int8": "signed char",
                 "uint8": "unsigned char", "bool": "bool"}


def hann_window(window_length, periodic=True, *, dtype=None, layout=None, device=None, pin_memory=False,
                requires_grad=False):
    _check_window("hann_window", window_length, periodic)
    return _window("hann_window", window_length, periodic, dtype, device, requires_grad,
                   lambda k, n: 0.5 - 0.5 * np.cos(2 * math.pi * k / (n - 1)))


def hamming_window(window_length, periodic=True, alpha=0.54, beta=0.46, *, dtype=None, layout=None, device=None,
                   pin_memory=False, requires_grad=False):
    _check_window("hamming_window", window_length, periodic, ("alpha", alpha, 0.54), ("beta", beta, 0.46))
    return _window("hamming_window", window_length, periodic, dtype, device, requires_grad,
                   lambda k, n: alpha - beta * np.cos(2 * math.pi * k / (n - 1)))


def blackman_window(window_length, periodic=True, *, dtype=None, layout=None, device=None, pin_memory=False,
                    requires_grad=False):
    _check_window("blackman_window", window_length, periodic)
    return _window("blackman_window", window_length, periodic, dtype, device, requires_grad,
                   lambda k, n: (0.42 - 0.5 * np.cos(2 * math.pi * k / (n - 1))
                                 + 0.08 * np.cos(4 * math.pi * k / (n - 1))))


def bartlett_window(window_length, periodic=True, *, dtype=None, layout=None, device=None, pin_memory=False,
                    requires_grad=False):
    _check_window("bartlett_window", window_length, periodic)
    return _window("bartlett_window", window_length, periodic, dtype, device, requires_grad,
                   lambda k, n: 1 - np.abs(2 * k / (n - 1) - 1))


def kaiser_window(window_length, periodic=True, beta=12.0, *, dtype=None, layout=None, device=None,
                  pin_memory=False, requires_grad=False):
    _check_window("kaiser_window", window_length, periodic, ("beta", beta, 12.0))
    return _window("kaiser_window", window_length, periodic, dtype, device, requires_grad,
                   lambda k, n: np.i0(beta * np.sqrt(np.clip(1 - (2 * k / (n - 1) - 1) ** 2, 0, None)))
                   / np.i0(beta))


# -- predicates -----------------------------------------------------------------------------------

def is_complex(input):
    return input.is_complex()


# -- global settings (recorded, reported back) ---------------------------------------------------------

_SETTINGS = {"num_threads": os.cpu_count() or 1, "num_interop_threads": os.cpu_count() or 1,
             "deterministic": False, "deterministic_warn_only": False, "matmul_precision": "highest",
             "warn_always": False}


def _check_bool(value, function, argument, position=None):
    if not isinstance(value, builtins.bool):
        where = f" (position {position})" if position else ""
        raise TypeError(f"{function}(): argument '{argument}'{where} must be bool, not {typename(value)}")


def _set_threads(key, value, name):
    if not isinstance(value, builtins.int) or isinstance(value, builtins.bool):
        raise RuntimeError(f"{name} expects an int, but got {type(value).__name__}")
    if value <= 0:
        raise RuntimeError(f"{name} expects a positive integer")
    _SETTINGS[key] = value


def get_num_threads():
    return _SETTINGS["num_threads"]


def set_num_threads(int):  # noqa: A002 (PyTorch's parameter name)
    _set_threads("num_threads", int, "set_num_threads")


def get_num_interop_threads():
    return _SETTINGS["num_interop_threads"]


def set_num_interop_threads(int):  # noqa: A002
    _set_threads("num_interop_threads", int, "set_num_interop_threads")


def use_deterministic_algorithms(mode, *, warn_only=False):
    _check_bool(mode, "_set_deterministic_algorithms", "mode", 1)
    _check_bool(warn_only, "_set_deterministic_algorithms", "warn_only")
    _SETTINGS["deterministic"], _SETTINGS["deterministic_warn_only"] = mode, warn_only


def are_deterministic_algorithms_enabled():
    return _SETTINGS["deterministic"]


def is_deterministic_algorithms_warn_only_enabled():
    return _SETTINGS["deterministic_warn_only"]


def get_float32_matmul_precision():
    return _SETTINGS["matmul_precision"]


def set_float32_matmul_precision(precision):
    if precision not in ("highest", "high", "medium"):
        warnings.warn(f"{precision} is not one of 'highest', 'high', or 'medium'; the current"
                      "setFloat32MatmulPrecision call has no effect. (Triggered internally at "
                      "/__w/pytorch/pytorch/aten/src/ATen/Context.cpp:458.)", UserWarning, stacklevel=2)
        return
    from . import backends
    backends.cuda.matmul.fp32_precision = "ieee" if precision == "highest" else "tf32"  # as PyTorch: one setting
    _SETTINGS["matmul_precision"] = precision


def set_warn_always(b):
    if not isinstance(b, builtins.bool):
        raise RuntimeError(f"setWarnOnlyOnce expects a bool, but got {type(b).__name__}")
    _SETTINGS["warn_always"] = b


def is_warn_always_enabled():
    return _SETTINGS["warn_always"]


def set_default_device(device):
    """Factories without a device= create their tensors here (None: back to the CPU)."""
    _creation._DEFAULT_DEVICE[0] = None if device is None else _device_cls(device)


def get_default_device():
    default = _creation._DEFAULT_DEVICE[0]
    return _device_cls("cpu") if default is None else default


# -- legacy tensor types -------------------------------------------------------------------------

class _LegacyTensorType(type):
    """torch.FloatTensor and friends: callables that build a tensor of their dtype, and types that
    isinstance() answers by a tensor's dtype (on the CPU)."""

    def __instancecheck__(cls, obj):
        return isinstance(obj, Tensor) and obj.dtype is cls.dtype and obj.device.type == "cpu"

    def __call__(cls, *args, **kwargs):
        if kwargs.keys() - {"device"}:
            got = ", ".join([type(a).__name__ for a in args] + [f"{k}={_arg_type(v)}" for k, v in kwargs.items()])
            wrong = ", ".join(k for k in kwargs if k != "device")
            raise TypeError(f"new() received an invalid combination of arguments - got ({got}), but expected one of:\n"
                            " * (*, torch.device device = None)\n"
                            f"      didn't match because some of the keywords were incorrect: {wrong}\n"
                            " * (torch.Storage storage)\n * (Tensor other)\n"
                            " * (tuple of ints size, *, torch.device device = None)\n"
                            " * (object data, *, torch.device device = None)\n")
        if not args:
            return _creation.empty(0, dtype=cls.dtype)
        if len(args) == 1 and isinstance(args[0], Tensor):
            if args[0].dtype is not cls.dtype:
                raise TypeError(f"expected {_options(cls.dtype)} (got {_options(args[0].dtype)})")
            return args[0]
        if all(isinstance(a, builtins.int) and not isinstance(a, builtins.bool) for a in args):
            return _creation.empty(*args, dtype=cls.dtype)
        if len(args) == 1 and isinstance(args[0], Size):  # a size, not data
            return _creation.empty(*args[0], dtype=cls.dtype)
        if len(args) == 1 and isinstance(args[0], (list, tuple)):  # data, truncated to the type as C casts do
            return _creation.tensor(np.asarray(args[0]).astype(_np_dtype(cls.dtype)), dtype=cls.dtype)
        if len(args) == 1:
            raise TypeError(f"new(): data must be a sequence (got {type(args[0]).__name__})")
        raise TypeError("new() received an invalid combination of arguments")

    def __repr__(cls):
        return f"<class 'torch.{cls.__name__}'>"


def _arg_type(value):
    """How PyTorch's argument parser names a keyword argument's type."""
    return "torch.dtype" if isinstance(value, _dtype.dtype) else typename(type(value))


def _options(dtype):
    numpy_name = _np_dtype(dtype).name
    name = _C_TYPE_NAMES.get(numpy_name, {"float32": "float", "float64": "double", "float16": "c10::Half"}.get(numpy_name))
    return (f"TensorOptions(dtype={name}, device=cpu, layout=Strided, requires_grad=false (default), "
            "pinned_memory=false (default), memory_format=(nullopt))")


def _legacy_type(name, dtype):
    cls = _LegacyTensorType(name, (), {"dtype": dtype, "is_cuda": False, "is_sparse": False})
    cls.__module__ = "torch"
    return cls


FloatTensor = _legacy_type("FloatTensor", _dtype.float32)
DoubleTensor = _legacy_type("DoubleTensor", _dtype.float64)
HalfTensor = _legacy_type("HalfTensor", _dtype.float16)
LongTensor = _legacy_type("LongTensor", _dtype.int64)
IntTensor = _legacy_type("IntTensor", _dtype.int32)
ShortTensor = _legacy_type("ShortTensor", _dtype.int16)
CharTensor = _legacy_type("CharTensor", _dtype.int8)
ByteTensor = _legacy_type("ByteTensor", _dtype.uint8)
BoolTensor = _legacy_type("BoolTensor", _dtype.bool)
_LEGACY_BY_NAME = {f"torch.{t.__name__}": t for t in (FloatTensor, DoubleTensor, HalfTensor, LongTensor, IntTensor,
                                                       ShortTensor, CharTensor, ByteTensor, BoolTensor)}

_tensor_type = Tensor.type


def _type_arguments(args, kwargs):
    """PyTorch's parser's checks of Tensor.type's arguments after the dtype: ``non_blocking``, a bool."""
    from ._python_arg_parser import bool_arg, too_many_positional
    if len(args) > 1:
        too_many_positional("type", 0, 2, len(args) + 1)
    for key in kwargs:
        if key not in ("non_blocking", "memory_format"):
            raise TypeError(f"type() got an unexpected keyword argument '{key}'")
    if args and "non_blocking" in kwargs:
        raise TypeError("type() got multiple values for argument 'non_blocking'")
    for value, position in [(a, 2) for a in args] + [(kwargs[k], None) for k in kwargs if k == "non_blocking"]:
        if type(value) is not bool:
            bool_arg("type", "non_blocking", value, position)


def _type(self, dtype=None, *args, **kwargs):
    """Tensor.type(): the type string, or a copy converted to a legacy type given by class or by name."""
    if args or kwargs:
        _type_arguments(args, kwargs)
    if isinstance(dtype, str):
        if dtype not in _LEGACY_BY_NAME:
            raise ValueError(f"invalid type: '{dtype}'")
        dtype = _LEGACY_BY_NAME[dtype]
    if isinstance(dtype, _LegacyTensorType):
        dtype = dtype.dtype
    return _tensor_type(self, dtype)


Tensor.type = _type


_warned_default_tensor_type = []


def set_default_tensor_type(t):
    """Deprecated: the default dtype from a legacy floating type (given by class or name); warns once."""
    if not _warned_default_tensor_type:
        _warned_default_tensor_type.append(True)
        warnings.warn("torch.set_default_tensor_type() is deprecated as of PyTorch 2.1, please use "
                      "torch.set_default_dtype() and torch.set_default_device() as alternatives. (Triggered "
                      "internally at /__w/pytorch/pytorch/torch/csrc/tensor/python_tensor.cpp:434.)", UserWarning,
                      stacklevel=2)
    if isinstance(t, str):
        if t not in _LEGACY_BY_NAME:
            raise AttributeError(f"module 'torch' has no attribute '{t.rpartition('.')[2]}'")
        t = _LEGACY_BY_NAME[t]
    if not isinstance(t, _LegacyTensorType):
        raise TypeError("invalid type object: only floating-point types are supported as the default type")
    if not t.dtype.is_floating_point:
        raise TypeError("only floating-point types are supported as the default type")
    _dtype.set_default_dtype(t.dtype)


def typename(obj):
    """'torch.FloatTensor' for a tensor; otherwise the object's qualified class name."""
    if isinstance(obj, Tensor):
        return obj.type()
    module = getattr(obj, "__module__", "") or ""
    qualname = getattr(obj, "__qualname__", None) or getattr(obj, "__name__", None)
    if qualname is None:
        module = type(obj).__module__ or ""
        qualname = type(obj).__qualname__
    if module == "minitorch" or module.startswith("minitorch."):  # minitorch stands in for torch
        module = "torch" + module[len("minitorch"):]
    return qualname if module in ("", "builtins", "__builtin__") else f"{module}.{qualname}"


# -- asarray, frombuffer, empty_strided --------------------------------------------------------------

_warned_asarray = []


def asarray(obj, *, dtype=None, device=None, copy=None, requires_grad=None):
    """A tensor sharing obj's memory where it can (a tensor or a NumPy array of the right dtype and device,
    unless copy=True), else a new one (copy=False then refuses). From a tensor, an unspecified requires_grad
    follows the tensor's (PyTorch 2.13 warns once when that differs from the old default False)."""
    if isinstance(obj, Tensor):
        if requires_grad is None and obj.requires_grad and not _warned_asarray:
            _warned_asarray.append(True)
            warnings.warn("torch.asarray: unspecified requires_grad now defaults to obj.requires_grad instead of "
                          "False. Pass requires_grad=False explicitly to get the old behavior and silence this "
                          "warning. (Triggered internally at /__w/pytorch/pytorch/torch/csrc/utils/tensor_new.cpp:"
                          "1737.)", UserWarning, stacklevel=2)
        out = obj
        if dtype is not None and dtype is not obj.dtype:
            if copy is False:
                raise ValueError(f"can't alias tensor with dtype '{_SCALAR_TYPE_NAME[obj._data.dtype.name]}' into "
                                 f"dtype '{_SCALAR_TYPE_NAME[_np_dtype(dtype).name]}'.")
            out = obj.to(dtype=dtype)
        if device is not None and _device_cls(device) != obj.device:
            if copy is False:
                raise ValueError(f"can't alias tensor from device '{obj.device}' to '{_device_cls(device)}'.")
            out = out.to(device=device)
        if copy and out is obj:
            out = obj.clone()
        if requires_grad is not None and out.is_leaf:
            out._set_requires_grad(requires_grad)
        return out
    requires_grad = builtins.bool(requires_grad)
    if isinstance(obj, np.ndarray) and copy is not True and dtype is None and device is None:
        out = _creation.as_tensor(obj)
        if requires_grad:
            out._set_requires_grad(True)
        return out
    if copy is False and not isinstance(obj, np.ndarray):
        raise ValueError("can't alias arbitrary sequence into a tensor.")
    return _creation.tensor(obj, dtype=dtype, device=device, requires_grad=requires_grad)


def frombuffer(buffer, *, dtype, count=-1, offset=0, requires_grad=False):
    """A 1-D tensor over an object exposing the buffer protocol (sharing its memory)."""
    np_dtype = _np_dtype(dtype)
    length = memoryview(buffer).nbytes
    if length <= 0:
        raise ValueError("both buffer length (0) and count (-1) must not be 0")
    if not 0 <= offset < length:
        raise ValueError(f"offset ({offset} bytes) must be non-negative and no greater than buffer length "
                         f"({length} bytes) minus 1")
    if count <= 0 and (length - offset) % np_dtype.itemsize:
        raise ValueError(f"buffer length ({length - offset} bytes) after offset ({offset} bytes) must be a multiple "
                         f"of element size ({np_dtype.itemsize})")
    elements = (length - offset) // np_dtype.itemsize if count < 0 else count
    if offset + elements * np_dtype.itemsize > length:
        raise ValueError(f"requested buffer length ({elements} * {np_dtype.itemsize} bytes) after offset ({offset} "
                         f"bytes) must not be greater than actual buffer length ({length} bytes)")
    array = np.frombuffer(buffer, dtype=np_dtype, count=elements, offset=offset)
    out = Tensor._make(array)
    if requires_grad:
        out._set_requires_grad(True)
    return out


def empty_strided(size, stride, *, dtype=None, layout=None, device=None, requires_grad=False, pin_memory=False):
    """An uninitialized tensor of ``size`` whose elements lie ``stride`` apart in a fresh buffer."""
    size, stride = tuple(size), tuple(stride)
    if len(size) != len(stride):
        raise RuntimeError(f"dimensionality of sizes ({len(size)}) must match dimensionality of strides "
                           f"({len(stride)})")
    dtype = _dtype.get_default_dtype() if dtype is None else dtype
    np_dtype = _np_dtype(dtype)
    span = 1 + builtins.sum((n - 1) * s for n, s in zip(size, stride)) if all(size) else 0
    base = np.zeros(span, np_dtype)
    array = np.lib.stride_tricks.as_strided(base, size, tuple(s * np_dtype.itemsize for s in stride))
    out = _creation._finish(array, device, requires_grad)
    return out


# -- constants, more predicates, the deterministic debug mode -------------------------------------------

e, pi, inf, nan, newaxis = math.e, math.pi, math.inf, math.nan, None


def is_inference(input):
    return input.is_inference()


def is_storage(obj):
    return False  # minitorch exposes no storages


def is_distributed(input):
    return False


def get_device(input):
    """-1 for a CPU tensor, else its device's index."""
    return -1 if input.device.type == "cpu" else (input.device.index or 0)


def init_num_threads():
    return None


def get_deterministic_debug_mode():
    if not _SETTINGS["deterministic"]:
        return 0
    return 1 if _SETTINGS["deterministic_warn_only"] else 2


def set_deterministic_debug_mode(debug_mode):
    """0 / "default": nondeterministic algorithms allowed; 1 / "warn": warn; 2 / "error": refuse."""
    if isinstance(debug_mode, str):
        names = {"default": 0, "warn": 1, "error": 2}
        if debug_mode not in names:
            raise RuntimeError("invalid value of debug_mode, expected one of `default`, `warn`, `error`, but got "
                               f"{debug_mode}")
        debug_mode = names[debug_mode]
    elif isinstance(debug_mode, builtins.int):
        if debug_mode not in (0, 1, 2):
            raise RuntimeError(f"invalid value of debug_mode, expected 0, 1, or 2, but got {debug_mode}")
    else:
        raise TypeError(f"debug_mode must be str or int, but got {type(debug_mode)}")
    use_deterministic_algorithms(debug_mode > 0, warn_only=debug_mode == 1)
