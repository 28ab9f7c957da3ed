"""PyTorch's CPU random numbers, bit for bit: the generator (ATen's CPUGeneratorImpl: an mt19937 engine and the
cached second sample of Box-Muller) and the draws of ATen's CPU kernels, so that a program seeded with
``manual_seed`` gets PyTorch's values.

Each draw function follows one ATen kernel (aten/src/ATen/native/cpu/DistributionTemplates.h and
core/DistributionsHelper.h): which engine calls it makes per element (``random()``: one 32-bit output;
``random64()``: two, the first the high word), and the arithmetic that turns them into values, in the kernel's
precision. The engine's 32-bit stream is NumPy's MT19937 bit generator given the state that ATen's seeding
(``init_with_uint32``) makes, so the stream is drawn in C, a block at a time.

Not bit for bit: draws for which ATen has no kernel here (gamma, poisson, binomial, Dirichlet, multinomial with
replacement) come from a NumPy generator seeded from this stream, so they are reproducible under ``manual_seed``
but differ from PyTorch's. The double-precision transcendental functions are NumPy's, equal to the C library's
that ATen calls on this platform (checked in tests/test_random_bits.py).
"""
import math

import numpy

from ._fma import fma_double, fma_float32
from ._normal_fill_avx2 import normal_fill_float

_N = 624  # mt19937's state words
_MASK24 = numpy.uint64((1 << 24) - 1)
_MASK53 = numpy.uint64((1 << 53) - 1)
_TWO_PI = 2.0 * math.pi
STATE_SIZE = 5056  # sizeof(CPUGeneratorImplState): PyTorch's torch.get_rng_state()


def _seeded_words(seed):
    """ATen's mt19937 ``init_with_uint32``: the state words from the seed's low 32 bits (Knuth's recurrence)."""
    words = [seed & 0xFFFFFFFF]
    for j in range(1, _N):
        prev = words[-1]
        words.append((1812433253 * (prev ^ (prev >> 30)) + j) & 0xFFFFFFFF)
    return numpy.array(words, dtype=numpy.uint32)


class Engine:
    """A CPU generator's state: the mt19937 stream and the cached normal samples (ATen keeps the sine half of a
    Box-Muller pair for the next scalar normal draw). ``random`` and ``random64`` draw ``n`` values at once."""

    __slots__ = ("seed", "_bits", "_fresh", "double_normal", "float_normal")

    def __init__(self, seed):
        self.seed = seed
        self._bits = numpy.random.MT19937()
        self._set_words(_seeded_words(seed), position=_N, next_index=0)
        self.double_normal = None
        self.float_normal = None

    def _set_words(self, words, position, next_index):
        self._bits.state = {"bit_generator": "MT19937", "state": {"key": words, "pos": position}}
        # ATen reports ``next`` 0 for a freshly seeded engine and 624 once it has used a whole block; NumPy has
        # one position for both, so remember the words that had the given ``next``.
        self._fresh = (words.copy(), next_index)

    def random(self, n):
        """``n`` draws of ``generator->random()`` (uint64 holding 32-bit values)."""
        return self._bits.random_raw(n)

    def random64(self, n):
        """``n`` draws of ``generator->random64()``: two 32-bit outputs each, the first the high word."""
        raw = self._bits.random_raw(2 * n)
        return (raw[0::2] << numpy.uint64(32)) | raw[1::2]

    # -- torch.get_rng_state / set_rng_state: CPUGeneratorImplState's bytes --------------------------------
    def state_bytes(self):
        state = self._bits.state["state"]
        words, position = state["key"], int(state["pos"])
        if position >= _N:
            fresh_words, fresh_next = self._fresh
            left, next_index = 1, fresh_next if numpy.array_equal(words, fresh_words) else _N
        else:
            left, next_index = _N - position + 1, position
        head = (self.seed.to_bytes(8, "little") + left.to_bytes(4, "little") + (1).to_bytes(4, "little")
                + next_index.to_bytes(8, "little"))
        normal = self.double_normal
        tail = (numpy.array([0.0, normal or 0.0, 0.0]).tobytes() + int(normal is not None).to_bytes(4, "little")
                + bytes(4) + numpy.float32(self.float_normal or 0.0).tobytes()
                + bytes([self.float_normal is not None]) + bytes(3))
        return head + words.astype(numpy.uint64).tobytes() + tail

    def set_state_bytes(self, data):
        """Raises ValueError (the caller words it as PyTorch) for a state that is not a valid mt19937 state."""
        left = int.from_bytes(data[8:12], "little", signed=True)
        seeded = int.from_bytes(data[12:16], "little", signed=True)
        next_index = int.from_bytes(data[16:24], "little") & 0xFFFFFFFF
        if not (seeded and 0 < left <= _N and next_index <= _N):
            raise ValueError("Invalid mt19937 state")
        self.seed = int.from_bytes(data[0:8], "little")
        words = numpy.frombuffer(data[24:24 + 8 * _N], dtype=numpy.uint64).astype(numpy.uint32)
        self._set_words(words, _N if left == 1 else next_index, next_index)
        double_valid = int.from_bytes(data[5040:5044], "little", signed=True)
        self.double_normal = float(numpy.frombuffer(data[5024:5032], numpy.float64)[0]) if double_valid else None
        self.float_normal = float(numpy.frombuffer(data[5048:5052], numpy.float32)[0]) if data[5052] else None

    def numpy_generator(self):
        """A NumPy generator for the draws ATen's kernels are not reproduced for, seeded from this stream."""
        return numpy.random.Generator(numpy.random.PCG64(int(self.random64(2)[0])))


