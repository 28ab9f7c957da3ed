"""minitorch.testing against torch.testing: assert_close's outcome (passing, or the error type and its exact
message) for tensors, numbers, booleans, None, sequences and mappings and its options; make_tensor's ranges,
options and errors (values come from another generator, so only their ranges compare); the deprecated
assert_allclose with its warning."""
import math
import warnings

import numpy as np
import pytest

import minitorch
from minitorch.backends import strict

from oracle import both, needs_torch, torch


def _outcome(fn):
    """What fn(lib) gave in each library: None for a pass, else (error type, message) with the libraries' names
    for their own classes made alike."""
    def normalize(result):
        if isinstance(result, tuple):
            return result[0], result[1].replace("minitorch._tensor.Tensor", "torch.Tensor").replace("minitorch", "torch")
        return result
    mine, theirs = both(fn)
    return normalize(mine), normalize(theirs)


NAN, INF = math.nan, math.inf
ASSERT_CLOSE_CASES = [
    # values: passes within the dtype's default tolerances, fails past them with PyTorch's report
    "t.testing.assert_close(t.tensor([1.0, 2.0]), t.tensor([1.0, 2.0 + 1e-6]))",
    "t.testing.assert_close(t.tensor([1.0, 2.0, 3.0]), t.tensor([1.0, 2.5, 3.1]))",
    "t.testing.assert_close(t.tensor([[1.0, 2.0], [3.0, 4.0]]), t.tensor([[1.0, 2.0], [3.0, 4.01]]))",
    "t.testing.assert_close(t.tensor([1.0], dtype=t.float16), t.tensor([1.0009], dtype=t.float16))",
    "t.testing.assert_close(t.tensor([1.0], dtype=t.float16), t.tensor([1.01], dtype=t.float16))",
    "t.testing.assert_close(t.tensor([1.0], dtype=t.float64), t.tensor([1.0 + 1e-8], dtype=t.float64))",
    "t.testing.assert_close(t.tensor([1.0], dtype=t.float64), t.tensor([1.0 + 1e-6], dtype=t.float64))",
    "t.testing.assert_close(t.arange(24.).reshape(2, 3, 4), t.arange(24.).reshape(2, 3, 4) * 1.5)",
    # integers and bools compare exactly: "not equal", no tolerances in the report
    "t.testing.assert_close(t.tensor([[1, 2], [3, 4]]), t.tensor([[1, 2], [3, 7]]))",
    "t.testing.assert_close(t.tensor([0, 5], dtype=t.uint8), t.tensor([200, 5], dtype=t.uint8))",
    "t.testing.assert_close(t.tensor([True, False]), t.tensor([True, True]))",
    "t.testing.assert_close(t.tensor([1, 0]), t.tensor([0, 0]))",
    # 0-d tensors report as scalars
    "t.testing.assert_close(t.tensor(1.0), t.tensor(2.0))",
    "t.testing.assert_close(t.tensor(3), t.tensor(0))",
    # NaN and infinities
    "t.testing.assert_close(t.tensor([NAN, 1.0]), t.tensor([NAN, 1.0]))",
    "t.testing.assert_close(t.tensor([NAN, 1.0]), t.tensor([NAN, 1.0]), equal_nan=True)",
    "t.testing.assert_close(t.tensor([INF, -INF]), t.tensor([INF, -INF]))",
    "t.testing.assert_close(t.tensor([INF, 1.0]), t.tensor([-INF, 1.0]))",
    "t.testing.assert_close(t.tensor([1.0, 0.0]), t.tensor([0.0, 0.0]), rtol=0, atol=0)",
    # explicit tolerances, and both-or-neither
    "t.testing.assert_close(t.tensor([1.0]), t.tensor([1.05]), rtol=0.1, atol=0.0)",
    "t.testing.assert_close(t.tensor([1.0]), t.tensor([1.5]), rtol=0.1, atol=0.2)",
    "t.testing.assert_close(t.tensor([1.0]), t.tensor([2.0]), rtol=0.1)",
    "t.testing.assert_close(t.tensor([1.0]), t.tensor([2.0]), atol=0.1)",
    # attributes: shape, dtype (or promotion with check_dtype=False), stride only when asked
    "t.testing.assert_close(t.tensor([1.0]), t.tensor([1.0, 2.0]))",
    "t.testing.assert_close(t.tensor([1.0]), t.tensor([1.0], dtype=t.float64))",
    "t.testing.assert_close(t.tensor([1, 2]), t.tensor([1.0, 2.0]), check_dtype=False)",
    "t.testing.assert_close(t.tensor([1, 2], dtype=t.uint8), t.tensor([1, 3], dtype=t.int8), check_dtype=False)",
    "t.testing.assert_close(t.tensor([1.0], dtype=t.float16), t.tensor([1.001]), check_dtype=False)",
    "t.testing.assert_close(t.ones(2, 3).t(), t.ones(3, 2))",
    "t.testing.assert_close(t.ones(2, 3).t(), t.ones(3, 2), check_stride=True)",
    "t.testing.assert_close(t.ones(2, 3, requires_grad=True) * 2, t.full((2, 3), 2.0))",
    # msg: a string replaces the report, a callable wraps it; structural errors ignore it
    "t.testing.assert_close(t.tensor([1.0]), t.tensor([2.0]), msg='custom')",
    "t.testing.assert_close(t.tensor([1.0]), t.tensor([2.0]), msg=lambda m: 'Header\\n\\n' + m + '\\n\\nFooter')",
    "t.testing.assert_close([t.tensor([1.0])], [t.tensor([2.0])], msg=lambda m: m.upper())",
    "t.testing.assert_close([1, 2], [1], msg='ignored')",
    # Python scalars: type checked, tolerances of int64 / float64 / complex128
    "t.testing.assert_close(1, 1)",
    "t.testing.assert_close(1, 2)",
    "t.testing.assert_close(1, 1.0)",
    "t.testing.assert_close(1, 1.0, check_dtype=False)",
    "t.testing.assert_close(1.0, 1.0 + 1e-9)",
    "t.testing.assert_close(1.0, 1.1)",
    "t.testing.assert_close(0.0, 0.5)",
    "t.testing.assert_close(NAN, NAN)",
    "t.testing.assert_close(NAN, NAN, equal_nan=True)",
    "t.testing.assert_close(1 + 2j, 1 + 2.5j)",
    "t.testing.assert_close(np.float64(1.0), np.float64(1.5))",
    "t.testing.assert_close(np.int32(3), 3)",
    "t.testing.assert_close(1.0, 1.5, rtol=0.5, atol=0.0)",
    # booleans and None
    "t.testing.assert_close(True, True)",
    "t.testing.assert_close(True, False)",
    "t.testing.assert_close(np.bool_(True), False)",
    "t.testing.assert_close(True, 1)",
    "t.testing.assert_close(None, None)",
    "t.testing.assert_close(None, 1)",
    "t.testing.assert_close(t.tensor([1.0]), None)",
    # sequences and mappings: element by element, the failing item named
    "t.testing.assert_close([t.tensor([1.0]), (2, 3.0)], (t.tensor([1.0]), [2, 3.0]))",
    "t.testing.assert_close([t.tensor([1.0]), t.tensor([2.0])], [t.tensor([1.0]), t.tensor([2.5])])",
    "t.testing.assert_close([1, 2], [1, 2, 3])",
    "t.testing.assert_close({'a': t.tensor([1.0]), 'b': [1, 2]}, {'b': [1, 3], 'a': t.tensor([1.0])})",
    "t.testing.assert_close({'a': 1, 'c': 2}, {'b': 1, 'c': 2})",
    "t.testing.assert_close({'x': [t.tensor([1.0]), {'y': t.tensor([1, 2])}]}, "
    "{'x': [t.tensor([1.0]), {'y': t.tensor([1, 5])}]})",
    "t.testing.assert_close(t.Size([2, 3]), t.Size([2, 4]))",
    "t.testing.assert_close('ab', 'ab')",
    # numpy arrays become tensors; unrelated types find no comparison
    "t.testing.assert_close(np.array([1.0, 2.0]), np.array([1.0, 2.5]))",
    "t.testing.assert_close(t.tensor([1.0]), [1.0])",
    "t.testing.assert_close(t.tensor([1.0]), np.array([1.0]))",
    "t.testing.assert_close('a', 1)",
    "t.testing.assert_close(t.nn.Parameter(t.ones(2)), t.ones(2))",
    "t.testing.assert_close(t.nn.Parameter(t.ones(2)), t.ones(2), allow_subclasses=False)",
]


