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
    """True if the analytical gradients of ``func`` at ``inputs`` match finite differences. PyTorch's checks in
    its order: the Jacobians (backward mode: each output's rows computed twice from one forward, to catch a
    backward that is not reentrant; forward mode when asked), then that backward scales with grad_output
    (a zero grad_output gives zero gradients) and copes with undefined output gradients. ``fast_mode`` and the
    batched checks run as the full check (vmap being a loop, a batched gradient is the looped one)."""
    if not check_forward_ad and not check_backward_ad:
        raise AssertionError("Expected at least one of check_forward_ad or check_backward_ad to be True")
    if check_batched_grad and not check_backward_ad:
        raise AssertionError("Setting check_batched_grad=True requires check_backward_ad to be True")
    if check_batched_forward_grad and not check_forward_ad:
        raise AssertionError("Setting check_batched_forward_grad=True requires check_forward_ad to be True")
    try:
        return _gradcheck(func, _as_tuple(inputs), eps, atol, rtol, nondet_tol, check_undefined_grad,
                          check_grad_dtypes, check_forward_ad, check_backward_ad)
    except GradcheckError:
        if raise_exception:
            raise
        return False


def _gradcheck(func, inputs, eps, atol, rtol, nondet_tol, check_undefined_grad, check_grad_dtypes,
               check_forward_ad, check_backward_ad):
    diff_inputs = [i for i, x in enumerate(inputs) if isinstance(x, _tensor.Tensor) and x.requires_grad]
    for i in diff_inputs:
        x = inputs[i]
        if x._data.dtype.name != "float64":
            warnings.warn(f"Input #{i} requires gradient and is not a double precision floating point or complex. "
                          "This check will likely fail if all the inputs are not of double precision floating point "
                          "or complex. ")
        if not all(st > 0 or n <= 1 for st, n in zip(x.stride(), x.shape)):
            raise RuntimeError(f"The {i}th input has a dimension with stride 0. gradcheck only supports inputs that "
                               "are non-overlapping to be able to compute the numerical gradients correctly. You "
                               "should call .contiguous on the input before passing it to gradcheck.")
    if not diff_inputs:
        raise ValueError("gradcheck expects at least one input tensor to require gradient, but none of them have "
                         "requires_grad=True.")
    func_out = func(*inputs)
    outputs = _tensor_outputs(func_out)
    diff_outputs = [o for o in outputs if o.requires_grad]
    if check_backward_ad:
        if not diff_outputs:
            _check_numerical_zero(func, inputs, diff_inputs, eps)
        else:
            _check_backward_jacobians(func, inputs, outputs, diff_inputs, eps, atol, rtol, nondet_tol,
                                      check_grad_dtypes)
    if check_forward_ad:
        if not diff_outputs:
            _check_numerical_zero(func, inputs, diff_inputs, eps)
        else:
            _check_forward_ad(func, inputs, outputs, diff_inputs, eps, atol, rtol)
    if not check_backward_ad:
        return True
    diff_list = [inputs[i] for i in diff_inputs]
    _check_backward_scales_with_grad_output(diff_outputs, diff_list)
    if check_undefined_grad:
        _check_undefined_output_grads(func, inputs, diff_outputs, diff_list)
    return True


def _check_numerical_zero(func, inputs, diff_inputs, eps):
    """No differentiable output: the function must not depend on the inputs at all."""
    for i in diff_inputs:
        for col in _numerical_jacobian(func, inputs, i, eps):
            for c in col:
                if (c != 0).any():
                    raise GradcheckError("Numerical gradient for function expected to be zero")


def _check_backward_jacobians(func, inputs, outputs, diff_inputs, eps, atol, rtol, nondet_tol, check_grad_dtypes):
    import numpy  # gradcheck runs on host values
    # numerical[j][oi]: d output oi / d diff input j, shaped (input numel, output numel) as PyTorch's
    numerical = []
    for ii in diff_inputs:
        columns = _numerical_jacobian(func, inputs, ii, eps)
        size = inputs[ii]._data.size
        numerical.append([numpy.array([col[oi] for col in columns]).reshape(size, out._data.size)
                          for oi, out in enumerate(outputs)])
    diff_list = [inputs[i] for i in diff_inputs]
    for i, (oi, out) in enumerate((oi, o) for oi, o in enumerate(outputs) if o.requires_grad):
        analytical = _analytical_jacobians(out, diff_list, nondet_tol, check_grad_dtypes)
        for j, a in enumerate(analytical):
            n = numerical[j][oi]
            if not numpy.allclose(a, n, rtol=rtol, atol=atol):
                raise GradcheckError(f"Jacobian mismatch for output {i} with respect to input {j},\n"
                                     f"numerical:{_shown(n, out)}\nanalytical:{_shown(a, diff_list[j])}\n")


