"""Custom autograd.Function: both forms, ctx API, node names, errors, higher order, reentrancy.
Each test runs on minitorch and, where installed, on PyTorch."""
import importlib.util

import pytest

LIBS = ["minitorch"] + (["torch"] if importlib.util.find_spec("torch") else [])


@pytest.fixture(params=LIBS)
def T(request):
    return importlib.import_module(request.param)


def make_scale(T):
    class Scale(T.autograd.Function):
        @staticmethod
        def forward(ctx, x, k):
            ctx.save_for_backward(x)
            ctx.k = k
            return x * k

        @staticmethod
        def backward(ctx, grad):
            (x,) = ctx.saved_tensors
            return grad * ctx.k, None

    return Scale


def test_forward_backward_with_ctx_and_non_tensor_arg(T):
    Scale = make_scale(T)
    x = T.tensor([1.0, 2.0], requires_grad=True)
    y = Scale.apply(x, 3.0)
    assert y.grad_fn.name() == "ScaleBackward" and type(y.grad_fn).__name__ == "ScaleBackward"
    assert repr(y) == "tensor([3., 6.], grad_fn=<ScaleBackward>)"
    assert y.grad_fn.needs_input_grad == (True, False)
    assert y.grad_fn.next_functions[0][0].variable is x and len(y.grad_fn.next_functions) == 1
    y.sum().backward()
    assert x.grad.tolist() == [3.0, 3.0]
    assert isinstance(y.grad_fn, T.autograd.graph.Node)
    assert isinstance(y.grad_fn, T.autograd.function.BackwardCFunction)


def test_saved_tensors_after_release(T):
    Scale = make_scale(T)
    x = T.ones(2, requires_grad=True)
    y = Scale.apply(x, 2.0)
    assert y.grad_fn.saved_tensors[0] is x
    y.sum().backward()
    with pytest.raises(RuntimeError, match="^Trying to backward through the graph a second time"):
        y.grad_fn.saved_tensors


