"""The activations' forward and backward against PyTorch, element by element, on arrays large enough for the
array kernels' bitwise select (functions_manual's fast paths) and small enough for their where fallback:
bitwise where the arithmetic is exact (products, comparisons, clips), within a few ulps where exp / expm1 /
log1p differ between NumPy and ATen's vectorized functions; special values (+-0, the branch points, +-inf,
nan) included, as PyTorch's vectorized loop treats them. create_graph=True still gives second derivatives."""
import numpy as np
import pytest

import minitorch
import minitorch.nn.functional as MF

torch = pytest.importorskip("torch")  # the oracle; a machine without PyTorch skips this file

SELU = (1.6732632423543772848170429916717, 1.0507009873554804934193349852946)

def _elu3(lib, a):
    """aten::elu with all three of alpha, scale and input_scale."""
    if lib is torch:
        return torch.ops.aten.elu(a, 0.7, 1.3, 0.4)
    from minitorch._generated import variable_type
    return variable_type.elu(a, 0.7, 1.3, 0.4)



# name: (minitorch function, torch function, ulps allowed (0: bitwise) for the forward, for the gradient)
ACTIVATIONS = {
    "silu": (MF.silu, torch.nn.functional.silu, 4, 4),
    "hardswish": (MF.hardswish, torch.nn.functional.hardswish, 0, 0),
    "hardsigmoid": (MF.hardsigmoid, torch.nn.functional.hardsigmoid, 0, 0),
    "hardtanh": (MF.hardtanh, torch.nn.functional.hardtanh, 0, 0),
    "hardtanh_0_6": (lambda t: MF.hardtanh(t, 0.0, 6.0), lambda t: torch.nn.functional.hardtanh(t, 0.0, 6.0), 0, 0),
    "relu6": (MF.relu6, torch.nn.functional.relu6, 0, 0),
    "leaky_relu": (MF.leaky_relu, torch.nn.functional.leaky_relu, 0, 0),
    "leaky_relu_0.2": (lambda t: MF.leaky_relu(t, 0.2), lambda t: torch.nn.functional.leaky_relu(t, 0.2), 0, 0),
    "elu": (MF.elu, torch.nn.functional.elu, 4, 4),
    "elu_0.3": (lambda t: MF.elu(t, 0.3), lambda t: torch.nn.functional.elu(t, 0.3), 4, 4),
    "selu": (MF.selu, torch.nn.functional.selu, 4, 4),
    "elu3": (lambda a: _elu3(minitorch, a), lambda a: _elu3(torch, a), 4, 4),
    "celu": (MF.celu, torch.nn.functional.celu, 4, 4),
    "celu_0.3": (lambda t: MF.celu(t, 0.3), lambda t: torch.nn.functional.celu(t, 0.3), 4, 4),
    "softplus": (MF.softplus, torch.nn.functional.softplus, 4, 4),
    "softplus_2_1": (lambda t: MF.softplus(t, 2.0, 1.0), lambda t: torch.nn.functional.softplus(t, 2.0, 1.0), 4, 4),
    "softplus_1_100": (lambda t: MF.softplus(t, 1.0, 100.0), lambda t: torch.nn.functional.softplus(t, 1.0, 100.0),
                       4, 4),
    "logsigmoid": (MF.logsigmoid, torch.nn.functional.logsigmoid, 4, 4),
}

SPECIAL = [0.0, -0.0, 3.0, -3.0, 6.0, -6.0, 1.0, -1.0, 2.0, -2.0, 1e-30, -1e-30, 20.0, 20.5, 88.0, 89.0, 90.0,
           -89.0, -100.0, 100.0, 700.0, -700.0, 710.0, np.inf, -np.inf, np.nan]


def _inputs(dtype, n):
    rng = np.random.default_rng(n)
    x = (rng.standard_normal(n) * 4).astype(dtype)
    k = len(SPECIAL)
    x[:k] = SPECIAL  # the start of the array: inside PyTorch's vectorized loop, not its scalar tail
    x[k:2 * k] = SPECIAL
    g = (rng.standard_normal(n) * 2).astype(dtype)
    g[k:2 * k] = -1.0  # the special inputs under a negative gradient (the sign of a zero result)
    return x, g


def _ulps(a, b):
    """Elementwise distance in ulps (0 where both nan, or equal; inf where exactly one is nan or the signs of a
    zero differ)."""
    a, b = np.asarray(a), np.asarray(b)
    sint = np.int32 if a.dtype == np.float32 else np.int64
    both_nan = np.isnan(a) & np.isnan(b)

    def ordered(v):
        i = v.view(sint).astype(np.int64) if v.dtype == np.float32 else v.view(sint)
        return np.where(i < 0, np.iinfo(sint).min - i, i).astype(np.float64)
    d = np.abs(ordered(a) - ordered(b))
    d[np.isnan(a) != np.isnan(b)] = np.inf
    d[(a == 0) & (b == 0) & (np.signbit(a) != np.signbit(b))] = np.inf
    d[both_nan] = 0
    return d


