"""torch.nn.functional.linear_cross_entropy (PyTorch 2.13), written as PyTorch writes it in Python.

``options=None`` is the reference path: ``linear`` then ``cross_entropy`` (so the graph is PyTorch's:
``NllLossBackward0`` over ``LogSoftmaxBackward0`` over the linear's nodes). A
``LinearCrossEntropyOptions`` selects PyTorch's chunked path where it applies (reduction mean/sum/none,
no label smoothing, int64 class-index target, 2-D ``linear_weight``): PyTorch runs it as the custom ops
``torch_nn::_linear_cross_entropy_batch_chunked`` (mean/sum: the loss and the gradients computed together in
the forward, the backward scaling them by the upstream gradient, once unless ``allow_retain_graph``) and
``torch_nn::_linear_cross_entropy_batch_chunked_no_reduction`` (none: the loss in the forward, the gradients
recomputed from the saved inputs in the backward). Here they are autograd Functions with the same node names
(``GeneratedBackwardFor_torch_nn__linear_cross_entropy_batch_chunked_defaultBackward`` and
``..._no_reduction_defaultBackward``), the same chunked arithmetic (per chunk of rows: logits, max-shift,
exp-sum in the accumulation dtype, the loss as dot products with the per-row weights) and the same errors.
The chunked loop follows PyTorch's CPU dispatch (which intermediates live in ``acc_dtype``); PyTorch's
buffer reuse (``out=`` into scratch buffers) is a memory detail with the same numbers and is not copied."""
import math
import warnings

from .. import _dtype
from .._creation import empty, zeros
from ..autograd import grad_mode as _grad_mode
from ..autograd.function import Function


def _neg_weight_target(target, mask, weight, num_classes, ignore_index, reduction, wc_dtype, loss_grad_output):
    """PyTorch's ``neg_weight_target``: per row -(weight[target] or 1)/d, 0 on ignored rows (d the weight
    total for mean, 1 for sum); for reduction='none' the unsigned weight in the forward, and in the backward
    the negated weight times the upstream gradient."""
    import minitorch as torch
    if weight is None:
        nwt = (~mask).to(wc_dtype)
    elif target.numel() > weight.numel():
        nwt = torch.where(mask, 0, weight.to(wc_dtype).index_select(0, target))
    else:
        nwt = torch.where(mask, 0, weight.index_select(0, target).to(wc_dtype))
    if reduction == "mean":
        d = nwt.sum()
        nwt.div_(torch.where(d == 0, math.nan, -d))
    elif reduction == "sum":
        nwt.neg_()
    elif loss_grad_output is not None:
        nwt.neg_().mul_(loss_grad_output.to(nwt.dtype))
    return nwt


