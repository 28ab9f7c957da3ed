"""Custom autograd.Function corners: mark_dirty, set_materialize_grads, non-differentiable and non-tensor outputs, jvp with save_for_forward, once_differentiable's double-backward error, returning an input, saved tensors freed."""
import sys, warnings
torch = __import__(sys.argv[1])
warnings.simplefilter("ignore")
torch.set_default_dtype(torch.float64)
F = torch.autograd.Function
out = []
def run(name, f):
    try: out.append(f"{name}: {f()!r}")
    except Exception as e: out.append(f"{name}: {type(e).__name__}: {str(e).splitlines()[0]}")
class Dirty(F):
    @staticmethod
    def forward(ctx, x):
        x.mul_(2); ctx.mark_dirty(x); return x
    @staticmethod
    def backward(ctx, g):
        return g * 2
def dirty():
    a = torch.ones(2, requires_grad=True); b = a.clone(); c = Dirty.apply(b); c.sum().backward()
    return c is b, type(c.grad_fn).__name__, a.grad.tolist()
run("mark_dirty", dirty)
def dirty_leaf():
    a = torch.ones(2, requires_grad=True); Dirty.apply(a)
run("mark_dirty_leaf", dirty_leaf)
class NoMat(F):
    @staticmethod
    def forward(ctx, x):
        ctx.set_materialize_grads(False); return x * 2, x * 3
    @staticmethod
    def backward(ctx, g1, g2):
        return (g1 if g1 is not None else 0) + (0 if g2 is None else g2) if g1 is not None or g2 is not None else None
run("materialize_false", lambda: (lambda x: (NoMat.apply(x)[0].sum().backward(), x.grad.tolist())[1])(torch.ones(2, requires_grad=True)))
class Mixed(F):
    @staticmethod
    def forward(ctx, x):
        idx = x.argmax(); ctx.mark_non_differentiable(idx); return x * 2, idx, 7
    @staticmethod
    def backward(ctx, g, gi, gn):
        return g * 2
run("mixed_outputs", lambda: (lambda r: (r[1].requires_grad, r[2], r[0].requires_grad))(Mixed.apply(torch.tensor([1., 3.], requires_grad=True))))
class Ident(F):
    @staticmethod
    def forward(ctx, x):
        return x
    @staticmethod
    def backward(ctx, g):
        return g * 5
def ident():
    a = torch.ones(2, requires_grad=True); b = a * 1; c = Ident.apply(b); c.sum().backward(); return c is b, type(c.grad_fn).__name__, a.grad.tolist()
run("returns_input", ident)
class Sq(F):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_forward(x); ctx.save_for_backward(x); return x ** 2
    @staticmethod
    def backward(ctx, g):
        x, = ctx.saved_tensors; return 2 * x * g
    @staticmethod
    def jvp(ctx, t):
        x, = ctx.saved_tensors; return 2 * x * t
def fwd():
    fw = torch.autograd.forward_ad
    with fw.dual_level():
        d = fw.make_dual(torch.tensor([1., 2.]), torch.tensor([1., 1.]))
        return fw.unpack_dual(Sq.apply(d)).tangent.tolist()
run("jvp", fwd)
class Once(F):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x); return x ** 3
    @staticmethod
    @torch.autograd.function.once_differentiable
    def backward(ctx, g):
        x, = ctx.saved_tensors; return 3 * x ** 2 * g
def once():
    x = torch.ones(2, requires_grad=True); g, = torch.autograd.grad(Once.apply(x).sum(), x, create_graph=True)
    return g.requires_grad, g.grad_fn.name() if g.grad_fn is not None else None, (g.sum().backward() if g.requires_grad else None)
run("once_differentiable", once)
def freed():
    x = torch.ones(2, requires_grad=True); y = Sq.apply(x); y.sum().backward(); return y.grad_fn.saved_tensors
run("saved_after_backward", freed)
class BadCount(F):
    @staticmethod
    def forward(ctx, x, y):
        return x + y
    @staticmethod
    def backward(ctx, g):
        return g
run("wrong_grad_count", lambda: BadCount.apply(torch.ones(1, requires_grad=True), torch.ones(1)).sum().backward())
class BadShape(F):
    @staticmethod
    def forward(ctx, x):
        return x * 2
    @staticmethod
    def backward(ctx, g):
        return torch.ones(3)
run("wrong_grad_shape", lambda: BadShape.apply(torch.ones(2, requires_grad=True)).sum().backward())
run("needs_input_grad", lambda: (lambda: None)())
class NIG(F):
    @staticmethod
    def forward(ctx, a, b, k):
        ctx.flags = ctx.needs_input_grad; return a * b * k
    @staticmethod
    def backward(ctx, g):
        return g, None, None
def nig():
    a = torch.ones(1, requires_grad=True); r = NIG.apply(a, torch.ones(1), 2); return r.grad_fn.flags
run("needs_input_grad_tuple", nig)
print("\n".join(out))
