"""Array kernels of native_dropout, embedding_renorm_ and segment_reduce (re-exported by kernels.py as K.<name>
for derivatives.yaml), as ATen's CPU kernels compute them. The serial loops run on the host (NumPy), their
results go back to the input's device."""
import numpy

from . import backends


def _host(a):
    return None if a is None else backends.backend_of(a).to_numpy(a)


def _to_device_of(out, like):
    backend = backends.backend_of(like)
    return out if backend.device_type == "cpu" else backend.host_to_device(out)


def native_dropout(xp, input, p, train):
    """ATen's native_dropout_cpu: training (``train`` true or None) draws a bool mask as ``bernoulli_(1 - p)``
    into a contiguous tensor and returns ``input.mul(mask).mul_(scale)``, scale ``1 / (1 - p)`` (0 where p is 1);
    otherwise a copy of the input and an all-true mask. An empty input gives an empty mask of its dtype."""
    from .kernels import _type_name, bernoulli  # late: kernels imports this module
    if input.size == 0:
        return input.copy(), xp.empty(input.shape, input.dtype)
    if train is None or train:
        p1m = 1.0 - p
        scale = 0.0 if p1m == 0 else 1.0 / p1m
        # empty_like: the mask laid out as the input, drawn in memory order
        mask = bernoulli(xp, xp.empty_like(input, dtype=bool), p1m, None)
        if input.dtype.kind in "iub":
            raise RuntimeError(f"result type Float can't be cast to the desired output type {_type_name(input)}")
        return (input * mask) * input.dtype.type(scale), mask  # the scale rounded to the input's dtype
    return input.copy(), xp.ones(input.shape, bool)


def embedding_renorm(xp, self, indices, max_norm, norm_type):
    """ATen's embedding_renorm_cpu_: each distinct looked-up row (in sorted order; negative indices count from
    the end, as ``self[i]``) whose ``norm(norm_type)`` exceeds ``max_norm`` is scaled by
    ``max_norm / (norm + 1e-7)``, the norm taken in the row's dtype and the scale applied as a float for
    float and half rows."""
    from .kernels import _tensor_type, _type_name, vector_norm
    if self.ndim != 2:
        raise RuntimeError(f"Expected 2-dimensional tensor, but got {self.ndim}-dimensional tensor for argument #1 "
                           "'self' (while checking arguments for embedding_renorm_)")
    if indices.dtype.name not in ("int64", "int32"):
        got = "CPUBoolType" if indices.dtype.kind == "b" else f"torch.{_tensor_type(indices)}"
        raise RuntimeError(f"Expected tensor for argument #2 'indices' to have one of the following scalar types: "
                           f"Long, Int; but got {got} instead (while checking arguments for embedding_renorm_)")
    like, self, indices = self, _host(self), _host(indices)
    out = self.copy()
    rows = sorted(int(i) for i in indices.reshape(-1))
    previous = None
    size = self.shape[0]
    for index in rows:
        if index == previous:
            continue
        previous = index
        if not -size <= index < size:
            raise IndexError(f"select(): index {index} out of range for tensor of size [{size}, {self.shape[1]}] at "
                             "dimension 0")
        if self.dtype.kind != "f":
            raise RuntimeError(f"norm(): input dtype should be either floating point or complex. Got "
                               f"{_type_name(self)} instead.")
        row = out[index]
        norm = float(vector_norm(numpy, row, norm_type, None, False, None))
        if norm > max_norm:
            scale = max_norm / (norm + 1e-7)
            if self.dtype.char == "e":
                out[index] = (row.astype(numpy.float32) * numpy.float32(scale)).astype(self.dtype)
            else:
                out[index] = row * self.dtype.type(scale)
    return _to_device_of(out, like)


_REDUCTIONS = {"max": "max", "amax": "max", "mean": "mean", "min": "min", "amin": "min", "sum": "sum",
               "prod": "prod"}


