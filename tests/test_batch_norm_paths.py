"""native_batch_norm's two backward paths against PyTorch and each other: ATen's kernel on arrays from
the saved statistics when nothing records, the differentiable composite under create_graph (it
recomputes the statistics, so second derivatives see them depend on the input). Also the forward's
float64 statistics and ``input * alpha + beta`` output, and the running statistics' update."""
import itertools

import numpy as np
import pytest

import minitorch

torch = pytest.importorskip("torch")

SHAPES = [(8, 3), (4, 3, 5), (4, 3, 2, 3)]


def grads(lib, shape, training, affine, wanted, create_graph=False, dtype="float64"):
    rng = np.random.default_rng(len(shape))
    x = lib.tensor((rng.standard_normal(shape) * 2 + 0.5).astype(dtype), requires_grad="x" in wanted)
    c = shape[1]
    w = lib.tensor(rng.standard_normal(c).astype(dtype), requires_grad="w" in wanted) if affine else None
    b = lib.tensor(rng.standard_normal(c).astype(dtype), requires_grad="b" in wanted) if affine else None
    rm = lib.tensor(rng.standard_normal(c).astype(dtype))
    rv = lib.tensor(rng.random(c).astype(dtype) + 0.5)
    out = lib.nn.functional.batch_norm(x, rm, rv, w, b, training, 0.1, 1e-5)
    g = lib.tensor(np.cos(np.arange(out.numel())).reshape(shape).astype(dtype))
    inputs = [t for t, name in ((x, "x"), (w, "w"), (b, "b")) if t is not None and name in wanted]
    found = lib.autograd.grad(out, inputs, g, create_graph=create_graph)
    return [out.detach().numpy()] + [t.detach().numpy() for t in found] + [rm.numpy(), rv.numpy()]


CASES = [(shape, training, affine, wanted) for shape, training, affine, wanted in
         itertools.product(SHAPES, [True, False], [True, False], ["xwb", "x", "w", "wb"]) if affine or wanted == "x"]


@pytest.mark.parametrize("shape, training, affine, wanted", CASES)
def test_batch_norm_gradients_match_pytorch_and_the_composite(shape, training, affine, wanted):
    fast = grads(minitorch, shape, training, affine, wanted)
    composite = grads(minitorch, shape, training, affine, wanted, create_graph=True)
    theirs = grads(torch, shape, training, affine, wanted)
    for a, c, e in zip(fast, composite, theirs):
        np.testing.assert_allclose(a, e, rtol=1e-10, atol=1e-12)
        np.testing.assert_allclose(a, c, rtol=1e-10, atol=1e-12)


@pytest.mark.parametrize("training", [True, False])
def test_batch_norm_second_derivatives(training):
    rng = np.random.default_rng(1)
    x = minitorch.tensor(rng.standard_normal((4, 3, 2)), requires_grad=True)
    w = minitorch.tensor(rng.standard_normal(3), requires_grad=True)
    b = minitorch.tensor(rng.standard_normal(3), requires_grad=True)
    rm, rv = minitorch.zeros(3, dtype=minitorch.float64), minitorch.ones(3, dtype=minitorch.float64)

    def f(x, w, b):
        return minitorch.nn.functional.batch_norm(x, rm.clone(), rv.clone(), w, b, training, 0.1, 1e-5)
    assert minitorch.autograd.gradcheck(f, (x, w, b))
    assert minitorch.autograd.gradgradcheck(f, (x, w, b))


def test_batch_norm_float32_running_statistics_match_pytorch_bitwise():
    """The running mean updates from the saved float32 mean in float32 and the running variance from the
    float64 unbiased variance, as ATen's kernel; the batch statistics are summed in float64."""
    def run(lib):
        rng = np.random.default_rng(0)
        bn = lib.nn.BatchNorm1d(3)
        for _ in range(3):
            bn(lib.tensor((rng.standard_normal((64, 3, 5)) * 3 + 1).astype(np.float32)))
        return bn.running_mean.numpy().tobytes(), bn.running_var.numpy().tobytes()
    assert run(minitorch) == run(torch)


def test_batch_norm_float32_fast_path_close_to_pytorch():
    mine = grads(minitorch, (16, 4, 3, 3), True, True, "xwb", dtype="float32")
    theirs = grads(torch, (16, 4, 3, 3), True, True, "xwb", dtype="float32")
    for a, e in zip(mine, theirs):
        assert a.dtype == e.dtype
        np.testing.assert_allclose(a, e, rtol=2e-5, atol=2e-6)


@pytest.mark.parametrize("dtype", ["int64", "int32", "uint8", "bool"])
@pytest.mark.parametrize("training", [True, False])
def test_batch_norm_of_a_non_float_input_is_refused_as_pytorch(dtype, training):
    def run(lib):
        try:
            return lib.nn.functional.batch_norm(lib.ones(4, 3, dtype=getattr(lib, dtype)), lib.zeros(3), lib.ones(3),
                                                training=training).tolist()
        except Exception as error:  # noqa: BLE001 (compared)
            return type(error).__name__, str(error)
    assert run(minitorch) == run(torch)
