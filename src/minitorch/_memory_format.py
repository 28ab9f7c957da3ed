"""torch.memory_format and torch.layout, and the memory_format arguments of Tensor methods and factories.

A memory format is a stride order: channels-last tensors are NumPy arrays whose strides are permuted
(``_strided.format_strides``), so ``stride()`` and every op's result layout follow PyTorch's.
"""
from . import _strided, backends
from ._tensor import Tensor
from ._typename import typename

__all__ = ["memory_format", "contiguous_format", "channels_last", "channels_last_3d", "preserve_format",
           "legacy_contiguous_format", "layout", "strided", "sparse_coo", "sparse_csr", "sparse_csc", "sparse_bsr",
           "sparse_bsc", "jagged"]


class _Named:
    """A constant known by name (``torch.channels_last``), which Python code cannot instantiate."""

    __slots__ = ("_name",)

    def __new__(cls, *args, **kwargs):
        raise TypeError(f"cannot create 'torch.{cls.__name__}' instances")

    @classmethod
    def _make(cls, name):
        obj = object.__new__(cls)
        obj._name = name
        return obj

    def __repr__(self):
        return f"torch.{self._name}"

    def __reduce__(self):
        return self._name  # pickled as the module global of that name


class memory_format(_Named):
    __slots__ = ()
    __module__ = "minitorch"  # pickle finds the constants as module globals there


class layout(_Named):
    __slots__ = ()
    __module__ = "minitorch"


contiguous_format = memory_format._make(_strided.CONTIGUOUS)
channels_last = memory_format._make(_strided.CHANNELS_LAST)
channels_last_3d = memory_format._make(_strided.CHANNELS_LAST_3D)
preserve_format = memory_format._make(_strided.PRESERVE)
legacy_contiguous_format = contiguous_format  # PyTorch's is the same object

strided = layout._make("strided")
sparse_coo = layout._make("sparse_coo")
sparse_csr = layout._make("sparse_csr")
sparse_csc = layout._make("sparse_csc")
sparse_bsr = layout._make("sparse_bsr")
sparse_bsc = layout._make("sparse_bsc")
jagged = layout._make("jagged")
_mkldnn = layout._make("_mkldnn")

_memory_format = memory_format  # the type, under a name the ``memory_format=`` arguments below do not shadow


def format_name(fmt, fn):
    """The _strided name of a ``memory_format=`` argument (None: not given), refusing anything else."""
    if fmt is None:
        return None
    if type(fmt) is not _memory_format:
        raise TypeError(f"{fn}(): argument 'memory_format' must be torch.memory_format, not {typename(fmt)}")
    return fmt._name


def is_contiguous(self, *args, memory_format=None):
    if args:  # keyword-only, as the binding
        raise TypeError(f"is_contiguous() takes 0 positional arguments but {len(args)} "
                        f"{'was' if len(args) == 1 else 'were'} given")
    data = self._data
    if memory_format is None:  # the common call, as fast as before
        return bool(data.flags.c_contiguous) if hasattr(data, "flags") else True
    fmt = format_name(memory_format, "is_contiguous")
    if fmt in (_strided.CONTIGUOUS, _strided.PRESERVE):
        return is_contiguous(self)
    return _strided.is_contiguous_as(data.shape, _strided.element_strides(data), fmt)


def contiguous(self, *args, memory_format=contiguous_format):
    if args:  # PyTorch's contiguous takes its memory format by keyword only
        from ._python_arg_parser import too_many_positional
        too_many_positional("contiguous", 0, 0, len(args))
    if memory_format is contiguous_format:  # the common call: no more work than before memory formats
        if is_contiguous(self):
            return self
        return self.clone(memory_format=memory_format)
    if memory_format is None:  # (an optional memory format elsewhere, not here)
        raise TypeError("contiguous(): argument 'memory_format' must be torch.memory_format, not NoneType")
    fmt = format_name(memory_format, "contiguous")
    if is_contiguous(self, memory_format=memory_format):
        return self
    if fmt == _strided.PRESERVE:
        raise RuntimeError("preserve memory format is unsupported by the contiguous operator")
    _strided.check_rank(fmt, self._data.ndim)
    return self.clone(memory_format=memory_format)


def relayout_like(out, input, memory_format):
    """A ``*_like`` factory's result ``out`` laid out as ``input`` under ``memory_format`` (default: preserve,
    ATen's empty_like): the values are kept; ``out`` itself when it already is."""
    if memory_format is None:
        src = input._data
        if not hasattr(src, "flags") or src.flags.c_contiguous:  # the common case: nothing to re-lay out
            return out
    fmt = format_name(memory_format, "empty_like")
    data = out._data
    strides = _strided.layout_strides(input._data, fmt)
    if strides == _strided.element_strides(data):
        return out
    array = _strided.empty_strided(backends.array_module(data), data.shape, strides, data.dtype)
    array[...] = data
    result = Tensor._make(array)
    if out._requires_grad:
        result._set_requires_grad(True)
    return result


Tensor.is_contiguous = is_contiguous
Tensor.layout = property(lambda self: strided)
