"""minitorch.nn.functional (torch.nn.functional)."""
from .._composite import log_softmax, softmax  # noqa: F401
from .._generated.variable_type import relu  # noqa: F401
