"""nn.TransformerDecoderLayer / TransformerDecoder / Transformer against PyTorch on the same weights: outputs,
gradients w.r.t. inputs and every parameter, grad_fn names, reprs, parameter names, masks, errors, warnings."""
import math
import warnings

import numpy as np
import pytest

import minitorch
import minitorch.nn as nn
from minitorch.nn.modules import transformer as mt_transformer

from oracle import both as _both, needs_torch, torch
TOL = dict(rtol=1e-10, atol=1e-10)


def _quiet(fn):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return fn()


def copy_weights(ours, theirs):
    ours.load_state_dict({k: minitorch.tensor(v.detach().numpy().copy()) for k, v in theirs.state_dict().items()})


def compare(build, arrays, kwargs=lambda lib: {}, train=False, grad_inputs=True):
    """Build the module in both libraries (float64), copy PyTorch's weights into ours, run the same inputs, and
    compare outputs, grad_fn names, and gradients w.r.t. the inputs and every parameter. Returns our output."""
    torch.manual_seed(0)  # the same weights on every call
    theirs = _quiet(lambda: build(torch)).double()
    ours = _quiet(lambda: build(minitorch)).double()
    assert [(n, tuple(p.shape)) for n, p in ours.named_parameters()] == \
        [(n, tuple(p.shape)) for n, p in theirs.named_parameters()]
    assert list(ours.state_dict()) == list(theirs.state_dict())
    assert repr(ours) == repr(theirs)
    with torch.no_grad():  # LayerNorm and attention biases start at 1/0: make every parameter distinct
        for p in theirs.parameters():
            p.add_(torch.randn(p.shape, dtype=p.dtype) * 0.3)
    copy_weights(ours, theirs)
    ours.train(train), theirs.train(train)
    t_in = [torch.tensor(a, requires_grad=grad_inputs) for a in arrays]
    m_in = [minitorch.tensor(a, requires_grad=grad_inputs) for a in arrays]
    t_out = theirs(*t_in, **kwargs(torch))
    m_out = ours(*m_in, **kwargs(minitorch))
    assert tuple(m_out.shape) == tuple(t_out.shape)
    assert m_out.dtype == minitorch.float64
    np.testing.assert_allclose(m_out.detach().numpy(), t_out.detach().numpy(), **TOL)
    assert type(m_out.grad_fn).__name__ == type(t_out.grad_fn).__name__
    seed = np.random.default_rng(1).standard_normal(tuple(t_out.shape))
    t_out.backward(torch.tensor(seed))
    m_out.backward(minitorch.tensor(seed))
    if grad_inputs:
        for i, (a, b) in enumerate(zip(m_in, t_in)):
            np.testing.assert_allclose(a.grad.numpy(), b.grad.numpy(), err_msg=f"input {i}", **TOL)
    for (name, p), (_, q) in zip(ours.named_parameters(), theirs.named_parameters()):
        assert (p.grad is None) == (q.grad is None), name
        if q.grad is not None:
            np.testing.assert_allclose(p.grad.numpy(), q.grad.numpy(), err_msg=name, **TOL)
    return m_out


def rand(*shape, seed=0):
    return np.random.default_rng(seed + len(shape) * 7 + sum(shape)).standard_normal(shape)


def decoder_layer(lib, **kw):
    kw = {"dim_feedforward": 8, "dropout": 0.0, **kw}
    return lib.nn.TransformerDecoderLayer(4, 2, **kw)


# -- TransformerDecoderLayer -----------------------------------------------------------------------------------

LAYER_CONFIGS = {
    "default": {},
    "norm_first": {"norm_first": True},
    "batch_first": {"batch_first": True},
    "gelu": {"activation": "gelu"},
    "gelu_fn": {"activation": "gelu_fn"},
    "gelu_module": {"activation": "GELU"},
    "tanh_fn": {"activation": "tanh"},
    "no_bias": {"bias": False},
    "eps": {"layer_norm_eps": 1e-3, "norm_first": True, "batch_first": True},
}


def _activation(lib, name):
    return {"gelu_fn": lambda: lib.nn.functional.gelu, "GELU": lambda: lib.nn.GELU(),
            "tanh": lambda: lib.tanh}.get(name, lambda: name)()


