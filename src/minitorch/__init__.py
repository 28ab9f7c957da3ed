"""minitorch: PyTorch's autograd, re-created readably in Python over NumPy (and CuPy).

``import minitorch as torch``: tensors, the generated ops of derivatives.yaml, autograd
(engine, custom Functions, hooks), nn and optim, with PyTorch's names and semantics.
"""
from . import _dtype
from ._dtype import (bool, double, dtype, finfo, float, float16, float32, float64, get_default_dtype, half, int,  # noqa: A004
                     iinfo, int8, int16, int32, int64, long, can_cast, promote_types, result_type, set_default_dtype, short, uint8)
from ._device import device, get_device_module
from ._tensor import Size, Tensor
from ._tensor_str import set_printoptions
from . import autograd
from .autograd import function_utils as _function_utils
from ._generated import functions as _functions  # noqa: F401  (backward nodes)
from ._generated import variable_type as _variable_type  # noqa: F401  (forward wrappers)
from ._generated.python_functions import *  # noqa: F401,F403
from ._composite import *  # noqa: F401,F403
from ._creation import *  # noqa: F401,F403
from ._random import Generator, default_generator, get_rng_state, initial_seed, manual_seed, seed, set_rng_state
from .autograd.grad_mode import (enable_grad, inference_mode, is_grad_enabled, is_inference_mode_enabled, no_grad,
                                 set_grad_enabled)
from . import cuda
from . import cpu, accelerator  # noqa: E402  (torch.cpu, torch.accelerator: device modules)
from . import random  # noqa: E402,F401  (torch.random: seeds, RNG state, fork_rng)
from . import profiler  # noqa: E402,F401  (torch.profiler over autograd.profiler.profile)

# -- more public modules register here, one line each ----------------------------------------
from ._vmap import vmap  # noqa: E402,F401
from . import _inplace_ops  # noqa: F401,E402  (Tensor.copy_; in-place ops and views: autograd/views.py)
from . import _foreach  # noqa: E402
_foreach._install(globals())  # torch._foreach_add, _foreach_mul_, ... (multi-tensor ops)
from . import _indexing  # noqa: F401,E402  (Tensor.__getitem__ / __setitem__)
from . import _tensor_flags  # noqa: F401,E402  (Tensor.is_sparse / is_meta / ..., share_memory_, to_dense)
from ._typed_storage import *  # noqa: F401,F403,E402  (Tensor.storage(), TypedStorage, FloatStorage, ...)
from ._composite_pointwise import *  # noqa: F401,F403
from . import linalg  # noqa: E402
from . import special  # noqa: E402  (torch.special)
from . import return_types  # noqa: E402,F401  (torch.return_types: the named tuples of multi-output ops)
from .autograd.anomaly_mode import is_anomaly_check_nan_enabled, is_anomaly_enabled, set_anomaly_enabled  # engine
from . import nn, utils  # noqa: E402,F401
from . import jit  # noqa: E402,F401  (torch.jit: is_scripting, ignore, ...; no TorchScript)
from .nn.modules.rnn import (gru, gru_cell, lstm, lstm_cell, rnn_relu, rnn_relu_cell,  # noqa: E402,F401
                             rnn_tanh, rnn_tanh_cell)  # torch.rnn_tanh_cell, ..., torch.lstm
