"""Random number generation: one default generator per process, seeded by manual_seed.

Values differ from PyTorch's (different algorithm); seeding and reproducibility behave alike.
"""
from . import backends

__all__ = ["manual_seed", "seed", "initial_seed", "Generator", "default_generator", "get_rng_state",
           "set_rng_state"]


class Generator:
    def __init__(self, device="cpu"):
        self.device = device
        self._seed = 67280421310721
        self._rng = backends.cpu.new_rng(self._seed)

    def manual_seed(self, seed):
        self._seed = int(seed)
        self._rng = backends.cpu.new_rng(self._seed)
        return self

    def initial_seed(self):
        return self._seed

    def seed(self):
        import random
        return self.manual_seed(random.getrandbits(63))._seed

    def get_state(self):
        return self._rng.bit_generator.state

    def set_state(self, state):
        self._rng.bit_generator.state = state


default_generator = Generator()


def manual_seed(seed):
    default_generator.manual_seed(seed)
    from . import cuda
    cuda.manual_seed_all(seed)
    return default_generator


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
    return (generator or default_generator)._rng
