"""Tensor: an array of the device's array module plus PyTorch's AutogradMeta fields.

Operators and most methods are installed by the generated layer
(``minitorch._generated.python_functions``); this module holds what is not an op:
autograd state, conversions, printing, indexing's parsing.
"""
import numbers
import weakref

from . import _dtype, _strided, backends
from ._device import device as _device_cls, CPU
from ._tensor_str import tensor_repr
from ._typename import typename
from .kernels import LEGACY_TYPE_NAMES as _LEGACY_TYPE_NAMES, check_broadcast as _check_broadcast
from . import autograd as _autograd
from .autograd import saved_variable as _saved_variable
from .autograd.grad_mode import OPEN_BLOCKS as _OPEN_BLOCKS, STATE as _GRAD_MODE, TRANSFORMS as _TRANSFORMS

_new = object.__new__


_ARRAY_TYPES = backends._BACKEND_BY_TYPE


class Size(tuple):
    """torch.Size: a tuple that prints as ``torch.Size([2, 3])``."""

    __slots__ = ()

    def __repr__(self):
        return f"torch.Size([{', '.join(map(str, self))}])"

    def numel(self):
        n = 1
        for s in self:
            n *= s
        return n

    def __getitem__(self, item):
        r = tuple.__getitem__(self, item)
        return Size(r) if isinstance(item, slice) else r

    # Arithmetic with tuples gives a Size, as torch.Size's does.
    def __add__(self, other):
        if not isinstance(other, tuple):
            raise TypeError(f"can only concatenate tuple (not {type(other).__name__}) to torch.Size")
        return Size(tuple.__add__(self, other))

    def __radd__(self, other):
        if not isinstance(other, tuple):
            return NotImplemented
        return Size(tuple.__add__(other, self))

    def __mul__(self, n):
        return Size(tuple.__mul__(self, n))

    __rmul__ = __mul__


# How PyTorch's ``.grad`` setter names dtypes (C++ type name, ScalarType name).
_CPP_TYPE_NAME = {"float32": "float", "float64": "double", "float16": "c10::Half", "int64": "long int",
                  "int32": "int", "int16": "short int", "int8": "signed char", "uint8": "unsigned char",
                  "bool": "bool"}
_SCALAR_TYPE_NAME = {"float32": "Float", "float64": "Double", "float16": "Half", "int64": "Long", "int32": "Int",
                     "int16": "Short", "int8": "Char", "uint8": "Byte", "bool": "Bool"}


_warned_scalar_with_grad = False


def warn_scalar_with_grad():
    """PyTorch's TORCH_WARN_ONCE (once per process, and only where grad mode is on) for a tensor requiring grad
    read as a number: float(t), or inside torch.tensor's data."""
    global _warned_scalar_with_grad
    if not _warned_scalar_with_grad and _GRAD_MODE.grad_enabled:
        _warned_scalar_with_grad = True
        from .kernels import warn_at_caller
        warn_at_caller("Converting a tensor with requires_grad=True to a scalar may lead to unexpected behavior.\n"
                       "Consider using tensor.detach() first. (Triggered internally at "
                       "/__w/pytorch/pytorch/torch/csrc/autograd/generated/python_variable_methods.cpp:822.)")


_warned_T = False  # x.T of a non-2-D tensor warns once per process
_warned_T0 = False  # and of a 0-D one, once too


_REQUIRES_GRAD_IN_TRANSFORM = (
    "You are attempting to call Tensor.requires_grad_() (or perhaps using torch.autograd.functional.* APIs) inside of a "
    "function being transformed by a functorch transform. This is unsupported, please attempt to use the functorch "
    "transforms (e.g. grad, vjp, jacrev, jacfwd, hessian) or call requires_grad_() outside of a function being "
    "transformed instead.")


_NO_DATA = object()  # new_tensor's data not given


