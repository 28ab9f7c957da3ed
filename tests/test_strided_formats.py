"""Memory formats, layouts, as_strided and the *_copy ops against PyTorch: values, strides, storage offsets,
memory sharing, grad_fn names, gradients (vs PyTorch and finite differences in float64) and errors (type
and message). The yaml harness (tests/test_ops.py) checks each entry alone; these check the public API."""
import pickle

import numpy as np
import pytest

import minitorch
from minitorch.autograd import gradcheck, gradgradcheck
from oracle import both, same_as_pytorch

torch = pytest.importorskip("torch")

LIBS = pytest.mark.parametrize("lib", [minitorch, torch], ids=["minitorch", "torch"])


def _seeded(lib, *shape, dtype=None):
    """The same float64 values in either library."""
    values = np.random.default_rng(sum(shape) + len(shape)).standard_normal(shape)
    return lib.tensor(values, dtype=dtype or lib.float64)


def describe(t):
    """What a layout test compares: shape, strides, storage offset, contiguity in each format, values."""
    formats = [t.is_contiguous()]
    if t.dim() == 4:
        formats.append(t.is_contiguous(memory_format=_lib(t).channels_last))
    if t.dim() == 5:
        formats.append(t.is_contiguous(memory_format=_lib(t).channels_last_3d))
    return (tuple(t.shape), t.stride(), t.storage_offset(), formats, str(t.dtype), _rounded(t.detach().tolist()))


def _rounded(values):
    """Nested values to 10 decimals: the two libraries' transcendental functions may differ in the last bit."""
    if isinstance(values, list):
        return [_rounded(v) for v in values]
    return round(values, 10) if isinstance(values, float) else values


def _lib(t):
    return minitorch if isinstance(t, minitorch.Tensor) else torch


# -- the constants ---------------------------------------------------------------------------------

def test_memory_format_and_layout_constants():
    def fn(lib):
        formats = [lib.contiguous_format, lib.channels_last, lib.channels_last_3d, lib.preserve_format,
                   lib.legacy_contiguous_format]
        layouts = [lib.strided, lib.sparse_coo, lib.sparse_csr, lib.sparse_csc, lib.sparse_bsr, lib.sparse_bsc]
        return ([repr(f) for f in formats], [str(f) for f in formats], [repr(x) for x in layouts],
                [isinstance(f, lib.memory_format) for f in formats], [isinstance(x, lib.layout) for x in layouts],
                type(lib.channels_last).__name__, type(lib.strided).__name__, lib.legacy_contiguous_format is
                lib.contiguous_format, lib.channels_last == lib.channels_last, lib.channels_last != lib.channels_last_3d,
                lib.zeros(2).layout is lib.strided, repr(lib.zeros(2, 3).layout))
    same_as_pytorch(fn)


def test_constants_cannot_be_instantiated_and_pickle_to_themselves():
    for make in (lambda lib: lib.memory_format(), lambda lib: lib.layout()):
        mine, theirs = both(make)
        assert mine == theirs and mine[0] == "TypeError"
    for obj in (minitorch.channels_last, minitorch.strided, minitorch.preserve_format):
        assert pickle.loads(pickle.dumps(obj)) is obj
    assert len({minitorch.channels_last, minitorch.channels_last, minitorch.contiguous_format}) == 2


# -- memory_format arguments: strides as PyTorch's ---------------------------------------------------

