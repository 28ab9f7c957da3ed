"""Small torch.autograd.graph helpers: version bumps, the node a gradient enters through, and the switches of
PyTorch's stream-aware engine (accepted and ignored: minitorch has no streams)."""
from .. import _tensor
from . import grad_mode
from .node import GradientEdge


def increment_version(tensor):
    """Mark tensor(s) as changed in place (for writes autograd cannot see), so saved copies of them are
    detected as stale at backward time."""
    for t in (tensor,) if isinstance(tensor, _tensor.Tensor) else tensor:
        t._bump_version()


def _get_grad_fn_or_grad_acc(t):
    """t's grad_fn, or for a leaf that requires grad its AccumulateGrad node (reached through a throwaway view,
    as PyTorch does)."""
    if isinstance(t, GradientEdge):
        return t.node
    if t.requires_grad and t.grad_fn is None:
        with grad_mode.enable_grad():
            node = t.view_as(t).grad_fn.next_functions[0][0]
    else:
        node = t.grad_fn
    if node is None:
        raise AssertionError("Expected gradient function to be set")
    return node


def set_warn_on_accumulate_grad_stream_mismatch(enabled):
    return None


def set_override_stale_capture_stream(enabled):
    return None


def region_activation_memory_budget(budget):
    """An activation-memory budget for a torch.compile region; like PyTorch outside one, an error here."""
    if isinstance(budget, bool) or not isinstance(budget, (int, float)):
        raise TypeError("torch.autograd.graph.region_activation_memory_budget: expects a float, got "
                        f"{type(budget).__name__}")
    if not 0.0 <= budget <= 1.0:
        raise ValueError(f"torch.autograd.graph.region_activation_memory_budget: must be in [0, 1], got {budget}")
    raise RuntimeError("torch.autograd.graph.region_activation_memory_budget can only be used inside a "
                       "torch.compile region; it has no effect in eager mode.")
