"""minitorch.autograd: backward(), grad(), custom Functions, grad modes (torch.autograd)."""
import contextlib
import warnings

from .. import _tensor
from .._typename import typename
from ..backends import array_module
from . import anomaly_mode, engine, grad_mode, graph  # noqa: F401
from .anomaly_mode import detect_anomaly, set_detect_anomaly
from .function import Function, FunctionCtx, once_differentiable
from .grad_mode import (enable_grad, inference_mode, is_grad_enabled, is_inference_mode_enabled, no_grad,
                        set_grad_enabled)
from .grad_mode import is_multithreading_enabled, set_multithreading_enabled  # noqa: F401
from .node import gradient_edge
from .variable import Variable
from .saved_variable import SavedVariable as SavedTensor  # noqa: F401  (the class of grad_fn._raw_saved_*)

__all__ = ["backward", "grad", "Function", "FunctionCtx", "Variable", "no_grad", "enable_grad", "set_grad_enabled",
           "inference_mode", "detect_anomaly", "set_detect_anomaly", "once_differentiable", "graph"]


def _tensor_or_tensors_to_tuple(tensors, length):
    if tensors is None:
        return (None,) * length
    if isinstance(tensors, _tensor.Tensor):
        return (tensors,)
    return tuple(tensors)


def _make_grads(outputs, grads, is_grads_batched=False):
    new_grads = []
    for i, (out, grad) in enumerate(zip(outputs, grads)):
        if isinstance(out, graph.GradientEdge):
            out = _EdgeOutput(out)
        if isinstance(grad, _tensor.Tensor):
            first = grad[0] if is_grads_batched else grad  # an empty batch fails here, as in PyTorch
            if first.shape != out.shape:
                if is_grads_batched:
                    # PyTorch strips the batch dim from the first row again, so the message shows
                    # that row's shape less its first size.
                    raise RuntimeError(
                        "If `is_grads_batched=True`, we interpret the first dimension of each grad_output as the "
                        "batch dimension. The sizes of the remaining dimensions are expected to match the shape of "
                        f"corresponding output, but a mismatch was detected: grad_output[{i}] has a shape of "
                        f"{first.shape[1:]} and output[{i}] has a shape of {out.shape}. If you only want some "
                        "tensors in `grad_output` to be considered batched, consider using vmap.")
                raise RuntimeError(f"Mismatch in shape: grad_output[{i}] has a shape of {grad.shape} and "
                                   f"output[{i}] has a shape of {out.shape}.")
            new_grads.append(grad)
        elif grad is None:
            if out.requires_grad:
                if out.numel() != 1:
                    raise RuntimeError("grad can be implicitly created only for scalar outputs")
                if not out.is_floating_point():
                    raise RuntimeError(f"grad can be implicitly created only for real scalar outputs but got "
                                       f"{out.dtype}")
                new_grads.append(_tensor.Tensor._make(_ones_like(out._data)))
            else:
                new_grads.append(None)
        else:
            raise TypeError(f"gradients can be either Tensors or None, but got {type(grad).__name__}")
    return new_grads


class _EdgeOutput:
    """What _make_grads needs of an output given as a GradientEdge: its node's input metadata."""

    requires_grad = True

    def __init__(self, edge):
        shape, dtype, array_type = edge.node._input_metadata[edge.output_nr]
        from ..backends import _BACKEND_BY_TYPE
        self._data = _BACKEND_BY_TYPE[array_type].xp.zeros(shape, dtype)
        self.shape = _tensor.Size(shape)

    def numel(self):
        return self._data.size

    def is_floating_point(self):
        return self._data.dtype.kind == "f"

    @property
    def dtype(self):
        from .._dtype import FROM_NP
        return FROM_NP[self._data.dtype]


def _ones_like(array):
    xp = array_module(array)
    if not array.ndim:  # a scalar loss's seed: one C call where ``ones`` runs NumPy's Python layers
        return xp.array(1, array.dtype)
    return xp.ones(array.shape, array.dtype)


