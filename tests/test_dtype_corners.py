"""dtype corners against PyTorch.

Python ints beyond an integer tensor's range: a binary op's wrapped number wraps modulo 2**bits
(``uint8 + 300`` adds 44, ``uint8 < -1`` compares with 255); fill_, clamp and where convert checked (PyTorch's
"value cannot be converted ... without overflow"), a small negative wrapping into an unsigned dtype. NumPy
would raise OverflowError or compare the exact value. Also: ``dtype=float``/``int``/``bool`` (float64, int64,
bool), the TypeError for anything else, and the dtypes PyTorch's kernels refuse (a bool cumsum, a long mean)."""
import pytest

import minitorch

torch = pytest.importorskip("torch")

CASES = {
    "clamp_max_big": lambda t, x: x.clamp(max=2**40),
    "clamp_min_negative": lambda t, x: x.clamp(min=-3),
    "where_other_big": lambda t, x: t.where(x > 0, x, 2**40),
    "where_input_big": lambda t, x: t.where(x > 0, -2**40, x),
    "where_minus_one": lambda t, x: t.where(x > 1, x, -1),
    "fill_big": lambda t, x: x.clone().fill_(2**40),
    "fill_minus_5": lambda t, x: x.clone().fill_(-5),
    "fill_minus_300": lambda t, x: x.clone().fill_(-300),
    "fill_255": lambda t, x: x.clone().fill_(255),
    "add_2_pow_33": lambda t, x: x + 2**33,
    "add_300": lambda t, x: x + 300,
    "mul_minus_1": lambda t, x: x * -1,
    "rsub_300": lambda t, x: 300 - x,
    "mul_1000": lambda t, x: x * 1000,
    "eq_minus_1": lambda t, x: x == -1,
    "lt_minus_1": lambda t, x: x < -1,
    "eq_257": lambda t, x: x == 257,
    "ge_300": lambda t, x: x >= 300,
    "floordiv_minus_1": lambda t, x: x // -1,
}


def outcome(lib, case, dtype):
    try:
        return case(lib, lib.tensor([1, 100], dtype=getattr(lib, dtype))).tolist()
    except Exception as error:  # noqa: BLE001 (the error itself is compared)
        return type(error).__name__, str(error)


@pytest.mark.parametrize("dtype", ["uint8", "int8", "int16", "int32", "int64"])
@pytest.mark.parametrize("name", list(CASES))
def test_out_of_range_int_scalar_matches_pytorch(name, dtype):
    assert outcome(minitorch, CASES[name], dtype) == outcome(torch, CASES[name], dtype)


@pytest.mark.parametrize("data, dtype", [([1, 200], "int8"), ([-1], "uint8"), ([-300], "uint8"), ([2**40], "int32"),
                                         (300, "uint8"), ([1.5, 300.7], "uint8"), ([2**63], "int64"),
                                         ([[1, 2**16]], "int16"), ([True, 2], "int8"), ([-2, 3.9], "uint8")])
def test_tensor_of_out_of_range_numbers_matches_pytorch(data, dtype):
    def made(lib):
        try:
            return lib.tensor(data, dtype=getattr(lib, dtype)).tolist()
        except Exception as error:  # noqa: BLE001 (the error itself is compared)
            return type(error).__name__, str(error)
    assert made(minitorch) == made(torch)


DTYPE_ARGS = {
    "zeros": lambda t, d: t.zeros(2, dtype=d),
    "ones": lambda t, d: t.ones(2, dtype=d),
    "full": lambda t, d: t.full((2,), 1, dtype=d),
    "empty": lambda t, d: t.empty(2, dtype=d),
    "tensor": lambda t, d: t.tensor([1], dtype=d),
    "zeros_like": lambda t, d: t.zeros_like(t.zeros(2), dtype=d),
    "ones_like": lambda t, d: t.ones_like(t.zeros(2), dtype=d),
    "full_like": lambda t, d: t.full_like(t.zeros(2), 1, dtype=d),
    "empty_like": lambda t, d: t.empty_like(t.zeros(2), dtype=d),
    "new_zeros": lambda t, d: t.zeros(2).new_zeros(2, dtype=d),
    "new_ones": lambda t, d: t.zeros(2).new_ones(2, dtype=d),
    "new_full": lambda t, d: t.zeros(2).new_full((2,), 1, dtype=d),
    "new_empty": lambda t, d: t.zeros(2).new_empty(2, dtype=d),
    "new_tensor": lambda t, d: t.zeros(2).new_tensor([1], dtype=d),
}


@pytest.mark.parametrize("dtype", ["float", "3", float, int, bool])
@pytest.mark.parametrize("name", list(DTYPE_ARGS))
def test_dtype_argument_python_types_and_errors_as_pytorch(name, dtype):
    """PyTorch's parser maps float/int/bool to float64/int64/bool and refuses anything else that is not a
    dtype with a TypeError naming the function."""
    def made(lib):
        value = int(dtype) if dtype == "3" else dtype
        try:
            return str(DTYPE_ARGS[name](lib, value).dtype)
        except Exception as error:  # noqa: BLE001 (the error itself is compared)
            return type(error).__name__, str(error)
    assert made(minitorch) == made(torch)


PYTHON_TYPE_DTYPES = {
    "to": lambda t, d: t.ones(2).to(d),
    "to_keyword": lambda t, d: t.ones(2).to(dtype=d),
    "sum": lambda t, d: t.ones(2).sum(dtype=d),
    "cumsum": lambda t, d: t.ones(2).cumsum(0, dtype=d),
    "arange": lambda t, d: t.arange(3, dtype=d),
    "randn_like": lambda t, d: t.zeros_like(t.ones(2), dtype=d),
    "type": lambda t, d: t.ones(2).type(d),
}


@pytest.mark.parametrize("dtype", [float, int, bool])
@pytest.mark.parametrize("name", list(PYTHON_TYPE_DTYPES))
def test_python_number_types_as_dtypes(name, dtype):
    def made(lib):
        try:
            return str(PYTHON_TYPE_DTYPES[name](lib, dtype).dtype)
        except Exception as error:  # noqa: BLE001 (the error itself is compared)
            return type(error).__name__, str(error)
    assert made(minitorch) == made(torch)


@pytest.mark.parametrize("name, call", [
    ("cumsum", lambda t: t.ones(2).cumsum(0, dtype=t.bool)),
    ("cumprod", lambda t: t.ones(2).cumprod(0, dtype=t.bool)),
    ("arange", lambda t: t.arange(3, dtype=t.bool)),
    ("arange_two", lambda t: t.arange(2, dtype=t.bool)),
    ("mean_bool", lambda t: t.ones(2).mean(dtype=t.bool)),
    ("mean_long", lambda t: t.ones(2).mean(dtype=t.int64)),
    ("mean_double", lambda t: t.ones(2).mean(dtype=t.float64)),
    ("sum_bool", lambda t: t.ones(2).sum(dtype=t.bool)),
])
def test_dtype_arguments_that_pytorch_refuses(name, call):
    def made(lib):
        try:
            return str(call(lib).dtype)
        except Exception as error:  # noqa: BLE001 (the error itself is compared)
            return type(error).__name__, str(error)
    assert made(minitorch) == made(torch)
