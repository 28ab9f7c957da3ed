"""scatter / scatter_add / scatter_reduce / gather / index_add against PyTorch: errors in ATen's words and
order (index dtype, dims, sizes, out-of-bounds entries, negative ones never wrapping), and float32 sums
bit for bit (add.at on flat positions adds in ATen's order)."""
import numpy as np
import pytest

import minitorch

torch = pytest.importorskip("torch")


def outcomes(lib):
    T = lib.tensor
    a = lib.zeros(3, 5)
    calls = [
        lambda: a.scatter_add(1, T([[0, 9]]), lib.ones(1, 2)),
        lambda: a.scatter_add(1, T([[0, -1]]), lib.ones(1, 2)),
        lambda: a.scatter_add(1, T([[0, 1]] * 4), lib.ones(4, 2)),
        lambda: a.scatter_add(0, T([[0, 1, 2, 0, 1, 2]]), lib.ones(1, 6)),
        lambda: a.scatter_add(1, T([[0, 1, 2]]), lib.ones(1, 2)),
        lambda: a.scatter_add(1, T([[0.0]]), lib.ones(1, 1)),
        lambda: a.scatter_add(1, T([0, 1]), lib.ones(2)),
        lambda: a.scatter_add(1, T([[0, 1]], dtype=lib.int32), lib.ones(1, 2)),
        lambda: a.scatter_add(1, T([[0, 1]], dtype=lib.uint8), lib.ones(1, 2)),
        lambda: a.scatter_add(1, lib.zeros(0, dtype=lib.int64), lib.ones(1, 2)),
        lambda: a.scatter_add(1, T([[0, 1]]), lib.ones(1, 2, 1)),
        lambda: lib.tensor(1.0).scatter_add(0, T([0]), T([2.0])),
        lambda: a.scatter_add(-1, T([[4, 4, 4]]), lib.ones(2, 3)),
        lambda: a.scatter(1, T([[0, 1]] * 4), 2.0),
        lambda: a.scatter(1, T([[0, 7]]), 2.0),
        lambda: a.scatter(1, T([[0, 1]] * 4), lib.ones(4, 2)),
        lambda: a.scatter_reduce(1, T([[0, -1]]), lib.ones(1, 2), "sum"),
        lambda: a.scatter_reduce(1, T([[0, 1]] * 4), lib.ones(4, 2), "amax"),
        lambda: a.gather(1, T([[0, -1]])),
        lambda: a.gather(1, T([[0, 1]] * 4)),
        lambda: a.index_add(1, T([0, 4, 4]), lib.ones(3, 3)),
        lambda: a.index_add(1, T([0, 5]), lib.ones(3, 2)),
        lambda: a.index_add(1, T([0, -1]), lib.ones(3, 2)),
        lambda: a.index_add(1, T([0, 1]), lib.ones(3, 3)),
        lambda: a.index_add(1, T([0.0, 1.0]), lib.ones(3, 2)),
        lambda: a.index_add(0, T([2, 2]), lib.ones(2, 5), alpha=3),
    ]
    out = []
    for call in calls:
        try:
            out.append(call().tolist())
        except Exception as error:  # noqa: BLE001 (compared)
            out.append((type(error).__name__, str(error)))
    return out


def test_scatter_gather_index_add_outcomes_as_pytorch():
    for mine, theirs in zip(outcomes(minitorch), outcomes(torch)):
        assert mine == theirs


@pytest.mark.parametrize("dim", [0, 1, 2])
def test_scatter_add_and_index_add_sums_bitwise(dim):
    rng = np.random.default_rng(dim)
    base = rng.standard_normal((6, 7, 8)).astype(np.float32)
    shape = [6, 7, 8]
    shape[dim] = 30
    src = (rng.standard_normal(shape) * 100).astype(np.float32)
    index = rng.integers(0, base.shape[dim], shape)
    flat_index = rng.integers(0, base.shape[dim], 30)

    def run(lib):
        b = lib.tensor(base)
        scattered = b.scatter_add(dim, lib.tensor(index), lib.tensor(src))
        added = b.index_add(dim, lib.tensor(flat_index), lib.tensor(src), alpha=0.5)
        return scattered.numpy().tobytes(), added.numpy().tobytes()
    assert run(minitorch) == run(torch)


@pytest.mark.parametrize("dim", [0, 1, 2])
def test_index_add_unique_indices_as_pytorch(dim):
    """Indices without repeats take one fancy-indexed addition: the same bits as ATen's loop, signed zeros
    (added to a +0 base) and dtype casts included."""
    rng = np.random.default_rng(4)
    base = rng.standard_normal((5, 6, 7)).astype(np.float32)
    base[0] = 0.0
    index = rng.permutation(base.shape[dim])[:3]
    shape = list(base.shape)
    shape[dim] = 3
    source = rng.standard_normal(shape).astype(np.float32)
    source.reshape(-1)[::4] = -0.0

    def run(lib):
        return lib.tensor(base).index_add(dim, lib.tensor(index), lib.tensor(source), alpha=2).numpy().tobytes()
    assert run(minitorch) == run(torch)
