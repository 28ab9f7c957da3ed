"""Random number generation: one default generator per process, seeded by manual_seed.

A generator is PyTorch's CPU generator (``_aten_random.Engine``: mt19937 and the cached normal sample), so a
seeded program draws PyTorch's values; its state is the uint8 tensor of PyTorch's ``torch.get_rng_state()``
(5056 bytes), which either library can restore.
"""
import sys

from ._typename import typename

__all__ = ["manual_seed", "seed", "initial_seed", "Generator", "default_generator", "get_rng_state",
           "set_rng_state"]


def _seed_value(seed):
    """PyTorch's accepted seeds: [-2**63, 2**64 - 1], negatives taken modulo 2**64."""
    seed = int(seed)
    if not -2 ** 63 <= seed < 2 ** 64:
        raise ValueError("Overflow when unpacking long long")
    return seed % 2 ** 64


class Generator:
    def __init__(self, device="cpu"):
        from ._device import device as _device
        self.device = device if isinstance(device, _device) else _device(device)
        self._seed = 67280421310721  # PyTorch's default_rng_seed_val
        self._state = None

    @property
    def _engine(self):
        # Made at the first draw: numpy.random is a fifth of NumPy's import time, which a program that
        # draws nothing need not pay.
        if self._state is None:
            from ._aten_random import Engine
            self._state = Engine(self._seed)
        return self._state

    def manual_seed(self, seed):
        if type(seed) is bool or not isinstance(seed, int):  # PyTorch's binding takes a Python int only
            if type(seed).__module__ == "numpy" and getattr(seed, "dtype", None) is not None and seed.dtype.kind in "iu":
                raise TypeError("an integer is required")
            raise RuntimeError(f"manual_seed expected a long, but got {typename(seed)}")
        self._seed = _seed_value(seed)
        self._state = None
        return self

    def clone_state(self):
        """A new generator in this one's state."""
        twin = Generator(self.device)
        twin._seed = self._seed
        if self._state is not None:
            twin._engine.set_state_bytes(self._state.state_bytes())
        return twin

    def get_offset(self):
        raise RuntimeError("CPU Generator does not use offset")

    def set_offset(self, offset):
        raise RuntimeError("CPU Generator does not use offset")

    def graphsafe_get_state(self):
        raise NotImplementedError("graphsafe_get_state is not supported in this Generator")

    def graphsafe_set_state(self, state):
        raise NotImplementedError("graphsafe_set_state is not supported in this Generator")

    def initial_seed(self):
        return self._seed if self._state is None else self._state.seed

    def seed(self):
        return self.manual_seed(_nondeterministic_seed())._seed

    def get_state(self):
        import numpy
        from ._tensor import Tensor
        state = numpy.frombuffer(self._engine.state_bytes(), dtype=numpy.uint8).copy()
        return Tensor._make(state)  # on the CPU whatever the default device, as in PyTorch

    def set_state(self, new_state):
        from ._aten_random import STATE_SIZE
        from ._dtype import uint8
        from ._tensor import Tensor
        if not isinstance(new_state, Tensor):
            raise TypeError(f"expected a torch.ByteTensor, but got {type(new_state).__name__}")
        if new_state.dtype is not uint8:
            raise TypeError("RNG state must be a torch.ByteTensor")
        if new_state.numel() != STATE_SIZE:
            raise RuntimeError(f"Expected a CPUGeneratorImplState of size {STATE_SIZE} but found the input RNG state "
                               f"size to be {new_state.numel()}")
        try:
            self._engine.set_state_bytes(new_state.cpu().numpy().tobytes())
        except ValueError as error:
            raise RuntimeError(str(error)) from None
        return self


def _nondeterministic_seed():
    """PyTorch seeds its default generator from the OS at startup (getNonDeterministicRandom): a program that
    never calls manual_seed draws different numbers on each run."""
    import os
    return int.from_bytes(os.urandom(8), "little")


default_generator = Generator()
default_generator._seed = _nondeterministic_seed()


def manual_seed(seed):
    seed = _seed_value(seed)
    from . import cuda
    cuda.manual_seed_all(seed)
    return default_generator.manual_seed(seed)


def seed():
    return default_generator.seed()


def initial_seed():
    return default_generator.initial_seed()


def get_rng_state():
    return default_generator.get_state()


def set_rng_state(state):
    default_generator.set_state(state)


DRAW_GUARD = None  # called before every draw while set (vmap with randomness='error' refuses random ops)


def rng(generator=None):
    if DRAW_GUARD is not None:
        DRAW_GUARD()
    if generator is not None and not isinstance(generator, Generator):
        op = sys._getframe(1).f_code.co_name  # the op that draws
        raise TypeError(f"{op}(): argument 'generator' must be torch.Generator, not {typename(generator)}")
    return (generator or default_generator)._engine
