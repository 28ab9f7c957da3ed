"""nn.RNN / GRU / LSTM and their cells against PyTorch on the same weights: outputs, final states, the
gradients of the input, h0 and every parameter, grad_fn names, reprs, parameter layout and error messages."""
import warnings

import numpy as np
import pytest

import minitorch
import minitorch.nn as nn

from oracle import needs_torch, torch

SEQ, BATCH, IN, HID = 4, 3, 5, 6


def _dtype(lib, name):
    return getattr(lib, name)


def _array(shape, seed):
    """The same random array for both libraries (a fixed seed per use)."""
    return np.random.default_rng(seed).standard_normal(shape)


def _leaf(lib, array, dtype):
    return lib.tensor(array, dtype=_dtype(lib, dtype), requires_grad=True)


def _mirror(build, dtype, train=False):
    """PyTorch's module and ours with the same constructor arguments and PyTorch's weights loaded into ours."""
    torch.manual_seed(0)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # dropout with one layer warns; tested on its own below
        theirs = build(torch.nn, _dtype(torch, dtype))
        ours = build(nn, _dtype(minitorch, dtype))
    ours.load_state_dict({k: minitorch.tensor(v.detach().numpy().copy()) for k, v in theirs.state_dict().items()})
    theirs.train(train)
    ours.train(train)
    return ours, theirs


def _flat(result):
    """A module's results as a flat list of tensors: RNN/GRU (out, h), LSTM (out, (h, c)), cells h or (h, c)."""
    if isinstance(result, (tuple, list)):
        return [t for item in result for t in _flat(item)]
    return [result]


def _run(lib, module, inputs, dtype):
    """Forward, a loss that weights every output element differently, backward; returns what to compare."""
    leaves = [_leaf(lib, a, dtype) if a is not None else None for a in inputs]
    x, hidden = leaves[0], leaves[1:]
    if not hidden:
        outs = _flat(module(x))
    elif len(hidden) == 1:
        outs = _flat(module(x, hidden[0]))
    else:
        outs = _flat(module(x, tuple(hidden)))
    loss = sum((o * lib.tensor(_array(tuple(o.shape), 100 + i), dtype=o.dtype)).sum() for i, o in enumerate(outs))
    loss.backward()
    grads = {"input": x.grad}
    grads.update({f"h{i}": h.grad for i, h in enumerate(hidden)})
    grads.update({name: p.grad for name, p in module.named_parameters()})
    return [o.detach().numpy() for o in outs], {k: g.numpy() for k, g in grads.items()}


def _compare(ours, theirs, inputs, dtype):
    tol = dict(rtol=1e-10, atol=1e-12) if dtype == "float64" else dict(rtol=1e-4, atol=1e-5)
    our_outs, our_grads = _run(minitorch, ours, inputs, dtype)
    their_outs, their_grads = _run(torch, theirs, inputs, dtype)
    assert len(our_outs) == len(their_outs)
    for a, b in zip(our_outs, their_outs):
        assert a.shape == b.shape and a.dtype == b.dtype
        np.testing.assert_allclose(a, b, **tol)
    assert our_grads.keys() == their_grads.keys()
    for name in their_grads:
        np.testing.assert_allclose(our_grads[name], their_grads[name], err_msg=name, **tol)


# -- RNN / GRU / LSTM: values and gradients ------------------------------------------------------

CONFIGS = {
    "default": ({}, {}),
    "two_layers": ({"num_layers": 2}, {}),
    "bidirectional": ({"bidirectional": True}, {}),
    "batch_first": ({"batch_first": True}, {}),
    "no_bias": ({"bias": False}, {}),
    "everything": ({"num_layers": 2, "bidirectional": True, "batch_first": True, "dropout": 0.3}, {}),
    "h0_given": ({"num_layers": 2, "bidirectional": True}, {"h0": True}),
    "unbatched": ({"num_layers": 2}, {"unbatched": True, "h0": True}),
    "unbatched_batch_first": ({"batch_first": True, "bidirectional": True}, {"unbatched": True}),
    # training mode with p=1: dropout zeroes the first layer's output deterministically, in both libraries
    "train_dropout_one": ({"num_layers": 2, "dropout": 1.0}, {"train": True, "h0": True}),
}


