"""The autograd Function under nn.CrossMapLRN2d (Lua Torch's cross-channel local response normalisation), a
Python Function in PyTorch too, so its backward node is CrossMapLRN2dBackward. Both directions follow that legacy
code: the forward's running window sum never drops channel 0 once it is in (the window grows past size), and the
backward is the formula for a centred window, not the forward's derivative; PyTorch computes these numbers."""
from ...autograd.function import Function


def _stack(ts):
    from ..._generated.python_functions import stack  # the generated ops import nn; resolved on first use
    return stack(ts, 1)


def _window_sums(sq, size):
    """The legacy running sum over channels: channel c adds the square pre_pad - 1 ahead and, for c > pre_pad,
    drops the one pre_pad behind."""
    channels = sq.size(1)
    pre_pad = int((size - 1) / 2 + 1)
    first = sq[:, :min(pre_pad, channels)].sum(1)
    sums = [first]
    for c in range(1, channels):
        cur = sums[-1]
        if c < channels - pre_pad + 1:
            cur = cur + sq[:, c + pre_pad - 1]
        if c > pre_pad:
            cur = cur - sq[:, c - pre_pad]
        sums.append(cur)
    return _stack(sums)


class CrossMapLRN2d(Function):
    @staticmethod
    def forward(ctx, input, size, alpha=1e-4, beta=0.75, k=1):
        if input.dim() != 4:
            raise ValueError(f"CrossMapLRN2d: Expected input to be 4D, got {input.dim()}D instead.")
        ctx.size, ctx.alpha, ctx.beta, ctx.k = size, alpha, beta, k
        ctx.scale = _window_sums(input * input, size) * (alpha / size) + k
        output = ctx.scale.pow(-beta) * input
        ctx.save_for_backward(input, output)
        return output

    @staticmethod
    def backward(ctx, grad_output):
        input, output = ctx.saved_tensors
        size, channels = ctx.size, input.size(1)
        # ratio = grad * output / scale, placed in a zero-padded channel axis; each channel then takes the sum of
        # `size` consecutive padded ratios.
        ratio = grad_output * output / ctx.scale
        offset = int(size - (size - 1) / 2)
        if offset + channels > channels + size - 1:  # size 1: the legacy narrow() runs past the padded buffer
            raise RuntimeError(f"start ({offset}) + length ({channels}) exceeds dimension size "
                               f"({channels + size - 1}).")
        padded = ratio.new_zeros((input.size(0), channels + size - 1) + tuple(input.shape[2:]))
        padded[:, offset:offset + channels] = ratio
        acc = padded[:, :size - 1].sum(1)
        grad_input = ctx.scale.pow(-ctx.beta) * grad_output
        cache = 2 * ctx.alpha * ctx.beta / size
        rows = []
        for c in range(channels):
            acc = acc + padded[:, c + size - 1]
            rows.append(grad_input[:, c] - cache * input[:, c] * acc)
            acc = acc - padded[:, c]
        return _stack(rows), None, None, None, None