@needs_torch
@pytest.mark.parametrize("expr", ASSERT_CLOSE_CASES)
def test_assert_close_as_pytorch(expr):
    mine, theirs = _outcome(lambda t: eval(expr, {"t": t, "np": np, "NAN": NAN, "INF": INF}))
    assert mine == theirs


def test_assert_close_messages_written_out():
    """The layout, independently of the oracle."""
    with pytest.raises(AssertionError) as info:
        minitorch.testing.assert_close(minitorch.tensor([1.0, 2.0, 3.0]), minitorch.tensor([1.0, 2.5, 3.1]))
    assert str(info.value) == ("Tensor-likes are not close!\n\nMismatched elements: 2 / 3 (66.7%)\n"
                               "Greatest absolute difference: 0.5 at index (1,) (up to 1e-05 allowed)\n"
                               "Greatest relative difference: 0.20000000298023224 at index (1,) (up to 1.3e-06 allowed)")
    with pytest.raises(AssertionError) as info:
        minitorch.testing.assert_close({"k": [0, 5]}, {"k": [0, 7]})
    assert str(info.value) == ("Scalars are not equal!\n\nExpected 7 but got 5.\nAbsolute difference: 2\n"
                               "Relative difference: 0.2857142857142857\n\nThe failure occurred for item ['k'][1]")
    with pytest.raises(ValueError, match="Both 'rtol' and 'atol' must be either specified or omitted"):
        minitorch.testing.assert_close(1.0, 1.0, rtol=0.1)


