"""nn.SyncBatchNorm. Synchronising statistics needs several processes (torch.distributed); minitorch runs one,
where PyTorch's SyncBatchNorm is BatchNorm over inputs of any rank >= 2, so that is what this is."""
from ...autograd.grad_mode import no_grad
from .normalization import _BatchNorm


class SyncBatchNorm(_BatchNorm):
    def __init__(self, num_features, eps=1e-5, momentum=0.1, affine=True, track_running_stats=True,
                 process_group=None, device=None, dtype=None, *, bias=True):
        super().__init__(num_features, eps, momentum, affine, track_running_stats, device=device, dtype=dtype,
                         bias=bias)
        self.process_group = process_group

    def _check_input_dim(self, input):
        if input.dim() < 2:
            raise ValueError(f"expected at least 2D input (got {input.dim()}D input)")

    def forward(self, input):
        self._check_input_dim(input)
        if input.size(1) == 0:
            raise ValueError("SyncBatchNorm number of input channels should be non-zero")
        return super().forward(input)

    @classmethod
    def convert_sync_batchnorm(cls, module, process_group=None):
        """A copy of module's tree with every BatchNorm*d replaced by a SyncBatchNorm sharing its parameters and
        buffers (the children of other modules are replaced in place)."""
        out = module
        if isinstance(module, _BatchNorm) and not isinstance(module, SyncBatchNorm) or type(module) is SyncBatchNorm:
            out = SyncBatchNorm(module.num_features, module.eps, module.momentum, module.affine,
                                module.track_running_stats, process_group, bias=module.bias is not None)
            if module.affine:
                with no_grad():
                    out.weight, out.bias = module.weight, module.bias
            out.running_mean, out.running_var = module.running_mean, module.running_var
            out.num_batches_tracked = module.num_batches_tracked
            out.training = module.training
            if hasattr(module, "qconfig"):
                out.qconfig = module.qconfig
        for name, child in module.named_children():
            out.add_module(name, cls.convert_sync_batchnorm(child, process_group))
        return out
