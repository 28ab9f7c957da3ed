"""nn.utils.convert_conv2d_weight_memory_format / convert_conv3d_weight_memory_format: lay convolution
weights out in a memory format (channels-last), as PyTorch's do; values and gradients are unchanged."""
from ..modules.conv import Conv2d, Conv3d, ConvTranspose2d, ConvTranspose3d

__all__ = ["convert_conv2d_weight_memory_format", "convert_conv3d_weight_memory_format"]


def _convert(module, memory_format, kinds):
    if isinstance(module, kinds):
        weight = module.weight.detach().clone(memory_format=memory_format)
        module.weight.data = weight
    for child in module.children():
        _convert(child, memory_format, kinds)
    return module


def convert_conv2d_weight_memory_format(module, memory_format):
    """Every Conv2d / ConvTranspose2d weight in ``module`` re-laid out as ``memory_format``; returns ``module``."""
    return _convert(module, memory_format, (Conv2d, ConvTranspose2d))


def convert_conv3d_weight_memory_format(module, memory_format):
    """Every Conv3d / ConvTranspose3d weight in ``module`` re-laid out as ``memory_format``; returns ``module``."""
    return _convert(module, memory_format, (Conv3d, ConvTranspose3d))
