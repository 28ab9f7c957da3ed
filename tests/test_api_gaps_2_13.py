"""Functions PyTorch 2.13 has and minitorch lacked, each against PyTorch (values, gradients, node names, reprs,
warnings, errors): torch.native_dropout, torch.embedding_renorm_, torch.conj_physical_ / Tensor.conj_physical_,
torch.segment_reduce, Tensor.resize / resize_as, torch.resize_as_, Tensor.as_subclass, Tensor.__pos__ /
__long__ / __nonzero__, F.conv_tbc, torch.autograd.SavedTensor and torch.sym_*; float64 gradients also against
central differences."""
import math
import warnings

import numpy as np
import pytest

import minitorch
from oracle import both, torch


def _same(fn, expected=None):
    mine, theirs = both(fn)
    if expected is not None:
        assert mine == expected
    if theirs is not None:
        assert mine == theirs, (mine, theirs)
    return mine


def _central_differences(f, x0, h=1e-6):
    grad = np.zeros_like(x0)
    for i in np.ndindex(x0.shape):
        plus, minus = x0.copy(), x0.copy()
        plus[i] += h
        minus[i] -= h
        grad[i] = (f(plus) - f(minus)) / (2 * h)
    return grad


# -- native_dropout ------------------------------------------------------------------------------------------------
def _native_dropout(p, train, dtype="float32", transposed=False):
    def run(lib):
        lib.manual_seed(0)
        x = lib.randn(4, 5, dtype=getattr(lib, dtype), requires_grad=True)
        out, mask = lib.native_dropout(x.t() if transposed else x, p, train)
        out.backward(lib.arange(20.0, dtype=getattr(lib, dtype)).view(out.shape))
        return (type(out.grad_fn).__name__, str(mask.dtype), mask.requires_grad, out.stride(), mask.stride(),
                mask.tolist(), out.tolist(), x.grad.tolist())
    return run


@pytest.mark.parametrize("p, train, dtype, transposed", [
    (0.5, True, "float32", False), (0.5, None, "float32", False), (0.5, False, "float32", False),
    (0.3, True, "float64", False), (0.3, True, "float16", False), (1.0, True, "float32", False),
    (0.0, True, "float32", False), (0.5, True, "float32", True), (0.5, False, "float32", True),
])
def test_native_dropout(p, train, dtype, transposed):
    """The same mask from the same seed (drawn in the input's memory order), output ``x * mask * scale`` with
    the scale rounded to the dtype; the gradient scaled only when train is given and true (PyTorch's formula:
    train=None draws as training but its gradient is the mask alone)."""
    mine = _same(_native_dropout(p, train, dtype, transposed))
    assert mine[0] == "NativeDropoutBackward0" and mine[1] == "torch.bool" and mine[2] is False
    mask = np.array(mine[5])
    scale = 1.0 if not train else (0.0 if p == 1 else 1 / (1 - p))
    grad_out = np.arange(20.0).reshape(mask.shape)
    expected = (grad_out * mask * scale).T if transposed else grad_out * mask * scale
    np.testing.assert_allclose(mine[7], expected, rtol=1e-3)
    if train is False:
        assert mask.all()


@pytest.mark.parametrize("call, expected", [
    (lambda lib: lib.native_dropout(lib.arange(3), 0.5, True),
     ("RuntimeError", "result type Float can't be cast to the desired output type Long")),
    (lambda lib: lib.native_dropout(lib.randn(3), 1.5, True),
     ("RuntimeError", "bernoulli_ expects p to be in [0, 1], but got p=-0.5")),
    (lambda lib: lib.native_dropout(lib.randn(3), 0.5, True, out=1),
     ("TypeError", "native_dropout() got an unexpected keyword argument 'out'")),
    (lambda lib: lib.native_dropout(lib.randn(3), "a", True),
     ("TypeError", "native_dropout(): argument 'p' (position 2) must be float, not str")),
    (lambda lib: lib.native_dropout(lib.arange(3), 0.5, False)[0].tolist(), [0, 1, 2]),
    (lambda lib: [str(t.dtype) for t in lib.native_dropout(lib.randn(0, 3), 0.5, True)],
     ["torch.float32", "torch.float32"]),
    (lambda lib: hasattr(lib.Tensor, "native_dropout"), False),
])
def test_native_dropout_edges(call, expected):
    _same(call, expected)


