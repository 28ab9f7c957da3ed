"""Convolution kernels take a weight of any layout: a flipped (negative-stride) or transposed view gives the
values its contiguous copy gives (the kernels copy it so the batched matmul runs on BLAS), and the depthwise
case, whose input gradient convolves with such a flipped kernel, has correct gradients."""
import numpy as np
import pytest

import minitorch
from minitorch import kernels as K


def _views(w):
    return {"flipped": np.ascontiguousarray(w[:, :, ::-1, ::-1])[:, :, ::-1, ::-1],
            "channels_last": np.ascontiguousarray(w.transpose(0, 2, 3, 1)).transpose(0, 3, 1, 2)}


@pytest.mark.parametrize("groups,transposed", [(1, False), (4, False), (8, False), (1, True), (8, True)])
def test_weight_views_give_the_contiguous_weights_values(groups, transposed):
    rng = np.random.default_rng(0)
    x = rng.standard_normal((3, 8, 7, 6)).astype(np.float32)
    w = rng.standard_normal((8, 8 // groups, 3, 3)).astype(np.float32)
    args = ((1, 1), (1, 1), (1, 1), transposed, (0, 0), groups)
    want = K.convolution(np, x, w, None, *args)
    grad = rng.standard_normal(want.shape).astype(np.float32)
    want_grads = K.convolution_backward(np, grad, x, w, None, *args, (True, True, False))
    for name, view in _views(w).items():
        assert name != "flipped" or view.strides[-1] < 0
        np.testing.assert_array_equal(K.convolution(np, x, view, None, *args), want, err_msg=name)
        got = K.convolution_backward(np, grad, x, view, None, *args, (True, True, False))
        for g, h in zip(got[:2], want_grads[:2]):
            np.testing.assert_array_equal(g, h, err_msg=name)


@pytest.mark.parametrize("stride", [1, 2])
def test_depthwise_conv_gradients_match_finite_differences(stride):
    rng = np.random.default_rng(1)
    x = minitorch.tensor(rng.standard_normal((2, 4, 6, 5)), requires_grad=True)
    w = minitorch.tensor(rng.standard_normal((4, 1, 3, 3)), requires_grad=True)
    b = minitorch.tensor(rng.standard_normal(4), requires_grad=True)
    fn = lambda x, w, b: minitorch.nn.functional.conv2d(x, w, b, stride=stride, padding=1, groups=4)
    assert minitorch.autograd.gradcheck(fn, (x, w, b))
    assert minitorch.autograd.gradgradcheck(fn, (x, w, b))
