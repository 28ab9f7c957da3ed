"""Muon (torch.optim.Muon, PyTorch 2.13): momentum SGD for 2-D parameters whose update is orthogonalised by a
quintic Newton-Schulz iteration. PyTorch runs that iteration in bfloat16; minitorch has no bfloat16 dtype, so
it computes in float32 and rounds each result to bfloat16's precision (round to nearest even), as a
bfloat16 op that accumulates in float32 does."""
import math

from .optimizer import Optimizer

__all__ = ["Muon"]

EPS = 1e-7
DEFAULT_A, DEFAULT_B, DEFAULT_C = 3.4445, -4.7750, 2.0315
DEFAULT_NS_STEPS = 5


def _bfloat16(x):
    """float32 values rounded to bfloat16 (the top 16 bits, nearest, ties to even), kept as float32."""
    bits = x.astype("float32").view("uint32")
    rounded = (bits + ((bits >> 16) & 1) + 0x7FFF) & 0xFFFF0000
    return rounded.astype("uint32").view("float32")


def _zeropower_via_newtonschulz(grad, ns_coefficients, ns_steps, eps):
    """An approximately orthogonal matrix with grad's singular vectors (singular values near 1): X / |X|_F,
    then ns_steps of X <- a X + (b G + c G^2) X with G = X X^T, on the wide orientation."""
    if ns_steps >= 100:
        raise ValueError("Number of steps must be less than 100 for computational efficiency")
    if grad.ndim != 2:
        raise ValueError("Input tensor gradient must be a 2D matrix")
    if len(ns_coefficients) != 3:
        raise ValueError("Coefficients must be a tuple of exactly 3 values")
    a, b, c = ns_coefficients
    tall = grad.shape[0] > grad.shape[1]
    x = _bfloat16(grad)
    if tall:
        x = x.T
    norm = _bfloat16((x * x).sum(dtype="float32") ** 0.5)
    x = _bfloat16(x / norm.clip(_bfloat16(x.dtype.type(eps)), None))  # array methods: any array module
    for _ in range(ns_steps):
        gram = _bfloat16(x @ x.T)
        update = _bfloat16(x.dtype.type(b) * gram + x.dtype.type(c) * (gram @ gram))
        x = _bfloat16(x.dtype.type(a) * x + update @ x)
    return x.T if tall else x


def _adjust_lr(lr, adjust_lr_fn, shape):
    """Keller Jordan's sqrt(max(1, A / B)) ('original', the default) or Moonshot's 0.2 sqrt(max(A, B))
    ('match_rms_adamw'), which give the orthogonal update a consistent RMS across shapes."""
    rows, cols = shape[:2]
    if adjust_lr_fn is None or adjust_lr_fn == "original":
        ratio = math.sqrt(max(1, rows / cols))
    elif adjust_lr_fn == "match_rms_adamw":
        ratio = 0.2 * math.sqrt(max(rows, cols))
    else:
        ratio = 1.0
    return lr * ratio


def _lerp(start, end, weight):
    """ATen's lerp: from the nearer end, so weight 1 gives ``end`` exactly."""
    weight = start.dtype.type(weight)
    return start + weight * (end - start) if abs(weight) < 0.5 else end - (end - start) * (1 - weight)


class Muon(Optimizer):
    def __init__(self, params, lr=1e-3, weight_decay=0.1, momentum=0.95, nesterov=True,
                 ns_coefficients=(DEFAULT_A, DEFAULT_B, DEFAULT_C), eps=EPS, ns_steps=DEFAULT_NS_STEPS,
                 adjust_lr_fn=None):
        from .._tensor import Tensor
        if isinstance(lr, Tensor) and lr.numel() != 1:
            raise ValueError("Tensor lr must be 1-element")
        if not 0.0 <= lr:
            raise ValueError(f"Learning rate should be >= 0 but is: {lr}")
        if not 0.0 <= momentum:
            raise ValueError(f"momentum should be >= 0 but is: {momentum}")
        if not 0.0 <= weight_decay:
            raise ValueError(f"weight decay should be >= 0 but is: {weight_decay}")
        if adjust_lr_fn is not None and adjust_lr_fn not in ("original", "match_rms_adamw"):
            raise ValueError(f"Adjust learning rate function {adjust_lr_fn} is not supported")
        super().__init__(params, dict(lr=lr, weight_decay=weight_decay, momentum=momentum, nesterov=nesterov,
                                      ns_coefficients=ns_coefficients, eps=eps, ns_steps=ns_steps,
                                      adjust_lr_fn=adjust_lr_fn))
        for group in self.param_groups:
            for p in group["params"]:
                if p.ndim != 2:
                    raise ValueError(f"Muon only supports 2D parameters whereas we found a parameter with size: "
                                     f"{p.size()}")

    def step(self, closure=None):
        return self._run(closure)

    def _update(self, p, grad, group, state):
        lr = float(group["lr"])
        buf = self._buffer(p, state, "momentum_buffer")
        buf._data[...] = _lerp(buf._data, grad, 1 - group["momentum"])
        update = _lerp(grad, buf._data, group["momentum"]) if group["nesterov"] else buf._data
        update = _zeropower_via_newtonschulz(update, group["ns_coefficients"], group["ns_steps"], group["eps"])
        x = p._data * p._data.dtype.type(1 - lr * group["weight_decay"])
        return x + p._data.dtype.type(-_adjust_lr(lr, group["adjust_lr_fn"], p.shape)) * update.astype(x.dtype)
