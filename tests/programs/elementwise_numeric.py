"""Elementwise and numeric functions on float64 with gradients: values and input-gradient sums printed."""
import sys, warnings
torch = __import__(sys.argv[1])
warnings.simplefilter("ignore")
torch.set_default_dtype(torch.float64)
out = []
a0 = torch.tensor([[0.3, -1.7, 2.5], [4.0, -0.2, 0.9]]); b0 = torch.tensor([[1.5, 0.4, -2.0], [0.7, 3.0, -0.6]])
def run(name, f):
    a = a0.clone().requires_grad_(); b = b0.clone().requires_grad_()
    try:
        r = f(a, b)
        r0 = r[0] if isinstance(r, tuple) else r
        if r0.requires_grad:
            r0.sum().backward()
        g = [None if t.grad is None else round(t.grad.sum().item(), 6) + 0.0 for t in (a, b)]
        vals = [round(v, 6) + 0.0 for v in r0.detach().double().reshape(-1).tolist()]
        out.append(f"{name}: {vals} {g} {r0.dtype}")
    except Exception as e:
        out.append(f"{name}: {type(e).__name__}: {str(e).splitlines()[0]}")
T = torch
for name, f in [("lerp", lambda a, b: T.lerp(a, b, 0.3)), ("lerp_t", lambda a, b: T.lerp(a, b, b.sigmoid())),
                ("addcmul", lambda a, b: T.addcmul(a, a, b, value=0.5)), ("addcdiv", lambda a, b: T.addcdiv(a, a, b, value=2)),
                ("atan2", T.atan2), ("hypot", T.hypot), ("logaddexp", T.logaddexp), ("logaddexp2", T.logaddexp2),
                ("copysign", T.copysign), ("fmax", T.fmax), ("fmin", T.fmin), ("maximum", T.maximum),
                ("nan_to_num", lambda a, b: T.nan_to_num(a.log(), nan=0.5, neginf=-9.0)), ("heaviside", lambda a, b: T.heaviside(a.detach(), b.detach())),
                ("logit", lambda a, b: T.logit(a.sigmoid(), eps=1e-6)), ("erfinv", lambda a, b: T.erfinv(a.tanh() * 0.9)),
                ("xlogy", lambda a, b: T.xlogy(a, b.abs())), ("polygamma", lambda a, b: T.polygamma(2, b.abs() + 1)),
                ("mvlgamma", lambda a, b: T.mvlgamma(b.abs() + 2, 2)), ("sinc", lambda a, b: T.sinc(a)), ("deg2rad", lambda a, b: T.deg2rad(a)),
                ("float_power", lambda a, b: T.float_power(a.abs(), b)), ("floor_divide", lambda a, b: T.floor_divide(a, b)),
                ("remainder", lambda a, b: T.remainder(a, b)), ("fmod", lambda a, b: T.fmod(a, b)), ("frac", lambda a, b: a.frac()),
                ("cummin", lambda a, b: T.cummin(a, 1)), ("logcumsumexp", lambda a, b: T.logcumsumexp(a, 1)),
                ("renorm", lambda a, b: T.renorm(a, 2, 0, 1.0)), ("std_mean", lambda a, b: T.std_mean(a, 1)),
                ("cov", lambda a, b: T.cov(a)), ("corrcoef", lambda a, b: T.corrcoef(a)), ("diff_prepend", lambda a, b: T.diff(a, dim=1, prepend=b[:, :1])),
                ("trapezoid", lambda a, b: T.trapezoid(a, dx=0.5)), ("cumulative_trapezoid", lambda a, b: T.cumulative_trapezoid(a, b[0].cumsum(0))),
                ("dist", lambda a, b: T.dist(a, b, 3)), ("cosine_embedding", lambda a, b: T.nn.functional.cosine_similarity(a, b, dim=0)),
                ("pairwise", lambda a, b: T.nn.functional.pairwise_distance(a, b)), ("softmin", lambda a, b: T.nn.functional.softmin(a, 1)),
                ("glu", lambda a, b: T.nn.functional.glu(T.cat([a, b], 1), 1)), ("prelu", lambda a, b: T.nn.functional.prelu(a, b[0, :1].abs())),
                ("rrelu_eval", lambda a, b: T.nn.functional.rrelu(a, training=False)), ("hardshrink", lambda a, b: T.nn.functional.hardshrink(a, 0.5)),
                ("softsign", lambda a, b: T.nn.functional.softsign(a)), ("silu", lambda a, b: T.nn.functional.silu(a)), ("mish", lambda a, b: T.nn.functional.mish(a)),
                ("gelu_tanh", lambda a, b: T.nn.functional.gelu(a, approximate="tanh")), ("elu", lambda a, b: T.nn.functional.elu(a, 0.7)),
                ("threshold", lambda a, b: T.nn.functional.threshold(a, 0.5, -1.0)), ("normalize_p1", lambda a, b: T.nn.functional.normalize(a, p=1, dim=0)),
                ("clamp_tensor", lambda a, b: T.clamp(a, min=b, max=b + 1)), ("where_scalar", lambda a, b: T.where(a > 0, a, 0.5)),
                ("masked_fill", lambda a, b: a.masked_fill(b > 0, 2.0)), ("index_add", lambda a, b: a.index_add(1, T.tensor([0, 0]), b[:, :2], alpha=2)),
                ("scatter_add", lambda a, b: a.scatter_add(1, T.tensor([[0, 1, 0], [2, 2, 1]]), b)),
                ("scatter_reduce", lambda a, b: a.scatter_reduce(1, T.tensor([[0, 1, 0], [2, 2, 1]]), b, "amax", include_self=False)),
                ("gather", lambda a, b: a.gather(1, T.tensor([[2, 0], [1, 1]]))), ("take_along_dim", lambda a, b: T.take_along_dim(a, a.argsort(1), 1)),
                ("index_put", lambda a, b: a.index_put((T.tensor([0, 1]), T.tensor([2, 2])), b[0, :2], accumulate=True)),
                ("masked_scatter", lambda a, b: a.masked_scatter(a > 0, b)), ("put", lambda a, b: a.put(T.tensor([0, 5]), b[0, :2], accumulate=True)),
                ("unique_dim", lambda a, b: T.unique(T.tensor([[1, 2], [1, 2], [0, 3]]), dim=0, return_counts=True)),
                ("bincount_w", lambda a, b: T.bincount(T.tensor([0, 2, 2]), weights=T.tensor([0.5, 1.0, 2.0]))),
                ("topk_unsorted", lambda a, b: T.topk(a, 2, sorted=True)), ("nanmean", lambda a, b: T.nanmean(a.log(), 1)),
                ("gcd", lambda a, b: T.gcd(T.tensor([12, 18]), T.tensor([8, 27]))), ("bitshift", lambda a, b: T.tensor([1, 8]) << T.tensor([3, 1]))]:
    run(name, f)
print("\n".join(out))
