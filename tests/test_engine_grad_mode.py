"""Grad modes (no_grad, enable_grad, set_grad_enabled, inference_mode) and anomaly mode.
Each test runs on minitorch and, where installed, on PyTorch."""
import importlib.util
import threading
import warnings

import pytest

LIBS = ["minitorch"] + (["torch"] if importlib.util.find_spec("torch") else [])


@pytest.fixture(params=LIBS)
def T(request):
    return importlib.import_module(request.param)


@pytest.fixture
def quiet_anomaly():
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", message="Anomaly Detection has been enabled")
        warnings.filterwarnings("ignore", message="Error detected in")
        yield


# -- grad modes ------------------------------------------------------------------------------------

def test_no_grad_and_enable_grad_nest(T):
    x = T.ones(2, requires_grad=True)
    with T.no_grad():
        assert not T.is_grad_enabled()
        assert (x * 2).grad_fn is None
        with T.enable_grad():
            assert (x * 2).grad_fn is not None
        assert not T.is_grad_enabled()
    assert T.is_grad_enabled()


def test_decorators(T):
    @T.no_grad
    def bare():
        return T.is_grad_enabled()

    @T.no_grad()
    def called():
        return T.is_grad_enabled()

    @T.enable_grad()
    def enabled():
        return T.is_grad_enabled()

    @T.set_grad_enabled(False)
    def disabled():
        return T.is_grad_enabled()

    @T.inference_mode
    def inference():
        return T.is_inference_mode_enabled(), T.is_grad_enabled()

    assert (bare(), called(), disabled()) == (False, False, False)
    assert T.is_grad_enabled()  # decorating did not switch anything
    with T.no_grad():
        assert enabled()
    assert inference() == (True, False)
    assert bare.__name__ == "bare"


def test_decorated_generator_keeps_its_mode_across_yields(T):
    @T.no_grad()
    def gen():
        yield T.is_grad_enabled()
        yield T.is_grad_enabled()

    it = gen()
    assert next(it) is False
    assert T.is_grad_enabled()
    assert next(it) is False


def test_set_grad_enabled_as_function_and_context(T):
    T.set_grad_enabled(False)
    try:
        assert not T.is_grad_enabled()
    finally:
        T.set_grad_enabled(True)
    with T.set_grad_enabled(False):
        assert not T.is_grad_enabled()
    assert T.is_grad_enabled()


def test_set_grad_enabled_takes_a_bool_only(T):
    for mode in (1, None, "yes"):
        with pytest.raises(TypeError, match=fr"^set_grad_enabled\(\): argument 'enabled' \(position 1\) must be "
                                            fr"bool, not {type(mode).__name__}$"):
            T.set_grad_enabled(mode)
        assert T.is_grad_enabled() is True


def test_every_way_back_on_clears_this_threads_entry_in_grad_off():
    # Wrappers read grad mode from grad_mode.GRAD_OFF while it is empty: each switch back on must pop what its
    # switch off appended, however the blocks nest, repeat or end by an exception.
    import minitorch
    from minitorch.autograd import grad_mode
    x = minitorch.ones(2, requires_grad=True)
    with minitorch.no_grad():
        with minitorch.no_grad(), minitorch.set_grad_enabled(False):
            assert grad_mode.GRAD_OFF == [None] and (x * 2).grad_fn is None
        with minitorch.enable_grad():
            assert grad_mode.GRAD_OFF == [] and (x * 2).grad_fn is not None
        assert grad_mode.GRAD_OFF == [None]
    with pytest.raises(KeyError), minitorch.inference_mode():
        raise KeyError
    minitorch.set_grad_enabled(False)
    minitorch.set_grad_enabled(False)
    minitorch.set_grad_enabled(True)
    assert grad_mode.GRAD_OFF == [] and minitorch.is_grad_enabled() and (x * 2).grad_fn is not None


def test_grad_mode_restored_after_exception(T):
    with pytest.raises(KeyError):
        with T.no_grad():
            raise KeyError
    assert T.is_grad_enabled()


def test_grad_mode_is_thread_local(T):
    seen = []
    with T.no_grad():
        thread = threading.Thread(target=lambda: seen.append(T.is_grad_enabled()))
        thread.start()
        thread.join()
        assert not T.is_grad_enabled()
    assert seen == [True]


def _in_thread(target):
    errors = []

    def run():
        try:
            target()
        except BaseException as error:  # reported in the main thread
            errors.append(error)
    thread = threading.Thread(target=run)
    thread.start()
    thread.join()
    if errors:
        raise errors[0]


