# @generated from derivatives.yaml by tools/codegen (make generate). Do not edit by hand:
# change derivatives.yaml or templates/, then run `make generate`.
"""The public layer: ``minitorch.<op>`` functions, Tensor methods and operators.

A name with one overload binds straight to its wrapper; a name with several overloads
(``sum``, ``pow``, ...) goes through the argument parser, which tries the overloads in
derivatives.yaml order, as PyTorch's Python bindings do.
"""
from minitorch._deprecated_signatures import DeprecatedForms
from minitorch._out import call_with_out
from minitorch._python_arg_parser import (Overloads, Signature, binary_operator, int_arg, int_list, method,
                                          numpy_keywords, parse, tensor_list, too_many_positional)
from minitorch._tensor import Tensor
from minitorch.autograd.function_utils import not_a_tensor, wrapped_number
from minitorch._generated import variable_type as _vt

__all__ = ["add", "sub", "rsub", "mul", "div", "neg", "pow", "exp", "log", "sqrt", "rsqrt", "abs", "sgn", "sign", "sin", "cos", "tanh", "sigmoid", "relu", "maximum", "minimum", "clamp", "where", "sum", "nansum", "mean", "amax", "amin", "max", "min", "mm", "mv", "dot", "bmm", "_matmul_general", "t", "transpose", "permute", "view", "_unsafe_view", "squeeze", "unsqueeze", "alias", "select", "select_backward", "slice_backward", "index_put", "scatter", "scatter_reduce", "gather", "scatter_add", "_softmax", "_log_softmax", "clone", "eq", "ne", "lt", "le", "gt", "ge", "isnan", "logical_not", "logical_and", "logical_or", "bitwise_and", "bitwise_or", "bitwise_xor", "bitwise_left_shift", "bitwise_right_shift", "bitwise_not", "any", "all", "argmax", "exp2", "expm1", "log2", "log10", "log1p", "reciprocal", "tan", "asin", "acos", "atan", "sinh", "cosh", "asinh", "acosh", "atanh", "logit", "erf", "erfc", "erfinv", "lgamma", "digamma", "polygamma", "mvlgamma", "floor", "ceil", "round", "trunc", "frac", "nan_to_num", "clamp_min", "clamp_max", "fmax", "fmin", "atan2", "logaddexp", "rot90", "pixel_shuffle", "pixel_unshuffle", "glu", "hypot", "remainder", "floor_divide", "heaviside", "fmod", "copysign", "lerp", "addcmul", "addcdiv", "xlogy", "logical_xor", "isinf", "isfinite", "prod", "argmin", "logsumexp", "cummax", "cummin", "logcumsumexp", "cumsum", "cumprod", "count_nonzero", "vdot", "addmm", "baddbmm", "diagonal", "diagonal_copy", "diag_embed", "diagonal_backward", "trace", "tril", "triu", "flip", "roll", "cat", "stack", "split_with_sizes", "unsafe_split", "unsafe_split_with_sizes", "unbind", "index_select", "index_fill", "index_copy", "take", "index_add", "masked_scatter", "masked_select", "nonzero", "sort", "argsort", "topk", "median", "kthvalue", "_unique2", "unique_dim", "bincount", "constant_pad_nd", "threshold", "hardshrink", "celu", "convolution", "_adaptive_avg_pool2d", "_adaptive_avg_pool3d", "binary_cross_entropy_with_logits", "native_layer_norm", "native_batch_norm", "native_group_norm", "embedding", "fill", "fill_", "zero_", "bernoulli", "linalg_solve_triangular", "geqrf", "_standard_gamma", "_standard_gamma_grad", "masked_fill", "_softmax_backward_data", "_log_softmax_backward_data", "_weight_norm_interface", "channel_shuffle", "_pdist_forward", "_pdist_backward", "_ctc_loss", "_ctc_loss_backward", "_trilinear", "_scaled_dot_product_flash_attention_for_cpu", "celu_", "nanmedian", "mode", "aminmax", "cholesky_solve", "cholesky_inverse", "cholesky", "slice_scatter", "select_scatter", "diagonal_scatter", "block_diag", "histogram", "lu_unpack", "threshold_", "native_channel_shuffle", "acosh_", "asinh_", "atanh_", "i0", "sinc", "deg2rad", "rad2deg", "gcd", "lcm", "ldexp", "logaddexp2", "nextafter", "addmv", "addr", "addbmm", "dist", "renorm", "put", "frexp", "index_reduce", "angle", "igamma", "igammac", "mkldnn_rnn_layer", "_pack_padded_sequence", "_embedding_bag", "affine_grid_generator", "grid_sampler_2d", "grid_sampler_3d", "as_strided", "as_strided_", "as_strided_copy", "as_strided_scatter", "view_copy", "_reshape_alias_copy", "t_copy", "transpose_copy", "permute_copy", "expand_copy", "squeeze_copy", "unsqueeze_copy", "alias_copy", "detach_copy", "select_copy", "slice_copy", "split_copy", "split_with_sizes_copy", "unbind_copy", "unfold_copy", "narrow_copy", "conv_tbc", "poisson", "conj_physical_", "native_dropout", "embedding_renorm_", "segment_reduce", "_segment_reduce_backward", "neg_", "exp_", "log_", "sqrt_", "rsqrt_", "abs_", "sin_", "cos_", "tanh_", "sigmoid_", "relu_", "clamp_", "index_put_", "exp2_", "expm1_", "log2_", "log10_", "log1p_", "reciprocal_", "tan_", "asin_", "acos_", "atan_", "sinh_", "cosh_", "logit_", "erf_", "erfc_", "floor_", "ceil_", "round_", "trunc_", "frac_", "nan_to_num_", "clamp_min_", "clamp_max_", "xlogy_", "hardtanh_", "silu_", "mish_", "hardsigmoid_", "hardswish_", "i0_", "sinc_", "deg2rad_", "rad2deg_", "gcd_", "lcm_", "ldexp_", "addmv_", ]


_add_function_deprecated = DeprecatedForms('add', _vt.add_Tensor, (
    ('add(Tensor input, Scalar alpha, Tensor other, *, Tensor out=None)', ('Tensor', 'Scalar', 'Tensor'), lambda self, alpha, other: (self, other, alpha)),
), ('add(Tensor input, Tensor other, *, Scalar alpha=1, Tensor out=None)',), method=False, numbers=True)


def add(input, other, *extra, alpha=1, out=None):
    """add.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor"""
    if extra:
        return _add_function_deprecated.call((input, other) + extra, (('alpha', alpha, 1),), out)
    if type(input) is not Tensor and not isinstance(input, Tensor):
        input = wrapped_number("add", "input", input, other)
    if out is not None:
        return call_with_out("add", _vt.add_Tensor, out, input, other, alpha)
    return _vt.add_Tensor(input, other, alpha)


_sub_function_deprecated = DeprecatedForms('sub', _vt.sub_Tensor, (
    ('sub(Tensor input, Scalar alpha, Tensor other, *, Tensor out=None)', ('Tensor', 'Scalar', 'Tensor'), lambda self, alpha, other: (self, other, alpha)),
), ('sub(Tensor input, Tensor other, *, Scalar alpha=1, Tensor out=None)',), method=False, numbers=True)


def sub(input, other, *extra, alpha=1, out=None):
    """sub.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor"""
    if extra:
        return _sub_function_deprecated.call((input, other) + extra, (('alpha', alpha, 1),), out)
    if type(input) is not Tensor and not isinstance(input, Tensor):
        input = wrapped_number("sub", "input", input, other)
    if out is not None:
        return call_with_out("sub", _vt.sub_Tensor, out, input, other, alpha)
    return _vt.sub_Tensor(input, other, alpha)


def rsub(input, other, *, alpha=1):
    """rsub.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("rsub", "input", input, 1)
    return _vt.rsub_Tensor(input, other, alpha)


def mul(input, other, *, out=None):
    """mul.Tensor(Tensor self, Tensor other) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        input = wrapped_number("mul", "input", input, other)
    if out is not None:
        return call_with_out("mul", _vt.mul_Tensor, out, input, other)
    return _vt.mul_Tensor(input, other)

_div_overloads = Overloads((
    Signature("div.Tensor", _vt.div_Tensor, (
        ('self', 'Tensor|Wrapped', False, False, 'None', False),
        ('other', 'Tensor|Scalar', False, False, 'None', False),
    )),
    Signature("div.Tensor_mode", _vt.div_Tensor_mode, (
        ('self', 'Tensor|Wrapped', False, False, 'None', False),
        ('other', 'Tensor|Scalar', False, False, 'None', False),
        ('rounding_mode', 'str', True, False, 'None', True),
    )),
), function=(
    'div(Tensor input, Tensor other, *, Tensor out=None)',
    'div(Tensor input, Tensor other, *, c10::string_view? rounding_mode, Tensor out=None)',
), method=(
    'div(Tensor other)',
    'div(Tensor other, *, c10::string_view? rounding_mode)',
))


def div(*args, **kwargs):
    """div.Tensor(Tensor self, Tensor other) -> Tensor
div.Tensor_mode(Tensor self, Tensor other, *, str? rounding_mode) -> Tensor"""
    return parse("div", _div_overloads, args, kwargs)


def neg(input, *, out=None):
    """neg(Tensor self) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("neg", "input", input, 1)
    if out is not None:
        return call_with_out("neg", _vt.neg, out, input)
    return _vt.neg(input)

_pow_overloads = Overloads((
    Signature("pow.Tensor_Scalar", _vt.pow_Tensor_Scalar, (
        ('self', 'Tensor', False, False, 'None', False),
        ('exponent', 'Scalar', False, False, 'None', False),
    )),
    Signature("pow.Scalar", _vt.pow_Scalar, (
        ('self', 'Scalar', False, False, 'None', False),
        ('exponent', 'Tensor', False, False, 'None', False),
    )),
    Signature("pow.Tensor_Tensor", _vt.pow_Tensor_Tensor, (
        ('self', 'Tensor', False, False, 'None', False),
        ('exponent', 'Tensor|Scalar', False, False, 'None', False),
    )),
), function=(
    'pow(Tensor input, Tensor exponent, *, Tensor out=None)',
    'pow(Scalar self, Tensor exponent, *, Tensor out=None)',
    'pow(Tensor input, Scalar exponent, *, Tensor out=None)',
), method=(
    'pow(Tensor exponent)',
    'pow(Scalar exponent)',
))


def pow(*args, **kwargs):
    """pow.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor
pow.Tensor_Tensor(Tensor self, Tensor exponent) -> Tensor
pow.Scalar(Scalar self, Tensor exponent) -> Tensor"""
    return parse("pow", _pow_overloads, args, kwargs)


def exp(input, *, out=None):
    """exp(Tensor self) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("exp", "input", input, 1)
    if out is not None:
        return call_with_out("exp", _vt.exp, out, input)
    return _vt.exp(input)


def log(input, *, out=None):
    """log(Tensor self) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("log", "input", input, 1)
    if out is not None:
        return call_with_out("log", _vt.log, out, input)
    return _vt.log(input)


def sqrt(input, *, out=None):
    """sqrt(Tensor self) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("sqrt", "input", input, 1)
    if out is not None:
        return call_with_out("sqrt", _vt.sqrt, out, input)
    return _vt.sqrt(input)


def rsqrt(input, *, out=None):
    """rsqrt(Tensor self) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("rsqrt", "input", input, 1)
    if out is not None:
        return call_with_out("rsqrt", _vt.rsqrt, out, input)
    return _vt.rsqrt(input)


def abs(input, *, out=None):
    """abs(Tensor self) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("abs", "input", input, 1)
    if out is not None:
        return call_with_out("abs", _vt.abs, out, input)
    return _vt.abs(input)


def sgn(input, *, out=None):
    """sgn(Tensor self) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("sgn", "input", input, 1)
    if out is not None:
        return call_with_out("sgn", _vt.sgn, out, input)
    return _vt.sgn(input)


def sign(input, *, out=None):
    """sign(Tensor self) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("sign", "input", input, 1)
    if out is not None:
        return call_with_out("sign", _vt.sign, out, input)
    return _vt.sign(input)


def sin(input, *, out=None):
    """sin(Tensor self) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("sin", "input", input, 1)
    if out is not None:
        return call_with_out("sin", _vt.sin, out, input)
    return _vt.sin(input)


def cos(input, *, out=None):
    """cos(Tensor self) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("cos", "input", input, 1)
    if out is not None:
        return call_with_out("cos", _vt.cos, out, input)
    return _vt.cos(input)


def tanh(input, *, out=None):
    """tanh(Tensor self) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("tanh", "input", input, 1)
    if out is not None:
        return call_with_out("tanh", _vt.tanh, out, input)
    return _vt.tanh(input)


def sigmoid(input, *, out=None):
    """sigmoid(Tensor self) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("sigmoid", "input", input, 1)
    if out is not None:
        return call_with_out("sigmoid", _vt.sigmoid, out, input)
    return _vt.sigmoid(input)


def relu(input):
    """relu(Tensor self) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("relu", "input", input, 1)
    return _vt.relu(input)


def maximum(input, other, *, out=None):
    """maximum(Tensor self, Tensor other) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("maximum", "input", input, 1)
    if out is not None:
        return call_with_out("maximum", _vt.maximum, out, input, other)
    return _vt.maximum(input, other)


def minimum(input, other, *, out=None):
    """minimum(Tensor self, Tensor other) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("minimum", "input", input, 1)
    if out is not None:
        return call_with_out("minimum", _vt.minimum, out, input, other)
    return _vt.minimum(input, other)

_clamp_overloads = Overloads((
    Signature("clamp", _vt.clamp, (
        ('self', 'Tensor', False, False, 'None', False),
        ('min', 'Scalar', True, True, 'None', False),
        ('max', 'Scalar', True, True, 'None', False),
    )),
    Signature("clamp.Tensor", _vt.clamp_Tensor, (
        ('self', 'Tensor', False, False, 'None', False),
        ('min', 'Tensor', True, True, 'None', False),
        ('max', 'Tensor', True, True, 'None', False),
    )),
), function=(
    'clamp(Tensor input, Tensor? min=None, Tensor? max=None, *, Tensor out=None)',
    'clamp(Tensor input, Scalar? min=None, Scalar? max=None, *, Tensor out=None)',
), method=(
    'clamp(Tensor? min=None, Tensor? max=None)',
    'clamp(Scalar? min=None, Scalar? max=None)',
))


def clamp(*args, **kwargs):
    """clamp.Tensor(Tensor self, Tensor? min=None, Tensor? max=None) -> Tensor
clamp(Tensor self, Scalar? min=None, Scalar? max=None) -> Tensor"""
    return parse("clamp", _clamp_overloads, args, kwargs)


def where(condition, self, other, *, out=None):
    """where.self(Tensor condition, Tensor self, Tensor other) -> Tensor"""
    if type(condition) is not Tensor and not isinstance(condition, Tensor):
        raise not_a_tensor("where", "condition", condition, 1)
    if out is not None:
        return call_with_out("where", _vt.where_self, out, condition, self, other)
    return _vt.where_self(condition, self, other)

_sum_overloads = Overloads((
    Signature("sum", _vt.sum, (
        ('self', 'Tensor', False, False, 'None', False),
        ('dtype', 'ScalarType', True, True, 'None', True),
    ), out=False),
    Signature("sum.dim_IntList", _vt.sum_dim_IntList, (
        ('self', 'Tensor', False, False, 'None', False),
        ('dim', 'int[]', True, False, 'None', False),
        ('keepdim', 'bool', False, True, 'False', False),
        ('dtype', 'ScalarType', True, True, 'None', True),
    )),
), function=(
    'sum(Tensor input, *, ScalarType? dtype=None)',
    'sum(Tensor input, IntArrayRef[1]? dim, bool keepdim=False, *, ScalarType? dtype=None, Tensor out=None)',
), method=(
    'sum(*, ScalarType? dtype=None)',
    'sum(IntArrayRef[1]? dim, bool keepdim=False, *, ScalarType? dtype=None)',
))


def sum(*args, **kwargs):
    """sum(Tensor self, *, ScalarType? dtype=None) -> Tensor
