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


def _sqrt_is_ieee():
    """Is PyTorch's CPU sqrt correctly rounded here? It runs through MKL's vector math, which is on Intel processors
    and is not on others (seen on an AMD EPYC: 20 % of float32 and 1-2 % of float64 results one ulp off)."""
    import numpy as np
    x = np.random.default_rng(0).random(4096)
    return all(np.array_equal(torch.from_numpy(a).sqrt().numpy(), np.sqrt(a)) for a in (x, x.astype(np.float32)))


@pytest.fixture
def ieee_sqrt_oracle(monkeypatch):
    """For bit-for-bit comparisons through a sqrt (Adam's denominators): where PyTorch's sqrt is not correctly
    rounded on this processor, the oracle's ``Tensor.sqrt`` is made IEEE's (minitorch's is NumPy's, which is), so the
    comparison checks the algorithm (which ops, in which dtype), not the processor's math library. Elsewhere the
    oracle is PyTorch untouched."""
    if torch is None or _sqrt_is_ieee():
        return
    import numpy as np
    original_sqrt, original_pow = torch.Tensor.sqrt, torch.Tensor.__pow__

    def plain(t):
        return not t.requires_grad and t.device.type == "cpu" and t.dtype in (torch.float32, torch.float64)

    def sqrt(self):
        return torch.from_numpy(np.asarray(np.sqrt(self.numpy()))) if plain(self) else original_sqrt(self)

    def power(self, exponent):  # ATen's pow by 0.5 is its sqrt
        return sqrt(self) if exponent is not True and exponent == 0.5 and plain(self) else original_pow(self, exponent)
    monkeypatch.setattr(torch.Tensor, "sqrt", sqrt)
    monkeypatch.setattr(torch.Tensor, "__pow__", power)
