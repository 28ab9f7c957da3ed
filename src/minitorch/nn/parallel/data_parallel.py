"""nn.DataParallel. PyTorch splits a batch over several accelerators; with none available (its CPU case) it only
wraps the module: `.module` holds it, forward calls it, state_dict keys gain the `module.` prefix. minitorch
drives one device, so it always takes that path."""
from ..modules.module import Module


class DataParallel(Module):
    def __init__(self, module, device_ids=None, output_device=None, dim=0):
        super().__init__()
        self.module = module
        self.device_ids = []

    def forward(self, *inputs, **kwargs):
        return self.module(*inputs, **kwargs)
