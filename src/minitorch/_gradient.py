"""torch.gradient: the numerical derivative of sampled values along each requested dim, by central
differences inside and one-sided differences of order ``edge_order`` at the two ends (numpy.gradient's
scheme). Spacing is one step for all dims, one step per dim, or per-dim coordinates (non-uniform
differences). Composed of slices, arithmetic and cat as ATen's (so it is differentiable and its graph
shows those nodes)."""
import numbers

from . import _dtype
from ._composite_shape import _wrap_dim
from ._generated import variable_type as _vt
from ._tensor import Tensor
from ._typename import typename
from .autograd.function_utils import not_a_tensor

__all__ = ["gradient"]


def _check(input, spacing_size, dims, edge_order):
    """ATen's pre_check_gradient, in its order."""
    if input.dtype == _dtype.uint8:
        raise RuntimeError("torch.gradient does not support uint8 input.")
    if spacing_size is not None and dims is None and spacing_size != input.dim():
        raise RuntimeError("torch.gradient expected spacing to be unspecified, a scalar, or a list of length equal to "
                           f"'self.dim() = {input.dim()}', since dim argument was not given, but got a list of "
                           f"length {spacing_size}")
    if spacing_size is not None and dims is not None and spacing_size != len(dims):
        raise RuntimeError("torch.gradient expected spacing to be unspecified, a scalar or it's spacing and dim "
                           f"arguments to have the same length, but got a spacing argument of length {spacing_size} "
                           f"and a dim argument of length {len(dims)}.")
    if edge_order not in (1, 2):
        raise RuntimeError("torch.gradient only supports edge_order=1 and edge_order=2.")
    seen = set()
    for d in (dims if dims is not None else range(input.dim())):
        wrapped = _wrap_dim(d, input.dim())
        if wrapped in seen:
            raise RuntimeError(f"dim {wrapped} appears multiple times in the list of dims")
        seen.add(wrapped)
    for d in (dims if dims is not None else range(input.dim())):
        if input.shape[d] < edge_order + 1:
            raise RuntimeError("torch.gradient expected each dimension size to be at least edge_order+1")


def _uniform(input, h, dim, edge_order):
    """Equal steps h: (f[i+1] - f[i-1]) / 2h inside; at the ends first differences over h (edge_order 1)
    or the second-order one-sided stencils (-3/2, 2, -1/2) / h."""
    n = input.shape[dim]

    def at(start, length=1):
        return input.narrow(dim, start, length)
    div, mul = _vt.div_Scalar, _vt.mul_Scalar  # tensor-by-number ops: DivBackward1 / MulBackward1, as in ATen
    center = div(at(2, n - 2) - at(0, n - 2), h)
    if edge_order == 1:
        first = div(at(1) - at(0), h)
        last = div(at(n - 1) - at(n - 2), h)
    else:
        first = div(mul(at(0), -1.5) + mul(at(1), 2) - mul(at(2), 0.5), h)
        last = div(mul(at(n - 3), 0.5) - mul(at(n - 2), 2) + mul(at(n - 1), 1.5), h)
    return _vt.cat([first, div(center, 2), last], dim)


def _coordinates(input, x, dim, edge_order):
    """Samples at coordinates x (1-D): the second-order non-uniform stencils a f[i-1] + b f[i] + c f[i+1]
    with steps d1 = x[i] - x[i-1], d2 = x[i+1] - x[i]; at the ends first differences (edge_order 1) or the
    non-uniform one-sided second-order stencils."""
    if x.dim() != 1:
        raise RuntimeError("torch.gradient expected each element of spacing to have one dimension, but got an "
                           f"element with {x.dim()} dimensions!")
    n = input.shape[dim]
    shape = [1] * input.dim()
    shape[dim] = -1
    dx = x.diff()
    d1, d2 = dx[:-1], dx[1:]
    a = (-d2 / (d1 * (d1 + d2))).reshape(shape)
    b = ((d2 - d1) / (d1 * d2)).reshape(shape)
    c = (d1 / (d2 * (d1 + d2))).reshape(shape)
    center = a * input.narrow(dim, 0, n - 2) + b * input.narrow(dim, 1, n - 2) + c * input.narrow(dim, 2, n - 2)
    if edge_order == 1:
        first = (input.narrow(dim, 1, 1) - input.narrow(dim, 0, 1)) / dx[0]
        last = (input.narrow(dim, n - 1, 1) - input.narrow(dim, n - 2, 1)) / dx[-1]
    else:
        h0, h1 = dx[0], dx[1]
        first = (-(2.0 * h0 + h1) / (h0 * (h0 + h1)) * input.narrow(dim, 0, 1)
                 + (h0 + h1) / (h0 * h1) * input.narrow(dim, 1, 1)
                 + (-h0) / (h1 * (h0 + h1)) * input.narrow(dim, 2, 1))
        h0, h1 = dx[-1], dx[-2]  # the last step, the one before it
        last = (h0 / (h1 * (h0 + h1)) * input.narrow(dim, n - 3, 1)
                + -(h0 + h1) / (h0 * h1) * input.narrow(dim, n - 2, 1)
                + (2 * h0 + h1) / (h0 * (h0 + h1)) * input.narrow(dim, n - 1, 1))
    return _vt.cat([first, center, last], dim)


def _scalar(value):
    return value.item() if isinstance(value, Tensor) and value.dim() == 0 else value


def gradient(input, *, spacing=1, dim=None, edge_order=1):
    """A tuple with the derivative estimate of ``input`` along each dim of ``dim`` (all dims by default)."""
    if not isinstance(input, Tensor):
        raise not_a_tensor('gradient', 'input', input, 1, shared=False)
    dims = None if dim is None else ([dim] if isinstance(dim, numbers.Integral) else list(dim))
    spacing = _scalar(spacing)
    if isinstance(spacing, (list, tuple)):
        spacing_size = len(spacing)
        if not all(isinstance(step, numbers.Number) for step in spacing):  # then it is the Tensor[] overload
            for i, step in enumerate(spacing):
                if not isinstance(step, Tensor):
                    raise TypeError(f"expected Tensor as element {i} in argument 1, but got {typename(step)}")
    else:
        spacing_size = None
        spacing = [spacing] * (input.dim() if dims is None else len(dims))
    _check(input, spacing_size, dims, edge_order)
    dims = [_wrap_dim(d, input.dim()) for d in (dims if dims is not None else range(input.dim()))]
    results = []
    for d, step in zip(dims, spacing):
        # tensors are coordinates (ATen's Tensor[] overloads); numbers are steps
        results.append((_coordinates if isinstance(step, Tensor) else _uniform)(input, step, d, edge_order))
    return tuple(results)
