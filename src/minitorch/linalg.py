"""minitorch.linalg: PyTorch's torch.linalg namespace."""
__all__ = ["vector_norm"]

# -- reductions --------------------------------------------------------------------------------
from ._composite_pointwise import vector_norm  # noqa: E402

# -- linear algebra ----------------------------------------------------------------------------
from ._linalg import (LinAlgError, det, diagonal, inv, inv_ex, matmul, matrix_norm, norm, solve,  # noqa: E402
                      solve_ex)

__all__ += ["LinAlgError", "det", "diagonal", "inv", "inv_ex", "matmul", "matrix_norm", "norm", "solve", "solve_ex"]