def _analytical_jacobians(output, diff_inputs, nondet_tol, check_grad_dtypes):
    """Per differentiable input, d output / d input row by row from backward (one graph, kept), shaped (input
    numel, output numel); computed twice, as PyTorch does, to find a backward that gives different values."""
    import numpy
    first, sizes_ok, types_ok = _jacobian_rows(output, diff_inputs)
    second, _, _ = _jacobian_rows(output, diff_inputs)
    if not types_ok and check_grad_dtypes:
        raise GradcheckError("Gradient has dtype mismatch")
    if not sizes_ok:
        raise GradcheckError("Analytical gradient has incorrect size")
    for a, b in zip(first, second):
        if a.size and numpy.abs(a - b).max() > nondet_tol:
            raise GradcheckError(
                "Backward is not reentrant, i.e., running backward with same input and grad_output multiple times "
                "gives different values, although analytical gradient matches numerical gradient.The tolerance for "
                f"nondeterminism was {nondet_tol}." + FAILED_NONDET_MSG)
    return first


FAILED_NONDET_MSG = """\n
NOTE: If your op relies on non-deterministic operations i.e., it is listed here:
https://pytorch.org/docs/stable/generated/torch.use_deterministic_algorithms.html
this failure might be expected.

If you are adding a new operator, please file an issue and then use one of the
workarounds. The workaround depends on how your test invokes gradcheck/gradgradcheck.
If the test
- manually invokes gradcheck/gradgradcheck, then call gradcheck/gradgradcheck
  with `nondet_tol=<tol>` as a keyword argument.
- is OpInfo-based (e.g., in test_ops_gradients.py), then modify the OpInfo for the test
  to have `gradcheck_nondet_tol=<tol>`.
- is a Module test (e.g., in common_nn.py), then modify the corresponding
  module_test entry to have `gradcheck_nondet_tol=<tol>`
"""


def _jacobian_rows(output, diff_inputs):
    import numpy
    jacobians = [numpy.zeros((x._data.size, output._data.size)) for x in diff_inputs]
    sizes_ok = types_ok = True
    for k in range(output._data.size):
        seed = numpy.zeros(output._data.shape, dtype=output._data.dtype)
        seed.reshape(-1)[k] = 1
        seed = _tensor.Tensor._make(seed).to(output.device)
        grads = _grad(output, diff_inputs, seed, retain_graph=True, allow_unused=True)
        for jac, g, x in zip(jacobians, grads, diff_inputs):
            if g is None:
                continue
            if g.shape != x.shape:
                sizes_ok = False
            elif g.dtype != x.dtype:
                types_ok = False
            jac[:, k] = g._host_array().reshape(-1)
    return jacobians, sizes_ok, types_ok


def _check_backward_scales_with_grad_output(outputs, diff_inputs):
    """A zero grad_output must give zero gradients (of the inputs' dtype, device and size)."""
    from .._creation import zeros_like
    grads = _grad(outputs, diff_inputs, [zeros_like(o) for o in outputs], allow_unused=True)
    for g, x in zip(grads, diff_inputs):
        if g is None:
            continue
        if not bool(g.eq(0).all()):
            raise GradcheckError("backward not multiplied by grad_output")
        if g.dtype != x.dtype:
            raise GradcheckError("grad is incorrect type")
        if g.device != x.device:
            raise GradcheckError("grad is incorrect device")
        if g.shape != x.shape:
            raise GradcheckError("grad is incorrect size")


def _check_undefined_output_grads(func, inputs, outputs, diff_inputs):
    """Backward must cope with undefined (None) output gradients: all of them at once, and, with several
    outputs, each one alone; the gradients it gives then must be None or zero."""
    from .._creation import zeros_like
    from .function_utils import BackwardNode
    from .node import gradient_edge, set_history

    class UndefinedGradBackward(BackwardNode):  # PyTorch's UndefinedGrad: passes on an undefined gradient
        __slots__ = ()

        def apply(self, grads):
            return [None]

    def undefined(o):
        node = UndefinedGradBackward()
        node._next_edges = (gradient_edge(o),)
        out = _tensor.Tensor._make(o._data)
        set_history(out, node)
        return out

    def fresh_outputs():
        return [o for o in _tensor_outputs(func(*inputs)) if o.requires_grad]

    cases = [[undefined(o) for o in fresh_outputs()]]
    if len(cases[0]) > 1:
        for k in range(len(outputs)):
            cases.append([undefined(o) if i == k else o for i, o in enumerate(fresh_outputs())])
    for case in cases:
        try:
            grads = _grad(case, diff_inputs, [zeros_like(o) for o in case], allow_unused=True)
        except RuntimeError as e:
            _warn_undefined_check()
            raise GradcheckError('Expected backward function to handle undefined output grads. Please look at '
                                 '"Notes about undefined output gradients" in "tools/autograd/derivatives.yaml"') from e
        for g in grads:
            if g is not None and not bool(g.eq(0).all()):
                _warn_undefined_check()
                raise GradcheckError('Expected all input grads to be undefined or zero when all output grads are '
                                     'undefined or zero. Please look at "Notes about undefined output gradients" in '
                                     '"tools/autograd/derivatives.yaml"')


