"""minitorch.utils (torch.utils)."""
from . import checkpoint, data, hooks  # noqa: F401
