"""parameters_to_vector / vector_to_parameters (torch.nn.utils.convert_parameters)."""
from ..._tensor import Tensor

__all__ = ["parameters_to_vector", "vector_to_parameters"]


def parameters_to_vector(parameters):
    """Flatten parameters into one vector: cat of views, so the graph is CatBackward0 <- ViewBackward0s."""
    from ... import cat  # at call time: the package is fully imported by then
    param_device = None
    vec = []
    for param in parameters:
        param_device = _check_param_device(param, param_device)
        vec.append(param.view(-1))
    return cat(vec)


def vector_to_parameters(vec, parameters):
    """Copy consecutive slices of `vec` into the parameters' data (no autograd history is recorded)."""
    if not isinstance(vec, Tensor):
        raise TypeError(f"expected torch.Tensor, but got: {_typename(vec)}")
    param_device = None
    pointer = 0
    for param in parameters:
        param_device = _check_param_device(param, param_device)
        num_param = param.numel()
        # .data rebinds the storage: the parameter now shares memory with vec, as in PyTorch
        param.data = vec[pointer:pointer + num_param].view_as(param).data
        pointer += num_param


def _check_param_device(param, old_param_device):
    """-1 for CPU, else the accelerator index; every parameter must be on the first one's device."""
    if old_param_device is None:
        return param.get_device() if param.device.type == "cuda" else -1
    if param.device.type == "cuda":
        mismatch = param.get_device() != old_param_device
    else:
        mismatch = old_param_device != -1
    if mismatch:
        raise TypeError("Found two parameters on different devices, this is currently not supported.")
    return old_param_device


def _typename(obj):
    """torch.typename for a non-Tensor: 'module.QualName', or just the name for builtins."""
    module = getattr(obj, "__module__", "") or ""
    if hasattr(obj, "__qualname__"):
        qualname = obj.__qualname__
    elif hasattr(obj, "__name__"):
        qualname = obj.__name__
    else:
        module = obj.__class__.__module__ or ""
        qualname = obj.__class__.__qualname__
    return qualname if module in {"", "builtins"} else f"{module}.{qualname}"
