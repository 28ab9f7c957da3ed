"""Autograd as PyTorch's tutorials and notes show it (A Gentle Introduction, Autograd mechanics, Extending
torch.autograd, forward-mode AD): the details their programs print, checked against PyTorch where it imports."""
import pytest

from oracle import same_as_pytorch


def _attempt(fn):
    try:
        return fn()
    except RuntimeError as e:
        return ("RuntimeError", str(e))


# -- a view made where its in-place change cannot be tracked, whose base then changes in place -------------

def _view_then_base_changes(lib, make_view, change):
    p = lib.ones(4, requires_grad=True)
    base = p * 1 if make_view != "no_grad" else p
    if make_view == "no_grad":
        with lib.no_grad():
            v = base[:2]
    elif make_view == "inference":
        with lib.inference_mode():
            v = base[:2]
    else:  # a multi-output view
        v = base.split(2)[0]
    with lib.set_grad_enabled(change == "grad"):
        if make_view == "no_grad":
            p.detach().mul_(2)
        else:
            base.mul_(2)
    grad_fn = _attempt(lambda: type(v.grad_fn).__name__)
    is_leaf = _attempt(lambda: v.is_leaf)
    shown = repr(v)
    backward = _attempt(lambda: v.sum().backward())
    return grad_fn, is_leaf, shown, backward, None if p.grad is None else p.grad.tolist()


@pytest.mark.parametrize("make_view", ["no_grad", "inference", "multi_output"])
@pytest.mark.parametrize("change", ["grad", "no_grad"])
def test_view_whose_base_changed_in_place_refuses_its_grad_fn(make_view, change):
    # It used to get an AsStridedBackward0 silently, and backward sent a gradient through it.
    grad_fn, is_leaf, shown, backward, grad = same_as_pytorch(
        lambda lib: _view_then_base_changes(lib, make_view, change))
    assert grad_fn[0] == "RuntimeError" and "its base or another view of its base has been modified" in grad_fn[1]
    assert is_leaf == grad_fn and backward == grad_fn
    assert shown.endswith("grad_fn=<Invalid>)")
    assert grad is None


def test_no_grad_view_modified_in_place_under_no_grad_prints_invalid():
    def run(lib):
        p = lib.ones(2, requires_grad=True)
        with lib.no_grad():
            v = p.view(2)
            shown = repr(v.mul_(2))
        return shown, _attempt(lambda: v.grad_fn), p.tolist()
    shown, grad_fn, _ = same_as_pytorch(run)
    assert shown == "tensor([2., 2.], grad_fn=<Invalid>)"
    assert grad_fn == ("RuntimeError", "A view was created in no_grad mode and its base or another view of its "
                       "base has been modified inplace with grad mode enabled. Given that this use case is "
                       "ambiguous and error-prone, it is forbidden. You can clarify your code by moving both the "
                       "view and the inplace either both inside the no_grad block (if you don't want the inplace "
                       "to be tracked) or both outside (if you want the inplace to be tracked).")


def test_view_of_base_that_requires_grad_after_its_in_place_change_gets_as_strided():
    # The view asked for its grad_fn before the base required grad: it must still be regenerated afterwards
    # (it stayed None, and backward accumulated into the view as if it were a leaf).
    def run(lib):
        b = lib.ones(3)
        v = b[:2]
        b.mul_(2)
        before = v.grad_fn
        b.requires_grad_()
        after = type(v.grad_fn).__name__
        v.sum().backward()
        return before, after, v.is_leaf, b.grad.tolist()
    assert same_as_pytorch(run) == (None, "AsStridedBackward0", False, [1.0, 1.0, 0.0])


# -- a node's raw saved tensor: PyTorch's SavedTensor binding -------------------------------------------------

def test_raw_saved_tensor_is_a_saved_tensor():
    def run(lib):
        x = lib.randn(3, requires_grad=True)
        return type(x.pow(2).grad_fn._raw_saved_self).__name__
    assert same_as_pytorch(run) == "SavedTensor"


