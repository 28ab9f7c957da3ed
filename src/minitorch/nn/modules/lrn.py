"""nn.CrossMapLRN2d: Lua Torch's cross-channel local response normalisation (see _functions.CrossMapLRN2d)."""
from ._functions import CrossMapLRN2d as _cross_map_lrn2d
from .module import Module


class CrossMapLRN2d(Module):
    def __init__(self, size, alpha=1e-4, beta=0.75, k=1):
        super().__init__()
        self.size, self.alpha, self.beta, self.k = size, alpha, beta, k

    def forward(self, input):
        return _cross_map_lrn2d.apply(input, self.size, self.alpha, self.beta, self.k)

    def extra_repr(self):
        return f"{self.size}, alpha={self.alpha}, beta={self.beta}, k={self.k}"
