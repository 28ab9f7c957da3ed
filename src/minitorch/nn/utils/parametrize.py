"""Parametrizations (torch.nn.utils.parametrize): ``module.weight`` computed from other tensors on each read.

``register_parametrization(module, "weight", P)`` moves the tensor into
``module.parametrizations.weight`` (a ParametrizationList holding it as ``original``, or ``original0``,
``original1``, ... when P's ``right_inverse`` splits it) and gives the module a subclass,
``Parametrized<Class>``, with a ``weight`` property: reading runs the parametrizations in order, writing
runs their ``right_inverse`` backwards into the originals. Removing the last parametrization gives the
module its class back.
"""
import collections.abc
import contextlib

from ... import _tensor
from ...autograd.grad_mode import no_grad
from ..modules.container import ModuleDict, ModuleList
from ..parameter import Parameter

__all__ = ["cached", "ParametrizationList", "register_parametrization", "is_parametrized",
           "remove_parametrizations", "type_before_parametrizations", "transfer_parametrizations_and_params"]

_cache_depth = 0
_cache = {}


@contextlib.contextmanager
def cached():
    """Inside, each parametrized tensor is computed once and reused (dropped when the outermost block ends)."""
    global _cache_depth, _cache
    _cache_depth += 1
    try:
        yield
    finally:
        _cache_depth -= 1
        if not _cache_depth:
            _cache = {}


def _register_parameter_or_buffer(module, name, tensor):
    if isinstance(tensor, Parameter):
        module.register_parameter(name, tensor)
    else:
        module.register_buffer(name, tensor)


def _set(dest, src):
    """Give ``dest`` the contents and shape of ``src`` in place, so it stays the same Parameter object
    (the one an optimizer holds)."""
    dest.set_(src)


class ParametrizationList(ModuleList):
    """The parametrizations of one tensor, in order, holding the tensor they start from."""

    def __init__(self, modules, original, unsafe=False):
        if len(modules) == 0:
            raise ValueError("ParametrizationList requires one or more modules.")
        super().__init__(modules)
        self.unsafe = unsafe
        original_shape, original_dtype = original.shape, original.dtype
        with no_grad():
            new = original
            for module in reversed(self):
                if hasattr(module, "right_inverse"):
                    try:
                        new = module.right_inverse(new)
                    except NotImplementedError:
                        pass
        if not isinstance(new, (_tensor.Tensor, collections.abc.Sequence)):
            raise ValueError("'right_inverse' must return a Tensor or a Sequence of tensors (list, tuple...). "
                             f"Got {type(new).__name__}")
        self.is_tensor = isinstance(new, _tensor.Tensor)
        self.ntensors = 1 if self.is_tensor else len(new)
        if self.is_tensor:
            if original.dtype != new.dtype:
                raise ValueError("When `right_inverse` outputs one tensor, it may not change the dtype.\n"
                                 f"original.dtype: {original.dtype}\nright_inverse(original).dtype: {new.dtype}")
            if original.device != new.device:
                raise ValueError("When `right_inverse` outputs one tensor, it may not change the device.\n"
                                 f"original.device: {original.device}\n"
                                 f"right_inverse(original).device: {new.device}")
            with no_grad():
                _set(original, new)
            _register_parameter_or_buffer(self, "original", original)
        else:
            for i, tensor in enumerate(new):
                if not isinstance(tensor, _tensor.Tensor):
                    raise ValueError("'right_inverse' must return a Tensor or a Sequence of tensors (list, tuple...). "
                                     f"Got element {i} of the sequence with type {type(tensor).__name__}.")
                if isinstance(original, Parameter):
                    tensor = Parameter(tensor, original.requires_grad)
                tensor.requires_grad_(original.requires_grad)
                _register_parameter_or_buffer(self, f"original{i}", tensor)
        if not self.unsafe:
            out = self()
            if not isinstance(out, _tensor.Tensor):
                raise ValueError(f"A parametrization must return a tensor. Got {type(out).__name__}.")
            if out.dtype != original_dtype:
                raise ValueError("Registering a parametrization may not change the dtype of the tensor, unless `unsafe` "
                                 f"flag is enabled.\nunparametrized dtype: {original_dtype}\n"
                                 f"parametrized dtype: {out.dtype}")
            if out.shape != original_shape:
                raise ValueError("Registering a parametrization may not change the shape of the tensor, unless `unsafe` "
                                 f"flag is enabled.\nunparametrized shape: {original_shape}\n"
                                 f"parametrized shape: {out.shape}")

    def right_inverse(self, value):
        """Store ``value`` as the originals: the parametrizations' ``right_inverse`` in reverse order."""
        with no_grad():
            for module in reversed(self):
                if not hasattr(module, "right_inverse"):
                    raise RuntimeError(f"parametrization {type(module).__name__} does not implement right_inverse.")
                value = module.right_inverse(value)
            if self.is_tensor:
                if not isinstance(value, _tensor.Tensor):
                    raise ValueError(f"`right_inverse` should return a tensor. Got {type(value).__name__}")
                if value.dtype != self.original.dtype:
                    raise ValueError(f"The tensor returned by `right_inverse` has dtype {value.dtype} while `original` "
                                     f"has dtype {self.original.dtype}")
                _set(self.original, value)
                return
            if not isinstance(value, collections.abc.Sequence):
                raise ValueError(f"'right_inverse' must return a sequence of tensors. Got {type(value).__name__}.")
            if len(value) != self.ntensors:
                raise ValueError(f"'right_inverse' must return a sequence of tensors of length {self.ntensors}. "
                                 f"Got a sequence of length {len(value)}.")
            for i, tensor in enumerate(value):
                original = getattr(self, f"original{i}")
                if not isinstance(tensor, _tensor.Tensor):
                    raise ValueError("'right_inverse' must return a sequence of tensors or reference-type opaques. "
                                     f"Got element {i} of type {type(tensor).__name__}.")
                if original.dtype != tensor.dtype:
                    raise ValueError(f"Tensor {i} returned by `right_inverse` has dtype {tensor.dtype} while "
                                     f"`original{i}` has dtype {original.dtype}")
                _set(original, tensor)

    def forward(self):
        if self.is_tensor:
            x = self[0](self.original)
        else:
            x = self[0](*(getattr(self, f"original{i}") for i in range(self.ntensors)))
        for module in list(self)[1:]:
            x = module(x)
        return x