class Tensor:
    # Fields every tensor sets live in slots. The rarely set ones (a leaf's grad and hooks, a
    # view's base, a tangent) are class-level defaults until assigned, then live in the instance
    # ``__dict__``: constructing a tensor, which every op does, writes only the slots.
    __slots__ = ("_data", "_vc", "_requires_grad", "_grad_fn", "_output_nr", "_view_meta", "__weakref__",
                 "__dict__")
    _grad = None
    _grad_dtype = Ellipsis  # unset: the gradient's dtype is the tensor's; None allows any (see grad_dtype)
    _accumulator = None
    _hooks = None
    _post_acc_hooks = None
    _retains_grad = False
    _fw_grad = None
    # NumPy defers to the tensor's reflected operators (``np.float64(2) * t`` is a tensor, as in PyTorch)
    __array_priority__ = 1000
    _inference = False
    _layout_changes = ()  # a base's in-place view ops: autograd.views.LayoutLog

    # -- construction -----------------------------------------------------------------
    @classmethod
    def _make(cls, data, vc=None):
        """Wrap an array (no copy). ``vc`` shares a version counter (views, saved outputs);
        without one, the tensor gets its own when first needed (``_counter``).

        Kernels may hand back a NumPy scalar for a 0-dim result: it becomes a 0-dim array."""
        if type(data) not in _ARRAY_TYPES:
            data = backends.cpu.xp.asarray(data)
        t = _new(cls)
        t._data = data
        t._vc = vc
        t._requires_grad = False
        t._grad_fn = None
        t._output_nr = 0
        t._view_meta = None  # autograd/views.py ViewMeta when this is a view of ``_base``
        if _OPEN_BLOCKS.inference and _GRAD_MODE.inference_mode:
            t._inference = True
        return t

    def __new__(cls, *args, device=None):
        # torch.Tensor(data) / torch.Tensor(*sizes): default dtype, legacy constructor.
        from ._creation import _legacy_new
        return _legacy_new(cls, args, device)

    # -- autograd state ---------------------------------------------------------------
    @property
    def requires_grad(self):
        return self._requires_grad

    @requires_grad.setter
    def requires_grad(self, value):
        # PyTorch's THPVariable_set_requires_grad: a non-leaf refuses either value (requires_grad_() lets
        # True through), and the dtype message is this spelling's own.
        if type(value) is not bool:
            raise RuntimeError("requires_grad must be a bool")
        if self._grad_fn is not None:
            if value:
                raise RuntimeError("you can only change requires_grad flags of leaf variables.")
        elif value and not self._data.dtype.kind == "f":
            raise RuntimeError("only Tensors of floating point and complex dtype can require gradients")
        self._set_requires_grad(value)

    def _set_requires_grad(self, value):
        """at::Tensor::set_requires_grad: True on a non-leaf (which requires grad already) is nothing."""
        if self._grad_fn is not None:
            if value:
                return
            raise RuntimeError(
                "you can only change requires_grad flags of leaf variables. If you want to use a computed "
                "variable in a subgraph that doesn't require differentiation use var_no_grad = var.detach().")
        if value and not self._data.dtype.kind == "f":
            raise RuntimeError("Only Tensors of floating point and complex dtype can require gradients")
        if value and self._inference and not _GRAD_MODE.inference_mode:
            raise RuntimeError("Setting requires_grad=True on inference tensor outside InferenceMode is not allowed.")
        if value and not self._requires_grad and "_views" in self.__dict__:
            from .autograd.views import base_requires_grad_now
            base_requires_grad_now(self)
        self._requires_grad = bool(value)

    def requires_grad_(self, *args, **kwargs):
        """PyTorch's requires_grad_(). Inside a torch.func transform it is refused, as functorch refuses it (a
        fresh leaf there would escape the transform: torch.autograd.functional inside grad saw no gradient);
        minitorch's own code (factories' ``requires_grad=True``, Parameter, the transforms) sets the flag with
        ``_set_requires_grad``, which PyTorch's C++ does without this method."""
        requires_grad = args[0] if args else kwargs.pop("requires_grad", True)
        if len(args) > 1 or kwargs or args and "requires_grad" in kwargs:
            raise TypeError("requires_grad_() takes at most 1 argument")
        if type(requires_grad) is not bool:  # PyTorch's parser: the position only for a positional argument
            where = " (position 1)" if args else ""
            raise TypeError(f"requires_grad_(): argument 'requires_grad'{where} must be bool, not "
                            f"{typename(requires_grad)}")
        if _TRANSFORMS.depth:  # functorch's checkSupportsInplaceRequiresGrad (the library's own calls go around it)
            raise RuntimeError(_REQUIRES_GRAD_IN_TRANSFORM)
        if requires_grad and self._data.dtype.kind != "f":  # this spelling has its own message in PyTorch
            raise RuntimeError("only Tensors of floating point dtype can require gradients")
        self._set_requires_grad(requires_grad)
        return self

    @property
    def grad_dtype(self):
        """The dtype gradients of this leaf are accumulated in (its own dtype unless set; None: any)."""
        if self._grad_fn is not None:
            raise RuntimeError("grad_dtype can only be accessed on leaf tensors.")
        return self.dtype if self._grad_dtype is Ellipsis else self._grad_dtype

    @grad_dtype.setter
    def grad_dtype(self, value):
        if self._grad_fn is not None:
            raise RuntimeError("grad_dtype can only be set on leaf tensors.")
        if value is not None and not isinstance(value, _dtype.dtype):
            raise RuntimeError(f"grad_dtype must be a torch.dtype or None, but got {type(value).__name__}")
        self._grad_dtype = value
        accumulator = self._accumulator() if self._accumulator is not None else None
        if accumulator is not None:  # already in a graph: its gradients now arrive in the new dtype
            accumulator._set_grad_metadata(self)

    @property
    def is_leaf(self):
        return self.grad_fn is None

    @property
    def grad_fn(self):
        if self._view_meta is not None:
            return self._view_meta.grad_fn(self)  # regenerated if the base changed in place
        return self._grad_fn

    def _is_view(self):
        return self._base is not None

    @property
    def output_nr(self):
        return self._output_nr

    @property
    def grad(self):
        if self._grad_fn is not None and not self._retains_grad and self._grad is None:
            import warnings
            warnings.warn(
                "The .grad attribute of a Tensor that is not a leaf Tensor is being accessed. Its .grad "
                "attribute won't be populated during autograd.backward(). If you indeed want the .grad field "
                "to be populated for a non-leaf Tensor, use .retain_grad() on the non-leaf Tensor. If you "
                "access the non-leaf Tensor by mistake, make sure you access the leaf Tensor instead. See "
                "github.com/pytorch/pytorch/pull/30531 for more information. (Triggered internally at "
                "/__w/pytorch/pytorch/build/aten/src/ATen/core/TensorBody.h:493.)", UserWarning, stacklevel=2)
        return self._grad

    @grad.setter
    def grad(self, value):
        if value is not None:
            if not isinstance(value, Tensor):
                raise TypeError(f"assigned grad expected to be a Tensor or None but got grad of type "
                                f"{type(value).__name__}")
            if value is self:
                raise RuntimeError("can't assign Variable as its own grad")
            expected = self._data.dtype if self._grad_dtype is Ellipsis else \
                None if self._grad_dtype is None else self._grad_dtype.np_dtype
            if expected is not None and value._data.dtype != expected:
                raise RuntimeError(
                    f"attempting to assign a gradient with dtype '{_CPP_TYPE_NAME[value._data.dtype.name]}' to a "
                    f"tensor with grad_dtype '{_SCALAR_TYPE_NAME[expected.name]}'. The gradient must match "
                    "the tensor's grad_dtype (defaults to the tensor's dtype). You can set the tensor's grad_dtype "
                    "attribute with a specific dtype, or None to allow any dtype. Set grad_dtype with caution. "
                    "Diverging the dtypes of a tensor and its gradient may break downstream systems that assume "
                    "they match.")
            if value._data.shape != self._data.shape:
                raise RuntimeError(
                    f"attempting to assign a gradient of size '[{', '.join(map(str, value._data.shape))}]' to a "
                    f"tensor of size '[{', '.join(map(str, self._data.shape))}]'. Please ensure that the gradient "
                    "and the tensor are the same size")
        self._grad = value

    @grad.deleter
    def grad(self):
        self._grad = None

    @property
    def retains_grad(self):
        return self._retains_grad

    @property
    def _base(self):
        """The root base of a view (views of views point at the root); None for a tensor that is not one."""
        meta = self._view_meta
        return None if meta is None else meta.base

    @property
    def _version(self):
        if self._inference:
            raise RuntimeError("Inference tensors do not track version counter.")
        vc = self._vc
        return 0 if vc is None else vc[0]

    def _counter(self):
        """The version counter, shared by views, detached tensors and saved variables.

        Made on first need: most tensors are never saved, viewed or modified in place. It is a
        ``{0: version}`` dict rather than a one-item list because the garbage collector does not
        track a dict of ints, and a recorded graph holds one per saved output."""
        vc = self._vc
        if vc is None:
            vc = self._vc = {0: 0}
        return vc

    def _bump_version(self):
        vc = self._vc
        if vc is None:
            self._vc = {0: 1}
        else:
            vc[0] += 1

    @property
    def data(self):
        """The same storage with no autograd history and a fresh version counter."""
        return Tensor._make(self._data)

    @data.setter
    def data(self, value):
        if not isinstance(value, Tensor):
            raise TypeError(f"Variable data has to be a tensor, but got {typename(value)}")
        new = value._data
        if self._requires_grad and new.dtype.kind not in "fc":
            raise RuntimeError("data set to a tensor that requires gradients must be floating point or complex dtype")
        if new.dtype != self._data.dtype or type(new) is not type(self._data) or self.device != value.device:
            self._accumulator = None  # its metadata is out of date: the next graph makes a new one (set_data)
        self._data = new

    def detach(self):
        t = Tensor._make(self._data, self._counter())  # shares the version counter, as in PyTorch
        return t

    def detach_(self):
        if self._base is not None:
            raise RuntimeError("Can't detach views in-place. Use detach() instead. If you are using "
                               "DistributedDataParallel (DDP) for training, and gradient_as_bucket_view is "
                               "set as True, gradients are views of DDP buckets, and hence detach_() cannot "
                               "be called on these gradients. To fix this error, please refer to the "
                               "Optimizer.zero_grad() function in torch/optim/optimizer.py as the solution.")
        self._grad_fn = None
        self._output_nr = 0
        self._requires_grad = False
        return self

    def retain_grad(self):
        if not self._requires_grad:
            raise RuntimeError("can't retain_grad on Tensor that has requires_grad=False")
        if self._grad_fn is None or self._retains_grad:
            return
        ref = weakref.ref(self)

        def retain_grad_hook(grad):
            tensor = ref()
            if tensor is None or grad is None:
                return
            if tensor._grad is None:
                tensor._grad = grad.clone() if not _GRAD_MODE.grad_enabled else grad
            else:
                tensor._grad = tensor._grad + grad

        fn = self._grad_fn
        if fn._retains_grad_hooks is None:
            fn._retains_grad_hooks = {}
            fn._has_hooks = True
        fn._retains_grad_hooks[self._output_nr] = retain_grad_hook
        self._retains_grad = True

    def register_hook(self, hook):
        if not self._requires_grad:
            raise RuntimeError("cannot register a hook on a tensor that doesn't require gradient")
        from .autograd.node import HookDict, add_hook
        if self._grad_fn is not None:
            return self._grad_fn._register_tensor_pre_hook(self._output_nr, hook)
        if self._hooks is None:
            self._hooks = HookDict()
            accumulator = self._accumulator() if self._accumulator is not None else None
            if accumulator is not None:  # made before the first hook: send it down the engine's full path
                accumulator._has_hooks = True
        return add_hook(self._hooks, hook)

    def register_post_accumulate_grad_hook(self, hook):
        if self._grad_fn is not None:
            raise RuntimeError("post accumulate grad hooks cannot be registered on non-leaf tensors")
        if not self._requires_grad:
            raise RuntimeError("cannot register a hook on a tensor that doesn't require gradient")
        from .autograd.node import HookDict, add_hook
        if self._post_acc_hooks is None:
            self._post_acc_hooks = HookDict()
        return add_hook(self._post_acc_hooks, hook)

    def backward(self, gradient=None, retain_graph=None, create_graph=False, inputs=None):
        _autograd.backward(self, gradient, retain_graph, create_graph, inputs=inputs)

    def _accumulate_(self, other):
        """``self += other`` on the data, used by AccumulateGrad outside create_graph."""
        data = self._data
        if data.shape != other._data.shape:  # a leaf whose .data changed shape: TensorIterator's message
            _check_broadcast(data.shape, other._data.shape)
        if 0 in data.strides:  # an expanded .grad the user set: PyTorch's in-place add refuses it
            from .autograd.views import check_no_internal_overlap
            check_no_internal_overlap(data)
        if data.flags.writeable if hasattr(data, "flags") else True:
            data += other._data
        else:
            self._data = data + other._data
        self._bump_version()

    # -- metadata ---------------------------------------------------------------------
    @property
    def shape(self):
        return Size(self._data.shape)

    def size(self, dim=None, *, axis=None):
        if axis is not None:  # NumPy's spelling, which PyTorch's parser takes (a keyword parameter here: size is hot)
            if dim is not None:
                raise TypeError("size() got an unexpected keyword argument 'axis'")
            dim = axis
        if dim is None:
            return Size(self._data.shape)
        if type(dim) is not int:
            from ._python_arg_parser import int_arg
            dim = int_arg("size", "dim", dim, 1)  # PyTorch's TypeError for another type; an integer tensor is its value
        return self._data.shape[_wrap_dim(dim, self._data.ndim, "size", scalar_error=True)]

    def dim(self):
        return self._data.ndim

    ndimension = dim

    @property
    def ndim(self):
        return self._data.ndim

    def numel(self):
        return self._data.size

    nelement = numel

    @property
    def dtype(self):
        return _dtype.FROM_NP[self._data.dtype]

    @property
    def device(self):
        return device_of_array(self._data)

    @property
    def is_cuda(self):
        return self.device.type == "cuda"

    @property
    def is_cpu(self):
        return self.device.type == "cpu"

    def get_device(self):
        d = self.device
        return -1 if d.type == "cpu" else d.index

    def is_floating_point(self):
        return self._data.dtype.kind == "f"

    def is_complex(self):
        return False

    def element_size(self):
        return self._data.dtype.itemsize

    @property
    def itemsize(self):
        return self._data.dtype.itemsize

    @property
    def nbytes(self):
        return self._data.nbytes

    def is_inference(self):
        return self._inference

    @property
    def T(self):
        global _warned_T, _warned_T0
        if self._data.ndim not in (0, 2) and not _warned_T:  # TORCH_WARN_ONCE, as PyTorch's
            _warned_T = True
            import warnings
            warnings.warn("The use of `x.T` on tensors of dimension other than 2 to reverse their shape is deprecated "
                          "and it will throw an error in a future release. Consider `x.mT` to transpose batches of "
                          "matrices or `x.permute(*torch.arange(x.ndim - 1, -1, -1))` to reverse the dimensions of a "
                          "tensor. (Triggered internally at /__w/pytorch/pytorch/aten/src/ATen/native/TensorShape.cpp:"
                          "4314.)", UserWarning, stacklevel=2)
        if self._data.ndim == 0 and not _warned_T0:
            _warned_T0 = True
            import warnings
            warnings.warn("Tensor.T is deprecated on 0-D tensors. This function is the identity in these cases. "
                          "(Triggered internally at /__w/pytorch/pytorch/aten/src/ATen/native/TensorShape.cpp:4321.)",
                          UserWarning, stacklevel=2)
        return self.permute(tuple(range(self._data.ndim - 1, -1, -1)))

    # -- conversions ------------------------------------------------------------------
    def _host_array(self):
        return backends.backend_of(self._data).to_numpy(self._data)

    def numpy(self, *args, force=False):
        if args:
            raise TypeError(f"numpy() takes 0 positional arguments but {len(args)} "
                            f"{'was' if len(args) == 1 else 'were'} given")
        if force:
            return self._host_array()
        dev = self.device
        if dev.type != "cpu":
            raise TypeError(f"can't convert {dev} device type tensor to numpy. Use Tensor.cpu() to copy the "
                            "tensor to host memory first.")
        if self._requires_grad and _GRAD_MODE.grad_enabled:
            raise RuntimeError("Can't call numpy() on Tensor that requires grad. Use tensor.detach().numpy() "
                               "instead.")
        return self._data

    def __array__(self, dtype=None, copy=None):
        arr = self.numpy()
        return arr if dtype is None else arr.astype(dtype)

    def __array_wrap__(self, array, context=None, return_scalar=False):
        """A NumPy ufunc given a tensor (``np.exp(t)``, ``array * t`` where the tensor's operator declined the
        array) returns a tensor on the ufunc's result, a bool result as uint8, as PyTorch's does."""
        if array.dtype == bool:
            array = array.astype("uint8")
        from ._creation import from_numpy
        return from_numpy(array)

    def tolist(self):
        return self._host_array().tolist()

    def item(self):
        if self._data.size != 1:
            raise RuntimeError(f"a Tensor with {self._data.size} elements cannot be converted to Scalar")
        return self._host_array().reshape(()).item()

    def __float__(self):
        if self._requires_grad:
            warn_scalar_with_grad()
        if self._data.size != 1:
            raise ValueError("only one element tensors can be converted to Python scalars")
        return float(self.item())

    def __int__(self):
        if self._data.size != 1:
            raise ValueError("only one element tensors can be converted to Python scalars")
        return int(self.item())

    def __index__(self):
        if self._data.dtype.kind not in "iub" or self._data.size != 1:
            raise TypeError("only integer tensors of a single element can be converted to an index")
        return int(self.item())

    def __bool__(self):
        if self._data.size != 1:
            raise RuntimeError(f"Boolean value of Tensor with {'no values' if not self._data.size else 'more than one value'}"
                               " is ambiguous")
        return bool(self.item())

    def __len__(self):
        if self._data.ndim == 0:
            raise TypeError("len() of a 0-d tensor")
        return self._data.shape[0]

    def __iter__(self):
        if self._data.ndim == 0:
            raise TypeError("iteration over a 0-d tensor")
        return iter(self.unbind(0))

    def __reversed__(self):
        """torch/_tensor.py's: ``flip(0)``, a 0-d tensor itself."""
        return self if self._data.ndim == 0 else self.flip(0)

    def __hash__(self):
        return id(self)

    def __contains__(self, element):
        if not isinstance(element, (Tensor, numbers.Number)):
            raise RuntimeError(f"Tensor.__contains__ only supports Tensor or scalar, but you passed in a {type(element)}.")
        return bool((element == self).any())

    def __reduce_ex__(self, protocol):
        # As PyTorch's pickling: the values, dtype, device and requires_grad; a non-leaf comes back a leaf,
        # and neither .grad nor hooks travel. The array itself, not a copy: pickle writes its values, and
        # copy.copy's tensor shares the memory, as PyTorch's (which hands over its storage).
        return _rebuild_tensor, (type(self), self._host_array(), self.device.type, self._requires_grad)

    def __deepcopy__(self, memo):
        if self._grad_fn is not None:
            raise RuntimeError("Only Tensors created explicitly by the user (graph leaves) support the "
                               "deepcopy protocol at the moment.  If you were attempting to deepcopy a "
                               "module, this may be because of a torch.nn.utils.weight_norm usage, see "
                               "https://github.com/pytorch/pytorch/pull/103001")
        t = type(self)._make(self._data.copy())
        t._requires_grad = self._requires_grad
        if self._grad is not None:
            t._grad = self._grad.__deepcopy__(memo)
        memo[id(self)] = t
        return t

    @staticmethod
    def _type_string(data):
        name = _LEGACY_TYPE_NAMES[data.dtype.name]
        dev = device_of_array(data)
        return f"torch.{name}" if dev.type == "cpu" else f"torch.{dev.type}.{name}"

    def type(self, dtype=None):
        if dtype is None:
            return self._type_string(self._data)
        if not isinstance(dtype, (str, _dtype.dtype, type)):
            raise TypeError("dtype must be a type, str, or dtype object")
        if type(dtype) is type:  # x.type(float): PyTorch's parser takes no Python type here
            raise ValueError(f"invalid type: '{dtype.__name__}'")
        return self.to(dtype)

    def __repr__(self, *, tensor_contents=None):
        if type(self) is Tensor:
            return tensor_repr(self)
        return tensor_repr(self, prefix=type(self).__name__ + "(")  # a subclass: PyTorch names it

    def __format__(self, spec):
        if self._data.ndim == 0:
            return self.item().__format__(spec)
        return object.__format__(self, spec)

    # -- new_* factories ----------------------------------------------------------------
    def new(self, *args):
        """Legacy ``x.new(data)`` / ``x.new(*sizes)``: same dtype and device, no autograd."""
        from ._creation import _legacy_new_like
        return _legacy_new_like(self, args)

    def new_tensor(self, data=_NO_DATA, *args, dtype=None, device=None, requires_grad=False):
        from ._creation import _dtype_arg, _tensor_from, warn_copy_construct
        if args or data is _NO_DATA:  # PyTorch's parser: data, then keywords only
            from ._python_arg_parser import too_many_positional
            if data is _NO_DATA:
                raise TypeError('new_tensor() missing 1 required positional arguments: "data"')
            too_many_positional("new_tensor", 1, 1, 1 + len(args))
        if isinstance(data, Tensor):
            warn_copy_construct("tensor.new_tensor")
        return _tensor_from(data, _dtype_arg("new_tensor", dtype) or self.dtype, device or self.device, requires_grad)

    def new_zeros(self, *sizes, size=None, dtype=None, device=None, requires_grad=False):
        from ._creation import _dtype_arg, _size, zeros
        return zeros(_size("new_zeros", sizes, size), dtype=_dtype_arg("new_zeros", dtype) or self.dtype,
                     device=device or self.device, requires_grad=requires_grad)

    def new_ones(self, *sizes, size=None, dtype=None, device=None, requires_grad=False):
        from ._creation import _dtype_arg, _size, ones
        return ones(_size("new_ones", sizes, size), dtype=_dtype_arg("new_ones", dtype) or self.dtype,
                    device=device or self.device, requires_grad=requires_grad)

    def new_empty(self, *sizes, size=None, dtype=None, device=None, requires_grad=False):
        from ._creation import _dtype_arg, _size, empty
        return empty(_size("new_empty", sizes, size), dtype=_dtype_arg("new_empty", dtype) or self.dtype,
                     device=device or self.device, requires_grad=requires_grad)

    def new_full(self, size, fill_value, dtype=None, device=None, requires_grad=False):
        from ._creation import _dtype_arg, full
        return full(size, fill_value, dtype=_dtype_arg("new_full", dtype) or self.dtype, device=device or self.device,
                    requires_grad=requires_grad)

    # -- conversions through differentiable ops -------------------------------------------
    def to(self, *args, **kwargs):
        fmt = kwargs.pop("memory_format", None)
        dtype, dev, copy = _parse_to(args, kwargs)
        if dev is not None and dev == self.device:
            dev = None
        if dtype is not None and dtype.np_dtype == self._data.dtype:
            dtype = None
        if dtype is None and dev is None and not copy and (fmt is None or _to_keeps_layout(self, fmt)):
            return self
        if dtype is not None and not dtype.is_floating_point and self._requires_grad:
            # an integer or bool result is not differentiable (PyTorch's isDifferentiableType)
            from .autograd.grad_mode import no_grad
            with no_grad():
                return self._to_copy(dtype=dtype, device=dev, memory_format=fmt)
        return self._to_copy(dtype=dtype, device=dev, memory_format=fmt)

    # float(), double(), half(), long(), int(), bool(), byte(), char(), short(): _elementwise_extra._cast

    def cpu(self):
        return self.to("cpu")

    def cuda(self, device=None):
        return self.to(_device_cls("cuda", device if device is not None else 0))

    def type_as(self, other):
        _function_utils.check_tensor("type_as", "other", other, 1)
        return self.to(other.dtype)

    def is_contiguous(self, *, memory_format=None):
        return bool(self._data.flags.c_contiguous) if hasattr(self._data, "flags") else True

    def stride(self, dim=None):
        data = self._data
        strides = _strided.element_strides(data)
        if not data.size and data.ndim and not any(strides):
            # NumPy gives an op's empty result all-zero strides; PyTorch's are contiguous
            strides = _strided.contiguous_strides(data.shape)
        if dim is None:
            return strides
        if type(dim) is not int:
            from ._python_arg_parser import int_arg
            dim = int_arg("stride", "dim", dim, 1)
        return strides[_wrap_dim(dim, self._data.ndim, "stride", scalar_error=True)]

    # -- indexing ---------------------------------------------------------------------
    def __getitem__(self, index):
        return _indexing.getitem(self, index)

    def __setitem__(self, index, value):
        _indexing.setitem(self, index, value)

    # -- storage introspection: where the data lives (PyTorch's TensorImpl + StorageImpl) ---
    def data_ptr(self):
        """Address of the first element (0 for a tensor without elements)."""
        if self._data.size == 0:
            return 0
        return backends.backend_of(self._data).data_ptr(self._data)

    def untyped_storage(self):
        """The memory block this tensor is a view into (shared by all its views)."""
        return UntypedStorage._of(self._data)

    def storage_offset(self):
        """Offset of the first element from the start of the storage, in elements."""
        if self._data.size == 0:
            return 0
        storage = UntypedStorage._of(self._data)
        return (self.data_ptr() - storage.data_ptr()) // self._data.dtype.itemsize


