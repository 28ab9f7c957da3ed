"""What backward nodes show as saved state (``grad_fn._saved_*``) and the strides of gradients, against PyTorch:
convolution and normalization nodes, convolution gradients' layouts (a batch of one, channels-last), and the
gradients of linalg ops."""
import numpy as np
import pytest

from oracle import needs_torch, torch

import minitorch

pytestmark = needs_torch


def _saved(node):
    """A node's ``_saved_*`` attributes: tensors by shape, dtype and strides, the rest by value."""
    out = {}
    for name in sorted(a for a in dir(node) if a.startswith("_saved")):
        value = getattr(node, name)
        if hasattr(value, "stride") and not isinstance(value, (tuple, list)):
            value = ("tensor", tuple(value.shape), str(value.dtype).split(".")[-1], value.stride())
        out[name] = value
    return out


def _both(fn):
    rs = np.random.RandomState(0)
    mine = fn(minitorch, rs)
    rs = np.random.RandomState(0)
    return mine, fn(torch, rs)


def _t(lib, rs, *shape, grad=True):
    return lib.tensor(rs.randn(*shape)).requires_grad_(grad)


# -- ConvolutionBackward0: bias_sym_sizes_opt -------------------------------------------------------------

CONV_NODES = {
    "conv1d": lambda lib, rs: lib.nn.functional.conv1d(_t(lib, rs, 2, 3, 8), _t(lib, rs, 4, 3, 3)),
    "conv1d_bias": lambda lib, rs: lib.nn.functional.conv1d(_t(lib, rs, 2, 3, 8), _t(lib, rs, 4, 3, 3),
                                                             _t(lib, rs, 4), stride=2, padding=1),
    "conv2d": lambda lib, rs: lib.nn.functional.conv2d(_t(lib, rs, 2, 3, 6, 6), _t(lib, rs, 4, 3, 3, 3)),
    "conv2d_bias_same": lambda lib, rs: lib.nn.functional.conv2d(_t(lib, rs, 2, 3, 6, 6), _t(lib, rs, 4, 3, 3, 3),
                                                                  _t(lib, rs, 4, grad=False), padding="same"),
    "conv2d_groups": lambda lib, rs: lib.nn.functional.conv2d(_t(lib, rs, 2, 4, 6, 6), _t(lib, rs, 4, 2, 3, 3),
                                                               groups=2, dilation=2),
    "conv3d_bias": lambda lib, rs: lib.nn.functional.conv3d(_t(lib, rs, 1, 2, 4, 4, 4), _t(lib, rs, 3, 2, 2, 2, 2),
                                                             _t(lib, rs, 3)),
    "conv_transpose2d": lambda lib, rs: lib.nn.functional.conv_transpose2d(_t(lib, rs, 2, 3, 5, 5),
                                                                            _t(lib, rs, 3, 4, 3, 3)),
    "conv_transpose2d_bias": lambda lib, rs: lib.nn.functional.conv_transpose2d(
        _t(lib, rs, 2, 3, 5, 5), _t(lib, rs, 3, 4, 3, 3), _t(lib, rs, 4), stride=2, output_padding=1),
    "convolution_none": lambda lib, rs: lib.convolution(_t(lib, rs, 2, 3, 6, 6), _t(lib, rs, 4, 3, 3, 3), None,
                                                         [1, 1], [0, 0], [1, 1], False, [0, 0], 1),
    "convolution_bias": lambda lib, rs: lib.convolution(_t(lib, rs, 2, 3, 6, 6), _t(lib, rs, 4, 3, 3, 3),
                                                         _t(lib, rs, 4), [1, 1], [0, 0], [1, 1], False, [0, 0], 1),
}


@pytest.mark.parametrize("name", sorted(CONV_NODES))
def test_convolution_node_saves_what_pytorchs_does(name):
    mine, theirs = _both(lambda lib, rs: _saved(CONV_NODES[name](lib, rs).grad_fn))
    assert "_saved_bias_sym_sizes_opt" in mine
    assert mine == theirs


