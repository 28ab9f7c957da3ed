"""Max pooling bit for bit against PyTorch, where its rule shows: ``val > maxval || isnan(val)`` over each
window in order, starting from the lowest value at the window's first element inside the input. So a tie
keeps the first element (and its sign of zero), a nan wins and the last nan's index is kept, a window of
nothing but -inf (or of padding) names its first element inside the input, and integer inputs pool with
padding. Also: a bool input is refused, the backward is an op of its own (MaxPool2DWithIndicesBackward
Backward0 under double backward, its ``self`` gradient zeros), and it skips an index outside the plane."""
import itertools

import numpy as np
import pytest

import minitorch

torch = pytest.importorskip("torch")

KINDS = {
    "signed zeros": lambda rng, shape: np.where(rng.random(shape) < 0.5, -0.0, 0.0),
    "mostly -inf": lambda rng, shape: np.where(rng.random(shape) < 0.7, -np.inf, rng.standard_normal(shape)),
    "nans": lambda rng, shape: np.where(rng.random(shape) < 0.3, np.nan, rng.standard_normal(shape)),
    "ties": lambda rng, shape: rng.integers(-2, 2, shape).astype(float),
    "specials": lambda rng, shape: rng.choice([-np.inf, np.inf, np.nan, 0.0, -0.0, 1.0], shape),
}
CONFIGS = list(itertools.product([(2, 2), (3, 3), (1, 3)], [None, (1, 1), (2, 1)], [(0, 0), (1, 1)],
                                 [(1, 1), (1, 2)], [False, True]))
# windows of more than 16 elements are searched row by row (argmax), not scanned per kernel offset
BIG = [((5, 5), None, (2, 2)), ((4, 5), (1, 2), (2, 1), (1, 1), True), ((3, 6), (2, 2), (1, 3)),
       ((5, 4), (3, 3), (0, 2), (2, 1), True)]


def pooled(lib, a, args, nd=2):
    pool = lib.nn.functional.max_pool2d if nd == 2 else lib.nn.functional.max_pool3d
    try:
        values, indices = pool(lib.tensor(a), *args, return_indices=True)
    except RuntimeError as error:
        return "RuntimeError", str(error)
    values = values.numpy()
    return str(values.dtype), values.tobytes(), indices.numpy().tolist()  # bytes: nan, and the sign of zero


@pytest.mark.parametrize("dtype", ["float32", "float64", "float16"])
@pytest.mark.parametrize("kind", list(KINDS))
def test_max_pool2d_values_and_indices_match_pytorch_bitwise(kind, dtype):
    rng = np.random.default_rng(len(kind))
    a = KINDS[kind](rng, (2, 3, 6, 7)).astype(dtype)
    for args in CONFIGS:
        assert pooled(minitorch, a, args) == pooled(torch, a, args), args


@pytest.mark.parametrize("kind", list(KINDS))
def test_max_pool2d_big_windows_match_pytorch_bitwise(kind):
    a = KINDS[kind](np.random.default_rng(11), (2, 3, 11, 12)).astype("float32")
    for args in BIG:
        assert pooled(minitorch, a, args) == pooled(torch, a, args), args
    ints = np.random.default_rng(12).integers(-50, 50, (2, 3, 11, 12))
    for args in BIG:
        assert pooled(minitorch, ints, args) == pooled(torch, ints, args), args


@pytest.mark.parametrize("output_size", [1, 2, 3, (2, 4), (3, 2)])
@pytest.mark.parametrize("kind", list(KINDS))
def test_adaptive_max_pool2d_matches_pytorch_bitwise(kind, output_size):
    """Even windows go through max pooling's kernel (row by row when big), uneven ones window by window."""
    a = KINDS[kind](np.random.default_rng(13), (2, 3, 12, 8)).astype("float32")

    def run(lib):
        values, indices = lib.nn.functional.adaptive_max_pool2d(lib.tensor(a), output_size, return_indices=True)
        return values.numpy().tobytes(), indices.numpy().tolist()
    assert run(minitorch) == run(torch)


