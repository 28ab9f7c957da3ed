"""``torch.<fn>(tensor, arg)`` remembers the overload it bound per type of ``arg`` (_python_arg_parser.parse,
as Tensor methods do): a call of another type, or one whose choice depends on more than the type, must still
bind as PyTorch binds it, whatever was called before."""
import pytest

import minitorch

CALLS = [
    ("sum", lambda T, x, y, i: T.sum(x)),
    ("sum dim", lambda T, x, y, i: T.sum(x, 1)),
    ("sum again", lambda T, x, y, i: T.sum(x)),
    ("max", lambda T, x, y, i: T.max(x)),
    ("max dim", lambda T, x, y, i: T.max(x, 0)),
    ("max other", lambda T, x, y, i: T.max(x, y)),
    ("max 0-dim int tensor", lambda T, x, y, i: T.max(x, i)),
    ("max dim again", lambda T, x, y, i: T.max(x, 1)),
    ("div number", lambda T, x, y, i: T.div(x, 2)),
    ("div tensor", lambda T, x, y, i: T.div(x, y)),
    ("div float", lambda T, x, y, i: T.div(x, 0.5)),
    ("pow number", lambda T, x, y, i: T.pow(x, 2)),
    ("pow tensor", lambda T, x, y, i: T.pow(x.abs() + 1, y)),
    ("clamp number", lambda T, x, y, i: T.clamp(x, 0.5)),
    ("clamp tensor", lambda T, x, y, i: T.clamp(x, y)),
    ("squeeze", lambda T, x, y, i: T.squeeze(x[:1])),
    ("squeeze dim", lambda T, x, y, i: T.squeeze(x[:1], 0)),
    ("squeeze 0-dim int tensor dim", lambda T, x, y, i: T.squeeze(x[:1], i - 1)),
    ("squeeze 0-dim int tensor dim again", lambda T, x, y, i: T.squeeze(x[:1], i - 1)),
    ("sort 0-dim int tensor dim", lambda T, x, y, i: T.sort(x, i)),
    ("sort 0-dim int tensor dim again", lambda T, x, y, i: T.sort(x, i - 1)),
    ("eq number", lambda T, x, y, i: T.eq(x, 1.5)),
    ("eq tensor", lambda T, x, y, i: T.eq(x, y)),
]


def _describe(out):
    if isinstance(out, tuple):
        return tuple(_describe(o) for o in out)
    fn = out.grad_fn
    return (tuple(out.shape), str(out.dtype), fn.name() if fn is not None else None,
            [round(v, 5) for v in out.detach().double().reshape(-1).tolist()])


def _run(T):
    x = T.tensor([[1.5, -2.0, 3.0], [0.5, 4.0, -1.0]], requires_grad=True)
    y = T.tensor([[2.0, 1.0, 0.5], [1.5, -3.0, 2.0]])
    i = T.tensor(1)
    return [(name, _describe(call(T, x, y, i))) for name, call in CALLS]


def test_each_call_binds_as_in_pytorch_whatever_came_before():
    torch = pytest.importorskip("torch")
    assert _run(minitorch) == _run(torch)


def test_a_repeated_call_gives_the_same_as_the_first():
    first = _run(minitorch)
    assert _run(minitorch) == first