def test_native_dropout_double_backward_and_jvp():
    def run(lib):
        lib.manual_seed(0)
        x = lib.randn(5, requires_grad=True)
        out, mask = lib.native_dropout(x, 0.5, True)
        g, = lib.autograd.grad(out, x, lib.ones(5, requires_grad=True), create_graph=True)
        names = [type(g.grad_fn).__name__] + [None if f is None else type(f).__name__
                                              for f, _ in g.grad_fn.next_functions]
        tangents = []
        for train in (True, None, False):
            lib.manual_seed(1)
            _, t = lib.func.jvp(lambda v: lib.native_dropout(v, 0.5, train)[0], (x.detach(),), (lib.ones(5),))
            tangents.append(t.tolist())
        return names, mask.tolist(), g.tolist(), tangents
    mine = _same(run)
    assert mine[0] == ["MulBackward0", "AccumulateGrad", None]
    assert mine[3][2] == [1.0] * 5  # eval: the tangent itself


def test_native_dropout_gradient_against_central_differences():
    x0 = np.random.default_rng(0).standard_normal((3, 4))
    minitorch.manual_seed(5)
    x = minitorch.tensor(x0, requires_grad=True)
    out, mask = minitorch.native_dropout(x, 0.25, True)
    up = np.random.default_rng(1).standard_normal((3, 4))
    out.backward(minitorch.tensor(up))
    m = mask.numpy()

    def f(v):  # the same mask: dropout is linear in its input once the mask is drawn
        return float((v * m / 0.75 * up).sum())
    np.testing.assert_allclose(x.grad.numpy(), _central_differences(f, x0), rtol=1e-6, atol=1e-8)


# -- embedding_renorm_ ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("norm_type", [2.0, 1.0, math.inf, 3.0])
@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_embedding_renorm_(norm_type, dtype):
    def run(lib):
        lib.manual_seed(0)
        w = lib.randn(6, 3, dtype=getattr(lib, dtype)) * 3
        same = lib.embedding_renorm_(w, lib.tensor([0, 2, 2, 5, -1, 3]), 2.0, norm_type) is w
        return same, w._version, w.numpy()
    mine, theirs = both(run)
    assert mine[:2] == (True, 1)
    norms = np.linalg.norm(mine[2], ord=norm_type, axis=1)
    assert (norms[[0, 2, 3, 5]] <= 2.0 + 1e-5).all()
    if theirs is not None:
        assert mine[:2] == theirs[:2]
        np.testing.assert_allclose(mine[2], theirs[2], rtol=1e-6)


EMBEDDING_RENORM_ERRORS = [
    (lambda lib: lib.embedding_renorm_(lib.randn(5, 3, requires_grad=True), lib.tensor([0]), 1.0, 2.0),
     ("RuntimeError", "a leaf Variable that requires grad is being used in an in-place operation.")),
    (lambda lib: lib.embedding_renorm_(lib.randn(5, 3), lib.tensor([0.0]), 1.0, 2.0),
     ("RuntimeError", "Expected tensor for argument #2 'indices' to have one of the following scalar types: Long, "
                      "Int; but got torch.FloatTensor instead (while checking arguments for embedding_renorm_)")),
    (lambda lib: lib.embedding_renorm_(lib.randn(5, 3), lib.tensor([True]), 1.0, 2.0),
     ("RuntimeError", "Expected tensor for argument #2 'indices' to have one of the following scalar types: Long, "
                      "Int; but got CPUBoolType instead (while checking arguments for embedding_renorm_)")),
    (lambda lib: lib.embedding_renorm_(lib.randn(5), lib.tensor([0]), 1.0, 2.0),
     ("RuntimeError", "Expected 2-dimensional tensor, but got 1-dimensional tensor for argument #1 'self' (while "
                      "checking arguments for embedding_renorm_)")),
    (lambda lib: lib.embedding_renorm_(lib.randn(5, 3), lib.tensor([7]), 1.0, 2.0),
     ("IndexError", "select(): index 7 out of range for tensor of size [5, 3] at dimension 0")),
    (lambda lib: lib.embedding_renorm_(lib.randn(5, 3), lib.tensor([-6]), 1.0, 2.0),
     ("IndexError", "select(): index -6 out of range for tensor of size [5, 3] at dimension 0")),
    (lambda lib: lib.embedding_renorm_(lib.arange(15).view(5, 3), lib.tensor([1]), 1.0, 2.0),
     ("RuntimeError", "norm(): input dtype should be either floating point or complex. Got Long instead.")),
    (lambda lib: lib.embedding_renorm_(lib.arange(6).view(2, 3), lib.tensor([], dtype=lib.int64), 1.0, 2.0).tolist(),
     [[0, 1, 2], [3, 4, 5]]),
]


