"""What PyTorch's torch.backends.<library> flag modules share: settable module attributes, checked as
PyTorch's setters check them, and a flags() context manager restoring them.

minitorch runs every op on NumPy (or CuPy), so no flag changes a result; they are kept so that scripts setting
and reading them (``torch.backends.cudnn.benchmark = True``) run and read back what PyTorch's CPU build does.
"""
import sys
import types

_PRECISIONS = ("none", "ieee", "tf32")


def check_bool(setter_name):
    def check(value):
        if not isinstance(value, bool):
            raise RuntimeError(f"{setter_name} expects a bool, but got {type(value).__name__}")
        return value
    return check


def check_precision(value):
    if value not in _PRECISIONS:
        if value in ("bf16", "fp16"):
            raise RuntimeError(f"backend 'cuda' does not support precision '{value}'")
        raise RuntimeError(f"Unknown precision: {value}")
    return value


def install_flags(module_name, **flags):
    """Turn each ``name=(default, check)`` into a property of the module ``module_name``: reading gives the
    value, assigning runs ``check`` (which raises PyTorch's error or returns the value to store)."""
    module = sys.modules[module_name]
    values = {name: default for name, (default, _) in flags.items()}

    def flag_property(name, check):
        def get(_module):
            return values[name]

        def set_(_module, value):
            values[name] = check(value)
        return property(get, set_)

    properties = {name: flag_property(name, check) for name, (_, check) in flags.items()}
    properties["__module__"] = module_name
    module.__class__ = type(f"{module_name.rsplit('.', 1)[-1].title()}Module", (types.ModuleType,), properties)
