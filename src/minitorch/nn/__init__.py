"""minitorch.nn: Module, Parameter, layers and losses (torch.nn)."""
from . import functional  # noqa: F401
from .modules.module import Module
from .parameter import Parameter

__all__ = ["Module", "Parameter", "functional"]
