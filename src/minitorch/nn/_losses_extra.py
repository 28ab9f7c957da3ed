"""More losses of torch.nn.functional, written as ATen and torch/nn/functional.py compose them.

Each one is CompositeImplicitAutograd in PyTorch (ATen's Loss.cpp, or Python in functional.py),
so it records no node of its own: the graph is that of its pieces, and the pieces here are the
same ops in the same order, so ``grad_fn`` names match PyTorch's node for node.

Two details of C++ arithmetic matter for the node names:
- ``tensor + double`` in C++ is ``add.Scalar`` (AddBackward1), unlike Python's ``tensor + float``
  (the float is wrapped into a tensor: AddBackward0). ``_vt.add_Scalar`` / ``_vt.sub_Scalar`` say so.
- ``double - tensor`` in C++ is ``empty_like(t).fill_(s).sub_(t)``: an in-place SubBackward0 whose
  first input is not in the graph (``_scalar_minus``).
"""
import math

import numpy as np

from .._autocast_state import AUTOCAST, autocast_fp32
from .. import _creation
from .._generated import python_functions as _pf
from .._generated import variable_type as _vt
from ..autograd import grad_mode as _grad_mode
from ..autograd.function_utils import check_tensor as _check_tensor
from . import functional as F

# ATen's Loss.cpp: `constexpr float EPSILON = 1e-12;`, widened to double when added to a tensor.
_EPSILON = float(np.float32(1e-12))


# -- reduction arguments --------------------------------------------------------------------------

def _legacy_reduction(size_average, reduce, reduction):
    """PyTorch's _Reduction.legacy_get_string: the legacy pair overrides `reduction`, with a warning."""
    return F._reduction(size_average, reduce, reduction)


def _reduction_enum(size_average, reduce, reduction):
    """The reduction an ATen loss receives (_Reduction.get_enum), checked before any computation."""
    return F._check_reduction(_legacy_reduction(size_average, reduce, reduction))


def _apply_loss_reduction(loss, reduction):
    """ATen's apply_loss_reduction (Loss.cpp): mean / sum of the unreduced loss, or the loss itself."""
    if reduction == "mean":
        return loss.mean()
    if reduction == "sum":
        return loss.sum()
    return loss


def _scalar_minus(value, tensor):
    """C++ `double - Tensor`: empty_like(t).fill_(value).sub_(t), recorded as SubBackward0."""
    return _creation.empty_like(tensor).fill_(value).sub_(tensor)


# -- margin / embedding losses (ATen's Loss.cpp) --------------------------------------------------

def margin_ranking_loss(input1, input2, target, margin=0, size_average=None, reduce=None, reduction="mean"):
    if AUTOCAST.enabled:  # on PyTorch's autocast lists
        input1, input2, target = autocast_fp32(input1, input2, target)
    reduction = _reduction_enum(size_average, reduce, reduction)
    if input1.dim() != input2.dim() or input1.dim() != target.dim():
        raise RuntimeError(f"margin_ranking_loss : All input tensors should have same dimension but got sizes: "
                           f"input1: {input1.size()}, input2: {input2.size()}, target: {target.size()} ")
    # ATen: (-target * (input1 - input2) + margin).clamp_min_(0); `+ margin` is add.Scalar
    output = _vt.add_Scalar(-target * (input1 - input2), margin).clamp_min_(0)
    return _apply_loss_reduction(output, reduction)


def hinge_embedding_loss(input, target, margin=1.0, size_average=None, reduce=None, reduction="mean"):
    _check_tensor("hinge_embedding_loss", "input", input, 1)
    if AUTOCAST.enabled:  # on PyTorch's autocast lists
        input, target = autocast_fp32(input, target)
    reduction = _reduction_enum(size_average, reduce, reduction)
    zeros = _creation.zeros_like(input)
    margin_clamp = _scalar_minus(margin, input).clamp_min_(0)
    output_margin = _vt.where_self(target != 1, margin_clamp, zeros)
    output_self = _vt.where_self(target != -1, input, zeros)
    return _apply_loss_reduction(output_margin + output_self, reduction)


