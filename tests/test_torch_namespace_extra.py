"""The top-level torch functions minitorch adds in _functional_aliases.py, _composite_torch_extra.py and
_torch_utils.py (and their yaml entries: nanmedian, mode, aminmax, matrix_exp, cholesky_solve / _inverse,
cholesky, pinv, the *_scatter ops, block_diag, histogram) against PyTorch: each expression runs in both
libraries on the same float64 data and must give the same values, dtype, grad_fn graph, gradients of every
leaf, and warnings, or the same error type and message. Then what the oracle cannot check: dropout's random
masks, gradchecks, warn-once deprecations and the global settings."""
import math
import warnings

import numpy as np
import pytest

import minitorch
from minitorch import _composite_torch_extra, _torch_utils
from minitorch.autograd.gradcheck import gradcheck, gradgradcheck

from oracle import graph_names, needs_torch, torch

# PyTorch warns these once per process (TORCH_WARN_ONCE), so which expression sees them depends on test order;
# test_deprecations_warn_once checks them
_ONCE = ("torch.chain_matmul is deprecated", "torch.qr is deprecated", "torch.cholesky is deprecated",
         "torch.lu is deprecated", "torch.lu_solve is deprecated",
         "torch.asarray: unspecified requires_grad", "torch.set_default_tensor_type() is deprecated")


def _env(lib):
    rng = np.random.default_rng(0)

    def T(*shape):  # noqa: N802 (a float64 leaf)
        return lib.tensor(rng.standard_normal(shape), dtype=lib.float64, requires_grad=True)

    env = {"np": np, "torch": lib, "T": T, "x": T(3, 4), "x3": T(2, 3, 5), "x4": T(2, 4, 5, 5), "w": T(4),
           "b": T(4), "y": T(3, 4), "t": lib.tensor(rng.random((3, 4)), dtype=lib.float64),
           "sgn": lib.tensor([1., -1., 1.], dtype=lib.float64), "A": T(4, 4),
           "P": lib.tensor(rng.random((3, 4)) + 0.1, dtype=lib.float64, requires_grad=True), "B": T(4, 2)}
    a = lib.tensor(rng.standard_normal((4, 4)))
    env["S"] = (a @ a.T + 4 * lib.eye(4, dtype=lib.float64)).detach().requires_grad_()
    env["L"] = lib.tensor([[2.0, 0, 0, 0], [0.5, 1.5, 0, 0], [-0.3, 0.2, 1.2, 0], [0.1, 0.4, -0.2, 1.1]],
                          dtype=lib.float64, requires_grad=True)
    env.update({"wc": T(6, 3, 3), "wc2": T(6, 4, 3, 3), "rm": lib.zeros(4, dtype=lib.float64),
                "rv": lib.ones(4, dtype=lib.float64)})
    return env


def _run(lib, expr):
    """(value, dtype, graph, gradients of every leaf) of the expression's tensor (the first of a tuple), the
    repr of anything else, or (error type, message); and the warnings."""
    env = _env(lib)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            out = eval(expr, env)
            if isinstance(out, tuple):
                out = out[0]
            if not isinstance(out, lib.Tensor):
                result = repr(out)
            else:
                grads = None
                if out.requires_grad:
                    weights = lib.tensor(np.arange(1.0, out.numel() + 1).reshape(tuple(out.shape)), dtype=out.dtype)
                    (out * weights).sum().backward()
                    grads = [None if v.grad is None else v.grad.numpy() for _, v in sorted(env.items())
                             if isinstance(v, lib.Tensor) and v.requires_grad]
                result = out.detach().numpy(), str(out.dtype), graph_names(out), grads
        except Exception as e:  # noqa: BLE001 - compared by type and message
            result = type(e).__name__, str(e)
    messages = [str(w.message) for w in caught if w.category is not RuntimeWarning]
    return result, [m for m in messages if not m.startswith(_ONCE)]


def _same(a, b):
    if isinstance(a, np.ndarray) or isinstance(b, np.ndarray):
        if not (isinstance(a, np.ndarray) and isinstance(b, np.ndarray)) or a.shape != b.shape or a.dtype != b.dtype:
            return False
        if a.dtype.kind not in "fc":
            return bool((a == b).all())
        tol = dict(rtol=1e-9, atol=1e-11) if a.dtype == np.float64 else dict(rtol=1e-5, atol=1e-6)
        return bool(np.allclose(a, b, equal_nan=True, **tol))
    if isinstance(a, (list, tuple)) and isinstance(b, (list, tuple)):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b))
    return a == b


def _check(expr):
    mine, theirs = _run(minitorch, expr), _run(torch, expr)
    assert _same(mine, theirs), f"\nminitorch: {mine}\nPyTorch:   {theirs}"


