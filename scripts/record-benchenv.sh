#!/bin/sh
# Records the resources Puppet puts in the catalog of the benchmark
# environment (lang/testdata/benchenv: modules sized like real ones, EPP
# templates, Hiera data) into lang/testdata/benchenv/resources.golden,
# which TestBenchEnvironmentCatalog compares prepl's catalog with.
# Needs Puppet 7 (ruby scripts/puppet-catalog.rb).
set -e
cd "$(dirname "$0")/.."
dir=lang/testdata/benchenv
ruby scripts/puppet-catalog.rb --environment "$dir" --facts "$dir/facts.yaml" \
	--node web01.bench.example.com --class role::web |
	python3 -c 'import json, sys
for r in sorted(r["type"] + "[" + r["title"] + "]" for r in json.load(sys.stdin)["resources"]):
    print(r)' >"$dir/resources.golden"
wc -l "$dir/resources.golden"
