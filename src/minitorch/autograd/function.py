"""Custom autograd Functions (torch.autograd.Function).

``MyFn.apply(...)`` runs ``forward`` with grad mode off and, if an input requires grad,
records a ``MyFnBackward`` node. That node is also the ``ctx``: ``save_for_backward``
goes through SavedVariable (version checks, saved-tensor hooks), and the engine calls
``backward`` through the same path as every generated node.
"""
import functools
import inspect

from .. import _tensor
from . import forward_ad as _forward_ad
from .function_utils import BackwardNode
from .grad_mode import GRAD_OFF, STATE, TRANSFORMS, no_grad
from .node import NO_EDGE, gradient_edge, output_metadata, set_history
from .saved_variable import ERR_BACKWARD_TWICE, SavedVariable
from . import views

__all__ = ["Function", "FunctionCtx", "BackwardCFunction", "once_differentiable"]


class FunctionCtx:
    """The ``ctx`` API; mixed into each Function's backward node."""

    def save_for_backward(self, *tensors):
        for i, t in enumerate(tensors):
            if t is not None and not isinstance(t, _tensor.Tensor):
                raise TypeError(f"save_for_backward can only save variables, but argument {i} is of type "
                                f"{type(t).__name__}")
        self.to_save = tensors

    def save_for_forward(self, *tensors):
        self.saved_for_forward = tensors

    def mark_dirty(self, *args):
        self.dirty_tensors = args

    def mark_non_differentiable(self, *args):
        self.non_differentiable = args

    def set_materialize_grads(self, value):
        self.materialize_grads = value

    @property
    def saved_tensors(self):
        if self.__dict__.get("_jvp_saved") is not None:  # inside jvp: what save_for_forward kept
            return self._jvp_saved
        saved = self.__dict__.get("_saved")
        if saved is None:
            if self.__dict__.get("_released"):
                raise RuntimeError(ERR_BACKWARD_TWICE)
            return ()
        return tuple(s.unpack(self) for s in saved)

    @property
    def saved_variables(self):
        return self.saved_tensors


class BackwardCFunction(BackwardNode, FunctionCtx):
    """The node of a custom Function: ``apply`` calls the user's ``backward``."""

    _forward_cls = None
    materialize_grads = True

    def name(self):
        return type(self).__name__

    # a Python class in PyTorch too: the default repr, naming the module (``<torch.autograd.function.FooBackward
    # object at 0x...>``), where the C++ nodes show their name alone
    __repr__ = object.__repr__

    _output_is_tensor = None  # set when the forward returned something else than tensors too

    def apply(self, grads):
        cls = self._forward_cls
        grads = list(grads)
        if self.materialize_grads:
            grads = self.materialize_grads_(grads)
        if self._output_is_tensor is not None:
            tensor_grads = iter(grads)
            grads = [next(tensor_grads) if is_tensor else None for is_tensor in self._output_is_tensor]
        backward, vjp = cls.backward, cls.vjp
        if backward is not Function.backward and vjp is not Function.vjp:
            raise RuntimeError("Implementing both 'backward' and 'vjp' for a custom Function is not allowed. You "
                               "should only implement one of them.")
        result = (backward if vjp is Function.vjp else vjp)(self, *grads)
        if not isinstance(result, tuple):
            result = (result,)
        is_tensor_input = self._is_tensor_input
        # Trailing Nones beyond the forward's inputs are dropped, as PyTorch does.
        if len(result) > len(is_tensor_input):
            extra = result[len(is_tensor_input):]
            if all(r is None for r in extra):
                result = result[:len(is_tensor_input)]
        if len(result) != len(is_tensor_input):
            raise RuntimeError(f"function {self.name()} returned an incorrect number of gradients (expected "
                               f"{len(is_tensor_input)}, got {len(result)})")
        grad_inputs = []
        for i, (g, is_tensor) in enumerate(zip(result, is_tensor_input)):
            if not is_tensor:
                if g is not None:
                    raise RuntimeError(f"function {self.name()} returned a gradient different than None at position "
                                       f"{i + 1}, but the corresponding forward input was not a Variable")
                continue
            if g is not None and not isinstance(g, _tensor.Tensor):
                raise RuntimeError(f"expected Variable or None (got {type(g).__name__})")
            grad_inputs.append(g)
        return grad_inputs

    def materialize_grads_(self, grads):
        return BackwardNode.materialize_grads(self, grads)

    def release_variables(self):
        saved = self.__dict__.get("_saved")
        if saved is not None:
            for s in saved:
                s.reset_data()
            self._saved = None
        self._released = True


class FunctionMeta(type):
    """Gives each Function subclass its own ``<Name>Backward`` node class."""

    def __init__(cls, name, bases, attrs):
        backward_cls = type(name + "Backward", (BackwardCFunction,), {"_forward_cls": cls})
        cls._backward_cls = backward_cls
        super().__init__(name, bases, attrs)


