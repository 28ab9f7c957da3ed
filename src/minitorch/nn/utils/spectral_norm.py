"""The hook-based spectral norm (torch.nn.utils.spectral_norm), older than parametrizations.spectral_norm: the
parameter moves to ``<name>_orig``, buffers ``<name>_u`` / ``<name>_v`` hold the power-iteration vectors, and a
forward pre-hook sets ``module.<name> = <name>_orig / sigma`` before each call (advancing the iteration in training
mode only). State-dict hooks record the format's version in the metadata and convert checkpoints of version 0
(which stored ``<name>`` and no ``<name>_v``).

The power-iteration math here is also what parametrizations.spectral_norm runs."""
from ...autograd.grad_mode import no_grad
from .. import functional as F
from ..parameter import Parameter, UninitializedParameter

__all__ = ["SpectralNorm", "SpectralNormLoadStateDictPreHook", "SpectralNormStateDictHook", "spectral_norm",
           "remove_spectral_norm"]


def reshape_weight_to_matrix(weight, dim):
    """The weight as a matrix whose rows run over ``dim`` (the outputs), every other dim flattened into columns."""
    if dim != 0:
        weight = weight.permute(dim, *(d for d in range(weight.dim()) if d != dim))
    return weight.reshape(weight.size(0), -1)


def power_iteration(weight_mat, u, v, n_power_iterations, eps, u_first):
    """Advance ``u`` ~ W v and ``v`` ~ W^T u (unit vectors, updated in place, no graph) ``n_power_iterations``
    times. ``u_first`` picks which one each step updates first: the parametrization updates u, the hook v."""
    import minitorch
    with no_grad():
        for _ in range(n_power_iterations):
            if u_first:
                u.copy_(F.normalize(minitorch.mv(weight_mat, v), dim=0, eps=eps))
            v.copy_(F.normalize(minitorch.mv(weight_mat.t(), u), dim=0, eps=eps))
            if not u_first:
                u.copy_(F.normalize(minitorch.mv(weight_mat, v), dim=0, eps=eps))


class SpectralNorm:
    _version = 1  # version 1 stores <name>_v and not <name>; version 0 checkpoints are converted on load

    def __init__(self, name="weight", n_power_iterations=1, dim=0, eps=1e-12):
        self.name = name
        self.dim = dim
        if n_power_iterations <= 0:
            raise ValueError("Expected n_power_iterations to be positive, but got "
                             f"n_power_iterations={n_power_iterations}")
        self.n_power_iterations = n_power_iterations
        self.eps = eps

    def reshape_weight_to_matrix(self, weight):
        return reshape_weight_to_matrix(weight, self.dim)

    def compute_weight(self, module, do_power_iteration):
        import minitorch
        weight = getattr(module, self.name + "_orig")
        u = getattr(module, self.name + "_u")
        v = getattr(module, self.name + "_v")
        weight_mat = self.reshape_weight_to_matrix(weight)
        if do_power_iteration:
            power_iteration(weight_mat, u, v, self.n_power_iterations, self.eps, u_first=False)
            # copies for the graph: the buffers change in place on the next training call, before this backward
            u, v = u.clone(), v.clone()
        sigma = minitorch.dot(u, minitorch.mv(weight_mat, v))
        return weight / sigma

    def remove(self, module):
        with no_grad():
            weight = self.compute_weight(module, do_power_iteration=False)
        delattr(module, self.name)
        delattr(module, self.name + "_u")
        delattr(module, self.name + "_v")
        delattr(module, self.name + "_orig")
        module.register_parameter(self.name, Parameter(weight.detach()))

    def __call__(self, module, inputs):
        setattr(module, self.name, self.compute_weight(module, do_power_iteration=module.training))

    def _solve_v_and_rescale(self, weight_mat, u, target_sigma):
        """The v with u = W v / ||W v|| (least squares), scaled so that u . W v is ``target_sigma``."""
        import minitorch
        v = minitorch.linalg.multi_dot([weight_mat.t().mm(weight_mat).pinverse(), weight_mat.t(),
                                        u.unsqueeze(1)]).squeeze(1)
        return v.mul_(target_sigma / minitorch.dot(u, minitorch.mv(weight_mat, v)))

    @staticmethod
    def apply(module, name, n_power_iterations, dim, eps):
        for hook in module._forward_pre_hooks.values():
            if isinstance(hook, SpectralNorm) and hook.name == name:
                raise RuntimeError(f"Cannot register two spectral_norm hooks on the same parameter {name}")
        fn = SpectralNorm(name, n_power_iterations, dim, eps)
        weight = module._parameters[name]
        if weight is None:
            raise ValueError(f"`SpectralNorm` cannot be applied as parameter `{name}` is None")
        if isinstance(weight, UninitializedParameter):
            raise ValueError("The module passed to `SpectralNorm` can't have uninitialized parameters. Make sure to "
                             "run the dummy forward before applying spectral normalization")
        with no_grad():
            weight_mat = fn.reshape_weight_to_matrix(weight)
            h, w = weight_mat.size()
            u = F.normalize(weight.new_empty(h).normal_(0, 1), dim=0, eps=fn.eps)
            v = F.normalize(weight.new_empty(w).normal_(0, 1), dim=0, eps=fn.eps)
        delattr(module, fn.name)
        module.register_parameter(fn.name + "_orig", weight)
        # a plain attribute until the first call (the hook then sets the normalized weight)
        setattr(module, fn.name, weight.data)
        module.register_buffer(fn.name + "_u", u)
        module.register_buffer(fn.name + "_v", v)
        module.register_forward_pre_hook(fn)
        module._register_state_dict_hook(SpectralNormStateDictHook(fn))
        module._register_load_state_dict_pre_hook(SpectralNormLoadStateDictPreHook(fn))
        return fn