sum.dim_IntList(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor"""
    return parse("sum", _sum_overloads, args, kwargs)


@numpy_keywords
def nansum(input, dim=None, keepdim=False, *, dtype=None, out=None):
    """nansum(Tensor self, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("nansum", "input", input, 1)
    if out is not None:
        return call_with_out("nansum", _vt.nansum, out, input, dim, keepdim, dtype)
    return _vt.nansum(input, dim, keepdim, dtype)

_mean_overloads = Overloads((
    Signature("mean", _vt.mean, (
        ('self', 'Tensor', False, False, 'None', False),
        ('dtype', 'ScalarType', True, True, 'None', True),
    )),
    Signature("mean.dim", _vt.mean_dim, (
        ('self', 'Tensor', False, False, 'None', False),
        ('dim', 'int[]', True, False, 'None', False),
        ('keepdim', 'bool', False, True, 'False', False),
        ('dtype', 'ScalarType', True, True, 'None', True),
    )),
), function=(
    'mean(Tensor input, *, ScalarType? dtype=None, Tensor out=None)',
    'mean(Tensor input, IntArrayRef[1]? dim, bool keepdim=False, *, ScalarType? dtype=None, Tensor out=None)',
), method=(
    'mean(*, ScalarType? dtype=None)',
    'mean(IntArrayRef[1]? dim, bool keepdim=False, *, ScalarType? dtype=None)',
))


def mean(*args, **kwargs):
    """mean(Tensor self, *, ScalarType? dtype=None) -> Tensor
mean.dim(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor"""
    return parse("mean", _mean_overloads, args, kwargs)


@numpy_keywords
def amax(input, dim=(), keepdim=False, *, out=None):
    """amax(Tensor self, int[1] dim=[], bool keepdim=False) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("amax", "input", input, 1)
    if out is not None:
        return call_with_out("amax", _vt.amax, out, input, dim, keepdim)
    return _vt.amax(input, dim, keepdim)


@numpy_keywords
def amin(input, dim=(), keepdim=False, *, out=None):
    """amin(Tensor self, int[1] dim=[], bool keepdim=False) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("amin", "input", input, 1)
    if out is not None:
        return call_with_out("amin", _vt.amin, out, input, dim, keepdim)
    return _vt.amin(input, dim, keepdim)

_max_overloads = Overloads((
    Signature("max.dim", _vt.max_dim, (
        ('self', 'Tensor', False, False, 'None', False),
        ('dim', 'int', False, False, 'None', False),
        ('keepdim', 'bool', False, True, 'False', False),
    )),
    Signature("max", _vt.max, (
        ('self', 'Tensor', False, False, 'None', False),
    )),
), function=(
    'max(Tensor input, *, Tensor out=None)',
    'max(Tensor input, int64_t dim, bool keepdim=False, *, TensorList[2] out=None)',
), method=(
    'max()',
    'max(int64_t dim, bool keepdim=False)',
))


def max(*args, **kwargs):
    """max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)
max(Tensor self) -> Tensor"""
    return parse("max", _max_overloads, args, kwargs)

_min_overloads = Overloads((
    Signature("min.dim", _vt.min_dim, (
        ('self', 'Tensor', False, False, 'None', False),
        ('dim', 'int', False, False, 'None', False),
        ('keepdim', 'bool', False, True, 'False', False),
    )),
    Signature("min", _vt.min, (
        ('self', 'Tensor', False, False, 'None', False),
    )),
), function=(
    'min(Tensor input, *, Tensor out=None)',
    'min(Tensor input, int64_t dim, bool keepdim=False, *, TensorList[2] out=None)',
), method=(
    'min()',
    'min(int64_t dim, bool keepdim=False)',
))


def min(*args, **kwargs):
    """min.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)
min(Tensor self) -> Tensor"""
    return parse("min", _min_overloads, args, kwargs)


def mm(input, mat2, *, out=None):
    """mm(Tensor self, Tensor mat2) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("mm", "input", input, 1)
    if out is not None:
        return call_with_out("mm", _vt.mm, out, input, mat2)
    return _vt.mm(input, mat2)


def mv(input, vec, *, out=None):
    """mv(Tensor self, Tensor vec) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("mv", "input", input, 1)
    if out is not None:
        return call_with_out("mv", _vt.mv, out, input, vec)
    return _vt.mv(input, vec)


def dot(input, tensor, *, out=None):
    """dot(Tensor self, Tensor tensor) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("dot", "input", input, 1)
    if out is not None:
        return call_with_out("dot", _vt.dot, out, input, tensor)
    return _vt.dot(input, tensor)


def bmm(input, mat2, *, out=None):
    """bmm(Tensor self, Tensor mat2) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("bmm", "input", input, 1)
    if out is not None:
        return call_with_out("bmm", _vt.bmm, out, input, mat2)
    return _vt.bmm(input, mat2)


def _matmul_general(input, other, *, out=None):
    """matmul(Tensor self, Tensor other) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("_matmul_general", "input", input, 1)
    if out is not None:
        return call_with_out("_matmul_general", _vt.matmul, out, input, other)
    return _vt.matmul(input, other)


def t(input):
    """t(Tensor(a) self) -> Tensor(a)"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("t", "input", input, 1)
    return _vt.t(input)


def transpose(input, dim0, dim1):
    """transpose.int(Tensor(a) self, int dim0, int dim1) -> Tensor(a)"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("transpose", "input", input, 1)
    return _vt.transpose_int(input, dim0, dim1)


def permute(input, dims):
    """permute(Tensor(a) self, int[] dims) -> Tensor(a)"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("permute", "input", input, 1)
    return _vt.permute(input, dims)


def view(input, size):
    """view(Tensor(a) self, SymInt[] size) -> Tensor(a)"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("view", "input", input, 1)
    return _vt.view(input, size)


def _unsafe_view(input, size, *, out=None):
    """_unsafe_view(Tensor self, SymInt[] size) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("_unsafe_view", "input", input, 1)
    if out is not None:
        return call_with_out("_unsafe_view", _vt._unsafe_view, out, input, size)
    return _vt._unsafe_view(input, size)

_squeeze_overloads = Overloads((
    Signature("squeeze", _vt.squeeze, (
        ('self', 'Tensor', False, False, 'None', False),
    ), out=False),
    Signature("squeeze.dim", _vt.squeeze_dim, (
        ('self', 'Tensor', False, False, 'None', False),
        ('dim', 'int', False, False, 'None', False),
    ), out=False),
    Signature("squeeze.dims", _vt.squeeze_dims, (
        ('self', 'Tensor', False, False, 'None', False),
        ('dim', 'int[]', False, False, 'None', False),
    ), out=False),
), function=(
    'squeeze(Tensor input)',
    'squeeze(Tensor input, int64_t dim)',
    'squeeze(Tensor input, IntArrayRef dim)',
), method=(
    'squeeze()',
    'squeeze(int64_t dim)',
    'squeeze(IntArrayRef dim)',
))


def squeeze(*args, **kwargs):
    """squeeze(Tensor(a) self) -> Tensor(a)
squeeze.dim(Tensor(a) self, int dim) -> Tensor(a)
squeeze.dims(Tensor(a) self, int[] dim) -> Tensor(a)"""
    return parse("squeeze", _squeeze_overloads, args, kwargs)


@numpy_keywords
def unsqueeze(input, dim):
    """unsqueeze(Tensor(a) self, int dim) -> Tensor(a)"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("unsqueeze", "input", input, 1)
    return _vt.unsqueeze(input, dim)

_squeeze__overloads = Overloads((
    Signature("squeeze_", _vt.squeeze_, (
        ('self', 'Tensor', False, False, 'None', False),
    ), out=False),
    Signature("squeeze_.dim", _vt.squeeze__dim, (
        ('self', 'Tensor', False, False, 'None', False),
        ('dim', 'int', False, False, 'None', False),
    ), out=False),
    Signature("squeeze_.dims", _vt.squeeze__dims, (
        ('self', 'Tensor', False, False, 'None', False),
        ('dim', 'int[]', False, False, 'None', False),
    ), out=False),
), function=(
), method=(
    'squeeze_()',
    'squeeze_(int64_t dim)',
    'squeeze_(IntArrayRef dim)',
))


def alias(input):
    """alias(Tensor(a) self) -> Tensor(a)"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("alias", "input", input, 1)
    return _vt.alias(input)


@numpy_keywords
def select(input, dim, index):
    """select.int(Tensor(a) self, int dim, SymInt index) -> Tensor(a)"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("select", "input", input, 1)
    return _vt.select_int(input, dim, index)


@numpy_keywords
def select_backward(grad_output, input_sizes, dim, index, *, out=None):
    """select_backward(Tensor grad_output, SymInt[] input_sizes, int dim, SymInt index) -> Tensor"""
    if type(grad_output) is not Tensor and not isinstance(grad_output, Tensor):
        raise not_a_tensor("select_backward", "grad_output", grad_output, 1)
    if out is not None:
        return call_with_out("select_backward", _vt.select_backward, out, grad_output, input_sizes, dim, index)
    return _vt.select_backward(grad_output, input_sizes, dim, index)


@numpy_keywords
def slice_backward(grad_output, input_sizes, dim, start, end, step, *, out=None):
    """slice_backward(Tensor grad_output, SymInt[] input_sizes, int dim, SymInt start, SymInt end, SymInt step) -> Tensor"""
    if type(grad_output) is not Tensor and not isinstance(grad_output, Tensor):
        raise not_a_tensor("slice_backward", "grad_output", grad_output, 1)
    if out is not None:
        return call_with_out("slice_backward", _vt.slice_backward, out, grad_output, input_sizes, dim, start, end, step)
    return _vt.slice_backward(grad_output, input_sizes, dim, start, end, step)


def index_put(input, indices, values, accumulate=False):
    """index_put(Tensor self, Tensor?[] indices, Tensor values, bool accumulate=False) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("index_put", "input", input, 1)
    return _vt.index_put(input, indices, values, accumulate)

_scatter_overloads = Overloads((
    Signature("scatter.value", _vt.scatter_value, (
        ('self', 'Tensor', False, False, 'None', False),
        ('dim', 'int', False, False, 'None', False),
        ('index', 'Tensor', False, False, 'None', False),
        ('value', 'Scalar', False, False, 'None', False),
    )),
    Signature("scatter.src", _vt.scatter_src, (
        ('self', 'Tensor', False, False, 'None', False),
        ('dim', 'int', False, False, 'None', False),
        ('index', 'Tensor', False, False, 'None', False),
        ('src', 'Tensor', False, False, 'None', False),
    )),
    Signature("scatter.value_reduce", _vt.scatter_value_reduce, (
        ('self', 'Tensor', False, False, 'None', False),
        ('dim', 'int', False, False, 'None', False),
        ('index', 'Tensor', False, False, 'None', False),
        ('value', 'Scalar', False, False, 'None', False),
        ('reduce', 'str', False, False, 'None', True),
    )),
    Signature("scatter.reduce", _vt.scatter_reduce, (
        ('self', 'Tensor', False, False, 'None', False),
        ('dim', 'int', False, False, 'None', False),
        ('index', 'Tensor', False, False, 'None', False),
        ('src', 'Tensor', False, False, 'None', False),
        ('reduce', 'str', False, False, 'None', True),
    )),
), function=(
    'scatter(Tensor input, int64_t dim, Tensor index, Tensor src, *, Tensor out=None)',
    'scatter(Tensor input, int64_t dim, Tensor index, Tensor src, *, c10::string_view reduce, Tensor out=None)',
    'scatter(Tensor input, int64_t dim, Tensor index, Scalar value, *, Tensor out=None)',
    'scatter(Tensor input, int64_t dim, Tensor index, Scalar value, *, c10::string_view reduce, Tensor out=None)',
), method=(
    'scatter(int64_t dim, Tensor index, Tensor src)',
    'scatter(int64_t dim, Tensor index, Tensor src, *, c10::string_view reduce)',
    'scatter(int64_t dim, Tensor index, Scalar value)',
    'scatter(int64_t dim, Tensor index, Scalar value, *, c10::string_view reduce)',
))


def scatter(*args, **kwargs):
    """scatter.src(Tensor self, int dim, Tensor index, Tensor src) -> Tensor
scatter.value(Tensor self, int dim, Tensor index, Scalar value) -> Tensor
scatter.value_reduce(Tensor self, int dim, Tensor index, Scalar value, *, str reduce) -> Tensor
scatter.reduce(Tensor self, int dim, Tensor index, Tensor src, *, str reduce) -> Tensor"""
    return parse("scatter", _scatter_overloads, args, kwargs)


@numpy_keywords
def scatter_reduce(input, dim, index, src, reduce, *, include_self=True, out=None):
    """scatter_reduce.two(Tensor self, int dim, Tensor index, Tensor src, str reduce, *, bool include_self=True) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("scatter_reduce", "input", input, 1)
    if out is not None:
        return call_with_out("scatter_reduce", _vt.scatter_reduce_two, out, input, dim, index, src, reduce, include_self)
    return _vt.scatter_reduce_two(input, dim, index, src, reduce, include_self)


@numpy_keywords
def gather(input, dim, index, *, sparse_grad=False, out=None):
    """gather(Tensor self, int dim, Tensor index, *, bool sparse_grad=False) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("gather", "input", input, 1)
    if out is not None:
        return call_with_out("gather", _vt.gather, out, input, dim, index, sparse_grad)
    return _vt.gather(input, dim, index, sparse_grad)


@numpy_keywords
def scatter_add(input, dim, index, src, *, out=None):
    """scatter_add(Tensor self, int dim, Tensor index, Tensor src) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("scatter_add", "input", input, 1)
    if out is not None:
        return call_with_out("scatter_add", _vt.scatter_add, out, input, dim, index, src)
    return _vt.scatter_add(input, dim, index, src)


@numpy_keywords
def _softmax(input, dim, half_to_float, *, out=None):
    """_softmax(Tensor self, int dim, bool half_to_float) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("_softmax", "input", input, 1)
    if out is not None:
        return call_with_out("_softmax", _vt._softmax, out, input, dim, half_to_float)
    return _vt._softmax(input, dim, half_to_float)


@numpy_keywords
def _log_softmax(input, dim, half_to_float, *, out=None):
    """_log_softmax(Tensor self, int dim, bool half_to_float) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("_log_softmax", "input", input, 1)
    if out is not None:
        return call_with_out("_log_softmax", _vt._log_softmax, out, input, dim, half_to_float)
    return _vt._log_softmax(input, dim, half_to_float)


def clone(input, *, memory_format=None):
    """clone(Tensor self, *, MemoryFormat? memory_format=None) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("clone", "input", input, 1)
    return _vt.clone(input, memory_format)

_eq_overloads = Overloads((
    Signature("eq.Scalar", _vt.eq_Scalar, (
        ('self', 'Tensor', False, False, 'None', False),
        ('other', 'Scalar', False, False, 'None', False),
    )),
    Signature("eq.Tensor", _vt.eq_Tensor, (
        ('self', 'Tensor', False, False, 'None', False),
        ('other', 'Tensor|Scalar', False, False, 'None', False),
    )),
), function=(
    'eq(Tensor input, Tensor other, *, Tensor out=None)',
    'eq(Tensor input, Scalar other, *, Tensor out=None)',
), method=(
    'eq(Tensor other)',
    'eq(Scalar other)',
))


def eq(*args, **kwargs):
    """eq.Tensor(Tensor self, Tensor other) -> Tensor
eq.Scalar(Tensor self, Scalar other) -> Tensor"""
    return parse("eq", _eq_overloads, args, kwargs)

_ne_overloads = Overloads((
    Signature("ne.Scalar", _vt.ne_Scalar, (
        ('self', 'Tensor', False, False, 'None', False),
        ('other', 'Scalar', False, False, 'None', False),
    )),
    Signature("ne.Tensor", _vt.ne_Tensor, (
        ('self', 'Tensor', False, False, 'None', False),
        ('other', 'Tensor|Scalar', False, False, 'None', False),
    )),
), function=(
    'ne(Tensor input, Tensor other, *, Tensor out=None)',
    'ne(Tensor input, Scalar other, *, Tensor out=None)',
), method=(
    'ne(Tensor other)',
    'ne(Scalar other)',
))


def ne(*args, **kwargs):
    """ne.Tensor(Tensor self, Tensor other) -> Tensor
ne.Scalar(Tensor self, Scalar other) -> Tensor"""
    return parse("ne", _ne_overloads, args, kwargs)

_lt_overloads = Overloads((
    Signature("lt.Scalar", _vt.lt_Scalar, (
        ('self', 'Tensor', False, False, 'None', False),
        ('other', 'Scalar', False, False, 'None', False),
    )),
    Signature("lt.Tensor", _vt.lt_Tensor, (
        ('self', 'Tensor', False, False, 'None', False),
        ('other', 'Tensor|Scalar', False, False, 'None', False),
    )),
), function=(
    'lt(Tensor input, Tensor other, *, Tensor out=None)',
    'lt(Tensor input, Scalar other, *, Tensor out=None)',
), method=(
    'lt(Tensor other)',
    'lt(Scalar other)',
))


def lt(*args, **kwargs):
    """lt.Tensor(Tensor self, Tensor other) -> Tensor
lt.Scalar(Tensor self, Scalar other) -> Tensor"""
    return parse("lt", _lt_overloads, args, kwargs)

_le_overloads = Overloads((
    Signature("le.Scalar", _vt.le_Scalar, (
        ('self', 'Tensor', False, False, 'None', False),
        ('other', 'Scalar', False, False, 'None', False),
    )),
    Signature("le.Tensor", _vt.le_Tensor, (
        ('self', 'Tensor', False, False, 'None', False),
        ('other', 'Tensor|Scalar', False, False, 'None', False),
    )),
), function=(
    'le(Tensor input, Tensor other, *, Tensor out=None)',
    'le(Tensor input, Scalar other, *, Tensor out=None)',
), method=(
    'le(Tensor other)',
    'le(Scalar other)',
))


def le(*args, **kwargs):
    """le.Tensor(Tensor self, Tensor other) -> Tensor
le.Scalar(Tensor self, Scalar other) -> Tensor"""
    return parse("le", _le_overloads, args, kwargs)

_gt_overloads = Overloads((
    Signature("gt.Scalar", _vt.gt_Scalar, (
        ('self', 'Tensor', False, False, 'None', False),
        ('other', 'Scalar', False, False, 'None', False),
    )),
    Signature("gt.Tensor", _vt.gt_Tensor, (
        ('self', 'Tensor', False, False, 'None', False),
        ('other', 'Tensor|Scalar', False, False, 'None', False),
    )),
), function=(
    'gt(Tensor input, Tensor other, *, Tensor out=None)',
    'gt(Tensor input, Scalar other, *, Tensor out=None)',
), method=(
    'gt(Tensor other)',
    'gt(Scalar other)',
))


def gt(*args, **kwargs):
    """gt.Tensor(Tensor self, Tensor other) -> Tensor
gt.Scalar(Tensor self, Scalar other) -> Tensor"""
    return parse("gt", _gt_overloads, args, kwargs)

_ge_overloads = Overloads((
    Signature("ge.Scalar", _vt.ge_Scalar, (
        ('self', 'Tensor', False, False, 'None', False),
        ('other', 'Scalar', False, False, 'None', False),
    )),
    Signature("ge.Tensor", _vt.ge_Tensor, (
        ('self', 'Tensor', False, False, 'None', False),
        ('other', 'Tensor|Scalar', False, False, 'None', False),
    )),
), function=(
    'ge(Tensor input, Tensor other, *, Tensor out=None)',
    'ge(Tensor input, Scalar other, *, Tensor out=None)',
), method=(
    'ge(Tensor other)',
    'ge(Scalar other)',
))


def ge(*args, **kwargs):
    """ge.Tensor(Tensor self, Tensor other) -> Tensor
ge.Scalar(Tensor self, Scalar other) -> Tensor"""
    return parse("ge", _ge_overloads, args, kwargs)


def isnan(input):
    """isnan(Tensor self) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("isnan", "input", input, 1)
    return _vt.isnan(input)


def logical_not(input, *, out=None):
    """logical_not(Tensor self) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("logical_not", "input", input, 1)
    if out is not None:
        return call_with_out("logical_not", _vt.logical_not, out, input)
    return _vt.logical_not(input)


def logical_and(input, other, *, out=None):
    """logical_and(Tensor self, Tensor other) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("logical_and", "input", input, 1)
    if out is not None:
        return call_with_out("logical_and", _vt.logical_and, out, input, other)
    return _vt.logical_and(input, other)


def logical_or(input, other, *, out=None):
    """logical_or(Tensor self, Tensor other) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("logical_or", "input", input, 1)
    if out is not None:
        return call_with_out("logical_or", _vt.logical_or, out, input, other)
    return _vt.logical_or(input, other)

_bitwise_and_overloads = Overloads((
    Signature("bitwise_and.Scalar_Tensor", _vt.bitwise_and_Scalar_Tensor, (
        ('self', 'Scalar', False, False, 'None', False),
        ('other', 'Tensor', False, False, 'None', False),
    ), out=False),
    Signature("bitwise_and.Tensor", _vt.bitwise_and_Tensor, (
        ('self', 'Tensor', False, False, 'None', False),
        ('other', 'Tensor|Scalar', False, False, 'None', False),
    )),
), function=(
    'bitwise_and(Tensor input, Tensor other, *, Tensor out=None)',
    'bitwise_and(Scalar self, Tensor other)',
    'bitwise_and(Tensor input, Scalar other, *, Tensor out=None)',
), method=(
    'bitwise_and(Tensor other)',
))


def bitwise_and(*args, **kwargs):
    """bitwise_and.Tensor(Tensor self, Tensor other) -> Tensor
bitwise_and.Scalar_Tensor(Scalar self, Tensor other) -> Tensor"""
    return parse("bitwise_and", _bitwise_and_overloads, args, kwargs)

_bitwise_or_overloads = Overloads((
    Signature("bitwise_or.Scalar_Tensor", _vt.bitwise_or_Scalar_Tensor, (
        ('self', 'Scalar', False, False, 'None', False),
        ('other', 'Tensor', False, False, 'None', False),
    ), out=False),
    Signature("bitwise_or.Tensor", _vt.bitwise_or_Tensor, (
        ('self', 'Tensor', False, False, 'None', False),
        ('other', 'Tensor|Scalar', False, False, 'None', False),
    )),
), function=(
    'bitwise_or(Tensor input, Tensor other, *, Tensor out=None)',
    'bitwise_or(Scalar self, Tensor other)',
    'bitwise_or(Tensor input, Scalar other, *, Tensor out=None)',
), method=(
    'bitwise_or(Tensor other)',
))


def bitwise_or(*args, **kwargs):
    """bitwise_or.Tensor(Tensor self, Tensor other) -> Tensor
bitwise_or.Scalar_Tensor(Scalar self, Tensor other) -> Tensor"""
    return parse("bitwise_or", _bitwise_or_overloads, args, kwargs)

_bitwise_xor_overloads = Overloads((
    Signature("bitwise_xor.Scalar_Tensor", _vt.bitwise_xor_Scalar_Tensor, (
        ('self', 'Scalar', False, False, 'None', False),
        ('other', 'Tensor', False, False, 'None', False),
    ), out=False),
    Signature("bitwise_xor.Tensor", _vt.bitwise_xor_Tensor, (
        ('self', 'Tensor', False, False, 'None', False),
        ('other', 'Tensor|Scalar', False, False, 'None', False),
    )),
), function=(
    'bitwise_xor(Tensor input, Tensor other, *, Tensor out=None)',
    'bitwise_xor(Scalar self, Tensor other)',
    'bitwise_xor(Tensor input, Scalar other, *, Tensor out=None)',
), method=(
    'bitwise_xor(Tensor other)',
))


def bitwise_xor(*args, **kwargs):
    """bitwise_xor.Tensor(Tensor self, Tensor other) -> Tensor
bitwise_xor.Scalar_Tensor(Scalar self, Tensor other) -> Tensor"""
    return parse("bitwise_xor", _bitwise_xor_overloads, args, kwargs)

_bitwise_left_shift_overloads = Overloads((
    Signature("bitwise_left_shift.Scalar_Tensor", _vt.bitwise_left_shift_Scalar_Tensor, (
        ('self', 'Scalar', False, False, 'None', False),
        ('other', 'Tensor', False, False, 'None', False),
    ), out=False),
    Signature("bitwise_left_shift.Tensor", _vt.bitwise_left_shift_Tensor, (
        ('self', 'Tensor', False, False, 'None', False),
        ('other', 'Tensor|Scalar', False, False, 'None', False),
    )),
), function=(
    'bitwise_left_shift(Tensor input, Tensor other, *, Tensor out=None)',
    'bitwise_left_shift(Scalar self, Tensor other)',
    'bitwise_left_shift(Tensor input, Scalar other, *, Tensor out=None)',
), method=(
    'bitwise_left_shift(Tensor other)',
))


def bitwise_left_shift(*args, **kwargs):
    """bitwise_left_shift.Tensor(Tensor self, Tensor other) -> Tensor
bitwise_left_shift.Scalar_Tensor(Scalar self, Tensor other) -> Tensor"""
    return parse("bitwise_left_shift", _bitwise_left_shift_overloads, args, kwargs)

_bitwise_right_shift_overloads = Overloads((
    Signature("bitwise_right_shift.Scalar_Tensor", _vt.bitwise_right_shift_Scalar_Tensor, (
        ('self', 'Scalar', False, False, 'None', False),
        ('other', 'Tensor', False, False, 'None', False),
    ), out=False),
    Signature("bitwise_right_shift.Tensor", _vt.bitwise_right_shift_Tensor, (
        ('self', 'Tensor', False, False, 'None', False),
        ('other', 'Tensor|Scalar', False, False, 'None', False),
    )),
), function=(
    'bitwise_right_shift(Tensor input, Tensor other, *, Tensor out=None)',
    'bitwise_right_shift(Scalar self, Tensor other)',
    'bitwise_right_shift(Tensor input, Scalar other, *, Tensor out=None)',
), method=(
    'bitwise_right_shift(Tensor other)',
))


def bitwise_right_shift(*args, **kwargs):
    """bitwise_right_shift.Tensor(Tensor self, Tensor other) -> Tensor
bitwise_right_shift.Scalar_Tensor(Scalar self, Tensor other) -> Tensor"""
    return parse("bitwise_right_shift", _bitwise_right_shift_overloads, args, kwargs)


def bitwise_not(input, *, out=None):
    """bitwise_not(Tensor self) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("bitwise_not", "input", input, 1)
    if out is not None:
        return call_with_out("bitwise_not", _vt.bitwise_not, out, input)
    return _vt.bitwise_not(input)

_any_overloads = Overloads((
    Signature("any", _vt.any, (
        ('self', 'Tensor', False, False, 'None', False),
    )),
    Signature("any.dim", _vt.any_dim, (
        ('self', 'Tensor', False, False, 'None', False),
        ('dim', 'int', False, False, 'None', False),
        ('keepdim', 'bool', False, True, 'False', False),
    )),
    Signature("any.dims", _vt.any_dims, (
        ('self', 'Tensor', False, False, 'None', False),
        ('dim', 'int[]', True, True, 'None', False),
        ('keepdim', 'bool', False, True, 'False', False),
    )),
), function=(
    'any(Tensor input, *, Tensor out=None)',
    'any(Tensor input, IntArrayRef[1]? dim=None, bool keepdim=False, *, Tensor out=None)',
    'any(Tensor input, int64_t dim, bool keepdim=False, *, Tensor out=None)',
), method=(
    'any()',
    'any(IntArrayRef[1]? dim=None, bool keepdim=False)',
    'any(int64_t dim, bool keepdim=False)',
))


def any(*args, **kwargs):
    """any(Tensor self) -> Tensor
any.dim(Tensor self, int dim, bool keepdim=False) -> Tensor
any.dims(Tensor self, int[1]? dim=None, bool keepdim=False) -> Tensor"""
    return parse("any", _any_overloads, args, kwargs)

_all_overloads = Overloads((
    Signature("all", _vt.all, (
        ('self', 'Tensor', False, False, 'None', False),
    )),
    Signature("all.dim", _vt.all_dim, (
        ('self', 'Tensor', False, False, 'None', False),
        ('dim', 'int', False, False, 'None', False),
        ('keepdim', 'bool', False, True, 'False', False),
    )),
    Signature("all.dims", _vt.all_dims, (
        ('self', 'Tensor', False, False, 'None', False),
        ('dim', 'int[]', True, True, 'None', False),
        ('keepdim', 'bool', False, True, 'False', False),
    )),
), function=(
    'all(Tensor input, *, Tensor out=None)',
    'all(Tensor input, IntArrayRef[1]? dim=None, bool keepdim=False, *, Tensor out=None)',
    'all(Tensor input, int64_t dim, bool keepdim=False, *, Tensor out=None)',
), method=(
    'all()',
    'all(IntArrayRef[1]? dim=None, bool keepdim=False)',
    'all(int64_t dim, bool keepdim=False)',
))


def all(*args, **kwargs):
    """all(Tensor self) -> Tensor
all.dim(Tensor self, int dim, bool keepdim=False) -> Tensor
all.dims(Tensor self, int[1]? dim=None, bool keepdim=False) -> Tensor"""
    return parse("all", _all_overloads, args, kwargs)


@numpy_keywords
def argmax(input, dim=None, keepdim=False, *, out=None):
    """argmax(Tensor self, int? dim=None, bool keepdim=False) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("argmax", "input", input, 1)
    if out is not None:
        return call_with_out("argmax", _vt.argmax, out, input, dim, keepdim)
    return _vt.argmax(input, dim, keepdim)


def exp2(input, *, out=None):
    """exp2(Tensor self) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("exp2", "input", input, 1)
    if out is not None:
        return call_with_out("exp2", _vt.exp2, out, input)
    return _vt.exp2(input)


def expm1(input, *, out=None):
    """expm1(Tensor self) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("expm1", "input", input, 1)
    if out is not None:
        return call_with_out("expm1", _vt.expm1, out, input)
    return _vt.expm1(input)


def log2(input, *, out=None):
    """log2(Tensor self) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("log2", "input", input, 1)
    if out is not None:
        return call_with_out("log2", _vt.log2, out, input)
    return _vt.log2(input)


def log10(input, *, out=None):
    """log10(Tensor self) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("log10", "input", input, 1)
    if out is not None:
        return call_with_out("log10", _vt.log10, out, input)
    return _vt.log10(input)


def log1p(input, *, out=None):
    """log1p(Tensor self) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("log1p", "input", input, 1)
    if out is not None:
        return call_with_out("log1p", _vt.log1p, out, input)
    return _vt.log1p(input)


def reciprocal(input, *, out=None):
    """reciprocal(Tensor self) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("reciprocal", "input", input, 1)
    if out is not None:
        return call_with_out("reciprocal", _vt.reciprocal, out, input)
    return _vt.reciprocal(input)


def tan(input, *, out=None):
    """tan(Tensor self) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("tan", "input", input, 1)
    if out is not None:
        return call_with_out("tan", _vt.tan, out, input)
    return _vt.tan(input)


def asin(input, *, out=None):
    """asin(Tensor self) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("asin", "input", input, 1)
    if out is not None:
        return call_with_out("asin", _vt.asin, out, input)
    return _vt.asin(input)


def acos(input, *, out=None):
    """acos(Tensor self) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("acos", "input", input, 1)
    if out is not None:
        return call_with_out("acos", _vt.acos, out, input)
    return _vt.acos(input)


def atan(input, *, out=None):
    """atan(Tensor self) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("atan", "input", input, 1)
    if out is not None:
        return call_with_out("atan", _vt.atan, out, input)
    return _vt.atan(input)


def sinh(input, *, out=None):
    """sinh(Tensor self) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("sinh", "input", input, 1)
    if out is not None:
        return call_with_out("sinh", _vt.sinh, out, input)
    return _vt.sinh(input)


def cosh(input, *, out=None):
    """cosh(Tensor self) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("cosh", "input", input, 1)
    if out is not None:
        return call_with_out("cosh", _vt.cosh, out, input)
    return _vt.cosh(input)


def asinh(input, *, out=None):
    """asinh(Tensor self) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("asinh", "input", input, 1)
    if out is not None:
        return call_with_out("asinh", _vt.asinh, out, input)
    return _vt.asinh(input)


def acosh(input, *, out=None):
    """acosh(Tensor self) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("acosh", "input", input, 1)
    if out is not None:
        return call_with_out("acosh", _vt.acosh, out, input)
    return _vt.acosh(input)


def atanh(input, *, out=None):
    """atanh(Tensor self) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("atanh", "input", input, 1)
    if out is not None:
        return call_with_out("atanh", _vt.atanh, out, input)
    return _vt.atanh(input)


def logit(input, eps=None, *, out=None):
    """logit(Tensor self, float? eps=None) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("logit", "input", input, 1)
    if out is not None:
        return call_with_out("logit", _vt.logit, out, input, eps)
    return _vt.logit(input, eps)


def erf(input, *, out=None):
    """erf(Tensor self) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("erf", "input", input, 1)
    if out is not None:
        return call_with_out("erf", _vt.erf, out, input)
    return _vt.erf(input)


def erfc(input, *, out=None):
    """erfc(Tensor self) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("erfc", "input", input, 1)
    if out is not None:
        return call_with_out("erfc", _vt.erfc, out, input)
    return _vt.erfc(input)


def erfinv(input, *, out=None):
    """erfinv(Tensor self) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("erfinv", "input", input, 1)
    if out is not None:
        return call_with_out("erfinv", _vt.erfinv, out, input)
    return _vt.erfinv(input)


def lgamma(input, *, out=None):
    """lgamma(Tensor self) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("lgamma", "input", input, 1)
    if out is not None:
        return call_with_out("lgamma", _vt.lgamma, out, input)
    return _vt.lgamma(input)


def digamma(input, *, out=None):
    """digamma(Tensor self) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("digamma", "input", input, 1)
    if out is not None:
        return call_with_out("digamma", _vt.digamma, out, input)
    return _vt.digamma(input)


def polygamma(n, self, *, out=None):
    """polygamma(int n, Tensor self) -> Tensor"""
    if out is not None:
        return call_with_out("polygamma", _vt.polygamma, out, n, self)
    return _vt.polygamma(n, self)


def mvlgamma(input, p, *, out=None):
    """mvlgamma(Tensor self, int p) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("mvlgamma", "input", input, 1)
    if out is not None:
        return call_with_out("mvlgamma", _vt.mvlgamma, out, input, p)
    return _vt.mvlgamma(input, p)


def floor(input, *, out=None):
    """floor(Tensor self) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("floor", "input", input, 1)
    if out is not None:
        return call_with_out("floor", _vt.floor, out, input)
    return _vt.floor(input)


def ceil(input, *, out=None):
    """ceil(Tensor self) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("ceil", "input", input, 1)
    if out is not None:
        return call_with_out("ceil", _vt.ceil, out, input)
    return _vt.ceil(input)

_round_overloads = Overloads((
    Signature("round", _vt.round, (
        ('self', 'Tensor', False, False, 'None', False),
    )),
    Signature("round.decimals", _vt.round_decimals, (
        ('self', 'Tensor', False, False, 'None', False),
        ('decimals', 'int', False, False, 'None', True),
    )),
), function=(
    'round(Tensor input, *, Tensor out=None)',
    'round(Tensor input, *, int64_t decimals, Tensor out=None)',
), method=(
    'round()',
    'round(*, int64_t decimals)',
))


def round(*args, **kwargs):
    """round(Tensor self) -> Tensor
round.decimals(Tensor self, *, int decimals) -> Tensor"""
    return parse("round", _round_overloads, args, kwargs)


def trunc(input, *, out=None):
    """trunc(Tensor self) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("trunc", "input", input, 1)
    if out is not None:
        return call_with_out("trunc", _vt.trunc, out, input)
    return _vt.trunc(input)


def frac(input, *, out=None):
    """frac(Tensor self) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("frac", "input", input, 1)
    if out is not None:
        return call_with_out("frac", _vt.frac, out, input)
    return _vt.frac(input)


def nan_to_num(input, nan=None, posinf=None, neginf=None, *, out=None):
    """nan_to_num(Tensor self, float? nan=None, float? posinf=None, float? neginf=None) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("nan_to_num", "input", input, 1)
    if out is not None:
        return call_with_out("nan_to_num", _vt.nan_to_num, out, input, nan, posinf, neginf)
    return _vt.nan_to_num(input, nan, posinf, neginf)

_clamp_min_overloads = Overloads((
    Signature("clamp_min", _vt.clamp_min, (
        ('self', 'Tensor', False, False, 'None', False),
        ('min', 'Scalar', False, False, 'None', False),
    )),
    Signature("clamp_min.Tensor", _vt.clamp_min_Tensor, (
        ('self', 'Tensor', False, False, 'None', False),
        ('min', 'Tensor|Scalar', False, False, 'None', False),
    )),
), function=(
    'clamp_min(Tensor input, Tensor min, *, Tensor out=None)',
    'clamp_min(Tensor input, Scalar min, *, Tensor out=None)',
), method=(
    'clamp_min(Tensor min)',
    'clamp_min(Scalar min)',
))


def clamp_min(*args, **kwargs):
    """clamp_min(Tensor self, Scalar min) -> Tensor
clamp_min.Tensor(Tensor self, Tensor min) -> Tensor"""
    return parse("clamp_min", _clamp_min_overloads, args, kwargs)

_clamp_max_overloads = Overloads((
    Signature("clamp_max", _vt.clamp_max, (
        ('self', 'Tensor', False, False, 'None', False),
        ('max', 'Scalar', False, False, 'None', False),
    )),
    Signature("clamp_max.Tensor", _vt.clamp_max_Tensor, (
        ('self', 'Tensor', False, False, 'None', False),
        ('max', 'Tensor|Scalar', False, False, 'None', False),
    )),
), function=(
    'clamp_max(Tensor input, Tensor max, *, Tensor out=None)',
    'clamp_max(Tensor input, Scalar max, *, Tensor out=None)',
), method=(
    'clamp_max(Tensor max)',
    'clamp_max(Scalar max)',
))


def clamp_max(*args, **kwargs):
    """clamp_max(Tensor self, Scalar max) -> Tensor
clamp_max.Tensor(Tensor self, Tensor max) -> Tensor"""
    return parse("clamp_max", _clamp_max_overloads, args, kwargs)


def fmax(input, other, *, out=None):
    """fmax(Tensor self, Tensor other) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("fmax", "input", input, 1)
    if out is not None:
        return call_with_out("fmax", _vt.fmax, out, input, other)
    return _vt.fmax(input, other)


def fmin(input, other, *, out=None):
    """fmin(Tensor self, Tensor other) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("fmin", "input", input, 1)
    if out is not None:
        return call_with_out("fmin", _vt.fmin, out, input, other)
    return _vt.fmin(input, other)


def atan2(input, other, *, out=None):
    """atan2(Tensor self, Tensor other) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("atan2", "input", input, 1)
    if out is not None:
        return call_with_out("atan2", _vt.atan2, out, input, other)
    return _vt.atan2(input, other)


def logaddexp(input, other, *, out=None):
    """logaddexp(Tensor self, Tensor other) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("logaddexp", "input", input, 1)
    if out is not None:
        return call_with_out("logaddexp", _vt.logaddexp, out, input, other)
    return _vt.logaddexp(input, other)


def rot90(input, k=1, dims=(0,1,)):
    """rot90(Tensor self, int k=1, int[] dims=[0,1]) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("rot90", "input", input, 1)
    return _vt.rot90(input, k, dims)


def pixel_shuffle(input, upscale_factor):
    """pixel_shuffle(Tensor self, int upscale_factor) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("pixel_shuffle", "input", input, 1)
    return _vt.pixel_shuffle(input, upscale_factor)


def pixel_unshuffle(input, downscale_factor):
    """pixel_unshuffle(Tensor self, int downscale_factor) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("pixel_unshuffle", "input", input, 1)
    return _vt.pixel_unshuffle(input, downscale_factor)


@numpy_keywords
def glu(input, dim=-1, *, out=None):
    """glu(Tensor self, int dim=-1) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("glu", "input", input, 1)
    if out is not None:
        return call_with_out("glu", _vt.glu, out, input, dim)
    return _vt.glu(input, dim)


def hypot(input, other, *, out=None):
    """hypot(Tensor self, Tensor other) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("hypot", "input", input, 1)
    if out is not None:
        return call_with_out("hypot", _vt.hypot, out, input, other)
    return _vt.hypot(input, other)

_remainder_overloads = Overloads((
    Signature("remainder.Scalar", _vt.remainder_Scalar, (
        ('self', 'Tensor', False, False, 'None', False),
        ('other', 'Scalar', False, False, 'None', False),
    )),
    Signature("remainder.Scalar_Tensor", _vt.remainder_Scalar_Tensor, (
        ('self', 'Scalar', False, False, 'None', False),
        ('other', 'Tensor', False, False, 'None', False),
    ), out=False),
    Signature("remainder.Tensor", _vt.remainder_Tensor, (
        ('self', 'Tensor', False, False, 'None', False),
        ('other', 'Tensor|Scalar', False, False, 'None', False),
    )),
), function=(
    'remainder(Tensor input, Tensor other, *, Tensor out=None)',
    'remainder(Scalar self, Tensor other)',
    'remainder(Tensor input, Scalar other, *, Tensor out=None)',
), method=(
    'remainder(Tensor other)',
    'remainder(Scalar other)',
))


def remainder(*args, **kwargs):
    """remainder.Scalar(Tensor self, Scalar other) -> Tensor
remainder.Tensor(Tensor self, Tensor other) -> Tensor
remainder.Scalar_Tensor(Scalar self, Tensor other) -> Tensor"""
    return parse("remainder", _remainder_overloads, args, kwargs)

_floor_divide_overloads = Overloads((
    Signature("floor_divide.Scalar", _vt.floor_divide_Scalar, (
        ('self', 'Tensor|Wrapped', False, False, 'None', False),
        ('other', 'Scalar', False, False, 'None', False),
    ), out=False),
    Signature("floor_divide", _vt.floor_divide, (
        ('self', 'Tensor|Wrapped', False, False, 'None', False),
        ('other', 'Tensor|Scalar', False, False, 'None', False),
    )),
), function=(
    'floor_divide(Tensor input, Tensor other, *, Tensor out=None)',
    'floor_divide(Tensor input, Scalar other)',
), method=(
    'floor_divide(Tensor other)',
    'floor_divide(Scalar other)',
))


def floor_divide(*args, **kwargs):
    """floor_divide(Tensor self, Tensor other) -> Tensor
floor_divide.Scalar(Tensor self, Scalar other) -> Tensor"""
    return parse("floor_divide", _floor_divide_overloads, args, kwargs)


def heaviside(input, values, *, out=None):
    """heaviside(Tensor self, Tensor values) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("heaviside", "input", input, 1)
    if out is not None:
        return call_with_out("heaviside", _vt.heaviside, out, input, values)
    return _vt.heaviside(input, values)

_fmod_overloads = Overloads((
    Signature("fmod.Scalar", _vt.fmod_Scalar, (
        ('self', 'Tensor', False, False, 'None', False),
        ('other', 'Scalar', False, False, 'None', False),
    )),
    Signature("fmod.Tensor", _vt.fmod_Tensor, (
        ('self', 'Tensor', False, False, 'None', False),
        ('other', 'Tensor|Scalar', False, False, 'None', False),
    )),
), function=(
    'fmod(Tensor input, Tensor other, *, Tensor out=None)',
    'fmod(Tensor input, Scalar other, *, Tensor out=None)',
), method=(
    'fmod(Tensor other)',
    'fmod(Scalar other)',
))


def fmod(*args, **kwargs):
    """fmod.Scalar(Tensor self, Scalar other) -> Tensor
fmod.Tensor(Tensor self, Tensor other) -> Tensor"""
    return parse("fmod", _fmod_overloads, args, kwargs)

_copysign_overloads = Overloads((
    Signature("copysign.Scalar", _vt.copysign_Scalar, (
        ('self', 'Tensor', False, False, 'None', False),
        ('other', 'Scalar', False, False, 'None', False),
    )),
    Signature("copysign.Tensor", _vt.copysign_Tensor, (
        ('self', 'Tensor', False, False, 'None', False),
        ('other', 'Tensor|Scalar', False, False, 'None', False),
    )),
), function=(
    'copysign(Tensor input, Tensor other, *, Tensor out=None)',
    'copysign(Tensor input, Scalar other, *, Tensor out=None)',
), method=(
    'copysign(Tensor other)',
    'copysign(Scalar other)',
))


def copysign(*args, **kwargs):
    """copysign.Tensor(Tensor self, Tensor other) -> Tensor
copysign.Scalar(Tensor self, Scalar other) -> Tensor"""
    return parse("copysign", _copysign_overloads, args, kwargs)

_lerp_overloads = Overloads((
    Signature("lerp.Scalar", _vt.lerp_Scalar, (
        ('self', 'Tensor', False, False, 'None', False),
        ('end', 'Tensor', False, False, 'None', False),
        ('weight', 'Scalar', False, False, 'None', False),
    )),
    Signature("lerp.Tensor", _vt.lerp_Tensor, (
        ('self', 'Tensor', False, False, 'None', False),
        ('end', 'Tensor', False, False, 'None', False),
        ('weight', 'Tensor|Scalar', False, False, 'None', False),
    )),
), function=(
    'lerp(Tensor input, Tensor end, Tensor weight, *, Tensor out=None)',
    'lerp(Tensor input, Tensor end, Scalar weight, *, Tensor out=None)',
), method=(
    'lerp(Tensor end, Tensor weight)',
    'lerp(Tensor end, Scalar weight)',
))


def lerp(*args, **kwargs):
    """lerp.Scalar(Tensor self, Tensor end, Scalar weight) -> Tensor
lerp.Tensor(Tensor self, Tensor end, Tensor weight) -> Tensor"""
    return parse("lerp", _lerp_overloads, args, kwargs)


_addcmul_function_deprecated = DeprecatedForms('addcmul', _vt.addcmul, (
    ('addcmul(Tensor input, Scalar value, Tensor tensor1, Tensor tensor2, *, Tensor out=None)', ('Tensor', 'Scalar', 'Tensor', 'Tensor'), lambda self, value, tensor1, tensor2: (self, tensor1, tensor2, value)),
), ('addcmul(Tensor input, Tensor tensor1, Tensor tensor2, *, Scalar value=1, Tensor out=None)',), method=False, numbers=False)


def addcmul(input, tensor1, tensor2, *extra, value=1, out=None):
    """addcmul(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor"""
    if extra:
        return _addcmul_function_deprecated.call((input, tensor1, tensor2) + extra, (('value', value, 1),), out)
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("addcmul", "input", input, 1)
    if out is not None:
        return call_with_out("addcmul", _vt.addcmul, out, input, tensor1, tensor2, value)
    return _vt.addcmul(input, tensor1, tensor2, value)


_addcdiv_function_deprecated = DeprecatedForms('addcdiv', _vt.addcdiv, (
    ('addcdiv(Tensor input, Scalar value, Tensor tensor1, Tensor tensor2, *, Tensor out=None)', ('Tensor', 'Scalar', 'Tensor', 'Tensor'), lambda self, value, tensor1, tensor2: (self, tensor1, tensor2, value)),
), ('addcdiv(Tensor input, Tensor tensor1, Tensor tensor2, *, Scalar value=1, Tensor out=None)',), method=False, numbers=False)


def addcdiv(input, tensor1, tensor2, *extra, value=1, out=None):
    """addcdiv(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor"""
    if extra:
        return _addcdiv_function_deprecated.call((input, tensor1, tensor2) + extra, (('value', value, 1),), out)
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("addcdiv", "input", input, 1)
    if out is not None:
        return call_with_out("addcdiv", _vt.addcdiv, out, input, tensor1, tensor2, value)
    return _vt.addcdiv(input, tensor1, tensor2, value)

_xlogy_overloads = Overloads((
    Signature("xlogy.Scalar_Self", _vt.xlogy_Scalar_Self, (
        ('self', 'Scalar', False, False, 'None', False),
        ('other', 'Tensor', False, False, 'None', False),
    )),
    Signature("xlogy.Scalar_Other", _vt.xlogy_Scalar_Other, (
        ('self', 'Tensor', False, False, 'None', False),
        ('other', 'Scalar', False, False, 'None', False),
    )),
    Signature("xlogy.Tensor", _vt.xlogy_Tensor, (
        ('self', 'Tensor', False, False, 'None', False),
        ('other', 'Tensor|Scalar', False, False, 'None', False),
    )),
), function=(
    'xlogy(Tensor input, Tensor other, *, Tensor out=None)',
    'xlogy(Scalar self, Tensor other, *, Tensor out=None)',
    'xlogy(Tensor input, Scalar other, *, Tensor out=None)',
), method=(
    'xlogy(Tensor other)',
    'xlogy(Scalar other)',
))


def xlogy(*args, **kwargs):
    """xlogy.Tensor(Tensor self, Tensor other) -> Tensor
xlogy.Scalar_Self(Scalar self, Tensor other) -> Tensor
xlogy.Scalar_Other(Tensor self, Scalar other) -> Tensor"""
    return parse("xlogy", _xlogy_overloads, args, kwargs)


def logical_xor(input, other, *, out=None):
    """logical_xor(Tensor self, Tensor other) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("logical_xor", "input", input, 1)
    if out is not None:
        return call_with_out("logical_xor", _vt.logical_xor, out, input, other)
    return _vt.logical_xor(input, other)


def isinf(input):
    """isinf(Tensor self) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("isinf", "input", input, 1)
    return _vt.isinf(input)


def isfinite(input):
    """isfinite(Tensor self) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("isfinite", "input", input, 1)
    return _vt.isfinite(input)

_prod_overloads = Overloads((
    Signature("prod", _vt.prod, (
        ('self', 'Tensor', False, False, 'None', False),
        ('dtype', 'ScalarType', True, True, 'None', True),
    ), out=False),
    Signature("prod.dim_int", _vt.prod_dim_int, (
        ('self', 'Tensor', False, False, 'None', False),
        ('dim', 'int', False, False, 'None', False),
        ('keepdim', 'bool', False, True, 'False', False),
        ('dtype', 'ScalarType', True, True, 'None', True),
    )),
), function=(
    'prod(Tensor input, *, ScalarType? dtype=None)',
    'prod(Tensor input, int64_t dim, bool keepdim=False, *, ScalarType? dtype=None, Tensor out=None)',
), method=(
    'prod(*, ScalarType? dtype=None)',
    'prod(int64_t dim, bool keepdim=False, *, ScalarType? dtype=None)',
))


def prod(*args, **kwargs):
    """prod(Tensor self, *, ScalarType? dtype=None) -> Tensor
prod.dim_int(Tensor self, int dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor"""
    return parse("prod", _prod_overloads, args, kwargs)


@numpy_keywords
def argmin(input, dim=None, keepdim=False, *, out=None):
    """argmin(Tensor self, int? dim=None, bool keepdim=False) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("argmin", "input", input, 1)
    if out is not None:
        return call_with_out("argmin", _vt.argmin, out, input, dim, keepdim)
    return _vt.argmin(input, dim, keepdim)


@numpy_keywords
def logsumexp(input, dim, keepdim=False, *, out=None):
    """logsumexp(Tensor self, int[1] dim, bool keepdim=False) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("logsumexp", "input", input, 1)
    if out is not None:
        return call_with_out("logsumexp", _vt.logsumexp, out, input, dim, keepdim)
    return _vt.logsumexp(input, dim, keepdim)


@numpy_keywords
def cummax(input, dim, *, out=None):
    """cummax(Tensor self, int dim) -> (Tensor values, Tensor indices)"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("cummax", "input", input, 1)
    if out is not None:
        return call_with_out("cummax", _vt.cummax, out, input, dim)
    return _vt.cummax(input, dim)


@numpy_keywords
def cummin(input, dim, *, out=None):
    """cummin(Tensor self, int dim) -> (Tensor values, Tensor indices)"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("cummin", "input", input, 1)
    if out is not None:
        return call_with_out("cummin", _vt.cummin, out, input, dim)
    return _vt.cummin(input, dim)


@numpy_keywords
def logcumsumexp(input, dim, *, out=None):
    """logcumsumexp(Tensor self, int dim) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("logcumsumexp", "input", input, 1)
    if out is not None:
        return call_with_out("logcumsumexp", _vt.logcumsumexp, out, input, dim)
    return _vt.logcumsumexp(input, dim)


@numpy_keywords
def cumsum(input, dim, *, dtype=None, out=None):
    """cumsum(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("cumsum", "input", input, 1)
    if out is not None:
        return call_with_out("cumsum", _vt.cumsum, out, input, dim, dtype)
    return _vt.cumsum(input, dim, dtype)


@numpy_keywords
def cumprod(input, dim, *, dtype=None, out=None):
    """cumprod(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("cumprod", "input", input, 1)
    if out is not None:
        return call_with_out("cumprod", _vt.cumprod, out, input, dim, dtype)
    return _vt.cumprod(input, dim, dtype)

_count_nonzero_overloads = Overloads((
    Signature("count_nonzero", _vt.count_nonzero, (
        ('self', 'Tensor', False, False, 'None', False),
        ('dim', 'int', True, True, 'None', False),
    ), out=False),
    Signature("count_nonzero.dim_IntList", _vt.count_nonzero_dim_IntList, (
        ('self', 'Tensor', False, False, 'None', False),
        ('dim', 'int[]', False, False, 'None', False),
    ), out=False),
), function=(
    'count_nonzero(Tensor input, int64_t? dim=None)',
    'count_nonzero(Tensor input, IntArrayRef dim)',
), method=(
    'count_nonzero(int64_t? dim=None)',
    'count_nonzero(IntArrayRef dim)',
))


def count_nonzero(*args, **kwargs):
    """count_nonzero.dim_IntList(Tensor self, int[] dim) -> Tensor
count_nonzero(Tensor self, int? dim=None) -> Tensor"""
    return parse("count_nonzero", _count_nonzero_overloads, args, kwargs)


def vdot(input, other, *, out=None):
    """vdot(Tensor self, Tensor other) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("vdot", "input", input, 1)
    if out is not None:
        return call_with_out("vdot", _vt.vdot, out, input, other)
    return _vt.vdot(input, other)


_addmm_function_deprecated = DeprecatedForms('addmm', _vt.addmm, (
    ('addmm(Scalar beta, Tensor input, Scalar alpha, Tensor mat1, Tensor mat2, *, Tensor out=None)', ('Scalar', 'Tensor', 'Scalar', 'Tensor', 'Tensor'), lambda beta, self, alpha, mat1, mat2: (self, mat1, mat2, beta, alpha)),
    ('addmm(Scalar beta, Tensor input, Tensor mat1, Tensor mat2, *, Tensor out=None)', ('Scalar', 'Tensor', 'Tensor', 'Tensor'), lambda beta, self, mat1, mat2: (self, mat1, mat2, beta, 1)),
), ('addmm(Tensor input, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1, Tensor out=None)',), method=False, numbers=False)


def addmm(input, mat1, mat2, *extra, beta=1, alpha=1, out=None):
    """addmm(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1) -> Tensor"""
    if extra:
        return _addmm_function_deprecated.call((input, mat1, mat2) + extra, (('beta', beta, 1), ('alpha', alpha, 1)), out)
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("addmm", "input", input, 1)
    if out is not None:
        return call_with_out("addmm", _vt.addmm, out, input, mat1, mat2, beta, alpha)
    return _vt.addmm(input, mat1, mat2, beta, alpha)


_baddbmm_function_deprecated = DeprecatedForms('baddbmm', _vt.baddbmm, (
    ('baddbmm(Scalar beta, Tensor input, Scalar alpha, Tensor batch1, Tensor batch2, *, Tensor out=None)', ('Scalar', 'Tensor', 'Scalar', 'Tensor', 'Tensor'), lambda beta, self, alpha, batch1, batch2: (self, batch1, batch2, beta, alpha)),
    ('baddbmm(Scalar beta, Tensor input, Tensor batch1, Tensor batch2, *, Tensor out=None)', ('Scalar', 'Tensor', 'Tensor', 'Tensor'), lambda beta, self, batch1, batch2: (self, batch1, batch2, beta, 1)),
), ('baddbmm(Tensor input, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1, Tensor out=None)',), method=False, numbers=False)


def baddbmm(input, batch1, batch2, *extra, beta=1, alpha=1, out=None):
    """baddbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor"""
    if extra:
        return _baddbmm_function_deprecated.call((input, batch1, batch2) + extra, (('beta', beta, 1), ('alpha', alpha, 1)), out)
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("baddbmm", "input", input, 1)
    if out is not None:
        return call_with_out("baddbmm", _vt.baddbmm, out, input, batch1, batch2, beta, alpha)
    return _vt.baddbmm(input, batch1, batch2, beta, alpha)


def diagonal(input, offset=0, dim1=0, dim2=1):
    """diagonal(Tensor(a) self, int offset=0, int dim1=0, int dim2=1) -> Tensor(a)"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("diagonal", "input", input, 1)
    return _vt.diagonal(input, offset, dim1, dim2)


def diagonal_copy(input, offset=0, dim1=0, dim2=1, *, out=None):
    """diagonal_copy(Tensor self, int offset=0, int dim1=0, int dim2=1) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("diagonal_copy", "input", input, 1)
    if out is not None:
        return call_with_out("diagonal_copy", _vt.diagonal_copy, out, input, offset, dim1, dim2)
    return _vt.diagonal_copy(input, offset, dim1, dim2)


def diag_embed(input, offset=0, dim1=-2, dim2=-1):
    """diag_embed(Tensor self, int offset=0, int dim1=-2, int dim2=-1) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("diag_embed", "input", input, 1)
    return _vt.diag_embed(input, offset, dim1, dim2)


def diagonal_backward(grad_output, input_sizes, offset, dim1, dim2, *, out=None):
    """diagonal_backward(Tensor grad_output, SymInt[] input_sizes, int offset, int dim1, int dim2) -> Tensor"""
    if type(grad_output) is not Tensor and not isinstance(grad_output, Tensor):
        raise not_a_tensor("diagonal_backward", "grad_output", grad_output, 1)
    if out is not None:
        return call_with_out("diagonal_backward", _vt.diagonal_backward, out, grad_output, input_sizes, offset, dim1, dim2)
    return _vt.diagonal_backward(grad_output, input_sizes, offset, dim1, dim2)


def trace(input):
    """trace(Tensor self) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("trace", "input", input, 1)
    return _vt.trace(input)


def tril(input, diagonal=0, *, out=None):
    """tril(Tensor self, int diagonal=0) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("tril", "input", input, 1)
    if out is not None:
        return call_with_out("tril", _vt.tril, out, input, diagonal)
    return _vt.tril(input, diagonal)


def triu(input, diagonal=0, *, out=None):
    """triu(Tensor self, int diagonal=0) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("triu", "input", input, 1)
    if out is not None:
        return call_with_out("triu", _vt.triu, out, input, diagonal)
    return _vt.triu(input, diagonal)


def flip(input, dims):
    """flip(Tensor self, int[] dims) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("flip", "input", input, 1)
    return _vt.flip(input, dims)


def roll(input, shifts, dims=()):
    """roll(Tensor self, SymInt[1] shifts, int[1] dims=[]) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("roll", "input", input, 1)
    return _vt.roll(input, shifts, dims)


@numpy_keywords
def cat(tensors, dim=0, *, out=None):
    """cat(Tensor[] tensors, int dim=0) -> Tensor"""
    tensor_list("cat", "tensors", tensors, 1, 0)
    if out is not None:
        return call_with_out("cat", _vt.cat, out, tensors, dim)
    return _vt.cat(tensors, dim)


@numpy_keywords
def stack(tensors, dim=0, *, out=None):
    """stack(Tensor[] tensors, int dim=0) -> Tensor"""
    tensor_list("stack", "tensors", tensors, 1, 0)
    if out is not None:
        return call_with_out("stack", _vt.stack, out, tensors, dim)
    return _vt.stack(tensors, dim)


@numpy_keywords
def split_with_sizes(input, split_sizes, dim=0):
    """split_with_sizes(Tensor(a -> *) self, SymInt[] split_sizes, int dim=0) -> Tensor(a)[]"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("split_with_sizes", "input", input, 1)
    return _vt.split_with_sizes(input, split_sizes, dim)


@numpy_keywords
def unsafe_split(input, split_size, dim=0):
    """unsafe_split.Tensor(Tensor self, SymInt split_size, int dim=0) -> Tensor[]"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("unsafe_split", "input", input, 1)
    return _vt.unsafe_split_Tensor(input, split_size, dim)


@numpy_keywords
def unsafe_split_with_sizes(input, split_sizes, dim=0):
    """unsafe_split_with_sizes(Tensor self, SymInt[] split_sizes, int dim=0) -> Tensor[]"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("unsafe_split_with_sizes", "input", input, 1)
    return _vt.unsafe_split_with_sizes(input, split_sizes, dim)


@numpy_keywords
def unbind(input, dim=0):
    """unbind.int(Tensor(a -> *) self, int dim=0) -> Tensor(a)[]"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("unbind", "input", input, 1)
    return _vt.unbind_int(input, dim)


@numpy_keywords
def index_select(input, dim, index, *, out=None):
    """index_select(Tensor self, int dim, Tensor index) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("index_select", "input", input, 1)
    if out is not None:
        return call_with_out("index_select", _vt.index_select, out, input, dim, index)
    return _vt.index_select(input, dim, index)

_index_fill_overloads = Overloads((
    Signature("index_fill.int_Scalar", _vt.index_fill_int_Scalar, (
        ('self', 'Tensor', False, False, 'None', False),
        ('dim', 'int', False, False, 'None', False),
        ('index', 'Tensor', False, False, 'None', False),
        ('value', 'Scalar', False, False, 'None', False),
    ), out=False),
    Signature("index_fill.int_Tensor", _vt.index_fill_int_Tensor, (
        ('self', 'Tensor', False, False, 'None', False),
        ('dim', 'int', False, False, 'None', False),
        ('index', 'Tensor', False, False, 'None', False),
        ('value', 'Tensor', False, False, 'None', False),
    ), out=False),
), function=(
    'index_fill(Tensor input, int64_t dim, Tensor index, Tensor value)',
    'index_fill(Tensor input, int64_t dim, Tensor index, Scalar value)',
), method=(
    'index_fill(int64_t dim, Tensor index, Tensor value)',
    'index_fill(int64_t dim, Tensor index, Scalar value)',
))


def index_fill(*args, **kwargs):
    """index_fill.int_Scalar(Tensor self, int dim, Tensor index, Scalar value) -> Tensor
index_fill.int_Tensor(Tensor self, int dim, Tensor index, Tensor value) -> Tensor"""
    return parse("index_fill", _index_fill_overloads, args, kwargs)


@numpy_keywords
def index_copy(input, dim, index, source, *, out=None):
    """index_copy(Tensor self, int dim, Tensor index, Tensor source) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("index_copy", "input", input, 1)
    if out is not None:
        return call_with_out("index_copy", _vt.index_copy, out, input, dim, index, source)
    return _vt.index_copy(input, dim, index, source)


def take(input, index, *, out=None):
    """take(Tensor self, Tensor index) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("take", "input", input, 1)
    if out is not None:
        return call_with_out("take", _vt.take, out, input, index)
    return _vt.take(input, index)


@numpy_keywords
def index_add(input, dim, index, source, *, alpha=1, out=None):
    """index_add(Tensor self, int dim, Tensor index, Tensor source, *, Scalar alpha=1) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("index_add", "input", input, 1)
    if out is not None:
        return call_with_out("index_add", _vt.index_add, out, input, dim, index, source, alpha)
    return _vt.index_add(input, dim, index, source, alpha)


def masked_scatter(input, mask, source):
    """masked_scatter(Tensor self, Tensor mask, Tensor source) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("masked_scatter", "input", input, 1)
    return _vt.masked_scatter(input, mask, source)


def masked_select(input, mask, *, out=None):
    """masked_select(Tensor self, Tensor mask) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("masked_select", "input", input, 1)
    if out is not None:
        return call_with_out("masked_select", _vt.masked_select, out, input, mask)
    return _vt.masked_select(input, mask)


def nonzero(input, *, out=None):
    """nonzero(Tensor self) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("nonzero", "input", input, 1)
    if out is not None:
        return call_with_out("nonzero", _vt.nonzero, out, input)
    return _vt.nonzero(input)

_sort_overloads = Overloads((
    Signature("sort", _vt.sort, (
        ('self', 'Tensor', False, False, 'None', False),
        ('dim', 'int', False, True, '-1', False),
        ('descending', 'bool', False, True, 'False', False),
    )),
    Signature("sort.stable", _vt.sort_stable, (
        ('self', 'Tensor', False, False, 'None', False),
        ('stable', 'bool', True, False, 'None', True),
        ('dim', 'int', False, True, '-1', True),
        ('descending', 'bool', False, True, 'False', True),
    )),
), function=(
    'sort(Tensor input, *, bool? stable, int64_t dim=-1, bool descending=False, TensorList[2] out=None)',
    'sort(Tensor input, int64_t dim=-1, bool descending=False, *, TensorList[2] out=None)',
), method=(
    'sort(*, bool? stable, int64_t dim=-1, bool descending=False)',
    'sort(int64_t dim=-1, bool descending=False)',
))


def sort(*args, **kwargs):
    """sort(Tensor self, int dim=-1, bool descending=False) -> (Tensor values, Tensor indices)
sort.stable(Tensor self, *, bool? stable, int dim=-1, bool descending=False) -> (Tensor values, Tensor indices)"""
    return parse("sort", _sort_overloads, args, kwargs)

_argsort_overloads = Overloads((
    Signature("argsort", _vt.argsort, (
        ('self', 'Tensor', False, False, 'None', False),
        ('dim', 'int', False, True, '-1', False),
        ('descending', 'bool', False, True, 'False', False),
    ), out=False),
    Signature("argsort.stable", _vt.argsort_stable, (
        ('self', 'Tensor', False, False, 'None', False),
        ('stable', 'bool', False, False, 'None', True),
        ('dim', 'int', False, True, '-1', True),
        ('descending', 'bool', False, True, 'False', True),
    )),
), function=(
    'argsort(Tensor input, *, bool stable, int64_t dim=-1, bool descending=False, Tensor out=None)',
    'argsort(Tensor input, int64_t dim=-1, bool descending=False)',
), method=(
    'argsort(*, bool stable, int64_t dim=-1, bool descending=False)',
    'argsort(int64_t dim=-1, bool descending=False)',
))


def argsort(*args, **kwargs):
    """argsort(Tensor self, int dim=-1, bool descending=False) -> Tensor
argsort.stable(Tensor self, *, bool stable, int dim=-1, bool descending=False) -> Tensor"""
    return parse("argsort", _argsort_overloads, args, kwargs)


@numpy_keywords
def topk(input, k, dim=-1, largest=True, sorted=True, *, out=None):
    """topk(Tensor self, SymInt k, int dim=-1, bool largest=True, bool sorted=True) -> (Tensor values, Tensor indices)"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("topk", "input", input, 1)
    if out is not None:
        return call_with_out("topk", _vt.topk, out, input, k, dim, largest, sorted)
    return _vt.topk(input, k, dim, largest, sorted)

_median_overloads = Overloads((
    Signature("median", _vt.median, (
        ('self', 'Tensor', False, False, 'None', False),
    ), out=False),
    Signature("median.dim", _vt.median_dim, (
        ('self', 'Tensor', False, False, 'None', False),
        ('dim', 'int', False, False, 'None', False),
        ('keepdim', 'bool', False, True, 'False', False),
    )),
), function=(
    'median(Tensor input)',
    'median(Tensor input, int64_t dim, bool keepdim=False, *, TensorList[2] out=None)',
), method=(
    'median()',
    'median(int64_t dim, bool keepdim=False)',
))


def median(*args, **kwargs):
    """median(Tensor self) -> Tensor
median.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)"""
    return parse("median", _median_overloads, args, kwargs)


@numpy_keywords
def kthvalue(input, k, dim=-1, keepdim=False, *, out=None):
    """kthvalue(Tensor self, int k, int dim=-1, bool keepdim=False) -> (Tensor values, Tensor indices)"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("kthvalue", "input", input, 1)
    if out is not None:
        return call_with_out("kthvalue", _vt.kthvalue, out, input, k, dim, keepdim)
    return _vt.kthvalue(input, k, dim, keepdim)


def _unique2(input, sorted=True, return_inverse=False, return_counts=False):
    """_unique2(Tensor self, bool sorted=True, bool return_inverse=False, bool return_counts=False) -> (Tensor, Tensor, Tensor)"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("_unique2", "input", input, 1)
    return _vt._unique2(input, sorted, return_inverse, return_counts)


@numpy_keywords
def unique_dim(input, dim, sorted=True, return_inverse=False, return_counts=False):
    """unique_dim(Tensor self, int dim, bool sorted=True, bool return_inverse=False, bool return_counts=False) -> (Tensor, Tensor, Tensor)"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("unique_dim", "input", input, 1)
    return _vt.unique_dim(input, dim, sorted, return_inverse, return_counts)


def bincount(input, weights=None, minlength=0):
    """bincount(Tensor self, Tensor? weights=None, SymInt minlength=0) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("bincount", "input", input, 1)
    return _vt.bincount(input, weights, minlength)


def constant_pad_nd(input, pad, value=0):
    """constant_pad_nd(Tensor self, SymInt[] pad, Scalar value=0) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("constant_pad_nd", "input", input, 1)
    return _vt.constant_pad_nd(input, pad, value)


def threshold(input, threshold, value, *, out=None):
    """threshold(Tensor self, Scalar threshold, Scalar value) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("threshold", "input", input, 1)
    if out is not None:
        return call_with_out("threshold", _vt.threshold, out, input, threshold, value)
    return _vt.threshold(input, threshold, value)


def hardshrink(input, lambd=0.5, *, out=None):
    """hardshrink(Tensor self, Scalar lambd=0.5) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("hardshrink", "input", input, 1)
    if out is not None:
        return call_with_out("hardshrink", _vt.hardshrink, out, input, lambd)
    return _vt.hardshrink(input, lambd)


def celu(input, alpha=1.0):
    """celu(Tensor self, Scalar alpha=1.0) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("celu", "input", input, 1)
    return _vt.celu(input, alpha)


def convolution(input, weight, bias, stride, padding, dilation, transposed, output_padding, groups):
    """convolution(Tensor input, Tensor weight, Tensor? bias, SymInt[] stride, SymInt[] padding, SymInt[] dilation, bool transposed, SymInt[] output_padding, SymInt groups) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("convolution", "input", input, 1)
    return _vt.convolution(input, weight, bias, stride, padding, dilation, transposed, output_padding, groups)


def _adaptive_avg_pool2d(input, output_size):
    """_adaptive_avg_pool2d(Tensor self, SymInt[2] output_size) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("_adaptive_avg_pool2d", "input", input, 1)
    return _vt._adaptive_avg_pool2d(input, output_size)


def _adaptive_avg_pool3d(input, output_size):
    """_adaptive_avg_pool3d(Tensor self, SymInt[3] output_size) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("_adaptive_avg_pool3d", "input", input, 1)
    return _vt._adaptive_avg_pool3d(input, output_size)


def binary_cross_entropy_with_logits(input, target, weight=None, pos_weight=None, reduction='mean'):
    """binary_cross_entropy_with_logits(Tensor self, Tensor target, Tensor? weight=None, Tensor? pos_weight=None, int reduction=Mean) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("binary_cross_entropy_with_logits", "input", input, 1)
    return _vt.binary_cross_entropy_with_logits(input, target, weight, pos_weight, reduction)


def native_layer_norm(input, normalized_shape, weight, bias, eps):
    """native_layer_norm(Tensor input, SymInt[] normalized_shape, Tensor? weight, Tensor? bias, float eps) -> (Tensor, Tensor, Tensor)"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("native_layer_norm", "input", input, 1)
    return _vt.native_layer_norm(input, normalized_shape, weight, bias, eps)


def native_batch_norm(input, weight, bias, running_mean, running_var, training, momentum, eps, *, out=None):
    """native_batch_norm(Tensor input, Tensor? weight, Tensor? bias, Tensor? running_mean, Tensor? running_var, bool training, float momentum, float eps) -> (Tensor, Tensor, Tensor)"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("native_batch_norm", "input", input, 1)
    if out is not None:
        return call_with_out("native_batch_norm", _vt.native_batch_norm, out, input, weight, bias, running_mean, running_var, training, momentum, eps)
    return _vt.native_batch_norm(input, weight, bias, running_mean, running_var, training, momentum, eps)


def native_group_norm(input, weight, bias, N, C, HxW, group, eps):
    """native_group_norm(Tensor input, Tensor? weight, Tensor? bias, SymInt N, SymInt C, SymInt HxW, int group, float eps) -> (Tensor, Tensor, Tensor)"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("native_group_norm", "input", input, 1)
    return _vt.native_group_norm(input, weight, bias, N, C, HxW, group, eps)


def embedding(weight, indices, padding_idx=-1, scale_grad_by_freq=False, sparse=False):
    """embedding(Tensor weight, Tensor indices, SymInt padding_idx=-1, bool scale_grad_by_freq=False, bool sparse=False) -> Tensor"""
    if type(weight) is not Tensor and not isinstance(weight, Tensor):
        raise not_a_tensor("embedding", "weight", weight, 1)
    return _vt.embedding(weight, indices, padding_idx, scale_grad_by_freq, sparse)

_fill_overloads = Overloads((
    Signature("fill.Scalar", _vt.fill_Scalar, (
        ('self', 'Tensor', False, False, 'None', False),
        ('value', 'Scalar', False, False, 'None', False),
    ), out=False),
    Signature("fill.Tensor", _vt.fill_Tensor, (
        ('self', 'Tensor', False, False, 'None', False),
        ('value', 'Tensor|Scalar', False, False, 'None', False),
    ), out=False),
), function=(
    'fill(Tensor input, Tensor value)',
    'fill(Tensor input, Scalar value)',
), method=(
))


def fill(*args, **kwargs):
    """fill.Scalar(Tensor self, Scalar value) -> Tensor
fill.Tensor(Tensor self, Tensor value) -> Tensor"""
    return parse("fill", _fill_overloads, args, kwargs)

_fill__overloads = Overloads((
    Signature("fill_.Scalar", _vt.fill__Scalar, (
        ('self', 'Tensor', False, False, 'None', False),
        ('value', 'Scalar', False, False, 'None', False),
    ), out=False),
    Signature("fill_.Tensor", _vt.fill__Tensor, (
        ('self', 'Tensor', False, False, 'None', False),
        ('value', 'Tensor|Scalar', False, False, 'None', False),
    ), out=False),
), function=(
    'fill_(Tensor input, Tensor value)',
    'fill_(Tensor input, Scalar value)',
), method=(
    'fill_(Tensor value)',
    'fill_(Scalar value)',
))


def fill_(*args, **kwargs):
    """fill_.Scalar(Tensor(a!) self, Scalar value) -> Tensor(a!)
fill_.Tensor(Tensor(a!) self, Tensor value) -> Tensor(a!)"""
    return parse("fill_", _fill__overloads, args, kwargs)


def zero_(input):
    """zero_(Tensor(a!) self) -> Tensor(a!)"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("zero_", "input", input, 1)
    return _vt.zero_(input)

_bernoulli_overloads = Overloads((
    Signature("bernoulli", _vt.bernoulli, (
        ('self', 'Tensor', False, False, 'None', False),
        ('generator', 'any', True, True, 'None', True),
    )),
    Signature("bernoulli.p", _vt.bernoulli_p, (
        ('self', 'Tensor', False, False, 'None', False),
        ('p', 'float', False, False, 'None', False),
        ('generator', 'any', True, True, 'None', True),
    ), out=False),
), function=(
    'bernoulli(Tensor input, *, Generator? generator=None, Tensor out=None)',
    'bernoulli(Tensor input, double p, *, Generator? generator=None)',
), method=(
    'bernoulli(*, Generator? generator=None)',
    'bernoulli(double p, *, Generator? generator=None)',
))


def bernoulli(*args, **kwargs):
    """bernoulli(Tensor self, *, Generator? generator=None) -> Tensor
bernoulli.p(Tensor self, float p, *, Generator? generator=None) -> Tensor"""
    return parse("bernoulli", _bernoulli_overloads, args, kwargs)

_bernoulli__overloads = Overloads((
    Signature("bernoulli_.Tensor", _vt.bernoulli__Tensor, (
        ('self', 'Tensor', False, False, 'None', False),
        ('p', 'Tensor', False, False, 'None', False),
        ('generator', 'any', True, True, 'None', True),
    ), out=False),
    Signature("bernoulli_.float", _vt.bernoulli__float, (
        ('self', 'Tensor', False, False, 'None', False),
        ('p', 'float', False, True, '0.5', False),
        ('generator', 'any', True, True, 'None', True),
    ), out=False),
), function=(
), method=(
    'bernoulli_(Tensor p, *, Generator? generator=None)',
    'bernoulli_(double p=0.5, *, Generator? generator=None)',
))


def linalg_solve_triangular(input, B, *, upper, left=True, unitriangular=False, out=None):
    """linalg_solve_triangular(Tensor self, Tensor B, *, bool upper, bool left=True, bool unitriangular=False) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("linalg_solve_triangular", "input", input, 1)
    if out is not None:
        return call_with_out("linalg_solve_triangular", _vt.linalg_solve_triangular, out, input, B, upper, left, unitriangular)
    return _vt.linalg_solve_triangular(input, B, upper, left, unitriangular)


def geqrf(input, *, out=None):
    """geqrf(Tensor self) -> (Tensor a, Tensor tau)"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("geqrf", "input", input, 1)
    if out is not None:
        return call_with_out("geqrf", _vt.geqrf, out, input)
    return _vt.geqrf(input)


def _standard_gamma(input, generator=None):
    """_standard_gamma(Tensor self, Generator? generator=None) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("_standard_gamma", "input", input, 1)
    return _vt._standard_gamma(input, generator)


def _standard_gamma_grad(input, output):
    """_standard_gamma_grad(Tensor self, Tensor output) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("_standard_gamma_grad", "input", input, 1)
    return _vt._standard_gamma_grad(input, output)

_random__overloads = Overloads((
    Signature("random_.from", _vt.random__from, (
        ('self', 'Tensor', False, False, 'None', False),
        ('from_', 'int', False, False, 'None', False),
        ('to', 'int', True, False, 'None', False),
        ('generator', 'any', True, True, 'None', True),
    ), out=False),
    Signature("random_.to", _vt.random__to, (
        ('self', 'Tensor', False, False, 'None', False),
        ('to', 'int', False, False, 'None', False),
        ('generator', 'any', True, True, 'None', True),
    ), out=False),
    Signature("random_", _vt.random_, (
        ('self', 'Tensor', False, False, 'None', False),
        ('generator', 'any', True, True, 'None', True),
    ), out=False),
), function=(
), method=(
    'random_(*, Generator? generator=None)',
    'random_(int64_t from, int64_t? to, *, Generator? generator=None)',
    'random_(int64_t to, *, Generator? generator=None)',
))

_masked_fill_overloads = Overloads((
    Signature("masked_fill.Scalar", _vt.masked_fill_Scalar, (
        ('self', 'Tensor', False, False, 'None', False),
        ('mask', 'Tensor', False, False, 'None', False),
        ('value', 'Scalar', False, False, 'None', False),
    ), out=False),
    Signature("masked_fill.Tensor", _vt.masked_fill_Tensor, (
        ('self', 'Tensor', False, False, 'None', False),
        ('mask', 'Tensor', False, False, 'None', False),
        ('value', 'Tensor|Scalar', False, False, 'None', False),
    ), out=False),
), function=(
    'masked_fill(Tensor input, Tensor mask, Tensor value)',
    'masked_fill(Tensor input, Tensor mask, Scalar value)',
), method=(
    'masked_fill(Tensor mask, Tensor value)',
    'masked_fill(Tensor mask, Scalar value)',
))


def masked_fill(*args, **kwargs):
    """masked_fill.Scalar(Tensor self, Tensor mask, Scalar value) -> Tensor
masked_fill.Tensor(Tensor self, Tensor mask, Tensor value) -> Tensor"""
    return parse("masked_fill", _masked_fill_overloads, args, kwargs)


@numpy_keywords
def _softmax_backward_data(grad_output, output, dim, input_dtype, *, out=None):
    """_softmax_backward_data(Tensor grad_output, Tensor output, int dim, ScalarType input_dtype) -> Tensor"""
    if type(grad_output) is not Tensor and not isinstance(grad_output, Tensor):
        raise not_a_tensor("_softmax_backward_data", "grad_output", grad_output, 1)
    if out is not None:
        return call_with_out("_softmax_backward_data", _vt._softmax_backward_data, out, grad_output, output, dim, input_dtype)
    return _vt._softmax_backward_data(grad_output, output, dim, input_dtype)


@numpy_keywords
def _log_softmax_backward_data(grad_output, output, dim, input_dtype, *, out=None):
    """_log_softmax_backward_data(Tensor grad_output, Tensor output, int dim, ScalarType input_dtype) -> Tensor"""
    if type(grad_output) is not Tensor and not isinstance(grad_output, Tensor):
        raise not_a_tensor("_log_softmax_backward_data", "grad_output", grad_output, 1)
    if out is not None:
        return call_with_out("_log_softmax_backward_data", _vt._log_softmax_backward_data, out, grad_output, output, dim, input_dtype)
    return _vt._log_softmax_backward_data(grad_output, output, dim, input_dtype)


@numpy_keywords
def _weight_norm_interface(v, g, dim=0):
    """_weight_norm_interface(Tensor v, Tensor g, int dim=0) -> (Tensor, Tensor)"""
    if type(v) is not Tensor and not isinstance(v, Tensor):
        raise not_a_tensor("_weight_norm_interface", "v", v, 1)
    return _vt._weight_norm_interface(v, g, dim)


def channel_shuffle(input, groups):
    """channel_shuffle(Tensor self, SymInt groups) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("channel_shuffle", "input", input, 1)
    return _vt.channel_shuffle(input, groups)


def _pdist_forward(input, p=2, *, out=None):
    """_pdist_forward(Tensor self, float p=2) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("_pdist_forward", "input", input, 1)
    if out is not None:
        return call_with_out("_pdist_forward", _vt._pdist_forward, out, input, p)
    return _vt._pdist_forward(input, p)


def _pdist_backward(grad_output, self, p, pdist, *, out=None):
    """_pdist_backward(Tensor grad_output, Tensor self, float p, Tensor pdist) -> Tensor"""
    if type(grad_output) is not Tensor and not isinstance(grad_output, Tensor):
        raise not_a_tensor("_pdist_backward", "grad_output", grad_output, 1)
    if out is not None:
        return call_with_out("_pdist_backward", _vt._pdist_backward, out, grad_output, self, p, pdist)
    return _vt._pdist_backward(grad_output, self, p, pdist)


def _ctc_loss(log_probs, targets, input_lengths, target_lengths, blank=0, zero_infinity=False):
    """_ctc_loss(Tensor log_probs, Tensor targets, int[] input_lengths, int[] target_lengths, int blank=0, bool zero_infinity=False) -> (Tensor, Tensor)"""
    if type(log_probs) is not Tensor and not isinstance(log_probs, Tensor):
        raise not_a_tensor("_ctc_loss", "log_probs", log_probs, 1)
    return _vt._ctc_loss(log_probs, targets, input_lengths, target_lengths, blank, zero_infinity)


def _ctc_loss_backward(grad_out, log_probs, targets, input_lengths, target_lengths, neg_log_likelihood, log_alpha, blank, zero_infinity=False, *, out=None):
    """_ctc_loss_backward(Tensor grad_out, Tensor log_probs, Tensor targets, int[] input_lengths, int[] target_lengths, Tensor neg_log_likelihood, Tensor log_alpha, int blank, bool zero_infinity=False) -> Tensor"""
    if type(grad_out) is not Tensor and not isinstance(grad_out, Tensor):
        raise not_a_tensor("_ctc_loss_backward", "grad_out", grad_out, 1)
    if out is not None:
        return call_with_out("_ctc_loss_backward", _vt._ctc_loss_backward, out, grad_out, log_probs, targets, input_lengths, target_lengths, neg_log_likelihood, log_alpha, blank, zero_infinity)
    return _vt._ctc_loss_backward(grad_out, log_probs, targets, input_lengths, target_lengths, neg_log_likelihood, log_alpha, blank, zero_infinity)


def _trilinear(i1, i2, i3, expand1, expand2, expand3, sumdim, unroll_dim=1):
    """_trilinear(Tensor i1, Tensor i2, Tensor i3, int[] expand1, int[] expand2, int[] expand3, int[] sumdim, int unroll_dim=1) -> Tensor"""
    if type(i1) is not Tensor and not isinstance(i1, Tensor):
        raise not_a_tensor("_trilinear", "i1", i1, 1)
    return _vt._trilinear(i1, i2, i3, expand1, expand2, expand3, sumdim, unroll_dim)


def _scaled_dot_product_flash_attention_for_cpu(query, key, value, dropout_p=0.0, is_causal=False, *, attn_mask=None, scale=None):
    """_scaled_dot_product_flash_attention_for_cpu(Tensor query, Tensor key, Tensor value, float dropout_p=0.0, bool is_causal=False, *, Tensor? attn_mask=None, float? scale=None) -> (Tensor output, Tensor logsumexp)"""
    if type(query) is not Tensor and not isinstance(query, Tensor):
        raise not_a_tensor("_scaled_dot_product_flash_attention_for_cpu", "query", query, 1)
    return _vt._scaled_dot_product_flash_attention_for_cpu(query, key, value, dropout_p, is_causal, attn_mask, scale)


def celu_(input, alpha=1.0):
    """celu_(Tensor(a!) self, Scalar alpha=1.0) -> Tensor(a!)"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("celu_", "input", input, 1)
    return _vt.celu_(input, alpha)

_nanmedian_overloads = Overloads((
    Signature("nanmedian", _vt.nanmedian, (
        ('self', 'Tensor', False, False, 'None', False),
    ), out=False),
    Signature("nanmedian.dim", _vt.nanmedian_dim, (
        ('self', 'Tensor', False, False, 'None', False),
        ('dim', 'int', False, False, 'None', False),
        ('keepdim', 'bool', False, True, 'False', False),
    )),
), function=(
    'nanmedian(Tensor input)',
    'nanmedian(Tensor input, int64_t dim, bool keepdim=False, *, TensorList[2] out=None)',
), method=(
    'nanmedian()',
    'nanmedian(int64_t dim, bool keepdim=False)',
))


def nanmedian(*args, **kwargs):
    """nanmedian(Tensor self) -> Tensor
nanmedian.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)"""
    return parse("nanmedian", _nanmedian_overloads, args, kwargs)


@numpy_keywords
def mode(input, dim=-1, keepdim=False, *, out=None):
    """mode(Tensor self, int dim=-1, bool keepdim=False) -> (Tensor values, Tensor indices)"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("mode", "input", input, 1)
    if out is not None:
        return call_with_out("mode", _vt.mode, out, input, dim, keepdim)
    return _vt.mode(input, dim, keepdim)


@numpy_keywords
def aminmax(input, *, dim=None, keepdim=False, out=None):
    """aminmax(Tensor self, *, int? dim=None, bool keepdim=False) -> (Tensor min, Tensor max)"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("aminmax", "input", input, 1)
    if out is not None:
        return call_with_out("aminmax", _vt.aminmax, out, input, dim, keepdim)
    return _vt.aminmax(input, dim, keepdim)


def cholesky_solve(input, input2, upper=False, *, out=None):
    """cholesky_solve(Tensor self, Tensor input2, bool upper=False) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("cholesky_solve", "input", input, 1)
    if out is not None:
        return call_with_out("cholesky_solve", _vt.cholesky_solve, out, input, input2, upper)
    return _vt.cholesky_solve(input, input2, upper)


def cholesky_inverse(input, upper=False, *, out=None):
    """cholesky_inverse(Tensor self, bool upper=False) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("cholesky_inverse", "input", input, 1)
    if out is not None:
        return call_with_out("cholesky_inverse", _vt.cholesky_inverse, out, input, upper)
    return _vt.cholesky_inverse(input, upper)


def cholesky(input, upper=False, *, out=None):
    """cholesky(Tensor self, bool upper=False) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("cholesky", "input", input, 1)
    if out is not None:
        return call_with_out("cholesky", _vt.cholesky, out, input, upper)
    return _vt.cholesky(input, upper)


@numpy_keywords
def slice_scatter(input, src, dim=0, start=None, end=None, step=1, *, out=None):
    """slice_scatter(Tensor self, Tensor src, int dim=0, SymInt? start=None, SymInt? end=None, SymInt step=1) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("slice_scatter", "input", input, 1)
    if out is not None:
        return call_with_out("slice_scatter", _vt.slice_scatter, out, input, src, dim, start, end, step)
    return _vt.slice_scatter(input, src, dim, start, end, step)


@numpy_keywords
def select_scatter(input, src, dim, index):
    """select_scatter(Tensor self, Tensor src, int dim, SymInt index) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("select_scatter", "input", input, 1)
    return _vt.select_scatter(input, src, dim, index)


def diagonal_scatter(input, src, offset=0, dim1=0, dim2=1):
    """diagonal_scatter(Tensor self, Tensor src, int offset=0, int dim1=0, int dim2=1) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("diagonal_scatter", "input", input, 1)
    return _vt.diagonal_scatter(input, src, offset, dim1, dim2)


def block_diag(tensors, *, out=None):
    """block_diag(Tensor[] tensors) -> Tensor"""
    tensor_list("block_diag", "tensors", tensors, 1, 0)
    if out is not None:
        return call_with_out("block_diag", _vt.block_diag, out, tensors)
    return _vt.block_diag(tensors)

_histogram_overloads = Overloads((
    Signature("histogram.bin_ct", _vt.histogram_bin_ct, (
        ('self', 'Tensor', False, False, 'None', False),
        ('bins', 'int', False, True, '100', False),
        ('range', 'float[]', True, True, 'None', True),
        ('weight', 'Tensor', True, True, 'None', True),
        ('density', 'bool', False, True, 'False', True),
    )),
    Signature("histogram.bins_tensor", _vt.histogram_bins_tensor, (
        ('self', 'Tensor', False, False, 'None', False),
        ('bins', 'Tensor', False, False, 'None', False),
        ('weight', 'Tensor', True, True, 'None', True),
        ('density', 'bool', False, True, 'False', True),
    )),
), function=(
    'histogram(Tensor input, Tensor bins, *, Tensor? weight=None, bool density=False, TensorList[2] out=None)',
    'histogram(Tensor input, int64_t bins=100, *, ArrayRef<double>? range=None, Tensor? weight=None, bool density=False, TensorList[2] out=None)',
), method=(
    'histogram(Tensor bins, *, Tensor? weight=None, bool density=False)',
    'histogram(int64_t bins=100, *, ArrayRef<double>? range=None, Tensor? weight=None, bool density=False)',
))


def histogram(*args, **kwargs):
    """histogram.bin_ct(Tensor self, int bins=100, *, float[]? range=None, Tensor? weight=None, bool density=False) -> (Tensor hist, Tensor bin_edges)
histogram.bins_tensor(Tensor self, Tensor bins, *, Tensor? weight=None, bool density=False) -> (Tensor hist, Tensor bin_edges)"""
    return parse("histogram", _histogram_overloads, args, kwargs)


def lu_unpack(LU_data, LU_pivots, unpack_data=True, unpack_pivots=True, *, out=None):
    """lu_unpack(Tensor LU_data, Tensor LU_pivots, bool unpack_data=True, bool unpack_pivots=True) -> (Tensor P, Tensor L, Tensor U)"""
    if type(LU_data) is not Tensor and not isinstance(LU_data, Tensor):
        raise not_a_tensor("lu_unpack", "LU_data", LU_data, 1)
    if out is not None:
        return call_with_out("lu_unpack", _vt.lu_unpack, out, LU_data, LU_pivots, unpack_data, unpack_pivots)
    return _vt.lu_unpack(LU_data, LU_pivots, unpack_data, unpack_pivots)


def threshold_(input, threshold, value):
    """threshold_(Tensor(a!) self, Scalar threshold, Scalar value) -> Tensor(a!)"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("threshold_", "input", input, 1)
    return _vt.threshold_(input, threshold, value)


def native_channel_shuffle(input, groups):
    """native_channel_shuffle(Tensor self, SymInt groups) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("native_channel_shuffle", "input", input, 1)
    return _vt.native_channel_shuffle(input, groups)


def acosh_(input):
    """acosh_(Tensor(a!) self) -> Tensor(a!)"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("acosh_", "input", input, 1)
    return _vt.acosh_(input)


def asinh_(input):
    """asinh_(Tensor(a!) self) -> Tensor(a!)"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("asinh_", "input", input, 1)
    return _vt.asinh_(input)


def atanh_(input):
    """atanh_(Tensor(a!) self) -> Tensor(a!)"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("atanh_", "input", input, 1)
    return _vt.atanh_(input)

_eq__overloads = Overloads((
    Signature("eq_.Scalar", _vt.eq__Scalar, (
        ('self', 'Tensor', False, False, 'None', False),
        ('other', 'Scalar', False, False, 'None', False),
    ), out=False),
    Signature("eq_.Tensor", _vt.eq__Tensor, (
        ('self', 'Tensor', False, False, 'None', False),
        ('other', 'Tensor|Scalar', False, False, 'None', False),
    ), out=False),
), function=(
), method=(
    'eq_(Tensor other)',
    'eq_(Scalar other)',
))

_ne__overloads = Overloads((
    Signature("ne_.Scalar", _vt.ne__Scalar, (
        ('self', 'Tensor', False, False, 'None', False),
        ('other', 'Scalar', False, False, 'None', False),
    ), out=False),
    Signature("ne_.Tensor", _vt.ne__Tensor, (
        ('self', 'Tensor', False, False, 'None', False),
        ('other', 'Tensor|Scalar', False, False, 'None', False),
    ), out=False),
), function=(
), method=(
    'ne_(Tensor other)',
    'ne_(Scalar other)',
))

_lt__overloads = Overloads((
    Signature("lt_.Scalar", _vt.lt__Scalar, (
        ('self', 'Tensor', False, False, 'None', False),
        ('other', 'Scalar', False, False, 'None', False),
    ), out=False),
    Signature("lt_.Tensor", _vt.lt__Tensor, (
        ('self', 'Tensor', False, False, 'None', False),
        ('other', 'Tensor|Scalar', False, False, 'None', False),
    ), out=False),
), function=(
), method=(
    'lt_(Tensor other)',
    'lt_(Scalar other)',
))

_le__overloads = Overloads((
    Signature("le_.Scalar", _vt.le__Scalar, (
        ('self', 'Tensor', False, False, 'None', False),
        ('other', 'Scalar', False, False, 'None', False),
    ), out=False),
    Signature("le_.Tensor", _vt.le__Tensor, (
        ('self', 'Tensor', False, False, 'None', False),
        ('other', 'Tensor|Scalar', False, False, 'None', False),
    ), out=False),
), function=(
), method=(
    'le_(Tensor other)',
    'le_(Scalar other)',
))

_gt__overloads = Overloads((
    Signature("gt_.Scalar", _vt.gt__Scalar, (
        ('self', 'Tensor', False, False, 'None', False),
        ('other', 'Scalar', False, False, 'None', False),
    ), out=False),
    Signature("gt_.Tensor", _vt.gt__Tensor, (
        ('self', 'Tensor', False, False, 'None', False),
        ('other', 'Tensor|Scalar', False, False, 'None', False),
    ), out=False),
), function=(
), method=(
    'gt_(Tensor other)',
    'gt_(Scalar other)',
))

_ge__overloads = Overloads((
    Signature("ge_.Scalar", _vt.ge__Scalar, (
        ('self', 'Tensor', False, False, 'None', False),
        ('other', 'Scalar', False, False, 'None', False),
    ), out=False),
    Signature("ge_.Tensor", _vt.ge__Tensor, (
        ('self', 'Tensor', False, False, 'None', False),
        ('other', 'Tensor|Scalar', False, False, 'None', False),
    ), out=False),
), function=(
), method=(
    'ge_(Tensor other)',
    'ge_(Scalar other)',
))


def i0(input, *, out=None):
    """i0(Tensor self) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("i0", "input", input, 1)
    if out is not None:
        return call_with_out("i0", _vt.i0, out, input)
    return _vt.i0(input)


def sinc(input, *, out=None):
    """sinc(Tensor self) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("sinc", "input", input, 1)
    if out is not None:
        return call_with_out("sinc", _vt.sinc, out, input)
    return _vt.sinc(input)


def deg2rad(input, *, out=None):
    """deg2rad(Tensor self) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("deg2rad", "input", input, 1)
    if out is not None:
        return call_with_out("deg2rad", _vt.deg2rad, out, input)
    return _vt.deg2rad(input)


def rad2deg(input, *, out=None):
    """rad2deg(Tensor self) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("rad2deg", "input", input, 1)
    if out is not None:
        return call_with_out("rad2deg", _vt.rad2deg, out, input)
    return _vt.rad2deg(input)


def gcd(input, other, *, out=None):
    """gcd(Tensor self, Tensor other) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("gcd", "input", input, 1)
    if out is not None:
        return call_with_out("gcd", _vt.gcd, out, input, other)
    return _vt.gcd(input, other)


def lcm(input, other, *, out=None):
    """lcm(Tensor self, Tensor other) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("lcm", "input", input, 1)
    if out is not None:
        return call_with_out("lcm", _vt.lcm, out, input, other)
    return _vt.lcm(input, other)


def ldexp(input, other, *, out=None):
    """ldexp.Tensor(Tensor self, Tensor other) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("ldexp", "input", input, 1)
    if out is not None:
        return call_with_out("ldexp", _vt.ldexp_Tensor, out, input, other)
    return _vt.ldexp_Tensor(input, other)


def logaddexp2(input, other, *, out=None):
    """logaddexp2(Tensor self, Tensor other) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("logaddexp2", "input", input, 1)
    if out is not None:
        return call_with_out("logaddexp2", _vt.logaddexp2, out, input, other)
    return _vt.logaddexp2(input, other)


def nextafter(input, other, *, out=None):
    """nextafter(Tensor self, Tensor other) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("nextafter", "input", input, 1)
    if out is not None:
        return call_with_out("nextafter", _vt.nextafter, out, input, other)
    return _vt.nextafter(input, other)


_addmv_function_deprecated = DeprecatedForms('addmv', _vt.addmv, (
    ('addmv(Scalar beta, Tensor input, Scalar alpha, Tensor mat, Tensor vec, *, Tensor out=None)', ('Scalar', 'Tensor', 'Scalar', 'Tensor', 'Tensor'), lambda beta, self, alpha, mat, vec: (self, mat, vec, beta, alpha)),
    ('addmv(Scalar beta, Tensor input, Tensor mat, Tensor vec, *, Tensor out=None)', ('Scalar', 'Tensor', 'Tensor', 'Tensor'), lambda beta, self, mat, vec: (self, mat, vec, beta, 1)),
), ('addmv(Tensor input, Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1, Tensor out=None)',), method=False, numbers=False)


def addmv(input, mat, vec, *extra, beta=1, alpha=1, out=None):
    """addmv(Tensor self, Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1) -> Tensor"""
    if extra:
        return _addmv_function_deprecated.call((input, mat, vec) + extra, (('beta', beta, 1), ('alpha', alpha, 1)), out)
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("addmv", "input", input, 1)
    if out is not None:
        return call_with_out("addmv", _vt.addmv, out, input, mat, vec, beta, alpha)
    return _vt.addmv(input, mat, vec, beta, alpha)


_addr_function_deprecated = DeprecatedForms('addr', _vt.addr, (
    ('addr(Scalar beta, Tensor input, Scalar alpha, Tensor vec1, Tensor vec2, *, Tensor out=None)', ('Scalar', 'Tensor', 'Scalar', 'Tensor', 'Tensor'), lambda beta, self, alpha, vec1, vec2: (self, vec1, vec2, beta, alpha)),
    ('addr(Scalar beta, Tensor input, Tensor vec1, Tensor vec2, *, Tensor out=None)', ('Scalar', 'Tensor', 'Tensor', 'Tensor'), lambda beta, self, vec1, vec2: (self, vec1, vec2, beta, 1)),
), ('addr(Tensor input, Tensor vec1, Tensor vec2, *, Scalar beta=1, Scalar alpha=1, Tensor out=None)',), method=False, numbers=False)


def addr(input, vec1, vec2, *extra, beta=1, alpha=1, out=None):
    """addr(Tensor self, Tensor vec1, Tensor vec2, *, Scalar beta=1, Scalar alpha=1) -> Tensor"""
    if extra:
        return _addr_function_deprecated.call((input, vec1, vec2) + extra, (('beta', beta, 1), ('alpha', alpha, 1)), out)
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("addr", "input", input, 1)
    if out is not None:
        return call_with_out("addr", _vt.addr, out, input, vec1, vec2, beta, alpha)
    return _vt.addr(input, vec1, vec2, beta, alpha)


_addbmm_function_deprecated = DeprecatedForms('addbmm', _vt.addbmm, (
    ('addbmm(Scalar beta, Tensor input, Scalar alpha, Tensor batch1, Tensor batch2, *, Tensor out=None)', ('Scalar', 'Tensor', 'Scalar', 'Tensor', 'Tensor'), lambda beta, self, alpha, batch1, batch2: (self, batch1, batch2, beta, alpha)),
    ('addbmm(Scalar beta, Tensor input, Tensor batch1, Tensor batch2, *, Tensor out=None)', ('Scalar', 'Tensor', 'Tensor', 'Tensor'), lambda beta, self, batch1, batch2: (self, batch1, batch2, beta, 1)),
), ('addbmm(Tensor input, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1, Tensor out=None)',), method=False, numbers=False)


def addbmm(input, batch1, batch2, *extra, beta=1, alpha=1, out=None):
    """addbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor"""
    if extra:
        return _addbmm_function_deprecated.call((input, batch1, batch2) + extra, (('beta', beta, 1), ('alpha', alpha, 1)), out)
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("addbmm", "input", input, 1)
    if out is not None:
        return call_with_out("addbmm", _vt.addbmm, out, input, batch1, batch2, beta, alpha)
    return _vt.addbmm(input, batch1, batch2, beta, alpha)


def dist(input, other, p=2):
    """dist(Tensor self, Tensor other, Scalar p=2) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("dist", "input", input, 1)
    return _vt.dist(input, other, p)


@numpy_keywords
def renorm(input, p, dim, maxnorm, *, out=None):
    """renorm(Tensor self, Scalar p, int dim, Scalar maxnorm) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("renorm", "input", input, 1)
    if out is not None:
        return call_with_out("renorm", _vt.renorm, out, input, p, dim, maxnorm)
    return _vt.renorm(input, p, dim, maxnorm)


def put(input, index, source, accumulate=False):
    """put(Tensor self, Tensor index, Tensor source, bool accumulate=False) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("put", "input", input, 1)
    return _vt.put(input, index, source, accumulate)


def frexp(input, *, out=None):
    """frexp.Tensor(Tensor self) -> (Tensor mantissa, Tensor exponent)"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("frexp", "input", input, 1)
    if out is not None:
        return call_with_out("frexp", _vt.frexp_Tensor, out, input)
    return _vt.frexp_Tensor(input)


@numpy_keywords
def index_reduce(input, dim, index, source, reduce, *, include_self=True, out=None):
    """index_reduce(Tensor self, int dim, Tensor index, Tensor source, str reduce, *, bool include_self=True) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("index_reduce", "input", input, 1)
    if out is not None:
        return call_with_out("index_reduce", _vt.index_reduce, out, input, dim, index, source, reduce, include_self)
    return _vt.index_reduce(input, dim, index, source, reduce, include_self)


def angle(input, *, out=None):
    """angle(Tensor self) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("angle", "input", input, 1)
    if out is not None:
        return call_with_out("angle", _vt.angle, out, input)
    return _vt.angle(input)


def igamma(input, other, *, out=None):
    """igamma(Tensor self, Tensor other) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("igamma", "input", input, 1)
    if out is not None:
        return call_with_out("igamma", _vt.igamma, out, input, other)
    return _vt.igamma(input, other)


def igammac(input, other, *, out=None):
    """igammac(Tensor self, Tensor other) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("igammac", "input", input, 1)
    if out is not None:
        return call_with_out("igammac", _vt.igammac, out, input, other)
    return _vt.igammac(input, other)


def mkldnn_rnn_layer(input, weight0, weight1, weight2, weight3, hx_, cx_, reverse, batch_sizes, mode, hidden_size, num_layers, has_biases, bidirectional, batch_first, train):
    """mkldnn_rnn_layer(Tensor input, Tensor weight0, Tensor weight1, Tensor weight2, Tensor weight3, Tensor hx_, Tensor cx_, bool reverse, int[] batch_sizes, int mode, int hidden_size, int num_layers, bool has_biases, bool bidirectional, bool batch_first, bool train) -> (Tensor, Tensor, Tensor, Tensor)"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("mkldnn_rnn_layer", "input", input, 1)
    return _vt.mkldnn_rnn_layer(input, weight0, weight1, weight2, weight3, hx_, cx_, reverse, batch_sizes, mode, hidden_size, num_layers, has_biases, bidirectional, batch_first, train)


def _pack_padded_sequence(input, lengths, batch_first):
    """_pack_padded_sequence(Tensor input, Tensor lengths, bool batch_first) -> (Tensor, Tensor)"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("_pack_padded_sequence", "input", input, 1)
    return _vt._pack_padded_sequence(input, lengths, batch_first)


def _embedding_bag(weight, indices, offsets, scale_grad_by_freq=False, mode=0, sparse=False, per_sample_weights=None, include_last_offset=False, padding_idx=-1):
    """_embedding_bag(Tensor weight, Tensor indices, Tensor offsets, bool scale_grad_by_freq=False, int mode=0, bool sparse=False, Tensor? per_sample_weights=None, bool include_last_offset=False, int padding_idx=-1) -> (Tensor, Tensor, Tensor, Tensor)"""
    if type(weight) is not Tensor and not isinstance(weight, Tensor):
        raise not_a_tensor("_embedding_bag", "weight", weight, 1)
    return _vt._embedding_bag(weight, indices, offsets, scale_grad_by_freq, mode, sparse, per_sample_weights, include_last_offset, padding_idx)


def affine_grid_generator(theta, size, align_corners):
    """affine_grid_generator(Tensor theta, SymInt[] size, bool align_corners) -> Tensor"""
    if type(theta) is not Tensor and not isinstance(theta, Tensor):
        raise not_a_tensor("affine_grid_generator", "theta", theta, 1)
    return _vt.affine_grid_generator(theta, size, align_corners)


def grid_sampler_2d(input, grid, interpolation_mode, padding_mode, align_corners):
    """grid_sampler_2d(Tensor input, Tensor grid, int interpolation_mode, int padding_mode, bool align_corners) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("grid_sampler_2d", "input", input, 1)
    return _vt.grid_sampler_2d(input, grid, interpolation_mode, padding_mode, align_corners)


def grid_sampler_3d(input, grid, interpolation_mode, padding_mode, align_corners):
    """grid_sampler_3d(Tensor input, Tensor grid, int interpolation_mode, int padding_mode, bool align_corners) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("grid_sampler_3d", "input", input, 1)
    return _vt.grid_sampler_3d(input, grid, interpolation_mode, padding_mode, align_corners)


def as_strided(input, size, stride, storage_offset=None):
    """as_strided(Tensor(a) self, SymInt[] size, SymInt[] stride, SymInt? storage_offset=None) -> Tensor(a)"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("as_strided", "input", input, 1)
    return _vt.as_strided(input, size, stride, storage_offset)


def as_strided_(input, size, stride, storage_offset=None):
    """as_strided_(Tensor(a!) self, SymInt[] size, SymInt[] stride, SymInt? storage_offset=None) -> Tensor(a!)"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("as_strided_", "input", input, 1)
    return _vt.as_strided_(input, size, stride, storage_offset)


def as_strided_copy(input, size, stride, storage_offset=None, *, out=None):
    """as_strided_copy(Tensor self, SymInt[] size, SymInt[] stride, SymInt? storage_offset=None) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("as_strided_copy", "input", input, 1)
    if out is not None:
        return call_with_out("as_strided_copy", _vt.as_strided_copy, out, input, size, stride, storage_offset)
    return _vt.as_strided_copy(input, size, stride, storage_offset)


def as_strided_scatter(input, src, size, stride, storage_offset=None):
    """as_strided_scatter(Tensor self, Tensor src, SymInt[] size, SymInt[] stride, SymInt? storage_offset=None) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("as_strided_scatter", "input", input, 1)
    return _vt.as_strided_scatter(input, src, size, stride, storage_offset)


def view_copy(input, size, *, out=None):
    """view_copy(Tensor self, SymInt[] size) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("view_copy", "input", input, 1)
    if out is not None:
        return call_with_out("view_copy", _vt.view_copy, out, input, size)
    return _vt.view_copy(input, size)


def _reshape_alias_copy(input, size, stride, *, out=None):
    """_reshape_alias_copy(Tensor self, SymInt[] size, SymInt[] stride) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("_reshape_alias_copy", "input", input, 1)
    if out is not None:
        return call_with_out("_reshape_alias_copy", _vt._reshape_alias_copy, out, input, size, stride)
    return _vt._reshape_alias_copy(input, size, stride)


def t_copy(input, *, out=None):
    """t_copy(Tensor self) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("t_copy", "input", input, 1)
    if out is not None:
        return call_with_out("t_copy", _vt.t_copy, out, input)
    return _vt.t_copy(input)


def transpose_copy(input, dim0, dim1, *, out=None):
    """transpose_copy.int(Tensor self, int dim0, int dim1) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("transpose_copy", "input", input, 1)
    if out is not None:
        return call_with_out("transpose_copy", _vt.transpose_copy_int, out, input, dim0, dim1)
    return _vt.transpose_copy_int(input, dim0, dim1)


def permute_copy(input, dims, *, out=None):
    """permute_copy(Tensor self, int[] dims) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("permute_copy", "input", input, 1)
    if out is not None:
        return call_with_out("permute_copy", _vt.permute_copy, out, input, dims)
    return _vt.permute_copy(input, dims)


def expand_copy(input, size, *, implicit=False, out=None):
    """expand_copy(Tensor self, SymInt[] size, *, bool implicit=False) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("expand_copy", "input", input, 1)
    if out is not None:
        return call_with_out("expand_copy", _vt.expand_copy, out, input, size, implicit)
    return _vt.expand_copy(input, size, implicit)

_squeeze_copy_overloads = Overloads((
    Signature("squeeze_copy", _vt.squeeze_copy, (
        ('self', 'Tensor', False, False, 'None', False),
    )),
    Signature("squeeze_copy.dim", _vt.squeeze_copy_dim, (
        ('self', 'Tensor', False, False, 'None', False),
        ('dim', 'int', False, False, 'None', False),
    )),
    Signature("squeeze_copy.dims", _vt.squeeze_copy_dims, (
        ('self', 'Tensor', False, False, 'None', False),
        ('dim', 'int[]', False, False, 'None', False),
    )),
), function=(
    'squeeze_copy(Tensor input, *, Tensor out=None)',
    'squeeze_copy(Tensor input, int64_t dim, *, Tensor out=None)',
    'squeeze_copy(Tensor input, IntArrayRef dim, *, Tensor out=None)',
), method=(
))


def squeeze_copy(*args, **kwargs):
    """squeeze_copy(Tensor self) -> Tensor
squeeze_copy.dim(Tensor self, int dim) -> Tensor
squeeze_copy.dims(Tensor self, int[] dim) -> Tensor"""
    return parse("squeeze_copy", _squeeze_copy_overloads, args, kwargs)


@numpy_keywords
def unsqueeze_copy(input, dim, *, out=None):
    """unsqueeze_copy(Tensor self, int dim) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("unsqueeze_copy", "input", input, 1)
    if out is not None:
        return call_with_out("unsqueeze_copy", _vt.unsqueeze_copy, out, input, dim)
    return _vt.unsqueeze_copy(input, dim)


def alias_copy(input, *, out=None):
    """alias_copy(Tensor self) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("alias_copy", "input", input, 1)
    if out is not None:
        return call_with_out("alias_copy", _vt.alias_copy, out, input)
    return _vt.alias_copy(input)


def detach_copy(input, *, out=None):
    """detach_copy(Tensor self) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("detach_copy", "input", input, 1)
    if out is not None:
        return call_with_out("detach_copy", _vt.detach_copy, out, input)
    return _vt.detach_copy(input)


@numpy_keywords
def select_copy(input, dim, index, *, out=None):
    """select_copy.int(Tensor self, int dim, SymInt index) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("select_copy", "input", input, 1)
    if out is not None:
        return call_with_out("select_copy", _vt.select_copy_int, out, input, dim, index)
    return _vt.select_copy_int(input, dim, index)


@numpy_keywords
def slice_copy(input, dim=0, start=None, end=None, step=1, *, out=None):
    """slice_copy.Tensor(Tensor self, int dim=0, SymInt? start=None, SymInt? end=None, SymInt step=1) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("slice_copy", "input", input, 1)
    if out is not None:
        return call_with_out("slice_copy", _vt.slice_copy_Tensor, out, input, dim, start, end, step)
    return _vt.slice_copy_Tensor(input, dim, start, end, step)


@numpy_keywords
def split_copy(input, split_size, dim=0):
    """split_copy.Tensor(Tensor self, SymInt split_size, int dim=0) -> Tensor[]"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("split_copy", "input", input, 1)
    return _vt.split_copy_Tensor(input, split_size, dim)


@numpy_keywords
def split_with_sizes_copy(input, split_sizes, dim=0):
    """split_with_sizes_copy(Tensor self, SymInt[] split_sizes, int dim=0) -> Tensor[]"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("split_with_sizes_copy", "input", input, 1)
    return _vt.split_with_sizes_copy(input, split_sizes, dim)


@numpy_keywords
def unbind_copy(input, dim=0):
    """unbind_copy.int(Tensor self, int dim=0) -> Tensor[]"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("unbind_copy", "input", input, 1)
    return _vt.unbind_copy_int(input, dim)


def unfold_copy(input, dimension, size, step, *, out=None):
    """unfold_copy(Tensor self, int dimension, int size, int step) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("unfold_copy", "input", input, 1)
    if out is not None:
        return call_with_out("unfold_copy", _vt.unfold_copy, out, input, dimension, size, step)
    return _vt.unfold_copy(input, dimension, size, step)


@numpy_keywords
def narrow_copy(input, dim, start, length, *, out=None):
    """narrow_copy(Tensor self, int dim, SymInt start, SymInt length) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("narrow_copy", "input", input, 1)
    if out is not None:
        return call_with_out("narrow_copy", _vt.narrow_copy, out, input, dim, start, length)
    return _vt.narrow_copy(input, dim, start, length)


def conv_tbc(input, weight, bias, pad=0):
    """conv_tbc(Tensor self, Tensor weight, Tensor bias, int pad=0) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("conv_tbc", "input", input, 1)
    return _vt.conv_tbc(input, weight, bias, pad)


def poisson(input, generator=None):
    """poisson(Tensor self, Generator? generator=None) -> Tensor"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("poisson", "input", input, 1)
    return _vt.poisson(input, generator)


def conj_physical_(input):
    """conj_physical_(Tensor(a!) self) -> Tensor(a!)"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("conj_physical_", "input", input, 1)
    return _vt.conj_physical_(input)


def native_dropout(input, p, train):
    """native_dropout(Tensor input, float p, bool? train) -> (Tensor, Tensor)"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("native_dropout", "input", input, 1)
    return _vt.native_dropout(input, p, train)


def embedding_renorm_(input, indices, max_norm, norm_type):
    """embedding_renorm_(Tensor(a!) self, Tensor indices, float max_norm, float norm_type) -> Tensor(a!)"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("embedding_renorm_", "input", input, 1)
    return _vt.embedding_renorm_(input, indices, max_norm, norm_type)


def segment_reduce(data, reduce, *, lengths=None, indices=None, offsets=None, axis=0, unsafe=False, initial=None):
    """segment_reduce(Tensor data, str reduce, *, Tensor? lengths=None, Tensor? indices=None, Tensor? offsets=None, int axis=0, bool unsafe=False, Scalar? initial=None) -> Tensor"""
    if type(data) is not Tensor and not isinstance(data, Tensor):
        raise not_a_tensor("segment_reduce", "data", data, 1)
    return _vt.segment_reduce(data, reduce, lengths, indices, offsets, axis, unsafe, initial)


def _segment_reduce_backward(grad_output, output, data, reduce, *, lengths=None, offsets=None, axis=0, initial=None):
    """_segment_reduce_backward(Tensor grad_output, Tensor output, Tensor data, str reduce, *, Tensor? lengths=None, Tensor? offsets=None, int axis=0, Scalar? initial=None) -> Tensor"""
    if type(grad_output) is not Tensor and not isinstance(grad_output, Tensor):
        raise not_a_tensor("_segment_reduce_backward", "grad_output", grad_output, 1)
    return _vt._segment_reduce_backward(grad_output, output, data, reduce, lengths, offsets, axis, initial)

_div__overloads = Overloads((
    Signature("div_.Tensor", _vt.div__Tensor, (
        ('self', 'Tensor', False, False, 'None', False),
        ('other', 'Tensor|Scalar', False, False, 'None', False),
    ), out=False),
    Signature("div_.Tensor_mode", _vt.div__Tensor_mode, (
        ('self', 'Tensor', False, False, 'None', False),
        ('other', 'Tensor|Scalar', False, False, 'None', False),
        ('rounding_mode', 'str', True, False, 'None', True),
    ), out=False),
), function=(
), method=(
    'div_(Tensor other)',
    'div_(Tensor other, *, c10::string_view? rounding_mode)',
))


def neg_(input):
    """neg_(Tensor(a!) self) -> Tensor(a!)"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("neg_", "input", input, 1)
    return _vt.neg_(input)

_pow__overloads = Overloads((
    Signature("pow_.Tensor_Scalar", _vt.pow__Tensor_Scalar, (
        ('self', 'Tensor', False, False, 'None', False),
        ('exponent', 'Scalar', False, False, 'None', False),
    ), out=False),
    Signature("pow_.Tensor_Tensor", _vt.pow__Tensor_Tensor, (
        ('self', 'Tensor', False, False, 'None', False),
        ('exponent', 'Tensor|Scalar', False, False, 'None', False),
    ), out=False),
), function=(
), method=(
    'pow_(Tensor exponent)',
    'pow_(Scalar exponent)',
))


def exp_(input):
    """exp_(Tensor(a!) self) -> Tensor(a!)"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("exp_", "input", input, 1)
    return _vt.exp_(input)


def log_(input):
    """log_(Tensor(a!) self) -> Tensor(a!)"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("log_", "input", input, 1)
    return _vt.log_(input)


def sqrt_(input):
    """sqrt_(Tensor(a!) self) -> Tensor(a!)"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("sqrt_", "input", input, 1)
    return _vt.sqrt_(input)


def rsqrt_(input):
    """rsqrt_(Tensor(a!) self) -> Tensor(a!)"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("rsqrt_", "input", input, 1)
    return _vt.rsqrt_(input)


def abs_(input):
    """abs_(Tensor(a!) self) -> Tensor(a!)"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("abs_", "input", input, 1)
    return _vt.abs_(input)


def sin_(input):
    """sin_(Tensor(a!) self) -> Tensor(a!)"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("sin_", "input", input, 1)
    return _vt.sin_(input)


def cos_(input):
    """cos_(Tensor(a!) self) -> Tensor(a!)"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("cos_", "input", input, 1)
    return _vt.cos_(input)


def tanh_(input):
    """tanh_(Tensor(a!) self) -> Tensor(a!)"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("tanh_", "input", input, 1)
    return _vt.tanh_(input)


def sigmoid_(input):
    """sigmoid_(Tensor(a!) self) -> Tensor(a!)"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("sigmoid_", "input", input, 1)
    return _vt.sigmoid_(input)


def relu_(input):
    """relu_(Tensor(a!) self) -> Tensor(a!)"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("relu_", "input", input, 1)
    return _vt.relu_(input)

_clamp__overloads = Overloads((
    Signature("clamp_", _vt.clamp_, (
        ('self', 'Tensor', False, False, 'None', False),
        ('min', 'Scalar', True, True, 'None', False),
        ('max', 'Scalar', True, True, 'None', False),
    ), out=False),
    Signature("clamp_.Tensor", _vt.clamp__Tensor, (
        ('self', 'Tensor', False, False, 'None', False),
        ('min', 'Tensor', True, True, 'None', False),
        ('max', 'Tensor', True, True, 'None', False),
    ), out=False),
), function=(
    'clamp_(Tensor input, Tensor? min=None, Tensor? max=None)',
    'clamp_(Tensor input, Scalar? min=None, Scalar? max=None)',
), method=(
    'clamp_(Tensor? min=None, Tensor? max=None)',
    'clamp_(Scalar? min=None, Scalar? max=None)',
))


def clamp_(*args, **kwargs):
    """clamp_.Tensor(Tensor(a!) self, Tensor? min=None, Tensor? max=None) -> Tensor(a!)
clamp_(Tensor(a!) self, Scalar? min=None, Scalar? max=None) -> Tensor(a!)"""
    return parse("clamp_", _clamp__overloads, args, kwargs)


def index_put_(input, indices, values, accumulate=False):
    """index_put_(Tensor(a!) self, Tensor?[] indices, Tensor values, bool accumulate=False) -> Tensor(a!)"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("index_put_", "input", input, 1)
    return _vt.index_put_(input, indices, values, accumulate)

_scatter__overloads = Overloads((
    Signature("scatter_.value", _vt.scatter__value, (
        ('self', 'Tensor', False, False, 'None', False),
        ('dim', 'int', False, False, 'None', False),
        ('index', 'Tensor', False, False, 'None', False),
        ('value', 'Scalar', False, False, 'None', False),
    ), out=False),
    Signature("scatter_.src", _vt.scatter__src, (
        ('self', 'Tensor', False, False, 'None', False),
        ('dim', 'int', False, False, 'None', False),
        ('index', 'Tensor', False, False, 'None', False),
        ('src', 'Tensor', False, False, 'None', False),
    ), out=False),
    Signature("scatter_.value_reduce", _vt.scatter__value_reduce, (
        ('self', 'Tensor', False, False, 'None', False),
        ('dim', 'int', False, False, 'None', False),
        ('index', 'Tensor', False, False, 'None', False),
        ('value', 'Scalar', False, False, 'None', False),
        ('reduce', 'str', False, False, 'None', True),
    ), out=False),
    Signature("scatter_.reduce", _vt.scatter__reduce, (
        ('self', 'Tensor', False, False, 'None', False),
        ('dim', 'int', False, False, 'None', False),
        ('index', 'Tensor', False, False, 'None', False),
        ('src', 'Tensor', False, False, 'None', False),
        ('reduce', 'str', False, False, 'None', True),
    ), out=False),
), function=(
), method=(
    'scatter_(int64_t dim, Tensor index, Tensor src)',
    'scatter_(int64_t dim, Tensor index, Tensor src, *, c10::string_view reduce)',
    'scatter_(int64_t dim, Tensor index, Scalar value)',
    'scatter_(int64_t dim, Tensor index, Scalar value, *, c10::string_view reduce)',
))


def exp2_(input):
    """exp2_(Tensor(a!) self) -> Tensor(a!)"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("exp2_", "input", input, 1)
    return _vt.exp2_(input)


def expm1_(input):
    """expm1_(Tensor(a!) self) -> Tensor(a!)"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("expm1_", "input", input, 1)
    return _vt.expm1_(input)


def log2_(input):
    """log2_(Tensor(a!) self) -> Tensor(a!)"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("log2_", "input", input, 1)
    return _vt.log2_(input)


def log10_(input):
    """log10_(Tensor(a!) self) -> Tensor(a!)"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("log10_", "input", input, 1)
    return _vt.log10_(input)


def log1p_(input):
    """log1p_(Tensor(a!) self) -> Tensor(a!)"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("log1p_", "input", input, 1)
    return _vt.log1p_(input)


def reciprocal_(input):
    """reciprocal_(Tensor(a!) self) -> Tensor(a!)"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("reciprocal_", "input", input, 1)
    return _vt.reciprocal_(input)


def tan_(input):
    """tan_(Tensor(a!) self) -> Tensor(a!)"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("tan_", "input", input, 1)
    return _vt.tan_(input)


def asin_(input):
    """asin_(Tensor(a!) self) -> Tensor(a!)"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("asin_", "input", input, 1)
    return _vt.asin_(input)


def acos_(input):
    """acos_(Tensor(a!) self) -> Tensor(a!)"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("acos_", "input", input, 1)
    return _vt.acos_(input)


def atan_(input):
    """atan_(Tensor(a!) self) -> Tensor(a!)"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("atan_", "input", input, 1)
    return _vt.atan_(input)


def sinh_(input):
    """sinh_(Tensor(a!) self) -> Tensor(a!)"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("sinh_", "input", input, 1)
    return _vt.sinh_(input)


def cosh_(input):
    """cosh_(Tensor(a!) self) -> Tensor(a!)"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("cosh_", "input", input, 1)
    return _vt.cosh_(input)


def logit_(input, eps=None):
    """logit_(Tensor(a!) self, float? eps=None) -> Tensor(a!)"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("logit_", "input", input, 1)
    return _vt.logit_(input, eps)


def erf_(input):
    """erf_(Tensor(a!) self) -> Tensor(a!)"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("erf_", "input", input, 1)
    return _vt.erf_(input)


def erfc_(input):
    """erfc_(Tensor(a!) self) -> Tensor(a!)"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("erfc_", "input", input, 1)
    return _vt.erfc_(input)


def floor_(input):
    """floor_(Tensor(a!) self) -> Tensor(a!)"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("floor_", "input", input, 1)
    return _vt.floor_(input)


def ceil_(input):
    """ceil_(Tensor(a!) self) -> Tensor(a!)"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("ceil_", "input", input, 1)
    return _vt.ceil_(input)

_round__overloads = Overloads((
    Signature("round_", _vt.round_, (
        ('self', 'Tensor', False, False, 'None', False),
    ), out=False),
    Signature("round_.decimals", _vt.round__decimals, (
        ('self', 'Tensor', False, False, 'None', False),
        ('decimals', 'int', False, False, 'None', True),
    ), out=False),
), function=(
    'round_(Tensor input)',
    'round_(Tensor input, *, int64_t decimals)',
), method=(
    'round_()',
    'round_(*, int64_t decimals)',
))


def round_(*args, **kwargs):
    """round_(Tensor(a!) self) -> Tensor(a!)
round_.decimals(Tensor(a!) self, *, int decimals) -> Tensor(a!)"""
    return parse("round_", _round__overloads, args, kwargs)


def trunc_(input):
    """trunc_(Tensor(a!) self) -> Tensor(a!)"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("trunc_", "input", input, 1)
    return _vt.trunc_(input)


def frac_(input):
    """frac_(Tensor(a!) self) -> Tensor(a!)"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("frac_", "input", input, 1)
    return _vt.frac_(input)


def nan_to_num_(input, nan=None, posinf=None, neginf=None):
    """nan_to_num_(Tensor(a!) self, float? nan=None, float? posinf=None, float? neginf=None) -> Tensor(a!)"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("nan_to_num_", "input", input, 1)
    return _vt.nan_to_num_(input, nan, posinf, neginf)

_clamp_min__overloads = Overloads((
    Signature("clamp_min_", _vt.clamp_min_, (
        ('self', 'Tensor', False, False, 'None', False),
        ('min', 'Scalar', False, False, 'None', False),
    ), out=False),
    Signature("clamp_min_.Tensor", _vt.clamp_min__Tensor, (
        ('self', 'Tensor', False, False, 'None', False),
        ('min', 'Tensor|Scalar', False, False, 'None', False),
    ), out=False),
), function=(
    'clamp_min_(Tensor input, Tensor min)',
    'clamp_min_(Tensor input, Scalar min)',
), method=(
    'clamp_min_(Tensor min)',
    'clamp_min_(Scalar min)',
))


def clamp_min_(*args, **kwargs):
    """clamp_min_(Tensor(a!) self, Scalar min) -> Tensor(a!)
clamp_min_.Tensor(Tensor(a!) self, Tensor min) -> Tensor(a!)"""
    return parse("clamp_min_", _clamp_min__overloads, args, kwargs)

_clamp_max__overloads = Overloads((
    Signature("clamp_max_", _vt.clamp_max_, (
        ('self', 'Tensor', False, False, 'None', False),
        ('max', 'Scalar', False, False, 'None', False),
    ), out=False),
    Signature("clamp_max_.Tensor", _vt.clamp_max__Tensor, (
        ('self', 'Tensor', False, False, 'None', False),
        ('max', 'Tensor|Scalar', False, False, 'None', False),
    ), out=False),
), function=(
    'clamp_max_(Tensor input, Tensor max)',
    'clamp_max_(Tensor input, Scalar max)',
), method=(
    'clamp_max_(Tensor max)',
    'clamp_max_(Scalar max)',
))


def clamp_max_(*args, **kwargs):
    """clamp_max_(Tensor(a!) self, Scalar max) -> Tensor(a!)
clamp_max_.Tensor(Tensor(a!) self, Tensor max) -> Tensor(a!)"""
    return parse("clamp_max_", _clamp_max__overloads, args, kwargs)

_remainder__overloads = Overloads((
    Signature("remainder_.Scalar", _vt.remainder__Scalar, (
        ('self', 'Tensor', False, False, 'None', False),
        ('other', 'Scalar', False, False, 'None', False),
    ), out=False),
    Signature("remainder_.Tensor", _vt.remainder__Tensor, (
        ('self', 'Tensor', False, False, 'None', False),
        ('other', 'Tensor|Scalar', False, False, 'None', False),
    ), out=False),
), function=(
), method=(
    'remainder_(Tensor other)',
    'remainder_(Scalar other)',
))

_floor_divide__overloads = Overloads((
    Signature("floor_divide_.Scalar", _vt.floor_divide__Scalar, (
        ('self', 'Tensor', False, False, 'None', False),
        ('other', 'Scalar', False, False, 'None', False),
    ), out=False),
    Signature("floor_divide_", _vt.floor_divide_, (
        ('self', 'Tensor', False, False, 'None', False),
        ('other', 'Tensor|Scalar', False, False, 'None', False),
    ), out=False),
), function=(
), method=(
    'floor_divide_(Tensor other)',
    'floor_divide_(Scalar other)',
))

_fmod__overloads = Overloads((
    Signature("fmod_.Scalar", _vt.fmod__Scalar, (
        ('self', 'Tensor', False, False, 'None', False),
        ('other', 'Scalar', False, False, 'None', False),
    ), out=False),
    Signature("fmod_.Tensor", _vt.fmod__Tensor, (
        ('self', 'Tensor', False, False, 'None', False),
        ('other', 'Tensor|Scalar', False, False, 'None', False),
    ), out=False),
), function=(
), method=(
    'fmod_(Tensor other)',
    'fmod_(Scalar other)',
))

_copysign__overloads = Overloads((
    Signature("copysign_.Scalar", _vt.copysign__Scalar, (
        ('self', 'Tensor', False, False, 'None', False),
        ('other', 'Scalar', False, False, 'None', False),
    ), out=False),
    Signature("copysign_.Tensor", _vt.copysign__Tensor, (
        ('self', 'Tensor', False, False, 'None', False),
        ('other', 'Tensor|Scalar', False, False, 'None', False),
    ), out=False),
), function=(
), method=(
    'copysign_(Tensor other)',
    'copysign_(Scalar other)',
))

_lerp__overloads = Overloads((
    Signature("lerp_.Scalar", _vt.lerp__Scalar, (
        ('self', 'Tensor', False, False, 'None', False),
        ('end', 'Tensor', False, False, 'None', False),
        ('weight', 'Scalar', False, False, 'None', False),
    ), out=False),
    Signature("lerp_.Tensor", _vt.lerp__Tensor, (
        ('self', 'Tensor', False, False, 'None', False),
        ('end', 'Tensor', False, False, 'None', False),
        ('weight', 'Tensor|Scalar', False, False, 'None', False),
    ), out=False),
), function=(
), method=(
    'lerp_(Tensor end, Tensor weight)',
    'lerp_(Tensor end, Scalar weight)',
))

_xlogy__overloads = Overloads((
    Signature("xlogy_.Scalar_Other", _vt.xlogy__Scalar_Other, (
        ('self', 'Tensor', False, False, 'None', False),
        ('other', 'Scalar', False, False, 'None', False),
    ), out=False),
    Signature("xlogy_.Tensor", _vt.xlogy__Tensor, (
        ('self', 'Tensor', False, False, 'None', False),
        ('other', 'Tensor|Scalar', False, False, 'None', False),
    ), out=False),
), function=(
    'xlogy_(Tensor input, Tensor other)',
    'xlogy_(Tensor input, Scalar other)',
), method=(
    'xlogy_(Tensor other)',
    'xlogy_(Scalar other)',
))


def xlogy_(*args, **kwargs):
    """xlogy_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)
xlogy_.Scalar_Other(Tensor(a!) self, Scalar other) -> Tensor(a!)"""
    return parse("xlogy_", _xlogy__overloads, args, kwargs)

_index_fill__overloads = Overloads((
    Signature("index_fill_.int_Scalar", _vt.index_fill__int_Scalar, (
        ('self', 'Tensor', False, False, 'None', False),
        ('dim', 'int', False, False, 'None', False),
        ('index', 'Tensor', False, False, 'None', False),
        ('value', 'Scalar', False, False, 'None', False),
    ), out=False),
    Signature("index_fill_.int_Tensor", _vt.index_fill__int_Tensor, (
        ('self', 'Tensor', False, False, 'None', False),
        ('dim', 'int', False, False, 'None', False),
        ('index', 'Tensor', False, False, 'None', False),
        ('value', 'Tensor', False, False, 'None', False),
    ), out=False),
), function=(
), method=(
    'index_fill_(int64_t dim, Tensor index, Tensor value)',
    'index_fill_(int64_t dim, Tensor index, Scalar value)',
))


def hardtanh_(input, min_val=-1, max_val=1):
    """hardtanh_(Tensor(a!) self, Scalar min_val=-1, Scalar max_val=1) -> Tensor(a!)"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("hardtanh_", "input", input, 1)
    return _vt.hardtanh_(input, min_val, max_val)


def silu_(input):
    """silu_(Tensor(a!) self) -> Tensor(a!)"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("silu_", "input", input, 1)
    return _vt.silu_(input)


def mish_(input):
    """mish_(Tensor(a!) self) -> Tensor(a!)"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("mish_", "input", input, 1)
    return _vt.mish_(input)


def hardsigmoid_(input):
    """hardsigmoid_(Tensor(a!) self) -> Tensor(a!)"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("hardsigmoid_", "input", input, 1)
    return _vt.hardsigmoid_(input)


def hardswish_(input):
    """hardswish_(Tensor(a!) self) -> Tensor(a!)"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("hardswish_", "input", input, 1)
    return _vt.hardswish_(input)

_masked_fill__overloads = Overloads((
    Signature("masked_fill_.Scalar", _vt.masked_fill__Scalar, (
        ('self', 'Tensor', False, False, 'None', False),
        ('mask', 'Tensor', False, False, 'None', False),
        ('value', 'Scalar', False, False, 'None', False),
    ), out=False),
    Signature("masked_fill_.Tensor", _vt.masked_fill__Tensor, (
        ('self', 'Tensor', False, False, 'None', False),
        ('mask', 'Tensor', False, False, 'None', False),
        ('value', 'Tensor|Scalar', False, False, 'None', False),
    ), out=False),
), function=(
), method=(
    'masked_fill_(Tensor mask, Tensor value)',
    'masked_fill_(Tensor mask, Scalar value)',
))


def i0_(input):
    """i0_(Tensor(a!) self) -> Tensor(a!)"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("i0_", "input", input, 1)
    return _vt.i0_(input)


def sinc_(input):
    """sinc_(Tensor(a!) self) -> Tensor(a!)"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("sinc_", "input", input, 1)
    return _vt.sinc_(input)


def deg2rad_(input):
    """deg2rad_(Tensor(a!) self) -> Tensor(a!)"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("deg2rad_", "input", input, 1)
    return _vt.deg2rad_(input)


def rad2deg_(input):
    """rad2deg_(Tensor(a!) self) -> Tensor(a!)"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("rad2deg_", "input", input, 1)
    return _vt.rad2deg_(input)


def gcd_(input, other):
    """gcd_(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("gcd_", "input", input, 1)
    return _vt.gcd_(input, other)


def lcm_(input, other):
    """lcm_(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("lcm_", "input", input, 1)
    return _vt.lcm_(input, other)


def ldexp_(input, other):
    """ldexp_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("ldexp_", "input", input, 1)
    return _vt.ldexp__Tensor(input, other)


_addmv__function_deprecated = DeprecatedForms('addmv_', _vt.addmv_, (
    ('addmv_(Scalar beta, Tensor input, Scalar alpha, Tensor mat, Tensor vec)', ('Scalar', 'Tensor', 'Scalar', 'Tensor', 'Tensor'), lambda beta, self, alpha, mat, vec: (self, mat, vec, beta, alpha)),
    ('addmv_(Scalar beta, Tensor input, Tensor mat, Tensor vec)', ('Scalar', 'Tensor', 'Tensor', 'Tensor'), lambda beta, self, mat, vec: (self, mat, vec, beta, 1)),
), ('addmv_(Tensor input, Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1)',), method=False, numbers=False)


def addmv_(input, mat, vec, *extra, beta=1, alpha=1):
    """addmv_(Tensor(a!) self, Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1) -> Tensor(a!)"""
    if extra:
        return _addmv__function_deprecated.call((input, mat, vec) + extra, (('beta', beta, 1), ('alpha', alpha, 1)))
    if type(input) is not Tensor and not isinstance(input, Tensor):
        raise not_a_tensor("addmv_", "input", input, 1)
    return _vt.addmv_(input, mat, vec, beta, alpha)


_add_method_deprecated = DeprecatedForms('add', _vt.add_Tensor, (
    ('add(Scalar alpha, Tensor other)', ('Scalar', 'Tensor'), lambda self, alpha, other: (self, other, alpha)),
), ('add(Tensor other, *, Scalar alpha=1)',), method=True, numbers=True)


def _add_method(self, other, *extra, alpha=1):
    """Tensor.add: add.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor

    The parameters after ``*`` by keyword only, as PyTorch's parser takes them."""
    if extra:
        return _add_method_deprecated.call((self, other) + extra, (('alpha', alpha, 1),))
    return _vt.add_Tensor(self, other, alpha)


_add_method.__name__ = _add_method.__qualname__ = "add"  # Python's binding errors name the op


_sub_method_deprecated = DeprecatedForms('sub', _vt.sub_Tensor, (
    ('sub(Scalar alpha, Tensor other)', ('Scalar', 'Tensor'), lambda self, alpha, other: (self, other, alpha)),
), ('sub(Tensor other, *, Scalar alpha=1)',), method=True, numbers=True)


def _sub_method(self, other, *extra, alpha=1):
    """Tensor.sub: sub.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor

    The parameters after ``*`` by keyword only, as PyTorch's parser takes them."""
    if extra:
        return _sub_method_deprecated.call((self, other) + extra, (('alpha', alpha, 1),))
    return _vt.sub_Tensor(self, other, alpha)


_sub_method.__name__ = _sub_method.__qualname__ = "sub"  # Python's binding errors name the op


def _nansum_method(self, dim=None, keepdim=False, *extra, dtype=None):
    """Tensor.nansum: nansum(Tensor self, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor

    The parameters after ``*`` by keyword only, as PyTorch's parser takes them."""
    if extra:
        too_many_positional('nansum', 0, 2, 2 + len(extra))
    return _vt.nansum(self, dim, keepdim, dtype)


_nansum_method.__name__ = _nansum_method.__qualname__ = "nansum"  # Python's binding errors name the op


def _expand_method(self, size, *extra, implicit=False):
    """Tensor.expand: expand(Tensor(a) self, SymInt[] size, *, bool implicit=False) -> Tensor(a)

    The parameters after ``*`` by keyword only, as PyTorch's parser takes them."""
    if extra:
        too_many_positional('expand', 1, 1, 1 + len(extra))
    return _vt.expand(self, size, implicit)


_expand_method.__name__ = _expand_method.__qualname__ = "expand"  # Python's binding errors name the op


def _scatter_reduce_method(self, dim, index, src, reduce, *extra, include_self=True):
    """Tensor.scatter_reduce: scatter_reduce.two(Tensor self, int dim, Tensor index, Tensor src, str reduce, *, bool include_self=True) -> Tensor

    The parameters after ``*`` by keyword only, as PyTorch's parser takes them."""
    if extra:
        too_many_positional('scatter_reduce', 4, 4, 4 + len(extra))
    return _vt.scatter_reduce_two(self, dim, index, src, reduce, include_self)


_scatter_reduce_method.__name__ = _scatter_reduce_method.__qualname__ = "scatter_reduce"  # Python's binding errors name the op


def _gather_method(self, dim, index, *extra, sparse_grad=False):
    """Tensor.gather: gather(Tensor self, int dim, Tensor index, *, bool sparse_grad=False) -> Tensor

    The parameters after ``*`` by keyword only, as PyTorch's parser takes them."""
    if extra:
        too_many_positional('gather', 2, 2, 2 + len(extra))
    return _vt.gather(self, dim, index, sparse_grad)


_gather_method.__name__ = _gather_method.__qualname__ = "gather"  # Python's binding errors name the op


def _clone_method(self, *extra, memory_format=None):
    """Tensor.clone: clone(Tensor self, *, MemoryFormat? memory_format=None) -> Tensor

    The parameters after ``*`` by keyword only, as PyTorch's parser takes them."""
    if extra:
        too_many_positional('clone', 0, 0, 0 + len(extra))
    return _vt.clone(self, memory_format)


_clone_method.__name__ = _clone_method.__qualname__ = "clone"  # Python's binding errors name the op


def __to_copy_method(self, *extra, dtype=None, device=None, memory_format=None):
    """Tensor._to_copy: _to_copy(Tensor self, *, ScalarType? dtype=None, Device? device=None, MemoryFormat? memory_format=None) -> Tensor

    The parameters after ``*`` by keyword only, as PyTorch's parser takes them."""
    if extra:
        too_many_positional('_to_copy', 0, 0, 0 + len(extra))
    return _vt._to_copy(self, dtype, device, memory_format)


__to_copy_method.__name__ = __to_copy_method.__qualname__ = "_to_copy"  # Python's binding errors name the op


def _polygamma_method(self, n):
    """Tensor.polygamma: polygamma(int n, Tensor self) -> Tensor, with ``self`` first."""
    return _vt.polygamma(n, self)


_polygamma_method.__name__ = _polygamma_method.__qualname__ = "polygamma"  # Python's binding errors name the op


_addcmul_method_deprecated = DeprecatedForms('addcmul', _vt.addcmul, (
    ('addcmul(Scalar value, Tensor tensor1, Tensor tensor2)', ('Scalar', 'Tensor', 'Tensor'), lambda self, value, tensor1, tensor2: (self, tensor1, tensor2, value)),
), ('addcmul(Tensor tensor1, Tensor tensor2, *, Scalar value=1)',), method=True, numbers=False)


def _addcmul_method(self, tensor1, tensor2, *extra, value=1):
    """Tensor.addcmul: addcmul(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor

    The parameters after ``*`` by keyword only, as PyTorch's parser takes them."""
    if extra:
        return _addcmul_method_deprecated.call((self, tensor1, tensor2) + extra, (('value', value, 1),))
    return _vt.addcmul(self, tensor1, tensor2, value)


_addcmul_method.__name__ = _addcmul_method.__qualname__ = "addcmul"  # Python's binding errors name the op


_addcdiv_method_deprecated = DeprecatedForms('addcdiv', _vt.addcdiv, (
    ('addcdiv(Scalar value, Tensor tensor1, Tensor tensor2)', ('Scalar', 'Tensor', 'Tensor'), lambda self, value, tensor1, tensor2: (self, tensor1, tensor2, value)),
), ('addcdiv(Tensor tensor1, Tensor tensor2, *, Scalar value=1)',), method=True, numbers=False)


def _addcdiv_method(self, tensor1, tensor2, *extra, value=1):
    """Tensor.addcdiv: addcdiv(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor

    The parameters after ``*`` by keyword only, as PyTorch's parser takes them."""
    if extra:
        return _addcdiv_method_deprecated.call((self, tensor1, tensor2) + extra, (('value', value, 1),))
    return _vt.addcdiv(self, tensor1, tensor2, value)


_addcdiv_method.__name__ = _addcdiv_method.__qualname__ = "addcdiv"  # Python's binding errors name the op


def _cumsum_method(self, dim, *extra, dtype=None):
    """Tensor.cumsum: cumsum(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor

    The parameters after ``*`` by keyword only, as PyTorch's parser takes them."""
    if extra:
        too_many_positional('cumsum', 1, 1, 1 + len(extra))
    return _vt.cumsum(self, dim, dtype)


_cumsum_method.__name__ = _cumsum_method.__qualname__ = "cumsum"  # Python's binding errors name the op


def _cumprod_method(self, dim, *extra, dtype=None):
    """Tensor.cumprod: cumprod(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor

    The parameters after ``*`` by keyword only, as PyTorch's parser takes them."""
    if extra:
        too_many_positional('cumprod', 1, 1, 1 + len(extra))
    return _vt.cumprod(self, dim, dtype)


_cumprod_method.__name__ = _cumprod_method.__qualname__ = "cumprod"  # Python's binding errors name the op


_addmm_method_deprecated = DeprecatedForms('addmm', _vt.addmm, (
    ('addmm(Scalar beta, Scalar alpha, Tensor mat1, Tensor mat2)', ('Scalar', 'Scalar', 'Tensor', 'Tensor'), lambda self, beta, alpha, mat1, mat2: (self, mat1, mat2, beta, alpha)),
    ('addmm(Scalar beta, Tensor mat1, Tensor mat2)', ('Scalar', 'Tensor', 'Tensor'), lambda self, beta, mat1, mat2: (self, mat1, mat2, beta, 1)),
), ('addmm(Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1)',), method=True, numbers=False)


def _addmm_method(self, mat1, mat2, *extra, beta=1, alpha=1):
    """Tensor.addmm: addmm(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1) -> Tensor

    The parameters after ``*`` by keyword only, as PyTorch's parser takes them."""
    if extra:
        return _addmm_method_deprecated.call((self, mat1, mat2) + extra, (('beta', beta, 1), ('alpha', alpha, 1)))
    return _vt.addmm(self, mat1, mat2, beta, alpha)


_addmm_method.__name__ = _addmm_method.__qualname__ = "addmm"  # Python's binding errors name the op


_baddbmm_method_deprecated = DeprecatedForms('baddbmm', _vt.baddbmm, (
    ('baddbmm(Scalar beta, Scalar alpha, Tensor batch1, Tensor batch2)', ('Scalar', 'Scalar', 'Tensor', 'Tensor'), lambda self, beta, alpha, batch1, batch2: (self, batch1, batch2, beta, alpha)),
    ('baddbmm(Scalar beta, Tensor batch1, Tensor batch2)', ('Scalar', 'Tensor', 'Tensor'), lambda self, beta, batch1, batch2: (self, batch1, batch2, beta, 1)),
), ('baddbmm(Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1)',), method=True, numbers=False)


def _baddbmm_method(self, batch1, batch2, *extra, beta=1, alpha=1):
    """Tensor.baddbmm: baddbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor

    The parameters after ``*`` by keyword only, as PyTorch's parser takes them."""
    if extra:
        return _baddbmm_method_deprecated.call((self, batch1, batch2) + extra, (('beta', beta, 1), ('alpha', alpha, 1)))
    return _vt.baddbmm(self, batch1, batch2, beta, alpha)


_baddbmm_method.__name__ = _baddbmm_method.__qualname__ = "baddbmm"  # Python's binding errors name the op


def _index_add_method(self, dim, index, source, *extra, alpha=1):
    """Tensor.index_add: index_add(Tensor self, int dim, Tensor index, Tensor source, *, Scalar alpha=1) -> Tensor

    The parameters after ``*`` by keyword only, as PyTorch's parser takes them."""
    if extra:
        too_many_positional('index_add', 3, 3, 3 + len(extra))
    return _vt.index_add(self, dim, index, source, alpha)


_index_add_method.__name__ = _index_add_method.__qualname__ = "index_add"  # Python's binding errors name the op


def _normal__method(self, mean=0, std=1, *extra, generator=None):
    """Tensor.normal_: normal_(Tensor(a!) self, float mean=0, float std=1, *, Generator? generator=None) -> Tensor(a!)

    The parameters after ``*`` by keyword only, as PyTorch's parser takes them."""
    if extra:
        too_many_positional('normal_', 0, 2, 2 + len(extra))
    return _vt.normal_(self, mean, std, generator)


_normal__method.__name__ = _normal__method.__qualname__ = "normal_"  # Python's binding errors name the op


def _uniform__method(self, from_=0, to=1, *extra, generator=None):
    """Tensor.uniform_: uniform_(Tensor(a!) self, float from_=0, float to=1, *, Generator? generator=None) -> Tensor(a!)

    The parameters after ``*`` by keyword only, as PyTorch's parser takes them."""
    if extra:
        too_many_positional('uniform_', 0, 2, 2 + len(extra))
    return _vt.uniform_(self, from_, to, generator)


_uniform__method.__name__ = _uniform__method.__qualname__ = "uniform_"  # Python's binding errors name the op


def _cauchy__method(self, median=0, sigma=1, *extra, generator=None):
    """Tensor.cauchy_: cauchy_(Tensor(a!) self, float median=0, float sigma=1, *, Generator? generator=None) -> Tensor(a!)

    The parameters after ``*`` by keyword only, as PyTorch's parser takes them."""
    if extra:
        too_many_positional('cauchy_', 0, 2, 2 + len(extra))
    return _vt.cauchy_(self, median, sigma, generator)


_cauchy__method.__name__ = _cauchy__method.__qualname__ = "cauchy_"  # Python's binding errors name the op


def _exponential__method(self, lambd=1, *extra, generator=None):
    """Tensor.exponential_: exponential_(Tensor(a!) self, float lambd=1, *, Generator? generator=None) -> Tensor(a!)

    The parameters after ``*`` by keyword only, as PyTorch's parser takes them."""
    if extra:
        too_many_positional('exponential_', 0, 1, 1 + len(extra))
    return _vt.exponential_(self, lambd, generator)


_exponential__method.__name__ = _exponential__method.__qualname__ = "exponential_"  # Python's binding errors name the op


def _geometric__method(self, p, *extra, generator=None):
    """Tensor.geometric_: geometric_(Tensor(a!) self, float p, *, Generator? generator=None) -> Tensor(a!)

    The parameters after ``*`` by keyword only, as PyTorch's parser takes them."""
    if extra:
        too_many_positional('geometric_', 1, 1, 1 + len(extra))
    return _vt.geometric_(self, p, generator)


_geometric__method.__name__ = _geometric__method.__qualname__ = "geometric_"  # Python's binding errors name the op


def _log_normal__method(self, mean=1, std=2, *extra, generator=None):
    """Tensor.log_normal_: log_normal_(Tensor(a!) self, float mean=1, float std=2, *, Generator? generator=None) -> Tensor(a!)

    The parameters after ``*`` by keyword only, as PyTorch's parser takes them."""
    if extra:
        too_many_positional('log_normal_', 0, 2, 2 + len(extra))
    return _vt.log_normal_(self, mean, std, generator)


_log_normal__method.__name__ = _log_normal__method.__qualname__ = "log_normal_"  # Python's binding errors name the op


def _aminmax_method(self, *extra, dim=None, keepdim=False):
    """Tensor.aminmax: aminmax(Tensor self, *, int? dim=None, bool keepdim=False) -> (Tensor min, Tensor max)

    The parameters after ``*`` by keyword only, as PyTorch's parser takes them."""
    if extra:
        too_many_positional('aminmax', 0, 0, 0 + len(extra))
    return _vt.aminmax(self, dim, keepdim)


_aminmax_method.__name__ = _aminmax_method.__qualname__ = "aminmax"  # Python's binding errors name the op


_addmv_method_deprecated = DeprecatedForms('addmv', _vt.addmv, (
    ('addmv(Scalar beta, Scalar alpha, Tensor mat, Tensor vec)', ('Scalar', 'Scalar', 'Tensor', 'Tensor'), lambda self, beta, alpha, mat, vec: (self, mat, vec, beta, alpha)),
    ('addmv(Scalar beta, Tensor mat, Tensor vec)', ('Scalar', 'Tensor', 'Tensor'), lambda self, beta, mat, vec: (self, mat, vec, beta, 1)),
), ('addmv(Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1)',), method=True, numbers=False)


def _addmv_method(self, mat, vec, *extra, beta=1, alpha=1):
    """Tensor.addmv: addmv(Tensor self, Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1) -> Tensor

    The parameters after ``*`` by keyword only, as PyTorch's parser takes them."""
    if extra:
        return _addmv_method_deprecated.call((self, mat, vec) + extra, (('beta', beta, 1), ('alpha', alpha, 1)))
    return _vt.addmv(self, mat, vec, beta, alpha)


_addmv_method.__name__ = _addmv_method.__qualname__ = "addmv"  # Python's binding errors name the op


_addr_method_deprecated = DeprecatedForms('addr', _vt.addr, (
    ('addr(Scalar beta, Scalar alpha, Tensor vec1, Tensor vec2)', ('Scalar', 'Scalar', 'Tensor', 'Tensor'), lambda self, beta, alpha, vec1, vec2: (self, vec1, vec2, beta, alpha)),
    ('addr(Scalar beta, Tensor vec1, Tensor vec2)', ('Scalar', 'Tensor', 'Tensor'), lambda self, beta, vec1, vec2: (self, vec1, vec2, beta, 1)),
), ('addr(Tensor vec1, Tensor vec2, *, Scalar beta=1, Scalar alpha=1)',), method=True, numbers=False)


def _addr_method(self, vec1, vec2, *extra, beta=1, alpha=1):
    """Tensor.addr: addr(Tensor self, Tensor vec1, Tensor vec2, *, Scalar beta=1, Scalar alpha=1) -> Tensor

    The parameters after ``*`` by keyword only, as PyTorch's parser takes them."""
    if extra:
        return _addr_method_deprecated.call((self, vec1, vec2) + extra, (('beta', beta, 1), ('alpha', alpha, 1)))
    return _vt.addr(self, vec1, vec2, beta, alpha)


_addr_method.__name__ = _addr_method.__qualname__ = "addr"  # Python's binding errors name the op


_addbmm_method_deprecated = DeprecatedForms('addbmm', _vt.addbmm, (
    ('addbmm(Scalar beta, Scalar alpha, Tensor batch1, Tensor batch2)', ('Scalar', 'Scalar', 'Tensor', 'Tensor'), lambda self, beta, alpha, batch1, batch2: (self, batch1, batch2, beta, alpha)),
    ('addbmm(Scalar beta, Tensor batch1, Tensor batch2)', ('Scalar', 'Tensor', 'Tensor'), lambda self, beta, batch1, batch2: (self, batch1, batch2, beta, 1)),
), ('addbmm(Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1)',), method=True, numbers=False)


def _addbmm_method(self, batch1, batch2, *extra, beta=1, alpha=1):
    """Tensor.addbmm: addbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor

    The parameters after ``*`` by keyword only, as PyTorch's parser takes them."""
    if extra:
        return _addbmm_method_deprecated.call((self, batch1, batch2) + extra, (('beta', beta, 1), ('alpha', alpha, 1)))
    return _vt.addbmm(self, batch1, batch2, beta, alpha)


_addbmm_method.__name__ = _addbmm_method.__qualname__ = "addbmm"  # Python's binding errors name the op


def _index_reduce_method(self, dim, index, source, reduce, *extra, include_self=True):
    """Tensor.index_reduce: index_reduce(Tensor self, int dim, Tensor index, Tensor source, str reduce, *, bool include_self=True) -> Tensor

    The parameters after ``*`` by keyword only, as PyTorch's parser takes them."""
    if extra:
        too_many_positional('index_reduce', 4, 4, 4 + len(extra))
    return _vt.index_reduce(self, dim, index, source, reduce, include_self)


_index_reduce_method.__name__ = _index_reduce_method.__qualname__ = "index_reduce"  # Python's binding errors name the op


_add__method_deprecated = DeprecatedForms('add_', _vt.add__Tensor, (
    ('add_(Scalar alpha, Tensor other)', ('Scalar', 'Tensor'), lambda self, alpha, other: (self, other, alpha)),
), ('add_(Tensor other, *, Scalar alpha=1)',), method=True, numbers=True)


def _add__method(self, other, *extra, alpha=1):
    """Tensor.add_: add_.Tensor(Tensor(a!) self, Tensor other, *, Scalar alpha=1) -> Tensor(a!)

    The parameters after ``*`` by keyword only, as PyTorch's parser takes them."""
    if extra:
        return _add__method_deprecated.call((self, other) + extra, (('alpha', alpha, 1),))
    return _vt.add__Tensor(self, other, alpha)


_add__method.__name__ = _add__method.__qualname__ = "add_"  # Python's binding errors name the op


_sub__method_deprecated = DeprecatedForms('sub_', _vt.sub__Tensor, (
    ('sub_(Scalar alpha, Tensor other)', ('Scalar', 'Tensor'), lambda self, alpha, other: (self, other, alpha)),
), ('sub_(Tensor other, *, Scalar alpha=1)',), method=True, numbers=True)


def _sub__method(self, other, *extra, alpha=1):
    """Tensor.sub_: sub_.Tensor(Tensor(a!) self, Tensor other, *, Scalar alpha=1) -> Tensor(a!)

    The parameters after ``*`` by keyword only, as PyTorch's parser takes them."""
    if extra:
        return _sub__method_deprecated.call((self, other) + extra, (('alpha', alpha, 1),))
    return _vt.sub__Tensor(self, other, alpha)


_sub__method.__name__ = _sub__method.__qualname__ = "sub_"  # Python's binding errors name the op


def _scatter_reduce__method(self, dim, index, src, reduce, *extra, include_self=True):
    """Tensor.scatter_reduce_: scatter_reduce_.two(Tensor(a!) self, int dim, Tensor index, Tensor src, str reduce, *, bool include_self=True) -> Tensor(a!)

    The parameters after ``*`` by keyword only, as PyTorch's parser takes them."""
    if extra:
        too_many_positional('scatter_reduce_', 4, 4, 4 + len(extra))
    return _vt.scatter_reduce__two(self, dim, index, src, reduce, include_self)


_scatter_reduce__method.__name__ = _scatter_reduce__method.__qualname__ = "scatter_reduce_"  # Python's binding errors name the op


_addcmul__method_deprecated = DeprecatedForms('addcmul_', _vt.addcmul_, (
    ('addcmul_(Scalar value, Tensor tensor1, Tensor tensor2)', ('Scalar', 'Tensor', 'Tensor'), lambda self, value, tensor1, tensor2: (self, tensor1, tensor2, value)),
), ('addcmul_(Tensor tensor1, Tensor tensor2, *, Scalar value=1)',), method=True, numbers=False)


def _addcmul__method(self, tensor1, tensor2, *extra, value=1):
    """Tensor.addcmul_: addcmul_(Tensor(a!) self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor(a!)

    The parameters after ``*`` by keyword only, as PyTorch's parser takes them."""
    if extra:
        return _addcmul__method_deprecated.call((self, tensor1, tensor2) + extra, (('value', value, 1),))
    return _vt.addcmul_(self, tensor1, tensor2, value)


_addcmul__method.__name__ = _addcmul__method.__qualname__ = "addcmul_"  # Python's binding errors name the op


_addcdiv__method_deprecated = DeprecatedForms('addcdiv_', _vt.addcdiv_, (
    ('addcdiv_(Scalar value, Tensor tensor1, Tensor tensor2)', ('Scalar', 'Tensor', 'Tensor'), lambda self, value, tensor1, tensor2: (self, tensor1, tensor2, value)),
), ('addcdiv_(Tensor tensor1, Tensor tensor2, *, Scalar value=1)',), method=True, numbers=False)


def _addcdiv__method(self, tensor1, tensor2, *extra, value=1):
    """Tensor.addcdiv_: addcdiv_(Tensor(a!) self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor(a!)

    The parameters after ``*`` by keyword only, as PyTorch's parser takes them."""
    if extra:
        return _addcdiv__method_deprecated.call((self, tensor1, tensor2) + extra, (('value', value, 1),))
    return _vt.addcdiv_(self, tensor1, tensor2, value)


_addcdiv__method.__name__ = _addcdiv__method.__qualname__ = "addcdiv_"  # Python's binding errors name the op


def _cumsum__method(self, dim, *extra, dtype=None):
    """Tensor.cumsum_: cumsum_(Tensor(a!) self, int dim, *, ScalarType? dtype=None) -> Tensor(a!)

    The parameters after ``*`` by keyword only, as PyTorch's parser takes them."""
    if extra:
        too_many_positional('cumsum_', 1, 1, 1 + len(extra))
    return _vt.cumsum_(self, dim, dtype)


_cumsum__method.__name__ = _cumsum__method.__qualname__ = "cumsum_"  # Python's binding errors name the op


def _cumprod__method(self, dim, *extra, dtype=None):
    """Tensor.cumprod_: cumprod_(Tensor(a!) self, int dim, *, ScalarType? dtype=None) -> Tensor(a!)

    The parameters after ``*`` by keyword only, as PyTorch's parser takes them."""
    if extra:
        too_many_positional('cumprod_', 1, 1, 1 + len(extra))
    return _vt.cumprod_(self, dim, dtype)


_cumprod__method.__name__ = _cumprod__method.__qualname__ = "cumprod_"  # Python's binding errors name the op


_addmm__method_deprecated = DeprecatedForms('addmm_', _vt.addmm_, (
    ('addmm_(Scalar beta, Scalar alpha, Tensor mat1, Tensor mat2)', ('Scalar', 'Scalar', 'Tensor', 'Tensor'), lambda self, beta, alpha, mat1, mat2: (self, mat1, mat2, beta, alpha)),
    ('addmm_(Scalar beta, Tensor mat1, Tensor mat2)', ('Scalar', 'Tensor', 'Tensor'), lambda self, beta, mat1, mat2: (self, mat1, mat2, beta, 1)),
), ('addmm_(Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1)',), method=True, numbers=False)


def _addmm__method(self, mat1, mat2, *extra, beta=1, alpha=1):
    """Tensor.addmm_: addmm_(Tensor(a!) self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1) -> Tensor(a!)

    The parameters after ``*`` by keyword only, as PyTorch's parser takes them."""
    if extra:
        return _addmm__method_deprecated.call((self, mat1, mat2) + extra, (('beta', beta, 1), ('alpha', alpha, 1)))
    return _vt.addmm_(self, mat1, mat2, beta, alpha)


_addmm__method.__name__ = _addmm__method.__qualname__ = "addmm_"  # Python's binding errors name the op


_baddbmm__method_deprecated = DeprecatedForms('baddbmm_', _vt.baddbmm_, (
    ('baddbmm_(Scalar beta, Scalar alpha, Tensor batch1, Tensor batch2)', ('Scalar', 'Scalar', 'Tensor', 'Tensor'), lambda self, beta, alpha, batch1, batch2: (self, batch1, batch2, beta, alpha)),
    ('baddbmm_(Scalar beta, Tensor batch1, Tensor batch2)', ('Scalar', 'Tensor', 'Tensor'), lambda self, beta, batch1, batch2: (self, batch1, batch2, beta, 1)),
), ('baddbmm_(Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1)',), method=True, numbers=False)


def _baddbmm__method(self, batch1, batch2, *extra, beta=1, alpha=1):
    """Tensor.baddbmm_: baddbmm_(Tensor(a!) self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor(a!)

    The parameters after ``*`` by keyword only, as PyTorch's parser takes them."""
    if extra:
        return _baddbmm__method_deprecated.call((self, batch1, batch2) + extra, (('beta', beta, 1), ('alpha', alpha, 1)))
    return _vt.baddbmm_(self, batch1, batch2, beta, alpha)


_baddbmm__method.__name__ = _baddbmm__method.__qualname__ = "baddbmm_"  # Python's binding errors name the op


def _index_add__method(self, dim, index, source, *extra, alpha=1):
    """Tensor.index_add_: index_add_(Tensor(a!) self, int dim, Tensor index, Tensor source, *, Scalar alpha=1) -> Tensor(a!)

    The parameters after ``*`` by keyword only, as PyTorch's parser takes them."""
    if extra:
        too_many_positional('index_add_', 3, 3, 3 + len(extra))
    return _vt.index_add_(self, dim, index, source, alpha)


_index_add__method.__name__ = _index_add__method.__qualname__ = "index_add_"  # Python's binding errors name the op


_addmv__method_deprecated = DeprecatedForms('addmv_', _vt.addmv_, (
    ('addmv_(Scalar beta, Scalar alpha, Tensor mat, Tensor vec)', ('Scalar', 'Scalar', 'Tensor', 'Tensor'), lambda self, beta, alpha, mat, vec: (self, mat, vec, beta, alpha)),
    ('addmv_(Scalar beta, Tensor mat, Tensor vec)', ('Scalar', 'Tensor', 'Tensor'), lambda self, beta, mat, vec: (self, mat, vec, beta, 1)),
), ('addmv_(Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1)',), method=True, numbers=False)


def _addmv__method(self, mat, vec, *extra, beta=1, alpha=1):
    """Tensor.addmv_: addmv_(Tensor(a!) self, Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1) -> Tensor(a!)

    The parameters after ``*`` by keyword only, as PyTorch's parser takes them."""
    if extra:
        return _addmv__method_deprecated.call((self, mat, vec) + extra, (('beta', beta, 1), ('alpha', alpha, 1)))
    return _vt.addmv_(self, mat, vec, beta, alpha)


_addmv__method.__name__ = _addmv__method.__qualname__ = "addmv_"  # Python's binding errors name the op


_addr__method_deprecated = DeprecatedForms('addr_', _vt.addr_, (
    ('addr_(Scalar beta, Scalar alpha, Tensor vec1, Tensor vec2)', ('Scalar', 'Scalar', 'Tensor', 'Tensor'), lambda self, beta, alpha, vec1, vec2: (self, vec1, vec2, beta, alpha)),
    ('addr_(Scalar beta, Tensor vec1, Tensor vec2)', ('Scalar', 'Tensor', 'Tensor'), lambda self, beta, vec1, vec2: (self, vec1, vec2, beta, 1)),
), ('addr_(Tensor vec1, Tensor vec2, *, Scalar beta=1, Scalar alpha=1)',), method=True, numbers=False)


def _addr__method(self, vec1, vec2, *extra, beta=1, alpha=1):
    """Tensor.addr_: addr_(Tensor(a!) self, Tensor vec1, Tensor vec2, *, Scalar beta=1, Scalar alpha=1) -> Tensor(a!)

    The parameters after ``*`` by keyword only, as PyTorch's parser takes them."""
    if extra:
        return _addr__method_deprecated.call((self, vec1, vec2) + extra, (('beta', beta, 1), ('alpha', alpha, 1)))
    return _vt.addr_(self, vec1, vec2, beta, alpha)


_addr__method.__name__ = _addr__method.__qualname__ = "addr_"  # Python's binding errors name the op


_addbmm__method_deprecated = DeprecatedForms('addbmm_', _vt.addbmm_, (
    ('addbmm_(Scalar beta, Scalar alpha, Tensor batch1, Tensor batch2)', ('Scalar', 'Scalar', 'Tensor', 'Tensor'), lambda self, beta, alpha, batch1, batch2: (self, batch1, batch2, beta, alpha)),
    ('addbmm_(Scalar beta, Tensor batch1, Tensor batch2)', ('Scalar', 'Tensor', 'Tensor'), lambda self, beta, batch1, batch2: (self, batch1, batch2, beta, 1)),
), ('addbmm_(Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1)',), method=True, numbers=False)


def _addbmm__method(self, batch1, batch2, *extra, beta=1, alpha=1):
    """Tensor.addbmm_: addbmm_(Tensor(a!) self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor(a!)

    The parameters after ``*`` by keyword only, as PyTorch's parser takes them."""
    if extra:
        return _addbmm__method_deprecated.call((self, batch1, batch2) + extra, (('beta', beta, 1), ('alpha', alpha, 1)))
    return _vt.addbmm_(self, batch1, batch2, beta, alpha)


_addbmm__method.__name__ = _addbmm__method.__qualname__ = "addbmm_"  # Python's binding errors name the op


def _index_reduce__method(self, dim, index, source, reduce, *extra, include_self=True):
    """Tensor.index_reduce_: index_reduce_(Tensor(a!) self, int dim, Tensor index, Tensor source, str reduce, *, bool include_self=True) -> Tensor(a!)

    The parameters after ``*`` by keyword only, as PyTorch's parser takes them."""
    if extra:
        too_many_positional('index_reduce_', 4, 4, 4 + len(extra))
    return _vt.index_reduce_(self, dim, index, source, reduce, include_self)


_index_reduce__method.__name__ = _index_reduce__method.__qualname__ = "index_reduce_"  # Python's binding errors name the op


def install_methods(cls):
    """Bind every method variant and operator onto Tensor."""
    cls.add = _add_method
    cls.__add__ = binary_operator(_vt.add_Tensor)
    cls.__radd__ = binary_operator(_vt.add_Tensor)
    cls.sub = _sub_method
    cls.__sub__ = binary_operator(_vt.sub_Tensor)
    cls.mul = _vt.mul_Tensor
    cls.__mul__ = binary_operator(_vt.mul_Tensor)
    cls.__rmul__ = binary_operator(_vt.mul_Tensor)
    cls.div = method("div", _div_overloads)
    cls.__truediv__ = method("div", _div_overloads, operator=True)
    cls.neg = _vt.neg
    cls.__neg__ = _vt.neg
    cls.pow = method("pow", _pow_overloads)
    cls.__pow__ = method("pow", _pow_overloads, operator=True)
    cls.exp = _vt.exp
    cls.log = _vt.log
    cls.sqrt = _vt.sqrt
    cls.rsqrt = _vt.rsqrt
    cls.abs = _vt.abs
    cls.__abs__ = _vt.abs
    cls.sgn = _vt.sgn
    cls.sign = _vt.sign
    cls.sin = _vt.sin
    cls.cos = _vt.cos
    cls.tanh = _vt.tanh
    cls.sigmoid = _vt.sigmoid
    cls.relu = _vt.relu
    cls.maximum = _vt.maximum
    cls.minimum = _vt.minimum
    cls.clamp = method("clamp", _clamp_overloads)
    cls.sum = method("sum", _sum_overloads)
    cls.nansum = numpy_keywords(_nansum_method)
    cls.mean = method("mean", _mean_overloads)
    cls.amax = numpy_keywords(_vt.amax)
    cls.amin = numpy_keywords(_vt.amin)
    cls.max = method("max", _max_overloads)
    cls.min = method("min", _min_overloads)
    cls.mm = _vt.mm
    cls.mv = _vt.mv
    cls.dot = _vt.dot
    cls.bmm = _vt.bmm
    cls._matmul_general = _vt.matmul
    cls.t = _vt.t
    cls.transpose = _vt.transpose_int
    cls.permute = _vt.permute
    cls.view = _vt.view
    cls.expand = _expand_method
    cls.squeeze = method("squeeze", _squeeze_overloads)
    cls.unsqueeze = numpy_keywords(_vt.unsqueeze)
    cls.squeeze_ = method("squeeze_", _squeeze__overloads)
    cls.unsqueeze_ = numpy_keywords(_vt.unsqueeze_)
    cls.t_ = _vt.t_
    cls.transpose_ = _vt.transpose_
    cls.select = numpy_keywords(_vt.select_int)
    cls.index_put = _vt.index_put
    cls.scatter = method("scatter", _scatter_overloads)
    cls.scatter_reduce = numpy_keywords(_scatter_reduce_method)
    cls.gather = numpy_keywords(_gather_method)
    cls.scatter_add = numpy_keywords(_vt.scatter_add)
    cls.clone = _clone_method
    cls._to_copy = __to_copy_method
    cls.eq = method("eq", _eq_overloads)
    cls.__eq__ = method("eq", _eq_overloads, operator=True)
    cls.ne = method("ne", _ne_overloads)
    cls.__ne__ = method("ne", _ne_overloads, operator=True)
    cls.lt = method("lt", _lt_overloads)
    cls.__lt__ = method("lt", _lt_overloads, operator=True)
    cls.le = method("le", _le_overloads)
    cls.__le__ = method("le", _le_overloads, operator=True)
    cls.gt = method("gt", _gt_overloads)
    cls.__gt__ = method("gt", _gt_overloads, operator=True)
    cls.ge = method("ge", _ge_overloads)
    cls.__ge__ = method("ge", _ge_overloads, operator=True)
    cls.isnan = _vt.isnan
    cls.logical_not = _vt.logical_not
    cls.logical_and = _vt.logical_and
    cls.logical_or = _vt.logical_or
    cls.bitwise_and = method("bitwise_and", _bitwise_and_overloads)
    cls.__and__ = method("bitwise_and", _bitwise_and_overloads, operator=True)
    cls.__rand__ = method("bitwise_and", _bitwise_and_overloads, operator=True)
    cls.bitwise_or = method("bitwise_or", _bitwise_or_overloads)
    cls.__or__ = method("bitwise_or", _bitwise_or_overloads, operator=True)
    cls.__ror__ = method("bitwise_or", _bitwise_or_overloads, operator=True)
    cls.bitwise_xor = method("bitwise_xor", _bitwise_xor_overloads)
    cls.__xor__ = method("bitwise_xor", _bitwise_xor_overloads, operator=True)
    cls.__rxor__ = method("bitwise_xor", _bitwise_xor_overloads, operator=True)
    cls.bitwise_left_shift = method("bitwise_left_shift", _bitwise_left_shift_overloads)
    cls.__lshift__ = method("bitwise_left_shift", _bitwise_left_shift_overloads, operator=True)
    cls.bitwise_right_shift = method("bitwise_right_shift", _bitwise_right_shift_overloads)
    cls.__rshift__ = method("bitwise_right_shift", _bitwise_right_shift_overloads, operator=True)
    cls.bitwise_not = _vt.bitwise_not
    cls.any = method("any", _any_overloads)
    cls.all = method("all", _all_overloads)
    cls.argmax = numpy_keywords(_vt.argmax)
    cls.exp2 = _vt.exp2
    cls.expm1 = _vt.expm1
    cls.log2 = _vt.log2
    cls.log10 = _vt.log10
    cls.log1p = _vt.log1p
    cls.reciprocal = _vt.reciprocal
    cls.tan = _vt.tan
    cls.asin = _vt.asin
    cls.acos = _vt.acos
    cls.atan = _vt.atan
    cls.sinh = _vt.sinh
    cls.cosh = _vt.cosh
    cls.asinh = _vt.asinh
    cls.acosh = _vt.acosh
    cls.atanh = _vt.atanh
    cls.logit = _vt.logit
    cls.erf = _vt.erf
    cls.erfc = _vt.erfc
    cls.erfinv = _vt.erfinv
    cls.lgamma = _vt.lgamma
    cls.digamma = _vt.digamma
    cls.polygamma = _polygamma_method
    cls.mvlgamma = _vt.mvlgamma
    cls.floor = _vt.floor
    cls.ceil = _vt.ceil
    cls.round = method("round", _round_overloads)
    cls.trunc = _vt.trunc
    cls.frac = _vt.frac
    cls.nan_to_num = _vt.nan_to_num
    cls.clamp_min = method("clamp_min", _clamp_min_overloads)
    cls.clamp_max = method("clamp_max", _clamp_max_overloads)
    cls.fmax = _vt.fmax
    cls.fmin = _vt.fmin
    cls.atan2 = _vt.atan2
    cls.logaddexp = _vt.logaddexp
    cls.rot90 = _vt.rot90
    cls.hypot = _vt.hypot
    cls.remainder = method("remainder", _remainder_overloads)
    cls.__mod__ = method("remainder", _remainder_overloads, operator=True)
    cls.floor_divide = method("floor_divide", _floor_divide_overloads)
    cls.__floordiv__ = method("floor_divide", _floor_divide_overloads, operator=True)
    cls.heaviside = _vt.heaviside
    cls.fmod = method("fmod", _fmod_overloads)
    cls.copysign = method("copysign", _copysign_overloads)
    cls.lerp = method("lerp", _lerp_overloads)
    cls.addcmul = _addcmul_method
    cls.addcdiv = _addcdiv_method
    cls.xlogy = method("xlogy", _xlogy_overloads)
    cls.logical_xor = _vt.logical_xor
    cls.isinf = _vt.isinf
    cls.isfinite = _vt.isfinite
    cls.prod = method("prod", _prod_overloads)
    cls.argmin = numpy_keywords(_vt.argmin)
    cls.logsumexp = numpy_keywords(_vt.logsumexp)
    cls.cummax = numpy_keywords(_vt.cummax)
    cls.cummin = numpy_keywords(_vt.cummin)
    cls.logcumsumexp = numpy_keywords(_vt.logcumsumexp)
    cls.cumsum = numpy_keywords(_cumsum_method)
    cls.cumprod = numpy_keywords(_cumprod_method)
    cls.count_nonzero = method("count_nonzero", _count_nonzero_overloads)
    cls.vdot = _vt.vdot
    cls.addmm = _addmm_method
    cls.baddbmm = _baddbmm_method
    cls.diagonal = _vt.diagonal
    cls.diag_embed = _vt.diag_embed
    cls.trace = _vt.trace
    cls.tril = _vt.tril
    cls.triu = _vt.triu
    cls.repeat = _vt.repeat
    cls.flip = _vt.flip
    cls.roll = _vt.roll
    cls.split_with_sizes = numpy_keywords(_vt.split_with_sizes)
    cls.unsafe_split = numpy_keywords(_vt.unsafe_split_Tensor)
    cls.unsafe_split_with_sizes = numpy_keywords(_vt.unsafe_split_with_sizes)
    cls.unfold = _vt.unfold
    cls.unbind = numpy_keywords(_vt.unbind_int)
    cls.index_select = numpy_keywords(_vt.index_select)
    cls.index_fill = method("index_fill", _index_fill_overloads)
    cls.index_copy = numpy_keywords(_vt.index_copy)
    cls.take = _vt.take
    cls.index_add = numpy_keywords(_index_add_method)
    cls.masked_scatter = _vt.masked_scatter
    cls.masked_select = _vt.masked_select
    cls.nonzero = _vt.nonzero
    cls.sort = method("sort", _sort_overloads)
    cls.argsort = method("argsort", _argsort_overloads)
    cls.topk = numpy_keywords(_vt.topk)
    cls.median = method("median", _median_overloads)
    cls.kthvalue = numpy_keywords(_vt.kthvalue)
    cls.bincount = _vt.bincount
    cls.hardshrink = _vt.hardshrink
    cls.fill_ = method("fill_", _fill__overloads)
    cls.zero_ = _vt.zero_
    cls.bernoulli = method("bernoulli", _bernoulli_overloads)
    cls.bernoulli_ = method("bernoulli_", _bernoulli__overloads)
    cls.normal_ = _normal__method
    cls.uniform_ = _uniform__method
    cls.geqrf = _vt.geqrf
    cls.random_ = method("random_", _random__overloads)
    cls.cauchy_ = _cauchy__method
    cls.exponential_ = _exponential__method
    cls.geometric_ = _geometric__method
    cls.log_normal_ = _log_normal__method
    cls.masked_fill = method("masked_fill", _masked_fill_overloads)
    cls.nanmedian = method("nanmedian", _nanmedian_overloads)
    cls.mode = numpy_keywords(_vt.mode)
    cls.aminmax = numpy_keywords(_aminmax_method)
    cls.cholesky_solve = _vt.cholesky_solve
    cls.cholesky_inverse = _vt.cholesky_inverse
    cls.cholesky = _vt.cholesky
    cls.slice_scatter = numpy_keywords(_vt.slice_scatter)
    cls.select_scatter = numpy_keywords(_vt.select_scatter)
    cls.diagonal_scatter = _vt.diagonal_scatter
    cls.histogram = method("histogram", _histogram_overloads)
    cls.acosh_ = _vt.acosh_
    cls.asinh_ = _vt.asinh_
    cls.atanh_ = _vt.atanh_
    cls.polygamma_ = _vt.polygamma_
    cls.eq_ = method("eq_", _eq__overloads)
    cls.ne_ = method("ne_", _ne__overloads)
    cls.lt_ = method("lt_", _lt__overloads)
    cls.le_ = method("le_", _le__overloads)
    cls.gt_ = method("gt_", _gt__overloads)
    cls.ge_ = method("ge_", _ge__overloads)
    cls.i0 = _vt.i0
    cls.sinc = _vt.sinc
    cls.deg2rad = _vt.deg2rad
    cls.rad2deg = _vt.rad2deg
    cls.gcd = _vt.gcd
    cls.lcm = _vt.lcm
    cls.ldexp = _vt.ldexp_Tensor
    cls.logaddexp2 = _vt.logaddexp2
    cls.nextafter = _vt.nextafter
    cls.addmv = _addmv_method
    cls.addr = _addr_method
    cls.addbmm = _addbmm_method
    cls.dist = _vt.dist
    cls.renorm = numpy_keywords(_vt.renorm)
    cls.put = _vt.put
    cls.frexp = _vt.frexp_Tensor
    cls.index_reduce = numpy_keywords(_index_reduce_method)
    cls.angle = _vt.angle
    cls.igamma = _vt.igamma
    cls.igammac = _vt.igammac
    cls.as_strided = _vt.as_strided
    cls.as_strided_ = _vt.as_strided_
    cls.as_strided_scatter = _vt.as_strided_scatter
    cls.narrow_copy = numpy_keywords(_vt.narrow_copy)
    cls.conj_physical_ = _vt.conj_physical_
    cls.add_ = _add__method
    cls.__iadd__ = binary_operator(_vt.add__Tensor)
    cls.sub_ = _sub__method
    cls.__isub__ = binary_operator(_vt.sub__Tensor)
    cls.mul_ = _vt.mul__Tensor
    cls.__imul__ = binary_operator(_vt.mul__Tensor)
    cls.div_ = method("div_", _div__overloads)
    cls.__itruediv__ = method("div_", _div__overloads, operator=True)
    cls.__idiv__ = method("div_", _div__overloads, operator=True)
    cls.neg_ = _vt.neg_
    cls.pow_ = method("pow_", _pow__overloads)
    cls.__ipow__ = method("pow_", _pow__overloads, operator=True)
    cls.exp_ = _vt.exp_
    cls.log_ = _vt.log_
    cls.sqrt_ = _vt.sqrt_
    cls.rsqrt_ = _vt.rsqrt_
    cls.abs_ = _vt.abs_
    cls.sgn_ = _vt.sgn_
    cls.sign_ = _vt.sign_
    cls.sin_ = _vt.sin_
    cls.cos_ = _vt.cos_
    cls.tanh_ = _vt.tanh_
    cls.sigmoid_ = _vt.sigmoid_
    cls.relu_ = _vt.relu_
    cls.clamp_ = method("clamp_", _clamp__overloads)
    cls.index_put_ = _vt.index_put_
    cls.scatter_ = method("scatter_", _scatter__overloads)
    cls.scatter_reduce_ = numpy_keywords(_scatter_reduce__method)
    cls.scatter_add_ = numpy_keywords(_vt.scatter_add_)
    cls.logical_not_ = _vt.logical_not_
    cls.logical_and_ = _vt.logical_and_
    cls.logical_or_ = _vt.logical_or_
    cls.bitwise_and_ = _vt.bitwise_and__Tensor
    cls.__iand__ = binary_operator(_vt.bitwise_and__Tensor)
    cls.bitwise_or_ = _vt.bitwise_or__Tensor
    cls.__ior__ = binary_operator(_vt.bitwise_or__Tensor)
    cls.bitwise_xor_ = _vt.bitwise_xor__Tensor
    cls.__ixor__ = binary_operator(_vt.bitwise_xor__Tensor)
    cls.bitwise_left_shift_ = _vt.bitwise_left_shift__Tensor
    cls.__ilshift__ = binary_operator(_vt.bitwise_left_shift__Tensor)
    cls.bitwise_right_shift_ = _vt.bitwise_right_shift__Tensor
    cls.__irshift__ = binary_operator(_vt.bitwise_right_shift__Tensor)
    cls.bitwise_not_ = _vt.bitwise_not_
    cls.exp2_ = _vt.exp2_
    cls.expm1_ = _vt.expm1_
    cls.log2_ = _vt.log2_
    cls.log10_ = _vt.log10_
    cls.log1p_ = _vt.log1p_
    cls.reciprocal_ = _vt.reciprocal_
    cls.tan_ = _vt.tan_
    cls.asin_ = _vt.asin_
    cls.acos_ = _vt.acos_
    cls.atan_ = _vt.atan_
    cls.sinh_ = _vt.sinh_
    cls.cosh_ = _vt.cosh_
    cls.logit_ = _vt.logit_
    cls.erf_ = _vt.erf_
    cls.erfc_ = _vt.erfc_
    cls.erfinv_ = _vt.erfinv_
    cls.lgamma_ = _vt.lgamma_
    cls.digamma_ = _vt.digamma_
    cls.mvlgamma_ = _vt.mvlgamma_
    cls.floor_ = _vt.floor_
    cls.ceil_ = _vt.ceil_
    cls.round_ = method("round_", _round__overloads)
    cls.trunc_ = _vt.trunc_
    cls.frac_ = _vt.frac_
    cls.nan_to_num_ = _vt.nan_to_num_
    cls.clamp_min_ = method("clamp_min_", _clamp_min__overloads)
    cls.clamp_max_ = method("clamp_max_", _clamp_max__overloads)
    cls.atan2_ = _vt.atan2_
    cls.hypot_ = _vt.hypot_
    cls.remainder_ = method("remainder_", _remainder__overloads)
    cls.__imod__ = method("remainder_", _remainder__overloads, operator=True)
    cls.floor_divide_ = method("floor_divide_", _floor_divide__overloads)
    cls.__ifloordiv__ = method("floor_divide_", _floor_divide__overloads, operator=True)
    cls.heaviside_ = _vt.heaviside_
    cls.fmod_ = method("fmod_", _fmod__overloads)
    cls.copysign_ = method("copysign_", _copysign__overloads)
    cls.lerp_ = method("lerp_", _lerp__overloads)
    cls.addcmul_ = _addcmul__method
    cls.addcdiv_ = _addcdiv__method
    cls.xlogy_ = method("xlogy_", _xlogy__overloads)
    cls.logical_xor_ = _vt.logical_xor_
    cls.cumsum_ = numpy_keywords(_cumsum__method)
    cls.cumprod_ = numpy_keywords(_cumprod__method)
    cls.addmm_ = _addmm__method
    cls.baddbmm_ = _baddbmm__method
    cls.tril_ = _vt.tril_
    cls.triu_ = _vt.triu_
    cls.index_fill_ = method("index_fill_", _index_fill__overloads)
    cls.index_copy_ = numpy_keywords(_vt.index_copy_)
    cls.index_add_ = numpy_keywords(_index_add__method)
    cls.masked_scatter_ = _vt.masked_scatter_
    cls.masked_fill_ = method("masked_fill_", _masked_fill__overloads)
    cls.i0_ = _vt.i0_
    cls.sinc_ = _vt.sinc_
    cls.deg2rad_ = _vt.deg2rad_
    cls.rad2deg_ = _vt.rad2deg_
    cls.gcd_ = _vt.gcd_
    cls.lcm_ = _vt.lcm_
    cls.ldexp_ = _vt.ldexp__Tensor
    cls.nextafter_ = _vt.nextafter_
    cls.addmv_ = _addmv__method
    cls.addr_ = _addr__method
    cls.addbmm_ = _addbmm__method
    cls.renorm_ = numpy_keywords(_vt.renorm_)
    cls.put_ = _vt.put_
    cls.index_reduce_ = numpy_keywords(_index_reduce__method)
    cls.igamma_ = _vt.igamma_
    cls.igammac_ = _vt.igammac_


install_methods(Tensor)
