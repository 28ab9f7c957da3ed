"""Recurrent layers with fixed weights: RNN/GRU/LSTM (layers, directions, proj_size, h0/c0, packed input) and cells; outputs and input gradients."""
import sys
torch = __import__(sys.argv[1])
nn = torch.nn
torch.set_default_dtype(torch.float64)
out = []
def fill(m):
    with torch.no_grad():
        for i, p in enumerate(m.parameters()):
            p.copy_(torch.linspace(-0.4, 0.5, p.numel()).reshape(p.shape) * (1 + 0.05 * i))
    return m
def r(t):
    return round(t.sum().item(), 6) + 0.0
x = torch.linspace(-1, 1, 3 * 4 * 5).reshape(3, 4, 5).sin()
for name, m in [("rnn_tanh", nn.RNN(5, 6, 2)), ("rnn_relu_bi", nn.RNN(5, 6, 1, nonlinearity="relu", bidirectional=True)),
                ("gru", nn.GRU(5, 6, 2, bidirectional=True)), ("lstm", nn.LSTM(5, 6, 2)), ("lstm_proj", nn.LSTM(5, 6, 2, proj_size=3, bidirectional=True)),
                ("gru_bf", nn.GRU(5, 6, batch_first=True)), ("lstm_nobias", nn.LSTM(5, 4, bias=False))]:
    fill(m)
    xi = x.clone().requires_grad_()
    y, h = m(xi)
    hs = h if isinstance(h, tuple) else (h,)
    (y.sum() + sum(t.sum() for t in hs)).backward()
    out.append(f"{name}: {tuple(y.shape)} {r(y)} {[tuple(t.shape) for t in hs]} {[r(t) for t in hs]} {r(xi.grad)} {type(y.grad_fn).__name__ if name.startswith('rnn') else ''}")
lstm = fill(nn.LSTM(5, 6, 1))
h0 = torch.full((1, 4, 6), 0.1); c0 = torch.full((1, 4, 6), -0.2)
y, (h, c) = lstm(x, (h0, c0)); out.append(f"lstm_h0: {r(y)} {r(h)} {r(c)}")
packed = nn.utils.rnn.pack_padded_sequence(x, torch.tensor([3, 2, 2, 1]))
py, ph = fill(nn.GRU(5, 6))(packed)
pad, lens = nn.utils.rnn.pad_packed_sequence(py)
out.append(f"packed_gru: {r(pad)} {lens.tolist()} {r(ph)}")
cell = fill(nn.LSTMCell(5, 6)); hx = cx = torch.zeros(4, 6)
for t in range(3):
    hx, cx = cell(x[t], (hx, cx))
out.append(f"lstmcell: {r(hx)} {r(cx)}")
gcell = fill(nn.GRUCell(5, 6)); gh = gcell(x[0])
out.append(f"grucell: {r(gh)} {r(fill(nn.RNNCell(5, 6, nonlinearity='relu'))(x[0]))}")
out.append(f"unbatched: {r(fill(nn.GRU(5, 6))(x[:, 0])[0])}")
try:
    nn.LSTM(5, 6)(x, torch.zeros(1, 4, 6))
except Exception as e:
    out.append(f"bad_hx: {type(e).__name__}: {str(e).splitlines()[0]}")
try:
    nn.GRU(5, 6)(torch.ones(3, 4, 7))
except Exception as e:
    out.append(f"bad_size: {type(e).__name__}: {str(e).splitlines()[0]}")
print("\n".join(out))