def _sequence_inputs(kind, kwargs, flags):
    layers = kwargs.get("num_layers", 1) * (2 if kwargs.get("bidirectional") else 1)
    if flags.get("unbatched"):
        x_shape, h_shape = (SEQ, IN), (layers, HID)
    else:
        x_shape = (BATCH, SEQ, IN) if kwargs.get("batch_first") else (SEQ, BATCH, IN)
        h_shape = (layers, BATCH, HID)
    inputs = [_array(x_shape, 1)]
    if flags.get("h0"):
        inputs += [_array(h_shape, 2)] + ([_array(h_shape, 3)] if kind == "LSTM" else [])
    return inputs


@needs_torch
@pytest.mark.parametrize("dtype", ["float64", "float32"])
@pytest.mark.parametrize("config", list(CONFIGS))
@pytest.mark.parametrize("kind", ["RNN", "GRU", "LSTM"])
def test_sequence_module_matches_pytorch(kind, config, dtype):
    kwargs, flags = CONFIGS[config]
    ours, theirs = _mirror(lambda m, dt: getattr(m, kind)(IN, HID, dtype=dt, **kwargs), dtype, bool(flags.get("train")))
    _compare(ours, theirs, _sequence_inputs(kind, kwargs, flags), dtype)


@needs_torch
@pytest.mark.parametrize("dtype", ["float64", "float32"])
@pytest.mark.parametrize("config", ["default", "two_layers", "h0_given", "unbatched"])
def test_relu_rnn_matches_pytorch(config, dtype):
    kwargs, flags = CONFIGS[config]
    ours, theirs = _mirror(lambda m, dt: m.RNN(IN, HID, nonlinearity="relu", dtype=dt, **kwargs), dtype)
    _compare(ours, theirs, _sequence_inputs("RNN", kwargs, flags), dtype)


def test_rnn_positional_nonlinearity():
    assert nn.RNN(3, 4, 1, "relu").mode == "RNN_RELU"
    assert nn.RNN(3, 4, 2, "tanh", False).bias is False


# -- cells: values and gradients ---------------------------------------------------------------

CELLS = {
    "RNNCell": lambda m, dt: m.RNNCell(IN, HID, dtype=dt),
    "RNNCell_relu": lambda m, dt: m.RNNCell(IN, HID, nonlinearity="relu", dtype=dt),
    "RNNCell_no_bias": lambda m, dt: m.RNNCell(IN, HID, bias=False, dtype=dt),
    "GRUCell": lambda m, dt: m.GRUCell(IN, HID, dtype=dt),
    "GRUCell_no_bias": lambda m, dt: m.GRUCell(IN, HID, bias=False, dtype=dt),
    "LSTMCell": lambda m, dt: m.LSTMCell(IN, HID, dtype=dt),
    "LSTMCell_no_bias": lambda m, dt: m.LSTMCell(IN, HID, bias=False, dtype=dt),
}


@needs_torch
@pytest.mark.parametrize("dtype", ["float64", "float32"])
@pytest.mark.parametrize("batched", [True, False])
@pytest.mark.parametrize("h0", [True, False])
@pytest.mark.parametrize("cell", list(CELLS))
def test_cell_matches_pytorch(cell, h0, batched, dtype):
    ours, theirs = _mirror(CELLS[cell], dtype)
    x_shape, h_shape = ((BATCH, IN), (BATCH, HID)) if batched else ((IN,), (HID,))
    inputs = [_array(x_shape, 1)]
    if h0:
        inputs += [_array(h_shape, 2)] + ([_array(h_shape, 3)] if cell.startswith("LSTM") else [])
    _compare(ours, theirs, inputs, dtype)


# -- the functional forms (torch.rnn_tanh_cell, ..., torch.lstm) ---------------------------------

def _functional_cases(lib):
    x, h, c = (lib.tensor(_array(s, i), dtype=lib.float64) for i, s in enumerate([(3, 2), (3, 4), (3, 4)]))
    w = {(n, k): lib.tensor(_array((n * 4, k), 10 + n + k), dtype=lib.float64) for n in (1, 3, 4) for k in (2, 4)}
    b = {n: lib.tensor(_array((n * 4,), 20 + n), dtype=lib.float64) for n in (1, 3, 4)}
    seq, hs = lib.tensor(_array((5, 3, 2), 7), dtype=lib.float64), h.unsqueeze(0)
    return [
        lib.rnn_tanh_cell(x, h, w[1, 2], w[1, 4], b[1], b[1]),
        lib.rnn_relu_cell(x, h, w[1, 2], w[1, 4]),
        lib.gru_cell(x, h, w[3, 2], w[3, 4], b[3], b[3]),
        lib.lstm_cell(x, (h, c), w[4, 2], w[4, 4], b[4], b[4]),
        lib.rnn_tanh(seq, hs, [w[1, 2], w[1, 4], b[1], b[1]], True, 1, 0.0, False, False, False),
        lib.rnn_relu(seq, hs, [w[1, 2], w[1, 4]], False, 1, 0.0, False, False, False),
        lib.gru(seq.transpose(0, 1), hs, [w[3, 2], w[3, 4]], False, 1, 0.0, False, False, True),
        lib.lstm(seq, [hs, c.unsqueeze(0)], [w[4, 2], w[4, 4], b[4], b[4]], True, 1, 0.0, False, False, False),
    ]


