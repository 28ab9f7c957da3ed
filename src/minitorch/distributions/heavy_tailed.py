"""StudentT, Pareto, Weibull (these two as TransformedDistributions of an Exponential, as in PyTorch) and
GeneralizedPareto."""
import math
import numbers

import minitorch

from . import constraints
from .distribution import Distribution
from .gamma import Chi2
from .normal import Exponential
from .transformed_distribution import TransformedDistribution
from .transforms import AffineTransform, ExpTransform, PowerTransform
from .utils import _draw, _standard_normal, broadcast_all, euler_constant

__all__ = ["GeneralizedPareto", "Pareto", "StudentT", "Weibull"]


class StudentT(Distribution):
    arg_constraints = {"df": constraints.positive, "loc": constraints.real, "scale": constraints.positive}
    support = constraints.real
    has_rsample = True

    def __init__(self, df, loc=0.0, scale=1.0, validate_args=None):
        self.df, self.loc, self.scale = broadcast_all(df, loc, scale)
        self._chi2 = Chi2(self.df)
        super().__init__(self.df.size(), validate_args=validate_args)

    def expand(self, batch_shape, _instance=None):
        new = self._get_checked_instance(StudentT, _instance)
        new._chi2 = self._chi2.expand(batch_shape)
        return self._expand_params(StudentT, batch_shape, ("df", "loc", "scale"), new)

    @property
    def mean(self):
        m = self.loc.clone()
        m[self.df <= 1] = math.nan  # undefined without a finite first moment
        return m

    @property
    def mode(self):
        return self.loc

    @property
    def variance(self):
        m = self.df.clone()
        big = self.df > 2
        m[big] = self.scale[big].pow(2) * self.df[big] / (self.df[big] - 2)
        m[(self.df <= 2) & (self.df > 1)] = math.inf
        m[self.df <= 1] = math.nan
        return m

    def rsample(self, sample_shape=minitorch.Size()):
        # loc + scale * X / sqrt(Z / df), X standard normal and Z chi-squared with df degrees of freedom
        X = _standard_normal(self._extended_shape(sample_shape), self.df.dtype, self.df.device)
        Z = self._chi2.rsample(sample_shape)
        return self.loc + self.scale * (X * minitorch.rsqrt(Z / self.df))

    def log_prob(self, value):
        if self._validate_args:
            self._validate_sample(value)
        y = (value - self.loc) / self.scale
        Z = (self.scale.log() + 0.5 * self.df.log() + 0.5 * math.log(math.pi) + minitorch.lgamma(0.5 * self.df)
             - minitorch.lgamma(0.5 * (self.df + 1.0)))
        return -0.5 * (self.df + 1.0) * minitorch.log1p(y ** 2.0 / self.df) - Z

    def entropy(self):
        lbeta = minitorch.lgamma(0.5 * self.df) + math.lgamma(0.5) - minitorch.lgamma(0.5 * (self.df + 1))
        return (self.scale.log() + 0.5 * (self.df + 1)
                * (minitorch.digamma(0.5 * (self.df + 1)) - minitorch.digamma(0.5 * self.df))
                + 0.5 * self.df.log() + lbeta)


class Pareto(TransformedDistribution):
    """scale * exp(E), E ~ Exponential(alpha)."""
    arg_constraints = {"alpha": constraints.positive, "scale": constraints.positive}

    def __init__(self, scale, alpha, validate_args=None):
        self.scale, self.alpha = broadcast_all(scale, alpha)
        transforms = [ExpTransform(), AffineTransform(loc=0, scale=self.scale)]
        super().__init__(Exponential(self.alpha, validate_args=validate_args), transforms, validate_args=validate_args)

    def expand(self, batch_shape, _instance=None):
        new = self._get_checked_instance(Pareto, _instance)
        new.scale = self.scale.expand(batch_shape)
        new.alpha = self.alpha.expand(batch_shape)
        return super().expand(batch_shape, _instance=new)

    @property
    def mean(self):
        a = self.alpha.clamp(min=1)  # inf for alpha <= 1
        return a * self.scale / (a - 1)

    @property
    def mode(self):
        return self.scale

    @property
    def variance(self):
        a = self.alpha.clamp(min=2)  # inf for alpha <= 2
        return self.scale.pow(2) * a / ((a - 1).pow(2) * (a - 2))

    @constraints.dependent_property(is_discrete=False, event_dim=0)
    def support(self):
        return constraints.greater_than_eq(self.scale)

    def entropy(self):
        return (self.scale / self.alpha).log() + (1 + self.alpha.reciprocal())


