"""Creation, shape and index utilities, dtype queries: values and dtypes printed."""
import sys
torch = __import__(sys.argv[1])
out = []
def t(expr, **env):
    try:
        r = eval(expr, {"torch": torch, **env})
        out.append(f"{expr} -> {r!r}")
    except Exception as e:
        out.append(f"{expr} !! {type(e).__name__}: {str(e).splitlines()[0]}")
x = torch.arange(12.).reshape(3, 4)
E = dict(x=x)
for e in ["torch.full_like(x, 7, dtype=torch.int32)", "torch.zeros_like(x, dtype=torch.bool)", "torch.ones_like(x[0])",
          "torch.empty_like(x).shape", "torch.cat([x, x], dim=-1).shape", "torch.flatten(x.reshape(3, 2, 2), 0, 1).shape",
          "x.reshape(1, 3, 1, 4).squeeze((0, 2)).shape", "x.unsqueeze(-1).shape", "torch.movedim(x.reshape(3, 2, 2), 0, -1).shape",
          "torch.roll(x, (1, -1), (0, 1))", "torch.rot90(x, 1, (0, 1))", "torch.tril(x, -1)", "torch.triu(x, 1)",
          "torch.diag_embed(x[:2, :2])", "torch.block_diag(x[:1, :2], x[:2, :1])", "torch.take(x, torch.tensor([0, 5, 11]))",
          "torch.repeat_interleave(torch.tensor([1, 2]), torch.tensor([2, 3]))", "torch.tril_indices(3, 3)",
          "torch.cartesian_prod(torch.tensor([1, 2]), torch.tensor([3, 4]))", "torch.combinations(torch.tensor([1, 2, 3]), 2)",
          "torch.bucketize(torch.tensor([0.5, 3.0, 9.0]), torch.tensor([1.0, 3.0, 5.0]), right=True)",
          "torch.searchsorted(torch.tensor([1, 3, 5, 7]), torch.tensor([3, 6]), side='right')",
          "torch.histogram(torch.tensor([1., 2, 1, 4]), bins=3)",
          "torch.unique_consecutive(torch.tensor([1, 1, 2, 2, 3, 1]), return_counts=True)",
          "x.clone().type('torch.DoubleTensor').dtype", "x.type()", "x.int().type(torch.float16).dtype",
          "x.to(torch.zeros(1, dtype=torch.int8)).dtype", "x.new_tensor([1, 2]).dtype", "torch.is_tensor(x)",
          "x.is_floating_point()", "x.nelement()", "x.element_size()", "x.ndimension()", "x.dim()",
          "torch.result_type(torch.tensor([1]), 2.5)", "torch.can_cast(torch.float64, torch.int32)",
          "torch.promote_types(torch.uint8, torch.int8)", "torch.finfo(torch.float32).eps", "torch.finfo(torch.float16).max",
          "torch.iinfo(torch.int16).min", "torch.finfo().tiny", "torch.get_default_dtype()",
          "torch.tensor([1, 2], dtype=torch.float16) * 1000", "torch.tensor(2**40)", "torch.tensor([True, 2])",
          "torch.tensor([[1, 2], [3]])", "torch.arange(5, dtype=torch.float32).view(torch.int32)",
          "torch.linspace(0, 1, steps=4, dtype=torch.float64)", "torch.logspace(0, 2, 3, base=2)",
          "torch.eye(2, 3)", "torch.full((2,), True)", "torch.randint(3, (2,)).dtype", "torch.randn(2, dtype=torch.float64).dtype",
          "torch.empty(0).shape", "torch.zeros(2, 0, 3).sum(1)", "torch.ones(0).max()", "torch.ones(0).amax()", "torch.ones(2, 0).max(1)",
          "torch.tensor([]).mean()", "torch.stack([x, x], 1).shape", "torch.hstack([x, x]).shape", "torch.vstack([x[0], x[1]])",
          "torch.dstack([x, x]).shape", "torch.column_stack([x[0], x[1]])", "torch.atleast_2d(torch.tensor(1.))",
          "x.unfold(1, 2, 1).shape", "x.narrow(1, 1, 2)", "x.select(0, -1)", "x.index_select(1, torch.tensor([3, 0]))",
          "x.masked_select(x > 8)", "x.split(3, 1)[1].shape", "x.tensor_split(3, dim=1)[0].shape", "x.chunk(3, 1)[-1].shape",
          "x.unbind(1)[0]", "torch.swapaxes(x, 0, 1).shape", "x.mT.shape", "x.expand_as(torch.ones(2, 3, 4)).shape",
          "torch.broadcast_shapes((2, 1), (1, 3))", "torch.broadcast_tensors(x[0], x[:, :1])[1].shape",
          "torch.diagonal(x, offset=1)", "torch.trace(x[:3, :3])", "torch.kron(torch.eye(2), torch.ones(1, 2))",
          "torch.count_nonzero(x, 0)", "torch.argwhere(x > 9)", "torch.isin(torch.tensor([1, 2, 3]), torch.tensor([2]))",
          "torch.clamp(torch.tensor([1, 5, 9]), 2, 6)", "torch.sign(torch.tensor([-2, 0, 3]))", "torch.abs(torch.tensor([-2, 3], dtype=torch.int8))",
          "torch.tensor([1, 2, 3]).float().std()", "torch.tensor([3, 1, 2]).argsort(descending=True)",
          "torch.tensor([[1, 2], [3, 4]]).T.contiguous().view(-1)", "torch.tensor(5).item()", "torch.tensor([2.5]).long()",
          "torch.tensor([-2.5, 2.5, 3.5]).round()", "torch.tensor([7, -7]) % 3", "torch.tensor([7., -7.]) % 3",
          "torch.tensor([1, 2]) ** -1", "torch.tensor([2.]) ** torch.tensor([3])", "2 ** torch.tensor([1, 2])",
          "torch.tensor([1, 2]).sum(dtype=torch.float32)", "torch.tensor([1, 2], dtype=torch.int8).sum().dtype",
          "torch.tensor([True, True]).sum()", "torch.tensor([1, 2]).prod().dtype", "torch.tensor([1., 2.]).cumsum(0, dtype=torch.float64)"]:
    t(e, **E)
print("\n".join(out))