class SpectralNormLoadStateDictPreHook:
    """Converts a version-0 checkpoint (``<name>``, ``<name>_orig``, ``<name>_u``) to the current keys: sigma is
    recovered as weight_orig / weight, and a matching ``<name>_v`` is solved for."""

    def __init__(self, fn):
        self.fn = fn

    def __call__(self, state_dict, prefix, local_metadata, strict, missing_keys, unexpected_keys, error_msgs):
        fn = self.fn
        version = local_metadata.get("spectral_norm", {}).get(fn.name + ".version", None)
        if version is not None and version >= 1:
            return
        weight_key = prefix + fn.name
        if (version is None and all(weight_key + s in state_dict for s in ("_orig", "_u", "_v"))
                and weight_key not in state_dict):
            return  # no metadata, but already the current keys
        missing = [weight_key + s for s in ("_orig", "", "_u") if weight_key + s not in state_dict]
        if missing:
            if strict:
                missing_keys.extend(missing)
            return
        with no_grad():
            weight_orig = state_dict[weight_key + "_orig"]
            weight = state_dict.pop(weight_key)
            sigma = (weight_orig / weight).mean()
            weight_mat = fn.reshape_weight_to_matrix(weight_orig)
            u = state_dict[weight_key + "_u"]
            state_dict[weight_key + "_v"] = fn._solve_v_and_rescale(weight_mat, u, sigma)


class SpectralNormStateDictHook:
    """Records ``spectral_norm: {"<name>.version": 1}`` in the module's state-dict metadata."""

    def __init__(self, fn):
        self.fn = fn

    def __call__(self, module, state_dict, prefix, local_metadata):
        versions = local_metadata.setdefault("spectral_norm", {})
        key = self.fn.name + ".version"
        if key in versions:
            raise RuntimeError(f"Unexpected key in metadata['spectral_norm']: {key}")
        versions[key] = self.fn._version


def spectral_norm(module, name="weight", n_power_iterations=1, eps=1e-12, dim=None):
    """Divide ``module.<name>`` by its spectral norm before each call (dim 1 for transposed convolutions)."""
    if dim is None:
        from ..modules import conv
        transposed = tuple(getattr(conv, n) for n in ("ConvTranspose1d", "ConvTranspose2d", "ConvTranspose3d")
                           if hasattr(conv, n))
        dim = 1 if isinstance(module, transposed) else 0
    SpectralNorm.apply(module, name, n_power_iterations, dim, eps)
    return module


def remove_spectral_norm(module, name="weight"):
    """Back to a plain parameter ``<name>`` holding the normalized weight; the hooks go."""
    for key, hook in module._forward_pre_hooks.items():
        if isinstance(hook, SpectralNorm) and hook.name == name:
            hook.remove(module)
            del module._forward_pre_hooks[key]
            break
    else:
        raise ValueError(f"spectral_norm of '{name}' not found in {module}")
    # PyTorch looks for its load pre-hook among the stored ones, which are wrapped (_WrappedHook), so it never
    # finds it: the hook stays, and a later strict load of the plain module reports "<name>_orig" and "<name>_u"
    # missing. Kept as PyTorch does it (the oracle); the lookup is the same.
    for hooks, kind in ((module._state_dict_hooks, SpectralNormStateDictHook),
                        (module._load_state_dict_pre_hooks, SpectralNormLoadStateDictPreHook)):
        for key, hook in hooks.items():
            if isinstance(hook, kind) and hook.fn.name == name:
                del hooks[key]
                break
    return module