@needs_torch
@pytest.mark.parametrize("train", [False, True], ids=["eval", "train"])
@pytest.mark.parametrize("config", sorted(LAYER_CONFIGS))
def test_decoder_layer_matches_pytorch(config, train):
    kw = dict(LAYER_CONFIGS[config])

    def build(lib):
        extra = dict(kw)
        if "activation" in extra:
            extra["activation"] = _activation(lib, extra["activation"])
        return decoder_layer(lib, **extra)
    batch_first = kw.get("batch_first", False)
    tgt, mem = ((rand(3, 5, 4), rand(3, 6, 4, seed=1)) if batch_first else (rand(5, 3, 4), rand(6, 3, 4, seed=1)))
    out = compare(build, [tgt, mem], train=train)
    expected = "AddBackward0" if kw.get("norm_first") else "NativeLayerNormBackward0"
    assert type(out.grad_fn).__name__ == expected


def _masks(lib, kind, T=5, S=6, N=3, H=2):
    """Keyword arguments for one masking case, built the same way in both libraries."""
    f64 = lib.float64
    pad_t = np.zeros((N, T), bool)
    pad_t[0, 3:] = True
    pad_t[2, 4] = True
    pad_m = np.zeros((N, S), bool)
    pad_m[1, 2:] = True
    pad_m[2, 0] = True
    mem_mask = np.zeros((T, S), bool)
    mem_mask[1, 1:4] = True
    mem_mask[4, :5] = True
    if kind == "causal_float":
        return {"tgt_mask": lib.nn.Transformer.generate_square_subsequent_mask(T, dtype=f64)}
    if kind == "causal_bool":
        return {"tgt_mask": lib.nn.Transformer.generate_square_subsequent_mask(T, dtype=lib.bool)}
    if kind == "causal_hint":
        return {"tgt_mask": lib.nn.Transformer.generate_square_subsequent_mask(T, dtype=f64), "tgt_is_causal": True}
    if kind == "tgt_kpm_bool":
        return {"tgt_key_padding_mask": lib.tensor(pad_t)}
    if kind == "tgt_kpm_float":
        return {"tgt_key_padding_mask": lib.tensor(np.where(pad_t, -np.inf, 0.0))}
    if kind == "causal_and_kpm":
        return {"tgt_mask": lib.nn.Transformer.generate_square_subsequent_mask(T, dtype=f64),
                "tgt_key_padding_mask": lib.tensor(np.where(pad_t, -1e9, 0.0)), "tgt_is_causal": True}
    if kind == "memory_kpm_bool":
        return {"memory_key_padding_mask": lib.tensor(pad_m)}
    if kind == "memory_mask_bool":
        return {"memory_mask": lib.tensor(mem_mask)}
    if kind == "memory_causal_hint":  # trusted: PyTorch applies SDPA's top-left causal mask, not this one
        return {"memory_mask": lib.tensor(rand(T, S, seed=8)), "memory_is_causal": True}
    if kind == "memory_mask_float":
        return {"memory_mask": lib.tensor(rand(T, S, seed=5))}
    if kind == "tgt_mask_3d":
        return {"tgt_mask": lib.tensor(rand(N * H, T, T, seed=6))}
    if kind == "all_bool":
        causal = np.triu(np.ones((T, T), bool), 1)
        return {"tgt_mask": lib.tensor(causal), "memory_mask": lib.tensor(mem_mask),
                "tgt_key_padding_mask": lib.tensor(pad_t), "memory_key_padding_mask": lib.tensor(pad_m)}
    raise AssertionError(kind)


MASK_KINDS = ["causal_float", "causal_bool", "causal_hint", "tgt_kpm_bool", "tgt_kpm_float", "causal_and_kpm",
              "memory_kpm_bool", "memory_mask_bool", "memory_causal_hint", "memory_mask_float", "tgt_mask_3d",
              "all_bool"]


@needs_torch
@pytest.mark.parametrize("kind", MASK_KINDS)
@pytest.mark.parametrize("norm_first", [False, True])
def test_decoder_layer_masks_match_pytorch(kind, norm_first):
    out = compare(lambda lib: decoder_layer(lib, norm_first=norm_first), [rand(5, 3, 4), rand(6, 3, 4, seed=1)],
                  kwargs=lambda lib: _masks(lib, kind), train=True)
    assert np.isfinite(out.detach().numpy()).all()


