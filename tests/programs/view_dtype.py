"""Tensor.view(dtype): reinterpreted memory, rescaled last dims, shared version counter, and its errors."""
import sys
torch = __import__(sys.argv[1])
x = torch.arange(6, dtype=torch.float32).reshape(2,3)
for s in ['x.view(torch.int32)', 'x.view(torch.float16).shape', 'x.view(torch.float64)', 'x.view(torch.int8).shape', 'torch.tensor(1.).view(torch.int16)', 'x.t().view(torch.int16)', 'x[:, 1:].view(torch.float16).shape', 'x.reshape(6)[1:].view(torch.float64)', 'x.reshape(6)[1:5].view(torch.float64)', 'x.view(dtype=torch.int32).dtype', 'x.view(torch.bool)', 'x.view(torch.uint8)[0, :4]', 'torch.arange(4, dtype=torch.int16).view(torch.float16)', 'x.requires_grad_().view(torch.float32).requires_grad', 'x.view(torch.float32).grad_fn']:
    try: print(s, '->', eval(s))
    except Exception as e: print(s, '!!', type(e).__name__, e)
y = torch.zeros(4); v = y.view(torch.int32); v[0] = 1065353216; print(y, y._version, v._version)
