"""Discrete distributions: Bernoulli, Binomial and Poisson (scalar events), Categorical and OneHotCategorical.

Those given ``probs`` or ``logits`` keep the one given and derive the other lazily (a ``lazy_property``),
so the repr and validation see only the parameter the caller passed, as in PyTorch.
"""
import math
import numbers

import minitorch

from . import constraints
from .distribution import Distribution
from .exp_family import ExponentialFamily
from .utils import BinaryProbsLogits, _draw, broadcast_all, lazy_property, logits_to_probs, probs_to_logits

__all__ = ["Bernoulli", "Binomial", "Categorical", "Geometric", "OneHotCategorical", "OneHotCategoricalStraightThrough",
           "Poisson"]

_BOTH = "Either `probs` or `logits` must be specified, but not both."


def _set_count_params(dist, total_count, probs, logits):
    """Binomial and NegativeBinomial: ``total_count`` broadcast with the one of probs / logits given, in its dtype
    (that one is also ``dist._param``)."""
    if (probs is None) == (logits is None):
        raise ValueError(_BOTH)
    name, value = ("probs", probs) if probs is not None else ("logits", logits)
    count, param = broadcast_all(total_count, value)
    dist.total_count = count.type_as(param)
    setattr(dist, name, param)
    dist._param = param
F = minitorch.nn.functional


def _enumerate(values, batch_shape, expand):
    """Support values along dim 0, broadcast over the batch (or left as singleton batch dims)."""
    values = values.view((-1,) + (1,) * len(batch_shape))
    return values.expand((-1,) + tuple(batch_shape)) if expand else values


class Bernoulli(BinaryProbsLogits, ExponentialFamily):
    arg_constraints = {"probs": constraints.unit_interval, "logits": constraints.real}
    support = constraints.boolean
    has_enumerate_support = True
    _mean_carrier_measure = 0

    def __init__(self, probs=None, logits=None, validate_args=None):
        if (probs is None) == (logits is None):
            raise ValueError(_BOTH)
        given = probs if probs is not None else logits
        if probs is not None:
            (self.probs,) = broadcast_all(probs)
        else:
            (self.logits,) = broadcast_all(logits)
        self._param = self.probs if probs is not None else self.logits
        batch_shape = minitorch.Size() if isinstance(given, numbers.Number) else self._param.size()
        super().__init__(batch_shape, validate_args=validate_args)

    def expand(self, batch_shape, _instance=None):
        new = self._expand_params(Bernoulli, batch_shape, ("probs", "logits"), _instance)
        new._param = new.__dict__.get("probs", new.__dict__.get("logits"))
        return new

    @property
    def param_shape(self):
        return self._param.size()

    @property
    def mean(self):
        return self.probs

    @property
    def mode(self):
        mode = (self.probs >= 0.5).to(self.probs)
        mode[self.probs == 0.5] = math.nan  # a tie has no mode
        return mode

    @property
    def variance(self):
        return self.probs * (1 - self.probs)

    def sample(self, sample_shape=minitorch.Size()):
        with minitorch.no_grad():
            return minitorch.bernoulli(self.probs.expand(self._extended_shape(sample_shape)))

    def log_prob(self, value):
        if self._validate_args:
            self._validate_sample(value)
        logits, value = broadcast_all(self.logits, value)
        return -F.binary_cross_entropy_with_logits(logits, value, reduction="none")

    def entropy(self):
        return F.binary_cross_entropy_with_logits(self.logits, self.probs, reduction="none")

    def enumerate_support(self, expand=True):
        return _enumerate(minitorch.arange(2, dtype=self._param.dtype), self._batch_shape, expand)

    @property
    def _natural_params(self):
        return (minitorch.logit(self.probs),)

    def _log_normalizer(self, x):
        return minitorch.log1p(minitorch.exp(x))


