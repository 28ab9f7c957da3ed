"""Tensor attribute and autograd-graph API corners, each compared with PyTorch (tests/oracle.py)."""
import warnings

from oracle import both, same_as_pytorch


def _err(fn):
    def run(lib):
        try:
            fn(lib)
        except Exception as e:  # noqa: BLE001 - compared by type and message
            return type(e).__name__, str(e)
        return None
    return run


def test_requires_grad_setter_on_non_leaf_refuses_true_too():
    def setter(value):
        def fn(lib):
            y = lib.ones(2, requires_grad=True) * 2
            y.requires_grad = value
        return fn
    assert same_as_pytorch(_err(setter(True))) == (
        "RuntimeError", "you can only change requires_grad flags of leaf variables.")
    assert same_as_pytorch(_err(setter(False)))[0] == "RuntimeError"
    # the method lets True through on a non-leaf
    assert same_as_pytorch(lambda lib: (lib.ones(2, requires_grad=True) * 2).requires_grad_().requires_grad) is True


def test_requires_grad_dtype_messages_per_spelling():
    def attr(lib):
        lib.ones(2, dtype=lib.int64).requires_grad = True
    assert same_as_pytorch(_err(attr))[1].startswith("only Tensors of floating point and complex")
    assert same_as_pytorch(_err(lambda lib: lib.ones(2, dtype=lib.int32, requires_grad=True)))[1].startswith(
        "Only Tensors of floating point and complex")
    same_as_pytorch(_err(lambda lib: lib.ones(2, dtype=lib.int64).requires_grad_()))


def test_grad_cannot_be_assigned_its_own_tensor():
    def fn(lib):
        x = lib.ones(2, requires_grad=True)
        x.grad = x
    assert same_as_pytorch(_err(fn)) == ("RuntimeError", "can't assign Variable as its own grad")


def test_T_of_0d_warns():
    def fn(lib):
        with warnings.catch_warnings(record=True) as w:
            warnings.simplefilter("always")
            lib.tensor(1.).T
            lib.tensor(1.).T
        return [str(m.message) for m in w]
    import minitorch._tensor as mt
    mt._warned_T0 = False
    mine = fn(__import__("minitorch"))
    assert mine == ["Tensor.T is deprecated on 0-D tensors. This function is the identity in these cases. "
                    "(Triggered internally at /__w/pytorch/pytorch/aten/src/ATen/native/TensorShape.cpp:4321.)"]
    assert fn(__import__("minitorch")) == []  # once per process, as TORCH_WARN_ONCE


def test_copy_into_integer_tensor_records_no_history():
    def fn(lib):
        r = lib.tensor([1.7, -2.5, 3.9], requires_grad=True)
        out = lib.zeros(3, dtype=lib.int64).copy_(r)
        return out.tolist(), out.requires_grad, out.grad_fn is None
    assert same_as_pytorch(fn) == ([1, -2, 3], False, True)


def test_grad_mode_decorated_generator_ends_cleanly():
    def fn(lib):
        r = lib.ones(2, requires_grad=True)

        @lib.no_grad()
        def gen():
            yield lib.is_grad_enabled()
            yield (r * 2).requires_grad
            return "done"
        out = []
        for v in gen():
            out.append((v, lib.is_grad_enabled()))
        g = gen()
        next(g), next(g)
        try:
            next(g)
        except StopIteration as e:
            out.append(e.value)
        return out
    assert same_as_pytorch(fn) == [(False, True), (False, True), "done"]


def test_set_grad_enabled_repr():
    mine, theirs = both(lambda lib: repr(lib.set_grad_enabled(False)).split(".", 1)[1])
    import minitorch
    minitorch.set_grad_enabled(True)
    if theirs is not None:
        import torch
        torch.set_grad_enabled(True)
        assert mine == theirs == "autograd.grad_mode.set_grad_enabled(mode=False)"


def test_is_floating_point_and_numel_of_non_tensor():
    same_as_pytorch(lambda lib: lib.is_floating_point(3), unexpected=("AttributeError",))
    same_as_pytorch(lambda lib: lib.numel(3), unexpected=("AttributeError",))


