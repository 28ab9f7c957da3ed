"""nn.InstanceNorm1d / 2d / 3d: each sample's channels normalized over their own spatial values
(F.instance_norm), with PyTorch's defaults (affine=False, track_running_stats=False), checks,
warning and repr."""
import warnings

from .. import functional as F
from .normalization import _NormBase


class _InstanceNorm(_NormBase):
    def __init__(self, num_features, eps=1e-5, momentum=0.1, affine=False, track_running_stats=False, device=None,
                 dtype=None, *, bias=True):
        super().__init__(num_features, eps, momentum, affine, track_running_stats, device, dtype, bias=bias)

    _no_batch_dim = None  # the input's rank without a batch dim (2 for 1d, 3 for 2d, 4 for 3d)

    def _check_input_dim(self, input):
        dims = (self._no_batch_dim, self._no_batch_dim + 1)
        if input.dim() not in dims:
            raise ValueError(f"expected {dims[0]}D or {dims[1]}D input (got {input.dim()}D input)")

    def forward(self, input):
        self._check_input_dim(input)
        self._check_num_features(input, input.dim() - self._no_batch_dim)
        if input.dim() == self._no_batch_dim:  # an unbatched input runs as a batch of one
            return self._apply_instance_norm(input.unsqueeze(0)).squeeze(0)
        return self._apply_instance_norm(input)

    def _check_num_features(self, input, feature_dim):
        # num_features only sizes weight and bias, so a mismatch matters only when they exist
        if input.size(feature_dim) == self.num_features:
            return
        if self.affine:
            raise ValueError(f"expected input's size at dim={feature_dim} to match num_features"
                             f" ({self.num_features}), but got: {input.size(feature_dim)}.")
        warnings.warn(f"input's size at dim={feature_dim} does not match num_features. You can silence this "
                      "warning by not passing in num_features, which is not used because affine=False",
                      stacklevel=3)

    def _apply_instance_norm(self, input):
        # the running statistics are used (not updated) only in eval mode when tracked
        return F.instance_norm(input, self.running_mean, self.running_var, self.weight, self.bias,
                               self.training or not self.track_running_stats,
                               self.momentum if self.momentum is not None else 0.0, self.eps)

    def _load_from_state_dict(self, state_dict, prefix, local_metadata, strict, missing_keys, unexpected_keys,
                              error_msgs):
        # version 1 dropped the running stats of modules that do not track them (the default since 0.4): a
        # checkpoint without metadata that still has them is refused, and the keys taken out
        if local_metadata.get("version", None) is None and not self.track_running_stats:
            keys = [prefix + n for n in ("running_mean", "running_var") if prefix + n in state_dict]
            if keys:
                klass = type(self).__name__
                error_msgs.append("Unexpected running stats buffer(s) {names} for {klass} with "
                                  "track_running_stats=False. If state_dict is a checkpoint saved before 0.4.0, this "
                                  "may be expected because {klass} does not track running stats by default since "
                                  "0.4.0. Please remove these keys from state_dict. If the running stats are actually "
                                  "needed, instead set track_running_stats=True in {klass} to enable them. See the "
                                  "documentation of {klass} for details.".format(
                                      names=" and ".join(f'"{k}"' for k in keys), klass=klass))
                for key in keys:
                    state_dict.pop(key)
        super()._load_from_state_dict(state_dict, prefix, local_metadata, strict, missing_keys, unexpected_keys,
                                      error_msgs)

    def extra_repr(self):
        return (f"{self.num_features}, eps={self.eps}, momentum={self.momentum}, affine={self.affine}, "
                f"bias={self.bias is not None}, track_running_stats={self.track_running_stats}")


class InstanceNorm1d(_InstanceNorm):
    _no_batch_dim = 2


class InstanceNorm2d(_InstanceNorm):
    _no_batch_dim = 3


class InstanceNorm3d(_InstanceNorm):
    _no_batch_dim = 4
