"""F.affine_grid and F.grid_sample: PyTorch's Python-level checks and warnings over ATen's
affine_grid_generator (AffineGridGeneratorBackward0) and grid_sampler_2d / grid_sampler_3d
(GridSampler2DBackward0 / GridSampler3DBackward0; torch.grid_sampler picks one by the input's dims)."""
import warnings

from .._autocast_state import AUTOCAST, autocast_promote
from .._generated import variable_type as _vt
from ..autograd.function_utils import check_tensor as _check_tensor

_MODES = {"bilinear": 0, "nearest": 1, "bicubic": 2}
_PADDINGS = {"zeros": 0, "border": 1, "reflection": 2}
_ALIGN_NOTE = ("Default grid_sample and affine_grid behavior has changed to align_corners=False since 1.3.0. Please "
               "specify align_corners=True if the old behavior is desired. See the documentation of grid_sample for "
               "details.")


def grid_sampler(input, grid, interpolation_mode, padding_mode, align_corners):
    """torch.grid_sampler: grid_sampler_2d for a 4-D input, grid_sampler_3d otherwise (ATen's own choice)."""
    if AUTOCAST.enabled:  # on CUDA's promote list (CPU's fp32 list names grid_sampler_2d and _3d as well)
        input, grid = autocast_promote(("cuda",), input, grid)
    op = _vt.grid_sampler_2d if input.dim() == 4 else _vt.grid_sampler_3d
    return op(input, grid, interpolation_mode, padding_mode, align_corners)


def grid_sample(input, grid, mode="bilinear", padding_mode="zeros", align_corners=None):
    if mode not in _MODES:
        raise ValueError(f"nn.functional.grid_sample(): expected mode to be 'bilinear', 'nearest' or 'bicubic', but "
                         f"got: '{mode}'")
    if padding_mode not in _PADDINGS:
        raise ValueError(f"nn.functional.grid_sample(): expected padding_mode to be 'zeros', 'border', or "
                         f"'reflection', but got: '{padding_mode}'")
    if align_corners is None:
        warnings.warn(_ALIGN_NOTE, stacklevel=2)
        align_corners = False
    _check_tensor("grid_sampler", "input", input, 1)
    return grid_sampler(input, grid, _MODES[mode], _PADDINGS[padding_mode], align_corners)


def affine_grid(theta, size, align_corners=None):
    if align_corners is None:
        warnings.warn(_ALIGN_NOTE, stacklevel=2)
        align_corners = False
    if not theta.is_floating_point():
        raise ValueError(f"Expected theta to have floating point type, but got {theta.dtype}")
    if len(size) == 4:
        if theta.dim() != 3 or theta.shape[-2] != 2 or theta.shape[-1] != 3:
            raise ValueError(f"Expected a batch of 2D affine matrices of shape Nx2x3 for size {size}. Got "
                             f"{theta.shape}.")
        spatial_size = size[-2:]
    elif len(size) == 5:
        if theta.dim() != 3 or theta.shape[-2] != 3 or theta.shape[-1] != 4:
            raise ValueError(f"Expected a batch of 3D affine matrices of shape Nx3x4 for size {size}. Got "
                             f"{theta.shape}.")
        spatial_size = size[-3:]
    else:
        raise NotImplementedError(f"affine_grid only supports 4D and 5D sizes, for 2D and 3D affine transforms, "
                                  f"respectively. Got size {size}.")
    if align_corners and min(spatial_size) == 1:
        warnings.warn("Since version 1.3.0, affine_grid behavior has changed for unit-size grids when "
                      "align_corners=True. This is not an intended use case of affine_grid. See the documentation of "
                      "affine_grid for details.", stacklevel=2)
    elif min(size) <= 0:
        raise ValueError(f"Expected non-zero, positive output size. Got {size}")
    return _vt.affine_grid_generator(theta, list(size), align_corners)
