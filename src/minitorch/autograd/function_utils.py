"""Runtime helpers the generated wrappers and nodes call (PyTorch's VariableTypeUtils.h
and functions/utils.h): edges, history, saved-variable plumbing, dtype promotion."""
import numbers
import sys

from .. import backends
from .. import kernels as _kernels
from .._dtype import FROM_NP, float_np_dtype, from_arg, result_np_dtype
from .._typename import typename
from . import engine as _engine
from .engine import _LOCAL
from .anomaly_mode import _STATE as ANOMALY
from .node import (NO_EDGE, Node, collect_next_edges, edge_numbers, gradient_edge, gradient_node,  # noqa: F401
                   SEQUENCE_NR, output_metadata, set_history)
from .saved_variable import ERR_BACKWARD_TWICE, NOT_SAVED  # noqa: F401  (NOT_SAVED: for the generated code)

__all__ = ["ANOMALY", "ARRAY_MODULE", "NOT_SAVED", "BackwardNode", "GeneratedNode", "SEQUENCE_NR",
           "not_implemented", "unpack_list", "any_requires_grad", "array_module", "collect_next_edges",
           "collect_next_edges_flat", "edge_numbers", "gradient_node", "int_tuple", "kernel_error", "output_metadata",
           "promote", "promote_float", "set_history", "to_float", "to_np", "wrap"]

_Tensor = ()                      # bound by minitorch/_tensor.py's importer (see minitorch/__init__)
array_module = backends.array_module
ARRAY_MODULE = backends.ARRAY_MODULE  # {array type: array module}, kept by backends.register
_ARRAY_TYPES = backends._BACKEND_BY_TYPE


class BackwardNode(Node):
    """Base of the generated ``XxxBackward`` classes."""

    __slots__ = ()

    def task_should_compute_output(self, index):
        """Does the running backward want the gradient for next edge ``index``? (PyTorch's
        Node::task_should_compute_output.) Only autograd.grad and ``inputs=`` prune the graph;
        while none runs anywhere, an edge is wanted when it leads somewhere."""
        fn = self._next_nodes[index]
        if fn is None:
            return False
        if not _engine.PRUNING:
            return True
        task = _LOCAL.task
        return task is None or task.exec_info is None or fn in task.exec_info

    def reduce_computed(self, grad_inputs):
        """Sum the gradients computed so far back to their inputs' shapes, before the next one is computed.
        The engine does this after ``apply`` (PyTorch's validate_outputs), and still checks; doing it here
        first means a broadcast op never holds two broadcast-sized gradients at once (``a * b`` with a
        (256, 1, 64) and b (1, 256, 64): one (256, 256, 64) array at a time). Only a true broadcast is
        reduced: anything else (a wrong shape, or the view-shaped gradient an in-place op on a view hands
        to CopySlices) is left as it is, for the engine to judge."""
        for i, grad in enumerate(grad_inputs):
            if grad is not None:
                shape, dtype, array_type = self._next_nodes[i]._input_metadata[self._next_nrs[i]]
                grad_shape = grad._data.shape
                if grad_shape != shape and _engine._sum_to_plan(grad_shape, shape) is not None:
                    grad_inputs[i] = _engine._conform(self, i, grad, shape, dtype, array_type)

    def task_wanted_nodes(self):
        """The next nodes the running backward wants a gradient for (``task_should_compute_output`` per
        edge), None for the others. While nothing prunes, that is ``_next_nodes`` itself: the generated
        ``apply`` then reads it without calling this."""
        nodes = self._next_nodes
        if not _engine.PRUNING:
            return nodes
        return tuple(fn if self.task_should_compute_output(i) else None for i, fn in enumerate(nodes))

    def materialize_grads(self, grads):
        """Zeros for outputs nobody back-propagated into (multi-output nodes)."""
        if all(g is not None for g in grads):
            return grads
        out = list(grads)
        for i, g in enumerate(out):
            if g is None:
                shape, dtype, array_type = self._input_metadata[i]
                xp = backends._BACKEND_BY_TYPE[array_type].xp
                out[i] = _Tensor._make(xp.zeros(shape, dtype))
        return out


class GeneratedNode(BackwardNode):
    """Base of the generated ``XxxBackward`` classes. Constructing one runs no Python ``__init__``:
    the forward wrapper sets what ``Node.__init__`` would (sequence number, edges, metadata,
    anomaly record) itself, one call fewer per recorded op."""

    __slots__ = ()
    __init__ = object.__init__


