"""The graph: Node (PyTorch's torch::autograd::Node), edges, AccumulateGrad, GraphRoot.

An edge is ``(node, input_nr)``, ``(None, 0)`` when the input needs no gradient, exactly
what ``next_functions`` shows. A node keeps its edges as two parallel tuples, ``_next_nodes``
and ``_next_nrs``, and ``_next_nrs`` is a shared tuple of zeros unless some input is an output
of a multi-output op. So recording an op allocates one tuple for its edges, not one per edge
plus one, and the collector's full passes over a growing graph touch fewer objects.
``_next_edges`` reads and writes the pairs. A node's ``_input_metadata`` holds,
per forward output, the ``(shape, dtype, array type)`` its gradient must have; the
engine checks and reduces incoming gradients against it. It is a tuple of tuples of
atoms (shapes, dtypes, types), which the garbage collector stops tracking after one
pass, so the graph it walks holds fewer objects.
"""
import itertools
import sys
import threading
import traceback
import weakref

from .. import _strided
from .anomaly_mode import CURRENT as _CURRENT, _STATE as _ANOMALY
from .grad_mode import STATE as _GRAD_MODE

__all__ = ["Node", "AccumulateGrad", "GraphRoot", "RemovableHandle", "HookDict", "GradientEdge", "get_gradient_edge",
           "add_hook"]

NO_EDGE = (None, 0)
_ZEROS = (0,) * 64  # the input_nr of every edge of most nodes
SEQUENCE_NR = itertools.count()  # PyTorch's at::sequence_number: next(SEQUENCE_NR) is its get_and_increment()
_ACCUMULATE_SEQUENCE_NR = sys.maxsize  # a ready gradient accumulator runs first


class HookDict(dict):
    """``{handle id: hook}`` in registration order; a handle refers to it weakly."""

    __slots__ = ("__weakref__",)


def add_hook(hooks, hook):
    """Register ``hook`` in ``hooks`` (a HookDict) and return its handle."""
    handle = RemovableHandle(hooks)
    hooks[handle.id] = hook
    return handle


class RemovableHandle:
    """Returned by every ``register_*hook``; ``remove()`` unregisters."""

    _next_id = itertools.count().__next__

    def __init__(self, hooks_dict, *, extra_dict=None):
        self._hooks = hooks_dict  # plain dicts take no weak references; the dict holds no handle back
        self.id = RemovableHandle._next_id()
        # dicts keyed by the same id that flag the hook (with_kwargs, always_call): cleared with it
        self._extra = () if extra_dict is None else (extra_dict,) if isinstance(extra_dict, dict) else \
            tuple(extra_dict)

    def remove(self):
        self._hooks.pop(self.id, None)
        for extra in self._extra:
            extra.pop(self.id, None)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.remove()


def _forward_stack():
    """The Python stack where a node is being made, formatted, without the frames of minitorch's op layers (the
    generated wrappers, the bindings, composites, kernels, the engine): in PyTorch those layers are C++, so its
    stack ends where Python called into them. The modules that are Python in PyTorch too keep their frames."""
    frames = traceback.extract_stack()[:-2]  # (this function and _record_creation)
    while frames and _is_op_layer(frames[-1].filename):
        frames.pop()
    return traceback.format_list(frames)


# The parts of the package that are Python in PyTorch as well (torch.nn, torch.distributions, ...,
# Tensor.backward's autograd.backward and autograd.grad, Function.apply): frames there stay in a node's stack.
_PYTHON_IN_PYTORCH = ("nn/", "distributions/", "utils/", "optim/", "testing/", "autograd/__init__.py",
                      "autograd/function.py", "autograd/functional.py", "func.py")
_OP_LAYER_ROOTS = None  # (the package's folder, the generated code's folder, the kept paths), found on first use


def _is_op_layer(filename):
    global _OP_LAYER_ROOTS
    if _OP_LAYER_ROOTS is None:
        import os
        from .. import _generated
        package = os.path.dirname(os.path.dirname(os.path.abspath(__file__))) + os.sep
        _OP_LAYER_ROOTS = (package, os.path.dirname(os.path.abspath(_generated.__file__)) + os.sep,
                           tuple(package + path.replace("/", os.sep) for path in _PYTHON_IN_PYTORCH))
    package, generated, kept = _OP_LAYER_ROOTS
    return filename.startswith(generated) or filename.startswith(package) and not filename.startswith(kept)