ALIASES = [
    "torch.batch_norm(x, w, b, rm, rv, True, 0.1, 1e-5, False)",
    "torch.batch_norm(x, w, b, rm, rv, False, 0.1, 1e-5, False)",
    "torch.batch_norm(x, w, b, None, rv, False, 0.1, 1e-5, False)",
    "torch.batch_norm(x, None, None, None, None, True, 0.1, 1e-5, False)",
    "torch.batch_norm(x, w, b, rm, rv, True, 0.1, 1e-5)",
    "torch.layer_norm(x, [4], w, b, 1e-5, False)",
    "torch.layer_norm(x, (4,))",
    "torch.layer_norm(x, 4)",
    "torch.layer_norm(x, [5])",
    "torch.group_norm(x4, 2, w, b)",
    "torch.group_norm(x4, 3)",
    "torch.instance_norm(x4, w, b, None, None, True, 0.1, 1e-5, False)",
    "torch.conv1d(x3, wc, None, 1, 1)",
    "torch.conv2d(x4, wc2, None, 2)",
    "torch.conv_transpose1d(x3, wc.transpose(0, 1), None, 2, 1, 1)",
    "torch.conv_transpose2d(x4, wc2.transpose(0, 1), None, 2, 1, 1)",
    "torch.max_pool1d(x3, 2)",
    "torch.max_pool1d(x3, 2, 1, 1)",
    "torch.max_pool1d(x3, 2, 1, 1, 1, False, True)",
    "torch.max_pool2d(x4, 2)",
    "torch.max_pool2d(x4, 3, 2, 1, 1, True)",
    "torch.avg_pool1d(x3, 2)",
    "torch.avg_pool1d(x3, 3, 2, 1, True, False)",
    "torch.adaptive_avg_pool1d(x3, 2)",
    "torch.adaptive_max_pool1d(x3, 2)",
    "torch.adaptive_max_pool1d(x3, 2)[1]",
    "torch.dropout(x, 0.5, False)",
    "torch.dropout(x, 0.0, True)",
    "torch.dropout(x, 1.0, True)",
    "torch.dropout(x, 1.5, True)",
    "torch.dropout(x, 0.5)",
    "torch.dropout()",
    "torch.alpha_dropout(x, 1.0, True)",
    "torch.alpha_dropout(x, -0.5, True)",
    "torch.feature_dropout(x[0], 0.5, True)",
    "torch.feature_alpha_dropout(x, 0.2, False)",
    "torch.feature_alpha_dropout(x, 1.0, True)",
    "torch.dropout_(x.clone(), 1.0, True)",
    "torch.selu(x)",
    "torch.celu(x, 2.0)",
    "torch.rrelu(x)",
    "torch.rrelu(x, 0.2, 0.4)",
    "torch.prelu(x, torch.tensor([0.2], dtype=torch.float64))",
    "torch.prelu(x, w)",
    "x.prelu(w)",
    "torch.prelu(x, w.float())",
    "torch.kl_div(x, t)",
    "torch.kl_div(x, t, 0)",
    "torch.kl_div(x, t, 1)",
    "torch.kl_div(x, t, 2)",
    "torch.kl_div(x, t, 2, log_target=True)",
    "torch.kl_div(x, t, 'mean')",
    "torch.pairwise_distance(x, y)",
    "torch.pairwise_distance(x, y, 1.0, 1e-6, True)",
    "torch.cosine_similarity(x, y)",
    "torch.cosine_similarity(x, y, 0, 1e-8)",
    "torch.cosine_embedding_loss(x[:, :3], y[:, :3], sgn)",
    "torch.cosine_embedding_loss(x, y, sgn, 0.2, 1)",
    "torch.hinge_embedding_loss(x, t.sign() * 2 - 1)",
    "torch.hinge_embedding_loss(x, t.sign() * 2 - 1, 1.0, 1)",
    "torch.hinge_embedding_loss(x, torch.ones(3, 4, dtype=torch.float64), 0.5, 2)",
    "torch.margin_ranking_loss(x, y, torch.ones(3, 4, dtype=torch.float64))",
    "torch.margin_ranking_loss(x, y, torch.ones(3, 4, dtype=torch.float64), 0.1, 2)",
    "torch.poisson_nll_loss(x, t, True, False, 1e-8, 1)",
    "torch.poisson_nll_loss(P, t * 3, False, True, 1e-8, 0)",
    "torch.poisson_nll_loss(P, t, False, True, 1e-8, 'mean')",
    "torch.poisson_nll_loss(x, t, True, False, 1e-8)",
    "torch.triplet_margin_loss(x, y, T(3, 4))",
    "torch.triplet_margin_loss(x, y, T(3, 4), 0.5, 1.0, 1e-6, True, 2)",
    "torch.threshold_(x.clone(), 0.1, 20.0)",
    "torch.threshold_(x * 1, -0.5, -3)",
    "torch.threshold_(x, 0.1, 20.0)",
    "torch.celu_(x.clone(), 2.0)",
    "torch.celu_(x.clone())",
    "torch.selu_(x.clone())",
    "torch.selu_(x)",
    "(lambda y: (torch.selu_(y), y._version)[1])(x.clone())",
]
STATS_AND_LINALG = [
    'torch.quantile(x, 0.3)',
    'torch.quantile(x, 0.3, 1)',
    'torch.quantile(x, 0.3, 0, True)',
    'torch.quantile(x, 0.3, None, True)',
    'torch.quantile(x, torch.tensor([0.3, 0.5, 1.0], dtype=torch.float64), dim=1)',
    'torch.quantile(x, torch.tensor([0.3, 0.5], dtype=torch.float64), dim=0, keepdim=True)',
    'torch.quantile(x, torch.tensor([0.3, 0.5], dtype=torch.float64))',
    'torch.quantile(x3, 0.4, 1, interpolation="lower")',
    'torch.quantile(x3, 0.4, 1, interpolation="higher")',
    'torch.quantile(x3, 0.4, -1, interpolation="nearest")',
    'torch.quantile(x3, 0.4, 0, interpolation="midpoint")',
    'torch.quantile(torch.tensor([1., float("nan"), 3.], dtype=torch.float64, requires_grad=True), 0.5)',
    'torch.nanquantile(torch.tensor([[1., float("nan"), 3.], [float("nan")] * 3], dtype=torch.float64, requires_grad=True), 0.5, 1)',
    'torch.nanquantile(x, 0.25, 1, interpolation="midpoint")',
    'torch.nanquantile(x, torch.tensor([0.1, 0.9], dtype=torch.float64), 0, interpolation="nearest")',
    'x.quantile(0.5, 1, True)',
    'x.nanquantile(0.5)',
    'torch.quantile(x, 1.5)',
    'torch.quantile(x, -0.1)',
    'torch.quantile(x, torch.tensor([0.5]))',
    'torch.quantile(x, torch.rand(2, 2, dtype=torch.float64))',
    'torch.quantile(x, 0.5, interpolation="foo")',
    'torch.quantile(torch.empty(0), 0.5)',
    'torch.quantile(torch.arange(4), 0.5)',
    'torch.quantile(x, 0.5, dim=3)',
    'torch.quantile(x, torch.tensor([0.5, 2.], dtype=torch.float64))',
    'torch.quantile(torch.tensor(3., dtype=torch.float64), 0.5, dim=0)',
    'torch.quantile(x.float(), 0.5)',
    'torch.svd(A)[1]',
    'torch.svd(x)[1]',
    'torch.svd(x, compute_uv=False)[0]',
    'torch.svd(x, compute_uv=False)[2]',
    'torch.svd(x, compute_uv=False)[1]',
    'torch.svd(x, some=False)[0].abs()',
    'torch.svd(x)[2].abs()',
    'A.svd()[2].abs()',
    'torch.svd(w)',
    'torch.qr(A)[1].abs()',
    'A.qr(False)[0].abs()',
    'torch.matrix_power(A, 3)',
    'A.matrix_power(0)',
    'A.matrix_power(-2)',
    'torch.matrix_power(x, 2)',
    'torch.chain_matmul(A, A)',
    'torch.chain_matmul(x, A, A.T, x.T)',
    'torch.chain_matmul(x)',
    'torch.chain_matmul(x, w)',
    'torch.chain_matmul()',
    'torch.linalg.multi_dot([x, A, A.T, x.T, x])',
    'torch.linalg.multi_dot([w, A, b])',
    'torch.linalg.multi_dot([w, b])',
    'torch.linalg.multi_dot([x, x])',
    'torch.linalg.multi_dot([x])',
    'torch.linalg.multi_dot([x3, x])',
    'torch.linalg.multi_dot([x, x3, x])',
    'torch.vander(w, 0)',
    'torch.vander(w, 1)',
    'torch.vander(torch.tensor([1, 2, 3], dtype=torch.int8))',
    'torch.vander(x)',
    'torch.vander(w, -1)',
    'torch.unravel_index(torch.tensor([4, 1, 11]), (3, 4))',
    'torch.unravel_index(torch.tensor(7), (2, 2, 2))[2]',
    'torch.unravel_index(torch.tensor([-1, 3]), 5)',
    'torch.unravel_index(torch.tensor([12]), (3, 4))',
    'torch.unravel_index(torch.tensor([1.0]), (3, 4))',
    'torch.unravel_index(torch.tensor([1]), (3, -4))',
    'torch.unravel_index(torch.tensor([1]), (3, 4.0))',
    'torch.range(1, 4)',
    'torch.range(0, 1, 0.25)',
    'torch.range(1, 4, dtype=torch.int64)',
    'torch.range(4, 1)',
    'torch.range(4, 1, -1)',
    'torch.range(1, 4, 0)',
    'torch.nanmedian(x)',
    'torch.nanmedian(torch.tensor([1., float("nan"), 3., 2.], dtype=torch.float64, requires_grad=True))',
    'torch.nanmedian(torch.tensor([float("nan")] * 2, dtype=torch.float64, requires_grad=True))',
    'torch.nanmedian(x, 1)[0]',
    'torch.nanmedian(x, 1)[1]',
    'torch.nanmedian(x, 0, True)[0]',
    'x.nanmedian(-1)[0]',
    'torch.nanmedian(torch.tensor([[1., float("nan"), 3., 2.], [float("nan"), 4., 4., 1.]], dtype=torch.float64, requires_grad=True), 1)[0]',
    'torch.nanmedian(torch.tensor([[1., float("nan"), 3., 2.], [float("nan"), 4., 4., 1.]], dtype=torch.float64, requires_grad=True), 1)[1]',
    'torch.nanmedian(torch.empty(0))',
    'torch.nanmedian(torch.empty(2, 0), 1)',
    'torch.nanmedian(torch.tensor([1, 2, 3]))',
    'torch.nanmedian(x, 1)',
    'torch.mode(torch.tensor([[1., 2, 2, 3, 1, 5], [4, 4, float("nan"), float("nan"), float("nan"), 1]], dtype=torch.float64, requires_grad=True), 1)[0]',
    'torch.mode(torch.tensor([[1., 2, 2, 3, 1, 5], [4, 4, float("nan"), float("nan"), float("nan"), 1]], dtype=torch.float64, requires_grad=True), 1)[1]',
    'torch.mode(torch.tensor([3, 1, 3, 1, 2]))[1]',
    'torch.mode(torch.tensor([[3, 1], [3, 1]]), 0)[1]',
    'torch.mode(torch.tensor(5.))[1]',
    'torch.mode(torch.tensor([True, False, True]))[1]',
    'torch.mode(torch.empty(0))',
    'torch.mode(x, 5)',
    'x.mode(0, True)[0]',
    'torch.mode(x)',
    'torch.aminmax(x)[0]',
    'torch.aminmax(x)[1]',
    'torch.aminmax(x, dim=1)[1]',
    'torch.aminmax(x, dim=0, keepdim=True)[0]',
    'torch.aminmax(x, keepdim=True)[1]',
    'x.aminmax(dim=-1)[0]',
    'torch.aminmax(torch.tensor([[1., 3., 3.], [1., 0., 2.]], dtype=torch.float64, requires_grad=True), dim=1)[1]',
    'torch.aminmax(torch.empty(0))',
    'torch.aminmax(torch.empty(2, 0), dim=1)',
    'torch.aminmax(torch.empty(2, 0), dim=0)[0]',
    'torch.aminmax(torch.tensor([True, False]))[1]',
    'torch.aminmax(torch.tensor(3.), dim=0)[1]',
    'torch.aminmax(x)',
    'torch.aminmax(x, 1)',
    'torch.block_diag(A, x)',
    'torch.block_diag(torch.tensor(1.5, dtype=torch.float64, requires_grad=True), w, x)',
    'torch.block_diag(torch.tensor(1), torch.tensor([1., 2])).dtype',
    'torch.block_diag(torch.tensor(1), torch.tensor([1, 2]), torch.ones(2, 2, dtype=torch.int32))',
    'torch.block_diag()',
    'torch.block_diag(A, torch.randn(2, 2, 2))',
    'torch.slice_scatter(A, x[:2], 0, 1, 3)',
    'torch.slice_scatter(A, x[:, ::2].T, 1, 0, None, 2)',
    'torch.slice_scatter(A, x)',
    'A.slice_scatter(x[:2], start=2)',
    'torch.select_scatter(A, w, 0, 1)',
    'torch.select_scatter(x3, x[:2], 1, -1)',
    'torch.select_scatter(A, w[:3], 0, 1)',
    'torch.select_scatter(A, w, 0, 5)',
    'A.select_scatter(w, 1, 0)',
    'torch.diagonal_scatter(A, w)',
    'torch.diagonal_scatter(A, w[:3], 1)',
    'torch.diagonal_scatter(A, w[:3], -1)',
    'torch.diagonal_scatter(x3, x[:, :2], 0, 1, 2)',
    'torch.diagonal_scatter(A, w[:3])',
    'A.diagonal_scatter(w[:2], 2)',
    'torch.block_diag(A, x)',
    'torch.block_diag(torch.tensor(1.5, dtype=torch.float64, requires_grad=True), w, x)',
    'torch.block_diag(torch.tensor(1), torch.tensor([1., 2])).dtype',
    'torch.block_diag(torch.tensor(1), torch.tensor([1, 2]), torch.ones(2, 2, dtype=torch.int32))',
    'torch.block_diag()',
    'torch.block_diag(A, torch.randn(2, 2, 2))',
    'torch.matrix_exp(A)',
    'A.matrix_exp()',
    'torch.linalg.matrix_exp(A * 5)',
    'torch.matrix_exp(x3[:, :3, :3])',
    'torch.matrix_exp(w)',
    'torch.matrix_exp(x)',
    'torch.matrix_exp(torch.tensor([[1, 2], [3, 4]]))',
    'torch.pinverse(x)',
    'torch.pinverse(x.T)',
    'x.pinverse()',
    'torch.pinverse(x, 0.5)',
    'torch.linalg.pinv(x)',
    'torch.linalg.pinv(x, 0.5)',
    'torch.linalg.pinv(x, atol=0.6)',
    'torch.linalg.pinv(x, rtol=0.3, atol=0.1)',
    'torch.linalg.pinv(A @ A.T, hermitian=True)',
    'torch.linalg.pinv(x, hermitian=True)',
    'torch.pinverse(w)',
    'torch.pinverse(torch.zeros(3, 2, dtype=torch.float64, requires_grad=True))',
    'torch.cholesky_solve(B, L)',
    'torch.cholesky_solve(B, L.T, True)',
    'torch.cholesky_solve(B[:, 0], L)',
    'torch.cholesky_solve(B, L[:3, :3])',
    'torch.cholesky_solve(B, L.float())',
    'torch.cholesky_solve(B, x)',
    'B.cholesky_solve(L)',
    'torch.cholesky_solve(torch.stack([B, B * 2]), L)',
    'torch.cholesky_inverse(L)',
    'torch.cholesky_inverse(L.T, True)',
    'L.cholesky_inverse()',
    'torch.cholesky_inverse(L[0])',
    'torch.cholesky_inverse(x)',
    'torch.cholesky(S)',
    'S.cholesky(True)',
    'torch.cholesky(-S)',
    'torch.cholesky(x)',
    'torch.cholesky(w)',
]

