"""MultiheadAttention with need_weights=False (TransformerEncoderLayer's path): a query whose every key is
masked gets zero attention weights and gradients, not NaN, as PyTorch's scaled_dot_product_attention gives;
without such a row the values are need_weights=True's, to float32 rounding (the flash kernel and the explicit softmax
differ in the last bits, in PyTorch as here)."""
import numpy as np
import pytest

import minitorch


def _mha(lib, seed=0):
    lib.manual_seed(seed)
    m = lib.nn.MultiheadAttention(8, 2, batch_first=True)
    rng = np.random.default_rng(seed)
    with lib.no_grad():
        for p in m.parameters():
            p.copy_(lib.tensor(rng.standard_normal(tuple(p.shape)).astype(np.float32) * 0.3))
    x = lib.tensor(rng.standard_normal((3, 5, 8)).astype(np.float32), requires_grad=True)
    return m, x


def _padding(lib):
    pad = np.zeros((3, 5), dtype=bool)
    pad[1] = True          # every key of sample 1 masked: its queries attend to nothing
    pad[2, 3:] = True
    return lib.tensor(pad)


def test_fully_masked_queries_get_zero_weights_and_finite_gradients():
    m, x = _mha(minitorch)
    out, _ = m(x, x, x, key_padding_mask=_padding(minitorch), need_weights=False)
    bias = m.out_proj.bias.detach().numpy()
    np.testing.assert_allclose(out[1].detach().numpy(), np.broadcast_to(bias, (5, 8)), rtol=1e-6, atol=1e-6)
    out.sum().backward()
    assert np.isfinite(x.grad.numpy()).all()


def test_without_masked_rows_need_weights_false_gives_the_same_values():
    m, x = _mha(minitorch)
    fast, _ = m(x, x, x, need_weights=False)
    slow, _ = m(x, x, x, need_weights=True)
    np.testing.assert_allclose(fast.detach().numpy(), slow.detach().numpy(), rtol=1e-6, atol=1e-6)


@pytest.mark.parametrize("masked", [False, True])
def test_matches_pytorch(masked):
    torch = pytest.importorskip("torch")
    results = []
    for lib in (minitorch, torch):
        m, x = _mha(lib)
        mask = _padding(lib) if masked else None
        out, _ = m(x, x, x, key_padding_mask=mask, need_weights=False)
        out.sum().backward()
        results.append((out.detach().numpy(), x.grad.numpy(), m.in_proj_weight.grad.numpy()))
    for mine, theirs in zip(*results):
        np.testing.assert_allclose(mine, theirs, rtol=1e-4, atol=1e-5)
