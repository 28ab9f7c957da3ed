"""pad_sequence (torch.nn.utils.rnn.pad_sequence)."""
from collections.abc import Iterable

__all__ = ["pad_sequence"]


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