class Function(metaclass=FunctionMeta):
    """Subclass with static ``forward(ctx, *args)`` and ``backward(ctx, *grads)``, then call ``apply``."""

    def __init__(self, *args, **kwargs):
        import warnings
        warnings.warn(f"{type(self)} should not be instantiated. Methods on autograd functions are all static, so "
                      "you should invoke them on the class itself. Instantiating an autograd function will raise an "
                      "error in a future version of PyTorch.", DeprecationWarning, stacklevel=2)

    def __call__(self, *args, **kwargs):
        raise RuntimeError("Legacy autograd function with non-static forward method is deprecated. Please use new-"
                           "style autograd function with static forward method. (Example: "
                           "https://pytorch.org/docs/stable/autograd.html#torch.autograd.Function)")

    @staticmethod
    def forward(ctx, *args, **kwargs):
        raise NotImplementedError("You must implement the forward function for custom autograd.Function.")

    @staticmethod
    def setup_context(ctx, inputs, output):
        raise NotImplementedError("setup_context is not implemented.")

    @staticmethod
    def backward(ctx, *grad_outputs):
        raise NotImplementedError("You must implement either the backward or vjp method for your custom "
                                  "autograd.Function to use it with backward mode AD.")

    vjp = backward

    @staticmethod
    def jvp(ctx, *grad_inputs):
        raise NotImplementedError("You must implement the jvp function for custom autograd.Function to use it "
                                  "with forward mode AD.")

    # Under vmap a Function needs a rule: its own ``vmap`` staticmethod or ``generate_vmap_rule = True``. vmap
    # being a loop here, either way ``forward`` runs once per entry; which one the class has is only checked.
    generate_vmap_rule = False

    @staticmethod
    def vmap(info, in_dims, *args):
        raise NotImplementedError("To use autograd.Function with vmap, you must either override the vmap "
                                  "staticmethod or set generate_vmap_rule=True.")

    @classmethod
    def apply(cls, *args, **kwargs):
        Tensor = _tensor.Tensor
        uses_setup_context = cls.setup_context is not Function.setup_context
        if uses_setup_context:
            count = _positional_count(cls)
            if kwargs or (count >= 0 and len(args) != count):
                args, kwargs = _bind_forward_args(cls, args, kwargs)
        node = cls._backward_cls()
        is_tensor_input = tuple(isinstance(a, Tensor) for a in args)
        node._is_tensor_input = is_tensor_input
        requires_grad = (not GRAD_OFF or STATE.grad_enabled) and any(
            isinstance(a, Tensor) and a._requires_grad for a in args)
        node.needs_input_grad = tuple(isinstance(a, Tensor) and a._requires_grad and requires_grad for a in args)
        if TRANSFORMS.depth:
            _check_transform_support(cls, uses_setup_context)
        needs_jvp = _forward_ad.STATE.active and _forward_ad.has_fw_grad(*args)
        with no_grad(), _forward_ad.paused():
            if uses_setup_context:
                outputs = cls.forward(*args, **kwargs)
                cls.setup_context(node, args, outputs)
            else:
                outputs = cls.forward(node, *args, **kwargs)
        single = not isinstance(outputs, tuple)
        outs = (outputs,) if single else outputs
        if not all(isinstance(o, Tensor) for o in outs):  # backward gets None for a number, None, ... output
            node._output_is_tensor = tuple(isinstance(o, Tensor) for o in outs)
        dirty = node.__dict__.get("dirty_tensors", ())
        if dirty:
            _check_dirty_returned(dirty, outs)
        if requires_grad:
            node._next_edges = tuple(gradient_edge(a) if a._requires_grad else NO_EDGE
                                     for a in args if isinstance(a, Tensor))
            non_diff = {id(t) for t in node.__dict__.get("non_differentiable", ())}
            # dirty inputs: version bumped, history rebased; inputs returned as-is: views (autograd/views.py)
            differentiable = [id(o) not in non_diff for o in outs]
            outs = tuple(views.mark_dirty_outputs(node, outs, args, dirty, non_diff))
            dirty_ids = {id(d) for d in dirty}
            for o, diff in zip(outs, differentiable):
                if isinstance(o, Tensor):
                    if not diff or o._data.dtype.kind != "f":  # integer outputs: not differentiable
                        node._input_metadata += output_metadata(o._data)
                    else:
                        views.set_custom_output_history(node, o, dirty_ids)
        else:
            views.increment_version(list(dirty))
        to_save = node.__dict__.pop("to_save", None)
        if to_save is not None:
            out_ids = {id(o) for o in outs if isinstance(o, Tensor)}
            node._saved = [SavedVariable(t, id(t) in out_ids and t._grad_fn is node) if t is not None
                           else SavedVariable(None) for t in to_save]
        if needs_jvp:
            _forward_ad.custom_function_jvp(cls, node, args, outs)
        return outs[0] if single else outs