def _accumulate(input, linear_weight, target, linear_bias, weight, reduction, ignore_index, label_smoothing,
                batch_chunk_size, acc_policy, acc_dtype, compute_input_grad, compute_linear_weight_grad,
                compute_linear_bias_grad, loss_grad_output=None):
    """PyTorch's ``_linear_cross_entropy_batch_chunked_accumulator`` (CPU dispatch): returns
    ``(loss, grad_input, grad_linear_weight, grad_linear_bias)``; gradients not asked for are empty."""
    import minitorch as torch
    if acc_policy == "auto" or acc_dtype is None:
        raise RuntimeError(f"unresolved acc_policy={acc_policy!r} or acc_dtype={acc_dtype!r};"
                           " use F.linear_cross_entropy.")
    if target.dtype != _dtype.int64:
        raise TypeError(f"linear_cross_entropy: target dtype must be torch.int64, got {target.dtype}.")
    if label_smoothing > 0.0:
        raise NotImplementedError("linear_cross_entropy does not support label smoothing")
    if reduction not in {"mean", "sum", "none"}:
        raise NotImplementedError(f"linear_cross_entropy does not support reduction={reduction!r}")
    if linear_bias is not None and linear_bias.shape != linear_weight.shape[:-1]:
        raise RuntimeError("linear_cross_entropy: expected linear_bias shape "
                           f"{tuple(linear_weight.shape[:-1])}, got {tuple(linear_bias.shape)}.")
    device, dtype = input.device, input.dtype
    num_batches, in_features = input.shape
    num_classes = linear_weight.shape[0]
    if dtype != acc_dtype and not (dtype == _dtype.float16 and acc_dtype == _dtype.float32):
        raise RuntimeError("linear_cross_entropy supports float32 acc_dtype with"
                           f" float16/bfloat16 inputs, but got {acc_dtype} acc_dtype and {dtype} inputs.")
    use_acc = dtype != acc_dtype
    memory_like = acc_policy in {"balanced", "compact"}
    if use_acc:
        output_dtype = acc_dtype if dtype == _dtype.float16 else dtype
        grad_input_dtype = dtype if memory_like else acc_dtype
        logits_dtype = dtype if dtype == _dtype.float16 and memory_like else acc_dtype
        wc_dtype = acc_dtype
    else:
        output_dtype = grad_input_dtype = logits_dtype = wc_dtype = dtype
    lw_cast_dtype = logits_dtype if use_acc else dtype
    alloc_weight_grad_chunk = compute_linear_weight_grad and not (acc_policy == "compact" and logits_dtype == dtype)
    alloc_bias_grad_chunk = compute_linear_bias_grad and use_acc
    alloc_input_grad_buf = compute_input_grad and grad_input_dtype != lw_cast_dtype
    alloc_input_acc = use_acc and (compute_linear_weight_grad or dtype != logits_dtype)
    forward_uses_acc_input = use_acc and dtype != logits_dtype
    downcast_logits = compute_linear_weight_grad and not alloc_weight_grad_chunk and logits_dtype != dtype

    mask = target == ignore_index
    corrected = torch.where(mask, 0, target) if ignore_index < 0 or ignore_index >= num_classes else target
    nwt = _neg_weight_target(corrected, mask, weight, num_classes, ignore_index, reduction, wc_dtype,
                             loss_grad_output)
    lw_cast = linear_weight.to(lw_cast_dtype) if lw_cast_dtype != dtype else linear_weight
    bias_cast = None if linear_bias is None else (
        linear_bias.to(logits_dtype) if linear_bias.dtype != logits_dtype else linear_bias)

    def chunks():
        for start in range(0, num_batches, batch_chunk_size):
            size = min(batch_chunk_size, num_batches - start)
            x = input.narrow(0, start, size)
            x_acc = x.to(acc_dtype) if alloc_input_acc else x
            yield (start, size, x, x_acc, corrected.narrow(0, start, size), nwt.narrow(0, start, size))

    def logits_of(x, x_acc):
        logits = torch.mm(x_acc if forward_uses_acc_input else x, lw_cast.T)
        if logits.dtype != logits_dtype:
            logits = logits.to(logits_dtype)
        if bias_cast is not None:
            logits.add_(bias_cast)
        return logits.sub_(logits.amax(1, keepdim=True))

    if reduction == "none" and loss_grad_output is None:
        out = empty(num_batches, dtype=dtype, device=device)
        for start, size, x, x_acc, t, w in chunks():
            logits = logits_of(x, x_acc)
            target_logit = logits.gather(1, t.unsqueeze(1)).squeeze(1)
            denom = logits.exp_().sum(1, dtype=acc_dtype)
            loss = denom.log_().sub_(target_logit.to(denom.dtype)).mul_(w.to(denom.dtype))
            out.narrow(0, start, size).copy_(loss)
        return (out, empty((0, 0), dtype=grad_input_dtype, device=device).to(dtype),
                zeros((0, 0), dtype=dtype, device=device), zeros((0,), dtype=dtype, device=device))

    output = zeros((), dtype=output_dtype, device=device)
    grad_input = empty(input.shape if compute_input_grad else (0, 0), dtype=grad_input_dtype, device=device)
    grad_lw = zeros(linear_weight.shape if compute_linear_weight_grad else (0, 0), dtype=dtype, device=device)
    grad_lb = zeros(linear_weight.shape[:-1] if compute_linear_bias_grad else (0,), dtype=dtype, device=device)
    bias_acc = zeros(linear_weight.shape[:-1], dtype=acc_dtype, device=device) if alloc_bias_grad_chunk else grad_lb
    if reduction == "mean" and num_batches == 0:
        output.fill_(math.nan)
    compute_grads = compute_input_grad or compute_linear_weight_grad or compute_linear_bias_grad
    for start, size, x, x_acc, t, w in chunks():
        logits = logits_of(x, x_acc)
        output.add_(w.dot(logits.gather(1, t.unsqueeze(1)).squeeze(1).to(w.dtype)))
        denom = logits.exp_().sum(1, dtype=acc_dtype)
        if compute_grads:  # softmax(logits) * w, the factor rounded to the logits' dtype
            logits.mul_(torch.div(w, denom).to(logits_dtype).unsqueeze(1))
        output.sub_(w.to(denom.dtype).dot(denom.log_()))
        if not compute_grads:
            continue
        if compute_linear_bias_grad:
            bias_acc.sub_(logits.sum(0, dtype=acc_dtype if use_acc else dtype))
            bias_acc.index_add_(0, t, w)
        if compute_input_grad:
            gi = torch.index_select(lw_cast, 0, t) * w.to(
                lw_cast_dtype if alloc_input_grad_buf else grad_input_dtype).unsqueeze(1)
            gi = torch.addmm(gi, logits, lw_cast, alpha=-1)
            grad_input.narrow(0, start, size).copy_(gi)
        if compute_linear_weight_grad:
            if alloc_weight_grad_chunk:
                logits_up = logits if logits_dtype == acc_dtype else logits.to(acc_dtype)
                chunk = torch.mm(logits_up.T, x_acc)
                chunk = chunk if chunk.dtype == acc_dtype else chunk.to(acc_dtype)
                chunk.index_add_(0, t, x_acc * w.unsqueeze(1), alpha=-1)
                grad_lw.sub_(chunk)
            else:
                grad_lw.addmm_((logits.to(linear_weight.dtype) if downcast_logits else logits).T, x, alpha=-1)
                grad_lw.index_add_(0, t, (x_acc * w.unsqueeze(1)).to(grad_lw.dtype), alpha=1)
        if alloc_bias_grad_chunk:
            grad_lb.add_(bias_acc.to(grad_lb.dtype))
            bias_acc.zero_()
    return output.to(dtype), grad_input.to(dtype), grad_lw, grad_lb