@pytest.mark.parametrize("call, expected", EMBEDDING_RENORM_ERRORS)
def test_embedding_renorm_errors(call, expected):
    _same(call, expected)


def test_embedding_renorm_has_no_derivative():
    def run(lib):
        w = lib.randn(5, 3, requires_grad=True) * 3
        out = lib.embedding_renorm_(w, lib.tensor([0, 1]), 1.0, 2.0)
        name = type(out.grad_fn).__name__
        try:
            out.sum().backward()
        except Exception as e:  # noqa: BLE001
            return name, type(e).__name__, str(e)
    _same(run, ("EmbeddingRenormBackward0", "NotImplementedError",
                "the derivative for 'embedding_renorm' is not implemented."))


# -- conj_physical_ ------------------------------------------------------------------------------------------------
def test_conj_physical_():
    """On a real tensor: the tensor itself, in place (the version moves, ConjPhysicalBackward1 recorded)."""
    def run(lib):
        x = lib.randn(3, requires_grad=True)
        y = x * 2
        a = y.conj_physical_()
        b = lib.conj_physical_(y)
        b.backward(lib.tensor([1.0, 2.0, 3.0]))
        return a is y, b is y, type(b.grad_fn).__name__, y._version, x.grad.tolist(), y.conj_physical() is y
    _same(run, (True, True, "ConjPhysicalBackward1", 2, [2.0, 4.0, 6.0], True))
    _same(lambda lib: lib.conj_physical_(lib.randn(3, requires_grad=True)),
          ("RuntimeError", "a leaf Variable that requires grad is being used in an in-place operation."))
    _same(lambda lib: lib.conj_physical_(lib.tensor([1, 2])).tolist(), [1, 2])


# -- segment_reduce ------------------------------------------------------------------------------------------------
def _segment(reduce, shape=(6,), dtype="float32", grad=None, data=None, **kwargs):
    def run(lib):
        values = data if data is not None else np.round(np.random.default_rng(0).standard_normal(shape), 1)
        d = lib.tensor(values, dtype=getattr(lib, dtype), requires_grad=True)
        kw = {k: lib.tensor(v) if isinstance(v, list) else v for k, v in kwargs.items()}
        out = lib.segment_reduce(d, reduce, **kw)
        up = np.ones(tuple(out.shape)) if grad is None else np.asarray(grad)
        out.backward(lib.tensor(up, dtype=getattr(lib, dtype)))
        return (type(out.grad_fn).__name__, str(out.dtype), tuple(out.shape), out.detach().double().numpy(),
                d.grad.double().numpy())
    return run


SEGMENTS = [{"lengths": [2, 0, 3, 1]}, {"lengths": [2, 0, 4], "initial": 0.5},
            {"shape": (5, 3), "offsets": [0, 1, 1, 5]}, {"shape": (2, 6), "lengths": [[1, 5], [3, 3]], "axis": 1},
            {"shape": (2, 6, 2), "dtype": "float64", "lengths": [[1, 5], [3, 3]], "axis": 1},
            {"lengths": [2, 4], "dtype": "float16"}, {"lengths": [2, 4], "unsafe": True, "axis": -1}]