class Categorical(Distribution):
    arg_constraints = {"probs": constraints.simplex, "logits": constraints.real_vector}
    has_enumerate_support = True

    def __init__(self, probs=None, logits=None, validate_args=None):
        if (probs is None) == (logits is None):
            raise ValueError(_BOTH)
        if probs is not None:
            if probs.dim() < 1:
                raise ValueError("`probs` parameter must be at least one-dimensional.")
            self.probs = probs / probs.sum(-1, keepdim=True)
        else:
            if logits.dim() < 1:
                raise ValueError("`logits` parameter must be at least one-dimensional.")
            self.logits = logits - logits.logsumexp(dim=-1, keepdim=True)  # normalized
        self._param = self.probs if probs is not None else self.logits
        self._num_events = self._param.size()[-1]
        batch_shape = self._param.size()[:-1] if self._param.dim() > 1 else minitorch.Size()
        super().__init__(batch_shape, validate_args=validate_args)

    def expand(self, batch_shape, _instance=None):
        tail = {"probs": (self._num_events,), "logits": (self._num_events,)}
        new = self._expand_params(Categorical, batch_shape, ("probs", "logits"), _instance, tail)
        new._param = new.__dict__.get("probs", new.__dict__.get("logits"))
        new._num_events = self._num_events
        return new

    @constraints.dependent_property(is_discrete=True, event_dim=0)
    def support(self):
        return constraints.integer_interval(0, self._num_events - 1)

    @lazy_property
    def logits(self):
        return probs_to_logits(self.probs)

    @lazy_property
    def probs(self):
        return logits_to_probs(self.logits)

    @property
    def param_shape(self):
        return self._param.size()

    @property
    def mean(self):
        return minitorch.full(self._extended_shape(), math.nan, dtype=self.probs.dtype)

    @property
    def mode(self):
        return self.probs.argmax(dim=-1)

    @property
    def variance(self):
        return minitorch.full(self._extended_shape(), math.nan, dtype=self.probs.dtype)

    def sample(self, sample_shape=minitorch.Size()):
        sample_shape = minitorch.Size(sample_shape)
        with minitorch.no_grad():
            probs_2d = self.probs.reshape(-1, self._num_events)
            samples_2d = minitorch.multinomial(probs_2d, sample_shape.numel(), True).T
        return samples_2d.reshape(self._extended_shape(sample_shape))

    def log_prob(self, value):
        if self._validate_args:
            self._validate_sample(value)
        value = value.long().unsqueeze(-1)
        value, log_pmf = minitorch.broadcast_tensors(value, self.logits)
        return log_pmf.gather(-1, value[..., :1]).squeeze(-1)

    def entropy(self):
        # -inf logits (zero probabilities) contribute 0, not nan
        logits = minitorch.clamp(self.logits, min=minitorch.finfo(self.logits.dtype).min)
        return -(logits * self.probs).sum(-1)

    def enumerate_support(self, expand=True):
        return _enumerate(minitorch.arange(self._num_events, dtype=minitorch.long), self._batch_shape, expand)


