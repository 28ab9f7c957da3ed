"""torch.* linear algebra kept beside torch.linalg: the deprecated triangular_solve / frobenius_norm /
nuclear_norm, LAPACK-style orgqr / ormqr over linalg.householder_product, and the randomized
svd_lowrank / pca_lowrank (Halko et al. 2009, Algorithm 5.1, as torch._lowrank)."""
from . import _creation, _dtype, linalg
from ._composite_shape import _wrap_dim
from ._composite_torch_extra import _warn_once
from ._functional_aliases import _aten_args
from ._generated import variable_type as _vt
from ._tensor import _SCALAR_TYPE_NAME, Tensor
from .autograd.function_utils import check_tensor_as_called, method_of
from ._python_arg_parser import _is_int, int_list
from .autograd.function_utils import not_a_tensor

__all__ = ["triangular_solve", "frobenius_norm", "nuclear_norm", "orgqr", "ormqr", "svd_lowrank", "pca_lowrank"]

_TRIGGERED = " (Triggered internally at /__w/pytorch/pytorch/aten/src/ATen/native/{}.)"


@_aten_args
def triangular_solve(input, A, upper=True, transpose=False, unitriangular=False, *, out=None):
    """(solution, cloned_coefficient) with op(A) X = input (TriangularSolveBackward0)."""
    check_tensor_as_called("triangular_solve", "input", input, 1)
    check_tensor_as_called("triangular_solve", "A", A, 2)
    _warn_once("triangular_solve", "torch.triangular_solve is deprecated in favor of torch.linalg.solve_triangular"
               "and will be removed in a future PyTorch release.\ntorch.linalg.solve_triangular has its arguments "
               "reversed and does not return a copy of one of the inputs.\nX = torch.triangular_solve(B, A).solution"
               "\nshould be replaced with\nX = torch.linalg.solve_triangular(A, B)."
               + _TRIGGERED.format("BatchLinearAlgebra.cpp:2273"))
    return _vt.triangular_solve(input, A, upper, transpose, unitriangular)


@_aten_args
def frobenius_norm(input, dim, keepdim=False, *, out=None):
    """The 2-norm over ``dim`` (at most two dims; () means all), recorded as NormBackward1 as in ATen."""
    check_tensor_as_called("frobenius_norm", "input", input, 1)
    dim = int_list("frobenius_norm", "dim", dim, 2, sized=True)
    if type(keepdim) is not bool:
        from ._python_arg_parser import bool_arg
        bool_arg("frobenius_norm", "keepdim", keepdim, 3)
    if len(dim) > 2:
        raise RuntimeError(f"Expected at most 2 dimensions, but got {len(dim)} dimensions instead.")
    wrapped = [_wrap_dim(d, input.dim()) for d in dim]
    if len(set(wrapped)) < len(wrapped):
        raise RuntimeError(f"dim {wrapped[0]} appears multiple times in the list of dims")
    _warn_once("frobenius_norm", "at::frobenius_norm is deprecated and it is just left for JIT compatibility. It "
               "will be removed in a future PyTorch release. Please use `linalg.vector_norm(A, 2., dim, keepdim)` "
               "instead" + _TRIGGERED.format("LinearAlgebra.cpp:3175"))
    return _vt.norm_ScalarOpt_dim(input, 2, dim, keepdim)


def nuclear_norm(input, dim=(-2, -1), keepdim=False, *, out=None):
    """The sum of the singular values over the two dims (linalg.matrix_norm(A, 'nuc', dim, keepdim)).
    ``torch.nuclear_norm(A, True)`` is the keepdim overload, as ATen's."""
    if not isinstance(input, Tensor):
        raise not_a_tensor('nuclear_norm', 'input', input, 1, shared=False)
    if isinstance(dim, bool):
        dim, keepdim = (-2, -1), dim
    elif not (isinstance(dim, (list, tuple)) or _is_int(dim)) or type(keepdim) is not bool:
        from ._invalid_arguments import raise_invalid_arguments
        given = (input, dim) if keepdim is False else (input, dim, keepdim)
        raise_invalid_arguments("nuclear_norm", (
            "nuclear_norm(Tensor input, IntArrayRef[2] dim, bool keepdim=False, *, Tensor out=None)",
            "nuclear_norm(Tensor input, bool keepdim=False, *, Tensor out=None)"), given, {})
    _warn_once("nuclear_norm", "at::nuclear_norm is deprecated and it is just left for JIT compatibility. It will "
               "be removed in a future PyTorch release. Please use `linalg.matrix_norm(A, 'nuc', dim, keepdim)` "
               "instead" + _TRIGGERED.format("LinearAlgebra.cpp:3229"))
    return linalg.matrix_norm(input, "nuc", dim, keepdim)


def orgqr(input, tau):
    """LAPACK's orgqr: linalg.householder_product under its LAPACK name."""
    check_tensor_as_called("orgqr", "input", input, 1)
    check_tensor_as_called("orgqr", "input2", tau, 2)
    return linalg.householder_product(input, tau)


