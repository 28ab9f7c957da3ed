"""Recurrent layers (torch.nn.modules.rnn): RNNCell, GRUCell, LSTMCell, RNN, GRU and LSTM.

Also the functional forms PyTorch exposes at top level (torch.rnn_tanh_cell, rnn_relu_cell, gru_cell,
lstm_cell, rnn_tanh, rnn_relu, gru, lstm), with the same signatures. Everything is a composite of existing
ops that records the graph ATen's CPU implementation records (aten/src/ATen/native/RNN.cpp), op for op:
the cells' in-place add_/sigmoid_/tanh_/mul_ on unsafe_chunk outputs, the whole-sequence input projection
followed by unbind(0), the per-direction stack(outputs, 0), cat of the two directions, and
stack(final_hiddens, 0). So grad_fn names match PyTorch's (TanhBackward0, StackBackward0, ...).
A PackedSequence runs through ATen's packed layers (narrow per step, cat of the step outputs, cat of the
hidden states put aside as sequences end), with the functional forms' packed overloads (data, batch_sizes, ...).
"""
import math
import numbers
import warnings

from .. import functional as F
from .. import init
from ..parameter import Parameter
from ... import _creation
from ..._autocast_state import AUTOCAST, autocast_cast
from ..._generated import variable_type as _vt
from ..._dtype import float32 as _float32
from ..._tensor import Tensor
from ...backends import mkldnn as _mkldnn_flags
from ... import kernels as K
from .module import Module


# -- cells (RNN.cpp: SimpleCell, GRUCell, LSTMCell) -------------------------------------------------
# A layer's parameters travel as one tuple (w_ih, w_hh, b_ih, b_hh), the biases None without bias
# (ATen's CellParams). `projected` says the input is already linear(x, w_ih, b_ih): on CPU the layers
# project the whole sequence at once and hand each cell its time step of that projection.

def _linear_ih(x, params):
    return F.linear(x, params[0], params[2])


def _linear_hh(h, params):
    return F.linear(h, params[1], params[3])


def _input_gates(x, params, projected):
    return x if projected else _linear_ih(x, params)


def _tanh_cell(x, h, params, projected=False):
    # tanh(linear_hh(h).add_(x_w)): not in place, so the step's grad_fn is TanhBackward0
    return _linear_hh(h, params).add_(_input_gates(x, params, projected)).tanh()


def _relu_cell(x, h, params, projected=False):
    return _linear_hh(h, params).add_(_input_gates(x, params, projected)).relu()


def _gru_cell(x, h, params, projected=False):
    # unsafe_chunk's outputs are not autograd views, which is what lets ATen update them in place
    ig = _input_gates(x, params, projected).unsafe_chunk(3, 1)
    hg = _linear_hh(h, params).unsafe_chunk(3, 1)
    reset = hg[0].add_(ig[0]).sigmoid_()
    update = hg[1].add_(ig[1]).sigmoid_()
    new = ig[2].add(hg[2].mul_(reset)).tanh_()
    return (h - new).mul_(update).add_(new)


def _lstm_cell(x, hidden, params, projected=False):
    hx, cx = hidden
    gates = _linear_hh(hx, params).add_(_input_gates(x, params, projected)).unsafe_chunk(4, 1)
    ingate, forgetgate = gates[0].sigmoid_(), gates[1].sigmoid_()
    cellgate, outgate = gates[2].tanh_(), gates[3].sigmoid_()
    cy = (forgetgate * cx).add_(ingate * cellgate)
    hy = outgate * cy.tanh()
    if len(params) > 4:  # LSTM with projections (proj_size > 0): h is projected by w_hr (ATen's matmul_hr)
        hy = hy.matmul(params[4].t())
    return hy, cy


def _check_cell_input(input, input_size):
    if input.size(1) != input_size:
        raise RuntimeError(f"input has inconsistent input_size: got {input.size(1)} expected {input_size}")


def _check_cell_hidden(input, hx, hidden_size, label):
    if input.size(0) != hx.size(0):
        raise RuntimeError(f"Input batch size {input.size(0)} doesn't match hidden{label} batch size {hx.size(0)}")
    if hx.size(1) != hidden_size:
        raise RuntimeError(f"hidden{label} has inconsistent hidden_size: got {hx.size(1)}, expected {hidden_size}")


def _one_hidden_cell(cell, input, hx, w_ih, w_hh, b_ih, b_hh):
    _check_cell_input(input, w_ih.size(1))
    _check_cell_hidden(input, hx, w_hh.size(1), 0)
    return cell(input, hx, (w_ih, w_hh, b_ih, b_hh))


_CUDA_LOWER = {"cuda": "lower_precision_fp"}  # the cells on CUDA's autocast list


def rnn_tanh_cell(input, hx, w_ih, w_hh, b_ih=None, b_hh=None):
    if AUTOCAST.enabled:  # on CUDA's lower_precision_fp list
        input, hx, w_ih, w_hh, b_ih, b_hh = autocast_cast(_CUDA_LOWER, input, hx, w_ih, w_hh, b_ih, b_hh)
    return _one_hidden_cell(_tanh_cell, input, hx, w_ih, w_hh, b_ih, b_hh)


