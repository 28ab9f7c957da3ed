"""A VAE with torch.compile, trunc_normal_ init, an EMA updated with torch._foreach_*, and AMP switched off (autocast enabled=False, GradScaler(enabled=False))."""
import sys, copy
torch = __import__(sys.argv[1])
nn = torch.nn; F = torch.nn.functional
torch.manual_seed(0)
device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
torch.set_float32_matmul_precision("high")
class VAE(nn.Module):
    def __init__(self):
        super().__init__()
        self.enc = nn.Sequential(nn.Linear(8, 16), nn.SiLU(), nn.Linear(16, 4))
        self.dec = nn.Sequential(nn.Linear(2, 16), nn.Mish(), nn.Linear(16, 8))
    def forward(self, x):
        mu, logvar = self.enc(x).chunk(2, dim=-1)
        z = mu + torch.randn_like(mu) * (0.5 * logvar).exp()
        return self.dec(z), mu, logvar
def init(m):
    if isinstance(m, nn.Linear):
        nn.init.trunc_normal_(m.weight, std=0.02); nn.init.zeros_(m.bias)
model = VAE().to(device)
model.apply(init)
ema = copy.deepcopy(model).requires_grad_(False)
opt = torch.optim.Adam(model.parameters(), lr=1e-2, amsgrad=True)
scaler = torch.amp.GradScaler(enabled=False)
cmodel = torch.compile(model)
@torch.no_grad()
def ema_update(decay=0.9):
    ep = list(ema.parameters()); mp = list(model.parameters())
    torch._foreach_mul_(ep, decay)
    torch._foreach_add_(ep, mp, alpha=1 - decay)
x = torch.randn(64, 8).to(device, non_blocking=True)
for step in range(20):
    with torch.autocast(device_type="cpu", enabled=False):
        rec, mu, logvar = cmodel(x)
        kld = -0.5 * torch.mean(torch.sum(1 + logvar - mu.pow(2) - logvar.exp(), dim=1))
        loss = F.mse_loss(rec, x) + 0.1 * kld
    opt.zero_grad()
    scaler.scale(loss).backward()
    scaler.step(opt); scaler.update()
    ema_update()
names = [n for n, _ in model.named_modules()]
print("ok", round(loss.item(), 1) > 0, len(names), sum(p.requires_grad for p in ema.parameters()), next(model.parameters()).device)
