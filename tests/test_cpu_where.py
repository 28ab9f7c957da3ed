"""The CPU array module's where: NumPy's, but branch-free on large inputs (bitwise select). It must give
NumPy's exact bits (nans with their payloads, signed zeros, infinities), dtype and shape, for every dtype it
takes and every broadcast, and fall back to NumPy for everything else."""
import itertools

import numpy as np
import pytest

from minitorch.backends import cpu

DTYPES = [np.float32, np.float64, np.float16, np.int8, np.int16, np.int32, np.int64, np.uint8, np.bool_,
          np.complex64, np.complex128]
SHAPES = [((64, 128), (64, 128), (64, 128)), ((64, 128), (), (64, 128)), ((64, 128), (128,), ()),
          ((8, 32, 32), (1, 32, 32), (8, 1, 32)), ((8, 32, 32), (8, 32, 32), (32,)), ((8192,), (1,), (8192,)),
          ((64, 1), (64, 128), (64, 128)), ((10,), (10,), (10,))]


def values(rng, shape, dtype):
    if dtype is np.bool_:
        return rng.random(shape) > 0.5
    v = rng.standard_normal(shape) * 50
    if np.issubdtype(dtype, np.floating) and v.size >= 5:
        v.reshape(-1)[:5] = [np.nan, -0.0, np.inf, -np.inf, 0.0]
    if np.issubdtype(dtype, np.complexfloating):
        v = v + 1j * v[::-1] if v.ndim else v
    return np.asarray(v).astype(dtype)


@pytest.mark.parametrize("dtype", DTYPES, ids=lambda d: np.dtype(d).name)
@pytest.mark.parametrize("shapes", SHAPES)
def test_where_gives_numpys_bits(dtype, shapes):
    rng = np.random.default_rng(0)
    c, x, y = rng.random(shapes[0]) > 0.5, values(rng, shapes[1], dtype), values(rng, shapes[2], dtype)
    mine, theirs = cpu.xp.where(c, x, y), np.where(c, x, y)
    assert (mine.dtype, mine.shape, mine.tobytes()) == (theirs.dtype, theirs.shape, theirs.tobytes())


@pytest.mark.parametrize("x, y", [(1.5, -0.0), (np.float32(2), 3), (7, 2**40), (np.float32(1), np.float64(2)),
                                  (np.nan, 1.0)])
def test_where_with_numbers_as_numpy(x, y):
    c = np.random.default_rng(1).random((70, 70)) > 0.3
    mine, theirs = cpu.xp.where(c, x, y), np.where(c, x, y)
    assert (mine.dtype, mine.tobytes()) == (theirs.dtype, theirs.tobytes())


def test_where_one_argument_and_other_forms_are_numpys():
    c = np.random.default_rng(2).random((80, 80)) > 0.5
    for mine, theirs in itertools.zip_longest(cpu.xp.where(c), np.where(c)):
        assert np.array_equal(mine, theirs)
    objects = np.array([object()] * 6400, dtype=object).reshape(80, 80)
    assert (cpu.xp.where(c, objects, None) == np.where(c, objects, None)).all()
    ints = np.arange(6400).reshape(80, 80)
    assert np.array_equal(cpu.xp.where(ints % 3, ints, -ints), np.where(ints % 3, ints, -ints))  # a non-bool condition


def test_the_array_module_is_numpy_otherwise():
    assert cpu.xp.add is np.add and cpu.xp.linalg is np.linalg and cpu.xp.float32 is np.float32
    assert cpu.xp.where is not np.where
