"""minitorch.linalg: PyTorch's torch.linalg namespace."""
__all__ = ["vector_norm"]

# -- reductions --------------------------------------------------------------------------------
from ._composite_pointwise import vector_norm  # noqa: E402

# -- linear algebra ----------------------------------------------------------------------------
from ._linalg import (LinAlgError, cholesky, cholesky_ex, cross, det, diagonal, eigh, eigvalsh, qr,  # noqa: E402
                      inv, inv_ex, matmul, matrix_norm, matrix_power, norm, slogdet, solve, solve_ex, svd, svdvals)

__all__ += ["LinAlgError", "cholesky", "cholesky_ex", "cross", "det", "diagonal", "eigh", "eigvalsh", "inv", "inv_ex",
            "matmul", "matrix_norm", "matrix_power", "norm", "qr", "slogdet", "solve", "solve_ex", "svd", "svdvals"]


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
