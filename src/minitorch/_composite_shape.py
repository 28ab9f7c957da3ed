"""Composite shape, indexing and linear-algebra ops (PyTorch's CompositeImplicitAutograd):
public functions written over the generated ops, so their graphs show the node names
PyTorch shows (``tile`` records RepeatBackward0, ``narrow`` SliceBackward0, ``outer``
MulBackward0 over ViewBackward0, ``tensordot`` ViewBackward0 over MmBackward0, ...)."""
import builtins
import collections.abc
import functools
import math
import numbers
import sys
import warnings

import numpy

from ._autocast_state import AUTOCAST, autocast_cast, autocast_composite, autocast_fp32
from . import _creation, _dtype, _strided, backends
from ._composite import _broadcast_batch, flatten, reshape, view
from ._python_arg_parser import (_is_int, check_bools, int_arg, int_list, int_list_varargs, numpy_keywords, tensor_list,
                                  tensor_varargs)
from .autograd.function_utils import check_tensor, method_of
from ._generated import variable_type as _vt
from ._invalid_arguments import raise_invalid_call
from ._memory_format import contiguous
from ._tensor import Size as _Size, Tensor
from . import kernels as _K
from .kernels import _type_name
from .autograd.function_utils import not_a_tensor

__all__ = ["unflatten", "broadcast_to", "broadcast_tensors", "broadcast_shapes", "cross", "diag", "diff", "kron", "meshgrid", "tril_indices", "triu_indices",
           "tile", "hstack", "vstack", "dstack", "atleast_1d", "atleast_2d",
           "atleast_3d", "cat", "concat", "concatenate", "split", "chunk", "unsafe_chunk", "tensor_split",
           "hsplit", "vsplit", "dsplit", "column_stack", "row_stack", "fliplr", "flipud", "repeat_interleave", "cdist",
           "narrow", "take_along_dim", "movedim", "moveaxis", "swapdims", "outer", "ger", "tensordot", "det",
           "inverse", "unique", "unique_consecutive", "pad", "ravel"]



def _is_int(x):
    return isinstance(x, numbers.Integral) and not isinstance(x, builtins.bool)


def _wrap_dim(dim, ndim):
    n = builtins.max(ndim, 1)
    if dim < -n or dim >= n:
        raise IndexError(f"Dimension out of range (expected to be in range of [{-n}, {n - 1}], but got {dim})")
    return dim % n


# -- views and reshapes ----------------------------------------------------------------------

@numpy_keywords
def unflatten(input, dim, sizes):
    if type(dim) is not int or type(sizes) is not tuple:  # PyTorch's parser: an int dim, an int list of sizes
        from .autograd.function_utils import position_in_call
        frame = sys._getframe()
        dim = int_arg("unflatten", "dim", dim, position_in_call(2, frame))
        sizes = int_list("unflatten", "sizes", sizes, position_in_call(3, frame))
    d = _wrap_dim(dim, input.dim())
    sizes = tuple(sizes)
    if len(sizes) == 0:
        raise RuntimeError("unflatten: sizes must be non-empty")
    shape = tuple(input.shape)
    inferred = sizes.count(-1)
    if inferred <= 1:  # (two -1s: view's own "only one dimension can be inferred")
        product = math.prod(n for n in sizes if n != -1)
        if (product != shape[d]) if not inferred else (product == 0 or shape[d] % product):
            raise RuntimeError(f"unflatten: Provided sizes {list(sizes)} don't multiply up to the size of dim {d} "
                               f"({shape[d]}) in the input tensor")
    return view(input, shape[:d] + sizes + shape[d + 1:])


def ravel(input):
    if not isinstance(input, Tensor):
        raise not_a_tensor('ravel', 'input', input, 1, shared=False)
    return view(contiguous(input), (-1,))


def broadcast_to(input, size):
    return _vt.expand(input, int_list("broadcast_to", "size", size, 2))


def broadcast_tensors(*tensors):
    """The tensors expanded to their common shape (ExpandBackward0); one of that shape already is returned
    as it is, as ATen's expand_outplace does."""
    if len(tensors) == 1 and isinstance(tensors[0], (list, tuple)):
        tensors = tuple(tensors[0])
    tensor_list("broadcast_tensors", "tensors", tensors, 1, 0)
    shape = functools.reduce(_broadcast_batch, (tuple(t.shape) for t in tensors), ())
    return tuple(t if tuple(t.shape) == shape else _vt.expand(t, shape) for t in tensors)


def broadcast_shapes(*shapes):
    """The shape the given shapes (or sizes) broadcast to, with PyTorch's errors (which show a mismatching
    argument as it was given: a Size, a list or a tuple)."""
    given = [s for s in shapes if s is not None]  # (PyTorch's _refs._broadcast_shapes skips a None)
    shapes = [(s,) if isinstance(s, numbers.Integral) else s for s in given]
    for shape in shapes:
        if not isinstance(shape, collections.abc.Sequence):
            raise RuntimeError(f"Input shapes should be of type ints, a tuple of ints, or a list of ints, got {shape}")
    shapes = [tuple(s) for s in shapes]
    for shape in shapes:
        if any(size < 0 for size in shape):
            raise ValueError("Attempting to broadcast a dimension with negative length!")
    result = [1] * builtins.max((len(s) for s in shapes), default=0)
    for index, shape in enumerate(shapes):
        for i in range(-1, -len(shape) - 1, -1):
            if shape[i] == 1 or shape[i] == result[i]:
                continue
            if result[i] != 1:
                raise RuntimeError(f"Attempting to broadcast a dimension of length {shape[i]} at {i}! Mismatching "
                                   f"argument at index {index} had {given[index]!r}; but expected shape should be "
                                   f"broadcastable to {result}")
            result[i] = shape[i]
    for i, size in enumerate(result):
        if type(size) is not int and not isinstance(size, numbers.Integral):  # torch.Size's check
            raise TypeError(f"torch.Size() takes an iterable of 'int' (item {i} is '{type(size).__name__}')")
    return _Size(result)