class OneHotCategorical(Distribution):
    arg_constraints = {"probs": constraints.simplex, "logits": constraints.real_vector}
    support = constraints.one_hot
    has_enumerate_support = True

    def __init__(self, probs=None, logits=None, validate_args=None):
        self._categorical = Categorical(probs, logits)
        batch_shape = self._categorical.batch_shape
        event_shape = self._categorical.param_shape[-1:]
        super().__init__(batch_shape, event_shape, validate_args=validate_args)

    def expand(self, batch_shape, _instance=None):
        new = self._get_checked_instance(OneHotCategorical, _instance)
        new._categorical = self._categorical.expand(batch_shape)
        Distribution.__init__(new, batch_shape, self.event_shape, validate_args=False)
        new._validate_args = self._validate_args
        return new

    @property
    def _param(self):
        return self._categorical._param

    @property
    def probs(self):
        return self._categorical.probs

    @property
    def logits(self):
        return self._categorical.logits

    @property
    def param_shape(self):
        return self._categorical.param_shape

    @property
    def mean(self):
        return self._categorical.probs

    @property
    def mode(self):
        probs = self._categorical.probs
        return F.one_hot(probs.argmax(dim=-1), num_classes=probs.shape[-1]).to(probs)

    @property
    def variance(self):
        return self._categorical.probs * (1 - self._categorical.probs)

    def sample(self, sample_shape=minitorch.Size()):
        indices = self._categorical.sample(sample_shape)
        return F.one_hot(indices, self._categorical._num_events).to(self._categorical.probs)

    def log_prob(self, value):
        if self._validate_args:
            self._validate_sample(value)
        return self._categorical.log_prob(value.max(-1)[1])

    def entropy(self):
        return self._categorical.entropy()

    def enumerate_support(self, expand=True):
        n = self.event_shape[0]
        values = minitorch.eye(n, dtype=self._param.dtype).view((n,) + (1,) * len(self.batch_shape) + (n,))
        return values.expand((n,) + tuple(self.batch_shape) + (n,)) if expand else values


class OneHotCategoricalStraightThrough(OneHotCategorical):
    """Samples one-hot vectors whose gradient is that of the probabilities (straight-through estimator)."""
    has_rsample = True

    def rsample(self, sample_shape=minitorch.Size()):
        samples = self.sample(sample_shape)
        probs = self._categorical.probs
        return samples + (probs - probs.detach())


class Poisson(ExponentialFamily):
    arg_constraints = {"rate": constraints.nonnegative}
    support = constraints.nonnegative_integer

    def __init__(self, rate, validate_args=None):
        (self.rate,) = broadcast_all(rate)
        batch_shape = minitorch.Size() if isinstance(rate, numbers.Number) else self.rate.size()
        super().__init__(batch_shape, validate_args=validate_args)

    def expand(self, batch_shape, _instance=None):
        return self._expand_params(Poisson, batch_shape, ("rate",), _instance)

    @property
    def mean(self):
        return self.rate

    @property
    def mode(self):
        return self.rate.floor()

    @property
    def variance(self):
        return self.rate

    def sample(self, sample_shape=minitorch.Size()):
        shape = self._extended_shape(sample_shape)
        with minitorch.no_grad():
            return minitorch.poisson(self.rate.expand(shape))

    def log_prob(self, value):
        if self._validate_args:
            self._validate_sample(value)
        rate, value = broadcast_all(self.rate, value)
        return value.xlogy(rate) - rate - (value + 1).lgamma()

    @property
    def _natural_params(self):
        return (minitorch.log(self.rate),)

    def _log_normalizer(self, x):
        return minitorch.exp(x)


def _clamp_by_zero(x):
    # max(x, 0) whose gradient at 0 is 1/2, as PyTorch's
    return (x.clamp(min=0) + x - x.clamp(max=0)) / 2