@pytest.mark.parametrize("args, kwargs, given", [
    ((), {}, ""),
    ((print,), {}, ", <built-in function print>"),
    ((1, 2), {}, ", 1, 2"),
    ((print, print, print), {}, ", <built-in function print>, <built-in function print>, <built-in function print>"),
    ((print,), {"arg1": print}, ", <built-in function print>; kwargs: arg1=<built-in function print>"),
    ((), {"pack_hook": print, "unpack_hook": print},
     "; kwargs: pack_hook=<built-in function print>, unpack_hook=<built-in function print>"),
])
def test_register_hooks_with_wrong_arguments_raises_pybinds_error(args, kwargs, given):
    def run(lib):
        saved = lib.ones(2, requires_grad=True).pow(2).grad_fn._raw_saved_self
        try:
            saved.register_hooks(*args, **kwargs)
        except TypeError as e:
            return str(e).replace(repr(saved), "<saved>").replace("minitorch.", "torch.")
    assert same_as_pytorch(run) == (
        "register_hooks(): incompatible function arguments. The following argument types are supported:\n"
        "    1. (self: torch._C._autograd.SavedTensor, arg0: collections.abc.Callable, arg1: "
        "collections.abc.Callable) -> None\n\nInvoked with: <saved>" + given)


# -- Node hooks must return a tuple ---------------------------------------------------------------------------

def _node_hook_returning(lib, kind, make):
    y = lib.ones(2, requires_grad=True)
    z = y * 2
    node = z.grad_fn if kind != "accumulate" else z.grad_fn.next_functions[0][0]
    if kind == "post":
        node.register_hook(lambda grad_inputs, grad_outputs: make(grad_inputs))
    else:
        node.register_prehook(lambda grad_outputs: make(grad_outputs))
    try:
        z.sum().backward()
    except (TypeError, RuntimeError) as e:
        return type(e).__name__, str(e), y.grad
    return y.grad.tolist()


@pytest.mark.parametrize("kind", ["pre", "post", "accumulate"])
@pytest.mark.parametrize("make, expected", [
    (lambda grads: [g for g in grads], ("TypeError", "expected tuple, but hook returned 'list'", None)),
    (lambda grads: tuple(None if g is None else g * 3 for g in grads), None),
    (lambda grads: grads[0], ("TypeError", "expected tuple, but hook returned 'Tensor'", None)),
], ids=["list", "tuple", "tensor"])
def test_node_hook_result_must_be_a_tuple(kind, make, expected):
    # A list was taken as if it were a tuple.
    got = same_as_pytorch(lambda lib: _node_hook_returning(lib, kind, make), unexpected=())
    assert got == (expected or [6.0, 6.0])


# -- custom Functions: arguments bound to forward, and vmap support ----------------------------------------

def _scale_fn(lib):
    class Scale(lib.autograd.Function):
        @staticmethod
        def forward(x, factor=3.0):
            return x * factor

        @staticmethod
        def setup_context(ctx, inputs, output):
            ctx.inputs_seen = tuple(type(a).__name__ if isinstance(a, lib.Tensor) else a for a in inputs)
            ctx.factor = inputs[1]

        @staticmethod
        def backward(ctx, grad):
            return grad * ctx.factor, None
    return Scale


@pytest.mark.parametrize("call", [
    lambda F, x: F.apply(x),
    lambda F, x: F.apply(x, 2.0),
    lambda F, x: F.apply(x, factor=5.0),
    lambda F, x: F.apply(x=x, factor=5.0),
    lambda F, x: F.apply(x, 1.0, 2.0),
    lambda F, x: F.apply(x, 1.0, scale=2.0),
], ids=["default", "positional", "keyword", "all-keywords", "too-many", "unknown-keyword"])
def test_function_with_setup_context_binds_arguments_to_forward(call):
    # setup_context's inputs hold every argument of forward, defaults filled in (it got only the positional ones,
    # and keyword arguments failed).
    def run(lib):
        x = lib.ones(2, requires_grad=True)
        y = call(_scale_fn(lib), x)
        y.sum().backward()
        return y.grad_fn.inputs_seen, y.tolist(), x.grad.tolist()
    got = same_as_pytorch(run, unexpected=())
    assert got[0] != "RuntimeError"


def _vmapped_function(lib, kind):
    class Double(lib.autograd.Function):
        @staticmethod
        def forward(x):
            return x * 2

        @staticmethod
        def setup_context(ctx, inputs, output):
            pass

        @staticmethod
        def backward(ctx, grad):
            return grad * 2

        @staticmethod
        def jvp(ctx, tangent):
            return tangent * 2
    if kind == "generate":
        Double.generate_vmap_rule = True
    elif kind == "both":
        Double.generate_vmap_rule = True
        Double.vmap = staticmethod(lambda info, in_dims, x: (x * 2, in_dims[0]))
    return Double


