"""The op harness: every entry of derivatives.yaml, every sample, checked the same way.

Forward values against PyTorch (float64 and float32), the grad_fn name, gradients by
gradcheck (float64 central differences), double backward by gradgradcheck, and the
gradients against PyTorch. A new yaml entry is covered with no code here: give it samples.
"""
import numpy as np
import pytest

import minitorch
from minitorch._generated import variable_type as vt
from minitorch.autograd.gradcheck import gradcheck, gradgradcheck
from tools.codegen.__main__ import ROOT
from tools.codegen.load import load, manual_helper_names
from tools.codegen.plan import plan_all

from op_samples import convert, parse_sample

try:
    import torch
except ImportError:  # users without PyTorch run everything but the comparisons
    torch = None

PLANS = plan_all(load(ROOT / "derivatives.yaml",
                      manual_helper_names(ROOT / "src/minitorch/autograd/functions_manual.py")))
CASES = [pytest.param(p, i, id=f"{p.schema.full_name}-{i}") for p in PLANS for i in range(len(p.entry.samples))]
needs_torch = pytest.mark.skipif(torch is None, reason="PyTorch (the oracle) is not installed")


def test_every_entry_has_samples():
    missing = [p.schema.full_name for p in PLANS if not p.entry.samples]
    assert not missing, f"entries without samples in derivatives.yaml: {missing}"


def _run(plan, index, to="minitorch", dtype=None, contiguous=True):
    args, kwargs = parse_sample(plan.entry.samples[index], minitorch if to == "minitorch" else torch)
    args = [convert(a, to, dtype, contiguous) for a in args]
    kwargs = {k: convert(v, to, dtype, contiguous) for k, v in kwargs.items()}
    if to == "minitorch":
        fn = getattr(vt, plan.wrapper_name)
    else:
        packet = getattr(torch.ops.aten, plan.schema.name)
        fn = getattr(packet, plan.schema.overload or "default")
        kwargs = {k: (getattr(torch, repr(v).split(".")[-1]) if isinstance(v, minitorch.dtype) else v)
                  for k, v in kwargs.items()}
        # aten's exact overload takes no Python numbers for Tensor arguments: wrap them.
        args = [torch.tensor(v) if a.type.is_tensor and isinstance(v, (int, float)) and not isinstance(v, bool)
                else v for a, v in zip(plan.schema.arguments, args)]
    return fn(*args, **kwargs), args, kwargs


def _outputs(out):
    return [o for o in (out if isinstance(out, (tuple, list)) else (out,))]


def _differentiable(plan):
    return plan.node_name is not None


def _with_formulas(case):
    """Cases of entries with derivative formulas (not `autograd: NotImplemented`)."""
    plan = case.values[0]
    return plan.node_name is not None and not plan.entry.not_implemented_node


FORMULA_CASES = [c for c in CASES if _with_formulas(c)]
NOT_IMPLEMENTED_CASES = [c for c in CASES if c.values[0].entry.not_implemented_node]


@pytest.mark.parametrize("plan, index", CASES)
def test_grad_fn_name(plan, index):
    out, args, _ = _run(plan, index)
    outs = _outputs(out)
    if not _differentiable(plan) or not any(getattr(a, "requires_grad", False) for a in _flat(args)):
        assert all(o.grad_fn is None for o in outs)
        return
    diff = set(plan.entry.differentiable_outputs)
    name = "torch::autograd::NotImplemented" if plan.entry.not_implemented_node else plan.node_name
    for i, o in enumerate(outs):
        if i in diff or plan.schema.returns[0].type.is_tensor_list:
            assert o.grad_fn is not None and o.grad_fn.name() == name
        else:
            assert o.grad_fn is None and not o.requires_grad


def _flat(values):
    for v in values:
        if isinstance(v, (list, tuple)):
            yield from _flat(v)
        else:
            yield v


LAYOUTS = pytest.mark.parametrize("contiguous", [True, False], ids=["contiguous", "strided"])


@needs_torch
@LAYOUTS
@pytest.mark.parametrize("dtype", [None, np.float32], ids=["float64", "float32"])
@pytest.mark.parametrize("plan, index", CASES)
def test_forward_matches_pytorch(plan, index, dtype, contiguous):
    """Values, shape and dtype as PyTorch's, for contiguous inputs and for strided views of them."""
    if plan.entry.torch_check:
        pytest.skip(plan.entry.torch_check)
    if plan.entry.strided_torch_check and not contiguous:
        pytest.skip(plan.entry.strided_torch_check)
    try:
        theirs, _, _ = _run(plan, index, "torch", dtype, contiguous)
    except (RuntimeError, IndexError, ValueError, TypeError) as error:  # then ours must refuse the same way
        with pytest.raises(type(error)) as ours_error:
            _run(plan, index, "minitorch", dtype, contiguous)
        assert str(ours_error.value).split("\n")[0] == str(error).split("\n")[0]
        return
    ours, _, _ = _run(plan, index, "minitorch", dtype, contiguous)
    ours, theirs = _outputs(ours), _outputs(theirs)
    assert len(ours) == len(theirs)
    for a, b in zip(ours, theirs):
        b = b.detach().numpy()
        # a float32 result (integer inputs promote to it) is compared at float32's tolerance
        tol = 1e-5 if dtype is np.float32 or b.dtype == np.float32 else 1e-10
        assert tuple(a.shape) == b.shape
        assert a.dtype.name == str(b.dtype).replace("torch.", ""), f"dtype {a.dtype} vs {b.dtype}"
        np.testing.assert_allclose(a.detach().numpy(), b, rtol=tol, atol=tol, equal_nan=True)


