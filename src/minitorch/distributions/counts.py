"""Multinomial (counts over categories in total_count trials) and NegativeBinomial (successes before
total_count failures; sampled as a gamma-Poisson mixture)."""
import math

import minitorch

from . import constraints
from .discrete import Binomial, Categorical, _set_count_params
from .distribution import Distribution
from .gamma import Gamma
from .utils import BinaryProbsLogits, broadcast_all, lazy_property

__all__ = ["Multinomial", "NegativeBinomial"]

F = minitorch.nn.functional


class Multinomial(Distribution):
    arg_constraints = {"probs": constraints.simplex, "logits": constraints.real_vector}

    def __init__(self, total_count=1, probs=None, logits=None, validate_args=None):
        if not isinstance(total_count, int):
            raise NotImplementedError("inhomogeneous total_count is not supported")
        self.total_count = total_count
        self._categorical = Categorical(probs=probs, logits=logits)
        self._binomial = Binomial(total_count=total_count, probs=self.probs)
        super().__init__(self._categorical.batch_shape, self._categorical.param_shape[-1:],
                         validate_args=validate_args)

    def expand(self, batch_shape, _instance=None):
        new = self._get_checked_instance(Multinomial, _instance)
        new.total_count = self.total_count
        new._categorical = self._categorical.expand(batch_shape)
        Distribution.__init__(new, batch_shape, self.event_shape, validate_args=False)
        new._validate_args = self._validate_args
        return new

    @constraints.dependent_property(is_discrete=True, event_dim=1)
    def support(self):
        return constraints.multinomial(self.total_count)

    @property
    def logits(self):
        return self._categorical.logits

    @property
    def probs(self):
        return self._categorical.probs

    @property
    def param_shape(self):
        return self._categorical.param_shape

    @property
    def mean(self):
        return self.probs * self.total_count

    @property
    def variance(self):
        return self.total_count * self.probs * (1 - self.probs)

    def sample(self, sample_shape=minitorch.Size()):
        sample_shape = minitorch.Size(sample_shape)
        # total_count draws of the categorical, counted per category (PyTorch's draws for a seeded generator)
        samples = self._categorical.sample(minitorch.Size((self.total_count,)) + sample_shape)
        order = list(range(samples.dim()))
        order.append(order.pop(0))
        samples = samples.permute(*order)
        counts = samples.new(self._extended_shape(sample_shape)).zero_()
        counts.scatter_add_(-1, samples, minitorch.ones_like(samples))
        return counts.type_as(self.probs)

    def entropy(self):
        n = minitorch.tensor(self.total_count)
        term1 = n * self._categorical.entropy() - minitorch.lgamma(n + 1)
        # sum over categories of E[log x_i!], x_i ~ Binomial(n, p_i)
        support = self._binomial.enumerate_support(expand=False)[1:]
        binomial_probs = minitorch.exp(self._binomial.log_prob(support))
        term2 = (binomial_probs * minitorch.lgamma(support + 1)).sum([0, -1])
        return term1 + term2

    def log_prob(self, value):
        if self._validate_args:
            self._validate_sample(value)
        logits, value = broadcast_all(self.logits, value)
        logits = logits.clone()
        log_factorial_n = minitorch.lgamma(value.sum(-1) + 1)
        log_factorial_xs = minitorch.lgamma(value + 1).sum(-1)
        logits[(value == 0) & (logits == -math.inf)] = 0  # 0 draws of an impossible category: 0 * -inf is 0
        return log_factorial_n - log_factorial_xs + (logits * value).sum(-1)


class NegativeBinomial(BinaryProbsLogits, Distribution):
    arg_constraints = {"total_count": constraints.greater_than_eq(0),
                       "probs": constraints.half_open_interval(0.0, 1.0), "logits": constraints.real}
    support = constraints.nonnegative_integer

    def __init__(self, total_count, probs=None, logits=None, validate_args=None):
        _set_count_params(self, total_count, probs, logits)
        super().__init__(self._param.size(), validate_args=validate_args)

    def expand(self, batch_shape, _instance=None):
        new = self._expand_params(NegativeBinomial, batch_shape, ("total_count", "probs", "logits"), _instance)
        new._param = new.__dict__.get("probs", new.__dict__.get("logits"))
        return new

    @property
    def mean(self):
        return self.total_count * minitorch.exp(self.logits)

    @property
    def mode(self):
        return ((self.total_count - 1) * self.logits.exp()).floor().clamp(min=0.0)

    @property
    def variance(self):
        return self.mean / minitorch.sigmoid(-self.logits)

    @property
    def param_shape(self):
        return self._param.size()

    @lazy_property
    def _gamma(self):
        return Gamma(concentration=self.total_count, rate=minitorch.exp(-self.logits), validate_args=False)

    def sample(self, sample_shape=minitorch.Size()):
        with minitorch.no_grad():
            rate = self._gamma.sample(sample_shape=sample_shape)
            return minitorch.poisson(rate)

    def log_prob(self, value):
        if self._validate_args:
            self._validate_sample(value)
        log_unnormalized = self.total_count * F.logsigmoid(-self.logits) + value * F.logsigmoid(self.logits)
        log_normalization = (-minitorch.lgamma(self.total_count + value) + minitorch.lgamma(1.0 + value)
                             + minitorch.lgamma(self.total_count))
        # total_count = 0 puts all mass on 0
        log_normalization = log_normalization.masked_fill(self.total_count + value == 0.0, 0.0)
        return log_unnormalized - log_normalization