class UntypedStorage:
    """The bytes behind a tensor and all its views (``Tensor.untyped_storage()``).

    Backed by the root array of the tensor's view chain (``array.base`` ... ), so two
    views of one tensor report the same ``data_ptr()`` and ``nbytes()``.
    """

    __slots__ = ("_array",)

    @classmethod
    def _of(cls, array):
        storage = object.__new__(cls)
        storage._array = _strided.storage_root(array)
        return storage

    def nbytes(self):
        return self._array.nbytes

    def size(self):
        return self._array.nbytes

    __len__ = size

    def element_size(self):
        return 1

    def data_ptr(self):
        if self._array.size == 0:
            return 0
        return backends.backend_of(self._array).data_ptr(self._array)

    @property
    def device(self):
        return device_of_array(self._array)

    @property
    def is_cuda(self):
        return self.device.type == "cuda"

    def __eq__(self, other):
        return isinstance(other, UntypedStorage) and self._array is other._array

    def __hash__(self):
        return id(self._array)

    def __repr__(self):
        return (f"minitorch.UntypedStorage(nbytes={self.nbytes()}, data_ptr={hex(self.data_ptr())}, "
                f"device={self.device})")


def _to_keeps_layout(tensor, fmt):
    """ATen's to_will_alias: ``to(memory_format=fmt)`` returns the tensor itself when it already suggests it."""
    name = getattr(fmt, "_name", None)
    if name == _strided.PRESERVE:
        return True
    data = tensor._data
    _strided.check_rank(name, data.ndim)
    return _strided.suggest_memory_format(data.shape, _strided.element_strides(data)) == name


