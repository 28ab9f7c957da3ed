"""A small GAN with fixed weights: spectral-normalised discriminator, R1 penalty (create_graph), alternating Adam steps, requires_grad toggling, detach()."""
import sys, warnings
torch = __import__(sys.argv[1])
warnings.simplefilter("ignore")
nn = torch.nn; F = torch.nn.functional
torch.set_default_dtype(torch.float64)
def fill(m, scale=1.0):
    with torch.no_grad():
        for i, p in enumerate(m.parameters()):
            p.copy_(torch.linspace(-0.5, 0.5, p.numel()).reshape(p.shape).sin() * scale * (1 + 0.1 * i))
    return m
G = fill(nn.Sequential(nn.Linear(3, 8), nn.LeakyReLU(0.2), nn.Linear(8, 2)))
D = nn.Sequential(nn.utils.spectral_norm(nn.Linear(2, 8)), nn.LeakyReLU(0.2), nn.utils.spectral_norm(nn.Linear(8, 1)))
fill(D)
with torch.no_grad():
    for m in (D[0], D[2]):
        m.weight_u.copy_(F.normalize(torch.linspace(1, 2, m.weight_u.numel()), dim=0))
        m.weight_v.copy_(F.normalize(torch.linspace(-1, 1, m.weight_v.numel()), dim=0))
optG = torch.optim.Adam(G.parameters(), lr=2e-3, betas=(0.5, 0.999))
optD = torch.optim.Adam(D.parameters(), lr=2e-3, betas=(0.5, 0.999))
real = torch.linspace(-1, 1, 16).reshape(8, 2).cos()
z = torch.linspace(-2, 2, 24).reshape(8, 3)
for step in range(4):
    D.requires_grad_(True)
    fake = G(z).detach()
    real_in = real.clone().requires_grad_(True)
    d_real = D(real_in)
    grad, = torch.autograd.grad(d_real.sum(), real_in, create_graph=True)
    r1 = grad.pow(2).sum(1).mean()
    lossD = F.softplus(-d_real).mean() + F.softplus(D(fake)).mean() + 5.0 * r1
    optD.zero_grad(); lossD.backward(); optD.step()
    D.requires_grad_(False)
    lossG = F.softplus(-D(G(z))).mean()
    optG.zero_grad(); lossG.backward(); optG.step()
    print(step, round(lossD.item(), 6), round(lossG.item(), 6), round(r1.item(), 6),
          round(D[0].weight_orig.sum().item(), 6), round(G[0].weight.sum().item(), 6), D[0].weight_orig.grad is None)
print(sorted(D.state_dict().keys()))
D.eval(); print(round(D(real).sum().item(), 6))
