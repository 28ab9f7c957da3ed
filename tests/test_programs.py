"""Whole PyTorch programs (tests/programs/*.py, each written against PyTorch's API and taking the library's
module name as its argument) print the same under minitorch as under PyTorch: training loops, schedulers,
checkpoints, functional transforms, module reprs, indexing, dtype rules and error messages together."""
import subprocess
import sys
from pathlib import Path

import pytest

from oracle import torch

PROGRAMS = sorted((Path(__file__).parent / "programs").glob("*.py"))


def run(program, library):
    done = subprocess.run([sys.executable, str(program), library], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    return done.stdout


@pytest.mark.parametrize("program", PROGRAMS, ids=[p.stem for p in PROGRAMS])
def test_prints_what_pytorch_prints(program):
    mine = run(program, "minitorch")
    if torch is not None:
        assert mine == run(program, "torch")