def diag(input, diagonal=0):
    """A vector's diagonal matrix (DiagEmbedBackward0), or a matrix's diagonal as a new tensor
    (DiagonalBackward0_copy), as ATen's diag."""
    if not isinstance(input, Tensor):
        raise not_a_tensor('diag', 'input', input, 1, shared=False)
    if input.dim() == 1:
        return _vt.diag_embed(input, diagonal)  # diag_embed's default dims (-2, -1), which the node saves
    if input.dim() == 2:
        return _vt.diagonal_copy(input, diagonal, 0, 1)
    raise RuntimeError(f"diag(): Supports 1D or 2D tensors. Got {input.dim()}D")


def meshgrid(*tensors, indexing=None):
    """Each 0-D or 1-D tensor viewed along its own dim and expanded to the grid (ViewBackward0 under
    ExpandBackward0, as ATen's meshgrid); 'xy' swaps the first two dims."""
    if len(tensors) == 1 and isinstance(tensors[0], (list, tuple)):
        tensors = tuple(tensors[0])
    tensor_list("meshgrid", "tensors", tensors, 1, 0)
    if indexing is None:
        warnings.warn("torch.meshgrid: in an upcoming release, it will be required to pass the indexing argument.",
                      UserWarning, stacklevel=2)
        indexing = "ij"
    if indexing not in ("xy", "ij"):
        raise RuntimeError(f'torch.meshgrid: indexing must be one of "xy" or "ij", but received: {indexing}')
    if not tensors:
        raise RuntimeError("meshgrid expects a non-empty TensorList")
    if any(t.dtype != tensors[0].dtype for t in tensors):
        raise RuntimeError("meshgrid expects all tensors to have the same dtype")
    for t in tensors:
        if t.dim() > 1:
            raise RuntimeError(f"torch.meshgrid: Expected 0D or 1D tensor in the tensor list but got a "
                               f"{t.dim()}D tensor of size {list(t.shape)}")
    swap = indexing == "xy" and len(tensors) >= 2  # the grid of (y, x, ...), its first two outputs swapped back
    if swap:
        tensors = (tensors[1], tensors[0]) + tuple(tensors[2:])
    shape = tuple(t.numel() for t in tensors)
    grids = []
    for i, t in enumerate(tensors):
        view_shape = [1] * len(tensors)
        view_shape[i] = -1
        grids.append(_vt.expand(view(t, tuple(view_shape)), shape))
    if swap:
        grids[0], grids[1] = grids[1], grids[0]
    return tuple(grids)


@numpy_keywords
def diff(input, n=1, dim=-1, prepend=None, append=None):
    """The n-th forward difference along ``dim``: ``x[1:] - x[:-1]`` (logical_xor for bool), n times."""
    if not isinstance(input, Tensor):
        raise not_a_tensor("diff", "input", input, 1, shared=False)
    if type(n) is not int or type(dim) is not int:
        from .autograd.function_utils import position_in_call
        frame = sys._getframe()
        n = int_arg("diff", "n", n, position_in_call(2, frame))
        dim = int_arg("diff", "dim", dim, position_in_call(3, frame))
    if input.dim() == 0:
        raise RuntimeError("diff expects input to be at least one-dimensional")
    if n < 0:
        raise RuntimeError(f"order must be non-negative but got {n}")
    if n == 0:  # ATen: a copy of the input, prepend and append not taken (CopyBackwards)
        return _creation.zeros_like(input).copy_(input)
    if prepend is not None or append is not None:
        input = cat([t for t in (prepend, input, append) if t is not None], dim)
    for _ in range(n):
        length = input.shape[_wrap_dim(dim, input.dim())]
        if length <= 0:
            break
        later, earlier = narrow(input, dim, 1, length - 1), narrow(input, dim, 0, length - 1)
        input = later.logical_xor(earlier) if input.dtype is _dtype.bool else later - earlier
    return input


def _triangle_indices(row, col, offset, lower, dtype, device):
    rows, cols = (numpy.tril_indices if lower else numpy.triu_indices)(row, offset, col)
    indices = numpy.stack([rows, cols]).astype(numpy.int64)
    return _creation.tensor(indices, dtype=dtype or _dtype.int64, device=device)


def tril_indices(row, col, offset=0, *, dtype=None, device=None, layout=None):
    if type(row) is not int or type(col) is not int or type(offset) is not int:
        row, col, offset = (int_arg("tril_indices", name, value, i + 1)
                            for i, (name, value) in enumerate((("row", row), ("col", col), ("offset", offset))))
    return _triangle_indices(row, col, offset, True, dtype, device)


def triu_indices(row, col, offset=0, *, dtype=None, device=None, layout=None):
    if type(row) is not int or type(col) is not int or type(offset) is not int:
        row, col, offset = (int_arg("triu_indices", name, value, i + 1)
                            for i, (name, value) in enumerate((("row", row), ("col", col), ("offset", offset))))
    return _triangle_indices(row, col, offset, False, dtype, device)


@numpy_keywords
def cross(input, other, dim=None, *, out=None):
    """torch.cross: linalg.cross, along the first dim of size 3 when none is given (with PyTorch's warning)."""
    check_tensor("cross", "input", input, 1)
    check_tensor("cross", "other", other, 2)
    if dim is None:
        warnings.warn("Using torch.cross without specifying the dim arg is deprecated.\nPlease either pass the dim "
                      "explicitly or simply use torch.linalg.cross.\nThe default value of dim will change to agree "
                      "with that of linalg.cross in a future release. (Triggered internally at "
                      "/__w/pytorch/pytorch/aten/src/ATen/native/Cross.cpp:63.)", UserWarning, stacklevel=2)
        shape = _broadcast_batch(tuple(input.shape), tuple(other.shape))
        dim = next((i for i, size in enumerate(shape) if size == 3), -1)
    return _vt.linalg_cross(input, other, dim=dim)


