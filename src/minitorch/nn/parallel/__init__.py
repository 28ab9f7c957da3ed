"""nn.parallel (torch.nn.parallel): DataParallel on minitorch's single device."""
from .data_parallel import DataParallel  # noqa: F401
