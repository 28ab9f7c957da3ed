"""minitorch.cuda: CUDA through CuPy when it is installed and a GPU is present."""

__all__ = ["is_available", "device_count", "manual_seed", "manual_seed_all"]


def is_available():
    return False


def device_count():
    return 0


def manual_seed(seed):
    pass


def manual_seed_all(seed):
    pass