def kron(input, other, *, out=None):
    """The Kronecker product as ATen builds it: each operand viewed with interleaved unit dims, their product
    viewed to the result's shape (UnsafeViewBackward0 on MulBackward0)."""
    check_tensor("kron", "other", other, 2)
    n = builtins.max(input.dim(), other.dim())
    a_shape = (1,) * (n - input.dim()) + tuple(input.shape)
    b_shape = (1,) * (n - other.dim()) + tuple(other.shape)
    a_view = [s for size in a_shape for s in (size, 1)]
    b_view = [s for size in b_shape for s in (1, size)]
    product = _vt._unsafe_view(input, a_view) * _vt._unsafe_view(other, b_view)
    shape = [x * y for x, y in zip(a_shape, b_shape)]
    data = product._data
    if hasattr(data, "flags") and not data.flags.c_contiguous \
            and _K.compute_stride(data.shape, _strided.element_strides(data), shape) is None:
        # ATen lays the product out as its first operand, from which the view always exists; NumPy lays out a
        # product of operands of different layouts in C order, which (for transposed operands) it may not. The
        # product is this function's own temporary, so it is made contiguous in place: same values, same graph.
        product._data = data.copy()
    return _vt._unsafe_view(product, shape)


def tile(input, dims):
    dims = int_list("tile", "dims", dims, 2)
    if len(dims) < input.dim():
        dims = (1,) * (input.dim() - len(dims)) + dims
    return _vt.repeat(input, dims)


def movedim(input, source, destination):
    n = input.dim()
    src = (source,) if _is_int(source) else tuple(source)
    dst = (destination,) if _is_int(destination) else tuple(destination)
    if len(src) != len(dst):
        raise RuntimeError(f"movedim: Invalid source or destination dims: source ({list(src)} dims) should "
                           f"contain the same number of dims as destination ({list(dst)} dims)")
    given_src, given_dst = list(src), list(dst)
    src = [_wrap_dim(d, n) for d in src]
    dst = [_wrap_dim(d, n) for d in dst]
    if len(set(src)) != len(src):
        raise RuntimeError(f"movedim: repeated dim in `source` ({given_src})")
    if len(set(dst)) != len(dst):
        raise RuntimeError(f"movedim: repeated dim in `destination` ({given_dst})")
    order = [None] * n
    for s, d in zip(src, dst):
        order[d] = s
    rest = iter(d for d in range(n) if d not in src)
    order = [next(rest) if o is None else o for o in order]
    return _vt.permute(input, tuple(order))


moveaxis = movedim


def swapdims(input, dim0, dim1):
    return _vt.transpose_int(input, dim0, dim1)


_NARROW_SIGNATURES = ("narrow(Tensor input, int64_t dim, Tensor start, SymInt length)",
                      "narrow(Tensor input, int64_t dim, SymInt start, SymInt length)")


@numpy_keywords
def narrow(input, dim, start, length):
    if not (_is_int(dim) and _is_int(length) and (_is_int(start) or isinstance(start, Tensor))):
        from ._invalid_arguments import raise_invalid_arguments  # the error path only
        raise_invalid_arguments("narrow", _NARROW_SIGNATURES, (input, dim, start, length), {})
    _, start, end = _K.narrow_range(tuple(input.shape), dim, start, length)
    return _vt.slice_Tensor(input, dim, start, end, 1)  # dim as given: SliceBackward0 saves it so, as ATen's


# -- joining and splitting ------------------------------------------------------------------

def _atleast_args(name, tensors):
    """The tensors of atleast_{1,2,3}d: one tensor, several, or a list of them; anything else PyTorch's TypeError."""
    if len(tensors) == 1 and not isinstance(tensors[0], Tensor):
        if not isinstance(tensors[0], (list, tuple)):
            from ._invalid_arguments import raise_invalid_arguments
            raise_invalid_arguments(name, (f"{name}(Tensor input)", f"{name}(TensorList tensors)"), tensors, {})
        tensors = tensors[0]
    for t in tensors:
        if not isinstance(t, Tensor):
            tensor_varargs(tensors)
    return tensors


def atleast_1d(*tensors):
    ts = _atleast_args("atleast_1d", tensors)
    out = tuple(reshape(t, (1,)) if t.dim() == 0 else t for t in ts)
    return out[0] if len(tensors) == 1 and isinstance(tensors[0], Tensor) else out


def atleast_2d(*tensors):
    ts = _atleast_args("atleast_2d", tensors)
    out = tuple(reshape(t, (1, 1)) if t.dim() == 0 else _vt.unsqueeze(t, 0) if t.dim() == 1 else t for t in ts)
    return out[0] if len(tensors) == 1 and isinstance(tensors[0], Tensor) else out


def atleast_3d(*tensors):
    ts = _atleast_args("atleast_3d", tensors)

    def one(t):
        if t.dim() == 0:
            return reshape(t, (1, 1, 1))
        if t.dim() == 1:
            return _vt.unsqueeze(_vt.unsqueeze(t, 0), -1)
        if t.dim() == 2:
            return _vt.unsqueeze(t, -1)
        return t
    out = tuple(one(t) for t in ts)
    return out[0] if len(tensors) == 1 and isinstance(tensors[0], Tensor) else out


@numpy_keywords
def cat(tensors, dim=0, *, out=None):
    return _cat("cat", tensors, dim)


def _cat(name, tensors, dim):
    tensor_list(name, "tensors", tensors, 1, 0)
    if type(dim) is not int:
        dim = int_arg(name, "dim", dim, 2)
    if len(tensors) == 0:
        raise ValueError("torch.cat(): expected a non-empty list of Tensors")
    return _vt.cat(tensors, dim)


@numpy_keywords
def concat(tensors, dim=0):
    return _cat("concat", tensors, dim)


@numpy_keywords
def concatenate(tensors, dim=0):
    return _cat("concatenate", tensors, dim)


def hstack(tensors):
    tensor_list("hstack", "tensors", tensors, 1, 0)
    ts = atleast_1d(tuple(tensors))
    return _vt.cat(ts, 0 if ts[0].dim() == 1 else 1)


def vstack(tensors):
    tensor_list("vstack", "tensors", tensors, 1, 0)
    return _vt.cat(atleast_2d(tuple(tensors)), 0)


def dstack(tensors):
    tensor_list("dstack", "tensors", tensors, 1, 0)
    return _vt.cat(atleast_3d(tuple(tensors)), 2)


