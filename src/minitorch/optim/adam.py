import math

from .optimizer import (Optimizer, _addcmul_, _check_adam_like, _check_fused, _div, _lerp_, _like, _no_capturable, _pow,
                        _to_scalar)
from .. import _creation
from .._tensor import Tensor
from ..backends import array_module


class Adam(Optimizer):
    _decoupled = False

    def __init__(self, params, lr=1e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=0, amsgrad=False, *,
                 foreach=None, maximize=False, capturable=False, differentiable=False, fused=None,
                 decoupled_weight_decay=None):
        if isinstance(lr, Tensor):
            if foreach and not capturable:
                raise ValueError("lr as a Tensor is not supported for capturable=False and foreach=True")
            if lr.numel() != 1:
                raise ValueError("Tensor lr must be 1-element")
        _check_adam_like(lr, eps, betas, weight_decay)
        if not ((isinstance(betas[0], float) and isinstance(betas[1], float))
                or (isinstance(betas[0], Tensor) and isinstance(betas[1], Tensor))):
            raise ValueError("betas must be either both floats or both Tensors")
        for i in (0, 1):
            if isinstance(betas[i], Tensor):
                if not capturable and foreach:
                    raise ValueError(f"betas[{i}] as a Tensor is not supported for capturable=False and foreach=True")
                if betas[i].numel() != 1:
                    raise ValueError(f"Tensor betas[{i}] must be 1-element")
        betas = tuple(b.squeeze() if isinstance(b, Tensor) and b.dim() != 0 else b for b in betas)
        decoupled = self._decoupled if decoupled_weight_decay is None else decoupled_weight_decay
        super().__init__(params, dict(lr=lr, betas=betas, eps=eps, weight_decay=weight_decay, amsgrad=amsgrad,
                                      maximize=maximize, foreach=foreach, capturable=capturable,
                                      differentiable=differentiable, fused=fused, decoupled_weight_decay=decoupled))
        _check_fused(self)

    def step(self, closure=None):
        return self._run(closure)

    def _update(self, p, grad, group, state):
        x = p._data
        xp = array_module(x)  # before x may become a NumPy scalar (a 0-dim parameter times a number)
        beta1, beta2 = group["betas"]
        lr, wd = group["lr"], group["weight_decay"]
        if group["capturable"]:  # refused at the step, after the state is made, as PyTorch's
            state.setdefault("step", _creation.tensor(0.0))
            for name in ("exp_avg", "exp_avg_sq", "max_exp_avg_sq")[:3 if group["amsgrad"] else 2]:
                self._buffer(p, state, name)
            _no_capturable(group)
        step = self._step_tensor(state)
        exp_avg = self._buffer(p, state, "exp_avg")._data
        exp_avg_sq = self._buffer(p, state, "exp_avg_sq")._data
        # In place on the arrays, each step rounded as PyTorch's update rounds it; temporaries are
        # new arrays (or NumPy scalars, for a 0-dim parameter), the state and the parameter are written.
        # A Tensor lr or betas arrives as a NumPy scalar of its dtype (Optimizer._hyperparameters): the scalar
        # arithmetic below then rounds as PyTorch's on the 0-dim tensor, and meets the arrays in their dtype.
        if wd:
            if group["decoupled_weight_decay"]:
                x *= _like(x, 1 - lr * wd)
            else:
                grad = grad + wd * x
        _lerp_(exp_avg, grad, 1 - _like(exp_avg, beta1))  # a Tensor beta1: cast to the parameter's dtype first
        _addcmul_(exp_avg_sq, beta2, grad)
        bias_correction1 = 1 - _pow(beta1, step)
        bias_correction2 = 1 - _pow(beta2, step)
        bias_correction2_sqrt = _pow(bias_correction2, 0.5) if hasattr(bias_correction2, "dtype") else \
            math.sqrt(bias_correction2)
        if group["amsgrad"]:
            max_sq = self._buffer(p, state, "max_exp_avg_sq")._data
            xp.maximum(max_sq, exp_avg_sq, out=max_sq)
            denom = xp.sqrt(max_sq)
        else:
            denom = xp.sqrt(exp_avg_sq)
        denom /= _like(denom, bias_correction2_sqrt)
        denom += group["eps"]
        update = _to_scalar(_div(lr, bias_correction1)) * exp_avg  # value=-step_size: taken as a number
        update /= denom
        x -= update


class AdamW(Adam):
    _decoupled = True

    def __init__(self, params, lr=1e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=1e-2, amsgrad=False, *,
                 maximize=False, foreach=None, capturable=False, differentiable=False, fused=None):
        super().__init__(params, lr, betas, eps, weight_decay, amsgrad, foreach=foreach, maximize=maximize,
                         capturable=capturable, differentiable=differentiable, fused=fused,
                         decoupled_weight_decay=True)

