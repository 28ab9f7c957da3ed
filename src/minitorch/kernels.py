"""Hand-written kernels for entries whose forward is more than one array expression.

Every function takes the array module ``xp`` first and works on raw arrays, so the
same code runs on NumPy and CuPy. derivatives.yaml calls them as ``K.<name>(...)``.
"""
import builtins

from . import backends

_slice = builtins.slice  # `slice` below is the slice kernel


def dims(dim, ndim):
    """``dim`` (None, int or tuple, negative allowed) as a tuple, or None for all dims."""
    if dim is None or dim == ():
        return None
    if isinstance(dim, int):
        dim = (dim,)
    n = max(ndim, 1)
    out = []
    for d in dim:
        if d < -n or d >= n:
            raise IndexError(f"Dimension out of range (expected to be in range of [{-n}, {n - 1}], but got {d})")
        out.append(d % n if ndim else 0)
    return tuple(out)


def sum(xp, a, dim, keepdim, dtype):  # noqa: A001 (the op's name)
    d = dims(dim, a.ndim)
    if dtype is None and a.dtype.kind in "bui":
        dtype = "int64"
    return xp.sum(a, axis=d if a.ndim else None, keepdims=keepdim, dtype=dtype)


def mean(xp, a, dim, keepdim, dtype):
    if dtype is None and a.dtype.kind != "f":
        raise RuntimeError(
            f"mean(): could not infer output dtype. Input dtype must be either a floating point or complex "
            f"dtype. Got: {_type_name(a)}")
    d = dims(dim, a.ndim)
    return xp.mean(a, axis=d if a.ndim else None, keepdims=keepdim, dtype=dtype)


def _type_name(a):
    return {"int64": "Long", "int32": "Int", "bool": "Bool", "uint8": "Byte", "int16": "Short",
            "int8": "Char"}.get(a.dtype.name, a.dtype.name)


def amax(xp, a, dim, keepdim):
    d = dims(dim, a.ndim)
    if a.size == 0:
        raise IndexError("amax(): Expected reduction dim to be specified for input.numel() == 0. Specify the "
                         "reduction dim with the 'dim' argument.")
    return xp.max(a, axis=d if a.ndim else None, keepdims=keepdim)


def amin(xp, a, dim, keepdim):
    d = dims(dim, a.ndim)
    return xp.min(a, axis=d if a.ndim else None, keepdims=keepdim)


def max_all(xp, a):
    if a.size == 0:
        raise RuntimeError("max(): Expected reduction dim to be specified for input.numel() == 0. Specify the "
                           "reduction dim with the 'dim' argument.")
    return xp.max(a)


def min_all(xp, a):
    if a.size == 0:
        raise RuntimeError("min(): Expected reduction dim to be specified for input.numel() == 0. Specify the "
                           "reduction dim with the 'dim' argument.")
    return xp.min(a)


def max_dim(xp, a, dim, keepdim, largest=True):
    (d,) = dims(dim, a.ndim)
    if a.ndim == 0:
        return a.copy(), xp.zeros((), "int64")
    idx = xp.argmax(a, axis=d, keepdims=True) if largest else xp.argmin(a, axis=d, keepdims=True)
    values = xp.take_along_axis(a, idx, axis=d)
    if not keepdim:
        values, idx = values.squeeze(d), idx.squeeze(d)
    return values, idx.astype("int64")


def softmax(xp, a, dim):
    d = dims(dim, a.ndim)[0] if a.ndim else None
    shifted = a - xp.max(a, axis=d, keepdims=True)
    e = xp.exp(shifted)
    return e / xp.sum(e, axis=d, keepdims=True)


def log_softmax(xp, a, dim):
    d = dims(dim, a.ndim)[0] if a.ndim else None
    shifted = a - xp.max(a, axis=d, keepdims=True)
    return shifted - xp.log(xp.sum(xp.exp(shifted), axis=d, keepdims=True))


def _check_matmul(a, b, name="matmul"):
    if a.ndim == 0 or b.ndim == 0:
        raise RuntimeError(f"both arguments to matmul need to be at least 1D, but they are {a.ndim}D and {b.ndim}D")
    k_a = a.shape[-1]
    k_b = b.shape[0] if b.ndim == 1 else b.shape[-2]
    if k_a != k_b:
        sa = "x".join(map(str, a.shape if a.ndim > 1 else (1,) + a.shape))
        if b.ndim == 1:
            raise RuntimeError(f"size mismatch, got input ({a.shape[0] if a.ndim > 1 else 1}), mat "
                               f"({sa}), vec ({b.shape[0]})") if a.ndim == 2 else \
                RuntimeError(f"mat1 and mat2 shapes cannot be multiplied ({sa} and {b.shape[0]}x1)")
        sb = "x".join(map(str, b.shape[-2:]))
        raise RuntimeError(f"mat1 and mat2 shapes cannot be multiplied ({sa} and {sb})")


def matmul(xp, a, b):
    _check_matmul(a, b)
    return xp.matmul(a, b)


