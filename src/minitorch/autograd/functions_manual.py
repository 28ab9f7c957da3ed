"""Helpers that derivative formulas call (PyTorch's FunctionsManual.cpp).

Written only with differentiable minitorch ops, so a formula that uses them can be
differentiated again (create_graph=True). Formulas name these directly; public ops are
reached as ``torch.<op>`` (``minitorch``, bound lazily, so importing this module needs
nothing generated).
"""
import math  # noqa: F401  (formulas may use math.<fn>)

import minitorch as torch
from minitorch import kernels as K
from minitorch._autocast_state import AUTOCAST
from minitorch.autograd.engine import sum_to_dims
from minitorch.autograd.forward_ad import STATE as _FORWARD_AD
from minitorch.autograd.function import delayed_error
from minitorch.autograd.function_utils import ARRAY_MODULE
from minitorch.autograd.grad_mode import STATE as _GRAD_MODE

def normalize_dims(dim, ndim):
    """``dim`` (None, int or sequence) as a sorted tuple of non-negative dims."""
    if dim is None or (isinstance(dim, (tuple, list)) and len(dim) == 0):
        return tuple(range(ndim))
    if isinstance(dim, int):
        dim = (dim,)
    n = max(ndim, 1)
    return tuple(sorted(d + n if d < 0 else d for d in dim))


def zeros_from_info(info):
    """PyTorch's ``TypeAndSize::zeros()``: zeros of a saved (shape, dtype, device), for ``zeros_like(x)``."""
    shape, dtype, device = info
    return torch.zeros(shape, dtype=dtype, device=device)


def sum_to(grad, shape):
    """Sum ``grad`` down to ``shape`` (undo broadcasting)."""
    shape = tuple(shape)
    if tuple(grad.shape) == shape:
        return grad
    lead, inner = sum_to_dims(tuple(grad.shape), shape)
    dims = tuple(range(lead)) + inner
    if dims:
        grad = grad.sum(dims, keepdim=True)
    if lead:
        grad = grad.reshape(shape)
    elif tuple(grad.shape) != shape:
        grad = grad.reshape(shape)
    return grad


_PRODUCT_SUMS = {}  # {(gradient rank, other's rank, axes summed): einsum subscripts}, see broadcast_product


def broadcast_product(node, index, grad, other):
    """``grad * other``: the gradient a product hands its next edge ``index`` (mul's ``grad * other``), for the
    engine to sum to that input's shape where the input was broadcast. With nothing recording, a float32 or
    float64 NumPy gradient, and a sum that leaves the last axis alone, the multiply and the sum run as one
    einsum instead: no broadcast-sized product is made (``a * b`` of (256, 1, 64) and (1, 256, 64): 5.7x faster,
    no 16 MB array to allocate), and the values are the product's summed in the same order. (A sum along the
    last axis stays with NumPy's pairwise sum, more accurate than einsum's running one there.)"""
    metadata = node._next_nodes[index]._input_metadata[node._next_nrs[index]]
    shape = metadata[0]
    g = grad._data
    if (g.shape == shape or _GRAD_MODE.grad_enabled or _FORWARD_AD.active or AUTOCAST.enabled
            or not isinstance(other, torch.Tensor)):
        return torch._variable_type.mul_Tensor(grad, other)  # ``grad * other`` without the operator's frame
    o = other._data
    if (type(g) is not K._NUMPY_ARRAY or type(o) is not K._NUMPY_ARRAY or o.dtype != g.dtype
            or g.dtype.char not in "fd" or metadata[1] != g.dtype or o.ndim > g.ndim or g.ndim > 52):
        return grad * other
    lead = g.ndim - len(shape)
    for i in range(-1, -len(o.shape) - 1, -1):
        if o.shape[i] != g.shape[i] and o.shape[i] != 1:  # ``other`` would grow the product: not a reduction
            return grad * other
    if lead < 0 or g.shape[-1] != 1 and (not shape or shape[-1] == 1) or any(
            s != n and s != 1 for s, n in zip(shape, g.shape[lead:])):
        return grad * other
    axes = tuple(range(lead)) + tuple(i + lead for i, s in enumerate(shape) if s == 1 and g.shape[i + lead] != 1)
    key = (g.ndim, o.ndim, axes)
    subscripts = _PRODUCT_SUMS.get(key)
    if subscripts is None:
        letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"[:g.ndim]
        subscripts = _PRODUCT_SUMS[key] = (f"{letters},{letters[g.ndim - o.ndim:]}->"
                                           + "".join(c for i, c in enumerate(letters) if i not in axes))
    return torch.Tensor._make(ARRAY_MODULE[type(g)].einsum(subscripts, g, o).reshape(shape))


def unsqueeze_multiple(t, dims, ndim):
    for d in normalize_dims(dims, ndim):
        t = t.unsqueeze(d)
    return t


def sum_backward(grad, sizes, dim, keepdim):
    if not keepdim and len(sizes) > 0:
        if dim is None or (isinstance(dim, (tuple, list)) and len(dim) == 0):
            return grad.expand(sizes)
        grad = unsqueeze_multiple(grad, dim, len(sizes))
    return grad.expand(sizes)


def mean_backward(grad, sizes, dim, numel, keepdim):
    dims = normalize_dims(dim, len(sizes))
    n = 1
    for d in dims:
        n *= sizes[d] if sizes else 1
    return sum_backward(grad, sizes, dim, keepdim) / (n if sizes else 1)


def prelu_kernel_backward(grad, self, weight):
    """PReLU: the input's gradient is grad where it is positive, weight * grad elsewhere; the weight's is
    self * grad where the input is not positive (summed to the weight's shape by the engine)."""
    positive = self > 0
    return torch.where(positive, grad, weight * grad), torch.where(positive, torch.zeros_like(grad), self * grad)


def glu_backward(grad, self, dim):
    """glu(x) = a * sigmoid(b) with (a, b) the halves of ``self`` along ``dim``."""
    a, b = self.chunk(2, dim)
    gate = b.sigmoid()
    return torch.cat([grad * gate, grad * a * gate * (1 - gate)], dim)


def glu_jvp(self, self_t, dim):
    a, b = self.chunk(2, dim)
    a_t, b_t = self_t.chunk(2, dim)
    gate = b.sigmoid()
    return a_t * gate + a * gate * (1 - gate) * b_t


def nansum_backward(grad, self, dim, keepdim):
    """nansum: sum's gradient where the input is a number, 0 where it is nan."""
    return sum_backward(grad.to(self.dtype), self.shape, dim, keepdim) * self.isnan().logical_not()


def restore_reduced_dims(t, dim, keepdim, ndim):
    if keepdim or ndim == 0:
        return t
    return unsqueeze_multiple(t, dim, ndim)


def expand_as_dims(t, sizes, dim, keepdim):
    return restore_reduced_dims(t, dim, keepdim, len(sizes)).expand(sizes)


def permute_backwards(grad, dims):
    ndim = len(dims)
    inverse = [0] * ndim
    for i, d in enumerate(dims):
        inverse[d % ndim if ndim else 0] = i
    return grad.permute(inverse)


def evenly_distribute_backward(grad, input, value):
    """max()/min() over everything: the gradient is shared evenly among ties."""
    mask = (input == value) | (input.isnan() & value.isnan())
    return mask * (grad / mask.sum())


def amax_amin_backward(grad, input, result, dim, keepdim):
    r = restore_reduced_dims(result, dim, keepdim, input.dim())
    g = restore_reduced_dims(grad, dim, keepdim, input.dim())
    mask = (input == r)
    return g * mask / mask.sum(normalize_dims(dim, input.dim()), keepdim=True)


def value_selecting_reduction_backward(grad, dim, indices, sizes, keepdim):
    """max.dim/min.dim/sort/topk: scatter the gradient back to the selected positions."""
    if not keepdim and len(sizes) > 0:
        grad = grad.unsqueeze(dim)
        indices = indices.unsqueeze(dim)
    return torch.zeros(sizes, dtype=grad.dtype, device=grad.device).scatter(dim, indices, grad)


def softmax_backward_data(grad, output, dim, input_dtype):
    """``output * (grad - (grad * output).sum(dim, keepdim=True))`` as one op, as PyTorch's."""
    return torch._variable_type._softmax_backward_data(grad, output, dim, input_dtype)


def log_softmax_backward_data(grad, output, dim, input_dtype):
    """``grad - output.exp() * grad.sum(dim, keepdim=True)`` as one op, as PyTorch's."""
    return torch._variable_type._log_softmax_backward_data(grad, output, dim, input_dtype)


def softmax_double_backward(grad, grad_output, dim, output):
    """The gradient of ``_softmax_backward_data`` with respect to ``output``."""
    return (grad * (grad_output - (grad_output * output).sum(dim, keepdim=True))
            - grad_output * (grad * output).sum(dim, keepdim=True))


def clamp_backward(grad, self, min, max):
    """``grad`` where ``self`` is inside the bounds, else 0 (a ``where``, as PyTorch's: a nan or inf gradient at a
    clamped element gives 0, not nan)."""
    if min is None and max is None:
        return grad
    if min is None:
        return torch.where(self <= max, grad, 0.0)
    if max is None:
        return torch.where(self >= min, grad, 0.0)
    return torch.where((self >= min) & (self <= max), grad, 0.0)


def pow_backward(grad, self, exponent):
    """PyTorch's pow_backward: ``grad * (exponent * self.pow(exponent - 1))``, in its order."""
    if exponent == 0:
        return torch.zeros_like(self)
    return grad * (exponent * self.pow(exponent - 1))


def pow_backward_self(grad, self, exponent):
    return torch.where(exponent == 0.0, torch.zeros_like(self), grad * (exponent * self.pow(exponent - 1)))


def pow_backward_exponent(grad, self, exponent, result):
    cond = (self == 0) & (exponent >= 0)
    return grad * torch.where(cond, torch.zeros_like(self), result * self.log())


def maximum_backward(grad, self, other, pick_self):
    """Gradient through maximum/minimum: ties split evenly, as PyTorch does."""
    if pick_self:
        return grad * ((self > other) + (self == other) * 0.5)
    return grad * ((other > self) + (self == other) * 0.5)


def matmul_backward(grad, self, other, grad_input_mask):
    """Gradients of matmul for every rank combination (1-D operands are promoted and squeezed)."""
    grad_self = grad_other = None
    if self.dim() == 1 and other.dim() == 1:
        if grad_input_mask[0]:
            grad_self = grad * other
        if grad_input_mask[1]:
            grad_other = grad * self
        return grad_self, grad_other
    a = self.unsqueeze(0) if self.dim() == 1 else self
    b = other.unsqueeze(-1) if other.dim() == 1 else other
    g = grad
    if self.dim() == 1:
        g = g.unsqueeze(-2)
    if other.dim() == 1:
        g = g.unsqueeze(-1)
    if grad_input_mask[0]:
        grad_self = g.matmul(b.mT)
        grad_self = sum_to(grad_self, a.shape)
        if self.dim() == 1:
            grad_self = grad_self.squeeze(0)
    if grad_input_mask[1]:
        grad_other = a.mT.matmul(g)
        grad_other = sum_to(grad_other, b.shape)
        if other.dim() == 1:
            grad_other = grad_other.squeeze(-1)
    return grad_self, grad_other


def index_backward(zeros, indices, grad):
    return zeros.index_put(indices, grad, True)


def maybe_multiply(t, alpha):
    """``t * alpha`` unless alpha is 1; a Scalar alpha multiplies through mul.Scalar (MulBackward1 in a
    double-backward graph), as PyTorch's ``t * s`` does."""
    if alpha == 1:
        return t
    return t * alpha if isinstance(alpha, torch.Tensor) else torch._variable_type.mul_Scalar(t, alpha)


def _unrecorded_arrays(*tensors):
    """The arrays of ``tensors`` (None for None) when an op on them would record nothing (no create_graph,
    no forward AD, no autocast) and they are of one array type and dtype; else None. A formula may then run
    the kernels on them directly: the result is the same tensor, without the wrappers' bookkeeping."""
    if _GRAD_MODE.grad_enabled or _FORWARD_AD.active or AUTOCAST.enabled:
        return None
    arrays = tuple([None if t is None else t._data for t in tensors])
    first = arrays[0]
    for array in arrays[1:]:
        if array is not None and (type(array) is not type(first) or array.dtype != first.dtype):
            return None  # the ops themselves promote, or report the mismatch
    return arrays


def trilinear_backward(grad, i1, i2, i3, expand1, expand2, expand3, sumdim, grad_input_mask):
    """ATen's _trilinear_backward: each input's gradient is the _trilinear of the gradient and the other two, the
    gradient's dims inserted where the forward summed and the input's own expanded dims summed."""
    return (torch._trilinear(grad, i2, i3, sumdim, expand2, expand3, expand1) if grad_input_mask[0] else None,
            torch._trilinear(i1, grad, i3, expand1, sumdim, expand3, expand2) if grad_input_mask[1] else None,
            torch._trilinear(i1, i2, grad, expand1, expand2, sumdim, expand3) if grad_input_mask[2] else None)


def mm_mat1_backward(grad, mat2, mat1_sizes, mat1_strides, alpha):
    """The gradient of ``mat1 @ mat2`` for mat1: ``grad @ mat2.T`` (PyTorch's mm_mat1_backward). For a
    column-major mat1 it is computed as ``(mat2 @ grad.T).T``, column-major too, so it can become the
    ``.grad`` of a transposed leaf without a copy."""
    column_major = mat1_strides[0] == 1 and mat1_strides[1] == mat1_sizes[0]
    arrays = _unrecorded_arrays(grad, mat2) if alpha == 1 else None
    if arrays is not None:
        g, m = arrays
        xp = ARRAY_MODULE[type(g)]
        return torch.Tensor._make(xp.matmul(m, g.T).T if column_major else xp.matmul(g, m.T))
    if column_major:
        return maybe_multiply(mat2.mm(grad.t()).t(), alpha)
    return maybe_multiply(grad.mm(mat2.t()), alpha)


def mm_mat2_backward(grad, mat1, mat2_sizes, mat2_strides, alpha):
    """The gradient of ``mat1 @ mat2`` for mat2: ``mat1.T @ grad`` (PyTorch's mm_mat2_backward), as
    ``(grad.T @ mat1).T`` for a column-major mat2. ``nn.Linear`` multiplies by ``weight.t()``, a
    column-major mat2: its weight's gradient then comes out laid out as the weight, and AccumulateGrad
    takes it as it is."""
    column_major = mat2_strides[0] == 1 and mat2_strides[1] == mat2_sizes[0]
    arrays = _unrecorded_arrays(grad, mat1) if alpha == 1 else None
    if arrays is not None:
        g, m = arrays
        xp = ARRAY_MODULE[type(g)]
        return torch.Tensor._make(xp.matmul(g.T, m).T if column_major else xp.matmul(m.T, g))
    if column_major:
        return maybe_multiply(grad.t().mm(mat1).t(), alpha)
    return maybe_multiply(mat1.t().mm(grad), alpha)


def atan2_backward(grad, self, other, grad_input_mask):
    """PyTorch's atan2_backward: ``grad * other / r**2`` and ``grad * -self / r**2`` through the reciprocal of
    ``r**2 = self**2 + other**2``, taken as 0 where it is infinite, so the gradient at the origin is 0."""
    recip = (self * self + other * other).reciprocal()
    recip = recip.masked_fill(recip.isinf(), 0)
    return (grad * other * recip if grad_input_mask[0] else None,
            grad * -self * recip if grad_input_mask[1] else None)


def where_tensor(grad, condition):
    """``grad`` where ``condition`` holds, else 0 (the gradient through one branch of where)."""
    return torch.where(condition, grad, 0.0)


def clamp_backward_tensor(grad, self, min, max):
    if min is None and max is None:
        return grad
    keep = None
    if min is not None:
        keep = self >= min
    if max is not None:
        below = self <= max
        keep = below if keep is None else keep & below
    return torch.where(keep, grad, 0.0)


_INT64_MAX = 2 ** 63 - 1