@pytest.mark.parametrize("case", SEGMENTS, ids=repr)
@pytest.mark.parametrize("reduce", ["sum", "mean", "max", "min", "prod", "amax", "amin"])
def test_segment_reduce(reduce, case):
    mine, theirs = both(_segment(reduce, **case))
    assert mine[0] == "SegmentReduceBackward0", mine
    if theirs is not None:
        assert mine[:3] == theirs[:3]
        tol = 1e-3 if case.get("dtype") == "float16" else 1e-6
        np.testing.assert_allclose(mine[3], theirs[3], rtol=tol, equal_nan=True)
        np.testing.assert_allclose(mine[4], theirs[4], rtol=tol, equal_nan=True)


@pytest.mark.parametrize("reduce, data, grad, kwargs", [
    ("max", [1.0, 3, 3, 2, 2, 5], [-1.0, 2.0], {"lengths": [3, 3]}),  # ties: positive gradients shared only
    ("max", [1.0, 3, 3, 2, 2, 5], [1.0, -2.0], {"lengths": [3, 3]}),
    ("min", [1.0, 1, float("nan"), 2, 2, 5], [3.0, 1.0], {"lengths": [3, 3]}),
    ("prod", [2.0, 0.0, 3.0, float("nan"), 1.0], [1.0, 1.0], {"lengths": [3, 2], "initial": 2.0}),
    ("prod", [2.0, 0.0, 0.0, 4.0, 1.0], [1.0, 2.0], {"lengths": [3, 2]}),
    ("mean", [1.0, 2, 3, 4], [1.0, 1.0, 1.0], {"lengths": [0, 1, 3]}),
])
def test_segment_reduce_special_values(reduce, data, grad, kwargs):
    mine, theirs = both(_segment(reduce, data=np.array(data), grad=grad, **kwargs))
    if theirs is not None:
        assert mine[:3] == theirs[:3]
        np.testing.assert_allclose(mine[3], theirs[3], equal_nan=True)
        np.testing.assert_allclose(mine[4], theirs[4], equal_nan=True)


@pytest.mark.parametrize("reduce", ["sum", "mean", "max", "min", "prod"])
@pytest.mark.parametrize("kwargs", [{"lengths": [2, 0, 4]}, {"offsets": [0, 3, 6], "initial": 1.5}])
def test_segment_reduce_gradient_against_central_differences(reduce, kwargs):
    x0 = np.random.default_rng(2).standard_normal(6)
    kw = {k: minitorch.tensor(v) if isinstance(v, list) else v for k, v in kwargs.items()}
    up = np.random.default_rng(3).standard_normal(len(kwargs.get("lengths", [0, 0])))
    x = minitorch.tensor(x0, requires_grad=True)
    out = minitorch.segment_reduce(x, reduce, **kw)
    out.backward(minitorch.tensor(up))

    def f(v):
        r = minitorch.segment_reduce(minitorch.tensor(v), reduce, **kw).numpy()
        return float((np.where(np.isfinite(r), r, 0) * up).sum())  # an empty max is -inf, an empty mean nan
    np.testing.assert_allclose(x.grad.numpy(), _central_differences(f, x0), rtol=1e-6, atol=1e-8)


