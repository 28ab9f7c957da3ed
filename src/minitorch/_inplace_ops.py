"""In-place ops that are not generated from derivatives.yaml: ``Tensor.copy_`` (PyTorch's
hand-written CopyBackwards node), ``detach_``-style helpers and the public names of the
in-place machinery (``torch.autograd.graph.increment_version``)."""
import numpy

from ._tensor import Tensor
from .autograd.function_utils import BackwardNode, check_tensor, collect_next_edges
from .autograd import forward_ad
from .autograd.forward_ad import STATE as _FORWARD_AD
from .autograd.grad_mode import STATE as _GRAD_MODE
from .autograd.function_utils import NotImplementedNode
from .autograd.views import bump_version, check_inplace, check_no_partial_overlap, rebase_history, write_inplace
from . import _strided, backends
from ._typename import typename
from ._python_arg_parser import int_list_varargs

__all__ = []


class CopyBackwards(BackwardNode):
    """``self.copy_(src)``: no gradient to the overwritten value; ``src`` gets the gradient,
    converted back to its dtype and device (the engine sums broadcast dimensions)."""

    __slots__ = ("src_dtype", "src_device")

    def name(self):
        return "torch::autograd::CopyBackwards"

    def apply(self, grads):
        import minitorch as torch
        wanted = self.task_wanted_nodes()
        grad = grads[0]
        out = [None, None]
        if grad is None:
            return out
        if wanted[0] is not None:
            out[0] = torch.zeros_like(grad)
        if wanted[1] is not None:
            out[1] = grad.to(dtype=self.src_dtype, device=self.src_device)
        return out


_COPY_SIGNATURES = ("copy_(Tensor other, bool non_blocking=False)",)
_NO_ARGUMENT = object()


def copy_(self, other=_NO_ARGUMENT, non_blocking=False, *extra, **unknown):
    """copy_(Tensor(a!) self, Tensor src, bool non_blocking=False) -> Tensor(a!), bound as PyTorch binds it:
    ``Tensor.copy_(other, non_blocking=False)``, with its parser's errors (it has a hidden second signature, so a
    call of no plausible argument count gets the signature listing)."""
    if other is _NO_ARGUMENT or extra or unknown:
        from ._invalid_arguments import raise_invalid_arguments
        given = () if other is _NO_ARGUMENT else (other,) + ((non_blocking,) + extra if extra else ())
        raise_invalid_arguments("copy_", _COPY_SIGNATURES, given, unknown, hidden=True)
    src = other
    if not isinstance(src, Tensor) and type(src) not in (int, float, bool, complex):
        raise TypeError(f"copy_(): argument 'other' (position 1) must be Tensor, not {typename(src)}")
    if type(non_blocking) is not bool:
        from ._python_arg_parser import bool_arg
        bool_arg("copy_", "non_blocking", non_blocking, 2)
    if not isinstance(src, Tensor):
        # PyTorch's parser takes a Python number for the tensor (a wrapped number: int64, float64, bool, complex128)
        src = Tensor._make(backends.backend_of(self._data).host_to_device(numpy.asarray(src)))
    # VariableType's copy_: no history into a destination of a dtype that cannot require grad
    requires_grad = _GRAD_MODE.grad_enabled and (self._requires_grad or src._requires_grad) \
        and self._data.dtype.kind == "f"
    check_inplace(self, requires_grad)
    tangents = _FORWARD_AD.active and forward_ad.has_fw_grad(self, src)
    if tangents:
        forward_ad.inplace_input(self, "copy_")
    if requires_grad:
        grad_fn = CopyBackwards()
        grad_fn._next_edges = collect_next_edges(self, src)
        grad_fn.src_dtype, grad_fn.src_device = src.dtype, src.device
    data, dst = src._data, self._data
    src_backend, dst_backend = backends.backend_of(data), backends.backend_of(dst)
    if src_backend is not dst_backend:
        data = dst_backend.host_to_device(src_backend.to_numpy(data))
    check_no_partial_overlap(dst, data)
    write_inplace(self, data.astype(dst.dtype, copy=False))  # it broadcasts data, or names the shapes that do not
    if tangents:  # self_t.copy_(src_t), as PyTorch's copy_
        with forward_ad.paused():
            src_t = forward_ad.tangent_of(src).to(device=self.device)
        forward_ad.set_fw_grad(self, src_t)
    if requires_grad:
        rebase_history(self, grad_fn)
    return self


Tensor.copy_ = copy_


_CPP_NAMES = {"float32": "float", "float64": "double", "float16": "c10::Half", "int64": "long", "int32": "int",
              "int16": "short", "int8": "signed char", "uint8": "unsigned char", "bool": "bool"}


def set_(self, source=None):
    """set_.source_Tensor(Tensor(a!) self, Tensor source) -> Tensor(a!): ``self`` takes ``source``'s memory and
    layout (sharing them; not its version counter); with no source, an empty tensor's. No derivative: as in
    PyTorch, a recorded call leaves a NotImplemented node."""
    if source is not None and not isinstance(source, Tensor):
        raise TypeError(f"set_() received an invalid combination of arguments - got ({type(source).__name__}), but "
                        "expected one of:\n * ()\n * (Tensor source)")
    requires_grad = _GRAD_MODE.grad_enabled and (self._requires_grad or source is not None and source._requires_grad)
    check_inplace(self, requires_grad)
    if source is None:
        data = backends.array_module(self._data).empty((0,), self._data.dtype)
    else:
        data = source._data
        if data.dtype != self._data.dtype:
            raise RuntimeError(f"Could not set tensor of type {_CPP_NAMES.get(data.dtype.name, data.dtype.name)} to "
                               f"a tensor of type {_CPP_NAMES.get(self._data.dtype.name, self._data.dtype.name)}")
    if requires_grad:
        grad_fn = NotImplementedNode("aten::set_.source_Tensor", self, *(() if source is None else (source,)))
        grad_fn._input_metadata = ()  # rebase_history adds the output's
    self._data = data
    bump_version(self)
    if requires_grad:
        rebase_history(self, grad_fn)
    return self