def slice_backward_wrapper(grad, input_sizes, dim, start, end, step):
    """PyTorch's slice_backward_wrapper: slice's optional start / end given to slice_backward as 0 / INT64_MAX."""
    return torch.slice_backward(grad, input_sizes, dim, 0 if start is None else start,
                                _INT64_MAX if end is None else end, step)


def grad_output_slice(grad, dim, start, end, step):
    index = [slice(None)] * grad.dim()
    index[dim] = slice(start, end, step)
    return grad[tuple(index)]


# ---------------------------------------------------------------------------------------------
# Pointwise and reductions (helpers added by the op-coverage work go below)
# ---------------------------------------------------------------------------------------------
def log1p_backward(grad, self):
    return grad / (self + 1)


def logit_backward(grad, self, eps):
    """d logit(x)/dx = 1 / (x (1 - x)); zero outside [eps, 1 - eps] when eps is given, nan outside [0, 1]."""
    if eps is None:
        out_of_range = (self < 0) | (self > 1)
        return torch.where(out_of_range, math.nan, grad / (self * (1 - self)))
    outside = (self < eps) | (self > 1 - eps)
    return torch.where(outside, 0.0, grad / (self * (1 - self)))


def div_backward_self(grad, other, rounding_mode=None):
    if rounding_mode is not None:
        return torch.zeros_like(grad)
    return grad / other


def div_backward_other(grad, self, other, rounding_mode=None):
    if rounding_mode is not None:
        return torch.zeros_like(grad)
    return -grad * ((self / other) / other)  # PyTorch's div_tensor_other_backward, in its order


def copysign_tensor_self_backward(grad, self, result):
    ratio = (result / self).masked_fill(self == 0, 0)
    return grad * ratio


def reduction_jvp(derivative, tangent, dim, keepdim):
    """Forward-mode value of a reduction: its local derivative times the tangent, reduced."""
    if dim is None or (isinstance(dim, (tuple, list)) and len(dim) == 0):
        return (derivative * tangent).sum() if not keepdim else (derivative * tangent).sum(
            tuple(range(tangent.dim())), keepdim=True)
    return (derivative * tangent).sum(dim, keepdim=keepdim)


def _positions(like, dim):
    """0, 1, ..., n-1 along ``dim``, shaped to broadcast against ``like``."""
    n = like.shape[dim]
    shape = [1] * like.dim()
    shape[dim] = n
    return torch.arange(n, device=like.device).reshape(shape)


def _flip(t, dim):
    index = [slice(None)] * t.dim()
    index[dim] = torch.arange(t.shape[dim] - 1, -1, -1, device=t.device)
    return t[tuple(index)]


def _exclusive_cumprod(t, dim):
    """[1, t0, t0 t1, ...] along ``dim``: a product of everything before each position."""
    n = t.shape[dim]
    index = [slice(None)] * t.dim()
    index[dim] = slice(0, n - 1)
    shifted = torch.slice_backward(t[tuple(index)].cumprod(dim), t.shape, dim, 1, n, 1)
    return shifted + (_positions(t, dim) == 0)


def prod_safe_zeros_backward(grad, input, dim):
    """Products of all other elements along ``dim`` without dividing (inputs may hold zeros)."""
    if input.shape[dim] == 1:
        return grad.expand(input.shape)
    left = _exclusive_cumprod(input, dim)
    right = _flip(_exclusive_cumprod(_flip(input, dim), dim), dim)
    return grad * left * right


def prod_backward(grad, input, result, dim=None, keepdim=False):
    if input.dim() == 0:
        return grad
    if dim is None:
        if not (input == 0).any():
            return grad * (result / input)
        flat = input.reshape(-1)
        return prod_safe_zeros_backward(grad.reshape(1), flat, 0).reshape(input.shape)
    dim = dim % input.dim()
    grad = restore_reduced_dims(grad, dim, keepdim, input.dim())
    result = restore_reduced_dims(result, dim, keepdim, input.dim())
    if not (input == 0).any():
        return grad * (result / input)
    return prod_safe_zeros_backward(grad, input, dim)


def _reduced_count(sizes, dim):
    n = 1
    for d in normalize_dims(dim, len(sizes)):
        n *= sizes[d] if sizes else 1
    return n


def var_backward(grad, self, dim, correction, keepdim):
    """FunctionsManual's var_backward: over all elements, no degrees of freedom give nan where an element is the
    mean and inf elsewhere; over ``dim``, the factor is 2 / (n - correction) whatever its sign (2 / 0: inf)."""
    correction = 1 if correction is None else correction
    if self.dim() == 0 or dim is None:
        dof = self.numel() - correction
        if dof <= 0:
            return grad * torch.where(self == self.mean(), math.nan, math.inf)
        return (2.0 / dof) * grad * (self - self.mean())
    n = _reduced_count(self.shape, dim)
    grad = restore_reduced_dims(grad, normalize_dims(dim, self.dim()), keepdim, self.dim())
    dof = n - correction
    factor = 2.0 / dof if dof else math.inf
    return factor * grad * (self - self.mean(normalize_dims(dim, self.dim()), keepdim=True))


def std_backward(result, grad, self, dim, correction, keepdim):
    grad_var = (grad / (result * 2)).masked_fill(result == 0, 0)
    return var_backward(grad_var, self, dim, correction, keepdim)


def var_mean_backward(grad_var, grad_mean, self, dim, correction, keepdim):
    dims = normalize_dims(dim, self.dim())
    out = var_backward(grad_var, self, dim, correction, keepdim)
    n = _reduced_count(self.shape, dim)
    return out + sum_backward(grad_mean, self.shape, dims, keepdim) / n


def std_mean_backward(grad_std, grad_mean, self, std, dim, correction, keepdim):
    dims = normalize_dims(dim, self.dim())
    out = std_backward(std, grad_std, self, dim, correction, keepdim)
    n = _reduced_count(self.shape, dim)
    return out + sum_backward(grad_mean, self.shape, dims, keepdim) / n


def linalg_vector_norm_backward(grad, self, ord, result, dim, keepdim):
    """Gradient of ||self||_ord over ``dim`` (PyTorch's rules at 0 and for ties of the inf-norms)."""
    dims = normalize_dims(dim, self.dim())
    if self.dim() == 0:
        dims = ()
    grad = restore_reduced_dims(grad, dims, keepdim, self.dim())
    result = restore_reduced_dims(result, dims, keepdim, self.dim())
    if ord == 0:
        return torch.zeros_like(self)
    if ord == 1:
        return self.sgn() * grad
    if ord == 2:
        return self * (grad / result).masked_fill(result == 0, 0)
    if math.isinf(ord):
        mask = self.abs() == result
        count = mask.sum(dims, keepdim=True) if dims else mask
        return self.sgn() * mask * (grad / count)
    scale = (grad / result.pow(ord - 1)).masked_fill(result == 0, 0)
    return self * self.abs().pow(ord - 2) * scale


def logsumexp_backward(grad, self, result, dim, keepdim):
    if self.dim() == 0:
        return grad * (self - result).exp()
    dims = normalize_dims(dim, self.dim())
    grad = restore_reduced_dims(grad, dims, keepdim, self.dim())
    result = restore_reduced_dims(result, dims, keepdim, self.dim())
    return grad * (self - result).exp()


def reverse_cumsum(t, dim):
    """Sums from each position to the end along ``dim``: a cumsum of the flipped tensor, flipped back (as
    PyTorch's reversed_cumsum; a total minus the cumsum would cancel, and costs more passes)."""
    return t.flip(dim).cumsum(dim).flip(dim)


def cumsum_backward(grad, dim):
    if grad.numel() <= 1 or grad.shape[dim] == 1:  # PyTorch's trivial case: the gradient itself
        return grad
    return reverse_cumsum(grad, dim)


def scatter_reduce_backward(grad, self, dim, index, src, reduce, include_self, result):
    """ATen's scatter_reduce_backward: sum and mean spread ``grad`` as they combined; prod divides the
    product by each factor (zeros handled apart); amax and amin share it evenly among the ties."""
    if reduce == "sum":
        grad_self, grad_src = grad, grad.gather(dim, index)
    elif reduce == "prod":
        grad_self, grad_src = _scatter_prod_backward(grad, self, dim, index, src, include_self, result)
    elif reduce == "mean":
        n = (torch.ones_like(grad) if include_self else torch.zeros_like(grad)).scatter_add(
            dim, index, torch.ones_like(src))
        n = n.masked_fill(n == 0, 1)
        grad_self, grad_src = grad / n, grad.gather(dim, index) / n.gather(dim, index)
    elif reduce in ("amax", "amin"):  # the forward's aliases max and min have no backward, as in PyTorch
        value = result.gather(dim, index)
        self_is_result = (self == result).to(self.dtype)
        src_is_result = (src == value).to(self.dtype)
        grad_distributed = grad / self_is_result.scatter_add(dim, index, src_is_result)
        grad_self = (self == result) * grad_distributed
        grad_src = (src == value) * grad_distributed.gather(dim, index)
    else:
        raise RuntimeError(f"Expected 'reduce' to be one of 'sum', 'prod', 'mean', 'amax', 'amin' but got {reduce}.")
    if not include_self:
        grad_self = grad_self.scatter(dim, index, 0)
    return grad_self, grad_src


def _scatter_prod_backward(grad, self, dim, index, src, include_self, result):
    masked_self = self.masked_fill(self == 0, 1)
    grad_self = grad * masked_self.scatter_reduce(dim, index, src, "prod", include_self=include_self) / masked_self
    src_zero = src == 0
    src_num_zeros = torch.zeros_like(self).scatter_add(dim, index, src_zero.to(self.dtype)).gather(dim, index)
    src_single_zero = src_zero & (src_num_zeros == 1)
    # where a single zero meets a position, its gradient is the product of the others
    masked_src_result = self.scatter_reduce(dim, index, src.masked_fill(src_single_zero, 1), "prod",
                                            include_self=include_self)
    grad_src = torch.where(src_single_zero, (grad * masked_src_result).gather(dim, index),
                           (grad * result).gather(dim, index) / src.masked_fill(src_zero, 1))
    if torch.is_grad_enabled() and bool((src_num_zeros > 1).any()):
        grad_src = delayed_error("scatter_reduce(): Double backward is unsupported for src when >1 zeros in src "
                                 "are scattered to the same position in self", grad_src)
    return grad_self, grad_src


def euclidean_dist_backward(grad, x1, x2, res):
    """ATen's _euclidean_dist_backward; a zero distance gives the subgradient 0."""
    ratio = (grad / res).masked_fill(res == 0, 0)
    return (x1 * ratio.sum(-1, keepdim=True) - ratio.matmul(x2),
            x2 * ratio.sum(-2).unsqueeze(-1) - ratio.mT.matmul(x1))


def logcumsumexp_backward(grad, self, result, dim):
    """Positive and negative parts of ``grad`` summed in log space, each a reversed logcumsumexp,
    so that nothing overflows (PyTorch's formula, after TensorFlow's)."""
    if grad.dim() == 0 or grad.numel() == 0:
        return grad
    lowest = torch.full((), torch.finfo(grad.dtype).min, dtype=grad.dtype)

    def reverse_logcumsumexp(x):
        return torch.flip(torch.logcumsumexp(torch.flip(x, (dim,)), dim), (dim,))

    log_abs_grad = grad.abs().log()
    log_grad_positive = torch.where(grad > 0, log_abs_grad, lowest)
    log_grad_negative = torch.where(grad < 0, log_abs_grad, lowest)
    output_pos = (reverse_logcumsumexp(log_grad_positive - result) + self).exp()
    output_neg = (reverse_logcumsumexp(log_grad_negative - result) + self).exp()
    return output_pos - output_neg


def logcumsumexp_jvp(self_p, self_t, dim):
    if self_p.numel() == 0:
        return self_t.clone()  # PyTorch's max() raises here
    self_p_exp = (self_p - torch.max(self_p, dim, True)[0]).exp()  # the exp-normalize trick
    return (self_p_exp * self_t).cumsum(dim) / self_p_exp.cumsum(dim)


def cumprod_backward(grad, input, dim, result):
    """d/dx_k sum_i g_i prod_{j<=i} x_j; the division-free sum over k when the input has zeros."""
    if input.dim() == 0 or input.numel() == 0:
        return grad
    dim = dim % input.dim()
    if not (input == 0).any():
        return reverse_cumsum(grad * result, dim) / input
    positions = _positions(input, dim)
    out = torch.zeros_like(input)
    for k in range(input.shape[dim]):
        at_k = positions == k
        partial = torch.where(at_k, 1.0, input).cumprod(dim)
        contribution = (grad * partial * (positions >= k)).sum(dim, keepdim=True)
        out = out + contribution * at_k
    return out


def cumprod_jvp(self_t, self_p, result, dim):
    """sum_{k<=i} t_k prod_{j<=i, j!=k} x_j; division-free when the input has zeros."""
    if self_p.dim() == 0 or self_p.numel() == 0:
        return self_t
    dim = dim % self_p.dim()
    if not (self_p == 0).any():
        return result * (self_t / self_p).cumsum(dim)
    positions = _positions(self_p, dim)
    out = torch.zeros_like(result)
    for k in range(self_p.shape[dim]):
        at_k = positions == k
        partial = torch.where(at_k, 1.0, self_p).cumprod(dim)
        tangent_k = (self_t * at_k).sum(dim, keepdim=True)
        out = out + tangent_k * partial * (positions >= k)
    return out




def mvlgamma_backward(grad, self, p):
    """d/dx sum_i lgamma(x - i/2) = sum_i digamma(x - i/2), as ATen's mvlgamma_backward."""
    args = torch.arange(-p / 2.0 + 0.5, 0.5, 0.5, dtype=self.dtype, device=self.device)
    return grad * (args + self.unsqueeze(-1)).digamma().sum(-1)


# ---------------------------------------------------------------------------------------------
# Linear algebra, shape and indexing
# ---------------------------------------------------------------------------------------------

def det_backward(grad, result, A, LU, pivots):
    """PyTorch's linalg_det_backward: d det(A) = det(A) * A^{-T}.

    Without create_graph, one solve with the forward's LU (of A^T for a row-major A, as PyTorch factors it), its
    zero pivots nudged by eps: a singular A, whose det is 0, then gets a zero gradient as in PyTorch, not an error.
    With create_graph, ``linalg.solve`` keeps it differentiable, and a (nearly) singular matrix of the batch takes
    the SVD formula, prod_safe_zeros_backward over its singular values."""
    d = grad * result
    eps = torch.finfo(A.dtype).eps
    if not torch.is_grad_enabled():
        LU = LU + torch.diag_embed(torch.where(LU.diagonal(0, -2, -1) == 0, eps, 0.).to(LU.dtype))
        scaled_identity = torch.diag_embed(d.unsqueeze(-1).expand(pivots.shape))
        return torch.linalg.lu_solve(LU, pivots, scaled_identity, adjoint=not A.is_contiguous())
    scaled_identity = torch.diag_embed(d.unsqueeze(-1).expand(A.shape[:-1]))
    singular = result.abs() < 100 * eps
    if not bool(singular.any()):
        return torch.linalg.solve(A.mH, scaled_identity)
    U, S, Vh = torch.linalg.svd(A)
    alpha = torch.linalg.det(U) * torch.linalg.det(Vh)
    D = prod_safe_zeros_backward((grad * alpha).unsqueeze(-1), S, S.dim() - 1)
    from_svd = (U * D.unsqueeze(-2)).matmul(Vh)
    if bool(singular.all()):
        return from_svd
    mask = singular.unsqueeze(-1).unsqueeze(-1)
    invertible = torch.where(mask, torch.eye(A.shape[-1], dtype=A.dtype, device=A.device), A)
    return torch.where(mask, from_svd, torch.linalg.solve(invertible.mH, scaled_identity))


def slogdet_backward(grad_sign, grad_logabsdet, A, sign, LU, pivots):
    """Real A: d log|det A| = tr(A^{-1} dA), so gA = g A^{-T}; the sign is locally constant. As ATen's: one solve
    with the forward's LU (of A^T for a row-major A, as in det_backward), or, when it records (create_graph),
    linalg.solve on A itself, whose own backward then sees A; either way LAPACK's column-major result."""
    scaled_identity = torch.diag_embed(grad_logabsdet.unsqueeze(-1).expand(A.shape[:-1]))
    if not torch.is_grad_enabled():
        return torch.linalg.lu_solve(LU, pivots, scaled_identity, adjoint=not A.is_contiguous())
    return torch.linalg.solve(A.mH, scaled_identity)


