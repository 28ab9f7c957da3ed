"""Autocast's thread-local state and the casts the generated wrappers make (PyTorch's
aten/src/ATen/autocast_mode.{h,cpp}).

Every op whose derivatives.yaml entry has an ``autocast:`` key starts with one check,
``if AUTOCAST.enabled: a, b = autocast_lower(a, b)`` (or ``autocast_fp32``, ``autocast_cast`` with a policy
per device type, ``autocast_promote``, ``autocast_opt_dtype``); composites on the lists make the same call,
or, where their inner ops are on the lists too (tensordot, einsum, bilinear, scaled_dot_product_attention),
are decorated with ``autocast_composite``, which runs them with their device type's autocast off, as
PyTorch's autocast kernels exclude their dispatch key while the op runs.
``enabled`` is true while any device type's autocast is on in this thread, so ops without the key pay
nothing and ops with it one attribute test outside autocast regions. The device type whose autocast
applies is the first tensor argument's, as PyTorch's dispatch key (AutocastCPU, AutocastCUDA) is chosen
from the inputs' devices.

A cast is ``tensor.to(dtype)``, recorded as ToCopyBackward0 as in PyTorch, and only of floating tensors on
that device other than float64 ones. Casts of float32 leaves that require grad (the weights) to the
lower-precision dtype are cached until the outermost autocast region exits, so a weight used by several
ops in a region is cast once and its graph has one ToCopyBackward0.
"""
import functools
import threading

from . import _dtype
from ._tensor import Tensor


class _MissingDtype:
    """A dtype PyTorch defaults to that minitorch has no counterpart for (bfloat16: CPU autocast's
    default). It is stored and restored as a dtype, never cast to: entering an enabled region with it
    raises (see amp.autocast_mode)."""

    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return f"torch.{self.name} (missing in minitorch)"


BFLOAT16 = _MissingDtype("bfloat16")


def missing_dtype_error(device_type, dtype):
    return RuntimeError(
        f"{device_type.upper()} autocast uses {dtype.name}, and minitorch has no {dtype.name} dtype. "
        f"Use float16: torch.autocast('{device_type}', dtype=torch.float16), or "
        f"torch.set_autocast_dtype('{device_type}', torch.float16).")


# The device types with an autocast dispatch key and their default lower-precision dtype.
DEFAULT_DTYPES = {"cpu": BFLOAT16, "cuda": _dtype.float16, "ipu": _dtype.float16, "xpu": _dtype.float16,
                  "maia": BFLOAT16, "xla": BFLOAT16, "mps": _dtype.float16, "hpu": BFLOAT16,
                  "mtia": _dtype.float16, "privateuseone": _dtype.float16}


class _State(threading.local):
    def __init__(self):
        self.enabled = False        # any device type enabled (the generated wrappers' check)
        self.enabled_by_device = {}  # device type -> bool
        self.dtype_by_device = dict(DEFAULT_DTYPES)
        self.cache_enabled = True
        self.nesting = 0
        self.cache = {}             # id(leaf) -> (leaf, its cast): the leaf kept alive while cached

    def set_enabled(self, device_type, enabled):
        self.enabled_by_device[device_type] = enabled
        self.enabled = any(self.enabled_by_device.values())


AUTOCAST = _State()


def _cast(to_type, arg, device_type):
    """PyTorch's cached_cast: arg.to(to_type) for an eligible tensor of another dtype, else arg."""
    if not (isinstance(arg, Tensor) and arg.is_floating_point()) or arg.device.type != device_type:
        return arg  # not a Tensor (None, a number), not floating, or on another device
    if arg.dtype is _dtype.float64 or arg.dtype is to_type:
        return arg
    cacheable = (AUTOCAST.cache_enabled and to_type is AUTOCAST.dtype_by_device[device_type]
                 and arg.dtype is _dtype.float32 and arg.requires_grad and arg.is_leaf and not arg._is_view())
    if not cacheable:
        return arg.to(to_type)
    hit = AUTOCAST.cache.get(id(arg))
    if hit is None:
        hit = AUTOCAST.cache[id(arg)] = (arg, arg.to(to_type))
    return hit[1]


def _device_type(args):
    for a in args:
        if isinstance(a, Tensor):
            return a.device.type
    return None


def autocast_cast(policies, *args):
    """The args cast as policies[device type] says for their device type's autocast, when it is on:
    "lower_precision_fp" to its autocast dtype, "fp32" to float32 (ops that need the range or precision)."""
    device_type = _device_type(args)
    policy = policies.get(device_type)
    if policy is None or not AUTOCAST.enabled_by_device.get(device_type):
        return args
    to_type = _dtype.float32 if policy == "fp32" else AUTOCAST.dtype_by_device[device_type]
    if isinstance(to_type, _MissingDtype):  # enabled by set_autocast_enabled, with CPU's default dtype
        raise missing_dtype_error(device_type, to_type)
    return tuple(_cast(to_type, a, device_type) for a in args)


