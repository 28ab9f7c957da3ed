"""The namespaces device-agnostic scripts touch, against PyTorch's CPU build: torch.random (seeds, the RNG
state as a ByteTensor, fork_rng), torch.cpu, torch.accelerator, torch.get_device_module and the
torch.backends flag modules (which live beside minitorch's own array backends, backends.cpu / backends.cuda)."""

import subprocess
import sys

import pytest

import minitorch
from minitorch.backends import strict

from oracle import both, needs_torch, same_as_pytorch


# -- torch.random -------------------------------------------------------------------------------

def test_random_module_is_the_top_level_rng():
    r = minitorch.random
    assert r.manual_seed is minitorch.manual_seed and r.get_rng_state is minitorch.get_rng_state
    assert r.default_generator is minitorch.default_generator
    assert r.manual_seed(3) is minitorch.default_generator and r.initial_seed() == 3
    a = minitorch.rand(4)
    r.manual_seed(3)
    assert minitorch.rand(4).equal(a)


def test_rng_state_is_a_byte_tensor_that_restores_draws_and_seed():
    minitorch.manual_seed(11)
    minitorch.rand(3)
    state = minitorch.random.get_rng_state()
    assert isinstance(state, minitorch.Tensor) and state.dtype is minitorch.uint8 and state.dim() == 1
    expected = minitorch.randn(5)
    minitorch.manual_seed(99)
    minitorch.random.set_rng_state(state.clone())
    assert minitorch.randn(5).equal(expected)
    assert minitorch.initial_seed() == 11  # restored with the state, as in PyTorch
    g = minitorch.Generator().manual_seed(4)
    saved = g.get_state()
    first = minitorch.rand(3, generator=g)
    g.set_state(saved)
    assert minitorch.rand(3, generator=g).equal(first)


@needs_torch
@pytest.mark.parametrize("expr", [
    "t.set_rng_state([1, 2])",
    "t.set_rng_state(t.zeros(3, dtype=t.uint8))",
    "t.set_rng_state(t.zeros(3))",
    "t.manual_seed(-1) and t.initial_seed()",
    "t.manual_seed(-2 ** 63) and t.initial_seed()",
    "t.manual_seed(-2 ** 63 - 1)",
    "t.manual_seed(2 ** 64 - 1) and t.initial_seed()",
    "t.manual_seed(2 ** 64)",
    "t.manual_seed(7.9) and t.initial_seed()",
    "t.manual_seed('a')",
    "t.random.manual_seed(5) is t.default_generator",
    "str(t.get_rng_state().dtype)",
    "t.random.thread_safe_generator()",
])
def test_seed_and_state_errors_as_pytorch(expr):
    mine, theirs = both(lambda t: eval(expr, {"t": t}))
    assert mine == theirs
    minitorch.manual_seed(0)


def test_seed_is_random_and_applied():
    s = minitorch.random.seed()
    assert 0 <= s < 2 ** 64 and minitorch.initial_seed() == s
    a = minitorch.rand(2)
    minitorch.manual_seed(s)
    assert minitorch.rand(2).equal(a)


def test_fork_rng_restores_the_state():
    minitorch.manual_seed(5)
    with minitorch.random.fork_rng():
        inside = minitorch.rand(3)
    assert minitorch.rand(3).equal(inside)  # the block's draws are undone
    minitorch.manual_seed(5)
    with minitorch.random.fork_rng():
        minitorch.manual_seed(123)
        minitorch.rand(10)
    assert minitorch.initial_seed() == 5 and minitorch.rand(3).equal(inside)
    with minitorch.random.fork_rng(enabled=False):
        minitorch.rand(3)
    assert not minitorch.rand(3).equal(inside)
    minitorch.manual_seed(5)
    with pytest.raises(ValueError):
        with minitorch.random.fork_rng(devices=[]):
            minitorch.rand(3)
            raise ValueError
    assert minitorch.rand(3).equal(inside)  # restored on an exception too


@needs_torch
def test_fork_rng_device_errors_as_pytorch():
    def run(lib):
        with lib.random.fork_rng(devices=[0]):
            pass
    assert same_as_pytorch(run) == ("AssertionError", "Torch not compiled with CUDA enabled")
    assert same_as_pytorch(lambda t: [t.random.fork_rng(device_type="meta").__enter__()]) == [None]


def test_fork_rng_with_a_device_forks_its_draws():
    """Device tensors draw from the CPU generator, so forking it forks theirs."""
    strict.enable()
    try:
        minitorch.manual_seed(1)
        with minitorch.random.fork_rng(devices=[0]):
            inside = minitorch.rand(3, device="cuda")
        assert minitorch.rand(3, device="cuda").equal(inside)
    finally:
        strict.disable()


# -- torch.cpu, torch.accelerator, torch.get_device_module --------------------------------------

