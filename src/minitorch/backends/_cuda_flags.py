"""torch.backends.cuda's flags (cuBLAS matmul precision, scaled-dot-product-attention kernels), which
``minitorch.backends.cuda`` carries whether or not CuPy is installed: the CuPy backend module re-exports them,
and without CuPy this module stands in for it (``is_built()`` False, as on PyTorch's CPU build). No flag
changes what minitorch computes."""
from ._flags import check_bool, check_precision

__all__ = ["is_built", "matmul", "flash_sdp_enabled", "enable_flash_sdp", "mem_efficient_sdp_enabled",
           "enable_mem_efficient_sdp", "math_sdp_enabled", "enable_math_sdp", "cudnn_sdp_enabled",
           "enable_cudnn_sdp"]


def is_built():
    return False


def _reduction_setting(value, name):
    """A bool, or (allow_reduced_precision[, allow_splitk]): PyTorch's two reduced-precision switches."""
    if isinstance(value, bool):
        return value, True
    if isinstance(value, (list, tuple)):
        if not value:
            raise TypeError(f"{name} expects at least one boolean argument")
        if len(value) > 2:
            raise TypeError(f"{name} expects at most two boolean arguments")
        for item, which in zip(value, ("allow_reduced_precision", "allow_splitk")):
            if not isinstance(item, bool):
                raise TypeError(f"{name} expects a bool for {which}, but got {type(item)!r}")
        return value[0], value[1] if len(value) == 2 else True
    raise TypeError(f"{name} expects a bool or a tuple/list of bools, but got {type(value)!r}")


class cuBLASModule:
    """``torch.backends.cuda.matmul``: a fixed set of attributes; any other name is an AttributeError."""

    def __init__(self):
        state = {"fp32_precision": "none", "allow_fp16_reduced_precision_reduction": (True, True),
                 "allow_bf16_reduced_precision_reduction": (True, True), "allow_fp16_accumulation": False}
        object.__setattr__(self, "_state", state)

    def __getattr__(self, name):
        state = self._state
        if name == "allow_tf32":  # the legacy switch for fp32_precision == "tf32"
            return state["fp32_precision"] == "tf32"
        for kind in ("fp16", "bf16"):
            key = f"allow_{kind}_reduced_precision_reduction"
            if name == key:
                return state[key][0]
            if name == key + "_split_k":
                return state[key][1]
        if name in ("allow_fp16_accumulation", "fp32_precision"):
            return state[name]
        raise AttributeError("Unknown attribute " + name)

    def __setattr__(self, name, value):
        state = self._state
        if name == "allow_tf32":
            self._set_precision("tf32" if check_bool("set_allow_tf32_cublas")(value) else "ieee")
        elif name in ("allow_fp16_reduced_precision_reduction", "allow_bf16_reduced_precision_reduction"):
            state[name] = _reduction_setting(value, name)
        elif name == "allow_fp16_accumulation":
            state[name] = check_bool("set_allow_fp16_accumulation_cublas")(value)
        elif name == "fp32_precision":
            self._set_precision(check_precision(value))
        else:
            raise AttributeError("Unknown attribute " + name)

    def _set_precision(self, precision):
        """PyTorch keeps one matmul precision: torch.get_float32_matmul_precision() follows TF32 on ("high") or
        off ("highest"); "none" leaves it as it is."""
        self._state["fp32_precision"] = precision
        if precision != "none":
            from .. import _torch_utils  # the layer above holds torch.get/set_float32_matmul_precision's value
            _torch_utils._SETTINGS["matmul_precision"] = "high" if precision == "tf32" else "highest"


matmul = cuBLASModule()

# scaled_dot_product_attention's kernels: PyTorch's switches, all on by default
_sdp_enabled = {"flash": True, "mem_efficient": True, "math": True, "cudnn": True}


def flash_sdp_enabled():
    return _sdp_enabled["flash"]


def enable_flash_sdp(enabled):
    _sdp_enabled["flash"] = enabled


def mem_efficient_sdp_enabled():
    return _sdp_enabled["mem_efficient"]


def enable_mem_efficient_sdp(enabled):
    _sdp_enabled["mem_efficient"] = enabled


def math_sdp_enabled():
    return _sdp_enabled["math"]


def enable_math_sdp(enabled):
    _sdp_enabled["math"] = enabled


def cudnn_sdp_enabled():
    return _sdp_enabled["cudnn"]


def enable_cudnn_sdp(enabled):
    _sdp_enabled["cudnn"] = enabled

