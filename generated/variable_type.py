# @generated from derivatives.yaml by tools/codegen (make generate). Do not edit by hand:
# change derivatives.yaml or templates/, then run `make generate`.
"""Forward wrappers (PyTorch's VariableType layer): one function per entry of derivatives.yaml.

Each wrapper decides whether autograd records the call, creates the backward node and
links it to the inputs' gradient edges, saves what the formulas need, runs the kernel
on raw arrays, and attaches the outputs to the node. The kernels are the entries'
``kernel:`` expressions over the array module ``xp``, written inline; ``_kernel_<op>``
holds one where in-place variants share it or it cannot be inlined.
"""

from minitorch import kernels as K
from minitorch._python_arg_parser import bool_arg, check_numbers, int_arg, number_arg
from minitorch._tensor import Tensor
from minitorch._typename import typename
from minitorch.return_types import return_type
from minitorch.autograd.function_utils import (ANOMALY, ARRAY_MODULE, NOT_SAVED, NotImplementedNode,
                                               any_requires_grad, collect_next_edges_flat, edge_numbers,
                                               gradient_node, int_tuple, kernel_error, next_sequence_nr,
                                               not_a_tensor, output_metadata, promote, promote_float, scalar_operand,
                                               set_history, to_float, to_np, wrap, NUMBER_TYPES)
from minitorch.autograd.grad_mode import ALL_THREADS, STATE as GRAD_MODE
from minitorch._autocast_state import (AUTOCAST, autocast_cast, autocast_fp32, autocast_lower, autocast_opt_dtype,
                                       autocast_promote)
from minitorch.autograd.forward_ad import STATE as FORWARD_AD, has_fw_grad
from minitorch.autograd.forward_ad import inplace_input as forward_inplace_input
from minitorch.autograd.forward_ad import not_implemented as forward_ad_not_implemented
from minitorch.autograd.saved_variable import SavedVariable, save_input, save_output
from minitorch.autograd.views import (as_view, bump_version, check_inplace, check_no_internal_overlap,
                                      check_no_partial_overlap, rebase_history, set_view_inplace, write_inplace)
from minitorch._generated.functions import *  # noqa: F401,F403  (the backward nodes)
from minitorch._generated import forward_derivatives  # tangents (forward AD), see its docstring

_return_max_dim = return_type("max", ['values', 'indices'])
_return_min_dim = return_type("min", ['values', 'indices'])
_return_cummax = return_type("cummax", ['values', 'indices'])
_return_cummin = return_type("cummin", ['values', 'indices'])
_return_linalg_inv_ex = return_type("linalg_inv_ex", ['inverse', 'info'])
_return__linalg_det = return_type("_linalg_det", ['result', 'LU', 'pivots'])
_return__linalg_slogdet = return_type("_linalg_slogdet", ['sign', 'logabsdet', 'LU', 'pivots'])
_return_linalg_cholesky_ex = return_type("linalg_cholesky_ex", ['L', 'info'])
_return__linalg_eigh = return_type("_linalg_eigh", ['eigenvalues', 'eigenvectors'])
_return__linalg_svd = return_type("_linalg_svd", ['U', 'S', 'Vh'])
_return_linalg_qr = return_type("linalg_qr", ['Q', 'R'])
_return__linalg_solve_ex = return_type("_linalg_solve_ex", ['result', 'LU', 'pivots', 'info'])
_return_sort = return_type("sort", ['values', 'indices'])
_return_sort_stable = return_type("sort", ['values', 'indices'])
_return_topk = return_type("topk", ['values', 'indices'])
_return_median_dim = return_type("median", ['values', 'indices'])
_return_kthvalue = return_type("kthvalue", ['values', 'indices'])
_return_log_sigmoid_forward = return_type("log_sigmoid_forward", ['output', 'buffer'])
_return_nll_loss_forward = return_type("nll_loss_forward", ['output', 'total_weight'])
_return_nll_loss2d_forward = return_type("nll_loss2d_forward", ['output', 'total_weight'])
_return_linalg_lstsq = return_type("linalg_lstsq", ['solution', 'residuals', 'rank', 'singular_values'])
_return_geqrf = return_type("geqrf", ['a', 'tau'])
_return_multilabel_margin_loss_forward = return_type("multilabel_margin_loss_forward", ['output', 'is_target'])
_return_nanmedian_dim = return_type("nanmedian", ['values', 'indices'])
_return_mode = return_type("mode", ['values', 'indices'])
_return_aminmax = return_type("aminmax", ['min', 'max'])
_return_histogram_bin_ct = return_type("histogram", ['hist', 'bin_edges'])
_return_histogram_bins_tensor = return_type("histogram", ['hist', 'bin_edges'])
_return_linalg_lu_factor_ex = return_type("linalg_lu_factor_ex", ['LU', 'pivots', 'info'])
_return_lu_unpack = return_type("lu_unpack", ['P', 'L', 'U'])
_return_linalg_lu = return_type("linalg_lu", ['P', 'L', 'U'])
_return_frexp_Tensor = return_type("frexp", ['mantissa', 'exponent'])
_return_triangular_solve = return_type("triangular_solve", ['solution', 'cloned_coefficient'])
_return_linalg_ldl_factor_ex = return_type("linalg_ldl_factor_ex", ['LD', 'pivots', 'info'])


def _kernel_add_Tensor(xp, self, other, alpha):
    return xp.add(self, other if alpha == 1 and type(alpha) is int else K.alpha_times(self, other, alpha))


def add_Tensor(self, other, alpha=1):
    """add.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor"""
    if isinstance(alpha, Tensor):
        alpha = number_arg('add', 'alpha', alpha, None, 'Number')
    other_is_tensor = isinstance(other, Tensor)
    _any_requires_grad = (self._requires_grad or (other_is_tensor and other._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = AddBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(other) if other_is_tensor and other._requires_grad else None,
        )
        if self._output_nr or other_is_tensor and other._output_nr:
            grad_fn._next_nrs = edge_numbers(self, other)
        grad_fn.alpha = alpha
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, other)
    self_, other_, alpha_ = self._data, (other._data if other_is_tensor else other if type(other) in NUMBER_TYPES else scalar_operand(other, 'add', 'other', 2)), alpha
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype:
        self_, other_ = promote(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = xp.add(self_, other_ if alpha_ == 1 and type(alpha_) is int else K.alpha_times(self_, other_, alpha_))
    except (ValueError, IndexError, TypeError) as error:
        check_numbers('add', (('alpha', alpha, None, 'Number'),))
        raise kernel_error('add', error, self_, other_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_add_Tensor(self, other, alpha, result)
    return result


def add_Scalar(self, other, alpha=1):
    """add.Scalar(Tensor self, Scalar other, Scalar alpha=1) -> Tensor"""
    if isinstance(other, Tensor):
        other = number_arg('add', 'other', other, 2, 'Number')
    if isinstance(alpha, Tensor):
        alpha = number_arg('add', 'alpha', alpha, 3, 'Number')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = AddBackward1()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, other_, alpha_ = self._data, other, alpha
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype:
        self_, other_ = promote(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = xp.add(self_, K.alpha_times(self_, other_, alpha_))
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('add', error, self_, other_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_add_Scalar(self, other, alpha, result)
    return result


def _kernel_sub_Tensor(xp, self, other, alpha):
    return xp.subtract(self, other if alpha == 1 and type(alpha) is int else K.alpha_times(self, other, alpha))


def sub_Tensor(self, other, alpha=1):
    """sub.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor"""
    if isinstance(alpha, Tensor):
        alpha = number_arg('sub', 'alpha', alpha, None, 'Number')
    other_is_tensor = isinstance(other, Tensor)
    _any_requires_grad = (self._requires_grad or (other_is_tensor and other._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = SubBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(other) if other_is_tensor and other._requires_grad else None,
        )
        if self._output_nr or other_is_tensor and other._output_nr:
            grad_fn._next_nrs = edge_numbers(self, other)
        grad_fn.alpha = alpha
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, other)
    self_, other_, alpha_ = self._data, (other._data if other_is_tensor else other if type(other) in NUMBER_TYPES else scalar_operand(other, 'sub', 'other', 2)), alpha
    K.sub_check(self_, other_)
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype:
        self_, other_ = promote(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = xp.subtract(self_, other_ if alpha_ == 1 and type(alpha_) is int else K.alpha_times(self_, other_, alpha_))
    except (ValueError, IndexError, TypeError) as error:
        check_numbers('sub', (('alpha', alpha, None, 'Number'),))
        raise kernel_error('sub', error, self_, other_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_sub_Tensor(self, other, alpha, result)
    return result


def sub_Scalar(self, other, alpha=1):
    """sub.Scalar(Tensor self, Scalar other, Scalar alpha=1) -> Tensor"""
    if isinstance(other, Tensor):
        other = number_arg('sub', 'other', other, 2, 'Number')
    if isinstance(alpha, Tensor):
        alpha = number_arg('sub', 'alpha', alpha, 3, 'Number')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = SubBackward1()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, other_, alpha_ = self._data, other, alpha
    K.sub_check(self_, other_)
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype:
        self_, other_ = promote(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = xp.subtract(self_, other_ if alpha_ == 1 and type(alpha_) is int else K.alpha_times(self_, other_, alpha_))
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('sub', error, self_, other_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_sub_Scalar(self, other, alpha, result)
    return result


def rsub_Tensor(self, other, alpha=1):
    """rsub.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor"""
    if isinstance(alpha, Tensor):
        alpha = number_arg('rsub', 'alpha', alpha, None, 'Number')
    other_is_tensor = isinstance(other, Tensor)
    _any_requires_grad = (self._requires_grad or (other_is_tensor and other._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = RsubBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(other) if other_is_tensor and other._requires_grad else None,
        )
        if self._output_nr or other_is_tensor and other._output_nr:
            grad_fn._next_nrs = edge_numbers(self, other)
        grad_fn.alpha = alpha
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, other)
    self_, other_, alpha_ = self._data, (other._data if other_is_tensor else other if type(other) in NUMBER_TYPES else scalar_operand(other, 'rsub', 'other', 2)), alpha
    K.sub_check(self_, other_)
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype:
        self_, other_ = promote(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = xp.subtract(other_, self_ if alpha_ == 1 and type(alpha_) is int else K.alpha_times(other_, self_, alpha_))
    except (ValueError, IndexError, TypeError) as error:
        check_numbers('rsub', (('alpha', alpha, None, 'Number'),))
        raise kernel_error('rsub', error, self_, other_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_rsub_Tensor(self, other, alpha, result)
    return result


def rsub_Scalar(self, other, alpha=1):
    """rsub.Scalar(Tensor self, Scalar other, Scalar alpha=1) -> Tensor"""
    if isinstance(other, Tensor):
        other = number_arg('rsub', 'other', other, 2, 'Number')
    if isinstance(alpha, Tensor):
        alpha = number_arg('rsub', 'alpha', alpha, 3, 'Number')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = RsubBackward1()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.alpha = alpha
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, other_, alpha_ = self._data, other, alpha
    K.sub_check(self_, other_)
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype:
        self_, other_ = promote(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = xp.subtract(other_, self_ if alpha_ == 1 and type(alpha_) is int else K.alpha_times(other_, self_, alpha_))
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('rsub', error, self_, other_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_rsub_Scalar(self, other, alpha, result)
    return result


def _kernel_mul_Tensor(xp, self, other):
    return xp.multiply(self, other)


def mul_Tensor(self, other):
    """mul.Tensor(Tensor self, Tensor other) -> Tensor"""
    other_is_tensor = isinstance(other, Tensor)
    _any_requires_grad = (self._requires_grad or (other_is_tensor and other._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = MulBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(other) if other_is_tensor and other._requires_grad else None,
        )
        if self._output_nr or other_is_tensor and other._output_nr:
            grad_fn._next_nrs = edge_numbers(self, other)
        grad_fn.other_ = save_input(other) if self._requires_grad else NOT_SAVED
        grad_fn.self_ = save_input(self) if other_is_tensor and other._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, other)
    self_, other_ = self._data, (other._data if other_is_tensor else other if type(other) in NUMBER_TYPES else scalar_operand(other, 'mul', 'other', 2))
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype:
        self_, other_ = promote(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = xp.multiply(self_, other_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('mul', error, self_, other_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_mul_Tensor(self, other, result)
    return result


def mul_Scalar(self, other):
    """mul.Scalar(Tensor self, Scalar other) -> Tensor"""
    if isinstance(other, Tensor):
        other = number_arg('mul', 'other', other, 2, 'Number')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = MulBackward1()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.other = other
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, other_ = self._data, other
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype:
        self_, other_ = promote(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = xp.multiply(self_, other_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('mul', error, self_, other_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_mul_Scalar(self, other, result)
    return result


def _kernel_div_Tensor(xp, self, other):
    return xp.true_divide(self, other)


def div_Tensor(self, other):
    """div.Tensor(Tensor self, Tensor other) -> Tensor"""
    other_is_tensor = isinstance(other, Tensor)
    _any_requires_grad = (self._requires_grad or (other_is_tensor and other._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = DivBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(other) if other_is_tensor and other._requires_grad else None,
        )
        if self._output_nr or other_is_tensor and other._output_nr:
            grad_fn._next_nrs = edge_numbers(self, other)
        grad_fn.other_ = save_input(other)
        grad_fn.self_ = save_input(self) if other_is_tensor and other._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, other)
    self_, other_ = self._data, (other._data if other_is_tensor else other if type(other) in NUMBER_TYPES else scalar_operand(other, 'div', 'other', 2))
    self_, other_ = promote_float(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = xp.true_divide(self_, other_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('div', error, self_, other_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_div_Tensor(self, other, result)
    return result


def div_Scalar(self, other):
    """div.Scalar(Tensor self, Scalar other) -> Tensor"""
    if isinstance(other, Tensor):
        other = number_arg('div', 'other', other, 2, 'Number')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = DivBackward1()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.other = other
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, other_ = self._data, other
    self_, other_ = promote_float(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = xp.true_divide(self_, other_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('div', error, self_, other_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_div_Scalar(self, other, result)
    return result


def _kernel_neg(xp, self):
    return xp.negative(self)


def neg(self):
    """neg(Tensor self) -> Tensor"""
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = NegBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_ = self._data
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = xp.negative(self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('neg', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_neg(self, result)
    return result


def _kernel_pow_Tensor_Scalar(xp, self, exponent):
    return K.pow_scalar(xp, self, exponent)


def pow_Tensor_Scalar(self, exponent):
    """pow.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor"""
    if isinstance(exponent, Tensor):
        exponent = number_arg('pow', 'exponent', exponent, 2, 'Number')
    if AUTOCAST.enabled:
        self, = autocast_cast({'cuda': 'fp32'}, self)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = PowBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.exponent = exponent
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, exponent_ = self._data, exponent
    self_.dtype.kind in 'biu' and K.integer_power_check(self_, exponent_)
    if type(exponent_) is not type(self_) or exponent_.dtype is not self_.dtype:
        self_, exponent_ = promote(self_, exponent_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.pow_scalar(xp, self_, exponent_)
    except (ValueError, IndexError, TypeError) as error:
        check_numbers('pow', (('exponent', exponent, 2, 'Number'),))
        raise kernel_error('pow', error, self_, exponent_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_pow_Tensor_Scalar(self, exponent, result)
    return result


def _kernel_pow_Tensor_Tensor(xp, self, exponent):
    return K.power(xp, self, exponent)


def pow_Tensor_Tensor(self, exponent):
    """pow.Tensor_Tensor(Tensor self, Tensor exponent) -> Tensor"""
    if AUTOCAST.enabled:
        self, exponent = autocast_cast({'cuda': 'fp32'}, self, exponent)
    exponent_is_tensor = isinstance(exponent, Tensor)
    _any_requires_grad = (self._requires_grad or (exponent_is_tensor and exponent._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = PowBackward1()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(exponent) if exponent_is_tensor and exponent._requires_grad else None,
        )
        if self._output_nr or exponent_is_tensor and exponent._output_nr:
            grad_fn._next_nrs = edge_numbers(self, exponent)
        grad_fn.exponent_ = save_input(exponent)
        grad_fn.self_ = save_input(self)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, exponent)
    self_, exponent_ = self._data, (exponent._data if exponent_is_tensor else exponent if type(exponent) in NUMBER_TYPES else scalar_operand(exponent, 'pow', 'exponent', 2))
    if type(exponent_) is not type(self_) or exponent_.dtype is not self_.dtype:
        self_, exponent_ = promote(self_, exponent_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.power(xp, self_, exponent_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('pow', error, self_, exponent_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_pow_Tensor_Tensor(self, exponent, result)
    if _any_requires_grad:
        grad_fn.result_ = save_output(result)
    return result


def pow_Scalar(self, exponent):
    """pow.Scalar(Scalar self, Tensor exponent) -> Tensor"""
    if isinstance(self, Tensor):
        self = number_arg('pow', 'self', self, 1, 'Number')
    if AUTOCAST.enabled:
        exponent, = autocast_cast({'cuda': 'fp32'}, exponent)
    _any_requires_grad = exponent._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = PowBackward2()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(exponent),)
        if exponent._output_nr:
            grad_fn._next_nrs = edge_numbers(exponent)
        grad_fn.exponent_ = save_input(exponent) if exponent._requires_grad else NOT_SAVED
        grad_fn.self = self
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(exponent)
    self_, exponent_ = self, exponent._data
    self_, exponent_ = promote(self_, exponent_)
    xp = ARRAY_MODULE[type(exponent_)]
    try:
        out = K.power(xp, self_, exponent_)
    except (ValueError, IndexError, TypeError) as error:
        check_numbers('pow', (('self', self, 1, 'Number'),))
        raise kernel_error('pow', error, self_, exponent_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_pow_Scalar(self, exponent, result)
    if _any_requires_grad:
        grad_fn.result_ = save_output(result)
    return result


def _kernel_exp(xp, self):
    return xp.exp(self)


def exp(self):
    """exp(Tensor self) -> Tensor"""
    if AUTOCAST.enabled:
        self, = autocast_cast({'cuda': 'fp32'}, self)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = ExpBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_ = self._data
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = xp.exp(self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('exp', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_exp(self, result)
    if _any_requires_grad:
        grad_fn.result_ = save_output(result)
    return result


def _kernel_log(xp, self):
    return xp.log(self)


def log(self):
    """log(Tensor self) -> Tensor"""
    if AUTOCAST.enabled:
        self, = autocast_cast({'cuda': 'fp32'}, self)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = LogBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_ = self._data
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = xp.log(self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('log', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_log(self, result)
    return result


def _kernel_sqrt(xp, self):
    return xp.sqrt(self)


def sqrt(self):
    """sqrt(Tensor self) -> Tensor"""
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = SqrtBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_ = self._data
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = xp.sqrt(self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('sqrt', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_sqrt(self, result)
    if _any_requires_grad:
        grad_fn.result_ = save_output(result)
    return result


def _kernel_rsqrt(xp, self):
    return K.rsqrt(xp, self)


def rsqrt(self):
    """rsqrt(Tensor self) -> Tensor"""
    if AUTOCAST.enabled:
        self, = autocast_cast({'cuda': 'fp32'}, self)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = RsqrtBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_ = self._data
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.rsqrt(xp, self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('rsqrt', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_rsqrt(self, result)
    if _any_requires_grad:
        grad_fn.result_ = save_output(result)
    return result


def _kernel_abs(xp, self):
    return xp.abs(self)


def abs(self):
    """abs(Tensor self) -> Tensor"""
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = AbsBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_ = self._data
    K.not_implemented_for(self_, 'b', 'abs_cpu')
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = xp.abs(self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('abs', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_abs(self, result)
    return result


def _kernel_sgn(xp, self):
    return K.sign(xp, self)


def sgn(self):
    """sgn(Tensor self) -> Tensor"""
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = SgnBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_ = self._data
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.sign(xp, self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('sgn', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_sgn(self, result)
    return result


def _kernel_sign(xp, self):
    return K.sign(xp, self)


def sign(self):
    """sign(Tensor self) -> Tensor"""
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = SignBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_ = self._data
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.sign(xp, self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('sign', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_sign(self, result)
    return result


def _kernel_sin(xp, self):
    return xp.sin(self)


def sin(self):
    """sin(Tensor self) -> Tensor"""
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = SinBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_ = self._data
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = xp.sin(self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('sin', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_sin(self, result)
    return result


def _kernel_cos(xp, self):
    return xp.cos(self)


def cos(self):
    """cos(Tensor self) -> Tensor"""
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = CosBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_ = self._data
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = xp.cos(self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('cos', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_cos(self, result)
    return result


def _kernel_tanh(xp, self):
    return xp.tanh(self)


def tanh(self):
    """tanh(Tensor self) -> Tensor"""
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = TanhBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_ = self._data
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = xp.tanh(self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('tanh', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_tanh(self, result)
    if _any_requires_grad:
        grad_fn.result_ = save_output(result)
    return result


def _kernel_sigmoid(xp, self):
    return K.sigmoid(xp, self)


def sigmoid(self):
    """sigmoid(Tensor self) -> Tensor"""
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = SigmoidBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_ = self._data
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.sigmoid(xp, self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('sigmoid', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_sigmoid(self, result)
    if _any_requires_grad:
        grad_fn.result_ = save_output(result)
    return result


def _kernel_relu(xp, self):
    return xp.maximum(self, 0).astype(self.dtype, copy=False)


def relu(self):
    """relu(Tensor self) -> Tensor"""
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = ReluBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_ = self._data
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = xp.maximum(self_, 0).astype(self_.dtype, copy=False)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('relu', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_relu(self, result)
    if _any_requires_grad:
        grad_fn.result_ = save_output(result)
    return result


def maximum(self, other):
    """maximum(Tensor self, Tensor other) -> Tensor"""
    if not isinstance(other, Tensor):
        raise not_a_tensor('maximum', 'other', other, 2)
    _any_requires_grad = (self._requires_grad or other._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = MaximumBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(other) if other._requires_grad else None,
        )
        if self._output_nr or other._output_nr:
            grad_fn._next_nrs = edge_numbers(self, other)
        grad_fn.other_ = save_input(other)
        grad_fn.self_ = save_input(self)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, other)
    self_, other_ = self._data, other._data
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype:
        self_, other_ = promote(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = xp.maximum(self_, other_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('maximum', error, self_, other_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_maximum(self, other, result)
    return result


def minimum(self, other):
    """minimum(Tensor self, Tensor other) -> Tensor"""
    if not isinstance(other, Tensor):
        raise not_a_tensor('minimum', 'other', other, 2)
    _any_requires_grad = (self._requires_grad or other._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = MinimumBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(other) if other._requires_grad else None,
        )
        if self._output_nr or other._output_nr:
            grad_fn._next_nrs = edge_numbers(self, other)
        grad_fn.other_ = save_input(other)
        grad_fn.self_ = save_input(self)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, other)
    self_, other_ = self._data, other._data
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype:
        self_, other_ = promote(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = xp.minimum(self_, other_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('minimum', error, self_, other_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_minimum(self, other, result)
    return result


def _kernel_clamp_Tensor(xp, self, min, max):
    return K.clamp(xp, self, min, max)


def clamp_Tensor(self, min=None, max=None):
    """clamp.Tensor(Tensor self, Tensor? min=None, Tensor? max=None) -> Tensor"""
    min_is_tensor = isinstance(min, Tensor)
    max_is_tensor = isinstance(max, Tensor)
    _any_requires_grad = (self._requires_grad or (min_is_tensor and min._requires_grad) or (max_is_tensor and max._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = ClampBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(min) if min_is_tensor and min._requires_grad else None,
            gradient_node(max) if max_is_tensor and max._requires_grad else None,
        )
        if self._output_nr or min_is_tensor and min._output_nr or max_is_tensor and max._output_nr:
            grad_fn._next_nrs = edge_numbers(self, min, max)
        grad_fn.max_ = save_input(max)
        grad_fn.min_ = save_input(min)
        grad_fn.self_ = save_input(self)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, min, max)
    self_, min_, max_ = self._data, (min._data if min_is_tensor else min), (max._data if max_is_tensor else max)
    self_, min_, max_ = promote(self_, min_, max_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.clamp(xp, self_, min_, max_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('clamp', error, self_, min_, max_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_clamp_Tensor(self, min, max, result)
    return result


def _kernel_clamp(xp, self, min, max):
    return K.clamp(xp, self, min, max)


def clamp(self, min=None, max=None):
    """clamp(Tensor self, Scalar? min=None, Scalar? max=None) -> Tensor"""
    if isinstance(min, Tensor):
        min = number_arg('clamp', 'min', min, 2, 'Number')
    if isinstance(max, Tensor):
        max = number_arg('clamp', 'max', max, 3, 'Number')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = ClampBackward1()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.max = max
        grad_fn.min = min
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, min_, max_ = self._data, min, max
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.clamp(xp, self_, min_, max_)
    except (ValueError, IndexError, TypeError) as error:
        check_numbers('clamp', (('min', min, 2, 'Number'), ('max', max, 3, 'Number'),))
        raise kernel_error('clamp', error, self_, min_, max_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_clamp(self, min, max, result)
    return result


def where_self(condition, self, other):
    """where.self(Tensor condition, Tensor self, Tensor other) -> Tensor"""
    self_is_tensor = isinstance(self, Tensor)
    other_is_tensor = isinstance(other, Tensor)
    _any_requires_grad = ((self_is_tensor and self._requires_grad) or (other_is_tensor and other._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = WhereBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self_is_tensor and self._requires_grad else None,
            gradient_node(other) if other_is_tensor and other._requires_grad else None,
        )
        if self_is_tensor and self._output_nr or other_is_tensor and other._output_nr:
            grad_fn._next_nrs = edge_numbers(self, other)
        grad_fn.condition_ = save_input(condition)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, other)
    condition_, self_, other_ = condition._data, (self._data if self_is_tensor else self if type(self) in NUMBER_TYPES else scalar_operand(self, 'where', 'self', 2)), (other._data if other_is_tensor else other if type(other) in NUMBER_TYPES else scalar_operand(other, 'where', 'other', 3))
    self_, other_ = promote(self_, other_)
    xp = ARRAY_MODULE[type(condition_)]
    try:
        out = K.where(xp, condition_, self_, other_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('where', error, condition_, self_, other_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_where_self(condition, self, other, result)
    return result


def sum(self, dtype=None):
    """sum(Tensor self, *, ScalarType? dtype=None) -> Tensor"""
    if AUTOCAST.enabled:
        dtype = autocast_opt_dtype(('cuda',), dtype, self)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = SumBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.self_shape = self._data.shape
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, dtype_ = self._data, to_np(dtype, 'sum')
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.sum(xp, self_, None, False, dtype_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('sum', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_sum(self, dtype, result)
    return result


def sum_dim_IntList(self, dim, keepdim=False, dtype=None):
    """sum.dim_IntList(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor"""
    if dim is not None:
        dim = int_tuple(dim, 'sum', 'dim', 2, True)
    if type(keepdim) is not bool:
        bool_arg('sum', 'keepdim', keepdim, 3)
    if AUTOCAST.enabled:
        dtype = autocast_opt_dtype(('cuda',), dtype, self)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = SumBackward1()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.dim = dim
        grad_fn.keepdim = keepdim
        grad_fn.self_shape = self._data.shape
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, dim_, keepdim_, dtype_ = self._data, dim, keepdim, to_np(dtype, 'sum')
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.sum(xp, self_, dim_, keepdim_, dtype_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('sum', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_sum_dim_IntList(self, dim, keepdim, dtype, result)
    return result


def nansum(self, dim=None, keepdim=False, dtype=None):
    """nansum(Tensor self, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor"""
    if dim is not None:
        dim = int_tuple(dim, 'nansum', 'dim', 2, True)
    if type(keepdim) is not bool:
        bool_arg('nansum', 'keepdim', keepdim, 3)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = NansumBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.dim = dim
        grad_fn.keepdim = keepdim
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, dim_, keepdim_, dtype_ = self._data, dim, keepdim, to_np(dtype, 'nansum')
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.nansum(xp, self_, dim_, keepdim_, dtype_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('nansum', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_nansum(self, dim, keepdim, dtype, result)
    return result


def mean(self, dtype=None):
    """mean(Tensor self, *, ScalarType? dtype=None) -> Tensor"""
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = MeanBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.self_numel = self._data.size
        grad_fn.self_shape = self._data.shape
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, dtype_ = self._data, to_np(dtype, 'mean')
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.mean(xp, self_, None, False, dtype_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('mean', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_mean(self, dtype, result)
    return result


def mean_dim(self, dim, keepdim=False, dtype=None):
    """mean.dim(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor"""
    if dim is not None:
        dim = int_tuple(dim, 'mean', 'dim', 2, True)
    if type(keepdim) is not bool:
        bool_arg('mean', 'keepdim', keepdim, 3)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = MeanBackward1()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.dim = dim
        grad_fn.keepdim = keepdim
        grad_fn.self_numel = self._data.size
        grad_fn.self_shape = self._data.shape
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, dim_, keepdim_, dtype_ = self._data, dim, keepdim, to_np(dtype, 'mean')
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.mean(xp, self_, dim_, keepdim_, dtype_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('mean', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_mean_dim(self, dim, keepdim, dtype, result)
    return result


def amax(self, dim=(), keepdim=False):
    """amax(Tensor self, int[1] dim=[], bool keepdim=False) -> Tensor"""
    dim = int_tuple(dim, 'amax', 'dim', 2, True)
    if type(keepdim) is not bool:
        bool_arg('amax', 'keepdim', keepdim, 3)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = AmaxBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.dim = dim
        grad_fn.keepdim = keepdim
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, dim_, keepdim_ = self._data, dim, keepdim
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.amax(xp, self_, dim_, keepdim_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('amax', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_amax(self, dim, keepdim, result)
    if _any_requires_grad:
        grad_fn.result_ = save_output(result)
    return result


def amin(self, dim=(), keepdim=False):
    """amin(Tensor self, int[1] dim=[], bool keepdim=False) -> Tensor"""
    dim = int_tuple(dim, 'amin', 'dim', 2, True)
    if type(keepdim) is not bool:
        bool_arg('amin', 'keepdim', keepdim, 3)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = AminBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.dim = dim
        grad_fn.keepdim = keepdim
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, dim_, keepdim_ = self._data, dim, keepdim
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.amin(xp, self_, dim_, keepdim_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('amin', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_amin(self, dim, keepdim, result)
    if _any_requires_grad:
        grad_fn.result_ = save_output(result)
    return result


def max_dim(self, dim, keepdim=False):
    """max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)"""
    if type(dim) is not int:
        dim = int_arg('max', 'dim', dim, 2)
    if type(keepdim) is not bool:
        bool_arg('max', 'keepdim', keepdim, 3)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = MaxBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.dim = dim
        grad_fn.keepdim = keepdim
        grad_fn.self_shape = self._data.shape
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, dim_, keepdim_ = self._data, dim, keepdim
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.max_dim(xp, self_, dim_, keepdim_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('max', error, self_) from None
    values, indices = wrap(out[0]), wrap(out[1])
    if _any_requires_grad:
        set_history(values, grad_fn)
    if _any_has_forward_grad:
        forward_derivatives.jvp_max_dim(self, dim, keepdim, values, indices)
    if _any_requires_grad:
        grad_fn.indices_ = save_output(indices)
    return _return_max_dim(values, indices)


def max(self):
    """max(Tensor self) -> Tensor"""
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = MaxBackward1()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_ = self._data
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.max_all(xp, self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('max', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_max(self, result)
    if _any_requires_grad:
        grad_fn.result_ = save_output(result)
    return result


def min_dim(self, dim, keepdim=False):
    """min.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)"""
    if type(dim) is not int:
        dim = int_arg('min', 'dim', dim, 2)
    if type(keepdim) is not bool:
        bool_arg('min', 'keepdim', keepdim, 3)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = MinBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.dim = dim
        grad_fn.keepdim = keepdim
        grad_fn.self_shape = self._data.shape
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, dim_, keepdim_ = self._data, dim, keepdim
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.max_dim(xp, self_, dim_, keepdim_, False)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('min', error, self_) from None
    values, indices = wrap(out[0]), wrap(out[1])
    if _any_requires_grad:
        set_history(values, grad_fn)
    if _any_has_forward_grad:
        forward_derivatives.jvp_min_dim(self, dim, keepdim, values, indices)
    if _any_requires_grad:
        grad_fn.indices_ = save_output(indices)
    return _return_min_dim(values, indices)


def min(self):
    """min(Tensor self) -> Tensor"""
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = MinBackward1()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_ = self._data
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.min_all(xp, self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('min', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_min(self, result)
    if _any_requires_grad:
        grad_fn.result_ = save_output(result)
    return result


def mm(self, mat2):
    """mm(Tensor self, Tensor mat2) -> Tensor"""
    if not isinstance(mat2, Tensor):
        raise not_a_tensor('mm', 'mat2', mat2, 2)
    if AUTOCAST.enabled:
        self, mat2 = autocast_lower(self, mat2)
    _any_requires_grad = (self._requires_grad or mat2._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = MmBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(mat2) if mat2._requires_grad else None,
        )
        if self._output_nr or mat2._output_nr:
            grad_fn._next_nrs = edge_numbers(self, mat2)
        grad_fn.mat2_ = save_input(mat2) if self._requires_grad else NOT_SAVED
        grad_fn.mat2_shape = mat2._data.shape
        grad_fn.mat2_sym_strides = mat2.stride()
        grad_fn.self_ = save_input(self) if mat2._requires_grad else NOT_SAVED
        grad_fn.self_shape = self._data.shape
        grad_fn.self_sym_strides = self.stride()
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, mat2)
    self_, mat2_ = self._data, mat2._data
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.mm(xp, self_, mat2_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('mm', error, self_, mat2_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_mm(self, mat2, result)
    return result


def mv(self, vec):
    """mv(Tensor self, Tensor vec) -> Tensor"""
    if not isinstance(vec, Tensor):
        raise not_a_tensor('mv', 'vec', vec, 2)
    if AUTOCAST.enabled:
        self, vec = autocast_cast({'cuda': 'lower_precision_fp'}, self, vec)
    _any_requires_grad = (self._requires_grad or vec._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = MvBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(vec) if vec._requires_grad else None,
        )
        if self._output_nr or vec._output_nr:
            grad_fn._next_nrs = edge_numbers(self, vec)
        grad_fn.self_ = save_input(self) if vec._requires_grad else NOT_SAVED
        grad_fn.vec_ = save_input(vec) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, vec)
    self_, vec_ = self._data, vec._data
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.matmul(xp, self_, vec_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('mv', error, self_, vec_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_mv(self, vec, result)
    return result


def dot(self, tensor):
    """dot(Tensor self, Tensor tensor) -> Tensor"""
    if not isinstance(tensor, Tensor):
        raise not_a_tensor('dot', 'tensor', tensor, 2)
    if AUTOCAST.enabled:
        self, tensor = autocast_promote(('cuda',), self, tensor)
    _any_requires_grad = (self._requires_grad or tensor._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = DotBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(tensor) if tensor._requires_grad else None,
        )
        if self._output_nr or tensor._output_nr:
            grad_fn._next_nrs = edge_numbers(self, tensor)
        grad_fn.self_ = save_input(self) if tensor._requires_grad else NOT_SAVED
        grad_fn.tensor_ = save_input(tensor) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, tensor)
    self_, tensor_ = self._data, tensor._data
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.dot(xp, self_, tensor_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('dot', error, self_, tensor_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_dot(self, tensor, result)
    return result


def bmm(self, mat2):
    """bmm(Tensor self, Tensor mat2) -> Tensor"""
    if not isinstance(mat2, Tensor):
        raise not_a_tensor('bmm', 'mat2', mat2, 2)
    if AUTOCAST.enabled:
        self, mat2 = autocast_lower(self, mat2)
    _any_requires_grad = (self._requires_grad or mat2._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = BmmBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(mat2) if mat2._requires_grad else None,
        )
        if self._output_nr or mat2._output_nr:
            grad_fn._next_nrs = edge_numbers(self, mat2)
        grad_fn.mat2_ = save_input(mat2) if self._requires_grad else NOT_SAVED
        grad_fn.self_ = save_input(self) if mat2._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, mat2)
    self_, mat2_ = self._data, mat2._data
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.bmm(xp, self_, mat2_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('bmm', error, self_, mat2_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_bmm(self, mat2, result)
    return result


def matmul(self, other):
    """matmul(Tensor self, Tensor other) -> Tensor"""
    if not isinstance(other, Tensor):
        raise not_a_tensor('matmul', 'other', other, 2)
    if AUTOCAST.enabled:
        self, other = autocast_lower(self, other)
    _any_requires_grad = (self._requires_grad or other._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = MatmulBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(other) if other._requires_grad else None,
        )
        if self._output_nr or other._output_nr:
            grad_fn._next_nrs = edge_numbers(self, other)
        grad_fn.other_ = save_input(other)
        grad_fn.self_ = save_input(self)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, other)
    self_, other_ = self._data, other._data
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.matmul(xp, self_, other_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('matmul', error, self_, other_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_matmul(self, other, result)
    return result


def _kernel_t(xp, self):
    return K.t(xp, self)


def t(self):
    """t(Tensor(a) self) -> Tensor(a)"""
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = TBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_ = self._data
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.t(xp, self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('t', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_t(self, result)
    as_view(self, result, (_kernel_t, xp))
    return result


def _kernel_transpose_int(xp, self, dim0, dim1):
    return K.transpose(xp, self, dim0, dim1)


def transpose_int(self, dim0, dim1):
    """transpose.int(Tensor(a) self, int dim0, int dim1) -> Tensor(a)"""
    if type(dim0) is not int:
        dim0 = int_arg('transpose', 'dim0', dim0, 2)
    if type(dim1) is not int:
        dim1 = int_arg('transpose', 'dim1', dim1, 3)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = TransposeBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.dim0 = dim0
        grad_fn.dim1 = dim1
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, dim0_, dim1_ = self._data, dim0, dim1
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.transpose(xp, self_, dim0_, dim1_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('transpose', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_transpose_int(self, dim0, dim1, result)
    as_view(self, result, (_kernel_transpose_int, xp, dim0_, dim1_))
    return result


def _kernel_permute(xp, self, dims):
    return K.permute(xp, self, dims)


def permute(self, dims):
    """permute(Tensor(a) self, int[] dims) -> Tensor(a)"""
    dims = int_tuple(dims, 'permute', 'dims', 2, False)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = PermuteBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.dims = dims
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, dims_ = self._data, dims
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.permute(xp, self_, dims_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('permute', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_permute(self, dims, result)
    as_view(self, result, (_kernel_permute, xp, dims_))
    return result


def _kernel_view(xp, self, size):
    return K.view(xp, self, size)


def view(self, size):
    """view(Tensor(a) self, SymInt[] size) -> Tensor(a)"""
    size = int_tuple(size, 'view', 'size', 2, False)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = ViewBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.self_shape = self._data.shape
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, size_ = self._data, size
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.view(xp, self_, size_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('view', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_view(self, size, result)
    as_view(self, result, (_kernel_view, xp, size_))
    return result


def _kernel__reshape_alias(xp, self, size, stride):
    return K.reshape_alias(xp, self, size, stride)


def _reshape_alias(self, size, stride):
    """_reshape_alias(Tensor(a) self, SymInt[] size, SymInt[] stride) -> Tensor(a)"""
    size = int_tuple(size, '_reshape_alias', 'size', 2, False)
    stride = int_tuple(stride, '_reshape_alias', 'stride', 3, False)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = ReshapeAliasBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.self_shape = self._data.shape
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, size_, stride_ = self._data, size, stride
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.reshape_alias(xp, self_, size_, stride_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('_reshape_alias', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp__reshape_alias(self, size, stride, result)
    as_view(self, result, (_kernel__reshape_alias, xp, size_, stride_))
    return result


def _unsafe_view(self, size):
    """_unsafe_view(Tensor self, SymInt[] size) -> Tensor"""
    size = int_tuple(size, '_unsafe_view', 'size', 2, False)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = UnsafeViewBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.self_shape = self._data.shape
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, size_ = self._data, size
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.view(xp, self_, size_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('_unsafe_view', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp__unsafe_view(self, size, result)
    return result


def _kernel_expand(xp, self, size, implicit):
    return K.expand(xp, self, size)


def expand(self, size, implicit=False):
    """expand(Tensor(a) self, SymInt[] size, *, bool implicit=False) -> Tensor(a)"""
    size = int_tuple(size, 'expand', 'size', 2, False)
    if type(implicit) is not bool:
        bool_arg('expand', 'implicit', implicit, None)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = ExpandBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.self_shape = self._data.shape
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, size_, implicit_ = self._data, size, implicit
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.expand(xp, self_, size_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('expand', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_expand(self, size, implicit, result)
    as_view(self, result, (_kernel_expand, xp, size_, implicit_))
    return result


def _kernel_squeeze(xp, self):
    return K.squeeze(xp, self, None)


def squeeze(self):
    """squeeze(Tensor(a) self) -> Tensor(a)"""
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = SqueezeBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.self_shape = self._data.shape
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_ = self._data
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.squeeze(xp, self_, None)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('squeeze', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_squeeze(self, result)
    as_view(self, result, (_kernel_squeeze, xp))
    return result


def _kernel_squeeze_dim(xp, self, dim):
    return K.squeeze(xp, self, dim)


def squeeze_dim(self, dim):
    """squeeze.dim(Tensor(a) self, int dim) -> Tensor(a)"""
    if type(dim) is not int:
        dim = int_arg('squeeze', 'dim', dim, 2)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = SqueezeBackward1()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.dim = dim
        grad_fn.self_shape = self._data.shape
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, dim_ = self._data, dim
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.squeeze(xp, self_, dim_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('squeeze', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_squeeze_dim(self, dim, result)
    as_view(self, result, (_kernel_squeeze_dim, xp, dim_))
    return result


def _kernel_squeeze_dims(xp, self, dim):
    return K.squeeze(xp, self, dim)


def squeeze_dims(self, dim):
    """squeeze.dims(Tensor(a) self, int[] dim) -> Tensor(a)"""
    dim = int_tuple(dim, 'squeeze', 'dim', 2, False)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = SqueezeBackward2()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.dim = dim
        grad_fn.self_shape = self._data.shape
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, dim_ = self._data, dim
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.squeeze(xp, self_, dim_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('squeeze', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_squeeze_dims(self, dim, result)
    as_view(self, result, (_kernel_squeeze_dims, xp, dim_))
    return result


def _kernel_unsqueeze(xp, self, dim):
    return K.unsqueeze(xp, self, dim)


def unsqueeze(self, dim):
    """unsqueeze(Tensor(a) self, int dim) -> Tensor(a)"""
    if type(dim) is not int:
        dim = int_arg('unsqueeze', 'dim', dim, 2)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = UnsqueezeBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.dim = dim
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, dim_ = self._data, dim
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.unsqueeze(xp, self_, dim_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('unsqueeze', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_unsqueeze(self, dim, result)
    as_view(self, result, (_kernel_unsqueeze, xp, dim_))
    return result


def _kernel_squeeze_(xp, self):
    return K.squeeze(xp, self, None)


def squeeze_(self):
    """squeeze_(Tensor(a!) self) -> Tensor(a!)"""
    if FORWARD_AD.active and has_fw_grad(self):
        raise forward_ad_not_implemented('squeeze_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = SqueezeBackward3()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.self_shape = self._data.shape
    self_ = self._data
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = _kernel_squeeze_(xp, self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('squeeze_', error, self_) from None
    set_view_inplace(self, out, (_kernel_squeeze_, xp), grad_fn if _any_requires_grad else None)
    return self


def _kernel_squeeze__dim(xp, self, dim):
    return K.squeeze(xp, self, dim)


def squeeze__dim(self, dim):
    """squeeze_.dim(Tensor(a!) self, int dim) -> Tensor(a!)"""
    if type(dim) is not int:
        dim = int_arg('squeeze_', 'dim', dim, 2)
    if FORWARD_AD.active and has_fw_grad(self):
        raise forward_ad_not_implemented('squeeze_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = SqueezeBackward4()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.dim = dim
        grad_fn.self_shape = self._data.shape
    self_, dim_ = self._data, dim
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = _kernel_squeeze__dim(xp, self_, dim_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('squeeze_', error, self_) from None
    set_view_inplace(self, out, (_kernel_squeeze__dim, xp, dim_), grad_fn if _any_requires_grad else None)
    return self


def _kernel_squeeze__dims(xp, self, dim):
    return K.squeeze(xp, self, dim)


def squeeze__dims(self, dim):
    """squeeze_.dims(Tensor(a!) self, int[] dim) -> Tensor(a!)"""
    dim = int_tuple(dim, 'squeeze_', 'dim', 2, False)
    if FORWARD_AD.active and has_fw_grad(self):
        raise forward_ad_not_implemented('squeeze_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = SqueezeBackward5()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.dim = dim
        grad_fn.self_shape = self._data.shape
    self_, dim_ = self._data, dim
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = _kernel_squeeze__dims(xp, self_, dim_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('squeeze_', error, self_) from None
    set_view_inplace(self, out, (_kernel_squeeze__dims, xp, dim_), grad_fn if _any_requires_grad else None)
    return self


def _kernel_unsqueeze_(xp, self, dim):
    return K.unsqueeze(xp, self, dim)


def unsqueeze_(self, dim):
    """unsqueeze_(Tensor(a!) self, int dim) -> Tensor(a!)"""
    if type(dim) is not int:
        dim = int_arg('unsqueeze_', 'dim', dim, 2)
    if FORWARD_AD.active and has_fw_grad(self):
        raise forward_ad_not_implemented('unsqueeze_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = UnsqueezeBackward1()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.dim = dim
    self_, dim_ = self._data, dim
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = _kernel_unsqueeze_(xp, self_, dim_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('unsqueeze_', error, self_) from None
    set_view_inplace(self, out, (_kernel_unsqueeze_, xp, dim_), grad_fn if _any_requires_grad else None)
    return self


def _kernel_t_(xp, self):
    return K.t(xp, self, "t_")


def t_(self):
    """t_(Tensor(a!) self) -> Tensor(a!)"""
    if FORWARD_AD.active and has_fw_grad(self):
        raise forward_ad_not_implemented('t_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = TBackward1()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
    self_ = self._data
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = _kernel_t_(xp, self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('t_', error, self_) from None
    set_view_inplace(self, out, (_kernel_t_, xp), grad_fn if _any_requires_grad else None)
    return self


def _kernel_transpose_(xp, self, dim0, dim1):
    return K.transpose(xp, self, dim0, dim1)


def transpose_(self, dim0, dim1):
    """transpose_(Tensor(a!) self, int dim0, int dim1) -> Tensor(a!)"""
    if type(dim0) is not int:
        dim0 = int_arg('transpose_', 'dim0', dim0, 2)
    if type(dim1) is not int:
        dim1 = int_arg('transpose_', 'dim1', dim1, 3)
    if FORWARD_AD.active and has_fw_grad(self):
        raise forward_ad_not_implemented('transpose_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = TransposeBackward1()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.dim0 = dim0
        grad_fn.dim1 = dim1
    self_, dim0_, dim1_ = self._data, dim0, dim1
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = _kernel_transpose_(xp, self_, dim0_, dim1_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('transpose_', error, self_) from None
    set_view_inplace(self, out, (_kernel_transpose_, xp, dim0_, dim1_), grad_fn if _any_requires_grad else None)
    return self


def _kernel_alias(xp, self):
    return self.view()


def alias(self):
    """alias(Tensor(a) self) -> Tensor(a)"""
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = AliasBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_ = self._data
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = self_.view()
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('alias', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_alias(self, result)
    as_view(self, result, (_kernel_alias, xp))
    return result


def _kernel_select_int(xp, self, dim, index):
    return K.select(xp, self, dim, index)


def select_int(self, dim, index):
    """select.int(Tensor(a) self, int dim, SymInt index) -> Tensor(a)"""
    if type(dim) is not int:
        dim = int_arg('select', 'dim', dim, 2)
    if type(index) is not int:
        index = int_arg('select', 'index', index, 3)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = SelectBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.dim = dim
        grad_fn.index = index
        grad_fn.self_shape = self._data.shape
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, dim_, index_ = self._data, dim, index
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.select(xp, self_, dim_, index_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('select', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_select_int(self, dim, index, result)
    as_view(self, result, (_kernel_select_int, xp, dim_, index_))
    return result


def select_backward(grad_output, input_sizes, dim, index):
    """select_backward(Tensor grad_output, SymInt[] input_sizes, int dim, SymInt index) -> Tensor"""
    input_sizes = int_tuple(input_sizes, 'select_backward', 'input_sizes', 2, False)
    if type(dim) is not int:
        dim = int_arg('select_backward', 'dim', dim, 3)
    if type(index) is not int:
        index = int_arg('select_backward', 'index', index, 4)
    _any_requires_grad = grad_output._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = SelectBackwardBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(grad_output),)
        if grad_output._output_nr:
            grad_fn._next_nrs = edge_numbers(grad_output)
        grad_fn.dim = dim
        grad_fn.index = index
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(grad_output)
    grad_output_, input_sizes_, dim_, index_ = grad_output._data, input_sizes, dim, index
    xp = ARRAY_MODULE[type(grad_output_)]
    try:
        out = K.select_backward(xp, grad_output_, input_sizes_, dim_, index_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('select_backward', error, grad_output_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_select_backward(grad_output, input_sizes, dim, index, result)
    return result


def _kernel_slice_Tensor(xp, self, dim, start, end, step):
    return K.slice(xp, self, dim, start, end, step)


def slice_Tensor(self, dim=0, start=None, end=None, step=1):
    """slice.Tensor(Tensor(a) self, int dim=0, SymInt? start=None, SymInt? end=None, SymInt step=1) -> Tensor(a)"""
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = SliceBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.dim = dim
        grad_fn.end = end
        grad_fn.self_shape = self._data.shape
        grad_fn.start = start
        grad_fn.step = step
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, dim_, start_, end_, step_ = self._data, dim, start, end, step
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.slice(xp, self_, dim_, start_, end_, step_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('slice', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_slice_Tensor(self, dim, start, end, step, result)
    as_view(self, result, (_kernel_slice_Tensor, xp, dim_, start_, end_, step_))
    return result


def slice_backward(grad_output, input_sizes, dim, start, end, step):
    """slice_backward(Tensor grad_output, SymInt[] input_sizes, int dim, SymInt start, SymInt end, SymInt step) -> Tensor"""
    input_sizes = int_tuple(input_sizes, 'slice_backward', 'input_sizes', 2, False)
    if type(dim) is not int:
        dim = int_arg('slice_backward', 'dim', dim, 3)
    if type(start) is not int:
        start = int_arg('slice_backward', 'start', start, 4)
    if type(end) is not int:
        end = int_arg('slice_backward', 'end', end, 5)
    if type(step) is not int:
        step = int_arg('slice_backward', 'step', step, 6)
    _any_requires_grad = grad_output._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = SliceBackwardBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(grad_output),)
        if grad_output._output_nr:
            grad_fn._next_nrs = edge_numbers(grad_output)
        grad_fn.dim = dim
        grad_fn.end = end
        grad_fn.start = start
        grad_fn.step = step
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(grad_output)
    grad_output_, input_sizes_, dim_, start_, end_, step_ = grad_output._data, input_sizes, dim, start, end, step
    xp = ARRAY_MODULE[type(grad_output_)]
    try:
        out = K.slice_backward(xp, grad_output_, input_sizes_, dim_, start_, end_, step_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('slice_backward', error, grad_output_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_slice_backward(grad_output, input_sizes, dim, start, end, step, result)
    return result


def index_Tensor(self, indices):
    """index.Tensor(Tensor self, Tensor?[] indices) -> Tensor"""
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = IndexBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.indices_ = [SavedVariable(t) for t in indices]
        grad_fn.self_shape = self._data.shape
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, indices_ = self._data, [None if t is None else t._data for t in indices]
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.index(xp, self_, indices_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('index', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_index_Tensor(self, indices, result)
    return result


def _kernel_index_put(xp, self, indices, values, accumulate):
    return K.index_put(xp, self, indices, values, accumulate)


def index_put(self, indices, values, accumulate=False):
    """index_put(Tensor self, Tensor?[] indices, Tensor values, bool accumulate=False) -> Tensor"""
    if not isinstance(values, Tensor):
        raise not_a_tensor('index_put', 'values', values, 3)
    if type(accumulate) is not bool:
        bool_arg('index_put', 'accumulate', accumulate, 4)
    if AUTOCAST.enabled:
        self, indices, values = autocast_promote(('cuda',), self, indices, values)
    _any_requires_grad = (self._requires_grad or values._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = IndexPutBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(values) if values._requires_grad else None,
        )
        if self._output_nr or values._output_nr:
            grad_fn._next_nrs = edge_numbers(self, values)
        grad_fn.accumulate = accumulate
        grad_fn.indices_ = [SavedVariable(t) for t in indices]
        grad_fn.values_info = (values._data.shape, values.dtype, values.device)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, values)
    self_, indices_, values_, accumulate_ = self._data, [None if t is None else t._data for t in indices], values._data, accumulate
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.index_put(xp, self_, indices_, values_, accumulate_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('index_put', error, self_, values_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_index_put(self, indices, values, accumulate, result)
    return result


def _kernel_scatter_src(xp, self, dim, index, src):
    return K.scatter(xp, self, dim, index, src)


def scatter_src(self, dim, index, src):
    """scatter.src(Tensor self, int dim, Tensor index, Tensor src) -> Tensor"""
    if type(dim) is not int:
        dim = int_arg('scatter', 'dim', dim, 2)
    if not isinstance(index, Tensor):
        raise not_a_tensor('scatter', 'index', index, 3)
    if not isinstance(src, Tensor):
        raise not_a_tensor('scatter', 'src', src, 4)
    _any_requires_grad = (self._requires_grad or src._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = ScatterBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(src) if src._requires_grad else None,
        )
        if self._output_nr or src._output_nr:
            grad_fn._next_nrs = edge_numbers(self, src)
        grad_fn.dim = dim
        grad_fn.index_ = save_input(index)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, src)
    self_, dim_, index_, src_ = self._data, dim, index._data, src._data
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.scatter(xp, self_, dim_, index_, src_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('scatter', error, self_, index_, src_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_scatter_src(self, dim, index, src, result)
    return result


def _kernel_scatter_value(xp, self, dim, index, value):
    return K.scatter(xp, self, dim, index, value)


def scatter_value(self, dim, index, value):
    """scatter.value(Tensor self, int dim, Tensor index, Scalar value) -> Tensor"""
    if type(dim) is not int:
        dim = int_arg('scatter', 'dim', dim, 2)
    if not isinstance(index, Tensor):
        raise not_a_tensor('scatter', 'index', index, 3)
    if isinstance(value, Tensor):
        value = number_arg('scatter', 'value', value, 4, 'Number')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = ScatterBackward1()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.dim = dim
        grad_fn.index_ = save_input(index) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, dim_, index_, value_ = self._data, dim, index._data, value
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.scatter(xp, self_, dim_, index_, value_)
    except (ValueError, IndexError, TypeError) as error:
        check_numbers('scatter', (('value', value, 4, 'Number'),))
        raise kernel_error('scatter', error, self_, index_, value_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_scatter_value(self, dim, index, value, result)
    return result


def _kernel_scatter_value_reduce(xp, self, dim, index, value, reduce):
    return K.scatter_legacy_reduce(xp, self, dim, index, value, reduce)


def scatter_value_reduce(self, dim, index, value, reduce):
    """scatter.value_reduce(Tensor self, int dim, Tensor index, Scalar value, *, str reduce) -> Tensor"""
    if type(dim) is not int:
        dim = int_arg('scatter', 'dim', dim, 2)
    if not isinstance(index, Tensor):
        raise not_a_tensor('scatter', 'index', index, 3)
    if isinstance(value, Tensor):
        value = number_arg('scatter', 'value', value, 4, 'Number')
    _any_requires_grad = (self._requires_grad or index._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = NotImplementedNode('aten::scatter', self, index)
    if FORWARD_AD.active and has_fw_grad(self, index):
        raise forward_ad_not_implemented('scatter')
    self_, dim_, index_, value_, reduce_ = self._data, dim, index._data, value, reduce
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.scatter_legacy_reduce(xp, self_, dim_, index_, value_, reduce_)
    except (ValueError, IndexError, TypeError) as error:
        check_numbers('scatter', (('value', value, 4, 'Number'),))
        raise kernel_error('scatter', error, self_, index_, value_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    return result


def _kernel_scatter_reduce(xp, self, dim, index, src, reduce):
    return K.scatter_legacy_reduce(xp, self, dim, index, src, reduce)


def scatter_reduce(self, dim, index, src, reduce):
    """scatter.reduce(Tensor self, int dim, Tensor index, Tensor src, *, str reduce) -> Tensor"""
    if type(dim) is not int:
        dim = int_arg('scatter', 'dim', dim, 2)
    if not isinstance(index, Tensor):
        raise not_a_tensor('scatter', 'index', index, 3)
    if not isinstance(src, Tensor):
        raise not_a_tensor('scatter', 'src', src, 4)
    _any_requires_grad = (self._requires_grad or index._requires_grad or src._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = NotImplementedNode('aten::scatter', self, index, src)
    if FORWARD_AD.active and has_fw_grad(self, index, src):
        raise forward_ad_not_implemented('scatter')
    self_, dim_, index_, src_, reduce_ = self._data, dim, index._data, src._data, reduce
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.scatter_legacy_reduce(xp, self_, dim_, index_, src_, reduce_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('scatter', error, self_, index_, src_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    return result


def _kernel_scatter_reduce_two(xp, self, dim, index, src, reduce, include_self):
    return K.scatter_reduce(xp, self, dim, index, src, reduce, include_self)


def scatter_reduce_two(self, dim, index, src, reduce, include_self=True):
    """scatter_reduce.two(Tensor self, int dim, Tensor index, Tensor src, str reduce, *, bool include_self=True) -> Tensor"""
    if type(dim) is not int:
        dim = int_arg('scatter_reduce', 'dim', dim, 2)
    if not isinstance(index, Tensor):
        raise not_a_tensor('scatter_reduce', 'index', index, 3)
    if not isinstance(src, Tensor):
        raise not_a_tensor('scatter_reduce', 'src', src, 4)
    if type(include_self) is not bool:
        bool_arg('scatter_reduce', 'include_self', include_self, None)
    _any_requires_grad = (self._requires_grad or src._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = ScatterReduceBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(src) if src._requires_grad else None,
        )
        if self._output_nr or src._output_nr:
            grad_fn._next_nrs = edge_numbers(self, src)
        grad_fn.dim = dim
        grad_fn.include_self = include_self
        grad_fn.index_ = save_input(index)
        grad_fn.reduce = reduce
        grad_fn.self_ = save_input(self)
        grad_fn.src_ = save_input(src)
    if FORWARD_AD.active and has_fw_grad(self, src):
        raise forward_ad_not_implemented('scatter_reduce')
    self_, dim_, index_, src_, reduce_, include_self_ = self._data, dim, index._data, src._data, reduce, include_self
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.scatter_reduce(xp, self_, dim_, index_, src_, reduce_, include_self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('scatter_reduce', error, self_, index_, src_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
        grad_fn.result_ = save_output(result)
    return result


def gather(self, dim, index, sparse_grad=False):
    """gather(Tensor self, int dim, Tensor index, *, bool sparse_grad=False) -> Tensor"""
    if type(dim) is not int:
        dim = int_arg('gather', 'dim', dim, 2)
    if not isinstance(index, Tensor):
        raise not_a_tensor('gather', 'index', index, 3)
    if type(sparse_grad) is not bool:
        bool_arg('gather', 'sparse_grad', sparse_grad, None)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = GatherBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.dim = dim
        grad_fn.index_ = save_input(index) if self._requires_grad else NOT_SAVED
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
        grad_fn.sparse_grad = sparse_grad
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, dim_, index_, sparse_grad_ = self._data, dim, index._data, sparse_grad
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.gather(xp, self_, dim_, index_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('gather', error, self_, index_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_gather(self, dim, index, sparse_grad, result)
    return result


def _kernel_scatter_add(xp, self, dim, index, src):
    return K.scatter_add(xp, self, dim, index, src)


def scatter_add(self, dim, index, src):
    """scatter_add(Tensor self, int dim, Tensor index, Tensor src) -> Tensor"""
    if type(dim) is not int:
        dim = int_arg('scatter_add', 'dim', dim, 2)
    if not isinstance(index, Tensor):
        raise not_a_tensor('scatter_add', 'index', index, 3)
    if not isinstance(src, Tensor):
        raise not_a_tensor('scatter_add', 'src', src, 4)
    if AUTOCAST.enabled:
        self, index, src = autocast_promote(('cuda',), self, index, src)
    _any_requires_grad = (self._requires_grad or src._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = ScatterAddBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(src) if src._requires_grad else None,
        )
        if self._output_nr or src._output_nr:
            grad_fn._next_nrs = edge_numbers(self, src)
        grad_fn.dim = dim
        grad_fn.index_ = save_input(index) if src._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, src)
    self_, dim_, index_, src_ = self._data, dim, index._data, src._data
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.scatter_add(xp, self_, dim_, index_, src_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('scatter_add', error, self_, index_, src_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_scatter_add(self, dim, index, src, result)
    return result


def _softmax(self, dim, half_to_float):
    """_softmax(Tensor self, int dim, bool half_to_float) -> Tensor"""
    if type(dim) is not int:
        dim = int_arg('_softmax', 'dim', dim, 2)
    if type(half_to_float) is not bool:
        bool_arg('_softmax', 'half_to_float', half_to_float, 3)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = SoftmaxBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.dim = dim
        grad_fn.self_dtype = self.dtype
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, dim_, half_to_float_ = self._data, dim, half_to_float
    K.softmax_check(self_, dim_, 'softmax')
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.softmax(xp, self_, dim_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('_softmax', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp__softmax(self, dim, half_to_float, result)
    if _any_requires_grad:
        grad_fn.result_ = save_output(result)
    return result


def _log_softmax(self, dim, half_to_float):
    """_log_softmax(Tensor self, int dim, bool half_to_float) -> Tensor"""
    if type(dim) is not int:
        dim = int_arg('_log_softmax', 'dim', dim, 2)
    if type(half_to_float) is not bool:
        bool_arg('_log_softmax', 'half_to_float', half_to_float, 3)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = LogSoftmaxBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.dim = dim
        grad_fn.self_dtype = self.dtype
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, dim_, half_to_float_ = self._data, dim, half_to_float
    K.softmax_check(self_, dim_, 'log_softmax')
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.log_softmax(xp, self_, dim_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('_log_softmax', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp__log_softmax(self, dim, half_to_float, result)
    if _any_requires_grad:
        grad_fn.result_ = save_output(result)
    return result


def clone(self, memory_format=None):
    """clone(Tensor self, *, MemoryFormat? memory_format=None) -> Tensor"""
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = CloneBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, memory_format_ = self._data, memory_format
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.clone(xp, self_, memory_format_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('clone', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_clone(self, memory_format, result)
    return result


def _to_copy(self, dtype=None, device=None, memory_format=None):
    """_to_copy(Tensor self, *, ScalarType? dtype=None, Device? device=None, MemoryFormat? memory_format=None) -> Tensor"""
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = ToCopyBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.device = device
        grad_fn.dtype = dtype
        grad_fn.self_device = self.device
        grad_fn.self_dtype = self.dtype
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, dtype_, device_, memory_format_ = self._data, to_np(dtype, '_to_copy'), device, memory_format
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.to_copy(xp, self_, dtype_, device_, memory_format_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('_to_copy', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp__to_copy(self, dtype, device, memory_format, result)
    return result


def eq_Tensor(self, other):
    """eq.Tensor(Tensor self, Tensor other) -> Tensor"""
    self_, other_ = self._data, (other._data if isinstance(other, Tensor) else other if type(other) in NUMBER_TYPES else scalar_operand(other, 'eq', 'other', 2))
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype:
        self_, other_ = promote(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = xp.equal(self_, other_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('eq', error, self_, other_) from None
    result = wrap(out)
    return result


def ne_Tensor(self, other):
    """ne.Tensor(Tensor self, Tensor other) -> Tensor"""
    self_, other_ = self._data, (other._data if isinstance(other, Tensor) else other if type(other) in NUMBER_TYPES else scalar_operand(other, 'ne', 'other', 2))
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype:
        self_, other_ = promote(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = xp.not_equal(self_, other_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('ne', error, self_, other_) from None
    result = wrap(out)
    return result


def lt_Tensor(self, other):
    """lt.Tensor(Tensor self, Tensor other) -> Tensor"""
    self_, other_ = self._data, (other._data if isinstance(other, Tensor) else other if type(other) in NUMBER_TYPES else scalar_operand(other, 'lt', 'other', 2))
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype:
        self_, other_ = promote(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = xp.less(self_, other_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('lt', error, self_, other_) from None
    result = wrap(out)
    return result


def le_Tensor(self, other):
    """le.Tensor(Tensor self, Tensor other) -> Tensor"""
    self_, other_ = self._data, (other._data if isinstance(other, Tensor) else other if type(other) in NUMBER_TYPES else scalar_operand(other, 'le', 'other', 2))
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype:
        self_, other_ = promote(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = xp.less_equal(self_, other_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('le', error, self_, other_) from None
    result = wrap(out)
    return result


def gt_Tensor(self, other):
    """gt.Tensor(Tensor self, Tensor other) -> Tensor"""
    self_, other_ = self._data, (other._data if isinstance(other, Tensor) else other if type(other) in NUMBER_TYPES else scalar_operand(other, 'gt', 'other', 2))
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype:
        self_, other_ = promote(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = xp.greater(self_, other_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('gt', error, self_, other_) from None
    result = wrap(out)
    return result


def ge_Tensor(self, other):
    """ge.Tensor(Tensor self, Tensor other) -> Tensor"""
    self_, other_ = self._data, (other._data if isinstance(other, Tensor) else other if type(other) in NUMBER_TYPES else scalar_operand(other, 'ge', 'other', 2))
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype:
        self_, other_ = promote(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = xp.greater_equal(self_, other_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('ge', error, self_, other_) from None
    result = wrap(out)
    return result


def isnan(self):
    """isnan(Tensor self) -> Tensor"""
    self_ = self._data
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = xp.isnan(self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('isnan', error, self_) from None
    result = wrap(out)
    return result


def _kernel_logical_not(xp, self):
    return xp.logical_not(self)


def logical_not(self):
    """logical_not(Tensor self) -> Tensor"""
    self_ = self._data
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = xp.logical_not(self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('logical_not', error, self_) from None
    result = wrap(out)
    return result


def _kernel_logical_and(xp, self, other):
    return xp.logical_and(self, other)


def logical_and(self, other):
    """logical_and(Tensor self, Tensor other) -> Tensor"""
    if not isinstance(other, Tensor):
        raise not_a_tensor('logical_and', 'other', other, 2)
    self_, other_ = self._data, other._data
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = xp.logical_and(self_, other_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('logical_and', error, self_, other_) from None
    result = wrap(out)
    return result


def _kernel_logical_or(xp, self, other):
    return xp.logical_or(self, other)


def logical_or(self, other):
    """logical_or(Tensor self, Tensor other) -> Tensor"""
    if not isinstance(other, Tensor):
        raise not_a_tensor('logical_or', 'other', other, 2)
    self_, other_ = self._data, other._data
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = xp.logical_or(self_, other_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('logical_or', error, self_, other_) from None
    result = wrap(out)
    return result


def _kernel_bitwise_and_Tensor(xp, self, other):
    return K.bitwise(xp, "bitwise_and", self, other)


def bitwise_and_Tensor(self, other):
    """bitwise_and.Tensor(Tensor self, Tensor other) -> Tensor"""
    self_, other_ = self._data, (other._data if isinstance(other, Tensor) else other if type(other) in NUMBER_TYPES else scalar_operand(other, 'bitwise_and', 'other', 2))
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype:
        self_, other_ = promote(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.bitwise(xp, 'bitwise_and', self_, other_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('bitwise_and', error, self_, other_) from None
    result = wrap(out)
    return result


def _kernel_bitwise_or_Tensor(xp, self, other):
    return K.bitwise(xp, "bitwise_or", self, other)


def bitwise_or_Tensor(self, other):
    """bitwise_or.Tensor(Tensor self, Tensor other) -> Tensor"""
    self_, other_ = self._data, (other._data if isinstance(other, Tensor) else other if type(other) in NUMBER_TYPES else scalar_operand(other, 'bitwise_or', 'other', 2))
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype:
        self_, other_ = promote(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.bitwise(xp, 'bitwise_or', self_, other_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('bitwise_or', error, self_, other_) from None
    result = wrap(out)
    return result


def _kernel_bitwise_xor_Tensor(xp, self, other):
    return K.bitwise(xp, "bitwise_xor", self, other)


def bitwise_xor_Tensor(self, other):
    """bitwise_xor.Tensor(Tensor self, Tensor other) -> Tensor"""
    self_, other_ = self._data, (other._data if isinstance(other, Tensor) else other if type(other) in NUMBER_TYPES else scalar_operand(other, 'bitwise_xor', 'other', 2))
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype:
        self_, other_ = promote(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.bitwise(xp, 'bitwise_xor', self_, other_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('bitwise_xor', error, self_, other_) from None
    result = wrap(out)
    return result


def _kernel_bitwise_left_shift_Tensor(xp, self, other):
    return K.bitwise(xp, "lshift", self, other)


def bitwise_left_shift_Tensor(self, other):
    """bitwise_left_shift.Tensor(Tensor self, Tensor other) -> Tensor"""
    self_, other_ = self._data, (other._data if isinstance(other, Tensor) else other if type(other) in NUMBER_TYPES else scalar_operand(other, 'bitwise_left_shift', 'other', 2))
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype:
        self_, other_ = promote(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.bitwise(xp, 'lshift', self_, other_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('bitwise_left_shift', error, self_, other_) from None
    result = wrap(out)
    return result


def _kernel_bitwise_right_shift_Tensor(xp, self, other):
    return K.bitwise(xp, "rshift", self, other)


def bitwise_right_shift_Tensor(self, other):
    """bitwise_right_shift.Tensor(Tensor self, Tensor other) -> Tensor"""
    self_, other_ = self._data, (other._data if isinstance(other, Tensor) else other if type(other) in NUMBER_TYPES else scalar_operand(other, 'bitwise_right_shift', 'other', 2))
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype:
        self_, other_ = promote(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.bitwise(xp, 'rshift', self_, other_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('bitwise_right_shift', error, self_, other_) from None
    result = wrap(out)
    return result


def _kernel_bitwise_not(xp, self):
    return K.bitwise_not(xp, self)


def bitwise_not(self):
    """bitwise_not(Tensor self) -> Tensor"""
    self_ = self._data
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.bitwise_not(xp, self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('bitwise_not', error, self_) from None
    result = wrap(out)
    return result


def any(self):
    """any(Tensor self) -> Tensor"""
    self_ = self._data
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.all_any(xp, self_, None, False, xp.any)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('any', error, self_) from None
    result = wrap(out)
    return result


def all(self):
    """all(Tensor self) -> Tensor"""
    self_ = self._data
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.all_any(xp, self_, None, False, xp.all)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('all', error, self_) from None
    result = wrap(out)
    return result


def argmax(self, dim=None, keepdim=False):
    """argmax(Tensor self, int? dim=None, bool keepdim=False) -> Tensor"""
    if type(dim) is not int and dim is not None:
        dim = int_arg('argmax', 'dim', dim, 2)
    if type(keepdim) is not bool:
        bool_arg('argmax', 'keepdim', keepdim, 3)
    self_, dim_, keepdim_ = self._data, dim, keepdim
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.argminmax(xp, self_, dim_, keepdim_, True)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('argmax', error, self_) from None
    result = wrap(out)
    return result


def _kernel_exp2(xp, self):
    return xp.exp2(self)


def exp2(self):
    """exp2(Tensor self) -> Tensor"""
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = Exp2Backward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_ = self._data
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = xp.exp2(self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('exp2', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_exp2(self, result)
    if _any_requires_grad:
        grad_fn.result_ = save_output(result)
    return result


def _kernel_expm1(xp, self):
    return xp.expm1(self)


def expm1(self):
    """expm1(Tensor self) -> Tensor"""
    if AUTOCAST.enabled:
        self, = autocast_cast({'cuda': 'fp32'}, self)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = Expm1Backward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_ = self._data
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = xp.expm1(self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('expm1', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_expm1(self, result)
    if _any_requires_grad:
        grad_fn.result_ = save_output(result)
    return result


def _kernel_log2(xp, self):
    return xp.log2(self)


def log2(self):
    """log2(Tensor self) -> Tensor"""
    if AUTOCAST.enabled:
        self, = autocast_cast({'cuda': 'fp32'}, self)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = Log2Backward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_ = self._data
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = xp.log2(self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('log2', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_log2(self, result)
    return result


def _kernel_log10(xp, self):
    return xp.log10(self)


def log10(self):
    """log10(Tensor self) -> Tensor"""
    if AUTOCAST.enabled:
        self, = autocast_cast({'cuda': 'fp32'}, self)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = Log10Backward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_ = self._data
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = xp.log10(self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('log10', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_log10(self, result)
    return result


def _kernel_log1p(xp, self):
    return xp.log1p(self)


def log1p(self):
    """log1p(Tensor self) -> Tensor"""
    if AUTOCAST.enabled:
        self, = autocast_cast({'cuda': 'fp32'}, self)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = Log1PBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_ = self._data
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = xp.log1p(self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('log1p', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_log1p(self, result)
    return result


def _kernel_reciprocal(xp, self):
    return xp.reciprocal(self)


def reciprocal(self):
    """reciprocal(Tensor self) -> Tensor"""
    if AUTOCAST.enabled:
        self, = autocast_cast({'cuda': 'fp32'}, self)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = ReciprocalBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_ = self._data
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = xp.reciprocal(self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('reciprocal', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_reciprocal(self, result)
    if _any_requires_grad:
        grad_fn.result_ = save_output(result)
    return result


def _kernel_tan(xp, self):
    return xp.tan(self)


def tan(self):
    """tan(Tensor self) -> Tensor"""
    if AUTOCAST.enabled:
        self, = autocast_cast({'cuda': 'fp32'}, self)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = TanBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_ = self._data
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = xp.tan(self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('tan', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_tan(self, result)
    if _any_requires_grad:
        grad_fn.result_ = save_output(result)
    return result


def _kernel_asin(xp, self):
    return xp.arcsin(self)


def asin(self):
    """asin(Tensor self) -> Tensor"""
    if AUTOCAST.enabled:
        self, = autocast_cast({'cuda': 'fp32'}, self)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = AsinBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_ = self._data
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = xp.arcsin(self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('asin', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_asin(self, result)
    return result


def _kernel_acos(xp, self):
    return xp.arccos(self)


def acos(self):
    """acos(Tensor self) -> Tensor"""
    if AUTOCAST.enabled:
        self, = autocast_cast({'cuda': 'fp32'}, self)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = AcosBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_ = self._data
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = xp.arccos(self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('acos', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_acos(self, result)
    return result


def _kernel_atan(xp, self):
    return xp.arctan(self)


def atan(self):
    """atan(Tensor self) -> Tensor"""
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = AtanBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_ = self._data
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = xp.arctan(self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('atan', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_atan(self, result)
    return result


def _kernel_sinh(xp, self):
    return xp.sinh(self)


def sinh(self):
    """sinh(Tensor self) -> Tensor"""
    if AUTOCAST.enabled:
        self, = autocast_cast({'cuda': 'fp32'}, self)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = SinhBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_ = self._data
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = xp.sinh(self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('sinh', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_sinh(self, result)
    return result


def _kernel_cosh(xp, self):
    return xp.cosh(self)


def cosh(self):
    """cosh(Tensor self) -> Tensor"""
    if AUTOCAST.enabled:
        self, = autocast_cast({'cuda': 'fp32'}, self)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = CoshBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_ = self._data
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = xp.cosh(self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('cosh', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_cosh(self, result)
    return result


def asinh(self):
    """asinh(Tensor self) -> Tensor"""
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = AsinhBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_ = self._data
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = xp.arcsinh(self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('asinh', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_asinh(self, result)
    return result


def acosh(self):
    """acosh(Tensor self) -> Tensor"""
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = AcoshBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_ = self._data
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = xp.arccosh(self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('acosh', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_acosh(self, result)
    return result


def atanh(self):
    """atanh(Tensor self) -> Tensor"""
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = AtanhBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_ = self._data
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = xp.arctanh(self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('atanh', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_atanh(self, result)
    return result


def _kernel_logit(xp, self, eps):
    return K.logit(xp, self, eps)


def logit(self, eps=None):
    """logit(Tensor self, float? eps=None) -> Tensor"""
    if isinstance(eps, Tensor):
        eps = number_arg('logit', 'eps', eps, 2, 'float')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = LogitBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.eps = eps
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, eps_ = self._data, eps
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.logit(xp, self_, eps_)
    except (ValueError, IndexError, TypeError) as error:
        check_numbers('logit', (('eps', eps, 2, 'float'),))
        raise kernel_error('logit', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_logit(self, eps, result)
    return result


def _kernel_erf(xp, self):
    return K.erf(xp, self)


def erf(self):
    """erf(Tensor self) -> Tensor"""
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = ErfBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_ = self._data
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.erf(xp, self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('erf', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_erf(self, result)
    return result


def _kernel_erfc(xp, self):
    return K.erfc(xp, self)


def erfc(self):
    """erfc(Tensor self) -> Tensor"""
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = ErfcBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_ = self._data
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.erfc(xp, self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('erfc', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_erfc(self, result)
    return result


def _kernel_erfinv(xp, self):
    return K.erfinv(xp, self)


def erfinv(self):
    """erfinv(Tensor self) -> Tensor"""
    if AUTOCAST.enabled:
        self, = autocast_cast({'cuda': 'fp32'}, self)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = ErfinvBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_ = self._data
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.erfinv(xp, self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('erfinv', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_erfinv(self, result)
    return result


def _kernel_lgamma(xp, self):
    return K.lgamma(xp, self)


def lgamma(self):
    """lgamma(Tensor self) -> Tensor"""
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = LgammaBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_ = self._data
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.lgamma(xp, self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('lgamma', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_lgamma(self, result)
    return result


def _kernel_digamma(xp, self):
    return K.digamma(xp, self)


def digamma(self):
    """digamma(Tensor self) -> Tensor"""
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = DigammaBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_ = self._data
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.digamma(xp, self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('digamma', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_digamma(self, result)
    return result


def polygamma(n, self):
    """polygamma(int n, Tensor self) -> Tensor"""
    if type(n) is not int:
        n = int_arg('polygamma', 'n', n, 1)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = PolygammaBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.n = n
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    n_, self_ = n, self._data
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.polygamma(xp, n_, self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('polygamma', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_polygamma(n, self, result)
    return result


def _kernel_mvlgamma(xp, self, p):
    return K.mvlgamma(xp, self, p)


def mvlgamma(self, p):
    """mvlgamma(Tensor self, int p) -> Tensor"""
    if type(p) is not int:
        p = int_arg('mvlgamma', 'p', p, 2)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = MvlgammaBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.p = p
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, p_ = self._data, p
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.mvlgamma(xp, self_, p_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('mvlgamma', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_mvlgamma(self, p, result)
    return result


def _kernel_floor(xp, self):
    return K.rounding(xp, self, xp.floor, "floor")


def floor(self):
    """floor(Tensor self) -> Tensor"""
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = FloorBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_ = self._data
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.rounding(xp, self_, xp.floor, 'floor')
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('floor', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_floor(self, result)
    return result


def _kernel_ceil(xp, self):
    return K.rounding(xp, self, xp.ceil, "ceil")


def ceil(self):
    """ceil(Tensor self) -> Tensor"""
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = CeilBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_ = self._data
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.rounding(xp, self_, xp.ceil, 'ceil')
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('ceil', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_ceil(self, result)
    return result


def _kernel_round(xp, self):
    return K.rounding(xp, self, xp.round, "round")


def round(self):
    """round(Tensor self) -> Tensor"""
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = RoundBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_ = self._data
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.rounding(xp, self_, xp.round, 'round')
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('round', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_round(self, result)
    return result


def _kernel_round_decimals(xp, self, decimals):
    return K.round_decimals(xp, self, decimals)


def round_decimals(self, decimals):
    """round.decimals(Tensor self, *, int decimals) -> Tensor"""
    if type(decimals) is not int:
        decimals = int_arg('round', 'decimals', decimals, None)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = RoundBackward1()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, decimals_ = self._data, decimals
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.round_decimals(xp, self_, decimals_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('round', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_round_decimals(self, decimals, result)
    return result


def _kernel_trunc(xp, self):
    return K.rounding(xp, self, xp.trunc, "trunc")


def trunc(self):
    """trunc(Tensor self) -> Tensor"""
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = TruncBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_ = self._data
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.rounding(xp, self_, xp.trunc, 'trunc')
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('trunc', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_trunc(self, result)
    return result


def _kernel_frac(xp, self):
    return K.frac(xp, self)


def frac(self):
    """frac(Tensor self) -> Tensor"""
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = FracBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_ = self._data
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.frac(xp, self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('frac', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_frac(self, result)
    return result


def _kernel_nan_to_num(xp, self, nan, posinf, neginf):
    return xp.nan_to_num(self, nan=0.0 if nan is None else nan, posinf=posinf, neginf=neginf)


def nan_to_num(self, nan=None, posinf=None, neginf=None):
    """nan_to_num(Tensor self, float? nan=None, float? posinf=None, float? neginf=None) -> Tensor"""
    if isinstance(nan, Tensor):
        nan = number_arg('nan_to_num', 'nan', nan, 2, 'float')
    if isinstance(posinf, Tensor):
        posinf = number_arg('nan_to_num', 'posinf', posinf, 3, 'float')
    if isinstance(neginf, Tensor):
        neginf = number_arg('nan_to_num', 'neginf', neginf, 4, 'float')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = NanToNumBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, nan_, posinf_, neginf_ = self._data, nan, posinf, neginf
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = xp.nan_to_num(self_, nan=0.0 if nan_ is None else nan_, posinf=posinf_, neginf=neginf_)
    except (ValueError, IndexError, TypeError) as error:
        check_numbers('nan_to_num', (('nan', nan, 2, 'float'), ('posinf', posinf, 3, 'float'), ('neginf', neginf, 4, 'float'),))
        raise kernel_error('nan_to_num', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_nan_to_num(self, nan, posinf, neginf, result)
    return result


def _kernel_clamp_min(xp, self, min):
    return xp.maximum(self, min)


def clamp_min(self, min):
    """clamp_min(Tensor self, Scalar min) -> Tensor"""
    if isinstance(min, Tensor):
        min = number_arg('clamp_min', 'min', min, 2, 'Number')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = ClampMinBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.min = min
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, min_ = self._data, min
    if type(min_) is not type(self_) or min_.dtype is not self_.dtype:
        self_, min_ = promote(self_, min_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = xp.maximum(self_, min_)
    except (ValueError, IndexError, TypeError) as error:
        check_numbers('clamp_min', (('min', min, 2, 'Number'),))
        raise kernel_error('clamp_min', error, self_, min_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_clamp_min(self, min, result)
    return result


def _kernel_clamp_min_Tensor(xp, self, min):
    return xp.maximum(self, min)


def clamp_min_Tensor(self, min):
    """clamp_min.Tensor(Tensor self, Tensor min) -> Tensor"""
    min_is_tensor = isinstance(min, Tensor)
    _any_requires_grad = (self._requires_grad or (min_is_tensor and min._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = ClampMinBackward1()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(min) if min_is_tensor and min._requires_grad else None,
        )
        if self._output_nr or min_is_tensor and min._output_nr:
            grad_fn._next_nrs = edge_numbers(self, min)
        grad_fn.min_ = save_input(min)
        grad_fn.self_ = save_input(self)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, min)
    self_, min_ = self._data, (min._data if min_is_tensor else min if type(min) in NUMBER_TYPES else scalar_operand(min, 'clamp_min', 'min', 2))
    if type(min_) is not type(self_) or min_.dtype is not self_.dtype:
        self_, min_ = promote(self_, min_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = xp.maximum(self_, min_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('clamp_min', error, self_, min_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_clamp_min_Tensor(self, min, result)
    return result


def _kernel_clamp_max(xp, self, max):
    return xp.minimum(self, max)


def clamp_max(self, max):
    """clamp_max(Tensor self, Scalar max) -> Tensor"""
    if isinstance(max, Tensor):
        max = number_arg('clamp_max', 'max', max, 2, 'Number')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = ClampMaxBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.max = max
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, max_ = self._data, max
    if type(max_) is not type(self_) or max_.dtype is not self_.dtype:
        self_, max_ = promote(self_, max_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = xp.minimum(self_, max_)
    except (ValueError, IndexError, TypeError) as error:
        check_numbers('clamp_max', (('max', max, 2, 'Number'),))
        raise kernel_error('clamp_max', error, self_, max_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_clamp_max(self, max, result)
    return result


def _kernel_clamp_max_Tensor(xp, self, max):
    return xp.minimum(self, max)


def clamp_max_Tensor(self, max):
    """clamp_max.Tensor(Tensor self, Tensor max) -> Tensor"""
    max_is_tensor = isinstance(max, Tensor)
    _any_requires_grad = (self._requires_grad or (max_is_tensor and max._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = ClampMaxBackward1()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(max) if max_is_tensor and max._requires_grad else None,
        )
        if self._output_nr or max_is_tensor and max._output_nr:
            grad_fn._next_nrs = edge_numbers(self, max)
        grad_fn.max_ = save_input(max)
        grad_fn.self_ = save_input(self)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, max)
    self_, max_ = self._data, (max._data if max_is_tensor else max if type(max) in NUMBER_TYPES else scalar_operand(max, 'clamp_max', 'max', 2))
    if type(max_) is not type(self_) or max_.dtype is not self_.dtype:
        self_, max_ = promote(self_, max_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = xp.minimum(self_, max_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('clamp_max', error, self_, max_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_clamp_max_Tensor(self, max, result)
    return result


def _kernel_div_Tensor_mode(xp, self, other, rounding_mode):
    return K.div_mode(xp, self, other, rounding_mode)


def div_Tensor_mode(self, other, rounding_mode):
    """div.Tensor_mode(Tensor self, Tensor other, *, str? rounding_mode) -> Tensor"""
    other_is_tensor = isinstance(other, Tensor)
    _any_requires_grad = (self._requires_grad or (other_is_tensor and other._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = DivBackward2()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(other) if other_is_tensor and other._requires_grad else None,
        )
        if self._output_nr or other_is_tensor and other._output_nr:
            grad_fn._next_nrs = edge_numbers(self, other)
        grad_fn.other_ = save_input(other)
        grad_fn.rounding_mode = rounding_mode
        grad_fn.self_ = save_input(self) if other_is_tensor and other._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, other)
    self_, other_, rounding_mode_ = self._data, (other._data if other_is_tensor else other if type(other) in NUMBER_TYPES else scalar_operand(other, 'div', 'other', 2)), rounding_mode
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype:
        self_, other_ = promote(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.div_mode(xp, self_, other_, rounding_mode_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('div', error, self_, other_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_div_Tensor_mode(self, other, rounding_mode, result)
    return result


def div_Scalar_mode(self, other, rounding_mode):
    """div.Scalar_mode(Tensor self, Scalar other, *, str? rounding_mode) -> Tensor"""
    if isinstance(other, Tensor):
        other = number_arg('div', 'other', other, 2, 'Number')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = DivBackward3()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.other = other
        grad_fn.rounding_mode = rounding_mode
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, other_, rounding_mode_ = self._data, other, rounding_mode
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype:
        self_, other_ = promote(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.div_mode(xp, self_, other_, rounding_mode_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('div', error, self_, other_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_div_Scalar_mode(self, other, rounding_mode, result)
    return result


def fmax(self, other):
    """fmax(Tensor self, Tensor other) -> Tensor"""
    if not isinstance(other, Tensor):
        raise not_a_tensor('fmax', 'other', other, 2)
    _any_requires_grad = (self._requires_grad or other._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = FmaxBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(other) if other._requires_grad else None,
        )
        if self._output_nr or other._output_nr:
            grad_fn._next_nrs = edge_numbers(self, other)
        grad_fn.other_ = save_input(other)
        grad_fn.self_ = save_input(self)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, other)
    self_, other_ = self._data, other._data
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype:
        self_, other_ = promote(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = xp.fmax(self_, other_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('fmax', error, self_, other_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_fmax(self, other, result)
    return result


def fmin(self, other):
    """fmin(Tensor self, Tensor other) -> Tensor"""
    if not isinstance(other, Tensor):
        raise not_a_tensor('fmin', 'other', other, 2)
    _any_requires_grad = (self._requires_grad or other._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = FminBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(other) if other._requires_grad else None,
        )
        if self._output_nr or other._output_nr:
            grad_fn._next_nrs = edge_numbers(self, other)
        grad_fn.other_ = save_input(other)
        grad_fn.self_ = save_input(self)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, other)
    self_, other_ = self._data, other._data
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype:
        self_, other_ = promote(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = xp.fmin(self_, other_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('fmin', error, self_, other_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_fmin(self, other, result)
    return result


def _kernel_atan2(xp, self, other):
    return xp.arctan2(self, other)


def atan2(self, other):
    """atan2(Tensor self, Tensor other) -> Tensor"""
    if not isinstance(other, Tensor):
        raise not_a_tensor('atan2', 'other', other, 2)
    if AUTOCAST.enabled:
        self, other = autocast_promote(('cuda',), self, other)
    _any_requires_grad = (self._requires_grad or other._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = Atan2Backward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(other) if other._requires_grad else None,
        )
        if self._output_nr or other._output_nr:
            grad_fn._next_nrs = edge_numbers(self, other)
        grad_fn.other_ = save_input(other)
        grad_fn.self_ = save_input(self)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, other)
    self_, other_ = self._data, other._data
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype or self_.dtype.kind != "f":
        self_, other_ = promote_float(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = xp.arctan2(self_, other_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('atan2', error, self_, other_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_atan2(self, other, result)
    return result


def logaddexp(self, other):
    """logaddexp(Tensor self, Tensor other) -> Tensor"""
    if not isinstance(other, Tensor):
        raise not_a_tensor('logaddexp', 'other', other, 2)
    _any_requires_grad = (self._requires_grad or other._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = LogaddexpBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(other) if other._requires_grad else None,
        )
        if self._output_nr or other._output_nr:
            grad_fn._next_nrs = edge_numbers(self, other)
        grad_fn.other_ = save_input(other)
        grad_fn.self_ = save_input(self)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, other)
    self_, other_ = self._data, other._data
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype:
        self_, other_ = promote(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.logaddexp(xp, self_, other_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('logaddexp', error, self_, other_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_logaddexp(self, other, result)
    return result


def linalg_cross(self, other, dim=-1):
    """linalg_cross(Tensor self, Tensor other, *, int dim=-1) -> Tensor"""
    if AUTOCAST.enabled:
        self, other = autocast_promote(('cuda',), self, other)
    other_is_tensor = isinstance(other, Tensor)
    _any_requires_grad = (self._requires_grad or (other_is_tensor and other._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = LinalgCrossBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(other) if other_is_tensor and other._requires_grad else None,
        )
        if self._output_nr or other_is_tensor and other._output_nr:
            grad_fn._next_nrs = edge_numbers(self, other)
        grad_fn.dim = dim
        grad_fn.other_ = save_input(other) if self._requires_grad else NOT_SAVED
        grad_fn.self_ = save_input(self) if other_is_tensor and other._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, other)
    self_, other_, dim_ = self._data, (other._data if other_is_tensor else other if type(other) in NUMBER_TYPES else scalar_operand(other, 'linalg_cross', 'other', 2)), dim
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype:
        self_, other_ = promote(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.linalg_cross(xp, self_, other_, dim_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('linalg_cross', error, self_, other_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_linalg_cross(self, other, dim, result)
    return result


def rot90(self, k=1, dims=(0,1,)):
    """rot90(Tensor self, int k=1, int[] dims=[0,1]) -> Tensor"""
    if type(k) is not int:
        k = int_arg('rot90', 'k', k, 2)
    dims = int_tuple(dims, 'rot90', 'dims', 3, False)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = Rot90Backward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.dims = dims
        grad_fn.k = k
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, k_, dims_ = self._data, k, dims
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.rot90(xp, self_, k_, dims_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('rot90', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_rot90(self, k, dims, result)
    return result


def pixel_shuffle(self, upscale_factor):
    """pixel_shuffle(Tensor self, int upscale_factor) -> Tensor"""
    if type(upscale_factor) is not int:
        upscale_factor = int_arg('pixel_shuffle', 'upscale_factor', upscale_factor, 2)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = PixelShuffleBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.upscale_factor = upscale_factor
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, upscale_factor_ = self._data, upscale_factor
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.pixel_shuffle(xp, self_, upscale_factor_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('pixel_shuffle', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_pixel_shuffle(self, upscale_factor, result)
    return result


def pixel_unshuffle(self, downscale_factor):
    """pixel_unshuffle(Tensor self, int downscale_factor) -> Tensor"""
    if type(downscale_factor) is not int:
        downscale_factor = int_arg('pixel_unshuffle', 'downscale_factor', downscale_factor, 2)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = PixelUnshuffleBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.downscale_factor = downscale_factor
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, downscale_factor_ = self._data, downscale_factor
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.pixel_unshuffle(xp, self_, downscale_factor_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('pixel_unshuffle', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_pixel_unshuffle(self, downscale_factor, result)
    return result


def glu(self, dim=-1):
    """glu(Tensor self, int dim=-1) -> Tensor"""
    if type(dim) is not int:
        dim = int_arg('glu', 'dim', dim, 2)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = GluBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.dim = dim
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, dim_ = self._data, dim
    K.floating_only(self_, 'glu_cpu')
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.glu(xp, self_, dim_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('glu', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_glu(self, dim, result)
    return result


def _prelu_kernel(self, weight):
    """_prelu_kernel(Tensor self, Tensor weight) -> Tensor"""
    weight_is_tensor = isinstance(weight, Tensor)
    _any_requires_grad = (self._requires_grad or (weight_is_tensor and weight._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = PreluKernelBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(weight) if weight_is_tensor and weight._requires_grad else None,
        )
        if self._output_nr or weight_is_tensor and weight._output_nr:
            grad_fn._next_nrs = edge_numbers(self, weight)
        grad_fn.self_ = save_input(self)
        grad_fn.weight_ = save_input(weight)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, weight)
    self_, weight_ = self._data, (weight._data if weight_is_tensor else weight if type(weight) in NUMBER_TYPES else scalar_operand(weight, '_prelu_kernel', 'weight', 2))
    K.floating_only(self_, 'prelu_cpu')
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = xp.where(self_ > 0, self_, weight_ * self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('_prelu_kernel', error, self_, weight_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp__prelu_kernel(self, weight, result)
    return result


def _kernel_hypot(xp, self, other):
    return xp.hypot(self, other)


def hypot(self, other):
    """hypot(Tensor self, Tensor other) -> Tensor"""
    if not isinstance(other, Tensor):
        raise not_a_tensor('hypot', 'other', other, 2)
    _any_requires_grad = (self._requires_grad or other._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = HypotBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(other) if other._requires_grad else None,
        )
        if self._output_nr or other._output_nr:
            grad_fn._next_nrs = edge_numbers(self, other)
        grad_fn.other_ = save_input(other) if other._requires_grad else NOT_SAVED
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, other)
    self_, other_ = self._data, other._data
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype:
        self_, other_ = promote(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = xp.hypot(self_, other_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('hypot', error, self_, other_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_hypot(self, other, result)
    if _any_requires_grad:
        grad_fn.result_ = save_output(result)
    return result


def _kernel_remainder_Scalar(xp, self, other):
    return K.remainder(xp, self, other)


def remainder_Scalar(self, other):
    """remainder.Scalar(Tensor self, Scalar other) -> Tensor"""
    if isinstance(other, Tensor):
        other = number_arg('remainder', 'other', other, 2, 'Number')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = RemainderBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, other_ = self._data, other
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype:
        self_, other_ = promote(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.remainder(xp, self_, other_)
    except (ValueError, IndexError, TypeError) as error:
        check_numbers('remainder', (('other', other, 2, 'Number'),))
        raise kernel_error('remainder', error, self_, other_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_remainder_Scalar(self, other, result)
    return result


def _kernel_remainder_Tensor(xp, self, other):
    return K.remainder(xp, self, other)


def remainder_Tensor(self, other):
    """remainder.Tensor(Tensor self, Tensor other) -> Tensor"""
    other_is_tensor = isinstance(other, Tensor)
    _any_requires_grad = (self._requires_grad or (other_is_tensor and other._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = RemainderBackward1()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(other) if other_is_tensor and other._requires_grad else None,
        )
        if self._output_nr or other_is_tensor and other._output_nr:
            grad_fn._next_nrs = edge_numbers(self, other)
        grad_fn.other_ = save_input(other) if other_is_tensor and other._requires_grad else NOT_SAVED
        grad_fn.self_ = save_input(self) if other_is_tensor and other._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, other)
    self_, other_ = self._data, (other._data if other_is_tensor else other if type(other) in NUMBER_TYPES else scalar_operand(other, 'remainder', 'other', 2))
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype:
        self_, other_ = promote(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.remainder(xp, self_, other_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('remainder', error, self_, other_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_remainder_Tensor(self, other, result)
    return result


def remainder_Scalar_Tensor(self, other):
    """remainder.Scalar_Tensor(Scalar self, Tensor other) -> Tensor"""
    if isinstance(self, Tensor):
        self = number_arg('remainder', 'self', self, 1, 'Number')
    _any_requires_grad = other._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = NotImplementedNode('aten::remainder', other)
    if FORWARD_AD.active and has_fw_grad(other):
        raise forward_ad_not_implemented('remainder')
    self_, other_ = self, other._data
    self_, other_ = promote(self_, other_)
    xp = ARRAY_MODULE[type(other_)]
    try:
        out = K.remainder(xp, self_, other_)
    except (ValueError, IndexError, TypeError) as error:
        check_numbers('remainder', (('self', self, 1, 'Number'),))
        raise kernel_error('remainder', error, self_, other_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    return result


def _kernel_floor_divide(xp, self, other):
    return K.floor_divide(xp, self, other)


def floor_divide(self, other):
    """floor_divide(Tensor self, Tensor other) -> Tensor"""
    other_is_tensor = isinstance(other, Tensor)
    _any_requires_grad = (self._requires_grad or (other_is_tensor and other._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = NotImplementedNode('aten::floor_divide', self, other)
    if FORWARD_AD.active and has_fw_grad(self, other):
        raise forward_ad_not_implemented('floor_divide')
    self_, other_ = self._data, (other._data if other_is_tensor else other if type(other) in NUMBER_TYPES else scalar_operand(other, 'floor_divide', 'other', 2))
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype:
        self_, other_ = promote(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.floor_divide(xp, self_, other_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('floor_divide', error, self_, other_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    return result


def _kernel_floor_divide_Scalar(xp, self, other):
    return K.floor_divide(xp, self, other)


def floor_divide_Scalar(self, other):
    """floor_divide.Scalar(Tensor self, Scalar other) -> Tensor"""
    if isinstance(other, Tensor):
        other = number_arg('floor_divide', 'other', other, 2, 'Number')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = NotImplementedNode('aten::floor_divide', self)
    if FORWARD_AD.active and has_fw_grad(self):
        raise forward_ad_not_implemented('floor_divide')
    self_, other_ = self._data, other
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype:
        self_, other_ = promote(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.floor_divide(xp, self_, other_)
    except (ValueError, IndexError, TypeError) as error:
        check_numbers('floor_divide', (('other', other, 2, 'Number'),))
        raise kernel_error('floor_divide', error, self_, other_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    return result


def _kernel_heaviside(xp, self, values):
    return K.heaviside(xp, self, values)


def heaviside(self, values):
    """heaviside(Tensor self, Tensor values) -> Tensor"""
    if not isinstance(values, Tensor):
        raise not_a_tensor('heaviside', 'values', values, 2)
    _any_requires_grad = (self._requires_grad or values._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = NotImplementedNode('aten::heaviside', self, values)
    if FORWARD_AD.active and has_fw_grad(self, values):
        raise forward_ad_not_implemented('heaviside')
    self_, values_ = self._data, values._data
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.heaviside(xp, self_, values_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('heaviside', error, self_, values_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    return result


def _kernel_fmod_Scalar(xp, self, other):
    return K.fmod(xp, self, other)


def fmod_Scalar(self, other):
    """fmod.Scalar(Tensor self, Scalar other) -> Tensor"""
    if isinstance(other, Tensor):
        other = number_arg('fmod', 'other', other, 2, 'Number')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = FmodBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, other_ = self._data, other
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype:
        self_, other_ = promote(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.fmod(xp, self_, other_)
    except (ValueError, IndexError, TypeError) as error:
        check_numbers('fmod', (('other', other, 2, 'Number'),))
        raise kernel_error('fmod', error, self_, other_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_fmod_Scalar(self, other, result)
    return result


def _kernel_fmod_Tensor(xp, self, other):
    return K.fmod(xp, self, other)


def fmod_Tensor(self, other):
    """fmod.Tensor(Tensor self, Tensor other) -> Tensor"""
    other_is_tensor = isinstance(other, Tensor)
    _any_requires_grad = (self._requires_grad or (other_is_tensor and other._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = FmodBackward1()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(other) if other_is_tensor and other._requires_grad else None,
        )
        if self._output_nr or other_is_tensor and other._output_nr:
            grad_fn._next_nrs = edge_numbers(self, other)
        grad_fn.other_ = save_input(other) if other_is_tensor and other._requires_grad else NOT_SAVED
        grad_fn.self_ = save_input(self) if other_is_tensor and other._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, other)
    self_, other_ = self._data, (other._data if other_is_tensor else other if type(other) in NUMBER_TYPES else scalar_operand(other, 'fmod', 'other', 2))
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype:
        self_, other_ = promote(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.fmod(xp, self_, other_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('fmod', error, self_, other_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_fmod_Tensor(self, other, result)
    return result


def _kernel_copysign_Tensor(xp, self, other):
    return xp.copysign(self, other)


def copysign_Tensor(self, other):
    """copysign.Tensor(Tensor self, Tensor other) -> Tensor"""
    other_is_tensor = isinstance(other, Tensor)
    _any_requires_grad = (self._requires_grad or (other_is_tensor and other._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = CopysignBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(other) if other_is_tensor and other._requires_grad else None,
        )
        if self._output_nr or other_is_tensor and other._output_nr:
            grad_fn._next_nrs = edge_numbers(self, other)
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, other)
    self_, other_ = self._data, (other._data if other_is_tensor else other if type(other) in NUMBER_TYPES else scalar_operand(other, 'copysign', 'other', 2))
    self_, other_ = promote_float(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = xp.copysign(self_, other_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('copysign', error, self_, other_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_copysign_Tensor(self, other, result)
    if _any_requires_grad:
        grad_fn.result_ = save_output(result)
    return result


def _kernel_copysign_Scalar(xp, self, other):
    return xp.copysign(self, other)


def copysign_Scalar(self, other):
    """copysign.Scalar(Tensor self, Scalar other) -> Tensor"""
    if isinstance(other, Tensor):
        other = number_arg('copysign', 'other', other, 2, 'Number')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = CopysignBackward1()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, other_ = self._data, other
    self_, other_ = promote_float(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = xp.copysign(self_, other_)
    except (ValueError, IndexError, TypeError) as error:
        check_numbers('copysign', (('other', other, 2, 'Number'),))
        raise kernel_error('copysign', error, self_, other_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_copysign_Scalar(self, other, result)
    if _any_requires_grad:
        grad_fn.result_ = save_output(result)
    return result


def _kernel_lerp_Scalar(xp, self, end, weight):
    return K.lerp(xp, self, end, weight)


def lerp_Scalar(self, end, weight):
    """lerp.Scalar(Tensor self, Tensor end, Scalar weight) -> Tensor"""
    if not isinstance(end, Tensor):
        raise not_a_tensor('lerp', 'end', end, 2)
    if isinstance(weight, Tensor):
        weight = number_arg('lerp', 'weight', weight, 3, 'Number')
    _any_requires_grad = (self._requires_grad or end._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = LerpBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(end) if end._requires_grad else None,
        )
        if self._output_nr or end._output_nr:
            grad_fn._next_nrs = edge_numbers(self, end)
        grad_fn.weight = weight
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, end)
    self_, end_, weight_ = self._data, end._data, weight
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.lerp(xp, self_, end_, weight_)
    except (ValueError, IndexError, TypeError) as error:
        check_numbers('lerp', (('weight', weight, 3, 'Number'),))
        raise kernel_error('lerp', error, self_, end_, weight_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_lerp_Scalar(self, end, weight, result)
    return result


def _kernel_lerp_Tensor(xp, self, end, weight):
    return K.lerp(xp, self, end, weight)


def lerp_Tensor(self, end, weight):
    """lerp.Tensor(Tensor self, Tensor end, Tensor weight) -> Tensor"""
    if not isinstance(end, Tensor):
        raise not_a_tensor('lerp', 'end', end, 2)
    weight_is_tensor = isinstance(weight, Tensor)
    _any_requires_grad = (self._requires_grad or end._requires_grad or (weight_is_tensor and weight._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = LerpBackward1()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(end) if end._requires_grad else None,
            gradient_node(weight) if weight_is_tensor and weight._requires_grad else None,
        )
        if self._output_nr or end._output_nr or weight_is_tensor and weight._output_nr:
            grad_fn._next_nrs = edge_numbers(self, end, weight)
        grad_fn.end_ = save_input(end) if weight_is_tensor and weight._requires_grad else NOT_SAVED
        grad_fn.self_ = save_input(self) if weight_is_tensor and weight._requires_grad else NOT_SAVED
        grad_fn.weight_ = save_input(weight)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, end, weight)
    self_, end_, weight_ = self._data, end._data, (weight._data if weight_is_tensor else weight if type(weight) in NUMBER_TYPES else scalar_operand(weight, 'lerp', 'weight', 3))
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.lerp(xp, self_, end_, weight_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('lerp', error, self_, end_, weight_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_lerp_Tensor(self, end, weight, result)
    return result


def _kernel_addcmul(xp, self, tensor1, tensor2, value):
    return self + value * tensor1 * tensor2


def addcmul(self, tensor1, tensor2, value=1):
    """addcmul(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor"""
    if not isinstance(tensor1, Tensor):
        raise not_a_tensor('addcmul', 'tensor1', tensor1, 2)
    if not isinstance(tensor2, Tensor):
        raise not_a_tensor('addcmul', 'tensor2', tensor2, 3)
    if isinstance(value, Tensor):
        value = number_arg('addcmul', 'value', value, None, 'Number')
    if AUTOCAST.enabled:
        self, tensor1, tensor2 = autocast_promote(('cuda',), self, tensor1, tensor2)
    _any_requires_grad = (self._requires_grad or tensor1._requires_grad or tensor2._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = AddcmulBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(tensor1) if tensor1._requires_grad else None,
            gradient_node(tensor2) if tensor2._requires_grad else None,
        )
        if self._output_nr or tensor1._output_nr or tensor2._output_nr:
            grad_fn._next_nrs = edge_numbers(self, tensor1, tensor2)
        grad_fn.tensor1_ = save_input(tensor1) if tensor2._requires_grad else NOT_SAVED
        grad_fn.tensor2_ = save_input(tensor2) if tensor1._requires_grad else NOT_SAVED
        grad_fn.value = value
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, tensor1, tensor2)
    self_, tensor1_, tensor2_, value_ = self._data, tensor1._data, tensor2._data, value
    self_, tensor1_, tensor2_ = promote(self_, tensor1_, tensor2_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = self_ + value_ * tensor1_ * tensor2_
    except (ValueError, IndexError, TypeError) as error:
        check_numbers('addcmul', (('value', value, None, 'Number'),))
        raise kernel_error('addcmul', error, self_, tensor1_, tensor2_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_addcmul(self, tensor1, tensor2, value, result)
    return result


def _kernel_addcdiv(xp, self, tensor1, tensor2, value):
    return K.addcdiv(xp, self, tensor1, tensor2, value)


def addcdiv(self, tensor1, tensor2, value=1):
    """addcdiv(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor"""
    if not isinstance(tensor1, Tensor):
        raise not_a_tensor('addcdiv', 'tensor1', tensor1, 2)
    if not isinstance(tensor2, Tensor):
        raise not_a_tensor('addcdiv', 'tensor2', tensor2, 3)
    if isinstance(value, Tensor):
        value = number_arg('addcdiv', 'value', value, None, 'Number')
    if AUTOCAST.enabled:
        self, tensor1, tensor2 = autocast_promote(('cuda',), self, tensor1, tensor2)
    _any_requires_grad = (self._requires_grad or tensor1._requires_grad or tensor2._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = AddcdivBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(tensor1) if tensor1._requires_grad else None,
            gradient_node(tensor2) if tensor2._requires_grad else None,
        )
        if self._output_nr or tensor1._output_nr or tensor2._output_nr:
            grad_fn._next_nrs = edge_numbers(self, tensor1, tensor2)
        grad_fn.tensor1_ = save_input(tensor1) if tensor2._requires_grad else NOT_SAVED
        grad_fn.tensor2_ = save_input(tensor2)
        grad_fn.value = value
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, tensor1, tensor2)
    self_, tensor1_, tensor2_, value_ = self._data, tensor1._data, tensor2._data, value
    self_, tensor1_, tensor2_ = promote(self_, tensor1_, tensor2_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.addcdiv(xp, self_, tensor1_, tensor2_, value_)
    except (ValueError, IndexError, TypeError) as error:
        check_numbers('addcdiv', (('value', value, None, 'Number'),))
        raise kernel_error('addcdiv', error, self_, tensor1_, tensor2_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_addcdiv(self, tensor1, tensor2, value, result)
    return result


def _kernel_xlogy_Tensor(xp, self, other):
    return K.xlogy(xp, self, other)


def xlogy_Tensor(self, other):
    """xlogy.Tensor(Tensor self, Tensor other) -> Tensor"""
    other_is_tensor = isinstance(other, Tensor)
    _any_requires_grad = (self._requires_grad or (other_is_tensor and other._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = XlogyBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(other) if other_is_tensor and other._requires_grad else None,
        )
        if self._output_nr or other_is_tensor and other._output_nr:
            grad_fn._next_nrs = edge_numbers(self, other)
        grad_fn.other_ = save_input(other)
        grad_fn.self_ = save_input(self)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, other)
    self_, other_ = self._data, (other._data if other_is_tensor else other if type(other) in NUMBER_TYPES else scalar_operand(other, 'xlogy', 'other', 2))
    self_, other_ = promote_float(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.xlogy(xp, self_, other_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('xlogy', error, self_, other_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_xlogy_Tensor(self, other, result)
    return result


def xlogy_Scalar_Self(self, other):
    """xlogy.Scalar_Self(Scalar self, Tensor other) -> Tensor"""
    if isinstance(self, Tensor):
        self = number_arg('xlogy', 'self', self, 1, 'Number')
    _any_requires_grad = other._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = XlogyBackward1()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(other),)
        if other._output_nr:
            grad_fn._next_nrs = edge_numbers(other)
        grad_fn.other_ = save_input(other) if other._requires_grad else NOT_SAVED
        grad_fn.self = self
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(other)
    self_, other_ = self, other._data
    self_, other_ = promote_float(self_, other_)
    xp = ARRAY_MODULE[type(other_)]
    try:
        out = K.xlogy(xp, self_, other_)
    except (ValueError, IndexError, TypeError) as error:
        check_numbers('xlogy', (('self', self, 1, 'Number'),))
        raise kernel_error('xlogy', error, self_, other_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_xlogy_Scalar_Self(self, other, result)
    return result


def _kernel_xlogy_Scalar_Other(xp, self, other):
    return K.xlogy(xp, self, other)


def xlogy_Scalar_Other(self, other):
    """xlogy.Scalar_Other(Tensor self, Scalar other) -> Tensor"""
    if isinstance(other, Tensor):
        other = number_arg('xlogy', 'other', other, 2, 'Number')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = XlogyBackward2()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.other = other
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, other_ = self._data, other
    self_, other_ = promote_float(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.xlogy(xp, self_, other_)
    except (ValueError, IndexError, TypeError) as error:
        check_numbers('xlogy', (('other', other, 2, 'Number'),))
        raise kernel_error('xlogy', error, self_, other_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_xlogy_Scalar_Other(self, other, result)
    return result


def eq_Scalar(self, other):
    """eq.Scalar(Tensor self, Scalar other) -> Tensor"""
    if isinstance(other, Tensor):
        other = number_arg('eq', 'other', other, 2, 'Number')
    self_, other_ = self._data, other
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype:
        self_, other_ = promote(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = xp.equal(self_, other_)
    except (ValueError, IndexError, TypeError) as error:
        check_numbers('eq', (('other', other, 2, 'Number'),))
        raise kernel_error('eq', error, self_, other_) from None
    result = wrap(out)
    return result


def ne_Scalar(self, other):
    """ne.Scalar(Tensor self, Scalar other) -> Tensor"""
    if isinstance(other, Tensor):
        other = number_arg('ne', 'other', other, 2, 'Number')
    self_, other_ = self._data, other
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype:
        self_, other_ = promote(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = xp.not_equal(self_, other_)
    except (ValueError, IndexError, TypeError) as error:
        check_numbers('ne', (('other', other, 2, 'Number'),))
        raise kernel_error('ne', error, self_, other_) from None
    result = wrap(out)
    return result


def lt_Scalar(self, other):
    """lt.Scalar(Tensor self, Scalar other) -> Tensor"""
    if isinstance(other, Tensor):
        other = number_arg('lt', 'other', other, 2, 'Number')
    self_, other_ = self._data, other
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype:
        self_, other_ = promote(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = xp.less(self_, other_)
    except (ValueError, IndexError, TypeError) as error:
        check_numbers('lt', (('other', other, 2, 'Number'),))
        raise kernel_error('lt', error, self_, other_) from None
    result = wrap(out)
    return result


def le_Scalar(self, other):
    """le.Scalar(Tensor self, Scalar other) -> Tensor"""
    if isinstance(other, Tensor):
        other = number_arg('le', 'other', other, 2, 'Number')
    self_, other_ = self._data, other
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype:
        self_, other_ = promote(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = xp.less_equal(self_, other_)
    except (ValueError, IndexError, TypeError) as error:
        check_numbers('le', (('other', other, 2, 'Number'),))
        raise kernel_error('le', error, self_, other_) from None
    result = wrap(out)
    return result


def gt_Scalar(self, other):
    """gt.Scalar(Tensor self, Scalar other) -> Tensor"""
    if isinstance(other, Tensor):
        other = number_arg('gt', 'other', other, 2, 'Number')
    self_, other_ = self._data, other
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype:
        self_, other_ = promote(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = xp.greater(self_, other_)
    except (ValueError, IndexError, TypeError) as error:
        check_numbers('gt', (('other', other, 2, 'Number'),))
        raise kernel_error('gt', error, self_, other_) from None
    result = wrap(out)
    return result


def ge_Scalar(self, other):
    """ge.Scalar(Tensor self, Scalar other) -> Tensor"""
    if isinstance(other, Tensor):
        other = number_arg('ge', 'other', other, 2, 'Number')
    self_, other_ = self._data, other
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype:
        self_, other_ = promote(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = xp.greater_equal(self_, other_)
    except (ValueError, IndexError, TypeError) as error:
        check_numbers('ge', (('other', other, 2, 'Number'),))
        raise kernel_error('ge', error, self_, other_) from None
    result = wrap(out)
    return result


def _kernel_logical_xor(xp, self, other):
    return xp.logical_xor(self, other)


def logical_xor(self, other):
    """logical_xor(Tensor self, Tensor other) -> Tensor"""
    if not isinstance(other, Tensor):
        raise not_a_tensor('logical_xor', 'other', other, 2)
    self_, other_ = self._data, other._data
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = xp.logical_xor(self_, other_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('logical_xor', error, self_, other_) from None
    result = wrap(out)
    return result


def isinf(self):
    """isinf(Tensor self) -> Tensor"""
    self_ = self._data
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = xp.isinf(self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('isinf', error, self_) from None
    result = wrap(out)
    return result


def isfinite(self):
    """isfinite(Tensor self) -> Tensor"""
    self_ = self._data
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = xp.isfinite(self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('isfinite', error, self_) from None
    result = wrap(out)
    return result


def prod(self, dtype=None):
    """prod(Tensor self, *, ScalarType? dtype=None) -> Tensor"""
    if AUTOCAST.enabled:
        self, = autocast_cast({'cpu': 'fp32'}, self)
        dtype = autocast_opt_dtype(('cuda',), dtype, self)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = ProdBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, dtype_ = self._data, to_np(dtype, 'prod')
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.prod(xp, self_, None, False, dtype_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('prod', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_prod(self, dtype, result)
    if _any_requires_grad:
        grad_fn.result_ = save_output(result)
    return result


def prod_dim_int(self, dim, keepdim=False, dtype=None):
    """prod.dim_int(Tensor self, int dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor"""
    if type(dim) is not int:
        dim = int_arg('prod', 'dim', dim, 2)
    if type(keepdim) is not bool:
        bool_arg('prod', 'keepdim', keepdim, 3)
    if AUTOCAST.enabled:
        self, = autocast_cast({'cpu': 'fp32'}, self)
        dtype = autocast_opt_dtype(('cuda',), dtype, self)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = ProdBackward1()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.dim = dim
        grad_fn.keepdim = keepdim
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, dim_, keepdim_, dtype_ = self._data, dim, keepdim, to_np(dtype, 'prod')
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.prod(xp, self_, dim_, keepdim_, dtype_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('prod', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_prod_dim_int(self, dim, keepdim, dtype, result)
    if _any_requires_grad:
        grad_fn.result_ = save_output(result)
    return result


def argmin(self, dim=None, keepdim=False):
    """argmin(Tensor self, int? dim=None, bool keepdim=False) -> Tensor"""
    if type(dim) is not int and dim is not None:
        dim = int_arg('argmin', 'dim', dim, 2)
    if type(keepdim) is not bool:
        bool_arg('argmin', 'keepdim', keepdim, 3)
    self_, dim_, keepdim_ = self._data, dim, keepdim
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.argminmax(xp, self_, dim_, keepdim_, False)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('argmin', error, self_) from None
    result = wrap(out)
    return result


def var_correction(self, dim=None, correction=None, keepdim=False):
    """var.correction(Tensor self, int[1]? dim=None, *, Scalar? correction=None, bool keepdim=False) -> Tensor"""
    if dim is not None:
        dim = int_tuple(dim, 'var', 'dim', 2, True)
    if isinstance(correction, Tensor):
        correction = number_arg('var', 'correction', correction, None, 'Number')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = VarBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.correction = correction
        grad_fn.dim = dim
        grad_fn.keepdim = keepdim
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, dim_, correction_, keepdim_ = self._data, dim, correction, keepdim
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.var(xp, self_, dim_, correction_, keepdim_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('var', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_var_correction(self, dim, correction, keepdim, result)
    return result


def std_correction(self, dim=None, correction=None, keepdim=False):
    """std.correction(Tensor self, int[1]? dim=None, *, Scalar? correction=None, bool keepdim=False) -> Tensor"""
    if dim is not None:
        dim = int_tuple(dim, 'std', 'dim', 2, True)
    if isinstance(correction, Tensor):
        correction = number_arg('std', 'correction', correction, None, 'Number')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = StdBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.correction = correction
        grad_fn.dim = dim
        grad_fn.keepdim = keepdim
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, dim_, correction_, keepdim_ = self._data, dim, correction, keepdim
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.std(xp, self_, dim_, correction_, keepdim_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('std', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_std_correction(self, dim, correction, keepdim, result)
    if _any_requires_grad:
        grad_fn.result_ = save_output(result)
    return result


def var_mean_correction(self, dim=None, correction=None, keepdim=False):
    """var_mean.correction(Tensor self, int[1]? dim=None, *, Scalar? correction=None, bool keepdim=False) -> (Tensor, Tensor)"""
    if dim is not None:
        dim = int_tuple(dim, 'var_mean', 'dim', 2, True)
    if isinstance(correction, Tensor):
        correction = number_arg('var_mean', 'correction', correction, None, 'Number')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = VarMeanBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.correction = correction
        grad_fn.dim = dim
        grad_fn.keepdim = keepdim
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, dim_, correction_, keepdim_ = self._data, dim, correction, keepdim
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.var_mean(xp, self_, dim_, correction_, keepdim_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('var_mean', error, self_) from None
    result0, result1 = wrap(out[0]), wrap(out[1])
    if _any_requires_grad:
        set_history(result0, grad_fn)
        set_history(result1, grad_fn)
    if _any_has_forward_grad:
        forward_derivatives.jvp_var_mean_correction(self, dim, correction, keepdim, result0, result1)
    return (result0, result1)


def std_mean_correction(self, dim=None, correction=None, keepdim=False):
    """std_mean.correction(Tensor self, int[1]? dim=None, *, Scalar? correction=None, bool keepdim=False) -> (Tensor, Tensor)"""
    if dim is not None:
        dim = int_tuple(dim, 'std_mean', 'dim', 2, True)
    if isinstance(correction, Tensor):
        correction = number_arg('std_mean', 'correction', correction, None, 'Number')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = StdMeanBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.correction = correction
        grad_fn.dim = dim
        grad_fn.keepdim = keepdim
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, dim_, correction_, keepdim_ = self._data, dim, correction, keepdim
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.std_mean(xp, self_, dim_, correction_, keepdim_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('std_mean', error, self_) from None
    result0, result1 = wrap(out[0]), wrap(out[1])
    if _any_requires_grad:
        set_history(result0, grad_fn)
        set_history(result1, grad_fn)
    if _any_has_forward_grad:
        forward_derivatives.jvp_std_mean_correction(self, dim, correction, keepdim, result0, result1)
    if _any_requires_grad:
        grad_fn.result0_ = save_output(result0)
    return (result0, result1)


def norm_Scalar(self, p=2):
    """norm.Scalar(Tensor self, Scalar p=2) -> Tensor"""
    if isinstance(p, Tensor):
        p = number_arg('norm', 'p', p, 2, 'Number')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = NormBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.p = p
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, p_ = self._data, p
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.vector_norm(xp, self_, p_, None, False, None)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('norm', error, self_, p_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_norm_Scalar(self, p, result)
    if _any_requires_grad:
        grad_fn.result_ = save_output(result)
    return result


def norm_ScalarOpt_dim(self, p, dim, keepdim=False):
    """norm.ScalarOpt_dim(Tensor self, Scalar? p, int[1] dim, bool keepdim=False) -> Tensor"""
    if isinstance(p, Tensor):
        p = number_arg('norm', 'p', p, 2, 'Number')
    dim = int_tuple(dim, 'norm', 'dim', 3, True)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = NormBackward1()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.dim = dim
        grad_fn.keepdim = keepdim
        grad_fn.p = p
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, p_, dim_, keepdim_ = self._data, p, dim, keepdim
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.vector_norm(xp, self_, 2 if p_ is None else p_, dim_, keepdim_, None)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('norm', error, self_, p_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_norm_ScalarOpt_dim(self, p, dim, keepdim, result)
    if _any_requires_grad:
        grad_fn.result_ = save_output(result)
    return result


def linalg_vector_norm(self, ord=2, dim=None, keepdim=False, dtype=None):
    """linalg_vector_norm(Tensor self, Scalar ord=2, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor"""
    if isinstance(ord, Tensor):
        ord = number_arg('linalg_vector_norm', 'ord', ord, 2, 'Number')
    if dim is not None:
        dim = int_tuple(dim, 'linalg_vector_norm', 'dim', 3, True)
    if AUTOCAST.enabled:
        dtype = autocast_opt_dtype(('cuda',), dtype, self)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = LinalgVectorNormBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.dim = dim
        grad_fn.keepdim = keepdim
        grad_fn.ord = ord
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, ord_, dim_, keepdim_, dtype_ = self._data, ord, dim, keepdim, to_np(dtype, 'linalg_vector_norm')
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.vector_norm(xp, self_, ord_, dim_, keepdim_, dtype_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('linalg_vector_norm', error, self_, ord_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_linalg_vector_norm(self, ord, dim, keepdim, dtype, result)
    if _any_requires_grad:
        grad_fn.result_ = save_output(result)
    return result


def logsumexp(self, dim, keepdim=False):
    """logsumexp(Tensor self, int[1] dim, bool keepdim=False) -> Tensor"""
    dim = int_tuple(dim, 'logsumexp', 'dim', 2, True)
    if type(keepdim) is not bool:
        bool_arg('logsumexp', 'keepdim', keepdim, 3)
    if AUTOCAST.enabled:
        self, = autocast_cast({'cuda': 'fp32'}, self)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = LogsumexpBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.dim = dim
        grad_fn.keepdim = keepdim
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, dim_, keepdim_ = self._data, dim, keepdim
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.logsumexp(xp, self_, dim_, keepdim_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('logsumexp', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_logsumexp(self, dim, keepdim, result)
    if _any_requires_grad:
        grad_fn.result_ = save_output(result)
    return result


def cummax(self, dim):
    """cummax(Tensor self, int dim) -> (Tensor values, Tensor indices)"""
    if type(dim) is not int:
        dim = int_arg('cummax', 'dim', dim, 2)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = CummaxBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.dim = dim
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, dim_ = self._data, dim
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.cummaxmin(xp, self_, dim_, True)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('cummax', error, self_) from None
    values, indices = wrap(out[0]), wrap(out[1])
    if _any_requires_grad:
        set_history(values, grad_fn)
    if _any_has_forward_grad:
        forward_derivatives.jvp_cummax(self, dim, values, indices)
    if _any_requires_grad:
        grad_fn.indices_ = save_output(indices)
    return _return_cummax(values, indices)


def cummin(self, dim):
    """cummin(Tensor self, int dim) -> (Tensor values, Tensor indices)"""
    if type(dim) is not int:
        dim = int_arg('cummin', 'dim', dim, 2)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = CumminBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.dim = dim
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, dim_ = self._data, dim
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.cummaxmin(xp, self_, dim_, False)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('cummin', error, self_) from None
    values, indices = wrap(out[0]), wrap(out[1])
    if _any_requires_grad:
        set_history(values, grad_fn)
    if _any_has_forward_grad:
        forward_derivatives.jvp_cummin(self, dim, values, indices)
    if _any_requires_grad:
        grad_fn.indices_ = save_output(indices)
    return _return_cummin(values, indices)


def logcumsumexp(self, dim):
    """logcumsumexp(Tensor self, int dim) -> Tensor"""
    if type(dim) is not int:
        dim = int_arg('logcumsumexp', 'dim', dim, 2)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = LogcumsumexpBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.dim = dim
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, dim_ = self._data, dim
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.logcumsumexp(xp, self_, dim_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('logcumsumexp', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_logcumsumexp(self, dim, result)
    if _any_requires_grad:
        grad_fn.result_ = save_output(result)
    return result


def _kernel_cumsum(xp, self, dim, dtype):
    return K.cumsum(xp, self, dim, dtype)


def cumsum(self, dim, dtype=None):
    """cumsum(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor"""
    if type(dim) is not int:
        dim = int_arg('cumsum', 'dim', dim, 2)
    if AUTOCAST.enabled:
        dtype = autocast_opt_dtype(('cuda',), dtype, self)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = CumsumBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.dim = dim
        grad_fn.self_dtype = self.dtype
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, dim_, dtype_ = self._data, dim, to_np(dtype, 'cumsum')
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.cumsum(xp, self_, dim_, dtype_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('cumsum', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_cumsum(self, dim, dtype, result)
    return result


def _kernel_cumprod(xp, self, dim, dtype):
    return K.cumprod(xp, self, dim, dtype)


def cumprod(self, dim, dtype=None):
    """cumprod(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor"""
    if type(dim) is not int:
        dim = int_arg('cumprod', 'dim', dim, 2)
    if AUTOCAST.enabled:
        dtype = autocast_opt_dtype(('cuda',), dtype, self)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = CumprodBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.dim = dim
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
        grad_fn.self_dtype = self.dtype
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, dim_, dtype_ = self._data, dim, to_np(dtype, 'cumprod')
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.cumprod(xp, self_, dim_, dtype_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('cumprod', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_cumprod(self, dim, dtype, result)
    if _any_requires_grad:
        grad_fn.result_ = save_output(result)
    return result


def all_dim(self, dim, keepdim=False):
    """all.dim(Tensor self, int dim, bool keepdim=False) -> Tensor"""
    if type(dim) is not int:
        dim = int_arg('all', 'dim', dim, 2)
    if type(keepdim) is not bool:
        bool_arg('all', 'keepdim', keepdim, 3)
    self_, dim_, keepdim_ = self._data, dim, keepdim
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.all_any(xp, self_, dim_, keepdim_, xp.all)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('all', error, self_) from None
    result = wrap(out)
    return result


def all_dims(self, dim=None, keepdim=False):
    """all.dims(Tensor self, int[1]? dim=None, bool keepdim=False) -> Tensor"""
    if dim is not None:
        dim = int_tuple(dim, 'all', 'dim', 2, True)
    if type(keepdim) is not bool:
        bool_arg('all', 'keepdim', keepdim, 3)
    self_, dim_, keepdim_ = self._data, dim, keepdim
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.all_any(xp, self_, dim_, keepdim_, xp.all)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('all', error, self_) from None
    result = wrap(out)
    return result


def any_dim(self, dim, keepdim=False):
    """any.dim(Tensor self, int dim, bool keepdim=False) -> Tensor"""
    if type(dim) is not int:
        dim = int_arg('any', 'dim', dim, 2)
    if type(keepdim) is not bool:
        bool_arg('any', 'keepdim', keepdim, 3)
    self_, dim_, keepdim_ = self._data, dim, keepdim
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.all_any(xp, self_, dim_, keepdim_, xp.any)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('any', error, self_) from None
    result = wrap(out)
    return result


def any_dims(self, dim=None, keepdim=False):
    """any.dims(Tensor self, int[1]? dim=None, bool keepdim=False) -> Tensor"""
    if dim is not None:
        dim = int_tuple(dim, 'any', 'dim', 2, True)
    if type(keepdim) is not bool:
        bool_arg('any', 'keepdim', keepdim, 3)
    self_, dim_, keepdim_ = self._data, dim, keepdim
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.all_any(xp, self_, dim_, keepdim_, xp.any)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('any', error, self_) from None
    result = wrap(out)
    return result


def count_nonzero_dim_IntList(self, dim):
    """count_nonzero.dim_IntList(Tensor self, int[] dim) -> Tensor"""
    dim = int_tuple(dim, 'count_nonzero', 'dim', 2, False)
    self_, dim_ = self._data, dim
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.count_nonzero(xp, self_, dim_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('count_nonzero', error, self_) from None
    result = wrap(out)
    return result


def count_nonzero(self, dim=None):
    """count_nonzero(Tensor self, int? dim=None) -> Tensor"""
    if type(dim) is not int and dim is not None:
        dim = int_arg('count_nonzero', 'dim', dim, 2)
    self_, dim_ = self._data, dim
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.count_nonzero(xp, self_, dim_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('count_nonzero', error, self_) from None
    result = wrap(out)
    return result


def vdot(self, other):
    """vdot(Tensor self, Tensor other) -> Tensor"""
    if not isinstance(other, Tensor):
        raise not_a_tensor('vdot', 'other', other, 2)
    if AUTOCAST.enabled:
        self, other = autocast_promote(('cuda',), self, other)
    _any_requires_grad = (self._requires_grad or other._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = VdotBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(other) if other._requires_grad else None,
        )
        if self._output_nr or other._output_nr:
            grad_fn._next_nrs = edge_numbers(self, other)
        grad_fn.other_ = save_input(other) if self._requires_grad else NOT_SAVED
        grad_fn.self_ = save_input(self) if other._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, other)
    self_, other_ = self._data, other._data
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.dot(xp, self_, other_, 'vdot')
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('vdot', error, self_, other_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_vdot(self, other, result)
    return result


def _kernel_addmm(xp, self, mat1, mat2, beta, alpha):
    return K.addmm(xp, self, mat1, mat2, beta, alpha)


def addmm(self, mat1, mat2, beta=1, alpha=1):
    """addmm(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1) -> Tensor"""
    if not isinstance(mat1, Tensor):
        raise not_a_tensor('addmm', 'mat1', mat1, 2)
    if not isinstance(mat2, Tensor):
        raise not_a_tensor('addmm', 'mat2', mat2, 3)
    if isinstance(beta, Tensor):
        beta = number_arg('addmm', 'beta', beta, None, 'Number')
    if isinstance(alpha, Tensor):
        alpha = number_arg('addmm', 'alpha', alpha, None, 'Number')
    if AUTOCAST.enabled:
        self, mat1, mat2 = autocast_lower(self, mat1, mat2)
    _any_requires_grad = (self._requires_grad or mat1._requires_grad or mat2._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = AddmmBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(mat1) if mat1._requires_grad else None,
            gradient_node(mat2) if mat2._requires_grad else None,
        )
        if self._output_nr or mat1._output_nr or mat2._output_nr:
            grad_fn._next_nrs = edge_numbers(self, mat1, mat2)
        grad_fn.alpha = alpha
        grad_fn.beta = beta
        grad_fn.mat1_ = save_input(mat1) if mat2._requires_grad else NOT_SAVED
        grad_fn.mat1_shape = mat1._data.shape
        grad_fn.mat1_sym_strides = mat1.stride()
        grad_fn.mat2_ = save_input(mat2) if mat1._requires_grad else NOT_SAVED
        grad_fn.mat2_shape = mat2._data.shape
        grad_fn.mat2_sym_strides = mat2.stride()
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, mat1, mat2)
    self_, mat1_, mat2_, beta_, alpha_ = self._data, mat1._data, mat2._data, beta, alpha
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.addmm(xp, self_, mat1_, mat2_, beta_, alpha_)
    except (ValueError, IndexError, TypeError) as error:
        check_numbers('addmm', (('beta', beta, None, 'Number'), ('alpha', alpha, None, 'Number'),))
        raise kernel_error('addmm', error, self_, mat1_, mat2_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_addmm(self, mat1, mat2, beta, alpha, result)
    return result


def _kernel_baddbmm(xp, self, batch1, batch2, beta, alpha):
    return K.baddbmm(xp, self, batch1, batch2, beta, alpha)


def baddbmm(self, batch1, batch2, beta=1, alpha=1):
    """baddbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor"""
    if not isinstance(batch1, Tensor):
        raise not_a_tensor('baddbmm', 'batch1', batch1, 2)
    if not isinstance(batch2, Tensor):
        raise not_a_tensor('baddbmm', 'batch2', batch2, 3)
    if isinstance(beta, Tensor):
        beta = number_arg('baddbmm', 'beta', beta, None, 'Number')
    if isinstance(alpha, Tensor):
        alpha = number_arg('baddbmm', 'alpha', alpha, None, 'Number')
    if AUTOCAST.enabled:
        self, batch1, batch2 = autocast_lower(self, batch1, batch2)
    _any_requires_grad = (self._requires_grad or batch1._requires_grad or batch2._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = BaddbmmBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(batch1) if batch1._requires_grad else None,
            gradient_node(batch2) if batch2._requires_grad else None,
        )
        if self._output_nr or batch1._output_nr or batch2._output_nr:
            grad_fn._next_nrs = edge_numbers(self, batch1, batch2)
        grad_fn.alpha = alpha
        grad_fn.batch1_ = save_input(batch1) if batch2._requires_grad else NOT_SAVED
        grad_fn.batch2_ = save_input(batch2) if batch1._requires_grad else NOT_SAVED
        grad_fn.beta = beta
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, batch1, batch2)
    self_, batch1_, batch2_, beta_, alpha_ = self._data, batch1._data, batch2._data, beta, alpha
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.baddbmm(xp, self_, batch1_, batch2_, beta_, alpha_)
    except (ValueError, IndexError, TypeError) as error:
        check_numbers('baddbmm', (('beta', beta, None, 'Number'), ('alpha', alpha, None, 'Number'),))
        raise kernel_error('baddbmm', error, self_, batch1_, batch2_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_baddbmm(self, batch1, batch2, beta, alpha, result)
    return result


def linalg_inv_ex(A, check_errors=False):
    """linalg_inv_ex(Tensor A, *, bool check_errors=False) -> (Tensor inverse, Tensor info)"""
    if AUTOCAST.enabled:
        A, = autocast_cast({'cpu': 'fp32'}, A)
    _any_requires_grad = A._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = LinalgInvExBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(A),)
        if A._output_nr:
            grad_fn._next_nrs = edge_numbers(A)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(A)
    A_, check_errors_ = A._data, check_errors
    xp = ARRAY_MODULE[type(A_)]
    try:
        out = K.linalg_inv_ex(xp, A_, check_errors_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('linalg_inv_ex', error, A_) from None
    inverse, info = wrap(out[0]), wrap(out[1])
    if _any_requires_grad:
        set_history(inverse, grad_fn)
    if _any_has_forward_grad:
        forward_derivatives.jvp_linalg_inv_ex(A, check_errors, inverse, info)
    if _any_requires_grad:
        grad_fn.inverse_ = save_output(inverse)
    return _return_linalg_inv_ex(inverse, info)


def _linalg_det(A):
    """_linalg_det(Tensor A) -> (Tensor result, Tensor LU, Tensor pivots)"""
    _any_requires_grad = A._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = LinalgDetBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(A),)
        if A._output_nr:
            grad_fn._next_nrs = edge_numbers(A)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.A_ = save_input(A) if A._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(A)
    A_ = A._data
    xp = ARRAY_MODULE[type(A_)]
    try:
        out = K.linalg_det(xp, A_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('_linalg_det', error, A_) from None
    result, LU, pivots = wrap(out[0]), wrap(out[1]), wrap(out[2])
    if _any_requires_grad:
        set_history(result, grad_fn)
    if _any_has_forward_grad:
        forward_derivatives.jvp__linalg_det(A, result, LU, pivots)
    if _any_requires_grad:
        grad_fn.LU_ = save_output(LU)
        grad_fn.pivots_ = save_output(pivots)
        grad_fn.result_ = save_output(result)
    return _return__linalg_det(result, LU, pivots)


def _linalg_slogdet(A):
    """_linalg_slogdet(Tensor A) -> (Tensor sign, Tensor logabsdet, Tensor LU, Tensor pivots)"""
    _any_requires_grad = A._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = LinalgSlogdetBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(A),)
        if A._output_nr:
            grad_fn._next_nrs = edge_numbers(A)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.A_ = save_input(A) if A._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(A)
    A_ = A._data
    xp = ARRAY_MODULE[type(A_)]
    try:
        out = K.linalg_slogdet(xp, A_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('_linalg_slogdet', error, A_) from None
    sign, logabsdet, LU, pivots = wrap(out[0]), wrap(out[1]), wrap(out[2]), wrap(out[3])
    if _any_requires_grad:
        set_history(sign, grad_fn)
        set_history(logabsdet, grad_fn)
    if _any_has_forward_grad:
        forward_derivatives.jvp__linalg_slogdet(A, sign, logabsdet, LU, pivots)
    if _any_requires_grad:
        grad_fn.LU_ = save_output(LU)
        grad_fn.pivots_ = save_output(pivots)
        grad_fn.sign_ = save_output(sign)
    return _return__linalg_slogdet(sign, logabsdet, LU, pivots)


def linalg_cholesky_ex(self, upper=False, check_errors=False):
    """linalg_cholesky_ex(Tensor self, *, bool upper=False, bool check_errors=False) -> (Tensor L, Tensor info)"""
    if AUTOCAST.enabled:
        self, = autocast_cast({'cpu': 'fp32'}, self)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = LinalgCholeskyExBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.upper = upper
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, upper_, check_errors_ = self._data, upper, check_errors
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.linalg_cholesky_ex(xp, self_, upper_, check_errors_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('linalg_cholesky_ex', error, self_) from None
    L, info = wrap(out[0]), wrap(out[1])
    if _any_requires_grad:
        set_history(L, grad_fn)
    if _any_has_forward_grad:
        forward_derivatives.jvp_linalg_cholesky_ex(self, upper, check_errors, L, info)
    if _any_requires_grad:
        grad_fn.L_ = save_output(L)
    return _return_linalg_cholesky_ex(L, info)


def _linalg_eigh(A, UPLO="L", compute_v=True):
    """_linalg_eigh(Tensor A, str UPLO="L", bool compute_v=True) -> (Tensor eigenvalues, Tensor eigenvectors)"""
    if AUTOCAST.enabled:
        A, = autocast_cast({'cpu': 'fp32'}, A)
    _any_requires_grad = A._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = LinalgEighBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(A),)
        if A._output_nr:
            grad_fn._next_nrs = edge_numbers(A)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(A)
    A_, UPLO_, compute_v_ = A._data, UPLO, compute_v
    xp = ARRAY_MODULE[type(A_)]
    try:
        out = K.linalg_eigh(xp, A_, UPLO_, compute_v_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('_linalg_eigh', error, A_) from None
    eigenvalues, eigenvectors = wrap(out[0]), wrap(out[1])
    if _any_requires_grad:
        set_history(eigenvalues, grad_fn)
        set_history(eigenvectors, grad_fn)
    if _any_has_forward_grad:
        forward_derivatives.jvp__linalg_eigh(A, UPLO, compute_v, eigenvalues, eigenvectors)
    if _any_requires_grad:
        grad_fn.eigenvalues_ = save_output(eigenvalues)
        grad_fn.eigenvectors_ = save_output(eigenvectors)
    return _return__linalg_eigh(eigenvalues, eigenvectors)


def _linalg_svd(A, full_matrices=False, compute_uv=False, driver=None):
    """_linalg_svd(Tensor A, bool full_matrices=False, bool compute_uv=False, *, str? driver=None) -> (Tensor U, Tensor S, Tensor Vh)"""
    if AUTOCAST.enabled:
        A, = autocast_cast({'cpu': 'fp32'}, A)
    _any_requires_grad = A._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = LinalgSvdBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(A),)
        if A._output_nr:
            grad_fn._next_nrs = edge_numbers(A)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.full_matrices = full_matrices
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(A)
    A_, full_matrices_, compute_uv_, driver_ = A._data, full_matrices, compute_uv, driver
    xp = ARRAY_MODULE[type(A_)]
    try:
        out = K.linalg_svd(xp, A_, full_matrices_, compute_uv_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('_linalg_svd', error, A_) from None
    U, S, Vh = wrap(out[0]), wrap(out[1]), wrap(out[2])
    if _any_requires_grad:
        set_history(U, grad_fn)
        set_history(S, grad_fn)
        set_history(Vh, grad_fn)
    if _any_has_forward_grad:
        forward_derivatives.jvp__linalg_svd(A, full_matrices, compute_uv, driver, U, S, Vh)
    if _any_requires_grad:
        grad_fn.S_ = save_output(S)
        grad_fn.U_ = save_output(U)
        grad_fn.Vh_ = save_output(Vh)
    return _return__linalg_svd(U, S, Vh)


def linalg_qr(A, mode="reduced"):
    """linalg_qr(Tensor A, str mode="reduced") -> (Tensor Q, Tensor R)"""
    if AUTOCAST.enabled:
        A, = autocast_cast({'cpu': 'fp32'}, A)
    _any_requires_grad = A._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = LinalgQrBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(A),)
        if A._output_nr:
            grad_fn._next_nrs = edge_numbers(A)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.mode = mode
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(A)
    A_, mode_ = A._data, mode
    xp = ARRAY_MODULE[type(A_)]
    try:
        out = K.linalg_qr(xp, A_, mode_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('linalg_qr', error, A_) from None
    Q, R = wrap(out[0]), wrap(out[1])
    if _any_requires_grad:
        set_history(Q, grad_fn)
        set_history(R, grad_fn)
    if _any_has_forward_grad:
        forward_derivatives.jvp_linalg_qr(A, mode, Q, R)
    if _any_requires_grad:
        grad_fn.Q_ = save_output(Q)
        grad_fn.R_ = save_output(R)
    return _return_linalg_qr(Q, R)


def _linalg_solve_ex(A, B, left=True, check_errors=False):
    """_linalg_solve_ex(Tensor A, Tensor B, *, bool left=True, bool check_errors=False) -> (Tensor result, Tensor LU, Tensor pivots, Tensor info)"""
    if AUTOCAST.enabled:
        A, B = autocast_cast({'cpu': 'fp32'}, A, B)
    B_is_tensor = isinstance(B, Tensor)
    _any_requires_grad = (A._requires_grad or (B_is_tensor and B._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = LinalgSolveExBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(A) if A._requires_grad else None,
            gradient_node(B) if B_is_tensor and B._requires_grad else None,
        )
        if A._output_nr or B_is_tensor and B._output_nr:
            grad_fn._next_nrs = edge_numbers(A, B)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.A_ = save_input(A)
        grad_fn.left = left
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(A, B)
    A_, B_, left_, check_errors_ = A._data, (B._data if B_is_tensor else B if type(B) in NUMBER_TYPES else scalar_operand(B, '_linalg_solve_ex', 'B', 2)), left, check_errors
    xp = ARRAY_MODULE[type(A_)]
    try:
        out = K.linalg_solve_ex(xp, A_, B_, left_, check_errors_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('_linalg_solve_ex', error, A_, B_) from None
    result, LU, pivots, info = wrap(out[0]), wrap(out[1]), wrap(out[2]), wrap(out[3])
    if _any_requires_grad:
        set_history(result, grad_fn)
    if _any_has_forward_grad:
        forward_derivatives.jvp__linalg_solve_ex(A, B, left, check_errors, result, LU, pivots, info)
    if _any_requires_grad:
        grad_fn.LU_ = save_output(LU)
        grad_fn.pivots_ = save_output(pivots)
        grad_fn.result_ = save_output(result)
    return _return__linalg_solve_ex(result, LU, pivots, info)


def _kernel_diagonal(xp, self, offset, dim1, dim2):
    return K.diagonal(xp, self, offset, dim1, dim2)


def diagonal(self, offset=0, dim1=0, dim2=1):
    """diagonal(Tensor(a) self, int offset=0, int dim1=0, int dim2=1) -> Tensor(a)"""
    if type(offset) is not int:
        offset = int_arg('diagonal', 'offset', offset, 2)
    if type(dim1) is not int:
        dim1 = int_arg('diagonal', 'dim1', dim1, 3)
    if type(dim2) is not int:
        dim2 = int_arg('diagonal', 'dim2', dim2, 4)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = DiagonalBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.dim1 = dim1
        grad_fn.dim2 = dim2
        grad_fn.offset = offset
        grad_fn.self_shape = self._data.shape
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, offset_, dim1_, dim2_ = self._data, offset, dim1, dim2
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.diagonal(xp, self_, offset_, dim1_, dim2_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('diagonal', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_diagonal(self, offset, dim1, dim2, result)
    as_view(self, result, (_kernel_diagonal, xp, offset_, dim1_, dim2_))
    return result


def diagonal_copy(self, offset=0, dim1=0, dim2=1):
    """diagonal_copy(Tensor self, int offset=0, int dim1=0, int dim2=1) -> Tensor"""
    if type(offset) is not int:
        offset = int_arg('diagonal_copy', 'offset', offset, 2)
    if type(dim1) is not int:
        dim1 = int_arg('diagonal_copy', 'dim1', dim1, 3)
    if type(dim2) is not int:
        dim2 = int_arg('diagonal_copy', 'dim2', dim2, 4)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = DiagonalBackward0_copy()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.dim1 = dim1
        grad_fn.dim2 = dim2
        grad_fn.offset = offset
        grad_fn.self_shape = self._data.shape
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, offset_, dim1_, dim2_ = self._data, offset, dim1, dim2
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.diagonal(xp, self_, offset_, dim1_, dim2_).copy()
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('diagonal_copy', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_diagonal_copy(self, offset, dim1, dim2, result)
    return result


def diag_embed(self, offset=0, dim1=-2, dim2=-1):
    """diag_embed(Tensor self, int offset=0, int dim1=-2, int dim2=-1) -> Tensor"""
    if type(offset) is not int:
        offset = int_arg('diag_embed', 'offset', offset, 2)
    if type(dim1) is not int:
        dim1 = int_arg('diag_embed', 'dim1', dim1, 3)
    if type(dim2) is not int:
        dim2 = int_arg('diag_embed', 'dim2', dim2, 4)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = DiagEmbedBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.dim1 = dim1
        grad_fn.dim2 = dim2
        grad_fn.offset = offset
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, offset_, dim1_, dim2_ = self._data, offset, dim1, dim2
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.diag_embed(xp, self_, offset_, dim1_, dim2_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('diag_embed', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_diag_embed(self, offset, dim1, dim2, result)
    return result


def diagonal_backward(grad_output, input_sizes, offset, dim1, dim2):
    """diagonal_backward(Tensor grad_output, SymInt[] input_sizes, int offset, int dim1, int dim2) -> Tensor"""
    input_sizes = int_tuple(input_sizes, 'diagonal_backward', 'input_sizes', 2, False)
    if type(offset) is not int:
        offset = int_arg('diagonal_backward', 'offset', offset, 3)
    if type(dim1) is not int:
        dim1 = int_arg('diagonal_backward', 'dim1', dim1, 4)
    if type(dim2) is not int:
        dim2 = int_arg('diagonal_backward', 'dim2', dim2, 5)
    _any_requires_grad = grad_output._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = DiagonalBackwardBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(grad_output),)
        if grad_output._output_nr:
            grad_fn._next_nrs = edge_numbers(grad_output)
        grad_fn.dim1 = dim1
        grad_fn.dim2 = dim2
        grad_fn.offset = offset
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(grad_output)
    grad_output_, input_sizes_, offset_, dim1_, dim2_ = grad_output._data, input_sizes, offset, dim1, dim2
    xp = ARRAY_MODULE[type(grad_output_)]
    try:
        out = K.diagonal_backward(xp, grad_output_, input_sizes_, offset_, dim1_, dim2_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('diagonal_backward', error, grad_output_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_diagonal_backward(grad_output, input_sizes, offset, dim1, dim2, result)
    return result


def trace(self):
    """trace(Tensor self) -> Tensor"""
    if AUTOCAST.enabled:
        self, = autocast_cast({'cpu': 'fp32'}, self)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = TraceBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.self_shape = self._data.shape
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_ = self._data
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.trace(xp, self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('trace', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_trace(self, result)
    return result


def _kernel_tril(xp, self, diagonal):
    return K.tril(xp, self, diagonal)


def tril(self, diagonal=0):
    """tril(Tensor self, int diagonal=0) -> Tensor"""
    if type(diagonal) is not int:
        diagonal = int_arg('tril', 'diagonal', diagonal, 2)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = TrilBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.diagonal = diagonal
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, diagonal_ = self._data, diagonal
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.tril(xp, self_, diagonal_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('tril', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_tril(self, diagonal, result)
    return result


def _kernel_triu(xp, self, diagonal):
    return K.tril(xp, self, diagonal, True)


def triu(self, diagonal=0):
    """triu(Tensor self, int diagonal=0) -> Tensor"""
    if type(diagonal) is not int:
        diagonal = int_arg('triu', 'diagonal', diagonal, 2)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = TriuBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.diagonal = diagonal
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, diagonal_ = self._data, diagonal
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.tril(xp, self_, diagonal_, True)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('triu', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_triu(self, diagonal, result)
    return result


def repeat(self, repeats):
    """repeat(Tensor self, SymInt[] repeats) -> Tensor"""
    repeats = int_tuple(repeats, 'repeat', 'repeats', 2, False)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = RepeatBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.repeats = repeats
        grad_fn.self_shape = self._data.shape
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, repeats_ = self._data, repeats
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.repeat(xp, self_, repeats_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('repeat', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_repeat(self, repeats, result)
    return result


def flip(self, dims):
    """flip(Tensor self, int[] dims) -> Tensor"""
    dims = int_tuple(dims, 'flip', 'dims', 2, False)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = FlipBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.dims = dims
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, dims_ = self._data, dims
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.flip(xp, self_, dims_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('flip', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_flip(self, dims, result)
    return result


def roll(self, shifts, dims=()):
    """roll(Tensor self, SymInt[1] shifts, int[1] dims=[]) -> Tensor"""
    shifts = int_tuple(shifts, 'roll', 'shifts', 2, True)
    dims = int_tuple(dims, 'roll', 'dims', 3, True)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = RollBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.dims = dims
        grad_fn.shifts = shifts
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, shifts_, dims_ = self._data, shifts, dims
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.roll(xp, self_, shifts_, dims_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('roll', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_roll(self, shifts, dims, result)
    return result


def cat(tensors, dim=0):
    """cat(Tensor[] tensors, int dim=0) -> Tensor"""
    if type(dim) is not int:
        dim = int_arg('cat', 'dim', dim, 2)
    if AUTOCAST.enabled:
        tensors, = autocast_promote(('cpu',), tensors)
    _any_requires_grad = (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled) and any_requires_grad(tensors)
    if _any_requires_grad:
        grad_fn = CatBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_edges = collect_next_edges_flat(tensors)
        grad_fn.tensors_size_ = len(tensors)
        grad_fn.dim = dim
        grad_fn.tensors_args_dtypes = tuple(t.dtype for t in tensors)
        grad_fn.tensors_args_sizes = tuple(t._data.shape for t in tensors)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(tensors)
    tensors_, dim_ = [t._data for t in tensors], dim
    xp = ARRAY_MODULE[type(tensors_[0]) if tensors_ else K.NUMPY_ARRAY]
    try:
        out = K.cat(xp, tensors_, dim_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('cat', error, None) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_cat(tensors, dim, result)
    return result


def stack(tensors, dim=0):
    """stack(Tensor[] tensors, int dim=0) -> Tensor"""
    if type(dim) is not int:
        dim = int_arg('stack', 'dim', dim, 2)
    if AUTOCAST.enabled:
        tensors, = autocast_promote(('cpu',), tensors)
    _any_requires_grad = (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled) and any_requires_grad(tensors)
    if _any_requires_grad:
        grad_fn = StackBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_edges = collect_next_edges_flat(tensors)
        grad_fn.tensors_size_ = len(tensors)
        grad_fn.dim = dim
        grad_fn.tensors_args_dtypes = tuple(t.dtype for t in tensors)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(tensors)
    tensors_, dim_ = [t._data for t in tensors], dim
    xp = ARRAY_MODULE[type(tensors_[0]) if tensors_ else K.NUMPY_ARRAY]
    try:
        out = K.stack(xp, tensors_, dim_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('stack', error, None) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_stack(tensors, dim, result)
    return result


def _kernel_split_Tensor(xp, self, split_size, dim):
    return K.split(xp, self, split_size, dim)


def split_Tensor(self, split_size, dim=0):
    """split.Tensor(Tensor(a -> *) self, SymInt split_size, int dim=0) -> Tensor(a)[]"""
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = SplitBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.dim = dim
        grad_fn.self_shape = self._data.shape
        grad_fn.split_size = split_size
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, split_size_, dim_ = self._data, split_size, dim
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.split(xp, self_, split_size_, dim_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('split', error, self_) from None
    result = tuple(wrap(o) for o in out)
    if _any_requires_grad:
        for r in result:
            set_history(r, grad_fn)
    if _any_has_forward_grad:
        forward_derivatives.jvp_split_Tensor(self, split_size, dim, result)
    for i, r in enumerate(result):
        as_view(self, r, lambda a, i=i: _kernel_split_Tensor(xp, a, split_size_, dim_)[i], multi_output=True)
    return result


def _kernel_split_with_sizes(xp, self, split_sizes, dim):
    return K.split_with_sizes(xp, self, split_sizes, dim)


def split_with_sizes(self, split_sizes, dim=0):
    """split_with_sizes(Tensor(a -> *) self, SymInt[] split_sizes, int dim=0) -> Tensor(a)[]"""
    split_sizes = int_tuple(split_sizes, 'split_with_sizes', 'split_sizes', 2, False)
    if type(dim) is not int:
        dim = int_arg('split_with_sizes', 'dim', dim, 3)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = SplitWithSizesBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.dim = dim
        grad_fn.self_shape = self._data.shape
        grad_fn.split_sizes = split_sizes
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, split_sizes_, dim_ = self._data, split_sizes, dim
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.split_with_sizes(xp, self_, split_sizes_, dim_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('split_with_sizes', error, self_) from None
    result = tuple(wrap(o) for o in out)
    if _any_requires_grad:
        for r in result:
            set_history(r, grad_fn)
    if _any_has_forward_grad:
        forward_derivatives.jvp_split_with_sizes(self, split_sizes, dim, result)
    for i, r in enumerate(result):
        as_view(self, r, lambda a, i=i: _kernel_split_with_sizes(xp, a, split_sizes_, dim_)[i], multi_output=True)
    return result


def unsafe_split_Tensor(self, split_size, dim=0):
    """unsafe_split.Tensor(Tensor self, SymInt split_size, int dim=0) -> Tensor[]"""
    if type(split_size) is not int:
        split_size = int_arg('unsafe_split', 'split_size', split_size, 2)
    if type(dim) is not int:
        dim = int_arg('unsafe_split', 'dim', dim, 3)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = UnsafeSplitBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.dim = dim
        grad_fn.self_shape = self._data.shape
        grad_fn.split_size = split_size
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, split_size_, dim_ = self._data, split_size, dim
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.split(xp, self_, split_size_, dim_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('unsafe_split', error, self_) from None
    result = tuple(wrap(o) for o in out)
    if _any_requires_grad:
        for r in result:
            set_history(r, grad_fn)
    if _any_has_forward_grad:
        forward_derivatives.jvp_unsafe_split_Tensor(self, split_size, dim, result)
    return result


def unsafe_split_with_sizes(self, split_sizes, dim=0):
    """unsafe_split_with_sizes(Tensor self, SymInt[] split_sizes, int dim=0) -> Tensor[]"""
    split_sizes = int_tuple(split_sizes, 'unsafe_split_with_sizes', 'split_sizes', 2, False)
    if type(dim) is not int:
        dim = int_arg('unsafe_split_with_sizes', 'dim', dim, 3)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = UnsafeSplitWithSizesBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.dim = dim
        grad_fn.self_shape = self._data.shape
        grad_fn.split_sizes = split_sizes
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, split_sizes_, dim_ = self._data, split_sizes, dim
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.split_with_sizes(xp, self_, split_sizes_, dim_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('unsafe_split_with_sizes', error, self_) from None
    result = tuple(wrap(o) for o in out)
    if _any_requires_grad:
        for r in result:
            set_history(r, grad_fn)
    if _any_has_forward_grad:
        forward_derivatives.jvp_unsafe_split_with_sizes(self, split_sizes, dim, result)
    return result


def _kernel_unfold(xp, self, dimension, size, step):
    return K.unfold(xp, self, dimension, size, step)


def unfold(self, dimension, size, step):
    """unfold(Tensor(a) self, int dimension, int size, int step) -> Tensor(a)"""
    if type(dimension) is not int:
        dimension = int_arg('unfold', 'dimension', dimension, 2)
    if type(size) is not int:
        size = int_arg('unfold', 'size', size, 3)
    if type(step) is not int:
        step = int_arg('unfold', 'step', step, 4)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = UnfoldBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.dimension = dimension
        grad_fn.self_shape = self._data.shape
        grad_fn.size = size
        grad_fn.step = step
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, dimension_, size_, step_ = self._data, dimension, size, step
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.unfold(xp, self_, dimension_, size_, step_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('unfold', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_unfold(self, dimension, size, step, result)
    as_view(self, result, (_kernel_unfold, xp, dimension_, size_, step_))
    return result


def unfold_backward(grad_in, input_sizes, dim, size, step):
    """unfold_backward(Tensor grad_in, SymInt[] input_sizes, int dim, int size, int step) -> Tensor"""
    input_sizes = int_tuple(input_sizes, 'unfold_backward', 'input_sizes', 2, False)
    _any_requires_grad = grad_in._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = UnfoldBackwardBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(grad_in),)
        if grad_in._output_nr:
            grad_fn._next_nrs = edge_numbers(grad_in)
        grad_fn.dim = dim
        grad_fn.size = size
        grad_fn.step = step
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(grad_in)
    grad_in_, input_sizes_, dim_, size_, step_ = grad_in._data, input_sizes, dim, size, step
    xp = ARRAY_MODULE[type(grad_in_)]
    try:
        out = K.unfold_backward(xp, grad_in_, input_sizes_, dim_, size_, step_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('unfold_backward', error, grad_in_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_unfold_backward(grad_in, input_sizes, dim, size, step, result)
    return result


def _kernel_unbind_int(xp, self, dim):
    return K.unbind(xp, self, dim)


def unbind_int(self, dim=0):
    """unbind.int(Tensor(a -> *) self, int dim=0) -> Tensor(a)[]"""
    if type(dim) is not int:
        dim = int_arg('unbind', 'dim', dim, 2)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = UnbindBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.dim = dim
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, dim_ = self._data, dim
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.unbind(xp, self_, dim_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('unbind', error, self_) from None
    result = tuple(wrap(o) for o in out)
    if _any_requires_grad:
        for r in result:
            set_history(r, grad_fn)
    if _any_has_forward_grad:
        forward_derivatives.jvp_unbind_int(self, dim, result)
    for i, r in enumerate(result):
        as_view(self, r, lambda a, i=i: _kernel_unbind_int(xp, a, dim_)[i], multi_output=True)
    return result


def index_select(self, dim, index):
    """index_select(Tensor self, int dim, Tensor index) -> Tensor"""
    if type(dim) is not int:
        dim = int_arg('index_select', 'dim', dim, 2)
    if not isinstance(index, Tensor):
        raise not_a_tensor('index_select', 'index', index, 3)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = IndexSelectBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.dim = dim
        grad_fn.index_ = save_input(index) if self._requires_grad else NOT_SAVED
        grad_fn.self_shape = self._data.shape
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, dim_, index_ = self._data, dim, index._data
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.index_select(xp, self_, dim_, index_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('index_select', error, self_, index_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_index_select(self, dim, index, result)
    return result


def _kernel_index_fill_int_Scalar(xp, self, dim, index, value):
    return K.index_fill(xp, self, dim, index, value)


def index_fill_int_Scalar(self, dim, index, value):
    """index_fill.int_Scalar(Tensor self, int dim, Tensor index, Scalar value) -> Tensor"""
    if type(dim) is not int:
        dim = int_arg('index_fill', 'dim', dim, 2)
    if not isinstance(index, Tensor):
        raise not_a_tensor('index_fill', 'index', index, 3)
    if isinstance(value, Tensor):
        value = number_arg('index_fill', 'value', value, 4, 'Number')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = IndexFillBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.dim = dim
        grad_fn.index_ = save_input(index) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, dim_, index_, value_ = self._data, dim, index._data, value
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.index_fill(xp, self_, dim_, index_, value_)
    except (ValueError, IndexError, TypeError) as error:
        check_numbers('index_fill', (('value', value, 4, 'Number'),))
        raise kernel_error('index_fill', error, self_, index_, value_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_index_fill_int_Scalar(self, dim, index, value, result)
    return result


def _kernel_index_fill_int_Tensor(xp, self, dim, index, value):
    return K.index_fill(xp, self, dim, index, value)


def index_fill_int_Tensor(self, dim, index, value):
    """index_fill.int_Tensor(Tensor self, int dim, Tensor index, Tensor value) -> Tensor"""
    if type(dim) is not int:
        dim = int_arg('index_fill', 'dim', dim, 2)
    if not isinstance(index, Tensor):
        raise not_a_tensor('index_fill', 'index', index, 3)
    if not isinstance(value, Tensor):
        raise not_a_tensor('index_fill', 'value', value, 4)
    _any_requires_grad = (self._requires_grad or value._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = IndexFillBackward1()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(value) if value._requires_grad else None,
        )
        if self._output_nr or value._output_nr:
            grad_fn._next_nrs = edge_numbers(self, value)
        grad_fn.dim = dim
        grad_fn.index_ = save_input(index)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, value)
    self_, dim_, index_, value_ = self._data, dim, index._data, value._data
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.index_fill(xp, self_, dim_, index_, value_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('index_fill', error, self_, index_, value_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_index_fill_int_Tensor(self, dim, index, value, result)
    return result


def _kernel_index_copy(xp, self, dim, index, source):
    return K.index_copy(xp, self, dim, index, source)


def index_copy(self, dim, index, source):
    """index_copy(Tensor self, int dim, Tensor index, Tensor source) -> Tensor"""
    if type(dim) is not int:
        dim = int_arg('index_copy', 'dim', dim, 2)
    if not isinstance(index, Tensor):
        raise not_a_tensor('index_copy', 'index', index, 3)
    if not isinstance(source, Tensor):
        raise not_a_tensor('index_copy', 'source', source, 4)
    if AUTOCAST.enabled:
        self, index, source = autocast_promote(('cpu',), self, index, source)
    _any_requires_grad = (self._requires_grad or source._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = IndexCopyBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(source) if source._requires_grad else None,
        )
        if self._output_nr or source._output_nr:
            grad_fn._next_nrs = edge_numbers(self, source)
        grad_fn.dim = dim
        grad_fn.index_ = save_input(index)
        grad_fn.source_ = save_input(source) if source._requires_grad else NOT_SAVED
        grad_fn.source_dim = source._data.ndim
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, source)
    self_, dim_, index_, source_ = self._data, dim, index._data, source._data
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.index_copy(xp, self_, dim_, index_, source_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('index_copy', error, self_, index_, source_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_index_copy(self, dim, index, source, result)
    return result


def take(self, index):
    """take(Tensor self, Tensor index) -> Tensor"""
    if not isinstance(index, Tensor):
        raise not_a_tensor('take', 'index', index, 2)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = TakeBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.index_ = save_input(index) if self._requires_grad else NOT_SAVED
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, index_ = self._data, index._data
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.take(xp, self_, index_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('take', error, self_, index_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_take(self, index, result)
    return result


def _kernel_index_add(xp, self, dim, index, source, alpha):
    return K.index_add(xp, self, dim, index, source, alpha)


def index_add(self, dim, index, source, alpha=1):
    """index_add(Tensor self, int dim, Tensor index, Tensor source, *, Scalar alpha=1) -> Tensor"""
    if type(dim) is not int:
        dim = int_arg('index_add', 'dim', dim, 2)
    if not isinstance(index, Tensor):
        raise not_a_tensor('index_add', 'index', index, 3)
    if not isinstance(source, Tensor):
        raise not_a_tensor('index_add', 'source', source, 4)
    if isinstance(alpha, Tensor):
        alpha = number_arg('index_add', 'alpha', alpha, None, 'Number')
    _any_requires_grad = (self._requires_grad or source._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = IndexAddBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(source) if source._requires_grad else None,
        )
        if self._output_nr or source._output_nr:
            grad_fn._next_nrs = edge_numbers(self, source)
        grad_fn.alpha = alpha
        grad_fn.dim = dim
        grad_fn.index_ = save_input(index) if source._requires_grad else NOT_SAVED
        grad_fn.source_ = save_input(source) if source._requires_grad else NOT_SAVED
        grad_fn.source_dim = source._data.ndim
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, source)
    self_, dim_, index_, source_, alpha_ = self._data, dim, index._data, source._data, alpha
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.index_add(xp, self_, dim_, index_, source_, alpha_)
    except (ValueError, IndexError, TypeError) as error:
        check_numbers('index_add', (('alpha', alpha, None, 'Number'),))
        raise kernel_error('index_add', error, self_, index_, source_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_index_add(self, dim, index, source, alpha, result)
    return result


def _kernel_masked_scatter(xp, self, mask, source):
    return K.masked_scatter(xp, self, mask, source)


def masked_scatter(self, mask, source):
    """masked_scatter(Tensor self, Tensor mask, Tensor source) -> Tensor"""
    if not isinstance(mask, Tensor):
        raise not_a_tensor('masked_scatter', 'mask', mask, 2)
    if not isinstance(source, Tensor):
        raise not_a_tensor('masked_scatter', 'source', source, 3)
    _any_requires_grad = (self._requires_grad or source._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = MaskedScatterBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(source) if source._requires_grad else None,
        )
        if self._output_nr or source._output_nr:
            grad_fn._next_nrs = edge_numbers(self, source)
        grad_fn.mask_ = save_input(mask)
        grad_fn.source_shape = source._data.shape
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, source)
    self_, mask_, source_ = self._data, mask._data, source._data
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.masked_scatter(xp, self_, mask_, source_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('masked_scatter', error, self_, mask_, source_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_masked_scatter(self, mask, source, result)
    return result


def masked_select(self, mask):
    """masked_select(Tensor self, Tensor mask) -> Tensor"""
    if not isinstance(mask, Tensor):
        raise not_a_tensor('masked_select', 'mask', mask, 2)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = MaskedSelectBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.mask_ = save_input(mask) if self._requires_grad else NOT_SAVED
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, mask_ = self._data, mask._data
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.masked_select(xp, self_, mask_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('masked_select', error, self_, mask_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_masked_select(self, mask, result)
    return result


def nonzero(self):
    """nonzero(Tensor self) -> Tensor"""
    self_ = self._data
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.nonzero(xp, self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('nonzero', error, self_) from None
    result = wrap(out)
    return result


def sort(self, dim=-1, descending=False):
    """sort(Tensor self, int dim=-1, bool descending=False) -> (Tensor values, Tensor indices)"""
    if type(dim) is not int:
        dim = int_arg('sort', 'dim', dim, 2)
    if type(descending) is not bool:
        bool_arg('sort', 'descending', descending, 3)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = SortBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.dim = dim
        grad_fn.self_shape = self._data.shape
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, dim_, descending_ = self._data, dim, descending
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.sort(xp, self_, dim_, descending_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('sort', error, self_) from None
    values, indices = wrap(out[0]), wrap(out[1])
    if _any_requires_grad:
        set_history(values, grad_fn)
    if _any_has_forward_grad:
        forward_derivatives.jvp_sort(self, dim, descending, values, indices)
    if _any_requires_grad:
        grad_fn.indices_ = save_output(indices)
    return _return_sort(values, indices)


def sort_stable(self, stable, dim=-1, descending=False):
    """sort.stable(Tensor self, *, bool? stable, int dim=-1, bool descending=False) -> (Tensor values, Tensor indices)"""
    if type(stable) is not bool and stable is not None:
        bool_arg('sort', 'stable', stable, None)
    if type(dim) is not int:
        dim = int_arg('sort', 'dim', dim, None)
    if type(descending) is not bool:
        bool_arg('sort', 'descending', descending, None)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = SortBackward1()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.dim = dim
        grad_fn.self_shape = self._data.shape
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, stable_, dim_, descending_ = self._data, stable, dim, descending
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.sort(xp, self_, dim_, descending_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('sort', error, self_) from None
    values, indices = wrap(out[0]), wrap(out[1])
    if _any_requires_grad:
        set_history(values, grad_fn)
    if _any_has_forward_grad:
        forward_derivatives.jvp_sort_stable(self, stable, dim, descending, values, indices)
    if _any_requires_grad:
        grad_fn.indices_ = save_output(indices)
    return _return_sort_stable(values, indices)


def argsort(self, dim=-1, descending=False):
    """argsort(Tensor self, int dim=-1, bool descending=False) -> Tensor"""
    if type(dim) is not int:
        dim = int_arg('argsort', 'dim', dim, 2)
    if type(descending) is not bool:
        bool_arg('argsort', 'descending', descending, 3)
    self_, dim_, descending_ = self._data, dim, descending
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.sort(xp, self_, dim_, descending_)[1]
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('argsort', error, self_) from None
    result = wrap(out)
    return result


def argsort_stable(self, stable, dim=-1, descending=False):
    """argsort.stable(Tensor self, *, bool stable, int dim=-1, bool descending=False) -> Tensor"""
    if type(stable) is not bool:
        bool_arg('argsort', 'stable', stable, None)
    if type(dim) is not int:
        dim = int_arg('argsort', 'dim', dim, None)
    if type(descending) is not bool:
        bool_arg('argsort', 'descending', descending, None)
    self_, stable_, dim_, descending_ = self._data, stable, dim, descending
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.sort(xp, self_, dim_, descending_)[1]
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('argsort', error, self_) from None
    result = wrap(out)
    return result


def topk(self, k, dim=-1, largest=True, sorted=True):
    """topk(Tensor self, SymInt k, int dim=-1, bool largest=True, bool sorted=True) -> (Tensor values, Tensor indices)"""
    if type(k) is not int:
        k = int_arg('topk', 'k', k, 2)
    if type(dim) is not int:
        dim = int_arg('topk', 'dim', dim, 3)
    if type(largest) is not bool:
        bool_arg('topk', 'largest', largest, 4)
    if type(sorted) is not bool:
        bool_arg('topk', 'sorted', sorted, 5)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = TopkBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.dim = dim
        grad_fn.self_shape = self._data.shape
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, k_, dim_, largest_, sorted_ = self._data, k, dim, largest, sorted
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.topk(xp, self_, k_, dim_, largest_, sorted_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('topk', error, self_) from None
    values, indices = wrap(out[0]), wrap(out[1])
    if _any_requires_grad:
        set_history(values, grad_fn)
    if _any_has_forward_grad:
        forward_derivatives.jvp_topk(self, k, dim, largest, sorted, values, indices)
    if _any_requires_grad:
        grad_fn.indices_ = save_output(indices)
    return _return_topk(values, indices)


def median(self):
    """median(Tensor self) -> Tensor"""
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = MedianBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_ = self._data
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.median_all(xp, self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('median', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_median(self, result)
    if _any_requires_grad:
        grad_fn.result_ = save_output(result)
    return result


def median_dim(self, dim, keepdim=False):
    """median.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)"""
    if type(dim) is not int:
        dim = int_arg('median', 'dim', dim, 2)
    if type(keepdim) is not bool:
        bool_arg('median', 'keepdim', keepdim, 3)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = MedianBackward1()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.dim = dim
        grad_fn.keepdim = keepdim
        grad_fn.self_shape = self._data.shape
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, dim_, keepdim_ = self._data, dim, keepdim
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.median_dim(xp, self_, dim_, keepdim_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('median', error, self_) from None
    values, indices = wrap(out[0]), wrap(out[1])
    if _any_requires_grad:
        set_history(values, grad_fn)
    if _any_has_forward_grad:
        forward_derivatives.jvp_median_dim(self, dim, keepdim, values, indices)
    if _any_requires_grad:
        grad_fn.indices_ = save_output(indices)
    return _return_median_dim(values, indices)


def kthvalue(self, k, dim=-1, keepdim=False):
    """kthvalue(Tensor self, int k, int dim=-1, bool keepdim=False) -> (Tensor values, Tensor indices)"""
    if type(k) is not int:
        k = int_arg('kthvalue', 'k', k, 2)
    if type(dim) is not int:
        dim = int_arg('kthvalue', 'dim', dim, 3)
    if type(keepdim) is not bool:
        bool_arg('kthvalue', 'keepdim', keepdim, 4)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = KthvalueBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.dim = dim
        grad_fn.keepdim = keepdim
        grad_fn.self_shape = self._data.shape
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, k_, dim_, keepdim_ = self._data, k, dim, keepdim
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.kthvalue(xp, self_, k_, dim_, keepdim_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('kthvalue', error, self_) from None
    values, indices = wrap(out[0]), wrap(out[1])
    if _any_requires_grad:
        set_history(values, grad_fn)
    if _any_has_forward_grad:
        forward_derivatives.jvp_kthvalue(self, k, dim, keepdim, values, indices)
    if _any_requires_grad:
        grad_fn.indices_ = save_output(indices)
    return _return_kthvalue(values, indices)


def _unique2(self, sorted=True, return_inverse=False, return_counts=False):
    """_unique2(Tensor self, bool sorted=True, bool return_inverse=False, bool return_counts=False) -> (Tensor, Tensor, Tensor)"""
    if type(sorted) is not bool:
        bool_arg('_unique2', 'sorted', sorted, 2)
    if type(return_inverse) is not bool:
        bool_arg('_unique2', 'return_inverse', return_inverse, 3)
    if type(return_counts) is not bool:
        bool_arg('_unique2', 'return_counts', return_counts, 4)
    self_, sorted_, return_inverse_, return_counts_ = self._data, sorted, return_inverse, return_counts
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.unique(xp, self_, sorted_, return_inverse_, return_counts_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('_unique2', error, self_) from None
    result0, result1, result2 = wrap(out[0]), wrap(out[1]), wrap(out[2])
    return (result0, result1, result2)


def unique_dim(self, dim, sorted=True, return_inverse=False, return_counts=False):
    """unique_dim(Tensor self, int dim, bool sorted=True, bool return_inverse=False, bool return_counts=False) -> (Tensor, Tensor, Tensor)"""
    if type(dim) is not int:
        dim = int_arg('unique_dim', 'dim', dim, 2)
    if type(sorted) is not bool:
        bool_arg('unique_dim', 'sorted', sorted, 3)
    if type(return_inverse) is not bool:
        bool_arg('unique_dim', 'return_inverse', return_inverse, 4)
    if type(return_counts) is not bool:
        bool_arg('unique_dim', 'return_counts', return_counts, 5)
    self_, dim_, sorted_, return_inverse_, return_counts_ = self._data, dim, sorted, return_inverse, return_counts
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.unique(xp, self_, sorted_, return_inverse_, return_counts_, dim_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('unique_dim', error, self_) from None
    result0, result1, result2 = wrap(out[0]), wrap(out[1]), wrap(out[2])
    return (result0, result1, result2)


def unique_consecutive(self, return_inverse=False, return_counts=False, dim=None):
    """unique_consecutive(Tensor self, bool return_inverse=False, bool return_counts=False, int? dim=None) -> (Tensor, Tensor, Tensor)"""
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = UniqueConsecutiveBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
    if FORWARD_AD.active and has_fw_grad(self):
        raise forward_ad_not_implemented('unique_consecutive')
    self_, return_inverse_, return_counts_, dim_ = self._data, return_inverse, return_counts, dim
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.unique_consecutive(xp, self_, return_inverse_, return_counts_, dim_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('unique_consecutive', error, self_) from None
    result0, result1, result2 = wrap(out[0]), wrap(out[1]), wrap(out[2])
    if _any_requires_grad:
        set_history(result0, grad_fn)
    return (result0, result1, result2)


def bincount(self, weights=None, minlength=0):
    """bincount(Tensor self, Tensor? weights=None, SymInt minlength=0) -> Tensor"""
    if type(minlength) is not int:
        minlength = int_arg('bincount', 'minlength', minlength, 3)
    weights_is_tensor = isinstance(weights, Tensor)
    _any_requires_grad = (self._requires_grad or (weights_is_tensor and weights._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = NotImplementedNode('aten::bincount', self, weights)
    if FORWARD_AD.active and has_fw_grad(self, weights):
        raise forward_ad_not_implemented('bincount')
    self_, weights_, minlength_ = self._data, (weights._data if weights_is_tensor else weights), minlength
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.bincount(xp, self_, weights_, minlength_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('bincount', error, self_, weights_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    return result


def constant_pad_nd(self, pad, value=0):
    """constant_pad_nd(Tensor self, SymInt[] pad, Scalar value=0) -> Tensor"""
    pad = int_tuple(pad, 'constant_pad_nd', 'pad', 2, False)
    if isinstance(value, Tensor):
        value = number_arg('constant_pad_nd', 'value', value, 3, 'Number')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = ConstantPadNdBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.pad = pad
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, pad_, value_ = self._data, pad, value
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.constant_pad_nd(xp, self_, pad_, value_)
    except (ValueError, IndexError, TypeError) as error:
        check_numbers('constant_pad_nd', (('value', value, 3, 'Number'),))
        raise kernel_error('constant_pad_nd', error, self_, value_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_constant_pad_nd(self, pad, value, result)
    return result


def reflection_pad1d(self, padding):
    """reflection_pad1d(Tensor self, SymInt[2] padding) -> Tensor"""
    padding = int_tuple(padding, 'reflection_pad1d', 'padding', 2, True)
    if AUTOCAST.enabled:
        self, = autocast_cast({'cpu': 'fp32'}, self)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = ReflectionPad1DBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.padding = padding
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, padding_ = self._data, padding
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.pad_mode(xp, self_, padding_, 'reflect', 'reflection_pad1d')
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('reflection_pad1d', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_reflection_pad1d(self, padding, result)
    return result


def reflection_pad2d(self, padding):
    """reflection_pad2d(Tensor self, SymInt[4] padding) -> Tensor"""
    padding = int_tuple(padding, 'reflection_pad2d', 'padding', 2, True)
    if AUTOCAST.enabled:
        self, = autocast_cast({'cpu': 'fp32'}, self)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = ReflectionPad2DBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.padding = padding
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, padding_ = self._data, padding
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.pad_mode(xp, self_, padding_, 'reflect', 'reflection_pad2d')
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('reflection_pad2d', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_reflection_pad2d(self, padding, result)
    return result


def reflection_pad3d(self, padding):
    """reflection_pad3d(Tensor self, SymInt[6] padding) -> Tensor"""
    padding = int_tuple(padding, 'reflection_pad3d', 'padding', 2, True)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = ReflectionPad3DBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.padding = padding
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, padding_ = self._data, padding
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.pad_mode(xp, self_, padding_, 'reflect', 'reflection_pad3d')
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('reflection_pad3d', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_reflection_pad3d(self, padding, result)
    return result


def replication_pad1d(self, padding):
    """replication_pad1d(Tensor self, SymInt[2] padding) -> Tensor"""
    padding = int_tuple(padding, 'replication_pad1d', 'padding', 2, True)
    if AUTOCAST.enabled:
        self, = autocast_cast({'cpu': 'fp32'}, self)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = ReplicationPad1DBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.padding = padding
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, padding_ = self._data, padding
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.pad_mode(xp, self_, padding_, 'edge', 'replication_pad1d')
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('replication_pad1d', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_replication_pad1d(self, padding, result)
    return result


def replication_pad2d(self, padding):
    """replication_pad2d(Tensor self, SymInt[4] padding) -> Tensor"""
    padding = int_tuple(padding, 'replication_pad2d', 'padding', 2, True)
    if AUTOCAST.enabled:
        self, = autocast_cast({'cpu': 'fp32'}, self)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = ReplicationPad2DBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.padding = padding
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, padding_ = self._data, padding
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.pad_mode(xp, self_, padding_, 'edge', 'replication_pad2d')
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('replication_pad2d', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_replication_pad2d(self, padding, result)
    return result


def replication_pad3d(self, padding):
    """replication_pad3d(Tensor self, SymInt[6] padding) -> Tensor"""
    padding = int_tuple(padding, 'replication_pad3d', 'padding', 2, True)
    if AUTOCAST.enabled:
        self, = autocast_cast({'cpu': 'fp32'}, self)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = ReplicationPad3DBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.padding = padding
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, padding_ = self._data, padding
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.pad_mode(xp, self_, padding_, 'edge', 'replication_pad3d')
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('replication_pad3d', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_replication_pad3d(self, padding, result)
    return result


def threshold(self, threshold, value):
    """threshold(Tensor self, Scalar threshold, Scalar value) -> Tensor"""
    if isinstance(threshold, Tensor):
        threshold = number_arg('threshold', 'threshold', threshold, 2, 'Number')
    if isinstance(value, Tensor):
        value = number_arg('threshold', 'value', value, 3, 'Number')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = ThresholdBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
        grad_fn.threshold = threshold
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, threshold_, value_ = self._data, threshold, value
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = xp.where(self_ <= threshold_, xp.asarray(value_, dtype=self_.dtype), self_)
    except (ValueError, IndexError, TypeError) as error:
        check_numbers('threshold', (('threshold', threshold, 2, 'Number'), ('value', value, 3, 'Number'),))
        raise kernel_error('threshold', error, self_, threshold_, value_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_threshold(self, threshold, value, result)
    return result


def _kernel_hardtanh(xp, self, min_val, max_val):
    return xp.clip(self, min_val, max_val).astype(self.dtype, copy=False)


def hardtanh(self, min_val=-1, max_val=1):
    """hardtanh(Tensor self, Scalar min_val=-1, Scalar max_val=1) -> Tensor"""
    if isinstance(min_val, Tensor):
        min_val = number_arg('hardtanh', 'min_val', min_val, 2, 'Number')
    if isinstance(max_val, Tensor):
        max_val = number_arg('hardtanh', 'max_val', max_val, 3, 'Number')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = HardtanhBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.max_val = max_val
        grad_fn.min_val = min_val
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, min_val_, max_val_ = self._data, min_val, max_val
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = xp.clip(self_, min_val_, max_val_).astype(self_.dtype, copy=False)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('hardtanh', error, self_, min_val_, max_val_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_hardtanh(self, min_val, max_val, result)
    return result


def hardshrink(self, lambd=0.5):
    """hardshrink(Tensor self, Scalar lambd=0.5) -> Tensor"""
    if isinstance(lambd, Tensor):
        lambd = number_arg('hardshrink', 'lambd', lambd, 2, 'Number')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = HardshrinkBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.lambd = lambd
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, lambd_ = self._data, lambd
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.hardshrink(xp, self_, lambd_)
    except (ValueError, IndexError, TypeError) as error:
        check_numbers('hardshrink', (('lambd', lambd, 2, 'Number'),))
        raise kernel_error('hardshrink', error, self_, lambd_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_hardshrink(self, lambd, result)
    return result


def hardshrink_backward(grad_out, self, lambd):
    """hardshrink_backward(Tensor grad_out, Tensor self, Scalar lambd) -> Tensor"""
    if isinstance(lambd, Tensor):
        lambd = number_arg('hardshrink_backward', 'lambd', lambd, 3, 'Number')
    self_is_tensor = isinstance(self, Tensor)
    _any_requires_grad = (grad_out._requires_grad or (self_is_tensor and self._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = HardshrinkBackwardBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(grad_out) if grad_out._requires_grad else None,
            gradient_node(self) if self_is_tensor and self._requires_grad else None,
        )
        if grad_out._output_nr or self_is_tensor and self._output_nr:
            grad_fn._next_nrs = edge_numbers(grad_out, self)
        grad_fn.lambd = lambd
        grad_fn.self_ = save_input(self)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(grad_out, self)
    grad_out_, self_, lambd_ = grad_out._data, (self._data if self_is_tensor else self if type(self) in NUMBER_TYPES else scalar_operand(self, 'hardshrink_backward', 'self', 2)), lambd
    if type(self_) is not type(grad_out_) or self_.dtype is not grad_out_.dtype:
        grad_out_, self_ = promote(grad_out_, self_)
    xp = ARRAY_MODULE[type(grad_out_)]
    try:
        out = K.shrink_backward(xp, grad_out_, self_, lambd_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('hardshrink_backward', error, grad_out_, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_hardshrink_backward(grad_out, self, lambd, result)
    return result


def softshrink(self, lambd=0.5):
    """softshrink(Tensor self, Scalar lambd=0.5) -> Tensor"""
    if isinstance(lambd, Tensor):
        lambd = number_arg('softshrink', 'lambd', lambd, 2, 'Number')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = SoftshrinkBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.lambd = lambd
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, lambd_ = self._data, lambd
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.softshrink(xp, self_, lambd_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('softshrink', error, self_, lambd_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_softshrink(self, lambd, result)
    return result


def softshrink_backward(grad_output, self, lambd):
    """softshrink_backward(Tensor grad_output, Tensor self, Scalar lambd) -> Tensor"""
    if isinstance(lambd, Tensor):
        lambd = number_arg('softshrink_backward', 'lambd', lambd, 3, 'Number')
    self_is_tensor = isinstance(self, Tensor)
    _any_requires_grad = (grad_output._requires_grad or (self_is_tensor and self._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = SoftshrinkBackwardBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(grad_output) if grad_output._requires_grad else None,
            gradient_node(self) if self_is_tensor and self._requires_grad else None,
        )
        if grad_output._output_nr or self_is_tensor and self._output_nr:
            grad_fn._next_nrs = edge_numbers(grad_output, self)
        grad_fn.lambd = lambd
        grad_fn.self_ = save_input(self)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(grad_output, self)
    grad_output_, self_, lambd_ = grad_output._data, (self._data if self_is_tensor else self if type(self) in NUMBER_TYPES else scalar_operand(self, 'softshrink_backward', 'self', 2)), lambd
    if type(self_) is not type(grad_output_) or self_.dtype is not grad_output_.dtype:
        grad_output_, self_ = promote(grad_output_, self_)
    xp = ARRAY_MODULE[type(grad_output_)]
    try:
        out = K.shrink_backward(xp, grad_output_, self_, lambd_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('softshrink_backward', error, grad_output_, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_softshrink_backward(grad_output, self, lambd, result)
    return result


def rrelu_with_noise(self, noise, lower=0.125, upper=0.3333333333333333, training=False, generator=None):
    """rrelu_with_noise(Tensor self, Tensor(b!) noise, Scalar lower=0.125, Scalar upper=0.3333333333333333, bool training=False, Generator? generator=None) -> Tensor"""
    if isinstance(lower, Tensor):
        lower = number_arg('rrelu_with_noise', 'lower', lower, 3, 'Number')
    if isinstance(upper, Tensor):
        upper = number_arg('rrelu_with_noise', 'upper', upper, 4, 'Number')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = RreluWithNoiseBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.lower = lower
        grad_fn.noise_ = save_input(noise) if self._requires_grad else NOT_SAVED
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
        grad_fn.training = training
        grad_fn.upper = upper
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, noise_, lower_, upper_, training_, generator_ = self._data, (noise._data if isinstance(noise, Tensor) else noise if type(noise) in NUMBER_TYPES else scalar_operand(noise, 'rrelu_with_noise', 'noise', 2)), lower, upper, training, generator
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.rrelu_with_noise(xp, self_, noise_, lower_, upper_, training_, generator_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('rrelu_with_noise', error, self_, noise_, lower_, upper_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_rrelu_with_noise(self, noise, lower, upper, training, generator, result)
    return result


def rrelu_with_noise_backward(grad_output, self, noise, lower, upper, training, self_is_result):
    """rrelu_with_noise_backward(Tensor grad_output, Tensor self, Tensor noise, Scalar lower, Scalar upper, bool training, bool self_is_result) -> Tensor"""
    if isinstance(lower, Tensor):
        lower = number_arg('rrelu_with_noise_backward', 'lower', lower, 4, 'Number')
    if isinstance(upper, Tensor):
        upper = number_arg('rrelu_with_noise_backward', 'upper', upper, 5, 'Number')
    self_is_tensor = isinstance(self, Tensor)
    _any_requires_grad = (grad_output._requires_grad or (self_is_tensor and self._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = RreluWithNoiseBackwardBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(grad_output) if grad_output._requires_grad else None,
            gradient_node(self) if self_is_tensor and self._requires_grad else None,
        )
        if grad_output._output_nr or self_is_tensor and self._output_nr:
            grad_fn._next_nrs = edge_numbers(grad_output, self)
        grad_fn.lower = lower
        grad_fn.noise_ = save_input(noise)
        grad_fn.self_ = save_input(self)
        grad_fn.training = training
        grad_fn.upper = upper
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(grad_output, self)
    grad_output_, self_, noise_, lower_, upper_, training_, self_is_result_ = grad_output._data, (self._data if self_is_tensor else self if type(self) in NUMBER_TYPES else scalar_operand(self, 'rrelu_with_noise_backward', 'self', 2)), (noise._data if isinstance(noise, Tensor) else noise if type(noise) in NUMBER_TYPES else scalar_operand(noise, 'rrelu_with_noise_backward', 'noise', 3)), lower, upper, training, self_is_result
    if type(self_) is not type(grad_output_) or self_.dtype is not grad_output_.dtype:
        grad_output_, self_ = promote(grad_output_, self_)
    xp = ARRAY_MODULE[type(grad_output_)]
    try:
        out = K.rrelu_with_noise_backward(xp, grad_output_, self_, noise_, lower_, upper_, training_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('rrelu_with_noise_backward', error, grad_output_, self_, noise_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_rrelu_with_noise_backward(grad_output, self, noise, lower, upper, training, self_is_result, result)
    return result


def leaky_relu(self, negative_slope=0.01):
    """leaky_relu(Tensor self, Scalar negative_slope=0.01) -> Tensor"""
    if isinstance(negative_slope, Tensor):
        negative_slope = number_arg('leaky_relu', 'negative_slope', negative_slope, 2, 'Number')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = LeakyReluBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.negative_slope = negative_slope
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, negative_slope_ = self._data, negative_slope
    K.floating_only(self_, 'leaky_relu_cpu')
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.leaky_relu(xp, self_, negative_slope_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('leaky_relu', error, self_, negative_slope_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_leaky_relu(self, negative_slope, result)
    return result


def elu(self, alpha=1, scale=1, input_scale=1):
    """elu(Tensor self, Scalar alpha=1, Scalar scale=1, Scalar input_scale=1) -> Tensor"""
    if isinstance(alpha, Tensor):
        alpha = number_arg('elu', 'alpha', alpha, 2, 'Number')
    if isinstance(scale, Tensor):
        scale = number_arg('elu', 'scale', scale, 3, 'Number')
    if isinstance(input_scale, Tensor):
        input_scale = number_arg('elu', 'input_scale', input_scale, 4, 'Number')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = EluBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.alpha = alpha
        grad_fn.input_scale = input_scale
        grad_fn.scale = scale
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, alpha_, scale_, input_scale_ = self._data, alpha, scale, input_scale
    K.floating_only(self_, 'elu_cpu')
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.elu(xp, self_, alpha_, scale_, input_scale_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('elu', error, self_, scale_, input_scale_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_elu(self, alpha, scale, input_scale, result)
    return result


def celu(self, alpha=1.0):
    """celu(Tensor self, Scalar alpha=1.0) -> Tensor"""
    if isinstance(alpha, Tensor):
        alpha = number_arg('celu', 'alpha', alpha, 2, 'Number')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = CeluBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.alpha = alpha
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, alpha_ = self._data, alpha
    K.floating_only(self_, 'elu_cpu')
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.elu(xp, self_, alpha_, 1, 1.0 / alpha_)
    except (ValueError, IndexError, TypeError) as error:
        check_numbers('celu', (('alpha', alpha, 2, 'Number'),))
        raise kernel_error('celu', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_celu(self, alpha, result)
    return result


def gelu(self, approximate='none'):
    """gelu(Tensor self, *, str approximate='none') -> Tensor"""
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = GeluBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.approximate = approximate
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, approximate_ = self._data, approximate
    K.floating_only(self_, 'GeluKernelImpl')
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.gelu(xp, self_, approximate_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('gelu', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_gelu(self, approximate, result)
    return result


def gelu_backward(grad_output, self, approximate='none'):
    """gelu_backward(Tensor grad_output, Tensor self, *, str approximate='none') -> Tensor"""
    self_is_tensor = isinstance(self, Tensor)
    _any_requires_grad = (grad_output._requires_grad or (self_is_tensor and self._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = GeluBackwardBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(grad_output) if grad_output._requires_grad else None,
            gradient_node(self) if self_is_tensor and self._requires_grad else None,
        )
        if grad_output._output_nr or self_is_tensor and self._output_nr:
            grad_fn._next_nrs = edge_numbers(grad_output, self)
        grad_fn.approximate = approximate
        grad_fn.grad_output_ = save_input(grad_output)
        grad_fn.self_ = save_input(self)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(grad_output, self)
    grad_output_, self_, approximate_ = grad_output._data, (self._data if self_is_tensor else self if type(self) in NUMBER_TYPES else scalar_operand(self, 'gelu_backward', 'self', 2)), approximate
    xp = ARRAY_MODULE[type(grad_output_)]
    try:
        out = K.gelu_backward(xp, grad_output_, self_, approximate_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('gelu_backward', error, grad_output_, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_gelu_backward(grad_output, self, approximate, result)
    return result


def silu(self):
    """silu(Tensor self) -> Tensor"""
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = SiluBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_ = self._data
    K.floating_only(self_, 'silu_cpu')
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.silu(xp, self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('silu', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_silu(self, result)
    return result


def mish(self):
    """mish(Tensor self) -> Tensor"""
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = MishBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_ = self._data
    K.floating_only(self_, 'mish_cpu')
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.mish(xp, self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('mish', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_mish(self, result)
    return result


def softplus(self, beta=1, threshold=20):
    """softplus(Tensor self, Scalar beta=1, Scalar threshold=20) -> Tensor"""
    if isinstance(beta, Tensor):
        beta = number_arg('softplus', 'beta', beta, 2, 'Number')
    if isinstance(threshold, Tensor):
        threshold = number_arg('softplus', 'threshold', threshold, 3, 'Number')
    if AUTOCAST.enabled:
        self, = autocast_cast({'cuda': 'fp32'}, self)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = SoftplusBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.beta = beta
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
        grad_fn.threshold = threshold
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, beta_, threshold_ = self._data, beta, threshold
    K.floating_only(self_, 'softplus_cpu')
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.softplus(xp, self_, beta_, threshold_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('softplus', error, self_, beta_, threshold_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_softplus(self, beta, threshold, result)
    return result


def hardsigmoid(self):
    """hardsigmoid(Tensor self) -> Tensor"""
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = HardsigmoidBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_ = self._data
    K.floating_only(self_, 'hardsigmoid_cpu')
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.hardsigmoid(xp, self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('hardsigmoid', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_hardsigmoid(self, result)
    return result


def hardsigmoid_backward(grad_output, self):
    """hardsigmoid_backward(Tensor grad_output, Tensor self) -> Tensor"""
    self_is_tensor = isinstance(self, Tensor)
    _any_requires_grad = (grad_output._requires_grad or (self_is_tensor and self._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = NotImplementedNode('aten::hardsigmoid_backward', grad_output, self)
    if FORWARD_AD.active and has_fw_grad(grad_output, self):
        raise forward_ad_not_implemented('hardsigmoid_backward')
    grad_output_, self_ = grad_output._data, (self._data if self_is_tensor else self if type(self) in NUMBER_TYPES else scalar_operand(self, 'hardsigmoid_backward', 'self', 2))
    xp = ARRAY_MODULE[type(grad_output_)]
    try:
        out = K.hardsigmoid_backward(xp, grad_output_, self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('hardsigmoid_backward', error, grad_output_, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    return result


def hardswish(self):
    """hardswish(Tensor self) -> Tensor"""
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = HardswishBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_ = self._data
    K.floating_only(self_, 'hardswish_cpu')
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.hardswish(xp, self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('hardswish', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_hardswish(self, result)
    return result


def log_sigmoid_forward(self):
    """log_sigmoid_forward(Tensor self) -> (Tensor output, Tensor buffer)"""
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = LogSigmoidBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_ = self._data
    K.floating_only(self_, 'log_sigmoid_cpu')
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.log_sigmoid_forward(xp, self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('log_sigmoid_forward', error, self_) from None
    output, buffer = wrap(out[0]), wrap(out[1])
    if _any_requires_grad:
        set_history(output, grad_fn)
    if _any_has_forward_grad:
        forward_derivatives.jvp_log_sigmoid_forward(self, output, buffer)
    if _any_requires_grad:
        grad_fn.buffer_ = save_output(buffer)
    return _return_log_sigmoid_forward(output, buffer)


def im2col(self, kernel_size, dilation, padding, stride):
    """im2col(Tensor self, int[2] kernel_size, int[2] dilation, int[2] padding, int[2] stride) -> Tensor"""
    kernel_size = int_tuple(kernel_size, 'im2col', 'kernel_size', 2, True)
    dilation = int_tuple(dilation, 'im2col', 'dilation', 3, True)
    padding = int_tuple(padding, 'im2col', 'padding', 4, True)
    stride = int_tuple(stride, 'im2col', 'stride', 5, True)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = Im2ColBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.dilation = dilation
        grad_fn.kernel_size = kernel_size
        grad_fn.padding = padding
        grad_fn.self_argsize_minus_1 = self._data.shape[-1]
        grad_fn.self_argsize_minus_2 = self._data.shape[-2]
        grad_fn.stride = stride
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, kernel_size_, dilation_, padding_, stride_ = self._data, kernel_size, dilation, padding, stride
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.im2col(xp, self_, kernel_size_, dilation_, padding_, stride_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('im2col', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_im2col(self, kernel_size, dilation, padding, stride, result)
    return result


def col2im(self, output_size, kernel_size, dilation, padding, stride):
    """col2im(Tensor self, SymInt[2] output_size, int[2] kernel_size, int[2] dilation, int[2] padding, int[2] stride) -> Tensor"""
    output_size = int_tuple(output_size, 'col2im', 'output_size', 2, True)
    kernel_size = int_tuple(kernel_size, 'col2im', 'kernel_size', 3, True)
    dilation = int_tuple(dilation, 'col2im', 'dilation', 4, True)
    padding = int_tuple(padding, 'col2im', 'padding', 5, True)
    stride = int_tuple(stride, 'col2im', 'stride', 6, True)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = Col2ImBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.dilation = dilation
        grad_fn.kernel_size = kernel_size
        grad_fn.padding = padding
        grad_fn.stride = stride
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, output_size_, kernel_size_, dilation_, padding_, stride_ = self._data, output_size, kernel_size, dilation, padding, stride
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.col2im(xp, self_, output_size_, kernel_size_, dilation_, padding_, stride_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('col2im', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_col2im(self, output_size, kernel_size, dilation, padding, stride, result)
    return result


def _cdist_forward(x1, x2, p, compute_mode):
    """_cdist_forward(Tensor x1, Tensor x2, float p, int? compute_mode) -> Tensor"""
    if isinstance(p, Tensor):
        p = number_arg('_cdist_forward', 'p', p, 3, 'float')
    x2_is_tensor = isinstance(x2, Tensor)
    _any_requires_grad = (x1._requires_grad or (x2_is_tensor and x2._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = CdistBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(x1) if x1._requires_grad else None,
            gradient_node(x2) if x2_is_tensor and x2._requires_grad else None,
        )
        if x1._output_nr or x2_is_tensor and x2._output_nr:
            grad_fn._next_nrs = edge_numbers(x1, x2)
        grad_fn.p = p
        grad_fn.x1_ = save_input(x1)
        grad_fn.x2_ = save_input(x2)
    if FORWARD_AD.active and has_fw_grad(x1, x2):
        raise forward_ad_not_implemented('_cdist_forward')
    x1_, x2_, p_, compute_mode_ = x1._data, (x2._data if x2_is_tensor else x2 if type(x2) in NUMBER_TYPES else scalar_operand(x2, '_cdist_forward', 'x2', 2)), p, compute_mode
    if type(x2_) is not type(x1_) or x2_.dtype is not x1_.dtype:
        x1_, x2_ = promote(x1_, x2_)
    xp = ARRAY_MODULE[type(x1_)]
    try:
        out = K.cdist(xp, x1_, x2_, p_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('_cdist_forward', error, x1_, x2_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
        grad_fn.result_ = save_output(result)
    return result


def _cdist_backward(grad_output, x1, x2, p, cdist):
    """_cdist_backward(Tensor grad_output, Tensor x1, Tensor x2, float p, Tensor cdist) -> Tensor"""
    if isinstance(p, Tensor):
        p = number_arg('_cdist_backward', 'p', p, 4, 'float')
    x1_is_tensor = isinstance(x1, Tensor)
    x2_is_tensor = isinstance(x2, Tensor)
    cdist_is_tensor = isinstance(cdist, Tensor)
    _any_requires_grad = (grad_output._requires_grad or (x1_is_tensor and x1._requires_grad) or (x2_is_tensor and x2._requires_grad) or (cdist_is_tensor and cdist._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = CdistBackwardBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(grad_output) if grad_output._requires_grad else None,
            gradient_node(x1) if x1_is_tensor and x1._requires_grad else None,
            gradient_node(x2) if x2_is_tensor and x2._requires_grad else None,
            gradient_node(cdist) if cdist_is_tensor and cdist._requires_grad else None,
        )
        if grad_output._output_nr or x1_is_tensor and x1._output_nr or x2_is_tensor and x2._output_nr or cdist_is_tensor and cdist._output_nr:
            grad_fn._next_nrs = edge_numbers(grad_output, x1, x2, cdist)
    if FORWARD_AD.active and has_fw_grad(grad_output, x1, x2, cdist):
        raise forward_ad_not_implemented('_cdist_backward')
    grad_output_, x1_, x2_, p_, cdist_ = grad_output._data, (x1._data if x1_is_tensor else x1 if type(x1) in NUMBER_TYPES else scalar_operand(x1, '_cdist_backward', 'x1', 2)), (x2._data if x2_is_tensor else x2 if type(x2) in NUMBER_TYPES else scalar_operand(x2, '_cdist_backward', 'x2', 3)), p, (cdist._data if cdist_is_tensor else cdist if type(cdist) in NUMBER_TYPES else scalar_operand(cdist, '_cdist_backward', 'cdist', 5))
    grad_output_, x1_, x2_, cdist_ = promote(grad_output_, x1_, x2_, cdist_)
    xp = ARRAY_MODULE[type(grad_output_)]
    try:
        out = K.cdist_backward(xp, grad_output_, x1_, x2_, p_, cdist_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('_cdist_backward', error, grad_output_, x1_, x2_, cdist_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    return result


def _euclidean_dist(x1, x2):
    """_euclidean_dist(Tensor x1, Tensor x2) -> Tensor"""
    x2_is_tensor = isinstance(x2, Tensor)
    _any_requires_grad = (x1._requires_grad or (x2_is_tensor and x2._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = EuclideanDistBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(x1) if x1._requires_grad else None,
            gradient_node(x2) if x2_is_tensor and x2._requires_grad else None,
        )
        if x1._output_nr or x2_is_tensor and x2._output_nr:
            grad_fn._next_nrs = edge_numbers(x1, x2)
        grad_fn.x1_ = save_input(x1)
        grad_fn.x2_ = save_input(x2)
    if FORWARD_AD.active and has_fw_grad(x1, x2):
        raise forward_ad_not_implemented('_euclidean_dist')
    x1_, x2_ = x1._data, (x2._data if x2_is_tensor else x2 if type(x2) in NUMBER_TYPES else scalar_operand(x2, '_euclidean_dist', 'x2', 2))
    if type(x2_) is not type(x1_) or x2_.dtype is not x1_.dtype:
        x1_, x2_ = promote(x1_, x2_)
    xp = ARRAY_MODULE[type(x1_)]
    try:
        out = K.euclidean_dist(xp, x1_, x2_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('_euclidean_dist', error, x1_, x2_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
        grad_fn.result_ = save_output(result)
    return result


def convolution(input, weight, bias, stride, padding, dilation, transposed, output_padding, groups):
    """convolution(Tensor input, Tensor weight, Tensor? bias, SymInt[] stride, SymInt[] padding, SymInt[] dilation, bool transposed, SymInt[] output_padding, SymInt groups) -> Tensor"""
    if not isinstance(weight, Tensor):
        raise not_a_tensor('convolution', 'weight', weight, 2)
    stride = int_tuple(stride, 'convolution', 'stride', 4, False)
    padding = int_tuple(padding, 'convolution', 'padding', 5, False)
    dilation = int_tuple(dilation, 'convolution', 'dilation', 6, False)
    if type(transposed) is not bool:
        bool_arg('convolution', 'transposed', transposed, 7)
    output_padding = int_tuple(output_padding, 'convolution', 'output_padding', 8, False)
    if type(groups) is not int:
        groups = int_arg('convolution', 'groups', groups, 9)
    if AUTOCAST.enabled:
        input, weight, bias = autocast_cast({'cuda': 'lower_precision_fp'}, input, weight, bias)
    bias_is_tensor = isinstance(bias, Tensor)
    _any_requires_grad = (input._requires_grad or weight._requires_grad or (bias_is_tensor and bias._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = ConvolutionBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(input) if input._requires_grad else None,
            gradient_node(weight) if weight._requires_grad else None,
            gradient_node(bias) if bias_is_tensor and bias._requires_grad else None,
        )
        if input._output_nr or weight._output_nr or bias_is_tensor and bias._output_nr:
            grad_fn._next_nrs = edge_numbers(input, weight, bias)
        grad_fn.dilation = dilation
        grad_fn.groups = groups
        grad_fn.input_ = save_input(input)
        grad_fn.output_padding = output_padding
        grad_fn.padding = padding
        grad_fn.stride = stride
        grad_fn.transposed = transposed
        grad_fn.weight_ = save_input(weight)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(input, weight, bias)
    input_, weight_, bias_, stride_, padding_, dilation_, transposed_, output_padding_, groups_ = input._data, weight._data, (bias._data if bias_is_tensor else bias), stride, padding, dilation, transposed, output_padding, groups
    xp = ARRAY_MODULE[type(input_)]
    try:
        out = K.conv_output_layout(xp, K.convolution(xp, input_, weight_, bias_, stride_, padding_, dilation_, transposed_, output_padding_, groups_), input_, weight_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('convolution', error, input_, weight_, bias_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_convolution(input, weight, bias, stride, padding, dilation, transposed, output_padding, groups, result)
    return result


def upsample_nearest1d(self, output_size, scales=None):
    """upsample_nearest1d(Tensor self, SymInt[1] output_size, float? scales=None) -> Tensor"""
    output_size = int_tuple(output_size, 'upsample_nearest1d', 'output_size', 2, True)
    if isinstance(scales, Tensor):
        scales = number_arg('upsample_nearest1d', 'scales', scales, 3, 'float')
    if AUTOCAST.enabled:
        self, = autocast_cast({'cuda': 'fp32'}, self)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = UpsampleNearest1DBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.output_size = output_size
        grad_fn.scales = scales
        grad_fn.self_shape = self._data.shape
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, output_size_, scales_ = self._data, output_size, scales
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.upsample_nearest(xp, self_, output_size_, (scales_,), 'upsample_nearest1d')
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('upsample_nearest1d', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_upsample_nearest1d(self, output_size, scales, result)
    return result


def upsample_nearest1d_backward(grad_output, output_size, input_size, scales=None):
    """upsample_nearest1d_backward(Tensor grad_output, SymInt[1] output_size, SymInt[3] input_size, float? scales=None) -> Tensor"""
    output_size = int_tuple(output_size, 'upsample_nearest1d_backward', 'output_size', 2, True)
    input_size = int_tuple(input_size, 'upsample_nearest1d_backward', 'input_size', 3, True)
    if isinstance(scales, Tensor):
        scales = number_arg('upsample_nearest1d_backward', 'scales', scales, 4, 'float')
    _any_requires_grad = grad_output._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = UpsampleNearest1DBackwardBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(grad_output),)
        if grad_output._output_nr:
            grad_fn._next_nrs = edge_numbers(grad_output)
        grad_fn.output_size = output_size
        grad_fn.scales = scales
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(grad_output)
    grad_output_, output_size_, input_size_, scales_ = grad_output._data, output_size, input_size, scales
    xp = ARRAY_MODULE[type(grad_output_)]
    try:
        out = K.upsample_nearest_backward(xp, grad_output_, output_size_, input_size_, (scales_,))
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('upsample_nearest1d_backward', error, grad_output_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_upsample_nearest1d_backward(grad_output, output_size, input_size, scales, result)
    return result


def upsample_nearest2d(self, output_size, scales_h=None, scales_w=None):
    """upsample_nearest2d(Tensor self, SymInt[2] output_size, float? scales_h=None, float? scales_w=None) -> Tensor"""
    output_size = int_tuple(output_size, 'upsample_nearest2d', 'output_size', 2, True)
    if isinstance(scales_h, Tensor):
        scales_h = number_arg('upsample_nearest2d', 'scales_h', scales_h, 3, 'float')
    if isinstance(scales_w, Tensor):
        scales_w = number_arg('upsample_nearest2d', 'scales_w', scales_w, 4, 'float')
    if AUTOCAST.enabled:
        self, = autocast_cast({'cuda': 'fp32'}, self)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = UpsampleNearest2DBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.output_size = output_size
        grad_fn.scales_h = scales_h
        grad_fn.scales_w = scales_w
        grad_fn.self_shape = self._data.shape
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, output_size_, scales_h_, scales_w_ = self._data, output_size, scales_h, scales_w
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.upsample_nearest(xp, self_, output_size_, (scales_h_, scales_w_), 'upsample_nearest2d')
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('upsample_nearest2d', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_upsample_nearest2d(self, output_size, scales_h, scales_w, result)
    return result


def upsample_nearest2d_backward(grad_output, output_size, input_size, scales_h=None, scales_w=None):
    """upsample_nearest2d_backward(Tensor grad_output, SymInt[2] output_size, SymInt[4] input_size, float? scales_h=None, float? scales_w=None) -> Tensor"""
    output_size = int_tuple(output_size, 'upsample_nearest2d_backward', 'output_size', 2, True)
    input_size = int_tuple(input_size, 'upsample_nearest2d_backward', 'input_size', 3, True)
    if isinstance(scales_h, Tensor):
        scales_h = number_arg('upsample_nearest2d_backward', 'scales_h', scales_h, 4, 'float')
    if isinstance(scales_w, Tensor):
        scales_w = number_arg('upsample_nearest2d_backward', 'scales_w', scales_w, 5, 'float')
    _any_requires_grad = grad_output._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = UpsampleNearest2DBackwardBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(grad_output),)
        if grad_output._output_nr:
            grad_fn._next_nrs = edge_numbers(grad_output)
        grad_fn.output_size = output_size
        grad_fn.scales_h = scales_h
        grad_fn.scales_w = scales_w
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(grad_output)
    grad_output_, output_size_, input_size_, scales_h_, scales_w_ = grad_output._data, output_size, input_size, scales_h, scales_w
    xp = ARRAY_MODULE[type(grad_output_)]
    try:
        out = K.upsample_nearest_backward(xp, grad_output_, output_size_, input_size_, (scales_h_, scales_w_))
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('upsample_nearest2d_backward', error, grad_output_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_upsample_nearest2d_backward(grad_output, output_size, input_size, scales_h, scales_w, result)
    return result


def upsample_nearest3d(self, output_size, scales_d=None, scales_h=None, scales_w=None):
    """upsample_nearest3d(Tensor self, SymInt[3] output_size, float? scales_d=None, float? scales_h=None, float? scales_w=None) -> Tensor"""
    output_size = int_tuple(output_size, 'upsample_nearest3d', 'output_size', 2, True)
    if isinstance(scales_d, Tensor):
        scales_d = number_arg('upsample_nearest3d', 'scales_d', scales_d, 3, 'float')
    if isinstance(scales_h, Tensor):
        scales_h = number_arg('upsample_nearest3d', 'scales_h', scales_h, 4, 'float')
    if isinstance(scales_w, Tensor):
        scales_w = number_arg('upsample_nearest3d', 'scales_w', scales_w, 5, 'float')
    if AUTOCAST.enabled:
        self, = autocast_cast({'cuda': 'fp32'}, self)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = UpsampleNearest3DBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.output_size = output_size
        grad_fn.scales_d = scales_d
        grad_fn.scales_h = scales_h
        grad_fn.scales_w = scales_w
        grad_fn.self_shape = self._data.shape
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, output_size_, scales_d_, scales_h_, scales_w_ = self._data, output_size, scales_d, scales_h, scales_w
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.upsample_nearest(xp, self_, output_size_, (scales_d_, scales_h_, scales_w_), 'upsample_nearest3d')
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('upsample_nearest3d', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_upsample_nearest3d(self, output_size, scales_d, scales_h, scales_w, result)
    return result


def upsample_nearest3d_backward(grad_output, output_size, input_size, scales_d=None, scales_h=None, scales_w=None):
    """upsample_nearest3d_backward(Tensor grad_output, SymInt[3] output_size, SymInt[5] input_size, float? scales_d=None, float? scales_h=None, float? scales_w=None) -> Tensor"""
    output_size = int_tuple(output_size, 'upsample_nearest3d_backward', 'output_size', 2, True)
    input_size = int_tuple(input_size, 'upsample_nearest3d_backward', 'input_size', 3, True)
    if isinstance(scales_d, Tensor):
        scales_d = number_arg('upsample_nearest3d_backward', 'scales_d', scales_d, 4, 'float')
    if isinstance(scales_h, Tensor):
        scales_h = number_arg('upsample_nearest3d_backward', 'scales_h', scales_h, 5, 'float')
    if isinstance(scales_w, Tensor):
        scales_w = number_arg('upsample_nearest3d_backward', 'scales_w', scales_w, 6, 'float')
    _any_requires_grad = grad_output._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = UpsampleNearest3DBackwardBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(grad_output),)
        if grad_output._output_nr:
            grad_fn._next_nrs = edge_numbers(grad_output)
        grad_fn.output_size = output_size
        grad_fn.scales_d = scales_d
        grad_fn.scales_h = scales_h
        grad_fn.scales_w = scales_w
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(grad_output)
    grad_output_, output_size_, input_size_, scales_d_, scales_h_, scales_w_ = grad_output._data, output_size, input_size, scales_d, scales_h, scales_w
    xp = ARRAY_MODULE[type(grad_output_)]
    try:
        out = K.upsample_nearest_backward(xp, grad_output_, output_size_, input_size_, (scales_d_, scales_h_, scales_w_))
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('upsample_nearest3d_backward', error, grad_output_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_upsample_nearest3d_backward(grad_output, output_size, input_size, scales_d, scales_h, scales_w, result)
    return result


def _upsample_nearest_exact1d(self, output_size, scales=None):
    """_upsample_nearest_exact1d(Tensor self, SymInt[1] output_size, float? scales=None) -> Tensor"""
    output_size = int_tuple(output_size, '_upsample_nearest_exact1d', 'output_size', 2, True)
    if isinstance(scales, Tensor):
        scales = number_arg('_upsample_nearest_exact1d', 'scales', scales, 3, 'float')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = UpsampleNearestExact1DBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.output_size = output_size
        grad_fn.scales = scales
        grad_fn.self_shape = self._data.shape
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, output_size_, scales_ = self._data, output_size, scales
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.upsample_nearest(xp, self_, output_size_, (scales_,), '_upsample_nearest_exact1d', exact=True)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('_upsample_nearest_exact1d', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp__upsample_nearest_exact1d(self, output_size, scales, result)
    return result


def _upsample_nearest_exact1d_backward(grad_output, output_size, input_size, scales=None):
    """_upsample_nearest_exact1d_backward(Tensor grad_output, SymInt[1] output_size, SymInt[3] input_size, float? scales=None) -> Tensor"""
    output_size = int_tuple(output_size, '_upsample_nearest_exact1d_backward', 'output_size', 2, True)
    input_size = int_tuple(input_size, '_upsample_nearest_exact1d_backward', 'input_size', 3, True)
    if isinstance(scales, Tensor):
        scales = number_arg('_upsample_nearest_exact1d_backward', 'scales', scales, 4, 'float')
    _any_requires_grad = grad_output._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = UpsampleNearestExact1DBackwardBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(grad_output),)
        if grad_output._output_nr:
            grad_fn._next_nrs = edge_numbers(grad_output)
        grad_fn.output_size = output_size
        grad_fn.scales = scales
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(grad_output)
    grad_output_, output_size_, input_size_, scales_ = grad_output._data, output_size, input_size, scales
    xp = ARRAY_MODULE[type(grad_output_)]
    try:
        out = K.upsample_nearest_backward(xp, grad_output_, output_size_, input_size_, (scales_,), exact=True)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('_upsample_nearest_exact1d_backward', error, grad_output_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp__upsample_nearest_exact1d_backward(grad_output, output_size, input_size, scales, result)
    return result


def _upsample_nearest_exact2d(self, output_size, scales_h=None, scales_w=None):
    """_upsample_nearest_exact2d(Tensor self, SymInt[2] output_size, float? scales_h=None, float? scales_w=None) -> Tensor"""
    output_size = int_tuple(output_size, '_upsample_nearest_exact2d', 'output_size', 2, True)
    if isinstance(scales_h, Tensor):
        scales_h = number_arg('_upsample_nearest_exact2d', 'scales_h', scales_h, 3, 'float')
    if isinstance(scales_w, Tensor):
        scales_w = number_arg('_upsample_nearest_exact2d', 'scales_w', scales_w, 4, 'float')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = UpsampleNearestExact2DBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.output_size = output_size
        grad_fn.scales_h = scales_h
        grad_fn.scales_w = scales_w
        grad_fn.self_shape = self._data.shape
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, output_size_, scales_h_, scales_w_ = self._data, output_size, scales_h, scales_w
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.upsample_nearest(xp, self_, output_size_, (scales_h_, scales_w_), '_upsample_nearest_exact2d', exact=True)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('_upsample_nearest_exact2d', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp__upsample_nearest_exact2d(self, output_size, scales_h, scales_w, result)
    return result


def _upsample_nearest_exact2d_backward(grad_output, output_size, input_size, scales_h=None, scales_w=None):
    """_upsample_nearest_exact2d_backward(Tensor grad_output, SymInt[2] output_size, SymInt[4] input_size, float? scales_h=None, float? scales_w=None) -> Tensor"""
    output_size = int_tuple(output_size, '_upsample_nearest_exact2d_backward', 'output_size', 2, True)
    input_size = int_tuple(input_size, '_upsample_nearest_exact2d_backward', 'input_size', 3, True)
    if isinstance(scales_h, Tensor):
        scales_h = number_arg('_upsample_nearest_exact2d_backward', 'scales_h', scales_h, 4, 'float')
    if isinstance(scales_w, Tensor):
        scales_w = number_arg('_upsample_nearest_exact2d_backward', 'scales_w', scales_w, 5, 'float')
    _any_requires_grad = grad_output._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = UpsampleNearestExact2DBackwardBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(grad_output),)
        if grad_output._output_nr:
            grad_fn._next_nrs = edge_numbers(grad_output)
        grad_fn.output_size = output_size
        grad_fn.scales_h = scales_h
        grad_fn.scales_w = scales_w
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(grad_output)
    grad_output_, output_size_, input_size_, scales_h_, scales_w_ = grad_output._data, output_size, input_size, scales_h, scales_w
    xp = ARRAY_MODULE[type(grad_output_)]
    try:
        out = K.upsample_nearest_backward(xp, grad_output_, output_size_, input_size_, (scales_h_, scales_w_), exact=True)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('_upsample_nearest_exact2d_backward', error, grad_output_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp__upsample_nearest_exact2d_backward(grad_output, output_size, input_size, scales_h, scales_w, result)
    return result


def _upsample_nearest_exact3d(self, output_size, scales_d=None, scales_h=None, scales_w=None):
    """_upsample_nearest_exact3d(Tensor self, SymInt[3] output_size, float? scales_d=None, float? scales_h=None, float? scales_w=None) -> Tensor"""
    output_size = int_tuple(output_size, '_upsample_nearest_exact3d', 'output_size', 2, True)
    if isinstance(scales_d, Tensor):
        scales_d = number_arg('_upsample_nearest_exact3d', 'scales_d', scales_d, 3, 'float')
    if isinstance(scales_h, Tensor):
        scales_h = number_arg('_upsample_nearest_exact3d', 'scales_h', scales_h, 4, 'float')
    if isinstance(scales_w, Tensor):
        scales_w = number_arg('_upsample_nearest_exact3d', 'scales_w', scales_w, 5, 'float')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = UpsampleNearestExact3DBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.output_size = output_size
        grad_fn.scales_d = scales_d
        grad_fn.scales_h = scales_h
        grad_fn.scales_w = scales_w
        grad_fn.self_shape = self._data.shape
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, output_size_, scales_d_, scales_h_, scales_w_ = self._data, output_size, scales_d, scales_h, scales_w
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.upsample_nearest(xp, self_, output_size_, (scales_d_, scales_h_, scales_w_), '_upsample_nearest_exact3d', exact=True)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('_upsample_nearest_exact3d', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp__upsample_nearest_exact3d(self, output_size, scales_d, scales_h, scales_w, result)
    return result


def _upsample_nearest_exact3d_backward(grad_output, output_size, input_size, scales_d=None, scales_h=None, scales_w=None):
    """_upsample_nearest_exact3d_backward(Tensor grad_output, SymInt[3] output_size, SymInt[5] input_size, float? scales_d=None, float? scales_h=None, float? scales_w=None) -> Tensor"""
    output_size = int_tuple(output_size, '_upsample_nearest_exact3d_backward', 'output_size', 2, True)
    input_size = int_tuple(input_size, '_upsample_nearest_exact3d_backward', 'input_size', 3, True)
    if isinstance(scales_d, Tensor):
        scales_d = number_arg('_upsample_nearest_exact3d_backward', 'scales_d', scales_d, 4, 'float')
    if isinstance(scales_h, Tensor):
        scales_h = number_arg('_upsample_nearest_exact3d_backward', 'scales_h', scales_h, 5, 'float')
    if isinstance(scales_w, Tensor):
        scales_w = number_arg('_upsample_nearest_exact3d_backward', 'scales_w', scales_w, 6, 'float')
    _any_requires_grad = grad_output._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = UpsampleNearestExact3DBackwardBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(grad_output),)
        if grad_output._output_nr:
            grad_fn._next_nrs = edge_numbers(grad_output)
        grad_fn.output_size = output_size
        grad_fn.scales_d = scales_d
        grad_fn.scales_h = scales_h
        grad_fn.scales_w = scales_w
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(grad_output)
    grad_output_, output_size_, input_size_, scales_d_, scales_h_, scales_w_ = grad_output._data, output_size, input_size, scales_d, scales_h, scales_w
    xp = ARRAY_MODULE[type(grad_output_)]
    try:
        out = K.upsample_nearest_backward(xp, grad_output_, output_size_, input_size_, (scales_d_, scales_h_, scales_w_), exact=True)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('_upsample_nearest_exact3d_backward', error, grad_output_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp__upsample_nearest_exact3d_backward(grad_output, output_size, input_size, scales_d, scales_h, scales_w, result)
    return result


def max_pool2d_with_indices(self, kernel_size, stride=(), padding=0, dilation=1, ceil_mode=False):
    """max_pool2d_with_indices(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1, bool ceil_mode=False) -> (Tensor, Tensor)"""
    kernel_size = int_tuple(kernel_size, 'max_pool2d_with_indices', 'kernel_size', 2, True)
    stride = int_tuple(stride, 'max_pool2d_with_indices', 'stride', 3, True)
    padding = int_tuple(padding, 'max_pool2d_with_indices', 'padding', 4, True)
    dilation = int_tuple(dilation, 'max_pool2d_with_indices', 'dilation', 5, True)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = MaxPool2DWithIndicesBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.ceil_mode = ceil_mode
        grad_fn.dilation = dilation
        grad_fn.kernel_size = kernel_size
        grad_fn.padding = padding
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
        grad_fn.stride = stride
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, kernel_size_, stride_, padding_, dilation_, ceil_mode_ = self._data, kernel_size, stride, padding, dilation, ceil_mode
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.max_pool2d_with_indices(xp, self_, kernel_size_, stride_, padding_, dilation_, ceil_mode_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('max_pool2d_with_indices', error, self_) from None
    result0, result1 = wrap(out[0]), wrap(out[1])
    if _any_requires_grad:
        set_history(result0, grad_fn)
    if _any_has_forward_grad:
        forward_derivatives.jvp_max_pool2d_with_indices(self, kernel_size, stride, padding, dilation, ceil_mode, result0, result1)
    if _any_requires_grad:
        grad_fn.result1_ = save_output(result1)
    return (result0, result1)


def max_pool2d_with_indices_backward(grad_output, self, kernel_size, stride, padding, dilation, ceil_mode, indices):
    """max_pool2d_with_indices_backward(Tensor grad_output, Tensor self, int[2] kernel_size, int[2] stride, int[2] padding, int[2] dilation, bool ceil_mode, Tensor indices) -> Tensor"""
    kernel_size = int_tuple(kernel_size, 'max_pool2d_with_indices_backward', 'kernel_size', 3, True)
    stride = int_tuple(stride, 'max_pool2d_with_indices_backward', 'stride', 4, True)
    padding = int_tuple(padding, 'max_pool2d_with_indices_backward', 'padding', 5, True)
    dilation = int_tuple(dilation, 'max_pool2d_with_indices_backward', 'dilation', 6, True)
    self_is_tensor = isinstance(self, Tensor)
    _any_requires_grad = (grad_output._requires_grad or (self_is_tensor and self._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = MaxPool2DWithIndicesBackwardBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(grad_output) if grad_output._requires_grad else None,
            gradient_node(self) if self_is_tensor and self._requires_grad else None,
        )
        if grad_output._output_nr or self_is_tensor and self._output_nr:
            grad_fn._next_nrs = edge_numbers(grad_output, self)
        grad_fn.indices_ = save_input(indices)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(grad_output, self)
    grad_output_, self_, kernel_size_, stride_, padding_, dilation_, ceil_mode_, indices_ = grad_output._data, (self._data if self_is_tensor else self if type(self) in NUMBER_TYPES else scalar_operand(self, 'max_pool2d_with_indices_backward', 'self', 2)), kernel_size, stride, padding, dilation, ceil_mode, (indices._data if isinstance(indices, Tensor) else indices if type(indices) in NUMBER_TYPES else scalar_operand(indices, 'max_pool2d_with_indices_backward', 'indices', 8))
    if type(self_) is not type(grad_output_) or self_.dtype is not grad_output_.dtype:
        grad_output_, self_ = promote(grad_output_, self_)
    xp = ARRAY_MODULE[type(grad_output_)]
    try:
        out = K.max_pool_backward_nd(xp, grad_output_, self_, indices_, 2)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('max_pool2d_with_indices_backward', error, grad_output_, self_, indices_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_max_pool2d_with_indices_backward(grad_output, self, kernel_size, stride, padding, dilation, ceil_mode, indices, result)
    return result


def avg_pool2d(self, kernel_size, stride=(), padding=0, ceil_mode=False, count_include_pad=True, divisor_override=None):
    """avg_pool2d(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, bool ceil_mode=False, bool count_include_pad=True, int? divisor_override=None) -> Tensor"""
    kernel_size = int_tuple(kernel_size, 'avg_pool2d', 'kernel_size', 2, True)
    stride = int_tuple(stride, 'avg_pool2d', 'stride', 3, True)
    padding = int_tuple(padding, 'avg_pool2d', 'padding', 4, True)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = AvgPool2DBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.ceil_mode = ceil_mode
        grad_fn.count_include_pad = count_include_pad
        grad_fn.divisor_override = divisor_override
        grad_fn.kernel_size = kernel_size
        grad_fn.padding = padding
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
        grad_fn.stride = stride
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, kernel_size_, stride_, padding_, ceil_mode_, count_include_pad_, divisor_override_ = self._data, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.avg_pool2d(xp, self_, kernel_size_, stride_, padding_, ceil_mode_, count_include_pad_, divisor_override_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('avg_pool2d', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_avg_pool2d(self, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override, result)
    return result


def _adaptive_avg_pool2d(self, output_size):
    """_adaptive_avg_pool2d(Tensor self, SymInt[2] output_size) -> Tensor"""
    output_size = int_tuple(output_size, '_adaptive_avg_pool2d', 'output_size', 2, True)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = AdaptiveAvgPool2DBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, output_size_ = self._data, output_size
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.adaptive_avg_pool2d(xp, self_, output_size_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('_adaptive_avg_pool2d', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp__adaptive_avg_pool2d(self, output_size, result)
    return result


def adaptive_max_pool2d(self, output_size):
    """adaptive_max_pool2d(Tensor self, int[2] output_size) -> (Tensor, Tensor)"""
    output_size = int_tuple(output_size, 'adaptive_max_pool2d', 'output_size', 2, True)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = AdaptiveMaxPool2DBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, output_size_ = self._data, output_size
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.adaptive_max_pool(xp, self_, output_size_, 2)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('adaptive_max_pool2d', error, self_) from None
    result0, result1 = wrap(out[0]), wrap(out[1])
    if _any_requires_grad:
        set_history(result0, grad_fn)
    if _any_has_forward_grad:
        forward_derivatives.jvp_adaptive_max_pool2d(self, output_size, result0, result1)
    if _any_requires_grad:
        grad_fn.result1_ = save_output(result1)
    return (result0, result1)


def adaptive_max_pool2d_backward(grad_output, self, indices):
    """adaptive_max_pool2d_backward(Tensor grad_output, Tensor self, Tensor indices) -> Tensor"""
    self_is_tensor = isinstance(self, Tensor)
    _any_requires_grad = (grad_output._requires_grad or (self_is_tensor and self._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = AdaptiveMaxPool2DBackwardBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(grad_output) if grad_output._requires_grad else None,
            gradient_node(self) if self_is_tensor and self._requires_grad else None,
        )
        if grad_output._output_nr or self_is_tensor and self._output_nr:
            grad_fn._next_nrs = edge_numbers(grad_output, self)
        grad_fn.indices_ = save_input(indices)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(grad_output, self)
    grad_output_, self_, indices_ = grad_output._data, (self._data if self_is_tensor else self if type(self) in NUMBER_TYPES else scalar_operand(self, 'adaptive_max_pool2d_backward', 'self', 2)), (indices._data if isinstance(indices, Tensor) else indices if type(indices) in NUMBER_TYPES else scalar_operand(indices, 'adaptive_max_pool2d_backward', 'indices', 3))
    if type(self_) is not type(grad_output_) or self_.dtype is not grad_output_.dtype:
        grad_output_, self_ = promote(grad_output_, self_)
    xp = ARRAY_MODULE[type(grad_output_)]
    try:
        out = K.max_pool_backward_nd(xp, grad_output_, self_, indices_, 2)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('adaptive_max_pool2d_backward', error, grad_output_, self_, indices_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_adaptive_max_pool2d_backward(grad_output, self, indices, result)
    return result


def adaptive_max_pool3d(self, output_size):
    """adaptive_max_pool3d(Tensor self, int[3] output_size) -> (Tensor, Tensor)"""
    output_size = int_tuple(output_size, 'adaptive_max_pool3d', 'output_size', 2, True)
    if AUTOCAST.enabled:
        self, = autocast_cast({'cpu': 'fp32'}, self)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = AdaptiveMaxPool3DBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, output_size_ = self._data, output_size
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.adaptive_max_pool(xp, self_, output_size_, 3)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('adaptive_max_pool3d', error, self_) from None
    result0, result1 = wrap(out[0]), wrap(out[1])
    if _any_requires_grad:
        set_history(result0, grad_fn)
    if _any_has_forward_grad:
        forward_derivatives.jvp_adaptive_max_pool3d(self, output_size, result0, result1)
    if _any_requires_grad:
        grad_fn.result1_ = save_output(result1)
    return (result0, result1)


def adaptive_max_pool3d_backward(grad_output, self, indices):
    """adaptive_max_pool3d_backward(Tensor grad_output, Tensor self, Tensor indices) -> Tensor"""
    self_is_tensor = isinstance(self, Tensor)
    _any_requires_grad = (grad_output._requires_grad or (self_is_tensor and self._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = AdaptiveMaxPool3DBackwardBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(grad_output) if grad_output._requires_grad else None,
            gradient_node(self) if self_is_tensor and self._requires_grad else None,
        )
        if grad_output._output_nr or self_is_tensor and self._output_nr:
            grad_fn._next_nrs = edge_numbers(grad_output, self)
        grad_fn.indices_ = save_input(indices)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(grad_output, self)
    grad_output_, self_, indices_ = grad_output._data, (self._data if self_is_tensor else self if type(self) in NUMBER_TYPES else scalar_operand(self, 'adaptive_max_pool3d_backward', 'self', 2)), (indices._data if isinstance(indices, Tensor) else indices if type(indices) in NUMBER_TYPES else scalar_operand(indices, 'adaptive_max_pool3d_backward', 'indices', 3))
    if type(self_) is not type(grad_output_) or self_.dtype is not grad_output_.dtype:
        grad_output_, self_ = promote(grad_output_, self_)
    xp = ARRAY_MODULE[type(grad_output_)]
    try:
        out = K.max_pool_backward_nd(xp, grad_output_, self_, indices_, 3)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('adaptive_max_pool3d_backward', error, grad_output_, self_, indices_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_adaptive_max_pool3d_backward(grad_output, self, indices, result)
    return result


def max_pool3d_with_indices(self, kernel_size, stride=(), padding=0, dilation=1, ceil_mode=False):
    """max_pool3d_with_indices(Tensor self, int[3] kernel_size, int[3] stride=[], int[3] padding=0, int[3] dilation=1, bool ceil_mode=False) -> (Tensor, Tensor)"""
    kernel_size = int_tuple(kernel_size, 'max_pool3d_with_indices', 'kernel_size', 2, True)
    stride = int_tuple(stride, 'max_pool3d_with_indices', 'stride', 3, True)
    padding = int_tuple(padding, 'max_pool3d_with_indices', 'padding', 4, True)
    dilation = int_tuple(dilation, 'max_pool3d_with_indices', 'dilation', 5, True)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = MaxPool3DWithIndicesBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.ceil_mode = ceil_mode
        grad_fn.dilation = dilation
        grad_fn.kernel_size = kernel_size
        grad_fn.padding = padding
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
        grad_fn.stride = stride
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, kernel_size_, stride_, padding_, dilation_, ceil_mode_ = self._data, kernel_size, stride, padding, dilation, ceil_mode
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.max_pool3d_with_indices(xp, self_, kernel_size_, stride_, padding_, dilation_, ceil_mode_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('max_pool3d_with_indices', error, self_) from None
    result0, result1 = wrap(out[0]), wrap(out[1])
    if _any_requires_grad:
        set_history(result0, grad_fn)
    if _any_has_forward_grad:
        forward_derivatives.jvp_max_pool3d_with_indices(self, kernel_size, stride, padding, dilation, ceil_mode, result0, result1)
    if _any_requires_grad:
        grad_fn.result1_ = save_output(result1)
    return (result0, result1)


def max_pool3d_with_indices_backward(grad_output, self, kernel_size, stride, padding, dilation, ceil_mode, indices):
    """max_pool3d_with_indices_backward(Tensor grad_output, Tensor self, int[3] kernel_size, int[3] stride, int[3] padding, int[3] dilation, bool ceil_mode, Tensor indices) -> Tensor"""
    kernel_size = int_tuple(kernel_size, 'max_pool3d_with_indices_backward', 'kernel_size', 3, True)
    stride = int_tuple(stride, 'max_pool3d_with_indices_backward', 'stride', 4, True)
    padding = int_tuple(padding, 'max_pool3d_with_indices_backward', 'padding', 5, True)
    dilation = int_tuple(dilation, 'max_pool3d_with_indices_backward', 'dilation', 6, True)
    self_is_tensor = isinstance(self, Tensor)
    _any_requires_grad = (grad_output._requires_grad or (self_is_tensor and self._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = MaxPool3DWithIndicesBackwardBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(grad_output) if grad_output._requires_grad else None,
            gradient_node(self) if self_is_tensor and self._requires_grad else None,
        )
        if grad_output._output_nr or self_is_tensor and self._output_nr:
            grad_fn._next_nrs = edge_numbers(grad_output, self)
        grad_fn.indices_ = save_input(indices)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(grad_output, self)
    grad_output_, self_, kernel_size_, stride_, padding_, dilation_, ceil_mode_, indices_ = grad_output._data, (self._data if self_is_tensor else self if type(self) in NUMBER_TYPES else scalar_operand(self, 'max_pool3d_with_indices_backward', 'self', 2)), kernel_size, stride, padding, dilation, ceil_mode, (indices._data if isinstance(indices, Tensor) else indices if type(indices) in NUMBER_TYPES else scalar_operand(indices, 'max_pool3d_with_indices_backward', 'indices', 8))
    if type(self_) is not type(grad_output_) or self_.dtype is not grad_output_.dtype:
        grad_output_, self_ = promote(grad_output_, self_)
    xp = ARRAY_MODULE[type(grad_output_)]
    try:
        out = K.max_pool_backward_nd(xp, grad_output_, self_, indices_, 3)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('max_pool3d_with_indices_backward', error, grad_output_, self_, indices_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_max_pool3d_with_indices_backward(grad_output, self, kernel_size, stride, padding, dilation, ceil_mode, indices, result)
    return result


def avg_pool3d(self, kernel_size, stride=(), padding=0, ceil_mode=False, count_include_pad=True, divisor_override=None):
    """avg_pool3d(Tensor self, int[3] kernel_size, int[3] stride=[], int[3] padding=0, bool ceil_mode=False, bool count_include_pad=True, int? divisor_override=None) -> Tensor"""
    kernel_size = int_tuple(kernel_size, 'avg_pool3d', 'kernel_size', 2, True)
    stride = int_tuple(stride, 'avg_pool3d', 'stride', 3, True)
    padding = int_tuple(padding, 'avg_pool3d', 'padding', 4, True)
    if AUTOCAST.enabled:
        self, = autocast_cast({'cpu': 'fp32'}, self)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = AvgPool3DBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.ceil_mode = ceil_mode
        grad_fn.count_include_pad = count_include_pad
        grad_fn.divisor_override = divisor_override
        grad_fn.kernel_size = kernel_size
        grad_fn.padding = padding
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
        grad_fn.stride = stride
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, kernel_size_, stride_, padding_, ceil_mode_, count_include_pad_, divisor_override_ = self._data, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.avg_pool3d(xp, self_, kernel_size_, stride_, padding_, ceil_mode_, count_include_pad_, divisor_override_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('avg_pool3d', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_avg_pool3d(self, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override, result)
    return result


def avg_pool3d_backward(grad_output, self, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override):
    """avg_pool3d_backward(Tensor grad_output, Tensor self, int[3] kernel_size, int[3] stride, int[3] padding, bool ceil_mode, bool count_include_pad, int? divisor_override) -> Tensor"""
    kernel_size = int_tuple(kernel_size, 'avg_pool3d_backward', 'kernel_size', 3, True)
    stride = int_tuple(stride, 'avg_pool3d_backward', 'stride', 4, True)
    padding = int_tuple(padding, 'avg_pool3d_backward', 'padding', 5, True)
    self_is_tensor = isinstance(self, Tensor)
    _any_requires_grad = (grad_output._requires_grad or (self_is_tensor and self._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = AvgPool3DBackwardBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(grad_output) if grad_output._requires_grad else None,
            gradient_node(self) if self_is_tensor and self._requires_grad else None,
        )
        if grad_output._output_nr or self_is_tensor and self._output_nr:
            grad_fn._next_nrs = edge_numbers(grad_output, self)
        grad_fn.ceil_mode = ceil_mode
        grad_fn.count_include_pad = count_include_pad
        grad_fn.divisor_override = divisor_override
        grad_fn.kernel_size = kernel_size
        grad_fn.padding = padding
        grad_fn.stride = stride
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(grad_output, self)
    grad_output_, self_, kernel_size_, stride_, padding_, ceil_mode_, count_include_pad_, divisor_override_ = grad_output._data, (self._data if self_is_tensor else self if type(self) in NUMBER_TYPES else scalar_operand(self, 'avg_pool3d_backward', 'self', 2)), kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override
    if type(self_) is not type(grad_output_) or self_.dtype is not grad_output_.dtype:
        grad_output_, self_ = promote(grad_output_, self_)
    xp = ARRAY_MODULE[type(grad_output_)]
    try:
        out = K.avg_pool3d_backward(xp, grad_output_, self_, kernel_size_, stride_, padding_, ceil_mode_, count_include_pad_, divisor_override_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('avg_pool3d_backward', error, grad_output_, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_avg_pool3d_backward(grad_output, self, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override, result)
    return result


def _adaptive_avg_pool3d(self, output_size):
    """_adaptive_avg_pool3d(Tensor self, SymInt[3] output_size) -> Tensor"""
    output_size = int_tuple(output_size, '_adaptive_avg_pool3d', 'output_size', 2, True)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = AdaptiveAvgPool3DBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, output_size_ = self._data, output_size
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.adaptive_avg_pool3d(xp, self_, output_size_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('_adaptive_avg_pool3d', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp__adaptive_avg_pool3d(self, output_size, result)
    return result


def nll_loss_forward(self, target, weight, reduction, ignore_index):
    """nll_loss_forward(Tensor self, Tensor target, Tensor? weight, int reduction, SymInt ignore_index) -> (Tensor output, Tensor total_weight)"""
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = NllLossBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.ignore_index = ignore_index
        grad_fn.reduction = reduction
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
        grad_fn.target_ = save_input(target) if self._requires_grad else NOT_SAVED
        grad_fn.weight_ = save_input(weight)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, target_, weight_, reduction_, ignore_index_ = self._data, (target._data if isinstance(target, Tensor) else target if type(target) in NUMBER_TYPES else scalar_operand(target, 'nll_loss_forward', 'target', 2)), (weight._data if isinstance(weight, Tensor) else weight), reduction, ignore_index
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.nll_loss_forward(xp, self_, target_, weight_, reduction_, ignore_index_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('nll_loss_forward', error, self_, target_, weight_) from None
    output, total_weight = wrap(out[0]), wrap(out[1])
    if _any_requires_grad:
        set_history(output, grad_fn)
    if _any_has_forward_grad:
        forward_derivatives.jvp_nll_loss_forward(self, target, weight, reduction, ignore_index, output, total_weight)
    if _any_requires_grad:
        grad_fn.total_weight_ = save_output(total_weight)
    return _return_nll_loss_forward(output, total_weight)


def nll_loss2d_forward(self, target, weight, reduction, ignore_index):
    """nll_loss2d_forward(Tensor self, Tensor target, Tensor? weight, int reduction, SymInt ignore_index) -> (Tensor output, Tensor total_weight)"""
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = NllLoss2DBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.ignore_index = ignore_index
        grad_fn.reduction = reduction
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
        grad_fn.target_ = save_input(target) if self._requires_grad else NOT_SAVED
        grad_fn.weight_ = save_input(weight)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, target_, weight_, reduction_, ignore_index_ = self._data, (target._data if isinstance(target, Tensor) else target if type(target) in NUMBER_TYPES else scalar_operand(target, 'nll_loss2d_forward', 'target', 2)), (weight._data if isinstance(weight, Tensor) else weight), reduction, ignore_index
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.nll_loss2d_forward(xp, self_, target_, weight_, reduction_, ignore_index_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('nll_loss2d_forward', error, self_, target_, weight_) from None
    output, total_weight = wrap(out[0]), wrap(out[1])
    if _any_requires_grad:
        set_history(output, grad_fn)
    if _any_has_forward_grad:
        forward_derivatives.jvp_nll_loss2d_forward(self, target, weight, reduction, ignore_index, output, total_weight)
    if _any_requires_grad:
        grad_fn.total_weight_ = save_output(total_weight)
    return _return_nll_loss2d_forward(output, total_weight)


def soft_margin_loss(self, target, reduction='mean'):
    """soft_margin_loss(Tensor self, Tensor target, int reduction=Mean) -> Tensor"""
    if AUTOCAST.enabled:
        self, target = autocast_fp32(self, target)
    target_is_tensor = isinstance(target, Tensor)
    if target_is_tensor and target._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled):
        raise RuntimeError("The function 'soft_margin_loss' is not differentiable with respect to argument 'target'. This input cannot have requires_grad True.")
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = SoftMarginLossBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.reduction = reduction
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
        grad_fn.target_ = save_input(target) if self._requires_grad else NOT_SAVED
    if FORWARD_AD.active and has_fw_grad(self):
        raise forward_ad_not_implemented('soft_margin_loss')
    self_, target_, reduction_ = self._data, (target._data if target_is_tensor else target if type(target) in NUMBER_TYPES else scalar_operand(target, 'soft_margin_loss', 'target', 2)), reduction
    if type(target_) is not type(self_) or target_.dtype is not self_.dtype:
        self_, target_ = promote(self_, target_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.soft_margin_loss(xp, self_, target_, reduction_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('soft_margin_loss', error, self_, target_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    return result


def soft_margin_loss_backward(grad_output, self, target, reduction):
    """soft_margin_loss_backward(Tensor grad_output, Tensor self, Tensor target, int reduction) -> Tensor"""
    self_is_tensor = isinstance(self, Tensor)
    _any_requires_grad = (grad_output._requires_grad or (self_is_tensor and self._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = SoftMarginLossBackwardBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(grad_output) if grad_output._requires_grad else None,
            gradient_node(self) if self_is_tensor and self._requires_grad else None,
        )
        if grad_output._output_nr or self_is_tensor and self._output_nr:
            grad_fn._next_nrs = edge_numbers(grad_output, self)
        grad_fn.grad_output_ = save_input(grad_output)
        grad_fn.reduction = reduction
        grad_fn.self_ = save_input(self)
        grad_fn.target_ = save_input(target)
    if FORWARD_AD.active and has_fw_grad(grad_output, self):
        raise forward_ad_not_implemented('soft_margin_loss_backward')
    grad_output_, self_, target_, reduction_ = grad_output._data, (self._data if self_is_tensor else self if type(self) in NUMBER_TYPES else scalar_operand(self, 'soft_margin_loss_backward', 'self', 2)), (target._data if isinstance(target, Tensor) else target if type(target) in NUMBER_TYPES else scalar_operand(target, 'soft_margin_loss_backward', 'target', 3)), reduction
    grad_output_, self_, target_ = promote(grad_output_, self_, target_)
    xp = ARRAY_MODULE[type(grad_output_)]
    try:
        out = K.soft_margin_loss_backward(xp, grad_output_, self_, target_, reduction_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('soft_margin_loss_backward', error, grad_output_, self_, target_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    return result


def multi_margin_loss(self, target, p=1, margin=1, weight=None, reduction='mean'):
    """multi_margin_loss(Tensor self, Tensor target, Scalar p=1, Scalar margin=1, Tensor? weight=None, int reduction=Mean) -> Tensor"""
    if isinstance(p, Tensor):
        p = number_arg('multi_margin_loss', 'p', p, 3, 'Number')
    if isinstance(margin, Tensor):
        margin = number_arg('multi_margin_loss', 'margin', margin, 4, 'Number')
    if AUTOCAST.enabled:
        self, target, weight = autocast_fp32(self, target, weight)
    weight_is_tensor = isinstance(weight, Tensor)
    if weight_is_tensor and weight._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled):
        raise RuntimeError("The function 'multi_margin_loss' is not differentiable with respect to argument 'weight'. This input cannot have requires_grad True.")
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = MultiMarginLossBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.margin = margin
        grad_fn.p = p
        grad_fn.reduction = reduction
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
        grad_fn.target_ = save_input(target) if self._requires_grad else NOT_SAVED
        grad_fn.weight_ = save_input(weight)
    if FORWARD_AD.active and has_fw_grad(self):
        raise forward_ad_not_implemented('multi_margin_loss')
    self_, target_, p_, margin_, weight_, reduction_ = self._data, (target._data if isinstance(target, Tensor) else target if type(target) in NUMBER_TYPES else scalar_operand(target, 'multi_margin_loss', 'target', 2)), p, margin, (weight._data if weight_is_tensor else weight), reduction
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.multi_margin_loss(xp, self_, target_, p_, margin_, weight_, reduction_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('multi_margin_loss', error, self_, target_, p_, margin_, weight_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    return result


def multi_margin_loss_backward(grad_output, self, target, p, margin, weight=None, reduction='mean'):
    """multi_margin_loss_backward(Tensor grad_output, Tensor self, Tensor target, Scalar p, Scalar margin, Tensor? weight=None, int reduction=Mean) -> Tensor"""
    if isinstance(p, Tensor):
        p = number_arg('multi_margin_loss_backward', 'p', p, 4, 'Number')
    if isinstance(margin, Tensor):
        margin = number_arg('multi_margin_loss_backward', 'margin', margin, 5, 'Number')
    self_is_tensor = isinstance(self, Tensor)
    target_is_tensor = isinstance(target, Tensor)
    weight_is_tensor = isinstance(weight, Tensor)
    _any_requires_grad = (grad_output._requires_grad or (self_is_tensor and self._requires_grad) or (target_is_tensor and target._requires_grad) or (weight_is_tensor and weight._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = NotImplementedNode('aten::multi_margin_loss_backward', grad_output, self, target, weight)
    if FORWARD_AD.active and has_fw_grad(grad_output, self, target, weight):
        raise forward_ad_not_implemented('multi_margin_loss_backward')
    grad_output_, self_, target_, p_, margin_, weight_, reduction_ = grad_output._data, (self._data if self_is_tensor else self if type(self) in NUMBER_TYPES else scalar_operand(self, 'multi_margin_loss_backward', 'self', 2)), (target._data if target_is_tensor else target if type(target) in NUMBER_TYPES else scalar_operand(target, 'multi_margin_loss_backward', 'target', 3)), p, margin, (weight._data if weight_is_tensor else weight), reduction
    xp = ARRAY_MODULE[type(grad_output_)]
    try:
        out = K.multi_margin_loss_backward(xp, grad_output_, self_, target_, p_, margin_, weight_, reduction_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('multi_margin_loss_backward', error, grad_output_, self_, target_, p_, margin_, weight_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    return result


def mse_loss(self, target, reduction='mean'):
    """mse_loss(Tensor self, Tensor target, int reduction=Mean) -> Tensor"""
    if AUTOCAST.enabled:
        self, target = autocast_fp32(self, target)
    target_is_tensor = isinstance(target, Tensor)
    _any_requires_grad = (self._requires_grad or (target_is_tensor and target._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = MseLossBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(target) if target_is_tensor and target._requires_grad else None,
        )
        if self._output_nr or target_is_tensor and target._output_nr:
            grad_fn._next_nrs = edge_numbers(self, target)
        grad_fn.reduction = reduction
        grad_fn.self_ = save_input(self)
        grad_fn.target_ = save_input(target)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, target)
    self_, target_, reduction_ = self._data, (target._data if target_is_tensor else target if type(target) in NUMBER_TYPES else scalar_operand(target, 'mse_loss', 'target', 2)), reduction
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.mse_loss(xp, self_, target_, reduction_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('mse_loss', error, self_, target_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_mse_loss(self, target, reduction, result)
    return result


def smooth_l1_loss(self, target, reduction='mean', beta=1.0):
    """smooth_l1_loss(Tensor self, Tensor target, int reduction=Mean, float beta=1.0) -> Tensor"""
    if isinstance(beta, Tensor):
        beta = number_arg('smooth_l1_loss', 'beta', beta, 4, 'float')
    if AUTOCAST.enabled:
        self, target = autocast_fp32(self, target)
    target_is_tensor = isinstance(target, Tensor)
    _any_requires_grad = (self._requires_grad or (target_is_tensor and target._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = SmoothL1LossBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(target) if target_is_tensor and target._requires_grad else None,
        )
        if self._output_nr or target_is_tensor and target._output_nr:
            grad_fn._next_nrs = edge_numbers(self, target)
        grad_fn.beta = beta
        grad_fn.reduction = reduction
        grad_fn.self_ = save_input(self)
        grad_fn.target_ = save_input(target)
    if FORWARD_AD.active and has_fw_grad(self, target):
        raise forward_ad_not_implemented('smooth_l1_loss')
    self_, target_, reduction_, beta_ = self._data, (target._data if target_is_tensor else target if type(target) in NUMBER_TYPES else scalar_operand(target, 'smooth_l1_loss', 'target', 2)), reduction, beta
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.smooth_l1_loss(xp, self_, target_, reduction_, beta_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('smooth_l1_loss', error, self_, target_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    return result


def huber_loss(self, target, reduction='mean', delta=1.0):
    """huber_loss(Tensor self, Tensor target, int reduction=Mean, float delta=1.0) -> Tensor"""
    if isinstance(delta, Tensor):
        delta = number_arg('huber_loss', 'delta', delta, 4, 'float')
    if AUTOCAST.enabled:
        self, target = autocast_fp32(self, target)
    target_is_tensor = isinstance(target, Tensor)
    _any_requires_grad = (self._requires_grad or (target_is_tensor and target._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = HuberLossBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(target) if target_is_tensor and target._requires_grad else None,
        )
        if self._output_nr or target_is_tensor and target._output_nr:
            grad_fn._next_nrs = edge_numbers(self, target)
        grad_fn.delta = delta
        grad_fn.reduction = reduction
        grad_fn.self_ = save_input(self)
        grad_fn.target_ = save_input(target)
    if FORWARD_AD.active and has_fw_grad(self, target):
        raise forward_ad_not_implemented('huber_loss')
    self_, target_, reduction_, delta_ = self._data, (target._data if target_is_tensor else target if type(target) in NUMBER_TYPES else scalar_operand(target, 'huber_loss', 'target', 2)), reduction, delta
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.huber_loss(xp, self_, target_, reduction_, delta_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('huber_loss', error, self_, target_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    return result


def binary_cross_entropy(self, target, weight=None, reduction='mean'):
    """binary_cross_entropy(Tensor self, Tensor target, Tensor? weight=None, int reduction=Mean) -> Tensor"""
    if AUTOCAST.enabled:
        self, target, weight = autocast_cast({'cpu': 'fp32'}, self, target, weight)
    target_is_tensor = isinstance(target, Tensor)
    _any_requires_grad = (self._requires_grad or (target_is_tensor and target._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = BinaryCrossEntropyBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(target) if target_is_tensor and target._requires_grad else None,
        )
        if self._output_nr or target_is_tensor and target._output_nr:
            grad_fn._next_nrs = edge_numbers(self, target)
        grad_fn.reduction = reduction
        grad_fn.self_ = save_input(self)
        grad_fn.target_ = save_input(target)
        grad_fn.weight_ = save_input(weight)
    if FORWARD_AD.active and has_fw_grad(self, target):
        raise forward_ad_not_implemented('binary_cross_entropy')
    self_, target_, weight_, reduction_ = self._data, (target._data if target_is_tensor else target if type(target) in NUMBER_TYPES else scalar_operand(target, 'binary_cross_entropy', 'target', 2)), (weight._data if isinstance(weight, Tensor) else weight), reduction
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.binary_cross_entropy(xp, self_, target_, weight_, reduction_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('binary_cross_entropy', error, self_, target_, weight_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    return result


def binary_cross_entropy_with_logits(self, target, weight=None, pos_weight=None, reduction='mean'):
    """binary_cross_entropy_with_logits(Tensor self, Tensor target, Tensor? weight=None, Tensor? pos_weight=None, int reduction=Mean) -> Tensor"""
    if not isinstance(target, Tensor):
        raise not_a_tensor('binary_cross_entropy_with_logits', 'target', target, 2)
    if AUTOCAST.enabled:
        self, target, weight, pos_weight = autocast_fp32(self, target, weight, pos_weight)
    _any_requires_grad = (self._requires_grad or target._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = BinaryCrossEntropyWithLogitsBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(target) if target._requires_grad else None,
        )
        if self._output_nr or target._output_nr:
            grad_fn._next_nrs = edge_numbers(self, target)
        grad_fn.pos_weight_ = save_input(pos_weight)
        grad_fn.reduction = reduction
        grad_fn.self_ = save_input(self)
        grad_fn.target_ = save_input(target)
        grad_fn.weight_ = save_input(weight)
    if FORWARD_AD.active and has_fw_grad(self, target):
        raise forward_ad_not_implemented('binary_cross_entropy_with_logits')
    self_, target_, weight_, pos_weight_, reduction_ = self._data, target._data, (weight._data if isinstance(weight, Tensor) else weight), (pos_weight._data if isinstance(pos_weight, Tensor) else pos_weight), reduction
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.binary_cross_entropy_with_logits(xp, self_, target_, weight_, pos_weight_, reduction_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('binary_cross_entropy_with_logits', error, self_, target_, weight_, pos_weight_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    return result


def native_layer_norm(input, normalized_shape, weight, bias, eps):
    """native_layer_norm(Tensor input, SymInt[] normalized_shape, Tensor? weight, Tensor? bias, float eps) -> (Tensor, Tensor, Tensor)"""
    normalized_shape = int_tuple(normalized_shape, 'native_layer_norm', 'normalized_shape', 2, False)
    if isinstance(eps, Tensor):
        eps = number_arg('native_layer_norm', 'eps', eps, 5, 'float')
    if AUTOCAST.enabled:
        input, weight, bias = autocast_cast({'cuda': 'fp32'}, input, weight, bias)
    weight_is_tensor = isinstance(weight, Tensor)
    bias_is_tensor = isinstance(bias, Tensor)
    _any_requires_grad = (input._requires_grad or (weight_is_tensor and weight._requires_grad) or (bias_is_tensor and bias._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = NativeLayerNormBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(input) if input._requires_grad else None,
            gradient_node(weight) if weight_is_tensor and weight._requires_grad else None,
            gradient_node(bias) if bias_is_tensor and bias._requires_grad else None,
        )
        if input._output_nr or weight_is_tensor and weight._output_nr or bias_is_tensor and bias._output_nr:
            grad_fn._next_nrs = edge_numbers(input, weight, bias)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.bias_ = save_input(bias)
        grad_fn.eps = eps
        grad_fn.input_ = save_input(input)
        grad_fn.normalized_shape = normalized_shape
        grad_fn.weight_ = save_input(weight)
    if FORWARD_AD.active and has_fw_grad(input, weight, bias):
        raise forward_ad_not_implemented('native_layer_norm')
    input_, normalized_shape_, weight_, bias_, eps_ = input._data, normalized_shape, (weight._data if weight_is_tensor else weight), (bias._data if bias_is_tensor else bias), eps
    xp = ARRAY_MODULE[type(input_)]
    try:
        out = K.native_layer_norm(xp, input_, normalized_shape_, weight_, bias_, eps_)
    except (ValueError, IndexError, TypeError) as error:
        check_numbers('native_layer_norm', (('eps', eps, 5, 'float'),))
        raise kernel_error('native_layer_norm', error, input_, weight_, bias_) from None
    result0, result1, result2 = wrap(out[0]), wrap(out[1]), wrap(out[2])
    if _any_requires_grad:
        set_history(result0, grad_fn)
        grad_fn.result1_ = save_output(result1)
        grad_fn.result2_ = save_output(result2)
    return (result0, result1, result2)


def native_batch_norm(input, weight, bias, running_mean, running_var, training, momentum, eps):
    """native_batch_norm(Tensor input, Tensor? weight, Tensor? bias, Tensor? running_mean, Tensor? running_var, bool training, float momentum, float eps) -> (Tensor, Tensor, Tensor)"""
    if type(training) is not bool:
        bool_arg('native_batch_norm', 'training', training, 6)
    if isinstance(momentum, Tensor):
        momentum = number_arg('native_batch_norm', 'momentum', momentum, 7, 'float')
    if isinstance(eps, Tensor):
        eps = number_arg('native_batch_norm', 'eps', eps, 8, 'float')
    weight_is_tensor = isinstance(weight, Tensor)
    bias_is_tensor = isinstance(bias, Tensor)
    _any_requires_grad = (input._requires_grad or (weight_is_tensor and weight._requires_grad) or (bias_is_tensor and bias._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = NativeBatchNormBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(input) if input._requires_grad else None,
            gradient_node(weight) if weight_is_tensor and weight._requires_grad else None,
            gradient_node(bias) if bias_is_tensor and bias._requires_grad else None,
        )
        if input._output_nr or weight_is_tensor and weight._output_nr or bias_is_tensor and bias._output_nr:
            grad_fn._next_nrs = edge_numbers(input, weight, bias)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.eps = eps
        grad_fn.input_ = save_input(input)
        grad_fn.running_mean_ = save_input(running_mean)
        grad_fn.running_var_ = save_input(running_var)
        grad_fn.training = training
        grad_fn.weight_ = save_input(weight)
    if FORWARD_AD.active and has_fw_grad(input, weight, bias):
        raise forward_ad_not_implemented('native_batch_norm')
    input_, weight_, bias_, running_mean_, running_var_, training_, momentum_, eps_ = input._data, (weight._data if weight_is_tensor else weight), (bias._data if bias_is_tensor else bias), (running_mean._data if isinstance(running_mean, Tensor) else running_mean), (running_var._data if isinstance(running_var, Tensor) else running_var), training, momentum, eps
    xp = ARRAY_MODULE[type(input_)]
    try:
        out = K.native_batch_norm(xp, input_, weight_, bias_, running_mean_, running_var_, training_, momentum_, eps_)
    except (ValueError, IndexError, TypeError) as error:
        check_numbers('native_batch_norm', (('momentum', momentum, 7, 'float'), ('eps', eps, 8, 'float'),))
        raise kernel_error('native_batch_norm', error, input_, weight_, bias_, running_mean_, running_var_) from None
    result0, result1, result2 = wrap(out[0]), wrap(out[1]), wrap(out[2])
    if _any_requires_grad:
        set_history(result0, grad_fn)
        grad_fn.result1_ = save_output(result1)
        grad_fn.result2_ = save_output(result2)
    return (result0, result1, result2)


def native_group_norm(input, weight, bias, N, C, HxW, group, eps):
    """native_group_norm(Tensor input, Tensor? weight, Tensor? bias, SymInt N, SymInt C, SymInt HxW, int group, float eps) -> (Tensor, Tensor, Tensor)"""
    if type(N) is not int:
        N = int_arg('native_group_norm', 'N', N, 4)
    if type(C) is not int:
        C = int_arg('native_group_norm', 'C', C, 5)
    if type(HxW) is not int:
        HxW = int_arg('native_group_norm', 'HxW', HxW, 6)
    if type(group) is not int:
        group = int_arg('native_group_norm', 'group', group, 7)
    if isinstance(eps, Tensor):
        eps = number_arg('native_group_norm', 'eps', eps, 8, 'float')
    weight_is_tensor = isinstance(weight, Tensor)
    bias_is_tensor = isinstance(bias, Tensor)
    _any_requires_grad = (input._requires_grad or (weight_is_tensor and weight._requires_grad) or (bias_is_tensor and bias._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = NativeGroupNormBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(input) if input._requires_grad else None,
            gradient_node(weight) if weight_is_tensor and weight._requires_grad else None,
            gradient_node(bias) if bias_is_tensor and bias._requires_grad else None,
        )
        if input._output_nr or weight_is_tensor and weight._output_nr or bias_is_tensor and bias._output_nr:
            grad_fn._next_nrs = edge_numbers(input, weight, bias)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.C = C
        grad_fn.HxW = HxW
        grad_fn.N = N
        grad_fn.eps = eps
        grad_fn.group = group
        grad_fn.input_ = save_input(input)
        grad_fn.weight_ = save_input(weight)
    if FORWARD_AD.active and has_fw_grad(input, weight, bias):
        raise forward_ad_not_implemented('native_group_norm')
    input_, weight_, bias_, N_, C_, HxW_, group_, eps_ = input._data, (weight._data if weight_is_tensor else weight), (bias._data if bias_is_tensor else bias), N, C, HxW, group, eps
    xp = ARRAY_MODULE[type(input_)]
    try:
        out = K.native_group_norm(xp, input_, weight_, bias_, N_, C_, HxW_, group_, eps_)
    except (ValueError, IndexError, TypeError) as error:
        check_numbers('native_group_norm', (('eps', eps, 8, 'float'),))
        raise kernel_error('native_group_norm', error, input_, weight_, bias_) from None
    result0, result1, result2 = wrap(out[0]), wrap(out[1]), wrap(out[2])
    if _any_requires_grad:
        set_history(result0, grad_fn)
        grad_fn.result1_ = save_output(result1)
        grad_fn.result2_ = save_output(result2)
    return (result0, result1, result2)


def embedding(weight, indices, padding_idx=-1, scale_grad_by_freq=False, sparse=False):
    """embedding(Tensor weight, Tensor indices, SymInt padding_idx=-1, bool scale_grad_by_freq=False, bool sparse=False) -> Tensor"""
    if not isinstance(indices, Tensor):
        raise not_a_tensor('embedding', 'indices', indices, 2)
    if type(padding_idx) is not int:
        padding_idx = int_arg('embedding', 'padding_idx', padding_idx, 3)
    if type(scale_grad_by_freq) is not bool:
        bool_arg('embedding', 'scale_grad_by_freq', scale_grad_by_freq, 4)
    if type(sparse) is not bool:
        bool_arg('embedding', 'sparse', sparse, 5)
    _any_requires_grad = weight._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = EmbeddingBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(weight),)
        if weight._output_nr:
            grad_fn._next_nrs = edge_numbers(weight)
        grad_fn.indices_ = save_input(indices) if weight._requires_grad else NOT_SAVED
        grad_fn.padding_idx = padding_idx
        grad_fn.weight_ = save_input(weight) if weight._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(weight)
    weight_, indices_, padding_idx_, scale_grad_by_freq_, sparse_ = weight._data, indices._data, padding_idx, scale_grad_by_freq, sparse
    xp = ARRAY_MODULE[type(weight_)]
    try:
        out = K.embedding(xp, weight_, indices_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('embedding', error, weight_, indices_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_embedding(weight, indices, padding_idx, scale_grad_by_freq, sparse, result)
    return result


def fill_Scalar(self, value):
    """fill.Scalar(Tensor self, Scalar value) -> Tensor"""
    if isinstance(value, Tensor):
        value = number_arg('fill', 'value', value, 2, 'Number')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = FillBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, value_ = self._data, value
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.fill(xp, self_, value_)
    except (ValueError, IndexError, TypeError) as error:
        check_numbers('fill', (('value', value, 2, 'Number'),))
        raise kernel_error('fill', error, self_, value_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_fill_Scalar(self, value, result)
    return result


def fill_Tensor(self, value):
    """fill.Tensor(Tensor self, Tensor value) -> Tensor"""
    value_is_tensor = isinstance(value, Tensor)
    _any_requires_grad = (self._requires_grad or (value_is_tensor and value._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = FillBackward1()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(value) if value_is_tensor and value._requires_grad else None,
        )
        if self._output_nr or value_is_tensor and value._output_nr:
            grad_fn._next_nrs = edge_numbers(self, value)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, value)
    self_, value_ = self._data, (value._data if value_is_tensor else value if type(value) in NUMBER_TYPES else scalar_operand(value, 'fill', 'value', 2))
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = xp.full(self_.shape, value_, self_.dtype)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('fill', error, self_, value_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_fill_Tensor(self, value, result)
    return result


def _kernel_fill__Scalar(xp, self, value):
    return K.fill(xp, self, value)


def fill__Scalar(self, value):
    """fill_.Scalar(Tensor(a!) self, Scalar value) -> Tensor(a!)"""
    if isinstance(value, Tensor):
        value = number_arg('fill_', 'value', value, 2, 'Number')
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'fill_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = FillBackward2()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
    self_, value_ = self._data, value
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = _kernel_fill__Scalar(xp, self_, value_)
    except (ValueError, IndexError, TypeError) as error:
        check_numbers('fill_', (('value', value, 2, 'Number'),))
        raise kernel_error('fill_', error, self_, value_) from None
    write_inplace(self, out)
    if _any_has_forward_grad:
        forward_derivatives.jvp_fill__Scalar(self_before, value, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def _kernel_fill__Tensor(xp, self, value):
    return K.fill_tensor(xp, self, value)


def fill__Tensor(self, value):
    """fill_.Tensor(Tensor(a!) self, Tensor value) -> Tensor(a!)"""
    value_is_tensor = isinstance(value, Tensor)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, value)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'fill_')
    _any_requires_grad = (self._requires_grad or (value_is_tensor and value._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = FillBackward3()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(value) if value_is_tensor and value._requires_grad else None,
        )
        if self._output_nr or value_is_tensor and value._output_nr:
            grad_fn._next_nrs = edge_numbers(self, value)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
    self_, value_ = self._data, (value._data if value_is_tensor else value if type(value) in NUMBER_TYPES else scalar_operand(value, 'fill_', 'value', 2))
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = _kernel_fill__Tensor(xp, self_, value_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('fill_', error, self_, value_) from None
    write_inplace(self, out)
    if _any_has_forward_grad:
        forward_derivatives.jvp_fill__Tensor(self_before, value, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def _kernel_zero_(xp, self):
    return xp.zeros_like(self)


def zero_(self):
    """zero_(Tensor(a!) self) -> Tensor(a!)"""
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'zero_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = ZeroBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
    self_ = self._data
    xp = ARRAY_MODULE[type(self_)]
    out = None
    if self_ is self._data:
        check_no_internal_overlap(self_)
        try:
            out = xp.zeros_like(self_, out=self_)
        except (ValueError, TypeError):
            pass
    if out is None:
        try:
            out = _kernel_zero_(xp, self_)
        except (ValueError, IndexError, TypeError) as error:
            raise kernel_error('zero_', error, self_) from None
        write_inplace(self, out)
    else:
        bump_version(self)
    if _any_has_forward_grad:
        forward_derivatives.jvp_zero_(self_before, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def bernoulli(self, generator=None):
    """bernoulli(Tensor self, *, Generator? generator=None) -> Tensor"""
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = BernoulliBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, generator_ = self._data, generator
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.bernoulli(xp, self_, None, generator_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('bernoulli', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_bernoulli(self, generator, result)
    return result


def bernoulli_p(self, p, generator=None):
    """bernoulli.p(Tensor self, float p, *, Generator? generator=None) -> Tensor"""
    if isinstance(p, Tensor):
        p = number_arg('bernoulli', 'p', p, 2, 'float')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = NotImplementedNode('aten::bernoulli', self)
    if FORWARD_AD.active and has_fw_grad(self):
        raise forward_ad_not_implemented('bernoulli')
    self_, p_, generator_ = self._data, p, generator
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.bernoulli(xp, self_, p_, generator_)
    except (ValueError, IndexError, TypeError) as error:
        check_numbers('bernoulli', (('p', p, 2, 'float'),))
        raise kernel_error('bernoulli', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    return result


def _kernel_bernoulli__Tensor(xp, self, p, generator):
    return K.bernoulli_tensor_(xp, self, p, generator)


def bernoulli__Tensor(self, p, generator=None):
    """bernoulli_.Tensor(Tensor(a!) self, Tensor p, *, Generator? generator=None) -> Tensor(a!)"""
    if not isinstance(p, Tensor):
        raise not_a_tensor('bernoulli_', 'p', p, 2)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, p)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'bernoulli_')
    _any_requires_grad = (self._requires_grad or p._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = BernoulliBackward1()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(p) if p._requires_grad else None,
        )
        if self._output_nr or p._output_nr:
            grad_fn._next_nrs = edge_numbers(self, p)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.p_info = (p._data.shape, p.dtype, p.device)
    self_, p_, generator_ = self._data, p._data, generator
    xp = ARRAY_MODULE[type(self_)]
    check_no_partial_overlap(self_, p_)
    try:
        out = _kernel_bernoulli__Tensor(xp, self_, p_, generator_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('bernoulli_', error, self_, p_) from None
    write_inplace(self, out)
    if _any_has_forward_grad:
        forward_derivatives.jvp_bernoulli__Tensor(self_before, p, generator, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def _kernel_bernoulli__float(xp, self, p, generator):
    return K.bernoulli(xp, self, p, generator)


def bernoulli__float(self, p=0.5, generator=None):
    """bernoulli_.float(Tensor(a!) self, float p=0.5, *, Generator? generator=None) -> Tensor(a!)"""
    if isinstance(p, Tensor):
        p = number_arg('bernoulli_', 'p', p, 2, 'float')
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'bernoulli_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = BernoulliBackward2()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
    self_, p_, generator_ = self._data, p, generator
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = _kernel_bernoulli__float(xp, self_, p_, generator_)
    except (ValueError, IndexError, TypeError) as error:
        check_numbers('bernoulli_', (('p', p, 2, 'float'),))
        raise kernel_error('bernoulli_', error, self_) from None
    write_inplace(self, out)
    if _any_has_forward_grad:
        forward_derivatives.jvp_bernoulli__float(self_before, p, generator, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def _kernel_normal_(xp, self, mean, std, generator):
    return K.normal_like(xp, self, mean, std, generator)


def normal_(self, mean=0, std=1, generator=None):
    """normal_(Tensor(a!) self, float mean=0, float std=1, *, Generator? generator=None) -> Tensor(a!)"""
    if isinstance(mean, Tensor):
        mean = number_arg('normal_', 'mean', mean, 2, 'float')
    if isinstance(std, Tensor):
        std = number_arg('normal_', 'std', std, 3, 'float')
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'normal_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = NormalBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
    self_, mean_, std_, generator_ = self._data, mean, std, generator
    K.floating_only(self_, 'normal_kernel_cpu')
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = _kernel_normal_(xp, self_, mean_, std_, generator_)
    except (ValueError, IndexError, TypeError) as error:
        check_numbers('normal_', (('mean', mean, 2, 'float'), ('std', std, 3, 'float'),))
        raise kernel_error('normal_', error, self_) from None
    write_inplace(self, out)
    if _any_has_forward_grad:
        forward_derivatives.jvp_normal_(self_before, mean, std, generator, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def normal_Tensor_float(mean, std=1, generator=None):
    """normal.Tensor_float(Tensor mean, float std=1, *, Generator? generator=None) -> Tensor"""
    if isinstance(std, Tensor):
        std = number_arg('normal', 'std', std, 2, 'float')
    _any_requires_grad = mean._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = NormalBackward1()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(mean),)
        if mean._output_nr:
            grad_fn._next_nrs = edge_numbers(mean)
        grad_fn.mean_shape = mean._data.shape
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(mean)
    mean_, std_, generator_ = mean._data, std, generator
    xp = ARRAY_MODULE[type(mean_)]
    try:
        out = K.normal_tensor(xp, mean_, std_, generator_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('normal', error, mean_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_normal_Tensor_float(mean, std, generator, result)
    return result


def normal_float_Tensor(mean, std, generator=None):
    """normal.float_Tensor(float mean, Tensor std, *, Generator? generator=None) -> Tensor"""
    if isinstance(mean, Tensor):
        mean = number_arg('normal', 'mean', mean, 1, 'float')
    _any_requires_grad = std._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = NormalBackward2()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(std),)
        if std._output_nr:
            grad_fn._next_nrs = edge_numbers(std)
        grad_fn.std_shape = std._data.shape
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(std)
    mean_, std_, generator_ = mean, std._data, generator
    xp = ARRAY_MODULE[type(std_)]
    try:
        out = K.normal_tensor(xp, mean_, std_, generator_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('normal', error, std_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_normal_float_Tensor(mean, std, generator, result)
    return result


def normal_Tensor_Tensor(mean, std, generator=None):
    """normal.Tensor_Tensor(Tensor mean, Tensor std, *, Generator? generator=None) -> Tensor"""
    std_is_tensor = isinstance(std, Tensor)
    _any_requires_grad = (mean._requires_grad or (std_is_tensor and std._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = NormalBackward3()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(mean) if mean._requires_grad else None,
            gradient_node(std) if std_is_tensor and std._requires_grad else None,
        )
        if mean._output_nr or std_is_tensor and std._output_nr:
            grad_fn._next_nrs = edge_numbers(mean, std)
        grad_fn.mean_shape = mean._data.shape
        grad_fn.std_shape = std._data.shape
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(mean, std)
    mean_, std_, generator_ = mean._data, (std._data if std_is_tensor else std if type(std) in NUMBER_TYPES else scalar_operand(std, 'normal', 'std', 2)), generator
    xp = ARRAY_MODULE[type(mean_)]
    try:
        out = K.normal_tensor(xp, mean_, std_, generator_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('normal', error, mean_, std_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_normal_Tensor_Tensor(mean, std, generator, result)
    return result


def _kernel_uniform_(xp, self, from_, to, generator):
    return K.uniform_like(xp, self, from_, to, generator)


def uniform_(self, from_=0, to=1, generator=None):
    """uniform_(Tensor(a!) self, float from_=0, float to=1, *, Generator? generator=None) -> Tensor(a!)"""
    if isinstance(from_, Tensor):
        from_ = number_arg('uniform_', 'from_', from_, 2, 'float')
    if isinstance(to, Tensor):
        to = number_arg('uniform_', 'to', to, 3, 'float')
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'uniform_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = UniformBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
    self_, from__, to_, generator_ = self._data, from_, to, generator
    K.floating_only(self_, 'check_uniform_bounds')
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = _kernel_uniform_(xp, self_, from__, to_, generator_)
    except (ValueError, IndexError, TypeError) as error:
        check_numbers('uniform_', (('from_', from_, 2, 'float'), ('to', to, 3, 'float'),))
        raise kernel_error('uniform_', error, self_) from None
    write_inplace(self, out)
    if _any_has_forward_grad:
        forward_derivatives.jvp_uniform_(self_before, from_, to, generator, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def linalg_solve_triangular(self, B, upper, left=True, unitriangular=False):
    """linalg_solve_triangular(Tensor self, Tensor B, *, bool upper, bool left=True, bool unitriangular=False) -> Tensor"""
    if not isinstance(B, Tensor):
        raise not_a_tensor('linalg_solve_triangular', 'B', B, 2)
    if type(upper) is not bool:
        bool_arg('linalg_solve_triangular', 'upper', upper, None)
    if type(left) is not bool:
        bool_arg('linalg_solve_triangular', 'left', left, None)
    if type(unitriangular) is not bool:
        bool_arg('linalg_solve_triangular', 'unitriangular', unitriangular, None)
    _any_requires_grad = (self._requires_grad or B._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = LinalgSolveTriangularBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(B) if B._requires_grad else None,
        )
        if self._output_nr or B._output_nr:
            grad_fn._next_nrs = edge_numbers(self, B)
        grad_fn.left = left
        grad_fn.self_ = save_input(self)
        grad_fn.unitriangular = unitriangular
        grad_fn.upper = upper
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, B)
    self_, B_, upper_, left_, unitriangular_ = self._data, B._data, upper, left, unitriangular
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.linalg_solve_triangular(xp, self_, B_, upper_, left_, unitriangular_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('linalg_solve_triangular', error, self_, B_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_linalg_solve_triangular(self, B, upper, left, unitriangular, result)
    if _any_requires_grad:
        grad_fn.result_ = save_output(result)
    return result


def linalg_lstsq(self, b, rcond=None, driver=None):
    """linalg_lstsq(Tensor self, Tensor b, float? rcond=None, *, str? driver=None) -> (Tensor solution, Tensor residuals, Tensor rank, Tensor singular_values)"""
    if isinstance(rcond, Tensor):
        rcond = number_arg('linalg_lstsq', 'rcond', rcond, 3, 'float')
    if AUTOCAST.enabled:
        self, b = autocast_cast({'cpu': 'fp32'}, self, b)
    b_is_tensor = isinstance(b, Tensor)
    _any_requires_grad = (self._requires_grad or (b_is_tensor and b._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = LinalgLstsqBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(b) if b_is_tensor and b._requires_grad else None,
        )
        if self._output_nr or b_is_tensor and b._output_nr:
            grad_fn._next_nrs = edge_numbers(self, b)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.b_ = save_input(b)
        grad_fn.self_ = save_input(self)
    if FORWARD_AD.active and has_fw_grad(self, b):
        raise forward_ad_not_implemented('linalg_lstsq')
    self_, b_, rcond_, driver_ = self._data, (b._data if b_is_tensor else b if type(b) in NUMBER_TYPES else scalar_operand(b, 'linalg_lstsq', 'b', 2)), rcond, driver
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.linalg_lstsq(xp, self_, b_, rcond_, driver_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('linalg_lstsq', error, self_, b_) from None
    solution, residuals, rank, singular_values = wrap(out[0]), wrap(out[1]), wrap(out[2]), wrap(out[3])
    if _any_requires_grad:
        set_history(solution, grad_fn)
        set_history(residuals, grad_fn)
        grad_fn.solution_ = save_output(solution)
    return _return_linalg_lstsq(solution, residuals, rank, singular_values)


def geqrf(self):
    """geqrf(Tensor self) -> (Tensor a, Tensor tau)"""
    if AUTOCAST.enabled:
        self, = autocast_cast({'cpu': 'fp32'}, self)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = GeqrfBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
    if FORWARD_AD.active and has_fw_grad(self):
        raise forward_ad_not_implemented('geqrf')
    self_ = self._data
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.geqrf(xp, self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('geqrf', error, self_) from None
    a, tau = wrap(out[0]), wrap(out[1])
    if _any_requires_grad:
        set_history(a, grad_fn)
        set_history(tau, grad_fn)
    return _return_geqrf(a, tau)


def _standard_gamma(self, generator=None):
    """_standard_gamma(Tensor self, Generator? generator=None) -> Tensor"""
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = StandardGammaBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    if FORWARD_AD.active and has_fw_grad(self):
        raise forward_ad_not_implemented('_standard_gamma')
    self_, generator_ = self._data, generator
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.standard_gamma(xp, self_, generator_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('_standard_gamma', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
        grad_fn.result_ = save_output(result)
    return result


def _standard_gamma_grad(self, output):
    """_standard_gamma_grad(Tensor self, Tensor output) -> Tensor"""
    if not isinstance(output, Tensor):
        raise not_a_tensor('_standard_gamma_grad', 'output', output, 2)
    _any_requires_grad = (self._requires_grad or output._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = StandardGammaGradBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(output) if output._requires_grad else None,
        )
        if self._output_nr or output._output_nr:
            grad_fn._next_nrs = edge_numbers(self, output)
    if FORWARD_AD.active and has_fw_grad(self, output):
        raise forward_ad_not_implemented('_standard_gamma_grad')
    self_, output_ = self._data, output._data
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.standard_gamma_grad(xp, self_, output_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('_standard_gamma_grad', error, self_, output_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    return result


def _kernel_random__from(xp, self, from_, to, generator):
    return K.random_like(xp, self, from_, to, generator)


def random__from(self, from_, to, generator=None):
    """random_.from(Tensor(a!) self, int from_, int? to, *, Generator? generator=None) -> Tensor(a!)"""
    if type(from_) is not int:
        from_ = int_arg('random_', 'from_', from_, 2)
    if type(to) is not int and to is not None:
        to = int_arg('random_', 'to', to, 3)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'random_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = RandomBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
    self_, from__, to_, generator_ = self._data, from_, to, generator
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = _kernel_random__from(xp, self_, from__, to_, generator_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('random_', error, self_) from None
    write_inplace(self, out)
    if _any_has_forward_grad:
        forward_derivatives.jvp_random__from(self_before, from_, to, generator, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def _kernel_random__to(xp, self, to, generator):
    return K.random_like(xp, self, None, to, generator)


def random__to(self, to, generator=None):
    """random_.to(Tensor(a!) self, int to, *, Generator? generator=None) -> Tensor(a!)"""
    if type(to) is not int:
        to = int_arg('random_', 'to', to, 2)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'random_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = RandomBackward1()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
    self_, to_, generator_ = self._data, to, generator
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = _kernel_random__to(xp, self_, to_, generator_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('random_', error, self_) from None
    write_inplace(self, out)
    if _any_has_forward_grad:
        forward_derivatives.jvp_random__to(self_before, to, generator, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def _kernel_random_(xp, self, generator):
    return K.random_like(xp, self, None, None, generator)


def random_(self, generator=None):
    """random_(Tensor(a!) self, *, Generator? generator=None) -> Tensor(a!)"""
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'random_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = RandomBackward2()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
    self_, generator_ = self._data, generator
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = _kernel_random_(xp, self_, generator_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('random_', error, self_) from None
    write_inplace(self, out)
    if _any_has_forward_grad:
        forward_derivatives.jvp_random_(self_before, generator, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def _kernel_cauchy_(xp, self, median, sigma, generator):
    return K.cauchy_like(xp, self, median, sigma, generator)


def cauchy_(self, median=0, sigma=1, generator=None):
    """cauchy_(Tensor(a!) self, float median=0, float sigma=1, *, Generator? generator=None) -> Tensor(a!)"""
    if isinstance(median, Tensor):
        median = number_arg('cauchy_', 'median', median, 2, 'float')
    if isinstance(sigma, Tensor):
        sigma = number_arg('cauchy_', 'sigma', sigma, 3, 'float')
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'cauchy_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = CauchyBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
    self_, median_, sigma_, generator_ = self._data, median, sigma, generator
    K.continuous_only(self_, 'Cauchy', True)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = _kernel_cauchy_(xp, self_, median_, sigma_, generator_)
    except (ValueError, IndexError, TypeError) as error:
        check_numbers('cauchy_', (('median', median, 2, 'float'), ('sigma', sigma, 3, 'float'),))
        raise kernel_error('cauchy_', error, self_) from None
    write_inplace(self, out)
    if _any_has_forward_grad:
        forward_derivatives.jvp_cauchy_(self_before, median, sigma, generator, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def _kernel_exponential_(xp, self, lambd, generator):
    return K.exponential_like(xp, self, lambd, generator)


def exponential_(self, lambd=1, generator=None):
    """exponential_(Tensor(a!) self, float lambd=1, *, Generator? generator=None) -> Tensor(a!)"""
    if isinstance(lambd, Tensor):
        lambd = number_arg('exponential_', 'lambd', lambd, 2, 'float')
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'exponential_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = ExponentialBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
    self_, lambd_, generator_ = self._data, lambd, generator
    K.continuous_only(self_, 'Exponential', False)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = _kernel_exponential_(xp, self_, lambd_, generator_)
    except (ValueError, IndexError, TypeError) as error:
        check_numbers('exponential_', (('lambd', lambd, 2, 'float'),))
        raise kernel_error('exponential_', error, self_) from None
    write_inplace(self, out)
    if _any_has_forward_grad:
        forward_derivatives.jvp_exponential_(self_before, lambd, generator, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def _kernel_geometric_(xp, self, p, generator):
    return K.geometric_like(xp, self, p, generator)


def geometric_(self, p, generator=None):
    """geometric_(Tensor(a!) self, float p, *, Generator? generator=None) -> Tensor(a!)"""
    if isinstance(p, Tensor):
        p = number_arg('geometric_', 'p', p, 2, 'float')
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'geometric_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = GeometricBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
    self_, p_, generator_ = self._data, p, generator
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = _kernel_geometric_(xp, self_, p_, generator_)
    except (ValueError, IndexError, TypeError) as error:
        check_numbers('geometric_', (('p', p, 2, 'float'),))
        raise kernel_error('geometric_', error, self_) from None
    write_inplace(self, out)
    if _any_has_forward_grad:
        forward_derivatives.jvp_geometric_(self_before, p, generator, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def _kernel_log_normal_(xp, self, mean, std, generator):
    return K.log_normal_like(xp, self, mean, std, generator)


def log_normal_(self, mean=1, std=2, generator=None):
    """log_normal_(Tensor(a!) self, float mean=1, float std=2, *, Generator? generator=None) -> Tensor(a!)"""
    if isinstance(mean, Tensor):
        mean = number_arg('log_normal_', 'mean', mean, 2, 'float')
    if isinstance(std, Tensor):
        std = number_arg('log_normal_', 'std', std, 3, 'float')
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'log_normal_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = LogNormalBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
    self_, mean_, std_, generator_ = self._data, mean, std, generator
    K.floating_only(self_, 'log_normal_cpu')
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = _kernel_log_normal_(xp, self_, mean_, std_, generator_)
    except (ValueError, IndexError, TypeError) as error:
        check_numbers('log_normal_', (('mean', mean, 2, 'float'), ('std', std, 3, 'float'),))
        raise kernel_error('log_normal_', error, self_) from None
    write_inplace(self, out)
    if _any_has_forward_grad:
        forward_derivatives.jvp_log_normal_(self_before, mean, std, generator, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def _kernel_masked_fill_Scalar(xp, self, mask, value):
    return K.masked_fill(xp, self, mask, value)


def masked_fill_Scalar(self, mask, value):
    """masked_fill.Scalar(Tensor self, Tensor mask, Scalar value) -> Tensor"""
    if not isinstance(mask, Tensor):
        raise not_a_tensor('masked_fill', 'mask', mask, 2)
    if isinstance(value, Tensor):
        value = number_arg('masked_fill', 'value', value, 3, 'Number')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = MaskedFillBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.mask_ = save_input(mask) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, mask_, value_ = self._data, mask._data, value
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.masked_fill(xp, self_, mask_, value_)
    except (ValueError, IndexError, TypeError) as error:
        check_numbers('masked_fill', (('value', value, 3, 'Number'),))
        raise kernel_error('masked_fill', error, self_, mask_, value_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_masked_fill_Scalar(self, mask, value, result)
    return result


def _kernel_masked_fill_Tensor(xp, self, mask, value):
    return K.masked_fill(xp, self, mask, value)


def masked_fill_Tensor(self, mask, value):
    """masked_fill.Tensor(Tensor self, Tensor mask, Tensor value) -> Tensor"""
    if not isinstance(mask, Tensor):
        raise not_a_tensor('masked_fill', 'mask', mask, 2)
    value_is_tensor = isinstance(value, Tensor)
    _any_requires_grad = (self._requires_grad or (value_is_tensor and value._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = MaskedFillBackward1()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(value) if value_is_tensor and value._requires_grad else None,
        )
        if self._output_nr or value_is_tensor and value._output_nr:
            grad_fn._next_nrs = edge_numbers(self, value)
        grad_fn.mask_ = save_input(mask)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, value)
    self_, mask_, value_ = self._data, mask._data, (value._data if value_is_tensor else value if type(value) in NUMBER_TYPES else scalar_operand(value, 'masked_fill', 'value', 3))
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.masked_fill(xp, self_, mask_, value_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('masked_fill', error, self_, mask_, value_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_masked_fill_Tensor(self, mask, value, result)
    return result


def tanh_backward(grad_output, output):
    """tanh_backward(Tensor grad_output, Tensor output) -> Tensor"""
    output_is_tensor = isinstance(output, Tensor)
    _any_requires_grad = (grad_output._requires_grad or (output_is_tensor and output._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = TanhBackwardBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(grad_output) if grad_output._requires_grad else None,
            gradient_node(output) if output_is_tensor and output._requires_grad else None,
        )
        if grad_output._output_nr or output_is_tensor and output._output_nr:
            grad_fn._next_nrs = edge_numbers(grad_output, output)
        grad_fn.grad_output_ = save_input(grad_output)
        grad_fn.output_ = save_input(output)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(grad_output, output)
    grad_output_, output_ = grad_output._data, (output._data if output_is_tensor else output if type(output) in NUMBER_TYPES else scalar_operand(output, 'tanh_backward', 'output', 2))
    if type(output_) is not type(grad_output_) or output_.dtype is not grad_output_.dtype:
        grad_output_, output_ = promote(grad_output_, output_)
    xp = ARRAY_MODULE[type(grad_output_)]
    try:
        out = K.tanh_backward(xp, grad_output_, output_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('tanh_backward', error, grad_output_, output_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_tanh_backward(grad_output, output, result)
    return result


def sigmoid_backward(grad_output, output):
    """sigmoid_backward(Tensor grad_output, Tensor output) -> Tensor"""
    output_is_tensor = isinstance(output, Tensor)
    _any_requires_grad = (grad_output._requires_grad or (output_is_tensor and output._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = SigmoidBackwardBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(grad_output) if grad_output._requires_grad else None,
            gradient_node(output) if output_is_tensor and output._requires_grad else None,
        )
        if grad_output._output_nr or output_is_tensor and output._output_nr:
            grad_fn._next_nrs = edge_numbers(grad_output, output)
        grad_fn.grad_output_ = save_input(grad_output)
        grad_fn.output_ = save_input(output)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(grad_output, output)
    grad_output_, output_ = grad_output._data, (output._data if output_is_tensor else output if type(output) in NUMBER_TYPES else scalar_operand(output, 'sigmoid_backward', 'output', 2))
    if type(output_) is not type(grad_output_) or output_.dtype is not grad_output_.dtype:
        grad_output_, output_ = promote(grad_output_, output_)
    xp = ARRAY_MODULE[type(grad_output_)]
    try:
        out = K.sigmoid_backward(xp, grad_output_, output_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('sigmoid_backward', error, grad_output_, output_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_sigmoid_backward(grad_output, output, result)
    return result


def _softmax_backward_data(grad_output, output, dim, input_dtype):
    """_softmax_backward_data(Tensor grad_output, Tensor output, int dim, ScalarType input_dtype) -> Tensor"""
    if not isinstance(output, Tensor):
        raise not_a_tensor('_softmax_backward_data', 'output', output, 2)
    if type(dim) is not int:
        dim = int_arg('_softmax_backward_data', 'dim', dim, 3)
    _any_requires_grad = (grad_output._requires_grad or output._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = SoftmaxBackwardDataBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(grad_output) if grad_output._requires_grad else None,
            gradient_node(output) if output._requires_grad else None,
        )
        if grad_output._output_nr or output._output_nr:
            grad_fn._next_nrs = edge_numbers(grad_output, output)
        grad_fn.dim = dim
        grad_fn.grad_output_ = save_input(grad_output)
        grad_fn.output_ = save_input(output)
        grad_fn.output_dtype = output.dtype
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(grad_output, output)
    grad_output_, output_, dim_, input_dtype_ = grad_output._data, output._data, dim, to_np(input_dtype, '_softmax_backward_data')
    if type(output_) is not type(grad_output_) or output_.dtype is not grad_output_.dtype:
        grad_output_, output_ = promote(grad_output_, output_)
    xp = ARRAY_MODULE[type(grad_output_)]
    try:
        out = K.softmax_backward_data(xp, grad_output_, output_, dim_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('_softmax_backward_data', error, grad_output_, output_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp__softmax_backward_data(grad_output, output, dim, input_dtype, result)
    return result


def _log_softmax_backward_data(grad_output, output, dim, input_dtype):
    """_log_softmax_backward_data(Tensor grad_output, Tensor output, int dim, ScalarType input_dtype) -> Tensor"""
    if not isinstance(output, Tensor):
        raise not_a_tensor('_log_softmax_backward_data', 'output', output, 2)
    if type(dim) is not int:
        dim = int_arg('_log_softmax_backward_data', 'dim', dim, 3)
    _any_requires_grad = (grad_output._requires_grad or output._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = LogSoftmaxBackwardDataBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(grad_output) if grad_output._requires_grad else None,
            gradient_node(output) if output._requires_grad else None,
        )
        if grad_output._output_nr or output._output_nr:
            grad_fn._next_nrs = edge_numbers(grad_output, output)
        grad_fn.dim = dim
        grad_fn.grad_output_ = save_input(grad_output)
        grad_fn.output_ = save_input(output)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(grad_output, output)
    grad_output_, output_, dim_, input_dtype_ = grad_output._data, output._data, dim, to_np(input_dtype, '_log_softmax_backward_data')
    if type(output_) is not type(grad_output_) or output_.dtype is not grad_output_.dtype:
        grad_output_, output_ = promote(grad_output_, output_)
    xp = ARRAY_MODULE[type(grad_output_)]
    try:
        out = K.log_softmax_backward_data(xp, grad_output_, output_, dim_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('_log_softmax_backward_data', error, grad_output_, output_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp__log_softmax_backward_data(grad_output, output, dim, input_dtype, result)
    return result


def threshold_backward(grad_output, self, threshold):
    """threshold_backward(Tensor grad_output, Tensor self, Scalar threshold) -> Tensor"""
    if isinstance(threshold, Tensor):
        threshold = number_arg('threshold_backward', 'threshold', threshold, 3, 'Number')
    self_is_tensor = isinstance(self, Tensor)
    _any_requires_grad = (grad_output._requires_grad or (self_is_tensor and self._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = ThresholdBackwardBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(grad_output) if grad_output._requires_grad else None,
            gradient_node(self) if self_is_tensor and self._requires_grad else None,
        )
        if grad_output._output_nr or self_is_tensor and self._output_nr:
            grad_fn._next_nrs = edge_numbers(grad_output, self)
        grad_fn.self_ = save_input(self)
        grad_fn.threshold = threshold
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(grad_output, self)
    grad_output_, self_, threshold_ = grad_output._data, (self._data if self_is_tensor else self if type(self) in NUMBER_TYPES else scalar_operand(self, 'threshold_backward', 'self', 2)), threshold
    if type(self_) is not type(grad_output_) or self_.dtype is not grad_output_.dtype:
        grad_output_, self_ = promote(grad_output_, self_)
    xp = ARRAY_MODULE[type(grad_output_)]
    try:
        out = K.threshold_backward(xp, grad_output_, self_, threshold_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('threshold_backward', error, grad_output_, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_threshold_backward(grad_output, self, threshold, result)
    return result


def _weight_norm_interface(v, g, dim=0):
    """_weight_norm_interface(Tensor v, Tensor g, int dim=0) -> (Tensor, Tensor)"""
    if not isinstance(g, Tensor):
        raise not_a_tensor('_weight_norm_interface', 'g', g, 2)
    if type(dim) is not int:
        dim = int_arg('_weight_norm_interface', 'dim', dim, 3)
    _any_requires_grad = (v._requires_grad or g._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = WeightNormInterfaceBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(v) if v._requires_grad else None,
            gradient_node(g) if g._requires_grad else None,
        )
        if v._output_nr or g._output_nr:
            grad_fn._next_nrs = edge_numbers(v, g)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.dim = dim
        grad_fn.g_ = save_input(g)
        grad_fn.v_ = save_input(v)
    if FORWARD_AD.active and has_fw_grad(v, g):
        raise forward_ad_not_implemented('_weight_norm_interface')
    v_, g_, dim_ = v._data, g._data, dim
    if type(g_) is not type(v_) or g_.dtype is not v_.dtype:
        v_, g_ = promote(v_, g_)
    xp = ARRAY_MODULE[type(v_)]
    try:
        out = K.weight_norm_interface(xp, v_, g_, dim_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('_weight_norm_interface', error, v_, g_) from None
    result0, result1 = wrap(out[0]), wrap(out[1])
    if _any_requires_grad:
        set_history(result0, grad_fn)
        grad_fn.result1_ = save_output(result1)
    return (result0, result1)


def convolution_backward(grad_output, input, weight, bias_sizes, stride, padding, dilation, transposed, output_padding, groups, output_mask):
    """convolution_backward(Tensor grad_output, Tensor input, Tensor weight, SymInt[]? bias_sizes, SymInt[] stride, SymInt[] padding, SymInt[] dilation, bool transposed, SymInt[] output_padding, SymInt groups, bool[3] output_mask) -> (Tensor, Tensor, Tensor)"""
    if bias_sizes is not None:
        bias_sizes = int_tuple(bias_sizes, 'convolution_backward', 'bias_sizes', 4, False)
    stride = int_tuple(stride, 'convolution_backward', 'stride', 5, False)
    padding = int_tuple(padding, 'convolution_backward', 'padding', 6, False)
    dilation = int_tuple(dilation, 'convolution_backward', 'dilation', 7, False)
    output_padding = int_tuple(output_padding, 'convolution_backward', 'output_padding', 9, False)
    input_is_tensor = isinstance(input, Tensor)
    weight_is_tensor = isinstance(weight, Tensor)
    _any_requires_grad = (grad_output._requires_grad or (input_is_tensor and input._requires_grad) or (weight_is_tensor and weight._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = ConvolutionBackwardBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(grad_output) if grad_output._requires_grad else None,
            gradient_node(input) if input_is_tensor and input._requires_grad else None,
            gradient_node(weight) if weight_is_tensor and weight._requires_grad else None,
        )
        if grad_output._output_nr or input_is_tensor and input._output_nr or weight_is_tensor and weight._output_nr:
            grad_fn._next_nrs = edge_numbers(grad_output, input, weight)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.dilation = dilation
        grad_fn.grad_output_ = save_input(grad_output)
        grad_fn.groups = groups
        grad_fn.input_ = save_input(input)
        grad_fn.output_mask = output_mask
        grad_fn.output_padding = output_padding
        grad_fn.padding = padding
        grad_fn.stride = stride
        grad_fn.transposed = transposed
        grad_fn.weight_ = save_input(weight)
    if FORWARD_AD.active and has_fw_grad(grad_output, input, weight):
        raise forward_ad_not_implemented('convolution_backward')
    grad_output_, input_, weight_, bias_sizes_, stride_, padding_, dilation_, transposed_, output_padding_, groups_, output_mask_ = grad_output._data, (input._data if input_is_tensor else input if type(input) in NUMBER_TYPES else scalar_operand(input, 'convolution_backward', 'input', 2)), (weight._data if weight_is_tensor else weight if type(weight) in NUMBER_TYPES else scalar_operand(weight, 'convolution_backward', 'weight', 3)), bias_sizes, stride, padding, dilation, transposed, output_padding, groups, output_mask
    xp = ARRAY_MODULE[type(grad_output_)]
    try:
        out = K.convolution_backward(xp, grad_output_, input_, weight_, bias_sizes_, stride_, padding_, dilation_, transposed_, output_padding_, groups_, output_mask_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('convolution_backward', error, grad_output_, input_, weight_) from None
    result0, result1, result2 = wrap(out[0]), wrap(out[1]), wrap(out[2])
    if _any_requires_grad:
        set_history(result0, grad_fn)
        set_history(result1, grad_fn)
        set_history(result2, grad_fn)
    return (result0, result1, result2)


def channel_shuffle(self, groups):
    """channel_shuffle(Tensor self, SymInt groups) -> Tensor"""
    if type(groups) is not int:
        groups = int_arg('channel_shuffle', 'groups', groups, 2)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = ChannelShuffleBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.groups = groups
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, groups_ = self._data, groups
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.channel_shuffle(xp, self_, groups_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('channel_shuffle', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_channel_shuffle(self, groups, result)
    return result


def max_unpool2d(self, indices, output_size):
    """max_unpool2d(Tensor self, Tensor indices, SymInt[2] output_size) -> Tensor"""
    output_size = int_tuple(output_size, 'max_unpool2d', 'output_size', 3, True)
    if AUTOCAST.enabled:
        self, indices = autocast_cast({'cpu': 'fp32'}, self, indices)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = MaxUnpool2DBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.indices_ = save_input(indices) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, indices_, output_size_ = self._data, (indices._data if isinstance(indices, Tensor) else indices if type(indices) in NUMBER_TYPES else scalar_operand(indices, 'max_unpool2d', 'indices', 2)), output_size
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.max_unpool2d(xp, self_, indices_, output_size_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('max_unpool2d', error, self_, indices_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_max_unpool2d(self, indices, output_size, result)
    return result


def max_unpool3d(self, indices, output_size, stride, padding):
    """max_unpool3d(Tensor self, Tensor indices, SymInt[3] output_size, int[3] stride, int[3] padding) -> Tensor"""
    output_size = int_tuple(output_size, 'max_unpool3d', 'output_size', 3, True)
    stride = int_tuple(stride, 'max_unpool3d', 'stride', 4, True)
    padding = int_tuple(padding, 'max_unpool3d', 'padding', 5, True)
    if AUTOCAST.enabled:
        self, indices = autocast_cast({'cpu': 'fp32'}, self, indices)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = MaxUnpool3DBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.indices_ = save_input(indices) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, indices_, output_size_, stride_, padding_ = self._data, (indices._data if isinstance(indices, Tensor) else indices if type(indices) in NUMBER_TYPES else scalar_operand(indices, 'max_unpool3d', 'indices', 2)), output_size, stride, padding
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.max_unpool3d(xp, self_, indices_, output_size_, stride_, padding_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('max_unpool3d', error, self_, indices_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_max_unpool3d(self, indices, output_size, stride, padding, result)
    return result


def _pdist_forward(self, p=2):
    """_pdist_forward(Tensor self, float p=2) -> Tensor"""
    if isinstance(p, Tensor):
        p = number_arg('_pdist_forward', 'p', p, 2, 'float')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = PdistBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.p = p
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    if FORWARD_AD.active and has_fw_grad(self):
        raise forward_ad_not_implemented('_pdist_forward')
    self_, p_ = self._data, p
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.pdist(xp, self_, p_)
    except (ValueError, IndexError, TypeError) as error:
        check_numbers('_pdist_forward', (('p', p, 2, 'float'),))
        raise kernel_error('_pdist_forward', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
        grad_fn.result_ = save_output(result)
    return result


def _pdist_backward(grad_output, self, p, pdist):
    """_pdist_backward(Tensor grad_output, Tensor self, float p, Tensor pdist) -> Tensor"""
    if not isinstance(self, Tensor):
        raise not_a_tensor('_pdist_backward', 'self', self, 2)
    if isinstance(p, Tensor):
        p = number_arg('_pdist_backward', 'p', p, 3, 'float')
    if not isinstance(pdist, Tensor):
        raise not_a_tensor('_pdist_backward', 'pdist', pdist, 4)
    _any_requires_grad = (grad_output._requires_grad or self._requires_grad or pdist._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = PdistBackwardBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(grad_output) if grad_output._requires_grad else None,
            gradient_node(self) if self._requires_grad else None,
            gradient_node(pdist) if pdist._requires_grad else None,
        )
        if grad_output._output_nr or self._output_nr or pdist._output_nr:
            grad_fn._next_nrs = edge_numbers(grad_output, self, pdist)
    if FORWARD_AD.active and has_fw_grad(grad_output, self, pdist):
        raise forward_ad_not_implemented('_pdist_backward')
    grad_output_, self_, p_, pdist_ = grad_output._data, self._data, p, pdist._data
    xp = ARRAY_MODULE[type(grad_output_)]
    try:
        out = K.pdist_backward(xp, grad_output_, self_, p_, pdist_)
    except (ValueError, IndexError, TypeError) as error:
        check_numbers('_pdist_backward', (('p', p, 3, 'float'),))
        raise kernel_error('_pdist_backward', error, grad_output_, self_, pdist_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    return result


def multilabel_margin_loss_forward(self, target, reduction):
    """multilabel_margin_loss_forward(Tensor self, Tensor target, int reduction) -> (Tensor output, Tensor is_target)"""
    if AUTOCAST.enabled:
        self, target = autocast_cast({'cpu': 'fp32'}, self, target)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = MultilabelMarginLossBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.reduction = reduction
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
        grad_fn.target_ = save_input(target) if self._requires_grad else NOT_SAVED
    if FORWARD_AD.active and has_fw_grad(self):
        raise forward_ad_not_implemented('multilabel_margin_loss_forward')
    self_, target_, reduction_ = self._data, (target._data if isinstance(target, Tensor) else target if type(target) in NUMBER_TYPES else scalar_operand(target, 'multilabel_margin_loss_forward', 'target', 2)), reduction
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.multilabel_margin_loss_forward(xp, self_, target_, reduction_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('multilabel_margin_loss_forward', error, self_, target_) from None
    output, is_target = wrap(out[0]), wrap(out[1])
    if _any_requires_grad:
        set_history(output, grad_fn)
        grad_fn.is_target_ = save_output(is_target)
    return _return_multilabel_margin_loss_forward(output, is_target)


def multilabel_margin_loss_backward(grad_output, self, target, reduction, is_target):
    """multilabel_margin_loss_backward(Tensor grad_output, Tensor self, Tensor target, int reduction, Tensor is_target) -> Tensor"""
    self_is_tensor = isinstance(self, Tensor)
    target_is_tensor = isinstance(target, Tensor)
    is_target_is_tensor = isinstance(is_target, Tensor)
    _any_requires_grad = (grad_output._requires_grad or (self_is_tensor and self._requires_grad) or (target_is_tensor and target._requires_grad) or (is_target_is_tensor and is_target._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = NotImplementedNode('aten::multilabel_margin_loss_backward', grad_output, self, target, is_target)
    if FORWARD_AD.active and has_fw_grad(grad_output, self, target, is_target):
        raise forward_ad_not_implemented('multilabel_margin_loss_backward')
    grad_output_, self_, target_, reduction_, is_target_ = grad_output._data, (self._data if self_is_tensor else self if type(self) in NUMBER_TYPES else scalar_operand(self, 'multilabel_margin_loss_backward', 'self', 2)), (target._data if target_is_tensor else target if type(target) in NUMBER_TYPES else scalar_operand(target, 'multilabel_margin_loss_backward', 'target', 3)), reduction, (is_target._data if is_target_is_tensor else is_target if type(is_target) in NUMBER_TYPES else scalar_operand(is_target, 'multilabel_margin_loss_backward', 'is_target', 5))
    xp = ARRAY_MODULE[type(grad_output_)]
    try:
        out = K.multilabel_margin_loss_backward(xp, grad_output_, self_, target_, reduction_, is_target_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('multilabel_margin_loss_backward', error, grad_output_, self_, target_, is_target_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    return result


def _ctc_loss(log_probs, targets, input_lengths, target_lengths, blank=0, zero_infinity=False):
    """_ctc_loss(Tensor log_probs, Tensor targets, int[] input_lengths, int[] target_lengths, int blank=0, bool zero_infinity=False) -> (Tensor, Tensor)"""
    if not isinstance(targets, Tensor):
        raise not_a_tensor('_ctc_loss', 'targets', targets, 2)
    input_lengths = int_tuple(input_lengths, '_ctc_loss', 'input_lengths', 3, False)
    target_lengths = int_tuple(target_lengths, '_ctc_loss', 'target_lengths', 4, False)
    if type(blank) is not int:
        blank = int_arg('_ctc_loss', 'blank', blank, 5)
    if type(zero_infinity) is not bool:
        bool_arg('_ctc_loss', 'zero_infinity', zero_infinity, 6)
    _any_requires_grad = log_probs._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = CtcLossBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(log_probs),)
        if log_probs._output_nr:
            grad_fn._next_nrs = edge_numbers(log_probs)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.blank = blank
        grad_fn.input_lengths = input_lengths
        grad_fn.log_probs_ = save_input(log_probs) if log_probs._requires_grad else NOT_SAVED
        grad_fn.target_lengths = target_lengths
        grad_fn.targets_ = save_input(targets) if log_probs._requires_grad else NOT_SAVED
        grad_fn.zero_infinity = zero_infinity
    if FORWARD_AD.active and has_fw_grad(log_probs):
        raise forward_ad_not_implemented('_ctc_loss')
    log_probs_, targets_, input_lengths_, target_lengths_, blank_, zero_infinity_ = log_probs._data, targets._data, input_lengths, target_lengths, blank, zero_infinity
    xp = ARRAY_MODULE[type(log_probs_)]
    try:
        out = K.ctc_loss(xp, log_probs_, targets_, input_lengths_, target_lengths_, blank_, zero_infinity_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('_ctc_loss', error, log_probs_, targets_) from None
    result0, result1 = wrap(out[0]), wrap(out[1])
    if _any_requires_grad:
        set_history(result0, grad_fn)
        grad_fn.result0_ = save_output(result0)
        grad_fn.result1_ = save_output(result1)
    return (result0, result1)


def _ctc_loss_backward(grad_out, log_probs, targets, input_lengths, target_lengths, neg_log_likelihood, log_alpha, blank, zero_infinity=False):
    """_ctc_loss_backward(Tensor grad_out, Tensor log_probs, Tensor targets, int[] input_lengths, int[] target_lengths, Tensor neg_log_likelihood, Tensor log_alpha, int blank, bool zero_infinity=False) -> Tensor"""
    if not isinstance(log_probs, Tensor):
        raise not_a_tensor('_ctc_loss_backward', 'log_probs', log_probs, 2)
    if not isinstance(targets, Tensor):
        raise not_a_tensor('_ctc_loss_backward', 'targets', targets, 3)
    input_lengths = int_tuple(input_lengths, '_ctc_loss_backward', 'input_lengths', 4, False)
    target_lengths = int_tuple(target_lengths, '_ctc_loss_backward', 'target_lengths', 5, False)
    if not isinstance(neg_log_likelihood, Tensor):
        raise not_a_tensor('_ctc_loss_backward', 'neg_log_likelihood', neg_log_likelihood, 6)
    if not isinstance(log_alpha, Tensor):
        raise not_a_tensor('_ctc_loss_backward', 'log_alpha', log_alpha, 7)
    if type(blank) is not int:
        blank = int_arg('_ctc_loss_backward', 'blank', blank, 8)
    if type(zero_infinity) is not bool:
        bool_arg('_ctc_loss_backward', 'zero_infinity', zero_infinity, 9)
    _any_requires_grad = (grad_out._requires_grad or log_probs._requires_grad or targets._requires_grad or neg_log_likelihood._requires_grad or log_alpha._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = NotImplementedNode('aten::_ctc_loss_backward', grad_out, log_probs, targets, neg_log_likelihood, log_alpha)
    if FORWARD_AD.active and has_fw_grad(grad_out, log_probs, targets, neg_log_likelihood, log_alpha):
        raise forward_ad_not_implemented('_ctc_loss_backward')
    grad_out_, log_probs_, targets_, input_lengths_, target_lengths_, neg_log_likelihood_, log_alpha_, blank_, zero_infinity_ = grad_out._data, log_probs._data, targets._data, input_lengths, target_lengths, neg_log_likelihood._data, log_alpha._data, blank, zero_infinity
    xp = ARRAY_MODULE[type(grad_out_)]
    try:
        out = K.ctc_loss_backward(xp, grad_out_, log_probs_, targets_, input_lengths_, target_lengths_, neg_log_likelihood_, log_alpha_, blank_, zero_infinity_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('_ctc_loss_backward', error, grad_out_, log_probs_, targets_, neg_log_likelihood_, log_alpha_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    return result


def _kernel_elu_(xp, self, alpha, scale, input_scale):
    return K.elu(xp, self, alpha, scale, input_scale)


def elu_(self, alpha=1, scale=1, input_scale=1):
    """elu_(Tensor(a!) self, Scalar alpha=1, Scalar scale=1, Scalar input_scale=1) -> Tensor(a!)"""
    if isinstance(alpha, Tensor):
        alpha = number_arg('elu_', 'alpha', alpha, 2, 'Number')
    if isinstance(scale, Tensor):
        scale = number_arg('elu_', 'scale', scale, 3, 'Number')
    if isinstance(input_scale, Tensor):
        input_scale = number_arg('elu_', 'input_scale', input_scale, 4, 'Number')
    if FORWARD_AD.active and has_fw_grad(self):
        raise forward_ad_not_implemented('elu_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = EluBackward1()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.alpha = alpha
        grad_fn.input_scale = input_scale
        grad_fn.scale = scale
    self_, alpha_, scale_, input_scale_ = self._data, alpha, scale, input_scale
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = _kernel_elu_(xp, self_, alpha_, scale_, input_scale_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('elu_', error, self_, scale_, input_scale_) from None
    write_inplace(self, out)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
        grad_fn.result_ = SavedVariable(self, self._view_meta is None)
    return self


def _kernel_celu_(xp, self, alpha):
    return K.elu(xp, self, alpha, 1, 1.0 / alpha)


def celu_(self, alpha=1.0):
    """celu_(Tensor(a!) self, Scalar alpha=1.0) -> Tensor(a!)"""
    if isinstance(alpha, Tensor):
        alpha = number_arg('celu_', 'alpha', alpha, 2, 'Number')
    if FORWARD_AD.active and has_fw_grad(self):
        raise forward_ad_not_implemented('celu_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = CeluBackward1()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.alpha = alpha
    self_, alpha_ = self._data, alpha
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = _kernel_celu_(xp, self_, alpha_)
    except (ValueError, IndexError, TypeError) as error:
        check_numbers('celu_', (('alpha', alpha, 2, 'Number'),))
        raise kernel_error('celu_', error, self_) from None
    write_inplace(self, out)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
        grad_fn.result_ = SavedVariable(self, self._view_meta is None)
    return self


def _kernel_leaky_relu_(xp, self, negative_slope):
    return K.leaky_relu(xp, self, negative_slope)


def leaky_relu_(self, negative_slope=0.01):
    """leaky_relu_(Tensor(a!) self, Scalar negative_slope=0.01) -> Tensor(a!)"""
    if isinstance(negative_slope, Tensor):
        negative_slope = number_arg('leaky_relu_', 'negative_slope', negative_slope, 2, 'Number')
    if FORWARD_AD.active and has_fw_grad(self):
        raise forward_ad_not_implemented('leaky_relu_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = LeakyReluBackward1()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.negative_slope = negative_slope
    self_, negative_slope_ = self._data, negative_slope
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = _kernel_leaky_relu_(xp, self_, negative_slope_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('leaky_relu_', error, self_, negative_slope_) from None
    write_inplace(self, out)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
        grad_fn.result_ = SavedVariable(self, self._view_meta is None)
    return self


def nanmedian(self):
    """nanmedian(Tensor self) -> Tensor"""
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = NanmedianBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_ = self._data
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.nanmedian_all(xp, self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('nanmedian', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_nanmedian(self, result)
    if _any_requires_grad:
        grad_fn.result_ = save_output(result)
    return result


def nanmedian_dim(self, dim, keepdim=False):
    """nanmedian.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)"""
    if type(dim) is not int:
        dim = int_arg('nanmedian', 'dim', dim, 2)
    if type(keepdim) is not bool:
        bool_arg('nanmedian', 'keepdim', keepdim, 3)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = NanmedianBackward1()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.dim = dim
        grad_fn.keepdim = keepdim
        grad_fn.self_shape = self._data.shape
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, dim_, keepdim_ = self._data, dim, keepdim
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.nanmedian_dim(xp, self_, dim_, keepdim_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('nanmedian', error, self_) from None
    values, indices = wrap(out[0]), wrap(out[1])
    if _any_requires_grad:
        set_history(values, grad_fn)
    if _any_has_forward_grad:
        forward_derivatives.jvp_nanmedian_dim(self, dim, keepdim, values, indices)
    if _any_requires_grad:
        grad_fn.indices_ = save_output(indices)
    return _return_nanmedian_dim(values, indices)


def mode(self, dim=-1, keepdim=False):
    """mode(Tensor self, int dim=-1, bool keepdim=False) -> (Tensor values, Tensor indices)"""
    if type(dim) is not int:
        dim = int_arg('mode', 'dim', dim, 2)
    if type(keepdim) is not bool:
        bool_arg('mode', 'keepdim', keepdim, 3)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = ModeBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.dim = dim
        grad_fn.keepdim = keepdim
        grad_fn.self_shape = self._data.shape
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, dim_, keepdim_ = self._data, dim, keepdim
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.mode(xp, self_, dim_, keepdim_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('mode', error, self_) from None
    values, indices = wrap(out[0]), wrap(out[1])
    if _any_requires_grad:
        set_history(values, grad_fn)
    if _any_has_forward_grad:
        forward_derivatives.jvp_mode(self, dim, keepdim, values, indices)
    if _any_requires_grad:
        grad_fn.indices_ = save_output(indices)
    return _return_mode(values, indices)


def aminmax(self, dim=None, keepdim=False):
    """aminmax(Tensor self, *, int? dim=None, bool keepdim=False) -> (Tensor min, Tensor max)"""
    if type(dim) is not int and dim is not None:
        dim = int_arg('aminmax', 'dim', dim, None)
    if type(keepdim) is not bool:
        bool_arg('aminmax', 'keepdim', keepdim, None)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = AminmaxBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.dim = dim
        grad_fn.keepdim = keepdim
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, dim_, keepdim_ = self._data, dim, keepdim
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.aminmax(xp, self_, dim_, keepdim_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('aminmax', error, self_) from None
    min, max = wrap(out[0]), wrap(out[1])
    if _any_requires_grad:
        set_history(min, grad_fn)
        set_history(max, grad_fn)
    if _any_has_forward_grad:
        forward_derivatives.jvp_aminmax(self, dim, keepdim, min, max)
    if _any_requires_grad:
        grad_fn.max_ = save_output(max)
        grad_fn.min_ = save_output(min)
    return _return_aminmax(min, max)


def linalg_matrix_exp(self):
    """linalg_matrix_exp(Tensor self) -> Tensor"""
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = LinalgMatrixExpBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_ = self._data
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.linalg_matrix_exp(xp, self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('linalg_matrix_exp', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_linalg_matrix_exp(self, result)
    return result


def cholesky_solve(self, input2, upper=False):
    """cholesky_solve(Tensor self, Tensor input2, bool upper=False) -> Tensor"""
    if not isinstance(input2, Tensor):
        raise not_a_tensor('cholesky_solve', 'input2', input2, 2)
    if type(upper) is not bool:
        bool_arg('cholesky_solve', 'upper', upper, 3)
    if AUTOCAST.enabled:
        self, input2 = autocast_cast({'cpu': 'fp32'}, self, input2)
    _any_requires_grad = (self._requires_grad or input2._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = CholeskySolveBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(input2) if input2._requires_grad else None,
        )
        if self._output_nr or input2._output_nr:
            grad_fn._next_nrs = edge_numbers(self, input2)
        grad_fn.input2_ = save_input(input2)
        grad_fn.self_ = save_input(self)
        grad_fn.upper = upper
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, input2)
    self_, input2_, upper_ = self._data, input2._data, upper
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.cholesky_solve(xp, self_, input2_, upper_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('cholesky_solve', error, self_, input2_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_cholesky_solve(self, input2, upper, result)
    if _any_requires_grad:
        grad_fn.result_ = save_output(result)
    return result


def cholesky_inverse(self, upper=False):
    """cholesky_inverse(Tensor self, bool upper=False) -> Tensor"""
    if type(upper) is not bool:
        bool_arg('cholesky_inverse', 'upper', upper, 2)
    if AUTOCAST.enabled:
        self, = autocast_cast({'cpu': 'fp32'}, self)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = CholeskyInverseBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
        grad_fn.upper = upper
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, upper_ = self._data, upper
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.cholesky_inverse(xp, self_, upper_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('cholesky_inverse', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_cholesky_inverse(self, upper, result)
    if _any_requires_grad:
        grad_fn.result_ = save_output(result)
    return result


def cholesky(self, upper=False):
    """cholesky(Tensor self, bool upper=False) -> Tensor"""
    if type(upper) is not bool:
        bool_arg('cholesky', 'upper', upper, 2)
    if AUTOCAST.enabled:
        self, = autocast_cast({'cpu': 'fp32'}, self)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = CholeskyBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.upper = upper
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, upper_ = self._data, upper
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.cholesky(xp, self_, upper_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('cholesky', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_cholesky(self, upper, result)
    if _any_requires_grad:
        grad_fn.result_ = save_output(result)
    return result


def linalg_pinv_atol_rtol_float(self, atol=None, rtol=None, hermitian=False):
    """linalg_pinv.atol_rtol_float(Tensor self, *, float? atol=None, float? rtol=None, bool hermitian=False) -> Tensor"""
    if isinstance(atol, Tensor):
        atol = number_arg('linalg_pinv', 'atol', atol, None, 'float')
    if isinstance(rtol, Tensor):
        rtol = number_arg('linalg_pinv', 'rtol', rtol, None, 'float')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = LinalgPinvBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, atol_, rtol_, hermitian_ = self._data, atol, rtol, hermitian
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.linalg_pinv(xp, self_, atol_, rtol_, hermitian_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('linalg_pinv', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_linalg_pinv_atol_rtol_float(self, atol, rtol, hermitian, result)
    if _any_requires_grad:
        grad_fn.result_ = save_output(result)
    return result


def slice_scatter(self, src, dim=0, start=None, end=None, step=1):
    """slice_scatter(Tensor self, Tensor src, int dim=0, SymInt? start=None, SymInt? end=None, SymInt step=1) -> Tensor"""
    if not isinstance(src, Tensor):
        raise not_a_tensor('slice_scatter', 'src', src, 2)
    if type(dim) is not int:
        dim = int_arg('slice_scatter', 'dim', dim, 3)
    if type(start) is not int and start is not None:
        start = int_arg('slice_scatter', 'start', start, 4)
    if type(end) is not int and end is not None:
        end = int_arg('slice_scatter', 'end', end, 5)
    if type(step) is not int:
        step = int_arg('slice_scatter', 'step', step, 6)
    _any_requires_grad = (self._requires_grad or src._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = SliceScatterBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(src) if src._requires_grad else None,
        )
        if self._output_nr or src._output_nr:
            grad_fn._next_nrs = edge_numbers(self, src)
        grad_fn.dim = dim
        grad_fn.end = end
        grad_fn.start = start
        grad_fn.step = step
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, src)
    self_, src_, dim_, start_, end_, step_ = self._data, src._data, dim, start, end, step
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.slice_scatter(xp, self_, src_, dim_, start_, end_, step_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('slice_scatter', error, self_, src_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_slice_scatter(self, src, dim, start, end, step, result)
    return result


def select_scatter(self, src, dim, index):
    """select_scatter(Tensor self, Tensor src, int dim, SymInt index) -> Tensor"""
    if not isinstance(src, Tensor):
        raise not_a_tensor('select_scatter', 'src', src, 2)
    if type(dim) is not int:
        dim = int_arg('select_scatter', 'dim', dim, 3)
    if type(index) is not int:
        index = int_arg('select_scatter', 'index', index, 4)
    _any_requires_grad = (self._requires_grad or src._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = SelectScatterBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(src) if src._requires_grad else None,
        )
        if self._output_nr or src._output_nr:
            grad_fn._next_nrs = edge_numbers(self, src)
        grad_fn.dim = dim
        grad_fn.index = index
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, src)
    self_, src_, dim_, index_ = self._data, src._data, dim, index
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.select_scatter(xp, self_, src_, dim_, index_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('select_scatter', error, self_, src_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_select_scatter(self, src, dim, index, result)
    return result


def diagonal_scatter(self, src, offset=0, dim1=0, dim2=1):
    """diagonal_scatter(Tensor self, Tensor src, int offset=0, int dim1=0, int dim2=1) -> Tensor"""
    if not isinstance(src, Tensor):
        raise not_a_tensor('diagonal_scatter', 'src', src, 2)
    if type(offset) is not int:
        offset = int_arg('diagonal_scatter', 'offset', offset, 3)
    if type(dim1) is not int:
        dim1 = int_arg('diagonal_scatter', 'dim1', dim1, 4)
    if type(dim2) is not int:
        dim2 = int_arg('diagonal_scatter', 'dim2', dim2, 5)
    _any_requires_grad = (self._requires_grad or src._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = DiagonalScatterBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(src) if src._requires_grad else None,
        )
        if self._output_nr or src._output_nr:
            grad_fn._next_nrs = edge_numbers(self, src)
        grad_fn.dim1 = dim1
        grad_fn.dim2 = dim2
        grad_fn.offset = offset
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, src)
    self_, src_, offset_, dim1_, dim2_ = self._data, src._data, offset, dim1, dim2
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.diagonal_scatter(xp, self_, src_, offset_, dim1_, dim2_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('diagonal_scatter', error, self_, src_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_diagonal_scatter(self, src, offset, dim1, dim2, result)
    return result


def block_diag(tensors):
    """block_diag(Tensor[] tensors) -> Tensor"""
    _any_requires_grad = (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled) and any_requires_grad(tensors)
    if _any_requires_grad:
        grad_fn = BlockDiagBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_edges = collect_next_edges_flat(tensors)
        grad_fn.tensors_size_ = len(tensors)
        grad_fn.tensors_args_dtypes = tuple(t.dtype for t in tensors)
        grad_fn.tensors_args_sizes = tuple(t._data.shape for t in tensors)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(tensors)
    tensors_ = [t._data for t in tensors]
    xp = ARRAY_MODULE[type(tensors_[0]) if tensors_ else K.NUMPY_ARRAY]
    try:
        out = K.block_diag(xp, tensors_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('block_diag', error, None) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_block_diag(tensors, result)
    return result


def histogram_bin_ct(self, bins=100, range=None, weight=None, density=False):
    """histogram.bin_ct(Tensor self, int bins=100, *, float[]? range=None, Tensor? weight=None, bool density=False) -> (Tensor hist, Tensor bin_edges)"""
    if type(bins) is not int:
        bins = int_arg('histogram', 'bins', bins, 2)
    if type(density) is not bool:
        bool_arg('histogram', 'density', density, None)
    weight_is_tensor = isinstance(weight, Tensor)
    _any_requires_grad = (self._requires_grad or (weight_is_tensor and weight._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = NotImplementedNode('aten::histogram', self, weight)
    if FORWARD_AD.active and has_fw_grad(self, weight):
        raise forward_ad_not_implemented('histogram')
    self_, bins_, range_, weight_, density_ = self._data, bins, range, (weight._data if weight_is_tensor else weight), density
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.histogram(xp, self_, bins_, range_, weight_, density_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('histogram', error, self_, weight_) from None
    hist, bin_edges = wrap(out[0]), wrap(out[1])
    if _any_requires_grad:
        set_history(hist, grad_fn)
        set_history(bin_edges, grad_fn)
    return _return_histogram_bin_ct(hist, bin_edges)


def histogram_bins_tensor(self, bins, weight=None, density=False):
    """histogram.bins_tensor(Tensor self, Tensor bins, *, Tensor? weight=None, bool density=False) -> (Tensor hist, Tensor bin_edges)"""
    if not isinstance(bins, Tensor):
        raise not_a_tensor('histogram', 'bins', bins, 2)
    if type(density) is not bool:
        bool_arg('histogram', 'density', density, None)
    weight_is_tensor = isinstance(weight, Tensor)
    _any_requires_grad = (self._requires_grad or bins._requires_grad or (weight_is_tensor and weight._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = NotImplementedNode('aten::histogram', self, bins, weight)
    if FORWARD_AD.active and has_fw_grad(self, bins, weight):
        raise forward_ad_not_implemented('histogram')
    self_, bins_, weight_, density_ = self._data, bins._data, (weight._data if weight_is_tensor else weight), density
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.histogram(xp, self_, bins_, None, weight_, density_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('histogram', error, self_, bins_, weight_) from None
    hist, bin_edges = wrap(out[0]), wrap(out[1])
    if _any_requires_grad:
        set_history(hist, grad_fn)
        set_history(bin_edges, grad_fn)
    return _return_histogram_bins_tensor(hist, bin_edges)


def linalg_lu_factor_ex(A, pivot=True, check_errors=False):
    """linalg_lu_factor_ex(Tensor A, *, bool pivot=True, bool check_errors=False) -> (Tensor LU, Tensor pivots, Tensor info)"""
    _any_requires_grad = A._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = LinalgLuFactorExBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(A),)
        if A._output_nr:
            grad_fn._next_nrs = edge_numbers(A)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.pivot = pivot
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(A)
    A_, pivot_, check_errors_ = A._data, pivot, check_errors
    xp = ARRAY_MODULE[type(A_)]
    try:
        out = K.linalg_lu_factor_ex(xp, A_, pivot_, check_errors_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('linalg_lu_factor_ex', error, A_) from None
    LU, pivots, info = wrap(out[0]), wrap(out[1]), wrap(out[2])
    if _any_requires_grad:
        set_history(LU, grad_fn)
    if _any_has_forward_grad:
        forward_derivatives.jvp_linalg_lu_factor_ex(A, pivot, check_errors, LU, pivots, info)
    if _any_requires_grad:
        grad_fn.LU_ = save_output(LU)
        grad_fn.pivots_ = save_output(pivots)
    return _return_linalg_lu_factor_ex(LU, pivots, info)


def lu_unpack(LU_data, LU_pivots, unpack_data=True, unpack_pivots=True):
    """lu_unpack(Tensor LU_data, Tensor LU_pivots, bool unpack_data=True, bool unpack_pivots=True) -> (Tensor P, Tensor L, Tensor U)"""
    if not isinstance(LU_pivots, Tensor):
        raise not_a_tensor('lu_unpack', 'LU_pivots', LU_pivots, 2)
    if type(unpack_data) is not bool:
        bool_arg('lu_unpack', 'unpack_data', unpack_data, 3)
    if type(unpack_pivots) is not bool:
        bool_arg('lu_unpack', 'unpack_pivots', unpack_pivots, 4)
    _any_requires_grad = LU_data._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = LuUnpackBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(LU_data),)
        if LU_data._output_nr:
            grad_fn._next_nrs = edge_numbers(LU_data)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.LU_data_argsize_minus_1 = LU_data._data.shape[-1]
        grad_fn.LU_data_argsize_minus_2 = LU_data._data.shape[-2]
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(LU_data)
    LU_data_, LU_pivots_, unpack_data_, unpack_pivots_ = LU_data._data, LU_pivots._data, unpack_data, unpack_pivots
    xp = ARRAY_MODULE[type(LU_data_)]
    try:
        out = K.lu_unpack(xp, LU_data_, LU_pivots_, unpack_data_, unpack_pivots_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('lu_unpack', error, LU_data_, LU_pivots_) from None
    P, L, U = wrap(out[0]), wrap(out[1]), wrap(out[2])
    if _any_requires_grad:
        set_history(L, grad_fn)
        set_history(U, grad_fn)
    if _any_has_forward_grad:
        forward_derivatives.jvp_lu_unpack(LU_data, LU_pivots, unpack_data, unpack_pivots, P, L, U)
    return _return_lu_unpack(P, L, U)


def linalg_lu(A, pivot=True):
    """linalg_lu(Tensor A, *, bool pivot=True) -> (Tensor P, Tensor L, Tensor U)"""
    _any_requires_grad = A._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = LinalgLuBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(A),)
        if A._output_nr:
            grad_fn._next_nrs = edge_numbers(A)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.pivot = pivot
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(A)
    A_, pivot_ = A._data, pivot
    xp = ARRAY_MODULE[type(A_)]
    try:
        out = K.linalg_lu(xp, A_, pivot_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('linalg_lu', error, A_) from None
    P, L, U = wrap(out[0]), wrap(out[1]), wrap(out[2])
    if _any_requires_grad:
        set_history(L, grad_fn)
        set_history(U, grad_fn)
    if _any_has_forward_grad:
        forward_derivatives.jvp_linalg_lu(A, pivot, P, L, U)
    if _any_requires_grad:
        grad_fn.L_ = save_output(L)
        grad_fn.P_ = save_output(P)
        grad_fn.U_ = save_output(U)
    return _return_linalg_lu(P, L, U)


def linalg_lu_solve(LU, pivots, B, left=True, adjoint=False):
    """linalg_lu_solve(Tensor LU, Tensor pivots, Tensor B, *, bool left=True, bool adjoint=False) -> Tensor"""
    B_is_tensor = isinstance(B, Tensor)
    _any_requires_grad = (LU._requires_grad or (B_is_tensor and B._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = LinalgLuSolveBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(LU) if LU._requires_grad else None,
            gradient_node(B) if B_is_tensor and B._requires_grad else None,
        )
        if LU._output_nr or B_is_tensor and B._output_nr:
            grad_fn._next_nrs = edge_numbers(LU, B)
        grad_fn.LU_ = save_input(LU)
        grad_fn.adjoint = adjoint
        grad_fn.left = left
        grad_fn.pivots_ = save_input(pivots)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(LU, B)
    LU_, pivots_, B_, left_, adjoint_ = LU._data, (pivots._data if isinstance(pivots, Tensor) else pivots if type(pivots) in NUMBER_TYPES else scalar_operand(pivots, 'linalg_lu_solve', 'pivots', 2)), (B._data if B_is_tensor else B if type(B) in NUMBER_TYPES else scalar_operand(B, 'linalg_lu_solve', 'B', 3)), left, adjoint
    xp = ARRAY_MODULE[type(LU_)]
    try:
        out = K.linalg_lu_solve(xp, LU_, pivots_, B_, left_, adjoint_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('linalg_lu_solve', error, LU_, pivots_, B_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_linalg_lu_solve(LU, pivots, B, left, adjoint, result)
    if _any_requires_grad:
        grad_fn.result_ = save_output(result)
    return result


def _kernel_threshold_(xp, self, threshold, value):
    return xp.where(self > threshold, self, xp.asarray(value, dtype=self.dtype))


def threshold_(self, threshold, value):
    """threshold_(Tensor(a!) self, Scalar threshold, Scalar value) -> Tensor(a!)"""
    if isinstance(threshold, Tensor):
        threshold = number_arg('threshold_', 'threshold', threshold, 2, 'Number')
    if isinstance(value, Tensor):
        value = number_arg('threshold_', 'value', value, 3, 'Number')
    if FORWARD_AD.active and has_fw_grad(self):
        raise forward_ad_not_implemented('threshold_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = ThresholdBackward1()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.self_ = save_input(clone(self)) if self._requires_grad else NOT_SAVED
        grad_fn.threshold = threshold
    self_, threshold_, value_ = self._data, threshold, value
    xp = ARRAY_MODULE[type(self_)]
    out = None
    if self_ is self._data:
        check_no_internal_overlap(self_)
        try:
            out = xp.where(self_ > threshold_, self_, xp.asarray(value_, dtype=self_.dtype), out=self_)
        except (ValueError, TypeError):
            pass
    if out is None:
        try:
            out = _kernel_threshold_(xp, self_, threshold_, value_)
        except (ValueError, IndexError, TypeError) as error:
            check_numbers('threshold_', (('threshold', threshold, 2, 'Number'), ('value', value, 3, 'Number'),))
            raise kernel_error('threshold_', error, self_, threshold_, value_) from None
        write_inplace(self, out)
    else:
        bump_version(self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def _kernel_rrelu_with_noise_(xp, self, noise, lower, upper, training, generator):
    return K.rrelu_with_noise(xp, self, noise, lower, upper, training, generator)


def rrelu_with_noise_(self, noise, lower=0.125, upper=0.3333333333333333, training=False, generator=None):
    """rrelu_with_noise_(Tensor(a!) self, Tensor(b!) noise, Scalar lower=0.125, Scalar upper=0.3333333333333333, bool training=False, Generator? generator=None) -> Tensor(a!)"""
    if isinstance(lower, Tensor):
        lower = number_arg('rrelu_with_noise_', 'lower', lower, 3, 'Number')
    if isinstance(upper, Tensor):
        upper = number_arg('rrelu_with_noise_', 'upper', upper, 4, 'Number')
    if FORWARD_AD.active and has_fw_grad(self, noise):
        raise forward_ad_not_implemented('rrelu_with_noise_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = RreluWithNoiseBackward1()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.lower = lower
        grad_fn.noise_ = save_input(noise) if self._requires_grad else NOT_SAVED
        grad_fn.training = training
        grad_fn.upper = upper
    self_, noise_, lower_, upper_, training_, generator_ = self._data, (noise._data if isinstance(noise, Tensor) else noise if type(noise) in NUMBER_TYPES else scalar_operand(noise, 'rrelu_with_noise_', 'noise', 2)), lower, upper, training, generator
    xp = ARRAY_MODULE[type(self_)]
    check_no_partial_overlap(self_, noise_)
    try:
        out = _kernel_rrelu_with_noise_(xp, self_, noise_, lower_, upper_, training_, generator_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('rrelu_with_noise_', error, self_, noise_, lower_, upper_) from None
    write_inplace(self, out)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
        grad_fn.result_ = SavedVariable(self, self._view_meta is None)
    return self


def upsample_linear1d(self, output_size, align_corners, scales=None):
    """upsample_linear1d(Tensor self, SymInt[1] output_size, bool align_corners, float? scales=None) -> Tensor"""
    output_size = int_tuple(output_size, 'upsample_linear1d', 'output_size', 2, True)
    if isinstance(scales, Tensor):
        scales = number_arg('upsample_linear1d', 'scales', scales, 4, 'float')
    if AUTOCAST.enabled:
        self, = autocast_cast({'cuda': 'fp32'}, self)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = UpsampleLinear1DBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.align_corners = align_corners
        grad_fn.output_size = output_size
        grad_fn.scales = scales
        grad_fn.self_shape = self._data.shape
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, output_size_, align_corners_, scales_ = self._data, output_size, align_corners, scales
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.upsample_linear(xp, self_, output_size_, align_corners_, (scales_,), 'upsample_linear1d')
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('upsample_linear1d', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_upsample_linear1d(self, output_size, align_corners, scales, result)
    return result


def upsample_linear1d_backward(grad_output, output_size, input_size, align_corners, scales=None):
    """upsample_linear1d_backward(Tensor grad_output, SymInt[1] output_size, SymInt[3] input_size, bool align_corners, float? scales=None) -> Tensor"""
    output_size = int_tuple(output_size, 'upsample_linear1d_backward', 'output_size', 2, True)
    input_size = int_tuple(input_size, 'upsample_linear1d_backward', 'input_size', 3, True)
    if isinstance(scales, Tensor):
        scales = number_arg('upsample_linear1d_backward', 'scales', scales, 5, 'float')
    _any_requires_grad = grad_output._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = UpsampleLinear1DBackwardBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(grad_output),)
        if grad_output._output_nr:
            grad_fn._next_nrs = edge_numbers(grad_output)
        grad_fn.align_corners = align_corners
        grad_fn.output_size = output_size
        grad_fn.scales = scales
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(grad_output)
    grad_output_, output_size_, input_size_, align_corners_, scales_ = grad_output._data, output_size, input_size, align_corners, scales
    xp = ARRAY_MODULE[type(grad_output_)]
    try:
        out = K.upsample_linear_backward(xp, grad_output_, output_size_, input_size_, align_corners_, (scales_,))
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('upsample_linear1d_backward', error, grad_output_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_upsample_linear1d_backward(grad_output, output_size, input_size, align_corners, scales, result)
    return result


def upsample_bilinear2d(self, output_size, align_corners, scales_h=None, scales_w=None):
    """upsample_bilinear2d(Tensor self, SymInt[2] output_size, bool align_corners, float? scales_h=None, float? scales_w=None) -> Tensor"""
    output_size = int_tuple(output_size, 'upsample_bilinear2d', 'output_size', 2, True)
    if isinstance(scales_h, Tensor):
        scales_h = number_arg('upsample_bilinear2d', 'scales_h', scales_h, 4, 'float')
    if isinstance(scales_w, Tensor):
        scales_w = number_arg('upsample_bilinear2d', 'scales_w', scales_w, 5, 'float')
    if AUTOCAST.enabled:
        self, = autocast_cast({'cuda': 'fp32'}, self)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = UpsampleBilinear2DBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.align_corners = align_corners
        grad_fn.output_size = output_size
        grad_fn.scales_h = scales_h
        grad_fn.scales_w = scales_w
        grad_fn.self_shape = self._data.shape
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, output_size_, align_corners_, scales_h_, scales_w_ = self._data, output_size, align_corners, scales_h, scales_w
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.upsample_linear(xp, self_, output_size_, align_corners_, (scales_h_, scales_w_), 'upsample_bilinear2d')
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('upsample_bilinear2d', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_upsample_bilinear2d(self, output_size, align_corners, scales_h, scales_w, result)
    return result


def upsample_bilinear2d_backward(grad_output, output_size, input_size, align_corners, scales_h=None, scales_w=None):
    """upsample_bilinear2d_backward(Tensor grad_output, SymInt[2] output_size, SymInt[4] input_size, bool align_corners, float? scales_h=None, float? scales_w=None) -> Tensor"""
    output_size = int_tuple(output_size, 'upsample_bilinear2d_backward', 'output_size', 2, True)
    input_size = int_tuple(input_size, 'upsample_bilinear2d_backward', 'input_size', 3, True)
    if isinstance(scales_h, Tensor):
        scales_h = number_arg('upsample_bilinear2d_backward', 'scales_h', scales_h, 5, 'float')
    if isinstance(scales_w, Tensor):
        scales_w = number_arg('upsample_bilinear2d_backward', 'scales_w', scales_w, 6, 'float')
    _any_requires_grad = grad_output._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = UpsampleBilinear2DBackwardBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(grad_output),)
        if grad_output._output_nr:
            grad_fn._next_nrs = edge_numbers(grad_output)
        grad_fn.align_corners = align_corners
        grad_fn.output_size = output_size
        grad_fn.scales_h = scales_h
        grad_fn.scales_w = scales_w
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(grad_output)
    grad_output_, output_size_, input_size_, align_corners_, scales_h_, scales_w_ = grad_output._data, output_size, input_size, align_corners, scales_h, scales_w
    xp = ARRAY_MODULE[type(grad_output_)]
    try:
        out = K.upsample_linear_backward(xp, grad_output_, output_size_, input_size_, align_corners_, (scales_h_, scales_w_))
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('upsample_bilinear2d_backward', error, grad_output_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_upsample_bilinear2d_backward(grad_output, output_size, input_size, align_corners, scales_h, scales_w, result)
    return result


def upsample_bicubic2d(self, output_size, align_corners, scales_h=None, scales_w=None):
    """upsample_bicubic2d(Tensor self, SymInt[2] output_size, bool align_corners, float? scales_h=None, float? scales_w=None) -> Tensor"""
    output_size = int_tuple(output_size, 'upsample_bicubic2d', 'output_size', 2, True)
    if isinstance(scales_h, Tensor):
        scales_h = number_arg('upsample_bicubic2d', 'scales_h', scales_h, 4, 'float')
    if isinstance(scales_w, Tensor):
        scales_w = number_arg('upsample_bicubic2d', 'scales_w', scales_w, 5, 'float')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = UpsampleBicubic2DBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.align_corners = align_corners
        grad_fn.output_size = output_size
        grad_fn.scales_h = scales_h
        grad_fn.scales_w = scales_w
        grad_fn.self_shape = self._data.shape
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, output_size_, align_corners_, scales_h_, scales_w_ = self._data, output_size, align_corners, scales_h, scales_w
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.upsample_bicubic2d(xp, self_, output_size_, align_corners_, (scales_h_, scales_w_))
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('upsample_bicubic2d', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_upsample_bicubic2d(self, output_size, align_corners, scales_h, scales_w, result)
    return result


def upsample_bicubic2d_backward(grad_output, output_size, input_size, align_corners, scales_h=None, scales_w=None):
    """upsample_bicubic2d_backward(Tensor grad_output, SymInt[2] output_size, SymInt[4] input_size, bool align_corners, float? scales_h=None, float? scales_w=None) -> Tensor"""
    output_size = int_tuple(output_size, 'upsample_bicubic2d_backward', 'output_size', 2, True)
    input_size = int_tuple(input_size, 'upsample_bicubic2d_backward', 'input_size', 3, True)
    if isinstance(scales_h, Tensor):
        scales_h = number_arg('upsample_bicubic2d_backward', 'scales_h', scales_h, 5, 'float')
    if isinstance(scales_w, Tensor):
        scales_w = number_arg('upsample_bicubic2d_backward', 'scales_w', scales_w, 6, 'float')
    _any_requires_grad = grad_output._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = UpsampleBicubic2DBackwardBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(grad_output),)
        if grad_output._output_nr:
            grad_fn._next_nrs = edge_numbers(grad_output)
        grad_fn.align_corners = align_corners
        grad_fn.output_size = output_size
        grad_fn.scales_h = scales_h
        grad_fn.scales_w = scales_w
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(grad_output)
    grad_output_, output_size_, input_size_, align_corners_, scales_h_, scales_w_ = grad_output._data, output_size, input_size, align_corners, scales_h, scales_w
    xp = ARRAY_MODULE[type(grad_output_)]
    try:
        out = K.upsample_bicubic2d_backward(xp, grad_output_, output_size_, input_size_, align_corners_, (scales_h_, scales_w_))
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('upsample_bicubic2d_backward', error, grad_output_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_upsample_bicubic2d_backward(grad_output, output_size, input_size, align_corners, scales_h, scales_w, result)
    return result


def upsample_trilinear3d(self, output_size, align_corners, scales_d=None, scales_h=None, scales_w=None):
    """upsample_trilinear3d(Tensor self, SymInt[3] output_size, bool align_corners, float? scales_d=None, float? scales_h=None, float? scales_w=None) -> Tensor"""
    output_size = int_tuple(output_size, 'upsample_trilinear3d', 'output_size', 2, True)
    if isinstance(scales_d, Tensor):
        scales_d = number_arg('upsample_trilinear3d', 'scales_d', scales_d, 4, 'float')
    if isinstance(scales_h, Tensor):
        scales_h = number_arg('upsample_trilinear3d', 'scales_h', scales_h, 5, 'float')
    if isinstance(scales_w, Tensor):
        scales_w = number_arg('upsample_trilinear3d', 'scales_w', scales_w, 6, 'float')
    if AUTOCAST.enabled:
        self, = autocast_cast({'cuda': 'fp32'}, self)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = UpsampleTrilinear3DBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.align_corners = align_corners
        grad_fn.output_size = output_size
        grad_fn.scales_d = scales_d
        grad_fn.scales_h = scales_h
        grad_fn.scales_w = scales_w
        grad_fn.self_shape = self._data.shape
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, output_size_, align_corners_, scales_d_, scales_h_, scales_w_ = self._data, output_size, align_corners, scales_d, scales_h, scales_w
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.upsample_linear(xp, self_, output_size_, align_corners_, (scales_d_, scales_h_, scales_w_), 'upsample_trilinear3d')
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('upsample_trilinear3d', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_upsample_trilinear3d(self, output_size, align_corners, scales_d, scales_h, scales_w, result)
    return result


def upsample_trilinear3d_backward(grad_output, output_size, input_size, align_corners, scales_d=None, scales_h=None, scales_w=None):
    """upsample_trilinear3d_backward(Tensor grad_output, SymInt[3] output_size, SymInt[5] input_size, bool align_corners, float? scales_d=None, float? scales_h=None, float? scales_w=None) -> Tensor"""
    output_size = int_tuple(output_size, 'upsample_trilinear3d_backward', 'output_size', 2, True)
    input_size = int_tuple(input_size, 'upsample_trilinear3d_backward', 'input_size', 3, True)
    if isinstance(scales_d, Tensor):
        scales_d = number_arg('upsample_trilinear3d_backward', 'scales_d', scales_d, 5, 'float')
    if isinstance(scales_h, Tensor):
        scales_h = number_arg('upsample_trilinear3d_backward', 'scales_h', scales_h, 6, 'float')
    if isinstance(scales_w, Tensor):
        scales_w = number_arg('upsample_trilinear3d_backward', 'scales_w', scales_w, 7, 'float')
    _any_requires_grad = grad_output._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = UpsampleTrilinear3DBackwardBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(grad_output),)
        if grad_output._output_nr:
            grad_fn._next_nrs = edge_numbers(grad_output)
        grad_fn.align_corners = align_corners
        grad_fn.output_size = output_size
        grad_fn.scales_d = scales_d
        grad_fn.scales_h = scales_h
        grad_fn.scales_w = scales_w
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(grad_output)
    grad_output_, output_size_, input_size_, align_corners_, scales_d_, scales_h_, scales_w_ = grad_output._data, output_size, input_size, align_corners, scales_d, scales_h, scales_w
    xp = ARRAY_MODULE[type(grad_output_)]
    try:
        out = K.upsample_linear_backward(xp, grad_output_, output_size_, input_size_, align_corners_, (scales_d_, scales_h_, scales_w_))
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('upsample_trilinear3d_backward', error, grad_output_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_upsample_trilinear3d_backward(grad_output, output_size, input_size, align_corners, scales_d, scales_h, scales_w, result)
    return result


def native_channel_shuffle(self, groups):
    """native_channel_shuffle(Tensor self, SymInt groups) -> Tensor"""
    if type(groups) is not int:
        groups = int_arg('native_channel_shuffle', 'groups', groups, 2)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = NotImplementedNode('aten::native_channel_shuffle', self)
    if FORWARD_AD.active and has_fw_grad(self):
        raise forward_ad_not_implemented('native_channel_shuffle')
    self_, groups_ = self._data, groups
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.channel_shuffle(xp, self_, groups_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('native_channel_shuffle', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    return result


def _kernel_acosh_(xp, self):
    return xp.arccosh(self)


def acosh_(self):
    """acosh_(Tensor(a!) self) -> Tensor(a!)"""
    if FORWARD_AD.active and has_fw_grad(self):
        raise forward_ad_not_implemented('acosh_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = AcoshBackward1()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
    self_ = self._data
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    out = None
    if self_ is self._data:
        check_no_internal_overlap(self_)
        try:
            out = xp.arccosh(self_, out=self_)
        except (ValueError, TypeError):
            pass
    if out is None:
        try:
            out = _kernel_acosh_(xp, self_)
        except (ValueError, IndexError, TypeError) as error:
            raise kernel_error('acosh_', error, self_) from None
        write_inplace(self, out)
    else:
        bump_version(self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def _kernel_asinh_(xp, self):
    return xp.arcsinh(self)


def asinh_(self):
    """asinh_(Tensor(a!) self) -> Tensor(a!)"""
    if FORWARD_AD.active and has_fw_grad(self):
        raise forward_ad_not_implemented('asinh_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = AsinhBackward1()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
    self_ = self._data
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    out = None
    if self_ is self._data:
        check_no_internal_overlap(self_)
        try:
            out = xp.arcsinh(self_, out=self_)
        except (ValueError, TypeError):
            pass
    if out is None:
        try:
            out = _kernel_asinh_(xp, self_)
        except (ValueError, IndexError, TypeError) as error:
            raise kernel_error('asinh_', error, self_) from None
        write_inplace(self, out)
    else:
        bump_version(self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def _kernel_atanh_(xp, self):
    return xp.arctanh(self)


def atanh_(self):
    """atanh_(Tensor(a!) self) -> Tensor(a!)"""
    if FORWARD_AD.active and has_fw_grad(self):
        raise forward_ad_not_implemented('atanh_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = AtanhBackward1()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
    self_ = self._data
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    out = None
    if self_ is self._data:
        check_no_internal_overlap(self_)
        try:
            out = xp.arctanh(self_, out=self_)
        except (ValueError, TypeError):
            pass
    if out is None:
        try:
            out = _kernel_atanh_(xp, self_)
        except (ValueError, IndexError, TypeError) as error:
            raise kernel_error('atanh_', error, self_) from None
        write_inplace(self, out)
    else:
        bump_version(self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def _kernel_polygamma_(xp, self, n):
    return K.polygamma(xp, n, self)


def polygamma_(self, n):
    """polygamma_(Tensor(a!) self, int n) -> Tensor(a!)"""
    if type(n) is not int:
        n = int_arg('polygamma_', 'n', n, 2)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'polygamma_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = PolygammaBackward1()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.n = n
        grad_fn.self_ = save_input(clone(self)) if self._requires_grad else NOT_SAVED
    self_, n_ = self._data, n
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = _kernel_polygamma_(xp, self_, n_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('polygamma_', error, self_) from None
    write_inplace(self, out)
    if _any_has_forward_grad:
        forward_derivatives.jvp_polygamma_(self_before, n, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def _kernel_eq__Scalar(xp, self, other):
    return xp.equal(self, other)


def eq__Scalar(self, other):
    """eq_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)"""
    if isinstance(other, Tensor):
        other = number_arg('eq_', 'other', other, 2, 'Number')
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'eq_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = EqBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
    self_, other_ = self._data, other
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype:
        self_, other_ = promote(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    out = None
    if self_ is self._data:
        check_no_internal_overlap(self_)
        try:
            out = xp.equal(self_, other_, out=self_)
        except (ValueError, TypeError):
            pass
    if out is None:
        try:
            out = _kernel_eq__Scalar(xp, self_, other_)
        except (ValueError, IndexError, TypeError) as error:
            check_numbers('eq_', (('other', other, 2, 'Number'),))
            raise kernel_error('eq_', error, self_, other_) from None
        write_inplace(self, out)
    else:
        bump_version(self)
    if _any_has_forward_grad:
        forward_derivatives.jvp_eq__Scalar(self_before, other, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def _kernel_eq__Tensor(xp, self, other):
    return xp.equal(self, other)


def eq__Tensor(self, other):
    """eq_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
    other_is_tensor = isinstance(other, Tensor)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, other)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'eq_')
    _any_requires_grad = (self._requires_grad or (other_is_tensor and other._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = EqBackward1()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(other) if other_is_tensor and other._requires_grad else None,
        )
        if self._output_nr or other_is_tensor and other._output_nr:
            grad_fn._next_nrs = edge_numbers(self, other)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.other_info = (other._data.shape, other.dtype, other.device)
    self_, other_ = self._data, (other._data if other_is_tensor else other if type(other) in NUMBER_TYPES else scalar_operand(other, 'eq_', 'other', 2))
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype:
        self_, other_ = promote(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    check_no_partial_overlap(self_, other_)
    out = None
    if self_ is self._data:
        check_no_internal_overlap(self_)
        try:
            out = xp.equal(self_, other_, out=self_)
        except (ValueError, TypeError):
            pass
    if out is None:
        try:
            out = _kernel_eq__Tensor(xp, self_, other_)
        except (ValueError, IndexError, TypeError) as error:
            raise kernel_error('eq_', error, self_, other_) from None
        write_inplace(self, out)
    else:
        bump_version(self)
    if _any_has_forward_grad:
        forward_derivatives.jvp_eq__Tensor(self_before, other, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def _kernel_ne__Scalar(xp, self, other):
    return xp.not_equal(self, other)


def ne__Scalar(self, other):
    """ne_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)"""
    if isinstance(other, Tensor):
        other = number_arg('ne_', 'other', other, 2, 'Number')
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'ne_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = NeBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
    self_, other_ = self._data, other
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype:
        self_, other_ = promote(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    out = None
    if self_ is self._data:
        check_no_internal_overlap(self_)
        try:
            out = xp.not_equal(self_, other_, out=self_)
        except (ValueError, TypeError):
            pass
    if out is None:
        try:
            out = _kernel_ne__Scalar(xp, self_, other_)
        except (ValueError, IndexError, TypeError) as error:
            check_numbers('ne_', (('other', other, 2, 'Number'),))
            raise kernel_error('ne_', error, self_, other_) from None
        write_inplace(self, out)
    else:
        bump_version(self)
    if _any_has_forward_grad:
        forward_derivatives.jvp_ne__Scalar(self_before, other, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def _kernel_ne__Tensor(xp, self, other):
    return xp.not_equal(self, other)


def ne__Tensor(self, other):
    """ne_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
    other_is_tensor = isinstance(other, Tensor)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, other)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'ne_')
    _any_requires_grad = (self._requires_grad or (other_is_tensor and other._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = NeBackward1()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(other) if other_is_tensor and other._requires_grad else None,
        )
        if self._output_nr or other_is_tensor and other._output_nr:
            grad_fn._next_nrs = edge_numbers(self, other)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.other_info = (other._data.shape, other.dtype, other.device)
    self_, other_ = self._data, (other._data if other_is_tensor else other if type(other) in NUMBER_TYPES else scalar_operand(other, 'ne_', 'other', 2))
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype:
        self_, other_ = promote(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    check_no_partial_overlap(self_, other_)
    out = None
    if self_ is self._data:
        check_no_internal_overlap(self_)
        try:
            out = xp.not_equal(self_, other_, out=self_)
        except (ValueError, TypeError):
            pass
    if out is None:
        try:
            out = _kernel_ne__Tensor(xp, self_, other_)
        except (ValueError, IndexError, TypeError) as error:
            raise kernel_error('ne_', error, self_, other_) from None
        write_inplace(self, out)
    else:
        bump_version(self)
    if _any_has_forward_grad:
        forward_derivatives.jvp_ne__Tensor(self_before, other, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def _kernel_lt__Scalar(xp, self, other):
    return xp.less(self, other)


def lt__Scalar(self, other):
    """lt_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)"""
    if isinstance(other, Tensor):
        other = number_arg('lt_', 'other', other, 2, 'Number')
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'lt_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = LtBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
    self_, other_ = self._data, other
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype:
        self_, other_ = promote(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    out = None
    if self_ is self._data:
        check_no_internal_overlap(self_)
        try:
            out = xp.less(self_, other_, out=self_)
        except (ValueError, TypeError):
            pass
    if out is None:
        try:
            out = _kernel_lt__Scalar(xp, self_, other_)
        except (ValueError, IndexError, TypeError) as error:
            check_numbers('lt_', (('other', other, 2, 'Number'),))
            raise kernel_error('lt_', error, self_, other_) from None
        write_inplace(self, out)
    else:
        bump_version(self)
    if _any_has_forward_grad:
        forward_derivatives.jvp_lt__Scalar(self_before, other, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def _kernel_lt__Tensor(xp, self, other):
    return xp.less(self, other)


def lt__Tensor(self, other):
    """lt_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
    other_is_tensor = isinstance(other, Tensor)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, other)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'lt_')
    _any_requires_grad = (self._requires_grad or (other_is_tensor and other._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = LtBackward1()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(other) if other_is_tensor and other._requires_grad else None,
        )
        if self._output_nr or other_is_tensor and other._output_nr:
            grad_fn._next_nrs = edge_numbers(self, other)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.other_info = (other._data.shape, other.dtype, other.device)
    self_, other_ = self._data, (other._data if other_is_tensor else other if type(other) in NUMBER_TYPES else scalar_operand(other, 'lt_', 'other', 2))
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype:
        self_, other_ = promote(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    check_no_partial_overlap(self_, other_)
    out = None
    if self_ is self._data:
        check_no_internal_overlap(self_)
        try:
            out = xp.less(self_, other_, out=self_)
        except (ValueError, TypeError):
            pass
    if out is None:
        try:
            out = _kernel_lt__Tensor(xp, self_, other_)
        except (ValueError, IndexError, TypeError) as error:
            raise kernel_error('lt_', error, self_, other_) from None
        write_inplace(self, out)
    else:
        bump_version(self)
    if _any_has_forward_grad:
        forward_derivatives.jvp_lt__Tensor(self_before, other, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def _kernel_le__Scalar(xp, self, other):
    return xp.less_equal(self, other)


def le__Scalar(self, other):
    """le_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)"""
    if isinstance(other, Tensor):
        other = number_arg('le_', 'other', other, 2, 'Number')
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'le_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = LeBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
    self_, other_ = self._data, other
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype:
        self_, other_ = promote(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    out = None
    if self_ is self._data:
        check_no_internal_overlap(self_)
        try:
            out = xp.less_equal(self_, other_, out=self_)
        except (ValueError, TypeError):
            pass
    if out is None:
        try:
            out = _kernel_le__Scalar(xp, self_, other_)
        except (ValueError, IndexError, TypeError) as error:
            check_numbers('le_', (('other', other, 2, 'Number'),))
            raise kernel_error('le_', error, self_, other_) from None
        write_inplace(self, out)
    else:
        bump_version(self)
    if _any_has_forward_grad:
        forward_derivatives.jvp_le__Scalar(self_before, other, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def _kernel_le__Tensor(xp, self, other):
    return xp.less_equal(self, other)


def le__Tensor(self, other):
    """le_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
    other_is_tensor = isinstance(other, Tensor)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, other)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'le_')
    _any_requires_grad = (self._requires_grad or (other_is_tensor and other._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = LeBackward1()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(other) if other_is_tensor and other._requires_grad else None,
        )
        if self._output_nr or other_is_tensor and other._output_nr:
            grad_fn._next_nrs = edge_numbers(self, other)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.other_info = (other._data.shape, other.dtype, other.device)
    self_, other_ = self._data, (other._data if other_is_tensor else other if type(other) in NUMBER_TYPES else scalar_operand(other, 'le_', 'other', 2))
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype:
        self_, other_ = promote(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    check_no_partial_overlap(self_, other_)
    out = None
    if self_ is self._data:
        check_no_internal_overlap(self_)
        try:
            out = xp.less_equal(self_, other_, out=self_)
        except (ValueError, TypeError):
            pass
    if out is None:
        try:
            out = _kernel_le__Tensor(xp, self_, other_)
        except (ValueError, IndexError, TypeError) as error:
            raise kernel_error('le_', error, self_, other_) from None
        write_inplace(self, out)
    else:
        bump_version(self)
    if _any_has_forward_grad:
        forward_derivatives.jvp_le__Tensor(self_before, other, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def _kernel_gt__Scalar(xp, self, other):
    return xp.greater(self, other)


def gt__Scalar(self, other):
    """gt_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)"""
    if isinstance(other, Tensor):
        other = number_arg('gt_', 'other', other, 2, 'Number')
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'gt_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = GtBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
    self_, other_ = self._data, other
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype:
        self_, other_ = promote(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    out = None
    if self_ is self._data:
        check_no_internal_overlap(self_)
        try:
            out = xp.greater(self_, other_, out=self_)
        except (ValueError, TypeError):
            pass
    if out is None:
        try:
            out = _kernel_gt__Scalar(xp, self_, other_)
        except (ValueError, IndexError, TypeError) as error:
            check_numbers('gt_', (('other', other, 2, 'Number'),))
            raise kernel_error('gt_', error, self_, other_) from None
        write_inplace(self, out)
    else:
        bump_version(self)
    if _any_has_forward_grad:
        forward_derivatives.jvp_gt__Scalar(self_before, other, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def _kernel_gt__Tensor(xp, self, other):
    return xp.greater(self, other)


def gt__Tensor(self, other):
    """gt_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
    other_is_tensor = isinstance(other, Tensor)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, other)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'gt_')
    _any_requires_grad = (self._requires_grad or (other_is_tensor and other._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = GtBackward1()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(other) if other_is_tensor and other._requires_grad else None,
        )
        if self._output_nr or other_is_tensor and other._output_nr:
            grad_fn._next_nrs = edge_numbers(self, other)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.other_info = (other._data.shape, other.dtype, other.device)
    self_, other_ = self._data, (other._data if other_is_tensor else other if type(other) in NUMBER_TYPES else scalar_operand(other, 'gt_', 'other', 2))
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype:
        self_, other_ = promote(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    check_no_partial_overlap(self_, other_)
    out = None
    if self_ is self._data:
        check_no_internal_overlap(self_)
        try:
            out = xp.greater(self_, other_, out=self_)
        except (ValueError, TypeError):
            pass
    if out is None:
        try:
            out = _kernel_gt__Tensor(xp, self_, other_)
        except (ValueError, IndexError, TypeError) as error:
            raise kernel_error('gt_', error, self_, other_) from None
        write_inplace(self, out)
    else:
        bump_version(self)
    if _any_has_forward_grad:
        forward_derivatives.jvp_gt__Tensor(self_before, other, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def _kernel_ge__Scalar(xp, self, other):
    return xp.greater_equal(self, other)


def ge__Scalar(self, other):
    """ge_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)"""
    if isinstance(other, Tensor):
        other = number_arg('ge_', 'other', other, 2, 'Number')
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'ge_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = GeBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
    self_, other_ = self._data, other
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype:
        self_, other_ = promote(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    out = None
    if self_ is self._data:
        check_no_internal_overlap(self_)
        try:
            out = xp.greater_equal(self_, other_, out=self_)
        except (ValueError, TypeError):
            pass
    if out is None:
        try:
            out = _kernel_ge__Scalar(xp, self_, other_)
        except (ValueError, IndexError, TypeError) as error:
            check_numbers('ge_', (('other', other, 2, 'Number'),))
            raise kernel_error('ge_', error, self_, other_) from None
        write_inplace(self, out)
    else:
        bump_version(self)
    if _any_has_forward_grad:
        forward_derivatives.jvp_ge__Scalar(self_before, other, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def _kernel_ge__Tensor(xp, self, other):
    return xp.greater_equal(self, other)


def ge__Tensor(self, other):
    """ge_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
    other_is_tensor = isinstance(other, Tensor)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, other)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'ge_')
    _any_requires_grad = (self._requires_grad or (other_is_tensor and other._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = GeBackward1()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(other) if other_is_tensor and other._requires_grad else None,
        )
        if self._output_nr or other_is_tensor and other._output_nr:
            grad_fn._next_nrs = edge_numbers(self, other)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.other_info = (other._data.shape, other.dtype, other.device)
    self_, other_ = self._data, (other._data if other_is_tensor else other if type(other) in NUMBER_TYPES else scalar_operand(other, 'ge_', 'other', 2))
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype:
        self_, other_ = promote(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    check_no_partial_overlap(self_, other_)
    out = None
    if self_ is self._data:
        check_no_internal_overlap(self_)
        try:
            out = xp.greater_equal(self_, other_, out=self_)
        except (ValueError, TypeError):
            pass
    if out is None:
        try:
            out = _kernel_ge__Tensor(xp, self_, other_)
        except (ValueError, IndexError, TypeError) as error:
            raise kernel_error('ge_', error, self_, other_) from None
        write_inplace(self, out)
    else:
        bump_version(self)
    if _any_has_forward_grad:
        forward_derivatives.jvp_ge__Tensor(self_before, other, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def special_i1(self):
    """special_i1(Tensor self) -> Tensor"""
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = SpecialI1Backward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_ = self._data
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.i1(xp, self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('special_i1', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_special_i1(self, result)
    if _any_requires_grad:
        grad_fn.result_ = save_output(result)
    return result


def _kernel_i0(xp, self):
    return K.i0(xp, self)


def i0(self):
    """i0(Tensor self) -> Tensor"""
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = I0Backward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_ = self._data
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.i0(xp, self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('i0', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_i0(self, result)
    return result


def _kernel_sinc(xp, self):
    return K.sinc(xp, self)


def sinc(self):
    """sinc(Tensor self) -> Tensor"""
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = SincBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_ = self._data
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.sinc(xp, self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('sinc', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_sinc(self, result)
    return result


def _kernel_deg2rad(xp, self):
    return xp.deg2rad(self)


def deg2rad(self):
    """deg2rad(Tensor self) -> Tensor"""
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = Deg2RadBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_ = self._data
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = xp.deg2rad(self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('deg2rad', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_deg2rad(self, result)
    return result


def _kernel_rad2deg(xp, self):
    return K.rad2deg(xp, self)


def rad2deg(self):
    """rad2deg(Tensor self) -> Tensor"""
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = Rad2DegBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_ = self._data
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.rad2deg(xp, self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('rad2deg', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_rad2deg(self, result)
    return result


def _kernel_gcd(xp, self, other):
    return K.integer_pair(xp, xp.gcd, "gcd", self, other)


def gcd(self, other):
    """gcd(Tensor self, Tensor other) -> Tensor"""
    if not isinstance(other, Tensor):
        raise not_a_tensor('gcd', 'other', other, 2)
    self_, other_ = self._data, other._data
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype:
        self_, other_ = promote(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.integer_pair(xp, xp.gcd, 'gcd', self_, other_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('gcd', error, self_, other_) from None
    result = wrap(out)
    return result


def _kernel_lcm(xp, self, other):
    return K.integer_pair(xp, xp.lcm, "lcm", self, other)


def lcm(self, other):
    """lcm(Tensor self, Tensor other) -> Tensor"""
    if not isinstance(other, Tensor):
        raise not_a_tensor('lcm', 'other', other, 2)
    self_, other_ = self._data, other._data
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype:
        self_, other_ = promote(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.integer_pair(xp, xp.lcm, 'lcm', self_, other_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('lcm', error, self_, other_) from None
    result = wrap(out)
    return result


def _kernel_ldexp_Tensor(xp, self, other):
    return K.ldexp(xp, self, other)


def ldexp_Tensor(self, other):
    """ldexp.Tensor(Tensor self, Tensor other) -> Tensor"""
    if not isinstance(other, Tensor):
        raise not_a_tensor('ldexp', 'other', other, 2)
    _any_requires_grad = (self._requires_grad or other._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = LdexpBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(other) if other._requires_grad else None,
        )
        if self._output_nr or other._output_nr:
            grad_fn._next_nrs = edge_numbers(self, other)
        grad_fn.other_ = save_input(other) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, other)
    self_, other_ = self._data, other._data
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype or self_.dtype.kind != "f":
        self_, other_ = promote_float(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.ldexp(xp, self_, other_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('ldexp', error, self_, other_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_ldexp_Tensor(self, other, result)
    if _any_requires_grad:
        grad_fn.result_ = save_output(result)
    return result


def logaddexp2(self, other):
    """logaddexp2(Tensor self, Tensor other) -> Tensor"""
    if not isinstance(other, Tensor):
        raise not_a_tensor('logaddexp2', 'other', other, 2)
    _any_requires_grad = (self._requires_grad or other._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = Logaddexp2Backward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(other) if other._requires_grad else None,
        )
        if self._output_nr or other._output_nr:
            grad_fn._next_nrs = edge_numbers(self, other)
        grad_fn.other_ = save_input(other)
        grad_fn.self_ = save_input(self)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, other)
    self_, other_ = self._data, other._data
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype:
        self_, other_ = promote(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.float_pair(xp, xp.logaddexp2, 'logaddexp2', self_, other_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('logaddexp2', error, self_, other_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_logaddexp2(self, other, result)
    return result


def _kernel_nextafter(xp, self, other):
    return K.float_pair(xp, xp.nextafter, "nextafter", self, other)


def nextafter(self, other):
    """nextafter(Tensor self, Tensor other) -> Tensor"""
    if not isinstance(other, Tensor):
        raise not_a_tensor('nextafter', 'other', other, 2)
    _any_requires_grad = (self._requires_grad or other._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = NextafterBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(other) if other._requires_grad else None,
        )
        if self._output_nr or other._output_nr:
            grad_fn._next_nrs = edge_numbers(self, other)
        grad_fn.other_ = save_input(other) if self._requires_grad else NOT_SAVED
        grad_fn.other_info = (other._data.shape, other.dtype, other.device)
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, other)
    self_, other_ = self._data, other._data
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype:
        self_, other_ = promote(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.float_pair(xp, xp.nextafter, 'nextafter', self_, other_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('nextafter', error, self_, other_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_nextafter(self, other, result)
    return result


def _kernel_addmv(xp, self, mat, vec, beta, alpha):
    return K.addmv(xp, self, mat, vec, beta, alpha)


def addmv(self, mat, vec, beta=1, alpha=1):
    """addmv(Tensor self, Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1) -> Tensor"""
    if not isinstance(mat, Tensor):
        raise not_a_tensor('addmv', 'mat', mat, 2)
    if not isinstance(vec, Tensor):
        raise not_a_tensor('addmv', 'vec', vec, 3)
    if isinstance(beta, Tensor):
        beta = number_arg('addmv', 'beta', beta, None, 'Number')
    if isinstance(alpha, Tensor):
        alpha = number_arg('addmv', 'alpha', alpha, None, 'Number')
    if AUTOCAST.enabled:
        self, mat, vec = autocast_cast({'cuda': 'lower_precision_fp'}, self, mat, vec)
    _any_requires_grad = (self._requires_grad or mat._requires_grad or vec._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = AddmvBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(mat) if mat._requires_grad else None,
            gradient_node(vec) if vec._requires_grad else None,
        )
        if self._output_nr or mat._output_nr or vec._output_nr:
            grad_fn._next_nrs = edge_numbers(self, mat, vec)
        grad_fn.alpha = alpha
        grad_fn.beta = beta
        grad_fn.mat_ = save_input(mat) if vec._requires_grad else NOT_SAVED
        grad_fn.vec_ = save_input(vec) if mat._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, mat, vec)
    self_, mat_, vec_, beta_, alpha_ = self._data, mat._data, vec._data, beta, alpha
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.addmv(xp, self_, mat_, vec_, beta_, alpha_)
    except (ValueError, IndexError, TypeError) as error:
        check_numbers('addmv', (('beta', beta, None, 'Number'), ('alpha', alpha, None, 'Number'),))
        raise kernel_error('addmv', error, self_, mat_, vec_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_addmv(self, mat, vec, beta, alpha, result)
    return result


def _kernel_addr(xp, self, vec1, vec2, beta, alpha):
    return K.addr(xp, self, vec1, vec2, beta, alpha)


def addr(self, vec1, vec2, beta=1, alpha=1):
    """addr(Tensor self, Tensor vec1, Tensor vec2, *, Scalar beta=1, Scalar alpha=1) -> Tensor"""
    if not isinstance(vec1, Tensor):
        raise not_a_tensor('addr', 'vec1', vec1, 2)
    if not isinstance(vec2, Tensor):
        raise not_a_tensor('addr', 'vec2', vec2, 3)
    if isinstance(beta, Tensor):
        beta = number_arg('addr', 'beta', beta, None, 'Number')
    if isinstance(alpha, Tensor):
        alpha = number_arg('addr', 'alpha', alpha, None, 'Number')
    if AUTOCAST.enabled:
        self, vec1, vec2 = autocast_cast({'cuda': 'lower_precision_fp'}, self, vec1, vec2)
    _any_requires_grad = (self._requires_grad or vec1._requires_grad or vec2._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = AddrBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(vec1) if vec1._requires_grad else None,
            gradient_node(vec2) if vec2._requires_grad else None,
        )
        if self._output_nr or vec1._output_nr or vec2._output_nr:
            grad_fn._next_nrs = edge_numbers(self, vec1, vec2)
        grad_fn.alpha = alpha
        grad_fn.beta = beta
        grad_fn.vec1_ = save_input(vec1) if vec2._requires_grad else NOT_SAVED
        grad_fn.vec2_ = save_input(vec2) if vec1._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, vec1, vec2)
    self_, vec1_, vec2_, beta_, alpha_ = self._data, vec1._data, vec2._data, beta, alpha
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.addr(xp, self_, vec1_, vec2_, beta_, alpha_)
    except (ValueError, IndexError, TypeError) as error:
        check_numbers('addr', (('beta', beta, None, 'Number'), ('alpha', alpha, None, 'Number'),))
        raise kernel_error('addr', error, self_, vec1_, vec2_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_addr(self, vec1, vec2, beta, alpha, result)
    return result


def _kernel_addbmm(xp, self, batch1, batch2, beta, alpha):
    return K.addbmm(xp, self, batch1, batch2, beta, alpha)


def addbmm(self, batch1, batch2, beta=1, alpha=1):
    """addbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor"""
    if not isinstance(batch1, Tensor):
        raise not_a_tensor('addbmm', 'batch1', batch1, 2)
    if not isinstance(batch2, Tensor):
        raise not_a_tensor('addbmm', 'batch2', batch2, 3)
    if isinstance(beta, Tensor):
        beta = number_arg('addbmm', 'beta', beta, None, 'Number')
    if isinstance(alpha, Tensor):
        alpha = number_arg('addbmm', 'alpha', alpha, None, 'Number')
    if AUTOCAST.enabled:
        self, batch1, batch2 = autocast_lower(self, batch1, batch2)
    _any_requires_grad = (self._requires_grad or batch1._requires_grad or batch2._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = AddbmmBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(batch1) if batch1._requires_grad else None,
            gradient_node(batch2) if batch2._requires_grad else None,
        )
        if self._output_nr or batch1._output_nr or batch2._output_nr:
            grad_fn._next_nrs = edge_numbers(self, batch1, batch2)
        grad_fn.alpha = alpha
        grad_fn.batch1_ = save_input(batch1) if batch2._requires_grad else NOT_SAVED
        grad_fn.batch1_shape = batch1._data.shape
        grad_fn.batch2_ = save_input(batch2) if batch1._requires_grad else NOT_SAVED
        grad_fn.beta = beta
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, batch1, batch2)
    self_, batch1_, batch2_, beta_, alpha_ = self._data, batch1._data, batch2._data, beta, alpha
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.addbmm(xp, self_, batch1_, batch2_, beta_, alpha_)
    except (ValueError, IndexError, TypeError) as error:
        check_numbers('addbmm', (('beta', beta, None, 'Number'), ('alpha', alpha, None, 'Number'),))
        raise kernel_error('addbmm', error, self_, batch1_, batch2_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_addbmm(self, batch1, batch2, beta, alpha, result)
    return result


def dist(self, other, p=2):
    """dist(Tensor self, Tensor other, Scalar p=2) -> Tensor"""
    if not isinstance(other, Tensor):
        raise not_a_tensor('dist', 'other', other, 2)
    if isinstance(p, Tensor):
        p = number_arg('dist', 'p', p, 3, 'Number')
    if AUTOCAST.enabled:
        self, other = autocast_cast({'cuda': 'fp32'}, self, other)
    _any_requires_grad = (self._requires_grad or other._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = DistBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(other) if other._requires_grad else None,
        )
        if self._output_nr or other._output_nr:
            grad_fn._next_nrs = edge_numbers(self, other)
        grad_fn.other_ = save_input(other)
        grad_fn.p = p
        grad_fn.self_ = save_input(self)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, other)
    self_, other_, p_ = self._data, other._data, p
    self_, other_, p_ = promote(self_, other_, p_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.dist(xp, self_, other_, p_)
    except (ValueError, IndexError, TypeError) as error:
        check_numbers('dist', (('p', p, 3, 'Number'),))
        raise kernel_error('dist', error, self_, other_, p_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_dist(self, other, p, result)
    if _any_requires_grad:
        grad_fn.result_ = save_output(result)
    return result


def _kernel_renorm(xp, self, p, dim, maxnorm):
    return K.renorm(xp, self, p, dim, maxnorm)


def renorm(self, p, dim, maxnorm):
    """renorm(Tensor self, Scalar p, int dim, Scalar maxnorm) -> Tensor"""
    if isinstance(p, Tensor):
        p = number_arg('renorm', 'p', p, 2, 'Number')
    if type(dim) is not int:
        dim = int_arg('renorm', 'dim', dim, 3)
    if isinstance(maxnorm, Tensor):
        maxnorm = number_arg('renorm', 'maxnorm', maxnorm, 4, 'Number')
    if AUTOCAST.enabled:
        self, = autocast_cast({'cuda': 'fp32'}, self)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = RenormBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.dim = dim
        grad_fn.maxnorm = maxnorm
        grad_fn.p = p
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, p_, dim_, maxnorm_ = self._data, p, dim, maxnorm
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.renorm(xp, self_, p_, dim_, maxnorm_)
    except (ValueError, IndexError, TypeError) as error:
        check_numbers('renorm', (('p', p, 2, 'Number'), ('maxnorm', maxnorm, 4, 'Number'),))
        raise kernel_error('renorm', error, self_, p_, maxnorm_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_renorm(self, p, dim, maxnorm, result)
    return result


def _kernel_put(xp, self, index, source, accumulate):
    return K.put(xp, self, index, source, accumulate)


def put(self, index, source, accumulate=False):
    """put(Tensor self, Tensor index, Tensor source, bool accumulate=False) -> Tensor"""
    if not isinstance(index, Tensor):
        raise not_a_tensor('put', 'index', index, 2)
    if not isinstance(source, Tensor):
        raise not_a_tensor('put', 'source', source, 3)
    if type(accumulate) is not bool:
        bool_arg('put', 'accumulate', accumulate, 4)
    _any_requires_grad = (self._requires_grad or source._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = PutBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(source) if source._requires_grad else None,
        )
        if self._output_nr or source._output_nr:
            grad_fn._next_nrs = edge_numbers(self, source)
        grad_fn.accumulate = accumulate
        grad_fn.index_ = save_input(index)
        grad_fn.source_ = save_input(source) if source._requires_grad else NOT_SAVED
        grad_fn.source_info = (source._data.shape, source.dtype, source.device)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, source)
    self_, index_, source_, accumulate_ = self._data, index._data, source._data, accumulate
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.put(xp, self_, index_, source_, accumulate_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('put', error, self_, index_, source_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_put(self, index, source, accumulate, result)
    return result


def frexp_Tensor(self):
    """frexp.Tensor(Tensor self) -> (Tensor mantissa, Tensor exponent)"""
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = FrexpBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_ = self._data
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.frexp(xp, self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('frexp', error, self_) from None
    mantissa, exponent = wrap(out[0]), wrap(out[1])
    if _any_requires_grad:
        set_history(mantissa, grad_fn)
    if _any_has_forward_grad:
        forward_derivatives.jvp_frexp_Tensor(self, mantissa, exponent)
    if _any_requires_grad:
        grad_fn.exponent_ = save_output(exponent)
    return _return_frexp_Tensor(mantissa, exponent)


def _kernel_index_reduce(xp, self, dim, index, source, reduce, include_self):
    return K.index_reduce(xp, self, dim, index, source, reduce, include_self)


def index_reduce(self, dim, index, source, reduce, include_self=True):
    """index_reduce(Tensor self, int dim, Tensor index, Tensor source, str reduce, *, bool include_self=True) -> Tensor"""
    if type(dim) is not int:
        dim = int_arg('index_reduce', 'dim', dim, 2)
    if not isinstance(index, Tensor):
        raise not_a_tensor('index_reduce', 'index', index, 3)
    if not isinstance(source, Tensor):
        raise not_a_tensor('index_reduce', 'source', source, 4)
    if type(include_self) is not bool:
        bool_arg('index_reduce', 'include_self', include_self, None)
    _any_requires_grad = (self._requires_grad or source._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = IndexReduceBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(source) if source._requires_grad else None,
        )
        if self._output_nr or source._output_nr:
            grad_fn._next_nrs = edge_numbers(self, source)
        grad_fn.dim = dim
        grad_fn.include_self = include_self
        grad_fn.index_ = save_input(index)
        grad_fn.reduce = reduce
        grad_fn.self_ = save_input(self)
        grad_fn.source_ = save_input(source)
    if FORWARD_AD.active and has_fw_grad(self, source):
        raise forward_ad_not_implemented('index_reduce')
    self_, dim_, index_, source_, reduce_, include_self_ = self._data, dim, index._data, source._data, reduce, include_self
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.index_reduce(xp, self_, dim_, index_, source_, reduce_, include_self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('index_reduce', error, self_, index_, source_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
        grad_fn.result_ = save_output(result)
    return result


def angle(self):
    """angle(Tensor self) -> Tensor"""
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = AngleBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_ = self._data
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.angle(xp, self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('angle', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_angle(self, result)
    return result


def _kernel_igamma(xp, self, other):
    return K.igamma(xp, self, other, False)


def igamma(self, other):
    """igamma(Tensor self, Tensor other) -> Tensor"""
    if not isinstance(other, Tensor):
        raise not_a_tensor('igamma', 'other', other, 2)
    _any_requires_grad = (self._requires_grad or other._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = IgammaBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(other) if other._requires_grad else None,
        )
        if self._output_nr or other._output_nr:
            grad_fn._next_nrs = edge_numbers(self, other)
        grad_fn.other_ = save_input(other) if other._requires_grad else NOT_SAVED
        grad_fn.self_ = save_input(self) if other._requires_grad else NOT_SAVED
    if FORWARD_AD.active and has_fw_grad(self, other):
        raise forward_ad_not_implemented('igamma')
    self_, other_ = self._data, other._data
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype:
        self_, other_ = promote(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.igamma(xp, self_, other_, False)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('igamma', error, self_, other_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    return result


def _kernel_igammac(xp, self, other):
    return K.igamma(xp, self, other, True)


def igammac(self, other):
    """igammac(Tensor self, Tensor other) -> Tensor"""
    if not isinstance(other, Tensor):
        raise not_a_tensor('igammac', 'other', other, 2)
    _any_requires_grad = (self._requires_grad or other._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = IgammacBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(other) if other._requires_grad else None,
        )
        if self._output_nr or other._output_nr:
            grad_fn._next_nrs = edge_numbers(self, other)
        grad_fn.other_ = save_input(other) if other._requires_grad else NOT_SAVED
        grad_fn.self_ = save_input(self) if other._requires_grad else NOT_SAVED
    if FORWARD_AD.active and has_fw_grad(self, other):
        raise forward_ad_not_implemented('igammac')
    self_, other_ = self._data, other._data
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype:
        self_, other_ = promote(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.igamma(xp, self_, other_, True)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('igammac', error, self_, other_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    return result


def _pack_padded_sequence(input, lengths, batch_first):
    """_pack_padded_sequence(Tensor input, Tensor lengths, bool batch_first) -> (Tensor, Tensor)"""
    if not isinstance(lengths, Tensor):
        raise not_a_tensor('_pack_padded_sequence', 'lengths', lengths, 2)
    if type(batch_first) is not bool:
        bool_arg('_pack_padded_sequence', 'batch_first', batch_first, 3)
    _any_requires_grad = input._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = PackPaddedSequenceBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(input),)
        if input._output_nr:
            grad_fn._next_nrs = edge_numbers(input)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.batch_first = batch_first
        grad_fn.input_shape = input._data.shape
    if FORWARD_AD.active and has_fw_grad(input):
        raise forward_ad_not_implemented('_pack_padded_sequence')
    input_, lengths_, batch_first_ = input._data, lengths._data, batch_first
    xp = ARRAY_MODULE[type(input_)]
    try:
        out = K.pack_padded_sequence(xp, input_, lengths_, batch_first_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('_pack_padded_sequence', error, input_, lengths_) from None
    result0, result1 = wrap(out[0]), wrap(out[1])
    if _any_requires_grad:
        set_history(result0, grad_fn)
        grad_fn.result1_ = save_output(result1)
    return (result0, result1)


def _embedding_bag(weight, indices, offsets, scale_grad_by_freq=False, mode=0, sparse=False, per_sample_weights=None, include_last_offset=False, padding_idx=-1):
    """_embedding_bag(Tensor weight, Tensor indices, Tensor offsets, bool scale_grad_by_freq=False, int mode=0, bool sparse=False, Tensor? per_sample_weights=None, bool include_last_offset=False, int padding_idx=-1) -> (Tensor, Tensor, Tensor, Tensor)"""
    if not isinstance(indices, Tensor):
        raise not_a_tensor('_embedding_bag', 'indices', indices, 2)
    if not isinstance(offsets, Tensor):
        raise not_a_tensor('_embedding_bag', 'offsets', offsets, 3)
    if type(scale_grad_by_freq) is not bool:
        bool_arg('_embedding_bag', 'scale_grad_by_freq', scale_grad_by_freq, 4)
    if type(mode) is not int:
        mode = int_arg('_embedding_bag', 'mode', mode, 5)
    if type(sparse) is not bool:
        bool_arg('_embedding_bag', 'sparse', sparse, 6)
    if type(include_last_offset) is not bool:
        bool_arg('_embedding_bag', 'include_last_offset', include_last_offset, 8)
    if type(padding_idx) is not int:
        padding_idx = int_arg('_embedding_bag', 'padding_idx', padding_idx, 9)
    per_sample_weights_is_tensor = isinstance(per_sample_weights, Tensor)
    _any_requires_grad = (weight._requires_grad or (per_sample_weights_is_tensor and per_sample_weights._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = EmbeddingBagBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(weight) if weight._requires_grad else None,
            gradient_node(per_sample_weights) if per_sample_weights_is_tensor and per_sample_weights._requires_grad else None,
        )
        if weight._output_nr or per_sample_weights_is_tensor and per_sample_weights._output_nr:
            grad_fn._next_nrs = edge_numbers(weight, per_sample_weights)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.indices_ = save_input(indices)
        grad_fn.mode = mode
        grad_fn.offsets_ = save_input(offsets)
        grad_fn.padding_idx = padding_idx
        grad_fn.per_sample_weights_ = save_input(per_sample_weights)
        grad_fn.scale_grad_by_freq = scale_grad_by_freq
        grad_fn.sparse = sparse
        grad_fn.weight_ = save_input(weight) if per_sample_weights_is_tensor and per_sample_weights._requires_grad else NOT_SAVED
        grad_fn.weight_size_0 = weight._data.shape[0]
    if FORWARD_AD.active and has_fw_grad(weight, per_sample_weights):
        raise forward_ad_not_implemented('_embedding_bag')
    weight_, indices_, offsets_, scale_grad_by_freq_, mode_, sparse_, per_sample_weights_, include_last_offset_, padding_idx_ = weight._data, indices._data, offsets._data, scale_grad_by_freq, mode, sparse, (per_sample_weights._data if per_sample_weights_is_tensor else per_sample_weights), include_last_offset, padding_idx
    xp = ARRAY_MODULE[type(weight_)]
    try:
        out = K.embedding_bag(xp, weight_, indices_, offsets_, mode_, per_sample_weights_, include_last_offset_, padding_idx_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('_embedding_bag', error, weight_, indices_, offsets_, per_sample_weights_) from None
    result0, result1, result2, result3 = wrap(out[0]), wrap(out[1]), wrap(out[2]), wrap(out[3])
    if _any_requires_grad:
        set_history(result0, grad_fn)
        grad_fn.result1_ = save_output(result1)
        grad_fn.result2_ = save_output(result2)
        grad_fn.result3_ = save_output(result3)
    return (result0, result1, result2, result3)


def _embedding_bag_backward(grad_output, indices, offsets, offset2bag, bag_size, maximum_indices, num_weights, scale_grad_by_freq, mode, sparse, per_sample_weights, padding_idx=-1):
    """_embedding_bag_backward(Tensor grad_output, Tensor indices, Tensor offsets, Tensor offset2bag, Tensor bag_size, Tensor maximum_indices, SymInt num_weights, bool scale_grad_by_freq, int mode, bool sparse, Tensor? per_sample_weights, int padding_idx=-1) -> Tensor"""
    per_sample_weights_is_tensor = isinstance(per_sample_weights, Tensor)
    _any_requires_grad = (grad_output._requires_grad or (per_sample_weights_is_tensor and per_sample_weights._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = EmbeddingBagBackwardBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(grad_output) if grad_output._requires_grad else None,
            gradient_node(per_sample_weights) if per_sample_weights_is_tensor and per_sample_weights._requires_grad else None,
        )
        if grad_output._output_nr or per_sample_weights_is_tensor and per_sample_weights._output_nr:
            grad_fn._next_nrs = edge_numbers(grad_output, per_sample_weights)
    if FORWARD_AD.active and has_fw_grad(grad_output, per_sample_weights):
        raise forward_ad_not_implemented('_embedding_bag_backward')
    grad_output_, indices_, offsets_, offset2bag_, bag_size_, maximum_indices_, num_weights_, scale_grad_by_freq_, mode_, sparse_, per_sample_weights_, padding_idx_ = grad_output._data, (indices._data if isinstance(indices, Tensor) else indices if type(indices) in NUMBER_TYPES else scalar_operand(indices, '_embedding_bag_backward', 'indices', 2)), (offsets._data if isinstance(offsets, Tensor) else offsets if type(offsets) in NUMBER_TYPES else scalar_operand(offsets, '_embedding_bag_backward', 'offsets', 3)), (offset2bag._data if isinstance(offset2bag, Tensor) else offset2bag if type(offset2bag) in NUMBER_TYPES else scalar_operand(offset2bag, '_embedding_bag_backward', 'offset2bag', 4)), (bag_size._data if isinstance(bag_size, Tensor) else bag_size if type(bag_size) in NUMBER_TYPES else scalar_operand(bag_size, '_embedding_bag_backward', 'bag_size', 5)), (maximum_indices._data if isinstance(maximum_indices, Tensor) else maximum_indices if type(maximum_indices) in NUMBER_TYPES else scalar_operand(maximum_indices, '_embedding_bag_backward', 'maximum_indices', 6)), num_weights, scale_grad_by_freq, mode, sparse, (per_sample_weights._data if per_sample_weights_is_tensor else per_sample_weights), padding_idx
    xp = ARRAY_MODULE[type(grad_output_)]
    try:
        out = K.embedding_bag_backward(xp, grad_output_, indices_, offset2bag_, bag_size_, maximum_indices_, num_weights_, scale_grad_by_freq_, mode_, per_sample_weights_, padding_idx_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('_embedding_bag_backward', error, grad_output_, indices_, offsets_, offset2bag_, bag_size_, maximum_indices_, per_sample_weights_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    return result


def _embedding_bag_per_sample_weights_backward(grad_output, weight, indices, offsets, offset2bag, mode, padding_idx=-1):
    """_embedding_bag_per_sample_weights_backward(Tensor grad_output, Tensor weight, Tensor indices, Tensor offsets, Tensor offset2bag, int mode, int padding_idx=-1) -> Tensor"""
    weight_is_tensor = isinstance(weight, Tensor)
    indices_is_tensor = isinstance(indices, Tensor)
    offsets_is_tensor = isinstance(offsets, Tensor)
    offset2bag_is_tensor = isinstance(offset2bag, Tensor)
    _any_requires_grad = (grad_output._requires_grad or (weight_is_tensor and weight._requires_grad) or (indices_is_tensor and indices._requires_grad) or (offsets_is_tensor and offsets._requires_grad) or (offset2bag_is_tensor and offset2bag._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = NotImplementedNode('aten::_embedding_bag_per_sample_weights_backward', grad_output, weight, indices, offsets, offset2bag)
    if FORWARD_AD.active and has_fw_grad(grad_output, weight, indices, offsets, offset2bag):
        raise forward_ad_not_implemented('_embedding_bag_per_sample_weights_backward')
    grad_output_, weight_, indices_, offsets_, offset2bag_, mode_, padding_idx_ = grad_output._data, (weight._data if weight_is_tensor else weight if type(weight) in NUMBER_TYPES else scalar_operand(weight, '_embedding_bag_per_sample_weights_backward', 'weight', 2)), (indices._data if indices_is_tensor else indices if type(indices) in NUMBER_TYPES else scalar_operand(indices, '_embedding_bag_per_sample_weights_backward', 'indices', 3)), (offsets._data if offsets_is_tensor else offsets if type(offsets) in NUMBER_TYPES else scalar_operand(offsets, '_embedding_bag_per_sample_weights_backward', 'offsets', 4)), (offset2bag._data if offset2bag_is_tensor else offset2bag if type(offset2bag) in NUMBER_TYPES else scalar_operand(offset2bag, '_embedding_bag_per_sample_weights_backward', 'offset2bag', 5)), mode, padding_idx
    xp = ARRAY_MODULE[type(grad_output_)]
    try:
        out = K.embedding_bag_per_sample_weights_backward(xp, grad_output_, weight_, indices_, offset2bag_, mode_, padding_idx_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('_embedding_bag_per_sample_weights_backward', error, grad_output_, weight_, indices_, offsets_, offset2bag_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    return result


def affine_grid_generator(theta, size, align_corners):
    """affine_grid_generator(Tensor theta, SymInt[] size, bool align_corners) -> Tensor"""
    size = int_tuple(size, 'affine_grid_generator', 'size', 2, False)
    if type(align_corners) is not bool:
        bool_arg('affine_grid_generator', 'align_corners', align_corners, 3)
    _any_requires_grad = theta._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = AffineGridGeneratorBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(theta),)
        if theta._output_nr:
            grad_fn._next_nrs = edge_numbers(theta)
        grad_fn.align_corners = align_corners
        grad_fn.size = size
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(theta)
    theta_, size_, align_corners_ = theta._data, size, align_corners
    xp = ARRAY_MODULE[type(theta_)]
    try:
        out = K.affine_grid_generator(xp, theta_, size_, align_corners_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('affine_grid_generator', error, theta_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_affine_grid_generator(theta, size, align_corners, result)
    return result


def grid_sampler_2d(input, grid, interpolation_mode, padding_mode, align_corners):
    """grid_sampler_2d(Tensor input, Tensor grid, int interpolation_mode, int padding_mode, bool align_corners) -> Tensor"""
    if not isinstance(grid, Tensor):
        raise not_a_tensor('grid_sampler_2d', 'grid', grid, 2)
    if type(interpolation_mode) is not int:
        interpolation_mode = int_arg('grid_sampler_2d', 'interpolation_mode', interpolation_mode, 3)
    if type(padding_mode) is not int:
        padding_mode = int_arg('grid_sampler_2d', 'padding_mode', padding_mode, 4)
    if type(align_corners) is not bool:
        bool_arg('grid_sampler_2d', 'align_corners', align_corners, 5)
    if AUTOCAST.enabled:
        input, grid = autocast_cast({'cpu': 'fp32'}, input, grid)
    _any_requires_grad = (input._requires_grad or grid._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = GridSampler2DBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(input) if input._requires_grad else None,
            gradient_node(grid) if grid._requires_grad else None,
        )
        if input._output_nr or grid._output_nr:
            grad_fn._next_nrs = edge_numbers(input, grid)
        grad_fn.align_corners = align_corners
        grad_fn.grid_ = save_input(grid)
        grad_fn.input_ = save_input(input)
        grad_fn.interpolation_mode = interpolation_mode
        grad_fn.padding_mode = padding_mode
    if FORWARD_AD.active and has_fw_grad(input, grid):
        raise forward_ad_not_implemented('grid_sampler_2d')
    input_, grid_, interpolation_mode_, padding_mode_, align_corners_ = input._data, grid._data, interpolation_mode, padding_mode, align_corners
    xp = ARRAY_MODULE[type(input_)]
    try:
        out = K.grid_sampler(xp, input_, grid_, interpolation_mode_, padding_mode_, align_corners_, 2)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('grid_sampler_2d', error, input_, grid_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    return result


def grid_sampler_2d_backward(grad_output, input, grid, interpolation_mode, padding_mode, align_corners, output_mask):
    """grid_sampler_2d_backward(Tensor grad_output, Tensor input, Tensor grid, int interpolation_mode, int padding_mode, bool align_corners, bool[2] output_mask) -> (Tensor, Tensor)"""
    input_is_tensor = isinstance(input, Tensor)
    grid_is_tensor = isinstance(grid, Tensor)
    _any_requires_grad = (grad_output._requires_grad or (input_is_tensor and input._requires_grad) or (grid_is_tensor and grid._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = GridSampler2DBackwardBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(grad_output) if grad_output._requires_grad else None,
            gradient_node(input) if input_is_tensor and input._requires_grad else None,
            gradient_node(grid) if grid_is_tensor and grid._requires_grad else None,
        )
        if grad_output._output_nr or input_is_tensor and input._output_nr or grid_is_tensor and grid._output_nr:
            grad_fn._next_nrs = edge_numbers(grad_output, input, grid)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.align_corners = align_corners
        grad_fn.grad_output_ = save_input(grad_output)
        grad_fn.grid_ = save_input(grid)
        grad_fn.input_ = save_input(input)
        grad_fn.interpolation_mode = interpolation_mode
        grad_fn.padding_mode = padding_mode
    if FORWARD_AD.active and has_fw_grad(grad_output, input, grid):
        raise forward_ad_not_implemented('grid_sampler_2d_backward')
    grad_output_, input_, grid_, interpolation_mode_, padding_mode_, align_corners_, output_mask_ = grad_output._data, (input._data if input_is_tensor else input if type(input) in NUMBER_TYPES else scalar_operand(input, 'grid_sampler_2d_backward', 'input', 2)), (grid._data if grid_is_tensor else grid if type(grid) in NUMBER_TYPES else scalar_operand(grid, 'grid_sampler_2d_backward', 'grid', 3)), interpolation_mode, padding_mode, align_corners, output_mask
    xp = ARRAY_MODULE[type(grad_output_)]
    try:
        out = K.grid_sampler_backward(xp, grad_output_, input_, grid_, interpolation_mode_, padding_mode_, align_corners_, 2)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('grid_sampler_2d_backward', error, grad_output_, input_, grid_) from None
    result0, result1 = wrap(out[0]), wrap(out[1])
    if _any_requires_grad:
        set_history(result0, grad_fn)
        set_history(result1, grad_fn)
    return (result0, result1)


def grid_sampler_3d(input, grid, interpolation_mode, padding_mode, align_corners):
    """grid_sampler_3d(Tensor input, Tensor grid, int interpolation_mode, int padding_mode, bool align_corners) -> Tensor"""
    if not isinstance(grid, Tensor):
        raise not_a_tensor('grid_sampler_3d', 'grid', grid, 2)
    if type(interpolation_mode) is not int:
        interpolation_mode = int_arg('grid_sampler_3d', 'interpolation_mode', interpolation_mode, 3)
    if type(padding_mode) is not int:
        padding_mode = int_arg('grid_sampler_3d', 'padding_mode', padding_mode, 4)
    if type(align_corners) is not bool:
        bool_arg('grid_sampler_3d', 'align_corners', align_corners, 5)
    if AUTOCAST.enabled:
        input, grid = autocast_cast({'cpu': 'fp32'}, input, grid)
    _any_requires_grad = (input._requires_grad or grid._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = GridSampler3DBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(input) if input._requires_grad else None,
            gradient_node(grid) if grid._requires_grad else None,
        )
        if input._output_nr or grid._output_nr:
            grad_fn._next_nrs = edge_numbers(input, grid)
        grad_fn.align_corners = align_corners
        grad_fn.grid_ = save_input(grid)
        grad_fn.input_ = save_input(input)
        grad_fn.interpolation_mode = interpolation_mode
        grad_fn.padding_mode = padding_mode
    if FORWARD_AD.active and has_fw_grad(input, grid):
        raise forward_ad_not_implemented('grid_sampler_3d')
    input_, grid_, interpolation_mode_, padding_mode_, align_corners_ = input._data, grid._data, interpolation_mode, padding_mode, align_corners
    xp = ARRAY_MODULE[type(input_)]
    try:
        out = K.grid_sampler(xp, input_, grid_, interpolation_mode_, padding_mode_, align_corners_, 3)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('grid_sampler_3d', error, input_, grid_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    return result


def grid_sampler_3d_backward(grad_output, input, grid, interpolation_mode, padding_mode, align_corners, output_mask):
    """grid_sampler_3d_backward(Tensor grad_output, Tensor input, Tensor grid, int interpolation_mode, int padding_mode, bool align_corners, bool[2] output_mask) -> (Tensor, Tensor)"""
    input_is_tensor = isinstance(input, Tensor)
    grid_is_tensor = isinstance(grid, Tensor)
    _any_requires_grad = (grad_output._requires_grad or (input_is_tensor and input._requires_grad) or (grid_is_tensor and grid._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = GridSampler3DBackwardBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(grad_output) if grad_output._requires_grad else None,
            gradient_node(input) if input_is_tensor and input._requires_grad else None,
            gradient_node(grid) if grid_is_tensor and grid._requires_grad else None,
        )
        if grad_output._output_nr or input_is_tensor and input._output_nr or grid_is_tensor and grid._output_nr:
            grad_fn._next_nrs = edge_numbers(grad_output, input, grid)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.align_corners = align_corners
        grad_fn.grad_output_ = save_input(grad_output)
        grad_fn.grid_ = save_input(grid)
        grad_fn.input_ = save_input(input)
        grad_fn.interpolation_mode = interpolation_mode
        grad_fn.padding_mode = padding_mode
    if FORWARD_AD.active and has_fw_grad(grad_output, input, grid):
        raise forward_ad_not_implemented('grid_sampler_3d_backward')
    grad_output_, input_, grid_, interpolation_mode_, padding_mode_, align_corners_, output_mask_ = grad_output._data, (input._data if input_is_tensor else input if type(input) in NUMBER_TYPES else scalar_operand(input, 'grid_sampler_3d_backward', 'input', 2)), (grid._data if grid_is_tensor else grid if type(grid) in NUMBER_TYPES else scalar_operand(grid, 'grid_sampler_3d_backward', 'grid', 3)), interpolation_mode, padding_mode, align_corners, output_mask
    xp = ARRAY_MODULE[type(grad_output_)]
    try:
        out = K.grid_sampler_backward(xp, grad_output_, input_, grid_, interpolation_mode_, padding_mode_, align_corners_, 3)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('grid_sampler_3d_backward', error, grad_output_, input_, grid_) from None
    result0, result1 = wrap(out[0]), wrap(out[1])
    if _any_requires_grad:
        set_history(result0, grad_fn)
        set_history(result1, grad_fn)
    return (result0, result1)


def fractional_max_pool2d(self, kernel_size, output_size, random_samples):
    """fractional_max_pool2d(Tensor self, int[2] kernel_size, int[2] output_size, Tensor random_samples) -> (Tensor, Tensor)"""
    kernel_size = int_tuple(kernel_size, 'fractional_max_pool2d', 'kernel_size', 2, True)
    output_size = int_tuple(output_size, 'fractional_max_pool2d', 'output_size', 3, True)
    if AUTOCAST.enabled:
        self, random_samples = autocast_cast({'cpu': 'fp32'}, self, random_samples)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = FractionalMaxPool2DBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.kernel_size = kernel_size
        grad_fn.output_size = output_size
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, kernel_size_, output_size_, random_samples_ = self._data, kernel_size, output_size, (random_samples._data if isinstance(random_samples, Tensor) else random_samples if type(random_samples) in NUMBER_TYPES else scalar_operand(random_samples, 'fractional_max_pool2d', 'random_samples', 4))
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.fractional_max_pool(xp, self_, kernel_size_, output_size_, random_samples_, 2)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('fractional_max_pool2d', error, self_, random_samples_) from None
    result0, result1 = wrap(out[0]), wrap(out[1])
    if _any_requires_grad:
        set_history(result0, grad_fn)
    if _any_has_forward_grad:
        forward_derivatives.jvp_fractional_max_pool2d(self, kernel_size, output_size, random_samples, result0, result1)
    if _any_requires_grad:
        grad_fn.result1_ = save_output(result1)
    return (result0, result1)


def fractional_max_pool2d_backward(grad_output, self, kernel_size, output_size, indices):
    """fractional_max_pool2d_backward(Tensor grad_output, Tensor self, int[2] kernel_size, int[2] output_size, Tensor indices) -> Tensor"""
    kernel_size = int_tuple(kernel_size, 'fractional_max_pool2d_backward', 'kernel_size', 3, True)
    output_size = int_tuple(output_size, 'fractional_max_pool2d_backward', 'output_size', 4, True)
    self_is_tensor = isinstance(self, Tensor)
    _any_requires_grad = (grad_output._requires_grad or (self_is_tensor and self._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = FractionalMaxPool2DBackwardBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(grad_output) if grad_output._requires_grad else None,
            gradient_node(self) if self_is_tensor and self._requires_grad else None,
        )
        if grad_output._output_nr or self_is_tensor and self._output_nr:
            grad_fn._next_nrs = edge_numbers(grad_output, self)
        grad_fn.indices_ = save_input(indices)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(grad_output, self)
    grad_output_, self_, kernel_size_, output_size_, indices_ = grad_output._data, (self._data if self_is_tensor else self if type(self) in NUMBER_TYPES else scalar_operand(self, 'fractional_max_pool2d_backward', 'self', 2)), kernel_size, output_size, (indices._data if isinstance(indices, Tensor) else indices if type(indices) in NUMBER_TYPES else scalar_operand(indices, 'fractional_max_pool2d_backward', 'indices', 5))
    if type(self_) is not type(grad_output_) or self_.dtype is not grad_output_.dtype:
        grad_output_, self_ = promote(grad_output_, self_)
    xp = ARRAY_MODULE[type(grad_output_)]
    try:
        out = K.max_pool_backward_nd(xp, grad_output_, self_, indices_, 2)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('fractional_max_pool2d_backward', error, grad_output_, self_, indices_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_fractional_max_pool2d_backward(grad_output, self, kernel_size, output_size, indices, result)
    return result


def fractional_max_pool3d(self, kernel_size, output_size, random_samples):
    """fractional_max_pool3d(Tensor self, int[3] kernel_size, int[3] output_size, Tensor random_samples) -> (Tensor, Tensor)"""
    kernel_size = int_tuple(kernel_size, 'fractional_max_pool3d', 'kernel_size', 2, True)
    output_size = int_tuple(output_size, 'fractional_max_pool3d', 'output_size', 3, True)
    if AUTOCAST.enabled:
        self, random_samples = autocast_cast({'cpu': 'fp32'}, self, random_samples)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = FractionalMaxPool3DBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.kernel_size = kernel_size
        grad_fn.output_size = output_size
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, kernel_size_, output_size_, random_samples_ = self._data, kernel_size, output_size, (random_samples._data if isinstance(random_samples, Tensor) else random_samples if type(random_samples) in NUMBER_TYPES else scalar_operand(random_samples, 'fractional_max_pool3d', 'random_samples', 4))
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.fractional_max_pool(xp, self_, kernel_size_, output_size_, random_samples_, 3)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('fractional_max_pool3d', error, self_, random_samples_) from None
    result0, result1 = wrap(out[0]), wrap(out[1])
    if _any_requires_grad:
        set_history(result0, grad_fn)
    if _any_has_forward_grad:
        forward_derivatives.jvp_fractional_max_pool3d(self, kernel_size, output_size, random_samples, result0, result1)
    if _any_requires_grad:
        grad_fn.result1_ = save_output(result1)
    return (result0, result1)


def fractional_max_pool3d_backward(grad_output, self, kernel_size, output_size, indices):
    """fractional_max_pool3d_backward(Tensor grad_output, Tensor self, int[3] kernel_size, int[3] output_size, Tensor indices) -> Tensor"""
    kernel_size = int_tuple(kernel_size, 'fractional_max_pool3d_backward', 'kernel_size', 3, True)
    output_size = int_tuple(output_size, 'fractional_max_pool3d_backward', 'output_size', 4, True)
    self_is_tensor = isinstance(self, Tensor)
    _any_requires_grad = (grad_output._requires_grad or (self_is_tensor and self._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = FractionalMaxPool3DBackwardBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(grad_output) if grad_output._requires_grad else None,
            gradient_node(self) if self_is_tensor and self._requires_grad else None,
        )
        if grad_output._output_nr or self_is_tensor and self._output_nr:
            grad_fn._next_nrs = edge_numbers(grad_output, self)
        grad_fn.indices_ = save_input(indices)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(grad_output, self)
    grad_output_, self_, kernel_size_, output_size_, indices_ = grad_output._data, (self._data if self_is_tensor else self if type(self) in NUMBER_TYPES else scalar_operand(self, 'fractional_max_pool3d_backward', 'self', 2)), kernel_size, output_size, (indices._data if isinstance(indices, Tensor) else indices if type(indices) in NUMBER_TYPES else scalar_operand(indices, 'fractional_max_pool3d_backward', 'indices', 5))
    if type(self_) is not type(grad_output_) or self_.dtype is not grad_output_.dtype:
        grad_output_, self_ = promote(grad_output_, self_)
    xp = ARRAY_MODULE[type(grad_output_)]
    try:
        out = K.max_pool_backward_nd(xp, grad_output_, self_, indices_, 3)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('fractional_max_pool3d_backward', error, grad_output_, self_, indices_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_fractional_max_pool3d_backward(grad_output, self, kernel_size, output_size, indices, result)
    return result


def _kernel_as_strided(xp, self, size, stride, storage_offset):
    return K.as_strided(xp, self, size, stride, storage_offset)


def as_strided(self, size, stride, storage_offset=None):
    """as_strided(Tensor(a) self, SymInt[] size, SymInt[] stride, SymInt? storage_offset=None) -> Tensor(a)"""
    size = int_tuple(size, 'as_strided', 'size', 2, False)
    stride = int_tuple(stride, 'as_strided', 'stride', 3, False)
    if type(storage_offset) is not int and storage_offset is not None:
        storage_offset = int_arg('as_strided', 'storage_offset', storage_offset, 4)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = AsStridedBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.self_geometry = (self._data.shape, self.stride(), self.storage_offset())
        grad_fn.size = size
        grad_fn.storage_offset = storage_offset
        grad_fn.stride = stride
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, size_, stride_, storage_offset_ = self._data, size, stride, storage_offset
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.as_strided(xp, self_, size_, stride_, storage_offset_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('as_strided', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_as_strided(self, size, stride, storage_offset, result)
    as_view(self, result, (_kernel_as_strided, xp, size_, stride_, storage_offset_))
    return result


def _kernel_as_strided_(xp, self, size, stride, storage_offset):
    return K.as_strided(xp, self, size, stride, storage_offset)


def as_strided_(self, size, stride, storage_offset=None):
    """as_strided_(Tensor(a!) self, SymInt[] size, SymInt[] stride, SymInt? storage_offset=None) -> Tensor(a!)"""
    size = int_tuple(size, 'as_strided_', 'size', 2, False)
    stride = int_tuple(stride, 'as_strided_', 'stride', 3, False)
    if type(storage_offset) is not int and storage_offset is not None:
        storage_offset = int_arg('as_strided_', 'storage_offset', storage_offset, 4)
    if FORWARD_AD.active and has_fw_grad(self):
        raise forward_ad_not_implemented('as_strided_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = AsStridedBackward1()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.self_geometry = (self._data.shape, self.stride(), self.storage_offset())
        grad_fn.size = size
        grad_fn.storage_offset = storage_offset
        grad_fn.stride = stride
    self_, size_, stride_, storage_offset_ = self._data, size, stride, storage_offset
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = _kernel_as_strided_(xp, self_, size_, stride_, storage_offset_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('as_strided_', error, self_) from None
    set_view_inplace(self, out, (_kernel_as_strided_, xp, size_, stride_, storage_offset_), grad_fn if _any_requires_grad else None)
    return self


def as_strided_copy(self, size, stride, storage_offset=None):
    """as_strided_copy(Tensor self, SymInt[] size, SymInt[] stride, SymInt? storage_offset=None) -> Tensor"""
    size = int_tuple(size, 'as_strided_copy', 'size', 2, False)
    stride = int_tuple(stride, 'as_strided_copy', 'stride', 3, False)
    if type(storage_offset) is not int and storage_offset is not None:
        storage_offset = int_arg('as_strided_copy', 'storage_offset', storage_offset, 4)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = AsStridedBackward0_copy()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.self_geometry = (self._data.shape, self.stride(), self.storage_offset())
        grad_fn.size = size
        grad_fn.storage_offset = storage_offset
        grad_fn.stride = stride
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, size_, stride_, storage_offset_ = self._data, size, stride, storage_offset
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.copy_of_view(K.as_strided(xp, self_, size_, stride_, storage_offset_))
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('as_strided_copy', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_as_strided_copy(self, size, stride, storage_offset, result)
    return result


def as_strided_scatter(self, src, size, stride, storage_offset=None):
    """as_strided_scatter(Tensor self, Tensor src, SymInt[] size, SymInt[] stride, SymInt? storage_offset=None) -> Tensor"""
    if not isinstance(src, Tensor):
        raise not_a_tensor('as_strided_scatter', 'src', src, 2)
    size = int_tuple(size, 'as_strided_scatter', 'size', 3, False)
    stride = int_tuple(stride, 'as_strided_scatter', 'stride', 4, False)
    if type(storage_offset) is not int and storage_offset is not None:
        storage_offset = int_arg('as_strided_scatter', 'storage_offset', storage_offset, 5)
    _any_requires_grad = (self._requires_grad or src._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = AsStridedScatterBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(src) if src._requires_grad else None,
        )
        if self._output_nr or src._output_nr:
            grad_fn._next_nrs = edge_numbers(self, src)
        grad_fn.self_geometry = (self._data.shape, self.stride(), self.storage_offset())
        grad_fn.size = size
        grad_fn.storage_offset = storage_offset
        grad_fn.stride = stride
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, src)
    self_, src_, size_, stride_, storage_offset_ = self._data, src._data, size, stride, storage_offset
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.as_strided_scatter(xp, self_, src_, size_, stride_, storage_offset_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('as_strided_scatter', error, self_, src_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_as_strided_scatter(self, src, size, stride, storage_offset, result)
    return result


def view_copy(self, size):
    """view_copy(Tensor self, SymInt[] size) -> Tensor"""
    size = int_tuple(size, 'view_copy', 'size', 2, False)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = ViewBackward0_copy()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.self_shape = self._data.shape
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, size_ = self._data, size
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.copy_of_view(xp.reshape(self_, K._infer_size(size_, self_.size)))
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('view_copy', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_view_copy(self, size, result)
    return result


def _reshape_alias_copy(self, size, stride):
    """_reshape_alias_copy(Tensor self, SymInt[] size, SymInt[] stride) -> Tensor"""
    size = int_tuple(size, '_reshape_alias_copy', 'size', 2, False)
    stride = int_tuple(stride, '_reshape_alias_copy', 'stride', 3, False)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = ReshapeAliasBackward0_copy()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.self_shape = self._data.shape
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, size_, stride_ = self._data, size, stride
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.copy_of_view(K.reshape_alias(xp, self_, size_, stride_))
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('_reshape_alias_copy', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp__reshape_alias_copy(self, size, stride, result)
    return result


def t_copy(self):
    """t_copy(Tensor self) -> Tensor"""
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = TBackward0_copy()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_ = self._data
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.copy_of_view(K.t(xp, self_))
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('t_copy', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_t_copy(self, result)
    return result


def transpose_copy_int(self, dim0, dim1):
    """transpose_copy.int(Tensor self, int dim0, int dim1) -> Tensor"""
    if type(dim0) is not int:
        dim0 = int_arg('transpose_copy', 'dim0', dim0, 2)
    if type(dim1) is not int:
        dim1 = int_arg('transpose_copy', 'dim1', dim1, 3)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = TransposeBackward0_copy()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.dim0 = dim0
        grad_fn.dim1 = dim1
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, dim0_, dim1_ = self._data, dim0, dim1
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.copy_of_view(K.transpose(xp, self_, dim0_, dim1_))
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('transpose_copy', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_transpose_copy_int(self, dim0, dim1, result)
    return result


def permute_copy(self, dims):
    """permute_copy(Tensor self, int[] dims) -> Tensor"""
    dims = int_tuple(dims, 'permute_copy', 'dims', 2, False)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = PermuteBackward0_copy()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.dims = dims
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, dims_ = self._data, dims
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.copy_of_view(K.permute(xp, self_, dims_))
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('permute_copy', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_permute_copy(self, dims, result)
    return result


def expand_copy(self, size, implicit=False):
    """expand_copy(Tensor self, SymInt[] size, *, bool implicit=False) -> Tensor"""
    size = int_tuple(size, 'expand_copy', 'size', 2, False)
    if type(implicit) is not bool:
        bool_arg('expand_copy', 'implicit', implicit, None)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = ExpandBackward0_copy()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.self_shape = self._data.shape
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, size_, implicit_ = self._data, size, implicit
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.copy_of_view(K.expand(xp, self_, size_))
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('expand_copy', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_expand_copy(self, size, implicit, result)
    return result


def squeeze_copy(self):
    """squeeze_copy(Tensor self) -> Tensor"""
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = SqueezeBackward0_copy()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.self_shape = self._data.shape
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_ = self._data
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.copy_of_view(K.squeeze(xp, self_, None))
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('squeeze_copy', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_squeeze_copy(self, result)
    return result


def squeeze_copy_dim(self, dim):
    """squeeze_copy.dim(Tensor self, int dim) -> Tensor"""
    if type(dim) is not int:
        dim = int_arg('squeeze_copy', 'dim', dim, 2)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = SqueezeBackward1_copy()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.dim = dim
        grad_fn.self_shape = self._data.shape
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, dim_ = self._data, dim
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.copy_of_view(K.squeeze(xp, self_, dim_))
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('squeeze_copy', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_squeeze_copy_dim(self, dim, result)
    return result


def squeeze_copy_dims(self, dim):
    """squeeze_copy.dims(Tensor self, int[] dim) -> Tensor"""
    dim = int_tuple(dim, 'squeeze_copy', 'dim', 2, False)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = SqueezeBackward2_copy()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.dim = dim
        grad_fn.self_shape = self._data.shape
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, dim_ = self._data, dim
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.copy_of_view(K.squeeze(xp, self_, dim_))
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('squeeze_copy', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_squeeze_copy_dims(self, dim, result)
    return result


def unsqueeze_copy(self, dim):
    """unsqueeze_copy(Tensor self, int dim) -> Tensor"""
    if type(dim) is not int:
        dim = int_arg('unsqueeze_copy', 'dim', dim, 2)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = UnsqueezeBackward0_copy()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.dim = dim
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, dim_ = self._data, dim
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.copy_of_view(K.unsqueeze(xp, self_, dim_))
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('unsqueeze_copy', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_unsqueeze_copy(self, dim, result)
    return result


def alias_copy(self):
    """alias_copy(Tensor self) -> Tensor"""
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = AliasBackward0_copy()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_ = self._data
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.copy_of_view(self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('alias_copy', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_alias_copy(self, result)
    return result


def detach_copy(self):
    """detach_copy(Tensor self) -> Tensor"""
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = NotImplementedNode('aten::detach_copy', self)
    if FORWARD_AD.active and has_fw_grad(self):
        raise forward_ad_not_implemented('detach_copy')
    self_ = self._data
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.copy_of_view(self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('detach_copy', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    return result


def select_copy_int(self, dim, index):
    """select_copy.int(Tensor self, int dim, SymInt index) -> Tensor"""
    if type(dim) is not int:
        dim = int_arg('select_copy', 'dim', dim, 2)
    if type(index) is not int:
        index = int_arg('select_copy', 'index', index, 3)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = SelectBackward0_copy()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.dim = dim
        grad_fn.index = index
        grad_fn.self_shape = self._data.shape
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, dim_, index_ = self._data, dim, index
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.copy_of_view(K.select(xp, self_, dim_, index_))
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('select_copy', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_select_copy_int(self, dim, index, result)
    return result


def slice_copy_Tensor(self, dim=0, start=None, end=None, step=1):
    """slice_copy.Tensor(Tensor self, int dim=0, SymInt? start=None, SymInt? end=None, SymInt step=1) -> Tensor"""
    if type(dim) is not int:
        dim = int_arg('slice_copy', 'dim', dim, 2)
    if type(start) is not int and start is not None:
        start = int_arg('slice_copy', 'start', start, 3)
    if type(end) is not int and end is not None:
        end = int_arg('slice_copy', 'end', end, 4)
    if type(step) is not int:
        step = int_arg('slice_copy', 'step', step, 5)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = SliceBackward0_copy()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.dim = dim
        grad_fn.end = end
        grad_fn.self_shape = self._data.shape
        grad_fn.start = start
        grad_fn.step = step
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, dim_, start_, end_, step_ = self._data, dim, start, end, step
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.copy_of_view(K.slice(xp, self_, dim_, start_, end_, step_))
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('slice_copy', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_slice_copy_Tensor(self, dim, start, end, step, result)
    return result


def split_copy_Tensor(self, split_size, dim=0):
    """split_copy.Tensor(Tensor self, SymInt split_size, int dim=0) -> Tensor[]"""
    if type(split_size) is not int:
        split_size = int_arg('split_copy', 'split_size', split_size, 2)
    if type(dim) is not int:
        dim = int_arg('split_copy', 'dim', dim, 3)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = SplitBackward0_copy()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.dim = dim
        grad_fn.self_shape = self._data.shape
        grad_fn.split_size = split_size
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, split_size_, dim_ = self._data, split_size, dim
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.copy_of_view(K.split(xp, self_, split_size_, dim_))
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('split_copy', error, self_) from None
    result = tuple(wrap(o) for o in out)
    if _any_requires_grad:
        for r in result:
            set_history(r, grad_fn)
    if _any_has_forward_grad:
        forward_derivatives.jvp_split_copy_Tensor(self, split_size, dim, result)
    return result


def split_with_sizes_copy(self, split_sizes, dim=0):
    """split_with_sizes_copy(Tensor self, SymInt[] split_sizes, int dim=0) -> Tensor[]"""
    split_sizes = int_tuple(split_sizes, 'split_with_sizes_copy', 'split_sizes', 2, False)
    if type(dim) is not int:
        dim = int_arg('split_with_sizes_copy', 'dim', dim, 3)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = SplitWithSizesBackward0_copy()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.dim = dim
        grad_fn.self_shape = self._data.shape
        grad_fn.split_sizes = split_sizes
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, split_sizes_, dim_ = self._data, split_sizes, dim
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.copy_of_view(K.split_with_sizes(xp, self_, split_sizes_, dim_))
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('split_with_sizes_copy', error, self_) from None
    result = tuple(wrap(o) for o in out)
    if _any_requires_grad:
        for r in result:
            set_history(r, grad_fn)
    if _any_has_forward_grad:
        forward_derivatives.jvp_split_with_sizes_copy(self, split_sizes, dim, result)
    return result


def unbind_copy_int(self, dim=0):
    """unbind_copy.int(Tensor self, int dim=0) -> Tensor[]"""
    if type(dim) is not int:
        dim = int_arg('unbind_copy', 'dim', dim, 2)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = UnbindBackward0_copy()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.dim = dim
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, dim_ = self._data, dim
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.copy_of_view(K.unbind(xp, self_, dim_))
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('unbind_copy', error, self_) from None
    result = tuple(wrap(o) for o in out)
    if _any_requires_grad:
        for r in result:
            set_history(r, grad_fn)
    if _any_has_forward_grad:
        forward_derivatives.jvp_unbind_copy_int(self, dim, result)
    return result


def unfold_copy(self, dimension, size, step):
    """unfold_copy(Tensor self, int dimension, int size, int step) -> Tensor"""
    if type(dimension) is not int:
        dimension = int_arg('unfold_copy', 'dimension', dimension, 2)
    if type(size) is not int:
        size = int_arg('unfold_copy', 'size', size, 3)
    if type(step) is not int:
        step = int_arg('unfold_copy', 'step', step, 4)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = UnfoldBackward0_copy()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.dimension = dimension
        grad_fn.self_shape = self._data.shape
        grad_fn.size = size
        grad_fn.step = step
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, dimension_, size_, step_ = self._data, dimension, size, step
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.copy_of_view(K.unfold(xp, self_, dimension_, size_, step_))
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('unfold_copy', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_unfold_copy(self, dimension, size, step, result)
    return result


def narrow_copy(self, dim, start, length):
    """narrow_copy(Tensor self, int dim, SymInt start, SymInt length) -> Tensor"""
    if type(dim) is not int:
        dim = int_arg('narrow_copy', 'dim', dim, 2)
    if type(start) is not int:
        start = int_arg('narrow_copy', 'start', start, 3)
    if type(length) is not int:
        length = int_arg('narrow_copy', 'length', length, 4)
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = NarrowCopyBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.dim = dim
        grad_fn.length = length
        grad_fn.self_shape = self._data.shape
        grad_fn.start = start
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, dim_, start_, length_ = self._data, dim, start, length
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.copy_of_view(K.narrow(xp, self_, dim_, start_, length_))
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('narrow_copy', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_narrow_copy(self, dim, start, length, result)
    return result


def special_i0e(self):
    """special_i0e(Tensor self) -> Tensor"""
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = SpecialI0EBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_ = self._data
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.i0e(xp, self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('special_i0e', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_special_i0e(self, result)
    if _any_requires_grad:
        grad_fn.result_ = save_output(result)
    return result


def special_i1e(self):
    """special_i1e(Tensor self) -> Tensor"""
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = SpecialI1EBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_ = self._data
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.i1e(xp, self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('special_i1e', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_special_i1e(self, result)
    if _any_requires_grad:
        grad_fn.result_ = save_output(result)
    return result


def special_erfcx(self):
    """special_erfcx(Tensor self) -> Tensor"""
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = SpecialErfcxBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_ = self._data
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.erfcx(xp, self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('special_erfcx', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_special_erfcx(self, result)
    if _any_requires_grad:
        grad_fn.result_ = save_output(result)
    return result


def special_entr(self):
    """special_entr(Tensor self) -> Tensor"""
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = SpecialEntrBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_ = self._data
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.entr(xp, self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('special_entr', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_special_entr(self, result)
    return result


def special_ndtri(self):
    """special_ndtri(Tensor self) -> Tensor"""
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = SpecialNdtriBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_ = self._data
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.ndtri(xp, self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('special_ndtri', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_special_ndtri(self, result)
    if _any_requires_grad:
        grad_fn.result_ = save_output(result)
    return result


def special_log_ndtr(self):
    """special_log_ndtr(Tensor self) -> Tensor"""
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = SpecialLogNdtrBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_ = self._data
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.log_ndtr(xp, self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('special_log_ndtr', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_special_log_ndtr(self, result)
    if _any_requires_grad:
        grad_fn.result_ = save_output(result)
    return result


def special_xlog1py(self, other):
    """special_xlog1py(Tensor self, Tensor other) -> Tensor"""
    other_is_tensor = isinstance(other, Tensor)
    _any_requires_grad = (self._requires_grad or (other_is_tensor and other._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = SpecialXlog1PyBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(other) if other_is_tensor and other._requires_grad else None,
        )
        if self._output_nr or other_is_tensor and other._output_nr:
            grad_fn._next_nrs = edge_numbers(self, other)
        grad_fn.other_ = save_input(other)
        grad_fn.self_ = save_input(self)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, other)
    self_, other_ = self._data, (other._data if other_is_tensor else other if type(other) in NUMBER_TYPES else scalar_operand(other, 'special_xlog1py', 'other', 2))
    self_, other_ = promote_float(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.xlog1py(xp, self_, other_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('special_xlog1py', error, self_, other_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_special_xlog1py(self, other, result)
    return result


def special_xlog1py_self_scalar(self, other):
    """special_xlog1py.self_scalar(Scalar self, Tensor other) -> Tensor"""
    if isinstance(self, Tensor):
        self = number_arg('special_xlog1py', 'self', self, 1, 'Number')
    _any_requires_grad = other._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = SpecialXlog1PyBackward1()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(other),)
        if other._output_nr:
            grad_fn._next_nrs = edge_numbers(other)
        grad_fn.other_ = save_input(other) if other._requires_grad else NOT_SAVED
        grad_fn.self = self
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(other)
    self_, other_ = self, other._data
    self_, other_ = promote_float(self_, other_)
    xp = ARRAY_MODULE[type(other_)]
    try:
        out = K.xlog1py(xp, self_, other_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('special_xlog1py', error, self_, other_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_special_xlog1py_self_scalar(self, other, result)
    return result


def special_xlog1py_other_scalar(self, other):
    """special_xlog1py.other_scalar(Tensor self, Scalar other) -> Tensor"""
    if isinstance(other, Tensor):
        other = number_arg('special_xlog1py', 'other', other, 2, 'Number')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = SpecialXlog1PyBackward2()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn.other = other
        grad_fn.self_ = save_input(self) if self._requires_grad else NOT_SAVED
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    self_, other_ = self._data, other
    self_, other_ = promote_float(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.xlog1py(xp, self_, other_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('special_xlog1py', error, self_, other_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_special_xlog1py_other_scalar(self, other, result)
    return result


def special_zeta(self, other):
    """special_zeta(Tensor self, Tensor other) -> Tensor"""
    other_is_tensor = isinstance(other, Tensor)
    _any_requires_grad = (self._requires_grad or (other_is_tensor and other._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = SpecialZetaBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(other) if other_is_tensor and other._requires_grad else None,
        )
        if self._output_nr or other_is_tensor and other._output_nr:
            grad_fn._next_nrs = edge_numbers(self, other)
        grad_fn.other_ = save_input(other) if other_is_tensor and other._requires_grad else NOT_SAVED
        grad_fn.self_ = save_input(self) if other_is_tensor and other._requires_grad else NOT_SAVED
    if FORWARD_AD.active and has_fw_grad(self, other):
        raise forward_ad_not_implemented('special_zeta')
    self_, other_ = self._data, (other._data if other_is_tensor else other if type(other) in NUMBER_TYPES else scalar_operand(other, 'special_zeta', 'other', 2))
    self_, other_ = promote_float(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.zeta(xp, self_, other_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('special_zeta', error, self_, other_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    return result


def special_zeta_self_scalar(self, other):
    """special_zeta.self_scalar(Scalar self, Tensor other) -> Tensor"""
    if isinstance(self, Tensor):
        self = number_arg('special_zeta', 'self', self, 1, 'Number')
    _any_requires_grad = other._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = SpecialZetaBackward1()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(other),)
        if other._output_nr:
            grad_fn._next_nrs = edge_numbers(other)
        grad_fn.other_ = save_input(other) if other._requires_grad else NOT_SAVED
        grad_fn.self = self
    if FORWARD_AD.active and has_fw_grad(other):
        raise forward_ad_not_implemented('special_zeta')
    self_, other_ = self, other._data
    self_, other_ = promote_float(self_, other_)
    xp = ARRAY_MODULE[type(other_)]
    try:
        out = K.zeta(xp, self_, other_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('special_zeta', error, self_, other_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    return result


def special_zeta_other_scalar(self, other):
    """special_zeta.other_scalar(Tensor self, Scalar other) -> Tensor"""
    if isinstance(other, Tensor):
        other = number_arg('special_zeta', 'other', other, 2, 'Number')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = SpecialZetaBackward2()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
    if FORWARD_AD.active and has_fw_grad(self):
        raise forward_ad_not_implemented('special_zeta')
    self_, other_ = self._data, other
    self_, other_ = promote_float(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.zeta(xp, self_, other_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('special_zeta', error, self_, other_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    return result


def special_airy_ai(x):
    """special_airy_ai(Tensor x) -> Tensor"""
    x_ = x._data
    if x_.dtype.kind != "f":
        x_ = to_float(x_)
    xp = ARRAY_MODULE[type(x_)]
    try:
        out = K.airy_ai(xp, x_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('special_airy_ai', error, x_) from None
    result = wrap(out)
    return result


def special_bessel_j0(self):
    """special_bessel_j0(Tensor self) -> Tensor"""
    self_ = self._data
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.bessel_j0(xp, self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('special_bessel_j0', error, self_) from None
    result = wrap(out)
    return result


def special_bessel_j1(self):
    """special_bessel_j1(Tensor self) -> Tensor"""
    self_ = self._data
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.bessel_j1(xp, self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('special_bessel_j1', error, self_) from None
    result = wrap(out)
    return result


def special_bessel_y0(self):
    """special_bessel_y0(Tensor self) -> Tensor"""
    self_ = self._data
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.bessel_y0(xp, self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('special_bessel_y0', error, self_) from None
    result = wrap(out)
    return result


def special_bessel_y1(self):
    """special_bessel_y1(Tensor self) -> Tensor"""
    self_ = self._data
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.bessel_y1(xp, self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('special_bessel_y1', error, self_) from None
    result = wrap(out)
    return result


def special_modified_bessel_i0(self):
    """special_modified_bessel_i0(Tensor self) -> Tensor"""
    self_ = self._data
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.modified_bessel_i0(xp, self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('special_modified_bessel_i0', error, self_) from None
    result = wrap(out)
    return result


def special_modified_bessel_i1(self):
    """special_modified_bessel_i1(Tensor self) -> Tensor"""
    self_ = self._data
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.modified_bessel_i1(xp, self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('special_modified_bessel_i1', error, self_) from None
    result = wrap(out)
    return result


def special_modified_bessel_k0(self):
    """special_modified_bessel_k0(Tensor self) -> Tensor"""
    self_ = self._data
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.modified_bessel_k0(xp, self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('special_modified_bessel_k0', error, self_) from None
    result = wrap(out)
    return result


def special_modified_bessel_k1(self):
    """special_modified_bessel_k1(Tensor self) -> Tensor"""
    self_ = self._data
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.modified_bessel_k1(xp, self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('special_modified_bessel_k1', error, self_) from None
    result = wrap(out)
    return result


def special_scaled_modified_bessel_k0(x):
    """special_scaled_modified_bessel_k0(Tensor x) -> Tensor"""
    x_ = x._data
    if x_.dtype.kind != "f":
        x_ = to_float(x_)
    xp = ARRAY_MODULE[type(x_)]
    try:
        out = K.scaled_modified_bessel_k0(xp, x_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('special_scaled_modified_bessel_k0', error, x_) from None
    result = wrap(out)
    return result


def special_scaled_modified_bessel_k1(x):
    """special_scaled_modified_bessel_k1(Tensor x) -> Tensor"""
    x_ = x._data
    if x_.dtype.kind != "f":
        x_ = to_float(x_)
    xp = ARRAY_MODULE[type(x_)]
    try:
        out = K.scaled_modified_bessel_k1(xp, x_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('special_scaled_modified_bessel_k1', error, x_) from None
    result = wrap(out)
    return result


def special_spherical_bessel_j0(x):
    """special_spherical_bessel_j0(Tensor x) -> Tensor"""
    x_ = x._data
    if x_.dtype.kind != "f":
        x_ = to_float(x_)
    xp = ARRAY_MODULE[type(x_)]
    try:
        out = K.spherical_bessel_j0(xp, x_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('special_spherical_bessel_j0', error, x_) from None
    result = wrap(out)
    return result


def special_chebyshev_polynomial_t(x, n):
    """special_chebyshev_polynomial_t(Tensor x, Tensor n) -> Tensor"""
    x_, n_ = x._data, (n._data if isinstance(n, Tensor) else n if type(n) in NUMBER_TYPES else scalar_operand(n, 'special_chebyshev_polynomial_t', 'n', 2))
    x_, n_ = promote_float(x_, n_)
    xp = ARRAY_MODULE[type(x_)]
    try:
        out = K.chebyshev_polynomial_t(xp, x_, n_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('special_chebyshev_polynomial_t', error, x_, n_) from None
    result = wrap(out)
    return result


def special_chebyshev_polynomial_t_x_scalar(x, n):
    """special_chebyshev_polynomial_t.x_scalar(Scalar x, Tensor n) -> Tensor"""
    if isinstance(x, Tensor):
        x = number_arg('special_chebyshev_polynomial_t', 'x', x, 1, 'Number')
    x_, n_ = x, n._data
    x_, n_ = promote_float(x_, n_)
    xp = ARRAY_MODULE[type(n_)]
    try:
        out = K.chebyshev_polynomial_t(xp, x_, n_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('special_chebyshev_polynomial_t', error, x_, n_) from None
    result = wrap(out)
    return result


def special_chebyshev_polynomial_t_n_scalar(x, n):
    """special_chebyshev_polynomial_t.n_scalar(Tensor x, Scalar n) -> Tensor"""
    if isinstance(n, Tensor):
        n = number_arg('special_chebyshev_polynomial_t', 'n', n, 2, 'Number')
    x_, n_ = x._data, n
    x_, n_ = promote_float(x_, n_)
    xp = ARRAY_MODULE[type(x_)]
    try:
        out = K.chebyshev_polynomial_t(xp, x_, n_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('special_chebyshev_polynomial_t', error, x_, n_) from None
    result = wrap(out)
    return result


def special_chebyshev_polynomial_u(x, n):
    """special_chebyshev_polynomial_u(Tensor x, Tensor n) -> Tensor"""
    x_, n_ = x._data, (n._data if isinstance(n, Tensor) else n if type(n) in NUMBER_TYPES else scalar_operand(n, 'special_chebyshev_polynomial_u', 'n', 2))
    x_, n_ = promote_float(x_, n_)
    xp = ARRAY_MODULE[type(x_)]
    try:
        out = K.chebyshev_polynomial_u(xp, x_, n_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('special_chebyshev_polynomial_u', error, x_, n_) from None
    result = wrap(out)
    return result


def special_chebyshev_polynomial_u_x_scalar(x, n):
    """special_chebyshev_polynomial_u.x_scalar(Scalar x, Tensor n) -> Tensor"""
    if isinstance(x, Tensor):
        x = number_arg('special_chebyshev_polynomial_u', 'x', x, 1, 'Number')
    x_, n_ = x, n._data
    x_, n_ = promote_float(x_, n_)
    xp = ARRAY_MODULE[type(n_)]
    try:
        out = K.chebyshev_polynomial_u(xp, x_, n_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('special_chebyshev_polynomial_u', error, x_, n_) from None
    result = wrap(out)
    return result


def special_chebyshev_polynomial_u_n_scalar(x, n):
    """special_chebyshev_polynomial_u.n_scalar(Tensor x, Scalar n) -> Tensor"""
    if isinstance(n, Tensor):
        n = number_arg('special_chebyshev_polynomial_u', 'n', n, 2, 'Number')
    x_, n_ = x._data, n
    x_, n_ = promote_float(x_, n_)
    xp = ARRAY_MODULE[type(x_)]
    try:
        out = K.chebyshev_polynomial_u(xp, x_, n_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('special_chebyshev_polynomial_u', error, x_, n_) from None
    result = wrap(out)
    return result


def special_chebyshev_polynomial_v(x, n):
    """special_chebyshev_polynomial_v(Tensor x, Tensor n) -> Tensor"""
    x_, n_ = x._data, (n._data if isinstance(n, Tensor) else n if type(n) in NUMBER_TYPES else scalar_operand(n, 'special_chebyshev_polynomial_v', 'n', 2))
    x_, n_ = promote_float(x_, n_)
    xp = ARRAY_MODULE[type(x_)]
    try:
        out = K.chebyshev_polynomial_v(xp, x_, n_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('special_chebyshev_polynomial_v', error, x_, n_) from None
    result = wrap(out)
    return result


def special_chebyshev_polynomial_v_x_scalar(x, n):
    """special_chebyshev_polynomial_v.x_scalar(Scalar x, Tensor n) -> Tensor"""
    if isinstance(x, Tensor):
        x = number_arg('special_chebyshev_polynomial_v', 'x', x, 1, 'Number')
    x_, n_ = x, n._data
    x_, n_ = promote_float(x_, n_)
    xp = ARRAY_MODULE[type(n_)]
    try:
        out = K.chebyshev_polynomial_v(xp, x_, n_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('special_chebyshev_polynomial_v', error, x_, n_) from None
    result = wrap(out)
    return result


def special_chebyshev_polynomial_v_n_scalar(x, n):
    """special_chebyshev_polynomial_v.n_scalar(Tensor x, Scalar n) -> Tensor"""
    if isinstance(n, Tensor):
        n = number_arg('special_chebyshev_polynomial_v', 'n', n, 2, 'Number')
    x_, n_ = x._data, n
    x_, n_ = promote_float(x_, n_)
    xp = ARRAY_MODULE[type(x_)]
    try:
        out = K.chebyshev_polynomial_v(xp, x_, n_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('special_chebyshev_polynomial_v', error, x_, n_) from None
    result = wrap(out)
    return result


def special_chebyshev_polynomial_w(x, n):
    """special_chebyshev_polynomial_w(Tensor x, Tensor n) -> Tensor"""
    x_, n_ = x._data, (n._data if isinstance(n, Tensor) else n if type(n) in NUMBER_TYPES else scalar_operand(n, 'special_chebyshev_polynomial_w', 'n', 2))
    x_, n_ = promote_float(x_, n_)
    xp = ARRAY_MODULE[type(x_)]
    try:
        out = K.chebyshev_polynomial_w(xp, x_, n_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('special_chebyshev_polynomial_w', error, x_, n_) from None
    result = wrap(out)
    return result


def special_chebyshev_polynomial_w_x_scalar(x, n):
    """special_chebyshev_polynomial_w.x_scalar(Scalar x, Tensor n) -> Tensor"""
    if isinstance(x, Tensor):
        x = number_arg('special_chebyshev_polynomial_w', 'x', x, 1, 'Number')
    x_, n_ = x, n._data
    x_, n_ = promote_float(x_, n_)
    xp = ARRAY_MODULE[type(n_)]
    try:
        out = K.chebyshev_polynomial_w(xp, x_, n_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('special_chebyshev_polynomial_w', error, x_, n_) from None
    result = wrap(out)
    return result


def special_chebyshev_polynomial_w_n_scalar(x, n):
    """special_chebyshev_polynomial_w.n_scalar(Tensor x, Scalar n) -> Tensor"""
    if isinstance(n, Tensor):
        n = number_arg('special_chebyshev_polynomial_w', 'n', n, 2, 'Number')
    x_, n_ = x._data, n
    x_, n_ = promote_float(x_, n_)
    xp = ARRAY_MODULE[type(x_)]
    try:
        out = K.chebyshev_polynomial_w(xp, x_, n_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('special_chebyshev_polynomial_w', error, x_, n_) from None
    result = wrap(out)
    return result


def special_hermite_polynomial_h(x, n):
    """special_hermite_polynomial_h(Tensor x, Tensor n) -> Tensor"""
    x_, n_ = x._data, (n._data if isinstance(n, Tensor) else n if type(n) in NUMBER_TYPES else scalar_operand(n, 'special_hermite_polynomial_h', 'n', 2))
    x_, n_ = promote_float(x_, n_)
    xp = ARRAY_MODULE[type(x_)]
    try:
        out = K.hermite_polynomial_h(xp, x_, n_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('special_hermite_polynomial_h', error, x_, n_) from None
    result = wrap(out)
    return result


def special_hermite_polynomial_h_x_scalar(x, n):
    """special_hermite_polynomial_h.x_scalar(Scalar x, Tensor n) -> Tensor"""
    if isinstance(x, Tensor):
        x = number_arg('special_hermite_polynomial_h', 'x', x, 1, 'Number')
    x_, n_ = x, n._data
    x_, n_ = promote_float(x_, n_)
    xp = ARRAY_MODULE[type(n_)]
    try:
        out = K.hermite_polynomial_h(xp, x_, n_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('special_hermite_polynomial_h', error, x_, n_) from None
    result = wrap(out)
    return result


def special_hermite_polynomial_h_n_scalar(x, n):
    """special_hermite_polynomial_h.n_scalar(Tensor x, Scalar n) -> Tensor"""
    if isinstance(n, Tensor):
        n = number_arg('special_hermite_polynomial_h', 'n', n, 2, 'Number')
    x_, n_ = x._data, n
    x_, n_ = promote_float(x_, n_)
    xp = ARRAY_MODULE[type(x_)]
    try:
        out = K.hermite_polynomial_h(xp, x_, n_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('special_hermite_polynomial_h', error, x_, n_) from None
    result = wrap(out)
    return result


def special_hermite_polynomial_he(x, n):
    """special_hermite_polynomial_he(Tensor x, Tensor n) -> Tensor"""
    x_, n_ = x._data, (n._data if isinstance(n, Tensor) else n if type(n) in NUMBER_TYPES else scalar_operand(n, 'special_hermite_polynomial_he', 'n', 2))
    x_, n_ = promote_float(x_, n_)
    xp = ARRAY_MODULE[type(x_)]
    try:
        out = K.hermite_polynomial_he(xp, x_, n_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('special_hermite_polynomial_he', error, x_, n_) from None
    result = wrap(out)
    return result


def special_hermite_polynomial_he_x_scalar(x, n):
    """special_hermite_polynomial_he.x_scalar(Scalar x, Tensor n) -> Tensor"""
    if isinstance(x, Tensor):
        x = number_arg('special_hermite_polynomial_he', 'x', x, 1, 'Number')
    x_, n_ = x, n._data
    x_, n_ = promote_float(x_, n_)
    xp = ARRAY_MODULE[type(n_)]
    try:
        out = K.hermite_polynomial_he(xp, x_, n_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('special_hermite_polynomial_he', error, x_, n_) from None
    result = wrap(out)
    return result


def special_hermite_polynomial_he_n_scalar(x, n):
    """special_hermite_polynomial_he.n_scalar(Tensor x, Scalar n) -> Tensor"""
    if isinstance(n, Tensor):
        n = number_arg('special_hermite_polynomial_he', 'n', n, 2, 'Number')
    x_, n_ = x._data, n
    x_, n_ = promote_float(x_, n_)
    xp = ARRAY_MODULE[type(x_)]
    try:
        out = K.hermite_polynomial_he(xp, x_, n_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('special_hermite_polynomial_he', error, x_, n_) from None
    result = wrap(out)
    return result


def special_laguerre_polynomial_l(x, n):
    """special_laguerre_polynomial_l(Tensor x, Tensor n) -> Tensor"""
    x_, n_ = x._data, (n._data if isinstance(n, Tensor) else n if type(n) in NUMBER_TYPES else scalar_operand(n, 'special_laguerre_polynomial_l', 'n', 2))
    x_, n_ = promote_float(x_, n_)
    xp = ARRAY_MODULE[type(x_)]
    try:
        out = K.laguerre_polynomial_l(xp, x_, n_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('special_laguerre_polynomial_l', error, x_, n_) from None
    result = wrap(out)
    return result


def special_laguerre_polynomial_l_x_scalar(x, n):
    """special_laguerre_polynomial_l.x_scalar(Scalar x, Tensor n) -> Tensor"""
    if isinstance(x, Tensor):
        x = number_arg('special_laguerre_polynomial_l', 'x', x, 1, 'Number')
    x_, n_ = x, n._data
    x_, n_ = promote_float(x_, n_)
    xp = ARRAY_MODULE[type(n_)]
    try:
        out = K.laguerre_polynomial_l(xp, x_, n_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('special_laguerre_polynomial_l', error, x_, n_) from None
    result = wrap(out)
    return result


def special_laguerre_polynomial_l_n_scalar(x, n):
    """special_laguerre_polynomial_l.n_scalar(Tensor x, Scalar n) -> Tensor"""
    if isinstance(n, Tensor):
        n = number_arg('special_laguerre_polynomial_l', 'n', n, 2, 'Number')
    x_, n_ = x._data, n
    x_, n_ = promote_float(x_, n_)
    xp = ARRAY_MODULE[type(x_)]
    try:
        out = K.laguerre_polynomial_l(xp, x_, n_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('special_laguerre_polynomial_l', error, x_, n_) from None
    result = wrap(out)
    return result


def special_legendre_polynomial_p(x, n):
    """special_legendre_polynomial_p(Tensor x, Tensor n) -> Tensor"""
    x_, n_ = x._data, (n._data if isinstance(n, Tensor) else n if type(n) in NUMBER_TYPES else scalar_operand(n, 'special_legendre_polynomial_p', 'n', 2))
    x_, n_ = promote_float(x_, n_)
    xp = ARRAY_MODULE[type(x_)]
    try:
        out = K.legendre_polynomial_p(xp, x_, n_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('special_legendre_polynomial_p', error, x_, n_) from None
    result = wrap(out)
    return result


def special_legendre_polynomial_p_x_scalar(x, n):
    """special_legendre_polynomial_p.x_scalar(Scalar x, Tensor n) -> Tensor"""
    if isinstance(x, Tensor):
        x = number_arg('special_legendre_polynomial_p', 'x', x, 1, 'Number')
    x_, n_ = x, n._data
    x_, n_ = promote_float(x_, n_)
    xp = ARRAY_MODULE[type(n_)]
    try:
        out = K.legendre_polynomial_p(xp, x_, n_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('special_legendre_polynomial_p', error, x_, n_) from None
    result = wrap(out)
    return result


def special_legendre_polynomial_p_n_scalar(x, n):
    """special_legendre_polynomial_p.n_scalar(Tensor x, Scalar n) -> Tensor"""
    if isinstance(n, Tensor):
        n = number_arg('special_legendre_polynomial_p', 'n', n, 2, 'Number')
    x_, n_ = x._data, n
    x_, n_ = promote_float(x_, n_)
    xp = ARRAY_MODULE[type(x_)]
    try:
        out = K.legendre_polynomial_p(xp, x_, n_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('special_legendre_polynomial_p', error, x_, n_) from None
    result = wrap(out)
    return result


def special_shifted_chebyshev_polynomial_t(x, n):
    """special_shifted_chebyshev_polynomial_t(Tensor x, Tensor n) -> Tensor"""
    x_, n_ = x._data, (n._data if isinstance(n, Tensor) else n if type(n) in NUMBER_TYPES else scalar_operand(n, 'special_shifted_chebyshev_polynomial_t', 'n', 2))
    x_, n_ = promote_float(x_, n_)
    xp = ARRAY_MODULE[type(x_)]
    try:
        out = K.shifted_chebyshev_polynomial_t(xp, x_, n_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('special_shifted_chebyshev_polynomial_t', error, x_, n_) from None
    result = wrap(out)
    return result


def special_shifted_chebyshev_polynomial_t_x_scalar(x, n):
    """special_shifted_chebyshev_polynomial_t.x_scalar(Scalar x, Tensor n) -> Tensor"""
    if isinstance(x, Tensor):
        x = number_arg('special_shifted_chebyshev_polynomial_t', 'x', x, 1, 'Number')
    x_, n_ = x, n._data
    x_, n_ = promote_float(x_, n_)
    xp = ARRAY_MODULE[type(n_)]
    try:
        out = K.shifted_chebyshev_polynomial_t(xp, x_, n_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('special_shifted_chebyshev_polynomial_t', error, x_, n_) from None
    result = wrap(out)
    return result


def special_shifted_chebyshev_polynomial_t_n_scalar(x, n):
    """special_shifted_chebyshev_polynomial_t.n_scalar(Tensor x, Scalar n) -> Tensor"""
    if isinstance(n, Tensor):
        n = number_arg('special_shifted_chebyshev_polynomial_t', 'n', n, 2, 'Number')
    x_, n_ = x._data, n
    x_, n_ = promote_float(x_, n_)
    xp = ARRAY_MODULE[type(x_)]
    try:
        out = K.shifted_chebyshev_polynomial_t(xp, x_, n_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('special_shifted_chebyshev_polynomial_t', error, x_, n_) from None
    result = wrap(out)
    return result


def special_shifted_chebyshev_polynomial_u(x, n):
    """special_shifted_chebyshev_polynomial_u(Tensor x, Tensor n) -> Tensor"""
    x_, n_ = x._data, (n._data if isinstance(n, Tensor) else n if type(n) in NUMBER_TYPES else scalar_operand(n, 'special_shifted_chebyshev_polynomial_u', 'n', 2))
    x_, n_ = promote_float(x_, n_)
    xp = ARRAY_MODULE[type(x_)]
    try:
        out = K.shifted_chebyshev_polynomial_u(xp, x_, n_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('special_shifted_chebyshev_polynomial_u', error, x_, n_) from None
    result = wrap(out)
    return result


def special_shifted_chebyshev_polynomial_u_x_scalar(x, n):
    """special_shifted_chebyshev_polynomial_u.x_scalar(Scalar x, Tensor n) -> Tensor"""
    if isinstance(x, Tensor):
        x = number_arg('special_shifted_chebyshev_polynomial_u', 'x', x, 1, 'Number')
    x_, n_ = x, n._data
    x_, n_ = promote_float(x_, n_)
    xp = ARRAY_MODULE[type(n_)]
    try:
        out = K.shifted_chebyshev_polynomial_u(xp, x_, n_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('special_shifted_chebyshev_polynomial_u', error, x_, n_) from None
    result = wrap(out)
    return result


def special_shifted_chebyshev_polynomial_u_n_scalar(x, n):
    """special_shifted_chebyshev_polynomial_u.n_scalar(Tensor x, Scalar n) -> Tensor"""
    if isinstance(n, Tensor):
        n = number_arg('special_shifted_chebyshev_polynomial_u', 'n', n, 2, 'Number')
    x_, n_ = x._data, n
    x_, n_ = promote_float(x_, n_)
    xp = ARRAY_MODULE[type(x_)]
    try:
        out = K.shifted_chebyshev_polynomial_u(xp, x_, n_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('special_shifted_chebyshev_polynomial_u', error, x_, n_) from None
    result = wrap(out)
    return result


def special_shifted_chebyshev_polynomial_v(x, n):
    """special_shifted_chebyshev_polynomial_v(Tensor x, Tensor n) -> Tensor"""
    x_, n_ = x._data, (n._data if isinstance(n, Tensor) else n if type(n) in NUMBER_TYPES else scalar_operand(n, 'special_shifted_chebyshev_polynomial_v', 'n', 2))
    x_, n_ = promote_float(x_, n_)
    xp = ARRAY_MODULE[type(x_)]
    try:
        out = K.shifted_chebyshev_polynomial_v(xp, x_, n_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('special_shifted_chebyshev_polynomial_v', error, x_, n_) from None
    result = wrap(out)
    return result


def special_shifted_chebyshev_polynomial_v_x_scalar(x, n):
    """special_shifted_chebyshev_polynomial_v.x_scalar(Scalar x, Tensor n) -> Tensor"""
    if isinstance(x, Tensor):
        x = number_arg('special_shifted_chebyshev_polynomial_v', 'x', x, 1, 'Number')
    x_, n_ = x, n._data
    x_, n_ = promote_float(x_, n_)
    xp = ARRAY_MODULE[type(n_)]
    try:
        out = K.shifted_chebyshev_polynomial_v(xp, x_, n_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('special_shifted_chebyshev_polynomial_v', error, x_, n_) from None
    result = wrap(out)
    return result


def special_shifted_chebyshev_polynomial_v_n_scalar(x, n):
    """special_shifted_chebyshev_polynomial_v.n_scalar(Tensor x, Scalar n) -> Tensor"""
    if isinstance(n, Tensor):
        n = number_arg('special_shifted_chebyshev_polynomial_v', 'n', n, 2, 'Number')
    x_, n_ = x._data, n
    x_, n_ = promote_float(x_, n_)
    xp = ARRAY_MODULE[type(x_)]
    try:
        out = K.shifted_chebyshev_polynomial_v(xp, x_, n_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('special_shifted_chebyshev_polynomial_v', error, x_, n_) from None
    result = wrap(out)
    return result


def special_shifted_chebyshev_polynomial_w(x, n):
    """special_shifted_chebyshev_polynomial_w(Tensor x, Tensor n) -> Tensor"""
    x_, n_ = x._data, (n._data if isinstance(n, Tensor) else n if type(n) in NUMBER_TYPES else scalar_operand(n, 'special_shifted_chebyshev_polynomial_w', 'n', 2))
    x_, n_ = promote_float(x_, n_)
    xp = ARRAY_MODULE[type(x_)]
    try:
        out = K.shifted_chebyshev_polynomial_w(xp, x_, n_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('special_shifted_chebyshev_polynomial_w', error, x_, n_) from None
    result = wrap(out)
    return result


def special_shifted_chebyshev_polynomial_w_x_scalar(x, n):
    """special_shifted_chebyshev_polynomial_w.x_scalar(Scalar x, Tensor n) -> Tensor"""
    if isinstance(x, Tensor):
        x = number_arg('special_shifted_chebyshev_polynomial_w', 'x', x, 1, 'Number')
    x_, n_ = x, n._data
    x_, n_ = promote_float(x_, n_)
    xp = ARRAY_MODULE[type(n_)]
    try:
        out = K.shifted_chebyshev_polynomial_w(xp, x_, n_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('special_shifted_chebyshev_polynomial_w', error, x_, n_) from None
    result = wrap(out)
    return result


def special_shifted_chebyshev_polynomial_w_n_scalar(x, n):
    """special_shifted_chebyshev_polynomial_w.n_scalar(Tensor x, Scalar n) -> Tensor"""
    if isinstance(n, Tensor):
        n = number_arg('special_shifted_chebyshev_polynomial_w', 'n', n, 2, 'Number')
    x_, n_ = x._data, n
    x_, n_ = promote_float(x_, n_)
    xp = ARRAY_MODULE[type(x_)]
    try:
        out = K.shifted_chebyshev_polynomial_w(xp, x_, n_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('special_shifted_chebyshev_polynomial_w', error, x_, n_) from None
    result = wrap(out)
    return result


def conv_tbc(self, weight, bias, pad=0):
    """conv_tbc(Tensor self, Tensor weight, Tensor bias, int pad=0) -> Tensor"""
    if not isinstance(weight, Tensor):
        raise not_a_tensor('conv_tbc', 'weight', weight, 2)
    if not isinstance(bias, Tensor):
        raise not_a_tensor('conv_tbc', 'bias', bias, 3)
    if type(pad) is not int:
        pad = int_arg('conv_tbc', 'pad', pad, 4)
    _any_requires_grad = (self._requires_grad or weight._requires_grad or bias._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = ConvTbcBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(weight) if weight._requires_grad else None,
            gradient_node(bias) if bias._requires_grad else None,
        )
        if self._output_nr or weight._output_nr or bias._output_nr:
            grad_fn._next_nrs = edge_numbers(self, weight, bias)
        grad_fn.bias_ = save_input(bias)
        grad_fn.pad = pad
        grad_fn.self_ = save_input(self)
        grad_fn.weight_ = save_input(weight)
    if FORWARD_AD.active and has_fw_grad(self, weight, bias):
        raise forward_ad_not_implemented('conv_tbc')
    self_, weight_, bias_, pad_ = self._data, weight._data, bias._data, pad
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.conv_tbc(xp, self_, weight_, bias_, pad_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('conv_tbc', error, self_, weight_, bias_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    return result


def triangular_solve(self, A, upper=True, transpose=False, unitriangular=False):
    """triangular_solve(Tensor self, Tensor A, bool upper=True, bool transpose=False, bool unitriangular=False) -> (Tensor solution, Tensor cloned_coefficient)"""
    if AUTOCAST.enabled:
        self, A = autocast_cast({'cpu': 'fp32'}, self, A)
    A_is_tensor = isinstance(A, Tensor)
    _any_requires_grad = (self._requires_grad or (A_is_tensor and A._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = TriangularSolveBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(A) if A_is_tensor and A._requires_grad else None,
        )
        if self._output_nr or A_is_tensor and A._output_nr:
            grad_fn._next_nrs = edge_numbers(self, A)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.A_ = save_input(A)
        grad_fn.self_ = save_input(self)
        grad_fn.transpose = transpose
        grad_fn.unitriangular = unitriangular
        grad_fn.upper = upper
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, A)
    self_, A_, upper_, transpose_, unitriangular_ = self._data, (A._data if A_is_tensor else A if type(A) in NUMBER_TYPES else scalar_operand(A, 'triangular_solve', 'A', 2)), upper, transpose, unitriangular
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.triangular_solve(xp, self_, A_, upper_, transpose_, unitriangular_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('triangular_solve', error, self_, A_) from None
    solution, cloned_coefficient = wrap(out[0]), wrap(out[1])
    if _any_requires_grad:
        set_history(solution, grad_fn)
        set_history(cloned_coefficient, grad_fn)
    if _any_has_forward_grad:
        forward_derivatives.jvp_triangular_solve(self, A, upper, transpose, unitriangular, solution, cloned_coefficient)
    if _any_requires_grad:
        grad_fn.solution_ = save_output(solution)
    return _return_triangular_solve(solution, cloned_coefficient)


def poisson(self, generator=None):
    """poisson(Tensor self, Generator? generator=None) -> Tensor"""
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = PoissonBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
    if FORWARD_AD.active and has_fw_grad(self):
        raise forward_ad_not_implemented('poisson')
    self_, generator_ = self._data, generator
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.poisson(xp, self_, generator_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('poisson', error, self_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    return result


def binomial(count, prob, generator=None):
    """binomial(Tensor count, Tensor prob, Generator? generator=None) -> Tensor"""
    prob_is_tensor = isinstance(prob, Tensor)
    _any_requires_grad = (count._requires_grad or (prob_is_tensor and prob._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = NotImplementedNode('aten::binomial', count, prob)
    if FORWARD_AD.active and has_fw_grad(count, prob):
        raise forward_ad_not_implemented('binomial')
    count_, prob_, generator_ = count._data, (prob._data if prob_is_tensor else prob if type(prob) in NUMBER_TYPES else scalar_operand(prob, 'binomial', 'prob', 2)), generator
    xp = ARRAY_MODULE[type(count_)]
    try:
        out = K.binomial(xp, count_, prob_, generator_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('binomial', error, count_, prob_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    return result


def linalg_ldl_factor_ex(self, hermitian=False, check_errors=False):
    """linalg_ldl_factor_ex(Tensor self, *, bool hermitian=False, bool check_errors=False) -> (Tensor LD, Tensor pivots, Tensor info)"""
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = NotImplementedNode('aten::linalg_ldl_factor_ex', self)
    if FORWARD_AD.active and has_fw_grad(self):
        raise forward_ad_not_implemented('linalg_ldl_factor_ex')
    self_, hermitian_, check_errors_ = self._data, hermitian, check_errors
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.ldl_factor_ex(xp, self_, hermitian_, check_errors_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('linalg_ldl_factor_ex', error, self_) from None
    LD, pivots, info = wrap(out[0]), wrap(out[1]), wrap(out[2])
    if _any_requires_grad:
        set_history(LD, grad_fn)
    return _return_linalg_ldl_factor_ex(LD, pivots, info)


def linalg_ldl_solve(LD, pivots, B, hermitian=False):
    """linalg_ldl_solve(Tensor LD, Tensor pivots, Tensor B, *, bool hermitian=False) -> Tensor"""
    pivots_is_tensor = isinstance(pivots, Tensor)
    B_is_tensor = isinstance(B, Tensor)
    _any_requires_grad = (LD._requires_grad or (pivots_is_tensor and pivots._requires_grad) or (B_is_tensor and B._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = NotImplementedNode('aten::linalg_ldl_solve', LD, pivots, B)
    if FORWARD_AD.active and has_fw_grad(LD, pivots, B):
        raise forward_ad_not_implemented('linalg_ldl_solve')
    LD_, pivots_, B_, hermitian_ = LD._data, (pivots._data if pivots_is_tensor else pivots if type(pivots) in NUMBER_TYPES else scalar_operand(pivots, 'linalg_ldl_solve', 'pivots', 2)), (B._data if B_is_tensor else B if type(B) in NUMBER_TYPES else scalar_operand(B, 'linalg_ldl_solve', 'B', 3)), hermitian
    xp = ARRAY_MODULE[type(LD_)]
    try:
        out = K.ldl_solve(xp, LD_, pivots_, B_, hermitian_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('linalg_ldl_solve', error, LD_, pivots_, B_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    return result


def linalg_householder_product(input, tau):
    """linalg_householder_product(Tensor input, Tensor tau) -> Tensor"""
    if AUTOCAST.enabled:
        input, tau = autocast_cast({'cpu': 'fp32'}, input, tau)
    tau_is_tensor = isinstance(tau, Tensor)
    _any_requires_grad = (input._requires_grad or (tau_is_tensor and tau._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = LinalgHouseholderProductBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(input) if input._requires_grad else None,
            gradient_node(tau) if tau_is_tensor and tau._requires_grad else None,
        )
        if input._output_nr or tau_is_tensor and tau._output_nr:
            grad_fn._next_nrs = edge_numbers(input, tau)
        grad_fn.input_ = save_input(input)
        grad_fn.tau_ = save_input(tau)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(input, tau)
    input_, tau_ = input._data, (tau._data if tau_is_tensor else tau if type(tau) in NUMBER_TYPES else scalar_operand(tau, 'linalg_householder_product', 'tau', 2))
    xp = ARRAY_MODULE[type(input_)]
    try:
        out = K.householder_product(xp, input_, tau_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('linalg_householder_product', error, input_, tau_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    if _any_has_forward_grad:
        forward_derivatives.jvp_linalg_householder_product(input, tau, result)
    if _any_requires_grad:
        grad_fn.result_ = save_output(result)
    return result


def ormqr(self, input2, input3, left=True, transpose=False):
    """ormqr(Tensor self, Tensor input2, Tensor input3, bool left=True, bool transpose=False) -> Tensor"""
    if AUTOCAST.enabled:
        self, input2, input3 = autocast_cast({'cpu': 'fp32'}, self, input2, input3)
    input2_is_tensor = isinstance(input2, Tensor)
    input3_is_tensor = isinstance(input3, Tensor)
    _any_requires_grad = (self._requires_grad or (input2_is_tensor and input2._requires_grad) or (input3_is_tensor and input3._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    if _any_requires_grad:
        grad_fn = OrmqrBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(input2) if input2_is_tensor and input2._requires_grad else None,
            gradient_node(input3) if input3_is_tensor and input3._requires_grad else None,
        )
        if self._output_nr or input2_is_tensor and input2._output_nr or input3_is_tensor and input3._output_nr:
            grad_fn._next_nrs = edge_numbers(self, input2, input3)
        grad_fn.input2_ = save_input(input2)
        grad_fn.input3_ = save_input(input3)
        grad_fn.left = left
        grad_fn.self_ = save_input(self)
        grad_fn.transpose = transpose
    if FORWARD_AD.active and has_fw_grad(self, input2, input3):
        raise forward_ad_not_implemented('ormqr')
    self_, input2_, input3_, left_, transpose_ = self._data, (input2._data if input2_is_tensor else input2 if type(input2) in NUMBER_TYPES else scalar_operand(input2, 'ormqr', 'input2', 2)), (input3._data if input3_is_tensor else input3 if type(input3) in NUMBER_TYPES else scalar_operand(input3, 'ormqr', 'input3', 3)), left, transpose
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = K.ormqr(xp, self_, input2_, input3_, left_, transpose_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('ormqr', error, self_, input2_, input3_) from None
    result = wrap(out)
    if _any_requires_grad:
        grad_fn._input_metadata = output_metadata(result._data)
        result._grad_fn = grad_fn
        result._requires_grad = True
    return result


def add__Tensor(self, other, alpha=1):
    """add_.Tensor(Tensor(a!) self, Tensor other, *, Scalar alpha=1) -> Tensor(a!)"""
    if isinstance(alpha, Tensor):
        alpha = number_arg('add_', 'alpha', alpha, None, 'Number')
    other_is_tensor = isinstance(other, Tensor)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, other)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'add_')
    _any_requires_grad = (self._requires_grad or (other_is_tensor and other._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = AddBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(other) if other_is_tensor and other._requires_grad else None,
        )
        if self._output_nr or other_is_tensor and other._output_nr:
            grad_fn._next_nrs = edge_numbers(self, other)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.alpha = alpha
    self_, other_, alpha_ = self._data, (other._data if other_is_tensor else other if type(other) in NUMBER_TYPES else scalar_operand(other, 'add_', 'other', 2)), alpha
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype:
        self_, other_ = promote(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    check_no_partial_overlap(self_, other_)
    out = None
    if self_ is self._data:
        check_no_internal_overlap(self_)
        try:
            out = xp.add(self_, other_ if alpha_ == 1 and type(alpha_) is int else K.alpha_times(self_, other_, alpha_), out=self_)
        except (ValueError, TypeError):
            pass
    if out is None:
        try:
            out = _kernel_add_Tensor(xp, self_, other_, alpha_)
        except (ValueError, IndexError, TypeError) as error:
            check_numbers('add_', (('alpha', alpha, None, 'Number'),))
            raise kernel_error('add_', error, self_, other_) from None
        write_inplace(self, out)
    else:
        bump_version(self)
    if _any_has_forward_grad:
        forward_derivatives.jvp_add_Tensor(self_before, other, alpha, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def sub__Tensor(self, other, alpha=1):
    """sub_.Tensor(Tensor(a!) self, Tensor other, *, Scalar alpha=1) -> Tensor(a!)"""
    if isinstance(alpha, Tensor):
        alpha = number_arg('sub_', 'alpha', alpha, None, 'Number')
    other_is_tensor = isinstance(other, Tensor)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, other)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'sub_')
    _any_requires_grad = (self._requires_grad or (other_is_tensor and other._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = SubBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(other) if other_is_tensor and other._requires_grad else None,
        )
        if self._output_nr or other_is_tensor and other._output_nr:
            grad_fn._next_nrs = edge_numbers(self, other)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.alpha = alpha
    self_, other_, alpha_ = self._data, (other._data if other_is_tensor else other if type(other) in NUMBER_TYPES else scalar_operand(other, 'sub_', 'other', 2)), alpha
    K.sub_check(self_, other_)
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype:
        self_, other_ = promote(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    check_no_partial_overlap(self_, other_)
    out = None
    if self_ is self._data:
        check_no_internal_overlap(self_)
        try:
            out = xp.subtract(self_, other_ if alpha_ == 1 and type(alpha_) is int else K.alpha_times(self_, other_, alpha_), out=self_)
        except (ValueError, TypeError):
            pass
    if out is None:
        try:
            out = _kernel_sub_Tensor(xp, self_, other_, alpha_)
        except (ValueError, IndexError, TypeError) as error:
            check_numbers('sub_', (('alpha', alpha, None, 'Number'),))
            raise kernel_error('sub_', error, self_, other_) from None
        write_inplace(self, out)
    else:
        bump_version(self)
    if _any_has_forward_grad:
        forward_derivatives.jvp_sub_Tensor(self_before, other, alpha, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def mul__Tensor(self, other):
    """mul_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
    other_is_tensor = isinstance(other, Tensor)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, other)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'mul_')
    _any_requires_grad = (self._requires_grad or (other_is_tensor and other._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = MulBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(other) if other_is_tensor and other._requires_grad else None,
        )
        if self._output_nr or other_is_tensor and other._output_nr:
            grad_fn._next_nrs = edge_numbers(self, other)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.other_ = save_input(other) if self._requires_grad else NOT_SAVED
        grad_fn.self_ = save_input(clone(self)) if other_is_tensor and other._requires_grad else NOT_SAVED
    self_, other_ = self._data, (other._data if other_is_tensor else other if type(other) in NUMBER_TYPES else scalar_operand(other, 'mul_', 'other', 2))
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype:
        self_, other_ = promote(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    check_no_partial_overlap(self_, other_)
    out = None
    if self_ is self._data:
        check_no_internal_overlap(self_)
        try:
            out = xp.multiply(self_, other_, out=self_)
        except (ValueError, TypeError):
            pass
    if out is None:
        try:
            out = _kernel_mul_Tensor(xp, self_, other_)
        except (ValueError, IndexError, TypeError) as error:
            raise kernel_error('mul_', error, self_, other_) from None
        write_inplace(self, out)
    else:
        bump_version(self)
    if _any_has_forward_grad:
        forward_derivatives.jvp_mul_Tensor(self_before, other, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def div__Tensor(self, other):
    """div_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
    other_is_tensor = isinstance(other, Tensor)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, other)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'div_')
    _any_requires_grad = (self._requires_grad or (other_is_tensor and other._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = DivBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(other) if other_is_tensor and other._requires_grad else None,
        )
        if self._output_nr or other_is_tensor and other._output_nr:
            grad_fn._next_nrs = edge_numbers(self, other)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.other_ = save_input(other)
        grad_fn.self_ = save_input(clone(self)) if other_is_tensor and other._requires_grad else NOT_SAVED
    self_, other_ = self._data, (other._data if other_is_tensor else other if type(other) in NUMBER_TYPES else scalar_operand(other, 'div_', 'other', 2))
    self_, other_ = promote_float(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    check_no_partial_overlap(self_, other_)
    out = None
    if self_ is self._data:
        check_no_internal_overlap(self_)
        try:
            out = xp.true_divide(self_, other_, out=self_)
        except (ValueError, TypeError):
            pass
    if out is None:
        try:
            out = _kernel_div_Tensor(xp, self_, other_)
        except (ValueError, IndexError, TypeError) as error:
            raise kernel_error('div_', error, self_, other_) from None
        write_inplace(self, out)
    else:
        bump_version(self)
    if _any_has_forward_grad:
        forward_derivatives.jvp_div_Tensor(self_before, other, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def neg_(self):
    """neg_(Tensor(a!) self) -> Tensor(a!)"""
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'neg_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = NegBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
    self_ = self._data
    xp = ARRAY_MODULE[type(self_)]
    out = None
    if self_ is self._data:
        check_no_internal_overlap(self_)
        try:
            out = xp.negative(self_, out=self_)
        except (ValueError, TypeError):
            pass
    if out is None:
        try:
            out = _kernel_neg(xp, self_)
        except (ValueError, IndexError, TypeError) as error:
            raise kernel_error('neg_', error, self_) from None
        write_inplace(self, out)
    else:
        bump_version(self)
    if _any_has_forward_grad:
        forward_derivatives.jvp_neg(self_before, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def pow__Tensor_Scalar(self, exponent):
    """pow_.Tensor_Scalar(Tensor(a!) self, Scalar exponent) -> Tensor(a!)"""
    if isinstance(exponent, Tensor):
        exponent = number_arg('pow_', 'exponent', exponent, 2, 'Number')
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'pow_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = PowBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.exponent = exponent
        grad_fn.self_ = save_input(clone(self)) if self._requires_grad else NOT_SAVED
    self_, exponent_ = self._data, exponent
    self_.dtype.kind in 'biu' and K.integer_power_check(self_, exponent_)
    if type(exponent_) is not type(self_) or exponent_.dtype is not self_.dtype:
        self_, exponent_ = promote(self_, exponent_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = _kernel_pow_Tensor_Scalar(xp, self_, exponent_)
    except (ValueError, IndexError, TypeError) as error:
        check_numbers('pow_', (('exponent', exponent, 2, 'Number'),))
        raise kernel_error('pow_', error, self_, exponent_) from None
    write_inplace(self, out)
    if _any_has_forward_grad:
        forward_derivatives.jvp_pow_Tensor_Scalar(self_before, exponent, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def pow__Tensor_Tensor(self, exponent):
    """pow_.Tensor_Tensor(Tensor(a!) self, Tensor exponent) -> Tensor(a!)"""
    exponent_is_tensor = isinstance(exponent, Tensor)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, exponent)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'pow_')
    _any_requires_grad = (self._requires_grad or (exponent_is_tensor and exponent._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = PowBackward1()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(exponent) if exponent_is_tensor and exponent._requires_grad else None,
        )
        if self._output_nr or exponent_is_tensor and exponent._output_nr:
            grad_fn._next_nrs = edge_numbers(self, exponent)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.exponent_ = save_input(exponent)
        grad_fn.self_ = save_input(clone(self))
    self_, exponent_ = self._data, (exponent._data if exponent_is_tensor else exponent if type(exponent) in NUMBER_TYPES else scalar_operand(exponent, 'pow_', 'exponent', 2))
    if type(exponent_) is not type(self_) or exponent_.dtype is not self_.dtype:
        self_, exponent_ = promote(self_, exponent_)
    xp = ARRAY_MODULE[type(self_)]
    check_no_partial_overlap(self_, exponent_)
    try:
        out = _kernel_pow_Tensor_Tensor(xp, self_, exponent_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('pow_', error, self_, exponent_) from None
    write_inplace(self, out)
    if _any_has_forward_grad:
        forward_derivatives.jvp_pow_Tensor_Tensor(self_before, exponent, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
        grad_fn.result_ = SavedVariable(self, self._view_meta is None)
    return self


def exp_(self):
    """exp_(Tensor(a!) self) -> Tensor(a!)"""
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'exp_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = ExpBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
    self_ = self._data
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    out = None
    if self_ is self._data:
        check_no_internal_overlap(self_)
        try:
            out = xp.exp(self_, out=self_)
        except (ValueError, TypeError):
            pass
    if out is None:
        try:
            out = _kernel_exp(xp, self_)
        except (ValueError, IndexError, TypeError) as error:
            raise kernel_error('exp_', error, self_) from None
        write_inplace(self, out)
    else:
        bump_version(self)
    if _any_has_forward_grad:
        forward_derivatives.jvp_exp(self_before, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
        grad_fn.result_ = SavedVariable(self, self._view_meta is None)
    return self


def log_(self):
    """log_(Tensor(a!) self) -> Tensor(a!)"""
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'log_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = LogBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.self_ = save_input(clone(self)) if self._requires_grad else NOT_SAVED
    self_ = self._data
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    out = None
    if self_ is self._data:
        check_no_internal_overlap(self_)
        try:
            out = xp.log(self_, out=self_)
        except (ValueError, TypeError):
            pass
    if out is None:
        try:
            out = _kernel_log(xp, self_)
        except (ValueError, IndexError, TypeError) as error:
            raise kernel_error('log_', error, self_) from None
        write_inplace(self, out)
    else:
        bump_version(self)
    if _any_has_forward_grad:
        forward_derivatives.jvp_log(self_before, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def sqrt_(self):
    """sqrt_(Tensor(a!) self) -> Tensor(a!)"""
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'sqrt_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = SqrtBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
    self_ = self._data
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    out = None
    if self_ is self._data:
        check_no_internal_overlap(self_)
        try:
            out = xp.sqrt(self_, out=self_)
        except (ValueError, TypeError):
            pass
    if out is None:
        try:
            out = _kernel_sqrt(xp, self_)
        except (ValueError, IndexError, TypeError) as error:
            raise kernel_error('sqrt_', error, self_) from None
        write_inplace(self, out)
    else:
        bump_version(self)
    if _any_has_forward_grad:
        forward_derivatives.jvp_sqrt(self_before, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
        grad_fn.result_ = SavedVariable(self, self._view_meta is None)
    return self


def rsqrt_(self):
    """rsqrt_(Tensor(a!) self) -> Tensor(a!)"""
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'rsqrt_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = RsqrtBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
    self_ = self._data
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = _kernel_rsqrt(xp, self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('rsqrt_', error, self_) from None
    write_inplace(self, out)
    if _any_has_forward_grad:
        forward_derivatives.jvp_rsqrt(self_before, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
        grad_fn.result_ = SavedVariable(self, self._view_meta is None)
    return self


def abs_(self):
    """abs_(Tensor(a!) self) -> Tensor(a!)"""
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'abs_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = AbsBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.self_ = save_input(clone(self)) if self._requires_grad else NOT_SAVED
    self_ = self._data
    K.not_implemented_for(self_, 'b', 'abs_cpu')
    xp = ARRAY_MODULE[type(self_)]
    out = None
    if self_ is self._data:
        check_no_internal_overlap(self_)
        try:
            out = xp.abs(self_, out=self_)
        except (ValueError, TypeError):
            pass
    if out is None:
        try:
            out = _kernel_abs(xp, self_)
        except (ValueError, IndexError, TypeError) as error:
            raise kernel_error('abs_', error, self_) from None
        write_inplace(self, out)
    else:
        bump_version(self)
    if _any_has_forward_grad:
        forward_derivatives.jvp_abs(self_before, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def sgn_(self):
    """sgn_(Tensor(a!) self) -> Tensor(a!)"""
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'sgn_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = SgnBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
    self_ = self._data
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = _kernel_sgn(xp, self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('sgn_', error, self_) from None
    write_inplace(self, out)
    if _any_has_forward_grad:
        forward_derivatives.jvp_sgn(self_before, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def sign_(self):
    """sign_(Tensor(a!) self) -> Tensor(a!)"""
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'sign_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = SignBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
    self_ = self._data
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = _kernel_sign(xp, self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('sign_', error, self_) from None
    write_inplace(self, out)
    if _any_has_forward_grad:
        forward_derivatives.jvp_sign(self_before, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def sin_(self):
    """sin_(Tensor(a!) self) -> Tensor(a!)"""
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'sin_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = SinBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.self_ = save_input(clone(self)) if self._requires_grad else NOT_SAVED
    self_ = self._data
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    out = None
    if self_ is self._data:
        check_no_internal_overlap(self_)
        try:
            out = xp.sin(self_, out=self_)
        except (ValueError, TypeError):
            pass
    if out is None:
        try:
            out = _kernel_sin(xp, self_)
        except (ValueError, IndexError, TypeError) as error:
            raise kernel_error('sin_', error, self_) from None
        write_inplace(self, out)
    else:
        bump_version(self)
    if _any_has_forward_grad:
        forward_derivatives.jvp_sin(self_before, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def cos_(self):
    """cos_(Tensor(a!) self) -> Tensor(a!)"""
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'cos_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = CosBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.self_ = save_input(clone(self)) if self._requires_grad else NOT_SAVED
    self_ = self._data
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    out = None
    if self_ is self._data:
        check_no_internal_overlap(self_)
        try:
            out = xp.cos(self_, out=self_)
        except (ValueError, TypeError):
            pass
    if out is None:
        try:
            out = _kernel_cos(xp, self_)
        except (ValueError, IndexError, TypeError) as error:
            raise kernel_error('cos_', error, self_) from None
        write_inplace(self, out)
    else:
        bump_version(self)
    if _any_has_forward_grad:
        forward_derivatives.jvp_cos(self_before, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def tanh_(self):
    """tanh_(Tensor(a!) self) -> Tensor(a!)"""
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'tanh_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = TanhBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
    self_ = self._data
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    out = None
    if self_ is self._data:
        check_no_internal_overlap(self_)
        try:
            out = xp.tanh(self_, out=self_)
        except (ValueError, TypeError):
            pass
    if out is None:
        try:
            out = _kernel_tanh(xp, self_)
        except (ValueError, IndexError, TypeError) as error:
            raise kernel_error('tanh_', error, self_) from None
        write_inplace(self, out)
    else:
        bump_version(self)
    if _any_has_forward_grad:
        forward_derivatives.jvp_tanh(self_before, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
        grad_fn.result_ = SavedVariable(self, self._view_meta is None)
    return self


def sigmoid_(self):
    """sigmoid_(Tensor(a!) self) -> Tensor(a!)"""
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'sigmoid_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = SigmoidBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
    self_ = self._data
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = _kernel_sigmoid(xp, self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('sigmoid_', error, self_) from None
    write_inplace(self, out)
    if _any_has_forward_grad:
        forward_derivatives.jvp_sigmoid(self_before, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
        grad_fn.result_ = SavedVariable(self, self._view_meta is None)
    return self


def relu_(self):
    """relu_(Tensor(a!) self) -> Tensor(a!)"""
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'relu_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = ReluBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
    self_ = self._data
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = _kernel_relu(xp, self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('relu_', error, self_) from None
    write_inplace(self, out)
    if _any_has_forward_grad:
        forward_derivatives.jvp_relu(self_before, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
        grad_fn.result_ = SavedVariable(self, self._view_meta is None)
    return self


def clamp__Tensor(self, min=None, max=None):
    """clamp_.Tensor(Tensor(a!) self, Tensor? min=None, Tensor? max=None) -> Tensor(a!)"""
    min_is_tensor = isinstance(min, Tensor)
    max_is_tensor = isinstance(max, Tensor)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, min, max)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'clamp_')
    _any_requires_grad = (self._requires_grad or (min_is_tensor and min._requires_grad) or (max_is_tensor and max._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = ClampBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(min) if min_is_tensor and min._requires_grad else None,
            gradient_node(max) if max_is_tensor and max._requires_grad else None,
        )
        if self._output_nr or min_is_tensor and min._output_nr or max_is_tensor and max._output_nr:
            grad_fn._next_nrs = edge_numbers(self, min, max)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.max_ = save_input(max)
        grad_fn.min_ = save_input(min)
        grad_fn.self_ = save_input(clone(self))
    self_, min_, max_ = self._data, (min._data if min_is_tensor else min), (max._data if max_is_tensor else max)
    self_, min_, max_ = promote(self_, min_, max_)
    xp = ARRAY_MODULE[type(self_)]
    check_no_partial_overlap(self_, min_)
    check_no_partial_overlap(self_, max_)
    try:
        out = _kernel_clamp_Tensor(xp, self_, min_, max_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('clamp_', error, self_, min_, max_) from None
    write_inplace(self, out)
    if _any_has_forward_grad:
        forward_derivatives.jvp_clamp_Tensor(self_before, min, max, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def clamp_(self, min=None, max=None):
    """clamp_(Tensor(a!) self, Scalar? min=None, Scalar? max=None) -> Tensor(a!)"""
    if isinstance(min, Tensor):
        min = number_arg('clamp_', 'min', min, 2, 'Number')
    if isinstance(max, Tensor):
        max = number_arg('clamp_', 'max', max, 3, 'Number')
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'clamp_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = ClampBackward1()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.max = max
        grad_fn.min = min
        grad_fn.self_ = save_input(clone(self)) if self._requires_grad else NOT_SAVED
    self_, min_, max_ = self._data, min, max
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = _kernel_clamp(xp, self_, min_, max_)
    except (ValueError, IndexError, TypeError) as error:
        check_numbers('clamp_', (('min', min, 2, 'Number'), ('max', max, 3, 'Number'),))
        raise kernel_error('clamp_', error, self_, min_, max_) from None
    write_inplace(self, out)
    if _any_has_forward_grad:
        forward_derivatives.jvp_clamp(self_before, min, max, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def index_put_(self, indices, values, accumulate=False):
    """index_put_(Tensor(a!) self, Tensor?[] indices, Tensor values, bool accumulate=False) -> Tensor(a!)"""
    if not isinstance(values, Tensor):
        raise not_a_tensor('index_put_', 'values', values, 3)
    if type(accumulate) is not bool:
        bool_arg('index_put_', 'accumulate', accumulate, 4)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, indices, values)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'index_put_')
    _any_requires_grad = (self._requires_grad or values._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = IndexPutBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(values) if values._requires_grad else None,
        )
        if self._output_nr or values._output_nr:
            grad_fn._next_nrs = edge_numbers(self, values)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.accumulate = accumulate
        grad_fn.indices_ = [SavedVariable(t) for t in indices]
        grad_fn.values_info = (values._data.shape, values.dtype, values.device)
    self_, indices_, values_, accumulate_ = self._data, [None if t is None else t._data for t in indices], values._data, accumulate
    xp = ARRAY_MODULE[type(self_)]
    check_no_partial_overlap(self_, values_)
    try:
        out = _kernel_index_put(xp, self_, indices_, values_, accumulate_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('index_put_', error, self_, values_) from None
    write_inplace(self, out)
    if _any_has_forward_grad:
        forward_derivatives.jvp_index_put(self_before, indices, values, accumulate, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def scatter__src(self, dim, index, src):
    """scatter_.src(Tensor(a!) self, int dim, Tensor index, Tensor src) -> Tensor(a!)"""
    if type(dim) is not int:
        dim = int_arg('scatter_', 'dim', dim, 2)
    if not isinstance(index, Tensor):
        raise not_a_tensor('scatter_', 'index', index, 3)
    if not isinstance(src, Tensor):
        raise not_a_tensor('scatter_', 'src', src, 4)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, index, src)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'scatter_')
    _any_requires_grad = (self._requires_grad or src._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = ScatterBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(src) if src._requires_grad else None,
        )
        if self._output_nr or src._output_nr:
            grad_fn._next_nrs = edge_numbers(self, src)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.dim = dim
        grad_fn.index_ = save_input(index)
    self_, dim_, index_, src_ = self._data, dim, index._data, src._data
    xp = ARRAY_MODULE[type(self_)]
    check_no_partial_overlap(self_, index_)
    check_no_partial_overlap(self_, src_)
    try:
        out = _kernel_scatter_src(xp, self_, dim_, index_, src_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('scatter_', error, self_, index_, src_) from None
    write_inplace(self, out)
    if _any_has_forward_grad:
        forward_derivatives.jvp_scatter_src(self_before, dim, index, src, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def scatter__value(self, dim, index, value):
    """scatter_.value(Tensor(a!) self, int dim, Tensor index, Scalar value) -> Tensor(a!)"""
    if type(dim) is not int:
        dim = int_arg('scatter_', 'dim', dim, 2)
    if not isinstance(index, Tensor):
        raise not_a_tensor('scatter_', 'index', index, 3)
    if isinstance(value, Tensor):
        value = number_arg('scatter_', 'value', value, 4, 'Number')
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, index)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'scatter_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = ScatterBackward1()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.dim = dim
        grad_fn.index_ = save_input(index) if self._requires_grad else NOT_SAVED
    self_, dim_, index_, value_ = self._data, dim, index._data, value
    xp = ARRAY_MODULE[type(self_)]
    check_no_partial_overlap(self_, index_)
    try:
        out = _kernel_scatter_value(xp, self_, dim_, index_, value_)
    except (ValueError, IndexError, TypeError) as error:
        check_numbers('scatter_', (('value', value, 4, 'Number'),))
        raise kernel_error('scatter_', error, self_, index_, value_) from None
    write_inplace(self, out)
    if _any_has_forward_grad:
        forward_derivatives.jvp_scatter_value(self_before, dim, index, value, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def scatter__value_reduce(self, dim, index, value, reduce):
    """scatter_.value_reduce(Tensor(a!) self, int dim, Tensor index, Scalar value, *, str reduce) -> Tensor(a!)"""
    if type(dim) is not int:
        dim = int_arg('scatter_', 'dim', dim, 2)
    if not isinstance(index, Tensor):
        raise not_a_tensor('scatter_', 'index', index, 3)
    if isinstance(value, Tensor):
        value = number_arg('scatter_', 'value', value, 4, 'Number')
    if FORWARD_AD.active and has_fw_grad(self, index):
        raise forward_ad_not_implemented('scatter_')
    _any_requires_grad = (self._requires_grad or index._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = NotImplementedNode('aten::scatter_', self, index)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
    self_, dim_, index_, value_, reduce_ = self._data, dim, index._data, value, reduce
    xp = ARRAY_MODULE[type(self_)]
    check_no_partial_overlap(self_, index_)
    try:
        out = _kernel_scatter_value_reduce(xp, self_, dim_, index_, value_, reduce_)
    except (ValueError, IndexError, TypeError) as error:
        check_numbers('scatter_', (('value', value, 4, 'Number'),))
        raise kernel_error('scatter_', error, self_, index_, value_) from None
    write_inplace(self, out)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def scatter__reduce(self, dim, index, src, reduce):
    """scatter_.reduce(Tensor(a!) self, int dim, Tensor index, Tensor src, *, str reduce) -> Tensor(a!)"""
    if type(dim) is not int:
        dim = int_arg('scatter_', 'dim', dim, 2)
    if not isinstance(index, Tensor):
        raise not_a_tensor('scatter_', 'index', index, 3)
    if not isinstance(src, Tensor):
        raise not_a_tensor('scatter_', 'src', src, 4)
    if FORWARD_AD.active and has_fw_grad(self, index, src):
        raise forward_ad_not_implemented('scatter_')
    _any_requires_grad = (self._requires_grad or index._requires_grad or src._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = NotImplementedNode('aten::scatter_', self, index, src)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
    self_, dim_, index_, src_, reduce_ = self._data, dim, index._data, src._data, reduce
    xp = ARRAY_MODULE[type(self_)]
    check_no_partial_overlap(self_, index_)
    check_no_partial_overlap(self_, src_)
    try:
        out = _kernel_scatter_reduce(xp, self_, dim_, index_, src_, reduce_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('scatter_', error, self_, index_, src_) from None
    write_inplace(self, out)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def scatter_reduce__two(self, dim, index, src, reduce, include_self=True):
    """scatter_reduce_.two(Tensor(a!) self, int dim, Tensor index, Tensor src, str reduce, *, bool include_self=True) -> Tensor(a!)"""
    if type(dim) is not int:
        dim = int_arg('scatter_reduce_', 'dim', dim, 2)
    if not isinstance(index, Tensor):
        raise not_a_tensor('scatter_reduce_', 'index', index, 3)
    if not isinstance(src, Tensor):
        raise not_a_tensor('scatter_reduce_', 'src', src, 4)
    if type(include_self) is not bool:
        bool_arg('scatter_reduce_', 'include_self', include_self, None)
    if FORWARD_AD.active and has_fw_grad(self, index, src):
        raise forward_ad_not_implemented('scatter_reduce_')
    _any_requires_grad = (self._requires_grad or src._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = ScatterReduceBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(src) if src._requires_grad else None,
        )
        if self._output_nr or src._output_nr:
            grad_fn._next_nrs = edge_numbers(self, src)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.dim = dim
        grad_fn.include_self = include_self
        grad_fn.index_ = save_input(index)
        grad_fn.reduce = reduce
        grad_fn.self_ = save_input(clone(self))
        grad_fn.src_ = save_input(src)
    self_, dim_, index_, src_, reduce_, include_self_ = self._data, dim, index._data, src._data, reduce, include_self
    xp = ARRAY_MODULE[type(self_)]
    check_no_partial_overlap(self_, index_)
    check_no_partial_overlap(self_, src_)
    try:
        out = _kernel_scatter_reduce_two(xp, self_, dim_, index_, src_, reduce_, include_self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('scatter_reduce_', error, self_, index_, src_) from None
    write_inplace(self, out)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
        grad_fn.result_ = SavedVariable(self, self._view_meta is None)
    return self


def scatter_add_(self, dim, index, src):
    """scatter_add_(Tensor(a!) self, int dim, Tensor index, Tensor src) -> Tensor(a!)"""
    if type(dim) is not int:
        dim = int_arg('scatter_add_', 'dim', dim, 2)
    if not isinstance(index, Tensor):
        raise not_a_tensor('scatter_add_', 'index', index, 3)
    if not isinstance(src, Tensor):
        raise not_a_tensor('scatter_add_', 'src', src, 4)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, index, src)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'scatter_add_')
    _any_requires_grad = (self._requires_grad or src._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = ScatterAddBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(src) if src._requires_grad else None,
        )
        if self._output_nr or src._output_nr:
            grad_fn._next_nrs = edge_numbers(self, src)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.dim = dim
        grad_fn.index_ = save_input(index) if src._requires_grad else NOT_SAVED
    self_, dim_, index_, src_ = self._data, dim, index._data, src._data
    xp = ARRAY_MODULE[type(self_)]
    check_no_partial_overlap(self_, index_)
    check_no_partial_overlap(self_, src_)
    try:
        out = _kernel_scatter_add(xp, self_, dim_, index_, src_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('scatter_add_', error, self_, index_, src_) from None
    write_inplace(self, out)
    if _any_has_forward_grad:
        forward_derivatives.jvp_scatter_add(self_before, dim, index, src, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def logical_not_(self):
    """logical_not_(Tensor(a!) self) -> Tensor(a!)"""
    if FORWARD_AD.active and has_fw_grad(self):
        raise forward_ad_not_implemented('logical_not_')
    self_ = self._data
    xp = ARRAY_MODULE[type(self_)]
    out = None
    if self_ is self._data:
        check_no_internal_overlap(self_)
        try:
            out = xp.logical_not(self_, out=self_)
        except (ValueError, TypeError):
            pass
    if out is None:
        try:
            out = _kernel_logical_not(xp, self_)
        except (ValueError, IndexError, TypeError) as error:
            raise kernel_error('logical_not_', error, self_) from None
        write_inplace(self, out)
    else:
        bump_version(self)
    return self


def logical_and_(self, other):
    """logical_and_(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
    if not isinstance(other, Tensor):
        raise not_a_tensor('logical_and_', 'other', other, 2)
    if FORWARD_AD.active and has_fw_grad(self, other):
        raise forward_ad_not_implemented('logical_and_')
    self_, other_ = self._data, other._data
    xp = ARRAY_MODULE[type(self_)]
    check_no_partial_overlap(self_, other_)
    out = None
    if self_ is self._data:
        check_no_internal_overlap(self_)
        try:
            out = xp.logical_and(self_, other_, out=self_)
        except (ValueError, TypeError):
            pass
    if out is None:
        try:
            out = _kernel_logical_and(xp, self_, other_)
        except (ValueError, IndexError, TypeError) as error:
            raise kernel_error('logical_and_', error, self_, other_) from None
        write_inplace(self, out)
    else:
        bump_version(self)
    return self


def logical_or_(self, other):
    """logical_or_(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
    if not isinstance(other, Tensor):
        raise not_a_tensor('logical_or_', 'other', other, 2)
    if FORWARD_AD.active and has_fw_grad(self, other):
        raise forward_ad_not_implemented('logical_or_')
    self_, other_ = self._data, other._data
    xp = ARRAY_MODULE[type(self_)]
    check_no_partial_overlap(self_, other_)
    out = None
    if self_ is self._data:
        check_no_internal_overlap(self_)
        try:
            out = xp.logical_or(self_, other_, out=self_)
        except (ValueError, TypeError):
            pass
    if out is None:
        try:
            out = _kernel_logical_or(xp, self_, other_)
        except (ValueError, IndexError, TypeError) as error:
            raise kernel_error('logical_or_', error, self_, other_) from None
        write_inplace(self, out)
    else:
        bump_version(self)
    return self


def bitwise_and__Tensor(self, other):
    """bitwise_and_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
    if FORWARD_AD.active and has_fw_grad(self, other):
        raise forward_ad_not_implemented('bitwise_and_')
    self_, other_ = self._data, (other._data if isinstance(other, Tensor) else other if type(other) in NUMBER_TYPES else scalar_operand(other, 'bitwise_and_', 'other', 2))
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype:
        self_, other_ = promote(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    check_no_partial_overlap(self_, other_)
    try:
        out = _kernel_bitwise_and_Tensor(xp, self_, other_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('bitwise_and_', error, self_, other_) from None
    write_inplace(self, out)
    return self


def bitwise_or__Tensor(self, other):
    """bitwise_or_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
    if FORWARD_AD.active and has_fw_grad(self, other):
        raise forward_ad_not_implemented('bitwise_or_')
    self_, other_ = self._data, (other._data if isinstance(other, Tensor) else other if type(other) in NUMBER_TYPES else scalar_operand(other, 'bitwise_or_', 'other', 2))
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype:
        self_, other_ = promote(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    check_no_partial_overlap(self_, other_)
    try:
        out = _kernel_bitwise_or_Tensor(xp, self_, other_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('bitwise_or_', error, self_, other_) from None
    write_inplace(self, out)
    return self


def bitwise_xor__Tensor(self, other):
    """bitwise_xor_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
    if FORWARD_AD.active and has_fw_grad(self, other):
        raise forward_ad_not_implemented('bitwise_xor_')
    self_, other_ = self._data, (other._data if isinstance(other, Tensor) else other if type(other) in NUMBER_TYPES else scalar_operand(other, 'bitwise_xor_', 'other', 2))
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype:
        self_, other_ = promote(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    check_no_partial_overlap(self_, other_)
    try:
        out = _kernel_bitwise_xor_Tensor(xp, self_, other_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('bitwise_xor_', error, self_, other_) from None
    write_inplace(self, out)
    return self


def bitwise_left_shift__Tensor(self, other):
    """bitwise_left_shift_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
    if FORWARD_AD.active and has_fw_grad(self, other):
        raise forward_ad_not_implemented('bitwise_left_shift_')
    self_, other_ = self._data, (other._data if isinstance(other, Tensor) else other if type(other) in NUMBER_TYPES else scalar_operand(other, 'bitwise_left_shift_', 'other', 2))
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype:
        self_, other_ = promote(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    check_no_partial_overlap(self_, other_)
    try:
        out = _kernel_bitwise_left_shift_Tensor(xp, self_, other_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('bitwise_left_shift_', error, self_, other_) from None
    write_inplace(self, out)
    return self


def bitwise_right_shift__Tensor(self, other):
    """bitwise_right_shift_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
    if FORWARD_AD.active and has_fw_grad(self, other):
        raise forward_ad_not_implemented('bitwise_right_shift_')
    self_, other_ = self._data, (other._data if isinstance(other, Tensor) else other if type(other) in NUMBER_TYPES else scalar_operand(other, 'bitwise_right_shift_', 'other', 2))
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype:
        self_, other_ = promote(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    check_no_partial_overlap(self_, other_)
    try:
        out = _kernel_bitwise_right_shift_Tensor(xp, self_, other_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('bitwise_right_shift_', error, self_, other_) from None
    write_inplace(self, out)
    return self


def bitwise_not_(self):
    """bitwise_not_(Tensor(a!) self) -> Tensor(a!)"""
    if FORWARD_AD.active and has_fw_grad(self):
        raise forward_ad_not_implemented('bitwise_not_')
    self_ = self._data
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = _kernel_bitwise_not(xp, self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('bitwise_not_', error, self_) from None
    write_inplace(self, out)
    return self


def exp2_(self):
    """exp2_(Tensor(a!) self) -> Tensor(a!)"""
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'exp2_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = Exp2Backward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
    self_ = self._data
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    out = None
    if self_ is self._data:
        check_no_internal_overlap(self_)
        try:
            out = xp.exp2(self_, out=self_)
        except (ValueError, TypeError):
            pass
    if out is None:
        try:
            out = _kernel_exp2(xp, self_)
        except (ValueError, IndexError, TypeError) as error:
            raise kernel_error('exp2_', error, self_) from None
        write_inplace(self, out)
    else:
        bump_version(self)
    if _any_has_forward_grad:
        forward_derivatives.jvp_exp2(self_before, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
        grad_fn.result_ = SavedVariable(self, self._view_meta is None)
    return self


def expm1_(self):
    """expm1_(Tensor(a!) self) -> Tensor(a!)"""
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'expm1_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = Expm1Backward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
    self_ = self._data
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    out = None
    if self_ is self._data:
        check_no_internal_overlap(self_)
        try:
            out = xp.expm1(self_, out=self_)
        except (ValueError, TypeError):
            pass
    if out is None:
        try:
            out = _kernel_expm1(xp, self_)
        except (ValueError, IndexError, TypeError) as error:
            raise kernel_error('expm1_', error, self_) from None
        write_inplace(self, out)
    else:
        bump_version(self)
    if _any_has_forward_grad:
        forward_derivatives.jvp_expm1(self_before, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
        grad_fn.result_ = SavedVariable(self, self._view_meta is None)
    return self


def log2_(self):
    """log2_(Tensor(a!) self) -> Tensor(a!)"""
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'log2_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = Log2Backward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.self_ = save_input(clone(self)) if self._requires_grad else NOT_SAVED
    self_ = self._data
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    out = None
    if self_ is self._data:
        check_no_internal_overlap(self_)
        try:
            out = xp.log2(self_, out=self_)
        except (ValueError, TypeError):
            pass
    if out is None:
        try:
            out = _kernel_log2(xp, self_)
        except (ValueError, IndexError, TypeError) as error:
            raise kernel_error('log2_', error, self_) from None
        write_inplace(self, out)
    else:
        bump_version(self)
    if _any_has_forward_grad:
        forward_derivatives.jvp_log2(self_before, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def log10_(self):
    """log10_(Tensor(a!) self) -> Tensor(a!)"""
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'log10_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = Log10Backward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.self_ = save_input(clone(self)) if self._requires_grad else NOT_SAVED
    self_ = self._data
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    out = None
    if self_ is self._data:
        check_no_internal_overlap(self_)
        try:
            out = xp.log10(self_, out=self_)
        except (ValueError, TypeError):
            pass
    if out is None:
        try:
            out = _kernel_log10(xp, self_)
        except (ValueError, IndexError, TypeError) as error:
            raise kernel_error('log10_', error, self_) from None
        write_inplace(self, out)
    else:
        bump_version(self)
    if _any_has_forward_grad:
        forward_derivatives.jvp_log10(self_before, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def log1p_(self):
    """log1p_(Tensor(a!) self) -> Tensor(a!)"""
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'log1p_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = Log1PBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.self_ = save_input(clone(self)) if self._requires_grad else NOT_SAVED
    self_ = self._data
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    out = None
    if self_ is self._data:
        check_no_internal_overlap(self_)
        try:
            out = xp.log1p(self_, out=self_)
        except (ValueError, TypeError):
            pass
    if out is None:
        try:
            out = _kernel_log1p(xp, self_)
        except (ValueError, IndexError, TypeError) as error:
            raise kernel_error('log1p_', error, self_) from None
        write_inplace(self, out)
    else:
        bump_version(self)
    if _any_has_forward_grad:
        forward_derivatives.jvp_log1p(self_before, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def reciprocal_(self):
    """reciprocal_(Tensor(a!) self) -> Tensor(a!)"""
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'reciprocal_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = ReciprocalBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
    self_ = self._data
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    out = None
    if self_ is self._data:
        check_no_internal_overlap(self_)
        try:
            out = xp.reciprocal(self_, out=self_)
        except (ValueError, TypeError):
            pass
    if out is None:
        try:
            out = _kernel_reciprocal(xp, self_)
        except (ValueError, IndexError, TypeError) as error:
            raise kernel_error('reciprocal_', error, self_) from None
        write_inplace(self, out)
    else:
        bump_version(self)
    if _any_has_forward_grad:
        forward_derivatives.jvp_reciprocal(self_before, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
        grad_fn.result_ = SavedVariable(self, self._view_meta is None)
    return self


def tan_(self):
    """tan_(Tensor(a!) self) -> Tensor(a!)"""
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'tan_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = TanBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
    self_ = self._data
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    out = None
    if self_ is self._data:
        check_no_internal_overlap(self_)
        try:
            out = xp.tan(self_, out=self_)
        except (ValueError, TypeError):
            pass
    if out is None:
        try:
            out = _kernel_tan(xp, self_)
        except (ValueError, IndexError, TypeError) as error:
            raise kernel_error('tan_', error, self_) from None
        write_inplace(self, out)
    else:
        bump_version(self)
    if _any_has_forward_grad:
        forward_derivatives.jvp_tan(self_before, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
        grad_fn.result_ = SavedVariable(self, self._view_meta is None)
    return self


def asin_(self):
    """asin_(Tensor(a!) self) -> Tensor(a!)"""
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'asin_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = AsinBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.self_ = save_input(clone(self)) if self._requires_grad else NOT_SAVED
    self_ = self._data
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    out = None
    if self_ is self._data:
        check_no_internal_overlap(self_)
        try:
            out = xp.arcsin(self_, out=self_)
        except (ValueError, TypeError):
            pass
    if out is None:
        try:
            out = _kernel_asin(xp, self_)
        except (ValueError, IndexError, TypeError) as error:
            raise kernel_error('asin_', error, self_) from None
        write_inplace(self, out)
    else:
        bump_version(self)
    if _any_has_forward_grad:
        forward_derivatives.jvp_asin(self_before, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def acos_(self):
    """acos_(Tensor(a!) self) -> Tensor(a!)"""
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'acos_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = AcosBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.self_ = save_input(clone(self)) if self._requires_grad else NOT_SAVED
    self_ = self._data
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    out = None
    if self_ is self._data:
        check_no_internal_overlap(self_)
        try:
            out = xp.arccos(self_, out=self_)
        except (ValueError, TypeError):
            pass
    if out is None:
        try:
            out = _kernel_acos(xp, self_)
        except (ValueError, IndexError, TypeError) as error:
            raise kernel_error('acos_', error, self_) from None
        write_inplace(self, out)
    else:
        bump_version(self)
    if _any_has_forward_grad:
        forward_derivatives.jvp_acos(self_before, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def atan_(self):
    """atan_(Tensor(a!) self) -> Tensor(a!)"""
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'atan_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = AtanBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.self_ = save_input(clone(self)) if self._requires_grad else NOT_SAVED
    self_ = self._data
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    out = None
    if self_ is self._data:
        check_no_internal_overlap(self_)
        try:
            out = xp.arctan(self_, out=self_)
        except (ValueError, TypeError):
            pass
    if out is None:
        try:
            out = _kernel_atan(xp, self_)
        except (ValueError, IndexError, TypeError) as error:
            raise kernel_error('atan_', error, self_) from None
        write_inplace(self, out)
    else:
        bump_version(self)
    if _any_has_forward_grad:
        forward_derivatives.jvp_atan(self_before, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def sinh_(self):
    """sinh_(Tensor(a!) self) -> Tensor(a!)"""
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'sinh_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = SinhBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.self_ = save_input(clone(self)) if self._requires_grad else NOT_SAVED
    self_ = self._data
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    out = None
    if self_ is self._data:
        check_no_internal_overlap(self_)
        try:
            out = xp.sinh(self_, out=self_)
        except (ValueError, TypeError):
            pass
    if out is None:
        try:
            out = _kernel_sinh(xp, self_)
        except (ValueError, IndexError, TypeError) as error:
            raise kernel_error('sinh_', error, self_) from None
        write_inplace(self, out)
    else:
        bump_version(self)
    if _any_has_forward_grad:
        forward_derivatives.jvp_sinh(self_before, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def cosh_(self):
    """cosh_(Tensor(a!) self) -> Tensor(a!)"""
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'cosh_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = CoshBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.self_ = save_input(clone(self)) if self._requires_grad else NOT_SAVED
    self_ = self._data
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    out = None
    if self_ is self._data:
        check_no_internal_overlap(self_)
        try:
            out = xp.cosh(self_, out=self_)
        except (ValueError, TypeError):
            pass
    if out is None:
        try:
            out = _kernel_cosh(xp, self_)
        except (ValueError, IndexError, TypeError) as error:
            raise kernel_error('cosh_', error, self_) from None
        write_inplace(self, out)
    else:
        bump_version(self)
    if _any_has_forward_grad:
        forward_derivatives.jvp_cosh(self_before, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def logit_(self, eps=None):
    """logit_(Tensor(a!) self, float? eps=None) -> Tensor(a!)"""
    if isinstance(eps, Tensor):
        eps = number_arg('logit_', 'eps', eps, 2, 'float')
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'logit_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = LogitBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.eps = eps
        grad_fn.self_ = save_input(clone(self)) if self._requires_grad else NOT_SAVED
    self_, eps_ = self._data, eps
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = _kernel_logit(xp, self_, eps_)
    except (ValueError, IndexError, TypeError) as error:
        check_numbers('logit_', (('eps', eps, 2, 'float'),))
        raise kernel_error('logit_', error, self_) from None
    write_inplace(self, out)
    if _any_has_forward_grad:
        forward_derivatives.jvp_logit(self_before, eps, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def erf_(self):
    """erf_(Tensor(a!) self) -> Tensor(a!)"""
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'erf_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = ErfBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.self_ = save_input(clone(self)) if self._requires_grad else NOT_SAVED
    self_ = self._data
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = _kernel_erf(xp, self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('erf_', error, self_) from None
    write_inplace(self, out)
    if _any_has_forward_grad:
        forward_derivatives.jvp_erf(self_before, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def erfc_(self):
    """erfc_(Tensor(a!) self) -> Tensor(a!)"""
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'erfc_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = ErfcBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.self_ = save_input(clone(self)) if self._requires_grad else NOT_SAVED
    self_ = self._data
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = _kernel_erfc(xp, self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('erfc_', error, self_) from None
    write_inplace(self, out)
    if _any_has_forward_grad:
        forward_derivatives.jvp_erfc(self_before, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def erfinv_(self):
    """erfinv_(Tensor(a!) self) -> Tensor(a!)"""
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'erfinv_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = ErfinvBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.self_ = save_input(clone(self)) if self._requires_grad else NOT_SAVED
    self_ = self._data
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = _kernel_erfinv(xp, self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('erfinv_', error, self_) from None
    write_inplace(self, out)
    if _any_has_forward_grad:
        forward_derivatives.jvp_erfinv(self_before, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def lgamma_(self):
    """lgamma_(Tensor(a!) self) -> Tensor(a!)"""
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'lgamma_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = LgammaBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.self_ = save_input(clone(self)) if self._requires_grad else NOT_SAVED
    self_ = self._data
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = _kernel_lgamma(xp, self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('lgamma_', error, self_) from None
    write_inplace(self, out)
    if _any_has_forward_grad:
        forward_derivatives.jvp_lgamma(self_before, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def digamma_(self):
    """digamma_(Tensor(a!) self) -> Tensor(a!)"""
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'digamma_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = DigammaBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.self_ = save_input(clone(self)) if self._requires_grad else NOT_SAVED
    self_ = self._data
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = _kernel_digamma(xp, self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('digamma_', error, self_) from None
    write_inplace(self, out)
    if _any_has_forward_grad:
        forward_derivatives.jvp_digamma(self_before, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def mvlgamma_(self, p):
    """mvlgamma_(Tensor(a!) self, int p) -> Tensor(a!)"""
    if type(p) is not int:
        p = int_arg('mvlgamma_', 'p', p, 2)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'mvlgamma_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = MvlgammaBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.p = p
        grad_fn.self_ = save_input(clone(self)) if self._requires_grad else NOT_SAVED
    self_, p_ = self._data, p
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = _kernel_mvlgamma(xp, self_, p_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('mvlgamma_', error, self_) from None
    write_inplace(self, out)
    if _any_has_forward_grad:
        forward_derivatives.jvp_mvlgamma(self_before, p, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def floor_(self):
    """floor_(Tensor(a!) self) -> Tensor(a!)"""
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'floor_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = FloorBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
    self_ = self._data
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = _kernel_floor(xp, self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('floor_', error, self_) from None
    write_inplace(self, out)
    if _any_has_forward_grad:
        forward_derivatives.jvp_floor(self_before, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def ceil_(self):
    """ceil_(Tensor(a!) self) -> Tensor(a!)"""
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'ceil_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = CeilBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
    self_ = self._data
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = _kernel_ceil(xp, self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('ceil_', error, self_) from None
    write_inplace(self, out)
    if _any_has_forward_grad:
        forward_derivatives.jvp_ceil(self_before, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def round_(self):
    """round_(Tensor(a!) self) -> Tensor(a!)"""
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'round_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = RoundBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
    self_ = self._data
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = _kernel_round(xp, self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('round_', error, self_) from None
    write_inplace(self, out)
    if _any_has_forward_grad:
        forward_derivatives.jvp_round(self_before, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def round__decimals(self, decimals):
    """round_.decimals(Tensor(a!) self, *, int decimals) -> Tensor(a!)"""
    if type(decimals) is not int:
        decimals = int_arg('round_', 'decimals', decimals, None)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'round_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = RoundBackward1()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
    self_, decimals_ = self._data, decimals
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = _kernel_round_decimals(xp, self_, decimals_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('round_', error, self_) from None
    write_inplace(self, out)
    if _any_has_forward_grad:
        forward_derivatives.jvp_round_decimals(self_before, decimals, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def trunc_(self):
    """trunc_(Tensor(a!) self) -> Tensor(a!)"""
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'trunc_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = TruncBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
    self_ = self._data
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = _kernel_trunc(xp, self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('trunc_', error, self_) from None
    write_inplace(self, out)
    if _any_has_forward_grad:
        forward_derivatives.jvp_trunc(self_before, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def frac_(self):
    """frac_(Tensor(a!) self) -> Tensor(a!)"""
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'frac_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = FracBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
    self_ = self._data
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = _kernel_frac(xp, self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('frac_', error, self_) from None
    write_inplace(self, out)
    if _any_has_forward_grad:
        forward_derivatives.jvp_frac(self_before, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def nan_to_num_(self, nan=None, posinf=None, neginf=None):
    """nan_to_num_(Tensor(a!) self, float? nan=None, float? posinf=None, float? neginf=None) -> Tensor(a!)"""
    if isinstance(nan, Tensor):
        nan = number_arg('nan_to_num_', 'nan', nan, 2, 'float')
    if isinstance(posinf, Tensor):
        posinf = number_arg('nan_to_num_', 'posinf', posinf, 3, 'float')
    if isinstance(neginf, Tensor):
        neginf = number_arg('nan_to_num_', 'neginf', neginf, 4, 'float')
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'nan_to_num_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = NanToNumBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.self_ = save_input(clone(self)) if self._requires_grad else NOT_SAVED
    self_, nan_, posinf_, neginf_ = self._data, nan, posinf, neginf
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = _kernel_nan_to_num(xp, self_, nan_, posinf_, neginf_)
    except (ValueError, IndexError, TypeError) as error:
        check_numbers('nan_to_num_', (('nan', nan, 2, 'float'), ('posinf', posinf, 3, 'float'), ('neginf', neginf, 4, 'float'),))
        raise kernel_error('nan_to_num_', error, self_) from None
    write_inplace(self, out)
    if _any_has_forward_grad:
        forward_derivatives.jvp_nan_to_num(self_before, nan, posinf, neginf, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def clamp_min_(self, min):
    """clamp_min_(Tensor(a!) self, Scalar min) -> Tensor(a!)"""
    if isinstance(min, Tensor):
        min = number_arg('clamp_min_', 'min', min, 2, 'Number')
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'clamp_min_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = ClampMinBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.min = min
        grad_fn.self_ = save_input(clone(self)) if self._requires_grad else NOT_SAVED
    self_, min_ = self._data, min
    if type(min_) is not type(self_) or min_.dtype is not self_.dtype:
        self_, min_ = promote(self_, min_)
    xp = ARRAY_MODULE[type(self_)]
    out = None
    if self_ is self._data:
        check_no_internal_overlap(self_)
        try:
            out = xp.maximum(self_, min_, out=self_)
        except (ValueError, TypeError):
            pass
    if out is None:
        try:
            out = _kernel_clamp_min(xp, self_, min_)
        except (ValueError, IndexError, TypeError) as error:
            check_numbers('clamp_min_', (('min', min, 2, 'Number'),))
            raise kernel_error('clamp_min_', error, self_, min_) from None
        write_inplace(self, out)
    else:
        bump_version(self)
    if _any_has_forward_grad:
        forward_derivatives.jvp_clamp_min(self_before, min, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def clamp_min__Tensor(self, min):
    """clamp_min_.Tensor(Tensor(a!) self, Tensor min) -> Tensor(a!)"""
    min_is_tensor = isinstance(min, Tensor)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, min)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'clamp_min_')
    _any_requires_grad = (self._requires_grad or (min_is_tensor and min._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = ClampMinBackward1()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(min) if min_is_tensor and min._requires_grad else None,
        )
        if self._output_nr or min_is_tensor and min._output_nr:
            grad_fn._next_nrs = edge_numbers(self, min)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.min_ = save_input(min)
        grad_fn.self_ = save_input(clone(self))
    self_, min_ = self._data, (min._data if min_is_tensor else min if type(min) in NUMBER_TYPES else scalar_operand(min, 'clamp_min_', 'min', 2))
    if type(min_) is not type(self_) or min_.dtype is not self_.dtype:
        self_, min_ = promote(self_, min_)
    xp = ARRAY_MODULE[type(self_)]
    check_no_partial_overlap(self_, min_)
    out = None
    if self_ is self._data:
        check_no_internal_overlap(self_)
        try:
            out = xp.maximum(self_, min_, out=self_)
        except (ValueError, TypeError):
            pass
    if out is None:
        try:
            out = _kernel_clamp_min_Tensor(xp, self_, min_)
        except (ValueError, IndexError, TypeError) as error:
            raise kernel_error('clamp_min_', error, self_, min_) from None
        write_inplace(self, out)
    else:
        bump_version(self)
    if _any_has_forward_grad:
        forward_derivatives.jvp_clamp_min_Tensor(self_before, min, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def clamp_max_(self, max):
    """clamp_max_(Tensor(a!) self, Scalar max) -> Tensor(a!)"""
    if isinstance(max, Tensor):
        max = number_arg('clamp_max_', 'max', max, 2, 'Number')
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'clamp_max_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = ClampMaxBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.max = max
        grad_fn.self_ = save_input(clone(self)) if self._requires_grad else NOT_SAVED
    self_, max_ = self._data, max
    if type(max_) is not type(self_) or max_.dtype is not self_.dtype:
        self_, max_ = promote(self_, max_)
    xp = ARRAY_MODULE[type(self_)]
    out = None
    if self_ is self._data:
        check_no_internal_overlap(self_)
        try:
            out = xp.minimum(self_, max_, out=self_)
        except (ValueError, TypeError):
            pass
    if out is None:
        try:
            out = _kernel_clamp_max(xp, self_, max_)
        except (ValueError, IndexError, TypeError) as error:
            check_numbers('clamp_max_', (('max', max, 2, 'Number'),))
            raise kernel_error('clamp_max_', error, self_, max_) from None
        write_inplace(self, out)
    else:
        bump_version(self)
    if _any_has_forward_grad:
        forward_derivatives.jvp_clamp_max(self_before, max, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def clamp_max__Tensor(self, max):
    """clamp_max_.Tensor(Tensor(a!) self, Tensor max) -> Tensor(a!)"""
    max_is_tensor = isinstance(max, Tensor)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, max)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'clamp_max_')
    _any_requires_grad = (self._requires_grad or (max_is_tensor and max._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = ClampMaxBackward1()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(max) if max_is_tensor and max._requires_grad else None,
        )
        if self._output_nr or max_is_tensor and max._output_nr:
            grad_fn._next_nrs = edge_numbers(self, max)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.max_ = save_input(max)
        grad_fn.self_ = save_input(clone(self))
    self_, max_ = self._data, (max._data if max_is_tensor else max if type(max) in NUMBER_TYPES else scalar_operand(max, 'clamp_max_', 'max', 2))
    if type(max_) is not type(self_) or max_.dtype is not self_.dtype:
        self_, max_ = promote(self_, max_)
    xp = ARRAY_MODULE[type(self_)]
    check_no_partial_overlap(self_, max_)
    out = None
    if self_ is self._data:
        check_no_internal_overlap(self_)
        try:
            out = xp.minimum(self_, max_, out=self_)
        except (ValueError, TypeError):
            pass
    if out is None:
        try:
            out = _kernel_clamp_max_Tensor(xp, self_, max_)
        except (ValueError, IndexError, TypeError) as error:
            raise kernel_error('clamp_max_', error, self_, max_) from None
        write_inplace(self, out)
    else:
        bump_version(self)
    if _any_has_forward_grad:
        forward_derivatives.jvp_clamp_max_Tensor(self_before, max, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def div__Tensor_mode(self, other, rounding_mode):
    """div_.Tensor_mode(Tensor(a!) self, Tensor other, *, str? rounding_mode) -> Tensor(a!)"""
    other_is_tensor = isinstance(other, Tensor)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, other)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'div_')
    _any_requires_grad = (self._requires_grad or (other_is_tensor and other._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = DivBackward2()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(other) if other_is_tensor and other._requires_grad else None,
        )
        if self._output_nr or other_is_tensor and other._output_nr:
            grad_fn._next_nrs = edge_numbers(self, other)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.other_ = save_input(other)
        grad_fn.rounding_mode = rounding_mode
        grad_fn.self_ = save_input(clone(self)) if other_is_tensor and other._requires_grad else NOT_SAVED
    self_, other_, rounding_mode_ = self._data, (other._data if other_is_tensor else other if type(other) in NUMBER_TYPES else scalar_operand(other, 'div_', 'other', 2)), rounding_mode
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype:
        self_, other_ = promote(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    check_no_partial_overlap(self_, other_)
    try:
        out = _kernel_div_Tensor_mode(xp, self_, other_, rounding_mode_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('div_', error, self_, other_) from None
    write_inplace(self, out)
    if _any_has_forward_grad:
        forward_derivatives.jvp_div_Tensor_mode(self_before, other, rounding_mode, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def atan2_(self, other):
    """atan2_(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
    if not isinstance(other, Tensor):
        raise not_a_tensor('atan2_', 'other', other, 2)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, other)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'atan2_')
    _any_requires_grad = (self._requires_grad or other._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = Atan2Backward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(other) if other._requires_grad else None,
        )
        if self._output_nr or other._output_nr:
            grad_fn._next_nrs = edge_numbers(self, other)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.other_ = save_input(other)
        grad_fn.self_ = save_input(clone(self))
    self_, other_ = self._data, other._data
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype or self_.dtype.kind != "f":
        self_, other_ = promote_float(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    check_no_partial_overlap(self_, other_)
    out = None
    if self_ is self._data:
        check_no_internal_overlap(self_)
        try:
            out = xp.arctan2(self_, other_, out=self_)
        except (ValueError, TypeError):
            pass
    if out is None:
        try:
            out = _kernel_atan2(xp, self_, other_)
        except (ValueError, IndexError, TypeError) as error:
            raise kernel_error('atan2_', error, self_, other_) from None
        write_inplace(self, out)
    else:
        bump_version(self)
    if _any_has_forward_grad:
        forward_derivatives.jvp_atan2(self_before, other, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def hypot_(self, other):
    """hypot_(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
    if not isinstance(other, Tensor):
        raise not_a_tensor('hypot_', 'other', other, 2)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, other)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'hypot_')
    _any_requires_grad = (self._requires_grad or other._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = HypotBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(other) if other._requires_grad else None,
        )
        if self._output_nr or other._output_nr:
            grad_fn._next_nrs = edge_numbers(self, other)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.other_ = save_input(other) if other._requires_grad else NOT_SAVED
        grad_fn.self_ = save_input(clone(self)) if self._requires_grad else NOT_SAVED
    self_, other_ = self._data, other._data
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype:
        self_, other_ = promote(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    check_no_partial_overlap(self_, other_)
    out = None
    if self_ is self._data:
        check_no_internal_overlap(self_)
        try:
            out = xp.hypot(self_, other_, out=self_)
        except (ValueError, TypeError):
            pass
    if out is None:
        try:
            out = _kernel_hypot(xp, self_, other_)
        except (ValueError, IndexError, TypeError) as error:
            raise kernel_error('hypot_', error, self_, other_) from None
        write_inplace(self, out)
    else:
        bump_version(self)
    if _any_has_forward_grad:
        forward_derivatives.jvp_hypot(self_before, other, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
        grad_fn.result_ = SavedVariable(self, self._view_meta is None)
    return self


def remainder__Scalar(self, other):
    """remainder_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)"""
    if isinstance(other, Tensor):
        other = number_arg('remainder_', 'other', other, 2, 'Number')
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'remainder_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = RemainderBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
    self_, other_ = self._data, other
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype:
        self_, other_ = promote(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = _kernel_remainder_Scalar(xp, self_, other_)
    except (ValueError, IndexError, TypeError) as error:
        check_numbers('remainder_', (('other', other, 2, 'Number'),))
        raise kernel_error('remainder_', error, self_, other_) from None
    write_inplace(self, out)
    if _any_has_forward_grad:
        forward_derivatives.jvp_remainder_Scalar(self_before, other, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def remainder__Tensor(self, other):
    """remainder_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
    other_is_tensor = isinstance(other, Tensor)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, other)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'remainder_')
    _any_requires_grad = (self._requires_grad or (other_is_tensor and other._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = RemainderBackward1()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(other) if other_is_tensor and other._requires_grad else None,
        )
        if self._output_nr or other_is_tensor and other._output_nr:
            grad_fn._next_nrs = edge_numbers(self, other)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.other_ = save_input(other) if other_is_tensor and other._requires_grad else NOT_SAVED
        grad_fn.self_ = save_input(clone(self)) if other_is_tensor and other._requires_grad else NOT_SAVED
    self_, other_ = self._data, (other._data if other_is_tensor else other if type(other) in NUMBER_TYPES else scalar_operand(other, 'remainder_', 'other', 2))
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype:
        self_, other_ = promote(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    check_no_partial_overlap(self_, other_)
    try:
        out = _kernel_remainder_Tensor(xp, self_, other_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('remainder_', error, self_, other_) from None
    write_inplace(self, out)
    if _any_has_forward_grad:
        forward_derivatives.jvp_remainder_Tensor(self_before, other, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def floor_divide_(self, other):
    """floor_divide_(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
    other_is_tensor = isinstance(other, Tensor)
    if FORWARD_AD.active and has_fw_grad(self, other):
        raise forward_ad_not_implemented('floor_divide_')
    _any_requires_grad = (self._requires_grad or (other_is_tensor and other._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = NotImplementedNode('aten::floor_divide_', self, other)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
    self_, other_ = self._data, (other._data if other_is_tensor else other if type(other) in NUMBER_TYPES else scalar_operand(other, 'floor_divide_', 'other', 2))
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype:
        self_, other_ = promote(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    check_no_partial_overlap(self_, other_)
    try:
        out = _kernel_floor_divide(xp, self_, other_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('floor_divide_', error, self_, other_) from None
    write_inplace(self, out)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def floor_divide__Scalar(self, other):
    """floor_divide_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)"""
    if isinstance(other, Tensor):
        other = number_arg('floor_divide_', 'other', other, 2, 'Number')
    if FORWARD_AD.active and has_fw_grad(self):
        raise forward_ad_not_implemented('floor_divide_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = NotImplementedNode('aten::floor_divide_', self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
    self_, other_ = self._data, other
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype:
        self_, other_ = promote(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = _kernel_floor_divide_Scalar(xp, self_, other_)
    except (ValueError, IndexError, TypeError) as error:
        check_numbers('floor_divide_', (('other', other, 2, 'Number'),))
        raise kernel_error('floor_divide_', error, self_, other_) from None
    write_inplace(self, out)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def heaviside_(self, values):
    """heaviside_(Tensor(a!) self, Tensor values) -> Tensor(a!)"""
    if not isinstance(values, Tensor):
        raise not_a_tensor('heaviside_', 'values', values, 2)
    if FORWARD_AD.active and has_fw_grad(self, values):
        raise forward_ad_not_implemented('heaviside_')
    _any_requires_grad = (self._requires_grad or values._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = NotImplementedNode('aten::heaviside_', self, values)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
    self_, values_ = self._data, values._data
    xp = ARRAY_MODULE[type(self_)]
    check_no_partial_overlap(self_, values_)
    try:
        out = _kernel_heaviside(xp, self_, values_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('heaviside_', error, self_, values_) from None
    write_inplace(self, out)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def fmod__Scalar(self, other):
    """fmod_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)"""
    if isinstance(other, Tensor):
        other = number_arg('fmod_', 'other', other, 2, 'Number')
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'fmod_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = FmodBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
    self_, other_ = self._data, other
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype:
        self_, other_ = promote(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = _kernel_fmod_Scalar(xp, self_, other_)
    except (ValueError, IndexError, TypeError) as error:
        check_numbers('fmod_', (('other', other, 2, 'Number'),))
        raise kernel_error('fmod_', error, self_, other_) from None
    write_inplace(self, out)
    if _any_has_forward_grad:
        forward_derivatives.jvp_fmod_Scalar(self_before, other, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def fmod__Tensor(self, other):
    """fmod_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
    other_is_tensor = isinstance(other, Tensor)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, other)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'fmod_')
    _any_requires_grad = (self._requires_grad or (other_is_tensor and other._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = FmodBackward1()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(other) if other_is_tensor and other._requires_grad else None,
        )
        if self._output_nr or other_is_tensor and other._output_nr:
            grad_fn._next_nrs = edge_numbers(self, other)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.other_ = save_input(other) if other_is_tensor and other._requires_grad else NOT_SAVED
        grad_fn.self_ = save_input(clone(self)) if other_is_tensor and other._requires_grad else NOT_SAVED
    self_, other_ = self._data, (other._data if other_is_tensor else other if type(other) in NUMBER_TYPES else scalar_operand(other, 'fmod_', 'other', 2))
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype:
        self_, other_ = promote(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    check_no_partial_overlap(self_, other_)
    try:
        out = _kernel_fmod_Tensor(xp, self_, other_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('fmod_', error, self_, other_) from None
    write_inplace(self, out)
    if _any_has_forward_grad:
        forward_derivatives.jvp_fmod_Tensor(self_before, other, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def copysign__Tensor(self, other):
    """copysign_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
    other_is_tensor = isinstance(other, Tensor)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, other)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'copysign_')
    _any_requires_grad = (self._requires_grad or (other_is_tensor and other._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = CopysignBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(other) if other_is_tensor and other._requires_grad else None,
        )
        if self._output_nr or other_is_tensor and other._output_nr:
            grad_fn._next_nrs = edge_numbers(self, other)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.self_ = save_input(clone(self)) if self._requires_grad else NOT_SAVED
    self_, other_ = self._data, (other._data if other_is_tensor else other if type(other) in NUMBER_TYPES else scalar_operand(other, 'copysign_', 'other', 2))
    self_, other_ = promote_float(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    check_no_partial_overlap(self_, other_)
    out = None
    if self_ is self._data:
        check_no_internal_overlap(self_)
        try:
            out = xp.copysign(self_, other_, out=self_)
        except (ValueError, TypeError):
            pass
    if out is None:
        try:
            out = _kernel_copysign_Tensor(xp, self_, other_)
        except (ValueError, IndexError, TypeError) as error:
            raise kernel_error('copysign_', error, self_, other_) from None
        write_inplace(self, out)
    else:
        bump_version(self)
    if _any_has_forward_grad:
        forward_derivatives.jvp_copysign_Tensor(self_before, other, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
        grad_fn.result_ = SavedVariable(self, self._view_meta is None)
    return self


def copysign__Scalar(self, other):
    """copysign_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)"""
    if isinstance(other, Tensor):
        other = number_arg('copysign_', 'other', other, 2, 'Number')
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'copysign_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = CopysignBackward1()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.self_ = save_input(clone(self)) if self._requires_grad else NOT_SAVED
    self_, other_ = self._data, other
    self_, other_ = promote_float(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    out = None
    if self_ is self._data:
        check_no_internal_overlap(self_)
        try:
            out = xp.copysign(self_, other_, out=self_)
        except (ValueError, TypeError):
            pass
    if out is None:
        try:
            out = _kernel_copysign_Scalar(xp, self_, other_)
        except (ValueError, IndexError, TypeError) as error:
            check_numbers('copysign_', (('other', other, 2, 'Number'),))
            raise kernel_error('copysign_', error, self_, other_) from None
        write_inplace(self, out)
    else:
        bump_version(self)
    if _any_has_forward_grad:
        forward_derivatives.jvp_copysign_Scalar(self_before, other, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
        grad_fn.result_ = SavedVariable(self, self._view_meta is None)
    return self


def lerp__Scalar(self, end, weight):
    """lerp_.Scalar(Tensor(a!) self, Tensor end, Scalar weight) -> Tensor(a!)"""
    if not isinstance(end, Tensor):
        raise not_a_tensor('lerp_', 'end', end, 2)
    if isinstance(weight, Tensor):
        weight = number_arg('lerp_', 'weight', weight, 3, 'Number')
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, end)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'lerp_')
    _any_requires_grad = (self._requires_grad or end._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = LerpBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(end) if end._requires_grad else None,
        )
        if self._output_nr or end._output_nr:
            grad_fn._next_nrs = edge_numbers(self, end)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.weight = weight
    self_, end_, weight_ = self._data, end._data, weight
    xp = ARRAY_MODULE[type(self_)]
    check_no_partial_overlap(self_, end_)
    try:
        out = _kernel_lerp_Scalar(xp, self_, end_, weight_)
    except (ValueError, IndexError, TypeError) as error:
        check_numbers('lerp_', (('weight', weight, 3, 'Number'),))
        raise kernel_error('lerp_', error, self_, end_, weight_) from None
    write_inplace(self, out)
    if _any_has_forward_grad:
        forward_derivatives.jvp_lerp_Scalar(self_before, end, weight, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def lerp__Tensor(self, end, weight):
    """lerp_.Tensor(Tensor(a!) self, Tensor end, Tensor weight) -> Tensor(a!)"""
    if not isinstance(end, Tensor):
        raise not_a_tensor('lerp_', 'end', end, 2)
    weight_is_tensor = isinstance(weight, Tensor)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, end, weight)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'lerp_')
    _any_requires_grad = (self._requires_grad or end._requires_grad or (weight_is_tensor and weight._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = LerpBackward1()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(end) if end._requires_grad else None,
            gradient_node(weight) if weight_is_tensor and weight._requires_grad else None,
        )
        if self._output_nr or end._output_nr or weight_is_tensor and weight._output_nr:
            grad_fn._next_nrs = edge_numbers(self, end, weight)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.end_ = save_input(end) if weight_is_tensor and weight._requires_grad else NOT_SAVED
        grad_fn.self_ = save_input(clone(self)) if weight_is_tensor and weight._requires_grad else NOT_SAVED
        grad_fn.weight_ = save_input(weight)
    self_, end_, weight_ = self._data, end._data, (weight._data if weight_is_tensor else weight if type(weight) in NUMBER_TYPES else scalar_operand(weight, 'lerp_', 'weight', 3))
    xp = ARRAY_MODULE[type(self_)]
    check_no_partial_overlap(self_, end_)
    check_no_partial_overlap(self_, weight_)
    try:
        out = _kernel_lerp_Tensor(xp, self_, end_, weight_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('lerp_', error, self_, end_, weight_) from None
    write_inplace(self, out)
    if _any_has_forward_grad:
        forward_derivatives.jvp_lerp_Tensor(self_before, end, weight, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def addcmul_(self, tensor1, tensor2, value=1):
    """addcmul_(Tensor(a!) self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor(a!)"""
    if not isinstance(tensor1, Tensor):
        raise not_a_tensor('addcmul_', 'tensor1', tensor1, 2)
    if not isinstance(tensor2, Tensor):
        raise not_a_tensor('addcmul_', 'tensor2', tensor2, 3)
    if isinstance(value, Tensor):
        value = number_arg('addcmul_', 'value', value, None, 'Number')
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, tensor1, tensor2)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'addcmul_')
    _any_requires_grad = (self._requires_grad or tensor1._requires_grad or tensor2._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = AddcmulBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(tensor1) if tensor1._requires_grad else None,
            gradient_node(tensor2) if tensor2._requires_grad else None,
        )
        if self._output_nr or tensor1._output_nr or tensor2._output_nr:
            grad_fn._next_nrs = edge_numbers(self, tensor1, tensor2)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.tensor1_ = save_input(tensor1) if tensor2._requires_grad else NOT_SAVED
        grad_fn.tensor2_ = save_input(tensor2) if tensor1._requires_grad else NOT_SAVED
        grad_fn.value = value
    self_, tensor1_, tensor2_, value_ = self._data, tensor1._data, tensor2._data, value
    self_, tensor1_, tensor2_ = promote(self_, tensor1_, tensor2_)
    xp = ARRAY_MODULE[type(self_)]
    check_no_partial_overlap(self_, tensor1_)
    check_no_partial_overlap(self_, tensor2_)
    try:
        out = _kernel_addcmul(xp, self_, tensor1_, tensor2_, value_)
    except (ValueError, IndexError, TypeError) as error:
        check_numbers('addcmul_', (('value', value, None, 'Number'),))
        raise kernel_error('addcmul_', error, self_, tensor1_, tensor2_) from None
    write_inplace(self, out)
    if _any_has_forward_grad:
        forward_derivatives.jvp_addcmul(self_before, tensor1, tensor2, value, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def addcdiv_(self, tensor1, tensor2, value=1):
    """addcdiv_(Tensor(a!) self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor(a!)"""
    if not isinstance(tensor1, Tensor):
        raise not_a_tensor('addcdiv_', 'tensor1', tensor1, 2)
    if not isinstance(tensor2, Tensor):
        raise not_a_tensor('addcdiv_', 'tensor2', tensor2, 3)
    if isinstance(value, Tensor):
        value = number_arg('addcdiv_', 'value', value, None, 'Number')
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, tensor1, tensor2)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'addcdiv_')
    _any_requires_grad = (self._requires_grad or tensor1._requires_grad or tensor2._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = AddcdivBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(tensor1) if tensor1._requires_grad else None,
            gradient_node(tensor2) if tensor2._requires_grad else None,
        )
        if self._output_nr or tensor1._output_nr or tensor2._output_nr:
            grad_fn._next_nrs = edge_numbers(self, tensor1, tensor2)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.tensor1_ = save_input(tensor1) if tensor2._requires_grad else NOT_SAVED
        grad_fn.tensor2_ = save_input(tensor2)
        grad_fn.value = value
    self_, tensor1_, tensor2_, value_ = self._data, tensor1._data, tensor2._data, value
    self_, tensor1_, tensor2_ = promote(self_, tensor1_, tensor2_)
    xp = ARRAY_MODULE[type(self_)]
    check_no_partial_overlap(self_, tensor1_)
    check_no_partial_overlap(self_, tensor2_)
    try:
        out = _kernel_addcdiv(xp, self_, tensor1_, tensor2_, value_)
    except (ValueError, IndexError, TypeError) as error:
        check_numbers('addcdiv_', (('value', value, None, 'Number'),))
        raise kernel_error('addcdiv_', error, self_, tensor1_, tensor2_) from None
    write_inplace(self, out)
    if _any_has_forward_grad:
        forward_derivatives.jvp_addcdiv(self_before, tensor1, tensor2, value, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def xlogy__Tensor(self, other):
    """xlogy_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
    other_is_tensor = isinstance(other, Tensor)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, other)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'xlogy_')
    _any_requires_grad = (self._requires_grad or (other_is_tensor and other._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = XlogyBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(other) if other_is_tensor and other._requires_grad else None,
        )
        if self._output_nr or other_is_tensor and other._output_nr:
            grad_fn._next_nrs = edge_numbers(self, other)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.other_ = save_input(other)
        grad_fn.self_ = save_input(clone(self))
    self_, other_ = self._data, (other._data if other_is_tensor else other if type(other) in NUMBER_TYPES else scalar_operand(other, 'xlogy_', 'other', 2))
    self_, other_ = promote_float(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    check_no_partial_overlap(self_, other_)
    try:
        out = _kernel_xlogy_Tensor(xp, self_, other_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('xlogy_', error, self_, other_) from None
    write_inplace(self, out)
    if _any_has_forward_grad:
        forward_derivatives.jvp_xlogy_Tensor(self_before, other, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def xlogy__Scalar_Other(self, other):
    """xlogy_.Scalar_Other(Tensor(a!) self, Scalar other) -> Tensor(a!)"""
    if isinstance(other, Tensor):
        other = number_arg('xlogy_', 'other', other, 2, 'Number')
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'xlogy_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = XlogyBackward2()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.other = other
        grad_fn.self_ = save_input(clone(self)) if self._requires_grad else NOT_SAVED
    self_, other_ = self._data, other
    self_, other_ = promote_float(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = _kernel_xlogy_Scalar_Other(xp, self_, other_)
    except (ValueError, IndexError, TypeError) as error:
        check_numbers('xlogy_', (('other', other, 2, 'Number'),))
        raise kernel_error('xlogy_', error, self_, other_) from None
    write_inplace(self, out)
    if _any_has_forward_grad:
        forward_derivatives.jvp_xlogy_Scalar_Other(self_before, other, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def logical_xor_(self, other):
    """logical_xor_(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
    if not isinstance(other, Tensor):
        raise not_a_tensor('logical_xor_', 'other', other, 2)
    if FORWARD_AD.active and has_fw_grad(self, other):
        raise forward_ad_not_implemented('logical_xor_')
    self_, other_ = self._data, other._data
    xp = ARRAY_MODULE[type(self_)]
    check_no_partial_overlap(self_, other_)
    out = None
    if self_ is self._data:
        check_no_internal_overlap(self_)
        try:
            out = xp.logical_xor(self_, other_, out=self_)
        except (ValueError, TypeError):
            pass
    if out is None:
        try:
            out = _kernel_logical_xor(xp, self_, other_)
        except (ValueError, IndexError, TypeError) as error:
            raise kernel_error('logical_xor_', error, self_, other_) from None
        write_inplace(self, out)
    else:
        bump_version(self)
    return self


def cumsum_(self, dim, dtype=None):
    """cumsum_(Tensor(a!) self, int dim, *, ScalarType? dtype=None) -> Tensor(a!)"""
    if type(dim) is not int:
        dim = int_arg('cumsum_', 'dim', dim, 2)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'cumsum_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = CumsumBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.dim = dim
        grad_fn.self_dtype = self.dtype
    self_, dim_, dtype_ = self._data, dim, to_np(dtype, 'cumsum_')
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = _kernel_cumsum(xp, self_, dim_, dtype_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('cumsum_', error, self_) from None
    write_inplace(self, out)
    if _any_has_forward_grad:
        forward_derivatives.jvp_cumsum(self_before, dim, dtype, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def cumprod_(self, dim, dtype=None):
    """cumprod_(Tensor(a!) self, int dim, *, ScalarType? dtype=None) -> Tensor(a!)"""
    if type(dim) is not int:
        dim = int_arg('cumprod_', 'dim', dim, 2)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'cumprod_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = CumprodBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.dim = dim
        grad_fn.self_ = save_input(clone(self)) if self._requires_grad else NOT_SAVED
        grad_fn.self_dtype = self.dtype
    self_, dim_, dtype_ = self._data, dim, to_np(dtype, 'cumprod_')
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = _kernel_cumprod(xp, self_, dim_, dtype_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('cumprod_', error, self_) from None
    write_inplace(self, out)
    if _any_has_forward_grad:
        forward_derivatives.jvp_cumprod(self_before, dim, dtype, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
        grad_fn.result_ = SavedVariable(self, self._view_meta is None)
    return self


def addmm_(self, mat1, mat2, beta=1, alpha=1):
    """addmm_(Tensor(a!) self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1) -> Tensor(a!)"""
    if not isinstance(mat1, Tensor):
        raise not_a_tensor('addmm_', 'mat1', mat1, 2)
    if not isinstance(mat2, Tensor):
        raise not_a_tensor('addmm_', 'mat2', mat2, 3)
    if isinstance(beta, Tensor):
        beta = number_arg('addmm_', 'beta', beta, None, 'Number')
    if isinstance(alpha, Tensor):
        alpha = number_arg('addmm_', 'alpha', alpha, None, 'Number')
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, mat1, mat2)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'addmm_')
    _any_requires_grad = (self._requires_grad or mat1._requires_grad or mat2._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = AddmmBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(mat1) if mat1._requires_grad else None,
            gradient_node(mat2) if mat2._requires_grad else None,
        )
        if self._output_nr or mat1._output_nr or mat2._output_nr:
            grad_fn._next_nrs = edge_numbers(self, mat1, mat2)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.alpha = alpha
        grad_fn.beta = beta
        grad_fn.mat1_ = save_input(mat1) if mat2._requires_grad else NOT_SAVED
        grad_fn.mat1_shape = mat1._data.shape
        grad_fn.mat1_sym_strides = mat1.stride()
        grad_fn.mat2_ = save_input(mat2) if mat1._requires_grad else NOT_SAVED
        grad_fn.mat2_shape = mat2._data.shape
        grad_fn.mat2_sym_strides = mat2.stride()
    self_, mat1_, mat2_, beta_, alpha_ = self._data, mat1._data, mat2._data, beta, alpha
    xp = ARRAY_MODULE[type(self_)]
    check_no_partial_overlap(self_, mat1_)
    check_no_partial_overlap(self_, mat2_)
    try:
        out = _kernel_addmm(xp, self_, mat1_, mat2_, beta_, alpha_)
    except (ValueError, IndexError, TypeError) as error:
        check_numbers('addmm_', (('beta', beta, None, 'Number'), ('alpha', alpha, None, 'Number'),))
        raise kernel_error('addmm_', error, self_, mat1_, mat2_) from None
    write_inplace(self, out)
    if _any_has_forward_grad:
        forward_derivatives.jvp_addmm(self_before, mat1, mat2, beta, alpha, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def baddbmm_(self, batch1, batch2, beta=1, alpha=1):
    """baddbmm_(Tensor(a!) self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor(a!)"""
    if not isinstance(batch1, Tensor):
        raise not_a_tensor('baddbmm_', 'batch1', batch1, 2)
    if not isinstance(batch2, Tensor):
        raise not_a_tensor('baddbmm_', 'batch2', batch2, 3)
    if isinstance(beta, Tensor):
        beta = number_arg('baddbmm_', 'beta', beta, None, 'Number')
    if isinstance(alpha, Tensor):
        alpha = number_arg('baddbmm_', 'alpha', alpha, None, 'Number')
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, batch1, batch2)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'baddbmm_')
    _any_requires_grad = (self._requires_grad or batch1._requires_grad or batch2._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = BaddbmmBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(batch1) if batch1._requires_grad else None,
            gradient_node(batch2) if batch2._requires_grad else None,
        )
        if self._output_nr or batch1._output_nr or batch2._output_nr:
            grad_fn._next_nrs = edge_numbers(self, batch1, batch2)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.alpha = alpha
        grad_fn.batch1_ = save_input(batch1) if batch2._requires_grad else NOT_SAVED
        grad_fn.batch2_ = save_input(batch2) if batch1._requires_grad else NOT_SAVED
        grad_fn.beta = beta
    self_, batch1_, batch2_, beta_, alpha_ = self._data, batch1._data, batch2._data, beta, alpha
    xp = ARRAY_MODULE[type(self_)]
    check_no_partial_overlap(self_, batch1_)
    check_no_partial_overlap(self_, batch2_)
    try:
        out = _kernel_baddbmm(xp, self_, batch1_, batch2_, beta_, alpha_)
    except (ValueError, IndexError, TypeError) as error:
        check_numbers('baddbmm_', (('beta', beta, None, 'Number'), ('alpha', alpha, None, 'Number'),))
        raise kernel_error('baddbmm_', error, self_, batch1_, batch2_) from None
    write_inplace(self, out)
    if _any_has_forward_grad:
        forward_derivatives.jvp_baddbmm(self_before, batch1, batch2, beta, alpha, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def tril_(self, diagonal=0):
    """tril_(Tensor(a!) self, int diagonal=0) -> Tensor(a!)"""
    if type(diagonal) is not int:
        diagonal = int_arg('tril_', 'diagonal', diagonal, 2)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'tril_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = TrilBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.diagonal = diagonal
    self_, diagonal_ = self._data, diagonal
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = _kernel_tril(xp, self_, diagonal_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('tril_', error, self_) from None
    write_inplace(self, out)
    if _any_has_forward_grad:
        forward_derivatives.jvp_tril(self_before, diagonal, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def triu_(self, diagonal=0):
    """triu_(Tensor(a!) self, int diagonal=0) -> Tensor(a!)"""
    if type(diagonal) is not int:
        diagonal = int_arg('triu_', 'diagonal', diagonal, 2)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'triu_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = TriuBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.diagonal = diagonal
    self_, diagonal_ = self._data, diagonal
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = _kernel_triu(xp, self_, diagonal_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('triu_', error, self_) from None
    write_inplace(self, out)
    if _any_has_forward_grad:
        forward_derivatives.jvp_triu(self_before, diagonal, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def index_fill__int_Scalar(self, dim, index, value):
    """index_fill_.int_Scalar(Tensor(a!) self, int dim, Tensor index, Scalar value) -> Tensor(a!)"""
    if type(dim) is not int:
        dim = int_arg('index_fill_', 'dim', dim, 2)
    if not isinstance(index, Tensor):
        raise not_a_tensor('index_fill_', 'index', index, 3)
    if isinstance(value, Tensor):
        value = number_arg('index_fill_', 'value', value, 4, 'Number')
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, index)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'index_fill_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = IndexFillBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.dim = dim
        grad_fn.index_ = save_input(index) if self._requires_grad else NOT_SAVED
    self_, dim_, index_, value_ = self._data, dim, index._data, value
    xp = ARRAY_MODULE[type(self_)]
    check_no_partial_overlap(self_, index_)
    try:
        out = _kernel_index_fill_int_Scalar(xp, self_, dim_, index_, value_)
    except (ValueError, IndexError, TypeError) as error:
        check_numbers('index_fill_', (('value', value, 4, 'Number'),))
        raise kernel_error('index_fill_', error, self_, index_, value_) from None
    write_inplace(self, out)
    if _any_has_forward_grad:
        forward_derivatives.jvp_index_fill_int_Scalar(self_before, dim, index, value, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def index_fill__int_Tensor(self, dim, index, value):
    """index_fill_.int_Tensor(Tensor(a!) self, int dim, Tensor index, Tensor value) -> Tensor(a!)"""
    if type(dim) is not int:
        dim = int_arg('index_fill_', 'dim', dim, 2)
    if not isinstance(index, Tensor):
        raise not_a_tensor('index_fill_', 'index', index, 3)
    if not isinstance(value, Tensor):
        raise not_a_tensor('index_fill_', 'value', value, 4)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, index, value)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'index_fill_')
    _any_requires_grad = (self._requires_grad or value._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = IndexFillBackward1()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(value) if value._requires_grad else None,
        )
        if self._output_nr or value._output_nr:
            grad_fn._next_nrs = edge_numbers(self, value)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.dim = dim
        grad_fn.index_ = save_input(index)
    self_, dim_, index_, value_ = self._data, dim, index._data, value._data
    xp = ARRAY_MODULE[type(self_)]
    check_no_partial_overlap(self_, index_)
    try:
        out = _kernel_index_fill_int_Tensor(xp, self_, dim_, index_, value_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('index_fill_', error, self_, index_, value_) from None
    write_inplace(self, out)
    if _any_has_forward_grad:
        forward_derivatives.jvp_index_fill_int_Tensor(self_before, dim, index, value, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def index_copy_(self, dim, index, source):
    """index_copy_(Tensor(a!) self, int dim, Tensor index, Tensor source) -> Tensor(a!)"""
    if type(dim) is not int:
        dim = int_arg('index_copy_', 'dim', dim, 2)
    if not isinstance(index, Tensor):
        raise not_a_tensor('index_copy_', 'index', index, 3)
    if not isinstance(source, Tensor):
        raise not_a_tensor('index_copy_', 'source', source, 4)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, index, source)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'index_copy_')
    _any_requires_grad = (self._requires_grad or source._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = IndexCopyBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(source) if source._requires_grad else None,
        )
        if self._output_nr or source._output_nr:
            grad_fn._next_nrs = edge_numbers(self, source)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.dim = dim
        grad_fn.index_ = save_input(index)
        grad_fn.source_ = save_input(source) if source._requires_grad else NOT_SAVED
        grad_fn.source_dim = source._data.ndim
    self_, dim_, index_, source_ = self._data, dim, index._data, source._data
    xp = ARRAY_MODULE[type(self_)]
    check_no_partial_overlap(self_, index_)
    check_no_partial_overlap(self_, source_)
    try:
        out = _kernel_index_copy(xp, self_, dim_, index_, source_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('index_copy_', error, self_, index_, source_) from None
    write_inplace(self, out)
    if _any_has_forward_grad:
        forward_derivatives.jvp_index_copy(self_before, dim, index, source, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def index_add_(self, dim, index, source, alpha=1):
    """index_add_(Tensor(a!) self, int dim, Tensor index, Tensor source, *, Scalar alpha=1) -> Tensor(a!)"""
    if type(dim) is not int:
        dim = int_arg('index_add_', 'dim', dim, 2)
    if not isinstance(index, Tensor):
        raise not_a_tensor('index_add_', 'index', index, 3)
    if not isinstance(source, Tensor):
        raise not_a_tensor('index_add_', 'source', source, 4)
    if isinstance(alpha, Tensor):
        alpha = number_arg('index_add_', 'alpha', alpha, None, 'Number')
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, index, source)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'index_add_')
    _any_requires_grad = (self._requires_grad or source._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = IndexAddBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(source) if source._requires_grad else None,
        )
        if self._output_nr or source._output_nr:
            grad_fn._next_nrs = edge_numbers(self, source)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.alpha = alpha
        grad_fn.dim = dim
        grad_fn.index_ = save_input(index) if source._requires_grad else NOT_SAVED
        grad_fn.source_ = save_input(source) if source._requires_grad else NOT_SAVED
        grad_fn.source_dim = source._data.ndim
    self_, dim_, index_, source_, alpha_ = self._data, dim, index._data, source._data, alpha
    xp = ARRAY_MODULE[type(self_)]
    check_no_partial_overlap(self_, index_)
    check_no_partial_overlap(self_, source_)
    try:
        out = _kernel_index_add(xp, self_, dim_, index_, source_, alpha_)
    except (ValueError, IndexError, TypeError) as error:
        check_numbers('index_add_', (('alpha', alpha, None, 'Number'),))
        raise kernel_error('index_add_', error, self_, index_, source_) from None
    write_inplace(self, out)
    if _any_has_forward_grad:
        forward_derivatives.jvp_index_add(self_before, dim, index, source, alpha, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def masked_scatter_(self, mask, source):
    """masked_scatter_(Tensor(a!) self, Tensor mask, Tensor source) -> Tensor(a!)"""
    if not isinstance(mask, Tensor):
        raise not_a_tensor('masked_scatter_', 'mask', mask, 2)
    if not isinstance(source, Tensor):
        raise not_a_tensor('masked_scatter_', 'source', source, 3)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, mask, source)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'masked_scatter_')
    _any_requires_grad = (self._requires_grad or source._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = MaskedScatterBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(source) if source._requires_grad else None,
        )
        if self._output_nr or source._output_nr:
            grad_fn._next_nrs = edge_numbers(self, source)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.mask_ = save_input(mask)
        grad_fn.source_shape = source._data.shape
    self_, mask_, source_ = self._data, mask._data, source._data
    xp = ARRAY_MODULE[type(self_)]
    check_no_partial_overlap(self_, mask_)
    check_no_partial_overlap(self_, source_)
    try:
        out = _kernel_masked_scatter(xp, self_, mask_, source_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('masked_scatter_', error, self_, mask_, source_) from None
    write_inplace(self, out)
    if _any_has_forward_grad:
        forward_derivatives.jvp_masked_scatter(self_before, mask, source, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def hardtanh_(self, min_val=-1, max_val=1):
    """hardtanh_(Tensor(a!) self, Scalar min_val=-1, Scalar max_val=1) -> Tensor(a!)"""
    if isinstance(min_val, Tensor):
        min_val = number_arg('hardtanh_', 'min_val', min_val, 2, 'Number')
    if isinstance(max_val, Tensor):
        max_val = number_arg('hardtanh_', 'max_val', max_val, 3, 'Number')
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'hardtanh_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = HardtanhBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.max_val = max_val
        grad_fn.min_val = min_val
        grad_fn.self_ = save_input(clone(self)) if self._requires_grad else NOT_SAVED
    self_, min_val_, max_val_ = self._data, min_val, max_val
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = _kernel_hardtanh(xp, self_, min_val_, max_val_)
    except (ValueError, IndexError, TypeError) as error:
        check_numbers('hardtanh_', (('min_val', min_val, 2, 'Number'), ('max_val', max_val, 3, 'Number'),))
        raise kernel_error('hardtanh_', error, self_, min_val_, max_val_) from None
    write_inplace(self, out)
    if _any_has_forward_grad:
        forward_derivatives.jvp_hardtanh(self_before, min_val, max_val, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def masked_fill__Scalar(self, mask, value):
    """masked_fill_.Scalar(Tensor(a!) self, Tensor mask, Scalar value) -> Tensor(a!)"""
    if not isinstance(mask, Tensor):
        raise not_a_tensor('masked_fill_', 'mask', mask, 2)
    if isinstance(value, Tensor):
        value = number_arg('masked_fill_', 'value', value, 3, 'Number')
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, mask)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'masked_fill_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = MaskedFillBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.mask_ = save_input(mask) if self._requires_grad else NOT_SAVED
    self_, mask_, value_ = self._data, mask._data, value
    xp = ARRAY_MODULE[type(self_)]
    check_no_partial_overlap(self_, mask_)
    try:
        out = _kernel_masked_fill_Scalar(xp, self_, mask_, value_)
    except (ValueError, IndexError, TypeError) as error:
        check_numbers('masked_fill_', (('value', value, 3, 'Number'),))
        raise kernel_error('masked_fill_', error, self_, mask_, value_) from None
    write_inplace(self, out)
    if _any_has_forward_grad:
        forward_derivatives.jvp_masked_fill_Scalar(self_before, mask, value, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def masked_fill__Tensor(self, mask, value):
    """masked_fill_.Tensor(Tensor(a!) self, Tensor mask, Tensor value) -> Tensor(a!)"""
    if not isinstance(mask, Tensor):
        raise not_a_tensor('masked_fill_', 'mask', mask, 2)
    value_is_tensor = isinstance(value, Tensor)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, mask, value)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'masked_fill_')
    _any_requires_grad = (self._requires_grad or (value_is_tensor and value._requires_grad)) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = MaskedFillBackward1()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(value) if value_is_tensor and value._requires_grad else None,
        )
        if self._output_nr or value_is_tensor and value._output_nr:
            grad_fn._next_nrs = edge_numbers(self, value)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.mask_ = save_input(mask)
    self_, mask_, value_ = self._data, mask._data, (value._data if value_is_tensor else value if type(value) in NUMBER_TYPES else scalar_operand(value, 'masked_fill_', 'value', 3))
    xp = ARRAY_MODULE[type(self_)]
    check_no_partial_overlap(self_, mask_)
    try:
        out = _kernel_masked_fill_Tensor(xp, self_, mask_, value_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('masked_fill_', error, self_, mask_, value_) from None
    write_inplace(self, out)
    if _any_has_forward_grad:
        forward_derivatives.jvp_masked_fill_Tensor(self_before, mask, value, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def i0_(self):
    """i0_(Tensor(a!) self) -> Tensor(a!)"""
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'i0_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = I0Backward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.self_ = save_input(clone(self)) if self._requires_grad else NOT_SAVED
    self_ = self._data
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = _kernel_i0(xp, self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('i0_', error, self_) from None
    write_inplace(self, out)
    if _any_has_forward_grad:
        forward_derivatives.jvp_i0(self_before, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def sinc_(self):
    """sinc_(Tensor(a!) self) -> Tensor(a!)"""
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'sinc_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = SincBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.self_ = save_input(clone(self)) if self._requires_grad else NOT_SAVED
    self_ = self._data
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = _kernel_sinc(xp, self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('sinc_', error, self_) from None
    write_inplace(self, out)
    if _any_has_forward_grad:
        forward_derivatives.jvp_sinc(self_before, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def deg2rad_(self):
    """deg2rad_(Tensor(a!) self) -> Tensor(a!)"""
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'deg2rad_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = Deg2RadBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
    self_ = self._data
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    out = None
    if self_ is self._data:
        check_no_internal_overlap(self_)
        try:
            out = xp.deg2rad(self_, out=self_)
        except (ValueError, TypeError):
            pass
    if out is None:
        try:
            out = _kernel_deg2rad(xp, self_)
        except (ValueError, IndexError, TypeError) as error:
            raise kernel_error('deg2rad_', error, self_) from None
        write_inplace(self, out)
    else:
        bump_version(self)
    if _any_has_forward_grad:
        forward_derivatives.jvp_deg2rad(self_before, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def rad2deg_(self):
    """rad2deg_(Tensor(a!) self) -> Tensor(a!)"""
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'rad2deg_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = Rad2DegBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
    self_ = self._data
    if self_.dtype.kind != "f":
        self_ = to_float(self_)
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = _kernel_rad2deg(xp, self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('rad2deg_', error, self_) from None
    write_inplace(self, out)
    if _any_has_forward_grad:
        forward_derivatives.jvp_rad2deg(self_before, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def gcd_(self, other):
    """gcd_(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
    if not isinstance(other, Tensor):
        raise not_a_tensor('gcd_', 'other', other, 2)
    if FORWARD_AD.active and has_fw_grad(self, other):
        raise forward_ad_not_implemented('gcd_')
    self_, other_ = self._data, other._data
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype:
        self_, other_ = promote(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    check_no_partial_overlap(self_, other_)
    try:
        out = _kernel_gcd(xp, self_, other_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('gcd_', error, self_, other_) from None
    write_inplace(self, out)
    return self


def lcm_(self, other):
    """lcm_(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
    if not isinstance(other, Tensor):
        raise not_a_tensor('lcm_', 'other', other, 2)
    if FORWARD_AD.active and has_fw_grad(self, other):
        raise forward_ad_not_implemented('lcm_')
    self_, other_ = self._data, other._data
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype:
        self_, other_ = promote(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    check_no_partial_overlap(self_, other_)
    try:
        out = _kernel_lcm(xp, self_, other_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('lcm_', error, self_, other_) from None
    write_inplace(self, out)
    return self


def ldexp__Tensor(self, other):
    """ldexp_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
    if not isinstance(other, Tensor):
        raise not_a_tensor('ldexp_', 'other', other, 2)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, other)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'ldexp_')
    _any_requires_grad = (self._requires_grad or other._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = LdexpBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(other) if other._requires_grad else None,
        )
        if self._output_nr or other._output_nr:
            grad_fn._next_nrs = edge_numbers(self, other)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.other_ = save_input(other) if self._requires_grad else NOT_SAVED
    self_, other_ = self._data, other._data
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype or self_.dtype.kind != "f":
        self_, other_ = promote_float(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    check_no_partial_overlap(self_, other_)
    try:
        out = _kernel_ldexp_Tensor(xp, self_, other_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('ldexp_', error, self_, other_) from None
    write_inplace(self, out)
    if _any_has_forward_grad:
        forward_derivatives.jvp_ldexp_Tensor(self_before, other, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
        grad_fn.result_ = SavedVariable(self, self._view_meta is None)
    return self


def nextafter_(self, other):
    """nextafter_(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
    if not isinstance(other, Tensor):
        raise not_a_tensor('nextafter_', 'other', other, 2)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, other)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'nextafter_')
    _any_requires_grad = (self._requires_grad or other._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = NextafterBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(other) if other._requires_grad else None,
        )
        if self._output_nr or other._output_nr:
            grad_fn._next_nrs = edge_numbers(self, other)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.other_ = save_input(other) if self._requires_grad else NOT_SAVED
        grad_fn.other_info = (other._data.shape, other.dtype, other.device)
        grad_fn.self_ = save_input(clone(self)) if self._requires_grad else NOT_SAVED
    self_, other_ = self._data, other._data
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype:
        self_, other_ = promote(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    check_no_partial_overlap(self_, other_)
    try:
        out = _kernel_nextafter(xp, self_, other_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('nextafter_', error, self_, other_) from None
    write_inplace(self, out)
    if _any_has_forward_grad:
        forward_derivatives.jvp_nextafter(self_before, other, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def addmv_(self, mat, vec, beta=1, alpha=1):
    """addmv_(Tensor(a!) self, Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1) -> Tensor(a!)"""
    if not isinstance(mat, Tensor):
        raise not_a_tensor('addmv_', 'mat', mat, 2)
    if not isinstance(vec, Tensor):
        raise not_a_tensor('addmv_', 'vec', vec, 3)
    if isinstance(beta, Tensor):
        beta = number_arg('addmv_', 'beta', beta, None, 'Number')
    if isinstance(alpha, Tensor):
        alpha = number_arg('addmv_', 'alpha', alpha, None, 'Number')
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, mat, vec)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'addmv_')
    _any_requires_grad = (self._requires_grad or mat._requires_grad or vec._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = AddmvBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(mat) if mat._requires_grad else None,
            gradient_node(vec) if vec._requires_grad else None,
        )
        if self._output_nr or mat._output_nr or vec._output_nr:
            grad_fn._next_nrs = edge_numbers(self, mat, vec)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.alpha = alpha
        grad_fn.beta = beta
        grad_fn.mat_ = save_input(mat) if vec._requires_grad else NOT_SAVED
        grad_fn.vec_ = save_input(vec) if mat._requires_grad else NOT_SAVED
    self_, mat_, vec_, beta_, alpha_ = self._data, mat._data, vec._data, beta, alpha
    xp = ARRAY_MODULE[type(self_)]
    check_no_partial_overlap(self_, mat_)
    check_no_partial_overlap(self_, vec_)
    try:
        out = _kernel_addmv(xp, self_, mat_, vec_, beta_, alpha_)
    except (ValueError, IndexError, TypeError) as error:
        check_numbers('addmv_', (('beta', beta, None, 'Number'), ('alpha', alpha, None, 'Number'),))
        raise kernel_error('addmv_', error, self_, mat_, vec_) from None
    write_inplace(self, out)
    if _any_has_forward_grad:
        forward_derivatives.jvp_addmv(self_before, mat, vec, beta, alpha, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def addr_(self, vec1, vec2, beta=1, alpha=1):
    """addr_(Tensor(a!) self, Tensor vec1, Tensor vec2, *, Scalar beta=1, Scalar alpha=1) -> Tensor(a!)"""
    if not isinstance(vec1, Tensor):
        raise not_a_tensor('addr_', 'vec1', vec1, 2)
    if not isinstance(vec2, Tensor):
        raise not_a_tensor('addr_', 'vec2', vec2, 3)
    if isinstance(beta, Tensor):
        beta = number_arg('addr_', 'beta', beta, None, 'Number')
    if isinstance(alpha, Tensor):
        alpha = number_arg('addr_', 'alpha', alpha, None, 'Number')
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, vec1, vec2)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'addr_')
    _any_requires_grad = (self._requires_grad or vec1._requires_grad or vec2._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = AddrBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(vec1) if vec1._requires_grad else None,
            gradient_node(vec2) if vec2._requires_grad else None,
        )
        if self._output_nr or vec1._output_nr or vec2._output_nr:
            grad_fn._next_nrs = edge_numbers(self, vec1, vec2)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.alpha = alpha
        grad_fn.beta = beta
        grad_fn.vec1_ = save_input(vec1) if vec2._requires_grad else NOT_SAVED
        grad_fn.vec2_ = save_input(vec2) if vec1._requires_grad else NOT_SAVED
    self_, vec1_, vec2_, beta_, alpha_ = self._data, vec1._data, vec2._data, beta, alpha
    xp = ARRAY_MODULE[type(self_)]
    check_no_partial_overlap(self_, vec1_)
    check_no_partial_overlap(self_, vec2_)
    try:
        out = _kernel_addr(xp, self_, vec1_, vec2_, beta_, alpha_)
    except (ValueError, IndexError, TypeError) as error:
        check_numbers('addr_', (('beta', beta, None, 'Number'), ('alpha', alpha, None, 'Number'),))
        raise kernel_error('addr_', error, self_, vec1_, vec2_) from None
    write_inplace(self, out)
    if _any_has_forward_grad:
        forward_derivatives.jvp_addr(self_before, vec1, vec2, beta, alpha, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def addbmm_(self, batch1, batch2, beta=1, alpha=1):
    """addbmm_(Tensor(a!) self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor(a!)"""
    if not isinstance(batch1, Tensor):
        raise not_a_tensor('addbmm_', 'batch1', batch1, 2)
    if not isinstance(batch2, Tensor):
        raise not_a_tensor('addbmm_', 'batch2', batch2, 3)
    if isinstance(beta, Tensor):
        beta = number_arg('addbmm_', 'beta', beta, None, 'Number')
    if isinstance(alpha, Tensor):
        alpha = number_arg('addbmm_', 'alpha', alpha, None, 'Number')
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, batch1, batch2)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'addbmm_')
    _any_requires_grad = (self._requires_grad or batch1._requires_grad or batch2._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = AddbmmBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(batch1) if batch1._requires_grad else None,
            gradient_node(batch2) if batch2._requires_grad else None,
        )
        if self._output_nr or batch1._output_nr or batch2._output_nr:
            grad_fn._next_nrs = edge_numbers(self, batch1, batch2)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.alpha = alpha
        grad_fn.batch1_ = save_input(batch1) if batch2._requires_grad else NOT_SAVED
        grad_fn.batch1_shape = batch1._data.shape
        grad_fn.batch2_ = save_input(batch2) if batch1._requires_grad else NOT_SAVED
        grad_fn.beta = beta
    self_, batch1_, batch2_, beta_, alpha_ = self._data, batch1._data, batch2._data, beta, alpha
    xp = ARRAY_MODULE[type(self_)]
    check_no_partial_overlap(self_, batch1_)
    check_no_partial_overlap(self_, batch2_)
    try:
        out = _kernel_addbmm(xp, self_, batch1_, batch2_, beta_, alpha_)
    except (ValueError, IndexError, TypeError) as error:
        check_numbers('addbmm_', (('beta', beta, None, 'Number'), ('alpha', alpha, None, 'Number'),))
        raise kernel_error('addbmm_', error, self_, batch1_, batch2_) from None
    write_inplace(self, out)
    if _any_has_forward_grad:
        forward_derivatives.jvp_addbmm(self_before, batch1, batch2, beta, alpha, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def renorm_(self, p, dim, maxnorm):
    """renorm_(Tensor(a!) self, Scalar p, int dim, Scalar maxnorm) -> Tensor(a!)"""
    if isinstance(p, Tensor):
        p = number_arg('renorm_', 'p', p, 2, 'Number')
    if type(dim) is not int:
        dim = int_arg('renorm_', 'dim', dim, 3)
    if isinstance(maxnorm, Tensor):
        maxnorm = number_arg('renorm_', 'maxnorm', maxnorm, 4, 'Number')
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'renorm_')
    _any_requires_grad = self._requires_grad and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = RenormBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (gradient_node(self),)
        if self._output_nr:
            grad_fn._next_nrs = edge_numbers(self)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.dim = dim
        grad_fn.maxnorm = maxnorm
        grad_fn.p = p
        grad_fn.self_ = save_input(clone(self)) if self._requires_grad else NOT_SAVED
    self_, p_, dim_, maxnorm_ = self._data, p, dim, maxnorm
    xp = ARRAY_MODULE[type(self_)]
    try:
        out = _kernel_renorm(xp, self_, p_, dim_, maxnorm_)
    except (ValueError, IndexError, TypeError) as error:
        check_numbers('renorm_', (('p', p, 2, 'Number'), ('maxnorm', maxnorm, 4, 'Number'),))
        raise kernel_error('renorm_', error, self_, p_, maxnorm_) from None
    write_inplace(self, out)
    if _any_has_forward_grad:
        forward_derivatives.jvp_renorm(self_before, p, dim, maxnorm, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def put_(self, index, source, accumulate=False):
    """put_(Tensor(a!) self, Tensor index, Tensor source, bool accumulate=False) -> Tensor(a!)"""
    if not isinstance(index, Tensor):
        raise not_a_tensor('put_', 'index', index, 2)
    if not isinstance(source, Tensor):
        raise not_a_tensor('put_', 'source', source, 3)
    if type(accumulate) is not bool:
        bool_arg('put_', 'accumulate', accumulate, 4)
    _any_has_forward_grad = FORWARD_AD.active and has_fw_grad(self, index, source)
    if _any_has_forward_grad:
        self_before = forward_inplace_input(self, 'put_')
    _any_requires_grad = (self._requires_grad or source._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = PutBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(source) if source._requires_grad else None,
        )
        if self._output_nr or source._output_nr:
            grad_fn._next_nrs = edge_numbers(self, source)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.accumulate = accumulate
        grad_fn.index_ = save_input(index)
        grad_fn.source_ = save_input(source) if source._requires_grad else NOT_SAVED
        grad_fn.source_info = (source._data.shape, source.dtype, source.device)
    self_, index_, source_, accumulate_ = self._data, index._data, source._data, accumulate
    xp = ARRAY_MODULE[type(self_)]
    check_no_partial_overlap(self_, index_)
    check_no_partial_overlap(self_, source_)
    try:
        out = _kernel_put(xp, self_, index_, source_, accumulate_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('put_', error, self_, index_, source_) from None
    write_inplace(self, out)
    if _any_has_forward_grad:
        forward_derivatives.jvp_put(self_before, index, source, accumulate, self)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def index_reduce_(self, dim, index, source, reduce, include_self=True):
    """index_reduce_(Tensor(a!) self, int dim, Tensor index, Tensor source, str reduce, *, bool include_self=True) -> Tensor(a!)"""
    if type(dim) is not int:
        dim = int_arg('index_reduce_', 'dim', dim, 2)
    if not isinstance(index, Tensor):
        raise not_a_tensor('index_reduce_', 'index', index, 3)
    if not isinstance(source, Tensor):
        raise not_a_tensor('index_reduce_', 'source', source, 4)
    if type(include_self) is not bool:
        bool_arg('index_reduce_', 'include_self', include_self, None)
    if FORWARD_AD.active and has_fw_grad(self, index, source):
        raise forward_ad_not_implemented('index_reduce_')
    _any_requires_grad = (self._requires_grad or source._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = IndexReduceBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(source) if source._requires_grad else None,
        )
        if self._output_nr or source._output_nr:
            grad_fn._next_nrs = edge_numbers(self, source)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.dim = dim
        grad_fn.include_self = include_self
        grad_fn.index_ = save_input(index)
        grad_fn.reduce = reduce
        grad_fn.self_ = save_input(clone(self))
        grad_fn.source_ = save_input(source)
    self_, dim_, index_, source_, reduce_, include_self_ = self._data, dim, index._data, source._data, reduce, include_self
    xp = ARRAY_MODULE[type(self_)]
    check_no_partial_overlap(self_, index_)
    check_no_partial_overlap(self_, source_)
    try:
        out = _kernel_index_reduce(xp, self_, dim_, index_, source_, reduce_, include_self_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('index_reduce_', error, self_, index_, source_) from None
    write_inplace(self, out)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
        grad_fn.result_ = SavedVariable(self, self._view_meta is None)
    return self


def igamma_(self, other):
    """igamma_(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
    if not isinstance(other, Tensor):
        raise not_a_tensor('igamma_', 'other', other, 2)
    if FORWARD_AD.active and has_fw_grad(self, other):
        raise forward_ad_not_implemented('igamma_')
    _any_requires_grad = (self._requires_grad or other._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = IgammaBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(other) if other._requires_grad else None,
        )
        if self._output_nr or other._output_nr:
            grad_fn._next_nrs = edge_numbers(self, other)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.other_ = save_input(other) if other._requires_grad else NOT_SAVED
        grad_fn.self_ = save_input(clone(self)) if other._requires_grad else NOT_SAVED
    self_, other_ = self._data, other._data
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype:
        self_, other_ = promote(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    check_no_partial_overlap(self_, other_)
    try:
        out = _kernel_igamma(xp, self_, other_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('igamma_', error, self_, other_) from None
    write_inplace(self, out)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self


def igammac_(self, other):
    """igammac_(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
    if not isinstance(other, Tensor):
        raise not_a_tensor('igammac_', 'other', other, 2)
    if FORWARD_AD.active and has_fw_grad(self, other):
        raise forward_ad_not_implemented('igammac_')
    _any_requires_grad = (self._requires_grad or other._requires_grad) and (ALL_THREADS.grad_enabled or GRAD_MODE.grad_enabled)
    check_inplace(self, _any_requires_grad)
    if _any_requires_grad:
        grad_fn = IgammacBackward0()
        grad_fn._seq = next_sequence_nr()
        if ANOMALY.enabled:
            grad_fn._record_creation()
        grad_fn._next_nodes = (
            gradient_node(self) if self._requires_grad else None,
            gradient_node(other) if other._requires_grad else None,
        )
        if self._output_nr or other._output_nr:
            grad_fn._next_nrs = edge_numbers(self, other)
        grad_fn._input_metadata = ()  # set_history / rebase_history add the outputs
        grad_fn.other_ = save_input(other) if other._requires_grad else NOT_SAVED
        grad_fn.self_ = save_input(clone(self)) if other._requires_grad else NOT_SAVED
    self_, other_ = self._data, other._data
    if type(other_) is not type(self_) or other_.dtype is not self_.dtype:
        self_, other_ = promote(self_, other_)
    xp = ARRAY_MODULE[type(self_)]
    check_no_partial_overlap(self_, other_)
    try:
        out = _kernel_igammac(xp, self_, other_)
    except (ValueError, IndexError, TypeError) as error:
        raise kernel_error('igammac_', error, self_, other_) from None
    write_inplace(self, out)
    if _any_requires_grad:
        rebase_history(self, grad_fn)
    return self
