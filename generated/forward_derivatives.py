# @generated from derivatives.yaml by tools/codegen (make generate). Do not edit by hand:
# change derivatives.yaml or templates/, then run `make generate`.
"""Forward-mode AD (JVP) formulas: one function per entry of derivatives.yaml with a `result:` formula.

A wrapper in variable_type.py calls ``<op>(args..., outputs...)`` only when a dual level is
entered and an input carries a tangent. The function reads the inputs' tangents (zeros for an
input without one), evaluates the formula with tangent propagation paused (``x_p`` is the
input itself, ``x_t`` its tangent; ``auto_linear`` calls the op again on the tangents,
``auto_element_wise`` is the backward formula with ``grad`` replaced by the tangent) and
attaches the result to the outputs. Under grad mode the formulas record a graph, so
reverse-over-forward differentiates tangents.
"""
import minitorch as torch  # formulas call public ops as torch.<op>
from minitorch._generated import variable_type as VT  # auto_linear: the same overload on the tangents
from minitorch.autograd.forward_ad import paused, set_fw_grad, set_fw_grads, tangent_of
from minitorch.autograd.functions_manual import *  # noqa: F401,F403  (formula helpers)


def jvp_add_Tensor(self, other, alpha, result):
    """add.Tensor

    result: self_t + maybe_multiply(other_t, alpha)
    """
    self_t = tangent_of(self)
    other_t = tangent_of(other)
    with paused():
        result_t = self_t + maybe_multiply(other_t, alpha)
    set_fw_grad(result, result_t)


def jvp_add_Scalar(self, other, alpha, result):
    """add.Scalar

    result: self_t.clone()
    """
    self_t = tangent_of(self)
    with paused():
        result_t = self_t.clone()
    set_fw_grad(result, result_t)


def jvp_sub_Tensor(self, other, alpha, result):
    """sub.Tensor

    result: self_t - maybe_multiply(other_t, alpha)
    """
    self_t = tangent_of(self)
    other_t = tangent_of(other)
    with paused():
        result_t = self_t - maybe_multiply(other_t, alpha)
    set_fw_grad(result, result_t)


def jvp_sub_Scalar(self, other, alpha, result):
    """sub.Scalar

    result: self_t.clone()
    """
    self_t = tangent_of(self)
    with paused():
        result_t = self_t.clone()
    set_fw_grad(result, result_t)


def jvp_rsub_Tensor(self, other, alpha, result):
    """rsub.Tensor

    result: -maybe_multiply(self_t, alpha) + other_t
    """
    self_t = tangent_of(self)
    other_t = tangent_of(other)
    with paused():
        result_t = -maybe_multiply(self_t, alpha) + other_t
    set_fw_grad(result, result_t)


def jvp_rsub_Scalar(self, other, alpha, result):
    """rsub.Scalar

    result: -maybe_multiply(self_t, alpha)
    """
    self_t = tangent_of(self)
    with paused():
        result_t = -maybe_multiply(self_t, alpha)
    set_fw_grad(result, result_t)


def jvp_mul_Tensor(self, other, result):
    """mul.Tensor

    result: other_t * self_p + self_t * other_p
    """
    self_t = tangent_of(self)
    other_t = tangent_of(other)
    with paused():
        result_t = other_t * self + self_t * other
    set_fw_grad(result, result_t)


def jvp_mul_Scalar(self, other, result):
    """mul.Scalar

    result: self_t * other
    """
    self_t = tangent_of(self)
    with paused():
        result_t = self_t * other
    set_fw_grad(result, result_t)


def jvp_div_Tensor(self, other, result):
    """div.Tensor

    result: (self_t - other_t * result) / other_p
    """
    self_t = tangent_of(self)
    other_t = tangent_of(other)
    with paused():
        result_t = (self_t - other_t * result) / other
    set_fw_grad(result, result_t)


def jvp_div_Scalar(self, other, result):
    """div.Scalar

    result: self_t / other
    """
    self_t = tangent_of(self)
    with paused():
        result_t = self_t / other
    set_fw_grad(result, result_t)


def jvp_neg(self, result):
    """neg

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.neg(self_t)
    set_fw_grad(result, result_t)


def jvp_pow_Tensor_Scalar(self, exponent, result):
    """pow.Tensor_Scalar

    result: auto_element_wise
    """
    self_t = tangent_of(self)
    with paused():
        result_t = pow_backward(self_t, self, exponent)
    set_fw_grad(result, result_t)


def jvp_pow_Tensor_Tensor(self, exponent, result):
    """pow.Tensor_Tensor

    result: (pow_backward_self(self_t, self_p, exponent_p) + pow_backward_exponent(exponent_t, self_p, exponent_p, result))
    """
    self_t = tangent_of(self)
    exponent_t = tangent_of(exponent)
    with paused():
        result_t = (pow_backward_self(self_t, self, exponent) + pow_backward_exponent(exponent_t, self, exponent, result))
    set_fw_grad(result, result_t)


def jvp_pow_Scalar(self, exponent, result):
    """pow.Scalar

    result: auto_element_wise
    """
    exponent_t = tangent_of(exponent)
    with paused():
        result_t = pow_backward_exponent_scalar_base(exponent_t, self, exponent, result)
    set_fw_grad(result, result_t)


def jvp_exp(self, result):
    """exp

    result: auto_element_wise
    """
    self_t = tangent_of(self)
    with paused():
        result_t = self_t * result
    set_fw_grad(result, result_t)


def jvp_log(self, result):
    """log

    result: auto_element_wise
    """
    self_t = tangent_of(self)
    with paused():
        result_t = self_t / self
    set_fw_grad(result, result_t)


def jvp_sqrt(self, result):
    """sqrt

    result: auto_element_wise
    """
    self_t = tangent_of(self)
    with paused():
        result_t = self_t / (2 * result)
    set_fw_grad(result, result_t)


def jvp_rsqrt(self, result):
    """rsqrt

    result: auto_element_wise
    """
    self_t = tangent_of(self)
    with paused():
        result_t = -0.5 * self_t * result.pow(3)
    set_fw_grad(result, result_t)


def jvp_abs(self, result):
    """abs

    result: auto_element_wise
    """
    self_t = tangent_of(self)
    with paused():
        result_t = self_t * self.sgn()
    set_fw_grad(result, result_t)


def jvp_sgn(self, result):
    """sgn

    result: auto_element_wise
    """
    self_t = tangent_of(self)
    with paused():
        result_t = self_t * 0
    set_fw_grad(result, result_t)


def jvp_sign(self, result):
    """sign

    result: auto_element_wise
    """
    self_t = tangent_of(self)
    with paused():
        result_t = self_t * 0
    set_fw_grad(result, result_t)


def jvp_sin(self, result):
    """sin

    result: auto_element_wise
    """
    self_t = tangent_of(self)
    with paused():
        result_t = self_t * self.cos()
    set_fw_grad(result, result_t)


def jvp_cos(self, result):
    """cos

    result: auto_element_wise
    """
    self_t = tangent_of(self)
    with paused():
        result_t = self_t * -self.sin()
    set_fw_grad(result, result_t)


def jvp_tanh(self, result):
    """tanh

    result: auto_element_wise
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.tanh_backward(self_t, result)
    set_fw_grad(result, result_t)


def jvp_sigmoid(self, result):
    """sigmoid

    result: auto_element_wise
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.sigmoid_backward(self_t, result)
    set_fw_grad(result, result_t)


def jvp_relu(self, result):
    """relu

    result: auto_element_wise
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.threshold_backward(self_t, result, 0)
    set_fw_grad(result, result_t)


def jvp_maximum(self, other, result):
    """maximum

    result: other_t + where(self_p == other_p, 0.5, (self_p > other_p).to(result.dtype)) * (self_t - other_t)
    """
    self_t = tangent_of(self)
    other_t = tangent_of(other)
    with paused():
        result_t = other_t + torch.where(self == other, 0.5, (self > other).to(result.dtype)) * (self_t - other_t)
    set_fw_grad(result, result_t)


def jvp_minimum(self, other, result):
    """minimum

    result: other_t + where(self_p == other_p, 0.5, (self_p < other_p).to(result.dtype)) * (self_t - other_t)
    """
    self_t = tangent_of(self)
    other_t = tangent_of(other)
    with paused():
        result_t = other_t + torch.where(self == other, 0.5, (self < other).to(result.dtype)) * (self_t - other_t)
    set_fw_grad(result, result_t)


def jvp_clamp_Tensor(self, min, max, result):
    """clamp.Tensor

    result: clamp_jvp(self_p, self_t, min_p, min_t, max_p, max_t)
    """
    self_t = tangent_of(self)
    min_t = tangent_of(min)
    max_t = tangent_of(max)
    with paused():
        result_t = clamp_jvp(self, self_t, min, min_t, max, max_t)
    set_fw_grad(result, result_t)


def jvp_clamp(self, min, max, result):
    """clamp

    result: auto_element_wise
    """
    self_t = tangent_of(self)
    with paused():
        result_t = clamp_backward(self_t, self, min, max)
    set_fw_grad(result, result_t)


def jvp_where_self(condition, self, other, result):
    """where.self

    result: where(condition, self_t, other_t)
    """
    self_t = tangent_of(self)
    other_t = tangent_of(other)
    with paused():
        result_t = torch.where(condition, self_t, other_t)
    set_fw_grad(result, result_t)


def jvp_sum(self, dtype, result):
    """sum

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.sum(self_t, dtype)
    set_fw_grad(result, result_t)


def jvp_sum_dim_IntList(self, dim, keepdim, dtype, result):
    """sum.dim_IntList

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.sum_dim_IntList(self_t, dim, keepdim, dtype)
    set_fw_grad(result, result_t)


def jvp_nansum(self, dim, keepdim, dtype, result):
    """nansum

    result: torch.where(self_p.isnan(), 0, self_t).sum(dim, keepdim, dtype=dtype)
    """
    self_t = tangent_of(self)
    with paused():
        result_t = torch.where(self.isnan(), 0, self_t).sum(dim, keepdim, dtype=dtype)
    set_fw_grad(result, result_t)


def jvp_mean(self, dtype, result):
    """mean

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.mean(self_t, dtype)
    set_fw_grad(result, result_t)


def jvp_mean_dim(self, dim, keepdim, dtype, result):
    """mean.dim

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.mean_dim(self_t, dim, keepdim, dtype)
    set_fw_grad(result, result_t)


def jvp_amax(self, dim, keepdim, result):
    """amax

    result: amaxamin_jvp(self_p, self_t, result, dim, keepdim)
    """
    self_t = tangent_of(self)
    with paused():
        result_t = amaxamin_jvp(self, self_t, result, dim, keepdim)
    set_fw_grad(result, result_t)


def jvp_amin(self, dim, keepdim, result):
    """amin

    result: amaxamin_jvp(self_p, self_t, result, dim, keepdim)
    """
    self_t = tangent_of(self)
    with paused():
        result_t = amaxamin_jvp(self, self_t, result, dim, keepdim)
    set_fw_grad(result, result_t)


def jvp_max_dim(self, dim, keepdim, values, indices):
    """max.dim

    values: gather_with_keepdimed_indices(self_t, dim, indices, keepdim)
    """
    self_t = tangent_of(self)
    with paused():
        values_t = gather_with_keepdimed_indices(self_t, dim, indices, keepdim)
    set_fw_grad(values, values_t)


def jvp_max(self, result):
    """max

    result: evenly_read_jvp(self_t, self_p, result)
    """
    self_t = tangent_of(self)
    with paused():
        result_t = evenly_read_jvp(self_t, self, result)
    set_fw_grad(result, result_t)


def jvp_min_dim(self, dim, keepdim, values, indices):
    """min.dim

    values: gather_with_keepdimed_indices(self_t, dim, indices, keepdim)
    """
    self_t = tangent_of(self)
    with paused():
        values_t = gather_with_keepdimed_indices(self_t, dim, indices, keepdim)
    set_fw_grad(values, values_t)


def jvp_min(self, result):
    """min

    result: evenly_read_jvp(self_t, self_p, result)
    """
    self_t = tangent_of(self)
    with paused():
        result_t = evenly_read_jvp(self_t, self, result)
    set_fw_grad(result, result_t)


def jvp_mm(self, mat2, result):
    """mm

    result: self_t.mm(mat2_p) + self_p.mm(mat2_t)
    """
    self_t = tangent_of(self)
    mat2_t = tangent_of(mat2)
    with paused():
        result_t = self_t.mm(mat2) + self.mm(mat2_t)
    set_fw_grad(result, result_t)


def jvp_mv(self, vec, result):
    """mv

    result: mv(self_t, vec_p) + mv(self_p, vec_t)
    """
    self_t = tangent_of(self)
    vec_t = tangent_of(vec)
    with paused():
        result_t = torch.mv(self_t, vec) + torch.mv(self, vec_t)
    set_fw_grad(result, result_t)


def jvp_dot(self, tensor, result):
    """dot

    result: (self_t * tensor_p).sum() + (self_p * tensor_t).sum()
    """
    self_t = tangent_of(self)
    tensor_t = tangent_of(tensor)
    with paused():
        result_t = (self_t * tensor).sum() + (self * tensor_t).sum()
    set_fw_grad(result, result_t)


def jvp_bmm(self, mat2, result):
    """bmm

    result: self_t.bmm(mat2_p) + self_p.bmm(mat2_t)
    """
    self_t = tangent_of(self)
    mat2_t = tangent_of(mat2)
    with paused():
        result_t = self_t.bmm(mat2) + self.bmm(mat2_t)
    set_fw_grad(result, result_t)


def jvp_matmul(self, other, result):
    """matmul

    result: torch.matmul(self_t, other_p) + torch.matmul(self_p, other_t)
    """
    self_t = tangent_of(self)
    other_t = tangent_of(other)
    with paused():
        result_t = torch.matmul(self_t, other) + torch.matmul(self, other_t)
    set_fw_grad(result, result_t)


def jvp_t(self, result):
    """t

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.t(self_t)
    set_fw_grad(result, result_t)


def jvp_transpose_int(self, dim0, dim1, result):
    """transpose.int

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.transpose_int(self_t, dim0, dim1)
    set_fw_grad(result, result_t)


def jvp_permute(self, dims, result):
    """permute

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.permute(self_t, dims)
    set_fw_grad(result, result_t)


def jvp_view(self, size, result):
    """view

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.view(self_t, size)
    set_fw_grad(result, result_t)


def jvp__reshape_alias(self, size, stride, result):
    """_reshape_alias

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT._reshape_alias(self_t, size, stride)
    set_fw_grad(result, result_t)


def jvp__unsafe_view(self, size, result):
    """_unsafe_view

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT._unsafe_view(self_t, size)
    set_fw_grad(result, result_t)


def jvp_expand(self, size, implicit, result):
    """expand

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.expand(self_t, size, implicit)
    set_fw_grad(result, result_t)


def jvp_squeeze(self, result):
    """squeeze

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.squeeze(self_t)
    set_fw_grad(result, result_t)


