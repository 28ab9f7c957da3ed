"""torch.backends.openmp. minitorch's kernels are NumPy calls, not OpenMP loops: ``is_available()`` is False."""

__all__ = ["is_available"]


def is_available():
    return False