def _callable(plan, index):
    args, kwargs = parse_sample(plan.entry.samples[index], minitorch)
    args = [convert(a, "minitorch") for a in args]
    kwargs = {k: convert(v, "minitorch") for k, v in kwargs.items()}
    fn = getattr(vt, plan.wrapper_name)
    # (argument, list element or None) of every input that requires grad; Tensor[] arguments too
    positions = [(i, j) for i, a in enumerate(args)
                 for j, t in (enumerate(a) if isinstance(a, list) else [(None, a)])
                 if isinstance(t, minitorch.Tensor) and t.requires_grad]
    tensors = [args[i] if j is None else args[i][j] for i, j in positions]

    def call(*ts):
        full = [list(a) if isinstance(a, list) else a for a in args]
        for (i, j), t in zip(positions, ts):
            if j is None:
                full[i] = t
            else:
                full[i][j] = t
        return fn(*full, **kwargs)
    return call, tensors


@pytest.mark.parametrize("plan, index", FORMULA_CASES)
def test_gradcheck(plan, index):
    if plan.entry.gradcheck:
        pytest.skip(plan.entry.gradcheck)
    call, tensors = _callable(plan, index)
    if not tensors:  # integer or bool inputs: nothing is differentiable
        assert not any(o.requires_grad for o in _outputs(call()))
        return
    assert gradcheck(call, tuple(tensors))


@pytest.mark.parametrize("plan, index", FORMULA_CASES)
def test_gradgradcheck(plan, index):
    if plan.entry.gradgradcheck:
        pytest.skip(plan.entry.gradgradcheck)
    call, tensors = _callable(plan, index)
    if not tensors:
        assert not any(o.requires_grad for o in _outputs(call()))
        return
    assert gradgradcheck(call, tuple(tensors))


@needs_torch
@LAYOUTS
@pytest.mark.parametrize("plan, index", FORMULA_CASES)
def test_gradients_match_pytorch(plan, index, contiguous):
    if plan.entry.torch_check:
        pytest.skip(plan.entry.torch_check)
    if plan.entry.strided_torch_check and not contiguous:
        pytest.skip(plan.entry.strided_torch_check)
    try:
        theirs, their_args, _ = _run(plan, index, "torch", contiguous=contiguous)
    except RuntimeError:
        return  # an input PyTorch refuses (view of a strided tensor): test_forward_matches_pytorch compares errors
    ours, our_args, _ = _run(plan, index, "minitorch", contiguous=contiguous)
    our_inputs = [a for a in _flat(our_args) if isinstance(a, minitorch.Tensor) and a.requires_grad]
    their_inputs = [a for a in _flat(their_args) if isinstance(a, torch.Tensor) and a.requires_grad]
    our_outs = [o for o in _outputs(ours) if o.requires_grad]
    their_outs = [o for o in _outputs(theirs) if o.requires_grad]
    assert len(our_outs) == len(their_outs)
    if not their_inputs:
        return
    seeds = [np.random.default_rng(1).standard_normal(tuple(o.shape)) for o in our_outs]
    g_ours = minitorch.autograd.grad(our_outs, our_inputs, [minitorch.tensor(s) for s in seeds], allow_unused=True)
    try:
        g_theirs = torch.autograd.grad(their_outs, their_inputs, [torch.tensor(s) for s in seeds], allow_unused=True)
    except RuntimeError as error:
        # PyTorch 2.13's nll_loss2d backward refuses a strided input ("grad_input must be contiguous");
        # ours is checked by gradcheck, and against PyTorch with the contiguous layout.
        # Its max_unpool backward views the (strided) indices and fails; ours reshapes.
        if contiguous or not any(m in str(error) for m in ("grad_input must be contiguous",
                                                           "view size is not compatible")):
            raise
        return
    for a, b in zip(g_ours, g_theirs):
        if b is None:
            assert a is None or not a.detach().numpy().any()
            continue
        tol = 1e-10 if b.dtype == torch.float64 else 1e-5
        assert tuple(a.shape) == tuple(b.shape)
        np.testing.assert_allclose(a.detach().numpy(), b.numpy(force=True), rtol=tol, atol=tol, equal_nan=True)


@pytest.mark.parametrize("plan, index", NOT_IMPLEMENTED_CASES)
def test_not_implemented_node_raises_on_backward_as_pytorch(plan, index):
    """`autograd: NotImplemented` entries: a NotImplemented node with edges only to the inputs that require
    grad; backward through it raises PyTorch's message."""
    out, args, _ = _run(plan, index)
    o = _outputs(out)[0]  # a multi-output op (histogram) records the same node on each output
    inputs = [a for a in _flat(args) if isinstance(a, minitorch.Tensor) and a.requires_grad]
    if not inputs:  # integer inputs: nothing to record
        assert o.grad_fn is None
        return
    assert type(o.grad_fn).__name__ == "NotImplemented" and len(o.grad_fn.next_functions) == len(inputs)
    with pytest.raises(RuntimeError) as ours:
        o.sum().backward()
    assert str(ours.value) == f"derivative for aten::{plan.schema.name} is not implemented"
    if torch is not None:
        theirs, _, _ = _run(plan, index, "torch")
        with pytest.raises(RuntimeError) as error:
            _outputs(theirs)[0].sum().backward()
        assert str(error.value) == str(ours.value)
