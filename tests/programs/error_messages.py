"""The error messages of common mistakes with shapes, indices, dims and arguments, word for word."""
import sys, warnings
torch = __import__(sys.argv[1])
warnings.simplefilter("ignore")
F = torch.nn.functional
x = torch.arange(6.).reshape(2, 3)
cases = ["x.view(5)", "x.view(-1, -1)", "x.t().view(6)", "x.reshape(4, -1)", "x[2]", "x[:, 3]", "x[0, 0, 0]", "x.sum(2)", "x.transpose(0, 2)",
         "x.permute(0, 0)", "x.permute(0)", "x.unsqueeze(3)", "x.squeeze(4)", "x.flatten(2)", "x.narrow(1, 2, 2)", "x.select(1, -4)",
         "x.index_select(1, torch.tensor([3]))", "x.gather(1, torch.tensor([[3]]))", "x.gather(1, torch.tensor([0]))", "x.expand(3, 3)",
         "x.repeat(2)", "x.split([1, 1], 1)", "x.chunk(0)", "x.unflatten(1, (2, 2))", "torch.cat([x, x.t()])", "torch.cat([x, x], dim=3)",
         "torch.cat([])", "torch.stack([x, x[0]])", "x @ x", "torch.mm(x, x)", "torch.bmm(x, x)", "torch.matmul(x, torch.ones(2))",
         "torch.dot(x[0], x[1, :2])", "torch.mv(x, torch.ones(2))", 
         "x.masked_fill(x, 0)", "x[torch.tensor([True, False, True])]", "x[[0, 1], [0]]", "x[torch.tensor([0.5])]",
         "F.pad(x, (1, 1, 1, 1, 1, 1))", "F.pad(x[None], (5, 5), mode='reflect')", "F.pad(x, (1,), value=0)", "F.max_pool2d(x[None, None], 5)",
         "F.avg_pool2d(x[None, None], 2, padding=2)", "F.conv1d(x[None], torch.ones(1, 2, 2))", "F.linear(x, torch.ones(2, 2))",
         "F.embedding(torch.tensor([5]), torch.ones(3, 2))", "F.one_hot(torch.tensor([3]), 2)", "F.one_hot(torch.tensor([1.0]))",
         "F.cross_entropy(x, torch.tensor([0]))", "F.nll_loss(x, torch.tensor([0, 5]))", "F.mse_loss(x, x[0:1, :2])", "F.softmax(x, 2)",
         "F.layer_norm(x, (4,))", "F.batch_norm(x, torch.zeros(2), torch.ones(2))", "F.group_norm(x[None], 2)", "F.interpolate(x, scale_factor=2)",
         "torch.nn.Linear(3, 2)(x.long())", "torch.zeros(2).scatter_(0, torch.tensor([5]), 1.0)", "torch.arange(0, 5, -1)", "torch.randn(-1)",
         "torch.full((2,), 1).add_(0.5)", "x.item()", "torch.tensor([1, 2]).mean()", "x.std(correction=3)", "torch.topk(x, 4)", "x.kthvalue(4)",
         "torch.multinomial(torch.tensor([0.0, 0.0]), 1)", "torch.einsum('ij,jk->ik', x, x)", "torch.einsum('ij->k', x)", "torch.tril(torch.ones(3))",
         "torch.linalg.inv(torch.ones(2, 3))", "torch.linalg.cholesky(torch.zeros(2, 2))", "torch.diag(torch.ones(2, 2, 2))", "x.unfold(1, 4, 1)",
         "torch.roll(x, (1, 1), (0,))", "torch.flip(x, (0, 0))", "x.movedim(0, 5)", "x.to('cuda:0') if False else x.to('meta_nonexistent')",
         "torch.zeros(2, device='cpu:1')", "torch.device('gpu')", "torch.tensor([1, 2], dtype=torch.float32).long().float().requires_grad_().sum().backward(torch.ones(2))"]
for c in cases:
    try:
        r = eval(c)
        print(c, "->", tuple(r.shape) if hasattr(r, "shape") else r)
    except Exception as e:
        print(c, "!!", type(e).__name__, str(e).splitlines()[0] if str(e) else "")