def jvp_squeeze_dim(self, dim, result):
    """squeeze.dim

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.squeeze_dim(self_t, dim)
    set_fw_grad(result, result_t)


def jvp_squeeze_dims(self, dim, result):
    """squeeze.dims

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.squeeze_dims(self_t, dim)
    set_fw_grad(result, result_t)


def jvp_unsqueeze(self, dim, result):
    """unsqueeze

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.unsqueeze(self_t, dim)
    set_fw_grad(result, result_t)


def jvp_squeeze_(self, result):
    """squeeze_

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.squeeze_(self_t)
    set_fw_grad(result, result_t)


def jvp_squeeze__dim(self, dim, result):
    """squeeze_.dim

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.squeeze__dim(self_t, dim)
    set_fw_grad(result, result_t)


def jvp_squeeze__dims(self, dim, result):
    """squeeze_.dims

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.squeeze__dims(self_t, dim)
    set_fw_grad(result, result_t)


def jvp_unsqueeze_(self, dim, result):
    """unsqueeze_

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.unsqueeze_(self_t, dim)
    set_fw_grad(result, result_t)


def jvp_t_(self, result):
    """t_

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.t_(self_t)
    set_fw_grad(result, result_t)


def jvp_transpose_(self, dim0, dim1, result):
    """transpose_

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.transpose_(self_t, dim0, dim1)
    set_fw_grad(result, result_t)


def jvp_alias(self, result):
    """alias

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.alias(self_t)
    set_fw_grad(result, result_t)


def jvp_select_int(self, dim, index, result):
    """select.int

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.select_int(self_t, dim, index)
    set_fw_grad(result, result_t)


def jvp_select_backward(grad_output, input_sizes, dim, index, result):
    """select_backward

    result: auto_linear
    """
    grad_output_t = tangent_of(grad_output)
    with paused():
        result_t = VT.select_backward(grad_output_t, input_sizes, dim, index)
    set_fw_grad(result, result_t)


def jvp_slice_Tensor(self, dim, start, end, step, result):
    """slice.Tensor

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.slice_Tensor(self_t, dim, start, end, step)
    set_fw_grad(result, result_t)


def jvp_slice_backward(grad_output, input_sizes, dim, start, end, step, result):
    """slice_backward

    result: auto_linear
    """
    grad_output_t = tangent_of(grad_output)
    with paused():
        result_t = VT.slice_backward(grad_output_t, input_sizes, dim, start, end, step)
    set_fw_grad(result, result_t)


def jvp_index_Tensor(self, indices, result):
    """index.Tensor

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.index_Tensor(self_t, indices)
    set_fw_grad(result, result_t)


def jvp_index_put(self, indices, values, accumulate, result):
    """index_put

    result: self_t.index_put(indices, values_t, accumulate)
    """
    self_t = tangent_of(self)
    values_t = tangent_of(values)
    with paused():
        result_t = self_t.index_put(indices, values_t, accumulate)
    set_fw_grad(result, result_t)


def jvp_scatter_src(self, dim, index, src, result):
    """scatter.src

    result: self_t.scatter(dim, index, src_t)
    """
    self_t = tangent_of(self)
    src_t = tangent_of(src)
    with paused():
        result_t = self_t.scatter(dim, index, src_t)
    set_fw_grad(result, result_t)


def jvp_scatter_value(self, dim, index, value, result):
    """scatter.value

    result: self_t.scatter(dim, index, 0)
    """
    self_t = tangent_of(self)
    with paused():
        result_t = self_t.scatter(dim, index, 0)
    set_fw_grad(result, result_t)


def jvp_scatter_reduce_two(self, dim, index, src, reduce, include_self, result):
    """scatter_reduce.two

    result: scatter_reduce_jvp(self_p, self_t, dim, index, src_p, src_t, reduce, include_self, result)
    """
    self_t = tangent_of(self)
    src_t = tangent_of(src)
    with paused():
        result_t = scatter_reduce_jvp(self, self_t, dim, index, src, src_t, reduce, include_self, result)
    set_fw_grad(result, result_t)


def jvp_gather(self, dim, index, sparse_grad, result):
    """gather

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.gather(self_t, dim, index, sparse_grad)
    set_fw_grad(result, result_t)


def jvp_scatter_add(self, dim, index, src, result):
    """scatter_add

    result: scatter_add(self_t, dim, index, src_t)
    """
    self_t = tangent_of(self)
    src_t = tangent_of(src)
    with paused():
        result_t = torch.scatter_add(self_t, dim, index, src_t)
    set_fw_grad(result, result_t)


def jvp__softmax(self, dim, half_to_float, result):
    """_softmax

    result: result * (self_t - (self_t * result).sum(dim, keepdim=True))
    """
    self_t = tangent_of(self)
    with paused():
        result_t = result * (self_t - (self_t * result).sum(dim, keepdim=True))
    set_fw_grad(result, result_t)


def jvp__log_softmax(self, dim, half_to_float, result):
    """_log_softmax

    result: self_t - (self_t * result.exp()).sum(dim, keepdim=True)
    """
    self_t = tangent_of(self)
    with paused():
        result_t = self_t - (self_t * result.exp()).sum(dim, keepdim=True)
    set_fw_grad(result, result_t)


def jvp_clone(self, memory_format, result):
    """clone

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.clone(self_t, memory_format)
    set_fw_grad(result, result_t)


def jvp__to_copy(self, dtype, device, memory_format, result):
    """_to_copy

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT._to_copy(self_t, dtype, device, memory_format)
    set_fw_grad(result, result_t)


def jvp_exp2(self, result):
    """exp2

    result: auto_element_wise
    """
    self_t = tangent_of(self)
    with paused():
        result_t = self_t * result * math.log(2.0)
    set_fw_grad(result, result_t)


def jvp_expm1(self, result):
    """expm1

    result: auto_element_wise
    """
    self_t = tangent_of(self)
    with paused():
        result_t = self_t * (result + 1)
    set_fw_grad(result, result_t)


def jvp_log2(self, result):
    """log2

    result: auto_element_wise
    """
    self_t = tangent_of(self)
    with paused():
        result_t = self_t / (self * 0.6931471805599453)
    set_fw_grad(result, result_t)


def jvp_log10(self, result):
    """log10

    result: auto_element_wise
    """
    self_t = tangent_of(self)
    with paused():
        result_t = self_t / (self * 2.3025850929940456)
    set_fw_grad(result, result_t)


def jvp_log1p(self, result):
    """log1p

    result: auto_element_wise
    """
    self_t = tangent_of(self)
    with paused():
        result_t = log1p_backward(self_t, self)
    set_fw_grad(result, result_t)


def jvp_reciprocal(self, result):
    """reciprocal

    result: auto_element_wise
    """
    self_t = tangent_of(self)
    with paused():
        result_t = -self_t * (result * result)
    set_fw_grad(result, result_t)


def jvp_tan(self, result):
    """tan

    result: auto_element_wise
    """
    self_t = tangent_of(self)
    with paused():
        result_t = self_t * (1 + result.pow(2))
    set_fw_grad(result, result_t)


def jvp_asin(self, result):
    """asin

    result: auto_element_wise
    """
    self_t = tangent_of(self)
    with paused():
        result_t = self_t * (-self * self + 1).rsqrt()
    set_fw_grad(result, result_t)


def jvp_acos(self, result):
    """acos

    result: auto_element_wise
    """
    self_t = tangent_of(self)
    with paused():
        result_t = self_t * -((-self * self + 1).rsqrt())
    set_fw_grad(result, result_t)


def jvp_atan(self, result):
    """atan

    result: auto_element_wise
    """
    self_t = tangent_of(self)
    with paused():
        result_t = self_t / (self * self + 1)
    set_fw_grad(result, result_t)


def jvp_sinh(self, result):
    """sinh

    result: auto_element_wise
    """
    self_t = tangent_of(self)
    with paused():
        result_t = self_t * self.cosh()
    set_fw_grad(result, result_t)


def jvp_cosh(self, result):
    """cosh

    result: auto_element_wise
    """
    self_t = tangent_of(self)
    with paused():
        result_t = self_t * self.sinh()
    set_fw_grad(result, result_t)


def jvp_asinh(self, result):
    """asinh

    result: auto_element_wise
    """
    self_t = tangent_of(self)
    with paused():
        result_t = self_t * (self.pow(2) + 1).rsqrt()
    set_fw_grad(result, result_t)


def jvp_acosh(self, result):
    """acosh

    result: auto_element_wise
    """
    self_t = tangent_of(self)
    with paused():
        result_t = self_t * (self * self - 1).rsqrt()
    set_fw_grad(result, result_t)


def jvp_atanh(self, result):
    """atanh

    result: auto_element_wise
    """
    self_t = tangent_of(self)
    with paused():
        result_t = self_t * 1 / (1 - self.pow(2))
    set_fw_grad(result, result_t)


def jvp_logit(self, eps, result):
    """logit

    result: auto_element_wise
    """
    self_t = tangent_of(self)
    with paused():
        result_t = logit_backward(self_t, self, eps)
    set_fw_grad(result, result_t)


def jvp_erf(self, result):
    """erf

    result: auto_element_wise
    """
    self_t = tangent_of(self)
    with paused():
        result_t = 2.0 / math.sqrt(math.pi) * torch.exp(-(self.pow(2))) * self_t
    set_fw_grad(result, result_t)


def jvp_erfc(self, result):
    """erfc

    result: auto_element_wise
    """
    self_t = tangent_of(self)
    with paused():
        result_t = -2.0 / math.sqrt(math.pi) * torch.exp(-(self.pow(2))) * self_t
    set_fw_grad(result, result_t)


def jvp_erfinv(self, result):
    """erfinv

    result: auto_element_wise
    """
    self_t = tangent_of(self)
    with paused():
        result_t = 0.5 * math.sqrt(math.pi) * torch.exp(self.erfinv().pow(2)) * self_t
    set_fw_grad(result, result_t)


def jvp_lgamma(self, result):
    """lgamma

    result: auto_element_wise
    """
    self_t = tangent_of(self)
    with paused():
        result_t = self_t * torch.digamma(self)
    set_fw_grad(result, result_t)


def jvp_digamma(self, result):
    """digamma

    result: auto_element_wise
    """
    self_t = tangent_of(self)
    with paused():
        result_t = self_t * torch.polygamma(1, self)
    set_fw_grad(result, result_t)


def jvp_polygamma(n, self, result):
    """polygamma

    result: auto_element_wise
    """
    self_t = tangent_of(self)
    with paused():
        result_t = self_t * torch.polygamma(n + 1, self)
    set_fw_grad(result, result_t)


def jvp_mvlgamma(self, p, result):
    """mvlgamma

    result: auto_element_wise
    """
    self_t = tangent_of(self)
    with paused():
        result_t = mvlgamma_backward(self_t, self, p)
    set_fw_grad(result, result_t)


def jvp_floor(self, result):
    """floor

    result: auto_element_wise
    """
    self_t = tangent_of(self)
    with paused():
        result_t = torch.zeros_like(self_t)
    set_fw_grad(result, result_t)


def jvp_ceil(self, result):
    """ceil

    result: auto_element_wise
    """
    self_t = tangent_of(self)
    with paused():
        result_t = torch.zeros_like(self_t)
    set_fw_grad(result, result_t)


def jvp_round(self, result):
    """round

    result: auto_element_wise
    """
    self_t = tangent_of(self)
    with paused():
        result_t = torch.zeros_like(self_t)
    set_fw_grad(result, result_t)


def jvp_round_decimals(self, decimals, result):
    """round.decimals

    result: auto_element_wise
    """
    self_t = tangent_of(self)
    with paused():
        result_t = torch.zeros_like(self_t)
    set_fw_grad(result, result_t)


def jvp_trunc(self, result):
    """trunc

    result: auto_element_wise
    """
    self_t = tangent_of(self)
    with paused():
        result_t = torch.zeros_like(self_t)
    set_fw_grad(result, result_t)


def jvp_frac(self, result):
    """frac

    result: self_t
    """
    self_t = tangent_of(self)
    with paused():
        result_t = self_t
    set_fw_grad(result, result_t)


def jvp_nan_to_num(self, nan, posinf, neginf, result):
    """nan_to_num

    result: auto_element_wise
    """
    self_t = tangent_of(self)
    with paused():
        result_t = self_t * self.isfinite()
    set_fw_grad(result, result_t)


def jvp_clamp_min(self, min, result):
    """clamp_min

    result: auto_element_wise
    """
    self_t = tangent_of(self)
    with paused():
        result_t = where_tensor(self_t, self >= min)
    set_fw_grad(result, result_t)


def jvp_clamp_min_Tensor(self, min, result):
    """clamp_min.Tensor

    result: torch.where(self_p >= min_p, self_t, min_t)
    """
    self_t = tangent_of(self)
    min_t = tangent_of(min)
    with paused():
        result_t = torch.where(self >= min, self_t, min_t)
    set_fw_grad(result, result_t)


def jvp_clamp_max(self, max, result):
    """clamp_max

    result: auto_element_wise
    """
    self_t = tangent_of(self)
    with paused():
        result_t = where_tensor(self_t, self <= max)
    set_fw_grad(result, result_t)


def jvp_clamp_max_Tensor(self, max, result):
    """clamp_max.Tensor

    result: torch.where(self_p <= max_p, self_t, max_t)
    """
    self_t = tangent_of(self)
    max_t = tangent_of(max)
    with paused():
        result_t = torch.where(self <= max, self_t, max_t)
    set_fw_grad(result, result_t)


def jvp_div_Tensor_mode(self, other, rounding_mode, result):
    """div.Tensor_mode

    result: torch.zeros_like(result) if rounding_mode is not None else self_t / other_p - other_t * (self_p / other_p) / other_p
    """
    self_t = tangent_of(self)
    other_t = tangent_of(other)
    with paused():
        result_t = torch.zeros_like(result) if rounding_mode is not None else self_t / other - other_t * (self / other) / other
    set_fw_grad(result, result_t)


def jvp_div_Scalar_mode(self, other, rounding_mode, result):
    """div.Scalar_mode

    result: torch.zeros_like(result) if rounding_mode is not None else self_t / other
    """
    self_t = tangent_of(self)
    with paused():
        result_t = torch.zeros_like(result) if rounding_mode is not None else self_t / other
    set_fw_grad(result, result_t)


def jvp_fmax(self, other, result):
    """fmax

    result: other_t + ((self_p > other_p) | other_p.isnan()) * (self_t - other_t)
    """
    self_t = tangent_of(self)
    other_t = tangent_of(other)
    with paused():
        result_t = other_t + ((self > other) | other.isnan()) * (self_t - other_t)
    set_fw_grad(result, result_t)


