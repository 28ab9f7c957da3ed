"""torch.autograd.graph: Node API (name, next_functions, metadata, hooks, pre-hooks), GradientEdge, increment_version, disable_saved_tensors_hooks, register_multi_grad_hook."""
import sys
torch = __import__(sys.argv[1])
G = torch.autograd.graph
out = []
def run(name, f):
    try: out.append(f"{name}: {f()!r}")
    except Exception as e: out.append(f"{name}: {type(e).__name__}: {str(e).splitlines()[0]}")
x = torch.tensor([1.0, 2.0], requires_grad=True)
y = (x * 3).exp().sum()
fn = y.grad_fn
run("isinstance", lambda: (isinstance(fn, G.Node), issubclass(type(fn), G.Node)))
run("name", lambda: (fn.name(), fn.next_functions[0][0].name()))
run("next_functions", lambda: [[type(f).__name__ if f is not None else None, i] for f, i in fn.next_functions[0][0].next_functions])
run("metadata", lambda: (fn.metadata, type(fn.metadata).__name__))
calls = []
h = fn.register_hook(lambda gi, go: calls.append(("post", len(gi), len(go))))
hp = fn.next_functions[0][0].register_prehook(lambda go: calls.append(("pre", len(go))))
y.backward(retain_graph=True)
run("hook_calls", lambda: calls)
h.remove(); hp.remove(); calls.clear(); y.backward()
run("removed", lambda: calls)
run("edge", lambda: (lambda e: (type(e.node).__name__, e.output_nr))(G.get_gradient_edge(x * 2)))
run("edge_leaf", lambda: type(G.get_gradient_edge(x).node).__name__)
run("edge_nograd", lambda: G.get_gradient_edge(torch.ones(1)))
def inc():
    t = torch.ones(2); v0 = t._version; G.increment_version(t); return t._version - v0
run("increment_version", inc)
def disabled():
    with G.disable_saved_tensors_hooks("no hooks here"):
        with G.saved_tensors_hooks(lambda t: t, lambda t: t):
            pass
run("disable_hooks", disabled)
seen = []
a = torch.ones(2, requires_grad=True); b = torch.ones(2, requires_grad=True)
G.register_multi_grad_hook((a, b), lambda grads: seen.append([g is not None for g in grads]))
(a * 2 + b).sum().backward()
run("multi_grad_hook", lambda: seen)
seen.clear()
G.register_multi_grad_hook((a, b), lambda g: seen.append(g.shape), mode="any")
(b * 3).sum().backward()
run("multi_grad_any", lambda: seen)
run("grad_fn_call", lambda: [t.tolist() for t in (x * 3).grad_fn(torch.ones(2))])
run("accumulate_variable", lambda: G.get_gradient_edge(x).node.variable is x)
run("node_repr_prefix", lambda: repr(fn).split(" object")[0])
run("seq_nr_order", lambda: (x * 2).grad_fn._sequence_nr() < (x * 2).grad_fn._sequence_nr())
print("\n".join(out))
