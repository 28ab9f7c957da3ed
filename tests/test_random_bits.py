"""Random draws are PyTorch's, bit for bit: the CPU generator (mt19937, the cached normal sample, the 5056-byte
state) and ATen's CPU kernels for rand, randn, normal_, uniform_, randint, random_, randperm, bernoulli,
exponential_, cauchy_, log_normal_, geometric_, multinomial and dropout.

pytorch_random_values.json holds PyTorch 2.13's values for a set of seeded calls (made by running each call
after ``torch.manual_seed(0)`` and storing ``tolist()``; the 1000-value randn and the state as sha256 of their
bytes), so the values are checked where PyTorch is not installed; with PyTorch, more seeds, sizes and dtypes
are compared with it directly."""
import hashlib
import json
import math
from pathlib import Path

import numpy as np
import pytest

import minitorch
from oracle import needs_torch, torch

EXPECTED = json.loads((Path(__file__).parent / "pytorch_random_values.json").read_text())
CALLS = [call for call in EXPECTED if call.startswith("torch.")]


@pytest.mark.parametrize("call", CALLS)
def test_seeded_values_are_pytorchs(call):
    minitorch.manual_seed(0)
    got = eval(call, {"torch": minitorch}).detach().tolist()
    assert got == EXPECTED[call]


def test_seeded_state_and_long_draw_are_pytorchs():
    minitorch.manual_seed(0)
    minitorch.randn(5)
    minitorch.rand(700)
    assert hashlib.sha256(minitorch.get_rng_state().numpy().tobytes()).hexdigest() == EXPECTED["state"]
    minitorch.manual_seed(0)
    assert hashlib.sha256(minitorch.randn(1000).numpy().tobytes()).hexdigest() == EXPECTED["randn(1000) sha"]


def test_state_is_pytorchs_layout_and_round_trips():
    minitorch.manual_seed(3)
    state = minitorch.get_rng_state()
    assert state.dtype == minitorch.uint8 and tuple(state.shape) == (5056,)
    raw = state.numpy().tobytes()
    assert int.from_bytes(raw[0:8], "little") == 3                        # the initial seed
    assert int.from_bytes(raw[8:12], "little") == 1                       # left: a fresh engine twists first
    assert int.from_bytes(raw[24:32], "little") == 3                      # state word 0 is the seed's low bits
    first = minitorch.randn(3, dtype=minitorch.float64)                   # leaves the sine half cached
    cached = minitorch.get_rng_state()
    assert cached.numpy()[5040] == 1                                      # normal_is_valid
    second = minitorch.randn(4)
    minitorch.set_rng_state(cached)
    assert minitorch.randn(4).tolist() == second.tolist()
    minitorch.set_rng_state(state)
    assert minitorch.randn(3, dtype=minitorch.float64).tolist() == first.tolist()
    assert minitorch.initial_seed() == 3


def test_state_errors():
    with pytest.raises(RuntimeError, match="Expected a CPUGeneratorImplState of size 5056 but found the input RNG "
                                           "state size to be 48"):
        minitorch.set_rng_state(minitorch.zeros(48, dtype=minitorch.uint8))
    bad = minitorch.get_rng_state()
    bad[8:12] = 0  # left = 0
    with pytest.raises(RuntimeError, match="^Invalid mt19937 state$"):
        minitorch.set_rng_state(bad)
    with pytest.raises(TypeError, match="RNG state must be a torch.ByteTensor"):
        minitorch.set_rng_state(minitorch.zeros(5056))


def test_generators_are_independent_and_reseedable():
    g = minitorch.Generator().manual_seed(7)
    first = minitorch.rand(5, generator=g).tolist()
    minitorch.manual_seed(0)
    minitorch.rand(3)  # the default generator does not move g
    assert minitorch.rand(5, generator=g.manual_seed(7)).tolist() == first
    assert minitorch.Generator().initial_seed() == 67280421310721


