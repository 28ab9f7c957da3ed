"""nn.utils.parametrize, parametrizations.weight_norm / spectral_norm, the hook-based nn.utils.weight_norm, and the
ops under them (_weight_norm, _weight_norm_interface, norm_except_dim, Tensor.set_), against PyTorch."""
import warnings

import numpy as np
import pytest

import minitorch
from oracle import both, graph_names, needs_torch, same_as_pytorch


def _r(t):
    return np.round(t.detach().numpy(), 11).tolist()


def _t(lib, shape, seed, positive=False, requires_grad=True):
    a = np.random.default_rng(seed).standard_normal(shape)
    return lib.tensor(np.abs(a) + 0.5 if positive else a, requires_grad=requires_grad)


def _linear(lib, seed=0, cls="Linear", *shape):
    module = getattr(lib.nn, cls)(*(shape or (3, 4))).double()
    with lib.no_grad():
        for i, p in enumerate(module.parameters()):
            p.copy_(_t(lib, tuple(p.shape), seed + i, requires_grad=False))
    return module


# -- the ops ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("shape, dim", [((4, 3), 0), ((2, 3, 4), 2), ((2, 3, 4), 1), ((2, 3, 4), -1), ((5,), 0)])
@needs_torch
def test_weight_norm_op_values_gradients_and_graph(shape, dim):
    def run(lib):
        v = _t(lib, shape, 1)
        g = lib.norm_except_dim(_t(lib, shape, 2, requires_grad=False), 2, dim).detach().requires_grad_()
        w = lib._weight_norm(v, g, dim)
        w.backward(_t(lib, shape, 3, requires_grad=False))
        return _r(w), _r(v.grad), _r(g.grad), graph_names(w)[:3], tuple(g.shape)
    same_as_pytorch(run)


@needs_torch
def test_weight_norm_double_backward_is_pytorchs():
    """PyTorch's second derivative holds the norms constant (so its gradgradcheck fails); so does ours."""
    def run(lib):
        v, g = _t(lib, (4, 3), 1), _t(lib, (4, 1), 2, positive=True)
        w = lib._weight_norm(v, g, 0)
        gv, gg = lib.autograd.grad((w * w.detach()).sum(), (v, g), create_graph=True)
        second = lib.autograd.grad((gv.sin().sum() + gg.cos().sum()), (v, g))
        return [_r(t) for t in (gv, gg) + second]
    same_as_pytorch(run)


@needs_torch
def test_weight_norm_interface_refuses_a_middle_dim():
    def run(lib):
        return lib._weight_norm_interface(_t(lib, (2, 3, 4), 0), _t(lib, (1, 3, 1), 1), 1)
    mine, theirs = both(run)
    assert mine[0] == theirs[0] == "RuntimeError" and "fused kernels can only be applied for first or last dim" in mine[1]


@pytest.mark.parametrize("dim", [0, 1, 2, -1])
@needs_torch
def test_norm_except_dim(dim):
    def run(lib):
        v = _t(lib, (2, 3, 4), 0)
        n = lib.norm_except_dim(v, 2, dim)
        n.sum().backward()
        return _r(n), tuple(n.shape), graph_names(n)[:4], _r(v.grad)
    same_as_pytorch(run)


@needs_torch
def test_set_():
    def run(lib):
        out = []
        x = lib.zeros(3, requires_grad=True)
        try:
            x.set_(lib.ones(3))
        except RuntimeError as e:
            out.append(str(e))
        y = x * 2
        out += [y.set_(lib.ones(2)) is y, _r(y), y._version, type(y.grad_fn).__name__]
        b, c = lib.zeros(2, 3), lib.ones(3, 2).t()
        b.set_(c)
        b.add_(1)
        out += [_r(c), b._version, c._version, tuple(b.shape), b.stride()]
        out.append(tuple(lib.zeros(3).set_().shape))
        with lib.no_grad():
            x.set_(lib.ones(5))
        out += [_r(x), x._version, x.requires_grad]
        try:
            lib.zeros(3).set_(lib.ones(2, dtype=lib.float64))
        except RuntimeError as e:
            out.append(str(e))
        return out
    same_as_pytorch(run)


