"""``x ** s`` for a floating x and the exponents ATen special-cases (2, 3, -2, -1, 0.5, -0.5): the same bits
as PyTorch's (products and sqrt/reciprocal, not libm's pow), signed zeros and infinities included; the
gradient, second derivative and in-place pow_ follow."""
import numpy as np
import pytest

import minitorch

torch = pytest.importorskip("torch")

SPECIAL = [0.0, -0.0, np.inf, -np.inf, -2.0, 3.5, 1e-30, 1e30, 7.0, -1.5]


def same(a, b):
    """Equal bit for bit, except that any nan matches any nan (the sign of a nan is not specified)."""
    a, b = np.asarray(a), np.asarray(b)
    nan_a, nan_b = np.isnan(a), np.isnan(b)
    return (np.array_equal(nan_a, nan_b) and np.array_equal(a[~nan_a], b[~nan_b])
            and np.array_equal(np.signbit(a[~nan_a]), np.signbit(b[~nan_b])))


@pytest.mark.parametrize("dtype", ["float32", "float64"])
@pytest.mark.parametrize("exponent", [2, 3, -2, -1, 0.5, -0.5, 2.0, 3.0, 4, 0, 1])
def test_pow_scalar_bits_as_pytorch(dtype, exponent):
    rng = np.random.default_rng(0)
    values = np.concatenate([SPECIAL, rng.standard_normal(5000) * 3]).astype(dtype)
    ours = (minitorch.tensor(values) ** exponent).numpy()
    torch.tensor(values) ** exponent  # PyTorch's first vectorised sqrt/pow in a process is sometimes off by far
    theirs = (torch.tensor(values) ** exponent).numpy()  # more than an ulp (24% of elements): warm it up
    if exponent in (4, 0.5, -0.5):
        # libm's pow against PyTorch's vectorised pow; PyTorch's vectorised sqrt is not always correctly
        # rounded: within an ulp, the special values exact
        np.testing.assert_allclose(ours, theirs, rtol=2 * np.finfo(dtype).eps)
        assert same(ours[:len(SPECIAL)], theirs[:len(SPECIAL)])
    else:
        assert same(ours, theirs)
    assert ours.dtype == theirs.dtype


@pytest.mark.parametrize("exponent", [2, 3, -2, -1, 0.5, -0.5])
def test_pow_scalar_inplace_as_out_of_place(exponent):
    values = np.array(SPECIAL, np.float32)
    x = minitorch.tensor(values)
    version = x._version
    x.pow_(exponent)
    assert x._version == version + 1
    assert same(x.numpy(), (torch.tensor(values) ** exponent).numpy())


@pytest.mark.parametrize("exponent", [2, 3, -2, -1, 0.5, -0.5])
def test_pow_scalar_gradients(exponent):
    rng = np.random.default_rng(1)
    values = rng.uniform(0.5, 2.0, (3, 4))
    x = minitorch.tensor(values, requires_grad=True)
    (g,) = minitorch.autograd.grad((x ** exponent).sum(), x, create_graph=True)
    (gg,) = minitorch.autograd.grad(g.sum(), x)
    np.testing.assert_allclose(g.detach().numpy(), exponent * values ** (exponent - 1), rtol=1e-12)
    np.testing.assert_allclose(gg.numpy(), exponent * (exponent - 1) * values ** (exponent - 2), rtol=1e-12)
    assert (x ** exponent).grad_fn.name() == "PowBackward0"


def test_integer_pow_unchanged():
    x = minitorch.tensor([-3, 2, 5])
    assert (x ** 3).tolist() == [-27, 8, 125]
    assert (x ** 2).dtype == minitorch.int64
    assert (x ** 0.5).dtype == minitorch.float32
    with pytest.raises(RuntimeError, match="Integers to negative integer powers are not allowed"):
        x ** -2


@pytest.mark.parametrize("exponent", [2, 3, 4, 0.5, -1])
def test_pow_gradient_bits_as_pytorch(exponent):
    """PyTorch's pow_backward order, ``grad * (exponent * self.pow(exponent - 1))``: its bits in float32."""
    rng = np.random.default_rng(2)
    values = np.abs(rng.standard_normal(4096)).astype(np.float32) + np.float32(0.1)
    seed = rng.standard_normal(4096).astype(np.float32)

    def run(lib):
        x = lib.tensor(values, requires_grad=True)
        (x ** exponent).backward(lib.tensor(seed))
        return x.grad.numpy().tobytes()
    run(torch)  # warm-up (see test_pow_scalar_bits_as_pytorch)
    assert run(minitorch) == run(torch)


@pytest.mark.parametrize("dtype", ["float32", "float64"])
@pytest.mark.parametrize("value", [0.7, 1, -0.001])
def test_addcdiv_bits_as_pytorch(dtype, value):
    """addcdiv in ATen's order, ``(value * tensor1) / tensor2 + self`` (Adam's update): PyTorch's bits, in and
    out of place."""
    rng = np.random.default_rng(3)
    a, b = (rng.standard_normal(4096).astype(dtype) for _ in range(2))
    c = (np.abs(rng.standard_normal(4096)) + 0.2).astype(dtype)

    def run(lib):
        out = lib.addcdiv(lib.tensor(a), lib.tensor(b), lib.tensor(c), value=value)
        inplace = lib.tensor(a.copy())
        inplace.addcdiv_(lib.tensor(b), lib.tensor(c), value=value)
        return out.numpy().tobytes(), inplace.numpy().tobytes()
    assert run(minitorch) == run(torch)
