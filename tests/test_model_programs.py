"""Divergences from PyTorch found by running model programs side by side (a character-level transformer LM,
LSTM/GRU classifiers, a VAE, a GAN step, a residual CNN): each checked against PyTorch (values bit for bit where
PyTorch's kernel order is reproduced, error types and messages)."""
import pytest

import minitorch
from oracle import both, needs_torch, same_as_pytorch


# -- cross_entropy with class probabilities refuses a class index to ignore -----------------------------------

@pytest.mark.parametrize("ignore_index", [0, 3, -5, -100])
def test_cross_entropy_probability_target_ignore_index(ignore_index):
    def run(lib):
        lib.manual_seed(0)
        x, t = lib.randn(3, 5), lib.rand(3, 5).softmax(-1)
        return lib.nn.functional.cross_entropy(x, t, ignore_index=ignore_index).item()
    mine, theirs = both(run)
    if ignore_index >= 0:
        assert mine == ("RuntimeError", "ignore_index is not supported for floating point target")
    else:
        assert isinstance(mine, float)
    if theirs is not None:
        assert mine == pytest.approx(theirs, rel=1e-6) if isinstance(mine, float) else mine == theirs


# -- binary_cross_entropy(_with_logits): weights' shapes checked in ATen's order ------------------------------

_BCE_CASES = [
    ("logits", dict(pos_weight=(3,))),
    ("logits", dict(pos_weight=(4, 3, 2))),
    ("logits", dict(pos_weight=(4, 1, 1))),
    ("logits", dict(weight=(3,))),
    ("logits", dict(weight=(4, 1, 2))),
    ("logits", dict(weight=(3,), pos_weight=(3,))),
    ("logits", dict(weight=(3, 1), pos_weight=(2,))),
    ("probs", dict(weight=(3,))),
    ("probs", dict(weight=(4, 3, 2))),
    ("probs", dict(weight=(3, 1))),
    ("raw_logits", dict(target=(3, 1), pos_weight=(2,))),
    ("raw_logits", dict(target=(4, 3, 1))),
]


@needs_torch
@pytest.mark.parametrize("kind,shapes", _BCE_CASES, ids=[f"{k}-{s}" for k, s in _BCE_CASES])
def test_bce_weight_shapes_as_pytorch(kind, shapes):
    def run(lib):
        F = lib.nn.functional
        lib.manual_seed(0)
        x = lib.randn(3, 2, dtype=lib.float64, requires_grad=True)
        extra = {k: lib.rand(*v, dtype=lib.float64) for k, v in shapes.items()}
        target = extra.pop("target", lib.rand(3, 2, dtype=lib.float64))
        if kind == "logits":
            loss = F.binary_cross_entropy_with_logits(x, target, **extra)
        elif kind == "probs":
            loss = F.binary_cross_entropy(x.sigmoid(), target, **extra)
        else:
            loss = lib.binary_cross_entropy_with_logits(x, target, extra.get("weight"), extra.get("pos_weight"))
        loss.backward()
        return round(loss.item(), 12), [round(v, 12) for v in x.grad.reshape(-1).tolist()]
    same_as_pytorch(run)


@pytest.mark.parametrize("shapes", [
    lambda lib: ((3, 2), (3,)),
    lambda lib: (lib.Size([3, 2]), lib.Size([3])),
    lambda lib: ([3, 2], [3]),
    lambda lib: (3, (2,)),
], ids=["tuples", "sizes", "lists", "int"])
def test_broadcast_shapes_error_shows_the_argument_as_given(shapes):
    mine = same_as_pytorch(lambda lib: lib.broadcast_shapes(*shapes(lib)))
    assert mine[0] == "RuntimeError"


def test_broadcast_shapes_error_shows_a_size_as_a_size():
    with pytest.raises(RuntimeError, match=r"had torch\.Size\(\[3\]\);"):
        minitorch.broadcast_shapes(minitorch.Size([3, 2]), minitorch.Size([3]))


# -- adaptive average pooling: ATen's window sums, so exact averages stay exact --------------------------------

