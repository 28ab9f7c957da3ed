"""Pieces of PyTorch's tutorials ("Learning PyTorch with Examples", "What is torch.nn really?", the quickstart,
the torch.func tutorials on Jacobians and Hessians, per-sample gradients and model ensembling) that minitorch
got wrong, each checked against PyTorch."""
import pytest

import minitorch

from oracle import both, same_as_pytorch, torch


def _values(t):
    return tuple(t.shape), str(t.dtype).split(".")[-1], repr([round(v, 5) for v in t.reshape(-1).tolist()])


# -- jacfwd inside a forward transform (the Hessians tutorial's jacfwd(jacfwd(f))) ------------------------------

def _predict(F, w, b, x):
    return F.linear(x, w, b).tanh()


@pytest.mark.parametrize("program", [
    "jacfwd(jacfwd(predict, argnums=2), argnums=2)(w, b, x)",
    "jacfwd(jacfwd(lambda x: x.sin().sum()))(x)",
    "jacfwd(jacfwd(jacfwd(lambda x: (x ** 3).sum())))(x[:2])",
    "jacfwd(jacfwd(predict, argnums=(0, 2)), argnums=2)(w, b, x)[1]",
    "jacfwd(jacfwd(lambda a, b: a * b.exp(), argnums=1))(x, x * 2)",
    "jacfwd(lambda x: jacfwd(lambda y: (y * x).sum() ** 2)(x))(x)",
    "vmap(jacfwd(jacfwd(predict, argnums=2), argnums=2), in_dims=(None, None, 0))(w, b, x.expand(3, 4))",
])
def test_jacfwd_inside_jacfwd_as_pytorch(program):
    def run(lib):
        lib.manual_seed(0)
        w, b, x = lib.randn(8, 4), lib.randn(8), lib.randn(4)
        names = {n: getattr(lib.func, n) for n in ("jacfwd", "vmap")}
        out = eval(program, dict(names, predict=lambda *a: _predict(lib.nn.functional, *a), w=w, b=b, x=x))
        return _values(out), out.requires_grad, out.grad_fn is None
    mine, theirs = both(run)
    assert not isinstance(mine[0], str), mine
    if theirs is not None:
        assert mine == theirs


def test_jacfwd_inside_jacfwd_keeps_an_outer_graph():
    """A closed-over weight requiring grad: the Hessian stays differentiable with respect to it."""
    def run(lib):
        w = lib.tensor([0.5, -1.5, 2.0], requires_grad=True)
        h = lib.func.jacfwd(lib.func.jacfwd(lambda x: (w * x.sin()).sum()))(lib.tensor([0.1, 0.2, 0.3]))
        g, = lib.autograd.grad(h.trace(), w)
        return _values(h), _values(g)
    same_as_pytorch(run)


def test_dual_level_is_still_single():
    """forward_ad itself keeps PyTorch's one level."""
    def run(lib):
        fwAD = lib.autograd.forward_ad
        with fwAD.dual_level():
            with fwAD.dual_level():
                pass
    mine, theirs = both(run)
    assert mine == ("RuntimeError", "Nested forward mode AD is not supported at the moment")
    if theirs is not None:
        assert mine == theirs


# -- the transforms carry func's name (vmap's messages quote it) ---------------------------------------------

@pytest.mark.parametrize("transform", ["grad", "grad_and_value", "jacrev", "jacfwd", "vmap"])
def test_transform_wraps_func(transform):
    def run(lib):
        def f(x):
            "doc"
            return x.sum()
        g = getattr(lib.func, transform)(f)
        return g.__name__, g.__qualname__.split(".")[-1], g.__doc__, g.__wrapped__ is f
    same_as_pytorch(run)


# -- vmap: an output with out_dims=None must not be batched ------------------------------------------------------