LAYOUT_CASES = {
    "contiguous channels_last": lambda lib: _seeded(lib, 2, 3, 4, 5).contiguous(memory_format=lib.channels_last),
    "contiguous channels_last C=1": lambda lib: _seeded(lib, 2, 1, 4, 5).contiguous(memory_format=lib.channels_last),
    "contiguous channels_last_3d": lambda lib: _seeded(lib, 2, 3, 2, 4, 5).contiguous(
        memory_format=lib.channels_last_3d),
    "contiguous back to contiguous": lambda lib: _seeded(lib, 2, 3, 4, 5).contiguous(
        memory_format=lib.channels_last).contiguous(),
    "contiguous of contiguous keeps": lambda lib: _seeded(lib, 2, 3, 4, 5).contiguous(
        memory_format=lib.contiguous_format),
    "to channels_last": lambda lib: _seeded(lib, 2, 3, 4, 5).to(memory_format=lib.channels_last),
    "to dtype + channels_last": lambda lib: _seeded(lib, 2, 3, 4, 5).to(lib.float32, memory_format=lib.channels_last),
    "to dtype preserves transposed": lambda lib: _seeded(lib, 3, 4).t().to(lib.float32),
    "to dtype contiguous_format": lambda lib: _seeded(lib, 3, 4).t().to(lib.float32,
                                                                          memory_format=lib.contiguous_format),
    "to contiguous_format aliases transposed": lambda lib: _seeded(lib, 3, 4).t().to(
        memory_format=lib.contiguous_format),
    "to preserve": lambda lib: _seeded(lib, 2, 3, 4, 5).permute(0, 2, 3, 1).to(memory_format=lib.preserve_format),
    "clone preserves transposed": lambda lib: _seeded(lib, 3, 4).t().clone(),
    "clone preserves channels_last": lambda lib: _seeded(lib, 2, 3, 4, 5).contiguous(
        memory_format=lib.channels_last).clone(),
    "clone of expanded: dense": lambda lib: _seeded(lib, 3, 1).expand(3, 4).clone(),
    "clone of expanded transposed": lambda lib: _seeded(lib, 1, 3).expand(4, 3).t().clone(),
    "clone of strided slice": lambda lib: _seeded(lib, 2, 3, 4, 5)[:, :, ::2].clone(),
    "clone of channels_last slice": lambda lib: _seeded(lib, 2, 3, 4, 5).contiguous(
        memory_format=lib.channels_last)[:, :, ::2].clone(),
    "clone of permuted slice": lambda lib: _seeded(lib, 4, 5, 6).permute(2, 0, 1)[:, 1:3, ::2].clone(),
    "clone contiguous_format": lambda lib: _seeded(lib, 3, 4).t().clone(memory_format=lib.contiguous_format),
    "clone channels_last": lambda lib: _seeded(lib, 2, 3, 4, 5).clone(memory_format=lib.channels_last),
    "empty channels_last": lambda lib: lib.empty(2, 3, 4, 5, memory_format=lib.channels_last).zero_(),
    "empty channels_last N11W": lambda lib: lib.empty(2, 1, 1, 5, memory_format=lib.channels_last).zero_(),
    "empty channels_last_3d": lambda lib: lib.empty((2, 3, 2, 4, 5), memory_format=lib.channels_last_3d).zero_(),
    "empty contiguous_format": lambda lib: lib.empty(2, 3, memory_format=lib.contiguous_format).zero_(),
    "zeros_like channels_last": lambda lib: lib.zeros_like(_seeded(lib, 2, 3, 4, 5), memory_format=lib.channels_last),
    "zeros_like preserves transposed": lambda lib: lib.zeros_like(_seeded(lib, 3, 4).t()),
    "ones_like preserves permuted": lambda lib: lib.ones_like(_seeded(lib, 2, 3, 4, 5).permute(0, 2, 3, 1)),
    "full_like contiguous_format": lambda lib: lib.full_like(_seeded(lib, 3, 4).t(), 2.0,
                                                             memory_format=lib.contiguous_format),
    "empty_like channels_last": lambda lib: lib.empty_like(_seeded(lib, 2, 3, 4, 5),
                                                           memory_format=lib.channels_last).zero_(),
    "empty_like of expanded": lambda lib: lib.empty_like(_seeded(lib, 3, 1).expand(3, 4)).zero_(),
    "randint_like preserves channels_last": lambda lib: lib.randint_like(
        _seeded(lib, 2, 3, 2, 2).contiguous(memory_format=lib.channels_last), 1),
    "resize_ channels_last": lambda lib: lib.arange(24.0).resize_(2, 3, 2, 2, memory_format=lib.channels_last),
    "resize_ same sizes keeps strides": lambda lib: lib.arange(6.0).reshape(2, 3).t().resize_(3, 2),
    "resize_as_ channels_last": lambda lib: lib.arange(30.0).resize_as_(lib.zeros(2, 3, 2, 2),
                                                                       memory_format=lib.channels_last),
    "empty channels_last without elements": lambda lib: lib.empty(2, 3, 0, 5, memory_format=lib.channels_last),
    "clone channels_last without elements": lambda lib: lib.zeros(2, 3, 0, 5).clone(memory_format=lib.channels_last),
    "contiguous channels_last without elements": lambda lib: lib.zeros(2, 3, 0, 5).contiguous(
        memory_format=lib.channels_last),
    "empty_permuted": lambda lib: lib.empty_permuted((2, 3, 4, 5), (0, 2, 3, 1)).zero_(),
    "empty_permuted 3-d": lambda lib: lib.empty_permuted((2, 3, 4), (2, 0, 1), dtype=lib.int64).zero_(),
}


@pytest.mark.parametrize("name", LAYOUT_CASES)
def test_layouts_match_pytorch(name):
    same_as_pytorch(lambda lib: describe(LAYOUT_CASES[name](lib)))


def test_is_contiguous_in_each_format():
    def fn(lib):
        x = _seeded(lib, 2, 3, 4, 5)
        cl = x.contiguous(memory_format=lib.channels_last)
        flags = []
        for t in (x, cl, x.transpose(1, 2), _seeded(lib, 2, 1, 1, 5), _seeded(lib, 3, 4), _seeded(lib, 3, 4).t(),
                  _seeded(lib, 2, 3, 2, 4, 5), _seeded(lib, 2, 3, 2, 4, 5).contiguous(memory_format=lib.channels_last_3d)):
            flags.append([t.is_contiguous(memory_format=f) for f in (lib.contiguous_format, lib.channels_last,
                                                                       lib.channels_last_3d, lib.preserve_format)])
        return flags
    same_as_pytorch(fn)


def test_to_and_contiguous_return_self_when_the_layout_already_fits():
    def fn(lib):
        x = _seeded(lib, 2, 3, 4, 5)
        cl = x.contiguous(memory_format=lib.channels_last)
        return (x.contiguous() is x, cl.contiguous(memory_format=lib.channels_last) is cl,
                cl.to(memory_format=lib.channels_last) is cl, x.to(memory_format=lib.contiguous_format) is x,
                x.to(memory_format=lib.preserve_format) is x, x.contiguous(memory_format=lib.preserve_format) is x,
                x.to(memory_format=lib.channels_last) is x)
    same_as_pytorch(fn)


