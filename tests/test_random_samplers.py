"""The rejection samplers draw PyTorch's values: _standard_gamma, poisson, binomial and the Dirichlet sampler
follow ATen's CPU kernels (sample_gamma, sample_poisson, sample_binomial with BTRS and inversion) on PyTorch's
stream, taking as many draws per element as PyTorch does, so everything drawn after them is the same too; and
the distributions built on them (Gamma, Beta, Chi2, StudentT, FisherSnedecor, InverseGamma, Poisson, Binomial,
NegativeBinomial, Multinomial, Wishart) sample as PyTorch's do.

The values for a few calls are stored in pytorch_random_values.json (see test_random_bits.py); with PyTorch
installed, more seeds, parameters and dtypes are compared with it directly."""
import hashlib
import json
import warnings
from pathlib import Path

import numpy as np
import pytest

import minitorch
from oracle import needs_torch, torch

EXPECTED = json.loads((Path(__file__).parent / "pytorch_random_values.json").read_text())
SAMPLER_CALLS = [call for call in EXPECTED if call.startswith(("torch._standard_gamma", "torch.poisson",
                                                               "torch.binomial", "torch.distributions."))]


def test_the_stored_calls_cover_every_sampler():
    assert len(SAMPLER_CALLS) == 14


def test_draws_after_the_samplers_are_pytorchs():
    """The stream moves by exactly the draws PyTorch's rejection loops take (checked by the state's bytes)."""
    minitorch.manual_seed(0)
    for call in SAMPLER_CALLS:
        eval(call, {"torch": minitorch})
    digest = hashlib.sha256(minitorch.get_rng_state().numpy().tobytes()).hexdigest()
    assert digest == EXPECTED["state after the samplers sha"]


@pytest.mark.parametrize("op, message", [
    ("torch._standard_gamma(torch.ones(2, dtype=torch.float16))", "\"gamma_cpu\" not implemented for 'Half'"),
    ("torch._standard_gamma(torch.ones(2, dtype=torch.int64))", "\"gamma_cpu\" not implemented for 'Long'"),
    ("torch.binomial(torch.ones(2, dtype=torch.float16), torch.ones(2, dtype=torch.float16))",
     "\"binomial_cpu\" not implemented for 'Half'"),
    ("torch.distributions.Dirichlet(torch.ones(3, dtype=torch.float16)).sample()",
     "\"dirichlet\" not implemented for 'Half'"),
])
def test_dtypes_without_a_kernel(op, message):
    with pytest.raises(NotImplementedError) as error:
        eval(op, {"torch": minitorch})
    assert str(error.value) == message


def test_a_negative_or_nan_rate_raises_after_the_draws_before_it():
    for rate in (-1.0, float("nan")):
        minitorch.manual_seed(0)
        with pytest.raises(RuntimeError, match="^invalid Poisson rate, expected rate to be non-negative$"):
            minitorch.poisson(minitorch.tensor([3.0, rate]))
        after_error = minitorch.rand(2).tolist()
        minitorch.manual_seed(0)
        minitorch.poisson(minitorch.tensor([3.0]))
        assert minitorch.rand(2).tolist() == after_error


def test_edge_parameters():
    minitorch.manual_seed(0)
    g = minitorch._standard_gamma(minitorch.tensor([0.0, float("inf"), float("nan"), -1.0]))
    tiny = float(np.finfo(np.float32).tiny)
    assert g.tolist() == [tiny, float("inf"), tiny, tiny]  # ATen clamps to the smallest normal, nan included
    b = minitorch.binomial(minitorch.tensor([0.0, 5.0, 5.0, -3.0, 5.0, float("nan")]),
                           minitorch.tensor([0.5, 0.0, 1.0, 0.5, float("nan"), 0.5]))
    assert b[:4].tolist() == [0.0, 0.0, 5.0, 0.0] and b[4:].isnan().all()  # a nan count: nan, where ATen never ends
    assert minitorch.poisson(minitorch.zeros(3)).tolist() == [0.0, 0.0, 0.0]


