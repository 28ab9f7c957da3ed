"""minitorch.linalg: PyTorch's torch.linalg namespace."""
__all__ = ["vector_norm"]

from ._autocast_state import AUTOCAST, autocast_lower

# -- reductions --------------------------------------------------------------------------------
from ._composite_pointwise import vector_norm  # noqa: E402

# -- linear algebra ----------------------------------------------------------------------------
from ._linalg import (LinAlgError, cholesky, cholesky_ex, cross, det, diagonal, eigh, eigvalsh, qr,  # noqa: E402
                      inv, inv_ex, matmul, matrix_norm, matrix_power, norm, slogdet, solve, solve_ex, svd, svdvals)

__all__ += ["LinAlgError", "cholesky", "cholesky_ex", "cross", "det", "diagonal", "eigh", "eigvalsh", "inv", "inv_ex",
            "matmul", "matrix_norm", "matrix_power", "norm", "qr", "slogdet", "solve", "solve_ex", "svd", "svdvals"]


def solve_triangular(A, B, *, upper, left=True, unitriangular=False, out=None):
    """X with A X = B (or X A = B), A upper or lower triangular (LinalgSolveTriangularBackward0)."""
    from ._generated import variable_type as _vt
    return _vt.linalg_solve_triangular(A, B, upper=upper, left=left, unitriangular=unitriangular)


def vecdot(x, y, *, dim=-1, out=None):
    """The dot product of ``x`` and ``y`` along ``dim`` (broadcast): ``(x * y).sum(dim)``, as ATen composes it."""
    if AUTOCAST.enabled:  # on both devices' lower_precision_fp lists
        x, y = autocast_lower(x, y)
    return (x.conj() * y).sum(dim)


def matrix_rank(A, *, atol=None, rtol=None, hermitian=False, out=None):
    """The number of singular values above max(atol, rtol * the largest), int64; rtol defaults to
    eps * max(m, n) when neither tolerance is given, as PyTorch's."""
    import minitorch
    from ._linalg import svdvals as _svdvals
    if rtol is None and A.dtype not in (minitorch.float32, minitorch.float64) and not A.is_complex():
        # ATen's default rtol is the dtype's epsilon (_get_epsilon), asked before any decomposition
        raise RuntimeError("This function doesn't handle types other than float and double")
    with minitorch.no_grad():
        s = minitorch.linalg.eigvalsh(A).abs() if hermitian else _svdvals(A)
        largest = s.amax(-1, keepdim=True) if s.shape[-1] else minitorch.zeros(s.shape[:-1] + (1,), dtype=s.dtype)
        if atol is None and rtol is None:
            rtol = minitorch.finfo(s.dtype).eps * max(A.shape[-2:])
        tol = minitorch.zeros((), dtype=s.dtype)
        if atol is not None:
            tol = minitorch.as_tensor(atol, dtype=s.dtype)
        if rtol is not None:
            tol = minitorch.maximum(tol, minitorch.as_tensor(rtol, dtype=s.dtype) * largest)
        return (s > tol).sum(-1)


def tensorinv(A, ind=2, *, out=None):
    """The inverse of ``A`` seen as a matrix over its first ``ind`` dims: reshape, inv, reshape."""
    import math
    if ind <= 0:
        raise RuntimeError(f"Expected a strictly positive integer for 'ind', but got {ind}")
    rows, cols = tuple(A.shape[:ind]), tuple(A.shape[ind:])
    if math.prod(rows) != math.prod(cols):
        raise RuntimeError(f"Expected self to satisfy the requirement prod(self.shape[ind:]) == "
                           f"prod(self.shape[:ind]), but got {math.prod(cols)} != {math.prod(rows)}")
    return inv(A.reshape(math.prod(rows), -1)).reshape(cols + rows)


def tensorsolve(A, B, dims=None, *, out=None):
    """X with tensordot(A, X, X.dim()) = B: A seen as a matrix over B's dims, solve, reshape."""
    import math
    if dims is not None:
        order = [d for d in range(A.dim()) if d not in [d % A.dim() for d in dims]] + [d % A.dim() for d in dims]
        A = A.permute(order)
    result_shape = tuple(A.shape[B.dim():])
    n = math.prod(result_shape)
    if math.prod(A.shape[:B.dim()]) != n:
        raise RuntimeError(f"Expected self to satisfy the requirement prod(self.shape[other.ndim:]) == "
                           f"prod(self.shape[:other.ndim]), but got {n} != {math.prod(A.shape[:B.dim()])}")
    return solve(A.reshape(n, n), B.reshape(n)).reshape(result_shape)


def cond(A, p=None, *, out=None):
    """The condition number: a ratio of singular values for p in (None, 2, -2), the nuclear norms' product for
    'nuc', else norm(A) * norm(A^-1) (inf for a singular A), composed as ATen's linalg_cond."""
    import math
    from ._linalg import inv_ex as _inv_ex, matrix_norm as _matrix_norm, svdvals as _svdvals
    if p in (None, 2, -2):
        s = _svdvals(A)
        n = s.shape[-1]
        first, last = s.narrow(-1, 0, 1), s.narrow(-1, n - 1, 1)
        return (last / first if p == -2 else first / last).squeeze(-1)
    if p == "nuc":
        s = _svdvals(A)
        return s.sum(-1) * s.reciprocal().sum(-1)
    if A.dim() < 2 or A.shape[-1] != A.shape[-2]:
        raise RuntimeError(f"linalg.cond(ord={p}): A must be batches of square matrices, but they are "
                           f"{A.shape[-2] if A.dim() >= 2 else 1} by {A.shape[-1]} matrices")
    inverse, info = _inv_ex(A)
    inverse.masked_fill_((info > 0).unsqueeze(-1).unsqueeze(-1), math.inf)  # in place, as ATen (so backward
    # through the inverse fails as in PyTorch: the saved output was modified)
    return (_matrix_norm(A, p) * _matrix_norm(inverse, p)).nan_to_num(math.inf)