class Weibull(TransformedDistribution):
    """scale * E^(1 / concentration), E ~ Exponential(1)."""
    arg_constraints = {"scale": constraints.positive, "concentration": constraints.positive}
    support = constraints.positive

    def __init__(self, scale, concentration, validate_args=None):
        self.scale, self.concentration = broadcast_all(scale, concentration)
        self.concentration_reciprocal = self.concentration.reciprocal()
        transforms = [PowerTransform(exponent=self.concentration_reciprocal), AffineTransform(loc=0, scale=self.scale)]
        super().__init__(Exponential(minitorch.ones_like(self.scale), validate_args=validate_args), transforms,
                         validate_args=validate_args)

    def expand(self, batch_shape, _instance=None):
        new = self._get_checked_instance(Weibull, _instance)
        new.scale = self.scale.expand(batch_shape)
        new.concentration = self.concentration.expand(batch_shape)
        new.concentration_reciprocal = new.concentration.reciprocal()
        transforms = [PowerTransform(exponent=new.concentration_reciprocal), AffineTransform(loc=0, scale=new.scale)]
        TransformedDistribution.__init__(new, self.base_dist.expand(batch_shape), transforms, validate_args=False)
        new._validate_args = self._validate_args
        return new

    @property
    def mean(self):
        return self.scale * minitorch.exp(minitorch.lgamma(1 + self.concentration_reciprocal))

    @property
    def mode(self):
        return self.scale * ((self.concentration - 1) / self.concentration) ** self.concentration.reciprocal()

    @property
    def variance(self):
        return self.scale.pow(2) * (minitorch.exp(minitorch.lgamma(1 + 2 * self.concentration_reciprocal))
                                    - minitorch.exp(2 * minitorch.lgamma(1 + self.concentration_reciprocal)))

    def entropy(self):
        return (euler_constant * (1 - self.concentration_reciprocal)
                + minitorch.log(self.scale * self.concentration_reciprocal) + 1)


class GeneralizedPareto(Distribution):
    """Tail distribution with shape ``concentration`` (xi): exponential at xi = 0, heavy-tailed for xi > 0,
    bounded above by loc - scale / xi for xi < 0."""
    arg_constraints = {"loc": constraints.real, "scale": constraints.positive, "concentration": constraints.real}
    has_rsample = True

    def __init__(self, loc, scale, concentration, validate_args=None):
        self.loc, self.scale, self.concentration = broadcast_all(loc, scale, concentration)
        numbers_only = all(isinstance(v, numbers.Number) for v in (loc, scale, concentration))
        super().__init__(minitorch.Size() if numbers_only else self.loc.size(), validate_args=validate_args)

    def expand(self, batch_shape, _instance=None):
        return self._expand_params(GeneralizedPareto, batch_shape, ("loc", "scale", "concentration"), _instance)

    def rsample(self, sample_shape=minitorch.Size()):
        return self.icdf(_draw("random", self._extended_shape(sample_shape), self.loc.dtype, self.loc.device))

    def _safe_concentration(self, zero):
        """(xi == 0 as isclose, xi with 1 where it is 0): the xi = 0 limit is computed apart, without 0/0.
        log_prob and the survival function compare with a default-dtype 0 as PyTorch does (which refuses
        float64 parameters there, "Double did not match Float", in both libraries); icdf with xi's dtype."""
        xi = self.concentration
        eq_zero = minitorch.isclose(xi, zero)
        return eq_zero, minitorch.where(eq_zero, minitorch.ones_like(xi), xi)

    def log_prob(self, value):
        if self._validate_args:
            self._validate_sample(value)
        z = self._z(value)
        eq_zero, safe_conc = self._safe_concentration(minitorch.tensor(0.0))
        y = 1 / safe_conc + minitorch.ones_like(z)
        where_nonzero = minitorch.where(y == 0, y, y * minitorch.log1p(safe_conc * z))
        return -self.scale.log() - minitorch.where(eq_zero, z, where_nonzero)

    def log_survival_function(self, value):
        if self._validate_args:
            self._validate_sample(value)
        z = self._z(value)
        eq_zero, safe_conc = self._safe_concentration(minitorch.tensor(0.0))
        return minitorch.where(eq_zero, -z, -minitorch.log1p(safe_conc * z) / safe_conc)

    def log_cdf(self, value):
        return minitorch.log1p(-minitorch.exp(self.log_survival_function(value)))

    def cdf(self, value):
        return minitorch.exp(self.log_cdf(value))

    def icdf(self, value):
        eq_zero, safe_conc = self._safe_concentration(minitorch.zeros_like(self.concentration))
        logu = minitorch.log1p(-value)
        where_nonzero = self.loc + self.scale / safe_conc * minitorch.expm1(-safe_conc * logu)
        return minitorch.where(eq_zero, self.loc - self.scale * logu, where_nonzero)

    def _z(self, x):
        return (x - self.loc) / self.scale

    @property
    def mean(self):
        valid = self.concentration < 1
        safe_conc = minitorch.where(valid, self.concentration, 0.5)
        return minitorch.where(valid, self.loc + self.scale / (1 - safe_conc), math.nan)

    @property
    def variance(self):
        valid = self.concentration < 0.5
        safe_conc = minitorch.where(valid, self.concentration, 0.25)
        result = self.scale ** 2 / ((1 - safe_conc) ** 2 * (1 - 2 * safe_conc))
        return minitorch.where(valid, result, math.nan)

    def entropy(self):
        return minitorch.broadcast_to(minitorch.log(self.scale) + self.concentration + 1, self._batch_shape)

    @property
    def mode(self):
        return self.loc

    @constraints.dependent_property(is_discrete=False, event_dim=0)
    def support(self):
        lower = self.loc
        upper = minitorch.where(self.concentration < 0, lower - self.scale / self.concentration, math.inf)
        return constraints.interval(lower, upper)
