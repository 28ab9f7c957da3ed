"""F.scaled_dot_product_attention picks PyTorch's CPU backend: the flash kernel (its own node,
ScaledDotProductFlashAttentionForCpuBackward0) where ATen's use_flash_attention_cpp holds, else the math
composite; values, gradients, node names and errors against PyTorch."""
import numpy as np
import pytest

import minitorch

torch = pytest.importorskip("torch")

# (query shape, key shape, value shape, keyword arguments): each picks the backend it names in PyTorch 2.13
CASES = {
    "flash": ((2, 3, 4, 8), (2, 3, 5, 8), (2, 3, 5, 8), {}),
    "flash causal": ((2, 3, 4, 8), (2, 3, 5, 8), (2, 3, 5, 8), {"is_causal": True}),
    "flash 2-D float mask": ((2, 3, 4, 8), (2, 3, 5, 8), (2, 3, 5, 8), {"attn_mask": ("float", (4, 5))}),
    "flash 4-D bool mask": ((2, 3, 4, 8), (2, 3, 5, 8), (2, 3, 5, 8), {"attn_mask": ("bool", (2, 1, 4, 5))}),
    "flash causal and mask": ((1, 2, 3, 4), (1, 2, 3, 4), (1, 2, 3, 4),
                              {"attn_mask": ("float", (3, 3)), "is_causal": True}),
    "flash scale": ((2, 3, 4, 8), (2, 3, 5, 8), (2, 3, 5, 8), {"scale": 0.3}),
    "flash grouped query": ((2, 4, 4, 8), (2, 2, 5, 8), (2, 2, 5, 8), {"enable_gqa": True}),
    "math 3-D": ((3, 4, 8), (3, 5, 8), (3, 5, 8), {}),
    "math dropout": ((2, 3, 4, 8), (2, 3, 5, 8), (2, 3, 5, 8), {"dropout_p": 0.5}),
    "math value head size": ((2, 3, 4, 8), (2, 3, 5, 8), (2, 3, 5, 6), {}),
    "math 3-D mask": ((2, 3, 4, 8), (2, 3, 5, 8), (2, 3, 5, 8), {"attn_mask": ("float", (1, 4, 5))}),
    "math mask requires grad": ((2, 3, 4, 8), (2, 3, 5, 8), (2, 3, 5, 8), {"attn_mask": ("grad", (4, 5))}),
    "math broadcast batch": ((1, 3, 4, 8), (2, 3, 5, 8), (2, 3, 5, 8), {}),
}


def _run(lib, q_shape, k_shape, v_shape, kwargs, seed=0):
    rng = np.random.default_rng(seed)
    q, k, v = (lib.tensor(rng.standard_normal(s), requires_grad=True) for s in (q_shape, k_shape, v_shape))
    kwargs = dict(kwargs)
    if "attn_mask" in kwargs:
        kind, shape = kwargs["attn_mask"]
        values = rng.standard_normal(shape)
        kwargs["attn_mask"] = (lib.tensor(values > -0.5) if kind == "bool"
                               else lib.tensor(values, requires_grad=kind == "grad"))
    if kwargs.get("dropout_p"):
        lib.manual_seed(0)
    out = lib.nn.functional.scaled_dot_product_attention(q, k, v, **kwargs)
    seed_grad = lib.tensor(rng.standard_normal(tuple(out.shape)))
    grads = lib.autograd.grad(out, (q, k, v), seed_grad)
    return out, grads


@pytest.mark.parametrize("case", list(CASES))
def test_backend_node_values_and_gradients_as_pytorch(case):
    ours, our_grads = _run(minitorch, *CASES[case])
    theirs, their_grads = _run(torch, *CASES[case])
    assert type(ours.grad_fn).__name__ == type(theirs.grad_fn).__name__
    assert case.startswith("flash") == (type(ours.grad_fn).__name__ == "ScaledDotProductFlashAttentionForCpuBackward0")
    assert [type(f).__name__ for f, _ in ours.grad_fn.next_functions] == \
        [type(f).__name__ for f, _ in theirs.grad_fn.next_functions]
    if "dropout" in case:
        return  # the dropout masks are each library's own draws
    np.testing.assert_allclose(ours.detach().numpy(), theirs.detach().numpy(), rtol=1e-10, atol=1e-12)
    assert ours.stride() == theirs.stride()
    for a, b in zip(our_grads, their_grads):
        np.testing.assert_allclose(a.numpy(), b.numpy(), rtol=1e-9, atol=1e-12)


