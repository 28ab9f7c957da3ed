"""The per-device spellings torch.cuda.amp and torch.cpu.amp keep with a FutureWarning: a GradScaler and
an autocast bound to one device type (the modules minitorch.cuda.amp and minitorch.cpu.amp build theirs
here so both say the same)."""
import functools
import warnings

from .autocast_mode import autocast as _autocast
from .autocast_mode import custom_bwd as _custom_bwd
from .autocast_mode import custom_fwd as _custom_fwd
from .grad_scaler import GradScaler as _GradScaler


def _warn(message):
    warnings.warn(message, FutureWarning, stacklevel=3)


def device_grad_scaler(device_type):
    class GradScaler(_GradScaler):
        __doc__ = (f"``torch.{device_type}.amp.GradScaler(args...)`` is deprecated: use "
                   f"``torch.amp.GradScaler('{device_type}', args...)``.")

        def __init__(self, init_scale=2.0 ** 16, growth_factor=2.0, backoff_factor=0.5, growth_interval=2000,
                     enabled=True):
            _warn(f"`torch.{device_type}.amp.GradScaler(args...)` is deprecated. "
                  f"Please use `torch.amp.GradScaler('{device_type}', args...)` instead.")
            super().__init__(device_type, init_scale=init_scale, growth_factor=growth_factor,
                             backoff_factor=backoff_factor, growth_interval=growth_interval, enabled=enabled)
    GradScaler.__module__ = f"minitorch.{device_type}.amp"  # where pickle finds it
    GradScaler.__qualname__ = "GradScaler"
    return GradScaler


def device_autocast(device_type, default_dtype):
    class autocast(_autocast):  # noqa: N801 (PyTorch's name)
        __doc__ = (f"``torch.{device_type}.amp.autocast(args...)`` is deprecated: use "
                   f"``torch.amp.autocast('{device_type}', args...)``.")

        def __init__(self, enabled=True, dtype=default_dtype, cache_enabled=True):
            _warn(f"`torch.{device_type}.amp.autocast(args...)` is deprecated. "
                  f"Please use `torch.amp.autocast('{device_type}', args...)` instead.")
            super().__init__(device_type, enabled=enabled, dtype=dtype, cache_enabled=cache_enabled)
    autocast.__module__ = f"minitorch.{device_type}.amp"
    autocast.__qualname__ = "autocast"
    return autocast


def custom_fwd(fwd=None, *, cast_inputs=None):
    """torch.cuda.amp.custom_fwd (deprecated): torch.amp.custom_fwd with device_type='cuda'."""
    _warn("`torch.cuda.amp.custom_fwd(args...)` is deprecated. "
          "Please use `torch.amp.custom_fwd(args..., device_type='cuda')` instead.")
    return functools.partial(_custom_fwd, device_type="cuda")(fwd=fwd, cast_inputs=cast_inputs)


def custom_bwd(bwd):
    """torch.cuda.amp.custom_bwd (deprecated): torch.amp.custom_bwd with device_type='cuda'."""
    _warn("`torch.cuda.amp.custom_bwd(args...)` is deprecated. "
          "Please use `torch.amp.custom_bwd(args..., device_type='cuda')` instead.")
    return functools.partial(_custom_bwd, device_type="cuda")(bwd)
