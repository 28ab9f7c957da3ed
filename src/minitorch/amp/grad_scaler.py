"""torch.amp.GradScaler: dynamic loss scaling for mixed-precision training.

The loss is multiplied by a scale before backward so small float16 gradients do not flush to zero;
``step`` divides the gradients back ("unscales" them), skips the optimizer step when any gradient is inf
or NaN, and ``update`` shrinks the scale after such a step or grows it after ``growth_interval`` clean
ones. The scale and the growth tracker are 0-dim tensors (float32 and int32) created on the device of the
first outputs scaled, as PyTorch's are, so ``scale(loss)`` records a MulBackward0 in the graph.
"""
import math
import warnings
from collections import abc, defaultdict
from enum import Enum

from .. import _creation, _dtype, cuda
from .._generated import variable_type as _vt
from .._tensor import Tensor
from ..autograd.grad_mode import no_grad

__all__ = ["OptState", "GradScaler"]


class OptState(Enum):
    READY = 0
    UNSCALED = 1
    STEPPED = 2


def _fresh_optimizer_state():
    # module level (not a lambda): the per-optimizer defaultdict must pickle with the scaler
    return {"stage": OptState.READY, "found_inf_per_device": {}}


class _MultiDeviceReplicator:
    """Copies of one tensor made on demand, one per device (the scale or found_inf on each device
    that gradients or outputs live on)."""

    def __init__(self, master):
        self.master = master
        self._per_device_tensors = {}

    def get(self, device):
        copy = self._per_device_tensors.get(device)
        if copy is None:
            copy = self._per_device_tensors[device] = self.master.to(device=device, non_blocking=True, copy=True)
        return copy


def _amp_foreach_non_finite_check_and_unscale_(grads, found_inf, inv_scale):
    """torch._amp_foreach_non_finite_check_and_unscale_: sets found_inf to 1.0 if any gradient holds an
    inf or NaN, and multiplies every gradient by inv_scale in place (all of them, found or not)."""
    with no_grad():
        for g in grads:
            if not bool(_vt.isfinite(g).all()):
                found_inf.fill_(1.0)
            if inv_scale.item() != 1.0:
                g.mul_(inv_scale)


def _amp_update_scale_(scale, growth_tracker, found_inf, growth_factor, backoff_factor, growth_interval):
    """torch._amp_update_scale_: back off after an inf, else count the clean step and grow the scale
    every growth_interval of them (kept if the grown scale is still finite). Returns scale."""
    with no_grad():
        if found_inf.item():
            scale.fill_(scale.item() * backoff_factor)
            growth_tracker.fill_(0)
        else:
            successful = int(growth_tracker.item()) + 1
            if successful == growth_interval:
                grown = scale.new_full((), scale.item() * growth_factor).item()  # rounded to float32
                if math.isfinite(grown):
                    scale.fill_(grown)
                growth_tracker.fill_(0)
            else:
                growth_tracker.fill_(successful)
    return scale


def _amp_definitely_not_available():
    return not cuda.is_available()