class Node:
    """Base of every backward function: generated ``XxxBackward`` nodes, AccumulateGrad,
    custom Function nodes."""

    # Every node sets its sequence number, edges and input metadata; hooks and anomaly metadata are
    # rare, so they are class-level defaults until assigned (then they live in ``__dict__``).
    __slots__ = ("_next_nodes", "_input_metadata", "_seq", "__weakref__", "__dict__")
    _next_nrs = _ZEROS  # set (in ``__dict__``) only when an edge's input_nr is not 0
    _pre_hooks = None
    _post_hooks = None
    _tensor_pre_hooks = None    # {output_nr: {handle_id: hook}}
    _retains_grad_hooks = None  # {output_nr: hook}
    _has_hooks = False          # set once any of the four above is: the engine's fast path checks only this
    _anomaly = None

    def __init__(self, sequence_nr=None):
        self._seq = next(SEQUENCE_NR) if sequence_nr is None else sequence_nr
        self._next_nodes = ()
        self._input_metadata = ()
        if _ANOMALY.enabled:
            self._record_creation()

    def _record_creation(self):
        """Anomaly mode: keep the stack that created this node, and the node whose backward was
        running then (PyTorch's ``metadata["traceback_"]`` and ``["parent_"]``)."""
        metadata = self._anomaly = {"traceback_": _forward_stack()}
        parent = _CURRENT.current_node
        if parent is not None:
            metadata["parent_"] = parent

    # -- what the generated code and the engine use ---------------------------------
    def apply(self, grads):
        raise NotImplementedError

    def release_variables(self):
        pass

    def should_compute_output(self, index):
        """The input at ``index`` required grad when the forward ran."""
        return self._next_nodes[index] is not None

    @property
    def _next_edges(self):
        """The edges as ``(node, input_nr)`` pairs."""
        return tuple((node, nr) if node is not None else NO_EDGE for node, nr in zip(self._next_nodes, self._next_nrs))

    @_next_edges.setter
    def _next_edges(self, edges):
        nodes, nrs = tuple(zip(*edges)) or ((), ())
        self._next_nodes = nodes
        if len(nrs) > len(_ZEROS) or any(nrs) or self._next_nrs is not _ZEROS:
            self._next_nrs = nrs

    # -- public Node API --------------------------------------------------------------
    def name(self):
        return type(self).__name__

    @property
    def next_functions(self):
        return self._next_edges

    @property
    def metadata(self):
        if self._anomaly is None:
            self._anomaly = {}
        return self._anomaly

    def _sequence_nr(self):
        return self._seq

    def register_hook(self, fn):
        """``fn(grad_inputs, grad_outputs)`` after the node ran; may return new grad_inputs."""
        if self._post_hooks is None:
            self._post_hooks = HookDict()
            self._has_hooks = True
        return add_hook(self._post_hooks, fn)

    def register_prehook(self, fn):
        """``fn(grad_outputs)`` before the node runs; may return new grad_outputs."""
        if self._pre_hooks is None:
            self._pre_hooks = HookDict()
            self._has_hooks = True
        return add_hook(self._pre_hooks, fn)

    def _register_tensor_pre_hook(self, output_nr, fn):
        if self._tensor_pre_hooks is None:
            self._tensor_pre_hooks = {}
            self._has_hooks = True
        hooks = self._tensor_pre_hooks.get(output_nr)
        if hooks is None:
            hooks = self._tensor_pre_hooks[output_nr] = HookDict()
        return add_hook(hooks, fn)

    def __call__(self, *grads, **kwargs):
        """Run the backward formula directly: one gradient alone, several as a tuple (THPCppFunction_call's
        checks first: no keywords, one gradient per forward output, each a tensor or None)."""
        if kwargs:
            raise TypeError("keyword arguments are not supported")
        expected = len(self._input_metadata)
        if expected and len(grads) != expected:
            raise TypeError(f"expected {expected} arguments, got {len(grads)} instead")
        for i, g in enumerate(grads):
            if g is not None and not isinstance(g, _Tensor):
                raise TypeError(f"argument {i} is not a Variable")
        result = self.apply(list(grads))
        return result[0] if len(result) == 1 else tuple(result)

    def __repr__(self):
        return f"<{self.name().rsplit('::', 1)[-1]} object at {hex(id(self))}>"


