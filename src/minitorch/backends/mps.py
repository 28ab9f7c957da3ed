"""torch.backends.mps: Apple's Metal backend, which minitorch (like PyTorch's non-macOS builds) lacks."""

__all__ = ["is_built", "is_available", "is_macos13_or_newer", "is_macos_or_newer"]


def is_built():
    return False


def is_available():
    return False


def is_macos_or_newer(major, minor):
    raise RuntimeError("Cannot execute isOnMacOSorNewer() without MPS backend.")


def is_macos13_or_newer(minor=0):
    return is_macos_or_newer(13, minor)