_TWICE = ("linear_cross_entropy chunked backward called twice; "
          "retain_graph=True / double backward are not supported.")


class GeneratedBackwardFor_torch_nn__linear_cross_entropy_batch_chunked_default(Function):
    """The scalar-reduction (mean/sum) op: the gradients come out of the forward; the backward scales them
    by the upstream gradient (in place, once, unless ``allow_retain_graph``)."""

    @staticmethod
    def forward(ctx, input, linear_weight, target, linear_bias, weight, reduction, ignore_index, label_smoothing,
                batch_chunk_size, acc_policy, acc_dtype, allow_retain_graph, compute_input_grad,
                compute_linear_weight_grad, compute_linear_bias_grad):
        grad_enabled = _grad_mode.is_grad_enabled()
        if not compute_input_grad and input.requires_grad and grad_enabled:
            raise RuntimeError(
                "linear_cross_entropy chunked op: compute_input_grad was False at "
                "trace time but input.requires_grad is True at runtime; recompile "
                "the graph with the desired requires_grad.")
        if not compute_linear_weight_grad and linear_weight.requires_grad and grad_enabled:
            raise RuntimeError(
                "linear_cross_entropy chunked op: compute_linear_weight_grad was "
                "False at trace time but linear_weight.requires_grad is True at "
                "runtime; recompile the graph with the desired requires_grad.")
        if (not compute_linear_bias_grad and linear_bias is not None and linear_bias.requires_grad
                and grad_enabled):
            raise RuntimeError(
                "linear_cross_entropy chunked op: compute_linear_bias_grad was False at "
                "trace time but linear_bias.requires_grad is True at runtime; recompile "
                "the graph with the desired requires_grad.")
        loss, gi, gw, gb = _accumulate(input, linear_weight, target, linear_bias, weight, reduction, ignore_index,
                                       label_smoothing, batch_chunk_size, acc_policy, acc_dtype, compute_input_grad,
                                       compute_linear_weight_grad, compute_linear_bias_grad)
        ctx.allow_retain_graph = allow_retain_graph
        ctx.compute = (compute_input_grad, compute_linear_weight_grad, compute_linear_bias_grad)
        # detached, as PyTorch's setup_context stashes them: the returned tensors become outputs of this node
        ctx._grads = [gi.detach() if compute_input_grad else None, gw.detach() if compute_linear_weight_grad else None,
                      gb.detach() if compute_linear_bias_grad else None]
        return loss, gi, gw, gb

    @staticmethod
    def backward(ctx, grad_output, _gi, _gw, _gb):
        result = [None] * 15
        for slot, position in ((0, 0), (1, 1), (2, 3)):
            if not ctx.compute[slot]:
                continue
            if ctx.allow_retain_graph:
                result[position] = ctx._grads[slot] * grad_output
            else:
                grad, ctx._grads[slot] = ctx._grads[slot], None
                if grad is None:
                    raise RuntimeError(_TWICE)
                result[position] = grad.mul_(grad_output)
        return tuple(result)


