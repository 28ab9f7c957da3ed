"""The convolution kernel's paths against PyTorch, float64: columns copied per kernel offset, the
narrow-output path (stride 1, each column one run of the padded input's flattened plane, the extra
positions dropped), the stride-1 input gradient computed as a convolution with the flipped kernel, the
scatter it replaces for other strides, and the constant padding that replaced np.pad."""
import itertools

import numpy as np
import pytest

import minitorch
from minitorch import kernels as K

torch = pytest.importorskip("torch")

SPATIAL = {1: (9,), 2: (7, 6), 3: (5, 4, 5)}
CASES = list(itertools.product([1, 2, 3], [1, 2], [1, 3], [0, 1, 2], [1, 2], [1, 2]))


def conv_and_grads(lib, nd, groups, k, p, d, s, x, w, b):
    xt, wt, bt = (lib.tensor(v, requires_grad=True) for v in (x, w, b))
    try:
        out = getattr(lib.nn.functional, f"conv{nd}d")(xt, wt, bt, s, p, d, groups)
    except RuntimeError as error:
        return str(error)
    out.backward(lib.tensor(np.cos(np.arange(out.numel())).reshape(tuple(out.shape))))
    return [out.detach().numpy(), xt.grad.numpy(), wt.grad.numpy(), bt.grad.numpy()]


