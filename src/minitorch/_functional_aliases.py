"""The nn.functional ops PyTorch also exposes at the top level (``torch.layer_norm``, ``torch.conv2d``,
``torch.dropout``, ...). These are the ATen schemas, not the Python wrappers: positional ATen arguments
(``torch.batch_norm(input, weight, bias, running_mean, running_var, training, momentum, eps, cudnn_enabled)``),
reductions as ints (0 none, 1 mean, 2 sum) and none of nn.functional's Python-level argument checks."""
import functools
import inspect
import math

from . import _creation
from ._generated import variable_type as _vt
from ._python_arg_parser import int_arg
from ._tensor import Tensor
from ._typename import typename
from .autograd.function_utils import check_tensor_as_called, method_of
from .nn import _instance_norm, _losses_extra
from .nn import functional as F
from .autograd.function_utils import not_a_tensor

__all__ = ["batch_norm", "layer_norm", "group_norm", "instance_norm", "conv1d", "conv2d", "conv_transpose1d",
           "conv_transpose2d", "max_pool1d", "max_pool2d", "avg_pool1d", "adaptive_avg_pool1d", "adaptive_max_pool1d",
           "dropout", "dropout_", "feature_dropout", "feature_dropout_", "alpha_dropout", "alpha_dropout_",
           "feature_alpha_dropout", "feature_alpha_dropout_", "selu", "selu_", "rrelu", "prelu", "kl_div", "bilinear",
           "pairwise_distance", "cosine_similarity", "cosine_embedding_loss", "hinge_embedding_loss",
           "margin_ranking_loss", "poisson_nll_loss", "triplet_margin_loss", "conv3d", "conv_transpose3d", "max_pool3d",
           "ctc_loss"]

_REDUCTIONS = {0: "none", 1: "mean", 2: "sum"}


def _aten_args(fn):
    """PyTorch's argument parser's message for missing required arguments (its wording: "arguments" for
    one, "argument" for several), not Python's."""
    params = inspect.signature(fn).parameters
    required = [name for name, p in params.items() if p.default is p.empty and p.kind is p.POSITIONAL_OR_KEYWORD]

    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        missing = [name for name in required[len(args):] if name not in kwargs]
        if missing:
            names = ", ".join('"' + name + '"' for name in missing)
            raise TypeError(f"{fn.__name__}() missing {len(missing)} required positional argument"
                            f"{'s' if len(missing) == 1 else ''}: {names}")
        return fn(*args, **kwargs)
    return wrapper