class GeneratedBackwardFor_torch_nn__linear_cross_entropy_batch_chunked_no_reduction_default(Function):
    """The reduction='none' op: the per-row loss in the forward; the backward recomputes the chunked
    gradients from the saved inputs with the upstream gradient folded into the row weights."""

    @staticmethod
    def forward(ctx, input, linear_weight, target, linear_bias, weight, ignore_index, batch_chunk_size, acc_policy,
                acc_dtype):
        loss = _accumulate(input, linear_weight, target, linear_bias, weight, "none", ignore_index, 0.0,
                           batch_chunk_size, acc_policy, acc_dtype, False, False, False)[0]
        ctx.save_for_backward(input.detach(), linear_weight.detach(), target,
                              linear_bias.detach() if linear_bias is not None else None,
                              weight.detach() if weight is not None else None)
        ctx.args = (ignore_index, batch_chunk_size, acc_policy, acc_dtype)
        return loss

    @staticmethod
    def backward(ctx, grad_output):
        input, linear_weight, target, linear_bias, weight = ctx.saved_tensors
        needs = ctx.needs_input_grad
        compute_input_grad, compute_linear_weight_grad = needs[0], needs[1]
        compute_linear_bias_grad = linear_bias is not None and needs[3]
        result = [None] * 9
        if not (compute_input_grad or compute_linear_weight_grad or compute_linear_bias_grad):
            return tuple(result)
        ignore_index, batch_chunk_size, acc_policy, acc_dtype = ctx.args
        with _grad_mode.no_grad():
            _, gi, gw, gb = _accumulate(input, linear_weight, target, linear_bias, weight, "none", ignore_index, 0.0,
                                        batch_chunk_size, acc_policy, acc_dtype, compute_input_grad,
                                        compute_linear_weight_grad, compute_linear_bias_grad,
                                        loss_grad_output=grad_output)
        if compute_input_grad:
            result[0] = gi
        if compute_linear_weight_grad:
            result[1] = gw
        if compute_linear_bias_grad:
            result[3] = gb
        return tuple(result)