# -- against PyTorch, more seeds, sizes and dtypes -------------------------------------------------------
SIZES = (1, 3, 15, 16, 17, 31, 33, 100)
DTYPES = ("float32", "float64", "float16")
DRAWS = [
    "torch.empty({n}, dtype=torch.{dt}).uniform_(-0.5, 0.5)", "torch.empty({n}, dtype=torch.{dt}).uniform_(3.3, 1e4)",
    "torch.empty({n}, dtype=torch.{dt}).normal_(2.5, 0.3)", "torch.randn({n}, dtype=torch.{dt})",
    "torch.rand({n}, dtype=torch.{dt})", "torch.normal(-1.0, 7.0, size=({n},), dtype=torch.{dt})",
    "torch.empty({n}, dtype=torch.{dt}).exponential_(1.7)", "torch.empty({n}, dtype=torch.{dt}).cauchy_(0.3, 2.1)",
    "torch.empty({n}, dtype=torch.{dt}).log_normal_(0.3, 0.9)", "torch.empty({n}, dtype=torch.{dt}).geometric_(0.3)",
    "torch.empty({n}, dtype=torch.{dt}).bernoulli_(0.37)", "torch.bernoulli(torch.linspace(0, 1, {n}, dtype=torch.{dt}))",
    "torch.empty({n}, dtype=torch.{dt}).random_()", "torch.empty({n}, dtype=torch.{dt}).random_(-3, 9)",
    "torch.empty(2, {n}, dtype=torch.{dt}).t().normal_()", "torch.empty({n}, 2, dtype=torch.{dt}).t().uniform_()",
    "torch.empty({n}, dtype=torch.{dt}).bernoulli_(torch.linspace(0, 1, {n}, dtype=torch.{dt}))",
    "torch.empty({n}, 2, dtype=torch.{dt}).t().bernoulli_(torch.linspace(0, 1, {n}, dtype=torch.float64))",
    "torch.nn.functional.rrelu(torch.linspace(-1, 1, {n}, dtype=torch.{dt}), training=True)",
    "torch.normal(torch.arange({n}, dtype=torch.{dt}), 2.0)",
    "torch.normal(torch.arange({n}, dtype=torch.{dt}), torch.full(({n},), 0.5, dtype=torch.{dt}))",
    "torch.multinomial(torch.arange(1, {n} + 2, dtype=torch.{dt}), 2)",
    "torch.multinomial(torch.arange(1, {n} + 2, dtype=torch.{dt}), 5, replacement=True)",
    # the *_like samplers fill empty_like's layout in memory order (a non-contiguous normal_ draws per element)
    "torch.randn_like(torch.empty(2, {n}, dtype=torch.{dt}).t())", "torch.rand_like(torch.empty(2, {n}, dtype=torch.{dt}).t())",
    "torch.randn_like(torch.empty(2, 3, {n}, 2, dtype=torch.{dt}).to(memory_format=torch.channels_last))",
    "torch.randn_like(torch.empty(2, {n}, dtype=torch.{dt}).t(), memory_format=torch.contiguous_format)",
    "torch.randint_like(torch.empty(2, {n}, dtype=torch.{dt}).t(), 3, 100)",
]
INT_DRAWS = [
    "torch.randint(0, 10, ({n},))", "torch.randint(-5, 3, (2, {n}))", "torch.randint(0, 2**30, ({n},))",
    "torch.randint(-2**40, 2**40, ({n},))", "torch.randperm({n} + 5)", "torch.empty({n}, dtype=torch.int64).random_()",
    "torch.empty({n}, dtype=torch.int32).random_()", "torch.empty({n}, dtype=torch.uint8).random_()",
    "torch.empty({n}, dtype=torch.bool).random_()", "torch.empty({n}, dtype=torch.int64).random_(-2**63, None)",
    "torch.empty({n}, dtype=torch.int16).random_(7)",
]


def _bits(call, lib):
    try:
        array = eval(call, {"torch": lib}).detach().numpy()
    except Exception as error:  # noqa: BLE001 - an error compares by type and message
        return type(error).__name__, str(error)
    return array.dtype.str, array.shape, array.tobytes()


