"""The errors, warnings and printouts a beginner meets most (shape, dtype and autograd mistakes), as PyTorch 2.13
gives them: each case runs in minitorch and in PyTorch (where it imports), and both must give the text written
here."""
import warnings

import pytest

from oracle import both, torch


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


# -- activations of a bool tensor (a mask passed where a float was meant) -------------------------------------

@pytest.mark.parametrize("call, expected", [
    (lambda lib, b: lib.nn.functional.relu(b), ("RuntimeError", "Boolean inputs not supported for relu")),
    (lambda lib, b: lib.nn.functional.relu(b, inplace=True), ("RuntimeError", "Boolean inputs not supported for relu")),
    (lambda lib, b: b.relu_(), ("RuntimeError", "Boolean inputs not supported for relu")),
    (lambda lib, b: lib.nn.ReLU()(b), ("RuntimeError", "Boolean inputs not supported for relu")),
    (lambda lib, b: lib.nn.functional.hardtanh(b), ("RuntimeError", "Bool inputs not supported for hardtanh")),
    (lambda lib, b: lib.nn.ReLU6()(b), ("RuntimeError", "Bool inputs not supported for hardtanh")),
    (lambda lib, b: lib.nn.functional.hardtanh(b, inplace=True),
     ("RuntimeError", "Bool inputs not supported for hardtanh")),
    (lambda lib, b: lib.nn.functional.threshold(b, 0, 0),
     ("NotImplementedError", "\"threshold_cpu\" not implemented for 'Bool'")),
    (lambda lib, b: lib.nn.functional.threshold_(b, 0, 0),
     ("NotImplementedError", "\"threshold_cpu\" not implemented for 'Bool'")),
    (lambda lib, b: lib.nn.functional.relu(b.long()).tolist(), [1, 0]),  # integers are fine
])
def test_activations_refuse_a_bool_tensor(call, expected):
    _check(lambda lib: call(lib, lib.tensor([True, False])), expected)


# -- losses with a target of the wrong shape -----------------------------------------------------------------

LOSS_TARGETS = [
    ((), (), "long"), ((), (1,), "long"), ((3,), (2,), "long"), ((3,), (2,), "float"), ((3,), (0,), "long"),
    ((3,), (1, 1), "float"), ((2, 3), (), "long"), ((2, 3), (), "float"), ((1, 3), (), "long"),
    ((2, 3), (3,), "long"), ((0, 3), (), "long"), ((0, 3), (), "float"), ((2, 3, 4), (), "long"),
    ((2, 3, 4), (2, 5), "float"), ((2, 3, 4, 5), (), "long"), ((2, 3, 4, 5), (2, 4, 5, 1), "float"),
    ((2, 3), (2, 3), "long"), ((), (), "float"), ((3,), (), "long"),
]


@pytest.mark.parametrize("loss", ["nll_loss", "cross_entropy"])
@pytest.mark.parametrize("input_shape, target_shape, target_dtype", LOSS_TARGETS, ids=str)
def test_loss_target_shape_errors_match_pytorch(loss, input_shape, target_shape, target_dtype):
    """nll_loss_nd's order: ranks and batch sizes (a 0-dim target counts 0), each kernel's shapes, the dtype,
    then a 1-D input's target size; cross_entropy's class-probability path when the shapes agree."""
    def run(lib):
        out = getattr(lib.nn.functional, loss)(lib.zeros(input_shape),
                                                lib.zeros(target_shape, dtype=getattr(lib, target_dtype)))
        return "ok", tuple(out.shape)
    mine, theirs = both(run)
    if theirs is not None:
        assert mine == theirs


