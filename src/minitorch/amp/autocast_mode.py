"""torch.autocast: regions where the ops of PyTorch's autocast lists run in a lower-precision dtype
(mm, addmm, bmm, convolution, linear, ... cast to float16) or in float32 (losses, reductions that need the
range), plus the functions that read and set the thread-local state (see minitorch._autocast_state).

minitorch has no bfloat16. PyTorch's CPU autocast defaults to bfloat16, so an enabled CPU region needs
``dtype=torch.float16`` (``torch.autocast("cpu", dtype=torch.float16)``); entering one without it raises a
RuntimeError saying so. ``enabled=False`` regions work on every device type.
"""
import collections
import functools
import warnings

from .. import _dtype, cuda
from .._autocast_state import AUTOCAST, BFLOAT16, DEFAULT_DTYPES, _MissingDtype, clear_cache, missing_dtype_error
from .._tensor import Tensor

__all__ = ["autocast_decorator", "autocast", "is_autocast_available", "custom_fwd", "custom_bwd"]

# c10::Device's parser: the device types a device string may start with
_DEVICE_TYPES = ("cpu", "cuda", "ipu", "xpu", "mkldnn", "opengl", "opencl", "ideep", "hip", "ve", "fpga", "maia",
                 "xla", "lazy", "vulkan", "mps", "meta", "hpu", "mtia", "privateuseone")


def _check_str(fn, value, name="device_type", position=1):
    if not isinstance(value, str):
        raise TypeError(f"{fn}(): argument '{name}' (position {position}) must be str, not {type(value).__name__}")


def _parse_device_type(device_type):
    """'cuda:0' -> 'cuda'; an unknown type raises c10::Device's error."""
    kind = device_type.split(":", 1)[0]
    if kind not in _DEVICE_TYPES:
        raise RuntimeError(f"Expected one of {', '.join(_DEVICE_TYPES)} device type at start of device string: "
                           f"{device_type}")
    return kind


def _autocast_device_type(device_type):
    """The device type for the enabled flag (RuntimeError for one without an autocast dispatch key)."""
    kind = _parse_device_type(device_type)
    if kind not in DEFAULT_DTYPES:
        raise RuntimeError("unknown device type for autocast in get_autocast_dispatch_key_from_device_type")
    return kind


def _stored_dtype(device_type):
    """The autocast dtype of a device type, bfloat16's placeholder included (for saving and restoring)."""
    kind = _parse_device_type(device_type)
    if kind not in DEFAULT_DTYPES:
        raise RuntimeError("unsupported scalarType")
    return AUTOCAST.dtype_by_device[kind]


# -- the state: torch.is_autocast_enabled, get/set_autocast_dtype, ... --------------------------

def is_autocast_available(device_type):
    _check_str("_is_autocast_available", device_type)
    return _parse_device_type(device_type) in DEFAULT_DTYPES


def is_autocast_enabled(*args):
    """is_autocast_enabled(device_type) or, as PyTorch's legacy form, is_autocast_enabled() for CUDA."""
    if len(args) > 1:
        raise TypeError("is_autocast_enabled() received an invalid combination of arguments - got "
                        f"({', '.join(type(a).__name__ for a in args)}), but expected one of:\n"
                        " * (str device_type)\n * ()\n")
    device_type = args[0] if args else "cuda"
    _check_str("is_autocast_enabled", device_type)
    return AUTOCAST.enabled_by_device.get(_autocast_device_type(device_type), False)


def set_autocast_enabled(*args):
    """set_autocast_enabled(device_type, enabled) or, as PyTorch's legacy form, set_autocast_enabled(enabled)
    for CUDA."""
    if len(args) == 1 and isinstance(args[0], bool):
        args = ("cuda", args[0])
    if len(args) != 2:
        raise TypeError("set_autocast_enabled() received an invalid combination of arguments - got "
                        f"({', '.join(type(a).__name__ for a in args)}), but expected one of:\n"
                        " * (str device_type, bool enabled)\n * (bool enabled)\n")
    device_type, enabled = args
    _check_str("set_autocast_enabled", device_type)
    if not isinstance(enabled, bool):
        raise TypeError(f"set_autocast_enabled(): argument 'enabled' (position 2) must be bool, not "
                        f"{type(enabled).__name__}")
    AUTOCAST.set_enabled(_autocast_device_type(device_type), enabled)


def get_autocast_dtype(device_type):
    """The dtype autocast casts to on device_type. CPU's default is bfloat16, which minitorch lacks: asking
    for it raises a RuntimeError naming float16 instead."""
    _check_str("get_autocast_dtype", device_type)
    dtype = _stored_dtype(device_type)
    if isinstance(dtype, _MissingDtype):
        raise missing_dtype_error(_parse_device_type(device_type), dtype)
    return dtype