@needs_torch
def test_functional_forms_match_pytorch():
    ours, theirs = _functional_cases(minitorch), _functional_cases(torch)
    for a, b in zip(ours, theirs):
        a, b = _flat(a), _flat(b)
        assert len(a) == len(b)
        for x, y in zip(a, b):
            np.testing.assert_allclose(x.numpy(), y.numpy(), rtol=1e-12, atol=1e-12)


# -- the recorded graph -------------------------------------------------------------------------

def _graph(fn, depth):
    """grad_fn names down to `depth` levels, as nested (name, [children]) tuples."""
    if fn is None:
        return None
    children = [_graph(n, depth - 1) for n, _ in fn.next_functions] if depth > 1 else []
    return (type(fn).__name__, children)


GRAPH_CASES = {
    "RNNCell": (lambda m: m.RNNCell(3, 4), (2, 3), 4),
    "RNNCell_relu_no_bias": (lambda m: m.RNNCell(3, 4, bias=False, nonlinearity="relu"), (2, 3), 4),
    "GRUCell": (lambda m: m.GRUCell(3, 4), (2, 3), 6),
    "LSTMCell": (lambda m: m.LSTMCell(3, 4), (2, 3), 6),
    "RNN": (lambda m: m.RNN(3, 4), (5, 2, 3), 5),
    "RNN_two_layers": (lambda m: m.RNN(3, 4, num_layers=2), (5, 2, 3), 4),
    "RNN_bidirectional": (lambda m: m.RNN(3, 4, bidirectional=True), (5, 2, 3), 4),
    "RNN_batch_first": (lambda m: m.RNN(3, 4, batch_first=True), (2, 5, 3), 3),
    "GRU": (lambda m: m.GRU(3, 4), (5, 2, 3), 5),
    "GRU_bidirectional": (lambda m: m.GRU(3, 4, bidirectional=True, bias=False), (5, 2, 3), 4),
    "GRU_batch_first": (lambda m: m.GRU(3, 4, batch_first=True), (2, 5, 3), 3),
    # float32 LSTMs go through oneDNN in PyTorch's CPU build: one MkldnnRnnLayerBackward0 per layer and direction
    "LSTM": (lambda m: m.LSTM(3, 4), (5, 2, 3), 4),
    "LSTM_two_layers": (lambda m: m.LSTM(3, 4, num_layers=2), (5, 2, 3), 4),
    "LSTM_bidirectional": (lambda m: m.LSTM(3, 4, bidirectional=True), (5, 2, 3), 4),
    "LSTM_batch_first": (lambda m: m.LSTM(3, 4, batch_first=True), (2, 5, 3), 5),
    "LSTM_no_bias": (lambda m: m.LSTM(3, 4, bias=False), (5, 2, 3), 3),
    "LSTM_deep_bidirectional_batch_first": (
        lambda m: m.LSTM(3, 4, num_layers=2, bidirectional=True, batch_first=True), (2, 5, 3), 5),
    "LSTM_unbatched": (lambda m: m.LSTM(3, 4), (5, 3), 4),
}


@needs_torch
@pytest.mark.parametrize("case", list(GRAPH_CASES))
def test_graph_matches_pytorch(case):
    build, shape, depth = GRAPH_CASES[case]

    def graphs(lib):
        lib.manual_seed(0)
        out = build(lib.nn)(lib.randn(*shape, requires_grad=True))
        return [_graph(t.grad_fn, depth) for t in _flat(out)]
    assert graphs(minitorch) == graphs(torch)


def _names(t):
    return type(t.grad_fn).__name__, [type(n).__name__ for n, _ in t.grad_fn.next_functions]


