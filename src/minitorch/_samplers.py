"""torch.binomial: the Python-level dtype checks PyTorch makes (ValueErrors) before the sampler op, whose
graph is PyTorch's NotImplemented node (no derivative)."""
from ._generated import variable_type as _vt
from ._tensor import Tensor, _SCALAR_TYPE_NAME
from .autograd.function_utils import not_a_tensor

__all__ = ["binomial"]


def binomial(count, prob, generator=None):
    if not isinstance(prob, Tensor):
        raise not_a_tensor('binomial', 'prob', prob, 2, shared=False)
    for name, value in (("count", count), ("prob", prob)):
        if isinstance(value, Tensor) and not value.dtype.is_floating_point:
            raise ValueError(f"binomial only supports floating-point dtypes for {name}, got: "
                             f"{_SCALAR_TYPE_NAME[str(value.dtype).rpartition('.')[2]]}")
    return _vt.binomial(count, prob, generator)
