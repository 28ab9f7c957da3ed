"""How PyTorch's messages name the type of a value given for an argument."""

# minitorch's classes for PyTorch's C types, by the name PyTorch's messages give them (the C type's tp_name)
_TORCH_TYPE_NAMES = {
    ("minitorch._dtype", "dtype"): "torch.dtype", ("minitorch._device", "device"): "torch.device",
    ("minitorch._tensor", "Size"): "torch.Size", ("minitorch._random", "Generator"): "torch._C.Generator",
    ("minitorch", "memory_format"): "torch.memory_format", ("minitorch", "layout"): "torch.layout",
    ("minitorch._dtype", "finfo"): "torch.finfo", ("minitorch._dtype", "iinfo"): "torch.iinfo",
    ("minitorch._tensor", "Tensor"): "Tensor",
}
_HEAP_TYPE = 1 << 9  # Py_TPFLAGS_HEAPTYPE: a class defined in Python


def typename(value):
    """The name PyTorch's argument errors give ``value``'s type (THPUtils_typename): its C type's tp_name,
    which carries the module (``numpy.ndarray``, ``torch.dtype``) except for builtins; a Python class's bare
    name (``Parameter``, ``Linear``); a tensor is a ``Tensor``."""
    kind = type(value)
    name = _TORCH_TYPE_NAMES.get((kind.__module__, kind.__name__))
    if name is not None:
        return name
    if kind.__module__ == "builtins" or kind.__flags__ & _HEAP_TYPE:
        return kind.__name__
    return f"{kind.__module__}.{kind.__name__}"