def rnn_relu_cell(input, hx, w_ih, w_hh, b_ih=None, b_hh=None):
    if AUTOCAST.enabled:  # on CUDA's lower_precision_fp list
        input, hx, w_ih, w_hh, b_ih, b_hh = autocast_cast(_CUDA_LOWER, input, hx, w_ih, w_hh, b_ih, b_hh)
    return _one_hidden_cell(_relu_cell, input, hx, w_ih, w_hh, b_ih, b_hh)


def gru_cell(input, hx, w_ih, w_hh, b_ih=None, b_hh=None):
    if AUTOCAST.enabled:  # on CUDA's lower_precision_fp list
        input, hx, w_ih, w_hh, b_ih, b_hh = autocast_cast(_CUDA_LOWER, input, hx, w_ih, w_hh, b_ih, b_hh)
    return _one_hidden_cell(_gru_cell, input, hx, w_ih, w_hh, b_ih, b_hh)


def lstm_cell(input, hx, w_ih, w_hh, b_ih=None, b_hh=None):
    if not isinstance(hx, (list, tuple)):  # PyTorch's parser: hx is a Tensor[] argument
        raise TypeError(f"lstm_cell(): argument 'hx' (position 2) must be tuple of Tensors, not {type(hx).__name__}")
    if AUTOCAST.enabled:  # on CUDA's lower_precision_fp list
        input, w_ih, w_hh, b_ih, b_hh = autocast_cast(_CUDA_LOWER, input, w_ih, w_hh, b_ih, b_hh)
        hx = type(hx)(autocast_cast(_CUDA_LOWER, *hx)) if isinstance(hx, (list, tuple)) else hx
    if len(hx) != 2:
        raise RuntimeError("lstm_cell expects two hidden states")
    _check_cell_input(input, w_ih.size(1))
    _check_cell_hidden(input, hx[0], w_hh.size(1), 0)
    _check_cell_hidden(input, hx[1], w_hh.size(1), 1)
    return _lstm_cell(input, (hx[0], hx[1]), (w_ih, w_hh, b_ih, b_hh))


# -- layers and the layer stack (RNN.cpp: FullLayer, FullBidirectionalLayer, apply_layer_stack) ------

def _output_of(hidden):
    """The part of a cell's hidden state that is the layer's output: h, also for LSTM's (h, c)."""
    return hidden[0] if isinstance(hidden, tuple) else hidden


def _run_steps(cell, steps, hidden, params):
    """The cell over already-projected time steps; returns (per-step outputs, final hidden)."""
    outputs = []
    for x_w in steps:
        hidden = cell(x_w, hidden, params, True)
        outputs.append(_output_of(hidden))
    if not outputs:
        raise RuntimeError("Expected sequence length to be larger than 0 in RNN")
    return outputs, hidden


def _full_layer(cell, input, hidden, params):
    outputs, final = _run_steps(cell, _linear_ih(input, params).unbind(0), hidden, params)
    return _vt.stack(outputs, 0), final


def _bidirectional_layer(cell, input, hiddens, params):
    fw_output, fw_final = _full_layer(cell, input, hiddens[0], params[0])
    # the reverse direction walks time backwards, then its outputs are put back in time order
    rev_steps = _linear_ih(input, params[1]).unbind(0)[::-1]
    rev_outputs, rev_final = _run_steps(cell, rev_steps, hiddens[1], params[1])
    rev_output = _vt.stack(rev_outputs[::-1], 0)
    return _vt.cat([fw_output, rev_output], fw_output.dim() - 1), (fw_final, rev_final)


# -- packed layers (RNN.cpp: PackedLayer, ReversedPackedLayer, PackedBidirectionalLayer) ----------------
# The input is a PackedSequence's data: step t is the next batch_sizes[t] rows, and the batch only shrinks
# (sequences are sorted longest first). A sequence's final hidden state is the one it had at its own last
# step, so those are put aside as the batch shrinks and concatenated at the end.

def _hidden_slice(hidden, start, end):
    if isinstance(hidden, tuple):
        return tuple(h.narrow(0, start, end - start) for h in hidden)
    return hidden.narrow(0, start, end - start)


def _hidden_concat(hiddens):
    if isinstance(hiddens[0], tuple):
        return tuple(_vt.cat(list(parts), 0) for parts in zip(*hiddens))
    return _vt.cat(hiddens, 0)


def _packed_layer(cell, data, hidden, params, batch_sizes):
    projected = _linear_ih(data, params)
    outputs, finished, offset, last_batch = [], [], 0, batch_sizes[0]
    for batch in batch_sizes:
        step = projected.narrow(0, offset, batch)
        offset += batch
        if batch < last_batch:  # the last rows' sequences have ended: keep their hidden state
            finished.append(_hidden_slice(hidden, batch, last_batch))
            hidden = _hidden_slice(hidden, 0, batch)
        last_batch = batch
        hidden = cell(step, hidden, params, True)
        outputs.append(_output_of(hidden))
    finished.append(hidden)
    return _vt.cat(outputs, 0), _hidden_concat(finished[::-1])


