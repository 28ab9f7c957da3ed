"""softmax's last step, as ATen's loops take it (no PyTorch needed)."""
import numpy as np
import pytest

import minitorch
from minitorch import kernels as K


def test_softmax_normalises_as_atens_loops():
    """Over the last dim ATen multiplies each exp by 1 / sum (its vectorised last-dim loop); over another dim it
    divides: the same operations here, so the last bits follow PyTorch's more often (49 % of float32 elements
    of a (512, 256) softmax bitwise against 41 % dividing; the exps and sums themselves differ in places)."""
    x = np.random.default_rng(3).standard_normal((40, 30)).astype(np.float32)
    for dim in (1, 0):
        e = np.exp(x - x.max(dim, keepdims=True))
        total = e.sum(dim, keepdims=True)
        want = e * (np.float32(1) / total) if dim == 1 else e / total
        np.testing.assert_array_equal(minitorch.softmax(minitorch.tensor(x), dim).numpy(), want)


@pytest.mark.parametrize("dtype", [np.float16, np.float32, np.float64])
def test_row_maxima_as_reduceat_equal_numpys_max(dtype):
    """softmax and log_softmax take each row's maximum with one maximum.reduceat: the maxima of a.max, signs of
    zero and nan rows included."""
    rng = np.random.default_rng(0)
    a = rng.standard_normal((300, 37)).astype(dtype)
    a[0] = np.nan
    a[1, 5] = np.nan
    a[2] = -np.inf
    a[3, :] = 0.0
    a[3, ::2] = -0.0
    a[4] = -0.0
    a[5, 0] = np.inf
    a[6, 3], a[6, 4] = np.nan, np.inf
    for array, axis in ((a, 1), (a.reshape(10, 30, 37), 2), (a, 0), (a[:, ::2], 1), (a[:1], 1)):
        got, want = K._max_along(array, axis), array.max(axis=axis, keepdims=True)
        assert got.shape == want.shape
        np.testing.assert_array_equal(got, want)
        np.testing.assert_array_equal(np.signbit(got), np.signbit(want))
