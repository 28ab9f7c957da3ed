"""Forward-mode AD and torch.func: dual numbers, jvp/vjp/jacfwd/jacrev/hessian, vmap in/out dims, grad with aux, functional_call, autograd.functional."""
import sys
torch = __import__(sys.argv[1])
torch.set_default_dtype(torch.float64)
fwAD = torch.autograd.forward_ad
func = torch.func
out = []
def r(x):
    if isinstance(x, (tuple, list)):
        return [r(v) for v in x]
    if isinstance(x, dict):
        return {k: r(v) for k, v in x.items()}
    return [round(v, 6) + 0.0 for v in x.reshape(-1).tolist()] if hasattr(x, "reshape") else x
def run(name, f):
    try:
        out.append(f"{name}: {r(f())}")
    except Exception as e:
        out.append(f"{name}: {type(e).__name__}: {str(e).splitlines()[0]}")
x = torch.tensor([0.5, -1.2, 2.0]); t = torch.tensor([1.0, 0.5, -0.25])
def f(x):
    return (x.sin() * x.exp()).cumsum(0) / (1 + x.pow(2)).sqrt()
def dual():
    with fwAD.dual_level():
        d = fwAD.make_dual(x, t)
        y = torch.nn.functional.softplus(f(d)).logsumexp(0) + d.norm() + torch.where(d > 0, d, d * 0.1).sum()
        p, tangent = fwAD.unpack_dual(y)
        return p, tangent
run("dual", dual)
run("jvp", lambda: func.jvp(f, (x,), (t,)))
run("vjp", lambda: func.vjp(f, x)[1](t))
run("jacfwd", lambda: func.jacfwd(f)(x))
run("jacrev", lambda: func.jacrev(f)(x))
run("hessian", lambda: func.hessian(lambda x: f(x).sum())(x))
run("grad_aux", lambda: func.grad(lambda x: (f(x).sum(), x.mean()), has_aux=True)(x))
run("grad_argnums", lambda: func.grad(lambda a, b: (a * b).sum(), argnums=(0, 1))(x, t))
run("vmap", lambda: func.vmap(lambda a, b: (a * b).sum(), in_dims=(0, None))(torch.ones(4, 3), t))
run("vmap_out", lambda: func.vmap(lambda a: (a, a.sum()), out_dims=(1, 0))(torch.arange(6.).reshape(2, 3)))
run("vmap_grad", lambda: func.vmap(func.grad(lambda a: a.sin().sum()))(torch.arange(6.).reshape(2, 3)))
lin = torch.nn.Linear(3, 2)
with torch.no_grad():
    lin.weight.copy_(torch.arange(6.).reshape(2, 3) / 10); lin.bias.fill_(0.1)
params = dict(lin.named_parameters())
run("functional_call", lambda: func.functional_call(lin, {k: v * 2 for k, v in params.items()}, (x,)))
run("grad_params", lambda: func.grad(lambda p: func.functional_call(lin, p, (x,)).pow(2).sum())(params))
AF = torch.autograd.functional
run("af_jvp", lambda: AF.jvp(f, x, t))
run("af_vjp", lambda: AF.vjp(f, x, t))
run("af_hvp", lambda: AF.hvp(lambda x: f(x).sum(), x, t))
run("af_vhp", lambda: AF.vhp(lambda x: f(x).sum(), x, t))
run("af_jacobian_vec", lambda: AF.jacobian(f, x, vectorize=True))
run("af_hessian_strict", lambda: AF.hessian(lambda x: (x ** 3).sum(), x, create_graph=True))
run("fw_unsupported", lambda: func.jvp(lambda a: torch.linalg.eigvalsh(torch.outer(a, a) + torch.eye(3)), (x,), (t,)))
print("\n".join(out))
