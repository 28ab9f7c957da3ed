"""F.affine_grid and F.grid_sample against PyTorch: values, input and grid gradients and double backward
(float64; every mode, padding mode and align_corners, 4-D and 5-D), grids on and beyond the borders, float32,
gradcheck, graph names (AffineGridGeneratorBackward0, GridSampler2DBackward0 / 3DBackward0 and
GridSampler2DBackwardBackward0), and PyTorch's errors and warnings. The yaml harness compares the ops themselves."""
import itertools
import warnings

import numpy as np
import pytest

import minitorch

from oracle import graph_names, needs_torch, same_as_pytorch, torch

_rng = np.random.default_rng(11)
_X = _rng.standard_normal((2, 3, 4, 5))
_G = _rng.uniform(-1.3, 1.3, (2, 3, 6, 2))
_X3 = _rng.standard_normal((2, 2, 3, 4, 5))
_G3 = _rng.uniform(-1.3, 1.3, (2, 2, 3, 2, 3))
_EDGES = np.array([-1, -0.5, 0, 0.5, 1, 1.5, -3, 7, 0.25, -0.75, 1 / 3, 0.6])
_EDGE_GRID = np.array(list(itertools.product(_EDGES, _EDGES))).reshape(1, 12, 12, 2)


def _sample(lib, x, g, double=True, dtype="float64", **kw):
    """Values, gradients for input and grid, and (double) the gradients of a weighted sum of those."""
    x = lib.tensor(x.astype(dtype), requires_grad=True)
    g = lib.tensor(g.astype(dtype), requires_grad=True)
    out = lib.nn.functional.grid_sample(x, g, **kw)
    v = lib.tensor(np.linspace(-1, 2, out.numel()).reshape(tuple(out.shape)).astype(dtype), requires_grad=True)
    gx, gg = lib.autograd.grad(out, [x, g], v, create_graph=double)
    res = [out.detach().numpy(), gx.detach().numpy(), gg.detach().numpy()]
    names = [graph_names(out)]
    if double:
        wx = lib.tensor(np.cos(np.arange(gx.numel())).reshape(tuple(gx.shape)).astype(dtype))
        wg = lib.tensor(np.sin(np.arange(gg.numel())).reshape(tuple(gg.shape)).astype(dtype))
        dd = lib.autograd.grad((gx * wx).sum() + (gg * wg).sum(), [v, x, g], allow_unused=True)
        res += [None if d is None else d.numpy() for d in dd]
        names += [graph_names(gx), graph_names(gg)]
    return res, names


def _compare(x, g, double=True, dtype="float64", **kw):
    mine = _sample(minitorch, x, g, double, dtype, **kw)
    if torch is None:
        return mine
    theirs = _sample(torch, x, g, double, dtype, **kw)
    assert mine[1] == theirs[1]
    tol = 1e-10 if dtype == "float64" else 2e-4
    for a, b in zip(mine[0], theirs[0]):
        assert (a is None) == (b is None)
        if a is not None:
            assert a.shape == b.shape and a.dtype == b.dtype
            np.testing.assert_allclose(a, b, rtol=tol, atol=tol)
    return mine


MODES_2D = list(itertools.product(["bilinear", "nearest", "bicubic"], ["zeros", "border", "reflection"],
                                  [False, True]))
MODES_3D = list(itertools.product(["bilinear", "nearest"], ["zeros", "border", "reflection"], [False, True]))


@pytest.mark.parametrize("mode, padding_mode, align_corners", MODES_2D)
def test_grid_sample_2d_matches_pytorch(mode, padding_mode, align_corners):
    _, names = _compare(_X, _G, mode=mode, padding_mode=padding_mode, align_corners=align_corners)
    assert names[0] == ["GridSampler2DBackward0", "AccumulateGrad", "AccumulateGrad"]
    assert names[1][0] == names[2][0] == "GridSampler2DBackwardBackward0"


@pytest.mark.parametrize("mode, padding_mode, align_corners", MODES_3D)
def test_grid_sample_3d_matches_pytorch(mode, padding_mode, align_corners):
    _, names = _compare(_X3, _G3, mode=mode, padding_mode=padding_mode, align_corners=align_corners)
    assert names[0] == ["GridSampler3DBackward0", "AccumulateGrad", "AccumulateGrad"]
    assert names[1][0] == "GridSampler3DBackwardBackward0"