def test_moments():
    minitorch.manual_seed(1)
    for alpha in (0.3, 1.0, 4.0, 50.0):
        x = minitorch._standard_gamma(minitorch.full((20000,), alpha, dtype=minitorch.float64)).numpy()
        assert abs(x.mean() / alpha - 1) < 0.05 and abs(x.var() / alpha - 1) < 0.1, alpha
    for rate in (0.7, 6.0, 40.0, 900.0):
        x = minitorch.poisson(minitorch.full((20000,), rate)).numpy()
        assert abs(x.mean() / rate - 1) < 0.03 and abs(x.var() / rate - 1) < 0.1, rate
    for n, p in ((12.0, 0.2), (80.0, 0.4), (500.0, 0.93), (30.0, 0.9)):
        x = minitorch.binomial(minitorch.full((20000,), n), minitorch.full((20000,), p)).numpy()
        assert x.min() >= 0 and x.max() <= n and (x == np.floor(x)).all()
        assert abs(x.mean() / (n * p) - 1) < 0.02 and abs(x.var() / (n * p * (1 - p)) - 1) < 0.1, (n, p)
    d = minitorch.distributions.Dirichlet(minitorch.tensor([0.5, 2.0, 3.0])).sample((20000,)).numpy()
    assert np.allclose(d.sum(-1), 1, atol=1e-6) and np.allclose(d.mean(0), [0.5 / 5.5, 2 / 5.5, 3 / 5.5], atol=0.01)


# -- against PyTorch ---------------------------------------------------------------------------------------
def _outcome(call, lib, dt):
    names = {"torch": lib, "D": lib.distributions, "T": lambda data: lib.tensor(data, dtype=getattr(lib, dt))}
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            array = eval(call, names).detach().numpy()
    except Exception as error:  # noqa: BLE001 - an error compares by type and message
        return type(error).__name__, str(error)
    return array


def _same_draws(call, seeds, dt="float32", rtol=0):
    """``call`` draws the same values as PyTorch's (to ``rtol`` where ops after the draws round differently) and
    leaves the generator in the same state."""
    for seed in seeds:
        results = []
        for lib in (minitorch, torch):
            lib.manual_seed(seed)
            results.append((_outcome(call, lib, dt), lib.get_rng_state().numpy().tobytes()))
        (mine, _), (theirs, _) = results
        if isinstance(theirs, tuple) or isinstance(mine, tuple):
            assert mine == theirs, (call, dt, seed)
        elif rtol == 0:
            assert mine.dtype == theirs.dtype and mine.shape == theirs.shape, (call, dt, seed)
            assert np.array_equal(mine, theirs, equal_nan=True), (call, dt, seed)
        else:
            np.testing.assert_allclose(mine, theirs, rtol=rtol, err_msg=f"{call} {dt} {seed}")
        assert results[0][1] == results[1][1], (call, dt, seed, "the stream moved differently")


KERNEL_CALLS = [
    "torch._standard_gamma(torch.tensor({alpha}, dtype=torch.{dt}).expand(3, -1))",
    "torch.poisson(torch.tensor({rate}, dtype=torch.{dt}).expand(3, -1))",
    "torch.binomial(torch.tensor({count}, dtype=torch.{dt}).expand(3, -1), torch.tensor({prob}, dtype=torch.{dt}))",
    "torch.randn(1, dtype=torch.float64) + torch._standard_gamma(torch.tensor({alpha}, dtype=torch.{dt}))",
]


@needs_torch
@pytest.mark.parametrize("dt", ["float32", "float64"])
@pytest.mark.parametrize("call", KERNEL_CALLS)
def test_kernels_match_pytorch_on_random_parameters(call, dt):
    """Parameters spread over many scales (every branch: boosted gamma, Hoermann's and the product method for
    Poisson, BTRS and inversion on both sides of 1/2 for the binomial), several seeds."""
    rng = np.random.default_rng(7)
    for _ in range(6):
        alpha = (10.0 ** rng.uniform(-4, 4, 40)).tolist() + [0.0, 1.0, 1 / 3]
        rate = (10.0 ** rng.uniform(-3, 4, 40)).tolist() + [0.0, 10.0]
        count = np.floor(10.0 ** rng.uniform(0, 5, 40)).tolist() + [7.5, 1e7 + 1, 0.0]
        prob = rng.uniform(0, 1, 43).round(rng.integers(1, 8)).tolist()
        _same_draws(call.format(alpha=alpha, rate=rate, count=count, prob=prob, dt=dt), seeds=(0, 3))


