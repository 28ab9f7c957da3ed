"""Small torch-namespace ops around views and copies that need no node of their own: torch.detach /
detach_, adjoint, nonzero_static (the differentiable ``*_copy`` ops and as_strided are yaml entries)."""
from ._composite_shape import matrix_transpose
from ._generated import variable_type as _vt
from ._tensor import Tensor
from .autograd.function_utils import not_a_tensor

__all__ = ["detach", "detach_", "adjoint", "nonzero_static", "as_strided_scatter"]


def detach(input):
    if not isinstance(input, Tensor):
        raise not_a_tensor('detach', 'input', input, 1, shared=False)
    return input.detach()


def detach_(input):
    if not isinstance(input, Tensor):
        raise not_a_tensor('detach_', 'input', input, 1, shared=False)
    return input.detach_()


def adjoint(input):
    """The conjugate transpose of the last two dims (real tensors: the transpose), a view."""
    if not isinstance(input, Tensor):
        raise not_a_tensor('adjoint', 'input', input, 1, shared=False)
    return matrix_transpose(input, "adjoint()")


def nonzero_static(input, *, size, fill_value=-1):
    """``nonzero`` with exactly ``size`` rows: cut short, or padded with ``fill_value``."""
    if size < 0:
        raise RuntimeError("nonzero_static: 'size' must be an non-negative integer")
    found = input.nonzero()
    if found.shape[0] >= size:
        return found[:size].clone()
    pad = found.new_full((size - found.shape[0], input.dim()), fill_value)
    return _vt.cat([found, pad], 0)


# ATen's as_strided_scatter asserts this (its formula reads the input's storage as if contiguous).
_SCATTER_NEEDS_CONTIGUOUS = (
    '!self.requires_grad() || self.is_contiguous() INTERNAL ASSERT FAILED at '
    '"/__w/pytorch/pytorch/aten/src/ATen/native/TensorShape.cpp":4754, please report a bug to PyTorch. '
    'as_strided_scatter is currently only supported for contiguous inputs')


def as_strided_scatter(input, src, size, stride, storage_offset=None):
    if input.requires_grad and not input.is_contiguous():
        raise RuntimeError(_SCATTER_NEEDS_CONTIGUOUS)
    return _vt.as_strided_scatter(input, src, size, stride, storage_offset)


Tensor.as_strided_scatter = as_strided_scatter
Tensor.adjoint = adjoint
Tensor.nonzero_static = nonzero_static
