"""torch.amp: automatic mixed precision (autocast regions and gradient scaling)."""
from .grad_scaler import GradScaler

__all__ = ["GradScaler"]
