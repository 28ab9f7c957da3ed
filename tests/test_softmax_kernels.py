"""The softmax kernels, which work in place on the arrays they create: 0-d inputs (whose differences are NumPy
scalars), half precision, an expanded incoming gradient, against PyTorch."""
import numpy as np
import pytest

import minitorch

torch = pytest.importorskip("torch")


def run(lib, fn, values, seed_grad, dtype="float64"):
    x = lib.tensor(np.asarray(values, dtype=dtype), requires_grad=dtype != "float16")
    out = fn(lib, x)
    if dtype == "float16":
        return out.numpy(), None
    out.backward(seed_grad(lib, out))
    return out.detach().numpy(), x.grad.numpy()


CASES = [
    (lambda lib, x: lib.softmax(x, 0), 2.0),
    (lambda lib, x: lib.log_softmax(x, 0), 2.0),
    (lambda lib, x: lib.softmax(x, 1), np.arange(12.0).reshape(3, 4) / 3),
    (lambda lib, x: lib.log_softmax(x, -1), np.arange(12.0).reshape(3, 4) / 3),
    (lambda lib, x: lib.log_softmax(x, 0), np.arange(12.0).reshape(3, 4) / 3),
]


@pytest.mark.parametrize("fn, values", CASES)
@pytest.mark.parametrize("dtype", ["float64", "float32", "float16"])
def test_softmax_kernels_as_pytorch(fn, values, dtype):
    seed = lambda lib, out: lib.ones(out.shape[-1:] if out.dim() else ()).expand(out.shape) * 0.5  # noqa: E731
    mine, theirs = run(minitorch, fn, values, seed, dtype), run(torch, fn, values, seed, dtype)
    tol = {"float64": 1e-12, "float32": 1e-6, "float16": 1e-3}[dtype]
    for a, b in zip(mine, theirs):
        if b is not None:
            assert a.dtype == b.dtype and a.shape == b.shape
            np.testing.assert_allclose(a, b, rtol=tol, atol=tol)
