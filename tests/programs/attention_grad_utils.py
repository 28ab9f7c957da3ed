"""Attention and gradient utilities: SDPA variants (masks, GQA, scale), sdpa_kernel, backward(inputs=), batched grads, grad-norm helpers."""
import sys
torch = __import__(sys.argv[1])
F = torch.nn.functional
torch.set_default_dtype(torch.float64)
out = []
def r(x):
    if isinstance(x, (tuple, list)):
        return [r(v) for v in x]
    return round(x.sum().item(), 6) + 0.0 if hasattr(x, "sum") else x
def run(name, f):
    try: out.append(f"{name}: {r(f())}")
    except Exception as e: out.append(f"{name}: {type(e).__name__}: {str(e).splitlines()[0]}")
q = torch.linspace(-1, 1, 2 * 4 * 3 * 8).reshape(2, 4, 3, 8).sin()
k = torch.linspace(-1, 1, 2 * 2 * 5 * 8).reshape(2, 2, 5, 8).cos()
v = torch.linspace(0, 1, 2 * 2 * 5 * 8).reshape(2, 2, 5, 8)
run("sdpa_gqa", lambda: F.scaled_dot_product_attention(q, k, v, enable_gqa=True))
run("sdpa_bool_mask", lambda: F.scaled_dot_product_attention(q[:, :2], k, v, attn_mask=torch.ones(3, 5, dtype=torch.bool).tril()))
run("sdpa_float_mask", lambda: F.scaled_dot_product_attention(q[:, :2], k, v, attn_mask=torch.linspace(-1, 0, 15).reshape(3, 5), scale=0.5))
run("sdpa_causal", lambda: F.scaled_dot_product_attention(q[:, :2], k, v, is_causal=True))
run("sdpa_no_gqa", lambda: F.scaled_dot_product_attention(q, k, v))
def kernel():
    from_attention = torch.nn.attention
    with from_attention.sdpa_kernel(from_attention.SDPBackend.MATH):
        return F.scaled_dot_product_attention(q[:, :2], k, v)
run("sdpa_kernel", kernel)
run("backends", lambda: [b.name for b in [torch.nn.attention.SDPBackend.MATH, torch.nn.attention.SDPBackend.FLASH_ATTENTION]])
def inputs_kw():
    a = torch.ones(2, requires_grad=True); b = torch.ones(2, requires_grad=True)
    (a * b * 3).sum().backward(inputs=[a])
    return a.grad, b.grad
run("backward_inputs", inputs_kw)
def batched():
    a = torch.tensor([1.0, 2.0], requires_grad=True)
    y = a ** 2
    return torch.autograd.grad(y, a, torch.eye(2), is_grads_batched=True)
run("is_grads_batched", batched)
def norms():
    ps = [torch.nn.Parameter(torch.ones(3)), torch.nn.Parameter(torch.ones(2))]
    for p in ps: p.grad = torch.full_like(p, 2.0)
    total = torch.nn.utils.get_total_norm([p.grad for p in ps], norm_type=2.0)
    torch.nn.utils.clip_grads_with_norm_(ps, max_norm=1.0, total_norm=total)
    n2 = torch.nn.utils.clip_grad_norm_(ps, 0.5, norm_type="inf", foreach=False)
    return total, n2, [p.grad for p in ps]
run("grad_norms", norms)
run("clip_nonfinite", lambda: torch.nn.utils.clip_grad_norm_([torch.nn.Parameter(torch.ones(1))], 1.0, error_if_nonfinite=True))
def nonfinite():
    p = torch.nn.Parameter(torch.ones(1)); p.grad = torch.tensor([float("inf")])
    return torch.nn.utils.clip_grad_norm_([p], 1.0, error_if_nonfinite=True)
run("clip_inf", nonfinite)
print("\n".join(out))
