"""PyTorch's deprecated Python signatures (its tools/autograd/deprecated.yaml; here the entries' ``deprecated:`` key):
the pre-1.0 spellings with a Scalar before the tensors, ``p.add_(-lr, grad)``, ``exp_avg_sq.addcmul_(1 - beta2,
grad, grad)``, ``torch.addmm(beta, M, mat1, mat2)``, which old optimizers and tutorials still use. PyTorch's parser
takes them after the current signatures fail, with one UserWarning per process naming the form used and the ones to
use instead.

A binding with deprecated forms collects its extra positional arguments (``*extra``) and hands them here, so a call
of the current form pays nothing.
"""
import numbers

from ._invalid_arguments import Signature, raise_invalid_arguments
from ._out import call_with_out
from ._tensor import Tensor
from .kernels import warn_at_caller

_TRIGGERED = " (Triggered internally at /__w/pytorch/pytorch/torch/csrc/utils/python_arg_parser.cpp:1841.)"
_warned = False  # PyTorch warns once per process, whichever deprecated signature comes first


def _is_number(value):
    return isinstance(value, numbers.Number) and not isinstance(value, Tensor)


def _shown(text):
    """A signature as PyTorch's messages show it: ``add(Number alpha, Tensor other)``."""
    return text.partition("(")[0] + str(Signature(text))


class DeprecatedForms:
    """One binding's deprecated signatures: ``forms`` are ``(text, kinds, order)``, ``kinds`` the positional
    arguments' ``Tensor`` or ``Scalar`` (after ``self`` for a method) and ``order(*args)`` the call's arguments in
    the wrapper's order; ``instead`` the current signatures (in the format of ``_invalid_arguments``); ``numbers``:
    the op takes a Python number for a Tensor."""

    def __init__(self, name, wrapper, forms, instead, method=False, numbers=False):
        self.name, self.wrapper, self.forms, self.instead = name, wrapper, forms, instead
        self.method, self.numbers = method, numbers

    def call(self, args, keywords, out=None):
        """The op on ``args`` (a method's with ``self`` first) by the deprecated form they fit. ``keywords`` are the
        binding's other keyword parameters as ``(name, value, default)``: a deprecated form takes none of them
        (PyTorch's parser has it take positional arguments only), so one not at its default means no form fits.
        Then the TypeError is PyTorch's parser's for the current signatures, which alone its messages show."""
        given = args[1:] if self.method else args
        changed = {name: value for name, value, default in keywords
                   if not (type(value) is type(default) and value == default)}
        if not changed:
            for text, kinds, order in self.forms:
                if len(kinds) == len(given) and all(map(self._fits, kinds, given)):
                    _warn(self.name, text, self.instead)
                    ordered = order(*args)
                    return self.wrapper(*ordered) if out is None else call_with_out(self.name, self.wrapper, out,
                                                                                    *ordered)
        if out is not None:
            changed["out"] = out
        raise_invalid_arguments(self.name, self.instead, tuple(given), changed, hidden=True)

    def _fits(self, kind, value):
        if kind == "Tensor":
            return isinstance(value, Tensor) or self.numbers and _is_number(value)
        # PyTorch's Scalar: a Python number, or a 0-dim tensor that does not require grad
        return _is_number(value) or isinstance(value, Tensor) and value.dim() == 0 and not value.requires_grad


def _warn(name, text, instead):
    global _warned
    if _warned:
        return
    _warned = True
    alternatives = "\n\t".join(_shown(t) for t in instead)
    warn_at_caller(f"This overload of {name} is deprecated:\n\t{_shown(text)}\nConsider using one of the following "
                   f"signatures instead:\n\t{alternatives}{_TRIGGERED}")
