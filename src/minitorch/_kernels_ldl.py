"""Array kernels of linalg.ldl_factor_ex and linalg.ldl_solve: LAPACK's sytf2 / sytrs with the lower
triangle (Bunch-Kaufman pivoting, 1x1 and 2x2 diagonal blocks), so LD and the pivots follow LAPACK's
conventions as PyTorch returns them: L's unit diagonal implied, each 2x2 block's off-diagonal entry below
the diagonal, the upper triangle zero, pivots 1-based int32, negative (the row swapped with) on both rows
of a 2x2 block. Computed on the host, one matrix at a time (re-exported by kernels.py as K.<name>)."""
import math

from . import backends
from .kernels import _type_name

_ALPHA = (1 + math.sqrt(17)) / 8  # Bunch-Kaufman's growth bound


def _host(a):
    return backends.backend_of(a).to_numpy(a)


def _device(like, array):
    backend = backends.backend_of(like)
    return backend.host_to_device(array) if backend.device_type != "cpu" else array


def _swap_rows(a, i, j):
    a[[i, j]] = a[[j, i]]


def _sytf2(a):
    """Factors the lower triangle of ``a`` (n x n, modified in place) as P L D L^T P^T; returns the pivots
    (1-based) and LAPACK's info (the first zero pivot, 1-based, else 0)."""
    import numpy
    n = a.shape[0]
    pivots = numpy.zeros(n, dtype="int32")
    info, k = 0, 0
    while k < n:
        step = 1
        absakk = abs(a[k, k])
        if k < n - 1:
            imax = k + 1 + int(numpy.argmax(numpy.abs(a[k + 1:, k])))
            colmax = abs(a[imax, k])
        else:
            imax, colmax = k, 0.0
        if max(absakk, colmax) == 0 or math.isnan(absakk):  # a zero column: record it and go on
            if info == 0:
                info = k + 1
            kp = k
        else:
            if absakk >= _ALPHA * colmax:
                kp = k
            else:
                row = numpy.abs(numpy.concatenate([a[imax, k:imax], a[imax + 1:, imax]]))
                rowmax = row.max()
                if absakk >= _ALPHA * colmax * (colmax / rowmax):
                    kp = k
                elif abs(a[imax, imax]) >= _ALPHA * rowmax:
                    kp = imax
                else:
                    kp, step = imax, 2
            kk = k + step - 1
            if kp != kk:  # swap rows and columns kk and kp of the trailing lower triangle
                tail = a[kp + 1:, kk].copy()
                a[kp + 1:, kk] = a[kp + 1:, kp]
                a[kp + 1:, kp] = tail
                between = a[kk + 1:kp, kk].copy()
                a[kk + 1:kp, kk] = a[kp, kk + 1:kp]
                a[kp, kk + 1:kp] = between
                a[kk, kk], a[kp, kp] = a[kp, kp], a[kk, kk]
                if step == 2:
                    a[k + 1, k], a[kp, k] = a[kp, k], a[k + 1, k]
            if step == 1:
                if k < n - 1:
                    d11 = 1 / a[k, k]
                    x = a[k + 1:, k].copy()
                    a[k + 1:, k + 1:] -= numpy.tril(d11 * numpy.outer(x, x))
                    a[k + 1:, k] *= d11
            elif k < n - 2:
                d21 = a[k + 1, k]
                d11 = a[k + 1, k + 1] / d21
                d22 = a[k, k] / d21
                t = 1 / (d11 * d22 - 1)
                d21 = t / d21
                wk = d21 * (d11 * a[k + 2:, k] - a[k + 2:, k + 1])
                wkp1 = d21 * (d22 * a[k + 2:, k + 1] - a[k + 2:, k])
                a[k + 2:, k + 2:] -= numpy.tril(numpy.outer(a[k + 2:, k], wk))
                a[k + 2:, k + 2:] -= numpy.tril(numpy.outer(a[k + 2:, k + 1], wkp1))
                a[k + 2:, k], a[k + 2:, k + 1] = wk, wkp1
        if step == 1:
            pivots[k] = kp + 1
        else:
            pivots[k] = pivots[k + 1] = -(kp + 1)
        k += step
    return pivots, info


def ldl_factor_ex(xp, a, hermitian, check_errors, name="torch.linalg.ldl_factor_ex"):
    """(LD, pivots, info) of each matrix of ``a`` (only its lower triangle is read; real, so ``hermitian``
    changes nothing)."""
    import numpy
    if a.ndim < 2:
        raise RuntimeError(f"{name}: The input tensor A must have at least 2 dimensions.")
    if a.shape[-1] != a.shape[-2]:
        raise RuntimeError(f"{name}: A must be batches of square matrices, but they are {a.shape[-2]} by "
                           f"{a.shape[-1]} matrices")
    if a.dtype.kind != "f":
        raise RuntimeError(f"{name}: Expected a floating point or complex tensor as input. Got {_type_name(a)}")
    host = numpy.array(_host(a))
    batch, n = host.shape[:-2], host.shape[-1]
    ld = numpy.tril(host).reshape((-1, n, n))
    pivots = numpy.zeros((ld.shape[0], n), dtype="int32")
    info = numpy.zeros(ld.shape[0], dtype="int32")
    for i in range(ld.shape[0]):
        pivots[i], info[i] = _sytf2(ld[i])
    if check_errors:
        check_ldl_errors(info, name)
    ld = numpy.tril(ld).reshape(host.shape)
    return (_device(a, ld), _device(a, pivots.reshape(batch + (n,))), _device(a, info.reshape(batch)))


