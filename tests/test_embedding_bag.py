"""F.embedding_bag and nn.EmbeddingBag against PyTorch: bag values and weight / per_sample_weights gradients
(float64, every mode, offsets with empty bags, include_last_offset, 2-D input, padding_idx, scale_grad_by_freq,
max_norm), gradcheck, graph names (EmbeddingBagBackward0 and its non-differentiable backward), PyTorch's
errors and warnings, and the module's repr, initialisation and from_pretrained. The yaml harness compares the
ops themselves (contiguous index tensors: PyTorch 2.13 reads strided ones as if contiguous)."""
import warnings

import numpy as np
import pytest

import minitorch

from oracle import both, graph_names, needs_torch, same_as_pytorch

_W = np.random.default_rng(3).standard_normal((6, 4))
_W[3, 1] = _W[5, 1]  # a tie in max mode: ATen keeps the first
_I = [0, 2, 1, 5, 5, 3, 4, 3]
_SEED = np.random.default_rng(4).standard_normal((8, 4))


def _bags(lib, i=_I, offsets=(0, 2, 2, 6), psw=False, **kw):
    """(values, weight grad, per-sample-weight grad, graph names) of one embedding_bag call."""
    w = lib.tensor(_W.copy(), requires_grad=True)
    inputs = [w]
    p = None
    if psw:
        p = lib.tensor(np.linspace(-1.0, 2.0, len(i) if not isinstance(i[0], list) else len(i) * len(i[0])),
                       requires_grad=True)
        if isinstance(i[0], list):
            p = p.view(len(i), len(i[0]))
        inputs.append(p)
    o = None if offsets is None else lib.tensor(list(offsets))
    out = lib.nn.functional.embedding_bag(lib.tensor(i, dtype=lib.int64), w, o, per_sample_weights=p, **kw)
    seed = lib.tensor(_SEED[:out.shape[0]])
    grads = lib.autograd.grad(out, inputs, seed)
    return (np.round(out.detach().numpy(), 12).tolist(), [np.round(g.numpy(), 12).tolist() for g in grads],
            graph_names(out))


CASES = [
    dict(mode="sum"), dict(mode="mean"), dict(mode="max"),
    dict(mode="sum", padding_idx=5), dict(mode="mean", padding_idx=-1), dict(mode="max", padding_idx=3),
    dict(mode="mean", include_last_offset=True), dict(mode="max", include_last_offset=True, padding_idx=2),
    dict(mode="sum", scale_grad_by_freq=True), dict(mode="mean", scale_grad_by_freq=True, padding_idx=1),
    dict(mode="sum", psw=True), dict(mode="sum", psw=True, padding_idx=5, include_last_offset=True),
    dict(mode="sum", psw=True, scale_grad_by_freq=True),
    # ATen 2.13's frequency scaling reads the count of sorted_indices[s] for the s-th distinct index
    dict(mode="sum", i=[3, 3, 3, 1, 0, 1, 2, 5], offsets=(0, 3, 5), scale_grad_by_freq=True),
    dict(mode="mean", i=[5, 0, 0, 2, 2, 2, 4, 1], offsets=(0, 4), scale_grad_by_freq=True, padding_idx=0),
    dict(mode="mean", i=[[0, 2, 2], [5, 1, 5]], offsets=None),
    dict(mode="max", i=[[0, 2, 2], [5, 1, 5]], offsets=None, padding_idx=2),
    dict(mode="sum", i=[[0, 2, 2], [5, 1, 5]], offsets=None, psw=True),
    dict(mode="max", i=[2, 2, 1], offsets=(0, 2), padding_idx=2),   # a bag of padding only
    dict(mode="mean", i=[], offsets=(0, 0)),                         # no indices at all
]


@pytest.mark.parametrize("kw", CASES, ids=[str(sorted(c.items())) for c in CASES])
def test_values_and_gradients_match_pytorch(kw):
    mine = same_as_pytorch(lambda lib: _bags(lib, **kw))
    assert mine[2][0] == "EmbeddingBagBackward0"


def test_int32_indices_and_offsets_mix_as_pytorch():
    def run(lib):
        w = lib.tensor(_W)
        return [lib.nn.functional.embedding_bag(lib.tensor(_I, dtype=a), w, lib.tensor([0, 3], dtype=b),
                                                mode="sum").tolist()
                for a, b in [(lib.int32, lib.int64), (lib.int64, lib.int32), (lib.int32, lib.int32)]]
    same_as_pytorch(run)