SEGMENT_ERRORS = [
    ("lib.segment_reduce(d, 'foo', lengths=L)",
     ("RuntimeError", "reduce argument must be either sum, prod, mean, amax or amin, got foo")),
    ("lib.segment_reduce(d, 'sum')", ("RuntimeError", "segment_reduce(): Either lengths or offsets must be defined.")),
    ("lib.segment_reduce(d, 'sum', indices=L)",
     ("RuntimeError", "segment_reduce(): indices based reduction is not supported yet.")),
    ("lib.segment_reduce(d, 'sum', lengths=lib.tensor([-1, 7]))", ("RuntimeError", "lengths contains negative value!")),
    ("lib.segment_reduce(d, 'sum', lengths=lib.tensor([2, 3]))",
     ("RuntimeError", "segment_reduce(): Expected all rows of lengths along axis to sum to data.size(lengths.dim()-1) "
                      "when !unsafe.")),
    ("lib.segment_reduce(d.view(2, 3), 'sum', lengths=lib.tensor([1, 1]), axis=1)",
     ("RuntimeError", "segment_reduce(): Expected axis to be the last dimension of lengths but got 1.")),
    ("lib.segment_reduce(d.view(2, 3), 'sum', offsets=lib.tensor([0, 2]), axis=1)",
     ("RuntimeError", "segment_reduce(): Expected axis to be the last dimension of offsets but got 1.")),
    ("lib.segment_reduce(lib.arange(6), 'sum', lengths=L)",
     ("NotImplementedError", "\"_segment_reduce_cpu\" not implemented for 'Long'")),
    ("lib.segment_reduce(d, 'sum', lengths=L.float())",
     ("NotImplementedError", "\"_segment_reduce_lengths_cpu_kernel1\" not implemented for 'Float'")),
    ("lib.segment_reduce(d, 'sum', offsets=L.float())",
     ("NotImplementedError", "\"_segment_reduce_offsets_cpu_kernel1\" not implemented for 'Float'")),
    ("lib.segment_reduce(d, 'sum', lengths=L.view(1, 2))",
     ("RuntimeError", "Expected data.dim() >= lengths_value.dim() to be true, but got false.  (Could this error "
                      "message be improved?  If so, please report an enhancement request to PyTorch.)")),
    ("lib.segment_reduce(d, 'sum', lengths=L, axis=3)",
     ("IndexError", "Dimension out of range (expected to be in range of [-1, 0], but got 3)")),
    ("lib.segment_reduce(d, 'sum', L)", ("TypeError", "segment_reduce() takes 2 positional arguments but 3 were given")),
    ("lib.segment_reduce(d, 'sum', lengths=L, out=d)",
     ("TypeError", "segment_reduce() got an unexpected keyword argument 'out'")),
    ("lib.segment_reduce(d, 'sum', lengths=L.int()).tolist()", [3.0, 18.0]),
    ("lib.segment_reduce(d, 'sum', lengths=L, offsets=lib.tensor([0, 1, 6])).tolist()", [1.0, 20.0]),
    ("lib.segment_reduce(d[:0], 'sum', lengths=lib.tensor([0, 0])).tolist()", [0.0, 0.0]),
    ("lib.segment_reduce(d, 'max', lengths=lib.tensor([2, 0, 4]), initial=10).tolist()", [10.0, 10.0, 10.0]),
]


@pytest.mark.parametrize("expr, expected", SEGMENT_ERRORS, ids=[e for e, _ in SEGMENT_ERRORS])
def test_segment_reduce_errors(expr, expected):
    _same(lambda lib: eval(expr, {"lib": lib, "d": lib.tensor([1.0, 2, 3, 4, 5, 6]), "L": lib.tensor([2, 4])}),
          expected)


def test_segment_reduce_no_double_backward_nor_forward_ad():
    def run(lib):
        d = lib.tensor([1.0, 2, 3, 4, 5, 6], requires_grad=True)
        out = lib.segment_reduce(d, "sum", lengths=lib.tensor([2, 4]))
        g, = lib.autograd.grad(out, d, lib.ones(2, requires_grad=True), create_graph=True)
        result = [type(g.grad_fn).__name__]
        try:
            g.sum().backward()
        except Exception as e:  # noqa: BLE001
            result.append((type(e).__name__, str(e)))
        try:
            lib.func.jvp(lambda x: lib.segment_reduce(x, "sum", lengths=lib.tensor([2, 4])), (lib.ones(6),),
                         (lib.ones(6),))
        except Exception as e:  # noqa: BLE001
            result.append((type(e).__name__, str(e).split("\n")[0]))
        return result
    _same(run, ["NotImplemented", ("RuntimeError", "derivative for aten::_segment_reduce_backward is not implemented"),
                ("NotImplementedError", "Trying to use forward AD with segment_reduce that does not support it because "
                                        "it has not been implemented yet.")])


# -- resize / resize_as / resize_as_ -------------------------------------------------------------------------------
def _resize(kind):
    def run(lib):
        x = lib.randn(2, 3, requires_grad=True)
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            y = {"as": lambda: x.resize_as(lib.ones(3, 2)), "sizes": lambda: x.resize(6),
                 "transposed": lambda: (x * 1).t().resize(3, 2), "bad": lambda: x.resize(4),
                 "tuple": lambda: x.resize((3, 2))}[kind]()
        (y * lib.arange(6.0).view(y.shape)).sum().backward()
        return (type(y.grad_fn).__name__, tuple(y.shape), x.grad.tolist(),
                [(str(c.message), c.category.__name__, c.filename == __file__) for c in caught])
    return run


