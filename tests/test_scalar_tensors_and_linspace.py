"""A 0-dim tensor given for a Scalar or float argument is read as its value, as PyTorch's argument parser reads it
(a tensor of more dims, or one that requires grad, is its TypeError); and linspace's values, bit for bit."""
import numpy as np
import pytest

import minitorch
from oracle import both, needs_torch, torch

S = 0.5


def _x(lib):
    return lib.tensor([-2.0, -1.25, -0.5, 0.25, 1.0, 2.5]).reshape(2, 3)


# name -> fn(lib, x, s): s is the Scalar argument, given as a number or as a 0-dim tensor
CASES = {
    "hardshrink": lambda lib, x, s: x.hardshrink(s),
    "softshrink": lambda lib, x, s: lib.nn.functional.softshrink(x, s),
    "threshold": lambda lib, x, s: lib.nn.functional.threshold(x, s, s),
    "threshold_": lambda lib, x, s: lib.nn.functional.threshold(x.clone(), s, s, inplace=True),
    "leaky_relu": lambda lib, x, s: lib.nn.functional.leaky_relu(x, s),
    "leaky_relu_": lambda lib, x, s: lib.nn.functional.leaky_relu(x.clone(), s, inplace=True),
    "hardtanh": lambda lib, x, s: lib.nn.functional.hardtanh(x, -s, s),
    "softplus": lambda lib, x, s: lib.nn.functional.softplus(x, s, 20),
    "add alpha": lambda lib, x, s: lib.add(x, x, alpha=s),
    "sub_ alpha": lambda lib, x, s: x.clone().sub_(x, alpha=s),
    "addcmul value": lambda lib, x, s: lib.addcmul(x, x, x, value=s),
    "addmm beta alpha": lambda lib, x, s: lib.addmm(lib.ones(2, 2), x, x.T, beta=s, alpha=s),
    "baddbmm": lambda lib, x, s: lib.baddbmm(lib.ones(1, 2, 2), x[None], x.T[None], beta=s, alpha=s),
    "addmv": lambda lib, x, s: lib.addmv(lib.ones(2), x, lib.ones(3), beta=s, alpha=s),
    "addr": lambda lib, x, s: lib.addr(lib.ones(2, 3), lib.ones(2), lib.ones(3), beta=s, alpha=s),
    "std correction": lambda lib, x, s: x.std(correction=s),
    "renorm": lambda lib, x, s: x.renorm(s + 1, 0, s + 1),
    "vector_norm ord": lambda lib, x, s: lib.linalg.vector_norm(x, s + 2),
    "smooth_l1 beta": lambda lib, x, s: lib.nn.functional.smooth_l1_loss(x, x * 2, beta=s),
    "huber delta": lambda lib, x, s: lib.nn.functional.huber_loss(x, x * 2, delta=s),
    "full": lambda lib, x, s: lib.full((2,), s),
}


def _as_tensor(lib, s):
    return lib.tensor(s)


def _value(result):
    return result.tolist(), str(result.dtype).split(".")[-1]


@pytest.mark.parametrize("name", sorted(CASES))
def test_a_zero_dim_tensor_is_taken_as_its_number(name):
    fn = CASES[name]
    with_number = fn(minitorch, _x(minitorch), S)
    with_tensor = fn(minitorch, _x(minitorch), _as_tensor(minitorch, S))
    assert _value(with_tensor) == _value(with_number)


@needs_torch
@pytest.mark.parametrize("name", sorted(CASES))
def test_a_zero_dim_tensor_as_pytorch_takes_it(name):
    mine, theirs = both(lambda lib: _value(CASES[name](lib, _x(lib), _as_tensor(lib, S))))
    np.testing.assert_allclose(mine[0], theirs[0], rtol=1e-6)
    assert mine[1] == theirs[1]


def test_the_saved_number_is_the_value():
    x = _x(minitorch).requires_grad_()
    y = minitorch.add(x, x, alpha=minitorch.tensor(3))
    assert y.grad_fn._saved_alpha == 3 and type(y.grad_fn._saved_alpha) is int
    y.sum().backward()
    assert x.grad.tolist() == [[4.0] * 3] * 2


