"""Grad modes: thread-local switches read by every generated wrapper.

``STATE.grad_enabled`` is the flag ``compute_requires_grad`` consults; it is
thread-local, as in PyTorch, so a ``no_grad`` block in one thread does not leak
into another.
"""
import functools
import inspect
import threading

__all__ = ["no_grad", "enable_grad", "set_grad_enabled", "is_grad_enabled", "inference_mode",
           "is_inference_mode_enabled"]


class _State(threading.local):
    grad_enabled = True  # written only by set_grad_mode
    inference_mode = False
    saved_tensors_hooks = ()  # stack of (pack, unpack); the innermost wins
    saved_tensors_hooks_disabled = None  # disable_saved_tensors_hooks' message while active


STATE = _State()

# One entry for each thread whose grad mode is off. A recorded op asks ``not GRAD_OFF or STATE.grad_enabled``:
# while no thread has turned grad mode off (a model's forward), an empty list answers, not the thread-local
# flag (several times dearer to read, and a miss in every cache after a big kernel). A thread appends before
# its flag goes off and pops after it is back on, so the list is never empty while a thread is off. Appending
# and popping are each one step under the GIL: no lock, no count to keep in step with a flag.
GRAD_OFF = []


def set_grad_mode(enabled):
    """Set this thread's grad mode (``STATE.grad_enabled``: every writer goes through here)."""
    state = STATE
    if enabled:
        if not state.grad_enabled:
            state.grad_enabled = True
            GRAD_OFF.pop()
    elif state.grad_enabled:
        GRAD_OFF.append(None)
        state.grad_enabled = False


class _OpenBlocks:
    """How many blocks of the rarely used modes are open, in all threads: ``inference_mode(True)`` and
    saved-tensor hooks. Every new tensor asks whether it is made in inference mode, every saved tensor
    whether hooks pack it; while the count is 0 the answer is no, without a thread-local read (several
    times dearer than a plain attribute)."""

    __slots__ = ("inference", "saved_hooks")

    def __init__(self):
        self.inference = 0
        self.saved_hooks = 0


OPEN_BLOCKS = _OpenBlocks()
_OPEN_BLOCKS_LOCK = threading.Lock()


def count_open_block(field, change):
    with _OPEN_BLOCKS_LOCK:
        setattr(OPEN_BLOCKS, field, getattr(OPEN_BLOCKS, field) + change)


def is_grad_enabled():
    return STATE.grad_enabled


def is_inference_mode_enabled():
    return STATE.inference_mode


class _DecoratorContextManager:
    """Usable as ``with mode():`` and as ``@mode()`` (also bare ``@mode`` for no_grad)."""

    def __call__(self, func):
        if inspect.isgeneratorfunction(func):
            @functools.wraps(func)
            def generator_wrapper(*args, **kwargs):
                gen = func(*args, **kwargs)
                try:  # the generator's end (StopIteration) is this one's, its value the return value
                    with self.clone():
                        response = gen.send(None)
                    while True:
                        try:
                            request = yield response
                        except GeneratorExit:
                            with self.clone():
                                gen.close()
                            raise
                        except BaseException:
                            with self.clone():
                                response = gen.throw(*__import__("sys").exc_info())
                        else:
                            with self.clone():
                                response = gen.send(request)
                except StopIteration as e:
                    return e.value
            return generator_wrapper

        @functools.wraps(func)
        def wrapper(*args, **kwargs):
            with self.clone():
                return func(*args, **kwargs)
        return wrapper

    def clone(self):
        return self.__class__()


class no_grad(_DecoratorContextManager):
    def __new__(cls, orig_func=None):
        if orig_func is None:
            return object.__new__(cls)  # not super(): the cheaper call, on every ``with no_grad()``
        return cls()(orig_func)

    def __enter__(self):
        self.prev = STATE.grad_enabled
        set_grad_mode(False)

    def __exit__(self, *exc):
        set_grad_mode(self.prev)


class enable_grad(no_grad):
    def __enter__(self):
        self.prev = STATE.grad_enabled
        set_grad_mode(True)


class set_grad_enabled(_DecoratorContextManager):
    def __init__(self, mode):
        if type(mode) is not bool:  # PyTorch's binding takes a bool only
            raise TypeError(f"set_grad_enabled(): argument 'enabled' (position 1) must be bool, not "
                            f"{type(mode).__name__}")
        self.prev = STATE.grad_enabled
        self.mode = mode
        set_grad_mode(mode)  # takes effect as a plain function call too

    def __call__(self, func):
        set_grad_mode(self.prev)
        return super().__call__(func)

    def __enter__(self):
        pass

    def __exit__(self, *exc):
        set_grad_mode(self.prev)

    def clone(self):
        return self.__class__(self.mode)

    def __repr__(self):
        return f"{type(self).__module__}.{type(self).__qualname__}(mode={self.mode})"


class inference_mode(_DecoratorContextManager):
    def __init__(self, mode=True):
        self.mode = mode

    def __new__(cls, mode=True):
        if callable(mode) and not isinstance(mode, type(True)):
            return cls()(mode)
        return super().__new__(cls)

    def __enter__(self):
        self.prev = (STATE.grad_enabled, STATE.inference_mode)
        # PyTorch's InferenceMode guard sets grad mode to ``not mode``: inference_mode(False) enables grad.
        set_grad_mode(not self.mode)
        STATE.inference_mode = bool(self.mode)
        if self.mode:
            count_open_block("inference", 1)

    def __exit__(self, *exc):
        set_grad_mode(self.prev[0])
        STATE.inference_mode = self.prev[1]
        if self.mode:
            count_open_block("inference", -1)

    def clone(self):
        return self.__class__(self.mode)


# -- multithreaded backward (torch.autograd.set_multithreading_enabled) ---------------------------
# PyTorch's engine may run a backward's device queues on worker threads; this switch turns that off. minitorch's
# engine always runs on the calling thread, so the flag is only recorded and reported (process-wide, as PyTorch's).
_MULTITHREADING = [True]


def is_multithreading_enabled():
    return _MULTITHREADING[0]


class set_multithreading_enabled(_DecoratorContextManager):
    def __init__(self, mode):
        self.prev = _MULTITHREADING[0]
        self.mode = mode
        _MULTITHREADING[0] = bool(mode)  # takes effect as a plain function call too

    def __enter__(self):
        pass

    def __exit__(self, *exc):
        _MULTITHREADING[0] = self.prev

    def clone(self):
        return self.__class__(self.mode)


class _Transforms(threading.local):
    depth = 0  # how many torch.func transforms are running their function in this thread
    vmap_depth = 0  # how many of them are vmap


TRANSFORMS = _Transforms()