def jvp_fmin(self, other, result):
    """fmin

    result: other_t + ((self_p <= other_p) | other_p.isnan()) * (self_t - other_t)
    """
    self_t = tangent_of(self)
    other_t = tangent_of(other)
    with paused():
        result_t = other_t + ((self <= other) | other.isnan()) * (self_t - other_t)
    set_fw_grad(result, result_t)


def jvp_atan2(self, other, result):
    """atan2

    result: (-self_p * other_t + other_p * self_t) / (self_p.pow(2) + other_p.pow(2))
    """
    self_t = tangent_of(self)
    other_t = tangent_of(other)
    with paused():
        result_t = (-self * other_t + other * self_t) / (self.pow(2) + other.pow(2))
    set_fw_grad(result, result_t)


def jvp_logaddexp(self, other, result):
    """logaddexp

    result: self_t / (1 + torch.exp(other_p - self_p)) + other_t / (1 + torch.exp(self_p - other_p))
    """
    self_t = tangent_of(self)
    other_t = tangent_of(other)
    with paused():
        result_t = self_t / (1 + torch.exp(other - self)) + other_t / (1 + torch.exp(self - other))
    set_fw_grad(result, result_t)


def jvp_linalg_cross(self, other, dim, result):
    """linalg_cross

    result: torch.linalg.cross(self_t, other_p, dim=dim) + torch.linalg.cross(self_p, other_t, dim=dim)
    """
    self_t = tangent_of(self)
    other_t = tangent_of(other)
    with paused():
        result_t = torch.linalg.cross(self_t, other, dim=dim) + torch.linalg.cross(self, other_t, dim=dim)
    set_fw_grad(result, result_t)


def jvp_rot90(self, k, dims, result):
    """rot90

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.rot90(self_t, k, dims)
    set_fw_grad(result, result_t)


def jvp_pixel_shuffle(self, upscale_factor, result):
    """pixel_shuffle

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.pixel_shuffle(self_t, upscale_factor)
    set_fw_grad(result, result_t)


def jvp_pixel_unshuffle(self, downscale_factor, result):
    """pixel_unshuffle

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.pixel_unshuffle(self_t, downscale_factor)
    set_fw_grad(result, result_t)


def jvp_glu(self, dim, result):
    """glu

    result: glu_jvp(self_p, self_t, dim)
    """
    self_t = tangent_of(self)
    with paused():
        result_t = glu_jvp(self, self_t, dim)
    set_fw_grad(result, result_t)


def jvp__prelu_kernel(self, weight, result):
    """_prelu_kernel

    result: torch.where(self_p > 0, self_t, weight_p * self_t + weight_t * self_p)
    """
    self_t = tangent_of(self)
    weight_t = tangent_of(weight)
    with paused():
        result_t = torch.where(self > 0, self_t, weight * self_t + weight_t * self)
    set_fw_grad(result, result_t)


def jvp_hypot(self, other, result):
    """hypot

    result: self_t * self_p / result + other_t * other_p / result
    """
    self_t = tangent_of(self)
    other_t = tangent_of(other)
    with paused():
        result_t = self_t * self / result + other_t * other / result
    set_fw_grad(result, result_t)


def jvp_remainder_Scalar(self, other, result):
    """remainder.Scalar

    result: auto_element_wise
    """
    self_t = tangent_of(self)
    with paused():
        result_t = self_t
    set_fw_grad(result, result_t)


def jvp_remainder_Tensor(self, other, result):
    """remainder.Tensor

    result: self_t - other_t * self_p.div(other_p, rounding_mode="floor")
    """
    self_t = tangent_of(self)
    other_t = tangent_of(other)
    with paused():
        result_t = self_t - other_t * self.div(other, rounding_mode="floor")
    set_fw_grad(result, result_t)


def jvp_fmod_Scalar(self, other, result):
    """fmod.Scalar

    result: auto_element_wise
    """
    self_t = tangent_of(self)
    with paused():
        result_t = self_t
    set_fw_grad(result, result_t)


def jvp_fmod_Tensor(self, other, result):
    """fmod.Tensor

    result: self_t - other_t * self_p.div(other_p, rounding_mode="trunc")
    """
    self_t = tangent_of(self)
    other_t = tangent_of(other)
    with paused():
        result_t = self_t - other_t * self.div(other, rounding_mode="trunc")
    set_fw_grad(result, result_t)


def jvp_copysign_Tensor(self, other, result):
    """copysign.Tensor

    result: copysign_tensor_self_backward(self_t, self_p, result)
    """
    self_t = tangent_of(self)
    with paused():
        result_t = copysign_tensor_self_backward(self_t, self, result)
    set_fw_grad(result, result_t)


def jvp_copysign_Scalar(self, other, result):
    """copysign.Scalar

    result: copysign_tensor_self_backward(self_t, self_p, result)
    """
    self_t = tangent_of(self)
    with paused():
        result_t = copysign_tensor_self_backward(self_t, self, result)
    set_fw_grad(result, result_t)


def jvp_lerp_Scalar(self, end, weight, result):
    """lerp.Scalar

    result: torch.lerp(self_t, end_t, weight)
    """
    self_t = tangent_of(self)
    end_t = tangent_of(end)
    with paused():
        result_t = torch.lerp(self_t, end_t, weight)
    set_fw_grad(result, result_t)


def jvp_lerp_Tensor(self, end, weight, result):
    """lerp.Tensor

    result: torch.lerp(self_t, end_t, weight_p) + weight_t * (end_p - self_p)
    """
    self_t = tangent_of(self)
    end_t = tangent_of(end)
    weight_t = tangent_of(weight)
    with paused():
        result_t = torch.lerp(self_t, end_t, weight) + weight_t * (end - self)
    set_fw_grad(result, result_t)


def jvp_addcmul(self, tensor1, tensor2, value, result):
    """addcmul

    result: self_t + maybe_multiply(tensor1_t * tensor2_p, value) + maybe_multiply(tensor2_t * tensor1_p, value)
    """
    self_t = tangent_of(self)
    tensor1_t = tangent_of(tensor1)
    tensor2_t = tangent_of(tensor2)
    with paused():
        result_t = self_t + maybe_multiply(tensor1_t * tensor2, value) + maybe_multiply(tensor2_t * tensor1, value)
    set_fw_grad(result, result_t)


def jvp_addcdiv(self, tensor1, tensor2, value, result):
    """addcdiv

    result: self_t + maybe_multiply(tensor1_t / tensor2_p, value) - maybe_multiply(tensor2_t * (tensor1_p / tensor2_p) / tensor2_p, value)
    """
    self_t = tangent_of(self)
    tensor1_t = tangent_of(tensor1)
    tensor2_t = tangent_of(tensor2)
    with paused():
        result_t = self_t + maybe_multiply(tensor1_t / tensor2, value) - maybe_multiply(tensor2_t * (tensor1 / tensor2) / tensor2, value)
    set_fw_grad(result, result_t)


def jvp_xlogy_Tensor(self, other, result):
    """xlogy.Tensor

    result: torch.xlogy(self_t, other_p).masked_fill((self_p == 0.) & (other_p <= 0.), 0.) + other_t * self_p / other_p
    """
    self_t = tangent_of(self)
    other_t = tangent_of(other)
    with paused():
        result_t = torch.xlogy(self_t, other).masked_fill((self == 0.) & (other <= 0.), 0.) + other_t * self / other
    set_fw_grad(result, result_t)


def jvp_xlogy_Scalar_Self(self, other, result):
    """xlogy.Scalar_Self

    result: auto_element_wise
    """
    other_t = tangent_of(other)
    with paused():
        result_t = other_t * self / other
    set_fw_grad(result, result_t)


def jvp_xlogy_Scalar_Other(self, other, result):
    """xlogy.Scalar_Other

    result: auto_element_wise
    """
    self_t = tangent_of(self)
    with paused():
        result_t = torch.xlogy(self_t, other) if other > 0. else torch.xlogy(self_t, other).masked_fill(self == 0., 0.)
    set_fw_grad(result, result_t)


def jvp_prod(self, dtype, result):
    """prod

    result: reduction_jvp(prod_backward(torch.ones_like(result), self_p, result), self_t, None, False)
    """
    self_t = tangent_of(self)
    with paused():
        result_t = reduction_jvp(prod_backward(torch.ones_like(result), self, result), self_t, None, False)
    set_fw_grad(result, result_t)


def jvp_prod_dim_int(self, dim, keepdim, dtype, result):
    """prod.dim_int

    result: reduction_jvp(prod_backward(torch.ones_like(result), self_p, result, dim, keepdim), self_t, dim, keepdim)
    """
    self_t = tangent_of(self)
    with paused():
        result_t = reduction_jvp(prod_backward(torch.ones_like(result), self, result, dim, keepdim), self_t, dim, keepdim)
    set_fw_grad(result, result_t)


def jvp_var_correction(self, dim, correction, keepdim, result):
    """var.correction

    result: reduction_jvp(var_backward(torch.ones_like(result), self_p, dim, correction, keepdim), self_t, dim, keepdim)
    """
    self_t = tangent_of(self)
    with paused():
        result_t = reduction_jvp(var_backward(torch.ones_like(result), self, dim, correction, keepdim), self_t, dim, keepdim)
    set_fw_grad(result, result_t)


def jvp_std_correction(self, dim, correction, keepdim, result):
    """std.correction

    result: reduction_jvp(std_backward(result, torch.ones_like(result), self_p, dim, correction, keepdim), self_t, dim, keepdim)
    """
    self_t = tangent_of(self)
    with paused():
        result_t = reduction_jvp(std_backward(result, torch.ones_like(result), self, dim, correction, keepdim), self_t, dim, keepdim)
    set_fw_grad(result, result_t)


def jvp_var_mean_correction(self, dim, correction, keepdim, result0, result1):
    """var_mean.correction

    result0: reduction_jvp(var_backward(torch.ones_like(result0), self_p, dim, correction, keepdim), self_t, dim, keepdim)
    result1: torch.mean(self_t, dim, keepdim)
    """
    self_t = tangent_of(self)
    with paused():
        result0_t = reduction_jvp(var_backward(torch.ones_like(result0), self, dim, correction, keepdim), self_t, dim, keepdim)
        result1_t = torch.mean(self_t, dim, keepdim)
    set_fw_grad(result0, result0_t)
    set_fw_grad(result1, result1_t)


def jvp_std_mean_correction(self, dim, correction, keepdim, result0, result1):
    """std_mean.correction

    result0: reduction_jvp(std_backward(result0, torch.ones_like(result0), self_p, dim, correction, keepdim), self_t, dim, keepdim)
    result1: torch.mean(self_t, dim, keepdim)
    """
    self_t = tangent_of(self)
    with paused():
        result0_t = reduction_jvp(std_backward(result0, torch.ones_like(result0), self, dim, correction, keepdim), self_t, dim, keepdim)
        result1_t = torch.mean(self_t, dim, keepdim)
    set_fw_grad(result0, result0_t)
    set_fw_grad(result1, result1_t)


def jvp_norm_Scalar(self, p, result):
    """norm.Scalar

    result: reduction_jvp(linalg_vector_norm_backward(torch.ones_like(result), self_p, p, result, None, False), self_t, None, False)
    """
    self_t = tangent_of(self)
    with paused():
        result_t = reduction_jvp(linalg_vector_norm_backward(torch.ones_like(result), self, p, result, None, False), self_t, None, False)
    set_fw_grad(result, result_t)


def jvp_norm_ScalarOpt_dim(self, p, dim, keepdim, result):
    """norm.ScalarOpt_dim

    result: reduction_jvp(linalg_vector_norm_backward(torch.ones_like(result), self_p, 2 if p is None else p, result, dim, keepdim), self_t, dim, keepdim)
    """
    self_t = tangent_of(self)
    with paused():
        result_t = reduction_jvp(linalg_vector_norm_backward(torch.ones_like(result), self, 2 if p is None else p, result, dim, keepdim), self_t, dim, keepdim)
    set_fw_grad(result, result_t)


def jvp_linalg_vector_norm(self, ord, dim, keepdim, dtype, result):
    """linalg_vector_norm

    result: reduction_jvp(linalg_vector_norm_backward(torch.ones_like(result), self_p, ord, result, dim, keepdim), self_t, dim, keepdim)
    """
    self_t = tangent_of(self)
    with paused():
        result_t = reduction_jvp(linalg_vector_norm_backward(torch.ones_like(result), self, ord, result, dim, keepdim), self_t, dim, keepdim)
    set_fw_grad(result, result_t)


def jvp_logsumexp(self, dim, keepdim, result):
    """logsumexp

    result: reduction_jvp(logsumexp_backward(torch.ones_like(result), self_p, result, dim, keepdim), self_t, dim, keepdim)
    """
    self_t = tangent_of(self)
    with paused():
        result_t = reduction_jvp(logsumexp_backward(torch.ones_like(result), self, result, dim, keepdim), self_t, dim, keepdim)
    set_fw_grad(result, result_t)


def jvp_cummax(self, dim, values, indices):
    """cummax

    values: self_t.gather(dim, indices) if self_t.dim() else self_t.clone()
    """
    self_t = tangent_of(self)
    with paused():
        values_t = self_t.gather(dim, indices) if self_t.dim() else self_t.clone()
    set_fw_grad(values, values_t)


def jvp_cummin(self, dim, values, indices):
    """cummin

    values: self_t.gather(dim, indices) if self_t.dim() else self_t.clone()
    """
    self_t = tangent_of(self)
    with paused():
        values_t = self_t.gather(dim, indices) if self_t.dim() else self_t.clone()
    set_fw_grad(values, values_t)


def jvp_logcumsumexp(self, dim, result):
    """logcumsumexp

    result: logcumsumexp_jvp(self_p, self_t, dim)
    """
    self_t = tangent_of(self)
    with paused():
        result_t = logcumsumexp_jvp(self, self_t, dim)
    set_fw_grad(result, result_t)


def jvp_cumsum(self, dim, dtype, result):
    """cumsum

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.cumsum(self_t, dim, dtype)
    set_fw_grad(result, result_t)


def jvp_cumprod(self, dim, dtype, result):
    """cumprod

    result: cumprod_jvp(self_t, self_p, result, dim)
    """
    self_t = tangent_of(self)
    with paused():
        result_t = cumprod_jvp(self_t, self, result, dim)
    set_fw_grad(result, result_t)


def jvp_vdot(self, other, result):
    """vdot

    result: (self_t * other_p).sum() + (self_p * other_t).sum()
    """
    self_t = tangent_of(self)
    other_t = tangent_of(other)
    with paused():
        result_t = (self_t * other).sum() + (self * other_t).sum()
    set_fw_grad(result, result_t)


def jvp_addmm(self, mat1, mat2, beta, alpha, result):
    """addmm

    result: maybe_multiply(self_t, beta) + maybe_multiply(mat1_t.mm(mat2_p), alpha) + maybe_multiply(mat1_p.mm(mat2_t), alpha)
    """
    self_t = tangent_of(self)
    mat1_t = tangent_of(mat1)
    mat2_t = tangent_of(mat2)
    with paused():
        result_t = maybe_multiply(self_t, beta) + maybe_multiply(mat1_t.mm(mat2), alpha) + maybe_multiply(mat1.mm(mat2_t), alpha)
    set_fw_grad(result, result_t)


