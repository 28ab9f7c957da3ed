"""Top-level composites PyTorch writes over other ops (CompositeImplicitAutograd): quantile / nanquantile
(ATen's quantile_compute: sort, gather, lerp), torch.svd / torch.qr / torch.matrix_power over torch.linalg,
chain_matmul / linalg.multi_dot (mm in the cheapest order, then a view), vander (cumprod into slices, then
flip), unravel_index and the deprecated torch.range. Their graphs show the nodes of the ops they call."""
import builtins
import math
import numbers
import sys
import warnings

from ._autocast_state import AUTOCAST, autocast_cast
from . import _creation, _dtype, backends, linalg
from . import kernels as _K
from ._composite_shape import _wrap_dim
from ._python_arg_parser import _is_int, check_bools, check_numbers, int_arg, numpy_keywords, tensor_list, tensor_varargs
from .autograd.function_utils import method_of
from ._generated import variable_type as _vt
from ._tensor import Tensor
from .return_types import return_type
from .autograd.function_utils import not_a_tensor

__all__ = ["quantile", "nanquantile", "svd", "qr", "matrix_power", "chain_matmul", "vander", "unravel_index",
           "range", "block_diag", "matrix_exp", "pinverse", "cholesky", "histogramdd", "lu", "lu_solve",
           "solve",
           "max_pool1d_with_indices", "eig", "symeig", "matrix_rank", "lstsq"]

_svd_type = return_type("svd", ("U", "S", "V"))
_qr_type = return_type("qr", ("Q", "R"))
_histogramdd_type = return_type("histogramdd", ("hist", "bin_edges"))

# TORCH_WARN_ONCE: these deprecations warn once per process, as PyTorch's
_warned = set()


def _warn_once(key, message):
    """A deprecation PyTorch's C++ gives once per process, pointing at the user's line (whatever wrappers lie
    between)."""
    if key not in _warned:
        _warned.add(key)
        _K.warn_at_caller(message)


# -- quantile -------------------------------------------------------------------------------------

_INTERPOLATIONS = ("linear", "lower", "higher", "midpoint", "nearest")


def _quantile_signatures(name, method):
    """PyTorch's signatures of quantile / nanquantile (the method's without input and out=), for its errors."""
    head, out = ("", "") if method else ("Tensor input, ", ", Tensor out=None")
    return tuple(f'{name}({head}{q} q, int64_t? dim=None, bool keepdim=False, *, c10::string_view '
                 f'interpolation="linear"{out})' for q in ("Tensor", "double"))


def _quantile_arguments(name, input, q, dim, keepdim, interpolation, frame):
    """PyTorch's parser's TypeError for quantile / nanquantile arguments of the wrong types (error path only)."""
    if (not isinstance(q, Tensor) and (not isinstance(q, numbers.Real) or isinstance(q, bool))
            or dim is not None and not _is_int(dim) or type(keepdim) is not bool or type(interpolation) is not str):
        from ._invalid_arguments import raise_invalid_arguments
        from .autograd.function_utils import called_as_method
        method = called_as_method(frame)
        args = [q, dim, keepdim]
        for default in (False, None):  # the defaults' arguments as not given (a guess: the error shows them)
            if args[-1] is default and len(args) > 1:
                args.pop()
        args = tuple(args) if method else (input, *args)
        raise_invalid_arguments(name, _quantile_signatures(name, method), args,
                                {} if interpolation == "linear" else {"interpolation": interpolation})