@needs_torch
def test_masks_change_the_output():
    """The masked cases really differ from the unmasked one (so the comparisons above test the masking)."""
    arrays = [rand(5, 3, 4), rand(6, 3, 4, seed=1)]
    plain = compare(decoder_layer, arrays).detach().numpy()
    for kind in MASK_KINDS:
        masked = compare(decoder_layer, arrays, kwargs=lambda lib: _masks(lib, kind)).detach().numpy()
        assert np.abs(masked - plain).max() > 1e-3, kind


@needs_torch
def test_decoder_layer_unbatched_matches_pytorch():
    T = 5
    compare(lambda lib: decoder_layer(lib, batch_first=True), [rand(T, 4), rand(6, 4, seed=1)],
            kwargs=lambda lib: {"tgt_mask": lib.nn.Transformer.generate_square_subsequent_mask(T),
                                "memory_key_padding_mask": lib.tensor([False, False, True, False, False, True])})


@needs_torch
def test_wrong_causal_hint_is_trusted_like_pytorch():
    """With tgt_is_causal=True and no key padding mask, PyTorch ignores tgt_mask and applies the causal mask."""
    wrong = rand(5, 5, seed=9)
    arrays = [rand(5, 3, 4), rand(6, 3, 4, seed=1)]
    hinted = compare(decoder_layer, arrays, kwargs=lambda lib: {"tgt_mask": lib.tensor(wrong), "tgt_is_causal": True})
    causal = compare(decoder_layer, arrays,
                     kwargs=lambda lib: {"tgt_mask": lib.nn.Transformer.generate_square_subsequent_mask(5)})
    np.testing.assert_allclose(hinted.detach().numpy(), causal.detach().numpy(), **TOL)


def test_decoder_layer_structure():
    layer = nn.TransformerDecoderLayer(8, 2, dim_feedforward=16, activation=nn.GELU())
    assert [n for n, _ in layer.named_children()] == [
        "self_attn", "multihead_attn", "linear1", "dropout", "linear2", "norm1", "norm2", "norm3", "dropout1",
        "dropout2", "dropout3", "activation"]
    assert layer.dropout.p == 0.1 and layer.norm3.eps == 1e-5 and not layer.norm_first
    assert nn.TransformerDecoderLayer(8, 2).activation is nn.functional.relu
    assert nn.TransformerDecoderLayer(8, 2, activation="gelu").activation is nn.functional.gelu
    # bias=False: 2 in_proj + 2 out_proj matrices, linear1/linear2 weights, 3 LayerNorm weights
    assert len(list(nn.TransformerDecoderLayer(8, 2, bias=False).parameters())) == 9


@needs_torch
def test_decoder_layer_repr_matches_pytorch():
    for kw in ({}, {"activation": "GELU", "bias": False, "layer_norm_eps": 1e-6, "dropout": 0.25}):
        def build(lib):
            extra = dict(kw)
            if "activation" in extra:
                extra["activation"] = _activation(lib, extra["activation"])
            return lib.nn.TransformerDecoderLayer(8, 4, dim_feedforward=16, **extra)
        mine, theirs = _both(lambda lib: repr(build(lib)))
        assert mine == theirs
        assert "TransformerDecoderLayer(\n  (self_attn): MultiheadAttention(" in mine


def test_dropout_is_applied_in_training_only():
    minitorch.manual_seed(0)
    layer = nn.TransformerDecoderLayer(4, 2, dim_feedforward=8, dropout=0.5).double()
    tgt, mem = minitorch.tensor(rand(5, 3, 4)), minitorch.tensor(rand(6, 3, 4, seed=1))
    assert not np.allclose(layer(tgt, mem).detach().numpy(), layer(tgt, mem).detach().numpy())
    layer.eval()
    np.testing.assert_array_equal(layer(tgt, mem).detach().numpy(), layer(tgt, mem).detach().numpy())


# -- TransformerDecoder ----------------------------------------------------------------------------------------

