"""torch.compiler: the queries and decorators that code written for compilation calls. minitorch runs
everything eagerly (see _compile.py), so nothing is ever being compiled and the decorators return their
function as it is."""
from ._compile import list_backends

__all__ = ["is_compiling", "is_dynamo_compiling", "reset", "disable", "allow_in_graph", "assume_constant_result",
           "list_backends"]


def is_compiling():
    return False


def is_dynamo_compiling():
    return False


def reset():
    pass


def disable(fn=None, recursive=True, *, reason=None):
    return (lambda f: f) if fn is None else fn


def allow_in_graph(fn):
    return fn


def assume_constant_result(fn):
    return fn