def mm(xp, a, b):
    if a.ndim != 2:
        raise RuntimeError(f"self must be a matrix")
    if b.ndim != 2:
        raise RuntimeError(f"mat2 must be a matrix")
    if a.shape[1] != b.shape[0]:
        raise RuntimeError(f"mat1 and mat2 shapes cannot be multiplied ({a.shape[0]}x{a.shape[1]} and "
                           f"{b.shape[0]}x{b.shape[1]})")
    return xp.matmul(a, b)


def transpose(xp, a, dim0, dim1):
    if a.ndim == 0:
        return a
    d0, d1 = dims((dim0, dim1), a.ndim)
    return xp.swapaxes(a, d0, d1)


def permute(xp, a, order):
    if len(order) != a.ndim:
        raise RuntimeError(f"permute(sparse_coo): number of dimensions in the tensor input does not match the "
                           f"length of the desired ordering of dimensions i.e. input.dim() = {a.ndim} is not equal "
                           f"to len(dims) = {len(order)}")
    return xp.transpose(a, dims(order, a.ndim) or ())


def t(xp, a):
    if a.ndim > 2:
        raise RuntimeError(f"t() expects a tensor with <= 2 dimensions, but self is {a.ndim}D")
    return a.T


def view(xp, a, size):
    size = _infer_size(size, a.size)
    if a.flags.c_contiguous if hasattr(a, "flags") else True:
        return a.reshape(size)
    raise RuntimeError("view size is not compatible with input tensor's size and stride (at least one dimension "
                       "spans across two contiguous subspaces). Use .reshape(...) instead.")


def reshape(xp, a, size):
    return a.reshape(_infer_size(size, a.size))


