"""Gradient clipping (torch.nn.utils.clip_grad), computed the way PyTorch does it.

The total norm is the p-norm of the per-tensor p-norms (not one sum over every element), and the
clip coefficient is a tensor in the norm's dtype, clamped to at most 1 and multiplied in place into
every grad: that keeps float32 rounding identical to PyTorch's.
"""
import functools
import types
import warnings

from ... import kernels
from ..._tensor import Tensor
from ...autograd.function_utils import ARRAY_MODULE
from ...autograd.grad_mode import no_grad

__all__ = ["clip_grad_norm", "clip_grad_norm_", "clip_grad_value_", "get_total_norm", "clip_grads_with_norm_"]


def _no_grad(func):
    @functools.wraps(func)
    def wrapper(*args, **kwargs):
        with no_grad():
            return func(*args, **kwargs)
    return wrapper


def _as_list(tensors):
    return [tensors] if isinstance(tensors, Tensor) else list(tensors)


@_no_grad
def get_total_norm(tensors, norm_type=2.0, error_if_nonfinite=False, foreach=None):
    """The norm of all `tensors` viewed as one vector."""
    from ... import linalg, stack, tensor  # at call time: the package is fully imported by then
    tensors = _as_list(tensors)
    norm_type = float(norm_type)
    if len(tensors) == 0:
        return tensor(0.0)
    first_device = tensors[0].device
    array_type = type(tensors[0]._data)
    if all(type(t._data) is array_type for t in tensors):  # one device: each norm straight from the kernel
        xp = ARRAY_MODULE[array_type]
        norms = [Tensor._make(kernels.vector_norm(xp, t._data, norm_type, None, False, None)) for t in tensors]
    else:
        norms = [linalg.vector_norm(t, norm_type).to(first_device) for t in tensors]
    total_norm = linalg.vector_norm(stack(norms), norm_type)
    if error_if_nonfinite and bool(total_norm.isnan() | total_norm.isinf()):
        raise RuntimeError(f"The total norm of order {norm_type} for gradients from `parameters` is non-finite, so "
                           "it cannot be clipped. To disable this error and scale the gradients by the "
                           "non-finite norm anyway, set `error_if_nonfinite=False`")
    return total_norm


@_no_grad
def clip_grads_with_norm_(parameters, max_norm, total_norm, foreach=None):
    """Scale every .grad by min(max_norm / (total_norm + 1e-6), 1), in place."""
    grads = [p.grad for p in _as_list(parameters) if p.grad is not None]
    max_norm = float(max_norm)
    if len(grads) == 0:
        return
    # Always multiply (even by 1): PyTorch avoids a data-dependent branch, and the version bump shows it.
    coef = (max_norm / (total_norm + 1e-6)).clamp(max=1.0)
    for g in grads:
        g.mul_(coef.to(g.device))


@_no_grad
def clip_grad_norm_(parameters, max_norm, norm_type=2.0, error_if_nonfinite=False, foreach=None):
    if isinstance(parameters, Tensor):
        parameters = [parameters]
    else:
        is_generator = isinstance(parameters, types.GeneratorType)
        parameters = list(parameters)  # a generator is read once, but used twice below
        if is_generator and len(parameters) == 0:
            warnings.warn("`parameters` is an empty generator, no gradient clipping will occur.", stacklevel=3)
    grads = [p.grad for p in parameters if p.grad is not None]
    total_norm = get_total_norm(grads, norm_type, error_if_nonfinite, foreach)
    clip_grads_with_norm_(parameters, max_norm, total_norm, foreach)
    return total_norm


def clip_grad_norm(parameters, max_norm, norm_type=2.0, error_if_nonfinite=False, foreach=None):
    """Deprecated alias of clip_grad_norm_ (the message names torch, as PyTorch's does)."""
    warnings.warn("`torch.nn.utils.clip_grad_norm` is now deprecated in favor of `torch.nn.utils.clip_grad_norm_`.",
                  FutureWarning, stacklevel=2)
    return clip_grad_norm_(parameters, max_norm, norm_type, error_if_nonfinite, foreach)


@_no_grad
def clip_grad_value_(parameters, clip_value, foreach=None):
    clip_value = float(clip_value)
    for g in [p.grad for p in _as_list(parameters) if p.grad is not None]:
        g.clamp_(min=-clip_value, max=clip_value)