# -- register_parametrization ---------------------------------------------------------------------------
def _symmetric(lib):
    class Symmetric(lib.nn.Module):
        def forward(self, X):
            return X.triu() + X.triu(1).transpose(-1, -2)

        def right_inverse(self, A):
            return A.triu()
    return Symmetric()


@needs_torch
def test_register_parametrization_reads_writes_and_removes_as_pytorch():
    def run(lib):
        m = _linear(lib, 0, "Linear", 3, 3)
        weight = m.weight
        P = lib.nn.utils.parametrize
        P.register_parametrization(m, "weight", _symmetric(lib))
        out = [repr(m), type(m).__name__, P.is_parametrized(m), P.is_parametrized(m, "bias"),
               P.type_before_parametrizations(m).__name__, m.parametrizations.weight.original is weight,
               list(m.state_dict()), _r(m.weight), _r(m(lib.ones(2, 3, dtype=lib.float64)))]
        m.weight = _t(lib, (3, 3), 7, requires_grad=False)  # through right_inverse
        out += [_r(m.parametrizations.weight.original), _r(m.weight)]
        m(lib.ones(2, 3, dtype=lib.float64)).sum().backward()
        out.append(_r(m.parametrizations.weight.original.grad))
        with P.cached():
            out.append(m.weight is m.weight)
        out.append(m.weight is m.weight)
        P.remove_parametrizations(m, "weight")
        out += [type(m).__name__, [n for n, _ in m.named_parameters()], _r(m.weight), m.weight is weight]
        return out
    same_as_pytorch(run)


@needs_torch
def test_a_parametrization_splitting_the_tensor_in_two():
    def run(lib):
        class RankOne(lib.nn.Module):
            def forward(self, x, y):
                return x.unsqueeze(-1) @ y.unsqueeze(-2)

            def right_inverse(self, Z):
                return Z[:, 0], Z[0] / Z[0, 0]
        m = _linear(lib, 3, "Linear", 3, 3)
        lib.nn.utils.parametrize.register_parametrization(m, "weight", RankOne())
        out = [[(n, tuple(p.shape)) for n, p in m.named_parameters()], _r(m.weight)]
        try:
            lib.nn.utils.parametrize.remove_parametrizations(m, "weight", leave_parametrized=False)
        except ValueError as e:
            out.append(str(e))
        lib.nn.utils.parametrize.remove_parametrizations(m, "weight")
        out += [[n for n, _ in m.named_parameters()], _r(m.weight)]
        return out
    same_as_pytorch(run)


@pytest.mark.parametrize("case", ["dtype", "shape", "unsafe shape", "missing", "remove missing", "second, shape"])
@needs_torch
def test_registration_errors(case):
    def run(lib):
        P = lib.nn.utils.parametrize
        m = _linear(lib)

        class Cast(lib.nn.Module):
            def forward(self, X):
                return X.float()

        class Cut(lib.nn.Module):
            def forward(self, X):
                return X[:2]

        class Twice(lib.nn.Module):
            def forward(self, X):
                return X * 2
        if case == "dtype":
            P.register_parametrization(m, "weight", Cast())
        elif case == "shape":
            P.register_parametrization(m, "weight", Cut())
        elif case == "unsafe shape":
            P.register_parametrization(m, "weight", Cut(), unsafe=True)
            return tuple(m.weight.shape)
        elif case == "missing":
            P.register_parametrization(m, "nope", Cut())
        elif case == "remove missing":
            P.remove_parametrizations(m, "weight")
        else:
            P.register_parametrization(m, "weight", Twice())
            P.register_parametrization(m, "weight", Cut())
    mine, theirs = both(run)
    assert mine == theirs


# -- weight_norm and spectral_norm ------------------------------------------------------------------------
@pytest.mark.parametrize("cls, shape, dim", [("Linear", (3, 4), 0), ("Conv2d", (2, 3, 3), 0), ("Conv2d", (2, 3, 3), 1),
                                             ("Linear", (3, 4), None)])
