"""minitorch.linalg: PyTorch's torch.linalg namespace."""
__all__ = ["vector_norm"]

# -- reductions --------------------------------------------------------------------------------
from ._composite_pointwise import vector_norm  # noqa: E402

# -- linear algebra ----------------------------------------------------------------------------
