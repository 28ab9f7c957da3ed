"""In-place and view semantics under autograd: the errors PyTorch raises, versions, .data, retain_grad, non-leaf .grad warnings."""
import sys, warnings
torch = __import__(sys.argv[1])
out = []
def run(name, f):
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        try:
            r = f()
            out.append(f"{name}: {r!r}")
        except Exception as e:
            out.append(f"{name}: {type(e).__name__}: {str(e).splitlines()[0]}")
        for x in w:
            out.append(f"  warning {x.category.__name__}: {str(x.message).splitlines()[0]}")
def leaf_view():
    a = torch.ones(3, requires_grad=True); a[0].mul_(2)
run("leaf_view_inplace", leaf_view)
def leaf_inplace():
    a = torch.ones(3, requires_grad=True); a += 1
run("leaf_inplace", leaf_inplace)
def saved_modified():
    a = torch.ones(3, requires_grad=True); b = a.exp(); b.add_(1); b.sum().backward(); return a.grad
run("exp_result_modified", saved_modified)
def saved_input_modified():
    a = torch.ones(3, requires_grad=True); b = a * 1; c = b * b; b.mul_(2); c.sum().backward()
run("mul_input_modified", saved_input_modified)
def view_inplace_ok():
    a = torch.ones(3, requires_grad=True); b = a * 2; v = b[1:]; v.mul_(3); b.sum().backward(); return a.grad, b.grad_fn.__class__.__name__, v.grad_fn.__class__.__name__
run("view_inplace_ok", view_inplace_ok)
def multi_output_view():
    a = torch.ones(4, requires_grad=True); b = a * 1; x, y = b.split(2); x.mul_(2)
run("split_view_inplace", multi_output_view)
def unbind_view():
    a = torch.ones(2, 2, requires_grad=True); b = a * 1; r = b.unbind(0); r[0].add_(1)
run("unbind_view_inplace", unbind_view)
def nograd_view():
    a = torch.ones(3, requires_grad=True); b = a * 1
    with torch.no_grad():
        v = b[:2]
    v.mul_(2)
run("no_grad_view_inplace", nograd_view)
def data_trick():
    a = torch.ones(3, requires_grad=True); b = (a * a).sum(); a.data.mul_(3); b.backward(); return a.grad, a._version
run("data_mutation", data_trick)
def detach_mutation():
    a = torch.ones(3, requires_grad=True); c = a.exp(); d = c.detach(); d.zero_(); c.sum().backward()
run("detach_shares_version", detach_mutation)
def nonleaf_grad():
    a = torch.ones(3, requires_grad=True); b = a * 2; b.sum().backward(); return b.grad
run("nonleaf_grad", nonleaf_grad)
def retain():
    a = torch.ones(3, requires_grad=True); b = a * 2; b.retain_grad(); v = b[1:]; v.retain_grad(); (v * 3).sum().backward(); return b.grad, v.grad
run("retain_grad", retain)
def versions():
    a = torch.zeros(3); v = a[1:]; v.add_(1); a.mul_(2); return a._version, v._version, a.is_leaf
run("versions", versions)
def hooks_on_view():
    a = torch.ones(3, requires_grad=True); b = a * 1; v = b[:2]; v.register_hook(lambda g: g * 10); v.sum().backward(); return a.grad
run("hook_on_view", hooks_on_view)
def requires_grad_nonleaf():
    a = torch.ones(2, requires_grad=True); (a * 2).requires_grad_(False)
run("requires_grad_false_nonleaf", requires_grad_nonleaf)
def int_requires_grad():
    torch.ones(2, dtype=torch.long).requires_grad_()
run("int_requires_grad", int_requires_grad)
def backward_nonscalar():
    (torch.ones(2, requires_grad=True) * 2).backward()
run("backward_nonscalar", backward_nonscalar)
def backward_nograd():
    torch.ones(2).sum().backward()
run("backward_no_grad_fn", backward_nograd)
def set_data_shape():
    a = torch.ones(3, requires_grad=True); a.data = torch.zeros(2); return a.shape, a.requires_grad
run("set_data_other_shape", set_data_shape)
def out_arg():
    a = torch.ones(2, requires_grad=True); o = torch.empty(2); torch.add(a, 1, out=o)
run("out_with_grad", out_arg)
def resize_grad():
    a = torch.ones(2, requires_grad=True); a.resize_(3)
run("resize_requires_grad", resize_grad)
def inplace_on_expanded():
    a = torch.ones(1, 3).expand(2, 3); a.add_(1)
run("expanded_inplace", inplace_on_expanded)
print("\n".join(out))
