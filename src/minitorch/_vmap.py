"""vmap (torch.vmap / torch.func.vmap) as a loop: ``func`` runs once per entry of the mapped dimension
and each output is stacked along its ``out_dim``.

PyTorch runs ``func`` once on batched tensors through per-op batching rules; the loop gives the same
values, gradients (each entry's graph ends in a StackBackward0 node, where PyTorch shows the batched
ops' nodes), argument checks and messages, and composes with the other transforms (per-sample
gradients: ``vmap(grad(f), in_dims=(None, 0, 0))``). ``chunk_size`` changes nothing in a loop;
``randomness`` is honoured: 'error' refuses random ops, 'same' replays one draw for every entry,
'different' draws anew for each. An output whose out_dim is None must not be batched: the loop refuses
one that differs between entries or is a view of a mapped input, with PyTorch's error (see _batched).
"""
import functools

from . import _random
from .autograd import inside_transform
from ._tensor import Tensor

__all__ = ["vmap"]


# -- pytrees: tuples, lists and dicts of leaves -----------------------------------------------------
def _flatten(tree):
    """The leaves of ``tree`` in order, and a spec to rebuild it (None for a leaf)."""
    if isinstance(tree, (tuple, list)):
        leaves, specs = [], []
        for item in tree:
            sub, spec = _flatten(item)
            leaves += sub
            specs.append((spec, len(sub)))
        return leaves, (type(tree), None, specs)
    if isinstance(tree, dict):
        leaves, specs = [], []
        for key in tree:
            sub, spec = _flatten(tree[key])
            leaves += sub
            specs.append((spec, len(sub)))
        return leaves, (dict, list(tree), specs)
    return [tree], None


def _unflatten(leaves, spec):
    if spec is None:
        return leaves[0]
    kind, keys, specs = spec
    items, at = [], 0
    for sub, n in specs:
        items.append(_unflatten(leaves[at:at + n], sub))
        at += n
    if kind is dict:
        return dict(zip(keys, items))
    if kind is tuple or kind is list:
        return kind(items)
    return kind(*items)  # a namedtuple


def _broadcast(dims, tree):
    """``dims`` (an int or None for a whole subtree, else the subtree's own structure) per leaf of
    ``tree``; None where the structures differ."""
    if not isinstance(dims, (tuple, list, dict)):  # a leaf: the same for the whole subtree
        return [dims] * len(_flatten(tree)[0])
    if (isinstance(dims, tuple) and isinstance(tree, tuple) or isinstance(dims, list) and isinstance(tree, list)) \
            and len(dims) == len(tree):
        out = []
        for d, t in zip(dims, tree):
            sub = _broadcast(d, t)
            if sub is None:
                return None
            out += sub
        return out
    if isinstance(dims, dict) and isinstance(tree, dict) and set(dims) == set(tree):
        out = []
        for key in tree:
            sub = _broadcast(dims[key], tree[key])
            if sub is None:
                return None
            out += sub
        return out
    return None


def _name(func):
    if hasattr(func, "__name__"):
        return func.__name__
    if isinstance(func, functools.partial):
        return f"functools.partial({_name(func.func)}, ...)"
    return repr(func)


# -- randomness ---------------------------------------------------------------------------------------
class _RandomnessError:
    """While active, the generators refuse to draw (randomness='error')."""

    def __enter__(self):
        self.previous, _random.DRAW_GUARD = _random.DRAW_GUARD, _refuse_random
        return self

    def __exit__(self, *exc):
        _random.DRAW_GUARD = self.previous


def _refuse_random():
    raise RuntimeError("vmap: called random operation while in randomness error mode. Please either use the "
                       "'same' or 'different' randomness flags on vmap or perform the randomness operation out "
                       "of vmap")


# -- vmap -----------------------------------------------------------------------------------------------
def vmap(func, in_dims=0, out_dims=0, randomness="error", *, chunk_size=None):
    """torch.vmap: ``func`` mapped over dimension ``in_dims`` of its inputs, outputs stacked at ``out_dims``."""
    if randomness not in ("error", "different", "same"):
        raise RuntimeError(f"Only allowed values for randomness are 'error', 'different', or 'same'. Got {randomness}")
    if not (chunk_size is None or chunk_size > 0):
        raise ValueError(f"vmap: chunk_size should be None or greater than 0. (got {chunk_size})")
    for d in _flatten(out_dims)[0]:
        if d is not None and not isinstance(d, int):
            raise ValueError(f"vmap({_name(func)}, ..., out_dims={out_dims}): `out_dims` must be an int, None or a "
                             "python collection of ints representing where in the outputs the vmapped dimension "
                             "should appear.")

    @functools.wraps(func)
    def mapped(*args, **kwargs):
        flat_args, spec, flat_dims, size = _batched_inputs(func, in_dims, args)
        state = _random.get_rng_state() if randomness == "same" else None
        outputs = []
        with (_RandomnessError() if randomness == "error" else _NoGuard()), inside_transform(vmap=True):
            if size == 0:  # func runs once, as PyTorch's does on its empty batch, on one entry of zeros: the
                entry = [a if d is None else a.new_zeros(a.shape[:d] + a.shape[d + 1:])  # outputs' shapes
                         for a, d in zip(flat_args, flat_dims)]
                outputs.append(func(*_unflatten(entry, spec), **kwargs))
            for i in range(size):
                if state is not None:
                    _random.set_rng_state(state)
                entry = [a if d is None else a.select(d, i) for a, d in zip(flat_args, flat_dims)]
                outputs.append(func(*_unflatten(entry, spec), **kwargs))
        mapped = [a for a, d in zip(flat_args, flat_dims) if d is not None]
        return _stacked_outputs(func, out_dims, outputs, empty=size == 0, mapped=mapped)
    return mapped


