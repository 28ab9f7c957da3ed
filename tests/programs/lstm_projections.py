"""LSTM with projections (proj_size): parameters, repr, packed and unbatched input, hidden-size errors, torch.lstm."""
import sys
torch = __import__(sys.argv[1]); nn = torch.nn
torch.set_default_dtype(torch.float64)
m = nn.LSTM(3, 5, 2, proj_size=2, bidirectional=True, bias=False)
print([ (n, tuple(p.shape)) for n, p in m.named_parameters()])
print(m)
with torch.no_grad():
    for i, p in enumerate(m.parameters()): p.copy_(torch.linspace(-0.3, 0.4, p.numel()).reshape(p.shape) + 0.01 * i)
x = torch.linspace(-1, 1, 4 * 2 * 3).reshape(4, 2, 3)
packed = nn.utils.rnn.pack_padded_sequence(x, torch.tensor([4, 2]))
y, (h, c) = m(packed)
print(y.data.sum().item().__round__(8), h.shape, c.shape, h.sum().item().__round__(8))
y, (h, c) = m(x[:, 0])
print(y.shape, h.shape, c.shape)
for hx in [(torch.zeros(4, 2, 5), torch.zeros(4, 2, 5)), (torch.zeros(4, 2, 2), torch.zeros(4, 2, 2))]:
    try: m(x, hx)
    except Exception as e: print(type(e).__name__, e)
try: nn.GRU(3, 5, proj_size=2)
except Exception as e: print(type(e).__name__, e)
print(torch.lstm(x, (torch.zeros(4, 2, 2), torch.zeros(4, 2, 5)), m._flat_weights, False, 2, 0.0, False, True, False)[0].sum().item().__round__(8))
