"""sort / argsort / msort / topk / kthvalue against PyTorch: values and indices across dtypes, dims, shapes
and non-contiguous inputs, with ties, nans and signed zeros. nan sorts above everything (all nans equal),
-0.0 equals 0.0, integers sort without overflow (descending uint8 0 and int64 min last).

Indices: a stable sort (``stable=True``) is PyTorch's exactly, and so are topk's (PyTorch's std::partial_sort,
or std::nth_element then std::sort, replayed on the rows where equal values meet) and kthvalue's (its quick
select, replayed likewise). The default sort of more than 16 elements is std::sort's in PyTorch, which
minitorch does not replay: there ties stay in index order, as ``stable=True`` has them. topk(sorted=False)
with k * 64 > n comes back sorted (PyTorch's is std::nth_element's order): the same elements."""
import numpy as np
import pytest

import minitorch

torch = pytest.importorskip("torch")

FLOATS = ["float32", "float64", "float16"]
INTS = ["int64", "int32", "int16", "int8", "uint8"]


def data(kind, shape, dtype, seed=0):
    rng = np.random.default_rng(seed)
    if kind == "random":
        if np.dtype(dtype).kind == "f":
            a = rng.standard_normal(shape) * 100
        else:
            info = np.iinfo(dtype)
            a = rng.integers(info.min, info.max, shape, endpoint=True, dtype=dtype)
            # few ties among random wide integers; the narrow ones (int8/uint8) tie anyway
    elif kind == "ties":
        a = rng.integers(0, 4, shape)
    elif kind == "alleq":
        a = np.ones(shape)
    elif kind == "nans":
        a = np.where(rng.random(shape) < 0.3, np.nan, rng.integers(-3, 3, shape).astype(float))
    elif kind == "zeros":
        a = np.where(rng.random(shape) < 0.5, -0.0, 0.0)
    elif kind == "specials":
        a = rng.choice([-np.inf, np.inf, np.nan, -np.nan, 0.0, -0.0, 1.0, -1.0], shape)
    elif kind == "extremes":
        info = np.iinfo(dtype)
        a = rng.choice(np.array([info.min, info.min + 1, -1 if info.min else 1, 0, 1, info.max - 1, info.max],
                                dtype=dtype), shape)
    return np.asarray(a).astype(dtype)


def kinds(dtype):
    if np.dtype(dtype).kind == "f":
        return ["random", "ties", "alleq", "nans", "zeros", "specials"]
    return ["random", "ties", "alleq", "extremes"]


CASES = [(dtype, kind) for dtype in FLOATS + INTS for kind in kinds(dtype)]
SHAPES = [((7, 33), 1), ((7, 33), 0), ((3, 4, 70), 1), ((3, 4, 70), -1), ((200,), 0), ((5, 1), 1), ((2, 16), 1),
          ((130, 3), 0), ((3, 700), 1)]


def pair(a, noncontig=False):
    if not noncontig:
        return minitorch.tensor(a), torch.tensor(a)
    t = np.ascontiguousarray(a.swapaxes(0, -1))  # the same values, laid out transposed
    mt, th = minitorch.tensor(t).transpose(0, -1), torch.tensor(t).transpose(0, -1)
    assert tuple(mt.shape) == a.shape and (not mt.is_contiguous() or 1 in a.shape)
    return mt, th


def same_values(mine, theirs, exact=True):
    m, t = mine.numpy(), theirs.numpy()
    assert m.dtype == t.dtype and m.shape == t.shape
    if exact:  # bytes: the sign of zero and nan's place
        assert m.tobytes() == t.tobytes()
    else:
        assert np.array_equal(m, t, equal_nan=m.dtype.kind == "f")


def has_ties(a, d):
    s = np.sort(a.astype("float64") + 0.0, axis=d)
    s = np.where(np.isnan(s), np.inf, s)  # nans tie with each other (and with inf: only ever more ties)
    return bool((np.diff(s, axis=d) == 0).any())


