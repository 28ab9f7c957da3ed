"""nn.utils: pad_sequence, parameters <-> vector and gradient clipping, compared with PyTorch."""
import warnings

import numpy as np
import pytest

import minitorch

torch = pytest.importorskip("torch")


def _graph(fn):
    """The backward graph below fn as nested (node name, [children]) tuples."""
    if fn is None:
        return None
    return type(fn).__name__, [_graph(n) for n, _ in fn.next_functions]


def _outcome(fn):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            result = fn()
        except Exception as e:  # noqa: BLE001 - compared by type and message
            result = ("raised", type(e).__name__, str(e))
    # NumPy's own "invalid value encountered" RuntimeWarnings (inf * 0) leak from minitorch's kernels;
    # that is a separate, known difference, not part of what these tests check.
    return result, [(w.category.__name__, str(w.message)) for w in caught
                    if not str(w.message).startswith("invalid value encountered")]


def _seqs(lib, shapes, dtype="float64", grads=None):
    """Deterministic sequences; grads[i] says whether sequence i requires grad (default: all do)."""
    out = []
    for i, shape in enumerate(shapes):
        n = int(np.prod(shape))
        t = lib.arange(n, dtype=getattr(lib, dtype)).reshape(shape) * (i + 1) + i
        if dtype.startswith("float") and (grads is None or grads[i]):
            t = t.detach().requires_grad_()
        out.append(t)
    return out


# -- pad_sequence ------------------------------------------------------------------------------------------

PAD_CASES = {
    "1d": ([(2,), (5,), (3,)], {}),
    "2d_batch_first": ([(2, 3), (4, 3), (1, 3)], dict(batch_first=True)),
    "left": ([(2, 3), (4, 3)], dict(padding_side="left", padding_value=-1.5)),
    "left_batch_first_3d": ([(2, 2, 2), (3, 2, 2)], dict(batch_first=True, padding_side="left", padding_value=7)),
    "single": ([(3, 2)], {}),
    "equal_lengths": ([(3,), (3,)], dict(batch_first=True)),
    "empty_sequence": ([(0, 2), (2, 2)], dict(batch_first=True)),
}


def _pad_run(lib, shapes, kwargs, grads=None):
    seqs = _seqs(lib, shapes, grads=grads)
    out = lib.nn.utils.rnn.pad_sequence(seqs, **kwargs)
    result = [out.detach().numpy().tolist(), tuple(out.shape), str(out.dtype), _graph(out.grad_fn)]
    if out.requires_grad:
        weights = lib.arange(out.numel(), dtype=out.dtype).reshape(out.shape)
        (out * weights).sum().backward()
        result.append([s.grad.numpy().tolist() if s.grad is not None else None for s in seqs])
    return result


@pytest.mark.parametrize("name", sorted(PAD_CASES))
def test_pad_sequence_values_graph_and_grads(name):
    shapes, kwargs = PAD_CASES[name]
    mine, theirs = _pad_run(minitorch, shapes, kwargs), _pad_run(torch, shapes, kwargs)
    assert mine == theirs
    assert mine[3][0] == "CopySlices"


@pytest.mark.parametrize("grads", [[False, True, True], [True, False, True], [False, False, False]])
def test_pad_sequence_partial_requires_grad(grads):
    args = ([(2, 2), (3, 2), (1, 2)], dict(batch_first=True), grads)
    assert _pad_run(minitorch, *args) == _pad_run(torch, *args)


@pytest.mark.parametrize("dtype", ["int64", "float32"])
def test_pad_sequence_dtype_and_inputs(dtype):
    def run(lib):
        seqs = _seqs(lib, [(2,), (4,)], dtype=dtype, grads=[False, False])
        as_tuple = lib.nn.utils.rnn.pad_sequence(tuple(seqs), padding_value=3)
        as_gen = lib.nn.utils.rnn.pad_sequence((s for s in seqs), batch_first=True)
        as_tensor = lib.nn.utils.rnn.pad_sequence(lib.ones(2, 3, dtype=getattr(lib, dtype)))  # unbound rows
        return [(t.numpy().tolist(), str(t.dtype)) for t in (as_tuple, as_gen, as_tensor)]
    assert run(minitorch) == run(torch)


@pytest.mark.parametrize("call", [
    lambda lib: lib.nn.utils.rnn.pad_sequence([]),
    lambda lib: lib.nn.utils.rnn.pad_sequence(5),
    lambda lib: lib.nn.utils.rnn.pad_sequence([lib.ones(2), lib.ones(3)], padding_side="middle"),
], ids=["empty", "not_iterable", "bad_side"])
def test_pad_sequence_errors(call):
    mine, theirs = _outcome(lambda: call(minitorch)), _outcome(lambda: call(torch))
    assert theirs[0][0] == "raised"
    assert mine == theirs


