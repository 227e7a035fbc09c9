#!/usr/bin/env python3
"""Records the catalogs Puppet 7 compiles from the notebooks' teaching
environment, as golden files for notebooks/environment_test.go.

usage: scripts/record-teaching-catalogs.py

For the Debian 12 and RHEL 9 fact sets (prepl's built-in sets, which
`prepl --os NAME` prints as JSON here) and every role, profile and
component class of notebooks/environment, scripts/puppet-catalog.rb
compiles `include CLASS` in the environment; so it does for the node
web1.example.com, which has Hiera data of its own (its facts' clientcert
names it, as Puppet's trusted.certname is taken from it). Each catalog is
written to notebooks/testdata/catalogs/OS[-NODE]-CLASS.json as its
resources (reference => parameters) and its edges, sorted.
"""
import json
import os
import subprocess
import sys
import tempfile

from golden import CATALOG

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
ENV = os.path.join(ROOT, "notebooks", "environment")
OUT = os.path.join(ROOT, "notebooks", "testdata", "catalogs")

CLASSES = ["timesync", "accounts", "motd", "webserver", "profile::base", "profile::web", "role::base", "role::webserver"]
CASES = [(os_name, "", c) for os_name in ("debian-12", "rhel-9") for c in CLASSES] + \
        [(os_name, "web1.example.com", "role::webserver") for os_name in ("debian-12", "rhel-9")]


def facts_of(os_name):
    run = subprocess.run(["go", "run", "./cmd/prepl", "--os", os_name, "-e", "notice(to_json($facts))"],
                         cwd=ROOT, capture_output=True, text=True, check=True)
    return json.loads(run.stdout[len("Notice: "):])


def main():
    os.makedirs(OUT, exist_ok=True)
    facts = {o: facts_of(o) for o in ("debian-12", "rhel-9")}
    with tempfile.TemporaryDirectory() as tmp:
        for os_name, node, cls in CASES:
            f = dict(facts[os_name])
            args = CATALOG + ["--environment", ENV, "--class", cls]
            if node:
                f["clientcert"] = node
                args += ["--node", node]
            path = os.path.join(tmp, "facts.json")
            with open(path, "w") as fh:
                json.dump(f, fh)
            run = subprocess.run(args + ["--facts", path], capture_output=True, text=True)
            if run.returncode != 0:
                sys.exit("%s %s %s: %s" % (os_name, node, cls, run.stderr))
            cat = json.loads(run.stdout)
            golden = {
                "resources": {"%s[%s]" % (r["type"], r["title"]): r.get("parameters", {}) for r in cat["resources"]},
                "edges": sorted([e["source"], e["target"]] for e in cat.get("edges", [])),
            }
            name = "-".join(x for x in (os_name, node, cls.replace("::", "__")) if x) + ".json"
            with open(os.path.join(OUT, name), "w") as fh:
                json.dump(golden, fh, indent=1, sort_keys=True, ensure_ascii=False)
                fh.write("\n")
            print(name, len(golden["resources"]), "resources")


if __name__ == "__main__":
    main()
