"""torch.func.linearize against PyTorch: outputs, jvp_fn values over pytrees, its argument checks; and gradients
of the linearization against finite differences."""
import numpy as np
import pytest

import minitorch
from oracle import same_as_pytorch


def _r(x):
    if isinstance(x, dict):
        return {k: _r(v) for k, v in x.items()}
    if isinstance(x, (tuple, list)):
        return type(x)(_r(v) for v in x)
    return np.round(x.detach().double().numpy(), 5).tolist()


def test_linearize_sin_gives_output_and_jvp():
    def fn(lib):
        out, jvp_fn = lib.func.linearize(lib.sin, lib.tensor([1.0, 2.0, -0.5]))
        return _r(out), _r(jvp_fn(lib.ones(3))), _r(jvp_fn(lib.tensor([2.0, 0.0, 1.0])))
    same_as_pytorch(fn)


def test_linearize_over_tuples_dicts_and_constant_outputs():
    def fn(lib):
        def f(a, b):
            return (a * b, a.sum(), b.detach() + 1)
        out, jvp_fn = lib.func.linearize(f, lib.tensor([1.0, 2.0]), lib.tensor([3.0, -1.0]))
        first = jvp_fn(lib.ones(2), lib.zeros(2))

        def g(d):
            return {"y": d["a"] @ d["b"], "z": d["b"].exp()}
        out2, jvp2 = lib.func.linearize(g, {"a": lib.ones(2, 2), "b": lib.tensor([1.0, 3.0])})
        return _r(out), _r(first), _r(out2), _r(jvp2({"a": lib.eye(2), "b": lib.ones(2)}))
    same_as_pytorch(fn)


def test_linearize_of_identity_returns_the_tangent():
    same_as_pytorch(lambda lib: _r(lib.func.linearize(lambda a: a, lib.ones(2))[1](lib.tensor([5.0, 6.0]))))


@pytest.mark.parametrize("tangents", ["shape", "dtype", "structure"])
def test_jvp_fn_checks_its_tangents(tangents):
    def fn(lib):
        _, jvp_fn = lib.func.linearize(lib.sin, lib.tensor([1.0, 2.0]))
        bad = {"shape": (lib.ones(3),), "dtype": (lib.ones(2, dtype=lib.float64),),
               "structure": (lib.ones(2), lib.ones(2))}[tangents]
        return jvp_fn(*bad)
    mine = same_as_pytorch(fn)
    assert mine[0] == "RuntimeError"


def test_jvp_matches_finite_differences_in_float64():
    def f(x, y):
        return (x.tanh() * y).sum(0), x @ y.t()
    x = minitorch.tensor(np.random.default_rng(1).standard_normal((3, 2)))
    y = minitorch.tensor(np.random.default_rng(2).standard_normal((3, 2)))
    tx = minitorch.tensor(np.random.default_rng(3).standard_normal((3, 2)))
    ty = minitorch.tensor(np.random.default_rng(4).standard_normal((3, 2)))
    _, jvp_fn = minitorch.func.linearize(f, x, y)
    got = jvp_fn(tx, ty)
    eps = 1e-6
    plus, minus = f(x + eps * tx, y + eps * ty), f(x - eps * tx, y - eps * ty)
    for g, p, m in zip(got, plus, minus):
        np.testing.assert_allclose(g.numpy(), (p.numpy() - m.numpy()) / (2 * eps), rtol=1e-6, atol=1e-8)
    assert not any(g.requires_grad for g in got)
