"""torch.distributions, torch.func, torch.optim and torch.testing load on first use (PEP 562), so that
`import minitorch` does not pay for them; to a program they are there as in PyTorch."""
import subprocess
import sys

import pytest

import minitorch

LAZY = ("distributions", "func", "optim", "testing")


def test_import_minitorch_leaves_them_unloaded():
    code = ("import sys, minitorch; "
            f"print([m for m in {['minitorch.' + name for name in LAZY]!r} if m in sys.modules])")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


@pytest.mark.parametrize("name", LAZY)
def test_each_is_there_on_first_use(name):
    module = getattr(minitorch, name)
    assert module.__name__ == f"minitorch.{name}"
    assert sys.modules[f"minitorch.{name}"] is module
    assert name in dir(minitorch)
    exec(f"from minitorch import {name} as again", globals())
    assert again is module  # noqa: F821


def test_their_contents_and_an_unknown_name():
    assert minitorch.optim.SGD.__module__ == "minitorch.optim.sgd"
    assert callable(minitorch.func.grad) and callable(minitorch.testing.assert_close)
    assert minitorch.distributions.Normal(0.0, 1.0).mean.item() == 0.0
    with pytest.raises(AttributeError, match="^module 'minitorch' has no attribute 'no_such_module'$"):
        minitorch.no_such_module  # noqa: B018


def test_import_minitorch_leaves_numpy_random_unloaded():
    # The default generator makes its NumPy bit generator at the first draw.
    code = "import sys, minitorch; print('numpy.random' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_a_seeded_generator_state_before_and_after_its_first_draw():
    g = minitorch.Generator().manual_seed(1234)
    state = g.get_state()  # before any draw: the seeded state
    first = minitorch.rand(5, generator=g)
    g.manual_seed(1234)
    assert minitorch.equal(minitorch.rand(5, generator=g), first)
    g.set_state(state)
    assert minitorch.equal(minitorch.rand(5, generator=g), first)
    assert minitorch.equal(minitorch.Generator().manual_seed(1234).get_state(), state)
    assert g.initial_seed() == 1234
