"""grad_fn._saved_<name> / _raw_saved_<name> for every yaml entry, against PyTorch.

For each differentiable entry and sample: the same set of ``_saved_*`` attributes as
PyTorch's node, saved inputs and leaves returned as the very argument object
(``is``) where PyTorch does so, saved outputs equal to the output, and non-tensor
fields (sizes, dims, scalars) equal.
"""
import numpy as np
import pytest

import minitorch
from minitorch.autograd.saved_variable import SavedVariable

from test_ops import CASES, _flat, _outputs, _run

torch = pytest.importorskip("torch")


# Nodes whose yaml formula differs from PyTorch's, so the generator infers other saved
# fields (the formulas belong to the op entries; the getters follow them faithfully).
FORMULA_DIFFERS = {
    "SgnBackward0": "sgn's formula saves nothing for real inputs; PyTorch's sgn_backward takes self and result",
    "MmBackward0": "PyTorch's mm formula also saves sizes, strides and layouts for sparse/strided handling",
    "MatmulBackward0": "matmul is a composite in PyTorch (MmBackward0/MvBackward0/...), a node here",
    "MatmulBackward1": "matmul is a composite in PyTorch",
    # nn.functional entries: formulas recompute statistics / use im2col instead of PyTorch's saved buffers
    "LogSigmoidBackward0": "the formula uses sigmoid(-self), not PyTorch's saved buffer",
    "ConvolutionBackward0": "the formula saves input, weight and the conv arguments, not bias sizes",
    "ConvolutionBackwardBackward0": "also saves output_mask: the outputs it left out are zeros nobody reads (PyTorch's "
                                    "are undefined), whose grads the formula skips",
    "MaxPool2DWithIndicesBackward0": "the scatter_add formula saves self and indices, not the pooling arguments",
    "AvgPool2DBackward0": "the col2im formula saves the arguments it needs (divisor_override, etc. differ)",
    "NativeLayerNormBackward0": "the formula recomputes mean/rstd from input (double backward), not result1/result2",
    "NativeBatchNormBackward0": "the formula recomputes the batch statistics from input, not save_mean/save_invstd",
    "NativeGroupNormBackward0": "the formula recomputes mean/rstd from input, not result1/result2",
    "AddbmmBackward0": "saves batch1's sizes, PyTorch saves batch1.sym_argsize(0/1) and batch2.sym_argsize(2)",
    "AddmmBackward0": "PyTorch's addmm formulas also save mat1/mat2 sizes and strides for sparse/strided handling",
    "LinalgSvdBackward0": "PyTorch's formula narrows U and Vh to S.sym_size(-1) in the yaml (saved as a size); "
                          "svd_backward here narrows them itself",
    "OrmqrBackward0": "the formula recomputes Q from the reflectors; PyTorch's also saves the result",
}


# Nodes of random ops: their saved draws (result) are minitorch's generator's, not PyTorch's; the rest compares.
RANDOM_RESULT = {"StandardGammaBackward0"}
# saved buffers whose layout is the backend's own: only their dtype is PyTorch's
OWN_LAYOUT = {("MkldnnRnnLayerBackward0", "_saved_result3")}  # oneDNN's workspace, minitorch's gates and cells


def _saved_names(node):
    return sorted(a for a in dir(node) if a.startswith("_saved_"))


def _same_value(mine, theirs, my_args, their_args):
    if isinstance(theirs, torch.Tensor) and theirs.dim() == 0 and isinstance(mine, (int, float)):
        assert mine == theirs.item()  # a Python number passed for a Tensor: PyTorch wraps it
        return
    if isinstance(theirs, torch.Tensor):
        assert isinstance(mine, minitorch.Tensor)
        np.testing.assert_allclose(mine.detach().numpy().astype(np.float64),
                                   theirs.detach().double().numpy() if theirs.is_floating_point()
                                   else theirs.numpy().astype(np.float64), rtol=1e-6, atol=1e-6)
        assert mine.requires_grad == theirs.requires_grad
        for m, t in zip(my_args, their_args):
            if t is theirs and isinstance(m, minitorch.Tensor):  # (a number given is shown wrapped, as PyTorch's)
                assert mine is m, "PyTorch returns the saved input itself; minitorch must too"
    elif isinstance(theirs, (tuple, list)):
        assert isinstance(mine, tuple) and len(mine) == len(theirs), (mine, theirs)
        for m, t in zip(mine, theirs):
            _same_value(m, t, my_args, their_args)
    elif isinstance(theirs, torch.dtype):
        assert repr(mine).split(".")[-1] == repr(theirs).split(".")[-1]
    else:
        assert mine == theirs or (mine is None and theirs is None), (mine, theirs)


def _differentiable_cases():
    return [c for c in CASES if c.values[0].node_name is not None]


@pytest.mark.parametrize("plan, index", _differentiable_cases())
def test_saved_fields_match_pytorch(plan, index):
    out, my_args, _ = _run(plan, index, "minitorch", np.float64)
    theirs, their_args, _ = _run(plan, index, "torch", np.float64)
    for mo, to in zip(_outputs(out), _outputs(theirs)):
        if to.grad_fn is None or mo.grad_fn is None:
            continue
        if mo.grad_fn.name() in FORMULA_DIFFERS:
            pytest.xfail(FORMULA_DIFFERS[mo.grad_fn.name()])
        assert _saved_names(mo.grad_fn) == _saved_names(to.grad_fn), plan.node_name
        for name in _saved_names(to.grad_fn):
            if name == "_saved_result" and mo.grad_fn.name() in RANDOM_RESULT:
                continue
            if (mo.grad_fn.name(), name) in OWN_LAYOUT:
                assert str(getattr(mo.grad_fn, name).dtype) == str(getattr(to.grad_fn, name).dtype)
                continue
            _same_value(getattr(mo.grad_fn, name), getattr(to.grad_fn, name), list(_flat(my_args)),
                        list(_flat(their_args)))
            raw = "_raw" + name
            if hasattr(to.grad_fn, raw):
                r = getattr(mo.grad_fn, raw)
                assert isinstance(r, SavedVariable) or all(isinstance(s, SavedVariable) for s in r)
        break


@pytest.mark.parametrize("expr", [
    "x.clone().eq_(y)", "x.clone().lt_(y)", "x.clone().bernoulli_(y)", "x.index_put((i,), y[:2])",
    "x.index_put((i,), y[:1])", "x.clone().index_put_((i,), y[:2], accumulate=True)",
])
def test_zeros_like_inputs_save_only_type_and_size(expr):
    """A formula ``zeros_like(other)`` keeps only the input's shape, dtype and device (PyTorch's TypeAndSize
    ``other_info``), which ``grad_fn`` does not show: no ``_saved_other``, and the input is not kept alive."""
    def saved(lib):
        x = lib.ones(4, dtype=lib.float64, requires_grad=True)
        y = lib.full((4,), 0.5, dtype=lib.float64, requires_grad=True)
        out = eval(expr, {"x": x, "y": y, "i": lib.tensor([0, 2])})
        out.sum().backward()
        return out.grad_fn.name(), _saved_names(out.grad_fn), y.grad.tolist()
    mine = saved(minitorch)
    assert not any(name.endswith(("_other", "_p", "_values")) for name in mine[1]), mine
    if torch is not None:
        assert mine == saved(torch)