# -- parameters_to_vector / vector_to_parameters -------------------------------------------------------------

def _model_params(lib):
    return [lib.nn.Parameter(t.detach().float()) for t in _seqs(lib, [(2, 3), (4,), (1, 2, 2)])]


def test_parameters_to_vector_values_graph_and_grads():
    def run(lib):
        params = _model_params(lib)
        vec = lib.nn.utils.parameters_to_vector(iter(params))  # any iterable, read once
        (vec * lib.arange(vec.numel(), dtype=vec.dtype)).sum().backward()
        return vec.detach().numpy().tolist(), _graph(vec.grad_fn), [p.grad.numpy().tolist() for p in params]
    mine = run(minitorch)
    assert mine == run(torch)
    assert mine[1][0] == "CatBackward0" and mine[1][1][0][0] == "ViewBackward0"


def test_vector_to_parameters_copies_slices_and_shares_memory():
    def run(lib):
        params = _model_params(lib)
        vec = lib.arange(14, dtype=lib.float32) * 0.5
        lib.nn.utils.vector_to_parameters(vec, params)
        before = [(p.detach().numpy().tolist(), p.is_leaf, p.requires_grad, p.grad_fn) for p in params]
        with lib.no_grad():
            vec.add_(100)  # params now view vec's storage
        return before, [p.detach().numpy().tolist() for p in params]
    assert run(minitorch) == run(torch)


@pytest.mark.parametrize("vec", [lambda lib: [1.0, 2.0], lambda lib: np.zeros(3), lambda lib: None],
                         ids=["list", "ndarray", "none"])
def test_vector_to_parameters_rejects_non_tensor(vec):
    mine = _outcome(lambda: minitorch.nn.utils.vector_to_parameters(vec(minitorch), _model_params(minitorch)))
    theirs = _outcome(lambda: torch.nn.utils.vector_to_parameters(vec(torch), _model_params(torch)))
    assert theirs[0][0] == "raised"
    assert mine == theirs


# -- gradient clipping ------------------------------------------------------------------------------------------

def _with_grads(lib, dtype="float32", scale=1.0, none_grad=False):
    params = [lib.nn.Parameter(t.detach().to(getattr(lib, dtype)))
              for t in _seqs(lib, [(3, 4), (5,), (2, 2)], grads=[False] * 3)]
    targets = params[:-1] if none_grad else params
    loss = sum(((p * scale) ** 2).sum() * (i + 1) for i, p in enumerate(targets))
    loss.backward()
    return params


def _grads(params):
    # repr: exact float digits, and nan == nan
    return [(repr(p.grad.numpy().tolist()), str(p.grad.dtype)) if p.grad is not None else None for p in params]


@pytest.mark.parametrize("norm_type", [2.0, 1, 3.5, 0.5, float("inf"), -float("inf"), 0])
@pytest.mark.parametrize("max_norm", [5.0, 1e6])
@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_clip_grad_norm_matches_exactly(norm_type, max_norm, dtype):
    def run(lib):
        params = _with_grads(lib, dtype, scale=0.1, none_grad=True)
        total = lib.nn.utils.clip_grad_norm_(params, max_norm, norm_type=norm_type)
        return total.item(), str(total.dtype), _grads(params)
    assert run(minitorch) == run(torch)


def test_get_total_norm_and_clip_grads_with_norm():
    def run(lib):
        # float64: minitorch's float32 vector_norm kernel can differ from PyTorch's in the last bit
        params = _with_grads(lib, "float64", scale=0.3)
        grads = [p.grad for p in params]
        total = lib.nn.utils.get_total_norm(grads, norm_type=3.0)
        single = lib.nn.utils.get_total_norm(grads[0])
        empty = lib.nn.utils.get_total_norm([])
        lib.nn.utils.clip_grads_with_norm_(params, 2.0, total)
        lib.nn.utils.clip_grads_with_norm_(params[0], 2.0, single)
        lib.nn.utils.clip_grads_with_norm_([], 2.0, total)
        return [t.item() for t in (total, single, empty)], repr(empty), _grads(params)
    assert run(minitorch) == run(torch)