@needs_torch
@pytest.mark.parametrize("expr", [
    "t.cpu.is_available()", "t.cpu.device_count()", "t.cpu.current_device()", "t.cpu.synchronize()",
    "t.cpu.is_initialized()", "t.cpu.set_device('cpu')", "t.cpu.synchronize(0)",
    "t.accelerator.is_available()", "t.accelerator.current_accelerator()", "t.accelerator.device_count()",
    "t.accelerator.current_accelerator(check_available=True)",
    "t.accelerator.current_device_index()", "t.accelerator.set_device_index(0)", "t.accelerator.synchronize()",
    "t.get_device_module().__name__", "t.get_device_module('cuda').__name__", "t.get_device_module(t.device('cpu')).__name__",
    "t.get_device_module(3)", "t.get_device_module('foo')",
])
def test_device_modules_as_pytorch(expr):
    mine, theirs = both(lambda t: eval(expr, {"t": t}))
    if isinstance(mine, str):
        mine = mine.replace("minitorch", "torch")
    if isinstance(mine, tuple) and expr.endswith("('foo')"):  # PyTorch lists its many device types
        assert mine[0] == theirs[0] and mine[1].endswith("device type at start of device string: foo")
        return
    assert mine == theirs


def test_cpu_streams():
    cpu = minitorch.cpu
    default = cpu.current_stream()
    s = cpu.Stream(priority=0)
    with cpu.stream(s):
        assert cpu.current_stream() is s
        with cpu.StreamContext(None):
            assert cpu.current_stream() is s
    assert cpu.current_stream() is default
    assert s.wait_stream(default) is None and s.record_event() is None and s.wait_event(None) is None
    e = cpu.Event()
    assert e.query() and e.record() is None and e.synchronize() is None and e.wait() is None


def test_accelerator_reports_the_cuda_backend():
    strict.enable()
    try:
        acc = minitorch.accelerator
        assert acc.is_available() and acc.current_accelerator() == minitorch.device("cuda")
        assert acc.device_count() == minitorch.cuda.device_count() >= 1 and acc.current_device_index() == 0
        acc.synchronize()
        assert minitorch.get_device_module() is minitorch.cuda
    finally:
        strict.disable()
    assert minitorch.get_device_module() is minitorch.cpu


# -- torch.backends -------------------------------------------------------------------------------

BACKEND_READS = [
    "t.backends.cudnn.is_available()", "t.backends.cudnn.version()", "t.backends.cudnn.enabled",
    "t.backends.cudnn.benchmark", "t.backends.cudnn.deterministic", "t.backends.cudnn.allow_tf32",
    "t.backends.cudnn.benchmark_limit", "t.backends.cudnn.fp32_precision", "t.backends.cudnn.depthwise_kernel",
    "t.backends.cudnn.is_acceptable(t.ones(1))",
    "t.backends.cuda.is_built()", "t.backends.cuda.matmul.allow_tf32", "t.backends.cuda.matmul.fp32_precision",
    "t.backends.cuda.matmul.allow_fp16_reduced_precision_reduction",
    "t.backends.cuda.matmul.allow_bf16_reduced_precision_reduction",
    "t.backends.cuda.matmul.allow_fp16_reduced_precision_reduction_split_k",
    "t.backends.cuda.matmul.allow_fp16_accumulation", "t.backends.cuda.matmul.nonsense",
    "t.backends.cuda.flash_sdp_enabled()", "t.backends.cuda.mem_efficient_sdp_enabled()",
    "t.backends.cuda.math_sdp_enabled()", "t.backends.cuda.cudnn_sdp_enabled()",
    "t.backends.mps.is_available()", "t.backends.mps.is_built()", "t.backends.mps.is_macos13_or_newer()",
    "t.backends.mkldnn.enabled", "t.backends.mkldnn.deterministic", "t.backends.mkldnn.allow_tf32",
    "t.backends.mkldnn.fp32_precision", "t.backends.mkldnn.VERBOSE_ON", "t.backends.mkl.VERBOSE_OFF",
    "t.backends.opt_einsum.enabled", "t.backends.opt_einsum.strategy", "t.backends.opt_einsum.get_opt_einsum()",
]


@needs_torch
@pytest.mark.parametrize("expr", BACKEND_READS)
def test_backend_flags_read_as_pytorch_cpu(expr):
    assert same_as_pytorch(lambda t: eval(expr, {"t": t}), unexpected=("NameError", "TypeError")) is not ...


def test_library_availability_is_minitorchs():
    """mkl / mkldnn / openmp: minitorch uses none of these libraries (PyTorch's x86 wheels report True)."""
    b = minitorch.backends
    assert (b.mkl.is_available(), b.mkldnn.is_available(), b.openmp.is_available(),
            b.opt_einsum.is_available()) == (False, False, False, False)
    assert b.cpu.get_cpu_capability() == "DEFAULT"
    assert b.cpu.is_available() and b.cpu.xp is not None  # the array backend is unchanged


