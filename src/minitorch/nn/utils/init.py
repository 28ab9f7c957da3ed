"""nn.utils.skip_init (torch.nn.utils.skip_init): build a module without running its initialisers."""
import inspect

from ..modules.module import Module
from ... import _creation, _random
from ...autograd.grad_mode import no_grad


def skip_init(module_cls, *args, **kwargs):
    if not issubclass(module_cls, Module):
        raise RuntimeError(f"Expected a Module; got {module_cls}")
    if "device" not in inspect.signature(module_cls).parameters:
        raise RuntimeError("Module must support a 'device' arg to skip initialization")
    # PyTorch builds on the meta device (no storage, so the initialisers draw nothing) and then allocates empty
    # storage. minitorch has no meta device: it builds on the target device with the RNG state put back
    # afterwards, then empties every parameter and buffer, so no random numbers are consumed, as in PyTorch.
    kwargs.setdefault("device", "cpu")
    state = _random.get_rng_state()
    try:
        module = module_cls(*args, **kwargs)
    finally:
        _random.set_rng_state(state)
    with no_grad():
        for t in list(module.parameters()) + list(module.buffers()):
            t._data[...] = _creation.empty_like(t)._data
    return module
