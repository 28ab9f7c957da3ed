"""Hooks on several tensors at once (torch.autograd.graph.register_multi_grad_hook).

Built, as in PyTorch, from one tensor hook per tensor plus two questions the engine
answers about the running backward: its id, and whether it will execute a node.
"""
import functools
import threading

from .engine import current_graph_task_id, will_engine_execute_node
from .node import gradient_edge

__all__ = ["register_multi_grad_hook"]


class _MultiHandle:
    def __init__(self, handles):
        self.handles = handles

    def remove(self):
        for handle in self.handles:
            handle.remove()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.remove()


def register_multi_grad_hook(tensors, fn, *, mode="all"):
    """``mode="all"``: ``fn(grads)`` once per backward, after the gradients of all the tensors
    this backward computes are known (``None`` for the others). ``mode="any"``: ``fn(grad)``
    with the first of them."""
    supported_modes = ("all", "any")
    if mode not in supported_modes:
        raise ValueError(f"Expects mode to be one of {supported_modes} but got {mode}")
    lock = threading.Lock()
    tensors = tuple(tensors)

    if mode == "all":
        count = {}
        buffer = {}
        nb_calls = {}
        grad_fns = [gradient_edge(t)[0] for t in tensors]  # held strongly, as PyTorch does

        def get_inner_hook(idx):
            def inner_hook(grad):
                task_id = current_graph_task_id()
                if task_id == -1:
                    raise RuntimeError("expected this hook to be called inside a backward call")
                with lock:
                    curr_count = count.get(task_id, 0)
                    count[task_id] = curr_count + 1
                    if curr_count == 0:
                        buffer[task_id] = [None] * len(tensors)
                        nb_calls[task_id] = sum(map(will_engine_execute_node, grad_fns))
                    grads = buffer[task_id]
                    grads[idx] = grad
                    done = curr_count == nb_calls[task_id] - 1
                    if done:
                        del count[task_id], buffer[task_id], nb_calls[task_id]
                if done:
                    fn(grads)
            return inner_hook

        handles = tuple(t.register_hook(get_inner_hook(i)) for i, t in enumerate(tensors))
    else:
        ran_hook = set()

        @functools.wraps(fn)
        def wrapped_fn(grad):
            task_id = current_graph_task_id()
            if task_id == -1:
                raise RuntimeError("expected this hook to be called inside a backward call")
            with lock:
                if task_id in ran_hook:
                    return
                ran_hook.add(task_id)
            fn(grad)

        handles = tuple(t.register_hook(wrapped_fn) for t in tensors if t.requires_grad)
    return _MultiHandle(handles)