def _reversed_packed_layer(cell, data, input_hidden, params, batch_sizes):
    # backwards in time the batch only grows: sequences join with their initial hidden state
    projected = _linear_ih(data, params)
    outputs, offset, last_batch = [], data.size(0), batch_sizes[-1]
    hidden = _hidden_slice(input_hidden, 0, last_batch)
    for batch in reversed(batch_sizes):
        if batch > last_batch:
            hidden = _hidden_concat([hidden, _hidden_slice(input_hidden, last_batch, batch)])
        step = projected.narrow(0, offset - batch, batch)
        offset -= batch
        last_batch = batch
        hidden = cell(step, hidden, params, True)
        outputs.append(_output_of(hidden))
    return _vt.cat(outputs[::-1], 0), hidden


def _packed_bidirectional_layer(cell, data, hiddens, params, batch_sizes):
    fw_output, fw_final = _packed_layer(cell, data, hiddens[0], params[0], batch_sizes)
    rev_output, rev_final = _reversed_packed_layer(cell, data, hiddens[1], params[1], batch_sizes)
    return _vt.cat([fw_output, rev_output], -1), (fw_final, rev_final)


def _pairs(items):
    return [(items[i], items[i + 1]) for i in range(0, len(items), 2)]


def _apply_layer_stack(cell, input, hiddens, params, num_layers, dropout_p, train, bidirectional, batch_sizes=None):
    """Runs the layers bottom-up; returns (last layer's output, final hiddens in (layer, direction) order).
    With batch_sizes (a list), ``input`` is a PackedSequence's data and the packed layers run."""
    if bidirectional:
        layer, hiddens, params = _bidirectional_layer, _pairs(hiddens), _pairs(params)
    else:
        layer = _full_layer
    if batch_sizes is not None:
        packed = _packed_bidirectional_layer if bidirectional else _packed_layer

        def layer(cell, data, hidden, params):
            return packed(cell, data, hidden, params, batch_sizes)
    if num_layers != len(hiddens):
        raise RuntimeError("Expected more hidden states in stacked_rnn")
    if num_layers != len(params):
        raise RuntimeError("Expected more weights in stacked_rnn")
    final_hiddens = []
    for index in range(num_layers):
        input, final = layer(cell, input, hiddens[index], params[index])
        final_hiddens.extend(final if bidirectional else [final])
        if dropout_p != 0 and train and index < num_layers - 1:
            input = F.dropout(input, dropout_p, training=True)
    return input, final_hiddens


def _gather_params(params, has_biases, has_projections=False):
    """The flat weight list as one (w_ih, w_hh, b_ih, b_hh) tuple per layer and direction, with w_hr fifth
    for an LSTM with projections."""
    params = list(params)
    per_layer = (4 if has_biases else 2) + (1 if has_projections else 0)
    if len(params) % per_layer != 0:
        raise RuntimeError("got an incorrect number of RNN parameters")
    groups = [params[i:i + per_layer] for i in range(0, len(params), per_layer)]
    if not has_biases:
        groups = [[g[0], g[1], None, None] + g[2:] for g in groups]
    return [tuple(g) for g in groups]


_PADDED_ARGS = ("input", "hx", "params", "has_biases", "num_layers", "dropout", "train", "bidirectional",
                "batch_first")
_PACKED_ARGS = ("data", "batch_sizes", "hx", "params", "has_biases", "num_layers", "dropout", "train",
                "bidirectional")


def _overload(name, args, kwargs, packed):
    """PyTorch's functional RNNs have two overloads: (input, hx, params, has_biases, num_layers, dropout,
    train, bidirectional, batch_first) and, for a PackedSequence, (data, batch_sizes, hx, params, has_biases,
    num_layers, dropout, train, bidirectional). Returns (input, batch_sizes as a list or None, hx, params,
    has_biases, num_layers, dropout, train, bidirectional, batch_first)."""
    packed = packed or "data" in kwargs or "batch_sizes" in kwargs
    names = _PACKED_ARGS if packed else _PADDED_ARGS
    bound = dict(zip(names, args), **kwargs)
    if len(args) > len(names) or set(bound) != set(names):
        raise TypeError(f"{name}() received an invalid combination of arguments: expected ({', '.join(names)})")
    if packed:
        batch_sizes = [int(b) for b in bound["batch_sizes"].tolist()]
        return (bound["data"], batch_sizes) + tuple(bound[n] for n in names[2:]) + (False,)
    return (bound["input"], None) + tuple(bound[n] for n in names[1:])


def _one_hidden_rnn(cell, input, batch_sizes, hx, params, has_biases, num_layers, dropout, train, bidirectional,
                    batch_first):
    if batch_first:
        input = input.transpose(0, 1)
    output, finals = _apply_layer_stack(cell, input, list(hx.unbind(0)), _gather_params(params, has_biases),
                                        num_layers, dropout, train, bidirectional, batch_sizes)
    if batch_first:
        output.transpose_(0, 1)  # ATen transposes RNN/GRU outputs in place: TransposeBackward1
    return output, _vt.stack(finals, 0)


def _is_packed_call(args):
    # the packed overload's third argument is hx, a tensor; the padded one's is the list of weights
    return len(args) > 2 and isinstance(args[2], Tensor)