def slogdet_jvp(A, A_t):
    return (torch.linalg.inv(A).mT * A_t).sum((-2, -1))


def _tril_half_diagonal(x):
    """Phi(X): the lower triangle of X with its diagonal halved."""
    return x.tril() - 0.5 * torch.diag_embed(x.diagonal(0, -2, -1))


def cholesky_backward(grad, upper, L):
    """Iain Murray (2016): gA = L^{-T} sym(Phi(L^T gL)) L^{-1}, as ATen's cholesky_backward: the symmetric middle
    factor (half the lower triangle of L^T gL plus its strict part's transpose), then two triangular solves."""
    if upper:
        L, grad = L.mT, grad.mT
    middle = L.mT.matmul(grad).tril()
    middle = 0.5 * (middle + middle.tril(-1).mT)
    middle = torch.linalg.solve_triangular(L.mT, middle, upper=True, left=True)
    return torch.linalg.solve_triangular(L, middle, upper=False, left=False)


def cholesky_jvp(A_t, L, upper):
    """dL = L Phi(L^{-1} dA L^{-T}) (dU = dL^T for upper=True), as ATen's cholesky_jvp."""
    L_ = L.mT if upper else L
    L_inverse = torch.linalg.inv(L_)
    dL = L_.matmul(_tril_half_diagonal(L_inverse.matmul(A_t).matmul(L_inverse.mT)))
    return dL.mT if upper else dL


def _eigen_gaps(L):
    """E[i, j] = L[j] - L[i], with ones on the diagonal (where the quotients are replaced)."""
    n = L.shape[-1]
    return L.unsqueeze(-2) - L.unsqueeze(-1) + torch.eye(n, dtype=L.dtype, device=L.device)


def linalg_eigh_backward(gL, gV, L, V):
    """A = V diag(L) V^T: gA = V (diag(gL) + skew(V^T gV) / E) V^T (ATen's linalg_eig_backward, is_hermitian)."""
    VtgV = V.mT.matmul(gV)
    inner = 0.5 * (VtgV - VtgV.mT) / _eigen_gaps(L) + torch.diag_embed(gL)
    return V.matmul(inner).matmul(V.mT)


def linalg_eigh_jvp_values(A_t, V):
    return V.mT.matmul(A_t).matmul(V).diagonal(0, -2, -1)


def linalg_eigh_jvp_vectors(A_t, L, V):
    dP = V.mT.matmul(A_t).matmul(V)
    off = dP / _eigen_gaps(L)
    return V.matmul(off - torch.diag_embed(off.diagonal(0, -2, -1)))


def _copyltu(M):
    """The symmetric matrix with M's lower triangle."""
    return M.tril() + M.tril(-1).mT


def _qr_backward_tall(gQ, gR, Q, R):
    """A = QR with m >= n (R square, invertible): gA = (gQ + Q copyltu(R gR^T - gQ^T Q)) R^{-T}."""
    M = R.matmul(gR.mT) - gQ.mT.matmul(Q)
    B = gQ + Q.matmul(_copyltu(M))
    return torch.linalg.solve_triangular(R.mT, B, upper=False, left=False)  # B R^{-T}, as ATen solves it


def linalg_qr_backward(gQ, gR, Q, R, mode):
    """Gradient of A = QR (reduced, or complete with m <= n). Wide A = Q [U | V]: Y = Q V adds Y gV^T to gQ
    for the square part, and its own gradient is Q gV."""
    if mode == "r":
        raise RuntimeError("The derivative of linalg.qr depends on Q, which is not computed when mode='r'. Please use "
                           "linalg.qr(A, mode='reduced') if you are going to differentiate through linalg.qr.")
    m, n = Q.shape[-2], R.shape[-1]
    if mode == "complete" and m > n:
        raise RuntimeError("The QR decomposition is not differentiable when mode='complete' and nrows > ncols.")
    if m >= n:
        return _qr_backward_tall(gQ, gR, Q, R)
    U, V = R[..., :, :m], R[..., :, m:]
    gU, gV = gR[..., :, :m], gR[..., :, m:]
    Y = Q.matmul(V)
    gX = _qr_backward_tall(gQ + Y.matmul(gV.mT), gU, Q, U)
    return torch.cat([gX, Q.matmul(gV)], -1)


def _qr_jvp_tall(dA, Q, R):
    """dQ, dR of A = QR (m >= n): X = Q^T dA R^{-1}, Omega = tril(X, -1) - tril(X, -1)^T, dR = (X - Omega) R,
    dQ = dA R^{-1} - Q (X - Omega)."""
    dA_Rinv = torch.linalg.solve(R.mT, dA.mT).mT
    X = Q.mT.matmul(dA_Rinv)
    low = X.tril(-1)
    K = X - (low - low.mT)
    return dA_Rinv - Q.matmul(K), K.matmul(R)


def linalg_qr_jvp(A_t, Q, R, mode):
    m, n = Q.shape[-2], R.shape[-1]
    if mode == "complete" and m > n:
        raise RuntimeError("The QR decomposition is not differentiable when mode='complete' and nrows > ncols.")
    if m >= n:
        return _qr_jvp_tall(A_t, Q, R)
    U, V = R[..., :, :m], R[..., :, m:]
    dQ, dU = _qr_jvp_tall(A_t[..., :, :m], Q, U)
    dV = dQ.mT.matmul(Q.matmul(V)) + Q.mT.matmul(A_t[..., :, m:])
    return dQ, torch.cat([dU, dV], -1)


# svd_backward / svd_jvp: the formulas of `_linalg_svd` (LinalgSvdBackward0).

def _svd_thin(gU, gVh, U, S, Vh, full_matrices):
    """The first k = len(S) singular vectors (and their gradients): the rest of a full U / Vh is not
    determined by A, so it gets no gradient (ATen's narrow in derivatives.yaml)."""
    if not full_matrices:
        return gU, gVh, U, Vh
    k = S.shape[-1]
    return gU[..., :, :k], gVh[..., :k, :], U[..., :, :k], Vh[..., :k, :]


def svd_backward(gU, gS, gVh, U, S, Vh, full_matrices):
    """Gradient of A = U diag(S) Vh (real), as ATen's svd_backward."""
    gU, gVh, U, Vh = _svd_thin(gU, gVh, U, S, Vh, full_matrices)
    m, n = U.shape[-2], Vh.shape[-1]
    V, gV = Vh.mT, gVh.mT
    UtgU = U.mT.matmul(gU)
    VtgV = V.mT.matmul(gV)
    S2 = S * S
    E = _eigen_gaps(S2)
    inner = ((UtgU - UtgU.mT) * S.unsqueeze(-2) + S.unsqueeze(-1) * (VtgV - VtgV.mT)) / E + torch.diag_embed(gS)
    if m > n:
        gUSinv = gU / S.unsqueeze(-2)
        gA = U.matmul(inner) + gUSinv - U.matmul(U.mT.matmul(gUSinv))
        return gA.matmul(Vh)
    if m < n:
        SinvgVh = gV.mT / S.unsqueeze(-1)
        gA = inner.matmul(Vh) + SinvgVh - SinvgVh.matmul(V).matmul(Vh)
        return U.matmul(gA)
    return U.matmul(inner).matmul(Vh)


def svd_jvp(A_t, U, S, Vh, full_matrices):
    """(dU, dS, dVh) of the thin SVD: J = U^T dA V, dS = diag(J), dU = U (F o (J S + S J^T)) + (I - U U^T) dA V / S,
    dV = V (F o (S J + J^T S)) + (I - V V^T) dA^T U / S, F_ij = 1 / (s_j^2 - s_i^2) off the diagonal."""
    m, n = U.shape[-2], Vh.shape[-1]
    if full_matrices and m != n:
        raise NotImplementedError("linalg.svd: forward-mode derivatives of full_matrices=True for non-square inputs "
                                  "are not supported (the extra singular vectors are not determined by A)")
    V = Vh.mT
    J = U.mT.matmul(A_t).matmul(V)
    dS = J.diagonal(0, -2, -1)
    E = _eigen_gaps(S * S)
    JS, SJ = J * S.unsqueeze(-2), S.unsqueeze(-1) * J
    off = lambda X: X / E - torch.diag_embed((X / E).diagonal(0, -2, -1))  # noqa: E731
    dU = U.matmul(off(JS + JS.mT))
    dV = V.matmul(off(SJ + SJ.mT))
    if m > n:
        AV = A_t.matmul(V) / S.unsqueeze(-2)
        dU = dU + AV - U.matmul(U.mT.matmul(AV))
    if m < n:
        AU = A_t.mT.matmul(U) / S.unsqueeze(-2)
        dV = dV + AU - V.matmul(V.mT.matmul(AU))
    return dU, dS, dV.mT


def linalg_solve_backward(grad, result, A, LU, pivots, left, grad_input_mask):
    """Gradients of X = A^{-1} B (left) or X = B A^{-1}: gB solves the transposed system, gA = -gB X^T."""
    vector = result.dim() == A.dim() - 1
    g = grad.unsqueeze(-1) if vector else grad
    x = result.unsqueeze(-1) if vector else result
    if left:
        g_b = torch.linalg.solve(A.mT, g)
        g_a = -g_b.matmul(x.mT) if grad_input_mask[0] else None
    else:
        g_b = torch.linalg.solve(A.mT, g, left=False)
        g_a = -x.mT.matmul(g_b) if grad_input_mask[0] else None
    if vector:
        g_b = g_b.squeeze(-1)
    return g_a, (g_b if grad_input_mask[1] else None)


def linalg_solve_jvp(A, A_t, B_t, result, left):
    """d(A^{-1} B) = A^{-1} (dB - dA X); d(B A^{-1}) = (dB - X dA) A^{-1}."""
    vector = result.dim() == A.dim() - 1
    x = result.unsqueeze(-1) if vector else result
    b_t = B_t.unsqueeze(-1) if vector else B_t
    rhs = b_t - (A_t.matmul(x) if left else x.matmul(A_t))
    out = torch.linalg.solve(A, rhs, left=left)
    return out.squeeze(-1) if vector else out


def split_backward(grads, split_size, dim, sizes):
    return torch.cat(grads, dim)


def split_with_sizes_backward(grads, split_sizes, dim, sizes):
    return torch.cat(grads, dim)


def trace_backward(grad, sizes):
    n = min(sizes)
    return torch.diagonal_backward(grad.expand(n), sizes, 0, 0, 1)


def repeat_backward(grad, repeats, input_shape):
    """Sum every tile of ``grad`` back onto the input: view as (r0, s0, r1, s1, ...) and sum the r's."""
    lead = len(repeats) - len(input_shape)
    shape = (1,) * lead + tuple(input_shape)
    interleaved = []
    for r, s in zip(repeats, shape):
        interleaved += [r, s]
    if grad.numel() == 0:
        return grad.new_zeros(tuple(input_shape))
    g = grad.reshape(interleaved).sum(tuple(range(0, 2 * len(shape), 2)))
    return g.reshape(tuple(input_shape))


def roll_backward(grad, shifts, dims):
    return grad.roll([-s for s in shifts], dims)


def cat_tensors_backward(grad, sizes, dtypes, dim):
    """Slices of ``grad``, one per input (1-D empty inputs, skipped by cat, get empty gradients)."""
    ref = next((s for s in sizes if not (len(s) == 1 and s[0] == 0)), None)
    if ref is None:
        return [grad.new_zeros(s) for s in sizes]
    dim = dim % len(ref)
    out, start = [], 0
    for s, dt in zip(sizes, dtypes):
        if len(s) == 1 and s[0] == 0:
            out.append(grad.new_zeros(s).to(dt) if dt.is_floating_point else None)
            continue
        g = grad.narrow(dim, start, s[dim])
        start += s[dim]
        out.append(g.to(dt) if dt != g.dtype and dt.is_floating_point else g)
    return out


def stack_tensors_backward(grad, dim, dtypes):
    return [g.to(dt) if dt != g.dtype and dt.is_floating_point else g for g, dt in zip(grad.unbind(dim), dtypes)]


def index_select_backward(grad, sizes, dim, index):
    if len(sizes) == 0:
        return grad.sum() if index.dim() > 0 else grad.clone()
    return grad.new_zeros(sizes).index_add(dim, index.reshape(-1), grad)


def masked_scatter_backward(grad, mask, sizes):
    """masked_scatter's source gradient: the result's gradient at the masked places, in order, then zeros
    for the source elements that were not used."""
    selected = grad.masked_select(mask)
    unused = math.prod(sizes) - selected.numel()
    if unused > 0:
        selected = torch.cat([selected, selected.new_zeros((unused,))], 0)
    return selected.view(sizes)


def take_backward(grad, self, index):
    """take: each element's gradient summed back to the (wrapped) flat position it was read from."""
    flat = index.reshape(-1)
    flat = torch.where(flat < 0, flat + self.numel(), flat)
    return grad.new_zeros((self.numel(),)).index_add(0, flat, grad.reshape(-1)).reshape(self.shape)


def index_copy_source_backward(grad, dim, index, source, source_dim):
    """index_copy: each source slice's gradient is the result's at the slot it was copied to."""
    if source_dim:
        return grad.index_select(dim, index).expand_as(source)
    return grad.index_select(dim, index.squeeze(0))


def index_add_source_backward(grad, dim, index, source, source_dim, alpha):
    if source_dim == 0:
        return maybe_multiply(grad.index_select(dim, index.reshape(-1)).reshape(()), alpha)
    return maybe_multiply(grad.index_select(dim, index.reshape(-1)), alpha)


def broadcast_shape(a, b):
    n = max(len(a), len(b))
    a, b = (1,) * (n - len(a)) + tuple(a), (1,) * (n - len(b)) + tuple(b)
    return tuple(x if y == 1 else y for x, y in zip(a, b))


def masked_select_backward(grad, self, mask):
    """Scatter ``grad`` back to the (broadcast) masked positions; the engine sums broadcasting away."""
    shape = broadcast_shape(self.shape, mask.shape)
    return grad.new_zeros(shape).index_put([mask.expand(shape)], grad, True)


def constant_pad_nd_backward(grad, pad):
    return torch.constant_pad_nd(grad, [-p for p in pad], 0)


def pad_source_indices(size, before, after, mode):
    """For each output position of a reflect/replicate padding, the input position it reads."""
    out = []
    for i in range(-before, size + after):
        if mode == "reflect":
            period = 2 * (size - 1) if size > 1 else 1
            j = abs(i) % period if period else 0
            out.append(j if j < size else period - j)
        else:
            out.append(min(max(i, 0), size - 1))
    return out