@pytest.mark.parametrize("shape", [(1, 2, 3, 4), (1, 1, 1, 4), (1, 1, 1, 1), (1, 2, 5, 1)])
@pytest.mark.parametrize("dtype", ["float64", "float32"])
@pytest.mark.parametrize("mode, padding_mode, align_corners", MODES_2D)
def test_grids_on_and_beyond_the_borders(shape, dtype, mode, padding_mode, align_corners):
    """Corners, pixel centres, halves (nearest rounds them to even), far outside, and size-1 inputs."""
    x = np.random.default_rng(5).standard_normal(shape)
    _compare(x, _EDGE_GRID, double=False, dtype=dtype, mode=mode, padding_mode=padding_mode,
             align_corners=align_corners)


@pytest.mark.parametrize("dtype", ["float64", "float32"])
@pytest.mark.parametrize("mode, padding_mode, align_corners", MODES_2D)
def test_bigger_batches_channels_and_grids(dtype, mode, padding_mode, align_corners):
    """Several batches and channels, a grid larger than the input, many taps landing on one pixel."""
    rng = np.random.default_rng(21)
    x = rng.standard_normal((3, 5, 7, 9))
    g = rng.uniform(-1.2, 1.2, (3, 10, 11, 2))
    _compare(x, g, double=False, dtype=dtype, mode=mode, padding_mode=padding_mode, align_corners=align_corners)


@pytest.mark.parametrize("dtype", ["float64", "float32"])
@pytest.mark.parametrize("mode", ["bilinear", "nearest", "bicubic"])
@pytest.mark.parametrize("align_corners", [False, True])
def test_reflection_over_many_flips(dtype, mode, align_corners):
    """Grids far outside: the 2-D kernel takes whole double flips off with trunc, then one more flip."""
    rng = np.random.default_rng(8)
    g = rng.uniform(-9, 9, (2, 5, 4, 2))
    _compare(_X, g, double=False, dtype=dtype, mode=mode, padding_mode="reflection", align_corners=align_corners)
    _compare(_X[:, :, :1], g, double=False, dtype=dtype, mode=mode, padding_mode="reflection",
             align_corners=align_corners)


@pytest.mark.parametrize("mode", ["bilinear", "nearest", "bicubic"])
@pytest.mark.parametrize("align_corners", [False, True])
def test_non_finite_values_and_grids_with_zeros_padding(mode, align_corners):
    """Out-of-bounds taps read zeros and add nothing, whatever the input holds there; a nan grid point
    gives nan."""
    x = _X.copy()
    x[0, 1, 0, 0], x[1, 2, 3, 4], x[0, 0, 2, 3] = np.inf, np.nan, -np.inf
    g = _G.copy()
    g[0, 0, 0, 0], g[1, 2, 2, 1], g[1, 0, 3] = np.nan, -np.inf, (-1, -1)
    with np.errstate(all="ignore"), warnings.catch_warnings():
        warnings.simplefilter("ignore")
        _compare(x, g, double=False, mode=mode, padding_mode="zeros", align_corners=align_corners)
    if mode != "bicubic":
        x3 = _X3.copy()
        x3[0, 1, 0, 0, 0] = np.inf
        _compare(x3, _G3, double=False, mode=mode, padding_mode="zeros", align_corners=align_corners)


def test_empty_batch_channels_and_grid():
    for x, g in [(_X[:0], _G[:0]), (_X[:, :0], _G), (_X, _G[:, :0])]:
        same_as_pytorch(lambda lib: [tuple(t.shape) for t in _sample(lib, x, g, double=False,
                                                                     align_corners=False)[0]])


@pytest.mark.parametrize("mode", ["bilinear", "nearest", "bicubic"])
def test_gradcheck_2d(mode):
    x = minitorch.tensor(_X[:1, :2, :3, :4], requires_grad=True)
    g = minitorch.tensor(_G[:1, :2, :3], requires_grad=True)
    for padding_mode in ("zeros", "border", "reflection"):
        assert minitorch.autograd.gradcheck(
            lambda x, g: minitorch.nn.functional.grid_sample(x, g, mode=mode, padding_mode=padding_mode,
                                                             align_corners=False), (x, g))


def test_gradcheck_3d_and_second_order():
    x = minitorch.tensor(_X3[:1, :1], requires_grad=True)
    g = minitorch.tensor(_G3[:1], requires_grad=True)
    assert minitorch.autograd.gradcheck(
        lambda x, g: minitorch.nn.functional.grid_sample(x, g, padding_mode="reflection", align_corners=True), (x, g))
    # the double backward against finite differences of the first backward (bilinear and bicubic)
    x2 = minitorch.tensor(_X[:1, :1, :3, :4], requires_grad=True)
    g2 = minitorch.tensor(_G[:1, :2, :2], requires_grad=True)
    for mode in ("bilinear", "bicubic"):
        def first(x, g, mode=mode):
            out = minitorch.nn.functional.grid_sample(x, g, mode=mode, padding_mode="border", align_corners=False)
            weights = minitorch.tensor(np.cos(np.arange(out.numel())).reshape(tuple(out.shape)))
            return minitorch.autograd.grad((out * weights).sum(), [x, g], create_graph=True)
        assert minitorch.autograd.gradcheck(first, (x2, g2))


