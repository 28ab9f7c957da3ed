"""The CPU backend: NumPy arrays. The one module of the runtime that imports numpy."""
import numpy

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


def data_ptr(array):
    return array.__array_interface__["data"][0]


def new_rng(seed):
    return numpy.random.Generator(numpy.random.PCG64(seed))


def host_to_device(array, index=None):
    return array
