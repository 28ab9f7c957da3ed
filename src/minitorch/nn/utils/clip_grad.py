"""clip_grad_norm_ / clip_grad_value_: rescale or clamp .grad in place, as PyTorch does."""
import math

from ..._tensor import Tensor
from ...autograd.grad_mode import no_grad


def _grads(parameters):
    if isinstance(parameters, Tensor):
        parameters = [parameters]
    return [p.grad for p in parameters if p.grad is not None]


def _set(grad, value):
    grad._data[...] = value._data
    grad._bump_version()


def clip_grad_norm_(parameters, max_norm, norm_type=2.0, error_if_nonfinite=False, foreach=None):
    from ... import _creation
    grads = _grads(parameters)
    norm_type = float(norm_type)
    if not grads:
        return _creation.tensor(0.0)
    with no_grad():
        if norm_type == math.inf:
            norms = [g.abs().amax() for g in grads]
            total = norms[0] if len(norms) == 1 else _stack_max(norms)
        else:
            total = sum(((g.abs() ** norm_type).sum() for g in grads[1:]), (grads[0].abs() ** norm_type).sum())
            total = total ** (1.0 / norm_type)
        value = total.item()
        if error_if_nonfinite and (math.isnan(value) or math.isinf(value)):
            raise RuntimeError(f"The total norm of order {norm_type} for gradients from `parameters` is non-finite, so "
                               "it cannot be clipped. To disable this error and scale the gradients by the "
                               "non-finite norm anyway, set `error_if_nonfinite=False`")
        coef = min(max_norm / (value + 1e-6), 1.0)
        for g in grads:
            _set(g, g * coef)
    return total


def _stack_max(values):
    best = values[0]
    for v in values[1:]:
        best = best.maximum(v) if hasattr(best, "maximum") else (v if v.item() > best.item() else best)
    return best


def clip_grad_value_(parameters, clip_value, foreach=None):
    clip_value = float(clip_value)
    with no_grad():
        for g in _grads(parameters):
            _set(g, g.clamp(min=-clip_value, max=clip_value))
