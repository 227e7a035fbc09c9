#!/usr/bin/env python3
"""Compiles the same program with Puppet and with prepl and compares the
catalogs resource by resource.

usage: scripts/compare-catalogs.py [--prepl BIN] [--modulepath DIRS]
           [--environment DIR] [--facts FILE] [--node NAME]
           [--class NAME | -e CODE | FILE.pp]

Puppet's catalog comes from scripts/puppet-catalog.rb, prepl's from
`prepl --catalog json` with the same options; with --environment and no
program, both compile the environment's main manifest. Resources are matched by
type and title; for each, parameters, tags, exported and containment
edges are compared. Prints "identical (N resources)" or the differences
(exit status 1); when either side fails to compile, its error (status 2).
"""
import argparse
import json
import os
import subprocess
import sys

from golden import CATALOG



def compile_both(a):
    common = []
    for flag in ("modulepath", "environment", "facts", "node"):
        v = getattr(a, flag)
        if v:
            common += ["--" + flag, v]
    if a.klass:
        prog = ["-e", "include " + a.klass]
    elif a.e:
        prog = ["-e", a.e]
    else:
        # No program: the file, or the environment's main manifest.
        prog = [a.file] if a.file else []
    puppet = subprocess.run(CATALOG + common + prog, capture_output=True, text=True)
    prepl = subprocess.run([a.prepl, "--catalog", "json"] + common + prog, capture_output=True, text=True)
    return puppet, prepl


def index(cat):
    res = {}
    for r in cat.get("resources", []):
        res[(r["type"], r["title"])] = r
    edges = sorted((e["source"], e["target"]) for e in cat.get("edges", []))
    return res, edges


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--prepl", default="prepl")
    p.add_argument("--modulepath")
    p.add_argument("--environment")
    p.add_argument("--facts")
    p.add_argument("--node")
    p.add_argument("--class", dest="klass")
    p.add_argument("-e")
    p.add_argument("file", nargs="?")
    a = p.parse_args()
    puppet, prepl = compile_both(a)
    if puppet.returncode != 0 or prepl.returncode != 0:
        if puppet.returncode != 0:
            print("puppet failed:", puppet.stderr.strip().splitlines()[-1:] or puppet.stderr)
        if prepl.returncode != 0:
            print("prepl failed:", prepl.stderr.strip().splitlines()[-1:] or prepl.stderr)
        return 2
    want, want_edges = index(json.loads(puppet.stdout))
    got, got_edges = index(json.loads(prepl.stdout))
    diffs = []
    for k in want.keys() - got.keys():
        diffs.append("only in Puppet: %s[%s]" % k)
    for k in got.keys() - want.keys():
        diffs.append("only in prepl: %s[%s]" % k)
    for k in want.keys() & got.keys():
        w, g = want[k], got[k]
        for field in ("parameters", "exported"):
            if w.get(field) != g.get(field):
                diffs.append("%s[%s] %s: Puppet %s, prepl %s" % (k[0], k[1], field, json.dumps(w.get(field), sort_keys=True), json.dumps(g.get(field), sort_keys=True)))
        if sorted(w.get("tags", [])) != sorted(g.get("tags", [])):
            diffs.append("%s[%s] tags: Puppet %s, prepl %s" % (k[0], k[1], sorted(w.get("tags", [])), sorted(g.get("tags", []))))
    if want_edges != got_edges:
        diffs.append("edges differ: only Puppet %s; only prepl %s" % (sorted(set(want_edges) - set(got_edges)), sorted(set(got_edges) - set(want_edges))))
    if diffs:
        print("\n".join(sorted(diffs)))
        return 1
    print("identical (%d resources)" % len(want))
    return 0


if __name__ == "__main__":
    sys.exit(main())