class NotImplementedNode(BackwardNode):
    """PyTorch's torch::autograd::NotImplemented: what an op without derivative formulas records when an
    input requires grad. Its edges lead only to the inputs that do; backward through it raises."""

    __slots__ = ("op",)

    def __init__(self, op, *inputs):
        super().__init__()
        self.op = op
        self._next_edges = tuple(gradient_edge(t) for t in inputs if getattr(t, "_requires_grad", False))

    def name(self):
        return "torch::autograd::NotImplemented"

    def apply(self, grads):
        raise RuntimeError(f"derivative for {self.op} is not implemented")


NotImplementedNode.__name__ = NotImplementedNode.__qualname__ = "NotImplemented"  # type(grad_fn).__name__


def not_implemented(name):
    raise NotImplementedError(f"the derivative for '{name}' is not implemented.")


def unpack_list(saved, saved_for=None):
    if saved is None:
        raise RuntimeError(ERR_BACKWARD_TWICE)
    return [s.unpack(saved_for) for s in saved]


def any_requires_grad(tensors):
    for t in tensors:
        if t is not None and t._requires_grad:
            return True
    return False


def collect_next_edges_flat(*args):
    """Edges for a mix of tensors and tensor lists: one per tensor, lists flattened."""
    edges = []
    for a in args:
        if isinstance(a, (list, tuple)):
            edges.extend(gradient_edge(t) if t is not None and t._requires_grad else NO_EDGE for t in a)
        else:
            edges.append(gradient_edge(a) if getattr(a, "_requires_grad", False) else NO_EDGE)
    return tuple(edges)


def int_tuple(value, op, name, position, sized, none=None):
    """``value``, given for ``op``'s ``int[]`` parameter ``name`` (the ``position``-th, None for a keyword), as a tuple
    of ints; any value but a tuple of ints, or an int for a ``sized`` list (``int[1] dim``), goes to the parser's
    check (``int_list``: a list, NumPy integers, or PyTorch's TypeError). ``none``: what None stands for, where the
    parser takes it (a list whose default is empty: ``x.amax(None)``)."""
    if type(value) is int and sized:
        return (value,)
    if type(value) is tuple:
        for v in value:  # a loop: all() over a generator costs more than the check itself
            if type(v) is not int:
                break
        else:
            return value
    if value is None and none is not None:
        return none
    from .._python_arg_parser import int_list  # it imports this module
    return int_list(op, name, value, position, sized, sys._getframe(1))


def to_np(dtype, op):
    """A ScalarType argument's NumPy dtype. As PyTorch's parser, ``float``/``int``/``bool`` mean float64/int64/
    bool, and anything else that is not a dtype is ``op``'s TypeError."""
    if dtype is None:
        return None
    np_dtype = getattr(dtype, "np_dtype", None)
    return np_dtype if np_dtype is not None else from_arg(op, dtype).np_dtype


def wrap(out):
    """A kernel's result as a Tensor: ``Tensor._make``, bound here when minitorch/_tensor.py loads."""
    raise RuntimeError("minitorch._tensor has not been imported")


WEAK_NUMBER_TYPES = frozenset((float, int))  # Python numbers that leave a float array's dtype as it is (weak)


def _float_array_and_number(operands):
    """The common mixed case, ``float tensor (op) Python int or float``: the number is weak, so
    nothing changes dtype."""
    if len(operands) != 2:
        return False
    a, b = operands
    return type(b) in WEAK_NUMBER_TYPES and type(a) in _ARRAY_TYPES and a.dtype.kind == "f"


NUMBER_TYPES = frozenset((float, int, bool))  # the numbers a wrapper takes for a Tensor argument without a call


def scalar_operand(value, op, name, position):
    """``value`` given for a Tensor argument that takes a number (``x * 2``), when it is no tensor: a number as it
    is; anything else (a list, a tuple, None, a str, a NumPy array) PyTorch's TypeError, where NumPy would have
    read a list as an array."""
    if isinstance(value, numbers.Number):
        return value
    raise not_a_tensor(op, name, value, position, sys._getframe(1))


def called_as_method(frame):
    """Was the hand-written op running in ``frame`` called as a Tensor method? Its callers past the binding layer
    (``numpy_keywords``) are looked at: a ``*_method`` function (``method_of``: the method forms of hand-written ops
    that also serve ``torch.<op>``) means a method call. Error paths only."""
    caller = frame.f_back
    while caller is not None and caller.f_globals.get("__name__") == _BINDING_LAYER:
        caller = caller.f_back
    return caller is not None and caller.f_code.co_name.endswith("_method")


