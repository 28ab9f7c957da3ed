"""In-place ops and views (issue 5): each program runs in minitorch and in PyTorch on the same
data; grad_fn names, versions, gradients and error messages must agree."""
import numpy as np
import pytest

import minitorch

torch = pytest.importorskip("torch")


def _inputs(lib, seed=0, shapes=((3, 4), (4,))):
    rng = np.random.default_rng(seed)
    return [lib.tensor(rng.standard_normal(s), dtype=lib.float64, requires_grad=True) for s in shapes]


def _compare(program, shapes=((3, 4), (4,))):
    """Run ``program(lib, *leaves) -> output``; compare outputs, grad_fn names and leaf gradients."""
    results = []
    for lib in (minitorch, torch):
        leaves = _inputs(lib, shapes=shapes)
        out = program(lib, *leaves)
        name = out.grad_fn.name() if out.grad_fn is not None else None
        out.sum().backward()
        grads = [None if t.grad is None else t.grad.detach().numpy().copy() for t in leaves]
        results.append((out.detach().numpy().copy(), name, grads))
    (o1, n1, g1), (o2, n2, g2) = results
    np.testing.assert_allclose(o1, o2, rtol=1e-10, atol=1e-12)
    assert n1 == n2
    for a, b in zip(g1, g2):
        assert (a is None) == (b is None)
        if a is not None:
            np.testing.assert_allclose(a, b, rtol=1e-10, atol=1e-12)


def p_chain(lib, x, w):
    y = x * 1
    y.mul_(2).add_(w)
    y += 1
    y *= w
    y -= 0.5
    y /= 3
    y.pow_(2)
    return y.exp_()


def p_setitem_int(lib, x, w):
    y = x.clone()
    y[0] = w
    y[1, 2] = 5.0
    y[-1] = 0.0
    return y * x


def p_setitem_slice(lib, x, w):
    y = x.clone()
    y[:, 1:3] = w[:2]
    y[0:2] = y[1:3] * 2
    y[..., 0] = w[0]
    return y


def p_setitem_mask(lib, x, w):
    y = x.clone()
    y[y > 0] *= 2
    y[y < -0.5] = 0.0
    return y * w


def p_setitem_index(lib, x, w):
    y = x * 2
    idx = lib.tensor([0, 2])
    y[idx] = w
    y[[1, 1], [0, 3]] += w[:2] if False else 1.0
    y[:, lib.tensor([1, 3])] = x[:, :2]
    return y.sin()


def p_views_of_views(lib, x, w):
    y = x.clone()
    v = y[1:]            # 2x4
    vv = v.t()[1]        # column 1 of v
    vv.mul_(w[:2])
    v2 = y.view(12)[3:9].view(2, 3)
    v2.add_(1).mul_(3)
    y.unsqueeze(0).squeeze(0).transpose(0, 1)[0].relu_()
    return y * x + vv.sum() + v.exp().sum()


def p_loop(lib, x, w):
    out = lib.zeros(5, 4, dtype=lib.float64)
    h = w
    for i in range(5):
        h = (h * x[i % 3]).tanh()
        out[i] = h
        out[i].mul_(0.5 + i)
    return out


def p_base_inplace_view_used(lib, x, w):
    y = x.clone()
    v = y[0]
    y.mul_(2)            # v's grad_fn is regenerated (AsStridedBackward0)
    return v * w


def p_expand_view(lib, x, w):
    y = w.clone()
    e = y.expand(3, 4)
    y.mul_(3)
    return e * x


def p_fill_zero_copy(lib, x, w):
    y = x.clone()
    y[0].zero_()
    y[1].fill_(w[0])
    y[2].copy_(w * 3)
    y.clamp_(-1.0, 1.0)
    z = x * 1
    z.masked_fill_(z > 0, 2.0)
    return y + z


def p_no_grad_update(lib, x, w):
    with lib.no_grad():
        x.mul_(0.5)      # the optimizer pattern: fine on leaves under no_grad
        w.sub_(0.1 * w)
    return x.pow(2) * w


