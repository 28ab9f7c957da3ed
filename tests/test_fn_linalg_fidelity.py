"""nn.functional / linalg fidelity fixes, each compared with PyTorch: uint8 bilinear/bicubic interpolate (ATen's
fixed-point separable resampling), the dtypes the upsample kernels refuse, upsample/fold output layouts."""
import numpy as np
import pytest

import minitorch

from oracle import same_as_pytorch


def _u8(lib, shape, seed=0):
    return lib.tensor(np.random.default_rng(seed).integers(0, 256, shape).astype(np.uint8))


@pytest.mark.parametrize("mode", ["bilinear", "bicubic"])
@pytest.mark.parametrize("align_corners", [False, True])
@pytest.mark.parametrize("kw", [dict(size=(6, 9)), dict(size=(3, 4)), dict(size=(11, 13)), dict(size=(5, 2)),
                                dict(scale_factor=1.7), dict(scale_factor=(0.6, 2.3))])
@pytest.mark.parametrize("channels_last", [False, True])
def test_uint8_resampling_is_atens_fixed_point(mode, align_corners, kw, channels_last):
    def run(lib):
        x = _u8(lib, (2, 5, 5, 7))
        if channels_last:
            x = x.contiguous(memory_format=lib.channels_last)
        y = lib.nn.functional.interpolate(x, mode=mode, align_corners=align_corners, **kw)
        return y.dtype.is_floating_point, y.tolist(), y.stride()
    same_as_pytorch(run)


def test_uint8_resampling_values_known():
    x = minitorch.tensor([[[[0, 255], [255, 0]]]], dtype=minitorch.uint8)
    y = minitorch.nn.functional.interpolate(x, size=(3, 3), mode="bilinear", align_corners=True)
    assert y.tolist() == [[[[0, 128, 255], [128, 128, 128], [255, 128, 0]]]]  # not the zeros of a uint8 matmul


@pytest.mark.parametrize("dtype", ["int64", "int16", "bool", "uint8", "float32"])
@pytest.mark.parametrize("shape", [(1, 2, 3, 3), (2, 3), (1, 1, 2, 2, 2)])
@pytest.mark.parametrize("mode", ["nearest", "nearest-exact", "linear", "bilinear", "bicubic", "trilinear"])
def test_interpolate_dtype_and_rank_errors(dtype, shape, mode):
    def run(lib):
        x = lib.ones(shape, dtype=getattr(lib, dtype))
        y = lib.nn.functional.interpolate(x, scale_factor=2, mode=mode)
        return y.dtype == x.dtype, tuple(y.shape), y.stride()
    same_as_pytorch(run, unexpected=("AttributeError", "NameError"))


@pytest.mark.parametrize("mode", ["nearest", "nearest-exact", "bilinear", "bicubic"])
@pytest.mark.parametrize("channels_last", [False, True])
def test_upsample_output_and_grad_layout(mode, channels_last):
    def run(lib):
        x = lib.tensor(np.random.default_rng(1).standard_normal((1, 3, 4, 5)), requires_grad=True)
        xin = x.contiguous(memory_format=lib.channels_last) if channels_last else x
        y = lib.nn.functional.interpolate(xin, size=(6, 7), mode=mode)
        (g,) = lib.autograd.grad((y * lib.arange(y.numel(), dtype=y.dtype).reshape(y.shape)).sum(), xin)
        return y.stride(), g.stride(), np.round(np.array(y.tolist()), 10).tolist(), np.round(np.array(g.tolist()), 10).tolist()
    same_as_pytorch(run)


@pytest.mark.parametrize("kw", [dict(kernel_size=(2, 3), stride=2, padding=1, dilation=(1, 2)),
                                dict(kernel_size=3, dilation=2, padding=2, stride=(1, 2))])
def test_fold_with_padding_is_contiguous(kw):
    def run(lib):
        x = lib.tensor(np.random.default_rng(2).standard_normal((2, 3, 4, 5)), requires_grad=True)
        cols = lib.nn.functional.unfold(x, **kw)
        (g,) = lib.autograd.grad((cols * cols).sum(), x)
        y = lib.nn.functional.fold(cols.detach(), (4, 5), **kw)
        return y.stride(), g.stride(), np.round(np.array(y.tolist()), 10).tolist()
    same_as_pytorch(run)


@pytest.mark.parametrize("rows", [[[1., 2.], [2., 4.]], [[2., 4.], [1., 2.]], [[0., 0.], [0., 0.]],
                                  [[[1., 2.], [2., 4.]], [[1., 0.], [0., -1.]]]])
def test_slogdet_sign_of_a_singular_matrix(rows):
    def run(lib):
        sign, logabsdet = lib.linalg.slogdet(lib.tensor(rows, dtype=lib.float64))
        return [str(v) for v in np.array(sign.tolist()).ravel()], logabsdet.tolist()
    same_as_pytorch(run)


@pytest.mark.parametrize("shapes,dim", [(((3, 4), (3, 1)), 0), (((4, 3), (4, 3)), -1), (((3, 3), (3, 3)), 0),
                                        (((2, 3, 5), (2, 3, 5)), 1)])
