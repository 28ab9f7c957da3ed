"""More of torch.nn.functional, written as PyTorch writes them: rms_norm (ATen's composite),
local_response_norm, lp_pool1d/2d/3d, alpha dropout, max_pool1d_with_indices, max_unpool1d/2d/3d,
gumbel_softmax, triplet_margin_with_distance_loss and the deprecated upsample wrappers. Each is a
composition of existing ops, so a graph shows the nodes PyTorch's does."""
import math
import numbers
import warnings

from .._autocast_state import AUTOCAST, autocast_cast, autocast_fp32
from .. import _creation, _dtype
from .._memory_format import legacy_contiguous_format
from .._generated import variable_type as _vt
from ..autograd.function_utils import check_tensor as _check_tensor
from .._generated import python_functions as _pf
from . import functional as F
from .._tensor import Tensor as _Tensor
from ..autograd.function_utils import not_a_tensor
from .._python_arg_parser import int_list, number_arg


def _dtype_name(tensor):
    from .._tensor import _SCALAR_TYPE_NAME
    return _SCALAR_TYPE_NAME[tensor._data.dtype.name]


def _ntuple(v, n):
    return tuple(v) if isinstance(v, (list, tuple)) else (v,) * n


# -- normalization --------------------------------------------------------------------------------

def rms_norm(input, normalized_shape, weight=None, eps=None):
    """ATen's rms_norm: x * rsqrt(mean(x^2 over the normalized dims) + eps) [* weight], computed in the
    op-math dtype (float32 for half inputs) and cast back; eps defaults to that dtype's machine epsilon."""
    # PyTorch's parser checks the arguments in order: input, normalized_shape, weight, eps
    _check_tensor("rms_norm", "input", input, 1)
    shape = int_list("rms_norm", "normalized_shape", normalized_shape, 2)  # (an int too is PyTorch's TypeError)
    if not isinstance(weight, _Tensor) and weight is not None:
        raise not_a_tensor('rms_norm', 'weight', weight, 3, shared=False)
    if eps is not None and type(eps) is not float:
        from .._python_arg_parser import check_numbers
        check_numbers("rms_norm", (("eps", eps, 4, "float"),))
    if AUTOCAST.enabled:  # on PyTorch's autocast lists
        input, weight = autocast_cast({"cuda": "fp32"}, input, weight)
    if not shape:
        raise RuntimeError("Expected normalized_shape to be at least 1-dimensional, i.e., containing at least one "
                           f"element, but got normalized_shape = {list(shape)}")
    if weight is not None and tuple(weight.shape) != shape:
        raise RuntimeError(f"Expected weight to be of same shape as normalized_shape, but got weight of shape "
                           f"{list(weight.shape)} and normalized_shape = {list(shape)}")
    if input.dim() < len(shape):
        raise ValueError(f"Input tensor must have at least {len(shape)} dimensions, but got {input.dim()}")
    if tuple(input.shape[input.dim() - len(shape):]) != shape:
        raise RuntimeError(f"Given normalized_shape={list(shape)}, expected input with shape "
                           f"[*{', '.join(map(str, shape))}], but got input of size{list(input.shape)}")
    if not (input.is_floating_point() or input.is_complex()):
        raise NotImplementedError(f'"rms_norm" not implemented for \'{_dtype_name(input)}\'')
    opmath = _dtype.float32 if input.dtype == _dtype.float16 else input.dtype
    if eps is None:
        eps = _dtype.finfo(opmath).eps
    x = input.to(opmath)
    dims = [input.dim() - 1 - i for i in range(len(shape))]  # ATen lists them innermost first
    result = (x * _vt.add_Scalar(x.pow(2).mean(dims, keepdim=True), eps).rsqrt()).type_as(input)
    return result if weight is None else result * weight