def method_of(function):
    """``function``, a hand-written op that ``torch.<op>`` is, as its Tensor method: the same call, through a frame
    named ``_<op>_method``, so that the op's argument errors count positions and show the signatures as PyTorch does
    for a method call (see ``called_as_method``, ``check_tensor_as_called``). For ops off the hot paths."""
    def method(self, *args, **kwargs):
        return function(self, *args, **kwargs)

    method.__code__ = method.__code__.replace(co_name=f"_{function.__name__}_method")
    method.__name__ = method.__qualname__ = function.__name__
    method.__doc__ = function.__doc__
    return method


def position_in_call(position, frame):
    """``position`` (of the function form) as the call of the hand-written op in ``frame`` counts it."""
    return position - 1 if called_as_method(frame) else position


def check_tensor_as_called(op, name, value, position, optional=False):
    """``check_tensor`` for a hand-written op that is both ``torch.<op>`` and (through ``method_of``) its method:
    ``position`` is the function form's."""
    if not isinstance(value, _Tensor) and not (optional and value is None):
        raise not_a_tensor(op, name, value, position_in_call(position, sys._getframe(1)), shared=False)


def optional_tensor(value, op, name, position):
    """PyTorch's TypeError for ``value``, neither a tensor nor None, given for a public op's ``Tensor?`` argument
    (``x.bincount("a")``): the wrapper calls this only then."""
    raise not_a_tensor(op, name, value, position, sys._getframe(1))


_SHARED_WRAPPERS = "minitorch._generated.variable_type"
_BINDING_LAYER = "minitorch._python_arg_parser"


def position_as_called(position, wrapper, shared=None):
    """``position``, an argument's place in ``op``'s function form (``torch.mm(a, b)``: ``b`` is 2nd), as the
    user's call counts it. PyTorch parses a method's arguments without ``self`` (``a.mm(b)``: ``b`` is 1st); here
    one generated wrapper serves both forms, so an error found in one (the ``wrapper`` frame) asks where the call
    came from: past the binding layer (``numpy_keywords``, the overload parser), the public function layer or any
    other minitorch module means the function form; a generated ``_<op>_method`` or anything else, a method call.
    ``shared``: does the wrapper serve both forms (by default, when it is a generated one)? Error paths only."""
    if not (wrapper.f_globals["__name__"] == _SHARED_WRAPPERS if shared is None else shared):
        return position
    caller = wrapper.f_back
    while caller is not None and caller.f_globals.get("__name__") == _BINDING_LAYER:
        caller = caller.f_back
    if caller is not None and (not caller.f_globals.get("__name__", "").startswith("minitorch")
                               or caller.f_code.co_name.endswith("_method")):  # a generated Tensor method
        return position - 1
    return position


_PUBLIC_LAYER = "minitorch._generated.python_functions"
_OUT_LAYER = "minitorch._out"  # the out= wrapper of hand-written ops
_PASS_THROUGH = (_BINDING_LAYER, _PUBLIC_LAYER, _OUT_LAYER)
# Modules that are Python in PyTorch too (torch.nn.functional, ...): the C++ ops under them get positional arguments
_PYTHON_LAYER = ("minitorch.nn", "minitorch.optim", "minitorch.distributions", "minitorch.utils", "minitorch.func")
_PYTHON_ELSEWHERE = {("minitorch._composite_shape", "pad")}  # nn.functional.pad, defined with the shape ops
# ... but for the C++ bindings torch.nn.functional re-exports (its builtin functions)
_CPP_FUNCTIONAL = frozenset((
    "adaptive_avg_pool1d", "avg_pool1d", "avg_pool2d", "avg_pool3d", "bilinear", "celu_", "channel_shuffle", "conv1d",
    "conv2d", "conv3d", "conv_tbc", "conv_transpose1d", "conv_transpose2d", "conv_transpose3d", "cosine_similarity",
    "elu_", "gelu", "hardshrink", "hardtanh_", "leaky_relu_", "linear", "logsigmoid", "native_channel_shuffle",
    "one_hot", "pairwise_distance", "pdist", "pixel_shuffle", "pixel_unshuffle", "prelu", "relu_", "rrelu_",
    "scaled_dot_product_attention", "selu_", "softplus", "softshrink", "threshold_"))


