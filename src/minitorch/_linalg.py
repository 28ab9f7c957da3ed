"""torch.linalg's linear-algebra functions over the generated ops (linalg.inv records
LinalgInvExBackward0, linalg.det LinalgDetBackward0, linalg.solve LinalgSolveExBackward0,
as in PyTorch)."""
import math

from ._composite import matmul  # noqa: F401  (torch.linalg.matmul is torch.matmul)
from ._creation import eye
from ._generated import variable_type as _vt
from ._tensor import Tensor as _Tensor
from .autograd.function_utils import not_a_tensor
from .kernels import LinAlgError  # noqa: F401


def inv_ex(A, *, check_errors=False, out=None):
    return _vt.linalg_inv_ex(A, check_errors)


def inv(A, *, out=None):
    inverse, _ = _vt.linalg_inv_ex(A, True)
    return inverse


def det(A, *, out=None):
    return _vt._linalg_det(A)[0]


def solve_ex(A, B, *, left=True, check_errors=False, out=None):
    result, _, _, info = _vt._linalg_solve_ex(A, B, left, check_errors)
    return result, info


def solve(A, B, *, left=True, out=None):
    return _vt._linalg_solve_ex(A, B, left, True)[0]


def diagonal(A, *, offset=0, dim1=-2, dim2=-1):
    return _vt.diagonal(A, offset, dim1, dim2)


def matrix_norm(A, ord="fro", dim=(-2, -1), keepdim=False, *, dtype=None, out=None):
    """The Frobenius norm as a vector norm over the two dims; the 1 / inf norms (and -1 / -inf) as the
    largest (smallest) vector 1-norm of the columns / rows, as ATen (AmaxBackward0 on
    LinalgVectorNormBackward0); the 2 / -2 and nuclear norms from the singular values of A with the two dims
    moved last (PermuteBackward0, LinalgSvdBackward0, then AmaxBackward0 / AminBackward0 / SumBackward1)."""
    # The order is checked first, as in ATen; a number as C++ prints a double (3, not 3.0).
    if ord not in ("fro", "nuc", 1, -1, 2, -2, math.inf, -math.inf):
        shown = ord if isinstance(ord, str) else f"{ord:g}"
        raise RuntimeError(f"linalg.matrix_norm: Order {shown} not supported.")
    if A.dim() < 2:
        raise RuntimeError("linalg.matrix_norm: The input tensor A must have at least 2 dimensions.")
    dim = tuple(dim) if isinstance(dim, (list, tuple)) else (dim,)
    if len(dim) != 2:
        raise RuntimeError(f"linalg.matrix_norm: dim must be a 2-tuple. Got {' '.join(map(str, dim))}")
    if ord == "fro":
        return _vt.linalg_vector_norm(A, 2, dim, keepdim, dtype=dtype)
    if ord in ("nuc", 2, -2):
        return _singular_value_norm(A, ord, dim, keepdim, dtype)
    first, second = (d % A.dim() for d in dim)
    if abs(ord) == math.inf:
        first, second = second, first
    if not keepdim and first < second:
        second -= 1  # the first reduction removed a dim before it
    columns = _vt.linalg_vector_norm(A, 1, (first,), keepdim, dtype=dtype)
    return (_vt.amax if ord > 0 else _vt.amin)(columns, (second,), keepdim)


def _singular_value_norm(A, ord, dim, keepdim, dtype):
    if dtype is not None:
        A = A.to(dtype)
    first, second = (d % A.dim() for d in dim)
    order = [d for d in range(A.dim()) if d not in (first, second)] + [first, second]
    values = svdvals(_vt.permute(A, tuple(order)))
    if ord == "nuc":
        result = _vt.sum_dim_IntList(values, (-1,), keepdim)
    else:
        result = (_vt.amax if ord > 0 else _vt.amin)(values, (-1,), keepdim)
    if keepdim:  # the two reduced dims back where they were
        result = _vt.permute(_vt.unsqueeze(result, -1), tuple(order.index(d) for d in range(A.dim())))
    return result


