"""Formula helpers that compute on arrays when nothing records (mm/addmm, nll_loss) and AccumulateGrad's
stealing: the same values as the differentiable path (create_graph=True) bit for bit, and PyTorch's values,
layouts, saved fields and graphs."""
import itertools

import numpy as np
import pytest

import minitorch
from minitorch.autograd import node as node_module

torch = pytest.importorskip("torch")


def graph_names(fn, depth=0, out=None):
    out = [] if out is None else out
    if fn is not None and depth < 6:
        out.append("  " * depth + type(fn).__name__)
        for child, _ in fn.next_functions:
            graph_names(child, depth + 1, out)
    return out


def operands(lib, layout_a, layout_b):
    """A (3, 4) and a (4, 5) leaf, each row-major or column-major (a transposed array made a leaf)."""
    rng = np.random.default_rng(0)
    a = rng.standard_normal((3, 4) if layout_a == "row" else (4, 3))
    b = rng.standard_normal((4, 5) if layout_b == "row" else (5, 4))
    a = lib.tensor(a) if layout_a == "row" else lib.tensor(a).t()
    b = lib.tensor(b) if layout_b == "row" else lib.tensor(b).t()
    return a.requires_grad_(), b.requires_grad_()


@pytest.mark.parametrize("op", ["mm", "addmm", "addmm_scaled"])
@pytest.mark.parametrize("layout_a, layout_b", list(itertools.product(["row", "col"], repeat=2)))
def test_matrix_product_gradients_values_layouts_and_graphs(op, layout_a, layout_b):
    def run(lib, create_graph):
        a, b = operands(lib, layout_a, layout_b)
        bias = lib.linspace(-1, 1, 5, dtype=lib.float64)
        if op == "mm":
            out = a.mm(b)
        else:
            out = lib.addmm(bias, a, b, **({"beta": 0.5, "alpha": 2.0} if op == "addmm_scaled" else {}))
        weights = lib.arange(15, dtype=lib.float64).reshape(3, 5)
        return lib.autograd.grad((out * weights).sum(), (a, b), create_graph=create_graph)

    fast, recorded, theirs = run(minitorch, False), run(minitorch, True), run(torch, True)
    for f, r, t in zip(fast, recorded, theirs):
        assert np.array_equal(f.numpy(), r.detach().numpy())
        np.testing.assert_allclose(f.numpy(), t.detach().numpy(), rtol=1e-12)
        assert f.stride() == r.stride() == t.stride()
        assert graph_names(r.grad_fn) == graph_names(t.grad_fn)


def test_mm_saves_sizes_and_strides_as_pytorch():
    def saved(lib):
        a, b = operands(lib, "col", "row")
        fn = a.mm(b).grad_fn
        return tuple(tuple(v) for v in (fn._saved_self_sym_sizes, fn._saved_self_sym_strides,
                                        fn._saved_mat2_sym_sizes, fn._saved_mat2_sym_strides))
    assert saved(minitorch) == saved(torch) == ((3, 4), (1, 3), (4, 5), (5, 1))


def test_strides_of_an_operand_that_needs_no_grad_are_not_saved():
    # PyTorch's strides_or_error: an input that does not require grad saves empty strides (its sizes still saved)
    def saved(lib, op):
        x, w = lib.ones(3, 4), lib.ones(4, 5, requires_grad=True)
        fn = (x.mm(w) if op == "mm" else lib.addmm(lib.ones(5), x, w)).grad_fn
        names = ("self", "mat2") if op == "mm" else ("mat1", "mat2")
        return [tuple(getattr(fn, f"_saved_{n}_sym_{what}")) for n in names for what in ("sizes", "strides")]
    for op in ("mm", "addmm"):
        assert saved(minitorch, op) == saved(torch, op) == [(3, 4), (), (4, 5), (5, 1)]


def test_linear_weight_gradient_is_taken_without_a_copy(monkeypatch):
    """F.linear multiplies by weight.t(), a column-major mat2: mm_mat2_backward gives a column-major gradient,
    TBackward0 turns it back into the weight's layout, and AccumulateGrad takes it as it is."""
    def no_copy(*args):
        raise AssertionError("the weight's gradient was copied")
    monkeypatch.setattr(node_module, "_clone_obey_contract", no_copy)
    layer = minitorch.nn.Linear(6, 4)
    layer(minitorch.randn(3, 6)).sum().backward()
    assert layer.weight.grad.stride() == layer.weight.stride()
    assert layer.weight.grad.is_contiguous()


def test_accumulate_grad_takes_a_view_as_pytorch_does():
    """PyTorch counts references to the gradient tensor, not to its storage: a reshaped gradient becomes
    ``.grad`` sharing the caller's memory."""
    results = []
    for lib in (minitorch, torch):
        w = lib.zeros(4, requires_grad=True)
        g = lib.ones(2, 2)
        w.view(2, 2).backward(g)
        g.add_(1)
        v = lib.zeros(4, 2, requires_grad=True)
        h = lib.ones(2, 4)
        v.t().backward(h)  # a transposed gradient: not in the leaf's layout, so copied
        h.add_(1)
        results.append((w.grad.tolist(), v.grad.tolist()))
    assert results[0] == results[1]
    assert results[0][0] == [2.0] * 4


@pytest.mark.parametrize("dtype", ["float32", "float64"])
@pytest.mark.parametrize("reduction", ["mean", "sum", "none"])
@pytest.mark.parametrize("weighted", [False, True])
@pytest.mark.parametrize("ignored", ["none", "some", "all"])
@pytest.mark.parametrize("shape", [(6, 5), (5,)])
def test_nll_loss_gradient_fast_and_recorded_paths_agree_with_pytorch(dtype, reduction, weighted, ignored, shape):
    rng = np.random.default_rng(3)
    x = rng.standard_normal(shape).astype(dtype)
    y = rng.integers(0, 5, shape[:1] if len(shape) == 2 else ())
    ignore_index = -100
    if ignored == "some" and y.ndim:
        y[1], ignore_index = 2, 2
    elif ignored == "all":
        y[...] = 3
        ignore_index = 3
    w = rng.random(5).astype(dtype) if weighted else None

    def grad(lib, create_graph):
        xt = lib.tensor(x, requires_grad=True)
        loss = lib.nn.functional.nll_loss(lib.log_softmax(xt, -1), lib.tensor(y), ignore_index=ignore_index,
                                          weight=None if w is None else lib.tensor(w), reduction=reduction)
        scale = lib.arange(1, loss.numel() + 1, dtype=xt.dtype).reshape(loss.shape)
        return lib.autograd.grad((loss * scale).sum(), xt, create_graph=create_graph)[0]

    fast, recorded, theirs = grad(minitorch, False), grad(minitorch, True), grad(torch, False)
    assert np.array_equal(fast.numpy(), recorded.detach().numpy(), equal_nan=True)
    np.testing.assert_allclose(fast.numpy(), theirs.numpy(), rtol=1e-5, atol=1e-7)
    if ignored == "all":  # nothing counts: zero gradient (PyTorch), not 0 / 0
        assert not np.isnan(fast.numpy()).any()