def _inject_new_class(module):
    """Give ``module`` a subclass of its class, ``Parametrized<Class>``, to hold the properties."""
    cls = module.__class__

    def getstate(self):
        raise RuntimeError("Serialization of parametrized modules is only supported through state_dict(). See:\n"
                           "https://pytorch.org/tutorials/beginner/saving_loading_models.html"
                           "#saving-loading-a-general-checkpoint-for-inference-and-or-resuming-training")
    module.__class__ = type(f"Parametrized{cls.__name__}", (cls,), {"__getstate__": getstate})


def _inject_property(module, tensor_name):
    if hasattr(module, tensor_name):
        raise AssertionError(f"Module already has an attribute named '{tensor_name}'")

    def get_parametrized(self):
        parametrization = self.parametrizations[tensor_name]
        if not _cache_depth:
            return parametrization()
        key = (id(module), tensor_name)
        tensor = _cache.get(key)
        if tensor is None:
            tensor = _cache[key] = parametrization()
        return tensor

    def set_original(self, value):
        self.parametrizations[tensor_name].right_inverse(value)

    setattr(module.__class__, tensor_name, property(get_parametrized, set_original))


def register_parametrization(module, tensor_name, parametrization, *, unsafe=False):
    """Make ``module.<tensor_name>`` read as ``parametrization(original)`` (appended when already parametrized)."""
    parametrization.train(module.training)
    if is_parametrized(module, tensor_name):
        if not unsafe:
            _check_appended(module, tensor_name, parametrization)
        module.parametrizations[tensor_name].append(parametrization)
        module.parametrizations[tensor_name].unsafe |= unsafe
    elif tensor_name in module._buffers or tensor_name in module._parameters:
        original = getattr(module, tensor_name)
        parametrizations = ParametrizationList([parametrization], original, unsafe=unsafe)
        delattr(module, tensor_name)
        if not is_parametrized(module):
            _inject_new_class(module)
            module.parametrizations = ModuleDict()
        _inject_property(module, tensor_name)
        module.parametrizations[tensor_name] = parametrizations
    else:
        raise ValueError(f"Module '{module}' does not have a parameter, a buffer, or a parametrized element with name "
                         f"'{tensor_name}'")
    return module