def test_node_call_checks_its_arguments_as_pytorch():
    def call(args, kwargs=None):
        def fn(lib):
            x = lib.ones(2, 3, requires_grad=True)
            node = (x * 2).grad_fn
            made = [lib.ones(2, 3) if a == "t" else a for a in args]
            return node(*made, **(kwargs or {}))
        return fn
    assert same_as_pytorch(call([]), unexpected=()) == ("TypeError", "expected 1 arguments, got 0 instead")
    assert same_as_pytorch(call(["t", "t"]), unexpected=()) == ("TypeError", "expected 1 arguments, got 2 instead")
    assert same_as_pytorch(call([3]), unexpected=()) == ("TypeError", "argument 0 is not a Variable")
    assert same_as_pytorch(call(["t"], {"a": 1}), unexpected=()) == ("TypeError",
                                                                      "keyword arguments are not supported")
    assert same_as_pytorch(lambda lib: [g is None for g in (lib.ones(2, requires_grad=True) * 2).grad_fn(None)]) \
        == [True, True]

    def unbind(lib):
        return lib.ones(2, 3, requires_grad=True).unbind()[0].grad_fn(lib.ones(3))
    assert same_as_pytorch(unbind, unexpected=()) == ("TypeError", "expected 2 arguments, got 1 instead")


def test_gradient_edge_has_ownership_token():
    def fn(lib):
        y = lib.ones(2, requires_grad=True) * 2
        edge = lib.autograd.graph.get_gradient_edge(y)
        return (edge.node is y.grad_fn, edge.output_nr, edge.ownership_token,
                repr(edge).replace(repr(y.grad_fn), "N"))
    assert same_as_pytorch(fn) == (True, 0, None, "GradientEdge(node=N, output_nr=0, ownership_token=None)")


def test_utils_hooks_removable_handle():
    def fn(lib):
        from importlib import import_module
        hooks = import_module(lib.__name__ + ".utils.hooks")
        x = lib.ones(2, requires_grad=True)
        h1 = x.register_hook(lambda g: g)
        h2 = (x * 2).grad_fn.register_prehook(lambda g: None)
        return (isinstance(h1, hooks.RemovableHandle), isinstance(h2, hooks.RemovableHandle),
                repr(h1).split(" object")[0].split(".", 1)[1])
    assert same_as_pytorch(fn) == (True, True, "utils.hooks.RemovableHandle")


def test_read_only_tensor_attributes_refuse_as_getset_descriptors():
    def setter(name):
        def fn(lib):
            t = lib.ones(2, requires_grad=True) * 2
            setattr(t, name, None)
        return fn
    for name in ("shape", "dtype", "is_leaf", "grad_fn", "_version", "retains_grad", "device", "ndim"):
        mine, theirs = both(_err(setter(name)))
        assert mine == ("AttributeError", f"attribute '{name}' of 'minitorch._C.TensorBase' objects is not writable")
        if theirs is not None:
            assert theirs == ("AttributeError", f"attribute '{name}' of 'torch._C.TensorBase' objects is not writable")


def test_reversed_flips_the_first_dimension():
    def fn(lib):
        x = lib.arange(6.0, requires_grad=True)
        r = reversed(x.view(3, 2))
        z = lib.tensor(2.0)
        return r.tolist(), r.grad_fn.name(), reversed(z) is z
    assert same_as_pytorch(fn) == ([[4.0, 5.0], [2.0, 3.0], [0.0, 1.0]], "FlipBackward0", True)


def test_create_graph_backward_warning_text():
    def fn(lib):
        import importlib
        autograd = importlib.import_module(lib.__name__ + ".autograd")
        if hasattr(autograd, "_warned_create_graph"):
            autograd._warned_create_graph = False
        with warnings.catch_warnings(record=True) as w:
            warnings.simplefilter("always")
            x = lib.ones(2, requires_grad=True)
            (x * x).sum().backward(create_graph=True)
            x.grad = None
        return [str(m.message) for m in w if "create_graph" in str(m.message)]
    mine, theirs = both(fn)
    assert len(mine) == 1 and mine[0].endswith("(Triggered internally at "
                                               "/__w/pytorch/pytorch/torch/csrc/autograd/engine.cpp:1307.)")
    if theirs:  # PyTorch warns once per process: compare when it did here
        assert mine == theirs


def test_is_contiguous_memory_format_is_keyword_only():
    assert same_as_pytorch(lambda lib: lib.ones(2).is_contiguous(lib.contiguous_format), unexpected=()) == (
        "TypeError", "is_contiguous() takes 0 positional arguments but 1 was given")
    assert same_as_pytorch(lambda lib: lib.ones(2, 3, 4, 5).contiguous(memory_format=lib.channels_last)
                           .is_contiguous(memory_format=lib.channels_last)) is True
