"""nn.MultiheadAttention and F.multi_head_attention_forward against PyTorch: the packed and the separate
projections (kdim / vdim), add_bias_kv, add_zero_attn, bool and float masks, with and without the weights,
batched and unbatched; outputs, weights, every gradient and the nodes the graph shows (where PyTorch computes
the weights: without them it runs a fused scaled_dot_product_attention, one node that minitorch spells out)."""
import numpy as np
import pytest

import minitorch

from oracle import graph_names

torch = pytest.importorskip("torch")

CONFIGS = [
    dict(),
    dict(batch_first=True),
    dict(kdim=4, vdim=6),
    dict(add_bias_kv=True),
    dict(add_zero_attn=True),
    dict(add_bias_kv=True, add_zero_attn=True, kdim=4, vdim=6, batch_first=True),
    dict(bias=False),
]


def _module(lib, config):
    lib.manual_seed(0)
    m = lib.nn.MultiheadAttention(8, 2, **config)
    rng = np.random.default_rng(1)
    with lib.no_grad():
        for _, p in sorted(m.named_parameters()):
            p.copy_(lib.tensor(rng.standard_normal(tuple(p.shape)).astype(np.float64) * 0.3))
    return m.double()


def _inputs(lib, config, batched, same):
    rng = np.random.default_rng(2)
    first = config.get("batch_first") and batched

    def make(seq, dim):
        shape = ((3, seq, dim) if first else (seq, 3, dim)) if batched else (seq, dim)
        return lib.tensor(rng.standard_normal(shape), requires_grad=True)
    query = make(5, 8)
    if same:
        return query, query, query
    key = make(7, config.get("kdim", 8))
    return query, key, make(7, config.get("vdim", 8))


def _masks(lib, kind, batched, same):
    src = 5 if same else 7
    rng = np.random.default_rng(3)
    pad = rng.random((3, src) if batched else (src,)) < 0.3
    pad[..., 0] = False
    attn = np.triu(np.ones((5, src), dtype=bool), 1)
    if kind == "none":
        return None, None
    if kind == "bool":
        return lib.tensor(pad), lib.tensor(attn)
    return lib.tensor(np.where(pad, -np.inf, 0.0)), lib.tensor(np.where(attn, -np.inf, 0.0))


def _run(lib, config, batched, same, masks, need_weights, average):
    m = _module(lib, config)
    q, k, v = _inputs(lib, config, batched, same)
    kpm, attn = _masks(lib, masks, batched, same)
    out, weights = m(q, k, v, key_padding_mask=kpm, attn_mask=attn, need_weights=need_weights,
                     average_attn_weights=average)
    loss = out.sum() + (0 if weights is None else (weights * weights).sum())
    loss.backward()
    grads = {name: p.grad.numpy() for name, p in m.named_parameters()}
    return (out.detach().numpy(), None if weights is None else weights.detach().numpy(), q.grad.numpy(),
            k.grad.numpy(), grads, graph_names(out))


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: ",".join(f"{k}={v}" for k, v in c.items()) or "default")
@pytest.mark.parametrize("batched", [True, False])
@pytest.mark.parametrize("same", [True, False], ids=["self", "cross"])
@pytest.mark.parametrize("masks", ["none", "bool", "float"])
@pytest.mark.parametrize("need_weights, average", [(True, True), (True, False), (False, True)])
def test_multihead_attention_as_pytorch(config, batched, same, masks, need_weights, average):
    if same and ("kdim" in config):
        pytest.skip("self-attention needs key and value of the embedding's dimension")
    mine = _run(minitorch, config, batched, same, masks, need_weights, average)
    theirs = _run(torch, config, batched, same, masks, need_weights, average)
    for a, b in zip(mine[:4], theirs[:4]):
        if a is None or b is None:
            assert a is None and b is None
        else:
            np.testing.assert_allclose(a, b, rtol=1e-9, atol=1e-10)
    assert mine[4].keys() == theirs[4].keys()
    for name in mine[4]:
        np.testing.assert_allclose(mine[4][name], theirs[4][name], rtol=1e-9, atol=1e-10, err_msg=name)
    if need_weights:  # without, PyTorch runs a fused scaled_dot_product_attention kernel, one node of its own
        assert mine[5] == theirs[5]


def test_functional_with_static_keys_and_errors_as_pytorch():
    def run(lib):
        F = lib.nn.functional
        rng = np.random.default_rng(4)
        t = lambda *s: lib.tensor(rng.standard_normal(s), requires_grad=True)  # noqa: E731
        q, w, b, ow, ob = t(5, 3, 8), t(24, 8), t(24), t(8, 8), t(8)
        static_k, static_v = t(6, 4, 4), t(6, 4, 4)
        out, weights = F.multi_head_attention_forward(q, q, q, 8, 2, w, b, None, None, False, 0.0, ow, ob,
                                                      static_k=static_k, static_v=static_v)
        (out.sum() + weights.sum()).backward()
        errors = []
        for call in (lambda: F.multi_head_attention_forward(q, q, q, 6, 2, w, b, None, None, False, 0.0, ow, ob),
                     lambda: F.multi_head_attention_forward(q, q, q, 8, 3, w, b, None, None, False, 0.0, ow, ob),
                     lambda: F.multi_head_attention_forward(q[0], q, q, 8, 2, w, b, None, None, False, 0.0, ow, ob),
                     lambda: F.multi_head_attention_forward(q, q, q, 8, 2, w, b, t(1, 1, 8), None, False, 0.0, ow,
                                                            ob),
                     lambda: F.multi_head_attention_forward(q, q, q, 8, 2, w, b, None, None, False, 0.0, ow, ob,
                                                            attn_mask=lib.zeros(4, 4)),
                     lambda: F.multi_head_attention_forward(q, q, q, 8, 2, w, b, None, None, False, 0.0, ow, ob,
                                                            key_padding_mask=lib.zeros(3, 4, dtype=lib.bool)),
                     lambda: F.multi_head_attention_forward(q, q, q, 8, 2, w, b, None, None, False, 0.0, ow, ob,
                                                            static_k=t(5, 4, 4)),
                     lambda: F.multi_head_attention_forward(q, q, q, 8, 2, w, b, None, None, False, 0.0, ow, ob,
                                                            is_causal=True)):
            try:
                call()
                errors.append(None)
            except Exception as e:  # noqa: BLE001 (the errors are compared)
                errors.append((type(e).__name__, str(e)))
        return out.detach().numpy(), weights.detach().numpy(), q.grad.numpy(), w.grad.numpy(), errors
    mine, theirs = run(minitorch), run(torch)
    for a, b in zip(mine[:4], theirs[:4]):
        np.testing.assert_allclose(a, b, rtol=1e-9, atol=1e-10)
    assert mine[4] == theirs[4]


def test_state_dict_keys_and_shapes_as_pytorch():
    for config in CONFIGS:
        mine = {k: tuple(v.shape) for k, v in minitorch.nn.MultiheadAttention(8, 2, **config).state_dict().items()}
        theirs = {k: tuple(v.shape) for k, v in torch.nn.MultiheadAttention(8, 2, **config).state_dict().items()}
        assert mine == theirs, config
