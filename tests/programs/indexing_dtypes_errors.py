"""Indexing and assignment, integer/float/bool dtype rules, NumPy sharing, version-counter and view errors."""
import sys
import numpy as np
torch = __import__(sys.argv[1])
out = []
def show(v):
    out.append(repr(v) if not hasattr(v, "tolist") else (repr(v)))
def trap(f):
    try: show(f())
    except Exception as e: out.append(f"{type(e).__name__}: {str(e).splitlines()[0]}")
x = torch.arange(24.).reshape(2, 3, 4)
trap(lambda: x[..., 1])
trap(lambda: x[:, None, 1:, ::2].shape)
trap(lambda: x[x > 20])
trap(lambda: x[[0, 1], [2, 0]])
trap(lambda: x[[0, 1], :, [2, 0]])
trap(lambda: x[:, [0, 2]][..., [1, 3]].shape)
trap(lambda: x[torch.tensor([True, False])].shape)
trap(lambda: x[::-1])
trap(lambda: x[5])
trap(lambda: x[0, 0, 0].item())
trap(lambda: x[0].item())
def setit():
    y = x.clone(); y[:, 1] = torch.tensor([1., 2, 3, 4]); y[y > 22] = -1; y[0, [0, 2]] += 100; return y
trap(setit)
trap(lambda: torch.zeros(5).index_put_((torch.tensor([0, 0, 2]),), torch.tensor([1., 2, 3]), accumulate=True))
trap(lambda: torch.tensor([[1, 0], [0, 3]]).nonzero(as_tuple=True))
trap(lambda: torch.where(torch.tensor([0, 1, 2]) > 0))
trap(lambda: torch.tensor([5, -5]) // 3)
trap(lambda: torch.tensor([5., -5]).div(3, rounding_mode="floor"))
trap(lambda: torch.tensor([5, -5]) / 2)
trap(lambda: torch.remainder(torch.tensor([-3, 3]), 2))
trap(lambda: torch.fmod(torch.tensor([-3., 3]), 2))
trap(lambda: torch.tensor([1, 2]) * 2.5)
trap(lambda: torch.tensor([1, 2], dtype=torch.int32) + torch.tensor(3))
trap(lambda: (torch.tensor([1, 2], dtype=torch.uint8) - 3))
trap(lambda: torch.tensor([True, False]) & torch.tensor([True, True]))
trap(lambda: torch.tensor([[1, 2.5], [3, 4]]))
trap(lambda: torch.tensor([1, 2]).float().mean())
trap(lambda: torch.tensor([1, 2]).mean())
a = np.ones(3, dtype=np.float32); t = torch.from_numpy(a); a[0] = 7
trap(lambda: t)
trap(lambda: torch.ones(2, requires_grad=True).numpy())
trap(lambda: torch.as_tensor([1, 2], dtype=torch.float64))
def version_error():
    w = torch.ones(3, requires_grad=True); y = w * 2; z = y.sigmoid(); y.mul_(2); z.sum().backward()
trap(version_error)
def view_inplace():
    w = torch.ones(3, requires_grad=True); v = w[:2]; v.mul_(2)
trap(view_inplace)
trap(lambda: torch.ones(2, 3).T.contiguous().is_contiguous())
trap(lambda: torch.ones(2, 3).t().stride())
trap(lambda: torch.tensor(3.5).int())
trap(lambda: torch.tensor([1.5, -1.5]).long())
trap(lambda: torch.zeros(2, 3).masked_fill(torch.tensor([True, False, True]), 1.0))
trap(lambda: torch.zeros(4).scatter_(0, torch.tensor([1, 3]), torch.tensor([5., 6.])))
trap(lambda: torch.ones(3).tolist())
trap(lambda: float(torch.ones(2)))
print("\n".join(out))
