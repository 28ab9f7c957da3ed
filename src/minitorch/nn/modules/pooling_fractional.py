"""nn.FractionalMaxPool2d / 3d: F.fractional_max_pool2d / 3d as modules; given _random_samples are kept as a
buffer (so state_dict carries them), else each call draws new ones."""
from .. import functional as F
from .module import Module


def _expand(v, n):
    return tuple(v) if isinstance(v, (list, tuple)) else (v,) * n


class _FractionalMaxPoolNd(Module):
    _nd = 2

    def __init__(self, kernel_size, output_size=None, output_ratio=None, return_indices=False, _random_samples=None):
        super().__init__()
        nd = self._nd
        self.kernel_size = _expand(kernel_size, nd)
        self.return_indices = return_indices
        self.register_buffer("_random_samples", _random_samples)
        self.output_size = _expand(output_size, nd) if output_size is not None else None
        self.output_ratio = _expand(output_ratio, nd) if output_ratio is not None else None
        if output_size is None and output_ratio is None:
            raise ValueError(f"FractionalMaxPool{nd}d requires specifying either an output size, or a pooling ratio")
        if output_size is not None and output_ratio is not None:
            raise ValueError("only one of output_size and output_ratio may be specified")
        if self.output_ratio is not None and not all(0 < r < 1 for r in self.output_ratio):
            raise ValueError(f"output_ratio must be between 0 and 1 (got {output_ratio})")

    def forward(self, input):
        fn = F.fractional_max_pool2d if self._nd == 2 else F.fractional_max_pool3d
        return fn(input, self.kernel_size, self.output_size, self.output_ratio, self.return_indices,
                  _random_samples=self._random_samples)


class FractionalMaxPool2d(_FractionalMaxPoolNd):
    _nd = 2


class FractionalMaxPool3d(_FractionalMaxPoolNd):
    _nd = 3

    def __init__(self, kernel_size, output_size=None, output_ratio=None, return_indices=False, _random_samples=None):
        if ((isinstance(kernel_size, int) and kernel_size <= 0)
                or (isinstance(kernel_size, (tuple, list)) and not all(k > 0 for k in kernel_size))):
            raise ValueError(f"kernel_size must be greater than 0, but got {kernel_size}")
        super().__init__(kernel_size, output_size, output_ratio, return_indices, _random_samples)