def _quantile(input, q, dim, keepdim, interpolation, ignore_nan):
    if not isinstance(q, Tensor) and (type(q) is not float or dim is not None and type(dim) is not int):
        _quantile_arguments("nanquantile" if ignore_nan else "quantile", input, q, dim, keepdim, interpolation,
                            sys._getframe(1))
    if not isinstance(q, Tensor):
        if not 0 <= q <= 1:
            raise RuntimeError(f"quantile() q must be in the range [0, 1] but got {q}")
        q = _creation.scalar_tensor(q, dtype=input.dtype, device=input.device)
    if interpolation not in _INTERPOLATIONS:
        raise RuntimeError("quantile() interpolation must be one of linear, lower, higher, midpoint or nearest, "
                           f"but got {interpolation}")
    if input.numel() == 0:
        raise RuntimeError("quantile() input tensor must be non-empty")
    if q.dim() > 1:
        raise RuntimeError("quantile() q must be a scalar or 1D tensor")
    if input.dtype not in (_dtype.float32, _dtype.float64):
        raise RuntimeError("quantile() input tensor must be either float or double dtype")
    if input.dtype != q.dtype:
        raise RuntimeError("quantile() q tensor must be same dtype as the input tensor")
    if not bool(((q >= 0) & (q <= 1)).all()):
        raise RuntimeError("quantile() q values must be in the range [0, 1]")
    wrapped = _wrap_dim(0 if dim is None else dim, input.dim())
    # the output shape, with a leading slot for q
    if dim is not None and input.dim() > 0:
        out_shape = list(input.shape)
        if keepdim:
            out_shape[wrapped] = 1
        else:
            del out_shape[wrapped]
    else:
        out_shape = [1] * input.dim() if keepdim else []
    # the reduced dim moved last, then sorted (nan sorts last)
    if dim is None:
        reduced = input.flatten()
    elif wrapped == input.dim() - 1:
        reduced = input
    else:
        reduced = input.unsqueeze(-1).transpose(wrapped, -1)
    sorted_ = reduced.sort()[0]
    sorted_ = sorted_.view(out_shape + [sorted_.shape[-1]])
    # q in [0, 1] to ranks in [0, n): nanquantile counts only the non-nan values; quantile sends a slice
    # holding a nan to its last (nan) value
    if ignore_nan:
        ranks = q * ((~sorted_.isnan()).sum(-1, keepdim=True) - 1)
        ranks = ranks.masked_fill(ranks < 0, 0)
    else:
        last = sorted_.shape[-1] - 1
        ranks = (q * last).masked_fill(sorted_.isnan().any(-1, keepdim=True), last)
    if interpolation == "lower":
        ranks = ranks.floor()
    elif interpolation == "higher":
        ranks = ranks.ceil()
    elif interpolation == "nearest":
        ranks = ranks.round()
    below = ranks.long()
    values = sorted_.gather(-1, below)
    if interpolation in ("linear", "midpoint"):
        weights = _creation.full_like(ranks, 0.5) if interpolation == "midpoint" else ranks - below
        values = _vt.lerp_Tensor(values, sorted_.gather(-1, ranks.ceil().long()), weights)
    if q.dim() == 0:
        return _vt.squeeze__dim(values, -1)
    return _vt.squeeze__dim(_vt.transpose_(_vt.unsqueeze_(values, 0), 0, -1), -1)


@numpy_keywords
def quantile(input, q, dim=None, keepdim=False, *, interpolation="linear", out=None):
    if AUTOCAST.enabled:  # on PyTorch's autocast lists
        input, q = autocast_cast({"cpu": "fp32"}, input, q)
    return _quantile(input, q, dim, keepdim, interpolation, False)


@numpy_keywords
def nanquantile(input, q, dim=None, keepdim=False, *, interpolation="linear", out=None):
    if AUTOCAST.enabled:  # on PyTorch's autocast lists
        input, q = autocast_cast({"cpu": "fp32"}, input, q)
    return _quantile(input, q, dim, keepdim, interpolation, True)


# -- deprecated linear algebra over torch.linalg ----------------------------------------------------

def svd(input, some=True, compute_uv=True, *, out=None):
    """(U, S, V) with V = Vh^H; without compute_uv, U and V are zeros ((m, m) and (n, n) sized)."""
    if not isinstance(input, Tensor):
        raise not_a_tensor('svd', 'input', input, 1, shared=False)
    check_bools("svd", some=some, compute_uv=compute_uv)
    if input.dim() < 2:
        raise RuntimeError(f"linalg.svd: input should have at least 2 dimensions, but has {input.dim()} "
                           "dimensions instead")
    if compute_uv:
        U, S, Vh = linalg.svd(input, full_matrices=not some)
    else:
        S = linalg.svdvals(input)
        m, n = input.shape[-2], input.shape[-1]
        lead = tuple(input.shape[:-2])
        U = _creation.zeros(lead + (m, m), dtype=input.dtype, device=input.device)
        Vh = _creation.zeros(lead + (n, n), dtype=input.dtype, device=input.device)
    return _svd_type(U, S, Vh.mH)


