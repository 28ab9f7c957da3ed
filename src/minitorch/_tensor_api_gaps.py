"""Tensor methods PyTorch writes in Python (torch/_tensor.py) or binds as aliases, which minitorch lacked:
``resize`` / ``resize_as`` (deprecated, autograd's Resize function: ``ResizeBackward``), ``as_subclass`` (an
alias, AliasBackward0, of another Tensor class), ``torch.resize_as_``, and the dunder aliases ``__pos__``
(positive), ``__long__`` (``__int__``) and ``__nonzero__`` (``__bool__``); the removed ``volatile`` (always
False, with PyTorch's warnings), ``reinforce`` (its message) and ``del x[i]`` (refused)."""
import functools
import operator
import warnings

from ._generated import variable_type as _vt
from ._tensor import Tensor
from ._typename import typename
from .autograd.function import Function
from .autograd.function_utils import check_tensor


class Resize(Function):
    """torch.autograd._functions.Resize: a reshape that keeps the number of elements (its message, quirks and
    all: ``x.resize((3, 2))`` multiplies 1 by the tuple)."""

    @staticmethod
    def forward(ctx, tensor, sizes):
        ctx.sizes = sizes
        ctx.numel = functools.reduce(operator.mul, sizes, 1)
        if tensor.numel() != ctx.numel:
            raise RuntimeError(
                ("requested resize to {} ({} elements in total), "
                 "but the given tensor has a size of {} ({} elements). "
                 "autograd's resize can only change the shape of a given "
                 "tensor, while preserving the number of elements. ").format(
                    "x".join(map(str, sizes)), ctx.numel, "x".join(map(str, tensor.size())), tensor.numel()))
        ctx.input_sizes = tensor.size()
        return tensor.contiguous().view(*sizes)

    @staticmethod
    def backward(ctx, grad_output):
        if grad_output.numel() != ctx.numel:
            raise AssertionError(f"Expected grad_output to have {ctx.numel} elements, but got {grad_output.numel()}")
        return grad_output.contiguous().view(ctx.input_sizes), None


def resize(self, *sizes):
    warnings.warn("non-inplace resize is deprecated", stacklevel=2)
    return Resize.apply(self, sizes)


def resize_as(self, tensor):
    warnings.warn("non-inplace resize_as is deprecated", stacklevel=2)
    return Resize.apply(self, tensor.size())


def as_subclass(self, cls):
    """A ``cls`` instance aliasing ``self`` (AliasBackward0), attached to its graph."""
    if not isinstance(cls, type):
        raise TypeError(f"cls must be a type (got {typename(cls)})")
    if not issubclass(cls, Tensor):
        raise TypeError("Creating a Tensor subclass from a class that does not inherit from Tensor is not possible. "
                        "Make sure your class inherits from Tensor.")
    out = _vt.alias(self)
    if cls is not Tensor:
        out.__class__ = cls
    return out


def resize_as_(input, the_template, *, memory_format=None):
    """torch.resize_as_: the in-place ``Tensor.resize_as_`` as a function."""
    check_tensor("resize_as_", "input", input, 1)
    check_tensor("resize_as_", "the_template", the_template, 2)
    return input.resize_as_(the_template, memory_format=memory_format)


def _volatile_get(self):
    warnings.warn("volatile was removed (Variable.volatile is always False)", stacklevel=2)
    return False


def _volatile_set(self, value):
    warnings.warn("volatile was removed and now has no effect. Use `with torch.no_grad():` instead.", stacklevel=2)


def reinforce(self, reward):
    def trim(str):
        return "\n".join([line.strip() for line in str.split("\n")])

    raise RuntimeError(trim(r"""reinforce() was removed.
        Use torch.distributions instead.
        See https://pytorch.org/docs/main/distributions.html

        Instead of:

        probs = policy_network(state)
        action = probs.multinomial()
        next_state, reward = env.step(action)
        action.reinforce(reward)
        action.backward()

        Use:

        probs = policy_network(state)
        # NOTE: categorical is equivalent to what used to be called multinomial
        m = torch.distributions.Categorical(probs)
        action = m.sample()
        next_state, reward = env.step(action)
        loss = -m.log_prob(action) * reward
        loss.backward()
    """))


def __delitem__(self, key):
    raise TypeError("Tensor does not support deleting items")


def _install():
    from ._elementwise_extra import positive
    Tensor.resize, Tensor.resize_as, Tensor.as_subclass = resize, resize_as, as_subclass
    Tensor.__pos__ = positive
    Tensor.__long__ = Tensor.__int__
    Tensor.__nonzero__ = Tensor.__bool__
    Tensor.volatile = property(_volatile_get, _volatile_set)
    Tensor.reinforce, Tensor.__delitem__ = reinforce, __delitem__


_install()
