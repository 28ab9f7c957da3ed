"""Array-level strided memory: storages, element strides, memory-format layouts and as_strided.

PyTorch's TensorImpl keeps (storage, storage_offset, sizes, strides); a NumPy array keeps the same
geometry (its root ``base`` is the storage). These helpers read and build that geometry in elements,
so kernels can lay out results as PyTorch does (channels-last, preserved strides) and read a storage
through any strides (``as_strided``).
"""
import math

from . import backends

# c10::MemoryFormat / c10::Layout names; the public objects live in _memory_format.py.
CONTIGUOUS, CHANNELS_LAST, CHANNELS_LAST_3D, PRESERVE = "contiguous_format", "channels_last", "channels_last_3d", \
    "preserve_format"
_CHANNELS_LAST_RANK = {CHANNELS_LAST: 4, CHANNELS_LAST_3D: 5}


def storage_root(array):
    """The array owning the memory ``array`` views (its storage), following ``base`` as far as it goes."""
    root = array
    while isinstance(getattr(root, "base", None), type(array)):
        root = root.base
    return root


_ELEMENT_STRIDES = {}  # {(byte strides, itemsize): element strides}, emptied past 4,096 entries


def element_strides(array):
    """``array``'s strides in elements (NumPy's are in bytes). Looked up rather than divided out: recording a
    matmul asks for both operands' strides, and a program meets few distinct layouts."""
    key = (array.strides, array.itemsize)
    strides = _ELEMENT_STRIDES.get(key)
    if strides is None:
        if len(_ELEMENT_STRIDES) >= 4096:
            _ELEMENT_STRIDES.clear()
        strides = _ELEMENT_STRIDES[key] = tuple([s // key[1] for s in key[0]])
    return strides


def storage_offset(array):
    """Where ``array``'s first element lies in its storage, in elements."""
    if array.size == 0:
        return 0
    backend = backends.backend_of(array)
    return (backend.data_ptr(array) - backend.data_ptr(storage_root(array))) // array.itemsize


def storage_size(array):
    """The storage's length in ``array``'s elements."""
    return storage_root(array).nbytes // array.itemsize


def storage_view(storage, shape, strides, offset, dtype=None):
    """A view of the 1-d contiguous ``storage`` with ``shape``/``strides``/``offset`` (elements); on the CPU
    its ``base`` is ``storage``, so storage_root and storage_offset find it (numpy's as_strided would hide it)."""
    backend = backends.backend_of(storage)
    itemsize = storage.itemsize
    if backend is backends.cpu:
        return backend.xp.ndarray(tuple(shape), dtype or storage.dtype, buffer=storage, offset=offset * itemsize,
                                  strides=tuple(s * itemsize for s in strides))
    return backend.as_strided(storage.reshape(-1)[offset:], tuple(shape), tuple(strides))


def span(shape, strides):
    """How many storage elements a layout reaches (1 + its largest offset; 0 without elements)."""
    if not all(shape):
        return 0
    return 1 + sum((n - 1) * s for n, s in zip(shape, strides))


def empty_strided(xp, shape, strides, dtype):
    """A zero-filled array of ``shape`` laid out with ``strides`` (elements) in a fresh storage."""
    shape, strides = tuple(shape), tuple(strides)
    if strides == contiguous_strides(shape):
        return xp.zeros(shape, dtype)
    return storage_view(xp.zeros(span(shape, strides), dtype), shape, strides, 0)  # any size, even 0


def contiguous_strides(shape):
    strides, step = [], 1
    for size in reversed(shape):
        strides.append(step)
        step *= max(size, 1)
    return tuple(reversed(strides))


def check_rank(fmt, ndim):
    rank = _CHANNELS_LAST_RANK.get(fmt)
    if rank is not None and ndim != rank:
        raise RuntimeError(f"required rank {rank} tensor to use {fmt} format")


def format_strides(shape, fmt):
    """The strides ``empty(shape, memory_format=fmt)`` gives (c10's get_channels_last_strides_2d/3d)."""
    check_rank(fmt, len(shape))
    if fmt in (None, CONTIGUOUS):
        return contiguous_strides(shape)
    if fmt == PRESERVE:
        raise RuntimeError("unsupported memory format Preserve")
    # channels last: C varies fastest, then the spatial dims from the last, then N
    strides = [0] * len(shape)
    step = 1
    for d in (1,) + tuple(range(len(shape) - 1, 1, -1)) + (0,):
        strides[d] = step
        step *= shape[d]
    return tuple(strides)


def is_contiguous_as(shape, strides, fmt):
    """PyTorch's is_contiguous(memory_format): the layout is exactly ``fmt``'s, size-1 dims aside."""
    rank = _CHANNELS_LAST_RANK.get(fmt)
    if rank is None:
        order = range(len(shape) - 1, -1, -1)
    elif len(shape) != rank:
        return False
    else:
        order = (1,) + tuple(range(rank - 1, 1, -1)) + (0,)
    if rank is None and math.prod(shape) == 0:
        return True  # an empty tensor is contiguous; channels-last asks its strides even then, as c10 does
    expected = 1
    for d in order:
        if shape[d] != 1:
            if strides[d] != expected:
                return False
            expected *= shape[d]
    return True


def with_format_strides(array, fmt=CONTIGUOUS):
    """``array`` with ``fmt``'s strides where only its size-1 dims' strides differ from them: NumPy's reshapes
    and transposes leave such a dim any stride (it reads nothing), where ATen's fresh results give it the
    format's. The same memory, relabelled; an array laid out otherwise comes back as it is."""
    strides = element_strides(array)
    wanted = format_strides(array.shape, fmt)
    if strides == wanted or not is_contiguous_as(array.shape, strides, fmt):
        return array
    return backends.backend_of(array).as_strided(array, array.shape, wanted)


def non_overlapping_and_dense(shape, strides, unit=1):
    """PyTorch's is_non_overlapping_and_dense: the elements tile one block of memory (any dim order);
    ``strides`` in elements, or in bytes with ``unit`` the item size."""
    expected = unit
    for size, stride in sorted(zip(shape, strides), key=lambda p: p[1]):
        if size != 1:
            if stride != expected:
                return False
            expected *= size
    return True


def infer_dense_strides(shape, strides):
    """Dense strides ordered as ``strides`` are (ATen's infer_dense_strides)."""
    return tensor_iterator_strides(shape, [strides])


def tensor_iterator_strides(shape, operands):
    """Dense strides (in elements) in the dim order TensorIterator's reorder_dimensions gives its ``operands``
    (each a strides sequence over ``shape``, in one unit for all: bytes when their item sizes differ): an
    insertion sort, innermost first, in which the first operand with both strides nonzero decides, and equal
    strides put the smaller dim inner; a dim no operand orders stays where it is."""
    ndim = len(shape)
    perm = list(range(ndim - 1, -1, -1))  # innermost first

    def should_swap(d0, d1):
        for strides in operands:
            s0, s1 = strides[d0], strides[d1]
            if s0 == 0 or s1 == 0:
                continue
            if s0 != s1:
                return -1 if s0 < s1 else 1
            if shape[d0] > shape[d1]:
                return 1
        return 0

    for i in range(1, ndim):
        d1 = i
        for d0 in range(i - 1, -1, -1):
            comparison = should_swap(perm[d0], perm[d1])
            if comparison > 0:
                perm[d0], perm[d1] = perm[d1], perm[d0]
                d1 = d0
            elif comparison < 0:
                break
    out = [0] * ndim
    step = 1
    for d in perm:
        out[d] = step
        if shape[d] > 1:
            step *= shape[d]
    return tuple(out)


def _is_channels_last_like(shape, strides, order):
    """c10's is_channels_last_strides_2d/3d: the heuristic suggest_memory_format reads."""
    if strides[1] == 0:
        return False
    smallest = 0
    for d in order:
        if shape[d] == 0 or strides[d] < smallest:
            return False
        if d == 0 and smallest == strides[1]:
            return False
        smallest = strides[d] * (shape[d] if shape[d] > 1 else 1)
    return True


def suggest_memory_format(shape, strides):
    if len(shape) == 4 and _is_channels_last_like(shape, strides, (1, 3, 2, 0)):
        return CHANNELS_LAST
    if len(shape) == 5 and _is_channels_last_like(shape, strides, (1, 4, 3, 2, 0)):
        return CHANNELS_LAST_3D
    return CONTIGUOUS


def layout_strides(array, fmt):
    """The strides a new array like ``array`` gets under ``fmt`` (ATen's empty_like): preserve keeps a
    dense non-overlapping layout as it is and orders any other one as its strides are."""
    shape = array.shape
    if fmt in (None, PRESERVE):
        strides = element_strides(array)
        if non_overlapping_and_dense(shape, strides):
            return strides
        return infer_dense_strides(shape, strides)
    return format_strides(shape, fmt)


def _row_major(shape, strides):
    """Every dim longer than 1 and the strides falling from the first dim to the last (a C-ordered array or a block of
    its rows or columns, such as a chunk of a GRU's gates): ``preserve`` lays a copy of it out C-ordered."""
    last = None
    for size, stride in zip(shape, strides):
        if size < 2 or stride <= 0 or last is not None and stride >= last:
            return False
        last = stride
    return True


def empty_like(xp, array, fmt=None, dtype=None):
    return empty_strided(xp, array.shape, layout_strides(array, fmt), dtype or array.dtype)


def clone(xp, array, fmt=None, dtype=None):
    """A copy of ``array`` laid out as ``fmt`` says (default: preserve), cast to ``dtype`` if given."""
    if fmt in (None, PRESERVE) and _row_major(array.shape, array.strides):
        return xp.array(array, dtype=dtype, order="C")  # what preserve gives it, without working out the strides
    out = empty_like(xp, array, fmt, dtype)
    out[...] = array
    return out


# -- as_strided ----------------------------------------------------------------------------------

def _check_geometry(size, stride, offset, itemsize, storage_len):
    if len(size) != len(stride):
        raise RuntimeError("mismatch in length of strides and shape")
    if any(n < 0 for n in size):
        raise RuntimeError(f"Storage size calculation overflowed with sizes=[{', '.join(map(str, size))}] and "
                           f"strides=[{', '.join(map(str, stride))}]")
    if any(s < 0 for s in stride):
        raise RuntimeError("as_strided: Negative strides are not supported at the moment, got strides: "
                           f"[{', '.join(map(str, stride))}]")
    if offset < 0:
        raise RuntimeError(f"Tensor: invalid storage offset {offset}")
    needed = offset + span(size, stride) if all(size) else 0
    if needed > storage_len:
        raise RuntimeError(f"setStorage: sizes [{', '.join(map(str, size))}], strides [{', '.join(map(str, stride))}],"
                           f" storage offset {offset}, and itemsize {itemsize} requiring a storage size of "
                           f"{needed * itemsize} are out of bounds for storage of size {storage_len * itemsize}")


def _flat_storage(a):
    """``a``'s storage as a 1-d array of ``a``'s dtype and the storage position of its element 0: the storage
    itself, or (a storage NumPy cannot re-read from its start) the part from ``a``'s first element on."""
    root = storage_root(a)
    if root.dtype == a.dtype and (root.flags.c_contiguous if hasattr(root, "flags") else True):
        return root.reshape(-1), 0
    start = storage_offset(a)
    length = storage_size(a) - start
    if not a.size:
        return a.reshape(-1), start
    return backends.backend_of(a).as_strided(a, (length,), (1,)), start


def as_strided(xp, a, size, stride, offset=None):
    """``a``'s storage read with ``size``/``stride`` from ``offset`` (default: ``a``'s own), sharing memory."""
    size, stride = tuple(size), tuple(stride)
    if offset is None:
        offset = storage_offset(a)
    flat, start = _flat_storage(a)
    _check_geometry(size, stride, offset, a.itemsize, storage_size(a))
    if offset < start:
        raise RuntimeError("as_strided: a storage offset before the tensor's first element is not supported for "
                           "this tensor's memory")
    return storage_view(flat, size, stride, offset - start, a.dtype)


def clone_preserve_strides(xp, a):
    """A copy of ``a``'s whole storage, read as ``a`` reads it (same strides and storage offset)."""
    flat, start = _flat_storage(a)
    return storage_view(flat.copy(), a.shape, element_strides(a), storage_offset(a) - start, a.dtype)


def as_strided_scatter(xp, a, src, size, stride, offset=None):
    """``a`` copied (storage, strides and offset kept), with ``src`` written where
    ``a.as_strided(size, stride, offset)`` reads."""
    out = clone_preserve_strides(xp, a)
    view = as_strided(xp, out, size, stride, offset)
    if tuple(src.shape) != tuple(view.shape):
        raise RuntimeError(f"expected src to have a size equal to the slice of self. src size = "
                           f"[{', '.join(map(str, src.shape))}], slice size = [{', '.join(map(str, view.shape))}]")
    view[...] = src
    return out


def memory_order(array):
    """The flat (index-order) positions of ``array``'s elements, sorted by their place in memory: the order in
    which ATen's serial loops (random fills) walk a non-contiguous tensor."""
    numpy = backends.cpu.xp
    offsets = sum((numpy.arange(size) * stride).reshape((-1,) + (1,) * (array.ndim - axis - 1))
                  for axis, (size, stride) in enumerate(zip(array.shape, array.strides)))
    return numpy.argsort(offsets.reshape(-1), kind="stable")


def in_memory_order(draws, array):
    """Host ``draws`` made one after another, placed as ATen's loop over ``array`` (shaped alike) would have
    written them: the k-th draw at the k-th of ``array``'s elements in memory order."""
    placed = backends.cpu.xp.empty_like(draws)
    placed.reshape(-1)[memory_order(array)] = draws.reshape(-1)
    return placed
