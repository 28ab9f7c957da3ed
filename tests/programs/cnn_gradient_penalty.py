"""A CNN with BatchNorm/GroupNorm, a custom autograd.Function, forward hooks, a gradient penalty (create_graph), ReduceLROnPlateau, distributions and KL."""
import sys
torch = __import__(sys.argv[1])
nn = torch.nn; F = torch.nn.functional
torch.manual_seed(0)
class Swish(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x * torch.sigmoid(x)
    @staticmethod
    def backward(ctx, g):
        (x,) = ctx.saved_tensors
        s = torch.sigmoid(x)
        return g * (s + x * s * (1 - s))
class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv2d(3, 8, 3, padding=1), nn.BatchNorm2d(8), nn.ReLU(inplace=True), nn.MaxPool2d(2),
            nn.Conv2d(8, 16, 3, stride=1, padding="same", groups=2), nn.GroupNorm(4, 16), nn.GELU(), nn.Dropout2d(0.1),
            nn.AdaptiveAvgPool2d((2, 2)))
        self.fc = nn.Linear(64, 10)
    def forward(self, x):
        x = self.features(x)
        x = torch.flatten(x, 1)
        return self.fc(Swish.apply(x))
net = Net()
acts = {}
net.features[0].register_forward_hook(lambda m, i, o: acts.__setitem__("c0", o.detach()))
opt = torch.optim.SGD(net.parameters(), lr=0.05, momentum=0.9, nesterov=True, weight_decay=1e-4)
sched = torch.optim.lr_scheduler.ReduceLROnPlateau(opt, mode="min", factor=0.5, patience=1)
X = torch.randn(32, 3, 16, 16); y = torch.randint(0, 10, (32,))
X = F.interpolate(X, scale_factor=0.5, mode="bilinear", align_corners=False)
for step in range(5):
    out = net(X)
    loss = F.cross_entropy(out, y)
    # gradient penalty (WGAN-GP style)
    xi = X.clone().requires_grad_(True)
    o = net(xi).logsumexp(1).sum()
    g, = torch.autograd.grad(o, xi, create_graph=True)
    gp = ((g.flatten(1).norm(2, dim=1) - 1) ** 2).mean()
    total = loss + 0.1 * gp
    opt.zero_grad(); total.backward(); opt.step(); sched.step(total.item())
d = torch.distributions.Normal(torch.zeros(4), torch.ones(4) * 2)
q = torch.distributions.Normal(torch.tensor([0.5] * 4, requires_grad=True), torch.ones(4))
z = q.rsample((3,))
kl = torch.distributions.kl_divergence(q, d).sum()
(kl + q.log_prob(z).mean()).backward()
w = torch.where(out > 0, out, torch.zeros_like(out)).clamp(max=1.0)
cat = torch.cat([w, torch.stack([w.mean(0)] * 2)], 0)
print("ok", tuple(acts["c0"].shape), tuple(cat.shape), net.features[1].running_mean.shape, opt.param_groups[0]["lr"], bool(torch.isfinite(gp)), kl.item() > 0, tuple(z.shape))