@needs_torch
@pytest.mark.parametrize("with_norm", [False, True])
@pytest.mark.parametrize("train", [False, True], ids=["eval", "train"])
@pytest.mark.parametrize("norm_first,batch_first", [(False, False), (True, True)])
def test_decoder_stack_matches_pytorch(with_norm, train, norm_first, batch_first):
    def build(lib):
        layer = decoder_layer(lib, norm_first=norm_first, batch_first=batch_first)
        return lib.nn.TransformerDecoder(layer, 3, norm=lib.nn.LayerNorm(4) if with_norm else None)
    tgt, mem = ((rand(3, 5, 4), rand(3, 6, 4, seed=1)) if batch_first else (rand(5, 3, 4), rand(6, 3, 4, seed=1)))
    out = compare(build, [tgt, mem], train=train, kwargs=lambda lib: {
        "tgt_mask": lib.nn.Transformer.generate_square_subsequent_mask(5, dtype=lib.float64),
        "memory_key_padding_mask": lib.tensor([[False] * 6, [False] * 4 + [True] * 2, [False] * 6])})
    expected = "NativeLayerNormBackward0" if with_norm or not norm_first else "AddBackward0"
    assert type(out.grad_fn).__name__ == expected


def test_decoder_stack_copies_the_layer():
    layer = nn.TransformerDecoderLayer(4, 2, dim_feedforward=8)
    dec = nn.TransformerDecoder(layer, 2)
    assert dec.num_layers == 2 and dec.norm is None and len(dec.layers) == 2
    assert dec.layers[0] is not layer and dec.layers[0].linear1.weight is not dec.layers[1].linear1.weight
    np.testing.assert_array_equal(dec.layers[0].linear1.weight.detach().numpy(), layer.linear1.weight.detach().numpy())
    assert [n for n, _ in dec.named_parameters()][:2] == ["layers.0.self_attn.in_proj_weight",
                                                          "layers.0.self_attn.in_proj_bias"]


@needs_torch
@pytest.mark.parametrize("case", ["none", "causal", "causal_bool", "other", "hint_false", "wrong_size", "unbatched"])
def test_decoder_passes_detected_causal_hint_like_pytorch(case):
    def seen(lib):
        dec = lib.nn.TransformerDecoder(lib.nn.TransformerDecoderLayer(4, 2, 8, batch_first=True), 2)
        hints = []
        for layer in dec.layers:
            def spy(*args, _f=layer.forward, **kw):
                hints.append((kw["tgt_is_causal"], kw["memory_is_causal"]))
                return _f(*args, **kw)
            layer.forward = spy
        tgt = lib.zeros(5, 4) if case == "unbatched" else lib.zeros(2, 5, 4)
        mem = lib.zeros(6, 4) if case == "unbatched" else lib.zeros(2, 6, 4)
        mask = {"none": None, "other": lib.zeros(5, 5),
                "wrong_size": lib.nn.Transformer.generate_square_subsequent_mask(4),
                "causal_bool": lib.nn.Transformer.generate_square_subsequent_mask(5, dtype=lib.bool)}.get(
            case, lib.nn.Transformer.generate_square_subsequent_mask(5))
        kw = {"tgt_is_causal": False} if case == "hint_false" else {}
        try:
            dec(tgt, mem, tgt_mask=mask, **kw)
        except Exception as e:  # noqa: BLE001 - the wrong-size mask fails in attention; the hint was seen first
            hints.append(type(e).__name__)
        return hints
    mine, theirs = _both(seen)
    expected = {"causal": True, "causal_bool": True, "unbatched": True}.get(case, False)
    assert mine[0] == (expected, False)
    if theirs is not None:
        assert mine == theirs


def test_detect_is_causal_mask():
    detect = mt_transformer._detect_is_causal_mask
    causal = nn.Transformer.generate_square_subsequent_mask(4)
    assert detect(causal) is True and detect(causal, size=4) is True
    assert detect(causal, size=3) is False
    assert detect(nn.Transformer.generate_square_subsequent_mask(4, dtype=minitorch.bool)) is True
    assert detect(minitorch.zeros(4, 4)) is False
    assert detect(causal, False) is False and detect(None, True) is True and detect(None) is False