UTILITIES = [
    'torch.hann_window(5)',
    'torch.hann_window(5, False)',
    'torch.hamming_window(5, True, 0.5, 0.3)',
    'torch.hamming_window(7, False)',
    'torch.blackman_window(6)',
    'torch.blackman_window(5, False, dtype=torch.float64)',
    'torch.bartlett_window(5)',
    'torch.bartlett_window(6, False)',
    'torch.kaiser_window(5)',
    'torch.kaiser_window(6, False, 5.0)',
    'torch.kaiser_window(6, True, 5.0, dtype=torch.float64)',
    'torch.hann_window(1)',
    'torch.hann_window(0)',
    'torch.hann_window(-1)',
    'torch.hann_window(4, dtype=torch.long)',
    'torch.hann_window(3, dtype=torch.float64)',
    'torch.bartlett_window(1)',
    'torch.kaiser_window(1)',
    'torch.hann_window(4, requires_grad=True).requires_grad',
    'torch.is_nonzero(torch.tensor([1.]))',
    'torch.is_nonzero(torch.tensor([]))',
    'torch.is_nonzero(torch.tensor([1, 2]))',
    'torch.is_nonzero(torch.tensor(0.))',
    'torch.tensor(3).is_nonzero()',
    'torch.is_same_size(torch.ones(2), torch.ones(2, 1))',
    'torch.ones(2).is_same_size(torch.zeros(2))',
    'torch.is_signed(torch.ones(2, dtype=torch.uint8))',
    'torch.is_signed(torch.tensor(True))',
    'torch.is_signed(torch.tensor(1.))',
    'torch.tensor(1).is_signed()',
    'torch.is_complex(torch.ones(2))',
    'torch.set_num_threads(0)',
    'torch.set_num_threads(2.5)',
    'torch.set_num_interop_threads(-1)',
    'torch.use_deterministic_algorithms(1)',
    'torch.use_deterministic_algorithms(True, warn_only=1)',
    'torch.get_default_device()',
    'torch.get_float32_matmul_precision()',
    'torch.set_float32_matmul_precision("foo")',
    'torch.is_warn_always_enabled()',
    'torch.set_warn_always(1)',
    'torch.typename(torch.ones(2))',
    'torch.typename(torch.ones(2, dtype=torch.long))',
    'torch.typename(3)',
    'torch.typename(torch.nn.Linear)',
    'torch.typename(torch.nn.Linear(2, 2))',
    'torch.typename(torch.ones(2).bool())',
    'torch.typename(torch.ones(2, dtype=torch.int16))',
    'torch.typename(torch.ones(2, dtype=torch.int8))',
    'torch.FloatTensor(2, 3).shape',
    'torch.FloatTensor([1, 2])',
    'torch.LongTensor([1.5, 2])',
    'torch.DoubleTensor()',
    'torch.BoolTensor([1, 0])',
    'torch.ByteTensor([1, 2])',
    'torch.HalfTensor([1])',
    'torch.IntTensor(torch.tensor([1, 2]))',
    'torch.IntTensor(torch.tensor([1, 2], dtype=torch.int32))',
    'isinstance(torch.ones(2), torch.FloatTensor)',
    'isinstance(torch.ones(2), torch.DoubleTensor)',
    'isinstance(torch.ones(2, dtype=torch.long), torch.LongTensor)',
    'isinstance(3, torch.LongTensor)',
    'torch.ones(2).type()',
    'torch.ones(2).type(torch.DoubleTensor)',
    'torch.ones(2).type("torch.LongTensor")',
    'torch.ones(2).type("torch.FooTensor")',
    'torch.ones(2).type(torch.int32)',
    'torch.FloatTensor.dtype',
    'repr(torch.FloatTensor)',
    'torch.FloatTensor(2, dtype=torch.float64)',
    'torch.FloatTensor(torch.tensor([1, 2]))',
    'torch.FloatTensor((2, 3)).shape',
    'torch.FloatTensor(2.5)',
    'torch.FloatTensor(torch.Size([2, 3])).shape',
    'torch.empty_strided((2, 3), (1, 2)).stride()',
    'torch.empty_strided((2, 3), (1, 2)).shape',
    'torch.empty_strided((2, 3), (3, 1), dtype=torch.float64).dtype',
    'torch.empty_strided((2, 3), (1,))',
    'torch.asarray([1, 2, 3])',
    'torch.asarray([1., 2.], dtype=torch.float64)',
    'torch.asarray(x).data_ptr() == x.data_ptr()',
    'torch.asarray(x, copy=True).data_ptr() == x.data_ptr()',
    'torch.asarray(x, dtype=torch.float32).dtype',
    'torch.asarray(x, dtype=torch.float32, copy=False)',
    'torch.asarray(np.arange(3.0))',
    'torch.asarray([1, 2], copy=False)',
    'torch.asarray(3.5)',
    'torch.asarray(x, requires_grad=True).requires_grad',
    'torch.frombuffer(bytearray(b"\\x01\\x02\\x03\\x04"), dtype=torch.uint8)',
    'torch.frombuffer(bytearray(8), dtype=torch.float32)',
    'torch.frombuffer(bytearray(range(8)), dtype=torch.int16, count=2, offset=2)',
    'torch.frombuffer(bytearray(7), dtype=torch.float32)',
    'torch.frombuffer(bytearray(8), dtype=torch.float32, count=3)',
    'torch.frombuffer(bytearray(8), dtype=torch.uint8, offset=8)',
    'torch.frombuffer(bytearray(0), dtype=torch.uint8)',
    'torch.e',
    'torch.pi',
    'torch.inf',
    'torch.nan',
    'torch.newaxis',
    'torch.is_conj(x)',
    'torch.is_neg(x)',
    'torch.is_inference(x)',
    'torch.is_storage(x)',
    'torch.is_distributed(x)',
    'torch.get_device(x)',
    'torch.init_num_threads()',
    'torch.get_deterministic_debug_mode()',
    'torch.set_deterministic_debug_mode("foo")',
    'torch.set_deterministic_debug_mode(3)',
    'torch.msort(x)',
    'torch.msort(x3)',
    'x.msort()',
    'torch.max_pool1d_with_indices(x3, 2)[1]',
    'torch.max_pool1d_with_indices(x3, 2)[0]',
    'torch.max_pool1d_with_indices(x3, 3, 2, 1)[0]',
    'torch.eig(A)',
    'torch.symeig(A)',
    'torch.matrix_rank(A)',
    'torch.lstsq(A, A)',
    'A.lstsq(A)',
]