@pytest.mark.parametrize("bias", [False, True])
def test_conv2d_module_node_saves_what_pytorchs_does(bias):
    def run(lib, rs):
        lib.manual_seed(0)
        return _saved(lib.nn.Conv2d(3, 4, 3, bias=bias)(lib.tensor(rs.randn(1, 3, 5, 5), dtype=lib.float32)).grad_fn)
    mine, theirs = _both(run)
    assert mine["_saved_bias_sym_sizes_opt"] == ((4,) if bias else (0,))
    assert mine == theirs


def test_convolution_gradients_unchanged_with_and_without_bias():
    def run(lib, rs):
        x, w, b = _t(lib, rs, 2, 3, 6, 6), _t(lib, rs, 4, 3, 3, 3), _t(lib, rs, 4)
        y = lib.nn.functional.conv2d(x, w, b) + lib.nn.functional.conv2d(x, w)
        y.backward(lib.tensor(rs.randn(*y.shape)))
        return [g.detach().numpy() for g in (x.grad, w.grad, b.grad)]
    mine, theirs = _both(run)
    for m, t in zip(mine, theirs):
        np.testing.assert_allclose(m, t, rtol=1e-12, atol=1e-12)


# -- normalization nodes ----------------------------------------------------------------------------------

NORM_NODES = {
    "layer_norm": lambda lib, rs: lib.nn.functional.layer_norm(_t(lib, rs, 2, 3, 4), (4,)),
    "layer_norm_affine": lambda lib, rs: lib.nn.functional.layer_norm(_t(lib, rs, 2, 3, 4), (3, 4), _t(lib, rs, 3, 4),
                                                                      _t(lib, rs, 3, 4), eps=1e-3),
    "native_layer_norm": lambda lib, rs: lib.native_layer_norm(_t(lib, rs, 2, 5), [5], None, None, 0.1)[0],
    "batch_norm_train": lambda lib, rs: lib.nn.functional.batch_norm(
        _t(lib, rs, 4, 3, 5), lib.zeros(3, dtype=lib.float64), lib.ones(3, dtype=lib.float64), _t(lib, rs, 3),
        _t(lib, rs, 3), training=True),
    "batch_norm_eval": lambda lib, rs: lib.nn.functional.batch_norm(
        _t(lib, rs, 4, 3, 5), lib.zeros(3, dtype=lib.float64), lib.ones(3, dtype=lib.float64), training=False),
    "group_norm": lambda lib, rs: lib.nn.functional.group_norm(_t(lib, rs, 2, 4, 3), 2, _t(lib, rs, 4)),
}


@pytest.mark.parametrize("name", sorted(NORM_NODES))
def test_norm_node_saves_what_pytorchs_does(name):
    mine, theirs = _both(lambda lib, rs: _saved(NORM_NODES[name](lib, rs).grad_fn))
    assert mine == theirs


def test_layer_norm_module_node_has_no_saved_eps():
    def run(lib, rs):
        return _saved(lib.nn.LayerNorm(4)(lib.tensor(rs.randn(2, 4), dtype=lib.float32)).grad_fn)
    mine, theirs = _both(run)
    assert "_saved_eps" not in mine
    assert mine == theirs


@pytest.mark.parametrize("shape,normalized,affine", [((2, 3, 4), (4,), True), ((3, 4), (3, 4), True),
                                                      ((4,), (4,), False), ((2, 5), (5,), False)])
def test_layer_norm_first_and_second_derivatives_without_eps_on_the_node(shape, normalized, affine):
    # the double-backward path recomputes the statistics' derivatives from the saved mean and rstd alone
    def run(lib, rs):
        x = _t(lib, rs, *shape)
        w, b = (_t(lib, rs, *normalized), _t(lib, rs, *normalized)) if affine else (None, None)
        y = lib.nn.functional.layer_norm(x, normalized, w, b, eps=0.1)
        go = _t(lib, rs, *shape)
        inputs = [x] + ([w] if affine else [])
        first = lib.autograd.grad((y * go).sum(), inputs, create_graph=True)
        second = lib.autograd.grad(sum((g * g.detach().sin()).sum() for g in first), inputs + [go])
        return [g.detach().numpy() for g in first + second]
    mine, theirs = _both(run)
    for m, t in zip(mine, theirs):
        np.testing.assert_allclose(m, t, rtol=1e-10, atol=1e-12)


