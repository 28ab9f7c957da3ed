"""PyTorch as the tests' oracle: ``torch`` (None where it is not installed), ``needs_torch`` for tests that
only compare with it, and ``both(fn)`` to run one program in minitorch and in PyTorch."""
import warnings

import pytest

import minitorch

try:
    import torch
except ImportError:  # the comparisons skip; minitorch's own checks still run
    torch = None

needs_torch = pytest.mark.skipif(torch is None, reason="PyTorch (the oracle) is not installed")


def both(fn):
    """fn(lib) in minitorch and (when it imports) in PyTorch; returns (mine, theirs or None). An exception
    comes back as (type name, message), so errors compare as values do."""
    def run(lib):
        try:
            return fn(lib)
        except Exception as e:  # noqa: BLE001 - compared by type and message
            return (type(e).__name__, str(e))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return run(minitorch), (run(torch) if torch is not None else None)


def graph_names(t):
    """The names of ``t``'s backward graph, depth first (None for an edge to no node)."""
    names = []

    def walk(fn):
        names.append(None if fn is None else type(fn).__name__)
        for next_fn, _ in (fn.next_functions if fn is not None else ()):
            walk(next_fn)
    walk(t.grad_fn)
    return names


def same_as_pytorch(fn, unexpected=("AttributeError", "NameError", "TypeError")):
    """Assert fn gives in minitorch what it gives in PyTorch (when installed); return minitorch's. One of the
    ``unexpected`` errors in minitorch fails at once: a missing name, not a behaviour to compare."""
    mine, theirs = both(fn)
    assert not (isinstance(mine, tuple) and mine and mine[0] in unexpected), mine
    if theirs is not None:
        assert mine == theirs
    return mine
