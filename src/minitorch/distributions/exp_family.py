"""ExponentialFamily: distributions with density exp(<t(x), theta> - F(theta) + k(x)); entropy (and KL between
two of one family) follow from the log normalizer F by autograd (Bregman divergence)."""
import minitorch

from .distribution import Distribution

__all__ = ["ExponentialFamily"]


class ExponentialFamily(Distribution):
    @property
    def _natural_params(self):
        raise NotImplementedError

    def _log_normalizer(self, *natural_params):
        raise NotImplementedError

    @property
    def _mean_carrier_measure(self):
        raise NotImplementedError

    def entropy(self):
        result = -self._mean_carrier_measure
        params = [p.detach().requires_grad_() for p in self._natural_params]
        log_normalizer = self._log_normalizer(*params)
        grads = minitorch.autograd.grad(log_normalizer.sum(), params, create_graph=True)
        result = result + log_normalizer
        for param, grad in zip(params, grads):
            result = result - (param * grad).reshape(tuple(self._batch_shape) + (-1,)).sum(-1)
        return result