def test_gradcheck_weight_and_per_sample_weights():
    i, o = minitorch.tensor(_I), minitorch.tensor([0, 2, 2, 6])
    w = minitorch.tensor(_W, requires_grad=True)
    p = minitorch.tensor(np.linspace(-1, 1, 8), requires_grad=True)
    for mode in ("sum", "mean", "max"):
        assert minitorch.autograd.gradcheck(
            lambda w: minitorch.nn.functional.embedding_bag(i, w, o, mode=mode, padding_idx=3), (w,))
    assert minitorch.autograd.gradcheck(
        lambda w, p: minitorch.nn.functional.embedding_bag(i, w, o, mode="sum", per_sample_weights=p,
                                                           include_last_offset=True), (w, p))


@needs_torch
def test_double_backward_is_refused_as_in_pytorch():
    def run(lib):
        w = lib.tensor(_W, requires_grad=True)
        p = lib.tensor(np.linspace(-1, 1, 8), requires_grad=True)
        out = lib.nn.functional.embedding_bag(lib.tensor(_I), w, lib.tensor([0, 2, 2, 6]), mode="sum",
                                              per_sample_weights=p)
        v = lib.ones(out.shape, dtype=lib.float64, requires_grad=True)
        gw, gp = lib.autograd.grad(out, [w, p], v, create_graph=True)
        res = [graph_names(gw), graph_names(gp)]
        for g in (gw, gp):
            try:
                lib.autograd.grad(g.sum(), [v])
            except Exception as e:  # noqa: BLE001 - compared by type and message
                res.append((type(e).__name__, str(e)))
        return res
    mine = same_as_pytorch(run)
    assert mine[0][0] == "EmbeddingBagBackwardBackward0" and mine[1][0] == "NotImplemented"


def test_saved_fields_match_pytorch():
    def run(lib):
        w = lib.tensor(_W, requires_grad=True)
        out = lib.nn.functional.embedding_bag(lib.tensor(_I), w, lib.tensor([0, 2, 2, 6]), mode="max",
                                              padding_idx=1)
        fn = out.grad_fn
        return (fn._saved_mode, fn._saved_padding_idx, fn._saved_weight_sym_argsize_0, fn._saved_result1.tolist(),
                fn._saved_result2.tolist(), fn._saved_result3.tolist(), fn._saved_per_sample_weights)
    same_as_pytorch(run)


def test_per_sample_weights_alone_requiring_grad():
    """Only the per-sample weights require grad: their gradient, and PyTorch's saved fields (an optional
    tensor is saved whether or not the weight needs it, as PyTorch's guard_for leaves optional tensors be)."""
    def run(lib):
        w = lib.tensor(_W)
        p = lib.tensor(np.linspace(-1, 2, 8), requires_grad=True)
        out = lib.nn.functional.embedding_bag(lib.tensor(_I).view(2, 4), w, mode="sum", per_sample_weights=p.view(2, 4),
                                              padding_idx=3)
        fn = out.grad_fn
        saved = fn._saved_per_sample_weights.tolist(), np.round(fn._saved_weight.numpy(), 12).tolist()
        out.backward(lib.tensor(_SEED[:2]))
        return graph_names(out), np.round(p.grad.numpy(), 12).tolist(), saved
    same_as_pytorch(run)


def test_max_norm_renormalises_the_looked_up_rows_in_place():
    def run(lib):
        w = lib.tensor(_W * 3, requires_grad=True)
        out = lib.nn.functional.embedding_bag(lib.tensor([[0, 2], [2, 4]]), w, max_norm=1.5, norm_type=1.0)
        return np.round(out.detach().numpy(), 10).tolist(), np.round(w.detach().numpy(), 10).tolist(), w._version
    mine = same_as_pytorch(run)
    assert mine[2] == 1