def test_flash_node_saves_what_pytorch_saves():
    def saved(lib):
        q = lib.ones(1, 2, 3, 4, requires_grad=True)
        mask = lib.ones(3, 3, dtype=lib.bool)
        mask[1, 2] = False
        fn = lib.nn.functional.scaled_dot_product_attention(q, q, q, attn_mask=mask, scale=0.5).grad_fn
        return (fn._saved_attn_mask.tolist(), fn._saved_scale, fn._saved_is_causal, fn._saved_dropout_p,
                fn._saved_query is q, tuple(fn._saved_logsumexp.shape), fn._saved_logsumexp.stride(),
                fn._saved_output.requires_grad)
    assert saved(minitorch) == saved(torch)
    assert saved(minitorch)[0][1] == [0.0, 0.0, -float("inf")]  # the bool mask as ATen converts it


def test_a_query_with_no_key_to_attend_gets_zeros_as_in_pytorch():
    def run(lib):
        q = lib.tensor(np.random.default_rng(3).standard_normal((1, 1, 3, 4)), requires_grad=True)
        mask = lib.ones(3, 3, dtype=lib.bool)
        mask[1] = False
        out = lib.nn.functional.scaled_dot_product_attention(q, q, q, attn_mask=mask)
        logsumexp = out.grad_fn._saved_logsumexp.detach().numpy()
        out.sum().backward()
        return out.detach().numpy(), logsumexp, q.grad.numpy()
    for a, b in zip(run(minitorch), run(torch)):
        np.testing.assert_allclose(a, b, rtol=1e-10, atol=1e-12)


def test_flash_double_backward_is_not_implemented_as_in_pytorch():
    for lib in (minitorch, torch):
        q = lib.ones(1, 1, 2, 4, dtype=lib.float64, requires_grad=True)
        out = lib.nn.functional.scaled_dot_product_attention(q, q * 2, q * 3)
        (grad,) = lib.autograd.grad(out.sum(), q, create_graph=True)
        with pytest.raises(RuntimeError, match="^derivative for aten::_scaled_dot_product_flash_attention_for_cpu_"
                                               "backward is not implemented$"):
            grad.sum().backward()


@pytest.mark.parametrize("dtypes, message", [
    (("float32", "float64", "float32", None), "Expected query, key, and value to have the same dtype, but got "
                                              "query.dtype: float key.dtype: double and value.dtype: float instead."),
    (("float32", "float32", "float32", "float64"), "Expected attn_mask dtype to be bool or float or to match query "
                                                   "dtype, but got attn_mask.dtype: double and  query.dtype: float "
                                                   "instead."),
])
def test_input_dtypes_are_checked_with_pytorchs_messages(dtypes, message):
    for lib in (minitorch, torch):
        q, k, v = (lib.ones(1, 2, 3, 4, dtype=getattr(lib, d)) for d in dtypes[:3])
        mask = None if dtypes[3] is None else lib.zeros(3, 3, dtype=getattr(lib, dtypes[3]))
        with pytest.raises(RuntimeError) as error:
            lib.nn.functional.scaled_dot_product_attention(q, k, v, attn_mask=mask)
        assert str(error.value) == message


def test_the_math_backend_alone_keeps_the_composite():
    for lib in (minitorch, torch):
        q = lib.ones(1, 2, 3, 4, requires_grad=True)
        with lib.nn.attention.sdpa_kernel(lib.nn.attention.SDPBackend.MATH):
            assert type(lib.nn.functional.scaled_dot_product_attention(q, q, q).grad_fn).__name__ == \
                "UnsafeViewBackward0"


def test_flash_output_is_laid_out_as_the_query_as_in_pytorch():
    # ATen allocates the output with empty_like(query): multi-head attention's permute().contiguous() of it is then
    # a view, not a copy, as in PyTorch's graph
    def run(lib):
        rng = np.random.default_rng(4)
        q = lib.tensor(rng.standard_normal((4, 2, 3, 8))).permute(1, 2, 0, 3).requires_grad_()
        k = lib.tensor(rng.standard_normal((2, 3, 5, 8)))
        out, logsumexp = lib._scaled_dot_product_flash_attention_for_cpu(q, k, k)
        mha = lib.nn.MultiheadAttention(8, 2, batch_first=True)
        x = lib.ones(2, 5, 8, requires_grad=True)
        attended, _ = mha(x, x, x, need_weights=False)
        names, stack = [], [attended.grad_fn]
        while stack:
            fn = stack.pop()
            if fn is not None:
                names.append(type(fn).__name__)
                stack.extend(f for f, _ in fn.next_functions)
        return out.stride(), logsumexp.stride(), names
    assert run(minitorch) == run(torch)
    assert "ScaledDotProductFlashAttentionForCpuBackward0" in run(minitorch)[2]