def rnn_tanh(*args, **kwargs):
    """rnn_tanh(input, hx, params, has_biases, num_layers, dropout, train, bidirectional, batch_first), or
    rnn_tanh(data, batch_sizes, hx, params, has_biases, num_layers, dropout, train, bidirectional)."""
    return _one_hidden_rnn(_tanh_cell, *_overload("rnn_tanh", args, kwargs, _is_packed_call(args)))


def rnn_relu(*args, **kwargs):
    """As rnn_tanh, with ReLU."""
    return _one_hidden_rnn(_relu_cell, *_overload("rnn_relu", args, kwargs, _is_packed_call(args)))


def gru(*args, **kwargs):
    """As rnn_tanh, with GRU cells."""
    return _one_hidden_rnn(_gru_cell, *_overload("gru", args, kwargs, _is_packed_call(args)))


def lstm(*args, **kwargs):
    """lstm(input, (h0, c0), params, ..., batch_first), or lstm(data, batch_sizes, (h0, c0), params, ...)."""
    # the packed overload's second argument is batch_sizes, a tensor; the padded one's is (h0, c0)
    input, batch_sizes, hx, params, has_biases, num_layers, dropout, train, bidirectional, batch_first = \
        _overload("lstm", args, kwargs, len(args) > 1 and isinstance(args[1], Tensor))
    if len(hx) != 2:
        raise RuntimeError("lstm expects two hidden states")
    has_projections = hx[0].size(2) != hx[1].size(2)  # as ATen decides
    if batch_sizes is None and _use_mkldnn(input, params, hx):
        if not has_projections:
            return _lstm_mkldnn(input, hx, list(params), has_biases, num_layers, dropout, train, bidirectional,
                                batch_first)
        K.warn_once(_MKLDNN_PROJECTIONS)
    if batch_first:
        input = input.transpose(0, 1)
    hiddens = list(zip(hx[0].unbind(0), hx[1].unbind(0)))
    output, finals = _apply_layer_stack(_lstm_cell, input, hiddens, _gather_params(params, has_biases, has_projections),
                                        num_layers, dropout, train, bidirectional, batch_sizes)
    if batch_first:
        output = output.transpose(0, 1)  # LSTM's is out of place: TransposeBackward0
    return output, _vt.stack([h for h, _ in finals], 0), _vt.stack([c for _, c in finals], 0)


# -- LSTM through oneDNN (mkldnn/RNN.cpp) ----------------------------------------------------------
# PyTorch's x86 CPU build runs a float32 LSTM as one fused mkldnn_rnn_layer op per layer and direction (its node:
# MkldnnRnnLayerBackward0); minitorch does the same, so the graph, and a step's speed, are PyTorch's.

_MKLDNN_PROJECTIONS = ("LSTM with projections is not supported with oneDNN. Using default implementation. "
                       "(Triggered internally at /__w/pytorch/pytorch/aten/src/ATen/native/RNN.cpp:1512.)")
_LSTM_MODE = 2  # ideep::rnn_kind::LSTM


def _use_mkldnn(input, params, hx):
    """ATen's use_mkldnn: oneDNN is enabled, everything is on the CPU, the input float32 and not empty."""
    return (_mkldnn_flags.enabled and input.dtype is _float32 and input.device.type == "cpu" and input.numel() != 0
            and all(t.device.type == "cpu" for t in (*params, *hx)))


def _layer_weights(params, index, stride):
    """Layer-and-direction ``index``'s weights in the flat list, with ATen's MatrixRef checks."""
    if len(params) % stride:
        raise RuntimeError(f"MatrixRef: ArrayRef size {len(params)} not divisible by stride {stride}")
    if (index + 1) * stride > len(params):
        raise RuntimeError(f"ArrayRef: invalid slice, N = {index * stride}; M = {stride}; size = {len(params)}")
    return params[index * stride:(index + 1) * stride]


def _lstm_mkldnn(input, hx, params, has_biases, num_layers, dropout_p, train, bidirectional, batch_first):
    """ATen's mkldnn_rnn: the layers and directions as mkldnn_rnn_layer ops on the time-first input, the
    directions' outputs concatenated, dropout between layers; (output, h_n, c_n)."""
    stride = 4 if has_biases else 2
    _layer_weights(params, 0, stride)
    if batch_first:
        input = input.transpose(0, 1)
    layer_input, h0, c0 = input.contiguous(), hx[0].contiguous(), hx[1].contiguous()
    directions = 2 if bidirectional else 1
    hidden_size = h0.size(2)
    hy, cy = [], []
    for layer in range(num_layers):
        outputs = []
        for direction in range(directions):
            index = layer * directions + direction
            weights = _layer_weights(params, index, stride)
            w_ih, w_hh = weights[:2]
            # without biases ATen hands the layer zeros in their places
            b_ih, b_hh = weights[2:] if has_biases else (_creation.zeros_like(w_ih), _creation.zeros_like(w_hh))
            output, h, c, _ = _vt.mkldnn_rnn_layer(layer_input, w_ih, w_hh, b_ih, b_hh, h0[index], c0[index],
                                                   direction > 0, [], _LSTM_MODE, hidden_size, num_layers,
                                                   has_biases, bidirectional, batch_first, train)
            outputs.append(output)
            hy.append(h)
            cy.append(c)
        layer_input = outputs[0] if directions == 1 else _vt.cat(outputs, -1)
        if dropout_p != 0 and train and layer < num_layers - 1:
            layer_input = F.dropout(layer_input, dropout_p, training=True)
    output = layer_input.transpose(0, 1) if batch_first else layer_input
    return output, _vt.stack(hy, 0), _vt.stack(cy, 0)


