"""Helpers that derivative formulas call (PyTorch's FunctionsManual.cpp).

Written only with differentiable minitorch ops, so a formula that uses them can be
differentiated again (create_graph=True). Formulas name these directly; public ops are
reached as ``torch.<op>`` (``minitorch``, bound lazily, so importing this module needs
nothing generated).
"""
import math  # noqa: F401  (formulas may use math.<fn>)

import minitorch as torch

def normalize_dims(dim, ndim):
    """``dim`` (None, int or sequence) as a sorted tuple of non-negative dims."""
    if dim is None or (isinstance(dim, (tuple, list)) and len(dim) == 0):
        return tuple(range(ndim))
    if isinstance(dim, int):
        dim = (dim,)
    n = max(ndim, 1)
    return tuple(sorted(d + n if d < 0 else d for d in dim))


def sum_to(grad, shape):
    """Sum ``grad`` down to ``shape`` (undo broadcasting)."""
    shape = tuple(shape)
    if tuple(grad.shape) == shape:
        return grad
    lead = grad.dim() - len(shape)
    dims = tuple(range(lead)) + tuple(i + lead for i, s in enumerate(shape) if s == 1 and grad.shape[i + lead] != 1)
    if dims:
        grad = grad.sum(dims, keepdim=True)
    if lead:
        grad = grad.reshape(shape)
    elif tuple(grad.shape) != shape:
        grad = grad.reshape(shape)
    return grad


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


def softmax_backward_data(grad, output, dim):
    return output * (grad - (grad * output).sum(dim, keepdim=True))


def log_softmax_backward_data(grad, output, dim):
    return grad - output.exp() * grad.sum(dim, keepdim=True)


def clamp_backward(grad, self, min, max):
    if min is None and max is None:
        return grad
    if min is None:
        return grad * (self <= max)
    if max is None:
        return grad * (self >= min)
    return grad * ((self >= min) & (self <= max))


def pow_backward(grad, self, exponent):
    if exponent == 0:
        return torch.zeros_like(self)
    return grad * exponent * self.pow(exponent - 1)


def pow_backward_self(grad, self, exponent):
    return torch.where(exponent == 0.0, torch.zeros_like(self), grad * exponent * self.pow(exponent - 1))


def pow_backward_exponent(grad, self, exponent, result):
    cond = (self == 0) & (exponent >= 0)
    return grad * torch.where(cond, torch.zeros_like(self), result * self.log())


def maximum_backward(grad, self, other, pick_self):
    """Gradient through maximum/minimum: ties split evenly, as PyTorch does."""
    if pick_self:
        return grad * ((self > other) + (self == other) * 0.5)
    return grad * ((other > self) + (self == other) * 0.5)


def threshold_backward(grad, self, threshold):
    return grad * (self > threshold)


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
    return t if alpha == 1 else t * alpha


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


def grad_output_slice(grad, dim, start, end, step):
    index = [slice(None)] * grad.dim()
    index[dim] = slice(start, end, step)
    return grad[tuple(index)]


# ---------------------------------------------------------------------------------------------
# Pointwise and reductions (helpers added by the op-coverage work go below)
# ---------------------------------------------------------------------------------------------




# ---------------------------------------------------------------------------------------------
# Linear algebra, shape and indexing
# ---------------------------------------------------------------------------------------------




# ---------------------------------------------------------------------------------------------
# nn.functional (convolution, pooling, losses, normalization)
# ---------------------------------------------------------------------------------------------




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
