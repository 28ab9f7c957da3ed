"""Forward-mode AD over every entry of derivatives.yaml (reuses the op harness's samples).

For each sample of a differentiable entry: seed random tangents on the inputs that require
grad, run the op under a dual level, and compare the output tangents with central finite
differences along those tangents (float64) and with PyTorch's forward AD
(torch.autograd.forward_ad) on the same values. An entry without a `result:` formula must
raise PyTorch's NotImplementedError, and only when a tangent is present.
"""
import numpy as np
import pytest

import minitorch
import minitorch.autograd.forward_ad as fwAD
from minitorch._generated import variable_type as vt

from op_samples import convert, parse_sample
from test_ops import CASES, PLANS, _flat, _outputs

try:
    import torch
    import torch.autograd.forward_ad as torch_fwAD
except ImportError:
    torch = None

FORWARD_CASES = [c for c in CASES if c.values[0].node_name and c.values[0].forward]
MISSING = [c for c in CASES if c.values[0].node_name and not c.values[0].forward]


def _args(plan, index, to):
    args, kwargs = parse_sample(plan.entry.samples[index], minitorch if to == "minitorch" else torch)
    return [convert(a, to) for a in args], {k: convert(v, to) for k, v in kwargs.items()}


def _tangents(args):
    rng = np.random.default_rng(7)
    return [rng.standard_normal(tuple(a.shape)) for a in _flat(args)
            if isinstance(a, minitorch.Tensor) and a.requires_grad]


def _substitute(args, fn):
    """Apply ``fn`` to each tensor that requires grad (in order), keeping the structure of lists."""
    counter = iter(range(10 ** 6))

    def go(a):
        if isinstance(a, list):
            return [go(x) for x in a]
        if isinstance(a, tuple):
            return tuple(go(x) for x in a)
        if getattr(a, "requires_grad", False):
            return fn(next(counter), a)
        return a
    return [go(a) for a in args]


def _float_outputs(out):
    return [o for o in _flat(_outputs(out)) if o.dtype.is_floating_point]


def _minitorch_jvp(plan, index):
    args, kwargs = _args(plan, index, "minitorch")
    tangents = _tangents(args)
    with fwAD.dual_level():
        duals = _substitute(args, lambda i, a: fwAD.make_dual(a, minitorch.tensor(tangents[i])))
        out = getattr(vt, plan.wrapper_name)(*duals, **kwargs)
        return [(o.detach().numpy(), fwAD.unpack_dual(o).tangent) for o in _float_outputs(out)], tangents


@pytest.mark.parametrize("plan, index", FORWARD_CASES)
def test_forward_ad_matches_finite_differences(plan, index):
    if plan.entry.gradcheck:
        pytest.skip(plan.entry.gradcheck)
    results, tangents = _minitorch_jvp(plan, index)
    eps = 1e-6
    args, kwargs = _args(plan, index, "minitorch")
    fn = getattr(vt, plan.wrapper_name)

    def at(sign):
        moved = _substitute(args, lambda i, a: minitorch.tensor(a.detach().numpy() + sign * eps * tangents[i]))
        return [o.detach().numpy() for o in _float_outputs(fn(*moved, **kwargs))]
    numerical = [(p - m) / (2 * eps) for p, m in zip(at(1), at(-1))]
    diff = set(plan.entry.differentiable_outputs)
    for k, ((value, tangent), num) in enumerate(zip(results, numerical)):
        if tangent is None:
            assert k not in diff, f"output {k} has no tangent"
            continue
        assert tuple(tangent.shape) == value.shape
        np.testing.assert_allclose(tangent.detach().numpy(), num, rtol=1e-4, atol=1e-5)


@pytest.mark.skipif(torch is None, reason="PyTorch (the oracle) is not installed")
@pytest.mark.parametrize("plan, index", FORWARD_CASES)
def test_forward_ad_matches_pytorch(plan, index):
    if plan.entry.torch_check or plan.entry.forward_torch_check:
        pytest.skip(plan.entry.torch_check or plan.entry.forward_torch_check)
    ours, tangents = _minitorch_jvp(plan, index)
    args, kwargs = _args(plan, index, "torch")
    kwargs = {k: (getattr(torch, repr(v).split(".")[-1]) if isinstance(v, minitorch.dtype) else v)
              for k, v in kwargs.items()}
    args = [torch.tensor(v) if a.type.is_tensor and isinstance(v, (int, float)) and not isinstance(v, bool)
            else v for a, v in zip(plan.schema.arguments, args)]
    fn = getattr(getattr(torch.ops.aten, plan.schema.name), plan.schema.overload or "default")
    with torch_fwAD.dual_level():
        duals = _substitute(args, lambda i, a: torch_fwAD.make_dual(a.detach(), torch.tensor(tangents[i])))
        theirs = [torch_fwAD.unpack_dual(o).tangent for o in _float_outputs(fn(*duals, **kwargs))]
    assert len(ours) == len(theirs)
    for (_, a), b in zip(ours, theirs):
        if b is None:
            assert a is None or not a.detach().numpy().any()
            continue
        tol = 1e-10 if b.dtype == torch.float64 else 1e-5
        np.testing.assert_allclose(a.detach().numpy(), b.numpy(), rtol=tol, atol=tol)


@pytest.mark.parametrize("plan, index", MISSING or [pytest.param(None, 0, marks=pytest.mark.skip(
    reason="every differentiable entry has a forward formula"))])
def test_forward_ad_not_implemented(plan, index):
    args, kwargs = _args(plan, index, "minitorch")
    fn = getattr(vt, plan.wrapper_name)
    fn(*args, **kwargs)  # no tangent: no error
    tangents = _tangents(args)
    if not tangents:
        pytest.skip("no input of this sample requires grad, so none takes a tangent")
    with fwAD.dual_level():
        duals = _substitute(args, lambda i, a: fwAD.make_dual(a, minitorch.tensor(tangents[i])))
        # an op PyTorch has no formulas for at all (autograd: NotImplemented): its generated check's short message
        message = (f"Trying to use forward AD with aten::{plan.schema.name} that does not support it.$"
                   if plan.entry.not_implemented_node else
                   f"Trying to use forward AD with {plan.schema.name} that does not support it because it has not "
                   "been implemented yet")
        with pytest.raises(NotImplementedError, match=message):
            fn(*duals, **kwargs)