def qr(input, some=True, *, out=None):
    if not isinstance(input, Tensor):
        raise not_a_tensor('qr', 'input', input, 1, shared=False)
    check_bools("qr", some=some)
    _warn_once("qr", "torch.qr is deprecated in favor of torch.linalg.qr and will be removed in a future PyTorch "
               "release.\nThe boolean parameter 'some' has been replaced with a string parameter 'mode'.\nQ, R = "
               "torch.qr(A, some)\nshould be replaced with\nQ, R = torch.linalg.qr(A, 'reduced' if some else "
               "'complete') (Triggered internally at /__w/pytorch/pytorch/aten/src/ATen/native/BatchLinearAlgebra.cpp:"
               "2505.)")
    Q, R = linalg.qr(input, "reduced" if some else "complete")
    return _qr_type(Q, R)


def matrix_power(input, n):
    if not isinstance(input, Tensor) or type(n) is not int:  # PyTorch's parser's errors, for either form of the call
        from .autograd.function_utils import check_tensor_as_called, position_in_call
        check_tensor_as_called("matrix_power", "input", input, 1)
        n = int_arg("matrix_power", "n", n, position_in_call(2, sys._getframe()))
    return linalg.matrix_power(input, n)


def matrix_exp(input):
    if not isinstance(input, Tensor):
        raise not_a_tensor('matrix_exp', 'input', input, 1, shared=False)
    return _vt.linalg_matrix_exp(input)


def linalg_pinv(A, rtol=None, hermitian=False, *, atol=None, out=None):
    """torch.linalg.pinv: a positional second argument is the old rcond, taken as rtol."""
    return _vt.linalg_pinv_atol_rtol_float(A, atol=atol, rtol=rtol, hermitian=hermitian)


def pinverse(input, rcond=1e-15):
    if not isinstance(input, Tensor):
        raise not_a_tensor('pinverse', 'input', input, 1, shared=False)
    check_numbers("pinverse", (("rcond", rcond, 2, "float"),))
    if AUTOCAST.enabled:  # on PyTorch's autocast lists
        input, = autocast_cast({"cpu": "fp32"}, input)
    return _vt.linalg_pinv_atol_rtol_float(input, rtol=rcond)


def cholesky(input, upper=False, *, out=None):
    if not isinstance(input, Tensor):
        raise not_a_tensor('cholesky', 'input', input, 1, shared=False)
    _warn_once("cholesky", "torch.cholesky is deprecated in favor of torch.linalg.cholesky and will be removed in a "
               "future PyTorch release.\nL = torch.cholesky(A)\nshould be replaced with\nL = torch.linalg.cholesky(A)"
               "\nand\nU = torch.cholesky(A, upper=True)\nshould be replaced with\nU = torch.linalg.cholesky(A).mH\n"
               "This transform will produce equivalent results for all valid (symmetric positive definite) inputs. "
               "(Triggered internally at /__w/pytorch/pytorch/aten/src/ATen/native/BatchLinearAlgebra.cpp:1765.)")
    return _vt.cholesky(input, upper)


_NO_BINS = object()


def _histogramdd_invalid(input, bins, range_, weight, density):
    """PyTorch's parser's listing of histogramdd's overloads, for arguments none of them takes."""
    from ._invalid_arguments import raise_invalid_arguments
    tail = "ArrayRef<double>? range=None, Tensor? weight=None, bool density=False"
    kwargs = {k: v for k, v, default in (("range", range_, None), ("weight", weight, None), ("density", density, False))
              if v is not default}
    raise_invalid_arguments("histogramdd", tuple(f"histogramdd(Tensor input, {kind} bins, {tail})" for kind in
                                                 ("int64_t", "IntArrayRef", "TensorList")),
                            (input,) if bins is _NO_BINS else (input, bins), kwargs)