def _infer_size(size, numel):
    size = tuple(size)
    if size.count(-1) > 1:
        raise RuntimeError("only one dimension can be inferred")
    known = 1
    for s in size:
        if s != -1:
            known *= s
    if -1 in size:
        if known == 0 or numel % known:
            raise RuntimeError(f"shape '[{', '.join(map(str, size))}]' is invalid for input of size {numel}")
        size = tuple(numel // known if s == -1 else s for s in size)
    elif known != numel:
        raise RuntimeError(f"shape '[{', '.join(map(str, size))}]' is invalid for input of size {numel}")
    return size


def expand(xp, a, size):
    size = tuple(size)
    if len(size) < a.ndim:
        raise RuntimeError(f"expand(torch.{_tensor_type(a)}{{[{', '.join(map(str, a.shape))}]}}, size=[{', '.join(map(str, size))}]): "
                           f"the number of sizes provided ({len(size)}) must be greater or equal to the number of "
                           f"dimensions in the tensor ({a.ndim})")
    lead = len(size) - a.ndim
    target = []
    for i, s in enumerate(size):
        if i < lead:
            if s == -1:
                raise RuntimeError(f"The expanded size of the tensor (-1) isn't allowed in a leading, "
                                   f"non-existing dimension {i}")
            target.append(s)
        else:
            cur = a.shape[i - lead]
            if s == -1:
                s = cur
            elif cur != 1 and cur != s:
                raise RuntimeError(f"The expanded size of the tensor ({s}) must match the existing size ({cur}) "
                                   f"at non-singleton dimension {i}.  Target sizes: [{', '.join(map(str, size))}]."
                                   f"  Tensor sizes: [{', '.join(map(str, a.shape))}]")
            target.append(s)
    return xp.broadcast_to(a, tuple(target))


def _tensor_type(a):
    return {"float32": "FloatTensor", "float64": "DoubleTensor", "int64": "LongTensor"}.get(a.dtype.name, "Tensor")


def squeeze(xp, a, dim):
    if dim is None:
        return a.reshape(tuple(s for s in a.shape if s != 1))
    ds = dims(dim, a.ndim) or ()
    ds = tuple(d for d in ds if a.ndim and a.shape[d] == 1)
    return xp.squeeze(a, axis=ds) if ds else a.reshape(a.shape)


def unsqueeze(xp, a, dim):
    n = a.ndim + 1
    if dim < -n or dim >= n:
        raise IndexError(f"Dimension out of range (expected to be in range of [{-n}, {n - 1}], but got {dim})")
    return xp.expand_dims(a, dim % n)


def select(xp, a, dim, index):
    if a.ndim == 0:
        raise IndexError("select() cannot be applied to a 0-dim tensor.")
    (d,) = dims(dim, a.ndim)
    size = a.shape[d]
    if index < -size or index >= size:
        raise IndexError(f"select(): index {index} out of range for tensor of size [{', '.join(map(str, a.shape))}] "
                         f"at dimension {dim}")
    key = [_slice(None)] * a.ndim
    key[d] = index
    return a[tuple(key) + (Ellipsis,)]  # `...` keeps a 0-dim result an array view, not a scalar copy


def select_backward(xp, grad, sizes, dim, index):
    out = xp.zeros(tuple(sizes), grad.dtype)
    key = [_slice(None)] * len(sizes)
    key[dim] = index
    out[tuple(key)] = grad
    return out


def slice(xp, a, dim, start, end, step):
    (d,) = dims(dim, a.ndim)
    key = [_slice(None)] * a.ndim
    key[d] = _slice(start, end, step)
    return a[tuple(key)]


def slice_backward(xp, grad, sizes, dim, start, end, step):
    out = xp.zeros(tuple(sizes), grad.dtype)
    key = [_slice(None)] * len(sizes)
    key[dim] = _slice(start, end, step)
    out[tuple(key)] = grad
    return out


def _index_key(indices):
    key = []
    for i in indices:
        if i is None:
            key.append(_slice(None))
        elif i.dtype.kind == "b":
            key.append(i)
        else:
            key.append(i.astype("int64", copy=False))
    return tuple(key)


def index(xp, a, indices):
    for i, idx in enumerate(indices):
        if idx is not None and idx.dtype.kind in "iu" and idx.size:
            size = a.shape[i]
            lo, hi = int(idx.min()), int(idx.max())
            if hi >= size or lo < -size:
                bad = hi if hi >= size else lo
                raise IndexError(f"index {bad} is out of bounds for dimension {i} with size {size}")
    return a[_index_key(indices)]


def index_put(xp, a, indices, values, accumulate):
    out = a.copy()
    key = _index_key(indices)
    if accumulate:
        if hasattr(xp, "add") and hasattr(xp.add, "at"):
            xp.add.at(out, key, values)
        else:
            backends.backend_of(a).scatter_add(out, key, values)
    else:
        out[key] = values
    return out


def scatter(xp, a, dim, index, src):
    out = a.copy()
    d = dims(dim, a.ndim)[0] if a.ndim else 0
    if not hasattr(src, "shape"):
        src = xp.full(index.shape, src, a.dtype)
    if a.ndim == 0:
        return src.reshape(()).astype(a.dtype) if index.size else out
    xp.put_along_axis(out, index, src[tuple(_slice(0, s) for s in index.shape)], axis=d)
    return out


def gather(xp, a, dim, index):
    d = dims(dim, a.ndim)[0] if a.ndim else 0
    return xp.take_along_axis(a, index, axis=d)


def clamp(xp, a, min, max):
    if min is None and max is None:
        raise RuntimeError("torch.clamp: At least one of 'min' or 'max' must not be None")
    return xp.clip(a, min, max)


def where(xp, condition, a, b):
    if condition.dtype.kind != "b":
        raise RuntimeError(f"where expected condition to be a boolean tensor, but got a tensor with dtype "
                           f"{_type_name(condition)}")
    return xp.where(condition, a, b)


def to_copy(xp, a, dtype, device):
    if device is not None:
        src = backends.backend_of(a)
        dst = backends.backend_for_device(device.type)
        if dst is not src:
            a = dst.host_to_device(src.to_numpy(a), device.index)
            xp = dst.xp
    return a.astype(dtype) if dtype is not None and a.dtype != dtype else a.copy()


def scatter_add(xp, a, dim, index, src):
    out = a.copy()
    d = dims(dim, a.ndim)[0] if a.ndim else 0
    src = src[tuple(_slice(0, s) for s in index.shape)]
    grid = list(xp.indices(index.shape, sparse=True))
    grid[d] = index
    xp.add.at(out, tuple(grid), src)
    return out



# ---------------------------------------------------------------------------------------------
# Pointwise and reductions
# ---------------------------------------------------------------------------------------------




# ---------------------------------------------------------------------------------------------
# Linear algebra, shape and indexing
# ---------------------------------------------------------------------------------------------




# ---------------------------------------------------------------------------------------------
# nn.functional (convolution, pooling, losses, normalization)
# ---------------------------------------------------------------------------------------------


# ---------------------------------------------------------------------------------------------
# In-place ops and views
# ---------------------------------------------------------------------------------------------
def fill_tensor(xp, a, value):
    if value.ndim != 0:
        raise RuntimeError(f"fill_ only supports 0-dimension value tensor but got tensor with {value.ndim} "
                           "dimensions.")
    return xp.full(a.shape, value, a.dtype)


def _host_random(a, draw):
    backend = backends.backend_of(a)
    return backend.host_to_device(draw.astype(a.dtype.name)) if backend.device_type != "cpu" else \
        draw.astype(a.dtype.name)


def normal_like(xp, a, mean, std, generator):
    from ._random import rng
    if std < 0:
        raise RuntimeError(f"normal expects std >= 0.0, but found std {std}")
    return _host_random(a, rng(generator).normal(mean, std, a.shape))


def uniform_like(xp, a, low, high, generator):
    from ._random import rng
    if low > high:
        raise RuntimeError(f"uniform_ expects to return a [from, to) range, but found from={low} > to={high}")
    return _host_random(a, rng(generator).uniform(low, high, a.shape))


def masked_fill(xp, a, mask, value):
    if mask.dtype.kind != "b":
        raise RuntimeError(f"masked_fill_ only supports boolean masks, but got mask with dtype {_type_name(mask)}")
    return xp.where(mask, xp.asarray(value, dtype=a.dtype), a)
