"""PyTorch's CPU random numbers, bit for bit: the generator (ATen's CPUGeneratorImpl: an mt19937 engine and the
cached second sample of Box-Muller) and the draws of ATen's CPU kernels, so that a program seeded with
``manual_seed`` gets PyTorch's values.

Each draw function follows one ATen kernel (aten/src/ATen/native/cpu/DistributionTemplates.h and
core/DistributionsHelper.h): which engine calls it makes per element (``random()``: one 32-bit output;
``random64()``: two, the first the high word), and the arithmetic that turns them into values, in the kernel's
precision. The engine's 32-bit stream is NumPy's MT19937 bit generator given the state that ATen's seeding
(``init_with_uint32``) makes, so the stream is drawn in C, a block at a time.

The rejection samplers (gamma, Poisson, binomial, Dirichlet) take a varying number of draws per element, so they
run element by element in Python over a block of uniforms, and leave the engine where ATen's would be. The
double-precision transcendental functions are the C library's that ATen calls: the math module's, and over arrays
``_libm``'s, which is NumPy's where NumPy's loops give the C library's bits, as they do on most CPUs but not on one
with AVX-512 (checked in tests/test_random_bits.py and tests/test_random_samplers.py).
"""
import math

import numpy

from . import _libm
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
    """One ``normal_distribution<double>(mean, std)`` draw."""
    value = _standard_normal(engine, lambda: _unit_double(engine, 2).tolist())
    return float(fma_double(numpy.float64(value), numpy.float64(std), numpy.float64(mean)))


def _standard_normal(engine, two_units):
    """One ``normal_distribution<double>(0, 1)`` draw: the cached sine half if there is one, else a new pair from
    ``two_units()`` (u1 for the angle, u2 for the radius) whose sine half is cached."""
    value = engine.double_normal
    if value is not None:
        engine.double_normal = None
        return value
    u1, u2 = two_units()
    radius = math.sqrt(-2.0 * math.log1p(-u2))
    theta = _TWO_PI * u1
    engine.double_normal = radius * math.sin(theta)
    return radius * math.cos(theta)


def _box_muller_blocks(units, mean, std):
    """normal_fill_16<double> over every block of 16 at once: the first 8 of a block give the radii, the last 8 the
    angles (the C library's log/cos/sin)."""
    blocks = units.reshape(-1, 16)
    radius = numpy.sqrt(-2 * _libm.log(1 - blocks[:, :8]))
    theta = _TWO_PI * blocks[:, 8:]
    return numpy.concatenate((fma_double(radius * _libm.cos(theta), std, mean),
                              fma_double(radius * _libm.sin(theta), std, mean)), axis=1)


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
    return (-1.0 / lambd) * _libm.log1p(-_unit_double(engine, math.prod(shape))).reshape(shape)


def cauchy(engine, shape, median, sigma):
    """cauchy_kernel: ``median + sigma * tan(pi * (u - 0.5))`` in doubles, one fused multiply-add as compiled."""
    tangent = _libm.tan(math.pi * (_unit_double(engine, math.prod(shape)) - 0.5))
    return fma_double(tangent, float(sigma), float(median)).reshape(shape)


def log_normal(engine, shape, mean, std):
    """log_normal_kernel: ``exp`` of scalar normal draws (which share the cached half with normal_)."""
    values = [math.exp(_scalar_normal(engine, mean, std)) for _ in range(math.prod(shape))]
    return numpy.array(values, dtype=numpy.float64).reshape(shape)


def geometric(engine, shape, p):
    """geometric_kernel: ``ceil(log(u) / log1p(-p))`` in doubles."""
    return numpy.ceil(_libm.log(_unit_double(engine, math.prod(shape))) / math.log1p(-p)).reshape(shape)


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


def multinomial(engine, weights, n_sample, replacement, place=None):
    """ATen's multinomial on rows of ``weights`` (rows, categories), as int64 indices (rows, n_sample). Without
    replacement, or for one sample, the exponential trick: the top ``n_sample`` of ``weights / q``, q ~ Exp(1) in
    the weights' dtype, drawn in index order, or put where ``place(q)`` puts them (a non-contiguous input's memory
    order). With replacement: each row's cumulative sum (in the dtype, float for half) normalised, its last entry
    1, and a binary search for each double uniform."""
    if not replacement or n_sample == 1:
        q = to_dtype(exponential(engine, weights.shape, 1.0), weights.dtype)
        if place is not None:
            q = place(q)
        ratio = weights / q
        if n_sample == 1:
            return ratio.argmax(axis=-1)[:, None]
        from ._kernels_sort import topk  # ATen's topk_out, ties among equal ratios (zero weights) in its order
        return topk(numpy, ratio, n_sample, -1, True, True)[1]
    work = numpy.float32 if weights.dtype == numpy.float16 else weights.dtype
    cumulative = numpy.cumsum(weights.astype(work), axis=-1, dtype=work)
    cumulative /= cumulative[:, -1:]
    cumulative[:, -1] = 1
    units = _unit_double(engine, weights.shape[0] * n_sample).reshape(-1, n_sample)
    return numpy.stack([numpy.searchsorted(row.astype(numpy.float64), draws, side="left")
                        for row, draws in zip(cumulative, units)]).astype(numpy.int64)