def _check_cosine_embedding_dims(input1, input2, target):
    targ_dim = target.dim()
    if targ_dim not in (0, 1):
        raise RuntimeError("0D or 1D target tensor expected, multi-target not supported")
    want = 2 if targ_dim == 1 else 1
    if input1.dim() != want or input2.dim() != want:
        raise RuntimeError(f"{targ_dim}D target tensor expects {want}D input tensors, but found inputs with sizes "
                           f"{list(input1.shape)} and {list(input2.shape)}.")
    return targ_dim


def cosine_embedding_loss(input1, input2, target, margin=0, size_average=None, reduce=None, reduction="mean"):
    _check_tensor("cosine_embedding_loss", "input1", input1, 1)
    if AUTOCAST.enabled:  # on PyTorch's autocast lists
        input1, input2, target = autocast_fp32(input1, input2, target)
    reduction = _reduction_enum(size_average, reduce, reduction)
    dim = _check_cosine_embedding_dims(input1, input2, target)
    # ATen's cosine, with EPSILON in each squared magnitude (not cosine_similarity's clamp)
    prod_sum = (input1 * input2).sum(dim)
    mag_square1 = _vt.add_Scalar((input1 * input1).sum(dim), _EPSILON)
    mag_square2 = _vt.add_Scalar((input2 * input2).sum(dim), _EPSILON)
    cos = prod_sum / (mag_square1 * mag_square2).sqrt_()
    zeros = _creation.zeros_like(cos)
    pos = _scalar_minus(1, cos)
    neg = _vt.sub_Scalar(cos, margin).clamp_min_(0)
    output = _vt.where_self(target == 1, pos, zeros) + _vt.where_self(target == -1, neg, zeros)
    return _apply_loss_reduction(output, reduction)


def triplet_margin_loss(anchor, positive, negative, margin=1.0, p=2, eps=1e-6, swap=False, size_average=None,
                        reduce=None, reduction="mean"):
    _check_tensor("triplet_margin_loss", "anchor", anchor, 1)
    if AUTOCAST.enabled:  # on PyTorch's autocast lists
        anchor, positive, negative = autocast_fp32(anchor, positive, negative)
    reduction = _reduction_enum(size_average, reduce, reduction)
    if margin <= 0:
        raise ValueError(f"margin must be greater than 0, got {margin}")
    a_dim, p_dim, n_dim = anchor.dim(), positive.dim(), negative.dim()
    if not (a_dim == p_dim and p_dim == n_dim):
        raise RuntimeError(f"The anchor, positive, and negative tensors are expected to have the same number of "
                           f"dimensions, but got: anchor {a_dim}D, positive {p_dim}D, and negative {n_dim}D inputs")
    dist_pos = F.pairwise_distance(anchor, positive, p, eps)
    dist_neg = F.pairwise_distance(anchor, negative, p, eps)
    if swap:  # at::min(a, b) is min.other: MinimumBackward0
        dist_neg = _vt.minimum(dist_neg, F.pairwise_distance(positive, negative, p, eps))
    # ATen: at::clamp_min(margin + dist_pos - dist_neg, 0); `margin + dist_pos` is add.Scalar
    output = _vt.clamp_min(_vt.add_Scalar(dist_pos, margin) - dist_neg, 0)
    return _apply_loss_reduction(output, reduction)


# -- likelihood losses ----------------------------------------------------------------------------

