"""F.fractional_max_pool2d / 3d (Graham, 2014): max pooling whose windows start at pseudo-random offsets, one
uniform sample per plane and spatial dim. Given samples make it deterministic; otherwise they are drawn as
PyTorch draws them (torch.rand of the input's dtype), so a seeded call picks PyTorch's windows."""
from .. import _creation
from .._generated import variable_type as _vt
from ..autograd import grad_mode as _grad_mode


def _expand(v, n):
    return tuple(v) if isinstance(v, (list, tuple)) else (v,) * n


def _sizes(input, kernel_size, output_size, output_ratio, nd):
    if output_size is None and output_ratio is None:
        raise ValueError(f"fractional_max_pool{nd}d requires specifying either an output_size or an output_ratio")
    if output_size is None:
        # len() of a bare float raises TypeError, as in PyTorch (its modules pass tuples).
        if nd == 2 and len(output_ratio) > 2:
            raise ValueError("fractional_max_pool2d requires output_ratio to either be a single Int or tuple of Ints.")
        ratio = _expand(output_ratio, nd)
        output_size = [int(input.size(d - nd) * ratio[d]) for d in range(nd)]
    # A bare int stands for every spatial dim, as PyTorch's argument parser expands an int[2] / int[3].
    return _expand(kernel_size, nd), _expand(output_size, nd)


def _with_indices(input, kernel_size, output_size, output_ratio, _random_samples, nd):
    kernel_size, output_size = _sizes(input, kernel_size, output_size, output_ratio, nd)
    if _random_samples is None:
        batch = 1 if input.dim() == nd + 1 else input.size(0)
        _random_samples = _creation.rand(batch, input.size(-nd - 1), nd, dtype=input.dtype, device=input.device)
    # ATen's autograd refuses a random_samples that requires grad (its formula marks it non-differentiable).
    if _random_samples.requires_grad and _grad_mode.is_grad_enabled():
        raise RuntimeError(f"The function 'fractional_max_pool{nd}d' is not differentiable with respect to argument "
                           "'random_samples'. This input cannot have requires_grad True.")
    op = _vt.fractional_max_pool2d if nd == 2 else _vt.fractional_max_pool3d
    return op(input, kernel_size, output_size, _random_samples)


def fractional_max_pool2d_with_indices(input, kernel_size, output_size=None, output_ratio=None, return_indices=False,
                                       _random_samples=None):
    return _with_indices(input, kernel_size, output_size, output_ratio, _random_samples, 2)


def fractional_max_pool3d_with_indices(input, kernel_size, output_size=None, output_ratio=None, return_indices=False,
                                       _random_samples=None):
    return _with_indices(input, kernel_size, output_size, output_ratio, _random_samples, 3)


def fractional_max_pool2d(input, kernel_size, output_size=None, output_ratio=None, return_indices=False,
                          _random_samples=None):
    out = _with_indices(input, kernel_size, output_size, output_ratio, _random_samples, 2)
    return out if return_indices else out[0]


def fractional_max_pool3d(input, kernel_size, output_size=None, output_ratio=None, return_indices=False,
                          _random_samples=None):
    out = _with_indices(input, kernel_size, output_size, output_ratio, _random_samples, 3)
    return out if return_indices else out[0]
