"""torch.backends.opt_einsum: whether einsum contracts along an optimized path. minitorch never uses the
opt_einsum package, so it reports what PyTorch reports where that package is not installed: not available,
``enabled`` False and ``strategy`` None. As in PyTorch, both are plain attributes (assigning them checks
nothing); set_flags() and flags() refuse to turn them on."""
import contextlib

__all__ = ["is_available", "get_opt_einsum", "set_flags", "flags", "enabled", "strategy"]


def is_available():
    return False


def get_opt_einsum():
    return None


def _set_enabled(value):
    global enabled
    if value:
        raise ValueError(f"opt_einsum is not available, so setting `enabled` to {value} will not reap the benefits "
                         "of calculating an optimal path for einsum. torch.einsum will fall back to contracting from "
                         "left to right. To enable this optimal path calculation, please install opt-einsum.")
    enabled = value


def set_flags(_enabled=None, _strategy=None):
    previous = (enabled, None)
    if _enabled is not None:
        _set_enabled(_enabled)
    if _strategy is not None:
        raise ValueError(f"opt_einsum is not available, so setting `strategy` to {_strategy} will not be "
                         "meaningful. torch.einsum will bypass path calculation and simply contract from left to "
                         "right. Please install opt_einsum or unset `strategy`.")
    return previous


@contextlib.contextmanager
def flags(enabled=None, strategy=None):
    previous = set_flags(enabled, strategy)
    try:
        yield
    finally:
        set_flags(*previous)


enabled = False
strategy = None