def test_cross_result_and_grad_strides(shapes, dim):
    def run(lib):
        rng = np.random.default_rng(3)
        a, b = (lib.tensor(rng.standard_normal(s), requires_grad=True) for s in shapes)
        y = lib.linalg.cross(a, b, dim=dim)
        ga, gb = lib.autograd.grad((y * lib.arange(y.numel(), dtype=y.dtype).reshape(y.shape)).sum(), (a, b))
        return y.stride(), ga.stride(), gb.stride(), np.round(np.array(y.tolist()), 10).tolist()
    same_as_pytorch(run)


_SINGULAR = [[[1., 2.], [2., 4.]], [[0., 0., 0.], [0., 0., 0.], [0., 0., 0.]],
             [[[1., 0.], [0., 1.]], [[1., 2.], [2., 4.]], [[2., 0.], [0., 2.]]]]


def _values(t):
    return [str(v) for v in np.array(t.tolist()).ravel()]  # nan, inf and -0.0 compare as text


@pytest.mark.parametrize("rows", _SINGULAR)
def test_inv_ex_of_a_singular_matrix_is_getrs_values(rows):
    def run(lib):
        inverse, info = lib.linalg.inv_ex(lib.tensor(rows, dtype=lib.float64))
        return _values(inverse), inverse.stride(), info.tolist()
    same_as_pytorch(run)


@pytest.mark.parametrize("rows", _SINGULAR)
@pytest.mark.parametrize("vector", [False, True])
def test_solve_ex_of_a_singular_matrix_is_getrs_values(rows, vector):
    def run(lib):
        a = lib.tensor(rows, dtype=lib.float64)
        n = a.shape[-1]
        b = lib.ones(n, dtype=lib.float64) if vector else lib.arange(1., 2 * n + 1, dtype=lib.float64).reshape(n, 2)
        x, info = lib.linalg.solve_ex(a, b)
        return _values(x), x.stride(), info.tolist()
    same_as_pytorch(run)


def test_solve_ex_of_a_singular_matrix_in_a_batch_keeps_the_others():
    def run(lib):
        a = lib.stack([lib.eye(2, dtype=lib.float64), lib.tensor([[1., 2.], [2., 4.]], dtype=lib.float64)])
        x, info = lib.linalg.solve_ex(a, lib.ones(3, 1, 2, 1, dtype=lib.float64))
        return _values(x), info.tolist()
    same_as_pytorch(run)


def test_numerically_singular_inverse_does_not_raise():
    # LAPACK meets an exact zero pivot in a matrix whose LU (ours or PyTorch's) does not: no error, info 0
    a = minitorch.tensor([[1., 2., 3.], [4., 5., 6.], [7., 8., 9.]], dtype=minitorch.float64)
    for inverse, info in (minitorch.linalg.inv_ex(a), minitorch.linalg.solve_ex(a, minitorch.eye(3, dtype=a.dtype))):
        assert info.item() == 0 and inverse.shape == (3, 3)


@pytest.mark.parametrize("shape", [(2, 2), (3, 2, 2)])
def test_solve_left_false_is_row_major(shape):
    def run(lib):
        rng = np.random.default_rng(4)
        a = lib.tensor(rng.standard_normal(shape[:-1] + (2,)) + 3 * np.eye(2), requires_grad=True)
        b = lib.tensor(rng.standard_normal(shape[:-2] + (3, 2)), requires_grad=True)
        x = lib.linalg.solve(a, b, left=False)
        ga, gb = lib.autograd.grad((x * x).sum(), (a, b))
        return x.stride(), np.round(np.array(x.tolist()), 10).tolist(), np.round(np.array(ga.tolist()), 10).tolist()
    same_as_pytorch(run)


@pytest.mark.parametrize("dtype", ["int64", "float16", "bool", "float32"])
@pytest.mark.parametrize("kw", [dict(), dict(hermitian=True), dict(atol=0.1), dict(rtol=0.1)])
def test_matrix_rank_dtype_errors(dtype, kw):
    def run(lib):
        return lib.linalg.matrix_rank(lib.eye(3, dtype=getattr(lib, dtype)), **kw).tolist()
    same_as_pytorch(run)


@pytest.mark.parametrize("shapes", [((4, 3), (4, 2)), ((3, 5), (3, 2)), ((2, 4, 3), (2, 4, 2)), ((4, 3), (4,)),
                                    ((3, 3), (3, 2))])
def test_lstsq_solution_is_a_view_of_the_m_row_buffer(shapes):
    def run(lib):
        rng = np.random.default_rng(5)
        a, b = (lib.tensor(rng.standard_normal(s), requires_grad=True) for s in shapes)
        x = lib.linalg.lstsq(a, b).solution
        ga, gb = lib.autograd.grad((x * x).sum(), (a, b))
        return (x.stride(), np.round(np.array(x.tolist()), 8).tolist(), np.round(np.array(ga.tolist()), 8).tolist(),
                np.round(np.array(gb.tolist()), 8).tolist())
    same_as_pytorch(run)
