"""torch.nn.utils.rnn's packed sequences, and RNN / GRU / LSTM over them, against PyTorch (float64): values,
gradients of inputs, h0 and every parameter, grad_fn graphs, reprs and error messages."""
import warnings

import numpy as np
import pytest

import minitorch
from minitorch.autograd import gradcheck, gradgradcheck
from minitorch.backends import strict

from oracle import both, graph_names, needs_torch, same_as_pytorch, torch


def _array(shape, seed):
    return np.random.default_rng(seed).standard_normal(shape)


def _leaf(lib, shape, seed=0):
    return lib.tensor(_array(shape, seed), dtype=lib.float64, requires_grad=True)


def _rnn_utils(lib):
    return lib.nn.utils.rnn


def _np(t):
    return t.detach().numpy()


def _same_tensors(mine, theirs):
    assert len(mine) == len(theirs)
    for a, b in zip(mine, theirs):
        if b is None:
            assert a is None
            continue
        assert tuple(a.shape) == tuple(b.shape) and str(a.dtype) == str(b.dtype)
        np.testing.assert_allclose(_np(a), _np(b), rtol=1e-12, atol=1e-12)


def _graph(t):
    """``t``'s backward graph as a DAG: each node once, in depth-first order, as (name, indices of its next
    nodes; None for an edge to no node). graph_names walks every path, which grows exponentially with a
    recurrent network's length and depth; this is linear and still tells two graphs apart."""
    index, nodes = {}, []

    def visit(fn):
        if fn is None:
            return None
        if fn not in index:
            index[fn] = len(nodes)
            nodes.append(None)
            nodes[index[fn]] = (type(fn).__name__, [visit(next_fn) for next_fn, _ in fn.next_functions])
        return index[fn]
    visit(t.grad_fn)
    return nodes


def _packed_fields(packed):
    return [packed.data, packed.batch_sizes, packed.sorted_indices, packed.unsorted_indices]


# -- PackedSequence ------------------------------------------------------------------------------------

@needs_torch
def test_repr_and_fields_match_pytorch():
    def run(lib):
        x = lib.tensor([[1, 2, 0], [3, 0, 0], [4, 5, 6]])
        packed = _rnn_utils(lib).pack_padded_sequence(x, [2, 1, 3], batch_first=True, enforce_sorted=False)
        return repr(packed), packed._fields, [f.tolist() for f in packed]
    mine = same_as_pytorch(run)
    assert mine[2] == [[4, 1, 3, 5, 2, 6], [3, 2, 1], [2, 0, 1], [1, 2, 0]]


@needs_torch
def test_repr_with_grad_fn_matches_pytorch():
    same_as_pytorch(lambda lib: repr(_rnn_utils(lib).pack_sequence([_leaf(lib, (3, 2)), _leaf(lib, (1, 2), 1)])))


@needs_torch
@pytest.mark.parametrize("build", [
    "PackedSequence(x, bs)", "PackedSequence((x, bs))", "PackedSequence(x, bs, perm)",
    "PackedSequence(x)", "PackedSequence(x, bs, perm, perm)", "invert_permutation(perm)",
    "invert_permutation(None)"])
def test_constructor_forms_match_pytorch(build):
    def run(lib):
        rnn = _rnn_utils(lib)
        ns = dict(x=lib.arange(6.0), bs=lib.tensor([2, 2, 1, 1]), perm=lib.tensor([1, 0]),
                  PackedSequence=rnn.PackedSequence, invert_permutation=rnn.invert_permutation)
        out = eval(build, ns)
        return repr(out), type(out).__name__
    same_as_pytorch(run)


@needs_torch
def test_conversions_match_pytorch():
    def run(lib):
        packed = _rnn_utils(lib).pack_sequence([lib.tensor([1.0, 2, 3]), lib.tensor([4.0])])
        same = packed.to(lib.float32) is packed  # data already float32: self comes back
        converted = [packed.double(), packed.long(), packed.int(), packed.half(), packed.short(), packed.char(),
                     packed.byte(), packed.float(), packed.to(dtype=lib.float64), packed.cpu()]
        return same, [repr(p) for p in converted], packed.is_cuda, packed.is_pinned(), packed.cpu() is packed
    assert same_as_pytorch(run)[0]


