"""MultivariateNormal, parameterized by a covariance matrix, a precision matrix or a lower Cholesky factor
(scale_tril). Everything goes through the unbroadcast Cholesky factor L (covariance = L L^T), and its
triangular solves (linalg.solve_triangular) as PyTorch's do.
"""
import math

import minitorch

from . import constraints
from .distribution import Distribution
from .utils import _standard_normal, lazy_property

__all__ = ["MultivariateNormal"]


def _batch_mv(bmat, bvec):
    return minitorch.matmul(bmat, bvec.unsqueeze(-1)).squeeze(-1)


def _solve_lower(L, b):
    """L^{-1} b for a (batched) lower-triangular L and matrix b, broadcasting batch dimensions."""
    return minitorch.linalg.solve_triangular(L, b, upper=False)


def _batch_mahalanobis(L, x):
    """|L^{-1} x|^2 over the last dimension, broadcasting L's batch against x's."""
    return _solve_lower(L, x.unsqueeze(-1)).squeeze(-1).pow(2).sum(-1)


def _precision_to_scale_tril(P):
    # The Cholesky factor of P^{-1}: with P = flip(Lf Lf^T) (Lf lower), P^{-1} = L L^T for
    # L = (flip(Lf)^T)^{-1}, which is lower-triangular.
    Lf = minitorch.linalg.cholesky(minitorch.flip(P, (-2, -1)))
    L_inv = minitorch.transpose(minitorch.flip(Lf, (-2, -1)), -2, -1)
    eye = minitorch.eye(P.shape[-1], dtype=P.dtype)
    return _solve_lower(L_inv, eye).tril()


def _must_be_2d(name):
    return f"{name} must be at least two-dimensional, with optional leading batch dimensions"


class MultivariateNormal(Distribution):
    arg_constraints = {"loc": constraints.real_vector, "covariance_matrix": constraints.positive_definite,
                       "precision_matrix": constraints.positive_definite, "scale_tril": constraints.lower_cholesky}
    support = constraints.real_vector
    has_rsample = True

    def __init__(self, loc, covariance_matrix=None, precision_matrix=None, scale_tril=None, validate_args=None):
        if loc.dim() < 1:
            raise ValueError("loc must be at least one-dimensional.")
        if (covariance_matrix is not None) + (scale_tril is not None) + (precision_matrix is not None) != 1:
            raise ValueError("Exactly one of covariance_matrix or precision_matrix or scale_tril may be specified.")
        given = [(n, m) for n, m in (("scale_tril", scale_tril), ("covariance_matrix", covariance_matrix),
                                     ("precision_matrix", precision_matrix)) if m is not None]
        name, matrix = given[0]
        if matrix.dim() < 2:
            raise ValueError(_must_be_2d("scale_tril matrix" if name == "scale_tril" else name))
        batch_shape = minitorch.broadcast_shapes(tuple(matrix.shape[:-2]), tuple(loc.shape[:-1]))
        setattr(self, name, matrix.expand(tuple(batch_shape) + (-1, -1)))
        self.loc = loc.expand(tuple(batch_shape) + (-1,))
        super().__init__(batch_shape, self.loc.shape[-1:], validate_args=validate_args)
        if name == "scale_tril":
            self._unbroadcasted_scale_tril = scale_tril
        elif name == "covariance_matrix":
            self._unbroadcasted_scale_tril = minitorch.linalg.cholesky(covariance_matrix)
        else:
            self._unbroadcasted_scale_tril = _precision_to_scale_tril(precision_matrix)

    def expand(self, batch_shape, _instance=None):
        n = tuple(self.event_shape)
        tails = {"loc": n, "covariance_matrix": n + n, "scale_tril": n + n, "precision_matrix": n + n}
        new = self._expand_params(MultivariateNormal, batch_shape,
                                  ("loc", "covariance_matrix", "scale_tril", "precision_matrix"), _instance, tails)
        new._unbroadcasted_scale_tril = self._unbroadcasted_scale_tril
        return new

    def _matrix_shape(self):
        return tuple(self._batch_shape) + tuple(self._event_shape) * 2

    @lazy_property
    def scale_tril(self):
        return self._unbroadcasted_scale_tril.expand(self._matrix_shape())

    @lazy_property
    def covariance_matrix(self):
        L = self._unbroadcasted_scale_tril
        return minitorch.matmul(L, L.mT).expand(self._matrix_shape())

    @lazy_property
    def precision_matrix(self):
        L = self._unbroadcasted_scale_tril
        L_inv = _solve_lower(L, minitorch.eye(L.shape[-1], dtype=L.dtype)).tril()
        return minitorch.matmul(L_inv.mT, L_inv).expand(self._matrix_shape())

    @property
    def mean(self):
        return self.loc

    @property
    def mode(self):
        return self.loc

    @property
    def variance(self):
        return self._unbroadcasted_scale_tril.pow(2).sum(-1).expand(tuple(self._batch_shape) + tuple(self._event_shape))

    def rsample(self, sample_shape=minitorch.Size()):
        eps = _standard_normal(self._extended_shape(sample_shape), self.loc.dtype, self.loc.device)
        return self.loc + _batch_mv(self._unbroadcasted_scale_tril, eps)

    def _half_log_det(self):
        return self._unbroadcasted_scale_tril.diagonal(dim1=-2, dim2=-1).log().sum(-1)

    def log_prob(self, value):
        if self._validate_args:
            self._validate_sample(value)
        M = _batch_mahalanobis(self._unbroadcasted_scale_tril, value - self.loc)
        return -0.5 * (self._event_shape[0] * math.log(2 * math.pi) + M) - self._half_log_det()

    def entropy(self):
        H = 0.5 * self._event_shape[0] * (1.0 + math.log(2 * math.pi)) + self._half_log_det()
        return H if len(self._batch_shape) == 0 else H.expand(self._batch_shape)
