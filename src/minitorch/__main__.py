"""``python -m minitorch <command>``: tools for looking inside minitorch.

    python -m minitorch explain mul.Tensor     # yaml entry -> generated node -> generated wrapper
    python -m minitorch explain MulBackward0
    python -m minitorch explain softmax        # a composite op: its source and what it calls
"""
import argparse
import sys


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m minitorch", description="Look inside minitorch.")
    commands = parser.add_subparsers(dest="command", metavar="command")
    explain = commands.add_parser(
        "explain", help="show an op's derivatives.yaml entry, generated backward node and forward wrapper",
        description="Show the derivatives.yaml entry of an op, the backward node class and the forward wrapper "
                    "generated from it. NAME: a schema (mul.Tensor), an op (mul, Tensor.mul), a node "
                    "(MulBackward0), a wrapper (mul_Tensor) or a composite op (softmax).")
    explain.add_argument("name", nargs="+", help="one or more names")
    args = parser.parse_args(argv)
    if args.command is None:
        parser.print_help()
        return 2
    from ._explain import explain as run_explain
    status = 0
    for i, name in enumerate(args.name):
        try:
            text = run_explain(name)
        except LookupError as error:
            print(error, file=sys.stderr)
            status = 1
            continue
        if i:
            print()
        sys.stdout.write(text)
    return status


if __name__ == "__main__":
    sys.exit(main())