# -- units ---------------------------------------------------------------------------------------------------
def _unit_float(engine, n):
    """``uniform_real_distribution<float>(0, 1)``: 24 bits of ``random()`` times 2**-24, exact in floats."""
    return (engine.random(n) & _MASK24).astype(numpy.float32) * numpy.float32(2.0 ** -24)


def _unit_double(engine, n):
    """``uniform_real_distribution<double>(0, 1)``: 53 bits of ``random64()`` times 2**-53."""
    return (engine.random64(n) & _MASK53).astype(numpy.float64) * 2.0 ** -53


# -- the kernels --------------------------------------------------------------------------------------------
def uniform(engine, shape, dtype, low, high):
    """uniform_kernel: ``unit * (to - from) + from`` in the dtype's math type (float for float32 and float16, one
    fused multiply-add as compiled), and a value that the cast rounds up to ``to`` becomes ``from``."""
    dtype = numpy.dtype(dtype)
    n = math.prod(shape)
    if dtype == numpy.float64:
        values = fma_double(_unit_double(engine, n), float(high) - float(low), float(low))
    else:
        low32, high32 = numpy.float32(low), numpy.float32(high)
        values = fma_float32(_unit_float(engine, n), high32 - low32, low32)
    values = values.astype(dtype)
    values[values == dtype.type(high)] = dtype.type(low)
    return values.reshape(shape)


def normal(engine, shape, dtype, mean, std, contiguous=True):
    """normal_kernel: Box-Muller over blocks of 16 uniforms for a contiguous tensor of 16 elements or more
    (normal_fill), else one scalar draw per element (normal_distribution<double>, which caches its second value)."""
    dtype = numpy.dtype(dtype)
    n = math.prod(shape)
    if n >= 16 and contiguous:
        if dtype == numpy.float64:
            values = _normal_fill_double(engine, n, mean, std)
        else:
            # float draws all its uniforms first; half (float math) 16 per block, so none for a partial block
            units = _unit_float(engine, n if dtype == numpy.float32 else n - n % 16)
            tail = _unit_float(engine, 16) if n % 16 else None
            values = normal_fill_float(units, tail, n, mean, std)
        return values.astype(dtype, copy=False).reshape(shape)
    values = numpy.array([_scalar_normal(engine, mean, std) for _ in range(n)], dtype=numpy.float64)
    return to_dtype(values, dtype).reshape(shape)


def _scalar_normal(engine, mean, std):
    """One ``normal_distribution<double>(mean, std)`` draw: the cached sine half if there is one, else a new pair
    (u1 for the angle, u2 for the radius) whose sine half is cached."""
    value = engine.double_normal
    if value is not None:
        engine.double_normal = None
    else:
        u1, u2 = _unit_double(engine, 2).tolist()
        radius = math.sqrt(-2.0 * math.log1p(-u2))
        theta = _TWO_PI * u1
        engine.double_normal = radius * math.sin(theta)
        value = radius * math.cos(theta)
    return float(fma_double(numpy.float64(value), numpy.float64(std), numpy.float64(mean)))


def _box_muller_blocks(units, mean, std):
    """normal_fill_16<double> over every block of 16 at once: the first 8 of a block give the radii, the last 8 the
    angles (the C library's log/cos/sin, which NumPy's equal here)."""
    blocks = units.reshape(-1, 16)
    radius = numpy.sqrt(-2 * numpy.log(1 - blocks[:, :8]))
    theta = _TWO_PI * blocks[:, 8:]
    return numpy.concatenate((fma_double(radius * numpy.cos(theta), std, mean),
                              fma_double(radius * numpy.sin(theta), std, mean)), axis=1)


def _normal_fill_double(engine, n, mean, std):
    """normal_fill<double>: ``n`` uniforms, Box-Muller on each whole block of 16 in place, then, when 16 does not
    divide ``n``, 16 new uniforms for the last 16 elements (overwriting what the last whole block made)."""
    values = _unit_double(engine, n)
    whole = n - n % 16
    values[:whole] = _box_muller_blocks(values[:whole], mean, std).reshape(-1)
    if n % 16:
        values[n - 16:] = _box_muller_blocks(_unit_double(engine, 16), mean, std).reshape(-1)
    return values


def bernoulli_scalar(engine, shape, p):
    """bernoulli_kernel with a number ``p``: a double uniform below ``p``."""
    return (_unit_double(engine, math.prod(shape)) < p).reshape(shape)


