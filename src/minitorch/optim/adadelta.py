"""Adadelta (torch.optim.Adadelta): steps scaled by the ratio of running RMS of updates and of gradients."""
from ..backends import array_module as _xp
from .optimizer import Optimizer, _addcmul_, _check_lr, _no_capturable, _to_scalar
from .. import _creation


class Adadelta(Optimizer):
    def __init__(self, params, lr=1.0, rho=0.9, eps=1e-6, weight_decay=0, foreach=None, *, capturable=False,
                 maximize=False, differentiable=False):
        _check_lr(lr)
        if not 0.0 <= rho <= 1.0:
            raise ValueError(f"Invalid rho value: {rho}")
        if not 0.0 <= eps:
            raise ValueError(f"Invalid epsilon value: {eps}")
        if not 0.0 <= weight_decay:
            raise ValueError(f"Invalid weight_decay value: {weight_decay}")
        super().__init__(params, dict(lr=lr, rho=rho, eps=eps, weight_decay=weight_decay, maximize=maximize,
                                      capturable=capturable, foreach=foreach, differentiable=differentiable))

    def step(self, closure=None):
        return self._run(closure)

    def _update(self, p, grad, group, state):
        if not state:
            state["step"] = _creation.tensor(0.0)
            state["square_avg"] = _creation.zeros_like(p)
            state["acc_delta"] = _creation.zeros_like(p)
        _no_capturable(group, devices="['cuda', 'xpu', 'hpu', 'privateuseone']")  # Adadelta leaves out xla
        x = p._data
        xp = _xp(x)
        rho, eps = group["rho"], group["eps"]
        self._step_tensor(state)
        if group["weight_decay"] != 0:
            grad = grad + group["weight_decay"] * x
        square_avg, acc_delta = state["square_avg"]._data, state["acc_delta"]._data
        # In place on the arrays, rounded as before (see Adam._update).
        _addcmul_(square_avg, rho, grad)
        delta = xp.sqrt(acc_delta + eps) / xp.sqrt(square_avg + eps) * grad
        _addcmul_(acc_delta, rho, delta)
        delta *= _to_scalar(group["lr"])
        x -= delta
