"""Activation checkpointing: reentrant and not, the use_reentrant warning, preserve_rng_state with dropout, kwargs, non-tensor outputs, the errors."""
import sys, warnings
torch = __import__(sys.argv[1])
cp = torch.utils.checkpoint
torch.set_default_dtype(torch.float64)
out = []
def run(name, f):
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        try: out.append(f"{name}: {f()!r}")
        except Exception as e: out.append(f"{name}: {type(e).__name__}: {str(e).splitlines()[0]}")
        for x in w: out.append(f"  warn {x.category.__name__}: {str(x.message).splitlines()[0][:110]}")
lin = torch.nn.Linear(3, 3)
with torch.no_grad():
    lin.weight.copy_(torch.linspace(-1, 1, 9).reshape(3, 3)); lin.bias.fill_(0.1)
def f(x, scale=1.0):
    return (lin(x).tanh() * scale).sin()
def grads(use_reentrant, **kw):
    x = torch.linspace(-1, 1, 6).reshape(2, 3).requires_grad_()
    lin.zero_grad()
    y = cp.checkpoint(f, x, use_reentrant=use_reentrant, **kw) if use_reentrant is not None else cp.checkpoint(f, x, **kw)
    y.sum().backward()
    return round(x.grad.sum().item(), 8) + 0.0, round(lin.weight.grad.sum().item(), 8) + 0.0  # a zero's sign is rounding
run("plain", lambda: (lambda x: (f(x).sum().backward(), round(x.grad.sum().item(), 8))[1])(torch.linspace(-1, 1, 6).reshape(2, 3).requires_grad_()))
run("non_reentrant", lambda: grads(False))
run("reentrant", lambda: grads(True))
run("default_warns", lambda: grads(None))
run("kwargs_nonreentrant", lambda: grads(False, scale=2.0))
run("kwargs_reentrant", lambda: grads(True, scale=2.0))
def dropout_rng():
    torch.manual_seed(0)
    x = torch.ones(4, 4, requires_grad=True)
    y = cp.checkpoint(lambda t: torch.nn.functional.dropout(t, 0.5, training=True) * 2, x, use_reentrant=False)
    y.sum().backward()
    return bool(((x.grad != 0) == (y != 0)).all())
run("dropout_same_mask", dropout_rng)
run("no_grad_input_reentrant", lambda: cp.checkpoint(f, torch.ones(1, 3), use_reentrant=True).requires_grad)
def tuple_out():
    x = torch.ones(1, 3, requires_grad=True)
    a, b = cp.checkpoint(lambda t: (t * 2, t.sum()), x, use_reentrant=False)
    (a.sum() + b).backward(); return x.grad.tolist()
run("tuple_out", tuple_out)
run("seq", lambda: cp.checkpoint_sequential(torch.nn.Sequential(lin, torch.nn.Tanh(), lin), 2, torch.ones(2, 3, requires_grad=True), use_reentrant=False).shape)
print("\n".join(out))
