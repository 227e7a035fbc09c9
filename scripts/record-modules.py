#!/usr/bin/env python3
"""Records what Puppet 7 prints for programs that use modules, as golden files.

usage: scripts/record-modules.py [--force] [FILE.pp...]

Each FILE.pp (default: every lang/eval/testdata/modprograms/*.pp) is
compiled by scripts/puppet-catalog.rb with the fixture modules of
lang/eval/testdata/modules on the module path, as
`puppet apply --modulepath` would compile it. FILE.out gets the notice
messages, then, when the compilation fails, a last line "!error: MESSAGE"
with Puppet's message stripped of its position and wrapper prefixes (as
scripts/record-golden.py strips it) and the modules directory written as
$MODULES. Existing .out files are kept unless --force is given.
"""
import glob
import importlib.util
import json
import os
import subprocess
import sys

from golden import CATALOG

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
MODULES = os.path.join(ROOT, "lang", "eval", "testdata", "modules")
PROGRAMS = os.path.join(ROOT, "lang", "eval", "testdata", "modprograms")

spec = importlib.util.spec_from_file_location("record_golden", os.path.join(HERE, "record-golden.py"))
record_golden = importlib.util.module_from_spec(spec)
spec.loader.exec_module(record_golden)


def main(argv):
    force = "--force" in argv
    files = [a for a in argv if a != "--force"] or sorted(glob.glob(os.path.join(PROGRAMS, "*.pp")))
    for f in files:
        out = f[:-3] + ".out"
        if os.path.exists(out) and not force:
            continue
        run = subprocess.run(CATALOG + ["--modulepath", MODULES, "--messages", f],
                             capture_output=True, text=True)
        r = json.loads(run.stdout)
        lines = list(r.get("notices", []))
        if "error" in r:
            lines.append("!error: " + record_golden.core_message(r["error"]).replace(MODULES, "$MODULES"))
        with open(out, "w") as w:
            w.write("\n".join(lines) + "\n")
        print("recorded", f)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