def jvp_baddbmm(self, batch1, batch2, beta, alpha, result):
    """baddbmm

    result: maybe_multiply(self_t, beta) + maybe_multiply(batch1_t.bmm(batch2_p), alpha) + maybe_multiply(batch1_p.bmm(batch2_t), alpha)
    """
    self_t = tangent_of(self)
    batch1_t = tangent_of(batch1)
    batch2_t = tangent_of(batch2)
    with paused():
        result_t = maybe_multiply(self_t, beta) + maybe_multiply(batch1_t.bmm(batch2), alpha) + maybe_multiply(batch1.bmm(batch2_t), alpha)
    set_fw_grad(result, result_t)


def jvp_linalg_inv_ex(A, check_errors, inverse, info):
    """linalg_inv_ex

    inverse: -inverse.matmul(A_t).matmul(inverse)
    """
    A_t = tangent_of(A)
    with paused():
        inverse_t = -inverse.matmul(A_t).matmul(inverse)
    set_fw_grad(inverse, inverse_t)


def jvp__linalg_det(A, result, LU, pivots):
    """_linalg_det

    result: (result.unsqueeze(-1).unsqueeze(-1) * torch.linalg.inv(A_p).mT * A_t).sum((-2, -1))
    """
    A_t = tangent_of(A)
    with paused():
        result_t = (result.unsqueeze(-1).unsqueeze(-1) * torch.linalg.inv(A).mT * A_t).sum((-2, -1))
    set_fw_grad(result, result_t)


def jvp__linalg_slogdet(A, sign, logabsdet, LU, pivots):
    """_linalg_slogdet

    sign: torch.zeros_like(sign)
    logabsdet: slogdet_jvp(A_p, A_t)
    """
    A_t = tangent_of(A)
    with paused():
        sign_t = torch.zeros_like(sign)
        logabsdet_t = slogdet_jvp(A, A_t)
    set_fw_grad(sign, sign_t)
    set_fw_grad(logabsdet, logabsdet_t)


def jvp_linalg_cholesky_ex(self, upper, check_errors, L, info):
    """linalg_cholesky_ex

    L: cholesky_jvp(self_t, L, upper)
    """
    self_t = tangent_of(self)
    with paused():
        L_t = cholesky_jvp(self_t, L, upper)
    set_fw_grad(L, L_t)


def jvp__linalg_eigh(A, UPLO, compute_v, eigenvalues, eigenvectors):
    """_linalg_eigh

    eigenvalues: linalg_eigh_jvp_values(A_t, eigenvectors)
    eigenvectors: linalg_eigh_jvp_vectors(A_t, eigenvalues, eigenvectors)
    """
    A_t = tangent_of(A)
    with paused():
        eigenvalues_t = linalg_eigh_jvp_values(A_t, eigenvectors)
        eigenvectors_t = linalg_eigh_jvp_vectors(A_t, eigenvalues, eigenvectors)
    set_fw_grad(eigenvalues, eigenvalues_t)
    set_fw_grad(eigenvectors, eigenvectors_t)


def jvp__linalg_svd(A, full_matrices, compute_uv, driver, U, S, Vh):
    """_linalg_svd

    U, S, Vh: svd_jvp(A_t, U, S, Vh, full_matrices)
    """
    A_t = tangent_of(A)
    with paused():
        U_t, S_t, Vh_t = svd_jvp(A_t, U, S, Vh, full_matrices)
    set_fw_grad(U, U_t)
    set_fw_grad(S, S_t)
    set_fw_grad(Vh, Vh_t)


def jvp_linalg_qr(A, mode, Q, R):
    """linalg_qr

    Q: linalg_qr_jvp(A_t, Q, R, mode)[0]
    R: linalg_qr_jvp(A_t, Q, R, mode)[1]
    """
    A_t = tangent_of(A)
    with paused():
        Q_t = linalg_qr_jvp(A_t, Q, R, mode)[0]
        R_t = linalg_qr_jvp(A_t, Q, R, mode)[1]
    set_fw_grad(Q, Q_t)
    set_fw_grad(R, R_t)


def jvp__linalg_solve_ex(A, B, left, check_errors, result, LU, pivots, info):
    """_linalg_solve_ex

    result: linalg_solve_jvp(A_p, A_t, B_t, result, left)
    """
    A_t = tangent_of(A)
    B_t = tangent_of(B)
    with paused():
        result_t = linalg_solve_jvp(A, A_t, B_t, result, left)
    set_fw_grad(result, result_t)


def jvp_diagonal(self, offset, dim1, dim2, result):
    """diagonal

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.diagonal(self_t, offset, dim1, dim2)
    set_fw_grad(result, result_t)


def jvp_diagonal_copy(self, offset, dim1, dim2, result):
    """diagonal_copy

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.diagonal_copy(self_t, offset, dim1, dim2)
    set_fw_grad(result, result_t)


def jvp_diag_embed(self, offset, dim1, dim2, result):
    """diag_embed

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.diag_embed(self_t, offset, dim1, dim2)
    set_fw_grad(result, result_t)


def jvp_diagonal_backward(grad_output, input_sizes, offset, dim1, dim2, result):
    """diagonal_backward

    result: auto_linear
    """
    grad_output_t = tangent_of(grad_output)
    with paused():
        result_t = VT.diagonal_backward(grad_output_t, input_sizes, offset, dim1, dim2)
    set_fw_grad(result, result_t)


def jvp_trace(self, result):
    """trace

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.trace(self_t)
    set_fw_grad(result, result_t)


def jvp_tril(self, diagonal, result):
    """tril

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.tril(self_t, diagonal)
    set_fw_grad(result, result_t)


def jvp_triu(self, diagonal, result):
    """triu

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.triu(self_t, diagonal)
    set_fw_grad(result, result_t)


def jvp_repeat(self, repeats, result):
    """repeat

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.repeat(self_t, repeats)
    set_fw_grad(result, result_t)


def jvp_flip(self, dims, result):
    """flip

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.flip(self_t, dims)
    set_fw_grad(result, result_t)


def jvp_roll(self, shifts, dims, result):
    """roll

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.roll(self_t, shifts, dims)
    set_fw_grad(result, result_t)


def jvp_cat(tensors, dim, result):
    """cat

    result: torch.cat(tensors_t, dim)
    """
    tensors_t = tangent_of(tensors)
    with paused():
        result_t = torch.cat(tensors_t, dim)
    set_fw_grad(result, result_t)


def jvp_stack(tensors, dim, result):
    """stack

    result: torch.stack(tensors_t, dim)
    """
    tensors_t = tangent_of(tensors)
    with paused():
        result_t = torch.stack(tensors_t, dim)
    set_fw_grad(result, result_t)


def jvp_split_Tensor(self, split_size, dim, result):
    """split.Tensor

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.split_Tensor(self_t, split_size, dim)
    set_fw_grads(result, result_t)


def jvp_split_with_sizes(self, split_sizes, dim, result):
    """split_with_sizes

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.split_with_sizes(self_t, split_sizes, dim)
    set_fw_grads(result, result_t)


def jvp_unsafe_split_Tensor(self, split_size, dim, result):
    """unsafe_split.Tensor

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.unsafe_split_Tensor(self_t, split_size, dim)
    set_fw_grads(result, result_t)


def jvp_unsafe_split_with_sizes(self, split_sizes, dim, result):
    """unsafe_split_with_sizes

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.unsafe_split_with_sizes(self_t, split_sizes, dim)
    set_fw_grads(result, result_t)


def jvp_unfold(self, dimension, size, step, result):
    """unfold

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.unfold(self_t, dimension, size, step)
    set_fw_grad(result, result_t)


def jvp_unfold_backward(grad_in, input_sizes, dim, size, step, result):
    """unfold_backward

    result: auto_linear
    """
    grad_in_t = tangent_of(grad_in)
    with paused():
        result_t = VT.unfold_backward(grad_in_t, input_sizes, dim, size, step)
    set_fw_grad(result, result_t)


def jvp_unbind_int(self, dim, result):
    """unbind.int

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.unbind_int(self_t, dim)
    set_fw_grads(result, result_t)


def jvp_index_select(self, dim, index, result):
    """index_select

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.index_select(self_t, dim, index)
    set_fw_grad(result, result_t)


def jvp_index_fill_int_Scalar(self, dim, index, value, result):
    """index_fill.int_Scalar

    result: self_t.index_fill(dim, index, 0)
    """
    self_t = tangent_of(self)
    with paused():
        result_t = self_t.index_fill(dim, index, 0)
    set_fw_grad(result, result_t)


def jvp_index_fill_int_Tensor(self, dim, index, value, result):
    """index_fill.int_Tensor

    result: self_t.index_fill(dim, index, value_t)
    """
    self_t = tangent_of(self)
    value_t = tangent_of(value)
    with paused():
        result_t = self_t.index_fill(dim, index, value_t)
    set_fw_grad(result, result_t)


def jvp_index_copy(self, dim, index, source, result):
    """index_copy

    result: self_t.index_copy(dim, index, source_t)
    """
    self_t = tangent_of(self)
    source_t = tangent_of(source)
    with paused():
        result_t = self_t.index_copy(dim, index, source_t)
    set_fw_grad(result, result_t)


def jvp_take(self, index, result):
    """take

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.take(self_t, index)
    set_fw_grad(result, result_t)


def jvp_index_add(self, dim, index, source, alpha, result):
    """index_add

    result: self_t.index_add(dim, index, source_t, alpha=alpha)
    """
    self_t = tangent_of(self)
    source_t = tangent_of(source)
    with paused():
        result_t = self_t.index_add(dim, index, source_t, alpha=alpha)
    set_fw_grad(result, result_t)


def jvp_masked_scatter(self, mask, source, result):
    """masked_scatter

    result: self_t.masked_scatter(mask, source_t)
    """
    self_t = tangent_of(self)
    source_t = tangent_of(source)
    with paused():
        result_t = self_t.masked_scatter(mask, source_t)
    set_fw_grad(result, result_t)


def jvp_masked_select(self, mask, result):
    """masked_select

    result: self_t.masked_select(mask)
    """
    self_t = tangent_of(self)
    with paused():
        result_t = self_t.masked_select(mask)
    set_fw_grad(result, result_t)


def jvp_sort(self, dim, descending, values, indices):
    """sort

    values: sort_values_jvp(self_t, dim, indices)
    """
    self_t = tangent_of(self)
    with paused():
        values_t = sort_values_jvp(self_t, dim, indices)
    set_fw_grad(values, values_t)


def jvp_sort_stable(self, stable, dim, descending, values, indices):
    """sort.stable

    values: sort_values_jvp(self_t, dim, indices)
    """
    self_t = tangent_of(self)
    with paused():
        values_t = sort_values_jvp(self_t, dim, indices)
    set_fw_grad(values, values_t)


def jvp_topk(self, k, dim, largest, sorted, values, indices):
    """topk

    values: sort_values_jvp(self_t, dim, indices)
    """
    self_t = tangent_of(self)
    with paused():
        values_t = sort_values_jvp(self_t, dim, indices)
    set_fw_grad(values, values_t)


def jvp_median(self, result):
    """median

    result: evenly_read_jvp(self_t, self_p, result)
    """
    self_t = tangent_of(self)
    with paused():
        result_t = evenly_read_jvp(self_t, self, result)
    set_fw_grad(result, result_t)


def jvp_median_dim(self, dim, keepdim, values, indices):
    """median.dim

    values: gather_with_keepdimed_indices(self_t, dim, indices, keepdim)
    """
    self_t = tangent_of(self)
    with paused():
        values_t = gather_with_keepdimed_indices(self_t, dim, indices, keepdim)
    set_fw_grad(values, values_t)


def jvp_kthvalue(self, k, dim, keepdim, values, indices):
    """kthvalue

    values: gather_with_keepdimed_indices(self_t, dim, indices, keepdim)
    """
    self_t = tangent_of(self)
    with paused():
        values_t = gather_with_keepdimed_indices(self_t, dim, indices, keepdim)
    set_fw_grad(values, values_t)


def jvp_constant_pad_nd(self, pad, value, result):
    """constant_pad_nd

    result: constant_pad_nd(self_t, pad, 0)
    """
    self_t = tangent_of(self)
    with paused():
        result_t = torch.constant_pad_nd(self_t, pad, 0)
    set_fw_grad(result, result_t)


def jvp_reflection_pad1d(self, padding, result):
    """reflection_pad1d

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.reflection_pad1d(self_t, padding)
    set_fw_grad(result, result_t)


def jvp_reflection_pad2d(self, padding, result):
    """reflection_pad2d

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.reflection_pad2d(self_t, padding)
    set_fw_grad(result, result_t)


def jvp_reflection_pad3d(self, padding, result):
    """reflection_pad3d

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.reflection_pad3d(self_t, padding)
    set_fw_grad(result, result_t)


def jvp_replication_pad1d(self, padding, result):
    """replication_pad1d

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.replication_pad1d(self_t, padding)
    set_fw_grad(result, result_t)


def jvp_replication_pad2d(self, padding, result):
    """replication_pad2d

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.replication_pad2d(self_t, padding)
    set_fw_grad(result, result_t)


def jvp_replication_pad3d(self, padding, result):
    """replication_pad3d

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.replication_pad3d(self_t, padding)
    set_fw_grad(result, result_t)


def jvp_threshold(self, threshold, value, result):
    """threshold

    result: auto_element_wise
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.threshold_backward(self_t, self, threshold)
    set_fw_grad(result, result_t)


def jvp_hardtanh(self, min_val, max_val, result):
    """hardtanh

    result: auto_element_wise
    """
    self_t = tangent_of(self)
    with paused():
        result_t = hardtanh_backward_formula(self_t, self, min_val, max_val)
    set_fw_grad(result, result_t)


def jvp_hardshrink(self, lambd, result):
    """hardshrink

    result: auto_element_wise
    """
    self_t = tangent_of(self)
    with paused():
        result_t = torch._generated.variable_type.hardshrink_backward(self_t, self, lambd)
    set_fw_grad(result, result_t)


def jvp_hardshrink_backward(grad_out, self, lambd, result):
    """hardshrink_backward

    result: torch.where((self_p > lambd) | (self_p < -lambd), grad_out_t, 0.0)
    """
    grad_out_t = tangent_of(grad_out)
    with paused():
        result_t = torch.where((self > lambd) | (self < -lambd), grad_out_t, 0.0)
    set_fw_grad(result, result_t)


def jvp_softshrink(self, lambd, result):
    """softshrink

    result: auto_element_wise
    """
    self_t = tangent_of(self)
    with paused():
        result_t = torch._generated.variable_type.softshrink_backward(self_t, self, lambd)
    set_fw_grad(result, result_t)