# -- Transformer -----------------------------------------------------------------------------------------------

def transformer(lib, **kw):
    kw = {"d_model": 4, "nhead": 2, "num_encoder_layers": 2, "num_decoder_layers": 2, "dim_feedforward": 8,
          "dropout": 0.0, **kw}
    return lib.nn.Transformer(**kw)


@needs_torch
@pytest.mark.parametrize("train", [False, True], ids=["eval", "train"])
@pytest.mark.parametrize("config", [{}, {"norm_first": True}, {"batch_first": True, "activation": "gelu"},
                                    {"bias": False, "layer_norm_eps": 1e-4}])
def test_transformer_matches_pytorch(config, train):
    batch_first = config.get("batch_first", False)
    src, tgt = ((rand(3, 6, 4), rand(3, 5, 4, seed=1)) if batch_first else (rand(6, 3, 4), rand(5, 3, 4, seed=1)))
    pad_s = [[False] * 6, [False] * 3 + [True] * 3, [False] * 5 + [True]]

    def masks(lib):
        return {"tgt_mask": lib.nn.Transformer.generate_square_subsequent_mask(5, dtype=lib.float64),
                "src_key_padding_mask": lib.tensor(pad_s), "memory_key_padding_mask": lib.tensor(pad_s),
                "tgt_key_padding_mask": lib.tensor([[False] * 5, [False] * 5, [False] * 2 + [True] * 3])}
    out = compare(lambda lib: transformer(lib, **config), [src, tgt], kwargs=masks, train=train)
    assert type(out.grad_fn).__name__ == "NativeLayerNormBackward0"
    compare(lambda lib: transformer(lib, **config), [src, tgt], train=train)


@needs_torch
def test_transformer_unbatched_and_src_mask_match_pytorch():
    compare(transformer, [rand(6, 4), rand(5, 4, seed=1)], kwargs=lambda lib: {
        "src_mask": lib.tensor(rand(6, 6, seed=3)), "memory_mask": lib.tensor(rand(5, 6, seed=4)),
        "tgt_mask": lib.nn.Transformer.generate_square_subsequent_mask(5, dtype=lib.float64)})


@needs_torch
def test_transformer_custom_encoder_decoder_match_pytorch():
    def build(lib):
        enc = lib.nn.TransformerEncoder(lib.nn.TransformerEncoderLayer(4, 2, 8, 0.0), 1)
        dec = lib.nn.TransformerDecoder(decoder_layer(lib), 1, norm=lib.nn.LayerNorm(4))
        return lib.nn.Transformer(d_model=4, nhead=2, custom_encoder=enc, custom_decoder=dec)
    compare(build, [rand(6, 3, 4), rand(5, 3, 4, seed=1)])
    mine, theirs = _both(lambda lib: [n for n, _ in build(lib).named_parameters()])
    assert mine[0] == "encoder.layers.0.self_attn.in_proj_weight" and "encoder.norm.weight" not in mine
    if theirs is not None:
        assert mine == theirs


def test_transformer_attributes_and_init():
    minitorch.manual_seed(0)
    model = nn.Transformer(d_model=64, nhead=4, num_encoder_layers=1, num_decoder_layers=2, dim_feedforward=256)
    assert (model.d_model, model.nhead, model.batch_first) == (64, 4, False)
    assert model.encoder.norm.eps == 1e-5 and model.decoder.num_layers == 2
    # _reset_parameters: xavier_uniform_ on every matrix (linear2's default bound would be 1/16), after cloning
    w = model.decoder.layers[1].linear2.weight.detach().numpy()
    bound = math.sqrt(6 / (64 + 256))
    assert bound * 0.9 < np.abs(w).max() <= bound
    assert not np.allclose(w, model.decoder.layers[0].linear2.weight.detach().numpy())
    np.testing.assert_array_equal(model.decoder.layers[0].norm1.weight.detach().numpy(), np.ones(64))
    np.testing.assert_array_equal(model.decoder.layers[0].self_attn.in_proj_bias.detach().numpy(), np.zeros(192))