class Binomial(BinaryProbsLogits, Distribution):
    arg_constraints = {"total_count": constraints.nonnegative_integer, "probs": constraints.unit_interval,
                       "logits": constraints.real}
    has_enumerate_support = True

    def __init__(self, total_count=1, probs=None, logits=None, validate_args=None):
        _set_count_params(self, total_count, probs, logits)
        super().__init__(self._param.size(), validate_args=validate_args)

    def expand(self, batch_shape, _instance=None):
        new = self._expand_params(Binomial, batch_shape, ("total_count", "probs", "logits"), _instance)
        new._param = new.__dict__.get("probs", new.__dict__.get("logits"))
        return new

    @constraints.dependent_property(is_discrete=True, event_dim=0)
    def support(self):
        return constraints.integer_interval(0, self.total_count)

    @property
    def param_shape(self):
        return self._param.size()

    @property
    def mean(self):
        return self.total_count * self.probs

    @property
    def mode(self):
        return ((self.total_count + 1) * self.probs).floor().clamp(max=self.total_count)

    @property
    def variance(self):
        return self.total_count * self.probs * (1 - self.probs)

    def sample(self, sample_shape=minitorch.Size()):
        shape = self._extended_shape(sample_shape)
        with minitorch.no_grad():
            return minitorch.binomial(self.total_count.expand(shape), self.probs.expand(shape))

    def log_prob(self, value):
        if self._validate_args:
            self._validate_sample(value)
        log_factorial_n = minitorch.lgamma(self.total_count + 1)
        log_factorial_k = minitorch.lgamma(value + 1)
        log_factorial_nmk = minitorch.lgamma(self.total_count - value + 1)
        # n * log(1 + exp(logits)), computed stably
        normalize_term = (self.total_count * _clamp_by_zero(self.logits)
                          + self.total_count * minitorch.log1p(minitorch.exp(-minitorch.abs(self.logits)))
                          - log_factorial_n)
        return value * self.logits - log_factorial_k - log_factorial_nmk - normalize_term

    def entropy(self):
        total_count = int(self.total_count.max())
        if not self.total_count.min() == total_count:
            raise NotImplementedError("Inhomogeneous total count not supported by `entropy`.")
        log_prob = self.log_prob(self.enumerate_support(False))
        return -(minitorch.exp(log_prob) * log_prob).sum(0)

    def enumerate_support(self, expand=True):
        total_count = int(self.total_count.max())
        if not self.total_count.min() == total_count:
            raise NotImplementedError("Inhomogeneous total count not supported by `enumerate_support`.")
        return _enumerate(minitorch.arange(1 + total_count, dtype=self._param.dtype), self._batch_shape, expand)


class Geometric(BinaryProbsLogits, Distribution):
    """The number of failures before the first success."""
    arg_constraints = {"probs": constraints.unit_interval, "logits": constraints.real}
    support = constraints.nonnegative_integer

    def __init__(self, probs=None, logits=None, validate_args=None):
        if (probs is None) == (logits is None):
            raise ValueError(_BOTH)
        if probs is not None:
            (self.probs,) = broadcast_all(probs)
        else:
            (self.logits,) = broadcast_all(logits)
        given = probs if probs is not None else logits
        batch_shape = minitorch.Size() if isinstance(given, numbers.Number) else given.size()
        super().__init__(batch_shape, validate_args=validate_args)
        if self._validate_args and probs is not None:  # probs = 0 never succeeds: no distribution
            valid = self.probs > 0
            if not valid.all():
                raise ValueError(f"Expected parameter probs ({type(self.probs).__name__} of shape "
                                 f"{tuple(self.probs.shape)}) of distribution {self!r} to be positive but found "
                                 f"invalid values:\n{self.probs.detach()[~valid]}")

    def expand(self, batch_shape, _instance=None):
        return self._expand_params(Geometric, batch_shape, ("probs", "logits"), _instance)

    @property
    def mean(self):
        return 1.0 / self.probs - 1.0

    @property
    def mode(self):
        return minitorch.zeros_like(self.probs)

    @property
    def variance(self):
        return (1.0 / self.probs - 1.0) / self.probs

    def sample(self, sample_shape=minitorch.Size()):
        tiny = minitorch.finfo(self.probs.dtype).tiny
        with minitorch.no_grad():
            u = _draw("uniform", self._extended_shape(sample_shape), self.probs.dtype, self.probs.device, tiny, 1)
            return (u.log() / (-self.probs).log1p()).floor()

    def log_prob(self, value):
        if self._validate_args:
            self._validate_sample(value)
        value, probs = broadcast_all(value, self.probs)
        probs = probs.clone()
        probs[(probs == 1) & (value == 0)] = 0  # 0 * log(0) is 0 here: certain success at the first try
        return value * (-probs).log1p() + self.probs.log()

    def entropy(self):
        return F.binary_cross_entropy_with_logits(self.logits, self.probs, reduction="none") / self.probs