from .nn._functional_extra import pdist, rms_norm, TORCH_FUNCTIONS as _NN_TORCH_FUNCTIONS  # noqa: E402,F401
from .nn.functional import rrelu_, selu_  # noqa: E402,F401  (torch.rrelu_, torch.selu_)
globals().update(_NN_TORCH_FUNCTIONS)  # torch.alpha_dropout(_), torch.feature_alpha_dropout(_), ...
from .serialization import load, save  # noqa: E402,F401  (safetensors checkpoints)
from ._compile import compile  # noqa: E402,F401,A004  (torch.compile: eager, same checks)
from . import compiler  # noqa: E402,F401
from ._composite_shape import *  # noqa: F401,F403
from ._einsum import einsum  # noqa: F401,E402
from ._composite_stats import *  # noqa: F401,F403,E402  (cov, corrcoef, trapezoid, cartesian_prod, combinations)
from ._composite_weight_norm import _weight_norm, norm_except_dim  # noqa: F401,E402
from ._elementwise_extra import *  # noqa: F401,F403,E402  (positive, isposinf, msort, inner, diagflat, ...)
from ._tensor_api_gaps import resize_as_  # noqa: E402,F401  (Tensor.resize / resize_as / as_subclass, __pos__)
from ._sym import *  # noqa: F401,F403,E402  (sym_int, sym_max, ...: plain numbers, no symbolic shapes)
from ._inplace_extra import *  # noqa: F401,F403,E402  (in-place aliases: arccos_, clip_, square_, ...)
from ._functional_aliases import *  # noqa: F401,F403,E402  (torch.layer_norm, torch.conv2d, torch.dropout, ...)
from ._torch_utils import *  # noqa: F401,F403,E402  (windows, legacy tensor types, global settings, ...)
from ._composite_torch_extra import *  # noqa: F401,F403,E402  (quantile, svd, qr, chain_matmul, vander, range, ...)
from ._composite_packed import _pack_padded_sequence_backward, _pad_packed_sequence  # noqa: F401,E402

from .nn._embedding_bag import embedding_bag_op as embedding_bag  # noqa: E402  (torch.embedding_bag)
from .nn._grid_sample import grid_sampler  # noqa: E402,F401  (torch.grid_sampler: the 2-D or 3-D op)
from ._gradient import gradient  # noqa: F401,E402  (torch.gradient)
from ._samplers import binomial  # noqa: F401,E402  (torch.binomial)
from ._composite_linalg_legacy import *  # noqa: F401,F403,E402  (triangular_solve, orgqr, ormqr, svd_lowrank, ...)
from . import amp  # noqa: E402  (torch.amp: autocast, GradScaler)
from .amp import autocast  # noqa: E402,F401
from .amp.autocast_mode import STATE_FUNCTIONS as _AUTOCAST_STATE_FUNCTIONS  # noqa: E402
from .amp.grad_scaler import _amp_foreach_non_finite_check_and_unscale_, _amp_update_scale_  # noqa: E402,F401
from .cuda import amp as _cuda_amp  # noqa: E402,F401  (torch.cuda.amp, deprecated spellings)
from .amp import _cpu_amp  # noqa: E402  (torch.cpu.amp, deprecated spellings)
_cpu_amp.attach()
globals().update(_AUTOCAST_STATE_FUNCTIONS)  # torch.is_autocast_enabled, torch.set_autocast_dtype, ...

_function_utils._Tensor = Tensor
__version__ = "0.1.0"


def is_tensor(obj):
    return isinstance(obj, Tensor)


def numel(input):
    if not isinstance(input, Tensor):
        raise TypeError(f"numel(): argument 'input' (position 1) must be Tensor, not {type(input).__name__}")
    return input.numel()


def is_floating_point(input):
    if not isinstance(input, Tensor):
        raise TypeError(f"is_floating_point(): argument 'input' (position 1) must be Tensor, not "
                        f"{type(input).__name__}")
    return input.is_floating_point()


from ._memory_format import *  # noqa: F401,F403,E402  (torch.memory_format, channels_last, torch.layout, strided, ...)
from ._strided_ops import *  # noqa: F401,F403,E402  (torch.detach, adjoint, nonzero_static)

from . import _out  # noqa: E402  (out= for every hand-written function that declares it; the generated ones take it)
_out.install(globals())
for _name in ("matmul", "softmax", "log_softmax", "square", "true_divide"):  # composites PyTorch gives out= too
    globals()[_name] = _out.with_out(_name, globals()[_name])
_out.install(linalg.__dict__)
_out.install(special.__dict__)


_LAZY_MODULES = ("distributions", "func", "optim", "testing")


def __getattr__(name):
    # These public modules are imported on first use (PEP 562): torch.distributions, torch.func, torch.optim
    # and torch.testing are ~10 % of `import minitorch`, and many programs never touch some of them.
    if name in _LAZY_MODULES:
        import importlib
        return importlib.import_module(f".{name}", __name__)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__():
    return sorted(set(globals()) | set(_LAZY_MODULES))
