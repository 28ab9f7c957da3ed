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