def _check_appended(module, name, parametrization):
    """A parametrization added to an existing list must keep the tensor's dtype and shape, both ways."""
    before = getattr(module, name)
    after = parametrization(before)
    if not isinstance(after, _tensor.Tensor):
        raise ValueError(f"A parametrization must return a tensor. Got {type(after).__name__}.")
    if after.dtype != before.dtype:
        raise ValueError("Registering a parametrization may not change the dtype of the tensor, unless the `unsafe` flag "
                         f"is enabled.\nmodule.{name}.dtype: {before.dtype}\n"
                         f"parametrization(module.{name}).dtype: {after.dtype}")
    if after.shape != before.shape:
        raise ValueError("Registering a parametrization may not change the shape of the tensor, unless the `unsafe` flag "
                         f"is enabled.\nmodule.{name}.shape: {before.shape}\n"
                         f"parametrization(module.{name}).shape: {after.shape}")
    if not hasattr(parametrization, "right_inverse"):
        return
    try:
        back = parametrization.right_inverse(after)
    except NotImplementedError:
        return
    if not isinstance(back, _tensor.Tensor):
        raise ValueError(f"parametrization.right_inverse must return a tensor. Got: {type(back).__name__}")
    if back.dtype != before.dtype:
        raise ValueError("The tensor returned by parametrization.right_inverse must have the same dtype as "
                         f"module.{name}, unless the `unsafe` flag is enabled.\nmodule.{name}.dtype: {before.dtype}\n"
                         f"returned dtype: {back.dtype}")
    if back.shape != before.shape:
        raise ValueError("The tensor returned by parametrization.right_inverse must have the same shape as "
                         f"module.{name}, unless the `unsafe` flag is enabled.\nmodule.{name}.shape: {before.shape}\n"
                         f"returned shape: {back.shape}")


def is_parametrized(module, tensor_name=None):
    parametrizations = getattr(module, "parametrizations", None)
    if not isinstance(parametrizations, ModuleDict):
        return False
    return len(parametrizations) > 0 if tensor_name is None else tensor_name in parametrizations


def remove_parametrizations(module, tensor_name, leave_parametrized=True):
    """Undo ``register_parametrization``: the tensor becomes a plain parameter (or buffer) again, holding its
    current parametrized value (``leave_parametrized``) or the original."""
    if not is_parametrized(module, tensor_name):
        raise ValueError(f"Module {module} does not have a parametrization on {tensor_name}")
    parametrizations = module.parametrizations[tensor_name]
    if parametrizations.is_tensor:
        original = parametrizations.original
        if leave_parametrized:
            with no_grad():
                _set(original, getattr(module, tensor_name))
    elif leave_parametrized:
        value = getattr(module, tensor_name)
        original = Parameter(value) if value.requires_grad else value
    else:
        raise ValueError("Cannot leave unparametrized (`leave_parametrized=False`) a tensor that is parametrized in "
                         "terms of a sequence of tensors.")
    delattr(module.__class__, tensor_name)
    del module.parametrizations[tensor_name]
    _register_parameter_or_buffer(module, tensor_name, original)
    if not is_parametrized(module):
        delattr(module, "parametrizations")
        module.__class__ = module.__class__.__bases__[0]
    return module


def type_before_parametrizations(module):
    return module.__class__.__bases__[0] if is_parametrized(module) else type(module)


def transfer_parametrizations_and_params(from_module, to_module, tensor_name=None):
    """Register ``from_module``'s parametrizations (all, or ``tensor_name``'s) on ``to_module`` and copy their
    originals over."""
    if not is_parametrized(from_module):
        return to_module
    names = list(from_module.parametrizations) if tensor_name is None else [tensor_name]
    for name in names:
        if not hasattr(to_module, name):
            setattr(to_module, name, Parameter(getattr(from_module, name)))
        for p in from_module.parametrizations[name]:
            register_parametrization(to_module, name, p)
        with no_grad():
            source, target = from_module.parametrizations[name], to_module.parametrizations[name]
            if source.is_tensor:
                target.original.set_(source.original)
            else:
                for i in range(source.ntensors):
                    getattr(target, f"original{i}").set_(getattr(source, f"original{i}"))
    return to_module
