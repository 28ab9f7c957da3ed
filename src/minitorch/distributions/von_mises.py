"""VonMises: the circular normal distribution on angles, density exp(kappa cos(x - loc)) / (2 pi I0(kappa)).
log I0 and log I1 use Abramowitz & Stegun's polynomial approximations (9.8.1-9.8.4), as PyTorch does, so the
values agree with it; sampling is Best & Fisher's rejection method."""
import math

import minitorch

from . import constraints
from .distribution import Distribution
from .utils import _draw, broadcast_all, lazy_property

__all__ = ["VonMises"]

# coefficients in powers of (x / 3.75)^2 for x < 3.75, and of 3.75 / x above (times e^x / sqrt(x))
_I0_COEF_SMALL = [1.0, 3.5156229, 3.0899424, 1.2067492, 0.2659732, 0.0360768, 0.0045813]
_I0_COEF_LARGE = [0.39894228, 0.01328592, 0.00225319, -0.00157565, 0.00916281, -0.02057706, 0.02635537,
                  -0.01647633, 0.00392377]
_I1_COEF_SMALL = [0.5, 0.87890594, 0.51498869, 0.15084934, 0.02658733, 0.00301532, 0.00032411]
_I1_COEF_LARGE = [0.39894228, -0.03988024, -0.00362018, 0.00163801, -0.01031555, 0.02282967, -0.02895312,
                  0.01787654, -0.00420059]


def _eval_poly(y, coef):
    result = coef[-1]
    for c in reversed(coef[:-1]):  # Horner
        result = c + y * result
    return result


def _log_modified_bessel_fn(x, order=0):
    """log I_order(x) for x > 0 and order 0 or 1."""
    small = _eval_poly((x / 3.75) ** 2, _I1_COEF_SMALL if order else _I0_COEF_SMALL)
    if order == 1:
        small = x.abs() * small
    large = x - 0.5 * x.log() + _eval_poly(3.75 / x, _I1_COEF_LARGE if order else _I0_COEF_LARGE).log()
    return minitorch.where(x < 3.75, small.log(), large)


def _rejection_sample(loc, concentration, proposal_r, x):
    done = minitorch.zeros(x.shape, dtype=minitorch.bool)
    while not done.all():
        u1, u2, u3 = _draw("random", (3,) + tuple(x.shape), loc.dtype, loc.device).unbind()
        z = minitorch.cos(math.pi * u1)
        f = (1 + proposal_r * z) / (proposal_r + z)
        c = concentration * (proposal_r - f)
        accept = (c * (2 - c) - u2 > 0) | ((c / u2).log() + 1 - c >= 0)
        if accept.any():
            x = minitorch.where(accept, (u3 - 0.5).sign() * f.acos(), x)
            done = done | accept
    return (x + math.pi + loc) % (2 * math.pi) - math.pi  # wrapped into [-pi, pi)


class VonMises(Distribution):
    arg_constraints = {"loc": constraints.real, "concentration": constraints.positive}
    support = constraints.real
    has_rsample = False

    def __init__(self, loc, concentration, validate_args=None):
        self.loc, self.concentration = broadcast_all(loc, concentration)
        super().__init__(self.loc.shape, minitorch.Size(), validate_args)

    def log_prob(self, value):
        if self._validate_args:
            self._validate_sample(value)
        return (self.concentration * minitorch.cos(value - self.loc) - math.log(2 * math.pi)
                - _log_modified_bessel_fn(self.concentration, order=0))

    @lazy_property
    def _loc(self):
        return self.loc.to(minitorch.double)

    @lazy_property
    def _concentration(self):
        return self.concentration.to(minitorch.double)

    @lazy_property
    def _proposal_r(self):
        kappa = self._concentration
        tau = 1 + (1 + 4 * kappa ** 2).sqrt()
        rho = (tau - (2 * tau).sqrt()) / (2 * kappa)
        # small kappa: the closed form loses all precision; its expansion does not
        return minitorch.where(kappa < 1e-5, 1 / kappa + kappa, (1 + rho ** 2) / (2 * rho))

    def sample(self, sample_shape=minitorch.Size()):
        with minitorch.no_grad():
            x = minitorch.zeros(self._extended_shape(sample_shape), dtype=self._loc.dtype)
            return _rejection_sample(self._loc, self._concentration, self._proposal_r, x).to(self.loc.dtype)

    def expand(self, batch_shape, _instance=None):
        try:
            return super().expand(batch_shape)
        except NotImplementedError:
            loc = self.loc.expand(batch_shape)
            concentration = self.concentration.expand(batch_shape)
            return type(self)(loc, concentration, validate_args=self.__dict__.get("_validate_args"))

    @property
    def mean(self):
        return self.loc

    @property
    def mode(self):
        return self.loc

    @lazy_property
    def variance(self):
        kappa = self.concentration
        return 1 - (_log_modified_bessel_fn(kappa, order=1) - _log_modified_bessel_fn(kappa, order=0)).exp()