@pytest.mark.parametrize("dtype,kind", CASES)
@pytest.mark.parametrize("descending", [False, True])
def test_stable_sort_exact(dtype, kind, descending):
    for shape, d in SHAPES:
        for noncontig in ([False, True] if len(shape) > 1 else [False]):
            a = data(kind, shape, dtype)
            mt, th = pair(a, noncontig)
            mv, mi = minitorch.sort(mt, stable=True, dim=d, descending=descending)
            tv, ti = torch.sort(th, stable=True, dim=d, descending=descending)
            same_values(mv, tv)
            assert mi.numpy().tolist() == ti.numpy().tolist()
            assert mv.stride() == tv.stride() and mi.stride() == ti.stride()  # laid out as the input, as PyTorch's
            assert minitorch.argsort(mt, stable=True, dim=d, descending=descending).numpy().tolist() == \
                ti.numpy().tolist()


@pytest.mark.parametrize("dtype,kind", CASES)
@pytest.mark.parametrize("descending", [False, True])
def test_default_sort(dtype, kind, descending):
    """The default (unstable) sort: values as PyTorch's, indices PyTorch's stable ones."""
    for shape, d in SHAPES:
        a = data(kind, shape, dtype, seed=1)
        mt, th = pair(a)
        mv, mi = minitorch.sort(mt, d, descending)
        tv, ti = torch.sort(th, d, descending)
        same_values(mv, tv, exact=False)
        stable = torch.sort(th, stable=True, dim=d, descending=descending)
        same_values(mv, stable.values)
        assert mi.numpy().tolist() == stable.indices.numpy().tolist()
        if not has_ties(a, d) or a.shape[d] <= 16:
            assert mi.numpy().tolist() == ti.numpy().tolist()
        assert minitorch.argsort(mt, d, descending).numpy().tolist() == mi.numpy().tolist()
        if len(shape) > 1:
            same_values(minitorch.msort(mt), torch.msort(th), exact=False)
            same_values(minitorch.msort(mt), torch.sort(th, stable=True, dim=0).values)


