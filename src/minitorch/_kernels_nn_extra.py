"""Array kernels of channel_shuffle, max_unpool2d/3d, _pdist_forward/_pdist_backward,
multilabel_margin_loss and CTC loss (re-exported by kernels.py as K.<name> for derivatives.yaml)."""
from .kernels import reduce_loss, reduction_name, upsample_layout


def _type_name(array):
    """PyTorch's name of an array's dtype (Long, Float, ...)."""
    from ._tensor import _SCALAR_TYPE_NAME  # late: _tensor imports the kernels
    return _SCALAR_TYPE_NAME[array.dtype.name]


def _sizes(shape):
    return "[" + ", ".join(map(str, shape)) + "]"


def channel_shuffle(xp, a, groups):
    """(N, C, *) -> the channels read as a (groups, C / groups) grid and transposed."""
    if a.ndim <= 2:
        raise RuntimeError(f"channel_shuffle expects input with > 2 dims, but got input with sizes {_sizes(a.shape)}")
    if groups <= 0:
        raise RuntimeError(f"Number of groups to divide channels in must be positive. Value of groups:{groups}")
    c = a.shape[1]
    if c % groups:
        raise RuntimeError(f"Number of channels must be divisible by groups. Got {c} channels and {groups} groups.")
    n, rest = a.shape[0], a.shape[2:]
    out = a.reshape(n, groups, c // groups, *rest).swapaxes(1, 2)
    return xp.ascontiguousarray(out).reshape(a.shape)


def _max_unpool(xp, a, indices, output_size, dims):
    name = f"max_unpooling{dims}d"
    if indices.dtype != xp.int64:
        raise RuntimeError(f"elements in indices should be type int64 but got: {_type_name(indices)}")
    if a.ndim not in (dims + 1, dims + 2):
        raise RuntimeError(f"Input to {name} should be a {dims + 1}d or {dims + 2}d Tensor, but got a tensor with "
                           f"{a.ndim} dimensions.")
    if a.shape != indices.shape:
        raise RuntimeError(f"Expected shape of indices to be same as that of the input tensor ({_sizes(a.shape)}) "
                           f"but got indices tensor with shape: {_sizes(indices.shape)}")
    lead = a.shape[:-dims]
    volume = 1
    for s in output_size:
        volume *= s
    flat = a.reshape(_prod(lead), _prod(a.shape[-dims:]))
    idx = indices.reshape(flat.shape)
    bad = (idx < 0) | (idx >= volume)
    if bad.any():
        raise RuntimeError(f"Found an invalid max index: {int(idx[bad][0])} (output volumes are of size "
                           f"{'x'.join(map(str, output_size))})")
    out = xp.zeros((flat.shape[0], volume), dtype=a.dtype)
    rows = xp.broadcast_to(xp.arange(flat.shape[0])[:, None], idx.shape)
    out[rows, idx] = flat
    return out.reshape(*lead, *output_size)


def _prod(shape):
    p = 1
    for s in shape:
        p *= s
    return p


def max_unpool2d(xp, a, indices, output_size):
    if len(output_size) != 2:
        raise RuntimeError(f"There should be exactly two elements (height, width) in output_size, but got "
                           f"{len(output_size)} elements.")
    return _max_unpool(xp, a, indices, tuple(output_size), 2)


def max_unpool3d(xp, a, indices, output_size, stride, padding):
    return _max_unpool(xp, a, indices, tuple(output_size), 3)


# -- pdist ----------------------------------------------------------------------------------------

def _pdist_check(xp, a, p):
    if a.ndim != 2:
        raise RuntimeError(f"pdist only supports 2D tensors, got: {a.ndim}D")
    if a.dtype.kind != "f":
        raise RuntimeError("pdist only supports floating-point dtypes")
    if p < 0:
        raise RuntimeError("pdist only supports non-negative p values")
    rows, cols = _pair_plan(xp, a.shape[0])[:2]
    return rows, cols, a.take(rows, axis=0) - a.take(cols, axis=0)  # take: twice as fast as a[rows]


_PAIR_PLANS = {}  # {(array module, n): (rows, cols, pairs by column, row starts, column starts)} (reduceat)


def _pair_plan(xp, n):
    """The pairs i < j of n rows in row-major order (rows, cols), and for ``_pair_gradient`` the pairs sorted by
    column with each row's and each column's first pair. The same few n come back every step: kept."""
    reduceat = getattr(xp.add, "reduceat", None)
    plan = _PAIR_PLANS.get((xp, n)) if reduceat is not None else None
    if plan is None:
        rows, cols = xp.triu_indices(n, 1)
        i, j = xp.arange(n - 1), xp.arange(1, n)
        plan = (rows, cols, xp.argsort(cols, kind="stable"), i * n - i * (i + 1) // 2, j * (j - 1) // 2)
        if reduceat is not None:
            if len(_PAIR_PLANS) >= 16:
                _PAIR_PLANS.clear()
            _PAIR_PLANS[xp, n] = plan
    return plan


def pdist(xp, a, p):
    """The p-norm distance of every pair of rows i < j, in row-major order of the pairs."""
    if not a.flags.c_contiguous:  # torch.pdist passes a contiguous copy; the op itself refuses a view
        raise RuntimeError("_pdist_forward requires contiguous input")
    _, _, diff = _pdist_check(xp, a, p)
    if p == 2:  # d * d needs no abs
        diff *= diff
        return xp.sqrt(diff.sum(axis=1)).astype(a.dtype, copy=False)
    d = xp.abs(diff)
    if p == 0:
        out = (d != 0).sum(axis=1).astype(a.dtype)
    elif p == float("inf"):
        out = d.max(axis=1, initial=0)
    elif p == 1:
        out = d.sum(axis=1)
    else:
        out = (d ** p).sum(axis=1) ** (1.0 / p)
    return out.astype(a.dtype, copy=False)


def pdist_backward(xp, grad, a, p, dist):
    """ATen's per-pair gradient of each distance (0 where the distance is 0), added to row i, taken from row j."""
    for name, array in (("self", a), ("pdist", dist)):
        if not array.flags.c_contiguous:
            raise RuntimeError(f"_pdist_backward requires {name} to be contiguous")
    rows, cols, diff = _pdist_check(xp, a, p)
    g, dist = grad[:, None], dist[:, None]
    with xp.errstate(divide="ignore", invalid="ignore"):
        if p == 0:
            pair = xp.zeros_like(diff)
        elif p == 1:
            pair = xp.sign(diff) * g
        elif p == float("inf"):
            pair = xp.sign(diff) * (xp.abs(diff) == dist) * g
        elif p < 2:
            zero = (dist == 0) | ((diff == 0) & (p < 1))
            pair = xp.where(zero, 0.0, xp.sign(diff) * xp.abs(diff) ** (p - 1) * g / dist ** (p - 1))
        elif p == 2:  # (grad * diff) / dist, in place; 0 for a pair at distance 0
            pair = diff
            pair *= g
            pair /= dist
            zero = dist[:, 0] == 0
            if zero.any():
                pair[zero] = 0
        else:
            pair = xp.where(dist == 0, 0.0, diff * xp.abs(diff) ** (p - 2) * g / dist ** (p - 1))
    return _pair_gradient(xp, pair, rows, cols, a.shape[0]).astype(a.dtype, copy=False)


def _pair_gradient(xp, pair, rows, cols, n):
    """Row i's gradient: the pair terms (i, j) added, those of (j, i) subtracted. The pairs come row by row,
    so each row's terms are a run: segment sums (``reduceat``) instead of a scatter, for rows and, through
    the pairs sorted by column, for columns (``add.at`` where the array module has no ``reduceat``)."""
    out = xp.zeros((n,) + pair.shape[1:], pair.dtype)
    if len(pair) == 0:
        return out
    reduceat = getattr(xp.add, "reduceat", None)
    if reduceat is None:
        xp.add.at(out, rows, pair)
        xp.subtract.at(out, cols, pair)
        return out
    _, _, by_column, row_starts, column_starts = _pair_plan(xp, n)
    out[:-1] = reduceat(pair, row_starts, axis=0)                          # row i has n-1-i pairs, i < n-1
    out[1:] -= reduceat(pair.take(by_column, axis=0), column_starts, axis=0)  # column j has j pairs, j > 0
    return out


# -- multilabel margin loss -----------------------------------------------------------------------

def _multilabel(xp, a, target):
    if target.dtype != xp.int64:
        raise RuntimeError(f"expected scalar type Long but found {_type_name(target)}")
    if a.ndim > 2 or (a.ndim == 1 and a.shape[0] == 0) or (a.ndim == 2 and a.shape[1] == 0):
        raise RuntimeError(f"Expected non-empty vector or matrix with optional 0-dim batch size, but got: "
                           f"{_sizes(a.shape)}")
    if target.shape != a.shape:
        raise RuntimeError(f"inconsistent target size: {_sizes(target.shape)} for input of size: {_sizes(a.shape)}")
    x, t = a.reshape(-1, a.shape[-1] if a.ndim else 1), target.reshape(-1, a.shape[-1] if a.ndim else 1)
    c = x.shape[1]
    if ((t < -1) | (t >= c)).any():
        raise RuntimeError("argument #2 'target' is out of range")
    # the targets of a row are its entries before the first -1
    valid = xp.cumprod(t != -1, axis=1).astype(bool)
    safe = xp.where(valid, t, 0)
    is_target = xp.zeros(x.shape, dtype=bool)
    is_target[xp.broadcast_to(xp.arange(x.shape[0])[:, None], t.shape)[valid], safe[valid]] = True
    x_target = xp.take_along_axis(x, safe, axis=1)
    z = 1 - x_target[:, :, None] + x[:, None, :]  # (rows, target j, class i)
    active = valid[:, :, None] & ~is_target[:, None, :] & (z > 0)
    return x, z, active, is_target, safe, c


def multilabel_margin_loss_forward(xp, a, target, reduction):
    x, z, active, is_target, _, c = _multilabel(xp, a, target)
    loss = xp.where(active, z, 0).sum(axis=(1, 2)) / c
    is_target = is_target.astype(a.dtype).reshape(target.shape)
    if reduction_name(reduction) == "none":
        return loss.reshape(a.shape[:-1] if a.ndim else ()).astype(a.dtype, copy=False), is_target
    return reduce_loss(xp, loss, reduction).astype(a.dtype, copy=False), is_target


def multilabel_margin_loss_backward(xp, grad, a, target, reduction, is_target):
    x, z, active, _, safe, c = _multilabel(xp, a, target)
    r = reduction_name(reduction)
    g = grad.reshape(-1, 1, 1) if r == "none" else grad
    if r == "mean":
        g = g / x.shape[0]
    w = active * (g / c)
    out = w.sum(axis=1)  # each active (j, i): +1 on class i ...
    rows = xp.broadcast_to(xp.arange(x.shape[0])[:, None], safe.shape)
    xp.subtract.at(out, (rows, safe), w.sum(axis=2))  # ... and -1 on the target class j
    return out.reshape(a.shape).astype(a.dtype, copy=False)


# -- CTC loss -------------------------------------------------------------------------------------

def _ctc_setup(xp, log_probs, targets, input_lengths, target_lengths, blank):
    if log_probs.dtype.kind != "f" or log_probs.dtype.itemsize < 4:  # ATen's dispatch: float and double, first
        raise NotImplementedError(f"\"ctc_loss_cpu\" not implemented for '{_type_name(log_probs)}'")
    if targets.dtype.kind not in "iu":
        raise RuntimeError(f"Expected tensor for argument #2 'targets' to have one of the following scalar types: "
                           f"Int, Long; but got {_type_name(targets)} instead (while checking arguments "
                           "for ctc_loss_allocate_outputs)")
    if log_probs.ndim != 3:
        raise RuntimeError(f"Expected {log_probs.ndim}-dimensional tensor, but got {log_probs.ndim}-dimensional "
                           "tensor for argument #1 'log_probs' (while checking arguments for ctc_loss_allocate_outputs)")
    if targets.ndim not in (1, 2):
        raise RuntimeError(f"Expected 1 to 2 dimensions, but got {targets.ndim}-dimensional tensor for argument #2 "
                           "'targets' (while checking arguments for ctc_loss_allocate_outputs)")
    T, N, C = log_probs.shape
    if not 0 <= blank < C:
        raise RuntimeError("blank must be in label range")
    if len(input_lengths) != N:
        raise RuntimeError("input_lengths must be of size batch_size")
    if len(target_lengths) != N:
        raise RuntimeError("target_lengths must be of size batch_size")
    il, tl = xp.asarray(input_lengths, dtype=xp.int64), xp.asarray(target_lengths, dtype=xp.int64)
    S = int(tl.max()) if N else 0
    if targets.ndim == 1:  # concatenated targets
        offsets = xp.concatenate([xp.zeros(1, dtype=xp.int64), xp.cumsum(tl)[:-1]])
        if targets.shape[0] < int(tl.sum()):
            raise RuntimeError(f"Expected tensor to have size {int(tl.sum())} at dimension 0, but got size "
                               f"{targets.shape[0]} for argument #2 'targets' (while checking arguments for "
                               "ctc_loss_allocate_outputs)")
        pos = offsets[:, None] + xp.arange(S)[None, :]
        labels = targets[xp.minimum(pos, max(targets.shape[0] - 1, 0))] if targets.size else xp.zeros((N, S), int)
    else:
        if targets.shape[1] < S:
            raise RuntimeError(f"Expected tensor to have size at least {S} at dimension 1, but got size "
                               f"{targets.shape[1]} for argument #2 'targets' (while checking arguments for "
                               "ctc_loss_allocate_outputs)")
        labels = targets[:, :S]
    for b in range(N):
        if int(il[b]) > T:
            raise RuntimeError(f"Expected input_lengths to have value at most {T}, but got value {int(il[b])} "
                               "(while checking arguments for ctc_loss_allocate_outputs)")
    # the extended label sequence: blank, l1, blank, l2, ..., blank (2 S + 1 places)
    ext = xp.full((N, 2 * S + 1), blank, dtype=xp.int64)
    ext[:, 1::2] = xp.where(xp.arange(S)[None, :] < tl[:, None], labels, blank)
    in_seq = xp.arange(2 * S + 1)[None, :] < (2 * tl + 1)[:, None]
    # a label may skip the blank before it unless it repeats the label two places back
    skip = xp.zeros(ext.shape, dtype=bool)
    skip[:, 2:] = (ext[:, 2:] != blank) & (ext[:, 2:] != ext[:, :-2])
    return T, N, S, il, tl, ext, in_seq, skip


def _logsumexp3(xp, a, b, c):
    m = xp.maximum(xp.maximum(a, b), c)
    m = xp.where(m == -xp.inf, 0.0, m)
    with xp.errstate(divide="ignore"):  # log(0) = -inf: no path reaches that place
        return xp.log(xp.exp(a - m) + xp.exp(b - m) + xp.exp(c - m)) + m


def _shift(xp, a, k, fill):
    out = xp.full(a.shape, fill, dtype=a.dtype)
    if k > 0:
        out[:, k:] = a[:, :-k]
    else:
        out[:, :k] = a[:, -k:]
    return out


def ctc_loss(xp, log_probs, targets, input_lengths, target_lengths, blank, zero_infinity):
    """(negative log likelihood per sample, log_alpha (N, T, 2 S + 1)): the forward recursion over time,
    vectorised over the batch and the extended label positions."""
    T, N, S, il, tl, ext, in_seq, skip = _ctc_setup(xp, log_probs, targets, input_lengths, target_lengths, blank)
    ninf = -xp.inf
    lp = xp.take_along_axis(log_probs, xp.broadcast_to(ext[None], (T,) + ext.shape), axis=2)  # (T, N, 2S+1)
    la = xp.full((T, N, 2 * S + 1), ninf, dtype=log_probs.dtype)
    if T:
        la[0, :, 0] = lp[0, :, 0]
        if S:
            la[0, :, 1] = xp.where(tl > 0, lp[0, :, 1], ninf)
    for t in range(1, T):
        prev = la[t - 1]
        step = _logsumexp3(xp, prev, _shift(xp, prev, 1, ninf), xp.where(skip, _shift(xp, prev, 2, ninf), ninf))
        la[t] = xp.where(in_seq, step + lp[t], ninf)
    nll = xp.zeros(N, dtype=log_probs.dtype)
    for b in range(N):
        T_b, L_b = int(il[b]), int(tl[b])
        if T_b == 0:
            nll[b] = 0.0 if L_b == 0 else xp.inf
            continue
        l1 = la[T_b - 1, b, 2 * L_b]
        l2 = la[T_b - 1, b, 2 * L_b - 1] if L_b > 0 else ninf
        m = max(l1, l2)
        m = 0.0 if m == ninf else m
        with xp.errstate(divide="ignore"):
            nll[b] = -(xp.log(xp.exp(l1 - m) + xp.exp(l2 - m)) + m)
    return nll, xp.ascontiguousarray(la.transpose(1, 0, 2))


def ctc_loss_backward(xp, grad, log_probs, targets, input_lengths, target_lengths, nll, log_alpha, blank,
                      zero_infinity):
    """ATen's gradient: exp(lp) - exp(log(sum of alpha * beta over the places of that class) + nll - lp),
    times the output gradient, for t < input length (0 after); 0 for a sample whose infinite loss
    zero_infinity zeroes. (The exp(lp) term is the gradient through a log_softmax of the inputs.)"""
    T, N, S, il, tl, ext, in_seq, skip = _ctc_setup(xp, log_probs, targets, input_lengths, target_lengths, blank)
    ninf = -xp.inf
    lp = xp.take_along_axis(log_probs, xp.broadcast_to(ext[None], (T,) + ext.shape), axis=2)
    la = log_alpha.transpose(1, 0, 2)
    lb = xp.full((T, N, 2 * S + 1), ninf, dtype=log_probs.dtype)
    last = xp.arange(2 * S + 1)[None, :]
    ends = (last == 2 * tl[:, None]) | ((last == 2 * tl[:, None] - 1) & (tl[:, None] > 0))
    skip_next = _shift(xp, skip, -2, False)  # place s may jump to s + 2
    for t in range(T - 1, -1, -1):
        start = ends & (il[:, None] - 1 == t)
        if t < T - 1:
            nxt = lb[t + 1]
            step = _logsumexp3(xp, nxt, _shift(xp, nxt, -1, ninf), xp.where(skip_next, _shift(xp, nxt, -2, ninf), ninf))
            step = xp.where(in_seq & (il[:, None] - 1 > t), step + lp[t], ninf)
        else:
            step = xp.full(lb[t].shape, ninf)
        lb[t] = xp.where(start, lp[t], step)
    lab = xp.where(in_seq[None] & (xp.arange(T)[:, None, None] < il[None, :, None]), la + lb, ninf)
    lcab = xp.full(log_probs.shape, ninf, dtype=log_probs.dtype)
    t_idx = xp.broadcast_to(xp.arange(T)[:, None, None], lab.shape)
    b_idx = xp.broadcast_to(xp.arange(N)[None, :, None], lab.shape)
    xp.logaddexp.at(lcab, (t_idx, b_idx, xp.broadcast_to(ext[None], lab.shape)), lab)
    with xp.errstate(over="ignore", invalid="ignore"):
        out = (xp.exp(log_probs) - xp.exp(lcab + nll[None, :, None] - log_probs)) * grad[None, :, None]
    valid_t = xp.arange(T)[:, None] < il[None, :]
    out = xp.where(valid_t[:, :, None], out, 0.0)
    if zero_infinity:
        out = xp.where((nll == xp.inf)[None, :, None], 0.0, out)
    return out.astype(log_probs.dtype, copy=False)


# -- linear / bilinear / trilinear upsampling -----------------------------------------------------

def _linear_weights(xp, n_in, n_out, align_corners, scale):
    """The (n_out, n_in) matrix of ATen's linear interpolation along one dim: each output reads the two
    input places around its source index, weighted by distance."""
    if align_corners:
        ratio = (n_in - 1) / (n_out - 1) if n_out > 1 else 0.0
        src = ratio * xp.arange(n_out, dtype=xp.float64)
    else:
        ratio = 1.0 / scale if scale is not None and scale > 0 else n_in / n_out
        src = xp.maximum(ratio * (xp.arange(n_out, dtype=xp.float64) + 0.5) - 0.5, 0.0)
    i0 = xp.minimum(xp.floor(src).astype(xp.int64), n_in - 1)
    lam = xp.clip(src - i0, 0.0, 1.0)
    i1 = i0 + (i0 < n_in - 1)
    m = xp.zeros((n_out, n_in))
    rows = xp.arange(n_out)
    xp.add.at(m, (rows, i0), 1.0 - lam)
    xp.add.at(m, (rows, i1), lam)
    return m


def _check_upsample(a, output_size, name):
    k = len(output_size)
    if a.ndim != k + 2:
        raise RuntimeError(f"It is expected input_size equals to {k + 2}, but got size {a.ndim}")
    if any(s <= 0 for s in a.shape[2:]) or any(s <= 0 for s in output_size):
        raise upsample_sizes_error(a.shape[2:], output_size)


def upsample_sizes_error(input_size, output_size):
    """ATen's upsample_*_common_check message for an empty input or output (1-d's says "and output")."""
    k = len(output_size)
    letters = "DHW"[3 - k:]
    inp = ", ".join(f"{c}: {s}" for c, s in zip(letters, input_size))
    out = ", ".join(f"{c}: {s}" for c, s in zip(letters, output_size))
    return RuntimeError(f"Input and output sizes should be greater than 0, but got input ({inp}) "
                        f"{'and ' if k == 1 else ''}output ({out})")


def _cubic_weights(xp, n_in, n_out, align_corners, scale):
    """The (n_out, n_in) matrix of ATen's bicubic interpolation along one dim: Keys' cubic convolution
    (A = -0.75) over the four input places around each source index, indices clamped at the borders."""
    A = -0.75
    if align_corners:
        ratio = (n_in - 1) / (n_out - 1) if n_out > 1 else 0.0
        src = ratio * xp.arange(n_out, dtype=xp.float64)
    else:  # no clamping at 0 for cubic, unlike linear
        ratio = 1.0 / scale if scale is not None and scale > 0 else n_in / n_out
        src = ratio * (xp.arange(n_out, dtype=xp.float64) + 0.5) - 0.5
    base = xp.floor(src)
    t = src - base
    near = lambda x: ((A + 2) * x - (A + 3)) * x * x + 1  # noqa: E731  |x| <= 1
    far = lambda x: ((A * x - 5 * A) * x + 8 * A) * x - 4 * A  # noqa: E731  1 < |x| < 2
    m = xp.zeros((n_out, n_in))
    rows = xp.arange(n_out)
    for offset, w in ((-1, far(t + 1)), (0, near(t)), (1, near(1 - t)), (2, far(2 - t))):
        xp.add.at(m, (rows, xp.clip(base.astype(xp.int64) + offset, 0, n_in - 1)), w)
    return m


def _upsample(xp, a, output_size, align_corners, scales, weights):
    """Separable upsampling: one (n_out, n_in) matrix per spatial dim, applied in turn."""
    out = a
    for d, (n_in, n_out, s) in enumerate(zip(a.shape[2:], output_size, scales)):
        m = weights(xp, n_in, n_out, align_corners, s).astype(a.dtype)
        out = xp.moveaxis(xp.moveaxis(out, 2 + d, -1) @ m.T, -1, 2 + d)
    return upsample_layout(xp, out, a)


def _upsample_backward(xp, grad, output_size, input_size, align_corners, scales, weights):
    grad_output = grad
    for d, (n_in, n_out, s) in enumerate(zip(input_size[2:], output_size, scales)):
        m = weights(xp, n_in, n_out, align_corners, s).astype(grad.dtype)
        grad = xp.moveaxis(xp.moveaxis(grad, 2 + d, -1) @ m, -1, 2 + d)
    return upsample_layout(xp, grad, grad_output)


def check_upsample_dtype(a, kernel, uint8=True):
    """ATen's CPU upsample kernels dispatch over the float types (and uint8 where ``uint8``): another dtype is
    their NotImplementedError, named by the kernel that refuses it."""
    from ._tensor import _SCALAR_TYPE_NAME
    name = str(a.dtype)
    if not (name.startswith("float") or (uint8 and name == "uint8")):
        raise NotImplementedError(f'"{kernel}" not implemented for \'{_SCALAR_TYPE_NAME.get(name, name)}\'')


def upsample_linear(xp, a, output_size, align_corners, scales, name):
    """upsample_linear1d / upsample_bilinear2d / upsample_trilinear3d."""
    _check_upsample(a, output_size, name)
    if name == "upsample_bilinear2d":
        check_upsample_dtype(a, "upsample_bilinear2d_channels_last")
    else:
        check_upsample_dtype(a, "compute_indices_weights_linear", uint8=False)
    if a.dtype == "uint8" and name == "upsample_bilinear2d":
        return _upsample_uint8(xp, a, output_size, align_corners, scales, _linear_weights)
    return _upsample(xp, a, output_size, align_corners, scales, _linear_weights)


def upsample_linear_backward(xp, grad, output_size, input_size, align_corners, scales):
    return _upsample_backward(xp, grad, output_size, input_size, align_corners, scales, _linear_weights)


def upsample_bicubic2d(xp, a, output_size, align_corners, scales):
    _check_upsample(a, output_size, "upsample_bicubic2d")
    check_upsample_dtype(a, "compute_indices_weights_cubic")
    if a.dtype == "uint8":
        return _upsample_uint8(xp, a, output_size, align_corners, scales, _cubic_weights)
    return _upsample(xp, a, output_size, align_corners, scales, _cubic_weights)


def upsample_bicubic2d_backward(xp, grad, output_size, input_size, align_corners, scales):
    return _upsample_backward(xp, grad, output_size, input_size, align_corners, scales, _cubic_weights)


def _int16_weights(m):
    """ATen's uint8 resampling weights (UpSampleKernel.cpp, _compute_index_ranges_int16_weights): the float64
    ones rounded to int16 at the largest precision that keeps the biggest weight under 2**15."""
    import numpy as np
    m = np.asarray(m, dtype=np.float64)
    wt_max = m.max() if m.size else 0.0
    precision = 0
    while precision < 22 and int(0.5 + wt_max * (1 << (precision + 1))) < (1 << 15):
        precision += 1
    v = m * (1 << precision)
    return np.where(v < 0, -0.5 + v, 0.5 + v).astype(np.int64), precision  # static_cast: toward zero


def _upsample_uint8(xp, a, output_size, align_corners, scales, weights):
    """uint8 bilinear/bicubic (antialias off): ATen's separable fixed-point resampling, the last dim first, each
    pass rounded (+ 2**(precision-1), arithmetic shift) and clamped to [0, 255] before the next; a dim whose
    size is unchanged is skipped."""
    out = a
    for d in reversed(range(len(output_size))):
        n_in, n_out = a.shape[2 + d], output_size[d]
        if n_in == n_out:
            continue
        m, precision = _int16_weights(weights(xp, n_in, n_out, align_corners, scales[d]))
        acc = xp.moveaxis(out, 2 + d, -1).astype(xp.int64) @ xp.asarray(m).T
        acc = (acc + (1 << precision >> 1)) >> precision
        out = xp.moveaxis(xp.clip(acc, 0, 255).astype(xp.uint8), -1, 2 + d)
    return upsample_layout(xp, out, a)
