"""nn.NLLLoss2d: the deprecated name of NLLLoss (which handles any number of spatial dims)."""
import warnings

from .loss import NLLLoss


class NLLLoss2d(NLLLoss):
    __deprecated__ = ("`NLLLoss2d` has been deprecated. Please use `NLLLoss` instead as a drop-in replacement and see "
                      "https://pytorch.org/docs/main/nn.html#torch.nn.NLLLoss for more details.")

    def __init__(self, weight=None, size_average=None, ignore_index=-100, reduce=None, reduction="mean"):
        warnings.warn(self.__deprecated__, FutureWarning, stacklevel=2)
        super().__init__(weight, size_average, ignore_index, reduce, reduction)