BAD = [
    ("hardshrink, method, 1-dim", lambda lib: _x(lib).hardshrink(lib.tensor([0.5])),
     "hardshrink(): argument 'lambd' (position 1) must be Number, not Tensor"),
    ("hardshrink, function, 1-dim", lambda lib: lib.hardshrink(_x(lib), lib.tensor([0.5])),
     "hardshrink(): argument 'lambd' (position 2) must be Number, not Tensor"),
    ("add alpha requiring grad", lambda lib: lib.add(_x(lib), _x(lib), alpha=lib.tensor(0.5, requires_grad=True)),
     "add(): argument 'alpha' must be Number, not Tensor"),
    ("leaky_relu slope requiring grad",
     lambda lib: lib.nn.functional.leaky_relu(_x(lib), lib.tensor(0.5, requires_grad=True)),
     "leaky_relu(): argument 'negative_slope' (position 2) must be Number, not Tensor"),
    ("vector_norm ord, 1-dim", lambda lib: lib.linalg.vector_norm(_x(lib), lib.ones(2)),
     "linalg_vector_norm(): argument 'ord' (position 2) must be Number, not Tensor"),
]


@pytest.mark.parametrize("name, fn, message", BAD, ids=[b[0] for b in BAD])
def test_other_tensors_are_pytorchs_type_error(name, fn, message):
    mine, theirs = both(fn)
    assert mine == ("TypeError", message)
    if theirs is not None:
        assert theirs == mine


MATRIX_NORM_ORDERS = [("a", "linalg.matrix_norm: Order a not supported."),
                      (3, "linalg.matrix_norm: Order 3 not supported."),
                      (3.0, "linalg.matrix_norm: Order 3 not supported."),
                      (0.5, "linalg.matrix_norm: Order 0.5 not supported.")]


@pytest.mark.parametrize("ord, message", MATRIX_NORM_ORDERS)
def test_matrix_norm_checks_the_order_before_the_dims(ord, message):
    mine, theirs = both(lambda lib: lib.linalg.matrix_norm(lib.ones(3), ord))  # 1-dim: the order is told first
    assert mine == ("RuntimeError", message)
    if theirs is not None:
        assert theirs == mine


def test_vector_norm_takes_a_bool_order_as_a_number():
    assert minitorch.linalg.vector_norm(minitorch.ones(3), True).item() == 3.0


# -- linspace -------------------------------------------------------------------------------------------------

def test_linspace_counts_the_second_half_down_from_end():
    # In float32 -2 + 0.8 * 2 is -0.39999998, the value ATen gives, where float64 arithmetic cast gives -0.4.
    values = minitorch.linspace(-2, 2, 6).numpy()
    expected = np.array([-2.0, -1.2, -0.39999998, 0.39999998, 1.2, 2.0], np.float32)
    assert values.tobytes() == expected.tobytes()
    assert minitorch.linspace(0, 5, 4, dtype=minitorch.int64).tolist() == [0, 1, 3, 5]
    assert minitorch.linspace(0, 5, 4, dtype=minitorch.float16).tolist() == [0.0, 1.6669921875, 3.33203125, 5.0]


def test_linspace_refuses_bool():
    with pytest.raises(NotImplementedError, match="\"linspace_cpu\" not implemented for 'Bool'"):
        minitorch.linspace(0, 1, 3, dtype=minitorch.bool)


@needs_torch
@pytest.mark.parametrize("dtype", ["float32", "float64", "float16", "int64", "int32"])
def test_linspace_bitwise_as_pytorch(dtype):
    rng = np.random.default_rng(7)
    for _ in range(60):
        start, end = rng.uniform(-1000, 1000, 2).round(int(rng.integers(0, 6)))
        if dtype == "float16":
            start, end = start / 100, end / 100
        steps = int(rng.choice([0, 1, 2, 3, 6, 7, 8, 9, 16, 17, 100, 257, 5000]))
        mine = minitorch.linspace(start, end, steps, dtype=getattr(minitorch, dtype)).numpy()
        theirs = torch.linspace(start, end, steps, dtype=getattr(torch, dtype)).numpy()
        assert mine.tobytes() == theirs.tobytes(), (start, end, steps)


# -- arange and logspace --------------------------------------------------------------------------------------

def test_arange_values_as_atens_kernel():
    # float32: each value start + step * i in doubles, rounded once (NumPy's arange adds in floats: -82.39999)
    assert minitorch.arange(-83.0, -82.1, 0.3).tolist() == [-83.0, -82.69999694824219, -82.4000015258789,
                                                             -82.0999984741211]
    assert minitorch.arange(16.432, 16.732, 0.1, dtype=minitorch.float64).tolist() == [
        16.432, 16.532, 16.631999999999998, 16.732]
    assert minitorch.arange(5).tolist() == [0, 1, 2, 3, 4] and minitorch.arange(5).dtype is minitorch.int64


