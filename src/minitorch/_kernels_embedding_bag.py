"""Array kernels of embedding_bag (ATen's _embedding_bag and its backward ops), re-exported by kernels.py.

Modes follow ATen's enum: 0 sum, 1 mean, 2 max. As ATen's CPU kernel, the outputs are the bags, offset2bag
(the bag of each index), bag_size (non-padding indices per bag; zeros in sum mode) and max_indices (the chosen
row per bag and column in max mode, bag_size in mean mode, zeros in sum mode).
"""

from .backends import DTYPE_NAME
from .kernels import _add_at_along

_INDEX_TYPES = {"int64": "Long", "int32": "Int"}
_FLOAT_NAMES = {"float16": "Half", "float32": "Float", "float64": "Double"}
_ALL_NAMES = {"int64": "Long", "int32": "Int", "bool": "Bool", "uint8": "Byte", "int16": "Short", "int8": "Char",
              "float32": "Float", "float64": "Double", "float16": "Half"}


def _tensor_type(a):
    return f"torch.{_ALL_NAMES.get(a.dtype.name, a.dtype.name)}Tensor"


def _check_args(weight, indices, offsets, per_sample_weights):
    for a in (indices, offsets):
        if DTYPE_NAME[a.dtype] not in _INDEX_TYPES:
            raise RuntimeError(f"Expected tensor for argument #1 'indices' to have one of the following scalar types: "
                               f"Long, Int; but got {_tensor_type(a)} instead (while checking arguments for "
                               f"embedding_bag)")
    if DTYPE_NAME[weight.dtype] not in _FLOAT_NAMES:
        raise RuntimeError(f"Expected tensor for argument #1 'weight' to have one of the following scalar types: "
                           f"Half, BFloat16, Float, Double; but got {_tensor_type(weight)} instead (while checking "
                           f"arguments for embedding_bag)")
    if per_sample_weights is not None and per_sample_weights.dtype != weight.dtype:
        raise RuntimeError(f"Expected tensor for argument #1 'weight' to have the same type as tensor for argument #1 "
                           f"'per_sample_weights'; but type {_tensor_type(weight)} does not equal "
                           f"{_tensor_type(per_sample_weights)} (while checking arguments for embedding_bag)")


def _offset2bag(xp, n, offsets, num_bags):
    """ATen's make_offset2bag: a 1 at each bag start, cumulated (so an empty bag owns no index; with
    include_last_offset the last bag runs to the end of the indices)."""
    starts = xp.bincount(offsets[:num_bags], minlength=n + 1)[:n + 1]
    starts[0] -= 1
    return xp.cumsum(starts)[:n]


def embedding_bag(xp, weight, indices, offsets, mode, per_sample_weights, include_last_offset, padding_idx):
    _check_args(weight, indices, offsets, per_sample_weights)
    idx, off = indices.astype("int64"), offsets.astype("int64")
    n, dim = idx.shape[0], weight.shape[1]
    if off.shape[0] and int(off[0]) != 0:
        raise RuntimeError(f"offsets[0] has to be 0, i.e., the first sequence in the mini-batch has to start from "
                           f"position 0. However, got {int(off[0])}\n[ torch.LongTensor{{}} ]")
    if off.shape[0] and int(off[-1]) > n:
        raise RuntimeError(f"offsets[-1] can not be greater than input's length {n} but got offsets[-1] of "
                           f"{int(off[-1])}")
    num_bags = off.shape[0] - 1 if include_last_offset else off.shape[0]
    num_bags = max(num_bags, 0)
    bad = (idx < 0) | (idx >= weight.shape[0])
    if bool(bad.any()):
        raise RuntimeError(f"embedding_bag: Expected idx >= 0 && idx < num_embeddings but found idx to be "
                           f"{int(idx[bad][0])}")
    offset2bag = _offset2bag(xp, n, off, num_bags)
    keep = idx != padding_idx
    bags, rows = offset2bag[keep], idx[keep]
    out = xp.zeros((num_bags, dim), dtype=weight.dtype)
    zeros = xp.zeros(num_bags, dtype="int64")
    if mode == 0:
        vals = weight.take(rows, axis=0)
        if per_sample_weights is not None:
            vals = vals * per_sample_weights[keep][:, None]
        _bag_sums(xp, out, bags, vals)
        return out, offset2bag, zeros, zeros.copy()
    bag_size = xp.bincount(bags, minlength=num_bags)[:num_bags].astype("int64")
    if mode == 1:
        _bag_sums(xp, out, bags, weight.take(rows, axis=0))
        out = out / xp.maximum(bag_size, 1)[:, None].astype(weight.dtype)
        return out, offset2bag, bag_size, bag_size.copy()
    # max: each bag's rows laid out densely (-inf where a bag is shorter); argmax keeps the first maximum,
    # as ATen's strict comparison does
    rank = xp.arange(bags.shape[0]) - xp.searchsorted(bags, bags, side="left")
    width = int(rank.max()) + 1 if rank.shape[0] else 1
    dense = xp.full((num_bags, width, dim), -xp.inf, dtype=weight.dtype)
    dense[bags, rank] = weight[rows]
    dense_rows = xp.zeros((num_bags, width), dtype="int64")
    dense_rows[bags, rank] = rows
    pick = xp.argmax(dense, axis=1)                                   # (bags, dim) positions in the bag
    max_indices = xp.take_along_axis(dense_rows, pick, axis=1)
    out = xp.take_along_axis(dense, pick[:, None, :], axis=1)[:, 0, :]
    empty = bag_size == 0
    out[empty] = 0
    max_indices[empty] = 0
    return out, offset2bag, bag_size, max_indices


