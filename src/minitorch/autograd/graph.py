"""minitorch.autograd.graph: the public face of the graph (torch.autograd.graph).

Each feature lives in its own module; this one only gathers the public names.
"""
from .node import GradientEdge, Node, RemovableHandle, get_gradient_edge  # noqa: F401

# -- hooks on several tensors, engine callbacks (engine fidelity) ---------------------------
from .hooks import register_multi_grad_hook  # noqa: F401,E402


# -- saved tensors: saved_tensors_hooks, save_on_cpu, disable_saved_tensors_hooks ---------------
from .saved_tensors import (disable_saved_tensors_hooks, save_on_cpu, saved_tensors_hooks,  # noqa: F401,E402
                            saved_tensors_nbytes)
from .mutation_on_saved import allow_mutation_on_saved_tensors  # noqa: F401,E402


# -- pictures and traces: to_dot, render, trace ------------------------------------------------
from .graphviz import render, to_dot  # noqa: F401,E402
from .tracing import Trace, trace  # noqa: F401,E402


# -- version bumps, a tensor's gradient node, engine switches -----------------------------------------
from .graph_misc import (_get_grad_fn_or_grad_acc, increment_version,  # noqa: F401,E402
                         region_activation_memory_budget, set_override_stale_capture_stream,
                         set_warn_on_accumulate_grad_stream_mismatch)
