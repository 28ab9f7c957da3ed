"""Padding and distance modules: thin wrappers of F.pad, F.cosine_similarity and F.pairwise_distance."""
from .. import functional as F
from .module import Module


class _Pad(Module):
    """``ZeroPad2d(2)``, ``ReflectionPad1d((1, 2))``: an int pads every side of the last ``_dims`` dims."""

    _dims = 2
    _mode = "constant"

    def __init__(self, padding):
        super().__init__()
        self.padding = (padding,) * (2 * self._dims) if isinstance(padding, int) else tuple(padding)

    def forward(self, input):
        return F.pad(input, self.padding, self._mode)

    def extra_repr(self):
        return f"{self.padding}"


class _ConstantPad(_Pad):
    def __init__(self, padding, value):
        super().__init__(padding)
        self.value = value

    def forward(self, input):
        return F.pad(input, self.padding, "constant", self.value)

    def extra_repr(self):
        return f"padding={self.padding}, value={self.value}"


def _pad_class(name, base, dims, mode="constant"):
    return type(name, (base,), {"_dims": dims, "_mode": mode, "__module__": __name__})


ZeroPad1d, ZeroPad2d, ZeroPad3d = (_pad_class(f"ZeroPad{n}d", _Pad, n) for n in (1, 2, 3))
ConstantPad1d, ConstantPad2d, ConstantPad3d = (_pad_class(f"ConstantPad{n}d", _ConstantPad, n) for n in (1, 2, 3))
ReflectionPad1d, ReflectionPad2d, ReflectionPad3d = (_pad_class(f"ReflectionPad{n}d", _Pad, n, "reflect")
                                                      for n in (1, 2, 3))
ReplicationPad1d, ReplicationPad2d, ReplicationPad3d = (_pad_class(f"ReplicationPad{n}d", _Pad, n, "replicate")
                                                         for n in (1, 2, 3))


class CosineSimilarity(Module):
    def __init__(self, dim=1, eps=1e-8):
        super().__init__()
        self.dim, self.eps = dim, eps

    def forward(self, x1, x2):
        return F.cosine_similarity(x1, x2, self.dim, self.eps)


class PairwiseDistance(Module):
    def __init__(self, p=2.0, eps=1e-6, keepdim=False):
        super().__init__()
        self.norm, self.eps, self.keepdim = p, eps, keepdim

    def forward(self, x1, x2):
        return F.pairwise_distance(x1, x2, self.norm, self.eps, self.keepdim)


class _CircularPad(_Pad):
    """Wraps around: the padding on each side is taken from the other end (F.pad mode 'circular')."""

    _mode = "circular"

    def forward(self, input):
        dims = (self._dims + 1, self._dims + 2)
        if input.dim() not in dims:
            raise ValueError(f"expected {dims[0]}D or {dims[1]}D input (got {input.dim()}D input)")
        return F.pad(input, self.padding, "circular", 0.0)


CircularPad1d, CircularPad2d, CircularPad3d = (_pad_class(f"CircularPad{n}d", _CircularPad, n, "circular")
                                               for n in (1, 2, 3))
