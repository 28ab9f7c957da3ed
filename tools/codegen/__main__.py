"""python -m tools.codegen [--out DIR]: regenerate generated/ (and docs/ops.md) from derivatives.yaml."""
import argparse
import sys
import time
from pathlib import Path

from .errors import CodegenError
from .load import load, manual_helper_names
from .plan import plan_all
from .render import render_all

ROOT = Path(__file__).resolve().parents[2]


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m tools.codegen", description=__doc__)
    parser.add_argument("--yaml", default=str(ROOT / "derivatives.yaml"))
    parser.add_argument("--out", default=str(ROOT / "generated"), help="where to write the generated package")
    parser.add_argument("--docs", default=str(ROOT / "docs" / "ops.md"), help="where to write the op table")
    args = parser.parse_args(argv)
    start = time.perf_counter()
    try:
        helpers = manual_helper_names(ROOT / "src" / "minitorch" / "autograd" / "functions_manual.py")
        entries = load(args.yaml, helpers)
        plans = plan_all(entries)
        files, docs = render_all(plans, ROOT / "templates", args.out, Path(args.yaml).name)
    except CodegenError as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    docs_path = Path(args.docs)
    docs_path.parent.mkdir(parents=True, exist_ok=True)
    docs_path.write_text(docs)
    nodes = sum(1 for p in plans if p.node_name)
    print(f"generated {len(files)} files from {len(entries)} entries ({nodes} backward nodes) "
          f"in {time.perf_counter() - start:.2f}s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
