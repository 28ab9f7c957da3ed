from ..backends import array_module as _xp
from .optimizer import Optimizer, _check_fused, _to_scalar
from .._tensor import Tensor


class Adagrad(Optimizer):
    def __init__(self, params, lr=1e-2, lr_decay=0, weight_decay=0, initial_accumulator_value=0, eps=1e-10,
                 foreach=None, *, maximize=False, differentiable=False, fused=None):
        if isinstance(lr, Tensor) and lr.numel() != 1:
            raise ValueError("Tensor lr must be 1-element")
        if not 0.0 <= lr:
            raise ValueError(f"Invalid learning rate: {lr}")
        if not 0.0 <= lr_decay:
            raise ValueError(f"Invalid lr_decay value: {lr_decay}")
        if not 0.0 <= weight_decay:
            raise ValueError(f"Invalid weight_decay value: {weight_decay}")
        if not 0.0 <= initial_accumulator_value:
            raise ValueError(f"Invalid initial_accumulator_value value: {initial_accumulator_value}")
        if not 0.0 <= eps:
            raise ValueError(f"Invalid epsilon value: {eps}")
        super().__init__(params, dict(lr=lr, lr_decay=lr_decay, eps=eps, weight_decay=weight_decay,
                                      initial_accumulator_value=initial_accumulator_value, foreach=foreach,
                                      maximize=maximize, differentiable=differentiable, fused=fused))
        _check_fused(self)
        from .. import _creation
        for group in self.param_groups:  # PyTorch creates Adagrad's state eagerly
            for p in group["params"]:
                state = self.state[p]
                state["step"] = _creation.tensor(0.0)
                state["sum"] = _creation.full_like(p, group["initial_accumulator_value"])

    def step(self, closure=None):
        return self._run(closure)

    def _update(self, p, grad, group, state):
        x = p._data
        xp = _xp(x)  # before x may become a NumPy scalar (a 0-dim parameter times a number)
        step = self._step_tensor(state)
        if group["weight_decay"]:
            grad = grad + group["weight_decay"] * x
        clr = _to_scalar(group["lr"] / (1 + (step - 1) * group["lr_decay"]))  # a Tensor lr: in its dtype (value=-clr)
        total = state["sum"]._data
        total += grad * grad  # in place, rounded as PyTorch's state_sum.addcmul_(grad, grad)
        denom = xp.sqrt(total)
        denom += group["eps"]
        update = clr * grad
        update /= denom
        x -= update
