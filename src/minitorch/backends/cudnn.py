"""torch.backends.cudnn flags. minitorch has no cuDNN: ``is_available()`` is False and ``version()`` None, as on
PyTorch's CPU build, whose flags (enabled, benchmark, deterministic, allow_tf32, ...) are still settable."""
import contextlib
import sys

from ._flags import check_bool, check_precision, install_flags

__all__ = ["is_available", "version", "is_acceptable", "set_flags", "flags"]

benchmark_limit = None  # a plain attribute where cuDNN is missing, as in PyTorch


def is_available():
    return False


def version():
    return None


def is_acceptable(tensor):
    return False


def set_flags(_enabled=None, _benchmark=None, _benchmark_limit=None, _deterministic=None, _allow_tf32=None,
              _fp32_precision="none", _depthwise_kernel=None):
    """Set the given flags; returns the previous values, in this order (benchmark_limit None: no cuDNN)."""
    module = sys.modules[__name__]
    previous = (module.enabled, module.benchmark, None, module.deterministic, module.allow_tf32,
                module.fp32_precision, module.depthwise_kernel)
    for name, value in (("enabled", _enabled), ("benchmark", _benchmark), ("deterministic", _deterministic),
                        ("allow_tf32", _allow_tf32), ("fp32_precision", _fp32_precision),
                        ("depthwise_kernel", _depthwise_kernel)):
        if value is not None:
            setattr(module, name, value)
    return previous


@contextlib.contextmanager
def flags(enabled=False, benchmark=False, benchmark_limit=10, deterministic=False, allow_tf32=True,
          fp32_precision="none", depthwise_kernel="auto"):
    previous = set_flags(enabled, benchmark, benchmark_limit, deterministic, allow_tf32, fp32_precision,
                         depthwise_kernel)
    try:
        yield
    finally:
        set_flags(*previous)


install_flags(__name__,
              enabled=(True, check_bool("set_enabled_cudnn")),
              benchmark=(False, check_bool("set_benchmark_cudnn")),
              deterministic=(False, check_bool("set_deterministic_cudnn")),
              allow_tf32=(True, check_bool("set_allow_tf32_cublas")),  # PyTorch's setter names cuBLAS here too
              fp32_precision=("none", check_precision),
              depthwise_kernel=("auto", str))
