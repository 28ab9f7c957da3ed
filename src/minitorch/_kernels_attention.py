"""ATen's CPU flash attention (``_scaled_dot_product_flash_attention_for_cpu`` and its backward): the kernels
behind ``F.scaled_dot_product_attention`` wherever PyTorch's CPU dispatch picks flash over the math composite.

Forward: ``output = softmax(q k^T * scale + mask) v`` and ``logsumexp``, the log of each query's softmax
denominator, which the backward uses to rebuild the probabilities instead of saving them. A query that may attend
to no key gets a zero output and a logsumexp of 0, as ATen's kernel gives. Grouped-query attention (fewer key/value
heads than query heads) repeats each key/value head over its group, and the backward sums the group's gradients.

Layouts as ATen allocates them: the output as the query (derivatives.yaml lays it out with in_layout_of), the
logsumexp and the input gradients in (batch, length, heads) memory order (then transposed to the schema's shapes).
The values are the math path's, from whole matrices; ATen's kernel works through blocks with an online softmax, so
the last bits may differ.
"""
import math


def _scores(xp, q, k, is_causal, attn_mask, scale):
    """The scaled, masked scores ``(B, H, L, S)``, each key/value head repeated over its query group."""
    s = xp.matmul(q, xp.swapaxes(_repeat_heads(xp, k, q.shape[1]), -1, -2))
    s *= _scale(q, scale)
    if is_causal:
        length, keys = s.shape[-2:]
        s[..., xp.triu(xp.ones((length, keys), bool), 1)] = -math.inf
    if attn_mask is not None:
        s = s + attn_mask  # F.scaled_dot_product_attention turns a bool mask into 0 / -inf first, as PyTorch
    return s


def _scale(q, scale):
    return 1 / math.sqrt(q.shape[-1]) if scale is None else scale


def _repeat_heads(xp, kv, heads):
    return kv if kv.shape[1] == heads else xp.repeat(kv, heads // kv.shape[1], axis=1)


def _sum_groups(g, kv_heads):
    """The gradient of a repeated key/value head: its group's gradients summed."""
    b, heads, rest = g.shape[0], g.shape[1], g.shape[2:]
    return g if heads == kv_heads else g.reshape((b, kv_heads, heads // kv_heads) + rest).sum(axis=2)


def _heads_inner(xp, shape, dtype):
    """An array of ``shape`` (batch, heads, length[, dim]) laid out batch, length, heads[, dim] in memory."""
    order = (0, 2, 1) + tuple(range(3, len(shape)))
    return xp.empty(tuple(shape[i] for i in order), dtype).transpose(order)


def _check_no_dropout(dropout_p):
    if dropout_p:  # F.scaled_dot_product_attention takes the math path for dropout, as PyTorch's CPU dispatch
        raise NotImplementedError("minitorch's _scaled_dot_product_flash_attention_for_cpu has no dropout: "
                                  "use F.scaled_dot_product_attention")


def _float(arrays):
    """float16 computed in float32, as ATen's kernel accumulates reduced floating types."""
    return [a.astype("float32") if a is not None and a.dtype.kind == "f" and a.dtype.itemsize < 4 else a
            for a in arrays]


def sdpa_flash_cpu(xp, query, key, value, dropout_p, is_causal, attn_mask, scale):
    _check_no_dropout(dropout_p)
    if attn_mask is not None and attn_mask.dtype != query.dtype:
        raise RuntimeError("scaled_dot_product_attention_flash_attention: Attention mask is the same data type as "
                           "query")  # (ATen's words)
    q, k, v, mask = _float((query, key, value, attn_mask))
    s = _scores(xp, q, k, is_causal, mask, scale)
    top = s.max(axis=-1, keepdims=True)
    top[top == -math.inf] = 0  # a query that may attend to no key: output 0, logsumexp 0
    p = xp.exp(s - top)
    total = p.sum(axis=-1, keepdims=True)
    total[total == 0] = 1
    p /= total
    output = xp.ascontiguousarray(xp.matmul(p, _repeat_heads(xp, v, q.shape[1])), dtype=query.dtype)
    logsumexp = _heads_inner(xp, query.shape[:3], q.dtype)
    logsumexp[...] = (top + xp.log(total))[..., 0]
    return output, logsumexp


def sdpa_flash_cpu_backward(xp, grad_out, query, key, value, out, logsumexp, dropout_p, is_causal, attn_mask,
                            scale):
    _check_no_dropout(dropout_p)
    dtype = query.dtype
    grad_out, query, key, value, out, attn_mask = _float((grad_out, query, key, value, out, attn_mask))
    heads, kv_heads = query.shape[1], key.shape[1]
    p = xp.exp(_scores(xp, query, key, is_causal, attn_mask, scale) - logsumexp[..., None])  # masked keys: 0
    grad_value = _sum_groups(xp.matmul(xp.swapaxes(p, -1, -2), grad_out), value.shape[1])
    ds = xp.matmul(grad_out, xp.swapaxes(_repeat_heads(xp, value, heads), -1, -2))
    ds -= (grad_out * out).sum(axis=-1, keepdims=True)
    ds *= p
    ds *= _scale(query, scale)
    grad_query = xp.matmul(ds, _repeat_heads(xp, key, heads))
    grad_key = _sum_groups(xp.matmul(xp.swapaxes(ds, -1, -2), query), kv_heads)
    grads = []
    for g, like in ((grad_query, query), (grad_key, key), (grad_value, value)):
        laid_out = _heads_inner(xp, like.shape, dtype)
        laid_out[...] = g
        grads.append(laid_out)
    return tuple(grads)