ERROR_CASES = {
    "contiguous channels_last 3-d": lambda lib: _seeded(lib, 2, 3, 4).t().contiguous(
        memory_format=lib.channels_last),
    "contiguous channels_last_3d 4-d": lambda lib: _seeded(lib, 2, 3, 4, 5).contiguous(
        memory_format=lib.channels_last_3d),
    "contiguous preserve of strided": lambda lib: _seeded(lib, 3, 4).t().contiguous(memory_format=lib.preserve_format),
    "clone channels_last 3-d": lambda lib: _seeded(lib, 2, 3, 4).clone(memory_format=lib.channels_last),
    "to channels_last 3-d": lambda lib: _seeded(lib, 2, 3, 4).to(memory_format=lib.channels_last),
    "empty channels_last 5-d": lambda lib: lib.empty(2, 3, 4, 5, 6, memory_format=lib.channels_last),
    "empty preserve": lambda lib: lib.empty(2, 3, memory_format=lib.preserve_format),
    "empty_like channels_last 3-d": lambda lib: lib.empty_like(_seeded(lib, 2, 3, 4), memory_format=lib.channels_last),
    "zeros_like channels_last_3d 4-d": lambda lib: lib.zeros_like(_seeded(lib, 2, 3, 4, 5),
                                                                  memory_format=lib.channels_last_3d),
    "empty_permuted length": lambda lib: lib.empty_permuted((2, 3), (0,)),
    "empty_permuted duplicate": lambda lib: lib.empty_permuted((2, 3), (0, 0)),
    "resize_ channels_last 3-d": lambda lib: lib.arange(24.0).resize_(2, 3, 4, memory_format=lib.channels_last),
    "resize_ preserve": lambda lib: lib.arange(24.0).resize_(2, 3, 4, memory_format=lib.preserve_format),
    "is_contiguous int format": lambda lib: _seeded(lib, 3, 4).is_contiguous(memory_format=1),
}


@pytest.mark.parametrize("name", ERROR_CASES)
def test_errors_match_pytorch(name):
    mine, theirs = both(ERROR_CASES[name])
    assert isinstance(theirs, tuple) and theirs[0] in ("RuntimeError", "TypeError")  # the case is an error
    assert mine == theirs


# -- ops on channels-last tensors: values, gradients and their layouts ----------------------------------

def _conv_channels_last(lib, cl_input, cl_weight):
    x = _seeded(lib, 2, 3, 6, 5)
    w = _seeded(lib, 4, 3, 3, 3) * 0.3
    b = _seeded(lib, 4)
    if cl_input:
        x = x.contiguous(memory_format=lib.channels_last)
    if cl_weight:
        w = w.contiguous(memory_format=lib.channels_last)
    for t in (x, w, b):
        t.requires_grad_(True)
    out = lib.nn.functional.conv2d(x, w, b, padding=1, stride=(2, 1))
    (out * _seeded(lib, *out.shape)).sum().backward()
    return ([round(v, 10) for v in out.detach().reshape(-1).tolist()], tuple(out.shape), out.grad_fn.name(),
            [[round(v, 10) for v in t.grad.reshape(-1).tolist()] for t in (x, w, b)])


@pytest.mark.parametrize("cl_input, cl_weight", [(True, False), (False, True), (True, True)])
def test_conv2d_on_channels_last_matches_pytorch(cl_input, cl_weight):
    same_as_pytorch(lambda lib: _conv_channels_last(lib, cl_input, cl_weight))


def test_conv2d_on_channels_last_passes_gradcheck():
    x = _seeded(minitorch, 1, 2, 4, 4).contiguous(memory_format=minitorch.channels_last).requires_grad_(True)
    w = _seeded(minitorch, 3, 2, 2, 2).contiguous(memory_format=minitorch.channels_last).requires_grad_(True)
    fn = lambda x, w: minitorch.nn.functional.conv2d(x, w, padding=1)  # noqa: E731
    assert gradcheck(fn, (x, w))
    assert gradgradcheck(fn, (x, w))


def test_elementwise_ops_keep_channels_last_as_pytorch():
    """Operands all channels-last: results and gradients stay channels-last. (Mixed layouts give correct
    values, but NumPy lays the result out contiguously where PyTorch follows the first operand.)"""
    def fn(lib):
        x = _seeded(lib, 2, 3, 4, 5).contiguous(memory_format=lib.channels_last).requires_grad_(True)
        y = _seeded(lib, 2, 3, 4, 5).contiguous(memory_format=lib.channels_last)
        out = (x * y + 1.5).relu() * x.sigmoid()
        out.backward(_seeded(lib, 2, 3, 4, 5).contiguous(memory_format=lib.channels_last))
        return describe(out.detach()) + (describe(x.grad)[0], [round(v, 10) for v in x.grad.reshape(-1).tolist()])
    same_as_pytorch(fn)


def test_elementwise_on_channels_last_passes_gradcheck():
    x = _seeded(minitorch, 2, 3, 2, 2).contiguous(memory_format=minitorch.channels_last).requires_grad_(True)
    y = _seeded(minitorch, 2, 3, 2, 2).clone(memory_format=minitorch.channels_last).requires_grad_(True)
    assert gradcheck(lambda x, y: (x * y).tanh() + x.exp() / (1 + y * y), (x, y))
    assert gradgradcheck(lambda x, y: (x * y).tanh() + x.exp() / (1 + y * y), (x, y))


