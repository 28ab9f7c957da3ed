"""minitorch.special: PyTorch's torch.special namespace.

Each function is the ATen op PyTorch's special_* function calls, so graphs show the same nodes
(``expit`` records SigmoidBackward0, ``round`` RoundBackward1 through round.decimals, ``ndtr``
MulBackward1 over AddBackward1 over ErfBackward0 over MulBackward1). Arguments are checked the way
PyTorch's python_arg_parser checks them, with its messages (``special_expit(): argument 'input'
(position 1) must be Tensor, not int``).

The Bessel, Airy, error-function, zeta and orthogonal-polynomial functions are the special_* entries of
derivatives.yaml (kernels in _kernels_special.py); i0, sinc, gammainc and gammaincc are torch's i0, sinc,
igamma and igammac, whose nodes PyTorch records for them too.
"""
import builtins
import math
import numbers

from . import _composite
from ._dtype import dtype as _dtype_cls
from ._generated import variable_type as _vt
from ._tensor import Tensor
from ._typename import typename

__all__ = ["expit", "erf", "erfc", "erfinv", "exp2", "expm1", "log1p", "logit", "log_softmax", "softmax",
           "logsumexp", "xlogy", "round", "ndtr",
           "gammaln", "digamma", "psi", "polygamma", "multigammaln",
           "i0", "i0e", "i1", "i1e", "entr", "erfcx", "ndtri", "log_ndtr", "sinc", "gammainc", "gammaincc",
           "xlog1py", "zeta", "airy_ai", "bessel_j0", "bessel_j1", "bessel_y0", "bessel_y1",
           "modified_bessel_i0", "modified_bessel_i1", "modified_bessel_k0", "modified_bessel_k1",
           "scaled_modified_bessel_k0", "scaled_modified_bessel_k1", "spherical_bessel_j0",
           "chebyshev_polynomial_t", "chebyshev_polynomial_u", "chebyshev_polynomial_v", "chebyshev_polynomial_w",
           "shifted_chebyshev_polynomial_t", "shifted_chebyshev_polynomial_u", "shifted_chebyshev_polynomial_v",
           "shifted_chebyshev_polynomial_w", "hermite_polynomial_h", "hermite_polynomial_he",
           "laguerre_polynomial_l", "legendre_polynomial_p"]


# -- argument parsing: python_arg_parser's checks and messages -------------------------------------

def _is_int(v):
    # a 0-dim integer tensor binds as an int, a bool never does
    if isinstance(v, Tensor):
        return v.dim() == 0 and not v.is_floating_point() and not v.is_complex() and v.dtype.name != "bool"
    return isinstance(v, numbers.Integral) and not isinstance(v, builtins.bool)


def _is_float(v):
    return isinstance(v, Tensor) and v.dim() == 0 or isinstance(v, numbers.Real)


# kind: (check, the name PyTorch's messages give the kind)
_KINDS = {
    "Tensor": (lambda v: isinstance(v, Tensor), "Tensor"),
    "int": (_is_int, "int"),
    "int[1]": (lambda v: _is_int(v) or isinstance(v, (tuple, list)), "tuple of ints"),
    "float": (_is_float, "float"),
    "bool": (lambda v: isinstance(v, builtins.bool), "bool"),
    "ScalarType": (lambda v: isinstance(v, _dtype_cls), "torch.dtype"),
}


class _Param:
    __slots__ = ("name", "kind", "optional", "default", "keyword_only")

    def __init__(self, name, kind, optional=False, default=None, keyword_only=False):
        self.name, self.kind, self.optional = name, kind, optional
        self.default, self.keyword_only = default, keyword_only


def _bind(name, params, args, kwargs):
    """The value of every parameter for the call ``name(*args, **kwargs)``, or PyTorch's TypeError,
    checked in FunctionSignature::parse's order: positional count, then each parameter, then keywords."""
    params = params + (_Param("out", "Tensor", optional=True, keyword_only=True),)
    max_pos = builtins.sum(1 for p in params if not p.keyword_only)
    min_args = builtins.sum(1 for p in params if not p.optional)
    if len(args) > max_pos:
        _extra_args(name, min_args, max_pos, len(args))
    values, aliases = {}, set()
    for i, p in enumerate(params):
        by_keyword = i >= len(args)
        key = _keyword(kwargs, p.name) if by_keyword else None
        if by_keyword and key is None:
            if not p.optional:
                _missing_args(name, params, i)
            values[p.name] = p.default
            continue
        if key is not None and key != p.name:
            aliases.add(key)
        value = kwargs[key] if by_keyword else args[i]
        if value is None and p.optional and p.default is None:  # a None-able parameter (float?, dtype?)
            values[p.name] = None
            continue
        check, kind_name = _KINDS[p.kind]
        if not check(value):
            where = "" if by_keyword else f" (position {i + 1})"
            raise TypeError(f"{name}(): argument '{p.name}'{where} must be {kind_name}, not {typename(value)}")
        if p.kind == "int[1]" and not _is_int(value):
            _check_int_list(name, p.name, value)
        values[p.name] = value
    _check_keywords(name, params, args, {k: v for k, v in kwargs.items() if k not in aliases})
    if values.pop("out") is not None:
        raise NotImplementedError(f"minitorch.special: {name}(out=...) is not supported")
    return values


