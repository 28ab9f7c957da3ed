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
    whole = n - n % lanes
    vector_sum = _row_sum(values[:whole].reshape(-1, lanes))
    # ``acc_t final_acc = 0``, then the leftover elements, then the vector's lanes, one at a time (cumsum as a
    # method: the RuntimeWarnings of inf - inf are then raised here, where minitorch's filter ignores them)
    if whole < n:
        vector_sum = numpy.concatenate((values[whole:], vector_sum))
    return vector_sum.cumsum()[-1]


def _row_sum(items):
    """row_sum over ``items`` (count, width): the leading ``count // 4 * 4`` into 4 interleaved accumulators
    (multi_row_sum), the rest into the first, then the other three into it."""
    count = items.shape[0]
    size_ilp = count // _ILP
    rest = items[size_ilp * _ILP:]
    if not size_ilp:
        return rest.sum(axis=0)  # (count >= 1: a whole vector at least)
    grouped = items[:size_ilp * _ILP].reshape(size_ilp, _ILP, items.shape[1])
    partial = grouped.sum(axis=0) if size_ilp < _MIN_STEP else _multi_row_sum(grouped)
    if len(rest):
        partial = numpy.concatenate((partial[:1], rest, partial[1:]))
    return partial.sum(axis=0)


def _multi_row_sum(rows):
    """multi_row_sum over ``rows`` (size, ...): blocks of ``step`` rows summed from 0, the block sums added
    into a level-1 accumulator that moves into level 2 every ``step`` blocks, which moves into level 3 every
    ``step`` level-1 sums; the rows after the last whole block go into level 0; the four levels added last."""
    size = rows.shape[0]
    power = max(_MIN_STEP.bit_length() - 1, (size - 1).bit_length() // _LEVELS)  # CeilLog2(size) / num_levels
    step = 1 << power
    blocks = size // step
    if not blocks:
        return rows.sum(axis=0)
    # the levels, 0 to 3, each left out while it holds nothing (adding a zero changes no sum but a zero's sign)
    inner = rows.shape[1:]
    levels = [rows[blocks * step:].sum(axis=0)] if size % step else []
    block_sums = _block_sums(rows, blocks, step)
    groups = blocks // step  # level-1 sums moved into level 2
    if blocks % step:
        levels.append(block_sums[groups * step:].sum(axis=0))
    if groups:
        group_sums = _block_sums(block_sums, groups, step)
        supers = groups // step  # level-2 sums moved into level 3, which keeps them
        if groups % step:
            levels.append(group_sums[supers * step:].sum(axis=0))
        if supers:
            levels.append(group_sums[:supers * step].reshape((supers, step) + inner).sum(axis=1).sum(axis=0))
    total = levels[0]
    for level in levels[1:]:
        total = total + level
    return total


_ADDS_FROM = 48  # blocks: from this many on, _block_sums adds row by row (measured: 64 blocks 18 us against 21)


def _block_sums(rows, blocks, step):
    """The sums of the first ``blocks`` runs of ``step`` rows, each from its first row on. NumPy's reduction
    along the middle axis pays for every run of a row's few contiguous elements it adds (16-20 ns for 32
    floats); adding the k-th row of every block in one call pays once per call. The sums are the same."""
    runs = rows[:blocks * step].reshape((blocks, step) + rows.shape[1:])
    if blocks < _ADDS_FROM:
        return runs.sum(axis=1)
    total = runs[:, 0] + runs[:, 1]
    for k in range(2, step):
        total += runs[:, k]
    return total
