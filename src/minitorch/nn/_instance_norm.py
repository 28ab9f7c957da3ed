"""ATen's instance_norm (aten/src/ATen/native/Normalization.cpp), written over the generated ops so the
graph shows PyTorch's nodes: the input viewed as one sample of N*C channels (ViewBackward0, after a
CloneBackward0 where it was not contiguous), weight and bias repeated N times (RepeatBackward0),
batch_norm (NativeBatchNormBackward0), and the result viewed back (ViewBackward0)."""
from .._generated import variable_type as _vt
from ..autograd import grad_mode


def instance_norm(input, weight, bias, running_mean, running_var, use_input_stats, momentum, eps):
    if not use_input_stats and (running_mean is None or running_var is None):
        raise RuntimeError("Expected running_mean and running_var to be defined when use_input_stats is false")
    b, c = input.shape[0], input.shape[1]
    # every sample gets its own copy of the per-channel tensors
    weight_, bias_, mean_, var_ = (_repeat(t, b) for t in (weight, bias, running_mean, running_var))
    reshaped = _vt.view(input.contiguous(), (1, b * c) + tuple(input.shape[2:]))
    out = _batch_norm(reshaped, weight_, bias_, mean_, var_, use_input_stats, momentum, eps)
    if use_input_stats:  # the running statistics: the mean of the N updated copies, written back in place
        with grad_mode.no_grad():
            for running, updated in ((running_mean, mean_), (running_var, var_)):
                if running is not None:
                    running.copy_(_vt.view(updated, (b, c)).mean(0))
    return _vt.view(out, tuple(input.shape))


def _repeat(tensor, times):
    return None if tensor is None else _vt.repeat(tensor, (times,))


def _batch_norm(input, weight, bias, running_mean, running_var, training, momentum, eps):
    """at::batch_norm on CPU: its argument checks, then native_batch_norm (or, for an empty input,
    the input cloned and scaled by the first weight and bias, which keeps the graph connected)."""
    if (running_mean is None) != (running_var is None):
        raise ValueError("running_mean and running_var must either both be None or neither be None")
    if input.numel() == 0:
        out = input.clone()
        if weight is not None:  # C++'s weight[0]: select (SelectBackward0), then mul.Tensor
            out = _vt.mul_Tensor(out, _vt.select_int(weight, 0, 0))
        if bias is not None:
            out = _vt.add_Tensor(out, _vt.select_int(bias, 0, 0))
        return out
    features = input.shape[1]
    for name, tensor in (("running_mean", running_mean), ("running_var", running_var), ("weight", weight),
                         ("bias", bias)):
        if tensor is not None and tensor.numel() != features:
            raise RuntimeError(f"{name} should contain {features} elements not {tensor.numel()}")
    return _vt.native_batch_norm(input, weight, bias, running_mean, running_var, training, momentum, eps)[0]
