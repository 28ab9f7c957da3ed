"""torch.autograd.graph.allow_mutation_on_saved_tensors against PyTorch: in-place writes to saved tensors clone
them first (backward sees the saved values), which writes are caught, nesting and backward-outside errors."""
from oracle import same_as_pytorch


def _round(values):
    return [round(v, 5) for v in values]


def test_mutating_a_saved_tensor_keeps_the_saved_value_for_backward():
    def fn(lib):
        with lib.autograd.graph.allow_mutation_on_saved_tensors() as ctx:
            a = lib.ones(2, 3, requires_grad=True)
            b = a.clone()
            out = (b ** 2).sum()
            b.sin_()
            out.backward()
            return a.grad.tolist(), type(ctx).__name__, len(ctx.cloned)
    same_as_pytorch(fn)


def test_a_saved_input_that_needs_no_grad_is_cloned_too():
    def fn(lib):
        w = lib.ones(3, requires_grad=True)
        with lib.autograd.graph.allow_mutation_on_saved_tensors():
            x = lib.tensor([1.0, 2.0, 3.0])
            y = (w * x).sum()
            x.view(3)[:2].mul_(10)  # a view starting where x starts: caught
            y.backward()
        return w.grad.tolist(), x.tolist()
    same_as_pytorch(fn)


def test_a_view_starting_further_in_is_not_caught_as_in_pytorch():
    def fn(lib):
        w = lib.ones(3, requires_grad=True)
        with lib.autograd.graph.allow_mutation_on_saved_tensors():
            x = lib.tensor([1.0, 2.0, 3.0])
            y = (w * x).sum()
            x[1:].zero_()
            y.backward()
        return w.grad.tolist()
    same_as_pytorch(fn)


def test_repeated_writes_and_writes_between_backwards():
    def fn(lib):
        with lib.autograd.graph.allow_mutation_on_saved_tensors() as ctx:
            a = lib.tensor([1.0, 2.0], requires_grad=True)
            b = a.clone()
            out = b.exp().sum()
            b.add_(1)
            b.add_(1)
            out.backward(retain_graph=True)
            b.mul_(3)
            out.backward()
            return _round(a.grad.tolist()), len(ctx.cloned), len(ctx.original)
    same_as_pytorch(fn)


def test_without_the_context_the_version_check_fails():
    def fn(lib):
        w = lib.ones(3, requires_grad=True)
        x = lib.tensor([1.0, 2.0, 3.0])
        y = (w * x).sum()
        x.zero_()
        y.backward()
    assert same_as_pytorch(fn)[0] == "RuntimeError"


def test_backward_after_the_block_and_nested_blocks_are_refused():
    def outside(lib):
        a = lib.ones(2, requires_grad=True)
        with lib.autograd.graph.allow_mutation_on_saved_tensors():
            b = a.clone()
            out = (b * b).sum()
            b[0] = 5.0
        out.backward()

    def nested(lib):
        with lib.autograd.graph.allow_mutation_on_saved_tensors():
            with lib.autograd.graph.allow_mutation_on_saved_tensors():
                pass
    assert same_as_pytorch(outside)[0] == "AssertionError"
    assert same_as_pytorch(nested)[0] == "RuntimeError"