def test_to_device_keeps_batch_sizes_on_cpu_and_moves_indices():
    strict.enable()
    try:
        x = minitorch.tensor(_array((3, 2, 2), 0))
        packed = minitorch.nn.utils.rnn.pack_padded_sequence(x, [1, 3], enforce_sorted=False)
        moved = packed.cuda()
        assert moved.is_cuda and not packed.is_cuda
        assert moved.data.device.type == "cuda" and moved.sorted_indices.device.type == "cuda"
        assert moved.unsorted_indices.device.type == "cuda" and moved.batch_sizes.device.type == "cpu"
        back = moved.cpu()
        assert back.data.device.type == "cpu" and back.sorted_indices.device.type == "cpu"
        np.testing.assert_array_equal(back.data.numpy(), packed.data.numpy())
        assert moved.cuda() is moved
        with pytest.raises(ValueError, match="^batch_sizes should always be on CPU"):
            minitorch.nn.utils.rnn.PackedSequence(x, minitorch.tensor([2, 1], device="cuda"))
        with pytest.raises(RuntimeError, match="^'lengths' argument should be a 1D CPU int64 tensor, but got 1D "
                                               "cuda:0 Long tensor$"):
            minitorch.nn.utils.rnn.pack_padded_sequence(x, minitorch.tensor([3, 1], device="cuda"))
    finally:
        strict.disable()


# -- pack_padded_sequence / pad_packed_sequence ------------------------------------------------------

PACK_CASES = [  # (padded shape, lengths, batch_first, enforce_sorted)
    ((4, 3, 2), [4, 2, 1], False, True),
    ((4, 3, 2), [1, 4, 2], False, False),
    ((3, 5, 2, 2), [5, 5, 2], True, True),
    ((3, 5), [2, 5, 2], True, False),
    ((5, 4), [3, 3, 3, 3], False, True),
    ((6, 2, 3), [3, 1], False, True),  # padding past the longest sequence
]


def _pack_round_trip(lib, shape, lengths, batch_first, enforce_sorted, as_tensor, **pad_kwargs):
    rnn = _rnn_utils(lib)
    x = _leaf(lib, shape)
    lens = lib.tensor(lengths) if as_tensor else lengths
    packed = rnn.pack_padded_sequence(x, lens, batch_first=batch_first, enforce_sorted=enforce_sorted)
    padded, out_lengths = rnn.pad_packed_sequence(packed, batch_first=batch_first, **pad_kwargs)
    weights = lib.tensor(_array(tuple(padded.shape), 7))
    (padded * weights).sum().backward()
    return packed, padded, out_lengths, x.grad


@needs_torch
@pytest.mark.parametrize("case", PACK_CASES)
@pytest.mark.parametrize("as_tensor", [False, True])
def test_pack_then_pad_matches_pytorch(case, as_tensor):
    (m_packed, m_padded, m_lengths, m_grad), (t_packed, t_padded, t_lengths, t_grad) = both(
        lambda lib: _pack_round_trip(lib, *case, as_tensor))
    _same_tensors(_packed_fields(m_packed) + [m_padded, m_lengths, m_grad],
                  _packed_fields(t_packed) + [t_padded, t_lengths, t_grad])
    assert graph_names(m_packed.data) == graph_names(t_packed.data)
    assert graph_names(m_padded) == graph_names(t_padded)
    assert m_lengths.tolist() == _unpadded_lengths(case)


def _unpadded_lengths(case):
    shape, lengths, batch_first, _ = case
    steps = shape[1] if batch_first else shape[0]
    return [min(length, steps) for length in lengths]


@needs_torch
@pytest.mark.parametrize("batch_first", [False, True])
def test_pad_packed_padding_value_and_total_length_match_pytorch(batch_first):
    case = ((4, 3, 2) if batch_first else (3, 4, 2), [3, 3, 2, 1], batch_first, False)
    (m_packed, m_padded, m_lengths, m_grad), (t_packed, t_padded, t_lengths, t_grad) = both(
        lambda lib: _pack_round_trip(lib, *case, True, padding_value=-2.5, total_length=6))
    assert tuple(m_padded.shape) == ((4, 6, 2) if batch_first else (6, 4, 2))
    _same_tensors([m_padded, m_lengths, m_grad], [t_padded, t_lengths, t_grad])
    assert graph_names(m_padded) == graph_names(t_padded)