def histogramdd(input, bins=_NO_BINS, *, range=None, weight=None, density=False):  # noqa: A002 (PyTorch's name)
    """The D-dimensional histogram of input's rows (its last dim indexes the coordinates); no gradient."""
    if not isinstance(input, Tensor) or bins is _NO_BINS:
        _histogramdd_invalid(input, bins, range, weight, density)
    count = input.shape[-1]
    if isinstance(bins, builtins.int):
        bins = [bins] * count
    elif not isinstance(bins, (list, tuple)):
        if not _is_int(bins):  # PyTorch's parser: an int, ints or tensors
            _histogramdd_invalid(input, bins, range, weight, density)
        bins = [builtins.int(bins)] * count
    arrays = [b._data if isinstance(b, Tensor) else b for b in bins]
    hist, edges = _K.histogramdd(backends.array_module(input._data), input._data, arrays, range,
                                 None if weight is None else weight._data, density)
    return _histogramdd_type(Tensor._make(hist), tuple(Tensor._make(e) for e in edges))


# -- LU ------------------------------------------------------------------------------------------------

_lu_with_info_type = return_type("_lu_with_info", ("LU", "pivots", "info"))
_lu_factor_type = return_type("linalg_lu_factor", ("LU", "pivots"))


def lu_factor_ex(A, *, pivot=True, check_errors=False, out=None):
    return _vt.linalg_lu_factor_ex(A, pivot=pivot, check_errors=check_errors)


def lu_factor(A, *, pivot=True, out=None):
    """linalg.lu_factor: lu_factor_ex, refusing a singular U as PyTorch does."""
    LU, pivots, info = _vt.linalg_lu_factor_ex(A, pivot=pivot, check_errors=False)
    bad = info.reshape(-1)
    for batch in builtins.range(bad.numel()):
        k = builtins.int(bad[batch].item())
        if k:
            where = f"(Batch element {batch}): " if A.dim() > 2 else ""
            raise RuntimeError(f"torch.linalg.lu_factor: {where}U[{k},{k}] is zero and using it on lu_solve would "
                               "result in a division by zero. If you still want to perform the factorization, "
                               "consider calling linalg.lu(A, pivot) or linalg.lu_factor_ex(A, pivot)")
    return _lu_factor_type(LU, pivots)


def linalg_lu(A, *, pivot=True, out=None):
    return _vt.linalg_lu(A, pivot=pivot)


def linalg_lu_solve(LU, pivots, B, *, left=True, adjoint=False, out=None):
    return _vt.linalg_lu_solve(LU, pivots, B, left=left, adjoint=adjoint)


def lu(A, pivot=True, get_infos=False, out=None):
    """Deprecated torch.lu: (LU, pivots), with the infos when get_infos."""
    if not isinstance(A, Tensor):
        raise not_a_tensor('_lu_with_info', 'input', A, 1, shared=False)
    check_bools("lu", pivot=pivot, get_infos=get_infos)
    _warn_once("lu", "torch.lu is deprecated in favor of torch.linalg.lu_factor / torch.linalg.lu_factor_ex and will "
               "be removed in a future PyTorch release.\nLU, pivots = torch.lu(A, compute_pivots)\nshould be replaced "
               "with\nLU, pivots = torch.linalg.lu_factor(A, compute_pivots)\nand\nLU, pivots, info = torch.lu(A, "
               "compute_pivots, get_infos=True)\nshould be replaced with\nLU, pivots, info = "
               "torch.linalg.lu_factor_ex(A, compute_pivots) (Triggered internally at "
               "/__w/pytorch/pytorch/aten/src/ATen/native/BatchLinearAlgebra.cpp:2073.)")
    LU, pivots, info = _vt.linalg_lu_factor_ex(A, pivot=pivot)  # PyTorch 2.13 does not refuse a singular U here
    return _lu_with_info_type(LU, pivots, info) if get_infos else (LU, pivots)


