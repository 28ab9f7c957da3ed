"""The CPU backend: NumPy arrays. The one module of the runtime that imports numpy."""
import warnings

import numpy

# PyTorch computes log(0) = -inf, 1/0 = inf and the mean of nothing silently; NumPy warns. Silence those
# warnings only where minitorch's own code runs the array op, leaving the user's NumPy settings alone.
warnings.filterwarnings("ignore", category=RuntimeWarning, module=r"minitorch(\.|$)",
                        message=r"(divide by zero|invalid value|overflow|underflow) encountered|Mean of empty slice|"
                                r"Degrees of freedom <= 0")

xp = numpy
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


def new_rng(seed):
    return numpy.random.Generator(numpy.random.PCG64(seed))


def host_to_device(array, index=None):
    return array