@pytest.mark.parametrize("dtype", ["int64", "int32", "uint8", "int8"])
def test_max_pool_of_integers_with_padding_matches_pytorch(dtype):
    rng = np.random.default_rng(3)
    a = rng.integers(0 if dtype == "uint8" else -100, 100, (2, 3, 5, 6)).astype(dtype)
    for args in CONFIGS:
        assert pooled(minitorch, a, args) == pooled(torch, a, args), args
    a3 = a.reshape(2, 3, 5, 3, 2)
    for args in [((2, 2, 1), None, (1, 1, 0)), ((3, 2, 2), (1, 2, 1), (1, 1, 1), 1, True)]:
        assert pooled(minitorch, a3, args, 3) == pooled(torch, a3, args, 3), args


@pytest.mark.parametrize("kind", list(KINDS))
def test_max_pool3d_matches_pytorch_bitwise(kind):
    a = KINDS[kind](np.random.default_rng(5), (2, 2, 4, 5, 6)).astype("float32")
    for args in [((2, 2, 2),), ((3, 2, 2), (1, 2, 1), (1, 1, 1), 1, True), ((2, 3, 2), (2, 1, 1), (1, 1, 0), (2, 1, 1))]:
        assert pooled(minitorch, a, args, 3) == pooled(torch, a, args, 3), args


@pytest.mark.parametrize("nd", [2, 3])
def test_max_pool_refuses_bool_as_pytorch(nd):
    a = np.ones((1, 2) + (4,) * nd, dtype=bool)
    mine, theirs = pooled(minitorch, a, (2,), nd), pooled(torch, a, (2,), nd)
    assert mine == theirs and mine[0] == "RuntimeError"


def test_max_pool2d_gradients_match_pytorch_with_overlapping_windows():
    """Overlapping windows (stride 1) send several gradients to one input element: summed in order."""
    a = np.random.default_rng(7).integers(-3, 3, (2, 3, 6, 6)).astype("float32")
    g = np.random.default_rng(8).standard_normal((2, 3, 6, 6)).astype("float32")

    def grad(lib):
        x = lib.tensor(a, requires_grad=True)
        out = lib.nn.functional.max_pool2d(x, 3, 1, 1)
        out.backward(lib.tensor(g))
        return x.grad.numpy().tobytes()
    assert grad(minitorch) == grad(torch)


def test_max_pool2d_double_backward_is_an_op_of_its_own_as_pytorch():
    def graph(lib):
        x = lib.tensor(np.arange(16.0).reshape(1, 1, 4, 4), requires_grad=True)
        (g,) = lib.autograd.grad(lib.nn.functional.max_pool2d(x, 2).sum(), x, create_graph=True)
        (gg,) = lib.autograd.grad((g * g).sum(), x)
        return type(g.grad_fn).__name__, [type(f).__name__ for f, _ in g.grad_fn.next_functions if f], gg.tolist()
    assert graph(minitorch) == graph(torch)
    assert graph(minitorch)[0] == "MaxPool2DWithIndicesBackwardBackward0"


def test_max_pool2d_gradgradcheck():
    x = minitorch.tensor(np.random.default_rng(9).standard_normal((1, 2, 5, 5)), requires_grad=True)
    assert minitorch.autograd.gradgradcheck(lambda t: minitorch.nn.functional.max_pool2d(t, 2, 1, 1), (x,))


def test_max_pool_backward_skips_an_index_outside_the_plane_and_sums_repeats():
    from minitorch import kernels as K
    grad = np.array([[[[1.0, 2.0], [4.0, 8.0]]]])
    a = np.zeros((1, 1, 4, 4))
    out = K.max_pool_backward_nd(np, grad, a, np.array([[[[0, 16], [-1, 0]]]]), 2)
    expected = np.zeros(16)
    expected[0] = 9.0  # 1 + 8 at index 0; 16 and -1 lie outside the 4x4 plane (PyTorch: skipped)
    assert out.reshape(-1).tolist() == expected.tolist()