def lu_solve(b, LU_data, LU_pivots, *, out=None):
    if not (isinstance(b, Tensor) and isinstance(LU_data, Tensor) and isinstance(LU_pivots, Tensor)):
        from .autograd.function_utils import check_tensor_as_called
        check_tensor_as_called("lu_solve", "input", b, 1)
        check_tensor_as_called("lu_solve", "LU_data", LU_data, 2)
        check_tensor_as_called("lu_solve", "LU_pivots", LU_pivots, 3)
    if AUTOCAST.enabled:  # on CPU's fp32 list
        b, LU_data, LU_pivots = autocast_cast({"cpu": "fp32"}, b, LU_data, LU_pivots)
    _warn_once("lu_solve", "torch.lu_solve is deprecated in favor of torch.linalg.lu_solveand will be removed in a "
               "future PyTorch release.\nNote that torch.linalg.lu_solve has its arguments reversed.\nX = "
               "torch.lu_solve(B, LU, pivots)\nshould be replaced with\nX = torch.linalg.lu_solve(LU, pivots, B) "
               "(Triggered internally at /__w/pytorch/pytorch/aten/src/ATen/native/BatchLinearAlgebra.cpp:2230.)")
    return _vt.linalg_lu_solve(LU_data, LU_pivots, b)


def solve(input, A, *, out=None):
    raise RuntimeError(
        "This function was deprecated since version 1.9 and is now removed. `torch.solve` is deprecated in favor of "
        "`torch.linalg.solve`. `torch.linalg.solve` has its arguments reversed and does not return the LU "
        "factorization.\n\nTo get the LU factorization see `torch.lu`, which can be used with `torch.lu_solve` or "
        "`torch.lu_unpack`.\nX = torch.solve(B, A).solution should be replaced with:\nX = torch.linalg.solve(A, B)")


def block_diag(*tensors):
    if not tensors:  # PyTorch's block_diag of nothing: a 1 x 0 matrix of the default dtype
        return _creation.empty((1, 0))
    tensor_list("block_diag", "tensors", tensors, 1, 0)
    return _vt.block_diag(list(tensors))


# -- chain_matmul / multi_dot -----------------------------------------------------------------------

def _chain_order(shapes):
    """The classic matrix-chain dynamic program: split[i][j] is where the cheapest product of i..j splits."""
    count = len(shapes)
    dims = [shapes[0][0]] + [s[1] for s in shapes]
    cost = [[0] * count for _ in builtins.range(count)]
    split = [[0] * count for _ in builtins.range(count)]
    for length in builtins.range(1, count):
        for i in builtins.range(count - length):
            j = i + length
            cost[i][j] = math.inf
            for k in builtins.range(i, j):
                c = cost[i][k] + cost[k + 1][j] + dims[i] * dims[k + 1] * dims[j + 1]
                if c < cost[i][j]:
                    cost[i][j], split[i][j] = c, k
    return split


def _multiply(tensors, split, i, j):
    if i == j:
        return tensors[i]
    k = split[i][j]
    return _vt.mm(_multiply(tensors, split, i, k), _multiply(tensors, split, k + 1, j))


def _multi_dot(tensors, name):
    n = len(tensors)
    first, last = tensors[0], tensors[-1]
    out_shape = []
    if first.dim() == 1:
        tensors = [first.unsqueeze(0)] + list(tensors[1:])
    else:
        out_shape.append(first.shape[0])
    if last.dim() == 1:
        tensors = list(tensors[:-1]) + [tensors[-1].unsqueeze(-1)]
    else:
        out_shape.append(last.shape[-1])
    for i in builtins.range(n - 1):
        if tensors[i].shape[-1] != tensors[i + 1].shape[0]:
            raise RuntimeError(f"{name}(): tensors {i} and {i + 1} with shapes {list(tensors[i].shape)} and "
                               f"{list(tensors[i + 1].shape)} cannot be multiplied")
    if n == 3:  # ATen compares the two orders of three directly; ties multiply left first
        a, b, c = (tuple(t.shape) for t in tensors)
        cost_left = a[0] * a[1] * b[1] + a[0] * b[1] * c[1]
        cost_right = b[0] * b[1] * c[1] + a[0] * a[1] * c[1]
        product = (_vt.mm(tensors[0], _vt.mm(tensors[1], tensors[2])) if cost_left > cost_right
                   else _vt.mm(_vt.mm(tensors[0], tensors[1]), tensors[2]))
    else:
        product = _multiply(tensors, _chain_order([tuple(t.shape) for t in tensors]), 0, n - 1)
    return product.view(out_shape)