def split(tensor, split_size_or_sections, dim=0):
    if type(dim) is not int and not _is_int(dim):
        from ._invalid_arguments import raise_invalid_arguments
        raise_invalid_arguments("split", ("split(Tensor input, SymInt split_size, int64_t dim=0)",
                                          "split(Tensor input, SymIntArrayRef split_size, int64_t dim=0)"),
                                (tensor, split_size_or_sections, dim), {})
    if _is_int(split_size_or_sections):
        return _vt.split_Tensor(tensor, int(split_size_or_sections), dim)
    return _vt.split_with_sizes(tensor, int_list("split_with_sizes", "split_sizes", split_size_or_sections, 2), dim)


@numpy_keywords
def chunk(input, chunks, dim=0):
    return _chunk("chunk", input, chunks, dim, _vt.split_Tensor, _vt.split_with_sizes)


def unsafe_chunk(input, chunks, dim=0):
    return _chunk("unsafe_chunk", input, chunks, dim, _vt.unsafe_split_Tensor, _vt.unsafe_split_with_sizes)


def _chunk(name, input, chunks, dim, split, split_with_sizes):
    if type(chunks) is not int or type(dim) is not int:  # PyTorch's TypeError (a float was a RuntimeError from split)
        from .autograd.function_utils import position_in_call
        op = sys._getframe(1)
        chunks = int_arg(name, "chunks", chunks, position_in_call(2, op))
        dim = int_arg(name, "dim", dim, position_in_call(3, op))
    if chunks <= 0:
        raise RuntimeError("chunk expects `chunks` to be greater than 0, got: " + str(chunks))
    if input.dim() == 0:
        raise RuntimeError("chunk expects at least a 1-dimensional tensor")
    size = input.shape[_wrap_dim(dim, input.dim())]
    split_size = (size + chunks - 1) // chunks
    if split_size == 0 and size == 0:
        return split_with_sizes(input, (0,) * chunks, dim)
    return split(input, split_size, dim)


_TENSOR_SPLIT_SIGNATURES = (
    "tensor_split(Tensor input, SymIntArrayRef indices, int64_t dim=0)",
    "tensor_split(Tensor input, Tensor tensor_indices_or_sections, int64_t dim=0)",
    "tensor_split(Tensor input, SymInt sections, int64_t dim=0)",
)
_TENSOR_SPLIT_METHOD_SIGNATURES = tuple(s.replace("Tensor input, ", "") for s in _TENSOR_SPLIT_SIGNATURES)


def _splits_given(name, index):
    """The index or sections argument of a split function (``int`` or ``int[]``, or a Tensor for tensor_split) as
    PyTorch's parser takes it: None where the call fits no overload; a list that starts with an int but holds
    something else later is the parser's own unpacking error (error path only)."""
    if isinstance(index, (list, tuple)):
        if index and not _is_int(index[0]):
            return None
        return int_list(name, "indices", index)
    return None


def _tensor_split_method(self, *args, **kwargs):
    if len(args) > 2:
        raise_invalid_call("tensor_split", None, _TENSOR_SPLIT_METHOD_SIGNATURES, (self,) + args, kwargs)
    return tensor_split(self, *args, **kwargs)


@numpy_keywords
def tensor_split(input, indices_or_sections, dim=0):
    """ATen's tensor_split: ``n`` sections (the first ``size % n`` one longer), or cuts at indices,
    each piece a slice of ``input`` (SliceBackward0)."""
    if not (isinstance(input, Tensor) and _is_int(dim)
            and (_is_int(indices_or_sections) or isinstance(indices_or_sections, Tensor)
                 or isinstance(indices_or_sections, (list, tuple))
                 and _splits_given("tensor_split", indices_or_sections) is not None)):
        raise_invalid_call("tensor_split", _TENSOR_SPLIT_SIGNATURES, _TENSOR_SPLIT_METHOD_SIGNATURES,
                           (input, indices_or_sections) + (() if type(dim) is int and dim == 0 else (dim,)))
    if input.dim() == 0:
        raise RuntimeError("tensor_split expected at least a 1-dimensional tensor, but got a tensor with 0 dims")
    if isinstance(indices_or_sections, Tensor):
        split = indices_or_sections
        if split.dim() > 1:
            raise RuntimeError("tensor_split expected tensor_indices_or_sections to be a zero-dimensional or "
                               f"one-dimensional tensor, but got a tensor with {split.dim()} dims")
        indices_or_sections = int(split.item()) if split.dim() == 0 else [int(i) for i in split.tolist()]
    d = _wrap_dim(dim, input.dim())
    size = input.shape[d]
    if _is_int(indices_or_sections):
        sections = int(indices_or_sections)
        if sections <= 0:
            raise RuntimeError(f"number of sections must be larger than 0, got {sections}")
        base, extra = divmod(size, sections)
        cuts, start = [], 0
        for i in range(sections - 1):
            start += base + (i < extra)
            cuts.append(start)
    else:
        cuts = [int(i) for i in indices_or_sections]
    pieces, start = [], 0
    for cut in cuts:
        pieces.append(_vt.slice_Tensor(input, d, start, cut, 1))
        start = cut
    pieces.append(_vt.slice_Tensor(input, d, start, size, 1))
    return tuple(pieces)


def _split_signatures(name):
    return (f"{name}(Tensor input, int64_t sections)", f"{name}(Tensor input, IntArrayRef indices)"), (
        f"{name}(int64_t sections)", f"{name}(IntArrayRef indices)")


def _split_along(name, input, indices_or_sections, dim, min_dims):
    if not _is_int(indices_or_sections) and _splits_given(name, indices_or_sections) is None and not (
            isinstance(indices_or_sections, Tensor) and indices_or_sections.dim() <= 1
            and indices_or_sections._data.dtype.kind in "iu"):  # (the parser reads such a tensor as ints)
        raise_invalid_call(name, *_split_signatures(name), (input, indices_or_sections), frame=sys._getframe(1))
    if input.dim() < min_dims:
        raise RuntimeError(f"torch.{name} requires a tensor with at least {min_dims} dimension, but got a tensor with "
                           f"{input.dim()} dimensions!")
    if _is_int(indices_or_sections):
        size = input.shape[dim]
        if indices_or_sections == 0 or size % indices_or_sections:
            raise RuntimeError(f"torch.{name} attempted to split along dimension {dim}, but the size of the dimension "
                               f"{size} is not divisible by the split_size {indices_or_sections}!")
    return tensor_split(input, indices_or_sections, dim)


