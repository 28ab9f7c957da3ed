"""nn Modules against PyTorch on the same weights, state_dict round trips, checkpoints, the demo."""
import io
import os
import subprocess
import sys

import numpy as np
import pytest

import minitorch
import minitorch.nn as nn
from minitorch.nn.modules.module import Module
from minitorch.nn.parameter import Parameter

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def copy_weights(ours, theirs):
    """Load PyTorch's parameters and buffers into our module (by state_dict names)."""
    ours.load_state_dict({k: minitorch.tensor(v.detach().numpy().copy()) for k, v in theirs.state_dict().items()})


def build(torch, spec):
    return {
        "linear": lambda m: m.Linear(4, 3), "bilinear": lambda m: m.Bilinear(4, 2, 3),
        "conv1d": lambda m: m.Conv1d(4, 6, 3, stride=2, padding=1),
        "conv2d": lambda m: m.Conv2d(4, 6, 3, padding=1, groups=2),
        "convt": lambda m: m.ConvTranspose2d(4, 3, 3, stride=2, padding=1, output_padding=1),
        "bn2d": lambda m: m.BatchNorm2d(4), "bn1d": lambda m: m.BatchNorm1d(4), "ln": lambda m: m.LayerNorm(4),
        "gn": lambda m: m.GroupNorm(2, 4), "embedding": lambda m: m.Embedding(10, 4, padding_idx=0),
        "mha": lambda m: m.MultiheadAttention(4, 2, batch_first=True),
        "encoder": lambda m: m.TransformerEncoderLayer(4, 2, dim_feedforward=8, dropout=0.0, batch_first=True),
        "encoder stack": lambda m: m.TransformerEncoder(
            m.TransformerEncoderLayer(4, 2, dim_feedforward=8, dropout=0.0, batch_first=True), 2, norm=m.LayerNorm(4)),
        "seq": lambda m: m.Sequential(m.Conv2d(4, 4, 3), m.ReLU(), m.MaxPool2d(2), m.Flatten(), m.Linear(16, 2)),
    }[spec](torch.nn)


INPUTS = {"linear": [(2, 5, 4)], "bilinear": [(3, 4), (3, 2)], "conv1d": [(2, 4, 9)], "conv2d": [(2, 4, 5, 5)],
          "convt": [(2, 4, 3, 3)], "bn2d": [(3, 4, 2, 2)], "bn1d": [(5, 4)], "ln": [(3, 4)], "gn": [(2, 4, 3)],
          "embedding": "idx", "mha": [(2, 3, 4)] * 3, "encoder": [(2, 3, 4)], "encoder stack": [(2, 3, 4)], "seq": [(2, 4, 6, 6)]}


@pytest.mark.parametrize("spec", sorted(INPUTS))
def test_module_matches_pytorch(spec):
    torch = pytest.importorskip("torch")
    torch.manual_seed(0)
    theirs = build(torch, spec).double()
    ours = build(minitorch, spec).double()
    assert [n for n, _ in ours.named_parameters()] == [n for n, _ in theirs.named_parameters()]
    assert repr(ours) == repr(theirs)
    copy_weights(ours, theirs)
    rng = np.random.default_rng(0)
    for _ in range(2):  # two calls: batch norm's running statistics move the same way
        if INPUTS[spec] == "idx":
            arrays = [rng.integers(0, 10, (3, 5))]
        else:
            arrays = [rng.standard_normal(s) for s in INPUTS[spec]]
        t_in = [torch.tensor(a) for a in arrays]
        m_in = [minitorch.tensor(a) for a in arrays]
        t_out, m_out = theirs(*t_in), ours(*m_in)
        if isinstance(t_out, tuple):
            t_out, m_out = t_out[0], m_out[0]
        np.testing.assert_allclose(m_out.detach().numpy(), t_out.detach().numpy(), rtol=1e-9, atol=1e-9)
        seed = rng.standard_normal(tuple(t_out.shape))
        t_out.backward(torch.tensor(seed))
        m_out.backward(minitorch.tensor(seed))
    for (name, p), (_, q) in zip(ours.named_parameters(), theirs.named_parameters()):
        np.testing.assert_allclose(p.grad.numpy(), q.grad.numpy(), rtol=1e-9, atol=1e-9, err_msg=name)
    for (name, b), (_, c) in zip(ours.named_buffers(), theirs.named_buffers()):
        np.testing.assert_allclose(b.numpy(), c.numpy(), rtol=1e-9, err_msg=name)
    ours.eval(), theirs.eval()
    if spec in ("bn2d", "bn1d"):
        x = rng.standard_normal(INPUTS[spec][0])
        np.testing.assert_allclose(ours(minitorch.tensor(x)).detach().numpy(),
                                   theirs(torch.tensor(x)).detach().numpy(), rtol=1e-9, atol=1e-9)