@needs_torch
def test_parametrizations_weight_norm_trains_as_pytorch(cls, shape, dim):
    def run(lib):
        m = _linear(lib, 0, cls, *shape)
        lib.nn.utils.parametrizations.weight_norm(m, dim=dim)
        x = _t(lib, (2, 3) if cls == "Linear" else (2, 2, 5, 5), 9, requires_grad=False)
        opt = lib.optim.SGD(m.parameters(), lr=0.1)
        losses = []
        for _ in range(3):
            opt.zero_grad()
            loss = (m(x) ** 2).mean()
            loss.backward()
            opt.step()
            losses.append(round(loss.item(), 11))
        return (losses, [(n, tuple(p.shape), _r(p)) for n, p in m.named_parameters()], graph_names(m.weight)[:3],
                repr(m))
    same_as_pytorch(run)


@needs_torch
def test_spectral_norm_from_the_same_power_iteration_state():
    """The power iteration starts from random vectors (our generator is not PyTorch's): copy PyTorch's, then
    every read, update and gradient must agree."""
    import torch
    ours, theirs = _linear(minitorch, 0, "Linear", 5, 4), _linear(torch, 0, "Linear", 5, 4)
    minitorch.nn.utils.parametrizations.spectral_norm(ours)
    torch.nn.utils.parametrizations.spectral_norm(theirs)
    assert [n for n, _ in ours.named_buffers()] == [n for n, _ in theirs.named_buffers()]
    with minitorch.no_grad():
        for (_, a), (_, b) in zip(ours.named_buffers(), theirs.named_buffers()):
            a.copy_(minitorch.tensor(b.numpy()))
    x = np.random.default_rng(5).standard_normal((3, 5))
    for mode in ("train", "train", "eval"):
        for m in (ours, theirs):
            getattr(m, mode)()
        a, b = ours(minitorch.tensor(x)), theirs(torch.tensor(x))
        np.testing.assert_allclose(a.detach().numpy(), b.detach().numpy(), rtol=1e-10, atol=1e-12)
        a.sum().backward()
        b.sum().backward()
    np.testing.assert_allclose(ours.parametrizations.weight.original.grad.numpy(),
                               theirs.parametrizations.weight.original.grad.numpy(), rtol=1e-10, atol=1e-12)
    np.testing.assert_allclose(ours.parametrizations.weight[0]._u.numpy(), theirs.parametrizations.weight[0]._u.numpy(),
                               rtol=1e-10, atol=1e-12)
    assert graph_names(ours.weight)[:3] == graph_names(theirs.weight)[:3]


@pytest.mark.parametrize("kwargs", [{"dim": 2}, {"n_power_iterations": 0}, {"name": "nope"}])
@needs_torch
def test_spectral_norm_errors(kwargs):
    mine, theirs = both(lambda lib: lib.nn.utils.parametrizations.spectral_norm(_linear(lib), **kwargs))
    assert mine[0] == theirs[0] and (mine[1] == theirs[1] or kwargs.get("name"))


@needs_torch
def test_spectral_norm_of_a_transposed_conv_uses_dim_1_and_a_vector_is_normalised():
    def run(lib):
        conv = lib.nn.ConvTranspose2d(3, 2, 2)
        lib.nn.utils.parametrizations.spectral_norm(conv)
        bias_module = _linear(lib)
        lib.nn.utils.parametrizations.spectral_norm(bias_module, "bias")
        return (conv.parametrizations.weight[0].dim, tuple(conv.parametrizations.weight[0]._u.shape),
                _r(bias_module.bias), round(float(bias_module.bias.norm()), 12))
    same_as_pytorch(run)