# -- modules ---------------------------------------------------------------------------------------

def _permute(hx, permutation):
    """A batch's hidden state(s) reordered along the batch dim (PyTorch's permute_hidden): a packed
    batch runs sorted by length, while the caller's hx and h_n are in the batch's own order."""
    if permutation is None:
        return hx
    if isinstance(hx, tuple):
        return tuple(h.index_select(1, permutation) for h in hx)
    return hx.index_select(1, permutation)


def _is_packed(input):
    from ..utils.rnn import PackedSequence  # nn.utils imports nn.modules: bound at call time
    return isinstance(input, PackedSequence)


def _zeros(input, *size):
    return _creation.zeros(*size, dtype=input.dtype, device=input.device)


class RNNBase(Module):
    """Parameters, argument checks and repr shared by RNN, GRU and LSTM (PyTorch's RNNBase)."""

    _GATES = {"LSTM": 4, "GRU": 3, "RNN_TANH": 1, "RNN_RELU": 1}

    def __init__(self, mode, input_size, hidden_size, num_layers=1, bias=True, batch_first=False, dropout=0.0,
                 bidirectional=False, proj_size=0, device=None, dtype=None):
        super().__init__()
        self.mode, self.input_size, self.hidden_size, self.num_layers = mode, input_size, hidden_size, num_layers
        self.bias, self.batch_first, self.dropout = bias, batch_first, float(dropout)
        self.bidirectional, self.proj_size = bidirectional, proj_size
        self._check_arguments(input_size, hidden_size, num_layers, bias, batch_first, dropout, proj_size)
        if mode not in self._GATES:
            raise ValueError("Unrecognized RNN mode: " + mode)
        self._flat_weights_names, self._all_weights = [], []
        for layer in range(num_layers):
            for direction in range(2 if bidirectional else 1):
                self._add_layer_parameters(layer, direction, device, dtype)
        self.reset_parameters()

    @staticmethod
    def _check_arguments(input_size, hidden_size, num_layers, bias, batch_first, dropout, proj_size):
        """PyTorch's checks, in PyTorch's order, with its messages."""
        if not isinstance(dropout, numbers.Number) or not 0 <= dropout <= 1 or isinstance(dropout, bool):
            raise ValueError("dropout should be a number in range [0, 1] representing the probability of an "
                             "element being zeroed")
        if dropout > 0 and num_layers == 1:
            warnings.warn("dropout option adds dropout after all but last recurrent layer, so non-zero dropout "
                          f"expects num_layers greater than 1, but got dropout={dropout} and "
                          f"num_layers={num_layers}", stacklevel=3)
        for name, value, kind in (("bias", bias, bool), ("batch_first", batch_first, bool),
                                  ("input_size", input_size, int), ("hidden_size", hidden_size, int)):
            if not isinstance(value, kind):
                raise TypeError(f"{name} should be of type {kind.__name__}, got: {type(value).__name__}")
            if kind is int and value <= 0:
                raise ValueError(f"{name} must be greater than zero")
        if num_layers <= 0:
            raise ValueError("num_layers must be greater than zero")
        if proj_size < 0:
            raise ValueError("proj_size should be a positive integer or zero to disable projections")
        if proj_size >= hidden_size:
            raise ValueError("proj_size has to be smaller than hidden_size")

    def _add_layer_parameters(self, layer, direction, device, dtype):
        """weight_ih, weight_hh (bias_ih, bias_hh) of one layer and direction, in PyTorch's order."""
        gates = self._GATES[self.mode]  # (PyTorch's RNN takes hidden_size as it is: a bool's error at empty())
        gate_size = self.hidden_size if gates == 1 else gates * self.hidden_size
        num_directions = 2 if self.bidirectional else 1
        real_hidden_size = self.proj_size if self.proj_size > 0 else self.hidden_size  # what h carries
        layer_input_size = self.input_size if layer == 0 else real_hidden_size * num_directions
        shapes = [(gate_size, layer_input_size), (gate_size, real_hidden_size)]
        names = ["weight_ih_l{}{}", "weight_hh_l{}{}"]
        if self.bias:
            shapes += [(gate_size,), (gate_size,)]
            names += ["bias_ih_l{}{}", "bias_hh_l{}{}"]
        if self.proj_size > 0:
            shapes.append((self.proj_size, self.hidden_size))
            names.append("weight_hr_l{}{}")
        names = [name.format(layer, "_reverse" if direction == 1 else "") for name in names]
        for name, shape in zip(names, shapes):
            setattr(self, name, Parameter(_creation.empty(shape, device=device, dtype=dtype)))
        self._flat_weights_names.extend(names)
        self._all_weights.append(names)

    @property
    def _flat_weights(self):
        # looked up on each use, so assigning e.g. rnn.weight_ih_l0 = ... is always seen
        return [getattr(self, name) for name in self._flat_weights_names]

    @property
    def all_weights(self):
        return [[getattr(self, name) for name in names] for names in self._all_weights]

    def flatten_parameters(self):
        """A no-op, as in PyTorch off cuDNN."""

    def reset_parameters(self):
        stdv = 1.0 / math.sqrt(self.hidden_size) if self.hidden_size > 0 else 0
        for weight in self.parameters():
            init.uniform_(weight, -stdv, stdv)

    def check_input(self, input, batch_sizes):
        weight_dtype = self._flat_weights[0].dtype
        if input.dtype != weight_dtype:
            raise ValueError(f"RNN input dtype ({input.dtype}) does not match weight dtype ({weight_dtype}). "
                             f"Convert input: input.to({weight_dtype}), or convert model: model.to({input.dtype})")
        expected_input_dim = 2 if batch_sizes is not None else 3
        if input.dim() != expected_input_dim:
            raise RuntimeError(f"input must have {expected_input_dim} dimensions, got {input.dim()}")
        if self.input_size != input.size(-1):
            raise RuntimeError(f"input.size(-1) must be equal to input_size. Expected {self.input_size}, "
                               f"got {input.size(-1)}")

    def get_expected_hidden_size(self, input, batch_sizes):
        if batch_sizes is not None:
            mini_batch = int(batch_sizes[0])
        else:
            mini_batch = input.size(0) if self.batch_first else input.size(1)
        return (self.num_layers * (2 if self.bidirectional else 1), mini_batch, self.hidden_size)

    def check_hidden_size(self, hx, expected_hidden_size, msg="Expected hidden size {}, got {}"):
        if tuple(hx.size()) != tuple(expected_hidden_size):
            raise RuntimeError(msg.format(expected_hidden_size, list(hx.size())))

    def check_forward_args(self, input, hidden, batch_sizes):
        self.check_input(input, batch_sizes)
        self.check_hidden_size(hidden, self.get_expected_hidden_size(input, batch_sizes))

    def extra_repr(self):
        s = f"{self.input_size}, {self.hidden_size}"
        if self.proj_size != 0:
            s += f", proj_size={self.proj_size}"
        if self.num_layers != 1:
            s += f", num_layers={self.num_layers}"
        if self.bias is not True:
            s += f", bias={self.bias}"
        if self.batch_first is not False:
            s += f", batch_first={self.batch_first}"
        if self.dropout != 0:
            s += f", dropout={self.dropout}"
        if self.bidirectional is not False:
            s += f", bidirectional={self.bidirectional}"
        return s

    def permute_hidden(self, hx, permutation):
        return _permute(hx, permutation)

    def _packed_hidden(self, input, hx, default):
        """For a PackedSequence: (data, batch_sizes, sorted_indices, unsorted_indices, hx), where hx is
        ``default(data, batch_sizes)`` when not given, else the given one in sorted order."""
        data, batch_sizes, sorted_indices, unsorted_indices = input
        hx = default(data, batch_sizes) if hx is None else self.permute_hidden(hx, sorted_indices)
        return data, batch_sizes, sorted_indices, unsorted_indices, hx

    def _zero_hidden(self, data, batch_sizes):
        return _zeros(data, self.num_layers * (2 if self.bidirectional else 1), int(batch_sizes[0]),
                      self.hidden_size)

    def _forward_packed(self, input, hx, impl, default, check):
        """A PackedSequence through the functional impl's packed overload: returns (PackedSequence of the
        outputs, final hidden state(s) in the batch's own order)."""
        from ..utils.rnn import PackedSequence
        data, batch_sizes, sorted_indices, unsorted_indices, hx = self._packed_hidden(input, hx, default)
        if check:  # as PyTorch, whose LSTM leaves a packed input's checks to ATen
            self.check_forward_args(data, hx, batch_sizes)
        output, *hidden = impl(data, batch_sizes, hx, self._flat_weights, self.bias, self.num_layers,
                               self.dropout, self.training, self.bidirectional)
        hidden = hidden[0] if len(hidden) == 1 else tuple(hidden)
        return (PackedSequence(output, batch_sizes, sorted_indices, unsorted_indices),
                self.permute_hidden(hidden, unsorted_indices))

    def _forward_one_hidden(self, input, hx, name, impl):
        """RNN's and GRU's forward: batching, the default h0, the checks, then the functional impl."""
        if _is_packed(input):
            return self._forward_packed(input, hx, impl, self._zero_hidden, check=True)
        tensor = " tensor" if name == "RNN" else ""  # PyTorch's RNN message alone says "tensor"
        if input.dim() not in (2, 3):
            raise ValueError(f"{name}: Expected input to be 2D or 3D, got {input.dim()}D{tensor} instead")
        is_batched = input.dim() == 3
        batch_dim = 0 if self.batch_first else 1
        if not is_batched:
            input = input.unsqueeze(batch_dim)
            if hx is not None:
                if hx.dim() != 2:
                    raise RuntimeError(f"For unbatched 2-D input, hx should also be 2-D but got {hx.dim()}-D tensor")
                hx = hx.unsqueeze(1)
        elif hx is not None and hx.dim() != 3:
            raise RuntimeError(f"For batched 3-D input, hx should also be 3-D but got {hx.dim()}-D tensor")
        if hx is None:
            hx = _zeros(input, *self.get_expected_hidden_size(input, None))
        self.check_forward_args(input, hx, None)
        output, hidden = impl(input, hx, self._flat_weights, self.bias, self.num_layers, self.dropout,
                              self.training, self.bidirectional, self.batch_first)
        if not is_batched:
            output, hidden = output.squeeze(batch_dim), hidden.squeeze(1)
        return output, hidden