HISTOGRAMS = [
    'torch.histogram(torch.tensor([1., 2, 1, 4, 2.5, 7]), 3)[0]',
    'torch.histogram(torch.tensor([1., 2, 1, 4, 2.5, 7]), 3)[1]',
    'torch.histogram(torch.tensor([1., 2, 1, 4, 2.5, 7]), 3, range=(0., 5.))[1]',
    'torch.histogram(torch.tensor([1., 2, 1, 4, 2.5, 7]), torch.tensor([0., 1.5, 3, 10]))[0]',
    'torch.histogram(torch.tensor([1., 2, 1, 4, 2.5, 7]), 3, weight=torch.ones(6) * 2, density=True)[0]',
    'torch.histogram(torch.tensor([1, 2]), 3)',
    'torch.histogram(x, 0)',
    'torch.histogram(x, 3, range=(5., 1.))',
    'torch.histogram(torch.tensor([1., 2, 1, 4, 2.5, 7]), 3, weight=torch.ones(5))',
    'torch.histogram(torch.empty(0), 2)[1]',
    'torch.histogram(x, 2)[0]',
    'torch.histogram(torch.tensor([1., 2, 1, 4, 2.5, 7]), 3, range=(1., 1.))[1]',
    'torch.histogram(torch.tensor([1., 2, 1, 4, 2.5, 7]), 3, range=(1., 1.))[0]',
    'torch.histogram(torch.tensor([1., float("nan")]), 2)',
    'torch.histogram(x, 2)',
    'x.histogram(4)[1]',
    'torch.histogramdd(torch.tensor([[0., 1.], [1., 0.], [2., 0.], [2., 2.]]), bins=[3, 3], weight=torch.tensor([1., 2., 4., 8.]))[0]',
    'torch.histogramdd(torch.tensor([[0., 1.], [1., 0.], [2., 0.], [2., 2.]]), bins=[3, 3], weight=torch.tensor([1., 2., 4., 8.]))[1][1]',
    'torch.histogramdd(torch.tensor([[0., 0.], [1., 1.], [2., 2.]]), bins=[2, 2], range=[0., 1., 0., 1.], density=True)[0]',
    'torch.histogramdd(torch.tensor([[0., 0.], [1., 1.]]), bins=2)[0]',
    'torch.histogramdd(torch.tensor([[0., 0.], [1., 1.]]), bins=[torch.tensor([0., 1., 2.]), torch.tensor([0., .5, 2.])])[0]',
]