def test_pack_padded_sequence_layout():
    # time-major: step t holds the sequences longer than t, longest first
    x = minitorch.tensor([[1, 4, 6], [2, 5, 0], [3, 0, 0]])
    packed = minitorch.nn.utils.rnn.pack_padded_sequence(x, [3, 2, 1])
    assert packed.data.tolist() == [1, 4, 6, 2, 5, 3] and packed.batch_sizes.tolist() == [3, 2, 1]
    assert packed.batch_sizes.dtype == minitorch.int64 and packed.sorted_indices is None


@needs_torch
def test_pack_gradient_double_backward_matches_pytorch():
    def run(lib):
        x = _leaf(lib, (3, 4, 2))
        data = _rnn_utils(lib).pack_padded_sequence(x, [4, 2, 1], batch_first=True).data
        seed = _leaf(lib, tuple(data.shape), 3)
        grad_x, = lib.autograd.grad(data, x, seed, create_graph=True)
        (grad_x * lib.tensor(_array((3, 4, 2), 4))).sum().backward()
        return graph_names(grad_x), grad_x, seed.grad
    (m_names, m_grad, m_seed_grad), (t_names, t_grad, t_seed_grad) = both(run)
    assert m_names == t_names and m_names[0] == "TransposeBackward0"
    _same_tensors([m_grad, m_seed_grad], [t_grad, t_seed_grad])


@pytest.mark.parametrize("batch_first", [False, True])
def test_pack_and_pad_gradcheck(batch_first):
    rnn = minitorch.nn.utils.rnn

    def fn(x):
        packed = rnn.pack_padded_sequence(x, minitorch.tensor([3, 1, 2]), batch_first, enforce_sorted=False)
        return rnn.pad_packed_sequence(packed, batch_first, padding_value=1.5, total_length=4)[0]
    x = _leaf(minitorch, (3, 3, 2) if batch_first else (3, 3, 2))
    assert gradcheck(fn, (x,))
    assert gradgradcheck(fn, (x,))


@needs_torch
@pytest.mark.parametrize("call", [
    "pack(x, [1, 3, 2])",  # unsorted with enforce_sorted=True
    "pack(x, [3, 2, 0])",
    "pack(x, [3, 0, 2], enforce_sorted=False)",
    "pack(x, [3, 2])",
    "pack(x, lib.tensor([[3, 2, 1]]))",
    "pack(x, lib.tensor([3.7, 2.2, 1.9]))",  # converted to int64 first
    "pack(lib.zeros(0, 3), [1, 1, 1])",
    "pack(x[0, 0], [2])",
    "pad(pack(x, [3, 2, 1]), total_length=2)",
    "pad(pack(x, [3, 2, 1]), total_length=3)",
    "pack_sequence([])",
    "rnn.PackedSequence(x)",
])
def test_errors_match_pytorch(call):
    def run(lib):
        rnn = _rnn_utils(lib)
        ns = dict(lib=lib, rnn=rnn, x=lib.arange(18.0).reshape(3, 3, 2), pack=rnn.pack_padded_sequence,
                  pad=rnn.pad_packed_sequence, pack_sequence=rnn.pack_sequence)
        out = eval(call, ns)
        return repr(out)
    mine = same_as_pytorch(run, unexpected=("AttributeError", "NameError"))
    if call.startswith("pack(x, [1, 3, 2])"):
        assert mine[1].startswith("`lengths` array must be sorted in decreasing order when `enforce_sorted` is True")


# -- pack_sequence / unpack_sequence / unpad_sequence -------------------------------------------------

@needs_torch
@pytest.mark.parametrize("enforce_sorted", [True, False])
def test_pack_sequence_and_unpack_sequence_match_pytorch(enforce_sorted):
    lengths = [4, 3, 1] if enforce_sorted else [2, 4, 1, 3]

    def run(lib):
        rnn = _rnn_utils(lib)
        seqs = [_leaf(lib, (n, 2), i) for i, n in enumerate(lengths)]
        packed = rnn.pack_sequence(seqs, enforce_sorted=enforce_sorted)
        unpacked = rnn.unpack_sequence(packed)
        sum((u * (i + 1.5)).sum() for i, u in enumerate(unpacked)).backward()
        return (_packed_fields(packed) + unpacked + [s.grad for s in seqs],
                [graph_names(packed.data)] + [graph_names(u) for u in unpacked])
    (m_tensors, m_names), (t_tensors, t_names) = both(run)
    _same_tensors(m_tensors, t_tensors)
    assert m_names == t_names
    # the round trip gives the sequences back; each gradient is its own scale
    for i, n in enumerate(lengths):
        np.testing.assert_allclose(_np(m_tensors[4 + i]), _array((n, 2), i))
        np.testing.assert_allclose(m_tensors[4 + len(lengths) + i].numpy(), np.full((n, 2), i + 1.5))


