"""Fused multiply-add (``a * b + c`` rounded once) over NumPy arrays, which NumPy lacks: ATen's kernels use
``std::fma`` and vector FMA instructions (GCC also contracts ``a * b + c`` into one where it may), and
reproducing their bits needs the single rounding."""
import numpy


def fma_float32(a, b, c):
    """``a * b + c`` in floats, rounded once, as float32. The product of two floats is exact in a double, so the
    double sum rounded to float is right except where that sum lies exactly on a float rounding midpoint (then
    rounded twice) or in the float subnormal range: those few elements are redone exactly."""
    a, b, c = (numpy.asarray(v, numpy.float32) for v in (a, b, c))
    total = numpy.multiply(a, b, dtype=numpy.float64)
    total += c
    result = total.astype(numpy.float32)
    risky = (total.view(numpy.int64) & 0x1FFFFFFF) == 0x10000000  # the 29 bits a float drops: exactly half
    risky |= (result.view(numpy.uint32) & numpy.uint32(0x7FFFFFFF)) < numpy.uint32(0x01000000)  # |r| < 2**-125
    if risky.any():
        product = numpy.multiply(a, b, dtype=numpy.float64)
        addend = numpy.broadcast_to(c.astype(numpy.float64), total.shape)
        if result.ndim:
            result[risky] = _sum_to_float(product[risky], addend[risky])
        else:
            result = _sum_to_float(product.reshape(1), addend.reshape(1))[0]
    return result


def _sum_to_float(p, c):
    """``p + c`` (doubles) rounded once to float: the double sum rounded to odd (its last bit set where the
    TwoSum error is not zero, moving toward the exact sum), which a second rounding to 24 bits cannot spoil."""
    s = p + c
    back = s - p
    error = (p - (s - back)) + (c - back)
    inexact_even = (error != 0) & ((s.view(numpy.int64) & 1) == 0)
    s[inexact_even] = numpy.nextafter(s[inexact_even], numpy.copysign(numpy.inf, error[inexact_even]))
    return s.astype(numpy.float32)


def fma_double(a, b, c):
    """``a * b + c`` rounded once, in doubles: the product's rounding error recovered exactly (Dekker's split) and
    added back with the sum's."""
    product = a * b
    split = 134217729.0  # 2**27 + 1
    a_hi = split * a - (split * a - a)
    b_hi = split * b - (split * b - b)
    a_lo, b_lo = a - a_hi, b - b_hi
    product_error = ((a_hi * b_hi - product) + a_hi * b_lo + a_lo * b_hi) + a_lo * b_lo
    total = product + c
    back = total - product
    sum_error = (product - (total - back)) + (c - back)
    return total + (product_error + sum_error)
