"""minitorch.cpu (torch.cpu): the CPU as a device module, so device-agnostic code (``getattr(torch, kind)``,
``torch.get_device_module("cpu")``) runs. There is one CPU device and its work is synchronous, so streams and
events only track which stream is current; as in PyTorch they do nothing else."""
import contextlib

__all__ = ["is_available", "is_initialized", "synchronize", "current_device", "current_stream", "stream",
           "set_device", "device_count", "Stream", "StreamContext", "Event"]


def is_available():
    return True


def is_initialized():
    return True


def synchronize(device=None):
    """Nothing to wait for: CPU ops finish before they return."""


def device_count():
    return 1


def set_device(device):
    """Ignored: there is one CPU device."""


def current_device():
    return "cpu"


class Stream:
    def __init__(self, priority=-1):
        pass

    def wait_stream(self, stream):
        pass

    def record_event(self):
        pass

    def wait_event(self, event):
        pass


class Event:
    def query(self):
        return True

    def record(self, stream=None):
        pass

    def synchronize(self):
        pass

    def wait(self, stream=None):
        pass


_default_stream = Stream()
_current_stream = _default_stream


def current_stream(device=None):
    return _current_stream


class StreamContext(contextlib.AbstractContextManager):
    """Makes ``stream`` current inside the block (``None``: changes nothing)."""

    def __init__(self, stream):
        self.stream = stream
        self.prev_stream = _default_stream

    def __enter__(self):
        global _current_stream
        if self.stream is not None:
            self.prev_stream, _current_stream = _current_stream, self.stream

    def __exit__(self, *exc):
        global _current_stream
        if self.stream is not None:
            _current_stream = self.prev_stream


def stream(stream):
    return StreamContext(stream)
