"""PyTorch's module paths for the families defined together here: torch.distributions keeps one module per
distribution (``torch.distributions.categorical.Categorical``); minitorch groups related families in a few
modules, and registers PyTorch's names as aliases so ``from minitorch.distributions.categorical import
Categorical`` works as well."""
import sys
import types

from . import cauchy_gumbel, counts, derived, discrete, gamma, heavy_tailed, mixture, normal, transformed_distribution

# module name in torch.distributions -> (minitorch module defining the classes, class names)
_ALIASES = {
    "bernoulli": (discrete, ["Bernoulli"]),
    "beta": (gamma, ["Beta"]),
    "binomial": (discrete, ["Binomial"]),
    "categorical": (discrete, ["Categorical"]),
    "cauchy": (cauchy_gumbel, ["Cauchy"]),
    "chi2": (gamma, ["Chi2"]),
    "dirichlet": (gamma, ["Dirichlet"]),
    "exponential": (normal, ["Exponential"]),
    "fishersnedecor": (derived, ["FisherSnedecor"]),
    "generalized_pareto": (heavy_tailed, ["GeneralizedPareto"]),
    "geometric": (discrete, ["Geometric"]),
    "gumbel": (cauchy_gumbel, ["Gumbel"]),
    "half_cauchy": (cauchy_gumbel, ["HalfCauchy"]),
    "half_normal": (cauchy_gumbel, ["HalfNormal"]),
    "inverse_gamma": (derived, ["InverseGamma"]),
    "kumaraswamy": (derived, ["Kumaraswamy"]),
    "laplace": (normal, ["Laplace"]),
    "log_normal": (transformed_distribution, ["LogNormal"]),
    "logistic_normal": (derived, ["LogisticNormal"]),
    "mixture_same_family": (mixture, ["MixtureSameFamily"]),
    "multinomial": (counts, ["Multinomial"]),
    "negative_binomial": (counts, ["NegativeBinomial"]),
    "one_hot_categorical": (discrete, ["OneHotCategorical", "OneHotCategoricalStraightThrough"]),
    "pareto": (heavy_tailed, ["Pareto"]),
    "poisson": (discrete, ["Poisson"]),
    "studentT": (heavy_tailed, ["StudentT"]),
    "uniform": (normal, ["Uniform"]),
    "weibull": (heavy_tailed, ["Weibull"]),
}


def register(package):
    for name, (source, names) in _ALIASES.items():
        module = types.ModuleType(f"{package.__name__}.{name}", f"Alias of {source.__name__} for {', '.join(names)}.")
        module.__all__ = list(names)
        for attr in names:
            setattr(module, attr, getattr(source, attr))
        sys.modules[module.__name__] = module
        setattr(package, name, module)