def set_autocast_dtype(device_type, dtype):
    _check_str("set_autocast_dtype", device_type)
    if not isinstance(dtype, _dtype.dtype):
        raise TypeError(f"set_autocast_dtype(): argument 'dtype' (position 2) must be torch.dtype, not "
                        f"{type(dtype).__name__}")
    _set_dtype(device_type, dtype)


def _set_dtype(device_type, dtype):
    kind = _parse_device_type(device_type)
    if kind in DEFAULT_DTYPES:
        AUTOCAST.dtype_by_device[kind] = dtype


def is_autocast_cache_enabled():
    return AUTOCAST.cache_enabled


def set_autocast_cache_enabled(enabled):
    if not isinstance(enabled, bool):
        raise TypeError(f"enabled must be a bool (got {type(enabled).__name__})")
    AUTOCAST.cache_enabled = enabled


def autocast_increment_nesting():
    AUTOCAST.nesting += 1
    return AUTOCAST.nesting


def autocast_decrement_nesting():
    AUTOCAST.nesting -= 1
    return AUTOCAST.nesting


def clear_autocast_cache():
    clear_cache()


# the per-device forms PyTorch 2.13 still has, each with its DeprecationWarning
def _deprecated(old, new):
    warnings.warn(f"torch.{old} is deprecated. Please use torch.{new} instead.", DeprecationWarning, stacklevel=3)


def _deprecated_getters(kind, name):
    def is_enabled():
        _deprecated(f"is_autocast_{name}_enabled()", f"is_autocast_enabled('{kind}')")
        return is_autocast_enabled(kind)

    def set_enabled(enabled):
        if not isinstance(enabled, bool):
            raise TypeError(f"enabled must be a bool (got {type(enabled).__name__})")
        _deprecated(f"set_autocast_{name}_enabled(enabled)", f"set_autocast_enabled('{kind}', enabled)")
        set_autocast_enabled(kind, enabled)

    def get_dtype():
        _deprecated(f"get_autocast_{name}_dtype()", f"get_autocast_dtype('{kind}')")
        return get_autocast_dtype(kind)

    def set_dtype(dtype):
        if not isinstance(dtype, _dtype.dtype):
            raise TypeError(f"dtype must be a torch.dtype (got {type(dtype).__name__})")
        _deprecated(f"set_autocast_{name}_dtype(dtype)", f"set_autocast_dtype('{kind}', dtype)")
        set_autocast_dtype(kind, dtype)
    return {f"is_autocast_{name}_enabled": is_enabled, f"set_autocast_{name}_enabled": set_enabled,
            f"get_autocast_{name}_dtype": get_dtype, f"set_autocast_{name}_dtype": set_dtype}


DEPRECATED = {}
for _kind, _name in (("cpu", "cpu"), ("ipu", "ipu"), ("xla", "xla")):
    DEPRECATED.update(_deprecated_getters(_kind, _name))
_gpu = _deprecated_getters("cuda", "gpu")  # PyTorch keeps only the dtype pair for the GPU
DEPRECATED["get_autocast_gpu_dtype"] = _gpu["get_autocast_gpu_dtype"]
DEPRECATED["set_autocast_gpu_dtype"] = _gpu["set_autocast_gpu_dtype"]
for _fn_name, _fn in DEPRECATED.items():
    _fn.__name__ = _fn.__qualname__ = _fn_name

STATE_FUNCTIONS = {f.__name__: f for f in (
    is_autocast_enabled, set_autocast_enabled, get_autocast_dtype, set_autocast_dtype, is_autocast_cache_enabled,
    set_autocast_cache_enabled, autocast_increment_nesting, autocast_decrement_nesting, clear_autocast_cache)}
STATE_FUNCTIONS.update(DEPRECATED)


# -- the context manager --------------------------------------------------------------------------

def autocast_decorator(autocast_instance, func):
    @functools.wraps(func)
    def decorate_autocast(*args, **kwargs):
        with autocast_instance:
            return func(*args, **kwargs)
    return decorate_autocast


