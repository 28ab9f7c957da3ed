"""minitorch.nn: Module, Parameter, layers and losses (torch.nn)."""
from . import functional  # noqa: F401
from . import init  # noqa: F401
from .modules import *  # noqa: F401,F403
from .modules import Module  # noqa: F401
from .parameter import Buffer, Parameter, UninitializedBuffer, UninitializedParameter  # noqa: F401
from . import utils  # noqa: F401
from . import parallel  # noqa: F401,E402
from .parallel import DataParallel  # noqa: F401,E402
from . import attention  # noqa: F401,E402


def factory_kwargs(kwargs):
    """torch.nn.factory_kwargs: ``kwargs`` as a dict for the factory functions (device, dtype, memory_format,
    or a ``factory_kwargs`` dict of them), PyTorch's TypeError for anything else or a key given twice."""
    if kwargs is None:
        return {}
    simple_keys = {"device", "dtype", "memory_format"}
    expected_keys = simple_keys | {"factory_kwargs"}
    if not kwargs.keys() <= expected_keys:
        raise TypeError(f"unexpected kwargs {kwargs.keys() - expected_keys}")
    r = dict(kwargs.get("factory_kwargs", {}))
    for k in simple_keys:
        if k in kwargs:
            if k in r:
                raise TypeError(f"{k} specified twice, in **kwargs and in factory_kwargs")
            r[k] = kwargs[k]
    return r
