"""Adafactor (torch.optim.Adafactor): second moments kept as row and column factors for matrices.

A tensor of two or more dims keeps ``row_var`` (last dim reduced) and ``col_var`` (second-to-last dim
reduced), whose outer product over the row mean estimates the full second moment; a vector keeps ``variance``."""
from ..backends import array_module as _xp
from .optimizer import Optimizer, _to_scalar, _lerp
from .. import _creation, _dtype


class Adafactor(Optimizer):
    def __init__(self, params, lr=1e-2, beta2_decay=-0.8, eps=(None, 1e-3), d=1.0, weight_decay=0.0, *,
                 foreach=None, maximize=False):
        from .._tensor import Tensor
        if isinstance(lr, Tensor) and lr.numel() != 1:
            raise ValueError("Tensor lr must be 1-element")
        if not 0.0 <= lr:
            raise ValueError(f"Learning rate should be >= 0 but is: {lr}")
        if not 0.0 >= beta2_decay:
            raise ValueError(f"beta2_decay should be <= 0 but is: {beta2_decay}")
        if eps[0] is not None and not 0.0 <= eps[0]:
            raise ValueError(f"epsilon1 should be >= 0 but is: {eps[0]}")
        if not 0.0 <= eps[1]:
            raise ValueError(f"epsilon2 should be >= 0 but is: {eps[1]}")
        if not 1.0 <= d:
            raise ValueError(f"Clipping threshold d should be >= 1 but is: {d}")
        if not 0.0 <= weight_decay:
            raise ValueError(f"weight_decay should be >= 0 but is: {weight_decay}")
        super().__init__(params, dict(lr=lr, beta2_decay=beta2_decay, eps=eps, d=d, weight_decay=weight_decay,
                                      foreach=foreach, maximize=maximize))

    def step(self, closure=None):
        return self._run(closure)

    def _update(self, p, grad, group, state):
        if p.is_complex():
            raise RuntimeError("Adafactor does not support complex parameters")
        if not state:
            state["step"] = _creation.tensor(0.0)
            if grad.ndim > 1:
                state["row_var"] = _creation.zeros(*grad.shape[:-1], 1, dtype=p.dtype, device=p.device)
                state["col_var"] = _creation.zeros(*grad.shape[:-2], 1, grad.shape[-1], dtype=p.dtype, device=p.device)
            else:
                state["variance"] = _creation.zeros_like(p)
        x = p._data
        xp = _xp(x)
        eps1, eps2 = group["eps"]
        if eps1 is None:
            eps1 = _dtype.finfo(p.dtype).eps
        lr = _to_scalar(group["lr"])
        step = self._step_tensor(state)
        beta2_weight = step ** group["beta2_decay"]  # 1 - beta2_t
        rho = min(lr, 1 / step ** 0.5)
        alpha = max(eps2, float(xp.sqrt(xp.sum(x * x))) / x.size ** 0.5) * rho
        if group["weight_decay"] != 0:
            x = x * (1 - lr * group["weight_decay"])
        if grad.ndim > 1:
            row_var, col_var = state["row_var"]._data, state["col_var"]._data
            row_var[...] = _lerp(row_var, xp.sum(grad * grad, axis=-1, keepdims=True) / grad.shape[-1], beta2_weight)
            col_var[...] = _lerp(col_var, xp.sum(grad * grad, axis=-2, keepdims=True) / grad.shape[-2], beta2_weight)
            var_estimate = (row_var @ col_var) / xp.maximum(row_var.mean(axis=-2, keepdims=True), eps1)
        else:
            variance = state["variance"]._data
            variance[...] = _lerp(variance, grad * grad, beta2_weight)
            var_estimate = variance
        update = (1 / xp.sqrt(xp.maximum(var_estimate, eps1 * eps1))) * grad  # clamp_().rsqrt_().mul_(grad)
        denom = max(1.0, float(xp.sqrt(xp.sum(update * update))) / (update.size ** 0.5 * group["d"]))
        return x - (alpha / denom) * update