@needs_torch
def test_transformer_repr_and_state_dict_keys_match_pytorch():
    mine, theirs = _both(lambda lib: (repr(transformer(lib, norm_first=True)), list(transformer(lib).state_dict()),
                                      [tuple(p.shape) for p in transformer(lib, bias=False).parameters()]))
    assert mine == theirs
    assert "(decoder): TransformerDecoder(" in mine[0]


@needs_torch
def test_transformer_warns_like_pytorch():
    def messages(lib, **kw):
        with warnings.catch_warnings(record=True) as seen:
            warnings.simplefilter("always")
            transformer(lib, **kw)
        return [(w.category.__name__, str(w.message)) for w in seen]
    for kw in ({}, {"batch_first": True}, {"batch_first": True, "norm_first": True}):
        assert messages(minitorch, **kw) == messages(torch, **kw)
    assert messages(minitorch) and not messages(minitorch, batch_first=True)


def test_generate_square_subsequent_mask():
    m = nn.Transformer.generate_square_subsequent_mask(3)
    assert m.dtype == minitorch.float32 and tuple(m.shape) == (3, 3)
    np.testing.assert_array_equal(m.numpy(), [[0, -np.inf, -np.inf], [0, 0, -np.inf], [0, 0, 0]])
    b = mt_transformer._generate_square_subsequent_mask(3, dtype=minitorch.bool)
    np.testing.assert_array_equal(b.numpy(), np.triu(np.ones((3, 3), bool), 1))
    assert nn.Transformer.generate_square_subsequent_mask(2, dtype=minitorch.float64).dtype == minitorch.float64


@needs_torch
def test_generate_square_subsequent_mask_matches_pytorch():
    for sz, dtype in ((1, None), (4, "float64"), (5, "bool"), (0, None)):
        mine, theirs = _both(lambda lib: (lambda t: (t.tolist(), str(t.dtype), repr(t)))(
            lib.nn.Transformer.generate_square_subsequent_mask(sz, dtype=getattr(lib, dtype) if dtype else None)))
        assert mine == theirs


# -- errors ----------------------------------------------------------------------------------------------------

ERROR_CASES = {
    "bad activation (decoder)": lambda lib: lib.nn.TransformerDecoderLayer(4, 2, activation="tanh"),
    "bad activation (encoder)": lambda lib: lib.nn.TransformerEncoderLayer(4, 2, activation="swish"),
    "bad activation (transformer)": lambda lib: transformer(lib, activation="Relu"),
    "heads do not divide": lambda lib: lib.nn.TransformerDecoderLayer(6, 4),
    "zero heads": lambda lib: lib.nn.TransformerDecoderLayer(4, 0),
    "batch mismatch": lambda lib: transformer(lib)(lib.zeros(6, 3, 4), lib.zeros(5, 2, 4)),
    "batch mismatch (batch_first)": lambda lib: transformer(lib, batch_first=True)(lib.zeros(3, 6, 4),
                                                                                   lib.zeros(2, 6, 4)),
    "feature mismatch": lambda lib: transformer(lib)(lib.zeros(6, 3, 4), lib.zeros(5, 3, 3)),
    "feature mismatch (unbatched)": lambda lib: transformer(lib)(lib.zeros(6, 5), lib.zeros(5, 4)),
    "causal hint without mask": lambda lib: lib.nn.TransformerDecoderLayer(4, 2, 8)(
        lib.zeros(5, 3, 4), lib.zeros(6, 3, 4), tgt_is_causal=True),
    "memory causal hint without mask": lambda lib: lib.nn.TransformerDecoder(
        lib.nn.TransformerDecoderLayer(4, 2, 8), 1)(lib.zeros(5, 3, 4), lib.zeros(6, 3, 4), memory_is_causal=True),
}


@pytest.mark.parametrize("case", sorted(ERROR_CASES))
def test_errors_match_pytorch(case):
    mine, theirs = _both(ERROR_CASES[case])
    assert isinstance(mine, tuple) and mine[0] in ("RuntimeError", "AssertionError", "ValueError"), mine
    if theirs is not None:
        assert mine == theirs


