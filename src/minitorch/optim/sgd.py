from .optimizer import Optimizer, _check_fused, required
from .._tensor import Tensor


class SGD(Optimizer):
    def __init__(self, params, lr=1e-3, momentum=0, dampening=0, weight_decay=0, nesterov=False, *, maximize=False,
                 foreach=None, differentiable=False, fused=None):
        if isinstance(lr, Tensor) and lr.numel() != 1:
            raise ValueError("Tensor lr must be 1-element")
        if lr is not required and lr < 0.0:
            raise ValueError(f"Invalid learning rate: {lr}")
        if momentum < 0.0:
            raise ValueError(f"Invalid momentum value: {momentum}")
        if weight_decay < 0.0:
            raise ValueError(f"Invalid weight_decay value: {weight_decay}")
        if nesterov and (momentum <= 0 or dampening != 0):
            raise ValueError("Nesterov momentum requires a momentum and zero dampening")
        super().__init__(params, dict(lr=lr, momentum=momentum, dampening=dampening, weight_decay=weight_decay,
                                      nesterov=nesterov, maximize=maximize, foreach=foreach,
                                      differentiable=differentiable, fused=fused))
        _check_fused(self)

    def step(self, closure=None):
        return self._run(closure)

    def _update(self, p, grad, group, state):
        # In place on the arrays, one pass per step of PyTorch's update (buf.mul_(momentum).add_(grad),
        # param.add_(grad, alpha=-lr)), each rounded as that step rounds. Without momentum the state is left
        # untouched (PyTorch keeps no entry for the parameter).
        x = p._data
        if group["weight_decay"]:
            grad = grad + group["weight_decay"] * x
        momentum = group["momentum"]
        if momentum:
            buf = state.get("momentum_buffer")
            if buf is None:
                buf = p.detach().clone()
                buf._data[...] = grad
                state["momentum_buffer"] = buf
            else:
                b = buf._data
                b *= momentum
                dampening = group["dampening"]
                b += (1 - dampening) * grad if dampening else grad
            grad = grad + momentum * buf._data if group["nesterov"] else buf._data
        x -= float(group["lr"]) * grad  # alpha=-lr: a Tensor lr as its value
