"""torch.device."""
import re

__all__ = ["device", "get_device_module"]

# c10::Device's grammar for a device string: a type, then an optional index without leading zeros
_DEVICE_STRING = re.compile(r"([a-zA-Z_]+)(?::([1-9]\d*|0))?")


class device:
    __slots__ = ("type", "index")

    def __init__(self, type, index=None):
        if isinstance(type, device):
            type, index = type.type, type.index
        elif isinstance(type, int) and index is None:
            type, index = "cuda", type
        elif isinstance(type, str):
            parsed = _DEVICE_STRING.fullmatch(type)
            if parsed is None:
                raise RuntimeError(f"Invalid device string: '{type}'")
            if parsed.group(2) is not None:
                if index is not None:
                    raise RuntimeError(f"type (string) must not include an index because index was passed explicitly: "
                                       f"{type}")
                index = int(parsed.group(2))
            type = parsed.group(1)
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
