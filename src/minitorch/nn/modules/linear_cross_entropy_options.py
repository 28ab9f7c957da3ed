"""torch.nn.LinearCrossEntropyOptions (PyTorch 2.13): the frozen dataclass that switches
``F.linear_cross_entropy`` to its chunked path, with PyTorch's validation, repr and ``_adjust``
resolution of the ``"auto"`` sentinels (per-(device, dtype) defaults, aspect-ratio chunk sizes)."""
import dataclasses
from typing import Literal, NamedTuple

from ... import _dtype

__all__ = ["LinearCrossEntropyOptions"]


class _AutoDefault(NamedTuple):
    acc_policy: str
    chunking_method: str


# PyTorch's table (bfloat16 rows left out: minitorch has no bfloat16).
_AUTO_DEFAULTS = {
    ("cuda", _dtype.float16): _AutoDefault("compact", "aspect_ratio:2"),
    ("cpu", _dtype.float16): _AutoDefault("accurate", "aspect_ratio"),
}
_AUTO_FALLBACK = _AutoDefault("compact", "aspect_ratio:2")


@dataclasses.dataclass(slots=True, frozen=True)
class LinearCrossEntropyOptions:
    """Configuration for the chunked implementation of :func:`linear_cross_entropy` (see PyTorch's
    documentation): ``allow_retain_graph``, ``batch_chunk_size``, ``chunking_method``, ``acc_policy``,
    ``acc_dtype``."""

    allow_retain_graph: bool = False
    batch_chunk_size: "int | None" = None
    chunking_method: "str | None" = "auto"
    acc_policy: Literal["accurate", "balanced", "compact", "auto"] = "auto"
    acc_dtype: "object | None" = None

    def __post_init__(self):
        if self.acc_policy not in {"auto", "accurate", "balanced", "compact"}:
            raise ValueError(f"invalid acc_policy: {self.acc_policy!r}")
        if self.chunking_method is not None and self.chunking_method != "auto":
            name, sep, factor = self.chunking_method.partition(":")
            if not sep:
                factor = "1"
            if not (name == "aspect_ratio" and factor.isdigit() and int(factor) > 0):
                raise ValueError(f"invalid chunking_method: {self.chunking_method!r}")
        if not (self.batch_chunk_size is None
                or (isinstance(self.batch_chunk_size, int) and self.batch_chunk_size > 0)):
            raise ValueError(f"batch_chunk_size must be positive int or None, got {self.batch_chunk_size!r}")
        supported = {_dtype.float16, _dtype.float32, _dtype.float64}
        if self.acc_dtype is not None and self.acc_dtype not in supported:
            raise ValueError(
                f"acc_dtype must be one of {{None, torch.float16, torch.bfloat16, "
                f"torch.float32, torch.float64}}, got {self.acc_dtype!r}. Pass "
                "acc_dtype=None to let the op pick automatically.")

    @staticmethod
    def _ceil_div(a, b):
        return -(-a // b)

    @staticmethod
    def _resolve_auto_acc_dtype(dtype, device):
        if device is None or dtype is not _dtype.float16:
            return None
        if device.type == "cuda":
            from ... import cuda
            if not cuda.is_available():
                return None
            capability = getattr(cuda, "get_device_capability", None)
            major = capability(device)[0] if capability is not None else 7
            return _dtype.float32 if major >= 7 else None
        if device.type == "cpu":
            return _dtype.float32
        return None

    def _compute_batch_chunk_size(self, num_batches, in_features, num_classes, method=None):
        method = str(method if method is not None else self.chunking_method)
        if method.startswith("aspect_ratio"):
            factor = int(method.split(":", 1)[1]) if ":" in method else 1
            inc_factor = self._ceil_div(num_classes, in_features)
            target = self._ceil_div(num_batches, inc_factor)
            chunk_size = 1 << (target - 1).bit_length()  # next power of 2 >= target
            return min(chunk_size // factor, num_batches)
        raise AssertionError(f"unhandled chunking_method: {method!r}")

    def _adjust(self, num_batches, in_features, num_classes, dtype, device=None):
        acc_policy = self.acc_policy
        chunking_method = self.chunking_method
        if chunking_method == "auto" and self.batch_chunk_size is not None:
            chunking_method = None
        if acc_policy == "auto" or chunking_method == "auto":
            if device is not None:
                ap, cm = _AUTO_DEFAULTS.get((device.type, dtype), _AUTO_FALLBACK)
            else:
                ap, cm = _AUTO_FALLBACK
            if acc_policy == "auto":
                acc_policy = ap
            if chunking_method == "auto":
                chunking_method = cm
        if self.batch_chunk_size is None:
            batch_chunk_size = num_batches
        else:
            batch_chunk_size = min(self.batch_chunk_size, num_batches)
        if chunking_method is not None:
            batch_chunk_size = self._compute_batch_chunk_size(num_batches, in_features, num_classes,
                                                              chunking_method)
            if self.batch_chunk_size is not None and self.batch_chunk_size != batch_chunk_size:
                raise ValueError(
                    f"batch_chunk_size (={self.batch_chunk_size}) and "
                    f"chunking_method ('{chunking_method}') give different "
                    f"chunk sizes ({self.batch_chunk_size} vs {batch_chunk_size}); "
                    f"pass only one.")
        if self.acc_dtype is None:
            auto_acc = self._resolve_auto_acc_dtype(dtype, device) if self.acc_policy == "auto" else None
            acc_dtype = auto_acc if auto_acc is not None else dtype
        else:
            acc_dtype = self.acc_dtype
        return dataclasses.replace(self, acc_policy=acc_policy, chunking_method=chunking_method,
                                   batch_chunk_size=max(1, batch_chunk_size), acc_dtype=acc_dtype)
