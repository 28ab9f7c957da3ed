"""Small torch-namespace ops around views and copies that need no node of their own: torch.detach /
detach_, adjoint, nonzero_static (the differentiable ``*_copy`` ops and as_strided are yaml entries)."""
from ._generated import variable_type as _vt
from ._tensor import Tensor

__all__ = ["detach", "detach_", "adjoint", "nonzero_static"]


def detach(input):
    return input.detach()


def detach_(input):
    return input.detach_()


def adjoint(input):
    """The conjugate transpose of the last two dims (real tensors: the transpose), a view."""
    if input.dim() < 2:
        raise RuntimeError(f"tensor.adjoint() is only supported on matrices or batches of matrices. Got "
                           f"{input.dim()}-D tensor.")
    return _vt.transpose_int(input, -2, -1)


def nonzero_static(input, *, size, fill_value=-1):
    """``nonzero`` with exactly ``size`` rows: cut short, or padded with ``fill_value``."""
    if size < 0:
        raise RuntimeError("nonzero_static: 'size' must be an non-negative integer")
    found = input.nonzero()
    if found.shape[0] >= size:
        return found[:size].clone()
    pad = found.new_full((size - found.shape[0], input.dim()), fill_value)
    return _vt.cat([found, pad], 0)


Tensor.adjoint = adjoint
Tensor.nonzero_static = nonzero_static