def _segment_bounds(lengths, offsets, axis):
    """Per outer row (the dims before ``axis``), the (start, end) of each segment along ``axis``."""
    if offsets is not None:
        rows = numpy.asarray(offsets).reshape(-1, offsets.shape[-1]).astype(numpy.int64)
        return [list(zip(r[:-1].tolist(), r[1:].tolist())) for r in rows]
    rows = numpy.asarray(lengths).reshape(-1, lengths.shape[-1]).astype(numpy.int64)
    bounds = []
    for r in rows:
        ends = numpy.cumsum(r).tolist()
        bounds.append(list(zip([0] + ends[:-1], ends)))
    return bounds


def _segment_checks(data, reduce, lengths, indices, offsets, axis, unsafe):
    from .kernels import _type_name, not_implemented_for
    if indices is not None:
        raise RuntimeError("segment_reduce(): indices based reduction is not supported yet.")
    if lengths is None and offsets is None:
        raise RuntimeError("segment_reduce(): Either lengths or offsets must be defined.")
    if reduce not in _REDUCTIONS:
        raise RuntimeError(f"reduce argument must be either sum, prod, mean, amax or amin, got {reduce}")
    name = "offsets" if offsets is not None else "lengths"
    segments = offsets if offsets is not None else lengths
    if not data.ndim >= segments.ndim:
        raise RuntimeError(f"Expected data.dim() >= {name}_value.dim() to be true, but got false.  (Could this error "
                           "message be improved?  If so, please report an enhancement request to PyTorch.)")
    if axis != segments.ndim - 1:
        raise RuntimeError(f"segment_reduce(): Expected axis to be the last dimension of {name} but got {axis}.")
    if offsets is None and not unsafe:
        if lengths.size and int(lengths.min()) < 0:
            raise RuntimeError("lengths contains negative value!")
        if not bool((lengths.sum(-1) == data.shape[axis]).all()):
            raise RuntimeError("segment_reduce(): Expected all rows of lengths along axis to sum to "
                               "data.size(lengths.dim()-1) when !unsafe.")
    if segments.dtype.name not in ("int64", "int32"):
        raise NotImplementedError(f"\"_segment_reduce_{name}_cpu_kernel1\" not implemented for "
                                  f"'{_type_name(segments)}'")
    not_implemented_for(data, "iub", "_segment_reduce_cpu")
    return _REDUCTIONS[reduce]


def _as_rows(a, axis):
    """``a`` as (outer, size along axis, inner)."""
    outer = int(numpy.prod(a.shape[:axis], dtype=numpy.int64))
    inner = int(numpy.prod(a.shape[axis + 1:], dtype=numpy.int64))
    return a.reshape(outer, a.shape[axis], inner)


