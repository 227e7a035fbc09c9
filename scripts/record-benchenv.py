#!/usr/bin/env python3
"""Records the resources Puppet 7 puts in the catalogs of the benchmark
environment (lang/testdata/benchenv: modules sized like real ones, EPP
templates, Hiera data), which TestBenchEnvironmentCatalog compares
prepl's catalogs with.

usage: scripts/record-benchenv.py

lang/testdata/benchenv/catalog.txt is a case file (see internal/golden):
each program is compiled by scripts/puppet-catalog.rb in the environment,
with its facts.yaml, for node web01.bench.example.com, and its expected
lines become the references of the catalog's resources, sorted, or
"ERROR: message" when the compilation fails. Needs Puppet 7.
"""
import json
import os
import re
import subprocess
import sys

from golden import CATALOG, read_cases, write_cases

HERE = os.path.dirname(os.path.abspath(__file__))
ENV = os.path.join(HERE, "..", "lang", "testdata", "benchenv")
CASES = os.path.join(ENV, "catalog.txt")


def main():
    cases = read_cases(CASES)
    for c in cases:
        run = subprocess.run(CATALOG + ["--environment", ENV,
                              "--facts", os.path.join(ENV, "facts.yaml"), "--node", "web01.bench.example.com",
                              "-e", c["code"]], capture_output=True, text=True)
        if run.returncode == 0:
            c["expect"] = sorted(r["type"] + "[" + r["title"] + "]" for r in json.loads(run.stdout)["resources"])
        else:
            msg = re.sub(r"^Error: ", "", run.stderr.strip().split("\n")[-1])
            c["expect"] = ["ERROR: " + re.sub(r" \((file: [^)]*|line: [^)]*)\)| on node \S+$", "", msg)]
        print("%s: %d lines" % (c["name"], len(c["expect"])), file=sys.stderr)
    write_cases(CASES, cases)


if __name__ == "__main__":
    main()
