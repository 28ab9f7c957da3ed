"""Helpers shared by the distributions: parameter broadcasting, probs <-> logits, lazy properties, and noise
drawn from minitorch's own generator (so ``minitorch.manual_seed`` makes sampling reproducible)."""
import numbers

import minitorch
from minitorch import _aten_random, _random

euler_constant = 0.57721566490153286060

__all__ = ["broadcast_all", "logits_to_probs", "clamp_probs", "probs_to_logits", "lazy_property", "tril_matrix_to_vec",
           "vec_to_tril_matrix"]


def broadcast_all(*values):
    """Broadcasts numbers and tensors together; numbers take the first tensor's dtype (else the default)."""
    if not all(isinstance(v, (minitorch.Tensor, numbers.Number)) for v in values):
        raise ValueError("Input arguments must all be instances of Number, torch.Tensor or objects implementing "
                         "__torch_function__.")
    like = next((v for v in values if isinstance(v, minitorch.Tensor)), None)
    dtype = like.dtype if like is not None else minitorch.get_default_dtype()
    device = like.device if like is not None else None
    tensors = [v if isinstance(v, minitorch.Tensor) else minitorch.tensor(v, dtype=dtype, device=device)
               for v in values]
    return minitorch.broadcast_tensors(*tensors)


def _draw(method, shape, dtype, device, *args):
    """A tensor of ``shape`` drawn from minitorch's default generator as PyTorch's distributions draw it:
    ``random`` as torch.rand, ``uniform`` as uniform_, ``standard_normal`` as normal_, ``standard_exponential``
    and ``standard_cauchy`` as exponential_ and cauchy_ (the same values as PyTorch for a seeded generator)."""
    engine = _random.rng()
    shape = tuple(shape)
    name = str(dtype).rpartition(".")[2]
    if method == "random":
        array = _aten_random.uniform(engine, shape, name, 0.0, 1.0)
    elif method == "uniform":
        array = _aten_random.uniform(engine, shape, name, *args)
    elif method == "standard_normal":
        array = _aten_random.normal(engine, shape, name, 0.0, 1.0)
    elif method == "standard_exponential":
        array = _aten_random.to_dtype(_aten_random.exponential(engine, shape, 1.0), name)
    else:
        assert method == "standard_cauchy", method
        array = _aten_random.to_dtype(_aten_random.cauchy(engine, shape, 0.0, 1.0), name)
    return minitorch.tensor(array, dtype=dtype, device=device)


def _standard_normal(shape, dtype, device):
    return _draw("standard_normal", shape, dtype, device)


def _sum_rightmost(value, dim):
    """Sums the rightmost ``dim`` dimensions."""
    if dim == 0:
        return value
    return value.reshape(tuple(value.shape[:-dim]) + (-1,)).sum(-1)


def logits_to_probs(logits, is_binary=False):
    if is_binary:
        return minitorch.sigmoid(logits)
    return minitorch.nn.functional.softmax(logits, dim=-1)


def clamp_probs(probs):
    eps = minitorch.finfo(probs.dtype).eps
    return probs.clamp(min=eps, max=1 - eps)


def probs_to_logits(probs, is_binary=False):
    clamped = clamp_probs(probs)
    if is_binary:
        return minitorch.log(clamped) - minitorch.log1p(-clamped)
    return minitorch.log(clamped)


class lazy_property:
    """Computed on first access (with grad enabled, so it stays differentiable) and then cached on the
    instance. Read on the class it is a property, which keeps it visible to introspection."""

    def __init__(self, wrapped):
        self.wrapped = wrapped
        self.__doc__ = wrapped.__doc__
        self.__name__ = wrapped.__name__

    def __get__(self, instance, owner=None):
        if instance is None:
            return _lazy_property_and_property(self.wrapped)
        with minitorch.enable_grad():
            value = self.wrapped(instance)
        setattr(instance, self.wrapped.__name__, value)
        return value


class _lazy_property_and_property(lazy_property, property):
    def __init__(self, wrapped):
        property.__init__(self, wrapped)


def _tril_mask(n, diag):
    arange = minitorch.arange(n)
    return arange < arange.view(-1, 1) + (diag + 1)


def tril_matrix_to_vec(mat, diag=0):
    """The lower triangle (below diagonal ``diag``) of the last two dimensions, row by row."""
    n = mat.shape[-1]
    if diag < -n or diag >= n:
        raise ValueError(f"diag ({diag}) provided is outside [{-n}, {n - 1}].")
    return mat[..., _tril_mask(n, diag)]


def vec_to_tril_matrix(vec, diag=0):
    """The inverse of tril_matrix_to_vec: a square matrix, zero outside the triangle."""
    # n solves n (n + 1) / 2 - (entries dropped or added by diag) = len(vec)
    n = (-(1 + 2 * diag) + ((1 + 2 * diag) ** 2 + 8 * vec.shape[-1] + 4 * abs(diag) * (diag + 1)) ** 0.5) / 2
    if round(n) - n > minitorch.finfo(vec.dtype).eps:
        raise ValueError(f"The size of last dimension is {vec.shape[-1]} which cannot be expressed as "
                         "the lower triangular part of a square D x D matrix.")
    n = round(n)
    mat = vec.new_zeros(tuple(vec.shape[:-1]) + (n, n))
    mat[..., _tril_mask(n, diag)] = vec
    return mat


class BinaryProbsLogits:
    """``probs`` and ``logits`` of a binary event, each computed from the other on first use (the distributions
    set whichever was given)."""

    @lazy_property
    def logits(self):
        return probs_to_logits(self.probs, is_binary=True)

    @lazy_property
    def probs(self):
        return logits_to_probs(self.logits, is_binary=True)

