"""The errors, warnings and printouts a beginner meets most (shape, dtype and autograd mistakes), as PyTorch 2.13
gives them: each case runs in minitorch and in PyTorch (where it imports), and both must give the text written
here."""
import warnings

import pytest

from oracle import both


def _check(fn, expected):
    mine, theirs = both(fn)
    assert mine == expected
    if theirs is not None:
        assert theirs == expected


ITEM_HINT = ("invalid index of a 0-dim tensor. Use `tensor.item()` in Python or `tensor.item<T>()` in C++ to convert "
             "a 0-dim tensor to a number")


def _getitem(index):
    def run(lib):
        return lib.tensor(1.0)[index]
    return run


def _setitem(index):
    def run(lib):
        x = lib.tensor(1.0)
        x[index] = 2.0
        return x.item()
    return run


@pytest.mark.parametrize("index, expected", [
    (0, ("IndexError", ITEM_HINT)),
    (1, ("IndexError", "index 1 is out of bounds for dimension 0 with size 0")),
    (-1, ("IndexError", "index -1 is out of bounds for dimension 0 with size 0")),
    (slice(0, 1), ("IndexError", "slice() cannot be applied to a 0-dim tensor.")),
    (slice(None), ("IndexError", "slice() cannot be applied to a 0-dim tensor.")),
    ((0,), ("IndexError", "too many indices for tensor of dimension 0")),
    ([0], ("IndexError", "too many indices for tensor of dimension 0")),
    ((None, 0), ("IndexError", "too many indices for tensor of dimension 0")),
], ids=repr)
@pytest.mark.parametrize("access", [_getitem, _setitem], ids=["get", "set"])
def test_indexing_a_zero_dim_tensor(access, index, expected):
    """``loss[0]`` where ``loss.item()`` was meant: PyTorch's fast paths for one int or one slice name the
    0-dim tensor; an index in a tuple or a list counts dims (setitem as getitem)."""
    _check(access(index), expected)


@pytest.mark.parametrize("bias_shape, input_shape, expected", [
    ((3,), (3, 4), "The expanded size of the tensor (2) must match the existing size (3) at non-singleton dimension "
                   "1.  Target sizes: [3, 2].  Tensor sizes: [3]"),
    ((3,), (2, 3, 4), "The expanded size of the tensor (2) must match the existing size (3) at non-singleton "
                      "dimension 1.  Target sizes: [6, 2].  Tensor sizes: [3]"),
    ((3,), (4,), "The expanded size of the tensor (2) must match the existing size (3) at non-singleton dimension "
                 "1.  Target sizes: [1, 2].  Tensor sizes: [3]"),
])
def test_linear_with_a_bias_of_the_wrong_size(bias_shape, input_shape, expected):
    """addmm expands its self to the product's shape: a wrong bias gets expand's message, not broadcasting's."""
    _check(lambda lib: lib.nn.functional.linear(lib.ones(*input_shape), lib.ones(2, 4), lib.ones(*bias_shape)),
           ("RuntimeError", expected))


@pytest.mark.parametrize("self_shape, expected", [
    ((3, 3), ("RuntimeError", "The expanded size of the tensor (2) must match the existing size (3) at "
                              "non-singleton dimension 1.  Target sizes: [3, 2].  Tensor sizes: [3, 3]")),
    ((2, 2, 2), ("RuntimeError", "expand(torch.FloatTensor{[2, 2, 2]}, size=[3, 2]): the number of sizes provided "
                                 "(2) must be greater or equal to the number of dimensions in the tensor (3)")),
    ((3, 1), [[4.0, 4.0]] * 3),
])
@pytest.mark.parametrize("beta", [1, 0])
def test_addmm_self_is_expanded_to_the_product(self_shape, expected, beta):
    def run(lib):
        return lib.addmm(lib.zeros(*self_shape), lib.ones(3, 4), lib.ones(4, 2), beta=beta).tolist()
    _check(run, expected)
