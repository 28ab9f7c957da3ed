"""torch.cpu.amp: the deprecated CPU spellings of torch.amp (each warns with PyTorch's FutureWarning).

Written here and attached as ``minitorch.cpu.amp`` by ``attach()`` (called from minitorch/__init__), so
it works whether minitorch.cpu is a module (the device functions), a package, or not there at all."""
import importlib
import sys
import types

from .._autocast_state import BFLOAT16
from ._deprecated import device_autocast, device_grad_scaler

__all__ = ["autocast", "GradScaler"]

GradScaler = device_grad_scaler("cpu")
autocast = device_autocast("cpu", BFLOAT16)  # PyTorch's default bfloat16: pass dtype=torch.float16


def attach():
    """Makes this module minitorch.cpu.amp (importable by that name, and an attribute of minitorch.cpu)."""
    try:
        cpu = importlib.import_module("minitorch.cpu")
    except ModuleNotFoundError:  # no torch.cpu device module yet: a bare one to hold amp
        cpu = types.ModuleType("minitorch.cpu", "torch.cpu")
        sys.modules["minitorch.cpu"] = cpu
        setattr(sys.modules["minitorch"], "cpu", cpu)
    cpu.amp = sys.modules[__name__]
    sys.modules["minitorch.cpu.amp"] = cpu.amp