# Tensor.to's Python signatures, as PyTorch's bindings hold them (for its argument errors)
_TO_SIGNATURES = (
    "to(Device? device=None, ScalarType? dtype=None, bool non_blocking=False, bool copy=False, *, "
    "MemoryFormat? memory_format=None)",
    "to(ScalarType dtype, bool non_blocking=False, bool copy=False, *, MemoryFormat? memory_format=None)",
    "to(Tensor tensor, bool non_blocking=False, bool copy=False, *, MemoryFormat? memory_format=None)",
)


def _parse_to(args, kwargs):
    if not kwargs and len(args) == 1 and type(args[0]) is _dtype.dtype:  # x.to(dtype), the common call
        return args[0], None, False
    unknown = kwargs.keys() - {"dtype", "device", "copy", "non_blocking"}
    if unknown:
        from ._invalid_arguments import raise_invalid_arguments
        raise_invalid_arguments("to", _TO_SIGNATURES, args, kwargs)
    dtype = kwargs.pop("dtype", None)
    if type(dtype) is type and dtype in _dtype.PYTHON_TYPES:
        dtype = _dtype.PYTHON_TYPES[dtype]
    dev = kwargs.pop("device", None)
    copy = kwargs.pop("copy", False)
    kwargs.pop("non_blocking", None)
    if len(args) > 4:  # no signature takes more
        from ._invalid_arguments import raise_invalid_arguments
        raise_invalid_arguments("to", _TO_SIGNATURES, args, kwargs)
    for i, a in enumerate(args):
        if isinstance(a, _dtype.dtype):
            dtype = a
        elif type(a) is type and a in _dtype.PYTHON_TYPES:  # x.to(float): float64, as PyTorch's parser
            dtype = _dtype.PYTHON_TYPES[a]
        elif i == 0 and (isinstance(a, (str, _device_cls)) or isinstance(a, int) and not isinstance(a, bool) and (
                len(args) == 1 or not isinstance(args[1], (int, str, _device_cls)) or isinstance(args[1], bool))):
            dev = _device_cls(a)  # an int first: an accelerator index, as the binding reads a Device
        elif isinstance(a, Tensor):
            dtype, dev = a.dtype, a.device
        elif i == 0 and type(a) in (float, bool, complex):  # x.to(1.5): PyTorch's parser reads the value's type
            dtype = _dtype.PYTHON_TYPES.get(type(a)) or _dtype.complex128
        elif isinstance(a, bool) or a is None and i == 0:  # (x.to(None): no device given)
            pass
        else:
            from ._invalid_arguments import raise_invalid_arguments
            raise_invalid_arguments("to", _TO_SIGNATURES, args, kwargs)
    if isinstance(dev, str):
        dev = _device_cls(dev)
    return dtype, dev, copy


