"""The oneDNN LSTM layer (mkldnn_rnn_layer, node MkldnnRnnLayerBackward0), which a float32 nn.LSTM records on
PyTorch's CPU build and on minitorch: the kernels against finite differences in float64, the op and the module
against PyTorch in float32 (values, every gradient, the graph, double backward), and PyTorch's errors."""
import warnings

import numpy as np
import pytest

import minitorch
from minitorch import kernels as K

from oracle import needs_torch, torch

STEPS, BATCH, IN, HID = 4, 3, 5, 6
LSTM = 2  # the op's mode argument for an LSTM


def _arrays(dtype, seed=0, scale=0.5):
    rng = np.random.default_rng(seed)
    shapes = [(STEPS, BATCH, IN), (4 * HID, IN), (4 * HID, HID), (4 * HID,), (4 * HID,), (BATCH, HID), (BATCH, HID)]
    return [(rng.standard_normal(s) * scale).astype(dtype) for s in shapes]


def _flags(reverse, has_biases):
    return (reverse, [], LSTM, HID, 1, has_biases, False, False, True)


# -- the kernels against finite differences (float64) ----------------------------------------------

@pytest.mark.parametrize("reverse", [False, True])
@pytest.mark.parametrize("has_biases", [True, False])
def test_kernel_gradients_match_finite_differences(reverse, has_biases):
    arrays = _arrays(np.float64)
    rng = np.random.default_rng(1)
    seeds = [rng.standard_normal((STEPS, BATCH, HID)), rng.standard_normal((BATCH, HID)),
             rng.standard_normal((BATCH, HID))]

    def loss(values, with_biases=has_biases):
        out = K.mkldnn_rnn_layer(np, *values, *_flags(reverse, with_biases))
        return sum(float((o * s).sum()) for o, s in zip(out[:3], seeds))

    out = K.mkldnn_rnn_layer(np, *arrays, *_flags(reverse, has_biases))
    grads = K.mkldnn_rnn_layer_backward(np, *arrays, *out[:3], *seeds, reverse, LSTM, HID, 1, has_biases, True,
                                        False, [], False, out[3])
    eps = 1e-6
    for index, (array, grad) in enumerate(zip(arrays, grads)):
        base, with_biases = arrays, has_biases
        if index in (3, 4) and not has_biases:
            # the biases are not read, yet ATen hands back the gates' sum for both: the gradient of zero biases
            base = [np.zeros_like(a) if k in (3, 4) else a for k, a in enumerate(arrays)]
            with_biases = True
        numeric = np.empty_like(array)
        for position in np.ndindex(array.shape):
            values = [a.copy() for a in base]
            values[index][position] += eps
            up = loss(values, with_biases)
            values[index][position] -= 2 * eps
            numeric[position] = (up - loss(values, with_biases)) / (2 * eps)
        np.testing.assert_allclose(grad, numeric, rtol=1e-6, atol=1e-8, err_msg=f"input {index}")


def test_the_kernel_keeps_its_gates_in_the_workspace():
    arrays = _arrays(np.float32)
    out = K.mkldnn_rnn_layer(np, *arrays, *_flags(False, True))
    assert out[3].dtype == np.uint8 and out[3].ndim == 1
    assert out[3].size == STEPS * BATCH * 5 * HID * 4  # four gates and the cell state, per step, float32
    assert not np.shares_memory(out[1], out[0]) and not np.shares_memory(out[2], out[3])


# -- the op against PyTorch (float32) ---------------------------------------------------------------

def _op(lib, arrays, reverse, has_biases, used=(0, 1, 2)):
    tensors = [lib.tensor(a, requires_grad=True) for a in arrays]
    out = lib.mkldnn_rnn_layer(*tensors, *_flags(reverse, has_biases))
    rng = np.random.default_rng(2)
    loss = sum((out[k] * lib.tensor(rng.standard_normal(tuple(out[k].shape)).astype(np.float32))).sum()
               for k in used)
    grads = lib.autograd.grad(loss, tensors)
    return out, grads


@needs_torch
@pytest.mark.parametrize("reverse", [False, True])
@pytest.mark.parametrize("has_biases", [True, False])
@pytest.mark.parametrize("used", [(0, 1, 2), (0,), (1, 2)], ids=["all", "output", "final"])
def test_op_matches_pytorch(reverse, has_biases, used):
    arrays = _arrays(np.float32)
    ours, our_grads = _op(minitorch, arrays, reverse, has_biases, used)
    theirs, their_grads = _op(torch, arrays, reverse, has_biases, used)
    for a, b in zip(ours[:3], theirs[:3]):
        np.testing.assert_allclose(a.detach().numpy(), b.detach().numpy(), rtol=1e-5, atol=1e-6)
    for a, b in zip(our_grads, their_grads):
        np.testing.assert_allclose(a.numpy(), b.numpy(), rtol=1e-5, atol=1e-5)
    assert [o.requires_grad for o in ours] == [o.requires_grad for o in theirs] == [True, True, True, False]
    assert ours[0].grad_fn.name() == theirs[0].grad_fn.name() == "MkldnnRnnLayerBackward0"
    assert ours[3].dtype == minitorch.uint8