def test_default_init_statistics():
    minitorch.manual_seed(0)
    lin = nn.Linear(400, 300)
    bound = 1 / np.sqrt(400)
    w = lin.weight.detach().numpy()
    assert abs(w).max() <= bound and abs(w).max() > 0.95 * bound  # kaiming_uniform(a=sqrt(5)) = U(-1/sqrt(fan_in))
    conv = nn.Conv2d(3, 8, 3)
    assert abs(conv.bias.detach().numpy()).max() <= 1 / np.sqrt(27)
    t = minitorch.empty(200, 100)
    nn.init.xavier_uniform_(t)
    assert abs(t.numpy()).max() <= np.sqrt(6 / 300)
    assert nn.init.calculate_gain("leaky_relu", 0.2) == pytest.approx(np.sqrt(2 / 1.04))


class Net(Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(4, 3)
        self.bn = nn.BatchNorm1d(3)
        self.register_buffer("scratch", minitorch.zeros(2), persistent=False)
        self.scale = Parameter(minitorch.ones(1))

    def forward(self, x):
        return self.bn(self.fc(x)) * self.scale


def test_registration_iteration_and_modes():
    net = Net()
    assert [n for n, _ in net.named_parameters()] == ["scale", "fc.weight", "fc.bias", "bn.weight", "bn.bias"]
    assert list(net.state_dict()) == ["scale", "fc.weight", "fc.bias", "bn.weight", "bn.bias", "bn.running_mean",
                                      "bn.running_var", "bn.num_batches_tracked"]
    assert [n for n, _ in net.named_modules()] == ["", "fc", "bn"]
    assert net.eval() is net and not net.bn.training
    net.train()
    assert net.bn.training
    with pytest.raises(TypeError, match="cannot assign 'int' as parameter 'scale'"):
        net.scale = 3
    with pytest.raises(AttributeError, match="'Net' object has no attribute 'missing'"):
        net.missing
    calls = []
    h1 = net.register_forward_pre_hook(lambda m, args: calls.append("pre"))
    h2 = net.register_forward_hook(lambda m, args, out: out * 0)
    out = net(minitorch.randn(5, 4))
    assert calls == ["pre"] and not out.detach().numpy().any()
    h1.remove(), h2.remove()
    net(minitorch.randn(5, 4)).sum().backward()
    assert net.fc.weight.grad is not None
    net.zero_grad()
    assert net.fc.weight.grad is None
    net.requires_grad_(False)
    assert not any(p.requires_grad for p in net.parameters())
    assert repr(Parameter(minitorch.tensor([1.0]))).startswith("Parameter containing:\ntensor([1.]")


def test_state_dict_round_trip_and_strict_errors(tmp_path):
    a, b = Net(), Net()
    a(minitorch.randn(6, 4))  # move the running stats
    path = tmp_path / "net.safetensors"
    minitorch.save(a.state_dict(), path)
    result = b.load_state_dict(minitorch.load(path))
    assert repr(result) == "<All keys matched successfully>"
    for (k, v), (_, w) in zip(a.state_dict().items(), b.state_dict().items()):
        assert np.array_equal(v.numpy(), w.numpy()), k
    sd = a.state_dict()
    sd.pop("fc.bias")
    sd["extra"] = minitorch.zeros(1)
    with pytest.raises(RuntimeError) as info:
        b.load_state_dict(sd)
    assert str(info.value) == ('Error(s) in loading state_dict for Net:\n\tMissing key(s) in state_dict: "fc.bias". '
                               '\n\tUnexpected key(s) in state_dict: "extra". ')
    result = b.load_state_dict(sd, strict=False)
    assert result.missing_keys == ["fc.bias"] and result.unexpected_keys == ["extra"]


def test_a_wrong_shape_is_reported_and_the_other_entries_still_load():
    # as PyTorch's: each module copies its fitting entries, the mismatches are raised together at the end
    net = Net()
    before = {k: v.numpy().copy() for k, v in net.state_dict().items()}
    sd = {k: v + 1 if v.is_floating_point() else v for k, v in Net().state_dict().items()}
    sd["fc.weight"] = minitorch.zeros(2, 4)
    with pytest.raises(RuntimeError, match=r"size mismatch for fc.weight: copying a param with shape "
                                           r"torch.Size\(\[2, 4\]\) from checkpoint, the shape in current model is "
                                           r"torch.Size\(\[3, 4\]\)."):
        net.load_state_dict(sd)
    after = net.state_dict()
    assert np.array_equal(after["fc.weight"].numpy(), before["fc.weight"])
    for k in ("scale", "fc.bias", "bn.running_var"):
        assert np.array_equal(after[k].numpy(), sd[k].numpy()), k


def _blob(obj):
    buf = io.BytesIO()
    minitorch.save(obj, buf)
    return buf.getvalue()


@pytest.mark.parametrize("damage, message", [
    (lambda b: b[:5], "truncated"),
    (lambda b: b[:-3], "truncated"),
    (lambda b: b + b"xx", "trailing bytes"),
    (lambda b: b[:8] + b"}" + b[9:], "not valid JSON"),
    (lambda b: (10 ** 12).to_bytes(8, "little") + b[8:], "implausible"),
    (lambda b: b.replace(b'"F32"', b'"X32"'), "unsupported dtype"),
    (lambda b: b.replace(b'"shape":[3,4]', b'"shape":[4,4]'), "needs"),
])
def test_bad_checkpoints_raise_clear_errors(damage, message):
    net = Net()
    before = {k: v.numpy().copy() for k, v in net.state_dict().items()}
    blob = damage(_blob(Net().state_dict()))
    with pytest.raises(RuntimeError, match=message):
        net.load_state_dict(minitorch.load(io.BytesIO(blob)))
    for k, v in net.state_dict().items():
        assert np.array_equal(v.numpy(), before[k])


def test_checkpoint_is_safetensors_and_nested_structures_round_trip():
    sd = {"w": minitorch.arange(6).reshape(2, 3).float(), "b": minitorch.tensor([True, False])}
    blob = _blob(sd)
    import json
    import struct
    n = struct.unpack("<Q", blob[:8])[0]
    header = json.loads(blob[8:8 + n])
    assert header["w"] == {"dtype": "F32", "shape": [2, 3], "data_offsets": [0, 24]}
    assert header["b"]["dtype"] == "BOOL" and (8 + n) % 8 == 0
    nested = {"state": {0: {"step": minitorch.tensor(3.0), "buf": minitorch.ones(2)}},
              "param_groups": [{"lr": 0.1, "betas": (0.9, 0.99), "params": [0], "foreach": None}]}
    back = minitorch.load(io.BytesIO(_blob(nested)))
    assert back["param_groups"] == nested["param_groups"]
    assert back["state"][0]["step"].item() == 3.0
    with pytest.raises(TypeError, match="nothing is pickled"):
        minitorch.save({"f": lambda: 0}, io.BytesIO())


def test_seed_custom_module_runs():
    seed = "/work/shared/examples/seed_custom_module.py"
    if not os.path.exists(seed):
        pytest.skip("seed examples not present")
    out = subprocess.run([sys.executable, seed], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert "ScipyConv2dFunctionBackward" in out.stdout


def test_demo_short_run_learns():
    sys.path.insert(0, os.path.join(ROOT, "examples"))
    try:
        import demo
    finally:
        sys.path.pop(0)
    pytest.importorskip("sklearn")
    acc, times = demo.part3_train(epochs=3, quiet=True)
    assert acc >= 0.95


def test_module_list_repr_folds_repeated_modules_like_pytorch():
    torch = pytest.importorskip("torch")

    def make(m):
        return m.Sequential(m.ModuleList([m.Linear(2, 2) for _ in range(3)] + [m.ReLU(), m.Linear(2, 2), m.Linear(2, 2)]),
                            m.ModuleList(), m.ModuleList([m.Sequential(m.Linear(1, 1), m.ReLU()) for _ in range(2)]))
    assert repr(make(nn)) == repr(make(torch.nn))
    assert "(0-2): 3 x Linear(in_features=2, out_features=2, bias=True)" in repr(make(nn))


def test_transformer_encoder_warns_like_pytorch_when_its_fast_path_is_off():
    torch = pytest.importorskip("torch")
    import warnings

    def messages(m, lib):
        with warnings.catch_warnings(record=True) as seen:
            warnings.simplefilter("always")
            made = [m.TransformerEncoder(m.TransformerEncoderLayer(4, heads, dim_feedforward=8, dropout=0.0,
                                                                   batch_first=first, activation=act), 2)
                    for heads, first, act in ((2, False, "relu"), (2, True, "relu"), (1, True, "gelu"),
                                              (2, True, lib.tanh))]
        return [str(w.message) for w in seen], [e.use_nested_tensor for e in made]
    assert messages(nn, minitorch) == messages(torch.nn, torch)


def test_norm_layers_start_at_version_1_and_batch_norm_leaves_its_running_stats_version_alone():
    """PyTorch fills the parameters and buffers in reset_parameters (version 1); its batch norm kernel updates the
    running statistics without a version bump, so two training forwards can share one backward."""
    from oracle import same_as_pytorch

    def run(lib):
        mods = [lib.nn.BatchNorm1d(3), lib.nn.LayerNorm(3), lib.nn.GroupNorm(1, 3), lib.nn.RMSNorm(3)]
        versions = [[t._version for t in m.state_dict().values()] for m in mods]
        bn = mods[0]
        x = lib.ones(4, 3, requires_grad=True) * lib.arange(12.0).reshape(4, 3)
        y, y2 = bn(x), bn(2 * x)
        (y + y2).sum().backward()
        return versions, bn.running_mean._version, bn.num_batches_tracked._version, bn.running_mean.tolist()
    same_as_pytorch(run)


def test_extra_state_buffers_submodules_and_half_as_pytorch():
    from oracle import same_as_pytorch

    def run(lib):
        class Counter(lib.nn.Module):
            def __init__(self):
                super().__init__()
                self.lin = lib.nn.Linear(2, 2)
                self.register_buffer("steps", lib.zeros(()))
                self.count = 3

            def get_extra_state(self):
                return {"count": self.count}

            def set_extra_state(self, state):
                self.count = state["count"]
        m = Counter()
        state = m.state_dict()
        out = [list(state), state["_extra_state"]]
        other = Counter()
        other.count = 0
        out.append(tuple(other.load_state_dict(state)))
        out.append(other.count)
        del state["_extra_state"]
        try:
            Counter().load_state_dict(state)
        except RuntimeError as e:
            out.append(str(e))
        out += [m.get_buffer("steps").tolist(), type(m.get_submodule("lin")).__name__]
        for bad in (lambda: m.get_buffer("lin.weight"), lambda: m.get_buffer("nope"), lambda: m.set_submodule("", m.lin),
                    lambda: m.set_submodule("count", lib.nn.ReLU()), lambda: m.set_submodule("x", lib.nn.ReLU(), strict=True)):
            try:
                bad()
            except (AttributeError, ValueError) as e:
                out.append((type(e).__name__, str(e)))
        m.set_submodule("lin", lib.nn.Tanh())
        out.append(type(m.lin).__name__)
        seq = lib.nn.Sequential(lib.nn.Linear(2, 2)).half()
        out.append(str(seq[0].weight.dtype))
        return out
    same_as_pytorch(run)


def test_save_load_keeps_what_pytorchs_pickle_keeps():
    """requires_grad, Parameters, one tensor met twice (loaded as one object), torch.Size, OrderedDict state
    dicts with their _metadata, nested in a checkpoint too: compared with PyTorch's torch.save/torch.load."""
    import io

    from oracle import same_as_pytorch

    def run(lib):
        def rt(obj):
            buf = io.BytesIO()
            lib.save(obj, buf)
            buf.seek(0)
            return lib.load(buf, weights_only=False)
        x = lib.arange(3.0).requires_grad_()
        p = lib.nn.Parameter(lib.ones(2))
        d = rt({"x": x, "p": p, "n": 3, "s": lib.Size([2, 3]), "t": (x, x)})
        m = lib.nn.Linear(2, 2)
        sd = rt(m.state_dict())
        ck = rt({"model": m.state_dict(), "epoch": 3})
        plain = x.detach()
        tied = rt({"a": plain, "b": plain})
        pair = rt([p, p])
        return (type(d["x"]).__name__, d["x"].requires_grad, d["x"].is_leaf, type(d["p"]).__name__, d["p"].requires_grad,
                type(d["s"]).__name__, tuple(d["s"]), d["t"][0] is d["t"][1], d["t"][0] is d["x"], type(sd).__name__,
                list(sd), dict(sd._metadata), type(ck["model"]).__name__, dict(ck["model"]._metadata), ck["epoch"],
                tied["a"] is tied["b"], pair[0] is pair[1], rt(lib.ones(2, requires_grad=True)).requires_grad,
                type(rt(lib.nn.Parameter(lib.ones(1)))).__name__)
    same_as_pytorch(run)