def test_clone_and_contiguous_with_formats_record_clone_and_pass_gradient():
    def fn(lib):
        x = _seeded(lib, 2, 3, 4, 5).requires_grad_(True)
        a = x.contiguous(memory_format=lib.channels_last)
        b = x.t() if x.dim() == 2 else x.clone(memory_format=lib.channels_last)
        c = x.to(memory_format=lib.channels_last)
        (a * 1 + b * 2 + c * 3).sum().backward()
        return a.grad_fn.name(), b.grad_fn.name(), c.grad_fn.name(), x.grad.reshape(-1).tolist()[:5]
    same_as_pytorch(fn)


def test_module_to_memory_format_and_weight_conversion():
    def fn(lib):
        lib.manual_seed(0)
        net = lib.nn.Sequential(lib.nn.Conv2d(3, 4, 3), lib.nn.BatchNorm2d(4), lib.nn.ConvTranspose2d(4, 2, 2),
                                lib.nn.Linear(2, 2))
        out = [net.to(memory_format=lib.channels_last) is net]
        out.append([p.stride() for p in net.parameters()])
        out.append(lib.nn.utils.convert_conv2d_weight_memory_format(net, lib.contiguous_format) is net)
        out.append([p.stride() for p in net.parameters()])
        lib.nn.utils.convert_conv2d_weight_memory_format(net, lib.channels_last)
        out.append([p.stride() for p in net.parameters()])
        net3 = lib.nn.Sequential(lib.nn.Conv3d(2, 3, 2), lib.nn.Conv2d(2, 2, 1))
        lib.nn.utils.convert_conv3d_weight_memory_format(net3, lib.channels_last_3d)
        out.append([p.stride() for p in net3.parameters()])
        out.append([type(p).__name__ for p in net.parameters()] + [p.is_leaf for p in net.parameters()])
        return out
    same_as_pytorch(fn)


# -- as_strided -------------------------------------------------------------------------------------

def test_as_strided_views_share_memory_from_the_storage():
    def fn(lib):
        base = _seeded(lib, 3, 4)
        row = base[1:]
        v = row.as_strided((2, 2), (1, 2))  # storage offset defaults to row's own (4)
        w = lib.as_strided(row, (2, 3), (4, 1), 1)  # an absolute storage offset: before row's first element
        windows = base.reshape(-1).as_strided((4, 3), (2, 1), 2)  # overlapping windows
        out = [describe(t) for t in (v, w, windows)]
        base.mul_(10)
        out.append([t.tolist() for t in (v, w, windows)])
        out.append([t._base is base for t in (v, w, windows)])
        v.zero_()
        out.append(base.tolist())
        return out
    same_as_pytorch(fn)


def test_as_strided_of_non_contiguous_and_offset_inputs():
    def fn(lib):
        t = _seeded(lib, 4, 5).t()
        s = _seeded(lib, 6, 5)[2:, 1:]
        return [describe(x) for x in (t.as_strided((3, 2), (1, 5)), t.as_strided((2, 2), (1, 1), 7),
                                     s.as_strided((2, 3), (5, 1)), s.as_strided((2, 2), (2, 3), 0))]
    same_as_pytorch(fn)


AS_STRIDED_ERRORS = {
    "out of bounds": lambda lib: _seeded(lib, 3, 4).as_strided((2, 2), (1, 2), 20),
    "length mismatch": lambda lib: _seeded(lib, 3, 4).as_strided((2, 2), (1,)),
    "negative size": lambda lib: _seeded(lib, 3, 4).as_strided((2, -2), (1, 2)),
    "negative stride": lambda lib: _seeded(lib, 3, 4).as_strided((2, 2), (-1, 2)),
    "negative offset": lambda lib: _seeded(lib, 3, 4).as_strided((2, 2), (1, 2), -1),
    "scatter src shape": lambda lib: lib.as_strided_scatter(_seeded(lib, 3, 4), _seeded(lib, 2, 3), (2, 2), (1, 2)),
    "scatter strided requires grad": lambda lib: lib.as_strided_scatter(
        _seeded(lib, 3, 4).requires_grad_(True).t(), _seeded(lib, 2, 2), (2, 2), (1, 2)),
}


@pytest.mark.parametrize("name", AS_STRIDED_ERRORS)
def test_as_strided_errors_match_pytorch(name):
    mine, theirs = both(AS_STRIDED_ERRORS[name])
    assert isinstance(theirs, tuple) and theirs[0] == "RuntimeError"
    assert mine == theirs


def _as_strided_grads(lib, fn):
    x = _seeded(lib, 3, 4).requires_grad_(True)
    out = fn(lib, x)
    out.backward(_seeded(lib, *out.shape))
    return out.grad_fn.name(), describe(out.detach()), [round(v, 10) for v in x.grad.reshape(-1).tolist()]