@pytest.mark.parametrize("kind", ["as", "sizes", "transposed"])
def test_resize_out_of_place(kind):
    mine = _same(_resize(kind))
    assert mine[0] == "ResizeBackward" and mine[3][0][1:] == ("UserWarning", True)


@pytest.mark.parametrize("kind", ["bad", "tuple"])
def test_resize_errors(kind):
    """autograd's Resize keeps the element count; given one tuple it multiplies 1 by it (PyTorch's message)."""
    what = "4 (4 elements in total)" if kind == "bad" else "(3, 2) ((3, 2) elements in total)"
    _same(_resize(kind), ("RuntimeError", f"requested resize to {what}, but the given tensor has a size of 2x3 (6 "
                                          "elements). autograd's resize can only change the shape of a given tensor, "
                                          "while preserving the number of elements. "))


def test_torch_resize_as_():
    _same(lambda lib: (tuple(lib.resize_as_(lib.zeros(2, 3), lib.ones(4)).shape),
                       tuple(lib.zeros(2, 3).resize_as_(lib.ones(1, 2)).shape)), ((4,), (1, 2)))
    _same(lambda lib: lib.resize_as_(lib.zeros(2), 3),
          ("TypeError", "resize_as_(): argument 'the_template' (position 2) must be Tensor, not int"))
    _same(lambda lib: lib.resize_as_(lib.zeros(2), lib.ones(2), memory_format=lib.channels_last),
          ("RuntimeError", "required rank 4 tensor to use channels_last format"))


# -- as_subclass, dunder aliases, F.conv_tbc, SavedTensor, sym_* -----------------------------------------------------
def test_as_subclass():
    def run(lib):
        class Sub(lib.Tensor):
            pass
        x = lib.randn(3, requires_grad=True)
        y = x * 2
        z = y.as_subclass(Sub)
        leaf = x.as_subclass(Sub)
        (leaf * 1).sum().backward()
        param = x.detach().as_subclass(lib.nn.Parameter)
        return (type(z).__name__, type(z.grad_fn).__name__, z._base is y, z.requires_grad, repr(z).split("(")[0],
                leaf.is_leaf, x.grad.tolist(), type(x.as_subclass(lib.Tensor)).__name__,
                repr(param).split("\n")[0], type(param).__name__)
    _same(run, ("Sub", "AliasBackward0", True, True, "Sub", False, [1.0, 1.0, 1.0], "Tensor", "Parameter containing:",
                "Parameter"))
    _same(lambda lib: lib.randn(2).as_subclass(int),
          ("TypeError", "Creating a Tensor subclass from a class that does not inherit from Tensor is not possible. "
                        "Make sure your class inherits from Tensor."))
    _same(lambda lib: lib.randn(2).as_subclass(3), ("TypeError", "cls must be a type (got int)"))


def test_dunder_aliases():
    def run(lib):
        y = lib.randn(2, requires_grad=True) * 1
        return ((+lib.tensor([1, 2])).tolist(), (+y) is y, lib.tensor(3.7).__long__(), lib.tensor(True).__nonzero__(),
                lib.tensor([1.5]).__long__())
    _same(run, ([1, 2], True, 3, True, 1))
    _same(lambda lib: +lib.tensor([True]), ("RuntimeError", "The `+` operator, on a bool tensor is not supported."))
    _same(lambda lib: lib.tensor([1.0, 2.0]).__nonzero__(),
          ("RuntimeError", "Boolean value of Tensor with more than one value is ambiguous"))
    _same(lambda lib: lib.tensor([1.0, 2.0]).__long__(),
          ("ValueError", "only one element tensors can be converted to Python scalars"))


def test_conv_tbc_in_functional_and_saved_tensor():
    _same(lambda lib: lib.nn.functional.conv_tbc is lib.conv_tbc, True)

    def saved(lib):
        y = lib.randn(2, requires_grad=True).exp()
        return type(y.grad_fn._raw_saved_result) is lib.autograd.SavedTensor, lib.autograd.SavedTensor.__name__
    _same(saved, (True, "SavedTensor"))


