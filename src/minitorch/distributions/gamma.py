"""Gamma, Chi2, Dirichlet and Beta. Samples are reparameterized through implicit gradients: a standard-gamma
draw's (minitorch._standard_gamma, StandardGammaBackward0, whose gradient _gamma_grad computes) and, for a Dirichlet (normalized gammas) and a Beta (a two-class Dirichlet), PyTorch's
Beta-marginal gradient (_beta_grad)."""
import numbers

import minitorch

from . import constraints
from .exp_family import ExponentialFamily
from ._beta_grad import _sample_dirichlet
from .utils import broadcast_all

__all__ = ["Beta", "Chi2", "Dirichlet", "Gamma"]


class Gamma(ExponentialFamily):
    arg_constraints = {"concentration": constraints.positive, "rate": constraints.positive}
    support = constraints.nonnegative
    has_rsample = True
    _mean_carrier_measure = 0

    def __init__(self, concentration, rate, validate_args=None):
        self.concentration, self.rate = broadcast_all(concentration, rate)
        numbers_only = isinstance(concentration, numbers.Number) and isinstance(rate, numbers.Number)
        batch_shape = minitorch.Size() if numbers_only else self.concentration.size()
        super().__init__(batch_shape, validate_args=validate_args)

    def expand(self, batch_shape, _instance=None):
        return self._expand_params(Gamma, batch_shape, ("concentration", "rate"), _instance)

    @property
    def mean(self):
        return self.concentration / self.rate

    @property
    def mode(self):
        return ((self.concentration - 1) / self.rate).clamp(min=0)

    @property
    def variance(self):
        return self.concentration / self.rate.pow(2)

    def rsample(self, sample_shape=minitorch.Size()):
        shape = self._extended_shape(sample_shape)
        return minitorch._standard_gamma(self.concentration.expand(shape)) / self.rate.expand(shape)

    def log_prob(self, value):
        value = minitorch.as_tensor(value, dtype=self.rate.dtype)
        if self._validate_args:
            self._validate_sample(value)
        return (minitorch.xlogy(self.concentration, self.rate) + minitorch.xlogy(self.concentration - 1, value)
                - self.rate * value - minitorch.lgamma(self.concentration))

    def entropy(self):
        c = self.concentration
        return c - minitorch.log(self.rate) + minitorch.lgamma(c) + (1.0 - c) * minitorch.digamma(c)

    def cdf(self, value):
        if self._validate_args:
            self._validate_sample(value)
        return minitorch.igamma(self.concentration, self.rate * value)  # torch.special.gammainc: IgammaBackward0

    @property
    def _natural_params(self):
        return (self.concentration - 1, -self.rate)

    def _log_normalizer(self, x, y):
        return minitorch.lgamma(x + 1) + (x + 1) * minitorch.log(-y.reciprocal())


class Dirichlet(ExponentialFamily):
    arg_constraints = {"concentration": constraints.independent(constraints.positive, 1)}
    support = constraints.simplex
    has_rsample = True

    def __init__(self, concentration, validate_args=None):
        if concentration.dim() < 1:
            raise ValueError("`concentration` parameter must be at least one-dimensional.")
        self.concentration = concentration
        super().__init__(concentration.shape[:-1], concentration.shape[-1:], validate_args=validate_args)

    def expand(self, batch_shape, _instance=None):
        return self._expand_params(Dirichlet, batch_shape, ("concentration",), _instance,
                                   {"concentration": tuple(self.event_shape)})

    def rsample(self, sample_shape=()):
        return _sample_dirichlet(self.concentration.expand(self._extended_shape(sample_shape)))

    def log_prob(self, value):
        if self._validate_args:
            self._validate_sample(value)
        c = self.concentration
        return (minitorch.xlogy(c - 1.0, value).sum(-1) + minitorch.lgamma(c.sum(-1))
                - minitorch.lgamma(c).sum(-1))

    @property
    def mean(self):
        return self.concentration / self.concentration.sum(-1, True)

    @property
    def mode(self):
        shifted = (self.concentration - 1).clamp(min=0.0)
        mode = shifted / shifted.sum(-1, True)
        # all concentrations below 1: the density peaks at a vertex, the largest one's
        mask = (self.concentration < 1).all(dim=-1)
        mode[mask] = minitorch.nn.functional.one_hot(mode[mask].argmax(dim=-1), shifted.shape[-1]).to(mode)
        return mode

    @property
    def variance(self):
        total = self.concentration.sum(-1, True)
        return self.concentration * (total - self.concentration) / (total.pow(2) * (total + 1))

    def entropy(self):
        c = self.concentration
        k, total = c.size(-1), c.sum(-1)
        return (minitorch.lgamma(c).sum(-1) - minitorch.lgamma(total) - (k - total) * minitorch.digamma(total)
                - ((c - 1.0) * minitorch.digamma(c)).sum(-1))

    @property
    def _natural_params(self):
        return (self.concentration,)

    def _log_normalizer(self, x):
        return x.lgamma().sum(-1) - minitorch.lgamma(x.sum(-1))


class Beta(ExponentialFamily):
    arg_constraints = {"concentration1": constraints.positive, "concentration0": constraints.positive}
    support = constraints.unit_interval
    has_rsample = True

    def __init__(self, concentration1, concentration0, validate_args=None):
        if isinstance(concentration1, numbers.Number) and isinstance(concentration0, numbers.Number):
            both = minitorch.tensor([float(concentration1), float(concentration0)])
        else:
            concentration1, concentration0 = broadcast_all(concentration1, concentration0)
            both = minitorch.stack([concentration1, concentration0], -1)
        self._dirichlet = Dirichlet(both, validate_args=validate_args)
        super().__init__(self._dirichlet._batch_shape, validate_args=validate_args)

    def expand(self, batch_shape, _instance=None):
        new = self._get_checked_instance(Beta, _instance)
        new._dirichlet = self._dirichlet.expand(batch_shape)
        ExponentialFamily.__init__(new, batch_shape, validate_args=False)
        new._validate_args = self._validate_args
        return new

    @property
    def concentration1(self):
        return self._dirichlet.concentration[..., 0]

    @property
    def concentration0(self):
        return self._dirichlet.concentration[..., 1]

    @property
    def mean(self):
        return self.concentration1 / (self.concentration1 + self.concentration0)

    @property
    def mode(self):
        return self._dirichlet.mode[..., 0]

    @property
    def variance(self):
        total = self.concentration1 + self.concentration0
        return self.concentration1 * self.concentration0 / (total.pow(2) * (total + 1))

    def rsample(self, sample_shape=()):
        return self._dirichlet.rsample(sample_shape).select(-1, 0)

    def log_prob(self, value):
        if self._validate_args:
            self._validate_sample(value)
        return self._dirichlet.log_prob(minitorch.stack([value, 1.0 - value], -1))

    def entropy(self):
        return self._dirichlet.entropy()

    @property
    def _natural_params(self):
        return (self.concentration1, self.concentration0)

    def _log_normalizer(self, x, y):
        return minitorch.lgamma(x) + minitorch.lgamma(y) - minitorch.lgamma(x + y)


class Chi2(Gamma):
    """Gamma(df / 2, 1 / 2)."""
    arg_constraints = {"df": constraints.positive}

    def __init__(self, df, validate_args=None):
        super().__init__(0.5 * df, 0.5, validate_args=validate_args)

    def expand(self, batch_shape, _instance=None):
        return super().expand(batch_shape, self._get_checked_instance(Chi2, _instance))

    @property
    def df(self):
        return self.concentration * 2
