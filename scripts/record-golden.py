#!/usr/bin/env python3
"""Records what Puppet 7 prints for Puppet programs, as golden files.

usage: scripts/record-golden.py [--force] FILE.pp...

For each FILE.pp it writes FILE.out: the notice messages, one per line,
then, when the program fails, a last line "!error: MESSAGE" with Puppet's
error message stripped of its position and wrapper prefixes. Existing .out
files are kept unless --force is given (hand-edited ones mark deliberate
differences). Puppet 7 runs the programs through its reference driver, as
every recorder runs it (scripts/golden.py, internal/golden/doc.go).
"""
import json
import os
import re
import subprocess
import sys

from golden import DRIVER



def core_message(msg):
    msg = re.sub(r"^[A-Za-z:]+(Error|Issue): ", "", msg)
    msg = re.sub(r"^Could not parse for environment \w+: ", "", msg)
    msg = re.sub(r"^Evaluation Error: ", "", msg)
    msg = re.sub(r"^Error while evaluating a [^,]+, ", "", msg)
    msg = re.sub(r" \((file: [^)]*|line: [^)]*)\)( on node \S+)?$", "", msg)
    msg = re.sub(r" on node \S+$", "", msg)
    return msg.strip()


def main(argv):
    force = "--force" in argv
    files = [a for a in argv if a != "--force"]
    todo = [f for f in files if force or not os.path.exists(f[:-3] + ".out")]
    if not todo:
        return 0
    out = subprocess.run(DRIVER + todo, capture_output=True, text=True).stdout
    for line in out.splitlines():
        r = json.loads(line)
        lines = list(r.get("notices", []))
        if r.get("status") == "error":
            lines.append("!error: " + core_message(r.get("error", "")))
        with open(r["file"][:-3] + ".out", "w") as f:
            f.write("\n".join(lines) + "\n")
        print("recorded", r["file"])
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
