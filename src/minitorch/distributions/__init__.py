"""minitorch.distributions: probability distributions for sampling and scoring (torch.distributions), written
with differentiable minitorch ops; random draws come from minitorch's generator (``manual_seed``)."""
from . import constraints
from .discrete import Bernoulli, Binomial, Categorical, OneHotCategorical, Poisson
from .distribution import Distribution
from .exp_family import ExponentialFamily
from .gamma import Beta, Dirichlet, Gamma
from .independent import Independent
from .multivariate_normal import MultivariateNormal
from .normal import Exponential, Laplace, Normal, Uniform

__all__ = ["Bernoulli", "Beta", "Dirichlet", "Gamma", "Binomial", "Categorical", "Distribution", "Exponential", "ExponentialFamily",
           "Independent", "Laplace", "MultivariateNormal", "Normal", "OneHotCategorical", "Poisson", "Uniform",
           "constraints"]
