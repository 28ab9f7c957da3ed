"""layer_norm's forward and backward work through blocks of rows (about kernels._BLOCK elements): every block
size gives the same bits as one block over all rows (the backward for each output mask), with and without a
weight, and the gradients still agree with finite differences."""
import itertools

import numpy as np
import pytest

import minitorch
from minitorch import kernels as K


@pytest.mark.parametrize("mask", list(itertools.product((True, False), repeat=3)))
@pytest.mark.parametrize("with_weight", [True, False])
def test_blocks_give_the_bits_of_one_block(monkeypatch, mask, with_weight):
    rng = np.random.default_rng(0)
    x = rng.standard_normal((37, 5, 24)).astype(np.float32) * 3 + 1
    dy = rng.standard_normal(x.shape).astype(np.float32)
    weight = rng.standard_normal((5, 24)).astype(np.float32) if with_weight else None
    bias = np.zeros((5, 24), np.float32) if with_weight else None
    _, mean, rstd = K.native_layer_norm(np, x, (5, 24), weight, bias, 1e-5)
    results = []
    for block in (10 ** 9, 240, 121, 1):  # one block; 2 rows a block; 1 row (121 < 120 + 1); 1 row
        monkeypatch.setattr(K, "_BLOCK", block)
        results.append(K.native_layer_norm_backward_arrays(np, dy, x, weight, mean, rstd, 2, mask))
    for other in results[1:]:
        for want, got in zip(results[0], other):
            if want is None:
                assert got is None
            else:
                np.testing.assert_array_equal(got, want)
    assert (results[0][0] is not None) == mask[0]
    assert (results[0][1] is not None) == (mask[1] and with_weight)


@pytest.mark.parametrize("dtype", [np.float16, np.float32, np.float64])
@pytest.mark.parametrize("with_weight", [True, False])
def test_forward_blocks_give_the_bits_of_one_block(monkeypatch, dtype, with_weight):
    rng = np.random.default_rng(2)
    x = (rng.standard_normal((37, 5, 24)) * 3 + 1).astype(dtype)
    x[3, 1, 2], x[8] = np.nan, np.inf
    weight = rng.standard_normal((5, 24)).astype(dtype) if with_weight else None
    bias = rng.standard_normal((5, 24)).astype(dtype) if with_weight else None
    results = []
    for block in (10 ** 9, 240, 121, 1):
        monkeypatch.setattr(K, "_BLOCK", block)
        results.append(K.native_layer_norm(np, x, (5, 24), weight, bias, 1e-5))
    for other in results[1:]:
        for want, got in zip(results[0], other):
            assert got.dtype == want.dtype == dtype and got.shape == want.shape
            np.testing.assert_array_equal(got, want)
    assert results[0][1].shape == results[0][2].shape == (37, 1, 1)


def test_gradients_against_finite_differences(monkeypatch):
    monkeypatch.setattr(K, "_BLOCK", 16)  # many blocks, the last one partial
    rng = np.random.default_rng(1)
    x = minitorch.tensor(rng.standard_normal((7, 6)), requires_grad=True)
    w = minitorch.tensor(rng.standard_normal(6), requires_grad=True)
    b = minitorch.tensor(rng.standard_normal(6), requires_grad=True)
    assert minitorch.autograd.gradcheck(lambda x, w, b: minitorch.nn.functional.layer_norm(x, (6,), w, b), (x, w, b))
