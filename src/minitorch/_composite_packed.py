"""The packed-sequence ops PyTorch writes as composites (aten/src/ATen/native/PackedSequence.cpp):
_pad_packed_sequence and _pack_padded_sequence_backward. Written, like ATen's, as full/zeros followed by
copy_ of blocks into views, so their graphs show PyTorch's CopySlices chains. (_pack_padded_sequence
itself is a yaml op: PackPaddedSequenceBackward0.)"""
from . import _creation, _dtype, kernels
from ._composite import transpose
from ._generated import variable_type as _vt

__all__ = ["_pad_packed_sequence", "_pack_padded_sequence_backward"]


def _pack_padded_sequence_backward(grad, input_size, batch_sizes, batch_first):
    """Scatters the packed gradient back into a zero-padded gradient of the input's shape."""
    size = list(input_size)
    if batch_first:
        if len(size) < 2:
            raise RuntimeError("input_size.size() >= 2 INTERNAL ASSERT FAILED")
        size[0], size[1] = size[1], size[0]
    grad_input = _creation.zeros(size, dtype=grad.dtype, device=grad.device)
    kernels.check_long_tensor(batch_sizes._data)
    offset = 0
    for step, batch in enumerate(batch_sizes.tolist()):
        step_rows = _vt.slice_Tensor(_vt.select_int(grad_input, 0, step), 0, 0, batch)
        step_rows.copy_(_vt.slice_Tensor(grad, 0, offset, offset + batch))
        offset += batch
    return transpose(grad_input, 0, 1) if batch_first else grad_input


def _pad_packed_sequence(data, batch_sizes, batch_first, padding_value, total_length):
    """(padded T x B x * tensor, lengths): each run of equal batch sizes is copied in as one block."""
    kernels.check_long_tensor(batch_sizes._data)
    sizes = batch_sizes.tolist()
    max_batch, real_steps = sizes[0], len(sizes)
    steps = real_steps
    if total_length > 0:
        if total_length < steps:
            raise RuntimeError("Expected total_length to be at least the length of the longest sequence in input, "
                               f"but got total_length={total_length} and max sequence length being {steps}")
        steps = total_length
    rest = list(data.shape[1:])
    output = _creation.full([steps, max_batch] + rest, padding_value, dtype=data.dtype, device=data.device)
    lengths = [0] * max_batch
    offset, prev_batch, prev_step = 0, max_batch, 0
    for step in range(real_steps + 1):
        batch = sizes[step] if step != real_steps else 0
        if batch != prev_batch:
            rows = prev_batch * (step - prev_step)
            block = _vt.view(_vt.slice_Tensor(data, 0, offset, offset + rows), [step - prev_step, prev_batch] + rest)
            target = _vt.slice_Tensor(_vt.slice_Tensor(output, 0, prev_step, step), 1, 0, prev_batch)
            target.copy_(block)
            offset += rows
            prev_step = step
        # the sequences that ended before this step have length `step`
        for index in range(batch, prev_batch):
            lengths[index] = step
        prev_batch = batch
    if batch_first:
        output = transpose(output, 0, 1)
    return output, _creation.tensor(lengths, dtype=_dtype.int64)