def test_loss_target_messages():
    cases = [
        (lambda lib: lib.nn.functional.nll_loss(lib.zeros(2, 3), lib.tensor(1)),
         ("ValueError", "Expected input batch_size (2) to match target batch_size (0).")),
        (lambda lib: lib.nn.functional.cross_entropy(lib.zeros(3), lib.tensor([1, 2])),
         ("ValueError", "For 1D input, 1D target must have size 1, but got target size: 2")),
        (lambda lib: lib.nn.functional.cross_entropy(lib.zeros(2, 3), lib.zeros(2, 3, dtype=lib.long)),
         ("RuntimeError", "Expected floating point type for target with class probabilities, got Long")),
        (lambda lib: lib.nn.functional.cross_entropy(lib.tensor(1.0), lib.tensor(0)),
         ("RuntimeError", "Expected floating point type for target with class probabilities, got Long")),
        (lambda lib: lib.nn.functional.nll_loss(lib.zeros(2, 3, 4), lib.zeros(2, 5)),
         ("RuntimeError", "Expected target size [2, 4], got [2, 5]")),
    ]
    for call, expected in cases:
        _check(call, expected)


@pytest.mark.parametrize("dim", [1, -2, 0, -1])
@pytest.mark.parametrize("op", ["softmax", "log_softmax"])
def test_softmax_of_a_zero_dim_tensor_checks_dim(op, dim):
    if dim in (0, -1):  # the one element: softmax 1, log_softmax 0
        expected = 1.0 if op == "softmax" else 0.0
    else:
        expected = ("IndexError", f"Dimension out of range (expected to be in range of [-1, 0], but got {dim})")
    _check(lambda lib: getattr(lib, op)(lib.tensor(1.0), dim).item(), expected)


@pytest.mark.parametrize("args, expected", [
    ((0, 0, -1), ("RuntimeError", "narrow(): length must be non-negative.")),
    ((0, 7, -1), ("RuntimeError", "narrow(): length must be non-negative.")),
    ((0, 2, 4), ("RuntimeError", "start (2) + length (4) exceeds dimension size (5).")),
    ((0, -6, 1), ("IndexError", "start out of range (expected to be in range of [-5, 5], but got -6)")),
])
def test_narrow_errors(args, expected):
    _check(lambda lib: lib.ones(5).narrow(*args), expected)


# -- print options ------------------------------------------------------------------------------------------

def test_print_opts_object_and_printoptions_context():
    """Programs read and assign torch._tensor_str.PRINT_OPTS and use its printoptions context manager."""
    def run(lib):
        opts = lib._tensor_str.PRINT_OPTS
        seen = [type(opts).__name__, opts.precision, opts.threshold, opts.edgeitems, opts.linewidth, opts.sci_mode,
                sorted(lib._tensor_str.get_printoptions().items())]
        with lib._tensor_str.printoptions(precision=1, sci_mode=True):
            seen.append(str(lib.tensor([1.26, 2.0])))
            seen.append(opts.precision)
        seen.append(str(lib.tensor([1.26])))
        opts.precision = 2  # assigned directly, as some notebooks do
        try:
            seen.append(str(lib.tensor([1.23456])))
        finally:
            lib.set_printoptions(profile="default")
        seen.append(str(lib.tensor([1.23456])))
        return seen
    _check(run, ["__PrinterOptions", 4, 1000, 3, 80, None,
                 [("edgeitems", 3), ("linewidth", 80), ("precision", 4), ("sci_mode", None), ("threshold", 1000)],
                 "tensor([1.3e+00, 2.0e+00])", 1, "tensor([1.2600])", "tensor([1.23])", "tensor([1.2346])"])


# -- module errors name the value as torch.typename does ------------------------------------------------------

def _f(x):
    return x