class autocast:
    """Context manager and decorator: inside, ops on ``device_type`` tensors follow autocast's policy.

    ``dtype`` defaults to the device type's autocast dtype (float16 for CUDA; bfloat16, missing in
    minitorch, for CPU: pass ``dtype=torch.float16``). ``cache_enabled`` (default: the global setting)
    caches the casts of weights within the outermost region."""

    def __init__(self, device_type, dtype=None, enabled=True, cache_enabled=None):
        if not isinstance(device_type, str):
            raise ValueError(f"Expected `device_type` of type `str`, got: `{type(device_type)}`")
        self.fast_dtype = _stored_dtype(device_type) if dtype is None else dtype
        self.device = device_type
        if not is_autocast_available(self.device):
            raise RuntimeError(f"User specified an unsupported autocast device_type '{self.device}'")
        supported = (BFLOAT16, _dtype.float16)
        self._cache_enabled = is_autocast_cache_enabled() if cache_enabled is None else cache_enabled
        device_name = self.device.upper()
        if enabled:
            if self.device == "cuda" and not cuda.is_available():
                warnings.warn("CUDA is not available or torch_xla is imported. Disabling autocast.", stacklevel=2)
                enabled = False
            elif self.fast_dtype not in supported:
                warnings.warn(f"In {device_name} autocast, but the target dtype is not supported. Disabling autocast.\n"
                              f"{device_name} Autocast only supports dtypes of torch.bfloat16, torch.float16 "
                              "currently.", stacklevel=2)
                enabled = False
            elif isinstance(self.fast_dtype, _MissingDtype):
                raise missing_dtype_error(_parse_device_type(self.device), self.fast_dtype)
        self._enabled = enabled

    def __enter__(self):
        self.prev_cache_enabled = is_autocast_cache_enabled()
        self.prev = is_autocast_enabled(self.device)
        self.prev_fastdtype = _stored_dtype(self.device)
        set_autocast_enabled(self.device, self._enabled)
        _set_dtype(self.device, self.fast_dtype)
        autocast_increment_nesting()
        set_autocast_cache_enabled(self._cache_enabled)
        return self

    def __exit__(self, exc_type, exc_val, exc_tb):
        if autocast_decrement_nesting() == 0:  # leaving the outermost region: drop the cached weight casts
            clear_autocast_cache()
        set_autocast_enabled(self.device, self.prev)
        _set_dtype(self.device, self.prev_fastdtype)
        set_autocast_cache_enabled(self.prev_cache_enabled)
        return False

    def __call__(self, func):
        if not callable(func):
            raise TypeError(f"autocast()(func) requires a callable, but got {type(func).__name__}. "
                            "Did you mean to use autocast as a context manager? For example:\n"
                            "    with torch.autocast(device_type=...):\n"
                            "        output = model(input)")
        return autocast_decorator(self, func)


# -- custom autograd Functions under autocast -----------------------------------------------------

def _cast(value, device_type, dtype):
    """value with its floating, non-float64 tensors on device_type cast to dtype, through containers."""
    if isinstance(value, Tensor):
        eligible = value.is_floating_point() and value.device.type == device_type and value.dtype is not _dtype.float64
        return value.to(dtype) if eligible else value
    if isinstance(value, (str, bytes)) or type(value).__module__ == "numpy":
        return value
    if isinstance(value, collections.abc.Mapping):
        return {_cast(k, device_type, dtype): _cast(v, device_type, dtype) for k, v in value.items()}
    if isinstance(value, collections.abc.Iterable):
        casts = (_cast(v, device_type, dtype) for v in value)
        return type(value)(casts) if isinstance(value, (list, tuple)) else casts
    return value


def custom_fwd(fwd=None, *, device_type, cast_inputs=None):
    """Decorates a custom Function's forward: records whether autocast was on (custom_bwd replays it), or,
    with cast_inputs, runs forward with autocast off on inputs cast to cast_inputs."""
    if not isinstance(device_type, str):
        raise ValueError(f"Expected `device_type` of type `str`, got: `{type(device_type)}`")
    if fwd is None:
        return functools.partial(custom_fwd, device_type=device_type, cast_inputs=cast_inputs)

    @functools.wraps(fwd)
    def decorate_fwd(*args, **kwargs):
        args[0]._dtype = _stored_dtype(device_type)
        if cast_inputs is None:
            args[0]._fwd_used_autocast = is_autocast_enabled(device_type)
            return fwd(*args, **kwargs)
        autocast_context = is_autocast_enabled(device_type)
        args[0]._fwd_used_autocast = False
        if autocast_context:
            with autocast(device_type=device_type, enabled=False):
                return fwd(*_cast(args, device_type, cast_inputs), **_cast(kwargs, device_type, cast_inputs))
        return fwd(*args, **kwargs)
    return decorate_fwd


def custom_bwd(bwd=None, *, device_type):
    """Decorates a custom Function's backward: runs it under the autocast state its forward saw."""
    if not isinstance(device_type, str):
        raise ValueError(f"Expected `device_type` of type `str`, got: `{type(device_type)}`")
    if bwd is None:
        return functools.partial(custom_bwd, device_type=device_type)

    @functools.wraps(bwd)
    def decorate_bwd(*args, **kwargs):
        with autocast(device_type=device_type, enabled=args[0]._fwd_used_autocast, dtype=args[0]._dtype):
            return bwd(*args, **kwargs)
    return decorate_bwd