def multi_dot(tensors, *, out=None):
    from ._python_arg_parser import tensor_list
    tensor_list("linalg_multi_dot", "tensors", tensors, 1, 0)  # PyTorch's parser, before any other check
    tensors = list(tensors)
    if AUTOCAST.enabled:  # on CUDA's lower_precision_fp list
        tensors = list(autocast_cast({"cuda": "lower_precision_fp"}, *tensors))
    if len(tensors) < 2:
        raise RuntimeError(f"multi_dot(): expected at least 2 tensors but got {len(tensors)}")
    for i, t in enumerate(tensors):
        if (i in (0, len(tensors) - 1) and t.dim() not in (1, 2)) or (0 < i < len(tensors) - 1 and t.dim() != 2):
            which = "first" if i == 0 else "last" if i == len(tensors) - 1 else None
            if which:
                raise RuntimeError(f"multi_dot(): the {which} tensor must be 1D or 2D but got {t.dim()}D")
            raise RuntimeError(f"multi_dot(): tensor {i} must be 2D but got {t.dim()}D")
    return _multi_dot(tensors, "multi_dot")


def chain_matmul(*matrices, out=None):
    tensor_varargs(matrices)
    if AUTOCAST.enabled:  # on CUDA's lower_precision_fp list
        matrices = autocast_cast({"cuda": "lower_precision_fp"}, *matrices)
    _warn_once("chain_matmul", "torch.chain_matmul is deprecated and will be removed in a future PyTorch release. "
               "Use torch.linalg.multi_dot instead, which accepts a list of two or more tensors rather than "
               "multiple parameters. (Triggered internally at /__w/pytorch/pytorch/aten/src/ATen/native/"
               "LinearAlgebra.cpp:1102.)")
    for t in matrices:
        if t.dim() != 2:
            raise RuntimeError(f"Tensor dimension is {t.dim()}, expected 2 instead.")
    if not matrices:
        raise RuntimeError("chain_matmul(): Expected one or more matrices")
    if len(matrices) == 1:
        return matrices[0].clone()
    return _multi_dot(matrices, "multi_dot")


# -- vander, unravel_index, range -------------------------------------------------------------------

def vander(x, N=None, increasing=False):
    """Columns x^0, x^1, ...: ones, then x copied into the other columns and cumprod'ed in place (CopySlices),
    flipped unless increasing."""
    if not isinstance(x, Tensor):
        raise not_a_tensor('vander', 'x', x, 1, shared=False)
    if N is not None and type(N) is not int or type(increasing) is not bool:
        N = N if N is None else int_arg("vander", "N", N, 2)
        if type(increasing) is not bool:
            from ._python_arg_parser import bool_arg
            bool_arg("vander", "increasing", increasing, 3)
    if x.dim() != 1:
        raise RuntimeError("x must be a one-dimensional tensor.")
    n = x.shape[0] if N is None else N
    if n < 0:
        raise RuntimeError("N must be non-negative.")
    result = _creation.empty((x.shape[0], n), dtype=_dtype.promote_types(x.dtype, _dtype.int64), device=x.device)
    if n > 0:
        result.select(1, 0).fill_(1)
        if n > 1:
            result[:, 1:].copy_(x.unsqueeze(1))
            result[:, 1:].copy_(result[:, 1:].cumprod(1))
    return result if increasing else result.flip((1,))