@needs_torch
@pytest.mark.parametrize("expr", ALIASES)
def test_functional_aliases_match_pytorch(expr):
    _check(expr)


@needs_torch
@pytest.mark.parametrize("expr", STATS_AND_LINALG)
def test_statistics_and_linear_algebra_match_pytorch(expr):
    _check(expr)


@needs_torch
@pytest.mark.parametrize("expr", UTILITIES)
def test_utilities_match_pytorch(expr):
    _check(expr)


@needs_torch
@pytest.mark.parametrize("expr", HISTOGRAMS)
def test_histograms_match_pytorch(expr):
    _check(expr)


LU = [
    'torch.linalg.lu_factor(A)[0]',
    'torch.linalg.lu_factor(A)[1]',
    'torch.linalg.lu_factor(x)[0]',
    'torch.linalg.lu_factor(x.T)[0]',
    'torch.linalg.lu_factor(x3)[0]',
    'torch.linalg.lu_factor_ex(A)[0]',
    'torch.linalg.lu_factor_ex(torch.zeros(2, 2))[2]',
    'torch.linalg.lu_factor(torch.zeros(2, 2))',
    'torch.linalg.lu_factor(torch.ones(3))',
    'torch.linalg.lu_factor(A, pivot=False)',
    'torch.linalg.lu_factor(torch.ones(2, 3))',
    'torch.linalg.lu_factor(torch.ones(2, 2, dtype=torch.long))',
    'torch.lu(A)[0]',
    'torch.lu(A, get_infos=True)[2]',
    'torch.lu(torch.zeros(2, 2))',
    'torch.lu(torch.zeros(2, 2), get_infos=True)[0]',
    'A.lu()[0]',
    'torch.lu_unpack(*torch.linalg.lu_factor(A))[0]',
    'torch.lu_unpack(*torch.linalg.lu_factor(A))[1]',
    'torch.lu_unpack(*torch.linalg.lu_factor(A))[2]',
    'torch.lu_unpack(*torch.linalg.lu_factor(x))[1]',
    'torch.lu_unpack(*torch.linalg.lu_factor(x))[2]',
    'torch.lu_unpack(*torch.linalg.lu_factor(x.T))[1]',
    'torch.lu_unpack(*torch.linalg.lu_factor(x.T))[2]',
    'torch.lu_unpack(*torch.linalg.lu_factor(x3))[0]',
    'torch.lu_unpack(*torch.linalg.lu_factor(A), False, False)[0]',
    'torch.lu_unpack(torch.linalg.lu_factor(A)[0], torch.linalg.lu_factor(A)[1].long())',
    'torch.linalg.lu(A)[0]',
    'torch.linalg.lu(A)[1]',
    'torch.linalg.lu(A)[2]',
    'torch.linalg.lu(x)[1]',
    'torch.linalg.lu(x)[2]',
    'torch.linalg.lu(x.T)[1]',
    'torch.linalg.lu(x.T)[2]',
    'torch.linalg.lu(x3)[2]',
    'torch.linalg.lu_solve(*torch.linalg.lu_factor(A), B)',
    'torch.linalg.lu_solve(*torch.linalg.lu_factor(A), B.T, left=False)',
    'torch.linalg.lu_solve(*torch.linalg.lu_factor(A), B, adjoint=True)',
    'torch.linalg.lu_solve(*torch.linalg.lu_factor(A), B.T, left=False, adjoint=True)',
    'torch.linalg.lu_solve(*torch.linalg.lu_factor(A), torch.ones(2, 2))',
    'torch.linalg.lu_solve(*torch.linalg.lu_factor(A), torch.ones(4))',
    'torch.lu_solve(B, *torch.linalg.lu_factor(A))',
    'B.lu_solve(*torch.linalg.lu_factor(A))',
    'torch.solve(A, A)',
    'A.solve(A)',
    'torch.linalg.lu_solve(*torch.linalg.lu_factor(A), torch.ones(2, 2, dtype=torch.float64))',
    'torch.linalg.lu_solve(*torch.linalg.lu_factor(A), torch.ones(4, dtype=torch.float64))',
    'torch.linalg.lu_solve(*torch.linalg.lu_factor(A), torch.ones(2, 2, dtype=torch.float64), left=False)',
    'torch.linalg.lu_solve(*torch.linalg.lu_factor(x3[:, :3, :3]), B[:3])',
]