def poisson_nll_loss(input, target, log_input=True, full=False, size_average=None, eps=1e-8, reduce=None,
                     reduction="mean"):
    _check_tensor("poisson_nll_loss", "input", input, 1)
    if AUTOCAST.enabled:  # on PyTorch's autocast lists
        input, target = autocast_fp32(input, target)
    if size_average is not None or reduce is not None:
        reduction = _legacy_reduction(size_average, reduce, reduction)
    reduction = F._check_reduction(reduction)
    if log_input:
        loss = input.exp() - target * input
    else:
        loss = input - target * _vt.add_Scalar(input, eps).log()
    if full:
        # Stirling's term, in ATen's C++ arithmetic: `0.5 * t` and `2 * pi * t` are mul.Scalar
        log_term = _vt.mul_Scalar(_vt.mul_Scalar(target, 2 * math.pi).log(), 0.5)
        stirling_term = target * target.log() - target + log_term
        loss += stirling_term.masked_fill(target <= 1, 0)
    return _apply_loss_reduction(loss, reduction)


def _gaussian_var(input, var):
    """torch/nn/functional.py's checks of `var`, and var shaped to broadcast against `input`."""
    if isinstance(var, float):
        if var < 0:
            raise ValueError("var has negative entry/entries")
        var = var * _creation.ones_like(input)
    elif _pf.any(var < 0):  # torch.any: a TypeError for a var neither float nor tensor, as in PyTorch
        raise ValueError("var has negative entry/entries")
    if var.size() == input.size():  # heteroscedastic
        return var
    if input.size()[:-1] == var.size():  # one variance per row: unsqueezed to broadcast
        return var.unsqueeze(-1)
    mismatched = [v for i, v in zip(input.size(), var.size()) if i != v] if input.dim() == var.dim() else None
    if mismatched is not None and sum(mismatched) == 1:  # a single size-1 dimension, broadcast
        return var
    raise ValueError("var is of incorrect size")


def gaussian_nll_loss(input, target, var, full=False, eps=1e-6, reduction="mean"):
    var = _gaussian_var(input, var)
    if reduction not in ("none", "mean", "sum"):
        raise ValueError(reduction + " is not valid")
    # clamped for stability outside the graph: the gradient flows through the clone unclamped
    var = var.clone()
    with _grad_mode.no_grad():
        var.clamp_(min=eps)
    loss = 0.5 * (var.log() + (input - target) ** 2 / var)
    if full:
        loss += 0.5 * math.log(2 * math.pi)
    return _apply_loss_reduction(loss, reduction)


# -- multi-label ----------------------------------------------------------------------------------

def soft_margin_loss(input, target, size_average=None, reduce=None, reduction="mean"):
    """log(1 + exp(-target * input)), reduced (SoftMarginLossBackward0, as ATen's own op)."""
    _check_tensor("soft_margin_loss", "input", input, 1)
    return _vt.soft_margin_loss(input, target, F._check_reduction(_legacy_reduction(size_average, reduce, reduction)))


def multi_margin_loss(input, target, p=1, margin=1.0, weight=None, size_average=None, reduce=None,
                      reduction="mean"):
    """The multi-class hinge loss (MultiMarginLossBackward0, as ATen's own op); p is 1 or 2."""
    _check_tensor("multi_margin_loss", "input", input, 1)
    reduction = F._check_reduction(_legacy_reduction(size_average, reduce, reduction))
    if p != 1 and p != 2:
        raise ValueError("only p == 1 and p == 2 supported")
    if weight is not None and weight.dim() != 1:
        raise ValueError("weight must be one-dimensional")
    return _vt.multi_margin_loss(input, target, p, margin, weight, reduction)


def multilabel_soft_margin_loss(input, target, weight=None, size_average=None, reduce=None, reduction="mean"):
    _check_tensor("log_sigmoid", "input", input, 1)
    if size_average is not None or reduce is not None:
        reduction = _legacy_reduction(size_average, reduce, reduction)
    loss = -(target * F.logsigmoid(input) + (1 - target) * F.logsigmoid(-input))
    if weight is not None:
        loss = loss * weight
    class_dim = input.dim() - 1
    loss = loss.sum(dim=class_dim) / input.size(class_dim)  # one loss per sample
    if reduction not in ("none", "mean", "sum"):  # checked last, as functional.py does
        raise ValueError(reduction + " is not valid")
    return _apply_loss_reduction(loss, reduction)

