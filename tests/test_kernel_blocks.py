"""Elementwise kernels run over blocks of kernels._BLOCK elements (kernels._in_blocks): on arrays spanning
several blocks, with a short last one, every kernel so run gives the bits it gives on the whole array, specials
included; other shapes and layouts run the kernel as is."""
import numpy as np
import pytest

from minitorch import kernels as K

SPECIALS = [0.0, -0.0, np.inf, -np.inf, np.nan, 1e-40, -1e-40, 88.8, -88.8, 700.0, -700.0, 3.0, -3.0]

CASES = {  # kernel: (number of array arguments, the other arguments, input transform)
    "sigmoid": (1, (), None), "silu": (1, (), None), "mish": (1, (), None), "silu_backward": (2, (), None),
    "hardswish": (1, (), None), "hardswish_backward": (2, (), None), "elu": (1, (1.0, 1.0, 1.0), None),
    "elu_backward": (2, (0.7, 1.05, 1.0, False), None), "softplus": (1, (1.0, 20.0), None),
    "softplus_backward": (2, (2.0, 5.0), None), "logit": (1, (None,), lambda a: np.abs(a) * 0.1),
    "sigmoid_backward": (2, (), None), "tanh_backward": (2, (), None), "hardsigmoid_backward": (2, (), None),
    "leaky_relu": (1, (0.01,), None), "leaky_relu_backward": (2, (0.2,), None), "threshold_backward": (2, (0.5,), None),
    "hardtanh_backward": (2, (-1.0, 2.0), None),
    "erf": (1, (), None), "erfc": (1, (), None), "erfinv": (1, (), np.tanh), "lgamma": (1, (), None),
    "digamma": (1, (), None), "i0": (1, (), None), "i0e": (1, (), None), "i1": (1, (), None), "i1e": (1, (), None),
    "airy_ai": (1, (), None), "bessel_j0": (1, (), None), "bessel_j1": (1, (), None), "bessel_y0": (1, (), np.abs),
    "bessel_y1": (1, (), np.abs), "entr": (1, (), None), "erfcx": (1, (), None), "log_ndtr": (1, (), None),
    "modified_bessel_i0": (1, (), None), "modified_bessel_i1": (1, (), None), "modified_bessel_k0": (1, (), np.abs),
    "modified_bessel_k1": (1, (), np.abs), "ndtri": (1, (), np.tanh), "scaled_modified_bessel_k0": (1, (), np.abs),
    "scaled_modified_bessel_k1": (1, (), np.abs), "spherical_bessel_j0": (1, (), None),
}


def arrays(count, dtype, size):
    rng = np.random.default_rng(0)
    out = []
    for _ in range(count):
        a = (rng.standard_normal(size) * 4).astype(dtype)
        a[rng.integers(0, size, 200)] = rng.choice(np.array(SPECIALS, dtype), 200)
        out.append(a)
    return out


@pytest.mark.parametrize("name", sorted(CASES))
@pytest.mark.parametrize("dtype", [np.float32, np.float64])
def test_blocks_give_the_bits_of_the_whole_array(name, dtype):
    count, extra, transform = CASES[name]
    kernel = getattr(K, name)
    assert kernel.__wrapped__ is not kernel
    size = 2 * K._BLOCK + 77
    args = arrays(count, dtype, size)
    if transform is not None:
        args[0] = transform(args[0]).astype(dtype)
    args = [a.reshape(-1, size // 17 if size % 17 == 0 else 1) for a in args]
    with np.errstate(all="ignore"):
        blocked = kernel(np, *args, *extra)
        whole = kernel.__wrapped__(np, *args, *extra)
    assert blocked.shape == whole.shape and blocked.dtype == whole.dtype
    np.testing.assert_array_equal(blocked.view(f"uint{8 * blocked.itemsize}"), whole.view(f"uint{8 * whole.itemsize}"))


def test_other_layouts_run_the_kernel_as_is():
    a = np.random.default_rng(1).standard_normal((600, 500)).astype(np.float32)
    for arg in (a.T, a[:, ::2], a[:1]):
        np.testing.assert_array_equal(K.silu(np, arg), K.silu.__wrapped__(np, arg))
    g = np.ones(500, np.float32)  # a gradient broadcast against the input
    np.testing.assert_array_equal(K.sigmoid_backward(np, g, a), K.sigmoid_backward.__wrapped__(np, g, a))


@pytest.mark.parametrize("shape", [(2049, 64), (700, 300), (3, 50000)])
@pytest.mark.parametrize("dtype", [np.float32, np.float64])
def test_softmax_backwards_rows_in_blocks_give_the_whole_arrays_bits(shape, dtype):
    """softmax's and log_softmax's backward over the last dim in blocks of rows (a short last block here): the
    bits of each formula over the whole array, specials included; another dim runs the formula as is."""
    rng = np.random.default_rng(1)
    y = rng.random(shape).astype(dtype)
    y /= y.sum(-1, keepdims=True)
    g = (rng.standard_normal(shape) * 3).astype(dtype)
    g.reshape(-1)[rng.integers(0, g.size, 50)] = rng.choice(np.array(SPECIALS, dtype), 50)
    for axis in (-1, 0):
        want = y * (g - (g * y).sum(axis=axis, keepdims=True))
        np.testing.assert_array_equal(K.softmax_backward_data(np, g, y, axis), want)
        log_y = np.log(y)
        want = g - np.exp(log_y) * g.sum(axis=axis, keepdims=True)
        np.testing.assert_array_equal(K.log_softmax_backward_data(np, g, log_y, axis), want)


def test_wrappers_take_the_kernels_own_parameters():
    """A decorated kernel of 2 to 4 parameters is wrapped in a function of the same parameters, not ``*args``: CPython
    3.11 runs a call to a ``*args`` function in a new evaluation loop, a cost every small tensor paid. The wrapped
    kernel gets the arguments as given, and a large array still goes through the blocks."""
    import inspect
    checked = 0
    for name in CASES:
        kernel = getattr(K, name)
        inner = kernel.__wrapped__
        code = inner.__code__
        if code.co_flags & inspect.CO_VARARGS or not 2 <= code.co_argcount <= 4:
            continue
        assert not kernel.__code__.co_flags & inspect.CO_VARARGS, name
        assert kernel.__code__.co_argcount == code.co_argcount, name
        checked += 1
    assert checked >= 15
    seen = []
    wrapped = K._in_blocks(lambda xp, a, b: seen.append(a.size) or a + b)
    small, large = np.ones(10, np.float32), np.ones(2 * K._BLOCK + 1, np.float32)
    np.testing.assert_array_equal(wrapped(np, small, small), small + small)
    np.testing.assert_array_equal(wrapped(np, large, large), large + large)
    assert seen == [10, K._BLOCK, K._BLOCK, 1]