@needs_torch
@pytest.mark.parametrize("expr", LU)
def test_lu_family_matches_pytorch(expr):
    _check(expr)


# -- what the oracle cannot compare ------------------------------------------------------------------

def _leaf(*shape, seed=0):
    return minitorch.tensor(np.random.default_rng(seed).standard_normal(shape), dtype=minitorch.float64,
                            requires_grad=True)


@pytest.mark.parametrize("inplace", [False, True])
def test_dropout_keeps_or_zeroes_each_element_and_scales_by_one_over_keep(inplace):
    minitorch.manual_seed(0)
    x = _leaf(200, 50)
    source = x.detach().clone() if inplace else x
    out = (minitorch.dropout_ if inplace else minitorch.dropout)(source, 0.3, True)
    values, data = out.detach().numpy(), x.detach().numpy()
    kept = values != 0
    assert np.allclose(values[kept], data[kept] / 0.7)
    assert abs(kept.mean() - 0.7) < 0.02
    if inplace:
        assert out is source and source._version == 1
    else:
        assert graph_names(out) == ["MulBackward0", "AccumulateGrad", None]
        out.sum().backward()
        assert np.allclose(x.grad.numpy(), kept / 0.7)


def test_feature_dropout_zeroes_whole_channels():
    minitorch.manual_seed(1)
    x = _leaf(40, 30, 5)
    out = minitorch.feature_dropout(x, 0.5, True).detach().numpy()
    zero_channels = (out == 0).all(-1)
    assert ((out != 0).all(-1) | zero_channels).all()
    assert 0.35 < zero_channels.mean() < 0.65
    assert np.allclose(out[~zero_channels], x.detach().numpy()[~zero_channels] * 2)