@needs_torch
@pytest.mark.parametrize("batch_first", [False, True])
def test_unpad_sequence_matches_pytorch(batch_first):
    def run(lib):
        x = _leaf(lib, (3, 4, 2) if batch_first else (4, 3, 2))
        padded = x * 1.0  # not a leaf: unpad_sequence transposes a time-major batch in place
        out = _rnn_utils(lib).unpad_sequence(padded, lib.tensor([4, 1, 3]), batch_first=batch_first)
        sum((o * (i + 2.0)).sum() for i, o in enumerate(out)).backward()
        return out + [x.grad, padded], [graph_names(o) for o in out]
    (m_tensors, m_names), (t_tensors, t_names) = both(run)
    _same_tensors(m_tensors, t_tensors)
    assert m_names == t_names
    assert tuple(m_tensors[-1].shape) == (3, 4, 2)  # time-major: transposed in place to batch-major


@needs_torch
def test_unpad_sequence_on_a_leaf_fails_as_pytorch():
    same_as_pytorch(lambda lib: _rnn_utils(lib).unpad_sequence(_leaf(lib, (3, 2)), lib.tensor([3, 1])))


# -- RNN / GRU / LSTM over a PackedSequence -------------------------------------------------------------

IN, HID = 3, 4
LENGTHS = [2, 5, 3, 5]  # unsorted, with a tie and a gap


def _build(lib, mode, num_layers, bidirectional, batch_first, sizes=(IN, HID)):
    kwargs = dict(num_layers=num_layers, bidirectional=bidirectional, batch_first=batch_first)
    if mode.startswith("RNN"):
        return lib.nn.RNN(*sizes, nonlinearity="tanh" if mode == "RNN" else "relu", **kwargs)
    return getattr(lib.nn, mode)(*sizes, **kwargs)


def _mirror(mode, num_layers, bidirectional, batch_first):
    torch.manual_seed(0)
    theirs = _build(torch, mode, num_layers, bidirectional, batch_first).double()
    ours = _build(minitorch, mode, num_layers, bidirectional, batch_first).double()
    ours.load_state_dict({k: minitorch.tensor(v.detach().numpy().copy()) for k, v in theirs.state_dict().items()})
    return ours, theirs


def _packed_run(lib, module, mode, batch_first, enforce_sorted, with_hx, lengths=LENGTHS):
    """Pack, run, unpack, a loss weighting every output differently, backward; returns what to compare."""
    rnn = _rnn_utils(lib)
    if enforce_sorted:
        lengths = sorted(lengths, reverse=True)
    batch, steps = len(lengths), max(lengths)
    x = _leaf(lib, (batch, steps, IN) if batch_first else (steps, batch, IN))
    packed = rnn.pack_padded_sequence(x, lengths, batch_first=batch_first, enforce_sorted=enforce_sorted)
    states = module.num_layers * (2 if module.bidirectional else 1)
    hidden = []
    if with_hx:
        hidden = [_leaf(lib, (states, batch, HID), 20 + i) for i in range(2 if mode == "LSTM" else 1)]
        out, h_n = module(packed, tuple(hidden) if mode == "LSTM" else hidden[0])
    else:
        out, h_n = module(packed)
    finals = list(h_n) if mode == "LSTM" else [h_n]
    padded, _ = rnn.pad_packed_sequence(out, batch_first=batch_first)
    outs = [out.data, padded] + finals
    loss = sum((o * lib.tensor(_array(tuple(o.shape), 100 + i))).sum() for i, o in enumerate(outs))
    loss.backward()
    grads = [x.grad] + [h.grad for h in hidden] + [p.grad for _, p in module.named_parameters()]
    return out, outs, grads, [_graph(o) for o in [out.data] + finals]


