"""torch.cpu.amp: the deprecated CPU spellings of torch.amp (each warns with PyTorch's FutureWarning).

minitorch/cpu has no __init__.py here on purpose: a namespace package, so a minitorch.cpu package added
elsewhere (torch.cpu's device functions) merges with this subpackage without a conflict."""
from ..._autocast_state import BFLOAT16
from ...amp._deprecated import device_autocast, device_grad_scaler

__all__ = ["autocast", "GradScaler"]

GradScaler = device_grad_scaler("cpu")
autocast = device_autocast("cpu", BFLOAT16)  # PyTorch's default bfloat16: pass dtype=torch.float16
