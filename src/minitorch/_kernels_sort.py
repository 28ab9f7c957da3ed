"""Sorting kernels (sort, topk, kthvalue), re-exported by kernels.py: values and indices as PyTorch's CPU kernels
give them, ties included.

Every dtype is sorted through an integer key that orders values as PyTorch compares them (nan above everything
and equal to itself, -0.0 equal to 0.0); keys of 32 bits or fewer are packed with each element's position
into one uint64, so one ``sort`` is a stable argsort and ``partition`` selects the top k.
"""
from .kernels import _type_name, dims

def _order_key(xp, a, descending):
    """An integer array ordered as ATen's sort orders ``a`` (nan above everything, every nan equal, -0.0 equal
    to 0.0; reversed when ``descending``), so ties are exactly the equal keys: uint32 for dtypes of 32 bits or
    fewer, int64/uint64 for the 64-bit ones. A new array laid out as ``a`` (``a`` itself for an ascending 64-bit
    integer)."""
    kind, size = a.dtype.kind, a.dtype.itemsize
    if kind == "f":
        f = a.astype("float32") if size < 4 else a
        f = f + xp.asarray(0, dtype=f.dtype)  # -0.0 + 0.0 is 0.0
        if f.size and bool(xp.isnan(f.max())):  # a reduction, no temporary
            f[xp.isnan(f)] = xp.nan  # the positive quiet nan: above +inf once mapped, and all nans equal
        if size == 8:
            i = f.view("int64")
            key = i >> 63
            key &= xp.asarray(0x7FFFFFFFFFFFFFFF, dtype="int64")  # negatives' magnitude bits flipped
        else:
            i = f.view("int32")
            key = i >> 31
            key |= xp.asarray(-0x80000000, dtype="int32")  # the sign flipped, and negatives' magnitude bits
        key ^= i
        key = key if size == 8 else key.view("uint32")
    elif kind == "b":
        key = a.astype("uint32")
    elif size == 8:  # int64/uint64 as they are (a copy to reverse in place)
        key = a.copy() if descending else a
    elif kind == "u":
        key = a.astype("uint32")
    else:
        key = a.astype("int32").view("uint32")
        key ^= xp.asarray(0x80000000, dtype="uint32")
    if descending:
        xp.invert(key, out=key)
    return key


def _along_last(xp, a, d):
    """``a`` with ``d`` moved last, C-contiguous (``a`` itself when it already is)."""
    return xp.ascontiguousarray(xp.moveaxis(a, d, -1) if d != a.ndim - 1 else a)


def _from_last(xp, r, d):
    return r if d == r.ndim - 1 else xp.ascontiguousarray(xp.moveaxis(r, -1, d))


def _take_last(xp, m, idx):
    """``take_along_axis(m, idx, -1)`` for a C-contiguous nonempty ``m``, as one flat take."""
    n = m.shape[-1]
    off = xp.arange(0, m.size, n, dtype="int64").reshape(m.shape[:-1] + (1,))
    return xp.take(m.reshape(-1), idx + off)


def _packed(xp, key):
    """uint32 keys (last axis) with each element's position in the low 32 bits: sorting these is a stable
    argsort, and partitioning them a stable selection."""
    p = key.astype("uint64")
    p <<= xp.asarray(32, dtype="uint64")
    p |= xp.arange(key.shape[-1], dtype="uint64")
    return p


def _unpack(xp, packed):
    return (packed & xp.asarray(0xFFFFFFFF, dtype="uint64")).astype("int64")


def _packs(key):
    return key.dtype.itemsize == 4 and key.shape[-1] < 2 ** 32


def _stable_argsort(xp, key):
    """A stable argsort along the last axis of an integer key: one sort of the key packed with the positions
    when the key is 32-bit, else an unstable argsort whose runs of equal keys are put back in position order."""
    if _packs(key):
        return _unpack(xp, xp.sort(_packed(xp, key), axis=-1))
    perm = xp.argsort(key, axis=-1).astype("int64", copy=False)
    n = key.shape[-1]
    if n < 2 or key.size == 0:
        return perm
    sk = _take_last(xp, key, perm)
    new = sk[..., 1:] != sk[..., :-1]
    if bool(new.all()):
        return perm
    base = xp.zeros(key.shape, "int64")
    base[..., 1:] = xp.cumsum(new, axis=-1)
    base *= n  # the run (of equal keys) number, times n: sorting run * n + position orders each run by position
    comb = base + perm
    comb = xp.sort(comb, axis=-1)
    comb -= base
    return comb