def test_save_for_backward_rejects_non_tensors(T):
    class Bad(T.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            ctx.save_for_backward(x, 3)
            return x * 2

    with pytest.raises(TypeError, match="^save_for_backward can only save variables, but argument 1 is of type int$"):
        Bad.apply(T.ones(1, requires_grad=True))


def test_setup_context_form_and_saving_an_output(T):
    class Exp(T.autograd.Function):
        @staticmethod
        def forward(x, k):
            return (x * k).exp()

        @staticmethod
        def setup_context(ctx, inputs, output):
            ctx.k = inputs[1]
            ctx.save_for_backward(output)

        @staticmethod
        def backward(ctx, grad):
            (out,) = ctx.saved_tensors
            return grad * out * ctx.k, None

    x = T.tensor([0.0, 1.0], dtype=T.float64, requires_grad=True)
    y = Exp.apply(x, 2.0)
    y.sum().backward()
    import math
    assert x.grad.tolist() == pytest.approx([2.0, 2 * math.exp(2.0)])
    assert y.grad_fn.name() == "ExpBackward"


def test_kwargs_and_no_grad_inputs(T):
    class Mul(T.autograd.Function):
        @staticmethod
        def forward(ctx, x, k=2):
            return x * k

        @staticmethod
        def backward(ctx, grad):
            return grad, None

    assert Mul.apply(T.ones(1, requires_grad=True), k=3).tolist() == [3.0]
    y = Mul.apply(T.ones(1))
    assert not y.requires_grad and y.grad_fn is None
    with T.no_grad():
        assert Mul.apply(T.ones(1, requires_grad=True)).grad_fn is None


def test_needs_input_grad(T):
    seen = []

    class F(T.autograd.Function):
        @staticmethod
        def forward(ctx, x, y, k):
            seen.append(ctx.needs_input_grad)
            return x * y * k

        @staticmethod
        def backward(ctx, grad):
            return grad, grad, None

    F.apply(T.ones(2, requires_grad=True), T.ones(2), 2)
    F.apply(T.ones(2, requires_grad=True), T.ones(2, requires_grad=True), 2)
    assert seen == [(True, False, False), (True, True, False)]


def test_several_outputs_and_materialized_zeros(T):
    seen = []

    class Split(T.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            return x * 2, x * 3

        @staticmethod
        def backward(ctx, g1, g2):
            seen.append((g1.tolist(), g2.tolist()))
            return g1 * 2 + g2 * 3

    x = T.ones(2, requires_grad=True)
    a, b = Split.apply(x)
    assert (a.output_nr, b.output_nr) == (0, 1) and a.grad_fn is b.grad_fn
    a.sum().backward()
    assert seen == [([1.0, 1.0], [0.0, 0.0])]
    assert x.grad.tolist() == [2.0, 2.0]


def test_set_materialize_grads_false(T):
    seen = []

    class Split(T.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            ctx.set_materialize_grads(False)
            return x * 2, x * 3

        @staticmethod
        def backward(ctx, g1, g2):
            seen.append((g1 is None, g2 is None))
            return g1 * 2

    x = T.ones(2, requires_grad=True)
    a, b = Split.apply(x)
    a.sum().backward()
    assert seen == [(False, True)]


def test_mark_non_differentiable(T):
    class MaxIdx(T.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            idx = x.argmax()
            doubled = x * 2
            ctx.mark_non_differentiable(idx)
            return doubled, idx

        @staticmethod
        def backward(ctx, grad, grad_idx):
            return grad * 2

    x = T.tensor([1.0, 3.0], requires_grad=True)
    y, idx = MaxIdx.apply(x)
    assert not idx.requires_grad and idx.grad_fn is None and idx.is_leaf
    y.sum().backward()
    assert x.grad.tolist() == [2.0, 2.0]


def test_integer_outputs_are_not_differentiable(T):
    class Count(T.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            return x * 2, (x > 0).sum()

        @staticmethod
        def backward(ctx, grad, grad_count):
            return grad * 2

    y, count = Count.apply(T.ones(2, requires_grad=True))
    assert y.requires_grad and not count.requires_grad and count.grad_fn is None


def test_returning_an_input_makes_a_view(T):
    class Identity(T.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            return x

        @staticmethod
        def backward(ctx, grad):
            return grad * 5

    x = T.ones(2, requires_grad=True)
    y = Identity.apply(x)
    assert y is not x and y._base is x and y.grad_fn.name() == "IdentityBackward"
    assert x.grad_fn is None
    y.sum().backward()
    assert x.grad.tolist() == [5.0, 5.0]


def make_double_in_place(T):
    class DoubleInPlace(T.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            x.detach().numpy()[...] *= 2  # modify the storage without an in-place op
            ctx.mark_dirty(x)
            return x

        @staticmethod
        def backward(ctx, grad):
            return grad * 2

    return DoubleInPlace


def test_mark_dirty_rebases_and_bumps_version(T):
    DoubleInPlace = make_double_in_place(T)
    w = T.ones(2, requires_grad=True)
    x = w * 1
    version = x._version
    y = DoubleInPlace.apply(x)
    assert y is x and x._version == version + 1
    assert x.grad_fn.name() == "DoubleInPlaceBackward"
    assert x.grad_fn.next_functions[0][0].name() == "MulBackward0"
    y.sum().backward()
    assert w.grad.tolist() == [2.0, 2.0]
    plain = T.ones(2)
    DoubleInPlace.apply(plain)
    assert plain._version == 1 and plain.tolist() == [2.0, 2.0]  # bumped without autograd too


def test_mark_dirty_on_leaf_requiring_grad(T):
    with pytest.raises(RuntimeError, match="^a leaf Variable that requires grad has been used in an in-place"):
        make_double_in_place(T).apply(T.ones(2, requires_grad=True))


def test_mark_dirty_must_return_the_input(T):
    class Bad(T.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            ctx.mark_dirty(x)
            return x * 2

        @staticmethod
        def backward(ctx, grad):
            return grad

    with pytest.raises(RuntimeError, match="^Some elements marked as dirty during the forward method were not"):
        Bad.apply(T.ones(2, requires_grad=True) * 1)


def test_wrong_number_of_gradients(T):
    class TooFew(T.autograd.Function):
        @staticmethod
        def forward(ctx, x, k):
            return x * k

        @staticmethod
        def backward(ctx, grad):
            return grad

    class TooMany(T.autograd.Function):
        @staticmethod
        def forward(ctx, x, y):
            return x * y

        @staticmethod
        def backward(ctx, grad):
            return grad, grad, grad

    class TrailingNones(T.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            return x * 2

        @staticmethod
        def backward(ctx, grad):
            return grad * 2, None, None

    x = T.ones(2, requires_grad=True)
    with pytest.raises(RuntimeError) as info:
        TooFew.apply(x, 2.0).sum().backward()
    assert str(info.value) == "function TooFewBackward returned an incorrect number of gradients (expected 2, got 1)"
    with pytest.raises(RuntimeError) as info:
        TooMany.apply(x, x).sum().backward()
    assert str(info.value) == "function TooManyBackward returned an incorrect number of gradients (expected 2, got 3)"
    TrailingNones.apply(x).sum().backward()  # extra trailing Nones are dropped
    assert x.grad.tolist() == [2.0, 2.0]


def test_gradient_for_non_tensor_input(T):
    class F(T.autograd.Function):
        @staticmethod
        def forward(ctx, x, k):
            return x * k

        @staticmethod
        def backward(ctx, grad):
            return grad, grad

    with pytest.raises(RuntimeError) as info:
        F.apply(T.ones(2, requires_grad=True), 2.0).sum().backward()
    assert str(info.value) == ("function FBackward returned a gradient different than None at position 2, but the "
                               "corresponding forward input was not a Variable")


def test_gradient_of_wrong_type_or_shape(T):
    class Int(T.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            return x * 2

        @staticmethod
        def backward(ctx, grad):
            return 3

    class Shape(T.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            return x * 2

        @staticmethod
        def backward(ctx, grad):
            return T.ones(3)

    with pytest.raises(RuntimeError, match=r"^expected Variable or None \(got int\)$"):
        Int.apply(T.ones(2, requires_grad=True)).sum().backward()
    with pytest.raises(RuntimeError) as info:
        Shape.apply(T.ones(2, requires_grad=True)).sum().backward()
    assert str(info.value) == ("Function ShapeBackward returned an invalid gradient at index 0 - got [3] but "
                               "expected shape compatible with [2]")


def test_third_order_through_a_custom_function(T):
    class Cube(T.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            ctx.save_for_backward(x)
            return x ** 3

        @staticmethod
        def backward(ctx, grad):
            (x,) = ctx.saved_tensors
            return 3 * x ** 2 * grad

    x = T.tensor(2.0, dtype=T.float64, requires_grad=True)
    (g1,) = T.autograd.grad(Cube.apply(x), x, create_graph=True)
    (g2,) = T.autograd.grad(g1, x, create_graph=True)
    (g3,) = T.autograd.grad(g2, x)
    assert (g1.item(), g2.item(), g3.item()) == (12.0, 12.0, 6.0)


def test_once_differentiable(T):
    from importlib import import_module
    once_differentiable = import_module(T.__name__ + ".autograd.function").once_differentiable

    class Square(T.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            ctx.save_for_backward(x)
            return x * x

        @staticmethod
        @once_differentiable
        def backward(ctx, grad):
            assert not T.is_grad_enabled()
            (x,) = ctx.saved_tensors
            return 2 * x * grad

    x = T.ones(2, requires_grad=True)
    (g,) = T.autograd.grad(Square.apply(x).sum(), x, create_graph=True)
    assert g.tolist() == [2.0, 2.0] and g.grad_fn is None  # the incoming grad needed none
    v = T.tensor(1.0, requires_grad=True)
    (g,) = T.autograd.grad(Square.apply(x).sum(), x, v, create_graph=True)
    assert g.grad_fn.name() == "torch::autograd::Error"
    with pytest.raises(RuntimeError, match="^trying to differentiate twice a function that was marked with "
                                           "@once_differentiable$"):
        g.sum().backward()


def test_reentrant_grad_inside_backward(T):
    class Sin(T.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            ctx.save_for_backward(x)
            return x.sin()

        @staticmethod
        def backward(ctx, grad):
            (x,) = ctx.saved_tensors
            with T.enable_grad():
                inner = x.detach().requires_grad_()
                (g,) = T.autograd.grad(inner.sin(), inner, grad)
            return g

    x = T.tensor([0.0, 1.0], dtype=T.float64, requires_grad=True)
    Sin.apply(x).sum().backward()
    import math
    assert x.grad.tolist() == pytest.approx([1.0, math.cos(1.0)])


def test_exception_in_backward_propagates_and_engine_stays_usable(T):
    class Boom(T.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            return x * 2

        @staticmethod
        def backward(ctx, grad):
            raise ValueError("boom in backward")

    x = T.ones(2, requires_grad=True)
    with pytest.raises(ValueError, match="boom in backward") as info:
        Boom.apply(x).sum().backward()
    assert info.traceback[-1].name == "backward"
    assert T.is_grad_enabled()
    (x * 2).sum().backward()
    assert x.grad.tolist() == [2.0, 2.0]


def test_instantiating_and_legacy_call(T):
    Scale = make_scale(T)
    with pytest.warns(DeprecationWarning, match="should not be instantiated"):
        fn = Scale()
    with pytest.raises(RuntimeError, match="^Legacy autograd function with non-static forward method is deprecated"):
        fn(T.ones(1))


def test_variable_constructs_a_tensor(T):
    v = T.autograd.Variable(T.ones(2), requires_grad=True)
    assert type(v) is T.Tensor and v.requires_grad and v.is_leaf
    assert isinstance(T.ones(1), T.autograd.Variable)


def test_non_tensor_outputs_get_none_gradients(T):
    seen = []

    class F(T.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            return 5, x * 2, None

        @staticmethod
        def backward(ctx, g1, g2, g3):
            seen.append((g1, g3))
            return g2 * 3

    x = T.ones(2, requires_grad=True)
    r = F.apply(x)
    assert r[0] == 5 and r[2] is None and type(r[1].grad_fn).__name__ == "FBackward"
    r[1].sum().backward()
    assert seen == [(None, None)] and x.grad.tolist() == [3.0, 3.0]


def test_non_tensor_outputs_without_materialized_grads(T):
    seen = []

    class F(T.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            ctx.set_materialize_grads(False)
            return x * 2, 3.5

        @staticmethod
        def backward(ctx, g, g2):
            seen.append(g2)
            return g

    x = T.ones(2, requires_grad=True)
    F.apply(x)[0].sum().backward()
    assert seen == [None] and x.grad.tolist() == [1.0, 1.0]


def test_vjp_alone_is_the_backward_and_both_are_refused(T):
    class V(T.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            return x * 2

        @staticmethod
        def vjp(ctx, g):
            return g * 7

    x = T.ones(2, requires_grad=True)
    V.apply(x).sum().backward()
    assert x.grad.tolist() == [7.0, 7.0]

    class Both(V):
        @staticmethod
        def backward(ctx, g):
            return g

    with pytest.raises(RuntimeError, match="Implementing both 'backward' and 'vjp' for a custom Function is not "
                                           "allowed. You should only implement one of them."):
        Both.apply(x).sum().backward()


def test_non_differentiable_input_returned_as_is_is_a_detached_alias(T):
    seen = []

    class N(T.autograd.Function):
        @staticmethod
        def forward(ctx, x, y):
            ctx.mark_non_differentiable(y)
            return x.clone(), y

        @staticmethod
        def backward(ctx, g, g2):
            seen.append(g2.tolist())
            return g, None

    x = T.ones(2, requires_grad=True)
    y = T.ones(2, requires_grad=True)
    a, b = N.apply(x, y)
    assert (b.requires_grad, b.grad_fn, b is y, b._is_view()) == (False, None, False, False)
    with T.no_grad():
        y.add_(1)
    assert b.tolist() == [2.0, 2.0] and b._version == 1  # y's array and version counter
    a.sum().backward()
    assert seen == [[0.0, 0.0]] and x.grad.tolist() == [1.0, 1.0] and y.grad is None


def test_gradcheck_failure_message_and_warnings(T):
    import warnings

    class Bad(T.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            return x * 2

        @staticmethod
        def backward(ctx, g):
            return g * 3

    x = T.tensor([1.0, 2.0, 3.0], dtype=T.float64, requires_grad=True)
    with pytest.raises(RuntimeError) as info:  # GradcheckError
        T.autograd.gradcheck(Bad.apply, (x,))
    assert str(info.value) == (
        "Jacobian mismatch for output 0 with respect to input 0,\n"
        "numerical:tensor([[2.0000, 0.0000, 0.0000],\n        [0.0000, 2.0000, 0.0000],\n"
        "        [0.0000, 0.0000, 2.0000]], dtype=torch.float64)\n"
        "analytical:tensor([[3., 0., 0.],\n        [0., 3., 0.],\n        [0., 0., 3.]], dtype=torch.float64)\n")
    assert T.autograd.gradcheck(Bad.apply, (x,), raise_exception=False) is False
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        T.autograd.gradcheck(lambda a: a * 2, (T.ones(2, requires_grad=True),), raise_exception=False)
    assert [str(w.message) for w in caught] == [
        "Input #0 requires gradient and is not a double precision floating point or complex. This check will likely "
        "fail if all the inputs are not of double precision floating point or complex. "]
    with pytest.raises(ValueError, match="^gradcheck expects at least one input tensor to require gradient, but none "
                                         "of them have requires_grad=True.$"):
        T.autograd.gradcheck(lambda a: a * 2, (T.ones(2, dtype=T.float64),))
