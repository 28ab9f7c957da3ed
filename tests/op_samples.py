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
    fixed_dtype: bool = False  # the sample named its dtype: the harness's dtype does not apply

    def _array(self, dtype):
        if dtype is None or self.fixed_dtype or self.array.dtype.kind != "f":
            return self.array
        return self.array.astype(dtype)

    def minitorch(self, dtype=None, contiguous=True):
        import minitorch
        return _build(minitorch, self._array(dtype), self.requires_grad, contiguous)

    def torch(self, dtype=None, contiguous=True):
        import torch
        return _build(torch, self._array(dtype), self.requires_grad, contiguous)

    # Arithmetic on specs shifts or scales the values (``P(3) + 1.0``, ``-P(4)``, ``I(20, 5) - 10``).
    def _map(self, fn):
        return Spec(np.asarray(fn(self.array)), self.requires_grad, self.fixed_dtype)

    def __add__(self, other):
        return self._map(lambda a: a + other)

    def __sub__(self, other):
        return self._map(lambda a: a - other)

    def __mul__(self, other):
        return self._map(lambda a: a * other)

    def __neg__(self):
        return self._map(lambda a: -a)


def _build(module, array, requires_grad, contiguous):
    """A leaf tensor holding ``array``; with ``contiguous=False`` a strided view with the same values
    (a transposed copy for 2+ dims, every other element of a longer tensor for 1 dim)."""
    if contiguous or array.ndim == 0 or array.size <= 1:
        return module.tensor(array.copy(), requires_grad=requires_grad)
    if array.ndim == 1:
        doubled = np.zeros(array.shape[0] * 2, array.dtype)
        doubled[::2] = array
        t = module.tensor(doubled)[::2]
    else:
        t = module.tensor(np.ascontiguousarray(array.T)).permute(*reversed(range(array.ndim)))
    assert not t.is_contiguous() or array.shape.count(1) >= array.ndim - 1
    return t.requires_grad_(requires_grad) if requires_grad else t


def T(*shape, dtype=None):
    """Standard normal values that require grad; float64 unless ``dtype`` (a NumPy name) says otherwise, for an op
    that refuses float64 (the harness then runs the sample in that dtype only)."""
    return Spec(_rng.standard_normal(shape).astype(dtype or np.float64), True, dtype is not None)


def P(*shape):
    return Spec(_rng.uniform(0.5, 2.0, shape), True)


def U(*shape):
    return Spec(_rng.uniform(-0.9, 0.9, shape), True)


def N(*shape, dtype=None):
    return Spec(_rng.standard_normal(shape).astype(dtype or np.float64), False, dtype is not None)


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


def V(values, requires_grad=None, dtype=None):
    """Explicit values (edge cases: zeros, ties, inf, nan); float values require grad. ``dtype`` (a NumPy
    name) for integer tensors other than int64, e.g. LAPACK's int32 pivots."""
    array = np.asarray(values, dtype=dtype)
    if array.dtype.kind == "f":
        array = array.astype(np.float64)
    return Spec(array, array.dtype.kind == "f" if requires_grad is None else requires_grad)


NAMESPACE = {"T": T, "P": P, "U": U, "N": N, "I": I, "B": B, "V": V, "R": R, "inf": float("inf"), "nan": float("nan")}


def parse_sample(text, torch_module, seed=0):
    """(args, kwargs) of Specs and plain values from a sample string (same seed, same values)."""
    global _rng
    _rng = np.random.default_rng(seed)
    ns = dict(NAMESPACE, torch=torch_module)
    return eval(f"(lambda *a, **k: (a, k))({text})", ns)


def convert(value, to, dtype=None, contiguous=True):
    if isinstance(value, Spec):
        return value.minitorch(dtype, contiguous) if to == "minitorch" else value.torch(dtype, contiguous)
    if isinstance(value, list):
        return [convert(v, to, dtype, contiguous) for v in value]
    if isinstance(value, tuple) and any(isinstance(v, Spec) for v in value):
        return tuple(convert(v, to, dtype, contiguous) for v in value)
    return value
