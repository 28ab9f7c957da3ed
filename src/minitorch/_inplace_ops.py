"""In-place ops that are not generated from derivatives.yaml: ``Tensor.copy_`` (PyTorch's
hand-written CopyBackwards node), ``detach_``-style helpers and the public names of the
in-place machinery (``torch.autograd.graph.increment_version``)."""
from ._tensor import Tensor
from .autograd.function_utils import BackwardNode, collect_next_edges
from .autograd import forward_ad
from .autograd.forward_ad import STATE as _FORWARD_AD
from .autograd.grad_mode import STATE as _GRAD_MODE
from .autograd.views import check_inplace, check_no_partial_overlap, rebase_history, write_inplace
from . import backends

__all__ = []


class CopyBackwards(BackwardNode):
    """``self.copy_(src)``: no gradient to the overwritten value; ``src`` gets the gradient,
    converted back to its dtype and device (the engine sums broadcast dimensions)."""

    __slots__ = ("src_dtype", "src_device")

    def name(self):
        return "torch::autograd::CopyBackwards"

    def apply(self, grads):
        import minitorch as torch
        wanted = self.task_wanted_nodes()
        grad = grads[0]
        out = [None, None]
        if grad is None:
            return out
        if wanted[0] is not None:
            out[0] = torch.zeros_like(grad)
        if wanted[1] is not None:
            out[1] = grad.to(dtype=self.src_dtype, device=self.src_device)
        return out


def copy_(self, src, non_blocking=False):
    """copy_(Tensor(a!) self, Tensor src, bool non_blocking=False) -> Tensor(a!)"""
    if not isinstance(src, Tensor):
        raise TypeError(f"copy_(): argument 'src' (position 1) must be Tensor, not {type(src).__name__}")
    requires_grad = _GRAD_MODE.grad_enabled and (self._requires_grad or src._requires_grad)
    check_inplace(self, requires_grad)
    tangents = _FORWARD_AD.active and forward_ad.has_fw_grad(self, src)
    if tangents:
        forward_ad.inplace_input(self, "copy_")
    if requires_grad:
        grad_fn = CopyBackwards()
        grad_fn._next_edges = collect_next_edges(self, src)
        grad_fn.src_dtype, grad_fn.src_device = src.dtype, src.device
    data, dst = src._data, self._data
    src_backend, dst_backend = backends.backend_of(data), backends.backend_of(dst)
    if src_backend is not dst_backend:
        data = dst_backend.host_to_device(src_backend.to_numpy(data))
    check_no_partial_overlap(dst, data)
    xp = backends.array_module(dst)
    try:
        data = xp.broadcast_to(data, dst.shape)
    except ValueError:
        raise RuntimeError(f"output with shape [{', '.join(map(str, dst.shape))}] doesn't match the broadcast "
                           f"shape [{', '.join(map(str, data.shape))}]") from None
    write_inplace(self, data.astype(dst.dtype, copy=False))
    if tangents:  # self_t.copy_(src_t), as PyTorch's copy_
        with forward_ad.paused():
            src_t = forward_ad.tangent_of(src).to(device=self.device)
        forward_ad.set_fw_grad(self, src_t)
    if requires_grad:
        rebase_history(self, grad_fn)
    return self


Tensor.copy_ = copy_
