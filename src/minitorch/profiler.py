"""torch.profiler over autograd.profiler.profile: the same record, started by ``with`` or start()/stop(), CPU only."""
import enum

from .autograd.profiler import profile as _autograd_profile
from .autograd.profiler import record_function

__all__ = ["profile", "record_function", "ProfilerActivity"]


class ProfilerActivity(enum.Enum):
    CPU = 0
    CUDA = 2
    XPU = 1
    MTIA = 3
    HPU = 4
    PrivateUse1 = 5


class profile(_autograd_profile):
    """``with minitorch.profiler.profile(activities=[ProfilerActivity.CPU], record_shapes=True) as prof:``; then
    ``prof.key_averages().table(...)``. Without a ``schedule`` (not supported here) every step is recorded, and
    ``on_trace_ready`` is called with the profile when it stops."""

    def __init__(self, *, activities=None, schedule=None, on_trace_ready=None, record_shapes=False,
                 profile_memory=False, with_stack=False, with_flops=False, with_modules=False, experimental_config=None,
                 execution_trace_observer=None, acc_events=False, use_cuda=None, custom_trace_id_callback=None):
        if activities is not None and set(activities) - {ProfilerActivity.CPU}:
            raise NotImplementedError("minitorch's profiler records CPU activity only")
        if schedule is not None:
            raise NotImplementedError("minitorch.profiler.profile: schedule is not supported (every step is recorded)")
        super().__init__(record_shapes=record_shapes, profile_memory=profile_memory, with_stack=with_stack,
                         with_flops=with_flops, with_modules=with_modules, use_cuda=bool(use_cuda))
        self.on_trace_ready = on_trace_ready
        self.step_num = 0

    def start(self):
        self.__enter__()

    def stop(self):
        self.__exit__(None, None, None)

    def __exit__(self, *exc):
        result = super().__exit__(*exc)
        if self.on_trace_ready is not None:
            self.on_trace_ready(self)
        return result

    def step(self):
        """Mark the end of a training step (with no schedule, nothing else changes)."""
        self.step_num += 1

    def events(self):
        return self.function_events