# -- the hook-based weight_norm ---------------------------------------------------------------------------
@needs_torch
def test_hook_weight_norm_is_deprecated_and_computes_as_pytorch():
    def run(lib):
        m = _linear(lib)
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            lib.nn.utils.weight_norm(m)
        out = [[(w.category.__name__, str(w.message)) for w in caught],
               [(n, tuple(p.shape)) for n, p in m.named_parameters()]]
        x = _t(lib, (2, 3), 4, requires_grad=False)
        y = m(x)
        y.sum().backward()
        out += [_r(y), _r(m.weight_g.grad), _r(m.weight_v.grad), graph_names(m.weight)[:3]]
        try:
            lib.nn.utils.weight_norm(m)
        except RuntimeError as e:
            out.append(str(e))
        lib.nn.utils.remove_weight_norm(m)
        out += [[n for n, _ in m.named_parameters()], _r(m.weight)]
        try:
            lib.nn.utils.remove_weight_norm(m)
        except ValueError as e:
            out.append(str(e))
        return out
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        same_as_pytorch(run)


@pytest.mark.parametrize("shape, orthogonal_map, trivialization", [
    ((3, 3), None, True), ((5, 3), None, True), ((3, 5), "householder", False), ((4, 4), "cayley", True),
    ((5, 3), "matrix_exp", True), ((4, 3), "householder", True), ((3, 3), "householder", False)])
@needs_torch
def test_orthogonal_parametrization_as_pytorch(shape, orthogonal_map, trivialization):
    def run(lib):
        lib.manual_seed(0)
        m = lib.nn.Linear(shape[1], shape[0], bias=False).double()
        with lib.no_grad():
            m.weight.copy_(_t(lib, shape, 0, requires_grad=False))
        lib.nn.utils.parametrizations.orthogonal(m, orthogonal_map=orthogonal_map, use_trivialization=trivialization)
        W = m.weight
        gram = W.mT @ W if shape[0] >= shape[1] else W @ W.mT
        out = [bool(lib.allclose(gram, lib.eye(min(shape), dtype=lib.float64), atol=1e-10)),
               [n for n, _ in m.named_buffers()], [n for n, _ in m.named_parameters()]]
        if shape[0] == shape[1] or not trivialization:  # no random completion of the base: the values compare
            x = _t(lib, (2, shape[1]), 1, requires_grad=False)
            (m(x) ** 2).sum().backward()
            out += [_r(W), _r(m.parametrizations.weight.original.grad)]
        return out
    same_as_pytorch(run)


@pytest.mark.parametrize("case", ["1-D", "bad map", "assign wrong shape", "assign to cayley without trivialization"])
@needs_torch
def test_orthogonal_errors(case):
    def run(lib):
        P = lib.nn.utils.parametrizations
        if case == "1-D":
            return P.orthogonal(_linear(lib), "bias")
        if case == "bad map":
            return P.orthogonal(_linear(lib), orthogonal_map="qr")
        if case == "assign wrong shape":
            m = P.orthogonal(lib.nn.Linear(3, 3).double())
            m.weight = lib.eye(4, dtype=lib.float64)
        m = P.orthogonal(lib.nn.Linear(3, 3).double(), orthogonal_map="cayley", use_trivialization=False)
        return None
    mine, theirs = both(run)
    assert mine == theirs


@needs_torch
def test_geqrf_householder_product_and_writing_through_a_diagonal():
    def run(lib):
        A = _t(lib, (2, 5, 3), 3, requires_grad=False)
        a, tau = lib.geqrf(A)
        Q = lib.linalg.householder_product(a, tau)
        x, t = _t(lib, (4, 3), 4), lib.tensor([1.2, 0.5, 1.7], dtype=lib.float64, requires_grad=True)
        H = lib.linalg.householder_product(x, t)
        H.sum().backward()
        d = lib.zeros(3, 3)
        d.diagonal().fill_(2.0)
        errors = []
        for bad in (lambda: lib.linalg.householder_product(lib.zeros(3, 4), lib.zeros(2)),
                    lambda: lib.linalg.householder_product(lib.zeros(4, 3), lib.zeros(4))):
            try:
                bad()
            except RuntimeError as e:
                errors.append(str(e))
        return (type(lib.geqrf(A)).__name__, _r(Q @ a.triu()[..., :3, :]), _r(A), _r(H), _r(x.grad), _r(t.grad),
                d.tolist(), lib.geqrf(_t(lib, (3, 3), 5)).a.grad_fn.name(), errors)
    same_as_pytorch(run)
