"""Tensor printing: summarization, scientific notation, widths, special values, empty and 0-dim tensors, print options."""
import sys
torch = __import__(sys.argv[1])
cases = [
    "torch.arange(2000.)", "torch.arange(12.).reshape(3, 4) / 7", "torch.arange(1200).reshape(30, 40)",
    "torch.tensor([1e-10, 1.0, 1e10])", "torch.tensor([1e-5, 2e-5])", "torch.tensor([123456789.0, 1.5])",
    "torch.tensor([float('nan'), float('inf'), -float('inf'), 1.5])", "torch.tensor([0.0, -0.0, 1.0])",
    "torch.tensor([True, False])", "torch.tensor([1, -200, 3000000])", "torch.tensor(3.25)", "torch.tensor(-7)",
    "torch.zeros(0, 3)", "torch.zeros(2, 0)", "torch.tensor([])", "torch.tensor([1.5, 2.5], dtype=torch.float16)",
    "torch.tensor([1, 2], dtype=torch.uint8)", "torch.tensor([1.0, 2.0], dtype=torch.float64)", "torch.tensor([100.0, 0.001])",
    "torch.tensor([[1e-3, 1e3], [5.0, 6.0]])", "torch.arange(5.).requires_grad_() * 2", "torch.ones(2, 2, 2, 2) / 3",
    "torch.arange(100.).reshape(10, 10) ** 3", "torch.tensor([2.0 ** 60])", "torch.tensor([0.1, 0.25, 0.5])",
    "torch.nn.Parameter(torch.arange(3.))", "torch.tensor([1, 2]).float().mean()",
]
for c in cases:
    print(c)
    print(repr(eval(c)))
    print(str(eval(c)))
torch.set_printoptions(precision=2, threshold=5, edgeitems=1, linewidth=40)
print(repr(torch.arange(20.).reshape(4, 5) / 3))
torch.set_printoptions(sci_mode=True)
print(repr(torch.tensor([1.5, 2.25])))
torch.set_printoptions(profile="default")
print(repr(torch.arange(20.).reshape(4, 5) / 3))
torch.set_printoptions(profile="short")
print(repr(torch.arange(20.).reshape(4, 5) / 3))
torch.set_printoptions(profile="full")
print(repr(torch.arange(1001.))[-60:])
torch.set_printoptions(profile="default")
print(f"{torch.tensor(2.5):.3f}", format(torch.tensor(3)), f"{torch.tensor([1.0])}")