@needs_torch
def test_saved_attributes_are_pytorchs():
    arrays = _arrays(np.float32)
    nodes = []
    for lib in (minitorch, torch):
        out = lib.mkldnn_rnn_layer(*[lib.tensor(a, requires_grad=True) for a in arrays], *_flags(True, True))
        nodes.append(out[0].grad_fn)
    ours, theirs = nodes
    names = [n for n in dir(theirs) if n.startswith("_saved_")]
    for name in names:
        a, b = getattr(ours, name), getattr(theirs, name)
        if name == "_saved_result3":  # oneDNN's workspace layout is its own; both are bytes
            assert a.dtype == minitorch.uint8 and b.dtype == torch.uint8
        elif isinstance(b, torch.Tensor):
            np.testing.assert_allclose(a.detach().numpy(), b.detach().numpy(), rtol=1e-5, atol=1e-6, err_msg=name)
        else:
            assert a == b, name


@needs_torch
@pytest.mark.parametrize("dtype, message", [
    ("float64", "get_mkldnn_dtype: unsupported data type"),
    ("uint8", "itensor_view_from_dense expects float, bfloat16 or half tensor input")])
def test_op_refuses_what_onednn_refuses(dtype, message):
    arrays = [a.astype(dtype) for a in _arrays(np.float32)]
    for lib in (minitorch, torch):
        with pytest.raises(RuntimeError) as error:
            lib.mkldnn_rnn_layer(*[lib.tensor(a) for a in arrays], *_flags(False, True))
        assert str(error.value) == message


@needs_torch
def test_forward_ad_is_not_implemented_as_in_pytorch():
    messages = []
    for lib in (minitorch, torch):
        fw = lib.autograd.forward_ad
        with fw.dual_level():
            x = fw.make_dual(lib.randn(5, 3, 4), lib.randn(5, 3, 4))
            with pytest.raises(NotImplementedError) as error:
                lib.nn.LSTM(4, 6)(x)
        messages.append(str(error.value))
    assert messages[0] == messages[1]
    assert messages[0].startswith("Trying to use forward AD with mkldnn_rnn_layer that does not support it")


# -- nn.LSTM against PyTorch ---------------------------------------------------------------------------

def _lstm_step(lib, kwargs, shape, with_hidden, seed=0):
    rng = np.random.default_rng(seed)
    module = lib.nn.LSTM(IN, HID, **kwargs)
    with lib.no_grad():
        for p in module.parameters():
            p.copy_(lib.tensor((rng.standard_normal(tuple(p.shape)) * 0.5).astype(np.float32)))
    x = lib.tensor(rng.standard_normal(shape).astype(np.float32), requires_grad=True)
    inputs = [x] + list(module.parameters())
    args = [x]
    if with_hidden:
        layers = module.num_layers * (2 if module.bidirectional else 1)
        batch = shape[0] if kwargs.get("batch_first") else shape[1]
        h0 = lib.tensor(rng.standard_normal((layers, batch, kwargs.get("proj_size") or HID)).astype(np.float32),
                        requires_grad=True)
        c0 = lib.tensor(rng.standard_normal((layers, batch, HID)).astype(np.float32), requires_grad=True)
        args.append((h0, c0))
        inputs += [h0, c0]
    output, (h, c) = module(*args)
    loss = (output * output).sum() + (h * 1.5).sum() + (c * 0.5).sum()
    return [output, h, c], lib.autograd.grad(loss, inputs)


LSTM_CASES = {
    "plain": ({}, (STEPS, BATCH, IN), False),
    "batch_first_with_hidden": ({"batch_first": True}, (BATCH, STEPS, IN), True),
    "two_layers": ({"num_layers": 2}, (STEPS, BATCH, IN), True),
    "bidirectional": ({"bidirectional": True}, (STEPS, BATCH, IN), True),
    "no_bias": ({"bias": False}, (STEPS, BATCH, IN), False),
    "deep_bidirectional_batch_first": ({"num_layers": 2, "bidirectional": True, "batch_first": True},
                                       (BATCH, STEPS, IN), True),
}


@needs_torch
@pytest.mark.parametrize("case", list(LSTM_CASES))
def test_lstm_matches_pytorch(case):
    kwargs, shape, with_hidden = LSTM_CASES[case]
    ours, our_grads = _lstm_step(minitorch, kwargs, shape, with_hidden)
    theirs, their_grads = _lstm_step(torch, kwargs, shape, with_hidden)
    for a, b in zip(ours + list(our_grads), theirs + list(their_grads)):
        np.testing.assert_allclose(a.detach().numpy(), b.detach().numpy(), rtol=1e-5, atol=1e-5)
    for a, b in zip(ours, theirs):
        assert a.grad_fn.name() == b.grad_fn.name()