def linear_cross_entropy(input, linear_weight, target, *, linear_bias=None, weight=None, reduction="mean",
                         ignore_index=None, label_smoothing=0.0, options=None):
    """Cross entropy of ``linear(input, linear_weight, linear_bias)`` against ``target`` (PyTorch 2.13)."""
    from .. import jit
    from .functional import cross_entropy, linear
    if input.dim() < 1 or input.dim() > 2:
        raise RuntimeError(f"expected input with dimensionality 1 or 2, got {input.dim()}")
    if linear_weight.dim() < 2:
        raise RuntimeError(f"expected linear_weight with dimensionality at least 2, got {linear_weight.dim()}")
    num_batches = input.shape[:-1]
    in_features = input.shape[-1]
    if in_features != linear_weight.shape[-1]:
        raise RuntimeError(
            "expected equal input and linear_weight last dimensions (in_features), "
            f"got {input.shape[-1]} and {linear_weight.shape[-1]}, respectively")
    num_classes = linear_weight.shape[0]
    out_features = linear_weight.shape[1:-1]
    if linear_bias is not None and tuple(linear_bias.shape) != (num_classes, *out_features):
        raise RuntimeError(f"expected linear_bias shape {(num_classes, *out_features)}, got "
                           f"{tuple(linear_bias.shape)}")
    if len(out_features) > 0 and len(num_batches) == 0:
        raise RuntimeError(
            f"K-dimensional loss defined by linear_weight shape {tuple(linear_weight.shape)} requires"
            f" batched input, (N, {in_features}), got unbatched"
            f" input with shape {tuple(input.shape)}")
    logits_shape = (*num_batches, num_classes, *out_features)
    target_contains_probabilities = target.shape == logits_shape
    if target_contains_probabilities and ignore_index is not None:
        raise RuntimeError("ignore_index cannot be specified when target contains probabilities")
    ignore_index = ignore_index if ignore_index is not None else -100

    tracing = jit.is_tracing()
    chunked = (options is not None and not out_features and reduction in {"mean", "sum", "none"}
               and label_smoothing == 0.0 and target.dtype == _dtype.int64 and not tracing)
    if options is not None and not chunked:
        warnings.warn(
            "linear_cross_entropy: ``options`` ignored; chunked path needs "
            "reduction in {'mean','sum','none'}, label_smoothing == 0, target.dtype"
            " == int64, out_features == (). Got "
            f"reduction={reduction!r}, label_smoothing={label_smoothing}, "
            f"target.dtype={target.dtype}, out_features={tuple(out_features)}"
            f", tracing={tracing}"
            f", linear_bias.shape="
            f"{tuple(linear_bias.shape) if linear_bias is not None else None}.",
            stacklevel=2)
    if chunked:
        has_batches = input.dim() == 2
        if has_batches:
            num_batches = input.shape[0]
        else:
            num_batches = 1
            input = input.unsqueeze(0)
            target = target.unsqueeze(0)
        options = options._adjust(num_batches=num_batches, in_features=in_features, num_classes=num_classes,
                                  dtype=input.dtype, device=input.device)
        if reduction == "none":
            result = GeneratedBackwardFor_torch_nn__linear_cross_entropy_batch_chunked_no_reduction_default.apply(
                input, linear_weight, target, linear_bias, weight, ignore_index, options.batch_chunk_size,
                options.acc_policy, options.acc_dtype)
        else:
            grad_enabled = _grad_mode.is_grad_enabled()
            result = GeneratedBackwardFor_torch_nn__linear_cross_entropy_batch_chunked_default.apply(
                input, linear_weight, target, linear_bias, weight, reduction, ignore_index, label_smoothing,
                options.batch_chunk_size, options.acc_policy, options.acc_dtype, options.allow_retain_graph,
                input.requires_grad and grad_enabled, linear_weight.requires_grad and grad_enabled,
                linear_bias is not None and linear_bias.requires_grad and grad_enabled)[0]
        if not has_batches:
            result = result.squeeze(0)
        return result

    if out_features:
        linear_weight = linear_weight.reshape((math.prod(out_features, start=num_classes), in_features))
        if linear_bias is not None:
            linear_bias = linear_bias.reshape(math.prod(out_features, start=num_classes))
    logits = linear(input, linear_weight, linear_bias)
    logits = logits.reshape(logits_shape)
    return cross_entropy(logits, target, weight=weight, reduction=reduction, ignore_index=ignore_index,
                         label_smoothing=label_smoothing)
