"""torch.func transforms over pytrees of tensors (dicts, lists), and the error for a non-tensor leaf."""
import sys
torch = __import__(sys.argv[1])
f = lambda p: sum(v.sum() for v in (p.values() if isinstance(p, dict) else p))
for a in [3.0, {'a': torch.ones(2), 'b': 2.0}, {'a': torch.ones(2)}, [torch.ones(2), torch.ones(3)]]:
    try: print(torch.func.grad(f if not isinstance(a, float) else (lambda p: torch.tensor(p)))(a))
    except Exception as e: print(type(e).__name__, e)
print(torch.func.grad(lambda a, b: (a['x'] * b[0]).sum(), argnums=(0, 1))({'x': torch.ones(2)}, [torch.full((2,), 3.)]))
print(torch.func.grad_and_value(lambda a: (a['x'] ** 2).sum())({'x': torch.ones(2)}))
print(torch.func.vjp(lambda d: d['x'] * 2, {'x': torch.ones(2)})[1](torch.ones(2)))
print(torch.func.jacrev(lambda d: d['x'] * 2)({'x': torch.ones(2)}))
print(torch.func.jacrev(lambda a, d: d['x'] * a, argnums=(0, 1))(torch.ones(2), {'x': torch.ones(2)}))
print(torch.func.hessian(lambda x: (x ** 3).sum())(torch.ones(2)))