def given_by_keyword(name, wrapper):
    """Did the user's call of the op running in the ``wrapper`` frame pass ``name`` by keyword? Then PyTorch's
    messages name the argument without its position. The call read is the one into minitorch from outside it; its
    entry point counts as PyTorch's C++ binding of the op (as ``torch.*``, Tensor methods, ``torch.linalg`` are),
    unless it is Python in PyTorch too (nn.functional's functions, nn modules, optimizers...), which calls its ops
    positionally: then positions are shown, as PyTorch shows them (nn.functional's re-exported C++ bindings, such as
    ``linear``, are bindings). The call's keyword names are read from its bytecode. Error paths only."""
    entry, caller = wrapper, wrapper.f_back
    while caller is not None and caller.f_globals.get("__name__", "").startswith("minitorch"):
        entry, caller = caller, caller.f_back
    if caller is None:
        return False
    while entry.f_globals.get("__name__") in _PASS_THROUGH or entry.f_code.co_name.endswith("_method") \
            and entry.f_globals is globals():  # the binding layers above the op: the op is the frame below them
        entry = _frame_below(entry, wrapper)
        if entry is None:
            return False
    module = entry.f_globals.get("__name__", "")
    if (module.startswith(_PYTHON_LAYER) and entry.f_code.co_name not in _CPP_FUNCTIONAL
            or (module, entry.f_code.co_name) in _PYTHON_ELSEWHERE):
        return False
    return name in _call_keywords(caller)


def _frame_below(frame, innermost):
    """The frame ``frame`` called, on the way to ``innermost``."""
    below = innermost
    while below is not None and below.f_back is not frame:
        below = below.f_back
    return below


def _call_keywords(frame):
    """The keyword names of the call ``frame`` is making: CPython 3.11 and 3.12 name them in a KW_NAMES just before
    the call (3.11: then PRECALL), 3.13 in a constant loaded just before CALL_KW; older ones in a constant before
    CALL_FUNCTION_KW / CALL_METHOD_KW. () where none is found (a ``**kwargs`` call)."""
    import dis
    before = []
    for instruction in dis.get_instructions(frame.f_code):
        if instruction.offset > frame.f_lasti:  # (f_lasti may point into the call's inline caches)
            break
        if instruction.opname not in ("PRECALL", "EXTENDED_ARG"):
            before.append(instruction)
    if not before or not before[-1].opname.startswith("CALL"):
        return ()
    call = before.pop().opname
    if before and before[-1].opname == "KW_NAMES":
        return frame.f_code.co_consts[before[-1].arg]
    if call in ("CALL_KW", "CALL_FUNCTION_KW") and before and before[-1].opname == "LOAD_CONST":
        return before[-1].argval
    return ()


def check_tensor(op, name, value, position, optional=False):
    """PyTorch's parser's check of a hand-written op's Tensor argument ``name`` (the ``position``-th as called;
    None allowed where ``optional``), where the op would otherwise fail on the value's missing attributes."""
    if not isinstance(value, _Tensor) and not (optional and value is None):
        raise not_a_tensor(op, name, value, position, sys._getframe(1), shared=False)


def not_a_tensor(op, name, value, position, wrapper=None, shared=None):
    """PyTorch's TypeError for ``value``, no tensor, given for ``op``'s Tensor argument ``name`` (the
    ``position``-th of the function form; see ``position_as_called``)."""
    wrapper = wrapper or sys._getframe(1)
    if given_by_keyword(name if name != "input" else "self", wrapper) or given_by_keyword(name, wrapper):
        return TypeError(f"{op}(): argument '{name}' must be Tensor, not {typename(value)}")
    position = position_as_called(position, wrapper, shared)
    return TypeError(f"{op}(): argument '{name}' (position {position}) must be Tensor, not {typename(value)}")


def wrapped_number(op, name, value, other):
    """A Python number given for the input of add, sub, mul, div, ... (PyTorch's parser takes one for any Tensor
    argument of these, its should_allow_numbers_as_tensors) as the 0-dim tensor PyTorch wraps it in. PyTorch's
    wrapped number ranks below every tensor in type promotion; here the tensor has the dtype the op computes in with
    ``other`` (its other operand), which promotion then keeps, so the result is the same. Anything else that is no
    tensor is PyTorch's TypeError. Called only where the input is no tensor."""
    if not isinstance(value, numbers.Real):  # (bools and NumPy numbers too)
        raise not_a_tensor(op, name, value, 1, sys._getframe(1), shared=False)
    kind = bool if isinstance(value, bool) else int if isinstance(value, numbers.Integral) else float
    value = kind(value)
    if isinstance(other, _Tensor):
        np_dtype = result_np_dtype(value, other._data)
    else:
        np_dtype = result_np_dtype(value, *((other,) if isinstance(other, numbers.Real) else ()))
    from .._creation import tensor
    from .._dtype import bool as bool_, float64, int64
    wrapped = tensor(value, dtype=bool_ if kind is bool else int64 if kind is int else float64)
    if wrapped._data.dtype != np_dtype:
        wrapped = wrapped.to(FROM_NP[np_dtype])
    if isinstance(other, _Tensor) and other.device.type != "cpu":
        wrapped = wrapped.to(other.device)
    return wrapped