def test_clip_grad_norm_mixed_dtypes():
    def run(lib):
        a = _with_grads(lib, "float32", scale=0.2)
        b = _with_grads(lib, "float64", scale=0.2)
        total = lib.nn.utils.clip_grad_norm_(a[:2] + b[2:], 1.0)
        return total.item(), str(total.dtype), _grads(a + b)
    assert run(minitorch) == run(torch)


@pytest.mark.parametrize("case", ["empty_generator", "empty_list", "nonfinite_error", "nonfinite_ok",
                                  "deprecated_alias", "single_tensor"])
def test_clip_grad_norm_edge_cases(case):
    def run(lib):
        def go():
            utils = lib.nn.utils
            if case == "empty_generator":
                return repr(utils.clip_grad_norm_((p for p in []), 1.0))
            if case == "empty_list":
                return repr(utils.clip_grad_norm_([], 1.0))
            params = _with_grads(lib)
            if case.startswith("nonfinite"):
                params[1].grad[0] = float("inf")
                total = utils.clip_grad_norm_(params, 1.0, error_if_nonfinite=case == "nonfinite_error")
                return repr(total), _grads(params)
            if case == "deprecated_alias":
                return repr(utils.clip_grad_norm(params, 1.0)), _grads(params)
            return repr(utils.clip_grad_norm_(params[0], 1.0)), _grads(params)
        return _outcome(go)
    mine = run(minitorch)
    assert mine == run(torch)


def test_clip_grad_norm_bumps_grad_version_and_records_no_graph():
    def run(lib):
        params = _with_grads(lib)
        versions = [p.grad._version for p in params]
        total = lib.nn.utils.clip_grad_norm_(params, 1e9)  # coefficient clamps to 1, grads still multiplied
        return ([p.grad._version - v for p, v in zip(params, versions)], total.requires_grad,
                [p.grad.requires_grad for p in params])
    mine = run(minitorch)
    assert mine == run(torch)
    assert mine[0] == [1, 1, 1]


@pytest.mark.parametrize("clip", [0.5, 3, 1e9])
def test_clip_grad_value_matches(clip):
    def run(lib):
        params = _with_grads(lib, scale=0.5, none_grad=True)
        out = lib.nn.utils.clip_grad_value_(params, clip)
        single = _with_grads(lib)[1]
        lib.nn.utils.clip_grad_value_(single, clip)
        return out, _grads(params), _grads([single])
    assert run(minitorch) == run(torch)


# -- nn.init: dirac_ / sparse_ / eye_ (structure only: random values come from minitorch's generator) ------------

@pytest.mark.parametrize("shape, groups", [((4, 2, 3), 1), ((4, 2, 3), 2), ((2, 4, 3, 4), 1), ((6, 3, 3, 3, 2), 3),
                                           ((3, 5, 1), 1)])
def test_dirac_matches(shape, groups):
    def run(lib):
        w = lib.nn.Parameter(lib.ones(*shape))
        out = lib.nn.init.dirac_(w, groups)
        return out is w, w.detach().numpy().tolist(), w._version, w.requires_grad, w.grad_fn
    assert run(minitorch) == run(torch)


@pytest.mark.parametrize("sparsity", [0.0, 0.3, 0.5, 1.0])
def test_sparse_structure(sparsity):
    def run(lib):
        w = lib.nn.Parameter(lib.ones(7, 4))
        out = lib.nn.init.sparse_(w, sparsity, std=0.02)
        zeros = (w.detach() == 0).sum(0).tolist()
        return out is w, zeros, w._version, w.requires_grad, w.grad_fn
    mine = run(minitorch)
    assert mine == run(torch)
    w = minitorch.nn.init.sparse_(minitorch.empty(200, 3), 0.0, std=0.02)
    assert 0.015 < float(w.std()) < 0.025


@pytest.mark.parametrize("call", [
    lambda lib: lib.nn.init.dirac_(lib.ones(2, 2)),
    lambda lib: lib.nn.init.dirac_(lib.ones(3, 2, 2), groups=2),
    lambda lib: lib.nn.init.sparse_(lib.ones(2, 2, 2), 0.5),
    lambda lib: lib.nn.init.eye_(lib.ones(2)),
], ids=["dirac_dims", "dirac_groups", "sparse_dims", "eye_dims"])
def test_init_errors(call):
    mine, theirs = _outcome(lambda: call(minitorch)), _outcome(lambda: call(torch))
    assert theirs[0][0] == "raised"
    assert mine == theirs


def test_eye_matches():
    def run(lib):
        w = lib.nn.Parameter(lib.ones(3, 5))
        lib.nn.init.eye_(w)
        return w.detach().numpy().tolist(), w.requires_grad
    assert run(minitorch) == run(torch)