@needs_torch
@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_lstm_without_onednn_records_the_decomposition(dtype):
    """Where PyTorch does not take oneDNN (float64, or torch.backends.mkldnn disabled) the LSTM is ATen's portable
    graph: the output is StackBackward0 of the steps' MulBackward0 (o * tanh(c)); minitorch records the same."""
    def graphs(lib):
        x = lib.randn(5, 2, 3, dtype=getattr(lib, dtype), requires_grad=True)
        with lib.backends.mkldnn.flags(enabled=dtype == "float64"):
            out, (h, c) = lib.nn.LSTM(3, 4, dtype=getattr(lib, dtype))(x)
            first, _ = lib.nn.LSTM(3, 4, batch_first=True, dtype=getattr(lib, dtype))(x)
        return [_names(t) for t in (out, h, c, first)]
    ours = graphs(minitorch)
    assert ours == graphs(torch)
    assert ours[0] == ("StackBackward0", ["MulBackward0"] * 5)
    assert ours[2] == ("StackBackward0", ["AddBackward0"])


def test_lstm_cell_graph():
    h, c = nn.LSTMCell(3, 4)(minitorch.randn(2, 3))
    assert _names(h) == ("MulBackward0", ["SigmoidBackward0", "TanhBackward0"])
    assert _names(c) == ("AddBackward0", ["MulBackward0", "MulBackward0"])


# -- gradcheck ----------------------------------------------------------------------------------
# Through the functional forms, which take every weight as an argument, so all the gradients are checked.

def _weights(shapes):
    return [minitorch.randn(*s, dtype=minitorch.float64, requires_grad=True) for s in shapes]


def _cell_weights(gates, bias=True):
    return _weights([(gates * 3, 2), (gates * 3, 3)] + ([(gates * 3,), (gates * 3,)] if bias else []))


def _stack_weights(gates, layers, directions):
    shapes = []
    for layer in range(layers):
        for _ in range(directions):
            shapes += [(gates * 3, 2 if layer == 0 else 3 * directions), (gates * 3, 3), (gates * 3,), (gates * 3,)]
    return _weights(shapes)


GRADCHECKS = {
    "rnn_tanh_cell": (lambda x, h, *w: minitorch.rnn_tanh_cell(x, h, *w), (2, 2), [(2, 3)], _cell_weights(1)),
    "rnn_relu_cell": (lambda x, h, *w: minitorch.rnn_relu_cell(x, h, *w), (2, 2), [(2, 3)], _cell_weights(1)),
    "gru_cell": (lambda x, h, *w: minitorch.gru_cell(x, h, *w), (2, 2), [(2, 3)], _cell_weights(3, False)),
    "lstm_cell": (lambda x, h, c, *w: minitorch.lstm_cell(x, (h, c), *w), (2, 2), [(2, 3), (2, 3)],
                  _cell_weights(4)),
    "gru_2_layers_bidirectional": (lambda x, h, *w: minitorch.gru(x, h, w, True, 2, 0.0, False, True, False),
                                   (3, 2, 2), [(4, 2, 3)], _stack_weights(3, 2, 2)),
    "lstm_bidirectional_batch_first": (
        lambda x, h, c, *w: minitorch.lstm(x, (h, c), w, True, 1, 0.0, False, True, True),
        (2, 3, 2), [(2, 2, 3), (2, 2, 3)], _stack_weights(4, 1, 2)),
}


@pytest.mark.parametrize("case", list(GRADCHECKS))
def test_gradcheck(case):
    fn, x_shape, hidden_shapes, weights = GRADCHECKS[case]
    minitorch.manual_seed(0)
    x, *hidden = _weights([x_shape] + hidden_shapes)
    assert minitorch.autograd.gradcheck(lambda *args: tuple(_flat(fn(*args))), (x, *hidden, *weights))


def test_cells_call_the_functional_forms():
    """The modules and the functional forms agree (so gradcheck above covers the modules' math)."""
    cell = nn.GRUCell(2, 3)
    x, h = minitorch.randn(4, 2), minitorch.randn(4, 3)
    expected = minitorch.gru_cell(x, h, cell.weight_ih, cell.weight_hh, cell.bias_ih, cell.bias_hh)
    assert minitorch.equal(cell(x, h), expected)


# -- parameters, repr, init ---------------------------------------------------------------------