# -- rejection samplers (Distributions.h, Distributions.cpp): each element takes as many draws as it needs ---
class _Units:
    """The ``uniform_real_distribution<double>(0, 1)`` draws of a sampler that takes them one at a time, as many
    as its rejections ask (``draw()``): drawn from the engine a block at a time, and on ``close`` the engine is
    put where drawing them one by one would have left it (the state before the last block, advanced by what
    was used)."""

    __slots__ = ("engine", "_block", "_left", "_state")

    def __init__(self, engine):
        self.engine = engine
        self._block = []
        self._left = iter(self._block)
        self._state = None

    def draw(self):
        for value in self._left:
            return value
        self._state = self.engine._bits.state
        self._block = _unit_double(self.engine, min(1 << 16, max(64, 2 * len(self._block)))).tolist()
        self._left = iter(self._block)
        return next(self._left)

    def two(self):
        return self.draw(), self.draw()

    def normal(self):
        """``normal_distribution<double>(0, 1)``, sharing the engine's cached half."""
        return _standard_normal(self.engine, self.two)

    def close(self):
        used = len(self._block) - self._left.__length_hint__()
        if used < len(self._block):
            self.engine._bits.state = self._state
            self.engine.random64(used)
        self._block = []
        self._left = iter(self._block)


def _c_log(x):
    """C's ``log``: -inf at 0 and nan below, where ``math.log`` raises."""
    return math.log(x) if x > 0 else -math.inf if x == 0 else math.nan


def _c_pow(x, y):
    try:
        return math.pow(x, y)
    except OverflowError:
        return math.inf


def _c_floor(x):
    return float(math.floor(x)) if math.isfinite(x) else x


def _c_ceil(x):
    return float(math.ceil(x)) if math.isfinite(x) else x


def _to_int64(x):
    """``(int64_t)`` of a double as x86 converts it: out of range, inf and nan give the lowest int64."""
    return int(x) if -9.223372036854775808e18 <= x < 9.223372036854775808e18 else -(1 << 63)


def _float_rounding(dtype):
    """How a result in ``scalar_t`` is rounded: to float32 for a float (a double holds the exact result of one
    float operation, so rounding it once gives the float operation's result), not at all for a double."""
    return float if dtype == numpy.float64 else _round_to_float32


_FLOAT32_OVERFLOW = float(numpy.finfo(numpy.float32).max) + 2.0 ** 103  # from here on a double rounds to inf


def _round_to_float32(x):
    if -_FLOAT32_OVERFLOW < x < _FLOAT32_OVERFLOW:
        return float(numpy.float32(x))
    return x if x != x else math.copysign(math.inf, x)


def _serially(engine, values, draw_one):
    """ATen's cpu_serial_kernel over ``values`` in order: ``draw_one(units, *value)`` for each, the draws taken
    from the engine in turn (an error leaves the engine after the draws made before it, as in ATen)."""
    units = _Units(engine)
    try:
        return [draw_one(units, *value) for value in values]
    finally:
        units.close()


_ONE_THIRD_F = float(numpy.float32(1) / numpy.float32(3))  # the ``1.0f / 3.0f`` of sample_gamma, in any precision
_SQUEEZE_F = float(numpy.float32(0.0331))                   # its ``0.0331f``


def _gamma_one(units, alpha, inverse, boosted_third):
    """sample_gamma<scalar_t, double>: Marsaglia and Tsang's method, alpha below 1 boosted by one (``inverse`` is
    ``1 / alpha`` and ``boosted_third`` ``alpha + 1 - 1/3``, each in scalar_t, precomputed; ``alpha`` as given)."""
    scale = 1.0
    if alpha < 1.0:
        if alpha == 0.0:
            return 0.0
        scale = _c_pow(1 - units.draw(), inverse)
    d = boosted_third
    c = 1.0 / math.sqrt(9.0 * d) if d > 0 else math.nan if d < 0 or d != d else math.inf
    normal, draw = units.normal, units.draw
    while True:
        x = normal()
        y = 1.0 + c * x
        while y <= 0:
            x = normal()
            y = 1.0 + c * x
        v = y * y * y
        u = 1 - draw()
        xx = x * x
        if u < 1.0 - _SQUEEZE_F * xx * xx or _c_log(u) < 0.5 * xx + d * (1.0 - v + _c_log(v)):
            return scale * d * v