class GradScaler:
    """Scales losses, unscales and checks gradients, and adapts the scale (PyTorch's torch.amp.GradScaler).

    ``device`` is the device type of the scaled outputs ("cuda" by default: without CUDA the scaler warns and
    disables itself, as PyTorch's does; "cpu" works everywhere). A disabled scaler passes everything through:
    ``scale`` returns its input, ``step`` just calls ``optimizer.step``, the other methods do nothing."""

    def __init__(self, device="cuda", init_scale=2.0 ** 16, growth_factor=2.0, backoff_factor=0.5,
                 growth_interval=2000, enabled=True):
        self._device = device
        self._enabled = enabled
        if self._device == "cuda" and enabled and _amp_definitely_not_available():
            warnings.warn("torch.cuda.amp.GradScaler is enabled, but CUDA is not available.  Disabling.",
                          stacklevel=2)
            self._enabled = False
        if self._enabled:
            if growth_factor <= 1.0:
                raise AssertionError("The growth factor must be > 1.0.")
            if backoff_factor >= 1.0:
                raise AssertionError("The backoff factor must be < 1.0.")
            self._init_scale = init_scale
            self._scale = None
            self._growth_factor = growth_factor
            self._backoff_factor = backoff_factor
            self._growth_interval = growth_interval
            self._init_growth_tracker = 0
            self._growth_tracker = None
            self._per_optimizer_states = defaultdict(_fresh_optimizer_state)

    # -- the scale tensors ----------------------------------------------------------------------

    def _check_scale_growth_tracker(self, funcname):
        fix = "This may indicate your script did not use scaler.scale(loss or outputs) earlier in the iteration."
        if self._scale is None:
            raise AssertionError(f"Attempted {funcname} but _scale is None.  " + fix)
        if self._growth_tracker is None:
            raise AssertionError(f"Attempted {funcname} but _growth_tracker is None.  " + fix)
        return self._scale, self._growth_tracker

    def _lazy_init_scale_growth_tracker(self, dev):
        if self._growth_tracker is not None:
            raise AssertionError("_growth_tracker initialized before _scale")
        self._scale = _creation.full((), self._init_scale, dtype=_dtype.float32, device=dev)
        self._growth_tracker = _creation.full((), self._init_growth_tracker, dtype=_dtype.int32, device=dev)

    def scale(self, outputs):
        """outputs (a Tensor, or nested lists/tuples/iterables of them) multiplied by the scale."""
        if not self._enabled:
            return outputs
        if isinstance(outputs, Tensor):
            if self._scale is None:
                self._lazy_init_scale_growth_tracker(outputs.device)
            return outputs * self._scale.to(device=outputs.device, non_blocking=True)
        per_device = []  # one _MultiDeviceReplicator for the whole call, made at the first tensor met

        def apply_scale(val):
            if isinstance(val, Tensor):
                if not per_device:
                    if self._scale is None:
                        self._lazy_init_scale_growth_tracker(val.device)
                    per_device.append(_MultiDeviceReplicator(self._scale))
                return val * per_device[0].get(val.device)
            if isinstance(val, abc.Iterable):
                scaled = map(apply_scale, val)
                return type(val)(scaled) if isinstance(val, (list, tuple)) else scaled
            raise ValueError("outputs must be a Tensor or an iterable of Tensors")
        return apply_scale(outputs)

    # -- unscale_ / step / update ---------------------------------------------------------------

    def _unscale_grads_(self, optimizer, inv_scale, found_inf, allow_fp16):
        """Unscales the optimizer's gradients grouped by device and dtype; returns found_inf per device."""
        per_device_inv_scale = _MultiDeviceReplicator(inv_scale)
        per_device_found_inf = _MultiDeviceReplicator(found_inf)
        grouped = defaultdict(lambda: defaultdict(list))
        with no_grad():
            for group in optimizer.param_groups:
                for param in group["params"]:
                    if not isinstance(param, Tensor):
                        raise AssertionError(f"expected param to be torch.Tensor, got {type(param).__name__}")
                    if param.grad is None:
                        continue
                    if not allow_fp16 and param.grad.dtype == _dtype.float16:
                        raise ValueError("Attempting to unscale FP16 gradients.")
                    grouped[param.grad.device][param.grad.dtype].append(param.grad)
            for device, per_dtype in grouped.items():
                for grads in per_dtype.values():
                    _amp_foreach_non_finite_check_and_unscale_(grads, per_device_found_inf.get(device),
                                                               per_device_inv_scale.get(device))
        return per_device_found_inf._per_device_tensors

    def unscale_(self, optimizer):
        """Divides the optimizer's gradients by the scale (once per optimizer between updates) and records
        whether any of them is inf or NaN."""
        if not self._enabled:
            return
        self._check_scale_growth_tracker("unscale_")
        state = self._per_optimizer_states[id(optimizer)]
        if state["stage"] is OptState.UNSCALED:
            raise RuntimeError("unscale_() has already been called on this optimizer since the last update().")
        if state["stage"] is OptState.STEPPED:
            raise RuntimeError("unscale_() is being called after step().")
        # the reciprocal in float64, rounded to float32 once (PyTorch's, except on MPS)
        inv_scale = self._scale.double().reciprocal().float()
        found_inf = _creation.full((), 0.0, dtype=_dtype.float32, device=self._scale.device)
        state["found_inf_per_device"] = self._unscale_grads_(optimizer, inv_scale, found_inf, False)
        state["stage"] = OptState.UNSCALED

    def _maybe_opt_step(self, optimizer, state, *args, **kwargs):
        if not sum(v.item() for v in state["found_inf_per_device"].values()):
            return optimizer.step(*args, **kwargs)
        return None

    def step(self, optimizer, *args, **kwargs):
        """unscale_(optimizer) unless done already, then optimizer.step(*args, **kwargs) unless a gradient
        was inf or NaN; returns what optimizer.step returned (None when skipped)."""
        if not self._enabled:
            return optimizer.step(*args, **kwargs)
        if "closure" in kwargs:
            raise RuntimeError("Closure use is not currently supported if GradScaler is enabled.")
        self._check_scale_growth_tracker("step")
        state = self._per_optimizer_states[id(optimizer)]
        if state["stage"] is OptState.STEPPED:
            raise RuntimeError("step() has already been called since the last update().")
        if state["stage"] is OptState.READY:
            self.unscale_(optimizer)
        if len(state["found_inf_per_device"]) == 0:
            raise AssertionError("No inf checks were recorded for this optimizer.")
        retval = self._maybe_opt_step(optimizer, state, *args, **kwargs)
        state["stage"] = OptState.STEPPED
        return retval

    def update(self, new_scale=None):
        """Adapts the scale from this iteration's inf checks, or sets it to new_scale (a float, or a
        1-element tensor on the scaler's device type that does not require grad)."""
        if not self._enabled:
            return
        scale, growth_tracker = self._check_scale_growth_tracker("update")
        if new_scale is not None:
            if isinstance(new_scale, float):
                self._scale.fill_(new_scale)
            else:
                reason = ("new_scale should be a float or a 1-element torch.cuda.FloatTensor or "
                          "torch.FloatTensor with requires_grad=False.")
                if new_scale.device.type != self._device:
                    raise AssertionError(reason)
                if new_scale.numel() != 1:
                    raise AssertionError(reason)
                if new_scale.requires_grad is True:
                    raise AssertionError(reason)
                self._scale.copy_(new_scale)
        else:
            found_infs = [found_inf.to(device=scale.device, non_blocking=True)
                          for state in self._per_optimizer_states.values()
                          for found_inf in state["found_inf_per_device"].values()]
            if len(found_infs) == 0:
                raise AssertionError("No inf checks were recorded prior to update.")
            combined = found_infs[0]
            for other in found_infs[1:]:
                combined += other
            _amp_update_scale_(scale, growth_tracker, combined, self._growth_factor, self._backoff_factor,
                               self._growth_interval)
        self._per_optimizer_states = defaultdict(_fresh_optimizer_state)

    # -- accessors ------------------------------------------------------------------------------

    def _get_scale_async(self):
        return self._scale

    def get_scale(self):
        """The current scale as a float (1.0 when disabled)."""
        if self._enabled:
            return self._init_scale if self._scale is None else self._scale.item()
        return 1.0

    def get_growth_factor(self):
        return self._growth_factor

    def set_growth_factor(self, new_factor):
        self._growth_factor = new_factor

    def get_backoff_factor(self):
        return self._backoff_factor

    def set_backoff_factor(self, new_factor):
        self._backoff_factor = new_factor

    def get_growth_interval(self):
        return self._growth_interval

    def set_growth_interval(self, new_interval):
        self._growth_interval = new_interval

    def _get_growth_tracker(self):
        if self._enabled:
            return self._init_growth_tracker if self._growth_tracker is None else int(self._growth_tracker.item())
        return 0

    def is_enabled(self):
        return self._enabled

    # -- checkpointing --------------------------------------------------------------------------

    def state_dict(self):
        """scale, growth_factor, backoff_factor, growth_interval and _growth_tracker ({} when disabled)."""
        if self._enabled:
            return {"scale": self.get_scale(), "growth_factor": self._growth_factor,
                    "backoff_factor": self._backoff_factor, "growth_interval": self._growth_interval,
                    "_growth_tracker": self._get_growth_tracker()}
        return {}

    def load_state_dict(self, state_dict):
        if not self._enabled:
            return
        if len(state_dict) == 0:
            raise RuntimeError("The source state dict is empty, possibly because it was saved "
                               "from a disabled instance of GradScaler.")
        self._init_scale = state_dict["scale"]
        if self._scale is not None:
            self._scale.fill_(state_dict["scale"])
        self._growth_factor = state_dict["growth_factor"]
        self._backoff_factor = state_dict["backoff_factor"]
        self._growth_interval = state_dict["growth_interval"]
        self._init_growth_tracker = state_dict["_growth_tracker"]
        if self._growth_tracker is not None:
            self._growth_tracker.fill_(state_dict["_growth_tracker"])

    def __getstate__(self):
        # the tensors are not pickled: their values travel as the initial ones, re-created lazily
        state = self.__dict__.copy()
        if self._enabled:
            if len(self._per_optimizer_states) != 0:
                raise AssertionError("A GradScaler instance may only be pickled at the beginning "
                                     "of an iteration, or at the end after scaler.update().")
            state["_init_scale"] = self.get_scale()
            state["_init_growth_tracker"] = self._get_growth_tracker()
            state["_scale"] = None
            state["_growth_tracker"] = None
        return state

    def __setstate__(self, state):
        self.__dict__.update(state)