_LOWER = {"cpu": "lower_precision_fp", "cuda": "lower_precision_fp"}
_FP32 = {"cpu": "fp32", "cuda": "fp32"}


def autocast_lower(*args):
    """autocast_cast for an op on both devices' lower_precision_fp lists (mm, linear, conv2d, ...)."""
    return autocast_cast(_LOWER, *args)


def autocast_fp32(*args):
    """autocast_cast for an op on both devices' fp32 lists (mse_loss, nll_loss, ...)."""
    return autocast_cast(_FP32, *args)


def autocast_opt_dtype(device_types, dtype, first):
    """PyTorch's fp32_set_opt_dtype policy (CUDA's sum, cumsum, softmax, ...): float32 for an op called
    without a dtype whose first argument is an eligible tensor of a device type listed here, whose autocast
    is on; otherwise dtype as given."""
    if dtype is not None or not isinstance(first, Tensor):
        return dtype
    device_type = first.device.type
    if (device_type in device_types and AUTOCAST.enabled_by_device.get(device_type) and first.is_floating_point()
            and first.dtype is not _dtype.float64):
        return _dtype.float32
    return dtype


def _flat_tensors(args):
    for a in args:
        if isinstance(a, Tensor):
            yield a
        elif isinstance(a, (list, tuple)):
            yield from (t for t in a if isinstance(t, Tensor))


def autocast_promote(device_types, *args):
    """PyTorch's promote policy (CPU's cat, stack, index_copy; CUDA's addcmul, atan2, dot, ...): the widest
    of the region's dtype and the eligible arguments' dtypes (float32 over float16; float64 arguments are
    left out and left alone), every eligible argument cast to it. Tensor lists are cast element by element."""
    first = next(_flat_tensors(args), None)
    device_type = None if first is None else first.device.type
    if device_type not in device_types or not AUTOCAST.enabled_by_device.get(device_type):
        return args
    lower = AUTOCAST.dtype_by_device[device_type]
    eligible = [t for t in _flat_tensors(args) if t.is_floating_point() and t.device.type == device_type
                and t.dtype is not _dtype.float64]
    to_type = _dtype.float32 if any(t.dtype is _dtype.float32 for t in eligible) else lower
    if isinstance(to_type, _MissingDtype):
        raise missing_dtype_error(device_type, to_type)

    def cast(a):
        if isinstance(a, (list, tuple)):
            return type(a)(_cast(to_type, t, device_type) for t in a)
        return _cast(to_type, a, device_type)
    return tuple(cast(a) for a in args)


class _Excluded:
    """Autocast of one device type off while a listed composite runs its inner ops (PyTorch's autocast
    kernels redispatch with their autocast key excluded): tensordot's inner mm is not cast again."""

    def __init__(self, device_type):
        self.device_type = device_type

    def __enter__(self):
        AUTOCAST.set_enabled(self.device_type, False)

    def __exit__(self, *exc):
        AUTOCAST.set_enabled(self.device_type, True)


def autocast_composite(policies):
    """Decorates a composite on PyTorch's lists whose inner ops are on the lists too: inside a region of its
    device type, its tensor arguments (tensor lists included) are cast by the policy ("lower_precision_fp",
    "fp32" or "promote" per device type), then it runs with that device type's autocast off. Outside, one
    flag test more than the plain call."""
    def decorate(fn):
        @functools.wraps(fn)
        def run(*args, **kwargs):
            if not AUTOCAST.enabled:
                return fn(*args, **kwargs)
            device_type = _device_type(list(_flat_tensors(args)) + list(_flat_tensors(kwargs.values())))
            policy = policies.get(device_type)
            if policy is None or not AUTOCAST.enabled_by_device.get(device_type):
                return fn(*args, **kwargs)
            names = list(kwargs)
            if policy == "promote":
                cast = autocast_promote((device_type,), *args, *kwargs.values())
            else:
                to_type = (_dtype.float32 if policy == "fp32" else AUTOCAST.dtype_by_device[device_type])
                if isinstance(to_type, _MissingDtype):
                    raise missing_dtype_error(device_type, to_type)
                cast = tuple(type(a)(_cast(to_type, t, device_type) for t in a) if isinstance(a, (list, tuple))
                             else _cast(to_type, a, device_type) for a in (*args, *kwargs.values()))
            with _Excluded(device_type):
                return fn(*cast[:len(args)], **dict(zip(names, cast[len(args):])))
        return run
    return decorate


def clear_cache():
    AUTOCAST.cache.clear()