def sort(xp, a, dim, descending):
    """Values and indices sorted along ``dim``, stably (ties in index order), nan largest."""
    if a.ndim == 0:
        dims(dim, 0)
        return a.copy(), xp.zeros((), "int64")
    (d,) = dims(dim, a.ndim)
    if a.shape[d] < 2 or a.size == 0:
        return a.copy(), xp.broadcast_to(
            xp.arange(a.shape[d], dtype="int64").reshape([-1 if i == d else 1 for i in range(a.ndim)]),
            a.shape).copy()
    m = _along_last(xp, a, d)
    idx = _stable_argsort(xp, _order_key(xp, m, descending))
    return _from_last(xp, _take_last(xp, m, idx), d), _from_last(xp, idx, d)


# ---- PyTorch's CPU topk and kthvalue order equal values as libstdc++'s std::partial_sort / std::nth_element /
# std::sort (topk) and ATen's quick_select_template (kthvalue) leave them. The vectorized kernels above take
# ties in index order; the rows where a tie shows are redone here, step for step, over the order keys
# (comp(a, b): a's key is smaller), as Python lists.

def _adjust_heap(A, K, base, hole, length, value):
    """std::__adjust_heap then std::__push_heap on the heap ``A[base:base + length]``."""
    top = child = hole
    while child < (length - 1) // 2:
        child = 2 * (child + 1)
        if K[A[base + child]] < K[A[base + child - 1]]:
            child -= 1
        A[base + hole] = A[base + child]
        hole = child
    if length % 2 == 0 and child == (length - 2) // 2:
        child = 2 * (child + 1)
        A[base + hole] = A[base + child - 1]
        hole = child - 1
    parent = (hole - 1) // 2
    kv = K[value]
    while hole > top and K[A[base + parent]] < kv:
        A[base + hole] = A[base + parent]
        hole = parent
        parent = (hole - 1) // 2
    A[base + hole] = value


def _make_heap(A, K, first, last):
    length = last - first
    if length > 1:
        parent = (length - 2) // 2
        while True:
            _adjust_heap(A, K, first, parent, length, A[first + parent])
            if parent == 0:
                break
            parent -= 1


def _heap_select(A, K, first, middle, last, later=None):
    """std::__heap_select: a heap of [first, middle), then each later element that beats its top replaces
    it (``later``: the positions to try, when all others are known not to)."""
    _make_heap(A, K, first, middle)
    for i in (range(middle, last) if later is None else later):
        if K[A[i]] < K[A[first]]:
            value = A[i]
            A[i] = A[first]
            _adjust_heap(A, K, first, 0, middle - first, value)


def _sort_heap(A, K, first, last):
    while last - first > 1:
        last -= 1
        value = A[last]
        A[last] = A[first]
        _adjust_heap(A, K, first, 0, last - first, value)


# std::nth_element and std::sort below move positions ``A`` and, alongside, their keys ``V`` (V[i] is K[A[i]];
# K: the keys by position, for the heap fallbacks, after which V is refreshed)

def _insertion_sort(A, V, first, last, guarded=True):
    for i in range(first + 1 if guarded else first, last):
        a, v = A[i], V[i]
        if guarded and v < V[first]:
            A[first + 1:i + 1] = A[first:i]
            V[first + 1:i + 1] = V[first:i]
            A[first], V[first] = a, v
        else:
            j = i
            while v < V[j - 1]:
                A[j], V[j] = A[j - 1], V[j - 1]
                j -= 1
            A[j], V[j] = a, v