@pytest.mark.parametrize("dtype,kind", [c for c in CASES])
@pytest.mark.parametrize("largest", [True, False])
def test_topk(dtype, kind, largest):
    for shape, d in SHAPES:
        n = shape[d]
        for k in sorted({0, 1, 2, 3, 5, 10, n // 5, n // 3, n - 1, n}):
            if not 0 <= k <= n:
                continue
            for noncontig in ([False, True] if len(shape) > 1 else [False]):
                a = data(kind, shape, dtype, seed=k)
                mt, th = pair(a, noncontig)
                mv, mi = minitorch.topk(mt, k, d, largest, True)
                tv, ti = torch.topk(th, k, d, largest, True)
                same_values(mv, tv, exact=False)
                assert mv.is_contiguous() and mi.is_contiguous()
                assert mi.numpy().tolist() == ti.numpy().tolist()
                same_values(mv, tv)
                # sorted=False: the same k elements, in PyTorch's order where that is partial_sort's
                uv, ui = minitorch.topk(mt, k, d, largest, False)
                tuv, tui = torch.topk(th, k, d, largest, False)
                same_values(uv.sort(d)[0], tuv.sort(d)[0], exact=False)
                assert ui.numpy().tolist() == mi.numpy().tolist()
                if k * 64 <= n:
                    assert ui.numpy().tolist() == tui.numpy().tolist()


@pytest.mark.parametrize("dtype,kind", CASES)
def test_kthvalue(dtype, kind):
    for shape, d in SHAPES:
        n = shape[d]
        for k in sorted({1, 2, n // 2, n - 1, n}):
            if not 1 <= k <= n:
                continue
            for keepdim in [False, True]:
                a = data(kind, shape, dtype, seed=k)
                mt, th = pair(a)
                mv, mi = minitorch.kthvalue(mt, k, d, keepdim)
                tv, ti = torch.kthvalue(th, k, d, keepdim)
                same_values(mv, tv, exact=False)
                same_values(mv, tv)
                assert mi.numpy().tolist() == ti.numpy().tolist()


def test_bool_sort():
    a = np.random.default_rng(0).random((6, 40)) < 0.5
    for stable in [True, None]:
        for desc in [False, True]:
            mv, mi = minitorch.sort(minitorch.tensor(a), stable=stable, dim=1, descending=desc)
            tv, ti = torch.sort(torch.tensor(a), stable=True, dim=1, descending=desc)
            same_values(mv, tv)
            assert mi.numpy().tolist() == ti.numpy().tolist()


@pytest.mark.parametrize("op", ["sort", "topk", "kthvalue"])
def test_zero_dim(op):
    for v in [3.5, float("nan"), -0.0]:
        args = {"sort": (), "topk": (1,), "kthvalue": (1,)}[op]
        mv, mi = getattr(minitorch, op)(minitorch.tensor(v), *args)
        tv, ti = getattr(torch, op)(torch.tensor(v), *args)
        same_values(mv, tv)
        assert mi.item() == ti.item() and mi.dim() == 0


ERRORS = [
    lambda M: M.topk(M.zeros(3), 4), lambda M: M.topk(M.zeros(3), -1), lambda M: M.topk(M.zeros(()), 2),
    lambda M: M.topk(M.zeros(()), 0), lambda M: M.topk(M.zeros(3, dtype=M.bool), 1),
    lambda M: M.topk(M.zeros(3, dtype=M.bool), 5), lambda M: M.topk(M.zeros((), dtype=M.bool), 1),
    lambda M: M.topk(M.zeros(3, 4), 2, dim=2), lambda M: M.topk(M.zeros(3, 0), 0), lambda M: M.topk(M.zeros(0, 3), 2),
    lambda M: M.topk(M.zeros(3, 4), 0, dim=-1),
    lambda M: M.kthvalue(M.zeros(3), 0), lambda M: M.kthvalue(M.zeros(3), 4), lambda M: M.kthvalue(M.zeros(()), 2),
    lambda M: M.kthvalue(M.zeros(3, 0), 1, 1), lambda M: M.kthvalue(M.zeros(3, 0), 0, 1),
    lambda M: M.kthvalue(M.zeros(3, 0), 1, 0), lambda M: M.kthvalue(M.zeros(0, 3), 1),
    lambda M: M.kthvalue(M.zeros(3, dtype=M.bool), 1), lambda M: M.kthvalue(M.zeros(3, dtype=M.bool), 5),
    lambda M: M.kthvalue(M.zeros((), dtype=M.bool), 1), lambda M: M.kthvalue(M.zeros(3, 4), 1, dim=5),
    lambda M: M.sort(M.zeros(()), dim=1), lambda M: M.sort(M.zeros(3, 4), dim=-3), lambda M: M.sort(M.zeros(3, 0)),
    lambda M: M.sort(M.zeros(0, 3), dim=0), lambda M: M.argsort(M.zeros(2, 1), dim=1, descending=True),
]


@pytest.mark.parametrize("i", range(len(ERRORS)))
def test_edges_and_errors(i):
    def run(M):
        try:
            out = ERRORS[i](M)
        except Exception as e:  # noqa: BLE001 - compared by type and message
            return type(e).__name__, str(e)
        out = out if isinstance(out, tuple) else (out,)
        return [(x.numpy().tolist(), str(x.dtype).split(".")[-1], tuple(x.shape), x.stride()) for x in out]
    assert run(minitorch) == run(torch)


@pytest.mark.parametrize("op", ["topk", "sort", "kthvalue"])
@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_backward(op, dtype):
    a = np.random.default_rng(3).standard_normal((6, 90)).astype(dtype)
    args = {"topk": (5, 1), "sort": (0, True), "kthvalue": (40, 1)}[op]
    grads = []
    for lib in (minitorch, torch):
        x = lib.tensor(a, requires_grad=True)
        v = getattr(lib, op)(x, *args)[0]
        (v * lib.arange(v.numel(), dtype=v.dtype).reshape(v.shape)).sum().backward()
        grads.append(x.grad.numpy())
    assert grads[0].tobytes() == grads[1].tobytes()