def test_error_messages():
    with pytest.raises(RuntimeError, match="^activation should be relu/gelu, not tanh$"):
        nn.TransformerDecoderLayer(4, 2, activation="tanh")
    with pytest.raises(RuntimeError, match="^the batch number of src and tgt must be equal$"):
        _quiet(lambda: transformer(minitorch))(minitorch.zeros(6, 3, 4), minitorch.zeros(5, 2, 4))
    with pytest.raises(RuntimeError, match="^the feature number of src and tgt must be equal to d_model$"):
        _quiet(lambda: transformer(minitorch))(minitorch.zeros(6, 3, 4), minitorch.zeros(5, 3, 3))
    with pytest.raises(RuntimeError, match="^Need attn_mask if specifying the is_causal hint"):
        nn.TransformerDecoderLayer(4, 2, 8)(minitorch.zeros(5, 3, 4), minitorch.zeros(6, 3, 4), tgt_is_causal=True)


def test_exported_names():
    import minitorch.nn.modules as modules
    for name in ("Transformer", "TransformerDecoder", "TransformerDecoderLayer"):
        assert getattr(nn, name) is getattr(modules, name) is getattr(mt_transformer, name)


MASK_WARNING_CASES = {
    "decoder layer": lambda lib: decoder_layer(lib)(
        lib.zeros(5, 3, 4), lib.zeros(6, 3, 4), tgt_mask=lib.nn.Transformer.generate_square_subsequent_mask(5),
        tgt_key_padding_mask=lib.zeros(3, 5, dtype=lib.bool)),
    "decoder stack, memory masks": lambda lib: lib.nn.TransformerDecoder(decoder_layer(lib), 2)(
        lib.zeros(5, 3, 4), lib.zeros(6, 3, 4), memory_mask=lib.zeros(5, 6, dtype=lib.bool),
        memory_key_padding_mask=lib.zeros(3, 6)),
    "encoder stack": lambda lib: lib.nn.TransformerEncoder(lib.nn.TransformerEncoderLayer(4, 2, 8), 3)(
        lib.zeros(5, 3, 4), lib.nn.Transformer.generate_square_subsequent_mask(5),
        lib.zeros(3, 5, dtype=lib.bool)),
    "transformer": lambda lib: transformer(lib)(
        lib.zeros(6, 3, 4), lib.zeros(5, 3, 4), src_mask=lib.zeros(6, 6, dtype=lib.bool),
        src_key_padding_mask=lib.zeros(3, 6), tgt_key_padding_mask=lib.zeros(3, 5, dtype=lib.bool)),
    "same types": lambda lib: transformer(lib)(
        lib.zeros(6, 3, 4), lib.zeros(5, 3, 4), tgt_mask=lib.zeros(5, 5, dtype=lib.bool),
        tgt_key_padding_mask=lib.zeros(3, 5, dtype=lib.bool)),
}


@needs_torch
@pytest.mark.parametrize("case", sorted(MASK_WARNING_CASES))
def test_mismatched_mask_types_warn_like_pytorch(case):
    def messages(lib):
        built = _quiet(lambda: MASK_WARNING_CASES[case])  # construction warnings (nested tensor) are not counted
        with warnings.catch_warnings(record=True) as seen:
            warnings.simplefilter("always")
            out = built(lib)
        return [(w.category.__name__, str(w.message)) for w in seen if "mismatched" in str(w.message)], out.shape
    mine, theirs = messages(minitorch), messages(torch)
    assert mine[0] == theirs[0] and tuple(mine[1]) == tuple(theirs[1])
    assert bool(mine[0]) == (case != "same types")


@needs_torch
@pytest.mark.parametrize("where", ["tgt_mask", "memory_mask", "tgt_key_padding_mask", "memory_key_padding_mask"])
def test_integer_masks_are_rejected_like_pytorch(where):
    shapes = {"tgt_mask": (5, 5), "memory_mask": (5, 6), "tgt_key_padding_mask": (3, 5),
              "memory_key_padding_mask": (3, 6)}
    mine, theirs = _both(lambda lib: decoder_layer(lib)(lib.zeros(5, 3, 4), lib.zeros(6, 3, 4),
                                                        **{where: lib.zeros(*shapes[where], dtype=lib.int64)}))
    assert mine[0] == "AssertionError" and mine[1].startswith("only bool and floating types of ")
    if theirs is not None:
        assert mine == theirs
