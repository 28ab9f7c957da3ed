"""``Tensor.storage()`` / ``Tensor.storage_type()``: PyTorch's deprecated TypedStorage, a dtype-aware view of the
UntypedStorage (the root array of the tensor's views), and its legacy per-dtype classes (FloatStorage, ...)."""
import warnings

from . import _dtype
from ._tensor import Tensor, UntypedStorage
from ._tensor_flags import storage_is_shared

_DEPRECATION = ("TypedStorage is deprecated. It will be removed in the future and UntypedStorage will be the only "
                "storage class. This should only matter to you if you are using storages directly.  To access "
                "UntypedStorage directly, use tensor.untyped_storage() instead of tensor.storage()")
_warned = [False]


def _warn_typed_storage_removal(stacklevel=2):
    if not _warned[0]:  # once per process, as PyTorch's
        warnings.warn(_DEPRECATION, UserWarning, stacklevel=stacklevel + 1)
        _warned[0] = True


class TypedStorage:
    """The elements of a tensor's storage as its dtype: ``size()`` counts them over the whole storage, not only the
    part the tensor views."""

    is_sparse = False

    def __init__(self, *, wrap_storage, dtype):
        self._untyped_storage = wrap_storage
        self.dtype = dtype

    def _flat(self):
        return self._untyped_storage._array.reshape(-1).view(self.dtype.np_dtype)

    @property
    def device(self):
        return self._untyped_storage.device

    @property
    def is_cuda(self):
        return self.device.type == "cuda"

    def untyped(self):
        return self._untyped_storage

    def size(self):
        return self._untyped_storage.nbytes() // self.dtype.itemsize

    __len__ = size

    def element_size(self):
        return self.dtype.itemsize

    def nbytes(self):
        return self._untyped_storage.nbytes()

    def data_ptr(self):
        return self._untyped_storage.data_ptr()

    def __getitem__(self, index):
        return self._flat()[index].item()

    def tolist(self):
        return self._flat().tolist()

    def type(self):
        """The legacy class name (converting to another storage type is not supported)."""
        return f"torch.{_LEGACY_NAMES[self.dtype]}Storage"

    def pickle_storage_type(self):
        return f"{_LEGACY_NAMES[self.dtype]}Storage"

    def is_shared(self):
        return storage_is_shared(self._untyped_storage)

    def __str__(self):
        info = f"[torch.storage.TypedStorage(dtype={self.dtype}, device={self.device}) of size {len(self)}]"
        return " " + "\n ".join(str(x) for x in self.tolist()) + "\n" + info

    __repr__ = __str__


# PyTorch's legacy storage names per dtype: torch.FloatStorage is the class of a float32 tensor's storage().
_LEGACY_NAMES = {_dtype.float16: "Half", _dtype.float32: "Float", _dtype.float64: "Double", _dtype.int8: "Char",
                 _dtype.int16: "Short", _dtype.int32: "Int", _dtype.int64: "Long", _dtype.uint8: "Byte",
                 _dtype.bool: "Bool"}
_LEGACY_CLASSES = {}
for _dt, _name in _LEGACY_NAMES.items():
    _cls = type(f"{_name}Storage", (TypedStorage,), {"__module__": "torch", "dtype": _dt})
    _LEGACY_CLASSES[_dt] = _cls
    globals()[_cls.__name__] = _cls
TypedStorage.__module__ = "torch.storage"  # its repr and typename, as PyTorch prints them


def storage(self):
    _warn_typed_storage_removal(stacklevel=2)
    return TypedStorage(wrap_storage=UntypedStorage._of(self._data), dtype=self.dtype)


def storage_type(self):
    return _LEGACY_CLASSES[self.dtype]


Tensor.storage = storage
Tensor.storage_type = storage_type

__all__ = ["TypedStorage", *(c.__name__ for c in _LEGACY_CLASSES.values())]
del _dt, _name, _cls