def test_assert_close_device():
    """Devices must match unless check_device=False, which compares on the CPU (the strict backend stands for a
    GPU here, as in test_ops_device.py)."""
    strict.enable()
    try:
        a, b = minitorch.tensor([1.0, 2.0]), minitorch.tensor([1.0, 2.0], device="cuda")
        with pytest.raises(AssertionError) as info:
            minitorch.testing.assert_close(a, b)
        assert str(info.value) == "The values for attribute 'device' do not match: cpu != cuda:0."
        minitorch.testing.assert_close(a, b, check_device=False)
        minitorch.testing.assert_close(b, b * 1)
        with pytest.raises(AssertionError, match="Mismatched elements: 1 / 2"):
            minitorch.testing.assert_close(a, b + minitorch.tensor([0.0, 1.0], device="cuda"), check_device=False)
    finally:
        strict.disable()


def test_assert_close_does_not_record_a_graph():
    x = minitorch.ones(3, requires_grad=True)
    y = x * 2
    with pytest.raises(AssertionError):
        minitorch.testing.assert_close(y, minitorch.zeros(3))
    y.sum().backward()  # the comparison left the graph (and x.grad) as they were
    assert x.grad.tolist() == [2.0, 2.0, 2.0]


# -- make_tensor --------------------------------------------------------------------------------

DTYPES = ["bool", "uint8", "int8", "int16", "int32", "int64", "float16", "float32", "float64"]
DEFAULT_RANGE = {"bool": (0, 1), "uint8": (0, 9)}  # inclusive bounds; other integers -9..9, floats [-9, 9)


