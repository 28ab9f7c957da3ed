"""Random number generation: one default generator per process, seeded by manual_seed.

Values differ from PyTorch's (different algorithm); seeding and reproducibility behave alike. A generator's
state is a uint8 tensor as in PyTorch (``torch.get_rng_state()``), holding the initial seed and the PCG64
state, so it is 48 bytes where PyTorch's Mersenne Twister state is 5056.
"""
import sys

from . import backends
from ._typename import typename

__all__ = ["manual_seed", "seed", "initial_seed", "Generator", "default_generator", "get_rng_state",
           "set_rng_state"]

_STATE_SIZE = 48  # initial seed (8) | PCG64 state (16) | increment (16) | has_uint32 (4) | uinteger (4)


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
        self._seed = 67280421310721
        self._bits = None

    @property
    def _rng(self):
        # Made at the first draw: numpy.random is a fifth of NumPy's import time, which a program that
        # draws nothing need not pay.
        if self._bits is None:
            self._bits = backends.cpu.new_rng(self._seed)
        return self._bits

    def manual_seed(self, seed):
        self._seed = _seed_value(seed)
        self._bits = None
        return self

    def initial_seed(self):
        return self._seed

    def seed(self):
        import random
        return self.manual_seed(random.getrandbits(63))._seed

    def get_state(self):
        from ._creation import tensor
        from ._dtype import uint8
        pcg = self._rng.bit_generator.state
        fields = ((self._seed, 8), (pcg["state"]["state"], 16), (pcg["state"]["inc"], 16), (pcg["has_uint32"], 4),
                  (pcg["uinteger"], 4))
        data = b"".join(value.to_bytes(size, "little") for value, size in fields)
        return tensor(list(data), dtype=uint8, device="cpu")  # on the CPU whatever the default device, as in PyTorch

    def set_state(self, new_state):
        from ._dtype import uint8
        from ._tensor import Tensor
        if not isinstance(new_state, Tensor):
            raise TypeError(f"expected a torch.ByteTensor, but got {type(new_state).__name__}")
        if new_state.dtype is not uint8:
            raise TypeError("RNG state must be a torch.ByteTensor")
        if new_state.numel() != _STATE_SIZE:
            raise RuntimeError(f"Expected a CPUGeneratorImplState of size {_STATE_SIZE} but found the input RNG state "
                               f"size to be {new_state.numel()}")
        data = bytes(new_state.tolist())
        fields, offset = [], 0
        for size in (8, 16, 16, 4, 4):
            fields.append(int.from_bytes(data[offset:offset + size], "little"))
            offset += size
        self._seed, state, inc, has_uint32, uinteger = fields
        self._rng.bit_generator.state = {"bit_generator": "PCG64", "state": {"state": state, "inc": inc},
                                         "has_uint32": has_uint32, "uinteger": uinteger}
        return self


default_generator = Generator()


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
    return (generator or default_generator)._rng
