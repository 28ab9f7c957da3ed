"""torch.device."""
import numbers
import re

__all__ = ["device", "get_device_module"]

# c10::Device's grammar for a device string: a type, then an optional index without leading zeros
_DEVICE_STRING = re.compile(r"([a-zA-Z_]+)(?::([1-9]\d*|0))?")


_SIGNATURES = ("device(Device device)", "device(c10::string_view type, int64_t index=-1)")


class device:
    __slots__ = ("type", "index")

    def __init__(self, *args, **kwargs):
        type, index = _parse(args, kwargs)
        if type not in ("cpu", "cuda", "meta"):
            raise RuntimeError(
                "Expected one of cpu, cuda, ipu, xpu, mkldnn, opengl, opencl, ideep, hip, ve, fpga, maia, xla, lazy, vulkan, "
                "mps, meta, hpu, mtia, privateuseone device type at start of device string: " + str(type))
        self.type = type
        self.index = index

    def __repr__(self):
        if self.index is None:
            return f"device(type='{self.type}')"
        return f"device(type='{self.type}', index={self.index})"

    def __str__(self):
        return self.type if self.index is None else f"{self.type}:{self.index}"

    def __eq__(self, other):
        if not isinstance(other, device):
            return NotImplemented  # as PyTorch's: a device never equals a str (device('cpu') == 'cpu' is False)
        return self.type == other.type and self.index == other.index

    def __hash__(self):
        return hash((self.type, self.index))

    def __reduce__(self):
        return (device, (self.type, self.index))


def _is_index(value):
    """An int the binding takes for ``int64_t index`` (a NumPy integer too; never a bool)."""
    return isinstance(value, numbers.Integral) and not isinstance(value, bool)


def _parse(args, kwargs):
    """``(type, index)`` from PyTorch's two signatures: ``device(device)``; ``device(type, index=-1)``, where the
    type is a device string (``"cuda:1"``) or, alone, an accelerator index (``device(0)``: cuda:0). Anything else
    is the binding's TypeError."""
    given = dict(zip(("type", "index"), args)) if len(args) <= 2 else None
    if given is not None and not kwargs.keys() - {"type", "index"} and not kwargs.keys() & given.keys():
        given.update(kwargs)
        type, index = given.get("type"), given.get("index")
        if isinstance(type, device) and len(given) == 1 and args:
            return type.type, type.index
        if index is None or _is_index(index):
            if _is_index(type) and len(given) == 1 and args:
                return "cuda", _accelerator_index(int(type))
            if isinstance(type, bytes):
                type = type.decode()
            if isinstance(type, str):
                return _parse_string(type, None if index is None else _checked_index(int(index)))
    if not args and kwargs.keys() == {"device"} and isinstance(kwargs["device"], device):
        return kwargs["device"].type, kwargs["device"].index
    from ._invalid_arguments import raise_invalid_arguments
    raise_invalid_arguments("device", _SIGNATURES, args, kwargs)


def _checked_index(index):
    if index < 0:
        raise RuntimeError("Device index must not be negative")
    if index >= 1 << 63:
        raise ValueError("Overflow when unpacking long long")
    return index


def _accelerator_index(index):
    """``device(i)``: index ``i`` of the current accelerator (CUDA), which must exist."""
    _checked_index(index)
    from . import cuda
    if not cuda.is_available():
        raise RuntimeError("Cannot access accelerator device when none is available.")
    return index


def _parse_string(text, index):
    parsed = _DEVICE_STRING.fullmatch(text)
    if parsed is None:
        raise RuntimeError(f"Invalid device string: '{text}'")
    if parsed.group(2) is not None:
        if index is not None:
            raise RuntimeError(f"type (string) must not include an index because index was passed explicitly: {text}")
        index = int(parsed.group(2))
    return parsed.group(1), index


CPU = device("cpu")
_Device = device  # for functions whose parameter is named ``device``, as PyTorch's are


def get_device_module(device=None):
    """torch.get_device_module: the module of a device type (``minitorch.cuda`` for "cuda"); None gives the
    current accelerator's, or ``minitorch.cpu``."""
    import minitorch
    if isinstance(device, str):
        device = _Device(device)
    if isinstance(device, _Device):
        kind = device.type
    elif device is None:
        current = minitorch.accelerator.current_accelerator()
        kind = "cpu" if current is None else current.type
    else:
        raise RuntimeError(f"Invalid value of device '{device}', expect torch.device, str, or None")
    module = getattr(minitorch, kind, None)
    if module is None:
        raise RuntimeError(f"Device '{kind}' does not have a corresponding module registered as 'torch.{kind}'.")
    return module