PROGRAMS = [p_chain, p_setitem_int, p_setitem_slice, p_setitem_mask, p_setitem_index, p_views_of_views, p_loop,
            p_base_inplace_view_used, p_expand_view, p_fill_zero_copy, p_no_grad_update]


@pytest.mark.parametrize("program", PROGRAMS, ids=[p.__name__ for p in PROGRAMS])
def test_program_matches_pytorch(program):
    _compare(program)


def _graph_names(lib, program):
    x, w = _inputs(lib)
    out = program(lib, x, w)
    names, stack, seen = [], [out.grad_fn], set()
    while stack:
        fn = stack.pop()
        if fn is None or fn in seen:
            continue
        seen.add(fn)
        names.append(fn.name())
        stack.extend(f for f, _ in fn.next_functions)
    return sorted(names)


@pytest.mark.parametrize("program", [p_setitem_int, p_setitem_mask, p_views_of_views, p_fill_zero_copy],
                         ids=lambda p: p.__name__)
def test_graph_node_names_match_pytorch(program):
    assert _graph_names(minitorch, program) == _graph_names(torch, program)


def _run_error(lib, program):
    try:
        program(lib)
    except Exception as e:  # noqa: BLE001
        return type(e).__name__, str(e)
    return None


def e_leaf(lib):
    lib.ones(3, requires_grad=True).mul_(2)


def e_leaf_view(lib):
    lib.ones(3, requires_grad=True)[0:2].mul_(2)


def e_leaf_setitem(lib):
    lib.ones(3, requires_grad=True)[0] = 1.0


def e_no_grad_view(lib):
    x = lib.ones(3, requires_grad=True).clone()
    with lib.no_grad():
        v = x[0:2]
    v.mul_(2)


def e_no_grad_view_of_view(lib):
    x = lib.ones(3, 2, requires_grad=True).clone()
    with lib.no_grad():
        v = x[0:2]
    v[0].add_(1)


def e_saved_modified(lib):
    x = lib.ones(3, requires_grad=True).clone()
    y = x.sin()
    x.mul_(2)
    y.sum().backward()


def e_saved_output_modified(lib):
    x = lib.ones(3, requires_grad=True)
    y = x.exp()
    y.add_(1)
    y.sum().backward()


def e_saved_leaf_modified(lib):
    w = lib.ones(3, requires_grad=True)
    y = w.sin()
    with lib.no_grad():
        w.mul_(2)
    y.sum().backward()


def e_saved_copyslices(lib):
    x = lib.ones(3, requires_grad=True).clone()
    x[0] = 1.0
    y = x.sin()
    x[1] = 3.0
    y.sum().backward()


def e_broadcast(lib):
    lib.ones(3).add_(lib.ones(2, 3))


def e_cast(lib):
    lib.ones(3, dtype=lib.int64).div_(2)


def e_expand_write(lib):
    lib.ones(3, 1).expand(3, 4).mul_(2)


def e_detach_view(lib):
    lib.ones(3, requires_grad=True).clone()[0:2].detach_()


def e_requires_grad_nonleaf(lib):
    lib.ones(3, requires_grad=True).clone().requires_grad_(False)


def _custom_as_is(lib):
    class G(lib.autograd.Function):
        @staticmethod
        def forward(ctx, a):
            return a

        @staticmethod
        def backward(ctx, g):
            return g
    return G


def e_custom_as_is(lib):
    G = _custom_as_is(lib)
    G.apply(lib.ones(3, requires_grad=True).clone()).mul_(2)


def _dirty(lib):
    class H(lib.autograd.Function):
        @staticmethod
        def forward(ctx, a):
            a.mul_(2)
            ctx.mark_dirty(a)
            return a

        @staticmethod
        def backward(ctx, g):
            return g * 2
    return H


def e_dirty_leaf(lib):
    _dirty(lib).apply(lib.ones(3, requires_grad=True))


ERRORS = [e_leaf, e_leaf_view, e_leaf_setitem, e_no_grad_view, e_no_grad_view_of_view, e_saved_modified,
          e_saved_output_modified, e_saved_leaf_modified, e_saved_copyslices, e_broadcast, e_cast, e_expand_write,
          e_detach_view, e_requires_grad_nonleaf, e_custom_as_is, e_dirty_leaf]


