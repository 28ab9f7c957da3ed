"""minitorch.distributions: probability distributions for sampling and scoring (torch.distributions), written
with differentiable minitorch ops; random draws come from minitorch's generator (``manual_seed``)."""
from . import constraints, transforms
from .constraint_registry import biject_to, transform_to
from .cauchy_gumbel import Cauchy, Gumbel, HalfCauchy, HalfNormal
from .discrete import (Bernoulli, Binomial, Categorical, Geometric, OneHotCategorical, OneHotCategoricalStraightThrough,
                       Poisson)
from .derived import FisherSnedecor, InverseGamma, Kumaraswamy, LogisticNormal
from .distribution import Distribution
from .exp_family import ExponentialFamily
from .continuous_bernoulli import ContinuousBernoulli
from .counts import Multinomial, NegativeBinomial
from .gamma import Beta, Chi2, Dirichlet, Gamma
from .heavy_tailed import GeneralizedPareto, Pareto, StudentT, Weibull
from .independent import Independent
from .kl import kl_divergence, register_kl
from .lkj_cholesky import LKJCholesky
from .lowrank_multivariate_normal import LowRankMultivariateNormal
from .mixture import MixtureSameFamily
from .multivariate_normal import MultivariateNormal
from .normal import Exponential, Laplace, Normal, Uniform
from .relaxed_bernoulli import RelaxedBernoulli
from .relaxed_categorical import RelaxedOneHotCategorical
from .transformed_distribution import LogNormal, TransformedDistribution
from .von_mises import VonMises
from .wishart import Wishart
from .transforms import (AbsTransform, AffineTransform, CatTransform, ComposeTransform, CorrCholeskyTransform,
                         CumulativeDistributionTransform, ExpTransform, IndependentTransform, LowerCholeskyTransform,
                         PositiveDefiniteTransform, PowerTransform, ReshapeTransform, SigmoidTransform,
                         SoftmaxTransform, SoftplusTransform, StackTransform, StickBreakingTransform, TanhTransform,
                         Transform, identity_transform)

__all__ = ["AbsTransform", "AffineTransform", "Bernoulli", "Beta", "Binomial", "CatTransform", "Categorical", "Cauchy",
           "Chi2", "ComposeTransform", "ContinuousBernoulli", "CorrCholeskyTransform",
           "CumulativeDistributionTransform", "Dirichlet", "Distribution", "ExpTransform", "Exponential",
           "ExponentialFamily", "FisherSnedecor", "Gamma", "GeneralizedPareto", "Geometric", "Gumbel", "HalfCauchy",
           "HalfNormal", "Independent", "IndependentTransform", "InverseGamma", "Kumaraswamy", "LKJCholesky",
           "Laplace", "LogNormal", "LogisticNormal", "LowRankMultivariateNormal", "LowerCholeskyTransform",
           "MixtureSameFamily", "Multinomial", "MultivariateNormal", "NegativeBinomial", "Normal", "OneHotCategorical",
           "OneHotCategoricalStraightThrough", "Pareto", "Poisson", "PositiveDefiniteTransform", "PowerTransform",
           "RelaxedBernoulli", "RelaxedOneHotCategorical", "ReshapeTransform", "SigmoidTransform", "SoftmaxTransform",
           "SoftplusTransform", "StackTransform", "StickBreakingTransform", "StudentT", "TanhTransform", "Transform",
           "TransformedDistribution", "Uniform", "VonMises", "Weibull", "biject_to", "identity_transform",
           "kl_divergence", "register_kl", "transform_to", "Wishart"]

import sys as _sys  # noqa: E402

from . import _module_aliases  # noqa: E402  (torch.distributions.<family> module paths)

_module_aliases.register(_sys.modules[__name__])
