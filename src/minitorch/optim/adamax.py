"""Adamax (torch.optim.Adamax): Adam with the infinity norm in place of the second moment."""
from ..backends import array_module as _xp
from .optimizer import Optimizer, _check_adam_like, _lerp_, _no_capturable, _to_scalar
from .. import _creation


class Adamax(Optimizer):
    def __init__(self, params, lr=2e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=0, foreach=None, *,
                 maximize=False, differentiable=False, capturable=False):
        _check_adam_like(lr, eps, betas, weight_decay)
        super().__init__(params, dict(lr=lr, betas=betas, eps=eps, weight_decay=weight_decay, foreach=foreach,
                                      maximize=maximize, differentiable=differentiable, capturable=capturable))

    def step(self, closure=None):
        return self._run(closure)

    def _update(self, p, grad, group, state):
        if not state:
            state["step"] = _creation.tensor(0.0)
            state["exp_avg"] = _creation.zeros_like(p)
            state["exp_inf"] = _creation.zeros_like(p)
        _no_capturable(group)
        x = p._data
        beta1, beta2 = group["betas"]
        step = self._step_tensor(state)
        if group["weight_decay"] != 0:
            grad = grad + group["weight_decay"] * x
        exp_avg, exp_inf = state["exp_avg"]._data, state["exp_inf"]._data
        # In place on the arrays, rounded as before (see Adam._update).
        _lerp_(exp_avg, grad, 1 - beta1)
        exp_inf *= beta2
        bound = _xp(x).abs(grad)
        bound += group["eps"]
        _xp(x).maximum(exp_inf, bound, out=exp_inf)
        clr = _to_scalar(group["lr"]) / (1 - beta1 ** step)
        update = exp_avg / exp_inf
        update *= clr
        x -= update