@pytest.mark.parametrize("program", ERRORS, ids=[p.__name__ for p in ERRORS])
def test_error_matches_pytorch(program):
    ours, theirs = _run_error(minitorch, program), _run_error(torch, program)
    assert theirs is not None
    assert ours == theirs


@pytest.mark.parametrize("lib", [minitorch, torch], ids=["minitorch", "torch"])
def test_versions_views_and_detach(lib):
    x = lib.ones(3, 4, requires_grad=True).clone()
    v = x[1]
    d = x.detach()
    assert v._base is x and v._is_view()
    assert not d._is_view()
    v.add_(1)
    d.zero_()
    assert (x._version, v._version, d._version, x.data._version) == (2, 2, 2, 0)


def test_dirty_rebases_history():
    out = {}
    for lib in (minitorch, torch):
        x = lib.ones(3, requires_grad=True)
        y = x.clone()
        r = _dirty(lib).apply(y)
        v = lib.ones(4, requires_grad=True).clone()
        _dirty(lib).apply(v[1:3])
        (r.sum() + v.sum()).backward()
        out[lib.__name__] = (r is y, y._version, y.grad_fn.name(), v.grad_fn.name(), x.grad.tolist())
    assert out["minitorch"] == out["torch"]


def test_seed_backward_chain_demo():
    import runpy
    import io
    import contextlib
    from pathlib import Path
    here = Path(__file__).resolve()
    paths = [p / "shared" / "examples" / "seed_backward_chain.py" for p in here.parents]
    path = next((p for p in paths if p.exists()), None)
    if path is None:
        pytest.skip("shared/examples/seed_backward_chain.py is not beside this checkout")
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        runpy.run_path(str(path))
    assert buf.getvalue().splitlines()[-1] == "x.grad: tensor([ 4.,  8., 12.])"


@pytest.mark.parametrize("op", ["normal_", "uniform_", "zero_", "fill_s", "fill_t", "copy_", "relu_", "clamp_",
                                "masked_fill_", "scatter_", "index_put_", "add_", "pow_", "sgn_", "iadd",
                                "itruediv", "ipow"])
def test_inplace_grad_fn_names_match_pytorch(op):
    def run(lib):
        x = lib.ones(3, 4, dtype=lib.float64, requires_grad=True).clone()
        other = lib.ones(3, 4, dtype=lib.float64, requires_grad=True)
        calls = {"normal_": lambda: x.normal_(), "uniform_": lambda: x.uniform_(), "zero_": lambda: x.zero_(),
                 "fill_s": lambda: x.fill_(2.0), "fill_t": lambda: x.fill_(lib.tensor(2.0, dtype=lib.float64)),
                 "copy_": lambda: x.copy_(other), "relu_": lambda: lib.relu_(x), "clamp_": lambda: x.clamp_(0, 1),
                 "masked_fill_": lambda: x.masked_fill_(other > 0, 1.0),
                 "scatter_": lambda: x.scatter_(1, lib.tensor([[0], [1], [2]]), other),
                 "index_put_": lambda: x.index_put_([lib.tensor([0, 2])], other[0]),
                 "add_": lambda: x.add_(other, alpha=2), "pow_": lambda: x.pow_(other), "sgn_": lambda: x.sgn_()}
        if op.startswith("i"):
            y = x
            if op == "iadd":
                y += other
            elif op == "itruediv":
                y /= other
            else:
                y **= 2
            assert y is x
        else:
            assert calls[op]() is x
        return x._version, x.grad_fn.name(), [f is not None and f.name() for f, _ in x.grad_fn.next_functions]
    assert run(minitorch) == run(torch)


# -- arithmetic in place computes straight into the tensor's own memory ----------------------------------