def jvp_softshrink_backward(grad_output, self, lambd, result):
    """softshrink_backward

    result: torch.where((self_p > lambd) | (self_p < -lambd), grad_output_t, 0.0)
    """
    grad_output_t = tangent_of(grad_output)
    with paused():
        result_t = torch.where((self > lambd) | (self < -lambd), grad_output_t, 0.0)
    set_fw_grad(result, result_t)


def jvp_rrelu_with_noise(self, noise, lower, upper, training, generator, result):
    """rrelu_with_noise

    result: auto_element_wise
    """
    self_t = tangent_of(self)
    with paused():
        result_t = torch._generated.variable_type.rrelu_with_noise_backward(self_t, self, noise, lower, upper, training, False)
    set_fw_grad(result, result_t)


def jvp_rrelu_with_noise_backward(grad_output, self, noise, lower, upper, training, self_is_result, result):
    """rrelu_with_noise_backward

    result: torch._generated.variable_type.rrelu_with_noise_backward(grad_output_t, self_p, noise, lower, upper, training, False)
    """
    grad_output_t = tangent_of(grad_output)
    with paused():
        result_t = torch._generated.variable_type.rrelu_with_noise_backward(grad_output_t, self, noise, lower, upper, training, False)
    set_fw_grad(result, result_t)


def jvp_leaky_relu(self, negative_slope, result):
    """leaky_relu

    result: auto_element_wise
    """
    self_t = tangent_of(self)
    with paused():
        result_t = leaky_relu_backward_formula(self_t, self, negative_slope)
    set_fw_grad(result, result_t)


def jvp_elu(self, alpha, scale, input_scale, result):
    """elu

    result: auto_element_wise
    """
    self_t = tangent_of(self)
    with paused():
        result_t = elu_backward_formula(self_t, self, alpha, scale, input_scale)
    set_fw_grad(result, result_t)


def jvp_celu(self, alpha, result):
    """celu

    result: auto_element_wise
    """
    self_t = tangent_of(self)
    with paused():
        result_t = elu_backward_formula(self_t, self, alpha, 1, celu_input_scale(alpha))
    set_fw_grad(result, result_t)


def jvp_gelu(self, approximate, result):
    """gelu

    result: auto_element_wise
    """
    self_t = tangent_of(self)
    with paused():
        result_t = torch._generated.variable_type.gelu_backward(self_t, self, approximate=approximate)
    set_fw_grad(result, result_t)


def jvp_gelu_backward(grad_output, self, approximate, result):
    """gelu_backward

    result: torch._generated.variable_type.gelu_backward(grad_output_t, self_p, approximate=approximate) + gelu_double_backward(self_t, grad_output_p, self_p, approximate)
    """
    grad_output_t = tangent_of(grad_output)
    self_t = tangent_of(self)
    with paused():
        result_t = torch._generated.variable_type.gelu_backward(grad_output_t, self, approximate=approximate) + gelu_double_backward(self_t, grad_output, self, approximate)
    set_fw_grad(result, result_t)


def jvp_silu(self, result):
    """silu

    result: auto_element_wise
    """
    self_t = tangent_of(self)
    with paused():
        result_t = silu_backward_formula(self_t, self)
    set_fw_grad(result, result_t)


def jvp_mish(self, result):
    """mish

    result: auto_element_wise
    """
    self_t = tangent_of(self)
    with paused():
        result_t = mish_backward_formula(self_t, self)
    set_fw_grad(result, result_t)


def jvp_softplus(self, beta, threshold, result):
    """softplus

    result: auto_element_wise
    """
    self_t = tangent_of(self)
    with paused():
        result_t = softplus_backward_formula(self_t, self, beta, threshold)
    set_fw_grad(result, result_t)


def jvp_hardsigmoid(self, result):
    """hardsigmoid

    result: auto_element_wise
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.hardsigmoid_backward(self_t, self)
    set_fw_grad(result, result_t)


def jvp_hardswish(self, result):
    """hardswish

    result: auto_element_wise
    """
    self_t = tangent_of(self)
    with paused():
        result_t = hardswish_backward_formula(self_t, self)
    set_fw_grad(result, result_t)


def jvp_log_sigmoid_forward(self, output, buffer):
    """log_sigmoid_forward

    output: self_t * (-self_p).sigmoid()
    """
    self_t = tangent_of(self)
    with paused():
        output_t = self_t * (-self).sigmoid()
    set_fw_grad(output, output_t)


def jvp_im2col(self, kernel_size, dilation, padding, stride, result):
    """im2col

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.im2col(self_t, kernel_size, dilation, padding, stride)
    set_fw_grad(result, result_t)


def jvp_col2im(self, output_size, kernel_size, dilation, padding, stride, result):
    """col2im

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.col2im(self_t, output_size, kernel_size, dilation, padding, stride)
    set_fw_grad(result, result_t)


def jvp_convolution(input, weight, bias, stride, padding, dilation, transposed, output_padding, groups, result):
    """convolution

    result: convolution(input_t, weight_p, None, stride, padding, dilation, transposed, output_padding, groups) + convolution(input_p, weight_t, bias_t, stride, padding, dilation, transposed, output_padding, groups)
    """
    input_t = tangent_of(input)
    weight_t = tangent_of(weight)
    bias_t = tangent_of(bias)
    with paused():
        result_t = torch.convolution(input_t, weight, None, stride, padding, dilation, transposed, output_padding, groups) + torch.convolution(input, weight_t, bias_t, stride, padding, dilation, transposed, output_padding, groups)
    set_fw_grad(result, result_t)


def jvp_upsample_nearest1d(self, output_size, scales, result):
    """upsample_nearest1d

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.upsample_nearest1d(self_t, output_size, scales)
    set_fw_grad(result, result_t)


def jvp_upsample_nearest1d_backward(grad_output, output_size, input_size, scales, result):
    """upsample_nearest1d_backward

    result: auto_linear
    """
    grad_output_t = tangent_of(grad_output)
    with paused():
        result_t = VT.upsample_nearest1d_backward(grad_output_t, output_size, input_size, scales)
    set_fw_grad(result, result_t)


def jvp_upsample_nearest2d(self, output_size, scales_h, scales_w, result):
    """upsample_nearest2d

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.upsample_nearest2d(self_t, output_size, scales_h, scales_w)
    set_fw_grad(result, result_t)


def jvp_upsample_nearest2d_backward(grad_output, output_size, input_size, scales_h, scales_w, result):
    """upsample_nearest2d_backward

    result: auto_linear
    """
    grad_output_t = tangent_of(grad_output)
    with paused():
        result_t = VT.upsample_nearest2d_backward(grad_output_t, output_size, input_size, scales_h, scales_w)
    set_fw_grad(result, result_t)


def jvp_upsample_nearest3d(self, output_size, scales_d, scales_h, scales_w, result):
    """upsample_nearest3d

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.upsample_nearest3d(self_t, output_size, scales_d, scales_h, scales_w)
    set_fw_grad(result, result_t)


def jvp_upsample_nearest3d_backward(grad_output, output_size, input_size, scales_d, scales_h, scales_w, result):
    """upsample_nearest3d_backward

    result: auto_linear
    """
    grad_output_t = tangent_of(grad_output)
    with paused():
        result_t = VT.upsample_nearest3d_backward(grad_output_t, output_size, input_size, scales_d, scales_h, scales_w)
    set_fw_grad(result, result_t)


def jvp__upsample_nearest_exact1d(self, output_size, scales, result):
    """_upsample_nearest_exact1d

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT._upsample_nearest_exact1d(self_t, output_size, scales)
    set_fw_grad(result, result_t)


def jvp__upsample_nearest_exact1d_backward(grad_output, output_size, input_size, scales, result):
    """_upsample_nearest_exact1d_backward

    result: auto_linear
    """
    grad_output_t = tangent_of(grad_output)
    with paused():
        result_t = VT._upsample_nearest_exact1d_backward(grad_output_t, output_size, input_size, scales)
    set_fw_grad(result, result_t)


def jvp__upsample_nearest_exact2d(self, output_size, scales_h, scales_w, result):
    """_upsample_nearest_exact2d

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT._upsample_nearest_exact2d(self_t, output_size, scales_h, scales_w)
    set_fw_grad(result, result_t)


def jvp__upsample_nearest_exact2d_backward(grad_output, output_size, input_size, scales_h, scales_w, result):
    """_upsample_nearest_exact2d_backward

    result: auto_linear
    """
    grad_output_t = tangent_of(grad_output)
    with paused():
        result_t = VT._upsample_nearest_exact2d_backward(grad_output_t, output_size, input_size, scales_h, scales_w)
    set_fw_grad(result, result_t)


def jvp__upsample_nearest_exact3d(self, output_size, scales_d, scales_h, scales_w, result):
    """_upsample_nearest_exact3d

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT._upsample_nearest_exact3d(self_t, output_size, scales_d, scales_h, scales_w)
    set_fw_grad(result, result_t)


def jvp__upsample_nearest_exact3d_backward(grad_output, output_size, input_size, scales_d, scales_h, scales_w, result):
    """_upsample_nearest_exact3d_backward

    result: auto_linear
    """
    grad_output_t = tangent_of(grad_output)
    with paused():
        result_t = VT._upsample_nearest_exact3d_backward(grad_output_t, output_size, input_size, scales_d, scales_h, scales_w)
    set_fw_grad(result, result_t)


def jvp_max_pool2d_with_indices(self, kernel_size, stride, padding, dilation, ceil_mode, result0, result1):
    """max_pool2d_with_indices

    result0: self_t.flatten(-2).gather(-1, result1.flatten(-2)).view_as(result0)
    """
    self_t = tangent_of(self)
    with paused():
        result0_t = self_t.flatten(-2).gather(-1, result1.flatten(-2)).view_as(result0)
    set_fw_grad(result0, result0_t)


def jvp_max_pool2d_with_indices_backward(grad_output, self, kernel_size, stride, padding, dilation, ceil_mode, indices, result):
    """max_pool2d_with_indices_backward

    result: torch._generated.variable_type.max_pool2d_with_indices_backward(grad_output_t, self_p, kernel_size, stride, padding, dilation, ceil_mode, indices)
    """
    grad_output_t = tangent_of(grad_output)
    with paused():
        result_t = torch._generated.variable_type.max_pool2d_with_indices_backward(grad_output_t, self, kernel_size, stride, padding, dilation, ceil_mode, indices)
    set_fw_grad(result, result_t)


def jvp_avg_pool2d(self, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override, result):
    """avg_pool2d

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.avg_pool2d(self_t, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override)
    set_fw_grad(result, result_t)


def jvp__adaptive_avg_pool2d(self, output_size, result):
    """_adaptive_avg_pool2d

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT._adaptive_avg_pool2d(self_t, output_size)
    set_fw_grad(result, result_t)


def jvp_adaptive_max_pool2d(self, output_size, result0, result1):
    """adaptive_max_pool2d

    result0: self_t.flatten(-2).gather(-1, result1.flatten(-2)).view_as(result0)
    """
    self_t = tangent_of(self)
    with paused():
        result0_t = self_t.flatten(-2).gather(-1, result1.flatten(-2)).view_as(result0)
    set_fw_grad(result0, result0_t)


def jvp_adaptive_max_pool2d_backward(grad_output, self, indices, result):
    """adaptive_max_pool2d_backward

    result: torch._generated.variable_type.adaptive_max_pool2d_backward(grad_output_t, self_p, indices)
    """
    grad_output_t = tangent_of(grad_output)
    with paused():
        result_t = torch._generated.variable_type.adaptive_max_pool2d_backward(grad_output_t, self, indices)
    set_fw_grad(result, result_t)


def jvp_adaptive_max_pool3d(self, output_size, result0, result1):
    """adaptive_max_pool3d

    result0: self_t.flatten(-3).gather(-1, result1.flatten(-3)).view_as(result0)
    """
    self_t = tangent_of(self)
    with paused():
        result0_t = self_t.flatten(-3).gather(-1, result1.flatten(-3)).view_as(result0)
    set_fw_grad(result0, result0_t)


def jvp_adaptive_max_pool3d_backward(grad_output, self, indices, result):
    """adaptive_max_pool3d_backward

    result: torch._generated.variable_type.adaptive_max_pool3d_backward(grad_output_t, self_p, indices)
    """
    grad_output_t = tangent_of(grad_output)
    with paused():
        result_t = torch._generated.variable_type.adaptive_max_pool3d_backward(grad_output_t, self, indices)
    set_fw_grad(result, result_t)


def jvp_max_pool3d_with_indices(self, kernel_size, stride, padding, dilation, ceil_mode, result0, result1):
    """max_pool3d_with_indices

    result0: self_t.flatten(-3).gather(-1, result1.flatten(-3)).view_as(result0)
    """
    self_t = tangent_of(self)
    with paused():
        result0_t = self_t.flatten(-3).gather(-1, result1.flatten(-3)).view_as(result0)
    set_fw_grad(result0, result0_t)


def jvp_max_pool3d_with_indices_backward(grad_output, self, kernel_size, stride, padding, dilation, ceil_mode, indices, result):
    """max_pool3d_with_indices_backward

    result: torch._generated.variable_type.max_pool3d_with_indices_backward(grad_output_t, self_p, kernel_size, stride, padding, dilation, ceil_mode, indices)
    """
    grad_output_t = tangent_of(grad_output)
    with paused():
        result_t = torch._generated.variable_type.max_pool3d_with_indices_backward(grad_output_t, self, kernel_size, stride, padding, dilation, ceil_mode, indices)
    set_fw_grad(result, result_t)


def jvp_avg_pool3d(self, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override, result):
    """avg_pool3d

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.avg_pool3d(self_t, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override)
    set_fw_grad(result, result_t)


def jvp_avg_pool3d_backward(grad_output, self, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override, result):
    """avg_pool3d_backward

    result: torch._generated.variable_type.avg_pool3d_backward(grad_output_t, self_p, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override)
    """
    grad_output_t = tangent_of(grad_output)
    with paused():
        result_t = torch._generated.variable_type.avg_pool3d_backward(grad_output_t, self, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override)
    set_fw_grad(result, result_t)


