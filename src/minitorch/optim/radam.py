"""RAdam (torch.optim.RAdam): Adam whose adaptive step is switched on once its variance is tractable."""
import math

from ..backends import array_module as _xp
from .optimizer import Optimizer, _addcmul_, _check_adam_like, _lerp_, _no_capturable, _to_scalar
from .. import _creation


class RAdam(Optimizer):
    def __init__(self, params, lr=1e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=0, decoupled_weight_decay=False,
                 *, foreach=None, maximize=False, capturable=False, differentiable=False):
        _check_adam_like(lr, eps, betas, weight_decay)
        super().__init__(params, dict(lr=lr, betas=betas, eps=eps, weight_decay=weight_decay, maximize=maximize,
                                      foreach=foreach, capturable=capturable,
                                      decoupled_weight_decay=decoupled_weight_decay, differentiable=differentiable))

    def step(self, closure=None):
        return self._run(closure)

    def _update(self, p, grad, group, state):
        if not state:
            state["step"] = _creation.tensor(0.0)
            state["exp_avg"] = _creation.zeros_like(p)
            state["exp_avg_sq"] = _creation.zeros_like(p)
        _no_capturable(group)
        x = p._data
        xp = _xp(x)  # taken before x may become a NumPy scalar (0-dim parameter times a number)
        beta1, beta2 = group["betas"]
        lr, wd = _to_scalar(group["lr"]), group["weight_decay"]
        step = self._step_tensor(state)
        if wd != 0:
            if group["decoupled_weight_decay"]:
                x *= 1 - lr * wd
            else:
                grad = grad + wd * x
        exp_avg, exp_avg_sq = state["exp_avg"]._data, state["exp_avg_sq"]._data
        # In place on the arrays, rounded as before (see Adam._update).
        _lerp_(exp_avg, grad, 1 - beta1)
        _addcmul_(exp_avg_sq, beta2, grad)
        bias_correction2 = 1 - beta2 ** step
        corrected = exp_avg / (1 - beta1 ** step)
        # rho: length of the approximated simple moving average; the rectified step needs rho_t > 5
        rho_inf = 2 / (1 - beta2) - 1
        rho_t = rho_inf - 2 * step * beta2 ** step / bias_correction2
        if rho_t > 5.0:
            rect = math.sqrt((rho_t - 4) * (rho_t - 2) * rho_inf / ((rho_inf - 4) * (rho_inf - 2) * rho_t))
            denom = xp.sqrt(exp_avg_sq)
            denom += group["eps"]
            corrected *= lr
            corrected *= bias_correction2 ** 0.5 / denom
            corrected *= rect
        else:
            corrected *= lr
        x -= corrected
