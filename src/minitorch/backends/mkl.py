"""torch.backends.mkl. minitorch does not use Intel MKL (NumPy's BLAS does its linear algebra), so
``is_available()`` is False, as on PyTorch builds without MKL."""

__all__ = ["is_available", "verbose", "VERBOSE_OFF", "VERBOSE_ON"]

VERBOSE_OFF, VERBOSE_ON = 0, 1


def is_available():
    return False


class verbose:
    """Context manager for MKL's verbose logging: nothing to log in minitorch."""

    def __init__(self, enable):
        self.enable = enable

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False