def local_response_norm(input, size, alpha=1e-4, beta=0.75, k=1.0):
    """Each value divided by (k + alpha * mean of the squares over ``size`` neighbouring channels) ** beta,
    the mean taken by an average pool over the zero-padded channel dim."""
    dim = input.dim()
    if dim < 3:
        # (PyTorch's message has the indentation of a continued source line in it)
        raise ValueError(f"Expected 3D or higher dimensionality{' ' * 26}input (got {dim} dimensions)")
    if input.numel() == 0:
        return input
    div = input.mul(input)
    if dim == 3:
        div = F.pad(div.unsqueeze(1), (0, 0, size // 2, (size - 1) // 2))
        div = F.avg_pool2d(div, (size, 1), stride=1).squeeze(1)
    else:
        sizes = input.size()
        div = div.view(sizes[0], 1, sizes[1], sizes[2], -1)
        div = F.pad(div, (0, 0, 0, 0, size // 2, (size - 1) // 2))
        div = F.avg_pool3d(div, (size, 1, 1), stride=1).squeeze(1).view(sizes)
    div = div.mul(alpha).add(k).pow(beta)
    return input / div


# -- pooling --------------------------------------------------------------------------------------

def _lp_pool(input, norm_type, kernel_size, stride, ceil_mode, n):
    """The p-norm of each window: the average pool of x^p times the window size, to the power 1/p (the
    sign * relu(abs) keeps a negative average from an odd p at zero gradient, as PyTorch's)."""
    pools = {1: (F.max_pool1d, F.avg_pool1d), 2: (F.max_pool2d, F.avg_pool2d), 3: (F.max_pool3d, F.avg_pool3d)}
    max_pool, avg_pool = pools[n]
    if isinstance(norm_type, (int, float)):
        if norm_type == math.inf:
            return max_pool(input.abs(), kernel_size, stride, 0, 1, ceil_mode)
        if norm_type == -math.inf:
            return -max_pool(-input.abs(), kernel_size, stride, 0, 1, ceil_mode)
    if stride is not None:
        out = avg_pool(input.pow(norm_type), kernel_size, stride, 0, ceil_mode)
    else:
        out = avg_pool(input.pow(norm_type), kernel_size, padding=0, ceil_mode=ceil_mode)
    window = kernel_size if n == 1 else math.prod(_ntuple(kernel_size, n))
    return (out.sign() * F.relu(out.abs())).mul(window).pow(1.0 / norm_type)


def lp_pool1d(input, norm_type, kernel_size, stride=None, ceil_mode=False):
    return _lp_pool(input, norm_type, kernel_size, stride, ceil_mode, 1)


def lp_pool2d(input, norm_type, kernel_size, stride=None, ceil_mode=False):
    return _lp_pool(input, norm_type, kernel_size, stride, ceil_mode, 2)


def lp_pool3d(input, norm_type, kernel_size, stride=None, ceil_mode=False):
    return _lp_pool(input, norm_type, kernel_size, stride, ceil_mode, 3)


def max_pool1d_with_indices(input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False,
                            return_indices=False):
    _check_tensor("max_pool1d_with_indices", "input", input, 1)
    return F.max_pool1d(input, kernel_size, stride, padding, dilation, ceil_mode, return_indices=True)


def _unpool_output_size(input, kernel_size, stride, padding, output_size):
    input_size = input.size()
    n = len(kernel_size)
    default = [(input_size[-n + d] - 1) * stride[d] + kernel_size[d] - 2 * padding[d] for d in range(n)]
    if output_size is None:
        return default
    if len(output_size) == n + 2:
        output_size = output_size[2:]
    if len(output_size) != n:
        raise ValueError(f"output_size should be a sequence containing {n} or {n + 2} elements, but it has a "
                         f"length of '{len(output_size)}'")
    for d in range(n):
        low, high = default[d] - stride[d], default[d] + stride[d]
        if not low < output_size[d] < high:
            raise ValueError(f'invalid output_size "{output_size}" (dim {d} must be between {low} and {high})')
    return output_size


def _unpool_args(kernel_size, stride, padding, n):
    kernel_size = _ntuple(kernel_size, n)
    return kernel_size, (_ntuple(stride, n) if stride is not None else kernel_size), _ntuple(padding, n)


def max_unpool1d(input, indices, kernel_size, stride=None, padding=0, output_size=None):
    kernel_size, stride, padding = _unpool_args(kernel_size, stride, padding, 1)
    size = list(_unpool_output_size(input, kernel_size, stride, padding, output_size)) + [1]
    return _vt.max_unpool2d(input.unsqueeze(-1), indices.unsqueeze(-1), size).squeeze(-1)


def max_unpool2d(input, indices, kernel_size, stride=None, padding=0, output_size=None):
    kernel_size, stride, padding = _unpool_args(kernel_size, stride, padding, 2)
    return _vt.max_unpool2d(input, indices, _unpool_output_size(input, kernel_size, stride, padding, output_size))


def max_unpool3d(input, indices, kernel_size, stride=None, padding=0, output_size=None):
    kernel_size, stride, padding = _unpool_args(kernel_size, stride, padding, 3)
    size = _unpool_output_size(input, kernel_size, stride, padding, output_size)
    return _vt.max_unpool3d(input, indices, size, stride, padding)


# -- dropout --------------------------------------------------------------------------------------

def _alpha_dropout(input, p, training, inplace, feature):
    """F.alpha_dropout / F.feature_alpha_dropout: torch.alpha_dropout's computation (MulBackward0 then
    AddBackward0), after nn.functional's own check of ``p``."""
    from .._functional_aliases import _dropout_impl  # loads after nn
    if p < 0.0 or p > 1.0:
        raise ValueError(f"dropout probability has to be between 0 and 1, but got {p}")
    op = ("feature_alpha_dropout" if feature else "alpha_dropout") + ("_" if inplace else "")
    _check_tensor(op, "input", input, 1)
    if training is not True and training is not False:
        raise F._not_a_bool(op, "train", training, 3)
    return _dropout_impl(input, p, training, feature, True, inplace)


def alpha_dropout(input, p=0.5, training=False, inplace=False):
    return _alpha_dropout(input, p, training, inplace, feature=False)


def feature_alpha_dropout(input, p=0.5, training=False, inplace=False):
    return _alpha_dropout(input, p, training, inplace, feature=True)


# -- sampling, losses, upsampling ----------------------------------------------------------------

def gumbel_softmax(logits, tau=1, hard=False, eps=1e-10, dim=-1):
    if eps != 1e-10:
        warnings.warn("`eps` parameter is deprecated and has no effect.", stacklevel=2)
    # -log of Exp(1) samples are Gumbel(0, 1); they carry no gradient. Drawn in index order whatever the logits'
    # layout (PyTorch's empty_like with legacy_contiguous_format)
    gumbels = -_creation.empty_like(logits, memory_format=legacy_contiguous_format).exponential_().log()
    try:
        y_soft = ((logits + gumbels) / tau).softmax(dim)
    except TypeError:
        F._method_dim("softmax", dim)  # PyTorch's calls the method: dim is its 1st argument
        raise
    if not hard:
        return y_soft
    index = y_soft.max(dim, keepdim=True)[1]
    y_hard = _creation.zeros_like(logits).scatter_(dim, index, 1.0)
    return y_hard - y_soft.detach() + y_soft


def triplet_margin_with_distance_loss(anchor, positive, negative, *, distance_function=None, margin=1.0,
                                      swap=False, reduction="mean"):
    if reduction not in ("mean", "sum", "none"):
        raise ValueError(f"{reduction} is not a valid value for reduction")
    if margin <= 0:
        raise ValueError(f"margin must be greater than 0, got {margin}")
    a_dim, p_dim, n_dim = anchor.ndim, positive.ndim, negative.ndim
    if not (a_dim == p_dim and p_dim == n_dim):
        raise RuntimeError(f"The anchor, positive, and negative tensors are expected to have the same number of "
                           f"dimensions, but got: anchor {a_dim}D, positive {p_dim}D, and negative {n_dim}D inputs")
    if distance_function is None:
        distance_function = F.pairwise_distance
    dist_pos = distance_function(anchor, positive)
    dist_neg = distance_function(anchor, negative)
    if swap:
        dist_neg = _vt.minimum(dist_neg, distance_function(positive, negative))
    loss = (margin + dist_pos - dist_neg).clamp_min(0)
    if reduction == "sum":
        return loss.sum()
    if reduction == "mean":
        return loss.mean()
    return loss


def upsample(input, size=None, scale_factor=None, mode="nearest", align_corners=None):
    warnings.warn("`nn.functional.upsample` is deprecated. Use `nn.functional.interpolate` instead.", stacklevel=2)
    return F.interpolate(input, size, scale_factor, mode, align_corners)


def upsample_bilinear(input, size=None, scale_factor=None):
    warnings.warn("`nn.functional.upsample_bilinear` is deprecated. Use `nn.functional.interpolate` instead.",
                  stacklevel=2)
    return F.interpolate(input, size, scale_factor, mode="bilinear", align_corners=True)


# -- ops with a node of their own, behind PyTorch's Python-level checks --------------------------

channel_shuffle = _pf.channel_shuffle  # ChannelShuffleBackward0 (the public layer: its check of the input)
native_channel_shuffle = _pf.native_channel_shuffle  # no formula: PyTorch's NotImplemented node


def pdist(input, p=2):
    """torch.pdist: the distances of all pairs of rows (PdistBackward0 over a contiguous input)."""
    _check_tensor("pdist", "input", input, 1)
    if isinstance(p, _Tensor):  # PyTorch's parser: a 0-dim one by its value, else its TypeError
        p = number_arg("pdist", "p", p, 2, kind="float")
    elif not isinstance(p, numbers.Real):
        raise TypeError(f"pdist(): argument 'p' (position 2) must be float, not {type(p).__name__}")
    if AUTOCAST.enabled:  # on PyTorch's autocast lists
        input, = autocast_cast({"cuda": "fp32"}, input)
    if input.dim() != 2:
        raise RuntimeError(f"pdist only supports 2D tensors, got: {input.dim()}D")
    if not input.is_floating_point():
        raise RuntimeError("pdist only supports floating-point dtypes")
    if p < 0:
        raise RuntimeError("pdist only supports non-negative p values")
    return _vt._pdist_forward(input.contiguous(), float(p))  # ATen's `float p`: the node saves 2.0, not 2


def multilabel_margin_loss(input, target, size_average=None, reduce=None, reduction="mean"):
    _check_tensor("multilabel_margin_loss", "input", input, 1)
    if AUTOCAST.enabled:  # on PyTorch's autocast lists
        input, target = autocast_fp32(input, target)
    reduction = F._check_reduction(F._reduction(size_average, reduce, reduction))
    return _vt.multilabel_margin_loss_forward(input, target, reduction)[0]


def _lengths(lengths, name):
    if hasattr(lengths, "dtype"):  # a tensor of lengths: ATen's ctc_loss.Tensor converts it to a list
        if lengths.is_floating_point() or lengths.dtype == _dtype.bool or lengths.is_complex():
            raise RuntimeError(f"{name} must be integral")
        return [int(v) for v in lengths.reshape(-1).tolist()]
    return [int(v) for v in lengths]


def ctc_loss(log_probs, targets, input_lengths, target_lengths, blank=0, reduction="mean", zero_infinity=False):
    """ATen's ctc_loss: _ctc_loss's per-sample losses (CtcLossBackward0), infinite ones zeroed on request,
    then 'mean' divides each by its target length (at least 1) before the batch mean."""
    if AUTOCAST.enabled:  # on CPU's fp32 list
        log_probs, targets = autocast_cast({"cpu": "fp32"}, log_probs, targets)
    reduction = F._check_reduction(reduction)
    input_lengths = _lengths(input_lengths, "input_lengths")
    target_lengths = _lengths(target_lengths, "target_lengths")
    batched = log_probs.dim() == 3
    if not batched:
        log_probs = log_probs.unsqueeze(1)
        targets = targets.unsqueeze(0) if targets.dim() == 1 else targets
    res = _vt._ctc_loss(log_probs, targets.to(_dtype.long), input_lengths, target_lengths, blank, zero_infinity)[0]
    if zero_infinity:
        res = _vt.where_self(res == math.inf, _creation.zeros((), dtype=res.dtype), res)
    if reduction == "mean":
        lengths = _creation.tensor(target_lengths, dtype=res.dtype).clamp_min(1)
        return (res / lengths).mean()
    if reduction == "sum":
        return res.sum()
    return res if batched else res.squeeze(0)


# -- the same ops under their torch.* names ---------------------------------------------------------

def _torch_alpha_dropout(input, p, train):
    return alpha_dropout(input, p, train)


def _torch_alpha_dropout_(input, p, train):
    return alpha_dropout(input, p, train, inplace=True)


def _torch_feature_alpha_dropout(input, p, train):
    return feature_alpha_dropout(input, p, train)


def _torch_feature_alpha_dropout_(input, p, train):
    return feature_alpha_dropout(input, p, train, inplace=True)


def _torch_max_pool1d_with_indices(input, kernel_size, stride=(), padding=0, dilation=1, ceil_mode=False):
    return max_pool1d_with_indices(input, kernel_size, stride if stride not in ((), []) else None, padding,
                                   dilation, ceil_mode)


def _named(fn, name):
    fn.__name__ = fn.__qualname__ = name
    return fn


TORCH_FUNCTIONS = {name: _named(fn, name) for name, fn in (
    ("alpha_dropout", _torch_alpha_dropout), ("alpha_dropout_", _torch_alpha_dropout_),
    ("feature_alpha_dropout", _torch_feature_alpha_dropout),
    ("feature_alpha_dropout_", _torch_feature_alpha_dropout_),
    ("max_pool1d_with_indices", _torch_max_pool1d_with_indices))}