def check_ldl_errors(info, name):
    """PyTorch 2.13 has no message for a singular factorization: its internal assert."""
    failed = [int(i) for i in _host(info).reshape(-1) if i != 0]
    if failed:
        raise RuntimeError('false INTERNAL ASSERT FAILED at "/__w/pytorch/pytorch/aten/src/ATen/native/'
                           'BatchLinearAlgebra.cpp":1642, please report a bug to PyTorch. '
                           f"{name}: Unknown error code: {failed[0]}.")


def _sytrs(ld, pivots, b):
    """Solves (P L D L^T P^T) X = b in place of ``b`` (LAPACK's sytrs, lower)."""
    n = ld.shape[0]
    k = 0
    while k < n:  # L D Y = P^T b
        if pivots[k] > 0:
            kp = pivots[k] - 1
            if kp != k:
                _swap_rows(b, k, kp)
            b[k + 1:] -= ld[k + 1:, k:k + 1] * b[k:k + 1]
            b[k] /= ld[k, k]
            k += 1
        else:
            kp = -pivots[k] - 1
            if kp != k + 1:
                _swap_rows(b, k + 1, kp)
            b[k + 2:] -= ld[k + 2:, k:k + 1] * b[k:k + 1] + ld[k + 2:, k + 1:k + 2] * b[k + 1:k + 2]
            akm1k = ld[k + 1, k]
            akm1, ak = ld[k, k] / akm1k, ld[k + 1, k + 1] / akm1k
            denom = akm1 * ak - 1
            bkm1, bk = b[k] / akm1k, b[k + 1] / akm1k
            b[k], b[k + 1] = (ak * bkm1 - bk) / denom, (akm1 * bk - bkm1) / denom
            k += 2
    k = n - 1
    while k >= 0:  # L^T P^T X = Y
        if pivots[k] > 0:
            b[k] -= ld[k + 1:, k] @ b[k + 1:]
            kp = pivots[k] - 1
            if kp != k:
                _swap_rows(b, k, kp)
            k -= 1
        else:
            b[k] -= ld[k + 1:, k] @ b[k + 1:]
            b[k - 1] -= ld[k + 1:, k - 1] @ b[k + 1:]
            kp = -pivots[k] - 1
            if kp != k:
                _swap_rows(b, k, kp)
            k -= 2


def ldl_solve(xp, ld, pivots, b, hermitian):
    """X with A X = B for A given by ldl_factor's (LD, pivots), batches broadcast."""
    import numpy
    if ld.ndim < 2:
        raise RuntimeError("torch.linalg.ldl_solve: The input tensor A must have at least 2 dimensions.")
    if ld.shape[-1] != ld.shape[-2]:
        raise RuntimeError(f"torch.linalg.ldl_solve: A must be batches of square matrices, but they are "
                           f"{ld.shape[-2]} by {ld.shape[-1]} matrices")
    if pivots.shape != ld.shape[:-1]:
        raise RuntimeError("torch.linalg.ldl_solve: Expected LD.shape[:-1] and pivots.shape to be the same, but got "
                           f"pivots with shape [{', '.join(map(str, pivots.shape))}] instead")
    if pivots.dtype.kind not in "iu":
        raise RuntimeError(f"torch.linalg.ldl_solve: Expected pivots to be integers. Got {_type_name(pivots)}")
    if b.ndim < 2:
        raise IndexError(f"Dimension out of range (expected to be in range of [{-max(b.ndim, 1)}, "
                         f"{max(b.ndim, 1) - 1}], but got -2)")
    if ld.shape[-1] != b.shape[-2]:
        raise RuntimeError(f"Incompatible matrix sizes for torch.linalg.ldl_solve: each A matrix is {ld.shape[-2]} "
                           f"by {ld.shape[-1]} but each b matrix is {b.shape[-2]} by {b.shape[-1]}")
    if ld.dtype != b.dtype:
        raise RuntimeError(f"Expected b and A to have the same dtype, but found b of type {_type_name(b)} and A of "
                           f"type {_type_name(ld)} instead.")
    n = ld.shape[-1]
    batch = numpy.broadcast_shapes(ld.shape[:-2], b.shape[:-2], pivots.shape[:-1])
    lds = numpy.broadcast_to(_host(ld), batch + (n, n)).reshape((-1, n, n))
    pivs = numpy.broadcast_to(_host(pivots), batch + (n,)).reshape((-1, n))
    x = numpy.array(numpy.broadcast_to(_host(b), batch + b.shape[-2:])).reshape((-1,) + b.shape[-2:])
    for i in range(x.shape[0]):
        _sytrs(lds[i], pivs[i], x[i])
    return _device(b, x.reshape(batch + b.shape[-2:]))