RNN_CASES = [
    pytest.param(mode, layers, bidirectional, batch_first, enforce_sorted, with_hx,
                 id=f"{mode}-{layers}l-{'bi' if bidirectional else 'uni'}-{'bf' if batch_first else 'tf'}-"
                    f"{'sorted' if enforce_sorted else 'unsorted'}-{'hx' if with_hx else 'nohx'}")
    for mode, layers, bidirectional, batch_first, enforce_sorted, with_hx in
    [(m, layers, bi, bf, es, hx) for m in ("RNN", "RNN_RELU", "GRU", "LSTM")
     for layers, bi, bf, es, hx in [(1, False, False, True, False), (1, True, True, False, True),
                                    (2, False, True, False, True), (2, True, False, False, False),
                                    (3, True, True, True, True)]]]


@needs_torch
@pytest.mark.parametrize("mode, layers, bidirectional, batch_first, enforce_sorted, with_hx", RNN_CASES)
def test_packed_rnn_matches_pytorch(mode, layers, bidirectional, batch_first, enforce_sorted, with_hx):
    ours, theirs = _mirror(mode, layers, bidirectional, batch_first)
    m_out, m_outs, m_grads, m_names = _packed_run(minitorch, ours, mode, batch_first, enforce_sorted, with_hx)
    t_out, t_outs, t_grads, t_names = _packed_run(torch, theirs, mode, batch_first, enforce_sorted, with_hx)
    assert type(m_out).__name__ == "PackedSequence"
    _same_tensors(_packed_fields(m_out)[1:], _packed_fields(t_out)[1:])
    for a, b in zip(m_outs, t_outs):
        assert tuple(a.shape) == tuple(b.shape)
        np.testing.assert_allclose(_np(a), _np(b), rtol=1e-10, atol=1e-12)
    assert len(m_grads) == len(t_grads)
    for a, b in zip(m_grads, t_grads):
        np.testing.assert_allclose(a.numpy(), b.numpy(), rtol=1e-10, atol=1e-12)
    assert m_names == t_names


@pytest.mark.parametrize("mode", ["RNN", "GRU", "LSTM"])
@pytest.mark.parametrize("bidirectional", [False, True])
def test_final_state_is_each_sequences_own_last_step(mode, bidirectional):
    # each sequence run alone, unpadded, gives the packed batch's h_n (and c_n) for it, in batch order
    module = _build(minitorch, mode, 2, bidirectional, True).double()
    rnn = minitorch.nn.utils.rnn
    seqs = [minitorch.tensor(_array((n, IN), i)) for i, n in enumerate(LENGTHS)]
    out, h_n = module(rnn.pack_sequence(seqs, enforce_sorted=False))
    finals = list(h_n) if mode == "LSTM" else [h_n]
    padded, lengths = rnn.pad_packed_sequence(out, batch_first=True)
    assert lengths.tolist() == LENGTHS
    for i, seq in enumerate(seqs):
        alone_out, alone_h = module(seq.unsqueeze(0))
        alone_finals = list(alone_h) if mode == "LSTM" else [alone_h]
        for packed_final, alone_final in zip(finals, alone_finals):
            np.testing.assert_allclose(_np(packed_final[:, i]), _np(alone_final[:, 0]), rtol=1e-12, atol=1e-14)
        np.testing.assert_allclose(_np(padded[i, :LENGTHS[i]]), _np(alone_out[0]), rtol=1e-12, atol=1e-14)
        assert not padded[i, LENGTHS[i]:].any()


@pytest.mark.parametrize("mode", ["RNN", "GRU", "LSTM"])
def test_packed_rnn_gradcheck(mode):
    # small: finite differences over every weight (several layers are compared with PyTorch above)
    module = _build(minitorch, mode, 1, True, False, sizes=(2, 2)).double()
    rnn = minitorch.nn.utils.rnn
    lengths = minitorch.tensor([2, 3, 1])

    def fn(x, h0, *weights):
        packed = rnn.pack_padded_sequence(x, lengths, enforce_sorted=False)
        hx = (h0, h0 * 0.5) if mode == "LSTM" else h0
        out, h_n = _functional(module, mode, packed, hx, weights)
        return rnn.pad_packed_sequence(out)[0], h_n[0] if mode == "LSTM" else h_n
    x = _leaf(minitorch, (3, 3, 2))
    h0 = _leaf(minitorch, (2, 3, 2), 1)
    weights = [p.detach().clone().requires_grad_() for p in module.parameters()]
    assert gradcheck(fn, (x, h0, *weights))