def promote(*operands):
    """Cast array operands to PyTorch's result dtype (numbers stay weak, as wrapped numbers)."""
    if _float_array_and_number(operands):
        return operands
    operands = _scalars_to_device(operands)
    dtype = None
    for x in operands:
        if hasattr(x, "dtype"):
            if dtype is None:
                dtype = x.dtype
            elif x.dtype != dtype:
                return _promote_to(result_np_dtype(*operands), operands)
    if dtype is None:
        return operands
    category = FROM_NP[dtype].category
    for x in operands:
        if x is not None and not hasattr(x, "dtype") and _category(x) > category:
            return _promote_to(result_np_dtype(*operands), operands)
    if dtype.kind in "iu" and any(type(x) is int and not _kernels.int_fits(x, dtype) for x in operands):
        # A wrapped number beyond the dtype's range wraps, as PyTorch's unchecked cast of the CPU scalar
        # leaves it (``uint8_tensor + 300`` adds 44, ``uint8_tensor < -1`` compares with 255).
        return tuple(_kernels.wrap_int(x, dtype) if type(x) is int and not _kernels.int_fits(x, dtype) else x
                     for x in operands)
    return operands


def _scalars_to_device(operands):
    """PyTorch lets a 0-dim CPU tensor join an op on another device (it acts like a scalar):
    move such an operand to the device of the others. Anything else is left for the kernel
    to refuse with the same-device error."""
    kinds = {type(x) for x in operands if type(x) in _ARRAY_TYPES}
    if len(kinds) < 2 or backends.cpu.ndarray not in kinds:
        return operands
    device_type = next(k for k in kinds if k is not backends.cpu.ndarray)
    backend = _ARRAY_TYPES[device_type]
    return tuple(backend.host_to_device(x) if type(x) is backends.cpu.ndarray and x.ndim == 0 else x
                 for x in operands)


def _promote_to(dtype, operands):
    return tuple(_cast(x, dtype) for x in operands)


def promote_float(*operands):
    """``promote``, then integers and bools compute in the default float dtype."""
    if _float_array_and_number(operands):
        return operands
    if len(operands) == 2:
        a, b = operands
        if type(a) is type(b) and type(a) in _ARRAY_TYPES and a.dtype is b.dtype and a.dtype.kind == "f":
            return operands
    dtype = float_np_dtype(result_np_dtype(*operands))
    return tuple(_cast(x, dtype) for x in operands)


def to_float(array):
    dtype = array.dtype
    return array if dtype.kind == "f" else array.astype(float_np_dtype(dtype))


def _cast(x, dtype):
    if hasattr(x, "dtype"):
        return x if x.dtype == dtype else x.astype(dtype)
    if x is None:
        return None
    return x


def _category(x):
    if isinstance(x, bool):
        return 0
    return 1 if isinstance(x, numbers.Integral) else 2


def kernel_error(op, error, *arrays):
    """An array library's complaint, as PyTorch words it where PyTorch would fail too."""
    kinds = [type(a) for a in arrays if type(a) in _ARRAY_TYPES]
    if len(set(kinds)) > 1:
        from .._tensor import device_of_array
        devices = []
        for a in arrays:
            if type(a) in _ARRAY_TYPES:
                d = str(device_of_array(a))
                if d not in devices:
                    devices.append(d)
        return RuntimeError(f"Expected all tensors to be on the same device, but found at least two devices, "
                            f"{devices[0]} and {devices[1]}!")
    shapes = [getattr(a, "shape", None) for a in arrays if getattr(a, "shape", None) is not None]
    message = str(error)
    if "broadcast" in message and len(shapes) >= 2:
        try:
            _kernels.check_broadcast(*shapes)  # the operands in order, as PyTorch's TensorIterator meets them
        except RuntimeError as mismatch:
            return mismatch
    if isinstance(error, IndexError):
        return IndexError(message)
    if message == "Integers to negative integer powers are not allowed.":  # PyTorch's words exactly
        return RuntimeError(message)
    if op in ("neg", "neg_") and "boolean negative" in message:
        return RuntimeError("Negation, the `-` operator, on a bool tensor is not supported. If you are trying to "
                            "invert a mask, use the `~` or `logical_not()` operator instead.")
    return RuntimeError(f"{op}(): {message}")