_NORM_SIGNATURES = (
    "linalg_norm(Tensor input, Scalar? ord=None, IntArrayRef[1]? dim=None, bool keepdim=False, *, ScalarType? "
    "dtype=None, Tensor out=None)",
    "linalg_norm(Tensor input, c10::string_view ord, IntArrayRef[1]? dim=None, bool keepdim=False, *, ScalarType? "
    "dtype=None, Tensor out=None)")


def _check_norm_arguments(ord, dim, keepdim, dtype, frame):
    """PyTorch's parser on torch.linalg.norm's arguments: a dim list whose first item is an int is unpacked (a later
    item no int is its error); arguments no signature takes give the listing of both, with the call's arguments as
    it gave them (by position or keyword: ``given_by_keyword``)."""
    import numbers
    from ._dtype import dtype as dtype_type
    from ._python_arg_parser import _is_int, int_list
    if isinstance(dim, (list, tuple)) and dim and _is_int(dim[0]):
        int_list("linalg_norm", "dim", dim, 3, sized=True)
    fits = ((ord is None or isinstance(ord, (numbers.Number, str)) or isinstance(ord, _Tensor) and ord.dim() == 0)
            and (dim is None or _is_int(dim) or isinstance(dim, (list, tuple)) and (not dim or _is_int(dim[0])))
            and type(keepdim) is bool
            and (dtype is None or isinstance(dtype, dtype_type) or dtype in (float, int, bool)))
    if fits:
        return
    from ._invalid_arguments import arguments_as_called, raise_invalid_arguments
    args, kwargs = arguments_as_called(frame, (frame.f_locals["A"],),
                                       (("ord", ord, None), ("dim", dim, None), ("keepdim", keepdim, False)))
    if dtype is not None:
        kwargs["dtype"] = dtype
    raise_invalid_arguments("linalg_norm", _NORM_SIGNATURES, args, kwargs)


def norm(A, ord=None, dim=None, keepdim=False, *, dtype=None, out=None):
    """torch.linalg.norm: a vector norm over one dim (or all, with no ord), a matrix norm over two."""
    if not (dim is None or type(dim) is int or type(dim) is tuple) or type(keepdim) is not bool or dtype is not None \
            or not (ord is None or type(ord) in (int, float, str)):
        import sys
        _check_norm_arguments(ord, dim, keepdim, dtype, sys._getframe())
    if isinstance(dim, int):
        dim = (dim,)
    if dim is None and ord is not None:
        if A.dim() not in (1, 2):
            raise RuntimeError(f"linalg.norm: If dim is not specified but ord is, the input must be 1D or 2D. "
                               f"Got {A.dim()}D.")
        dim = tuple(range(A.dim()))
    if dim is not None and len(dim) == 2 or isinstance(ord, str):
        return matrix_norm(A, "fro" if ord is None else ord, dim if dim is not None else (-2, -1), keepdim,
                           dtype=dtype)
    return _vt.linalg_vector_norm(A, 2 if ord is None else ord, dim, keepdim, dtype=dtype)


def cross(input, other, *, dim=-1, out=None):
    return _vt.linalg_cross(input, other, dim=dim)


def matrix_power(A, n, *, out=None):
    """A to the integer power n, as ATen computes it: a contiguous clone for n = 0 (holding the identity)
    and 1, the inverse for n < 0, matmul chains by binary decomposition otherwise."""
    if not isinstance(A, _Tensor) or type(n) is not int:
        from .autograd.function_utils import check_tensor
        from ._python_arg_parser import int_arg
        check_tensor("linalg_matrix_power", "input", A, 1)
        n = int_arg("linalg_matrix_power", "n", n, 2)
    if A.dim() < 2:
        raise RuntimeError("linalg.matrix_power: The input tensor A must have at least 2 dimensions.")
    if A.shape[-1] != A.shape[-2]:
        raise RuntimeError(f"linalg.matrix_power: A must be batches of square matrices, but they are "
                           f"{A.shape[-2]} by {A.shape[-1]} matrices")
    if n == 0:
        return A.clone().copy_(eye(A.shape[-1], dtype=A.dtype, device=A.device).expand_as(A))
    if n == -1:
        return inv(A)
    if n < 0:
        A, n = inv(A), -n
    if n == 1:
        return A.clone()
    if n == 2:
        return matmul(A, A)
    if n == 3:
        return matmul(matmul(A, A), A)
    z = result = None
    while n > 0:
        bit, n = n % 2, n // 2
        z = A if z is None else matmul(z, z)
        if bit:
            result = z if result is None else matmul(result, z)
    return result