def jvp__adaptive_avg_pool3d(self, output_size, result):
    """_adaptive_avg_pool3d

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT._adaptive_avg_pool3d(self_t, output_size)
    set_fw_grad(result, result_t)


def jvp_nll_loss_forward(self, target, weight, reduction, ignore_index, output, total_weight):
    """nll_loss_forward

    output: nll_loss_double_backward(self_t, self_p, target, weight, reduction, ignore_index, total_weight)
    """
    self_t = tangent_of(self)
    with paused():
        output_t = nll_loss_double_backward(self_t, self, target, weight, reduction, ignore_index, total_weight)
    set_fw_grad(output, output_t)


def jvp_nll_loss2d_forward(self, target, weight, reduction, ignore_index, output, total_weight):
    """nll_loss2d_forward

    output: nll_loss2d_jvp(self_t, self_p, target, weight, reduction, ignore_index, total_weight)
    """
    self_t = tangent_of(self)
    with paused():
        output_t = nll_loss2d_jvp(self_t, self, target, weight, reduction, ignore_index, total_weight)
    set_fw_grad(output, output_t)


def jvp_mse_loss(self, target, reduction, result):
    """mse_loss

    result: (loss_grad(torch.ones_like(self_p), 2 * (self_p - target_p), 0) * (self_t - target_t)).sum() / (self_p.numel() if reduction_str(reduction) == 'mean' else 1) if reduction_str(reduction) != 'none' else 2 * (self_p - target_p) * (self_t - target_t)
    """
    self_t = tangent_of(self)
    target_t = tangent_of(target)
    with paused():
        result_t = (loss_grad(torch.ones_like(self), 2 * (self - target), 0) * (self_t - target_t)).sum() / (self.numel() if reduction_str(reduction) == 'mean' else 1) if reduction_str(reduction) != 'none' else 2 * (self - target) * (self_t - target_t)
    set_fw_grad(result, result_t)


def jvp_smooth_l1_loss(self, target, reduction, beta, result):
    """smooth_l1_loss

    result: smooth_l1_loss_jvp(self_p, target_p, self_t, target_t, reduction, beta)
    """
    self_t = tangent_of(self)
    target_t = tangent_of(target)
    with paused():
        result_t = smooth_l1_loss_jvp(self, target, self_t, target_t, reduction, beta)
    set_fw_grad(result, result_t)


def jvp_huber_loss(self, target, reduction, delta, result):
    """huber_loss

    result: huber_loss_jvp(self_p, target_p, self_t, target_t, reduction, delta)
    """
    self_t = tangent_of(self)
    target_t = tangent_of(target)
    with paused():
        result_t = huber_loss_jvp(self, target, self_t, target_t, reduction, delta)
    set_fw_grad(result, result_t)


def jvp_binary_cross_entropy(self, target, weight, reduction, result):
    """binary_cross_entropy

    result: binary_cross_entropy_jvp(self_p, target_p, self_t, target_t, weight, reduction)
    """
    self_t = tangent_of(self)
    target_t = tangent_of(target)
    with paused():
        result_t = binary_cross_entropy_jvp(self, target, self_t, target_t, weight, reduction)
    set_fw_grad(result, result_t)


def jvp_binary_cross_entropy_with_logits(self, target, weight, pos_weight, reduction, result):
    """binary_cross_entropy_with_logits

    result: bce_with_logits_jvp(self_p, target_p, self_t, target_t, weight, pos_weight, reduction)
    """
    self_t = tangent_of(self)
    target_t = tangent_of(target)
    with paused():
        result_t = bce_with_logits_jvp(self, target, self_t, target_t, weight, pos_weight, reduction)
    set_fw_grad(result, result_t)


def jvp_native_layer_norm(input, normalized_shape, weight, bias, eps, result0, result1, result2):
    """native_layer_norm

    result0: layer_norm_jvp(input_p, weight_p, bias_p, input_t, weight_t, bias_t, normalized_shape, eps)
    """
    input_t = tangent_of(input)
    weight_t = tangent_of(weight)
    bias_t = tangent_of(bias)
    with paused():
        result0_t = layer_norm_jvp(input, weight, bias, input_t, weight_t, bias_t, normalized_shape, eps)
    set_fw_grad(result0, result0_t)


def jvp_native_batch_norm(input, weight, bias, running_mean, running_var, training, momentum, eps, result0, result1, result2):
    """native_batch_norm

    result0: batch_norm_jvp(input_p, weight_p, bias_p, input_t, weight_t, bias_t, running_mean, running_var, training, eps)
    """
    input_t = tangent_of(input)
    weight_t = tangent_of(weight)
    bias_t = tangent_of(bias)
    with paused():
        result0_t = batch_norm_jvp(input, weight, bias, input_t, weight_t, bias_t, running_mean, running_var, training, eps)
    set_fw_grad(result0, result0_t)


def jvp_native_group_norm(input, weight, bias, N, C, HxW, group, eps, result0, result1, result2):
    """native_group_norm

    result0: group_norm_jvp(input_p, weight_p, bias_p, input_t, weight_t, bias_t, N, group, eps)
    """
    input_t = tangent_of(input)
    weight_t = tangent_of(weight)
    bias_t = tangent_of(bias)
    with paused():
        result0_t = group_norm_jvp(input, weight, bias, input_t, weight_t, bias_t, N, group, eps)
    set_fw_grad(result0, result0_t)


def jvp_embedding(weight, indices, padding_idx, scale_grad_by_freq, sparse, result):
    """embedding

    result: auto_linear
    """
    weight_t = tangent_of(weight)
    with paused():
        result_t = VT.embedding(weight_t, indices, padding_idx, scale_grad_by_freq, sparse)
    set_fw_grad(result, result_t)


def jvp_fill_Scalar(self, value, result):
    """fill.Scalar

    result: torch.zeros_like(self_t)
    """
    self_t = tangent_of(self)
    with paused():
        result_t = torch.zeros_like(self_t)
    set_fw_grad(result, result_t)


def jvp_fill_Tensor(self, value, result):
    """fill.Tensor

    result: torch.zeros_like(self_t) + value_t
    """
    self_t = tangent_of(self)
    value_t = tangent_of(value)
    with paused():
        result_t = torch.zeros_like(self_t) + value_t
    set_fw_grad(result, result_t)


def jvp_fill__Scalar(self, value, result):
    """fill_.Scalar

    result: self_t.fill_(0)
    """
    self_t = tangent_of(self)
    with paused():
        result_t = self_t.fill_(0)
    set_fw_grad(result, result_t)


def jvp_fill__Tensor(self, value, result):
    """fill_.Tensor

    result: self_t.fill_(value_t)
    """
    self_t = tangent_of(self)
    value_t = tangent_of(value)
    with paused():
        result_t = self_t.fill_(value_t)
    set_fw_grad(result, result_t)


def jvp_zero_(self, result):
    """zero_

    result: self_t.zero_()
    """
    self_t = tangent_of(self)
    with paused():
        result_t = self_t.zero_()
    set_fw_grad(result, result_t)


def jvp_bernoulli(self, generator, result):
    """bernoulli

    result: self_t.zero_()
    """
    self_t = tangent_of(self)
    with paused():
        result_t = self_t.zero_()
    set_fw_grad(result, result_t)


def jvp_bernoulli__Tensor(self, p, generator, result):
    """bernoulli_.Tensor

    result: self_t.zero_()
    """
    self_t = tangent_of(self)
    with paused():
        result_t = self_t.zero_()
    set_fw_grad(result, result_t)


def jvp_bernoulli__float(self, p, generator, result):
    """bernoulli_.float

    result: self_t.zero_()
    """
    self_t = tangent_of(self)
    with paused():
        result_t = self_t.zero_()
    set_fw_grad(result, result_t)


def jvp_normal_(self, mean, std, generator, result):
    """normal_

    result: self_t.zero_()
    """
    self_t = tangent_of(self)
    with paused():
        result_t = self_t.zero_()
    set_fw_grad(result, result_t)


def jvp_normal_Tensor_float(mean, std, generator, result):
    """normal.Tensor_float

    result: torch.zeros_like(result)
    """
    with paused():
        result_t = torch.zeros_like(result)
    set_fw_grad(result, result_t)


def jvp_normal_float_Tensor(mean, std, generator, result):
    """normal.float_Tensor

    result: torch.zeros_like(result)
    """
    with paused():
        result_t = torch.zeros_like(result)
    set_fw_grad(result, result_t)


def jvp_normal_Tensor_Tensor(mean, std, generator, result):
    """normal.Tensor_Tensor

    result: torch.zeros_like(result)
    """
    with paused():
        result_t = torch.zeros_like(result)
    set_fw_grad(result, result_t)


def jvp_uniform_(self, from_, to, generator, result):
    """uniform_

    result: self_t.zero_()
    """
    self_t = tangent_of(self)
    with paused():
        result_t = self_t.zero_()
    set_fw_grad(result, result_t)


def jvp_linalg_solve_triangular(self, B, upper, left, unitriangular, result):
    """linalg_solve_triangular

    result: linalg_solve_triangular_forward_ad(self_t, B_t, self_p, result, upper, left, unitriangular)
    """
    self_t = tangent_of(self)
    B_t = tangent_of(B)
    with paused():
        result_t = linalg_solve_triangular_forward_ad(self_t, B_t, self, result, upper, left, unitriangular)
    set_fw_grad(result, result_t)


def jvp_linalg_lstsq(self, b, rcond, driver, solution, residuals, rank, singular_values):
    """linalg_lstsq

    solution: linalg_lstsq_solution_jvp(self_p, b_p, self_t, b_t)
    residuals: linalg_lstsq_residuals_jvp(self_p, b_p, self_t, b_t, solution, residuals)
    """
    self_t = tangent_of(self)
    b_t = tangent_of(b)
    with paused():
        solution_t = linalg_lstsq_solution_jvp(self, b, self_t, b_t)
        residuals_t = linalg_lstsq_residuals_jvp(self, b, self_t, b_t, solution, residuals)
    set_fw_grad(solution, solution_t)
    set_fw_grad(residuals, residuals_t)


def jvp_random__from(self, from_, to, generator, result):
    """random_.from

    result: self_t.zero_()
    """
    self_t = tangent_of(self)
    with paused():
        result_t = self_t.zero_()
    set_fw_grad(result, result_t)


def jvp_random__to(self, to, generator, result):
    """random_.to

    result: self_t.zero_()
    """
    self_t = tangent_of(self)
    with paused():
        result_t = self_t.zero_()
    set_fw_grad(result, result_t)


def jvp_random_(self, generator, result):
    """random_

    result: self_t.zero_()
    """
    self_t = tangent_of(self)
    with paused():
        result_t = self_t.zero_()
    set_fw_grad(result, result_t)


def jvp_cauchy_(self, median, sigma, generator, result):
    """cauchy_

    result: self_t.zero_()
    """
    self_t = tangent_of(self)
    with paused():
        result_t = self_t.zero_()
    set_fw_grad(result, result_t)


def jvp_exponential_(self, lambd, generator, result):
    """exponential_

    result: self_t.zero_()
    """
    self_t = tangent_of(self)
    with paused():
        result_t = self_t.zero_()
    set_fw_grad(result, result_t)


def jvp_geometric_(self, p, generator, result):
    """geometric_

    result: self_t.zero_()
    """
    self_t = tangent_of(self)
    with paused():
        result_t = self_t.zero_()
    set_fw_grad(result, result_t)


def jvp_log_normal_(self, mean, std, generator, result):
    """log_normal_

    result: self_t.zero_()
    """
    self_t = tangent_of(self)
    with paused():
        result_t = self_t.zero_()
    set_fw_grad(result, result_t)


def jvp_masked_fill_Scalar(self, mask, value, result):
    """masked_fill.Scalar

    result: self_t.masked_fill(mask, 0)
    """
    self_t = tangent_of(self)
    with paused():
        result_t = self_t.masked_fill(mask, 0)
    set_fw_grad(result, result_t)


def jvp_masked_fill_Tensor(self, mask, value, result):
    """masked_fill.Tensor

    result: self_t.masked_fill(mask, value_t)
    """
    self_t = tangent_of(self)
    value_t = tangent_of(value)
    with paused():
        result_t = self_t.masked_fill(mask, value_t)
    set_fw_grad(result, result_t)


def jvp_tanh_backward(grad_output, output, result):
    """tanh_backward

    result: tanh_backward(grad_output_t, output_p) + output_t * (-2 * output_p * grad_output_p)
    """
    grad_output_t = tangent_of(grad_output)
    output_t = tangent_of(output)
    with paused():
        result_t = VT.tanh_backward(grad_output_t, output) + output_t * (-2 * output * grad_output)
    set_fw_grad(result, result_t)


def jvp_sigmoid_backward(grad_output, output, result):
    """sigmoid_backward

    result: sigmoid_backward(grad_output_t, output_p) + output_t * grad_output_p * (-2 * output_p + 1)
    """
    grad_output_t = tangent_of(grad_output)
    output_t = tangent_of(output)
    with paused():
        result_t = VT.sigmoid_backward(grad_output_t, output) + output_t * grad_output * (-2 * output + 1)
    set_fw_grad(result, result_t)


def jvp__softmax_backward_data(grad_output, output, dim, input_dtype, result):
    """_softmax_backward_data

    result: softmax_backward_data(grad_output_t, output_p, dim, input_dtype) + output_t * (grad_output_p - (grad_output_p * output_p).sum(dim, keepdim=True)) - output_p * (grad_output_p * output_t).sum(dim, keepdim=True)
    """
    grad_output_t = tangent_of(grad_output)
    output_t = tangent_of(output)
    with paused():
        result_t = softmax_backward_data(grad_output_t, output, dim, input_dtype) + output_t * (grad_output - (grad_output * output).sum(dim, keepdim=True)) - output * (grad_output * output_t).sum(dim, keepdim=True)
    set_fw_grad(result, result_t)


def jvp__log_softmax_backward_data(grad_output, output, dim, input_dtype, result):
    """_log_softmax_backward_data

    result: log_softmax_backward_data(grad_output_t, output_p, dim, input_dtype) - grad_output_p.sum(dim, keepdim=True) * output_p.exp() * output_t
    """
    grad_output_t = tangent_of(grad_output)
    output_t = tangent_of(output)
    with paused():
        result_t = log_softmax_backward_data(grad_output_t, output, dim, input_dtype) - grad_output.sum(dim, keepdim=True) * output.exp() * output_t
    set_fw_grad(result, result_t)


def jvp_threshold_backward(grad_output, self, threshold, result):
    """threshold_backward

    result: torch.zeros_like(self_t) + threshold_backward(grad_output_t, self_p, threshold)
    """
    grad_output_t = tangent_of(grad_output)
    self_t = tangent_of(self)
    with paused():
        result_t = torch.zeros_like(self_t) + VT.threshold_backward(grad_output_t, self, threshold)
    set_fw_grad(result, result_t)


def jvp_channel_shuffle(self, groups, result):
    """channel_shuffle

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.channel_shuffle(self_t, groups)
    set_fw_grad(result, result_t)


def jvp_max_unpool2d(self, indices, output_size, result):
    """max_unpool2d

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.max_unpool2d(self_t, indices, output_size)
    set_fw_grad(result, result_t)


def jvp_max_unpool3d(self, indices, output_size, stride, padding, result):
    """max_unpool3d

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.max_unpool3d(self_t, indices, output_size, stride, padding)
    set_fw_grad(result, result_t)