def _positional_count(cls):
    """How many positional parameters ``cls.forward`` takes (-1: any number), kept on the class."""
    count = cls.__dict__.get("_forward_positional_count")
    if count is None or count[0] is not cls.forward:
        params = inspect.signature(cls.forward).parameters.values()
        n = -1 if any(p.kind is p.VAR_POSITIONAL for p in params) else sum(
            p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD) for p in params)
        count = cls._forward_positional_count = (cls.forward, n)
    return count[1]


def _bind_forward_args(cls, args, kwargs):
    """A Function with setup_context gets its arguments bound to ``forward``'s parameters, defaults filled
    in, as PyTorch's ``Function.apply`` binds them: keywords that can be positional become positional, and
    ``setup_context``'s ``inputs`` holds every one (and a wrong count is inspect's TypeError). Only needed
    when a keyword, a default or a wrong count is in play."""
    bound = inspect.signature(cls.forward).bind(*args, **kwargs)
    bound.apply_defaults()
    return bound.args, bound.kwargs


def _check_transform_support(cls, uses_setup_context):
    """Inside a torch.func transform a Function needs setup_context, and inside vmap a vmap rule: functorch's
    checks, in its order (Function.apply's, then its vmap interpreter's)."""
    if not uses_setup_context:
        raise RuntimeError("In order to use an autograd.Function with functorch transforms (vmap, grad, jvp, "
                           "jacrev, ...), it must override the setup_context staticmethod. For more details, "
                           "please see https://pytorch.org/docs/main/notes/extending.func.html")
    if not TRANSFORMS.vmap_depth:
        return
    overridden = cls.vmap is not Function.vmap
    if cls.generate_vmap_rule and overridden:
        raise RuntimeError(f"You tried to vmap over {cls.__name__}, but it has both generate_vmap_rule=True and an "
                           "overridden vmap staticmethod. Please set generate_vmap_rule=False or delete the "
                           "overridden vmap staticmethod to avoid ambiguity. For more details, please see "
                           "https://pytorch.org/docs/main/notes/extending.func.html")
    if not cls.generate_vmap_rule and not overridden:
        raise RuntimeError(f"You tried to vmap over {cls.__name__}, but it does not have vmap support. Please "
                           "override and implement the vmap staticmethod or set generate_vmap_rule=True. For more "
                           "details, please see https://pytorch.org/docs/main/notes/extending.func.html")


def _check_dirty_returned(dirty, outputs):
    """Inputs the forward modified in place must all be among its outputs."""
    returned = {id(o) for o in outputs}
    for t in dirty:
        if id(t) not in returned:
            raise RuntimeError("Some elements marked as dirty during the forward method were not returned as output. "
                               "The inputs that are modified inplace must all be outputs of the Function.")


def once_differentiable(fn):
    """Run ``backward`` without recording a graph; differentiating it again raises."""

    @functools.wraps(fn)
    def wrapper(ctx, *args):
        with no_grad():
            outputs = fn(ctx, *args)
        if not STATE.grad_enabled:
            return outputs
        requires_grad = any(isinstance(a, _tensor.Tensor) and a.requires_grad for a in args)
        if not requires_grad:
            return outputs
        single = not isinstance(outputs, tuple)
        outs = (outputs,) if single else outputs
        err_fn = _DelayedError("trying to differentiate twice a function that was marked with "
                               "@once_differentiable", args)
        wrapped = tuple(err_fn.wrap(o) if isinstance(o, _tensor.Tensor) else o for o in outs)
        return wrapped[0] if single else wrapped
    return wrapper


def delayed_error(message, tensor):
    """``tensor``'s values behind a node that raises ``message`` if backward reaches it (PyTorch's
    DelayedError, shown as ``Error``): a gradient fine to use, but not to differentiate again."""
    return _DelayedError(message, (tensor,)).wrap(tensor)


class _DelayedError:
    def __init__(self, message, inputs):
        self.message = message
        self.inputs = [a for a in inputs if isinstance(a, _tensor.Tensor)]

    def wrap(self, tensor):
        message = self.message

        class Error(BackwardNode):  # what PyTorch's DelayedError leaves as the output's grad_fn
            __slots__ = ()

            def name(node):
                return "torch::autograd::Error"

            def apply(node, grads):
                raise RuntimeError(message)

        node = Error()
        node._next_edges = tuple(gradient_edge(a) if a._requires_grad else NO_EDGE for a in self.inputs)
        out = _tensor.Tensor._make(tensor._data)
        set_history(out, node)
        return out