BACKEND_WRITES = [
    # (statement, what to read back after it)
    ("t.backends.cudnn.benchmark = True", "t.backends.cudnn.benchmark"),
    ("t.backends.cudnn.deterministic = True", "t.backends.cudnn.deterministic"),
    ("t.backends.cudnn.enabled = False", "t.backends.cudnn.enabled"),
    ("t.backends.cudnn.allow_tf32 = False", "t.backends.cudnn.allow_tf32"),
    ("t.backends.cudnn.benchmark = 1", "t.backends.cudnn.benchmark"),
    ("t.backends.cudnn.deterministic = 0", "t.backends.cudnn.deterministic"),
    ("t.backends.cudnn.allow_tf32 = 1", "t.backends.cudnn.allow_tf32"),
    ("t.backends.cudnn.benchmark_limit = 5", "t.backends.cudnn.benchmark_limit"),
    ("t.backends.cudnn.fp32_precision = 'tf32'", "t.backends.cudnn.fp32_precision"),
    ("t.backends.cudnn.fp32_precision = 'bf16'", "t.backends.cudnn.fp32_precision"),
    ("t.backends.cudnn.fp32_precision = 'x'", "t.backends.cudnn.fp32_precision"),
    ("t.backends.cuda.matmul.allow_tf32 = 1", "t.backends.cuda.matmul.fp32_precision"),
    ("t.backends.cuda.matmul.fp32_precision = 'ieee'", "t.backends.cuda.matmul.fp32_precision"),
    ("t.backends.cuda.matmul.allow_fp16_reduced_precision_reduction = False",
     "t.backends.cuda.matmul.allow_fp16_reduced_precision_reduction"),
    ("t.backends.cuda.matmul.allow_fp16_reduced_precision_reduction = (False, False)",
     "t.backends.cuda.matmul.allow_fp16_reduced_precision_reduction_split_k"),
    ("t.backends.cuda.matmul.allow_bf16_reduced_precision_reduction = [True]",
     "t.backends.cuda.matmul.allow_bf16_reduced_precision_reduction_split_k"),
    ("t.backends.cuda.matmul.allow_fp16_reduced_precision_reduction = 1", "None"),
    ("t.backends.cuda.matmul.allow_fp16_reduced_precision_reduction = ()", "None"),
    ("t.backends.cuda.matmul.allow_fp16_reduced_precision_reduction = (True, 1)", "None"),
    ("t.backends.cuda.matmul.allow_fp16_reduced_precision_reduction = (True, True, True)", "None"),
    ("t.backends.cuda.matmul.allow_fp16_accumulation = True", "t.backends.cuda.matmul.allow_fp16_accumulation"),
    ("t.backends.cuda.matmul.allow_fp16_accumulation = 1", "None"),
    ("t.backends.cuda.matmul.nonsense = 1", "None"),
    ("t.backends.cuda.enable_flash_sdp(False)", "t.backends.cuda.flash_sdp_enabled()"),
    ("t.backends.cuda.enable_math_sdp(False)", "t.backends.cuda.math_sdp_enabled()"),
    ("t.backends.mkldnn.enabled = False", "t.backends.mkldnn.enabled"),
    ("t.backends.mkldnn.enabled = 1", "None"),
    ("t.backends.mkldnn.deterministic = 1", "None"),
    ("t.backends.mkldnn.allow_tf32 = 1", "None"),
    ("t.backends.opt_einsum.enabled = True", "t.backends.opt_einsum.enabled"),
    ("t.backends.opt_einsum.enabled = False", "t.backends.opt_einsum.enabled"),
    ("t.backends.opt_einsum.strategy = 'greedy'", "t.backends.opt_einsum.strategy"),
    ("t.backends.opt_einsum.set_flags(None, 'auto')", "None"),
]


def _flag_snapshot(lib):
    b = lib.backends
    return ({k: getattr(b.cudnn, k) for k in ("enabled", "benchmark", "deterministic", "allow_tf32",
                                              "fp32_precision", "benchmark_limit")},
            {k: getattr(b.cuda.matmul, k) for k in ("fp32_precision", "allow_fp16_accumulation",
                                                    "allow_fp16_reduced_precision_reduction",
                                                    "allow_fp16_reduced_precision_reduction_split_k",
                                                    "allow_bf16_reduced_precision_reduction",
                                                    "allow_bf16_reduced_precision_reduction_split_k")},
            {k: getattr(b.mkldnn, k) for k in ("enabled", "deterministic")},
            (b.cuda.flash_sdp_enabled(), b.cuda.math_sdp_enabled(), b.opt_einsum.enabled, b.opt_einsum.strategy))


