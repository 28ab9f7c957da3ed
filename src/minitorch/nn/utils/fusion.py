"""nn.utils.fusion (torch.nn.utils.fusion): fold an eval-mode BatchNorm into the conv or linear layer before it.

BatchNorm in eval mode is the affine map y = (x - mean) * w / sqrt(var + eps) + b, so a layer followed by it is
the same layer with its weight scaled per output channel and its bias shifted."""
import copy

from ..parameter import Parameter
from ... import _creation

__all__ = ["fuse_conv_bn_eval", "fuse_conv_bn_weights", "fuse_linear_bn_eval", "fuse_linear_bn_weights"]


def _check_eval(layer, bn):
    if layer.training or bn.training:
        raise AssertionError("Fusion only for eval!")


def _check_stats(bn):
    if bn.running_mean is None or bn.running_var is None:
        raise AssertionError("bn.running_mean and bn.running_var must not be None")


def fuse_conv_bn_eval(conv, bn, transpose=False):
    _check_eval(conv, bn)
    fused = copy.deepcopy(conv)
    _check_stats(bn)
    fused.weight, fused.bias = fuse_conv_bn_weights(fused.weight, fused.bias, bn.running_mean, bn.running_var,
                                                    bn.eps, bn.weight, bn.bias, transpose)
    return fused


def fuse_conv_bn_weights(conv_w, conv_b, bn_rm, bn_rv, bn_eps, bn_w, bn_b, transpose=False):
    # The fused tensors keep the conv's dtypes even where the BatchNorm statistics are wider.
    w_dtype = conv_w.dtype
    b_dtype = conv_b.dtype if conv_b is not None else w_dtype
    conv_b = _creation.zeros_like(bn_rm) if conv_b is None else conv_b
    bn_w = _creation.ones_like(bn_rm) if bn_w is None else bn_w
    bn_b = _creation.zeros_like(bn_rm) if bn_b is None else bn_b
    rsqrt = (bn_rv + bn_eps).rsqrt()
    # The output channels are dim 0 of a conv weight and dim 1 of a transposed conv's.
    shape = ([1, -1] if transpose else [-1, 1]) + [1] * (conv_w.dim() - 2)
    fused_w = (conv_w * (bn_w * rsqrt).reshape(shape)).to(dtype=w_dtype)
    fused_b = ((conv_b - bn_rm) * rsqrt * bn_w + bn_b).to(dtype=b_dtype)
    return Parameter(fused_w, conv_w.requires_grad), Parameter(fused_b, conv_b.requires_grad)


def fuse_linear_bn_eval(linear, bn):
    _check_eval(linear, bn)
    fused = copy.deepcopy(linear)
    # The BatchNorm's channels must broadcast against the linear's outputs to keep the weight's shape.
    if linear.out_features != bn.num_features and bn.num_features != 1:
        raise AssertionError(
            "To fuse, linear.out_features == bn.num_features or bn.num_features == 1, "
            f"got linear.out_features={linear.out_features} and bn.num_features={bn.num_features}")
    _check_stats(bn)
    fused.weight, fused.bias = fuse_linear_bn_weights(fused.weight, fused.bias, bn.running_mean, bn.running_var,
                                                      bn.eps, bn.weight, bn.bias)
    return fused


def fuse_linear_bn_weights(linear_w, linear_b, bn_rm, bn_rv, bn_eps, bn_w, bn_b):
    w_dtype = linear_w.dtype
    b_dtype = linear_b.dtype if linear_b is not None else w_dtype
    linear_b = _creation.zeros_like(bn_rm) if linear_b is None else linear_b
    scale = bn_w * (bn_rv + bn_eps).rsqrt()
    fused_w = linear_w * scale.unsqueeze(-1).to(dtype=w_dtype)
    fused_b = ((linear_b - bn_rm) * scale + bn_b).to(dtype=b_dtype)
    return Parameter(fused_w, linear_w.requires_grad), Parameter(fused_b, linear_b.requires_grad)