class AccumulateGrad(Node):
    """Sink of a leaf that requires grad: adds the incoming gradient into ``variable.grad``."""

    __slots__ = ("variable",)

    def __init__(self, variable):
        # Node.__init__ written out: a leaf's accumulator is made again for every graph that reaches it.
        self._seq = _ACCUMULATE_SEQUENCE_NR
        self._next_nodes = ()
        if _ANOMALY.enabled:
            self._record_creation()
        self.variable = variable
        if variable._grad_dtype is Ellipsis:
            self._input_metadata = output_metadata(variable._data)
        else:
            self._set_grad_metadata(variable)
        if variable._hooks is not None:
            self._has_hooks = True  # the leaf's tensor hooks run before apply: the engine's full path

    def _set_grad_metadata(self, variable):
        """The engine casts incoming gradients to the leaf's grad_dtype when one is set (grad_dtype=None: the
        metadata keeps the leaf's dtype, and the engine leaves a gradient of another dtype as it is)."""
        grad_dtype = variable._grad_dtype
        data = variable._data
        if grad_dtype is Ellipsis or grad_dtype is None:
            self._input_metadata = output_metadata(data)
        else:
            self._input_metadata = ((data.shape, grad_dtype.np_dtype, type(data)),)

    def name(self):
        return "torch::autograd::AccumulateGrad"

    def __repr__(self):
        return f"<AccumulateGrad object at {hex(id(self))}>"

    def apply(self, grads):
        new_grad = grads[0]
        variable = self.variable
        if new_grad is None or not variable._requires_grad:
            return ()
        if variable._grad_fn is not None:
            raise RuntimeError("leaf variable has been moved into the graph interior")
        with _ACCUMULATE_LOCK:  # backwards running in several threads may share a leaf
            old = variable._grad
            if old is None:
                # PyTorch steals the incoming gradient when nothing else can see it, else copies.
                # Either way ``.grad`` is laid out as the leaf is (PyTorch's layout contract: a channels-last
                # weight gets a channels-last gradient, whatever layout backward produced).
                grad_mode = _GRAD_MODE.grad_enabled
                obeys = _obeys_layout_contract(new_grad._data, variable._data)
                if not grad_mode and obeys and _stealable(new_grad):
                    # a plain tensor (no history, view, tangent or per-tensor state) nothing else sees is the
                    # detached gradient already: detach() would only make another object on the same array
                    plain = (type(new_grad) is _Tensor and not new_grad._requires_grad
                             and new_grad._view_meta is None and not new_grad.__dict__)
                    variable._grad = new_grad if plain else new_grad.detach()
                elif grad_mode and non_overlapping_and_dense(variable._data):
                    # create_graph: PyTorch's clone_obey_contract, new_empty_strided(...).copy_(new_grad),
                    # so the first ``.grad`` has the leaf's layout and a CopyBackwards grad_fn.
                    variable._grad = _empty_like_layout(variable).copy_(new_grad)
                elif obeys:
                    variable._grad = new_grad.clone()  # keeps its layout, which is the leaf's
                elif grad_mode:  # a leaf laid out sparsely: a contiguous copy, recorded (CloneBackward0)
                    variable._grad = new_grad.contiguous()
                else:
                    variable._grad = _clone_obey_contract(new_grad, variable)
            elif not _GRAD_MODE.grad_enabled:
                old._accumulate_(new_grad)  # in place: ``.grad`` keeps its identity
            else:
                variable._grad = old + new_grad  # create_graph: out of place, differentiable
        hooks = variable._post_acc_hooks
        if hooks:
            for hook in tuple(hooks.values()):
                if hook(variable) is not None:
                    raise RuntimeError("Tensor post accumulate grad hooks should return None.")
        return ()


_ACCUMULATE_LOCK = threading.Lock()
_Tensor = None  # minitorch.Tensor, bound when minitorch/_tensor.py loads (it imports this module)


def non_overlapping_and_dense(data):
    """PyTorch's is_non_overlapping_and_dense for an array."""
    return _strided.non_overlapping_and_dense(data.shape, data.strides, data.itemsize)


def _obeys_layout_contract(grad, variable):
    """PyTorch's obeys_layout_contract: ``grad`` may become ``.grad`` as it is when laid out as the leaf
    (size-1 dims aside), or contiguous for a leaf whose layout is not dense."""
    if grad.strides == variable.strides:
        return True
    if non_overlapping_and_dense(variable):
        return all(n == 1 or g == v for n, g, v in zip(variable.shape, grad.strides, variable.strides))
    return bool(grad.flags.c_contiguous) if hasattr(grad, "flags") else True


def _clone_obey_contract(grad, variable):
    """``grad`` copied into the leaf's layout, or contiguous where the leaf's layout is not dense (no graph)."""
    from .. import backends
    from .._tensor import Tensor
    data, like = grad._data, variable._data
    if non_overlapping_and_dense(like):
        out = backends.array_module(like).empty_like(like, dtype=data.dtype)
        out[...] = data
        return Tensor._make(out)
    return Tensor._make(data.copy())


def _empty_like_layout(variable):
    """``variable.new_empty_strided(variable.size(), variable.stride())``: a fresh tensor, same layout."""
    from .. import backends
    from .._tensor import Tensor
    data = variable._data
    return Tensor._make(backends.array_module(data).empty_like(data))

