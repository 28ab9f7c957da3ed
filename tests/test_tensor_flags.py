"""Tensor flags and storage accessors PyTorch has for other layouts and backends, on dense CPU tensors, against
PyTorch: the is_* properties, dense_dim / sparse_dim / to_dense, const_data_ptr, share_memory_ / is_shared,
record_stream's error, storage() / storage_type()."""
import warnings

import pytest

from oracle import same_as_pytorch

FLAGS = ["is_sparse", "is_sparse_csr", "is_meta", "is_quantized", "is_nested", "is_mkldnn", "is_xpu", "is_mps",
         "is_ipu", "is_vulkan", "is_maia", "is_mtia", "is_xla"]


@pytest.mark.parametrize("name", FLAGS)
def test_backend_and_layout_flags_are_false_properties(name):
    def fn(lib):
        t = lib.ones(2, 3)
        return getattr(t, name), getattr(t[0], name), isinstance(getattr(lib.Tensor, name), property) or \
            type(getattr(lib.Tensor, name)).__name__ == "getset_descriptor"
    assert same_as_pytorch(fn) == (False, False, True)


def test_dense_views_of_sparse_apis():
    def fn(lib):
        t = lib.arange(6.0, requires_grad=True).reshape(2, 3)
        d = t.to_dense(lib.float64)
        return (t.dense_dim(), t.sparse_dim(), lib.tensor(1.0).dense_dim(), t.to_dense() is t, str(d.dtype),
                type(d.grad_fn).__name__, t.is_distributed(), t.const_data_ptr() == t.data_ptr())
    same_as_pytorch(fn)


def test_share_memory_marks_the_storage_of_every_view():
    def fn(lib):
        t = lib.ones(3, 2)
        view, other = t[1], lib.ones(3, 2)
        before = (t.is_shared(), view.is_shared())
        out = t.share_memory_()
        return before, out is t, t.is_shared(), view.is_shared(), other.is_shared(), t.clone().is_shared()
    same_as_pytorch(fn)


@pytest.mark.parametrize("stream", [None, 3])
def test_record_stream_on_cpu_refuses_its_argument(stream):
    same_as_pytorch(lambda lib: lib.ones(2).record_stream(stream))


@pytest.mark.parametrize("dtype", ["float32", "float64", "float16", "int64", "int32", "int16", "int8", "uint8",
                                   "bool"])
def test_storage_type_names_the_legacy_class(dtype):
    same_as_pytorch(lambda lib: repr(lib.ones(2, dtype=getattr(lib, dtype)).storage_type()))


def test_typed_storage_of_a_view_spans_the_whole_storage():
    def fn(lib):
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            t = lib.arange(6).reshape(2, 3)
            s = t[1].storage()
            return (type(s).__name__, str(s.dtype), str(s.device), s.size(), len(s), s.tolist(), s[4], s.nbytes(),
                    s.element_size(), s.data_ptr() == t.data_ptr(), s.type(), s.pickle_storage_type(), repr(s),
                    repr(lib.ones(0).storage()), s.untyped().nbytes(), s.is_shared())
    same_as_pytorch(fn)


def test_storage_warns_its_deprecation():
    import minitorch
    import minitorch._typed_storage as ts
    ts._warned[0] = False
    with pytest.warns(UserWarning, match=r"TypedStorage is deprecated\. It will be removed in the future and "
                                         r"UntypedStorage will be the only storage class\."):
        minitorch.ones(1).storage()
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        minitorch.ones(1).storage()  # once per process, as PyTorch's


def test_grad_dtype_defaults_to_the_dtype_and_is_leaf_only():
    def fn(lib):
        t = lib.ones(2, requires_grad=True)
        out = [str(t.grad_dtype), str(lib.ones(2, dtype=lib.int64).grad_dtype)]
        y = t * 2
        for action in (lambda: y.grad_dtype, lambda: setattr(y, "grad_dtype", lib.float64),
                       lambda: setattr(t, "grad_dtype", 3)):
            try:
                action()
            except RuntimeError as e:
                out.append(str(e))
        return out
    same_as_pytorch(fn)


def test_grad_dtype_casts_accumulated_gradients_and_checks_assigned_ones():
    def fn(lib):
        t = lib.ones(2, requires_grad=True)
        y = t * 3  # the leaf is already in a graph when its grad_dtype changes
        t.grad_dtype = lib.float64
        y.sum().backward()
        out = [str(t.grad.dtype), t.grad.tolist()]
        (t * 3).sum().backward()
        out += [str(t.grad.dtype), t.grad.tolist()]
        w = lib.ones(2)
        w.grad_dtype = lib.float16
        w.requires_grad_()
        (w * 1).sum().backward()
        out.append(str(w.grad.dtype))
        try:
            w.grad = lib.ones(2)
        except RuntimeError as e:
            out.append(str(e))
        w.grad_dtype = None
        w.grad = lib.ones(2, dtype=lib.float64)
        out += [str(w.grad_dtype), str(w.grad.dtype)]
        return out
    same_as_pytorch(fn)


def test_module_share_memory_shares_parameters_and_buffers():
    def fn(lib):
        net = lib.nn.BatchNorm1d(2)
        before = [t.is_shared() for t in [*net.parameters(), *net.buffers()]]
        out = net.share_memory()
        return before, out is net, [t.is_shared() for t in [*net.parameters(), *net.buffers()]]
    same_as_pytorch(fn)


def test_grad_dtype_none_keeps_the_dtype_a_gradient_arrives_in():
    def fn(lib):
        class Double(lib.autograd.Function):
            @staticmethod
            def forward(ctx, x):
                return x.clone()

            @staticmethod
            def backward(ctx, g):
                return g.double()
        out = []
        for grad_dtype in ("unset", None):
            u = lib.ones(2, requires_grad=True)
            if grad_dtype is None:
                u.grad_dtype = None
            Double.apply(u).sum().backward()
            out.append(str(u.grad.dtype))
        return out
    same_as_pytorch(fn)