def _extra_args(name, min_args, max_pos, nargs):
    if min_args != max_pos:
        raise TypeError(f"{name}() takes from {min_args} to {max_pos} positional arguments but {nargs} were given")
    raise TypeError(f"{name}() takes {max_pos} positional argument{'' if max_pos == 1 else 's'} but {nargs} "
                    f"{'was' if nargs == 1 else 'were'} given")


def _missing_args(name, params, first):
    # PyTorch lists every required parameter from the first missing one on, and pluralizes backwards
    missing = [p.name for p in params[first:] if not p.optional]
    raise TypeError(f"{name}() missing {len(missing)} required positional argument{'s' if len(missing) == 1 else ''}: "
                    + ", ".join(f'"{m}"' for m in missing))


def _check_int_list(name, param, value):
    for i, item in enumerate(value):
        if not _is_int(item):
            raise TypeError(f"{name}(): argument '{param}' failed to unpack the object at pos {i + 1} with error "
                            f"\"type must be tuple of ints,but got {typename(item)}\"")


# python_arg_parser's NumPy spellings of some parameter names, accepted where the call leaves the parameter
# to keywords (``torch.special.i0e(x=t)``, ``logsumexp(t, axis=0, keepdims=True)``)
_NUMPY_ALIASES = {"input": ("x", "a", "x1"), "dim": ("axis",), "keepdim": ("keepdims",), "other": ("x2",)}


def _keyword(kwargs, name):
    """The key under which ``kwargs`` passes the parameter ``name``: its own name or a NumPy spelling."""
    if name in kwargs:
        return name
    return next((alias for alias in _NUMPY_ALIASES.get(name, ()) if alias in kwargs), None)


def _check_keywords(name, params, args, kwargs):
    names = [p.name for p in params]
    for key in kwargs:
        if key not in names:
            raise TypeError(f"{name}() got an unexpected keyword argument '{key}'")
        if names.index(key) < len(args):
            raise TypeError(f"{name}() got multiple values for argument '{key}'")


def _int(v):
    return int(v.item()) if isinstance(v, Tensor) else int(v)


def _float(v):
    return None if v is None else float(v.item()) if isinstance(v, Tensor) else float(v)


_INPUT = _Param("input", "Tensor")


def _unary(name, op, param="input"):
    """special_<name>(Tensor input): the ATen op ``op`` (its node is the one PyTorch records); ``param`` is
    the argument's name in PyTorch's signature (``x`` for a few)."""
    def fn(*args, **kwargs):
        return op(_bind(f"special_{name}", (_Param(param, "Tensor"),), args, kwargs)[param])
    fn.__name__ = fn.__qualname__ = name
    fn.__doc__ = f"torch.special.{name}({param}): {op.__name__} (the node PyTorch records)."
    return fn


# -- pointwise: one ATen op each ------------------------------------------------------------------

expit = _unary("expit", _vt.sigmoid)
erf = _unary("erf", _vt.erf)
erfc = _unary("erfc", _vt.erfc)
erfinv = _unary("erfinv", _vt.erfinv)
exp2 = _unary("exp2", _vt.exp2)
expm1 = _unary("expm1", _vt.expm1)
log1p = _unary("log1p", _vt.log1p)
gammaln = _unary("gammaln", _vt.lgamma)
digamma = _unary("digamma", _vt.digamma)
psi = _unary("psi", _vt.digamma)
i0 = _unary("i0", _vt.i0)
i0e = _unary("i0e", _vt.special_i0e)
i1 = _unary("i1", _vt.special_i1)
i1e = _unary("i1e", _vt.special_i1e)
entr = _unary("entr", _vt.special_entr)
erfcx = _unary("erfcx", _vt.special_erfcx)
ndtri = _unary("ndtri", _vt.special_ndtri)
log_ndtr = _unary("log_ndtr", _vt.special_log_ndtr)
sinc = _unary("sinc", _vt.sinc)

