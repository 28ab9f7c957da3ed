"""The three programs from the user's source documents run unchanged and print what
their comments say PyTorch prints (object addresses aside)."""
import re
import subprocess
import sys
from pathlib import Path

import pytest

EXAMPLES = Path(__file__).resolve().parents[2] / "shared" / "examples"
if not EXAMPLES.exists():
    EXAMPLES = Path(__file__).resolve().parents[1].parent / "shared" / "examples"


def run(name):
    path = EXAMPLES / name
    if not path.exists():
        pytest.skip(f"{path} not present")
    out = subprocess.run([sys.executable, str(path)], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    return out.stdout


def expected_from_comments(name):
    lines = (EXAMPLES / name).read_text().splitlines()
    return [line[4:] for line in lines if line.startswith("#   ")]


def normalise(text):
    return re.sub(r"0x[0-9a-f]+", "0x…", text)


def test_seed_backward_chain_prints_what_pytorch_prints():
    out = run("seed_backward_chain.py").splitlines()
    assert [normalise(l) for l in out] == [normalise(l) for l in expected_from_comments("seed_backward_chain.py")]


def test_seed_graph_nodes_prints_what_pytorch_prints():
    out = run("seed_graph_nodes.py").splitlines()
    expected = expected_from_comments("seed_graph_nodes.py")
    assert normalise(out[0]) == normalise(expected[0])
    assert normalise(out[1]) == normalise(expected[1])
    # PyTorch >= 1.x names a custom Function's node "<Name>Backward": the comment predates that.
    assert out[2] == "tensor(1.6487, grad_fn=<ExpBackward>)"


def test_seed_custom_module_runs_and_matches_scipy():
    pytest.importorskip("scipy")
    out = run("seed_custom_module.py")
    assert "Parameter containing:" in out
    assert "grad_fn=<ScipyConv2dFunctionBackward>" in out
    assert out.count("\n") > 20