MODULES = [
    "RNN(3, 4)", "RNN(3, 4, nonlinearity='relu')", "RNN(3, 4, 2, 'relu', False, True, 0.5, True)",
    "GRU(3, 4, num_layers=3, bias=False)", "GRU(3, 4, dropout=0.25, num_layers=2)",
    "LSTM(3, 4, num_layers=2, batch_first=True, bidirectional=True)", "LSTM(3, 4, dropout=1)",
    "RNNCell(3, 4)", "RNNCell(3, 4, bias=False, nonlinearity='relu')", "GRUCell(3, 4)", "LSTMCell(3, 4, False)",
]


@needs_torch
@pytest.mark.parametrize("expr", MODULES)
def test_repr_and_parameters_match_pytorch(expr):
    def describe(lib):
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            m = eval("lib.nn." + expr, {"lib": lib})
        return (repr(m), [(n, tuple(p.shape)) for n, p in m.named_parameters()], list(m.state_dict()),
                [[tuple(w.shape) for w in ws] for ws in getattr(m, "all_weights", [])])
    assert describe(minitorch) == describe(torch)


@pytest.mark.parametrize("expr", MODULES)
def test_init_is_uniform_in_bound(expr):
    minitorch.manual_seed(0)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        m = eval("nn." + expr)
    bound = 1 / 4 ** 0.5  # 1 / sqrt(hidden_size)
    values = np.concatenate([p.detach().numpy().ravel() for p in m.parameters()])
    assert values.min() >= -bound and values.max() <= bound
    # uniform(-b, b): mean 0, std b / sqrt(3) (about 0.577 b), so not, e.g., kaiming or constant
    assert abs(values.mean()) < bound / 5 and 0.45 * bound < values.std() < 0.7 * bound


def test_device_and_dtype_arguments():
    m = nn.GRU(3, 4, num_layers=2, dtype=minitorch.float64, device="cpu")
    assert {p.dtype for p in m.parameters()} == {minitorch.float64}
    out, h = m(minitorch.randn(5, 2, 3, dtype=minitorch.float64))
    assert out.dtype == h.dtype == minitorch.float64


def test_reassigned_weight_is_used():
    """The flat weight list follows attribute assignment (PyTorch keeps _flat_weights in sync)."""
    rnn = nn.RNN(3, 4, bias=False)
    rnn.weight_hh_l0 = nn.Parameter(minitorch.zeros(4, 4))
    rnn.weight_ih_l0 = nn.Parameter(minitorch.zeros(4, 3))
    out, h = rnn(minitorch.randn(5, 2, 3))
    assert out.abs().sum().item() == 0.0
    assert rnn._flat_weights[0] is rnn.weight_ih_l0


def test_dropout_with_one_layer_warns_like_pytorch():
    def message(lib):
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            lib.nn.GRU(3, 4, dropout=0.5)
        assert [w.category for w in caught] == [UserWarning]
        return str(caught[0].message)
    mine = message(minitorch)
    assert mine == ("dropout option adds dropout after all but last recurrent layer, so non-zero dropout expects "
                    "num_layers greater than 1, but got dropout=0.5 and num_layers=1")
    if torch is not None:
        assert mine == message(torch)


def test_proj_size_checks():
    with pytest.raises(ValueError, match="^proj_size has to be smaller than hidden_size$"):
        nn.LSTM(3, 4, proj_size=4)
    with pytest.raises(ValueError, match="^proj_size argument is only supported for LSTM, not RNN or GRU$"):
        nn.GRU(3, 4, proj_size=2)
    lstm = nn.LSTM(3, 4, proj_size=2)
    assert [tuple(p.shape) for p in lstm.parameters()] == [(16, 3), (16, 2), (16,), (16,), (2, 4)]


# -- error messages ------------------------------------------------------------------------------

def _error(lib, expr):
    def randn(*shape):
        return lib.randn(*shape)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            eval(expr, {"nn": lib.nn, "torch": lib, "randn": randn})
    except Exception as e:  # noqa: BLE001 - compared by type and message
        return type(e).__name__, str(e)
    return None