@needs_torch
def test_double_backward_matches_pytorch():
    """create_graph=True: the layer's backward is ATen's differentiable composite (its input gradient is
    CatBackward0 of the steps' UnsqueezeBackward0), differentiated again."""
    results = []
    for lib in (minitorch, torch):
        rng = np.random.default_rng(3)
        module = lib.nn.LSTM(IN, HID)
        with lib.no_grad():
            for p in module.parameters():
                p.copy_(lib.tensor((rng.standard_normal(tuple(p.shape)) * 0.5).astype(np.float32)))
        x = lib.tensor(rng.standard_normal((STEPS, BATCH, IN)).astype(np.float32), requires_grad=True)
        output, (h, c) = module(x)
        first, = lib.autograd.grad((output ** 2).sum() + c.sum(), x, create_graph=True)
        second = lib.autograd.grad((first ** 2).sum(), [x] + list(module.parameters()))
        results.append((first, second))
    (ours, our_second), (theirs, their_second) = results
    assert ours.grad_fn.name() == theirs.grad_fn.name() == "CatBackward0"
    assert [f.name() for f, _ in ours.grad_fn.next_functions] == [f.name() for f, _ in theirs.grad_fn.next_functions]
    np.testing.assert_allclose(ours.detach().numpy(), theirs.detach().numpy(), rtol=1e-5, atol=1e-5)
    for a, b in zip(our_second, their_second):
        np.testing.assert_allclose(a.numpy(), b.numpy(), rtol=1e-4, atol=1e-5)


@needs_torch
def test_dropout_between_layers_is_recorded_as_pytorchs():
    def names(lib):
        lib.manual_seed(0)
        output = lib.nn.LSTM(IN, HID, num_layers=2, dropout=0.5)(lib.randn(STEPS, BATCH, IN))[0]
        return output.grad_fn.name(), [f.name() if f else None for f, _ in output.grad_fn.next_functions[0][0]
                                       .next_functions]
    assert names(minitorch) == names(torch) == ("MkldnnRnnLayerBackward0", ["MkldnnRnnLayerBackward0", None])


@needs_torch
def test_no_grad_and_eval_give_pytorchs_values():
    x = np.random.default_rng(4).standard_normal((STEPS, BATCH, IN)).astype(np.float32)
    outs = []
    for lib in (minitorch, torch):
        lib.manual_seed(0)
        module = lib.nn.LSTM(IN, HID)
        with lib.no_grad():
            for p, q in zip(module.parameters(), _arrays(np.float32, seed=5)[1:5]):
                p.copy_(lib.tensor(q))
            first = module(lib.tensor(x))[0]
        module.eval()
        second = module(lib.tensor(x))[0]
        assert first.grad_fn is None and second.grad_fn.name() == "MkldnnRnnLayerBackward0"
        outs.append((first.numpy(), second.detach().numpy()))
    for a, b in zip(*outs):
        np.testing.assert_allclose(a, b, rtol=1e-5, atol=1e-6)


@needs_torch
def test_projections_warn_once_and_take_the_portable_path():
    message = ("LSTM with projections is not supported with oneDNN. Using default implementation. "
               "(Triggered internally at /__w/pytorch/pytorch/aten/src/ATen/native/RNN.cpp:1512.)")
    K._WARNED_ONCE.discard(message)  # TORCH_WARN_ONCE: the first call of the process warns
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        module = minitorch.nn.LSTM(IN, HID, proj_size=3)
        output = module(minitorch.randn(STEPS, BATCH, IN))[0]
        module(minitorch.randn(STEPS, BATCH, IN))
    assert [(w.category, str(w.message)) for w in caught] == [(UserWarning, message)]
    assert output.grad_fn.name() == "StackBackward0"


@needs_torch
@pytest.mark.parametrize("case", ["params_for_fewer_layers", "params_not_whole_layers", "params_for_one_direction"])
def test_weight_list_errors_are_pytorchs(case):
    """torch.lstm with a flat weight list that does not fit: ATen's MatrixRef refuses it on the oneDNN path."""
    def call(lib):
        module = lib.nn.LSTM(3, 4)
        params = list(module.parameters())
        layers, bidirectional = {"params_for_fewer_layers": (2, False), "params_not_whole_layers": (1, False),
                                 "params_for_one_direction": (1, True)}[case]
        if case == "params_not_whole_layers":
            params = params[:3]
        states = layers * (2 if bidirectional else 1)
        hx = (lib.zeros(states, 2, 4), lib.zeros(states, 2, 4))
        with pytest.raises(RuntimeError) as error:
            lib.lstm(lib.randn(5, 2, 3), hx, params, True, layers, 0.0, False, bidirectional, False)
        return str(error.value)
    assert call(minitorch) == call(torch)
