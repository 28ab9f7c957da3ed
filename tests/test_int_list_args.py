"""``int[]`` arguments parsed as PyTorch's python_arg_parser parses them: varargs for a method whose one
positional parameter is the list (``x.view(2, 3)``), the keyword form (``x.permute(dims=...)``), a bare int
only for a sized list (``amax(x, 1)`` but not ``flip(x, 0)``), and PyTorch's TypeErrors, word for word."""
import numpy as np
import pytest

from oracle import both, needs_torch

CALLS = [
    # methods: varargs, one sequence, or the keyword
    "x.view(3, 2)", "x.view((3, 2))", "x.view(size=(6,))", "x.view(-1)", "x.reshape(shape=(3, 2))",
    "x.reshape(np.int64(6))", "x.permute(dims=(1, 0))", "x.permute(1, 0)", "x.permute([1, 0])",
    "x.expand(size=(2, 2, 3))", "x.expand(2, 2, 3)", "x.repeat(repeats=(2, 1))", "x.repeat(2, 1)",
    "x.tile(dims=(2,))", "x.tile(2)", "x.flip(dims=(0,))", "x.flip(0, 1)", "x.sum_to_size(1, 3)",
    "x.broadcast_to(2, 2, 3)", "x.new_zeros(size=(2,))", "x.new_ones(2, 1)", "x.new_empty((1,))",
    "x.permute(x.new_tensor(1, dtype=torch.int64), x.new_tensor(0, dtype=torch.int64))",
    # a torch.Size (x.shape), whole or sliced, and varargs that mix in other integers
    "x.view(x.shape)", "x.reshape(x.shape[::-1])", "x.expand(2, *x.shape)", "x.expand((2,) + x.shape)",
    "x.new_zeros(x.shape)", "x.view(3, np.int64(2))", "x.view(np.int64(3), 2)", "x.view(3, True)",
    "x.view((3, True))", "x.permute(1, False)", "torch.zeros(2, True)", "torch.flip(x, (0, True))",
    # functions: the list is one argument
    "torch.zeros(size=(2, 3))", "torch.zeros(2, 3)", "torch.ones([2])", "torch.rand(size=(1,))",
    "torch.reshape(x, (6,))", "torch.tile(x, (2,))", "torch.flip(x, [0])", "torch.amax(x, 1)",
    "torch.roll(x, 1, 0)", "torch.permute(x, (1, 0))", "torch.zeros(x.shape)", "torch.ones(x.size())",
    # errors
    "torch.flip(x, 0)", "torch.flip(x, 1.5)", "torch.flip(x, [1.5])", "torch.flip(x, None)",
    "torch.flip(x, (0, 1.5))", "torch.flip(x, (True,))", "torch.flip(x, torch.tensor(1))",
    "torch.permute(x, 1)", "torch.rot90(x, 1, 0)", "torch.tile(x, 2)", "torch.reshape(x, 6)",
    "torch.reshape(x, (6.0,))", "torch.roll(x, 1.5)", "torch.roll(x, 1, 1.5)", "torch.amax(x, 1.5)",
    "x.flip(dims=0)", "x.flip(1.5)", "x.flip(0, 1.5)", "x.flip(1.5, 0)", "x.flip(True)", "x.flip()",
    "x.flip(dims=[0.0])", "x.permute(dims=(1.0, 0))", "x.permute(dims=(1, 0.0))", "x.permute(1, dims=0)",
    "x.permute((1, 0), 2)", "x.expand(1.5)", "x.expand(2, None)", "x.repeat(1.5)", "x.repeat()",
    "x.flip(foo=1)", "torch.zeros(1.5)", "torch.zeros(2, 1.5)", "torch.zeros(-1)", "torch.zeros(-1, 3)", "torch.ones(2, -3)", "x.new_zeros(-1)", "x.new_zeros(1.5)",
    "x.new_zeros(2, 1.5)", "torch.full(3, 1.0)", "torch.full((2.0,), 1.0)",
]


@needs_torch
@pytest.mark.parametrize("call", CALLS)
def test_like_pytorch(call):
    def run(torch):
        x = torch.ones(2, 3)
        out = eval(call, {"torch": torch, "x": x, "np": np})
        return tuple(out.shape)
    mine, theirs = both(run)
    assert mine == theirs


def test_messages_without_pytorch():
    import minitorch
    x = minitorch.ones(2, 3)
    with pytest.raises(TypeError, match=r"^flip\(\): argument 'dims' \(position 2\) must be tuple of ints, not int$"):
        minitorch.flip(x, 0)
    with pytest.raises(TypeError, match=r"^permute\(\): argument 'dims' failed to unpack the object at pos 2 with "
                                        r"error \"type must be tuple of ints,but got float\"$"):
        x.permute(1, 0.5)
    assert x.permute(dims=(1, 0)).shape == (3, 2)
    assert minitorch.zeros(size=[4]).shape == (4,)
