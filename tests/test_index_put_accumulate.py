"""index_put(accumulate=True) with one integer index into the first dim (embedding's backward, index_add)
takes a flat-index add.at; the sums are made in PyTorch's order (each row's contributions one after another,
in index order), so float32 results are bit-identical to PyTorch's, and the errors are its errors."""
import numpy as np
import pytest

import minitorch

torch = pytest.importorskip("torch")


def put(lib, index, values_shape, base_shape=(7, 5)):
    rng = np.random.default_rng(len(values_shape))
    base = lib.tensor(rng.standard_normal(base_shape).astype(np.float32))
    values = lib.tensor((rng.standard_normal(values_shape) * 1e3).astype(np.float32))
    try:
        out = base.index_put((lib.tensor(index),), values, accumulate=True)
    except Exception as error:  # noqa: BLE001 (compared)
        return type(error).__name__, str(error)
    return out.numpy().tobytes()


@pytest.mark.parametrize("index, values_shape", [
    (np.random.default_rng(0).integers(0, 7, 500), (500, 5)),      # many repeats per row
    (np.array([3, -1, 3, -7, 0]), (5, 5)),                           # negative indices
    (np.array([[1, 2], [2, 1]]), (2, 2, 5)),                         # a 2-D index
    (np.array([4, 4, 4]), (5,)),                                      # values broadcast over the rows
    (np.array([1, 7]), (2, 5)),                                       # out of range
    (np.array([1, -8]), (2, 5)),
    (np.array([1, 2]), (3, 5)),                                       # values of the wrong shape
])
def test_index_put_accumulate_bitwise_as_pytorch(index, values_shape):
    mine, theirs = put(minitorch, index, values_shape), put(torch, index, values_shape)
    assert mine == theirs


def test_embedding_weight_gradient_bitwise_as_pytorch():
    indices = np.random.default_rng(1).integers(0, 50, (16, 40))
    grad = np.random.default_rng(2).standard_normal((16, 40, 8)).astype(np.float32)

    def weight_grad(lib):
        lib.manual_seed(0)
        emb = lib.nn.Embedding(50, 8)
        emb(lib.tensor(indices)).backward(lib.tensor(grad))
        return emb.weight.grad.numpy().tobytes()
    assert weight_grad(minitorch) == weight_grad(torch)


def index_errors(lib):
    """getitem, setitem and index_put_ on bad indices: the messages (ATen numbers an index by the index
    tensors before it, a k-dim mask counting k)."""
    x = lib.zeros(7, 5, 3)
    T = lib.tensor
    keys = [(slice(None), T([True] * 4)), (T([True] * 6),), (T([[True] * 5] * 6),), (slice(None), T([[True] * 3] * 4)),
            (slice(None), T([0, 1]), T([True, False])), (T([1, 7]),), (slice(None), T([9])),
            (T([0]), slice(None), T([4])), (Ellipsis, T([3])), (None, T([9])), (0, T([9])), (T([0]), T([-9]))]
    out = []
    for key in keys:
        for what in ("get", "set", "put"):
            try:
                if what == "get":
                    x[key]
                elif what == "set":
                    x[key] = 1.0
                elif all(isinstance(k, type(x)) for k in key):
                    x.index_put_(key, T(1.0), accumulate=True)
            except Exception as error:  # noqa: BLE001 (compared)
                out.append((what, type(error).__name__, str(error)))
    for shape in [(3, 5), (2, 4), (2, 1, 5)]:
        for accumulate in (True, False):
            try:
                x[:, :, 0].index_put((T([1, 2]),), lib.ones(*shape), accumulate=accumulate)
            except Exception as error:  # noqa: BLE001 (compared)
                out.append((shape, type(error).__name__, str(error)))
    return out


def test_index_errors_as_pytorch():
    assert index_errors(minitorch) == index_errors(torch)
