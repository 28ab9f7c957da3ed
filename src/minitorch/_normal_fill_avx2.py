"""PyTorch's float normal_ fill on a contiguous tensor of 16 or more elements (an AVX2 build's
``NormalFill16<float>``): Box-Muller on blocks of 16 uniforms, with avx_mathfun's float32 ``log`` and ``sincos``
(Cephes polynomials). Each step below is one float32 operation of the kernel as GCC compiled it for torch
2.13: the multiply-adds it contracted into fused ones were read off that kernel's machine code, and the result
was checked bit for bit against PyTorch over every possible uniform input."""
import numpy

from ._fma import fma_float32 as fma

f32, i32, u32 = numpy.float32, numpy.int32, numpy.uint32

# The constants as the kernel holds them: the C literals rounded to float32.
_SQRT_HALF = f32(0.707106781186547524)
_LOG_P = [f32(v) for v in (7.0376836292E-2, -1.1514610310E-1, 1.1676998740E-1, -1.2420140846E-1,
                           1.4249322787E-1, -1.6668057665E-1, 2.0000714765E-1, -2.4999993993E-1, 3.3333331174E-1)]
_LOG_Q1, _LOG_Q2 = f32(-2.12194440e-4), f32(0.693359375)
_MINUS_DP = [f32(-0.78515625), f32(-2.4187564849853515625e-4), f32(-3.77489497744594108e-8)]
_SIN_COEFFICIENTS = [f32(-1.9515295891E-4), f32(8.3321608736E-3), f32(-1.6666654611E-1)]
_COS_COEFFICIENTS = [f32(2.443315711809948E-005), f32(-1.388731625493765E-003), f32(4.166664568298827E-002)]
_FOUR_OVER_PI = f32(1.27323954473516)
_ONE, _HALF, _ZERO = f32(1), f32(0.5), f32(0)
_MIN_NORMAL = numpy.array(0x00800000, u32).view(f32)
_TWO_PI = f32(2.0 * numpy.pi)  # 2.0f * c10::pi<double>: a double product, then a float
_CHUNK = 8192  # blocks per batch: the temporaries stay in cache


def _log(x):
    """log256_ps: the exponent split off, the mantissa in [sqrt(1/2), sqrt(2)) through a degree-8 polynomial."""
    invalid = numpy.where(x <= 0, u32(0xFFFFFFFF), u32(0))
    bits = numpy.maximum(x, _MIN_NORMAL).view(u32)
    e = ((bits >> u32(23)).astype(i32) - i32(0x7F)).astype(f32) + _ONE
    x = ((bits & u32(0x807FFFFF)) | _HALF.view(u32)).view(f32)
    small = x < _SQRT_HALF
    kept = numpy.where(small, x, _ZERO)
    x = x - _ONE
    e = e - numpy.where(small, _ONE, _ZERO)
    x = x + kept
    z = x * x
    y = numpy.full_like(x, _LOG_P[0])
    for p in _LOG_P[1:]:
        y = fma(y, x, p)
    y = y * x
    y = fma(y, z, e * _LOG_Q1)
    y = fma(-z, _HALF, y)
    x = fma(e, _LOG_Q2, x + y)
    return (x.view(u32) | invalid).view(f32)


def _sincos(x):
    """sincos256_ps: the octant from x * 4/pi, x reduced by pi/4 in three parts, both polynomials, then each
    result picked and signed by the octant."""
    sign_sin = x.view(u32) & u32(0x80000000)
    x = (x.view(u32) & u32(0x7FFFFFFF)).view(f32)
    octant = (x * _FOUR_OVER_PI).astype(i32)
    octant = (octant + i32(1)) & i32(~1)
    y = octant.astype(f32)
    sign_sin ^= ((octant & 4) << 29).astype(u32)
    sign_cos = ((~(octant - i32(2)) & 4) << 29).astype(u32)
    sine_first = (octant & 2) == 0
    for d in _MINUS_DP:
        x = fma(y, d, x)
    z = x * x
    cos_poly = numpy.full_like(x, _COS_COEFFICIENTS[0])
    for c in _COS_COEFFICIENTS[1:]:
        cos_poly = fma(cos_poly, z, c)
    cos_poly = fma(cos_poly * z, z, -(z * _HALF)) + _ONE
    sin_poly = numpy.full_like(x, _SIN_COEFFICIENTS[0])
    for c in _SIN_COEFFICIENTS[1:]:
        sin_poly = fma(sin_poly, z, c)
    sin_poly = fma(sin_poly * z, x, x)
    # the kernel's and/andnot selection, then its adds (which fix the signs of zeros)
    sin_part = numpy.where(sine_first, sin_poly, _ZERO)
    cos_part = numpy.where(sine_first, _ZERO, cos_poly)
    sine = cos_part + sin_part
    cosine = (cos_poly - cos_part) + (sin_poly - sin_part)
    return (sine.view(u32) ^ sign_sin).view(f32), (cosine.view(u32) ^ sign_cos).view(f32)


def _fill_16(units, mean, std, out):
    """NormalFill16 on every row of (blocks, 16) uniforms: radii from the first 8, angles from the last 8."""
    radius = numpy.sqrt(f32(-2) * _log(_ONE - units[:, :8]))
    sine, cosine = _sincos(_TWO_PI * units[:, 8:])
    out[:, :8] = fma(radius * cosine, std, mean)
    out[:, 8:] = fma(radius * sine, std, mean)


def normal_fill_float(units, tail, size, mean, std):
    """The ``size`` float32 values: Box-Muller on each whole block of 16 of ``units`` and, when 16 does not divide
    ``size``, on the 16 ``tail`` uniforms, written over the last 16 values."""
    mean, std = f32(mean), f32(std)
    blocks = size // 16
    out = numpy.empty(size, f32)
    whole, done = units[:blocks * 16].reshape(blocks, 16), out[:blocks * 16].reshape(blocks, 16)
    for k in range(0, blocks, _CHUNK):
        _fill_16(whole[k:k + _CHUNK], mean, std, done[k:k + _CHUNK])
    if tail is not None:
        _fill_16(tail.reshape(1, 16), mean, std, out[size - 16:].reshape(1, 16))
    return out