def test_alpha_dropout_sets_dropped_values_to_selus_saturation_and_keeps_the_affine_map():
    minitorch.manual_seed(2)
    p, alpha = 0.2, 1.7580993408473766
    a = 1 / math.sqrt((alpha ** 2 * p + 1) * (1 - p))
    x = _leaf(300, 20)
    out = minitorch.alpha_dropout(x, p, True)
    assert graph_names(out) == ["AddBackward0", "MulBackward0", "AccumulateGrad", None, None]
    values, data = out.detach().numpy(), x.detach().numpy()
    dropped = np.isclose(values, alpha * a * (p - 1))
    assert np.allclose(values[~dropped], data[~dropped] * a + alpha * a * p)
    assert abs(dropped.mean() - p) < 0.02
    out.sum().backward()
    assert np.allclose(x.grad.numpy(), np.where(dropped, 0.0, a))


def test_feature_alpha_dropout_drops_whole_channels():
    minitorch.manual_seed(3)
    out = minitorch.feature_alpha_dropout(_leaf(50, 8, 6), 0.5, True).detach().numpy()
    alpha = 1.7580993408473766
    a = 1 / math.sqrt((alpha ** 2 * 0.5 + 1) * 0.5)
    dropped = np.isclose(out, alpha * a * -0.5)
    assert (dropped.all(-1) | ~dropped.any(-1)).all()


def test_quantile_gradcheck():
    x = _leaf(3, 5)
    q = minitorch.tensor([0.1, 0.5, 0.93], dtype=minitorch.float64)
    for interpolation in ("linear", "lower", "higher", "midpoint", "nearest"):
        assert gradcheck(lambda t: minitorch.quantile(t, q, 1, interpolation=interpolation), (x,))
    assert gradcheck(lambda t: minitorch.nanquantile(t, 0.3), (x,))
    assert gradgradcheck(lambda t: minitorch.quantile(t, 0.4, 0, True), (x,))


def test_cholesky_gradcheck_through_a_symmetric_parametrization():
    """The factor reads one triangle of its input, so the check goes through A = B B^T + 3I."""
    b = _leaf(2, 3, 3)
    eye = minitorch.eye(3, dtype=minitorch.float64)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for upper in (False, True):
            fn = lambda t: minitorch.cholesky(t.matmul(t.mT) + 3 * eye, upper)  # noqa: E731
            assert gradcheck(fn, (b,)) and gradgradcheck(fn, (b,))


def test_inplace_activations_gradcheck_on_a_clone():
    x = _leaf(3, 4)
    for fn in (lambda t: minitorch.threshold_(t.clone(), 0.1, 20.0), lambda t: minitorch.celu_(t.clone(), 1.5),
               lambda t: minitorch.selu_(t.clone())):
        assert gradcheck(fn, (x,)) and gradgradcheck(fn, (x,))


def test_chain_matmul_multi_dot_and_svd_gradcheck():
    a, b, c, v = _leaf(2, 5), _leaf(5, 3, seed=1), _leaf(3, 4, seed=2), _leaf(4, seed=3)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        assert gradcheck(lambda *t: minitorch.chain_matmul(*t), (a, b, c))
    assert gradcheck(lambda *t: minitorch.linalg.multi_dot(list(t)), (a, b, c, v))
    # singular values and U S V^T do not depend on the vectors' signs
    assert gradcheck(lambda t: minitorch.svd(t)[1], (b,))
    assert gradcheck(lambda t: (lambda u, s, vv: u.matmul(minitorch.diag_embed(s)).matmul(vv.mT))(*minitorch.svd(t)),
                     (b,))


