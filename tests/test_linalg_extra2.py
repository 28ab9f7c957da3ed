"""linalg.solve_triangular's errors and special values, vecdot, matrix_rank, tensorinv and tensorsolve against
PyTorch (the op harness covers solve_triangular's values, gradients, double backward and tangents)."""
import numpy as np
import pytest

from oracle import both, graph_names, needs_torch, same_as_pytorch


def _t(lib, shape, seed, requires_grad=False):
    return lib.tensor(np.random.default_rng(seed).standard_normal(shape), requires_grad=requires_grad)


def _r(t):
    return np.round(t.detach().numpy(), 9).tolist()


@pytest.mark.parametrize("expr", [
    "lib.linalg.solve_triangular(_t(lib, (3, 4), 0), _t(lib, (3, 2), 1), upper=True)",
    "lib.linalg.solve_triangular(_t(lib, (3, 3), 0), _t(lib, (4, 2), 1), upper=True)",
    "lib.linalg.solve_triangular(_t(lib, (3, 3), 0), _t(lib, (2, 4), 1), upper=True, left=False)",
    "lib.linalg.solve_triangular(_t(lib, (3, 3), 0), _t(lib, (3,), 1), upper=True)",
    "lib.linalg.solve_triangular(lib.zeros(3, 3, dtype=lib.float64), lib.ones(3, 1, dtype=lib.float64), upper=True)",
    "lib.linalg.solve_triangular(_t(lib, (2, 1, 3, 3), 0), _t(lib, (4, 3, 2), 1), upper=False)",
])
@needs_torch
def test_solve_triangular_errors_and_special_values(expr):
    mine, theirs = both(lambda lib: str(_r(eval(expr))))  # as text: nan == nan
    assert mine == theirs


@needs_torch
def test_vecdot_matrix_rank_tensorinv_tensorsolve():
    def run(lib):
        x, y = _t(lib, (3, 4), 0, True), _t(lib, (4,), 1)
        v = lib.linalg.vecdot(x, y)
        v.sum().backward()
        out = [_r(v), graph_names(v), _r(x.grad), _r(lib.linalg.vecdot(_t(lib, (2, 3), 2), _t(lib, (2, 3), 3), dim=0))]
        a = lib.tensor([[1.0, 2.0], [2.0, 4.0]], dtype=lib.float64)
        out += [lib.linalg.matrix_rank(a).item(), str(lib.linalg.matrix_rank(a).dtype),
                lib.linalg.matrix_rank(_t(lib, (2, 4, 3), 4)).tolist(), lib.linalg.matrix_rank(a, atol=10.0).item(),
                lib.linalg.matrix_rank(a, rtol=0.5).item(), lib.linalg.matrix_rank(a + a.mT, hermitian=True).item()]
        t = _t(lib, (4, 6, 8, 3), 5, True)
        inv = lib.linalg.tensorinv(t, ind=2)
        out += [tuple(inv.shape), _r(lib.tensordot(inv, t, 2))[:2]]
        A, B = _t(lib, (2, 3, 6), 6), _t(lib, (2, 3), 7)
        out.append(_r(lib.linalg.tensorsolve(A, B)))
        A2 = _t(lib, (6, 2, 3), 8)
        out.append(_r(lib.linalg.tensorsolve(A2, B, dims=(0,))))
        for bad in (lambda: lib.linalg.tensorinv(t, ind=0), lambda: lib.linalg.tensorinv(_t(lib, (2, 3), 9), ind=1)):
            try:
                bad()
            except RuntimeError as e:
                out.append(str(e))
        return out
    same_as_pytorch(run)


@pytest.mark.parametrize("p", [None, 2, -2, "fro", "nuc", float("inf"), -float("inf"), 1, -1])
@needs_torch
def test_cond_as_pytorch(p):
    def run(lib):
        A = _t(lib, (2, 3, 3), 10, True)
        c = lib.linalg.cond(A, p)
        singular = lib.linalg.cond(lib.zeros(2, 2, dtype=lib.float64), p)
        try:  # the norm-ratio orders fill the inverse in place, so PyTorch's backward refuses them; so must ours
            c.sum().backward()
            grad = _r(A.grad)
        except RuntimeError as e:
            grad = str(e)
        return _r(c), graph_names(c)[:6], str(singular.item()), grad
    same_as_pytorch(run)


@needs_torch
def test_cond_of_a_non_square_matrix():
    def run(lib):
        out = [tuple(lib.linalg.cond(_t(lib, (2, 3), 11)).shape)]
        try:
            lib.linalg.cond(_t(lib, (2, 3), 11), "fro")
        except RuntimeError as e:
            out.append(str(e))
        return out
    same_as_pytorch(run)


@pytest.mark.parametrize("expr", ["lib.linalg.vander(x)", "lib.linalg.vander(x, N=5)", "lib.linalg.vander(x[0], N=2)",
                                  "lib.linalg.vander(x[0, 0])", "lib.linalg.vander(x, N=1)",
                                  "lib.linalg.vander(lib.tensor([1, 2, 3]))", "lib.linalg.vander(lib.tensor([True]))"])
@needs_torch
def test_vander_as_pytorch(expr):
    def run(lib):
        x = _t(lib, (2, 3), 12, True)
        v = eval(expr)
        if v.requires_grad:
            v.sum().backward()
        return _r(v), str(v.dtype), graph_names(v)[:5], None if x.grad is None else _r(x.grad)
    same_as_pytorch(run)


@pytest.mark.parametrize("driver", [None, "gelsy", "gelsd", "gelss", "gels"])
@pytest.mark.parametrize("shapes", [((5, 3), (5, 2)), ((2, 5, 3), (2, 5, 1)), ((4, 3), (4,)), ((2, 4), (2, 1))])
@needs_torch
def test_lstsq_outputs_and_gradients_as_pytorch(driver, shapes):
    def run(lib):
        A, B = _t(lib, shapes[0], 13, True), _t(lib, shapes[1], 14, True)
        r = lib.linalg.lstsq(A, B, driver=driver)
        out = [type(r).__name__, _r(r.solution), _r(r.residuals), r.rank.tolist(), str(r.rank.dtype),
               _r(r.singular_values), graph_names(r.solution)]
        loss = r.solution.sum() + (r.residuals.sum() if r.residuals.numel() else 0)
        out += [_r(t) for t in lib.autograd.grad(loss, (A, B))]
        return out
    same_as_pytorch(run)


@pytest.mark.parametrize("expr", ["lib.linalg.lstsq(_t(lib, (5, 3), 0), _t(lib, (4, 2), 1))",
                                  "lib.linalg.lstsq(_t(lib, (5, 3), 0), _t(lib, (5, 2), 1), driver='foo')"])
@needs_torch
def test_lstsq_errors(expr):
    mine, theirs = both(lambda lib: eval(expr))
    assert mine == theirs and mine[0] == "RuntimeError"