def _check_counts(tensors, grads):
    if len(grads) != len(tensors):  # _make_grads pairs them up to the shorter
        raise RuntimeError(f"got {len(tensors)} tensors and {len(grads)} gradients")


def _root_edges(tensors):
    edges = []
    for i, t in enumerate(tensors):
        edge = tuple(t) if isinstance(t, graph.GradientEdge) else gradient_edge(t)
        if edge[0] is None:
            raise RuntimeError(f"element {i} of tensors does not require grad and does not have a grad_fn")
        edges.append(edge)
    return edges


def _input_edges(inputs):
    edges = []
    for t in inputs:
        if isinstance(t, graph.GradientEdge):
            edges.append(tuple(t))
            continue
        if not isinstance(t, _tensor.Tensor):
            raise RuntimeError(f"all inputs have to be Tensors or GradientEdges, but got {typename(t)}")
        if not t.requires_grad:
            raise RuntimeError("One of the differentiated Tensors does not require grad")
        edges.append(gradient_edge(t))
    return edges


_warned_create_graph = False


@contextlib.contextmanager
def inside_transform(vmap=False):
    """Around the function a torch.func transform (grad, vjp, jvp, jacrev, jacfwd, vmap) runs: backward() is
    refused there, as functorch refuses it (and a custom Function without a vmap rule inside vmap)."""
    transforms = grad_mode.TRANSFORMS
    transforms.depth += 1
    transforms.vmap_depth += vmap
    try:
        yield
    finally:
        transforms.depth -= 1
        transforms.vmap_depth -= vmap


def backward(tensors, grad_tensors=None, retain_graph=None, create_graph=False, grad_variables=None, inputs=None):
    """Accumulate into ``.grad`` of the leaves the gradient of ``tensors`` (torch.autograd.backward)."""
    if grad_mode.TRANSFORMS.depth:
        raise RuntimeError("backward() called inside a functorch transform. This is not supported, please use "
                           "functorch.grad or functorch.vjp instead or call backward() outside of functorch "
                           "transforms.")
    if grad_variables is not None:
        grad_tensors = grad_variables
    if inputs is not None:
        if isinstance(inputs, (_tensor.Tensor, graph.GradientEdge)):
            inputs = (inputs,)
        else:
            inputs = tuple(inputs)
        if len(inputs) == 0:
            raise RuntimeError("`inputs` argument to `backward()` cannot be empty.")
    tensors = (tensors,) if isinstance(tensors, (_tensor.Tensor, graph.GradientEdge)) else tuple(tensors)
    grad_tensors = _tensor_or_tensors_to_tuple(grad_tensors, len(tensors))
    grad_tensors = _make_grads(tensors, grad_tensors)
    _check_counts(tensors, grad_tensors)
    if retain_graph is None:
        retain_graph = create_graph
    global _warned_create_graph
    if create_graph and not _warned_create_graph:  # PyTorch warns once per process
        _warned_create_graph = True
        warnings.warn(
            "Using backward() with create_graph=True will create a reference cycle between the parameter and its "
            "gradient which can cause a memory leak. We recommend using autograd.grad when creating the graph to "
            "avoid this. If you have to use this function, make sure to reset the .grad fields of your parameters "
            "to None after use to break the cycle and avoid the leak. (Triggered internally at "
            "/__w/pytorch/pytorch/torch/csrc/autograd/engine.cpp:1307.)", UserWarning, stacklevel=2)
    roots = _root_edges(tensors)
    output_edges = None
    if inputs is not None:
        for t in inputs:
            if isinstance(t, _tensor.Tensor):
                t.retain_grad()  # as PyTorch's engine: a no-op for a leaf, an error for a tensor without grad
        output_edges = _input_edges(inputs)
    engine.execute(roots, grad_tensors, retain_graph, create_graph, accumulate_grad=True,
                   output_edges=output_edges)


