"""Array kernels of conv_tbc, the legacy triangular_solve, and the poisson / binomial samplers (re-exported
by kernels.py as K.<name> for derivatives.yaml)."""
from .kernels import _host_random, _not_for, _only_float_or_double, _type_name, convolution, linalg_solve_triangular


def conv_tbc(xp, input, weight, bias, pad):
    """(time, batch, in) x (width, in, out) + (out,) -> (time + 2 pad - width + 1, batch, out): conv1d over
    time with the layouts moved (an empty time axis when the kernel is wider than the padded input)."""
    if input.ndim != 3:
        raise RuntimeError("Input must have 3 dims: time, batch, in_channel")
    if weight.ndim != 3:
        raise RuntimeError("Weight tensor must have 3 dims: kernel_width, in_channels, out_channels.")
    if bias.ndim != 1:
        raise RuntimeError("Bias must be 1-D")
    if input.shape[2] != weight.shape[1]:
        raise RuntimeError("Input dim 2 (input channels) is not == dim 1 in the weight tensor")
    if weight.shape[2] != bias.shape[0]:
        raise RuntimeError("Bias size must equal dim 2 in the weight tensor (output channels).")
    time, batch = input.shape[:2]
    out_time = time + 2 * pad - weight.shape[0] + 1
    if out_time <= 0:
        return xp.zeros((max(out_time, 0), batch, weight.shape[2]), dtype=input.dtype)
    out = convolution(xp, input.transpose(1, 2, 0), weight.transpose(2, 1, 0), bias, (1,), (pad,), (1,), False, (0,), 1)
    return xp.ascontiguousarray(out.transpose(2, 0, 1))


def triangular_solve(xp, b, a, upper, transpose, unitriangular):
    """(X, A's copy) with op(A) X = b, op(A) = A or A^T, reading A's upper or lower triangle; both broadcast
    to the common batch shape."""
    for name, array in (("b", b), ("A", a)):
        if array.ndim < 2:
            raise RuntimeError(f"torch.triangular_solve: Expected {name} to have at least 2 dimensions, but it has "
                               f"{array.ndim} dimensions instead")
    if a.shape[-1] != a.shape[-2]:
        raise RuntimeError(f"A must be batches of square matrices, but they are {a.shape[-2]} by {a.shape[-1]} "
                           "matrices")
    if a.shape[-1] != b.shape[-2]:
        raise RuntimeError(f"Incompatible matrix sizes for triangular_solve: each A matrix is {a.shape[-2]} by "
                           f"{a.shape[-1]} but each b matrix is {b.shape[-2]} by {b.shape[-1]}")
    if a.dtype != b.dtype:
        raise RuntimeError(f"Expected b and A to have the same dtype, but found b of type {_type_name(b)} and A of "
                           f"type {_type_name(a)} instead.")
    _not_for("triangular_solve", a, "iub")
    batch = xp.broadcast_shapes(a.shape[:-2], b.shape[:-2])
    coefficient = xp.array(xp.broadcast_to(a, batch + a.shape[-2:]))
    op_a = xp.swapaxes(coefficient, -1, -2) if transpose else coefficient
    solution = linalg_solve_triangular(xp, op_a, b, upper != transpose, True, unitriangular)
    return solution, coefficient


def poisson(xp, rate, generator):
    """Poisson(rate) counts in rate's dtype, PyTorch's values (ATen's sampler on its stream)."""
    from . import _aten_random
    from ._random import rng
    from . import backends
    _not_for("poisson", rate, "iub")
    rates = backends.backend_of(rate).to_numpy(rate).astype("float64")
    return _host_random(rate, _aten_random.poisson(rng(generator), rates))


def binomial(xp, count, prob, generator):
    """Binomial(count, prob) draws (prob broadcast to count's shape, one floating dtype), PyTorch's values
    (ATen's sampler on its stream): prob >= 1 gives the count itself and prob <= 0 gives 0."""
    import numpy
    from . import _aten_random
    from ._random import rng
    from . import backends
    if count.dtype != prob.dtype:
        raise RuntimeError(f"Found dtype {_type_name(prob)} but expected {_type_name(count)}")
    _only_float_or_double("binomial", count)
    shape = xp.broadcast_shapes(count.shape, prob.shape)
    n = numpy.ascontiguousarray(numpy.broadcast_to(backends.backend_of(count).to_numpy(count), shape))
    p = numpy.ascontiguousarray(numpy.broadcast_to(backends.backend_of(prob).to_numpy(prob), shape))
    return _host_random(xp.broadcast_to(count, shape), _aten_random.binomial(rng(generator), n, p))


def householder_product(xp, a, tau):
    """The first n columns of H_1 ... H_k, H_i = I - tau_i v_i v_i^H, v_i column i of ``a`` below the diagonal
    with a 1 on it (LAPACK's orgqr); applied right to left onto the identity's first n columns."""
    m, n = a.shape[-2:]
    q = xp.array(xp.broadcast_to(xp.eye(m, n, dtype=a.dtype), a.shape[:-2] + (m, n)))
    for i in reversed(range(tau.shape[-1])):
        v = xp.array(a[..., :, i:i + 1])
        v[..., :i, :] = 0
        v[..., i, :] = 1
        q = q - tau[..., i, None, None] * (v @ (xp.swapaxes(v, -1, -2).conj() @ q))
    return q


def ormqr(xp, a, tau, other, left, transpose):
    """op(Q) other (``left``) or other op(Q), Q the m x m product of the k reflectors (their columns padded
    with zero reflectors, tau 0, up to m), op the conjugate transpose when ``transpose``."""
    m, k = a.shape[-2], tau.shape[-1]
    reflectors = xp.zeros(a.shape[:-2] + (m, m), dtype=a.dtype)
    reflectors[..., :, :k] = a[..., :, :k]
    taus = xp.zeros(tau.shape[:-1] + (m,), dtype=tau.dtype)
    taus[..., :k] = tau
    q = householder_product(xp, reflectors, taus)
    if transpose:
        q = xp.swapaxes(q, -1, -2).conj()
    return q @ other if left else other @ q