ERRORS = [
    lambda lib, w, i: lib.nn.functional.embedding_bag(i, w, lib.tensor([1, 3])),
    lambda lib, w, i: lib.nn.functional.embedding_bag(i, w, lib.tensor([0, 9])),
    lambda lib, w, i: lib.nn.functional.embedding_bag(lib.tensor([0, 6]), w, lib.tensor([0, 1])),
    lambda lib, w, i: lib.nn.functional.embedding_bag(lib.tensor([-1, 0]), w, lib.tensor([0, 1])),
    lambda lib, w, i: lib.nn.functional.embedding_bag(i.double(), w, lib.tensor([0])),
    lambda lib, w, i: lib.nn.functional.embedding_bag(i, w, lib.tensor([0.0])),
    lambda lib, w, i: lib.nn.functional.embedding_bag(i, w.int(), lib.tensor([0])),
    lambda lib, w, i: lib.nn.functional.embedding_bag(i, w, lib.tensor([0]), mode="median"),
    lambda lib, w, i: lib.nn.functional.embedding_bag(i, w, lib.tensor([0]), mode="max",
                                                      per_sample_weights=lib.ones(8, dtype=lib.float64)),
    lambda lib, w, i: lib.nn.functional.embedding_bag(i, w, lib.tensor([0]), mode="mean",
                                                      per_sample_weights=lib.ones(8, dtype=lib.float64)),
    lambda lib, w, i: lib.nn.functional.embedding_bag(i, w, lib.tensor([0]), mode="sum",
                                                      per_sample_weights=lib.ones(7, dtype=lib.float64)),
    lambda lib, w, i: lib.nn.functional.embedding_bag(i, w, lib.tensor([0]), mode="sum",
                                                      per_sample_weights=lib.ones(8)),
    lambda lib, w, i: lib.nn.functional.embedding_bag(i.view(2, 4), w, lib.tensor([0])),
    lambda lib, w, i: lib.nn.functional.embedding_bag(i.view(2, 4), w, [0]),
    lambda lib, w, i: lib.nn.functional.embedding_bag(i, w),
    lambda lib, w, i: lib.nn.functional.embedding_bag(i, w, lib.tensor([[0]])),
    lambda lib, w, i: lib.nn.functional.embedding_bag(i.view(2, 2, 2), w),
    lambda lib, w, i: lib.nn.functional.embedding_bag(i, w[0], lib.tensor([0])),
    lambda lib, w, i: lib.nn.functional.embedding_bag(i, w, lib.tensor([0]), mode="max", scale_grad_by_freq=True),
    lambda lib, w, i: lib.nn.functional.embedding_bag(i, w, lib.tensor([0]), mode="max", sparse=True),
    lambda lib, w, i: lib.nn.functional.embedding_bag(i, w, lib.tensor([0]), padding_idx=6),
    lambda lib, w, i: lib.nn.functional.embedding_bag(i, w, lib.tensor([0]), padding_idx=-7),
]


@needs_torch
@pytest.mark.parametrize("fn", ERRORS, ids=range(len(ERRORS)))
def test_errors_match_pytorch(fn):
    mine = same_as_pytorch(lambda lib: fn(lib, lib.tensor(_W), lib.tensor(_I)))
    assert isinstance(mine, tuple) and mine[0] in ("RuntimeError", "ValueError", "NotImplementedError")


def test_swapped_arguments_warn_and_still_work():
    def run(lib):
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            out = lib.nn.functional.embedding_bag(lib.tensor(_W), lib.tensor(_I), lib.tensor([0, 3]))
        return [str(c.message) for c in caught], np.round(out.numpy(), 12).tolist()
    mine = same_as_pytorch(run)
    assert "Argument order of nn.functional.embedding_bag was changed" in mine[0][0]


def test_module_repr_and_padding_row():
    def run(lib):
        lib.manual_seed(0)
        a = lib.nn.EmbeddingBag(5, 3)
        b = lib.nn.EmbeddingBag(5, 3, max_norm=1.0, norm_type=1.0, scale_grad_by_freq=True, mode="sum",
                                include_last_offset=True, padding_idx=-2)
        c = lib.nn.EmbeddingBag(5, 3, mode="max", sparse=True, dtype=lib.float64)
        return (repr(a), repr(b), repr(c), b.padding_idx, b.weight[3].tolist(), tuple(a.weight.shape),
                str(c.weight.dtype), c.sparse, b.include_last_offset, a.weight.requires_grad)
    same_as_pytorch(run)


