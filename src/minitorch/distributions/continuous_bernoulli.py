"""ContinuousBernoulli: the density proportional to p^x (1-p)^(1-x) on [0, 1] (Loaiza-Ganem & Cunningham,
2019). Near p = 1/2 the closed forms are 0/0, so inside ``lims`` they switch to Taylor expansions, as
PyTorch's."""
import math
import numbers

import minitorch

from . import constraints
from .exp_family import ExponentialFamily
from .discrete import _BOTH
from .utils import _draw, broadcast_all, clamp_probs, lazy_property, logits_to_probs, probs_to_logits

__all__ = ["ContinuousBernoulli"]

F = minitorch.nn.functional


class ContinuousBernoulli(ExponentialFamily):
    arg_constraints = {"probs": constraints.unit_interval, "logits": constraints.real}
    support = constraints.unit_interval
    _mean_carrier_measure = 0
    has_rsample = True

    def __init__(self, probs=None, logits=None, lims=(0.499, 0.501), validate_args=None):
        if (probs is None) == (logits is None):
            raise ValueError(_BOTH)
        given = probs if probs is not None else logits
        if probs is not None:
            (self.probs,) = broadcast_all(probs)
            if validate_args is not None and not self.arg_constraints["probs"].check(self.probs).all():
                raise ValueError("The parameter probs has invalid values")
            self.probs = clamp_probs(self.probs)
        else:
            (self.logits,) = broadcast_all(logits)
        self._param = self.probs if probs is not None else self.logits
        batch_shape = minitorch.Size() if isinstance(given, numbers.Number) else self._param.size()
        self._lims = lims
        super().__init__(batch_shape, validate_args=validate_args)

    def expand(self, batch_shape, _instance=None):
        new = self._get_checked_instance(ContinuousBernoulli, _instance)
        new._lims = self._lims
        new = self._expand_params(ContinuousBernoulli, batch_shape, ("probs", "logits"), new)
        new._param = new.__dict__.get("probs", new.__dict__.get("logits"))
        return new

    def _outside_unstable_region(self):
        return minitorch.max(minitorch.le(self.probs, self._lims[0]), minitorch.gt(self.probs, self._lims[1]))

    def _cut_probs(self):
        # probabilities inside the unstable region are moved to its edge (the Taylor branch is used there)
        edge = self._lims[0] * minitorch.ones_like(self.probs)
        return minitorch.where(self._outside_unstable_region(), self.probs, edge)

    def _cont_bern_log_norm(self):
        """The log normalizing constant log C(p)."""
        cut = self._cut_probs()
        below_half = minitorch.where(minitorch.le(cut, 0.5), cut, minitorch.zeros_like(cut))
        above_half = minitorch.where(minitorch.ge(cut, 0.5), cut, minitorch.ones_like(cut))
        log_norm = (minitorch.log(minitorch.abs(minitorch.log1p(-cut) - minitorch.log(cut)))
                    - minitorch.where(minitorch.le(cut, 0.5), minitorch.log1p(-2.0 * below_half),
                                      minitorch.log(2.0 * above_half - 1.0)))
        x = minitorch.pow(self.probs - 0.5, 2)
        taylor = math.log(2.0) + (4.0 / 3.0 + 104.0 / 45.0 * x) * x
        return minitorch.where(self._outside_unstable_region(), log_norm, taylor)

    @property
    def mean(self):
        cut = self._cut_probs()
        mus = cut / (2.0 * cut - 1.0) + 1.0 / (minitorch.log1p(-cut) - minitorch.log(cut))
        x = self.probs - 0.5
        taylor = 0.5 + (1.0 / 3.0 + 16.0 / 45.0 * minitorch.pow(x, 2)) * x
        return minitorch.where(self._outside_unstable_region(), mus, taylor)

    @property
    def stddev(self):
        return minitorch.sqrt(self.variance)

    @property
    def variance(self):
        cut = self._cut_probs()
        variances = (cut * (cut - 1.0) / minitorch.pow(1.0 - 2.0 * cut, 2)
                     + 1.0 / minitorch.pow(minitorch.log1p(-cut) - minitorch.log(cut), 2))
        x = minitorch.pow(self.probs - 0.5, 2)
        taylor = 1.0 / 12.0 - (1.0 / 15.0 - 128.0 / 945.0 * x) * x
        return minitorch.where(self._outside_unstable_region(), variances, taylor)

    @lazy_property
    def logits(self):
        return probs_to_logits(self.probs, is_binary=True)

    @lazy_property
    def probs(self):
        return clamp_probs(logits_to_probs(self.logits, is_binary=True))

    @property
    def param_shape(self):
        return self._param.size()

    def sample(self, sample_shape=minitorch.Size()):
        u = _draw("random", self._extended_shape(sample_shape), self.probs.dtype, self.probs.device)
        with minitorch.no_grad():
            return self.icdf(u)

    def rsample(self, sample_shape=minitorch.Size()):
        return self.icdf(_draw("random", self._extended_shape(sample_shape), self.probs.dtype, self.probs.device))

    def log_prob(self, value):
        if self._validate_args:
            self._validate_sample(value)
        logits, value = broadcast_all(self.logits, value)
        return -F.binary_cross_entropy_with_logits(logits, value, reduction="none") + self._cont_bern_log_norm()

    def cdf(self, value):
        if self._validate_args:
            self._validate_sample(value)
        cut = self._cut_probs()
        cdfs = (minitorch.pow(cut, value) * minitorch.pow(1.0 - cut, 1.0 - value) + cut - 1.0) / (2.0 * cut - 1.0)
        unbounded = minitorch.where(self._outside_unstable_region(), cdfs, value)
        return minitorch.where(minitorch.le(value, 0.0), minitorch.zeros_like(value),
                               minitorch.where(minitorch.ge(value, 1.0), minitorch.ones_like(value), unbounded))

    def icdf(self, value):
        cut = self._cut_probs()
        inverse = ((minitorch.log1p(-cut + value * (2.0 * cut - 1.0)) - minitorch.log1p(-cut))
                   / (minitorch.log(cut) - minitorch.log1p(-cut)))
        return minitorch.where(self._outside_unstable_region(), inverse, value)

    def entropy(self):
        log_probs0 = minitorch.log1p(-self.probs)
        log_probs1 = minitorch.log(self.probs)
        return self.mean * (log_probs0 - log_probs1) - self._cont_bern_log_norm() - log_probs0

    @property
    def _natural_params(self):
        return (self.logits,)

    def _log_normalizer(self, x):
        outside = minitorch.max(minitorch.le(x, self._lims[0] - 0.5), minitorch.gt(x, self._lims[1] - 0.5))
        cut = minitorch.where(outside, x, (self._lims[0] - 0.5) * minitorch.ones_like(x))
        log_norm = minitorch.log(minitorch.abs(minitorch.special.expm1(cut))) - minitorch.log(minitorch.abs(cut))
        taylor = 0.5 * x + minitorch.pow(x, 2) / 24.0 - minitorch.pow(x, 4) / 2880.0
        return minitorch.where(outside, log_norm, taylor)