def hsplit(input, indices_or_sections):
    if not isinstance(input, Tensor):
        raise_invalid_call("hsplit", *_split_signatures("hsplit"), (input, indices_or_sections))
    return _split_along("hsplit", input, indices_or_sections, 1 if input.dim() > 1 else 0, 1)


def vsplit(input, indices_or_sections):
    if not isinstance(input, Tensor):
        raise_invalid_call("vsplit", *_split_signatures("vsplit"), (input, indices_or_sections))
    return _split_along("vsplit", input, indices_or_sections, 0, 2)


def dsplit(input, indices_or_sections):
    if not isinstance(input, Tensor):
        raise_invalid_call("dsplit", *_split_signatures("dsplit"), (input, indices_or_sections))
    return _split_along("dsplit", input, indices_or_sections, 2, 3)


def _varargs_split(function):
    """The method form of hsplit, vsplit or dsplit: ``x.hsplit(1, 2)`` takes the ints as the indices, as PyTorch's
    parser does for a signature whose one argument is an int list."""
    def split_method(self, *args):
        if len(args) > 1 and _is_int(args[0]):
            args = (args,)
        return function(self, *args)

    split_method.__name__ = split_method.__qualname__ = function.__name__
    split_method.__code__ = split_method.__code__.replace(co_name=f"_{function.__name__}_method")
    return split_method


def column_stack(tensors):
    tensor_list("column_stack", "tensors", tensors, 1, 0)
    if len(tensors) == 0:
        raise RuntimeError("column_stack expects a non-empty TensorList")
    return hstack([reshape(t, (t.numel(), 1)) if t.dim() <= 1 else t for t in tensors])


def row_stack(tensors):
    return vstack(tensors)


def fliplr(input):
    if not isinstance(input, Tensor):
        raise not_a_tensor('fliplr', 'input', input, 1, shared=False)
    if input.dim() < 2:
        raise RuntimeError("Input must be >= 2-d.")
    return _vt.flip(input, (1,))


def flipud(input):
    if not isinstance(input, Tensor):
        raise not_a_tensor('flipud', 'input', input, 1, shared=False)
    if input.dim() < 1:
        raise RuntimeError("Input must be >= 1-d.")
    return _vt.flip(input, (0,))


_REPEAT_INTERLEAVE_SIGNATURES = (
    "repeat_interleave(Tensor input, Tensor repeats, int64_t? dim=None, *, SymInt? output_size=None)",
    "repeat_interleave(Tensor repeats, *, SymInt? output_size=None)",
    "repeat_interleave(Tensor input, SymInt repeats, int64_t? dim=None, *, SymInt? output_size=None)",
)
_REPEAT_INTERLEAVE_METHOD_SIGNATURES = (
    "repeat_interleave(Tensor repeats, int64_t? dim=None, *, SymInt? output_size=None)",
    "repeat_interleave(SymInt repeats, int64_t? dim=None, *, SymInt? output_size=None)",
)


def _repeat_interleave_method(self, *args, **kwargs):
    if not args and "repeats" not in kwargs or len(args) > 2:  # the method form always names the repeats
        raise_invalid_call("repeat_interleave", None, _REPEAT_INTERLEAVE_METHOD_SIGNATURES, (self,) + args, kwargs)
    return repeat_interleave(self, *args, **kwargs)


class _Unset:
    """A default that tells an argument left out from one given as None (PyTorch's parser tells them apart)."""
    __slots__ = ()

    def __repr__(self):
        return "None"


_UNSET = _Unset()


@numpy_keywords
def repeat_interleave(input, repeats=_UNSET, dim=None, *, output_size=None):
    """ATen's three overloads: ``repeat_interleave(repeats)`` gives the indices each position repeats to;
    an int ``repeats`` unsqueezes, expands, clones and flattens (ViewBackward0 over CloneBackward0);
    a tensor ``repeats`` selects those indices (IndexSelectBackward0)."""
    if not (isinstance(input, Tensor) and (repeats is _UNSET and dim is None or isinstance(repeats, Tensor)
                                           or _is_int(repeats))
            and (dim is None or _is_int(dim)) and (output_size is None or _is_int(output_size))):
        given = [input] + ([] if repeats is _UNSET else [repeats]) + ([dim] if dim is not None else [])
        raise_invalid_call("repeat_interleave", _REPEAT_INTERLEAVE_SIGNATURES, _REPEAT_INTERLEAVE_METHOD_SIGNATURES,
                           given, {} if output_size is None else {"output_size": output_size})
    if repeats is _UNSET:
        return _repeat_indices(input, output_size)
    if dim is None:
        input, dim = flatten(input), 0
    d = _wrap_dim(dim, input.dim())
    if not isinstance(repeats, Tensor):
        repeats = int(repeats)
        if repeats < 0:
            raise RuntimeError("Repeats must be non-negative")
        total = input.shape[d] * repeats
        if output_size is not None and output_size != total:
            raise RuntimeError(f"repeat_interleave: Invalid output_size, expected {total} but got {output_size}")
        expanded = _vt.unsqueeze(input, d + 1)
        shape = list(expanded.shape)
        shape[d + 1] = repeats
        return flatten(_vt.clone(_vt.expand(expanded, tuple(shape))), d, d + 1)
    if repeats.dim() == 0 or repeats.dim() == 1 and repeats.shape[0] == 1:
        repeats = _vt.expand(reshape(repeats, (1,)), (input.shape[d],))
    elif repeats.dim() == 1:
        if repeats.shape[0] != input.shape[d]:
            raise RuntimeError(f"repeats must have the same size as input along dim, but got repeats.size(0) = "
                               f"{repeats.shape[0]} and input.size({d}) = {input.shape[d]}")
    else:
        raise RuntimeError("repeats must be 0-dim or 1-dim tensor")
    return _vt.index_select(input, d, _repeat_indices(repeats, output_size))