@pytest.mark.parametrize("name", DTYPES)
def test_make_tensor_default_ranges(name):
    dtype = getattr(minitorch, name)
    n = 50000 if dtype.is_floating_point else 2000  # enough float16 draws to reach 9's rounding neighbourhood
    t = minitorch.testing.make_tensor(n, dtype=dtype, device="cpu")
    assert t.dtype is dtype and t.shape == (n,) and t.device.type == "cpu" and not t.requires_grad
    values = t.to(minitorch.float64)
    low, high = DEFAULT_RANGE.get(name, (-9, 9))
    assert values.min().item() >= low and values.max().item() <= high
    if dtype.is_floating_point:
        assert values.max().item() < 9 and values.min().item() < -8 and values.max().item() > 8
    else:  # every integer of the range turns up in 2000 draws
        assert sorted(set(values.tolist())) == list(range(low, high + 1))


@pytest.mark.parametrize("name", DTYPES)
def test_make_tensor_given_range_is_half_open(name):
    dtype = getattr(minitorch, name)
    low, high = (0, 1) if name == "bool" else (2, 5)
    n = 50000 if dtype.is_floating_point else 500  # float16 draws near 5 would round up to it, were they not moved
    values = minitorch.testing.make_tensor(n, dtype=dtype, device="cpu", low=low, high=high).to(minitorch.float64)
    assert values.min().item() >= low
    if dtype.is_floating_point:
        assert values.max().item() < high
    else:
        assert set(values.tolist()) == set(range(low, high))


def test_make_tensor_clamps_to_the_dtype():
    u8 = minitorch.testing.make_tensor(3000, dtype=minitorch.uint8, device="cpu", low=-100, high=1000)
    assert set(u8.tolist()) == set(range(256))
    i8 = minitorch.testing.make_tensor(3000, dtype=minitorch.int8, device="cpu", low=2.5, high=4.5)
    assert set(i8.tolist()) == {3, 4}  # float bounds round up, as randint's
    f16 = minitorch.testing.make_tensor(1000, dtype=minitorch.float16, device="cpu", low=-1e10, high=1e10)
    assert bool(f16.isfinite().all()) and f16.abs().max().item() > 1000  # drawn over float16's whole range
    i64 = minitorch.testing.make_tensor(100, dtype=minitorch.int64, device="cpu", low=-2 ** 70, high=2 ** 70)
    assert i64.abs().max().item() > 2 ** 50


def test_make_tensor_shapes_and_options():
    mk = minitorch.testing.make_tensor
    assert mk(2, 3, dtype=minitorch.float32, device="cpu").shape == (2, 3)
    assert mk((2, 3), dtype=minitorch.float32, device="cpu").shape == (2, 3)
    assert mk([4], dtype=minitorch.float32, device="cpu").shape == (4,)
    assert mk(minitorch.Size([1, 2]), dtype=minitorch.float32, device="cpu").shape == (1, 2)
    assert mk((), dtype=minitorch.float32, device="cpu").shape == ()
    t = mk(3, 4, dtype=minitorch.float32, device="cpu", noncontiguous=True)
    assert t.shape == (3, 4) and not t.is_contiguous() and t.stride() == (8, 2)
    assert mk(1, dtype=minitorch.float32, device=minitorch.device("cpu"), noncontiguous=True).is_contiguous()
    g = mk(3, dtype=minitorch.float64, device="cpu", requires_grad=True)
    assert g.requires_grad and g.is_leaf
    for name in DTYPES:
        dtype = getattr(minitorch, name)
        low, high = (0, 1) if name == "bool" else (0, 1 if not dtype.is_floating_point else 1e-30)
        nonzero = mk(200, dtype=dtype, device="cpu", low=low, high=high, exclude_zero=True)
        assert bool((nonzero != 0).all())
        if not dtype.is_floating_point:
            assert set(nonzero.to(minitorch.int64).tolist()) == {1}
    z = mk(100, dtype=minitorch.float32, device="cpu", low=0, high=1e-45, exclude_zero=True)
    assert set(z.tolist()) <= {minitorch.finfo(minitorch.float32).tiny, 1e-45, 1.401298464324817e-45}


def test_make_tensor_on_a_device():
    strict.enable()
    try:
        t = minitorch.testing.make_tensor(2, 3, dtype=minitorch.float32, device="cuda", noncontiguous=True)
        assert t.device == minitorch.device("cuda", 0) and t.shape == (2, 3)
    finally:
        strict.disable()


