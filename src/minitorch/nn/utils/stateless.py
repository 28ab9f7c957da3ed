"""Calling a module with other parameters and buffers (torch.nn.utils.stateless; torch.func.functional_call).

The given tensors are swapped into the module's ``_parameters`` / ``_buffers`` (or set as attributes)
for the duration of the call and the originals put back afterwards, even when the call raises.
"""
import contextlib
import warnings

__all__ = ["functional_call"]

_MISSING = object()


def _untie(module, tensors):
    """tie_weights: a value given for one of several names of the same tensor goes to all of them."""
    named = dict(module.named_parameters(remove_duplicate=False))
    named.update(module.named_buffers(remove_duplicate=False))
    names_of = {}
    for name, tensor in named.items():
        names_of.setdefault(id(tensor), set()).add(name)
    tied = {name: names for names in names_of.values() if len(names) > 1 for name in names}
    given = [name for name in tensors if name in tied]
    for name in given:
        names = tied[name]
        if len(names.intersection(given)) > 1 and len({id(tensors[n]) for n in names if n in tensors}) != 1:
            raise ValueError(f"functional_call got multiple values for keys {sorted(names)}, which are tied. "
                             "Consider using tie_weights=False")
    untied = dict(tensors)
    for name in given:
        for other in tied[name]:
            untied[other] = tensors[name]
    return untied


def _check_keys(module, tensors):
    valid = {name for name, _ in module.named_parameters(remove_duplicate=False)}
    valid.update(name for name, _ in module.named_buffers(remove_duplicate=False))
    missing, unexpected = sorted(valid - set(tensors)), sorted(set(tensors) - valid)
    messages = []
    if unexpected:
        messages.append(f"Unexpected key(s): {', '.join(map(repr, unexpected))}.")
    if missing:
        messages.append(f"Missing key(s): {', '.join(map(repr, missing))}.")
    if messages:
        raise RuntimeError("Error(s) in reparametrizing for {}:\n\t{}".format(module._get_name(), "\n\t".join(messages)))


def _swap(module, name, value):
    """Put ``value`` at dotted ``name`` of ``module``; return what was there (_MISSING if nothing)."""
    *path, attr = name.split(".")
    for part in path:
        module = getattr(module, part)
    for store in (module._parameters, module._buffers):
        if attr in store:
            old, store[attr] = store[attr], value
            return old
    old = getattr(module, attr, _MISSING)
    if value is _MISSING:
        delattr(module, attr)
    else:
        object.__setattr__(module, attr, value)
    return old


@contextlib.contextmanager
def _reparametrize_module(module, given, tie_weights=False, strict=False):
    tensors = _untie(module, given) if tie_weights else given
    if strict:
        _check_keys(module, tensors)
    originals = {}
    try:
        for name, value in tensors.items():
            originals[name] = _swap(module, name, value)
        yield
    finally:
        current = {name: _swap(module, name, value) for name, value in originals.items()}
        # What the call reassigned (not just changed in place) goes back to the caller's dict, as in PyTorch.
        given.update({k: current[k] for k in given if k in current})


def _functional_call(module, tensors, args=None, kwargs=None, *, tie_weights=True, strict=False):
    kwargs = {} if kwargs is None else kwargs
    args = () if args is None else args if isinstance(args, tuple) else (args,)
    with _reparametrize_module(module, tensors, tie_weights=tie_weights, strict=strict):
        return module(*args, **kwargs)


def functional_call(module, parameters_and_buffers, args=None, kwargs=None, *, tie_weights=True, strict=False):
    """Deprecated since PyTorch 2.0 for torch.func.functional_call."""
    warnings.warn("`torch.nn.utils.stateless.functional_call` is deprecated as of PyTorch 2.0 and will be removed in a "
                  "future version of PyTorch. Please use `torch.func.functional_call` instead which is a drop-in "
                  "replacement.", FutureWarning, stacklevel=2)
    return _functional_call(module, parameters_and_buffers, args, kwargs, tie_weights=tie_weights, strict=strict)
