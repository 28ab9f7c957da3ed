"""autograd.backward / autograd.grad / Tensor.backward: arguments, pruning, errors, higher order.

Every test takes ``T``, the library under test: it runs on minitorch and, where PyTorch is
installed, on PyTorch too, so each expectation written here is checked to be PyTorch's.
"""
import importlib.util
import warnings

import pytest

LIBS = ["minitorch"] + (["torch"] if importlib.util.find_spec("torch") else [])


@pytest.fixture(params=LIBS)
def T(request):
    return importlib.import_module(request.param)


def counting_function(T, log, name):
    """A custom Function ``y = 2 x`` whose backward records that it ran."""

    class Double(T.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            return x * 2

        @staticmethod
        def backward(ctx, grad):
            log.append(name)
            return grad * 2

    return Double


# -- autograd.grad ---------------------------------------------------------------------------

def test_grad_returns_without_accumulating(T):
    x = T.tensor([1.0, 2.0], requires_grad=True)
    (g,) = T.autograd.grad((x * x).sum(), x)
    assert g.tolist() == [2.0, 4.0]
    assert x.grad is None


def test_grad_with_grad_outputs_and_several_outputs(T):
    x = T.tensor([1.0, 2.0], requires_grad=True)
    a, b = x * 3, x * x
    gx, = T.autograd.grad([a, b], [x], [T.tensor([1.0, 0.5]), T.tensor([2.0, 1.0])])
    assert gx.tolist() == [3 + 4.0, 1.5 + 4.0]


def test_grad_prunes_branches_that_cannot_reach_inputs(T):
    log = []
    A, B = counting_function(T, log, "a"), counting_function(T, log, "b")
    x = T.tensor([1.0], requires_grad=True)
    w = T.tensor([1.0], requires_grad=True)
    out = A.apply(x).sum() + B.apply(w).sum()
    (gx,) = T.autograd.grad(out, x)
    assert gx.tolist() == [2.0]
    assert log == ["a"]  # B's backward cannot reach x: never executed
    out2 = A.apply(x).sum() + B.apply(w).sum()
    log.clear()
    out2.backward()
    assert sorted(log) == ["a", "b"]


def test_grad_stops_at_the_requested_input(T):
    log = []
    A = counting_function(T, log, "below")
    x = T.tensor([1.0], requires_grad=True)
    mid = A.apply(x) * 3
    (g,) = T.autograd.grad(mid.sum(), mid)
    assert g.tolist() == [1.0]
    assert log == []  # nodes below the captured input do not run


def test_backward_inputs_accumulates_only_into_inputs(T):
    x = T.tensor([1.0, 2.0], requires_grad=True)
    w = T.tensor([3.0, 4.0], requires_grad=True)
    (x * w).sum().backward(inputs=[w])
    assert x.grad is None and w.grad.tolist() == [1.0, 2.0]
    T.autograd.backward((x * w).sum(), inputs=x)
    assert x.grad.tolist() == [3.0, 4.0]


def test_backward_inputs_non_leaf_retains_its_grad(T):
    x = T.tensor([1.0, 2.0], requires_grad=True)
    a = x * 2
    (a * a).sum().backward(inputs=[a])
    assert a.retains_grad and a.grad.tolist() == [4.0, 8.0]
    assert x.grad is None


def test_backward_inputs_empty_error(T):
    x = T.tensor([1.0], requires_grad=True)
    with pytest.raises(RuntimeError, match=r"^`inputs` argument to `backward\(\)` cannot be empty\.$"):
        (x * 2).sum().backward(inputs=[])


def test_grad_empty_inputs_error(T):
    x = T.tensor([1.0], requires_grad=True)
    with pytest.raises(RuntimeError, match=r"^`inputs` argument to `grad\(\)` cannot be empty\.$"):
        T.autograd.grad((x * 2).sum(), [])


def test_unused_input_error_names_its_index(T):
    x = T.tensor([1.0], requires_grad=True)
    y = T.tensor([1.0], requires_grad=True)
    msg = ("The differentiated Tensor at index 1 appears to not have been used in the graph. "
           "Set allow_unused=True if this is the desired behavior.")
    with pytest.raises(RuntimeError) as info:
        T.autograd.grad((x * 2).sum(), [x, y])
    assert str(info.value) == msg


def test_allow_unused_and_materialize_grads(T):
    x = T.tensor([1.0, 1.0], requires_grad=True)
    y = T.tensor([1.0, 1.0], requires_grad=True)
    gx, gy = T.autograd.grad((x * 2).sum(), [x, y], allow_unused=True)
    assert gx.tolist() == [2.0, 2.0] and gy is None
    gx, gy = T.autograd.grad((x * 2).sum(), [x, y], materialize_grads=True)
    assert gy.tolist() == [0.0, 0.0]
    with pytest.raises(ValueError, match="Expected allow_unused to be True or not passed when materialize_grads"):
        T.autograd.grad((x * 2).sum(), [x, y], allow_unused=False, materialize_grads=True)


def test_materialized_zeros_require_grad_under_create_graph(T):
    x = T.tensor([1.0, 1.0], requires_grad=True)
    y = T.tensor([1.0, 1.0], requires_grad=True)
    gx, gy = T.autograd.grad((x * x).sum(), [x, y], materialize_grads=True, create_graph=True)
    assert gy.tolist() == [0.0, 0.0] and gy.requires_grad and gy.grad_fn is None


# -- autograd.grad(is_grads_batched=True) -------------------------------------------------------

def batched_setup(T):
    x = T.tensor([1.0, 2.0, 3.0], requires_grad=True)
    return x, x * x, (x * x).sum()


def test_is_grads_batched_gives_one_vjp_per_row(T):
    x, y, z = batched_setup(T)
    (jac,) = T.autograd.grad(y, x, T.eye(3), is_grads_batched=True)
    assert jac.tolist() == [[2.0, 0.0, 0.0], [0.0, 4.0, 0.0], [0.0, 0.0, 6.0]]
    x, y, z = batched_setup(T)
    (g,) = T.autograd.grad((y, z), x, (T.eye(3), T.ones(3)), is_grads_batched=True)
    assert g.tolist() == [[4.0, 4.0, 6.0], [2.0, 8.0, 6.0], [2.0, 4.0, 12.0]]
    x, y, z = batched_setup(T)
    (g,) = T.autograd.grad(z, x, T.tensor([1.0, 2.0]), is_grads_batched=True)  # a scalar output
    assert g.tolist() == [[2.0, 4.0, 6.0], [4.0, 8.0, 12.0]]


def test_is_grads_batched_unused_inputs_and_materialized_zeros(T):
    x, y, z = batched_setup(T)
    w = T.ones(2, requires_grad=True)
    jac, gw = T.autograd.grad(y, (x, w), T.eye(3), is_grads_batched=True, allow_unused=True)
    assert jac.shape == (3, 3) and gw is None
    x, y, z = batched_setup(T)
    jac, gw = T.autograd.grad(y, (x, w), T.eye(3), is_grads_batched=True, materialize_grads=True)
    assert gw.tolist() == [0.0, 0.0]  # not batched, as in PyTorch


def test_is_grads_batched_frees_the_graph_after_the_last_row(T):
    x, y, z = batched_setup(T)
    T.autograd.grad(y, x, T.eye(3), is_grads_batched=True, retain_graph=True)
    T.autograd.grad(y, x, T.eye(3), is_grads_batched=True)
    with pytest.raises(RuntimeError, match="^Trying to backward through the graph a second time"):
        T.autograd.grad(y, x, T.eye(3), is_grads_batched=True)


def test_is_grads_batched_higher_order(T):
    x, y, z = batched_setup(T)
    (jac,) = T.autograd.grad(y, x, T.eye(3), is_grads_batched=True, create_graph=True)
    assert jac.requires_grad
    (gg,) = T.autograd.grad(jac.sum(), x)
    assert gg.tolist() == [2.0, 2.0, 2.0]


@pytest.mark.parametrize("grad_outputs, outputs, error, message", [
    ("T.ones(3, 2)", "y", RuntimeError,
     "If `is_grads_batched=True`, we interpret the first dimension of each grad_output as the batch dimension. The "
     "sizes of the remaining dimensions are expected to match the shape of corresponding output, but a mismatch was "
     "detected: grad_output[0] has a shape of torch.Size([]) and output[0] has a shape of torch.Size([3]). If you "
     "only want some tensors in `grad_output` to be considered batched, consider using vmap."),
    ("(T.eye(3), T.ones(2))", "(y, z)", ValueError,
     "vmap: Expected all tensors to have the same size in the mapped dimension, got sizes [3, 2] for the mapped "
     "dimension"),
    ("None", "z", ValueError,
     "vmap(vjp, in_dims=0, ...)(<inputs>): Got in_dim=0 for some input, but that input is a Tensor of "
     "dimensionality 0 so expected in_dim to satisfy 0 <= in_dim < 0."),
    ("T.ones(0, 3)", "y", IndexError, "index 0 is out of bounds for dimension 0 with size 0"),
])
def test_is_grads_batched_errors(T, grad_outputs, outputs, error, message):
    x, y, z = batched_setup(T)
    with pytest.raises(error) as info:
        T.autograd.grad(eval(outputs), x, eval(grad_outputs), is_grads_batched=True)
    assert str(info.value) == message


def test_input_that_does_not_require_grad(T):
    x = T.tensor([1.0], requires_grad=True)
    with pytest.raises(RuntimeError, match="^One of the differentiated Tensors does not require grad$"):
        T.autograd.grad((x * 2).sum(), T.ones(1))


def test_output_that_does_not_require_grad(T):
    x = T.tensor([1.0], requires_grad=True)
    with pytest.raises(RuntimeError, match="^element 1 of tensors does not require grad and does not have a grad_fn$"):
        T.autograd.backward([(x * 2).sum(), T.ones(())])


def test_grad_output_shape_mismatch(T):
    x = T.ones(2, requires_grad=True)
    with pytest.raises(RuntimeError) as info:
        T.autograd.grad(x * 2, x, T.ones(3))
    assert str(info.value) == ("Mismatch in shape: grad_output[0] has a shape of torch.Size([3]) and output[0] "
                               "has a shape of torch.Size([2]).")


def test_implicit_grad_only_for_scalars(T):
    x = T.ones(2, requires_grad=True)
    with pytest.raises(RuntimeError, match="^grad can be implicitly created only for scalar outputs$"):
        (x * 2).backward()


def test_integer_grad_output_is_cast(T):
    x = T.ones(2, requires_grad=True)
    (x * 2).backward(T.tensor([1, 2]))
    assert x.grad.dtype == T.float32 and x.grad.tolist() == [2.0, 4.0]


def test_gradient_edge_as_input(T):
    x = T.ones(2, requires_grad=True)
    y = x * 2
    edge = T.autograd.graph.get_gradient_edge(y)
    (g,) = T.autograd.grad((y * 3).sum(), edge)
    assert g.tolist() == [3.0, 3.0]


# -- retain_graph / create_graph -------------------------------------------------------------

def test_second_backward_without_retain_graph_fails(T):
    x = T.ones(2, requires_grad=True)
    y = x.sin().sum()
    y.backward(retain_graph=True)
    y.backward()
    with pytest.raises(RuntimeError, match="^Trying to backward through the graph a second time"):
        y.backward()


def test_retain_graph_defaults_to_create_graph(T):
    x = T.tensor([0.5], requires_grad=True)
    y = x.sin().sum()
    T.autograd.grad(y, x, create_graph=True)
    (g,) = T.autograd.grad(y, x)  # the graph was kept
    assert abs(g.item() - 0.8775825618903728) < 1e-6


def test_backward_create_graph_warns(T):
    import importlib
    if T.__name__ == "minitorch":
        importlib.import_module("minitorch.autograd")._warned_create_graph = False
    else:
        pytest.skip("PyTorch warns once per process; already-warned state cannot be reset")
    x = T.ones(2, requires_grad=True)
    with pytest.warns(UserWarning, match="Using backward\\(\\) with create_graph=True will create a reference cycle"):
        (x * x).sum().backward(create_graph=True)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        (x * x).sum().backward(create_graph=True)  # once per process, as PyTorch's TORCH_WARN_ONCE


def test_third_order(T):
    x = T.tensor([2.0], dtype=T.float64, requires_grad=True)
    y = (x ** 4 + x.sin()).sum()
    (g1,) = T.autograd.grad(y, x, create_graph=True)
    (g2,) = T.autograd.grad(g1.sum(), x, create_graph=True)
    (g3,) = T.autograd.grad(g2.sum(), x)
    import math
    assert abs(g1.item() - (4 * 8 + math.cos(2))) < 1e-12
    assert abs(g2.item() - (12 * 4 - math.sin(2))) < 1e-12
    assert abs(g3.item() - (24 * 2 - math.cos(2))) < 1e-12
    assert g1.grad_fn is not None and g3.grad_fn is None


def test_higher_order_matches_pytorch_on_a_mixed_graph():
    torch = pytest.importorskip("torch")
    import minitorch

    def third(lib):
        x = lib.tensor([0.3, -1.2, 2.0], dtype=lib.float64, requires_grad=True)
        w = lib.tensor([1.5, 0.5, -0.7], dtype=lib.float64, requires_grad=True)
        y = ((x * w).exp() / (1 + x * x) + (x - w).tanh()).sum()
        gx, gw = lib.autograd.grad(y, (x, w), create_graph=True)
        hx, = lib.autograd.grad((gx * gw).sum(), x, create_graph=True)
        tx, tw = lib.autograd.grad(hx.sum(), (x, w))
        return [t.tolist() for t in (gx, gw, hx, tx, tw)]

    for a, b in zip(third(minitorch), third(torch)):
        assert a == pytest.approx(b, rel=1e-10, abs=1e-12)


def test_gradient_edge_as_output(T):
    x = T.ones(2, requires_grad=True)
    edge = T.autograd.graph.get_gradient_edge(x * 3)
    assert T.autograd.grad(edge, x, T.ones(2))[0].tolist() == [3.0, 3.0]
    with pytest.raises(RuntimeError, match="^grad can be implicitly created only for scalar outputs$"):
        T.autograd.grad(edge, x)
    with pytest.raises(RuntimeError, match=r"^Mismatch in shape: grad_output\[0\] has a shape of torch.Size\(\[3\]\)"):
        T.autograd.grad(edge, x, T.ones(3))
    T.autograd.backward(T.autograd.graph.get_gradient_edge(x * 3), T.ones(2))
    assert x.grad.tolist() == [3.0, 3.0]


@pytest.mark.parametrize("expr, message", [
    ("T.autograd.grad([a.sum(), b.sum()], x, grad_outputs=[T.tensor(1.)])", "got 2 tensors and 1 gradients"),
    ("T.autograd.backward([a.sum(), b.sum()], grad_tensors=[T.tensor(1.)])", "got 2 tensors and 1 gradients"),
    ("T.autograd.grad(a.sum(), [x, 3])", "all inputs have to be Tensors or GradientEdges, but got int"),
    ("T.autograd.backward(a.sum(), inputs=[3])", "all inputs have to be Tensors or GradientEdges, but got int"),
])
def test_grad_and_backward_argument_errors(T, expr, message):
    x = T.ones(2, requires_grad=True)
    a, b = x * 2, x * 3
    with pytest.raises(RuntimeError) as info:
        eval(expr, {"T": T, "x": x, "a": a, "b": b})
    assert str(info.value) == message


def test_only_inputs_false_warns(T):
    x = T.ones(2, requires_grad=True)
    with pytest.warns(FutureWarning, match=r"^only_inputs argument is deprecated and is ignored now \(defaults to "
                                           r"True\)\. To accumulate gradient"):
        (g,) = T.autograd.grad((x * 2).sum(), x, only_inputs=False)
    assert g.tolist() == [2.0, 2.0]