class RNN(RNNBase):
    """Elman RNN with tanh or ReLU, as torch.nn.RNN; records ATen's CPU graph (StackBackward0 of TanhBackward0
    steps; a batch_first output is transposed in place, TransposeBackward1, as in PyTorch)."""

    def __init__(self, *args, **kwargs):
        if "proj_size" in kwargs:
            raise ValueError("proj_size argument is only supported for LSTM, not RNN or GRU")
        if len(args) > 3:  # nonlinearity is RNN's 4th positional argument, not RNNBase's
            self.nonlinearity = args[3]
            args = args[:3] + args[4:]
        else:
            self.nonlinearity = kwargs.pop("nonlinearity", "tanh")
        if self.nonlinearity not in ("tanh", "relu"):
            raise ValueError(f"Unknown nonlinearity '{self.nonlinearity}'. Select from 'tanh' or 'relu'.")
        super().__init__("RNN_TANH" if self.nonlinearity == "tanh" else "RNN_RELU", *args, **kwargs)

    def forward(self, input, hx=None):
        impl = rnn_tanh if self.mode == "RNN_TANH" else rnn_relu
        return self._forward_one_hidden(input, hx, "RNN", impl)


class GRU(RNNBase):
    """Multi-layer GRU, as torch.nn.GRU; records ATen's CPU graph (StackBackward0 of AddBackward0 steps)."""

    def __init__(self, *args, **kwargs):
        if "proj_size" in kwargs:
            raise ValueError("proj_size argument is only supported for LSTM, not RNN or GRU")
        super().__init__("GRU", *args, **kwargs)

    def forward(self, input, hx=None):
        return self._forward_one_hidden(input, hx, "GRU", gru)