def _warn_undefined_check():
    warnings.warn('Backwards compatibility: New undefined gradient support checking feature is enabled by default, '
                  'but it may break existing callers of this function. If this is true for you, you can call this '
                  'function with "check_undefined_grad=False" to disable the feature')


def _check_forward_ad(func, inputs, outputs, diff_inputs, eps, atol, rtol):
    """Each input element's unit tangent through forward-mode AD: one Jacobian column per call. Jacobians are
    shaped (input numel, output numel) and named by the output's place among the differentiable outputs and the
    input's among the differentiable inputs, as PyTorch's message names them."""
    import numpy
    from . import forward_ad as fwAD
    diff_out = [oi for oi, o in enumerate(outputs) if o.requires_grad]
    for j, ii in enumerate(diff_inputs):
        x = inputs[ii]
        columns = _numerical_jacobian(func, inputs, ii, eps)
        numerical = [numpy.zeros((x._data.size, outputs[oi]._data.size)) for oi in diff_out]
        analytical = [numpy.zeros((x._data.size, outputs[oi]._data.size)) for oi in diff_out]
        for k in range(x._data.size):
            seed = x._data.copy()
            seed[...] = 0
            seed.reshape(-1)[k] = 1
            with fwAD.dual_level():
                args = list(inputs)
                args[ii] = fwAD.make_dual(x, _tensor.Tensor._make(seed))
                outs = _tensor_outputs(func(*args))
                for i, oi in enumerate(diff_out):
                    numerical[i][k] = columns[k][oi]
                    tangent = fwAD.unpack_dual(outs[oi]).tangent
                    if tangent is not None:
                        analytical[i][k] = tangent._host_array().reshape(-1)
        for i, oi in enumerate(diff_out):
            if not numpy.allclose(analytical[i], numerical[i], rtol=rtol, atol=atol):
                raise GradcheckError(f"Jacobian computed with forward mode mismatch for output {i} with respect to "
                                     f"input {j},\nnumerical:{_shown(numerical[i], outputs[oi])}\n"
                                     f"analytical:{_shown(analytical[i], x)}\n")


def _shown(jacobian, like):
    """A Jacobian as the message shows it: a tensor of ``like``'s dtype (numerical: the output's, analytical: the input's)."""
    return _tensor.Tensor._make(jacobian.astype(like._data.dtype))


def gradgradcheck(func, inputs, grad_outputs=None, *, eps=1e-6, atol=1e-5, rtol=1e-3, gen_non_contig_grad_outputs=False,
                  raise_exception=True, nondet_tol=0.0, check_undefined_grad=True, check_grad_dtypes=False,
                  check_batched_grad=False, check_fwd_over_rev=False, check_rev_over_rev=True, fast_mode=False,
                  masked=False):
    """gradcheck of the gradients themselves (second derivatives through create_graph)."""
    inputs = _as_tuple(inputs)
    outputs = [o for o in _tensor_outputs(func(*inputs)) if o.requires_grad]
    if grad_outputs is None:
        # PyTorch's draw, from the global generator: uniform in [-1, 1) by make_tensor (a random failure message
        # then shows PyTorch's numbers after the same manual_seed)
        from ..testing import make_tensor
        grad_outputs = tuple(make_tensor(o.shape, dtype=o.dtype, device=o.device, low=-1, high=1, requires_grad=True,
                                         noncontiguous=gen_non_contig_grad_outputs) for o in outputs)
    grad_outputs = _as_tuple(grad_outputs)
    n = len(inputs)
    diff_idx = [i for i, x in enumerate(inputs) if isinstance(x, _tensor.Tensor) and x.requires_grad]

    def first_derivative(*args):
        ins, gos = args[:n], args[n:]
        outs = [o for o in _tensor_outputs(func(*ins)) if o.requires_grad]
        grads = _grad(outs, [ins[i] for i in diff_idx], gos, create_graph=True, allow_unused=True)
        return tuple(g for g in grads if g is not None)

    return gradcheck(first_derivative, inputs + grad_outputs, eps=eps, atol=atol, rtol=rtol,
                     raise_exception=raise_exception, nondet_tol=nondet_tol,
                     check_undefined_grad=check_undefined_grad, check_grad_dtypes=check_grad_dtypes,
                     check_forward_ad=check_fwd_over_rev, check_backward_ad=check_rev_over_rev)
