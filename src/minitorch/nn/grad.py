"""torch.nn.grad (also ``F.grad``): a convolution's input or weight gradient, as PyTorch computes it, through
``convolution_backward`` (ConvolutionBackwardBackward0 when an argument requires grad); the other operand is
only its shape, an expanded one-element tensor."""
import collections.abc
from itertools import repeat

from .._generated import variable_type as _vt

__all__ = ["conv1d_input", "conv1d_weight", "conv2d_input", "conv2d_weight", "conv3d_input", "conv3d_weight"]


def _ntuple(n):
    def parse(x):
        if isinstance(x, collections.abc.Iterable):
            return tuple(x)
        return tuple(repeat(x, n))
    return parse


_single, _pair, _triple = _ntuple(1), _ntuple(2), _ntuple(3)


def _input_grad(tuple_of, input_size, weight, grad_output, stride, padding, dilation, groups):
    input = grad_output.new_empty(1).expand(input_size)
    return _vt.convolution_backward(grad_output, input, weight, None, tuple_of(stride), tuple_of(padding),
                                    tuple_of(dilation), False, [0], groups, (True, False, False))[0]


def _weight_grad(tuple_of, input, weight_size, grad_output, stride, padding, dilation, groups):
    weight = grad_output.new_empty(1).expand(weight_size)
    return _vt.convolution_backward(grad_output, input, weight, None, tuple_of(stride), tuple_of(padding),
                                    tuple_of(dilation), False, [0], groups, (False, True, False))[1]


def conv1d_input(input_size, weight, grad_output, stride=1, padding=0, dilation=1, groups=1):
    """The gradient of conv1d with respect to its input (of shape ``input_size``)."""
    return _input_grad(_single, input_size, weight, grad_output, stride, padding, dilation, groups)


def conv1d_weight(input, weight_size, grad_output, stride=1, padding=0, dilation=1, groups=1):
    """The gradient of conv1d with respect to its weight (of shape ``weight_size``)."""
    return _weight_grad(_single, input, weight_size, grad_output, stride, padding, dilation, groups)


def conv2d_input(input_size, weight, grad_output, stride=1, padding=0, dilation=1, groups=1):
    """The gradient of conv2d with respect to its input (of shape ``input_size``)."""
    return _input_grad(_pair, input_size, weight, grad_output, stride, padding, dilation, groups)


def conv2d_weight(input, weight_size, grad_output, stride=1, padding=0, dilation=1, groups=1):
    """The gradient of conv2d with respect to its weight (of shape ``weight_size``)."""
    return _weight_grad(_pair, input, weight_size, grad_output, stride, padding, dilation, groups)


def conv3d_input(input_size, weight, grad_output, stride=1, padding=0, dilation=1, groups=1):
    """The gradient of conv3d with respect to its input (of shape ``input_size``)."""
    return _input_grad(_triple, input_size, weight, grad_output, stride, padding, dilation, groups)


def conv3d_weight(input, weight_size, grad_output, stride=1, padding=0, dilation=1, groups=1):
    """The gradient of conv3d with respect to its weight (of shape ``weight_size``)."""
    return _weight_grad(_triple, input, weight_size, grad_output, stride, padding, dilation, groups)
