"""The CPU backend: NumPy arrays. The one module of the runtime that imports numpy."""
import warnings

import numpy

# PyTorch computes log(0) = -inf, 1/0 = inf and the mean of nothing silently; NumPy warns. Silence those
# warnings only where minitorch's own code runs the array op, leaving the user's NumPy settings alone.
warnings.filterwarnings("ignore", category=RuntimeWarning, module=r"minitorch(\.|$)",
                        message=r"(divide by zero|invalid value|overflow|underflow) encountered|Mean of empty slice|"
                                r"Degrees of freedom <= 0")

_MISSING = object()
_UINT = {1: numpy.uint8, 2: numpy.uint16, 4: numpy.uint32, 8: numpy.uint64}


def _where(condition, x=_MISSING, y=_MISSING):
    """numpy.where, selecting without branches on large inputs: NumPy's where tests each element and
    mispredicts on a random mask (~3 ns an element, 40x an add), so a big selection is taken bitwise instead,
    ``y ^ ((x ^ y) & mask)`` on the values' bits. The same bits come out as numpy.where's."""
    if x is _MISSING or y is _MISSING or getattr(condition, "size", 0) < 4096 or condition.dtype != numpy.bool_:
        return numpy.where(condition) if x is _MISSING and y is _MISSING else numpy.where(condition, x, y)
    try:
        dtype = numpy.result_type(x, y)
    except TypeError:
        return numpy.where(condition, x, y)
    uint = _UINT.get(dtype.itemsize) if dtype.kind in "biufc" else None
    if uint is None:
        return numpy.where(condition, x, y)
    x, y = numpy.asarray(x, dtype).view(uint), numpy.asarray(y, dtype).view(uint)
    mask = condition.astype(uint)
    numpy.negative(mask, out=mask)  # all ones where the condition holds
    out = numpy.bitwise_and(numpy.bitwise_xor(x, y), mask)
    if out.shape != numpy.broadcast_shapes(out.shape, y.shape):
        return numpy.where(condition, x, y).view(dtype)
    numpy.bitwise_xor(out, y, out=out)
    return out.view(dtype)


# The array module of CPU tensors: numpy's namespace, with _where for where.
xp = type(numpy)("numpy")
xp.__dict__.update(numpy.__dict__)
xp.where = _where
ndarray = numpy.ndarray
device_type = "cpu"


def asarray(obj, dtype=None):
    return numpy.asarray(obj, dtype=dtype)


def to_numpy(array):
    return array


def from_numpy(array, index=None):
    return array


def device_index(array):
    return None


def is_available():
    return True


def get_cpu_capability():
    """torch.backends.cpu.get_cpu_capability(): which vectorized kernels run. minitorch's are NumPy's, chosen
    by NumPy at run time, so it reports PyTorch's name for no vectorized kernels of its own."""
    return "DEFAULT"


def may_share_memory(a, b):
    return numpy.may_share_memory(a, b)  # bounds only: cheap, and never a false "no"


def data_ptr(array):
    return array.__array_interface__["data"][0]


def as_strided(array, shape, strides):
    """A view of ``array``'s memory with the given shape and strides (in elements)."""
    itemsize = array.itemsize
    return numpy.lib.stride_tricks.as_strided(array, shape, tuple(s * itemsize for s in strides))


def host_to_device(array, index=None):
    return array
