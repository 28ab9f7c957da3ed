"""Wishart(df, Sigma): the distribution of X X^T for df Gaussian columns of covariance Sigma (any df > p - 1),
given by a covariance matrix, a precision matrix or scale_tril, as MultivariateNormal is: everything goes
through the unbroadcast Cholesky factor L of Sigma. rsample is Bartlett's decomposition, L A A^T L^T with A
lower-triangular (sqrt of Chi2(df - i) on the diagonal, standard normals below), redrawn where a sample comes
out singular, as PyTorch's."""
import math
import warnings

import minitorch

from . import constraints
from .exp_family import ExponentialFamily
from .gamma import Chi2
from .multivariate_normal import _precision_to_scale_tril
from .utils import lazy_property

__all__ = ["Wishart"]

_LOG_2 = math.log(2)


def _mvdigamma(x, p):
    """The multivariate digamma function: sum_i digamma(x - i/2), i < p."""
    if not bool(x.gt((p - 1) / 2).all()):
        raise AssertionError("Wrong domain for multivariate digamma function.")
    halves = minitorch.arange(p, dtype=x.dtype, device=x.device).div(2)
    return minitorch.digamma(x.unsqueeze(-1) - halves.expand(tuple(x.shape) + (-1,))).sum(-1)


class Wishart(ExponentialFamily):
    support = constraints.positive_definite
    has_rsample = True
    _mean_carrier_measure = 0

    @property
    def arg_constraints(self):
        return {"covariance_matrix": constraints.positive_definite,
                "precision_matrix": constraints.positive_definite, "scale_tril": constraints.lower_cholesky,
                "df": constraints.greater_than(self.event_shape[-1] - 1)}

    def __init__(self, df, covariance_matrix=None, precision_matrix=None, scale_tril=None, validate_args=None):
        if (covariance_matrix is not None) + (scale_tril is not None) + (precision_matrix is not None) != 1:
            raise AssertionError("Exactly one of covariance_matrix or precision_matrix or scale_tril may be "
                                 "specified.")
        param = next(p for p in (covariance_matrix, precision_matrix, scale_tril) if p is not None)
        if param.dim() < 2:
            raise ValueError("scale_tril must be at least two-dimensional, with optional leading batch dimensions")
        if isinstance(df, minitorch.Tensor):
            batch_shape = minitorch.broadcast_shapes(tuple(param.shape[:-2]), tuple(df.shape))
            self.df = df.expand(batch_shape)
        else:
            batch_shape = minitorch.Size(param.shape[:-2])
            self.df = minitorch.tensor(df, dtype=param.dtype, device=param.device)
        batch_shape = tuple(batch_shape)
        event_shape = param.shape[-2:]
        if bool(self.df.le(event_shape[-1] - 1).any()):
            raise ValueError(f"Value of df={df} expected to be greater than ndim - 1 = {event_shape[-1] - 1}.")
        name = "scale_tril" if scale_tril is not None else \
            "covariance_matrix" if covariance_matrix is not None else "precision_matrix"
        setattr(self, name, param.expand(batch_shape + (-1, -1)))
        if bool(self.df.lt(event_shape[-1]).any()):
            warnings.warn("Low df values detected. Singular samples are highly likely to occur for ndim - 1 < df < "
                          "ndim.", stacklevel=2)
        super().__init__(batch_shape, event_shape, validate_args=validate_args)
        self._batch_dims = [-(x + 1) for x in range(len(self._batch_shape))]
        if scale_tril is not None:
            self._unbroadcasted_scale_tril = scale_tril
        elif covariance_matrix is not None:
            self._unbroadcasted_scale_tril = minitorch.linalg.cholesky(covariance_matrix)
        else:
            self._unbroadcasted_scale_tril = _precision_to_scale_tril(precision_matrix)
        self._dist_chi2 = self._bartlett_chi2(self.df, batch_shape)

    def _bartlett_chi2(self, df, batch_shape):
        """Chi2(df - i) for the diagonal of Bartlett's factor, i = 0 .. p-1."""
        L = self._unbroadcasted_scale_tril
        offsets = minitorch.arange(self._event_shape[-1], dtype=L.dtype, device=L.device)
        return Chi2(df=df.unsqueeze(-1) - offsets.expand(tuple(batch_shape) + (-1,)))

    def expand(self, batch_shape, _instance=None):
        new = self._get_checked_instance(Wishart, _instance)
        batch_shape = minitorch.Size(batch_shape)
        cov_shape = tuple(batch_shape) + tuple(self.event_shape)
        new._unbroadcasted_scale_tril = self._unbroadcasted_scale_tril.expand(cov_shape)
        new.df = self.df.expand(batch_shape)
        new._batch_dims = [-(x + 1) for x in range(len(batch_shape))]
        for name in ("covariance_matrix", "scale_tril", "precision_matrix"):
            if name in self.__dict__:
                setattr(new, name, self.__dict__[name].expand(cov_shape))
        super(Wishart, new).__init__(batch_shape, self.event_shape, validate_args=False)
        new._dist_chi2 = new._bartlett_chi2(new.df, batch_shape)
        new._validate_args = self._validate_args
        return new

    def _matrix_shape(self):
        return tuple(self._batch_shape) + tuple(self._event_shape)

    @lazy_property
    def scale_tril(self):
        return self._unbroadcasted_scale_tril.expand(self._matrix_shape())

    @lazy_property
    def covariance_matrix(self):
        L = self._unbroadcasted_scale_tril
        return (L @ L.transpose(-2, -1)).expand(self._matrix_shape())

    @lazy_property
    def precision_matrix(self):
        L = self._unbroadcasted_scale_tril
        identity = minitorch.eye(self._event_shape[-1], device=L.device, dtype=L.dtype)
        return minitorch.cholesky_solve(identity, L).expand(self._matrix_shape())

    @property
    def mean(self):
        return self.df.view(tuple(self._batch_shape) + (1, 1)) * self.covariance_matrix

    @property
    def mode(self):
        factor = self.df - self.covariance_matrix.shape[-1] - 1
        factor = minitorch.where(factor <= 0, minitorch.full_like(factor, math.nan), factor)
        return factor.view(tuple(self._batch_shape) + (1, 1)) * self.covariance_matrix

    @property
    def variance(self):
        V = self.covariance_matrix
        diagonal = V.diagonal(dim1=-2, dim2=-1)
        return self.df.view(tuple(self._batch_shape) + (1, 1)) * (
            V.pow(2) + diagonal.unsqueeze(-1) * diagonal.unsqueeze(-2))

    def _bartlett_sampling(self, sample_shape=minitorch.Size()):
        p = self._event_shape[-1]
        chi = self._dist_chi2.rsample(sample_shape).sqrt()
        noise = chi.clamp(min=minitorch.finfo(chi.dtype).eps).diag_embed(dim1=-2, dim2=-1)
        # one standard normal per entry below the diagonal, row by row, as PyTorch draws them
        i, j = minitorch.tril_indices(p, p, offset=-1)
        noise[..., i, j] = minitorch.randn(minitorch.Size(sample_shape) + self._batch_shape + (p * (p - 1) // 2,),
                                           dtype=noise.dtype, device=noise.device)
        chol = self._unbroadcasted_scale_tril @ noise
        return chol @ chol.transpose(-2, -1)

    def rsample(self, sample_shape=minitorch.Size(), max_try_correction=None):
        if max_try_correction is None:
            max_try_correction = 10
        sample = self._bartlett_sampling(sample_shape)
        # Redraw the singular samples (a batch member counts for the whole batch), as PyTorch's: the redraws
        # take as many draws as its do. Its first check lacks the negation (2.13): it flags the positive-definite
        # samples, so it always warns and redraws them once; kept so that the draws and warnings are the same.
        # PyTorch then updates the mask in place, which the sample's IndexPutBackward0 saved, so its backward
        # raises; here the mask is replaced, not modified, and the sample stays differentiable.
        is_singular = self.support.check(sample)
        if self._batch_shape:
            is_singular = is_singular.amax(self._batch_dims)
        if bool(is_singular.any()):
            warnings.warn("Singular sample detected.", stacklevel=2)
            for _ in range(max_try_correction):
                redraw = self._bartlett_sampling(is_singular[is_singular].shape)
                sample[is_singular] = redraw
                redraw_singular = ~self.support.check(redraw)
                if self._batch_shape:
                    redraw_singular = redraw_singular.amax(self._batch_dims)
                is_singular = is_singular.index_put((is_singular.clone(),), redraw_singular)
                if not bool(is_singular.any()):
                    break
        return sample

    def _half_log_det_scale(self):
        """p log(2) / 2 + log|L|: the normalizer's term shared by log_prob and entropy."""
        p = self._event_shape[-1]
        return p * _LOG_2 / 2 + self._unbroadcasted_scale_tril.diagonal(dim1=-2, dim2=-1).log().sum(-1)

    def log_prob(self, value):
        if self._validate_args:
            self._validate_sample(value)
        nu, p = self.df, self._event_shape[-1]
        return (-nu * self._half_log_det_scale() - minitorch.mvlgamma(nu / 2, p=p)
                + (nu - p - 1) / 2 * minitorch.linalg.slogdet(value).logabsdet
                - minitorch.cholesky_solve(value, self._unbroadcasted_scale_tril).diagonal(dim1=-2, dim2=-1)
                .sum(dim=-1) / 2)

    def entropy(self):
        nu, p = self.df, self._event_shape[-1]
        return ((p + 1) * self._half_log_det_scale() + minitorch.mvlgamma(nu / 2, p=p)
                - (nu - p - 1) / 2 * _mvdigamma(nu / 2, p=p) + nu * p / 2)

    @property
    def _natural_params(self):
        nu, p = self.df, self._event_shape[-1]
        return -self.precision_matrix / 2, (nu - p - 1) / 2

    def _log_normalizer(self, x, y):
        p = self._event_shape[-1]
        return (y + (p + 1) / 2) * (-minitorch.linalg.slogdet(-2 * x).logabsdet + _LOG_2 * p) + \
            minitorch.mvlgamma(y + (p + 1) / 2, p=p)