_POOL_CASES = [((2, 3, 7, 9), (3, 4)), ((1, 5, 5), (2, None)), ((2, 2, 10, 10), (3, 7)), ((1, 1, 3, 3), (5, 4)),
               ((1, 2, 12, 12), (12, 12)), ((2, 1, 6, 5, 7), (4, 3, 2)), ((3, 5, 4, 6), (2, 2, 5)),
               ((1, 2, 3, 7, 5), (None, 3, 2))]


@needs_torch
@pytest.mark.parametrize("dtype", ["float32", "float64", "float16"])
@pytest.mark.parametrize("shape,size", _POOL_CASES, ids=[f"{s}-{o}" for s, o in _POOL_CASES])
def test_adaptive_avg_pool_bit_for_bit(shape, size, dtype):
    def run(lib):
        lib.manual_seed(0)
        x = lib.randn(*shape).to(getattr(lib, dtype))
        pool = lib.nn.AdaptiveAvgPool3d(size) if len(size) == 3 else lib.nn.AdaptiveAvgPool2d(size)
        y = pool(x)
        return tuple(y.shape), y.dtype is getattr(lib, dtype), y.reshape(-1).tolist()
    same_as_pytorch(run)


def test_adaptive_avg_pool_of_integers_is_exact():
    y = minitorch.nn.functional.adaptive_avg_pool2d(minitorch.arange(30., dtype=minitorch.float64).view(1, 1, 5, 6), (2, None))
    assert y.tolist() == [[[[6.0, 7.0, 8.0, 9.0, 10.0, 11.0], [18.0, 19.0, 20.0, 21.0, 22.0, 23.0]]]]


@pytest.mark.parametrize("input_shape", [(2, 3), (1, 4, 5)])
@pytest.mark.parametrize("size", [(2, 2), 1, (1, 1), 2, (2, 2, 2), (None, 2), [1, 1], (-1, 2)])
def test_adaptive_avg_pool2d_output_size_checks(input_shape, size):
    def run(lib):
        x = lib.randn(*input_shape, requires_grad=True)
        y = lib.nn.functional.adaptive_avg_pool2d(x, size)
        return tuple(y.shape), type(y.grad_fn).__name__
    same_as_pytorch(run)


@needs_torch
def test_adaptive_avg_pool_gradient_matches():
    def run(lib):
        lib.manual_seed(0)
        x = lib.randn(2, 3, 7, 9, dtype=lib.float64, requires_grad=True)
        y = lib.nn.functional.adaptive_avg_pool2d(x, (3, 4))
        (y * lib.arange(12.0, dtype=lib.float64).view(3, 4)).sum().backward()
        return [round(v, 12) for v in x.grad.reshape(-1).tolist()]
    same_as_pytorch(run)


# -- scaled_dot_product_attention: which masks the CPU flash kernel takes, and the math path's messages -------

_MASKS = [(5, 7), (4, 6), (1, 6), (5, 1), (2, 1, 5, 6), (3, 1, 5, 6), (1, 4, 1, 6), (2, 3, 5, 6), (1, 5, 6),
          (2, 4, 5, 7), (6,), (1, 2, 4, 5, 6)]


@needs_torch
@pytest.mark.parametrize("boolean", [False, True], ids=["float", "bool"])
@pytest.mark.parametrize("shape", _MASKS, ids=[str(s) for s in _MASKS])
def test_sdpa_mask_shapes_as_pytorch(shape, boolean):
    def run(lib):
        lib.manual_seed(0)
        q = lib.randn(2, 4, 5, 8, requires_grad=True)
        k, v, m = lib.randn(2, 4, 6, 8), lib.randn(2, 4, 6, 8), lib.randn(*shape)
        out = lib.nn.functional.scaled_dot_product_attention(q, k, v, attn_mask=m > -1 if boolean else m)
        out.sum().backward()
        return type(out.grad_fn).__name__, round(out.sum().item(), 4), round(q.grad.norm().item(), 4)
    same_as_pytorch(run)