def embedding_bag_backward(xp, grad, indices, offset2bag, bag_size, max_indices, num_weights, scale_grad_by_freq,
                           mode, per_sample_weights, padding_idx):
    """The dense weight gradient (ATen's _embedding_bag_dense_backward)."""
    idx = indices.astype("int64")
    out = xp.zeros((num_weights, grad.shape[1]), dtype=grad.dtype)
    if mode == 2:
        full = bag_size > 0
        chosen, cols = max_indices[full], xp.arange(grad.shape[1])
        xp.add.at(out.reshape(-1), (chosen * grad.shape[1] + cols).reshape(-1), grad[full].reshape(-1))
        return out
    keep = idx != padding_idx
    bags, rows = offset2bag[keep], idx[keep]
    g = grad.take(bags, axis=0)
    if per_sample_weights is not None:
        g = g * per_sample_weights[keep][:, None]
    if mode == 1:
        g = g * (1.0 / bag_size[bags][:, None].astype(grad.dtype))  # ATen scales by the reciprocal
    if scale_grad_by_freq:
        # As ATen 2.13's CPU kernel: the s-th distinct index (in sorted order) is divided by the count of
        # sorted_indices[s], which is its own count only while no earlier index repeats.
        counts = xp.bincount(idx, minlength=num_weights)
        distinct = xp.unique(idx)
        freq = xp.ones(num_weights, dtype=counts.dtype)
        freq[distinct] = counts[xp.sort(idx)[:distinct.shape[0]]]
        g = g / freq[rows][:, None].astype(grad.dtype)
    if rows.shape[0]:
        _add_at_along(xp, out, 0, rows, g)
    return out


def _bag_sums(xp, out, bags, values):
    """``out[bag] += value`` for each value in turn (``bags`` sorted), as ATen's loop adds them. Bags of
    similar lengths are laid out densely, zero-padded, and each summed row after row from 0 (bit for bit
    the loop's sums, ~7x faster than add.at); very uneven ones go through one flat add.at."""
    n = bags.shape[0]
    if not n:
        return
    rank = xp.arange(n) - xp.searchsorted(bags, bags, side="left")   # the position of each value in its bag
    width = int(rank.max()) + 1
    if out.shape[0] * width > 4 * n + 1024:
        _add_at_along(xp, out, 0, bags, values)
        return
    dense = xp.zeros((out.shape[0], width) + out.shape[1:], out.dtype)
    dense[bags, rank] = values
    out[...] = xp.add.reduce(dense, axis=1, initial=0)


def embedding_bag_per_sample_weights_backward(xp, grad, weight, indices, offset2bag, mode, padding_idx):
    if mode != 0:
        raise RuntimeError("embedding_bag_backward: per_sample_weights only supported for mode='sum'")
    idx = indices.astype("int64")
    out = (grad[offset2bag] * weight[idx]).sum(axis=1)
    return xp.where(idx != padding_idx, out, xp.zeros((), dtype=out.dtype))
