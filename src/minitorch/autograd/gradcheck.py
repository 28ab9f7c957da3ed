"""gradcheck / gradgradcheck: analytical Jacobians (from backward, and from forward-mode AD
with ``check_forward_ad=True``) against central finite differences, as
torch.autograd.gradcheck does."""
import itertools
import warnings

from .. import _tensor
from . import grad as _grad

__all__ = ["gradcheck", "gradgradcheck", "GradcheckError"]


class GradcheckError(RuntimeError):
    pass


def _as_tuple(x):
    """PyTorch's: a tuple as it is, a list as a tuple, anything else as the one item."""
    if isinstance(x, tuple):
        return x
    return tuple(x) if isinstance(x, list) else (x,)


def _differentiable_outputs(outputs):
    return [o for o in outputs if isinstance(o, _tensor.Tensor) and o.requires_grad]


def _numerical_jacobian(fn, inputs, index, eps):
    """d(all outputs, flattened)/d(inputs[index]) by central differences: one column per element."""
    x = inputs[index]
    data = x._data  # perturbed where it lies: any strides (a channels-last input cannot be flattened in place)
    columns = []
    for k in itertools.product(*(range(n) for n in data.shape)):  # row-major, as the Jacobian's columns
        orig = data[k].item()
        data[k] = orig + eps
        plus = [o._host_array().astype("float64").reshape(-1) for o in _tensor_outputs(fn(*inputs))]
        data[k] = orig - eps
        minus = [o._host_array().astype("float64").reshape(-1) for o in _tensor_outputs(fn(*inputs))]
        data[k] = orig
        columns.append([(p - m) / (2 * eps) for p, m in zip(plus, minus)])
    return columns


def _tensor_outputs(out):
    return [o for o in _as_tuple(out) if isinstance(o, _tensor.Tensor) and o._data.dtype.kind == "f"]


def gradcheck(func, inputs, *, eps=1e-6, atol=1e-5, rtol=1e-3, raise_exception=True, nondet_tol=0.0,
              check_undefined_grad=True, check_grad_dtypes=False, check_batched_grad=False,
              check_batched_forward_grad=False, check_forward_ad=False, check_backward_ad=True, fast_mode=False,
              masked=None):
    """True if the analytical gradients of ``func`` at ``inputs`` match finite differences."""
    inputs = _as_tuple(inputs)
    diff_inputs = [i for i, x in enumerate(inputs) if isinstance(x, _tensor.Tensor) and x.requires_grad]
    for i in diff_inputs:
        if inputs[i]._data.dtype.name != "float64":
            warnings.warn(f"Input #{i} requires gradient and is not a double precision floating point or complex. "
                          "This check will likely fail if all the inputs are not of double precision floating point "
                          "or complex. ")
    if not diff_inputs:
        raise ValueError("gradcheck expects at least one input tensor to require gradient, but none of them have "
                         "requires_grad=True.")
    outputs = _tensor_outputs(func(*inputs))
    diff_outputs = [o for o in outputs if o.requires_grad]
    if not diff_outputs:
        for i in diff_inputs:
            for col in _numerical_jacobian(func, inputs, i, eps):
                for c in col:
                    if abs(c).max(initial=0) > atol:
                        return _fail(raise_exception, "Numerical gradient for function expected to be zero")
        return True
    import numpy  # gradcheck runs on host values
    for oi, out in enumerate(outputs):
        if not out.requires_grad or not check_backward_ad:
            continue
        for ii in diff_inputs:
            x = inputs[ii]
            numerical = numpy.array([col[oi] for col in _numerical_jacobian(func, inputs, ii, eps)])
            numerical = numerical.reshape(x._data.size, out._data.size).T if numerical.size else \
                numpy.zeros((out._data.size, x._data.size))
            analytical = numpy.zeros((out._data.size, x._data.size))
            for k in range(out._data.size):
                outs = _tensor_outputs(func(*inputs))
                target = [o for o in outs if o.requires_grad]
                o = outs[oi]
                seed = o._data.copy()
                seed[...] = 0
                seed.reshape(-1)[k] = 1
                g, = _grad(o, x, _tensor.Tensor._make(seed), retain_graph=False, allow_unused=True)
                if g is not None:
                    analytical[k] = g._host_array().reshape(-1)
            if not numpy.allclose(analytical, numerical, rtol=rtol, atol=atol):
                return _fail(raise_exception, f"Jacobian mismatch for output {oi} with respect to input {ii},\n"
                                              f"numerical:{_shown(numerical, out)}\nanalytical:"
                                              f"{_shown(analytical, out)}\n")
    if check_forward_ad:
        return _check_forward_ad(func, inputs, outputs, diff_inputs, eps, atol, rtol, raise_exception)
    return True