@pytest.mark.parametrize("update", [
    lambda x, g: x.__isub__(g * 0.5),
    lambda x, g: x.add_(g, alpha=-0.5),
    lambda x, g: x.mul_(g),
    lambda x, g: x.div_(2.0),
    lambda x, g: x.sub_(g[0]),              # a broadcast operand
    lambda x, g: x.add_(g.double()),        # a wider dtype: computed wide, stored in x's dtype
    lambda x, g: x.pow_(2),
    lambda x, g: x.mul_(x),                 # the operand is the destination
], ids=["isub", "add_alpha", "mul", "div_scalar", "broadcast", "wider_dtype", "pow", "self_alias"])
def test_inplace_arithmetic_matches_pytorch_and_keeps_the_array(update):
    results = []
    for lib in (minitorch, torch):
        x = lib.arange(12, dtype=lib.float32).reshape(3, 4) / 7
        g = lib.linspace(-1, 1, 12, dtype=lib.float32).reshape(3, 4)
        view = x[1]
        before = x._data if lib is minitorch else x.data_ptr()
        update(x, g)
        assert (x._data is before) if lib is minitorch else (x.data_ptr() == before)
        results.append((x.numpy().copy(), view.numpy().copy(), x._version, str(x.dtype)))
    (a, av, ver_a, dt_a), (b, bv, ver_b, dt_b) = results
    np.testing.assert_allclose(a, b, rtol=1e-6, atol=1e-7)
    np.testing.assert_allclose(av, bv, rtol=1e-6, atol=1e-7)   # views of x see the write
    assert (ver_a, dt_a) == (ver_b, dt_b)


PARTIAL_OVERLAP = [
    ("add_", lambda lib, x: x[1:].add_(x[:-1])),
    ("mul_", lambda lib, x: x[1:4].mul_(x[:3])),
    ("isub", lambda lib, x: x[2:].__isub__(x[:-2])),
    ("pow_", lambda lib, x: x[1:].pow_(x[:-1])),
    ("clamp_", lambda lib, x: x[1:].clamp_(x[:-1], None)),
    ("copy_", lambda lib, x: x[1:].copy_(x[:-1])),
    ("scatter_add_", lambda lib, x: x[1:].scatter_add_(0, lib.tensor([0, 1]), x[:2])),
    # allowed: the same memory read whole, disjoint halves, strided (too hard to tell), a 0-dim value
    ("whole", lambda lib, x: x.add_(x)),
    ("disjoint", lambda lib, x: x[:4].add_(x[4:])),
    ("strided", lambda lib, x: x[::2].add_(x[1::2])),
    ("fill_value", lambda lib, x: x.fill_(x[0])),
]


@pytest.mark.parametrize("program", [p for _, p in PARTIAL_OVERLAP], ids=[n for n, _ in PARTIAL_OVERLAP])
def test_partial_overlap_in_place_matches_pytorch(program):
    def run(lib):
        x = lib.arange(8, dtype=lib.float32)
        try:
            program(lib, x)
        except RuntimeError as error:
            return str(error)
        return x.tolist()
    assert run(minitorch) == run(torch)


def _views_state(lib):
    """Views made before their base starts to require grad: by requires_grad_(), by an in-place op
    with a grad-requiring operand, and made under no_grad."""
    x = lib.zeros(3)
    v = x[:2]
    x.requires_grad_()
    a = lib.zeros(3)
    u = a[1:]
    with lib.no_grad():
        n = a[:1]
    a.mul_(lib.ones(3, requires_grad=True))
    i = lib.zeros(3, dtype=lib.int64)[:2]  # integer views can never require grad
    return (v.requires_grad, v.grad_fn is None, u.requires_grad, n.requires_grad, type(u.grad_fn).__name__,
            i.requires_grad)


def test_views_require_grad_once_their_base_does():
    assert _views_state(minitorch) == _views_state(torch)


def test_base_keeps_a_bounded_list_of_dead_views():
    x = minitorch.zeros(1000)
    for i in range(10_000):
        x[i % 1000]  # each view dies at once
    keep = [x[i] for i in range(5)]
    assert len(x.__dict__["_views"]) < 64
    x.requires_grad_()
    assert all(v.requires_grad for v in keep)


# -- in-place view ops: squeeze_, unsqueeze_, transpose_, t_ -----------------------------------------------