def pad_mode_backward(grad, self, padding, mode):
    """Reflection/replication padding reads input positions by index: add the gradient back (index_add, one
    padded dim at a time). When nothing records, ATen's order instead: each plane's output gradients added to
    the input positions they read, one after another in row-major order (``add.at`` on flat indices), so an
    input element read several times sums its gradients as PyTorch's CPU kernel does."""
    sizes = tuple(self.shape)
    arrays = _unrecorded_arrays(grad) if min(padding) >= 0 else None
    if arrays is not None and hasattr(ARRAY_MODULE[type(arrays[0])].add, "at"):
        g = arrays[0]
        xp = ARRAY_MODULE[type(g)]
        k = len(padding) // 2
        lead = g.shape[:g.ndim - k]
        plane = math.prod(sizes[len(sizes) - k:])
        flat = xp.arange(math.prod(lead), dtype="int64").reshape(lead + (1,) * k) * plane
        step = 1
        for i in range(k):  # the last dim first: its padding is padding[0:2]
            dim = len(sizes) - 1 - i
            index = xp.asarray(pad_source_indices(sizes[dim], padding[2 * i], padding[2 * i + 1], mode), dtype="int64")
            flat = flat + (index * step).reshape((-1,) + (1,) * i)
            step *= sizes[dim]
        out = xp.zeros(math.prod(sizes), dtype=g.dtype)
        xp.add.at(out, flat.reshape(-1), g.reshape(-1))
        return torch.Tensor._make(out.reshape(sizes))
    for i in range(len(padding) // 2):
        dim = len(sizes) - 1 - i
        index = torch.tensor(pad_source_indices(sizes[dim], padding[2 * i], padding[2 * i + 1], mode),
                             dtype=torch.int64, device=grad.device)
        shape = list(grad.shape)
        shape[dim] = sizes[dim]
        grad = grad.new_zeros(shape).index_add(dim, index, grad)
    return grad


def cummaxmin_backward(grad, input, indices, dim):
    """cummax/cummin: each running extreme's gradient goes back to where it was reached."""
    if input.numel() == 0:
        return input
    if input.dim() == 0:
        return grad
    return torch.zeros_like(input).scatter_add(dim, indices, grad)


def selecting_backward(grad, dim, indices, sizes, keepdim):
    """sort/topk/kthvalue: scatter back to the selected positions (a 0-dim input passes grad through)."""
    if len(sizes) == 0:
        return grad.reshape(())
    return value_selecting_reduction_backward(grad, dim, indices, sizes, keepdim)


def sort_values_jvp(self_t, dim, indices):
    return self_t.gather(dim, indices) if self_t.dim() else self_t




# ---------------------------------------------------------------------------------------------
# nn.functional (convolution, pooling, losses, normalization)
# ---------------------------------------------------------------------------------------------

def _vt():
    from minitorch._generated import variable_type
    return variable_type


def _pair(v):
    if isinstance(v, (list, tuple)):
        return tuple(v) * 2 if len(v) == 1 else tuple(v)
    return (v, v)


def soft_margin_loss_double_backward(grad, input, target, reduction):
    """d/dinput of soft_margin_loss_backward (FunctionsManual.cpp)."""
    z = (input * -target).exp()
    grad_input = grad * (target * target) * z / ((z + 1) * (z + 1))
    return grad_input / input.numel() if reduction_str(reduction) == "mean" else grad_input


def reduction_str(reduction):
    if isinstance(reduction, str):
        return reduction
    return ("none", "mean", "sum")[reduction]


def loss_grad(grad, pointwise, reduction):
    """The gradient of a reduced pointwise loss: ``grad`` spread back over the elements."""
    r = reduction_str(reduction)
    if r == "mean":
        return pointwise * grad / pointwise.numel()
    return pointwise * grad


def mse_loss_backward(grad, self, target, reduction):
    """ATen's mse_loss_backward: ``(self - target) * norm * grad`` with norm 2 / numel for a mean, else 2
    (three passes, in its order)."""
    norm = 2.0 / self.numel() if reduction_str(reduction) == "mean" else 2.0
    return (self - target) * norm * grad


def gelu_double_backward(grad, grad_output, self, approximate):
    """d/dself of gelu_backward(grad_output, self): grad_output times gelu''(self)."""
    if approximate == "tanh":
        k, c = 0.7978845608028654, 0.044715
        inner = k * (self + c * self ** 3)
        t = inner.tanh()
        sech2 = 1 - t * t
        dinner = k * (1 + 3 * c * self * self)
        d2 = sech2 * dinner + 0.5 * self * (-2 * t * sech2 * dinner * dinner + sech2 * k * 6 * c * self)
        return grad * grad_output * d2
    pdf = (-0.5 * self * self).exp() * 0.3989422804014327
    return grad * grad_output * pdf * (2 - self * self)


def _activation_arrays(grad, self):
    """(xp, grad's array, self's array) when an activation's backward may run its array kernel: nothing to
    record, float32 or float64, one shape; else None (the composite formula, differentiable)."""
    arrays = _unrecorded_arrays(grad, self)
    if arrays is None or arrays[1].dtype.char not in "fd" or arrays[0].shape != arrays[1].shape:
        return None
    return (ARRAY_MODULE[type(arrays[1])],) + arrays


def elu_backward_formula(grad, self, alpha, scale, input_scale, is_result=False):
    """ATen's elu_backward: ``grad * scale`` for x > 0; else ``grad * input_scale * (alpha * scale) *
    exp(x * input_scale)``, or from the result of an in-place elu_ ``grad * input_scale * (result + alpha *
    scale)`` (ATen's coefficients in the dtype)."""
    arrays = _activation_arrays(grad, self)
    if arrays is not None:
        return torch.Tensor._make(K.elu_backward(*arrays, alpha, scale, input_scale, is_result))
    negcoef, poscoef, negiptcoef = K._elu_coefficients(self._data.dtype, alpha, scale, input_scale)
    negcoef, poscoef, negiptcoef = float(negcoef), float(poscoef), float(negiptcoef)
    if is_result:
        return torch.where(self > 0, grad * poscoef, grad * negiptcoef * (self + negcoef))
    negative = grad * negiptcoef * negcoef * (self.clamp(max=0) * negiptcoef).exp()
    return torch.where(self > 0, grad * poscoef, negative)


def softplus_backward_formula(grad, self, beta, threshold):
    """ATen's softplus_backward: ``z = exp(x * beta)``, ``grad * z / (z + 1)``; ``grad`` where x * beta >
    threshold. The composite (create_graph) takes ``grad * sigmoid(x * beta)``, the same function."""
    arrays = _activation_arrays(grad, self)
    if arrays is not None:
        return torch.Tensor._make(K.softplus_backward(*arrays, beta, threshold))
    return torch.where(self * beta > threshold, grad, grad * (self * beta).sigmoid())


def mish_backward_formula(grad, self):
    """ATen's mish_backward: with t = tanh(log1p(exp(x))), ``grad * (t + x * sigmoid(x) * (1 - t * t))``."""
    t = self.exp().log1p().tanh()
    return grad * (t + self * self.sigmoid() * (1 - t * t))


def silu_backward_formula(grad, self):
    """ATen's silu_backward: ``grad * s * (1 + x * (1 - s))``, s = sigmoid(x)."""
    arrays = _activation_arrays(grad, self)
    if arrays is not None:
        return torch.Tensor._make(K.silu_backward(*arrays))
    s = self.sigmoid()
    return grad * s * (1 + self * (1 - s))


def hardswish_backward_formula(grad, self):
    """ATen's hardswish_backward (vectorized): ``grad * (x / 3 + 0.5)``, ``grad`` for x >= 3, +0 for x <= -3."""
    arrays = _activation_arrays(grad, self)
    if arrays is not None:
        return torch.Tensor._make(K.hardswish_backward(*arrays))
    return torch.where(self <= -3, 0.0, torch.where(self >= 3, grad, grad * (self / 3 + 0.5)))


def hardtanh_backward_formula(grad, self, min_val, max_val):
    """ATen's hardtanh_backward (vectorized): ``grad`` for min < x < max, else +0."""
    arrays = _activation_arrays(grad, self)
    if arrays is not None:
        return torch.Tensor._make(K.hardtanh_backward(*arrays, min_val, max_val))
    return torch.where((self > min_val) & (self < max_val), grad, 0.0)


def leaky_relu_backward_formula(grad, self, negative_slope):
    """ATen's leaky_relu_backward: ``grad`` for x > 0, else ``grad * negative_slope`` (self may be the result of
    an in-place leaky_relu_)."""
    arrays = _activation_arrays(grad, self)
    if arrays is not None:
        return torch.Tensor._make(K.leaky_relu_backward(*arrays, negative_slope))
    return torch.where(self > 0, grad, grad * negative_slope)


def log_sigmoid_backward_formula(grad, self, buffer):
    """ATen's log_sigmoid_backward from the forward's buffer exp(-|x|): with t = b / (1 + b), ``(1 - t) * grad``
    for x < 0, else ``t * grad``. The composite (create_graph) takes ``grad * sigmoid(-x)``, the same function."""
    arrays = _activation_arrays(grad, self)
    if arrays is not None and buffer._data.dtype == arrays[2].dtype:
        return torch.Tensor._make(K.log_sigmoid_backward(*arrays, buffer._data))
    return grad * (-self).sigmoid()


def conv_backward(grad, input, weight, bias_sizes, stride, padding, dilation, transposed, output_padding, groups,
                  grad_input_mask):
    """ConvolutionBackward0: ATen's convolution_backward, an op of its own as in PyTorch (so that double
    backward records ConvolutionBackwardBackward0); the outputs nobody asked for are dropped. bias_sizes: the
    bias's shape, None where there was none (the node keeps it, as PyTorch's bias_sym_sizes_opt)."""
    grads = _vt().convolution_backward(grad, input, weight, bias_sizes, stride, padding, dilation, transposed,
                                       output_padding, groups, tuple(grad_input_mask))
    return tuple(g if wanted else None for g, wanted in zip(grads, grad_input_mask))


def conv_double_backward(ggI, ggW, ggb, grad_output, input, weight, stride, padding, dilation, transposed,
                         output_padding, groups, output_mask, grad_input_mask):
    """ConvolutionBackwardBackward0. convolution(x, w) is bilinear, so with gO the output gradient:
    gI = J_x(w)^T gO, gW = J_w(x)^T gO, gb = sum(gO). Hence <ggI, gI> + <ggW, gW> + <ggb, gb> has gradient
    conv(ggI, w) + conv(x, ggW) + ggb for gO, the input gradient of conv(x, ggW) for x, and the weight
    gradient of conv(ggI, w) for w. Outputs output_mask left out were never used: their grads are skipped."""
    vt = _vt()
    nd = input.dim() - 2
    ggI, ggW, ggb = (g if wanted else None for g, wanted in zip((ggI, ggW, ggb), output_mask))
    args = (stride, padding, dilation, transposed, output_padding, groups)
    g_grad_output = g_input = g_weight = None
    if grad_input_mask[0]:
        terms = ([] if ggI is None else [vt.convolution(ggI, weight, None, *args)]) + \
                ([] if ggW is None else [vt.convolution(input, ggW, None, *args)])
        if ggb is not None:
            terms.append(ggb.reshape((1, -1) + (1,) * nd).expand_as(grad_output))
        g_grad_output = sum(terms[1:], terms[0]) if terms else torch.zeros_like(grad_output)
    if grad_input_mask[1] and ggW is not None:
        g_input = vt.convolution_backward(grad_output, input, ggW, None, *args, (True, False, False))[0]
    if grad_input_mask[2] and ggI is not None:
        g_weight = vt.convolution_backward(grad_output, ggI, weight, None, *args, (False, True, False))[1]
    return g_grad_output, g_input, g_weight


def avg_pool2d_backward_formula(grad, self, kernel_size, stride, padding, ceil_mode, count_include_pad,
                                divisor_override):
    from minitorch._tensor import Tensor
    vt = _vt()
    k = _pair(kernel_size)
    s = _pair(stride) if stride not in (None, (), []) else k
    p = _pair(padding)
    h, w = self.shape[-2:]
    oh, ow = grad.shape[-2:]
    from minitorch.autograd.function_utils import array_module
    xp = array_module(grad._data)
    div = Tensor._make(K.avg_pool_divisor(xp, (h, w), k, s, p, (oh, ow), count_include_pad, divisor_override,
                                          grad._data.dtype))
    lead = tuple(self.shape[:-2])
    hp = max(h + 2 * p[0], (oh - 1) * s[0] + k[0])
    wp = max(w + 2 * p[1], (ow - 1) * s[1] + k[1])
    g = (grad / div).reshape((-1, 1, oh * ow)).expand((-1, k[0] * k[1], oh * ow))
    full = vt.col2im(g, (hp, wp), k, (1, 1), (0, 0), s)
    return full[:, :, p[0]:p[0] + h, p[1]:p[1] + w].reshape(lead + (h, w)) if full.dim() == 4 else \
        full[:, p[0]:p[0] + h, p[1]:p[1] + w].reshape(lead + (h, w))


def adaptive_avg_pool2d_backward_formula(grad, self):
    from minitorch._tensor import Tensor
    from minitorch.autograd.function_utils import array_module
    xp = array_module(grad._data)
    h, w = self.shape[-2:]
    oh, ow = grad.shape[-2:]
    mh = Tensor._make(K.adaptive_pool_matrix(xp, h, oh, grad._data.dtype))
    mw = Tensor._make(K.adaptive_pool_matrix(xp, w, ow, grad._data.dtype))
    return torch.matmul(torch.matmul(mh.t(), grad), mw)



def adaptive_avg_pool3d_backward_formula(grad, self):
    """The adjoint of _adaptive_avg_pool3d: the averaging matrices transposed, as differentiable matmuls."""
    from minitorch._tensor import Tensor
    from minitorch.autograd.function_utils import array_module
    xp = array_module(grad._data)
    d, h, w = self.shape[-3:]
    od, oh, ow = grad.shape[-3:]
    md, mh, mw = (Tensor._make(K.adaptive_pool_matrix(xp, n, o, grad._data.dtype))
                  for n, o in ((d, od), (h, oh), (w, ow)))
    g = torch.matmul(mh.t(), torch.matmul(grad, mw))                 # (..., od, h, w)
    lead = tuple(self.shape[:-3])
    g = torch.matmul(md.t(), g.reshape(lead + (od, h * w)))          # (..., d, h * w)
    return g.reshape(lead + (d, h, w))

def nll_loss_backward_formula(grad, self, target, weight, reduction, ignore_index, total_weight):
    arrays = _unrecorded_arrays(grad, weight, total_weight)
    if arrays is not None:
        g, w, total = arrays
        rows = K.nll_loss_row_grads(ARRAY_MODULE[type(g)], g, self.shape[-1], target._data, w, reduction, total,
                                    ignore_index)
        return torch.Tensor._make(rows.reshape(self.shape))
    return _nll_loss_row_grads(grad, self.shape[-1], target, weight, reduction, total_weight, ignore_index).reshape(
        self.shape)


def nll_loss2d_backward_formula(grad, self, target, weight, reduction, ignore_index, total_weight):
    """The 2-D case's gradient per pixel row, laid back out as (N, C, H, W)."""
    n, c, h, w = self.shape
    rows = _nll_loss_row_grads(grad, c, target, weight, reduction, total_weight, ignore_index)
    return rows.reshape(n, h, w, c).permute(0, 3, 1, 2)


def nll_loss2d_jvp(self_t, self_p, target, weight, reduction, ignore_index, total_weight):
    return nll_loss_double_backward(self_t.permute(0, 2, 3, 1), self_p.permute(0, 2, 3, 1), target, weight,
                                    reduction, ignore_index, total_weight)


def _nll_loss_row_grads(grad, n_classes, target, weight, reduction, total_weight, ignore_index):
    """d loss / d scores as (rows, n_classes): minus the target's weight at the target class of each row.
    (kernels.nll_loss_row_grads computes the same on arrays, op for op, where nothing records.)"""
    r = reduction_str(reduction)
    t = target.reshape(-1)
    keep = t != ignore_index
    safe = torch.where(keep, t, 0)
    w = weight[safe] if weight is not None else torch.ones(t.shape, dtype=grad.dtype, device=grad.device)
    w = torch.where(keep, w, 0.0)
    if r == "none":
        g = grad.reshape(-1) * -w
    elif r == "sum":
        g = grad * -w
    else:
        g = grad * -w / total_weight
    g = torch.where(keep, g, 0.0)  # an ignored row gets +0, as in PyTorch (not 0 / 0 when every row is)
    zeros = torch.zeros((t.shape[0], n_classes), dtype=grad.dtype, device=grad.device)
    return zeros.scatter(1, safe.unsqueeze(1), g.unsqueeze(1))


def nll_loss_double_backward(grad, self, target, weight, reduction, ignore_index, total_weight):
    """d(loss)/d(grad_output) contracted with the incoming gradient (the loss is linear in it)."""
    keep = target.reshape(-1) != ignore_index
    safe = torch.where(keep, target.reshape(-1), 0)
    picked = grad.reshape(-1, self.shape[-1]).gather(1, safe.unsqueeze(1)).squeeze(1)
    w = weight[safe] if weight is not None else torch.ones(picked.shape, dtype=picked.dtype)
    out = -picked * torch.where(keep, w, 0.0)
    r = reduction_str(reduction)
    if r == "none":
        return out.reshape(target.shape)
    return out.sum() / total_weight if r == "mean" else out.sum()


def apply_loss_reduction(unreduced, reduction):
    r = reduction_str(reduction)
    return unreduced.mean() if r == "mean" else unreduced.sum() if r == "sum" else unreduced


def smooth_l1_loss_jvp(self_p, target_p, self_t, target_t, reduction, beta):
    """The pointwise derivatives (as the backward's, norm 1) times the tangents, then the reduction."""
    return apply_loss_reduction(_smooth_l1_formula(self_t, self_p, target_p, 1.0, beta)
                                + _smooth_l1_formula(target_t, target_p, self_p, 1.0, beta), reduction)


def huber_loss_jvp(self_p, target_p, self_t, target_t, reduction, delta):
    return apply_loss_reduction(_huber_formula(self_t, self_p, target_p, 1.0, delta)
                                + _huber_formula(target_t, target_p, self_p, 1.0, delta), reduction)


def binary_cross_entropy_jvp(self_p, target_p, self_t, target_t, weight, reduction):
    return apply_loss_reduction(binary_cross_entropy_backward_formula(self_t, self_p, target_p, weight, 0)
                                + binary_cross_entropy_target_backward(target_t, self_p, target_p, weight, 0),
                                reduction)


def bce_with_logits_jvp(self_p, target_p, self_t, target_t, weight, pos_weight, reduction):
    return apply_loss_reduction(bce_with_logits_backward(self_t, self_p, target_p, weight, pos_weight, 0)
                                + bce_with_logits_target_backward(target_t, self_p, target_p, weight, pos_weight, 0),
                                reduction)


def smooth_l1_loss_backward(grad, self, target, reduction, beta, grad_input_mask):
    """ATen's smooth_l1_loss_backward with x = self - target and norm = 1/numel for a mean, else 1:
    ``-norm*grad`` for x <= -beta, ``norm*grad`` for x >= beta, ``x/beta*norm*grad`` between (for beta 0,
    l1's ``sign(x)*norm*grad``): PyTorch's bits."""
    return _pointwise_loss_backward(K.smooth_l1_loss_backward, _smooth_l1_formula, grad, self, target, reduction,
                                    beta, grad_input_mask)


def huber_loss_backward(grad, self, target, reduction, delta, grad_input_mask):
    """ATen's huber_loss_backward: ``-norm*delta*grad`` for x <= -delta, ``norm*delta*grad`` for x >= delta,
    ``norm*x*grad`` between. Its TensorIterator does not promote: a target of another dtype is refused."""
    if target.dtype is not self.dtype:
        K.same_dtype_check(self, target)
    return _pointwise_loss_backward(K.huber_loss_backward, _huber_formula, grad, self, target, reduction, delta,
                                    grad_input_mask)


def _pointwise_loss_backward(kernel, formula, grad, self, target, reduction, edge, grad_input_mask):
    """``kernel`` on arrays when nothing records, else ``formula`` (the same values from differentiable ops).
    target's gradient is the same computation with self and target swapped: where they differ, exactly the
    negation of self's (x changes sign, the edges swap); where they are equal, the same signed zero."""
    norm = 1.0 / self.numel() if reduction_str(reduction) == "mean" else 1.0
    arrays = _unrecorded_arrays(grad, self, target)
    if arrays is None:  # create_graph, forward AD or autocast: recorded
        return (formula(grad, self, target, norm, edge) if grad_input_mask[0] else None,
                formula(grad, target, self, norm, edge) if grad_input_mask[1] else None)
    g, a, t = arrays
    xp = ARRAY_MODULE[type(a)]
    for_self = kernel(xp, g, a, t, norm, edge)
    for_target = xp.where(a == t, for_self, -for_self) if grad_input_mask[1] else None
    return (torch.Tensor._make(for_self) if grad_input_mask[0] else None,
            None if for_target is None else torch.Tensor._make(for_target))


def _smooth_l1_formula(grad, self, target, norm, beta):
    x = self - target
    if beta == 0:
        return x.sign() * norm * grad
    edge = norm * grad
    return torch.where(x <= -beta, -edge, torch.where(x >= beta, edge, x / beta * norm * grad))


def _huber_formula(grad, self, target, norm, delta):
    x = self - target
    edge = norm * delta * grad
    return torch.where(x <= -delta, -edge, torch.where(x >= delta, edge, x * norm * grad))


def binary_cross_entropy_backward_formula(grad, self, target, weight, reduction):
    d = (self - target) / (self * (1 - self)).clamp(min=1e-12)
    if weight is not None:
        d = d * weight
    return loss_grad(grad, d, reduction)


def binary_cross_entropy_target_backward(grad, self, target, weight, reduction):
    d = (1 - self).log().clamp(min=-100) - self.log().clamp(min=-100)
    if weight is not None:
        d = d * weight
    return loss_grad(grad, d, reduction)


def bce_with_logits_backward(grad, self, target, weight, pos_weight, reduction):
    if pos_weight is not None:
        t = pos_weight * target
        d = (t + 1 - target) * self.sigmoid() - t
    else:
        d = self.sigmoid() - target
    if weight is not None:
        d = d * weight
    return loss_grad(grad, d, reduction)


def bce_with_logits_target_backward(grad, self, target, weight, pos_weight, reduction):
    if pos_weight is not None:
        d = -(pos_weight * _log_sigmoid(self) - _log_sigmoid(-self))
    else:
        d = -self
    if weight is not None:
        d = d * weight
    return loss_grad(grad, d, reduction)


def _log_sigmoid(x):
    return _vt().log_sigmoid_forward(x)[0]


def _normalize_over(x, axes, eps):
    mean = x.mean(axes, keepdim=True)
    xc = x - mean
    rstd = ((xc * xc).mean(axes, keepdim=True) + eps).rsqrt()
    return xc * rstd, rstd


def _norm_input_grad(g, xhat, rstd, axes):
    """d/dx of x -> xhat = (x - mean) * rstd over ``axes``, applied to g (dL/dxhat)."""
    return rstd * (g - g.mean(axes, keepdim=True) - xhat * (g * xhat).mean(axes, keepdim=True))


def _tensors(arrays, dtype):
    """A kernel's array gradients (None where not wanted) as tensors of ``dtype``."""
    return tuple(None if a is None else torch.Tensor._make(a.astype(dtype, copy=False)) for a in arrays)


def _normalize_from_stats(x, axes, mean, rstd):
    """xhat = (x - mean) * rstd and rstd, differentiable in x, valued as the forward's saved statistics. The
    node keeps mean and rstd but not eps (as PyTorch's NativeLayerNormBackward0): with var0 the variance the
    saved rstd came from, eps = rstd**-2 - var0, so rstd as a function of the variance is
    (var + eps)**-0.5 = rstd * (1 + (var - var0) * rstd**2)**-0.5: exactly rstd at var0, every derivative exact.
    The mean likewise is the saved one plus (m - m0), whose value is zero and whose derivative is m's."""
    m = x.mean(axes, keepdim=True)
    xc = x - (mean + (m - m.detach()))
    var = (xc * xc).mean(axes, keepdim=True)
    rstd = rstd * (1 + (var - var.detach()) * (rstd * rstd)).rsqrt()
    return xc * rstd, rstd


def layer_norm_backward_formula(grad, input, normalized_shape, mean, rstd, weight, bias, grad_input_mask):
    """The gradients of native_layer_norm (ATen's native_layer_norm_backward, same arguments): ATen's kernel on
    arrays from the saved statistics when nothing records, else a differentiable composite of them."""
    arrays = _unrecorded_arrays(grad, input, weight, mean, rstd)
    if arrays is not None and input.dim() > len(normalized_shape):
        g, x, w, m, r = arrays
        grads = K.native_layer_norm_backward_arrays(ARRAY_MODULE[type(g)], g, x, w, m, r, len(normalized_shape),
                                                    grad_input_mask)
        return _tensors(grads, g.dtype)
    k = len(normalized_shape)
    axes = tuple(range(input.dim() - k, input.dim()))
    outer = tuple(range(input.dim() - k))
    xhat, rstd = _normalize_from_stats(input, axes, mean, rstd)
    g = grad * weight if weight is not None else grad
    gi = _norm_input_grad(g, xhat, rstd, axes) if grad_input_mask[0] else None
    gw = (grad * xhat).sum(outer) if grad_input_mask[1] and weight is not None else None
    gb = grad.sum(outer) if grad_input_mask[2] and bias is not None else None
    if gw is not None and not outer:
        gw = grad * xhat
    if gb is not None and not outer:
        gb = grad
    return gi, gw, gb


def batch_norm_backward_formula(grad, input, weight, running_mean, running_var, training, eps, grad_input_mask,
                                save_mean=None, save_invstd=None):
    """The gradients of native_batch_norm. When nothing records, ATen's kernel on arrays from the saved
    statistics; under create_graph, a composite of differentiable ops that recomputes them from the input
    (so a second derivative sees how they depend on it)."""
    arrays = _unrecorded_arrays(grad, input, weight, save_mean, save_invstd) if save_mean is not None else None
    if arrays is not None and (training or running_var is not None):
        g, x, w, mean, invstd = arrays
        xp = ARRAY_MODULE[type(g)]
        if not training:
            mean, invstd = running_mean._data, 1.0 / xp.sqrt(running_var._data + eps)
        grads = K.native_batch_norm_backward_arrays(xp, g, x, w, mean, invstd, training, grad_input_mask)
        return _tensors(grads, g.dtype)
    axes = (0,) + tuple(range(2, input.dim()))
    shape = (1, -1) + (1,) * (input.dim() - 2)
    if training:
        xhat, rstd = _normalize_over(input, axes, eps)
    else:
        rstd = (running_var + eps).rsqrt().reshape(shape)
        xhat = (input - running_mean.reshape(shape)) * rstd
    g = grad * weight.reshape(shape) if weight is not None else grad
    gi = None
    if grad_input_mask[0]:
        gi = _norm_input_grad(g, xhat, rstd, axes) if training else g * rstd
    gw = (grad * xhat).sum(axes) if grad_input_mask[1] else None
    gb = grad.sum(axes) if grad_input_mask[2] else None
    return gi, gw, gb


def group_norm_backward_formula(grad, input, weight, N, C, HxW, group, eps, grad_input_mask, mean=None, rstd=None):
    """The gradients of native_group_norm: ATen's kernel on arrays from the saved statistics when nothing
    records, else a differentiable composite that recomputes them (as batch_norm_backward_formula)."""
    arrays = _unrecorded_arrays(grad, input, weight, mean, rstd) if mean is not None else None
    if arrays is not None:
        g, x, w, m, r = arrays
        grads = K.native_group_norm_backward_arrays(ARRAY_MODULE[type(g)], g, x, w, m, r, group, grad_input_mask)
        return _tensors(grads, g.dtype)
    shape = (1, -1) + (1,) * (input.dim() - 2)
    x = input.reshape(N, group, -1)
    xhat, rstd = _normalize_over(x, (2,), eps)
    g = grad * weight.reshape(shape) if weight is not None else grad
    gi = _norm_input_grad(g.reshape(N, group, -1), xhat, rstd, (2,)).reshape(input.shape) \
        if grad_input_mask[0] else None
    axes = (0,) + tuple(range(2, input.dim()))
    gw = (grad * xhat.reshape(input.shape)).sum(axes) if grad_input_mask[1] else None
    gb = grad.sum(axes) if grad_input_mask[2] else None
    return gi, gw, gb


def _normalized_jvp(input_t, xhat, rstd, axes):
    """The tangent of xhat = (x - mean) * rstd over ``axes`` along input_t: rstd * (dc - xhat * mean(xhat * dc))
    with dc = input_t less its mean (the mean's and rstd's own changes, as FunctionsManual's *_norm_jvp)."""
    dc = input_t - input_t.mean(axes, keepdim=True)
    return rstd * (dc - xhat * (xhat * dc).mean(axes, keepdim=True))


def _affine_jvp(xhat, xhat_t, weight_p, bias_p, weight_t, bias_t, shape):
    """The tangent of xhat * weight + bias, the parameters viewed as ``shape``."""
    if weight_p is None:
        out_t = xhat_t
    else:
        out_t = xhat_t * weight_p.reshape(shape) + xhat * weight_t.reshape(shape)
    return out_t if bias_t is None else out_t + bias_t.reshape(shape)


def layer_norm_jvp(input_p, weight_p, bias_p, input_t, weight_t, bias_t, normalized_shape, eps):
    axes = tuple(range(input_p.dim() - len(normalized_shape), input_p.dim()))
    xhat, rstd = _normalize_over(input_p, axes, eps)
    return _affine_jvp(xhat, _normalized_jvp(input_t, xhat, rstd, axes), weight_p, bias_p, weight_t, bias_t,
                       tuple(normalized_shape))


def batch_norm_jvp(input_p, weight_p, bias_p, input_t, weight_t, bias_t, running_mean, running_var, training,
                   eps):
    """Training normalizes by the batch's statistics (they move with the input), evaluation by the running ones
    (constants)."""
    axes = (0,) + tuple(range(2, input_p.dim()))
    shape = (1, -1) + (1,) * (input_p.dim() - 2)
    if training or running_mean is None:
        xhat, rstd = _normalize_over(input_p, axes, eps)
        xhat_t = _normalized_jvp(input_t, xhat, rstd, axes)
    else:
        rstd = (running_var + eps).rsqrt().reshape(shape)
        xhat = (input_p - running_mean.reshape(shape)) * rstd
        xhat_t = input_t * rstd
    return _affine_jvp(xhat, xhat_t, weight_p, bias_p, weight_t, bias_t, shape)


def group_norm_jvp(input_p, weight_p, bias_p, input_t, weight_t, bias_t, N, group, eps):
    x = input_p.reshape(N, group, -1)
    xhat, rstd = _normalize_over(x, (2,), eps)
    xhat_t = _normalized_jvp(input_t.reshape(N, group, -1), xhat, rstd, (2,))
    shape = (1, -1) + (1,) * (input_p.dim() - 2)
    return _affine_jvp(xhat.reshape(input_p.shape), xhat_t.reshape(input_p.shape), weight_p, bias_p, weight_t,
                       bias_t, shape)


def embedding_backward_formula(grad, indices, num_weights, padding_idx, scale_grad_by_freq, sparse):
    """ATen's embedding_backward (dense; minitorch has no sparse gradients): each looked-up row's gradient added
    into its index's row, padding_idx's left out, and with scale_grad_by_freq each divided by the number of times
    its index occurs in ``indices``."""
    flat = indices.reshape(-1)
    rows = grad.reshape(-1, grad.shape[-1])
    if padding_idx is not None and padding_idx >= 0:
        rows = rows * (flat != padding_idx).unsqueeze(-1)
    if scale_grad_by_freq:
        # times 1 / count, as ATen scales each row (dividing rounds differently)
        rows = rows * (1.0 / torch.bincount(flat, minlength=num_weights)[flat].unsqueeze(-1).to(rows.dtype))
    zeros = torch.zeros((num_weights, grad.shape[-1]), dtype=grad.dtype, device=grad.device)
    return zeros.index_put([flat], rows, True)





# ---------------------------------------------------------------------------------------------
# Forward-mode (JVP) helpers
# ---------------------------------------------------------------------------------------------

def gather_with_keepdimed_indices(input, dim, indices, keepdim):
    """max.dim/min.dim (and other value-selecting reductions): the tangent at the selected positions."""
    if not keepdim and input.dim() > 0:
        indices = indices.unsqueeze(dim)
    out = input.gather(dim, indices)
    if not keepdim and input.dim() > 0:
        out = out.squeeze(dim)
    return out


def evenly_read_jvp(fw_grad, input, value):
    """max()/min() over everything: the mean of the tangent over the tied extrema."""
    mask = input == value
    return torch.where(mask, fw_grad, 0.0).sum() / mask.sum()


def amaxamin_jvp(x, dx, result, dim, keepdim):
    """amax/amin: the mean of the tangent over the positions that reach the extremum."""
    mask = x == restore_reduced_dims(result, dim, keepdim, x.dim())
    dims = normalize_dims(dim, x.dim())
    return torch.where(mask, dx, 0.0).sum(dims, keepdim=keepdim) / mask.sum(dims, keepdim=keepdim)


def clamp_jvp(self_p, self_t, min_p, min_t, max_p, max_t):
    """clamp.Tensor: the tangent of whichever of self, min, max the result came from."""
    if min_p is not None and max_p is not None:
        return torch.where(min_p > max_p, max_t,
                           torch.where(self_p < min_p, min_t, torch.where(self_p > max_p, max_t, self_t)))
    if min_p is not None:
        return torch.where(self_p > min_p, self_t, min_t)
    if max_p is not None:
        return torch.where(self_p < max_p, self_t, max_t)
    return self_t


# ---------------------------------------------------------------------------------------------
# fidelity: helpers whose arguments are what PyTorch's formulas save
# ---------------------------------------------------------------------------------------------

def unsqueeze_to(grad, dim, sizes):
    """squeeze.dim / squeeze.dims backward: put back the size-1 dims of ``sizes`` that ``dim`` named."""
    ndim = len(sizes)
    dims = (dim,) if isinstance(dim, int) else tuple(dim)
    for d in sorted(d % ndim for d in dims) if ndim else ():
        if sizes[d] == 1:
            grad = grad.unsqueeze(d)
    return grad


def gather_backward(grad, self, dim, index, sparse_grad):
    """gather's backward: scatter the gradient back (minitorch has no sparse layout for sparse_grad)."""
    return torch.zeros_like(self, dtype=grad.dtype).scatter_add(dim, index, grad)


def pow_backward_exponent_scalar_base(grad, base, exponent, result):
    """pow.Scalar: d(base**exponent)/d(exponent) = result * log(base); 0 where base is 0 and exponent >= 0."""
    if base == 0:
        return grad * torch.where(exponent >= 0, 0.0, result * -math.inf)
    return grad * result * (math.log(base) if base > 0 else math.nan)


def weight_norm_backward(grad, v, g, norms, dim):
    """_weight_norm_interface's gradients, PyTorch's differentiable form. ``norms`` is the op's second output,
    which gets no gradient: as in PyTorch, a double backward treats it as a constant."""
    others = [i for i in range(v.dim()) if i != dim]
    shape = [v.shape[i] if i == dim else 1 for i in range(v.dim())]
    per_dim_sums = (grad * v).sum(others).reshape(shape) if others else grad * v  # sum([]) would sum everything
    norms = norms.reshape(shape)
    grad_v = (g.reshape(shape) / norms) * (grad - v * (per_dim_sums / (norms * norms)))
    return grad_v, (per_dim_sums / norms).reshape(g.shape)

def inplace_activation_backward(grad_input, slope, name):
    """The gradient of an in-place elu_/celu_/leaky_relu_, read from the result: ATen refuses it where a
    negative slope makes the result's sign differ from the input's."""
    if slope < 0:
        if name == "elu":
            raise RuntimeError("In-place elu backward calculation is triggered with a negative slope which is not "
                               "supported. This is caused by calling in-place forward function with a negative "
                               "slope, please call out-of-place version instead.")
        raise RuntimeError("In-place leakyReLu backward calculation is triggered with a negative slope which is not "
                           "supported. This is caused by calling in-place forward function with a negative slope, "
                           "please call out-of-place version instead. File an issue at "
                           "https://github.com/pytorch/pytorch if you do require supporting in-place leakRelu "
                           "backward calculation with negative slope")
    return grad_input


def celu_input_scale(alpha):
    """ATen's celu_ backward scales by 1.0 / alpha.toFloat(): alpha rounded to float32 first."""
    import numpy as np
    return 1.0 / float(np.float32(alpha))


# -- more elementwise ops (derivatives.yaml's last block) ----------------------------------------------------

def special_i1(self):
    """The modified Bessel function I1, i0's derivative (its own entry, so double backward records a node)."""
    return torch._variable_type.special_i1(self)


def renorm_backward(grad, self, p, dim, maxnorm):
    """renorm scales each slice along ``dim`` by maxnorm / (norm + 1e-7) where its p-norm exceeds maxnorm:
    the product rule through that factor, as PyTorch's renorm_backward."""
    dim = dim % self.dim()
    reduce_dims = [d for d in range(self.dim()) if d != dim]
    norm = torch.linalg.vector_norm(self, p, reduce_dims, True)
    invnorm = (norm + 1e-7).reciprocal()
    factor = invnorm * maxnorm
    grad_output = (self * grad).sum(reduce_dims, keepdim=True)
    nb = linalg_vector_norm_backward(grad_output, self, p, norm, reduce_dims, True)
    return torch.where(norm > maxnorm, factor * (grad - invnorm * nb), grad)


def renorm_jvp(self_p, self_t, p, dim, maxnorm):
    """renorm's tangent: factor * (t - x d(norm) / (norm + 1e-7)) where the slice was scaled, else t."""
    dim = dim % self_p.dim()
    reduce_dims = [d for d in range(self_p.dim()) if d != dim]
    norm = torch.linalg.vector_norm(self_p, p, reduce_dims, True)
    invnorm = (norm + 1e-7).reciprocal()
    factor = invnorm * maxnorm
    dnorm = (linalg_vector_norm_backward(torch.ones_like(norm), self_p, p, norm, reduce_dims, True) * self_t).sum(
        reduce_dims, keepdim=True)
    return torch.where(norm > maxnorm, factor * (self_t - invnorm * self_p * dnorm), self_t)


def index_reduce_backward(grad, self, dim, index, source, reduce, include_self, result):
    """Gradients of index_reduce for ``self`` and ``source``, by PyTorch's rules: prod divides the
    product by the factor (with the single-zero case recomputed), mean divides by the count, amax/amin
    share the gradient evenly among the elements equal to the result."""
    if reduce == "prod":
        masked_self = self.masked_fill(self == 0, 1)
        grad_self = grad * masked_self.index_reduce(dim, index, source, reduce, include_self=include_self) / masked_self
        src_zero = source == 0
        src_num_zeros = torch.zeros_like(self).index_add(dim, index, src_zero.to(self.dtype)).index_select(dim, index)
        src_single_zero = src_zero & (src_num_zeros == 1)
        masked_src_result = self.index_reduce(dim, index, source.masked_fill(src_single_zero, 1), reduce,
                                              include_self=include_self)
        grad_src = torch.where(src_single_zero, (grad * masked_src_result).index_select(dim, index),
                               (grad * result).index_select(dim, index) / source.masked_fill(src_zero, 1))
        if bool((src_num_zeros > 1).any()):
            grad_src = delayed_error("index_reduce(): Double backward is unsupported for source when >1 zeros in "
                                     "source are scattered to the same position", grad_src)
    elif reduce == "mean":
        count = (torch.ones_like(grad) if include_self else torch.zeros_like(grad)).index_add(
            dim, index, torch.ones_like(source))
        count = count.masked_fill(count == 0, 1)
        grad_self = grad / count
        grad_src = grad.index_select(dim, index) / count.index_select(dim, index)
    else:
        value = result.index_select(dim, index)
        self_is_result = (self == result).to(self.dtype)
        source_is_result = (source == value).to(self.dtype)
        grad_distributed = grad / self_is_result.index_add(dim, index, source_is_result)
        grad_self = self_is_result * grad_distributed
        grad_src = source_is_result * grad_distributed.index_select(dim, index)
    if not include_self:
        grad_self = grad_self.index_fill(dim, index, 0)
    return grad_self, grad_src


def angle_backward(grad, self):
    """Real inputs: the angle is piecewise constant, so zeros (PyTorch's angle_backward saves self for complex)."""
    return torch.zeros_like(self)


# -- torch namespace extras: aminmax, matrix_exp, cholesky_solve / _inverse, pinv, scatters, block_diag -----

def aminmax_backward(grad_min, grad_max, self, min, max, dim, keepdim):  # noqa: A002 (the outputs' names)
    """Each output's gradient shared evenly among the positions reaching it (amin / amax's rule)."""
    dims = () if dim is None else (dim,)
    return (amax_amin_backward(grad_min, self, min, dims, keepdim)
            + amax_amin_backward(grad_max, self, max, dims, keepdim))


def aminmax_jvp(self_p, self_t, result, dim, keepdim):
    return amaxamin_jvp(self_p, self_t, result, () if dim is None else (dim,), keepdim)


def matrix_exp_differential(A, E, adjoint):
    """The Frechet derivative of exp at A (at A^T for the backward, adjoint=True) in direction E: the
    top-right block of exp([[A, E], [0, A]])."""
    if adjoint:
        A = A.mT
    n = A.shape[-1]
    top = torch.cat([A, E], -1)
    bottom = torch.cat([torch.zeros_like(A), A], -1)
    return torch.linalg.matrix_exp(torch.cat([top, bottom], -2))[..., :n, n:]


def cholesky_solve_backward(grad, self, input2, result, upper, grad_input_mask):
    """X = (L L^T)^{-1} B: gB = cholesky_solve(g, L); gL = -(C L) (or -(U C) for upper) with C = gB X^T + X gB^T."""
    grad_self = torch.cholesky_solve(grad, input2, upper)
    grad_input2 = None
    if grad_input_mask[1]:
        common = grad_self.matmul(result.mT)
        common = common + common.mT
        grad_input2 = -input2.matmul(common) if upper else -common.matmul(input2)
    return grad_self if grad_input_mask[0] else None, grad_input2


def cholesky_inverse_backward(grad, L, upper, inverse):
    """inv(L L^T): gL = -(inv (g + g^T) inv) L (U times it for upper)."""
    common = inverse.matmul((grad + grad.mT).matmul(inverse))
    return -L.matmul(common) if upper else -common.matmul(L)


def cholesky_inverse_jvp(L_p, L_t, upper, inverse):
    """d inv(A) = -inv dA inv with dA = dL L^T + L dL^T (dU^T U + U^T dU for upper)."""
    dA = L_t.mT.matmul(L_p) + L_p.mT.matmul(L_t) if upper else L_t.matmul(L_p.mT) + L_p.matmul(L_t.mT)
    return -inverse.matmul(dA).matmul(inverse)


def _column_major(x):
    """A sum whose first term is a transpose, laid out as PyTorch's is: TensorIterator follows its first operand
    (column-major here), where NumPy's ufuncs fall back to row-major for operands that disagree. Only when
    nothing records (a copy would add a node to a recorded graph); the values are untouched."""
    return x if torch.is_grad_enabled() else x.mT.contiguous().mT


def _laid_out_as(x, like):
    """``x`` with the strides of ``like``, as a gradient ATen builds in zeros_like(like) has them (when nothing
    records; the values are untouched)."""
    if torch.is_grad_enabled() or x.stride() == like.stride():
        return x
    return torch.empty_like(like).copy_(x)


def pinv_backward(grad, pinvA, A):
    """The derivative of the pseudo-inverse (Golub & Pereyra), arranged as ATen does to multiply the
    smallest matrices."""
    m, n = A.shape[-2], A.shape[-1]
    pinvAh, gradh = pinvA.mT, grad.mT
    if m <= n:
        K = gradh.matmul(pinvA)
        KpinvAh = K.matmul(pinvAh)
        return _column_major(-(pinvA.matmul(K)).mT + KpinvAh - A.matmul(pinvA).matmul(KpinvAh)
                             + pinvAh.matmul(pinvA).matmul(gradh - K.matmul(A)))
    K = pinvA.matmul(gradh)
    pinvAhK = pinvAh.matmul(K)
    return _column_major(-(K.matmul(pinvA)).mT + (gradh - A.matmul(K)).matmul(pinvA).matmul(pinvAh) + pinvAhK
                         - pinvAhK.matmul(pinvA).matmul(A))


def pinv_jvp(A, pinvA, dA):
    """d pinv(A) = -P dA P + (I - P A) dA^T P^T P + P P^T dA^T (I - A P), P = pinv(A)."""
    P = pinvA
    dAh = dA.mT
    return (-P.matmul(dA).matmul(P) + P.matmul(P.mT).matmul(dAh)
            - P.matmul(P.mT).matmul(dAh).matmul(A).matmul(P)
            + dAh.matmul(P.mT).matmul(P) - P.matmul(A).matmul(dAh).matmul(P.mT).matmul(P))


def slice_of(grad, dim, start, end, step):
    """grad[..., start:end:step, ...] along dim (slice_scatter's src gradient)."""
    key = [slice(None)] * grad.dim()
    key[dim] = slice(start, end, step)
    return grad[tuple(key)]


def block_diag_backward(grad, sizes, dtypes):
    """Each input's block of the gradient (a 0-d input read a 1x1 block, a 1-d input one row)."""
    grads = []
    row = col = 0
    for size, dtype in zip(sizes, dtypes):
        rows, cols = (size[0], size[1]) if len(size) == 2 else (1, size[0] if size else 1)
        block = grad[row:row + rows, col:col + cols].reshape(size)
        grads.append(block.to(dtype) if dtype != grad.dtype else block)
        row, col = row + rows, col + cols
    return grads


# -- LU -------------------------------------------------------------------------------------------------

def linalg_lu_backward(gL, gU, P, L, U, pivot=True):
    """A = P L U (L unit lower m x k, U upper k x n). On the square block, gA = P L^{-H} (tril(L^H gL, -1) +
    triu(gU U^H)) U^{-H}; a wide A's extra columns of U (U2) and a tall A's extra rows of L (L2) add their
    own terms: gA2 = P L^{-H} gU2 (wide), gA2 = P gL2 U^{-H} (tall)."""
    m, n = L.shape[-2], U.shape[-1]
    gL, gU = gL.tril(-1), gU.triu()
    if m == n:
        phi = L.mT.matmul(gL).tril(-1) + gU.matmul(U.mT).triu()
        return P.matmul(torch.linalg.inv(L).mT.matmul(phi).matmul(torch.linalg.inv(U).mT))
    if m < n:
        U1, U2, gU1, gU2 = U[..., :, :m], U[..., :, m:], gU[..., :, :m], gU[..., :, m:]
        L_inv_h = torch.linalg.inv(L).mT
        phi = (L.mT.matmul(gL) - gU2.matmul(U2.mT)).tril(-1) + gU1.matmul(U1.mT).triu()
        left = L_inv_h.matmul(phi).matmul(torch.linalg.inv(U1).mT)
        return P.matmul(torch.cat([left, L_inv_h.matmul(gU2)], -1))
    L1, L2, gL1, gL2 = L[..., :n, :], L[..., n:, :], gL[..., :n, :], gL[..., n:, :]
    U_inv_h = torch.linalg.inv(U).mT
    phi = L1.mT.matmul(gL1).tril(-1) + (gU.matmul(U.mT) - L2.mT.matmul(gL2)).triu()
    top = torch.linalg.inv(L1).mT.matmul(phi).matmul(U_inv_h)
    return P.matmul(torch.cat([top, gL2.matmul(U_inv_h)], -2))


def linalg_lu_jvp(dA, P, L, U):
    """(dL, dU) of A = P L U: on the square block X = L^{-1} P^T dA U^{-1}, dL = L tril(X, -1), dU = triu(X) U;
    then the extra columns of U (wide) or rows of L (tall)."""
    m, n = L.shape[-2], U.shape[-1]
    dA = P.mT.matmul(dA)
    if m == n:
        X = torch.linalg.inv(L).matmul(dA).matmul(torch.linalg.inv(U))
        return L.matmul(X.tril(-1)), X.triu().matmul(U)
    if m < n:
        L_inv = torch.linalg.inv(L)
        X = L_inv.matmul(dA[..., :, :m]).matmul(torch.linalg.inv(U[..., :, :m]))
        dL = L.matmul(X.tril(-1))
        dU2 = L_inv.matmul(dA[..., :, m:] - dL.matmul(U[..., :, m:]))
        return dL, torch.cat([X.triu().matmul(U[..., :, :m]), dU2], -1)
    U_inv = torch.linalg.inv(U)
    X = torch.linalg.inv(L[..., :n, :]).matmul(dA[..., :n, :]).matmul(U_inv)
    dU = X.triu().matmul(U)
    dL2 = (dA[..., n:, :] - L[..., n:, :].matmul(dU)).matmul(U_inv)
    return torch.cat([L[..., :n, :].matmul(X.tril(-1)), dL2], -2), dU


def lu_factor_ex_backward(grad, LU, pivots, pivot=True):
    """LU packs L (below the diagonal) and U: split the gradient the same way (pivot is always True on the CPU)."""
    P, L, U = torch.lu_unpack(LU, pivots)
    k = min(LU.shape[-2], LU.shape[-1])
    return linalg_lu_backward(grad[..., :, :k].tril(-1), grad[..., :k, :].triu(), P, L, U)


def lu_factor_ex_jvp(dA, LU, pivots):
    P, L, U = torch.lu_unpack(LU, pivots)
    dL, dU = linalg_lu_jvp(dA, P, L, U)
    return lu_unpack_backward(dL, dU, LU.shape[-2], LU.shape[-1])  # packed as LU is


def lu_unpack_backward(gL, gU, m, n):
    """The packed LU's gradient: gL's strict lower part and gU's upper part, each on its block."""
    gL, gU = gL.tril(-1), gU.triu()
    if m == n:
        return gL + gU
    if m < n:
        return torch.cat([gL + gU[..., :, :m], gU[..., :, m:]], -1)
    return torch.cat([gL[..., :n, :] + gU, gL[..., n:, :]], -2)


def linalg_lu_solve_LU(gX, LU, pivots, X, left, adjoint):
    """The packed LU's gradient through A = P L U from gA (A X = B: gA = -A^{-H} gX X^H; the other forms
    transpose): gL = tril(P^T gA U^H, -1), gU = triu(L^H P^T gA)."""
    P, L, U = torch.lu_unpack(LU, pivots)
    gB = torch.linalg.lu_solve(LU, pivots, gX, left=left, adjoint=not adjoint)
    if left:
        gA = -gB.matmul(X.mT) if not adjoint else -X.matmul(gB.mT)
    else:
        gA = -X.mT.matmul(gB) if not adjoint else -gB.mT.matmul(X)
    gA = P.mT.matmul(gA)
    return gA.matmul(U.mT).tril(-1) + L.mT.matmul(gA).triu()


def linalg_lu_solve_jvp(X, LU, pivots, dLU, dB, left, adjoint):
    """dX from dA = P (dL U + L dU) (dL, dU read off the packed dLU) and dB, for each form of the equation."""
    P, L, U = torch.lu_unpack(LU, pivots)
    dA = P.matmul(dLU.tril(-1).matmul(U) + L.matmul(dLU.triu()))
    if adjoint:
        dA = dA.mT
    rhs = dB - dA.matmul(X) if left else dB - X.matmul(dA)
    return torch.linalg.lu_solve(LU, pivots, rhs, left=left, adjoint=adjoint)


def elu_backward_from_result(grad, result, alpha, scale, input_scale):
    """elu_ / celu_: the derivative read off the output (alpha * scale > 0, so result <= 0 exactly where the
    input was): scale above 0, input_scale * (result + alpha * scale) below."""
    return torch.where(result > 0, grad * scale, grad * (input_scale * (result + alpha * scale)))


# ---------------------------------------------------------------------------------------------
# affine_grid / grid_sample
# ---------------------------------------------------------------------------------------------

def _constant_like(grad, array):
    from minitorch._tensor import Tensor
    return Tensor._make(array)


def affine_grid_generator_backward(grad, size, align_corners):
    """ATen's affine_grid_generator_backward: the (constant) base grid, transposed, times grad (bmm), so that
    the graph and its double backward are PyTorch's (TransposeBackward0 <- BmmBackward0 <- ViewBackward0)."""
    from minitorch.autograd.function_utils import array_module
    size = list(size)
    n, k = size[0], len(size) - 2
    base = _constant_like(grad, K.affine_base_grid(array_module(grad._data), grad._data.dtype, size, align_corners))
    points = base.numel() // max(n * (k + 1), 1)
    return base.view(n, points, k + 1).transpose(1, 2).bmm(grad.view(n, points, k)).transpose(1, 2)


def grid_sampler_double_backward(grad_grad_input, grad_grad_grid, grad_output, input, grid, interpolation_mode,
                                 padding_mode, align_corners, ndim, grad_input_mask):
    """Gradients of grid_sampler_2d/3d_backward (grad_input, grad_grid) for grad_output, input and grid, in
    differentiable ops. grad_input's part is a sampling of grad_grad_input (and that sampling's grid gradient);
    grad_grid's part re-computes the tap weights from the grid (locally affine pixel coordinates, polynomial
    weights) and differentiates them along grad_grad_grid. Nearest mode has no grid gradient, so no input term.
    The results compare equal with PyTorch's, third derivatives included."""
    import itertools

    from minitorch.autograd.function_utils import array_module
    vt = _vt()
    sample = vt.grid_sampler_2d if ndim == 2 else vt.grid_sampler_3d
    sample_backward = vt.grid_sampler_2d_backward if ndim == 2 else vt.grid_sampler_3d_backward
    args = (interpolation_mode, padding_mode, align_corners)
    want_go, want_in, want_grid = grad_input_mask
    d_go = sample(grad_grad_input, grid, *args) if want_go else None
    d_in = None
    if want_grid:
        d_grid = sample_backward(grad_output, grad_grad_input, grid, *args, [False, True])[1]
    if interpolation_mode == 1:
        return d_go, None, (d_grid if want_grid else None)  # zeros, through the sampling op as PyTorch's
    xp = array_module(grid._data)
    n, c, spatial = input.shape[0], input.shape[1], tuple(input.shape[2:])
    q, p = math.prod(grid.shape[1:-1]), math.prod(spatial)
    consts = K.grid_sampler_tap_constants(xp, tuple(input.shape), grid._data, *args)
    coords = grid.reshape(n, q, ndim)
    ggg = grad_grad_grid.reshape(n, q, ndim)
    mults, along_axis, weights, taps = [], [], [], []
    for j, (offset, mult, base, axis_taps) in enumerate(consts):
        m = _constant_like(grid, xp.broadcast_to(xp.asarray(mult, dtype=grid._data.dtype), (n, q)))
        t = _constant_like(grid, offset) + m * coords[..., j] - _constant_like(grid, base)
        weights.append(K.cubic_coefficients(t) if interpolation_mode == 2 else ([1 - t, t], [-1.0, 1.0], [0.0, 0.0]))
        mults.append(m)
        along_axis.append(ggg[..., j] * m)   # ggg in pixel coordinates
        taps.append(axis_taps)
    values = input.reshape(n, c, p)
    g = grad_output.reshape(n, c, q)
    t1, indices, sources, t3 = 0, [], [], [0] * ndim

    def prod(xs, skip):
        out = 1
        for i, x in enumerate(xs):
            if i not in skip:
                out = out * x
        return out
    for combo in itertools.product(*[range(len(a)) for a in taps]):
        flat = sum(taps[j][combo[j]][0] for j in range(ndim))
        ok = taps[0][combo[0]][1]
        for j in range(1, ndim):
            ok = ok & taps[j][combo[j]][1]
        ok = _constant_like(grid, ok.astype(grid._data.dtype))
        w = [weights[j][0][combo[j]] for j in range(ndim)]
        dw = [weights[j][1][combo[j]] for j in range(ndim)]
        d2w = [weights[j][2][combo[j]] for j in range(ndim)]
        # this combination's weight differentiated along ggg
        along = sum(along_axis[j] * dw[j] * prod(w, (j,)) for j in range(ndim)) * ok
        index = _constant_like(grid, flat).unsqueeze(1).expand(n, c, q)
        vals = values.gather(2, index)
        if want_go:
            t1 = t1 + vals * along.unsqueeze(1)
        if want_in:
            indices.append(index)
            sources.append(g * along.unsqueeze(1))
        if want_grid:
            gv = (g * vals).sum(1) * ok
            for i in range(ndim):
                second = along_axis[i] * d2w[i] * prod(w, (i,))
                for j in range(ndim):
                    if j != i:
                        second = second + along_axis[j] * dw[j] * dw[i] * prod(w, (i, j))
                t3[i] = t3[i] + gv * second
    if want_go:
        d_go = d_go + t1.reshape(grad_output.shape) if isinstance(t1, torch.Tensor) else d_go
    if want_in:
        zeros = torch.zeros((n, c, p), dtype=input.dtype, device=input.device)
        d_in = zeros.scatter_add(2, torch.cat(indices, 2), torch.cat(sources, 2)).view(input.shape)
    if want_grid:
        extra = [t3[i] * mults[i] if isinstance(t3[i], torch.Tensor) else torch.zeros_like(mults[i])
                 for i in range(ndim)]
        d_grid = d_grid + torch.stack(extra, -1).reshape(grid.shape)
    return d_go, d_in, (d_grid if want_grid else None)


def _triangle(t, upper, unitriangular):
    """The part of ``t`` a triangular solve reads: its upper or lower triangle, without the diagonal when the
    matrix is unitriangular."""
    return t.triu(int(unitriangular)) if upper else t.tril(-int(unitriangular))


def linalg_solve_triangular_backward(grad, A, X, upper, left, unitriangular, grad_input_mask):
    """gB = A^-H gX (or gX A^-H), gA = -gB X^H (or -X^H gB) restricted to A's triangle."""
    G_B = torch.linalg.solve_triangular(A.mH, grad, upper=not upper, left=left, unitriangular=unitriangular)
    G_A = None
    if grad_input_mask[0]:
        G_A = _triangle(-(G_B @ X.mH) if left else -(X.mH @ G_B), upper, unitriangular)
    return G_A, (G_B if grad_input_mask[1] else None)


def linalg_solve_triangular_forward_ad(A_t, B_t, A, X, upper, left, unitriangular):
    """dX = A^-1 (dB - dA X) (left) or (dB - X dA) A^-1, dA restricted to A's triangle."""
    dA = _triangle(A_t, upper, unitriangular) if A_t is not None else None
    rhs = B_t if B_t is not None else torch.zeros_like(X)
    if dA is not None:
        rhs = rhs - (dA @ X if left else X @ dA)
    return torch.linalg.solve_triangular(A, rhs, upper=upper, left=left, unitriangular=unitriangular)


def linalg_lstsq_backward(grad_solution, grad_residuals, A, B, X, grad_input_mask):
    """The least-squares gradients, as ATen's: the solution's through A's pseudo-inverse (X = pinv(A) B:
    gB = pinv(A)^H gX, gA = pinv_backward(gX B^H)); the residuals' L = |A X - B|^2 per column, where X is
    stationary: gA = 2 (R gL) X^H, gB = -2 R gL with R = A X - B."""
    vector = _lstsq_vector_rhs(A, B)
    if vector:
        B, X = B.unsqueeze(-1), X.unsqueeze(-1)
        grad_solution = grad_solution.unsqueeze(-1) if grad_solution is not None else None
    grad_A = grad_B = None
    if grad_solution is not None:
        pinv = torch.linalg.pinv(A)
        grad_A = pinv_backward(grad_solution @ B.mH, pinv, A) if grad_input_mask[0] else None
        grad_B = pinv.mH @ grad_solution if grad_input_mask[1] else None
    if grad_residuals is not None and grad_residuals.numel():
        weighted = (A @ X - B) * grad_residuals.unsqueeze(-2)
        if grad_input_mask[0]:
            extra = 2 * weighted @ X.mH
            grad_A = extra if grad_A is None else grad_A + extra
        if grad_input_mask[1]:
            extra = -2 * weighted
            grad_B = extra if grad_B is None else grad_B + extra
    if grad_B is not None and vector:
        grad_B = grad_B.squeeze(-1)
    return grad_A, grad_B



def _lstsq_vector_rhs(A, B):
    """Is ``B`` a vector right-hand side (one column per system) of the least-squares problem in ``A``?"""
    return B.dim() == 1 or B.dim() == A.dim() - 1 and tuple(B.shape[:-1]) == tuple(A.shape[:-2])


def linalg_lstsq_solution_jvp(A, B, dA, dB):
    """The solution's tangent: X = pinv(A) B, so dX = d pinv(A) B + pinv(A) dB (pinv_jvp's d pinv(A))."""
    vector = _lstsq_vector_rhs(A, B)
    if vector:
        B, dB = B.unsqueeze(-1), dB.unsqueeze(-1)
    pinv = torch.linalg.pinv(A)
    dX = pinv_jvp(A, pinv, dA).matmul(B) + pinv.matmul(dB)
    return dX.squeeze(-1) if vector else dX


def linalg_lstsq_residuals_jvp(A, B, dA, dB, X, L):
    """The residuals' tangent: L = |A X - B|^2 per column, X stationary (A^H (A X - B) = 0), so
    dL = 2 Re sum((A X - B) (dA X - dB)) over the rows; none (empty) where no residuals were computed."""
    if not L.numel():
        return torch.zeros_like(L)
    if _lstsq_vector_rhs(A, B):
        B, dB, X = B.unsqueeze(-1), dB.unsqueeze(-1), X.unsqueeze(-1)
    return 2 * ((A.matmul(X) - B) * (dA.matmul(X) - dB)).sum(-2)


def scatter_reduce_jvp(self_p, self_t, dim, index, src_p, src_t, reduce, include_self, result):
    """scatter_reduce's tangent. sum and mean are linear: the same reduction of the tangents. amax and amin: the
    tangents of the elements equal to the result, averaged over ties (as their gradient is split). prod: each
    member's tangent times the product of the others (the product with its zeros read as ones, over the member
    when nothing is zero, itself where the member is the only zero, nothing where two are zero); PyTorch's own
    tangent there is zero, which central differences do not give."""
    if reduce in ("sum", "mean"):
        return self_t.scatter_reduce(dim, index, src_t, reduce, include_self=include_self)
    # self takes part where it is included, and everywhere nothing is scattered to
    participates = torch.ones_like(self_p) if include_self else 1 - torch.zeros_like(self_p).scatter(dim, index, 1.0)
    if reduce in ("amax", "amin"):
        self_hits = (self_p == result) * participates
        src_hits = (src_p == result.gather(dim, index)).to(src_t.dtype)
        count = self_hits.scatter_add(dim, index, src_hits)
        return (self_t * self_hits).scatter_add(dim, index, src_t * src_hits) / count
    self_zero, src_zero = (self_p == 0) * participates, (src_p == 0).to(src_p.dtype)
    zeros = self_zero.scatter_add(dim, index, src_zero)
    self_one, src_one = torch.where(self_p == 0, 1.0, self_p), torch.where(src_p == 0, 1.0, src_p)
    product = self_one.scatter_reduce(dim, index, src_one, "prod", include_self=include_self)

    def others(zero, one, zeros, product):
        return torch.where(zeros == 0, product / one, torch.where((zeros == 1) & (zero != 0), product, 0.0))
    tangent = self_t * others(self_zero, self_one, zeros, product) * participates
    return tangent.scatter_add(dim, index, src_t * others(src_zero, src_one, zeros.gather(dim, index),
                                                           product.gather(dim, index)))

# -- strided views (as_strided, as_strided_scatter, narrow_copy) ------------------------------------

def _storage_positions(like, shape, strides, offset):
    """Storage position of each element of a (shape, strides, offset) layout: an int64 tensor on ``like``'s
    device (ATen's as_strided formulas work on the storage the same way)."""
    positions = torch.full(tuple(shape), offset, dtype=torch.int64, device=like.device)
    for i, (n, s) in enumerate(zip(shape, strides)):
        positions = positions + (torch.arange(n, device=like.device) * s).reshape((n,) + (1,) * (len(shape) - i - 1))
    return positions


def _geometry_positions(grad, geometry, size, stride, storage_offset):
    """(positions of the input's elements, positions the as_strided view reads, storage length covering both);
    ``geometry``: the input's (sizes, strides, storage offset), PyTorch's TensorGeometry."""
    in_shape, in_strides, in_offset = geometry
    inputs = _storage_positions(grad, in_shape, in_strides, in_offset)
    outputs = _storage_positions(grad, size, stride, in_offset if storage_offset is None else storage_offset)
    length = 1 + max([int(p.max()) for p in (inputs, outputs) if p.numel()] or [-1])
    return inputs, outputs, length


def as_strided_backward(grad, geometry, size, stride, storage_offset):
    """Sum the view's gradient into the storage (windows that overlap add up), read the input's elements back
    out of it; an input whose elements share memory gets each storage gradient split between them."""
    inputs, outputs, length = _geometry_positions(grad, geometry, size, stride, storage_offset)
    storage = grad.new_zeros(length).index_add(0, outputs.reshape(-1), grad.reshape(-1))
    result = storage[inputs]
    if inputs.numel() and len(set(inputs.reshape(-1).tolist())) != inputs.numel():
        count = torch.zeros(length, dtype=grad.dtype, device=grad.device).index_add(
            0, inputs.reshape(-1), torch.ones(inputs.numel(), dtype=grad.dtype, device=grad.device))
        result = result / count[inputs]
    return result


def as_strided_scatter_backward(grad, geometry, size, stride, storage_offset, grad_input_mask):
    """The result has the input's layout (``geometry``): ``src`` takes the gradient of the storage it was
    written to, the input the rest."""
    inputs, outputs, length = _geometry_positions(grad, geometry, size, stride, storage_offset)
    storage = grad.new_zeros(length).index_put([inputs.reshape(-1)], grad.reshape(-1))
    grad_src = storage[outputs] if grad_input_mask[1] else None
    grad_self = None
    if grad_input_mask[0]:
        written = torch.zeros(length, dtype=torch.bool, device=grad.device)
        written[outputs.reshape(-1)] = True
        grad_self = grad.masked_fill(written[inputs], 0)
    return grad_self, grad_src


def narrow_copy_backward(grad, sizes, dim, start, length):
    from ..kernels import narrow_range
    d, begin, end = narrow_range(tuple(sizes), dim, start, length)
    return torch.slice_backward(grad, sizes, d, begin, end, 1)

# -- torch.special's Bessel / error-function / zeta entries (derivatives.yaml's special block) -----------

def special_i0e(self):
    return torch._variable_type.special_i0e(self)


def special_i1e(self):
    return torch._variable_type.special_i1e(self)


def special_xlog1py(self, other):
    """x * log1p(y) for the formulas: the Tensor overload, or other_scalar where ``other`` is a number."""
    vt = torch._variable_type
    return vt.special_xlog1py(self, other) if isinstance(other, torch.Tensor) else \
        vt.special_xlog1py_other_scalar(self, other)


def special_zeta(self, other):
    """The Hurwitz zeta function for the formulas: the Tensor overload, or self_scalar where ``self`` is a number."""
    vt = torch._variable_type
    return vt.special_zeta(self, other) if isinstance(self, torch.Tensor) else vt.special_zeta_self_scalar(self, other)


def _bessel_i1_backward(grad, self, gradx_at):
    """grad * gradx_at(x) with x moved off zero (to eps) first, 0.5 * grad where |x| <= eps: PyTorch's
    i1_backward / i1e_backward, whose derivatives divide by x; the moved x keeps the nan of 0 / 0 out of
    the branch ``where`` drops, so double backward stays finite there."""
    eps = torch.finfo(self.dtype).eps
    not_tiny = self.abs() > eps
    safe_self = torch.where(not_tiny, self, eps)
    return grad * torch.where(not_tiny, gradx_at(safe_self), 0.5)


def i1_backward(grad, self, result):
    """d/dx I1(x) = I0(x) - I1(x) / x."""
    return _bessel_i1_backward(grad, self, lambda x: x.i0() - result * x.reciprocal())


def i1e_backward(grad, self, result):
    """d/dx exp(-|x|) I1(x) = i0e(x) - i1e(x) (sgn(x) + 1/x)."""
    return _bessel_i1_backward(grad, self, lambda x: special_i0e(x) - result * (x.sgn() + x.reciprocal()))

def conv_tbc_backward(grad, input, weight, bias, pad, grad_input_mask):
    """ConvTbcBackward0 (which saves the bias, as PyTorch's): conv_tbc is conv1d with the (time, batch,
    channel) layouts moved, so its gradients are convolution's with the same moves undone (the bias's: the
    sum over time and batch, in the bias's shape)."""
    g_input, g_weight, _ = conv_backward(grad.permute(1, 2, 0), input.permute(1, 2, 0), weight.permute(2, 1, 0),
                                         None, (1,), (pad,), (1,), False, (0,), 1,
                                         (grad_input_mask[0], grad_input_mask[1], False))
    return (g_input.permute(2, 0, 1) if g_input is not None else None,
            g_weight.permute(2, 1, 0) if g_weight is not None else None,
            grad.sum((0, 1)).view_as(bias) if grad_input_mask[2] else None)


def triangular_solve_backward(grad_solution, grad_coefficient, b, A, X, upper, transpose, unitriangular,
                              grad_input_mask):
    """TriangularSolveBackward0 (op(A) X = b, op(A) = A or A^T): gb = op(A)^-H gX, gA = -gb X^H (or
    -conj(X) gb^T when transposed) restricted to A's triangle, plus the copy's gradient unrestricted."""
    grad_b = grad_A = None
    if grad_solution is not None:
        if transpose:  # op(A)^H = conj(A): the same triangle
            grad_b = torch.linalg.solve_triangular(A.conj(), grad_solution, upper=upper, unitriangular=unitriangular)
        else:
            grad_b = torch.linalg.solve_triangular(A.mH, grad_solution, upper=not upper, unitriangular=unitriangular)
        if grad_input_mask[1]:
            grad_A = _triangle(-(X.conj() @ grad_b.mT) if transpose else -(grad_b @ X.mH), upper, unitriangular)
    if grad_input_mask[1] and grad_coefficient is not None:
        grad_A = grad_coefficient if grad_A is None else grad_A + grad_coefficient
    if grad_input_mask[0] and grad_b is None:
        grad_b = torch.zeros_like(b)
    return (grad_b if grad_input_mask[0] else None), grad_A


def triangular_solve_forward_ad(A_t, b_t, A, X, upper, transpose, unitriangular):
    """The solution's tangent: op(A) X = b gives dX = op(A)^-1 (db - op(dA) X), op(dA) read on A's triangle
    (op(A) = A^T reads the other triangle of A^T)."""
    if transpose:
        A, A_t, upper = A.mT, (A_t.mT if A_t is not None else None), not upper
    return linalg_solve_triangular_forward_ad(A_t, b_t, A, X, upper, True, unitriangular)


def _householder_reflector(input, i):
    """v_i: column i of input below the diagonal, a 1 on it, zeros above (m x 1)."""
    column = input[..., :, i:i + 1]
    return torch.cat([torch.zeros_like(column[..., :i, :]), torch.ones_like(column[..., i:i + 1, :]),
                      column[..., i + 1:, :]], -2)


def householder_product_backward(grad, result, input, tau, grad_input_mask):
    """LinalgHouseholderProductBackward0. Q = H_0 Q_1, Q_i = H_i Q_{i+1} (Q_k the identity's first n
    columns, H_i = I - tau_i v_i v_i^T): walking i = 0 .. k-1 with g the gradient of Q_i, the step
    Q_i = Q_{i+1} - tau_i v_i w_i (w_i = v_i^T Q_{i+1}) gives g_tau_i = -v_i^T g w_i^T,
    g_v_i = -tau_i (g w_i^T + Q_{i+1} g^T v_i) and passes H_i^T g on; v_i's free entries are input's column i
    below the diagonal. ``result`` is Q_0, so only Q_1 .. Q_k are recomputed."""
    m, n = input.shape[-2], input.shape[-1]
    k = tau.shape[-1]
    reflectors = [_householder_reflector(input, i) for i in range(k)]
    partial = [None] * (k + 1)
    partial[k] = torch.eye(m, n, dtype=input.dtype, device=input.device).expand_as(result)
    for i in range(k - 1, 0, -1):
        v = reflectors[i]
        partial[i] = partial[i + 1] - tau[..., i, None, None] * (v @ (v.mT @ partial[i + 1]))
    partial[0] = result
    g_tau, g_columns = [], []
    for i in range(k):
        v, t, after = reflectors[i], tau[..., i, None, None], partial[i + 1]
        w = v.mT @ after
        g_tau.append(-(v.mT @ grad @ w.mT)[..., 0, :])
        g_v = -t * (grad @ w.mT + after @ (grad.mT @ v))
        g_columns.append(torch.cat([torch.zeros_like(g_v[..., :i + 1, :]), g_v[..., i + 1:, :]], -2))
        grad = grad - t * (v @ (v.mT @ grad))
    grad_input = grad_tau = None
    if grad_input_mask[0]:
        rest = torch.zeros_like(input[..., :, k:])
        grad_input = _laid_out_as(torch.cat(g_columns + [rest], -1) if g_columns else rest, input)
    if grad_input_mask[1]:
        grad_tau = torch.cat(g_tau, -1) if g_tau else torch.zeros_like(tau)
    return grad_input, grad_tau


def ormqr_backward(grad, input, tau, other, left, transpose, grad_input_mask):
    """OrmqrBackward0: result = op(Q) other (or other op(Q)) with Q the m x m householder_product of the k
    reflectors padded to m: other's gradient is op(Q)^T grad, Q's is grad other^T (or other^T grad), moved
    through op, then householder_product_backward's; reflector columns past k get none."""
    m, k = input.shape[-2], tau.shape[-1]
    pad = m - k
    reflectors = torch.cat([input[..., :, :k], torch.zeros_like(input[..., :, :1]).expand(
        tuple(input.shape[:-1]) + (pad,))], -1) if pad else input[..., :, :k]
    taus = torch.cat([tau, torch.zeros_like(tau[..., :1]).expand(tuple(tau.shape[:-1]) + (pad,))], -1) if pad else tau
    Q = torch.linalg.householder_product(reflectors, taus)
    op_Q = Q.mH if transpose else Q
    grad_other = (op_Q.mH @ grad if left else grad @ op_Q.mH) if grad_input_mask[2] else None
    grad_input = grad_tau = None
    if grad_input_mask[0] or grad_input_mask[1]:
        grad_op_Q = grad @ other.mH if left else other.mH @ grad
        grad_Q = grad_op_Q.mH if transpose else grad_op_Q
        g_reflectors, g_taus = householder_product_backward(grad_Q, Q, reflectors, taus, (True, True))
        if grad_input_mask[0]:
            rest = torch.zeros_like(input[..., :, k:])
            grad_input = _laid_out_as(torch.cat([g_reflectors[..., :, :k], rest], -1), input)
        if grad_input_mask[1]:
            grad_tau = g_taus[..., :k]
    return grad_input, grad_tau, grad_other


def householder_product_forward_ad(input_t, tau_t, input, tau, result):
    """The tangent of Q = H_0 ... H_{k-1} E: dQ_i = dH_i Q_{i+1} + H_i dQ_{i+1} with
    dH_i = -(dtau_i v_i v_i^T + tau_i (dv_i v_i^T + v_i dv_i^T)), dv_i input_t's column i below the diagonal."""
    m, n = input.shape[-2], input.shape[-1]
    Q = torch.eye(m, n, dtype=input.dtype, device=input.device).expand_as(result)
    dQ = torch.zeros_like(result)
    for i in range(tau.shape[-1] - 1, -1, -1):
        v, t = _householder_reflector(input, i), tau[..., i, None, None]
        dv = torch.zeros_like(v)
        if input_t is not None:  # the reflector's free entries only: below the diagonal
            column = input_t[..., :, i:i + 1]
            dv = torch.cat([torch.zeros_like(column[..., :i + 1, :]), column[..., i + 1:, :]], -2)
        vQ = v.mT @ Q
        dH_Q = -(t * (dv @ vQ + v @ (dv.mT @ Q)))
        if tau_t is not None:
            dH_Q = dH_Q - tau_t[..., i, None, None] * (v @ vQ)
        dQ = dH_Q + dQ - t * (v @ (v.mT @ dQ))
        Q = Q - t * (v @ vQ)
    return dQ


def _native_dropout_scale(p, train, backward):
    if backward and (train is None or not train):
        return 1.0
    if not backward and not (train is None or train):
        return None
    return 0.0 if p == 1 else 1.0 / (1.0 - p)


def native_dropout_backward(grad, mask, p, train):
    """PyTorch's formula, the scale 1 unless ``train`` is given and true: under create_graph
    infinitely_differentiable_native_dropout_backward, ``grad * (mask * scale)``; otherwise ATen's
    native_dropout_backward kernel, ``grad * mask * scale`` (for half, the product by the unrounded scale rounded
    once)."""
    scale = _native_dropout_scale(p, train, True)
    if _GRAD_MODE.grad_enabled or _FORWARD_AD.active:
        return grad * (mask.type_as(grad) * scale)
    if grad.dtype is torch.float16:  # ATen multiplies half by the scale in float (its opmath), rounding once
        return (grad * mask).float().mul_(scale).half()
    return grad * mask * scale


def native_dropout_jvp(input_t, mask, p, train):
    """PyTorch's formula: ``scale * input_t * mask`` when training (train true or None), else ``input_t``."""
    scale = _native_dropout_scale(p, train, False)
    return input_t if scale is None else scale * input_t * mask


def mkldnn_rnn_layer_differentiable_backward(input, weight0, weight1, weight2, weight3, hx_, cx_tmp, output, hy_,
                                             cy_, grad_output, grad_hy, grad_cy, reverse, mode, hidden_size,
                                             num_layers, has_biases, train, bidirectional, batch_sizes, batch_first,
                                             workspace):
    """ATen's backward of one oneDNN LSTM layer for create_graph: the gates recomputed with differentiable ops,
    then the recurrence walked back in them, so the gradients record a graph (the input's is CatBackward0 of
    the steps' UnsqueezeBackward0, as PyTorch's). Returns the gradients of (input, weight0, weight1, weight2,
    weight3, hx_, cx_); both biases get the gates' sum."""
    if grad_output is None and grad_hy is None and grad_cy is None:
        return (None,) * 7
    grad_output = torch.zeros_like(output) if grad_output is None else grad_output.contiguous()
    grad_h = torch.zeros_like(hx_) if grad_hy is None else grad_hy.contiguous()
    grad_c = torch.zeros_like(cx_tmp) if grad_cy is None else grad_cy.contiguous()
    steps = input.size(0)
    if has_biases:
        bias_ih, bias_hh = weight2, weight3
    else:
        bias_ih = bias_hh = torch.zeros(4 * hidden_size, dtype=weight0.dtype, device=weight0.device)
    linear = torch.nn.functional.linear
    gates, states = [None] * steps, [(hx_, cx_tmp)]
    for step in range(steps):  # forward again, in the order the layer ran
        t = steps - 1 - step if reverse else step
        h, c = states[-1]
        chunks = linear(input[t], weight0, bias_ih).add_(linear(h, weight1, bias_hh)).unsafe_chunk(4, 1)
        i, f, g, o = chunks[0].sigmoid_(), chunks[1].sigmoid_(), chunks[2].tanh_(), chunks[3].sigmoid_()
        gates[t] = (i, f, g, o)
        c = (f * c).add(i * g)
        states.append((o * c.tanh(), c))
    d_input = [None] * steps
    d_w_ih = d_w_hh = d_bias = None
    for step in range(steps - 1, -1, -1):
        t = steps - 1 - step if reverse else step
        i, f, g, o = gates[t]
        c = states[step + 1][1]
        h_prev, c_prev = states[step]
        dh = grad_output[t].add(grad_h)
        tanh_c = c.tanh()
        dc = grad_c.add(dh * o * (1 - tanh_c * tanh_c))
        d_gates = torch.cat([dc * g * i * (1 - i), dc * c_prev * f * (1 - f), dc * i * (1 - g * g),
                             dh * tanh_c * o * (1 - o)], 1)
        terms = (d_gates.sum(0), d_gates.transpose(0, 1).matmul(input[t]), d_gates.transpose(0, 1).matmul(h_prev))
        if d_bias is None:
            d_bias, d_w_ih, d_w_hh = terms
        else:
            d_bias, d_w_ih, d_w_hh = d_bias + terms[0], d_w_ih + terms[1], d_w_hh + terms[2]
        d_input[t] = d_gates.matmul(weight0).unsqueeze(0)
        grad_h, grad_c = d_gates.matmul(weight1), dc * f
    return torch.cat(d_input, 0), d_w_ih, d_w_hh, d_bias, d_bias, grad_h, grad_c