AS_STRIDED_GRAD_CASES = {
    "overlapping windows": lambda lib, x: x.as_strided((3, 3), (1, 1)),
    "offset view": lambda lib, x: lib.as_strided(x, (2, 2), (1, 2), 1),
    "repeats one element": lambda lib, x: x.as_strided((2, 3), (0, 1), 5),
    "of a transposed view": lambda lib, x: x.t().as_strided((2, 3), (1, 4), 1),
    "of a slice": lambda lib, x: x[1:].as_strided((2, 2), (4, 1)),
    "of an expanded input": lambda lib, x: x[:, :1].expand(3, 4).as_strided((2, 2), (4, 0)),
    "as_strided_copy": lambda lib, x: lib.as_strided_copy(x, (3, 3), (1, 1), 2),
}


@pytest.mark.parametrize("name", AS_STRIDED_GRAD_CASES)
def test_as_strided_gradients_match_pytorch(name):
    same_as_pytorch(lambda lib: _as_strided_grads(lib, AS_STRIDED_GRAD_CASES[name]))


@pytest.mark.parametrize("name", AS_STRIDED_GRAD_CASES)
def test_as_strided_gradients_pass_gradcheck(name):
    fn = AS_STRIDED_GRAD_CASES[name]
    x = _seeded(minitorch, 3, 4).requires_grad_(True)
    assert gradcheck(lambda x: fn(minitorch, x), (x,))
    assert gradgradcheck(lambda x: fn(minitorch, x), (x,))


SCATTER_CASES = [((2, 2), (1, 2), 1), ((2, 3), (4, 1), 4), ((3,), (5,), None), ((2, 2), (2, 1), 7)]


@pytest.mark.parametrize("size, stride, offset", SCATTER_CASES)
def test_as_strided_scatter_matches_pytorch(size, stride, offset):
    """Values, grad_fn and the gradient of ``src`` as PyTorch's. The gradient of ``self`` is checked by
    finite differences below: PyTorch 2.13's keeps the overwritten elements and zeroes the others, the
    opposite of the derivative (its own gradcheck fails on it)."""
    def fn(lib):
        x = _seeded(lib, 3, 4).requires_grad_(True)
        src = _seeded(lib, *size).requires_grad_(True)
        out = lib.as_strided_scatter(x, src, size, stride, offset)
        method = x.detach().as_strided_scatter(src.detach(), size, stride, offset)
        grad_src, = lib.autograd.grad(out, (src,), _seeded(lib, 3, 4))
        return describe(out.detach()), out.grad_fn.name(), describe(method), grad_src.tolist()
    same_as_pytorch(fn)


@pytest.mark.parametrize("size, stride, offset", SCATTER_CASES)
def test_as_strided_scatter_gradients_pass_gradcheck(size, stride, offset):
    x = _seeded(minitorch, 3, 4).requires_grad_(True)
    src = _seeded(minitorch, *size).requires_grad_(True)
    fn = lambda x, src: minitorch.as_strided_scatter(x * x, src.exp(), size, stride, offset)  # noqa: E731
    assert gradcheck(fn, (x, src))
    assert gradgradcheck(fn, (x, src))
    grad_self, = minitorch.autograd.grad(minitorch.as_strided_scatter(x, src, size, stride, offset).sum(), (x,))
    written = minitorch.zeros(3, 4, dtype=minitorch.float64).as_strided_scatter(
        minitorch.ones(size, dtype=minitorch.float64), size, stride, offset)
    assert grad_self.tolist() == (1 - written).tolist()  # the elements src overwrote get no gradient


def test_as_strided_scatter_keeps_storage_offset_and_strides():
    same_as_pytorch(lambda lib: [describe(lib.as_strided_scatter(t, lib.zeros(2, 2, dtype=lib.float64), (2, 2), (1, 2)))
                                 for t in (_seeded(lib, 3, 4)[1:], _seeded(lib, 3, 4).t())])


def test_as_strided_copy_does_not_share_memory():
    def fn(lib):
        x = _seeded(lib, 3, 4)
        c = lib.as_strided_copy(x, (2, 2), (1, 2), 1)
        x.zero_()
        return describe(c), c._base is None
    same_as_pytorch(fn)


def test_as_strided_in_place():
    def fn(lib):
        x = _seeded(lib, 3, 4).requires_grad_(True)
        y = x.clone()
        out = y.as_strided_((2, 2), (1, 2), 1)
        names = (out is y, y.grad_fn.name(), describe(y.detach()))
        (y * _seeded(lib, 2, 2)).sum().backward()
        z = _seeded(lib, 3, 4)
        lib.as_strided_(z, (3,), (5,))
        return names, x.grad.tolist(), describe(z)
    same_as_pytorch(fn)


def test_view_of_as_strided_modified_in_place_regenerates_as_strided_backward():
    def fn(lib):
        x = _seeded(lib, 3, 4).requires_grad_(True)
        base = x * 1
        v = base.as_strided((2, 2), (1, 2), 1)
        v.mul_(3)  # CopySlices on base; v's grad_fn regenerates
        base.sum().backward(retain_graph=True)
        g1 = x.grad.tolist()
        return g1, v.grad_fn.name(), type(base.grad_fn).__name__
    same_as_pytorch(fn)


# -- the *_copy ops -----------------------------------------------------------------------------------

