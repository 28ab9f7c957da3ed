"""torch.compile runs eagerly in minitorch, with PyTorch's argument checks and its OptimizedModule wrapper.
(PyTorch's compiled callables are never called here: that would compile with inductor.)"""
import pytest

import minitorch
from oracle import both, needs_torch, same_as_pytorch, torch


@pytest.fixture(autouse=True)
def _restore_pytorch_defaults():
    """PyTorch's torch.compile turns distribution argument validation off for the whole process (dynamo's
    eval_frame does): put it back, so later tests compare against PyTorch's defaults."""
    before = torch.distributions.Distribution._validate_args if torch is not None else None
    yield
    if torch is not None:
        torch.distributions.Distribution.set_default_validate_args(before)


def _module(lib):
    lib.manual_seed(0)
    return lib.nn.Sequential(lib.nn.Linear(3, 4), lib.nn.ReLU(), lib.nn.Linear(4, 2))


@needs_torch
def test_optimized_module_wraps_the_original_as_pytorch_does():
    def run(lib):
        m = _module(lib)
        c = lib.compile(m)
        c.extra = 5  # written through to the original
        return (type(c).__name__, repr(c), list(c.state_dict()), [n for n, _ in c.named_parameters()],
                c._orig_mod is m, len(c), getattr(m, "extra", None), c.training, c.eval().training, m.training)
    same_as_pytorch(run)


@pytest.mark.parametrize("kwargs", [
    {"mode": "bogus"},
    {"mode": "default", "options": {}},
    {"backend": "nonexistent"},
    {"disable": True},
    {"backend": "eager", "mode": "max-autotune"},
    {"fullgraph": True, "dynamic": False},
])
@needs_torch
def test_arguments_are_checked_as_pytorch_checks_them(kwargs):
    def run(lib):
        def f(x):
            return x * 2
        g = lib.compile(f, **kwargs)
        return g is f, g.__name__, g.__wrapped__ is f if g is not f else None
    mine, theirs = both(run)
    if kwargs.get("backend") == "nonexistent":  # torch._dynamo.exc.InvalidBackend, a RuntimeError
        assert mine[0] == "InvalidBackend" and theirs[0] == "InvalidBackend"
        assert mine[1] == theirs[1]
    else:
        assert mine == theirs


@needs_torch
def test_decorator_form_and_bad_models():
    def run(lib):
        out = []
        for call in (lambda: lib.compile(fullgraph=True)(None), lambda: lib.compile(3)):
            try:
                call()
            except (RuntimeError, AssertionError) as e:
                out.append((type(e).__name__, str(e)))
        m = _module(lib)
        out.append(lib.compile(m, disable=True) is m)
        out.append(type(lib.compile(backend="eager")(m)).__name__)
        return out
    same_as_pytorch(run)


def test_compiled_module_and_function_compute_what_eager_computes():
    m = _module(minitorch)
    c = minitorch.compile(m)
    x = minitorch.randn(5, 3)
    assert minitorch.equal(c(x), m(x))
    c(x).sum().backward()
    eager_grads = [p.grad.clone() for p in m.parameters()]
    m.zero_grad()
    m(x).sum().backward()
    assert all(minitorch.equal(a, p.grad) for a, p in zip(eager_grads, m.parameters()))

    @minitorch.compile
    def f(a, b=1):
        return a * b
    assert minitorch.equal(f(x, b=3), x * 3)
    assert f.__name__ == "f"


def test_compiled_module_follows_train_eval_and_loads_its_checkpoint():
    m = _module(minitorch)
    c = minitorch.compile(m)
    c.eval()
    assert not m.training and not m[0].training
    state = c.state_dict()
    other = minitorch.compile(_module(minitorch))
    with minitorch.no_grad():
        for p in other.parameters():
            p.zero_()
    other.load_state_dict(state)
    assert all(minitorch.equal(a, b) for a, b in zip(other.parameters(), c.parameters()))


@needs_torch
def test_compiler_namespace():
    def run(lib):
        def f():
            return 1
        return (lib.compiler.is_compiling(), lib.compiler.disable(f)(), lib.compiler.disable()(f)(),
                lib.compiler.list_backends())
    same_as_pytorch(run)


@needs_torch
def test_module_compile_in_place():
    def run(lib):
        m = _module(lib)
        out = [m.compile(), type(m).__name__, list(m.state_dict())]
        try:
            m.compile(mode="bogus")
        except RuntimeError as e:
            out.append(str(e))
        return out
    same_as_pytorch(run)
