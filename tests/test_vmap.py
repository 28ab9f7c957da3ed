"""vmap: values, gradients and argument errors against PyTorch's torch.vmap."""
import functools

import numpy as np
import pytest

import minitorch
from oracle import both, needs_torch, same_as_pytorch


def _inputs(lib):
    rng = np.random.default_rng(0)
    x = lib.tensor(rng.standard_normal((3, 4)), requires_grad=True)
    w = lib.tensor(rng.standard_normal(4), requires_grad=True)
    m = lib.tensor(rng.standard_normal((4, 3, 2)))
    return x, w, m


def _values(out):
    if isinstance(out, (tuple, list)):
        return type(out).__name__, [_values(o) for o in out]
    if isinstance(out, dict):
        return {k: _values(v) for k, v in out.items()}
    return np.round(out.detach().numpy(), 12).tolist(), tuple(out.shape)


CASES = {
    "dot, one input mapped": lambda lib, x, w, m: lib.vmap(lib.dot, in_dims=(0, None))(x, w),
    "mapped over dim 1": lambda lib, x, w, m: lib.vmap(lambda a, b: a * b.sum(), in_dims=(1, None))(x, w),
    "negative in_dim": lambda lib, x, w, m: lib.vmap(lambda a: a.exp(), in_dims=-1)(x),
    "two outputs, two out_dims": lambda lib, x, w, m: lib.vmap(
        lambda a, b: (a * b, a.sum()), in_dims=(0, None), out_dims=(1, 0))(x, w),
    "out_dim -1": lambda lib, x, w, m: lib.vmap(lambda a: a.unsqueeze(0) * 2, out_dims=-1)(x),
    "nested vmap (outer product)": lambda lib, x, w, m: lib.vmap(
        lib.vmap(lambda a, b: a * b, in_dims=(None, 0)), in_dims=(0, None))(x[0], w),
    "list and dict inputs": lambda lib, x, w, m: lib.vmap(
        lambda pair, d: pair[0] * pair[1] + d["k"], in_dims=([0, None], {"k": 0}))([x, w], {"k": x}),
    "mapped over dim 2 of a 3-D input": lambda lib, x, w, m: lib.vmap(
        lambda a: a @ a.t(), in_dims=2)(m),
    "kwargs are passed whole": lambda lib, x, w, m: lib.vmap(lambda a, scale=1.0: a * scale)(x, scale=3.0),
    "out_dims None for an unbatched output": lambda lib, x, w, m: lib.vmap(
        lambda a, b: (a + 1, b * 2), in_dims=(0, None), out_dims=(0, None))(x, w),
    "per-sample gradients": lambda lib, x, w, m: lib.vmap(
        lib.func.grad(lambda w, a: (a @ w).tanh()), in_dims=(None, 0))(w.detach(), x.detach()),
}


@pytest.mark.parametrize("case", CASES)
@needs_torch
def test_values_and_gradients_as_pytorch(case):
    def run(lib):
        x, w, m = _inputs(lib)
        out = CASES[case](lib, x, w, m)
        flat = [o for o in (out if isinstance(out, tuple) else (out,))]
        grads = []
        total = sum(o.sum() for o in flat if o.requires_grad) if any(o.requires_grad for o in flat) else None
        if total is not None:
            total.backward()
            grads = [None if t.grad is None else np.round(t.grad.numpy(), 12).tolist() for t in (x, w)]
        return _values(out), grads
    same_as_pytorch(run)


ERRORS = {
    "non-tensor input mapped": lambda lib, x, w: lib.vmap(lambda a, b: a * b)(x, 2.0),
    "in_dim out of range": lambda lib, x, w: lib.vmap(lambda a: a, in_dims=2)(x),
    "in_dims of a wrong type": lambda lib, x, w: lib.vmap(lambda a: a, in_dims=[0])(x),
    "in_dim not an int": lambda lib, x, w: lib.vmap(lambda a: a, in_dims=(0.5,))(x),
    "sizes differ": lambda lib, x, w: lib.vmap(lambda a, b: a + b.sum())(x, w),
    "nothing mapped": lambda lib, x, w: lib.vmap(lambda a: a, in_dims=None)(x),
    "no inputs": lambda lib, x, w: lib.vmap(lambda: 1)(),
    "returns a number": lambda lib, x, w: lib.vmap(lambda a: 1.0)(x),
    "bad out_dims": lambda lib, x, w: lib.vmap(lambda a: a, out_dims="x")(x),
    "partial's name": lambda lib, x, w: lib.vmap(functools.partial(lambda a, b: a, b=1), in_dims=3)(x),
    "randomness refused": lambda lib, x, w: lib.vmap(lambda a: a + lib.rand(()))(x),
    "unknown randomness": lambda lib, x, w: lib.vmap(lambda a: a, randomness="bogus")(x),
    "chunk_size 0": lambda lib, x, w: lib.vmap(lambda a: a, chunk_size=0)(x),
}


@pytest.mark.parametrize("case", ERRORS)
@needs_torch
def test_errors_as_pytorch(case):
    def run(lib):
        x, w, _ = _inputs(lib)
        return ERRORS[case](lib, x, w)
    mine, theirs = both(run)
    assert isinstance(mine, tuple) and mine[0] in ("ValueError", "RuntimeError"), mine
    assert mine == theirs


def test_randomness_same_replays_one_draw_and_different_draws_anew():
    minitorch.manual_seed(0)
    same = minitorch.vmap(lambda a: a + minitorch.rand(()), randomness="same")(minitorch.zeros(4))
    assert len(set(same.tolist())) == 1
    different = minitorch.vmap(lambda a: a + minitorch.rand(()), randomness="different")(minitorch.zeros(4))
    assert len(set(different.tolist())) == 4
    assert minitorch._random.DRAW_GUARD is None  # the 'error' mode's guard is gone after a call


def test_vmap_of_grad_matches_a_loop_of_grads_in_float64():
    x = minitorch.randn(5, 3, dtype=minitorch.float64)
    w = minitorch.randn(3, dtype=minitorch.float64)

    def loss(w, a):
        return (a @ w).sin() ** 2
    per_sample = minitorch.func.vmap(minitorch.func.grad(loss), in_dims=(None, 0))(w, x)
    loop = minitorch.stack([minitorch.func.grad(loss)(w, x[i]) for i in range(5)])
    assert minitorch.allclose(per_sample, loop, rtol=0, atol=0)