def test_recording_follows_each_threads_own_mode(T):
    # One thread inside no_grad while another records, interleaved: each op asks its own thread's mode.
    x = T.ones(2, requires_grad=True)
    entered, recorded = threading.Event(), threading.Event()
    seen = []

    def other():
        with T.no_grad():
            entered.set()
            recorded.wait(10)
            seen.append((x * 2).grad_fn)
        seen.append((x * 2).grad_fn is not None)
    thread = threading.Thread(target=other)
    thread.start()
    entered.wait(10)
    assert type((x * 2).grad_fn).__name__ == "MulBackward0" and (x + 1).requires_grad
    recorded.set()
    thread.join()
    assert seen == [None, True]
    with T.no_grad():
        _in_thread(lambda: seen.append(type((x * 3).grad_fn).__name__))
        assert (x * 3).grad_fn is None
    assert seen[-1] == "MulBackward0" and (x * 3).grad_fn is not None


def test_mode_left_off_by_a_finished_thread_stays_in_that_thread(T):
    # A thread that ends with grad mode off (set_grad_enabled as a function, an open no_grad) takes the
    # setting with it; the others keep recording. The same after a backward run in another thread.
    x = T.ones(2, requires_grad=True)
    _in_thread(lambda: T.set_grad_enabled(False))
    _in_thread(lambda: T.no_grad().__enter__())
    assert T.is_grad_enabled() and (x * 2).grad_fn is not None
    _in_thread(lambda: (x * x).sum().backward())
    assert x.grad.tolist() == [2.0, 2.0]
    assert (x.exp()).grad_fn is not None
    T.set_grad_enabled(False)
    try:
        assert (x * 2).grad_fn is None
        _in_thread(lambda: T.set_grad_enabled(True))
        assert (x * 2).grad_fn is None and not T.is_grad_enabled()
    finally:
        T.set_grad_enabled(True)
    assert (x * 2).grad_fn is not None


def test_anomaly_mode_is_one_switch_for_all_threads(T, quiet_anomaly):
    # PyTorch's AnomalyMode flags are process-wide, not thread-local.
    seen = []
    try:
        T.autograd.set_detect_anomaly(True, check_nan=False)
        _in_thread(lambda: seen.append((T.is_anomaly_enabled(), T.is_anomaly_check_nan_enabled())))
        _in_thread(lambda: T.autograd.set_detect_anomaly(False))
        seen.append((T.is_anomaly_enabled(), T.is_anomaly_check_nan_enabled()))
    finally:
        T.autograd.set_detect_anomaly(False)
    assert seen == [(True, False), (False, True)]


def test_inference_mode_tensors(T):
    x = T.ones(2, requires_grad=True)
    with T.inference_mode():
        assert T.is_inference_mode_enabled() and not T.is_grad_enabled()
        made = T.ones(2)
        y = x * 2
        with T.inference_mode(False):
            assert T.is_grad_enabled() and not T.is_inference_mode_enabled()
            assert not T.ones(1).is_inference()
    assert made.is_inference() and y.is_inference() and not x.is_inference()
    assert not y.requires_grad and y.grad_fn is None
    assert not T.is_inference_mode_enabled()


def test_inference_tensors_cannot_be_saved_for_backward(T):
    with T.inference_mode():
        made = T.ones(2)
    x = T.ones(2, requires_grad=True)
    assert (x + made).requires_grad  # add saves nothing
    with pytest.raises(RuntimeError, match="^Inference tensors cannot be saved for backward."):
        x * made
    clone = made.clone()
    assert (x * clone).grad_fn.name() == "MulBackward0"


def test_inference_tensor_cannot_start_requiring_grad(T):
    with T.inference_mode():
        made = T.ones(2)
    with pytest.raises(RuntimeError, match="^Setting requires_grad=True on inference tensor outside InferenceMode "
                                           "is not allowed.$"):
        made.requires_grad_()


# -- anomaly mode ----------------------------------------------------------------------------------

def test_detect_anomaly_warns_and_switches(T):
    with pytest.warns(UserWarning, match="^Anomaly Detection has been enabled. This mode will increase the "
                                         "runtime and should only be enabled for debugging.$"):
        mode = T.autograd.detect_anomaly()
    assert not T.is_anomaly_enabled()
    with mode:
        assert T.is_anomaly_enabled() and T.is_anomaly_check_nan_enabled()
    assert not T.is_anomaly_enabled()
    with T.autograd.set_detect_anomaly(True, check_nan=False):
        assert T.is_anomaly_enabled() and not T.is_anomaly_check_nan_enabled()
    assert not T.is_anomaly_enabled() and T.is_anomaly_check_nan_enabled()