def _gamma_constants(alpha):
    """Each element's ``(alpha, 1 / alpha, d)`` for _gamma_one, in alpha's precision as sample_gamma's
    scalar_t arithmetic is."""
    with numpy.errstate(all="ignore"):
        inverse = numpy.float32(1) / alpha if alpha.dtype == numpy.float32 else 1.0 / alpha
        boosted = numpy.where(alpha < 1, alpha + alpha.dtype.type(1), alpha)
        third = boosted - numpy.float32(1) / numpy.float32(3) if alpha.dtype == numpy.float32 else boosted - _ONE_THIRD_F
    return zip(alpha.ravel().tolist(), inverse.ravel().tolist(), third.ravel().tolist())


def _at_least(values, smallest):
    """``std::max(smallest, value)`` for each value: nan gives ``smallest``."""
    return numpy.where(values > smallest, values, smallest)


def standard_gamma(engine, alpha):
    """_s_gamma_cpu: a Gamma(alpha, 1) draw per element of ``alpha`` (float32 or float64), in its dtype, at least the
    dtype's smallest normal number."""
    values = numpy.array(_serially(engine, _gamma_constants(alpha), _gamma_one), dtype=numpy.float64)
    values = values.astype(alpha.dtype).reshape(alpha.shape)
    return _at_least(values, numpy.finfo(alpha.dtype).tiny)


def dirichlet(engine, alpha):
    """_s_dirichlet_cpu: Gamma draws in double (at least its smallest normal) normalised over the last dim, cast to
    alpha's dtype and kept inside [smallest normal, largest value below 1]."""
    alpha64 = alpha.astype(numpy.float64)
    gammas = numpy.array(_serially(engine, _gamma_constants(alpha64), _gamma_one), dtype=numpy.float64)
    gammas = _at_least(gammas.reshape(alpha.shape), numpy.finfo(numpy.float64).tiny)
    with numpy.errstate(all="ignore"):
        ratio = (gammas / gammas.sum(-1, keepdims=True)).astype(alpha.dtype)
    below_one = numpy.nextafter(alpha.dtype.type(1), alpha.dtype.type(0))
    return numpy.minimum(below_one, _at_least(ratio, numpy.finfo(alpha.dtype).tiny))


def _poisson_one(units, lam):
    """sample_poisson: Hoermann's transformed rejection for a rate of 10 or more, else a product of uniforms."""
    if not lam >= 0:
        raise RuntimeError("invalid Poisson rate, expected rate to be non-negative")
    if lam >= 10:
        slam, loglam = math.sqrt(lam), math.log(lam)
        b = 0.931 + 2.53 * slam
        a = -0.059 + 0.02483 * b
        log_invalpha = _c_log(1.1239 + 1.1328 / (b - 3.4))
        vr = 0.9277 - 3.6224 / (b - 2)
        draw = units.draw
        while True:
            U = draw() - 0.5
            V = draw()
            us = 0.5 - abs(U)
            if us == 0:  # ``2 * a / us`` is inf: k is the lowest int64, rejected
                continue
            k = _to_int64(_c_floor((2 * a / us + b) * U + lam + 0.43))
            if us >= 0.07 and V <= vr:
                return k
            if k < 0 or (us < 0.013 and V > us):
                continue
            if _c_log(V) + log_invalpha - _c_log(a / (us * us) + b) <= -lam + k * loglam - math.lgamma(k + 1.0):
                return k
    if lam == 0:
        return 0
    enlam = math.exp(-lam)
    count, product, draw = 0, 1.0, units.draw
    while True:
        product *= draw()
        if product <= enlam:
            return count
        count += 1


def poisson(engine, rates):
    """_s_poisson_cpu: a Poisson draw per element of ``rates`` (each read as a double), as doubles."""
    draws = _serially(engine, ((rate,) for rate in rates.ravel().tolist()), _poisson_one)
    return numpy.array(draws, dtype=numpy.float64).reshape(rates.shape)


_STIRLING_TAILS = (0.0810614667953272, 0.0413406959554092, 0.0276779256849983, 0.02079067210376509,
                   0.0166446911898211, 0.0138761288230707, 0.0118967099458917, 0.0104112652619720,
                   0.00925546218271273, 0.00833056343336287)


def _stirling_tail(k):
    if k < 10:
        return _STIRLING_TAILS[int(k)]
    kp1sq = (k + 1) * (k + 1)
    return (1.0 / 12 - (1.0 / 360 - 1.0 / 1260 / kp1sq) / kp1sq) / (k + 1)