def ormqr(input, tau, other, left=True, transpose=False, *, out=None):
    """op(Q) other (``left``) or other op(Q), Q the m x m product of geqrf's reflectors (op: conjugate
    transpose when ``transpose``; OrmqrBackward0)."""
    check_tensor_as_called("ormqr", "input", input, 1)
    check_tensor_as_called("ormqr", "input2", tau, 2)
    check_tensor_as_called("ormqr", "input3", other, 3)
    _check_ormqr(input, tau, other, left)
    return _vt.ormqr(input, tau, other, left, transpose)


def _check_ormqr(input, tau, other, left):
    """ATen's ormqr checks, in its order."""
    name = "torch.ormqr"
    if input.dim() < 2:
        raise RuntimeError(f"{name}: input must have at least 2 dimensions.")
    if other.dim() < 2:
        raise RuntimeError(f"{name}: other must have at least 2 dimensions.")
    side = -2 if left else -1
    if other.shape[side] != input.shape[-2]:
        raise RuntimeError(f"{name}: other.shape[{side}] must be equal to input.shape[-2]")
    if tau.dim() == 0 or tau.shape[-1] != min(other.shape[side], input.shape[-1]):
        raise RuntimeError(f"{name}: tau.shape[-1] must be equal to min(other.shape[{side}], input.shape[-1])")
    if tau.dim() != input.dim() - 1:
        raise RuntimeError(f"{name}: Expected tau to have one dimension less than input, but got tau.ndim equal to "
                           f"{tau.dim()} and input.ndim is equal to {input.dim()}")
    if other.dim() != input.dim():
        raise RuntimeError(f"{name}: Expected other to have the same number of dimensions as input, but got "
                           f"other.ndim equal to {other.dim()} and input.ndim is equal to {input.dim()}")
    for what, batch in (("tau", tuple(tau.shape[:-1])), ("other", tuple(other.shape[:-2]))):
        if batch != tuple(input.shape[:-2]):
            raise RuntimeError(f"{name}: Expected batch dimensions of {what} to be equal to input.shape[:-2], but got "
                               f"[{', '.join(map(str, batch))}]")
    for what, t in (("other", other), ("tau", tau)):
        if t.dtype != input.dtype:
            raise RuntimeError(f"{name}: Expected input and {what} to have the same dtype, but input has dtype"
                               f"{_type_name(input)} and {what} has dtype {_type_name(t)}")


def _type_name(t):
    return _SCALAR_TYPE_NAME[str(t.dtype).rpartition(".")[2]]


def _approximate_basis(A, q, niter):
    """An orthonormal Q (m x q) whose range approximates A's: A times a Gaussian test matrix, then ``niter``
    power iterations, each re-orthonormalised by QR."""
    dtype = A.dtype if A.dtype.is_floating_point or A.dtype.is_complex else _dtype.get_default_dtype()
    Q = linalg.qr(A @ _creation.randn(A.shape[-1], q, dtype=dtype, device=A.device)).Q
    for _ in range(niter):
        Q = linalg.qr(A.mH @ Q).Q
        Q = linalg.qr(A @ Q).Q
    return Q


def _svd_lowrank(A, q, niter, M):
    q = 6 if q is None else q
    niter = 2 if niter is None else niter
    if M is not None:
        A = A - M.broadcast_to(A.shape)
    m, n = A.shape[-2:]
    if m < n:  # work on the tall one
        A = A.mH
    Q = _approximate_basis(A, q, niter)
    U, S, Vh = linalg.svd(Q.mH @ A, full_matrices=False)
    U, V = Q @ U, Vh.mH
    return (V, S, U) if m < n else (U, S, V)


def svd_lowrank(A, q=6, niter=2, M=None):
    """An approximate rank-q SVD (U, S, V) of A - M by randomized range finding, A ~ U diag(S) V^H."""
    return _svd_lowrank(A, q, niter, M)


def pca_lowrank(A, q=None, center=True, niter=2):
    """svd_lowrank of A with its column means removed (``center``), q defaulting to min(6, m, n)."""
    m, n = A.shape[-2:]
    if q is None:
        q = min(6, m, n)
    elif not 0 <= q <= min(m, n):
        raise ValueError(f"q(={q}) must be non-negative integer and not greater than min(m, n)={min(m, n)}")
    if not niter >= 0:
        raise ValueError(f"niter(={niter}) must be non-negative integer")
    if center:
        A = A - A.mean(dim=(-2,), keepdim=True)
    return _svd_lowrank(A, q, niter, None)


def _triangular_solve_method(self, A, upper=True, transpose=False, unitriangular=False):
    if not isinstance(A, Tensor):  # (the function's own check, past _aten_args, counts as the function form)
        raise not_a_tensor("triangular_solve", "A", A, 1, shared=False)
    return triangular_solve(self, A, upper, transpose, unitriangular)


Tensor.triangular_solve = _triangular_solve_method
Tensor.orgqr = method_of(orgqr)
Tensor.ormqr = method_of(ormqr)
