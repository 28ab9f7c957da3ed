"""Divergences from PyTorch 2.13 fixed together: uint8/int8/int16 index tensors, index_select/gather/take index
checks, NaNs in unique/mode, a Python number as an op's first argument, clamp with one Tensor bound, the strides
of size-1 dims, dtype checks of scatter/argmax out=/addcdiv/masked_fill, error messages, and var/index_add/addcmul
corner cases. Each case runs in minitorch and PyTorch and must give the same result (values, dtype, strides,
grad_fn, warnings) or the same error type and message."""
import math
import warnings

import pytest

import minitorch
from oracle import both, needs_torch, same_as_pytorch, torch

nan = math.nan


def describe(result):
    """A result as comparable values: tensors by repr, dtype, shape and strides."""
    if isinstance(result, (tuple, list)):
        return type(result).__name__, [describe(r) for r in result]
    if hasattr(result, "stride") and hasattr(result, "dtype"):
        return repr(result), str(result.dtype), tuple(result.shape), result.stride()
    return repr(result)


def run(src, lib):
    """Evaluate ``src`` with ``torch`` bound to ``lib``; its result described, or its error, and its warnings."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            out = describe(eval(src, {"torch": lib, "nan": nan}))  # noqa: S307 - the tests' own expressions
        except Exception as e:  # noqa: BLE001 - compared by type and message
            out = (type(e).__name__, str(e))
    return out, [(w.category.__name__, str(w.message)) for w in caught]


def check(src):
    mine = run(src, minitorch)
    assert not (isinstance(mine[0], tuple) and mine[0][0] in ("AttributeError", "NameError")), mine
    if torch is not None:
        assert mine == run(src, torch), src
    return mine


def setitem(src_tensor, index, value):
    """A one-expression ``t[index] = value``, returning t."""
    return f"(lambda t: (t.__setitem__({index}, {value}), t)[1])({src_tensor})"


# -- 1. uint8 index tensors are masks (deprecated); int8/int16/float ones are refused ---------------------------

U8 = "torch.tensor({}, dtype=torch.uint8)"

INDEXING = [
    f"torch.arange(4.)[{U8.format([1, 0, 1, 1])}]",
    f"torch.arange(4., requires_grad=True)[{U8.format([1, 0, 1, 1])}]",
    f"torch.arange(6.).reshape(2, 3)[{U8.format([[1, 0, 1], [0, 0, 1]])}]",
    f"torch.arange(6.).reshape(2, 3)[{U8.format([1, 0])}, 1]",
    f"torch.arange(6.).reshape(2, 3)[{U8.format([1, 0, 1])}]",
    f"torch.arange(6.).reshape(2, 3)[{U8.format(1)}]",
    f"torch.arange(6.).reshape(2, 3)[{U8.format(0)}]",
    "torch.arange(6.).reshape(2, 3)[torch.tensor(1, dtype=torch.int8)]",
    "torch.arange(4.)[torch.tensor([1, 0, 1, 1], dtype=torch.int8)]",
    "torch.arange(4.)[torch.tensor([1, 0, 1, 1], dtype=torch.int16)]",
    "torch.arange(4.)[torch.tensor([1, 0, 1, 1], dtype=torch.int32)]",
    setitem("torch.zeros(4)", U8.format([1, 0, 1, 0]), "5."),
    setitem("torch.zeros(4)", U8.format([1, 0, 1, 0]), "torch.tensor(5.)"),
    setitem("torch.zeros(4)", U8.format([1, 0, 1, 0]), "torch.tensor([5., 6.])"),
    setitem("torch.zeros(2, 2)", U8.format(1), "5."),
    setitem("torch.zeros(2, 2)", U8.format(0), "5."),
    setitem("torch.zeros(2, 2)", f"({U8.format([1, 0])}, torch.tensor([1]))", "5."),
    setitem("torch.zeros(2, 2)", f"(slice(None), {U8.format([1, 0, 1])})", "7."),
    setitem("torch.zeros(4)", "torch.tensor([1, 0], dtype=torch.int8)", "5."),
    f"torch.zeros(4).index_put(({U8.format([1, 0, 1, 0])},), torch.tensor(5.))",
    f"torch.zeros(4).index_put(({U8.format([1, 0, 1, 0])},), torch.tensor([5., 6.]))",
    f"torch.zeros(4).index_put(({U8.format([1, 0, 1, 0])},), torch.tensor(5.), accumulate=True)",
    f"torch.zeros(2, 2).index_put(({U8.format([1, 0])}, {U8.format([1, 0])}), torch.tensor([7.]))",
    "torch.arange(4.).index_put((torch.tensor([1, 0], dtype=torch.int16),), torch.tensor(5.))",
    "torch.arange(4.).index_put((torch.tensor([1., 0.]),), torch.tensor(5.))",
]


@pytest.mark.parametrize("src", INDEXING)
def test_index_tensor_dtypes(src):
    check(src)


@needs_torch
def test_uint8_mask_gradient():
    def fn(lib):
        x = lib.arange(4., dtype=lib.float64, requires_grad=True)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            (x[lib.tensor([1, 0, 1, 1], dtype=lib.uint8)] * lib.tensor([1., 2., 3.], dtype=lib.float64)).sum().backward()
        return x.grad.tolist()
    assert same_as_pytorch(fn) == [1., 0., 2., 3.]


# -- 2. index_select / gather / take / take_along_dim / index_add / index_copy index checks --------------------

INDEX_OPS = [
    "torch.arange(4.).index_select(0, torch.tensor([-1]))",
    "torch.arange(12.).reshape(3, 4).index_select(0, torch.tensor([-1]))",
    "torch.arange(12.).reshape(3, 4).t().index_select(0, torch.tensor([-1]))",
    "torch.arange(12.).reshape(3, 4).index_select(1, torch.tensor([-1]))",
    "torch.arange(24.).reshape(2, 3, 4).index_select(2, torch.tensor([4]))",
    "torch.zeros(2, 0, 3).index_select(1, torch.tensor([0]))",
    "torch.zeros(2, 0, 3).index_select(2, torch.tensor([-1]))",
    "torch.tensor(5.).index_select(0, torch.tensor([0]))",
    "torch.tensor(5., requires_grad=True).index_select(0, torch.tensor([0]))",
    "torch.tensor(5.).index_select(0, torch.tensor([-1]))",
    "torch.tensor(5.).index_select(0, torch.tensor([0, 0]))",
    "torch.tensor(5.).index_select(0, torch.tensor([], dtype=torch.int64))",
    "torch.arange(4.).index_select(0, torch.tensor([1, 0], dtype=torch.int16))",
    "torch.arange(4.).index_select(0, torch.tensor([1, 0], dtype=torch.uint8))",
    "torch.arange(4.).index_select(0, torch.tensor([1, 0], dtype=torch.int32))",
    "torch.arange(4.).gather(0, torch.tensor([1, 0], dtype=torch.int16))",
    "torch.arange(4.).gather(0, torch.tensor([1., 0.]))",
    "torch.arange(4.).gather(0, torch.tensor([1, 0], dtype=torch.int32))",
    "torch.take_along_dim(torch.arange(4.), torch.tensor([1., 0.]))",
    "torch.take_along_dim(torch.arange(4.), torch.tensor([1., 0.]), 0)",
    "torch.take_along_dim(torch.arange(4.), torch.tensor([1, 0], dtype=torch.int32), 0)",
    "torch.arange(4.).take(torch.tensor([1., 0.]))",
    "torch.arange(4.).take(torch.tensor([1, 0], dtype=torch.int32))",
    "torch.arange(4.).take(torch.tensor([-1, 0]))",
    "torch.arange(4.).index_add(0, torch.tensor([-1]), torch.ones(1))",
    "torch.arange(4.).index_add(0, torch.tensor([4]), torch.ones(1))",
    "torch.arange(12.).reshape(3, 4).index_add(1, torch.tensor([-1]), torch.ones(3, 1))",
    "torch.arange(4.).index_copy(0, torch.tensor([-1]), torch.ones(1))",
    "torch.tensor(3.).index_copy(0, torch.tensor([-1]), torch.ones(1))",
    "torch.arange(4.).index_fill(0, torch.tensor([-1]), 1.)",
]


@pytest.mark.parametrize("src", INDEX_OPS)
def test_index_op_checks(src):
    check(src)


@needs_torch
def test_index_select_of_a_0_dim_tensor_gradient():
    def fn(lib):
        x = lib.tensor(5., dtype=lib.float64, requires_grad=True)
        y = x.index_select(0, lib.tensor([0]))
        (y * 3).backward()
        return tuple(y.shape), type(y.grad_fn).__name__, x.grad.item()
    assert same_as_pytorch(fn) == ((), "IndexSelectBackward0", 3.0)


# -- 3. nan in unique (never merged) and mode (std::sort's order, nan equal to nothing) -------------------------

NAN_CASES = [
    "torch.unique(torch.tensor([3., nan, nan, 1.]))",
    "torch.unique(torch.tensor([3., nan, nan, 1.]), sorted=False)",
    "torch.unique(torch.tensor([3., nan, nan, 1., 3.]), return_inverse=True, return_counts=True)",
    "torch.unique(torch.tensor([3., nan, nan, 1., 3.]), sorted=False, return_inverse=True, return_counts=True)",
    "torch.tensor([3., nan, nan, 1., -0., 0.]).unique(return_counts=True)",
    "torch.unique(torch.tensor([[3., nan], [3., nan], [1., 2.]]), dim=0, return_inverse=True, return_counts=True)",
    "torch.unique_consecutive(torch.tensor([3., nan, nan, 1., 1.]), return_inverse=True, return_counts=True)",
    "torch.tensor([nan, nan, 1.]).mode()",
    "torch.tensor([1., nan, nan, 1.]).mode()",
    "torch.tensor([1., nan, 1., nan, nan]).mode()",
    "torch.tensor([[nan, nan, 1.], [2., 2., nan]]).mode(1)",
    "torch.tensor([[nan, nan, 1.], [2., 2., nan]]).mode(0, keepdim=True)",
]


@pytest.mark.parametrize("src", NAN_CASES)
def test_nan_in_unique_and_mode(src):
    check(src)


@needs_torch
@pytest.mark.parametrize("dtype", ["float64", "float32", "int64"])
def test_mode_index_as_std_sort_leaves_it(dtype):
    """Past 16 elements std::sort is not stable: the index is the last of the run as introsort leaves it."""
    import numpy as np
    rng = np.random.default_rng(0)
    for n in (5, 17, 40, 100):
        x = rng.integers(0, 5, (4, n)).astype(dtype)
        if dtype != "int64":
            x[rng.random((4, n)) < 0.2] = np.nan
        ours, theirs = minitorch.tensor(x).mode(1), torch.from_numpy(x).mode(1)
        assert ours.indices.tolist() == theirs.indices.tolist()
        assert np.array_equal(np.asarray(ours.values.tolist()), theirs.values.numpy(), equal_nan=True)


# -- 4. a Python number as the first argument (PyTorch's wrapped number) ----------------------------------------

NUMBER_FIRST = [
    "torch.add(1, torch.tensor([1., 2.]))",
    "torch.add(1, torch.tensor([1., 2.], requires_grad=True))",
    "torch.add(1.5, torch.tensor([1, 2]))",
    "torch.add(1, torch.tensor([1, 2]), alpha=2)",
    "torch.add(1.1, torch.tensor([1., 2.], dtype=torch.float64))",
    "torch.add(1.1, torch.tensor([1., 2.], dtype=torch.float16))",
    "torch.add(1.1, torch.tensor(2., dtype=torch.float16))",
    "torch.add(1.1, torch.tensor(2, dtype=torch.int32))",
    "torch.add(300, torch.tensor([1, 2], dtype=torch.uint8))",
    "torch.add(True, torch.tensor([1, 2]))",
    "torch.add(1, 2)",
    "torch.add(input=1, other=torch.tensor([1., 2.]))",
    "torch.add(1, torch.tensor([1., 2.]), out=torch.empty(2))",
    "torch.add('a', torch.tensor([2, 3]))",
    "torch.add(1, [1, 2])",
    "torch.mul(2, torch.tensor([1., 2.], requires_grad=True))",
    "torch.mul(2., torch.tensor([1, 2]))",
    "torch.multiply(2, 3)",
    "torch.sub(2, torch.tensor([1., 2.], requires_grad=True))",
    "torch.sub(2, torch.tensor([1., 2.]), alpha=3)",
    "torch.sub(True, torch.tensor([True]))",
    "torch.subtract(2, torch.tensor([1., 2.]))",
    "torch.div(5, torch.tensor([1., 2.], requires_grad=True))",
    "torch.div(5, torch.tensor([1, 2]))",
    "torch.div(5, torch.tensor([2, 3]), rounding_mode='floor')",
    "torch.div(5, 2, rounding_mode='trunc')",
    "torch.div(2, torch.tensor([1., 2.]), out=torch.empty(2))",
    "torch.div('a', torch.tensor([2, 3]))",
    "torch.divide(2, torch.tensor([1., 2.]))",
    "torch.floor_divide(5, torch.tensor([2., 3.]))",
    "torch.floor_divide(5, 2)",
    "torch.true_divide(5, torch.tensor([2, 3]))",
    "torch.true_divide(5, 2)",
    "torch.bitwise_and(3, torch.tensor([1, 2]))",
    "torch.bitwise_or(300, torch.tensor([1, 2], dtype=torch.uint8))",
    "torch.bitwise_xor(3, torch.tensor([1, 2], dtype=torch.uint8))",
    "torch.bitwise_left_shift(3, torch.tensor([1, 2]))",
    "torch.bitwise_right_shift(-30, torch.tensor([1, 2]))",
    "torch.bitwise_and(True, torch.tensor([True, False]))",
    "torch.bitwise_and(3, torch.tensor([1., 2.]))",
    "torch.bitwise_and(3, 5)",
    "torch.bitwise_and(torch.tensor([1, 2]), 'a')",
    "torch.bitwise_and(3, torch.tensor([1, 2]), out=torch.empty(2, dtype=torch.int64))",
    # not on PyTorch's list: still a TypeError
    "torch.maximum(1, torch.tensor([2, 3]))",
    "torch.atan2(1, torch.tensor([2., 3.]))",
    "torch.eq(1, torch.tensor([1, 2]))",
    "torch.isclose(1., torch.tensor([1., 2.]))",
    "torch.pow(2, torch.tensor([2., 3.], requires_grad=True))",
]


@pytest.mark.parametrize("src", NUMBER_FIRST)
def test_number_as_first_argument(src):
    check(src)


@needs_torch
@pytest.mark.parametrize("op", ["add", "sub", "mul", "div", "true_divide"])
def test_number_first_graph_and_gradient(op):
    def fn(lib):
        t = lib.tensor([1.5, -2.0, 3.0], dtype=lib.float64, requires_grad=True)
        y = getattr(lib, op)(2, t)
        y.sum().backward()
        return (type(y.grad_fn).__name__, [None if f is None else type(f).__name__ for f, _ in y.grad_fn.next_functions],
                y.dtype == lib.float64, y.tolist(), t.grad.tolist())
    same_as_pytorch(fn)
    t = minitorch.tensor([1.5, -2.0, 3.0], dtype=minitorch.float64, requires_grad=True)
    assert minitorch.autograd.gradcheck(lambda x: getattr(minitorch, op)(2, x), (t,))


# -- 5. a 0-dim tensor for a Scalar argument (clamp with one Tensor bound and one number) -------------------------

CLAMP = [
    "torch.clamp(torch.tensor([1., 2., 3.]), torch.tensor(1.5), 2)",
    "torch.tensor([1., 2., 3.]).clamp(min=torch.tensor(1.5), max=2.)",
    "torch.tensor([1., 2., 3.]).clamp(1.5, torch.tensor(2.))",
    "torch.clip(torch.tensor([1., 2., 3.]), torch.tensor(1.5), 2)",
    "torch.clamp(torch.tensor([1., 2., 3.], requires_grad=True), torch.tensor(1.5), 2)",
    "torch.clamp(torch.tensor([1., 2., 3.], requires_grad=True), torch.tensor(1.5), torch.tensor(2.))",
    "torch.clamp(torch.tensor([1, 2, 3]), torch.tensor(1.5), 2)",
    "torch.clamp(torch.tensor([1, 2, 3]), torch.tensor([1, 2, 2]), 2.5)",
    "torch.clamp(torch.tensor([1., 2., 3.]), torch.tensor([1.5]), 2)",
    "torch.clamp(torch.tensor([1., 2., 3.]), torch.tensor(1.5, requires_grad=True), 2)",
    "torch.clamp(torch.tensor([1., 2., 3.]), torch.tensor(1.5), 2, out=torch.empty(3))",
    "(lambda t: (t.clamp_(torch.tensor(1.5), 1.8), t)[1])(torch.tensor([1., 2., 3.]))",
    "(lambda t: (t.clip_(torch.tensor(1.5), 1.8), t)[1])(torch.tensor([1., 2., 3.]))",
    "torch.tensor([5., 6.], requires_grad=True) ** torch.tensor(2.)",
    "torch.remainder(torch.tensor([5., 6.]), torch.tensor(4.))",
]


@pytest.mark.parametrize("src", CLAMP)
def test_zero_dim_tensor_for_a_scalar(src):
    check(src)


def test_zero_dim_scalar_choice_is_not_cached_by_type():
    """A 0-dim tensor binding a Scalar must not make a tensor with dims bind it next time."""
    x = minitorch.tensor([1., 2., 3.])
    assert minitorch.clamp(x, minitorch.tensor(1.5), 2).tolist() == [1.5, 2., 2.]
    with pytest.raises(TypeError):
        minitorch.clamp(x, minitorch.tensor([1.5]), 2)


def test_clamp_mixed_bounds_gradient():
    x = minitorch.tensor([1., 1.7, 3.], dtype=minitorch.float64, requires_grad=True)
    assert minitorch.autograd.gradcheck(lambda t: minitorch.clamp(t, minitorch.tensor(1.5), 2), (x,))


# -- 6. the stride of a new size-1 dim (unsqueeze, None indexing, expand's leading dims) ---------------------------

STRIDES = [
    "torch.arange(24).reshape(2, 3, 4)[..., None]",
    "torch.arange(24).reshape(2, 3, 4)[None]",
    "torch.tensor(1.)[None]",
    "torch.zeros(2, 3).expand(1, 2, 3)",
    "torch.zeros(3).expand(1, 1, 3)",
    "torch.zeros(3).expand(2, 1, 3)",
    "torch.tensor(1.).expand(1, 1)",
    "torch.arange(24).reshape(2, 3, 4).unsqueeze(1)",
    "torch.arange(24).reshape(2, 3, 4).unsqueeze(3)",
    "torch.arange(24).reshape(2, 3, 4).transpose(0, 2).unsqueeze(1)",
    "torch.arange(24).reshape(2, 3, 4)[:, ::2].unsqueeze(2)",
    "torch.arange(24).reshape(2, 3, 4)[:, 1:2].unsqueeze(1)",
    "torch.arange(24).reshape(2, 3, 4)[:, 1:2].transpose(1, 2).unsqueeze(3)",
    "torch.zeros(3)[None, :, None]",
    "torch.zeros(2, 3).t().unsqueeze(-1)",
    "torch.zeros(2, 3).t()[:, None]",
    "torch.zeros(2, 3).unsqueeze(1).unsqueeze(1)",
    "torch.zeros(2, 3).unsqueeze(2).unsqueeze(2)",
    "torch.zeros(2, 3)[:, None].contiguous()",
    "torch.zeros(2, 3).t()[:, None].clone()",
    "torch.zeros(2, 3)[None].expand(4, 2, 3)",
    "torch.zeros(3, 1).expand(3, 4)",
]


@pytest.mark.parametrize("src", STRIDES)
def test_size_one_dim_strides(src):
    check(src)


def test_expanded_view_is_still_refused_in_place():
    check("torch.zeros(3).t().expand(1, 2, 3).add_(1)")
    check("torch.zeros(2, 3).t().expand(1, 3, 2).add_(1)")


# -- 7. dtype checks: scatter's src, index_put's values, out= of index ops, addcdiv, fill values, where ------------

DTYPE_CHECKS = [
    "torch.zeros(3, 5).scatter(0, torch.tensor([[0, 1, 2]]), torch.ones(1, 3).double())",
    "torch.zeros(3, 5).scatter_(0, torch.tensor([[0, 1, 2]]), torch.ones(1, 3).double())",
    "torch.zeros(3, 5).scatter_add(0, torch.tensor([[0, 1, 2]]), torch.ones(1, 3).double())",
    "torch.zeros(3, 5).scatter(0, torch.tensor([[0, 1, 2]]), 2)",
    "torch.zeros(3).index_put((torch.tensor([0]),), torch.ones(1).double())",
    "torch.zeros(3).index_put((torch.tensor([0]),), torch.ones(1).double(), accumulate=True)",
    "torch.zeros(3).index_put((torch.tensor([True, False, False]),), torch.tensor(1.).double())",
    "torch.zeros(3).index_put((torch.tensor([True, True, False]),), torch.tensor([1., 2.]).double())",
    setitem("torch.zeros(3)", "torch.tensor([0])", "torch.tensor(1, dtype=torch.int64)"),
    setitem("torch.zeros(3)", "torch.tensor([0])", "1"),
    setitem("torch.zeros(3)", "torch.tensor([True, False, False])", "torch.ones(1).double()"),
    "torch.argmax(torch.tensor([[1., 2.], [3., 0.]]), 0, out=torch.empty(2))",
    "torch.argmin(torch.tensor([[1., 2.], [3., 0.]]), 0, out=torch.empty(2, dtype=torch.int32))",
    "torch.argmax(torch.tensor([[1., 2.], [3., 0.]]), 0, out=torch.empty(2, dtype=torch.int64))",
    "torch.max(torch.tensor([[1., 2.], [3., 0.]]), 0, out=(torch.empty(2), torch.empty(2)))",
    "torch.max(torch.tensor([[1., 2.], [3., 0.]]), 0, out=(torch.empty(2, dtype=torch.float64), torch.empty(2, dtype=torch.int64)))",
    "torch.max(torch.tensor([[1., 2.], [3., 0.]]), out=torch.empty((), dtype=torch.float64))",
    "torch.sort(torch.tensor([[1., 2.], [3., 0.]]), 0, out=(torch.empty(2, 2), torch.empty(2, 2)))",
    "torch.topk(torch.tensor([[1., 2.], [3., 0.]]), 1, out=(torch.empty(2, 1), torch.empty(2, 1, dtype=torch.int32)))",
    "torch.sum(torch.tensor([[1., 2.], [3., 0.]]), 0, out=torch.empty(2, dtype=torch.float64))",
    "torch.tensor([1., 2.]).addcdiv(torch.tensor([1, 2]), torch.tensor([1, 2]))",
    "torch.tensor([1, 2]).addcdiv(torch.tensor([1, 2]), torch.tensor([1, 2]))",
    "torch.tensor([1., 2.]).addcdiv_(torch.tensor([1, 2]), torch.tensor([1, 2]))",
    "torch.tensor([1., 2.]).addcdiv(torch.tensor([1., 2.]), torch.tensor([1, 2]))",
    "torch.zeros(2, dtype=torch.float16).masked_fill(torch.tensor([True, False]), 1e6)",
    "torch.zeros(2, dtype=torch.float16).masked_fill(torch.tensor([True, False]), 6e4)",
    "torch.zeros(2, dtype=torch.float16).masked_fill(torch.tensor([True, False]), float('inf'))",
    "torch.zeros(2, dtype=torch.float16).masked_fill(torch.tensor([True, False]), torch.tensor(1e6))",
    "torch.zeros(2).masked_fill(torch.tensor([True, False]), 1e40)",
    "torch.zeros(2, dtype=torch.int8).masked_fill(torch.tensor([True, False]), 300)",
    "torch.zeros(2, dtype=torch.uint8).masked_fill(torch.tensor([True, False]), -1)",
    "torch.zeros(2, dtype=torch.float16).fill_(1e6)",
    "torch.zeros(2, dtype=torch.float16).fill_(torch.tensor(1e6))",
    "torch.zeros(2, dtype=torch.float16).index_fill(0, torch.tensor([0]), 1e6)",
    "torch.full((2,), 1e6, dtype=torch.float16)",
    "torch.full((2,), 300, dtype=torch.int8)",
    "torch.where(torch.tensor([1, 0], dtype=torch.int64), torch.tensor([1., 2.]), torch.tensor([3., 4.]))",
]


@pytest.mark.parametrize("src", DTYPE_CHECKS)
def test_dtype_checks(src):
    check(src)


@needs_torch
def test_where_takes_a_uint8_condition_with_a_warning_once():
    def fn(lib):
        return lib.where(lib.tensor([1, 0], dtype=lib.uint8), lib.tensor([1., 2.]), lib.tensor([3., 4.])).tolist()
    assert same_as_pytorch(fn) == [1., 4.]
    from minitorch import kernels
    kernels._WARNED_ONCE.discard(kernels._WHERE_UINT8)
    with pytest.warns(UserWarning, match="where received a uint8 condition tensor"):
        minitorch.where(minitorch.tensor([1, 0], dtype=minitorch.uint8), 1., 2.)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        minitorch.where(minitorch.tensor([1, 0], dtype=minitorch.uint8), 1., 2.)


# -- 8. error messages -------------------------------------------------------------------------------------------

MESSAGES = [
    "torch.zeros(3, 3)[torch.tensor([0, 1]), torch.tensor([0, 1, 2])]",
    "torch.zeros(3, 3)[torch.tensor([[0, 1]]), torch.tensor([0, 1, 2])]",
    "torch.zeros(3, 3)[[0, 1], [0, 1, 2]]",
    "torch.zeros(3, 3, 3)[torch.ones(3, 3, dtype=torch.bool), torch.tensor([0, 1])]",
    "torch.zeros(3, 3).index_put((torch.tensor([0, 1]), torch.tensor([0, 1, 2])), torch.tensor(1.))",
    "torch.zeros(3, 3).masked_select(torch.ones(2, dtype=torch.bool))",
    "torch.zeros(3, 3).masked_fill(torch.ones(2, dtype=torch.bool), 1.)",
    "torch.zeros(3, 3).masked_fill(torch.ones(4, 3, dtype=torch.bool), 1.)",
    "torch.zeros(3).masked_fill(torch.ones(2, 3, dtype=torch.bool), 1.)",
    "torch.zeros(2, 3).repeat(-1, 1)",
    "torch.zeros(2, 3).repeat(1, -1, 1)",
    "torch.zeros(0, 3).repeat(-1, 1)",
    "torch.zeros(3).tile(-1)",
    "torch.zeros(12).view(-2, 6)",
    "torch.zeros(12).view(-1, -2)",
    "torch.zeros(12).view(-1, -1)",
    "torch.zeros(12).reshape(-2, 6)",
    "torch.zeros(1, 2).squeeze(dim=(0, 0))",
    "torch.zeros(1, 2, 1).squeeze((0, -3))",
    "torch.zeros(2, 3, 4).movedim((0, 0), (1, 2))",
    "torch.zeros(2, 3, 4).movedim((0, -3), (1, 2))",
    "torch.zeros(2, 3, 4).movedim((0, 1), (-2, 1))",
    "torch.ones(2, dtype=torch.bool).neg_()",
    "torch.ones(2, dtype=torch.bool).neg()",
]


@pytest.mark.parametrize("src", MESSAGES)
def test_error_messages(src):
    check(src)


# -- 9. var's gradient past the degrees of freedom; an integer op's float alpha/value ------------------------------

CORNERS = [
    "(lambda a: (a.var(dim=0, correction=3).sum().backward(), a.grad)[1])"
    "(torch.tensor([[1., 3.], [1., 2.]], dtype=torch.float64, requires_grad=True))",
    "(lambda a: (a.std(dim=0, correction=3).sum().backward(), a.grad)[1])"
    "(torch.tensor([[1., 3.], [1., 2.]], dtype=torch.float64, requires_grad=True))",
    "(lambda a: (a.var(correction=5).backward(), a.grad)[1])"
    "(torch.tensor([[1., 3.], [1., 2.]], dtype=torch.float64, requires_grad=True))",
    "(lambda a: (a.var(correction=1).backward(), a.grad)[1])(torch.tensor(2., dtype=torch.float64, requires_grad=True))",
    "torch.zeros(2, dtype=torch.int64).index_add(0, torch.tensor([0]), torch.tensor([2]), alpha=1.5)",
    "torch.zeros(2, dtype=torch.int64).index_add(0, torch.tensor([0]), torch.tensor([3]), alpha=-1.5)",
    "torch.zeros(2).index_add(0, torch.tensor([0]), torch.tensor([3.]), alpha=1.5)",
    "torch.ones(2, dtype=torch.int64).addcmul_(torch.tensor([1, 2]), torch.tensor([1, 2]), value=0.5)",
    "torch.ones(2, dtype=torch.int64).addcmul(torch.tensor([1, 2]), torch.tensor([1, 2]), value=1.5)",
    "torch.ones(2, dtype=torch.int64).addcmul(torch.tensor([1, 2]), torch.tensor([3, 2]), value=-1.5)",
    "torch.ones(2).addcmul(torch.tensor([1., 2.]), torch.tensor([3., 2.]), value=-1.5)",
]


@pytest.mark.parametrize("src", CORNERS)
def test_corner_values(src):
    check(src)


@pytest.mark.parametrize("correction", [4, 5])
def test_var_gradient_past_the_degrees_of_freedom_by_finite_differences(correction):
    """The forward is nan/inf there (its divisor clamped at 0); the gradient is, as PyTorch's, that of
    sum((x - mean)^2) / (n - correction) with the negative divisor, which finite differences check."""
    a = minitorch.tensor([[1., 3., 0.5], [1., 2., -1.]], dtype=minitorch.float64, requires_grad=True)
    for dim in (0, 1):
        n = a.shape[dim]

        def unclamped(x):
            return ((x - x.mean(dim, keepdim=True)) ** 2).sum(dim) / (n - correction)
        assert minitorch.autograd.gradcheck(unclamped, (a,))
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            (expected,) = minitorch.autograd.grad(unclamped(a).sum(), a)
            (got,) = minitorch.autograd.grad(a.var(dim=dim, correction=correction).sum(), a)
        assert minitorch.allclose(got, expected, rtol=0, atol=1e-12)
