"""Accumulation into ``.grad`` (PyTorch's AccumulateGrad cases) and node introspection.
Each test runs on minitorch and, where installed, on PyTorch."""
import importlib.util
import warnings

import pytest

LIBS = ["minitorch"] + (["torch"] if importlib.util.find_spec("torch") else [])


@pytest.fixture(params=LIBS)
def T(request):
    return importlib.import_module(request.param)


@pytest.fixture
def no_create_graph_warning():
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", message="Using backward\\(\\) with create_graph=True")
        yield


# -- .grad ---------------------------------------------------------------------------------------

def test_first_gradient_is_stolen_when_nobody_else_sees_it(T):
    x = T.ones(3, requires_grad=True)
    seen = []
    x.register_hook(lambda g: seen.append(g.data_ptr()))  # keeps no reference to the gradient
    (x * 2).sum().backward()
    assert x.grad.data_ptr() == seen[0]


def test_first_gradient_is_copied_when_the_user_holds_it(T):
    x = T.ones(3, requires_grad=True)
    g = T.full((3,), 5.0)
    x.backward(g)
    assert x.grad is not g and x.grad.data_ptr() != g.data_ptr()
    g.add_(1) if hasattr(g, "add_") else None
    assert x.grad.tolist() == [5.0, 5.0, 5.0]


def test_later_gradients_are_added_in_place(T):
    x = T.ones(2, requires_grad=True)
    (x * 2).sum().backward()
    first = x.grad
    version = first._version
    (x * 3).sum().backward()
    assert x.grad is first and first.tolist() == [5.0, 5.0]
    assert first._version == version + 1


def test_user_assigned_grad_is_accumulated_into(T):
    x = T.ones(2, requires_grad=True)
    mine = T.zeros(2)
    x.grad = mine
    (x * 2).sum().backward()
    assert x.grad is mine and mine.tolist() == [2.0, 2.0]


def test_grad_none_starts_over_and_del(T):
    x = T.ones(2, requires_grad=True)
    (x * 2).sum().backward()
    x.grad = None
    (x * 3).sum().backward()
    assert x.grad.tolist() == [3.0, 3.0]
    del x.grad
    assert x.grad is None


@pytest.mark.skipif(not hasattr(importlib.import_module("minitorch").Tensor, "zero_"),
                    reason="Tensor.zero_ arrives with the in-place ops (inplace helper)")
def test_zero_grad_in_place(T):
    x = T.ones(2, requires_grad=True)
    (x * 2).sum().backward()
    g = x.grad
    x.grad.zero_()
    (x * 3).sum().backward()
    assert x.grad is g and g.tolist() == [3.0, 3.0]


def test_create_graph_accumulates_out_of_place_and_differentiably(T, no_create_graph_warning):
    x = T.tensor([1.0, 2.0], requires_grad=True)
    (x * x).sum().backward(create_graph=True)
    first = x.grad
    assert first.requires_grad and first.grad_fn is not None
    (x * x).sum().backward(create_graph=True)
    assert x.grad is not first and x.grad.grad_fn.name() == "AddBackward0"
    assert x.grad.tolist() == [4.0, 8.0]
    (g,) = T.autograd.grad(x.grad.sum(), x)
    assert g.tolist() == [4.0, 4.0]


def test_grad_setter_errors(T):
    x = T.ones(2, requires_grad=True)
    with pytest.raises(RuntimeError) as info:
        x.grad = T.ones(2, 3)
    assert str(info.value) == ("attempting to assign a gradient of size '[2, 3]' to a tensor of size '[2]'. "
                               "Please ensure that the gradient and the tensor are the same size")
    with pytest.raises(RuntimeError, match="^attempting to assign a gradient with dtype 'double' to a tensor with "
                                           "grad_dtype 'Float'. The gradient must match"):
        x.grad = T.ones(2, dtype=T.float64)
    with pytest.raises(TypeError, match="^assigned grad expected to be a Tensor or None but got grad of type int$"):
        x.grad = 3


def test_non_leaf_grad_warns(T):
    x = T.ones(2, requires_grad=True)
    y = x * 2
    with pytest.warns(UserWarning, match="The .grad attribute of a Tensor that is not a leaf Tensor is being "
                                         "accessed"):
        assert y.grad is None
    y.retain_grad()
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert y.grad is None


def test_leaf_that_stopped_requiring_grad_is_skipped(T):
    x = T.ones(2, requires_grad=True)
    y = (x * 2).sum()
    x.requires_grad_(False)
    y.backward()
    assert x.grad is None


# -- node introspection ----------------------------------------------------------------------------

def test_names_next_functions_and_metadata(T):
    x = T.ones(2, requires_grad=True)
    y = (x * 2).sum()
    fn = y.grad_fn
    assert fn.name() == "SumBackward0"
    (mul, nr), = fn.next_functions
    assert mul.name() == "MulBackward0" and nr == 0
    (acc, acc_nr), (none, none_nr) = mul.next_functions
    assert acc.name() == "torch::autograd::AccumulateGrad" and acc.variable is x and acc_nr == 0
    assert none is None and none_nr == 0
    assert acc.next_functions == ()
    assert fn.metadata == {}
    fn.metadata["mine"] = 1
    assert y.grad_fn.metadata == {"mine": 1}
    assert repr(acc).startswith("<AccumulateGrad object at 0x")
    assert repr(fn).startswith("<SumBackward0 object at 0x")