# non-differentiable in PyTorch: the results never require grad
airy_ai = _unary("airy_ai", _vt.special_airy_ai, "x")
bessel_j0 = _unary("bessel_j0", _vt.special_bessel_j0)
bessel_j1 = _unary("bessel_j1", _vt.special_bessel_j1)
bessel_y0 = _unary("bessel_y0", _vt.special_bessel_y0)
bessel_y1 = _unary("bessel_y1", _vt.special_bessel_y1)
modified_bessel_i0 = _unary("modified_bessel_i0", _vt.special_modified_bessel_i0)
modified_bessel_i1 = _unary("modified_bessel_i1", _vt.special_modified_bessel_i1)
modified_bessel_k0 = _unary("modified_bessel_k0", _vt.special_modified_bessel_k0)
modified_bessel_k1 = _unary("modified_bessel_k1", _vt.special_modified_bessel_k1)
scaled_modified_bessel_k0 = _unary("scaled_modified_bessel_k0", _vt.special_scaled_modified_bessel_k0, "x")
scaled_modified_bessel_k1 = _unary("scaled_modified_bessel_k1", _vt.special_scaled_modified_bessel_k1, "x")
spherical_bessel_j0 = _unary("spherical_bessel_j0", _vt.special_spherical_bessel_j0, "x")


def _incomplete_gamma(name, op):
    """special_<name>(Tensor input, Tensor other): igamma / igammac (IgammaBackward0 / IgammacBackward0)."""
    def fn(*args, **kwargs):
        v = _bind(f"special_{name}", (_INPUT, _Param("other", "Tensor")), args, kwargs)
        return op(v["input"], v["other"])
    fn.__name__ = fn.__qualname__ = name
    fn.__doc__ = f"torch.special.{name}(input, other): {op.__name__} (the node PyTorch records)."
    return fn


gammainc = _incomplete_gamma("gammainc", _vt.igamma)
gammaincc = _incomplete_gamma("gammaincc", _vt.igammac)


def polygamma(*args, **kwargs):
    """special_polygamma(int n, Tensor input): polygamma (PolygammaBackward0)."""
    v = _bind("special_polygamma", (_Param("n", "int"), _INPUT), args, kwargs)
    return _vt.polygamma(_int(v["n"]), v["input"])


def multigammaln(*args, **kwargs):
    """special_multigammaln(Tensor input, int p): mvlgamma (MvlgammaBackward0)."""
    v = _bind("special_multigammaln", (_INPUT, _Param("p", "int")), args, kwargs)
    return _vt.mvlgamma(v["input"], _int(v["p"]))


def logit(*args, **kwargs):
    v = _bind("special_logit", (_INPUT, _Param("eps", "float", optional=True)), args, kwargs)
    return _vt.logit(v["input"], _float(v["eps"]))


def round(*args, **kwargs):  # noqa: A001  (torch.special.round)
    # decimals is always passed, so even decimals=0 goes through round.decimals (RoundBackward1)
    v = _bind("special_round", (_INPUT, _Param("decimals", "int", optional=True, default=0, keyword_only=True)),
              args, kwargs)
    return _vt.round_decimals(v["input"], _int(v["decimals"]))


def ndtr(*args, **kwargs):
    """The standard normal CDF as ATen's special_ndtr writes it: (1 + erf(x / sqrt(2))) * 0.5."""
    x = _bind("special_ndtr", (_INPUT,), args, kwargs)["input"]
    return _vt.mul_Scalar(_vt.add_Scalar(_vt.erf(_vt.mul_Scalar(x, math.sqrt(0.5))), 1), 0.5)


# -- reductions over a dim ----------------------------------------------------------------------------

_DIM = _Param("dim", "int")
_DTYPE = _Param("dtype", "ScalarType", optional=True)


def softmax(*args, **kwargs):
    v = _bind("special_softmax", (_INPUT, _DIM, _DTYPE), args, kwargs)
    return _composite.softmax(v["input"], _int(v["dim"]), v["dtype"])


def log_softmax(*args, **kwargs):
    dtype = _Param("dtype", "ScalarType", optional=True, keyword_only=True)
    v = _bind("special_log_softmax", (_INPUT, _DIM, dtype), args, kwargs)
    return _composite.log_softmax(v["input"], _int(v["dim"]), v["dtype"])


def logsumexp(*args, **kwargs):
    params = (_INPUT, _Param("dim", "int[1]"), _Param("keepdim", "bool", optional=True, default=False))
    v = _bind("special_logsumexp", params, args, kwargs)
    dim = v["dim"]
    dim = (_int(dim),) if _is_int(dim) else tuple(_int(d) for d in dim)
    return _vt.logsumexp(v["input"], dim, v["keepdim"])


# -- overload resolution helpers ------------------------------------------------------------------------

def _positional(args, kwargs, names):
    """``args`` followed by the keywords of the remaining ``names``, or None where the call names
    anything else or leaves one out."""
    keys = [_keyword(kwargs, n) for n in names[len(args):]]
    if len(args) > len(names) or None in keys or set(kwargs) != set(keys):
        return None
    return list(args) + [kwargs[k] for k in keys]


