"""F.embedding_bag: PyTorch's Python-level checks and argument handling over ATen's _embedding_bag
(EmbeddingBagBackward0), and the max_norm renormalisation it applies to the weight first."""
import warnings

from .. import _creation
from .._dtype import int64
from .._generated import variable_type as _vt
from .._tensor import Tensor
from ..backends import array_module

_MODES = {"sum": 0, "mean": 1, "max": 2}


def _no_grad_embedding_renorm_(weight, input, max_norm, norm_type):
    """ATen's embedding_renorm_ on weight.detach(): each looked-up row whose norm exceeds max_norm is scaled
    to max_norm / (norm + 1e-7) of itself, in place (the weight's version counter moves)."""
    data = weight._data
    xp = array_module(data)
    rows = xp.unique(input._data.reshape(-1).astype("int64"))
    n = data.shape[0]
    if rows.size and (int(rows[0]) < -n or int(rows[-1]) >= n):  # ATen selects each row (sorted): its error
        bad = int(rows[(rows < -n) | (rows >= n)][0])
        raise IndexError(f"select(): index {bad} out of range for tensor of size {list(data.shape)} at dimension 0")
    norms = xp.linalg.norm(data[rows].astype("float64"), ord=norm_type, axis=1)
    scale = xp.where(norms > max_norm, max_norm / (norms + 1e-7), 1.0)
    data[rows] = (data[rows] * scale[:, None]).astype(data.dtype)
    weight._bump_version()


def _padding_idx(padding_idx, num_embeddings):
    """ATen's embedding_bag.padding_idx: -1 for none, a negative index counted from the end."""
    if padding_idx is None:
        return -1
    if not -num_embeddings <= padding_idx < num_embeddings:
        raise RuntimeError(f"padding_idx must be within the number of embeddings, -{num_embeddings} through "
                           f"{num_embeddings - 1}, but got {padding_idx}")
    return padding_idx % num_embeddings


def _type_str(value):
    return "<class 'torch.Tensor'>" if isinstance(value, Tensor) else str(type(value))


def embedding_bag(input, weight, offsets=None, max_norm=None, norm_type=2, scale_grad_by_freq=False, mode="mean",
                  sparse=False, per_sample_weights=None, include_last_offset=False, padding_idx=None):
    if weight.dtype is int64 and input.is_floating_point():
        warnings.warn("Argument order of nn.functional.embedding_bag was changed. Usage `embedding_bag(weight, "
                      "input, ...)` is deprecated, and should now be `embedding_bag(input, weight, ...)`.",
                      stacklevel=2)
        weight, input = input, weight
    if per_sample_weights is not None and input.size() != per_sample_weights.size():
        raise ValueError(f"embedding_bag: If per_sample_weights ({per_sample_weights.shape}) is not None, then it "
                         f"must have the same shape as the input ({input.shape})")
    if weight.dim() != 2:
        raise ValueError(f"weight has to be a 2D Tensor, but got Tensor of dimension {weight.dim()}")
    if input.dim() == 2:
        if offsets is not None:
            raise ValueError("if input is 2D, then offsets has to be None, as input is treated is a mini-batch of "
                             "fixed length sequences. However, found offsets of type "
                             f"{_type_str(offsets)}")
        # each row a bag: offsets every row length, in the input's own dtype
        offsets = _creation.arange(0, input.numel(), input.size(1), dtype=input.dtype, device=input.device)
        include_last_offset = False
        input = input.reshape(-1)
        if per_sample_weights is not None:
            per_sample_weights = per_sample_weights.reshape(-1)
    elif input.dim() == 1:
        if offsets is None:
            raise ValueError("offsets has to be a 1D Tensor but got None")
        if offsets.dim() != 1:
            raise ValueError("offsets has to be a 1D Tensor")
    else:
        raise ValueError(f"input has to be 1D or 2D Tensor, but got Tensor of dimension {input.dim()}")
    if mode not in _MODES:
        raise ValueError("mode has to be one of sum, mean or max")
    if mode == "max":
        if scale_grad_by_freq:
            raise ValueError("max mode does not support scaling the gradient by the frequency")
        if sparse:
            raise ValueError("max mode does not support sparse weights")
    if max_norm is not None:
        _no_grad_embedding_renorm_(weight, input, max_norm, norm_type)
    if per_sample_weights is not None and mode != "sum":
        raise NotImplementedError("embedding_bag: per_sample_weights was not None. per_sample_weights is only "
                                  f"supported for mode='sum' (got mode='{mode}'). Please open a feature request on "
                                  "GitHub.")
    padding_idx = _padding_idx(padding_idx, weight.shape[0])
    return _vt._embedding_bag(weight, input, offsets, scale_grad_by_freq, _MODES[mode], sparse, per_sample_weights,
                              include_last_offset, padding_idx)[0]


def embedding_bag_op(weight, indices, offsets, scale_grad_by_freq=False, mode=0, sparse=False,
                     per_sample_weights=None, include_last_offset=False, padding_idx=None):
    """torch.embedding_bag: ATen's four outputs (bags, offset2bag, bag_size, max_indices)."""
    padding_idx = _padding_idx(padding_idx, weight.shape[0])
    return _vt._embedding_bag(weight, indices, offsets, scale_grad_by_freq, mode, sparse, per_sample_weights,
                              include_last_offset, padding_idx)
