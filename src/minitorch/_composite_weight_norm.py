"""Weight normalisation's ops as ATen composes them: ``norm_except_dim`` (the norm over every dim but one,
shaped to broadcast against the weight) and ``_weight_norm`` (the fused _weight_norm_interface for dim 0 or
the last, else the same formula in differentiable ops)."""
from ._generated import variable_type as _vt
from ._tensor import Tensor
from .autograd.function_utils import not_a_tensor

__all__ = ["norm_except_dim", "_weight_norm"]


def norm_except_dim(v, pow=2, dim=0):
    """at::norm_except_dim: dim -1 gives the norm of the whole tensor. ATen calls the C++ ``norm`` overloads
    (NormBackward0/1), not the Python ``Tensor.norm`` (linalg_vector_norm)."""
    if not isinstance(v, Tensor):
        raise not_a_tensor('norm_except_dim', 'v', v, 1, shared=False)
    if type(pow) is not int or type(dim) is not int:
        from ._python_arg_parser import int_arg
        pow, dim = int_arg("norm_except_dim", "pow", pow, 2), int_arg("norm_except_dim", "dim", dim, 3)
    if dim == -1:
        return _vt.norm_Scalar(v, pow)
    last = v.dim() - 1
    if dim == 0:
        return _vt.norm_ScalarOpt_dim(v.contiguous().view(v.size(0), -1), pow, [1]).view([v.size(0)] + [1] * last)
    if dim == last:
        flat = v.contiguous().view(-1, v.size(last))
        return _vt.norm_ScalarOpt_dim(flat, pow, [0]).view([1] * last + [v.size(last)])
    return norm_except_dim(v.transpose(0, dim), pow, 0).transpose(0, dim)


def _weight_norm(v, g, dim=0):
    """at::_weight_norm: ``v * (g / norm_except_dim(v, 2, dim))``."""
    if not isinstance(v, Tensor) or not isinstance(g, Tensor):
        raise TypeError("_weight_norm(): arguments 'v' and 'g' must be Tensors")
    if v.device != g.device:
        raise RuntimeError(f"Expected v and g to be on the same device, but got {v.device} and {g.device}")
    v, g = v.contiguous(), g.contiguous()
    if v.dtype != _half() and g.dtype != _half() and (dim == 0 or dim == v.dim() - 1):
        return _vt._weight_norm_interface(v, g, dim)[0]
    return v * (g / norm_except_dim(v, 2, dim))


def _half():
    from ._dtype import float16
    return float16
