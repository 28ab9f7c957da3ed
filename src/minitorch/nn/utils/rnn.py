"""torch.nn.utils.rnn: PackedSequence, packing and padding of variable-length sequences.

Packing is the op _pack_padded_sequence (PackPaddedSequenceBackward0); padding a packed batch is the
composite _pad_packed_sequence (a CopySlices chain); an unsorted batch is put in order (and back) with
index_select, as in PyTorch, so the graphs show the same nodes.
"""
from collections.abc import Iterable
from typing import NamedTuple, Optional

from ..._tensor import Tensor

__all__ = ["PackedSequence", "invert_permutation", "pack_padded_sequence", "pad_packed_sequence", "pad_sequence",
           "unpad_sequence", "pack_sequence", "unpack_sequence"]


class PackedSequence_(NamedTuple):
    data: Tensor
    batch_sizes: Tensor
    sorted_indices: Optional[Tensor]
    unsorted_indices: Optional[Tensor]


def _bind(optional, fn):
    return None if optional is None else fn(optional)


class PackedSequence(PackedSequence_):
    """The steps of a batch of sequences, time step after time step (``data``), with the number of
    sequences still running at each step (``batch_sizes``, a CPU int64 tensor) and, for a batch that was
    sorted by length, the permutation that sorted it and its inverse. Made by pack_padded_sequence and
    pack_sequence, not by hand."""

    def __new__(cls, data, batch_sizes=None, sorted_indices=None, unsorted_indices=None):
        return super().__new__(cls, *_packed_sequence_init_args(data, batch_sizes, sorted_indices,
                                                                unsorted_indices))

    def to(self, *args, **kwargs):
        """Converts ``data`` as Tensor.to does (the index tensors follow it to its device; batch_sizes stays
        on the CPU); returns self when ``data`` is unchanged."""
        data = self.data.to(*args, **kwargs)
        if data is self.data:
            return self

        def follow(t):
            return t.to(data.device)
        return type(self)(data, self.batch_sizes, _bind(self.sorted_indices, follow),
                          _bind(self.unsorted_indices, follow))

    def cuda(self, *args, **kwargs):
        probe = self.data.new_empty(0).to(*args, **kwargs)
        if not probe.is_cuda:
            kwargs["device"] = "cuda"
        return self.to(*args, **kwargs)

    def cpu(self, *args, **kwargs):
        probe = self.data.new_empty(0).to(*args, **kwargs)
        if probe.device.type != "cpu":
            kwargs["device"] = "cpu"
        return self.to(*args, **kwargs)

    def double(self):
        return self.to(dtype=_dtypes().float64)

    def float(self):
        return self.to(dtype=_dtypes().float32)

    def half(self):
        return self.to(dtype=_dtypes().float16)

    def long(self):
        return self.to(dtype=_dtypes().int64)

    def int(self):
        return self.to(dtype=_dtypes().int32)

    def short(self):
        return self.to(dtype=_dtypes().int16)

    def char(self):
        return self.to(dtype=_dtypes().int8)

    def byte(self):
        return self.to(dtype=_dtypes().uint8)

    @property
    def is_cuda(self):
        return self.data.is_cuda

    def is_pinned(self):
        # minitorch has no pinned host memory: nothing is pinned
        is_pinned = getattr(self.data, "is_pinned", None)
        return False if is_pinned is None else is_pinned()


def _dtypes():
    from ... import _dtype
    return _dtype


def _packed_sequence_init_args(data, batch_sizes=None, sorted_indices=None, unsorted_indices=None):
    if unsorted_indices is None:
        unsorted_indices = invert_permutation(sorted_indices)
    if batch_sizes is not None:
        if batch_sizes.device.type != "cpu":
            raise ValueError("batch_sizes should always be on CPU. Instances of PackedSequence should never be "
                             "created manually. They should be instantiated by functions like pack_sequence and "
                             "pack_padded_sequences in nn.utils.rnn. "
                             "https://pytorch.org/docs/stable/nn.html#torch.nn.utils.rnn.pack_sequence")
        return data, batch_sizes, sorted_indices, unsorted_indices
    # PackedSequence((data, batch_sizes), sorted_indices=...)
    if not (isinstance(data, (list, tuple)) and len(data) == 2):
        raise AssertionError("Expected data to be a list or tuple of length 2")
    return data[0], data[1], sorted_indices, unsorted_indices


def invert_permutation(permutation):
    """The inverse of a 1-D permutation tensor (None for None)."""
    if permutation is None:
        return None
    from ... import arange, empty_like
    output = empty_like(permutation)
    output.scatter_(0, permutation, arange(0, permutation.numel(), device=permutation.device))
    return output


