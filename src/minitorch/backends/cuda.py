"""The CUDA backend: CuPy arrays. Imported only when CuPy is installed (``minitorch[cuda]``)."""
import cupy

from ._cuda_flags import *  # noqa: F401,F403  (torch.backends.cuda's flags: matmul.allow_tf32, ...)

xp = cupy
ndarray = cupy.ndarray
device_type = "cuda"


def asarray(obj, dtype=None):
    return cupy.asarray(obj, dtype=dtype)


def to_numpy(array):
    return cupy.asnumpy(array)


def host_to_device(array, index=None):
    with cupy.cuda.Device(0 if index is None else index):
        return cupy.asarray(array)


def device_index(array):
    return array.device.id


def may_share_memory(a, b):
    return cupy.may_share_memory(a, b)


def data_ptr(array):
    return array.data.ptr


def as_strided(array, shape, strides):
    itemsize = array.itemsize
    return cupy.lib.stride_tricks.as_strided(array, shape, tuple(s * itemsize for s in strides))


def is_built():
    return True  # CuPy imported: minitorch's CUDA support is there (is_available() says whether a GPU is)


def is_available():
    try:
        return cupy.cuda.runtime.getDeviceCount() > 0
    except cupy.cuda.runtime.CUDARuntimeError:
        return False


def device_count():
    try:
        return cupy.cuda.runtime.getDeviceCount()
    except cupy.cuda.runtime.CUDARuntimeError:
        return 0


def scatter_add(out, key, values):
    cupy.add.at(out, key, values)


# -- memory statistics over CuPy's pool (torch.cuda.memory_allocated & co) -------------------
_pool = cupy.get_default_memory_pool()
_peak = [0]


def _tracking_malloc(size):
    memory = _pool.malloc(size)
    used = _pool.used_bytes()
    if used > _peak[0]:
        _peak[0] = used
    return memory


cupy.cuda.set_allocator(_tracking_malloc)


def memory_allocated():
    return _pool.used_bytes()


def max_memory_allocated():
    return max(_peak[0], _pool.used_bytes())


def reset_peak_memory_stats():
    _peak[0] = _pool.used_bytes()


def empty_cache():
    _pool.free_all_blocks()


def synchronize():
    cupy.cuda.Stream.null.synchronize()


def manual_seed(seed):
    cupy.random.seed(seed)
