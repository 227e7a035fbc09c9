#!/usr/bin/env python3
"""Regenerate a golden file from the reference implementation (Puppet 7).

Usage: scripts/record-table.py CASES GOLDEN

(for instance types/puptime/testdata/timeops.cases timeops.golden)

CASES holds tab-separated input rows. A line '#template: <puppet code>' sets the
Puppet program run for the rows after it: {0}, {1}, ... insert the fields
verbatim and {q0}, {q1}, ... insert them as single-quoted Puppet strings.
Fields use the escapes of the golden tables (prepl/internal/golden). Other
lines starting with '#' are comments. GOLDEN receives every row with one more field: what the program
printed (its notices joined by newlines), or 'ERROR: <message>' with Puppet's
wrapping ('Evaluation Error: ...', '(file: ...)') removed.

Each row runs as its own program in one Puppet process, through Puppet's
reference driver, as every recorder runs it (scripts/golden.py,
internal/golden/doc.go).
"""
import json
import os
import re
import subprocess
import sys
import tempfile

from golden import DRIVER, escape, unescape


def quote(s):
    return "'" + s.replace("\\", "\\\\").replace("'", "\\'") + "'"


def clean_error(msg):
    msg = re.sub(r"^Puppet::PreformattedError: ", "", msg)
    msg = re.sub(r"^Evaluation Error: ", "", msg)
    msg = re.sub(r"^Error while evaluating a (Function Call|Method call), ", "", msg)
    msg = re.sub(r" \(file: [^)]*\)( on node \S+)?$", "", msg, flags=re.S)
    msg = re.sub(r" on node \S+$", "", msg)
    # A Ruby object's address, which differs from run to run (as
    # golden.Normalize writes it).
    msg = re.sub(r":0x[0-9a-f]{8,16}\b", ":0x…", msg)
    return msg


def main():
    cases, golden = sys.argv[1], sys.argv[2]
    rows = []  # (raw line, program or None)
    template = None
    with open(cases) as f:
        for line in f:
            line = line.rstrip("\n")
            if line.startswith("#template:"):
                template = line[len("#template:"):].strip()
                rows.append((line, None))
                continue
            if not line.strip() or line.startswith("#"):
                rows.append((line, None))
                continue
            fields = [unescape(x) for x in line.split("\t")]
            prog = template
            for i, v in enumerate(fields):
                prog = prog.replace("{q%d}" % i, quote(v)).replace("{%d}" % i, v)
            rows.append((line, prog))
    d = tempfile.mkdtemp()
    files = []
    for i, (_, prog) in enumerate(rows):
        if prog is None:
            files.append(None)
            continue
        p = os.path.join(d, "c%05d.pp" % i)
        with open(p, "w") as f:
            f.write(prog + "\n")
        files.append(p)
    out = subprocess.run(DRIVER + ["-"], input="\n".join(p for p in files if p),
                         capture_output=True, text=True).stdout
    results = {}
    for line in out.splitlines():
        try:
            r = json.loads(line)
        except ValueError:
            continue
        if r["status"] == "error":
            results[r["file"]] = "ERROR: " + clean_error(r["error"])
        else:
            results[r["file"]] = "\n".join(r["notices"])
    with open(golden, "w") as f:
        for (line, _), p in zip(rows, files):
            if p is None:
                f.write(line + "\n")
            else:
                f.write(line + "\t" + escape(results.get(p, "ERROR: no result")) + "\n")


if __name__ == "__main__":
    main()