class LSTM(RNNBase):
    """Multi-layer LSTM, as torch.nn.LSTM (with projections when proj_size > 0).

    The graph is PyTorch's CPU build's: a float32 LSTM runs through oneDNN there, one fused mkldnn_rnn_layer op
    per layer and direction (node MkldnnRnnLayerBackward0), and so it does here (src/minitorch/_kernels_lstm.py).
    Other dtypes, a PackedSequence, projections and ``torch.backends.mkldnn.flags(enabled=False)`` take ATen's
    portable decomposition (FullLayer over LSTMCell), as in PyTorch: the output is StackBackward0 of per-step
    MulBackward0 (o * tanh(c)) nodes, h_n / c_n StackBackward0 of the last steps' MulBackward0 / AddBackward0.
    """

    def __init__(self, *args, **kwargs):
        super().__init__("LSTM", *args, **kwargs)

    def get_expected_hidden_size(self, input, batch_sizes):
        size = super().get_expected_hidden_size(input, batch_sizes)
        return size[:2] + (self.proj_size,) if self.proj_size > 0 else size

    def get_expected_cell_size(self, input, batch_sizes):
        return super().get_expected_hidden_size(input, batch_sizes)

    def check_forward_args(self, input, hidden, batch_sizes):
        self.check_input(input, batch_sizes)
        self.check_hidden_size(hidden[0], self.get_expected_hidden_size(input, batch_sizes),
                               "Expected hidden[0] size {}, got {}")
        self.check_hidden_size(hidden[1], self.get_expected_cell_size(input, batch_sizes),
                               "Expected hidden[1] size {}, got {}")

    def forward(self, input, hx=None):
        if _is_packed(input):
            def default(data, batch_sizes):
                cell = self._zero_hidden(data, batch_sizes)
                hidden = cell[..., :self.proj_size] if self.proj_size > 0 else cell
                return _zeros(data, *hidden.shape), cell
            return self._forward_packed(input, hx, lstm, default, check=False)
        if input.dim() not in (2, 3):
            raise ValueError(f"LSTM: Expected input to be 2D or 3D, got {input.dim()}D instead")
        is_batched = input.dim() == 3
        batch_dim = 0 if self.batch_first else 1
        if not is_batched:
            input = input.unsqueeze(batch_dim)
        if hx is None:
            hx = (_zeros(input, *self.get_expected_hidden_size(input, None)),
                  _zeros(input, *self.get_expected_cell_size(input, None)))
        else:
            hx = self._batched_hidden(hx, is_batched)
        self.check_forward_args(input, hx, None)
        output, hy, cy = lstm(input, hx, self._flat_weights, self.bias, self.num_layers, self.dropout,
                              self.training, self.bidirectional, self.batch_first)
        if not is_batched:
            output, hy, cy = output.squeeze(batch_dim), hy.squeeze(1), cy.squeeze(1)
        return output, (hy, cy)

    @staticmethod
    def _batched_hidden(hx, is_batched):
        """Checks a given (h0, c0) against the input's batching; unbatched ones get their batch dim."""
        want = 3 if is_batched else 2
        if hx[0].dim() != want or hx[1].dim() != want:
            kind = "batched 3-D" if is_batched else "unbatched 2-D"
            raise RuntimeError(f"For {kind} input, hx and cx should also be {want}-D but got "
                               f"({hx[0].dim()}-D, {hx[1].dim()}-D) tensors")
        return hx if is_batched else (hx[0].unsqueeze(1), hx[1].unsqueeze(1))


