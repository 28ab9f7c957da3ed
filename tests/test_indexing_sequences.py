"""Indexing with a list, as PyTorch 2.13 reads it: a short list holding a sequence, a tensor, a slice, None or
Ellipsis is a tuple of indices (with PyTorch's deprecation warning); a list or array of floats is a long index
(truncated). Each case runs on minitorch and, where installed, on PyTorch."""
import warnings

import numpy as np
import pytest

import minitorch
from oracle import torch

WARNING = ("Using a non-tuple sequence for multidimensional indexing is deprecated and will be changed in pytorch 2.9; "
           "use x[tuple(seq)] instead of x[seq]. In pytorch 2.9 this will be interpreted as tensor index, "
           "x[torch.tensor(seq)], which will result either in an error or a different result (Triggered internally "
           "at /__w/pytorch/pytorch/torch/csrc/autograd/python_variable_indexing.cpp:{}.)")

# (index, the rows of x[index] as lists or the error, the line PyTorch's warning names or None for no warning)
CASES = [
    (lambda T: [[0, 1], [2, 1]], [2.0, 4.0], 349),  # x[[0, 1], [2, 1]]: was a (2, 2, 3) gather of rows
    (lambda T: [(0, 1), (2, 1)], [2.0, 4.0], 349),
    (lambda T: [range(2), 1], [1.0, 4.0], 349),
    (lambda T: [slice(None), 0], [0.0, 3.0, 6.0, 9.0], 349),
    (lambda T: [T.tensor([0, 1]), 1], [1.0, 4.0], 349),
    (lambda T: [np.array([0, 1]), 1], [1.0, 4.0], 349),
    (lambda T: [..., 0], [0.0, 3.0, 6.0, 9.0], 359),
    (lambda T: [None, 0], [[0.0, 1.0, 2.0]], 359),
    (lambda T: [0, [1, 2]], [1.0, 2.0], 349),
    (lambda T: [[0, 1]], [[0.0, 1.0, 2.0], [3.0, 4.0, 5.0]], 349),
    (lambda T: [[0, 1], [2, 1], [0, 0]], ("IndexError", "too many indices for tensor of dimension 2"), 349),
    (lambda T: [[0.0, 1.0], [2.0, 3.0]], ("IndexError", "index 3 is out of bounds for dimension 1 with size 3"), 349),
    (lambda T: [1, 2], [[3.0, 4.0, 5.0], [6.0, 7.0, 8.0]], None),
    (lambda T: [0] * 40, [[0.0, 1.0, 2.0]] * 40, None),  # 32 items or more: one index, whatever they hold
    (lambda T: [0.5, 1.7], [[0.0, 1.0, 2.0], [3.0, 4.0, 5.0]], None),  # was refused: floats index as long
    (lambda T: [-0.5, 2.9], [[0.0, 1.0, 2.0], [6.0, 7.0, 8.0]], None),
    (lambda T: [True, 1.0], [[3.0, 4.0, 5.0], [3.0, 4.0, 5.0]], None),
    (lambda T: np.array([0.0, 1.0]), [[0.0, 1.0, 2.0], [3.0, 4.0, 5.0]], None),
    (lambda T: [float("nan")], ("RuntimeError", "value cannot be converted to type int64 without overflow"), None),
    (lambda T: T.tensor([0.0, 1.0]), ("IndexError", "tensors used as indices must be long, int, byte or bool tensors"),
     None),
]


def _index(T, make):
    x = T.arange(12.0).reshape(4, 3)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            result = x[make(T)].tolist()
        except Exception as error:  # noqa: BLE001 - compared by type and message
            result = (type(error).__name__, str(error))
    return result, [(w.category, str(w.message), w.filename) for w in caught]


@pytest.mark.parametrize("case", range(len(CASES)))
def test_list_index(case):
    make, expected, line = CASES[case]
    result, caught = _index(minitorch, make)
    assert result == expected
    assert caught == ([] if line is None else [(UserWarning, WARNING.format(line), __file__)])
    if torch is not None:
        assert _index(torch, make) == (result, caught)


@pytest.mark.parametrize("lib", ["minitorch"] + (["torch"] if torch is not None else []))
def test_list_index_as_tuple_writes_and_differentiates(lib):
    T = minitorch if lib == "minitorch" else torch
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        x = T.arange(12.0).reshape(4, 3)
        x[[[0, 1], [2, 1]]] = -1.0
        x[[slice(None), 0]] = 5.0
        x[[0.2, 3.9]] = x[[0.2, 3.9]] * 2
        assert x.tolist() == [[10.0, 2.0, -2.0], [5.0, -1.0, 5.0], [5.0, 7.0, 8.0], [10.0, 20.0, 22.0]]
        w = T.arange(12.0).reshape(4, 3).requires_grad_()
        w[[[0, 1], [2, 1]]].sum().backward()
        assert w.grad.tolist() == [[0.0, 0.0, 1.0], [0.0, 1.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]]


# Several Ellipses: PyTorch 2.13 takes them (each skips the dims no other index names), where minitorch refused
# any second one; past the last dim an int index meets PyTorch's "size 0".
ELLIPSES = [
    ("x[..., ...]", [2, 3, 4]), ("x[..., 0, ...]", [2, 3]), ("x[0, ..., ...]", [3, 4]),
    ("x[..., None, ...]", [2, 3, 4, 1]), ("x[..., 1:, ...]", [2, 3, 3]), ("x[..., [0, 1], ...]", [2, 3, 2]),
    ("x[..., ..., ...]", [2, 3, 4]), ("x[1, ..., 2, ...]", [3]),
    ("x[..., ..., 0]", ("IndexError", "index 0 is out of bounds for dimension 2 with size 0")),
    ("x[..., 0, ..., 1]", ("IndexError", "index 1 is out of bounds for dimension 3 with size 0")),
]


@pytest.mark.parametrize("expr, expected", ELLIPSES)
def test_several_ellipses(expr, expected):
    def run(T):
        x = T.arange(24.0).reshape(2, 3, 4)
        try:
            return list(eval(expr).shape)
        except IndexError as error:
            return ("IndexError", str(error))
    assert run(minitorch) == expected
    if torch is not None:
        assert run(torch) == expected
    x = minitorch.arange(24.0).reshape(2, 3, 4)
    if expr == "x[1, ..., 2, ...]":
        assert x[1, ..., 2, ...].tolist() == [14.0, 18.0, 22.0]
        x[..., 0, ...] = -1.0
        assert x.sum().item() == 210.0
