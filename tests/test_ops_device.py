"""Every derivatives.yaml entry on a second device, with the same results as on CPU.

Without a GPU the "cuda" device is the strict stand-in backend (device arrays that, like
CuPy's, refuse implicit conversion to NumPy and mixing with host arrays), so a stray
``numpy.`` call on device data fails here. With CuPy and a GPU the real backend is used.
"""
import numpy as np
import pytest

import minitorch
from minitorch import backends
from minitorch.backends import strict
from minitorch._generated import variable_type as vt

from op_samples import convert, parse_sample
from test_ops import CASES


@pytest.fixture(scope="module", autouse=True)
def cuda_device():
    strict.enable()
    yield
    strict.disable()


def _to(value, device):
    if isinstance(value, minitorch.Tensor):
        t = value.detach().to(device)
        return t.requires_grad_(value.requires_grad) if value.is_floating_point() else t
    if isinstance(value, list):
        return [_to(v, device) for v in value]
    if isinstance(value, tuple):
        return tuple(_to(v, device) for v in value)
    return value


def _outs(out):
    return list(out) if isinstance(out, (tuple, list)) else [out]


# Ops whose listed arguments and outputs PyTorch keeps on the CPU whatever the data's device
# (a PackedSequence's lengths and batch_sizes): {op: (argument positions, output positions)}
HOST_TENSORS = {"_pack_padded_sequence": ({1}, {1})}


@pytest.mark.parametrize("plan, index", CASES)
def test_forward_and_backward_match_cpu(plan, index):
    args, kwargs = parse_sample(plan.entry.samples[index], minitorch)
    cpu_args = [convert(a, "minitorch") for a in args]
    cpu_kwargs = {k: convert(v, "minitorch") for k, v in kwargs.items()}
    # The device's arguments from a second parse (the same values): a sample's seeded Generator is not shared.
    host_args, host_outs = HOST_TENSORS.get(plan.schema.name, ((), ()))
    args, kwargs = parse_sample(plan.entry.samples[index], minitorch)
    dev_args = [convert(a, "minitorch") for a in args]
    dev_args = [a if i in host_args else _to(a, "cuda") for i, a in enumerate(dev_args)]
    dev_kwargs = {k: _to(convert(v, "minitorch"), "cuda") for k, v in kwargs.items()}
    fn = getattr(vt, plan.wrapper_name)
    cpu_out, dev_out = _outs(fn(*cpu_args, **cpu_kwargs)), _outs(fn(*dev_args, **dev_kwargs))
    for i, (c, d) in enumerate(zip(cpu_out, dev_out)):
        if i in host_outs:
            assert d.device.type == "cpu"
            np.testing.assert_array_equal(d.numpy(), c.numpy())
            continue
        assert d.device.type == "cuda" and type(d._data) is backends._BACKEND_BY_DEVICE_TYPE["cuda"].ndarray
        np.testing.assert_allclose(d.detach().cpu().numpy(), c.detach().numpy(), rtol=1e-10, atol=1e-10)
    if plan.node_name is None or plan.entry.not_implemented_node:
        return
    cpu_in = [a for a in cpu_args if isinstance(a, minitorch.Tensor) and a.requires_grad]
    dev_in = [a for a in dev_args if isinstance(a, minitorch.Tensor) and a.requires_grad]
    diff = [i for i, o in enumerate(cpu_out) if o.requires_grad]
    if not cpu_in or not diff:
        return
    seeds = [np.random.default_rng(2).standard_normal(tuple(cpu_out[i].shape)) for i in diff]
    g_cpu = minitorch.autograd.grad([cpu_out[i] for i in diff], cpu_in, [minitorch.tensor(s) for s in seeds],
                                    allow_unused=True)
    g_dev = minitorch.autograd.grad([dev_out[i] for i in diff], dev_in,
                                    [minitorch.tensor(s, device="cuda") for s in seeds], allow_unused=True)
    for a, b in zip(g_cpu, g_dev):
        if a is None:
            assert b is None
            continue
        assert b.device.type == "cuda"
        np.testing.assert_allclose(b.cpu().numpy(), a.numpy(), rtol=1e-10, atol=1e-10)


def test_zero_dim_cpu_tensor_joins_a_device_op_as_in_pytorch():
    x = minitorch.randn(3, requires_grad=True, device="cuda")
    s = minitorch.tensor(2.0, requires_grad=True)
    y = (x * s).sum()
    y.backward()
    assert y.device.type == "cuda" and x.grad.device.type == "cuda"
    assert s.grad.device.type == "cpu"  # the gradient goes back to the scalar's own device
    np.testing.assert_allclose(s.grad.item(), x.detach().cpu().numpy().sum(), rtol=1e-6)
    assert (x * minitorch.tensor(2.0, dtype=minitorch.float64)).dtype is minitorch.float32
    with pytest.raises(RuntimeError, match="^Expected all tensors to be on the same device, but found at least "
                                           "two devices, cuda:0 and cpu!$"):
        x + minitorch.ones(3)