MAKE_TENSOR_ERRORS = [
    "t.testing.make_tensor(3, dtype=t.int64, device='cpu', requires_grad=True)",
    "t.testing.make_tensor(3, dtype=t.bool, device='cpu', requires_grad=True)",
    "t.testing.make_tensor(3, dtype=t.float32, device='cpu', low=5, high=1)",
    "t.testing.make_tensor(3, dtype=t.int32, device='cpu', low=5, high=5)",
    "t.testing.make_tensor(3, dtype=t.float32, device='cpu', low=float('nan'))",
    "t.testing.make_tensor(3, dtype=t.uint8, device='cpu', low=-5, high=-1)",
    "t.testing.make_tensor(3, dtype=t.int8, device='cpu', low=200, high=300)",
    "t.testing.make_tensor(3, dtype=t.bool, device='cpu', low=2, high=3)",
    "t.testing.make_tensor(3, dtype=t.float16, device='cpu', low=1e6, high=1e7)",
    "t.testing.make_tensor(3, dtype=None, device='cpu')",
    "t.testing.make_tensor(3, dtype=t.float32, device='cpu', noncontiguous=True, memory_format=1)",
]


@needs_torch
@pytest.mark.parametrize("expr", MAKE_TENSOR_ERRORS)
def test_make_tensor_errors_as_pytorch(expr):
    mine, theirs = _outcome(lambda t: eval(expr, {"t": t}))
    assert isinstance(mine, tuple) and mine == theirs


def test_make_tensor_low_equal_high_warns_for_floats():
    with pytest.warns(FutureWarning, match=r"Passing `low==high` to `torch.testing.make_tensor` for floating"):
        t = minitorch.testing.make_tensor(3, dtype=minitorch.float32, device="cpu", low=2, high=2)
    assert t.tolist() == [2.0, 2.0, 2.0]


# -- assert_allclose (deprecated) ----------------------------------------------------------------

ALLCLOSE_CASES = [
    "t.testing.assert_allclose([1.0, 2.0], [1.0, 2.001])",
    "t.testing.assert_allclose([1.0, 2.0], [1.0, 2.00001])",
    "t.testing.assert_allclose(t.tensor([1.0, NAN]), t.tensor([1.0, NAN]))",
    "t.testing.assert_allclose(t.tensor([1.0, NAN]), t.tensor([1.0, NAN]), equal_nan=False)",
    "t.testing.assert_allclose(t.tensor([1, 2]), t.tensor([1.0, 2.0]))",
    "t.testing.assert_allclose(t.tensor([1.0], dtype=t.float64), [1.0 + 1e-6])",
    "t.testing.assert_allclose(t.tensor([1.0], dtype=t.float64), [1.01], msg='nope')",
    "t.testing.assert_allclose(t.tensor([1.0]), [1.5], rtol=0.5, atol=0.0)",
    "t.testing.assert_allclose(t.tensor([1.0]), [1.5], rtol=0.5)",
    "t.testing.assert_allclose(3, 3)",
]


@needs_torch
@pytest.mark.parametrize("expr", ALLCLOSE_CASES)
def test_assert_allclose_as_pytorch(expr):
    mine, theirs = _outcome(lambda t: eval(expr, {"t": t, "NAN": NAN}))
    assert mine == theirs


def test_assert_allclose_is_deprecated():
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        minitorch.testing.assert_allclose(minitorch.tensor([1.0]), [1.0])
    assert [(w.category, str(w.message)) for w in caught] == [(FutureWarning, (
        "`torch.testing.assert_allclose()` is deprecated since 1.12 and will be removed in a future release. Please "
        "use `torch.testing.assert_close()` instead. You can find detailed upgrade instructions in "
        "https://github.com/pytorch/pytorch/issues/61844."))]
    assert caught[0].filename == __file__  # points at the caller


@needs_torch
def test_assert_allclose_warning_matches_pytorch():
    def message(lib):
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            lib.testing.assert_allclose(lib.tensor([1.0]), [1.0])
        return [(w.category, str(w.message)) for w in caught]
    assert message(minitorch) == message(torch)