@pytest.mark.parametrize("kind", ["none", "generate", "both"])
@pytest.mark.parametrize("transform", ["vmap", "vmap-of-grad", "jacfwd", "grad", "jacrev"])
def test_function_needs_a_vmap_rule_under_vmap(kind, transform):
    def run(lib):
        F = _vmapped_function(lib, kind)
        x = lib.ones(3, 2)
        try:
            if transform == "vmap":
                out = lib.vmap(F.apply)(x)
            elif transform == "vmap-of-grad":
                out = lib.vmap(lib.func.grad(lambda r: F.apply(r).sum()))(x)
            elif transform == "jacfwd":
                out = lib.func.jacfwd(F.apply)(x[0])
            elif transform == "grad":
                out = lib.func.grad(lambda r: F.apply(r).sum())(x[0])
            else:
                out = lib.func.jacrev(F.apply)(x[0])
        except RuntimeError as e:
            return str(e)
        return out.tolist()
    got = same_as_pytorch(run)
    if kind == "none" and transform not in ("grad", "jacrev"):
        assert "but it does not have vmap support" in got


def test_function_vmap_staticmethod_of_the_base_class_raises():
    def run(lib):
        try:
            lib.autograd.Function.vmap(None, (0,), lib.ones(1))
        except NotImplementedError as e:
            return lib.autograd.Function.generate_vmap_rule, str(e)
    assert same_as_pytorch(run) == (False, "To use autograd.Function with vmap, you must either override the vmap "
                                           "staticmethod or set generate_vmap_rule=True.")


# -- gradcheck on custom Functions: PyTorch's checks, calls and messages -------------------------------------

def _traced_mul(lib, calls, backward=None, materialize=True):
    class Mul(lib.autograd.Function):
        @staticmethod
        def forward(ctx, x, y):
            ctx.set_materialize_grads(materialize)
            calls.append("forward")
            ctx.save_for_backward(x, y)
            return x * y

        @staticmethod
        def backward(ctx, grad):
            calls.append(None if grad is None else round(float(grad.sum()), 6))
            x, y = ctx.saved_tensors
            return (backward or (lambda g: (g * y, g * x)))(grad)
    return Mul


def _gradcheck_run(lib, n=3, backward=None, materialize=True, **kwargs):
    calls = []
    Mul = _traced_mul(lib, calls, backward, materialize)
    x = lib.arange(1.0, n + 1, dtype=lib.float64).requires_grad_()
    y = lib.linspace(0.5, 2.0, n, dtype=lib.float64)
    try:
        result = lib.autograd.gradcheck(Mul.apply, (x, y), **kwargs)
    except Exception as e:  # noqa: BLE001 - compared by type and message
        result = (type(e).__name__, str(e))
    return result, calls


@pytest.mark.parametrize("kwargs", [{}, {"check_undefined_grad": False}, {"check_forward_ad": False},
                                    {"check_backward_ad": False}, {"raise_exception": False}],
                         ids=["default", "no-undefined", "no-forward", "no-backward", "no-raise"])
def test_gradcheck_calls_forward_and_backward_as_pytorch(kwargs):
    # One forward for every analytical row (PyTorch keeps one graph), each row computed once (PyTorch twice),
    # and no zero-grad_output or undefined-grad checks: a backward that prints showed it.
    result, calls = same_as_pytorch(lambda lib: _gradcheck_run(lib, **kwargs))
    if "check_backward_ad" in kwargs:
        assert result == ("AssertionError", "Expected at least one of check_forward_ad or check_backward_ad to be "
                                            "True")
    else:
        assert result is True and calls.count("forward") == 8 - ("check_undefined_grad" in kwargs)


@pytest.mark.parametrize("backward, materialize, message", [
    (lambda g: (g * 2 + 1, None), True, "backward not multiplied by grad_output"),
    (lambda g: (g * 2, None), False, "Expected backward function to handle undefined output grads."),
    (lambda g: (None, None) if g is None else (g * 2, None), False, None),
], ids=["not-multiplied", "undefined-none", "undefined-handled"])
def test_gradcheck_checks_grad_output_handling(backward, materialize, message):
    def run(lib):
        def safe(g):
            try:
                return backward(g)
            except TypeError:  # ``None * 2``: a backward that does not expect an undefined grad
                raise RuntimeError("undefined grad reached backward")
        def make(lib_, calls, *_):
            return _traced_mul(lib_, calls, safe, materialize)
        calls = []
        Mul = make(lib, calls)
        x = lib.tensor([1.0, 2.0, 3.0], dtype=lib.float64, requires_grad=True)
        fn = lambda a: Mul.apply(a, lib.ones(3, dtype=lib.float64))  # noqa: E731
        try:
            return lib.autograd.gradcheck(fn, (x,), atol=1e10)  # only the grad_output checks can fail
        except Exception as e:  # noqa: BLE001
            return type(e).__name__, str(e).split(" Please look")[0]
    got = same_as_pytorch(run)
    assert got == (True if message is None else ("GradcheckError", message))