@pytest.mark.parametrize("make, expected", [
    (lambda lib: lib.nn.Sequential(lambda x: x),
     "test_common_mistakes.<lambda>.<locals>.<lambda> is not a Module subclass"),
    (lambda lib: lib.nn.Sequential(_f), "test_common_mistakes._f is not a Module subclass"),
    (lambda lib: lib.nn.ModuleList([lib.nn.ReLU(), 3]), "int is not a Module subclass"),
    (lambda lib: lib.nn.Sequential(lib.ones(2, dtype=lib.float16)), "torch.HalfTensor is not a Module subclass"),
    (lambda lib: lib.nn.Sequential(lib.nn.Linear), "torch.nn.modules.linear.Linear is not a Module subclass"),
    (lambda lib: lib.nn.Module().register_parameter("b", lib.nn.Linear(1, 1)),
     "cannot assign 'torch.nn.modules.linear.Linear' object to parameter 'b' (torch.nn.Parameter or None required)"),
    (lambda lib: setattr(lib.nn.Linear(2, 2), "weight", lib.ones(2, 2, dtype=lib.int32)),
     "cannot assign 'torch.IntTensor' as parameter 'weight' (torch.nn.Parameter or None expected)"),
])
def test_module_type_errors_name_the_value(make, expected):
    _check(make, ("TypeError", expected))


# -- a read-only NumPy array -----------------------------------------------------------------------------------

NOT_WRITABLE = ("The given NumPy array is not writable, and PyTorch does not support non-writable tensors. This means "
                "writing to this tensor will result in undefined behavior. You may want to copy the array to protect "
                "its data or make it writable before converting it to a tensor. This type of warning will be "
                "suppressed for the rest of this program. (Triggered internally at "
                "/__w/pytorch/pytorch/torch/csrc/utils/tensor_numpy.cpp:213.)")

_READ_ONLY_PROGRAM = """
import warnings, numpy as np
import {lib} as torch
a = np.ones(2); a.flags.writeable = False
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    torch.{call}(a)
    torch.from_numpy(a)  # once per program
    torch.tensor(a)  # a copy: no warning
print(repr([(x.category.__name__, str(x.message), x.filename) for x in w]))
"""


@pytest.mark.parametrize("call", ["from_numpy", "as_tensor", "asarray"])
def test_sharing_a_read_only_array_warns_once(call):
    import subprocess
    import sys

    def run(lib):
        out = subprocess.run([sys.executable, "-c", _READ_ONLY_PROGRAM.format(lib=lib, call=call)],
                             capture_output=True, text=True, check=True).stdout
        return eval(out)  # noqa: S307 - our own program's repr
    mine = run("minitorch")
    assert mine == [("UserWarning", NOT_WRITABLE, "<string>")]
    if torch is not None:
        assert run("torch") == mine


# -- a call with no size: PyTorch's parser lists an overloaded function's signatures ---------------------------

DRAW = (" * (tuple of ints size, *, torch.Generator generator, Tensor out = None, torch.dtype dtype = None, "
        "torch.layout layout = None, torch.device device = None, bool pin_memory = False, bool requires_grad = False)\n"
        " * (tuple of ints size, *, Tensor out = None, torch.dtype dtype = None, torch.layout layout = None, "
        "torch.device device = None, bool pin_memory = False, bool requires_grad = False)\n")


@pytest.mark.parametrize("call, expected", [
    (lambda lib: lib.ones(3).view(), "view() received an invalid combination of arguments - got (), but expected one "
                                     "of:\n * (torch.dtype dtype)\n * (tuple of ints size)\n"),
    (lambda lib: lib.rand(), "rand() received an invalid combination of arguments - got (), but expected one of:\n"
                             + DRAW),
    (lambda lib: lib.randn(), "randn() received an invalid combination of arguments - got (), but expected one of:\n"
                              + DRAW),
    (lambda lib: lib.randn(dtype=lib.float64), "randn() missing 1 required positional arguments: \"size\""),
    (lambda lib: lib.ones(3).reshape(), "reshape() missing 1 required positional arguments: \"shape\""),
    (lambda lib: lib.zeros(), "zeros() missing 1 required positional arguments: \"size\""),
])
def test_calls_without_a_size(call, expected):
    _check(call, ("TypeError", expected))
