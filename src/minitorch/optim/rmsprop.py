from .adam import _xp
from .optimizer import Optimizer, _addcmul_, _lerp_


class RMSprop(Optimizer):
    def __init__(self, params, lr=1e-2, alpha=0.99, eps=1e-8, weight_decay=0, momentum=0, centered=False,
                 capturable=False, foreach=None, maximize=False, differentiable=False):
        if not 0.0 <= lr:
            raise ValueError(f"Invalid learning rate: {lr}")
        if not 0.0 <= eps:
            raise ValueError(f"Invalid epsilon value: {eps}")
        if not 0.0 <= momentum:
            raise ValueError(f"Invalid momentum value: {momentum}")
        if not 0.0 <= alpha:
            raise ValueError(f"Invalid alpha value: {alpha}")
        super().__init__(params, dict(lr=lr, momentum=momentum, alpha=alpha, eps=eps, centered=centered,
                                      weight_decay=weight_decay, capturable=capturable, foreach=foreach,
                                      maximize=maximize, differentiable=differentiable))

    def step(self, closure=None):
        return self._run(closure)

    def _update(self, p, grad, group, state):
        x = p._data
        xp = _xp(x)
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
            x -= group["lr"] * buf
            return
        update = group["lr"] * grad
        update /= avg
        x -= update