def test_deprecations_warn_once_with_pytorchs_message():
    a = minitorch.tensor([[4.0, 1.0], [1.0, 3.0]])
    calls = {"qr": lambda: minitorch.qr(a), "chain_matmul": lambda: minitorch.chain_matmul(a, a),
             "cholesky": lambda: minitorch.cholesky(a), "lu": lambda: minitorch.lu(a),
             "lu_solve": lambda: minitorch.lu_solve(a, *minitorch.linalg.lu_factor(a))}
    for key, call in calls.items():
        _composite_torch_extra._warned.discard(key)
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            call()
            call()
        messages = [str(w.message) for w in caught]
        assert len(messages) == 1 and messages[0].startswith(f"torch.{key} is deprecated"), messages
        assert messages[0].endswith(".)") and "(Triggered internally at" in messages[0]
    with pytest.warns(UserWarning, match=r"torch\.range is deprecated"):
        assert minitorch.range(1, 3).tolist() == [1.0, 2.0, 3.0]


def test_settings_round_trip():
    threads = minitorch.get_num_threads()
    try:
        minitorch.set_num_threads(3)
        minitorch.set_num_interop_threads(2)
        assert (minitorch.get_num_threads(), minitorch.get_num_interop_threads()) == (3, 2)
    finally:
        minitorch.set_num_threads(threads)
    try:
        minitorch.use_deterministic_algorithms(True, warn_only=True)
        assert minitorch.are_deterministic_algorithms_enabled()
        assert minitorch.is_deterministic_algorithms_warn_only_enabled()
        minitorch.set_float32_matmul_precision("medium")
        assert minitorch.get_float32_matmul_precision() == "medium"
        minitorch.set_warn_always(True)
        assert minitorch.is_warn_always_enabled()
    finally:
        minitorch.use_deterministic_algorithms(False)
        minitorch.set_float32_matmul_precision("highest")
        minitorch.set_warn_always(False)
    assert not minitorch.are_deterministic_algorithms_enabled()


def test_deterministic_debug_mode_is_the_deterministic_setting():
    try:
        for mode, name, enabled, warn_only in ((1, "warn", True, True), (2, "error", True, False),
                                               (0, "default", False, False)):
            for value in (mode, name):
                minitorch.set_deterministic_debug_mode(value)
                assert minitorch.get_deterministic_debug_mode() == mode
                assert minitorch.are_deterministic_algorithms_enabled() is enabled
                assert minitorch.is_deterministic_algorithms_warn_only_enabled() is warn_only
    finally:
        minitorch.use_deterministic_algorithms(False)


def test_default_device_and_tensor_type():
    try:
        minitorch.set_default_device("cpu")
        assert minitorch.get_default_device() == minitorch.device("cpu")
        assert minitorch.zeros(2).device == minitorch.device("cpu")
    finally:
        minitorch.set_default_device(None)
    _torch_utils._warned_default_tensor_type.clear()
    try:
        with pytest.warns(UserWarning, match="set_default_tensor_type"):
            minitorch.set_default_tensor_type(minitorch.DoubleTensor)
        assert minitorch.get_default_dtype() is minitorch.float64 and minitorch.ones(1).dtype is minitorch.float64
        minitorch.set_default_tensor_type("torch.FloatTensor")
        assert minitorch.get_default_dtype() is minitorch.float32
        with pytest.raises(TypeError, match="only floating-point types are supported as the default type"):
            minitorch.set_default_tensor_type(minitorch.LongTensor)
    finally:
        minitorch.set_default_dtype(minitorch.float32)


def test_legacy_tensor_types():
    t = minitorch.FloatTensor([1, 2])
    assert t.dtype is minitorch.float32 and isinstance(t, minitorch.FloatTensor)
    assert not isinstance(t, minitorch.DoubleTensor) and not isinstance(t.numpy(), minitorch.FloatTensor)
    assert minitorch.LongTensor(2, 3).shape == (2, 3) and minitorch.LongTensor(2, 3).dtype is minitorch.int64
    assert t.type(minitorch.DoubleTensor).dtype is minitorch.float64
    assert t.type("torch.IntTensor").dtype is minitorch.int32 and t.type() == "torch.FloatTensor"
    assert minitorch.typename(minitorch.BoolTensor([1, 0])) == "torch.BoolTensor"


@needs_torch
def test_set_default_tensor_type_message_matches_pytorch_text():
    """PyTorch warns once per process, so its text is compared where this process has not warned yet."""
    _torch_utils._warned_default_tensor_type.clear()
    with warnings.catch_warnings(record=True) as ours:
        warnings.simplefilter("always")
        minitorch.set_default_tensor_type(minitorch.FloatTensor)
    with warnings.catch_warnings(record=True) as theirs:
        warnings.simplefilter("always")
        torch.set_default_tensor_type(torch.FloatTensor)
    if theirs:
        assert [str(w.message) for w in ours] == [str(w.message) for w in theirs]


def test_frombuffer_shares_memory_and_asarray_aliases():
    buffer = bytearray(np.arange(4, dtype=np.float32).tobytes())
    t = minitorch.frombuffer(buffer, dtype=minitorch.float32)
    buffer[:4] = np.float32(7).tobytes()
    assert t.tolist() == [7.0, 1.0, 2.0, 3.0]
    array = np.zeros(3)
    alias = minitorch.asarray(array)
    array[0] = 5
    assert alias.tolist() == [5.0, 0.0, 0.0]
    x = minitorch.ones(2)
    assert minitorch.asarray(x) is x and minitorch.asarray(x, copy=True) is not x
