"""Tensor attributes PyTorch has for layouts, backends and memory sharing that minitorch's dense NumPy/CuPy tensors
answer trivially: the ``is_<backend/layout>`` flags (all False: every tensor is dense, unquantized, not nested, on
CPU or CUDA), ``dense_dim`` / ``sparse_dim`` / ``to_dense`` for dense tensors, ``const_data_ptr``,
``share_memory_`` / ``is_shared`` and ``record_stream``."""
import weakref

from ._dtype import PYTHON_TYPES, dtype as _dtype_type
from ._tensor import Tensor, UntypedStorage
from ._typename import typename

# Attributes that are plain properties in PyTorch (getset descriptors) and False for a dense CPU or CUDA tensor.
_FALSE_FLAGS = ("is_sparse", "is_sparse_csr", "is_meta", "is_quantized", "is_nested", "is_mkldnn", "is_xpu", "is_mps",
                "is_ipu", "is_vulkan", "is_maia", "is_mtia", "is_xla")

for _name in _FALSE_FLAGS:
    setattr(Tensor, _name, property(lambda self: False, doc=f"Always False in minitorch (PyTorch's ``{_name}``)."))


def is_distributed(self):
    return False


def dense_dim(self):
    """A dense tensor's dims are all dense."""
    return self.dim()


def sparse_dim(self):
    return 0


def to_dense(self, dtype=None, *, masked_grad=None):
    """A dense tensor is its own dense form (converted when ``dtype`` differs)."""
    if dtype is not None and not isinstance(dtype, _dtype_type) and not (type(dtype) is type and dtype in PYTHON_TYPES):
        raise TypeError(f"to_dense(): argument 'dtype' (position 1) must be torch.dtype, not {typename(dtype)}")
    if masked_grad is not None and type(masked_grad) is not bool:
        raise TypeError(f"to_dense(): argument 'masked_grad' must be bool, not {typename(masked_grad)}")
    return self if dtype is None or dtype == self.dtype else self.to(dtype)


def const_data_ptr(self):
    return self.data_ptr()


# The roots of the storages share_memory_ marked (keyed by id, the array held weakly: a freed array leaves).
# minitorch has no worker processes to share with, so nothing moves: only the flag PyTorch reports is kept.
_shared_roots = weakref.WeakValueDictionary()


def share_memory_(self):
    """Mark the tensor's storage (and so every view of it) as shared; CUDA storages always are."""
    root = UntypedStorage._of(self._data)._array
    _shared_roots[id(root)] = root
    return self


def storage_is_shared(storage):
    root = storage._array
    return storage.is_cuda or _shared_roots.get(id(root)) is root


def is_shared(self):
    return storage_is_shared(UntypedStorage._of(self._data))


def record_stream(self, stream):
    # minitorch has no stream objects: whatever is passed is not one, which PyTorch reports so
    raise RuntimeError("unknown parameter type")


for _fn in (is_distributed, dense_dim, sparse_dim, to_dense, const_data_ptr, share_memory_, is_shared,
            record_stream):
    setattr(Tensor, _fn.__name__, _fn)

del _name, _fn
