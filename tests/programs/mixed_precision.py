"""Mixed precision on CPU with float16 autocast and a GradScaler: dtypes, graph, scale and parameters."""
import sys
torch = __import__(sys.argv[1])
nn = torch.nn
torch.set_printoptions(precision=4)
model = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 3))
with torch.no_grad():
    for i, p in enumerate(model.parameters()):
        p.copy_(torch.linspace(-0.5, 0.5, p.numel()).reshape(p.shape) * (i + 1))
opt = torch.optim.SGD(model.parameters(), lr=0.1)
scaler = torch.amp.GradScaler("cpu", init_scale=2.0 ** 10, growth_interval=2)
x = torch.linspace(-1, 1, 8).reshape(2, 4); y = torch.tensor([0, 2])
for step in range(4):
    with torch.autocast("cpu", dtype=torch.float16):
        out = model(x)
        loss = nn.functional.cross_entropy(out, y)
    print(out.dtype, loss.dtype, type(out.grad_fn).__name__)
    opt.zero_grad()
    scaler.scale(loss).backward()
    scaler.unscale_(opt)
    nn.utils.clip_grad_norm_(model.parameters(), 1.0)
    scaler.step(opt); scaler.update()
    print(scaler.get_scale(), model[0].weight.grad.dtype, round(model[2].bias.sum().item(), 4) + 0.0)
print(scaler.state_dict())