def _repeat_indices(repeats, output_size):
    """``repeat_interleave(repeats)``: each position ``i`` written ``repeats[i]`` times (int64, no graph)."""
    data = repeats._data
    if data.dtype.kind not in "iu":  # (PyTorch's dispatch on the dtype comes before its check of the dims)
        raise NotImplementedError(f"\"repeat_interleave_cpu\" not implemented for '{_type_name(data)}'")
    if repeats.dim() != 1:
        raise RuntimeError("repeat_interleave only accept 1D vector as repeat")
    xp = backends.array_module(data)
    if data.size and int(data.min()) < 0:
        raise RuntimeError("repeats can not be negative")
    if output_size is not None and output_size != int(data.sum()):
        raise RuntimeError("allocated size does not match required size")
    return Tensor._make(xp.repeat(xp.arange(data.shape[0], dtype="int64"), data))


_CDIST_MODES = {"use_mm_for_euclid_dist_if_necessary": None, "use_mm_for_euclid_dist": 1,
                "donot_use_mm_for_euclid_dist": 2}


def cdist(x1, x2, p=2.0, compute_mode="use_mm_for_euclid_dist_if_necessary"):
    """ATen's cdist: _cdist_forward (CdistBackward0), or for p = 2 with more than 25 rows (or when asked)
    the matmul form _euclidean_dist (EuclideanDistBackward0 under a ViewBackward0)."""
    if not isinstance(x2, Tensor):
        raise not_a_tensor('cdist', 'x2', x2, 2, shared=False)
    if AUTOCAST.enabled:  # on PyTorch's autocast lists
        x1, x2 = autocast_fp32(x1, x2)
    if compute_mode not in _CDIST_MODES:
        raise ValueError(f"{compute_mode} is not a valid value for compute_mode")
    mode = _CDIST_MODES[compute_mode]
    for name, x in (("X1", x1), ("X2", x2)):
        if x.dim() < 2:
            raise RuntimeError(f"cdist only supports at least 2D tensors, {name} got: {x.dim()}D")
    if x1.shape[-1] != x2.shape[-1]:
        raise RuntimeError(f"X1 and X2 must have the same number of columns. X1: {x1.shape[-1]} X2: {x2.shape[-1]}")
    for name, x in (("X1", x1), ("X2", x2)):
        if not x.is_floating_point():
            raise RuntimeError(f"cdist only supports floating-point dtypes, {name} got: {_type_name(x._data)}")
    if x1.dtype != x2.dtype:
        raise RuntimeError(f"expected scalar type {_type_name(x1._data)} but found {_type_name(x2._data)}")
    r1, r2 = x1.shape[-2], x2.shape[-2]
    if x1.numel() == 0 or x2.numel() == 0 or not (p == 2 and (mode == 1 or mode is None and (r1 > 25 or r2 > 25))):
        return _vt._cdist_forward(x1, x2, p, mode)
    batch = tuple(numpy.broadcast_shapes(tuple(x1.shape[:-2]), tuple(x2.shape[:-2])))
    if functools.reduce(lambda a, b: a * b, batch, 1) == 1:
        dist = _vt._euclidean_dist(x1, x2)
    else:
        dist = _vt._euclidean_dist(_vt.expand(x1, batch + tuple(x1.shape[-2:])),
                                   _vt.expand(x2, batch + tuple(x2.shape[-2:])))
    return view(dist, batch + (r1, r2))


# -- indexing ------------------------------------------------------------------------------

@numpy_keywords
def take_along_dim(input, indices, dim=None):
    check_tensor("take_along_dim", "indices", indices, 2)
    if dim is None:
        return _vt.gather(view(input, (-1,)) if input.is_contiguous() else reshape(input, (-1,)), 0,
                          reshape(indices, (-1,)))
    if input.dim() != indices.dim():
        raise RuntimeError(f"torch.take_along_dim(): input and indices should have the same number of dimensions, "
                           f"but got {input.dim()} dimensions for input, and {indices.dim()} dimensions for indices")
    if indices.dtype is not _dtype.int64:
        raise RuntimeError(f"torch.take_along_dim(): dtype of indices should be Long but got "
                           f"{_type_name(indices._data)}")
    d = _wrap_dim(dim, input.dim())
    shape_in, shape_ix = list(input.shape), list(indices.shape)
    shape_in[d] = shape_ix[d] = 1
    n = builtins.max(len(shape_in), len(shape_ix))
    bshape = [builtins.max(a, b) for a, b in zip(shape_in, shape_ix)]
    in_size, ix_size = list(bshape), list(bshape)
    in_size[d], ix_size[d] = input.shape[d], indices.shape[d]
    del n
    return _vt.gather(_vt.expand(input, tuple(in_size)), d, _vt.expand(indices, tuple(ix_size)))


def unique(input, sorted=True, return_inverse=False, return_counts=False, dim=None):  # noqa: A002
    if not isinstance(input, Tensor):
        raise not_a_tensor('_unique2', 'input', input, 1, shared=False)
    check_bools("unique", sorted=sorted, return_inverse=return_inverse, return_counts=return_counts)
    if dim is None:
        values, inverse, counts = _vt._unique2(input, sorted, return_inverse, return_counts)
    else:
        values, inverse, counts = _vt.unique_dim(input, dim, sorted, return_inverse, return_counts)
    return _unique_result(values, inverse, counts, return_inverse, return_counts)


def unique_consecutive(input, return_inverse=False, return_counts=False, dim=None):  # noqa: A002
    if not isinstance(input, Tensor):
        raise not_a_tensor('unique_consecutive', 'input', input, 1, shared=False)
    if type(return_inverse) is not bool or type(return_counts) is not bool:
        bool(return_inverse), bool(return_counts)  # PyTorch's boolean_dispatch tests them first
        check_bools("unique_consecutive", return_inverse=return_inverse, return_counts=return_counts)
    values, inverse, counts = _vt.unique_consecutive(input, return_inverse, return_counts, dim)
    return _unique_result(values, inverse, counts, return_inverse, return_counts)


