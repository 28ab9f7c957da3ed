# @generated from derivatives.yaml by tools/codegen (make generate). Do not edit by hand:
# change derivatives.yaml or templates/, then run `make generate`.
"""Backward nodes: one class per differentiable entry of derivatives.yaml.

Each node keeps what its formulas need (saved tensors, shapes, scalars) and its
``apply(grads)`` evaluates the formulas with differentiable minitorch ops, so running
it with grad mode on (``create_graph=True``) records a graph for higher derivatives.
"""
import minitorch as torch  # formulas call public ops as torch.<op>; resolved when backward runs
from minitorch.autograd import engine
from minitorch.autograd.function_utils import NOT_SAVED, GeneratedNode, not_implemented, unpack_list
from minitorch.autograd.saved_variable import (raw_saved, raw_saved_list, release_saved, saved_int, unpack_saved,
                                              wrapped_number)
from minitorch.autograd.functions_manual import *  # noqa: F401,F403  (formula helpers)


class AddBackward0(GeneratedNode):
    """add.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor

    self: grad
    other: maybe_multiply(grad, alpha)
    """

    __slots__ = ('alpha',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        alpha = node.alpha
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = maybe_multiply(grad, alpha)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_alpha(node):
        return node.alpha


class AddBackward1(GeneratedNode):
    """add.Scalar(Tensor self, Scalar other, Scalar alpha=1) -> Tensor

    self: grad
    """

    __slots__ = ()

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad
        return grad_inputs

    def release_variables(node):
        pass


class SubBackward0(GeneratedNode):
    """sub.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor

    self: grad
    other: maybe_multiply(-grad, alpha)
    """

    __slots__ = ('alpha',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        alpha = node.alpha
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = maybe_multiply(-grad, alpha)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_alpha(node):
        return node.alpha


class SubBackward1(GeneratedNode):
    """sub.Scalar(Tensor self, Scalar other, Scalar alpha=1) -> Tensor

    self: grad
    """

    __slots__ = ()

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad
        return grad_inputs

    def release_variables(node):
        pass


class RsubBackward0(GeneratedNode):
    """rsub.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor

    self: maybe_multiply(-grad, alpha)
    other: grad
    """

    __slots__ = ('alpha',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        alpha = node.alpha
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = maybe_multiply(-grad, alpha)
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = grad
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_alpha(node):
        return node.alpha


class RsubBackward1(GeneratedNode):
    """rsub.Scalar(Tensor self, Scalar other, Scalar alpha=1) -> Tensor

    self: maybe_multiply(-grad, alpha)
    """

    __slots__ = ('alpha',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        alpha = node.alpha
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = maybe_multiply(-grad, alpha)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_alpha(node):
        return node.alpha


class MulBackward0(GeneratedNode):
    """mul.Tensor(Tensor self, Tensor other) -> Tensor

    self: grad * other
    other: grad * self
    """

    __slots__ = ('other_', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        other = unpack_saved(node.other_)
        self = unpack_saved(node.self_)
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = broadcast_product(node, 0, grad, other)
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = broadcast_product(node, 1, grad, self)
        return grad_inputs

    def release_variables(node):
        node.other_ = release_saved(node.other_)
        node.self_ = release_saved(node.self_)

    @property
    def _saved_other(node):
        return wrapped_number(unpack_saved(node.other_))

    @property
    def _raw_saved_other(node):
        return raw_saved(node, 'other_')

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class MulBackward1(GeneratedNode):
    """mul.Scalar(Tensor self, Scalar other) -> Tensor

    self: grad * other
    """

    __slots__ = ('other',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        other = node.other
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad * other
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_other(node):
        return node.other


class DivBackward0(GeneratedNode):
    """div.Tensor(Tensor self, Tensor other) -> Tensor

    self: grad / other
    other: -grad * ((self / other) / other)
    """

    __slots__ = ('other_', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        other = unpack_saved(node.other_)
        self = unpack_saved(node.self_)
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad / other
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = -grad * ((self / other) / other)
        return grad_inputs

    def release_variables(node):
        node.other_ = release_saved(node.other_)
        node.self_ = release_saved(node.self_)

    @property
    def _saved_other(node):
        return wrapped_number(unpack_saved(node.other_))

    @property
    def _raw_saved_other(node):
        return raw_saved(node, 'other_')

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class DivBackward1(GeneratedNode):
    """div.Scalar(Tensor self, Scalar other) -> Tensor

    self: grad / other
    """

    __slots__ = ('other',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        other = node.other
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad / other
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_other(node):
        return node.other


class NegBackward0(GeneratedNode):
    """neg(Tensor self) -> Tensor

    self: -grad
    """

    __slots__ = ()

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = -grad
        return grad_inputs

    def release_variables(node):
        pass


class PowBackward0(GeneratedNode):
    """pow.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor

    self: pow_backward(grad, self, exponent)
    """

    __slots__ = ('exponent', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        exponent = node.exponent
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = pow_backward(grad, self, exponent)
        return grad_inputs

    def release_variables(node):
        node.self_ = release_saved(node.self_)

    @property
    def _saved_exponent(node):
        return node.exponent

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class PowBackward1(GeneratedNode):
    """pow.Tensor_Tensor(Tensor self, Tensor exponent) -> Tensor

    self: pow_backward_self(grad, self, exponent)
    exponent: pow_backward_exponent(grad, self, exponent, result)
    """

    __slots__ = ('exponent_', 'result_', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        exponent = unpack_saved(node.exponent_)
        result = unpack_saved(node.result_, node)
        self = unpack_saved(node.self_)
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = pow_backward_self(grad, self, exponent)
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = pow_backward_exponent(grad, self, exponent, result)
        return grad_inputs

    def release_variables(node):
        node.exponent_ = release_saved(node.exponent_)
        node.result_ = release_saved(node.result_)
        node.self_ = release_saved(node.self_)

    @property
    def _saved_exponent(node):
        return wrapped_number(unpack_saved(node.exponent_))

    @property
    def _raw_saved_exponent(node):
        return raw_saved(node, 'exponent_')

    @property
    def _saved_result(node):
        return unpack_saved(node.result_, node)

    @property
    def _raw_saved_result(node):
        return raw_saved(node, 'result_')

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class PowBackward2(GeneratedNode):
    """pow.Scalar(Scalar self, Tensor exponent) -> Tensor

    exponent: pow_backward_exponent_scalar_base(grad, self, exponent, result)
    """

    __slots__ = ('exponent_', 'result_', 'self')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        exponent = unpack_saved(node.exponent_)
        result = unpack_saved(node.result_, node)
        self = node.self
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = pow_backward_exponent_scalar_base(grad, self, exponent, result)
        return grad_inputs

    def release_variables(node):
        node.exponent_ = release_saved(node.exponent_)
        node.result_ = release_saved(node.result_)

    @property
    def _saved_exponent(node):
        return unpack_saved(node.exponent_)

    @property
    def _raw_saved_exponent(node):
        return raw_saved(node, 'exponent_')

    @property
    def _saved_result(node):
        return unpack_saved(node.result_, node)

    @property
    def _raw_saved_result(node):
        return raw_saved(node, 'result_')

    @property
    def _saved_self(node):
        return node.self


class ExpBackward0(GeneratedNode):
    """exp(Tensor self) -> Tensor

    self: grad * result
    """

    __slots__ = ('result_',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        result = unpack_saved(node.result_, node)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad * result
        return grad_inputs

    def release_variables(node):
        node.result_ = release_saved(node.result_)

    @property
    def _saved_result(node):
        return unpack_saved(node.result_, node)

    @property
    def _raw_saved_result(node):
        return raw_saved(node, 'result_')


class LogBackward0(GeneratedNode):
    """log(Tensor self) -> Tensor

    self: grad / self
    """

    __slots__ = ('self_',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad / self
        return grad_inputs

    def release_variables(node):
        node.self_ = release_saved(node.self_)

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class SqrtBackward0(GeneratedNode):
    """sqrt(Tensor self) -> Tensor

    self: grad / (2 * result)
    """

    __slots__ = ('result_',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        result = unpack_saved(node.result_, node)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad / (2 * result)
        return grad_inputs

    def release_variables(node):
        node.result_ = release_saved(node.result_)

    @property
    def _saved_result(node):
        return unpack_saved(node.result_, node)

    @property
    def _raw_saved_result(node):
        return raw_saved(node, 'result_')


class RsqrtBackward0(GeneratedNode):
    """rsqrt(Tensor self) -> Tensor

    self: -0.5 * grad * result.pow(3)
    """

    __slots__ = ('result_',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        result = unpack_saved(node.result_, node)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = -0.5 * grad * result.pow(3)
        return grad_inputs

    def release_variables(node):
        node.result_ = release_saved(node.result_)

    @property
    def _saved_result(node):
        return unpack_saved(node.result_, node)

    @property
    def _raw_saved_result(node):
        return raw_saved(node, 'result_')


class AbsBackward0(GeneratedNode):
    """abs(Tensor self) -> Tensor

    self: grad * self.sgn()
    """

    __slots__ = ('self_',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad * self.sgn()
        return grad_inputs

    def release_variables(node):
        node.self_ = release_saved(node.self_)

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class SgnBackward0(GeneratedNode):
    """sgn(Tensor self) -> Tensor

    self: grad * 0
    """

    __slots__ = ()

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad * 0
        return grad_inputs

    def release_variables(node):
        pass


class SignBackward0(GeneratedNode):
    """sign(Tensor self) -> Tensor

    self: grad * 0
    """

    __slots__ = ()

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad * 0
        return grad_inputs

    def release_variables(node):
        pass


class SinBackward0(GeneratedNode):
    """sin(Tensor self) -> Tensor

    self: grad * self.cos()
    """

    __slots__ = ('self_',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad * self.cos()
        return grad_inputs

    def release_variables(node):
        node.self_ = release_saved(node.self_)

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class CosBackward0(GeneratedNode):
    """cos(Tensor self) -> Tensor

    self: grad * -self.sin()
    """

    __slots__ = ('self_',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad * -self.sin()
        return grad_inputs

    def release_variables(node):
        node.self_ = release_saved(node.self_)

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class TanhBackward0(GeneratedNode):
    """tanh(Tensor self) -> Tensor

    self: tanh_backward(grad, result)
    """

    __slots__ = ('result_',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        result = unpack_saved(node.result_, node)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = VT.tanh_backward(grad, result)
        return grad_inputs

    def release_variables(node):
        node.result_ = release_saved(node.result_)

    @property
    def _saved_result(node):
        return unpack_saved(node.result_, node)

    @property
    def _raw_saved_result(node):
        return raw_saved(node, 'result_')


class SigmoidBackward0(GeneratedNode):
    """sigmoid(Tensor self) -> Tensor

    self: sigmoid_backward(grad, result)
    """

    __slots__ = ('result_',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        result = unpack_saved(node.result_, node)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = VT.sigmoid_backward(grad, result)
        return grad_inputs

    def release_variables(node):
        node.result_ = release_saved(node.result_)

    @property
    def _saved_result(node):
        return unpack_saved(node.result_, node)

    @property
    def _raw_saved_result(node):
        return raw_saved(node, 'result_')


class ReluBackward0(GeneratedNode):
    """relu(Tensor self) -> Tensor

    self: threshold_backward(grad, result, 0)
    """

    __slots__ = ('result_',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        result = unpack_saved(node.result_, node)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = VT.threshold_backward(grad, result, 0)
        return grad_inputs

    def release_variables(node):
        node.result_ = release_saved(node.result_)

    @property
    def _saved_result(node):
        return unpack_saved(node.result_, node)

    @property
    def _raw_saved_result(node):
        return raw_saved(node, 'result_')


class MaximumBackward0(GeneratedNode):
    """maximum(Tensor self, Tensor other) -> Tensor

    self: maximum_backward(grad, self, other, True)
    other: maximum_backward(grad, self, other, False)
    """

    __slots__ = ('other_', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        other = unpack_saved(node.other_)
        self = unpack_saved(node.self_)
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = maximum_backward(grad, self, other, True)
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = maximum_backward(grad, self, other, False)
        return grad_inputs

    def release_variables(node):
        node.other_ = release_saved(node.other_)
        node.self_ = release_saved(node.self_)

    @property
    def _saved_other(node):
        return unpack_saved(node.other_)

    @property
    def _raw_saved_other(node):
        return raw_saved(node, 'other_')

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class MinimumBackward0(GeneratedNode):
    """minimum(Tensor self, Tensor other) -> Tensor

    self: maximum_backward(grad, -self, -other, True)
    other: maximum_backward(grad, -self, -other, False)
    """

    __slots__ = ('other_', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        other = unpack_saved(node.other_)
        self = unpack_saved(node.self_)
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = maximum_backward(grad, -self, -other, True)
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = maximum_backward(grad, -self, -other, False)
        return grad_inputs

    def release_variables(node):
        node.other_ = release_saved(node.other_)
        node.self_ = release_saved(node.self_)

    @property
    def _saved_other(node):
        return unpack_saved(node.other_)

    @property
    def _raw_saved_other(node):
        return raw_saved(node, 'other_')

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class ClampBackward0(GeneratedNode):
    """clamp.Tensor(Tensor self, Tensor? min=None, Tensor? max=None) -> Tensor

    self: clamp_backward_tensor(grad, self, min, max)
    min: where_tensor(grad, (self < min) if max is None else (self < min) & (min <= max))
    max: where_tensor(grad, (self > max) if min is None else (self > max) | (min > max))
    """

    __slots__ = ('max_', 'min_', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None, None]
        max = unpack_saved(node.max_)
        min = unpack_saved(node.min_)
        self = unpack_saved(node.self_)
        grad_inputs = [None, None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = clamp_backward_tensor(grad, self, min, max)
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = where_tensor(grad, (self < min) if max is None else (self < min) & (min <= max))
        if wanted[2] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[2] = where_tensor(grad, (self > max) if min is None else (self > max) | (min > max))
        return grad_inputs

    def release_variables(node):
        node.max_ = release_saved(node.max_)
        node.min_ = release_saved(node.min_)
        node.self_ = release_saved(node.self_)

    @property
    def _saved_max(node):
        return unpack_saved(node.max_)

    @property
    def _raw_saved_max(node):
        return raw_saved(node, 'max_')

    @property
    def _saved_min(node):
        return unpack_saved(node.min_)

    @property
    def _raw_saved_min(node):
        return raw_saved(node, 'min_')

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class ClampBackward1(GeneratedNode):
    """clamp(Tensor self, Scalar? min=None, Scalar? max=None) -> Tensor

    self: clamp_backward(grad, self, min, max)
    """

    __slots__ = ('max', 'min', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        max = node.max
        min = node.min
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = clamp_backward(grad, self, min, max)
        return grad_inputs

    def release_variables(node):
        node.self_ = release_saved(node.self_)

    @property
    def _saved_max(node):
        return node.max

    @property
    def _saved_min(node):
        return node.min

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class WhereBackward0(GeneratedNode):
    """where.self(Tensor condition, Tensor self, Tensor other) -> Tensor

    self: where_tensor(grad, condition)
    other: where_tensor(grad, condition.logical_not())
    """

    __slots__ = ('condition_',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        condition = unpack_saved(node.condition_)
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = where_tensor(grad, condition)
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = where_tensor(grad, condition.logical_not())
        return grad_inputs

    def release_variables(node):
        node.condition_ = release_saved(node.condition_)

    @property
    def _saved_condition(node):
        return unpack_saved(node.condition_)

    @property
    def _raw_saved_condition(node):
        return raw_saved(node, 'condition_')


class SumBackward0(GeneratedNode):
    """sum(Tensor self, *, ScalarType? dtype=None) -> Tensor

    self: grad.expand(self.shape)
    """

    __slots__ = ('self_shape',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        self_shape = node.self_shape
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad.expand(self_shape)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_self_sym_sizes(node):
        return node.self_shape


class SumBackward1(GeneratedNode):
    """sum.dim_IntList(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor

    self: sum_backward(grad, self.shape, dim, keepdim)
    """

    __slots__ = ('dim', 'keepdim', 'self_shape')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        dim = node.dim
        keepdim = node.keepdim
        self_shape = node.self_shape
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = sum_backward(grad, self_shape, dim, keepdim)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_dim(node):
        return saved_int(node.dim)

    @property
    def _saved_keepdim(node):
        return node.keepdim

    @property
    def _saved_self_sym_sizes(node):
        return node.self_shape


class NansumBackward0(GeneratedNode):
    """nansum(Tensor self, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor

    self: nansum_backward(grad, self, dim, keepdim)
    """

    __slots__ = ('dim', 'keepdim', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        dim = node.dim
        keepdim = node.keepdim
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = nansum_backward(grad, self, dim, keepdim)
        return grad_inputs

    def release_variables(node):
        node.self_ = release_saved(node.self_)

    @property
    def _saved_dim(node):
        return saved_int(node.dim)

    @property
    def _saved_keepdim(node):
        return node.keepdim

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class MeanBackward0(GeneratedNode):
    """mean(Tensor self, *, ScalarType? dtype=None) -> Tensor

    self: grad.expand(self.shape) / self.numel()
    """

    __slots__ = ('self_numel', 'self_shape')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        self_numel = node.self_numel
        self_shape = node.self_shape
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad.expand(self_shape) / self_numel
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_self_sym_numel(node):
        return node.self_numel

    @property
    def _saved_self_sym_sizes(node):
        return node.self_shape


class MeanBackward1(GeneratedNode):
    """mean.dim(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor

    self: mean_backward(grad, self.shape, dim, self.numel(), keepdim)
    """

    __slots__ = ('dim', 'keepdim', 'self_numel', 'self_shape')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        dim = node.dim
        keepdim = node.keepdim
        self_numel = node.self_numel
        self_shape = node.self_shape
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = mean_backward(grad, self_shape, dim, self_numel, keepdim)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_dim(node):
        return saved_int(node.dim)

    @property
    def _saved_keepdim(node):
        return node.keepdim

    @property
    def _saved_self_sym_numel(node):
        return node.self_numel

    @property
    def _saved_self_sym_sizes(node):
        return node.self_shape


class AmaxBackward0(GeneratedNode):
    """amax(Tensor self, int[1] dim=[], bool keepdim=False) -> Tensor

    self: amax_amin_backward(grad, self, result, dim, keepdim)
    """

    __slots__ = ('dim', 'keepdim', 'result_', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        dim = node.dim
        keepdim = node.keepdim
        result = unpack_saved(node.result_, node)
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = amax_amin_backward(grad, self, result, dim, keepdim)
        return grad_inputs

    def release_variables(node):
        node.result_ = release_saved(node.result_)
        node.self_ = release_saved(node.self_)

    @property
    def _saved_dim(node):
        return saved_int(node.dim)

    @property
    def _saved_keepdim(node):
        return node.keepdim

    @property
    def _saved_result(node):
        return unpack_saved(node.result_, node)

    @property
    def _raw_saved_result(node):
        return raw_saved(node, 'result_')

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class AminBackward0(GeneratedNode):
    """amin(Tensor self, int[1] dim=[], bool keepdim=False) -> Tensor

    self: amax_amin_backward(grad, self, result, dim, keepdim)
    """

    __slots__ = ('dim', 'keepdim', 'result_', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        dim = node.dim
        keepdim = node.keepdim
        result = unpack_saved(node.result_, node)
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = amax_amin_backward(grad, self, result, dim, keepdim)
        return grad_inputs

    def release_variables(node):
        node.result_ = release_saved(node.result_)
        node.self_ = release_saved(node.self_)

    @property
    def _saved_dim(node):
        return saved_int(node.dim)

    @property
    def _saved_keepdim(node):
        return node.keepdim

    @property
    def _saved_result(node):
        return unpack_saved(node.result_, node)

    @property
    def _raw_saved_result(node):
        return raw_saved(node, 'result_')

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class MaxBackward0(GeneratedNode):
    """max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)

    self: value_selecting_reduction_backward(grad, dim, indices, self.shape, keepdim)
    """

    __slots__ = ('dim', 'indices_', 'keepdim', 'self_shape')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        dim = node.dim
        indices = unpack_saved(node.indices_, node)
        keepdim = node.keepdim
        self_shape = node.self_shape
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = value_selecting_reduction_backward(grad, dim, indices, self_shape, keepdim)
        return grad_inputs

    def release_variables(node):
        node.indices_ = release_saved(node.indices_)

    @property
    def _saved_dim(node):
        return saved_int(node.dim)

    @property
    def _saved_indices(node):
        return unpack_saved(node.indices_, node)

    @property
    def _raw_saved_indices(node):
        return raw_saved(node, 'indices_')

    @property
    def _saved_keepdim(node):
        return node.keepdim

    @property
    def _saved_self_sym_sizes(node):
        return node.self_shape


class MaxBackward1(GeneratedNode):
    """max(Tensor self) -> Tensor

    self: evenly_distribute_backward(grad, self, result)
    """

    __slots__ = ('result_', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        result = unpack_saved(node.result_, node)
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = evenly_distribute_backward(grad, self, result)
        return grad_inputs

    def release_variables(node):
        node.result_ = release_saved(node.result_)
        node.self_ = release_saved(node.self_)

    @property
    def _saved_result(node):
        return unpack_saved(node.result_, node)

    @property
    def _raw_saved_result(node):
        return raw_saved(node, 'result_')

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class MinBackward0(GeneratedNode):
    """min.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)

    self: value_selecting_reduction_backward(grad, dim, indices, self.shape, keepdim)
    """

    __slots__ = ('dim', 'indices_', 'keepdim', 'self_shape')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        dim = node.dim
        indices = unpack_saved(node.indices_, node)
        keepdim = node.keepdim
        self_shape = node.self_shape
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = value_selecting_reduction_backward(grad, dim, indices, self_shape, keepdim)
        return grad_inputs

    def release_variables(node):
        node.indices_ = release_saved(node.indices_)

    @property
    def _saved_dim(node):
        return saved_int(node.dim)

    @property
    def _saved_indices(node):
        return unpack_saved(node.indices_, node)

    @property
    def _raw_saved_indices(node):
        return raw_saved(node, 'indices_')

    @property
    def _saved_keepdim(node):
        return node.keepdim

    @property
    def _saved_self_sym_sizes(node):
        return node.self_shape


class MinBackward1(GeneratedNode):
    """min(Tensor self) -> Tensor

    self: evenly_distribute_backward(grad, self, result)
    """

    __slots__ = ('result_', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        result = unpack_saved(node.result_, node)
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = evenly_distribute_backward(grad, self, result)
        return grad_inputs

    def release_variables(node):
        node.result_ = release_saved(node.result_)
        node.self_ = release_saved(node.self_)

    @property
    def _saved_result(node):
        return unpack_saved(node.result_, node)

    @property
    def _raw_saved_result(node):
        return raw_saved(node, 'result_')

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class MmBackward0(GeneratedNode):
    """mm(Tensor self, Tensor mat2) -> Tensor

    self: mm_mat1_backward(grad, mat2, self.shape, self.sym_strides(), 1)
    mat2: mm_mat2_backward(grad, self, mat2.shape, mat2.sym_strides(), 1)
    """

    __slots__ = ('mat2_', 'mat2_shape', 'mat2_sym_strides', 'self_', 'self_shape', 'self_sym_strides')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        mat2 = unpack_saved(node.mat2_)
        mat2_shape = node.mat2_shape
        mat2_sym_strides = node.mat2_sym_strides
        self = unpack_saved(node.self_)
        self_shape = node.self_shape
        self_sym_strides = node.self_sym_strides
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = mm_mat1_backward(grad, mat2, self_shape, self_sym_strides, 1)
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = mm_mat2_backward(grad, self, mat2_shape, mat2_sym_strides, 1)
        return grad_inputs

    def release_variables(node):
        node.mat2_ = release_saved(node.mat2_)
        node.self_ = release_saved(node.self_)

    @property
    def _saved_mat2(node):
        return unpack_saved(node.mat2_)

    @property
    def _raw_saved_mat2(node):
        return raw_saved(node, 'mat2_')

    @property
    def _saved_mat2_sym_sizes(node):
        return node.mat2_shape

    @property
    def _saved_mat2_sym_strides(node):
        return node.mat2_sym_strides

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')

    @property
    def _saved_self_sym_sizes(node):
        return node.self_shape

    @property
    def _saved_self_sym_strides(node):
        return node.self_sym_strides


class MvBackward0(GeneratedNode):
    """mv(Tensor self, Tensor vec) -> Tensor

    self: grad.unsqueeze(1) * vec.unsqueeze(0)
    vec: self.t().mv(grad)
    """

    __slots__ = ('self_', 'vec_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        self = unpack_saved(node.self_)
        vec = unpack_saved(node.vec_)
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad.unsqueeze(1) * vec.unsqueeze(0)
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = self.t().mv(grad)
        return grad_inputs

    def release_variables(node):
        node.self_ = release_saved(node.self_)
        node.vec_ = release_saved(node.vec_)

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')

    @property
    def _saved_vec(node):
        return unpack_saved(node.vec_)

    @property
    def _raw_saved_vec(node):
        return raw_saved(node, 'vec_')


class DotBackward0(GeneratedNode):
    """dot(Tensor self, Tensor tensor) -> Tensor

    self: grad * tensor
    tensor: grad * self
    """

    __slots__ = ('self_', 'tensor_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        self = unpack_saved(node.self_)
        tensor = unpack_saved(node.tensor_)
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = broadcast_product(node, 0, grad, tensor)
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = broadcast_product(node, 1, grad, self)
        return grad_inputs

    def release_variables(node):
        node.self_ = release_saved(node.self_)
        node.tensor_ = release_saved(node.tensor_)

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')

    @property
    def _saved_tensor(node):
        return unpack_saved(node.tensor_)

    @property
    def _raw_saved_tensor(node):
        return raw_saved(node, 'tensor_')


class BmmBackward0(GeneratedNode):
    """bmm(Tensor self, Tensor mat2) -> Tensor

    self: grad.bmm(mat2.transpose(1, 2))
    mat2: self.transpose(1, 2).bmm(grad)
    """

    __slots__ = ('mat2_', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        mat2 = unpack_saved(node.mat2_)
        self = unpack_saved(node.self_)
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad.bmm(mat2.transpose(1, 2))
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = self.transpose(1, 2).bmm(grad)
        return grad_inputs

    def release_variables(node):
        node.mat2_ = release_saved(node.mat2_)
        node.self_ = release_saved(node.self_)

    @property
    def _saved_mat2(node):
        return unpack_saved(node.mat2_)

    @property
    def _raw_saved_mat2(node):
        return raw_saved(node, 'mat2_')

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class MatmulBackward0(GeneratedNode):
    """matmul(Tensor self, Tensor other) -> Tensor

    self, other: matmul_backward(grad, self, other, grad_input_mask)
    """

    __slots__ = ('other_', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        other = unpack_saved(node.other_)
        self = unpack_saved(node.self_)
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        grad_input_mask = (
            wanted[0] is not None,
            wanted[1] is not None,
        )
        if any(grad_input_mask):
            grad_result = matmul_backward(grad, self, other, grad_input_mask)
            if grad_input_mask[0]:
                grad_inputs[0] = grad_result[0]
            if grad_input_mask[1]:
                grad_inputs[1] = grad_result[1]
        return grad_inputs

    def release_variables(node):
        node.other_ = release_saved(node.other_)
        node.self_ = release_saved(node.self_)

    @property
    def _saved_other(node):
        return unpack_saved(node.other_)

    @property
    def _raw_saved_other(node):
        return raw_saved(node, 'other_')

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class TBackward0(GeneratedNode):
    """t(Tensor(a) self) -> Tensor(a)

    self: grad.t()
    """

    __slots__ = ()

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad.t()
        return grad_inputs

    def release_variables(node):
        pass


class TransposeBackward0(GeneratedNode):
    """transpose.int(Tensor(a) self, int dim0, int dim1) -> Tensor(a)

    self: grad.transpose(dim0, dim1)
    """

    __slots__ = ('dim0', 'dim1')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        dim0 = node.dim0
        dim1 = node.dim1
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad.transpose(dim0, dim1)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_dim0(node):
        return saved_int(node.dim0)

    @property
    def _saved_dim1(node):
        return saved_int(node.dim1)


class PermuteBackward0(GeneratedNode):
    """permute(Tensor(a) self, int[] dims) -> Tensor(a)

    self: permute_backwards(grad, dims)
    """

    __slots__ = ('dims',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        dims = node.dims
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = permute_backwards(grad, dims)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_dims(node):
        return saved_int(node.dims)


class ViewBackward0(GeneratedNode):
    """view(Tensor(a) self, SymInt[] size) -> Tensor(a)

    self: grad.reshape(self.shape)
    """

    __slots__ = ('self_shape',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        self_shape = node.self_shape
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad.reshape(self_shape)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_self_sym_sizes(node):
        return node.self_shape


class ReshapeAliasBackward0(GeneratedNode):
    """_reshape_alias(Tensor(a) self, SymInt[] size, SymInt[] stride) -> Tensor(a)

    self: grad.reshape(self.shape)
    """

    __slots__ = ('self_shape',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        self_shape = node.self_shape
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad.reshape(self_shape)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_self_sym_sizes(node):
        return node.self_shape


class UnsafeViewBackward0(GeneratedNode):
    """_unsafe_view(Tensor self, SymInt[] size) -> Tensor

    self: grad.reshape(self.shape)
    """

    __slots__ = ('self_shape',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        self_shape = node.self_shape
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad.reshape(self_shape)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_self_sym_sizes(node):
        return node.self_shape


class ExpandBackward0(GeneratedNode):
    """expand(Tensor(a) self, SymInt[] size, *, bool implicit=False) -> Tensor(a)

    self: sum_to(grad, self.shape)
    """

    __slots__ = ('self_shape',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        self_shape = node.self_shape
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = sum_to(grad, self_shape)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_self_sym_sizes(node):
        return node.self_shape


class SqueezeBackward0(GeneratedNode):
    """squeeze(Tensor(a) self) -> Tensor(a)

    self: grad.reshape(self.shape)
    """

    __slots__ = ('self_shape',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        self_shape = node.self_shape
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad.reshape(self_shape)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_self_sym_sizes(node):
        return node.self_shape


class SqueezeBackward1(GeneratedNode):
    """squeeze.dim(Tensor(a) self, int dim) -> Tensor(a)

    self: unsqueeze_to(grad, dim, self.shape)
    """

    __slots__ = ('dim', 'self_shape')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        dim = node.dim
        self_shape = node.self_shape
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = unsqueeze_to(grad, dim, self_shape)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_dim(node):
        return saved_int(node.dim)

    @property
    def _saved_self_sym_sizes(node):
        return node.self_shape


class SqueezeBackward2(GeneratedNode):
    """squeeze.dims(Tensor(a) self, int[] dim) -> Tensor(a)

    self: unsqueeze_to(grad, dim, self.shape)
    """

    __slots__ = ('dim', 'self_shape')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        dim = node.dim
        self_shape = node.self_shape
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = unsqueeze_to(grad, dim, self_shape)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_dim(node):
        return saved_int(node.dim)

    @property
    def _saved_self_sym_sizes(node):
        return node.self_shape


class UnsqueezeBackward0(GeneratedNode):
    """unsqueeze(Tensor(a) self, int dim) -> Tensor(a)

    self: grad.squeeze(dim)
    """

    __slots__ = ('dim',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        dim = node.dim
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad.squeeze(dim)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_dim(node):
        return saved_int(node.dim)


class SqueezeBackward3(GeneratedNode):
    """squeeze_(Tensor(a!) self) -> Tensor(a!)

    self: grad.reshape(self.shape)
    """

    __slots__ = ('self_shape',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        self_shape = node.self_shape
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad.reshape(self_shape)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_self_sym_sizes(node):
        return node.self_shape


class SqueezeBackward4(GeneratedNode):
    """squeeze_.dim(Tensor(a!) self, int dim) -> Tensor(a!)

    self: unsqueeze_to(grad, dim, self.shape)
    """

    __slots__ = ('dim', 'self_shape')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        dim = node.dim
        self_shape = node.self_shape
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = unsqueeze_to(grad, dim, self_shape)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_dim(node):
        return saved_int(node.dim)

    @property
    def _saved_self_sym_sizes(node):
        return node.self_shape


class SqueezeBackward5(GeneratedNode):
    """squeeze_.dims(Tensor(a!) self, int[] dim) -> Tensor(a!)

    self: unsqueeze_to(grad, dim, self.shape)
    """

    __slots__ = ('dim', 'self_shape')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        dim = node.dim
        self_shape = node.self_shape
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = unsqueeze_to(grad, dim, self_shape)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_dim(node):
        return saved_int(node.dim)

    @property
    def _saved_self_sym_sizes(node):
        return node.self_shape


class UnsqueezeBackward1(GeneratedNode):
    """unsqueeze_(Tensor(a!) self, int dim) -> Tensor(a!)

    self: grad.squeeze(dim)
    """

    __slots__ = ('dim',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        dim = node.dim
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad.squeeze(dim)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_dim(node):
        return saved_int(node.dim)


class TBackward1(GeneratedNode):
    """t_(Tensor(a!) self) -> Tensor(a!)

    self: grad.t()
    """

    __slots__ = ()

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad.t()
        return grad_inputs

    def release_variables(node):
        pass


class TransposeBackward1(GeneratedNode):
    """transpose_(Tensor(a!) self, int dim0, int dim1) -> Tensor(a!)

    self: grad.transpose(dim0, dim1)
    """

    __slots__ = ('dim0', 'dim1')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        dim0 = node.dim0
        dim1 = node.dim1
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad.transpose(dim0, dim1)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_dim0(node):
        return saved_int(node.dim0)

    @property
    def _saved_dim1(node):
        return saved_int(node.dim1)


class AliasBackward0(GeneratedNode):
    """alias(Tensor(a) self) -> Tensor(a)

    self: grad
    """

    __slots__ = ()

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad
        return grad_inputs

    def release_variables(node):
        pass


class SelectBackward0(GeneratedNode):
    """select.int(Tensor(a) self, int dim, SymInt index) -> Tensor(a)

    self: torch.select_backward(grad, self.shape, dim, index)
    """

    __slots__ = ('dim', 'index', 'self_shape')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        dim = node.dim
        index = node.index
        self_shape = node.self_shape
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch.select_backward(grad, self_shape, dim, index)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_dim(node):
        return saved_int(node.dim)

    @property
    def _saved_index(node):
        return saved_int(node.index)

    @property
    def _saved_self_sym_sizes(node):
        return node.self_shape


class SelectBackwardBackward0(GeneratedNode):
    """select_backward(Tensor grad_output, SymInt[] input_sizes, int dim, SymInt index) -> Tensor

    grad_output: grad.select(dim, index)
    """

    __slots__ = ('dim', 'index')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        dim = node.dim
        index = node.index
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad.select(dim, index)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_dim(node):
        return saved_int(node.dim)

    @property
    def _saved_index(node):
        return saved_int(node.index)


class SliceBackward0(GeneratedNode):
    """slice.Tensor(Tensor(a) self, int dim=0, SymInt? start=None, SymInt? end=None, SymInt step=1) -> Tensor(a)

    self: slice_backward_wrapper(grad, self.shape, dim, start, end, step)
    """

    __slots__ = ('dim', 'end', 'self_shape', 'start', 'step')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        dim = node.dim
        end = node.end
        self_shape = node.self_shape
        start = node.start
        step = node.step
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = slice_backward_wrapper(grad, self_shape, dim, start, end, step)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_dim(node):
        return saved_int(node.dim)

    @property
    def _saved_end(node):
        return saved_int(node.end)

    @property
    def _saved_self_sym_sizes(node):
        return node.self_shape

    @property
    def _saved_start(node):
        return saved_int(node.start)

    @property
    def _saved_step(node):
        return saved_int(node.step)


class SliceBackwardBackward0(GeneratedNode):
    """slice_backward(Tensor grad_output, SymInt[] input_sizes, int dim, SymInt start, SymInt end, SymInt step) -> Tensor

    grad_output: grad_output_slice(grad, dim, start, end, step)
    """

    __slots__ = ('dim', 'end', 'start', 'step')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        dim = node.dim
        end = node.end
        start = node.start
        step = node.step
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad_output_slice(grad, dim, start, end, step)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_dim(node):
        return saved_int(node.dim)

    @property
    def _saved_end(node):
        return saved_int(node.end)

    @property
    def _saved_start(node):
        return saved_int(node.start)

    @property
    def _saved_step(node):
        return saved_int(node.step)


class IndexBackward0(GeneratedNode):
    """index.Tensor(Tensor self, Tensor?[] indices) -> Tensor

    self: index_backward(grad.new_zeros(self.shape), indices, grad)
    """

    __slots__ = ('indices_', 'self_shape')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        indices = unpack_list(node.indices_)
        self_shape = node.self_shape
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = index_backward(grad.new_zeros(self_shape), indices, grad)
        return grad_inputs

    def release_variables(node):
        for saved in node.indices_:
            saved.reset_data()

    @property
    def _saved_indices(node):
        return tuple(unpack_list(node.indices_))

    @property
    def _raw_saved_indices(node):
        return raw_saved_list(node.indices_)

    @property
    def _saved_self_sym_sizes(node):
        return node.self_shape


class IndexPutBackward0(GeneratedNode):
    """index_put(Tensor self, Tensor?[] indices, Tensor values, bool accumulate=False) -> Tensor

    self: grad if accumulate else grad.index_put(indices, torch.zeros_like(values), False)
    values: grad[tuple(i if i is not None else slice(None) for i in indices)]
    """

    __slots__ = ('accumulate', 'indices_', 'values_info')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        accumulate = node.accumulate
        indices = unpack_list(node.indices_)
        values_info = node.values_info
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad if accumulate else grad.index_put(indices, zeros_from_info(values_info), False)
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = grad[tuple(i if i is not None else slice(None) for i in indices)]
        return grad_inputs

    def release_variables(node):
        for saved in node.indices_:
            saved.reset_data()

    @property
    def _saved_accumulate(node):
        return node.accumulate

    @property
    def _saved_indices(node):
        return tuple(unpack_list(node.indices_))

    @property
    def _raw_saved_indices(node):
        return raw_saved_list(node.indices_)


class ScatterBackward0(GeneratedNode):
    """scatter.src(Tensor self, int dim, Tensor index, Tensor src) -> Tensor

    self: grad.scatter(dim, index, 0)
    src: grad.gather(dim, index)
    """

    __slots__ = ('dim', 'index_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        dim = node.dim
        index = unpack_saved(node.index_)
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad.scatter(dim, index, 0)
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = grad.gather(dim, index)
        return grad_inputs

    def release_variables(node):
        node.index_ = release_saved(node.index_)

    @property
    def _saved_dim(node):
        return saved_int(node.dim)

    @property
    def _saved_index(node):
        return unpack_saved(node.index_)

    @property
    def _raw_saved_index(node):
        return raw_saved(node, 'index_')


class ScatterBackward1(GeneratedNode):
    """scatter.value(Tensor self, int dim, Tensor index, Scalar value) -> Tensor

    self: grad.scatter(dim, index, 0)
    """

    __slots__ = ('dim', 'index_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        dim = node.dim
        index = unpack_saved(node.index_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad.scatter(dim, index, 0)
        return grad_inputs

    def release_variables(node):
        node.index_ = release_saved(node.index_)

    @property
    def _saved_dim(node):
        return saved_int(node.dim)

    @property
    def _saved_index(node):
        return unpack_saved(node.index_)

    @property
    def _raw_saved_index(node):
        return raw_saved(node, 'index_')


class ScatterReduceBackward0(GeneratedNode):
    """scatter_reduce.two(Tensor self, int dim, Tensor index, Tensor src, str reduce, *, bool include_self=True) -> Tensor

    self, src: scatter_reduce_backward(grad, self, dim, index, src, reduce, include_self, result)
    """

    __slots__ = ('dim', 'include_self', 'index_', 'reduce', 'result_', 'self_', 'src_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        dim = node.dim
        include_self = node.include_self
        index = unpack_saved(node.index_)
        reduce = node.reduce
        result = unpack_saved(node.result_, node)
        self = unpack_saved(node.self_)
        src = unpack_saved(node.src_)
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        grad_input_mask = (
            wanted[0] is not None,
            wanted[1] is not None,
        )
        if any(grad_input_mask):
            grad_result = scatter_reduce_backward(grad, self, dim, index, src, reduce, include_self, result)
            if grad_input_mask[0]:
                grad_inputs[0] = grad_result[0]
            if grad_input_mask[1]:
                grad_inputs[1] = grad_result[1]
        return grad_inputs

    def release_variables(node):
        node.index_ = release_saved(node.index_)
        node.result_ = release_saved(node.result_)
        node.self_ = release_saved(node.self_)
        node.src_ = release_saved(node.src_)

    @property
    def _saved_dim(node):
        return saved_int(node.dim)

    @property
    def _saved_include_self(node):
        return node.include_self

    @property
    def _saved_index(node):
        return unpack_saved(node.index_)

    @property
    def _raw_saved_index(node):
        return raw_saved(node, 'index_')

    @property
    def _saved_reduce(node):
        return node.reduce

    @property
    def _saved_result(node):
        return unpack_saved(node.result_, node)

    @property
    def _raw_saved_result(node):
        return raw_saved(node, 'result_')

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')

    @property
    def _saved_src(node):
        return unpack_saved(node.src_)

    @property
    def _raw_saved_src(node):
        return raw_saved(node, 'src_')


class GatherBackward0(GeneratedNode):
    """gather(Tensor self, int dim, Tensor index, *, bool sparse_grad=False) -> Tensor

    self: gather_backward(grad, self, dim, index, sparse_grad)
    """

    __slots__ = ('dim', 'index_', 'self_', 'sparse_grad')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        dim = node.dim
        index = unpack_saved(node.index_)
        self = unpack_saved(node.self_)
        sparse_grad = node.sparse_grad
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = gather_backward(grad, self, dim, index, sparse_grad)
        return grad_inputs

    def release_variables(node):
        node.index_ = release_saved(node.index_)
        node.self_ = release_saved(node.self_)

    @property
    def _saved_dim(node):
        return saved_int(node.dim)

    @property
    def _saved_index(node):
        return unpack_saved(node.index_)

    @property
    def _raw_saved_index(node):
        return raw_saved(node, 'index_')

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')

    @property
    def _saved_sparse_grad(node):
        return node.sparse_grad


class ScatterAddBackward0(GeneratedNode):
    """scatter_add(Tensor self, int dim, Tensor index, Tensor src) -> Tensor

    self: grad
    src: grad.gather(dim, index)
    """

    __slots__ = ('dim', 'index_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        dim = node.dim
        index = unpack_saved(node.index_)
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = grad.gather(dim, index)
        return grad_inputs

    def release_variables(node):
        node.index_ = release_saved(node.index_)

    @property
    def _saved_dim(node):
        return saved_int(node.dim)

    @property
    def _saved_index(node):
        return unpack_saved(node.index_)

    @property
    def _raw_saved_index(node):
        return raw_saved(node, 'index_')


class SoftmaxBackward0(GeneratedNode):
    """_softmax(Tensor self, int dim, bool half_to_float) -> Tensor

    self: softmax_backward_data(grad, result, dim, self.dtype)
    """

    __slots__ = ('dim', 'result_', 'self_dtype')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        dim = node.dim
        result = unpack_saved(node.result_, node)
        self_dtype = node.self_dtype
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = softmax_backward_data(grad, result, dim, self_dtype)
        return grad_inputs

    def release_variables(node):
        node.result_ = release_saved(node.result_)

    @property
    def _saved_dim(node):
        return saved_int(node.dim)

    @property
    def _saved_result(node):
        return unpack_saved(node.result_, node)

    @property
    def _raw_saved_result(node):
        return raw_saved(node, 'result_')


class LogSoftmaxBackward0(GeneratedNode):
    """_log_softmax(Tensor self, int dim, bool half_to_float) -> Tensor

    self: log_softmax_backward_data(grad, result, dim, self.dtype)
    """

    __slots__ = ('dim', 'result_', 'self_dtype')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        dim = node.dim
        result = unpack_saved(node.result_, node)
        self_dtype = node.self_dtype
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = log_softmax_backward_data(grad, result, dim, self_dtype)
        return grad_inputs

    def release_variables(node):
        node.result_ = release_saved(node.result_)

    @property
    def _saved_dim(node):
        return saved_int(node.dim)

    @property
    def _saved_result(node):
        return unpack_saved(node.result_, node)

    @property
    def _raw_saved_result(node):
        return raw_saved(node, 'result_')


class CloneBackward0(GeneratedNode):
    """clone(Tensor self, *, MemoryFormat? memory_format=None) -> Tensor

    self: grad
    """

    __slots__ = ()

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad
        return grad_inputs

    def release_variables(node):
        pass


class ToCopyBackward0(GeneratedNode):
    """_to_copy(Tensor self, *, ScalarType? dtype=None, Device? device=None, MemoryFormat? memory_format=None) -> Tensor

    self: grad.to(self.device, self.dtype)
    """

    __slots__ = ('self_device', 'self_dtype')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        self_device = node.self_device
        self_dtype = node.self_dtype
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad.to(self_device, self_dtype)
        return grad_inputs

    def release_variables(node):
        pass


class Exp2Backward0(GeneratedNode):
    """exp2(Tensor self) -> Tensor

    self: grad * result * math.log(2.0)
    """

    __slots__ = ('result_',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        result = unpack_saved(node.result_, node)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad * result * math.log(2.0)
        return grad_inputs

    def release_variables(node):
        node.result_ = release_saved(node.result_)

    @property
    def _saved_result(node):
        return unpack_saved(node.result_, node)

    @property
    def _raw_saved_result(node):
        return raw_saved(node, 'result_')


class Expm1Backward0(GeneratedNode):
    """expm1(Tensor self) -> Tensor

    self: grad * (result + 1)
    """

    __slots__ = ('result_',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        result = unpack_saved(node.result_, node)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad * (result + 1)
        return grad_inputs

    def release_variables(node):
        node.result_ = release_saved(node.result_)

    @property
    def _saved_result(node):
        return unpack_saved(node.result_, node)

    @property
    def _raw_saved_result(node):
        return raw_saved(node, 'result_')


class Log2Backward0(GeneratedNode):
    """log2(Tensor self) -> Tensor

    self: grad / (self * 0.6931471805599453)
    """

    __slots__ = ('self_',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad / (self * 0.6931471805599453)
        return grad_inputs

    def release_variables(node):
        node.self_ = release_saved(node.self_)

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class Log10Backward0(GeneratedNode):
    """log10(Tensor self) -> Tensor

    self: grad / (self * 2.3025850929940456)
    """

    __slots__ = ('self_',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad / (self * 2.3025850929940456)
        return grad_inputs

    def release_variables(node):
        node.self_ = release_saved(node.self_)

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class Log1PBackward0(GeneratedNode):
    """log1p(Tensor self) -> Tensor

    self: log1p_backward(grad, self)
    """

    __slots__ = ('self_',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = log1p_backward(grad, self)
        return grad_inputs

    def release_variables(node):
        node.self_ = release_saved(node.self_)

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class ReciprocalBackward0(GeneratedNode):
    """reciprocal(Tensor self) -> Tensor

    self: -grad * (result * result)
    """

    __slots__ = ('result_',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        result = unpack_saved(node.result_, node)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = -grad * (result * result)
        return grad_inputs

    def release_variables(node):
        node.result_ = release_saved(node.result_)

    @property
    def _saved_result(node):
        return unpack_saved(node.result_, node)

    @property
    def _raw_saved_result(node):
        return raw_saved(node, 'result_')


class TanBackward0(GeneratedNode):
    """tan(Tensor self) -> Tensor

    self: grad * (1 + result.pow(2))
    """

    __slots__ = ('result_',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        result = unpack_saved(node.result_, node)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad * (1 + result.pow(2))
        return grad_inputs

    def release_variables(node):
        node.result_ = release_saved(node.result_)

    @property
    def _saved_result(node):
        return unpack_saved(node.result_, node)

    @property
    def _raw_saved_result(node):
        return raw_saved(node, 'result_')


class AsinBackward0(GeneratedNode):
    """asin(Tensor self) -> Tensor

    self: grad * (-self * self + 1).rsqrt()
    """

    __slots__ = ('self_',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad * (-self * self + 1).rsqrt()
        return grad_inputs

    def release_variables(node):
        node.self_ = release_saved(node.self_)

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class AcosBackward0(GeneratedNode):
    """acos(Tensor self) -> Tensor

    self: grad * -((-self * self + 1).rsqrt())
    """

    __slots__ = ('self_',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad * -((-self * self + 1).rsqrt())
        return grad_inputs

    def release_variables(node):
        node.self_ = release_saved(node.self_)

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class AtanBackward0(GeneratedNode):
    """atan(Tensor self) -> Tensor

    self: grad / (self * self + 1)
    """

    __slots__ = ('self_',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad / (self * self + 1)
        return grad_inputs

    def release_variables(node):
        node.self_ = release_saved(node.self_)

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class SinhBackward0(GeneratedNode):
    """sinh(Tensor self) -> Tensor

    self: grad * self.cosh()
    """

    __slots__ = ('self_',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad * self.cosh()
        return grad_inputs

    def release_variables(node):
        node.self_ = release_saved(node.self_)

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class CoshBackward0(GeneratedNode):
    """cosh(Tensor self) -> Tensor

    self: grad * self.sinh()
    """

    __slots__ = ('self_',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad * self.sinh()
        return grad_inputs

    def release_variables(node):
        node.self_ = release_saved(node.self_)

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class AsinhBackward0(GeneratedNode):
    """asinh(Tensor self) -> Tensor

    self: grad * (self.pow(2) + 1).rsqrt()
    """

    __slots__ = ('self_',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad * (self.pow(2) + 1).rsqrt()
        return grad_inputs

    def release_variables(node):
        node.self_ = release_saved(node.self_)

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class AcoshBackward0(GeneratedNode):
    """acosh(Tensor self) -> Tensor

    self: grad * (self * self - 1).rsqrt()
    """

    __slots__ = ('self_',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad * (self * self - 1).rsqrt()
        return grad_inputs

    def release_variables(node):
        node.self_ = release_saved(node.self_)

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class AtanhBackward0(GeneratedNode):
    """atanh(Tensor self) -> Tensor

    self: grad * 1 / (1 - self.pow(2))
    """

    __slots__ = ('self_',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad * 1 / (1 - self.pow(2))
        return grad_inputs

    def release_variables(node):
        node.self_ = release_saved(node.self_)

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class LogitBackward0(GeneratedNode):
    """logit(Tensor self, float? eps=None) -> Tensor

    self: logit_backward(grad, self, eps)
    """

    __slots__ = ('eps', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        eps = node.eps
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = logit_backward(grad, self, eps)
        return grad_inputs

    def release_variables(node):
        node.self_ = release_saved(node.self_)

    @property
    def _saved_eps(node):
        return node.eps

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class ErfBackward0(GeneratedNode):
    """erf(Tensor self) -> Tensor

    self: 2.0 / math.sqrt(math.pi) * torch.exp(-(self.pow(2))) * grad
    """

    __slots__ = ('self_',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = 2.0 / math.sqrt(math.pi) * torch.exp(-(self.pow(2))) * grad
        return grad_inputs

    def release_variables(node):
        node.self_ = release_saved(node.self_)

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class ErfcBackward0(GeneratedNode):
    """erfc(Tensor self) -> Tensor

    self: -2.0 / math.sqrt(math.pi) * torch.exp(-(self.pow(2))) * grad
    """

    __slots__ = ('self_',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = -2.0 / math.sqrt(math.pi) * torch.exp(-(self.pow(2))) * grad
        return grad_inputs

    def release_variables(node):
        node.self_ = release_saved(node.self_)

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class ErfinvBackward0(GeneratedNode):
    """erfinv(Tensor self) -> Tensor

    self: 0.5 * math.sqrt(math.pi) * torch.exp(self.erfinv().pow(2)) * grad
    """

    __slots__ = ('self_',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = 0.5 * math.sqrt(math.pi) * torch.exp(self.erfinv().pow(2)) * grad
        return grad_inputs

    def release_variables(node):
        node.self_ = release_saved(node.self_)

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class LgammaBackward0(GeneratedNode):
    """lgamma(Tensor self) -> Tensor

    self: grad * torch.digamma(self)
    """

    __slots__ = ('self_',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad * torch.digamma(self)
        return grad_inputs

    def release_variables(node):
        node.self_ = release_saved(node.self_)

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class DigammaBackward0(GeneratedNode):
    """digamma(Tensor self) -> Tensor

    self: grad * torch.polygamma(1, self)
    """

    __slots__ = ('self_',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad * torch.polygamma(1, self)
        return grad_inputs

    def release_variables(node):
        node.self_ = release_saved(node.self_)

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class PolygammaBackward0(GeneratedNode):
    """polygamma(int n, Tensor self) -> Tensor

    self: grad * torch.polygamma(n + 1, self)
    """

    __slots__ = ('n', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        n = node.n
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad * torch.polygamma(n + 1, self)
        return grad_inputs

    def release_variables(node):
        node.self_ = release_saved(node.self_)

    @property
    def _saved_n(node):
        return saved_int(node.n)

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class MvlgammaBackward0(GeneratedNode):
    """mvlgamma(Tensor self, int p) -> Tensor

    self: mvlgamma_backward(grad, self, p)
    """

    __slots__ = ('p', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        p = node.p
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = mvlgamma_backward(grad, self, p)
        return grad_inputs

    def release_variables(node):
        node.self_ = release_saved(node.self_)

    @property
    def _saved_p(node):
        return saved_int(node.p)

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class FloorBackward0(GeneratedNode):
    """floor(Tensor self) -> Tensor

    self: torch.zeros_like(grad)
    """

    __slots__ = ()

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch.zeros_like(grad)
        return grad_inputs

    def release_variables(node):
        pass


class CeilBackward0(GeneratedNode):
    """ceil(Tensor self) -> Tensor

    self: torch.zeros_like(grad)
    """

    __slots__ = ()

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch.zeros_like(grad)
        return grad_inputs

    def release_variables(node):
        pass


class RoundBackward0(GeneratedNode):
    """round(Tensor self) -> Tensor

    self: torch.zeros_like(grad)
    """

    __slots__ = ()

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch.zeros_like(grad)
        return grad_inputs

    def release_variables(node):
        pass


class RoundBackward1(GeneratedNode):
    """round.decimals(Tensor self, *, int decimals) -> Tensor

    self: torch.zeros_like(grad)
    """

    __slots__ = ()

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch.zeros_like(grad)
        return grad_inputs

    def release_variables(node):
        pass


class TruncBackward0(GeneratedNode):
    """trunc(Tensor self) -> Tensor

    self: torch.zeros_like(grad)
    """

    __slots__ = ()

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch.zeros_like(grad)
        return grad_inputs

    def release_variables(node):
        pass


class FracBackward0(GeneratedNode):
    """frac(Tensor self) -> Tensor

    self: grad
    """

    __slots__ = ()

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad
        return grad_inputs

    def release_variables(node):
        pass


class NanToNumBackward0(GeneratedNode):
    """nan_to_num(Tensor self, float? nan=None, float? posinf=None, float? neginf=None) -> Tensor

    self: grad * self.isfinite()
    """

    __slots__ = ('self_',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad * self.isfinite()
        return grad_inputs

    def release_variables(node):
        node.self_ = release_saved(node.self_)

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class ClampMinBackward0(GeneratedNode):
    """clamp_min(Tensor self, Scalar min) -> Tensor

    self: where_tensor(grad, self >= min)
    """

    __slots__ = ('min', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        min = node.min
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = where_tensor(grad, self >= min)
        return grad_inputs

    def release_variables(node):
        node.self_ = release_saved(node.self_)

    @property
    def _saved_min(node):
        return node.min

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class ClampMinBackward1(GeneratedNode):
    """clamp_min.Tensor(Tensor self, Tensor min) -> Tensor

    self: where_tensor(grad, self >= min)
    min: where_tensor(grad, self < min)
    """

    __slots__ = ('min_', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        min = unpack_saved(node.min_)
        self = unpack_saved(node.self_)
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = where_tensor(grad, self >= min)
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = where_tensor(grad, self < min)
        return grad_inputs

    def release_variables(node):
        node.min_ = release_saved(node.min_)
        node.self_ = release_saved(node.self_)

    @property
    def _saved_min(node):
        return wrapped_number(unpack_saved(node.min_))

    @property
    def _raw_saved_min(node):
        return raw_saved(node, 'min_')

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class ClampMaxBackward0(GeneratedNode):
    """clamp_max(Tensor self, Scalar max) -> Tensor

    self: where_tensor(grad, self <= max)
    """

    __slots__ = ('max', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        max = node.max
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = where_tensor(grad, self <= max)
        return grad_inputs

    def release_variables(node):
        node.self_ = release_saved(node.self_)

    @property
    def _saved_max(node):
        return node.max

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class ClampMaxBackward1(GeneratedNode):
    """clamp_max.Tensor(Tensor self, Tensor max) -> Tensor

    self: where_tensor(grad, self <= max)
    max: where_tensor(grad, self > max)
    """

    __slots__ = ('max_', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        max = unpack_saved(node.max_)
        self = unpack_saved(node.self_)
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = where_tensor(grad, self <= max)
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = where_tensor(grad, self > max)
        return grad_inputs

    def release_variables(node):
        node.max_ = release_saved(node.max_)
        node.self_ = release_saved(node.self_)

    @property
    def _saved_max(node):
        return wrapped_number(unpack_saved(node.max_))

    @property
    def _raw_saved_max(node):
        return raw_saved(node, 'max_')

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class DivBackward2(GeneratedNode):
    """div.Tensor_mode(Tensor self, Tensor other, *, str? rounding_mode) -> Tensor

    self: div_backward_self(grad, other, rounding_mode)
    other: div_backward_other(grad, self, other, rounding_mode)
    """

    __slots__ = ('other_', 'rounding_mode', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        other = unpack_saved(node.other_)
        rounding_mode = node.rounding_mode
        self = unpack_saved(node.self_)
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = div_backward_self(grad, other, rounding_mode)
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = div_backward_other(grad, self, other, rounding_mode)
        return grad_inputs

    def release_variables(node):
        node.other_ = release_saved(node.other_)
        node.self_ = release_saved(node.self_)

    @property
    def _saved_other(node):
        return wrapped_number(unpack_saved(node.other_))

    @property
    def _raw_saved_other(node):
        return raw_saved(node, 'other_')

    @property
    def _saved_rounding_mode(node):
        return node.rounding_mode

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class DivBackward3(GeneratedNode):
    """div.Scalar_mode(Tensor self, Scalar other, *, str? rounding_mode) -> Tensor

    self: div_backward_self(grad, other, rounding_mode)
    """

    __slots__ = ('other', 'rounding_mode')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        other = node.other
        rounding_mode = node.rounding_mode
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = div_backward_self(grad, other, rounding_mode)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_other(node):
        return node.other

    @property
    def _saved_rounding_mode(node):
        return node.rounding_mode


class FmaxBackward0(GeneratedNode):
    """fmax(Tensor self, Tensor other) -> Tensor

    self: where_tensor(grad, (self >= other) | other.isnan())
    other: where_tensor(grad, ((self >= other) | other.isnan()).logical_not())
    """

    __slots__ = ('other_', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        other = unpack_saved(node.other_)
        self = unpack_saved(node.self_)
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = where_tensor(grad, (self >= other) | other.isnan())
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = where_tensor(grad, ((self >= other) | other.isnan()).logical_not())
        return grad_inputs

    def release_variables(node):
        node.other_ = release_saved(node.other_)
        node.self_ = release_saved(node.self_)

    @property
    def _saved_other(node):
        return unpack_saved(node.other_)

    @property
    def _raw_saved_other(node):
        return raw_saved(node, 'other_')

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class FminBackward0(GeneratedNode):
    """fmin(Tensor self, Tensor other) -> Tensor

    self: where_tensor(grad, (self <= other) | other.isnan())
    other: where_tensor(grad, ((self <= other) | other.isnan()).logical_not())
    """

    __slots__ = ('other_', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        other = unpack_saved(node.other_)
        self = unpack_saved(node.self_)
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = where_tensor(grad, (self <= other) | other.isnan())
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = where_tensor(grad, ((self <= other) | other.isnan()).logical_not())
        return grad_inputs

    def release_variables(node):
        node.other_ = release_saved(node.other_)
        node.self_ = release_saved(node.self_)

    @property
    def _saved_other(node):
        return unpack_saved(node.other_)

    @property
    def _raw_saved_other(node):
        return raw_saved(node, 'other_')

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class Atan2Backward0(GeneratedNode):
    """atan2(Tensor self, Tensor other) -> Tensor

    self, other: atan2_backward(grad, self, other, grad_input_mask)
    """

    __slots__ = ('other_', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        other = unpack_saved(node.other_)
        self = unpack_saved(node.self_)
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        grad_input_mask = (
            wanted[0] is not None,
            wanted[1] is not None,
        )
        if any(grad_input_mask):
            grad_result = atan2_backward(grad, self, other, grad_input_mask)
            if grad_input_mask[0]:
                grad_inputs[0] = grad_result[0]
            if grad_input_mask[1]:
                grad_inputs[1] = grad_result[1]
        return grad_inputs

    def release_variables(node):
        node.other_ = release_saved(node.other_)
        node.self_ = release_saved(node.self_)

    @property
    def _saved_other(node):
        return unpack_saved(node.other_)

    @property
    def _raw_saved_other(node):
        return raw_saved(node, 'other_')

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class LogaddexpBackward0(GeneratedNode):
    """logaddexp(Tensor self, Tensor other) -> Tensor

    self: grad / (1 + torch.exp(other - self))
    other: grad / (1 + torch.exp(self - other))
    """

    __slots__ = ('other_', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        other = unpack_saved(node.other_)
        self = unpack_saved(node.self_)
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad / (1 + torch.exp(other - self))
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = grad / (1 + torch.exp(self - other))
        return grad_inputs

    def release_variables(node):
        node.other_ = release_saved(node.other_)
        node.self_ = release_saved(node.self_)

    @property
    def _saved_other(node):
        return unpack_saved(node.other_)

    @property
    def _raw_saved_other(node):
        return raw_saved(node, 'other_')

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class LinalgCrossBackward0(GeneratedNode):
    """linalg_cross(Tensor self, Tensor other, *, int dim=-1) -> Tensor

    self: torch.linalg.cross(other, grad, dim=dim)
    other: torch.linalg.cross(grad, self, dim=dim)
    """

    __slots__ = ('dim', 'other_', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        dim = node.dim
        other = unpack_saved(node.other_)
        self = unpack_saved(node.self_)
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch.linalg.cross(other, grad, dim=dim)
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = torch.linalg.cross(grad, self, dim=dim)
        return grad_inputs

    def release_variables(node):
        node.other_ = release_saved(node.other_)
        node.self_ = release_saved(node.self_)

    @property
    def _saved_dim(node):
        return saved_int(node.dim)

    @property
    def _saved_other(node):
        return wrapped_number(unpack_saved(node.other_))

    @property
    def _raw_saved_other(node):
        return raw_saved(node, 'other_')

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class Rot90Backward0(GeneratedNode):
    """rot90(Tensor self, int k=1, int[] dims=[0,1]) -> Tensor

    self: grad.rot90(-k, dims)
    """

    __slots__ = ('dims', 'k')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        dims = node.dims
        k = node.k
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad.rot90(-k, dims)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_dims(node):
        return saved_int(node.dims)

    @property
    def _saved_k(node):
        return saved_int(node.k)


class PixelShuffleBackward0(GeneratedNode):
    """pixel_shuffle(Tensor self, int upscale_factor) -> Tensor

    self: torch.pixel_unshuffle(grad, upscale_factor)
    """

    __slots__ = ('upscale_factor',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        upscale_factor = node.upscale_factor
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch.pixel_unshuffle(grad, upscale_factor)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_upscale_factor(node):
        return saved_int(node.upscale_factor)


class PixelUnshuffleBackward0(GeneratedNode):
    """pixel_unshuffle(Tensor self, int downscale_factor) -> Tensor

    self: torch.pixel_shuffle(grad, downscale_factor)
    """

    __slots__ = ('downscale_factor',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        downscale_factor = node.downscale_factor
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch.pixel_shuffle(grad, downscale_factor)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_downscale_factor(node):
        return saved_int(node.downscale_factor)


class GluBackward0(GeneratedNode):
    """glu(Tensor self, int dim=-1) -> Tensor

    self: glu_backward(grad, self, dim)
    """

    __slots__ = ('dim', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        dim = node.dim
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = glu_backward(grad, self, dim)
        return grad_inputs

    def release_variables(node):
        node.self_ = release_saved(node.self_)

    @property
    def _saved_dim(node):
        return saved_int(node.dim)

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class PreluKernelBackward0(GeneratedNode):
    """_prelu_kernel(Tensor self, Tensor weight) -> Tensor

    self, weight: prelu_kernel_backward(grad, self, weight)
    """

    __slots__ = ('self_', 'weight_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        self = unpack_saved(node.self_)
        weight = unpack_saved(node.weight_)
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        grad_input_mask = (
            wanted[0] is not None,
            wanted[1] is not None,
        )
        if any(grad_input_mask):
            grad_result = prelu_kernel_backward(grad, self, weight)
            if grad_input_mask[0]:
                grad_inputs[0] = grad_result[0]
            if grad_input_mask[1]:
                grad_inputs[1] = grad_result[1]
        return grad_inputs

    def release_variables(node):
        node.self_ = release_saved(node.self_)
        node.weight_ = release_saved(node.weight_)

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')

    @property
    def _saved_weight(node):
        return wrapped_number(unpack_saved(node.weight_))

    @property
    def _raw_saved_weight(node):
        return raw_saved(node, 'weight_')


class HypotBackward0(GeneratedNode):
    """hypot(Tensor self, Tensor other) -> Tensor

    self: grad * self / result
    other: grad * other / result
    """

    __slots__ = ('other_', 'result_', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        other = unpack_saved(node.other_)
        result = unpack_saved(node.result_, node)
        self = unpack_saved(node.self_)
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad * self / result
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = grad * other / result
        return grad_inputs

    def release_variables(node):
        node.other_ = release_saved(node.other_)
        node.result_ = release_saved(node.result_)
        node.self_ = release_saved(node.self_)

    @property
    def _saved_other(node):
        return unpack_saved(node.other_)

    @property
    def _raw_saved_other(node):
        return raw_saved(node, 'other_')

    @property
    def _saved_result(node):
        return unpack_saved(node.result_, node)

    @property
    def _raw_saved_result(node):
        return raw_saved(node, 'result_')

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class RemainderBackward0(GeneratedNode):
    """remainder.Scalar(Tensor self, Scalar other) -> Tensor

    self: grad
    """

    __slots__ = ()

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad
        return grad_inputs

    def release_variables(node):
        pass


class RemainderBackward1(GeneratedNode):
    """remainder.Tensor(Tensor self, Tensor other) -> Tensor

    self: grad
    other: -grad * self.div(other, rounding_mode="floor")
    """

    __slots__ = ('other_', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        other = unpack_saved(node.other_)
        self = unpack_saved(node.self_)
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = -grad * self.div(other, rounding_mode="floor")
        return grad_inputs

    def release_variables(node):
        node.other_ = release_saved(node.other_)
        node.self_ = release_saved(node.self_)

    @property
    def _saved_other(node):
        return wrapped_number(unpack_saved(node.other_))

    @property
    def _raw_saved_other(node):
        return raw_saved(node, 'other_')

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class FmodBackward0(GeneratedNode):
    """fmod.Scalar(Tensor self, Scalar other) -> Tensor

    self: grad
    """

    __slots__ = ()

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad
        return grad_inputs

    def release_variables(node):
        pass


class FmodBackward1(GeneratedNode):
    """fmod.Tensor(Tensor self, Tensor other) -> Tensor

    self: grad
    other: -grad * self.div(other, rounding_mode="trunc")
    """

    __slots__ = ('other_', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        other = unpack_saved(node.other_)
        self = unpack_saved(node.self_)
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = -grad * self.div(other, rounding_mode="trunc")
        return grad_inputs

    def release_variables(node):
        node.other_ = release_saved(node.other_)
        node.self_ = release_saved(node.self_)

    @property
    def _saved_other(node):
        return wrapped_number(unpack_saved(node.other_))

    @property
    def _raw_saved_other(node):
        return raw_saved(node, 'other_')

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class CopysignBackward0(GeneratedNode):
    """copysign.Tensor(Tensor self, Tensor other) -> Tensor

    self: copysign_tensor_self_backward(grad, self, result)
    other: torch.zeros_like(grad)
    """

    __slots__ = ('result_', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        result = unpack_saved(node.result_, node)
        self = unpack_saved(node.self_)
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = copysign_tensor_self_backward(grad, self, result)
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = torch.zeros_like(grad)
        return grad_inputs

    def release_variables(node):
        node.result_ = release_saved(node.result_)
        node.self_ = release_saved(node.self_)

    @property
    def _saved_result(node):
        return unpack_saved(node.result_, node)

    @property
    def _raw_saved_result(node):
        return raw_saved(node, 'result_')

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class CopysignBackward1(GeneratedNode):
    """copysign.Scalar(Tensor self, Scalar other) -> Tensor

    self: copysign_tensor_self_backward(grad, self, result)
    """

    __slots__ = ('result_', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        result = unpack_saved(node.result_, node)
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = copysign_tensor_self_backward(grad, self, result)
        return grad_inputs

    def release_variables(node):
        node.result_ = release_saved(node.result_)
        node.self_ = release_saved(node.self_)

    @property
    def _saved_result(node):
        return unpack_saved(node.result_, node)

    @property
    def _raw_saved_result(node):
        return raw_saved(node, 'result_')

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class LerpBackward0(GeneratedNode):
    """lerp.Scalar(Tensor self, Tensor end, Scalar weight) -> Tensor

    self: grad * (1 - weight)
    end: grad * weight
    """

    __slots__ = ('weight',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        weight = node.weight
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad * (1 - weight)
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = grad * weight
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_weight(node):
        return node.weight


class LerpBackward1(GeneratedNode):
    """lerp.Tensor(Tensor self, Tensor end, Tensor weight) -> Tensor

    self: grad * (1 - weight)
    end: grad * weight
    weight: grad * (end - self)
    """

    __slots__ = ('end_', 'self_', 'weight_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None, None]
        end = unpack_saved(node.end_)
        self = unpack_saved(node.self_)
        weight = unpack_saved(node.weight_)
        grad_inputs = [None, None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad * (1 - weight)
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = broadcast_product(node, 1, grad, weight)
        if wanted[2] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[2] = grad * (end - self)
        return grad_inputs

    def release_variables(node):
        node.end_ = release_saved(node.end_)
        node.self_ = release_saved(node.self_)
        node.weight_ = release_saved(node.weight_)

    @property
    def _saved_end(node):
        return unpack_saved(node.end_)

    @property
    def _raw_saved_end(node):
        return raw_saved(node, 'end_')

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')

    @property
    def _saved_weight(node):
        return wrapped_number(unpack_saved(node.weight_))

    @property
    def _raw_saved_weight(node):
        return raw_saved(node, 'weight_')


class AddcmulBackward0(GeneratedNode):
    """addcmul(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor

    self: grad
    tensor1: grad * (tensor2 * value)
    tensor2: grad * (tensor1 * value)
    """

    __slots__ = ('tensor1_', 'tensor2_', 'value')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None, None]
        tensor1 = unpack_saved(node.tensor1_)
        tensor2 = unpack_saved(node.tensor2_)
        value = node.value
        grad_inputs = [None, None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = grad * (tensor2 * value)
        if wanted[2] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[2] = grad * (tensor1 * value)
        return grad_inputs

    def release_variables(node):
        node.tensor1_ = release_saved(node.tensor1_)
        node.tensor2_ = release_saved(node.tensor2_)

    @property
    def _saved_tensor1(node):
        return unpack_saved(node.tensor1_)

    @property
    def _raw_saved_tensor1(node):
        return raw_saved(node, 'tensor1_')

    @property
    def _saved_tensor2(node):
        return unpack_saved(node.tensor2_)

    @property
    def _raw_saved_tensor2(node):
        return raw_saved(node, 'tensor2_')

    @property
    def _saved_value(node):
        return node.value


class AddcdivBackward0(GeneratedNode):
    """addcdiv(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor

    self: grad
    tensor1: grad * (value / tensor2)
    tensor2: -grad * (value * tensor1 / (tensor2 * tensor2))
    """

    __slots__ = ('tensor1_', 'tensor2_', 'value')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None, None]
        tensor1 = unpack_saved(node.tensor1_)
        tensor2 = unpack_saved(node.tensor2_)
        value = node.value
        grad_inputs = [None, None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = grad * (value / tensor2)
        if wanted[2] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[2] = -grad * (value * tensor1 / (tensor2 * tensor2))
        return grad_inputs

    def release_variables(node):
        node.tensor1_ = release_saved(node.tensor1_)
        node.tensor2_ = release_saved(node.tensor2_)

    @property
    def _saved_tensor1(node):
        return unpack_saved(node.tensor1_)

    @property
    def _raw_saved_tensor1(node):
        return raw_saved(node, 'tensor1_')

    @property
    def _saved_tensor2(node):
        return unpack_saved(node.tensor2_)

    @property
    def _raw_saved_tensor2(node):
        return raw_saved(node, 'tensor2_')

    @property
    def _saved_value(node):
        return node.value


class XlogyBackward0(GeneratedNode):
    """xlogy.Tensor(Tensor self, Tensor other) -> Tensor

    self: torch.xlogy(grad, other).masked_fill((self == 0.) & (other <= 0.), 0.)
    other: grad * self / other
    """

    __slots__ = ('other_', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        other = unpack_saved(node.other_)
        self = unpack_saved(node.self_)
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch.xlogy(grad, other).masked_fill((self == 0.) & (other <= 0.), 0.)
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = grad * self / other
        return grad_inputs

    def release_variables(node):
        node.other_ = release_saved(node.other_)
        node.self_ = release_saved(node.self_)

    @property
    def _saved_other(node):
        return wrapped_number(unpack_saved(node.other_))

    @property
    def _raw_saved_other(node):
        return raw_saved(node, 'other_')

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class XlogyBackward1(GeneratedNode):
    """xlogy.Scalar_Self(Scalar self, Tensor other) -> Tensor

    other: grad * self / other
    """

    __slots__ = ('other_', 'self')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        other = unpack_saved(node.other_)
        self = node.self
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad * self / other
        return grad_inputs

    def release_variables(node):
        node.other_ = release_saved(node.other_)

    @property
    def _saved_other(node):
        return unpack_saved(node.other_)

    @property
    def _raw_saved_other(node):
        return raw_saved(node, 'other_')

    @property
    def _saved_self(node):
        return node.self


class XlogyBackward2(GeneratedNode):
    """xlogy.Scalar_Other(Tensor self, Scalar other) -> Tensor

    self: torch.xlogy(grad, other) if other > 0. else torch.xlogy(grad, other).masked_fill(self == 0., 0.)
    """

    __slots__ = ('other', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        other = node.other
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch.xlogy(grad, other) if other > 0. else torch.xlogy(grad, other).masked_fill(self == 0., 0.)
        return grad_inputs

    def release_variables(node):
        node.self_ = release_saved(node.self_)

    @property
    def _saved_other(node):
        return node.other

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class ProdBackward0(GeneratedNode):
    """prod(Tensor self, *, ScalarType? dtype=None) -> Tensor

    self: prod_backward(grad, self.to(grad.dtype), result)
    """

    __slots__ = ('result_', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        result = unpack_saved(node.result_, node)
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = prod_backward(grad, self.to(grad.dtype), result)
        return grad_inputs

    def release_variables(node):
        node.result_ = release_saved(node.result_)
        node.self_ = release_saved(node.self_)

    @property
    def _saved_result(node):
        return unpack_saved(node.result_, node)

    @property
    def _raw_saved_result(node):
        return raw_saved(node, 'result_')

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class ProdBackward1(GeneratedNode):
    """prod.dim_int(Tensor self, int dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor

    self: prod_backward(grad, self.to(grad.dtype), result, dim, keepdim)
    """

    __slots__ = ('dim', 'keepdim', 'result_', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        dim = node.dim
        keepdim = node.keepdim
        result = unpack_saved(node.result_, node)
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = prod_backward(grad, self.to(grad.dtype), result, dim, keepdim)
        return grad_inputs

    def release_variables(node):
        node.result_ = release_saved(node.result_)
        node.self_ = release_saved(node.self_)

    @property
    def _saved_dim(node):
        return saved_int(node.dim)

    @property
    def _saved_keepdim(node):
        return node.keepdim

    @property
    def _saved_result(node):
        return unpack_saved(node.result_, node)

    @property
    def _raw_saved_result(node):
        return raw_saved(node, 'result_')

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class VarBackward0(GeneratedNode):
    """var.correction(Tensor self, int[1]? dim=None, *, Scalar? correction=None, bool keepdim=False) -> Tensor

    self: var_backward(grad, self, dim, correction, keepdim)
    """

    __slots__ = ('correction', 'dim', 'keepdim', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        correction = node.correction
        dim = node.dim
        keepdim = node.keepdim
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = var_backward(grad, self, dim, correction, keepdim)
        return grad_inputs

    def release_variables(node):
        node.self_ = release_saved(node.self_)

    @property
    def _saved_correction(node):
        return node.correction

    @property
    def _saved_dim(node):
        return saved_int(node.dim)

    @property
    def _saved_keepdim(node):
        return node.keepdim

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class StdBackward0(GeneratedNode):
    """std.correction(Tensor self, int[1]? dim=None, *, Scalar? correction=None, bool keepdim=False) -> Tensor

    self: std_backward(result, grad, self, dim, correction, keepdim)
    """

    __slots__ = ('correction', 'dim', 'keepdim', 'result_', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        correction = node.correction
        dim = node.dim
        keepdim = node.keepdim
        result = unpack_saved(node.result_, node)
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = std_backward(result, grad, self, dim, correction, keepdim)
        return grad_inputs

    def release_variables(node):
        node.result_ = release_saved(node.result_)
        node.self_ = release_saved(node.self_)

    @property
    def _saved_correction(node):
        return node.correction

    @property
    def _saved_dim(node):
        return saved_int(node.dim)

    @property
    def _saved_keepdim(node):
        return node.keepdim

    @property
    def _saved_result(node):
        return unpack_saved(node.result_, node)

    @property
    def _raw_saved_result(node):
        return raw_saved(node, 'result_')

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class VarMeanBackward0(GeneratedNode):
    """var_mean.correction(Tensor self, int[1]? dim=None, *, Scalar? correction=None, bool keepdim=False) -> (Tensor, Tensor)

    self: var_mean_backward(grads[0], grads[1], self, dim, correction, keepdim)
    """

    __slots__ = ('correction', 'dim', 'keepdim', 'self_')

    def apply(node, grads):
        grads = node.materialize_grads(grads)
        correction = node.correction
        dim = node.dim
        keepdim = node.keepdim
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = var_mean_backward(grads[0], grads[1], self, dim, correction, keepdim)
        return grad_inputs

    def release_variables(node):
        node.self_ = release_saved(node.self_)

    @property
    def _saved_correction(node):
        return node.correction

    @property
    def _saved_dim(node):
        return saved_int(node.dim)

    @property
    def _saved_keepdim(node):
        return node.keepdim

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class StdMeanBackward0(GeneratedNode):
    """std_mean.correction(Tensor self, int[1]? dim=None, *, Scalar? correction=None, bool keepdim=False) -> (Tensor, Tensor)

    self: std_mean_backward(grads[0], grads[1], self, result0, dim, correction, keepdim)
    """

    __slots__ = ('correction', 'dim', 'keepdim', 'result0_', 'self_')

    def apply(node, grads):
        grads = node.materialize_grads(grads)
        correction = node.correction
        dim = node.dim
        keepdim = node.keepdim
        result0 = unpack_saved(node.result0_, node)
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = std_mean_backward(grads[0], grads[1], self, result0, dim, correction, keepdim)
        return grad_inputs

    def release_variables(node):
        node.result0_ = release_saved(node.result0_)
        node.self_ = release_saved(node.self_)

    @property
    def _saved_correction(node):
        return node.correction

    @property
    def _saved_dim(node):
        return saved_int(node.dim)

    @property
    def _saved_keepdim(node):
        return node.keepdim

    @property
    def _saved_result0(node):
        return unpack_saved(node.result0_, node)

    @property
    def _raw_saved_result0(node):
        return raw_saved(node, 'result0_')

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class NormBackward0(GeneratedNode):
    """norm.Scalar(Tensor self, Scalar p=2) -> Tensor

    self: None if p == 0 else linalg_vector_norm_backward(grad, self, p, result, None, False)
    """

    __slots__ = ('p', 'result_', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        p = node.p
        result = unpack_saved(node.result_, node)
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = None if p == 0 else linalg_vector_norm_backward(grad, self, p, result, None, False)
        return grad_inputs

    def release_variables(node):
        node.result_ = release_saved(node.result_)
        node.self_ = release_saved(node.self_)

    @property
    def _saved_p(node):
        return node.p

    @property
    def _saved_result(node):
        return unpack_saved(node.result_, node)

    @property
    def _raw_saved_result(node):
        return raw_saved(node, 'result_')

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class NormBackward1(GeneratedNode):
    """norm.ScalarOpt_dim(Tensor self, Scalar? p, int[1] dim, bool keepdim=False) -> Tensor

    self: None if p == 0 else linalg_vector_norm_backward(grad, self, 2 if p is None else p, result, dim, keepdim)
    """

    __slots__ = ('dim', 'keepdim', 'p', 'result_', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        dim = node.dim
        keepdim = node.keepdim
        p = node.p
        result = unpack_saved(node.result_, node)
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = None if p == 0 else linalg_vector_norm_backward(grad, self, 2 if p is None else p, result, dim, keepdim)
        return grad_inputs

    def release_variables(node):
        node.result_ = release_saved(node.result_)
        node.self_ = release_saved(node.self_)

    @property
    def _saved_dim(node):
        return saved_int(node.dim)

    @property
    def _saved_keepdim(node):
        return node.keepdim

    @property
    def _saved_p(node):
        return node.p

    @property
    def _saved_result(node):
        return unpack_saved(node.result_, node)

    @property
    def _raw_saved_result(node):
        return raw_saved(node, 'result_')

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class LinalgVectorNormBackward0(GeneratedNode):
    """linalg_vector_norm(Tensor self, Scalar ord=2, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor

    self: None if ord == 0 else linalg_vector_norm_backward(grad, self, ord, result, dim, keepdim)
    """

    __slots__ = ('dim', 'keepdim', 'ord', 'result_', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        dim = node.dim
        keepdim = node.keepdim
        ord = node.ord
        result = unpack_saved(node.result_, node)
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = None if ord == 0 else linalg_vector_norm_backward(grad, self, ord, result, dim, keepdim)
        return grad_inputs

    def release_variables(node):
        node.result_ = release_saved(node.result_)
        node.self_ = release_saved(node.self_)

    @property
    def _saved_dim(node):
        return saved_int(node.dim)

    @property
    def _saved_keepdim(node):
        return node.keepdim

    @property
    def _saved_ord(node):
        return node.ord

    @property
    def _saved_result(node):
        return unpack_saved(node.result_, node)

    @property
    def _raw_saved_result(node):
        return raw_saved(node, 'result_')

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class LogsumexpBackward0(GeneratedNode):
    """logsumexp(Tensor self, int[1] dim, bool keepdim=False) -> Tensor

    self: logsumexp_backward(grad, self, result, dim, keepdim)
    """

    __slots__ = ('dim', 'keepdim', 'result_', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        dim = node.dim
        keepdim = node.keepdim
        result = unpack_saved(node.result_, node)
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = logsumexp_backward(grad, self, result, dim, keepdim)
        return grad_inputs

    def release_variables(node):
        node.result_ = release_saved(node.result_)
        node.self_ = release_saved(node.self_)

    @property
    def _saved_dim(node):
        return saved_int(node.dim)

    @property
    def _saved_keepdim(node):
        return node.keepdim

    @property
    def _saved_result(node):
        return unpack_saved(node.result_, node)

    @property
    def _raw_saved_result(node):
        return raw_saved(node, 'result_')

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class CummaxBackward0(GeneratedNode):
    """cummax(Tensor self, int dim) -> (Tensor values, Tensor indices)

    self: cummaxmin_backward(grad, self, indices, dim)
    """

    __slots__ = ('dim', 'indices_', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        dim = node.dim
        indices = unpack_saved(node.indices_, node)
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = cummaxmin_backward(grad, self, indices, dim)
        return grad_inputs

    def release_variables(node):
        node.indices_ = release_saved(node.indices_)
        node.self_ = release_saved(node.self_)

    @property
    def _saved_dim(node):
        return saved_int(node.dim)

    @property
    def _saved_indices(node):
        return unpack_saved(node.indices_, node)

    @property
    def _raw_saved_indices(node):
        return raw_saved(node, 'indices_')

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class CumminBackward0(GeneratedNode):
    """cummin(Tensor self, int dim) -> (Tensor values, Tensor indices)

    self: cummaxmin_backward(grad, self, indices, dim)
    """

    __slots__ = ('dim', 'indices_', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        dim = node.dim
        indices = unpack_saved(node.indices_, node)
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = cummaxmin_backward(grad, self, indices, dim)
        return grad_inputs

    def release_variables(node):
        node.indices_ = release_saved(node.indices_)
        node.self_ = release_saved(node.self_)

    @property
    def _saved_dim(node):
        return saved_int(node.dim)

    @property
    def _saved_indices(node):
        return unpack_saved(node.indices_, node)

    @property
    def _raw_saved_indices(node):
        return raw_saved(node, 'indices_')

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class LogcumsumexpBackward0(GeneratedNode):
    """logcumsumexp(Tensor self, int dim) -> Tensor

    self: logcumsumexp_backward(grad, self, result, dim)
    """

    __slots__ = ('dim', 'result_', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        dim = node.dim
        result = unpack_saved(node.result_, node)
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = logcumsumexp_backward(grad, self, result, dim)
        return grad_inputs

    def release_variables(node):
        node.result_ = release_saved(node.result_)
        node.self_ = release_saved(node.self_)

    @property
    def _saved_dim(node):
        return saved_int(node.dim)

    @property
    def _saved_result(node):
        return unpack_saved(node.result_, node)

    @property
    def _raw_saved_result(node):
        return raw_saved(node, 'result_')

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class CumsumBackward0(GeneratedNode):
    """cumsum(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor

    self: cumsum_backward(grad.to(self.dtype), dim)
    """

    __slots__ = ('dim', 'self_dtype')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        dim = node.dim
        self_dtype = node.self_dtype
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = cumsum_backward(grad.to(self_dtype), dim)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_dim(node):
        return saved_int(node.dim)


class CumprodBackward0(GeneratedNode):
    """cumprod(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor

    self: cumprod_backward(grad.to(self.dtype), self, dim, result)
    """

    __slots__ = ('dim', 'result_', 'self_', 'self_dtype')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        dim = node.dim
        result = unpack_saved(node.result_, node)
        self = unpack_saved(node.self_)
        self_dtype = node.self_dtype
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = cumprod_backward(grad.to(self_dtype), self, dim, result)
        return grad_inputs

    def release_variables(node):
        node.result_ = release_saved(node.result_)
        node.self_ = release_saved(node.self_)

    @property
    def _saved_dim(node):
        return saved_int(node.dim)

    @property
    def _saved_result(node):
        return unpack_saved(node.result_, node)

    @property
    def _raw_saved_result(node):
        return raw_saved(node, 'result_')

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class VdotBackward0(GeneratedNode):
    """vdot(Tensor self, Tensor other) -> Tensor

    self: grad * other
    other: grad * self
    """

    __slots__ = ('other_', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        other = unpack_saved(node.other_)
        self = unpack_saved(node.self_)
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = broadcast_product(node, 0, grad, other)
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = broadcast_product(node, 1, grad, self)
        return grad_inputs

    def release_variables(node):
        node.other_ = release_saved(node.other_)
        node.self_ = release_saved(node.self_)

    @property
    def _saved_other(node):
        return unpack_saved(node.other_)

    @property
    def _raw_saved_other(node):
        return raw_saved(node, 'other_')

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class AddmmBackward0(GeneratedNode):
    """addmm(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1) -> Tensor

    self: maybe_multiply(grad, beta)
    mat1: mm_mat1_backward(grad, mat2, mat1.shape, mat1.sym_strides(), alpha)
    mat2: mm_mat2_backward(grad, mat1, mat2.shape, mat2.sym_strides(), alpha)
    """

    __slots__ = ('alpha', 'beta', 'mat1_', 'mat1_shape', 'mat1_sym_strides', 'mat2_', 'mat2_shape', 'mat2_sym_strides')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None, None]
        alpha = node.alpha
        beta = node.beta
        mat1 = unpack_saved(node.mat1_)
        mat1_shape = node.mat1_shape
        mat1_sym_strides = node.mat1_sym_strides
        mat2 = unpack_saved(node.mat2_)
        mat2_shape = node.mat2_shape
        mat2_sym_strides = node.mat2_sym_strides
        grad_inputs = [None, None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = maybe_multiply(grad, beta)
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = mm_mat1_backward(grad, mat2, mat1_shape, mat1_sym_strides, alpha)
        if wanted[2] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[2] = mm_mat2_backward(grad, mat1, mat2_shape, mat2_sym_strides, alpha)
        return grad_inputs

    def release_variables(node):
        node.mat1_ = release_saved(node.mat1_)
        node.mat2_ = release_saved(node.mat2_)

    @property
    def _saved_alpha(node):
        return node.alpha

    @property
    def _saved_beta(node):
        return node.beta

    @property
    def _saved_mat1(node):
        return unpack_saved(node.mat1_)

    @property
    def _raw_saved_mat1(node):
        return raw_saved(node, 'mat1_')

    @property
    def _saved_mat1_sym_sizes(node):
        return node.mat1_shape

    @property
    def _saved_mat1_sym_strides(node):
        return node.mat1_sym_strides

    @property
    def _saved_mat2(node):
        return unpack_saved(node.mat2_)

    @property
    def _raw_saved_mat2(node):
        return raw_saved(node, 'mat2_')

    @property
    def _saved_mat2_sym_sizes(node):
        return node.mat2_shape

    @property
    def _saved_mat2_sym_strides(node):
        return node.mat2_sym_strides


class BaddbmmBackward0(GeneratedNode):
    """baddbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor

    self: maybe_multiply(grad, beta)
    batch1: maybe_multiply(grad.bmm(batch2.transpose(1, 2)), alpha)
    batch2: maybe_multiply(batch1.transpose(1, 2).bmm(grad), alpha)
    """

    __slots__ = ('alpha', 'batch1_', 'batch2_', 'beta')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None, None]
        alpha = node.alpha
        batch1 = unpack_saved(node.batch1_)
        batch2 = unpack_saved(node.batch2_)
        beta = node.beta
        grad_inputs = [None, None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = maybe_multiply(grad, beta)
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = maybe_multiply(grad.bmm(batch2.transpose(1, 2)), alpha)
        if wanted[2] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[2] = maybe_multiply(batch1.transpose(1, 2).bmm(grad), alpha)
        return grad_inputs

    def release_variables(node):
        node.batch1_ = release_saved(node.batch1_)
        node.batch2_ = release_saved(node.batch2_)

    @property
    def _saved_alpha(node):
        return node.alpha

    @property
    def _saved_batch1(node):
        return unpack_saved(node.batch1_)

    @property
    def _raw_saved_batch1(node):
        return raw_saved(node, 'batch1_')

    @property
    def _saved_batch2(node):
        return unpack_saved(node.batch2_)

    @property
    def _raw_saved_batch2(node):
        return raw_saved(node, 'batch2_')

    @property
    def _saved_beta(node):
        return node.beta


class LinalgInvExBackward0(GeneratedNode):
    """linalg_inv_ex(Tensor A, *, bool check_errors=False) -> (Tensor inverse, Tensor info)

    A: -inverse.mT.matmul(grad).matmul(inverse.mT)
    """

    __slots__ = ('inverse_',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        inverse = unpack_saved(node.inverse_, node)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = -inverse.mT.matmul(grad).matmul(inverse.mT)
        return grad_inputs

    def release_variables(node):
        node.inverse_ = release_saved(node.inverse_)

    @property
    def _saved_inverse(node):
        return unpack_saved(node.inverse_, node)

    @property
    def _raw_saved_inverse(node):
        return raw_saved(node, 'inverse_')


class LinalgDetBackward0(GeneratedNode):
    """_linalg_det(Tensor A) -> (Tensor result, Tensor LU, Tensor pivots)

    A: det_backward(grad, result, A, LU, pivots)
    """

    __slots__ = ('A_', 'LU_', 'pivots_', 'result_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        A = unpack_saved(node.A_)
        LU = unpack_saved(node.LU_, node)
        pivots = unpack_saved(node.pivots_, node)
        result = unpack_saved(node.result_, node)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = det_backward(grad, result, A, LU, pivots)
        return grad_inputs

    def release_variables(node):
        node.A_ = release_saved(node.A_)
        node.LU_ = release_saved(node.LU_)
        node.pivots_ = release_saved(node.pivots_)
        node.result_ = release_saved(node.result_)

    @property
    def _saved_A(node):
        return unpack_saved(node.A_)

    @property
    def _raw_saved_A(node):
        return raw_saved(node, 'A_')

    @property
    def _saved_LU(node):
        return unpack_saved(node.LU_, node)

    @property
    def _raw_saved_LU(node):
        return raw_saved(node, 'LU_')

    @property
    def _saved_pivots(node):
        return unpack_saved(node.pivots_, node)

    @property
    def _raw_saved_pivots(node):
        return raw_saved(node, 'pivots_')

    @property
    def _saved_result(node):
        return unpack_saved(node.result_, node)

    @property
    def _raw_saved_result(node):
        return raw_saved(node, 'result_')


class LinalgSlogdetBackward0(GeneratedNode):
    """_linalg_slogdet(Tensor A) -> (Tensor sign, Tensor logabsdet, Tensor LU, Tensor pivots)

    A: slogdet_backward(grad_sign, grad_logabsdet, A, sign, LU, pivots)
    """

    __slots__ = ('A_', 'LU_', 'pivots_', 'sign_')

    def apply(node, grads):
        grads = node.materialize_grads(grads)
        grad_sign = grads[0]
        grad_logabsdet = grads[1]
        A = unpack_saved(node.A_)
        LU = unpack_saved(node.LU_, node)
        pivots = unpack_saved(node.pivots_, node)
        sign = unpack_saved(node.sign_, node)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = slogdet_backward(grad_sign, grad_logabsdet, A, sign, LU, pivots)
        return grad_inputs

    def release_variables(node):
        node.A_ = release_saved(node.A_)
        node.LU_ = release_saved(node.LU_)
        node.pivots_ = release_saved(node.pivots_)
        node.sign_ = release_saved(node.sign_)

    @property
    def _saved_A(node):
        return unpack_saved(node.A_)

    @property
    def _raw_saved_A(node):
        return raw_saved(node, 'A_')

    @property
    def _saved_LU(node):
        return unpack_saved(node.LU_, node)

    @property
    def _raw_saved_LU(node):
        return raw_saved(node, 'LU_')

    @property
    def _saved_pivots(node):
        return unpack_saved(node.pivots_, node)

    @property
    def _raw_saved_pivots(node):
        return raw_saved(node, 'pivots_')

    @property
    def _saved_sign(node):
        return unpack_saved(node.sign_, node)

    @property
    def _raw_saved_sign(node):
        return raw_saved(node, 'sign_')


class LinalgCholeskyExBackward0(GeneratedNode):
    """linalg_cholesky_ex(Tensor self, *, bool upper=False, bool check_errors=False) -> (Tensor L, Tensor info)

    self: cholesky_backward(grad, upper, L)
    """

    __slots__ = ('L_', 'upper')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        L = unpack_saved(node.L_, node)
        upper = node.upper
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = cholesky_backward(grad, upper, L)
        return grad_inputs

    def release_variables(node):
        node.L_ = release_saved(node.L_)

    @property
    def _saved_L(node):
        return unpack_saved(node.L_, node)

    @property
    def _raw_saved_L(node):
        return raw_saved(node, 'L_')

    @property
    def _saved_upper(node):
        return node.upper


class LinalgEighBackward0(GeneratedNode):
    """_linalg_eigh(Tensor A, str UPLO="L", bool compute_v=True) -> (Tensor eigenvalues, Tensor eigenvectors)

    A: linalg_eigh_backward(grad_eigenvalues, grad_eigenvectors, eigenvalues, eigenvectors)
    """

    __slots__ = ('eigenvalues_', 'eigenvectors_')

    def apply(node, grads):
        grads = node.materialize_grads(grads)
        grad_eigenvalues = grads[0]
        grad_eigenvectors = grads[1]
        eigenvalues = unpack_saved(node.eigenvalues_, node)
        eigenvectors = unpack_saved(node.eigenvectors_, node)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = linalg_eigh_backward(grad_eigenvalues, grad_eigenvectors, eigenvalues, eigenvectors)
        return grad_inputs

    def release_variables(node):
        node.eigenvalues_ = release_saved(node.eigenvalues_)
        node.eigenvectors_ = release_saved(node.eigenvectors_)

    @property
    def _saved_eigenvalues(node):
        return unpack_saved(node.eigenvalues_, node)

    @property
    def _raw_saved_eigenvalues(node):
        return raw_saved(node, 'eigenvalues_')

    @property
    def _saved_eigenvectors(node):
        return unpack_saved(node.eigenvectors_, node)

    @property
    def _raw_saved_eigenvectors(node):
        return raw_saved(node, 'eigenvectors_')


class LinalgSvdBackward0(GeneratedNode):
    """_linalg_svd(Tensor A, bool full_matrices=False, bool compute_uv=False, *, str? driver=None) -> (Tensor U, Tensor S, Tensor Vh)

    A: svd_backward(grad_U, grad_S, grad_Vh, U, S, Vh, full_matrices)
    """

    __slots__ = ('S_', 'U_', 'Vh_', 'full_matrices')

    def apply(node, grads):
        grads = node.materialize_grads(grads)
        grad_U = grads[0]
        grad_S = grads[1]
        grad_Vh = grads[2]
        S = unpack_saved(node.S_, node)
        U = unpack_saved(node.U_, node)
        Vh = unpack_saved(node.Vh_, node)
        full_matrices = node.full_matrices
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = svd_backward(grad_U, grad_S, grad_Vh, U, S, Vh, full_matrices)
        return grad_inputs

    def release_variables(node):
        node.S_ = release_saved(node.S_)
        node.U_ = release_saved(node.U_)
        node.Vh_ = release_saved(node.Vh_)

    @property
    def _saved_S(node):
        return unpack_saved(node.S_, node)

    @property
    def _raw_saved_S(node):
        return raw_saved(node, 'S_')

    @property
    def _saved_U(node):
        return unpack_saved(node.U_, node)

    @property
    def _raw_saved_U(node):
        return raw_saved(node, 'U_')

    @property
    def _saved_Vh(node):
        return unpack_saved(node.Vh_, node)

    @property
    def _raw_saved_Vh(node):
        return raw_saved(node, 'Vh_')

    @property
    def _saved_full_matrices(node):
        return node.full_matrices


class LinalgQrBackward0(GeneratedNode):
    """linalg_qr(Tensor A, str mode="reduced") -> (Tensor Q, Tensor R)

    A: linalg_qr_backward(grad_Q, grad_R, Q, R, mode)
    """

    __slots__ = ('Q_', 'R_', 'mode')

    def apply(node, grads):
        grads = node.materialize_grads(grads)
        grad_Q = grads[0]
        grad_R = grads[1]
        Q = unpack_saved(node.Q_, node)
        R = unpack_saved(node.R_, node)
        mode = node.mode
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = linalg_qr_backward(grad_Q, grad_R, Q, R, mode)
        return grad_inputs

    def release_variables(node):
        node.Q_ = release_saved(node.Q_)
        node.R_ = release_saved(node.R_)

    @property
    def _saved_Q(node):
        return unpack_saved(node.Q_, node)

    @property
    def _raw_saved_Q(node):
        return raw_saved(node, 'Q_')

    @property
    def _saved_R(node):
        return unpack_saved(node.R_, node)

    @property
    def _raw_saved_R(node):
        return raw_saved(node, 'R_')

    @property
    def _saved_mode(node):
        return node.mode


class LinalgSolveExBackward0(GeneratedNode):
    """_linalg_solve_ex(Tensor A, Tensor B, *, bool left=True, bool check_errors=False) -> (Tensor result, Tensor LU, Tensor pivots, Tensor info)

    A, B: linalg_solve_backward(grad, result, A, LU, pivots, left, grad_input_mask)
    """

    __slots__ = ('A_', 'LU_', 'left', 'pivots_', 'result_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        A = unpack_saved(node.A_)
        LU = unpack_saved(node.LU_, node)
        left = node.left
        pivots = unpack_saved(node.pivots_, node)
        result = unpack_saved(node.result_, node)
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        grad_input_mask = (
            wanted[0] is not None,
            wanted[1] is not None,
        )
        if any(grad_input_mask):
            grad_result = linalg_solve_backward(grad, result, A, LU, pivots, left, grad_input_mask)
            if grad_input_mask[0]:
                grad_inputs[0] = grad_result[0]
            if grad_input_mask[1]:
                grad_inputs[1] = grad_result[1]
        return grad_inputs

    def release_variables(node):
        node.A_ = release_saved(node.A_)
        node.LU_ = release_saved(node.LU_)
        node.pivots_ = release_saved(node.pivots_)
        node.result_ = release_saved(node.result_)

    @property
    def _saved_A(node):
        return unpack_saved(node.A_)

    @property
    def _raw_saved_A(node):
        return raw_saved(node, 'A_')

    @property
    def _saved_LU(node):
        return unpack_saved(node.LU_, node)

    @property
    def _raw_saved_LU(node):
        return raw_saved(node, 'LU_')

    @property
    def _saved_left(node):
        return node.left

    @property
    def _saved_pivots(node):
        return unpack_saved(node.pivots_, node)

    @property
    def _raw_saved_pivots(node):
        return raw_saved(node, 'pivots_')

    @property
    def _saved_result(node):
        return unpack_saved(node.result_, node)

    @property
    def _raw_saved_result(node):
        return raw_saved(node, 'result_')


class DiagonalBackward0(GeneratedNode):
    """diagonal(Tensor(a) self, int offset=0, int dim1=0, int dim2=1) -> Tensor(a)

    self: torch.diagonal_backward(grad, self.shape, offset, dim1, dim2)
    """

    __slots__ = ('dim1', 'dim2', 'offset', 'self_shape')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        dim1 = node.dim1
        dim2 = node.dim2
        offset = node.offset
        self_shape = node.self_shape
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch.diagonal_backward(grad, self_shape, offset, dim1, dim2)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_dim1(node):
        return saved_int(node.dim1)

    @property
    def _saved_dim2(node):
        return saved_int(node.dim2)

    @property
    def _saved_offset(node):
        return saved_int(node.offset)

    @property
    def _saved_self_sym_sizes(node):
        return node.self_shape


class DiagonalBackward0_copy(GeneratedNode):
    """diagonal_copy(Tensor self, int offset=0, int dim1=0, int dim2=1) -> Tensor

    self: torch.diagonal_backward(grad, self.shape, offset, dim1, dim2)
    """

    __slots__ = ('dim1', 'dim2', 'offset', 'self_shape')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        dim1 = node.dim1
        dim2 = node.dim2
        offset = node.offset
        self_shape = node.self_shape
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch.diagonal_backward(grad, self_shape, offset, dim1, dim2)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_dim1(node):
        return saved_int(node.dim1)

    @property
    def _saved_dim2(node):
        return saved_int(node.dim2)

    @property
    def _saved_offset(node):
        return saved_int(node.offset)

    @property
    def _saved_self_sym_sizes(node):
        return node.self_shape


class DiagEmbedBackward0(GeneratedNode):
    """diag_embed(Tensor self, int offset=0, int dim1=-2, int dim2=-1) -> Tensor

    self: grad.diagonal(offset, dim1, dim2)
    """

    __slots__ = ('dim1', 'dim2', 'offset')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        dim1 = node.dim1
        dim2 = node.dim2
        offset = node.offset
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad.diagonal(offset, dim1, dim2)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_dim1(node):
        return saved_int(node.dim1)

    @property
    def _saved_dim2(node):
        return saved_int(node.dim2)

    @property
    def _saved_offset(node):
        return saved_int(node.offset)


class DiagonalBackwardBackward0(GeneratedNode):
    """diagonal_backward(Tensor grad_output, SymInt[] input_sizes, int offset, int dim1, int dim2) -> Tensor

    grad_output: grad.diagonal(offset, dim1, dim2)
    """

    __slots__ = ('dim1', 'dim2', 'offset')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        dim1 = node.dim1
        dim2 = node.dim2
        offset = node.offset
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad.diagonal(offset, dim1, dim2)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_dim1(node):
        return saved_int(node.dim1)

    @property
    def _saved_dim2(node):
        return saved_int(node.dim2)

    @property
    def _saved_offset(node):
        return saved_int(node.offset)


class TraceBackward0(GeneratedNode):
    """trace(Tensor self) -> Tensor

    self: trace_backward(grad, self.shape)
    """

    __slots__ = ('self_shape',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        self_shape = node.self_shape
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = trace_backward(grad, self_shape)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_self_sym_sizes(node):
        return node.self_shape


class TrilBackward0(GeneratedNode):
    """tril(Tensor self, int diagonal=0) -> Tensor

    self: grad.tril(diagonal)
    """

    __slots__ = ('diagonal',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        diagonal = node.diagonal
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad.tril(diagonal)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_diagonal(node):
        return saved_int(node.diagonal)


class TriuBackward0(GeneratedNode):
    """triu(Tensor self, int diagonal=0) -> Tensor

    self: grad.triu(diagonal)
    """

    __slots__ = ('diagonal',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        diagonal = node.diagonal
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad.triu(diagonal)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_diagonal(node):
        return saved_int(node.diagonal)


class RepeatBackward0(GeneratedNode):
    """repeat(Tensor self, SymInt[] repeats) -> Tensor

    self: repeat_backward(grad, repeats, self.shape)
    """

    __slots__ = ('repeats', 'self_shape')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        repeats = node.repeats
        self_shape = node.self_shape
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = repeat_backward(grad, repeats, self_shape)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_repeats(node):
        return saved_int(node.repeats)

    @property
    def _saved_self_sym_sizes(node):
        return node.self_shape


class FlipBackward0(GeneratedNode):
    """flip(Tensor self, int[] dims) -> Tensor

    self: grad.flip(dims)
    """

    __slots__ = ('dims',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        dims = node.dims
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad.flip(dims)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_dims(node):
        return saved_int(node.dims)


class RollBackward0(GeneratedNode):
    """roll(Tensor self, SymInt[1] shifts, int[1] dims=[]) -> Tensor

    self: roll_backward(grad, shifts, dims)
    """

    __slots__ = ('dims', 'shifts')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        dims = node.dims
        shifts = node.shifts
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = roll_backward(grad, shifts, dims)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_dims(node):
        return saved_int(node.dims)

    @property
    def _saved_shifts(node):
        return saved_int(node.shifts)


class CatBackward0(GeneratedNode):
    """cat(Tensor[] tensors, int dim=0) -> Tensor

    tensors: cat_tensors_backward(grad, to_args_sizes(tensors), to_args_dtypes(tensors), dim)
    """

    __slots__ = ('dim', 'tensors_args_dtypes', 'tensors_args_sizes', 'tensors_size_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None] * len(node._next_nodes)
        dim = node.dim
        tensors_args_dtypes = node.tensors_args_dtypes
        tensors_args_sizes = node.tensors_args_sizes
        grad_inputs = [None] * len(node._next_nodes)
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        ix = 0
        tensors_ix = range(ix, ix + node.tensors_size_)
        ix += node.tensors_size_
        if any(wanted[i] is not None for i in tensors_ix):
            for i, g in zip(tensors_ix, cat_tensors_backward(grad, tensors_args_sizes, tensors_args_dtypes, dim)):
                if wanted[i] is not None:
                    grad_inputs[i] = g
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_dim(node):
        return saved_int(node.dim)


class StackBackward0(GeneratedNode):
    """stack(Tensor[] tensors, int dim=0) -> Tensor

    tensors: stack_tensors_backward(grad, dim, to_args_dtypes(tensors))
    """

    __slots__ = ('dim', 'tensors_args_dtypes', 'tensors_size_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None] * len(node._next_nodes)
        dim = node.dim
        tensors_args_dtypes = node.tensors_args_dtypes
        grad_inputs = [None] * len(node._next_nodes)
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        ix = 0
        tensors_ix = range(ix, ix + node.tensors_size_)
        ix += node.tensors_size_
        if any(wanted[i] is not None for i in tensors_ix):
            for i, g in zip(tensors_ix, stack_tensors_backward(grad, dim, tensors_args_dtypes)):
                if wanted[i] is not None:
                    grad_inputs[i] = g
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_dim(node):
        return saved_int(node.dim)


class SplitBackward0(GeneratedNode):
    """split.Tensor(Tensor(a -> *) self, SymInt split_size, int dim=0) -> Tensor(a)[]

    self: split_backward(grads, split_size, dim, self.shape)
    """

    __slots__ = ('dim', 'self_shape', 'split_size')

    def apply(node, grads):
        grads = node.materialize_grads(grads)
        dim = node.dim
        self_shape = node.self_shape
        split_size = node.split_size
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = split_backward(grads, split_size, dim, self_shape)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_dim(node):
        return saved_int(node.dim)

    @property
    def _saved_self_sym_sizes(node):
        return node.self_shape

    @property
    def _saved_split_size(node):
        return saved_int(node.split_size)


class SplitWithSizesBackward0(GeneratedNode):
    """split_with_sizes(Tensor(a -> *) self, SymInt[] split_sizes, int dim=0) -> Tensor(a)[]

    self: split_with_sizes_backward(grads, split_sizes, dim, self.shape)
    """

    __slots__ = ('dim', 'self_shape', 'split_sizes')

    def apply(node, grads):
        grads = node.materialize_grads(grads)
        dim = node.dim
        self_shape = node.self_shape
        split_sizes = node.split_sizes
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = split_with_sizes_backward(grads, split_sizes, dim, self_shape)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_dim(node):
        return saved_int(node.dim)

    @property
    def _saved_self_sym_sizes(node):
        return node.self_shape

    @property
    def _saved_split_sizes(node):
        return saved_int(node.split_sizes)


class UnsafeSplitBackward0(GeneratedNode):
    """unsafe_split.Tensor(Tensor self, SymInt split_size, int dim=0) -> Tensor[]

    self: split_backward(grads, split_size, dim, self.shape)
    """

    __slots__ = ('dim', 'self_shape', 'split_size')

    def apply(node, grads):
        grads = node.materialize_grads(grads)
        dim = node.dim
        self_shape = node.self_shape
        split_size = node.split_size
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = split_backward(grads, split_size, dim, self_shape)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_dim(node):
        return saved_int(node.dim)

    @property
    def _saved_self_sym_sizes(node):
        return node.self_shape

    @property
    def _saved_split_size(node):
        return saved_int(node.split_size)


class UnsafeSplitWithSizesBackward0(GeneratedNode):
    """unsafe_split_with_sizes(Tensor self, SymInt[] split_sizes, int dim=0) -> Tensor[]

    self: split_with_sizes_backward(grads, split_sizes, dim, self.shape)
    """

    __slots__ = ('dim', 'self_shape', 'split_sizes')

    def apply(node, grads):
        grads = node.materialize_grads(grads)
        dim = node.dim
        self_shape = node.self_shape
        split_sizes = node.split_sizes
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = split_with_sizes_backward(grads, split_sizes, dim, self_shape)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_dim(node):
        return saved_int(node.dim)

    @property
    def _saved_self_sym_sizes(node):
        return node.self_shape

    @property
    def _saved_split_sizes(node):
        return saved_int(node.split_sizes)


class UnfoldBackward0(GeneratedNode):
    """unfold(Tensor(a) self, int dimension, int size, int step) -> Tensor(a)

    self: torch._generated.variable_type.unfold_backward(grad, self.shape, dimension, size, step)
    """

    __slots__ = ('dimension', 'self_shape', 'size', 'step')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        dimension = node.dimension
        self_shape = node.self_shape
        size = node.size
        step = node.step
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch._generated.variable_type.unfold_backward(grad, self_shape, dimension, size, step)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_dimension(node):
        return saved_int(node.dimension)

    @property
    def _saved_self_sym_sizes(node):
        return node.self_shape

    @property
    def _saved_size(node):
        return saved_int(node.size)

    @property
    def _saved_step(node):
        return saved_int(node.step)


class UnfoldBackwardBackward0(GeneratedNode):
    """unfold_backward(Tensor grad_in, SymInt[] input_sizes, int dim, int size, int step) -> Tensor

    grad_in: grad.unfold(dim, size, step)
    """

    __slots__ = ('dim', 'size', 'step')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        dim = node.dim
        size = node.size
        step = node.step
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad.unfold(dim, size, step)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_dim(node):
        return saved_int(node.dim)

    @property
    def _saved_size(node):
        return saved_int(node.size)

    @property
    def _saved_step(node):
        return saved_int(node.step)


class UnbindBackward0(GeneratedNode):
    """unbind.int(Tensor(a -> *) self, int dim=0) -> Tensor(a)[]

    self: torch.stack(grads, dim)
    """

    __slots__ = ('dim',)

    def apply(node, grads):
        grads = node.materialize_grads(grads)
        dim = node.dim
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch.stack(grads, dim)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_dim(node):
        return saved_int(node.dim)


class IndexSelectBackward0(GeneratedNode):
    """index_select(Tensor self, int dim, Tensor index) -> Tensor

    self: index_select_backward(grad, self.shape, dim, index)
    """

    __slots__ = ('dim', 'index_', 'self_shape')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        dim = node.dim
        index = unpack_saved(node.index_)
        self_shape = node.self_shape
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = index_select_backward(grad, self_shape, dim, index)
        return grad_inputs

    def release_variables(node):
        node.index_ = release_saved(node.index_)

    @property
    def _saved_dim(node):
        return saved_int(node.dim)

    @property
    def _saved_index(node):
        return unpack_saved(node.index_)

    @property
    def _raw_saved_index(node):
        return raw_saved(node, 'index_')

    @property
    def _saved_self_sym_sizes(node):
        return node.self_shape


class IndexFillBackward0(GeneratedNode):
    """index_fill.int_Scalar(Tensor self, int dim, Tensor index, Scalar value) -> Tensor

    self: grad.index_fill(dim, index, 0)
    """

    __slots__ = ('dim', 'index_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        dim = node.dim
        index = unpack_saved(node.index_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad.index_fill(dim, index, 0)
        return grad_inputs

    def release_variables(node):
        node.index_ = release_saved(node.index_)

    @property
    def _saved_dim(node):
        return saved_int(node.dim)

    @property
    def _saved_index(node):
        return unpack_saved(node.index_)

    @property
    def _raw_saved_index(node):
        return raw_saved(node, 'index_')


class IndexFillBackward1(GeneratedNode):
    """index_fill.int_Tensor(Tensor self, int dim, Tensor index, Tensor value) -> Tensor

    self: grad.index_fill(dim, index, 0)
    value: grad.index_select(dim, index).sum()
    """

    __slots__ = ('dim', 'index_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        dim = node.dim
        index = unpack_saved(node.index_)
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad.index_fill(dim, index, 0)
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = grad.index_select(dim, index).sum()
        return grad_inputs

    def release_variables(node):
        node.index_ = release_saved(node.index_)

    @property
    def _saved_dim(node):
        return saved_int(node.dim)

    @property
    def _saved_index(node):
        return unpack_saved(node.index_)

    @property
    def _raw_saved_index(node):
        return raw_saved(node, 'index_')


class IndexCopyBackward0(GeneratedNode):
    """index_copy(Tensor self, int dim, Tensor index, Tensor source) -> Tensor

    self: grad.index_fill(dim, index, 0)
    source: index_copy_source_backward(grad, dim, index, source, source.dim())
    """

    __slots__ = ('dim', 'index_', 'source_', 'source_dim')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        dim = node.dim
        index = unpack_saved(node.index_)
        source = unpack_saved(node.source_)
        source_dim = node.source_dim
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad.index_fill(dim, index, 0)
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = index_copy_source_backward(grad, dim, index, source, source_dim)
        return grad_inputs

    def release_variables(node):
        node.index_ = release_saved(node.index_)
        node.source_ = release_saved(node.source_)

    @property
    def _saved_dim(node):
        return saved_int(node.dim)

    @property
    def _saved_index(node):
        return unpack_saved(node.index_)

    @property
    def _raw_saved_index(node):
        return raw_saved(node, 'index_')

    @property
    def _saved_source(node):
        return unpack_saved(node.source_)

    @property
    def _raw_saved_source(node):
        return raw_saved(node, 'source_')

    @property
    def _saved_source_dim(node):
        return node.source_dim


class TakeBackward0(GeneratedNode):
    """take(Tensor self, Tensor index) -> Tensor

    self: take_backward(grad, self, index)
    """

    __slots__ = ('index_', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        index = unpack_saved(node.index_)
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = take_backward(grad, self, index)
        return grad_inputs

    def release_variables(node):
        node.index_ = release_saved(node.index_)
        node.self_ = release_saved(node.self_)

    @property
    def _saved_index(node):
        return unpack_saved(node.index_)

    @property
    def _raw_saved_index(node):
        return raw_saved(node, 'index_')

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class IndexAddBackward0(GeneratedNode):
    """index_add(Tensor self, int dim, Tensor index, Tensor source, *, Scalar alpha=1) -> Tensor

    self: grad
    source: index_add_source_backward(grad, dim, index, source, source.dim(), alpha)
    """

    __slots__ = ('alpha', 'dim', 'index_', 'source_', 'source_dim')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        alpha = node.alpha
        dim = node.dim
        index = unpack_saved(node.index_)
        source = unpack_saved(node.source_)
        source_dim = node.source_dim
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = index_add_source_backward(grad, dim, index, source, source_dim, alpha)
        return grad_inputs

    def release_variables(node):
        node.index_ = release_saved(node.index_)
        node.source_ = release_saved(node.source_)

    @property
    def _saved_alpha(node):
        return node.alpha

    @property
    def _saved_dim(node):
        return saved_int(node.dim)

    @property
    def _saved_index(node):
        return unpack_saved(node.index_)

    @property
    def _raw_saved_index(node):
        return raw_saved(node, 'index_')

    @property
    def _saved_source(node):
        return unpack_saved(node.source_)

    @property
    def _raw_saved_source(node):
        return raw_saved(node, 'source_')

    @property
    def _saved_source_dim(node):
        return node.source_dim


class MaskedScatterBackward0(GeneratedNode):
    """masked_scatter(Tensor self, Tensor mask, Tensor source) -> Tensor

    self: grad.masked_fill(mask, 0)
    source: masked_scatter_backward(grad, mask, source.shape)
    """

    __slots__ = ('mask_', 'source_shape')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        mask = unpack_saved(node.mask_)
        source_shape = node.source_shape
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad.masked_fill(mask, 0)
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = masked_scatter_backward(grad, mask, source_shape)
        return grad_inputs

    def release_variables(node):
        node.mask_ = release_saved(node.mask_)

    @property
    def _saved_mask(node):
        return unpack_saved(node.mask_)

    @property
    def _raw_saved_mask(node):
        return raw_saved(node, 'mask_')

    @property
    def _saved_source_sym_sizes(node):
        return node.source_shape


class MaskedSelectBackward0(GeneratedNode):
    """masked_select(Tensor self, Tensor mask) -> Tensor

    self: masked_select_backward(grad, self, mask)
    """

    __slots__ = ('mask_', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        mask = unpack_saved(node.mask_)
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = masked_select_backward(grad, self, mask)
        return grad_inputs

    def release_variables(node):
        node.mask_ = release_saved(node.mask_)
        node.self_ = release_saved(node.self_)

    @property
    def _saved_mask(node):
        return unpack_saved(node.mask_)

    @property
    def _raw_saved_mask(node):
        return raw_saved(node, 'mask_')

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class SortBackward0(GeneratedNode):
    """sort(Tensor self, int dim=-1, bool descending=False) -> (Tensor values, Tensor indices)

    self: selecting_backward(grad, dim, indices, self.shape, True)
    """

    __slots__ = ('dim', 'indices_', 'self_shape')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        dim = node.dim
        indices = unpack_saved(node.indices_, node)
        self_shape = node.self_shape
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = selecting_backward(grad, dim, indices, self_shape, True)
        return grad_inputs

    def release_variables(node):
        node.indices_ = release_saved(node.indices_)

    @property
    def _saved_dim(node):
        return saved_int(node.dim)

    @property
    def _saved_indices(node):
        return unpack_saved(node.indices_, node)

    @property
    def _raw_saved_indices(node):
        return raw_saved(node, 'indices_')

    @property
    def _saved_self_sym_sizes(node):
        return node.self_shape


class SortBackward1(GeneratedNode):
    """sort.stable(Tensor self, *, bool? stable, int dim=-1, bool descending=False) -> (Tensor values, Tensor indices)

    self: selecting_backward(grad, dim, indices, self.shape, True)
    """

    __slots__ = ('dim', 'indices_', 'self_shape')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        dim = node.dim
        indices = unpack_saved(node.indices_, node)
        self_shape = node.self_shape
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = selecting_backward(grad, dim, indices, self_shape, True)
        return grad_inputs

    def release_variables(node):
        node.indices_ = release_saved(node.indices_)

    @property
    def _saved_dim(node):
        return saved_int(node.dim)

    @property
    def _saved_indices(node):
        return unpack_saved(node.indices_, node)

    @property
    def _raw_saved_indices(node):
        return raw_saved(node, 'indices_')

    @property
    def _saved_self_sym_sizes(node):
        return node.self_shape


class TopkBackward0(GeneratedNode):
    """topk(Tensor self, SymInt k, int dim=-1, bool largest=True, bool sorted=True) -> (Tensor values, Tensor indices)

    self: selecting_backward(grad, dim, indices, self.shape, True)
    """

    __slots__ = ('dim', 'indices_', 'self_shape')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        dim = node.dim
        indices = unpack_saved(node.indices_, node)
        self_shape = node.self_shape
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = selecting_backward(grad, dim, indices, self_shape, True)
        return grad_inputs

    def release_variables(node):
        node.indices_ = release_saved(node.indices_)

    @property
    def _saved_dim(node):
        return saved_int(node.dim)

    @property
    def _saved_indices(node):
        return unpack_saved(node.indices_, node)

    @property
    def _raw_saved_indices(node):
        return raw_saved(node, 'indices_')

    @property
    def _saved_self_sym_sizes(node):
        return node.self_shape


class MedianBackward0(GeneratedNode):
    """median(Tensor self) -> Tensor

    self: evenly_distribute_backward(grad, self, result)
    """

    __slots__ = ('result_', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        result = unpack_saved(node.result_, node)
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = evenly_distribute_backward(grad, self, result)
        return grad_inputs

    def release_variables(node):
        node.result_ = release_saved(node.result_)
        node.self_ = release_saved(node.self_)

    @property
    def _saved_result(node):
        return unpack_saved(node.result_, node)

    @property
    def _raw_saved_result(node):
        return raw_saved(node, 'result_')

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class MedianBackward1(GeneratedNode):
    """median.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)

    self: value_selecting_reduction_backward(grad, dim, indices, self.shape, keepdim)
    """

    __slots__ = ('dim', 'indices_', 'keepdim', 'self_shape')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        dim = node.dim
        indices = unpack_saved(node.indices_, node)
        keepdim = node.keepdim
        self_shape = node.self_shape
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = value_selecting_reduction_backward(grad, dim, indices, self_shape, keepdim)
        return grad_inputs

    def release_variables(node):
        node.indices_ = release_saved(node.indices_)

    @property
    def _saved_dim(node):
        return saved_int(node.dim)

    @property
    def _saved_indices(node):
        return unpack_saved(node.indices_, node)

    @property
    def _raw_saved_indices(node):
        return raw_saved(node, 'indices_')

    @property
    def _saved_keepdim(node):
        return node.keepdim

    @property
    def _saved_self_sym_sizes(node):
        return node.self_shape


class KthvalueBackward0(GeneratedNode):
    """kthvalue(Tensor self, int k, int dim=-1, bool keepdim=False) -> (Tensor values, Tensor indices)

    self: selecting_backward(grad, dim, indices, self.shape, keepdim)
    """

    __slots__ = ('dim', 'indices_', 'keepdim', 'self_shape')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        dim = node.dim
        indices = unpack_saved(node.indices_, node)
        keepdim = node.keepdim
        self_shape = node.self_shape
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = selecting_backward(grad, dim, indices, self_shape, keepdim)
        return grad_inputs

    def release_variables(node):
        node.indices_ = release_saved(node.indices_)

    @property
    def _saved_dim(node):
        return saved_int(node.dim)

    @property
    def _saved_indices(node):
        return unpack_saved(node.indices_, node)

    @property
    def _raw_saved_indices(node):
        return raw_saved(node, 'indices_')

    @property
    def _saved_keepdim(node):
        return node.keepdim

    @property
    def _saved_self_sym_sizes(node):
        return node.self_shape


class Unique2Backward0(GeneratedNode):
    """_unique2(Tensor self, bool sorted=True, bool return_inverse=False, bool return_counts=False) -> (Tensor, Tensor, Tensor)

    self: not_implemented("_unique2")
    """

    __slots__ = ()

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = not_implemented("_unique2")
        return grad_inputs

    def release_variables(node):
        pass


class UniqueDimBackward0(GeneratedNode):
    """unique_dim(Tensor self, int dim, bool sorted=True, bool return_inverse=False, bool return_counts=False) -> (Tensor, Tensor, Tensor)

    self: not_implemented("unique_dim")
    """

    __slots__ = ()

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = not_implemented("unique_dim")
        return grad_inputs

    def release_variables(node):
        pass


class UniqueConsecutiveBackward0(GeneratedNode):
    """unique_consecutive(Tensor self, bool return_inverse=False, bool return_counts=False, int? dim=None) -> (Tensor, Tensor, Tensor)

    self: not_implemented("unique_consecutive")
    """

    __slots__ = ()

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = not_implemented("unique_consecutive")
        return grad_inputs

    def release_variables(node):
        pass


class ConstantPadNdBackward0(GeneratedNode):
    """constant_pad_nd(Tensor self, SymInt[] pad, Scalar value=0) -> Tensor

    self: constant_pad_nd_backward(grad, pad)
    """

    __slots__ = ('pad',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        pad = node.pad
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = constant_pad_nd_backward(grad, pad)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_pad(node):
        return saved_int(node.pad)


class ReflectionPad1DBackward0(GeneratedNode):
    """reflection_pad1d(Tensor self, SymInt[2] padding) -> Tensor

    self: pad_mode_backward(grad, self, padding, "reflect")
    """

    __slots__ = ('padding', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        padding = node.padding
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = pad_mode_backward(grad, self, padding, "reflect")
        return grad_inputs

    def release_variables(node):
        node.self_ = release_saved(node.self_)

    @property
    def _saved_padding(node):
        return saved_int(node.padding)

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class ReflectionPad2DBackward0(GeneratedNode):
    """reflection_pad2d(Tensor self, SymInt[4] padding) -> Tensor

    self: pad_mode_backward(grad, self, padding, "reflect")
    """

    __slots__ = ('padding', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        padding = node.padding
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = pad_mode_backward(grad, self, padding, "reflect")
        return grad_inputs

    def release_variables(node):
        node.self_ = release_saved(node.self_)

    @property
    def _saved_padding(node):
        return saved_int(node.padding)

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class ReflectionPad3DBackward0(GeneratedNode):
    """reflection_pad3d(Tensor self, SymInt[6] padding) -> Tensor

    self: pad_mode_backward(grad, self, padding, "reflect")
    """

    __slots__ = ('padding', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        padding = node.padding
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = pad_mode_backward(grad, self, padding, "reflect")
        return grad_inputs

    def release_variables(node):
        node.self_ = release_saved(node.self_)

    @property
    def _saved_padding(node):
        return saved_int(node.padding)

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class ReplicationPad1DBackward0(GeneratedNode):
    """replication_pad1d(Tensor self, SymInt[2] padding) -> Tensor

    self: pad_mode_backward(grad, self, padding, "edge")
    """

    __slots__ = ('padding', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        padding = node.padding
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = pad_mode_backward(grad, self, padding, "edge")
        return grad_inputs

    def release_variables(node):
        node.self_ = release_saved(node.self_)

    @property
    def _saved_padding(node):
        return saved_int(node.padding)

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class ReplicationPad2DBackward0(GeneratedNode):
    """replication_pad2d(Tensor self, SymInt[4] padding) -> Tensor

    self: pad_mode_backward(grad, self, padding, "edge")
    """

    __slots__ = ('padding', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        padding = node.padding
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = pad_mode_backward(grad, self, padding, "edge")
        return grad_inputs

    def release_variables(node):
        node.self_ = release_saved(node.self_)

    @property
    def _saved_padding(node):
        return saved_int(node.padding)

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class ReplicationPad3DBackward0(GeneratedNode):
    """replication_pad3d(Tensor self, SymInt[6] padding) -> Tensor

    self: pad_mode_backward(grad, self, padding, "edge")
    """

    __slots__ = ('padding', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        padding = node.padding
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = pad_mode_backward(grad, self, padding, "edge")
        return grad_inputs

    def release_variables(node):
        node.self_ = release_saved(node.self_)

    @property
    def _saved_padding(node):
        return saved_int(node.padding)

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class ThresholdBackward0(GeneratedNode):
    """threshold(Tensor self, Scalar threshold, Scalar value) -> Tensor

    self: threshold_backward(grad, self, threshold)
    """

    __slots__ = ('self_', 'threshold')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        self = unpack_saved(node.self_)
        threshold = node.threshold
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = VT.threshold_backward(grad, self, threshold)
        return grad_inputs

    def release_variables(node):
        node.self_ = release_saved(node.self_)

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')

    @property
    def _saved_threshold(node):
        return node.threshold


class HardtanhBackward0(GeneratedNode):
    """hardtanh(Tensor self, Scalar min_val=-1, Scalar max_val=1) -> Tensor

    self: hardtanh_backward_formula(grad, self, min_val, max_val)
    """

    __slots__ = ('max_val', 'min_val', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        max_val = node.max_val
        min_val = node.min_val
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = hardtanh_backward_formula(grad, self, min_val, max_val)
        return grad_inputs

    def release_variables(node):
        node.self_ = release_saved(node.self_)

    @property
    def _saved_max_val(node):
        return node.max_val

    @property
    def _saved_min_val(node):
        return node.min_val

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class HardshrinkBackward0(GeneratedNode):
    """hardshrink(Tensor self, Scalar lambd=0.5) -> Tensor

    self: torch._generated.variable_type.hardshrink_backward(grad, self, lambd)
    """

    __slots__ = ('lambd', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        lambd = node.lambd
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch._generated.variable_type.hardshrink_backward(grad, self, lambd)
        return grad_inputs

    def release_variables(node):
        node.self_ = release_saved(node.self_)

    @property
    def _saved_lambd(node):
        return node.lambd

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class HardshrinkBackwardBackward0(GeneratedNode):
    """hardshrink_backward(Tensor grad_out, Tensor self, Scalar lambd) -> Tensor

    grad_out: torch._generated.variable_type.hardshrink_backward(grad, self, lambd)
    self: torch.zeros_like(grad)
    """

    __slots__ = ('lambd', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        lambd = node.lambd
        self = unpack_saved(node.self_)
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch._generated.variable_type.hardshrink_backward(grad, self, lambd)
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = torch.zeros_like(grad)
        return grad_inputs

    def release_variables(node):
        node.self_ = release_saved(node.self_)

    @property
    def _saved_lambd(node):
        return node.lambd

    @property
    def _saved_self(node):
        return wrapped_number(unpack_saved(node.self_))

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class SoftshrinkBackward0(GeneratedNode):
    """softshrink(Tensor self, Scalar lambd=0.5) -> Tensor

    self: torch._generated.variable_type.softshrink_backward(grad, self, lambd)
    """

    __slots__ = ('lambd', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        lambd = node.lambd
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch._generated.variable_type.softshrink_backward(grad, self, lambd)
        return grad_inputs

    def release_variables(node):
        node.self_ = release_saved(node.self_)

    @property
    def _saved_lambd(node):
        return node.lambd

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class SoftshrinkBackwardBackward0(GeneratedNode):
    """softshrink_backward(Tensor grad_output, Tensor self, Scalar lambd) -> Tensor

    grad_output: torch._generated.variable_type.softshrink_backward(grad, self, lambd)
    self: torch.zeros_like(grad)
    """

    __slots__ = ('lambd', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        lambd = node.lambd
        self = unpack_saved(node.self_)
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch._generated.variable_type.softshrink_backward(grad, self, lambd)
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = torch.zeros_like(grad)
        return grad_inputs

    def release_variables(node):
        node.self_ = release_saved(node.self_)

    @property
    def _saved_lambd(node):
        return node.lambd

    @property
    def _saved_self(node):
        return wrapped_number(unpack_saved(node.self_))

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class RreluWithNoiseBackward0(GeneratedNode):
    """rrelu_with_noise(Tensor self, Tensor(b!) noise, Scalar lower=0.125, Scalar upper=0.3333333333333333, bool training=False, Generator? generator=None) -> Tensor

    self: torch._generated.variable_type.rrelu_with_noise_backward(grad, self, noise, lower, upper, training, False)
    """

    __slots__ = ('lower', 'noise_', 'self_', 'training', 'upper')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        lower = node.lower
        noise = unpack_saved(node.noise_)
        self = unpack_saved(node.self_)
        training = node.training
        upper = node.upper
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch._generated.variable_type.rrelu_with_noise_backward(grad, self, noise, lower, upper, training, False)
        return grad_inputs

    def release_variables(node):
        node.noise_ = release_saved(node.noise_)
        node.self_ = release_saved(node.self_)

    @property
    def _saved_lower(node):
        return node.lower

    @property
    def _saved_noise(node):
        return wrapped_number(unpack_saved(node.noise_))

    @property
    def _raw_saved_noise(node):
        return raw_saved(node, 'noise_')

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')

    @property
    def _saved_training(node):
        return node.training

    @property
    def _saved_upper(node):
        return node.upper


class RreluWithNoiseBackwardBackward0(GeneratedNode):
    """rrelu_with_noise_backward(Tensor grad_output, Tensor self, Tensor noise, Scalar lower, Scalar upper, bool training, bool self_is_result) -> Tensor

    grad_output: torch._generated.variable_type.rrelu_with_noise_backward(grad, self, noise, lower, upper, training, False)
    self: torch.zeros_like(grad)
    """

    __slots__ = ('lower', 'noise_', 'self_', 'training', 'upper')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        lower = node.lower
        noise = unpack_saved(node.noise_)
        self = unpack_saved(node.self_)
        training = node.training
        upper = node.upper
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch._generated.variable_type.rrelu_with_noise_backward(grad, self, noise, lower, upper, training, False)
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = torch.zeros_like(grad)
        return grad_inputs

    def release_variables(node):
        node.noise_ = release_saved(node.noise_)
        node.self_ = release_saved(node.self_)

    @property
    def _saved_lower(node):
        return node.lower

    @property
    def _saved_noise(node):
        return wrapped_number(unpack_saved(node.noise_))

    @property
    def _raw_saved_noise(node):
        return raw_saved(node, 'noise_')

    @property
    def _saved_self(node):
        return wrapped_number(unpack_saved(node.self_))

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')

    @property
    def _saved_training(node):
        return node.training

    @property
    def _saved_upper(node):
        return node.upper


class LeakyReluBackward0(GeneratedNode):
    """leaky_relu(Tensor self, Scalar negative_slope=0.01) -> Tensor

    self: leaky_relu_backward_formula(grad, self, negative_slope)
    """

    __slots__ = ('negative_slope', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        negative_slope = node.negative_slope
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = leaky_relu_backward_formula(grad, self, negative_slope)
        return grad_inputs

    def release_variables(node):
        node.self_ = release_saved(node.self_)

    @property
    def _saved_negative_slope(node):
        return node.negative_slope

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class EluBackward0(GeneratedNode):
    """elu(Tensor self, Scalar alpha=1, Scalar scale=1, Scalar input_scale=1) -> Tensor

    self: elu_backward_formula(grad, self, alpha, scale, input_scale)
    """

    __slots__ = ('alpha', 'input_scale', 'scale', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        alpha = node.alpha
        input_scale = node.input_scale
        scale = node.scale
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = elu_backward_formula(grad, self, alpha, scale, input_scale)
        return grad_inputs

    def release_variables(node):
        node.self_ = release_saved(node.self_)

    @property
    def _saved_alpha(node):
        return node.alpha

    @property
    def _saved_input_scale(node):
        return node.input_scale

    @property
    def _saved_scale(node):
        return node.scale

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class CeluBackward0(GeneratedNode):
    """celu(Tensor self, Scalar alpha=1.0) -> Tensor

    self: elu_backward_formula(grad, self, alpha, 1, celu_input_scale(alpha))
    """

    __slots__ = ('alpha', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        alpha = node.alpha
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = elu_backward_formula(grad, self, alpha, 1, celu_input_scale(alpha))
        return grad_inputs

    def release_variables(node):
        node.self_ = release_saved(node.self_)

    @property
    def _saved_alpha(node):
        return node.alpha

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class GeluBackward0(GeneratedNode):
    """gelu(Tensor self, *, str approximate='none') -> Tensor

    self: torch._generated.variable_type.gelu_backward(grad, self, approximate=approximate)
    """

    __slots__ = ('approximate', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        approximate = node.approximate
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch._generated.variable_type.gelu_backward(grad, self, approximate=approximate)
        return grad_inputs

    def release_variables(node):
        node.self_ = release_saved(node.self_)

    @property
    def _saved_approximate(node):
        return node.approximate

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class GeluBackwardBackward0(GeneratedNode):
    """gelu_backward(Tensor grad_output, Tensor self, *, str approximate='none') -> Tensor

    grad_output: torch._generated.variable_type.gelu_backward(grad, self, approximate=approximate)
    self: gelu_double_backward(grad, grad_output, self, approximate)
    """

    __slots__ = ('approximate', 'grad_output_', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        approximate = node.approximate
        grad_output = unpack_saved(node.grad_output_)
        self = unpack_saved(node.self_)
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch._generated.variable_type.gelu_backward(grad, self, approximate=approximate)
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = gelu_double_backward(grad, grad_output, self, approximate)
        return grad_inputs

    def release_variables(node):
        node.grad_output_ = release_saved(node.grad_output_)
        node.self_ = release_saved(node.self_)

    @property
    def _saved_approximate(node):
        return node.approximate

    @property
    def _saved_grad_output(node):
        return unpack_saved(node.grad_output_)

    @property
    def _raw_saved_grad_output(node):
        return raw_saved(node, 'grad_output_')

    @property
    def _saved_self(node):
        return wrapped_number(unpack_saved(node.self_))

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class SiluBackward0(GeneratedNode):
    """silu(Tensor self) -> Tensor

    self: silu_backward_formula(grad, self)
    """

    __slots__ = ('self_',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = silu_backward_formula(grad, self)
        return grad_inputs

    def release_variables(node):
        node.self_ = release_saved(node.self_)

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class MishBackward0(GeneratedNode):
    """mish(Tensor self) -> Tensor

    self: mish_backward_formula(grad, self)
    """

    __slots__ = ('self_',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = mish_backward_formula(grad, self)
        return grad_inputs

    def release_variables(node):
        node.self_ = release_saved(node.self_)

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class SoftplusBackward0(GeneratedNode):
    """softplus(Tensor self, Scalar beta=1, Scalar threshold=20) -> Tensor

    self: softplus_backward_formula(grad, self, beta, threshold)
    """

    __slots__ = ('beta', 'self_', 'threshold')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        beta = node.beta
        self = unpack_saved(node.self_)
        threshold = node.threshold
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = softplus_backward_formula(grad, self, beta, threshold)
        return grad_inputs

    def release_variables(node):
        node.self_ = release_saved(node.self_)

    @property
    def _saved_beta(node):
        return node.beta

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')

    @property
    def _saved_threshold(node):
        return node.threshold


class HardsigmoidBackward0(GeneratedNode):
    """hardsigmoid(Tensor self) -> Tensor

    self: hardsigmoid_backward(grad, self)
    """

    __slots__ = ('self_',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = VT.hardsigmoid_backward(grad, self)
        return grad_inputs

    def release_variables(node):
        node.self_ = release_saved(node.self_)

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class HardswishBackward0(GeneratedNode):
    """hardswish(Tensor self) -> Tensor

    self: hardswish_backward_formula(grad, self)
    """

    __slots__ = ('self_',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = hardswish_backward_formula(grad, self)
        return grad_inputs

    def release_variables(node):
        node.self_ = release_saved(node.self_)

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class LogSigmoidBackward0(GeneratedNode):
    """log_sigmoid_forward(Tensor self) -> (Tensor output, Tensor buffer)

    self: log_sigmoid_backward_formula(grad, self, buffer)
    """

    __slots__ = ('buffer_', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        buffer = unpack_saved(node.buffer_, node)
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = log_sigmoid_backward_formula(grad, self, buffer)
        return grad_inputs

    def release_variables(node):
        node.buffer_ = release_saved(node.buffer_)
        node.self_ = release_saved(node.self_)

    @property
    def _saved_buffer(node):
        return unpack_saved(node.buffer_, node)

    @property
    def _raw_saved_buffer(node):
        return raw_saved(node, 'buffer_')

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class Im2ColBackward0(GeneratedNode):
    """im2col(Tensor self, int[2] kernel_size, int[2] dilation, int[2] padding, int[2] stride) -> Tensor

    self: torch._generated.variable_type.col2im(grad, (self.shape[-2], self.shape[-1]), kernel_size, dilation, padding, stride)
    """

    __slots__ = ('dilation', 'kernel_size', 'padding', 'self_argsize_minus_1', 'self_argsize_minus_2', 'stride')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        dilation = node.dilation
        kernel_size = node.kernel_size
        padding = node.padding
        self_argsize_minus_1 = node.self_argsize_minus_1
        self_argsize_minus_2 = node.self_argsize_minus_2
        stride = node.stride
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch._generated.variable_type.col2im(grad, (self_argsize_minus_2, self_argsize_minus_1), kernel_size, dilation, padding, stride)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_dilation(node):
        return saved_int(node.dilation)

    @property
    def _saved_kernel_size(node):
        return saved_int(node.kernel_size)

    @property
    def _saved_padding(node):
        return saved_int(node.padding)

    @property
    def _saved_self_sym_argsize_minus_1(node):
        return node.self_argsize_minus_1

    @property
    def _saved_self_sym_argsize_minus_2(node):
        return node.self_argsize_minus_2

    @property
    def _saved_stride(node):
        return saved_int(node.stride)


class Col2ImBackward0(GeneratedNode):
    """col2im(Tensor self, SymInt[2] output_size, int[2] kernel_size, int[2] dilation, int[2] padding, int[2] stride) -> Tensor

    self: torch._generated.variable_type.im2col(grad, kernel_size, dilation, padding, stride)
    """

    __slots__ = ('dilation', 'kernel_size', 'padding', 'stride')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        dilation = node.dilation
        kernel_size = node.kernel_size
        padding = node.padding
        stride = node.stride
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch._generated.variable_type.im2col(grad, kernel_size, dilation, padding, stride)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_dilation(node):
        return saved_int(node.dilation)

    @property
    def _saved_kernel_size(node):
        return saved_int(node.kernel_size)

    @property
    def _saved_padding(node):
        return saved_int(node.padding)

    @property
    def _saved_stride(node):
        return saved_int(node.stride)


class CdistBackward0(GeneratedNode):
    """_cdist_forward(Tensor x1, Tensor x2, float p, int? compute_mode) -> Tensor

    x1: torch._generated.variable_type._cdist_backward(grad.contiguous(), x1, x2, p, result)
    x2: torch._generated.variable_type._cdist_backward(grad.mT.contiguous(), x2, x1, p, result.mT.contiguous())
    """

    __slots__ = ('p', 'result_', 'x1_', 'x2_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        p = node.p
        result = unpack_saved(node.result_, node)
        x1 = unpack_saved(node.x1_)
        x2 = unpack_saved(node.x2_)
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch._generated.variable_type._cdist_backward(grad.contiguous(), x1, x2, p, result)
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = torch._generated.variable_type._cdist_backward(grad.mT.contiguous(), x2, x1, p, result.mT.contiguous())
        return grad_inputs

    def release_variables(node):
        node.result_ = release_saved(node.result_)
        node.x1_ = release_saved(node.x1_)
        node.x2_ = release_saved(node.x2_)

    @property
    def _saved_p(node):
        return node.p

    @property
    def _saved_result(node):
        return unpack_saved(node.result_, node)

    @property
    def _raw_saved_result(node):
        return raw_saved(node, 'result_')

    @property
    def _saved_x1(node):
        return unpack_saved(node.x1_)

    @property
    def _raw_saved_x1(node):
        return raw_saved(node, 'x1_')

    @property
    def _saved_x2(node):
        return wrapped_number(unpack_saved(node.x2_))

    @property
    def _raw_saved_x2(node):
        return raw_saved(node, 'x2_')


class CdistBackwardBackward0(GeneratedNode):
    """_cdist_backward(Tensor grad_output, Tensor x1, Tensor x2, float p, Tensor cdist) -> Tensor

    grad_output: not_implemented("_cdist_backward")
    x1: not_implemented("_cdist_backward")
    x2: not_implemented("_cdist_backward")
    cdist: not_implemented("_cdist_backward")
    """

    __slots__ = ()

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None, None, None]
        grad_inputs = [None, None, None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = not_implemented("_cdist_backward")
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = not_implemented("_cdist_backward")
        if wanted[2] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[2] = not_implemented("_cdist_backward")
        if wanted[3] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[3] = not_implemented("_cdist_backward")
        return grad_inputs

    def release_variables(node):
        pass


class EuclideanDistBackward0(GeneratedNode):
    """_euclidean_dist(Tensor x1, Tensor x2) -> Tensor

    x1, x2: euclidean_dist_backward(grad, x1, x2, result)
    """

    __slots__ = ('result_', 'x1_', 'x2_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        result = unpack_saved(node.result_, node)
        x1 = unpack_saved(node.x1_)
        x2 = unpack_saved(node.x2_)
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        grad_input_mask = (
            wanted[0] is not None,
            wanted[1] is not None,
        )
        if any(grad_input_mask):
            grad_result = euclidean_dist_backward(grad, x1, x2, result)
            if grad_input_mask[0]:
                grad_inputs[0] = grad_result[0]
            if grad_input_mask[1]:
                grad_inputs[1] = grad_result[1]
        return grad_inputs

    def release_variables(node):
        node.result_ = release_saved(node.result_)
        node.x1_ = release_saved(node.x1_)
        node.x2_ = release_saved(node.x2_)

    @property
    def _saved_result(node):
        return unpack_saved(node.result_, node)

    @property
    def _raw_saved_result(node):
        return raw_saved(node, 'result_')

    @property
    def _saved_x1(node):
        return unpack_saved(node.x1_)

    @property
    def _raw_saved_x1(node):
        return raw_saved(node, 'x1_')

    @property
    def _saved_x2(node):
        return wrapped_number(unpack_saved(node.x2_))

    @property
    def _raw_saved_x2(node):
        return raw_saved(node, 'x2_')


class ConvolutionBackward0(GeneratedNode):
    """convolution(Tensor input, Tensor weight, Tensor? bias, SymInt[] stride, SymInt[] padding, SymInt[] dilation, bool transposed, SymInt[] output_padding, SymInt groups) -> Tensor

    input, weight, bias: conv_backward(grad, input, weight, bias.shape, stride, padding, dilation, transposed, output_padding, groups, grad_input_mask)
    """

    __slots__ = ('bias_shape', 'dilation', 'groups', 'input_', 'output_padding', 'padding', 'stride', 'transposed', 'weight_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None, None]
        bias_shape = node.bias_shape
        dilation = node.dilation
        groups = node.groups
        input = unpack_saved(node.input_)
        output_padding = node.output_padding
        padding = node.padding
        stride = node.stride
        transposed = node.transposed
        weight = unpack_saved(node.weight_)
        grad_inputs = [None, None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        grad_input_mask = (
            wanted[0] is not None,
            wanted[1] is not None,
            wanted[2] is not None,
        )
        if any(grad_input_mask):
            grad_result = conv_backward(grad, input, weight, bias_shape, stride, padding, dilation, transposed, output_padding, groups, grad_input_mask)
            if grad_input_mask[0]:
                grad_inputs[0] = grad_result[0]
            if grad_input_mask[1]:
                grad_inputs[1] = grad_result[1]
            if grad_input_mask[2]:
                grad_inputs[2] = grad_result[2]
        return grad_inputs

    def release_variables(node):
        node.input_ = release_saved(node.input_)
        node.weight_ = release_saved(node.weight_)

    @property
    def _saved_bias_sym_sizes_opt(node):
        return node.bias_shape

    @property
    def _saved_dilation(node):
        return saved_int(node.dilation)

    @property
    def _saved_groups(node):
        return saved_int(node.groups)

    @property
    def _saved_input(node):
        return unpack_saved(node.input_)

    @property
    def _raw_saved_input(node):
        return raw_saved(node, 'input_')

    @property
    def _saved_output_padding(node):
        return saved_int(node.output_padding)

    @property
    def _saved_padding(node):
        return saved_int(node.padding)

    @property
    def _saved_stride(node):
        return saved_int(node.stride)

    @property
    def _saved_transposed(node):
        return node.transposed

    @property
    def _saved_weight(node):
        return unpack_saved(node.weight_)

    @property
    def _raw_saved_weight(node):
        return raw_saved(node, 'weight_')


class UpsampleNearest1DBackward0(GeneratedNode):
    """upsample_nearest1d(Tensor self, SymInt[1] output_size, float? scales=None) -> Tensor

    self: torch._generated.variable_type.upsample_nearest1d_backward(grad, output_size, self.shape, scales)
    """

    __slots__ = ('output_size', 'scales', 'self_shape')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        output_size = node.output_size
        scales = node.scales
        self_shape = node.self_shape
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch._generated.variable_type.upsample_nearest1d_backward(grad, output_size, self_shape, scales)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_output_size(node):
        return saved_int(node.output_size)

    @property
    def _saved_scales(node):
        return node.scales

    @property
    def _saved_self_sym_sizes(node):
        return node.self_shape


class UpsampleNearest1DBackwardBackward0(GeneratedNode):
    """upsample_nearest1d_backward(Tensor grad_output, SymInt[1] output_size, SymInt[3] input_size, float? scales=None) -> Tensor

    grad_output: torch._generated.variable_type.upsample_nearest1d(grad, output_size, scales)
    """

    __slots__ = ('output_size', 'scales')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        output_size = node.output_size
        scales = node.scales
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch._generated.variable_type.upsample_nearest1d(grad, output_size, scales)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_output_size(node):
        return saved_int(node.output_size)

    @property
    def _saved_scales(node):
        return node.scales


class UpsampleNearest2DBackward0(GeneratedNode):
    """upsample_nearest2d(Tensor self, SymInt[2] output_size, float? scales_h=None, float? scales_w=None) -> Tensor

    self: torch._generated.variable_type.upsample_nearest2d_backward(grad, output_size, self.shape, scales_h, scales_w)
    """

    __slots__ = ('output_size', 'scales_h', 'scales_w', 'self_shape')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        output_size = node.output_size
        scales_h = node.scales_h
        scales_w = node.scales_w
        self_shape = node.self_shape
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch._generated.variable_type.upsample_nearest2d_backward(grad, output_size, self_shape, scales_h, scales_w)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_output_size(node):
        return saved_int(node.output_size)

    @property
    def _saved_scales_h(node):
        return node.scales_h

    @property
    def _saved_scales_w(node):
        return node.scales_w

    @property
    def _saved_self_sym_sizes(node):
        return node.self_shape


class UpsampleNearest2DBackwardBackward0(GeneratedNode):
    """upsample_nearest2d_backward(Tensor grad_output, SymInt[2] output_size, SymInt[4] input_size, float? scales_h=None, float? scales_w=None) -> Tensor

    grad_output: torch._generated.variable_type.upsample_nearest2d(grad, output_size, scales_h, scales_w)
    """

    __slots__ = ('output_size', 'scales_h', 'scales_w')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        output_size = node.output_size
        scales_h = node.scales_h
        scales_w = node.scales_w
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch._generated.variable_type.upsample_nearest2d(grad, output_size, scales_h, scales_w)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_output_size(node):
        return saved_int(node.output_size)

    @property
    def _saved_scales_h(node):
        return node.scales_h

    @property
    def _saved_scales_w(node):
        return node.scales_w


class UpsampleNearest3DBackward0(GeneratedNode):
    """upsample_nearest3d(Tensor self, SymInt[3] output_size, float? scales_d=None, float? scales_h=None, float? scales_w=None) -> Tensor

    self: torch._generated.variable_type.upsample_nearest3d_backward(grad, output_size, self.shape, scales_d, scales_h, scales_w)
    """

    __slots__ = ('output_size', 'scales_d', 'scales_h', 'scales_w', 'self_shape')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        output_size = node.output_size
        scales_d = node.scales_d
        scales_h = node.scales_h
        scales_w = node.scales_w
        self_shape = node.self_shape
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch._generated.variable_type.upsample_nearest3d_backward(grad, output_size, self_shape, scales_d, scales_h, scales_w)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_output_size(node):
        return saved_int(node.output_size)

    @property
    def _saved_scales_d(node):
        return node.scales_d

    @property
    def _saved_scales_h(node):
        return node.scales_h

    @property
    def _saved_scales_w(node):
        return node.scales_w

    @property
    def _saved_self_sym_sizes(node):
        return node.self_shape


class UpsampleNearest3DBackwardBackward0(GeneratedNode):
    """upsample_nearest3d_backward(Tensor grad_output, SymInt[3] output_size, SymInt[5] input_size, float? scales_d=None, float? scales_h=None, float? scales_w=None) -> Tensor

    grad_output: torch._generated.variable_type.upsample_nearest3d(grad, output_size, scales_d, scales_h, scales_w)
    """

    __slots__ = ('output_size', 'scales_d', 'scales_h', 'scales_w')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        output_size = node.output_size
        scales_d = node.scales_d
        scales_h = node.scales_h
        scales_w = node.scales_w
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch._generated.variable_type.upsample_nearest3d(grad, output_size, scales_d, scales_h, scales_w)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_output_size(node):
        return saved_int(node.output_size)

    @property
    def _saved_scales_d(node):
        return node.scales_d

    @property
    def _saved_scales_h(node):
        return node.scales_h

    @property
    def _saved_scales_w(node):
        return node.scales_w


class UpsampleNearestExact1DBackward0(GeneratedNode):
    """_upsample_nearest_exact1d(Tensor self, SymInt[1] output_size, float? scales=None) -> Tensor

    self: torch._generated.variable_type._upsample_nearest_exact1d_backward(grad, output_size, self.shape, scales)
    """

    __slots__ = ('output_size', 'scales', 'self_shape')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        output_size = node.output_size
        scales = node.scales
        self_shape = node.self_shape
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch._generated.variable_type._upsample_nearest_exact1d_backward(grad, output_size, self_shape, scales)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_output_size(node):
        return saved_int(node.output_size)

    @property
    def _saved_scales(node):
        return node.scales

    @property
    def _saved_self_sym_sizes(node):
        return node.self_shape


class UpsampleNearestExact1DBackwardBackward0(GeneratedNode):
    """_upsample_nearest_exact1d_backward(Tensor grad_output, SymInt[1] output_size, SymInt[3] input_size, float? scales=None) -> Tensor

    grad_output: torch._generated.variable_type._upsample_nearest_exact1d(grad, output_size, scales)
    """

    __slots__ = ('output_size', 'scales')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        output_size = node.output_size
        scales = node.scales
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch._generated.variable_type._upsample_nearest_exact1d(grad, output_size, scales)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_output_size(node):
        return saved_int(node.output_size)

    @property
    def _saved_scales(node):
        return node.scales


class UpsampleNearestExact2DBackward0(GeneratedNode):
    """_upsample_nearest_exact2d(Tensor self, SymInt[2] output_size, float? scales_h=None, float? scales_w=None) -> Tensor

    self: torch._generated.variable_type._upsample_nearest_exact2d_backward(grad, output_size, self.shape, scales_h, scales_w)
    """

    __slots__ = ('output_size', 'scales_h', 'scales_w', 'self_shape')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        output_size = node.output_size
        scales_h = node.scales_h
        scales_w = node.scales_w
        self_shape = node.self_shape
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch._generated.variable_type._upsample_nearest_exact2d_backward(grad, output_size, self_shape, scales_h, scales_w)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_output_size(node):
        return saved_int(node.output_size)

    @property
    def _saved_scales_h(node):
        return node.scales_h

    @property
    def _saved_scales_w(node):
        return node.scales_w

    @property
    def _saved_self_sym_sizes(node):
        return node.self_shape


class UpsampleNearestExact2DBackwardBackward0(GeneratedNode):
    """_upsample_nearest_exact2d_backward(Tensor grad_output, SymInt[2] output_size, SymInt[4] input_size, float? scales_h=None, float? scales_w=None) -> Tensor

    grad_output: torch._generated.variable_type._upsample_nearest_exact2d(grad, output_size, scales_h, scales_w)
    """

    __slots__ = ('output_size', 'scales_h', 'scales_w')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        output_size = node.output_size
        scales_h = node.scales_h
        scales_w = node.scales_w
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch._generated.variable_type._upsample_nearest_exact2d(grad, output_size, scales_h, scales_w)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_output_size(node):
        return saved_int(node.output_size)

    @property
    def _saved_scales_h(node):
        return node.scales_h

    @property
    def _saved_scales_w(node):
        return node.scales_w


class UpsampleNearestExact3DBackward0(GeneratedNode):
    """_upsample_nearest_exact3d(Tensor self, SymInt[3] output_size, float? scales_d=None, float? scales_h=None, float? scales_w=None) -> Tensor

    self: torch._generated.variable_type._upsample_nearest_exact3d_backward(grad, output_size, self.shape, scales_d, scales_h, scales_w)
    """

    __slots__ = ('output_size', 'scales_d', 'scales_h', 'scales_w', 'self_shape')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        output_size = node.output_size
        scales_d = node.scales_d
        scales_h = node.scales_h
        scales_w = node.scales_w
        self_shape = node.self_shape
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch._generated.variable_type._upsample_nearest_exact3d_backward(grad, output_size, self_shape, scales_d, scales_h, scales_w)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_output_size(node):
        return saved_int(node.output_size)

    @property
    def _saved_scales_d(node):
        return node.scales_d

    @property
    def _saved_scales_h(node):
        return node.scales_h

    @property
    def _saved_scales_w(node):
        return node.scales_w

    @property
    def _saved_self_sym_sizes(node):
        return node.self_shape


class UpsampleNearestExact3DBackwardBackward0(GeneratedNode):
    """_upsample_nearest_exact3d_backward(Tensor grad_output, SymInt[3] output_size, SymInt[5] input_size, float? scales_d=None, float? scales_h=None, float? scales_w=None) -> Tensor

    grad_output: torch._generated.variable_type._upsample_nearest_exact3d(grad, output_size, scales_d, scales_h, scales_w)
    """

    __slots__ = ('output_size', 'scales_d', 'scales_h', 'scales_w')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        output_size = node.output_size
        scales_d = node.scales_d
        scales_h = node.scales_h
        scales_w = node.scales_w
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch._generated.variable_type._upsample_nearest_exact3d(grad, output_size, scales_d, scales_h, scales_w)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_output_size(node):
        return saved_int(node.output_size)

    @property
    def _saved_scales_d(node):
        return node.scales_d

    @property
    def _saved_scales_h(node):
        return node.scales_h

    @property
    def _saved_scales_w(node):
        return node.scales_w


class MaxPool2DWithIndicesBackward0(GeneratedNode):
    """max_pool2d_with_indices(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1, bool ceil_mode=False) -> (Tensor, Tensor)

    self: torch._generated.variable_type.max_pool2d_with_indices_backward(grad, self, kernel_size, stride, padding, dilation, ceil_mode, result1)
    """

    __slots__ = ('ceil_mode', 'dilation', 'kernel_size', 'padding', 'result1_', 'self_', 'stride')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        ceil_mode = node.ceil_mode
        dilation = node.dilation
        kernel_size = node.kernel_size
        padding = node.padding
        result1 = unpack_saved(node.result1_, node)
        self = unpack_saved(node.self_)
        stride = node.stride
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch._generated.variable_type.max_pool2d_with_indices_backward(grad, self, kernel_size, stride, padding, dilation, ceil_mode, result1)
        return grad_inputs

    def release_variables(node):
        node.result1_ = release_saved(node.result1_)
        node.self_ = release_saved(node.self_)

    @property
    def _saved_ceil_mode(node):
        return node.ceil_mode

    @property
    def _saved_dilation(node):
        return saved_int(node.dilation)

    @property
    def _saved_kernel_size(node):
        return saved_int(node.kernel_size)

    @property
    def _saved_padding(node):
        return saved_int(node.padding)

    @property
    def _saved_result1(node):
        return unpack_saved(node.result1_, node)

    @property
    def _raw_saved_result1(node):
        return raw_saved(node, 'result1_')

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')

    @property
    def _saved_stride(node):
        return saved_int(node.stride)


class MaxPool2DWithIndicesBackwardBackward0(GeneratedNode):
    """max_pool2d_with_indices_backward(Tensor grad_output, Tensor self, int[2] kernel_size, int[2] stride, int[2] padding, int[2] dilation, bool ceil_mode, Tensor indices) -> Tensor

    grad_output: grad.flatten(-2).gather(-1, indices.flatten(-2)).view_as(indices)
    self: torch.zeros_like(grad)
    """

    __slots__ = ('indices_',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        indices = unpack_saved(node.indices_)
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad.flatten(-2).gather(-1, indices.flatten(-2)).view_as(indices)
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = torch.zeros_like(grad)
        return grad_inputs

    def release_variables(node):
        node.indices_ = release_saved(node.indices_)

    @property
    def _saved_indices(node):
        return wrapped_number(unpack_saved(node.indices_))

    @property
    def _raw_saved_indices(node):
        return raw_saved(node, 'indices_')


class AvgPool2DBackward0(GeneratedNode):
    """avg_pool2d(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, bool ceil_mode=False, bool count_include_pad=True, int? divisor_override=None) -> Tensor

    self: avg_pool2d_backward_formula(grad, self, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override)
    """

    __slots__ = ('ceil_mode', 'count_include_pad', 'divisor_override', 'kernel_size', 'padding', 'self_', 'stride')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        ceil_mode = node.ceil_mode
        count_include_pad = node.count_include_pad
        divisor_override = node.divisor_override
        kernel_size = node.kernel_size
        padding = node.padding
        self = unpack_saved(node.self_)
        stride = node.stride
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = avg_pool2d_backward_formula(grad, self, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override)
        return grad_inputs

    def release_variables(node):
        node.self_ = release_saved(node.self_)

    @property
    def _saved_ceil_mode(node):
        return node.ceil_mode

    @property
    def _saved_count_include_pad(node):
        return node.count_include_pad

    @property
    def _saved_divisor_override(node):
        return saved_int(node.divisor_override)

    @property
    def _saved_kernel_size(node):
        return saved_int(node.kernel_size)

    @property
    def _saved_padding(node):
        return saved_int(node.padding)

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')

    @property
    def _saved_stride(node):
        return saved_int(node.stride)


class AdaptiveAvgPool2DBackward0(GeneratedNode):
    """_adaptive_avg_pool2d(Tensor self, SymInt[2] output_size) -> Tensor

    self: adaptive_avg_pool2d_backward_formula(grad, self)
    """

    __slots__ = ('self_',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = adaptive_avg_pool2d_backward_formula(grad, self)
        return grad_inputs

    def release_variables(node):
        node.self_ = release_saved(node.self_)

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class AdaptiveMaxPool2DBackward0(GeneratedNode):
    """adaptive_max_pool2d(Tensor self, int[2] output_size) -> (Tensor, Tensor)

    self: torch._generated.variable_type.adaptive_max_pool2d_backward(grad, self, result1)
    """

    __slots__ = ('result1_', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        result1 = unpack_saved(node.result1_, node)
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch._generated.variable_type.adaptive_max_pool2d_backward(grad, self, result1)
        return grad_inputs

    def release_variables(node):
        node.result1_ = release_saved(node.result1_)
        node.self_ = release_saved(node.self_)

    @property
    def _saved_result1(node):
        return unpack_saved(node.result1_, node)

    @property
    def _raw_saved_result1(node):
        return raw_saved(node, 'result1_')

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class AdaptiveMaxPool2DBackwardBackward0(GeneratedNode):
    """adaptive_max_pool2d_backward(Tensor grad_output, Tensor self, Tensor indices) -> Tensor

    grad_output: grad.flatten(-2).gather(-1, indices.flatten(-2)).view_as(indices)
    self: torch.zeros_like(grad)
    """

    __slots__ = ('indices_',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        indices = unpack_saved(node.indices_)
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad.flatten(-2).gather(-1, indices.flatten(-2)).view_as(indices)
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = torch.zeros_like(grad)
        return grad_inputs

    def release_variables(node):
        node.indices_ = release_saved(node.indices_)

    @property
    def _saved_indices(node):
        return wrapped_number(unpack_saved(node.indices_))

    @property
    def _raw_saved_indices(node):
        return raw_saved(node, 'indices_')


class AdaptiveMaxPool3DBackward0(GeneratedNode):
    """adaptive_max_pool3d(Tensor self, int[3] output_size) -> (Tensor, Tensor)

    self: torch._generated.variable_type.adaptive_max_pool3d_backward(grad, self, result1)
    """

    __slots__ = ('result1_', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        result1 = unpack_saved(node.result1_, node)
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch._generated.variable_type.adaptive_max_pool3d_backward(grad, self, result1)
        return grad_inputs

    def release_variables(node):
        node.result1_ = release_saved(node.result1_)
        node.self_ = release_saved(node.self_)

    @property
    def _saved_result1(node):
        return unpack_saved(node.result1_, node)

    @property
    def _raw_saved_result1(node):
        return raw_saved(node, 'result1_')

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class AdaptiveMaxPool3DBackwardBackward0(GeneratedNode):
    """adaptive_max_pool3d_backward(Tensor grad_output, Tensor self, Tensor indices) -> Tensor

    grad_output: grad.flatten(-3).gather(-1, indices.flatten(-3)).reshape_as(indices)
    self: torch.zeros_like(grad)
    """

    __slots__ = ('indices_',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        indices = unpack_saved(node.indices_)
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad.flatten(-3).gather(-1, indices.flatten(-3)).reshape_as(indices)
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = torch.zeros_like(grad)
        return grad_inputs

    def release_variables(node):
        node.indices_ = release_saved(node.indices_)

    @property
    def _saved_indices(node):
        return wrapped_number(unpack_saved(node.indices_))

    @property
    def _raw_saved_indices(node):
        return raw_saved(node, 'indices_')


class MaxPool3DWithIndicesBackward0(GeneratedNode):
    """max_pool3d_with_indices(Tensor self, int[3] kernel_size, int[3] stride=[], int[3] padding=0, int[3] dilation=1, bool ceil_mode=False) -> (Tensor, Tensor)

    self: torch._generated.variable_type.max_pool3d_with_indices_backward(grad, self, kernel_size, stride, padding, dilation, ceil_mode, result1)
    """

    __slots__ = ('ceil_mode', 'dilation', 'kernel_size', 'padding', 'result1_', 'self_', 'stride')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        ceil_mode = node.ceil_mode
        dilation = node.dilation
        kernel_size = node.kernel_size
        padding = node.padding
        result1 = unpack_saved(node.result1_, node)
        self = unpack_saved(node.self_)
        stride = node.stride
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch._generated.variable_type.max_pool3d_with_indices_backward(grad, self, kernel_size, stride, padding, dilation, ceil_mode, result1)
        return grad_inputs

    def release_variables(node):
        node.result1_ = release_saved(node.result1_)
        node.self_ = release_saved(node.self_)

    @property
    def _saved_ceil_mode(node):
        return node.ceil_mode

    @property
    def _saved_dilation(node):
        return saved_int(node.dilation)

    @property
    def _saved_kernel_size(node):
        return saved_int(node.kernel_size)

    @property
    def _saved_padding(node):
        return saved_int(node.padding)

    @property
    def _saved_result1(node):
        return unpack_saved(node.result1_, node)

    @property
    def _raw_saved_result1(node):
        return raw_saved(node, 'result1_')

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')

    @property
    def _saved_stride(node):
        return saved_int(node.stride)


class MaxPool3DWithIndicesBackwardBackward0(GeneratedNode):
    """max_pool3d_with_indices_backward(Tensor grad_output, Tensor self, int[3] kernel_size, int[3] stride, int[3] padding, int[3] dilation, bool ceil_mode, Tensor indices) -> Tensor

    grad_output: grad.flatten(-3).gather(-1, indices.flatten(-3)).reshape_as(indices)
    self: torch.zeros_like(grad)
    """

    __slots__ = ('indices_',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        indices = unpack_saved(node.indices_)
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad.flatten(-3).gather(-1, indices.flatten(-3)).reshape_as(indices)
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = torch.zeros_like(grad)
        return grad_inputs

    def release_variables(node):
        node.indices_ = release_saved(node.indices_)

    @property
    def _saved_indices(node):
        return wrapped_number(unpack_saved(node.indices_))

    @property
    def _raw_saved_indices(node):
        return raw_saved(node, 'indices_')


class AvgPool3DBackward0(GeneratedNode):
    """avg_pool3d(Tensor self, int[3] kernel_size, int[3] stride=[], int[3] padding=0, bool ceil_mode=False, bool count_include_pad=True, int? divisor_override=None) -> Tensor

    self: torch._generated.variable_type.avg_pool3d_backward(grad, self, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override)
    """

    __slots__ = ('ceil_mode', 'count_include_pad', 'divisor_override', 'kernel_size', 'padding', 'self_', 'stride')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        ceil_mode = node.ceil_mode
        count_include_pad = node.count_include_pad
        divisor_override = node.divisor_override
        kernel_size = node.kernel_size
        padding = node.padding
        self = unpack_saved(node.self_)
        stride = node.stride
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch._generated.variable_type.avg_pool3d_backward(grad, self, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override)
        return grad_inputs

    def release_variables(node):
        node.self_ = release_saved(node.self_)

    @property
    def _saved_ceil_mode(node):
        return node.ceil_mode

    @property
    def _saved_count_include_pad(node):
        return node.count_include_pad

    @property
    def _saved_divisor_override(node):
        return saved_int(node.divisor_override)

    @property
    def _saved_kernel_size(node):
        return saved_int(node.kernel_size)

    @property
    def _saved_padding(node):
        return saved_int(node.padding)

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')

    @property
    def _saved_stride(node):
        return saved_int(node.stride)


class AvgPool3DBackwardBackward0(GeneratedNode):
    """avg_pool3d_backward(Tensor grad_output, Tensor self, int[3] kernel_size, int[3] stride, int[3] padding, bool ceil_mode, bool count_include_pad, int? divisor_override) -> Tensor

    grad_output: torch._generated.variable_type.avg_pool3d(grad, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override)
    self: torch.zeros_like(grad)
    """

    __slots__ = ('ceil_mode', 'count_include_pad', 'divisor_override', 'kernel_size', 'padding', 'stride')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        ceil_mode = node.ceil_mode
        count_include_pad = node.count_include_pad
        divisor_override = node.divisor_override
        kernel_size = node.kernel_size
        padding = node.padding
        stride = node.stride
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch._generated.variable_type.avg_pool3d(grad, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override)
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = torch.zeros_like(grad)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_ceil_mode(node):
        return node.ceil_mode

    @property
    def _saved_count_include_pad(node):
        return node.count_include_pad

    @property
    def _saved_divisor_override(node):
        return saved_int(node.divisor_override)

    @property
    def _saved_kernel_size(node):
        return saved_int(node.kernel_size)

    @property
    def _saved_padding(node):
        return saved_int(node.padding)

    @property
    def _saved_stride(node):
        return saved_int(node.stride)


class AdaptiveAvgPool3DBackward0(GeneratedNode):
    """_adaptive_avg_pool3d(Tensor self, SymInt[3] output_size) -> Tensor

    self: adaptive_avg_pool3d_backward_formula(grad, self)
    """

    __slots__ = ('self_',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = adaptive_avg_pool3d_backward_formula(grad, self)
        return grad_inputs

    def release_variables(node):
        node.self_ = release_saved(node.self_)

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class NllLossBackward0(GeneratedNode):
    """nll_loss_forward(Tensor self, Tensor target, Tensor? weight, int reduction, SymInt ignore_index) -> (Tensor output, Tensor total_weight)

    self: nll_loss_backward_formula(grad, self, target, weight, reduction, ignore_index, total_weight)
    """

    __slots__ = ('ignore_index', 'reduction', 'self_', 'target_', 'total_weight_', 'weight_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        ignore_index = node.ignore_index
        reduction = node.reduction
        self = unpack_saved(node.self_)
        target = unpack_saved(node.target_)
        total_weight = unpack_saved(node.total_weight_, node)
        weight = unpack_saved(node.weight_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = nll_loss_backward_formula(grad, self, target, weight, reduction, ignore_index, total_weight)
        return grad_inputs

    def release_variables(node):
        node.self_ = release_saved(node.self_)
        node.target_ = release_saved(node.target_)
        node.total_weight_ = release_saved(node.total_weight_)
        node.weight_ = release_saved(node.weight_)

    @property
    def _saved_ignore_index(node):
        return saved_int(node.ignore_index)

    @property
    def _saved_reduction(node):
        return saved_int(node.reduction)

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')

    @property
    def _saved_target(node):
        return wrapped_number(unpack_saved(node.target_))

    @property
    def _raw_saved_target(node):
        return raw_saved(node, 'target_')

    @property
    def _saved_total_weight(node):
        return unpack_saved(node.total_weight_, node)

    @property
    def _raw_saved_total_weight(node):
        return raw_saved(node, 'total_weight_')

    @property
    def _saved_weight(node):
        return unpack_saved(node.weight_)

    @property
    def _raw_saved_weight(node):
        return raw_saved(node, 'weight_')


class NllLoss2DBackward0(GeneratedNode):
    """nll_loss2d_forward(Tensor self, Tensor target, Tensor? weight, int reduction, SymInt ignore_index) -> (Tensor output, Tensor total_weight)

    self: nll_loss2d_backward_formula(grad, self, target, weight, reduction, ignore_index, total_weight)
    """

    __slots__ = ('ignore_index', 'reduction', 'self_', 'target_', 'total_weight_', 'weight_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        ignore_index = node.ignore_index
        reduction = node.reduction
        self = unpack_saved(node.self_)
        target = unpack_saved(node.target_)
        total_weight = unpack_saved(node.total_weight_, node)
        weight = unpack_saved(node.weight_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = nll_loss2d_backward_formula(grad, self, target, weight, reduction, ignore_index, total_weight)
        return grad_inputs

    def release_variables(node):
        node.self_ = release_saved(node.self_)
        node.target_ = release_saved(node.target_)
        node.total_weight_ = release_saved(node.total_weight_)
        node.weight_ = release_saved(node.weight_)

    @property
    def _saved_ignore_index(node):
        return saved_int(node.ignore_index)

    @property
    def _saved_reduction(node):
        return saved_int(node.reduction)

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')

    @property
    def _saved_target(node):
        return wrapped_number(unpack_saved(node.target_))

    @property
    def _raw_saved_target(node):
        return raw_saved(node, 'target_')

    @property
    def _saved_total_weight(node):
        return unpack_saved(node.total_weight_, node)

    @property
    def _raw_saved_total_weight(node):
        return raw_saved(node, 'total_weight_')

    @property
    def _saved_weight(node):
        return unpack_saved(node.weight_)

    @property
    def _raw_saved_weight(node):
        return raw_saved(node, 'weight_')


class SoftMarginLossBackward0(GeneratedNode):
    """soft_margin_loss(Tensor self, Tensor target, int reduction=Mean) -> Tensor

    self: torch._generated.variable_type.soft_margin_loss_backward(grad, self, target, reduction)
    """

    __slots__ = ('reduction', 'self_', 'target_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        reduction = node.reduction
        self = unpack_saved(node.self_)
        target = unpack_saved(node.target_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch._generated.variable_type.soft_margin_loss_backward(grad, self, target, reduction)
        return grad_inputs

    def release_variables(node):
        node.self_ = release_saved(node.self_)
        node.target_ = release_saved(node.target_)

    @property
    def _saved_reduction(node):
        return saved_int(node.reduction)

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')

    @property
    def _saved_target(node):
        return wrapped_number(unpack_saved(node.target_))

    @property
    def _raw_saved_target(node):
        return raw_saved(node, 'target_')


class SoftMarginLossBackwardBackward0(GeneratedNode):
    """soft_margin_loss_backward(Tensor grad_output, Tensor self, Tensor target, int reduction) -> Tensor

    grad_output: torch._generated.variable_type.soft_margin_loss_backward(grad, self, target, reduction)
    self: soft_margin_loss_double_backward(grad * grad_output, self, target, reduction)
    """

    __slots__ = ('grad_output_', 'reduction', 'self_', 'target_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        grad_output = unpack_saved(node.grad_output_)
        reduction = node.reduction
        self = unpack_saved(node.self_)
        target = unpack_saved(node.target_)
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch._generated.variable_type.soft_margin_loss_backward(grad, self, target, reduction)
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = soft_margin_loss_double_backward(grad * grad_output, self, target, reduction)
        return grad_inputs

    def release_variables(node):
        node.grad_output_ = release_saved(node.grad_output_)
        node.self_ = release_saved(node.self_)
        node.target_ = release_saved(node.target_)

    @property
    def _saved_grad_output(node):
        return unpack_saved(node.grad_output_)

    @property
    def _raw_saved_grad_output(node):
        return raw_saved(node, 'grad_output_')

    @property
    def _saved_reduction(node):
        return saved_int(node.reduction)

    @property
    def _saved_self(node):
        return wrapped_number(unpack_saved(node.self_))

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')

    @property
    def _saved_target(node):
        return wrapped_number(unpack_saved(node.target_))

    @property
    def _raw_saved_target(node):
        return raw_saved(node, 'target_')


class MultiMarginLossBackward0(GeneratedNode):
    """multi_margin_loss(Tensor self, Tensor target, Scalar p=1, Scalar margin=1, Tensor? weight=None, int reduction=Mean) -> Tensor

    self: torch._generated.variable_type.multi_margin_loss_backward(grad, self, target, p, margin, weight, reduction)
    """

    __slots__ = ('margin', 'p', 'reduction', 'self_', 'target_', 'weight_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        margin = node.margin
        p = node.p
        reduction = node.reduction
        self = unpack_saved(node.self_)
        target = unpack_saved(node.target_)
        weight = unpack_saved(node.weight_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch._generated.variable_type.multi_margin_loss_backward(grad, self, target, p, margin, weight, reduction)
        return grad_inputs

    def release_variables(node):
        node.self_ = release_saved(node.self_)
        node.target_ = release_saved(node.target_)
        node.weight_ = release_saved(node.weight_)

    @property
    def _saved_margin(node):
        return node.margin

    @property
    def _saved_p(node):
        return node.p

    @property
    def _saved_reduction(node):
        return saved_int(node.reduction)

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')

    @property
    def _saved_target(node):
        return wrapped_number(unpack_saved(node.target_))

    @property
    def _raw_saved_target(node):
        return raw_saved(node, 'target_')

    @property
    def _saved_weight(node):
        return unpack_saved(node.weight_)

    @property
    def _raw_saved_weight(node):
        return raw_saved(node, 'weight_')


class MseLossBackward0(GeneratedNode):
    """mse_loss(Tensor self, Tensor target, int reduction=Mean) -> Tensor

    self: mse_loss_backward(grad, self, target, reduction)
    target: mse_loss_backward(grad, target, self, reduction)
    """

    __slots__ = ('reduction', 'self_', 'target_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        reduction = node.reduction
        self = unpack_saved(node.self_)
        target = unpack_saved(node.target_)
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = mse_loss_backward(grad, self, target, reduction)
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = mse_loss_backward(grad, target, self, reduction)
        return grad_inputs

    def release_variables(node):
        node.self_ = release_saved(node.self_)
        node.target_ = release_saved(node.target_)

    @property
    def _saved_reduction(node):
        return saved_int(node.reduction)

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')

    @property
    def _saved_target(node):
        return wrapped_number(unpack_saved(node.target_))

    @property
    def _raw_saved_target(node):
        return raw_saved(node, 'target_')


class SmoothL1LossBackward0(GeneratedNode):
    """smooth_l1_loss(Tensor self, Tensor target, int reduction=Mean, float beta=1.0) -> Tensor

    self, target: smooth_l1_loss_backward(grad, self, target, reduction, beta, grad_input_mask)
    """

    __slots__ = ('beta', 'reduction', 'self_', 'target_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        beta = node.beta
        reduction = node.reduction
        self = unpack_saved(node.self_)
        target = unpack_saved(node.target_)
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        grad_input_mask = (
            wanted[0] is not None,
            wanted[1] is not None,
        )
        if any(grad_input_mask):
            grad_result = smooth_l1_loss_backward(grad, self, target, reduction, beta, grad_input_mask)
            if grad_input_mask[0]:
                grad_inputs[0] = grad_result[0]
            if grad_input_mask[1]:
                grad_inputs[1] = grad_result[1]
        return grad_inputs

    def release_variables(node):
        node.self_ = release_saved(node.self_)
        node.target_ = release_saved(node.target_)

    @property
    def _saved_beta(node):
        return node.beta

    @property
    def _saved_reduction(node):
        return saved_int(node.reduction)

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')

    @property
    def _saved_target(node):
        return wrapped_number(unpack_saved(node.target_))

    @property
    def _raw_saved_target(node):
        return raw_saved(node, 'target_')


class HuberLossBackward0(GeneratedNode):
    """huber_loss(Tensor self, Tensor target, int reduction=Mean, float delta=1.0) -> Tensor

    self, target: huber_loss_backward(grad, self, target, reduction, delta, grad_input_mask)
    """

    __slots__ = ('delta', 'reduction', 'self_', 'target_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        delta = node.delta
        reduction = node.reduction
        self = unpack_saved(node.self_)
        target = unpack_saved(node.target_)
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        grad_input_mask = (
            wanted[0] is not None,
            wanted[1] is not None,
        )
        if any(grad_input_mask):
            grad_result = huber_loss_backward(grad, self, target, reduction, delta, grad_input_mask)
            if grad_input_mask[0]:
                grad_inputs[0] = grad_result[0]
            if grad_input_mask[1]:
                grad_inputs[1] = grad_result[1]
        return grad_inputs

    def release_variables(node):
        node.self_ = release_saved(node.self_)
        node.target_ = release_saved(node.target_)

    @property
    def _saved_delta(node):
        return node.delta

    @property
    def _saved_reduction(node):
        return saved_int(node.reduction)

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')

    @property
    def _saved_target(node):
        return wrapped_number(unpack_saved(node.target_))

    @property
    def _raw_saved_target(node):
        return raw_saved(node, 'target_')


class BinaryCrossEntropyBackward0(GeneratedNode):
    """binary_cross_entropy(Tensor self, Tensor target, Tensor? weight=None, int reduction=Mean) -> Tensor

    self: binary_cross_entropy_backward_formula(grad, self, target, weight, reduction)
    target: binary_cross_entropy_target_backward(grad, self, target, weight, reduction)
    """

    __slots__ = ('reduction', 'self_', 'target_', 'weight_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        reduction = node.reduction
        self = unpack_saved(node.self_)
        target = unpack_saved(node.target_)
        weight = unpack_saved(node.weight_)
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = binary_cross_entropy_backward_formula(grad, self, target, weight, reduction)
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = binary_cross_entropy_target_backward(grad, self, target, weight, reduction)
        return grad_inputs

    def release_variables(node):
        node.self_ = release_saved(node.self_)
        node.target_ = release_saved(node.target_)
        node.weight_ = release_saved(node.weight_)

    @property
    def _saved_reduction(node):
        return saved_int(node.reduction)

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')

    @property
    def _saved_target(node):
        return wrapped_number(unpack_saved(node.target_))

    @property
    def _raw_saved_target(node):
        return raw_saved(node, 'target_')

    @property
    def _saved_weight(node):
        return unpack_saved(node.weight_)

    @property
    def _raw_saved_weight(node):
        return raw_saved(node, 'weight_')


class BinaryCrossEntropyWithLogitsBackward0(GeneratedNode):
    """binary_cross_entropy_with_logits(Tensor self, Tensor target, Tensor? weight=None, Tensor? pos_weight=None, int reduction=Mean) -> Tensor

    self: bce_with_logits_backward(grad, self, target, weight, pos_weight, reduction)
    target: bce_with_logits_target_backward(grad, self, target, weight, pos_weight, reduction)
    """

    __slots__ = ('pos_weight_', 'reduction', 'self_', 'target_', 'weight_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        pos_weight = unpack_saved(node.pos_weight_)
        reduction = node.reduction
        self = unpack_saved(node.self_)
        target = unpack_saved(node.target_)
        weight = unpack_saved(node.weight_)
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = bce_with_logits_backward(grad, self, target, weight, pos_weight, reduction)
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = bce_with_logits_target_backward(grad, self, target, weight, pos_weight, reduction)
        return grad_inputs

    def release_variables(node):
        node.pos_weight_ = release_saved(node.pos_weight_)
        node.self_ = release_saved(node.self_)
        node.target_ = release_saved(node.target_)
        node.weight_ = release_saved(node.weight_)

    @property
    def _saved_pos_weight(node):
        return unpack_saved(node.pos_weight_)

    @property
    def _raw_saved_pos_weight(node):
        return raw_saved(node, 'pos_weight_')

    @property
    def _saved_reduction(node):
        return saved_int(node.reduction)

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')

    @property
    def _saved_target(node):
        return unpack_saved(node.target_)

    @property
    def _raw_saved_target(node):
        return raw_saved(node, 'target_')

    @property
    def _saved_weight(node):
        return unpack_saved(node.weight_)

    @property
    def _raw_saved_weight(node):
        return raw_saved(node, 'weight_')


class NativeLayerNormBackward0(GeneratedNode):
    """native_layer_norm(Tensor input, SymInt[] normalized_shape, Tensor? weight, Tensor? bias, float eps) -> (Tensor, Tensor, Tensor)

    input, weight, bias: layer_norm_backward_formula(grad, input, normalized_shape, result1, result2, weight, bias, grad_input_mask)
    """

    __slots__ = ('bias_', 'input_', 'normalized_shape', 'result1_', 'result2_', 'weight_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None, None]
        bias = unpack_saved(node.bias_)
        input = unpack_saved(node.input_)
        normalized_shape = node.normalized_shape
        result1 = unpack_saved(node.result1_, node)
        result2 = unpack_saved(node.result2_, node)
        weight = unpack_saved(node.weight_)
        grad_inputs = [None, None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        grad_input_mask = (
            wanted[0] is not None,
            wanted[1] is not None,
            wanted[2] is not None,
        )
        if any(grad_input_mask):
            grad_result = layer_norm_backward_formula(grad, input, normalized_shape, result1, result2, weight, bias, grad_input_mask)
            if grad_input_mask[0]:
                grad_inputs[0] = grad_result[0]
            if grad_input_mask[1]:
                grad_inputs[1] = grad_result[1]
            if grad_input_mask[2]:
                grad_inputs[2] = grad_result[2]
        return grad_inputs

    def release_variables(node):
        node.bias_ = release_saved(node.bias_)
        node.input_ = release_saved(node.input_)
        node.result1_ = release_saved(node.result1_)
        node.result2_ = release_saved(node.result2_)
        node.weight_ = release_saved(node.weight_)

    @property
    def _saved_bias(node):
        return unpack_saved(node.bias_)

    @property
    def _raw_saved_bias(node):
        return raw_saved(node, 'bias_')

    @property
    def _saved_input(node):
        return unpack_saved(node.input_)

    @property
    def _raw_saved_input(node):
        return raw_saved(node, 'input_')

    @property
    def _saved_normalized_shape(node):
        return saved_int(node.normalized_shape)

    @property
    def _saved_result1(node):
        return unpack_saved(node.result1_, node)

    @property
    def _raw_saved_result1(node):
        return raw_saved(node, 'result1_')

    @property
    def _saved_result2(node):
        return unpack_saved(node.result2_, node)

    @property
    def _raw_saved_result2(node):
        return raw_saved(node, 'result2_')

    @property
    def _saved_weight(node):
        return unpack_saved(node.weight_)

    @property
    def _raw_saved_weight(node):
        return raw_saved(node, 'weight_')


class NativeBatchNormBackward0(GeneratedNode):
    """native_batch_norm(Tensor input, Tensor? weight, Tensor? bias, Tensor? running_mean, Tensor? running_var, bool training, float momentum, float eps) -> (Tensor, Tensor, Tensor)

    input, weight, bias: batch_norm_backward_formula(grad, input, weight, running_mean, running_var, training, eps, grad_input_mask, result1, result2)
    """

    __slots__ = ('eps', 'input_', 'result1_', 'result2_', 'running_mean_', 'running_var_', 'training', 'weight_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None, None]
        eps = node.eps
        input = unpack_saved(node.input_)
        result1 = unpack_saved(node.result1_, node)
        result2 = unpack_saved(node.result2_, node)
        running_mean = unpack_saved(node.running_mean_)
        running_var = unpack_saved(node.running_var_)
        training = node.training
        weight = unpack_saved(node.weight_)
        grad_inputs = [None, None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        grad_input_mask = (
            wanted[0] is not None,
            wanted[1] is not None,
            wanted[2] is not None,
        )
        if any(grad_input_mask):
            grad_result = batch_norm_backward_formula(grad, input, weight, running_mean, running_var, training, eps, grad_input_mask, result1, result2)
            if grad_input_mask[0]:
                grad_inputs[0] = grad_result[0]
            if grad_input_mask[1]:
                grad_inputs[1] = grad_result[1]
            if grad_input_mask[2]:
                grad_inputs[2] = grad_result[2]
        return grad_inputs

    def release_variables(node):
        node.input_ = release_saved(node.input_)
        node.result1_ = release_saved(node.result1_)
        node.result2_ = release_saved(node.result2_)
        node.running_mean_ = release_saved(node.running_mean_)
        node.running_var_ = release_saved(node.running_var_)
        node.weight_ = release_saved(node.weight_)

    @property
    def _saved_eps(node):
        return node.eps

    @property
    def _saved_input(node):
        return unpack_saved(node.input_)

    @property
    def _raw_saved_input(node):
        return raw_saved(node, 'input_')

    @property
    def _saved_result1(node):
        return unpack_saved(node.result1_, node)

    @property
    def _raw_saved_result1(node):
        return raw_saved(node, 'result1_')

    @property
    def _saved_result2(node):
        return unpack_saved(node.result2_, node)

    @property
    def _raw_saved_result2(node):
        return raw_saved(node, 'result2_')

    @property
    def _saved_running_mean(node):
        return unpack_saved(node.running_mean_)

    @property
    def _raw_saved_running_mean(node):
        return raw_saved(node, 'running_mean_')

    @property
    def _saved_running_var(node):
        return unpack_saved(node.running_var_)

    @property
    def _raw_saved_running_var(node):
        return raw_saved(node, 'running_var_')

    @property
    def _saved_training(node):
        return node.training

    @property
    def _saved_weight(node):
        return unpack_saved(node.weight_)

    @property
    def _raw_saved_weight(node):
        return raw_saved(node, 'weight_')


class NativeGroupNormBackward0(GeneratedNode):
    """native_group_norm(Tensor input, Tensor? weight, Tensor? bias, SymInt N, SymInt C, SymInt HxW, int group, float eps) -> (Tensor, Tensor, Tensor)

    input, weight, bias: group_norm_backward_formula(grad, input, weight, N, C, HxW, group, eps, grad_input_mask, result1, result2)
    """

    __slots__ = ('C', 'HxW', 'N', 'eps', 'group', 'input_', 'result1_', 'result2_', 'weight_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None, None]
        C = node.C
        HxW = node.HxW
        N = node.N
        eps = node.eps
        group = node.group
        input = unpack_saved(node.input_)
        result1 = unpack_saved(node.result1_, node)
        result2 = unpack_saved(node.result2_, node)
        weight = unpack_saved(node.weight_)
        grad_inputs = [None, None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        grad_input_mask = (
            wanted[0] is not None,
            wanted[1] is not None,
            wanted[2] is not None,
        )
        if any(grad_input_mask):
            grad_result = group_norm_backward_formula(grad, input, weight, N, C, HxW, group, eps, grad_input_mask, result1, result2)
            if grad_input_mask[0]:
                grad_inputs[0] = grad_result[0]
            if grad_input_mask[1]:
                grad_inputs[1] = grad_result[1]
            if grad_input_mask[2]:
                grad_inputs[2] = grad_result[2]
        return grad_inputs

    def release_variables(node):
        node.input_ = release_saved(node.input_)
        node.result1_ = release_saved(node.result1_)
        node.result2_ = release_saved(node.result2_)
        node.weight_ = release_saved(node.weight_)

    @property
    def _saved_C(node):
        return saved_int(node.C)

    @property
    def _saved_HxW(node):
        return saved_int(node.HxW)

    @property
    def _saved_N(node):
        return saved_int(node.N)

    @property
    def _saved_eps(node):
        return node.eps

    @property
    def _saved_group(node):
        return saved_int(node.group)

    @property
    def _saved_input(node):
        return unpack_saved(node.input_)

    @property
    def _raw_saved_input(node):
        return raw_saved(node, 'input_')

    @property
    def _saved_result1(node):
        return unpack_saved(node.result1_, node)

    @property
    def _raw_saved_result1(node):
        return raw_saved(node, 'result1_')

    @property
    def _saved_result2(node):
        return unpack_saved(node.result2_, node)

    @property
    def _raw_saved_result2(node):
        return raw_saved(node, 'result2_')

    @property
    def _saved_weight(node):
        return unpack_saved(node.weight_)

    @property
    def _raw_saved_weight(node):
        return raw_saved(node, 'weight_')


class EmbeddingBackward0(GeneratedNode):
    """embedding(Tensor weight, Tensor indices, SymInt padding_idx=-1, bool scale_grad_by_freq=False, bool sparse=False) -> Tensor

    weight: embedding_backward_formula(grad, indices, weight.sym_size(0), padding_idx, scale_grad_by_freq, sparse)
    """

    __slots__ = ('indices_', 'padding_idx', 'scale_grad_by_freq', 'sparse', 'weight_size_0')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        indices = unpack_saved(node.indices_)
        padding_idx = node.padding_idx
        scale_grad_by_freq = node.scale_grad_by_freq
        sparse = node.sparse
        weight_size_0 = node.weight_size_0
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = embedding_backward_formula(grad, indices, weight_size_0, padding_idx, scale_grad_by_freq, sparse)
        return grad_inputs

    def release_variables(node):
        node.indices_ = release_saved(node.indices_)

    @property
    def _saved_indices(node):
        return unpack_saved(node.indices_)

    @property
    def _raw_saved_indices(node):
        return raw_saved(node, 'indices_')

    @property
    def _saved_padding_idx(node):
        return saved_int(node.padding_idx)

    @property
    def _saved_scale_grad_by_freq(node):
        return node.scale_grad_by_freq

    @property
    def _saved_sparse(node):
        return node.sparse

    @property
    def _saved_weight_sym_argsize_0(node):
        return node.weight_size_0


class FillBackward0(GeneratedNode):
    """fill.Scalar(Tensor self, Scalar value) -> Tensor

    self: torch.zeros_like(grad)
    """

    __slots__ = ()

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch.zeros_like(grad)
        return grad_inputs

    def release_variables(node):
        pass


class FillBackward1(GeneratedNode):
    """fill.Tensor(Tensor self, Tensor value) -> Tensor

    self: torch.zeros_like(grad)
    value: grad.sum()
    """

    __slots__ = ()

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch.zeros_like(grad)
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = grad.sum()
        return grad_inputs

    def release_variables(node):
        pass


class FillBackward2(GeneratedNode):
    """fill_.Scalar(Tensor(a!) self, Scalar value) -> Tensor(a!)

    self: torch.zeros_like(grad)
    """

    __slots__ = ()

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch.zeros_like(grad)
        return grad_inputs

    def release_variables(node):
        pass


class FillBackward3(GeneratedNode):
    """fill_.Tensor(Tensor(a!) self, Tensor value) -> Tensor(a!)

    self: torch.zeros_like(grad)
    value: grad.sum()
    """

    __slots__ = ()

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch.zeros_like(grad)
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = grad.sum()
        return grad_inputs

    def release_variables(node):
        pass


class ZeroBackward0(GeneratedNode):
    """zero_(Tensor(a!) self) -> Tensor(a!)

    self: torch.zeros_like(grad)
    """

    __slots__ = ()

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch.zeros_like(grad)
        return grad_inputs

    def release_variables(node):
        pass


class BernoulliBackward0(GeneratedNode):
    """bernoulli(Tensor self, *, Generator? generator=None) -> Tensor

    self: torch.zeros_like(grad)
    """

    __slots__ = ()

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch.zeros_like(grad)
        return grad_inputs

    def release_variables(node):
        pass


class BernoulliBackward1(GeneratedNode):
    """bernoulli_.Tensor(Tensor(a!) self, Tensor p, *, Generator? generator=None) -> Tensor(a!)

    self: torch.zeros_like(grad)
    p: torch.zeros_like(p)
    """

    __slots__ = ('p_info',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        p_info = node.p_info
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch.zeros_like(grad)
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = zeros_from_info(p_info)
        return grad_inputs

    def release_variables(node):
        pass


class BernoulliBackward2(GeneratedNode):
    """bernoulli_.float(Tensor(a!) self, float p=0.5, *, Generator? generator=None) -> Tensor(a!)

    self: torch.zeros_like(grad)
    """

    __slots__ = ()

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch.zeros_like(grad)
        return grad_inputs

    def release_variables(node):
        pass


class NormalBackward0(GeneratedNode):
    """normal_(Tensor(a!) self, float mean=0, float std=1, *, Generator? generator=None) -> Tensor(a!)

    self: torch.zeros_like(grad)
    """

    __slots__ = ()

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch.zeros_like(grad)
        return grad_inputs

    def release_variables(node):
        pass


class NormalBackward1(GeneratedNode):
    """normal.Tensor_float(Tensor mean, float std=1, *, Generator? generator=None) -> Tensor

    mean: grad.new_zeros(mean.shape)
    """

    __slots__ = ('mean_shape',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        mean_shape = node.mean_shape
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad.new_zeros(mean_shape)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_mean_sym_sizes(node):
        return node.mean_shape


class NormalBackward2(GeneratedNode):
    """normal.float_Tensor(float mean, Tensor std, *, Generator? generator=None) -> Tensor

    std: grad.new_zeros(std.shape)
    """

    __slots__ = ('std_shape',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        std_shape = node.std_shape
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad.new_zeros(std_shape)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_std_sym_sizes(node):
        return node.std_shape


class NormalBackward3(GeneratedNode):
    """normal.Tensor_Tensor(Tensor mean, Tensor std, *, Generator? generator=None) -> Tensor

    mean: grad.new_zeros(mean.shape)
    std: grad.new_zeros(std.shape)
    """

    __slots__ = ('mean_shape', 'std_shape')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        mean_shape = node.mean_shape
        std_shape = node.std_shape
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad.new_zeros(mean_shape)
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = grad.new_zeros(std_shape)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_mean_sym_sizes(node):
        return node.mean_shape

    @property
    def _saved_std_sym_sizes(node):
        return node.std_shape


class UniformBackward0(GeneratedNode):
    """uniform_(Tensor(a!) self, float from_=0, float to=1, *, Generator? generator=None) -> Tensor(a!)

    self: torch.zeros_like(grad)
    """

    __slots__ = ()

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch.zeros_like(grad)
        return grad_inputs

    def release_variables(node):
        pass


class LinalgSolveTriangularBackward0(GeneratedNode):
    """linalg_solve_triangular(Tensor self, Tensor B, *, bool upper, bool left=True, bool unitriangular=False) -> Tensor

    self, B: linalg_solve_triangular_backward(grad, self, result, upper, left, unitriangular, grad_input_mask)
    """

    __slots__ = ('left', 'result_', 'self_', 'unitriangular', 'upper')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        left = node.left
        result = unpack_saved(node.result_, node)
        self = unpack_saved(node.self_)
        unitriangular = node.unitriangular
        upper = node.upper
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        grad_input_mask = (
            wanted[0] is not None,
            wanted[1] is not None,
        )
        if any(grad_input_mask):
            grad_result = linalg_solve_triangular_backward(grad, self, result, upper, left, unitriangular, grad_input_mask)
            if grad_input_mask[0]:
                grad_inputs[0] = grad_result[0]
            if grad_input_mask[1]:
                grad_inputs[1] = grad_result[1]
        return grad_inputs

    def release_variables(node):
        node.result_ = release_saved(node.result_)
        node.self_ = release_saved(node.self_)

    @property
    def _saved_left(node):
        return node.left

    @property
    def _saved_result(node):
        return unpack_saved(node.result_, node)

    @property
    def _raw_saved_result(node):
        return raw_saved(node, 'result_')

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')

    @property
    def _saved_unitriangular(node):
        return node.unitriangular

    @property
    def _saved_upper(node):
        return node.upper


class LinalgLstsqBackward0(GeneratedNode):
    """linalg_lstsq(Tensor self, Tensor b, float? rcond=None, *, str? driver=None) -> (Tensor solution, Tensor residuals, Tensor rank, Tensor singular_values)

    self, b: linalg_lstsq_backward(grad_solution, grad_residuals, self, b, solution, grad_input_mask)
    """

    __slots__ = ('b_', 'self_', 'solution_')

    def apply(node, grads):
        grads = node.materialize_grads(grads)
        grad_solution = grads[0]
        grad_residuals = grads[1]
        b = unpack_saved(node.b_)
        self = unpack_saved(node.self_)
        solution = unpack_saved(node.solution_, node)
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        grad_input_mask = (
            wanted[0] is not None,
            wanted[1] is not None,
        )
        if any(grad_input_mask):
            grad_result = linalg_lstsq_backward(grad_solution, grad_residuals, self, b, solution, grad_input_mask)
            if grad_input_mask[0]:
                grad_inputs[0] = grad_result[0]
            if grad_input_mask[1]:
                grad_inputs[1] = grad_result[1]
        return grad_inputs

    def release_variables(node):
        node.b_ = release_saved(node.b_)
        node.self_ = release_saved(node.self_)
        node.solution_ = release_saved(node.solution_)

    @property
    def _saved_b(node):
        return wrapped_number(unpack_saved(node.b_))

    @property
    def _raw_saved_b(node):
        return raw_saved(node, 'b_')

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')

    @property
    def _saved_solution(node):
        return unpack_saved(node.solution_, node)

    @property
    def _raw_saved_solution(node):
        return raw_saved(node, 'solution_')


class GeqrfBackward0(GeneratedNode):
    """geqrf(Tensor self) -> (Tensor a, Tensor tau)

    self: not_implemented("geqrf")
    """

    __slots__ = ()

    def apply(node, grads):
        grads = node.materialize_grads(grads)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = not_implemented("geqrf")
        return grad_inputs

    def release_variables(node):
        pass


class StandardGammaBackward0(GeneratedNode):
    """_standard_gamma(Tensor self, Generator? generator=None) -> Tensor

    self: grad * torch._standard_gamma_grad(self, result)
    """

    __slots__ = ('result_', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        result = unpack_saved(node.result_, node)
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad * torch._standard_gamma_grad(self, result)
        return grad_inputs

    def release_variables(node):
        node.result_ = release_saved(node.result_)
        node.self_ = release_saved(node.self_)

    @property
    def _saved_result(node):
        return unpack_saved(node.result_, node)

    @property
    def _raw_saved_result(node):
        return raw_saved(node, 'result_')

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class StandardGammaGradBackward0(GeneratedNode):
    """_standard_gamma_grad(Tensor self, Tensor output) -> Tensor

    self: not_implemented("_standard_gamma_grad")
    output: not_implemented("_standard_gamma_grad")
    """

    __slots__ = ()

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = not_implemented("_standard_gamma_grad")
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = not_implemented("_standard_gamma_grad")
        return grad_inputs

    def release_variables(node):
        pass


class RandomBackward0(GeneratedNode):
    """random_.from(Tensor(a!) self, int from_, int? to, *, Generator? generator=None) -> Tensor(a!)

    self: torch.zeros_like(grad)
    """

    __slots__ = ()

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch.zeros_like(grad)
        return grad_inputs

    def release_variables(node):
        pass


class RandomBackward1(GeneratedNode):
    """random_.to(Tensor(a!) self, int to, *, Generator? generator=None) -> Tensor(a!)

    self: torch.zeros_like(grad)
    """

    __slots__ = ()

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch.zeros_like(grad)
        return grad_inputs

    def release_variables(node):
        pass


class RandomBackward2(GeneratedNode):
    """random_(Tensor(a!) self, *, Generator? generator=None) -> Tensor(a!)

    self: torch.zeros_like(grad)
    """

    __slots__ = ()

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch.zeros_like(grad)
        return grad_inputs

    def release_variables(node):
        pass


class CauchyBackward0(GeneratedNode):
    """cauchy_(Tensor(a!) self, float median=0, float sigma=1, *, Generator? generator=None) -> Tensor(a!)

    self: torch.zeros_like(grad)
    """

    __slots__ = ()

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch.zeros_like(grad)
        return grad_inputs

    def release_variables(node):
        pass


class ExponentialBackward0(GeneratedNode):
    """exponential_(Tensor(a!) self, float lambd=1, *, Generator? generator=None) -> Tensor(a!)

    self: torch.zeros_like(grad)
    """

    __slots__ = ()

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch.zeros_like(grad)
        return grad_inputs

    def release_variables(node):
        pass


class GeometricBackward0(GeneratedNode):
    """geometric_(Tensor(a!) self, float p, *, Generator? generator=None) -> Tensor(a!)

    self: torch.zeros_like(grad)
    """

    __slots__ = ()

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch.zeros_like(grad)
        return grad_inputs

    def release_variables(node):
        pass


class LogNormalBackward0(GeneratedNode):
    """log_normal_(Tensor(a!) self, float mean=1, float std=2, *, Generator? generator=None) -> Tensor(a!)

    self: torch.zeros_like(grad)
    """

    __slots__ = ()

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch.zeros_like(grad)
        return grad_inputs

    def release_variables(node):
        pass


class MaskedFillBackward0(GeneratedNode):
    """masked_fill.Scalar(Tensor self, Tensor mask, Scalar value) -> Tensor

    self: grad.masked_fill(mask, 0)
    """

    __slots__ = ('mask_',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        mask = unpack_saved(node.mask_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad.masked_fill(mask, 0)
        return grad_inputs

    def release_variables(node):
        node.mask_ = release_saved(node.mask_)

    @property
    def _saved_mask(node):
        return unpack_saved(node.mask_)

    @property
    def _raw_saved_mask(node):
        return raw_saved(node, 'mask_')


class MaskedFillBackward1(GeneratedNode):
    """masked_fill.Tensor(Tensor self, Tensor mask, Tensor value) -> Tensor

    self: grad.masked_fill(mask, 0)
    value: torch.where(mask, grad, 0).sum()
    """

    __slots__ = ('mask_',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        mask = unpack_saved(node.mask_)
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad.masked_fill(mask, 0)
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = torch.where(mask, grad, 0).sum()
        return grad_inputs

    def release_variables(node):
        node.mask_ = release_saved(node.mask_)

    @property
    def _saved_mask(node):
        return unpack_saved(node.mask_)

    @property
    def _raw_saved_mask(node):
        return raw_saved(node, 'mask_')


class TanhBackwardBackward0(GeneratedNode):
    """tanh_backward(Tensor grad_output, Tensor output) -> Tensor

    grad_output: tanh_backward(grad, output)
    output: grad * (-2 * output * grad_output)
    """

    __slots__ = ('grad_output_', 'output_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        grad_output = unpack_saved(node.grad_output_)
        output = unpack_saved(node.output_)
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = VT.tanh_backward(grad, output)
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = grad * (-2 * output * grad_output)
        return grad_inputs

    def release_variables(node):
        node.grad_output_ = release_saved(node.grad_output_)
        node.output_ = release_saved(node.output_)

    @property
    def _saved_grad_output(node):
        return unpack_saved(node.grad_output_)

    @property
    def _raw_saved_grad_output(node):
        return raw_saved(node, 'grad_output_')

    @property
    def _saved_output(node):
        return wrapped_number(unpack_saved(node.output_))

    @property
    def _raw_saved_output(node):
        return raw_saved(node, 'output_')


class SigmoidBackwardBackward0(GeneratedNode):
    """sigmoid_backward(Tensor grad_output, Tensor output) -> Tensor

    grad_output: sigmoid_backward(grad, output)
    output: grad * grad_output * (-2 * output + 1)
    """

    __slots__ = ('grad_output_', 'output_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        grad_output = unpack_saved(node.grad_output_)
        output = unpack_saved(node.output_)
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = VT.sigmoid_backward(grad, output)
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = grad * grad_output * (-2 * output + 1)
        return grad_inputs

    def release_variables(node):
        node.grad_output_ = release_saved(node.grad_output_)
        node.output_ = release_saved(node.output_)

    @property
    def _saved_grad_output(node):
        return unpack_saved(node.grad_output_)

    @property
    def _raw_saved_grad_output(node):
        return raw_saved(node, 'grad_output_')

    @property
    def _saved_output(node):
        return wrapped_number(unpack_saved(node.output_))

    @property
    def _raw_saved_output(node):
        return raw_saved(node, 'output_')


class SoftmaxBackwardDataBackward0(GeneratedNode):
    """_softmax_backward_data(Tensor grad_output, Tensor output, int dim, ScalarType input_dtype) -> Tensor

    grad_output: softmax_backward_data(grad, output, dim, output.dtype)
    output: softmax_double_backward(grad, grad_output, dim, output)
    """

    __slots__ = ('dim', 'grad_output_', 'output_', 'output_dtype')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        dim = node.dim
        grad_output = unpack_saved(node.grad_output_)
        output = unpack_saved(node.output_)
        output_dtype = node.output_dtype
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = softmax_backward_data(grad, output, dim, output_dtype)
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = softmax_double_backward(grad, grad_output, dim, output)
        return grad_inputs

    def release_variables(node):
        node.grad_output_ = release_saved(node.grad_output_)
        node.output_ = release_saved(node.output_)

    @property
    def _saved_dim(node):
        return saved_int(node.dim)

    @property
    def _saved_grad_output(node):
        return unpack_saved(node.grad_output_)

    @property
    def _raw_saved_grad_output(node):
        return raw_saved(node, 'grad_output_')

    @property
    def _saved_output(node):
        return unpack_saved(node.output_)

    @property
    def _raw_saved_output(node):
        return raw_saved(node, 'output_')


class LogSoftmaxBackwardDataBackward0(GeneratedNode):
    """_log_softmax_backward_data(Tensor grad_output, Tensor output, int dim, ScalarType input_dtype) -> Tensor

    grad_output: grad - (grad * output.exp()).sum(dim, keepdim=True)
    output: -grad_output.sum(dim, keepdim=True) * output.exp() * grad
    """

    __slots__ = ('dim', 'grad_output_', 'output_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        dim = node.dim
        grad_output = unpack_saved(node.grad_output_)
        output = unpack_saved(node.output_)
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad - (grad * output.exp()).sum(dim, keepdim=True)
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = -grad_output.sum(dim, keepdim=True) * output.exp() * grad
        return grad_inputs

    def release_variables(node):
        node.grad_output_ = release_saved(node.grad_output_)
        node.output_ = release_saved(node.output_)

    @property
    def _saved_dim(node):
        return saved_int(node.dim)

    @property
    def _saved_grad_output(node):
        return unpack_saved(node.grad_output_)

    @property
    def _raw_saved_grad_output(node):
        return raw_saved(node, 'grad_output_')

    @property
    def _saved_output(node):
        return unpack_saved(node.output_)

    @property
    def _raw_saved_output(node):
        return raw_saved(node, 'output_')


class ThresholdBackwardBackward0(GeneratedNode):
    """threshold_backward(Tensor grad_output, Tensor self, Scalar threshold) -> Tensor

    grad_output: threshold_backward(grad, self, threshold)
    self: torch.zeros_like(grad)
    """

    __slots__ = ('self_', 'threshold')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        self = unpack_saved(node.self_)
        threshold = node.threshold
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = VT.threshold_backward(grad, self, threshold)
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = torch.zeros_like(grad)
        return grad_inputs

    def release_variables(node):
        node.self_ = release_saved(node.self_)

    @property
    def _saved_self(node):
        return wrapped_number(unpack_saved(node.self_))

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')

    @property
    def _saved_threshold(node):
        return node.threshold


class WeightNormInterfaceBackward0(GeneratedNode):
    """_weight_norm_interface(Tensor v, Tensor g, int dim=0) -> (Tensor, Tensor)

    v, g: weight_norm_backward(grad, v, g, result1, dim)
    """

    __slots__ = ('dim', 'g_', 'result1_', 'v_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        dim = node.dim
        g = unpack_saved(node.g_)
        result1 = unpack_saved(node.result1_, node)
        v = unpack_saved(node.v_)
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        grad_input_mask = (
            wanted[0] is not None,
            wanted[1] is not None,
        )
        if any(grad_input_mask):
            grad_result = weight_norm_backward(grad, v, g, result1, dim)
            if grad_input_mask[0]:
                grad_inputs[0] = grad_result[0]
            if grad_input_mask[1]:
                grad_inputs[1] = grad_result[1]
        return grad_inputs

    def release_variables(node):
        node.g_ = release_saved(node.g_)
        node.result1_ = release_saved(node.result1_)
        node.v_ = release_saved(node.v_)

    @property
    def _saved_dim(node):
        return saved_int(node.dim)

    @property
    def _saved_g(node):
        return unpack_saved(node.g_)

    @property
    def _raw_saved_g(node):
        return raw_saved(node, 'g_')

    @property
    def _saved_result1(node):
        return unpack_saved(node.result1_, node)

    @property
    def _raw_saved_result1(node):
        return raw_saved(node, 'result1_')

    @property
    def _saved_v(node):
        return unpack_saved(node.v_)

    @property
    def _raw_saved_v(node):
        return raw_saved(node, 'v_')


class ConvolutionBackwardBackward0(GeneratedNode):
    """convolution_backward(Tensor grad_output, Tensor input, Tensor weight, SymInt[]? bias_sizes, SymInt[] stride, SymInt[] padding, SymInt[] dilation, bool transposed, SymInt[] output_padding, SymInt groups, bool[3] output_mask) -> (Tensor, Tensor, Tensor)

    grad_output, input, weight: conv_double_backward(grads[0], grads[1], grads[2], grad_output, input, weight, stride, padding, dilation, transposed, output_padding, groups, output_mask, grad_input_mask)
    """

    __slots__ = ('dilation', 'grad_output_', 'groups', 'input_', 'output_mask', 'output_padding', 'padding', 'stride', 'transposed', 'weight_')

    def apply(node, grads):
        grads = node.materialize_grads(grads)
        dilation = node.dilation
        grad_output = unpack_saved(node.grad_output_)
        groups = node.groups
        input = unpack_saved(node.input_)
        output_mask = node.output_mask
        output_padding = node.output_padding
        padding = node.padding
        stride = node.stride
        transposed = node.transposed
        weight = unpack_saved(node.weight_)
        grad_inputs = [None, None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        grad_input_mask = (
            wanted[0] is not None,
            wanted[1] is not None,
            wanted[2] is not None,
        )
        if any(grad_input_mask):
            grad_result = conv_double_backward(grads[0], grads[1], grads[2], grad_output, input, weight, stride, padding, dilation, transposed, output_padding, groups, output_mask, grad_input_mask)
            if grad_input_mask[0]:
                grad_inputs[0] = grad_result[0]
            if grad_input_mask[1]:
                grad_inputs[1] = grad_result[1]
            if grad_input_mask[2]:
                grad_inputs[2] = grad_result[2]
        return grad_inputs

    def release_variables(node):
        node.grad_output_ = release_saved(node.grad_output_)
        node.input_ = release_saved(node.input_)
        node.weight_ = release_saved(node.weight_)

    @property
    def _saved_dilation(node):
        return saved_int(node.dilation)

    @property
    def _saved_grad_output(node):
        return unpack_saved(node.grad_output_)

    @property
    def _raw_saved_grad_output(node):
        return raw_saved(node, 'grad_output_')

    @property
    def _saved_groups(node):
        return saved_int(node.groups)

    @property
    def _saved_input(node):
        return wrapped_number(unpack_saved(node.input_))

    @property
    def _raw_saved_input(node):
        return raw_saved(node, 'input_')

    @property
    def _saved_output_mask(node):
        return node.output_mask

    @property
    def _saved_output_padding(node):
        return saved_int(node.output_padding)

    @property
    def _saved_padding(node):
        return saved_int(node.padding)

    @property
    def _saved_stride(node):
        return saved_int(node.stride)

    @property
    def _saved_transposed(node):
        return node.transposed

    @property
    def _saved_weight(node):
        return wrapped_number(unpack_saved(node.weight_))

    @property
    def _raw_saved_weight(node):
        return raw_saved(node, 'weight_')


class ChannelShuffleBackward0(GeneratedNode):
    """channel_shuffle(Tensor self, SymInt groups) -> Tensor

    self: torch.channel_shuffle(grad, grad.shape[1] // groups)
    """

    __slots__ = ('groups',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        groups = node.groups
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch.channel_shuffle(grad, grad.shape[1] // groups)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_groups(node):
        return saved_int(node.groups)


class MaxUnpool2DBackward0(GeneratedNode):
    """max_unpool2d(Tensor self, Tensor indices, SymInt[2] output_size) -> Tensor

    self: grad.flatten(-2).gather(-1, indices.flatten(-2)).reshape_as(indices)
    """

    __slots__ = ('indices_',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        indices = unpack_saved(node.indices_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad.flatten(-2).gather(-1, indices.flatten(-2)).reshape_as(indices)
        return grad_inputs

    def release_variables(node):
        node.indices_ = release_saved(node.indices_)

    @property
    def _saved_indices(node):
        return wrapped_number(unpack_saved(node.indices_))

    @property
    def _raw_saved_indices(node):
        return raw_saved(node, 'indices_')


class MaxUnpool3DBackward0(GeneratedNode):
    """max_unpool3d(Tensor self, Tensor indices, SymInt[3] output_size, int[3] stride, int[3] padding) -> Tensor

    self: grad.flatten(-3).gather(-1, indices.flatten(-3)).reshape_as(indices)
    """

    __slots__ = ('indices_',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        indices = unpack_saved(node.indices_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad.flatten(-3).gather(-1, indices.flatten(-3)).reshape_as(indices)
        return grad_inputs

    def release_variables(node):
        node.indices_ = release_saved(node.indices_)

    @property
    def _saved_indices(node):
        return wrapped_number(unpack_saved(node.indices_))

    @property
    def _raw_saved_indices(node):
        return raw_saved(node, 'indices_')


class PdistBackward0(GeneratedNode):
    """_pdist_forward(Tensor self, float p=2) -> Tensor

    self: torch._generated.variable_type._pdist_backward(grad, self, p, result)
    """

    __slots__ = ('p', 'result_', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        p = node.p
        result = unpack_saved(node.result_, node)
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch._generated.variable_type._pdist_backward(grad, self, p, result)
        return grad_inputs

    def release_variables(node):
        node.result_ = release_saved(node.result_)
        node.self_ = release_saved(node.self_)

    @property
    def _saved_p(node):
        return node.p

    @property
    def _saved_result(node):
        return unpack_saved(node.result_, node)

    @property
    def _raw_saved_result(node):
        return raw_saved(node, 'result_')

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class PdistBackwardBackward0(GeneratedNode):
    """_pdist_backward(Tensor grad_output, Tensor self, float p, Tensor pdist) -> Tensor

    grad_output: not_implemented("_pdist_backward")
    self: not_implemented("_pdist_backward")
    pdist: not_implemented("_pdist_backward")
    """

    __slots__ = ()

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None, None]
        grad_inputs = [None, None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = not_implemented("_pdist_backward")
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = not_implemented("_pdist_backward")
        if wanted[2] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[2] = not_implemented("_pdist_backward")
        return grad_inputs

    def release_variables(node):
        pass


class MultilabelMarginLossBackward0(GeneratedNode):
    """multilabel_margin_loss_forward(Tensor self, Tensor target, int reduction) -> (Tensor output, Tensor is_target)

    self: torch._generated.variable_type.multilabel_margin_loss_backward(grad, self, target, reduction, is_target)
    """

    __slots__ = ('is_target_', 'reduction', 'self_', 'target_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        is_target = unpack_saved(node.is_target_, node)
        reduction = node.reduction
        self = unpack_saved(node.self_)
        target = unpack_saved(node.target_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch._generated.variable_type.multilabel_margin_loss_backward(grad, self, target, reduction, is_target)
        return grad_inputs

    def release_variables(node):
        node.is_target_ = release_saved(node.is_target_)
        node.self_ = release_saved(node.self_)
        node.target_ = release_saved(node.target_)

    @property
    def _saved_is_target(node):
        return unpack_saved(node.is_target_, node)

    @property
    def _raw_saved_is_target(node):
        return raw_saved(node, 'is_target_')

    @property
    def _saved_reduction(node):
        return saved_int(node.reduction)

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')

    @property
    def _saved_target(node):
        return wrapped_number(unpack_saved(node.target_))

    @property
    def _raw_saved_target(node):
        return raw_saved(node, 'target_')


class CtcLossBackward0(GeneratedNode):
    """_ctc_loss(Tensor log_probs, Tensor targets, int[] input_lengths, int[] target_lengths, int blank=0, bool zero_infinity=False) -> (Tensor, Tensor)

    log_probs: torch._generated.variable_type._ctc_loss_backward(grad, log_probs, targets, input_lengths, target_lengths, result0, result1, blank, zero_infinity)
    """

    __slots__ = ('blank', 'input_lengths', 'log_probs_', 'result0_', 'result1_', 'target_lengths', 'targets_', 'zero_infinity')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        blank = node.blank
        input_lengths = node.input_lengths
        log_probs = unpack_saved(node.log_probs_)
        result0 = unpack_saved(node.result0_, node)
        result1 = unpack_saved(node.result1_, node)
        target_lengths = node.target_lengths
        targets = unpack_saved(node.targets_)
        zero_infinity = node.zero_infinity
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch._generated.variable_type._ctc_loss_backward(grad, log_probs, targets, input_lengths, target_lengths, result0, result1, blank, zero_infinity)
        return grad_inputs

    def release_variables(node):
        node.log_probs_ = release_saved(node.log_probs_)
        node.result0_ = release_saved(node.result0_)
        node.result1_ = release_saved(node.result1_)
        node.targets_ = release_saved(node.targets_)

    @property
    def _saved_blank(node):
        return saved_int(node.blank)

    @property
    def _saved_input_lengths(node):
        return saved_int(node.input_lengths)

    @property
    def _saved_log_probs(node):
        return unpack_saved(node.log_probs_)

    @property
    def _raw_saved_log_probs(node):
        return raw_saved(node, 'log_probs_')

    @property
    def _saved_result0(node):
        return unpack_saved(node.result0_, node)

    @property
    def _raw_saved_result0(node):
        return raw_saved(node, 'result0_')

    @property
    def _saved_result1(node):
        return unpack_saved(node.result1_, node)

    @property
    def _raw_saved_result1(node):
        return raw_saved(node, 'result1_')

    @property
    def _saved_target_lengths(node):
        return saved_int(node.target_lengths)

    @property
    def _saved_targets(node):
        return unpack_saved(node.targets_)

    @property
    def _raw_saved_targets(node):
        return raw_saved(node, 'targets_')

    @property
    def _saved_zero_infinity(node):
        return node.zero_infinity


class TrilinearBackward0(GeneratedNode):
    """_trilinear(Tensor i1, Tensor i2, Tensor i3, int[] expand1, int[] expand2, int[] expand3, int[] sumdim, int unroll_dim=1) -> Tensor

    i1, i2, i3: trilinear_backward(grad, i1, i2, i3, expand1, expand2, expand3, sumdim, grad_input_mask)
    """

    __slots__ = ('expand1', 'expand2', 'expand3', 'i1_', 'i2_', 'i3_', 'sumdim')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None, None]
        expand1 = node.expand1
        expand2 = node.expand2
        expand3 = node.expand3
        i1 = unpack_saved(node.i1_)
        i2 = unpack_saved(node.i2_)
        i3 = unpack_saved(node.i3_)
        sumdim = node.sumdim
        grad_inputs = [None, None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        grad_input_mask = (
            wanted[0] is not None,
            wanted[1] is not None,
            wanted[2] is not None,
        )
        if any(grad_input_mask):
            grad_result = trilinear_backward(grad, i1, i2, i3, expand1, expand2, expand3, sumdim, grad_input_mask)
            if grad_input_mask[0]:
                grad_inputs[0] = grad_result[0]
            if grad_input_mask[1]:
                grad_inputs[1] = grad_result[1]
            if grad_input_mask[2]:
                grad_inputs[2] = grad_result[2]
        return grad_inputs

    def release_variables(node):
        node.i1_ = release_saved(node.i1_)
        node.i2_ = release_saved(node.i2_)
        node.i3_ = release_saved(node.i3_)

    @property
    def _saved_expand1(node):
        return saved_int(node.expand1)

    @property
    def _saved_expand2(node):
        return saved_int(node.expand2)

    @property
    def _saved_expand3(node):
        return saved_int(node.expand3)

    @property
    def _saved_i1(node):
        return unpack_saved(node.i1_)

    @property
    def _raw_saved_i1(node):
        return raw_saved(node, 'i1_')

    @property
    def _saved_i2(node):
        return unpack_saved(node.i2_)

    @property
    def _raw_saved_i2(node):
        return raw_saved(node, 'i2_')

    @property
    def _saved_i3(node):
        return unpack_saved(node.i3_)

    @property
    def _raw_saved_i3(node):
        return raw_saved(node, 'i3_')

    @property
    def _saved_sumdim(node):
        return saved_int(node.sumdim)


class ScaledDotProductFlashAttentionForCpuBackward0(GeneratedNode):
    """_scaled_dot_product_flash_attention_for_cpu(Tensor query, Tensor key, Tensor value, float dropout_p=0.0, bool is_causal=False, *, Tensor? attn_mask=None, float? scale=None) -> (Tensor output, Tensor logsumexp)

    query, key, value: torch._generated.variable_type._scaled_dot_product_flash_attention_for_cpu_backward(grad, query, key, value, output, logsumexp, dropout_p, is_causal, attn_mask=attn_mask, scale=scale)
    """

    __slots__ = ('attn_mask_', 'dropout_p', 'is_causal', 'key_', 'logsumexp_', 'output_', 'query_', 'scale', 'value_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None, None]
        attn_mask = unpack_saved(node.attn_mask_)
        dropout_p = node.dropout_p
        is_causal = node.is_causal
        key = unpack_saved(node.key_)
        logsumexp = unpack_saved(node.logsumexp_, node)
        output = unpack_saved(node.output_, node)
        query = unpack_saved(node.query_)
        scale = node.scale
        value = unpack_saved(node.value_)
        grad_inputs = [None, None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        grad_input_mask = (
            wanted[0] is not None,
            wanted[1] is not None,
            wanted[2] is not None,
        )
        if any(grad_input_mask):
            grad_result = torch._generated.variable_type._scaled_dot_product_flash_attention_for_cpu_backward(grad, query, key, value, output, logsumexp, dropout_p, is_causal, attn_mask=attn_mask, scale=scale)
            if grad_input_mask[0]:
                grad_inputs[0] = grad_result[0]
            if grad_input_mask[1]:
                grad_inputs[1] = grad_result[1]
            if grad_input_mask[2]:
                grad_inputs[2] = grad_result[2]
        return grad_inputs

    def release_variables(node):
        node.attn_mask_ = release_saved(node.attn_mask_)
        node.key_ = release_saved(node.key_)
        node.logsumexp_ = release_saved(node.logsumexp_)
        node.output_ = release_saved(node.output_)
        node.query_ = release_saved(node.query_)
        node.value_ = release_saved(node.value_)

    @property
    def _saved_attn_mask(node):
        return unpack_saved(node.attn_mask_)

    @property
    def _raw_saved_attn_mask(node):
        return raw_saved(node, 'attn_mask_')

    @property
    def _saved_dropout_p(node):
        return node.dropout_p

    @property
    def _saved_is_causal(node):
        return node.is_causal

    @property
    def _saved_key(node):
        return unpack_saved(node.key_)

    @property
    def _raw_saved_key(node):
        return raw_saved(node, 'key_')

    @property
    def _saved_logsumexp(node):
        return unpack_saved(node.logsumexp_, node)

    @property
    def _raw_saved_logsumexp(node):
        return raw_saved(node, 'logsumexp_')

    @property
    def _saved_output(node):
        return unpack_saved(node.output_, node)

    @property
    def _raw_saved_output(node):
        return raw_saved(node, 'output_')

    @property
    def _saved_query(node):
        return unpack_saved(node.query_)

    @property
    def _raw_saved_query(node):
        return raw_saved(node, 'query_')

    @property
    def _saved_scale(node):
        return node.scale

    @property
    def _saved_value(node):
        return unpack_saved(node.value_)

    @property
    def _raw_saved_value(node):
        return raw_saved(node, 'value_')


class EluBackward1(GeneratedNode):
    """elu_(Tensor(a!) self, Scalar alpha=1, Scalar scale=1, Scalar input_scale=1) -> Tensor(a!)

    self: inplace_activation_backward(elu_backward_formula(grad, result, alpha, scale, input_scale, True), alpha, "elu")
    """

    __slots__ = ('alpha', 'input_scale', 'result_', 'scale')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        alpha = node.alpha
        input_scale = node.input_scale
        result = unpack_saved(node.result_, node)
        scale = node.scale
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = inplace_activation_backward(elu_backward_formula(grad, result, alpha, scale, input_scale, True), alpha, "elu")
        return grad_inputs

    def release_variables(node):
        node.result_ = release_saved(node.result_)

    @property
    def _saved_alpha(node):
        return node.alpha

    @property
    def _saved_input_scale(node):
        return node.input_scale

    @property
    def _saved_result(node):
        return unpack_saved(node.result_, node)

    @property
    def _raw_saved_result(node):
        return raw_saved(node, 'result_')

    @property
    def _saved_scale(node):
        return node.scale


class CeluBackward1(GeneratedNode):
    """celu_(Tensor(a!) self, Scalar alpha=1.0) -> Tensor(a!)

    self: inplace_activation_backward(elu_backward_formula(grad, result, alpha, 1, celu_input_scale(alpha), True), alpha, "elu")
    """

    __slots__ = ('alpha', 'result_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        alpha = node.alpha
        result = unpack_saved(node.result_, node)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = inplace_activation_backward(elu_backward_formula(grad, result, alpha, 1, celu_input_scale(alpha), True), alpha, "elu")
        return grad_inputs

    def release_variables(node):
        node.result_ = release_saved(node.result_)

    @property
    def _saved_alpha(node):
        return node.alpha

    @property
    def _saved_result(node):
        return unpack_saved(node.result_, node)

    @property
    def _raw_saved_result(node):
        return raw_saved(node, 'result_')


class LeakyReluBackward1(GeneratedNode):
    """leaky_relu_(Tensor(a!) self, Scalar negative_slope=0.01) -> Tensor(a!)

    self: inplace_activation_backward(leaky_relu_backward_formula(grad, result, negative_slope), negative_slope, "leaky_relu")
    """

    __slots__ = ('negative_slope', 'result_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        negative_slope = node.negative_slope
        result = unpack_saved(node.result_, node)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = inplace_activation_backward(leaky_relu_backward_formula(grad, result, negative_slope), negative_slope, "leaky_relu")
        return grad_inputs

    def release_variables(node):
        node.result_ = release_saved(node.result_)

    @property
    def _saved_negative_slope(node):
        return node.negative_slope

    @property
    def _saved_result(node):
        return unpack_saved(node.result_, node)

    @property
    def _raw_saved_result(node):
        return raw_saved(node, 'result_')


class NanmedianBackward0(GeneratedNode):
    """nanmedian(Tensor self) -> Tensor

    self: evenly_distribute_backward(grad, self, result)
    """

    __slots__ = ('result_', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        result = unpack_saved(node.result_, node)
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = evenly_distribute_backward(grad, self, result)
        return grad_inputs

    def release_variables(node):
        node.result_ = release_saved(node.result_)
        node.self_ = release_saved(node.self_)

    @property
    def _saved_result(node):
        return unpack_saved(node.result_, node)

    @property
    def _raw_saved_result(node):
        return raw_saved(node, 'result_')

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class NanmedianBackward1(GeneratedNode):
    """nanmedian.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)

    self: value_selecting_reduction_backward(grad, dim, indices, self.shape, keepdim)
    """

    __slots__ = ('dim', 'indices_', 'keepdim', 'self_shape')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        dim = node.dim
        indices = unpack_saved(node.indices_, node)
        keepdim = node.keepdim
        self_shape = node.self_shape
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = value_selecting_reduction_backward(grad, dim, indices, self_shape, keepdim)
        return grad_inputs

    def release_variables(node):
        node.indices_ = release_saved(node.indices_)

    @property
    def _saved_dim(node):
        return saved_int(node.dim)

    @property
    def _saved_indices(node):
        return unpack_saved(node.indices_, node)

    @property
    def _raw_saved_indices(node):
        return raw_saved(node, 'indices_')

    @property
    def _saved_keepdim(node):
        return node.keepdim

    @property
    def _saved_self_sym_sizes(node):
        return node.self_shape


class ModeBackward0(GeneratedNode):
    """mode(Tensor self, int dim=-1, bool keepdim=False) -> (Tensor values, Tensor indices)

    self: value_selecting_reduction_backward(grad, dim, indices, self.shape, keepdim)
    """

    __slots__ = ('dim', 'indices_', 'keepdim', 'self_shape')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        dim = node.dim
        indices = unpack_saved(node.indices_, node)
        keepdim = node.keepdim
        self_shape = node.self_shape
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = value_selecting_reduction_backward(grad, dim, indices, self_shape, keepdim)
        return grad_inputs

    def release_variables(node):
        node.indices_ = release_saved(node.indices_)

    @property
    def _saved_dim(node):
        return saved_int(node.dim)

    @property
    def _saved_indices(node):
        return unpack_saved(node.indices_, node)

    @property
    def _raw_saved_indices(node):
        return raw_saved(node, 'indices_')

    @property
    def _saved_keepdim(node):
        return node.keepdim

    @property
    def _saved_self_sym_sizes(node):
        return node.self_shape


class AminmaxBackward0(GeneratedNode):
    """aminmax(Tensor self, *, int? dim=None, bool keepdim=False) -> (Tensor min, Tensor max)

    self: aminmax_backward(grad_min, grad_max, self, min, max, dim, keepdim)
    """

    __slots__ = ('dim', 'keepdim', 'max_', 'min_', 'self_')

    def apply(node, grads):
        grads = node.materialize_grads(grads)
        grad_min = grads[0]
        grad_max = grads[1]
        dim = node.dim
        keepdim = node.keepdim
        max = unpack_saved(node.max_, node)
        min = unpack_saved(node.min_, node)
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = aminmax_backward(grad_min, grad_max, self, min, max, dim, keepdim)
        return grad_inputs

    def release_variables(node):
        node.max_ = release_saved(node.max_)
        node.min_ = release_saved(node.min_)
        node.self_ = release_saved(node.self_)

    @property
    def _saved_dim(node):
        return saved_int(node.dim)

    @property
    def _saved_keepdim(node):
        return node.keepdim

    @property
    def _saved_max(node):
        return unpack_saved(node.max_, node)

    @property
    def _raw_saved_max(node):
        return raw_saved(node, 'max_')

    @property
    def _saved_min(node):
        return unpack_saved(node.min_, node)

    @property
    def _raw_saved_min(node):
        return raw_saved(node, 'min_')

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class LinalgMatrixExpBackward0(GeneratedNode):
    """linalg_matrix_exp(Tensor self) -> Tensor

    self: matrix_exp_differential(self, grad, True)
    """

    __slots__ = ('self_',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = matrix_exp_differential(self, grad, True)
        return grad_inputs

    def release_variables(node):
        node.self_ = release_saved(node.self_)

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class CholeskySolveBackward0(GeneratedNode):
    """cholesky_solve(Tensor self, Tensor input2, bool upper=False) -> Tensor

    self, input2: cholesky_solve_backward(grad, self, input2, result, upper, grad_input_mask)
    """

    __slots__ = ('input2_', 'result_', 'self_', 'upper')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        input2 = unpack_saved(node.input2_)
        result = unpack_saved(node.result_, node)
        self = unpack_saved(node.self_)
        upper = node.upper
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        grad_input_mask = (
            wanted[0] is not None,
            wanted[1] is not None,
        )
        if any(grad_input_mask):
            grad_result = cholesky_solve_backward(grad, self, input2, result, upper, grad_input_mask)
            if grad_input_mask[0]:
                grad_inputs[0] = grad_result[0]
            if grad_input_mask[1]:
                grad_inputs[1] = grad_result[1]
        return grad_inputs

    def release_variables(node):
        node.input2_ = release_saved(node.input2_)
        node.result_ = release_saved(node.result_)
        node.self_ = release_saved(node.self_)

    @property
    def _saved_input2(node):
        return unpack_saved(node.input2_)

    @property
    def _raw_saved_input2(node):
        return raw_saved(node, 'input2_')

    @property
    def _saved_result(node):
        return unpack_saved(node.result_, node)

    @property
    def _raw_saved_result(node):
        return raw_saved(node, 'result_')

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')

    @property
    def _saved_upper(node):
        return node.upper


class CholeskyInverseBackward0(GeneratedNode):
    """cholesky_inverse(Tensor self, bool upper=False) -> Tensor

    self: cholesky_inverse_backward(grad, self, upper, result)
    """

    __slots__ = ('result_', 'self_', 'upper')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        result = unpack_saved(node.result_, node)
        self = unpack_saved(node.self_)
        upper = node.upper
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = cholesky_inverse_backward(grad, self, upper, result)
        return grad_inputs

    def release_variables(node):
        node.result_ = release_saved(node.result_)
        node.self_ = release_saved(node.self_)

    @property
    def _saved_result(node):
        return unpack_saved(node.result_, node)

    @property
    def _raw_saved_result(node):
        return raw_saved(node, 'result_')

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')

    @property
    def _saved_upper(node):
        return node.upper


class CholeskyBackward0(GeneratedNode):
    """cholesky(Tensor self, bool upper=False) -> Tensor

    self: cholesky_backward(grad, upper, result)
    """

    __slots__ = ('result_', 'upper')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        result = unpack_saved(node.result_, node)
        upper = node.upper
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = cholesky_backward(grad, upper, result)
        return grad_inputs

    def release_variables(node):
        node.result_ = release_saved(node.result_)

    @property
    def _saved_result(node):
        return unpack_saved(node.result_, node)

    @property
    def _raw_saved_result(node):
        return raw_saved(node, 'result_')

    @property
    def _saved_upper(node):
        return node.upper


class LinalgPinvBackward0(GeneratedNode):
    """linalg_pinv.atol_rtol_float(Tensor self, *, float? atol=None, float? rtol=None, bool hermitian=False) -> Tensor

    self: pinv_backward(grad, result, self)
    """

    __slots__ = ('result_', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        result = unpack_saved(node.result_, node)
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = pinv_backward(grad, result, self)
        return grad_inputs

    def release_variables(node):
        node.result_ = release_saved(node.result_)
        node.self_ = release_saved(node.self_)

    @property
    def _saved_result(node):
        return unpack_saved(node.result_, node)

    @property
    def _raw_saved_result(node):
        return raw_saved(node, 'result_')

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class SliceScatterBackward0(GeneratedNode):
    """slice_scatter(Tensor self, Tensor src, int dim=0, SymInt? start=None, SymInt? end=None, SymInt step=1) -> Tensor

    self: torch.slice_scatter(grad, torch.zeros_like(slice_of(grad, dim, start, end, step)), dim, start, end, step)
    src: slice_of(grad, dim, start, end, step)
    """

    __slots__ = ('dim', 'end', 'start', 'step')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        dim = node.dim
        end = node.end
        start = node.start
        step = node.step
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch.slice_scatter(grad, torch.zeros_like(slice_of(grad, dim, start, end, step)), dim, start, end, step)
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = slice_of(grad, dim, start, end, step)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_dim(node):
        return saved_int(node.dim)

    @property
    def _saved_end(node):
        return saved_int(node.end)

    @property
    def _saved_start(node):
        return saved_int(node.start)

    @property
    def _saved_step(node):
        return saved_int(node.step)


class SelectScatterBackward0(GeneratedNode):
    """select_scatter(Tensor self, Tensor src, int dim, SymInt index) -> Tensor

    self: torch.select_scatter(grad, torch.zeros_like(grad.select(dim, index)), dim, index)
    src: grad.select(dim, index)
    """

    __slots__ = ('dim', 'index')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        dim = node.dim
        index = node.index
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch.select_scatter(grad, torch.zeros_like(grad.select(dim, index)), dim, index)
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = grad.select(dim, index)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_dim(node):
        return saved_int(node.dim)

    @property
    def _saved_index(node):
        return saved_int(node.index)


class DiagonalScatterBackward0(GeneratedNode):
    """diagonal_scatter(Tensor self, Tensor src, int offset=0, int dim1=0, int dim2=1) -> Tensor

    self: torch.diagonal_scatter(grad, torch.zeros_like(grad.diagonal(offset, dim1, dim2)), offset, dim1, dim2)
    src: grad.diagonal(offset, dim1, dim2)
    """

    __slots__ = ('dim1', 'dim2', 'offset')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        dim1 = node.dim1
        dim2 = node.dim2
        offset = node.offset
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch.diagonal_scatter(grad, torch.zeros_like(grad.diagonal(offset, dim1, dim2)), offset, dim1, dim2)
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = grad.diagonal(offset, dim1, dim2)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_dim1(node):
        return saved_int(node.dim1)

    @property
    def _saved_dim2(node):
        return saved_int(node.dim2)

    @property
    def _saved_offset(node):
        return saved_int(node.offset)


class BlockDiagBackward0(GeneratedNode):
    """block_diag(Tensor[] tensors) -> Tensor

    tensors: block_diag_backward(grad, to_args_sizes(tensors), to_args_dtypes(tensors))
    """

    __slots__ = ('tensors_args_dtypes', 'tensors_args_sizes', 'tensors_size_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None] * len(node._next_nodes)
        tensors_args_dtypes = node.tensors_args_dtypes
        tensors_args_sizes = node.tensors_args_sizes
        grad_inputs = [None] * len(node._next_nodes)
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        ix = 0
        tensors_ix = range(ix, ix + node.tensors_size_)
        ix += node.tensors_size_
        if any(wanted[i] is not None for i in tensors_ix):
            for i, g in zip(tensors_ix, block_diag_backward(grad, tensors_args_sizes, tensors_args_dtypes)):
                if wanted[i] is not None:
                    grad_inputs[i] = g
        return grad_inputs

    def release_variables(node):
        pass


class LinalgLuFactorExBackward0(GeneratedNode):
    """linalg_lu_factor_ex(Tensor A, *, bool pivot=True, bool check_errors=False) -> (Tensor LU, Tensor pivots, Tensor info)

    A: lu_factor_ex_backward(grad, LU, pivots, pivot)
    """

    __slots__ = ('LU_', 'pivot', 'pivots_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        LU = unpack_saved(node.LU_, node)
        pivot = node.pivot
        pivots = unpack_saved(node.pivots_, node)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = lu_factor_ex_backward(grad, LU, pivots, pivot)
        return grad_inputs

    def release_variables(node):
        node.LU_ = release_saved(node.LU_)
        node.pivots_ = release_saved(node.pivots_)

    @property
    def _saved_LU(node):
        return unpack_saved(node.LU_, node)

    @property
    def _raw_saved_LU(node):
        return raw_saved(node, 'LU_')

    @property
    def _saved_pivot(node):
        return node.pivot

    @property
    def _saved_pivots(node):
        return unpack_saved(node.pivots_, node)

    @property
    def _raw_saved_pivots(node):
        return raw_saved(node, 'pivots_')


class LuUnpackBackward0(GeneratedNode):
    """lu_unpack(Tensor LU_data, Tensor LU_pivots, bool unpack_data=True, bool unpack_pivots=True) -> (Tensor P, Tensor L, Tensor U)

    LU_data: lu_unpack_backward(grad_L, grad_U, LU_data.shape[-2], LU_data.shape[-1])
    """

    __slots__ = ('LU_data_argsize_minus_1', 'LU_data_argsize_minus_2')

    def apply(node, grads):
        grads = node.materialize_grads(grads)
        grad_L = grads[0]
        grad_U = grads[1]
        LU_data_argsize_minus_1 = node.LU_data_argsize_minus_1
        LU_data_argsize_minus_2 = node.LU_data_argsize_minus_2
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = lu_unpack_backward(grad_L, grad_U, LU_data_argsize_minus_2, LU_data_argsize_minus_1)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_LU_data_sym_argsize_minus_1(node):
        return node.LU_data_argsize_minus_1

    @property
    def _saved_LU_data_sym_argsize_minus_2(node):
        return node.LU_data_argsize_minus_2


class LinalgLuBackward0(GeneratedNode):
    """linalg_lu(Tensor A, *, bool pivot=True) -> (Tensor P, Tensor L, Tensor U)

    A: linalg_lu_backward(grad_L, grad_U, P, L, U, pivot)
    """

    __slots__ = ('L_', 'P_', 'U_', 'pivot')

    def apply(node, grads):
        grads = node.materialize_grads(grads)
        grad_L = grads[0]
        grad_U = grads[1]
        L = unpack_saved(node.L_, node)
        P = unpack_saved(node.P_, node)
        U = unpack_saved(node.U_, node)
        pivot = node.pivot
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = linalg_lu_backward(grad_L, grad_U, P, L, U, pivot)
        return grad_inputs

    def release_variables(node):
        node.L_ = release_saved(node.L_)
        node.P_ = release_saved(node.P_)
        node.U_ = release_saved(node.U_)

    @property
    def _saved_L(node):
        return unpack_saved(node.L_, node)

    @property
    def _raw_saved_L(node):
        return raw_saved(node, 'L_')

    @property
    def _saved_P(node):
        return unpack_saved(node.P_, node)

    @property
    def _raw_saved_P(node):
        return raw_saved(node, 'P_')

    @property
    def _saved_U(node):
        return unpack_saved(node.U_, node)

    @property
    def _raw_saved_U(node):
        return raw_saved(node, 'U_')

    @property
    def _saved_pivot(node):
        return node.pivot


class LinalgLuSolveBackward0(GeneratedNode):
    """linalg_lu_solve(Tensor LU, Tensor pivots, Tensor B, *, bool left=True, bool adjoint=False) -> Tensor

    LU: linalg_lu_solve_LU(grad, LU, pivots, result, left, adjoint)
    B: torch.linalg.lu_solve(LU, pivots, grad, left=left, adjoint=not adjoint)
    """

    __slots__ = ('LU_', 'adjoint', 'left', 'pivots_', 'result_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        LU = unpack_saved(node.LU_)
        adjoint = node.adjoint
        left = node.left
        pivots = unpack_saved(node.pivots_)
        result = unpack_saved(node.result_, node)
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = linalg_lu_solve_LU(grad, LU, pivots, result, left, adjoint)
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = torch.linalg.lu_solve(LU, pivots, grad, left=left, adjoint=not adjoint)
        return grad_inputs

    def release_variables(node):
        node.LU_ = release_saved(node.LU_)
        node.pivots_ = release_saved(node.pivots_)
        node.result_ = release_saved(node.result_)

    @property
    def _saved_LU(node):
        return unpack_saved(node.LU_)

    @property
    def _raw_saved_LU(node):
        return raw_saved(node, 'LU_')

    @property
    def _saved_adjoint(node):
        return node.adjoint

    @property
    def _saved_left(node):
        return node.left

    @property
    def _saved_pivots(node):
        return wrapped_number(unpack_saved(node.pivots_))

    @property
    def _raw_saved_pivots(node):
        return raw_saved(node, 'pivots_')

    @property
    def _saved_result(node):
        return unpack_saved(node.result_, node)

    @property
    def _raw_saved_result(node):
        return raw_saved(node, 'result_')


class ThresholdBackward1(GeneratedNode):
    """threshold_(Tensor(a!) self, Scalar threshold, Scalar value) -> Tensor(a!)

    self: torch.where(self > threshold, grad, 0.0)
    """

    __slots__ = ('self_', 'threshold')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        self = unpack_saved(node.self_)
        threshold = node.threshold
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch.where(self > threshold, grad, 0.0)
        return grad_inputs

    def release_variables(node):
        node.self_ = release_saved(node.self_)

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')

    @property
    def _saved_threshold(node):
        return node.threshold


class RreluWithNoiseBackward1(GeneratedNode):
    """rrelu_with_noise_(Tensor(a!) self, Tensor(b!) noise, Scalar lower=0.125, Scalar upper=0.3333333333333333, bool training=False, Generator? generator=None) -> Tensor(a!)

    self: torch._generated.variable_type.rrelu_with_noise_backward(grad, result, noise, lower, upper, training, True)
    """

    __slots__ = ('lower', 'noise_', 'result_', 'training', 'upper')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        lower = node.lower
        noise = unpack_saved(node.noise_)
        result = unpack_saved(node.result_, node)
        training = node.training
        upper = node.upper
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch._generated.variable_type.rrelu_with_noise_backward(grad, result, noise, lower, upper, training, True)
        return grad_inputs

    def release_variables(node):
        node.noise_ = release_saved(node.noise_)
        node.result_ = release_saved(node.result_)

    @property
    def _saved_lower(node):
        return node.lower

    @property
    def _saved_noise(node):
        return wrapped_number(unpack_saved(node.noise_))

    @property
    def _raw_saved_noise(node):
        return raw_saved(node, 'noise_')

    @property
    def _saved_result(node):
        return unpack_saved(node.result_, node)

    @property
    def _raw_saved_result(node):
        return raw_saved(node, 'result_')

    @property
    def _saved_training(node):
        return node.training

    @property
    def _saved_upper(node):
        return node.upper


class UpsampleLinear1DBackward0(GeneratedNode):
    """upsample_linear1d(Tensor self, SymInt[1] output_size, bool align_corners, float? scales=None) -> Tensor

    self: torch._generated.variable_type.upsample_linear1d_backward(grad, output_size, self.shape, align_corners, scales)
    """

    __slots__ = ('align_corners', 'output_size', 'scales', 'self_shape')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        align_corners = node.align_corners
        output_size = node.output_size
        scales = node.scales
        self_shape = node.self_shape
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch._generated.variable_type.upsample_linear1d_backward(grad, output_size, self_shape, align_corners, scales)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_align_corners(node):
        return node.align_corners

    @property
    def _saved_output_size(node):
        return saved_int(node.output_size)

    @property
    def _saved_scales(node):
        return node.scales

    @property
    def _saved_self_sym_sizes(node):
        return node.self_shape


class UpsampleLinear1DBackwardBackward0(GeneratedNode):
    """upsample_linear1d_backward(Tensor grad_output, SymInt[1] output_size, SymInt[3] input_size, bool align_corners, float? scales=None) -> Tensor

    grad_output: torch._generated.variable_type.upsample_linear1d(grad, output_size, align_corners, scales)
    """

    __slots__ = ('align_corners', 'output_size', 'scales')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        align_corners = node.align_corners
        output_size = node.output_size
        scales = node.scales
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch._generated.variable_type.upsample_linear1d(grad, output_size, align_corners, scales)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_align_corners(node):
        return node.align_corners

    @property
    def _saved_output_size(node):
        return saved_int(node.output_size)

    @property
    def _saved_scales(node):
        return node.scales


class UpsampleBilinear2DBackward0(GeneratedNode):
    """upsample_bilinear2d(Tensor self, SymInt[2] output_size, bool align_corners, float? scales_h=None, float? scales_w=None) -> Tensor

    self: torch._generated.variable_type.upsample_bilinear2d_backward(grad, output_size, self.shape, align_corners, scales_h, scales_w)
    """

    __slots__ = ('align_corners', 'output_size', 'scales_h', 'scales_w', 'self_shape')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        align_corners = node.align_corners
        output_size = node.output_size
        scales_h = node.scales_h
        scales_w = node.scales_w
        self_shape = node.self_shape
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch._generated.variable_type.upsample_bilinear2d_backward(grad, output_size, self_shape, align_corners, scales_h, scales_w)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_align_corners(node):
        return node.align_corners

    @property
    def _saved_output_size(node):
        return saved_int(node.output_size)

    @property
    def _saved_scales_h(node):
        return node.scales_h

    @property
    def _saved_scales_w(node):
        return node.scales_w

    @property
    def _saved_self_sym_sizes(node):
        return node.self_shape


class UpsampleBilinear2DBackwardBackward0(GeneratedNode):
    """upsample_bilinear2d_backward(Tensor grad_output, SymInt[2] output_size, SymInt[4] input_size, bool align_corners, float? scales_h=None, float? scales_w=None) -> Tensor

    grad_output: torch._generated.variable_type.upsample_bilinear2d(grad, output_size, align_corners, scales_h, scales_w)
    """

    __slots__ = ('align_corners', 'output_size', 'scales_h', 'scales_w')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        align_corners = node.align_corners
        output_size = node.output_size
        scales_h = node.scales_h
        scales_w = node.scales_w
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch._generated.variable_type.upsample_bilinear2d(grad, output_size, align_corners, scales_h, scales_w)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_align_corners(node):
        return node.align_corners

    @property
    def _saved_output_size(node):
        return saved_int(node.output_size)

    @property
    def _saved_scales_h(node):
        return node.scales_h

    @property
    def _saved_scales_w(node):
        return node.scales_w


class UpsampleBicubic2DBackward0(GeneratedNode):
    """upsample_bicubic2d(Tensor self, SymInt[2] output_size, bool align_corners, float? scales_h=None, float? scales_w=None) -> Tensor

    self: torch._generated.variable_type.upsample_bicubic2d_backward(grad, output_size, self.shape, align_corners, scales_h, scales_w)
    """

    __slots__ = ('align_corners', 'output_size', 'scales_h', 'scales_w', 'self_shape')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        align_corners = node.align_corners
        output_size = node.output_size
        scales_h = node.scales_h
        scales_w = node.scales_w
        self_shape = node.self_shape
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch._generated.variable_type.upsample_bicubic2d_backward(grad, output_size, self_shape, align_corners, scales_h, scales_w)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_align_corners(node):
        return node.align_corners

    @property
    def _saved_output_size(node):
        return saved_int(node.output_size)

    @property
    def _saved_scales_h(node):
        return node.scales_h

    @property
    def _saved_scales_w(node):
        return node.scales_w

    @property
    def _saved_self_sym_sizes(node):
        return node.self_shape


class UpsampleBicubic2DBackwardBackward0(GeneratedNode):
    """upsample_bicubic2d_backward(Tensor grad_output, SymInt[2] output_size, SymInt[4] input_size, bool align_corners, float? scales_h=None, float? scales_w=None) -> Tensor

    grad_output: torch._generated.variable_type.upsample_bicubic2d(grad, output_size, align_corners, scales_h, scales_w)
    """

    __slots__ = ('align_corners', 'output_size', 'scales_h', 'scales_w')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        align_corners = node.align_corners
        output_size = node.output_size
        scales_h = node.scales_h
        scales_w = node.scales_w
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch._generated.variable_type.upsample_bicubic2d(grad, output_size, align_corners, scales_h, scales_w)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_align_corners(node):
        return node.align_corners

    @property
    def _saved_output_size(node):
        return saved_int(node.output_size)

    @property
    def _saved_scales_h(node):
        return node.scales_h

    @property
    def _saved_scales_w(node):
        return node.scales_w


class UpsampleTrilinear3DBackward0(GeneratedNode):
    """upsample_trilinear3d(Tensor self, SymInt[3] output_size, bool align_corners, float? scales_d=None, float? scales_h=None, float? scales_w=None) -> Tensor

    self: torch._generated.variable_type.upsample_trilinear3d_backward(grad, output_size, self.shape, align_corners, scales_d, scales_h, scales_w)
    """

    __slots__ = ('align_corners', 'output_size', 'scales_d', 'scales_h', 'scales_w', 'self_shape')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        align_corners = node.align_corners
        output_size = node.output_size
        scales_d = node.scales_d
        scales_h = node.scales_h
        scales_w = node.scales_w
        self_shape = node.self_shape
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch._generated.variable_type.upsample_trilinear3d_backward(grad, output_size, self_shape, align_corners, scales_d, scales_h, scales_w)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_align_corners(node):
        return node.align_corners

    @property
    def _saved_output_size(node):
        return saved_int(node.output_size)

    @property
    def _saved_scales_d(node):
        return node.scales_d

    @property
    def _saved_scales_h(node):
        return node.scales_h

    @property
    def _saved_scales_w(node):
        return node.scales_w

    @property
    def _saved_self_sym_sizes(node):
        return node.self_shape


class UpsampleTrilinear3DBackwardBackward0(GeneratedNode):
    """upsample_trilinear3d_backward(Tensor grad_output, SymInt[3] output_size, SymInt[5] input_size, bool align_corners, float? scales_d=None, float? scales_h=None, float? scales_w=None) -> Tensor

    grad_output: torch._generated.variable_type.upsample_trilinear3d(grad, output_size, align_corners, scales_d, scales_h, scales_w)
    """

    __slots__ = ('align_corners', 'output_size', 'scales_d', 'scales_h', 'scales_w')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        align_corners = node.align_corners
        output_size = node.output_size
        scales_d = node.scales_d
        scales_h = node.scales_h
        scales_w = node.scales_w
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch._generated.variable_type.upsample_trilinear3d(grad, output_size, align_corners, scales_d, scales_h, scales_w)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_align_corners(node):
        return node.align_corners

    @property
    def _saved_output_size(node):
        return saved_int(node.output_size)

    @property
    def _saved_scales_d(node):
        return node.scales_d

    @property
    def _saved_scales_h(node):
        return node.scales_h

    @property
    def _saved_scales_w(node):
        return node.scales_w


class AcoshBackward1(GeneratedNode):
    """acosh_(Tensor(a!) self) -> Tensor(a!)

    self: not_implemented("inplace version of acosh")
    """

    __slots__ = ()

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = not_implemented("inplace version of acosh")
        return grad_inputs

    def release_variables(node):
        pass


class AsinhBackward1(GeneratedNode):
    """asinh_(Tensor(a!) self) -> Tensor(a!)

    self: not_implemented("inplace version of asinh")
    """

    __slots__ = ()

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = not_implemented("inplace version of asinh")
        return grad_inputs

    def release_variables(node):
        pass


class AtanhBackward1(GeneratedNode):
    """atanh_(Tensor(a!) self) -> Tensor(a!)

    self: not_implemented("inplace version of atanh")
    """

    __slots__ = ()

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = not_implemented("inplace version of atanh")
        return grad_inputs

    def release_variables(node):
        pass


class PolygammaBackward1(GeneratedNode):
    """polygamma_(Tensor(a!) self, int n) -> Tensor(a!)

    self: grad * torch.polygamma(n + 1, self)
    """

    __slots__ = ('n', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        n = node.n
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad * torch.polygamma(n + 1, self)
        return grad_inputs

    def release_variables(node):
        node.self_ = release_saved(node.self_)

    @property
    def _saved_n(node):
        return saved_int(node.n)

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class EqBackward0(GeneratedNode):
    """eq_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)

    self: torch.zeros_like(grad)
    """

    __slots__ = ()

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch.zeros_like(grad)
        return grad_inputs

    def release_variables(node):
        pass


class EqBackward1(GeneratedNode):
    """eq_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)

    self: torch.zeros_like(grad)
    other: torch.zeros_like(other)
    """

    __slots__ = ('other_info',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        other_info = node.other_info
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch.zeros_like(grad)
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = zeros_from_info(other_info)
        return grad_inputs

    def release_variables(node):
        pass


class NeBackward0(GeneratedNode):
    """ne_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)

    self: torch.zeros_like(grad)
    """

    __slots__ = ()

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch.zeros_like(grad)
        return grad_inputs

    def release_variables(node):
        pass


class NeBackward1(GeneratedNode):
    """ne_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)

    self: torch.zeros_like(grad)
    other: torch.zeros_like(other)
    """

    __slots__ = ('other_info',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        other_info = node.other_info
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch.zeros_like(grad)
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = zeros_from_info(other_info)
        return grad_inputs

    def release_variables(node):
        pass


class LtBackward0(GeneratedNode):
    """lt_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)

    self: torch.zeros_like(grad)
    """

    __slots__ = ()

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch.zeros_like(grad)
        return grad_inputs

    def release_variables(node):
        pass


class LtBackward1(GeneratedNode):
    """lt_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)

    self: torch.zeros_like(grad)
    other: torch.zeros_like(other)
    """

    __slots__ = ('other_info',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        other_info = node.other_info
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch.zeros_like(grad)
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = zeros_from_info(other_info)
        return grad_inputs

    def release_variables(node):
        pass


class LeBackward0(GeneratedNode):
    """le_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)

    self: torch.zeros_like(grad)
    """

    __slots__ = ()

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch.zeros_like(grad)
        return grad_inputs

    def release_variables(node):
        pass


class LeBackward1(GeneratedNode):
    """le_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)

    self: torch.zeros_like(grad)
    other: torch.zeros_like(other)
    """

    __slots__ = ('other_info',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        other_info = node.other_info
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch.zeros_like(grad)
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = zeros_from_info(other_info)
        return grad_inputs

    def release_variables(node):
        pass


class GtBackward0(GeneratedNode):
    """gt_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)

    self: torch.zeros_like(grad)
    """

    __slots__ = ()

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch.zeros_like(grad)
        return grad_inputs

    def release_variables(node):
        pass


class GtBackward1(GeneratedNode):
    """gt_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)

    self: torch.zeros_like(grad)
    other: torch.zeros_like(other)
    """

    __slots__ = ('other_info',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        other_info = node.other_info
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch.zeros_like(grad)
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = zeros_from_info(other_info)
        return grad_inputs

    def release_variables(node):
        pass


class GeBackward0(GeneratedNode):
    """ge_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)

    self: torch.zeros_like(grad)
    """

    __slots__ = ()

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch.zeros_like(grad)
        return grad_inputs

    def release_variables(node):
        pass


class GeBackward1(GeneratedNode):
    """ge_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)

    self: torch.zeros_like(grad)
    other: torch.zeros_like(other)
    """

    __slots__ = ('other_info',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        other_info = node.other_info
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch.zeros_like(grad)
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = zeros_from_info(other_info)
        return grad_inputs

    def release_variables(node):
        pass


class SpecialI1Backward0(GeneratedNode):
    """special_i1(Tensor self) -> Tensor

    self: i1_backward(grad, self, result)
    """

    __slots__ = ('result_', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        result = unpack_saved(node.result_, node)
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = i1_backward(grad, self, result)
        return grad_inputs

    def release_variables(node):
        node.result_ = release_saved(node.result_)
        node.self_ = release_saved(node.self_)

    @property
    def _saved_result(node):
        return unpack_saved(node.result_, node)

    @property
    def _raw_saved_result(node):
        return raw_saved(node, 'result_')

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class I0Backward0(GeneratedNode):
    """i0(Tensor self) -> Tensor

    self: grad * special_i1(self)
    """

    __slots__ = ('self_',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad * special_i1(self)
        return grad_inputs

    def release_variables(node):
        node.self_ = release_saved(node.self_)

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class SincBackward0(GeneratedNode):
    """sinc(Tensor self) -> Tensor

    self: grad * torch.where(self == 0, 0.0, (math.pi * self * torch.cos(math.pi * self) - torch.sin(math.pi * self)) / (math.pi * self * self))
    """

    __slots__ = ('self_',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad * torch.where(self == 0, 0.0, (math.pi * self * torch.cos(math.pi * self) - torch.sin(math.pi * self)) / (math.pi * self * self))
        return grad_inputs

    def release_variables(node):
        node.self_ = release_saved(node.self_)

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class Deg2RadBackward0(GeneratedNode):
    """deg2rad(Tensor self) -> Tensor

    self: grad * (math.pi / 180)
    """

    __slots__ = ()

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad * (math.pi / 180)
        return grad_inputs

    def release_variables(node):
        pass


class Rad2DegBackward0(GeneratedNode):
    """rad2deg(Tensor self) -> Tensor

    self: grad * (180 / math.pi)
    """

    __slots__ = ()

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad * (180 / math.pi)
        return grad_inputs

    def release_variables(node):
        pass


class LdexpBackward0(GeneratedNode):
    """ldexp.Tensor(Tensor self, Tensor other) -> Tensor

    self: grad * (torch.exp2(other) if other.is_floating_point() else torch.exp2(other).masked_fill(other < 0, 0))
    other: grad * result * math.log(2.0)
    """

    __slots__ = ('other_', 'result_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        other = unpack_saved(node.other_)
        result = unpack_saved(node.result_, node)
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad * (torch.exp2(other) if other.is_floating_point() else torch.exp2(other).masked_fill(other < 0, 0))
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = grad * result * math.log(2.0)
        return grad_inputs

    def release_variables(node):
        node.other_ = release_saved(node.other_)
        node.result_ = release_saved(node.result_)

    @property
    def _saved_other(node):
        return unpack_saved(node.other_)

    @property
    def _raw_saved_other(node):
        return raw_saved(node, 'other_')

    @property
    def _saved_result(node):
        return unpack_saved(node.result_, node)

    @property
    def _raw_saved_result(node):
        return raw_saved(node, 'result_')


class Logaddexp2Backward0(GeneratedNode):
    """logaddexp2(Tensor self, Tensor other) -> Tensor

    self: grad / (1 + torch.exp2(other - self))
    other: grad / (1 + torch.exp2(self - other))
    """

    __slots__ = ('other_', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        other = unpack_saved(node.other_)
        self = unpack_saved(node.self_)
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad / (1 + torch.exp2(other - self))
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = grad / (1 + torch.exp2(self - other))
        return grad_inputs

    def release_variables(node):
        node.other_ = release_saved(node.other_)
        node.self_ = release_saved(node.self_)

    @property
    def _saved_other(node):
        return unpack_saved(node.other_)

    @property
    def _raw_saved_other(node):
        return raw_saved(node, 'other_')

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class NextafterBackward0(GeneratedNode):
    """nextafter(Tensor self, Tensor other) -> Tensor

    self: torch.where(self != other, grad, 0.0)
    other: torch.zeros_like(other)
    """

    __slots__ = ('other_', 'other_info', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        other = unpack_saved(node.other_)
        other_info = node.other_info
        self = unpack_saved(node.self_)
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch.where(self != other, grad, 0.0)
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = zeros_from_info(other_info)
        return grad_inputs

    def release_variables(node):
        node.other_ = release_saved(node.other_)
        node.self_ = release_saved(node.self_)

    @property
    def _saved_other(node):
        return unpack_saved(node.other_)

    @property
    def _raw_saved_other(node):
        return raw_saved(node, 'other_')

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class AddmvBackward0(GeneratedNode):
    """addmv(Tensor self, Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1) -> Tensor

    self: maybe_multiply(grad, beta)
    mat: maybe_multiply(torch.outer(grad, vec), alpha)
    vec: maybe_multiply(mat.t().mv(grad), alpha)
    """

    __slots__ = ('alpha', 'beta', 'mat_', 'vec_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None, None]
        alpha = node.alpha
        beta = node.beta
        mat = unpack_saved(node.mat_)
        vec = unpack_saved(node.vec_)
        grad_inputs = [None, None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = maybe_multiply(grad, beta)
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = maybe_multiply(torch.outer(grad, vec), alpha)
        if wanted[2] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[2] = maybe_multiply(mat.t().mv(grad), alpha)
        return grad_inputs

    def release_variables(node):
        node.mat_ = release_saved(node.mat_)
        node.vec_ = release_saved(node.vec_)

    @property
    def _saved_alpha(node):
        return node.alpha

    @property
    def _saved_beta(node):
        return node.beta

    @property
    def _saved_mat(node):
        return unpack_saved(node.mat_)

    @property
    def _raw_saved_mat(node):
        return raw_saved(node, 'mat_')

    @property
    def _saved_vec(node):
        return unpack_saved(node.vec_)

    @property
    def _raw_saved_vec(node):
        return raw_saved(node, 'vec_')


class AddrBackward0(GeneratedNode):
    """addr(Tensor self, Tensor vec1, Tensor vec2, *, Scalar beta=1, Scalar alpha=1) -> Tensor

    self: maybe_multiply(grad, beta)
    vec1: maybe_multiply(grad.mv(vec2), alpha)
    vec2: maybe_multiply(grad.t().mv(vec1), alpha)
    """

    __slots__ = ('alpha', 'beta', 'vec1_', 'vec2_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None, None]
        alpha = node.alpha
        beta = node.beta
        vec1 = unpack_saved(node.vec1_)
        vec2 = unpack_saved(node.vec2_)
        grad_inputs = [None, None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = maybe_multiply(grad, beta)
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = maybe_multiply(grad.mv(vec2), alpha)
        if wanted[2] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[2] = maybe_multiply(grad.t().mv(vec1), alpha)
        return grad_inputs

    def release_variables(node):
        node.vec1_ = release_saved(node.vec1_)
        node.vec2_ = release_saved(node.vec2_)

    @property
    def _saved_alpha(node):
        return node.alpha

    @property
    def _saved_beta(node):
        return node.beta

    @property
    def _saved_vec1(node):
        return unpack_saved(node.vec1_)

    @property
    def _raw_saved_vec1(node):
        return raw_saved(node, 'vec1_')

    @property
    def _saved_vec2(node):
        return unpack_saved(node.vec2_)

    @property
    def _raw_saved_vec2(node):
        return raw_saved(node, 'vec2_')


class AddbmmBackward0(GeneratedNode):
    """addbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor

    self: maybe_multiply(grad, beta)
    batch1: maybe_multiply(grad.unsqueeze(0).expand(batch1.shape[0], grad.shape[0], grad.shape[1]).bmm(batch2.transpose(1, 2)), alpha)
    batch2: maybe_multiply(batch1.transpose(1, 2).bmm(grad.unsqueeze(0).expand(batch1.shape[0], grad.shape[0], grad.shape[1])), alpha)
    """

    __slots__ = ('alpha', 'batch1_', 'batch1_shape', 'batch2_', 'beta')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None, None]
        alpha = node.alpha
        batch1 = unpack_saved(node.batch1_)
        batch1_shape = node.batch1_shape
        batch2 = unpack_saved(node.batch2_)
        beta = node.beta
        grad_inputs = [None, None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = maybe_multiply(grad, beta)
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = maybe_multiply(grad.unsqueeze(0).expand(batch1_shape[0], grad.shape[0], grad.shape[1]).bmm(batch2.transpose(1, 2)), alpha)
        if wanted[2] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[2] = maybe_multiply(batch1.transpose(1, 2).bmm(grad.unsqueeze(0).expand(batch1_shape[0], grad.shape[0], grad.shape[1])), alpha)
        return grad_inputs

    def release_variables(node):
        node.batch1_ = release_saved(node.batch1_)
        node.batch2_ = release_saved(node.batch2_)

    @property
    def _saved_alpha(node):
        return node.alpha

    @property
    def _saved_batch1(node):
        return unpack_saved(node.batch1_)

    @property
    def _raw_saved_batch1(node):
        return raw_saved(node, 'batch1_')

    @property
    def _saved_batch1_sym_sizes(node):
        return node.batch1_shape

    @property
    def _saved_batch2(node):
        return unpack_saved(node.batch2_)

    @property
    def _raw_saved_batch2(node):
        return raw_saved(node, 'batch2_')

    @property
    def _saved_beta(node):
        return node.beta


class DistBackward0(GeneratedNode):
    """dist(Tensor self, Tensor other, Scalar p=2) -> Tensor

    self: None if p == 0 else linalg_vector_norm_backward(grad, self - other, p, result, None, False)
    other: None if p == 0 else -linalg_vector_norm_backward(grad, self - other, p, result, None, False)
    """

    __slots__ = ('other_', 'p', 'result_', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        other = unpack_saved(node.other_)
        p = node.p
        result = unpack_saved(node.result_, node)
        self = unpack_saved(node.self_)
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = None if p == 0 else linalg_vector_norm_backward(grad, self - other, p, result, None, False)
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = None if p == 0 else -linalg_vector_norm_backward(grad, self - other, p, result, None, False)
        return grad_inputs

    def release_variables(node):
        node.other_ = release_saved(node.other_)
        node.result_ = release_saved(node.result_)
        node.self_ = release_saved(node.self_)

    @property
    def _saved_other(node):
        return unpack_saved(node.other_)

    @property
    def _raw_saved_other(node):
        return raw_saved(node, 'other_')

    @property
    def _saved_p(node):
        return node.p

    @property
    def _saved_result(node):
        return unpack_saved(node.result_, node)

    @property
    def _raw_saved_result(node):
        return raw_saved(node, 'result_')

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class RenormBackward0(GeneratedNode):
    """renorm(Tensor self, Scalar p, int dim, Scalar maxnorm) -> Tensor

    self: renorm_backward(grad, self, p, dim, maxnorm)
    """

    __slots__ = ('dim', 'maxnorm', 'p', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        dim = node.dim
        maxnorm = node.maxnorm
        p = node.p
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = renorm_backward(grad, self, p, dim, maxnorm)
        return grad_inputs

    def release_variables(node):
        node.self_ = release_saved(node.self_)

    @property
    def _saved_dim(node):
        return saved_int(node.dim)

    @property
    def _saved_maxnorm(node):
        return node.maxnorm

    @property
    def _saved_p(node):
        return node.p

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class PutBackward0(GeneratedNode):
    """put(Tensor self, Tensor index, Tensor source, bool accumulate=False) -> Tensor

    self: grad if accumulate else grad.put(index, torch.zeros_like(source), False)
    source: grad.take(index).reshape_as(source)
    """

    __slots__ = ('accumulate', 'index_', 'source_', 'source_info')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        accumulate = node.accumulate
        index = unpack_saved(node.index_)
        source = unpack_saved(node.source_)
        source_info = node.source_info
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad if accumulate else grad.put(index, zeros_from_info(source_info), False)
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = grad.take(index).reshape_as(source)
        return grad_inputs

    def release_variables(node):
        node.index_ = release_saved(node.index_)
        node.source_ = release_saved(node.source_)

    @property
    def _saved_accumulate(node):
        return node.accumulate

    @property
    def _saved_index(node):
        return unpack_saved(node.index_)

    @property
    def _raw_saved_index(node):
        return raw_saved(node, 'index_')

    @property
    def _saved_source(node):
        return unpack_saved(node.source_)

    @property
    def _raw_saved_source(node):
        return raw_saved(node, 'source_')


class FrexpBackward0(GeneratedNode):
    """frexp.Tensor(Tensor self) -> (Tensor mantissa, Tensor exponent)

    self: grad / exponent.exp2()
    """

    __slots__ = ('exponent_',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        exponent = unpack_saved(node.exponent_, node)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad / exponent.exp2()
        return grad_inputs

    def release_variables(node):
        node.exponent_ = release_saved(node.exponent_)

    @property
    def _saved_exponent(node):
        return unpack_saved(node.exponent_, node)

    @property
    def _raw_saved_exponent(node):
        return raw_saved(node, 'exponent_')


class IndexReduceBackward0(GeneratedNode):
    """index_reduce(Tensor self, int dim, Tensor index, Tensor source, str reduce, *, bool include_self=True) -> Tensor

    self, source: index_reduce_backward(grad, self, dim, index, source, reduce, include_self, result)
    """

    __slots__ = ('dim', 'include_self', 'index_', 'reduce', 'result_', 'self_', 'source_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        dim = node.dim
        include_self = node.include_self
        index = unpack_saved(node.index_)
        reduce = node.reduce
        result = unpack_saved(node.result_, node)
        self = unpack_saved(node.self_)
        source = unpack_saved(node.source_)
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        grad_input_mask = (
            wanted[0] is not None,
            wanted[1] is not None,
        )
        if any(grad_input_mask):
            grad_result = index_reduce_backward(grad, self, dim, index, source, reduce, include_self, result)
            if grad_input_mask[0]:
                grad_inputs[0] = grad_result[0]
            if grad_input_mask[1]:
                grad_inputs[1] = grad_result[1]
        return grad_inputs

    def release_variables(node):
        node.index_ = release_saved(node.index_)
        node.result_ = release_saved(node.result_)
        node.self_ = release_saved(node.self_)
        node.source_ = release_saved(node.source_)

    @property
    def _saved_dim(node):
        return saved_int(node.dim)

    @property
    def _saved_include_self(node):
        return node.include_self

    @property
    def _saved_index(node):
        return unpack_saved(node.index_)

    @property
    def _raw_saved_index(node):
        return raw_saved(node, 'index_')

    @property
    def _saved_reduce(node):
        return node.reduce

    @property
    def _saved_result(node):
        return unpack_saved(node.result_, node)

    @property
    def _raw_saved_result(node):
        return raw_saved(node, 'result_')

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')

    @property
    def _saved_source(node):
        return unpack_saved(node.source_)

    @property
    def _raw_saved_source(node):
        return raw_saved(node, 'source_')


class AngleBackward0(GeneratedNode):
    """angle(Tensor self) -> Tensor

    self: angle_backward(grad, self)
    """

    __slots__ = ('self_',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = angle_backward(grad, self)
        return grad_inputs

    def release_variables(node):
        node.self_ = release_saved(node.self_)

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class IgammaBackward0(GeneratedNode):
    """igamma(Tensor self, Tensor other) -> Tensor

    self: not_implemented("igamma: input")
    other: grad * torch.exp((self - 1) * torch.log(other) - other - torch.lgamma(self))
    """

    __slots__ = ('other_', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        other = unpack_saved(node.other_)
        self = unpack_saved(node.self_)
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = not_implemented("igamma: input")
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = grad * torch.exp((self - 1) * torch.log(other) - other - torch.lgamma(self))
        return grad_inputs

    def release_variables(node):
        node.other_ = release_saved(node.other_)
        node.self_ = release_saved(node.self_)

    @property
    def _saved_other(node):
        return unpack_saved(node.other_)

    @property
    def _raw_saved_other(node):
        return raw_saved(node, 'other_')

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class IgammacBackward0(GeneratedNode):
    """igammac(Tensor self, Tensor other) -> Tensor

    self: not_implemented("igammac: input")
    other: -grad * torch.exp((self - 1) * torch.log(other) - other - torch.lgamma(self))
    """

    __slots__ = ('other_', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        other = unpack_saved(node.other_)
        self = unpack_saved(node.self_)
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = not_implemented("igammac: input")
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = -grad * torch.exp((self - 1) * torch.log(other) - other - torch.lgamma(self))
        return grad_inputs

    def release_variables(node):
        node.other_ = release_saved(node.other_)
        node.self_ = release_saved(node.self_)

    @property
    def _saved_other(node):
        return unpack_saved(node.other_)

    @property
    def _raw_saved_other(node):
        return raw_saved(node, 'other_')

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class MkldnnRnnLayerBackward0(GeneratedNode):
    """mkldnn_rnn_layer(Tensor input, Tensor weight0, Tensor weight1, Tensor weight2, Tensor weight3, Tensor hx_, Tensor cx_, bool reverse, int[] batch_sizes, int mode, int hidden_size, int num_layers, bool has_biases, bool bidirectional, bool batch_first, bool train) -> (Tensor, Tensor, Tensor, Tensor)

    input, weight0, weight1, weight2, weight3, hx_, cx_: mkldnn_rnn_layer_differentiable_backward(input, weight0, weight1, weight2, weight3, hx_, cx_, result0, result1, result2, grads[0], grads[1], grads[2], reverse, mode, hidden_size, num_layers, has_biases, train, bidirectional, batch_sizes, batch_first, result3) if torch.is_grad_enabled() else mkldnn_rnn_layer_backward(input, weight0, weight1, weight2, weight3, hx_, cx_, result0, result1, result2, grads[0], grads[1], grads[2], reverse, mode, hidden_size, num_layers, has_biases, train, bidirectional, batch_sizes, batch_first, result3)
    """

    __slots__ = ('batch_first', 'batch_sizes', 'bidirectional', 'cx__', 'has_biases', 'hidden_size', 'hx__', 'input_', 'mode', 'num_layers', 'result0_', 'result1_', 'result2_', 'result3_', 'reverse', 'train', 'weight0_', 'weight1_', 'weight2_', 'weight3_')

    def apply(node, grads):
        grads = node.materialize_grads(grads)
        batch_first = node.batch_first
        batch_sizes = node.batch_sizes
        bidirectional = node.bidirectional
        cx_ = unpack_saved(node.cx__)
        has_biases = node.has_biases
        hidden_size = node.hidden_size
        hx_ = unpack_saved(node.hx__)
        input = unpack_saved(node.input_)
        mode = node.mode
        num_layers = node.num_layers
        result0 = unpack_saved(node.result0_, node)
        result1 = unpack_saved(node.result1_, node)
        result2 = unpack_saved(node.result2_, node)
        result3 = unpack_saved(node.result3_, node)
        reverse = node.reverse
        train = node.train
        weight0 = unpack_saved(node.weight0_)
        weight1 = unpack_saved(node.weight1_)
        weight2 = unpack_saved(node.weight2_)
        weight3 = unpack_saved(node.weight3_)
        grad_inputs = [None, None, None, None, None, None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        grad_input_mask = (
            wanted[0] is not None,
            wanted[1] is not None,
            wanted[2] is not None,
            wanted[3] is not None,
            wanted[4] is not None,
            wanted[5] is not None,
            wanted[6] is not None,
        )
        if any(grad_input_mask):
            grad_result = mkldnn_rnn_layer_differentiable_backward(input, weight0, weight1, weight2, weight3, hx_, cx_, result0, result1, result2, grads[0], grads[1], grads[2], reverse, mode, hidden_size, num_layers, has_biases, train, bidirectional, batch_sizes, batch_first, result3) if torch.is_grad_enabled() else VT.mkldnn_rnn_layer_backward(input, weight0, weight1, weight2, weight3, hx_, cx_, result0, result1, result2, grads[0], grads[1], grads[2], reverse, mode, hidden_size, num_layers, has_biases, train, bidirectional, batch_sizes, batch_first, result3)
            if grad_input_mask[0]:
                grad_inputs[0] = grad_result[0]
            if grad_input_mask[1]:
                grad_inputs[1] = grad_result[1]
            if grad_input_mask[2]:
                grad_inputs[2] = grad_result[2]
            if grad_input_mask[3]:
                grad_inputs[3] = grad_result[3]
            if grad_input_mask[4]:
                grad_inputs[4] = grad_result[4]
            if grad_input_mask[5]:
                grad_inputs[5] = grad_result[5]
            if grad_input_mask[6]:
                grad_inputs[6] = grad_result[6]
        return grad_inputs

    def release_variables(node):
        node.cx__ = release_saved(node.cx__)
        node.hx__ = release_saved(node.hx__)
        node.input_ = release_saved(node.input_)
        node.result0_ = release_saved(node.result0_)
        node.result1_ = release_saved(node.result1_)
        node.result2_ = release_saved(node.result2_)
        node.result3_ = release_saved(node.result3_)
        node.weight0_ = release_saved(node.weight0_)
        node.weight1_ = release_saved(node.weight1_)
        node.weight2_ = release_saved(node.weight2_)
        node.weight3_ = release_saved(node.weight3_)

    @property
    def _saved_batch_first(node):
        return node.batch_first

    @property
    def _saved_batch_sizes(node):
        return saved_int(node.batch_sizes)

    @property
    def _saved_bidirectional(node):
        return node.bidirectional

    @property
    def _saved_cx_(node):
        return unpack_saved(node.cx__)

    @property
    def _raw_saved_cx_(node):
        return raw_saved(node, 'cx__')

    @property
    def _saved_has_biases(node):
        return node.has_biases

    @property
    def _saved_hidden_size(node):
        return saved_int(node.hidden_size)

    @property
    def _saved_hx_(node):
        return unpack_saved(node.hx__)

    @property
    def _raw_saved_hx_(node):
        return raw_saved(node, 'hx__')

    @property
    def _saved_input(node):
        return unpack_saved(node.input_)

    @property
    def _raw_saved_input(node):
        return raw_saved(node, 'input_')

    @property
    def _saved_mode(node):
        return saved_int(node.mode)

    @property
    def _saved_num_layers(node):
        return saved_int(node.num_layers)

    @property
    def _saved_result0(node):
        return unpack_saved(node.result0_, node)

    @property
    def _raw_saved_result0(node):
        return raw_saved(node, 'result0_')

    @property
    def _saved_result1(node):
        return unpack_saved(node.result1_, node)

    @property
    def _raw_saved_result1(node):
        return raw_saved(node, 'result1_')

    @property
    def _saved_result2(node):
        return unpack_saved(node.result2_, node)

    @property
    def _raw_saved_result2(node):
        return raw_saved(node, 'result2_')

    @property
    def _saved_result3(node):
        return unpack_saved(node.result3_, node)

    @property
    def _raw_saved_result3(node):
        return raw_saved(node, 'result3_')

    @property
    def _saved_reverse(node):
        return node.reverse

    @property
    def _saved_train(node):
        return node.train

    @property
    def _saved_weight0(node):
        return unpack_saved(node.weight0_)

    @property
    def _raw_saved_weight0(node):
        return raw_saved(node, 'weight0_')

    @property
    def _saved_weight1(node):
        return unpack_saved(node.weight1_)

    @property
    def _raw_saved_weight1(node):
        return raw_saved(node, 'weight1_')

    @property
    def _saved_weight2(node):
        return unpack_saved(node.weight2_)

    @property
    def _raw_saved_weight2(node):
        return raw_saved(node, 'weight2_')

    @property
    def _saved_weight3(node):
        return unpack_saved(node.weight3_)

    @property
    def _raw_saved_weight3(node):
        return raw_saved(node, 'weight3_')


class PackPaddedSequenceBackward0(GeneratedNode):
    """_pack_padded_sequence(Tensor input, Tensor lengths, bool batch_first) -> (Tensor, Tensor)

    input: torch._pack_padded_sequence_backward(grad, input.shape, result1, batch_first)
    """

    __slots__ = ('batch_first', 'input_shape', 'result1_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        batch_first = node.batch_first
        input_shape = node.input_shape
        result1 = unpack_saved(node.result1_, node)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch._pack_padded_sequence_backward(grad, input_shape, result1, batch_first)
        return grad_inputs

    def release_variables(node):
        node.result1_ = release_saved(node.result1_)

    @property
    def _saved_batch_first(node):
        return node.batch_first

    @property
    def _saved_input_sym_sizes(node):
        return node.input_shape

    @property
    def _saved_result1(node):
        return unpack_saved(node.result1_, node)

    @property
    def _raw_saved_result1(node):
        return raw_saved(node, 'result1_')


class EmbeddingBagBackward0(GeneratedNode):
    """_embedding_bag(Tensor weight, Tensor indices, Tensor offsets, bool scale_grad_by_freq=False, int mode=0, bool sparse=False, Tensor? per_sample_weights=None, bool include_last_offset=False, int padding_idx=-1) -> (Tensor, Tensor, Tensor, Tensor)

    weight: torch._generated.variable_type._embedding_bag_backward(grad, indices, offsets, result1, result2, result3, weight.sym_size(0), scale_grad_by_freq, mode, sparse, per_sample_weights, padding_idx)
    per_sample_weights: torch._generated.variable_type._embedding_bag_per_sample_weights_backward(grad, weight, indices, offsets, result1, mode, padding_idx)
    """

    __slots__ = ('indices_', 'mode', 'offsets_', 'padding_idx', 'per_sample_weights_', 'result1_', 'result2_', 'result3_', 'scale_grad_by_freq', 'sparse', 'weight_', 'weight_size_0')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        indices = unpack_saved(node.indices_)
        mode = node.mode
        offsets = unpack_saved(node.offsets_)
        padding_idx = node.padding_idx
        per_sample_weights = unpack_saved(node.per_sample_weights_)
        result1 = unpack_saved(node.result1_, node)
        result2 = unpack_saved(node.result2_, node)
        result3 = unpack_saved(node.result3_, node)
        scale_grad_by_freq = node.scale_grad_by_freq
        sparse = node.sparse
        weight = unpack_saved(node.weight_)
        weight_size_0 = node.weight_size_0
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch._generated.variable_type._embedding_bag_backward(grad, indices, offsets, result1, result2, result3, weight_size_0, scale_grad_by_freq, mode, sparse, per_sample_weights, padding_idx)
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = torch._generated.variable_type._embedding_bag_per_sample_weights_backward(grad, weight, indices, offsets, result1, mode, padding_idx)
        return grad_inputs

    def release_variables(node):
        node.indices_ = release_saved(node.indices_)
        node.offsets_ = release_saved(node.offsets_)
        node.per_sample_weights_ = release_saved(node.per_sample_weights_)
        node.result1_ = release_saved(node.result1_)
        node.result2_ = release_saved(node.result2_)
        node.result3_ = release_saved(node.result3_)
        node.weight_ = release_saved(node.weight_)

    @property
    def _saved_indices(node):
        return unpack_saved(node.indices_)

    @property
    def _raw_saved_indices(node):
        return raw_saved(node, 'indices_')

    @property
    def _saved_mode(node):
        return saved_int(node.mode)

    @property
    def _saved_offsets(node):
        return unpack_saved(node.offsets_)

    @property
    def _raw_saved_offsets(node):
        return raw_saved(node, 'offsets_')

    @property
    def _saved_padding_idx(node):
        return saved_int(node.padding_idx)

    @property
    def _saved_per_sample_weights(node):
        return unpack_saved(node.per_sample_weights_)

    @property
    def _raw_saved_per_sample_weights(node):
        return raw_saved(node, 'per_sample_weights_')

    @property
    def _saved_result1(node):
        return unpack_saved(node.result1_, node)

    @property
    def _raw_saved_result1(node):
        return raw_saved(node, 'result1_')

    @property
    def _saved_result2(node):
        return unpack_saved(node.result2_, node)

    @property
    def _raw_saved_result2(node):
        return raw_saved(node, 'result2_')

    @property
    def _saved_result3(node):
        return unpack_saved(node.result3_, node)

    @property
    def _raw_saved_result3(node):
        return raw_saved(node, 'result3_')

    @property
    def _saved_scale_grad_by_freq(node):
        return node.scale_grad_by_freq

    @property
    def _saved_sparse(node):
        return node.sparse

    @property
    def _saved_weight(node):
        return unpack_saved(node.weight_)

    @property
    def _raw_saved_weight(node):
        return raw_saved(node, 'weight_')

    @property
    def _saved_weight_sym_argsize_0(node):
        return node.weight_size_0


class EmbeddingBagBackwardBackward0(GeneratedNode):
    """_embedding_bag_backward(Tensor grad_output, Tensor indices, Tensor offsets, Tensor offset2bag, Tensor bag_size, Tensor maximum_indices, SymInt num_weights, bool scale_grad_by_freq, int mode, bool sparse, Tensor? per_sample_weights, int padding_idx=-1) -> Tensor

    grad_output: not_implemented("_embedding_bag_backward")
    per_sample_weights: not_implemented("_embedding_bag_backward")
    """

    __slots__ = ()

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = not_implemented("_embedding_bag_backward")
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = not_implemented("_embedding_bag_backward")
        return grad_inputs

    def release_variables(node):
        pass


class AffineGridGeneratorBackward0(GeneratedNode):
    """affine_grid_generator(Tensor theta, SymInt[] size, bool align_corners) -> Tensor

    theta: affine_grid_generator_backward(grad, size, align_corners)
    """

    __slots__ = ('align_corners', 'size')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        align_corners = node.align_corners
        size = node.size
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = affine_grid_generator_backward(grad, size, align_corners)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_align_corners(node):
        return node.align_corners

    @property
    def _saved_size(node):
        return saved_int(node.size)


class GridSampler2DBackward0(GeneratedNode):
    """grid_sampler_2d(Tensor input, Tensor grid, int interpolation_mode, int padding_mode, bool align_corners) -> Tensor

    input, grid: torch._generated.variable_type.grid_sampler_2d_backward(grad, input, grid, interpolation_mode, padding_mode, align_corners, grad_input_mask)
    """

    __slots__ = ('align_corners', 'grid_', 'input_', 'interpolation_mode', 'padding_mode')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        align_corners = node.align_corners
        grid = unpack_saved(node.grid_)
        input = unpack_saved(node.input_)
        interpolation_mode = node.interpolation_mode
        padding_mode = node.padding_mode
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        grad_input_mask = (
            wanted[0] is not None,
            wanted[1] is not None,
        )
        if any(grad_input_mask):
            grad_result = torch._generated.variable_type.grid_sampler_2d_backward(grad, input, grid, interpolation_mode, padding_mode, align_corners, grad_input_mask)
            if grad_input_mask[0]:
                grad_inputs[0] = grad_result[0]
            if grad_input_mask[1]:
                grad_inputs[1] = grad_result[1]
        return grad_inputs

    def release_variables(node):
        node.grid_ = release_saved(node.grid_)
        node.input_ = release_saved(node.input_)

    @property
    def _saved_align_corners(node):
        return node.align_corners

    @property
    def _saved_grid(node):
        return unpack_saved(node.grid_)

    @property
    def _raw_saved_grid(node):
        return raw_saved(node, 'grid_')

    @property
    def _saved_input(node):
        return unpack_saved(node.input_)

    @property
    def _raw_saved_input(node):
        return raw_saved(node, 'input_')

    @property
    def _saved_interpolation_mode(node):
        return saved_int(node.interpolation_mode)

    @property
    def _saved_padding_mode(node):
        return saved_int(node.padding_mode)


class GridSampler2DBackwardBackward0(GeneratedNode):
    """grid_sampler_2d_backward(Tensor grad_output, Tensor input, Tensor grid, int interpolation_mode, int padding_mode, bool align_corners, bool[2] output_mask) -> (Tensor, Tensor)

    grad_output, input, grid: grid_sampler_double_backward(grads[0], grads[1], grad_output, input, grid, interpolation_mode, padding_mode, align_corners, 2, grad_input_mask)
    """

    __slots__ = ('align_corners', 'grad_output_', 'grid_', 'input_', 'interpolation_mode', 'padding_mode')

    def apply(node, grads):
        grads = node.materialize_grads(grads)
        align_corners = node.align_corners
        grad_output = unpack_saved(node.grad_output_)
        grid = unpack_saved(node.grid_)
        input = unpack_saved(node.input_)
        interpolation_mode = node.interpolation_mode
        padding_mode = node.padding_mode
        grad_inputs = [None, None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        grad_input_mask = (
            wanted[0] is not None,
            wanted[1] is not None,
            wanted[2] is not None,
        )
        if any(grad_input_mask):
            grad_result = grid_sampler_double_backward(grads[0], grads[1], grad_output, input, grid, interpolation_mode, padding_mode, align_corners, 2, grad_input_mask)
            if grad_input_mask[0]:
                grad_inputs[0] = grad_result[0]
            if grad_input_mask[1]:
                grad_inputs[1] = grad_result[1]
            if grad_input_mask[2]:
                grad_inputs[2] = grad_result[2]
        return grad_inputs

    def release_variables(node):
        node.grad_output_ = release_saved(node.grad_output_)
        node.grid_ = release_saved(node.grid_)
        node.input_ = release_saved(node.input_)

    @property
    def _saved_align_corners(node):
        return node.align_corners

    @property
    def _saved_grad_output(node):
        return unpack_saved(node.grad_output_)

    @property
    def _raw_saved_grad_output(node):
        return raw_saved(node, 'grad_output_')

    @property
    def _saved_grid(node):
        return wrapped_number(unpack_saved(node.grid_))

    @property
    def _raw_saved_grid(node):
        return raw_saved(node, 'grid_')

    @property
    def _saved_input(node):
        return wrapped_number(unpack_saved(node.input_))

    @property
    def _raw_saved_input(node):
        return raw_saved(node, 'input_')

    @property
    def _saved_interpolation_mode(node):
        return saved_int(node.interpolation_mode)

    @property
    def _saved_padding_mode(node):
        return saved_int(node.padding_mode)


class GridSampler3DBackward0(GeneratedNode):
    """grid_sampler_3d(Tensor input, Tensor grid, int interpolation_mode, int padding_mode, bool align_corners) -> Tensor

    input, grid: torch._generated.variable_type.grid_sampler_3d_backward(grad, input, grid, interpolation_mode, padding_mode, align_corners, grad_input_mask)
    """

    __slots__ = ('align_corners', 'grid_', 'input_', 'interpolation_mode', 'padding_mode')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        align_corners = node.align_corners
        grid = unpack_saved(node.grid_)
        input = unpack_saved(node.input_)
        interpolation_mode = node.interpolation_mode
        padding_mode = node.padding_mode
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        grad_input_mask = (
            wanted[0] is not None,
            wanted[1] is not None,
        )
        if any(grad_input_mask):
            grad_result = torch._generated.variable_type.grid_sampler_3d_backward(grad, input, grid, interpolation_mode, padding_mode, align_corners, grad_input_mask)
            if grad_input_mask[0]:
                grad_inputs[0] = grad_result[0]
            if grad_input_mask[1]:
                grad_inputs[1] = grad_result[1]
        return grad_inputs

    def release_variables(node):
        node.grid_ = release_saved(node.grid_)
        node.input_ = release_saved(node.input_)

    @property
    def _saved_align_corners(node):
        return node.align_corners

    @property
    def _saved_grid(node):
        return unpack_saved(node.grid_)

    @property
    def _raw_saved_grid(node):
        return raw_saved(node, 'grid_')

    @property
    def _saved_input(node):
        return unpack_saved(node.input_)

    @property
    def _raw_saved_input(node):
        return raw_saved(node, 'input_')

    @property
    def _saved_interpolation_mode(node):
        return saved_int(node.interpolation_mode)

    @property
    def _saved_padding_mode(node):
        return saved_int(node.padding_mode)


class GridSampler3DBackwardBackward0(GeneratedNode):
    """grid_sampler_3d_backward(Tensor grad_output, Tensor input, Tensor grid, int interpolation_mode, int padding_mode, bool align_corners, bool[2] output_mask) -> (Tensor, Tensor)

    grad_output, input, grid: grid_sampler_double_backward(grads[0], grads[1], grad_output, input, grid, interpolation_mode, padding_mode, align_corners, 3, grad_input_mask)
    """

    __slots__ = ('align_corners', 'grad_output_', 'grid_', 'input_', 'interpolation_mode', 'padding_mode')

    def apply(node, grads):
        grads = node.materialize_grads(grads)
        align_corners = node.align_corners
        grad_output = unpack_saved(node.grad_output_)
        grid = unpack_saved(node.grid_)
        input = unpack_saved(node.input_)
        interpolation_mode = node.interpolation_mode
        padding_mode = node.padding_mode
        grad_inputs = [None, None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        grad_input_mask = (
            wanted[0] is not None,
            wanted[1] is not None,
            wanted[2] is not None,
        )
        if any(grad_input_mask):
            grad_result = grid_sampler_double_backward(grads[0], grads[1], grad_output, input, grid, interpolation_mode, padding_mode, align_corners, 3, grad_input_mask)
            if grad_input_mask[0]:
                grad_inputs[0] = grad_result[0]
            if grad_input_mask[1]:
                grad_inputs[1] = grad_result[1]
            if grad_input_mask[2]:
                grad_inputs[2] = grad_result[2]
        return grad_inputs

    def release_variables(node):
        node.grad_output_ = release_saved(node.grad_output_)
        node.grid_ = release_saved(node.grid_)
        node.input_ = release_saved(node.input_)

    @property
    def _saved_align_corners(node):
        return node.align_corners

    @property
    def _saved_grad_output(node):
        return unpack_saved(node.grad_output_)

    @property
    def _raw_saved_grad_output(node):
        return raw_saved(node, 'grad_output_')

    @property
    def _saved_grid(node):
        return wrapped_number(unpack_saved(node.grid_))

    @property
    def _raw_saved_grid(node):
        return raw_saved(node, 'grid_')

    @property
    def _saved_input(node):
        return wrapped_number(unpack_saved(node.input_))

    @property
    def _raw_saved_input(node):
        return raw_saved(node, 'input_')

    @property
    def _saved_interpolation_mode(node):
        return saved_int(node.interpolation_mode)

    @property
    def _saved_padding_mode(node):
        return saved_int(node.padding_mode)


class FractionalMaxPool2DBackward0(GeneratedNode):
    """fractional_max_pool2d(Tensor self, int[2] kernel_size, int[2] output_size, Tensor random_samples) -> (Tensor, Tensor)

    self: torch._generated.variable_type.fractional_max_pool2d_backward(grad, self, kernel_size, output_size, result1)
    """

    __slots__ = ('kernel_size', 'output_size', 'result1_', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        kernel_size = node.kernel_size
        output_size = node.output_size
        result1 = unpack_saved(node.result1_, node)
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch._generated.variable_type.fractional_max_pool2d_backward(grad, self, kernel_size, output_size, result1)
        return grad_inputs

    def release_variables(node):
        node.result1_ = release_saved(node.result1_)
        node.self_ = release_saved(node.self_)

    @property
    def _saved_kernel_size(node):
        return saved_int(node.kernel_size)

    @property
    def _saved_output_size(node):
        return saved_int(node.output_size)

    @property
    def _saved_result1(node):
        return unpack_saved(node.result1_, node)

    @property
    def _raw_saved_result1(node):
        return raw_saved(node, 'result1_')

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class FractionalMaxPool2DBackwardBackward0(GeneratedNode):
    """fractional_max_pool2d_backward(Tensor grad_output, Tensor self, int[2] kernel_size, int[2] output_size, Tensor indices) -> Tensor

    grad_output: grad.flatten(-2).gather(-1, indices.flatten(-2)).view_as(indices)
    self: torch.zeros_like(grad)
    """

    __slots__ = ('indices_',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        indices = unpack_saved(node.indices_)
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad.flatten(-2).gather(-1, indices.flatten(-2)).view_as(indices)
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = torch.zeros_like(grad)
        return grad_inputs

    def release_variables(node):
        node.indices_ = release_saved(node.indices_)

    @property
    def _saved_indices(node):
        return wrapped_number(unpack_saved(node.indices_))

    @property
    def _raw_saved_indices(node):
        return raw_saved(node, 'indices_')


class FractionalMaxPool3DBackward0(GeneratedNode):
    """fractional_max_pool3d(Tensor self, int[3] kernel_size, int[3] output_size, Tensor random_samples) -> (Tensor, Tensor)

    self: torch._generated.variable_type.fractional_max_pool3d_backward(grad, self, kernel_size, output_size, result1)
    """

    __slots__ = ('kernel_size', 'output_size', 'result1_', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        kernel_size = node.kernel_size
        output_size = node.output_size
        result1 = unpack_saved(node.result1_, node)
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch._generated.variable_type.fractional_max_pool3d_backward(grad, self, kernel_size, output_size, result1)
        return grad_inputs

    def release_variables(node):
        node.result1_ = release_saved(node.result1_)
        node.self_ = release_saved(node.self_)

    @property
    def _saved_kernel_size(node):
        return saved_int(node.kernel_size)

    @property
    def _saved_output_size(node):
        return saved_int(node.output_size)

    @property
    def _saved_result1(node):
        return unpack_saved(node.result1_, node)

    @property
    def _raw_saved_result1(node):
        return raw_saved(node, 'result1_')

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class FractionalMaxPool3DBackwardBackward0(GeneratedNode):
    """fractional_max_pool3d_backward(Tensor grad_output, Tensor self, int[3] kernel_size, int[3] output_size, Tensor indices) -> Tensor

    grad_output: grad.flatten(-3).gather(-1, indices.flatten(-3)).view_as(indices)
    self: torch.zeros_like(grad)
    """

    __slots__ = ('indices_',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        indices = unpack_saved(node.indices_)
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad.flatten(-3).gather(-1, indices.flatten(-3)).view_as(indices)
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = torch.zeros_like(grad)
        return grad_inputs

    def release_variables(node):
        node.indices_ = release_saved(node.indices_)

    @property
    def _saved_indices(node):
        return wrapped_number(unpack_saved(node.indices_))

    @property
    def _raw_saved_indices(node):
        return raw_saved(node, 'indices_')


class AsStridedBackward0(GeneratedNode):
    """as_strided(Tensor(a) self, SymInt[] size, SymInt[] stride, SymInt? storage_offset=None) -> Tensor(a)

    self: as_strided_backward(grad, TensorGeometry(self), size, stride, storage_offset)
    """

    __slots__ = ('self_geometry', 'size', 'storage_offset', 'stride')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        self_geometry = node.self_geometry
        size = node.size
        storage_offset = node.storage_offset
        stride = node.stride
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = as_strided_backward(grad, self_geometry, size, stride, storage_offset)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_size(node):
        return saved_int(node.size)

    @property
    def _saved_storage_offset(node):
        return saved_int(node.storage_offset)

    @property
    def _saved_stride(node):
        return saved_int(node.stride)


class AsStridedBackward1(GeneratedNode):
    """as_strided_(Tensor(a!) self, SymInt[] size, SymInt[] stride, SymInt? storage_offset=None) -> Tensor(a!)

    self: as_strided_backward(grad, TensorGeometry(self), size, stride, storage_offset)
    """

    __slots__ = ('self_geometry', 'size', 'storage_offset', 'stride')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        self_geometry = node.self_geometry
        size = node.size
        storage_offset = node.storage_offset
        stride = node.stride
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = as_strided_backward(grad, self_geometry, size, stride, storage_offset)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_size(node):
        return saved_int(node.size)

    @property
    def _saved_storage_offset(node):
        return saved_int(node.storage_offset)

    @property
    def _saved_stride(node):
        return saved_int(node.stride)


class AsStridedBackward0_copy(GeneratedNode):
    """as_strided_copy(Tensor self, SymInt[] size, SymInt[] stride, SymInt? storage_offset=None) -> Tensor

    self: as_strided_backward(grad, TensorGeometry(self), size, stride, storage_offset)
    """

    __slots__ = ('self_geometry', 'size', 'storage_offset', 'stride')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        self_geometry = node.self_geometry
        size = node.size
        storage_offset = node.storage_offset
        stride = node.stride
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = as_strided_backward(grad, self_geometry, size, stride, storage_offset)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_size(node):
        return saved_int(node.size)

    @property
    def _saved_storage_offset(node):
        return saved_int(node.storage_offset)

    @property
    def _saved_stride(node):
        return saved_int(node.stride)


class AsStridedScatterBackward0(GeneratedNode):
    """as_strided_scatter(Tensor self, Tensor src, SymInt[] size, SymInt[] stride, SymInt? storage_offset=None) -> Tensor

    self, src: as_strided_scatter_backward(grad, TensorGeometry(self), size, stride, storage_offset, grad_input_mask)
    """

    __slots__ = ('self_geometry', 'size', 'storage_offset', 'stride')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        self_geometry = node.self_geometry
        size = node.size
        storage_offset = node.storage_offset
        stride = node.stride
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        grad_input_mask = (
            wanted[0] is not None,
            wanted[1] is not None,
        )
        if any(grad_input_mask):
            grad_result = as_strided_scatter_backward(grad, self_geometry, size, stride, storage_offset, grad_input_mask)
            if grad_input_mask[0]:
                grad_inputs[0] = grad_result[0]
            if grad_input_mask[1]:
                grad_inputs[1] = grad_result[1]
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_size(node):
        return saved_int(node.size)

    @property
    def _saved_storage_offset(node):
        return saved_int(node.storage_offset)

    @property
    def _saved_stride(node):
        return saved_int(node.stride)


class ViewBackward0_copy(GeneratedNode):
    """view_copy(Tensor self, SymInt[] size) -> Tensor

    self: grad.reshape(self.shape)
    """

    __slots__ = ('self_shape',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        self_shape = node.self_shape
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad.reshape(self_shape)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_self_sym_sizes(node):
        return node.self_shape


class ReshapeAliasBackward0_copy(GeneratedNode):
    """_reshape_alias_copy(Tensor self, SymInt[] size, SymInt[] stride) -> Tensor

    self: grad.reshape(self.shape)
    """

    __slots__ = ('self_shape',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        self_shape = node.self_shape
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad.reshape(self_shape)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_self_sym_sizes(node):
        return node.self_shape


class TBackward0_copy(GeneratedNode):
    """t_copy(Tensor self) -> Tensor

    self: grad.t()
    """

    __slots__ = ()

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad.t()
        return grad_inputs

    def release_variables(node):
        pass


class TransposeBackward0_copy(GeneratedNode):
    """transpose_copy.int(Tensor self, int dim0, int dim1) -> Tensor

    self: grad.transpose(dim0, dim1)
    """

    __slots__ = ('dim0', 'dim1')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        dim0 = node.dim0
        dim1 = node.dim1
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad.transpose(dim0, dim1)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_dim0(node):
        return saved_int(node.dim0)

    @property
    def _saved_dim1(node):
        return saved_int(node.dim1)


class PermuteBackward0_copy(GeneratedNode):
    """permute_copy(Tensor self, int[] dims) -> Tensor

    self: permute_backwards(grad, dims)
    """

    __slots__ = ('dims',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        dims = node.dims
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = permute_backwards(grad, dims)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_dims(node):
        return saved_int(node.dims)


class ExpandBackward0_copy(GeneratedNode):
    """expand_copy(Tensor self, SymInt[] size, *, bool implicit=False) -> Tensor

    self: sum_to(grad, self.shape)
    """

    __slots__ = ('self_shape',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        self_shape = node.self_shape
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = sum_to(grad, self_shape)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_self_sym_sizes(node):
        return node.self_shape


class SqueezeBackward0_copy(GeneratedNode):
    """squeeze_copy(Tensor self) -> Tensor

    self: grad.reshape(self.shape)
    """

    __slots__ = ('self_shape',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        self_shape = node.self_shape
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad.reshape(self_shape)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_self_sym_sizes(node):
        return node.self_shape


class SqueezeBackward1_copy(GeneratedNode):
    """squeeze_copy.dim(Tensor self, int dim) -> Tensor

    self: unsqueeze_to(grad, dim, self.shape)
    """

    __slots__ = ('dim', 'self_shape')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        dim = node.dim
        self_shape = node.self_shape
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = unsqueeze_to(grad, dim, self_shape)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_dim(node):
        return saved_int(node.dim)

    @property
    def _saved_self_sym_sizes(node):
        return node.self_shape


class SqueezeBackward2_copy(GeneratedNode):
    """squeeze_copy.dims(Tensor self, int[] dim) -> Tensor

    self: unsqueeze_to(grad, dim, self.shape)
    """

    __slots__ = ('dim', 'self_shape')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        dim = node.dim
        self_shape = node.self_shape
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = unsqueeze_to(grad, dim, self_shape)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_dim(node):
        return saved_int(node.dim)

    @property
    def _saved_self_sym_sizes(node):
        return node.self_shape


class UnsqueezeBackward0_copy(GeneratedNode):
    """unsqueeze_copy(Tensor self, int dim) -> Tensor

    self: grad.squeeze(dim)
    """

    __slots__ = ('dim',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        dim = node.dim
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad.squeeze(dim)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_dim(node):
        return saved_int(node.dim)


class AliasBackward0_copy(GeneratedNode):
    """alias_copy(Tensor self) -> Tensor

    self: grad
    """

    __slots__ = ()

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad
        return grad_inputs

    def release_variables(node):
        pass


class SelectBackward0_copy(GeneratedNode):
    """select_copy.int(Tensor self, int dim, SymInt index) -> Tensor

    self: torch.select_backward(grad, self.shape, dim, index)
    """

    __slots__ = ('dim', 'index', 'self_shape')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        dim = node.dim
        index = node.index
        self_shape = node.self_shape
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch.select_backward(grad, self_shape, dim, index)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_dim(node):
        return saved_int(node.dim)

    @property
    def _saved_index(node):
        return saved_int(node.index)

    @property
    def _saved_self_sym_sizes(node):
        return node.self_shape


class SliceBackward0_copy(GeneratedNode):
    """slice_copy.Tensor(Tensor self, int dim=0, SymInt? start=None, SymInt? end=None, SymInt step=1) -> Tensor

    self: slice_backward_wrapper(grad, self.shape, dim, start, end, step)
    """

    __slots__ = ('dim', 'end', 'self_shape', 'start', 'step')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        dim = node.dim
        end = node.end
        self_shape = node.self_shape
        start = node.start
        step = node.step
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = slice_backward_wrapper(grad, self_shape, dim, start, end, step)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_dim(node):
        return saved_int(node.dim)

    @property
    def _saved_end(node):
        return saved_int(node.end)

    @property
    def _saved_self_sym_sizes(node):
        return node.self_shape

    @property
    def _saved_start(node):
        return saved_int(node.start)

    @property
    def _saved_step(node):
        return saved_int(node.step)


class SplitBackward0_copy(GeneratedNode):
    """split_copy.Tensor(Tensor self, SymInt split_size, int dim=0) -> Tensor[]

    self: split_backward(grads, split_size, dim, self.shape)
    """

    __slots__ = ('dim', 'self_shape', 'split_size')

    def apply(node, grads):
        grads = node.materialize_grads(grads)
        dim = node.dim
        self_shape = node.self_shape
        split_size = node.split_size
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = split_backward(grads, split_size, dim, self_shape)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_dim(node):
        return saved_int(node.dim)

    @property
    def _saved_self_sym_sizes(node):
        return node.self_shape

    @property
    def _saved_split_size(node):
        return saved_int(node.split_size)


class SplitWithSizesBackward0_copy(GeneratedNode):
    """split_with_sizes_copy(Tensor self, SymInt[] split_sizes, int dim=0) -> Tensor[]

    self: split_with_sizes_backward(grads, split_sizes, dim, self.shape)
    """

    __slots__ = ('dim', 'self_shape', 'split_sizes')

    def apply(node, grads):
        grads = node.materialize_grads(grads)
        dim = node.dim
        self_shape = node.self_shape
        split_sizes = node.split_sizes
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = split_with_sizes_backward(grads, split_sizes, dim, self_shape)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_dim(node):
        return saved_int(node.dim)

    @property
    def _saved_self_sym_sizes(node):
        return node.self_shape

    @property
    def _saved_split_sizes(node):
        return saved_int(node.split_sizes)


class UnbindBackward0_copy(GeneratedNode):
    """unbind_copy.int(Tensor self, int dim=0) -> Tensor[]

    self: torch.stack(grads, dim)
    """

    __slots__ = ('dim',)

    def apply(node, grads):
        grads = node.materialize_grads(grads)
        dim = node.dim
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch.stack(grads, dim)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_dim(node):
        return saved_int(node.dim)


class UnfoldBackward0_copy(GeneratedNode):
    """unfold_copy(Tensor self, int dimension, int size, int step) -> Tensor

    self: torch._generated.variable_type.unfold_backward(grad, self.shape, dimension, size, step)
    """

    __slots__ = ('dimension', 'self_shape', 'size', 'step')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        dimension = node.dimension
        self_shape = node.self_shape
        size = node.size
        step = node.step
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch._generated.variable_type.unfold_backward(grad, self_shape, dimension, size, step)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_dimension(node):
        return saved_int(node.dimension)

    @property
    def _saved_self_sym_sizes(node):
        return node.self_shape

    @property
    def _saved_size(node):
        return saved_int(node.size)

    @property
    def _saved_step(node):
        return saved_int(node.step)


class NarrowCopyBackward0(GeneratedNode):
    """narrow_copy(Tensor self, int dim, SymInt start, SymInt length) -> Tensor

    self: narrow_copy_backward(grad, self.shape, dim, start, length)
    """

    __slots__ = ('dim', 'length', 'self_shape', 'start')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        dim = node.dim
        length = node.length
        self_shape = node.self_shape
        start = node.start
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = narrow_copy_backward(grad, self_shape, dim, start, length)
        return grad_inputs

    def release_variables(node):
        pass

    @property
    def _saved_dim(node):
        return saved_int(node.dim)

    @property
    def _saved_length(node):
        return saved_int(node.length)

    @property
    def _saved_self_sym_sizes(node):
        return node.self_shape

    @property
    def _saved_start(node):
        return saved_int(node.start)


class SpecialI0EBackward0(GeneratedNode):
    """special_i0e(Tensor self) -> Tensor

    self: grad * (special_i1e(self) - self.sgn() * result)
    """

    __slots__ = ('result_', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        result = unpack_saved(node.result_, node)
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad * (special_i1e(self) - self.sgn() * result)
        return grad_inputs

    def release_variables(node):
        node.result_ = release_saved(node.result_)
        node.self_ = release_saved(node.self_)

    @property
    def _saved_result(node):
        return unpack_saved(node.result_, node)

    @property
    def _raw_saved_result(node):
        return raw_saved(node, 'result_')

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class SpecialI1EBackward0(GeneratedNode):
    """special_i1e(Tensor self) -> Tensor

    self: i1e_backward(grad, self, result)
    """

    __slots__ = ('result_', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        result = unpack_saved(node.result_, node)
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = i1e_backward(grad, self, result)
        return grad_inputs

    def release_variables(node):
        node.result_ = release_saved(node.result_)
        node.self_ = release_saved(node.self_)

    @property
    def _saved_result(node):
        return unpack_saved(node.result_, node)

    @property
    def _raw_saved_result(node):
        return raw_saved(node, 'result_')

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class SpecialErfcxBackward0(GeneratedNode):
    """special_erfcx(Tensor self) -> Tensor

    self: (2.0 * self * result - 2.0 / math.sqrt(math.pi)) * grad
    """

    __slots__ = ('result_', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        result = unpack_saved(node.result_, node)
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = (2.0 * self * result - 2.0 / math.sqrt(math.pi)) * grad
        return grad_inputs

    def release_variables(node):
        node.result_ = release_saved(node.result_)
        node.self_ = release_saved(node.self_)

    @property
    def _saved_result(node):
        return unpack_saved(node.result_, node)

    @property
    def _raw_saved_result(node):
        return raw_saved(node, 'result_')

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class SpecialEntrBackward0(GeneratedNode):
    """special_entr(Tensor self) -> Tensor

    self: grad * (-(1 + self.log()))
    """

    __slots__ = ('self_',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad * (-(1 + self.log()))
        return grad_inputs

    def release_variables(node):
        node.self_ = release_saved(node.self_)

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class SpecialNdtriBackward0(GeneratedNode):
    """special_ndtri(Tensor self) -> Tensor

    self: grad * math.sqrt(2 * math.pi) * (result.square() / 2).exp()
    """

    __slots__ = ('result_',)

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        result = unpack_saved(node.result_, node)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad * math.sqrt(2 * math.pi) * (result.square() / 2).exp()
        return grad_inputs

    def release_variables(node):
        node.result_ = release_saved(node.result_)

    @property
    def _saved_result(node):
        return unpack_saved(node.result_, node)

    @property
    def _raw_saved_result(node):
        return raw_saved(node, 'result_')


class SpecialLogNdtrBackward0(GeneratedNode):
    """special_log_ndtr(Tensor self) -> Tensor

    self: grad / math.sqrt(2 * math.pi) * (result + self.pow(2) / 2).neg().exp()
    """

    __slots__ = ('result_', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        result = unpack_saved(node.result_, node)
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad / math.sqrt(2 * math.pi) * (result + self.pow(2) / 2).neg().exp()
        return grad_inputs

    def release_variables(node):
        node.result_ = release_saved(node.result_)
        node.self_ = release_saved(node.self_)

    @property
    def _saved_result(node):
        return unpack_saved(node.result_, node)

    @property
    def _raw_saved_result(node):
        return raw_saved(node, 'result_')

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class SpecialXlog1PyBackward0(GeneratedNode):
    """special_xlog1py(Tensor self, Tensor other) -> Tensor

    self: special_xlog1py(grad, other).masked_fill((self == 0.) & (other <= -1.), 0.)
    other: grad * self / (other + 1)
    """

    __slots__ = ('other_', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        other = unpack_saved(node.other_)
        self = unpack_saved(node.self_)
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = special_xlog1py(grad, other).masked_fill((self == 0.) & (other <= -1.), 0.)
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = grad * self / (other + 1)
        return grad_inputs

    def release_variables(node):
        node.other_ = release_saved(node.other_)
        node.self_ = release_saved(node.self_)

    @property
    def _saved_other(node):
        return wrapped_number(unpack_saved(node.other_))

    @property
    def _raw_saved_other(node):
        return raw_saved(node, 'other_')

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class SpecialXlog1PyBackward1(GeneratedNode):
    """special_xlog1py.self_scalar(Scalar self, Tensor other) -> Tensor

    other: grad * self / (other + 1)
    """

    __slots__ = ('other_', 'self')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        other = unpack_saved(node.other_)
        self = node.self
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad * self / (other + 1)
        return grad_inputs

    def release_variables(node):
        node.other_ = release_saved(node.other_)

    @property
    def _saved_other(node):
        return unpack_saved(node.other_)

    @property
    def _raw_saved_other(node):
        return raw_saved(node, 'other_')

    @property
    def _saved_self(node):
        return node.self


class SpecialXlog1PyBackward2(GeneratedNode):
    """special_xlog1py.other_scalar(Tensor self, Scalar other) -> Tensor

    self: special_xlog1py(grad, other) if other > -1. else special_xlog1py(grad, other).masked_fill(self == 0., 0.)
    """

    __slots__ = ('other', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        other = node.other
        self = unpack_saved(node.self_)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = special_xlog1py(grad, other) if other > -1. else special_xlog1py(grad, other).masked_fill(self == 0., 0.)
        return grad_inputs

    def release_variables(node):
        node.self_ = release_saved(node.self_)

    @property
    def _saved_other(node):
        return node.other

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class SpecialZetaBackward0(GeneratedNode):
    """special_zeta(Tensor self, Tensor other) -> Tensor

    self: not_implemented("zeta")
    other: grad * -self * special_zeta(self + 1., other)
    """

    __slots__ = ('other_', 'self_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        other = unpack_saved(node.other_)
        self = unpack_saved(node.self_)
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = not_implemented("zeta")
        if wanted[1] is not None:
            node.reduce_computed(grad_inputs)
            grad_inputs[1] = grad * -self * special_zeta(self + 1., other)
        return grad_inputs

    def release_variables(node):
        node.other_ = release_saved(node.other_)
        node.self_ = release_saved(node.self_)

    @property
    def _saved_other(node):
        return wrapped_number(unpack_saved(node.other_))

    @property
    def _raw_saved_other(node):
        return raw_saved(node, 'other_')

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')


class SpecialZetaBackward1(GeneratedNode):
    """special_zeta.self_scalar(Scalar self, Tensor other) -> Tensor

    other: grad * -self * special_zeta(self + 1., other)
    """

    __slots__ = ('other_', 'self')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        other = unpack_saved(node.other_)
        self = node.self
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad * -self * special_zeta(self + 1., other)
        return grad_inputs

    def release_variables(node):
        node.other_ = release_saved(node.other_)

    @property
    def _saved_other(node):
        return unpack_saved(node.other_)

    @property
    def _raw_saved_other(node):
        return raw_saved(node, 'other_')

    @property
    def _saved_self(node):
        return node.self


class SpecialZetaBackward2(GeneratedNode):
    """special_zeta.other_scalar(Tensor self, Scalar other) -> Tensor

    self: not_implemented("zeta")
    """

    __slots__ = ()

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = not_implemented("zeta")
        return grad_inputs

    def release_variables(node):
        pass


class ConvTbcBackward0(GeneratedNode):
    """conv_tbc(Tensor self, Tensor weight, Tensor bias, int pad=0) -> Tensor

    self, weight, bias: conv_tbc_backward(grad, self, weight, bias, pad, grad_input_mask)
    """

    __slots__ = ('bias_', 'pad', 'self_', 'weight_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None, None]
        bias = unpack_saved(node.bias_)
        pad = node.pad
        self = unpack_saved(node.self_)
        weight = unpack_saved(node.weight_)
        grad_inputs = [None, None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        grad_input_mask = (
            wanted[0] is not None,
            wanted[1] is not None,
            wanted[2] is not None,
        )
        if any(grad_input_mask):
            grad_result = conv_tbc_backward(grad, self, weight, bias, pad, grad_input_mask)
            if grad_input_mask[0]:
                grad_inputs[0] = grad_result[0]
            if grad_input_mask[1]:
                grad_inputs[1] = grad_result[1]
            if grad_input_mask[2]:
                grad_inputs[2] = grad_result[2]
        return grad_inputs

    def release_variables(node):
        node.bias_ = release_saved(node.bias_)
        node.self_ = release_saved(node.self_)
        node.weight_ = release_saved(node.weight_)

    @property
    def _saved_bias(node):
        return unpack_saved(node.bias_)

    @property
    def _raw_saved_bias(node):
        return raw_saved(node, 'bias_')

    @property
    def _saved_pad(node):
        return saved_int(node.pad)

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')

    @property
    def _saved_weight(node):
        return unpack_saved(node.weight_)

    @property
    def _raw_saved_weight(node):
        return raw_saved(node, 'weight_')


class TriangularSolveBackward0(GeneratedNode):
    """triangular_solve(Tensor self, Tensor A, bool upper=True, bool transpose=False, bool unitriangular=False) -> (Tensor solution, Tensor cloned_coefficient)

    self, A: triangular_solve_backward(grad_solution, grad_cloned_coefficient, self, A, solution, upper, transpose, unitriangular, grad_input_mask)
    """

    __slots__ = ('A_', 'self_', 'solution_', 'transpose', 'unitriangular', 'upper')

    def apply(node, grads):
        grads = node.materialize_grads(grads)
        grad_solution = grads[0]
        grad_cloned_coefficient = grads[1]
        A = unpack_saved(node.A_)
        self = unpack_saved(node.self_)
        solution = unpack_saved(node.solution_, node)
        transpose = node.transpose
        unitriangular = node.unitriangular
        upper = node.upper
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        grad_input_mask = (
            wanted[0] is not None,
            wanted[1] is not None,
        )
        if any(grad_input_mask):
            grad_result = triangular_solve_backward(grad_solution, grad_cloned_coefficient, self, A, solution, upper, transpose, unitriangular, grad_input_mask)
            if grad_input_mask[0]:
                grad_inputs[0] = grad_result[0]
            if grad_input_mask[1]:
                grad_inputs[1] = grad_result[1]
        return grad_inputs

    def release_variables(node):
        node.A_ = release_saved(node.A_)
        node.self_ = release_saved(node.self_)
        node.solution_ = release_saved(node.solution_)

    @property
    def _saved_A(node):
        return wrapped_number(unpack_saved(node.A_))

    @property
    def _raw_saved_A(node):
        return raw_saved(node, 'A_')

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')

    @property
    def _saved_solution(node):
        return unpack_saved(node.solution_, node)

    @property
    def _raw_saved_solution(node):
        return raw_saved(node, 'solution_')

    @property
    def _saved_transpose(node):
        return node.transpose

    @property
    def _saved_unitriangular(node):
        return node.unitriangular

    @property
    def _saved_upper(node):
        return node.upper


class PoissonBackward0(GeneratedNode):
    """poisson(Tensor self, Generator? generator=None) -> Tensor

    self: torch.zeros_like(grad)
    """

    __slots__ = ()

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch.zeros_like(grad)
        return grad_inputs

    def release_variables(node):
        pass


class LinalgHouseholderProductBackward0(GeneratedNode):
    """linalg_householder_product(Tensor input, Tensor tau) -> Tensor

    input, tau: householder_product_backward(grad, result, input, tau, grad_input_mask)
    """

    __slots__ = ('input_', 'result_', 'tau_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None]
        input = unpack_saved(node.input_)
        result = unpack_saved(node.result_, node)
        tau = unpack_saved(node.tau_)
        grad_inputs = [None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        grad_input_mask = (
            wanted[0] is not None,
            wanted[1] is not None,
        )
        if any(grad_input_mask):
            grad_result = householder_product_backward(grad, result, input, tau, grad_input_mask)
            if grad_input_mask[0]:
                grad_inputs[0] = grad_result[0]
            if grad_input_mask[1]:
                grad_inputs[1] = grad_result[1]
        return grad_inputs

    def release_variables(node):
        node.input_ = release_saved(node.input_)
        node.result_ = release_saved(node.result_)
        node.tau_ = release_saved(node.tau_)

    @property
    def _saved_input(node):
        return unpack_saved(node.input_)

    @property
    def _raw_saved_input(node):
        return raw_saved(node, 'input_')

    @property
    def _saved_result(node):
        return unpack_saved(node.result_, node)

    @property
    def _raw_saved_result(node):
        return raw_saved(node, 'result_')

    @property
    def _saved_tau(node):
        return wrapped_number(unpack_saved(node.tau_))

    @property
    def _raw_saved_tau(node):
        return raw_saved(node, 'tau_')


class OrmqrBackward0(GeneratedNode):
    """ormqr(Tensor self, Tensor input2, Tensor input3, bool left=True, bool transpose=False) -> Tensor

    self, input2, input3: ormqr_backward(grad, self, input2, input3, left, transpose, grad_input_mask)
    """

    __slots__ = ('input2_', 'input3_', 'left', 'self_', 'transpose')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None, None, None]
        input2 = unpack_saved(node.input2_)
        input3 = unpack_saved(node.input3_)
        left = node.left
        self = unpack_saved(node.self_)
        transpose = node.transpose
        grad_inputs = [None, None, None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        grad_input_mask = (
            wanted[0] is not None,
            wanted[1] is not None,
            wanted[2] is not None,
        )
        if any(grad_input_mask):
            grad_result = ormqr_backward(grad, self, input2, input3, left, transpose, grad_input_mask)
            if grad_input_mask[0]:
                grad_inputs[0] = grad_result[0]
            if grad_input_mask[1]:
                grad_inputs[1] = grad_result[1]
            if grad_input_mask[2]:
                grad_inputs[2] = grad_result[2]
        return grad_inputs

    def release_variables(node):
        node.input2_ = release_saved(node.input2_)
        node.input3_ = release_saved(node.input3_)
        node.self_ = release_saved(node.self_)

    @property
    def _saved_input2(node):
        return wrapped_number(unpack_saved(node.input2_))

    @property
    def _raw_saved_input2(node):
        return raw_saved(node, 'input2_')

    @property
    def _saved_input3(node):
        return wrapped_number(unpack_saved(node.input3_))

    @property
    def _raw_saved_input3(node):
        return raw_saved(node, 'input3_')

    @property
    def _saved_left(node):
        return node.left

    @property
    def _saved_self(node):
        return unpack_saved(node.self_)

    @property
    def _raw_saved_self(node):
        return raw_saved(node, 'self_')

    @property
    def _saved_transpose(node):
        return node.transpose


class ConjPhysicalBackward0(GeneratedNode):
    """_conj_physical(Tensor self) -> Tensor

    self: grad
    """

    __slots__ = ()

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad
        return grad_inputs

    def release_variables(node):
        pass


class ConjPhysicalBackward1(GeneratedNode):
    """conj_physical_(Tensor(a!) self) -> Tensor(a!)

    self: grad
    """

    __slots__ = ()

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = grad
        return grad_inputs

    def release_variables(node):
        pass


class NativeDropoutBackward0(GeneratedNode):
    """native_dropout(Tensor input, float p, bool? train) -> (Tensor, Tensor)

    input: native_dropout_backward(grad, result1, p, train)
    """

    __slots__ = ('p', 'result1_', 'train')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        p = node.p
        result1 = unpack_saved(node.result1_, node)
        train = node.train
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = native_dropout_backward(grad, result1, p, train)
        return grad_inputs

    def release_variables(node):
        node.result1_ = release_saved(node.result1_)

    @property
    def _saved_p(node):
        return node.p

    @property
    def _saved_result1(node):
        return unpack_saved(node.result1_, node)

    @property
    def _raw_saved_result1(node):
        return raw_saved(node, 'result1_')


class EmbeddingRenormBackward0(GeneratedNode):
    """embedding_renorm_(Tensor(a!) self, Tensor indices, float max_norm, float norm_type) -> Tensor(a!)

    self: not_implemented("embedding_renorm")
    """

    __slots__ = ()

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = not_implemented("embedding_renorm")
        return grad_inputs

    def release_variables(node):
        pass


class SegmentReduceBackward0(GeneratedNode):
    """segment_reduce(Tensor data, str reduce, *, Tensor? lengths=None, Tensor? indices=None, Tensor? offsets=None, int axis=0, bool unsafe=False, Scalar? initial=None) -> Tensor

    data: torch._generated.variable_type._segment_reduce_backward(grad, result, data, reduce, lengths=lengths, offsets=offsets, axis=axis, initial=initial)
    """

    __slots__ = ('axis', 'data_', 'initial', 'lengths_', 'offsets_', 'reduce', 'result_')

    def apply(node, grads):
        grad = grads[0]
        if grad is None:
            return [None]
        axis = node.axis
        data = unpack_saved(node.data_)
        initial = node.initial
        lengths = unpack_saved(node.lengths_)
        offsets = unpack_saved(node.offsets_)
        reduce = node.reduce
        result = unpack_saved(node.result_, node)
        grad_inputs = [None]
        wanted = node._next_nodes if not engine.PRUNING else node.task_wanted_nodes()
        if wanted[0] is not None:
            grad_inputs[0] = torch._generated.variable_type._segment_reduce_backward(grad, result, data, reduce, lengths=lengths, offsets=offsets, axis=axis, initial=initial)
        return grad_inputs

    def release_variables(node):
        node.data_ = release_saved(node.data_)
        node.lengths_ = release_saved(node.lengths_)
        node.offsets_ = release_saved(node.offsets_)
        node.result_ = release_saved(node.result_)

    @property
    def _saved_axis(node):
        return saved_int(node.axis)

    @property
    def _saved_data(node):
        return unpack_saved(node.data_)

    @property
    def _raw_saved_data(node):
        return raw_saved(node, 'data_')

    @property
    def _saved_initial(node):
        return node.initial

    @property
    def _saved_lengths(node):
        return unpack_saved(node.lengths_)

    @property
    def _raw_saved_lengths(node):
        return raw_saved(node, 'lengths_')

    @property
    def _saved_offsets(node):
        return unpack_saved(node.offsets_)

    @property
    def _raw_saved_offsets(node):
        return raw_saved(node, 'offsets_')

    @property
    def _saved_reduce(node):
        return node.reduce

    @property
    def _saved_result(node):
        return unpack_saved(node.result_, node)

    @property
    def _raw_saved_result(node):
        return raw_saved(node, 'result_')


# Formulas call other ops of derivatives.yaml straight through their wrappers (``VT.tanh_backward``), as PyTorch's call
# at::<op>. That module imports the nodes above, so it is bound after them.
from minitorch._generated import variable_type as VT  # noqa: E402