THIRD = [("bilinear", "zeros", _X, _G), ("bicubic", "reflection", _X, _G), ("bicubic", "border", _X, _G),
         ("nearest", "zeros", _X, _G), ("bilinear", "reflection", _X3, _G3), ("nearest", "border", _X3, _G3)]


@pytest.mark.parametrize("mode, padding_mode, x, g", THIRD, ids=[f"{t[0]}-{t[1]}-{t[2].ndim}d" for t in THIRD])
def test_double_backward_is_differentiable_as_in_pytorch(mode, padding_mode, x, g):
    """The double backward's graph (its first nodes) and third derivatives, as PyTorch's."""
    def run(lib):
        xs, gs = lib.tensor(x[:1, :2, :3], requires_grad=True), lib.tensor(g[:1, :2], requires_grad=True)
        out = lib.nn.functional.grid_sample(xs, gs, mode=mode, padding_mode=padding_mode, align_corners=False)
        v = lib.tensor(np.cos(np.arange(out.numel())).reshape(tuple(out.shape)), requires_grad=True)
        gx, gg = lib.autograd.grad(out, [xs, gs], v, create_graph=True)
        d = lib.autograd.grad((gx ** 2).sum() + (gg ** 2).sum(), [v, xs, gs], create_graph=True, allow_unused=True)
        e = lib.autograd.grad(sum((t * t).sum() for t in d if t is not None), [v, xs, gs], allow_unused=True)
        return ([None if t is None else graph_names(t)[:2] for t in d],
                [None if t is None else np.round(t.detach().numpy(), 8).tolist() for t in d],
                [None if t is None else np.round(t.numpy(), 7).tolist() for t in e])
    mine = same_as_pytorch(run)
    assert all(t is not None for t in mine[2][:1])


@pytest.mark.parametrize("align_corners", [False, True])
@pytest.mark.parametrize("size", [(2, 3, 4, 5), (2, 1, 1, 3), (2, 3, 2, 4, 3), (2, 1, 1, 3, 1)])
def test_affine_grid_matches_pytorch(size, align_corners):
    k = len(size) - 2
    theta = np.random.default_rng(2).standard_normal((2, k, k + 1))

    def run(lib):
        t = lib.tensor(theta, requires_grad=True)
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            grid = lib.nn.functional.affine_grid(t, size, align_corners=align_corners)
        v = lib.tensor(np.linspace(-1, 1, grid.numel()).reshape(tuple(grid.shape)), requires_grad=True)
        gt, = lib.autograd.grad(grid, t, v, create_graph=True)
        gv, = lib.autograd.grad((gt * gt).sum(), v)
        return (np.round(grid.detach().numpy(), 12).tolist(), np.round(gt.detach().numpy(), 12).tolist(),
                np.round(gv.numpy(), 12).tolist(), graph_names(grid), graph_names(gt),
                [str(c.message) for c in caught])
    mine = same_as_pytorch(run)
    assert mine[3] == ["AffineGridGeneratorBackward0", "AccumulateGrad"]
    assert mine[4] == ["TransposeBackward0", "BmmBackward0", None, "ViewBackward0", "AccumulateGrad"]


def test_affine_grid_float32_and_gradcheck():
    def run(lib):
        t = lib.tensor(np.random.default_rng(3).standard_normal((1, 2, 3)).astype("float32"))
        g = lib.nn.functional.affine_grid(t, (1, 1, 5, 7), align_corners=False)
        return str(g.dtype).split(".")[-1], g.numpy()
    mine = run(minitorch)
    assert mine[0] == "float32" and mine[1].dtype == np.float32
    if torch is not None:
        theirs = run(torch)
        assert theirs[0] == "float32"
        np.testing.assert_allclose(mine[1], theirs[1], rtol=1e-6, atol=1e-6)
    t = minitorch.tensor(np.random.default_rng(3).standard_normal((2, 3, 4)), requires_grad=True)
    assert minitorch.autograd.gradcheck(
        lambda t: minitorch.nn.functional.affine_grid(t, (2, 1, 2, 3, 4), align_corners=True), (t,))
    assert minitorch.autograd.gradgradcheck(
        lambda t: minitorch.nn.functional.affine_grid(t, (2, 1, 2, 3, 4), align_corners=False), (t,))