def _assert_close(ours, theirs, ulps, what, scale=None):
    """Within ``ulps`` ulps, or (where exp and friends are involved, ulps > 0) within ``ulps`` epsilons of
    ``scale``, the size of the terms: near a zero of the result the terms' rounding dominates its ulps."""
    d = _ulps(ours, theirs)
    if ulps and scale is not None:
        eps = np.finfo(ours.dtype).eps
        with np.errstate(all="ignore"):
            near = np.abs(ours.astype(np.float64) - theirs) <= ulps * eps * np.abs(scale)
        d[near & np.isfinite(d)] = 0  # a nan or the sign of a zero still counts
    bad = np.flatnonzero(d > ulps)
    assert bad.size == 0, (f"{what}: {bad.size} elements differ by more than {ulps} ulps, e.g. at {bad[:5]}: "
                           f"{ours.ravel()[bad[:5]]} vs {theirs.ravel()[bad[:5]]}")


@pytest.mark.parametrize("n", [64, 4096])
@pytest.mark.parametrize("dtype", [np.float32, np.float64])
@pytest.mark.parametrize("name", list(ACTIVATIONS))
def test_forward_and_gradient_against_pytorch(name, dtype, n):
    ours_f, theirs_f, fwd_ulps, bwd_ulps = ACTIVATIONS[name]
    x, g = _inputs(dtype, n)
    a = minitorch.tensor(x, requires_grad=True)
    t = torch.tensor(x, requires_grad=True)
    with np.errstate(all="ignore"):
        y = ours_f(a)
        y.backward(minitorch.tensor(g))
    yt = theirs_f(t)
    yt.backward(torch.tensor(g))
    assert type(y.grad_fn).__name__ == type(yt.grad_fn).__name__
    size = 1 + np.abs(x.astype(np.float64))
    _assert_close(y.detach().numpy(), yt.detach().numpy(), fwd_ulps, f"{name} forward", size)
    _assert_close(a.grad.numpy(), t.grad.numpy(), bwd_ulps, f"{name} gradient", size * np.abs(g))


INPLACE = {
    "elu_": (lambda t: MF.elu(t, 1.0, inplace=True), lambda t: torch.nn.functional.elu(t, 1.0, inplace=True)),
    "elu_0.3_": (lambda t: MF.elu(t, 0.3, inplace=True), lambda t: torch.nn.functional.elu(t, 0.3, inplace=True)),
    "selu_": (lambda t: MF.selu(t, inplace=True), lambda t: torch.nn.functional.selu(t, inplace=True)),
    "celu_0.3_": (lambda t: MF.celu(t, 0.3, inplace=True), lambda t: torch.nn.functional.celu(t, 0.3, inplace=True)),
    "leaky_relu_": (lambda t: MF.leaky_relu(t, 0.2, inplace=True),
                    lambda t: torch.nn.functional.leaky_relu(t, 0.2, inplace=True)),
    "hardtanh_": (lambda t: MF.hardtanh(t, -1.0, 1.0, inplace=True),
                  lambda t: torch.nn.functional.hardtanh(t, -1.0, 1.0, inplace=True)),
    "relu6_": (lambda t: MF.relu6(t, inplace=True), lambda t: torch.nn.functional.relu6(t, inplace=True)),
}


@pytest.mark.parametrize("dtype", [np.float32, np.float64])
@pytest.mark.parametrize("name", list(INPLACE))
def test_inplace_gradient_against_pytorch(name, dtype):
    """The in-place forms' gradients, read from the result (elu_, celu_, leaky_relu_) or the input."""
    ours_f, theirs_f = INPLACE[name]
    x, g = _inputs(dtype, 4096)
    x = x[np.isfinite(x)]  # in place from the result: ATen's own formula meets inf - inf
    g = g[:x.size]
    a = minitorch.tensor(x, requires_grad=True)
    t = torch.tensor(x, requires_grad=True)
    with np.errstate(all="ignore"):
        y = ours_f(a * 1)
        y.backward(minitorch.tensor(g))
    yt = theirs_f(t * 1)
    yt.backward(torch.tensor(g))
    assert type(y.grad_fn).__name__ == type(yt.grad_fn).__name__
    exact = name in ("leaky_relu_", "hardtanh_", "relu6_")
    # from the result: result + alpha cancels where the result nears -alpha, carrying the forward's ulps
    size = 4 * (1 + np.abs(x.astype(np.float64)))
    _assert_close(y.detach().numpy(), yt.detach().numpy(), 0 if exact else 4, f"{name} forward", size)
    _assert_close(a.grad.numpy(), t.grad.numpy(), 0 if exact else 4, f"{name} gradient", size * np.abs(g))


