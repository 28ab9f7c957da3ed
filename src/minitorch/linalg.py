"""minitorch.linalg: PyTorch's torch.linalg namespace."""
__all__ = ["vector_norm"]

# -- reductions --------------------------------------------------------------------------------
from ._composite_pointwise import vector_norm  # noqa: E402

# -- linear algebra ----------------------------------------------------------------------------
from ._linalg import (LinAlgError, cross, det, diagonal, inv, inv_ex, matmul, matrix_norm,  # noqa: E402
                      matrix_power, norm, solve, solve_ex)

__all__ += ["LinAlgError", "cross", "det", "diagonal", "inv", "inv_ex", "matmul", "matrix_norm", "matrix_power", "norm", "solve", "solve_ex"]