COPY_CASES = {
    "view_copy": lambda lib, x: lib.view_copy(x, (4, 6)),
    "view_copy of transposed": lambda lib, x: lib.view_copy(x.transpose(0, 2), (-1,)),
    "_reshape_alias_copy": lambda lib, x: lib._reshape_alias_copy(x, (6, 4), (4, 1)),
    "t_copy": lambda lib, x: lib.t_copy(x[0]),
    "transpose_copy": lambda lib, x: lib.transpose_copy(x, 0, 2),
    "permute_copy": lambda lib, x: lib.permute_copy(x, (2, 0, 1)),
    "expand_copy": lambda lib, x: lib.expand_copy(x[:, :1], (2, 3, 4)),
    "squeeze_copy": lambda lib, x: lib.squeeze_copy(x[:, :1]),
    "squeeze_copy dim": lambda lib, x: lib.squeeze_copy(x[:, :1], 1),
    "squeeze_copy dims": lambda lib, x: lib.squeeze_copy(x[:1, :1], (0, 1)),
    "unsqueeze_copy": lambda lib, x: lib.unsqueeze_copy(x, -1),
    "select_copy": lambda lib, x: lib.select_copy(x, 1, -1),
    "slice_copy": lambda lib, x: lib.slice_copy(x, 2, 1, 4, 2),
    "split_copy": lambda lib, x: lib.split_copy(x, 2, 2),
    "split_with_sizes_copy": lambda lib, x: lib.split_with_sizes_copy(x, [1, 2], 1),
    "unbind_copy": lambda lib, x: lib.unbind_copy(x, 1),
    "unfold_copy": lambda lib, x: lib.unfold_copy(x, 2, 2, 1),
    "diagonal_copy": lambda lib, x: lib.diagonal_copy(x, 1, 1, 2),
    "alias_copy": lambda lib, x: lib.alias_copy(x),
    "narrow_copy": lambda lib, x: lib.narrow_copy(x, 2, 1, 2),
    "narrow_copy method": lambda lib, x: x.narrow_copy(0, 1, 1),
    "as_strided_copy": lambda lib, x: lib.as_strided_copy(x, (2, 2), (1, 3), 2),
}


@pytest.mark.parametrize("name", COPY_CASES)
def test_copy_ops_match_pytorch(name):
    def fn(lib):
        x = _seeded(lib, 2, 3, 4).requires_grad_(True)
        out = COPY_CASES[name](lib, x)
        outs = list(out) if isinstance(out, (list, tuple)) else [out]
        result = [(describe(o.detach()), o.grad_fn.name(), o._base is None, o.is_contiguous()) for o in outs]
        sum((o * _seeded(lib, *o.shape)).sum() for o in outs).backward()
        return result, [round(v, 10) for v in x.grad.reshape(-1).tolist()]
    same_as_pytorch(fn)


@pytest.mark.parametrize("name", COPY_CASES)
def test_copy_ops_do_not_share_memory(name):
    x = _seeded(minitorch, 2, 3, 4)
    out = COPY_CASES[name](minitorch, x)
    outs = list(out) if isinstance(out, (list, tuple)) else [out]
    before = [o.clone() for o in outs]
    x.add_(1)
    assert all(bool((o == b).all()) for o, b in zip(outs, before))


def test_detach_copy_records_not_implemented():
    def fn(lib):
        x = _seeded(lib, 3, 4).requires_grad_(True)
        y = lib.detach_copy(x)
        names = (y.grad_fn.name(), y.requires_grad, describe(y.detach()))
        try:
            y.sum().backward()
        except RuntimeError as e:
            return names, str(e)
        return names, None
    same_as_pytorch(fn)


def test_narrow_copy_errors_and_negative_start():
    same_as_pytorch(lambda lib: describe(lib.narrow_copy(_seeded(lib, 3, 4), 1, -2, 2)))
    same_as_pytorch(lambda lib: lib.narrow_copy(_seeded(lib, 3, 4), 1, 3, 2))
    same_as_pytorch(lambda lib: lib.narrow_copy(_seeded(lib, 3, 4), 1, -5, 2))
    same_as_pytorch(lambda lib: _seeded(lib, 3, 4).narrow(1, 1, 2).tolist())  # narrow shares the range check


# -- torch.detach, fill, adjoint, nonzero_static -------------------------------------------------------

def test_detach_and_detach_functions():
    def fn(lib):
        x = _seeded(lib, 3).requires_grad_(True)
        y = x * 2
        d = lib.detach(y)
        out = [d.requires_grad, d.grad_fn, d.tolist()]
        d.zero_()
        out.append(y.tolist())  # shares memory
        z = lib.detach_(y)
        out += [z is y, y.requires_grad, y.grad_fn]
        return out
    same_as_pytorch(fn)


def test_detach_in_place_of_a_view_is_refused():
    same_as_pytorch(lambda lib: lib.detach_((_seeded(lib, 3, 4).requires_grad_(True) * 1)[0]))


def test_fill_function():
    def fn(lib):
        x = _seeded(lib, 2, 3).requires_grad_(True)
        v = lib.tensor(1.5, dtype=lib.float64, requires_grad=True)
        a = lib.fill(x, 2.0)
        b = lib.fill(x, v)
        (a * 2 + b * _seeded(lib, 2, 3)).sum().backward()
        return a.tolist(), b.tolist(), a.grad_fn.name(), b.grad_fn.name(), x.grad.tolist(), round(v.grad.item(), 10)
    same_as_pytorch(fn)