def _unique_result(values, inverse, counts, return_inverse, return_counts):
    """What torch.unique / unique_consecutive return: the values, with the inverse and counts asked for."""
    return (values,) + ((inverse,) if return_inverse else ()) + ((counts,) if return_counts else ()) \
        if return_inverse or return_counts else values


# -- linear algebra -------------------------------------------------------------------------

def outer(input, vec2):
    check_tensor("outer", "vec2", vec2, 2)
    if input.dim() != 1 or vec2.dim() != 1:
        raise RuntimeError(f"outer: Expected 1-D argument self, but got {input.dim()}-D" if input.dim() != 1 else
                           f"outer: Expected 1-D argument vec2, but got {vec2.dim()}-D")
    return _vt.mul_Tensor(reshape(input, (input.shape[0], 1)), vec2)


ger = outer


@autocast_composite({"cuda": "promote"})  # its inner mm runs as promoted, not cast again
def tensordot(a, b, dims=2, out=None):
    if _is_int(dims):
        if dims < 0:
            raise RuntimeError(f"tensordot expects dims >= 0, but got dims={dims}")
        dims_a = list(range(a.dim() - dims, a.dim()))
        dims_b = list(range(dims))
    else:
        if isinstance(dims, Tensor):
            dims = dims.tolist()
        if not isinstance(dims, (list, tuple)) or len(dims) != 2:
            raise RuntimeError("tensordot expects dims to be int or tuple[list[int], list[int]] or list[list[int]] "
                               f"containing two lists, but got dims={dims}")
        dims_a, dims_b = dims
        dims_a = [dims_a] if _is_int(dims_a) else list(dims_a)
        dims_b = [dims_b] if _is_int(dims_b) else list(dims_b)
    if len(dims_a) != len(dims_b):
        raise RuntimeError("both dimension lists should have same length")
    dims_a = [_wrap_dim(d, a.dim()) for d in dims_a]
    dims_b = [_wrap_dim(d, b.dim()) for d in dims_b]
    size = 1
    for da, db in zip(dims_a, dims_b):
        if a.shape[da] != b.shape[db]:
            raise RuntimeError(f"contracted dimensions need to match, but first has size {a.shape[da]} in dim {da} "
                               f"and second has size {b.shape[db]} in dim {db}")
        size *= a.shape[da]
    free_a = [d for d in range(a.dim()) if d not in dims_a]
    free_b = [d for d in range(b.dim()) if d not in dims_b]
    rows = 1
    for d in free_a:
        rows *= a.shape[d]
    cols = 1
    for d in free_b:
        cols *= b.shape[d]
    left = reshape(_vt.permute(a, tuple(free_a + dims_a)), (rows, size))
    right = reshape(_vt.permute(b, tuple(dims_b + free_b)), (size, cols))
    shape = tuple(a.shape[d] for d in free_a) + tuple(b.shape[d] for d in free_b)
    return reshape(_vt.mm(left, right), shape)


def det(input):
    if not isinstance(input, Tensor):
        raise not_a_tensor('det', 'input', input, 1, shared=False)
    return _vt._linalg_det(input)[0]


def inverse(input):
    if not isinstance(input, Tensor):
        raise not_a_tensor('inverse', 'input', input, 1, shared=False)
    if AUTOCAST.enabled:  # on PyTorch's autocast lists
        input, = autocast_cast({"cpu": "fp32"}, input)
    from .linalg import inv
    return inv(input)


# -- padding (nn.functional.pad imports this) --------------------------------------------------

_PAD_OPS = {("reflect", 1): "reflection_pad1d", ("reflect", 2): "reflection_pad2d", ("reflect", 3): "reflection_pad3d",
            ("replicate", 1): "replication_pad1d", ("replicate", 2): "replication_pad2d",
            ("replicate", 3): "replication_pad3d"}


def pad(input, pad, mode="constant", value=None):
    check_tensor("pad", "input", input, 1)
    pad = int_list("pad", "pad", pad, 2)
    if len(pad) % 2:
        raise RuntimeError("Padding length must be divisible by 2")
    if len(pad) // 2 > input.dim():
        raise RuntimeError("Padding length should be less than or equal to two times the input dimension but got "
                           f"padding length {len(pad)} and input of dimension {input.dim()}")
    if mode == "constant":
        try:
            return _vt.constant_pad_nd(input, pad, 0 if value is None else value)
        except TypeError:  # torch.nn.functional.pad's own parser reads value as a float
            if not isinstance(value, (numbers.Real, Tensor)):
                from ._typename import typename
                raise TypeError(f"pad(): argument 'value' (position 4) must be float, not {typename(value)}") from None
            raise
    if value is not None and value != 0:
        raise RuntimeError(f'Padding mode "{mode}" doesn\'t take in value argument')
    n = len(pad) // 2
    if mode not in ("reflect", "replicate", "circular"):
        raise NotImplementedError(f"Unrecognised padding mode {mode}")
    if n > 3 or input.dim() not in (n + 1, n + 2):
        raise NotImplementedError(
            f"Padding size {len(pad)} is not supported for {input.dim()}D input tensor.\n"
            "Supported combinations for non-constant padding:\n"
            "  - 2D or 3D input: padding size = 2 (pads last dimension)\n"
            "  - 3D or 4D input: padding size = 4 (pads last 2 dimensions)\n"
            "  - 4D or 5D input: padding size = 6 (pads last 3 dimensions)")
    if mode == "circular":
        return _circular_pad(input, pad)
    return getattr(_vt, _PAD_OPS[(mode, n)])(input, pad)