# -- convolution gradients' strides -----------------------------------------------------------------------

def _conv_strides(lib, rs, nd, n, c, o, groups, stride, dilation, transposed, layout, dtype):
    x = lib.tensor(rs.randn(n, c, *(5,) * nd), dtype=getattr(lib, dtype))
    if layout == "channels_last":
        x = x.contiguous(memory_format=lib.channels_last if nd == 2 else lib.channels_last_3d)
    x.requires_grad_()
    f = lib.nn.functional
    if transposed:
        w = lib.tensor(rs.randn(c, o // groups, *(3,) * nd), dtype=x.dtype, requires_grad=True)
        y = (f.conv_transpose1d, f.conv_transpose2d, f.conv_transpose3d)[nd - 1](x, w, None, stride, 0, 0, groups,
                                                                                   dilation)
    else:
        w = lib.tensor(rs.randn(o, c // groups, *(2,) * nd), dtype=x.dtype, requires_grad=True)
        y = (f.conv1d, f.conv2d, f.conv3d)[nd - 1](x, w, None, stride, 0, dilation, groups)
    go = lib.tensor(rs.randn(*y.shape), dtype=x.dtype)
    gx, gw = lib.autograd.grad(y, (x, w), go, retain_graph=True)
    y.backward(go)
    return (y.stride(), gx.stride(), gw.stride(), x.grad.stride(), w.grad.stride(),
            gx.detach().numpy(), gw.detach().numpy())


CONV_LAYOUTS = [
    # (spatial dims, batch, in channels, out channels, groups, stride, dilation, transposed, layout, dtype)
    (1, 1, 2, 4, 1, 2, 2, False, "contiguous", "float64"),
    (2, 1, 3, 4, 1, 2, 1, False, "contiguous", "float64"),
    (2, 1, 4, 4, 2, 2, 2, False, "contiguous", "float32"),
    (3, 1, 2, 2, 1, 2, 1, False, "contiguous", "float64"),
    (1, 1, 2, 2, 1, 1, 1, True, "contiguous", "float64"),
    (2, 1, 2, 4, 2, 2, 1, True, "contiguous", "float32"),
    (2, 2, 4, 6, 1, 1, 1, False, "channels_last", "float32"),
    (2, 2, 4, 4, 2, 1, 1, False, "channels_last", "float64"),
    (2, 1, 2, 2, 2, 1, 1, False, "channels_last", "float32"),
    (2, 2, 4, 4, 1, 1, 1, True, "channels_last", "float64"),
    (2, 1, 2, 1, 1, 1, 1, True, "channels_last", "float32"),
    (3, 3, 2, 2, 1, 1, 1, False, "channels_last", "float32"),
    (3, 3, 2, 2, 1, 1, 1, False, "channels_last", "float64"),
    (3, 1, 2, 2, 2, 1, 1, True, "channels_last", "float32"),
]


@pytest.mark.parametrize("case", CONV_LAYOUTS, ids=lambda c: "-".join(map(str, c)))
def test_convolution_gradient_strides_match_pytorch(case):
    mine, theirs = _both(lambda lib, rs: _conv_strides(lib, rs, *case))
    assert mine[:5] == theirs[:5]
    tol = 1e-5 if case[-1] == "float32" else 1e-12
    for m, t in zip(mine[5:], theirs[5:]):
        np.testing.assert_allclose(m, t, rtol=tol, atol=tol)


def test_conv2d_batch_of_one_input_gradient_is_contiguous():
    def run(lib, rs):
        x = _t(lib, rs, 1, 2, 5, 5)
        lib.nn.functional.conv2d(x, _t(lib, rs, 2, 2, 3, 3), stride=2).sum().backward()
        return x.grad.stride(), x.grad.is_contiguous()
    mine, theirs = _both(run)
    assert mine == theirs == ((50, 25, 5, 1), True)


# -- gradients of linalg ops: strides (LAPACK's column-major results where ATen's formulas end in one) --------

def _square(lib, rs, shape):
    return lib.tensor(rs.randn(*shape) + 3 * np.eye(shape[-1]))


def _spd(lib, rs, shape):
    a = rs.randn(*shape)
    return lib.tensor(a @ np.swapaxes(a, -1, -2) + shape[-1] * np.eye(shape[-1]))


LINALG_GRADS = {
    "slogdet": (_square, lambda lib, x: lib.linalg.slogdet(x)[1]),
    "logdet": (_spd, lambda lib, x: lib.logdet(x)),
    "det": (_square, lambda lib, x: lib.linalg.det(x)),
    "cholesky": (_spd, lambda lib, x: lib.linalg.cholesky(x)),
    "cholesky_upper": (_spd, lambda lib, x: lib.linalg.cholesky(x, upper=True)),
    "torch.cholesky": (_spd, lambda lib, x: lib.cholesky(x)),
    "qr": (_square, lambda lib, x: lib.linalg.qr(x)[0] * 2 + lib.linalg.qr(x)[1].sum(-1, keepdim=True)),
    "pinv": (_square, lambda lib, x: lib.linalg.pinv(x)),
    "pinv_hermitian": (_spd, lambda lib, x: lib.linalg.pinv(x, hermitian=True)),
    "inv": (_square, lambda lib, x: lib.linalg.inv(x)),
    "matrix_exp": (_square, lambda lib, x: lib.linalg.matrix_exp(x * 0.3)),
    "eigh": (_spd, lambda lib, x: lib.linalg.eigh(x)[0]),
    "svdvals": (_square, lambda lib, x: lib.linalg.svdvals(x)),
}


@pytest.mark.parametrize("shape", [(3, 3), (2, 4, 4)], ids=str)
@pytest.mark.parametrize("layout", ["contiguous", "transposed"])
@pytest.mark.parametrize("name", sorted(LINALG_GRADS))
def test_linalg_gradient_strides_match_pytorch(name, layout, shape):
    make, fn = LINALG_GRADS[name]

    def run(lib, rs):
        x = make(lib, rs, shape)
        if layout == "transposed":
            x = x.mT.contiguous().mT
        x.requires_grad_()
        out = fn(lib, x)
        g, = lib.autograd.grad(out, x, lib.tensor(rs.randn(*out.shape)))
        return g.stride(), g.is_contiguous(), g.numpy()
    mine, theirs = _both(run)
    assert mine[:2] == theirs[:2]
    np.testing.assert_allclose(mine[2], theirs[2], rtol=1e-9, atol=1e-9)


@pytest.mark.parametrize("shape", [(4, 2), (2, 5, 3), (2, 2, 4)], ids=str)
@pytest.mark.parametrize("name", ["qr", "pinv", "lstsq"])
def test_rectangular_linalg_gradient_strides_match_pytorch(name, shape):
    def run(lib, rs):
        x = lib.tensor(rs.randn(*shape), requires_grad=True)
        if name == "qr":
            q, r = lib.linalg.qr(x)
            out = q.sum() + (r * r).sum()
        elif name == "pinv":
            out = lib.linalg.pinv(x)
        else:
            if shape[-2] < shape[-1]:
                return None
            out = lib.linalg.lstsq(x, lib.tensor(rs.randn(*shape[:-1], 2))).solution
        g, = lib.autograd.grad(out, x, lib.tensor(rs.randn(*out.shape)) if out.dim() else None)
        return g.stride(), g.numpy()
    mine, theirs = _both(run)
    if theirs is None:
        return
    assert mine[0] == theirs[0]
    np.testing.assert_allclose(mine[1], theirs[1], rtol=1e-9, atol=1e-9)


@pytest.mark.parametrize("name", ["householder_product", "ormqr"])
@pytest.mark.parametrize("layout", ["contiguous", "transposed"])
def test_householder_gradient_is_laid_out_as_the_reflectors(name, layout):
    def run(lib, rs):
        x = lib.tensor(rs.randn(2, 5, 3))
        if layout == "transposed":
            x = x.mT.contiguous().mT
        x.requires_grad_()
        tau = lib.tensor(rs.rand(2, 3))
        out = (lib.linalg.householder_product(x, tau) if name == "householder_product"
               else lib.ormqr(x, tau, lib.tensor(rs.randn(2, 5, 2))))
        g, = lib.autograd.grad(out, x, lib.tensor(rs.randn(*out.shape)))
        return g.stride(), g.numpy()
    mine, theirs = _both(run)
    assert mine[0] == theirs[0]
    np.testing.assert_allclose(mine[1], theirs[1], rtol=1e-9, atol=1e-9)


@pytest.mark.parametrize("name", ["slogdet", "cholesky", "qr"])
def test_linalg_double_backward_records_pytorchs_nodes(name):
    # under create_graph the gradient is ATen's last op of the formula: a solve, as PyTorch's
    make, fn = LINALG_GRADS[name]

    def run(lib, rs):
        x = make(lib, rs, (3, 3)).requires_grad_()
        out = fn(lib, x)
        g, = lib.autograd.grad(out, x, lib.tensor(rs.randn(*out.shape)), create_graph=True)
        return type(g.grad_fn).__name__, g.stride(), g.detach().numpy()
    mine, theirs = _both(run)
    assert mine[:2] == theirs[:2]
    np.testing.assert_allclose(mine[2], theirs[2], rtol=1e-9, atol=1e-9)


# -- cholesky_solve / cholesky_inverse read one triangle of the factor, as LAPACK's potrs / potri ------------

@pytest.mark.parametrize("upper", [False, True])
@pytest.mark.parametrize("op", ["cholesky_solve", "cholesky_inverse"])
def test_cholesky_solve_and_inverse_read_one_triangle_of_a_full_factor(op, upper):
    def run(lib, rs):
        factor = lib.tensor(rs.randn(2, 3, 3) + 3 * np.eye(3), requires_grad=True)
        b = lib.tensor(rs.randn(2, 3, 2), requires_grad=True)
        out = lib.cholesky_solve(b, factor, upper) if op == "cholesky_solve" else lib.cholesky_inverse(factor, upper)
        grads = lib.autograd.grad(out, (factor, b) if op == "cholesky_solve" else (factor,),
                                  lib.tensor(rs.randn(*out.shape)))
        return [out.detach().numpy()] + [g.numpy() for g in grads]
    mine, theirs = _both(run)
    for m, t in zip(mine, theirs):
        np.testing.assert_allclose(m, t, rtol=1e-10, atol=1e-12)


@pytest.mark.parametrize("upper", [False, True])
def test_cholesky_solve_and_inverse_gradcheck_through_a_triangular_parametrization(upper):
    from minitorch.autograd.gradcheck import gradcheck, gradgradcheck
    rs = np.random.RandomState(0)
    x = minitorch.tensor(rs.randn(2, 3, 3) + 3 * np.eye(3), requires_grad=True)
    b = minitorch.tensor(rs.randn(2, 3, 2), requires_grad=True)
    tri = (lambda t: t.triu()) if upper else (lambda t: t.tril())  # noqa: E731
    solve = lambda t, rhs: minitorch.cholesky_solve(rhs, tri(t), upper)  # noqa: E731
    inverse = lambda t: minitorch.cholesky_inverse(tri(t), upper)  # noqa: E731
    for fn, args in ((solve, (x, b)), (inverse, (x,))):
        assert gradcheck(fn, args, check_forward_ad=True)
        assert gradgradcheck(fn, args)
