"""torch.linalg's functions as PyTorch's parser binds them: their Tensor arguments checked first (a str or None is
PyTorch's TypeError naming ``linalg_<op>`` and the argument, not an AttributeError from deep inside), and the
keyword names PyTorch's bindings take (``torch.linalg.cholesky(input=x)``, ``tensorsolve(input, other)``) mapped
onto the implementations' parameters. The check costs one isinstance per Tensor argument."""
import functools
import inspect

from ._invalid_arguments import raise_invalid_arguments
from ._tensor import Tensor
from .autograd.function_utils import not_a_tensor

_MISSING = object()

# name -> (PyTorch's op name, its Tensor parameters in order, as its messages and keywords name them)
TENSOR_PARAMETERS = {
    "solve": ("linalg_solve", ("A", "B")), "solve_ex": ("linalg_solve_ex", ("A", "B")),
    "inv": ("linalg_inv", ("A",)), "inv_ex": ("linalg_inv_ex", ("A",)),
    "cholesky": ("linalg_cholesky", ("input",)), "cholesky_ex": ("linalg_cholesky_ex", ("input",)),
    "det": ("linalg_det", ("A",)), "slogdet": ("linalg_slogdet", ("A",)),
    "eigh": ("linalg_eigh", ("input",)), "eigvalsh": ("linalg_eigvalsh", ("input",)),
    "qr": ("linalg_qr", ("A",)), "svd": ("linalg_svd", ("A",)), "svdvals": ("linalg_svdvals", ("A",)),
    "lu": ("linalg_lu", ("A",)), "lu_factor": ("linalg_lu_factor", ("A",)),
    "lu_factor_ex": ("linalg_lu_factor_ex", ("A",)), "matrix_exp": ("linalg_matrix_exp", ("input",)),
    "matrix_norm": ("linalg_matrix_norm", ("input",)), "vector_norm": ("linalg_vector_norm", ("input",)),
    "norm": ("linalg_norm", ("input",)), "cond": ("linalg_cond", ("input",)),
    "tensorinv": ("linalg_tensorinv", ("input",)), "tensorsolve": ("linalg_tensorsolve", ("input", "other")),
    "vander": ("linalg_vander", ("x",)), "ldl_factor": ("linalg_ldl_factor", ("input",)),
    "diagonal": ("linalg_diagonal", ("A",)), "vecdot": ("linalg_vecdot", ("x", "y")),
}

# names whose first argument no signature takes but a Tensor: PyTorch lists their signatures
_TOLERANCES = ("(Tensor input, *, Tensor? atol=None, Tensor? rtol=None, bool hermitian=False, Tensor out=None)",
               "(Tensor input, *, double? atol=None, double? rtol=None, bool hermitian=False, Tensor out=None)",
               "(Tensor input, Tensor {0}, bool hermitian=False, *, Tensor out=None)",
               "(Tensor input, double {0}, bool hermitian=False, *, Tensor out=None)")
LISTED = {"pinv": ("linalg_pinv", "rcond"), "matrix_rank": ("linalg_matrix_rank", "tol")}


def bound(name, function):
    """``function`` (torch.linalg.<name>) behind PyTorch's checks of its Tensor arguments."""
    if name in LISTED:
        op, third = LISTED[name]
        signatures = tuple(op + s.format(third) for s in _TOLERANCES)

        def listed(*args, **kwargs):
            if args and not isinstance(args[0], Tensor):
                raise_invalid_arguments(op, signatures, args, kwargs)
            return function(*args, **kwargs)
        return functools.wraps(function)(listed)
    op, theirs = TENSOR_PARAMETERS[name]
    ours = list(inspect.signature(function).parameters)[:len(theirs)]
    renamed = {t: o for t, o in zip(theirs, ours) if t != o}

    def checked(*args, **kwargs):
        if renamed:
            for t, o in renamed.items():
                if t in kwargs and o not in kwargs:
                    kwargs[o] = kwargs.pop(t)
        for position, (their_name, our_name) in enumerate(zip(theirs, ours)):
            value = args[position] if position < len(args) else kwargs.get(our_name, _MISSING)
            if value is not _MISSING and not isinstance(value, Tensor):
                raise not_a_tensor(op, their_name, value, position + 1, shared=False)
        return function(*args, **kwargs)
    return functools.wraps(function)(checked)