@needs_torch
@pytest.mark.parametrize("n", SIZES)
@pytest.mark.parametrize("dt", DTYPES)
@pytest.mark.parametrize("draw", DRAWS)
def test_float_draws_match_pytorch(draw, dt, n):
    call = draw.format(n=n, dt=dt)
    for seed in (0, 1, 12345):
        values = []
        for lib in (minitorch, torch):
            lib.manual_seed(seed)
            values.append((_bits(call, lib), _bits("torch.rand(3)", lib)))  # the stream after it too
        assert values[0] == values[1], call


@needs_torch
@pytest.mark.parametrize("n", SIZES)
@pytest.mark.parametrize("draw", INT_DRAWS)
def test_integer_draws_match_pytorch(draw, n):
    call = draw.format(n=n)
    for seed in (0, 5):
        values = []
        for lib in (minitorch, torch):
            lib.manual_seed(seed)
            values.append((eval(call, {"torch": lib}).tolist(), lib.rand(2).tolist()))
        assert values[0] == values[1], call


@needs_torch
def test_cached_normal_and_state_match_pytorch_across_calls():
    for lib in (minitorch, torch):
        lib.manual_seed(11)
    for call in ("torch.randn(3, dtype=torch.float64)", "torch.randn(5)", "torch.rand(700)", "torch.randn(1)",
                 "torch.empty(3).log_normal_()", "torch.randn(40)", "torch.randperm(30)"):
        got, want = (eval(call, {"torch": lib}).tolist() for lib in (minitorch, torch))
        assert got == want, call
        assert minitorch.get_rng_state().numpy().tobytes() == torch.get_rng_state().numpy().tobytes(), call


@needs_torch
def test_states_move_between_the_libraries():
    torch.manual_seed(99)
    torch.randn(3, dtype=torch.float64)
    minitorch.set_rng_state(minitorch.tensor(torch.get_rng_state().tolist(), dtype=minitorch.uint8))
    assert minitorch.randn(50).tolist() == torch.randn(50).tolist()
    torch.set_rng_state(torch.tensor(minitorch.get_rng_state().tolist(), dtype=torch.uint8))
    assert minitorch.rand(10).tolist() == torch.rand(10).tolist()


@needs_torch
def test_seeded_modules_and_dropout_match_pytorch():
    def run(lib):
        lib.manual_seed(0)
        model = lib.nn.Sequential(lib.nn.Linear(4, 8), lib.nn.ReLU(), lib.nn.Dropout(0.1), lib.nn.Linear(8, 3))
        conv = lib.nn.Conv2d(1, 2, 3)
        emb = lib.nn.Embedding(5, 3)
        x = lib.randn(5, 4)
        weights = [p.detach().numpy().tobytes() for p in (*model.parameters(), *conv.parameters(), emb.weight)]
        dropped = lib.nn.functional.dropout2d(lib.ones(2, 3, 1, 1)).tolist()
        return weights, x.numpy().tobytes(), dropped, model(x).detach().numpy(), lib.rand(2).tolist()
    mine, theirs = run(minitorch), run(torch)
    assert mine[:3] == theirs[:3] and mine[4] == theirs[4]
    np.testing.assert_allclose(mine[3], theirs[3], rtol=1e-6, atol=1e-7)  # the matmuls' own rounding differs


@needs_torch
@pytest.mark.parametrize("layout", ["transpose(1, 2)", "permute(2, 0, 1)", "[:, ::2]", "expand(2, 3, 4, 5)"])
@pytest.mark.parametrize("call", ["dropout(x, 0.3)", "alpha_dropout(x, 0.3, True)", "dropout(x.clone(), 0.3, inplace=True)"])
def test_dropout_noise_is_laid_out_as_the_input(layout, call):
    """ATen draws dropout's noise into empty_like(input): a transposed or permuted input gets its noise in memory
    order (batch_first attention's dropout meets one), an input whose layout is not dense in logical order."""
    def run(lib):
        lib.manual_seed(0)
        x = eval(f"lib.randn(3, 4, 5).{layout}" if not layout.startswith("[") else f"lib.randn(3, 4, 5){layout}",
                 {"lib": lib})
        lib.manual_seed(1)
        try:
            return eval(f"F.{call}", {"F": lib.nn.functional, "x": x}).tolist()
        except RuntimeError as error:
            return type(error).__name__, str(error)
    assert run(minitorch) == run(torch)


