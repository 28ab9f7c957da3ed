"""minitorch.accelerator (torch.accelerator): the one accelerator kind this process has, if any. minitorch's
only accelerator is CUDA (CuPy, or the strict stand-in backend in tests), so every answer comes from
minitorch.cuda; without it, as on PyTorch's CPU build, there is none and device queries raise."""
from . import cuda

__all__ = ["is_available", "current_accelerator", "device_count", "current_device_index", "set_device_index",
           "synchronize"]

_NONE_AVAILABLE = "Cannot access accelerator device when none is available."


def is_available():
    return cuda.is_available()


def current_accelerator(check_available=False):
    """The accelerator's device type as a device (``device(type='cuda')``), or None."""
    if not cuda.is_available():
        return None
    from ._device import device
    return device("cuda")


def device_count():
    return cuda.device_count()


def _require():
    if not cuda.is_available():
        raise RuntimeError(_NONE_AVAILABLE)


def current_device_index():
    _require()
    return cuda.current_device()


def set_device_index(device):
    _require()
    cuda.set_device(device)


def synchronize(device=None):
    _require()
    cuda.synchronize(device)
