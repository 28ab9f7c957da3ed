"""make demo: minitorch's main job, end to end.

1. Build a small graph and show what autograd recorded: the grad_fn chain, node by node.
2. Run backward and show the gradients.
3. Train a tiny model for a few steps with the same machinery.
"""
import time

import minitorch as torch


def show_chain(tensor):
    """Walk grad_fn -> next_functions depth-first (iteratively), printing each node once."""
    seen, stack = set(), [(tensor.grad_fn, 0)]
    while stack:
        fn, depth = stack.pop()
        if fn is None or fn in seen:
            continue
        seen.add(fn)
        label = fn.name()
        if label == "torch::autograd::AccumulateGrad":
            label += f"  (leaf of shape {tuple(fn.variable.shape)})"
        print("   " * depth + label)
        stack.extend((next_fn, depth + 1) for next_fn, _ in reversed(fn.next_functions))


def part1_graph():
    print("== 1. the graph autograd records ==")
    x = torch.tensor([0.5, 0.75], requires_grad=True)
    w = torch.tensor([2.0, -1.0], requires_grad=True)
    y = (x * w).sum().tanh() + x[0] ** 2
    print("y =", y)
    show_chain(y)
    print("\n== 2. backward ==")
    y.backward()
    print("x.grad =", x.grad)
    print("w.grad =", w.grad)


def part2_train():
    print("\n== 3. training a tiny model (linear regression, plain tensors and SGD by hand) ==")
    torch.manual_seed(0)
    true_w = torch.tensor([[2.0], [-3.0], [0.5]])
    X = torch.randn(256, 3)
    Y = X @ true_w + 0.1
    w = torch.zeros(3, 1, requires_grad=True)
    b = torch.zeros(1, requires_grad=True)
    start = time.perf_counter()
    for step in range(201):
        loss = ((X @ w + b - Y) ** 2).mean()
        loss.backward()
        with torch.no_grad():
            for p in (w, b):
                p.data = p - 0.1 * p.grad
                p.grad = None
        if step % 50 == 0:
            print(f"step {step:3d}  loss {loss.item():.6f}")
    print(f"learned w = {w.detach().reshape(-1).tolist()}  b = {b.item():.3f}  "
          f"({(time.perf_counter() - start) * 1000:.0f} ms)")


if __name__ == "__main__":
    part1_graph()
    part2_train()
