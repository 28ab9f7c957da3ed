"""torch.cuda.amp: the deprecated CUDA spellings of torch.amp (each warns with PyTorch's FutureWarning)."""
from ... import _dtype
from ...amp._deprecated import custom_bwd, custom_fwd, device_autocast, device_grad_scaler
from ...amp.grad_scaler import _amp_definitely_not_available as amp_definitely_not_available

__all__ = ["amp_definitely_not_available", "autocast", "custom_bwd", "custom_fwd", "GradScaler"]

GradScaler = device_grad_scaler("cuda")
autocast = device_autocast("cuda", _dtype.float16)