def _check_forward_ad(func, inputs, outputs, diff_inputs, eps, atol, rtol, raise_exception):
    """Each input element's unit tangent through forward-mode AD: one Jacobian column per call."""
    import numpy
    from . import forward_ad as fwAD
    for ii in diff_inputs:
        x = inputs[ii]
        columns = _numerical_jacobian(func, inputs, ii, eps)
        for oi, out in enumerate(outputs):
            if not out.requires_grad:
                continue
            numerical = numpy.zeros((out._data.size, x._data.size))
            analytical = numpy.zeros((out._data.size, x._data.size))
            for k in range(x._data.size):
                numerical[:, k] = columns[k][oi]
                seed = x._data.copy()
                seed[...] = 0
                seed.reshape(-1)[k] = 1
                with fwAD.dual_level():
                    args = list(inputs)
                    args[ii] = fwAD.make_dual(x, _tensor.Tensor._make(seed))
                    tangent = fwAD.unpack_dual(_tensor_outputs(func(*args))[oi]).tangent
                    if tangent is not None:
                        analytical[:, k] = tangent._host_array().reshape(-1)
            if not numpy.allclose(analytical, numerical, rtol=rtol, atol=atol):
                return _fail(raise_exception, f"Jacobian computed with forward mode mismatch for output {oi} with "
                                              f"respect to input {ii},\nnumerical:{_shown(numerical, out)}\n"
                                              f"analytical:{_shown(analytical, out)}\n")
    return True


def _shown(jacobian, output):
    """A Jacobian as the message shows it: a tensor of the output's dtype."""
    return _tensor.Tensor._make(jacobian.astype(output._data.dtype))


def _fail(raise_exception, message):
    if raise_exception:
        raise GradcheckError(message)
    return False


def gradgradcheck(func, inputs, grad_outputs=None, *, eps=1e-6, atol=1e-5, rtol=1e-3, gen_non_contig_grad_outputs=False,
                  raise_exception=True, nondet_tol=0.0, check_undefined_grad=True, check_grad_dtypes=False,
                  check_batched_grad=False, check_fwd_over_rev=False, check_rev_over_rev=True, fast_mode=False,
                  masked=False):
    """gradcheck of the gradients themselves (second derivatives through create_graph)."""
    inputs = _as_tuple(inputs)
    outputs = [o for o in _tensor_outputs(func(*inputs)) if o.requires_grad]
    if grad_outputs is None:
        from .._creation import randn
        grad_outputs = tuple(randn(o.shape, dtype=o.dtype, requires_grad=True) for o in outputs)
    grad_outputs = _as_tuple(grad_outputs)
    n = len(inputs)
    diff_idx = [i for i, x in enumerate(inputs) if isinstance(x, _tensor.Tensor) and x.requires_grad]

    def first_derivative(*args):
        ins, gos = args[:n], args[n:]
        outs = [o for o in _tensor_outputs(func(*ins)) if o.requires_grad]
        grads = _grad(outs, [ins[i] for i in diff_idx], gos, create_graph=True, allow_unused=True)
        return tuple(g for g in grads if g is not None)

    return gradcheck(first_derivative, inputs + grad_outputs, eps=eps, atol=atol, rtol=rtol,
                     raise_exception=raise_exception, check_forward_ad=check_fwd_over_rev,
                     check_backward_ad=check_rev_over_rev)
