"""``x.sum()`` and ``x.mean()`` of a float tensor add in ATen's order (src/minitorch/_aten_sum.py), so they are
PyTorch's values bit for bit: checked against a line-by-line transcription of ATen's loops (SumKernel.cpp's
cascade_sum with AVX2's vector widths, TensorIterator's split across threads), which runs without PyTorch,
and, where PyTorch is installed, against PyTorch itself."""
import numpy as np
import pytest

import minitorch
from minitorch import _aten_sum
from oracle import needs_torch, torch

LANES = {np.float32: 8, np.float64: 4}


# -- ATen's loops, transcribed one addition at a time --------------------------------------------------------
def reference_multi_row_sum(load, size, nrows, zero):
    level_power = max(4, (size - 1).bit_length() // 4 if size > 2 else 0)
    level_step = 1 << level_power
    level_mask = level_step - 1
    acc = [[zero] * nrows for _ in range(4)]
    i = 0
    while i + level_step <= size:
        for _ in range(level_step):
            for k in range(nrows):
                acc[0][k] = acc[0][k] + load(i, k)
            i += 1
        for j in range(1, 4):
            for k in range(nrows):
                acc[j][k] = acc[j][k] + acc[j - 1][k]
                acc[j - 1][k] = zero
            if i & (level_mask << (j * level_power)):
                break
    while i < size:
        for k in range(nrows):
            acc[0][k] = acc[0][k] + load(i, k)
        i += 1
    for j in range(1, 4):
        for k in range(nrows):
            acc[0][k] = acc[0][k] + acc[j][k]
    return acc[0]


def reference_row_sum(load, size, zero):
    size_ilp = size // 4
    partial = reference_multi_row_sum(lambda i, k: load(i * 4 + k), size_ilp, 4, zero)
    for i in range(size_ilp * 4, size):
        partial[0] = partial[0] + load(i)
    for k in range(1, 4):
        partial[0] = partial[0] + partial[k]
    return partial[0]


def reference_inner_sum(values):
    lanes, scalar = LANES[values.dtype.type], values.dtype.type
    n = values.size
    if n < lanes:
        return reference_row_sum(lambda i: values[i], n, scalar(0))
    vec_size = n // lanes
    vec_acc = reference_row_sum(lambda i: values[i * lanes:(i + 1) * lanes], vec_size, np.zeros(lanes, values.dtype))
    final = scalar(0)
    for k in range(vec_size * lanes, n):
        final = final + values[k]
    for lane in vec_acc:
        final = final + lane
    return final


def reference_full_sum(values, threads):
    scalar, n = values.dtype.type, values.size
    if n < 32768 or threads == 1:
        return scalar(0) + reference_inner_sum(values)
    tasks = min(threads, -(-n // 32768))
    chunk = -(-n // tasks)
    buffer = np.zeros(threads, values.dtype)
    for task in range(tasks):
        buffer[task] = buffer[task] + reference_inner_sum(values[task * chunk:(task + 1) * chunk])
    return scalar(0) + reference_inner_sum(buffer)


def _values(n, dtype, seed):
    rng = np.random.default_rng(seed)
    values = (rng.standard_normal(n) * 10.0 ** rng.uniform(-4, 4, n)).astype(dtype)
    if seed % 2:
        values[rng.uniform(size=n) < 0.3] = -0.0
    return values


SIZES = list(range(0, 70)) + [100, 127, 128, 255, 256, 257, 511, 512, 513, 1000, 4095, 4096, 4097, 9000]


@pytest.mark.parametrize("dtype", [np.float32, np.float64])
def test_the_order_is_atens(dtype):
    for n in SIZES:
        for seed in (0, 1):
            values = _values(n, dtype, seed)
            got = minitorch.tensor(values).sum()
            assert got.dtype == minitorch.tensor(values).dtype and got.dim() == 0
            assert got.numpy().tobytes() == reference_full_sum(values, 1).tobytes(), (n, seed)


@pytest.mark.parametrize("threads", [1, 2, 3])
def test_long_sums_split_per_thread_and_every_level(threads):
    """Past 32768 elements ATen sums one chunk per thread; 140000 floats in one chunk reach the cascade's
    fourth level."""
    before = minitorch.get_num_threads()
    minitorch.set_num_threads(threads)
    try:
        for n, dtype in ((40000, np.float32), (70001, np.float64), (140000, np.float32)):
            values = _values(n, dtype, n)
            assert minitorch.tensor(values).sum().numpy().tobytes() == reference_full_sum(values, threads).tobytes()
    finally:
        minitorch.set_num_threads(before)


def test_layouts_keepdim_mean_and_special_values():
    values = _values(60, np.float32, 3)
    expected = reference_full_sum(values, 1)
    x = minitorch.tensor(values.reshape(3, 4, 5))
    assert x.sum().item() == float(expected)
    assert x.sum(dim=(0, 1, 2), keepdim=True).shape == (1, 1, 1)
    assert x.sum(dim=(2, 0, 1), keepdim=True).item() == float(expected)
    assert x.mean().item() == float(expected / np.float32(60))
    memory = values.reshape(12, 5).T.copy()
    t = minitorch.tensor(memory).t()  # a transposed tensor is summed in memory order, as TensorIterator walks it
    assert t.sum().item() == float(reference_full_sum(memory.ravel(), 1))
    assert minitorch.tensor([-0.0, -0.0]).sum().numpy().tobytes() == np.float32(0).tobytes()  # never -0
    assert minitorch.tensor([float("inf"), -float("inf")]).sum().isnan().item()
    assert minitorch.tensor(np.float32(2.5)).sum().item() == 2.5


def test_other_reductions_are_unchanged():
    """Sums over some dims, integer, half and strided tensors take NumPy's reductions as before."""
    a = _values(24, np.float32, 5).reshape(4, 6)
    assert minitorch.tensor(a).sum(1).numpy().tobytes() == a.sum(1).tobytes()
    assert minitorch.tensor(a)[:, ::2].sum().item() == float(a[:, ::2].sum())
    assert minitorch.arange(10).sum().item() == 45
    assert _aten_sum.GRAIN_SIZE == 32768


# -- against PyTorch ---------------------------------------------------------------------------------------
@needs_torch
@pytest.mark.parametrize("dtype", [np.float32, np.float64])
def test_sums_and_means_are_pytorchs(dtype):
    for n in SIZES + [32767, 32768, 40000, 65536, 100000, 1 << 20]:
        values = _values(n, dtype, n)
        for call in ("x.sum()", "x.mean()", "torch.sum(x, dtype=x.dtype)", "x.reshape(-1, 1).t().sum()",
                     "x[:n - n % 4].reshape(-1, 4).t().sum()", "x[:n - n % 4].reshape(-1, 4).t().mean()"):
            if n == 0 and "mean" in call:
                continue
            if n < 4 and "4" in call:
                continue
            got, want = (eval(call, {"x": lib.tensor(values), "torch": lib, "n": n}) for lib in (minitorch, torch))
            assert got.numpy().tobytes() == want.numpy().tobytes(), (n, call)


@needs_torch
def test_sums_are_pytorchs_with_one_thread():
    before = (minitorch.get_num_threads(), torch.get_num_threads())
    minitorch.set_num_threads(1)
    torch.set_num_threads(1)
    try:
        values = _values(100000, np.float32, 7)
        assert minitorch.tensor(values).sum().item() == torch.tensor(values).sum().item()
    finally:
        minitorch.set_num_threads(before[0])
        torch.set_num_threads(before[1])