def segment_reduce(xp, data, reduce, lengths, indices, offsets, axis, unsafe, initial):
    """ATen's _segment_reduce_{lengths,offsets}_cpu_kernel: per segment a serial reduction in the data's dtype
    from ``initial`` (else -inf / 0 / inf / 1), NaN kept by max and min; a mean divides unless NaN, and an empty
    segment's mean is NaN unless ``initial`` is given."""
    axis = axis + data.ndim if axis < 0 else axis
    if not 0 <= axis < max(data.ndim, 1):
        lo, hi = -max(data.ndim, 1), max(data.ndim, 1) - 1
        raise IndexError(f"Dimension out of range (expected to be in range of [{lo}, {hi}], but got {axis})")
    like, data, lengths, indices, offsets = data, _host(data), _host(lengths), _host(indices), _host(offsets)
    kind = _segment_checks(data, reduce, lengths, indices, offsets, axis, unsafe)
    dtype = data.dtype
    bounds = _segment_bounds(lengths, offsets, axis)
    count = len(bounds[0]) if bounds else (offsets.shape[-1] - 1 if offsets is not None else lengths.shape[-1])
    rows = _as_rows(numpy.ascontiguousarray(data), axis)
    out = numpy.empty((rows.shape[0], count, rows.shape[2]), dtype)
    start_value = {"max": -numpy.inf, "min": numpy.inf, "sum": 0, "mean": 0, "prod": 1}[kind]
    first = dtype.type(initial if initial is not None else start_value)
    for o, segments in enumerate(bounds):
        for s, (start, end) in enumerate(segments):
            acc = numpy.full(rows.shape[2], first, dtype)
            for j in range(start, end):
                x = rows[o, j]
                if kind == "max":
                    acc = numpy.maximum(acc, x)
                elif kind == "min":
                    acc = numpy.minimum(acc, x)
                elif kind == "prod":
                    acc = acc * x
                else:
                    acc = acc + x
            length = end - start
            if kind == "mean":
                if length == 0 and initial is None:
                    acc = numpy.full(rows.shape[2], numpy.nan, dtype)
                elif length > 0:
                    wide = numpy.float64 if dtype == numpy.float64 else numpy.float32
                    divided = (acc.astype(wide) / wide(length)).astype(dtype)
                    acc = numpy.where(numpy.isnan(acc), acc, divided)
            out[o, s] = acc
    shape = data.shape[:axis] + (count,) + data.shape[axis + 1:]
    return _to_device_of(out.reshape(shape), like)


def segment_reduce_backward(xp, grad, output, data, reduce, lengths, offsets, axis, initial):
    """ATen's _segment_reduce_cpu_*_backward_kernel: sum passes the gradient, mean divides it by the segment's
    length; max and min give it to every element equal to the result (or NaN), positive gradients then shared
    among them; prod gives grad * output / x, or the exclusive product where x is 0 or NaN."""
    axis = axis + data.ndim if axis < 0 else axis
    kind = _REDUCTIONS[reduce]
    like, grad, output, data = data, _host(grad), _host(output), _host(data)
    lengths, offsets = _host(lengths), _host(offsets)
    dtype = data.dtype
    bounds = _segment_bounds(lengths, offsets, axis)
    rows = _as_rows(numpy.ascontiguousarray(data), axis)
    g = _as_rows(numpy.ascontiguousarray(grad), axis)
    out = _as_rows(numpy.ascontiguousarray(output), axis)
    result = numpy.zeros(rows.shape, dtype)
    for o, segments in enumerate(bounds):
        for s, (start, end) in enumerate(segments):
            gv = g[o, s]
            length = end - start
            if kind == "sum":
                result[o, start:end] = gv
            elif kind == "mean":
                if length:
                    wide = numpy.float64 if dtype == numpy.float64 else numpy.float32
                    divided = (gv.astype(wide) / wide(length)).astype(dtype)
                    result[o, start:end] = numpy.where(numpy.isnan(gv), gv, divided)
            elif kind in ("max", "min"):
                seg = rows[o, start:end]
                hit = numpy.isnan(seg) | (seg == out[o, s])
                result[o, start:end] = numpy.where(hit, gv, 0)
                counter = hit.sum(0)
                block = result[o, start:end]
                share = (counter >= 2) & (block > 0)
                result[o, start:end] = numpy.where(share, block / numpy.maximum(counter, 1).astype(dtype), block)
            else:
                seg = rows[o, start:end]
                scaled = gv * out[o, s]
                with numpy.errstate(divide="ignore", invalid="ignore"):
                    plain = scaled / seg
                for j in range(length):
                    special = numpy.isnan(seg[j]) | (seg[j] == 0)
                    if special.any():
                        exclusive = numpy.full(seg.shape[1], dtype.type(1 if initial is None else initial), dtype)
                        for k in range(length):
                            if k != j:
                                exclusive = exclusive * seg[k]
                        plain[j] = numpy.where(special, gv * exclusive, plain[j])
                result[o, start:end] = plain
    return _to_device_of(result.reshape(data.shape), like)