def unravel_index(indices, shape):
    """The coordinates of flat indices in a tensor of ``shape``, one tensor per dim: each index floor-divided
    by the dim's stride, modulo the dim's size (out-of-range indices wrap, as in PyTorch)."""
    if indices.is_complex() or indices.is_floating_point() or indices.dtype is _dtype.bool:
        raise TypeError(f"expected 'indices' to be integer dtype, but got {indices.dtype}")
    if isinstance(shape, builtins.int):
        shape = (shape,)
    elif not isinstance(shape, (list, tuple)):
        raise TypeError(f"expected 'shape' to be int or sequence of ints, but got {type(shape)}")
    for size in shape:
        if not isinstance(size, builtins.int):
            raise TypeError(f"expected 'shape' sequence to only contain ints, but got {type(size)}")
    if any(size < 0 for size in shape):
        raise ValueError(f"'shape' cannot have negative values, but got {tuple(shape)}")
    strides = [math.prod(shape[i + 1:]) for i in builtins.range(len(shape))]
    coords = (indices.unsqueeze(-1).floor_divide(_creation.tensor(strides, dtype=_dtype.int64, device=indices.device))
              % _creation.tensor(list(shape), dtype=_dtype.int64, device=indices.device))
    return coords.unbind(-1)


_RANGE_SIGNATURE = ("range(Scalar start, Scalar end, Scalar step=1, *, Tensor out=None, ScalarType? dtype=None, "
                    "Layout? layout=None, Device? device=None, bool? pin_memory=False, bool? requires_grad=False)",)
_NOT_GIVEN = object()


def range(start=_NOT_GIVEN, end=_NOT_GIVEN, step=1, *, out=None, dtype=None, layout=None, device=None,  # noqa: A001
          requires_grad=False):
    """Deprecated: like arange, but the end is included, and the default dtype is the default float."""
    if not all(isinstance(v, numbers.Number) and not isinstance(v, Tensor) for v in (start, end, step)):
        from ._invalid_arguments import raise_invalid_arguments
        given = tuple(v for v in (start, end) if v is not _NOT_GIVEN) + (() if type(step) is int and step == 1
                                                                          else (step,))
        raise_invalid_arguments("range", _RANGE_SIGNATURE, given, {})
    warnings.warn("torch.range is deprecated and will be removed in a future release because its behavior is "
                  "inconsistent with Python's range builtin. Instead, use torch.arange, which produces values in "
                  "[start, end).", UserWarning, stacklevel=2)
    if end is None:
        start, end = 0, start
    if step == 0:
        raise RuntimeError("step must be nonzero")
    if (step > 0 and start > end) or (step < 0 and start < end):
        raise RuntimeError("upper bound and lower bound inconsistent with step sign")
    size = int(math.floor((end - start) / step)) + 1
    dtype = _dtype.get_default_dtype() if dtype is None else dtype
    values = [start + i * step for i in builtins.range(size)]
    return _creation.tensor(values, dtype=dtype, device=device, requires_grad=requires_grad)


# -- max_pool1d_with_indices, functions PyTorch has removed -----------------------------------------

def max_pool1d_with_indices(input, kernel_size, stride=(), padding=0, dilation=1, ceil_mode=False):
    from .nn import functional as F
    try:
        return F.max_pool1d(input, kernel_size, None if stride in ((), []) else stride, padding, dilation, ceil_mode,
                            True)
    except TypeError as error:  # PyTorch's parser names this op
        raise F._renamed(error, "max_pool1d", "max_pool1d_with_indices") from None


def _removed(message):
    """The error of a function PyTorch removed: its pointer to the replacement."""
    return RuntimeError("This function was deprecated since version 1.9 and is now removed." + message)


# The removed functions keep their old parameters, as PyTorch's stubs do: other arguments are Python's TypeError.
def eig(self, eigenvectors=False, *, e=None, v=None):
    raise _removed(" `torch.linalg.eig` returns complex tensors of dtype `cfloat` or `cdouble` rather than real tensors "
                   "mimicking complex tensors.\n\nL, _ = torch.eig(A) should be replaced with:\nL_complex = "
                   "torch.linalg.eigvals(A)\n\nand\n\nL, V = torch.eig(A, eigenvectors=True) should be replaced with:\n"
                   "L_complex, V_complex = torch.linalg.eig(A)")