def grad(outputs, inputs, grad_outputs=None, retain_graph=None, create_graph=False, only_inputs=True,
         allow_unused=None, is_grads_batched=False, materialize_grads=False):
    """The gradients of ``outputs`` with respect to ``inputs``, returned, not accumulated."""
    if not only_inputs:
        warnings.warn("only_inputs argument is deprecated and is ignored now (defaults to True). To accumulate "
                      "gradient for other parts of the graph, please use torch.autograd.backward.", FutureWarning,
                      stacklevel=2)
    if allow_unused is None:
        allow_unused = materialize_grads
    if materialize_grads and allow_unused is False:
        raise ValueError("Expected allow_unused to be True or not passed when materialize_grads=True, but got: "
                         "allow_unused=False.")
    outputs = (outputs,) if isinstance(outputs, (_tensor.Tensor, graph.GradientEdge)) else tuple(outputs)
    single_input = isinstance(inputs, (_tensor.Tensor, graph.GradientEdge))
    inputs = (inputs,) if single_input else tuple(inputs)
    if len(inputs) == 0:
        raise RuntimeError("`inputs` argument to `grad()` cannot be empty.")
    grad_outputs = _tensor_or_tensors_to_tuple(grad_outputs, len(outputs))
    grad_outputs = _make_grads(outputs, grad_outputs, is_grads_batched)
    _check_counts(outputs, grad_outputs)
    if retain_graph is None:
        retain_graph = create_graph
    roots = _root_edges(outputs)
    input_edges = _input_edges(inputs)
    if is_grads_batched:
        captured = _batched_vjp(roots, grad_outputs, retain_graph, create_graph, input_edges)
    else:
        captured = engine.execute(roots, grad_outputs, retain_graph, create_graph, accumulate_grad=False,
                                  output_edges=input_edges)
    result = []
    for i, (g, t) in enumerate(zip(captured, inputs)):
        if g is None:
            if materialize_grads:
                g = _tensor.Tensor._make(_ones_like(t._data) * 0)
                if create_graph:
                    g._set_requires_grad(True)  # torch.zeros_like(input, requires_grad=create_graph)
            elif not allow_unused:
                raise RuntimeError(f"The differentiated Tensor at index {i} appears to not have been used in the "
                                   "graph. Set allow_unused=True if this is the desired behavior.")
        result.append(g)
    return tuple(result)


def _batched_vjp(roots, grad_outputs, retain_graph, create_graph, input_edges):
    """``is_grads_batched=True``: one vector-Jacobian product per row of the grad_outputs' first dimension.
    PyTorch runs one backward under vmap with batched gradients; minitorch runs the engine once per row
    (keeping the graph for every row but the last) and stacks what each input received, so the values, the
    errors of a mismatched batch and ``None`` for an unused input are PyTorch's. (Under ``create_graph`` a
    result's grad_fn is StackBackward0 where PyTorch's is the last formula's node.)"""
    sizes = []
    for g in grad_outputs:
        if g is not None:
            if g.dim() == 0:
                raise ValueError("vmap(vjp, in_dims=0, ...)(<inputs>): Got in_dim=0 for some input, but that input "
                                 "is a Tensor of dimensionality 0 so expected in_dim to satisfy 0 <= in_dim < 0.")
            sizes.append(g.shape[0])
    if len(set(sizes)) > 1:
        raise ValueError(f"vmap: Expected all tensors to have the same size in the mapped dimension, got sizes "
                         f"{sizes} for the mapped dimension")
    batch = sizes[0] if sizes else 1
    rows = [engine.execute(roots, [None if g is None else g[b] for g in grad_outputs], retain_graph or b < batch - 1,
                           create_graph, accumulate_grad=False, output_edges=input_edges) for b in range(batch)]
    from .. import stack  # the generated op (autograd loads before it)
    return [None if column[0] is None else stack(column) for column in zip(*rows)]


from .gradcheck import gradcheck, gradgradcheck  # noqa: E402  (uses grad above)
from . import profiler  # noqa: E402,F401  (seeing inside: backward profiler)
from .tracing import trace  # noqa: E402,F401  (seeing inside: the engine's call chain)
from . import forward_ad, functional  # noqa: E402,F401  (forward-mode AD, functional API)
