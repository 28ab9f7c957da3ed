"""torch.linalg's linear-algebra functions over the generated ops (linalg.inv records
LinalgInvExBackward0, linalg.det LinalgDetBackward0, linalg.solve LinalgSolveExBackward0,
as in PyTorch)."""
from ._composite import matmul  # noqa: F401  (torch.linalg.matmul is torch.matmul)
from ._generated import variable_type as _vt
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
