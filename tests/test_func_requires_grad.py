"""requires_grad_() inside a torch.func transform is refused as functorch refuses it (a leaf made there would
escape the transform: torch.autograd.functional.jacobian inside grad gave zeros), while the ways PyTorch's C++
sets the flag (factories' requires_grad=True, Parameter, the attribute) still work there; and the factories'
dtype message is set_requires_grad's. Each against PyTorch."""
import numpy as np
import pytest

import minitorch

torch = pytest.importorskip("torch")


def outcome(lib, program):
    try:
        result = program(lib)
    except Exception as error:  # noqa: BLE001  (the error is the outcome compared)
        return type(error).__name__, str(error)
    return "ok", np.asarray(result.detach().numpy() if hasattr(result, "detach") else result).tolist()


PROGRAMS = {
    "grad, on the input": lambda t: t.func.grad(lambda x: (x.requires_grad_() * 2).sum())(t.ones(3)),
    "grad, a fresh tensor": lambda t: t.func.grad(lambda x: (x * t.ones(3).requires_grad_()).sum())(t.ones(3)),
    "grad, requires_grad_(False)": lambda t: t.func.grad(
        lambda x: (x * t.ones(3).requires_grad_(False)).sum())(t.ones(3)),
    "grad, a detached input": lambda t: t.func.grad(lambda x: (x * x.detach().requires_grad_()).sum())(t.ones(3)),
    "grad, functional.jacobian": lambda t: t.func.grad(
        lambda x: t.autograd.functional.jacobian(t.sin, x).sum())(t.ones(3)),
    "grad, functional.vjp": lambda t: t.func.grad(
        lambda x: t.autograd.functional.vjp(t.sin, x, t.ones(3))[1].sum())(t.ones(3)),
    "vmap": lambda t: t.func.vmap(lambda x: x * t.ones(3).requires_grad_())(t.ones(2, 3)),
    "jvp": lambda t: t.func.jvp(lambda x: x * t.ones(3).requires_grad_(), (t.ones(3),), (t.ones(3),))[1],
    "vjp": lambda t: t.func.vjp(lambda x: x * t.ones(3).requires_grad_(), t.ones(3))[0],
    "a wrong argument first": lambda t: t.func.grad(lambda x: (x * t.ones(3).requires_grad_(1)).sum())(t.ones(3)),
    "a factory's requires_grad=True": lambda t: t.func.grad(
        lambda x: (x * t.zeros(3, requires_grad=True)).sum())(t.ones(3)),
    "the attribute": lambda t: t.func.grad(lambda x: (x * _with_attribute(t)).sum())(t.ones(3)),
    "a Parameter": lambda t: t.func.grad(lambda x: (x * t.nn.Parameter(t.ones(3))).sum())(t.ones(3)),
    "a Linear made inside": lambda t: t.func.grad(lambda x: t.nn.Linear(3, 1)(x).sum())(t.ones(3)) * 0,
    "nested grad": lambda t: t.func.grad(lambda x: t.func.grad(lambda y: (y ** 3).sum())(x).sum())(t.ones(3)),
    "outside any transform": lambda t: t.ones(3).requires_grad_(),
}


def _with_attribute(t):
    y = t.ones(3)
    y.requires_grad = True
    return y


@pytest.mark.parametrize("name", PROGRAMS)
def test_requires_grad_inside_transforms(name):
    assert outcome(minitorch, PROGRAMS[name]) == outcome(torch, PROGRAMS[name])


FACTORIES = {
    "zeros": lambda t: t.zeros(3, dtype=t.long, requires_grad=True),
    "empty_strided": lambda t: t.empty_strided((2,), (1,), dtype=t.long, requires_grad=True),
    "asarray of an array": lambda t: t.asarray(np.array([1]), requires_grad=True),
    "asarray of a tensor": lambda t: t.asarray(t.tensor([1]), requires_grad=True),
    "frombuffer": lambda t: t.frombuffer(bytearray(8), dtype=t.long, requires_grad=True),
    "randint_like": lambda t: t.randint_like(t.tensor([1]), 3, requires_grad=True),
    "Variable": lambda t: t.autograd.Variable(t.tensor([1]), requires_grad=True),
    "the method": lambda t: t.tensor([1]).requires_grad_(),
}


@pytest.mark.parametrize("name", FACTORIES)
def test_integer_factories_refuse_requires_grad_with_pytorchs_message(name):
    assert outcome(minitorch, FACTORIES[name]) == outcome(torch, FACTORIES[name])