# The engine's input buffer, apply()'s ``new_grad``, _stealable's ``grad`` and getrefcount's own
# argument hold the gradient; the tensor, ``data`` and getrefcount hold its array. Any further
# reference (a user's tensor, another buffer, a second tensor on the same array) means it is
# visible elsewhere and must be copied. As in PyTorch, which counts the references to the tensor and
# not to its storage, a view is taken too: ``w.view(2, 2).backward(g)`` leaves ``w.grad`` sharing g's
# memory, and a transposed gradient that a TBackward0 turned back into the leaf's layout is no copy.
_STEAL_MAX_TENSOR_REFS = 4
_STEAL_MAX_ARRAY_REFS = 3


def _stealable(grad):
    data = grad._data
    return (sys.getrefcount(grad) <= _STEAL_MAX_TENSOR_REFS
            and sys.getrefcount(data) <= _STEAL_MAX_ARRAY_REFS
            and getattr(getattr(data, "flags", None), "writeable", False) and grad._grad_fn is None)


class GraphRoot(Node):
    """Feeds the given gradients into several root edges at once."""

    __slots__ = ("outputs",)

    def __init__(self, edges, grads, sequence_nr=None):
        super().__init__(sequence_nr)
        self._next_edges = tuple(edges)
        self.outputs = list(grads)

    def apply(self, grads):
        return self.outputs


class GradientEdge(tuple):
    """(node, output_nr) naming one gradient edge, as torch.autograd.graph.GradientEdge."""

    __slots__ = ()

    def __new__(cls, node, output_nr, ownership_token=None):
        # PyTorch's NamedTuple has a third field, a node keeping a Python Function's graph alive; minitorch's
        # nodes are Python objects the edge holds already, so the token is only reported.
        return tuple.__new__(cls, (node, output_nr))

    node = property(lambda self: self[0])
    output_nr = property(lambda self: self[1])
    ownership_token = property(lambda self: None)

    def __repr__(self):
        return f"GradientEdge(node={self[0]!r}, output_nr={self[1]}, ownership_token=None)"


def gradient_edge(tensor):
    """The edge a tensor's gradient flows into: its grad_fn, or its leaf accumulator."""
    if not tensor._requires_grad:
        return NO_EDGE
    node = gradient_node(tensor)
    return (node, tensor._output_nr)


def gradient_node(tensor):
    """The node of ``gradient_edge(tensor)``, for a tensor that requires grad; its input_nr is then
    ``tensor._output_nr`` (0 for a leaf; read after this call: regenerating a view's grad_fn may reset it).
    The generated wrappers read its first case in place (tools/codegen/render.py, ``_edge_node_expr``)."""
    fn = tensor._grad_fn if tensor._view_meta is None else tensor._view_meta.grad_fn(tensor)
    return fn if fn is not None else grad_accumulator(tensor)


def grad_accumulator(tensor):
    """The leaf's AccumulateGrad, created lazily and held weakly (the graph owns it)."""
    ref = tensor._accumulator
    acc = ref() if ref is not None else None
    if acc is None:
        acc = AccumulateGrad(tensor)
        tensor._accumulator = weakref.ref(acc)
    return acc


def get_gradient_edge(tensor):
    if not tensor.requires_grad:
        raise RuntimeError("It is not possible to get the gradient edge for a Tensor that does not require gradients")
    return GradientEdge(*gradient_edge(tensor))


def edge_numbers(*inputs):
    """``_next_nrs`` for a node some of whose inputs are not output 0 of their grad_fn."""
    return tuple(t._output_nr if getattr(t, "_requires_grad", False) else 0 for t in inputs)


def collect_next_edges(*tensors):
    """One edge per differentiable input, in schema order (non-tensors get no edge)."""
    return tuple(gradient_edge(t) if getattr(t, "_requires_grad", False) else NO_EDGE for t in tensors)


_METADATA = {}  # {(shape, dtype, array type): ((shape, dtype, array type),)}


def output_metadata(data):
    """``((shape, dtype, array type),)``: the ``_input_metadata`` of a node whose one output is ``data``.
    Nodes share these tuples (one per distinct shape and dtype, rather than three new objects per
    recorded op), so a recorded graph is smaller and holds fewer objects for the garbage collector to
    walk. The table is emptied when it passes 4,096 entries: a program of ever-new shapes keeps only
    recent ones."""
    key = (data.shape, data.dtype, type(data))
    metadata = _METADATA.get(key)
    if metadata is None:
        if len(_METADATA) >= 4096:
            _METADATA.clear()
        metadata = _METADATA[key] = (key,)
    return metadata


def set_history(tensor, node):
    """Make ``tensor`` the next output of ``node``: record its metadata and link it."""
    metadata = node._input_metadata
    tensor._output_nr = len(metadata)
    node._input_metadata = metadata + output_metadata(tensor._data)  # () + t is t itself
    tensor._grad_fn = node
    tensor._requires_grad = True