@pytest.mark.parametrize("expr, expected", [
    ("lib.sym_int(3.7)", 3), ("lib.sym_float(3)", 3.0), ("lib.sym_max(1, 2.0)", 2.0), ("lib.sym_max(3, 2)", 3),
    ("lib.sym_min(1, 2.5)", 1.0), ("lib.sym_min(np.int64(4), 2)", 2), ("lib.sym_not(True)", False),
    ("lib.sym_ite(False, 1, 2)", 2), ("lib.sym_sqrt(16)", 4.0), ("lib.sym_sum([1, 2, 3])", 6),
    ("lib.sym_sum(1, 2.5)", 3.5),
    ("lib.sym_ite(1, 1, 2)", ("AssertionError", "expected SymBool or bool, got <class 'int'>")),
    ("lib.sym_ite(True, 1, 2.0)", ("AssertionError", "type mismatch: <class 'int'> vs <class 'float'>")),
])
def test_sym_functions(expr, expected):
    mine = _same(lambda lib: eval(expr, {"lib": lib, "np": np}), expected)
    assert type(mine) is type(expected)


# -- torch.nn.grad (F.grad), nn.factory_kwargs, Tensor.volatile / reinforce / __delitem__ ---------------------------
CONV_GRADS = [
    (1, (2, 3, 9), (4, 3, 3), {"stride": 2, "padding": 1}),
    (2, (2, 2, 6, 5), (4, 1, 3, 2), {"stride": (2, 1), "dilation": 2, "groups": 2}),
    (3, (1, 2, 5, 4, 4), (3, 2, 2, 2, 3), {"padding": (1, 0, 1)}),
]


@pytest.mark.parametrize("n, input_shape, weight_shape, kwargs", CONV_GRADS, ids=["1d", "2d", "3d"])
def test_nn_grad_convolutions(n, input_shape, weight_shape, kwargs):
    """F.grad.convNd_input / convNd_weight equal autograd's gradients of F.convNd, and (given tensors that
    require grad) record ConvolutionBackwardBackward0, as PyTorch's."""
    def run(lib):
        g = np.random.default_rng(0)
        x = lib.tensor(g.standard_normal(input_shape), requires_grad=True)
        w = lib.tensor(g.standard_normal(weight_shape), requires_grad=True)
        conv = getattr(lib.nn.functional, f"conv{n}d")
        out = conv(x, w, **kwargs)
        up = lib.tensor(g.standard_normal(tuple(out.shape)), requires_grad=True)
        gx, gw = lib.autograd.grad(out, (x, w), up)
        fx = getattr(lib.nn.functional.grad, f"conv{n}d_input")(x.shape, w, up, **kwargs)
        fw = getattr(lib.nn.functional.grad, f"conv{n}d_weight")(x, w.shape, up, **kwargs)
        plain = getattr(lib.nn.grad, f"conv{n}d_input")(x.shape, w.detach(), up.detach(), **kwargs)
        return (np.abs(fx.detach().numpy() - gx.numpy()).max(), np.abs(fw.detach().numpy() - gw.numpy()).max(),
                type(fx.grad_fn).__name__, type(fw.grad_fn).__name__, plain.grad_fn, tuple(fw.shape),
                fx.detach().numpy())
    mine, theirs = both(run)
    assert mine[0] < 1e-12 and mine[1] < 1e-12
    assert mine[2:6] == ("ConvolutionBackwardBackward0", "ConvolutionBackwardBackward0", None, weight_shape)
    if theirs is not None:
        assert mine[2:6] == theirs[2:6]
        np.testing.assert_allclose(mine[6], theirs[6], rtol=1e-10, atol=1e-12)


