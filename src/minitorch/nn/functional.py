"""minitorch.nn.functional (torch.nn.functional).

The ops with their own backward node (relu, gelu, convolution, max_pool2d_with_indices,
nll_loss_forward, native_batch_norm, ...) are derivatives.yaml entries; the functions here are
PyTorch's Python-level compositions of them, so a graph shows the node names PyTorch's does
(``cross_entropy`` records NllLossBackward0 <- LogSoftmaxBackward0, ``linear`` AddmmBackward0).
"""
import math
import numbers
import warnings

from .. import _composite_shape, _creation, _dtype
from .. import kernels as _K
from .. import _composite
from .._composite import _broadcast_batch
from .._python_arg_parser import _is_int, check_numbers as _check_numbers, int_list as _int_list, numpy_keywords
from .._autocast_state import AUTOCAST, autocast_cast, autocast_composite, autocast_fp32, autocast_lower
from .._generated import functions as _functions, python_functions as _pf, variable_type as _vt
from .._tensor import _SCALAR_TYPE_NAME, Tensor
from . import _instance_norm  # ATen's instance_norm, written over batch_norm
from ..autograd import grad_mode as _grad_mode
from ..autograd.function_utils import check_tensor as _check_tensor, not_a_tensor
from .._typename import typename as _typename
from ._losses_extra import (cosine_embedding_loss, gaussian_nll_loss, hinge_embedding_loss,  # noqa: F401,E402
                            margin_ranking_loss, multi_margin_loss, multilabel_soft_margin_loss, poisson_nll_loss,
                            soft_margin_loss, triplet_margin_loss)  # ATen / functional.py composites
from ._embedding_bag import embedding_bag  # noqa: F401,E402
from ._multi_head_attention import multi_head_attention_forward  # noqa: F401,E402
from ._grid_sample import affine_grid, grid_sample  # noqa: F401,E402
from ._fractional import (fractional_max_pool2d, fractional_max_pool2d_with_indices,  # noqa: F401,E402
                          fractional_max_pool3d, fractional_max_pool3d_with_indices)

pad = _composite_shape.pad
pixel_shuffle = _pf.pixel_shuffle  # the public layer's: PyTorch's TypeError for an input that is no tensor
pixel_unshuffle = _pf.pixel_unshuffle


def _reduction(size_average, reduce, reduction):
    """The legacy size_average/reduce pair as a reduction string, with PyTorch's deprecation warning
    (_Reduction.legacy_get_string); ``reduction`` itself when neither is given."""
    if size_average is None and reduce is None:
        return reduction
    size_average = True if size_average is None else size_average
    reduce = True if reduce is None else reduce
    reduction = ("mean" if size_average else "sum") if reduce else "none"
    warnings.warn(f"size_average and reduce args will be deprecated, please use reduction='{reduction}' instead.",
                  stacklevel=3)
    return reduction


def _check_reduction(reduction):
    if reduction not in ("none", "mean", "sum"):
        raise ValueError(f"{reduction} is not a valid value for reduction")
    return reduction


def _reduce(loss, reduction):
    reduction = _check_reduction(reduction)
    if reduction == "mean":
        return loss.mean()
    if reduction == "sum":
        return loss.sum()
    return loss


# -- activations ----------------------------------------------------------------------------------

def relu(input, inplace=False):
    if inplace:  # PyTorch reads inplace first: relu_'s name in the message
        _check_tensor("relu_", "input", input, 1)
        return _vt.relu_(input)
    _check_tensor("relu", "input", input, 1)
    return _vt.relu(input)


def relu6(input, inplace=False):
    _check_tensor("relu6_" if inplace else "relu6", "input", input, 1)
    return hardtanh(input, 0, 6, inplace)  # ATen's relu6 is hardtanh(self, 0, 6): the node saves the ints


def hardtanh(input, min_val=-1.0, max_val=1.0, inplace=False):
    if min_val > max_val:
        raise ValueError("min_val cannot be greater than max_val")
    _check_tensor("hardtanh_" if inplace else "hardtanh", "input", input, 1)
    return (_vt.hardtanh_ if inplace else _vt.hardtanh)(input, min_val, max_val)


def leaky_relu(input, negative_slope=0.01, inplace=False):
    _check_tensor("leaky_relu_" if inplace else "leaky_relu", "input", input, 1)
    if not isinstance(negative_slope, (numbers.Number, Tensor)):  # a 0-dim tensor: the wrapper reads its value
        raise TypeError(f"leaky_relu(): argument 'negative_slope' (position 2) must be Number, not "
                        f"{_typename(negative_slope)}")
    return (_vt.leaky_relu_ if inplace else _vt.leaky_relu)(input, negative_slope)


def elu(input, alpha=1.0, inplace=False):
    _check_tensor("elu_" if inplace else "elu", "input", input, 1)
    if alpha is None:  # (a Scalar, not a Scalar?: the kernel would take None)
        raise _not_an("elu_" if inplace else "elu", "alpha", alpha, 2, "Number")
    return (_vt.elu_ if inplace else _vt.elu)(input, alpha)


_SELU_ALPHA, _SELU_SCALE = 1.6732632423543772848170429916717, 1.0507009873554804934193349852946


def selu(input, inplace=False):
    _check_tensor("selu_" if inplace else "selu", "input", input, 1)
    return (_vt.elu_ if inplace else _vt.elu)(input, _SELU_ALPHA, _SELU_SCALE)


def celu(input, alpha=1.0, inplace=False):
    _check_tensor("celu_" if inplace else "celu", "input", input, 1)
    if alpha is None:
        raise _not_an("celu_" if inplace else "celu", "alpha", alpha, 2, "Number")
    if alpha == 0:
        raise RuntimeError("ZeroDivisionError: alpha cannot be 0 for CELU")
    return (_vt.celu_ if inplace else _vt.celu)(input, alpha)


# The in-place forms (torch._C._nn.elu_, torch.celu_, ...): EluBackward1, CeluBackward1, LeakyReluBackward1,
# ThresholdBackward1 and RreluWithNoiseBackward1 read the result; hardtanh_ records HardtanhBackward0.
def relu_(input):
    _check_tensor("relu_", "input", input, 1)
    return _vt.relu_(input)


def elu_(input, alpha=1.0):
    _check_tensor("elu_", "input", input, 1)
    return _vt.elu_(input, alpha)


def celu_(input, alpha=1.0):
    _check_tensor("celu_", "input", input, 1)
    return _vt.celu_(input, alpha)


def selu_(input):
    _check_tensor("selu_", "input", input, 1)
    return _vt.elu_(input, _SELU_ALPHA, _SELU_SCALE)


def leaky_relu_(input, negative_slope=0.01):
    _check_tensor("leaky_relu_", "input", input, 1)
    return _vt.leaky_relu_(input, negative_slope)


def hardtanh_(input, min_val=-1.0, max_val=1.0):
    _check_tensor("hardtanh_", "input", input, 1)
    return _vt.hardtanh_(input, min_val, max_val)


def threshold(input, threshold, value, inplace=False):
    _check_tensor("threshold_" if inplace else "threshold", "input", input, 1)
    return (_vt.threshold_ if inplace else _vt.threshold)(input, threshold, value)


def threshold_(input, threshold, value):
    _check_tensor("threshold_", "input", input, 1)
    return _vt.threshold_(input, threshold, value)


def gelu(input, *, approximate="none"):  # keyword-only, as torch._C._nn.gelu's
    _check_tensor("gelu", "input", input, 1)
    try:
        return _vt.gelu(input, approximate=approximate)
    except RuntimeError:
        if not isinstance(approximate, str):  # PyTorch's parser (approximate is keyword-only in use)
            raise _not_an("gelu", "approximate", approximate, None, "str") from None
        raise


def silu(input, inplace=False):
    _check_tensor("silu_" if inplace else "silu", "input", input, 1)
    return (_vt.silu_ if inplace else _vt.silu)(input)


def mish(input, inplace=False):
    _check_tensor("mish_" if inplace else "mish", "input", input, 1)
    return (_vt.mish_ if inplace else _vt.mish)(input)


def softplus(input, beta=1.0, threshold=20.0):
    _check_tensor("softplus", "input", input, 1)
    return _vt.softplus(input, beta, threshold)


def hardshrink(input, lambd=0.5):  # torch.hardshrink (HardshrinkBackward0)
    _check_tensor("hardshrink", "input", input, 1)
    return _vt.hardshrink(input, lambd)


def softshrink(input, lambd=0.5):  # torch._C._nn.softshrink (SoftshrinkBackward0)
    _check_tensor("softshrink", "input", input, 1)
    return _vt.softshrink(input, lambd)


def rrelu(input, lower=1.0 / 8, upper=1.0 / 3, training=False, inplace=False):
    """ATen's rrelu: rrelu_with_noise over a fresh contiguous noise tensor (RreluWithNoiseBackward0; in place,
    rrelu_with_noise_ and RreluWithNoiseBackward1). Training draws the slopes as ATen does (one double
    uniform per element <= 0, in order), so a seeded call gives PyTorch's values."""
    _check_tensor("rrelu_" if inplace else "rrelu", "input", input, 1)
    if type(lower) is not float or type(upper) is not float:  # PyTorch's parser reads torch.rrelu's numbers
        for name, value, position in (("lower", lower, 2), ("upper", upper, 3)):
            if value is None:  # (a Scalar, not a Scalar?)
                raise TypeError(f"{'rrelu_' if inplace else 'rrelu'}(): argument '{name}' (position {position}) must "
                                "be Number, not NoneType")
            _check_numbers("rrelu_" if inplace else "rrelu", ((name, value, position, "Number"),))
    if training is not True and training is not False:
        raise _not_a_bool("rrelu_" if inplace else "rrelu", "training", training, 4)
    noise = _creation.empty(tuple(input.shape), dtype=input.dtype, device=input.device)
    return (_vt.rrelu_with_noise_ if inplace else _vt.rrelu_with_noise)(input, noise, lower, upper, training, None)


def rrelu_(input, lower=1.0 / 8, upper=1.0 / 3, training=False):
    if not isinstance(input, Tensor):
        raise not_a_tensor('rrelu_', 'input', input, 1, shared=False)
    return rrelu(input, lower, upper, training, inplace=True)


def softsign(input):
    return input / (input.abs() + 1)


def hardsigmoid(input, inplace=False):
    _check_tensor("hardsigmoid_" if inplace else "hardsigmoid", "input", input, 1)
    return (_vt.hardsigmoid_ if inplace else _vt.hardsigmoid)(input)


def hardswish(input, inplace=False):
    _check_tensor("hardswish_" if inplace else "hardswish", "input", input, 1)
    return (_vt.hardswish_ if inplace else _vt.hardswish)(input)


def logsigmoid(input):
    _check_tensor("log_sigmoid", "input", input, 1)
    return _vt.log_sigmoid_forward(input)[0]


def sigmoid(input):
    return input.sigmoid()


def tanh(input):
    return input.tanh()


def tanhshrink(input):
    return input - input.tanh()


def glu(input, dim=-1):
    if not isinstance(input, Tensor):
        input.dim()  # PyTorch's F.glu reads input.dim() first: its AttributeError
    return _vt.glu(input, dim)