ERRORS = [
    "nn.RNN(3, 4, dropout=1.5)", "nn.RNN(3, 4, dropout=True)", "nn.GRU(3, 4, dropout='a')", "nn.LSTM(3, 4.0)",
    "nn.LSTM(3.0, 4)", "nn.LSTM(3, 0)", "nn.LSTM(0, 3)", "nn.GRU(3, 4, num_layers=0)", "nn.GRU(3, 4, bias=1)",
    "nn.GRU(3, 4, batch_first=1)", "nn.RNN(3, 4, nonlinearity='sigmoid')", "nn.RNN(3, 4, proj_size=2)",
    "nn.GRU(3, 4, proj_size=0)", "nn.LSTM(3, 4, proj_size=-1)", "nn.LSTM(3, 4, proj_size=4)",
    "nn.RNNCell(3, 4, nonlinearity='sigmoid')(randn(2, 3))",
    "nn.RNN(3, 4)(randn(1, 2, 3, 3))", "nn.RNN(3, 4)(randn(3))", "nn.GRU(3, 4)(randn(1, 2, 3, 3))",
    "nn.LSTM(3, 4)(randn(1, 2, 3, 3))", "nn.RNN(3, 4)(randn(5, 2, 2))", "nn.LSTM(3, 4)(randn(5, 2, 2))",
    "nn.RNN(3, 4)(randn(5, 2, 3).double())",
    "nn.RNN(3, 4)(randn(5, 2, 3), randn(2, 4))", "nn.RNN(3, 4)(randn(5, 3), randn(1, 2, 4))",
    "nn.RNN(3, 4)(randn(5, 2, 3), randn(1, 3, 4))", "nn.GRU(3, 4, num_layers=2)(randn(5, 2, 3), randn(1, 2, 4))",
    "nn.GRU(3, 4)(randn(5, 3), randn(2, 4))",
    "nn.LSTM(3, 4)(randn(5, 2, 3), (randn(1, 2, 4), randn(2, 4)))",
    "nn.LSTM(3, 4)(randn(5, 3), (randn(1, 2, 4), randn(1, 4)))",
    "nn.LSTM(3, 4)(randn(5, 2, 3), (randn(1, 3, 4), randn(1, 2, 4)))",
    "nn.LSTM(3, 4)(randn(5, 2, 3), (randn(1, 2, 4), randn(1, 2, 5)))",
    "nn.LSTM(3, 4)(randn(5, 2, 3), randn(1, 2, 4))", "nn.RNN(3, 4)(randn(0, 2, 3))",
    "nn.RNNCell(3, 4)(randn(1, 2, 3))", "nn.RNNCell(3, 4)(randn(2, 3), randn(1, 2, 4))",
    "nn.GRUCell(3, 4)(randn(1, 2, 3))", "nn.GRUCell(3, 4)(randn(2, 3), randn(1, 2, 4))",
    "nn.LSTMCell(3, 4)(randn(1, 2, 3))", "nn.LSTMCell(3, 4)(randn(2, 3), (randn(2, 4), randn(1, 2, 4)))",
    "nn.RNNCell(3, 4)(randn(2, 5))", "nn.RNNCell(3, 4)(randn(2, 3), randn(3, 4))",
    "nn.RNNCell(3, 4)(randn(2, 3), randn(2, 5))", "nn.GRUCell(3, 4)(randn(2, 5))",
    "nn.GRUCell(3, 4)(randn(2, 3), randn(2, 5))",
    "nn.LSTMCell(3, 4)(randn(2, 3), (randn(2, 5), randn(2, 4)))",
    "nn.LSTMCell(3, 4)(randn(2, 3), (randn(2, 4), randn(2, 5)))",
    "nn.LSTMCell(3, 4)(randn(2, 3), (randn(2, 4), randn(3, 4)))", "nn.RNNCell(3, 4)(randn(3), randn(1, 4))",
    "torch.lstm_cell(randn(2, 3), (randn(2, 4),), randn(16, 3), randn(16, 4))",
    "torch.gru_cell(randn(3), randn(4), randn(12, 3), randn(12, 4))",
    "torch.rnn_tanh(randn(5, 2, 3), randn(1, 2, 4), [randn(4, 3), randn(4, 4), randn(4)], True, 1, 0.0, False, "
    "False, False)",
    "torch.rnn_tanh(randn(5, 2, 3), randn(1, 2, 4), [randn(4, 3), randn(4, 4)], False, 2, 0.0, False, False, False)",
    "torch.lstm(randn(5, 2, 3), [randn(1, 2, 4)], [randn(16, 3), randn(16, 4)], False, 1, 0.0, False, False, False)",
]


@needs_torch
@pytest.mark.parametrize("expr", ERRORS)
def test_error_matches_pytorch(expr):
    theirs = _error(torch, expr)
    assert theirs is not None, "the case must be an error in PyTorch"
    assert _error(minitorch, expr) == theirs
