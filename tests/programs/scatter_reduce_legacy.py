"""The deprecated scatter(..., reduce=) overloads (values, warnings, NotImplemented node) and x.T warning once."""
import sys, warnings
torch = __import__(sys.argv[1])
for s in ['torch.zeros(2, 3).scatter_(1, torch.tensor([[0], [2]]), 2.0, reduce="add")', 'torch.ones(2, 3).scatter_(1, torch.tensor([[0, 0], [2, 1]]), 3.0, reduce="multiply")',
          'torch.zeros(2, 3).scatter(1, torch.tensor([[0], [2]]), torch.ones(2, 2), reduce="add")', 'torch.zeros(2,3).scatter_(1, torch.tensor([[0],[2]]), 2.0, reduce="max")',
          'torch.ones(2, 3).scatter(0, torch.tensor([[1, 0, 1]]), 5.0, reduce="add")']:
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        try: r = eval(s); print(r.tolist())
        except Exception as e: print(type(e).__name__, str(e)[:200])
        print([str(x.message)[:50] for x in w])
y = torch.ones(2, 3, requires_grad=True).scatter(1, torch.tensor([[0], [2]]), 2.0, reduce="add")
print(y.grad_fn.name())
try: y.sum().backward()
except Exception as e: print(type(e).__name__, e)
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    torch.ones(2, 3, 4).T; torch.ones(2, 3).T
    print(len(w))