def vander(x, *, N=None):
    """Columns x**0, x**1, ..., x**(N-1): a row of ones beside the running product, as ATen builds it."""
    import minitorch
    if x.dtype == minitorch.bool:
        raise RuntimeError("linalg.vander supports floating point, complex, and integer tensors, but got Bool")
    x_ = x.unsqueeze(-1) if x.dim() == 0 else x
    shape = list(x_.shape)
    n = shape[-1] if N is None else N
    if n <= 1:
        raise RuntimeError("N must be greater than 1.")
    result = minitorch.cumprod(x_.unsqueeze(-1).expand(shape + [n - 1]), -1)
    return minitorch.cat([result.new_ones(shape + [1]), result], -1)


def lstsq(A, B, rcond=None, *, driver=None):
    """Least squares (LinalgLstsqBackward0): a (solution, residuals, rank, singular_values) named tuple."""
    from ._generated import variable_type as _vt
    return _vt.linalg_lstsq(A, B, rcond, driver=driver)


def householder_product(A, tau, *, out=None):
    """The first n columns of H_1 H_2 ... H_k, H_i = I - tau_i v_i v_i^H with v_i A's i-th column below the
    diagonal and a 1 on it (LAPACK's orgqr; LinalgHouseholderProductBackward0)."""
    from ._generated import variable_type as _vt
    from ._tensor import _SCALAR_TYPE_NAME
    from .autograd.function_utils import check_tensor
    check_tensor("linalg_householder_product", "input", A, 1)
    check_tensor("linalg_householder_product", "tau", tau, 2)
    name = "torch.linalg.householder_product"
    if A.dim() < 2:
        raise RuntimeError(f"{name}: input must have at least 2 dimensions.")
    m, n = A.shape[-2], A.shape[-1]
    if m < n:
        raise RuntimeError(f"{name}: input.shape[-2] must be greater than or equal to input.shape[-1]")
    k = tau.shape[-1] if tau.dim() else 1
    if n < k:
        raise RuntimeError(f"{name}: input.shape[-1] must be greater than or equal to tau.shape[-1]")
    if tau.dim() != A.dim() - 1:
        raise RuntimeError(f"{name}: Expected tau to have one dimension less than input, but got tau.ndim equal to "
                           f"{tau.dim()} and input.ndim is equal to {A.dim()}")
    if tuple(tau.shape[:-1]) != tuple(A.shape[:-2]):
        raise RuntimeError(f"{name}: Expected batch dimensions of tau to be equal to input.shape[:-2], but got "
                           f"[{', '.join(map(str, tau.shape[:-1]))}]")
    if tau.dtype != A.dtype:
        names = [_SCALAR_TYPE_NAME[str(t.dtype).rpartition(".")[2]] for t in (tau, A)]
        raise RuntimeError(f"{name}: tau dtype {names[0]} does not match input dtype {names[1]}")
    return _vt.linalg_householder_product(A, tau)


def ldl_factor_ex(A, *, hermitian=False, check_errors=False, out=None):
    """(LD, pivots, info): the Bunch-Kaufman factorization P L D L^T P^T of A's lower triangle, in LAPACK's
    sytrf layout (no derivative, as in PyTorch: its NotImplemented node)."""
    from ._generated import variable_type as _vt
    return _vt.linalg_ldl_factor_ex(A, hermitian=hermitian, check_errors=check_errors)


def ldl_factor(A, *, hermitian=False, out=None):
    """ldl_factor_ex's (LD, pivots), failing where a factorization hit a zero pivot."""
    from ._generated import variable_type as _vt
    from ._kernels_ldl import check_ldl_errors
    from .return_types import return_type
    LD, pivots, info = _vt.linalg_ldl_factor_ex(A, hermitian=hermitian, check_errors=False)
    check_ldl_errors(info._data, "torch.linalg.ldl_factor")
    return return_type("linalg_ldl_factor", ("LD", "pivots"))(LD, pivots)


def ldl_solve(LD, pivots, B, *, hermitian=False, out=None):
    """X with A X = B, A given by ldl_factor's (LD, pivots)."""
    from ._generated import variable_type as _vt
    return _vt.linalg_ldl_solve(LD, pivots, B, hermitian=hermitian)


__all__ += ["ldl_factor", "ldl_factor_ex", "ldl_solve"]

__all__ += ["householder_product", "lstsq", "solve_triangular", "vecdot", "matrix_rank", "tensorinv", "tensorsolve", "cond", "vander"]


def _bind_top_level():
    """torch.logdet / torch.slogdet and their Tensor methods: composites over torch.linalg's ops,
    bound here (the package imports this module while it initializes)."""
    import sys
    from . import _linalg
    from ._tensor import Tensor
    package = sys.modules[__name__.rpartition(".")[0]]
    package.logdet, package.slogdet = _linalg.logdet, _linalg._slogdet
    Tensor.logdet = lambda self: _linalg.logdet(self)
    Tensor.slogdet = lambda self: _linalg._slogdet(self)


_bind_top_level()


def _bind_checked():
    """torch.linalg's functions behind PyTorch's checks of their Tensor arguments (``_linalg_bindings``)."""
    from ._linalg_bindings import LISTED, TENSOR_PARAMETERS, bound
    module = globals()
    for name in (*TENSOR_PARAMETERS, *LISTED):
        if name in module:
            module[name] = bound(name, module[name])


_bind_checked()
