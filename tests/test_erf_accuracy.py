"""erf and erfc (Cephes' rational approximations, float64 inside) against Python's math.erf/erfc, which are
correctly rounded to about an ulp: the relative error stays near float64's epsilon over the whole line, the
tails included (exp(-x^2) split so x^2 does not round); float32 results are the correctly rounded ones;
specials (signed zero, infinities, nan) as math gives them. float64 GELU uses the same erf (float32 and float16
GELU have their own kernel: tests/test_gelu_fast.py)."""
import math

import numpy as np
import pytest

import minitorch
from minitorch import kernels as K

POINTS = np.concatenate([np.linspace(-30, 30, 60001), np.random.default_rng(0).standard_normal(20000) * 3,
                         [1.0, -1.0, 8.0, -8.0, 0.999999, 1e-300, 5e-324, 26.5]])


def relative(values, reference):
    return np.abs(values - reference) / np.maximum(np.abs(reference), 1e-300)


def test_erf_and_erfc_float64_within_a_few_ulps_of_math():
    erf, erfc = K._erf_parts(np, POINTS)
    assert relative(erf, [math.erf(v) for v in POINTS]).max() < 1e-15
    reference = np.array([math.erfc(v) for v in POINTS])
    tiny = reference > 0  # past ~26.5 erfc underflows to 0 in both
    assert relative(erfc[tiny], reference[tiny]).max() < 4e-15
    assert (erfc[~tiny] == 0).all()


def test_float32_erf_is_correctly_rounded():
    x = POINTS.astype(np.float32)
    mine = minitorch.erf(minitorch.tensor(x)).numpy()
    assert mine.dtype == np.float32
    assert (mine == np.array([math.erf(float(v)) for v in x], dtype=np.float32)).all()


@pytest.mark.parametrize("value", [0.0, -0.0, math.inf, -math.inf, math.nan])
def test_erf_erfc_specials(value):
    erf = minitorch.erf(minitorch.tensor([value], dtype=minitorch.float64)).item()
    erfc = minitorch.erfc(minitorch.tensor([value], dtype=minitorch.float64)).item()
    if math.isnan(value):
        assert math.isnan(erf) and math.isnan(erfc)
    else:
        assert (erf, math.copysign(1, erf)) == (math.erf(value), math.copysign(1, math.erf(value)))
        assert erfc == math.erfc(value)


def test_gelu_matches_its_definition_and_pytorch():
    torch = pytest.importorskip("torch")
    x = np.random.default_rng(1).standard_normal((64, 33)) * 3
    exact = 0.5 * x * (1 + np.array([math.erf(v / math.sqrt(2)) for v in x.ravel()]).reshape(x.shape))
    mine = minitorch.tensor(x, requires_grad=True)
    out = minitorch.nn.functional.gelu(mine)
    np.testing.assert_allclose(out.detach().numpy(), exact, rtol=1e-14, atol=1e-300)
    theirs = torch.tensor(x, requires_grad=True)
    torch.nn.functional.gelu(theirs).sum().backward()
    out.sum().backward()
    np.testing.assert_allclose(mine.grad.numpy(), theirs.grad.numpy(), rtol=1e-13, atol=1e-15)


def test_softplus_correctly_rounded_and_its_overflow_as_pytorch():
    """softplus's log1p(exp(x * beta)) runs in float64, rounded once; where PyTorch's exp in float overflows
    (a threshold above 88), PyTorch's inf."""
    torch = pytest.importorskip("torch")
    x = np.concatenate([np.random.default_rng(4).standard_normal(3000) * 8, [np.nan, np.inf, -np.inf, 0.0, -0.0, 90.0]])
    for dtype in (np.float32, np.float64):
        for beta, threshold in [(1, 20), (2, 5), (1, 200)]:
            mine = minitorch.nn.functional.softplus(minitorch.tensor(x.astype(dtype)), beta, threshold).numpy()
            theirs = torch.nn.functional.softplus(torch.tensor(x.astype(dtype)), beta, threshold).numpy()
            np.testing.assert_allclose(mine, theirs, rtol=2e-7 if dtype == np.float32 else 1e-15)
            xd = x.astype(dtype).astype(np.float64)
            with np.errstate(over="ignore"):
                exact = np.where(xd * beta > threshold, xd, np.log1p(np.exp(xd * beta)) / beta)
            finite = np.isfinite(theirs)
            np.testing.assert_array_equal(mine[finite], exact.astype(dtype)[finite])
