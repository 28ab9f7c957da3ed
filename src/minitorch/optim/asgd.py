"""ASGD (torch.optim.ASGD): SGD with a decaying step size and a running (Polyak) average ``ax`` of the iterates.

``eta`` and ``mu`` live in float32 scalar tensors (PyTorch's scalar dtype), so the step uses their float32
roundings; that is reproduced here."""
from .optimizer import Optimizer, _check_lr, _no_capturable, _to_scalar
from .. import _creation


class ASGD(Optimizer):
    def __init__(self, params, lr=1e-2, lambd=1e-4, alpha=0.75, t0=1e6, weight_decay=0, foreach=None,
                 maximize=False, differentiable=False, capturable=False):
        _check_lr(lr)
        if not 0.0 <= weight_decay:
            raise ValueError(f"Invalid weight_decay value: {weight_decay}")
        super().__init__(params, dict(lr=lr, lambd=lambd, alpha=alpha, t0=t0, weight_decay=weight_decay,
                                      foreach=foreach, maximize=maximize, differentiable=differentiable,
                                      capturable=capturable))

    def step(self, closure=None):
        return self._run(closure)

    def _update(self, p, grad, group, state):
        lr, lambd = _to_scalar(group["lr"]), group["lambd"]
        if not state:
            state["step"] = _creation.tensor(0.0)
            state["eta"] = _creation.tensor(float(lr))
            state["mu"] = _creation.tensor(1.0)
            state["ax"] = _creation.zeros_like(p)
        _no_capturable(group, "params, mus, etas, and state_steps")
        x = p._data
        step = self._step_tensor(state)
        if group["weight_decay"] != 0:
            grad = grad + group["weight_decay"] * x
        eta = float(state["eta"]._data)
        x = x * (1 - lambd * eta)  # decay
        x = x - eta * grad
        ax, mu = state["ax"]._data, state["mu"]._data
        if float(mu) != 1:
            ax[...] = ax + (x - ax) * mu
        else:
            ax[...] = x
        # the new values pass through a default-dtype tensor first (torch.as_tensor), even into float64 state
        state["eta"]._data[...] = _creation.tensor(lr / (1 + lambd * lr * step) ** group["alpha"])._data
        mu[...] = _creation.tensor(1 / max(1, step - group["t0"]))._data
        return x