def _binomial_inversion(units, count, logprob):
    """binomial_inversion: how many geometric gaps (``logprob`` is ``log1p(-prob)``) fit in ``count``."""
    total, successes, draw = 0.0, 0.0, units.draw
    while True:
        u = draw()
        total += float(math.ceil(math.log(u) / logprob)) if u else math.inf
        if total > count:
            return successes
        successes += 1


def _btrs(units, count, b, a, c, v_r, r, alpha, m, rnd):
    """btrs: Hoermann's transformed rejection with squeeze, with its constants precomputed (_btrs_constants);
    ``rnd`` rounds what the template computes in scalar_t (count and k)."""
    count_plus_one = rnd(count + 1)
    log_m_term = (m + 0.5) * _c_log((m + 1) / (r * (count - m + 1)))
    m_tail, count_m_tail = _stirling_tail(m), _stirling_tail(count - m)
    draw = units.draw
    while True:
        U = draw() - 0.5
        V = draw()
        us = 0.5 - abs(U)
        if us == 0:  # k is -inf: rejected
            continue
        k = rnd(_c_floor((2 * a / us + b) * U + c))
        if k < 0 or k > count:
            continue
        if us >= 0.07 and V <= v_r:
            return k
        V = _c_log(V * alpha / (a / (us * us) + b))
        left = rnd(rnd(count - k) + 1)
        upperbound = ((log_m_term + count_plus_one * _c_log((count - m + 1) / left))
                      + (k + 0.5) * _c_log(r * left / rnd(k + 1))
                      + m_tail + count_m_tail - _stirling_tail(k) - _stirling_tail(rnd(count - k)))
        if V <= upperbound:
            return k


def _btrs_constants(count, prob):
    """btrs's constants for each element, as the template computes them: products of count and prob in their
    dtype (scalar_t), the rest in doubles."""
    kind = count.dtype.type
    with numpy.errstate(all="ignore"):
        stddev = numpy.sqrt(count * prob * (kind(1) - prob)).astype(numpy.float64)
        b = 1.15 + 2.53 * stddev
        a = -0.0873 + 0.0248 * b + 0.01 * prob.astype(numpy.float64)
        c = (count * prob).astype(numpy.float64) + 0.5
        v_r = 0.92 - 4.2 / b
        r = (prob / (kind(1) - prob)).astype(numpy.float64)
        alpha = (2.83 + 5.1 / b) * stddev
        m = numpy.floor((count + kind(1)) * prob).astype(numpy.float64)
    return b, a, c, v_r, r, alpha, m


def binomial(engine, count, prob):
    """_s_binomial_cpu: a Binomial(count, prob) draw per element (``count`` and ``prob`` of one dtype and shape),
    sample_binomial choosing BTRS or inversion on ``min(prob, 1 - prob)``, in its mix of scalar_t and double
    arithmetic. A nan count gives nan (ATen's inversion never ends on one)."""
    kind, shape = count.dtype.type, count.shape
    count, prob = count.ravel(), prob.ravel()
    with numpy.errstate(all="ignore"):
        flip = prob > 0.5
        q = numpy.where(flip, (1.0 - prob.astype(numpy.float64)).astype(count.dtype), prob)  # scalar_t qprob = 1.0 - prob
        use_btrs = count * q >= 10.0
        logprob = numpy.log1p(-q).astype(numpy.float64)  # std::log1p in scalar_t
    constants = zip(*_btrs_constants(count, q))
    rounding = _float_rounding(count.dtype)
    exact_limit = 2.0 ** 53 if kind is numpy.float64 else 2.0 ** 24

    def draw_one(units, n, p, q, flip, use_btrs, logprob, constants):
        if n <= 0.0 or p <= 0.0:
            return 0.0
        if p >= 1.0:
            return n
        if n != n or p != p:
            return math.nan
        if use_btrs:
            # below 2**24 an integer count keeps k, count - k and k + 1 exact in a float
            rnd = float if n < exact_limit and n == math.floor(n) else rounding
            k = _btrs(units, n, *constants, rnd)
        else:
            k = _binomial_inversion(units, n, logprob)
        return rounding(n - k) if flip else k

    values = zip(count.tolist(), prob.tolist(), q.tolist(), flip.tolist(), use_btrs.tolist(), logprob.tolist(),
                 constants)
    return numpy.array(_serially(engine, values, draw_one), dtype=numpy.float64).reshape(shape)


def rrelu_slopes(engine, n, low, high):
    """rrelu_with_noise's training slopes: ``uniform_real_distribution<double>(low, high)`` per negative input,
    ``unit * (high - low) + low`` in doubles (not fused: ATen compiles this kernel without FMA instructions)."""
    return _unit_double(engine, n) * (high - low) + low