def test_anomaly_records_forward_traceback(T, quiet_anomaly):
    x = T.ones(2, requires_grad=True)
    plain = x * 2
    assert "traceback_" not in plain.grad_fn.metadata
    with T.autograd.detect_anomaly():
        y = x.sin()  # the line to find
    trace = y.grad_fn.metadata["traceback_"]
    assert isinstance(trace, list) and all(isinstance(line, str) for line in trace)
    assert "y = x.sin()  # the line to find" in trace[-1] or any("# the line to find" in t for t in trace[-3:])
    assert "test_anomaly_records_forward_traceback" in "".join(trace)


@pytest.mark.filterwarnings("ignore:invalid value encountered:RuntimeWarning")  # NumPy's sqrt(-1)
def test_anomaly_check_nan(T, quiet_anomaly):
    x = T.tensor([-1.0], requires_grad=True)
    with T.autograd.detect_anomaly():
        y = x.sqrt()
        with pytest.raises(RuntimeError) as info:
            y.sum().backward()
    assert str(info.value) == "Function 'SqrtBackward0' returned nan values in its 0th output."
    x.grad = None
    with T.autograd.detect_anomaly(check_nan=False):
        x.sqrt().sum().backward()
    assert x.grad.isnan().all()


def test_anomaly_check_nan_in_custom_function_and_index(T, quiet_anomaly):
    class NanSecond(T.autograd.Function):
        @staticmethod
        def forward(ctx, x, y):
            return x * y

        @staticmethod
        def backward(ctx, grad):
            return grad, grad * float("nan")

    x = T.ones(2, requires_grad=True)
    y = T.ones(2, requires_grad=True)
    with T.autograd.detect_anomaly():
        with pytest.raises(RuntimeError) as info:
            NanSecond.apply(x, y).sum().backward()
    assert str(info.value) == "Function 'NanSecondBackward' returned nan values in its 1th output."
    NanSecond.apply(x, y).sum().backward()  # without anomaly mode nobody checks


def test_anomaly_reports_where_the_failing_node_was_created(T, quiet_anomaly):
    class Boom(T.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            return x * 2

        @staticmethod
        def backward(ctx, grad):
            raise ValueError("boom")

    x = T.ones(2, requires_grad=True)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        with T.autograd.detect_anomaly():
            out = Boom.apply(x)  # created here
            with pytest.raises(ValueError, match="^boom$"):
                out.sin().sum().backward()
    messages = [str(w.message) for w in caught if "Error detected in" in str(w.message)]
    assert len(messages) == 1
    assert messages[0].startswith("Error detected in BoomBackward. Traceback of forward call that caused the "
                                  "error:\n")
    assert "out = Boom.apply(x)  # created here" in messages[0]


def _anomaly_warnings(T, make, run):
    """The "Error detected in" warnings of running ``run(make())`` in anomaly mode, and the error it raised."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        with T.autograd.detect_anomaly():
            out = make()
            with pytest.raises(Exception) as info:
                run(out)
    return [str(w.message) for w in caught if "Error detected in" in str(w.message)], info.value


@pytest.mark.filterwarnings("ignore:invalid value encountered:RuntimeWarning")  # NumPy's sqrt(-1)
def test_anomaly_reports_errors_around_apply_too(T):
    """PyTorch prints the failing node's stack for an error anywhere in its evaluation, not only in apply: the
    nan check after it, a tensor hook before it. The stack ends at the line that made the node (minitorch's
    own op layers are C++ in PyTorch), and the warning names PyTorch's C++ source as PyTorch's does."""
    x = T.tensor([-1.0], requires_grad=True)
    made_at = "y = x.sqrt()  # the node"

    def make():
        y = x.sqrt()  # the node
        return y
    messages, error = _anomaly_warnings(T, make, lambda y: y.sum().backward())
    assert str(error) == "Function 'SqrtBackward0' returned nan values in its 0th output."
    assert len(messages) == 1 and messages[0].startswith("Error detected in SqrtBackward0. Traceback of forward "
                                                         "call that caused the error:\n")
    assert messages[0].endswith(made_at + "\n (Triggered internally at /__w/pytorch/pytorch/torch/csrc/autograd/"
                                          "python_anomaly_mode.cpp:122.)")

    def hooked():
        z = x * 2  # the hooked node
        z.register_hook(lambda grad: {}["no such key"])
        return z * 3
    messages, error = _anomaly_warnings(T, hooked, lambda out: out.sum().backward())
    assert isinstance(error, KeyError)
    assert len(messages) == 1 and messages[0].startswith("Error detected in MulBackward0. Traceback")
    assert "z = x * 2  # the hooked node\n (Triggered internally" in messages[0]


def test_anomaly_parent_of_nodes_created_in_backward(T, quiet_anomaly):
    x = T.tensor([1.0], requires_grad=True)
    with T.autograd.detect_anomaly():
        y = x.sin()
        (g,) = T.autograd.grad(y, x, create_graph=True)
    assert g.grad_fn.metadata["parent_"] is y.grad_fn