def _reduction(value, name, position):
    """ATen's `int reduction`: an int (a string is a TypeError, as the argument parser says)."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{name}(): argument 'reduction' (position {position}) must be int, not "
                        f"{type(value).__name__}")
    if value not in _REDUCTIONS:
        # ATen's apply_loss_reduction leaves an unknown enum unreduced
        return "none"
    return _REDUCTIONS[value]


def _int_tuple(value, name, arg, position):
    if isinstance(value, int) and not isinstance(value, bool):
        raise TypeError(f"{name}(): argument '{arg}' (position {position}) must be tuple of ints, not int")
    return tuple(value)


# -- normalization --------------------------------------------------------------------------------

@_aten_args
def batch_norm(input, weight, bias, running_mean, running_var, training, momentum, eps, cudnn_enabled):
    if not training:
        for name, running in (("running_mean", running_mean), ("running_var", running_var)):
            if running is None:
                raise RuntimeError(f"{name} must be defined in evaluation mode")
    if training:  # the kernel updates the running statistics in place
        for running in (running_mean, running_var):
            if running is not None:
                running._bump_version()
    return _vt.native_batch_norm(input, weight, bias, running_mean, running_var, training, momentum, eps)[0]


def layer_norm(input, normalized_shape, weight=None, bias=None, eps=1e-5, cudnn_enable=True):
    _int_tuple(normalized_shape, "layer_norm", "normalized_shape", 2)
    return F.layer_norm(input, normalized_shape, weight, bias, eps)


def group_norm(input, num_groups, weight=None, bias=None, eps=1e-5, cudnn_enabled=True):
    if type(num_groups) is not int:
        num_groups = int_arg("group_norm", "num_groups", num_groups, 2)
    if not isinstance(weight, Tensor) and weight is not None:
        raise not_a_tensor('group_norm', 'weight', weight, 3, shared=False)
    channels = input.shape[1] if input.dim() > 1 else 0
    if input.dim() < 2 or channels % num_groups:
        raise RuntimeError(f"Expected number of channels in input to be divisible by num_groups, but got input of "
                           f"shape {list(input.shape)} and num_groups={num_groups}")
    return F.group_norm(input, num_groups, weight, bias, eps)


@_aten_args
def instance_norm(input, weight, bias, running_mean, running_var, use_input_stats, momentum, eps, cudnn_enabled):
    # ATen's instance_norm has no check on the spatial size (nn.functional's ValueError is Python-level)
    return _instance_norm.instance_norm(input, weight, bias, running_mean, running_var, use_input_stats, momentum, eps)


# -- convolution and pooling ----------------------------------------------------------------------

conv1d, conv2d, conv3d = F.conv1d, F.conv2d, F.conv3d
conv_transpose1d, conv_transpose2d, conv_transpose3d = F.conv_transpose1d, F.conv_transpose2d, F.conv_transpose3d
bilinear, pairwise_distance, cosine_similarity = F.bilinear, F.pairwise_distance, F.cosine_similarity
adaptive_avg_pool1d = F.adaptive_avg_pool1d


def max_pool1d(input, kernel_size, stride=(), padding=0, dilation=1, ceil_mode=False):
    return F.max_pool1d(input, kernel_size, None if stride in ((), []) else stride, padding, dilation, ceil_mode)


def max_pool2d(input, kernel_size, stride=(), padding=0, dilation=1, ceil_mode=False):
    return F.max_pool2d(input, kernel_size, None if stride in ((), []) else stride, padding, dilation, ceil_mode)


@_aten_args
def max_pool3d(input, kernel_size, stride=(), padding=0, dilation=1, ceil_mode=False):
    return F.max_pool3d(input, kernel_size, None if stride in ((), []) else stride, padding, dilation, ceil_mode)


def avg_pool1d(input, kernel_size, stride=(), padding=0, ceil_mode=False, count_include_pad=True):
    return F.avg_pool1d(input, kernel_size, None if stride in ((), []) else stride, padding, ceil_mode,
                        count_include_pad)


def adaptive_max_pool1d(input, output_size):
    """Both outputs, always (the ATen op has no return_indices)."""
    return F.adaptive_max_pool1d_with_indices(input, output_size)


# -- dropout (ATen's Dropout.cpp: _dropout_impl) --------------------------------------------------

_SELU_ALPHA = 1.7580993408473766  # ATen's alpha' = scale * alpha of selu


def _dropout_impl(input, p, train, feature, alpha, inplace):
    """Noise drawn as Bernoulli(1 - p) (per element, or per sample and channel for feature dropout), the
    input multiplied by it (MulBackward0); alpha dropout then adds the offset that keeps selu's mean and
    variance (AddBackward0)."""
    if type(train) is not bool or not isinstance(p, float) or not isinstance(input, Tensor):  # PyTorch's parser
        name = f"{'feature_' if feature else ''}{'alpha_' if alpha else ''}dropout{'_' if inplace else ''}"
        from .autograd.function_utils import check_tensor
        from ._python_arg_parser import bool_arg
        check_tensor(name, "input", input, 1)
        if not isinstance(p, (int, float)) or isinstance(p, bool):
            raise TypeError(f"{name}(): argument 'p' (position 2) must be float, not {typename(p)}")
        if type(train) is not bool:
            bool_arg(name, "train", train, 3)
    if not 0 <= p <= 1:
        raise RuntimeError(f"dropout probability has to be between 0 and 1, but got {p}")
    if p == 0 or not train or input.numel() == 0:
        return input
    if p == 1:
        zero = _creation.zeros((), dtype=input.dtype, device=input.device)
        return input.mul_(zero) if inplace else input * zero
    if feature:  # make_feature_noise: one value per sample and channel, contiguous
        if input.dim() < 2:
            raise RuntimeError("Feature dropout requires at least 2 dimensions in the input")
        shape = tuple(input.shape[:2]) + (1,) * (input.dim() - 2)
        noise = _creation.empty(*shape, dtype=input.dtype, device=input.device)
    else:  # empty_like: laid out as the input (a transposed input draws its noise in memory order, as ATen's)
        noise = _creation.empty_like(input)
    noise.bernoulli_(1 - p)
    if alpha:
        a = 1.0 / math.sqrt((_SELU_ALPHA * _SELU_ALPHA * p + 1) * (1 - p))
        offset = (noise - 1).mul_(_SELU_ALPHA * a).add_(_SELU_ALPHA * a * p)  # in place, as ATen's: an integer
        noise.mul_(a)  # input's noise refuses the float factors (PyTorch's error)
        return (input.mul_(noise) if inplace else input * noise).add_(offset)
    noise.div_(1 - p)
    return input.mul_(noise) if inplace else input * noise


@_aten_args
def dropout(input, p, train):
    return _dropout_impl(input, p, train, False, False, False)


@_aten_args
def dropout_(input, p, train):
    return _dropout_impl(input, p, train, False, False, True)


@_aten_args
def feature_dropout(input, p, train):
    return _dropout_impl(input, p, train, True, False, False)


@_aten_args
def feature_dropout_(input, p, train):
    return _dropout_impl(input, p, train, True, False, True)


@_aten_args
def alpha_dropout(input, p, train):
    return _dropout_impl(input, p, train, False, True, False)


@_aten_args
def alpha_dropout_(input, p, train):
    return _dropout_impl(input, p, train, False, True, True)


@_aten_args
def feature_alpha_dropout(input, p, train):
    return _dropout_impl(input, p, train, True, True, False)


@_aten_args
def feature_alpha_dropout_(input, p, train):
    return _dropout_impl(input, p, train, True, True, True)


# -- activations ----------------------------------------------------------------------------------

def selu(input):
    if not isinstance(input, Tensor):
        raise not_a_tensor('selu', 'input', input, 1, shared=False)
    return F.selu(input)


def selu_(input):
    """selu in place: elu_ with selu's constants (EluBackward1)."""
    if not isinstance(input, Tensor):
        raise not_a_tensor('selu_', 'input', input, 1, shared=False)
    return _vt.elu_(input, 1.6732632423543772848170429916717, 1.0507009873554804934193349852946)


