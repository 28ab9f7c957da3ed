import math

from .optimizer import Optimizer, _addcmul_, _check_adam_like, _lerp_


class Adam(Optimizer):
    _decoupled = False

    def __init__(self, params, lr=1e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=0, amsgrad=False, *,
                 foreach=None, maximize=False, capturable=False, differentiable=False, fused=None,
                 decoupled_weight_decay=None):
        _check_adam_like(lr, eps, betas, weight_decay)
        decoupled = self._decoupled if decoupled_weight_decay is None else decoupled_weight_decay
        super().__init__(params, dict(lr=lr, betas=tuple(betas), eps=eps, weight_decay=weight_decay, amsgrad=amsgrad,
                                      maximize=maximize, foreach=foreach, capturable=capturable,
                                      differentiable=differentiable, fused=fused, decoupled_weight_decay=decoupled))

    def step(self, closure=None):
        return self._run(closure)

    def _update(self, p, grad, group, state):
        x = p._data
        xp = _xp(x)  # before x may become a NumPy scalar (a 0-dim parameter times a number)
        beta1, beta2 = group["betas"]
        lr, wd = group["lr"], group["weight_decay"]
        step = self._step_tensor(state)
        exp_avg = self._buffer(p, state, "exp_avg")._data
        exp_avg_sq = self._buffer(p, state, "exp_avg_sq")._data
        # In place on the arrays, each step rounded as PyTorch's update rounds it; temporaries are
        # new arrays (or NumPy scalars, for a 0-dim parameter), the state and the parameter are written.
        if wd:
            if group["decoupled_weight_decay"]:
                x *= 1 - lr * wd
            else:
                grad = grad + wd * x
        _lerp_(exp_avg, grad, 1 - beta1)
        _addcmul_(exp_avg_sq, beta2, grad)
        bias_correction1 = 1 - beta1 ** step
        bias_correction2_sqrt = math.sqrt(1 - beta2 ** step)
        if group["amsgrad"]:
            max_sq = self._buffer(p, state, "max_exp_avg_sq")._data
            xp.maximum(max_sq, exp_avg_sq, out=max_sq)
            denom = xp.sqrt(max_sq)
        else:
            denom = xp.sqrt(exp_avg_sq)
        denom /= bias_correction2_sqrt
        denom += group["eps"]
        update = (lr / bias_correction1) * exp_avg
        update /= denom
        x -= update


class AdamW(Adam):
    _decoupled = True

    def __init__(self, params, lr=1e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=1e-2, amsgrad=False, *,
                 maximize=False, foreach=None, capturable=False, differentiable=False, fused=None):
        super().__init__(params, lr, betas, eps, weight_decay, amsgrad, foreach=foreach, maximize=maximize,
                         capturable=capturable, differentiable=differentiable, fused=fused,
                         decoupled_weight_decay=True)


def _xp(array):
    from ..backends import array_module
    return array_module(array)
