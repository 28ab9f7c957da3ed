from .adam import _xp
from .optimizer import Optimizer


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
        square_avg[...] = square_avg * alpha + (1 - alpha) * grad * grad
        if group["centered"]:
            grad_avg = state["grad_avg"]._data
            grad_avg[...] = grad_avg + (grad - grad_avg) * (1 - alpha)
            avg = xp.sqrt(square_avg - grad_avg * grad_avg) + group["eps"]
        else:
            avg = xp.sqrt(square_avg) + group["eps"]
        if group["momentum"] > 0:
            buf = state["momentum_buffer"]._data
            buf[...] = buf * group["momentum"] + grad / avg
            return x - group["lr"] * buf
        return x - group["lr"] * grad / avg
