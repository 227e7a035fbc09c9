#!/bin/sh
# Records Puppet 7's outputs the golden tests compare with:
#   golden.puppet.json   the catalog of golden.pp (puppet_catalog.rb)
#   graph.*.dot          the three graphs `puppet apply --graph` writes for
#                        graph.pp, without the default schedules and
#                        filebucket an agent adds to every catalog
#   cycles.puppet.txt    the cycle report of `puppet apply` for cycles.pp
# Run from this directory; needs puppet (apt-get install -y puppet).
set -e
here=$(pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
ruby puppet_catalog.rb golden.pp conformance.example.com > golden.puppet.json
puppet apply --noop --color=false --graph --graphdir "$tmp" "$here/graph.pp" > /dev/null 2>&1
for g in resources relationships expanded_relationships; do
  python3 - "$tmp/$g.dot" > "graph.$g.dot" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
blocks = text.split('\n\n')
print('\n\n'.join(b for b in blocks if 'Schedule[' not in b and 'Filebucket[' not in b), end='')
PY
done
puppet apply --noop --color=false "$here/cycles.pp" 2>&1 | sed -n 's/^Error: \(Found .*\)/\1/p; /^(/p' > cycles.puppet.txt