@pytest.mark.parametrize("name", [n for n in ACTIVATIONS if n != "hardsigmoid"])  # PyTorch has no
def test_double_backward_against_pytorch(name):                                     # hardsigmoid_backward'
    """create_graph=True runs the differentiable formula: the gradient's own gradient (in x and in the incoming
    gradient) as PyTorch's, away from the kinks."""
    ours_f, theirs_f, _, _ = ACTIVATIONS[name]
    rng = np.random.default_rng(7)
    x = rng.standard_normal(2000) * 4
    x = x[(np.abs(np.abs(x) - 3) > 1e-3) & (np.abs(x) > 1e-3) & (np.abs(x - 6) > 1e-3) & (np.abs(np.abs(x) - 1) > 1e-3)]
    g = rng.standard_normal(x.size)
    v = rng.standard_normal(x.size)
    results = []
    for lib, f in ((minitorch, ours_f), (torch, theirs_f)):
        a = lib.tensor(x, requires_grad=True)
        gg = lib.tensor(g, requires_grad=True)
        (ga,) = lib.autograd.grad(f(a), a, gg, create_graph=True)
        gx, gg_grad = lib.autograd.grad((ga * lib.tensor(v)).sum(), (a, gg), allow_unused=True)
        results.append([ga.detach().numpy(), None if gx is None else gx.numpy(), gg_grad.numpy()])
    (ga, gx, ggr), (ga_t, gx_t, ggr_t) = results
    np.testing.assert_allclose(ga, ga_t, rtol=1e-12, atol=1e-300)
    np.testing.assert_allclose(ggr, ggr_t, rtol=1e-12, atol=1e-300)
    if gx_t is None or gx is None:
        assert gx is None or not np.any(gx), name
    else:
        np.testing.assert_allclose(gx, gx_t, rtol=1e-10, atol=1e-12)


@pytest.mark.parametrize("name", ["silu", "elu", "selu", "celu_0.3", "softplus", "softplus_2_1", "logsigmoid",
                                  "hardswish"])
def test_double_backward_against_finite_differences(name):
    """The second derivative from create_graph=True against central differences of the first (float64)."""
    ours_f = ACTIVATIONS[name][0]
    x = np.linspace(-5.05, 5.05, 41)
    x = x[(np.abs(np.abs(x) - 3) > 0.1) & (np.abs(x) > 0.1)]
    a = minitorch.tensor(x, requires_grad=True)
    (ga,) = minitorch.autograd.grad(ours_f(a).sum(), a, create_graph=True)
    (second,) = minitorch.autograd.grad(ga.sum(), a)
    h = 1e-6

    def first(p):
        b = minitorch.tensor(p, requires_grad=True)
        ours_f(b).sum().backward()
        return b.grad.numpy()
    numeric = (first(x + h) - first(x - h)) / (2 * h)
    np.testing.assert_allclose(second.numpy(), numeric, rtol=1e-5, atol=1e-6)


def test_fast_path_taken_without_create_graph():
    """Without create_graph a backward records nothing; with it, the gradient has a graph of its own."""
    a = minitorch.tensor(np.linspace(-4, 4, 2048, dtype=np.float32), requires_grad=True)
    (ga,) = minitorch.autograd.grad(MF.silu(a).sum(), a)
    assert ga.grad_fn is None
    (gb,) = minitorch.autograd.grad(MF.silu(a).sum(), a, create_graph=True)
    assert gb.grad_fn is not None
    np.testing.assert_allclose(ga.numpy(), gb.detach().numpy(), rtol=2e-6, atol=1e-7)


