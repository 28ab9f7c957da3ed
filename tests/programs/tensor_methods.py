"""Tensor methods and attributes: conversions, metadata, in-place fills, strides and offsets, .T's warning."""
import sys, warnings
torch = __import__(sys.argv[1])
out = []
def run(name, f):
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        try: out.append(f"{name}: {f()!r}")
        except Exception as e: out.append(f"{name}: {type(e).__name__}: {str(e).splitlines()[0]}")
        for x in w: out.append(f"  warn {x.category.__name__}: {str(x.message).splitlines()[0][:100]}")
x = torch.arange(24.).reshape(2, 3, 4)
for e in ["x.T.shape", "x.mT.shape", "x[0].T.shape", "x[0].H.shape", "x.permute(2, 0, 1).is_contiguous()", "x.transpose(0, 2).stride()",
          "x[1, 1:].storage_offset()", "x[1].data_ptr() - x.data_ptr()", "x.element_size()", "x.nbytes", "x.itemsize", "x.ndim",
          "x.dim_order()", "x.permute(2, 0, 1).dim_order()", "x.char().dtype", "x.byte().dtype", "x.bool().dtype", "x.half().dtype",
          "x.short().dtype", "x.int().dtype", "x.type_as(torch.ones(1, dtype=torch.int8)).dtype", "x.new_full((2,), 7).tolist()",
          "x.new_full((2,), 7).dtype", "torch.tensor(5).tolist()", "torch.tensor([True]).numpy().dtype", "torch.tensor(2.5).item()",
          "type(torch.tensor(2).item()).__name__", "type(torch.tensor(True).item()).__name__", "x.clone().fill_(3)[0, 0].tolist()",
          "torch.zeros(2, 3).copy_(torch.tensor([1., 2., 3.])).tolist()", "torch.zeros(3).index_fill_(0, torch.tensor([0, 2]), 5.).tolist()",
          "torch.zeros(2, 3).scatter_(1, torch.tensor([[0], [2]]), 2.0, reduce='add').tolist()", "x.all(1).shape", "x.any(dim=(0, 2)).tolist()",
          "x.argmax(2, keepdim=True).shape", "x.flatten().shape", "x.unflatten(2, (2, 2)).shape", "x.reshape(1, 2, 1, 12).squeeze((0, 2)).shape",
          "torch.ones(3).bernoulli_(0.0).tolist()", "x.masked_fill_(x > 100, 0).sum().item()", "x.cumsum_(0)[1, 0].tolist() if hasattr(x, 'cumsum_') else None",
          "x.sum(dim=(), keepdim=False).shape", "x.mean(dim=[], keepdim=True).shape", "x.numel()", "len(x)", "x.size(-1)", "x.size()", "x.shape[1:]",
          "torch.Size([2, 3]).numel()", "x.is_leaf", "x.device", "x.layout", "x.is_cuda", "x.names if hasattr(x, 'names') else 'n/a'",
          "x.detach().requires_grad", "torch.ones(2).requires_grad_().clone().is_leaf", "x.contiguous() is x", "x.t() if False else x[0].t().contiguous().is_contiguous()",
          "x.sort(stable=True, dim=-1).indices[0, 0].tolist()", "x.float().dtype is x.dtype", "x.to('cpu') is x", "x.cpu() is x",
          "x.double().to(torch.float32).dtype", "x.to(torch.float64, copy=True) is x", "x.apply_(lambda v: v * 2).sum().item()"]:
    run(e, lambda e=e: eval(e))
print("\n".join(out))