@pytest.mark.parametrize("nd, groups, k, p, d, s", CASES)
def test_convolution_and_its_gradients_match_pytorch(nd, groups, k, p, d, s):
    rng = np.random.default_rng(nd * 100 + k * 10 + p)
    x = rng.standard_normal((2, 4) + SPATIAL[nd])
    w = rng.standard_normal((6, 4 // groups) + (k,) * nd)
    b = rng.standard_normal(6)
    mine = conv_and_grads(minitorch, nd, groups, k, p, d, s, x, w, b)
    theirs = conv_and_grads(torch, nd, groups, k, p, d, s, x, w, b)
    if isinstance(theirs, str):
        assert mine == theirs
        return
    for a, e in zip(mine, theirs):
        assert a.shape == e.shape and a.strides == e.strides
        np.testing.assert_allclose(a, e, rtol=1e-12, atol=1e-12)


def test_narrow_output_path_equals_the_plain_columns():
    """Stride 1 and outputs under 8 wide take _conv_columns_wide; the same product by plain columns."""
    rng = np.random.default_rng(0)
    x = rng.standard_normal((3, 4, 5, 6))
    w = rng.standard_normal((5, 4, 3, 2))
    padded = K.pad_constant(np, x, [(0, 0), (0, 0), (1, 1), (0, 0)])
    out_size = (5, 5)
    cols, plane, run = K._conv_columns_wide(np, padded, 1, (3, 2), (1, 1), out_size)
    wide = K._unwiden(np, np.matmul(w.reshape(1, 5, -1), cols), 3, plane, run, out_size)
    plain, _ = K._conv_columns(np, padded, 1, (3, 2), (1, 1), (1, 1), out_size)
    expected = np.matmul(w.reshape(1, 5, -1), plain).reshape(3, 5, 5, 5)
    np.testing.assert_allclose(wide, expected, rtol=1e-13)
    assert wide.flags.c_contiguous


def test_input_gradient_with_infinite_weights_as_pytorch():
    """The flipped-kernel path multiplies the same elements as the scatter it replaces."""
    x = np.ones((1, 1, 4, 4))
    w = np.array([[[[np.inf, 0.0], [1.0, 2.0]]]])

    def grad(lib):
        xt = lib.tensor(x, requires_grad=True)
        lib.nn.functional.conv2d(xt, lib.tensor(w), padding=1).sum().backward()
        return xt.grad.tolist()
    assert grad(minitorch) == grad(torch)


@pytest.mark.parametrize("value", [0, 0.0, -0.0, 1.5, -np.inf])
def test_pad_constant_is_np_pad(value):
    a = np.arange(24.0).reshape(2, 3, 4)
    widths = [(0, 1), (2, 0), (1, 3)]
    out = K.pad_constant(np, a, widths, value)
    expected = np.pad(a, widths, constant_values=value)
    assert out.tobytes() == expected.tobytes() and out.shape == expected.shape


def test_constant_pad_of_integers_casts_as_pytorch():
    def padded(lib):
        return lib.nn.functional.pad(lib.tensor([[1, 2], [3, 4]]), (1, 2, 0, 1), value=7).tolist()
    assert padded(minitorch) == padded(torch)


@pytest.mark.parametrize("bad", [np.inf, np.nan])
def test_weight_gradient_with_a_non_finite_input_as_pytorch(bad):
    """The narrow-output weight gradient multiplies zeros into the dropped positions; an input inf or nan
    would make those nan, so such an input takes the plain columns: the gradient is PyTorch's."""
    x = np.arange(2 * 3 * 4 * 4, dtype=np.float64).reshape(2, 3, 4, 4) / 10
    x[0, 1, 2, 0] = bad

    def grad(lib):
        w = lib.tensor(np.ones((2, 3, 3, 3)), requires_grad=True)
        lib.nn.functional.conv2d(lib.tensor(x), w, padding=1).sum().backward()
        return w.grad.numpy()
    np.testing.assert_allclose(grad(minitorch), grad(torch), rtol=1e-12)  # nan and inf where PyTorch has them


T_CASES = [c for c in itertools.product([1, 2, 3], [1, 2], [1, 3], [0, 1, 2], [1, 2], [1, 2, 3], [0, 1])
           if c[-1] < c[-2] or c[-1] < c[-3]]   # output_padding below the stride or the dilation


def conv_transpose_and_grads(lib, nd, groups, s, p, op, d, x, w, b, dtype="float64"):
    xt, wt, bt = (lib.tensor(v.astype(dtype), requires_grad=True) for v in (x, w, b))
    try:
        out = getattr(lib.nn.functional, f"conv_transpose{nd}d")(xt, wt, bt, s, p, op, groups, d)
    except RuntimeError as error:
        return str(error)
    out.backward(lib.tensor(np.cos(np.arange(out.numel())).reshape(tuple(out.shape)).astype(dtype)))
    return [out.detach().numpy(), xt.grad.numpy(), wt.grad.numpy(), bt.grad.numpy()]


def _compare_transposed(nd, groups, s, p, op, d, x, w, b, dtype="float64"):
    mine = conv_transpose_and_grads(minitorch, nd, groups, s, p, op, d, x, w, b, dtype)
    theirs = conv_transpose_and_grads(torch, nd, groups, s, p, op, d, x, w, b, dtype)
    if isinstance(theirs, str):
        assert mine == theirs
        return
    tol = 1e-12 if dtype == "float64" else 1e-4
    for a, e in zip(mine, theirs):
        assert a.shape == e.shape and a.strides == e.strides and a.dtype == e.dtype
        np.testing.assert_allclose(a, e, rtol=tol, atol=tol)


@pytest.mark.parametrize("nd, groups, k, p, d, s, op", T_CASES)
def test_transposed_convolution_and_its_gradients_match_pytorch(nd, groups, k, p, d, s, op):
    """The phase buffers with one flat add per kernel offset, and the shared columns of the backward."""
    rng = np.random.default_rng(nd * 1000 + k * 100 + p * 10 + s)
    x = rng.standard_normal((2, 4) + SPATIAL[nd])
    w = rng.standard_normal((4, 6 // groups) + (k,) * nd)
    b = rng.standard_normal(6)
    _compare_transposed(nd, groups, s, p, op, d, x, w, b)


@pytest.mark.parametrize("dtype", ["float32", "float64"])
@pytest.mark.parametrize("s, p, op, d", [(1, 0, 0, 1), (2, 0, 0, 1), (2, 1, 1, 1), (3, 2, 1, (2, 1)),
                                         ((1, 2), (0, 1), (0, 1), 1)])
def test_transposed_convolution_bigger_shapes(dtype, s, p, op, d):
    rng = np.random.default_rng(7)
    x = rng.standard_normal((3, 6, 11, 13))
    w = rng.standard_normal((6, 5, 3, 4))
    b = rng.standard_normal(5)
    _compare_transposed(2, 1, s, p, op, d, x, w, b, dtype)


def test_transposed_convolution_small_input_big_kernel():
    """The phase grid would be much bigger than the input: the per-window scatter."""
    rng = np.random.default_rng(3)
    x = rng.standard_normal((2, 3, 2, 3))
    w = rng.standard_normal((3, 4, 5, 6))
    _compare_transposed(2, 1, 1, 0, 0, 2, x, w, rng.standard_normal(4))


@pytest.mark.parametrize("bad", [np.inf, np.nan])
def test_transposed_convolution_with_non_finite_values_as_pytorch(bad):
    """A non-finite weight would turn the zero padding of the phase grid into nan: the per-window scatter;
    a non-finite input goes through the padding as it is."""
    rng = np.random.default_rng(4)
    x = rng.standard_normal((2, 3, 4, 5))
    w = rng.standard_normal((3, 2, 3, 3))
    b = rng.standard_normal(2)
    for xx, ww in [(x, w.copy()), (x.copy(), w)]:
        (ww if xx is x else xx)[1, 0, 1, 2] = bad
        for s in (1, 2):
            _compare_transposed(2, 1, s, 1, 0, 1, xx, ww, b)