# -- slogdet / logdet / cholesky -----------------------------------------------------------------

def slogdet(A, *, out=None):
    """torch.linalg.slogdet: (sign, log|det A|), both recording LinalgSlogdetBackward0."""
    from .return_types import return_type
    sign, logabsdet, _, _ = _vt._linalg_slogdet(A)
    return return_type("linalg_slogdet", ["sign", "logabsdet"])(sign, logabsdet)


def _slogdet(input):
    """torch.slogdet / Tensor.slogdet: the same op, PyTorch's return_types.slogdet."""
    if not isinstance(input, _Tensor):
        raise not_a_tensor('slogdet', 'input', input, 1, shared=False)
    from .return_types import return_type
    sign, logabsdet, _, _ = _vt._linalg_slogdet(input)
    return return_type("slogdet", ["sign", "logabsdet"])(sign, logabsdet)


def logdet(input):
    """torch.logdet: log|det| where the determinant is positive, nan where it is negative (a
    WhereBackward0 over LinalgSlogdetBackward0, as ATen's composite logdet)."""
    if not isinstance(input, _Tensor):
        raise not_a_tensor('logdet', 'input', input, 1, shared=False)
    from ._generated.python_functions import where
    sign, logabsdet, _, _ = _vt._linalg_slogdet(input)
    return where(sign == -1.0, math.nan, logabsdet)


def cholesky_ex(A, *, upper=False, check_errors=False, out=None):
    return _vt.linalg_cholesky_ex(A, upper=upper, check_errors=check_errors)


def cholesky(A, *, upper=False, out=None):
    return _vt.linalg_cholesky_ex(A, upper=upper, check_errors=True)[0]


# -- eigh / eigvalsh -------------------------------------------------------------------------------

def eigh(A, UPLO="L", *, out=None):
    """torch.linalg.eigh: (eigenvalues ascending, eigenvectors), both recording LinalgEighBackward0."""
    from .return_types import return_type
    values, vectors = _vt._linalg_eigh(A, UPLO, True)
    return return_type("linalg_eigh", ["eigenvalues", "eigenvectors"])(values, vectors)


def eigvalsh(A, UPLO="L", *, out=None):
    """The eigenvalues (LinalgEighBackward0); the eigenvectors are always computed, since the gradient
    (reverse or forward) needs them."""
    return _vt._linalg_eigh(A, UPLO, True)[0]


# -- svd -------------------------------------------------------------------------------------------

def svd(A, full_matrices=True, *, driver=None, out=None):
    """torch.linalg.svd: (U, S, Vh), all recording LinalgSvdBackward0."""
    from .return_types import return_type
    U, S, Vh = _vt._linalg_svd(A, full_matrices, True, driver=driver)
    return return_type("linalg_svd", ["U", "S", "Vh"])(U, S, Vh)


def svdvals(A, *, driver=None, out=None):
    """The singular values (LinalgSvdBackward0); the vectors are computed only when a gradient may need them,
    as PyTorch's _may_require_fw_or_bw_grad decides."""
    return _vt._linalg_svd(A, False, A.requires_grad or A._fw_grad is not None, driver=driver)[1]


# -- qr --------------------------------------------------------------------------------------------

def qr(A, mode="reduced", *, out=None):
    """torch.linalg.qr: (Q, R) recording LinalgQrBackward0; Q is empty for mode='r'."""
    from .return_types import return_type
    Q, R = _vt.linalg_qr(A, mode)
    return return_type("linalg_qr", ["Q", "R"])(Q, R)