def test_logspace_exponents_count_down_from_end():
    values = minitorch.logspace(-1.5, 2.3, 5, dtype=minitorch.float64).tolist()
    assert values == [0.03162277660168379, 0.28183829312644537, 2.5118864315095797, 22.38721138568339,
                      199.52623149688787]


@needs_torch
@pytest.mark.parametrize("dtype", ["float32", "float64", "float16"])
def test_arange_bitwise_as_pytorch(dtype):
    rng = np.random.default_rng(11)
    for _ in range(80):
        start = round(float(rng.uniform(-1000, 1000)), int(rng.integers(0, 5)))
        step = float(rng.choice([0.1, 0.3, 0.7, 1.1, 0.01, 2.5, -0.3, 1.0, 0.125, 3.7]))
        count = int(rng.choice([0, 1, 3, 9, 16, 17, 40, 100, 1000, 5000]))
        end = start + step * (count + float(rng.uniform(0, 0.5)))
        if dtype == "float16" and max(abs(start), abs(end)) > 60000:
            continue
        mine = minitorch.arange(start, end, step, dtype=getattr(minitorch, dtype)).numpy()
        theirs = torch.arange(start, end, step, dtype=getattr(torch, dtype)).numpy()
        assert mine.tobytes() == theirs.tobytes(), (start, end, step)


@needs_torch
@pytest.mark.parametrize("dtype", ["float32", "float64", "float16", "int64"])
def test_logspace_bitwise_as_pytorch(dtype):
    rng = np.random.default_rng(12)
    for _ in range(80):
        start, end = rng.uniform(-5, 5, 2).round(int(rng.integers(0, 4)))
        steps = int(rng.choice([0, 1, 2, 3, 5, 8, 17, 100, 1000]))
        base = float(rng.choice([10.0, 2.0, 2.5, np.e]))
        mine = minitorch.logspace(start, end, steps, base, dtype=getattr(minitorch, dtype)).numpy()
        theirs = torch.logspace(start, end, steps, base, dtype=getattr(torch, dtype)).numpy()
        assert mine.tobytes() == theirs.tobytes(), (start, end, steps, base)


def test_rad2deg_multiplies_by_the_constant_rounded_once():
    x = minitorch.tensor([34.55841827392578, 33.043704986572266])
    assert minitorch.rad2deg(x).tolist() == [1980.051513671875, 1893.264892578125]  # NumPy's rad2deg: ...0513916, ...2647705
    assert x.clone().rad2deg_().tolist() == [1980.051513671875, 1893.264892578125]


@needs_torch
@pytest.mark.parametrize("dtype", ["float32", "float64", "float16"])
def test_rad2deg_and_deg2rad_bitwise_as_pytorch(dtype):
    a = (np.random.default_rng(1).standard_normal(4096) * 100).astype(dtype)
    for name in ("rad2deg", "deg2rad"):
        mine = getattr(minitorch, name)(minitorch.tensor(a)).numpy()
        theirs = getattr(torch, name)(torch.tensor(a)).numpy()
        assert mine.tobytes() == theirs.tobytes(), name


# -- how methods bind their arguments ---------------------------------------------------------------------------

KEYWORD_ONLY = [
    ("x.add(y, 2)", lambda lib, x: x.add(x, 2), "add() takes 1 positional argument but 2 were given"),
    ("x.sub_(y, 2)", lambda lib, x: x.clone().sub_(x, 2), "sub_() takes 1 positional argument but 2 were given"),
    ("x.clone(fmt)", lambda lib, x: x.clone(lib.contiguous_format), "clone() takes 0 positional arguments but 1 was given"),
    ("x.cumsum(0, dtype)", lambda lib, x: x.cumsum(0, lib.float64), "cumsum() takes 1 positional argument but 2 were given"),
    ("x.addcmul(a, b, 2)", lambda lib, x: x.addcmul(x, x, 2), "addcmul() takes 2 positional arguments but 3 were given"),
    ("x.normal_(0, 1, None)", lambda lib, x: x.clone().normal_(0, 1, None),
     "normal_() takes from 0 to 2 positional arguments but 3 were given"),
    ("x.nansum(0, False, dtype)", lambda lib, x: x.nansum(0, False, lib.float64),
     "nansum() takes from 0 to 2 positional arguments but 3 were given"),
    ("x.aminmax(0)", lambda lib, x: x.aminmax(0), "aminmax() takes 0 positional arguments but 1 was given"),
    ("x.gather(0, i, True)", lambda lib, x: x.gather(0, lib.zeros(2, 3, dtype=lib.int64), True),
     "gather() takes 2 positional arguments but 3 were given"),
]