def test_sequence_numbers_increase_in_creation_order(T):
    x = T.ones(2, requires_grad=True)
    a = x * 2
    b = a * 3
    assert b.grad_fn._sequence_nr() == a.grad_fn._sequence_nr() + 1


def test_only_a_backward_of_several_roots_makes_a_graph_root_node(T):
    """PyTorch's engine seeds a single root directly (skip_dummy_node): only several roots make a GraphRoot,
    which takes a sequence number like any node."""
    x = T.ones(2, requires_grad=True)
    b = x * 2
    b.sum().backward()                               # SumBackward0, no GraphRoot
    c = x * 3
    assert c.grad_fn._sequence_nr() - b.grad_fn._sequence_nr() == 2
    d = x * 4
    T.autograd.backward([c.sum(), d.sum()])          # two SumBackward0 and a GraphRoot
    e = x * 5
    assert e.grad_fn._sequence_nr() - d.grad_fn._sequence_nr() == 4
    T.autograd.grad((x * 6).sum(), x)                # MulBackward0, SumBackward0
    f = x * 7
    assert f.grad_fn._sequence_nr() - e.grad_fn._sequence_nr() == 3


def test_a_root_gradient_of_another_dtype_or_shape_is_refused_or_cast_as_pytorch_does(T):
    x = T.ones(3, requires_grad=True)
    with pytest.raises(RuntimeError, match=r"Mismatch in shape: grad_output\[0\] has a shape of torch.Size\(\[4\]\)"):
        (x * 2).backward(T.ones(4))
    (x * 2).sum().backward(T.tensor(2.0, dtype=T.float64))  # cast to the root's dtype, as validate_outputs does
    assert x.grad.dtype == T.float32 and x.grad.tolist() == [4.0, 4.0, 4.0]


def test_edges_to_later_outputs_of_a_multi_output_op(T):
    # An edge's input_nr is the output number of the tensor it came from; most edges are 0.
    x = T.tensor([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]], requires_grad=True)
    a, b, c = x.unbind(0)
    unbind = a.grad_fn
    assert [(fn is unbind, nr) for fn, nr in (a * c).grad_fn.next_functions] == [(True, 0), (True, 2)]
    assert [(fn is unbind, nr) for fn, nr in (c * 2.0).grad_fn.next_functions] == [(True, 2), (False, 0)]
    assert [(fn is unbind, nr) for fn, nr in b.exp().grad_fn.next_functions] == [(True, 1)]
    assert [(fn is unbind, nr) for fn, nr in T.cat([c, a]).grad_fn.next_functions] == [(True, 2), (True, 0)]
    y = T.ones(2)  # needs no gradient: its edge is (None, 0)
    assert [(fn is None, nr) for fn, nr in (y * c).grad_fn.next_functions] == [(True, 0), (False, 2)]
    ((a * c).sum() + b.exp().sum() + (y * c).sum()).backward()
    assert x.grad.allclose(T.tensor([[5.0, 6.0], [20.085537, 54.59815], [2.0, 3.0]]))


def test_node_is_the_abstract_base(T):
    Node = T.autograd.graph.Node
    x = T.ones(2, requires_grad=True)
    y = x * 2
    assert isinstance(y.grad_fn, Node) and isinstance(y.grad_fn.next_functions[0][0], Node)
    assert not isinstance(x, Node)


def test_get_gradient_edge(T):
    x = T.ones(2, requires_grad=True)
    y = x * 2
    edge = T.autograd.graph.get_gradient_edge(y)
    assert edge.node is y.grad_fn and edge.output_nr == 0
    leaf_edge = T.autograd.graph.get_gradient_edge(x)
    assert leaf_edge.node.name() == "torch::autograd::AccumulateGrad" and leaf_edge.node.variable is x
    assert leaf_edge.node is y.grad_fn.next_functions[0][0]  # the same accumulator the graph uses
    with pytest.raises(RuntimeError, match="^It is not possible to get the gradient edge for a Tensor that does "
                                           "not require gradients$"):
        T.autograd.graph.get_gradient_edge(T.ones(2))


def test_calling_a_node_directly(T):
    x = T.ones(2, requires_grad=True)
    g, none = (x * 3).grad_fn(T.ones(2))
    assert g.tolist() == [3.0, 3.0] and none is None
    assert (x.sum()).grad_fn(T.ones(())).tolist() == [1.0, 1.0]


def test_accumulating_into_an_expanded_grad_is_refused_like_pytorch():
    from oracle import both

    def run(lib):
        x = lib.ones(2, requires_grad=True)
        x.grad = lib.zeros(1).expand(2)
        (x * 2).sum().backward()
        return x.grad.tolist()
    mine, theirs = both(run)
    assert mine == ("RuntimeError", "unsupported operation: more than one element of the written-to tensor refers to "
                    "a single memory location. Please clone() the tensor before performing the operation.")
    assert theirs is None or mine == theirs