def prelu(input, weight):
    """ATen's prelu: checks, the weight reshaped to broadcast over the channel dim (ViewBackward0), then
    _prelu_kernel (PreluKernelBackward0)."""
    _check_tensor("prelu", "input", input, 1)
    _check_tensor("prelu", "weight", weight, 2)
    if AUTOCAST.enabled:  # lower_precision_fp on PyTorch's autocast lists, cast before any other step
        input, weight = autocast_lower(input, weight)
    if input._data.dtype != weight._data.dtype:
        raise RuntimeError(f"prelu: Type promoting not supported. Got {_SCALAR_TYPE_NAME[input._data.dtype.name]} "
                           f"and {_SCALAR_TYPE_NAME[weight._data.dtype.name]}")
    if weight.numel() != 1:
        if input.dim() == 0:
            raise RuntimeError("Not allow zero-dim input tensor.")
        channels = input.shape[1] if input.dim() > 1 else 1
        if channels != weight.numel():
            raise RuntimeError(f"Mismatch of parameter numbers and input channel size. Found parameter numbers = "
                               f"{weight.numel()} and channel size = {channels}.")
    if weight.dim() > 1:
        raise RuntimeError(f"prelu: Expected `weight` to be a scalar or 1D tensor, but got: ndim = {weight.dim()}")
    if input.dim() != weight.dim():
        shape = [1] * input.dim()
        if input.dim() > 1:
            shape[1] = weight.numel()
        weight = weight.reshape(shape)
    return _vt._prelu_kernel(input, weight)


def _method_dim(name, dim):
    """After softmax failed: PyTorch's F.softmax family calls ``input.softmax(dim)``, so a dim that is no int is
    the method's argument 1 (an error path only)."""
    if not _is_int(dim):
        raise TypeError(f"{name}(): argument 'dim' (position 1) must be int, not {_typename(dim)}") from None


def _get_softmax_dim(name, ndim, stacklevel):
    """The dim nn.functional's softmax family takes when none is given (with PyTorch's deprecation warning)."""
    warnings.warn(f"Implicit dimension choice for {name} has been deprecated. Change the call to include dim=X as an "
                  "argument.", stacklevel=stacklevel)
    return 0 if ndim in (0, 1, 3) else 1


def softmax(input, dim=None, _stacklevel=3, dtype=None):
    if dim is None:  # (no tensor: input.dim()'s AttributeError, as PyTorch's)
        dim = _get_softmax_dim("softmax", input.dim(), _stacklevel)
    if not isinstance(input, Tensor):
        input.softmax  # PyTorch's F.softmax calls input.softmax: its AttributeError
    try:
        return _composite.softmax(input, dim, dtype=dtype)
    except TypeError:
        _method_dim("softmax", dim)  # PyTorch's F calls the method: its position
        raise


def log_softmax(input, dim=None, _stacklevel=3, dtype=None):
    if dim is None:  # (no tensor: input.dim()'s AttributeError, as PyTorch's)
        dim = _get_softmax_dim("log_softmax", input.dim(), _stacklevel)
    if not isinstance(input, Tensor):
        input.log_softmax  # PyTorch's F.log_softmax calls input.log_softmax: its AttributeError
    try:
        return _composite.log_softmax(input, dim, dtype=dtype)
    except TypeError:
        _method_dim("log_softmax", dim)  # PyTorch's F calls the method: its position
        raise


def softmin(input, dim=None, _stacklevel=3, dtype=None):
    if dim is None:
        dim = _get_softmax_dim("softmin", input.dim(), _stacklevel)
    if not isinstance(input, Tensor):
        (-input).softmax  # PyTorch's F.softmin calls (-input).softmax: its errors
    try:
        return _composite.softmax(-input, dim, dtype=dtype)
    except TypeError:
        _method_dim("softmax", dim)  # PyTorch's F calls the method: its position
        raise


# -- linear and convolution ---------------------------------------------------------------------

def linear(input, weight, bias=None):
    """ATen's linear: addmm for a 2-D input with a bias (AddmmBackward0); a contiguous input of other
    ranks flattened to 2-D for addmm and viewed back; otherwise matmul, then the bias added in place
    (out of place when the bias carries a tangent)."""
    if not (isinstance(input, Tensor) and isinstance(weight, Tensor) and (bias is None or isinstance(bias, Tensor))):
        _check_tensor("linear", "input", input, 1)
        _check_tensor("linear", "weight", weight, 2)
        _check_tensor("linear", "bias", bias, 3, optional=True)
    if AUTOCAST.enabled:  # lower_precision_fp on PyTorch's autocast lists, cast before any other step
        input, weight, bias = autocast_lower(input, weight, bias)
    ndim = input.dim()
    if ndim == 0 or weight.dim() == 0:
        raise RuntimeError(f"both arguments to linear need to be at least 1D, but they are {ndim}D and "
                           f"{weight.dim()}D")
    if bias is not None:
        if ndim == 2:
            return _vt.addmm(bias, input, weight.t())
        if input.is_contiguous() and (ndim == 3 or bias.dim() == 1):
            lead = tuple(input.shape[:-1])
            rows = 1
            for size in lead:
                rows *= size
            out = _vt.addmm(bias, input.reshape(rows, input.shape[-1]), weight.t())
            return out.view(lead + (out.shape[1],))
    out = input.matmul(weight.t())
    if bias is None:
        return out
    return out + bias if bias._fw_grad is not None else out.add_(bias)


@autocast_composite({"cuda": "promote"})  # its inner ops run as promoted, not cast again
def bilinear(input1, input2, weight, bias=None):
    """``y_k = x1^T W_k x2 + b_k`` over the last dims: ATen's bilinear, one _trilinear (TrilinearBackward0) over the
    inputs flattened to rows, its checks and messages."""
    _check_tensor("bilinear", "input1", input1, 1)
    _check_tensor("bilinear", "input2", input2, 2)
    _check_tensor("bilinear", "weight", weight, 3)
    _check_tensor("bilinear", "bias", bias, 4, optional=True)
    if input1.dim() != input2.dim():
        raise RuntimeError(f"bilinear(): input dimensions do not match: got {input1.dim()} and {input2.dim()}")
    for i in range(input1.dim() - 1):
        if input1.shape[i] != input2.shape[i]:
            raise RuntimeError(f"bilinear(): input batch dimensions do not match at dim {i}: got {input1.shape[i]} "
                               f"and {input2.shape[i]}")
    for name, x, k in (("input1", input1, 1), ("input2", input2, 2)):
        if x.shape[-1] != weight.shape[k]:
            raise RuntimeError(f"bilinear(): {name} size does not match weight size: got {x.shape[-1]} but "
                               f"expected {weight.shape[k]}")
    if bias is not None and bias.shape[0] != weight.shape[0]:
        raise RuntimeError(f"bilinear(): bias size does not match weight size: got {bias.shape[0]} but expected "
                           f"{weight.shape[0]}")
    size = tuple(input1.shape[:-1]) + (weight.shape[0],)
    flat1 = input1.reshape(-1, input1.shape[-1])
    flat2 = input2.reshape(-1, input2.shape[-1])
    output = _vt._trilinear(flat1, weight, flat2, [1, 3], [0], [1, 2], [2, 3]).reshape(size)
    return output if bias is None else output + bias


def _ntuple(v, n):
    if isinstance(v, (list, tuple)):
        return tuple(v) if len(v) == n else tuple(v) * n
    return (v,) * n


def _batchify(input, n, name):
    """ATen's batchify: an unbatched input (n + 1 dims) gets a batch dim; other ranks are refused."""
    if input.dim() not in (n + 1, n + 2):
        raise RuntimeError(f"Expected {n + 1}D (unbatched) or {n + 2}D (batched) input to {name}, but got input of "
                           f"size: {list(input.shape)}")
    return input.dim() == n + 1


def _spatial(v, n):
    """An int as n values (PyTorch's int[n] arguments); a sequence as given, for ATen to check its length."""
    return tuple(v) if isinstance(v, (list, tuple)) else (v,) * n


_same_padding_warned = False


def _warn_same_padding_once(stacklevel):
    """ATen's TORCH_WARN_ONCE: the first asymmetric 'same' padding of the process warns, later ones do not."""
    global _same_padding_warned
    if not _same_padding_warned:
        _same_padding_warned = True
        warnings.warn("Using padding='same' with even kernel lengths and odd dilation may require a zero-padded copy "
                      "of the input be created (Triggered internally at /__w/pytorch/pytorch/aten/src/ATen/native/"
                      "Convolution.cpp:1101.)", UserWarning, stacklevel=stacklevel + 1)


def _convolution(input, weight, bias, *args):
    """convolution as conv1d/2d/3d and conv_transpose1d/2d/3d call it. They hand it an undefined tensor for a
    missing bias, where torch.convolution(..., None, ...) gets none: its node then keeps the sizes of an
    undefined tensor, (0,), as the bias's (``_saved_bias_sym_sizes_opt``), not None."""
    out = _vt.convolution(input, weight, bias, *args)
    if bias is None and type(out.grad_fn) is _functions.ConvolutionBackward0:
        out.grad_fn.bias_shape = (0,)
    return out


def _invalid_conv_arguments(name, n, args):
    """PyTorch's parser refusing conv1d/2d/3d's tensors: both overloads listed, with the arguments given (here:
    up to the last that is not its default). An error path only."""
    from .._invalid_arguments import raise_invalid_arguments
    args = list(args)
    while len(args) > 2 and args[-1] == (None, 1, 0, 1, 1)[len(args) - 3]:
        args.pop()
    common = f"{name}(Tensor input, Tensor weight, Tensor? bias=None, SymIntArrayRef[{n}] stride=1, "
    raise_invalid_arguments(name, (
        common + f"SymIntArrayRef[{n}] padding=0, SymIntArrayRef[{n}] dilation=1, SymInt groups=1)",
        common + f'c10::string_view padding="valid", SymIntArrayRef[{n}] dilation=1, SymInt groups=1)'),
        tuple(args), {})