DISTRIBUTIONS = [
    "D.Gamma(T([0.5, 2.0, 30.0]), T([1.0, 2.0, 0.5])).rsample((40,))",
    "D.Beta(T([0.5, 2.0, 3.0]), T([1.0, 0.2, 5.0])).rsample((40,))",
    "D.Dirichlet(T([[0.5, 2.0, 3.0], [1e-3, 1e-3, 1e-3]])).rsample((40,))",
    "D.Chi2(T([1.0, 4.5])).rsample((40,))",
    "D.StudentT(T([1.0, 4.5, 30.0])).rsample((40,))",
    "D.FisherSnedecor(T([1.0, 4.5]), T([3.0, 7.0])).rsample((40,))",
    "D.Poisson(T([0.5, 3.0, 12.0, 400.0])).sample((40,))",
    "D.Binomial(T([3.0, 40.0, 100.0]), T([0.3, 0.6, 0.05])).sample((40,))",
    "D.Binomial(10, T([0.3, 0.6, 0.95])).sample((40,))",
    "D.NegativeBinomial(T([3.0, 40.0]), T([0.3, 0.6])).sample((40,))",
    "D.Multinomial(20, T([0.2, 0.3, 0.5])).sample((40,))",
]


@needs_torch
@pytest.mark.parametrize("call", DISTRIBUTIONS)
def test_distributions_sample_as_pytorch(call):
    for dt in ("float32", "float64"):
        _same_draws(call, seeds=(0, 9), dt=dt)


@needs_torch
@pytest.mark.parametrize("call, float32_rtol", [
    ("D.InverseGamma(T([1.0, 4.5]), T([3.0, 7.0])).rsample((40,))", 1e-6),  # ATen's vectorised pow(x, -1): an ulp
    ("D.Wishart(T(4.0), covariance_matrix=T([[1.0, 0.0], [0.0, 1.0]])).rsample((3,))", 1e-6),  # matmuls
    # float32 pow: PyTorch's is Sleef's vectorised powf (within an ulp), minitorch's NumPy's (the C library's, or
    # SVML's on an AVX-512 machine); they differ in the last bit for ~2 % of inputs there, and ``1 - u ** (1 / b)``
    # magnifies that where ``u ** (1 / b)`` is near 1
    ("D.Kumaraswamy(T([1.0, 4.5]), T([3.0, 7.0])).rsample((40,))", 1e-5),
])
def test_distributions_sample_as_pytorch_up_to_the_rounding_of_later_ops(call, float32_rtol):
    for dt in ("float32", "float64"):
        _same_draws(call, seeds=(0, 9), dt=dt, rtol=float32_rtol if dt == "float32" else 1e-14)


@needs_torch
@pytest.mark.parametrize("op", [
    "torch._standard_gamma(torch.ones(2, dtype=torch.float16))",
    "torch._standard_gamma(torch.ones(2, dtype=torch.int64))",
    "torch.poisson(torch.ones(2, dtype=torch.float16))",
    "torch.poisson(torch.ones(2, dtype=torch.int64))",
    "torch.poisson(torch.tensor([1.0, -1.0]))",
    "torch.binomial(torch.ones(2, dtype=torch.float16), torch.ones(2, dtype=torch.float16))",
    "torch.binomial(torch.ones(2), torch.ones(2, dtype=torch.float64))",
    "torch.distributions.Dirichlet(torch.ones(3, dtype=torch.float16)).sample()",
])
def test_errors_match_pytorch(op):
    _same_draws(op, seeds=(0,))
