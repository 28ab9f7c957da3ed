"""Array backends: which array module (NumPy, CuPy, ...) holds a tensor's data.

Everything outside this package reaches array functions through ``array_module(a)``
(or the ``xp`` argument a kernel is given), never through ``numpy`` directly, so a
device's module slots in without touching kernels, formulas or the engine.
"""
from . import cpu

class _DtypeNames(dict):
    """``dtype.name`` by dtype (``DTYPE_NAME[a.dtype]``): NumPy computes that attribute in Python on every read
    (2-4 us, as long as a small op takes), where a dict lookup takes ~40 ns."""

    def __missing__(self, dtype):
        name = self[dtype] = dtype.name
        return name


DTYPE_NAME = _DtypeNames()

# type(ndarray) -> backend module; backends register themselves here.
_BACKEND_BY_TYPE = {cpu.ndarray: cpu}
_BACKEND_BY_DEVICE_TYPE = {"cpu": cpu}
# type(ndarray) -> its array module: what the generated wrappers index, one lookup per op.
ARRAY_MODULE = {cpu.ndarray: cpu.xp}


def register(backend):
    _BACKEND_BY_TYPE[backend.ndarray] = backend
    ARRAY_MODULE[backend.ndarray] = backend.xp
    _BACKEND_BY_DEVICE_TYPE[backend.device_type] = backend


def backend_of(array):
    try:
        return _BACKEND_BY_TYPE[type(array)]
    except KeyError:
        raise TypeError(f"no minitorch backend holds arrays of type {type(array).__name__}") from None


def array_module(array):
    """The array module (``numpy``-like namespace) that operates on ``array``."""
    try:
        return _BACKEND_BY_TYPE[type(array)].xp
    except KeyError:
        return backend_of(array).xp


def backend_for_device(device_type):
    try:
        return _BACKEND_BY_DEVICE_TYPE[device_type]
    except KeyError:
        pass
    if device_type == "cuda":
        # PyTorch's CPU-only build says the same when asked for CUDA.
        raise AssertionError("Torch not compiled with CUDA enabled")
    raise RuntimeError(f"Device type {device_type.upper()} is not available in this build of minitorch")


def _load_cuda():
    """Register CuPy as the CUDA backend when it is installed and sees a GPU. Without CuPy,
    ``backends.cuda`` is PyTorch's flags alone (``torch.backends.cuda.matmul.allow_tf32``)."""
    try:
        from . import cuda
    except Exception:  # no CuPy, or a CuPy without a usable CUDA runtime
        import sys
        from . import _cuda_flags
        globals()["cuda"] = sys.modules[__name__ + ".cuda"] = _cuda_flags
        return None
    if not cuda.is_available():
        return None
    register(cuda)
    return cuda


CUDA = _load_cuda()

# PyTorch's torch.backends.<library> flag modules (backends.cpu and backends.cuda, the array backends above,
# carry PyTorch's functions of those names too)
from . import cudnn, mkl, mkldnn, mps, openmp, opt_einsum  # noqa: E402,F401
