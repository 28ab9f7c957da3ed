"""pickle round trips of tensors, non-leaves, Parameters, views and whole modules."""
import sys, pickle, copy
torch = __import__(sys.argv[1])
x = torch.ones(2, requires_grad=True)
for obj in [x*2, x, torch.nn.Parameter(torch.ones(2)), torch.ones(3)[1:], torch.ones(2, dtype=torch.int64), torch.tensor(3.5, dtype=torch.float64)]:
    try:
        y = pickle.loads(pickle.dumps(obj)); print(type(y).__name__, y, y.requires_grad, y.is_leaf, y.grad_fn, y._base, y.dtype)
    except Exception as e: print(type(e).__name__, e)
x.grad = torch.ones(2); y = pickle.loads(pickle.dumps(x)); print(y.grad)
v = torch.arange(4.); lst = pickle.loads(pickle.dumps([v, v[1:]])); lst[0][1] = 9; print(lst[1])
m = torch.nn.Linear(2, 3); m2 = pickle.loads(pickle.dumps(m)); print(torch.equal(m.weight, m2.weight), type(m2.weight).__name__)
