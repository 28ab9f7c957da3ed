"""minitorch.autograd: backward(), grad(), custom Functions, grad modes (torch.autograd)."""
import warnings

from .. import _tensor
from . import anomaly_mode, engine, grad_mode, graph  # noqa: F401
from .anomaly_mode import detect_anomaly, set_detect_anomaly
from .function import Function, FunctionCtx, once_differentiable
from .grad_mode import (enable_grad, inference_mode, is_grad_enabled, is_inference_mode_enabled, no_grad,
                        set_grad_enabled)
from .node import gradient_edge
from .variable import Variable

__all__ = ["backward", "grad", "Function", "FunctionCtx", "Variable", "no_grad", "enable_grad", "set_grad_enabled",
           "inference_mode", "detect_anomaly", "set_detect_anomaly", "once_differentiable", "graph"]


def _tensor_or_tensors_to_tuple(tensors, length):
    if tensors is None:
        return (None,) * length
    if isinstance(tensors, _tensor.Tensor):
        return (tensors,)
    return tuple(tensors)


def _make_grads(outputs, grads):
    new_grads = []
    for i, (out, grad) in enumerate(zip(outputs, grads)):
        if isinstance(out, graph.GradientEdge):
            out = _EdgeOutput(out)
        if isinstance(grad, _tensor.Tensor):
            if grad.shape != out.shape:
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
    from ..backends import array_module
    return array_module(array).ones_like(array)


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
        if not t.requires_grad:
            raise RuntimeError("One of the differentiated Tensors does not require grad")
        edges.append(gradient_edge(t))
    return edges


_warned_create_graph = False


def backward(tensors, grad_tensors=None, retain_graph=None, create_graph=False, grad_variables=None, inputs=None):
    """Accumulate into ``.grad`` of the leaves the gradient of ``tensors`` (torch.autograd.backward)."""
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
    if retain_graph is None:
        retain_graph = create_graph
    global _warned_create_graph
    if create_graph and not _warned_create_graph:  # PyTorch warns once per process
        _warned_create_graph = True
        warnings.warn(
            "Using backward() with create_graph=True will create a reference cycle between the parameter and its "
            "gradient which can cause a memory leak. We recommend using autograd.grad when creating the graph to "
            "avoid this. If you have to use this function, make sure to reset the .grad fields of your parameters "
            "to None after use to break the cycle and avoid the leak.", UserWarning, stacklevel=2)
    roots = _root_edges(tensors)
    output_edges = None
    if inputs is not None:
        for t in inputs:
            if isinstance(t, _tensor.Tensor) and t._grad_fn is not None and t._requires_grad:
                t.retain_grad()
        output_edges = _input_edges(inputs)
    engine.execute(roots, grad_tensors, retain_graph, create_graph, accumulate_grad=True,
                   output_edges=output_edges)


def grad(outputs, inputs, grad_outputs=None, retain_graph=None, create_graph=False, only_inputs=True,
         allow_unused=None, is_grads_batched=False, materialize_grads=False):
    """The gradients of ``outputs`` with respect to ``inputs``, returned, not accumulated."""
    if is_grads_batched:
        raise NotImplementedError("is_grads_batched=True needs vmap, which minitorch does not have")
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
    grad_outputs = _make_grads(outputs, grad_outputs)
    if retain_graph is None:
        retain_graph = create_graph
    roots = _root_edges(outputs)
    input_edges = _input_edges(inputs)
    captured = engine.execute(roots, grad_outputs, retain_graph, create_graph, accumulate_grad=False,
                              output_edges=input_edges)
    result = []
    for i, (g, t) in enumerate(zip(captured, inputs)):
        if g is None:
            if materialize_grads:
                g = _tensor.Tensor._make(_ones_like(t._data) * 0)
            elif not allow_unused:
                raise RuntimeError(f"The differentiated Tensor at index {i} appears to not have been used in the "
                                   "graph. Set allow_unused=True if this is the desired behavior.")
        result.append(g)
    return tuple(result)


from .gradcheck import gradcheck, gradgradcheck  # noqa: E402  (uses grad above)
from . import profiler  # noqa: E402,F401  (seeing inside: backward profiler)
from .tracing import trace  # noqa: E402,F401  (seeing inside: the engine's call chain)
from . import forward_ad, functional  # noqa: E402,F401  (forward-mode AD, functional API)
