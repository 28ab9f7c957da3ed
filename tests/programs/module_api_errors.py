"""Module repr, buffers and state_dict keys, dtype casts, and the error messages of common mistakes."""
import sys
torch = __import__(sys.argv[1])
nn = torch.nn; F = torch.nn.functional
class Block(nn.Module):
    def __init__(self, d):
        super().__init__()
        self.ln = nn.LayerNorm(d, eps=1e-6)
        self.ff = nn.Sequential(nn.Linear(d, 2 * d), nn.GELU(approximate="tanh"), nn.Dropout(0.2), nn.Linear(2 * d, d))
        self.register_buffer("scale", torch.ones(d), persistent=False)
        self.register_buffer("steps", torch.zeros((), dtype=torch.long))
        self.convs = nn.ModuleList([nn.Conv1d(d, d, 3, padding=1, bias=False) for _ in range(2)])
        self.gate = nn.ParameterDict({"a": nn.Parameter(torch.zeros(1))})
    def forward(self, x):
        self.steps += 1
        return x + self.ff(self.ln(x)) * self.scale
m = Block(4)
print(m)
print(list(m.state_dict().keys()))
print(sum(p.numel() for p in m.parameters() if p.requires_grad))
m.double(); print(m.ln.weight.dtype, m.steps.dtype)
errs = []
def trap(f):
    try: f()
    except Exception as e: errs.append(f"{type(e).__name__}: {e}")
trap(lambda: nn.Linear(3, 5)(torch.ones(2, 4)))
trap(lambda: torch.ones(2, 3, requires_grad=True).add_(1))
trap(lambda: torch.ones(2, 3) @ torch.ones(2, 3))
trap(lambda: torch.cat([torch.ones(2, 3), torch.ones(3, 2)]))
trap(lambda: torch.ones(2).backward())
trap(lambda: torch.ones(2, 3).view(4))
trap(lambda: F.cross_entropy(torch.ones(2, 3), torch.tensor([0, 3])))
trap(lambda: torch.ones(3)[5])
trap(lambda: m.load_state_dict({"ln.weight": torch.ones(4)}))
trap(lambda: nn.Conv2d(3, 4, 3)(torch.ones(1, 2, 5, 5)))
trap(lambda: torch.stack([torch.ones(2), torch.ones(3)]))
trap(lambda: torch.ones(2, 2).expand(3, 3))
print("\n".join(errs))
m.eval(); x = torch.randn(2, 4, dtype=torch.float64)
print(torch.equal(m(x), m(x)), m.training, m.ff[2].training, int(m.steps))
