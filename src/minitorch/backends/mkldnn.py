"""torch.backends.mkldnn (oneDNN) flags. minitorch does not use oneDNN, so ``is_available()`` is False (PyTorch's
x86 CPU wheels say True); the flags are settable and read back as in PyTorch."""
import contextlib
import sys

from ._flags import check_bool, check_precision, install_flags

__all__ = ["is_available", "set_flags", "flags", "verbose", "VERBOSE_OFF", "VERBOSE_ON", "VERBOSE_ON_CREATION"]

VERBOSE_OFF, VERBOSE_ON, VERBOSE_ON_CREATION = 0, 1, 2


def is_available():
    return False


class verbose:
    """Context manager for oneDNN's verbose logging: nothing to log in minitorch."""

    def __init__(self, level):
        self.level = level

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False


def set_flags(_enabled=None, _deterministic=None, _allow_tf32=None, _fp32_precision="none"):
    module = sys.modules[__name__]
    previous = (module.enabled, module.deterministic, module.allow_tf32, module.fp32_precision)
    for name, value in (("enabled", _enabled), ("deterministic", _deterministic), ("allow_tf32", _allow_tf32),
                        ("fp32_precision", _fp32_precision)):
        if value is not None:
            setattr(module, name, value)
    return previous


@contextlib.contextmanager
def flags(enabled=False, deterministic=False, allow_tf32=True, fp32_precision="none"):
    previous = set_flags(enabled, deterministic, allow_tf32, fp32_precision)
    try:
        yield
    finally:
        set_flags(*previous)


def _check_allow_tf32(value):
    if value is None:  # what PyTorch's CPU build reads back, so set_flags can restore it
        return None
    return check_bool("_set_onednn_allow_tf32")(value)


install_flags(__name__,
              enabled=(True, check_bool("set_enabled_mkldnn")),
              deterministic=(False, check_bool("set_deterministic_mkldnn")),
              allow_tf32=(None, _check_allow_tf32),
              fp32_precision=("none", check_precision))