def test_module_forward_and_from_pretrained():
    def run(lib):
        w = lib.tensor(_W)
        bag = lib.nn.EmbeddingBag.from_pretrained(w, mode="sum", padding_idx=1, include_last_offset=True)
        out = bag(lib.tensor(_I), lib.tensor([0, 3, 5, 8]), per_sample_weights=lib.linspace(0, 1, 8,
                                                                                           dtype=lib.float64))
        free = lib.nn.EmbeddingBag.from_pretrained(w, freeze=False, max_norm=1.0)
        out2 = free(lib.tensor([[0, 1], [1, 1]]))
        return (repr(bag), bag.weight.requires_grad, free.weight.requires_grad, np.round(out.numpy(), 12).tolist(),
                np.round(out2.detach().numpy(), 10).tolist(), graph_names(out2))
    same_as_pytorch(run)


@pytest.mark.parametrize("kwargs", [dict(padding_idx=5), dict(padding_idx=-6), dict(_weight="bad")])
def test_module_errors(kwargs):
    def run(lib):
        if kwargs.get("_weight") == "bad":
            return lib.nn.EmbeddingBag(5, 3, _weight=lib.ones(4, 3))
        return lib.nn.EmbeddingBag(5, 3, **kwargs)
    mine = same_as_pytorch(run)
    assert mine[0] == "AssertionError"
    mine = same_as_pytorch(lambda lib: lib.nn.EmbeddingBag.from_pretrained(lib.ones(3)))
    assert mine == ("AssertionError", "Embeddings parameter is expected to be 2-dimensional")


def test_module_trains_like_pytorch():
    def run(lib):
        bag = lib.nn.EmbeddingBag.from_pretrained(lib.tensor(_W), freeze=False, mode="mean")
        opt = lib.optim.SGD(bag.parameters(), lr=0.5)
        for _ in range(3):
            opt.zero_grad()
            loss = (bag(lib.tensor([[0, 1, 1], [4, 5, 1]])) ** 2).sum()
            loss.backward()
            opt.step()
        return np.round(bag.weight.detach().numpy(), 10).tolist()
    same_as_pytorch(run)


def test_without_pytorch_sum_is_the_plain_sum_of_rows():
    w = minitorch.tensor(_W)
    out = minitorch.nn.functional.embedding_bag(minitorch.tensor(_I), w, minitorch.tensor([0, 2, 2, 6]), mode="sum")
    np.testing.assert_allclose(out.numpy(), [_W[0] + _W[2], np.zeros(4), _W[[1, 5, 5, 3]].sum(0), _W[[4, 3]].sum(0)])


@pytest.mark.parametrize("max_norm, norm_type", [(1.0, 2.0), (0.5, 1.0), (10.0, 2.0)])
@needs_torch
def test_embedding_max_norm_renormalises_the_looked_up_rows(max_norm, norm_type):
    def run(lib):
        weight = lib.tensor(np.random.default_rng(0).standard_normal((6, 3)) * 2, requires_grad=True)
        idx = lib.tensor([[0, 2], [2, 5]])
        out = lib.nn.functional.embedding(idx, weight, max_norm=max_norm, norm_type=norm_type)
        out.sum().backward()
        return (np.round(out.detach().numpy(), 10).tolist(), np.round(weight.detach().numpy(), 10).tolist(),
                weight._version, weight.grad.tolist())
    same_as_pytorch(run)


@needs_torch
def test_embedding_padding_idx_beyond_the_table_is_refused():
    def run(lib):
        return lib.nn.functional.embedding(lib.tensor([0]), lib.zeros(3, 2), padding_idx=3)
    mine, theirs = both(run)
    assert mine == theirs and mine[0] == "AssertionError"


@pytest.mark.parametrize("offsets", [[0, 3, 3, 10, 50], [0] + list(range(51, 60)), [0]])  # even, uneven, one bag
@pytest.mark.parametrize("mode", ["sum", "max"])
def test_bag_sums_bitwise_as_pytorch(offsets, mode):
    """The bags summed row after row as ATen's loop (dense per-bag sums, or one flat add.at for very uneven
    bags): the same bits as PyTorch in float32, forward and weight gradient."""
    torch = pytest.importorskip("torch")
    rng = np.random.default_rng(1)
    weight, indices = rng.standard_normal((100, 16)).astype(np.float32), rng.integers(0, 100, 60)
    seed = rng.standard_normal((len(offsets), 16)).astype(np.float32)

    def run(lib):
        w = lib.tensor(weight, requires_grad=True)
        out = lib.nn.functional.embedding_bag(lib.tensor(indices), w, lib.tensor(offsets), mode=mode)
        out.backward(lib.tensor(seed))
        return out.detach().numpy().tobytes(), w.grad.numpy().tobytes()
    assert run(minitorch) == run(torch)
