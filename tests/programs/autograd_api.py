"""Autograd API: checkpointing, accumulation, post-accumulate hooks, Function (setup_context, needs_input_grad, non-differentiable outputs, once_differentiable), grad(allow_unused), saved-tensor hooks, retain_graph errors."""
import sys
torch = __import__(sys.argv[1])
nn = torch.nn
out = []
def trap(f):
    try: out.append(repr(f()))
    except Exception as e: out.append(f"{type(e).__name__}: {str(e).splitlines()[0]}")
torch.manual_seed(0)
seq = nn.Sequential(*[nn.Linear(4, 4) for _ in range(4)]).double()
x = torch.ones(2, 4, dtype=torch.float64, requires_grad=True)
y = torch.utils.checkpoint.checkpoint_sequential(seq, 2, x, use_reentrant=False)
y.sum().backward()
g1 = x.grad.clone()
x.grad = None
y = torch.utils.checkpoint.checkpoint(seq, x, use_reentrant=False); y.sum().backward()
out.append(str(torch.allclose(g1, x.grad)))
counts = []
for p in seq.parameters():
    p.register_post_accumulate_grad_hook(lambda p: counts.append(p.grad.shape))
seq.zero_grad()
for _ in range(2):
    (seq(x).sum() / 2).backward()
out.append(str(len(counts)))
seq[0].requires_grad_(False)
opt = torch.optim.SGD([p for p in seq.parameters() if p.requires_grad], lr=0.1)
opt.add_param_group({"params": seq[0].parameters(), "lr": 0.0})
out.append(str([len(g["params"]) for g in opt.param_groups]))
class Clamp(torch.autograd.Function):
    @staticmethod
    def forward(x, lo):
        return x.clamp(min=lo), (x > lo)
    @staticmethod
    def setup_context(ctx, inputs, output):
        x, lo = inputs
        ctx.mark_non_differentiable(output[1])
        ctx.save_for_backward(output[1])
        ctx.flags = ctx.needs_input_grad
    @staticmethod
    @torch.autograd.function.once_differentiable
    def backward(ctx, g, _):
        (mask,) = ctx.saved_tensors
        return g * mask, None
a = torch.tensor([-1.0, 0.5, 2.0], requires_grad=True)
c, m = Clamp.apply(a, 0.0)
c.sum().backward()
out.append(repr((a.grad, m.requires_grad, c.grad_fn.__class__.__name__)))
u = torch.ones(2, requires_grad=True); v = torch.ones(2, requires_grad=True)
trap(lambda: torch.autograd.grad((u * 2).sum(), [u, v], allow_unused=True))
trap(lambda: torch.autograd.grad((u * 2).sum(), [u, v]))
trap(lambda: torch.autograd.grad((u * 2).sum(), [u, v], allow_unused=True, materialize_grads=True))
def twice():
    z = (u * u).sum(); z.backward(); z.backward()
trap(twice)
def grad_tensors():
    u.grad = None
    torch.autograd.backward([u * 2, u * 3], grad_tensors=[torch.ones(2), torch.full((2,), 2.0)]); return u.grad
trap(grad_tensors)
packed = []
with torch.autograd.graph.saved_tensors_hooks(lambda t: (packed.append(t.shape), t)[1], lambda t: t * 1):
    w = (u * u.exp()).sum()
w.backward()
out.append(str(packed))
trap(lambda: torch.ones(2).requires_grad_().detach().requires_grad)
trap(lambda: torch.autograd.grad(torch.ones(2, requires_grad=True).sum() * 0, torch.ones(1, requires_grad=True)))
print("\n".join(out))
