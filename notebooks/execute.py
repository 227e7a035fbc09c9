"""Executes notebooks with nbclient, the client Jupyter itself uses, and
writes them back with their outputs.

Usage: python3 execute.py [--kernel NAME] [--timeout SECONDS] IN.ipynb OUT.ipynb [IN OUT ...]

Every cell runs, even after one fails (the exercises notebook fails on
purpose), and no timing metadata is recorded, so executing an unchanged
notebook twice writes the same file. The kernel is found through its
kernelspec (JUPYTER_PATH and the other Jupyter variables of the
environment). Prints, per notebook, how many code cells failed and each
failure's message; exits non-zero only when a notebook could not be
executed at all.

Jupyter's client picks the kernel's ports by binding and releasing them,
so another client starting a kernel at the same moment can take one
before the kernel binds it; the kernel then cannot start. A kernel that
dies before its first reply is therefore started again, a few times.
"""

import argparse
import os
import sys

import nbformat
from nbclient import NotebookClient


# START_ATTEMPTS bounds the starts of a kernel that died before replying.
START_ATTEMPTS = 4


def execute(src, dst, kernel, timeout):
    for attempt in range(1, START_ATTEMPTS + 1):
        nb = nbformat.read(src, as_version=4)
        client = NotebookClient(
            nb,
            kernel_name=kernel,
            timeout=timeout,
            allow_errors=True,
            record_timing=False,
            resources={"metadata": {"path": os.path.dirname(os.path.abspath(src))}},
        )
        try:
            client.execute()
            break
        except RuntimeError as err:
            if "before replying to kernel_info" not in str(err) or attempt == START_ATTEMPTS:
                raise
            print("%s: the kernel did not start (%s); starting it again" % (src, err), file=sys.stderr)
    nbformat.write(nb, dst)
    failures = []
    code_cells = [c for c in nb.cells if c.cell_type == "code"]
    for i, cell in enumerate(code_cells, 1):
        for o in cell.outputs:
            if o.output_type == "error":
                failures.append("  code cell %d: %s: %s" % (i, o.ename, o.evalue))
    print("%s: %d of %d code cells failed" % (src, len(failures), len(code_cells)))
    for line in failures:
        print(line)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--kernel", default="puppet", help="the kernelspec name (default: puppet)")
    ap.add_argument("--timeout", type=int, default=60, help="seconds a cell may run (default: 60)")
    ap.add_argument("paths", nargs="+", help="pairs of input and output notebooks")
    args = ap.parse_args()
    if len(args.paths) % 2:
        ap.error("give pairs of input and output notebooks")
    for i in range(0, len(args.paths), 2):
        execute(args.paths[i], args.paths[i + 1], args.kernel, args.timeout)


if __name__ == "__main__":
    sys.exit(main())