Tensor.set_ = set_


# -- Python callables over the elements (CPU only, outside autograd, as PyTorch's) ------------------------------
def _map_elements(self, name, operands, fn):
    """Write ``fn(self_i, *operands_i)`` into every element of ``self``, each result read as ``self``'s dtype.
    PyTorch runs these outside autograd: no graph, and no version bump."""
    if self._requires_grad:
        raise RuntimeError(f"Can't call {name}() on Variable that requires grad. Use var.detach().{name}() instead.")
    if backends.backend_of(self._data).device_type != "cpu":
        raise TypeError(f"{name} is only implemented on CPU tensors")
    import numpy
    data = self._data
    columns = [data.ravel().tolist()] + [o.expand_as(self)._data.ravel().tolist() for o in operands]
    values = []
    for args in zip(*columns):
        value = fn(*args)
        if not isinstance(value, (int, float, bool)) and not hasattr(value, "__float__"):
            raise TypeError(f"must be real number, not {type(value).__name__}")
        values.append(value)
    data[...] = numpy.asarray(values).astype(data.dtype).reshape(data.shape)
    return self


def apply_(self, callable):
    return _map_elements(self, "apply_", (), callable)


def map_(self, tensor, callable):
    if tensor.dtype != self.dtype:
        raise TypeError(f"map_: expected {self.type()} for 'other' (got {tensor.type()})")
    return _map_elements(self, "map_", (tensor,), callable)


def map2_(self, x, y, callable):
    for name, t in (("x", x), ("y", y)):
        if t.dtype != self.dtype:
            raise TypeError(f"map2_: expected {self.type()} for '{name}' (got {t.type()})")
    return _map_elements(self, "map2_", (x, y), callable)


Tensor.apply_, Tensor.map_, Tensor.map2_ = apply_, map_, map2_


# -- storage-level methods ---------------------------------------------------------------------------------------
def resize_(self, *sizes, memory_format=None, **size):
    """The tensor takes ``sizes``, contiguous, over its elements in memory order: the first ones kept, new ones
    (when it grows) zero here, uninitialised in PyTorch. Outside autograd, as PyTorch's."""
    import numpy
    if self._requires_grad:
        raise RuntimeError("cannot resize variables that require grad")
    shape = int_list_varargs("resize_", "size", sizes, size)  # PyTorch's parser: resize_(2, 3), ((2, 3)), size=
    if 0 not in shape and any(n < 0 for n in shape):  # PyTorch's count of the elements, in unsigned arithmetic
        raise RuntimeError("numel: integer multiplication overflow")
    fmt = getattr(memory_format, "_name", None)
    if fmt == _strided.PRESERVE:
        raise RuntimeError("Unsupported memory formatPreserve")
    strides = _strided.format_strides(shape, fmt) if fmt is not None else None  # checks the rank first
    if shape == tuple(self._data.shape) and strides is None:
        return self  # the same sizes: nothing moves, strides kept
    xp = backends.array_module(self._data)
    flat = self._data.ravel(order="K")
    count = int(numpy.prod(shape)) if shape else 1
    if count <= flat.size:
        flat = flat[:count]
    else:
        grown = xp.zeros(count, self._data.dtype)
        grown[:flat.size] = flat
        flat = grown
    # the memory keeps its order; a memory format only changes the strides it is read through
    self._data = flat.reshape(shape) if strides is None or not count else _strided.storage_view(
        xp.ascontiguousarray(flat), shape, strides, 0)
    return self


def resize_as_(self, the_template, memory_format=None):
    check_tensor("resize_as_", "the_template", the_template, 1)
    return resize_(self, tuple(the_template.shape), memory_format=memory_format)


def dim_order(self, *, ambiguity_check=False):
    """The dims from the outermost (largest stride) to the innermost, ties in dim order."""
    strides = self.stride()
    return tuple(sorted(range(self.dim()), key=lambda d: (-strides[d], d)))


def is_set_to(self, tensor):
    """The same memory, shape and strides."""
    check_tensor("is_set_to", "tensor", tensor, 1)
    a, b = self._data, tensor._data
    return (type(a) is type(b) and a.dtype == b.dtype and a.shape == b.shape and a.strides == b.strides
            and backends.backend_of(a).data_ptr(a) == backends.backend_of(b).data_ptr(b))


def is_pinned(self, device=None):
    if device is not None:  # (deprecated in PyTorch) read as PyTorch's parser reads a device
        from ._device import device as device_type
        if not isinstance(device, (str, int, device_type)) or type(device) is bool:
            raise TypeError(f"is_pinned(): argument 'device' (position 1) must be torch.device, not "
                            f"{typename(device)}")
        if device_type(device).type != "cpu":
            raise RuntimeError("Cannot access accelerator device when none is available.")
    return False  # minitorch has no page-locked host memory


def pin_memory(self, device=None):
    from . import cuda
    if not cuda.is_available():
        raise RuntimeError("Cannot access accelerator device when none is available.")
    return self.clone()


Tensor.resize_, Tensor.resize_as_, Tensor.dim_order, Tensor.is_set_to = resize_, resize_as_, dim_order, is_set_to
Tensor.is_pinned, Tensor.pin_memory = is_pinned, pin_memory