def _symeig(input, eigenvectors=False, upper=True, *, out=None):  # PyTorch's stub has this name
    raise _removed(" The default behavior has changed from using the upper triangular portion of the matrix by default "
                   "to using the lower triangular portion.\n\nL, _ = torch.symeig(A, upper=upper) should be replaced "
                   "with:\nL = torch.linalg.eigvalsh(A, UPLO='U' if upper else 'L')\n\nand\n\nL, V = torch.symeig(A, "
                   "eigenvectors=True) should be replaced with:\nL, V = torch.linalg.eigh(A, UPLO='U' if upper else "
                   "'L')")


symeig = _symeig


# Their Tensor methods, as PyTorch's Python stubs in torch/_tensor.py (CPython's errors name them Tensor.<name>)
def _eig_method(self, eigenvectors=False):
    return eig(self, eigenvectors)


def _symeig_method(self, eigenvectors=False):
    return _symeig(self, eigenvectors)


def _lstsq_method(self, other):
    return lstsq(self, other)


_eig_method.__qualname__, _symeig_method.__qualname__, _lstsq_method.__qualname__ = (
    "Tensor.eig", "Tensor.symeig", "Tensor.lstsq")


def matrix_rank(input, tol=None, symmetric=False, *, out=None):
    raise _removed("\nPlease use the `torch.linalg.matrix_rank` function instead. The parameter 'symmetric' was "
                   "renamed in `torch.linalg.matrix_rank()` to 'hermitian'.")


def lstsq(input, A, *, out=None):
    raise _removed(" `torch.lstsq` is deprecated in favor of `torch.linalg.lstsq`.\n`torch.linalg.lstsq` has reversed "
                   "arguments and does not return the QR decomposition in the returned tuple (although it returns other "
                   "information about the problem).\n\nTo get the QR decomposition consider using `torch.linalg.qr`.\n\n"
                   "The returned solution in `torch.lstsq` stored the residuals of the solution in the last m - n "
                   "columns of the returned value whenever m > n. In torch.linalg.lstsq, the residuals are in the field "
                   "'residuals' of the returned named tuple.\n\nThe unpacking of the solution, as in\nX, _ = "
                   "torch.lstsq(B, A).solution[:A.size(1)]\nshould be replaced with:\nX = torch.linalg.lstsq(A, "
                   "B).solution")


def _bind():
    """Tensor methods and torch.linalg.multi_dot (the package imports this module while it initializes)."""
    from ._linalg_bindings import bound
    linalg.multi_dot = multi_dot
    linalg.matrix_exp, linalg.pinv = bound("matrix_exp", matrix_exp), bound("pinv", linalg_pinv)
    linalg.__all__ += ["multi_dot", "matrix_exp", "pinv", "lu_factor", "lu_factor_ex", "lu", "lu_solve"]
    linalg.lu_factor, linalg.lu_factor_ex = bound("lu_factor", lu_factor), bound("lu_factor_ex", lu_factor_ex)
    linalg.lu = bound("lu", linalg_lu)
    linalg.lu_solve = linalg_lu_solve
    Tensor.lu = lambda self, pivot=True, get_infos=False: lu(self, pivot, get_infos)
    Tensor.lu_solve = method_of(lu_solve)
    Tensor.solve = solve
    Tensor.eig, Tensor.symeig, Tensor.lstsq = _eig_method, _symeig_method, _lstsq_method
    Tensor.matrix_exp = matrix_exp
    Tensor.pinverse = lambda self, rcond=1e-15: pinverse(self, rcond)
    Tensor.cholesky = lambda self, upper=False: cholesky(self, upper)
    Tensor.quantile, Tensor.nanquantile = method_of(quantile), method_of(nanquantile)
    Tensor.svd = lambda self, some=True, compute_uv=True: svd(self, some, compute_uv)
    Tensor.qr = lambda self, some=True: qr(self, some)
    Tensor.matrix_power = method_of(matrix_power)


_bind()
