"""mm over every operand layout: C-ordered and transposed operands, few rows and many (the kernel computes a
few rows against a transposed matrix as the transposed product), values as the float64 product's and the
result C-ordered, as ATen's."""
import numpy as np
import pytest

import minitorch
from minitorch import kernels as K


@pytest.mark.parametrize("rows", [1, 2, 16, 48, 49, 128])
@pytest.mark.parametrize("a_order,b_order", [("C", "C"), ("C", "F"), ("F", "C"), ("F", "F")])
def test_mm_values_and_layout(rows, a_order, b_order):
    rng = np.random.default_rng(rows)
    a = np.asarray(rng.standard_normal((rows, 300)), dtype=np.float32, order=a_order)
    b = np.asarray(rng.standard_normal((300, 200)), dtype=np.float32, order=b_order)
    out = K.mm(np, a, b)
    assert out.flags.c_contiguous and out.shape == (rows, 200) and out.dtype == np.float32
    np.testing.assert_allclose(out, a.astype(np.float64) @ b.astype(np.float64), rtol=1e-4, atol=1e-4)


def test_linear_on_few_rows_matches_float64_and_its_gradients():
    rng = np.random.default_rng(0)
    x = minitorch.tensor(rng.standard_normal((16, 128)).astype(np.float32), requires_grad=True)
    w = minitorch.tensor(rng.standard_normal((512, 128)).astype(np.float32), requires_grad=True)
    out = minitorch.nn.functional.linear(x, w)
    assert out.is_contiguous() and out.stride() == (512, 1)
    np.testing.assert_allclose(out.detach().numpy(), x.detach().numpy().astype(np.float64) @ w.detach().numpy().T,
                               rtol=1e-4, atol=1e-4)
    out.sum().backward()
    np.testing.assert_allclose(x.grad.numpy(), np.broadcast_to(w.detach().numpy().sum(0), (16, 128)), rtol=1e-4, atol=1e-4)
    np.testing.assert_allclose(w.grad.numpy(), np.broadcast_to(x.detach().numpy().sum(0), (512, 128)), rtol=1e-4, atol=1e-4)
