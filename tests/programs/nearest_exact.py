"""interpolate(mode="nearest-exact") in 1-3 D: shapes, values, gradients, node names."""
import sys
torch = __import__(sys.argv[1]); F = torch.nn.functional
torch.set_default_dtype(torch.float64)
for shape, kw in [((1, 2, 5), dict(size=7)), ((1, 2, 5), dict(scale_factor=1.7)), ((1, 1, 4, 5), dict(size=(7, 3))), ((1, 1, 4, 5), dict(scale_factor=(2.5, 0.6))),
                  ((1, 1, 3, 4, 5), dict(size=(4, 6, 2))), ((2, 1, 6), dict(size=3)), ((1, 1, 3, 3), dict(size=(6, 6)))]:
    x = torch.linspace(-1, 1, int(torch.tensor(shape).prod())).reshape(shape).sin().requires_grad_()
    y = F.interpolate(x, mode="nearest-exact", **kw)
    (y * torch.linspace(0, 1, y.numel()).reshape(y.shape)).sum().backward()
    print(tuple(y.shape), round(y.sum().item(), 8) + 0.0, round(x.grad.sum().item(), 8), round((x.grad * x).sum().item(), 8), type(y.grad_fn).__name__)