def jvp__trilinear(i1, i2, i3, expand1, expand2, expand3, sumdim, unroll_dim, result):
    """_trilinear

    result: _trilinear(i1_t, i2_p, i3_p, expand1, expand2, expand3, sumdim, unroll_dim) + _trilinear(i1_p, i2_t, i3_p, expand1, expand2, expand3, sumdim, unroll_dim) + _trilinear(i1_p, i2_p, i3_t, expand1, expand2, expand3, sumdim, unroll_dim)
    """
    i1_t = tangent_of(i1)
    i2_t = tangent_of(i2)
    i3_t = tangent_of(i3)
    with paused():
        result_t = torch._trilinear(i1_t, i2, i3, expand1, expand2, expand3, sumdim, unroll_dim) + torch._trilinear(i1, i2_t, i3, expand1, expand2, expand3, sumdim, unroll_dim) + torch._trilinear(i1, i2, i3_t, expand1, expand2, expand3, sumdim, unroll_dim)
    set_fw_grad(result, result_t)


def jvp_nanmedian(self, result):
    """nanmedian

    result: evenly_read_jvp(self_t, self_p, result)
    """
    self_t = tangent_of(self)
    with paused():
        result_t = evenly_read_jvp(self_t, self, result)
    set_fw_grad(result, result_t)


def jvp_nanmedian_dim(self, dim, keepdim, values, indices):
    """nanmedian.dim

    values: gather_with_keepdimed_indices(self_t, dim, indices, keepdim)
    """
    self_t = tangent_of(self)
    with paused():
        values_t = gather_with_keepdimed_indices(self_t, dim, indices, keepdim)
    set_fw_grad(values, values_t)


def jvp_mode(self, dim, keepdim, values, indices):
    """mode

    values: gather_with_keepdimed_indices(self_t, dim, indices, keepdim)
    """
    self_t = tangent_of(self)
    with paused():
        values_t = gather_with_keepdimed_indices(self_t, dim, indices, keepdim)
    set_fw_grad(values, values_t)


def jvp_aminmax(self, dim, keepdim, min, max):
    """aminmax

    min, max: (aminmax_jvp(self_p, self_t, min, dim, keepdim), aminmax_jvp(self_p, self_t, max, dim, keepdim))
    """
    self_t = tangent_of(self)
    with paused():
        min_t, max_t = (aminmax_jvp(self, self_t, min, dim, keepdim), aminmax_jvp(self, self_t, max, dim, keepdim))
    set_fw_grad(min, min_t)
    set_fw_grad(max, max_t)


def jvp_linalg_matrix_exp(self, result):
    """linalg_matrix_exp

    result: matrix_exp_differential(self_p, self_t, False)
    """
    self_t = tangent_of(self)
    with paused():
        result_t = matrix_exp_differential(self, self_t, False)
    set_fw_grad(result, result_t)


def jvp_cholesky_solve(self, input2, upper, result):
    """cholesky_solve

    result: torch.cholesky_solve(self_t - (input2_t.mT.matmul(input2_p) + input2_p.mT.matmul(input2_t) if upper else input2_t.matmul(input2_p.mT) + input2_p.matmul(input2_t.mT)).matmul(result), input2_p, upper)
    """
    self_t = tangent_of(self)
    input2_t = tangent_of(input2)
    with paused():
        result_t = torch.cholesky_solve(self_t - (input2_t.mT.matmul(input2) + input2.mT.matmul(input2_t) if upper else input2_t.matmul(input2.mT) + input2.matmul(input2_t.mT)).matmul(result), input2, upper)
    set_fw_grad(result, result_t)


def jvp_cholesky_inverse(self, upper, result):
    """cholesky_inverse

    result: cholesky_inverse_jvp(self_p, self_t, upper, result)
    """
    self_t = tangent_of(self)
    with paused():
        result_t = cholesky_inverse_jvp(self, self_t, upper, result)
    set_fw_grad(result, result_t)


def jvp_cholesky(self, upper, result):
    """cholesky

    result: cholesky_jvp(self_t, result, upper)
    """
    self_t = tangent_of(self)
    with paused():
        result_t = cholesky_jvp(self_t, result, upper)
    set_fw_grad(result, result_t)


def jvp_linalg_pinv_atol_rtol_float(self, atol, rtol, hermitian, result):
    """linalg_pinv.atol_rtol_float

    result: pinv_jvp(self_p, result, self_t)
    """
    self_t = tangent_of(self)
    with paused():
        result_t = pinv_jvp(self, result, self_t)
    set_fw_grad(result, result_t)


def jvp_slice_scatter(self, src, dim, start, end, step, result):
    """slice_scatter

    result: auto_linear
    """
    self_t = tangent_of(self)
    src_t = tangent_of(src)
    with paused():
        result_t = VT.slice_scatter(self_t, src_t, dim, start, end, step)
    set_fw_grad(result, result_t)


def jvp_select_scatter(self, src, dim, index, result):
    """select_scatter

    result: auto_linear
    """
    self_t = tangent_of(self)
    src_t = tangent_of(src)
    with paused():
        result_t = VT.select_scatter(self_t, src_t, dim, index)
    set_fw_grad(result, result_t)


def jvp_diagonal_scatter(self, src, offset, dim1, dim2, result):
    """diagonal_scatter

    result: auto_linear
    """
    self_t = tangent_of(self)
    src_t = tangent_of(src)
    with paused():
        result_t = VT.diagonal_scatter(self_t, src_t, offset, dim1, dim2)
    set_fw_grad(result, result_t)


def jvp_block_diag(tensors, result):
    """block_diag

    result: torch.block_diag(*tensors_t)
    """
    tensors_t = tangent_of(tensors)
    with paused():
        result_t = torch.block_diag(*tensors_t)
    set_fw_grad(result, result_t)


def jvp_linalg_lu_factor_ex(A, pivot, check_errors, LU, pivots, info):
    """linalg_lu_factor_ex

    LU: lu_factor_ex_jvp(A_t, LU, pivots)
    """
    A_t = tangent_of(A)
    with paused():
        LU_t = lu_factor_ex_jvp(A_t, LU, pivots)
    set_fw_grad(LU, LU_t)


def jvp_lu_unpack(LU_data, LU_pivots, unpack_data, unpack_pivots, P, L, U):
    """lu_unpack

    L, U: (LU_data_t[..., :, :min(LU_data_p.shape[-2], LU_data_p.shape[-1])].tril(-1), LU_data_t[..., :min(LU_data_p.shape[-2], LU_data_p.shape[-1]), :].triu())
    """
    LU_data_t = tangent_of(LU_data)
    with paused():
        L_t, U_t = (LU_data_t[..., :, :min(LU_data.shape[-2], LU_data.shape[-1])].tril(-1), LU_data_t[..., :min(LU_data.shape[-2], LU_data.shape[-1]), :].triu())
    set_fw_grad(L, L_t)
    set_fw_grad(U, U_t)


def jvp_linalg_lu(A, pivot, P, L, U):
    """linalg_lu

    L, U: linalg_lu_jvp(A_t, P, L, U)
    """
    A_t = tangent_of(A)
    with paused():
        L_t, U_t = linalg_lu_jvp(A_t, P, L, U)
    set_fw_grad(L, L_t)
    set_fw_grad(U, U_t)


def jvp_linalg_lu_solve(LU, pivots, B, left, adjoint, result):
    """linalg_lu_solve

    result: linalg_lu_solve_jvp(result, LU_p, pivots, LU_t, B_t, left, adjoint)
    """
    LU_t = tangent_of(LU)
    B_t = tangent_of(B)
    with paused():
        result_t = linalg_lu_solve_jvp(result, LU, pivots, LU_t, B_t, left, adjoint)
    set_fw_grad(result, result_t)


def jvp_upsample_linear1d(self, output_size, align_corners, scales, result):
    """upsample_linear1d

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.upsample_linear1d(self_t, output_size, align_corners, scales)
    set_fw_grad(result, result_t)


def jvp_upsample_linear1d_backward(grad_output, output_size, input_size, align_corners, scales, result):
    """upsample_linear1d_backward

    result: auto_linear
    """
    grad_output_t = tangent_of(grad_output)
    with paused():
        result_t = VT.upsample_linear1d_backward(grad_output_t, output_size, input_size, align_corners, scales)
    set_fw_grad(result, result_t)


def jvp_upsample_bilinear2d(self, output_size, align_corners, scales_h, scales_w, result):
    """upsample_bilinear2d

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.upsample_bilinear2d(self_t, output_size, align_corners, scales_h, scales_w)
    set_fw_grad(result, result_t)


def jvp_upsample_bilinear2d_backward(grad_output, output_size, input_size, align_corners, scales_h, scales_w, result):
    """upsample_bilinear2d_backward

    result: auto_linear
    """
    grad_output_t = tangent_of(grad_output)
    with paused():
        result_t = VT.upsample_bilinear2d_backward(grad_output_t, output_size, input_size, align_corners, scales_h, scales_w)
    set_fw_grad(result, result_t)


def jvp_upsample_bicubic2d(self, output_size, align_corners, scales_h, scales_w, result):
    """upsample_bicubic2d

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.upsample_bicubic2d(self_t, output_size, align_corners, scales_h, scales_w)
    set_fw_grad(result, result_t)


def jvp_upsample_bicubic2d_backward(grad_output, output_size, input_size, align_corners, scales_h, scales_w, result):
    """upsample_bicubic2d_backward

    result: auto_linear
    """
    grad_output_t = tangent_of(grad_output)
    with paused():
        result_t = VT.upsample_bicubic2d_backward(grad_output_t, output_size, input_size, align_corners, scales_h, scales_w)
    set_fw_grad(result, result_t)


def jvp_upsample_trilinear3d(self, output_size, align_corners, scales_d, scales_h, scales_w, result):
    """upsample_trilinear3d

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.upsample_trilinear3d(self_t, output_size, align_corners, scales_d, scales_h, scales_w)
    set_fw_grad(result, result_t)


def jvp_upsample_trilinear3d_backward(grad_output, output_size, input_size, align_corners, scales_d, scales_h, scales_w, result):
    """upsample_trilinear3d_backward

    result: auto_linear
    """
    grad_output_t = tangent_of(grad_output)
    with paused():
        result_t = VT.upsample_trilinear3d_backward(grad_output_t, output_size, input_size, align_corners, scales_d, scales_h, scales_w)
    set_fw_grad(result, result_t)


def jvp_polygamma_(self, n, result):
    """polygamma_

    result: auto_element_wise
    """
    self_t = tangent_of(self)
    with paused():
        result_t = self_t * torch.polygamma(n + 1, self)
    set_fw_grad(result, result_t)


def jvp_eq__Scalar(self, other, result):
    """eq_.Scalar

    result: self_t.zero_()
    """
    self_t = tangent_of(self)
    with paused():
        result_t = self_t.zero_()
    set_fw_grad(result, result_t)


def jvp_eq__Tensor(self, other, result):
    """eq_.Tensor

    result: self_t.zero_()
    """
    self_t = tangent_of(self)
    with paused():
        result_t = self_t.zero_()
    set_fw_grad(result, result_t)


def jvp_ne__Scalar(self, other, result):
    """ne_.Scalar

    result: self_t.zero_()
    """
    self_t = tangent_of(self)
    with paused():
        result_t = self_t.zero_()
    set_fw_grad(result, result_t)


def jvp_ne__Tensor(self, other, result):
    """ne_.Tensor

    result: self_t.zero_()
    """
    self_t = tangent_of(self)
    with paused():
        result_t = self_t.zero_()
    set_fw_grad(result, result_t)


def jvp_lt__Scalar(self, other, result):
    """lt_.Scalar

    result: self_t.zero_()
    """
    self_t = tangent_of(self)
    with paused():
        result_t = self_t.zero_()
    set_fw_grad(result, result_t)


def jvp_lt__Tensor(self, other, result):
    """lt_.Tensor

    result: self_t.zero_()
    """
    self_t = tangent_of(self)
    with paused():
        result_t = self_t.zero_()
    set_fw_grad(result, result_t)


def jvp_le__Scalar(self, other, result):
    """le_.Scalar

    result: self_t.zero_()
    """
    self_t = tangent_of(self)
    with paused():
        result_t = self_t.zero_()
    set_fw_grad(result, result_t)


def jvp_le__Tensor(self, other, result):
    """le_.Tensor

    result: self_t.zero_()
    """
    self_t = tangent_of(self)
    with paused():
        result_t = self_t.zero_()
    set_fw_grad(result, result_t)


def jvp_gt__Scalar(self, other, result):
    """gt_.Scalar

    result: self_t.zero_()
    """
    self_t = tangent_of(self)
    with paused():
        result_t = self_t.zero_()
    set_fw_grad(result, result_t)


def jvp_gt__Tensor(self, other, result):
    """gt_.Tensor

    result: self_t.zero_()
    """
    self_t = tangent_of(self)
    with paused():
        result_t = self_t.zero_()
    set_fw_grad(result, result_t)


def jvp_ge__Scalar(self, other, result):
    """ge_.Scalar

    result: self_t.zero_()
    """
    self_t = tangent_of(self)
    with paused():
        result_t = self_t.zero_()
    set_fw_grad(result, result_t)


def jvp_ge__Tensor(self, other, result):
    """ge_.Tensor

    result: self_t.zero_()
    """
    self_t = tangent_of(self)
    with paused():
        result_t = self_t.zero_()
    set_fw_grad(result, result_t)


def jvp_special_i1(self, result):
    """special_i1

    result: auto_element_wise
    """
    self_t = tangent_of(self)
    with paused():
        result_t = i1_backward(self_t, self, result)
    set_fw_grad(result, result_t)


def jvp_i0(self, result):
    """i0

    result: auto_element_wise
    """
    self_t = tangent_of(self)
    with paused():
        result_t = self_t * special_i1(self)
    set_fw_grad(result, result_t)


def jvp_sinc(self, result):
    """sinc

    result: auto_element_wise
    """
    self_t = tangent_of(self)
    with paused():
        result_t = self_t * torch.where(self == 0, 0.0, (math.pi * self * torch.cos(math.pi * self) - torch.sin(math.pi * self)) / (math.pi * self * self))
    set_fw_grad(result, result_t)


def jvp_deg2rad(self, result):
    """deg2rad

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.deg2rad(self_t)
    set_fw_grad(result, result_t)


def jvp_rad2deg(self, result):
    """rad2deg

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.rad2deg(self_t)
    set_fw_grad(result, result_t)


def jvp_ldexp_Tensor(self, other, result):
    """ldexp.Tensor

    result: self_t * torch.exp2(other_p) + other_t * result * math.log(2.0)
    """
    self_t = tangent_of(self)
    other_t = tangent_of(other)
    with paused():
        result_t = self_t * torch.exp2(other) + other_t * result * math.log(2.0)
    set_fw_grad(result, result_t)


def jvp_logaddexp2(self, other, result):
    """logaddexp2

    result: self_t / (1 + torch.exp2(other_p - self_p)) + other_t / (1 + torch.exp2(self_p - other_p))
    """
    self_t = tangent_of(self)
    other_t = tangent_of(other)
    with paused():
        result_t = self_t / (1 + torch.exp2(other - self)) + other_t / (1 + torch.exp2(self - other))
    set_fw_grad(result, result_t)