@pytest.mark.parametrize("name, fn, message", KEYWORD_ONLY, ids=[k[0] for k in KEYWORD_ONLY])
def test_methods_take_keyword_only_parameters_by_keyword_only(name, fn, message):
    mine, theirs = both(lambda lib: fn(lib, lib.ones(2, 3)))
    assert mine == ("TypeError", message)  # x.add(y, 2) was x + 2 * y
    if theirs is not None:
        assert theirs == mine


def test_the_keyword_forms_still_bind():
    x = minitorch.ones(2, 3)
    assert minitorch.equal(x.add(x, alpha=2), minitorch.full((2, 3), 3.0))
    assert x.cumsum(0, dtype=minitorch.float64).dtype is minitorch.float64
    assert x.cumsum(dim=1).tolist() == [[1.0, 2.0, 3.0]] * 2
    assert x.cumsum(axis=1).tolist() == [[1.0, 2.0, 3.0]] * 2
    with pytest.raises(TypeError, match=r"^cumsum\(\) missing 1 required positional argument: 'dim'$"):
        x.cumsum()


SQUEEZE = [
    ("x.squeeze(0, 2)", lambda lib, x: tuple(x.squeeze(0, 2).shape)),
    ("x.squeeze_(0, 2)", lambda lib, x: tuple(x.clone().squeeze_(0, 2).shape)),
    ("x.count_nonzero(0, 1)", lambda lib, x: x.count_nonzero(0, 1).tolist()),
    ("x.squeeze(0, 'a')", lambda lib, x: x.squeeze(0, "a")),
    ("x.squeeze(0, 1.5)", lambda lib, x: x.squeeze(0, 1.5)),
    ("torch.squeeze(x, 0, 2)", lambda lib, x: lib.squeeze(x, 0, 2)),
]


@needs_torch
@pytest.mark.parametrize("name, fn", SQUEEZE, ids=[s[0] for s in SQUEEZE])
def test_an_overloaded_method_takes_its_int_list_as_varargs(name, fn):
    mine, theirs = both(lambda lib: fn(lib, lib.ones(1, 3, 1, 2)))
    assert mine == theirs


def test_squeeze_varargs_without_pytorch():
    x = minitorch.ones(1, 3, 1, 2)
    assert tuple(x.squeeze(0, 2).shape) == (3, 2)
    with pytest.raises(TypeError, match="failed to unpack the object at pos 2"):
        x.squeeze(0, "a")


CASTS = [
    ("x.float(memory_format=...)", lambda lib, x: str(x.float(memory_format=lib.contiguous_format).dtype)),
    ("x.half(memory_format=...)", lambda lib, x: str(x.half(memory_format=lib.preserve_format).dtype)),
    ("x.t().double(memory_format=preserve)", lambda lib, x: x.t().double(memory_format=lib.preserve_format).stride()),
    ("x.float(1)", lambda lib, x: x.float(1)),
    ("x.bool(fmt)", lambda lib, x: x.bool(lib.contiguous_format)),
    ("x.long(1, 2)", lambda lib, x: x.long(1, 2)),
    ("x.double(memory_format='a')", lambda lib, x: x.double(memory_format="a")),
    ("x.float(foo=1)", lambda lib, x: x.float(foo=1)),
]
CAST_RESULTS = ["torch.float32", "torch.float16", (1, 2), ("TypeError", "float() takes 0 positional arguments but 1 was given"),
                ("TypeError", "bool() takes 0 positional arguments but 1 was given"),
                ("TypeError", "long() takes 0 positional arguments but 2 were given"),
                ("TypeError", "double(): argument 'memory_format' must be torch.memory_format, not str"),
                ("TypeError", "float() got an unexpected keyword argument 'foo'")]


@pytest.mark.parametrize("case, expected", zip(CASTS, CAST_RESULTS), ids=[c[0] for c in CASTS])
def test_the_dtype_casts_take_a_memory_format_by_keyword(case, expected):
    mine, theirs = both(lambda lib: case[1](lib, lib.ones(2, 2)))
    assert mine == expected
    if theirs is not None:
        assert theirs == mine


DEVICE_STRINGS = [("float32", "Invalid device string: 'float32'"), ("cuda:-1", "Invalid device string: 'cuda:-1'"),
                  ("cuda:01", "Invalid device string: 'cuda:01'"), (" cpu", "Invalid device string: ' cpu'"),
                  ("cuda:1:2", "Invalid device string: 'cuda:1:2'")]


