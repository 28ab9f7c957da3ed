import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))  # tools.codegen, for the yaml-driven tests


import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _seeded_default_generator():
    """Each test starts from one seed: minitorch's default generator, like PyTorch's, is seeded from the OS when
    it loads, and a test that draws without seeding must not depend on the tests before it."""
    import minitorch
    minitorch.manual_seed(0)