def device_of_array(data):
    backend = backends.backend_of(data)
    if backend.device_type == "cpu":
        return CPU
    return _device_cls(backend.device_type, backend.device_index(data))


def device_of_array_type(array_type):
    backend = backends._BACKEND_BY_TYPE[array_type]
    return CPU if backend.device_type == "cpu" else _device_cls(backend.device_type, 0)


def _wrap_dim(dim, ndim, op="dim", scalar_error=False):
    if scalar_error and ndim == 0:  # size(d) / stride(d) of a 0-dim tensor: no dim to wrap to, as in PyTorch
        raise IndexError(f"Dimension specified as {dim} but tensor has no dimensions")
    n = max(ndim, 1)
    if dim < -n or dim >= n:
        raise IndexError(f"Dimension out of range (expected to be in range of [{-n}, {n - 1}], but got {dim})")
    return dim + n if dim < 0 else dim


_saved_variable._Tensor = Tensor
_autograd.node._Tensor = Tensor
_indexing = None  # minitorch._indexing (x[i], x[i] = v), bound when it loads: it imports the generated ops
from .autograd import function_utils as _function_utils  # noqa: E402

_function_utils._Tensor = Tensor
_function_utils.wrap = Tensor._make  # a kernel's result as a Tensor


def _rebuild_tensor(cls, array, device, requires_grad):
    """Unpickle a tensor (see Tensor.__reduce_ex__); a Tensor subclass such as Parameter is rebuilt as one."""
    t = Tensor._make(array)
    if device != "cpu":
        t = t.to(device)
    if cls is not Tensor:
        return cls(t, requires_grad) if getattr(cls, "_rebuilds_from_data", False) else _as_subclass(t, cls, requires_grad)
    if requires_grad:
        t._set_requires_grad(True)
    return t


def _as_subclass(t, cls, requires_grad):
    out = cls._make(t._data)
    out._requires_grad = requires_grad
    return out


def _read_only(name):
    def refuse(self, value):  # the getset descriptor's message of PyTorch's TensorBase
        raise AttributeError(f"attribute '{name}' of 'minitorch._C.TensorBase' objects is not writable")
    return refuse


for _name, _attr in list(vars(Tensor).items()):
    if isinstance(_attr, property) and _attr.fset is None:
        setattr(Tensor, _name, property(_attr.fget, _read_only(_name), _attr.fdel, _attr.__doc__))
del _name, _attr
