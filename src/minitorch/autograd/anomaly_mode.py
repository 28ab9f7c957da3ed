"""Anomaly detection switch (the engine and SavedVariable consult it)."""
import threading
import warnings

__all__ = ["detect_anomaly", "set_detect_anomaly", "is_anomaly_enabled", "is_anomaly_check_nan_enabled",
           "set_anomaly_enabled"]


class _State:
    """The switch is one for the whole process, as PyTorch's (AnomalyMode's static flags): anomaly mode set in
    one thread holds in every thread. A plain attribute, so every recorded op reads it cheaply."""

    __slots__ = ("enabled", "check_nan")

    def __init__(self):
        self.enabled = False
        self.check_nan = True


class _Local(threading.local):
    current_node = None  # the node whose backward is running in this thread (anomaly mode only): "parent_"


_STATE = _State()
CURRENT = _Local()


def is_anomaly_enabled():
    return _STATE.enabled


def is_anomaly_check_nan_enabled():
    return _STATE.check_nan


def set_anomaly_enabled(enabled, check_nan=True):
    """torch.set_anomaly_enabled: switch anomaly mode (for every thread, as PyTorch)."""
    _STATE.enabled, _STATE.check_nan = enabled, check_nan


class detect_anomaly:
    def __init__(self, check_nan=True):
        self.prev = (_STATE.enabled, _STATE.check_nan)
        self.check_nan = check_nan
        warnings.warn("Anomaly Detection has been enabled. This mode will increase the runtime and should "
                      "only be enabled for debugging.", stacklevel=2)

    def __enter__(self):
        _STATE.enabled, _STATE.check_nan = True, self.check_nan

    def __exit__(self, *exc):
        _STATE.enabled, _STATE.check_nan = self.prev

    def __call__(self, func):
        import functools

        @functools.wraps(func)
        def wrapper(*args, **kwargs):
            with self.__class__(self.check_nan):
                return func(*args, **kwargs)
        return wrapper


class set_detect_anomaly:
    def __init__(self, mode, check_nan=True):
        self.prev = (_STATE.enabled, _STATE.check_nan)
        _STATE.enabled, _STATE.check_nan = mode, check_nan

    def __enter__(self):
        pass

    def __exit__(self, *exc):
        _STATE.enabled, _STATE.check_nan = self.prev