def test_adjoint():
    def fn(lib):
        x = _seeded(lib, 2, 3, 4).requires_grad_(True)
        a = x.adjoint()
        b = lib.adjoint(x[0])
        (a.sum() + (b * 2).sum()).backward()
        return describe(a.detach()), a.grad_fn.name(), a._base is x, describe(b.detach()), x.grad.tolist()
    same_as_pytorch(fn)
    same_as_pytorch(lambda lib: lib.adjoint(_seeded(lib, 3)))
    same_as_pytorch(lambda lib: _seeded(lib, 3).adjoint())


def test_nonzero_static():
    def fn(lib):
        x = lib.tensor([[1.0, 0.0, 2.0], [0.0, 3.0, 0.0]])
        return [lib.nonzero_static(x, size=5).tolist(), lib.nonzero_static(x, size=2).tolist(),
                x.nonzero_static(size=4, fill_value=7).tolist(), lib.nonzero_static(x, size=0).shape,
                lib.nonzero_static(lib.tensor([0, 4, 0, 5]), size=3).tolist(), str(lib.nonzero_static(x, size=1).dtype),
                tuple(lib.nonzero_static(lib.tensor(3.0), size=2).shape)]
    same_as_pytorch(fn)
    same_as_pytorch(lambda lib: lib.nonzero_static(lib.tensor([1, 0]), size=-1))


def test_conv_result_and_leaf_gradient_layouts_as_pytorch():
    """A 2-d convolution answers channels-last for a channels-last input or weight; a leaf's ``.grad`` takes
    the leaf's layout (PyTorch's layout contract), whatever layout backward produced."""
    def fn(lib):
        F = lib.nn.functional
        x = _seeded(lib, 2, 3, 6, 5)
        w = _seeded(lib, 4, 3, 3, 3)
        cx, cw = x.contiguous(memory_format=lib.channels_last), w.contiguous(memory_format=lib.channels_last)
        out = [F.conv2d(cx, w).stride(), F.conv2d(x, cw).stride(), F.conv2d(x, w).stride(),
               F.conv_transpose2d(cx, _seeded(lib, 3, 2, 2, 2)).stride(),
               F.conv2d(cx, _seeded(lib, 6, 1, 3, 3), groups=3).stride(),
               F.conv3d(_seeded(lib, 1, 2, 3, 4, 5).contiguous(memory_format=lib.channels_last_3d),
                        _seeded(lib, 3, 2, 2, 2, 2)).stride()]
        for leaf_x, leaf_w in ((cx, w), (x, cw), (cx, cw)):
            leaf_x, leaf_w = leaf_x.clone().requires_grad_(True), leaf_w.clone().requires_grad_(True)
            F.conv2d(leaf_x, leaf_w, padding=1).sum().backward()
            out.append((leaf_x.grad.stride(), leaf_w.grad.stride()))
        t = _seeded(lib, 4, 3).t().requires_grad_(True)  # a transposed leaf: .grad transposed too
        (t * 2).sum().backward()
        out.append(t.grad.stride())
        return out
    same_as_pytorch(fn)


@pytest.mark.parametrize("make_base", ["channels_last", "transposed clone", "offset"])
def test_in_place_on_as_strided_view_of_a_laid_out_base(make_base):
    """CopySlices and the regenerated AsStridedBackward0 find the view's elements in a base that is not
    laid out contiguously from the start of its storage."""
    def fn(lib):
        x = _seeded(lib, 2, 3, 2, 2).requires_grad_(True)
        if make_base == "channels_last":
            base = x.contiguous(memory_format=lib.channels_last)
        elif make_base == "transposed clone":
            base = (x.reshape(6, 4) * 1).t().clone()
        else:
            base = (x * 1).reshape(-1)[3:]
        v = base.as_strided((2, 3), (3, 2), base.storage_offset() + 1)
        v.mul_(_seeded(lib, 2, 3))
        (base * _seeded(lib, *base.shape)).sum().backward(retain_graph=True)
        g = x.grad.clone()
        x.grad = None
        (v * _seeded(lib, 2, 3)).sum().backward()
        return v.grad_fn.name(), _rounded(g.tolist()), _rounded(x.grad.tolist()), describe(v.detach())
    same_as_pytorch(fn)


@pytest.mark.parametrize("create_graph", [False, True])
def test_leaf_gradient_layout_contract(create_graph):
    """``.grad`` of an expanded leaf is contiguous, of a channels-last leaf channels-last, with or without
    create_graph, whatever layout the gradient arrived in."""
    def fn(lib):
        out = []
        e = _seeded(lib, 3, 1).expand(3, 4).requires_grad_(True)
        (e.t() * _seeded(lib, 4, 3)).sum().backward(create_graph=create_graph)
        out.append((e.grad.stride(), _rounded(e.grad.tolist())))
        c = _seeded(lib, 2, 3, 2, 2).contiguous(memory_format=lib.channels_last).requires_grad_(True)
        (c * _seeded(lib, 2, 3, 2, 2)).sum().backward(create_graph=create_graph)
        out.append((c.grad.stride(), _rounded(c.grad.reshape(-1).tolist())))
        return out
    same_as_pytorch(fn)