def _node_chain(fn):
    names = []
    while fn is not None:
        names.append(type(fn).__name__)
        fn = fn.next_functions[0][0] if fn.next_functions else None
    return names


INPLACE_VIEW_PROGRAMS = {
    "squeeze_": lambda lib, x: (x * 2).squeeze_(),
    "squeeze_.dim": lambda lib, x: (x * 2).squeeze_(1),
    "squeeze_.dim kept": lambda lib, x: (x * 2).squeeze_(0),
    "squeeze_.dims": lambda lib, x: (x * 2).squeeze_((1, 3)),
    "unsqueeze_": lambda lib, x: (x * 2).unsqueeze_(-1),
    "on a view": lambda lib, x: (x * 2)[1:].squeeze_(1),
    "twice": lambda lib, x: (x * 2).squeeze_(1).unsqueeze_(0),
    "transpose_": lambda lib, x: (x * 2).transpose_(0, 2),
    "transpose_ negative dims": lambda lib, x: (x * 2).transpose_(-1, 1),
    "t_": lambda lib, x: (x.reshape(3, 2) * 2).t_(),
    "t_ on a view": lambda lib, x: (x * 2).reshape(3, 2).t_(),
    "transpose_ then squeeze_": lambda lib, x: (x * 2).transpose_(0, 3).squeeze_(),
    "vector @ matrix": lambda lib, x: x.reshape(6) @ lib.ones(6, 2, dtype=lib.float64),
}


def _in_both(program):
    """``program(lib, x)`` on the same x in minitorch and PyTorch, then a backward with a fixed seed:
    what each shows (shape, version, view or not, node chain, values, x.grad)."""
    seen = []
    for lib in (minitorch, torch):
        x = lib.tensor(np.arange(6.0).reshape(3, 1, 2, 1), requires_grad=True)
        out = program(lib, x)
        seed = np.random.default_rng(0).standard_normal(tuple(out.shape))
        (out * lib.tensor(seed)).sum().backward()
        seen.append((tuple(out.shape), out._version, out._base is not None, _node_chain(out.grad_fn),
                     out.detach().numpy().tolist(), x.grad.numpy().tolist()))
    return seen


@pytest.mark.parametrize("name", INPLACE_VIEW_PROGRAMS)
def test_inplace_view_ops_like_pytorch(name):
    mine, theirs = _in_both(INPLACE_VIEW_PROGRAMS[name])
    assert mine == theirs


def test_inplace_view_ops_gradcheck():
    x = minitorch.tensor(np.random.default_rng(1).standard_normal((3, 1, 2, 1)), requires_grad=True)
    for program in INPLACE_VIEW_PROGRAMS.values():
        fn = lambda x, program=program: program(minitorch, x)  # noqa: E731
        assert minitorch.autograd.gradcheck(fn, (x,))
        assert minitorch.autograd.gradgradcheck(fn, (x,))


def test_inplace_view_op_on_a_squeezed_base_regenerates_views_like_pytorch():
    # A view made before its base was squeezed in place still maps onto the base's elements.
    seen = []
    for lib in (minitorch, torch):
        x = lib.tensor(np.arange(6.0).reshape(3, 1, 2, 1), requires_grad=True)
        base = x * 1
        view = base[1:]
        base.squeeze_(1)
        base.mul_(3)
        (view * lib.arange(4.0).reshape(2, 1, 2, 1)).sum().backward()
        seen.append((_node_chain(view.grad_fn), view.detach().numpy().tolist(), x.grad.numpy().tolist()))
    assert seen[0] == seen[1]


def _views_before_a_layout_change(lib, x):
    """Views made of a base before the base is transposed / squeezed in place, then written through."""
    base = x * 1
    early = base[1:, 0]
    base.transpose_(0, 2)
    base.squeeze_()
    late = base[1]
    early.mul_(2)
    late.add_(1)
    base.unsqueeze_(0)
    return base


def _view_of_a_view_across_a_layout_change(lib, x):
    base = (x * 1).squeeze_()
    outer = base[1:]
    inner = outer.t_()[0]  # a view of a view that was itself transposed in place
    base.t_()
    inner.mul_(5)
    return base


