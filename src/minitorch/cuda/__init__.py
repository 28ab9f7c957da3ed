"""minitorch.cuda (torch.cuda): devices, seeding and memory statistics, backed by CuPy.

Without CuPy (or without a GPU) ``is_available()`` is False and asking for a CUDA tensor
raises PyTorch's CPU-build error. Tests on GPU-less machines serve "cuda" with the strict
stand-in backend (minitorch.backends.strict), which reports itself as one device.
"""
from .. import backends

__all__ = ["is_available", "device_count", "current_device", "set_device", "synchronize", "manual_seed",
           "manual_seed_all", "memory_allocated", "max_memory_allocated", "reset_peak_memory_stats", "empty_cache",
           "device"]

_current = [0]


def _backend():
    return backends._BACKEND_BY_DEVICE_TYPE.get("cuda")


def is_available():
    return _backend() is not None


def device_count():
    b = _backend()
    return 0 if b is None else b.device_count()


def _lazy_init():
    if _backend() is None:
        raise AssertionError("Torch not compiled with CUDA enabled")


def current_device():
    _lazy_init()
    return _current[0]


def set_device(device):
    from .._device import device as device_cls
    index = device.index if isinstance(device, device_cls) else int(str(device).split(":")[-1])
    if index >= device_count() or index < 0:
        raise RuntimeError("CUDA error: invalid device ordinal")
    _current[0] = index
    b = _backend()
    if hasattr(b, "xp") and hasattr(b.xp, "cuda"):
        b.xp.cuda.Device(index).use()


class device:
    """Context manager that changes the current device."""

    def __init__(self, device):
        self.index = device if isinstance(device, int) else getattr(device, "index", 0) or 0

    def __enter__(self):
        self.prev = _current[0]
        set_device(self.index)

    def __exit__(self, *exc):
        set_device(self.prev)


def synchronize(device=None):
    b = _backend()
    if b is not None and hasattr(b, "synchronize"):
        b.synchronize()


def manual_seed(seed):
    b = _backend()
    if b is not None and hasattr(b, "manual_seed"):
        b.manual_seed(seed)


manual_seed_all = manual_seed


def memory_allocated(device=None):
    b = _backend()
    return b.memory_allocated() if b is not None and hasattr(b, "memory_allocated") else 0


def max_memory_allocated(device=None):
    b = _backend()
    return b.max_memory_allocated() if b is not None and hasattr(b, "max_memory_allocated") else 0


def reset_peak_memory_stats(device=None):
    b = _backend()
    if b is not None and hasattr(b, "reset_peak_memory_stats"):
        b.reset_peak_memory_stats()


def empty_cache():
    b = _backend()
    if b is not None and hasattr(b, "empty_cache"):
        b.empty_cache()