def _functional(module, mode, packed, hx, weights):
    """The module's packed forward through the functional overload, with ``weights`` as its parameters."""
    impl = {"RNN": minitorch.rnn_tanh, "GRU": minitorch.gru, "LSTM": minitorch.lstm}[mode]
    data, batch_sizes, sorted_indices, unsorted_indices = packed
    hx = tuple(h.index_select(1, sorted_indices) for h in hx) if mode == "LSTM" else hx.index_select(1, sorted_indices)
    result = impl(data, batch_sizes, hx, list(weights), True, module.num_layers, 0.0, False, module.bidirectional)
    out = minitorch.nn.utils.rnn.PackedSequence(result[0], batch_sizes, sorted_indices, unsorted_indices)
    finals = [h.index_select(1, unsorted_indices) for h in result[1:]]
    return out, (tuple(finals) if mode == "LSTM" else finals[0])


@needs_torch
@pytest.mark.parametrize("mode", ["rnn_tanh", "rnn_relu", "gru", "lstm"])
@pytest.mark.parametrize("keywords", [False, True])
def test_functional_packed_overload_matches_pytorch(mode, keywords):
    gates = {"rnn_tanh": 1, "rnn_relu": 1, "gru": 3, "lstm": 4}[mode]

    def run(lib):
        x = _leaf(lib, (3, 3, IN))
        packed = _rnn_utils(lib).pack_padded_sequence(x, [3, 2, 2])
        weights = [_leaf(lib, shape, 10 + i) for i, shape in
                   enumerate([(gates * HID, IN), (gates * HID, HID), (gates * HID,), (gates * HID,)])]
        h0 = _leaf(lib, (1, 3, HID), 5)
        hx = (h0, h0 * 2.0) if mode == "lstm" else h0
        args = (packed.data, packed.batch_sizes, hx, weights, True, 1, 0.0, False, False)
        if keywords:
            names = ("data", "batch_sizes", "hx", "params", "has_biases", "num_layers", "dropout", "train",
                     "bidirectional")
            outs = getattr(lib, mode)(**dict(zip(names, args)))
        else:
            outs = getattr(lib, mode)(*args)
        sum((o * (i + 1.0)).sum() for i, o in enumerate(outs)).backward()
        return list(outs) + [x.grad, h0.grad] + [w.grad for w in weights]
    mine, theirs = both(run)
    _same_tensors(mine, theirs)


@needs_torch
@pytest.mark.parametrize("mode, hidden_shape, input_size", [
    ("RNN", (1, 3, HID), IN),      # hidden for the padded batch size, not batch_sizes[0]
    ("GRU", (1, 2, HID), IN + 1),  # input size
    ("RNN", (2, 2, HID), IN),      # number of layers
    ("LSTM", (1, 3, HID), IN),     # PyTorch's LSTM leaves packed checks to the layers: a shape error
])
def test_packed_input_errors_match_pytorch(mode, hidden_shape, input_size):
    def run(lib):
        module = getattr(lib.nn, mode)(input_size, HID).double()
        packed = _rnn_utils(lib).pack_padded_sequence(_leaf(lib, (3, 2, IN)), [3, 1])
        h0 = lib.zeros(*hidden_shape, dtype=lib.float64)
        module(packed, (h0, h0) if mode == "LSTM" else h0)
    mine = same_as_pytorch(run)
    assert mine[0] == "RuntimeError"


@needs_torch
def test_packed_lstm_dropout_in_training_matches_pytorch_shapes():
    # dropout between layers applies to the packed data; values are random, the layout is not
    def run(lib):
        lib.manual_seed(0)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            module = lib.nn.LSTM(IN, HID, num_layers=2, dropout=0.5).double().train()
        packed = _rnn_utils(lib).pack_sequence([_leaf(lib, (n, IN), n) for n in (4, 2, 1)])
        out, (h, c) = module(packed)
        return tuple(out.data.shape), out.batch_sizes.tolist(), tuple(h.shape), type(out).__name__
    same_as_pytorch(run)