@pytest.mark.parametrize("program", [_views_before_a_layout_change, _view_of_a_view_across_a_layout_change])
def test_views_made_before_a_base_changes_layout_in_place_like_pytorch(program):
    mine, theirs = _in_both(program)
    assert mine == theirs
    x = minitorch.tensor(np.random.default_rng(1).standard_normal((3, 1, 2, 1)), requires_grad=True)
    assert minitorch.autograd.gradcheck(lambda x: program(minitorch, x), (x,))
    assert minitorch.autograd.gradgradcheck(lambda x: program(minitorch, x), (x,))


def test_thousands_deep_views_and_inplace_view_ops_need_no_deep_stack():
    x = minitorch.ones(4, requires_grad=True) * 1
    view = x
    for _ in range(3000):  # a view of a view of ...: its kernels are replayed in a loop
        view = view[:]
    view.mul_(2)
    w = view[1:]
    for _ in range(3000):
        w.unsqueeze_(0).squeeze_(0)
    w.add_(1)
    x.sum().backward()
    assert x.grad_fn.name() == "torch::autograd::CopySlices"


def test_layout_log_keeps_only_epochs_in_use():
    x = minitorch.ones(3, 1, requires_grad=True) * 1
    for _ in range(1000):  # nothing refers to the layouts in between: one entry
        x.squeeze_().unsqueeze_(1)
    assert len(x._layout_changes) == 1
    view = x[1:]
    for _ in range(1000):
        x.t_().t_()
    assert len(x._layout_changes) == 2
    view.mul_(3)
    x.sum().backward()
    assert x.grad_fn.name() == "torch::autograd::CopySlices"


def test_view_of_a_base_whose_data_was_replaced_refuses_to_place_its_gradient():
    x = minitorch.arange(6.0).reshape(2, 3).requires_grad_()
    y = x * 1
    view = y[0]
    y.t_()
    y.data = minitorch.zeros(3, 2)
    y.t_()
    view.mul_(2)
    with pytest.raises(RuntimeError, match="^A view and its base no longer share memory"):
        y.sum().backward()


def test_view_of_a_base_transposed_in_place_writes_through_like_pytorch():
    seen = []
    for lib in (minitorch, torch):
        base = lib.arange(6.0).reshape(2, 3)
        row = base[1]
        base.t_()
        row.add_(100)
        seen.append((base.tolist(), tuple(base.stride()), row.tolist()))
    assert seen[0] == seen[1]


@pytest.mark.parametrize("program", [
    lambda lib: lib.ones(3, 1, requires_grad=True).squeeze_(),
    lambda lib: lib.ones(3, 1).requires_grad_()[:2].squeeze_(1),
    lambda lib: lib.ones(3, 1)[:2].requires_grad_().unsqueeze_(0),
    lambda lib: lib.ones(2).unsqueeze_(3),
    lambda lib: lib.ones(2, 1).squeeze_(2),
    lambda lib: lib.ones(2, 3, 4).t_(),
    lambda lib: lib.ones(2, 3).transpose_(0, 2),
    lambda lib: lib.ones(2, 3, requires_grad=True).transpose_(0, 1),
], ids=["leaf", "view of a leaf", "leaf view", "dim out of range", "squeeze dim out of range", "t_ of 3-D",
        "transpose_ dim out of range", "transpose_ of a leaf"])
def test_inplace_view_op_errors_like_pytorch(program):
    def error(lib):
        try:
            program(lib)
        except Exception as e:  # noqa: BLE001 - compared by type and message
            return type(e).__name__, str(e)
    assert error(minitorch) == error(torch) is not None


def test_inplace_view_op_under_no_grad_like_pytorch():
    seen = []
    for lib in (minitorch, torch):
        x = lib.ones(3, 1, requires_grad=True)
        with lib.no_grad():
            x.squeeze_()
        seen.append((tuple(x.shape), x._version, x.requires_grad, x.grad_fn is None))
    assert seen[0] == seen[1]