def _circular_pad(input, pad):
    """ATen's _pad_circular: the input copied into the middle of a new tensor, then each padded dim's
    borders copied from the far side of that tensor, in place (so the graph is CopySlices over slices)."""
    in_shape = tuple(input.shape)
    n_padded = len(pad) // 2
    n_plain = input.dim() - n_padded
    out_shape = list(in_shape[:n_plain])
    for i in range(n_padded):
        left, right = pad[2 * (n_padded - i - 1)], pad[2 * (n_padded - i - 1) + 1]
        size = in_shape[n_plain + i]
        out_shape.append(size + left + right)
        if left > size or right > size:
            raise RuntimeError("Padding value causes wrapping around more than once.")
        if out_shape[-1] < 0:
            raise RuntimeError("Negative padding value is resulting in an empty dimension")
    out = input.new_empty(out_shape)
    out_slice, in_slice = out, input
    for i in range(n_padded):
        dim = n_padded - i + n_plain - 1
        left, right = pad[2 * i], pad[2 * i + 1]
        out_slice = _vt.slice_Tensor(out_slice, dim, builtins.max(left, 0), out_shape[dim] - builtins.max(right, 0))
        in_slice = _vt.slice_Tensor(in_slice, dim, builtins.max(-left, 0), in_shape[dim] - builtins.max(-right, 0))
    out_slice.copy_(in_slice)
    for i in range(n_padded):  # corners are written more than once when several dims are padded
        dim = n_padded - i + n_plain - 1
        left, right = pad[2 * i], pad[2 * i + 1]
        if left > 0:
            _vt.slice_Tensor(out, dim, 0, left).copy_(
                _vt.slice_Tensor(out, dim, out_shape[dim] - left - builtins.max(right, 0),
                                 out_shape[dim] - builtins.max(right, 0)))
        if right > 0:
            _vt.slice_Tensor(out, dim, out_shape[dim] - right, out_shape[dim]).copy_(
                _vt.slice_Tensor(out, dim, builtins.max(left, 0), builtins.max(left, 0) + right))
    return out


# -- Tensor methods -------------------------------------------------------------------------

def _repeat(self, *sizes, **kwargs):
    return _vt.repeat(self, int_list_varargs("repeat", "repeats", sizes, kwargs))


def _tile(self, *dims, **kwargs):
    return tile(self, int_list_varargs("tile", "dims", dims, kwargs))


def _flip(self, *dims, **kwargs):
    return _vt.flip(self, int_list_varargs("flip", "dims", dims, kwargs))


def _permute(self, *dims, **kwargs):
    return _vt.permute(self, int_list_varargs("permute", "dims", dims, kwargs))


def _unflatten_method(self, dim, sizes):
    if not sizes:  # (PyTorch's Tensor.unflatten, in Python, checks this first: None too)
        raise RuntimeError("unflatten: sizes must be non-empty")
    return unflatten(self, dim, sizes)


def _broadcast_to(self, *size, **kwargs):
    return broadcast_to(self, int_list_varargs("broadcast_to", "size", size, kwargs))


_warned_0_dim = set()  # TORCH_WARN_ONCE: each 0-D deprecation below warns once per process
_ZERO_DIM_WARNINGS = {  # ATen's words, and the line of TensorShape.cpp PyTorch 2.13 names
    "mT": ("Tensor.mT is deprecated on 0-D tensors. This function is the identity in these cases.", 4373),
    "mH": ("Tensor.mH is deprecated on 0-D tensors. Consider using x.conj().", 4382),
    "adjoint()": ("adjoint() is deprecated on 0-D tensors. Consider using x.conj().", 4390),
    "H": ("Tensor.H is deprecated on 0-D tensors. Consider using x.conj().", 4335),
}


def matrix_transpose(self, name):
    """``x.mT`` / ``x.mH`` / ``x.adjoint()`` / ``x.H`` (``name``): the last two dims swapped (real tensors have no
    conjugate), a view. A 0-D tensor is returned as it is, with ATen's deprecation warning; a 1-D one is refused, as
    is any but a 2-D one for ``H``."""
    ndim = self.dim()
    if ndim == 0:
        if name not in _warned_0_dim:
            _warned_0_dim.add(name)
            message, line = _ZERO_DIM_WARNINGS[name]
            warnings.warn(f"{message} (Triggered internally at /__w/pytorch/pytorch/aten/src/ATen/native/"
                          f"TensorShape.cpp:{line}.)", UserWarning, stacklevel=3)
        return self
    if name == "H" and ndim != 2:
        raise RuntimeError(f"tensor.H is only supported on matrices (2-D tensors). Got {ndim}-D tensor."
                           + (" For batches of matrices, consider using tensor.mH" if ndim > 2 else ""))
    if ndim == 1:
        raise RuntimeError(f"tensor.{name} is only supported on matrices or batches of matrices. Got 1-D tensor.")
    return _vt.transpose_int(self, -2, -1)


def install(cls):
    cls.unflatten = _unflatten_method
    cls.ravel = ravel
    cls.broadcast_to = _broadcast_to
    cls.tile = _tile
    cls.diag = diag
    cls.cross = cross
    cls.kron = kron
    cls.diff = method_of(diff)
    cls.repeat = _repeat
    cls.flip = _flip
    cls.permute = _permute
    cls.movedim = movedim
    cls.moveaxis = movedim
    cls.swapdims = swapdims
    cls.contiguous = contiguous
    cls.narrow = narrow
    cls.split = split
    cls.chunk = method_of(chunk)
    cls.unsafe_chunk = method_of(unsafe_chunk)
    cls.tensor_split = _tensor_split_method
    cls.hsplit = _varargs_split(hsplit)
    cls.vsplit = _varargs_split(vsplit)
    cls.dsplit = _varargs_split(dsplit)
    cls.fliplr = fliplr
    cls.flipud = flipud
    cls.repeat_interleave = _repeat_interleave_method
    cls.take_along_dim = take_along_dim
    cls.unique = unique
    cls.unique_consecutive = unique_consecutive
    cls.outer = outer
    cls.ger = ger
    cls.det = det
    cls.inverse = inverse
    cls.mT = property(lambda self: matrix_transpose(self, "mT"))
    cls.mH = property(lambda self: matrix_transpose(self, "mH"))
    cls.H = property(lambda self: matrix_transpose(self, "H"))


install(Tensor)
