"""NAdam (torch.optim.NAdam): Adam with Nesterov momentum and a momentum schedule (mu_t)."""
from ..backends import array_module as _xp
from .optimizer import Optimizer, _addcmul_, _check_adam_like, _lerp_, _no_capturable, _to_scalar
from .. import _creation


class NAdam(Optimizer):
    def __init__(self, params, lr=2e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=0, momentum_decay=4e-3,
                 decoupled_weight_decay=False, *, foreach=None, maximize=False, capturable=False,
                 differentiable=False):
        _check_adam_like(lr, eps, betas, weight_decay)
        if not 0.0 <= momentum_decay:
            raise ValueError(f"Invalid momentum_decay value: {momentum_decay}")
        super().__init__(params, dict(lr=lr, betas=betas, eps=eps, weight_decay=weight_decay,
                                      momentum_decay=momentum_decay, decoupled_weight_decay=decoupled_weight_decay,
                                      maximize=maximize, foreach=foreach, capturable=capturable,
                                      differentiable=differentiable))

    def step(self, closure=None):
        return self._run(closure)

    def _update(self, p, grad, group, state):
        if not state:
            state["step"] = _creation.tensor(0.0)
            state["mu_product"] = _creation.tensor(1.0)
            state["exp_avg"] = _creation.zeros_like(p)
            state["exp_avg_sq"] = _creation.zeros_like(p)
        _no_capturable(group, "params, mu_products and state_steps",
                       foreach_tensors="params, mu_products, and state_steps")
        x = p._data
        xp = _xp(x)  # taken before x may become a NumPy scalar (0-dim parameter times a number)
        beta1, beta2 = group["betas"]
        lr, wd, decay = _to_scalar(group["lr"]), group["weight_decay"], group["momentum_decay"]
        step = self._step_tensor(state)
        if wd != 0:
            if group["decoupled_weight_decay"]:
                x *= 1 - lr * wd
            else:
                grad = grad + wd * x
        mu = beta1 * (1.0 - 0.5 * 0.96 ** (step * decay))
        mu_next = beta1 * (1.0 - 0.5 * 0.96 ** ((step + 1) * decay))
        product = state["mu_product"]._data
        product[...] = product * mu  # a float32 tensor (PyTorch's scalar dtype): it rounds every step
        mu_product = float(product)
        exp_avg, exp_avg_sq = state["exp_avg"]._data, state["exp_avg_sq"]._data
        # In place on the arrays, rounded as before (see Adam._update).
        _lerp_(exp_avg, grad, 1 - beta1)
        _addcmul_(exp_avg_sq, beta2, grad)
        denom = xp.sqrt(exp_avg_sq / (1 - beta2 ** step))
        denom += group["eps"]
        update = grad / denom
        update *= -lr * (1.0 - mu) / (1.0 - mu_product)
        x += update
        update = exp_avg / denom
        update *= -lr * mu_next / (1.0 - mu_product * mu_next)
        x += update