def bernoulli_tensor(engine, p):
    """bernoulli_kernel with a tensor of probabilities: a double uniform for float64 ``p``, else a float one."""
    unit = _unit_double if p.dtype == numpy.float64 else _unit_float
    return unit(engine, p.size).reshape(p.shape) < p


def random_from_to(engine, shape, low, span):
    """random_from_to_kernel: ``draw % span + low`` (int64 arithmetic wrapping), a ``random64()`` draw for a span
    of 2**28 or more, else a ``random()`` one; ``span`` 2**64 (random_ from int64's lowest): the draw itself."""
    n = math.prod(shape)
    if span >= 1 << 64:
        return engine.random64(n).view(numpy.int64).reshape(shape)
    draws = engine.random64(n) if span >= 1 << 28 else engine.random(n)
    values = draws % numpy.uint64(span) + numpy.uint64(low % (1 << 64))
    return values.view(numpy.int64).reshape(shape)


def random_below(engine, shape, modulus, wide):
    """random_kernel (random_() without bounds): ``draw % modulus``, a ``random64()`` draw for int64 and float64
    (``wide``), else a ``random()`` one."""
    n = math.prod(shape)
    draws = engine.random64(n) if wide else engine.random(n)
    return (draws % numpy.uint64(modulus)).reshape(shape)


def exponential(engine, shape, lambd):
    """exponential_kernel: ``-1 / lambda * log1p(-u)`` in doubles."""
    return (-1.0 / lambd) * numpy.log1p(-_unit_double(engine, math.prod(shape))).reshape(shape)


def cauchy(engine, shape, median, sigma):
    """cauchy_kernel: ``median + sigma * tan(pi * (u - 0.5))`` in doubles, one fused multiply-add as compiled."""
    tangent = numpy.tan(math.pi * (_unit_double(engine, math.prod(shape)) - 0.5))
    return fma_double(tangent, float(sigma), float(median)).reshape(shape)


def log_normal(engine, shape, mean, std):
    """log_normal_kernel: ``exp`` of scalar normal draws (which share the cached half with normal_)."""
    values = [math.exp(_scalar_normal(engine, mean, std)) for _ in range(math.prod(shape))]
    return numpy.array(values, dtype=numpy.float64).reshape(shape)


def geometric(engine, shape, p):
    """geometric_kernel: ``ceil(log(u) / log1p(-p))`` in doubles."""
    return numpy.ceil(numpy.log(_unit_double(engine, math.prod(shape))) / math.log1p(-p)).reshape(shape)


def randperm(engine, n):
    """randperm_cpu: a Fisher-Yates shuffle of 0..n-1 swapping position i with i + ``random() % (n - i)``."""
    order = list(range(n))
    if n > 1:
        steps = numpy.arange(n - 1, dtype=numpy.uint64)
        targets = (engine.random(n - 1) % (numpy.uint64(n) - steps) + steps).tolist()
        for i, j in enumerate(targets):  # sequential: each swap may move what a later one picks
            order[i], order[j] = order[j], order[i]
    return numpy.array(order, dtype=numpy.int64)


def to_dtype(values, dtype):
    """Double draws stored into ``dtype`` as ``static_cast<scalar_t>``: into half through a float (c10::Half
    converts from float), so twice rounded, as in ATen."""
    dtype = numpy.dtype(dtype)
    if dtype == numpy.float16:
        values = values.astype(numpy.float32)
    return values.astype(dtype)


def multinomial(engine, weights, n_sample, replacement):
    """ATen's multinomial on rows of ``weights`` (rows, categories), as int64 indices (rows, n_sample). Without
    replacement, or for one sample, the exponential trick: the top ``n_sample`` of ``weights / q``, q ~ Exp(1) in
    the weights' dtype. With replacement: each row's cumulative sum (in the dtype, float for half) normalised,
    its last entry 1, and a binary search for each double uniform."""
    if not replacement or n_sample == 1:
        ratio = weights / to_dtype(exponential(engine, weights.shape, 1.0), weights.dtype)
        if n_sample == 1:
            return ratio.argmax(axis=-1)[:, None]
        return numpy.argsort(-ratio, axis=-1, kind="stable")[:, :n_sample]
    work = numpy.float32 if weights.dtype == numpy.float16 else weights.dtype
    cumulative = numpy.cumsum(weights.astype(work), axis=-1, dtype=work)
    cumulative /= cumulative[:, -1:]
    cumulative[:, -1] = 1
    units = _unit_double(engine, weights.shape[0] * n_sample).reshape(-1, n_sample)
    return numpy.stack([numpy.searchsorted(row.astype(numpy.float64), draws, side="left")
                        for row, draws in zip(cumulative, units)]).astype(numpy.int64)


def rrelu_slopes(engine, n, low, high):
    """rrelu_with_noise's training slopes: ``uniform_real_distribution<double>(low, high)`` per negative input,
    ``unit * (high - low) + low`` in doubles (not fused: ATen compiles this kernel without FMA instructions)."""
    return _unit_double(engine, n) * (high - low) + low
