"""Rprop (torch.optim.Rprop): per-element step sizes grown or shrunk by the sign agreement of gradients."""
from ..backends import array_module as _xp
from .optimizer import Optimizer, _check_lr, _no_capturable, _to_scalar
from .. import _creation


class Rprop(Optimizer):
    def __init__(self, params, lr=1e-2, etas=(0.5, 1.2), step_sizes=(1e-6, 50), *, capturable=False, foreach=None,
                 maximize=False, differentiable=False):
        _check_lr(lr)
        if not 0.0 < etas[0] < 1.0 < etas[1]:
            raise ValueError(f"Invalid eta values: {etas[0]}, {etas[1]}")
        super().__init__(params, dict(lr=lr, etas=etas, step_sizes=step_sizes, foreach=foreach, maximize=maximize,
                                      differentiable=differentiable, capturable=capturable))

    def step(self, closure=None):
        return self._run(closure)

    def _update(self, p, grad, group, state):
        if not state:
            state["step"] = _creation.tensor(0.0)
            state["prev"] = _creation.zeros_like(p)
            state["step_size"] = _creation.full_like(p, _to_scalar(group["lr"]))
        _no_capturable(group, foreach_devices="['cuda', 'xpu', 'hpu', 'privateuseone', 'xla']")
        x = p._data
        xp = _xp(x)
        etaminus, etaplus = group["etas"]
        step_size_min, step_size_max = group["step_sizes"]
        self._step_tensor(state)
        prev, step_size = state["prev"]._data, state["step_size"]._data
        sign = xp.sign(grad * prev)
        factor = xp.ones_like(sign)  # sign 0 -> keep the step size
        factor[sign > 0] = etaplus
        factor[sign < 0] = etaminus
        step_size[...] = xp.clip(step_size * factor, step_size_min, step_size_max)
        grad = xp.where(sign < 0, 0, grad)  # a sign flip skips this step and forgets the gradient
        prev[...] = grad
        return x - xp.sign(grad) * step_size