def _is_number(v):
    return isinstance(v, numbers.Number) and not isinstance(v, Tensor)


def _no_overload(name, args, kwargs, schemas):
    """python_arg_parser's TypeError when no overload takes the call (it lists the keywords last first, and a
    call with keywords only keeps the separator after the last: ``got (input=Tensor, )``)."""
    got = ", ".join([type(a).__name__ for a in args] + [f"{k}={type(v).__name__}" for k, v in reversed(kwargs.items())])
    if kwargs and not args:
        got += ", "
    expected = "".join(f" * {s}\n" for s in schemas)
    raise TypeError(f"{name}() received an invalid combination of arguments - got ({got}), but expected one of:\n"
                    f"{expected}")


# -- binary functions with three overloads: (Tensor, Tensor), (Number, Tensor), (Tensor, Number) -------------

def _three_overloads(name, first, second, scalar_first, ops):
    """special_<name> choosing among its Tensor/Tensor, Number/Tensor and Tensor/Number overloads by which
    argument is a Python number, in python_arg_parser's order; ``scalar_first`` is the first argument's name
    in the Number/Tensor overload (``self`` where PyTorch's schema keeps it)."""
    schemas = (f"(Tensor {first}, Tensor {second}, *, Tensor out = None)",
               f"(Number {scalar_first}, Tensor {second}, *, Tensor out = None)",
               f"(Tensor {first}, Number {second}, *, Tensor out = None)")
    is_tensor = lambda v: isinstance(v, Tensor)  # noqa: E731
    overloads = (((first, second), is_tensor, is_tensor, ops[0]),
                 ((scalar_first, second), _is_number, is_tensor, ops[1]),
                 ((first, second), is_tensor, _is_number, ops[2]))

    def fn(*args, **kwargs):
        rest = {k: v for k, v in kwargs.items() if k != "out"}
        for names, first_ok, second_ok, op in overloads:
            values = _positional(args, rest, names)
            if values is not None and first_ok(values[0]) and second_ok(values[1]):
                if kwargs.get("out") is not None:  # as _bind: minitorch.special writes no out= tensors
                    raise NotImplementedError(f"minitorch.special: special_{name}(out=...) is not supported")
                return op(*values)
        _no_overload(f"special_{name}", args, kwargs, schemas)
    fn.__name__ = fn.__qualname__ = name
    fn.__doc__ = f"torch.special.{name}{schemas[0][:schemas[0].index(', *')]})"
    return fn


# x * log(y), 0 where x == 0: xlogy.Tensor (XlogyBackward0), .Scalar_Self (XlogyBackward1), .Scalar_Other (2)
xlogy = _three_overloads("xlogy", "input", "other", "self",
                         (_vt.xlogy_Tensor, _vt.xlogy_Scalar_Self, _vt.xlogy_Scalar_Other))
# x * log1p(y), 0 where x == 0: SpecialXlog1PyBackward0 / 1 / 2
xlog1py = _three_overloads("xlog1py", "input", "other", "self",
                           (_vt.special_xlog1py, _vt.special_xlog1py_self_scalar, _vt.special_xlog1py_other_scalar))
# the Hurwitz zeta function sum_k (k + other)^-input: SpecialZetaBackward0 / 1 / 2
zeta = _three_overloads("zeta", "input", "other", "self",
                        (_vt.special_zeta, _vt.special_zeta_self_scalar, _vt.special_zeta_other_scalar))


def _polynomial(name):
    return _three_overloads(name, "x", "n", "x", tuple(getattr(_vt, f"special_{name}{suffix}")
                                                       for suffix in ("", "_x_scalar", "_n_scalar")))


chebyshev_polynomial_t = _polynomial("chebyshev_polynomial_t")
chebyshev_polynomial_u = _polynomial("chebyshev_polynomial_u")
chebyshev_polynomial_v = _polynomial("chebyshev_polynomial_v")
chebyshev_polynomial_w = _polynomial("chebyshev_polynomial_w")
shifted_chebyshev_polynomial_t = _polynomial("shifted_chebyshev_polynomial_t")
shifted_chebyshev_polynomial_u = _polynomial("shifted_chebyshev_polynomial_u")
shifted_chebyshev_polynomial_v = _polynomial("shifted_chebyshev_polynomial_v")
shifted_chebyshev_polynomial_w = _polynomial("shifted_chebyshev_polynomial_w")
hermite_polynomial_h = _polynomial("hermite_polynomial_h")
hermite_polynomial_he = _polynomial("hermite_polynomial_he")
laguerre_polynomial_l = _polynomial("laguerre_polynomial_l")
legendre_polynomial_p = _polynomial("legendre_polynomial_p")