@pytest.mark.parametrize("text, message", DEVICE_STRINGS)
def test_a_device_string_follows_c10s_grammar(text, message):
    mine, theirs = both(lambda lib: lib.device(text))
    assert mine == ("RuntimeError", message)  # 'float32' was read as a device type, 'cuda:01' as cuda:1
    if theirs is not None:
        assert theirs == mine
    assert str(minitorch.device("cuda:10")) == "cuda:10" and str(minitorch.device("cpu:0")) == "cpu:0"


_INVALID_DEVICE = ("device() received an invalid combination of arguments - got ({}), but expected one of:\n"
                   " * (torch.device device)\n{} * (str type, int index = -1)\n")
_BAD_TYPE = "      didn't match because some of the arguments have invalid types: (!{}!)\n"
# (arguments, keywords, expected on a machine without an accelerator): what PyTorch 2.13's CPU build answers
DEVICE_ARGUMENTS = [
    ((0,), {}, ("RuntimeError", "Cannot access accelerator device when none is available.")),
    ((np.int64(2),), {}, ("RuntimeError", "Cannot access accelerator device when none is available.")),
    ((-1,), {}, ("RuntimeError", "Device index must not be negative")),
    (("cpu", -1), {}, ("RuntimeError", "Device index must not be negative")),
    ((True,), {}, ("TypeError", _INVALID_DEVICE.format("bool", _BAD_TYPE.format("bool")))),
    ((1.5,), {}, ("TypeError", _INVALID_DEVICE.format("float", _BAD_TYPE.format("float")))),
    ((None,), {}, ("TypeError", _INVALID_DEVICE.format("NoneType", _BAD_TYPE.format("NoneType")))),
    (("cpu", 0, 1), {}, ("TypeError", _INVALID_DEVICE.format("str, int, int", ""))),
    ((), {}, ("TypeError", _INVALID_DEVICE.format("", ""))),
    (("cpu", True), {}, ("TypeError", "device(): argument 'index' (position 2) must be int, not bool")),
    (("cuda", 1.0), {}, ("TypeError", "device(): argument 'index' (position 2) must be int, not float")),
    (("cpu", "1"), {}, ("TypeError", "device(): argument 'index' (position 2) must be int, not str")),
    (("cpu",), {"index": 1.0}, ("TypeError", "device(): argument 'index' must be int, not float")),
    (("cpu",), {"idx": 1}, ("TypeError", "device() got an unexpected keyword argument 'idx'")),
    (("cpu", 2 ** 63), {}, ("ValueError", "Overflow when unpacking long long")),
    (("cpu", None), {}, "device(type='cpu')"),
    (("cpu", np.int64(1)), {}, "device(type='cpu', index=1)"),
    ((), {"type": "cuda", "index": 1}, "device(type='cuda', index=1)"),
    ((b"cpu",), {}, "device(type='cpu')"),
]


@pytest.mark.parametrize("args, kwargs, expected", DEVICE_ARGUMENTS, ids=[str(c[:2]) for c in DEVICE_ARGUMENTS])
def test_device_arguments_as_pytorchs_binding(args, kwargs, expected):
    if minitorch.cuda.is_available() and expected[1:] == ("Cannot access accelerator device when none is available.",):
        pytest.skip("an accelerator is available: device(i) is cuda:i")
    mine, theirs = both(lambda lib: repr(lib.device(*args, **kwargs)))
    assert mine == expected  # device(0) was cuda:0 without CUDA, device(True) cuda:True, ('cpu', -1) accepted
    if theirs is not None:
        assert theirs == mine


def test_an_int_device_is_an_accelerator_index_everywhere():
    for make in (lambda lib: lib.ones(1).to(0), lambda lib: lib.ones(1, device=0), lambda lib: lib.tensor([1.0], device=1),
                 lambda lib: lib.zeros(2, device=-1), lambda lib: lib.ones(1).to(lib.device(lib.device("cpu")))):
        mine, theirs = both(lambda lib: repr(make(lib)))
        if theirs is not None:
            assert mine == theirs
        assert mine in ("tensor([1.])", ("RuntimeError", "Device index must not be negative")) or (
            mine == ("RuntimeError", "Cannot access accelerator device when none is available.")
            and not minitorch.cuda.is_available())


def test_size_and_chunk_refuse_a_wrong_type_as_pytorch():
    x = minitorch.ones(2, 3)
    with pytest.raises(TypeError, match=r"^size\(\): argument 'dim' \(position 1\) must be int, not str$"):
        x.size("a")
    assert x.size(minitorch.tensor(1)) == 3
    with pytest.raises(TypeError, match=r"^chunk\(\): argument 'chunks' \(position 2\) must be int, not float$"):
        minitorch.chunk(x, 2.0)  # a RuntimeError from inside split before