def jvp_nextafter(self, other, result):
    """nextafter

    result: torch.where(self_p != other_p, self_t, 0.0)
    """
    self_t = tangent_of(self)
    with paused():
        result_t = torch.where(self != other, self_t, 0.0)
    set_fw_grad(result, result_t)


def jvp_addmv(self, mat, vec, beta, alpha, result):
    """addmv

    result: maybe_multiply(self_t, beta) + maybe_multiply(mat_t.mv(vec_p), alpha) + maybe_multiply(mat_p.mv(vec_t), alpha)
    """
    self_t = tangent_of(self)
    mat_t = tangent_of(mat)
    vec_t = tangent_of(vec)
    with paused():
        result_t = maybe_multiply(self_t, beta) + maybe_multiply(mat_t.mv(vec), alpha) + maybe_multiply(mat.mv(vec_t), alpha)
    set_fw_grad(result, result_t)


def jvp_addr(self, vec1, vec2, beta, alpha, result):
    """addr

    result: maybe_multiply(self_t, beta) + maybe_multiply(torch.outer(vec1_t, vec2_p), alpha) + maybe_multiply(torch.outer(vec1_p, vec2_t), alpha)
    """
    self_t = tangent_of(self)
    vec1_t = tangent_of(vec1)
    vec2_t = tangent_of(vec2)
    with paused():
        result_t = maybe_multiply(self_t, beta) + maybe_multiply(torch.outer(vec1_t, vec2), alpha) + maybe_multiply(torch.outer(vec1, vec2_t), alpha)
    set_fw_grad(result, result_t)


def jvp_addbmm(self, batch1, batch2, beta, alpha, result):
    """addbmm

    result: maybe_multiply(self_t, beta) + maybe_multiply(batch1_t.bmm(batch2_p).sum(0), alpha) + maybe_multiply(batch1_p.bmm(batch2_t).sum(0), alpha)
    """
    self_t = tangent_of(self)
    batch1_t = tangent_of(batch1)
    batch2_t = tangent_of(batch2)
    with paused():
        result_t = maybe_multiply(self_t, beta) + maybe_multiply(batch1_t.bmm(batch2).sum(0), alpha) + maybe_multiply(batch1.bmm(batch2_t).sum(0), alpha)
    set_fw_grad(result, result_t)


def jvp_dist(self, other, p, result):
    """dist

    result: (linalg_vector_norm_backward(torch.ones_like(result), self_p - other_p, p, result, None, False) * (self_t - other_t)).sum()
    """
    self_t = tangent_of(self)
    other_t = tangent_of(other)
    with paused():
        result_t = (linalg_vector_norm_backward(torch.ones_like(result), self - other, p, result, None, False) * (self_t - other_t)).sum()
    set_fw_grad(result, result_t)


def jvp_renorm(self, p, dim, maxnorm, result):
    """renorm

    result: renorm_jvp(self_p, self_t, p, dim, maxnorm)
    """
    self_t = tangent_of(self)
    with paused():
        result_t = renorm_jvp(self, self_t, p, dim, maxnorm)
    set_fw_grad(result, result_t)


def jvp_put(self, index, source, accumulate, result):
    """put

    result: self_t.put(index, source_t, accumulate)
    """
    self_t = tangent_of(self)
    source_t = tangent_of(source)
    with paused():
        result_t = self_t.put(index, source_t, accumulate)
    set_fw_grad(result, result_t)


def jvp_frexp_Tensor(self, mantissa, exponent):
    """frexp.Tensor

    mantissa: self_t / exponent.exp2()
    """
    self_t = tangent_of(self)
    with paused():
        mantissa_t = self_t / exponent.exp2()
    set_fw_grad(mantissa, mantissa_t)


def jvp_angle(self, result):
    """angle

    result: auto_element_wise
    """
    self_t = tangent_of(self)
    with paused():
        result_t = angle_backward(self_t, self)
    set_fw_grad(result, result_t)


def jvp_affine_grid_generator(theta, size, align_corners, result):
    """affine_grid_generator

    result: auto_linear
    """
    theta_t = tangent_of(theta)
    with paused():
        result_t = VT.affine_grid_generator(theta_t, size, align_corners)
    set_fw_grad(result, result_t)


def jvp_fractional_max_pool2d(self, kernel_size, output_size, random_samples, result0, result1):
    """fractional_max_pool2d

    result0: self_t.flatten(-2).gather(-1, result1.flatten(-2)).view_as(result0)
    """
    self_t = tangent_of(self)
    with paused():
        result0_t = self_t.flatten(-2).gather(-1, result1.flatten(-2)).view_as(result0)
    set_fw_grad(result0, result0_t)


def jvp_fractional_max_pool2d_backward(grad_output, self, kernel_size, output_size, indices, result):
    """fractional_max_pool2d_backward

    result: torch._generated.variable_type.fractional_max_pool2d_backward(grad_output_t, self_p, kernel_size, output_size, indices)
    """
    grad_output_t = tangent_of(grad_output)
    with paused():
        result_t = torch._generated.variable_type.fractional_max_pool2d_backward(grad_output_t, self, kernel_size, output_size, indices)
    set_fw_grad(result, result_t)


def jvp_fractional_max_pool3d(self, kernel_size, output_size, random_samples, result0, result1):
    """fractional_max_pool3d

    result0: self_t.flatten(-3).gather(-1, result1.flatten(-3)).view_as(result0)
    """
    self_t = tangent_of(self)
    with paused():
        result0_t = self_t.flatten(-3).gather(-1, result1.flatten(-3)).view_as(result0)
    set_fw_grad(result0, result0_t)


def jvp_fractional_max_pool3d_backward(grad_output, self, kernel_size, output_size, indices, result):
    """fractional_max_pool3d_backward

    result: torch._generated.variable_type.fractional_max_pool3d_backward(grad_output_t, self_p, kernel_size, output_size, indices)
    """
    grad_output_t = tangent_of(grad_output)
    with paused():
        result_t = torch._generated.variable_type.fractional_max_pool3d_backward(grad_output_t, self, kernel_size, output_size, indices)
    set_fw_grad(result, result_t)


def jvp_as_strided(self, size, stride, storage_offset, result):
    """as_strided

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.as_strided(self_t, size, stride, storage_offset)
    set_fw_grad(result, result_t)


def jvp_as_strided_(self, size, stride, storage_offset, result):
    """as_strided_

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.as_strided_(self_t, size, stride, storage_offset)
    set_fw_grad(result, result_t)


def jvp_as_strided_copy(self, size, stride, storage_offset, result):
    """as_strided_copy

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.as_strided_copy(self_t, size, stride, storage_offset)
    set_fw_grad(result, result_t)


def jvp_as_strided_scatter(self, src, size, stride, storage_offset, result):
    """as_strided_scatter

    result: auto_linear
    """
    self_t = tangent_of(self)
    src_t = tangent_of(src)
    with paused():
        result_t = VT.as_strided_scatter(self_t, src_t, size, stride, storage_offset)
    set_fw_grad(result, result_t)


def jvp_view_copy(self, size, result):
    """view_copy

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.view_copy(self_t, size)
    set_fw_grad(result, result_t)


def jvp__reshape_alias_copy(self, size, stride, result):
    """_reshape_alias_copy

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT._reshape_alias_copy(self_t, size, stride)
    set_fw_grad(result, result_t)


def jvp_t_copy(self, result):
    """t_copy

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.t_copy(self_t)
    set_fw_grad(result, result_t)


def jvp_transpose_copy_int(self, dim0, dim1, result):
    """transpose_copy.int

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.transpose_copy_int(self_t, dim0, dim1)
    set_fw_grad(result, result_t)


def jvp_permute_copy(self, dims, result):
    """permute_copy

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.permute_copy(self_t, dims)
    set_fw_grad(result, result_t)


def jvp_expand_copy(self, size, implicit, result):
    """expand_copy

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.expand_copy(self_t, size, implicit)
    set_fw_grad(result, result_t)


def jvp_squeeze_copy(self, result):
    """squeeze_copy

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.squeeze_copy(self_t)
    set_fw_grad(result, result_t)


def jvp_squeeze_copy_dim(self, dim, result):
    """squeeze_copy.dim

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.squeeze_copy_dim(self_t, dim)
    set_fw_grad(result, result_t)


def jvp_squeeze_copy_dims(self, dim, result):
    """squeeze_copy.dims

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.squeeze_copy_dims(self_t, dim)
    set_fw_grad(result, result_t)


def jvp_unsqueeze_copy(self, dim, result):
    """unsqueeze_copy

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.unsqueeze_copy(self_t, dim)
    set_fw_grad(result, result_t)


def jvp_alias_copy(self, result):
    """alias_copy

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.alias_copy(self_t)
    set_fw_grad(result, result_t)


def jvp_select_copy_int(self, dim, index, result):
    """select_copy.int

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.select_copy_int(self_t, dim, index)
    set_fw_grad(result, result_t)


def jvp_slice_copy_Tensor(self, dim, start, end, step, result):
    """slice_copy.Tensor

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.slice_copy_Tensor(self_t, dim, start, end, step)
    set_fw_grad(result, result_t)


def jvp_split_copy_Tensor(self, split_size, dim, result):
    """split_copy.Tensor

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.split_copy_Tensor(self_t, split_size, dim)
    set_fw_grads(result, result_t)


def jvp_split_with_sizes_copy(self, split_sizes, dim, result):
    """split_with_sizes_copy

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.split_with_sizes_copy(self_t, split_sizes, dim)
    set_fw_grads(result, result_t)


def jvp_unbind_copy_int(self, dim, result):
    """unbind_copy.int

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.unbind_copy_int(self_t, dim)
    set_fw_grads(result, result_t)


def jvp_unfold_copy(self, dimension, size, step, result):
    """unfold_copy

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.unfold_copy(self_t, dimension, size, step)
    set_fw_grad(result, result_t)


def jvp_narrow_copy(self, dim, start, length, result):
    """narrow_copy

    result: auto_linear
    """
    self_t = tangent_of(self)
    with paused():
        result_t = VT.narrow_copy(self_t, dim, start, length)
    set_fw_grad(result, result_t)


def jvp_special_i0e(self, result):
    """special_i0e

    result: auto_element_wise
    """
    self_t = tangent_of(self)
    with paused():
        result_t = self_t * (special_i1e(self) - self.sgn() * result)
    set_fw_grad(result, result_t)


def jvp_special_i1e(self, result):
    """special_i1e

    result: auto_element_wise
    """
    self_t = tangent_of(self)
    with paused():
        result_t = i1e_backward(self_t, self, result)
    set_fw_grad(result, result_t)


def jvp_special_erfcx(self, result):
    """special_erfcx

    result: auto_element_wise
    """
    self_t = tangent_of(self)
    with paused():
        result_t = (2.0 * self * result - 2.0 / math.sqrt(math.pi)) * self_t
    set_fw_grad(result, result_t)


def jvp_special_entr(self, result):
    """special_entr

    result: auto_element_wise
    """
    self_t = tangent_of(self)
    with paused():
        result_t = self_t * (-(1 + self.log()))
    set_fw_grad(result, result_t)


def jvp_special_ndtri(self, result):
    """special_ndtri

    result: auto_element_wise
    """
    self_t = tangent_of(self)
    with paused():
        result_t = self_t * math.sqrt(2 * math.pi) * (result.square() / 2).exp()
    set_fw_grad(result, result_t)


def jvp_special_log_ndtr(self, result):
    """special_log_ndtr

    result: auto_element_wise
    """
    self_t = tangent_of(self)
    with paused():
        result_t = self_t / math.sqrt(2 * math.pi) * (result + self.pow(2) / 2).neg().exp()
    set_fw_grad(result, result_t)


def jvp_special_xlog1py(self, other, result):
    """special_xlog1py

    result: special_xlog1py(self_t, other_p).masked_fill((self_p == 0.) & (other_p <= -1.), 0.) + other_t * self_p / (other_p + 1)
    """
    self_t = tangent_of(self)
    other_t = tangent_of(other)
    with paused():
        result_t = special_xlog1py(self_t, other).masked_fill((self == 0.) & (other <= -1.), 0.) + other_t * self / (other + 1)
    set_fw_grad(result, result_t)


def jvp_special_xlog1py_self_scalar(self, other, result):
    """special_xlog1py.self_scalar

    result: auto_element_wise
    """
    other_t = tangent_of(other)
    with paused():
        result_t = other_t * self / (other + 1)
    set_fw_grad(result, result_t)


def jvp_special_xlog1py_other_scalar(self, other, result):
    """special_xlog1py.other_scalar

    result: auto_element_wise
    """
    self_t = tangent_of(self)
    with paused():
        result_t = special_xlog1py(self_t, other) if other > -1. else special_xlog1py(self_t, other).masked_fill(self == 0., 0.)
    set_fw_grad(result, result_t)


def jvp_triangular_solve(self, A, upper, transpose, unitriangular, solution, cloned_coefficient):
    """triangular_solve

    solution: triangular_solve_forward_ad(A_t, self_t, A_p, solution, upper, transpose, unitriangular)
    cloned_coefficient: A_t.expand_as(cloned_coefficient) if A_t is not None else torch.zeros_like(cloned_coefficient)
    """
    self_t = tangent_of(self)
    A_t = tangent_of(A)
    with paused():
        solution_t = triangular_solve_forward_ad(A_t, self_t, A, solution, upper, transpose, unitriangular)
        cloned_coefficient_t = A_t.expand_as(cloned_coefficient) if A_t is not None else torch.zeros_like(cloned_coefficient)
    set_fw_grad(solution, solution_t)
    set_fw_grad(cloned_coefficient, cloned_coefficient_t)


def jvp_linalg_householder_product(input, tau, result):
    """linalg_householder_product

    result: householder_product_forward_ad(input_t, tau_t, input_p, tau_p, result)
    """
    input_t = tangent_of(input)
    tau_t = tangent_of(tau)
    with paused():
        result_t = householder_product_forward_ad(input_t, tau_t, input, tau, result)
    set_fw_grad(result, result_t)


def jvp__conj_physical(self, result):
    """_conj_physical

    result: self_t.clone()
    """
    self_t = tangent_of(self)
    with paused():
        result_t = self_t.clone()
    set_fw_grad(result, result_t)


def jvp_conj_physical_(self, result):
    """conj_physical_

    result: self_t
    """
    self_t = tangent_of(self)
    with paused():
        result_t = self_t
    set_fw_grad(result, result_t)


def jvp_native_dropout(input, p, train, result0, result1):
    """native_dropout

    result0: native_dropout_jvp(input_t, result1, p, train)
    """
    input_t = tangent_of(input)
    with paused():
        result0_t = native_dropout_jvp(input_t, result1, p, train)
    set_fw_grad(result0, result0_t)