@needs_torch
@pytest.mark.parametrize("call", ["torch.bernoulli(x, 0.3)", "x.bernoulli(0.3)", "torch.empty_like(x).bernoulli_(0.3)",
                                  "F.gumbel_softmax(x, tau=0.5)", "F.gumbel_softmax(x, tau=0.5, hard=True)",
                                  "torch.multinomial(x[0], 2)", "torch.multinomial(x[0], 1)",
                                  "torch.multinomial(x[0], 3, replacement=True)"])
def test_random_draws_on_a_transposed_input_as_pytorch(call):
    """Which order the draws fill, for a non-contiguous input: ATen's out-of-place bernoulli and gumbel_softmax
    draw into a contiguous tensor (index order), bernoulli_ and multinomial's Exp(1) noise into one laid out as
    the input (memory order); multinomial's result is contiguous."""
    def run(lib):
        lib.manual_seed(0)
        x = lib.rand(2, 5, 4).transpose(1, 2)
        lib.manual_seed(1)
        out = eval(call, {"torch": lib, "F": lib.nn.functional, "x": x})
        return out.numpy(), out.stride()
    (mine, mine_strides), (theirs, their_strides) = run(minitorch), run(torch)
    assert mine_strides == their_strides
    np.testing.assert_allclose(mine, theirs, rtol=1e-6)  # (the soft gumbel_softmax's exp and sum round their own way)


def test_draws_are_in_range_and_moments_hold():
    minitorch.manual_seed(0)
    u = minitorch.rand(100_000, dtype=minitorch.float64).numpy()
    assert 0 <= u.min() and u.max() < 1 and abs(u.mean() - 0.5) < 0.005
    z = minitorch.randn(100_000).numpy().astype(np.float64)
    assert abs(z.mean()) < 0.02 and abs(z.std() - 1) < 0.02
    p = minitorch.randperm(1000).tolist()
    assert sorted(p) == list(range(1000))
    r = minitorch.randint(-3, 4, (10_000,)).numpy()
    assert r.min() == -3 and r.max() == 3
    e = minitorch.empty(100_000, dtype=minitorch.float64).exponential_(2.0).numpy()
    assert abs(e.mean() - 0.5) < 0.01 and math.isfinite(e.max())


@pytest.mark.parametrize("expr", [
    "g.manual_seed(1.5)", "g.manual_seed(True)", "g.manual_seed('a')", "g.manual_seed(None)",
    "g.manual_seed(np.int64(5))", "g.manual_seed(2**64)", "g.manual_seed(-1).initial_seed()",
    "g.get_offset()", "g.set_offset(3)", "g.graphsafe_get_state()", "g.graphsafe_set_state(g)",
    "t.manual_seed(1.5).initial_seed()", "t.manual_seed(np.int64(5)).initial_seed()",
    "t.bernoulli(t.ones(3, requires_grad=True), 0.5).grad_fn.name()",
    "t.ones(3, requires_grad=True).clone().bernoulli_(t.full((3,), 0.5)).grad_fn.name()",
    "t.ones(3, requires_grad=True).clone().bernoulli_(0.5).grad_fn.name()",
    "t.empty(2, 3).bernoulli_(t.tensor([0., 1.]))", "t.empty(3).bernoulli_(t.tensor([2., 0., 0.]))",
])
def test_generator_api_and_errors_as_pytorch(expr):
    def run(t):
        g = t.Generator()
        t.manual_seed(0)
        out = eval(expr, {"t": t, "g": g, "np": np})
        return out if isinstance(out, (int, str)) else repr(type(out).__name__)
    from oracle import same_as_pytorch
    same_as_pytorch(run, unexpected=("AttributeError", "NameError"))


def test_clone_state_continues_the_stream():
    g = minitorch.Generator().manual_seed(4)
    minitorch.rand(3, generator=g)
    twin = g.clone_state()
    assert twin is not g and twin.initial_seed() == 4
    assert minitorch.randn(5, generator=g).tolist() == minitorch.randn(5, generator=twin).tolist()
    assert minitorch.Generator().clone_state().get_state().tolist() == minitorch.Generator().get_state().tolist()