class RNNCellBase(Module):
    """Parameters, init and repr shared by the cells (PyTorch's RNNCellBase)."""

    def __init__(self, input_size, hidden_size, bias, num_chunks, device=None, dtype=None):
        super().__init__()
        self.input_size, self.hidden_size, self.bias = input_size, hidden_size, bias
        self.weight_ih = Parameter(_creation.empty((num_chunks * hidden_size, input_size), device=device, dtype=dtype))
        self.weight_hh = Parameter(_creation.empty((num_chunks * hidden_size, hidden_size), device=device, dtype=dtype))
        if bias:
            self.bias_ih = Parameter(_creation.empty((num_chunks * hidden_size,), device=device, dtype=dtype))
            self.bias_hh = Parameter(_creation.empty((num_chunks * hidden_size,), device=device, dtype=dtype))
        else:
            self.register_parameter("bias_ih", None)
            self.register_parameter("bias_hh", None)
        self.reset_parameters()

    def extra_repr(self):
        s = f"{self.input_size}, {self.hidden_size}"
        if self.bias is not True:
            s += f", bias={self.bias}"
        if getattr(self, "nonlinearity", "tanh") != "tanh":
            s += f", nonlinearity={self.nonlinearity}"
        return s

    def reset_parameters(self):
        stdv = 1.0 / math.sqrt(self.hidden_size) if self.hidden_size > 0 else 0
        for weight in self.parameters():
            init.uniform_(weight, -stdv, stdv)

    def _batched(self, name, input, hidden):
        """Checks the input's dims; returns (is_batched, input with a batch dim)."""
        if input.dim() not in (1, 2):
            raise ValueError(f"{name}: Expected input to be 1D or 2D, got {input.dim()}D instead")
        for label, value in hidden:
            if value is not None and value.dim() not in (1, 2):
                raise ValueError(f"{name}: Expected {label} to be 1D or 2D, got {value.dim()}D instead")
        is_batched = input.dim() == 2
        return is_batched, (input if is_batched else input.unsqueeze(0))

    def _forward_one_hidden(self, name, input, hx, cell):
        """RNNCell's and GRUCell's forward: batching and the default h0 around the functional cell."""
        is_batched, input = self._batched(name, input, [("hidden", hx)])
        if hx is None:
            hx = _zeros(input, input.size(0), self.hidden_size)
        elif not is_batched:
            hx = hx.unsqueeze(0)
        ret = cell(input, hx, self.weight_ih, self.weight_hh, self.bias_ih, self.bias_hh)
        return ret if is_batched else ret.squeeze(0)


class RNNCell(RNNCellBase):
    """An Elman RNN cell with tanh or ReLU, as torch.nn.RNNCell (output grad_fn TanhBackward0 / ReluBackward0)."""

    def __init__(self, input_size, hidden_size, bias=True, nonlinearity="tanh", device=None, dtype=None):
        super().__init__(input_size, hidden_size, bias, num_chunks=1, device=device, dtype=dtype)
        self.nonlinearity = nonlinearity

    def forward(self, input, hx=None):
        cells = {"tanh": rnn_tanh_cell, "relu": rnn_relu_cell}
        if self.nonlinearity not in cells:  # PyTorch checks it here, after the dims, not in __init__
            self._batched("RNNCell", input, [("hidden", hx)])
            raise RuntimeError(f"Unknown nonlinearity: {self.nonlinearity}")
        return self._forward_one_hidden("RNNCell", input, hx, cells[self.nonlinearity])


class GRUCell(RNNCellBase):
    """A GRU cell, as torch.nn.GRUCell (output grad_fn AddBackward0)."""

    def __init__(self, input_size, hidden_size, bias=True, device=None, dtype=None):
        super().__init__(input_size, hidden_size, bias, num_chunks=3, device=device, dtype=dtype)

    def forward(self, input, hx=None):
        return self._forward_one_hidden("GRUCell", input, hx, gru_cell)


class LSTMCell(RNNCellBase):
    """An LSTM cell, as torch.nn.LSTMCell; returns (h_1, c_1) (grad_fns MulBackward0, AddBackward0)."""

    def __init__(self, input_size, hidden_size, bias=True, device=None, dtype=None):
        super().__init__(input_size, hidden_size, bias, num_chunks=4, device=device, dtype=dtype)

    def forward(self, input, hx=None):
        labels = [] if hx is None else [(f"hx[{i}]", value) for i, value in enumerate(hx)]
        is_batched, input = self._batched("LSTMCell", input, labels)
        if hx is None:
            zeros = _zeros(input, input.size(0), self.hidden_size)
            hx = (zeros, zeros)
        elif not is_batched:
            hx = (hx[0].unsqueeze(0), hx[1].unsqueeze(0))
        hy, cy = lstm_cell(input, hx, self.weight_ih, self.weight_hh, self.bias_ih, self.bias_hh)
        return (hy, cy) if is_batched else (hy.squeeze(0), cy.squeeze(0))