def rrelu(input, lower=1.0 / 8, upper=1.0 / 3, training=False, generator=None):
    if not isinstance(input, Tensor):
        raise not_a_tensor('rrelu', 'input', input, 1, shared=False)
    return F.rrelu(input, lower, upper, training)


def prelu(input, weight):
    check_tensor_as_called("prelu", "input", input, 1)
    check_tensor_as_called("prelu", "weight", weight, 2)
    return F.prelu(input, weight)


# -- losses (int reductions) ----------------------------------------------------------------------
# The schemas say `reduction=Mean`, but PyTorch's Python bindings give these losses 0 (no reduction)
# when the argument is left out: torch.kl_div(x, t) is elementwise.

def kl_div(input, target, reduction=0, *, log_target=False):
    if not isinstance(target, Tensor):
        raise not_a_tensor('kl_div', 'target', target, 2, shared=False)
    if not (input.is_floating_point() or input.is_complex()) or not (target.is_floating_point()
                                                                     or target.is_complex()):
        raise RuntimeError("kl_div: Integral inputs not supported.")
    reduction = _reduction(reduction, "kl_div", 3)
    if log_target:
        loss = target.exp() * (target - input)
    else:  # ATen: xlogy(target, target) - target * input
        loss = _vt.xlogy_Tensor(target, target) - target * input
    return _losses_extra._apply_loss_reduction(loss, reduction)


def cosine_embedding_loss(input1, input2, target, margin=0.0, reduction=0):
    if not isinstance(input2, Tensor):
        raise not_a_tensor('cosine_embedding_loss', 'input2', input2, 2, shared=False)
    return _losses_extra.cosine_embedding_loss(input1, input2, target, margin,
                                               reduction=_reduction(reduction, "cosine_embedding_loss", 5))


def hinge_embedding_loss(input, target, margin=1.0, reduction=0):
    if not isinstance(target, Tensor):
        raise not_a_tensor('hinge_embedding_loss', 'target', target, 2, shared=False)
    return _losses_extra.hinge_embedding_loss(input, target, margin,
                                              reduction=_reduction(reduction, "hinge_embedding_loss", 4))


def margin_ranking_loss(input1, input2, target, margin=0.0, reduction=0):
    if not isinstance(input2, Tensor):
        raise not_a_tensor('margin_ranking_loss', 'input2', input2, 2, shared=False)
    return _losses_extra.margin_ranking_loss(input1, input2, target, margin,
                                             reduction=_reduction(reduction, "margin_ranking_loss", 5))


@_aten_args
def poisson_nll_loss(input, target, log_input, full, eps, reduction):
    return _losses_extra.poisson_nll_loss(input, target, log_input, full, eps=eps,
                                          reduction=_reduction(reduction, "poisson_nll_loss", 6))


_CTC_LOSS_SIGNATURES = "".join(
    f" * (Tensor log_probs, Tensor targets, {lengths} input_lengths, {lengths} target_lengths, int blank = 0, "
    "int reduction = at::Reduction::Mean, bool zero_infinity = False)\n" for lengths in ("tuple of ints", "Tensor"))


def ctc_loss(*args, **kwargs):
    """ATen's two overloads (lengths as int lists or as tensors) with an int reduction."""
    bound = inspect.signature(_ctc_loss).bind(*args, **kwargs)
    reduction = bound.arguments.get("reduction", 0)
    if isinstance(reduction, bool) or not isinstance(reduction, int):
        def kind(value):
            return "Tensor" if isinstance(value, Tensor) else type(value).__name__
        got = ", ".join([kind(a) for a in args] + [f"{k}={kind(v)}" for k, v in kwargs.items()])
        raise TypeError(f"ctc_loss() received an invalid combination of arguments - got ({got}), but expected one "
                        f"of:\n{_CTC_LOSS_SIGNATURES}")
    return _ctc_loss(*args, **kwargs)


def _ctc_loss(log_probs, targets, input_lengths, target_lengths, blank=0, reduction=0, zero_infinity=False):
    return F.ctc_loss(log_probs, targets, input_lengths, target_lengths, blank, _REDUCTIONS.get(reduction, "none"),
                      zero_infinity)


def triplet_margin_loss(anchor, positive, negative, margin=1.0, p=2.0, eps=1e-6, swap=False, reduction=0):
    if not isinstance(positive, Tensor):
        raise not_a_tensor('triplet_margin_loss', 'positive', positive, 2, shared=False)
    return _losses_extra.triplet_margin_loss(anchor, positive, negative, margin, p, eps, swap,
                                             reduction=_reduction(reduction, "triplet_margin_loss", 8))


Tensor.prelu = method_of(prelu)