def _partition_pivot(A, V, first, last):
    """std::__unguarded_partition_pivot: the median of first + 1, mid, last - 1 moved to first, then an
    unguarded partition of [first + 1, last) around it."""
    mid = first + (last - first) // 2
    a, b, c = first + 1, mid, last - 1
    ka, kb, kc = V[a], V[b], V[c]
    if ka < kb:
        m = b if kb < kc else (c if ka < kc else a)
    else:
        m = a if ka < kc else (c if kb < kc else b)
    A[first], A[m] = A[m], A[first]
    V[first], V[m] = V[m], V[first]
    kp = V[first]
    lo, hi = first + 1, last
    while True:
        while V[lo] < kp:
            lo += 1
        hi -= 1
        while kp < V[hi]:
            hi -= 1
        if not lo < hi:
            return lo
        A[lo], A[hi] = A[hi], A[lo]
        V[lo], V[hi] = V[hi], V[lo]
        lo += 1


def _nth_element(A, V, K, nth):
    first, last = 0, len(A)
    if last == 0 or nth == last:
        return
    depth = 2 * (last.bit_length() - 1)
    while last - first > 3:
        if depth == 0:
            _heap_select(A, K, first, nth + 1, last)
            A[first], A[nth] = A[nth], A[first]
            V[first:last] = [K[x] for x in A[first:last]]
            return
        depth -= 1
        cut = _partition_pivot(A, V, first, last)
        if cut <= nth:
            first = cut
        else:
            last = cut
    _insertion_sort(A, V, first, last)


def _std_sort(A, V, K, first, last):
    if first == last:
        return

    def loop(first, last, depth):
        while last - first > 16:
            if depth == 0:
                _heap_select(A, K, first, last, last)
                _sort_heap(A, K, first, last)
                V[first:last] = [K[x] for x in A[first:last]]
                return
            depth -= 1
            cut = _partition_pivot(A, V, first, last)
            loop(cut, last, depth)
            last = cut
    loop(first, last, 2 * ((last - first).bit_length() - 1))
    if last - first > 16:
        _insertion_sort(A, V, first, first + 16)
        _insertion_sort(A, V, first + 16, last, guarded=False)
    else:
        _insertion_sort(A, V, first, last)


def _aten_topk_row(xp, row, k, kth):
    """The positions ATen's topk_impl_loop puts first (sorted) for one row of keys (best: smallest), whose
    k-th best key is ``kth``."""
    n = row.shape[0]
    K = row.tolist()
    if k * 64 > n:
        A, V = list(range(n)), list(K)
        _nth_element(A, V, K, k - 1)
        _std_sort(A, V, K, 0, k - 1)
        return A[:k]
    A = list(range(k))  # the heap; a later position is read once, before anything is written there
    # std::partial_sort: a heap of the first k, then each later element that beats its top (the worst) pops
    # it. The top only improves, down to kth: only keys below the first top are tried, and once the top is
    # kth, only keys below kth (looked up at once)
    _make_heap(A, K, 0, k)
    stop, step = k, 64
    while stop < n and K[A[0]] != kth:  # in growing blocks, the positions whose keys beat the top's at its start
        block = min(n, stop + step)
        for i in (xp.flatnonzero(row[stop:block] < K[A[0]]) + stop).tolist():
            if K[i] < K[A[0]]:
                _adjust_heap(A, K, 0, 0, k, i)
                if K[A[0]] == kth:
                    block = i + 1
                    break
        stop, step = block, 2 * step
    if stop < n:
        for i in (xp.flatnonzero(row[stop:] < kth) + stop).tolist():
            if K[i] < K[A[0]]:
                _adjust_heap(A, K, 0, 0, k, i)
    _sort_heap(A, K, 0, k)
    return A[:k]