def _aten_reference(name, g, x, dtype):
    """ATen's vectorized formulas written literally with NumPy's where (NumPy's exp / expm1 / log1p): the array
    kernels must give exactly these bits (their bitwise selects and rewritten branches included)."""
    one, t = dtype(1), dtype
    with np.errstate(all="ignore"):
        if name == "silu":
            s = one / (one + np.exp(-x))
            return g * s * (one + x * (one - s))
        if name == "hardswish":
            return np.where(x <= -3, t(0), np.where(x >= 3, g, g * (x / t(3) + t(0.5))))
        if name == "hardsigmoid":
            return np.where((x > -3) & (x < 3), g * t(np.float32(1) / np.float32(6)), t(0))
        if name == "hardtanh":
            return np.where((x > t(-1)) & (x < t(1)), g, t(0))
        if name == "leaky_relu":
            return g * np.where(x > 0, one, t(0.2))
        if name in ("elu", "selu", "celu", "elu3"):
            alpha, scale, iscale = {"elu": (0.3, 1, 1), "selu": SELU + (1,), "elu3": (0.7, 1.3, 0.4),
                                    "celu": (0.3, 1, 1 / float(np.float32(0.3)))}[name]
            negcoef, poscoef, negiptcoef = t(alpha) * t(scale), t(scale), t(iscale)
            return np.where(x > 0, g * poscoef, g * negiptcoef * negcoef * np.exp(x * negiptcoef))
        if name == "softplus":
            z = np.exp(x * t(2))
            return np.where(x * t(2) > t(1), g, g * z / (z + one))
        if name == "logsigmoid":
            b = np.exp(-np.abs(x))
            neg = x < 0
            return (np.where(neg, one, t(0)) - np.where(neg, one, -one) * (b / (one + b))) * g
    raise KeyError(name)


KERNEL_CASES = {
    "silu": MF.silu, "hardswish": MF.hardswish, "hardsigmoid": MF.hardsigmoid, "hardtanh": MF.hardtanh,
    "leaky_relu": lambda a: MF.leaky_relu(a, 0.2), "elu": lambda a: MF.elu(a, 0.3), "selu": MF.selu,
    "celu": lambda a: MF.celu(a, 0.3), "elu3": lambda a: _elu3(minitorch, a),
    "softplus": lambda a: MF.softplus(a, 2.0, 1.0), "logsigmoid": MF.logsigmoid,
}


@pytest.mark.parametrize("n", [128, 4096])  # the where fallback and the bitwise select
@pytest.mark.parametrize("dtype", [np.float32, np.float64])
@pytest.mark.parametrize("name", list(KERNEL_CASES))
def test_gradient_is_atens_formula_bit_for_bit(name, dtype, n):
    """The gradient, bit for bit, as ATen's formula evaluated in its order with NumPy's transcendental functions
    (what is left between it and PyTorch is their ulps), special values and both signs of zero included."""
    x, g = _inputs(dtype, n)
    g[3 * len(SPECIAL):4 * len(SPECIAL)] = [np.inf if i % 3 == 0 else -np.inf if i % 3 == 1 else np.nan
                                            for i in range(len(SPECIAL))]
    a = minitorch.tensor(x, requires_grad=True)
    with np.errstate(all="ignore"):
        KERNEL_CASES[name](a).backward(minitorch.tensor(g))
    _assert_close(a.grad.numpy(), _aten_reference(name, g, x, dtype), 0, f"{name} gradient")


def test_hardsigmoid_double_backward_raises_as_pytorch():
    """PyTorch has no derivative for hardsigmoid_backward: its first derivative, under create_graph, records
    torch::autograd::NotImplemented, whose backward raises."""
    torch = pytest.importorskip("torch")
    for lib in (minitorch, torch):
        x = lib.tensor([0.5, 1.0, -4.0, 3.0], requires_grad=True)
        (g,) = lib.autograd.grad(lib.nn.functional.hardsigmoid(x).sum(), x, create_graph=True)
        assert g.grad_fn.name() == "torch::autograd::NotImplemented"
        with pytest.raises(RuntimeError, match="derivative for aten::hardsigmoid_backward is not implemented"):
            g.sum().backward()


@pytest.mark.parametrize("n", [8, 5000])  # NumPy's where, and the bitwise select
def test_relu_and_threshold_keep_a_nan_inputs_gradient(n):
    """ATen's ``self <= threshold ? 0 : grad`` (and ``? value : self`` forward): a nan input is not dropped."""
    rng = np.random.default_rng(9)
    a, g = rng.standard_normal(n).astype(np.float32), rng.standard_normal(n).astype(np.float32)
    a[:5] = [0.0, -0.0, np.inf, -np.inf, np.nan]
    g[5:8] = [np.inf, np.nan, -0.0]

    def run(lib):
        values, grads = [], []
        for fn in (lambda x: x.relu(), lambda x: lib.nn.functional.threshold(x, 0.3, 2.0)):
            x = lib.tensor(a, requires_grad=True)
            y = fn(x)
            y.backward(lib.tensor(g))
            values.append(y.detach().numpy())
            grads.append(x.grad.numpy().tobytes())
        return values, grads
    (mine, my_grads), (theirs, their_grads) = run(minitorch), run(torch)
    assert my_grads == their_grads
    for v, w in zip(mine, theirs):  # relu(-0.0)'s sign follows each library's max loop: compared as values
        np.testing.assert_array_equal(v, w)
