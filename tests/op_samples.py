"""Sample inputs for the yaml-driven op harness.

A sample in derivatives.yaml is an argument list over these constructors. Each returns a
Spec (a float64/int64/bool NumPy array and whether it requires grad) so the same values
can be given to minitorch and to PyTorch.
"""
from dataclasses import dataclass

import numpy as np

_rng = np.random.default_rng(0)


@dataclass
class Spec:
    array: np.ndarray
    requires_grad: bool

    def minitorch(self, dtype=None):
        import minitorch
        a = self.array if dtype is None or self.array.dtype.kind != "f" else self.array.astype(dtype)
        return minitorch.tensor(a.copy(), requires_grad=self.requires_grad)

    def torch(self, dtype=None):
        import torch
        a = self.array if dtype is None or self.array.dtype.kind != "f" else self.array.astype(dtype)
        return torch.tensor(a.copy(), requires_grad=self.requires_grad)


def T(*shape):
    return Spec(_rng.standard_normal(shape), True)


def P(*shape):
    return Spec(_rng.uniform(0.5, 2.0, shape), True)


def U(*shape):
    return Spec(_rng.uniform(-0.9, 0.9, shape), True)


def N(*shape):
    return Spec(_rng.standard_normal(shape), False)


def I(high, *shape, unique=False, unique_dim=None):  # noqa: E743 (index tensor)
    if unique:
        n = int(np.prod(shape))
        return Spec(_rng.permutation(high)[:n].reshape(shape).astype(np.int64), False)
    if unique_dim is not None:
        arr = np.stack([_rng.permutation(high)[:shape[unique_dim]] for _ in range(int(np.prod(shape)) //
                                                                               shape[unique_dim])])
        return Spec(np.moveaxis(arr.reshape(tuple(s for i, s in enumerate(shape) if i != unique_dim) +
                                            (shape[unique_dim],)), -1, unique_dim).astype(np.int64), False)
    return Spec(_rng.integers(0, high, shape).astype(np.int64), False)


def R(*shape, requires_grad=True):
    """Values in (0.1, 0.9): probabilities, or positive weights without a gradient."""
    return Spec(_rng.uniform(0.1, 0.9, shape), requires_grad)


def B(*shape):
    return Spec(_rng.random(shape) > 0.5, False)


NAMESPACE = {"T": T, "P": P, "U": U, "N": N, "I": I, "B": B, "R": R}


def parse_sample(text, torch_module, seed=0):
    """(args, kwargs) of Specs and plain values from a sample string (same seed, same values)."""
    global _rng
    _rng = np.random.default_rng(seed)
    ns = dict(NAMESPACE, torch=torch_module)
    return eval(f"(lambda *a, **k: (a, k))({text})", ns)


def convert(value, to, dtype=None):
    if isinstance(value, Spec):
        return value.minitorch(dtype) if to == "minitorch" else value.torch(dtype)
    if isinstance(value, list):
        return [convert(v, to, dtype) for v in value]
    if isinstance(value, tuple) and any(isinstance(v, Spec) for v in value):
        return tuple(convert(v, to, dtype) for v in value)
    return value