def _aten_kthvalue_row(K, k):
    """The position ATen's quick_select_template leaves at k - 1 (keys: smallest first; K: a list, reordered
    in place along with the positions)."""
    n = len(K)
    A = list(range(n))
    k -= 1
    lo, hi = 0, n - 1
    while True:
        if hi <= lo:
            return A[k]
        if hi == lo + 1:
            if K[hi] < K[lo]:
                K[lo], K[hi] = K[hi], K[lo]
                A[lo], A[hi] = A[hi], A[lo]
            return A[k]
        p, q = lo + (hi - lo) // 2, lo + 1  # the median of three to lo, the smaller to lo + 1, the larger to hi
        K[p], K[q] = K[q], K[p]
        A[p], A[q] = A[q], A[p]
        if K[hi] < K[q]:
            K[q], K[hi] = K[hi], K[q]
            A[q], A[hi] = A[hi], A[q]
        if K[hi] < K[lo]:
            K[lo], K[hi] = K[hi], K[lo]
            A[lo], A[hi] = A[hi], A[lo]
        if K[lo] < K[q]:
            K[lo], K[q] = K[q], K[lo]
            A[lo], A[q] = A[q], A[lo]
        i, j = q, hi
        piv = K[lo]
        while True:
            i += 1
            while K[i] < piv:
                i += 1
            j -= 1
            while piv < K[j]:
                j -= 1
            if j < i:
                break
            K[i], K[j] = K[j], K[i]
            A[i], A[j] = A[j], A[i]
        K[lo], K[j] = K[j], K[lo]
        A[lo], A[j] = A[j], A[lo]
        if j <= k:
            lo = i
        if j >= k:
            hi = j - 1


def _topk_tied(xp, key, idx, k):
    """The rows where equal keys meet within or at the edge of a topk selection ``idx`` (last axis)."""
    sk = _take_last(xp, key, idx)
    tied = xp.count_nonzero(key <= sk[..., -1:], axis=-1) > k
    if k > 1:
        tied |= (sk[..., 1:] == sk[..., :-1]).any(axis=-1)
    return tied


def _aten_topk_ties(xp, key, idx, k, tied):
    """``idx`` (a stable topk's positions, last axis) with each ``tied`` row redone as ATen's topk orders it."""
    rows = xp.flatnonzero(tied).tolist()
    if rows:
        keys, out = key.reshape(-1, key.shape[-1]), idx.reshape(-1, k)
        kths = xp.take(keys, out[:, -1] + xp.arange(0, keys.size, keys.shape[-1])).tolist()
        for r in rows:
            out[r] = xp.asarray(_aten_topk_row(xp, keys[r], k, kths[r]), dtype="int64")
    return idx


def _aten_kthvalue_ties(xp, key, idx, k, tied=None):
    """``idx`` (a stable k-th's positions, last axis) with each row where its key recurs (``tied``) redone as
    ATen's quick select picks."""
    if tied is None:
        tied = xp.count_nonzero(key == _take_last(xp, key, idx), axis=-1) > 1
    rows = xp.flatnonzero(tied).tolist()
    if rows:
        keys, out = key.reshape(-1, key.shape[-1]), idx.reshape(-1)
        for r in rows:
            out[r] = _aten_kthvalue_row(keys[r].tolist(), k)
    return idx