_CONTIGUOUS_RESULTS = ["a.softmax(-1)", "a.log_softmax(0)", "a.cumsum(-1)", "a.cumprod(1)", "a.cummax(-1)[0]",
                       "a.cummin(0)[1]", "a.logcumsumexp(1)", "a.roll(1, -1)", "a.roll(1)", "torch.stack([a, a], 1)",
                       "a.masked_fill(a > 0, 0.0)", "a.masked_fill(a > 0, torch.tensor(1.0))", "2 ** a", "a.tril()",
                       "a.triu(1)", "a.renorm(2, 0, 1.0)", "torch.cat([a, a], 1)",
                       # reductions: ATen allocates their results contiguous
                       "a.mean(-1)", "a.sum(1)", "a.amin(1)", "a.amax(-1)", "a.prod(-1)", "a.std(2)", "a.var(-1)",
                       "a.norm(dim=1)", "torch.linalg.vector_norm(a, dim=-1)", "a.logsumexp(1)", "(a > 0).any(-1)",
                       "(a > 0).all(1)", "a.max(-1)[0]", "a.min(1)[1]", "a.median(-1)[0]", "a.kthvalue(1, -1)[0]",
                       "a.nansum(1)", "a.aminmax(dim=-1)[1]", "a.argmax(-1)", "a.count_nonzero(-1)",
                       "torch.nn.functional.logsigmoid(a)",
                       "torch.nn.functional.batch_norm(a, None, None, training=True)"]


@pytest.mark.parametrize("layout", ["transpose(1, 2)", "permute(2, 0, 1)"])
@pytest.mark.parametrize("expr", ["a.sort(1)[0]", "a.sort(-1, descending=True)[1]", "a.sort(dim=0, stable=True)[0]",
                                  "a.argsort(1)", "a.msort()", "a.flip(0)", "a.flip(-1, 1)",
                                  "a.index_fill(0, torch.tensor([0]), 1.0)", "a.index_fill(1, torch.tensor([1]), torch.tensor(2.0))",
                                  # elementwise ops with kernels of their own (TensorIterator ops in ATen)
                                  "a.erf()", "a.erfc()", "a.erfinv()", "a.digamma()", "a.lgamma()", "torch.special.erfcx(a)",
                                  "torch.special.log_ndtr(a)", "torch.special.ndtr(a)", "torch.special.airy_ai(a)",
                                  "torch.polygamma(1, a + 1)", "torch.special.zeta(a + 2, 2.0)", "torch.special.zeta(3.0, a + 2)",
                                  "a.rot90(1, (1, 2))", "a.rot90(2, (0, 2))", "a.rot90(3, (0, 1))", "a.rot90(0, (0, 1))"])
def test_results_laid_out_as_their_input(expr, layout):
    """sort, argsort, flip, index_fill and the elementwise ops allocate their results with empty_like(self),
    laid out as the input; rot90 transposes a flip of it."""
    def run(lib):
        a = eval(f"x.{layout}", {"x": _seeded(lib, 2, 3, 4)})
        out = eval(expr, {"torch": lib, "a": a})
        return out.stride(), out.numpy()
    (mine, mine_values), (theirs, their_values) = run(minitorch), run(torch)
    assert mine == theirs
    np.testing.assert_allclose(mine_values, their_values, rtol=1e-12, atol=1e-300)  # (special functions' last bits)


@pytest.mark.parametrize("layout", ["transpose(1, 2)", "permute(2, 0, 1)"])
@pytest.mark.parametrize("expr", _CONTIGUOUS_RESULTS)
def test_results_atens_kernels_make_contiguous(expr, layout):
    """ATen allocates these ops' results contiguous whatever the input's layout (NumPy's would follow a transposed
    input), so the strides, and whether ``view`` then succeeds, are PyTorch's."""
    def run(lib):
        a = eval(f"x.{layout}", {"x": _seeded(lib, 2, 3, 4)})
        out = eval(expr, {"torch": lib, "a": a})
        return out.stride(), out.view(-1).tolist()
    mine, theirs = run(minitorch), run(torch)
    assert mine[0] == theirs[0]
    np.testing.assert_allclose(mine[1], theirs[1], rtol=1e-12, atol=1e-12)


@pytest.mark.parametrize("expr", ["torch.cat([x, x], 1)", "torch.cat([x, y])", "torch.stack([x, x])", "torch.stack([x, x], -1)",
                                  "torch.stack([x, y], 1)", "torch.nn.functional.batch_norm(x, None, None, training=True)",
                                  "x.softmax(1)", "x.cumsum(1)", "x.mean((2, 3))"])
def test_results_of_channels_last_inputs_as_pytorch(expr):
    """cat (and stack, ATen's cat then a view) and batch_norm keep channels_last where every input is so, else
    contiguous, as ATen's suggest_memory_format; softmax and the cumulative ops are contiguous either way."""
    def run(lib):
        x = _seeded(lib, 2, 3, 4, 5).to(memory_format=lib.channels_last)
        out = eval(expr, {"torch": lib, "x": x, "y": _seeded(lib, 2, 3, 4, 5)})
        return out.stride(), out.reshape(-1).tolist()
    mine, theirs = run(minitorch), run(torch)
    assert mine[0] == theirs[0]
    np.testing.assert_allclose(mine[1], theirs[1], rtol=1e-12, atol=1e-12)
