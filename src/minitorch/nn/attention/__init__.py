"""torch.nn.attention: choosing scaled_dot_product_attention's backend.

As on PyTorch's CPU build, two backends run: flash (its own node, ScaledDotProductFlashAttentionForCpuBackward0),
where its conditions hold and it is enabled, and otherwise math (a composite of differentiable ops). With neither
enabled, scaled_dot_product_attention raises PyTorch's CPU error."""
import contextlib
import enum

__all__ = ["SDPBackend", "sdpa_kernel", "WARN_FOR_UNFUSED_KERNELS"]

WARN_FOR_UNFUSED_KERNELS = False


class SDPBackend(enum.Enum):
    ERROR = -1
    MATH = 0
    FLASH_ATTENTION = 1
    EFFICIENT_ATTENTION = 2
    CUDNN_ATTENTION = 3
    OVERRIDEABLE = 4

    def __int__(self):
        return self.value

    __index__ = __int__


_ALL = (SDPBackend.MATH, SDPBackend.FLASH_ATTENTION, SDPBackend.EFFICIENT_ATTENTION, SDPBackend.CUDNN_ATTENTION,
        SDPBackend.OVERRIDEABLE)
_enabled = set(_ALL)


def _check_cpu_backend():
    """Raise PyTorch's error when no backend that runs on CPU (math, flash) is enabled."""
    if SDPBackend.MATH not in _enabled and SDPBackend.FLASH_ATTENTION not in _enabled:
        raise RuntimeError("No viable backend for scaled_dot_product_attention was found. This is likely due to "
                           "turning off both the math kernel and the fused kernels.")


def _flash_enabled():
    return SDPBackend.FLASH_ATTENTION in _enabled


@contextlib.contextmanager
def sdpa_kernel(backends, set_priority=False):
    """Enable only ``backends`` (an SDPBackend or a list of them) inside the block."""
    global _enabled
    if not isinstance(backends, (list, SDPBackend)):
        raise AssertionError("Backend must be an instance of SDPBackend or a list of SDPBackend instances, got "
                             f"{type(backends).__name__}")
    if isinstance(backends, SDPBackend):
        backends = [backends]
    previous = _enabled
    _enabled = set(dict.fromkeys(backends))
    try:
        yield {}
    finally:
        _enabled = previous