def test_spatial_transformer_round_trip_matches_pytorch():
    """affine_grid feeding grid_sample, as a spatial transformer does: one graph, gradients for theta."""
    def run(lib):
        x = lib.tensor(_X)
        theta = lib.tensor([[[0.9, -0.2, 0.1], [0.3, 1.1, -0.2]]] * 2, dtype=lib.float64, requires_grad=True)
        out = lib.nn.functional.grid_sample(x, lib.nn.functional.affine_grid(theta, x.shape, align_corners=False),
                                            align_corners=False)
        out.square().sum().backward()
        return np.round(out.detach().numpy(), 12).tolist(), np.round(theta.grad.numpy(), 10).tolist(), \
            graph_names(out)
    same_as_pytorch(run)


def _warns(fn):
    def run(lib):
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            out = fn(lib)
        return [str(c.message) for c in caught], tuple(out.shape)
    return run


@needs_torch
def test_align_corners_warnings_match_pytorch():
    x, g, t = _X.astype("float32"), _G.astype("float32"), np.zeros((2, 2, 3), "float32")
    mine = same_as_pytorch(_warns(lambda lib: lib.nn.functional.grid_sample(lib.tensor(x), lib.tensor(g))))
    assert "align_corners=False since 1.3.0" in mine[0][0]
    same_as_pytorch(_warns(lambda lib: lib.nn.functional.affine_grid(lib.tensor(t), (2, 3, 4, 5))))
    same_as_pytorch(_warns(lambda lib: lib.nn.functional.affine_grid(lib.tensor(t), [2, 3, 1, 5],
                                                                     align_corners=True)))


def _gs(x, g, **kw):
    kw.setdefault("align_corners", False)
    return lambda lib: lib.nn.functional.grid_sample(lib.tensor(x), lib.tensor(g), **kw)


X32, G32 = _X.astype("float32"), _G.astype("float32")
GRID_ERRORS = [
    _gs(X32, G32, mode="foo"),
    _gs(X32, G32, padding_mode="foo"),
    _gs(X32, _G),                                   # dtypes differ
    _gs(_X, G32),
    _gs(X32, G32[:1]),
    _gs(X32, G32[..., :1]),
    _gs(X32, G32[0]),
    _gs(X32[0], G32),
    _gs(X32[0], G32[0]),
    _gs(X32[:, :, None], G32),
    _gs(X32[:, :, None], np.zeros((2, 1, 6, 7, 3), "float32"), mode="bicubic"),
    _gs(X32[:, :, None], np.zeros((2, 1, 6, 7, 2), "float32")),
    _gs(X32[:, :, :0], G32),
    _gs(X32.reshape(2, 3, 20), G32[:, 0, :, :1]),
    _gs(X32.astype("int32"), G32.astype("int32")),
]


@needs_torch
@pytest.mark.parametrize("fn", GRID_ERRORS, ids=range(len(GRID_ERRORS)))
def test_grid_sample_errors_match_pytorch(fn):
    mine = same_as_pytorch(fn)
    assert isinstance(mine, tuple) and mine[0] in ("RuntimeError", "ValueError", "NotImplementedError")


def _ag(theta, size, align_corners=False):
    return lambda lib: lib.nn.functional.affine_grid(lib.tensor(theta), size, align_corners=align_corners)


T2 = np.zeros((2, 2, 3))
AFFINE_ERRORS = [
    _ag(T2.astype("int32"), (2, 3, 4, 5)),
    _ag(T2, (2, 3, 4, 5, 6)),
    _ag(T2, (2, 3, 4)),
    _ag(T2, (2, 3, 0, 5)),
    _ag(T2, (3, 3, 4, 5)),
    _ag(np.zeros((2, 3, 4)), (2, 3, 4, 5)),
    _ag(np.zeros((2, 3, 4)), (2, 3, 4, 0, 6), True),
]


@needs_torch
@pytest.mark.parametrize("fn", AFFINE_ERRORS, ids=range(len(AFFINE_ERRORS)))
def test_affine_grid_errors_match_pytorch(fn):
    mine = same_as_pytorch(fn)
    assert isinstance(mine, tuple) and mine[0] in ("RuntimeError", "ValueError", "NotImplementedError")


def test_torch_grid_sampler_dispatches_on_dims():
    def run(lib):
        x, g = lib.tensor(_X3, requires_grad=True), lib.tensor(_G3)
        out = lib.grid_sampler(x, g, 1, 2, True)
        return np.round(out.detach().numpy(), 12).tolist(), graph_names(out)
    assert same_as_pytorch(run)[1][0] == "GridSampler3DBackward0"