@pytest.mark.parametrize("kwargs, expected", [
    (None, {}),
    ({"dtype": "float64", "device": "cpu"}, {"dtype": "torch.float64", "device": "cpu"}),
    ({"factory_kwargs": {"dtype": "float16"}, "device": "cpu"}, {"dtype": "torch.float16", "device": "cpu"}),
    ({"factory_kwargs": {"dtype": "float16"}, "dtype": "float32"},
     ("TypeError", "dtype specified twice, in **kwargs and in factory_kwargs")),
    ({"bias": True}, ("TypeError", "unexpected kwargs {'bias'}")),
])
def test_nn_factory_kwargs(kwargs, expected):
    def run(lib):
        def conv(v):
            return getattr(lib, v) if isinstance(v, str) and v.startswith("float") else v
        kw = None if kwargs is None else {k: ({a: conv(b) for a, b in v.items()} if isinstance(v, dict) else conv(v))
                                          for k, v in kwargs.items()}
        return {k: str(v) for k, v in lib.nn.factory_kwargs(kw).items()}
    _same(run, expected)


def test_removed_tensor_attributes():
    def run(lib):
        x = lib.randn(2)
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            value = x.volatile
            x.volatile = True
        return value, x.volatile if False else None, [str(c.message) for c in caught]
    _same(run, (False, None, ["volatile was removed (Variable.volatile is always False)",
                              "volatile was removed and now has no effect. Use `with torch.no_grad():` instead."]))

    def delete(lib):
        x = lib.randn(2)
        del x[0]
    _same(delete, ("TypeError", "Tensor does not support deleting items"))
    mine = _same(lambda lib: lib.randn(2).reinforce(1.0))
    assert mine[0] == "RuntimeError" and mine[1].startswith("reinforce() was removed.\nUse torch.distributions")


# -- torch.optim.swap_in_optimizer_params_and_state ------------------------------------------------------------------
def _swap_in(case):
    def run(lib):
        lib.manual_seed(0)
        model = lib.nn.Linear(3, 2)
        opt = lib.optim.Adam(model.parameters(), lr=0.1)
        model(lib.randn(4, 3)).sum().backward()
        opt.step()
        params = {n: p.detach().clone() for n, p in model.named_parameters()}
        for p in params.values():
            p.grad = lib.ones_like(p)
        osd = opt.state_dict()
        osd = {"state": {k: {n: (v.clone() if isinstance(v, lib.Tensor) else v) for n, v in s.items()}
                         for k, s in osd["state"].items()},
               "param_groups": [dict(g) for g in osd["param_groups"]]}
        live_before = [p.detach().clone() for p in model.parameters()]
        if case == "extra":
            osd["state"][7] = {}
        elif case == "groups":
            osd["param_groups"] = []
        elif case == "keys":
            osd["param_groups"][0]["nesterov"] = False
        elif case == "fresh":
            opt = lib.optim.SGD(model.parameters(), lr=0.1)
        with lib.optim.swap_in_optimizer_params_and_state(opt, params, osd):
            inside = opt.param_groups[0]["params"][0] is params["weight"]
            opt.step()
        restored = opt.param_groups[0]["params"][0] is model.weight
        unchanged = all(bool((a == b).all()) for a, b in zip(live_before, model.parameters()))
        return (inside, restored, unchanged, params["weight"].numpy().round(6).tolist(),
                osd["state"][0]["step"].item(), osd["state"][0]["exp_avg"].numpy().round(6).tolist())
    return run


@pytest.mark.parametrize("case", ["step", "extra", "groups", "keys", "fresh"])
def test_swap_in_optimizer_params_and_state(case):
    """optimizer.step() acts on the swapped-in tensors and state (in-place edits reach the given state), the
    live optimizer is restored; PyTorch's messages for a malformed state."""
    expected = {
        "extra": ("RuntimeError", "swap_in_optimizer_params_and_state requires swapin_optim_state['state'] to be "
                                  "keyed only by packed parameter ids from param_groups[*]['params']; got extra keys "
                                  "[7]."),
        "groups": ("RuntimeError", "swapin_optim_state has a different number of parameter groups than the live "
                                   "optimizer."),
        "keys": ("RuntimeError", "swap_in_optimizer_params_and_state requires optimizer.state_dict()-style param "
                                 "group keys to exactly match the live optimizer group keys for group 0. Keys only in "
                                 "swap-in: ['nesterov']. Keys only in live: []."),
        "fresh": ("RuntimeError", "swap_in_optimizer_params_and_state requires initialized optimizer state."),
    }.get(case)
    mine = _same(_swap_in(case), expected)
    if case == "step":
        assert mine[:3] == (True, True, True) and mine[4] == 2.0