def pack_padded_sequence(input, lengths, batch_first=False, enforce_sorted=True):
    """Packs a padded ``T x B x *`` (``B x T x *`` if batch_first) batch whose sequences have ``lengths``.
    Lengths must be sorted longest first unless ``enforce_sorted=False``, which sorts the batch."""
    from ... import _dtype, as_tensor, sort
    from ..._generated import variable_type as _vt
    if not isinstance(lengths, Tensor):
        lengths = as_tensor(lengths, dtype=_dtype.int64, device="cpu")
    else:
        lengths = lengths.to(dtype=_dtype.int64)
    if enforce_sorted:
        sorted_indices = None
    else:
        lengths, sorted_indices = sort(lengths, descending=True)
        sorted_indices = sorted_indices.to(input.device)
        input = input.index_select(0 if batch_first else 1, sorted_indices)
    data, batch_sizes = _vt._pack_padded_sequence(input, lengths, batch_first)
    return PackedSequence(data, batch_sizes, sorted_indices, None)


def pad_packed_sequence(sequence, batch_first=False, padding_value=0.0, total_length=None):
    """The padded batch of a PackedSequence and each sequence's length, in the batch's original order."""
    from ... import _pad_packed_sequence
    max_seq_length = sequence.batch_sizes.size(0)
    if total_length is not None:
        if total_length < max_seq_length:
            raise ValueError("Expected total_length to be at least the length of the longest sequence in input, "
                             f"but got total_length={total_length} and max sequence length being {max_seq_length}")
        max_seq_length = total_length
    padded, lengths = _pad_packed_sequence(sequence.data, sequence.batch_sizes, batch_first, padding_value,
                                           max_seq_length)
    unsorted_indices = sequence.unsorted_indices
    if unsorted_indices is not None:
        return padded.index_select(0 if batch_first else 1, unsorted_indices), lengths[unsorted_indices.cpu()]
    return padded, lengths


def pad_sequence(sequences, batch_first=False, padding_value=0.0, padding_side="right"):
    """Stack variable-length ``L x *`` tensors into ``T x B x *`` (``B x T x *`` if batch_first).

    Like ATen's kernel: fill a tensor with padding_value, then copy_ each sequence into a view of it,
    so the result's graph is a chain of CopySlices nodes, one per sequence that requires grad.
    """
    from ... import full  # at call time: the package is fully imported by then
    if not isinstance(sequences, Iterable):
        raise RuntimeError("pad_sequence: Expected iterable for input sequences, but got arg of type: "
                           f"{type(sequences)}")
    sequences = tuple(sequences)
    if len(sequences) == 0:
        raise RuntimeError("received an empty list of sequences")
    first = sequences[0]
    max_len = max(seq.size(0) for seq in sequences)
    batch = [len(sequences), max_len] if batch_first else [max_len, len(sequences)]
    out = full(batch + list(first.shape[1:]), padding_value, dtype=first.dtype, device=first.device)
    if padding_side not in ("left", "right"):
        raise RuntimeError(f"Expected padding_side to be one of left or right, but got {padding_side}.")
    for i, seq in enumerate(sequences):
        length = seq.size(0)
        start = max_len - length if padding_side == "left" else 0
        if batch_first:
            out.select(0, i).narrow(0, start, length).copy_(seq)
        else:
            out.narrow(0, start, length).select(1, i).copy_(seq)
    return out


def unpad_sequence(padded_sequences, lengths, batch_first=False):
    """The list of sequences of a padded batch, each cut to its length. Like PyTorch, a time-major batch
    is transposed in place (so the caller's tensor is changed)."""
    from ... import arange
    if not batch_first:
        padded_sequences.transpose_(0, 1)
    steps = arange(padded_sequences.shape[1], device=lengths.device)
    return [seq[steps < length] for seq, length in zip(padded_sequences, lengths, strict=True)]


def pack_sequence(sequences, enforce_sorted=True):
    """pad_sequence then pack_padded_sequence of a list of ``L x *`` sequences."""
    from ... import as_tensor
    lengths = as_tensor([v.size(0) for v in sequences])
    return pack_padded_sequence(pad_sequence(sequences), lengths, enforce_sorted=enforce_sorted)


def unpack_sequence(packed_sequences):
    """The list of sequences of a PackedSequence, in the original order."""
    padded_sequences, lengths = pad_packed_sequence(packed_sequences, batch_first=True)
    return unpad_sequence(padded_sequences, lengths, batch_first=True)