@pytest.mark.parametrize("program", [
    "vmap(two, out_dims=(0, None))(xs)",
    "vmap(lambda x: x * 2, out_dims=None)(xs)",
    "vmap(lambda x: torch.ones(2), out_dims=None)(xs)",
    "vmap(lambda x: w[0], out_dims=None)(xs)",
    "vmap(lambda x: (torch.ones(2), x), out_dims=(None, 0))(xs)",
    "vmap(lambda x: (x, x), out_dims=(None, 0))(xs)",
    "vmap(lambda x: 3.0, out_dims=None)(xs)",
    "vmap(lambda x: (x, 1), out_dims=(0, None))(xs)",
    "vmap(lambda x: {'a': x, 'b': torch.zeros(1)}, out_dims={'a': 0, 'b': None})(xs)",
    "vmap(lambda x: {'a': x, 'b': x}, out_dims={'a': 0, 'b': None})(xs)",
    "vmap(vmap(lambda x: x * 2, out_dims=None))(xs.reshape(2, 2, 3))",
    "vmap(lambda y: vmap(lambda x: x * 2)(y), out_dims=None)(xs.reshape(2, 2, 3))",
    "vmap(lambda x: torch.rand(2), out_dims=None, randomness='same')(xs)",
    "vmap(lambda x: torch.rand(2), out_dims=None, randomness='different')(xs)",
    "vmap(lambda x: x * 2, out_dims=None, chunk_size=2)(xs)",
    "vmap(grad(lambda w, x: (w * x).sum()), in_dims=(None, 0), out_dims=None)(torch.ones(4), xs)",
    "vmap(lambda x: x, out_dims=None)(xs[:1])",
    "vmap(lambda x: x[1:], out_dims=None)(xs[:1])",
    "vmap(lambda x: x.t(), in_dims=1, out_dims=None)(xs[:, :1].t())",
    "vmap(lambda x: torch.full((2,), float('nan')), out_dims=None)(xs)",
    "vmap(lambda x, y: y + 1, in_dims=(0, None), out_dims=None)(xs, w[0])",
    "vmap(lambda x: x.shape[0] * torch.ones(x.shape[0]), out_dims=None)(xs)",
])
def test_vmap_out_dims_none_refuses_a_batched_output(program):
    def run(lib):
        lib.manual_seed(0)
        xs, w = lib.randn(3, 4), lib.randn(5, 5)

        def two(x):
            return x * 2, x.sum()
        names = {n: getattr(lib.func, n) for n in ("vmap", "grad")}
        out = eval(program, dict(names, torch=lib, two=two, xs=xs, w=w))
        leaves = lib.utils._pytree.tree_flatten(out)[0]
        return [_values(t) if isinstance(t, lib.Tensor) else t for t in leaves]
    same_as_pytorch(run)


# -- a reduction to one element adds in ATen's order (the sin-fit tutorial's scalar parameters' gradients) ------

def _bits(t):
    return t.detach().numpy().tobytes().hex(), tuple(t.shape)


@pytest.mark.parametrize("program", [
    "x.reshape(200, 1).sum(0)", "x.reshape(200, 1).sum(0, keepdim=True)", "x.reshape(1, 200, 1).sum(1)",
    "x.reshape(200, 1).mean(0)", "x.reshape(1, 200).t().sum(0)",
])
@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_sum_over_all_but_size_one_dims_as_pytorch(program, dtype):
    def run(lib):
        x = lib.linspace(-3.0, 3.0, 200, dtype=getattr(lib, dtype))
        x = x ** 3 / 7 - x * 0.3 + 0.1  # no sin: float32's is NumPy's, not ATen's (SLEEF)
        return _bits(eval(program, {"x": x}))
    same_as_pytorch(run)


@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_scalar_parameter_gradients_as_pytorch(dtype):
    """The tutorial's y = a + b x + c x^2 + d x^3 with 0-dim a..d: each gradient sums 200 elements."""
    def run(lib):
        lib.manual_seed(1)
        x = lib.linspace(-3.14159, 3.14159, 200, dtype=getattr(lib, dtype))
        y = (x * 0.9).sin() if dtype == "float64" else x * 0.5 - x ** 3 / 7
        a, b, c, d = (lib.randn((), dtype=getattr(lib, dtype), requires_grad=True) for _ in range(4))
        loss = (a + b * x + c * x ** 2 + d * x ** 3 - y).pow(2).sum()
        loss.backward()
        return _bits(loss), [_bits(p.grad) for p in (a, b, c, d)]
    same_as_pytorch(run)


def test_linear_one_output_bias_gradient_as_pytorch():
    """nn.Sequential(nn.Linear(3, 1), nn.Flatten(0, 1)) of the tutorial: the bias's gradient sums (200, 1)."""
    def run(lib):
        lib.manual_seed(3)
        x = lib.linspace(-3.0, 3.0, 200)
        xx = x.unsqueeze(-1).pow(lib.tensor([1, 2, 3]))
        model = lib.nn.Sequential(lib.nn.Linear(3, 1), lib.nn.Flatten(0, 1))
        loss = lib.nn.MSELoss(reduction="sum")(model(xx), x * 0.25)
        loss.backward()
        return _bits(model[0].bias.grad)
    same_as_pytorch(run)
