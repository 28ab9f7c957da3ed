"""Array kernels of native_dropout and embedding_renorm_ (re-exported by kernels.py as K.<name> for
derivatives.yaml), as ATen's CPU kernels compute them."""
import numpy


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
    out = self.copy()
    rows = sorted(int(i) for i in numpy.asarray(indices).reshape(-1))
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
        norm = float(vector_norm(xp, row, norm_type, None, False, None))
        if norm > max_norm:
            scale = max_norm / (norm + 1e-7)
            if self.dtype.char == "e":
                out[index] = (row.astype(numpy.float32) * numpy.float32(scale)).astype(self.dtype)
            else:
                out[index] = row * self.dtype.type(scale)
    return out
