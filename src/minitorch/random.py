"""minitorch.random (torch.random): the default generator's seed and state, and fork_rng.

The functions are _random's (the one generator implementation); this module adds fork_rng, which saves the
CPU state and restores it on exit. Device tensors draw from that same CPU generator (kernels draw on the host
and copy), so forking the CPU state forks theirs too.
"""
import contextlib
import warnings

from ._random import Generator, default_generator, get_rng_state, initial_seed, manual_seed, seed, set_rng_state

__all__ = ["set_rng_state", "get_rng_state", "manual_seed", "seed", "initial_seed", "fork_rng", "thread_safe_generator",
           "Generator", "default_generator"]

_fork_rng_warned_already = False


@contextlib.contextmanager
def fork_rng(devices=None, enabled=True, _caller="fork_rng", _devices_kw="devices", device_type=None):
    """Restore the random state on exit, whatever the block drew. ``devices`` lists the device indices whose
    state PyTorch also forks; asking for any on a build without that device fails as PyTorch's CPU build does."""
    if device_type == "meta":
        yield
        return
    from . import accelerator
    current = accelerator.current_accelerator()
    device_type = device_type or (current.type if current is not None else "cuda")
    from ._device import get_device_module
    device_module = get_device_module(device_type)
    if not enabled:
        yield
        return
    if devices is None:
        count = device_module.device_count()
        global _fork_rng_warned_already
        if count > 1 and not _fork_rng_warned_already:
            kind = device_type.upper()
            warnings.warn(
                f"{kind} reports that you have {count} available devices, and you have used {_caller} without "
                f"explicitly specifying which devices are being used. For safety, we initialize *every* {kind} "
                f"device by default, which can be quite slow if you have a lot of {kind}s. If you know that you are "
                f"only making use of a few {kind} devices, set the environment variable {kind}_VISIBLE_DEVICES or "
                f"the '{_devices_kw}' keyword argument of {_caller} with the set of devices you are actually using. "
                "For example, if you are using CPU only, set device.upper()_VISIBLE_DEVICES= or devices=[]; if you "
                f"are using device 0 only, set {kind}_VISIBLE_DEVICES=0 or devices=[0].  To initialize all devices "
                f"and suppress this warning, set the '{_devices_kw}' keyword argument to "
                f"`range(torch.{device_type}.device_count())`.", stacklevel=3)
            _fork_rng_warned_already = True
        devices = list(range(count))
    else:
        devices = list(devices)
    if devices and hasattr(device_module, "_lazy_init"):
        device_module._lazy_init()  # PyTorch's CPU build: "Torch not compiled with CUDA enabled"
    state = get_rng_state()
    try:
        yield
    finally:
        set_rng_state(state)


def thread_safe_generator():
    """The generator of the DataLoader thread worker calling it, else None (use the default generator).
    minitorch's DataLoader reads every batch in the calling thread, so there is no worker generator: None."""
    return None