def topk(xp, a, k, dim, largest, sorted_):
    """The ``k`` largest (smallest) along ``dim``, nan largest, in order (``sorted`` or not: PyTorch's unsorted
    order, std::nth_element's when ``k * 64 > n``, is not followed), equal values placed as ATen's
    std::partial_sort (``k * 64 <= n``) or std::nth_element then std::sort leave them: selected as a stable
    sort's first ``k``, then the rows where a tie shows redone step for step."""
    if a.ndim == 0:
        dims(dim, 0)
        d = n = 1
    else:
        (d,) = dims(dim, a.ndim)
        n = a.shape[d]
    if k < 0 or k > n:
        raise RuntimeError("selected index k out of range")
    if a.dtype.kind == "b":
        raise RuntimeError("topk does not support bool dtypes on CPU")
    if a.ndim == 0:
        return a.copy(), xp.zeros((), "int64")
    if k == 0 or a.size == 0:
        shape = a.shape[:d] + (k,) + a.shape[d + 1:]
        return xp.empty(shape, a.dtype), xp.empty(shape, "int64")
    m = _along_last(xp, a, d)
    key = _order_key(xp, m, largest)
    tied = None  # the rows where equal values meet the selection (None: to be found)
    if k == 1:
        idx = xp.argmin(key, axis=-1, keepdims=True).astype("int64")  # the first of the best
        if n >= 64:
            tied = False  # as partial_sort's one-element heap keeps
    elif 4 * k >= n:
        idx = xp.ascontiguousarray(_stable_argsort(xp, key)[..., :k])
    elif _packs(key):
        part = xp.partition(_packed(xp, key), k - 1, axis=-1)
        sel = xp.sort(part[..., :k], axis=-1)
        idx = _unpack(xp, sel)
        shift = xp.asarray(32, dtype="uint64")
        hi = sel >> shift
        tied = (hi[..., 1:] == hi[..., :-1]).any(axis=-1) | ((part[..., k:].min(axis=-1) >> shift) == hi[..., -1])
    else:
        # the k-th key, then the keys below it and, in position order, as many equal to it as fit
        thr = xp.partition(key, k - 1, axis=-1)[..., k - 1:k]
        take = key <= thr
        if not bool((take.sum(axis=-1) == k).all()):
            tie = key == thr
            room = k - (key < thr).sum(axis=-1, keepdims=True)
            take = (key < thr) | (tie & (xp.cumsum(tie, axis=-1) <= room))
        flat = xp.flatnonzero(take)  # row-major: each row's k positions in order
        kk = xp.take(key.reshape(-1), flat).reshape(m.shape[:-1] + (k,))
        pos = flat.reshape(m.shape[:-1] + (k,)) - xp.arange(0, m.size, n, dtype="int64").reshape(
            m.shape[:-1] + (1,))
        idx = xp.take_along_axis(pos, _stable_argsort(xp, kk), axis=-1)
    if tied is None:
        tied = _topk_tied(xp, key, idx, k)
    if tied is not False:
        idx = _aten_topk_ties(xp, key, idx, k, tied)
    return _from_last(xp, _take_last(xp, m, idx), d), _from_last(xp, idx, d)


def kthvalue(xp, a, k, dim, keepdim, aten_ties=True):
    """The ``k``-th smallest along ``dim`` (nan largest) and its index: among equal values the one ATen's
    quick select leaves k-th (``aten_ties``), else the ``k``-th of a stable sort (median's choice)."""
    if a.ndim == 0:
        dims(dim, 0)
        d, n = 0, 1
    else:
        (d,) = dims(dim, a.ndim)
        n = a.shape[d]
    if n == 0:
        raise IndexError(f"kthvalue(): Expected reduction dim {d} to have non-zero size.")
    if k < 1 or k > n:
        raise RuntimeError(f"kthvalue(): selected number k out of range for dimension {d}")
    if a.ndim == 0:
        return a.copy(), xp.zeros((), "int64")
    if a.dtype.kind == "b":
        raise NotImplementedError(f"\"kthvalue_cpu\" not implemented for '{_type_name(a)}'")
    shape = a.shape[:d] + (1,) + a.shape[d + 1:]
    if a.size == 0:
        values, idx = xp.empty(shape, a.dtype), xp.empty(shape, "int64")
    else:
        m = _along_last(xp, a, d)
        key = _order_key(xp, m, False)
        tied = None
        if _packs(key):
            part = xp.partition(_packed(xp, key), k - 1, axis=-1)
            idx = _unpack(xp, part[..., k - 1:k])
            shift = xp.asarray(32, dtype="uint64")
            hi = part[..., k - 1] >> shift
            tied = xp.zeros(hi.shape, "bool")
            if k > 1:
                tied |= (part[..., :k - 1].max(axis=-1) >> shift) == hi
            if k < n:
                tied |= (part[..., k:].min(axis=-1) >> shift) == hi
        else:
            # the k-th key, and among the positions holding it the one a stable sort puts k-th
            thr = xp.partition(key, k - 1, axis=-1)[..., k - 1:k]
            tie = key == thr
            rank = k - (key < thr).sum(axis=-1, keepdims=True)
            idx = xp.argmax(tie & (xp.cumsum(tie, axis=-1) == rank), axis=-1, keepdims=True).astype("int64")
        if aten_ties:
            idx = _aten_kthvalue_ties(xp, key, idx, k, tied)
        values, idx = _from_last(xp, _take_last(xp, m, idx), d), _from_last(xp, idx, d)
    if not keepdim:
        values, idx = values.squeeze(d), idx.squeeze(d)
    return values, idx