def test_gradcheck_finds_a_backward_that_is_not_reentrant():
    def run(lib):
        state = [0.0]

        def drifting(g):
            state[0] += 1.0
            return g * 2 + state[0] * 1e-3, None
        calls = []
        Mul = _traced_mul(lib, calls, drifting)
        x = lib.tensor([1.0, 2.0], dtype=lib.float64, requires_grad=True)
        try:
            lib.autograd.gradcheck(lambda a: Mul.apply(a, lib.ones(2, dtype=lib.float64)), (x,), atol=1.0)
        except Exception as e:  # noqa: BLE001
            return type(e).__name__, str(e)
    name, message = same_as_pytorch(run)
    assert name == "GradcheckError" and message.startswith("Backward is not reentrant")


def test_gradcheck_mismatch_names_differentiable_positions_and_shows_input_by_output_jacobians():
    # The message counted outputs and inputs among all of them, and showed the Jacobian transposed.
    def run(lib):
        class Wrong(lib.autograd.Function):
            @staticmethod
            def forward(ctx, scale, x):
                return scale, x.sum(0) * 2

            @staticmethod
            def backward(ctx, g_scale, g):
                return None, g.expand(3, 2) * 3
        x = lib.ones(3, 2, dtype=lib.float64, requires_grad=True)
        try:
            lib.autograd.gradcheck(lambda s, a: Wrong.apply(s, a), (lib.ones(1), x), check_undefined_grad=False)
        except Exception as e:  # noqa: BLE001
            return type(e).__name__, str(e)
    name, message = same_as_pytorch(run)
    assert message.startswith("Jacobian mismatch for output 1 with respect to input 0,\nnumerical:tensor([[2.0000, 0.0000],\n")
    assert "[3., 0.],\n        [0., 3.],\n        [3., 0.]" in message.split("analytical:")[1]  # (3*2, 2)


# -- forward-mode AD: make_dual --------------------------------------------------------------------------------

@pytest.mark.parametrize("layout", ["same", "transposed", "expanded"])
def test_make_dual_keeps_a_tangent_laid_out_as_the_primal_and_copies_any_other(layout):
    # A transposed tangent was kept as it was (strides (1, 10)); PyTorch stores a copy laid out as the primal.
    def run(lib):
        primal = lib.arange(6.0).reshape(2, 3)
        tangent = {"same": lib.ones(2, 3), "transposed": lib.arange(6.0).reshape(3, 2).T,
                   "expanded": lib.ones(3).expand(2, 3)}[layout]
        with lib.autograd.forward_ad.dual_level():
            dual = lib.autograd.forward_ad.make_dual(primal, tangent)
            stored = lib.autograd.forward_ad.unpack_dual(dual).tangent
            return stored is tangent, stored.stride(), stored.tolist(), (dual * 2).sum().item()
    same_as_pytorch(run)


def test_make_dual_at_a_level_that_is_not_the_current_one():
    def run(lib):
        with lib.autograd.forward_ad.dual_level():
            try:
                lib.autograd.forward_ad.make_dual(lib.ones(2), lib.ones(2), level=3)
            except RuntimeError as e:
                return str(e)
    assert same_as_pytorch(run) == "Invalid level given to _make_dual"


def test_gradgradcheck_draws_grad_outputs_as_pytorch():
    # A Function whose backward is not differentiable (tensors kept on ctx, not saved) fails gradgradcheck; the
    # message shows the random grad_outputs' effect, which were randn draws and are now make_tensor's, as PyTorch's.
    def run(lib):
        class SinhBad(lib.autograd.Function):
            @staticmethod
            def forward(ctx, x):
                ctx.expx, ctx.expnegx = x.exp(), (-x).exp()
                return (ctx.expx - ctx.expnegx) / 2

            @staticmethod
            def backward(ctx, grad_out):
                return grad_out * (ctx.expx + ctx.expnegx) / 2
        lib.manual_seed(0)
        x = lib.rand(2, 2, dtype=lib.float64, requires_grad=True)
        try:
            lib.autograd.gradgradcheck(SinhBad.apply, x)
        except Exception as e:  # noqa: BLE001
            return type(e).__name__, str(e)
    name, message = same_as_pytorch(run)
    assert name == "GradcheckError" and message.startswith("Jacobian mismatch for output 0 with respect to input 0")
