"""ATen's CPU sum of all the elements of a float tensor, in ATen's order of additions, so that ``x.sum()`` and
``x.mean()`` give PyTorch's value bit for bit rather than NumPy's (pairwise, from a different start), which
differs in the last bit for about half of all inputs.

ATen's cascade_sum (native/cpu/SumKernel.cpp) reads the elements as vectors (8 floats or 4 doubles: the AVX2
kernels, as the rest of minitorch's float emulation assumes), keeps 4 vector accumulators (``row_sum``'s
instruction-level parallelism), adds the rows of each accumulator in blocks of 16 or more whose sums are added
in blocks again (``multi_row_sum``'s levels, so that only numbers of a similar size meet), then adds the
leftover elements and the vector's lanes one by one. A tensor of 32768 elements or more is split into one
chunk per thread first, and the chunks' sums are summed the same way.

Every partial sum is a NumPy reduction over a leading axis, which NumPy computes one row after another, as
ATen does. NumPy starts from the first row where ATen starts from 0, which changes only the sign of a zero
sum; ATen's result is never -0 (its output starts at +0), and neither is this one.
"""
import numpy

GRAIN_SIZE = 32768           # at::internal::GRAIN_SIZE: a reduction this long is split across threads
_LANES = {numpy.dtype(numpy.float32): 8, numpy.dtype(numpy.float64): 4}  # Vectorized<T>::size() on AVX2
_ILP = 4                     # row_sum's accumulators
_MIN_STEP = 16               # multi_row_sum's smallest block: fewer rows are summed in one run
_LEVELS = 4                  # multi_row_sum's levels
_ADDS_FROM = 48              # runs: from this many on, _runs adds row by row (64 runs: 18 us against 21)
_add, _concatenate = numpy.add, numpy.concatenate


def full_sum(a):
    """The sum of all the elements of ``a`` (a float32 or float64 NumPy array laid out densely, in any order of
    its dims), as ATen adds them; a NumPy scalar of a's dtype."""
    values = a.reshape(-1) if a.flags.c_contiguous else a.ravel(order="K")  # memory order, as TensorIterator
    n = values.size                                                           # coalesces a dense tensor
    if n < GRAIN_SIZE:
        return _inner_sum(values) + _ZERO[values.dtype]  # the output starts at +0: never a -0
    from ._torch_utils import get_num_threads  # (imports the tensor layer, which imports the kernels)
    threads = get_num_threads()
    if threads == 1:
        return _inner_sum(values) + _ZERO[values.dtype]
    # two_pass_reduction: parallel_for's chunks, each summed into its thread's slot of a zeroed buffer
    tasks = min(threads, -(-n // GRAIN_SIZE))
    chunk = -(-n // tasks)
    buffer = numpy.zeros(threads, values.dtype)
    for task in range(tasks):
        if task * chunk < n:
            buffer[task] = _inner_sum(values[task * chunk:(task + 1) * chunk])
    return _inner_sum(buffer) + _ZERO[values.dtype]


_ZERO = {dtype: dtype.type(0) for dtype in _LANES}
# scalar_inner_sum of fewer elements than a vector: row_sum's 4 accumulators take elements 0-3, the first of
# them then the rest, and the other three come last
_SCALAR_ORDER = {n: numpy.array([i for i in (0, 4, 5, 6, 1, 2, 3) if i < n]) for n in range(1, 8)}


def _inner_sum(values):
    """cascade_sum over one contiguous row: vectorized_inner_sum when it holds a whole vector, else
    scalar_inner_sum. The sign of a zero is left to the caller."""
    lanes = _LANES[values.dtype]
    n = values.size
    if n < lanes:
        return values[_SCALAR_ORDER[n]].cumsum()[-1] if n else _ZERO[values.dtype]
    vectors = n // lanes
    vector_sum = _row_sum(values[:vectors * lanes], vectors // _ILP, lanes)
    # ``acc_t final_acc = 0``, then the leftover elements, then the vector's lanes, one at a time (accumulate: a
    # running sum, in order; the RuntimeWarnings of inf - inf are raised here, where minitorch's filter ignores them)
    if vectors * lanes < n:
        vector_sum = _concatenate((values[vectors * lanes:], vector_sum))
    return _add.accumulate(vector_sum)[-1]


def _row_sum(vectors, size_ilp, lanes):
    """row_sum over the ``vectors`` (a flat run of whole vectors): the first ``size_ilp * 4`` into 4 interleaved
    accumulators (multi_row_sum over rows of 4 vectors), the rest into the first, then the other three into it;
    one vector of ``lanes``."""
    width = _ILP * lanes
    whole = size_ilp * width
    if not size_ilp:
        return _add.reduce(vectors.reshape(-1, lanes), 0)
    partial = _multi_row_sum(vectors[:whole].reshape(size_ilp, width))
    if whole < vectors.size:
        partial = _concatenate((partial[:lanes], vectors[whole:], partial[lanes:]))
    return _add.reduce(partial.reshape(-1, lanes), 0)


def _multi_row_sum(rows):
    """multi_row_sum over ``rows`` (size, width): blocks of ``step`` rows summed from 0, the block sums added
    into a level-1 accumulator that moves into level 2 every ``step`` blocks, which moves into level 3 every
    ``step`` level-1 sums; the rows after the last whole block go into level 0; the four levels added last.
    On each level the runs of ``step`` are summed in one call (moved up a level), and what is left after the
    last whole run in another (the level's own accumulator)."""
    size = rows.shape[0]
    step = 1 << max(_MIN_STEP.bit_length() - 1, (size - 1).bit_length() // _LEVELS)  # CeilLog2(size) / levels
    if size <= step:
        return rows[0] if size == 1 else _add.reduce(rows, 0)
    moved, total = _runs(rows, size, step)        # level 0: the rows after the last whole block
    for _ in range(_LEVELS - 2):                  # levels 1 and 2: an accumulator each, moved up every step
        count = len(moved)
        if count <= step:
            break
        moved, left = _runs(moved, count, step)
        if left is not None:
            total = left if total is None else total + left
    # the last level given anything holds all it was given, in order (level 3 is never moved)
    last = moved[0] if len(moved) == 1 else _add.reduce(moved, 0)
    return last if total is None else total + last


def _runs(rows, size, step):
    """The sums of the whole runs of ``step`` rows, and the sum of the rows after them (None if none). A
    reduction over a leading or middle axis adds one row after another, as ATen's loops do; ``reduceat`` would
    not (it adds a segment pairwise)."""
    runs = size // step
    whole = runs * step
    blocks = rows[:whole].reshape((runs, step) + rows.shape[1:])
    if runs < _ADDS_FROM:
        sums = _add.reduce(blocks, 1)
    else:  # NumPy's reduction along the middle axis pays for each run of a row's few contiguous elements it adds
        sums = blocks[:, 0] + blocks[:, 1]  # (16-20 ns for 32 floats); adding the k-th row of every run in one
        for k in range(2, step):            # call pays once per call. The sums are the same.
            sums += blocks[:, k]
    if whole == size:
        return sums, None
    return sums, (rows[whole] if whole + 1 == size else _add.reduce(rows[whole:], 0))

