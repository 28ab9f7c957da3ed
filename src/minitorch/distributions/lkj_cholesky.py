"""LKJCholesky: the LKJ distribution over correlation matrices, as their lower Cholesky factors (Lewandowski,
Kurowicka and Joe, 2009), sampled by the onion method: row i is a Beta-distributed squared length times a
uniform direction, the diagonal taking the rest of the unit norm."""
import math

import minitorch

from . import constraints
from .distribution import Distribution
from .gamma import Beta
from .utils import _standard_normal, broadcast_all

__all__ = ["LKJCholesky"]


class LKJCholesky(Distribution):
    arg_constraints = {"concentration": constraints.positive}
    support = constraints.corr_cholesky

    def __init__(self, dim, concentration=1.0, validate_args=None):
        if dim < 2:
            raise ValueError(f"Expected dim to be an integer greater than or equal to 2. Found dim={dim}.")
        self.dim = dim
        (self.concentration,) = broadcast_all(concentration)
        marginal_conc = self.concentration + 0.5 * (self.dim - 2)
        offset = minitorch.arange(self.dim - 1, dtype=self.concentration.dtype)
        offset = minitorch.cat([offset.new_zeros((1,)), offset])
        self._beta = Beta(offset + 0.5, marginal_conc.unsqueeze(-1) - 0.5 * offset)
        super().__init__(self.concentration.size(), minitorch.Size((dim, dim)), validate_args)

    def expand(self, batch_shape, _instance=None):
        new = self._get_checked_instance(LKJCholesky, _instance)
        new.dim = self.dim
        new._beta = self._beta.expand(tuple(batch_shape) + (self.dim,))
        return self._expand_params(LKJCholesky, batch_shape, ("concentration",), new)

    def sample(self, sample_shape=minitorch.Size()):
        with minitorch.no_grad():
            y = self._beta.sample(sample_shape).unsqueeze(-1)
            u_normal = _standard_normal(self._extended_shape(sample_shape), y.dtype, y.device).tril(-1)
            u_hypersphere = u_normal / u_normal.norm(dim=-1, keepdim=True)
            u_hypersphere[..., 0, :] = 0.0  # the first row is (1, 0, ..., 0): its 0/0 direction is dropped
            w = minitorch.sqrt(y) * u_hypersphere
            tiny = minitorch.finfo(w.dtype).tiny
            diag_elems = minitorch.clamp(1 - minitorch.sum(w ** 2, dim=-1), min=tiny).sqrt()
            return w + minitorch.diag_embed(diag_elems)

    def log_prob(self, value):
        if self._validate_args:
            self._validate_sample(value)
        diag_elems = value.diagonal(dim1=-1, dim2=-2)[..., 1:]
        order = minitorch.arange(2, self.dim + 1)
        order = 2 * (self.concentration - 1).unsqueeze(-1) + self.dim - order
        unnormalized_log_pdf = minitorch.sum(order * diag_elems.log(), dim=-1)
        # the normalizing constant, in multivariate gamma functions
        dm1 = self.dim - 1
        alpha = self.concentration + 0.5 * dm1
        normalize_term = (0.5 * dm1 * math.log(math.pi) + minitorch.mvlgamma(alpha - 0.5, dm1)
                          - minitorch.lgamma(alpha) * dm1)
        return unnormalized_log_pdf - normalize_term