def _restore_flags(lib, snapshot):
    b = lib.backends
    cudnn, matmul, mkldnn, (flash, math_sdp, einsum_enabled, strategy) = snapshot
    for k, v in cudnn.items():
        setattr(b.cudnn, k, v)
    matmul_values = dict(matmul)
    b.cuda.matmul.fp32_precision = matmul_values["fp32_precision"]
    b.cuda.matmul.allow_fp16_accumulation = matmul_values["allow_fp16_accumulation"]
    for kind in ("fp16", "bf16"):
        key = f"allow_{kind}_reduced_precision_reduction"
        setattr(b.cuda.matmul, key, (matmul_values[key], matmul_values[key + "_split_k"]))
    for k, v in mkldnn.items():
        setattr(b.mkldnn, k, v)
    b.cuda.enable_flash_sdp(flash)
    b.cuda.enable_math_sdp(math_sdp)
    b.opt_einsum.enabled, b.opt_einsum.strategy = einsum_enabled, strategy


@needs_torch
@pytest.mark.parametrize("statement, read", BACKEND_WRITES)
def test_backend_flags_set_and_read_back_as_pytorch(statement, read):
    def run(lib):
        snapshot = _flag_snapshot(lib)
        try:
            try:
                exec(statement, {"t": lib})
                outcome = "ok"
            except Exception as e:  # noqa: BLE001 - compared by type and message
                outcome = (type(e).__name__, str(e))
            return outcome, eval(read, {"t": lib})
        finally:
            _restore_flags(lib, snapshot)
    mine, theirs = both(run)
    assert mine == theirs


@needs_torch
def test_flags_context_managers_as_pytorch():
    def run(lib):
        b = lib.backends
        seen = []
        with b.cudnn.flags(enabled=False, benchmark=True, deterministic=True, allow_tf32=False):
            seen.append((b.cudnn.enabled, b.cudnn.benchmark, b.cudnn.deterministic, b.cudnn.allow_tf32))
        seen.append((b.cudnn.enabled, b.cudnn.benchmark, b.cudnn.deterministic, b.cudnn.allow_tf32))
        with b.mkldnn.flags(enabled=False, deterministic=True):
            seen.append((b.mkldnn.enabled, b.mkldnn.deterministic))
        seen.append((b.mkldnn.enabled, b.mkldnn.deterministic))
        with b.opt_einsum.flags(enabled=False):
            seen.append(b.opt_einsum.enabled)
        with b.mkl.verbose(b.mkl.VERBOSE_ON), b.mkldnn.verbose(b.mkldnn.VERBOSE_ON):
            seen.append("verbose")
        seen.append(b.cudnn.set_flags(_benchmark=False))
        return seen
    assert same_as_pytorch(run) == [(False, True, True, False), (True, False, False, True), (False, True),
                                    (True, False), False, "verbose", (True, False, None, False, True, "none", "auto")]


def test_backend_submodules_import_like_pytorchs():
    import importlib
    for name in ("cudnn", "cuda", "mkl", "mkldnn", "mps", "openmp", "opt_einsum", "cpu"):
        module = importlib.import_module(f"minitorch.backends.{name}")
        assert getattr(minitorch.backends, name) is module
    import minitorch.backends.cudnn as cudnn
    cudnn.benchmark = True
    try:
        assert minitorch.backends.cudnn.benchmark is True
    finally:
        cudnn.benchmark = False
    # the array backends still serve tensors
    assert minitorch.backends.array_module(minitorch.ones(2).detach().numpy()) is minitorch.backends.cpu.xp


TF32_SCRIPT = """
import warnings
warnings.simplefilter("ignore")
import {lib} as t
m = t.backends.cuda.matmul
seen = []
def show():
    seen.append((t.get_float32_matmul_precision(), m.allow_tf32, m.fp32_precision))
show()
m.allow_tf32 = True; show()
m.allow_tf32 = False; show()
m.fp32_precision = "none"; show()
for precision in ("high", "medium", "highest"):
    t.set_float32_matmul_precision(precision); show()
print(seen)
"""


@needs_torch
def test_tf32_switches_and_float32_matmul_precision_are_one_setting():
    """matmul.allow_tf32, matmul.fp32_precision and torch.get/set_float32_matmul_precision move together. Each
    library runs in a fresh process: PyTorch keeps these in global state that "none" cannot reset."""
    def run(lib):
        done = subprocess.run([sys.executable, "-c", TF32_SCRIPT.format(lib=lib)], capture_output=True, text=True,
                              timeout=120)
        assert done.returncode == 0, done.stderr
        return done.stdout
    mine = run("minitorch")
    assert mine == run("torch")
    assert mine.startswith("[('highest', False, 'none'), ('high', True, 'tf32'), ('highest', False, 'ieee')")