def _conv(input, weight, bias, stride, padding, dilation, groups, n, name, stacklevel=3):
    """conv1d/2d/3d: one path for every spatial rank; 'same'/'valid' padding resolved here, as ATen's
    _convolution_mode does. stacklevel: the caller of conv1d/2d/3d, for the warning."""
    if not (isinstance(input, Tensor) and isinstance(weight, Tensor)) or not (bias is None or isinstance(bias, Tensor)):
        _invalid_conv_arguments(name, n, (input, weight, bias, stride, padding, dilation, groups))
    if _batchify(input, n, name):
        return _conv(input.unsqueeze(0), weight, bias, stride, padding, dilation, groups, n, name,
                     stacklevel + 1).squeeze(0)
    stride, dilation = _spatial(stride, n), _spatial(dilation, n)
    if not isinstance(padding, str):
        return _convolution(input, weight, bias, stride, _spatial(padding, n), dilation, False, (0,) * n, groups)
    if padding == "valid":
        return _convolution(input, weight, bias, stride, (0,) * n, dilation, False, (0,) * n, groups)
    if padding != "same":
        raise RuntimeError(f"Invalid padding string: '{padding}'")
    if any(s != 1 for s in stride):
        raise RuntimeError("padding='same' is not supported for strided convolutions")
    total = [d * (k - 1) for d, k in zip(_ntuple(dilation, weight.dim() - 2), weight.shape[2:])]
    if any(t % 2 for t in total):  # as ATen: the odd element padded on the right first, the rest symmetric
        _warn_same_padding_once(stacklevel)
        input = _vt.constant_pad_nd(input, [v for t in reversed(total) for v in (0, t % 2)], 0)
    return _convolution(input, weight, bias, stride, tuple(t // 2 for t in total), dilation, False, (0,) * n,
                           groups)


def _conv_transpose(input, weight, bias, stride, padding, output_padding, groups, dilation, n, name):
    if _batchify(input, n, name):
        return _conv_transpose(input.unsqueeze(0), weight, bias, stride, padding, output_padding, groups, dilation,
                               n, name).squeeze(0)
    return _convolution(input, weight, bias, _spatial(stride, n), _spatial(padding, n), _spatial(dilation, n),
                           True, _spatial(output_padding, n), groups)


def _invalid_conv(name, n, args):
    """PyTorch's TypeError for conv1d, conv2d or conv3d given no tensor for the input or the weight: the listing of
    its two signatures (padding as ints or as a string), the call's arguments up to the last one not a default."""
    from .._invalid_arguments import raise_invalid_arguments
    given = list(args)
    while len(given) > 2 and given[-1] == (None, 1, 0, 1, 1)[len(given) - 3]:
        given.pop()
    ints = f"SymIntArrayRef[{n}]"
    raise_invalid_arguments(name, tuple(f"{name}(Tensor input, Tensor weight, Tensor? bias=None, {ints} stride=1, "
                                        f"{padding}, {ints} dilation=1, SymInt groups=1)"
                                        for padding in (f"{ints} padding=0", 'c10::string_view padding="valid"')),
                            tuple(given), {})


def conv1d(input, weight, bias=None, stride=1, padding=0, dilation=1, groups=1):
    if not isinstance(weight, Tensor) or not isinstance(input, Tensor):
        _invalid_conv("conv1d", 1, (input, weight, bias, stride, padding, dilation, groups))
    if AUTOCAST.enabled:  # lower_precision_fp on PyTorch's autocast lists, cast before any other step
        input, weight, bias = autocast_lower(input, weight, bias)
    return _conv(input, weight, bias, stride, padding, dilation, groups, 1, "conv1d")


def conv2d(input, weight, bias=None, stride=1, padding=0, dilation=1, groups=1):
    if not isinstance(weight, Tensor) or not isinstance(input, Tensor):
        _invalid_conv("conv2d", 2, (input, weight, bias, stride, padding, dilation, groups))
    if AUTOCAST.enabled:  # lower_precision_fp on PyTorch's autocast lists, cast before any other step
        input, weight, bias = autocast_lower(input, weight, bias)
    return _conv(input, weight, bias, stride, padding, dilation, groups, 2, "conv2d")


def conv3d(input, weight, bias=None, stride=1, padding=0, dilation=1, groups=1):
    if not isinstance(weight, Tensor) or not isinstance(input, Tensor):
        _invalid_conv("conv3d", 3, (input, weight, bias, stride, padding, dilation, groups))
    if AUTOCAST.enabled:  # lower_precision_fp on PyTorch's autocast lists, cast before any other step
        input, weight, bias = autocast_lower(input, weight, bias)
    return _conv(input, weight, bias, stride, padding, dilation, groups, 3, "conv3d")


def conv_transpose1d(input, weight, bias=None, stride=1, padding=0, output_padding=0, groups=1, dilation=1):
    _check_tensor("conv_transpose1d", "input", input, 1)
    if AUTOCAST.enabled:  # lower_precision_fp on PyTorch's autocast lists, cast before any other step
        input, weight, bias = autocast_lower(input, weight, bias)
    return _conv_transpose(input, weight, bias, stride, padding, output_padding, groups, dilation, 1,
                           "conv_transpose1d")


def conv_transpose2d(input, weight, bias=None, stride=1, padding=0, output_padding=0, groups=1, dilation=1):
    _check_tensor("conv_transpose2d", "input", input, 1)
    if not isinstance(weight, Tensor):
        raise not_a_tensor('conv_transpose2d', 'weight', weight, 2, shared=False)
    if AUTOCAST.enabled:  # lower_precision_fp on PyTorch's autocast lists, cast before any other step
        input, weight, bias = autocast_lower(input, weight, bias)
    return _conv_transpose(input, weight, bias, stride, padding, output_padding, groups, dilation, 2,
                           "conv_transpose2d")


def conv_transpose3d(input, weight, bias=None, stride=1, padding=0, output_padding=0, groups=1, dilation=1):
    _check_tensor("conv_transpose3d", "input", input, 1)
    if not isinstance(weight, Tensor):
        raise not_a_tensor('conv_transpose3d', 'weight', weight, 2, shared=False)
    if AUTOCAST.enabled:  # lower_precision_fp on PyTorch's autocast lists, cast before any other step
        input, weight, bias = autocast_lower(input, weight, bias)
    return _conv_transpose(input, weight, bias, stride, padding, output_padding, groups, dilation, 3,
                           "conv_transpose3d")


def _check_pairs(arguments):
    """F.unfold / F.fold's _pair: a sequence is kept as given, and ATen wants two values."""
    for name, value in arguments:
        if isinstance(value, (list, tuple)) and len(value) != 2:
            raise RuntimeError(f"It is expected {name} equals to 2, but got size {len(value)}")


def unfold(input, kernel_size, dilation=1, padding=0, stride=1):
    _check_tensor("im2col", "input", input, 1)
    _check_pairs((("kernel_size", kernel_size), ("dilation", dilation), ("padding", padding), ("stride", stride)))
    return _vt.im2col(input, _ntuple(kernel_size, 2), _ntuple(dilation, 2), _ntuple(padding, 2), _ntuple(stride, 2))


def fold(input, output_size, kernel_size, dilation=1, padding=0, stride=1):
    _check_tensor("col2im", "input", input, 1)
    _check_pairs((("output_size", output_size), ("kernel_size", kernel_size), ("dilation", dilation),
                  ("padding", padding), ("stride", stride)))
    return _vt.col2im(input, _ntuple(output_size, 2), _ntuple(kernel_size, 2), _ntuple(dilation, 2),
                      _ntuple(padding, 2), _ntuple(stride, 2))


# -- pooling --------------------------------------------------------------------------------------

def _pool_ntuple(v, n):
    """A pooling op's int[n] argument: an int as n values, a sequence as given (``_ntuple``); anything else as it is,
    for the parser's TypeError (``must be tuple of ints, not float``)."""
    if isinstance(v, (list, tuple)):
        return tuple(v) if len(v) == n else tuple(v) * n
    return (v,) * n if _is_int(v) else v


def _renamed(error, name, shown):
    """``error`` (a TypeError) of op ``name`` as PyTorch's parser words it for op ``shown`` (an error path)."""
    message = str(error)
    return TypeError(shown + message[len(name):]) if message.startswith(name + "(): ") else error


def max_pool2d_with_indices(input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False,
                            return_indices=True):
    _check_tensor("max_pool2d_with_indices", "input", input, 1)
    if ceil_mode is not True and ceil_mode is not False:  # PyTorch's parser (F passes it 6th)
        raise _not_a_bool("max_pool2d_with_indices", "ceil_mode", ceil_mode, 6)
    stride = () if stride is None else stride
    return _vt.max_pool2d_with_indices(input, _pool_ntuple(kernel_size, 2),
                                       _pool_ntuple(stride, 2) if stride != () else (), _pool_ntuple(padding, 2),
                                       _pool_ntuple(dilation, 2), ceil_mode)


def max_pool2d(input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False, return_indices=False):
    _check_tensor("max_pool2d", "input", input, 1)
    try:
        out, indices = max_pool2d_with_indices(input, kernel_size, stride, padding, dilation, ceil_mode)
    except TypeError as error:  # PyTorch's F.max_pool2d calls torch.max_pool2d (without indices): its name
        raise (error if return_indices else _renamed(error, "max_pool2d_with_indices", "max_pool2d")) from None
    return (out, indices) if return_indices else out


def _int_list_arguments(op, arguments):
    """PyTorch's parser's check of int[] arguments ``(name, value, position)``: a sequence or an int (None where
    the op takes none: max_pool1d's stride), else its TypeError."""
    for name, value, position in arguments:
        if isinstance(value, (list, tuple)):
            if not all(type(v) is int for v in value):  # each item an int, or the parser's error for it
                _int_list(op, name, value, position)
        elif not (_is_int(value) or value is None and name == "stride"):
            raise TypeError(f"{op}(): argument '{name}' (position {position}) must be tuple of ints, not "
                            f"{_typename(value)}")


def max_pool1d(input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False, return_indices=False):
    _check_tensor("max_pool1d", "input", input, 1)
    _int_list_arguments("max_pool1d", (("kernel_size", kernel_size, 2), ("stride", stride, 3), ("padding", padding, 4),
                                       ("dilation", dilation, 5)))
    if ceil_mode is not True and ceil_mode is not False:
        raise _not_a_bool("max_pool1d", "ceil_mode", ceil_mode, 6)
    stride = kernel_size if stride is None or isinstance(stride, (list, tuple)) and not stride else stride
    if input.dim() not in (2, 3):
        raise RuntimeError("max_pool1d: Expected 2D or 3D (batch mode) tensor with optional 0 dim batch size for "
                           f"input, but got:{list(input.shape)}")
    for what, value, allowed in (("kernel_size", kernel_size, "an int, list of ints or"),
                                 ("stride", stride, "None, an int, list of ints, or"),
                                 ("padding", padding, "an int, list of ints, or"),
                                 ("dilation", dilation, "an int, list of ints or")):
        if isinstance(value, (list, tuple)) and len(value) != 1 and not (what == "stride" and not value):
            raise RuntimeError(f"max_pool1d() {what} must be {allowed} tuple of ints of size 1 but got size "
                               f"{len(value)}")
    k, p = _ntuple(kernel_size, 1)[0], _ntuple(padding, 1)[0]
    d, st = _ntuple(dilation, 1)[0], _ntuple(stride, 1)[0]
    for what, value, ok in (("kernel_size", k, k > 0), ("stride", st, st > 0)):
        if not ok:
            raise RuntimeError(f"max_pool1d() {what} must be greater than zero, but got {value}")
    if p < 0:
        raise RuntimeError(f"max_pool1d() padding must be non-negative, but got {p}")
    if p > k // 2:
        raise RuntimeError(f"max_pool1d() padding should be at most half of kernel size, but got padding={p} and "
                           f"kernel_size={k}")
    if d <= 0:
        raise RuntimeError(f"max_pool1d() dilation must be greater than zero, but got {d}")
    out_size = _K._pool_out(input.shape[-1], k, st, p, d, ceil_mode) if input.dim() else 1
    if out_size < 1:
        raise RuntimeError(f"max_pool1d() Invalid computed output size: {out_size}")
    if not return_indices and not (input.requires_grad and _grad_mode.is_grad_enabled()):
        _K.not_implemented_for(input._data, "biu", "max_pool1d_impl")  # ATen's max_pool1d_impl: floating only
    out, indices = max_pool2d_with_indices(input.unsqueeze(-2), (1, _ntuple(kernel_size, 1)[0]),
                                           (1, _ntuple(stride, 1)[0]), (0, _ntuple(padding, 1)[0]),
                                           (1, _ntuple(dilation, 1)[0]), ceil_mode)
    out, indices = out.squeeze(-2), indices.squeeze(-2)
    return (out, indices) if return_indices else out


def _check_divisor(op, divisor_override):
    """After avg_pool2d/3d failed: PyTorch's parser's TypeError for a divisor that is no int (given by keyword)."""
    if divisor_override is not None and not _is_int(divisor_override):
        raise _not_an(op, "divisor_override", divisor_override, None, "int") from None


def avg_pool2d(input, kernel_size, stride=None, padding=0, ceil_mode=False, count_include_pad=True,
               divisor_override=None):
    _check_tensor("avg_pool2d", "input", input, 1)
    stride = () if stride is None else _pool_ntuple(stride, 2)
    if divisor_override is not None and type(divisor_override) is not int:
        _check_divisor("avg_pool2d", divisor_override)
    return _vt.avg_pool2d(input, _pool_ntuple(kernel_size, 2), stride, _pool_ntuple(padding, 2), ceil_mode,
                          count_include_pad, divisor_override)


def avg_pool1d(input, kernel_size, stride=None, padding=0, ceil_mode=False, count_include_pad=True):
    _check_tensor("avg_pool1d", "input", input, 1)
    _int_list_arguments("avg_pool1d", (("kernel_size", kernel_size, 2), ("stride", stride, 3), ("padding", padding, 4)))
    stride = kernel_size if stride is None or isinstance(stride, (list, tuple)) and not stride else stride
    if input.dim() not in (2, 3):
        raise RuntimeError(f"Expected 2 to 3 dimensions, but got {input.dim()}-dimensional tensor for argument #1 "
                           "'self' (while checking arguments for avg_pool1d)")
    for what, value in (("kernel_size", kernel_size), ("stride", stride), ("padding", padding)):
        if isinstance(value, (list, tuple)) and len(value) != 1 and not (what == "stride" and not value):
            raise RuntimeError(f"avg_pool1d() argument '{what}' should contain one int (got {len(value)})")
    out = _vt.avg_pool2d(input.unsqueeze(-2), (1, _ntuple(kernel_size, 1)[0]), (1, _ntuple(stride, 1)[0]),
                         (0, _ntuple(padding, 1)[0]), ceil_mode, count_include_pad, None)
    return out.squeeze(-2)


def adaptive_avg_pool1d(input, output_size):
    _check_tensor("adaptive_avg_pool1d", "input", input, 1)
    if type(output_size) is not int:  # PyTorch's parser's check of the int[1]
        output_size = _int_list("adaptive_avg_pool1d", "output_size", output_size, 2, sized=True)
    if input.dim() not in (2, 3):
        raise RuntimeError(f"Expected 2 to 3 dimensions, but got {input.dim()}-dimensional tensor for argument #1 "
                           "'self' (while checking arguments for adaptive_avg_pool1d)")
    if isinstance(output_size, (list, tuple)) and len(output_size) != 1:
        raise RuntimeError(f"adaptive_avg_pool1d() argument 'output_size' should contain one int (got "
                           f"{len(output_size)})")
    return adaptive_avg_pool2d(input.unsqueeze(-2), (1, _ntuple(output_size, 1)[0])).squeeze(-2)


def adaptive_avg_pool2d(input, output_size):
    """PyTorch's: None entries filled from the input's sizes (_list_with_default), then ATen's composite, which
    checks the size, takes a mean for (1, 1) (of any input) and leaves the dims' check to _adaptive_avg_pool2d."""
    size = _ntuple(_adaptive_output_size(output_size, input), 2)
    if len(size) != 2:
        raise RuntimeError("adaptive_avg_pool2d: output_size must be 2")
    if type(size[0]) is not int or type(size[1]) is not int:  # PyTorch's parser's check of the elements
        size = tuple(_int_list("adaptive_avg_pool2d", "output_size", list(size), 2))
    if min(size) < 0:
        raise RuntimeError(f"adaptive_avg_pool2d: elements of output_size must be greater than or equal to 0 but "
                           f"received {{{size[0]}, {size[1]}}}")
    if size == (1, 1):
        return input.mean((-1, -2), keepdim=True)
    if input.dim() not in (3, 4):
        raise RuntimeError(f"adaptive_avg_pool2d(): Expected 3D or 4D tensor, but got {list(input.shape)}")
    return _vt._adaptive_avg_pool2d(input, size)



def _adaptive_output_size(output_size, input):
    """PyTorch's _list_with_default: an int as is, a sequence's None entries from the input's sizes."""
    if not isinstance(input, Tensor):
        input.size()  # PyTorch's F functions pass input.size(): its AttributeError
    if isinstance(output_size, numbers.Integral):
        return output_size
    if input.dim() <= len(output_size):  # (len first: PyTorch's TypeError for None)
        raise ValueError(f"Input dimension should be at least {len(output_size) + 1}")
    output_size = tuple(output_size)
    if input.dim() <= len(output_size):
        raise ValueError(f"Input dimension should be at least {len(output_size) + 1}")
    defaults = tuple(input.shape[input.dim() - len(output_size):])
    return tuple(d if v is None else v for v, d in zip(output_size, defaults))


def adaptive_max_pool2d_with_indices(input, output_size, return_indices=False):
    return _vt.adaptive_max_pool2d(input, _ntuple(_adaptive_output_size(output_size, input), 2))


def adaptive_max_pool2d(input, output_size, return_indices=False):
    out, indices = adaptive_max_pool2d_with_indices(input, output_size)
    return (out, indices) if return_indices else out


def adaptive_max_pool1d_with_indices(input, output_size, return_indices=False):
    """ATen's adaptive_max_pool1d: its checks, then adaptive_max_pool2d over a height-1 image (UnsqueezeBackward0,
    AdaptiveMaxPool2DBackward0, SqueezeBackward1)."""
    _check_tensor("adaptive_max_pool1d", "input", input, 1)
    if type(output_size) is not int:  # PyTorch's parser's check of the int[1]
        output_size = _int_list("adaptive_max_pool1d", "output_size", output_size, 2, sized=True)
    if input.dim() not in (2, 3):
        raise RuntimeError(f"Expected 2 to 3 dimensions, but got {input.dim()}-dimensional tensor for argument #1 "
                           "'self' (while checking arguments for adaptive_max_pool1d)")
    size = tuple(output_size) if isinstance(output_size, (list, tuple)) else (output_size,)
    if len(size) != 1:
        raise RuntimeError(f"adaptive_max_pool1d() argument 'output_size' should contain one int (got {len(size)})")
    for i in range(1, input.dim()):
        if input.shape[i] == 0:
            raise RuntimeError(f"adaptive_max_pool1d(): Expected input to have non-zero size for non-batch dimensions, "
                               f"but input has sizes {list(input.shape)} with dimension {i} being empty")
    out, indices = _vt.adaptive_max_pool2d(input.unsqueeze(-2), (1, size[0]))
    return out.squeeze(-2), indices.squeeze(-2)


def adaptive_max_pool1d(input, output_size, return_indices=False):
    out, indices = adaptive_max_pool1d_with_indices(input, output_size)
    return (out, indices) if return_indices else out


def adaptive_max_pool3d_with_indices(input, output_size, return_indices=False):
    return _vt.adaptive_max_pool3d(input, _ntuple(_adaptive_output_size(output_size, input), 3))


def adaptive_max_pool3d(input, output_size, return_indices=False):
    out, indices = adaptive_max_pool3d_with_indices(input, output_size)
    return (out, indices) if return_indices else out


def adaptive_avg_pool3d(input, output_size):
    """ATen's adaptive_avg_pool3d: a mean over the last three dims for (1, 1, 1), else _adaptive_avg_pool3d."""
    if AUTOCAST.enabled:  # on PyTorch's autocast lists
        input, = autocast_cast({"cpu": "fp32"}, input)
    size = _adaptive_output_size(output_size, input)
    size = (size,) * 3 if isinstance(size, numbers.Integral) else tuple(size)
    if len(size) != 3:
        raise RuntimeError("adaptive_avg_pool3d: output_size must be 3")
    if any(s < 0 for s in size):
        raise RuntimeError("adaptive_avg_pool3d: elements of output_size must be greater than or equal to 0 but "
                           f"received {{{size[0]}, {size[1]},{size[2]}}}")
    if size == (1, 1, 1):
        return input.mean((-1, -2, -3), keepdim=True)
    return _vt._adaptive_avg_pool3d(input, size)


def _pool3d_arg(value, message, allow_empty=False):
    """An int[3] argument of max_pool3d / avg_pool3d: one int or three, with ATen's message otherwise."""
    if value is None and allow_empty:
        return ()
    if isinstance(value, (list, tuple)):
        if allow_empty and len(value) == 0:
            return ()
        if len(value) not in (1, 3):
            raise RuntimeError(message)
        return tuple(value) * 3 if len(value) == 1 else tuple(value)
    return (value,) * 3 if _is_int(value) else value  # no int: as it is, for the parser's TypeError


def max_pool3d_with_indices(input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False,
                            return_indices=True):
    if not isinstance(input, Tensor):
        input.is_cuda  # PyTorch's F.max_pool3d_with_indices reads input.is_cuda first: its AttributeError
    k = _pool3d_arg(kernel_size, "max_pool3d: kernel_size must either be a single int, or a tuple of three ints")
    s = _pool3d_arg(stride, "max_pool3d: stride must either be omitted, a single int, or a tuple of three ints", True)
    p = _pool3d_arg(padding, "max_pool3d: padding must either be a single int, or a tuple of three ints")
    d = _pool3d_arg(dilation, "max_pool3d: dilation must be either a single int, or a tuple of three ints")
    if ceil_mode is not True and ceil_mode is not False:  # PyTorch's parser (F passes it 6th)
        raise _not_a_bool("max_pool3d_with_indices", "ceil_mode", ceil_mode, 6)
    return _vt.max_pool3d_with_indices(input, k, s, p, d, ceil_mode)


def max_pool3d(input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False, return_indices=False):
    _check_tensor("max_pool3d", "input", input, 1)
    if AUTOCAST.enabled and not return_indices:  # max_pool3d is on CPU's fp32 list, the indices' op is not
        input, = autocast_cast({"cpu": "fp32"}, input)
    for name, value, position in (("kernel_size", kernel_size, 2), ("stride", stride, 3), ("padding", padding, 4),
                                  ("dilation", dilation, 5)):
        if type(value) is not int and value is not None:  # PyTorch's parser reads the int[3] arguments first
            _int_list("max_pool3d_with_indices" if return_indices else "max_pool3d", name, value, position, sized=True)
    try:
        out, indices = max_pool3d_with_indices(input, kernel_size, stride, padding, dilation, ceil_mode)
    except TypeError as error:  # PyTorch's F.max_pool3d calls torch.max_pool3d (without indices): its name
        raise (error if return_indices else _renamed(error, "max_pool3d_with_indices", "max_pool3d")) from None
    return (out, indices) if return_indices else out


def avg_pool3d(input, kernel_size, stride=None, padding=0, ceil_mode=False, count_include_pad=True,
               divisor_override=None):
    _check_tensor("avg_pool3d", "input", input, 1)
    k = _pool3d_arg(kernel_size, "avg_pool3d: kernel_size must be a single int, or a tuple of three ints")
    s = _pool3d_arg(stride, "avg_pool3d: stride must be omitted, a single int, or a tuple of three ints", True)
    p = _pool3d_arg(padding, "avg_pool3d: padding must be a single int, or a tuple of three ints")
    if divisor_override is not None and type(divisor_override) is not int:
        _check_divisor("avg_pool3d", divisor_override)
    return _vt.avg_pool3d(input, k, s, p, ceil_mode, count_include_pad, divisor_override)

# -- interpolation -------------------------------------------------------------------------------

_INTERPOLATE_MODES = "nearest | linear | bilinear | bicubic | trilinear | lanczos | area | nearest-exact"
_UPSAMPLE_NEAREST = {3: "upsample_nearest1d", 4: "upsample_nearest2d", 5: "upsample_nearest3d"}


def _per_spatial_dim(value, spatial, what, label, letter, convert):
    """``size`` or ``scale_factor`` as one value per spatial dim, with PyTorch's message for a wrong count."""
    if not isinstance(value, (list, tuple)):
        return [convert(value)] * len(spatial)
    if len(value) != len(spatial):
        raise ValueError(
            f"Input and {what} must have the same number of spatial dimensions, but got input with spatial "
            f"dimensions of {spatial} and {label} {value}. Please provide input tensor in (N, C, d1, d2, ...,dK) "
            f"format and {label.split(' of')[0]} in ({letter}1, {letter}2, ...,{letter}K) format.")
    return [convert(v) for v in value]


# mode -> (the op, the input rank it needs): UpsampleLinear1DBackward0, UpsampleBilinear2DBackward0, ...
_UPSAMPLE_LINEAR = {"linear": ("upsample_linear1d", 3), "bilinear": ("upsample_bilinear2d", 4),
                    "bicubic": ("upsample_bicubic2d", 4), "trilinear": ("upsample_trilinear3d", 5)}


def _invalid_upsample(op, n, align, args):
    """PyTorch's parser refusing an upsample op's output size (F.interpolate passes a size that is no int on as a
    list): both overloads listed (an error path only)."""
    from .._invalid_arguments import raise_invalid_arguments
    corners = "bool align_corners, " if align else ""
    scales = "double? scales=None" if n == 1 else ", ".join(f"double? scales_{c}=None" for c in "dhw"[3 - n:])
    raise_invalid_arguments(op, (
        f"{op}(Tensor input, SymIntArrayRef? output_size, {corners}ArrayRef<double>? scale_factors)",
        f"{op}(Tensor input, SymIntArrayRef[{n}] output_size, {corners}{scales}, *, Tensor out=None)"), args, {})


def interpolate(input, size=None, scale_factor=None, mode="nearest", align_corners=None, recompute_scale_factor=None,
                antialias=False):
    """torch.nn.functional.interpolate: PyTorch's argument handling; modes 'nearest', 'linear', 'bilinear',
    'bicubic' and 'trilinear' run the upsample_* entries (UpsampleNearest2DBackward0, UpsampleBilinear2DBackward0, ...),
    'nearest-exact' runs the _upsample_nearest_exact*d entries and 'area' is adaptive average pooling;
    'lanczos' and antialiasing are not implemented in minitorch and say so."""
    dim = input.dim() - 2
    spatial = list(input.shape[2:])
    if size is not None and scale_factor is not None:
        raise ValueError("only one of size or scale_factor should be defined")
    odd_size = False  # a size that is no int: the upsample op's parser refuses it
    if size is not None:
        if isinstance(size, (list, tuple)) and len(size) == dim and not all(_is_int(v) for v in size):
            raise TypeError("expected size to be one of int or Tuple[int] or Tuple[int, int] or Tuple[int, int, int], "
                            f"but got size with types {[type(v) for v in size]}")
        odd_size = not isinstance(size, (list, tuple)) and not _is_int(size)
        if odd_size:
            output_size, scale_factors = [size] * dim, None
        else:
            output_size, scale_factors = _per_spatial_dim(size, spatial, "output", "output size of", "o", int), None
    elif scale_factor is not None:
        output_size = None
        scale_factors = _per_spatial_dim(scale_factor, spatial, "scale_factor", "scale_factor of shape", "s", float)
    else:
        raise ValueError("either size or scale_factor should be defined")
    if recompute_scale_factor and size is not None:
        raise ValueError("recompute_scale_factor is not meaningful with an explicit size.")
    if mode in ("nearest", "area", "nearest-exact") and align_corners is not None:
        raise ValueError("align_corners option can only be set with the interpolating modes: "
                         "linear | bilinear | bicubic | trilinear")
    if mode not in ("nearest", "area", "nearest-exact") and align_corners is None:
        align_corners = False
    if mode == "area" and output_size is None:
        recompute_scale_factor = True
    if recompute_scale_factor:
        output_size = [math.floor(n * s) for n, s in zip(spatial, scale_factors)]
        scale_factors = None
    if antialias and not (mode in ("bilinear", "bicubic", "lanczos") and input.dim() == 4):
        raise ValueError("Anti-alias option is restricted to bilinear, bicubic, and lanczos modes and requires a "
                         "4-D tensor as input")
    if mode in ("nearest", "nearest-exact") and input.dim() in _UPSAMPLE_NEAREST:
        if output_size is None:  # upsample_nearest*d.vec: the size the scales give, truncated
            output_size = [int(n * s) for n, s in zip(spatial, scale_factors)]
        scales = scale_factors or [None] * dim
        op = _UPSAMPLE_NEAREST[input.dim()]
        if mode == "nearest-exact":
            op = "_" + op.replace("nearest", "nearest_exact")
        if odd_size:
            _invalid_upsample(op, dim, False, (input, output_size, None))
        return getattr(_vt, op)(input, tuple(output_size), *scales)
    if mode in _UPSAMPLE_LINEAR and input.dim() in _UPSAMPLE_NEAREST and (mode != "bicubic" or input.dim() == 4):
        op, rank = _UPSAMPLE_LINEAR[mode]
        if input.dim() != rank and mode != "bicubic":  # bicubic has no such branch: the general error below
            raise NotImplementedError(f"Got {input.dim()}D input, but {mode} mode needs {rank}D input")
        if antialias:
            raise NotImplementedError("interpolate(antialias=True) is not implemented in minitorch")
        if output_size is None:
            output_size = [int(n * s) for n, s in zip(spatial, scale_factors)]
        if odd_size:
            _invalid_upsample(op, dim, True, (input, output_size, align_corners, None))
        scales = scale_factors or [None] * dim
        return getattr(_vt, op)(input, tuple(output_size), bool(align_corners), *scales)
    if mode == "area" and input.dim() in _UPSAMPLE_NEAREST:  # ATen: adaptive average pooling to the size
        pool = (adaptive_avg_pool1d, adaptive_avg_pool2d, adaptive_avg_pool3d)[dim - 1]
        return pool(input, tuple(output_size))
    if input.dim() == 4 and mode == "lanczos":  # PyTorch's checks before its (here missing) kernel
        if align_corners:
            raise ValueError("Lanczos mode does not support align_corners=True")
        if not antialias:
            raise ValueError("Lanczos mode requires antialias=True")
    if mode in _INTERPOLATE_MODES.split(" | ") and input.dim() in _UPSAMPLE_NEAREST and mode != "bicubic":
        raise NotImplementedError(f"interpolate(mode={mode!r}) is not implemented in minitorch; only 'nearest', "
                                  "'nearest-exact', 'linear', 'bilinear', 'bicubic', 'trilinear' and 'area' are")
    raise NotImplementedError(f"Input Error: Only 3D, 4D and 5D input Tensors supported (got {input.dim()}D) for "
                              f"the modes: {_INTERPOLATE_MODES} (got {mode})")


def upsample_nearest(input, size=None, scale_factor=None):
    return interpolate(input, size, scale_factor, mode="nearest")


# -- losses ---------------------------------------------------------------------------------------

def nll_loss(input, target, weight=None, size_average=None, ignore_index=-100, reduce=None, reduction="mean"):
    _check_tensor("nll_loss_nd", "input", input, 1)
    if AUTOCAST.enabled:  # on both devices' fp32 lists
        input, target, weight = autocast_fp32(input, target, weight)
    reduction = _check_reduction(_reduction(size_average, reduce, reduction))
    if type(ignore_index) is not int and not _is_int(ignore_index):  # torch._C._nn.nll_loss_nd's parser
        raise _not_an("nll_loss_nd", "ignore_index", ignore_index, 5, "int")
    # ATen's nll_loss_nd checks the ranks and the batch sizes (a 0-dim target's counted as 0) first, then each
    # kernel its shapes, then the target's dtype
    if input.dim() < 1:
        raise ValueError(f"Expected 1 or more dimensions (got {input.dim()})")
    if input.dim() != 1 and input.shape[0] != (target.shape[0] if target.dim() else 0):
        raise ValueError(f"Expected input batch_size ({input.shape[0]}) to match target batch_size "
                         f"({target.shape[0] if target.dim() else 0}).")
    if input.dim() <= 2:  # nll_loss_forward's meta checks come before its kernel's dtype check
        if target.dim() > 1:
            raise RuntimeError("0D or 1D target tensor expected, multi-target not supported")
        if weight is not None and (weight.dim() != 1 or weight.numel() != input.shape[-1]):
            raise RuntimeError(f"weight tensor should be defined either for all {input.shape[-1]} classes or no "
                               f"classes but got weight tensor of shape: [{', '.join(map(str, weight.shape))}]")
    elif weight is not None and weight.numel() != input.shape[1]:
        raise RuntimeError("weight tensor should be defined either for all or no classes")
    if input.dim() == 4 and target.dim() != 3:
        raise RuntimeError(f"only batches of spatial targets supported (3D tensors) but got targets of dimension: "
                           f"{target.dim()}")
    if input.dim() == 3 or input.dim() > 4:
        # PyTorch's nll_loss_nd: (N, C, d1, ...) viewed as (N, C, 1, d1 * ...) for the 2-D loss.
        out_size = (input.shape[0],) + tuple(input.shape[2:])
        if tuple(target.shape[1:]) != out_size[1:]:
            raise RuntimeError(f"Expected target size [{', '.join(map(str, out_size))}], got "
                               f"[{', '.join(map(str, target.shape))}]")
    if target.dtype.name not in ("int64", "uint8"):  # class indices (ATen's nll_loss kernels' check)
        raise RuntimeError(f"expected target dtype to be Long or Byte, but got {_SCALAR_TYPE_NAME[target.dtype.name]}")
    if input.dim() == 1 and target.dim() == 1 and target.shape[0] != 1:
        raise ValueError(f"For 1D input, 1D target must have size 1, but got target size: {target.shape[0]}")
    if input.dim() == 2 and not target.dim():  # only an empty batch gets here, where ATen asks its size(0)
        raise IndexError("Dimension specified as 0 but tensor has no dimensions")
    if weight is not None and weight.dtype is not input.dtype:  # ATen's kernel reads weight as input's scalar_t
        raise RuntimeError(f"expected scalar type {_SCALAR_TYPE_NAME[input.dtype.name]} but found "
                           f"{_SCALAR_TYPE_NAME[weight.dtype.name]}")
    if input.dim() == 4:
        return _vt.nll_loss2d_forward(input, target, weight, reduction, ignore_index)[0]
    if input.dim() > 2:
        n, c = input.shape[0], input.shape[1]
        input, target = input.contiguous(), target.contiguous()
        input = input.view(n, c, 1, -1) if input.numel() else input.view(n, c, 0, 0)
        target = target.view(n, 1, -1) if target.numel() else target.view(n, 0, 0)
        out = _vt.nll_loss2d_forward(input, target, weight, reduction, ignore_index)[0]
        return out.view(out_size) if reduction == "none" else out
    return _vt.nll_loss_forward(input, target, weight, reduction, ignore_index)[0]


def cross_entropy(input, target, weight=None, size_average=None, ignore_index=-100, reduce=None, reduction="mean",
                  label_smoothing=0.0):
    _check_tensor("cross_entropy_loss", "input", input, 1)
    _check_tensor("cross_entropy_loss", "target", target, 2)
    if AUTOCAST.enabled:  # on CPU's fp32 list (CUDA casts in its log_softmax and nll_loss)
        input, target, weight = autocast_cast({"cpu": "fp32"}, input, target, weight)
    reduction = _check_reduction(_reduction(size_average, reduce, reduction))
    if type(ignore_index) is not int or type(label_smoothing) is not float:  # torch._C._nn.cross_entropy_loss's parser
        if not _is_int(ignore_index):
            raise _not_an("cross_entropy_loss", "ignore_index", ignore_index, 5, "int")
        if label_smoothing is None:
            raise _not_an("cross_entropy_loss", "label_smoothing", label_smoothing, 6, "float")
        _check_numbers("cross_entropy_loss", (("label_smoothing", label_smoothing, 6, "float"),))
    if label_smoothing > 1.0:  # ATen checks only a positive value (a negative one is taken)
        raise RuntimeError(f"label_smoothing must be between 0.0 and 1.0. Got: {label_smoothing:g}")
    class_dim = 0 if input.dim() == 1 else 1
    if tuple(target.shape) == tuple(input.shape):  # class probabilities
        if not target.is_floating_point():
            raise RuntimeError(f"Expected floating point type for target with class probabilities, got "
                               f"{_SCALAR_TYPE_NAME[target.dtype.name]}")
        if ignore_index >= 0:  # ATen refuses a class to ignore here (a negative one can never match)
            raise RuntimeError("ignore_index is not supported for floating point target")
        if input.dim() == 0:  # ATen asks a 0-dim input for the size of its class dimension, 1
            raise IndexError("Dimension specified as 1 but tensor has no dimensions")
    # (for class indices a 0-dim input gets log_softmax's error for dim 1)
    lsm = log_softmax(input, class_dim)
    n_classes = input.shape[class_dim]
    if tuple(target.shape) == tuple(input.shape):
        if label_smoothing > 0:
            target = target * (1 - label_smoothing) + label_smoothing / n_classes
        terms = lsm * target
        if weight is not None:
            shape = [1] * input.dim()
            shape[class_dim] = n_classes
            terms = terms * weight.reshape(shape)
        # ATen's cross_entropy_loss_prob_target: one sum over everything, negated, then a division by a
        # Scalar (DivBackward1) for the mean.
        if reduction == "none":
            return -terms.sum(class_dim)
        loss = -terms.sum()
        if reduction == "mean":
            if input.numel() == 0:
                return loss.fill_(float("nan"))
            return _vt.div_Scalar(loss, input.numel() // n_classes)
        return loss
    nll = nll_loss(lsm, target, weight, ignore_index=ignore_index, reduction=reduction)
    if label_smoothing <= 0:
        return nll
    # ATen's cross_entropy_loss_label_smoothing: (1 - eps) * nll + eps / C * (the loss against the uniform
    # distribution), the ignored rows masked_fill_ed to 0 (so their gradient is 0, even over a count of 0).
    ignore_mask = target == ignore_index
    if weight is not None:
        terms = lsm * (weight.view([1, -1] + [1] * (input.dim() - 2)) if input.dim() > 1 else weight)
    else:
        terms = lsm
    smooth = -terms.sum(class_dim)
    smooth.masked_fill_(ignore_mask, 0.0)
    if reduction == "mean":
        if weight is not None:
            smooth = smooth.sum() / weight.gather(0, target.masked_select(~ignore_mask).flatten()).sum()
        else:
            smooth = smooth.sum() / (~ignore_mask).sum()
    elif reduction == "sum":
        smooth = smooth.sum()
    return _vt.mul_Scalar(nll, 1 - label_smoothing) + _vt.mul_Scalar(smooth, label_smoothing / n_classes)


def _check_same_size(input, target, name):
    if not (isinstance(target, Tensor) and isinstance(input, Tensor)):
        target.size(), input.size()  # PyTorch compares target.size() with input.size(): their AttributeError
    if tuple(input.shape) != tuple(target.shape):
        warnings.warn(f"Using a target size ({target.shape}) that is different to the input size ({input.shape}). "
                      "This will likely lead to incorrect results due to broadcasting. Please ensure they have the "
                      "same size.", stacklevel=3)


def _weighted_loss(loss, weight, input, reduction, mean_by_weight):
    """torch.nn.functional's weighted mse / l1 / huber: the unreduced loss times ``weight`` (of input's size),
    reduced; a weighted mean divides by the weights' sum (mse, l1) or by the count (huber)."""
    if tuple(weight.shape) != tuple(input.shape):
        raise ValueError("Weights and input must have the same size.")
    loss = loss * weight
    if reduction == "none":
        return loss
    if reduction == "sum":
        return loss.sum()
    if reduction == "mean":
        return loss.sum() / weight.sum() if mean_by_weight else loss.mean()
    raise ValueError(f"Invalid reduction mode: {reduction}. Expected one of 'none', 'mean', 'sum'.")


def mse_loss(input, target, size_average=None, reduce=None, reduction="mean", weight=None):
    _check_same_size(input, target, "mse_loss")
    reduction = _reduction(size_average, reduce, reduction)
    # As torch.nn.functional: the operands broadcast first (ExpandBackward0), so a mean divides by the
    # broadcast numel and each gradient sums back over the expanded dims.
    input, target = _composite_shape.broadcast_tensors(input, target)
    if weight is not None:
        return _weighted_loss((input - target).pow(2), weight, input, reduction, True)
    return _vt.mse_loss(input, target, _check_reduction(reduction))


def l1_loss(input, target, size_average=None, reduce=None, reduction="mean", weight=None):
    if AUTOCAST.enabled:  # on PyTorch's autocast lists
        input, target = autocast_fp32(input, target)
    _check_same_size(input, target, "l1_loss")
    reduction = _reduction(size_average, reduce, reduction)
    input, target = _composite_shape.broadcast_tensors(input, target)
    if weight is not None:
        return _weighted_loss((input - target).abs(), weight, input, reduction, True)
    return _reduce((input - target).abs(), reduction)


def smooth_l1_loss(input, target, size_average=None, reduce=None, reduction="mean", beta=1.0):
    try:
        negative = beta < 0
    except TypeError:  # no number: PyTorch's parser's error
        _check_numbers("smooth_l1_loss", (("beta", beta, 4, "float"),))
        raise
    if negative:
        raise RuntimeError("smooth_l1_loss does not support negative values for beta.")
    if beta == 0.0:  # as torch.nn.functional: l1_loss, recorded as Sub/Abs/Mean
        return l1_loss(input, target, size_average, reduce, reduction)
    _check_same_size(input, target, "smooth_l1_loss")
    reduction = _reduction(size_average, reduce, reduction)
    input, target = _composite_shape.broadcast_tensors(input, target)
    return _vt.smooth_l1_loss(input, target, _check_reduction(reduction), beta)


def huber_loss(input, target, reduction="mean", delta=1.0, weight=None):
    _check_same_size(input, target, "huber_loss")
    try:
        positive = delta > 0
    except TypeError:  # no number: PyTorch's parser's error
        _check_numbers("huber_loss", (("delta", delta, 4, "float"),))
        raise
    if not positive:
        raise RuntimeError("huber_loss does not support non-positive values for delta.")
    input, target = _composite_shape.broadcast_tensors(input, target)
    if weight is not None:
        return _weighted_loss(_vt.huber_loss(input, target, "none", delta), weight, input, reduction, False)
    return _vt.huber_loss(input, target, _check_reduction(reduction), delta)


def binary_cross_entropy(input, target, weight=None, size_average=None, reduce=None, reduction="mean"):
    if tuple(target.size()) != tuple(input.size()):  # (no tensor: PyTorch's AttributeError)
        raise ValueError(f"Using a target size ({target.shape}) that is different to the input size "
                         f"({input.shape}) is deprecated. Please ensure they have the same size.")
    if weight is not None:  # expanded to the target's shape first, with _infer_size's message
        weight = weight.expand(_composite_shape.broadcast_shapes(target.shape, weight.shape))
    return _vt.binary_cross_entropy(input, target, weight,
                                    _check_reduction(_reduction(size_average, reduce, reduction)))


def binary_cross_entropy_with_logits(input, target, weight=None, size_average=None, reduce=None, reduction="mean",
                                     pos_weight=None):
    if tuple(target.size()) != tuple(input.size()):  # (no tensor: PyTorch's AttributeError)
        raise ValueError(f"Target size ({target.shape}) must be the same as input size ({input.shape})")
    return _vt.binary_cross_entropy_with_logits(input, target, weight, pos_weight,
                                                _check_reduction(_reduction(size_average, reduce, reduction)))


def kl_div(input, target, size_average=None, reduce=None, reduction="mean", log_target=False):
    _check_tensor("kl_div", "input", input, 1)
    if AUTOCAST.enabled:  # on PyTorch's autocast lists
        input, target = autocast_fp32(input, target)
    reduction = _reduction(size_average, reduce, reduction)
    if reduction == "mean":
        warnings.warn("reduction: 'mean' divides the total loss by both the batch size and the support size."
                      "'batchmean' divides only by the batch size, and aligns with the KL div math definition."
                      "'mean' will be changed to behave the same as 'batchmean' in the next major release.",
                      stacklevel=2)
    if log_target is not True and log_target is not False:  # torch.kl_div(..., log_target=log_target)'s parser
        raise _not_an("kl_div", "log_target", log_target, None, "bool")
    if not (input.is_floating_point() or input.is_complex()) or not (target.is_floating_point()
                                                                     or target.is_complex()):
        raise RuntimeError("kl_div: Integral inputs not supported.")
    if log_target:
        loss = target.exp() * (target - input)
    else:  # ATen's xlogy(target, target) - target * input: 0 where the target is 0
        loss = target.xlogy(target) - target * input
    if reduction == "batchmean":
        return loss.sum() / input.shape[0] if input.dim() else loss.sum()
    return _reduce(loss, reduction)


@numpy_keywords
def cosine_similarity(x1, x2, dim=1, eps=1e-8):
    _check_tensor("cosine_similarity", "x1", x1, 1)
    _check_tensor("cosine_similarity", "x2", x2, 2)
    if AUTOCAST.enabled:  # on PyTorch's autocast lists
        x1, x2 = autocast_cast({"cuda": "fp32"}, x1, x2)
    if not (x1.is_floating_point() and x2.is_floating_point()):  # ATen's check of the inputs' common dtype
        from .. import result_type
        from .._tensor import _SCALAR_TYPE_NAME
        common = result_type(x1, x2)
        if not common.is_floating_point:
            raise RuntimeError(f"expected common dtype to be floating point, yet common dtype is "
                               f"{_SCALAR_TYPE_NAME.get(common.name, common.name)}")
        # ATen converts an integer (or bool) input to the common dtype; vector_norm takes no integers
        x1, x2 = (t if t.is_floating_point() else t.to(common) for t in (x1, x2))
    # ATen's order: each input divided by its norm first (the result stays within [-1, 1]), the norms
    # clamped in place outside the graph, then the product summed: SumBackward1 on top, as in PyTorch.
    if x1.shape != x2.shape:  # ATen's expand_outplace of a pair: both expanded once they differ
        shape = _broadcast_batch(tuple(x1.shape), tuple(x2.shape))
        x1, x2 = x1.expand(shape), x2.expand(shape)
    x1_norm = x1.norm(2, dim, keepdim=True).clone()
    x2_norm = x2.norm(2, dim, keepdim=True).clone()
    with _grad_mode.no_grad():
        x1_norm.clamp_min_(eps)
        x2_norm.clamp_min_(eps)
    return ((x1 / x1_norm) * (x2 / x2_norm)).sum(dim)


def pairwise_distance(x1, x2, p=2.0, eps=1e-6, keepdim=False):
    _check_tensor("pairwise_distance", "x1", x1, 1)
    # ATen's at::norm (NormBackward1) of x1 - x2 + eps, the number added as add.Scalar (AddBackward1)
    if not isinstance(x2, Tensor):
        raise not_a_tensor('pairwise_distance', 'x2', x2, 2, shared=False)
    return _vt.norm_ScalarOpt_dim(_vt.add_Scalar(x1 - x2, eps), p, (-1,), keepdim)


def normalize(input, p=2.0, dim=1, eps=1e-12, out=None):
    return input / input.norm(p, dim, keepdim=True).clamp_min(eps).expand_as(input)


# -- normalization --------------------------------------------------------------------------------

def layer_norm(input, normalized_shape, weight=None, bias=None, eps=1e-5):
    _check_tensor("layer_norm", "input", input, 1)
    if AUTOCAST.enabled:  # on PyTorch's autocast lists
        input, weight, bias = autocast_cast({"cuda": "fp32"}, input, weight, bias)
    normalized_shape = _int_list("layer_norm", "normalized_shape", normalized_shape, 2)
    if not normalized_shape:
        raise RuntimeError("Expected normalized_shape to be at least 1-dimensional, i.e., containing at least one "
                           "element, but got normalized_shape = []")
    for name, t in (("weight", weight), ("bias", bias)):
        if t is not None and tuple(t.shape) != normalized_shape:
            raise RuntimeError(f"Expected {name} to be of same shape as normalized_shape, but got {name} of shape "
                               f"{list(t.shape)} and normalized_shape = {list(normalized_shape)}")
    if tuple(input.shape[input.dim() - len(normalized_shape):]) != normalized_shape:
        raise RuntimeError(f"Given normalized_shape={list(normalized_shape)}, expected input with shape "
                           f"[*, {', '.join(map(str, normalized_shape))}], but got input of size{list(input.shape)}")
    try:
        return _vt.native_layer_norm(input, normalized_shape, weight, bias, eps)[0]
    except TypeError as error:  # PyTorch's parser reads torch.layer_norm's arguments (eps: position 5 in both)
        raise _renamed(error, "native_layer_norm", "layer_norm") from None


def batch_norm(input, running_mean, running_var, weight=None, bias=None, training=False, momentum=0.1, eps=1e-5):
    _check_tensor("batch_norm", "input", input, 1)
    if training:
        size = input.size()
        values = size[0] if len(size) else 1
        for extent in size[2:]:
            values *= extent
        if values == 1:
            raise ValueError(f"Expected more than 1 value per channel when training, got input size {size}")
    if training and eps <= 0.0:  # PyTorch's F.batch_norm checks, before ATen's
        raise ValueError(f"batch_norm eps must be positive during training, but got {eps}")
    elif eps < 0.0:
        raise ValueError(f"batch_norm eps must be non-negative, but got {eps}")
    if not training:
        for name, running in (("running_mean", running_mean), ("running_var", running_var)):
            if running is None:
                raise RuntimeError(f"{name} must be defined in evaluation mode")
    channels = input.shape[1] if input.dim() > 1 else 0 if input.dim() == 1 else 1  # ATen's count for a 1-d input: 0
    for name, t in (("running_mean", running_mean), ("running_var", running_var), ("weight", weight), ("bias", bias)):
        if t is not None and t.numel() != channels:  # ATen's batch_norm checks, in its order
            raise RuntimeError(f"{name} should contain {channels} elements not {t.numel()}")
    if input.dim() == 1:  # past those, ATen reads the channel dim a 1-d input lacks
        raise IndexError("Dimension out of range (expected to be in range of [-1, 0], but got 1)")
    # In training the kernel updates the running statistics in place without a version bump, as ATen's does:
    # a graph that saved them stays usable after the next forward.
    try:
        return _vt.native_batch_norm(input, weight, bias, running_mean, running_var, training, momentum, eps)[0]
    except TypeError as error:  # PyTorch's parser reads torch.batch_norm's (training 6, momentum 7, eps 8 in both)
        raise _renamed(error, "native_batch_norm", "batch_norm") from None


def group_norm(input, num_groups, weight=None, bias=None, eps=1e-5):
    if AUTOCAST.enabled:  # on PyTorch's autocast lists
        input, weight, bias = autocast_cast({"cuda": "fp32"}, input, weight, bias)
    if input.dim() < 2:  # PyTorch's F.group_norm checks
        raise RuntimeError(f"Expected at least 2 dimensions for input tensor but received {input.dim()}")
    n, c = input.shape[0], input.shape[1]
    values = n * c // num_groups
    for extent in input.shape[2:]:
        values *= extent
    if values == 1:
        raise ValueError(f"Expected more than 1 value per channel when training, got input size "
                         f"{[n * c // num_groups, num_groups] + list(input.shape[2:])}")
    for name, t in (("weight", weight), ("bias", bias)):  # ATen's group_norm checks, before native_group_norm
        if t is not None and (t.dim() != 1 or t.numel() != c):
            raise RuntimeError(f"Expected {name} to be a vector of size equal to the number of channels in input, but "
                               f"got {name} of shape {list(t.shape)} and input of shape {list(input.shape)}")
    hxw = input.numel() // (n * c) if n * c else 0
    try:
        return _vt.native_group_norm(input, weight, bias, n, c, hxw, num_groups, eps)[0]
    except TypeError as error:  # PyTorch's parser reads torch.group_norm's: eps is its 5th
        error = _renamed(error, "native_group_norm", "group_norm")
        raise TypeError(str(error).replace("'eps' (position 8)", "'eps' (position 5)")) from None


def instance_norm(input, running_mean=None, running_var=None, weight=None, bias=None, use_input_stats=True,
                  momentum=0.1, eps=1e-5):
    if use_input_stats is not True and use_input_stats is not False:  # torch.instance_norm's parser, after F's check
        if use_input_stats:
            size = input.size()
            if math.prod(size[2:]) == 1:
                raise ValueError(f"Expected more than 1 spatial element when training, got input size {size}")
        raise _not_a_bool("instance_norm", "use_input_stats", use_input_stats, 6)
    if type(momentum) is not float or type(eps) is not float:
        for name, value, position in (("momentum", momentum, 7), ("eps", eps, 8)):
            if value is None:
                raise TypeError(f"instance_norm(): argument '{name}' (position {position}) must be float, not NoneType")
            _check_numbers("instance_norm", ((name, value, position, "float"),))
    if use_input_stats:  # each (sample, channel) needs more than one value to normalize over
        size = input.size()
        if math.prod(size[2:]) == 1:
            raise ValueError(f"Expected more than 1 spatial element when training, got input size {size}")
    return _instance_norm.instance_norm(input, weight, bias, running_mean, running_var, use_input_stats, momentum, eps)


# -- dropout, embedding, one_hot, attention ------------------------------------------------------

def dropout(input, p=0.5, training=True, inplace=False):
    if p < 0.0 or p > 1.0:
        raise ValueError(f"dropout probability has to be between 0 and 1, but got {p}")
    _check_tensor("dropout_" if inplace else "dropout", "input", input, 1)
    if training is not True and training is not False:
        raise _not_a_bool("dropout_" if inplace else "dropout", "train", training, 3)
    from .._functional_aliases import _dropout_impl  # loads after nn
    return _dropout_impl(input, p, training, False, False, inplace)


_FEATURE_DROPOUT_NOTE = ("{name} exists to provide channel-wise dropout on inputs with {spatial} spatial dimension{s}, a "
                         "channel dimension, and an optional batch dimension (i.e. {lo}D or {hi}D inputs).")


def _not_an(op, name, value, position, kind):
    """PyTorch's parser's TypeError for an argument given a value of another type (position None: by keyword)."""
    where = f" (position {position})" if position is not None else ""
    return TypeError(f"{op}(): argument '{name}'{where} must be {kind}, not {_typename(value)}")


def _not_a_bool(op, name, value, position):
    """PyTorch's parser's TypeError for a bool argument given something else (an error path only)."""
    return TypeError(f"{op}(): argument '{name}' (position {position}) must be bool, not {_typename(value)}")


def _feature_dropout(input, p, training, inplace, name, spatial):
    """dropout1d/2d/3d: whole channels zeroed, the rest scaled by 1 / (1 - p) (ATen's feature_dropout: one
    noise value per sample and channel, broadcast over the spatial dims; MulBackward0)."""
    if p < 0.0 or p > 1.0:
        raise ValueError(f"dropout probability has to be between 0 and 1, but got {p}")
    lo, hi = spatial + 1, spatial + 2
    note = _FEATURE_DROPOUT_NOTE.format(name=name, spatial=spatial, s="" if spatial == 1 else "s", lo=lo, hi=hi)
    if input.dim() not in (lo, hi):
        if spatial == 1:
            raise RuntimeError(f"{name}: Expected {lo}D or {hi}D input, but received a {input.dim()}D input. "
                               "Note that " + note)
        warnings.warn(f"{name}: Received a {input.dim()}-D input to {name}, which is deprecated and will result in an "
                      "error in a future release. To retain the behavior and silence this warning, please use "
                      "dropout instead. Note that " + note, stacklevel=3)
    if spatial == 2:
        # PyTorch takes a 3-D input to dropout2d as batched 1-D data (N, C, L), and says so
        batched = True
        if input.dim() == 3:
            warnings.warn(
                "dropout2d: Received a 3D input to dropout2d and assuming that channel-wise 1D dropout behavior is "
                "desired - input is interpreted as shape (N, C, L), where C is the channel dim. This behavior will "
                "change in a future release to interpret the input as one without a batch dimension, i.e. shape "
                "(C, H, W). To maintain the 1D channel-wise dropout behavior, please switch to using dropout1d "
                "instead.", stacklevel=3)
    else:
        batched = input.dim() == hi
    if not batched:
        input = input.unsqueeze_(0) if inplace else input.unsqueeze(0)
    if training is not True and training is not False:
        raise _not_a_bool("feature_dropout_" if inplace else "feature_dropout", "train", training, 3)
    from .._functional_aliases import _dropout_impl  # loads after nn
    result = _dropout_impl(input, p, training, True, False, inplace)
    if not batched:
        result = result.squeeze_(0) if inplace else result.squeeze(0)
    return result


def dropout1d(input, p=0.5, training=True, inplace=False):
    return _feature_dropout(input, p, training, inplace, "dropout1d", 1)


def dropout2d(input, p=0.5, training=True, inplace=False):
    return _feature_dropout(input, p, training, inplace, "dropout2d", 2)


def dropout3d(input, p=0.5, training=True, inplace=False):
    return _feature_dropout(input, p, training, inplace, "dropout3d", 3)


def embedding(input, weight, padding_idx=None, max_norm=None, norm_type=2.0, scale_grad_by_freq=False, sparse=False):
    if padding_idx is not None:
        if padding_idx > 0 and padding_idx >= weight.size(0):
            raise AssertionError("Padding_idx must be within num_embeddings")
        if padding_idx < 0:
            if padding_idx < -weight.size(0):
                raise AssertionError("Padding_idx must be within num_embeddings")
            padding_idx += weight.size(0)
    else:
        padding_idx = -1
    _check_tensor("embedding", "weight", weight, 1)  # torch.embedding(weight, input, ...)
    if max_norm is not None:  # the looked-up rows are renormalised in place first, as PyTorch does
        from ._embedding_bag import _no_grad_embedding_renorm_
        _no_grad_embedding_renorm_(weight, input.contiguous(), max_norm, norm_type)
    return _vt.embedding(weight, input, padding_idx, scale_grad_by_freq, sparse)


def one_hot(tensor, num_classes=-1):
    _check_tensor("one_hot", "input", tensor, 1)
    if not _is_int(num_classes):
        raise TypeError(f"one_hot(): argument 'num_classes' (position 2) must be int, not {_typename(num_classes)}")
    if tensor.dtype != _dtype.int64:
        raise RuntimeError("one_hot is only applicable to index tensor of type LongTensor.")
    if num_classes == -1 and not tensor.numel():
        raise RuntimeError("Can not infer total number of classes from empty tensor.")
    if tensor.numel() and int(tensor.min().item()) < 0:
        raise RuntimeError("Class values must be non-negative.")
    if num_classes == -1:
        num_classes = int(tensor.max().item()) + 1
    if tensor.numel() and int(tensor.max().item()) >= num_classes:
        raise RuntimeError("Class values must be smaller than num_classes.")
    classes = _creation.arange(num_classes)
    return (tensor.unsqueeze(-1) == classes).to(tensor.dtype)


def _validate_sdpa_input(query, key, value, attn_mask):
    """ATen's validate_sdpa_input: its dtype checks, before a backend is chosen."""
    if not query.dtype == key.dtype == value.dtype:
        raise RuntimeError(f"Expected query, key, and value to have the same dtype, but got query.dtype: "
                           f"{_K._CPP_TYPE_NAME[query.dtype.np_dtype.name]} key.dtype: "
                           f"{_K._CPP_TYPE_NAME[key.dtype.np_dtype.name]} and value.dtype: "
                           f"{_K._CPP_TYPE_NAME[value.dtype.np_dtype.name]} instead.")
    if attn_mask is not None and attn_mask.dtype not in (_dtype.bool, _dtype.float32, query.dtype):
        raise RuntimeError(f"Expected attn_mask dtype to be bool or float or to match query dtype, but got "
                           f"attn_mask.dtype: {_K._CPP_TYPE_NAME[attn_mask.dtype.np_dtype.name]} and  query.dtype: "
                           f"{_K._CPP_TYPE_NAME[query.dtype.np_dtype.name]} instead.")
    if query.dim() < 2 or key.dim() < 2 or value.dim() < 2:
        raise RuntimeError(f"Expected query, key, and value to all be  at least 2 dimensional, but got query.dim: "
                           f"{query.dim()} key.dim: {key.dim()} and value.dim: {value.dim()} instead.")


def _flash_applies(query, key, value, attn_mask, dropout_p, enable_gqa):
    """ATen's use_flash_attention_cpp: whether PyTorch's CPU dispatch runs the flash kernel (its node,
    ScaledDotProductFlashAttentionForCpuBackward0) rather than the math composite."""
    if query.dim() != 4 or key.dim() != 4 or value.dim() != 4 or dropout_p > 0.0:
        return False
    if query.device.type != "cpu" or query.dtype not in _FLASH_DTYPES:
        return False
    (batch, heads, length, size), (_, kv_heads, keys, _) = query.shape, key.shape
    if not (size == key.shape[-1] == value.shape[-1] and length and keys):
        return False
    if not (batch == key.shape[0] == value.shape[0] and kv_heads == value.shape[1]):
        return False
    if heads != kv_heads and not (enable_gqa and heads % kv_heads == 0):
        return False
    if any(t.stride(-1) != 1 for t in (query, key, value)):
        return False
    if attn_mask is None:
        return True
    attn_mask.size(-2)  # check_attn_mask_shape reads it first: a 1-D mask gets its IndexError
    if attn_mask.dim() not in (2, 4) or attn_mask.requires_grad or attn_mask.dtype != query.dtype:
        return False
    # check_attn_mask_shape: the kernel views the mask as 4-D and expands it, so its sizes must be 1 or the
    # scores' (another mask goes to the math composite, whose add reports the mismatch)
    wanted = (batch, heads, length, keys)[4 - attn_mask.dim():]
    return all(m in (1, w) for m, w in zip(attn_mask.shape, wanted))


_FLASH_DTYPES = (_dtype.float32, _dtype.float64, _dtype.float16)


@autocast_composite({"cpu": "lower_precision_fp", "cuda": "lower_precision_fp"})  # inner softmax not cast again
def scaled_dot_product_attention(query, key, value, attn_mask=None, dropout_p=0.0, is_causal=False, scale=None,
                                 enable_gqa=False):
    _check_tensor("scaled_dot_product_attention", "query", query, 1)
    _check_tensor("scaled_dot_product_attention", "key", key, 2)
    _check_tensor("scaled_dot_product_attention", "value", value, 3)
    if type(dropout_p) is not float or scale is not None and type(scale) is not float:  # (as given by keyword)
        for name, number in (("dropout_p", dropout_p), ("scale", scale)):
            if number is None and name == "dropout_p":
                raise TypeError("scaled_dot_product_attention(): argument 'dropout_p' must be float, not NoneType")
            _check_numbers("scaled_dot_product_attention", ((name, number, None, "float"),))
    if attn_mask is not None and not isinstance(attn_mask, Tensor):  # (as given by keyword, the usual call)
        raise TypeError(f"scaled_dot_product_attention(): argument 'attn_mask' must be Tensor, not "
                        f"{_typename(attn_mask)}")
    from .attention import _check_cpu_backend, _flash_enabled
    _check_cpu_backend()
    _validate_sdpa_input(query, key, value, attn_mask)
    if attn_mask is not None and attn_mask.dtype == _dtype.bool and _flash_enabled():
        flash_mask = _vt.where_self(attn_mask, 0.0, -math.inf).to(query.dtype)  # ATen's convert_boolean_attn_mask
    else:
        flash_mask = attn_mask
    if _flash_enabled() and _flash_applies(query, key, value, flash_mask, dropout_p, enable_gqa):
        return _vt._scaled_dot_product_flash_attention_for_cpu(query, key, value, dropout_p, is_causal,
                                                               attn_mask=flash_mask, scale=scale)[0]
    L, S = query.shape[-2], key.shape[-2]
    if enable_gqa and query.dim() >= 3:  # grouped-query attention: each key/value head serves a group of queries
        heads = query.shape[-3]
        if heads % key.shape[-3] or heads % value.shape[-3]:
            raise RuntimeError("Number of heads in key and value must divide the number of heads in ")
        key = key.repeat_interleave(heads // key.shape[-3], -3)
        value = value.repeat_interleave(heads // value.shape[-3], -3)
    scale_factor = 1 / math.sqrt(query.shape[-1]) if scale is None else scale
    scores = query.matmul(key.transpose(-2, -1)) * scale_factor
    if is_causal:
        if attn_mask is not None:
            raise RuntimeError("_scaled_dot_product_attention: Explicit attn_mask should not be set when "
                               "is_causal=True")
        causal = _creation.arange(L).unsqueeze(1) >= _creation.arange(S).unsqueeze(0)
        scores = _vt.where_self(causal, scores, -math.inf)
    if attn_mask is not None:
        if attn_mask.shape != scores.shape:  # ATen adds the (float) mask into the scores in place: its messages
            _K.check_inplace_broadcast(tuple(scores.shape), tuple(attn_mask.shape))
        if attn_mask.dtype.is_floating_point:
            scores = scores + attn_mask
        else:
            scores = _vt.where_self(attn_mask, scores, -math.inf)
    masked_rows = (scores == -math.inf).all(-1, keepdim=True)
    if bool(masked_rows.any()):
        # PyTorch's safe softmax: a query that may attend to no key gets 0 (and a zero gradient), not nan
        weights = _vt.where_self(masked_rows, 0.0, softmax(_vt.where_self(masked_rows, 0.0, scores), -1))
    else:
        weights = softmax(scores, -1)
    if dropout_p > 0.0:
        weights = dropout(weights, dropout_p, True)
    return weights.matmul(value)


from ._functional_extra import (alpha_dropout, channel_shuffle, ctc_loss, feature_alpha_dropout,  # noqa: E402,F401
                                gumbel_softmax, local_response_norm, multilabel_margin_loss, native_channel_shuffle,
                                pdist, lp_pool1d, lp_pool2d, lp_pool3d, max_pool1d_with_indices, max_unpool1d,
                                max_unpool2d, max_unpool3d, rms_norm, triplet_margin_with_distance_loss, upsample,
                                upsample_bilinear)
from ._linear_cross_entropy import linear_cross_entropy  # noqa: E402,F401
from .._generated.python_functions import conv_tbc  # noqa: E402,F401  (F.conv_tbc is torch.conv_tbc)
from . import grad  # noqa: E402,F401  (F.grad is torch.nn.grad)