class _NoGuard:
    def __enter__(self):
        return self

    def __exit__(self, *exc):
        pass


def _batched_inputs(func, in_dims, args):
    """PyTorch's checks of ``in_dims`` against the inputs; the flat inputs, their spec, the dim mapped in each
    (normalised, None for inputs passed whole) and the batch size."""
    if not isinstance(in_dims, (int, tuple)):
        raise ValueError(f"vmap({_name(func)}, in_dims={in_dims}, ...)(<inputs>): expected `in_dims` to be int or a "
                         f"(potentially nested) tuple matching the structure of inputs, got: {type(in_dims)}.")
    if len(args) == 0:
        raise ValueError(f"vmap({_name(func)})(<inputs>): got no inputs. Maybe you forgot to add inputs, or you are "
                         "trying to vmap over a function with no inputs. The latter is unsupported.")
    flat_args, spec = _flatten(args)
    flat_dims = _broadcast(in_dims, args)
    if flat_dims is None:
        raise ValueError(f"vmap({_name(func)}, in_dims={in_dims}, ...)(<inputs>): in_dims is not compatible with the "
                         "structure of `inputs`.")
    for i, (arg, d) in enumerate(zip(flat_args, flat_dims)):
        if d is not None and not isinstance(d, int):
            raise ValueError(f"vmap({_name(func)}, in_dims={in_dims}, ...)(<inputs>): Got in_dim={d} for an input but "
                             "in_dim must be either an integer dimension or None.")
        if isinstance(d, int) and not isinstance(arg, Tensor):
            raise ValueError(f"vmap({_name(func)}, in_dims={in_dims}, ...)(<inputs>): Got in_dim={d} for an input but "
                             f"the input is of type {type(arg)}. We cannot vmap over non-Tensor arguments, please use "
                             "None as the respective in_dim")
        if d is not None and (d < -arg.dim() or d >= arg.dim()):
            raise ValueError(f"vmap({_name(func)}, in_dims={in_dims}, ...)(<inputs>): Got in_dim={d} for some input, "
                             f"but that input is a Tensor of dimensionality {arg.dim()} so expected in_dim to satisfy "
                             f"-{arg.dim()} <= in_dim < {arg.dim()}.")
        if d is not None and d < 0:
            flat_dims[i] = d % arg.dim()
    sizes = [arg.size(d) for arg, d in zip(flat_args, flat_dims) if d is not None]
    if not sizes:
        raise ValueError("vmap: Expected at least one Tensor to vmap over")
    if any(s != sizes[0] for s in sizes):
        raise ValueError(f"vmap: Expected all tensors to have the same size in the mapped dimension, got sizes {sizes} "
                         "for the mapped dimension")
    return flat_args, spec, flat_dims, sizes[0]


def _batched(entries, mapped):
    """Would PyTorch's vmap return this output (one tensor per entry) as a BatchedTensor? There it is batched
    when computed from a mapped input; the loop sees it batched when the entries differ (in shape, dtype or
    value, nan equal to nan) or when an entry is a view of a mapped input. An output computed from a mapped
    input that comes out the same for every entry (``x * 0``, any output of a batch of one) is not seen."""
    first = entries[0]
    if first._base is not None and any(first._base is (a._base if a._base is not None else a) for a in mapped):
        return True
    for other in entries[1:]:
        if other is first:
            continue
        if other.shape != first.shape or other.dtype != first.dtype or other.device != first.device:
            return True
        same = other.eq(first)
        if first.is_floating_point():
            same = same | (other.isnan() & first.isnan())
        if not bool(same.all()):
            return True
    return False


def _stacked_outputs(func, out_dims, outputs, empty=False, mapped=()):
    from ._generated.python_functions import stack
    flat_first, spec = _flatten(outputs[0])
    if spec is None:  # one tensor: out_dims may be an int, a 1-tuple or None
        if isinstance(out_dims, tuple) and len(out_dims) == 1:
            flat_dims = list(out_dims)
        elif out_dims is None or isinstance(out_dims, int):
            flat_dims = [out_dims]
        else:
            flat_dims = None
    else:
        flat_dims = _broadcast(out_dims, outputs[0])
    if flat_dims is None:
        raise ValueError(f"vmap({_name(func)}, ..., out_dims={out_dims})(<inputs>): out_dims is not compatible with "
                         "the structure of `outputs`.")
    flat_outputs = [_flatten(o)[0] for o in outputs]
    result = []
    for j, d in enumerate(flat_dims):
        if d is None:
            if isinstance(flat_first[j], Tensor) and _batched([o[j] for o in flat_outputs], mapped):
                name = _name(func)
                raise ValueError(f"vmap({name}, ...): `{name}` can not return a BatchedTensor when out_dim is None")
            result.append(flat_first[j])
            continue
        if not isinstance(flat_first[j], Tensor):
            name = _name(func)
            raise ValueError(f"vmap({name}, ...): `{name}` must only return Tensors, got type "
                             f"{type(flat_first[j])}. Did you mean to set out_dims= to None for output?")
        stacked = stack([o[j] for o in flat_outputs], d)
        result.append(stacked.narrow(d, 0, 0) if empty else stacked)  # an empty batch: none of the one entry
    return _unflatten(result, spec)
