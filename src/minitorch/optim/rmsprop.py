from ..backends import array_module as _xp
from .optimizer import Optimizer, _addcmul_, _lerp_, _no_capturable, _to_scalar
from .. import _creation
from .._tensor import Tensor


class RMSprop(Optimizer):
    def __init__(self, params, lr=1e-2, alpha=0.99, eps=1e-8, weight_decay=0, momentum=0, centered=False,
                 capturable=False, foreach=None, maximize=False, differentiable=False):
        if isinstance(lr, Tensor) and lr.numel() != 1:
            raise ValueError("Tensor lr must be 1-element")
        if not 0.0 <= lr:
            raise ValueError(f"Invalid learning rate: {lr}")
        if not 0.0 <= eps:
            raise ValueError(f"Invalid epsilon value: {eps}")
        if not 0.0 <= momentum:
            raise ValueError(f"Invalid momentum value: {momentum}")
        if not 0.0 <= weight_decay:
            raise ValueError(f"Invalid weight_decay value: {weight_decay}")
        if not 0.0 <= alpha:
            raise ValueError(f"Invalid alpha value: {alpha}")
        super().__init__(params, dict(lr=lr, momentum=momentum, alpha=alpha, eps=eps, centered=centered,
                                      weight_decay=weight_decay, capturable=capturable, foreach=foreach,
                                      maximize=maximize, differentiable=differentiable))

    def step(self, closure=None):
        return self._run(closure)

    def _update(self, p, grad, group, state):
        if group["capturable"]:  # refused at the step, after the state is made, as PyTorch's
            state.setdefault("step", _creation.tensor(0.0))
            self._buffer(p, state, "square_avg")
            _no_capturable(group, foreach_devices="['cuda', 'xpu', 'hpu', 'privateuseone', 'xla']")
        x = p._data
        xp = _xp(x)
        lr = _to_scalar(group["lr"])  # alpha=-lr / value=-lr: a Tensor lr as its value
        self._step_tensor(state)
        alpha = group["alpha"]
        if group["weight_decay"]:
            grad = grad + group["weight_decay"] * x
        square_avg = self._buffer(p, state, "square_avg")._data
        if group["momentum"] > 0:
            self._buffer(p, state, "momentum_buffer")
        if group["centered"]:
            self._buffer(p, state, "grad_avg")
        # In place, each step rounded as PyTorch's update rounds it (see Adam._update).
        _addcmul_(square_avg, alpha, grad)
        if group["centered"]:
            grad_avg = state["grad_avg"]._data
            _lerp_(grad_avg, grad, 1 - alpha)
            avg = xp.sqrt(square_avg - grad_avg * grad_avg)
        else:
            avg = xp.sqrt(square_avg)
        avg += group["eps"]
        if group["momentum"] > 0:
            buf = state["momentum_buffer"]._data
            buf *= group["momentum"]                          # buf.mul_(momentum).addcdiv_(grad, avg)
            buf += grad / avg
            x -= lr * buf
            return
        update = lr * grad
        update /= avg
        x -= update
